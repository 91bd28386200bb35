; kernel cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90: 256 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_gather push: 8 ranks x 4000 bytes
  %v17 = zext i32 %p1 to i64
  %v19 = mul i64 %v17, 4000
  %v20 = getelementptr i8, ptr addrspace(1) %p3, i64 %v19
  %v23 = add i32 %p1, 1
  %v24 = icmp uge i32 %v23, 8
  %v25 = sub i32 %v23, 8
  %v26 = select i1 %v24, i32 %v25, i32 %v23
  %v28 = zext i32 %v26 to i64
  %v29 = mul i64 %v28, 8
  %v30 = getelementptr i8, ptr addrspace(1) %p0, i64 %v29
  %v31 = load i64, ptr addrspace(1) %v30, align 8
  %v32 = sub i64 %v31, %v15
  %v33 = getelementptr i8, ptr addrspace(1) %v20, i64 %v32
  %v36 = add i32 %p1, 2
  %v37 = icmp uge i32 %v36, 8
  %v38 = sub i32 %v36, 8
  %v39 = select i1 %v37, i32 %v38, i32 %v36
  %v41 = zext i32 %v39 to i64
  %v42 = mul i64 %v41, 8
  %v43 = getelementptr i8, ptr addrspace(1) %p0, i64 %v42
  %v44 = load i64, ptr addrspace(1) %v43, align 8
  %v45 = sub i64 %v44, %v15
  %v46 = getelementptr i8, ptr addrspace(1) %v20, i64 %v45
  %v49 = add i32 %p1, 3
  %v50 = icmp uge i32 %v49, 8
  %v51 = sub i32 %v49, 8
  %v52 = select i1 %v50, i32 %v51, i32 %v49
  %v54 = zext i32 %v52 to i64
  %v55 = mul i64 %v54, 8
  %v56 = getelementptr i8, ptr addrspace(1) %p0, i64 %v55
  %v57 = load i64, ptr addrspace(1) %v56, align 8
  %v58 = sub i64 %v57, %v15
  %v59 = getelementptr i8, ptr addrspace(1) %v20, i64 %v58
  %v62 = add i32 %p1, 4
  %v63 = icmp uge i32 %v62, 8
  %v64 = sub i32 %v62, 8
  %v65 = select i1 %v63, i32 %v64, i32 %v62
  %v67 = zext i32 %v65 to i64
  %v68 = mul i64 %v67, 8
  %v69 = getelementptr i8, ptr addrspace(1) %p0, i64 %v68
  %v70 = load i64, ptr addrspace(1) %v69, align 8
  %v71 = sub i64 %v70, %v15
  %v72 = getelementptr i8, ptr addrspace(1) %v20, i64 %v71
  %v75 = add i32 %p1, 5
  %v76 = icmp uge i32 %v75, 8
  %v77 = sub i32 %v75, 8
  %v78 = select i1 %v76, i32 %v77, i32 %v75
  %v80 = zext i32 %v78 to i64
  %v81 = mul i64 %v80, 8
  %v82 = getelementptr i8, ptr addrspace(1) %p0, i64 %v81
  %v83 = load i64, ptr addrspace(1) %v82, align 8
  %v84 = sub i64 %v83, %v15
  %v85 = getelementptr i8, ptr addrspace(1) %v20, i64 %v84
  %v88 = add i32 %p1, 6
  %v89 = icmp uge i32 %v88, 8
  %v90 = sub i32 %v88, 8
  %v91 = select i1 %v89, i32 %v90, i32 %v88
  %v93 = zext i32 %v91 to i64
  %v94 = mul i64 %v93, 8
  %v95 = getelementptr i8, ptr addrspace(1) %p0, i64 %v94
  %v96 = load i64, ptr addrspace(1) %v95, align 8
  %v97 = sub i64 %v96, %v15
  %v98 = getelementptr i8, ptr addrspace(1) %v20, i64 %v97
  %v101 = add i32 %p1, 7
  %v102 = icmp uge i32 %v101, 8
  %v103 = sub i32 %v101, 8
  %v104 = select i1 %v102, i32 %v103, i32 %v101
  %v106 = zext i32 %v104 to i64
  %v107 = mul i64 %v106, 8
  %v108 = getelementptr i8, ptr addrspace(1) %p0, i64 %v107
  %v109 = load i64, ptr addrspace(1) %v108, align 8
  %v110 = sub i64 %v109, %v15
  %v111 = getelementptr i8, ptr addrspace(1) %v20, i64 %v110
  ; start: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v113 = icmp ult i32 %v9, 8
  br i1 %v113, label %if0.then, label %if0.end
