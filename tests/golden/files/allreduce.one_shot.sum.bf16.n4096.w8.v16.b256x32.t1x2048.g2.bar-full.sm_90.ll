; kernel cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90: 256 threads per block, grid 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_reduce one_shot: 8 ranks x 8192 bytes
  ; start: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v21 = icmp ult i32 %v11, 8
  br i1 %v21, label %if0.then, label %if0.end
if0.then:
  %v23 = add i32 %p1, %v11
  %v24 = sub i32 %v23, 8
  %v25 = icmp uge i32 %v23, 8
  %v26 = select i1 %v25, i32 %v24, i32 %v23
  %v27 = mul i32 %v12, 8
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
  %v85 = zext i32 2 to i64
  %v86 = mul i64 %v85, 8
  %v87 = getelementptr i8, ptr addrspace(1) %p0, i64 %v86
  %v88 = load i64, ptr addrspace(1) %v87, align 8
  %v89 = sub i64 %v88, %v17
  %v90 = getelementptr i8, ptr addrspace(1) %p2, i64 %v89
  %v93 = zext i32 3 to i64
  %v94 = mul i64 %v93, 8
  %v95 = getelementptr i8, ptr addrspace(1) %p0, i64 %v94
  %v96 = load i64, ptr addrspace(1) %v95, align 8
  %v97 = sub i64 %v96, %v17
  %v98 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v101 = zext i32 4 to i64
  %v102 = mul i64 %v101, 8
  %v103 = getelementptr i8, ptr addrspace(1) %p0, i64 %v102
  %v104 = load i64, ptr addrspace(1) %v103, align 8
  %v105 = sub i64 %v104, %v17
  %v106 = getelementptr i8, ptr addrspace(1) %p2, i64 %v105
  %v109 = zext i32 5 to i64
  %v110 = mul i64 %v109, 8
  %v111 = getelementptr i8, ptr addrspace(1) %p0, i64 %v110
  %v112 = load i64, ptr addrspace(1) %v111, align 8
  %v113 = sub i64 %v112, %v17
  %v114 = getelementptr i8, ptr addrspace(1) %p2, i64 %v113
  %v117 = zext i32 6 to i64
  %v118 = mul i64 %v117, 8
  %v119 = getelementptr i8, ptr addrspace(1) %p0, i64 %v118
  %v120 = load i64, ptr addrspace(1) %v119, align 8
  %v121 = sub i64 %v120, %v17
  %v122 = getelementptr i8, ptr addrspace(1) %p2, i64 %v121
  %v125 = zext i32 7 to i64
  %v126 = mul i64 %v125, 8
  %v127 = getelementptr i8, ptr addrspace(1) %p0, i64 %v126
  %v128 = load i64, ptr addrspace(1) %v127, align 8
  %v129 = sub i64 %v128, %v17
  %v130 = getelementptr i8, ptr addrspace(1) %p2, i64 %v129
  %v132 = zext i32 %v11 to i64
  %v133 = mul i64 %v132, 16
  ; 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  %v136 = zext i32 %v12 to i64
  br label %for4.head
