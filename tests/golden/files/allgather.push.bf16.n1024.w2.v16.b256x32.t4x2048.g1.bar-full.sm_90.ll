; kernel cj_allgather_push_bf16_n1024_w2_v16_b256x32_t4x2048_g1_bar_full_sm_90: 256 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_bf16_n1024_w2_v16_b256x32_t4x2048_g1_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  ; %p8: n
  ; %p9: nblocks
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  ; all_gather push: 2 ranks x 2048 bytes
  %v20 = zext i32 %p1 to i64
  %v22 = mul i64 %v20, 2048
  %v23 = getelementptr i8, ptr addrspace(1) %p3, i64 %v22
  %v26 = add i32 %p1, 1
  %v27 = icmp uge i32 %v26, 2
  %v28 = sub i32 %v26, 2
  %v29 = select i1 %v27, i32 %v28, i32 %v26
  %v31 = zext i32 %v29 to i64
  %v32 = mul i64 %v31, 8
  %v33 = getelementptr i8, ptr addrspace(1) %p0, i64 %v32
  %v34 = load i64, ptr addrspace(1) %v33, align 8
  %v35 = sub i64 %v34, %v17
  %v36 = getelementptr i8, ptr addrspace(1) %v23, i64 %v35
  ; start: block barrier across 2 ranks
  %v39 = icmp ult i32 %v11, 2
  %v41 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v42 = mul i32 %v12, 2
  %v43 = add i32 %v42, %p1
  %v44 = zext i32 %v43 to i64
  %v45 = mul i64 %v44, 4
  %v46 = getelementptr i8, ptr addrspace(1) %v41, i64 %v45
  br i1 %v39, label %if0.then, label %if0.end
if0.then:
  %t0 = ptrtoint ptr addrspace(1) %v46 to i64
  %v48 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v48, %if0.then ], [ 0, %entry ]
  call void @llvm.nvvm.barrier0()
  br i1 %v39, label %if1.then, label %if1.end
if1.then:
  %v49 = add i32 %p1, %v11
  %v50 = sub i32 %v49, 2
  %v51 = icmp uge i32 %v49, 2
  %v52 = select i1 %v51, i32 %v50, i32 %v49
  %v53 = add i32 %v42, %v52
  %v54 = zext i32 %v53 to i64
  %v55 = mul i64 %v54, 4
  %v58 = add i32 %phi0, 1
  %v60 = zext i32 %v52 to i64
  %v61 = mul i64 %v60, 8
  %v62 = getelementptr i8, ptr addrspace(1) %p0, i64 %v61
  %v63 = load i64, ptr addrspace(1) %v62, align 8
  %v64 = sub i64 %v63, %v17
  %v65 = getelementptr i8, ptr addrspace(1) %v46, i64 %v64
  %t1 = ptrtoint ptr addrspace(1) %v65 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1, i32 %v58)
  %v66 = getelementptr i8, ptr addrspace(1) %v41, i64 %v55
  %v69 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v72 = icmp eq i32 %phi2, 0
  br i1 %v72, label %while2.body, label %while2.end
while2.body:
  %t2 = ptrtoint ptr addrspace(1) %v66 to i64
  %v73 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v75 = sub i32 %v73, %v58
  %v76 = icmp sge i32 %v75, 0
  %v77 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v78 = sub i64 %v77, %v69
  %v79 = icmp ugt i64 %v78, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v80 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v81 = icmp ne i32 %v80, 0
  %v82 = or i1 %v79, %v81
  br i1 %v76, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v82, label %if4.then, label %if4.end
if4.then:
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t4, i32 1)
  br label %if4.end
if4.end:
  %phi3 = phi i32 [ 1, %if4.then ], [ %phi1, %if3.else ]
  %phi4 = phi i32 [ 1, %if4.then ], [ %phi2, %if3.else ]
  br label %if3.end
if3.end:
  %phi5 = phi i32 [ %phi1, %if3.then ], [ %phi3, %if4.end ]
  %phi6 = phi i32 [ 1, %if3.then ], [ %phi4, %if4.end ]
  br label %while2.cond
while2.end:
  %t5 = ptrtoint ptr addrspace(1) %v66 to i64
  %v84 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  ; partial tile: 128 vectors in block 0
  %v86 = icmp eq i32 %v12, 0
  br i1 %v86, label %if5.then, label %if5.end
if5.then:
  %v89 = zext i32 %v11 to i64
  br label %for6.head
