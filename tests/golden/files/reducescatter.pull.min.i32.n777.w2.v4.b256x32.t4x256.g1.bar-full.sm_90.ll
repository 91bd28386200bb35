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
  call void @llvm.nvvm.barrier0()
  %v21 = icmp ult i32 %v11, 2
  br i1 %v21, label %if0.then, label %if0.end
if0.then:
  %v23 = add i32 %p1, %v11
  %v24 = sub i32 %v23, 2
  %v25 = icmp uge i32 %v23, 2
  %v26 = select i1 %v25, i32 %v24, i32 %v23
  %v27 = mul i32 %v12, 2
  %v29 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v30 = add i32 %v27, %p1
  %v31 = add i32 %v27, %v26
  %v33 = zext i32 %v30 to i64
  %v34 = mul i64 %v33, 4
  %v35 = zext i32 %v31 to i64
  %v36 = mul i64 %v35, 4
  %v37 = getelementptr i8, ptr addrspace(1) %v29, i64 %v34
  %v39 = zext i32 %v26 to i64
  %v40 = mul i64 %v39, 8
  %v41 = getelementptr i8, ptr addrspace(1) %p0, i64 %v40
  %v42 = load i64, ptr addrspace(1) %v41, align 8
  %v43 = sub i64 %v42, %v17
  %v44 = getelementptr i8, ptr addrspace(1) %v37, i64 %v43
  %t0 = ptrtoint ptr addrspace(1) %v44 to i64
  %v46 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v48 = add i32 %v46, 1
  %v49 = getelementptr i8, ptr addrspace(1) %v29, i64 %v36
  %v52 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while1.cond
while1.cond:
  %phi0 = phi i32 [ 0, %if0.then ], [ %phi4, %if2.end ]
  %phi1 = phi i32 [ 0, %if0.then ], [ %phi5, %if2.end ]
  %v55 = icmp eq i32 %phi1, 0
  br i1 %v55, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v49 to i64
  %v56 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v58 = sub i32 %v56, %v48
  %v59 = icmp sge i32 %v58, 0
  %v60 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v61 = sub i64 %v60, %v52
  %v62 = icmp ugt i64 %v61, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v63 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v64 = icmp ne i32 %v63, 0
  %v65 = or i1 %v62, %v64
  br i1 %v59, label %if2.then, label %if2.else
if2.then:
  br label %if2.end
if2.else:
  br i1 %v65, label %if3.then, label %if3.end
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
  %v69 = zext i32 0 to i64
  %v70 = mul i64 %v69, 8
  %v71 = getelementptr i8, ptr addrspace(1) %p0, i64 %v70
  %v72 = load i64, ptr addrspace(1) %v71, align 8
  %v73 = sub i64 %v72, %v17
  %v74 = getelementptr i8, ptr addrspace(1) %p2, i64 %v73
  %v77 = zext i32 1 to i64
  %v78 = mul i64 %v77, 8
  %v79 = getelementptr i8, ptr addrspace(1) %p0, i64 %v78
  %v80 = load i64, ptr addrspace(1) %v79, align 8
  %v81 = sub i64 %v80, %v17
  %v82 = getelementptr i8, ptr addrspace(1) %p2, i64 %v81
  %v83 = zext i32 %p1 to i64
  %v85 = mul i64 %v83, 3108
  %v86 = getelementptr i8, ptr addrspace(1) %v74, i64 %v85
  %v87 = zext i32 %p1 to i64
  %v89 = mul i64 %v87, 3108
  %v90 = getelementptr i8, ptr addrspace(1) %v82, i64 %v89
  ; partial tile: 777 vectors in block 0
  %v92 = icmp eq i32 %v12, 0
  br i1 %v92, label %if4.then, label %if4.end
if4.then:
  %v95 = zext i32 %v11 to i64
  br label %for5.head
for5.head:
  %v96 = phi i64 [ %v95, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v96, 777
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v98 = mul i64 %v96, 4
  %v100 = add i64 0, %v98
  %v101 = getelementptr i8, ptr addrspace(1) %v86, i64 %v100
  %v102 = load i32, ptr addrspace(1) %v101, align 4
  %v103 = getelementptr i8, ptr addrspace(1) %v90, i64 %v100
  %v104 = load i32, ptr addrspace(1) %v103, align 4
  %v105 = call i32 @llvm.smin.i32(i32 %v102, i32 %v104)
  %v106 = getelementptr i8, ptr addrspace(1) %p3, i64 %v100
  store i32 %v105, ptr addrspace(1) %v106, align 4
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v96, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v108 = icmp ult i32 %v11, 2
  br i1 %v108, label %if6.then, label %if6.end
if6.then:
  %v110 = add i32 %p1, %v11
  %v111 = sub i32 %v110, 2
  %v112 = icmp uge i32 %v110, 2
  %v113 = select i1 %v112, i32 %v111, i32 %v110
  %v114 = mul i32 %v12, 2
  %v116 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v117 = add i32 %v114, %p1
  %v118 = add i32 %v114, %v113
  %v120 = zext i32 %v117 to i64
  %v121 = mul i64 %v120, 4
  %v122 = zext i32 %v118 to i64
  %v123 = mul i64 %v122, 4
  %v124 = getelementptr i8, ptr addrspace(1) %v116, i64 %v121
  %v126 = zext i32 %v113 to i64
  %v127 = mul i64 %v126, 8
  %v128 = getelementptr i8, ptr addrspace(1) %p0, i64 %v127
  %v129 = load i64, ptr addrspace(1) %v128, align 8
  %v130 = sub i64 %v129, %v17
  %v131 = getelementptr i8, ptr addrspace(1) %v124, i64 %v130
  %t4 = ptrtoint ptr addrspace(1) %v131 to i64
  %v133 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v135 = add i32 %v133, 1
  %v136 = getelementptr i8, ptr addrspace(1) %v116, i64 %v123
  %v139 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while7.cond
while7.cond:
  %phi8 = phi i32 [ %phi6, %if6.then ], [ %phi12, %if8.end ]
  %phi9 = phi i32 [ %phi6, %if6.then ], [ %phi13, %if8.end ]
  %v142 = icmp eq i32 %phi9, 0
  br i1 %v142, label %while7.body, label %while7.end
while7.body:
  %t5 = ptrtoint ptr addrspace(1) %v136 to i64
  %v143 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v145 = sub i32 %v143, %v135
  %v146 = icmp sge i32 %v145, 0
  %v147 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v148 = sub i64 %v147, %v139
  %v149 = icmp ugt i64 %v148, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v150 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v151 = icmp ne i32 %v150, 0
  %v152 = or i1 %v149, %v151
  br i1 %v146, label %if8.then, label %if8.else
if8.then:
  br label %if8.end
if8.else:
  br i1 %v152, label %if9.then, label %if9.end
if9.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  br label %if9.end
if9.end:
  %phi10 = phi i32 [ 1, %if9.then ], [ %phi8, %if8.else ]
  %phi11 = phi i32 [ 1, %if9.then ], [ %phi9, %if8.else ]
  br label %if8.end
if8.end:
  %phi12 = phi i32 [ %phi8, %if8.then ], [ %phi10, %if9.end ]
  %phi13 = phi i32 [ 1, %if8.then ], [ %phi11, %if9.end ]
  br label %while7.cond
while7.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if6.end
if6.end:
  %phi14 = phi i32 [ %phi8, %while7.end ], [ %phi6, %if4.end ]
  %phi15 = phi i32 [ %phi9, %while7.end ], [ poison, %if4.end ]
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
