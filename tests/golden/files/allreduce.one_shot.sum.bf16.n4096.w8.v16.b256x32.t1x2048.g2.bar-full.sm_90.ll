; kernel cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90: 256 threads per block, grid 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_reduce one_shot: 8 ranks x 8192 bytes
  ; start: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v18 = icmp ult i32 %v9, 8
  br i1 %v18, label %if0.then, label %if0.end
if0.then:
  %v20 = add i32 %p1, %v9
  %v21 = sub i32 %v20, 8
  %v22 = icmp uge i32 %v20, 8
  %v23 = select i1 %v22, i32 %v21, i32 %v20
  %v24 = mul i32 %v10, 8
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
  %v82 = zext i32 2 to i64
  %v83 = mul i64 %v82, 8
  %v84 = getelementptr i8, ptr addrspace(1) %p0, i64 %v83
  %v85 = load i64, ptr addrspace(1) %v84, align 8
  %v86 = sub i64 %v85, %v15
  %v87 = getelementptr i8, ptr addrspace(1) %p2, i64 %v86
  %v90 = zext i32 3 to i64
  %v91 = mul i64 %v90, 8
  %v92 = getelementptr i8, ptr addrspace(1) %p0, i64 %v91
  %v93 = load i64, ptr addrspace(1) %v92, align 8
  %v94 = sub i64 %v93, %v15
  %v95 = getelementptr i8, ptr addrspace(1) %p2, i64 %v94
  %v98 = zext i32 4 to i64
  %v99 = mul i64 %v98, 8
  %v100 = getelementptr i8, ptr addrspace(1) %p0, i64 %v99
  %v101 = load i64, ptr addrspace(1) %v100, align 8
  %v102 = sub i64 %v101, %v15
  %v103 = getelementptr i8, ptr addrspace(1) %p2, i64 %v102
  %v106 = zext i32 5 to i64
  %v107 = mul i64 %v106, 8
  %v108 = getelementptr i8, ptr addrspace(1) %p0, i64 %v107
  %v109 = load i64, ptr addrspace(1) %v108, align 8
  %v110 = sub i64 %v109, %v15
  %v111 = getelementptr i8, ptr addrspace(1) %p2, i64 %v110
  %v114 = zext i32 6 to i64
  %v115 = mul i64 %v114, 8
  %v116 = getelementptr i8, ptr addrspace(1) %p0, i64 %v115
  %v117 = load i64, ptr addrspace(1) %v116, align 8
  %v118 = sub i64 %v117, %v15
  %v119 = getelementptr i8, ptr addrspace(1) %p2, i64 %v118
  %v122 = zext i32 7 to i64
  %v123 = mul i64 %v122, 8
  %v124 = getelementptr i8, ptr addrspace(1) %p0, i64 %v123
  %v125 = load i64, ptr addrspace(1) %v124, align 8
  %v126 = sub i64 %v125, %v15
  %v127 = getelementptr i8, ptr addrspace(1) %p2, i64 %v126
  %v129 = zext i32 %v9 to i64
  %v130 = mul i64 %v129, 16
  ; 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  %v133 = zext i32 %v10 to i64
  br label %for4.head