for6.head:
  %v90 = phi i64 [ %v89, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v90, 128
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v92 = mul i64 %v90, 16
  %v94 = add i64 0, %v92
  %v95 = getelementptr i8, ptr addrspace(1) %p2, i64 %v94
  %v96 = load <4 x i32>, ptr addrspace(1) %v95, align 16
  %v97 = getelementptr i8, ptr addrspace(1) %v23, i64 %v94
  store <4 x i32> %v96, ptr addrspace(1) %v97, align 16
  %v98 = getelementptr i8, ptr addrspace(1) %v36, i64 %v94
  store <4 x i32> %v96, ptr addrspace(1) %v98, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v90, 256
  br label %for6.head
for6.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 2 ranks
  %v101 = icmp ult i32 %v11, 2
  %v103 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v104 = mul i32 %v12, 2
  %v105 = add i32 %v104, %p1
  %v106 = zext i32 %v105 to i64
  %v107 = mul i64 %v106, 4
  %v108 = getelementptr i8, ptr addrspace(1) %v103, i64 %v107
  br i1 %v101, label %if7.then, label %if7.end
if7.then:
  %t6 = ptrtoint ptr addrspace(1) %v108 to i64
  %v110 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if7.end
if7.end:
  %phi9 = phi i32 [ %v110, %if7.then ], [ 0, %if5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v101, label %if8.then, label %if8.end
if8.then:
  %v111 = add i32 %p1, %v11
  %v112 = sub i32 %v111, 2
  %v113 = icmp uge i32 %v111, 2
  %v114 = select i1 %v113, i32 %v112, i32 %v111
  %v115 = add i32 %v104, %v114
  %v116 = zext i32 %v115 to i64
  %v117 = mul i64 %v116, 4
  %v120 = add i32 %phi9, 1
  %v122 = zext i32 %v114 to i64
  %v123 = mul i64 %v122, 8
  %v124 = getelementptr i8, ptr addrspace(1) %p0, i64 %v123
  %v125 = load i64, ptr addrspace(1) %v124, align 8
  %v126 = sub i64 %v125, %v17
  %v127 = getelementptr i8, ptr addrspace(1) %v108, i64 %v126
  %t7 = ptrtoint ptr addrspace(1) %v127 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v120)
  %v128 = getelementptr i8, ptr addrspace(1) %v103, i64 %v117
  %v131 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while9.cond
while9.cond:
  %phi10 = phi i32 [ %phi7, %if8.then ], [ %phi14, %if10.end ]
  %phi11 = phi i32 [ %phi7, %if8.then ], [ %phi15, %if10.end ]
  %v134 = icmp eq i32 %phi11, 0
  br i1 %v134, label %while9.body, label %while9.end
while9.body:
  %t8 = ptrtoint ptr addrspace(1) %v128 to i64
  %v135 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v137 = sub i32 %v135, %v120
  %v138 = icmp sge i32 %v137, 0
  %v139 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v140 = sub i64 %v139, %v131
  %v141 = icmp ugt i64 %v140, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v142 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v143 = icmp ne i32 %v142, 0
  %v144 = or i1 %v141, %v143
  br i1 %v138, label %if10.then, label %if10.else
if10.then:
  br label %if10.end
if10.else:
  br i1 %v144, label %if11.then, label %if11.end
if11.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  br label %if11.end
if11.end:
  %phi12 = phi i32 [ 1, %if11.then ], [ %phi10, %if10.else ]
  %phi13 = phi i32 [ 1, %if11.then ], [ %phi11, %if10.else ]
  br label %if10.end
if10.end:
  %phi14 = phi i32 [ %phi10, %if10.then ], [ %phi12, %if11.end ]
  %phi15 = phi i32 [ 1, %if10.then ], [ %phi13, %if11.end ]
  br label %while9.cond
while9.end:
  %t11 = ptrtoint ptr addrspace(1) %v128 to i64
  %v146 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
  br label %if8.end
if8.end:
  %phi16 = phi i32 [ %phi10, %while9.end ], [ %phi7, %if7.end ]
  %phi17 = phi i32 [ %phi11, %while9.end ], [ poison, %if7.end ]
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allgather_push_bf16_n1024_w2_v16_b256x32_t4x2048_g1_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_bf16_n1024_w2_v16_b256x32_t4x2048_g1_bar_full_sm_90, !"maxntidx", i32 256}
