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
  %v22 = icmp ult i32 %v11, 8
  %v24 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v25 = mul i32 %v12, 8
  %v26 = add i32 %v25, %p1
  %v27 = zext i32 %v26 to i64
  %v28 = mul i64 %v27, 4
  %v29 = getelementptr i8, ptr addrspace(1) %v24, i64 %v28
  br i1 %v22, label %if0.then, label %if0.end
if0.then:
  %t0 = ptrtoint ptr addrspace(1) %v29 to i64
  %v31 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v31, %if0.then ], [ 0, %entry ]
  call void @llvm.nvvm.barrier0()
  br i1 %v22, label %if1.then, label %if1.end
if1.then:
  %v32 = add i32 %p1, %v11
  %v33 = sub i32 %v32, 8
  %v34 = icmp uge i32 %v32, 8
  %v35 = select i1 %v34, i32 %v33, i32 %v32
  %v36 = add i32 %v25, %v35
  %v37 = zext i32 %v36 to i64
  %v38 = mul i64 %v37, 4
  %v41 = add i32 %phi0, 1
  %v43 = zext i32 %v35 to i64
  %v44 = mul i64 %v43, 8
  %v45 = getelementptr i8, ptr addrspace(1) %p0, i64 %v44
  %v46 = load i64, ptr addrspace(1) %v45, align 8
  %v47 = sub i64 %v46, %v17
  %v48 = getelementptr i8, ptr addrspace(1) %v29, i64 %v47
  %t1 = ptrtoint ptr addrspace(1) %v48 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1, i32 %v41)
  %v49 = getelementptr i8, ptr addrspace(1) %v24, i64 %v38
  %v52 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v55 = icmp eq i32 %phi2, 0
  br i1 %v55, label %while2.body, label %while2.end
while2.body:
  %t2 = ptrtoint ptr addrspace(1) %v49 to i64
  %v56 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v58 = sub i32 %v56, %v41
  %v59 = icmp sge i32 %v58, 0
  %v60 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v61 = sub i64 %v60, %v52
  %v62 = icmp ugt i64 %v61, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v63 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v64 = icmp ne i32 %v63, 0
  %v65 = or i1 %v62, %v64
  br i1 %v59, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v65, label %if4.then, label %if4.end
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
  %t5 = ptrtoint ptr addrspace(1) %v49 to i64
  %v67 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  %v70 = zext i32 0 to i64
  %v71 = mul i64 %v70, 8
  %v72 = getelementptr i8, ptr addrspace(1) %p0, i64 %v71
  %v73 = load i64, ptr addrspace(1) %v72, align 8
  %v74 = sub i64 %v73, %v17
  %v75 = getelementptr i8, ptr addrspace(1) %p2, i64 %v74
  %v78 = zext i32 1 to i64
  %v79 = mul i64 %v78, 8
  %v80 = getelementptr i8, ptr addrspace(1) %p0, i64 %v79
  %v81 = load i64, ptr addrspace(1) %v80, align 8
  %v82 = sub i64 %v81, %v17
  %v83 = getelementptr i8, ptr addrspace(1) %p2, i64 %v82
  %v86 = zext i32 2 to i64
  %v87 = mul i64 %v86, 8
  %v88 = getelementptr i8, ptr addrspace(1) %p0, i64 %v87
  %v89 = load i64, ptr addrspace(1) %v88, align 8
  %v90 = sub i64 %v89, %v17
  %v91 = getelementptr i8, ptr addrspace(1) %p2, i64 %v90
  %v94 = zext i32 3 to i64
  %v95 = mul i64 %v94, 8
  %v96 = getelementptr i8, ptr addrspace(1) %p0, i64 %v95
  %v97 = load i64, ptr addrspace(1) %v96, align 8
  %v98 = sub i64 %v97, %v17
  %v99 = getelementptr i8, ptr addrspace(1) %p2, i64 %v98
  %v102 = zext i32 4 to i64
  %v103 = mul i64 %v102, 8
  %v104 = getelementptr i8, ptr addrspace(1) %p0, i64 %v103
  %v105 = load i64, ptr addrspace(1) %v104, align 8
  %v106 = sub i64 %v105, %v17
  %v107 = getelementptr i8, ptr addrspace(1) %p2, i64 %v106
  %v110 = zext i32 5 to i64
  %v111 = mul i64 %v110, 8
  %v112 = getelementptr i8, ptr addrspace(1) %p0, i64 %v111
  %v113 = load i64, ptr addrspace(1) %v112, align 8
  %v114 = sub i64 %v113, %v17
  %v115 = getelementptr i8, ptr addrspace(1) %p2, i64 %v114
  %v118 = zext i32 6 to i64
  %v119 = mul i64 %v118, 8
  %v120 = getelementptr i8, ptr addrspace(1) %p0, i64 %v119
  %v121 = load i64, ptr addrspace(1) %v120, align 8
  %v122 = sub i64 %v121, %v17
  %v123 = getelementptr i8, ptr addrspace(1) %p2, i64 %v122
  %v126 = zext i32 7 to i64
  %v127 = mul i64 %v126, 8
  %v128 = getelementptr i8, ptr addrspace(1) %p0, i64 %v127
  %v129 = load i64, ptr addrspace(1) %v128, align 8
  %v130 = sub i64 %v129, %v17
  %v131 = getelementptr i8, ptr addrspace(1) %p2, i64 %v130
  ; 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  %v133 = mul i32 %v11, 16
  %v136 = zext i32 %v12 to i64
  br label %for5.head
