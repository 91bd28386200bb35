; kernel cj_allreduce_rmsnorm_two_shot_sum_f16_nany_h1000_w4_v16_b128x64_t1x1000_g128_bar_full_gfx942: 128 threads per block, grid 128
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cj_smem = internal addrspace(3) global [16 x i8] undef, align 16

define amdgpu_kernel void @cj_allreduce_rmsnorm_two_shot_sum_f16_nany_h1000_w4_v16_b128x64_t1x1000_g128_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9, ptr addrspace(1) nocapture align 4 %p10, ptr addrspace(1) nocapture readonly align 4 %p11, float %p12) #0 {
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
  ; %p10: residual
  ; %p11: weight
  ; %p12: eps
  %v14 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v15 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v16 = zext i32 %p1 to i64
  %v18 = mul i64 %v16, 8
  %v19 = getelementptr i8, ptr addrspace(1) %p0, i64 %v18
  %v20 = load i64, ptr addrspace(1) %v19, align 8
  %v23 = mul i64 %p8, 2
  %v26 = zext i32 0 to i64
  %v27 = mul i64 %v26, 8
  %v28 = getelementptr i8, ptr addrspace(1) %p0, i64 %v27
  %v29 = load i64, ptr addrspace(1) %v28, align 8
  %v30 = sub i64 %v29, %v20
  %v31 = getelementptr i8, ptr addrspace(1) %p2, i64 %v30
  %v34 = zext i32 1 to i64
  %v35 = mul i64 %v34, 8
  %v36 = getelementptr i8, ptr addrspace(1) %p0, i64 %v35
  %v37 = load i64, ptr addrspace(1) %v36, align 8
  %v38 = sub i64 %v37, %v20
  %v39 = getelementptr i8, ptr addrspace(1) %p2, i64 %v38
  %v42 = zext i32 2 to i64
  %v43 = mul i64 %v42, 8
  %v44 = getelementptr i8, ptr addrspace(1) %p0, i64 %v43
  %v45 = load i64, ptr addrspace(1) %v44, align 8
  %v46 = sub i64 %v45, %v20
  %v47 = getelementptr i8, ptr addrspace(1) %p2, i64 %v46
  %v50 = zext i32 3 to i64
  %v51 = mul i64 %v50, 8
  %v52 = getelementptr i8, ptr addrspace(1) %p0, i64 %v51
  %v53 = load i64, ptr addrspace(1) %v52, align 8
  %v54 = sub i64 %v53, %v20
  %v55 = getelementptr i8, ptr addrspace(1) %p2, i64 %v54
  %v58 = zext i32 0 to i64
  %v59 = mul i64 %v58, 8
  %v60 = getelementptr i8, ptr addrspace(1) %p0, i64 %v59
  %v61 = load i64, ptr addrspace(1) %v60, align 8
  %v62 = sub i64 %v61, %v20
  %v63 = getelementptr i8, ptr addrspace(1) %p10, i64 %v62
  %v66 = zext i32 1 to i64
  %v67 = mul i64 %v66, 8
  %v68 = getelementptr i8, ptr addrspace(1) %p0, i64 %v67
  %v69 = load i64, ptr addrspace(1) %v68, align 8
  %v70 = sub i64 %v69, %v20
  %v71 = getelementptr i8, ptr addrspace(1) %p10, i64 %v70
  %v74 = zext i32 2 to i64
  %v75 = mul i64 %v74, 8
  %v76 = getelementptr i8, ptr addrspace(1) %p0, i64 %v75
  %v77 = load i64, ptr addrspace(1) %v76, align 8
  %v78 = sub i64 %v77, %v20
  %v79 = getelementptr i8, ptr addrspace(1) %p10, i64 %v78
  %v82 = zext i32 3 to i64
  %v83 = mul i64 %v82, 8
  %v84 = getelementptr i8, ptr addrspace(1) %p0, i64 %v83
  %v85 = load i64, ptr addrspace(1) %v84, align 8
  %v86 = sub i64 %v85, %v20
  %v87 = getelementptr i8, ptr addrspace(1) %p10, i64 %v86
  %v90 = zext i32 0 to i64
  %v91 = mul i64 %v90, 8
  %v92 = getelementptr i8, ptr addrspace(1) %p0, i64 %v91
  %v93 = load i64, ptr addrspace(1) %v92, align 8
  %v94 = sub i64 %v93, %v20
  %v95 = getelementptr i8, ptr addrspace(1) %p3, i64 %v94
  %v98 = zext i32 1 to i64
  %v99 = mul i64 %v98, 8
  %v100 = getelementptr i8, ptr addrspace(1) %p0, i64 %v99
  %v101 = load i64, ptr addrspace(1) %v100, align 8
  %v102 = sub i64 %v101, %v20
  %v103 = getelementptr i8, ptr addrspace(1) %p3, i64 %v102
  %v106 = zext i32 2 to i64
  %v107 = mul i64 %v106, 8
  %v108 = getelementptr i8, ptr addrspace(1) %p0, i64 %v107
  %v109 = load i64, ptr addrspace(1) %v108, align 8
  %v110 = sub i64 %v109, %v20
  %v111 = getelementptr i8, ptr addrspace(1) %p3, i64 %v110
  %v114 = zext i32 3 to i64
  %v115 = mul i64 %v114, 8
  %v116 = getelementptr i8, ptr addrspace(1) %p0, i64 %v115
  %v117 = load i64, ptr addrspace(1) %v116, align 8
  %v118 = sub i64 %v117, %v20
  %v119 = getelementptr i8, ptr addrspace(1) %p3, i64 %v118
  %v121 = mul i64 %p8, 2
  %v123 = udiv i64 %v121, 2000
  %v124 = zext i32 %p9 to i64
  %v125 = zext i32 %v15 to i64
  ; allreduce_rmsnorm two_shot: 4 ranks, rows of 2000 bytes, 1 accesses of 16 bytes per thread
  %v128 = add i64 %v123, 3
  %v129 = udiv i64 %v128, 4
  %v130 = zext i32 %p1 to i64
  %v131 = mul i64 %v130, %v129
  %v132 = call i64 @llvm.umin.i64(i64 %v131, i64 %v123)
  %v133 = add i64 %v132, %v129
  %v134 = call i64 @llvm.umin.i64(i64 %v133, i64 %v123)
  ; start: block barrier across 4 ranks
  %v137 = icmp ult i32 %v14, 4
  %v139 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v140 = mul i32 %v15, 4
  %v141 = add i32 %v140, %p1
  %v142 = zext i32 %v141 to i64
  %v143 = mul i64 %v142, 4
  %v144 = getelementptr i8, ptr addrspace(1) %v139, i64 %v143
  br i1 %v137, label %if0.then, label %if0.end
