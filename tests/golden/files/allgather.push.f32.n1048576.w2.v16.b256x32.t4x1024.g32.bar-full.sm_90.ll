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
  call void @llvm.nvvm.barrier0()
  %v38 = icmp ult i32 %v11, 2
  br i1 %v38, label %if0.then, label %if0.end
if0.then:
  %v40 = add i32 %p1, %v11
  %v41 = sub i32 %v40, 2
  %v42 = icmp uge i32 %v40, 2
  %v43 = select i1 %v42, i32 %v41, i32 %v40
  %v44 = mul i32 %v12, 2
  %v46 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v47 = add i32 %v44, %p1
  %v48 = add i32 %v44, %v43
  %v50 = zext i32 %v47 to i64
  %v51 = mul i64 %v50, 4
  %v52 = zext i32 %v48 to i64
  %v53 = mul i64 %v52, 4
  %v54 = getelementptr i8, ptr addrspace(1) %v46, i64 %v51
  %v56 = zext i32 %v43 to i64
  %v57 = mul i64 %v56, 8
  %v58 = getelementptr i8, ptr addrspace(1) %p0, i64 %v57
  %v59 = load i64, ptr addrspace(1) %v58, align 8
  %v60 = sub i64 %v59, %v17
  %v61 = getelementptr i8, ptr addrspace(1) %v54, i64 %v60
  %t0 = ptrtoint ptr addrspace(1) %v61 to i64
  %v63 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v65 = add i32 %v63, 1
  %v66 = getelementptr i8, ptr addrspace(1) %v46, i64 %v53
  %v69 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while1.cond
while1.cond:
  %phi0 = phi i32 [ 0, %if0.then ], [ %phi4, %if2.end ]
  %phi1 = phi i32 [ 0, %if0.then ], [ %phi5, %if2.end ]
  %v72 = icmp eq i32 %phi1, 0
  br i1 %v72, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v66 to i64
  %v73 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v75 = sub i32 %v73, %v65
  %v76 = icmp sge i32 %v75, 0
  %v77 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v78 = sub i64 %v77, %v69
  %v79 = icmp ugt i64 %v78, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v80 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v81 = icmp ne i32 %v80, 0
  %v82 = or i1 %v79, %v81
  br i1 %v76, label %if2.then, label %if2.else
if2.then:
  br label %if2.end
if2.else:
  br i1 %v82, label %if3.then, label %if3.end
if3.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  br label %if3.end
if3.end:
  %phi2 = phi i32 [ 1, %if3.then ], [ %phi0, %if2.else ]
  %phi3 = phi i32 [ 1, %if3.then ], [ %phi1, %if2.else ]
  br label %if2.end
if2.end:
  %phi4 = phi i32 [ %phi0, %if2.then ], [ %phi2, %if3.end ]
  %phi5 = phi i32 [ 1, %if2.then ], [ %phi3, %if3.end ]
  br label %while1.cond
while1.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if0.end
if0.end:
  %phi6 = phi i32 [ %phi0, %while1.end ], [ 0, %entry ]
  %phi7 = phi i32 [ %phi1, %while1.end ], [ poison, %entry ]
  call void @llvm.nvvm.barrier0()
  ; 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v85 = mul i32 %v11, 16
  %v88 = zext i32 %v12 to i64
  br label %for4.head
for4.head:
  %v89 = phi i64 [ %v88, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v89, 256
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
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
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v89, 32
  br label %for4.head
for4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v121 = icmp ult i32 %v11, 2
  br i1 %v121, label %if5.then, label %if5.end
if5.then:
  %v123 = add i32 %p1, %v11
  %v124 = sub i32 %v123, 2
  %v125 = icmp uge i32 %v123, 2
  %v126 = select i1 %v125, i32 %v124, i32 %v123
  %v127 = mul i32 %v12, 2
  %v129 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v130 = add i32 %v127, %p1
  %v131 = add i32 %v127, %v126
  %v133 = zext i32 %v130 to i64
  %v134 = mul i64 %v133, 4
  %v135 = zext i32 %v131 to i64
  %v136 = mul i64 %v135, 4
  %v137 = getelementptr i8, ptr addrspace(1) %v129, i64 %v134
  %v139 = zext i32 %v126 to i64
  %v140 = mul i64 %v139, 8
  %v141 = getelementptr i8, ptr addrspace(1) %p0, i64 %v140
  %v142 = load i64, ptr addrspace(1) %v141, align 8
  %v143 = sub i64 %v142, %v17
  %v144 = getelementptr i8, ptr addrspace(1) %v137, i64 %v143
  %t4 = ptrtoint ptr addrspace(1) %v144 to i64
  %v146 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v148 = add i32 %v146, 1
  %v149 = getelementptr i8, ptr addrspace(1) %v129, i64 %v136
  %v152 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while6.cond
while6.cond:
  %phi8 = phi i32 [ %phi6, %if5.then ], [ %phi12, %if7.end ]
  %phi9 = phi i32 [ %phi6, %if5.then ], [ %phi13, %if7.end ]
  %v155 = icmp eq i32 %phi9, 0
  br i1 %v155, label %while6.body, label %while6.end
while6.body:
  %t5 = ptrtoint ptr addrspace(1) %v149 to i64
  %v156 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v158 = sub i32 %v156, %v148
  %v159 = icmp sge i32 %v158, 0
  %v160 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v161 = sub i64 %v160, %v152
  %v162 = icmp ugt i64 %v161, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v163 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v164 = icmp ne i32 %v163, 0
  %v165 = or i1 %v162, %v164
  br i1 %v159, label %if7.then, label %if7.else
if7.then:
  br label %if7.end
if7.else:
  br i1 %v165, label %if8.then, label %if8.end
if8.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  br label %if8.end
if8.end:
  %phi10 = phi i32 [ 1, %if8.then ], [ %phi8, %if7.else ]
  %phi11 = phi i32 [ 1, %if8.then ], [ %phi9, %if7.else ]
  br label %if7.end
if7.end:
  %phi12 = phi i32 [ %phi8, %if7.then ], [ %phi10, %if8.end ]
  %phi13 = phi i32 [ 1, %if7.then ], [ %phi11, %if8.end ]
  br label %while6.cond
while6.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if5.end
if5.end:
  %phi14 = phi i32 [ %phi8, %while6.end ], [ %phi6, %for4.end ]
  %phi15 = phi i32 [ %phi9, %while6.end ], [ poison, %for4.end ]
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
