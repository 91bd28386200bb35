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
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
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
  br label %for5.head
for5.head:
  %v136 = phi i64 [ %v135, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v136, 2
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
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
  %t5 = zext i16 %v166 to i32
  %t6 = shl i32 %t5, 16
  %v168 = bitcast i32 %t6 to float
  %v169 = trunc i32 %v159 to i16
  %t7 = zext i16 %v169 to i32
  %t8 = shl i32 %t7, 16
  %v171 = bitcast i32 %t8 to float
  %v172 = fadd float %v168, %v171
  %v173 = trunc i32 %v160 to i16
  %t9 = zext i16 %v173 to i32
  %t10 = shl i32 %t9, 16
  %v175 = bitcast i32 %t10 to float
  %v176 = fadd float %v172, %v175
  %v177 = trunc i32 %v161 to i16
  %t11 = zext i16 %v177 to i32
  %t12 = shl i32 %t11, 16
  %v179 = bitcast i32 %t12 to float
  %v180 = fadd float %v176, %v179
  %v181 = trunc i32 %v162 to i16
  %t13 = zext i16 %v181 to i32
  %t14 = shl i32 %t13, 16
  %v183 = bitcast i32 %t14 to float
  %v184 = fadd float %v180, %v183
  %v185 = trunc i32 %v163 to i16
  %t15 = zext i16 %v185 to i32
  %t16 = shl i32 %t15, 16
  %v187 = bitcast i32 %t16 to float
  %v188 = fadd float %v184, %v187
  %v189 = trunc i32 %v164 to i16
  %t17 = zext i16 %v189 to i32
  %t18 = shl i32 %t17, 16
  %v191 = bitcast i32 %t18 to float
  %v192 = fadd float %v188, %v191
  %v193 = trunc i32 %v165 to i16
  %t19 = zext i16 %v193 to i32
  %t20 = shl i32 %t19, 16
  %v195 = bitcast i32 %t20 to float
  %v196 = fadd float %v192, %v195
  %t21 = bitcast float %v196 to i32
  %t22 = fcmp uno float %v196, 0.000000e+00
  %t23 = lshr i32 %t21, 16
  %t24 = and i32 %t23, 1
  %t25 = add i32 %t24, 32767
  %t26 = add i32 %t21, %t25
  %t27 = lshr i32 %t26, 16
  %t28 = or i32 %t23, 64
  %t29 = trunc i32 %t27 to i16
  %t30 = trunc i32 %t28 to i16
  %v197 = select i1 %t22, i16 %t30, i16 %t29
  %v199 = zext i16 %v197 to i32
  %v201 = lshr i32 %v158, 16
  %v202 = trunc i32 %v201 to i16
  %t31 = zext i16 %v202 to i32
  %t32 = shl i32 %t31, 16
  %v204 = bitcast i32 %t32 to float
  %v206 = lshr i32 %v159, 16
  %v207 = trunc i32 %v206 to i16
  %t33 = zext i16 %v207 to i32
  %t34 = shl i32 %t33, 16
  %v209 = bitcast i32 %t34 to float
  %v210 = fadd float %v204, %v209
  %v212 = lshr i32 %v160, 16
  %v213 = trunc i32 %v212 to i16
  %t35 = zext i16 %v213 to i32
  %t36 = shl i32 %t35, 16
  %v215 = bitcast i32 %t36 to float
  %v216 = fadd float %v210, %v215
  %v218 = lshr i32 %v161, 16
  %v219 = trunc i32 %v218 to i16
  %t37 = zext i16 %v219 to i32
  %t38 = shl i32 %t37, 16
  %v221 = bitcast i32 %t38 to float
  %v222 = fadd float %v216, %v221
  %v224 = lshr i32 %v162, 16
  %v225 = trunc i32 %v224 to i16
  %t39 = zext i16 %v225 to i32
  %t40 = shl i32 %t39, 16
  %v227 = bitcast i32 %t40 to float
  %v228 = fadd float %v222, %v227
  %v230 = lshr i32 %v163, 16
  %v231 = trunc i32 %v230 to i16
  %t41 = zext i16 %v231 to i32
  %t42 = shl i32 %t41, 16
  %v233 = bitcast i32 %t42 to float
  %v234 = fadd float %v228, %v233
  %v236 = lshr i32 %v164, 16
  %v237 = trunc i32 %v236 to i16
  %t43 = zext i16 %v237 to i32
  %t44 = shl i32 %t43, 16
  %v239 = bitcast i32 %t44 to float
  %v240 = fadd float %v234, %v239
  %v242 = lshr i32 %v165, 16
  %v243 = trunc i32 %v242 to i16
  %t45 = zext i16 %v243 to i32
  %t46 = shl i32 %t45, 16
  %v245 = bitcast i32 %t46 to float
  %v246 = fadd float %v240, %v245
  %t47 = bitcast float %v246 to i32
  %t48 = fcmp uno float %v246, 0.000000e+00
  %t49 = lshr i32 %t47, 16
  %t50 = and i32 %t49, 1
  %t51 = add i32 %t50, 32767
  %t52 = add i32 %t47, %t51
  %t53 = lshr i32 %t52, 16
  %t54 = or i32 %t49, 64
  %t55 = trunc i32 %t53 to i16
  %t56 = trunc i32 %t54 to i16
  %v247 = select i1 %t48, i16 %t56, i16 %t55
  %v249 = zext i16 %v247 to i32
  %v251 = shl i32 %v249, 16
  %v252 = or i32 %v199, %v251
  %t57 = insertelement <4 x i32> poison, i32 %v252, i32 0
  %v253 = shufflevector <4 x i32> %t57, <4 x i32> poison, <4 x i32> zeroinitializer
  %v254 = extractelement <4 x i32> %v143, i32 1
  %v255 = extractelement <4 x i32> %v145, i32 1
  %v256 = extractelement <4 x i32> %v147, i32 1
  %v257 = extractelement <4 x i32> %v149, i32 1
  %v258 = extractelement <4 x i32> %v151, i32 1
  %v259 = extractelement <4 x i32> %v153, i32 1
  %v260 = extractelement <4 x i32> %v155, i32 1
  %v261 = extractelement <4 x i32> %v157, i32 1
  %v262 = trunc i32 %v254 to i16
  %t58 = zext i16 %v262 to i32
  %t59 = shl i32 %t58, 16
  %v264 = bitcast i32 %t59 to float
  %v265 = trunc i32 %v255 to i16
  %t60 = zext i16 %v265 to i32
  %t61 = shl i32 %t60, 16
  %v267 = bitcast i32 %t61 to float
  %v268 = fadd float %v264, %v267
  %v269 = trunc i32 %v256 to i16
  %t62 = zext i16 %v269 to i32
  %t63 = shl i32 %t62, 16
  %v271 = bitcast i32 %t63 to float
  %v272 = fadd float %v268, %v271
  %v273 = trunc i32 %v257 to i16
  %t64 = zext i16 %v273 to i32
  %t65 = shl i32 %t64, 16
  %v275 = bitcast i32 %t65 to float
  %v276 = fadd float %v272, %v275
  %v277 = trunc i32 %v258 to i16
  %t66 = zext i16 %v277 to i32
  %t67 = shl i32 %t66, 16
  %v279 = bitcast i32 %t67 to float
  %v280 = fadd float %v276, %v279
  %v281 = trunc i32 %v259 to i16
  %t68 = zext i16 %v281 to i32
  %t69 = shl i32 %t68, 16
  %v283 = bitcast i32 %t69 to float
  %v284 = fadd float %v280, %v283
  %v285 = trunc i32 %v260 to i16
  %t70 = zext i16 %v285 to i32
  %t71 = shl i32 %t70, 16
  %v287 = bitcast i32 %t71 to float
  %v288 = fadd float %v284, %v287
  %v289 = trunc i32 %v261 to i16
  %t72 = zext i16 %v289 to i32
  %t73 = shl i32 %t72, 16
  %v291 = bitcast i32 %t73 to float
  %v292 = fadd float %v288, %v291
  %t74 = bitcast float %v292 to i32
  %t75 = fcmp uno float %v292, 0.000000e+00
  %t76 = lshr i32 %t74, 16
  %t77 = and i32 %t76, 1
  %t78 = add i32 %t77, 32767
  %t79 = add i32 %t74, %t78
  %t80 = lshr i32 %t79, 16
  %t81 = or i32 %t76, 64
  %t82 = trunc i32 %t80 to i16
  %t83 = trunc i32 %t81 to i16
  %v293 = select i1 %t75, i16 %t83, i16 %t82
  %v295 = zext i16 %v293 to i32
  %v297 = lshr i32 %v254, 16
  %v298 = trunc i32 %v297 to i16
  %t84 = zext i16 %v298 to i32
  %t85 = shl i32 %t84, 16
  %v300 = bitcast i32 %t85 to float
  %v302 = lshr i32 %v255, 16
  %v303 = trunc i32 %v302 to i16
  %t86 = zext i16 %v303 to i32
  %t87 = shl i32 %t86, 16
  %v305 = bitcast i32 %t87 to float
  %v306 = fadd float %v300, %v305
  %v308 = lshr i32 %v256, 16
  %v309 = trunc i32 %v308 to i16
  %t88 = zext i16 %v309 to i32
  %t89 = shl i32 %t88, 16
  %v311 = bitcast i32 %t89 to float
  %v312 = fadd float %v306, %v311
  %v314 = lshr i32 %v257, 16
  %v315 = trunc i32 %v314 to i16
  %t90 = zext i16 %v315 to i32
  %t91 = shl i32 %t90, 16
  %v317 = bitcast i32 %t91 to float
  %v318 = fadd float %v312, %v317
  %v320 = lshr i32 %v258, 16
  %v321 = trunc i32 %v320 to i16
  %t92 = zext i16 %v321 to i32
  %t93 = shl i32 %t92, 16
  %v323 = bitcast i32 %t93 to float
  %v324 = fadd float %v318, %v323
  %v326 = lshr i32 %v259, 16
  %v327 = trunc i32 %v326 to i16
  %t94 = zext i16 %v327 to i32
  %t95 = shl i32 %t94, 16
  %v329 = bitcast i32 %t95 to float
  %v330 = fadd float %v324, %v329
  %v332 = lshr i32 %v260, 16
  %v333 = trunc i32 %v332 to i16
  %t96 = zext i16 %v333 to i32
  %t97 = shl i32 %t96, 16
  %v335 = bitcast i32 %t97 to float
  %v336 = fadd float %v330, %v335
  %v338 = lshr i32 %v261, 16
  %v339 = trunc i32 %v338 to i16
  %t98 = zext i16 %v339 to i32
  %t99 = shl i32 %t98, 16
  %v341 = bitcast i32 %t99 to float
  %v342 = fadd float %v336, %v341
  %t100 = bitcast float %v342 to i32
  %t101 = fcmp uno float %v342, 0.000000e+00
  %t102 = lshr i32 %t100, 16
  %t103 = and i32 %t102, 1
  %t104 = add i32 %t103, 32767
  %t105 = add i32 %t100, %t104
  %t106 = lshr i32 %t105, 16
  %t107 = or i32 %t102, 64
  %t108 = trunc i32 %t106 to i16
  %t109 = trunc i32 %t107 to i16
  %v343 = select i1 %t101, i16 %t109, i16 %t108
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
  %t110 = zext i16 %v358 to i32
  %t111 = shl i32 %t110, 16
  %v360 = bitcast i32 %t111 to float
  %v361 = trunc i32 %v351 to i16
  %t112 = zext i16 %v361 to i32
  %t113 = shl i32 %t112, 16
  %v363 = bitcast i32 %t113 to float
  %v364 = fadd float %v360, %v363
  %v365 = trunc i32 %v352 to i16
  %t114 = zext i16 %v365 to i32
  %t115 = shl i32 %t114, 16
  %v367 = bitcast i32 %t115 to float
  %v368 = fadd float %v364, %v367
  %v369 = trunc i32 %v353 to i16
  %t116 = zext i16 %v369 to i32
  %t117 = shl i32 %t116, 16
  %v371 = bitcast i32 %t117 to float
  %v372 = fadd float %v368, %v371
  %v373 = trunc i32 %v354 to i16
  %t118 = zext i16 %v373 to i32
  %t119 = shl i32 %t118, 16
  %v375 = bitcast i32 %t119 to float
  %v376 = fadd float %v372, %v375
  %v377 = trunc i32 %v355 to i16
  %t120 = zext i16 %v377 to i32
  %t121 = shl i32 %t120, 16
  %v379 = bitcast i32 %t121 to float
  %v380 = fadd float %v376, %v379
  %v381 = trunc i32 %v356 to i16
  %t122 = zext i16 %v381 to i32
  %t123 = shl i32 %t122, 16
  %v383 = bitcast i32 %t123 to float
  %v384 = fadd float %v380, %v383
  %v385 = trunc i32 %v357 to i16
  %t124 = zext i16 %v385 to i32
  %t125 = shl i32 %t124, 16
  %v387 = bitcast i32 %t125 to float
  %v388 = fadd float %v384, %v387
  %t126 = bitcast float %v388 to i32
  %t127 = fcmp uno float %v388, 0.000000e+00
  %t128 = lshr i32 %t126, 16
  %t129 = and i32 %t128, 1
  %t130 = add i32 %t129, 32767
  %t131 = add i32 %t126, %t130
  %t132 = lshr i32 %t131, 16
  %t133 = or i32 %t128, 64
  %t134 = trunc i32 %t132 to i16
  %t135 = trunc i32 %t133 to i16
  %v389 = select i1 %t127, i16 %t135, i16 %t134
  %v391 = zext i16 %v389 to i32
  %v393 = lshr i32 %v350, 16
  %v394 = trunc i32 %v393 to i16
  %t136 = zext i16 %v394 to i32
  %t137 = shl i32 %t136, 16
  %v396 = bitcast i32 %t137 to float
  %v398 = lshr i32 %v351, 16
  %v399 = trunc i32 %v398 to i16
  %t138 = zext i16 %v399 to i32
  %t139 = shl i32 %t138, 16
  %v401 = bitcast i32 %t139 to float
  %v402 = fadd float %v396, %v401
  %v404 = lshr i32 %v352, 16
  %v405 = trunc i32 %v404 to i16
  %t140 = zext i16 %v405 to i32
  %t141 = shl i32 %t140, 16
  %v407 = bitcast i32 %t141 to float
  %v408 = fadd float %v402, %v407
  %v410 = lshr i32 %v353, 16
  %v411 = trunc i32 %v410 to i16
  %t142 = zext i16 %v411 to i32
  %t143 = shl i32 %t142, 16
  %v413 = bitcast i32 %t143 to float
  %v414 = fadd float %v408, %v413
  %v416 = lshr i32 %v354, 16
  %v417 = trunc i32 %v416 to i16
  %t144 = zext i16 %v417 to i32
  %t145 = shl i32 %t144, 16
  %v419 = bitcast i32 %t145 to float
  %v420 = fadd float %v414, %v419
  %v422 = lshr i32 %v355, 16
  %v423 = trunc i32 %v422 to i16
  %t146 = zext i16 %v423 to i32
  %t147 = shl i32 %t146, 16
  %v425 = bitcast i32 %t147 to float
  %v426 = fadd float %v420, %v425
  %v428 = lshr i32 %v356, 16
  %v429 = trunc i32 %v428 to i16
  %t148 = zext i16 %v429 to i32
  %t149 = shl i32 %t148, 16
  %v431 = bitcast i32 %t149 to float
  %v432 = fadd float %v426, %v431
  %v434 = lshr i32 %v357, 16
  %v435 = trunc i32 %v434 to i16
  %t150 = zext i16 %v435 to i32
  %t151 = shl i32 %t150, 16
  %v437 = bitcast i32 %t151 to float
  %v438 = fadd float %v432, %v437
  %t152 = bitcast float %v438 to i32
  %t153 = fcmp uno float %v438, 0.000000e+00
  %t154 = lshr i32 %t152, 16
  %t155 = and i32 %t154, 1
  %t156 = add i32 %t155, 32767
  %t157 = add i32 %t152, %t156
  %t158 = lshr i32 %t157, 16
  %t159 = or i32 %t154, 64
  %t160 = trunc i32 %t158 to i16
  %t161 = trunc i32 %t159 to i16
  %v439 = select i1 %t153, i16 %t161, i16 %t160
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
  %t162 = zext i16 %v454 to i32
  %t163 = shl i32 %t162, 16
  %v456 = bitcast i32 %t163 to float
  %v457 = trunc i32 %v447 to i16
  %t164 = zext i16 %v457 to i32
  %t165 = shl i32 %t164, 16
  %v459 = bitcast i32 %t165 to float
  %v460 = fadd float %v456, %v459
  %v461 = trunc i32 %v448 to i16
  %t166 = zext i16 %v461 to i32
  %t167 = shl i32 %t166, 16
  %v463 = bitcast i32 %t167 to float
  %v464 = fadd float %v460, %v463
  %v465 = trunc i32 %v449 to i16
  %t168 = zext i16 %v465 to i32
  %t169 = shl i32 %t168, 16
  %v467 = bitcast i32 %t169 to float
  %v468 = fadd float %v464, %v467
  %v469 = trunc i32 %v450 to i16
  %t170 = zext i16 %v469 to i32
  %t171 = shl i32 %t170, 16
  %v471 = bitcast i32 %t171 to float
  %v472 = fadd float %v468, %v471
  %v473 = trunc i32 %v451 to i16
  %t172 = zext i16 %v473 to i32
  %t173 = shl i32 %t172, 16
  %v475 = bitcast i32 %t173 to float
  %v476 = fadd float %v472, %v475
  %v477 = trunc i32 %v452 to i16
  %t174 = zext i16 %v477 to i32
  %t175 = shl i32 %t174, 16
  %v479 = bitcast i32 %t175 to float
  %v480 = fadd float %v476, %v479
  %v481 = trunc i32 %v453 to i16
  %t176 = zext i16 %v481 to i32
  %t177 = shl i32 %t176, 16
  %v483 = bitcast i32 %t177 to float
  %v484 = fadd float %v480, %v483
  %t178 = bitcast float %v484 to i32
  %t179 = fcmp uno float %v484, 0.000000e+00
  %t180 = lshr i32 %t178, 16
  %t181 = and i32 %t180, 1
  %t182 = add i32 %t181, 32767
  %t183 = add i32 %t178, %t182
  %t184 = lshr i32 %t183, 16
  %t185 = or i32 %t180, 64
  %t186 = trunc i32 %t184 to i16
  %t187 = trunc i32 %t185 to i16
  %v485 = select i1 %t179, i16 %t187, i16 %t186
  %v487 = zext i16 %v485 to i32
  %v489 = lshr i32 %v446, 16
  %v490 = trunc i32 %v489 to i16
  %t188 = zext i16 %v490 to i32
  %t189 = shl i32 %t188, 16
  %v492 = bitcast i32 %t189 to float
  %v494 = lshr i32 %v447, 16
  %v495 = trunc i32 %v494 to i16
  %t190 = zext i16 %v495 to i32
  %t191 = shl i32 %t190, 16
  %v497 = bitcast i32 %t191 to float
  %v498 = fadd float %v492, %v497
  %v500 = lshr i32 %v448, 16
  %v501 = trunc i32 %v500 to i16
  %t192 = zext i16 %v501 to i32
  %t193 = shl i32 %t192, 16
  %v503 = bitcast i32 %t193 to float
  %v504 = fadd float %v498, %v503
  %v506 = lshr i32 %v449, 16
  %v507 = trunc i32 %v506 to i16
  %t194 = zext i16 %v507 to i32
  %t195 = shl i32 %t194, 16
  %v509 = bitcast i32 %t195 to float
  %v510 = fadd float %v504, %v509
  %v512 = lshr i32 %v450, 16
  %v513 = trunc i32 %v512 to i16
  %t196 = zext i16 %v513 to i32
  %t197 = shl i32 %t196, 16
  %v515 = bitcast i32 %t197 to float
  %v516 = fadd float %v510, %v515
  %v518 = lshr i32 %v451, 16
  %v519 = trunc i32 %v518 to i16
  %t198 = zext i16 %v519 to i32
  %t199 = shl i32 %t198, 16
  %v521 = bitcast i32 %t199 to float
  %v522 = fadd float %v516, %v521
  %v524 = lshr i32 %v452, 16
  %v525 = trunc i32 %v524 to i16
  %t200 = zext i16 %v525 to i32
  %t201 = shl i32 %t200, 16
  %v527 = bitcast i32 %t201 to float
  %v528 = fadd float %v522, %v527
  %v530 = lshr i32 %v453, 16
  %v531 = trunc i32 %v530 to i16
  %t202 = zext i16 %v531 to i32
  %t203 = shl i32 %t202, 16
  %v533 = bitcast i32 %t203 to float
  %v534 = fadd float %v528, %v533
  %t204 = bitcast float %v534 to i32
  %t205 = fcmp uno float %v534, 0.000000e+00
  %t206 = lshr i32 %t204, 16
  %t207 = and i32 %t206, 1
  %t208 = add i32 %t207, 32767
  %t209 = add i32 %t204, %t208
  %t210 = lshr i32 %t209, 16
  %t211 = or i32 %t206, 64
  %t212 = trunc i32 %t210 to i16
  %t213 = trunc i32 %t211 to i16
  %v535 = select i1 %t205, i16 %t213, i16 %t212
  %v537 = zext i16 %v535 to i32
  %v539 = shl i32 %v537, 16
  %v540 = or i32 %v487, %v539
  %v541 = insertelement <4 x i32> %v445, i32 %v540, i32 3
  %v542 = getelementptr i8, ptr addrspace(1) %p3, i64 %v141
  store <4 x i32> %v541, ptr addrspace(1) %v542, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v136, 2
  br label %for5.head
for5.end:
  ; end: block barrier across 8 ranks
  %v545 = icmp ult i32 %v11, 8
  %v547 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v548 = mul i32 %v12, 8
  %v549 = add i32 %v548, %p1
  %v550 = zext i32 %v549 to i64
  %v551 = mul i64 %v550, 4
  %v552 = getelementptr i8, ptr addrspace(1) %v547, i64 %v551
  br i1 %v545, label %if6.then, label %if6.end
if6.then:
  %t214 = ptrtoint ptr addrspace(1) %v552 to i64
  %v554 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t214)
  br label %if6.end
