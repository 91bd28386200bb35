; kernel cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90: 256 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; reduce_scatter pull: 2 ranks x 3108 bytes
  ; start: block barrier across 2 ranks
  %v22 = icmp ult i32 %v11, 2
  %v24 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v25 = mul i32 %v12, 2
  %v26 = add i32 %v25, %p1
  %v27 = zext i32 %v26 to i64
  %v28 = mul i64 %v27, 4
  %v29 = getelementptr i8, ptr addrspace(1) %v24, i64 %v28
  br i1 %v22, label %if0.then, label %if0.end
if0.then:
  %t0 = ptrtoint ptr addrspace(1) %v29 to i64
  %v31 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v31, %if0.then ], [ 0, %entry ]
  call void @llvm.nvvm.barrier0()
  br i1 %v22, label %if1.then, label %if1.end
if1.then:
  %v32 = add i32 %p1, %v11
  %v33 = sub i32 %v32, 2
  %v34 = icmp uge i32 %v32, 2
  %v35 = select i1 %v34, i32 %v33, i32 %v32
  %v36 = add i32 %v25, %v35
  %v37 = zext i32 %v36 to i64
  %v38 = mul i64 %v37, 4
  %v41 = add i32 %phi0, 1
  %v43 = zext i32 %v35 to i64
  %v44 = mul i64 %v43, 8
  %v45 = getelementptr i8, ptr addrspace(1) %p0, i64 %v44
  %v46 = load i64, ptr addrspace(1) %v45, align 8
  %v47 = sub i64 %v46, %v17
  %v48 = getelementptr i8, ptr addrspace(1) %v29, i64 %v47
  %t1 = ptrtoint ptr addrspace(1) %v48 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1, i32 %v41)
  %v49 = getelementptr i8, ptr addrspace(1) %v24, i64 %v38
  %v52 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v55 = icmp eq i32 %phi2, 0
  br i1 %v55, label %while2.body, label %while2.end
while2.body:
  %t2 = ptrtoint ptr addrspace(1) %v49 to i64
  %v56 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v58 = sub i32 %v56, %v41
  %v59 = icmp sge i32 %v58, 0
  %v60 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v61 = sub i64 %v60, %v52
  %v62 = icmp ugt i64 %v61, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v63 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v64 = icmp ne i32 %v63, 0
  %v65 = or i1 %v62, %v64
  br i1 %v59, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v65, label %if4.then, label %if4.end
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
  %t5 = ptrtoint ptr addrspace(1) %v49 to i64
  %v67 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  %v70 = zext i32 0 to i64
  %v71 = mul i64 %v70, 8
  %v72 = getelementptr i8, ptr addrspace(1) %p0, i64 %v71
  %v73 = load i64, ptr addrspace(1) %v72, align 8
  %v74 = sub i64 %v73, %v17
  %v75 = getelementptr i8, ptr addrspace(1) %p2, i64 %v74
  %v78 = zext i32 1 to i64
  %v79 = mul i64 %v78, 8
  %v80 = getelementptr i8, ptr addrspace(1) %p0, i64 %v79
  %v81 = load i64, ptr addrspace(1) %v80, align 8
  %v82 = sub i64 %v81, %v17
  %v83 = getelementptr i8, ptr addrspace(1) %p2, i64 %v82
  %v84 = zext i32 %p1 to i64
  %v86 = mul i64 %v84, 3108
  %v87 = getelementptr i8, ptr addrspace(1) %v75, i64 %v86
  %v88 = zext i32 %p1 to i64
  %v90 = mul i64 %v88, 3108
  %v91 = getelementptr i8, ptr addrspace(1) %v83, i64 %v90
  ; partial tile: 777 vectors in block 0
  %v93 = icmp eq i32 %v12, 0
  br i1 %v93, label %if5.then, label %if5.end
if5.then:
  %v96 = zext i32 %v11 to i64
  br label %for6.head
for6.head:
  %v97 = phi i64 [ %v96, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v97, 777
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v99 = mul i64 %v97, 4
  %v101 = add i64 0, %v99
  %v102 = getelementptr i8, ptr addrspace(1) %v87, i64 %v101
  %v103 = load i32, ptr addrspace(1) %v102, align 4
  %v104 = getelementptr i8, ptr addrspace(1) %v91, i64 %v101
  %v105 = load i32, ptr addrspace(1) %v104, align 4
  %v106 = call i32 @llvm.smin.i32(i32 %v103, i32 %v105)
  %v107 = getelementptr i8, ptr addrspace(1) %p3, i64 %v101
  store i32 %v106, ptr addrspace(1) %v107, align 4
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v97, 256
  br label %for6.head
for6.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 2 ranks
  %v110 = icmp ult i32 %v11, 2
  %v112 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v113 = mul i32 %v12, 2
  %v114 = add i32 %v113, %p1
  %v115 = zext i32 %v114 to i64
  %v116 = mul i64 %v115, 4
  %v117 = getelementptr i8, ptr addrspace(1) %v112, i64 %v116
  br i1 %v110, label %if7.then, label %if7.end
if7.then:
  %t6 = ptrtoint ptr addrspace(1) %v117 to i64
  %v119 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if7.end
if7.end:
  %phi9 = phi i32 [ %v119, %if7.then ], [ 0, %if5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v110, label %if8.then, label %if8.end
if8.then:
  %v120 = add i32 %p1, %v11
  %v121 = sub i32 %v120, 2
  %v122 = icmp uge i32 %v120, 2
  %v123 = select i1 %v122, i32 %v121, i32 %v120
  %v124 = add i32 %v113, %v123
  %v125 = zext i32 %v124 to i64
  %v126 = mul i64 %v125, 4
  %v129 = add i32 %phi9, 1
  %v131 = zext i32 %v123 to i64
  %v132 = mul i64 %v131, 8
  %v133 = getelementptr i8, ptr addrspace(1) %p0, i64 %v132
  %v134 = load i64, ptr addrspace(1) %v133, align 8
  %v135 = sub i64 %v134, %v17
  %v136 = getelementptr i8, ptr addrspace(1) %v117, i64 %v135
  %t7 = ptrtoint ptr addrspace(1) %v136 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v129)
  %v137 = getelementptr i8, ptr addrspace(1) %v112, i64 %v126
  %v140 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while9.cond
while9.cond:
  %phi10 = phi i32 [ %phi7, %if8.then ], [ %phi14, %if10.end ]
  %phi11 = phi i32 [ %phi7, %if8.then ], [ %phi15, %if10.end ]
  %v143 = icmp eq i32 %phi11, 0
  br i1 %v143, label %while9.body, label %while9.end
while9.body:
  %t8 = ptrtoint ptr addrspace(1) %v137 to i64
  %v144 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v146 = sub i32 %v144, %v129
  %v147 = icmp sge i32 %v146, 0
  %v148 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v149 = sub i64 %v148, %v140
  %v150 = icmp ugt i64 %v149, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v151 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v152 = icmp ne i32 %v151, 0
  %v153 = or i1 %v150, %v152
  br i1 %v147, label %if10.then, label %if10.else
if10.then:
  br label %if10.end
if10.else:
  br i1 %v153, label %if11.then, label %if11.end
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
  %t11 = ptrtoint ptr addrspace(1) %v137 to i64
  %v155 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
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
declare i32 @llvm.smin.i32(i32, i32)

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90, !"maxntidx", i32 256}
