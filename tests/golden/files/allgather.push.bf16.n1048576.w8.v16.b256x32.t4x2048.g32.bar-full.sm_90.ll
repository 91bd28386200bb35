; kernel cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g32_bar_full_sm_90: 256 threads per block, grid 32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g32_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_gather push: 8 ranks x 2097152 bytes
  %v17 = zext i32 %p1 to i64
  %v19 = mul i64 %v17, 2097152
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
  ; 128 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v164 = zext i32 %v10 to i64
  br label %for4.head
for4.head:
  %v165 = phi i64 [ %v164, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v165, 128
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v167 = mul i64 %v165, 16384
  %v168 = add i64 %v161, %v167
  %v170 = add i64 %v168, 4096
  %v172 = add i64 %v168, 8192
  %v174 = add i64 %v168, 12288
  %v175 = getelementptr i8, ptr addrspace(1) %p2, i64 %v168
  %v176 = load <4 x i32>, ptr addrspace(1) %v175, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %p2, i64 %v170
  %v178 = load <4 x i32>, ptr addrspace(1) %v177, align 16
  %v179 = getelementptr i8, ptr addrspace(1) %p2, i64 %v172
  %v180 = load <4 x i32>, ptr addrspace(1) %v179, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %p2, i64 %v174
  %v182 = load <4 x i32>, ptr addrspace(1) %v181, align 16
  %v183 = getelementptr i8, ptr addrspace(1) %v20, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v183, align 16
  %v184 = getelementptr i8, ptr addrspace(1) %v20, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v184, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %v20, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v185, align 16
  %v186 = getelementptr i8, ptr addrspace(1) %v20, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v186, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %v33, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v187, align 16
  %v188 = getelementptr i8, ptr addrspace(1) %v33, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v188, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v33, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v189, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v33, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v190, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %v46, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v191, align 16
  %v192 = getelementptr i8, ptr addrspace(1) %v46, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v192, align 16
  %v193 = getelementptr i8, ptr addrspace(1) %v46, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v193, align 16
  %v194 = getelementptr i8, ptr addrspace(1) %v46, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v194, align 16
  %v195 = getelementptr i8, ptr addrspace(1) %v59, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v195, align 16
  %v196 = getelementptr i8, ptr addrspace(1) %v59, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v196, align 16
  %v197 = getelementptr i8, ptr addrspace(1) %v59, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v197, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v59, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v198, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v72, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v199, align 16
  %v200 = getelementptr i8, ptr addrspace(1) %v72, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v200, align 16
  %v201 = getelementptr i8, ptr addrspace(1) %v72, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v201, align 16
  %v202 = getelementptr i8, ptr addrspace(1) %v72, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v202, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v85, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v203, align 16
  %v204 = getelementptr i8, ptr addrspace(1) %v85, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v204, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v85, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v205, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v85, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v206, align 16
  %v207 = getelementptr i8, ptr addrspace(1) %v98, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v207, align 16
  %v208 = getelementptr i8, ptr addrspace(1) %v98, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v208, align 16
  %v209 = getelementptr i8, ptr addrspace(1) %v98, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v209, align 16
  %v210 = getelementptr i8, ptr addrspace(1) %v98, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v210, align 16
  %v211 = getelementptr i8, ptr addrspace(1) %v111, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v211, align 16
  %v212 = getelementptr i8, ptr addrspace(1) %v111, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v212, align 16
  %v213 = getelementptr i8, ptr addrspace(1) %v111, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v213, align 16
  %v214 = getelementptr i8, ptr addrspace(1) %v111, i64 %v174
  store <4 x i32> %v182, ptr addrspace(1) %v214, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v165, 32
  br label %for4.head
for4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v216 = icmp ult i32 %v9, 8
  br i1 %v216, label %if5.then, label %if5.end
if5.then:
  %v218 = add i32 %p1, %v9
  %v219 = sub i32 %v218, 8
  %v220 = icmp uge i32 %v218, 8
  %v221 = select i1 %v220, i32 %v219, i32 %v218
  %v222 = mul i32 %v10, 8
  %v224 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v225 = add i32 %v222, %p1
  %v226 = add i32 %v222, %v221
  %v228 = zext i32 %v225 to i64
  %v229 = mul i64 %v228, 4
  %v230 = zext i32 %v226 to i64
  %v231 = mul i64 %v230, 4
  %v232 = getelementptr i8, ptr addrspace(1) %v224, i64 %v229
  %v234 = zext i32 %v221 to i64
  %v235 = mul i64 %v234, 8
  %v236 = getelementptr i8, ptr addrspace(1) %p0, i64 %v235
  %v237 = load i64, ptr addrspace(1) %v236, align 8
  %v238 = sub i64 %v237, %v15
  %v239 = getelementptr i8, ptr addrspace(1) %v232, i64 %v238
  %t4 = ptrtoint ptr addrspace(1) %v239 to i64
  %v241 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v243 = add i32 %v241, 1
  %v244 = getelementptr i8, ptr addrspace(1) %v224, i64 %v231
  %v247 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v248 = load i32, ptr %var0, align 4
  store i32 %v248, ptr %var2, align 4
  br label %while6.cond
while6.cond:
  %v249 = load i32, ptr %var2, align 4
  %v250 = icmp eq i32 %v249, 0
  br i1 %v250, label %while6.body, label %while6.end
while6.body:
  %t5 = ptrtoint ptr addrspace(1) %v244 to i64
  %v251 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v253 = sub i32 %v251, %v243
  %v254 = icmp sge i32 %v253, 0
  %v255 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v256 = sub i64 %v255, %v247
  %v257 = icmp ugt i64 %v256, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v258 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v259 = icmp ne i32 %v258, 0
  %v260 = or i1 %v257, %v259
  br i1 %v254, label %if7.then, label %if7.else
if7.then:
  store i32 1, ptr %var2, align 4
  br label %if7.end
if7.else:
  br i1 %v260, label %if8.then, label %if8.end
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
!1 = !{ptr @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g32_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g32_bar_full_sm_90, !"maxntidx", i32 256}