if0.then:
  %v115 = add i32 %p1, %v9
  %v116 = sub i32 %v115, 8
  %v117 = icmp uge i32 %v115, 8
  %v118 = select i1 %v117, i32 %v116, i32 %v115
  %v119 = mul i32 %v10, 8
  %v121 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v122 = add i32 %v119, %p1
  %v123 = add i32 %v119, %v118
  %v125 = zext i32 %v122 to i64
  %v126 = mul i64 %v125, 4
  %v127 = zext i32 %v123 to i64
  %v128 = mul i64 %v127, 4
  %v129 = getelementptr i8, ptr addrspace(1) %v121, i64 %v126
  %v131 = zext i32 %v118 to i64
  %v132 = mul i64 %v131, 8
  %v133 = getelementptr i8, ptr addrspace(1) %p0, i64 %v132
  %v134 = load i64, ptr addrspace(1) %v133, align 8
  %v135 = sub i64 %v134, %v15
  %v136 = getelementptr i8, ptr addrspace(1) %v129, i64 %v135
  %t0 = ptrtoint ptr addrspace(1) %v136 to i64
  %v138 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v140 = add i32 %v138, 1
  %v141 = getelementptr i8, ptr addrspace(1) %v121, i64 %v128
  %v144 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v145 = load i32, ptr %var0, align 4
  store i32 %v145, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v146 = load i32, ptr %var1, align 4
  %v147 = icmp eq i32 %v146, 0
  br i1 %v147, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v141 to i64
  %v148 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v150 = sub i32 %v148, %v140
  %v151 = icmp sge i32 %v150, 0
  %v152 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v153 = sub i64 %v152, %v144
  %v154 = icmp ugt i64 %v153, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v155 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v156 = icmp ne i32 %v155, 0
  %v157 = or i1 %v154, %v156
  br i1 %v151, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v157, label %if3.then, label %if3.end
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
  %v160 = zext i32 %v9 to i64
  %v161 = mul i64 %v160, 16
  ; partial tile: 250 vectors in block 0
  %v163 = icmp eq i32 %v10, 0
  br i1 %v163, label %if4.then, label %if4.end
if4.then:
  %v166 = zext i32 %v9 to i64
  br label %for5.head
for5.head:
  %v167 = phi i64 [ %v166, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v167, 250
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v169 = mul i64 %v167, 16
  %v171 = add i64 0, %v169
  %v172 = getelementptr i8, ptr addrspace(1) %p2, i64 %v171
  %v173 = load <4 x i32>, ptr addrspace(1) %v172, align 16
  %v174 = getelementptr i8, ptr addrspace(1) %v20, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v174, align 16
  %v175 = getelementptr i8, ptr addrspace(1) %v33, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v175, align 16
  %v176 = getelementptr i8, ptr addrspace(1) %v46, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v176, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %v59, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v177, align 16
  %v178 = getelementptr i8, ptr addrspace(1) %v72, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v178, align 16
  %v179 = getelementptr i8, ptr addrspace(1) %v85, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v179, align 16
  %v180 = getelementptr i8, ptr addrspace(1) %v98, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v180, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %v111, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v181, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v167, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v183 = icmp ult i32 %v9, 8
  br i1 %v183, label %if6.then, label %if6.end
if6.then:
  %v185 = add i32 %p1, %v9
  %v186 = sub i32 %v185, 8
  %v187 = icmp uge i32 %v185, 8
  %v188 = select i1 %v187, i32 %v186, i32 %v185
  %v189 = mul i32 %v10, 8
  %v191 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v192 = add i32 %v189, %p1
  %v193 = add i32 %v189, %v188
  %v195 = zext i32 %v192 to i64
  %v196 = mul i64 %v195, 4
  %v197 = zext i32 %v193 to i64
  %v198 = mul i64 %v197, 4
  %v199 = getelementptr i8, ptr addrspace(1) %v191, i64 %v196
  %v201 = zext i32 %v188 to i64
  %v202 = mul i64 %v201, 8
  %v203 = getelementptr i8, ptr addrspace(1) %p0, i64 %v202
  %v204 = load i64, ptr addrspace(1) %v203, align 8
  %v205 = sub i64 %v204, %v15
  %v206 = getelementptr i8, ptr addrspace(1) %v199, i64 %v205
  %t4 = ptrtoint ptr addrspace(1) %v206 to i64
  %v208 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v210 = add i32 %v208, 1
  %v211 = getelementptr i8, ptr addrspace(1) %v191, i64 %v198
  %v214 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v215 = load i32, ptr %var0, align 4
  store i32 %v215, ptr %var2, align 4
  br label %while7.cond
while7.cond:
  %v216 = load i32, ptr %var2, align 4
  %v217 = icmp eq i32 %v216, 0
  br i1 %v217, label %while7.body, label %while7.end
while7.body:
  %t5 = ptrtoint ptr addrspace(1) %v211 to i64
  %v218 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v220 = sub i32 %v218, %v210
  %v221 = icmp sge i32 %v220, 0
  %v222 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v223 = sub i64 %v222, %v214
  %v224 = icmp ugt i64 %v223, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v225 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v226 = icmp ne i32 %v225, 0
  %v227 = or i1 %v224, %v226
  br i1 %v221, label %if8.then, label %if8.else
if8.then:
  store i32 1, ptr %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v227, label %if9.then, label %if9.end
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

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90, !"maxntidx", i32 256}
