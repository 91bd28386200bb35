; kernel cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90: 256 threads per block, grid 32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g32_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_gather push: 2 ranks x 4194304 bytes
  %v17 = zext i32 %p1 to i64
  %v19 = mul i64 %v17, 4194304
  %v20 = getelementptr i8, ptr addrspace(1) %p3, i64 %v19
  %v23 = add i32 %p1, 1
  %v24 = icmp uge i32 %v23, 2
  %v25 = sub i32 %v23, 2
  %v26 = select i1 %v24, i32 %v25, i32 %v23
  %v28 = zext i32 %v26 to i64
  %v29 = mul i64 %v28, 8
  %v30 = getelementptr i8, ptr addrspace(1) %p0, i64 %v29
  %v31 = load i64, ptr addrspace(1) %v30, align 8
  %v32 = sub i64 %v31, %v15
  %v33 = getelementptr i8, ptr addrspace(1) %v20, i64 %v32
  ; start: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v35 = icmp ult i32 %v9, 2
  br i1 %v35, label %if0.then, label %if0.end
if0.then:
  %v37 = add i32 %p1, %v9
  %v38 = sub i32 %v37, 2
  %v39 = icmp uge i32 %v37, 2
  %v40 = select i1 %v39, i32 %v38, i32 %v37
  %v41 = mul i32 %v10, 2
  %v43 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v44 = add i32 %v41, %p1
  %v45 = add i32 %v41, %v40
  %v47 = zext i32 %v44 to i64
  %v48 = mul i64 %v47, 4
  %v49 = zext i32 %v45 to i64
  %v50 = mul i64 %v49, 4
  %v51 = getelementptr i8, ptr addrspace(1) %v43, i64 %v48
  %v53 = zext i32 %v40 to i64
  %v54 = mul i64 %v53, 8
  %v55 = getelementptr i8, ptr addrspace(1) %p0, i64 %v54
  %v56 = load i64, ptr addrspace(1) %v55, align 8
  %v57 = sub i64 %v56, %v15
  %v58 = getelementptr i8, ptr addrspace(1) %v51, i64 %v57
  %t0 = ptrtoint ptr addrspace(1) %v58 to i64
  %v60 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v62 = add i32 %v60, 1
  %v63 = getelementptr i8, ptr addrspace(1) %v43, i64 %v50
  %v66 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v67 = load i32, ptr %var0, align 4
  store i32 %v67, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v68 = load i32, ptr %var1, align 4
  %v69 = icmp eq i32 %v68, 0
  br i1 %v69, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v63 to i64
  %v70 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v72 = sub i32 %v70, %v62
  %v73 = icmp sge i32 %v72, 0
  %v74 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v75 = sub i64 %v74, %v66
  %v76 = icmp ugt i64 %v75, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v77 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v78 = icmp ne i32 %v77, 0
  %v79 = or i1 %v76, %v78
  br i1 %v73, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v79, label %if3.then, label %if3.end
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
  %v82 = zext i32 %v9 to i64
  %v83 = mul i64 %v82, 16
  ; 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v86 = zext i32 %v10 to i64
  br label %for4.head
