; kernel cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90: 256 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_reducescatter_pull_min_i32_n777_w2_v4_b256x32_t4x256_g1_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var2 = alloca i32, align 4
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr %var0, align 4
  ; reduce_scatter pull: 2 ranks x 3108 bytes
  ; start: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v18 = icmp ult i32 %v9, 2
  br i1 %v18, label %if0.then, label %if0.end
if0.then:
  %v20 = add i32 %p1, %v9
  %v21 = sub i32 %v20, 2
  %v22 = icmp uge i32 %v20, 2
  %v23 = select i1 %v22, i32 %v21, i32 %v20
  %v24 = mul i32 %v10, 2
  %v26 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = add i32 %v24, %p1
  %v28 = add i32 %v24, %v23
  %v30 = zext i32 %v27 to i64
  %v31 = mul i64 %v30, 4
  %v32 = zext i32 %v28 to i64
  %v33 = mul i64 %v32, 4
  %v34 = getelementptr i8, ptr addrspace(1) %v26, i64 %v31
  %v36 = zext i32 %v23 to i64
  %v37 = mul i64 %v36, 8
  %v38 = getelementptr i8, ptr addrspace(1) %p0, i64 %v37
  %v39 = load i64, ptr addrspace(1) %v38, align 8
  %v40 = sub i64 %v39, %v15
  %v41 = getelementptr i8, ptr addrspace(1) %v34, i64 %v40
  %t0 = ptrtoint ptr addrspace(1) %v41 to i64
  %v43 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v45 = add i32 %v43, 1
  %v46 = getelementptr i8, ptr addrspace(1) %v26, i64 %v33
  %v49 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v50 = load i32, ptr %var0, align 4
  store i32 %v50, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v51 = load i32, ptr %var1, align 4
  %v52 = icmp eq i32 %v51, 0
  br i1 %v52, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v46 to i64
  %v53 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v55 = sub i32 %v53, %v45
  %v56 = icmp sge i32 %v55, 0
  %v57 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v58 = sub i64 %v57, %v49
  %v59 = icmp ugt i64 %v58, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v60 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v61 = icmp ne i32 %v60, 0
  %v62 = or i1 %v59, %v61
  br i1 %v56, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v62, label %if3.then, label %if3.end
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
  br label %if0.end
if0.end:
  call void @llvm.nvvm.barrier0()
  %v66 = zext i32 0 to i64
  %v67 = mul i64 %v66, 8
  %v68 = getelementptr i8, ptr addrspace(1) %p0, i64 %v67
  %v69 = load i64, ptr addrspace(1) %v68, align 8
  %v70 = sub i64 %v69, %v15
  %v71 = getelementptr i8, ptr addrspace(1) %p2, i64 %v70
  %v74 = zext i32 1 to i64
  %v75 = mul i64 %v74, 8
  %v76 = getelementptr i8, ptr addrspace(1) %p0, i64 %v75
  %v77 = load i64, ptr addrspace(1) %v76, align 8
  %v78 = sub i64 %v77, %v15
  %v79 = getelementptr i8, ptr addrspace(1) %p2, i64 %v78
  %v80 = zext i32 %p1 to i64
  %v82 = mul i64 %v80, 3108
  %v83 = getelementptr i8, ptr addrspace(1) %v71, i64 %v82
  %v84 = zext i32 %p1 to i64
  %v86 = mul i64 %v84, 3108
  %v87 = getelementptr i8, ptr addrspace(1) %v79, i64 %v86
  %v89 = zext i32 %v9 to i64
  %v90 = mul i64 %v89, 4
  ; partial tile: 777 vectors in block 0
  %v92 = icmp eq i32 %v10, 0
  br i1 %v92, label %if4.then, label %if4.end
if4.then:
  %v95 = zext i32 %v9 to i64
  br label %for5.head
for5.head:
  %v96 = phi i64 [ %v95, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v96, 777
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v98 = mul i64 %v96, 4
  %v100 = add i64 0, %v98
  %v101 = getelementptr i8, ptr addrspace(1) %v83, i64 %v100
  %v102 = load i32, ptr addrspace(1) %v101, align 4
  %v103 = getelementptr i8, ptr addrspace(1) %v87, i64 %v100
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
  %v108 = icmp ult i32 %v9, 2
  br i1 %v108, label %if6.then, label %if6.end
if6.then:
  %v110 = add i32 %p1, %v9
  %v111 = sub i32 %v110, 2
  %v112 = icmp uge i32 %v110, 2
  %v113 = select i1 %v112, i32 %v111, i32 %v110
  %v114 = mul i32 %v10, 2
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
  %v130 = sub i64 %v129, %v15
  %v131 = getelementptr i8, ptr addrspace(1) %v124, i64 %v130
  %t4 = ptrtoint ptr addrspace(1) %v131 to i64
  %v133 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v135 = add i32 %v133, 1
  %v136 = getelementptr i8, ptr addrspace(1) %v116, i64 %v123
  %v139 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v140 = load i32, ptr %var0, align 4
  store i32 %v140, ptr %var2, align 4
  br label %while7.cond
while7.cond:
  %v141 = load i32, ptr %var2, align 4
  %v142 = icmp eq i32 %v141, 0
  br i1 %v142, label %while7.body, label %while7.end
while7.body:
  %t5 = ptrtoint ptr addrspace(1) %v136 to i64
  %v143 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
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
  store i32 1, ptr %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v152, label %if9.then, label %if9.end
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
