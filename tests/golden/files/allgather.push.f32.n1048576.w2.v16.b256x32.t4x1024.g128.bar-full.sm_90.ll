; kernel cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %t5 = ptrtoint ptr addrspace(1) %v66 to i64
  %v84 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  ; 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v86 = mul i32 %v11, 16
  %v89 = zext i32 %v12 to i64
  br label %for5.head
for5.head:
  %v90 = phi i64 [ %v89, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v90, 256
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v91 = trunc i64 %v90 to i32
  %v93 = mul i32 %v91, 16384
  %v94 = add i32 %v93, %v86
  %v95 = zext i32 %v94 to i64
  %v97 = add i32 %v94, 4096
  %v98 = zext i32 %v97 to i64
  %v100 = add i32 %v94, 8192
  %v101 = zext i32 %v100 to i64
  %v103 = add i32 %v94, 12288
  %v104 = zext i32 %v103 to i64
  %v105 = getelementptr i8, ptr addrspace(1) %p2, i64 %v95
  %v106 = load <4 x i32>, ptr addrspace(1) %v105, align 16
  %v107 = getelementptr i8, ptr addrspace(1) %p2, i64 %v98
  %v108 = load <4 x i32>, ptr addrspace(1) %v107, align 16
  %v109 = getelementptr i8, ptr addrspace(1) %p2, i64 %v101
  %v110 = load <4 x i32>, ptr addrspace(1) %v109, align 16
  %v111 = getelementptr i8, ptr addrspace(1) %p2, i64 %v104
  %v112 = load <4 x i32>, ptr addrspace(1) %v111, align 16
  %v113 = getelementptr i8, ptr addrspace(1) %v23, i64 %v95
  store <4 x i32> %v106, ptr addrspace(1) %v113, align 16
  %v114 = getelementptr i8, ptr addrspace(1) %v23, i64 %v98
  store <4 x i32> %v108, ptr addrspace(1) %v114, align 16
  %v115 = getelementptr i8, ptr addrspace(1) %v23, i64 %v101
  store <4 x i32> %v110, ptr addrspace(1) %v115, align 16
  %v116 = getelementptr i8, ptr addrspace(1) %v23, i64 %v104
  store <4 x i32> %v112, ptr addrspace(1) %v116, align 16
  %v117 = getelementptr i8, ptr addrspace(1) %v36, i64 %v95
  store <4 x i32> %v106, ptr addrspace(1) %v117, align 16
  %v118 = getelementptr i8, ptr addrspace(1) %v36, i64 %v98
  store <4 x i32> %v108, ptr addrspace(1) %v118, align 16
  %v119 = getelementptr i8, ptr addrspace(1) %v36, i64 %v101
  store <4 x i32> %v110, ptr addrspace(1) %v119, align 16
  %v120 = getelementptr i8, ptr addrspace(1) %v36, i64 %v104
  store <4 x i32> %v112, ptr addrspace(1) %v120, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v90, 128
  br label %for5.head
for5.end:
  ; end: block barrier across 2 ranks
  %v123 = icmp ult i32 %v11, 2
  %v125 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v126 = mul i32 %v12, 2
  %v127 = add i32 %v126, %p1
  %v128 = zext i32 %v127 to i64
  %v129 = mul i64 %v128, 4
  %v130 = getelementptr i8, ptr addrspace(1) %v125, i64 %v129
  br i1 %v123, label %if6.then, label %if6.end
if6.then:
  %t6 = ptrtoint ptr addrspace(1) %v130 to i64
  %v132 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if6.end
if6.end:
  %phi9 = phi i32 [ %v132, %if6.then ], [ 0, %for5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v123, label %if7.then, label %if7.end
if7.then:
  %v133 = add i32 %p1, %v11
  %v134 = sub i32 %v133, 2
  %v135 = icmp uge i32 %v133, 2
  %v136 = select i1 %v135, i32 %v134, i32 %v133
  %v137 = add i32 %v126, %v136
  %v138 = zext i32 %v137 to i64
  %v139 = mul i64 %v138, 4
  %v142 = add i32 %phi9, 1
  %v144 = zext i32 %v136 to i64
  %v145 = mul i64 %v144, 8
  %v146 = getelementptr i8, ptr addrspace(1) %p0, i64 %v145
  %v147 = load i64, ptr addrspace(1) %v146, align 8
  %v148 = sub i64 %v147, %v17
  %v149 = getelementptr i8, ptr addrspace(1) %v130, i64 %v148
  %t7 = ptrtoint ptr addrspace(1) %v149 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v142)
  %v150 = getelementptr i8, ptr addrspace(1) %v125, i64 %v139
  %v153 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi10 = phi i32 [ %phi7, %if7.then ], [ %phi14, %if9.end ]
  %phi11 = phi i32 [ %phi7, %if7.then ], [ %phi15, %if9.end ]
  %v156 = icmp eq i32 %phi11, 0
  br i1 %v156, label %while8.body, label %while8.end
while8.body:
  %t8 = ptrtoint ptr addrspace(1) %v150 to i64
  %v157 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v159 = sub i32 %v157, %v142
  %v160 = icmp sge i32 %v159, 0
  %v161 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v162 = sub i64 %v161, %v153
  %v163 = icmp ugt i64 %v162, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v164 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v165 = icmp ne i32 %v164, 0
  %v166 = or i1 %v163, %v165
  br i1 %v160, label %if9.then, label %if9.else
if9.then:
  br label %if9.end
if9.else:
  br i1 %v166, label %if10.then, label %if10.end
if10.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
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
  %t11 = ptrtoint ptr addrspace(1) %v150 to i64
  %v168 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
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
!1 = !{ptr @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90, !"maxntidx", i32 256}