for4.head:
  %v87 = phi i64 [ %v86, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v87, 256
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v89 = mul i64 %v87, 16384
  %v90 = add i64 %v83, %v89
  %v92 = add i64 %v90, 4096
  %v94 = add i64 %v90, 8192
  %v96 = add i64 %v90, 12288
  %v97 = getelementptr i8, ptr addrspace(1) %p2, i64 %v90
  %v98 = load <4 x i32>, ptr addrspace(1) %v97, align 16
  %v99 = getelementptr i8, ptr addrspace(1) %p2, i64 %v92
  %v100 = load <4 x i32>, ptr addrspace(1) %v99, align 16
  %v101 = getelementptr i8, ptr addrspace(1) %p2, i64 %v94
  %v102 = load <4 x i32>, ptr addrspace(1) %v101, align 16
  %v103 = getelementptr i8, ptr addrspace(1) %p2, i64 %v96
  %v104 = load <4 x i32>, ptr addrspace(1) %v103, align 16
  %v105 = getelementptr i8, ptr addrspace(1) %v20, i64 %v90
  store <4 x i32> %v98, ptr addrspace(1) %v105, align 16
  %v106 = getelementptr i8, ptr addrspace(1) %v20, i64 %v92
  store <4 x i32> %v100, ptr addrspace(1) %v106, align 16
  %v107 = getelementptr i8, ptr addrspace(1) %v20, i64 %v94
  store <4 x i32> %v102, ptr addrspace(1) %v107, align 16
  %v108 = getelementptr i8, ptr addrspace(1) %v20, i64 %v96
  store <4 x i32> %v104, ptr addrspace(1) %v108, align 16
  %v109 = getelementptr i8, ptr addrspace(1) %v33, i64 %v90
  store <4 x i32> %v98, ptr addrspace(1) %v109, align 16
  %v110 = getelementptr i8, ptr addrspace(1) %v33, i64 %v92
  store <4 x i32> %v100, ptr addrspace(1) %v110, align 16
  %v111 = getelementptr i8, ptr addrspace(1) %v33, i64 %v94
  store <4 x i32> %v102, ptr addrspace(1) %v111, align 16
  %v112 = getelementptr i8, ptr addrspace(1) %v33, i64 %v96
  store <4 x i32> %v104, ptr addrspace(1) %v112, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v87, 32
  br label %for4.head
for4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.nvvm.barrier0()
  %v114 = icmp ult i32 %v9, 2
  br i1 %v114, label %if5.then, label %if5.end
if5.then:
  %v116 = add i32 %p1, %v9
  %v117 = sub i32 %v116, 2
  %v118 = icmp uge i32 %v116, 2
  %v119 = select i1 %v118, i32 %v117, i32 %v116
  %v120 = mul i32 %v10, 2
  %v122 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v123 = add i32 %v120, %p1
  %v124 = add i32 %v120, %v119
  %v126 = zext i32 %v123 to i64
  %v127 = mul i64 %v126, 4
  %v128 = zext i32 %v124 to i64
  %v129 = mul i64 %v128, 4
  %v130 = getelementptr i8, ptr addrspace(1) %v122, i64 %v127
  %v132 = zext i32 %v119 to i64
  %v133 = mul i64 %v132, 8
  %v134 = getelementptr i8, ptr addrspace(1) %p0, i64 %v133
  %v135 = load i64, ptr addrspace(1) %v134, align 8
  %v136 = sub i64 %v135, %v15
  %v137 = getelementptr i8, ptr addrspace(1) %v130, i64 %v136
  %t4 = ptrtoint ptr addrspace(1) %v137 to i64
  %v139 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v141 = add i32 %v139, 1
  %v142 = getelementptr i8, ptr addrspace(1) %v122, i64 %v129
  %v145 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v146 = load i32, ptr %var0, align 4
  store i32 %v146, ptr %var2, align 4
  br label %while6.cond
while6.cond:
  %v147 = load i32, ptr %var2, align 4
  %v148 = icmp eq i32 %v147, 0
  br i1 %v148, label %while6.body, label %while6.end
while6.body:
  %t5 = ptrtoint ptr addrspace(1) %v142 to i64
  %v149 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v151 = sub i32 %v149, %v141
  %v152 = icmp sge i32 %v151, 0
  %v153 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v154 = sub i64 %v153, %v145
  %v155 = icmp ugt i64 %v154, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v156 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v157 = icmp ne i32 %v156, 0
  %v158 = or i1 %v155, %v157
  br i1 %v152, label %if7.then, label %if7.else
if7.then:
  store i32 1, ptr %var2, align 4
  br label %if7.end
if7.else:
  br i1 %v158, label %if8.then, label %if8.end
if8.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if8.end
if8.end:
  br label %if7.end
if7.end:
  br label %while6.cond
while6.end:
  br label %if5.end
if5.end:
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
