; kernel cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90: 256 threads per block, grid 32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_gather push: 2 ranks x 4194304 bytes
  %v20 = zext i32 %p1 to i64
  %v22 = mul i64 %v20, 4194304
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
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  ; 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v85 = mul i32 %v11, 16
  %v88 = zext i32 %v12 to i64
  br label %for5.head
for5.head:
  %v89 = phi i64 [ %v88, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v89, 256
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v90 = trunc i64 %v89 to i32
  %v92 = mul i32 %v90, 16384
  %v93 = add i32 %v92, %v85
  %v94 = zext i32 %v93 to i64
  %v96 = add i32 %v93, 4096
  %v97 = zext i32 %v96 to i64
  %v99 = add i32 %v93, 8192
  %v100 = zext i32 %v99 to i64
  %v102 = add i32 %v93, 12288
  %v103 = zext i32 %v102 to i64
  %v104 = getelementptr i8, ptr addrspace(1) %p2, i64 %v94
  %v105 = load <4 x i32>, ptr addrspace(1) %v104, align 16
  %v106 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v107 = load <4 x i32>, ptr addrspace(1) %v106, align 16
  %v108 = getelementptr i8, ptr addrspace(1) %p2, i64 %v100
  %v109 = load <4 x i32>, ptr addrspace(1) %v108, align 16
  %v110 = getelementptr i8, ptr addrspace(1) %p2, i64 %v103
  %v111 = load <4 x i32>, ptr addrspace(1) %v110, align 16
  %v112 = getelementptr i8, ptr addrspace(1) %v23, i64 %v94
  store <4 x i32> %v105, ptr addrspace(1) %v112, align 16
  %v113 = getelementptr i8, ptr addrspace(1) %v23, i64 %v97
  store <4 x i32> %v107, ptr addrspace(1) %v113, align 16
  %v114 = getelementptr i8, ptr addrspace(1) %v23, i64 %v100
  store <4 x i32> %v109, ptr addrspace(1) %v114, align 16
  %v115 = getelementptr i8, ptr addrspace(1) %v23, i64 %v103
  store <4 x i32> %v111, ptr addrspace(1) %v115, align 16
  %v116 = getelementptr i8, ptr addrspace(1) %v36, i64 %v94
  store <4 x i32> %v105, ptr addrspace(1) %v116, align 16
  %v117 = getelementptr i8, ptr addrspace(1) %v36, i64 %v97
  store <4 x i32> %v107, ptr addrspace(1) %v117, align 16
  %v118 = getelementptr i8, ptr addrspace(1) %v36, i64 %v100
  store <4 x i32> %v109, ptr addrspace(1) %v118, align 16
  %v119 = getelementptr i8, ptr addrspace(1) %v36, i64 %v103
  store <4 x i32> %v111, ptr addrspace(1) %v119, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v89, 32
  br label %for5.head
for5.end:
  ; end: block barrier across 2 ranks
  %v122 = icmp ult i32 %v11, 2
  %v124 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v125 = mul i32 %v12, 2
  %v126 = add i32 %v125, %p1
  %v127 = zext i32 %v126 to i64
  %v128 = mul i64 %v127, 4
  %v129 = getelementptr i8, ptr addrspace(1) %v124, i64 %v128
  br i1 %v122, label %if6.then, label %if6.end
if6.then:
  %t5 = ptrtoint ptr addrspace(1) %v129 to i64
  %v131 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if6.end
if6.end:
  %phi9 = phi i32 [ %v131, %if6.then ], [ 0, %for5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v122, label %if7.then, label %if7.end
if7.then:
  %v132 = add i32 %p1, %v11
  %v133 = sub i32 %v132, 2
  %v134 = icmp uge i32 %v132, 2
  %v135 = select i1 %v134, i32 %v133, i32 %v132
  %v136 = add i32 %v125, %v135
  %v137 = zext i32 %v136 to i64
  %v138 = mul i64 %v137, 4
  %v141 = add i32 %phi9, 1
  %v143 = zext i32 %v135 to i64
  %v144 = mul i64 %v143, 8
  %v145 = getelementptr i8, ptr addrspace(1) %p0, i64 %v144
  %v146 = load i64, ptr addrspace(1) %v145, align 8
  %v147 = sub i64 %v146, %v17
  %v148 = getelementptr i8, ptr addrspace(1) %v129, i64 %v147
  %t6 = ptrtoint ptr addrspace(1) %v148 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 %v141)
  %v149 = getelementptr i8, ptr addrspace(1) %v124, i64 %v138
  %v152 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi10 = phi i32 [ %phi7, %if7.then ], [ %phi14, %if9.end ]
  %phi11 = phi i32 [ %phi7, %if7.then ], [ %phi15, %if9.end ]
  %v155 = icmp eq i32 %phi11, 0
  br i1 %v155, label %while8.body, label %while8.end
while8.body:
  %t7 = ptrtoint ptr addrspace(1) %v149 to i64
  %v156 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t7)
  %v158 = sub i32 %v156, %v141
  %v159 = icmp sge i32 %v158, 0
  %v160 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v161 = sub i64 %v160, %v152
  %v162 = icmp ugt i64 %v161, %p6
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  %v163 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v164 = icmp ne i32 %v163, 0
  %v165 = or i1 %v162, %v164
  br i1 %v159, label %if9.then, label %if9.else
if9.then:
  br label %if9.end
if9.else:
  br i1 %v165, label %if10.then, label %if10.end
if10.then:
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t9, i32 1)
  br label %if10.end
if10.end:
  %phi12 = phi i32 [ 1, %if10.then ], [ %phi10, %if9.else ]
  %phi13 = phi i32 [ 1, %if10.then ], [ %phi11, %if9.else ]
  br label %if9.end
if9.end:
  %phi14 = phi i32 [ %phi10, %if9.then ], [ %phi12, %if10.end ]
  %phi15 = phi i32 [ 1, %if9.then ], [ %phi13, %if10.end ]
  br label %while8.cond
while8.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if7.end
if7.end:
  %phi16 = phi i32 [ %phi10, %while8.end ], [ %phi7, %if6.end ]
  %phi17 = phi i32 [ %phi11, %while8.end ], [ poison, %if6.end ]
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
!1 = !{ptr @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90, !"maxntidx", i32 256}