if0.then:
  %v146 = load atomic i32, ptr addrspace(1) %v144 syncscope("agent") monotonic, align 4
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v146, %if0.then ], [ 0, %entry ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v137, label %if1.then, label %if1.end
if1.then:
  %v147 = add i32 %p1, %v14
  %v148 = sub i32 %v147, 4
  %v149 = icmp uge i32 %v147, 4
  %v150 = select i1 %v149, i32 %v148, i32 %v147
  %v151 = add i32 %v140, %v150
  %v152 = zext i32 %v151 to i64
  %v153 = mul i64 %v152, 4
  %v156 = add i32 %phi0, 1
  %v158 = zext i32 %v150 to i64
  %v159 = mul i64 %v158, 8
  %v160 = getelementptr i8, ptr addrspace(1) %p0, i64 %v159
  %v161 = load i64, ptr addrspace(1) %v160, align 8
  %v162 = sub i64 %v161, %v20
  %v163 = getelementptr i8, ptr addrspace(1) %v144, i64 %v162
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v156, ptr addrspace(1) %v163 monotonic, align 4
  %v164 = getelementptr i8, ptr addrspace(1) %v139, i64 %v153
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v167 = mul i64 %t0, 10
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v170 = icmp eq i32 %phi2, 0
  br i1 %v170, label %while2.body, label %while2.end
while2.body:
  %v171 = load atomic i32, ptr addrspace(1) %v164 monotonic, align 4
  %v173 = sub i32 %v171, %v156
  %v174 = icmp sge i32 %v173, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v175 = mul i64 %t1, 10
  %v176 = sub i64 %v175, %v167
  %v177 = icmp ugt i64 %v176, %p6
  %v178 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v179 = icmp ne i32 %v178, 0
  %v180 = or i1 %v177, %v179
  br i1 %v174, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v180, label %if4.then, label %if4.end
if4.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
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
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v182 = add i64 %v132, %v125
  br label %for5.head
for5.head:
  %phi9 = phi float [ poison, %if1.end ], [ %phi11, %for5.latch ]
  %phi10 = phi <4 x i32> [ poison, %if1.end ], [ %phi12, %for5.latch ]
  %v183 = phi i64 [ %v182, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v183, %v134
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v185 = mul i64 %v183, 2000
  %v186 = zext i32 %v14 to i64
  %v189 = add i64 %v186, 0
  %v191 = icmp ult i64 %v189, 125
  %v193 = mul i64 %v189, 16
  %t2 = insertelement <4 x i32> poison, i32 0, i32 0
  %v195 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  br i1 %v191, label %if6.then, label %if6.end
if6.then:
  %v196 = add i64 %v185, %v193
  %v197 = getelementptr i8, ptr addrspace(1) %p10, i64 %v196
  %v198 = load <4 x i32>, ptr addrspace(1) %v197, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v31, i64 %v196
  %v200 = load <4 x i32>, ptr addrspace(1) %v199, align 16
  %v201 = getelementptr i8, ptr addrspace(1) %v39, i64 %v196
  %v202 = load <4 x i32>, ptr addrspace(1) %v201, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v47, i64 %v196
  %v204 = load <4 x i32>, ptr addrspace(1) %v203, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v55, i64 %v196
  %v206 = load <4 x i32>, ptr addrspace(1) %v205, align 16
  %v207 = extractelement <4 x i32> %v200, i32 0
  %v208 = trunc i32 %v207 to i16
  %v209 = bitcast i16 %v208 to half
  %v210 = fpext half %v209 to float
  %v211 = extractelement <4 x i32> %v202, i32 0
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = fadd float %v210, %v214
  %v216 = extractelement <4 x i32> %v204, i32 0
  %v217 = trunc i32 %v216 to i16
  %v218 = bitcast i16 %v217 to half
  %v219 = fpext half %v218 to float
  %v220 = fadd float %v215, %v219
  %v221 = extractelement <4 x i32> %v206, i32 0
  %v222 = trunc i32 %v221 to i16
  %v223 = bitcast i16 %v222 to half
  %v224 = fpext half %v223 to float
  %v225 = fadd float %v220, %v224
  %v226 = extractelement <4 x i32> %v200, i32 0
  %v228 = lshr i32 %v226, 16
  %v229 = trunc i32 %v228 to i16
  %v230 = bitcast i16 %v229 to half
  %v231 = fpext half %v230 to float
  %v232 = extractelement <4 x i32> %v202, i32 0
  %v234 = lshr i32 %v232, 16
  %v235 = trunc i32 %v234 to i16
  %v236 = bitcast i16 %v235 to half
  %v237 = fpext half %v236 to float
  %v238 = fadd float %v231, %v237
  %v239 = extractelement <4 x i32> %v204, i32 0
  %v241 = lshr i32 %v239, 16
  %v242 = trunc i32 %v241 to i16
  %v243 = bitcast i16 %v242 to half
  %v244 = fpext half %v243 to float
  %v245 = fadd float %v238, %v244
  %v246 = extractelement <4 x i32> %v206, i32 0
  %v248 = lshr i32 %v246, 16
  %v249 = trunc i32 %v248 to i16
  %v250 = bitcast i16 %v249 to half
  %v251 = fpext half %v250 to float
  %v252 = fadd float %v245, %v251
  %v253 = extractelement <4 x i32> %v200, i32 1
  %v254 = trunc i32 %v253 to i16
  %v255 = bitcast i16 %v254 to half
  %v256 = fpext half %v255 to float
  %v257 = extractelement <4 x i32> %v202, i32 1
  %v258 = trunc i32 %v257 to i16
  %v259 = bitcast i16 %v258 to half
  %v260 = fpext half %v259 to float
  %v261 = fadd float %v256, %v260
  %v262 = extractelement <4 x i32> %v204, i32 1
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = fadd float %v261, %v265
  %v267 = extractelement <4 x i32> %v206, i32 1
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast i16 %v268 to half
  %v270 = fpext half %v269 to float
  %v271 = fadd float %v266, %v270
  %v272 = extractelement <4 x i32> %v200, i32 1
  %v274 = lshr i32 %v272, 16
  %v275 = trunc i32 %v274 to i16
  %v276 = bitcast i16 %v275 to half
  %v277 = fpext half %v276 to float
  %v278 = extractelement <4 x i32> %v202, i32 1
  %v280 = lshr i32 %v278, 16
  %v281 = trunc i32 %v280 to i16
  %v282 = bitcast i16 %v281 to half
  %v283 = fpext half %v282 to float
  %v284 = fadd float %v277, %v283
  %v285 = extractelement <4 x i32> %v204, i32 1
  %v287 = lshr i32 %v285, 16
  %v288 = trunc i32 %v287 to i16
  %v289 = bitcast i16 %v288 to half
  %v290 = fpext half %v289 to float
  %v291 = fadd float %v284, %v290
  %v292 = extractelement <4 x i32> %v206, i32 1
  %v294 = lshr i32 %v292, 16
  %v295 = trunc i32 %v294 to i16
  %v296 = bitcast i16 %v295 to half
  %v297 = fpext half %v296 to float
  %v298 = fadd float %v291, %v297
  %v299 = extractelement <4 x i32> %v200, i32 2
  %v300 = trunc i32 %v299 to i16
  %v301 = bitcast i16 %v300 to half
  %v302 = fpext half %v301 to float
  %v303 = extractelement <4 x i32> %v202, i32 2
  %v304 = trunc i32 %v303 to i16
  %v305 = bitcast i16 %v304 to half
  %v306 = fpext half %v305 to float
  %v307 = fadd float %v302, %v306
  %v308 = extractelement <4 x i32> %v204, i32 2
  %v309 = trunc i32 %v308 to i16
  %v310 = bitcast i16 %v309 to half
  %v311 = fpext half %v310 to float
  %v312 = fadd float %v307, %v311
  %v313 = extractelement <4 x i32> %v206, i32 2
  %v314 = trunc i32 %v313 to i16
  %v315 = bitcast i16 %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = fadd float %v312, %v316
  %v318 = extractelement <4 x i32> %v200, i32 2
  %v320 = lshr i32 %v318, 16
  %v321 = trunc i32 %v320 to i16
  %v322 = bitcast i16 %v321 to half
  %v323 = fpext half %v322 to float
  %v324 = extractelement <4 x i32> %v202, i32 2
  %v326 = lshr i32 %v324, 16
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  %v330 = fadd float %v323, %v329
  %v331 = extractelement <4 x i32> %v204, i32 2
  %v333 = lshr i32 %v331, 16
  %v334 = trunc i32 %v333 to i16
  %v335 = bitcast i16 %v334 to half
  %v336 = fpext half %v335 to float
  %v337 = fadd float %v330, %v336
  %v338 = extractelement <4 x i32> %v206, i32 2
  %v340 = lshr i32 %v338, 16
  %v341 = trunc i32 %v340 to i16
  %v342 = bitcast i16 %v341 to half
  %v343 = fpext half %v342 to float
  %v344 = fadd float %v337, %v343
  %v345 = extractelement <4 x i32> %v200, i32 3
  %v346 = trunc i32 %v345 to i16
  %v347 = bitcast i16 %v346 to half
  %v348 = fpext half %v347 to float
  %v349 = extractelement <4 x i32> %v202, i32 3
  %v350 = trunc i32 %v349 to i16
  %v351 = bitcast i16 %v350 to half
  %v352 = fpext half %v351 to float
  %v353 = fadd float %v348, %v352
  %v354 = extractelement <4 x i32> %v204, i32 3
  %v355 = trunc i32 %v354 to i16
  %v356 = bitcast i16 %v355 to half
  %v357 = fpext half %v356 to float
  %v358 = fadd float %v353, %v357
  %v359 = extractelement <4 x i32> %v206, i32 3
  %v360 = trunc i32 %v359 to i16
  %v361 = bitcast i16 %v360 to half
  %v362 = fpext half %v361 to float
  %v363 = fadd float %v358, %v362
  %v364 = extractelement <4 x i32> %v200, i32 3
  %v366 = lshr i32 %v364, 16
  %v367 = trunc i32 %v366 to i16
  %v368 = bitcast i16 %v367 to half
  %v369 = fpext half %v368 to float
  %v370 = extractelement <4 x i32> %v202, i32 3
  %v372 = lshr i32 %v370, 16
  %v373 = trunc i32 %v372 to i16
  %v374 = bitcast i16 %v373 to half
  %v375 = fpext half %v374 to float
  %v376 = fadd float %v369, %v375
  %v377 = extractelement <4 x i32> %v204, i32 3
  %v379 = lshr i32 %v377, 16
  %v380 = trunc i32 %v379 to i16
  %v381 = bitcast i16 %v380 to half
  %v382 = fpext half %v381 to float
  %v383 = fadd float %v376, %v382
  %v384 = extractelement <4 x i32> %v206, i32 3
  %v386 = lshr i32 %v384, 16
  %v387 = trunc i32 %v386 to i16
  %v388 = bitcast i16 %v387 to half
  %v389 = fpext half %v388 to float
  %v390 = fadd float %v383, %v389
  %v391 = extractelement <4 x i32> %v198, i32 0
  %v392 = trunc i32 %v391 to i16
  %v393 = bitcast i16 %v392 to half
  %v394 = fpext half %v393 to float
  %v395 = fadd float %v394, %v225
  %v396 = extractelement <4 x i32> %v198, i32 0
  %v398 = lshr i32 %v396, 16
  %v399 = trunc i32 %v398 to i16
  %v400 = bitcast i16 %v399 to half
  %v401 = fpext half %v400 to float
  %v402 = fadd float %v401, %v252
  %v403 = extractelement <4 x i32> %v198, i32 1
  %v404 = trunc i32 %v403 to i16
  %v405 = bitcast i16 %v404 to half
  %v406 = fpext half %v405 to float
  %v407 = fadd float %v406, %v271
  %v408 = extractelement <4 x i32> %v198, i32 1
  %v410 = lshr i32 %v408, 16
  %v411 = trunc i32 %v410 to i16
  %v412 = bitcast i16 %v411 to half
  %v413 = fpext half %v412 to float
  %v414 = fadd float %v413, %v298
  %v415 = extractelement <4 x i32> %v198, i32 2
  %v416 = trunc i32 %v415 to i16
  %v417 = bitcast i16 %v416 to half
  %v418 = fpext half %v417 to float
  %v419 = fadd float %v418, %v317
  %v420 = extractelement <4 x i32> %v198, i32 2
  %v422 = lshr i32 %v420, 16
  %v423 = trunc i32 %v422 to i16
  %v424 = bitcast i16 %v423 to half
  %v425 = fpext half %v424 to float
  %v426 = fadd float %v425, %v344
  %v427 = extractelement <4 x i32> %v198, i32 3
  %v428 = trunc i32 %v427 to i16
  %v429 = bitcast i16 %v428 to half
  %v430 = fpext half %v429 to float
  %v431 = fadd float %v430, %v363
  %v432 = extractelement <4 x i32> %v198, i32 3
  %v434 = lshr i32 %v432, 16
  %v435 = trunc i32 %v434 to i16
  %v436 = bitcast i16 %v435 to half
  %v437 = fpext half %v436 to float
  %v438 = fadd float %v437, %v390
  %v439 = fptrunc float %v395 to half
  %v440 = bitcast half %v439 to i16
  %v441 = zext i16 %v440 to i32
  %v442 = fptrunc float %v402 to half
  %v443 = bitcast half %v442 to i16
  %v444 = zext i16 %v443 to i32
  %v446 = shl i32 %v444, 16
  %v447 = or i32 %v441, %v446
  %t3 = insertelement <4 x i32> poison, i32 %v447, i32 0
  %v448 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v449 = fptrunc float %v407 to half
  %v450 = bitcast half %v449 to i16
  %v451 = zext i16 %v450 to i32
  %v452 = fptrunc float %v414 to half
  %v453 = bitcast half %v452 to i16
  %v454 = zext i16 %v453 to i32
  %v456 = shl i32 %v454, 16
  %v457 = or i32 %v451, %v456
  %v458 = insertelement <4 x i32> %v448, i32 %v457, i32 1
  %v459 = fptrunc float %v419 to half
  %v460 = bitcast half %v459 to i16
  %v461 = zext i16 %v460 to i32
  %v462 = fptrunc float %v426 to half
  %v463 = bitcast half %v462 to i16
  %v464 = zext i16 %v463 to i32
  %v466 = shl i32 %v464, 16
  %v467 = or i32 %v461, %v466
  %v468 = insertelement <4 x i32> %v458, i32 %v467, i32 2
  %v469 = fptrunc float %v431 to half
  %v470 = bitcast half %v469 to i16
  %v471 = zext i16 %v470 to i32
  %v472 = fptrunc float %v438 to half
  %v473 = bitcast half %v472 to i16
  %v474 = zext i16 %v473 to i32
  %v476 = shl i32 %v474, 16
  %v477 = or i32 %v471, %v476
  %v478 = insertelement <4 x i32> %v468, i32 %v477, i32 3
  %v480 = extractelement <4 x i32> %v478, i32 0
  %v481 = trunc i32 %v480 to i16
  %v482 = bitcast i16 %v481 to half
  %v483 = fpext half %v482 to float
  %v484 = fmul float %v483, %v483
  %v485 = fadd float 0x0000000000000000, %v484
  %v486 = extractelement <4 x i32> %v478, i32 0
  %v488 = lshr i32 %v486, 16
  %v489 = trunc i32 %v488 to i16
  %v490 = bitcast i16 %v489 to half
  %v491 = fpext half %v490 to float
  %v492 = fmul float %v491, %v491
  %v493 = fadd float %v485, %v492
  %v494 = extractelement <4 x i32> %v478, i32 1
  %v495 = trunc i32 %v494 to i16
  %v496 = bitcast i16 %v495 to half
  %v497 = fpext half %v496 to float
  %v498 = fmul float %v497, %v497
  %v499 = fadd float %v493, %v498
  %v500 = extractelement <4 x i32> %v478, i32 1
  %v502 = lshr i32 %v500, 16
  %v503 = trunc i32 %v502 to i16
  %v504 = bitcast i16 %v503 to half
  %v505 = fpext half %v504 to float
  %v506 = fmul float %v505, %v505
  %v507 = fadd float %v499, %v506
  %v508 = extractelement <4 x i32> %v478, i32 2
  %v509 = trunc i32 %v508 to i16
  %v510 = bitcast i16 %v509 to half
  %v511 = fpext half %v510 to float
  %v512 = fmul float %v511, %v511
  %v513 = fadd float %v507, %v512
  %v514 = extractelement <4 x i32> %v478, i32 2
  %v516 = lshr i32 %v514, 16
  %v517 = trunc i32 %v516 to i16
  %v518 = bitcast i16 %v517 to half
  %v519 = fpext half %v518 to float
  %v520 = fmul float %v519, %v519
  %v521 = fadd float %v513, %v520
  %v522 = extractelement <4 x i32> %v478, i32 3
  %v523 = trunc i32 %v522 to i16
  %v524 = bitcast i16 %v523 to half
  %v525 = fpext half %v524 to float
  %v526 = fmul float %v525, %v525
  %v527 = fadd float %v521, %v526
  %v528 = extractelement <4 x i32> %v478, i32 3
  %v530 = lshr i32 %v528, 16
  %v531 = trunc i32 %v530 to i16
  %v532 = bitcast i16 %v531 to half
  %v533 = fpext half %v532 to float
  %v534 = fmul float %v533, %v533
  %v535 = fadd float %v527, %v534
  br label %if6.end
if6.end:
  %phi11 = phi float [ %v535, %if6.then ], [ 0x0000000000000000, %for5.body ]
  %phi12 = phi <4 x i32> [ %v478, %if6.then ], [ %v195, %for5.body ]
  ; block sum of f32: butterfly in each warp, then 2 warps in order
  %t4 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t5 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t4)
  %t6 = and i32 32, 63
  %t7 = xor i32 %t5, %t6
  %t8 = shl i32 %t7, 2
  %t9 = bitcast float %phi11 to i32
  %t10 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t8, i32 %t9)
  %v538 = bitcast i32 %t10 to float
  %v539 = fadd float %phi11, %v538
  %t11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t11)
  %t13 = and i32 16, 63
  %t14 = xor i32 %t12, %t13
  %t15 = shl i32 %t14, 2
  %t16 = bitcast float %v539 to i32
  %t17 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t15, i32 %t16)
  %v541 = bitcast i32 %t17 to float
  %v542 = fadd float %v539, %v541
  %t18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t19 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t18)
  %t20 = and i32 8, 63
  %t21 = xor i32 %t19, %t20
  %t22 = shl i32 %t21, 2
  %t23 = bitcast float %v542 to i32
  %t24 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t22, i32 %t23)
  %v544 = bitcast i32 %t24 to float
  %v545 = fadd float %v542, %v544
  %t25 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t26 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t25)
  %t27 = and i32 4, 63
  %t28 = xor i32 %t26, %t27
  %t29 = shl i32 %t28, 2
  %t30 = bitcast float %v545 to i32
  %t31 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t29, i32 %t30)
  %v547 = bitcast i32 %t31 to float
  %v548 = fadd float %v545, %v547
  %t32 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t33 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t32)
  %t34 = and i32 2, 63
  %t35 = xor i32 %t33, %t34
  %t36 = shl i32 %t35, 2
  %t37 = bitcast float %v548 to i32
  %t38 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t36, i32 %t37)
  %v550 = bitcast i32 %t38 to float
  %v551 = fadd float %v548, %v550
  %t39 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t40 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t39)
  %t41 = and i32 1, 63
  %t42 = xor i32 %t40, %t41
  %t43 = shl i32 %t42, 2
  %t44 = bitcast float %v551 to i32
  %t45 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t43, i32 %t44)
  %v553 = bitcast i32 %t45 to float
  %v554 = fadd float %v551, %v553
  %v555 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 0 ; reduce
  %v557 = and i32 %v14, 63
  %v559 = lshr i32 %v14, 6
  %v561 = icmp eq i32 %v557, 0
  br i1 %v561, label %if7.then, label %if7.end
