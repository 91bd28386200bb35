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
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
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
  ; 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  %v132 = mul i32 %v11, 16
  %v135 = zext i32 %v12 to i64
  br label %for4.head
for4.head:
  %v136 = phi i64 [ %v135, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v136, 2
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v137 = trunc i64 %v136 to i32
  %v139 = mul i32 %v137, 4096
  %v140 = add i32 %v139, %v132
  %v141 = zext i32 %v140 to i64
  %v142 = getelementptr i8, ptr addrspace(1) %v74, i64 %v141
  %v143 = load <4 x i32>, ptr addrspace(1) %v142, align 16
  %v144 = getelementptr i8, ptr addrspace(1) %v82, i64 %v141
  %v145 = load <4 x i32>, ptr addrspace(1) %v144, align 16
  %v146 = getelementptr i8, ptr addrspace(1) %v90, i64 %v141
  %v147 = load <4 x i32>, ptr addrspace(1) %v146, align 16
  %v148 = getelementptr i8, ptr addrspace(1) %v98, i64 %v141
  %v149 = load <4 x i32>, ptr addrspace(1) %v148, align 16
  %v150 = getelementptr i8, ptr addrspace(1) %v106, i64 %v141
  %v151 = load <4 x i32>, ptr addrspace(1) %v150, align 16
  %v152 = getelementptr i8, ptr addrspace(1) %v114, i64 %v141
  %v153 = load <4 x i32>, ptr addrspace(1) %v152, align 16
  %v154 = getelementptr i8, ptr addrspace(1) %v122, i64 %v141
  %v155 = load <4 x i32>, ptr addrspace(1) %v154, align 16
  %v156 = getelementptr i8, ptr addrspace(1) %v130, i64 %v141
  %v157 = load <4 x i32>, ptr addrspace(1) %v156, align 16
  %v158 = extractelement <4 x i32> %v143, i32 0
  %v159 = extractelement <4 x i32> %v145, i32 0
  %v160 = extractelement <4 x i32> %v147, i32 0
  %v161 = extractelement <4 x i32> %v149, i32 0
  %v162 = extractelement <4 x i32> %v151, i32 0
  %v163 = extractelement <4 x i32> %v153, i32 0
  %v164 = extractelement <4 x i32> %v155, i32 0
  %v165 = extractelement <4 x i32> %v157, i32 0
  %v166 = trunc i32 %v158 to i16
  %t4 = zext i16 %v166 to i32
  %t5 = shl i32 %t4, 16
  %v168 = bitcast i32 %t5 to float
  %v169 = trunc i32 %v159 to i16
  %t6 = zext i16 %v169 to i32
  %t7 = shl i32 %t6, 16
  %v171 = bitcast i32 %t7 to float
  %v172 = fadd float %v168, %v171
  %v173 = trunc i32 %v160 to i16
  %t8 = zext i16 %v173 to i32
  %t9 = shl i32 %t8, 16
  %v175 = bitcast i32 %t9 to float
  %v176 = fadd float %v172, %v175
  %v177 = trunc i32 %v161 to i16
  %t10 = zext i16 %v177 to i32
  %t11 = shl i32 %t10, 16
  %v179 = bitcast i32 %t11 to float
  %v180 = fadd float %v176, %v179
  %v181 = trunc i32 %v162 to i16
  %t12 = zext i16 %v181 to i32
  %t13 = shl i32 %t12, 16
  %v183 = bitcast i32 %t13 to float
  %v184 = fadd float %v180, %v183
  %v185 = trunc i32 %v163 to i16
  %t14 = zext i16 %v185 to i32
  %t15 = shl i32 %t14, 16
  %v187 = bitcast i32 %t15 to float
  %v188 = fadd float %v184, %v187
  %v189 = trunc i32 %v164 to i16
  %t16 = zext i16 %v189 to i32
  %t17 = shl i32 %t16, 16
  %v191 = bitcast i32 %t17 to float
  %v192 = fadd float %v188, %v191
  %v193 = trunc i32 %v165 to i16
  %t18 = zext i16 %v193 to i32
  %t19 = shl i32 %t18, 16
  %v195 = bitcast i32 %t19 to float
  %v196 = fadd float %v192, %v195
  %t20 = bitcast float %v196 to i32
  %t21 = fcmp uno float %v196, 0.000000e+00
  %t22 = lshr i32 %t20, 16
  %t23 = and i32 %t22, 1
  %t24 = add i32 %t23, 32767
  %t25 = add i32 %t20, %t24
  %t26 = lshr i32 %t25, 16
  %t27 = or i32 %t22, 64
  %t28 = trunc i32 %t26 to i16
  %t29 = trunc i32 %t27 to i16
  %v197 = select i1 %t21, i16 %t29, i16 %t28
  %v199 = zext i16 %v197 to i32
  %v201 = lshr i32 %v158, 16
  %v202 = trunc i32 %v201 to i16
  %t30 = zext i16 %v202 to i32
  %t31 = shl i32 %t30, 16
  %v204 = bitcast i32 %t31 to float
  %v206 = lshr i32 %v159, 16
  %v207 = trunc i32 %v206 to i16
  %t32 = zext i16 %v207 to i32
  %t33 = shl i32 %t32, 16
  %v209 = bitcast i32 %t33 to float
  %v210 = fadd float %v204, %v209
  %v212 = lshr i32 %v160, 16
  %v213 = trunc i32 %v212 to i16
  %t34 = zext i16 %v213 to i32
  %t35 = shl i32 %t34, 16
  %v215 = bitcast i32 %t35 to float
  %v216 = fadd float %v210, %v215
  %v218 = lshr i32 %v161, 16
  %v219 = trunc i32 %v218 to i16
  %t36 = zext i16 %v219 to i32
  %t37 = shl i32 %t36, 16
  %v221 = bitcast i32 %t37 to float
  %v222 = fadd float %v216, %v221
  %v224 = lshr i32 %v162, 16
  %v225 = trunc i32 %v224 to i16
  %t38 = zext i16 %v225 to i32
  %t39 = shl i32 %t38, 16
  %v227 = bitcast i32 %t39 to float
  %v228 = fadd float %v222, %v227
  %v230 = lshr i32 %v163, 16
  %v231 = trunc i32 %v230 to i16
  %t40 = zext i16 %v231 to i32
  %t41 = shl i32 %t40, 16
  %v233 = bitcast i32 %t41 to float
  %v234 = fadd float %v228, %v233
  %v236 = lshr i32 %v164, 16
  %v237 = trunc i32 %v236 to i16
  %t42 = zext i16 %v237 to i32
  %t43 = shl i32 %t42, 16
  %v239 = bitcast i32 %t43 to float
  %v240 = fadd float %v234, %v239
  %v242 = lshr i32 %v165, 16
  %v243 = trunc i32 %v242 to i16
  %t44 = zext i16 %v243 to i32
  %t45 = shl i32 %t44, 16
  %v245 = bitcast i32 %t45 to float
  %v246 = fadd float %v240, %v245
  %t46 = bitcast float %v246 to i32
  %t47 = fcmp uno float %v246, 0.000000e+00
  %t48 = lshr i32 %t46, 16
  %t49 = and i32 %t48, 1
  %t50 = add i32 %t49, 32767
  %t51 = add i32 %t46, %t50
  %t52 = lshr i32 %t51, 16
  %t53 = or i32 %t48, 64
  %t54 = trunc i32 %t52 to i16
  %t55 = trunc i32 %t53 to i16
  %v247 = select i1 %t47, i16 %t55, i16 %t54
  %v249 = zext i16 %v247 to i32
  %v251 = shl i32 %v249, 16
  %v252 = or i32 %v199, %v251
  %t56 = insertelement <4 x i32> poison, i32 %v252, i32 0
  %v253 = shufflevector <4 x i32> %t56, <4 x i32> poison, <4 x i32> zeroinitializer
  %v254 = extractelement <4 x i32> %v143, i32 1
  %v255 = extractelement <4 x i32> %v145, i32 1
  %v256 = extractelement <4 x i32> %v147, i32 1
  %v257 = extractelement <4 x i32> %v149, i32 1
  %v258 = extractelement <4 x i32> %v151, i32 1
  %v259 = extractelement <4 x i32> %v153, i32 1
  %v260 = extractelement <4 x i32> %v155, i32 1
  %v261 = extractelement <4 x i32> %v157, i32 1
  %v262 = trunc i32 %v254 to i16
  %t57 = zext i16 %v262 to i32
  %t58 = shl i32 %t57, 16
  %v264 = bitcast i32 %t58 to float
  %v265 = trunc i32 %v255 to i16
  %t59 = zext i16 %v265 to i32
  %t60 = shl i32 %t59, 16
  %v267 = bitcast i32 %t60 to float
  %v268 = fadd float %v264, %v267
  %v269 = trunc i32 %v256 to i16
  %t61 = zext i16 %v269 to i32
  %t62 = shl i32 %t61, 16
  %v271 = bitcast i32 %t62 to float
  %v272 = fadd float %v268, %v271
  %v273 = trunc i32 %v257 to i16
  %t63 = zext i16 %v273 to i32
  %t64 = shl i32 %t63, 16
  %v275 = bitcast i32 %t64 to float
  %v276 = fadd float %v272, %v275
  %v277 = trunc i32 %v258 to i16
  %t65 = zext i16 %v277 to i32
  %t66 = shl i32 %t65, 16
  %v279 = bitcast i32 %t66 to float
  %v280 = fadd float %v276, %v279
  %v281 = trunc i32 %v259 to i16
  %t67 = zext i16 %v281 to i32
  %t68 = shl i32 %t67, 16
  %v283 = bitcast i32 %t68 to float
  %v284 = fadd float %v280, %v283
  %v285 = trunc i32 %v260 to i16
  %t69 = zext i16 %v285 to i32
  %t70 = shl i32 %t69, 16
  %v287 = bitcast i32 %t70 to float
  %v288 = fadd float %v284, %v287
  %v289 = trunc i32 %v261 to i16
  %t71 = zext i16 %v289 to i32
  %t72 = shl i32 %t71, 16
  %v291 = bitcast i32 %t72 to float
  %v292 = fadd float %v288, %v291
  %t73 = bitcast float %v292 to i32
  %t74 = fcmp uno float %v292, 0.000000e+00
  %t75 = lshr i32 %t73, 16
  %t76 = and i32 %t75, 1
  %t77 = add i32 %t76, 32767
  %t78 = add i32 %t73, %t77
  %t79 = lshr i32 %t78, 16
  %t80 = or i32 %t75, 64
  %t81 = trunc i32 %t79 to i16
  %t82 = trunc i32 %t80 to i16
  %v293 = select i1 %t74, i16 %t82, i16 %t81
  %v295 = zext i16 %v293 to i32
  %v297 = lshr i32 %v254, 16
  %v298 = trunc i32 %v297 to i16
  %t83 = zext i16 %v298 to i32
  %t84 = shl i32 %t83, 16
  %v300 = bitcast i32 %t84 to float
  %v302 = lshr i32 %v255, 16
  %v303 = trunc i32 %v302 to i16
  %t85 = zext i16 %v303 to i32
  %t86 = shl i32 %t85, 16
  %v305 = bitcast i32 %t86 to float
  %v306 = fadd float %v300, %v305
  %v308 = lshr i32 %v256, 16
  %v309 = trunc i32 %v308 to i16
  %t87 = zext i16 %v309 to i32
  %t88 = shl i32 %t87, 16
  %v311 = bitcast i32 %t88 to float
  %v312 = fadd float %v306, %v311
  %v314 = lshr i32 %v257, 16
  %v315 = trunc i32 %v314 to i16
  %t89 = zext i16 %v315 to i32
  %t90 = shl i32 %t89, 16
  %v317 = bitcast i32 %t90 to float
  %v318 = fadd float %v312, %v317
  %v320 = lshr i32 %v258, 16
  %v321 = trunc i32 %v320 to i16
  %t91 = zext i16 %v321 to i32
  %t92 = shl i32 %t91, 16
  %v323 = bitcast i32 %t92 to float
  %v324 = fadd float %v318, %v323
  %v326 = lshr i32 %v259, 16
  %v327 = trunc i32 %v326 to i16
  %t93 = zext i16 %v327 to i32
  %t94 = shl i32 %t93, 16
  %v329 = bitcast i32 %t94 to float
  %v330 = fadd float %v324, %v329
  %v332 = lshr i32 %v260, 16
  %v333 = trunc i32 %v332 to i16
  %t95 = zext i16 %v333 to i32
  %t96 = shl i32 %t95, 16
  %v335 = bitcast i32 %t96 to float
  %v336 = fadd float %v330, %v335
  %v338 = lshr i32 %v261, 16
  %v339 = trunc i32 %v338 to i16
  %t97 = zext i16 %v339 to i32
  %t98 = shl i32 %t97, 16
  %v341 = bitcast i32 %t98 to float
  %v342 = fadd float %v336, %v341
  %t99 = bitcast float %v342 to i32
  %t100 = fcmp uno float %v342, 0.000000e+00
  %t101 = lshr i32 %t99, 16
  %t102 = and i32 %t101, 1
  %t103 = add i32 %t102, 32767
  %t104 = add i32 %t99, %t103
  %t105 = lshr i32 %t104, 16
  %t106 = or i32 %t101, 64
  %t107 = trunc i32 %t105 to i16
  %t108 = trunc i32 %t106 to i16
  %v343 = select i1 %t100, i16 %t108, i16 %t107
  %v345 = zext i16 %v343 to i32
  %v347 = shl i32 %v345, 16
  %v348 = or i32 %v295, %v347
  %v349 = insertelement <4 x i32> %v253, i32 %v348, i32 1
  %v350 = extractelement <4 x i32> %v143, i32 2
  %v351 = extractelement <4 x i32> %v145, i32 2
  %v352 = extractelement <4 x i32> %v147, i32 2
  %v353 = extractelement <4 x i32> %v149, i32 2
  %v354 = extractelement <4 x i32> %v151, i32 2
  %v355 = extractelement <4 x i32> %v153, i32 2
  %v356 = extractelement <4 x i32> %v155, i32 2
  %v357 = extractelement <4 x i32> %v157, i32 2
  %v358 = trunc i32 %v350 to i16
  %t109 = zext i16 %v358 to i32
  %t110 = shl i32 %t109, 16
  %v360 = bitcast i32 %t110 to float
  %v361 = trunc i32 %v351 to i16
  %t111 = zext i16 %v361 to i32
  %t112 = shl i32 %t111, 16
  %v363 = bitcast i32 %t112 to float
  %v364 = fadd float %v360, %v363
  %v365 = trunc i32 %v352 to i16
  %t113 = zext i16 %v365 to i32
  %t114 = shl i32 %t113, 16
  %v367 = bitcast i32 %t114 to float
  %v368 = fadd float %v364, %v367
  %v369 = trunc i32 %v353 to i16
  %t115 = zext i16 %v369 to i32
  %t116 = shl i32 %t115, 16
  %v371 = bitcast i32 %t116 to float
  %v372 = fadd float %v368, %v371
  %v373 = trunc i32 %v354 to i16
  %t117 = zext i16 %v373 to i32
  %t118 = shl i32 %t117, 16
  %v375 = bitcast i32 %t118 to float
  %v376 = fadd float %v372, %v375
  %v377 = trunc i32 %v355 to i16
  %t119 = zext i16 %v377 to i32
  %t120 = shl i32 %t119, 16
  %v379 = bitcast i32 %t120 to float
  %v380 = fadd float %v376, %v379
  %v381 = trunc i32 %v356 to i16
  %t121 = zext i16 %v381 to i32
  %t122 = shl i32 %t121, 16
  %v383 = bitcast i32 %t122 to float
  %v384 = fadd float %v380, %v383
  %v385 = trunc i32 %v357 to i16
  %t123 = zext i16 %v385 to i32
  %t124 = shl i32 %t123, 16
  %v387 = bitcast i32 %t124 to float
  %v388 = fadd float %v384, %v387
  %t125 = bitcast float %v388 to i32
  %t126 = fcmp uno float %v388, 0.000000e+00
  %t127 = lshr i32 %t125, 16
  %t128 = and i32 %t127, 1
  %t129 = add i32 %t128, 32767
  %t130 = add i32 %t125, %t129
  %t131 = lshr i32 %t130, 16
  %t132 = or i32 %t127, 64
  %t133 = trunc i32 %t131 to i16
  %t134 = trunc i32 %t132 to i16
  %v389 = select i1 %t126, i16 %t134, i16 %t133
  %v391 = zext i16 %v389 to i32
  %v393 = lshr i32 %v350, 16
  %v394 = trunc i32 %v393 to i16
  %t135 = zext i16 %v394 to i32
  %t136 = shl i32 %t135, 16
  %v396 = bitcast i32 %t136 to float
  %v398 = lshr i32 %v351, 16
  %v399 = trunc i32 %v398 to i16
  %t137 = zext i16 %v399 to i32
  %t138 = shl i32 %t137, 16
  %v401 = bitcast i32 %t138 to float
  %v402 = fadd float %v396, %v401
  %v404 = lshr i32 %v352, 16
  %v405 = trunc i32 %v404 to i16
  %t139 = zext i16 %v405 to i32
  %t140 = shl i32 %t139, 16
  %v407 = bitcast i32 %t140 to float
  %v408 = fadd float %v402, %v407
  %v410 = lshr i32 %v353, 16
  %v411 = trunc i32 %v410 to i16
  %t141 = zext i16 %v411 to i32
  %t142 = shl i32 %t141, 16
  %v413 = bitcast i32 %t142 to float
  %v414 = fadd float %v408, %v413
  %v416 = lshr i32 %v354, 16
  %v417 = trunc i32 %v416 to i16
  %t143 = zext i16 %v417 to i32
  %t144 = shl i32 %t143, 16
  %v419 = bitcast i32 %t144 to float
  %v420 = fadd float %v414, %v419
  %v422 = lshr i32 %v355, 16
  %v423 = trunc i32 %v422 to i16
  %t145 = zext i16 %v423 to i32
  %t146 = shl i32 %t145, 16
  %v425 = bitcast i32 %t146 to float
  %v426 = fadd float %v420, %v425
  %v428 = lshr i32 %v356, 16
  %v429 = trunc i32 %v428 to i16
  %t147 = zext i16 %v429 to i32
  %t148 = shl i32 %t147, 16
  %v431 = bitcast i32 %t148 to float
  %v432 = fadd float %v426, %v431
  %v434 = lshr i32 %v357, 16
  %v435 = trunc i32 %v434 to i16
  %t149 = zext i16 %v435 to i32
  %t150 = shl i32 %t149, 16
  %v437 = bitcast i32 %t150 to float
  %v438 = fadd float %v432, %v437
  %t151 = bitcast float %v438 to i32
  %t152 = fcmp uno float %v438, 0.000000e+00
  %t153 = lshr i32 %t151, 16
  %t154 = and i32 %t153, 1
  %t155 = add i32 %t154, 32767
  %t156 = add i32 %t151, %t155
  %t157 = lshr i32 %t156, 16
  %t158 = or i32 %t153, 64
  %t159 = trunc i32 %t157 to i16
  %t160 = trunc i32 %t158 to i16
  %v439 = select i1 %t152, i16 %t160, i16 %t159
  %v441 = zext i16 %v439 to i32
  %v443 = shl i32 %v441, 16
  %v444 = or i32 %v391, %v443
  %v445 = insertelement <4 x i32> %v349, i32 %v444, i32 2
  %v446 = extractelement <4 x i32> %v143, i32 3
  %v447 = extractelement <4 x i32> %v145, i32 3
  %v448 = extractelement <4 x i32> %v147, i32 3
  %v449 = extractelement <4 x i32> %v149, i32 3
  %v450 = extractelement <4 x i32> %v151, i32 3
  %v451 = extractelement <4 x i32> %v153, i32 3
  %v452 = extractelement <4 x i32> %v155, i32 3
  %v453 = extractelement <4 x i32> %v157, i32 3
  %v454 = trunc i32 %v446 to i16
  %t161 = zext i16 %v454 to i32
  %t162 = shl i32 %t161, 16
  %v456 = bitcast i32 %t162 to float
  %v457 = trunc i32 %v447 to i16
  %t163 = zext i16 %v457 to i32
  %t164 = shl i32 %t163, 16
  %v459 = bitcast i32 %t164 to float
  %v460 = fadd float %v456, %v459
  %v461 = trunc i32 %v448 to i16
  %t165 = zext i16 %v461 to i32
  %t166 = shl i32 %t165, 16
  %v463 = bitcast i32 %t166 to float
  %v464 = fadd float %v460, %v463
  %v465 = trunc i32 %v449 to i16
  %t167 = zext i16 %v465 to i32
  %t168 = shl i32 %t167, 16
  %v467 = bitcast i32 %t168 to float
  %v468 = fadd float %v464, %v467
  %v469 = trunc i32 %v450 to i16
  %t169 = zext i16 %v469 to i32
  %t170 = shl i32 %t169, 16
  %v471 = bitcast i32 %t170 to float
  %v472 = fadd float %v468, %v471
  %v473 = trunc i32 %v451 to i16
  %t171 = zext i16 %v473 to i32
  %t172 = shl i32 %t171, 16
  %v475 = bitcast i32 %t172 to float
  %v476 = fadd float %v472, %v475
  %v477 = trunc i32 %v452 to i16
  %t173 = zext i16 %v477 to i32
  %t174 = shl i32 %t173, 16
  %v479 = bitcast i32 %t174 to float
  %v480 = fadd float %v476, %v479
  %v481 = trunc i32 %v453 to i16
  %t175 = zext i16 %v481 to i32
  %t176 = shl i32 %t175, 16
  %v483 = bitcast i32 %t176 to float
  %v484 = fadd float %v480, %v483
  %t177 = bitcast float %v484 to i32
  %t178 = fcmp uno float %v484, 0.000000e+00
  %t179 = lshr i32 %t177, 16
  %t180 = and i32 %t179, 1
  %t181 = add i32 %t180, 32767
  %t182 = add i32 %t177, %t181
  %t183 = lshr i32 %t182, 16
  %t184 = or i32 %t179, 64
  %t185 = trunc i32 %t183 to i16
  %t186 = trunc i32 %t184 to i16
  %v485 = select i1 %t178, i16 %t186, i16 %t185
  %v487 = zext i16 %v485 to i32
  %v489 = lshr i32 %v446, 16
  %v490 = trunc i32 %v489 to i16
  %t187 = zext i16 %v490 to i32
  %t188 = shl i32 %t187, 16
  %v492 = bitcast i32 %t188 to float
  %v494 = lshr i32 %v447, 16
  %v495 = trunc i32 %v494 to i16
  %t189 = zext i16 %v495 to i32
  %t190 = shl i32 %t189, 16
  %v497 = bitcast i32 %t190 to float
  %v498 = fadd float %v492, %v497
  %v500 = lshr i32 %v448, 16
  %v501 = trunc i32 %v500 to i16
  %t191 = zext i16 %v501 to i32
  %t192 = shl i32 %t191, 16
  %v503 = bitcast i32 %t192 to float
  %v504 = fadd float %v498, %v503
  %v506 = lshr i32 %v449, 16
  %v507 = trunc i32 %v506 to i16
  %t193 = zext i16 %v507 to i32
  %t194 = shl i32 %t193, 16
  %v509 = bitcast i32 %t194 to float
  %v510 = fadd float %v504, %v509
  %v512 = lshr i32 %v450, 16
  %v513 = trunc i32 %v512 to i16
  %t195 = zext i16 %v513 to i32
  %t196 = shl i32 %t195, 16
  %v515 = bitcast i32 %t196 to float
  %v516 = fadd float %v510, %v515
  %v518 = lshr i32 %v451, 16
  %v519 = trunc i32 %v518 to i16
  %t197 = zext i16 %v519 to i32
  %t198 = shl i32 %t197, 16
  %v521 = bitcast i32 %t198 to float
  %v522 = fadd float %v516, %v521
  %v524 = lshr i32 %v452, 16
  %v525 = trunc i32 %v524 to i16
  %t199 = zext i16 %v525 to i32
  %t200 = shl i32 %t199, 16
  %v527 = bitcast i32 %t200 to float
  %v528 = fadd float %v522, %v527
  %v530 = lshr i32 %v453, 16
  %v531 = trunc i32 %v530 to i16
  %t201 = zext i16 %v531 to i32
  %t202 = shl i32 %t201, 16
  %v533 = bitcast i32 %t202 to float
  %v534 = fadd float %v528, %v533
  %t203 = bitcast float %v534 to i32
  %t204 = fcmp uno float %v534, 0.000000e+00
  %t205 = lshr i32 %t203, 16
  %t206 = and i32 %t205, 1
  %t207 = add i32 %t206, 32767
  %t208 = add i32 %t203, %t207
  %t209 = lshr i32 %t208, 16
  %t210 = or i32 %t205, 64
  %t211 = trunc i32 %t209 to i16
  %t212 = trunc i32 %t210 to i16
  %v535 = select i1 %t204, i16 %t212, i16 %t211
  %v537 = zext i16 %v535 to i32
  %v539 = shl i32 %v537, 16
  %v540 = or i32 %v487, %v539
  %v541 = insertelement <4 x i32> %v445, i32 %v540, i32 3
  %v542 = getelementptr i8, ptr addrspace(1) %p3, i64 %v141
  store <4 x i32> %v541, ptr addrspace(1) %v542, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v136, 2
  br label %for4.head
for4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v544 = icmp ult i32 %v11, 8
  br i1 %v544, label %if5.then, label %if5.end
if5.then:
  %v546 = add i32 %p1, %v11
  %v547 = sub i32 %v546, 8
  %v548 = icmp uge i32 %v546, 8
  %v549 = select i1 %v548, i32 %v547, i32 %v546
  %v550 = mul i32 %v12, 8
  %v552 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v553 = add i32 %v550, %p1
  %v554 = add i32 %v550, %v549
  %v556 = zext i32 %v553 to i64
  %v557 = mul i64 %v556, 4
  %v558 = zext i32 %v554 to i64
  %v559 = mul i64 %v558, 4
  %v560 = getelementptr i8, ptr addrspace(1) %v552, i64 %v557
  %v562 = zext i32 %v549 to i64
  %v563 = mul i64 %v562, 8
  %v564 = getelementptr i8, ptr addrspace(1) %p0, i64 %v563
  %v565 = load i64, ptr addrspace(1) %v564, align 8
  %v566 = sub i64 %v565, %v17
  %v567 = getelementptr i8, ptr addrspace(1) %v560, i64 %v566
  %t213 = ptrtoint ptr addrspace(1) %v567 to i64
  %v569 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t213, i32 1)
  %v571 = add i32 %v569, 1
  %v572 = getelementptr i8, ptr addrspace(1) %v552, i64 %v559
  %v575 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while6.cond
while6.cond:
  %phi8 = phi i32 [ %phi6, %if5.then ], [ %phi12, %if7.end ]
  %phi9 = phi i32 [ %phi6, %if5.then ], [ %phi13, %if7.end ]
  %v578 = icmp eq i32 %phi9, 0
  br i1 %v578, label %while6.body, label %while6.end
while6.body:
  %t214 = ptrtoint ptr addrspace(1) %v572 to i64
  %v579 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t214)
  %v581 = sub i32 %v579, %v571
  %v582 = icmp sge i32 %v581, 0
  %v583 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v584 = sub i64 %v583, %v575
  %v585 = icmp ugt i64 %v584, %p6
  %t215 = ptrtoint ptr addrspace(1) %p5 to i64
  %v586 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t215)
  %v587 = icmp ne i32 %v586, 0
  %v588 = or i1 %v585, %v587
  br i1 %v582, label %if7.then, label %if7.else
if7.then:
  br label %if7.end
if7.else:
  br i1 %v588, label %if8.then, label %if8.end
if8.then:
  %t216 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t216, i32 1)
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
!1 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"maxntidx", i32 256}