for4.head:
  %v137 = phi i64 [ %v136, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v137, 2
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v139 = mul i64 %v137, 4096
  %v140 = add i64 %v133, %v139
  %v141 = getelementptr i8, ptr addrspace(1) %v74, i64 %v140
  %v142 = load <4 x i32>, ptr addrspace(1) %v141, align 16
  %v143 = getelementptr i8, ptr addrspace(1) %v82, i64 %v140
  %v144 = load <4 x i32>, ptr addrspace(1) %v143, align 16
  %v145 = getelementptr i8, ptr addrspace(1) %v90, i64 %v140
  %v146 = load <4 x i32>, ptr addrspace(1) %v145, align 16
  %v147 = getelementptr i8, ptr addrspace(1) %v98, i64 %v140
  %v148 = load <4 x i32>, ptr addrspace(1) %v147, align 16
  %v149 = getelementptr i8, ptr addrspace(1) %v106, i64 %v140
  %v150 = load <4 x i32>, ptr addrspace(1) %v149, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v114, i64 %v140
  %v152 = load <4 x i32>, ptr addrspace(1) %v151, align 16
  %v153 = getelementptr i8, ptr addrspace(1) %v122, i64 %v140
  %v154 = load <4 x i32>, ptr addrspace(1) %v153, align 16
  %v155 = getelementptr i8, ptr addrspace(1) %v130, i64 %v140
  %v156 = load <4 x i32>, ptr addrspace(1) %v155, align 16
  %v157 = extractelement <4 x i32> %v142, i32 0
  %v158 = extractelement <4 x i32> %v144, i32 0
  %v159 = extractelement <4 x i32> %v146, i32 0
  %v160 = extractelement <4 x i32> %v148, i32 0
  %v161 = extractelement <4 x i32> %v150, i32 0
  %v162 = extractelement <4 x i32> %v152, i32 0
  %v163 = extractelement <4 x i32> %v154, i32 0
  %v164 = extractelement <4 x i32> %v156, i32 0
  %v165 = trunc i32 %v157 to i16
  %t4 = zext i16 %v165 to i32
  %t5 = shl i32 %t4, 16
  %v167 = bitcast i32 %t5 to float
  %v168 = trunc i32 %v158 to i16
  %t6 = zext i16 %v168 to i32
  %t7 = shl i32 %t6, 16
  %v170 = bitcast i32 %t7 to float
  %v171 = fadd float %v167, %v170
  %v172 = trunc i32 %v159 to i16
  %t8 = zext i16 %v172 to i32
  %t9 = shl i32 %t8, 16
  %v174 = bitcast i32 %t9 to float
  %v175 = fadd float %v171, %v174
  %v176 = trunc i32 %v160 to i16
  %t10 = zext i16 %v176 to i32
  %t11 = shl i32 %t10, 16
  %v178 = bitcast i32 %t11 to float
  %v179 = fadd float %v175, %v178
  %v180 = trunc i32 %v161 to i16
  %t12 = zext i16 %v180 to i32
  %t13 = shl i32 %t12, 16
  %v182 = bitcast i32 %t13 to float
  %v183 = fadd float %v179, %v182
  %v184 = trunc i32 %v162 to i16
  %t14 = zext i16 %v184 to i32
  %t15 = shl i32 %t14, 16
  %v186 = bitcast i32 %t15 to float
  %v187 = fadd float %v183, %v186
  %v188 = trunc i32 %v163 to i16
  %t16 = zext i16 %v188 to i32
  %t17 = shl i32 %t16, 16
  %v190 = bitcast i32 %t17 to float
  %v191 = fadd float %v187, %v190
  %v192 = trunc i32 %v164 to i16
  %t18 = zext i16 %v192 to i32
  %t19 = shl i32 %t18, 16
  %v194 = bitcast i32 %t19 to float
  %v195 = fadd float %v191, %v194
  %t20 = bitcast float %v195 to i32
  %t21 = fcmp uno float %v195, 0.000000e+00
  %t22 = lshr i32 %t20, 16
  %t23 = and i32 %t22, 1
  %t24 = add i32 %t23, 32767
  %t25 = add i32 %t20, %t24
  %t26 = lshr i32 %t25, 16
  %t27 = or i32 %t22, 64
  %t28 = trunc i32 %t26 to i16
  %t29 = trunc i32 %t27 to i16
  %v196 = select i1 %t21, i16 %t29, i16 %t28
  %v198 = zext i16 %v196 to i32
  %v200 = lshr i32 %v157, 16
  %v201 = trunc i32 %v200 to i16
  %t30 = zext i16 %v201 to i32
  %t31 = shl i32 %t30, 16
  %v203 = bitcast i32 %t31 to float
  %v205 = lshr i32 %v158, 16
  %v206 = trunc i32 %v205 to i16
  %t32 = zext i16 %v206 to i32
  %t33 = shl i32 %t32, 16
  %v208 = bitcast i32 %t33 to float
  %v209 = fadd float %v203, %v208
  %v211 = lshr i32 %v159, 16
  %v212 = trunc i32 %v211 to i16
  %t34 = zext i16 %v212 to i32
  %t35 = shl i32 %t34, 16
  %v214 = bitcast i32 %t35 to float
  %v215 = fadd float %v209, %v214
  %v217 = lshr i32 %v160, 16
  %v218 = trunc i32 %v217 to i16
  %t36 = zext i16 %v218 to i32
  %t37 = shl i32 %t36, 16
  %v220 = bitcast i32 %t37 to float
  %v221 = fadd float %v215, %v220
  %v223 = lshr i32 %v161, 16
  %v224 = trunc i32 %v223 to i16
  %t38 = zext i16 %v224 to i32
  %t39 = shl i32 %t38, 16
  %v226 = bitcast i32 %t39 to float
  %v227 = fadd float %v221, %v226
  %v229 = lshr i32 %v162, 16
  %v230 = trunc i32 %v229 to i16
  %t40 = zext i16 %v230 to i32
  %t41 = shl i32 %t40, 16
  %v232 = bitcast i32 %t41 to float
  %v233 = fadd float %v227, %v232
  %v235 = lshr i32 %v163, 16
  %v236 = trunc i32 %v235 to i16
  %t42 = zext i16 %v236 to i32
  %t43 = shl i32 %t42, 16
  %v238 = bitcast i32 %t43 to float
  %v239 = fadd float %v233, %v238
  %v241 = lshr i32 %v164, 16
  %v242 = trunc i32 %v241 to i16
  %t44 = zext i16 %v242 to i32
  %t45 = shl i32 %t44, 16
  %v244 = bitcast i32 %t45 to float
  %v245 = fadd float %v239, %v244
  %t46 = bitcast float %v245 to i32
  %t47 = fcmp uno float %v245, 0.000000e+00
  %t48 = lshr i32 %t46, 16
  %t49 = and i32 %t48, 1
  %t50 = add i32 %t49, 32767
  %t51 = add i32 %t46, %t50
  %t52 = lshr i32 %t51, 16
  %t53 = or i32 %t48, 64
  %t54 = trunc i32 %t52 to i16
  %t55 = trunc i32 %t53 to i16
  %v246 = select i1 %t47, i16 %t55, i16 %t54
  %v248 = zext i16 %v246 to i32
  %v250 = shl i32 %v248, 16
  %v251 = or i32 %v198, %v250
  %t56 = insertelement <4 x i32> poison, i32 %v251, i32 0
  %v252 = shufflevector <4 x i32> %t56, <4 x i32> poison, <4 x i32> zeroinitializer
  %v253 = extractelement <4 x i32> %v142, i32 1
  %v254 = extractelement <4 x i32> %v144, i32 1
  %v255 = extractelement <4 x i32> %v146, i32 1
  %v256 = extractelement <4 x i32> %v148, i32 1
  %v257 = extractelement <4 x i32> %v150, i32 1
  %v258 = extractelement <4 x i32> %v152, i32 1
  %v259 = extractelement <4 x i32> %v154, i32 1
  %v260 = extractelement <4 x i32> %v156, i32 1
  %v261 = trunc i32 %v253 to i16
  %t57 = zext i16 %v261 to i32
  %t58 = shl i32 %t57, 16
  %v263 = bitcast i32 %t58 to float
  %v264 = trunc i32 %v254 to i16
  %t59 = zext i16 %v264 to i32
  %t60 = shl i32 %t59, 16
  %v266 = bitcast i32 %t60 to float
  %v267 = fadd float %v263, %v266
  %v268 = trunc i32 %v255 to i16
  %t61 = zext i16 %v268 to i32
  %t62 = shl i32 %t61, 16
  %v270 = bitcast i32 %t62 to float
  %v271 = fadd float %v267, %v270
  %v272 = trunc i32 %v256 to i16
  %t63 = zext i16 %v272 to i32
  %t64 = shl i32 %t63, 16
  %v274 = bitcast i32 %t64 to float
  %v275 = fadd float %v271, %v274
  %v276 = trunc i32 %v257 to i16
  %t65 = zext i16 %v276 to i32
  %t66 = shl i32 %t65, 16
  %v278 = bitcast i32 %t66 to float
  %v279 = fadd float %v275, %v278
  %v280 = trunc i32 %v258 to i16
  %t67 = zext i16 %v280 to i32
  %t68 = shl i32 %t67, 16
  %v282 = bitcast i32 %t68 to float
  %v283 = fadd float %v279, %v282
  %v284 = trunc i32 %v259 to i16
  %t69 = zext i16 %v284 to i32
  %t70 = shl i32 %t69, 16
  %v286 = bitcast i32 %t70 to float
  %v287 = fadd float %v283, %v286
  %v288 = trunc i32 %v260 to i16
  %t71 = zext i16 %v288 to i32
  %t72 = shl i32 %t71, 16
  %v290 = bitcast i32 %t72 to float
  %v291 = fadd float %v287, %v290
  %t73 = bitcast float %v291 to i32
  %t74 = fcmp uno float %v291, 0.000000e+00
  %t75 = lshr i32 %t73, 16
  %t76 = and i32 %t75, 1
  %t77 = add i32 %t76, 32767
  %t78 = add i32 %t73, %t77
  %t79 = lshr i32 %t78, 16
  %t80 = or i32 %t75, 64
  %t81 = trunc i32 %t79 to i16
  %t82 = trunc i32 %t80 to i16
  %v292 = select i1 %t74, i16 %t82, i16 %t81
  %v294 = zext i16 %v292 to i32
  %v296 = lshr i32 %v253, 16
  %v297 = trunc i32 %v296 to i16
  %t83 = zext i16 %v297 to i32
  %t84 = shl i32 %t83, 16
  %v299 = bitcast i32 %t84 to float
  %v301 = lshr i32 %v254, 16
  %v302 = trunc i32 %v301 to i16
  %t85 = zext i16 %v302 to i32
  %t86 = shl i32 %t85, 16
  %v304 = bitcast i32 %t86 to float
  %v305 = fadd float %v299, %v304
  %v307 = lshr i32 %v255, 16
  %v308 = trunc i32 %v307 to i16
  %t87 = zext i16 %v308 to i32
  %t88 = shl i32 %t87, 16
  %v310 = bitcast i32 %t88 to float
  %v311 = fadd float %v305, %v310
  %v313 = lshr i32 %v256, 16
  %v314 = trunc i32 %v313 to i16
  %t89 = zext i16 %v314 to i32
  %t90 = shl i32 %t89, 16
  %v316 = bitcast i32 %t90 to float
  %v317 = fadd float %v311, %v316
  %v319 = lshr i32 %v257, 16
  %v320 = trunc i32 %v319 to i16
  %t91 = zext i16 %v320 to i32
  %t92 = shl i32 %t91, 16
  %v322 = bitcast i32 %t92 to float
  %v323 = fadd float %v317, %v322
  %v325 = lshr i32 %v258, 16
  %v326 = trunc i32 %v325 to i16
  %t93 = zext i16 %v326 to i32
  %t94 = shl i32 %t93, 16
  %v328 = bitcast i32 %t94 to float
  %v329 = fadd float %v323, %v328
  %v331 = lshr i32 %v259, 16
  %v332 = trunc i32 %v331 to i16
  %t95 = zext i16 %v332 to i32
  %t96 = shl i32 %t95, 16
  %v334 = bitcast i32 %t96 to float
  %v335 = fadd float %v329, %v334
  %v337 = lshr i32 %v260, 16
  %v338 = trunc i32 %v337 to i16
  %t97 = zext i16 %v338 to i32
  %t98 = shl i32 %t97, 16
  %v340 = bitcast i32 %t98 to float
  %v341 = fadd float %v335, %v340
  %t99 = bitcast float %v341 to i32
  %t100 = fcmp uno float %v341, 0.000000e+00
  %t101 = lshr i32 %t99, 16
  %t102 = and i32 %t101, 1
  %t103 = add i32 %t102, 32767
  %t104 = add i32 %t99, %t103
  %t105 = lshr i32 %t104, 16
  %t106 = or i32 %t101, 64
  %t107 = trunc i32 %t105 to i16
  %t108 = trunc i32 %t106 to i16
  %v342 = select i1 %t100, i16 %t108, i16 %t107
  %v344 = zext i16 %v342 to i32
  %v346 = shl i32 %v344, 16
  %v347 = or i32 %v294, %v346
  %v348 = insertelement <4 x i32> %v252, i32 %v347, i32 1
  %v349 = extractelement <4 x i32> %v142, i32 2
  %v350 = extractelement <4 x i32> %v144, i32 2
  %v351 = extractelement <4 x i32> %v146, i32 2
  %v352 = extractelement <4 x i32> %v148, i32 2
  %v353 = extractelement <4 x i32> %v150, i32 2
  %v354 = extractelement <4 x i32> %v152, i32 2
  %v355 = extractelement <4 x i32> %v154, i32 2
  %v356 = extractelement <4 x i32> %v156, i32 2
  %v357 = trunc i32 %v349 to i16
  %t109 = zext i16 %v357 to i32
  %t110 = shl i32 %t109, 16
  %v359 = bitcast i32 %t110 to float
  %v360 = trunc i32 %v350 to i16
  %t111 = zext i16 %v360 to i32
  %t112 = shl i32 %t111, 16
  %v362 = bitcast i32 %t112 to float
  %v363 = fadd float %v359, %v362
  %v364 = trunc i32 %v351 to i16
  %t113 = zext i16 %v364 to i32
  %t114 = shl i32 %t113, 16
  %v366 = bitcast i32 %t114 to float
  %v367 = fadd float %v363, %v366
  %v368 = trunc i32 %v352 to i16
  %t115 = zext i16 %v368 to i32
  %t116 = shl i32 %t115, 16
  %v370 = bitcast i32 %t116 to float
  %v371 = fadd float %v367, %v370
  %v372 = trunc i32 %v353 to i16
  %t117 = zext i16 %v372 to i32
  %t118 = shl i32 %t117, 16
  %v374 = bitcast i32 %t118 to float
  %v375 = fadd float %v371, %v374
  %v376 = trunc i32 %v354 to i16
  %t119 = zext i16 %v376 to i32
  %t120 = shl i32 %t119, 16
  %v378 = bitcast i32 %t120 to float
  %v379 = fadd float %v375, %v378
  %v380 = trunc i32 %v355 to i16
  %t121 = zext i16 %v380 to i32
  %t122 = shl i32 %t121, 16
  %v382 = bitcast i32 %t122 to float
  %v383 = fadd float %v379, %v382
  %v384 = trunc i32 %v356 to i16
  %t123 = zext i16 %v384 to i32
  %t124 = shl i32 %t123, 16
  %v386 = bitcast i32 %t124 to float
  %v387 = fadd float %v383, %v386
  %t125 = bitcast float %v387 to i32
  %t126 = fcmp uno float %v387, 0.000000e+00
  %t127 = lshr i32 %t125, 16
  %t128 = and i32 %t127, 1
  %t129 = add i32 %t128, 32767
  %t130 = add i32 %t125, %t129
  %t131 = lshr i32 %t130, 16
  %t132 = or i32 %t127, 64
  %t133 = trunc i32 %t131 to i16
  %t134 = trunc i32 %t132 to i16
  %v388 = select i1 %t126, i16 %t134, i16 %t133
  %v390 = zext i16 %v388 to i32
  %v392 = lshr i32 %v349, 16
  %v393 = trunc i32 %v392 to i16
  %t135 = zext i16 %v393 to i32
  %t136 = shl i32 %t135, 16
  %v395 = bitcast i32 %t136 to float
  %v397 = lshr i32 %v350, 16
  %v398 = trunc i32 %v397 to i16
  %t137 = zext i16 %v398 to i32
  %t138 = shl i32 %t137, 16
  %v400 = bitcast i32 %t138 to float
  %v401 = fadd float %v395, %v400
  %v403 = lshr i32 %v351, 16
  %v404 = trunc i32 %v403 to i16
  %t139 = zext i16 %v404 to i32
  %t140 = shl i32 %t139, 16
  %v406 = bitcast i32 %t140 to float
  %v407 = fadd float %v401, %v406
  %v409 = lshr i32 %v352, 16
  %v410 = trunc i32 %v409 to i16
  %t141 = zext i16 %v410 to i32
  %t142 = shl i32 %t141, 16
  %v412 = bitcast i32 %t142 to float
  %v413 = fadd float %v407, %v412
  %v415 = lshr i32 %v353, 16
  %v416 = trunc i32 %v415 to i16
  %t143 = zext i16 %v416 to i32
  %t144 = shl i32 %t143, 16
  %v418 = bitcast i32 %t144 to float
  %v419 = fadd float %v413, %v418
  %v421 = lshr i32 %v354, 16
  %v422 = trunc i32 %v421 to i16
  %t145 = zext i16 %v422 to i32
  %t146 = shl i32 %t145, 16
  %v424 = bitcast i32 %t146 to float
  %v425 = fadd float %v419, %v424
  %v427 = lshr i32 %v355, 16
  %v428 = trunc i32 %v427 to i16
  %t147 = zext i16 %v428 to i32
  %t148 = shl i32 %t147, 16
  %v430 = bitcast i32 %t148 to float
  %v431 = fadd float %v425, %v430
  %v433 = lshr i32 %v356, 16
  %v434 = trunc i32 %v433 to i16
  %t149 = zext i16 %v434 to i32
  %t150 = shl i32 %t149, 16
  %v436 = bitcast i32 %t150 to float
  %v437 = fadd float %v431, %v436
  %t151 = bitcast float %v437 to i32
  %t152 = fcmp uno float %v437, 0.000000e+00
  %t153 = lshr i32 %t151, 16
  %t154 = and i32 %t153, 1
  %t155 = add i32 %t154, 32767
  %t156 = add i32 %t151, %t155
  %t157 = lshr i32 %t156, 16
  %t158 = or i32 %t153, 64
  %t159 = trunc i32 %t157 to i16
  %t160 = trunc i32 %t158 to i16
  %v438 = select i1 %t152, i16 %t160, i16 %t159
  %v440 = zext i16 %v438 to i32
  %v442 = shl i32 %v440, 16
  %v443 = or i32 %v390, %v442
  %v444 = insertelement <4 x i32> %v348, i32 %v443, i32 2
  %v445 = extractelement <4 x i32> %v142, i32 3
  %v446 = extractelement <4 x i32> %v144, i32 3
  %v447 = extractelement <4 x i32> %v146, i32 3
  %v448 = extractelement <4 x i32> %v148, i32 3
  %v449 = extractelement <4 x i32> %v150, i32 3
  %v450 = extractelement <4 x i32> %v152, i32 3
  %v451 = extractelement <4 x i32> %v154, i32 3
  %v452 = extractelement <4 x i32> %v156, i32 3
  %v453 = trunc i32 %v445 to i16
  %t161 = zext i16 %v453 to i32
  %t162 = shl i32 %t161, 16
  %v455 = bitcast i32 %t162 to float
  %v456 = trunc i32 %v446 to i16
  %t163 = zext i16 %v456 to i32
  %t164 = shl i32 %t163, 16
  %v458 = bitcast i32 %t164 to float
  %v459 = fadd float %v455, %v458
  %v460 = trunc i32 %v447 to i16
  %t165 = zext i16 %v460 to i32
  %t166 = shl i32 %t165, 16
  %v462 = bitcast i32 %t166 to float
  %v463 = fadd float %v459, %v462
  %v464 = trunc i32 %v448 to i16
  %t167 = zext i16 %v464 to i32
  %t168 = shl i32 %t167, 16
  %v466 = bitcast i32 %t168 to float
  %v467 = fadd float %v463, %v466
  %v468 = trunc i32 %v449 to i16
  %t169 = zext i16 %v468 to i32
  %t170 = shl i32 %t169, 16
  %v470 = bitcast i32 %t170 to float
  %v471 = fadd float %v467, %v470
  %v472 = trunc i32 %v450 to i16
  %t171 = zext i16 %v472 to i32
  %t172 = shl i32 %t171, 16
  %v474 = bitcast i32 %t172 to float
  %v475 = fadd float %v471, %v474
  %v476 = trunc i32 %v451 to i16
  %t173 = zext i16 %v476 to i32
  %t174 = shl i32 %t173, 16
  %v478 = bitcast i32 %t174 to float
  %v479 = fadd float %v475, %v478
  %v480 = trunc i32 %v452 to i16
  %t175 = zext i16 %v480 to i32
  %t176 = shl i32 %t175, 16
  %v482 = bitcast i32 %t176 to float
  %v483 = fadd float %v479, %v482
  %t177 = bitcast float %v483 to i32
  %t178 = fcmp uno float %v483, 0.000000e+00
  %t179 = lshr i32 %t177, 16
  %t180 = and i32 %t179, 1
  %t181 = add i32 %t180, 32767
  %t182 = add i32 %t177, %t181
  %t183 = lshr i32 %t182, 16
  %t184 = or i32 %t179, 64
  %t185 = trunc i32 %t183 to i16
  %t186 = trunc i32 %t184 to i16
  %v484 = select i1 %t178, i16 %t186, i16 %t185
  %v486 = zext i16 %v484 to i32
  %v488 = lshr i32 %v445, 16
  %v489 = trunc i32 %v488 to i16
  %t187 = zext i16 %v489 to i32
  %t188 = shl i32 %t187, 16
  %v491 = bitcast i32 %t188 to float
  %v493 = lshr i32 %v446, 16
  %v494 = trunc i32 %v493 to i16
  %t189 = zext i16 %v494 to i32
  %t190 = shl i32 %t189, 16
  %v496 = bitcast i32 %t190 to float
  %v497 = fadd float %v491, %v496
  %v499 = lshr i32 %v447, 16
  %v500 = trunc i32 %v499 to i16
  %t191 = zext i16 %v500 to i32
  %t192 = shl i32 %t191, 16
  %v502 = bitcast i32 %t192 to float
  %v503 = fadd float %v497, %v502
  %v505 = lshr i32 %v448, 16
  %v506 = trunc i32 %v505 to i16
  %t193 = zext i16 %v506 to i32
  %t194 = shl i32 %t193, 16
  %v508 = bitcast i32 %t194 to float
  %v509 = fadd float %v503, %v508
  %v511 = lshr i32 %v449, 16
  %v512 = trunc i32 %v511 to i16
  %t195 = zext i16 %v512 to i32
  %t196 = shl i32 %t195, 16
  %v514 = bitcast i32 %t196 to float
  %v515 = fadd float %v509, %v514
  %v517 = lshr i32 %v450, 16
  %v518 = trunc i32 %v517 to i16
  %t197 = zext i16 %v518 to i32
  %t198 = shl i32 %t197, 16
  %v520 = bitcast i32 %t198 to float
  %v521 = fadd float %v515, %v520
  %v523 = lshr i32 %v451, 16
  %v524 = trunc i32 %v523 to i16
  %t199 = zext i16 %v524 to i32
  %t200 = shl i32 %t199, 16
  %v526 = bitcast i32 %t200 to float
  %v527 = fadd float %v521, %v526
  %v529 = lshr i32 %v452, 16
  %v530 = trunc i32 %v529 to i16
  %t201 = zext i16 %v530 to i32
  %t202 = shl i32 %t201, 16
  %v532 = bitcast i32 %t202 to float
  %v533 = fadd float %v527, %v532
  %t203 = bitcast float %v533 to i32
  %t204 = fcmp uno float %v533, 0.000000e+00
  %t205 = lshr i32 %t203, 16
  %t206 = and i32 %t205, 1
  %t207 = add i32 %t206, 32767
  %t208 = add i32 %t203, %t207
  %t209 = lshr i32 %t208, 16
  %t210 = or i32 %t205, 64
  %t211 = trunc i32 %t209 to i16
  %t212 = trunc i32 %t210 to i16
  %v534 = select i1 %t204, i16 %t212, i16 %t211
  %v536 = zext i16 %v534 to i32
  %v538 = shl i32 %v536, 16
  %v539 = or i32 %v486, %v538
  %v540 = insertelement <4 x i32> %v444, i32 %v539, i32 3
  %v541 = getelementptr i8, ptr addrspace(1) %p3, i64 %v140
  store <4 x i32> %v540, ptr addrspace(1) %v541, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v137, 2
  br label %for4.head
for4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v543 = icmp ult i32 %v11, 8
  br i1 %v543, label %if5.then, label %if5.end
if5.then:
  %v545 = add i32 %p1, %v11
  %v546 = sub i32 %v545, 8
  %v547 = icmp uge i32 %v545, 8
  %v548 = select i1 %v547, i32 %v546, i32 %v545
  %v549 = mul i32 %v12, 8
  %v551 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v552 = add i32 %v549, %p1
  %v553 = add i32 %v549, %v548
  %v555 = zext i32 %v552 to i64
  %v556 = mul i64 %v555, 4
  %v557 = zext i32 %v553 to i64
  %v558 = mul i64 %v557, 4
  %v559 = getelementptr i8, ptr addrspace(1) %v551, i64 %v556
  %v561 = zext i32 %v548 to i64
  %v562 = mul i64 %v561, 8
  %v563 = getelementptr i8, ptr addrspace(1) %p0, i64 %v562
  %v564 = load i64, ptr addrspace(1) %v563, align 8
  %v565 = sub i64 %v564, %v17
  %v566 = getelementptr i8, ptr addrspace(1) %v559, i64 %v565
  %t213 = ptrtoint ptr addrspace(1) %v566 to i64
  %v568 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t213, i32 1)
  %v570 = add i32 %v568, 1
  %v571 = getelementptr i8, ptr addrspace(1) %v551, i64 %v558
  %v574 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v575 = load i32, ptr %var0, align 4
  store i32 %v575, ptr %var2, align 4
  br label %while6.cond
while6.cond:
  %v576 = load i32, ptr %var2, align 4
  %v577 = icmp eq i32 %v576, 0
  br i1 %v577, label %while6.body, label %while6.end
while6.body:
  %t214 = ptrtoint ptr addrspace(1) %v571 to i64
  %v578 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t214)
  %v580 = sub i32 %v578, %v570
  %v581 = icmp sge i32 %v580, 0
  %v582 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v583 = sub i64 %v582, %v574
  %v584 = icmp ugt i64 %v583, %p6
  %t215 = ptrtoint ptr addrspace(1) %p5 to i64
  %v585 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t215)
  %v586 = icmp ne i32 %v585, 0
  %v587 = or i1 %v584, %v586
  br i1 %v581, label %if7.then, label %if7.else
if7.then:
  store i32 1, ptr %var2, align 4
  br label %if7.end
if7.else:
  br i1 %v587, label %if8.then, label %if8.end
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
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
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