if7.then:
  %v563 = shl i32 %v559, 2
  %v564 = getelementptr i8, ptr addrspace(3) %v555, i32 %v563
  store float %v554, ptr addrspace(3) %v564, align 4
  br label %if7.end
if7.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v565 = load float, ptr addrspace(3) %v555, align 4
  %v567 = getelementptr i8, ptr addrspace(3) %v555, i32 4
  %v568 = load float, ptr addrspace(3) %v567, align 4
  %v569 = fadd float %v565, %v568
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v571 = fdiv float %v569, 0x408F400000000000
  %v572 = fadd float %v571, %p12
  %v573 = call float @llvm.sqrt.f32(float %v572)
  %v575 = fdiv float 0x3FF0000000000000, %v573
  br i1 %v191, label %if8.then, label %if8.end
if8.then:
  %v576 = add i64 %v185, %v193
  %v578 = getelementptr i8, ptr addrspace(1) %p11, i64 %v193
  %v579 = load <4 x i32>, ptr addrspace(1) %v578, align 16
  %v580 = extractelement <4 x i32> %v579, i32 0
  %v581 = trunc i32 %v580 to i16
  %v582 = bitcast i16 %v581 to half
  %v583 = fpext half %v582 to float
  %v584 = extractelement <4 x i32> %phi12, i32 0
  %v585 = trunc i32 %v584 to i16
  %v586 = bitcast i16 %v585 to half
  %v587 = fpext half %v586 to float
  %v588 = fmul float %v587, %v575
  %v589 = fmul float %v588, %v583
  %v590 = extractelement <4 x i32> %v579, i32 0
  %v592 = lshr i32 %v590, 16
  %v593 = trunc i32 %v592 to i16
  %v594 = bitcast i16 %v593 to half
  %v595 = fpext half %v594 to float
  %v596 = extractelement <4 x i32> %phi12, i32 0
  %v598 = lshr i32 %v596, 16
  %v599 = trunc i32 %v598 to i16
  %v600 = bitcast i16 %v599 to half
  %v601 = fpext half %v600 to float
  %v602 = fmul float %v601, %v575
  %v603 = fmul float %v602, %v595
  %v604 = extractelement <4 x i32> %v579, i32 1
  %v605 = trunc i32 %v604 to i16
  %v606 = bitcast i16 %v605 to half
  %v607 = fpext half %v606 to float
  %v608 = extractelement <4 x i32> %phi12, i32 1
  %v609 = trunc i32 %v608 to i16
  %v610 = bitcast i16 %v609 to half
  %v611 = fpext half %v610 to float
  %v612 = fmul float %v611, %v575
  %v613 = fmul float %v612, %v607
  %v614 = extractelement <4 x i32> %v579, i32 1
  %v616 = lshr i32 %v614, 16
  %v617 = trunc i32 %v616 to i16
  %v618 = bitcast i16 %v617 to half
  %v619 = fpext half %v618 to float
  %v620 = extractelement <4 x i32> %phi12, i32 1
  %v622 = lshr i32 %v620, 16
  %v623 = trunc i32 %v622 to i16
  %v624 = bitcast i16 %v623 to half
  %v625 = fpext half %v624 to float
  %v626 = fmul float %v625, %v575
  %v627 = fmul float %v626, %v619
  %v628 = extractelement <4 x i32> %v579, i32 2
  %v629 = trunc i32 %v628 to i16
  %v630 = bitcast i16 %v629 to half
  %v631 = fpext half %v630 to float
  %v632 = extractelement <4 x i32> %phi12, i32 2
  %v633 = trunc i32 %v632 to i16
  %v634 = bitcast i16 %v633 to half
  %v635 = fpext half %v634 to float
  %v636 = fmul float %v635, %v575
  %v637 = fmul float %v636, %v631
  %v638 = extractelement <4 x i32> %v579, i32 2
  %v640 = lshr i32 %v638, 16
  %v641 = trunc i32 %v640 to i16
  %v642 = bitcast i16 %v641 to half
  %v643 = fpext half %v642 to float
  %v644 = extractelement <4 x i32> %phi12, i32 2
  %v646 = lshr i32 %v644, 16
  %v647 = trunc i32 %v646 to i16
  %v648 = bitcast i16 %v647 to half
  %v649 = fpext half %v648 to float
  %v650 = fmul float %v649, %v575
  %v651 = fmul float %v650, %v643
  %v652 = extractelement <4 x i32> %v579, i32 3
  %v653 = trunc i32 %v652 to i16
  %v654 = bitcast i16 %v653 to half
  %v655 = fpext half %v654 to float
  %v656 = extractelement <4 x i32> %phi12, i32 3
  %v657 = trunc i32 %v656 to i16
  %v658 = bitcast i16 %v657 to half
  %v659 = fpext half %v658 to float
  %v660 = fmul float %v659, %v575
  %v661 = fmul float %v660, %v655
  %v662 = extractelement <4 x i32> %v579, i32 3
  %v664 = lshr i32 %v662, 16
  %v665 = trunc i32 %v664 to i16
  %v666 = bitcast i16 %v665 to half
  %v667 = fpext half %v666 to float
  %v668 = extractelement <4 x i32> %phi12, i32 3
  %v670 = lshr i32 %v668, 16
  %v671 = trunc i32 %v670 to i16
  %v672 = bitcast i16 %v671 to half
  %v673 = fpext half %v672 to float
  %v674 = fmul float %v673, %v575
  %v675 = fmul float %v674, %v667
  %v676 = fptrunc float %v589 to half
  %v677 = bitcast half %v676 to i16
  %v678 = zext i16 %v677 to i32
  %v679 = fptrunc float %v603 to half
  %v680 = bitcast half %v679 to i16
  %v681 = zext i16 %v680 to i32
  %v683 = shl i32 %v681, 16
  %v684 = or i32 %v678, %v683
  %t46 = insertelement <4 x i32> poison, i32 %v684, i32 0
  %v685 = shufflevector <4 x i32> %t46, <4 x i32> poison, <4 x i32> zeroinitializer
  %v686 = fptrunc float %v613 to half
  %v687 = bitcast half %v686 to i16
  %v688 = zext i16 %v687 to i32
  %v689 = fptrunc float %v627 to half
  %v690 = bitcast half %v689 to i16
  %v691 = zext i16 %v690 to i32
  %v693 = shl i32 %v691, 16
  %v694 = or i32 %v688, %v693
  %v695 = insertelement <4 x i32> %v685, i32 %v694, i32 1
  %v696 = fptrunc float %v637 to half
  %v697 = bitcast half %v696 to i16
  %v698 = zext i16 %v697 to i32
  %v699 = fptrunc float %v651 to half
  %v700 = bitcast half %v699 to i16
  %v701 = zext i16 %v700 to i32
  %v703 = shl i32 %v701, 16
  %v704 = or i32 %v698, %v703
  %v705 = insertelement <4 x i32> %v695, i32 %v704, i32 2
  %v706 = fptrunc float %v661 to half
  %v707 = bitcast half %v706 to i16
  %v708 = zext i16 %v707 to i32
  %v709 = fptrunc float %v675 to half
  %v710 = bitcast half %v709 to i16
  %v711 = zext i16 %v710 to i32
  %v713 = shl i32 %v711, 16
  %v714 = or i32 %v708, %v713
  %v715 = insertelement <4 x i32> %v705, i32 %v714, i32 3
  %v716 = getelementptr i8, ptr addrspace(1) %v63, i64 %v576
  store <4 x i32> %phi12, ptr addrspace(1) %v716, align 16
  %v717 = getelementptr i8, ptr addrspace(1) %v95, i64 %v576
  store <4 x i32> %v715, ptr addrspace(1) %v717, align 16
  %v718 = getelementptr i8, ptr addrspace(1) %v71, i64 %v576
  store <4 x i32> %phi12, ptr addrspace(1) %v718, align 16
  %v719 = getelementptr i8, ptr addrspace(1) %v103, i64 %v576
  store <4 x i32> %v715, ptr addrspace(1) %v719, align 16
  %v720 = getelementptr i8, ptr addrspace(1) %v79, i64 %v576
  store <4 x i32> %phi12, ptr addrspace(1) %v720, align 16
  %v721 = getelementptr i8, ptr addrspace(1) %v111, i64 %v576
  store <4 x i32> %v715, ptr addrspace(1) %v721, align 16
  %v722 = getelementptr i8, ptr addrspace(1) %v87, i64 %v576
  store <4 x i32> %phi12, ptr addrspace(1) %v722, align 16
  %v723 = getelementptr i8, ptr addrspace(1) %v119, i64 %v576
  store <4 x i32> %v715, ptr addrspace(1) %v723, align 16
  br label %if8.end
