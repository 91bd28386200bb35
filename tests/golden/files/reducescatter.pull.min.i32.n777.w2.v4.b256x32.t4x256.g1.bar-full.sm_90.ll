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
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var2 = alloca i32, align 4
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr %var0, align 4
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
  %v53 = load i32, ptr %var0, align 4
  store i32 %v53, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v54 = load i32, ptr %var1, align 4
  %v55 = icmp eq i32 %v54, 0
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
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v65, label %if3.then, label %if3.end
if3.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var1, align 4
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %while1.cond
while1.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if0.end
if0.end:
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
  %v92 = zext i32 %v11 to i64
  %v93 = mul i64 %v92, 4
  ; partial tile: 777 vectors in block 0
  %v95 = icmp eq i32 %v12, 0
  br i1 %v95, label %if4.then, label %if4.end
if4.then:
  %v98 = zext i32 %v11 to i64
  br label %for5.head
for5.head:
  %v99 = phi i64 [ %v98, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v99, 777
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v101 = mul i64 %v99, 4
  %v103 = add i64 0, %v101
  %v104 = getelementptr i8, ptr addrspace(1) %v86, i64 %v103
  %v105 = load i32, ptr addrspace(1) %v104, align 4
  %v106 = getelementptr i8, ptr addrspace(1) %v90, i64 %v103
  %v107 = load i32, ptr addrspace(1) %v106, align 4
  %v108 = call i32 @llvm.smin.i32(i32 %v105, i32 %v107)
  %v109 = getelementptr i8, ptr addrspace(1) %p3, i64 %v103
  store i32 %v108, ptr addrspace(1) %v109, align 4
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v99, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v111 = icmp ult i32 %v11, 2
  br i1 %v111, label %if6.then, label %if6.end
if6.then:
  %v113 = add i32 %p1, %v11
  %v114 = sub i32 %v113, 2
  %v115 = icmp uge i32 %v113, 2
  %v116 = select i1 %v115, i32 %v114, i32 %v113
  %v117 = mul i32 %v12, 2
  %v119 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v120 = add i32 %v117, %p1
  %v121 = add i32 %v117, %v116
  %v123 = zext i32 %v120 to i64
  %v124 = mul i64 %v123, 4
  %v125 = zext i32 %v121 to i64
  %v126 = mul i64 %v125, 4
  %v127 = getelementptr i8, ptr addrspace(1) %v119, i64 %v124
  %v129 = zext i32 %v116 to i64
  %v130 = mul i64 %v129, 8
  %v131 = getelementptr i8, ptr addrspace(1) %p0, i64 %v130
  %v132 = load i64, ptr addrspace(1) %v131, align 8
  %v133 = sub i64 %v132, %v17
  %v134 = getelementptr i8, ptr addrspace(1) %v127, i64 %v133
  %t4 = ptrtoint ptr addrspace(1) %v134 to i64
  %v136 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v138 = add i32 %v136, 1
  %v139 = getelementptr i8, ptr addrspace(1) %v119, i64 %v126
  %v142 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v143 = load i32, ptr %var0, align 4
  store i32 %v143, ptr %var2, align 4
  br label %while7.cond
while7.cond:
  %v144 = load i32, ptr %var2, align 4
  %v145 = icmp eq i32 %v144, 0
  br i1 %v145, label %while7.body, label %while7.end
while7.body:
  %t5 = ptrtoint ptr addrspace(1) %v139 to i64
  %v146 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v148 = sub i32 %v146, %v138
  %v149 = icmp sge i32 %v148, 0
  %v150 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v151 = sub i64 %v150, %v142
  %v152 = icmp ugt i64 %v151, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v153 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v154 = icmp ne i32 %v153, 0
  %v155 = or i1 %v152, %v154
  br i1 %v149, label %if8.then, label %if8.else
if8.then:
  store i32 1, ptr %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v155, label %if9.then, label %if9.end
if9.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  br label %while7.cond
while7.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if6.end
if6.end:
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