for4.head:
  %v134 = phi i64 [ %v133, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v134, 2
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v136 = mul i64 %v134, 4096
  %v137 = add i64 %v130, %v136
  %v138 = getelementptr i8, ptr addrspace(1) %v71, i64 %v137
  %v139 = load <4 x i32>, ptr addrspace(1) %v138, align 16
  %v140 = getelementptr i8, ptr addrspace(1) %v79, i64 %v137
  %v141 = load <4 x i32>, ptr addrspace(1) %v140, align 16
  %v142 = getelementptr i8, ptr addrspace(1) %v87, i64 %v137
  %v143 = load <4 x i32>, ptr addrspace(1) %v142, align 16
  %v144 = getelementptr i8, ptr addrspace(1) %v95, i64 %v137
  %v145 = load <4 x i32>, ptr addrspace(1) %v144, align 16
  %v146 = getelementptr i8, ptr addrspace(1) %v103, i64 %v137
  %v147 = load <4 x i32>, ptr addrspace(1) %v146, align 16
  %v148 = getelementptr i8, ptr addrspace(1) %v111, i64 %v137
  %v149 = load <4 x i32>, ptr addrspace(1) %v148, align 16
  %v150 = getelementptr i8, ptr addrspace(1) %v119, i64 %v137
  %v151 = load <4 x i32>, ptr addrspace(1) %v150, align 16
  %v152 = getelementptr i8, ptr addrspace(1) %v127, i64 %v137
  %v153 = load <4 x i32>, ptr addrspace(1) %v152, align 16
  %v154 = extractelement <4 x i32> %v139, i32 0
  %v155 = extractelement <4 x i32> %v141, i32 0
  %v156 = extractelement <4 x i32> %v143, i32 0
  %v157 = extractelement <4 x i32> %v145, i32 0
  %v158 = extractelement <4 x i32> %v147, i32 0
  %v159 = extractelement <4 x i32> %v149, i32 0
  %v160 = extractelement <4 x i32> %v151, i32 0
  %v161 = extractelement <4 x i32> %v153, i32 0
  %v162 = trunc i32 %v154 to i16
  %t4 = zext i16 %v162 to i32
  %t5 = shl i32 %t4, 16
  %v164 = bitcast i32 %t5 to float
  %v165 = trunc i32 %v155 to i16
  %t6 = zext i16 %v165 to i32
  %t7 = shl i32 %t6, 16
  %v167 = bitcast i32 %t7 to float
  %v168 = fadd float %v164, %v167
  %v169 = trunc i32 %v156 to i16
  %t8 = zext i16 %v169 to i32
  %t9 = shl i32 %t8, 16
  %v171 = bitcast i32 %t9 to float
  %v172 = fadd float %v168, %v171
  %v173 = trunc i32 %v157 to i16
  %t10 = zext i16 %v173 to i32
  %t11 = shl i32 %t10, 16
  %v175 = bitcast i32 %t11 to float
  %v176 = fadd float %v172, %v175
  %v177 = trunc i32 %v158 to i16
  %t12 = zext i16 %v177 to i32
  %t13 = shl i32 %t12, 16
  %v179 = bitcast i32 %t13 to float
  %v180 = fadd float %v176, %v179
  %v181 = trunc i32 %v159 to i16
  %t14 = zext i16 %v181 to i32
  %t15 = shl i32 %t14, 16
  %v183 = bitcast i32 %t15 to float
  %v184 = fadd float %v180, %v183
  %v185 = trunc i32 %v160 to i16
  %t16 = zext i16 %v185 to i32
  %t17 = shl i32 %t16, 16
  %v187 = bitcast i32 %t17 to float
  %v188 = fadd float %v184, %v187
  %v189 = trunc i32 %v161 to i16
  %t18 = zext i16 %v189 to i32
  %t19 = shl i32 %t18, 16
  %v191 = bitcast i32 %t19 to float
  %v192 = fadd float %v188, %v191
  %t20 = bitcast float %v192 to i32
  %t21 = fcmp uno float %v192, 0.000000e+00
  %t22 = lshr i32 %t20, 16
  %t23 = and i32 %t22, 1
  %t24 = add i32 %t23, 32767
  %t25 = add i32 %t20, %t24
  %t26 = lshr i32 %t25, 16
  %t27 = or i32 %t22, 64
  %t28 = trunc i32 %t26 to i16
  %t29 = trunc i32 %t27 to i16
  %v193 = select i1 %t21, i16 %t29, i16 %t28
  %v195 = zext i16 %v193 to i32
  %v197 = lshr i32 %v154, 16
  %v198 = trunc i32 %v197 to i16
  %t30 = zext i16 %v198 to i32
  %t31 = shl i32 %t30, 16
  %v200 = bitcast i32 %t31 to float
  %v202 = lshr i32 %v155, 16
  %v203 = trunc i32 %v202 to i16
  %t32 = zext i16 %v203 to i32
  %t33 = shl i32 %t32, 16
  %v205 = bitcast i32 %t33 to float
  %v206 = fadd float %v200, %v205
  %v208 = lshr i32 %v156, 16
  %v209 = trunc i32 %v208 to i16
  %t34 = zext i16 %v209 to i32
  %t35 = shl i32 %t34, 16
  %v211 = bitcast i32 %t35 to float
  %v212 = fadd float %v206, %v211
  %v214 = lshr i32 %v157, 16
  %v215 = trunc i32 %v214 to i16
  %t36 = zext i16 %v215 to i32
  %t37 = shl i32 %t36, 16
  %v217 = bitcast i32 %t37 to float
  %v218 = fadd float %v212, %v217
  %v220 = lshr i32 %v158, 16
  %v221 = trunc i32 %v220 to i16
  %t38 = zext i16 %v221 to i32
  %t39 = shl i32 %t38, 16
  %v223 = bitcast i32 %t39 to float
  %v224 = fadd float %v218, %v223
  %v226 = lshr i32 %v159, 16
  %v227 = trunc i32 %v226 to i16
  %t40 = zext i16 %v227 to i32
  %t41 = shl i32 %t40, 16
  %v229 = bitcast i32 %t41 to float
  %v230 = fadd float %v224, %v229
  %v232 = lshr i32 %v160, 16
  %v233 = trunc i32 %v232 to i16
  %t42 = zext i16 %v233 to i32
  %t43 = shl i32 %t42, 16
  %v235 = bitcast i32 %t43 to float
  %v236 = fadd float %v230, %v235
  %v238 = lshr i32 %v161, 16
  %v239 = trunc i32 %v238 to i16
  %t44 = zext i16 %v239 to i32
  %t45 = shl i32 %t44, 16
  %v241 = bitcast i32 %t45 to float
  %v242 = fadd float %v236, %v241
  %t46 = bitcast float %v242 to i32
  %t47 = fcmp uno float %v242, 0.000000e+00
  %t48 = lshr i32 %t46, 16
  %t49 = and i32 %t48, 1
  %t50 = add i32 %t49, 32767
  %t51 = add i32 %t46, %t50
  %t52 = lshr i32 %t51, 16
  %t53 = or i32 %t48, 64
  %t54 = trunc i32 %t52 to i16
  %t55 = trunc i32 %t53 to i16
  %v243 = select i1 %t47, i16 %t55, i16 %t54
  %v245 = zext i16 %v243 to i32
  %v247 = shl i32 %v245, 16
  %v248 = or i32 %v195, %v247
  %t56 = insertelement <4 x i32> poison, i32 %v248, i32 0
  %v249 = shufflevector <4 x i32> %t56, <4 x i32> poison, <4 x i32> zeroinitializer
  %v250 = extractelement <4 x i32> %v139, i32 1
  %v251 = extractelement <4 x i32> %v141, i32 1
  %v252 = extractelement <4 x i32> %v143, i32 1
  %v253 = extractelement <4 x i32> %v145, i32 1
  %v254 = extractelement <4 x i32> %v147, i32 1
  %v255 = extractelement <4 x i32> %v149, i32 1
  %v256 = extractelement <4 x i32> %v151, i32 1
  %v257 = extractelement <4 x i32> %v153, i32 1
  %v258 = trunc i32 %v250 to i16
  %t57 = zext i16 %v258 to i32
  %t58 = shl i32 %t57, 16
  %v260 = bitcast i32 %t58 to float
  %v261 = trunc i32 %v251 to i16
  %t59 = zext i16 %v261 to i32
  %t60 = shl i32 %t59, 16
  %v263 = bitcast i32 %t60 to float
  %v264 = fadd float %v260, %v263
  %v265 = trunc i32 %v252 to i16
  %t61 = zext i16 %v265 to i32
  %t62 = shl i32 %t61, 16
  %v267 = bitcast i32 %t62 to float
  %v268 = fadd float %v264, %v267
  %v269 = trunc i32 %v253 to i16
  %t63 = zext i16 %v269 to i32
  %t64 = shl i32 %t63, 16
  %v271 = bitcast i32 %t64 to float
  %v272 = fadd float %v268, %v271
  %v273 = trunc i32 %v254 to i16
  %t65 = zext i16 %v273 to i32
  %t66 = shl i32 %t65, 16
  %v275 = bitcast i32 %t66 to float
  %v276 = fadd float %v272, %v275
  %v277 = trunc i32 %v255 to i16
  %t67 = zext i16 %v277 to i32
  %t68 = shl i32 %t67, 16
  %v279 = bitcast i32 %t68 to float
  %v280 = fadd float %v276, %v279
  %v281 = trunc i32 %v256 to i16
  %t69 = zext i16 %v281 to i32
  %t70 = shl i32 %t69, 16
  %v283 = bitcast i32 %t70 to float
  %v284 = fadd float %v280, %v283
  %v285 = trunc i32 %v257 to i16
  %t71 = zext i16 %v285 to i32
  %t72 = shl i32 %t71, 16
  %v287 = bitcast i32 %t72 to float
  %v288 = fadd float %v284, %v287
  %t73 = bitcast float %v288 to i32
  %t74 = fcmp uno float %v288, 0.000000e+00
  %t75 = lshr i32 %t73, 16
  %t76 = and i32 %t75, 1
  %t77 = add i32 %t76, 32767
  %t78 = add i32 %t73, %t77
  %t79 = lshr i32 %t78, 16
  %t80 = or i32 %t75, 64
  %t81 = trunc i32 %t79 to i16
  %t82 = trunc i32 %t80 to i16
  %v289 = select i1 %t74, i16 %t82, i16 %t81
  %v291 = zext i16 %v289 to i32
  %v293 = lshr i32 %v250, 16
  %v294 = trunc i32 %v293 to i16
  %t83 = zext i16 %v294 to i32
  %t84 = shl i32 %t83, 16
  %v296 = bitcast i32 %t84 to float
  %v298 = lshr i32 %v251, 16
  %v299 = trunc i32 %v298 to i16
  %t85 = zext i16 %v299 to i32
  %t86 = shl i32 %t85, 16
  %v301 = bitcast i32 %t86 to float
  %v302 = fadd float %v296, %v301
  %v304 = lshr i32 %v252, 16
  %v305 = trunc i32 %v304 to i16
  %t87 = zext i16 %v305 to i32
  %t88 = shl i32 %t87, 16
  %v307 = bitcast i32 %t88 to float
  %v308 = fadd float %v302, %v307
  %v310 = lshr i32 %v253, 16
  %v311 = trunc i32 %v310 to i16
  %t89 = zext i16 %v311 to i32
  %t90 = shl i32 %t89, 16
  %v313 = bitcast i32 %t90 to float
  %v314 = fadd float %v308, %v313
  %v316 = lshr i32 %v254, 16
  %v317 = trunc i32 %v316 to i16
  %t91 = zext i16 %v317 to i32
  %t92 = shl i32 %t91, 16
  %v319 = bitcast i32 %t92 to float
  %v320 = fadd float %v314, %v319
  %v322 = lshr i32 %v255, 16
  %v323 = trunc i32 %v322 to i16
  %t93 = zext i16 %v323 to i32
  %t94 = shl i32 %t93, 16
  %v325 = bitcast i32 %t94 to float
  %v326 = fadd float %v320, %v325
  %v328 = lshr i32 %v256, 16
  %v329 = trunc i32 %v328 to i16
  %t95 = zext i16 %v329 to i32
  %t96 = shl i32 %t95, 16
  %v331 = bitcast i32 %t96 to float
  %v332 = fadd float %v326, %v331
  %v334 = lshr i32 %v257, 16
  %v335 = trunc i32 %v334 to i16
  %t97 = zext i16 %v335 to i32
  %t98 = shl i32 %t97, 16
  %v337 = bitcast i32 %t98 to float
  %v338 = fadd float %v332, %v337
  %t99 = bitcast float %v338 to i32
  %t100 = fcmp uno float %v338, 0.000000e+00
  %t101 = lshr i32 %t99, 16
  %t102 = and i32 %t101, 1
  %t103 = add i32 %t102, 32767
  %t104 = add i32 %t99, %t103
  %t105 = lshr i32 %t104, 16
  %t106 = or i32 %t101, 64
  %t107 = trunc i32 %t105 to i16
  %t108 = trunc i32 %t106 to i16
  %v339 = select i1 %t100, i16 %t108, i16 %t107
  %v341 = zext i16 %v339 to i32
  %v343 = shl i32 %v341, 16
  %v344 = or i32 %v291, %v343
  %v345 = insertelement <4 x i32> %v249, i32 %v344, i32 1
  %v346 = extractelement <4 x i32> %v139, i32 2
  %v347 = extractelement <4 x i32> %v141, i32 2
  %v348 = extractelement <4 x i32> %v143, i32 2
  %v349 = extractelement <4 x i32> %v145, i32 2
  %v350 = extractelement <4 x i32> %v147, i32 2
  %v351 = extractelement <4 x i32> %v149, i32 2
  %v352 = extractelement <4 x i32> %v151, i32 2
  %v353 = extractelement <4 x i32> %v153, i32 2
  %v354 = trunc i32 %v346 to i16
  %t109 = zext i16 %v354 to i32
  %t110 = shl i32 %t109, 16
  %v356 = bitcast i32 %t110 to float
  %v357 = trunc i32 %v347 to i16
  %t111 = zext i16 %v357 to i32
  %t112 = shl i32 %t111, 16
  %v359 = bitcast i32 %t112 to float
  %v360 = fadd float %v356, %v359
  %v361 = trunc i32 %v348 to i16
  %t113 = zext i16 %v361 to i32
  %t114 = shl i32 %t113, 16
  %v363 = bitcast i32 %t114 to float
  %v364 = fadd float %v360, %v363
  %v365 = trunc i32 %v349 to i16
  %t115 = zext i16 %v365 to i32
  %t116 = shl i32 %t115, 16
  %v367 = bitcast i32 %t116 to float
  %v368 = fadd float %v364, %v367
  %v369 = trunc i32 %v350 to i16
  %t117 = zext i16 %v369 to i32
  %t118 = shl i32 %t117, 16
  %v371 = bitcast i32 %t118 to float
  %v372 = fadd float %v368, %v371
  %v373 = trunc i32 %v351 to i16
  %t119 = zext i16 %v373 to i32
  %t120 = shl i32 %t119, 16
  %v375 = bitcast i32 %t120 to float
  %v376 = fadd float %v372, %v375
  %v377 = trunc i32 %v352 to i16
  %t121 = zext i16 %v377 to i32
  %t122 = shl i32 %t121, 16
  %v379 = bitcast i32 %t122 to float
  %v380 = fadd float %v376, %v379
  %v381 = trunc i32 %v353 to i16
  %t123 = zext i16 %v381 to i32
  %t124 = shl i32 %t123, 16
  %v383 = bitcast i32 %t124 to float
  %v384 = fadd float %v380, %v383
  %t125 = bitcast float %v384 to i32
  %t126 = fcmp uno float %v384, 0.000000e+00
  %t127 = lshr i32 %t125, 16
  %t128 = and i32 %t127, 1
  %t129 = add i32 %t128, 32767
  %t130 = add i32 %t125, %t129
  %t131 = lshr i32 %t130, 16
  %t132 = or i32 %t127, 64
  %t133 = trunc i32 %t131 to i16
  %t134 = trunc i32 %t132 to i16
  %v385 = select i1 %t126, i16 %t134, i16 %t133
  %v387 = zext i16 %v385 to i32
  %v389 = lshr i32 %v346, 16
  %v390 = trunc i32 %v389 to i16
  %t135 = zext i16 %v390 to i32
  %t136 = shl i32 %t135, 16
  %v392 = bitcast i32 %t136 to float
  %v394 = lshr i32 %v347, 16
  %v395 = trunc i32 %v394 to i16
  %t137 = zext i16 %v395 to i32
  %t138 = shl i32 %t137, 16
  %v397 = bitcast i32 %t138 to float
  %v398 = fadd float %v392, %v397
  %v400 = lshr i32 %v348, 16
  %v401 = trunc i32 %v400 to i16
  %t139 = zext i16 %v401 to i32
  %t140 = shl i32 %t139, 16
  %v403 = bitcast i32 %t140 to float
  %v404 = fadd float %v398, %v403
  %v406 = lshr i32 %v349, 16
  %v407 = trunc i32 %v406 to i16
  %t141 = zext i16 %v407 to i32
  %t142 = shl i32 %t141, 16
  %v409 = bitcast i32 %t142 to float
  %v410 = fadd float %v404, %v409
  %v412 = lshr i32 %v350, 16
  %v413 = trunc i32 %v412 to i16
  %t143 = zext i16 %v413 to i32
  %t144 = shl i32 %t143, 16
  %v415 = bitcast i32 %t144 to float
  %v416 = fadd float %v410, %v415
  %v418 = lshr i32 %v351, 16
  %v419 = trunc i32 %v418 to i16
  %t145 = zext i16 %v419 to i32
  %t146 = shl i32 %t145, 16
  %v421 = bitcast i32 %t146 to float
  %v422 = fadd float %v416, %v421
  %v424 = lshr i32 %v352, 16
  %v425 = trunc i32 %v424 to i16
  %t147 = zext i16 %v425 to i32
  %t148 = shl i32 %t147, 16
  %v427 = bitcast i32 %t148 to float
  %v428 = fadd float %v422, %v427
  %v430 = lshr i32 %v353, 16
  %v431 = trunc i32 %v430 to i16
  %t149 = zext i16 %v431 to i32
  %t150 = shl i32 %t149, 16
  %v433 = bitcast i32 %t150 to float
  %v434 = fadd float %v428, %v433
  %t151 = bitcast float %v434 to i32
  %t152 = fcmp uno float %v434, 0.000000e+00
  %t153 = lshr i32 %t151, 16
  %t154 = and i32 %t153, 1
  %t155 = add i32 %t154, 32767
  %t156 = add i32 %t151, %t155
  %t157 = lshr i32 %t156, 16
  %t158 = or i32 %t153, 64
  %t159 = trunc i32 %t157 to i16
  %t160 = trunc i32 %t158 to i16
  %v435 = select i1 %t152, i16 %t160, i16 %t159
  %v437 = zext i16 %v435 to i32
  %v439 = shl i32 %v437, 16
  %v440 = or i32 %v387, %v439
  %v441 = insertelement <4 x i32> %v345, i32 %v440, i32 2
  %v442 = extractelement <4 x i32> %v139, i32 3
  %v443 = extractelement <4 x i32> %v141, i32 3
  %v444 = extractelement <4 x i32> %v143, i32 3
  %v445 = extractelement <4 x i32> %v145, i32 3
  %v446 = extractelement <4 x i32> %v147, i32 3
  %v447 = extractelement <4 x i32> %v149, i32 3
  %v448 = extractelement <4 x i32> %v151, i32 3
  %v449 = extractelement <4 x i32> %v153, i32 3
  %v450 = trunc i32 %v442 to i16
  %t161 = zext i16 %v450 to i32
  %t162 = shl i32 %t161, 16
  %v452 = bitcast i32 %t162 to float
  %v453 = trunc i32 %v443 to i16
  %t163 = zext i16 %v453 to i32
  %t164 = shl i32 %t163, 16
  %v455 = bitcast i32 %t164 to float
  %v456 = fadd float %v452, %v455
  %v457 = trunc i32 %v444 to i16
  %t165 = zext i16 %v457 to i32
  %t166 = shl i32 %t165, 16
  %v459 = bitcast i32 %t166 to float
  %v460 = fadd float %v456, %v459
  %v461 = trunc i32 %v445 to i16
  %t167 = zext i16 %v461 to i32
  %t168 = shl i32 %t167, 16
  %v463 = bitcast i32 %t168 to float
  %v464 = fadd float %v460, %v463
  %v465 = trunc i32 %v446 to i16
  %t169 = zext i16 %v465 to i32
  %t170 = shl i32 %t169, 16
  %v467 = bitcast i32 %t170 to float
  %v468 = fadd float %v464, %v467
  %v469 = trunc i32 %v447 to i16
  %t171 = zext i16 %v469 to i32
  %t172 = shl i32 %t171, 16
  %v471 = bitcast i32 %t172 to float
  %v472 = fadd float %v468, %v471
  %v473 = trunc i32 %v448 to i16
  %t173 = zext i16 %v473 to i32
  %t174 = shl i32 %t173, 16
  %v475 = bitcast i32 %t174 to float
  %v476 = fadd float %v472, %v475
  %v477 = trunc i32 %v449 to i16
  %t175 = zext i16 %v477 to i32
  %t176 = shl i32 %t175, 16
  %v479 = bitcast i32 %t176 to float
  %v480 = fadd float %v476, %v479
  %t177 = bitcast float %v480 to i32
  %t178 = fcmp uno float %v480, 0.000000e+00
  %t179 = lshr i32 %t177, 16
  %t180 = and i32 %t179, 1
  %t181 = add i32 %t180, 32767
  %t182 = add i32 %t177, %t181
  %t183 = lshr i32 %t182, 16
  %t184 = or i32 %t179, 64
  %t185 = trunc i32 %t183 to i16
  %t186 = trunc i32 %t184 to i16
  %v481 = select i1 %t178, i16 %t186, i16 %t185
  %v483 = zext i16 %v481 to i32
  %v485 = lshr i32 %v442, 16
  %v486 = trunc i32 %v485 to i16
  %t187 = zext i16 %v486 to i32
  %t188 = shl i32 %t187, 16
  %v488 = bitcast i32 %t188 to float
  %v490 = lshr i32 %v443, 16
  %v491 = trunc i32 %v490 to i16
  %t189 = zext i16 %v491 to i32
  %t190 = shl i32 %t189, 16
  %v493 = bitcast i32 %t190 to float
  %v494 = fadd float %v488, %v493
  %v496 = lshr i32 %v444, 16
  %v497 = trunc i32 %v496 to i16
  %t191 = zext i16 %v497 to i32
  %t192 = shl i32 %t191, 16
  %v499 = bitcast i32 %t192 to float
  %v500 = fadd float %v494, %v499
  %v502 = lshr i32 %v445, 16
  %v503 = trunc i32 %v502 to i16
  %t193 = zext i16 %v503 to i32
  %t194 = shl i32 %t193, 16
  %v505 = bitcast i32 %t194 to float
  %v506 = fadd float %v500, %v505
  %v508 = lshr i32 %v446, 16
  %v509 = trunc i32 %v508 to i16
  %t195 = zext i16 %v509 to i32
  %t196 = shl i32 %t195, 16
  %v511 = bitcast i32 %t196 to float
  %v512 = fadd float %v506, %v511
  %v514 = lshr i32 %v447, 16
  %v515 = trunc i32 %v514 to i16
  %t197 = zext i16 %v515 to i32
  %t198 = shl i32 %t197, 16
  %v517 = bitcast i32 %t198 to float
  %v518 = fadd float %v512, %v517
  %v520 = lshr i32 %v448, 16
  %v521 = trunc i32 %v520 to i16
  %t199 = zext i16 %v521 to i32
  %t200 = shl i32 %t199, 16
  %v523 = bitcast i32 %t200 to float
  %v524 = fadd float %v518, %v523
  %v526 = lshr i32 %v449, 16
  %v527 = trunc i32 %v526 to i16
  %t201 = zext i16 %v527 to i32
  %t202 = shl i32 %t201, 16
  %v529 = bitcast i32 %t202 to float
  %v530 = fadd float %v524, %v529
  %t203 = bitcast float %v530 to i32
  %t204 = fcmp uno float %v530, 0.000000e+00
  %t205 = lshr i32 %t203, 16
  %t206 = and i32 %t205, 1
  %t207 = add i32 %t206, 32767
  %t208 = add i32 %t203, %t207
  %t209 = lshr i32 %t208, 16
  %t210 = or i32 %t205, 64
  %t211 = trunc i32 %t209 to i16
  %t212 = trunc i32 %t210 to i16
  %v531 = select i1 %t204, i16 %t212, i16 %t211
  %v533 = zext i16 %v531 to i32
  %v535 = shl i32 %v533, 16
  %v536 = or i32 %v483, %v535
  %v537 = insertelement <4 x i32> %v441, i32 %v536, i32 3
  %v538 = getelementptr i8, ptr addrspace(1) %p3, i64 %v137
  store <4 x i32> %v537, ptr addrspace(1) %v538, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v134, 2
  br label %for4.head
for4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v540 = icmp ult i32 %v9, 8
  br i1 %v540, label %if5.then, label %if5.end
if5.then:
  %v542 = add i32 %p1, %v9
  %v543 = sub i32 %v542, 8
  %v544 = icmp uge i32 %v542, 8
  %v545 = select i1 %v544, i32 %v543, i32 %v542
  %v546 = mul i32 %v10, 8
  %v548 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v549 = add i32 %v546, %p1
  %v550 = add i32 %v546, %v545
  %v552 = zext i32 %v549 to i64
  %v553 = mul i64 %v552, 4
  %v554 = zext i32 %v550 to i64
  %v555 = mul i64 %v554, 4
  %v556 = getelementptr i8, ptr addrspace(1) %v548, i64 %v553
  %v558 = zext i32 %v545 to i64
  %v559 = mul i64 %v558, 8
  %v560 = getelementptr i8, ptr addrspace(1) %p0, i64 %v559
  %v561 = load i64, ptr addrspace(1) %v560, align 8
  %v562 = sub i64 %v561, %v15
  %v563 = getelementptr i8, ptr addrspace(1) %v556, i64 %v562
  %t213 = ptrtoint ptr addrspace(1) %v563 to i64
  %v565 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t213, i32 1)
  %v567 = add i32 %v565, 1
  %v568 = getelementptr i8, ptr addrspace(1) %v548, i64 %v555
  %v571 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v572 = load i32, ptr %var0, align 4
  store i32 %v572, ptr %var2, align 4
  br label %while6.cond
while6.cond:
  %v573 = load i32, ptr %var2, align 4
  %v574 = icmp eq i32 %v573, 0
  br i1 %v574, label %while6.body, label %while6.end
while6.body:
  %t214 = ptrtoint ptr addrspace(1) %v568 to i64
  %v575 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t214)
  %v577 = sub i32 %v575, %v567
  %v578 = icmp sge i32 %v577, 0
  %v579 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v580 = sub i64 %v579, %v571
  %v581 = icmp ugt i64 %v580, %p6
  %t215 = ptrtoint ptr addrspace(1) %p5 to i64
  %v582 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t215)
  %v583 = icmp ne i32 %v582, 0
  %v584 = or i1 %v581, %v583
  br i1 %v578, label %if7.then, label %if7.else
if7.then:
  store i32 1, ptr %var2, align 4
  br label %if7.end
if7.else:
  br i1 %v584, label %if8.then, label %if8.end
if8.then:
  %t216 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t216, i32 1)
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
!1 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"maxntidx", i32 256}