if8.end:
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v183, %v124
  br label %for5.head
for5.end:
  ; end: block barrier across 4 ranks
  %v726 = icmp ult i32 %v14, 4
  %v728 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v729 = mul i32 %v15, 4
  %v730 = add i32 %v729, %p1
  %v731 = zext i32 %v730 to i64
  %v732 = mul i64 %v731, 4
  %v733 = getelementptr i8, ptr addrspace(1) %v728, i64 %v732
  br i1 %v726, label %if9.then, label %if9.end
if9.then:
  %v735 = load atomic i32, ptr addrspace(1) %v733 syncscope("agent") monotonic, align 4
  br label %if9.end
if9.end:
  %phi13 = phi i32 [ %v735, %if9.then ], [ 0, %for5.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v726, label %if10.then, label %if10.end
if10.then:
  %v736 = add i32 %p1, %v14
  %v737 = sub i32 %v736, 4
  %v738 = icmp uge i32 %v736, 4
  %v739 = select i1 %v738, i32 %v737, i32 %v736
  %v740 = add i32 %v729, %v739
  %v741 = zext i32 %v740 to i64
  %v742 = mul i64 %v741, 4
  %v745 = add i32 %phi13, 1
  %v747 = zext i32 %v739 to i64
  %v748 = mul i64 %v747, 8
  %v749 = getelementptr i8, ptr addrspace(1) %p0, i64 %v748
  %v750 = load i64, ptr addrspace(1) %v749, align 8
  %v751 = sub i64 %v750, %v20
  %v752 = getelementptr i8, ptr addrspace(1) %v733, i64 %v751
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v745, ptr addrspace(1) %v752 monotonic, align 4
  %v753 = getelementptr i8, ptr addrspace(1) %v728, i64 %v742
  %t47 = call i64 @llvm.amdgcn.s.memrealtime()
  %v756 = mul i64 %t47, 10
  br label %while11.cond
while11.cond:
  %phi14 = phi i32 [ %phi7, %if10.then ], [ %phi18, %if12.end ]
  %phi15 = phi i32 [ %phi7, %if10.then ], [ %phi19, %if12.end ]
  %v759 = icmp eq i32 %phi15, 0
  br i1 %v759, label %while11.body, label %while11.end
while11.body:
  %v760 = load atomic i32, ptr addrspace(1) %v753 monotonic, align 4
  %v762 = sub i32 %v760, %v745
  %v763 = icmp sge i32 %v762, 0
  %t48 = call i64 @llvm.amdgcn.s.memrealtime()
  %v764 = mul i64 %t48, 10
  %v765 = sub i64 %v764, %v756
  %v766 = icmp ugt i64 %v765, %p6
  %v767 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v768 = icmp ne i32 %v767, 0
  %v769 = or i1 %v766, %v768
  br i1 %v763, label %if12.then, label %if12.else
if12.then:
  br label %if12.end
if12.else:
  br i1 %v769, label %if13.then, label %if13.end
if13.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if13.end
if13.end:
  %phi16 = phi i32 [ 1, %if13.then ], [ %phi14, %if12.else ]
  %phi17 = phi i32 [ 1, %if13.then ], [ %phi15, %if12.else ]
  br label %if12.end
if12.end:
  %phi18 = phi i32 [ %phi14, %if12.then ], [ %phi16, %if13.end ]
  %phi19 = phi i32 [ 1, %if12.then ], [ %phi17, %if13.end ]
  br label %while11.cond
while11.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if10.end
if10.end:
  %phi20 = phi i32 [ %phi14, %while11.end ], [ %phi7, %if9.end ]
  %phi21 = phi i32 [ %phi15, %while11.end ], [ poison, %if9.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.umin.i64(i64, i64)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare float @llvm.sqrt.f32(float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 128}