for5.head:
  %v137 = phi i64 [ %v136, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v137, 2
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v138 = trunc i64 %v137 to i32
  %v140 = mul i32 %v138, 4096
  %v141 = add i32 %v140, %v133
  %v142 = zext i32 %v141 to i64
  %v143 = getelementptr i8, ptr addrspace(1) %v75, i64 %v142
  %v144 = load <4 x i32>, ptr addrspace(1) %v143, align 16
  %v145 = getelementptr i8, ptr addrspace(1) %v83, i64 %v142
  %v146 = load <4 x i32>, ptr addrspace(1) %v145, align 16
  %v147 = getelementptr i8, ptr addrspace(1) %v91, i64 %v142
  %v148 = load <4 x i32>, ptr addrspace(1) %v147, align 16
  %v149 = getelementptr i8, ptr addrspace(1) %v99, i64 %v142
  %v150 = load <4 x i32>, ptr addrspace(1) %v149, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v107, i64 %v142
  %v152 = load <4 x i32>, ptr addrspace(1) %v151, align 16
  %v153 = getelementptr i8, ptr addrspace(1) %v115, i64 %v142
  %v154 = load <4 x i32>, ptr addrspace(1) %v153, align 16
  %v155 = getelementptr i8, ptr addrspace(1) %v123, i64 %v142
  %v156 = load <4 x i32>, ptr addrspace(1) %v155, align 16
  %v157 = getelementptr i8, ptr addrspace(1) %v131, i64 %v142
  %v158 = load <4 x i32>, ptr addrspace(1) %v157, align 16
  %v159 = extractelement <4 x i32> %v144, i32 0
  %v160 = extractelement <4 x i32> %v146, i32 0
  %v161 = extractelement <4 x i32> %v148, i32 0
  %v162 = extractelement <4 x i32> %v150, i32 0
  %v163 = extractelement <4 x i32> %v152, i32 0
  %v164 = extractelement <4 x i32> %v154, i32 0
  %v165 = extractelement <4 x i32> %v156, i32 0
  %v166 = extractelement <4 x i32> %v158, i32 0
  %v167 = trunc i32 %v159 to i16
  %t6 = zext i16 %v167 to i32
  %t7 = shl i32 %t6, 16
  %v169 = bitcast i32 %t7 to float
  %v170 = trunc i32 %v160 to i16
  %t8 = zext i16 %v170 to i32
  %t9 = shl i32 %t8, 16
  %v172 = bitcast i32 %t9 to float
  %v173 = fadd float %v169, %v172
  %v174 = trunc i32 %v161 to i16
  %t10 = zext i16 %v174 to i32
  %t11 = shl i32 %t10, 16
  %v176 = bitcast i32 %t11 to float
  %v177 = fadd float %v173, %v176
  %v178 = trunc i32 %v162 to i16
  %t12 = zext i16 %v178 to i32
  %t13 = shl i32 %t12, 16
  %v180 = bitcast i32 %t13 to float
  %v181 = fadd float %v177, %v180
  %v182 = trunc i32 %v163 to i16
  %t14 = zext i16 %v182 to i32
  %t15 = shl i32 %t14, 16
  %v184 = bitcast i32 %t15 to float
  %v185 = fadd float %v181, %v184
  %v186 = trunc i32 %v164 to i16
  %t16 = zext i16 %v186 to i32
  %t17 = shl i32 %t16, 16
  %v188 = bitcast i32 %t17 to float
  %v189 = fadd float %v185, %v188
  %v190 = trunc i32 %v165 to i16
  %t18 = zext i16 %v190 to i32
  %t19 = shl i32 %t18, 16
  %v192 = bitcast i32 %t19 to float
  %v193 = fadd float %v189, %v192
  %v194 = trunc i32 %v166 to i16
  %t20 = zext i16 %v194 to i32
  %t21 = shl i32 %t20, 16
  %v196 = bitcast i32 %t21 to float
  %v197 = fadd float %v193, %v196
  %t22 = bitcast float %v197 to i32
  %t23 = fcmp uno float %v197, 0.000000e+00
  %t24 = lshr i32 %t22, 16
  %t25 = and i32 %t24, 1
  %t26 = add i32 %t25, 32767
  %t27 = add i32 %t22, %t26
  %t28 = lshr i32 %t27, 16
  %t29 = or i32 %t24, 64
  %t30 = trunc i32 %t28 to i16
  %t31 = trunc i32 %t29 to i16
  %v198 = select i1 %t23, i16 %t31, i16 %t30
  %v200 = zext i16 %v198 to i32
  %v202 = lshr i32 %v159, 16
  %v203 = trunc i32 %v202 to i16
  %t32 = zext i16 %v203 to i32
  %t33 = shl i32 %t32, 16
  %v205 = bitcast i32 %t33 to float
  %v207 = lshr i32 %v160, 16
  %v208 = trunc i32 %v207 to i16
  %t34 = zext i16 %v208 to i32
  %t35 = shl i32 %t34, 16
  %v210 = bitcast i32 %t35 to float
  %v211 = fadd float %v205, %v210
  %v213 = lshr i32 %v161, 16
  %v214 = trunc i32 %v213 to i16
  %t36 = zext i16 %v214 to i32
  %t37 = shl i32 %t36, 16
  %v216 = bitcast i32 %t37 to float
  %v217 = fadd float %v211, %v216
  %v219 = lshr i32 %v162, 16
  %v220 = trunc i32 %v219 to i16
  %t38 = zext i16 %v220 to i32
  %t39 = shl i32 %t38, 16
  %v222 = bitcast i32 %t39 to float
  %v223 = fadd float %v217, %v222
  %v225 = lshr i32 %v163, 16
  %v226 = trunc i32 %v225 to i16
  %t40 = zext i16 %v226 to i32
  %t41 = shl i32 %t40, 16
  %v228 = bitcast i32 %t41 to float
  %v229 = fadd float %v223, %v228
  %v231 = lshr i32 %v164, 16
  %v232 = trunc i32 %v231 to i16
  %t42 = zext i16 %v232 to i32
  %t43 = shl i32 %t42, 16
  %v234 = bitcast i32 %t43 to float
  %v235 = fadd float %v229, %v234
  %v237 = lshr i32 %v165, 16
  %v238 = trunc i32 %v237 to i16
  %t44 = zext i16 %v238 to i32
  %t45 = shl i32 %t44, 16
  %v240 = bitcast i32 %t45 to float
  %v241 = fadd float %v235, %v240
  %v243 = lshr i32 %v166, 16
  %v244 = trunc i32 %v243 to i16
  %t46 = zext i16 %v244 to i32
  %t47 = shl i32 %t46, 16
  %v246 = bitcast i32 %t47 to float
  %v247 = fadd float %v241, %v246
  %t48 = bitcast float %v247 to i32
  %t49 = fcmp uno float %v247, 0.000000e+00
  %t50 = lshr i32 %t48, 16
  %t51 = and i32 %t50, 1
  %t52 = add i32 %t51, 32767
  %t53 = add i32 %t48, %t52
  %t54 = lshr i32 %t53, 16
  %t55 = or i32 %t50, 64
  %t56 = trunc i32 %t54 to i16
  %t57 = trunc i32 %t55 to i16
  %v248 = select i1 %t49, i16 %t57, i16 %t56
  %v250 = zext i16 %v248 to i32
  %v252 = shl i32 %v250, 16
  %v253 = or i32 %v200, %v252
  %t58 = insertelement <4 x i32> poison, i32 %v253, i32 0
  %v254 = shufflevector <4 x i32> %t58, <4 x i32> poison, <4 x i32> zeroinitializer
  %v255 = extractelement <4 x i32> %v144, i32 1
  %v256 = extractelement <4 x i32> %v146, i32 1
  %v257 = extractelement <4 x i32> %v148, i32 1
  %v258 = extractelement <4 x i32> %v150, i32 1
  %v259 = extractelement <4 x i32> %v152, i32 1
  %v260 = extractelement <4 x i32> %v154, i32 1
  %v261 = extractelement <4 x i32> %v156, i32 1
  %v262 = extractelement <4 x i32> %v158, i32 1
  %v263 = trunc i32 %v255 to i16
  %t59 = zext i16 %v263 to i32
  %t60 = shl i32 %t59, 16
  %v265 = bitcast i32 %t60 to float
  %v266 = trunc i32 %v256 to i16
  %t61 = zext i16 %v266 to i32
  %t62 = shl i32 %t61, 16
  %v268 = bitcast i32 %t62 to float
  %v269 = fadd float %v265, %v268
  %v270 = trunc i32 %v257 to i16
  %t63 = zext i16 %v270 to i32
  %t64 = shl i32 %t63, 16
  %v272 = bitcast i32 %t64 to float
  %v273 = fadd float %v269, %v272
  %v274 = trunc i32 %v258 to i16
  %t65 = zext i16 %v274 to i32
  %t66 = shl i32 %t65, 16
  %v276 = bitcast i32 %t66 to float
  %v277 = fadd float %v273, %v276
  %v278 = trunc i32 %v259 to i16
  %t67 = zext i16 %v278 to i32
  %t68 = shl i32 %t67, 16
  %v280 = bitcast i32 %t68 to float
  %v281 = fadd float %v277, %v280
  %v282 = trunc i32 %v260 to i16
  %t69 = zext i16 %v282 to i32
  %t70 = shl i32 %t69, 16
  %v284 = bitcast i32 %t70 to float
  %v285 = fadd float %v281, %v284
  %v286 = trunc i32 %v261 to i16
  %t71 = zext i16 %v286 to i32
  %t72 = shl i32 %t71, 16
  %v288 = bitcast i32 %t72 to float
  %v289 = fadd float %v285, %v288
  %v290 = trunc i32 %v262 to i16
  %t73 = zext i16 %v290 to i32
  %t74 = shl i32 %t73, 16
  %v292 = bitcast i32 %t74 to float
  %v293 = fadd float %v289, %v292
  %t75 = bitcast float %v293 to i32
  %t76 = fcmp uno float %v293, 0.000000e+00
  %t77 = lshr i32 %t75, 16
  %t78 = and i32 %t77, 1
  %t79 = add i32 %t78, 32767
  %t80 = add i32 %t75, %t79
  %t81 = lshr i32 %t80, 16
  %t82 = or i32 %t77, 64
  %t83 = trunc i32 %t81 to i16
  %t84 = trunc i32 %t82 to i16
  %v294 = select i1 %t76, i16 %t84, i16 %t83
  %v296 = zext i16 %v294 to i32
  %v298 = lshr i32 %v255, 16
  %v299 = trunc i32 %v298 to i16
  %t85 = zext i16 %v299 to i32
  %t86 = shl i32 %t85, 16
  %v301 = bitcast i32 %t86 to float
  %v303 = lshr i32 %v256, 16
  %v304 = trunc i32 %v303 to i16
  %t87 = zext i16 %v304 to i32
  %t88 = shl i32 %t87, 16
  %v306 = bitcast i32 %t88 to float
  %v307 = fadd float %v301, %v306
  %v309 = lshr i32 %v257, 16
  %v310 = trunc i32 %v309 to i16
  %t89 = zext i16 %v310 to i32
  %t90 = shl i32 %t89, 16
  %v312 = bitcast i32 %t90 to float
  %v313 = fadd float %v307, %v312
  %v315 = lshr i32 %v258, 16
  %v316 = trunc i32 %v315 to i16
  %t91 = zext i16 %v316 to i32
  %t92 = shl i32 %t91, 16
  %v318 = bitcast i32 %t92 to float
  %v319 = fadd float %v313, %v318
  %v321 = lshr i32 %v259, 16
  %v322 = trunc i32 %v321 to i16
  %t93 = zext i16 %v322 to i32
  %t94 = shl i32 %t93, 16
  %v324 = bitcast i32 %t94 to float
  %v325 = fadd float %v319, %v324
  %v327 = lshr i32 %v260, 16
  %v328 = trunc i32 %v327 to i16
  %t95 = zext i16 %v328 to i32
  %t96 = shl i32 %t95, 16
  %v330 = bitcast i32 %t96 to float
  %v331 = fadd float %v325, %v330
  %v333 = lshr i32 %v261, 16
  %v334 = trunc i32 %v333 to i16
  %t97 = zext i16 %v334 to i32
  %t98 = shl i32 %t97, 16
  %v336 = bitcast i32 %t98 to float
  %v337 = fadd float %v331, %v336
  %v339 = lshr i32 %v262, 16
  %v340 = trunc i32 %v339 to i16
  %t99 = zext i16 %v340 to i32
  %t100 = shl i32 %t99, 16
  %v342 = bitcast i32 %t100 to float
  %v343 = fadd float %v337, %v342
  %t101 = bitcast float %v343 to i32
  %t102 = fcmp uno float %v343, 0.000000e+00
  %t103 = lshr i32 %t101, 16
  %t104 = and i32 %t103, 1
  %t105 = add i32 %t104, 32767
  %t106 = add i32 %t101, %t105
  %t107 = lshr i32 %t106, 16
  %t108 = or i32 %t103, 64
  %t109 = trunc i32 %t107 to i16
  %t110 = trunc i32 %t108 to i16
  %v344 = select i1 %t102, i16 %t110, i16 %t109
  %v346 = zext i16 %v344 to i32
  %v348 = shl i32 %v346, 16
  %v349 = or i32 %v296, %v348
  %v350 = insertelement <4 x i32> %v254, i32 %v349, i32 1
  %v351 = extractelement <4 x i32> %v144, i32 2
  %v352 = extractelement <4 x i32> %v146, i32 2
  %v353 = extractelement <4 x i32> %v148, i32 2
  %v354 = extractelement <4 x i32> %v150, i32 2
  %v355 = extractelement <4 x i32> %v152, i32 2
  %v356 = extractelement <4 x i32> %v154, i32 2
  %v357 = extractelement <4 x i32> %v156, i32 2
  %v358 = extractelement <4 x i32> %v158, i32 2
  %v359 = trunc i32 %v351 to i16
  %t111 = zext i16 %v359 to i32
  %t112 = shl i32 %t111, 16
  %v361 = bitcast i32 %t112 to float
  %v362 = trunc i32 %v352 to i16
  %t113 = zext i16 %v362 to i32
  %t114 = shl i32 %t113, 16
  %v364 = bitcast i32 %t114 to float
  %v365 = fadd float %v361, %v364
  %v366 = trunc i32 %v353 to i16
  %t115 = zext i16 %v366 to i32
  %t116 = shl i32 %t115, 16
  %v368 = bitcast i32 %t116 to float
  %v369 = fadd float %v365, %v368
  %v370 = trunc i32 %v354 to i16
  %t117 = zext i16 %v370 to i32
  %t118 = shl i32 %t117, 16
  %v372 = bitcast i32 %t118 to float
  %v373 = fadd float %v369, %v372
  %v374 = trunc i32 %v355 to i16
  %t119 = zext i16 %v374 to i32
  %t120 = shl i32 %t119, 16
  %v376 = bitcast i32 %t120 to float
  %v377 = fadd float %v373, %v376
  %v378 = trunc i32 %v356 to i16
  %t121 = zext i16 %v378 to i32
  %t122 = shl i32 %t121, 16
  %v380 = bitcast i32 %t122 to float
  %v381 = fadd float %v377, %v380
  %v382 = trunc i32 %v357 to i16
  %t123 = zext i16 %v382 to i32
  %t124 = shl i32 %t123, 16
  %v384 = bitcast i32 %t124 to float
  %v385 = fadd float %v381, %v384
  %v386 = trunc i32 %v358 to i16
  %t125 = zext i16 %v386 to i32
  %t126 = shl i32 %t125, 16
  %v388 = bitcast i32 %t126 to float
  %v389 = fadd float %v385, %v388
  %t127 = bitcast float %v389 to i32
  %t128 = fcmp uno float %v389, 0.000000e+00
  %t129 = lshr i32 %t127, 16
  %t130 = and i32 %t129, 1
  %t131 = add i32 %t130, 32767
  %t132 = add i32 %t127, %t131
  %t133 = lshr i32 %t132, 16
  %t134 = or i32 %t129, 64
  %t135 = trunc i32 %t133 to i16
  %t136 = trunc i32 %t134 to i16
  %v390 = select i1 %t128, i16 %t136, i16 %t135
  %v392 = zext i16 %v390 to i32
  %v394 = lshr i32 %v351, 16
  %v395 = trunc i32 %v394 to i16
  %t137 = zext i16 %v395 to i32
  %t138 = shl i32 %t137, 16
  %v397 = bitcast i32 %t138 to float
  %v399 = lshr i32 %v352, 16
  %v400 = trunc i32 %v399 to i16
  %t139 = zext i16 %v400 to i32
  %t140 = shl i32 %t139, 16
  %v402 = bitcast i32 %t140 to float
  %v403 = fadd float %v397, %v402
  %v405 = lshr i32 %v353, 16
  %v406 = trunc i32 %v405 to i16
  %t141 = zext i16 %v406 to i32
  %t142 = shl i32 %t141, 16
  %v408 = bitcast i32 %t142 to float
  %v409 = fadd float %v403, %v408
  %v411 = lshr i32 %v354, 16
  %v412 = trunc i32 %v411 to i16
  %t143 = zext i16 %v412 to i32
  %t144 = shl i32 %t143, 16
  %v414 = bitcast i32 %t144 to float
  %v415 = fadd float %v409, %v414
  %v417 = lshr i32 %v355, 16
  %v418 = trunc i32 %v417 to i16
  %t145 = zext i16 %v418 to i32
  %t146 = shl i32 %t145, 16
  %v420 = bitcast i32 %t146 to float
  %v421 = fadd float %v415, %v420
  %v423 = lshr i32 %v356, 16
  %v424 = trunc i32 %v423 to i16
  %t147 = zext i16 %v424 to i32
  %t148 = shl i32 %t147, 16
  %v426 = bitcast i32 %t148 to float
  %v427 = fadd float %v421, %v426
  %v429 = lshr i32 %v357, 16
  %v430 = trunc i32 %v429 to i16
  %t149 = zext i16 %v430 to i32
  %t150 = shl i32 %t149, 16
  %v432 = bitcast i32 %t150 to float
  %v433 = fadd float %v427, %v432
  %v435 = lshr i32 %v358, 16
  %v436 = trunc i32 %v435 to i16
  %t151 = zext i16 %v436 to i32
  %t152 = shl i32 %t151, 16
  %v438 = bitcast i32 %t152 to float
  %v439 = fadd float %v433, %v438
  %t153 = bitcast float %v439 to i32
  %t154 = fcmp uno float %v439, 0.000000e+00
  %t155 = lshr i32 %t153, 16
  %t156 = and i32 %t155, 1
  %t157 = add i32 %t156, 32767
  %t158 = add i32 %t153, %t157
  %t159 = lshr i32 %t158, 16
  %t160 = or i32 %t155, 64
  %t161 = trunc i32 %t159 to i16
  %t162 = trunc i32 %t160 to i16
  %v440 = select i1 %t154, i16 %t162, i16 %t161
  %v442 = zext i16 %v440 to i32
  %v444 = shl i32 %v442, 16
  %v445 = or i32 %v392, %v444
  %v446 = insertelement <4 x i32> %v350, i32 %v445, i32 2
  %v447 = extractelement <4 x i32> %v144, i32 3
  %v448 = extractelement <4 x i32> %v146, i32 3
  %v449 = extractelement <4 x i32> %v148, i32 3
  %v450 = extractelement <4 x i32> %v150, i32 3
  %v451 = extractelement <4 x i32> %v152, i32 3
  %v452 = extractelement <4 x i32> %v154, i32 3
  %v453 = extractelement <4 x i32> %v156, i32 3
  %v454 = extractelement <4 x i32> %v158, i32 3
  %v455 = trunc i32 %v447 to i16
  %t163 = zext i16 %v455 to i32
  %t164 = shl i32 %t163, 16
  %v457 = bitcast i32 %t164 to float
  %v458 = trunc i32 %v448 to i16
  %t165 = zext i16 %v458 to i32
  %t166 = shl i32 %t165, 16
  %v460 = bitcast i32 %t166 to float
  %v461 = fadd float %v457, %v460
  %v462 = trunc i32 %v449 to i16
  %t167 = zext i16 %v462 to i32
  %t168 = shl i32 %t167, 16
  %v464 = bitcast i32 %t168 to float
  %v465 = fadd float %v461, %v464
  %v466 = trunc i32 %v450 to i16
  %t169 = zext i16 %v466 to i32
  %t170 = shl i32 %t169, 16
  %v468 = bitcast i32 %t170 to float
  %v469 = fadd float %v465, %v468
  %v470 = trunc i32 %v451 to i16
  %t171 = zext i16 %v470 to i32
  %t172 = shl i32 %t171, 16
  %v472 = bitcast i32 %t172 to float
  %v473 = fadd float %v469, %v472
  %v474 = trunc i32 %v452 to i16
  %t173 = zext i16 %v474 to i32
  %t174 = shl i32 %t173, 16
  %v476 = bitcast i32 %t174 to float
  %v477 = fadd float %v473, %v476
  %v478 = trunc i32 %v453 to i16
  %t175 = zext i16 %v478 to i32
  %t176 = shl i32 %t175, 16
  %v480 = bitcast i32 %t176 to float
  %v481 = fadd float %v477, %v480
  %v482 = trunc i32 %v454 to i16
  %t177 = zext i16 %v482 to i32
  %t178 = shl i32 %t177, 16
  %v484 = bitcast i32 %t178 to float
  %v485 = fadd float %v481, %v484
  %t179 = bitcast float %v485 to i32
  %t180 = fcmp uno float %v485, 0.000000e+00
  %t181 = lshr i32 %t179, 16
  %t182 = and i32 %t181, 1
  %t183 = add i32 %t182, 32767
  %t184 = add i32 %t179, %t183
  %t185 = lshr i32 %t184, 16
  %t186 = or i32 %t181, 64
  %t187 = trunc i32 %t185 to i16
  %t188 = trunc i32 %t186 to i16
  %v486 = select i1 %t180, i16 %t188, i16 %t187
  %v488 = zext i16 %v486 to i32
  %v490 = lshr i32 %v447, 16
  %v491 = trunc i32 %v490 to i16
  %t189 = zext i16 %v491 to i32
  %t190 = shl i32 %t189, 16
  %v493 = bitcast i32 %t190 to float
  %v495 = lshr i32 %v448, 16
  %v496 = trunc i32 %v495 to i16
  %t191 = zext i16 %v496 to i32
  %t192 = shl i32 %t191, 16
  %v498 = bitcast i32 %t192 to float
  %v499 = fadd float %v493, %v498
  %v501 = lshr i32 %v449, 16
  %v502 = trunc i32 %v501 to i16
  %t193 = zext i16 %v502 to i32
  %t194 = shl i32 %t193, 16
  %v504 = bitcast i32 %t194 to float
  %v505 = fadd float %v499, %v504
  %v507 = lshr i32 %v450, 16
  %v508 = trunc i32 %v507 to i16
  %t195 = zext i16 %v508 to i32
  %t196 = shl i32 %t195, 16
  %v510 = bitcast i32 %t196 to float
  %v511 = fadd float %v505, %v510
  %v513 = lshr i32 %v451, 16
  %v514 = trunc i32 %v513 to i16
  %t197 = zext i16 %v514 to i32
  %t198 = shl i32 %t197, 16
  %v516 = bitcast i32 %t198 to float
  %v517 = fadd float %v511, %v516
  %v519 = lshr i32 %v452, 16
  %v520 = trunc i32 %v519 to i16
  %t199 = zext i16 %v520 to i32
  %t200 = shl i32 %t199, 16
  %v522 = bitcast i32 %t200 to float
  %v523 = fadd float %v517, %v522
  %v525 = lshr i32 %v453, 16
  %v526 = trunc i32 %v525 to i16
  %t201 = zext i16 %v526 to i32
  %t202 = shl i32 %t201, 16
  %v528 = bitcast i32 %t202 to float
  %v529 = fadd float %v523, %v528
  %v531 = lshr i32 %v454, 16
  %v532 = trunc i32 %v531 to i16
  %t203 = zext i16 %v532 to i32
  %t204 = shl i32 %t203, 16
  %v534 = bitcast i32 %t204 to float
  %v535 = fadd float %v529, %v534
  %t205 = bitcast float %v535 to i32
  %t206 = fcmp uno float %v535, 0.000000e+00
  %t207 = lshr i32 %t205, 16
  %t208 = and i32 %t207, 1
  %t209 = add i32 %t208, 32767
  %t210 = add i32 %t205, %t209
  %t211 = lshr i32 %t210, 16
  %t212 = or i32 %t207, 64
  %t213 = trunc i32 %t211 to i16
  %t214 = trunc i32 %t212 to i16
  %v536 = select i1 %t206, i16 %t214, i16 %t213
  %v538 = zext i16 %v536 to i32
  %v540 = shl i32 %v538, 16
  %v541 = or i32 %v488, %v540
  %v542 = insertelement <4 x i32> %v446, i32 %v541, i32 3
  %v543 = getelementptr i8, ptr addrspace(1) %p3, i64 %v142
  store <4 x i32> %v542, ptr addrspace(1) %v543, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v137, 2
  br label %for5.head
for5.end:
  ; end: block barrier across 8 ranks
  %v546 = icmp ult i32 %v11, 8
  %v548 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v549 = mul i32 %v12, 8
  %v550 = add i32 %v549, %p1
  %v551 = zext i32 %v550 to i64
  %v552 = mul i64 %v551, 4
  %v553 = getelementptr i8, ptr addrspace(1) %v548, i64 %v552
  br i1 %v546, label %if6.then, label %if6.end
if6.then:
  %t215 = ptrtoint ptr addrspace(1) %v553 to i64
  %v555 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t215)
  br label %if6.end