if6.end:
  %phi9 = phi i32 [ %v554, %if6.then ], [ 0, %for5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v545, label %if7.then, label %if7.end
if7.then:
  %v555 = add i32 %p1, %v11
  %v556 = sub i32 %v555, 8
  %v557 = icmp uge i32 %v555, 8
  %v558 = select i1 %v557, i32 %v556, i32 %v555
  %v559 = add i32 %v548, %v558
  %v560 = zext i32 %v559 to i64
  %v561 = mul i64 %v560, 4
  %v564 = add i32 %phi9, 1
  %v566 = zext i32 %v558 to i64
  %v567 = mul i64 %v566, 8
  %v568 = getelementptr i8, ptr addrspace(1) %p0, i64 %v567
  %v569 = load i64, ptr addrspace(1) %v568, align 8
  %v570 = sub i64 %v569, %v17
  %v571 = getelementptr i8, ptr addrspace(1) %v552, i64 %v570
  %t215 = ptrtoint ptr addrspace(1) %v571 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t215, i32 %v564)
  %v572 = getelementptr i8, ptr addrspace(1) %v547, i64 %v561
  %v575 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi10 = phi i32 [ %phi7, %if7.then ], [ %phi14, %if9.end ]
  %phi11 = phi i32 [ %phi7, %if7.then ], [ %phi15, %if9.end ]
  %v578 = icmp eq i32 %phi11, 0
  br i1 %v578, label %while8.body, label %while8.end
while8.body:
  %t216 = ptrtoint ptr addrspace(1) %v572 to i64
  %v579 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t216)
  %v581 = sub i32 %v579, %v564
  %v582 = icmp sge i32 %v581, 0
  %v583 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v584 = sub i64 %v583, %v575
  %v585 = icmp ugt i64 %v584, %p6
  %t217 = ptrtoint ptr addrspace(1) %p5 to i64
  %v586 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t217)
  %v587 = icmp ne i32 %v586, 0
  %v588 = or i1 %v585, %v587
  br i1 %v582, label %if9.then, label %if9.else
if9.then:
  br label %if9.end
if9.else:
  br i1 %v588, label %if10.then, label %if10.end
if10.then:
  %t218 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t218, i32 1)
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
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
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