if6.end:
  %phi9 = phi i32 [ %v555, %if6.then ], [ 0, %for5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v546, label %if7.then, label %if7.end
if7.then:
  %v556 = add i32 %p1, %v11
  %v557 = sub i32 %v556, 8
  %v558 = icmp uge i32 %v556, 8
  %v559 = select i1 %v558, i32 %v557, i32 %v556
  %v560 = add i32 %v549, %v559
  %v561 = zext i32 %v560 to i64
  %v562 = mul i64 %v561, 4
  %v565 = add i32 %phi9, 1
  %v567 = zext i32 %v559 to i64
  %v568 = mul i64 %v567, 8
  %v569 = getelementptr i8, ptr addrspace(1) %p0, i64 %v568
  %v570 = load i64, ptr addrspace(1) %v569, align 8
  %v571 = sub i64 %v570, %v17
  %v572 = getelementptr i8, ptr addrspace(1) %v553, i64 %v571
  %t216 = ptrtoint ptr addrspace(1) %v572 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t216, i32 %v565)
  %v573 = getelementptr i8, ptr addrspace(1) %v548, i64 %v562
  %v576 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi10 = phi i32 [ %phi7, %if7.then ], [ %phi14, %if9.end ]
  %phi11 = phi i32 [ %phi7, %if7.then ], [ %phi15, %if9.end ]
  %v579 = icmp eq i32 %phi11, 0
  br i1 %v579, label %while8.body, label %while8.end
while8.body:
  %t217 = ptrtoint ptr addrspace(1) %v573 to i64
  %v580 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t217)
  %v582 = sub i32 %v580, %v565
  %v583 = icmp sge i32 %v582, 0
  %v584 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v585 = sub i64 %v584, %v576
  %v586 = icmp ugt i64 %v585, %p6
  %t218 = ptrtoint ptr addrspace(1) %p5 to i64
  %v587 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t218)
  %v588 = icmp ne i32 %v587, 0
  %v589 = or i1 %v586, %v588
  br i1 %v583, label %if9.then, label %if9.else
if9.then:
  br label %if9.end
if9.else:
  br i1 %v589, label %if10.then, label %if10.end
if10.then:
  %t219 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t219, i32 1)
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
  %t220 = ptrtoint ptr addrspace(1) %v573 to i64
  %v591 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t220)
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
!1 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90, !"maxntidx", i32 256}
