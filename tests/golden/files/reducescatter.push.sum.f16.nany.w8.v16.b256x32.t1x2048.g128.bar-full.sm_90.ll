; kernel cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v20 = mul i64 %p8, 2
  ; reducescatter push (relay): 8 ranks x n-dependent bytes, slices of n-dependent bytes per block
  %v23 = add i64 %v20, 127
  %v24 = udiv i64 %v23, 128
  br label %while0.cond
while0.cond:
  %phi0 = phi i64 [ 4096, %entry ], [ %v33, %while0.body ]
  %v28 = icmp ult i64 %phi0, 16384
  %v29 = icmp ult i64 %phi0, %v24
  %v30 = and i1 %v29, %v28
  br i1 %v30, label %while0.body, label %while0.end
while0.body:
  %v33 = mul i64 %phi0, 2
  br label %while0.cond
while0.end:
  %v35 = zext i32 %p9 to i64
  %v36 = mul i64 %v35, %phi0
  %v38 = sub i64 %v36, 1
  %v39 = add i64 %v20, %v38
  %v40 = udiv i64 %v39, %v36
  %v42 = zext i32 %v11 to i64
  %v43 = mul i64 %v42, 16
  %v45 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v47 = mul i32 %v12, 8
  %v48 = add i32 %v47, %p1
  %v49 = zext i32 %v48 to i64
  %v51 = mul i64 %v49, 4
  %v52 = getelementptr i8, ptr addrspace(1) %v45, i64 %v51
  %t0 = ptrtoint ptr addrspace(1) %v52 to i64
  %v53 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  %v55 = zext i32 %v12 to i64
  %v56 = mul i64 %v55, 16384
  %v57 = getelementptr i8, ptr addrspace(1) %p7, i64 %v56
  %v60 = add i32 %p1, 1
  %v61 = icmp uge i32 %v60, 8
  %v62 = sub i32 %v60, 8
  %v63 = select i1 %v61, i32 %v62, i32 %v60
  %v65 = getelementptr i8, ptr addrspace(1) %v57, i64 12582912
  %v67 = zext i32 %v63 to i64
  %v68 = mul i64 %v67, 8
  %v69 = getelementptr i8, ptr addrspace(1) %p0, i64 %v68
  %v70 = load i64, ptr addrspace(1) %v69, align 8
  %v71 = sub i64 %v70, %v17
  %v72 = getelementptr i8, ptr addrspace(1) %v65, i64 %v71
  %v73 = zext i32 %v63 to i64
  %v74 = mul i64 %v73, %v20
  %v75 = getelementptr i8, ptr addrspace(1) %p2, i64 %v74
  %v78 = add i32 %p1, 2
  %v79 = icmp uge i32 %v78, 8
  %v80 = sub i32 %v78, 8
  %v81 = select i1 %v79, i32 %v80, i32 %v78
  %v83 = getelementptr i8, ptr addrspace(1) %v57, i64 10485760
  %v85 = zext i32 %v81 to i64
  %v86 = mul i64 %v85, 8
  %v87 = getelementptr i8, ptr addrspace(1) %p0, i64 %v86
  %v88 = load i64, ptr addrspace(1) %v87, align 8
  %v89 = sub i64 %v88, %v17
  %v90 = getelementptr i8, ptr addrspace(1) %v83, i64 %v89
  %v91 = zext i32 %v81 to i64
  %v92 = mul i64 %v91, %v20
  %v93 = getelementptr i8, ptr addrspace(1) %p2, i64 %v92
  %v96 = add i32 %p1, 3
  %v97 = icmp uge i32 %v96, 8
  %v98 = sub i32 %v96, 8
  %v99 = select i1 %v97, i32 %v98, i32 %v96
  %v101 = getelementptr i8, ptr addrspace(1) %v57, i64 8388608
  %v103 = zext i32 %v99 to i64
  %v104 = mul i64 %v103, 8
  %v105 = getelementptr i8, ptr addrspace(1) %p0, i64 %v104
  %v106 = load i64, ptr addrspace(1) %v105, align 8
  %v107 = sub i64 %v106, %v17
  %v108 = getelementptr i8, ptr addrspace(1) %v101, i64 %v107
  %v109 = zext i32 %v99 to i64
  %v110 = mul i64 %v109, %v20
  %v111 = getelementptr i8, ptr addrspace(1) %p2, i64 %v110
  %v114 = add i32 %p1, 4
  %v115 = icmp uge i32 %v114, 8
  %v116 = sub i32 %v114, 8
  %v117 = select i1 %v115, i32 %v116, i32 %v114
  %v119 = getelementptr i8, ptr addrspace(1) %v57, i64 6291456
  %v121 = zext i32 %v117 to i64
  %v122 = mul i64 %v121, 8
  %v123 = getelementptr i8, ptr addrspace(1) %p0, i64 %v122
  %v124 = load i64, ptr addrspace(1) %v123, align 8
  %v125 = sub i64 %v124, %v17
  %v126 = getelementptr i8, ptr addrspace(1) %v119, i64 %v125
  %v127 = zext i32 %v117 to i64
  %v128 = mul i64 %v127, %v20
  %v129 = getelementptr i8, ptr addrspace(1) %p2, i64 %v128
  %v132 = add i32 %p1, 5
  %v133 = icmp uge i32 %v132, 8
  %v134 = sub i32 %v132, 8
  %v135 = select i1 %v133, i32 %v134, i32 %v132
  %v137 = getelementptr i8, ptr addrspace(1) %v57, i64 4194304
  %v139 = zext i32 %v135 to i64
  %v140 = mul i64 %v139, 8
  %v141 = getelementptr i8, ptr addrspace(1) %p0, i64 %v140
  %v142 = load i64, ptr addrspace(1) %v141, align 8
  %v143 = sub i64 %v142, %v17
  %v144 = getelementptr i8, ptr addrspace(1) %v137, i64 %v143
  %v145 = zext i32 %v135 to i64
  %v146 = mul i64 %v145, %v20
  %v147 = getelementptr i8, ptr addrspace(1) %p2, i64 %v146
  %v150 = add i32 %p1, 6
  %v151 = icmp uge i32 %v150, 8
  %v152 = sub i32 %v150, 8
  %v153 = select i1 %v151, i32 %v152, i32 %v150
  %v155 = getelementptr i8, ptr addrspace(1) %v57, i64 2097152
  %v157 = zext i32 %v153 to i64
  %v158 = mul i64 %v157, 8
  %v159 = getelementptr i8, ptr addrspace(1) %p0, i64 %v158
  %v160 = load i64, ptr addrspace(1) %v159, align 8
  %v161 = sub i64 %v160, %v17
  %v162 = getelementptr i8, ptr addrspace(1) %v155, i64 %v161
  %v163 = zext i32 %v153 to i64
  %v164 = mul i64 %v163, %v20
  %v165 = getelementptr i8, ptr addrspace(1) %p2, i64 %v164
  %v168 = add i32 %p1, 7
  %v169 = icmp uge i32 %v168, 8
  %v170 = sub i32 %v168, 8
  %v171 = select i1 %v169, i32 %v170, i32 %v168
  %v173 = getelementptr i8, ptr addrspace(1) %v57, i64 0
  %v175 = zext i32 %v171 to i64
  %v176 = mul i64 %v175, 8
  %v177 = getelementptr i8, ptr addrspace(1) %p0, i64 %v176
  %v178 = load i64, ptr addrspace(1) %v177, align 8
  %v179 = sub i64 %v178, %v17
  %v180 = getelementptr i8, ptr addrspace(1) %v173, i64 %v179
  %v181 = zext i32 %v171 to i64
  %v182 = mul i64 %v181, %v20
  %v183 = getelementptr i8, ptr addrspace(1) %p2, i64 %v182
  %v184 = zext i32 %p1 to i64
  %v185 = mul i64 %v184, %v20
  %v186 = getelementptr i8, ptr addrspace(1) %p2, i64 %v185
  %v188 = sub i32 7, %p1
  %v190 = icmp uge i32 %v188, 8
  %v192 = sub i32 %v188, 8
  %v193 = select i1 %v190, i32 %v192, i32 %v188
  %v195 = icmp eq i32 %p1, 0
  %v196 = zext i32 %v193 to i64
  %v198 = mul i64 %v196, 2097152
  %v199 = getelementptr i8, ptr addrspace(1) %v57, i64 %v198
  %v201 = sub i32 8, %p1
  %v203 = icmp uge i32 %v201, 8
  %v205 = sub i32 %v201, 8
  %v206 = select i1 %v203, i32 %v205, i32 %v201
  %v208 = icmp eq i32 %p1, 1
  %v209 = zext i32 %v206 to i64
  %v211 = mul i64 %v209, 2097152
  %v212 = getelementptr i8, ptr addrspace(1) %v57, i64 %v211
  %v214 = sub i32 9, %p1
  %v216 = icmp uge i32 %v214, 8
  %v218 = sub i32 %v214, 8
  %v219 = select i1 %v216, i32 %v218, i32 %v214
  %v221 = icmp eq i32 %p1, 2
  %v222 = zext i32 %v219 to i64
  %v224 = mul i64 %v222, 2097152
  %v225 = getelementptr i8, ptr addrspace(1) %v57, i64 %v224
  %v227 = sub i32 10, %p1
  %v229 = icmp uge i32 %v227, 8
  %v231 = sub i32 %v227, 8
  %v232 = select i1 %v229, i32 %v231, i32 %v227
  %v234 = icmp eq i32 %p1, 3
  %v235 = zext i32 %v232 to i64
  %v237 = mul i64 %v235, 2097152
  %v238 = getelementptr i8, ptr addrspace(1) %v57, i64 %v237
  %v240 = sub i32 11, %p1
  %v242 = icmp uge i32 %v240, 8
  %v244 = sub i32 %v240, 8
  %v245 = select i1 %v242, i32 %v244, i32 %v240
  %v247 = icmp eq i32 %p1, 4
  %v248 = zext i32 %v245 to i64
  %v250 = mul i64 %v248, 2097152
  %v251 = getelementptr i8, ptr addrspace(1) %v57, i64 %v250
  %v253 = sub i32 12, %p1
  %v255 = icmp uge i32 %v253, 8
  %v257 = sub i32 %v253, 8
  %v258 = select i1 %v255, i32 %v257, i32 %v253
  %v260 = icmp eq i32 %p1, 5
  %v261 = zext i32 %v258 to i64
  %v263 = mul i64 %v261, 2097152
  %v264 = getelementptr i8, ptr addrspace(1) %v57, i64 %v263
  %v266 = sub i32 13, %p1
  %v268 = icmp uge i32 %v266, 8
  %v270 = sub i32 %v266, 8
  %v271 = select i1 %v268, i32 %v270, i32 %v266
  %v273 = icmp eq i32 %p1, 6
  %v274 = zext i32 %v271 to i64
  %v276 = mul i64 %v274, 2097152
  %v277 = getelementptr i8, ptr addrspace(1) %v57, i64 %v276
  %v279 = sub i32 14, %p1
  %v281 = icmp uge i32 %v279, 8
  %v283 = sub i32 %v279, 8
  %v284 = select i1 %v281, i32 %v283, i32 %v279
  %v286 = icmp eq i32 %p1, 7
  %v287 = zext i32 %v284 to i64
  %v289 = mul i64 %v287, 2097152
  %v290 = getelementptr i8, ptr addrspace(1) %v57, i64 %v289
  %v294 = add i64 %v40, 2
  br label %for1.head
for1.head:
  %phi1 = phi i32 [ 0, %while0.end ], [ %phi48, %for1.latch ]
  %phi2 = phi i32 [ poison, %while0.end ], [ %phi32, %for1.latch ]
  %phi3 = phi i32 [ poison, %while0.end ], [ %phi33, %for1.latch ]
  %phi4 = phi i32 [ poison, %while0.end ], [ %phi34, %for1.latch ]
  %phi5 = phi i32 [ poison, %while0.end ], [ %phi35, %for1.latch ]
  %phi6 = phi i32 [ poison, %while0.end ], [ %phi36, %for1.latch ]
  %phi7 = phi i32 [ poison, %while0.end ], [ %phi37, %for1.latch ]
  %phi8 = phi i32 [ poison, %while0.end ], [ %phi38, %for1.latch ]
  %phi9 = phi i32 [ poison, %while0.end ], [ %phi39, %for1.latch ]
  %phi10 = phi i32 [ poison, %while0.end ], [ %phi49, %for1.latch ]
  %v296 = phi i64 [ 0, %while0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v296, %v294
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v297 = trunc i64 %v296 to i32
  %v298 = add i32 %v53, %v297
  %v299 = icmp ult i64 %v296, %v40
  ; round l: send slice l
  br i1 %v299, label %if2.then, label %if2.end
if2.then:
  %v300 = zext i32 %p9 to i64
  %v301 = zext i32 %v12 to i64
  %v302 = mul i64 %v296, %v300
  %v303 = add i64 %v302, %v301
  %v304 = mul i64 %v303, %phi0
  %v305 = call i64 @llvm.umax.i64(i64 %v20, i64 %v304)
  %v306 = sub i64 %v305, %v304
  %v307 = call i64 @llvm.umin.i64(i64 %v306, i64 %phi0)
  %v309 = and i32 %v298, 3
  %v311 = zext i32 %v309 to i64
  %v312 = mul i64 %v311, 14680064
  %v313 = getelementptr i8, ptr addrspace(1) %v75, i64 %v304
  %v314 = getelementptr i8, ptr addrspace(1) %v72, i64 %v312
  %v315 = trunc i64 %v307 to i32
  %v316 = trunc i64 %v43 to i32
  %v318 = udiv i32 %v315, 32768
  %v319 = mul i32 %v318, 32768
  br label %for3.head
for3.head:
  %v321 = phi i32 [ 0, %if2.then ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i32 %v321, %v319
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v322 = add i32 %v321, %v316
  %v323 = zext i32 %v322 to i64
  %v325 = add i32 %v322, 4096
  %v326 = zext i32 %v325 to i64
  %v328 = add i32 %v322, 8192
  %v329 = zext i32 %v328 to i64
  %v331 = add i32 %v322, 12288
  %v332 = zext i32 %v331 to i64
  %v334 = add i32 %v322, 16384
  %v335 = zext i32 %v334 to i64
  %v337 = add i32 %v322, 20480
  %v338 = zext i32 %v337 to i64
  %v340 = add i32 %v322, 24576
  %v341 = zext i32 %v340 to i64
  %v343 = add i32 %v322, 28672
  %v344 = zext i32 %v343 to i64
  %v345 = getelementptr i8, ptr addrspace(1) %v313, i64 %v323
  %v346 = load <4 x i32>, ptr addrspace(1) %v345, align 16
  %v347 = getelementptr i8, ptr addrspace(1) %v313, i64 %v326
  %v348 = load <4 x i32>, ptr addrspace(1) %v347, align 16
  %v349 = getelementptr i8, ptr addrspace(1) %v313, i64 %v329
  %v350 = load <4 x i32>, ptr addrspace(1) %v349, align 16
  %v351 = getelementptr i8, ptr addrspace(1) %v313, i64 %v332
  %v352 = load <4 x i32>, ptr addrspace(1) %v351, align 16
  %v353 = getelementptr i8, ptr addrspace(1) %v313, i64 %v335
  %v354 = load <4 x i32>, ptr addrspace(1) %v353, align 16
  %v355 = getelementptr i8, ptr addrspace(1) %v313, i64 %v338
  %v356 = load <4 x i32>, ptr addrspace(1) %v355, align 16
  %v357 = getelementptr i8, ptr addrspace(1) %v313, i64 %v341
  %v358 = load <4 x i32>, ptr addrspace(1) %v357, align 16
  %v359 = getelementptr i8, ptr addrspace(1) %v313, i64 %v344
  %v360 = load <4 x i32>, ptr addrspace(1) %v359, align 16
  %v361 = getelementptr i8, ptr addrspace(1) %v314, i64 %v323
  store <4 x i32> %v346, ptr addrspace(1) %v361, align 16
  %v362 = getelementptr i8, ptr addrspace(1) %v314, i64 %v326
  store <4 x i32> %v348, ptr addrspace(1) %v362, align 16
  %v363 = getelementptr i8, ptr addrspace(1) %v314, i64 %v329
  store <4 x i32> %v350, ptr addrspace(1) %v363, align 16
  %v364 = getelementptr i8, ptr addrspace(1) %v314, i64 %v332
  store <4 x i32> %v352, ptr addrspace(1) %v364, align 16
  %v365 = getelementptr i8, ptr addrspace(1) %v314, i64 %v335
  store <4 x i32> %v354, ptr addrspace(1) %v365, align 16
  %v366 = getelementptr i8, ptr addrspace(1) %v314, i64 %v338
  store <4 x i32> %v356, ptr addrspace(1) %v366, align 16
  %v367 = getelementptr i8, ptr addrspace(1) %v314, i64 %v341
  store <4 x i32> %v358, ptr addrspace(1) %v367, align 16
  %v368 = getelementptr i8, ptr addrspace(1) %v314, i64 %v344
  store <4 x i32> %v360, ptr addrspace(1) %v368, align 16
  br label %for3.latch
for3.latch:
  %for3.next = add i32 %v321, 32768
  br label %for3.head
for3.end:
  %v371 = sub i32 %v315, %v319
  %v372 = icmp uge i32 %v371, 16384
  br i1 %v372, label %if4.then, label %if4.end
if4.then:
  %v373 = add i32 %v319, %v316
  %v374 = zext i32 %v373 to i64
  %v376 = add i32 %v373, 4096
  %v377 = zext i32 %v376 to i64
  %v379 = add i32 %v373, 8192
  %v380 = zext i32 %v379 to i64
  %v382 = add i32 %v373, 12288
  %v383 = zext i32 %v382 to i64
  %v384 = getelementptr i8, ptr addrspace(1) %v313, i64 %v374
  %v385 = load <4 x i32>, ptr addrspace(1) %v384, align 16
  %v386 = getelementptr i8, ptr addrspace(1) %v313, i64 %v377
  %v387 = load <4 x i32>, ptr addrspace(1) %v386, align 16
  %v388 = getelementptr i8, ptr addrspace(1) %v313, i64 %v380
  %v389 = load <4 x i32>, ptr addrspace(1) %v388, align 16
  %v390 = getelementptr i8, ptr addrspace(1) %v313, i64 %v383
  %v391 = load <4 x i32>, ptr addrspace(1) %v390, align 16
  %v392 = getelementptr i8, ptr addrspace(1) %v314, i64 %v374
  store <4 x i32> %v385, ptr addrspace(1) %v392, align 16
  %v393 = getelementptr i8, ptr addrspace(1) %v314, i64 %v377
  store <4 x i32> %v387, ptr addrspace(1) %v393, align 16
  %v394 = getelementptr i8, ptr addrspace(1) %v314, i64 %v380
  store <4 x i32> %v389, ptr addrspace(1) %v394, align 16
  %v395 = getelementptr i8, ptr addrspace(1) %v314, i64 %v383
  store <4 x i32> %v391, ptr addrspace(1) %v395, align 16
  %v396 = add i32 %v319, 16384
  br label %if4.end
if4.end:
  %phi11 = phi i32 [ %v396, %if4.then ], [ %v319, %for3.end ]
  %v399 = sub i32 %v315, %phi11
  %v400 = icmp uge i32 %v399, 8192
  br i1 %v400, label %if5.then, label %if5.end
if5.then:
  %v401 = add i32 %phi11, %v316
  %v402 = zext i32 %v401 to i64
  %v404 = add i32 %v401, 4096
  %v405 = zext i32 %v404 to i64
  %v406 = getelementptr i8, ptr addrspace(1) %v313, i64 %v402
  %v407 = load <4 x i32>, ptr addrspace(1) %v406, align 16
  %v408 = getelementptr i8, ptr addrspace(1) %v313, i64 %v405
  %v409 = load <4 x i32>, ptr addrspace(1) %v408, align 16
  %v410 = getelementptr i8, ptr addrspace(1) %v314, i64 %v402
  store <4 x i32> %v407, ptr addrspace(1) %v410, align 16
  %v411 = getelementptr i8, ptr addrspace(1) %v314, i64 %v405
  store <4 x i32> %v409, ptr addrspace(1) %v411, align 16
  %v412 = add i32 %phi11, 8192
  br label %if5.end
if5.end:
  %phi12 = phi i32 [ %v412, %if5.then ], [ %phi11, %if4.end ]
  %v415 = sub i32 %v315, %phi12
  %v416 = icmp uge i32 %v415, 4096
  br i1 %v416, label %if6.then, label %if6.end
if6.then:
  %v417 = add i32 %phi12, %v316
  %v418 = zext i32 %v417 to i64
  %v419 = getelementptr i8, ptr addrspace(1) %v313, i64 %v418
  %v420 = load <4 x i32>, ptr addrspace(1) %v419, align 16
  %v421 = getelementptr i8, ptr addrspace(1) %v314, i64 %v418
  store <4 x i32> %v420, ptr addrspace(1) %v421, align 16
  %v422 = add i32 %phi12, 4096
  br label %if6.end
if6.end:
  %phi13 = phi i32 [ %v422, %if6.then ], [ %phi12, %if5.end ]
  %v425 = add i32 %phi13, %v316
  br label %for7.head
for7.head:
  %v426 = phi i32 [ %v425, %if6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i32 %v426, %v315
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v427 = zext i32 %v426 to i64
  %v428 = getelementptr i8, ptr addrspace(1) %v313, i64 %v427
  %v429 = load <4 x i32>, ptr addrspace(1) %v428, align 16
  %v430 = getelementptr i8, ptr addrspace(1) %v314, i64 %v427
  store <4 x i32> %v429, ptr addrspace(1) %v430, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i32 %v426, 4096
  br label %for7.head
for7.end:
  %v431 = getelementptr i8, ptr addrspace(1) %v93, i64 %v304
  %v432 = getelementptr i8, ptr addrspace(1) %v90, i64 %v312
  %v433 = trunc i64 %v307 to i32
  %v434 = trunc i64 %v43 to i32
  %v436 = udiv i32 %v433, 32768
  %v437 = mul i32 %v436, 32768
  br label %for8.head
for8.head:
  %v439 = phi i32 [ 0, %for7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v439, %v437
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v440 = add i32 %v439, %v434
  %v441 = zext i32 %v440 to i64
  %v443 = add i32 %v440, 4096
  %v444 = zext i32 %v443 to i64
  %v446 = add i32 %v440, 8192
  %v447 = zext i32 %v446 to i64
  %v449 = add i32 %v440, 12288
  %v450 = zext i32 %v449 to i64
  %v452 = add i32 %v440, 16384
  %v453 = zext i32 %v452 to i64
  %v455 = add i32 %v440, 20480
  %v456 = zext i32 %v455 to i64
  %v458 = add i32 %v440, 24576
  %v459 = zext i32 %v458 to i64
  %v461 = add i32 %v440, 28672
  %v462 = zext i32 %v461 to i64
  %v463 = getelementptr i8, ptr addrspace(1) %v431, i64 %v441
  %v464 = load <4 x i32>, ptr addrspace(1) %v463, align 16
  %v465 = getelementptr i8, ptr addrspace(1) %v431, i64 %v444
  %v466 = load <4 x i32>, ptr addrspace(1) %v465, align 16
  %v467 = getelementptr i8, ptr addrspace(1) %v431, i64 %v447
  %v468 = load <4 x i32>, ptr addrspace(1) %v467, align 16
  %v469 = getelementptr i8, ptr addrspace(1) %v431, i64 %v450
  %v470 = load <4 x i32>, ptr addrspace(1) %v469, align 16
  %v471 = getelementptr i8, ptr addrspace(1) %v431, i64 %v453
  %v472 = load <4 x i32>, ptr addrspace(1) %v471, align 16
  %v473 = getelementptr i8, ptr addrspace(1) %v431, i64 %v456
  %v474 = load <4 x i32>, ptr addrspace(1) %v473, align 16
  %v475 = getelementptr i8, ptr addrspace(1) %v431, i64 %v459
  %v476 = load <4 x i32>, ptr addrspace(1) %v475, align 16
  %v477 = getelementptr i8, ptr addrspace(1) %v431, i64 %v462
  %v478 = load <4 x i32>, ptr addrspace(1) %v477, align 16
  %v479 = getelementptr i8, ptr addrspace(1) %v432, i64 %v441
  store <4 x i32> %v464, ptr addrspace(1) %v479, align 16
  %v480 = getelementptr i8, ptr addrspace(1) %v432, i64 %v444
  store <4 x i32> %v466, ptr addrspace(1) %v480, align 16
  %v481 = getelementptr i8, ptr addrspace(1) %v432, i64 %v447
  store <4 x i32> %v468, ptr addrspace(1) %v481, align 16
  %v482 = getelementptr i8, ptr addrspace(1) %v432, i64 %v450
  store <4 x i32> %v470, ptr addrspace(1) %v482, align 16
  %v483 = getelementptr i8, ptr addrspace(1) %v432, i64 %v453
  store <4 x i32> %v472, ptr addrspace(1) %v483, align 16
  %v484 = getelementptr i8, ptr addrspace(1) %v432, i64 %v456
  store <4 x i32> %v474, ptr addrspace(1) %v484, align 16
  %v485 = getelementptr i8, ptr addrspace(1) %v432, i64 %v459
  store <4 x i32> %v476, ptr addrspace(1) %v485, align 16
  %v486 = getelementptr i8, ptr addrspace(1) %v432, i64 %v462
  store <4 x i32> %v478, ptr addrspace(1) %v486, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v439, 32768
  br label %for8.head
for8.end:
  %v489 = sub i32 %v433, %v437
  %v490 = icmp uge i32 %v489, 16384
  br i1 %v490, label %if9.then, label %if9.end
if9.then:
  %v491 = add i32 %v437, %v434
  %v492 = zext i32 %v491 to i64
  %v494 = add i32 %v491, 4096
  %v495 = zext i32 %v494 to i64
  %v497 = add i32 %v491, 8192
  %v498 = zext i32 %v497 to i64
  %v500 = add i32 %v491, 12288
  %v501 = zext i32 %v500 to i64
  %v502 = getelementptr i8, ptr addrspace(1) %v431, i64 %v492
  %v503 = load <4 x i32>, ptr addrspace(1) %v502, align 16
  %v504 = getelementptr i8, ptr addrspace(1) %v431, i64 %v495
  %v505 = load <4 x i32>, ptr addrspace(1) %v504, align 16
  %v506 = getelementptr i8, ptr addrspace(1) %v431, i64 %v498
  %v507 = load <4 x i32>, ptr addrspace(1) %v506, align 16
  %v508 = getelementptr i8, ptr addrspace(1) %v431, i64 %v501
  %v509 = load <4 x i32>, ptr addrspace(1) %v508, align 16
  %v510 = getelementptr i8, ptr addrspace(1) %v432, i64 %v492
  store <4 x i32> %v503, ptr addrspace(1) %v510, align 16
  %v511 = getelementptr i8, ptr addrspace(1) %v432, i64 %v495
  store <4 x i32> %v505, ptr addrspace(1) %v511, align 16
  %v512 = getelementptr i8, ptr addrspace(1) %v432, i64 %v498
  store <4 x i32> %v507, ptr addrspace(1) %v512, align 16
  %v513 = getelementptr i8, ptr addrspace(1) %v432, i64 %v501
  store <4 x i32> %v509, ptr addrspace(1) %v513, align 16
  %v514 = add i32 %v437, 16384
  br label %if9.end
if9.end:
  %phi14 = phi i32 [ %v514, %if9.then ], [ %v437, %for8.end ]
  %v517 = sub i32 %v433, %phi14
  %v518 = icmp uge i32 %v517, 8192
  br i1 %v518, label %if10.then, label %if10.end
if10.then:
  %v519 = add i32 %phi14, %v434
  %v520 = zext i32 %v519 to i64
  %v522 = add i32 %v519, 4096
  %v523 = zext i32 %v522 to i64
  %v524 = getelementptr i8, ptr addrspace(1) %v431, i64 %v520
  %v525 = load <4 x i32>, ptr addrspace(1) %v524, align 16
  %v526 = getelementptr i8, ptr addrspace(1) %v431, i64 %v523
  %v527 = load <4 x i32>, ptr addrspace(1) %v526, align 16
  %v528 = getelementptr i8, ptr addrspace(1) %v432, i64 %v520
  store <4 x i32> %v525, ptr addrspace(1) %v528, align 16
  %v529 = getelementptr i8, ptr addrspace(1) %v432, i64 %v523
  store <4 x i32> %v527, ptr addrspace(1) %v529, align 16
  %v530 = add i32 %phi14, 8192
  br label %if10.end
if10.end:
  %phi15 = phi i32 [ %v530, %if10.then ], [ %phi14, %if9.end ]
  %v533 = sub i32 %v433, %phi15
  %v534 = icmp uge i32 %v533, 4096
  br i1 %v534, label %if11.then, label %if11.end
if11.then:
  %v535 = add i32 %phi15, %v434
  %v536 = zext i32 %v535 to i64
  %v537 = getelementptr i8, ptr addrspace(1) %v431, i64 %v536
  %v538 = load <4 x i32>, ptr addrspace(1) %v537, align 16
  %v539 = getelementptr i8, ptr addrspace(1) %v432, i64 %v536
  store <4 x i32> %v538, ptr addrspace(1) %v539, align 16
  %v540 = add i32 %phi15, 4096
  br label %if11.end
if11.end:
  %phi16 = phi i32 [ %v540, %if11.then ], [ %phi15, %if10.end ]
  %v543 = add i32 %phi16, %v434
  br label %for12.head
for12.head:
  %v544 = phi i32 [ %v543, %if11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i32 %v544, %v433
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v545 = zext i32 %v544 to i64
  %v546 = getelementptr i8, ptr addrspace(1) %v431, i64 %v545
  %v547 = load <4 x i32>, ptr addrspace(1) %v546, align 16
  %v548 = getelementptr i8, ptr addrspace(1) %v432, i64 %v545
  store <4 x i32> %v547, ptr addrspace(1) %v548, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i32 %v544, 4096
  br label %for12.head
for12.end:
  %v549 = getelementptr i8, ptr addrspace(1) %v111, i64 %v304
  %v550 = getelementptr i8, ptr addrspace(1) %v108, i64 %v312
  %v551 = trunc i64 %v307 to i32
  %v552 = trunc i64 %v43 to i32
  %v554 = udiv i32 %v551, 32768
  %v555 = mul i32 %v554, 32768
  br label %for13.head
for13.head:
  %v557 = phi i32 [ 0, %for12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i32 %v557, %v555
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v558 = add i32 %v557, %v552
  %v559 = zext i32 %v558 to i64
  %v561 = add i32 %v558, 4096
  %v562 = zext i32 %v561 to i64
  %v564 = add i32 %v558, 8192
  %v565 = zext i32 %v564 to i64
  %v567 = add i32 %v558, 12288
  %v568 = zext i32 %v567 to i64
  %v570 = add i32 %v558, 16384
  %v571 = zext i32 %v570 to i64
  %v573 = add i32 %v558, 20480
  %v574 = zext i32 %v573 to i64
  %v576 = add i32 %v558, 24576
  %v577 = zext i32 %v576 to i64
  %v579 = add i32 %v558, 28672
  %v580 = zext i32 %v579 to i64
  %v581 = getelementptr i8, ptr addrspace(1) %v549, i64 %v559
  %v582 = load <4 x i32>, ptr addrspace(1) %v581, align 16
  %v583 = getelementptr i8, ptr addrspace(1) %v549, i64 %v562
  %v584 = load <4 x i32>, ptr addrspace(1) %v583, align 16
  %v585 = getelementptr i8, ptr addrspace(1) %v549, i64 %v565
  %v586 = load <4 x i32>, ptr addrspace(1) %v585, align 16
  %v587 = getelementptr i8, ptr addrspace(1) %v549, i64 %v568
  %v588 = load <4 x i32>, ptr addrspace(1) %v587, align 16
  %v589 = getelementptr i8, ptr addrspace(1) %v549, i64 %v571
  %v590 = load <4 x i32>, ptr addrspace(1) %v589, align 16
  %v591 = getelementptr i8, ptr addrspace(1) %v549, i64 %v574
  %v592 = load <4 x i32>, ptr addrspace(1) %v591, align 16
  %v593 = getelementptr i8, ptr addrspace(1) %v549, i64 %v577
  %v594 = load <4 x i32>, ptr addrspace(1) %v593, align 16
  %v595 = getelementptr i8, ptr addrspace(1) %v549, i64 %v580
  %v596 = load <4 x i32>, ptr addrspace(1) %v595, align 16
  %v597 = getelementptr i8, ptr addrspace(1) %v550, i64 %v559
  store <4 x i32> %v582, ptr addrspace(1) %v597, align 16
  %v598 = getelementptr i8, ptr addrspace(1) %v550, i64 %v562
  store <4 x i32> %v584, ptr addrspace(1) %v598, align 16
  %v599 = getelementptr i8, ptr addrspace(1) %v550, i64 %v565
  store <4 x i32> %v586, ptr addrspace(1) %v599, align 16
  %v600 = getelementptr i8, ptr addrspace(1) %v550, i64 %v568
  store <4 x i32> %v588, ptr addrspace(1) %v600, align 16
  %v601 = getelementptr i8, ptr addrspace(1) %v550, i64 %v571
  store <4 x i32> %v590, ptr addrspace(1) %v601, align 16
  %v602 = getelementptr i8, ptr addrspace(1) %v550, i64 %v574
  store <4 x i32> %v592, ptr addrspace(1) %v602, align 16
  %v603 = getelementptr i8, ptr addrspace(1) %v550, i64 %v577
  store <4 x i32> %v594, ptr addrspace(1) %v603, align 16
  %v604 = getelementptr i8, ptr addrspace(1) %v550, i64 %v580
  store <4 x i32> %v596, ptr addrspace(1) %v604, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i32 %v557, 32768
  br label %for13.head
for13.end:
  %v607 = sub i32 %v551, %v555
  %v608 = icmp uge i32 %v607, 16384
  br i1 %v608, label %if14.then, label %if14.end
if14.then:
  %v609 = add i32 %v555, %v552
  %v610 = zext i32 %v609 to i64
  %v612 = add i32 %v609, 4096
  %v613 = zext i32 %v612 to i64
  %v615 = add i32 %v609, 8192
  %v616 = zext i32 %v615 to i64
  %v618 = add i32 %v609, 12288
  %v619 = zext i32 %v618 to i64
  %v620 = getelementptr i8, ptr addrspace(1) %v549, i64 %v610
  %v621 = load <4 x i32>, ptr addrspace(1) %v620, align 16
  %v622 = getelementptr i8, ptr addrspace(1) %v549, i64 %v613
  %v623 = load <4 x i32>, ptr addrspace(1) %v622, align 16
  %v624 = getelementptr i8, ptr addrspace(1) %v549, i64 %v616
  %v625 = load <4 x i32>, ptr addrspace(1) %v624, align 16
  %v626 = getelementptr i8, ptr addrspace(1) %v549, i64 %v619
  %v627 = load <4 x i32>, ptr addrspace(1) %v626, align 16
  %v628 = getelementptr i8, ptr addrspace(1) %v550, i64 %v610
  store <4 x i32> %v621, ptr addrspace(1) %v628, align 16
  %v629 = getelementptr i8, ptr addrspace(1) %v550, i64 %v613
  store <4 x i32> %v623, ptr addrspace(1) %v629, align 16
  %v630 = getelementptr i8, ptr addrspace(1) %v550, i64 %v616
  store <4 x i32> %v625, ptr addrspace(1) %v630, align 16
  %v631 = getelementptr i8, ptr addrspace(1) %v550, i64 %v619
  store <4 x i32> %v627, ptr addrspace(1) %v631, align 16
  %v632 = add i32 %v555, 16384
  br label %if14.end
if14.end:
  %phi17 = phi i32 [ %v632, %if14.then ], [ %v555, %for13.end ]
  %v635 = sub i32 %v551, %phi17
  %v636 = icmp uge i32 %v635, 8192
  br i1 %v636, label %if15.then, label %if15.end
if15.then:
  %v637 = add i32 %phi17, %v552
  %v638 = zext i32 %v637 to i64
  %v640 = add i32 %v637, 4096
  %v641 = zext i32 %v640 to i64
  %v642 = getelementptr i8, ptr addrspace(1) %v549, i64 %v638
  %v643 = load <4 x i32>, ptr addrspace(1) %v642, align 16
  %v644 = getelementptr i8, ptr addrspace(1) %v549, i64 %v641
  %v645 = load <4 x i32>, ptr addrspace(1) %v644, align 16
  %v646 = getelementptr i8, ptr addrspace(1) %v550, i64 %v638
  store <4 x i32> %v643, ptr addrspace(1) %v646, align 16
  %v647 = getelementptr i8, ptr addrspace(1) %v550, i64 %v641
  store <4 x i32> %v645, ptr addrspace(1) %v647, align 16
  %v648 = add i32 %phi17, 8192
  br label %if15.end
if15.end:
  %phi18 = phi i32 [ %v648, %if15.then ], [ %phi17, %if14.end ]
  %v651 = sub i32 %v551, %phi18
  %v652 = icmp uge i32 %v651, 4096
  br i1 %v652, label %if16.then, label %if16.end
if16.then:
  %v653 = add i32 %phi18, %v552
  %v654 = zext i32 %v653 to i64
  %v655 = getelementptr i8, ptr addrspace(1) %v549, i64 %v654
  %v656 = load <4 x i32>, ptr addrspace(1) %v655, align 16
  %v657 = getelementptr i8, ptr addrspace(1) %v550, i64 %v654
  store <4 x i32> %v656, ptr addrspace(1) %v657, align 16
  %v658 = add i32 %phi18, 4096
  br label %if16.end
if16.end:
  %phi19 = phi i32 [ %v658, %if16.then ], [ %phi18, %if15.end ]
  %v661 = add i32 %phi19, %v552
  br label %for17.head
for17.head:
  %v662 = phi i32 [ %v661, %if16.end ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i32 %v662, %v551
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v663 = zext i32 %v662 to i64
  %v664 = getelementptr i8, ptr addrspace(1) %v549, i64 %v663
  %v665 = load <4 x i32>, ptr addrspace(1) %v664, align 16
  %v666 = getelementptr i8, ptr addrspace(1) %v550, i64 %v663
  store <4 x i32> %v665, ptr addrspace(1) %v666, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i32 %v662, 4096
  br label %for17.head
for17.end:
  %v667 = getelementptr i8, ptr addrspace(1) %v129, i64 %v304
  %v668 = getelementptr i8, ptr addrspace(1) %v126, i64 %v312
  %v669 = trunc i64 %v307 to i32
  %v670 = trunc i64 %v43 to i32
  %v672 = udiv i32 %v669, 32768
  %v673 = mul i32 %v672, 32768
  br label %for18.head
for18.head:
  %v675 = phi i32 [ 0, %for17.end ], [ %for18.next, %for18.latch ]
  %for18.cond = icmp ult i32 %v675, %v673
  br i1 %for18.cond, label %for18.body, label %for18.end
for18.body:
  %v676 = add i32 %v675, %v670
  %v677 = zext i32 %v676 to i64
  %v679 = add i32 %v676, 4096
  %v680 = zext i32 %v679 to i64
  %v682 = add i32 %v676, 8192
  %v683 = zext i32 %v682 to i64
  %v685 = add i32 %v676, 12288
  %v686 = zext i32 %v685 to i64
  %v688 = add i32 %v676, 16384
  %v689 = zext i32 %v688 to i64
  %v691 = add i32 %v676, 20480
  %v692 = zext i32 %v691 to i64
  %v694 = add i32 %v676, 24576
  %v695 = zext i32 %v694 to i64
  %v697 = add i32 %v676, 28672
  %v698 = zext i32 %v697 to i64
  %v699 = getelementptr i8, ptr addrspace(1) %v667, i64 %v677
  %v700 = load <4 x i32>, ptr addrspace(1) %v699, align 16
  %v701 = getelementptr i8, ptr addrspace(1) %v667, i64 %v680
  %v702 = load <4 x i32>, ptr addrspace(1) %v701, align 16
  %v703 = getelementptr i8, ptr addrspace(1) %v667, i64 %v683
  %v704 = load <4 x i32>, ptr addrspace(1) %v703, align 16
  %v705 = getelementptr i8, ptr addrspace(1) %v667, i64 %v686
  %v706 = load <4 x i32>, ptr addrspace(1) %v705, align 16
  %v707 = getelementptr i8, ptr addrspace(1) %v667, i64 %v689
  %v708 = load <4 x i32>, ptr addrspace(1) %v707, align 16
  %v709 = getelementptr i8, ptr addrspace(1) %v667, i64 %v692
  %v710 = load <4 x i32>, ptr addrspace(1) %v709, align 16
  %v711 = getelementptr i8, ptr addrspace(1) %v667, i64 %v695
  %v712 = load <4 x i32>, ptr addrspace(1) %v711, align 16
  %v713 = getelementptr i8, ptr addrspace(1) %v667, i64 %v698
  %v714 = load <4 x i32>, ptr addrspace(1) %v713, align 16
  %v715 = getelementptr i8, ptr addrspace(1) %v668, i64 %v677
  store <4 x i32> %v700, ptr addrspace(1) %v715, align 16
  %v716 = getelementptr i8, ptr addrspace(1) %v668, i64 %v680
  store <4 x i32> %v702, ptr addrspace(1) %v716, align 16
  %v717 = getelementptr i8, ptr addrspace(1) %v668, i64 %v683
  store <4 x i32> %v704, ptr addrspace(1) %v717, align 16
  %v718 = getelementptr i8, ptr addrspace(1) %v668, i64 %v686
  store <4 x i32> %v706, ptr addrspace(1) %v718, align 16
  %v719 = getelementptr i8, ptr addrspace(1) %v668, i64 %v689
  store <4 x i32> %v708, ptr addrspace(1) %v719, align 16
  %v720 = getelementptr i8, ptr addrspace(1) %v668, i64 %v692
  store <4 x i32> %v710, ptr addrspace(1) %v720, align 16
  %v721 = getelementptr i8, ptr addrspace(1) %v668, i64 %v695
  store <4 x i32> %v712, ptr addrspace(1) %v721, align 16
  %v722 = getelementptr i8, ptr addrspace(1) %v668, i64 %v698
  store <4 x i32> %v714, ptr addrspace(1) %v722, align 16
  br label %for18.latch
for18.latch:
  %for18.next = add i32 %v675, 32768
  br label %for18.head
for18.end:
  %v725 = sub i32 %v669, %v673
  %v726 = icmp uge i32 %v725, 16384
  br i1 %v726, label %if19.then, label %if19.end
if19.then:
  %v727 = add i32 %v673, %v670
  %v728 = zext i32 %v727 to i64
  %v730 = add i32 %v727, 4096
  %v731 = zext i32 %v730 to i64
  %v733 = add i32 %v727, 8192
  %v734 = zext i32 %v733 to i64
  %v736 = add i32 %v727, 12288
  %v737 = zext i32 %v736 to i64
  %v738 = getelementptr i8, ptr addrspace(1) %v667, i64 %v728
  %v739 = load <4 x i32>, ptr addrspace(1) %v738, align 16
  %v740 = getelementptr i8, ptr addrspace(1) %v667, i64 %v731
  %v741 = load <4 x i32>, ptr addrspace(1) %v740, align 16
  %v742 = getelementptr i8, ptr addrspace(1) %v667, i64 %v734
  %v743 = load <4 x i32>, ptr addrspace(1) %v742, align 16
  %v744 = getelementptr i8, ptr addrspace(1) %v667, i64 %v737
  %v745 = load <4 x i32>, ptr addrspace(1) %v744, align 16
  %v746 = getelementptr i8, ptr addrspace(1) %v668, i64 %v728
  store <4 x i32> %v739, ptr addrspace(1) %v746, align 16
  %v747 = getelementptr i8, ptr addrspace(1) %v668, i64 %v731
  store <4 x i32> %v741, ptr addrspace(1) %v747, align 16
  %v748 = getelementptr i8, ptr addrspace(1) %v668, i64 %v734
  store <4 x i32> %v743, ptr addrspace(1) %v748, align 16
  %v749 = getelementptr i8, ptr addrspace(1) %v668, i64 %v737
  store <4 x i32> %v745, ptr addrspace(1) %v749, align 16
  %v750 = add i32 %v673, 16384
  br label %if19.end
if19.end:
  %phi20 = phi i32 [ %v750, %if19.then ], [ %v673, %for18.end ]
  %v753 = sub i32 %v669, %phi20
  %v754 = icmp uge i32 %v753, 8192
  br i1 %v754, label %if20.then, label %if20.end
if20.then:
  %v755 = add i32 %phi20, %v670
  %v756 = zext i32 %v755 to i64
  %v758 = add i32 %v755, 4096
  %v759 = zext i32 %v758 to i64
  %v760 = getelementptr i8, ptr addrspace(1) %v667, i64 %v756
  %v761 = load <4 x i32>, ptr addrspace(1) %v760, align 16
  %v762 = getelementptr i8, ptr addrspace(1) %v667, i64 %v759
  %v763 = load <4 x i32>, ptr addrspace(1) %v762, align 16
  %v764 = getelementptr i8, ptr addrspace(1) %v668, i64 %v756
  store <4 x i32> %v761, ptr addrspace(1) %v764, align 16
  %v765 = getelementptr i8, ptr addrspace(1) %v668, i64 %v759
  store <4 x i32> %v763, ptr addrspace(1) %v765, align 16
  %v766 = add i32 %phi20, 8192
  br label %if20.end
if20.end:
  %phi21 = phi i32 [ %v766, %if20.then ], [ %phi20, %if19.end ]
  %v769 = sub i32 %v669, %phi21
  %v770 = icmp uge i32 %v769, 4096
  br i1 %v770, label %if21.then, label %if21.end
if21.then:
  %v771 = add i32 %phi21, %v670
  %v772 = zext i32 %v771 to i64
  %v773 = getelementptr i8, ptr addrspace(1) %v667, i64 %v772
  %v774 = load <4 x i32>, ptr addrspace(1) %v773, align 16
  %v775 = getelementptr i8, ptr addrspace(1) %v668, i64 %v772
  store <4 x i32> %v774, ptr addrspace(1) %v775, align 16
  %v776 = add i32 %phi21, 4096
  br label %if21.end
if21.end:
  %phi22 = phi i32 [ %v776, %if21.then ], [ %phi21, %if20.end ]
  %v779 = add i32 %phi22, %v670
  br label %for22.head
for22.head:
  %v780 = phi i32 [ %v779, %if21.end ], [ %for22.next, %for22.latch ]
  %for22.cond = icmp ult i32 %v780, %v669
  br i1 %for22.cond, label %for22.body, label %for22.end
for22.body:
  %v781 = zext i32 %v780 to i64
  %v782 = getelementptr i8, ptr addrspace(1) %v667, i64 %v781
  %v783 = load <4 x i32>, ptr addrspace(1) %v782, align 16
  %v784 = getelementptr i8, ptr addrspace(1) %v668, i64 %v781
  store <4 x i32> %v783, ptr addrspace(1) %v784, align 16
  br label %for22.latch
for22.latch:
  %for22.next = add i32 %v780, 4096
  br label %for22.head
for22.end:
  %v785 = getelementptr i8, ptr addrspace(1) %v147, i64 %v304
  %v786 = getelementptr i8, ptr addrspace(1) %v144, i64 %v312
  %v787 = trunc i64 %v307 to i32
  %v788 = trunc i64 %v43 to i32
  %v790 = udiv i32 %v787, 32768
  %v791 = mul i32 %v790, 32768
  br label %for23.head
for23.head:
  %v793 = phi i32 [ 0, %for22.end ], [ %for23.next, %for23.latch ]
  %for23.cond = icmp ult i32 %v793, %v791
  br i1 %for23.cond, label %for23.body, label %for23.end
for23.body:
  %v794 = add i32 %v793, %v788
  %v795 = zext i32 %v794 to i64
  %v797 = add i32 %v794, 4096
  %v798 = zext i32 %v797 to i64
  %v800 = add i32 %v794, 8192
  %v801 = zext i32 %v800 to i64
  %v803 = add i32 %v794, 12288
  %v804 = zext i32 %v803 to i64
  %v806 = add i32 %v794, 16384
  %v807 = zext i32 %v806 to i64
  %v809 = add i32 %v794, 20480
  %v810 = zext i32 %v809 to i64
  %v812 = add i32 %v794, 24576
  %v813 = zext i32 %v812 to i64
  %v815 = add i32 %v794, 28672
  %v816 = zext i32 %v815 to i64
  %v817 = getelementptr i8, ptr addrspace(1) %v785, i64 %v795
  %v818 = load <4 x i32>, ptr addrspace(1) %v817, align 16
  %v819 = getelementptr i8, ptr addrspace(1) %v785, i64 %v798
  %v820 = load <4 x i32>, ptr addrspace(1) %v819, align 16
  %v821 = getelementptr i8, ptr addrspace(1) %v785, i64 %v801
  %v822 = load <4 x i32>, ptr addrspace(1) %v821, align 16
  %v823 = getelementptr i8, ptr addrspace(1) %v785, i64 %v804
  %v824 = load <4 x i32>, ptr addrspace(1) %v823, align 16
  %v825 = getelementptr i8, ptr addrspace(1) %v785, i64 %v807
  %v826 = load <4 x i32>, ptr addrspace(1) %v825, align 16
  %v827 = getelementptr i8, ptr addrspace(1) %v785, i64 %v810
  %v828 = load <4 x i32>, ptr addrspace(1) %v827, align 16
  %v829 = getelementptr i8, ptr addrspace(1) %v785, i64 %v813
  %v830 = load <4 x i32>, ptr addrspace(1) %v829, align 16
  %v831 = getelementptr i8, ptr addrspace(1) %v785, i64 %v816
  %v832 = load <4 x i32>, ptr addrspace(1) %v831, align 16
  %v833 = getelementptr i8, ptr addrspace(1) %v786, i64 %v795
  store <4 x i32> %v818, ptr addrspace(1) %v833, align 16
  %v834 = getelementptr i8, ptr addrspace(1) %v786, i64 %v798
  store <4 x i32> %v820, ptr addrspace(1) %v834, align 16
  %v835 = getelementptr i8, ptr addrspace(1) %v786, i64 %v801
  store <4 x i32> %v822, ptr addrspace(1) %v835, align 16
  %v836 = getelementptr i8, ptr addrspace(1) %v786, i64 %v804
  store <4 x i32> %v824, ptr addrspace(1) %v836, align 16
  %v837 = getelementptr i8, ptr addrspace(1) %v786, i64 %v807
  store <4 x i32> %v826, ptr addrspace(1) %v837, align 16
  %v838 = getelementptr i8, ptr addrspace(1) %v786, i64 %v810
  store <4 x i32> %v828, ptr addrspace(1) %v838, align 16
  %v839 = getelementptr i8, ptr addrspace(1) %v786, i64 %v813
  store <4 x i32> %v830, ptr addrspace(1) %v839, align 16
  %v840 = getelementptr i8, ptr addrspace(1) %v786, i64 %v816
  store <4 x i32> %v832, ptr addrspace(1) %v840, align 16
  br label %for23.latch
for23.latch:
  %for23.next = add i32 %v793, 32768
  br label %for23.head
for23.end:
  %v843 = sub i32 %v787, %v791
  %v844 = icmp uge i32 %v843, 16384
  br i1 %v844, label %if24.then, label %if24.end
if24.then:
  %v845 = add i32 %v791, %v788
  %v846 = zext i32 %v845 to i64
  %v848 = add i32 %v845, 4096
  %v849 = zext i32 %v848 to i64
  %v851 = add i32 %v845, 8192
  %v852 = zext i32 %v851 to i64
  %v854 = add i32 %v845, 12288
  %v855 = zext i32 %v854 to i64
  %v856 = getelementptr i8, ptr addrspace(1) %v785, i64 %v846
  %v857 = load <4 x i32>, ptr addrspace(1) %v856, align 16
  %v858 = getelementptr i8, ptr addrspace(1) %v785, i64 %v849
  %v859 = load <4 x i32>, ptr addrspace(1) %v858, align 16
  %v860 = getelementptr i8, ptr addrspace(1) %v785, i64 %v852
  %v861 = load <4 x i32>, ptr addrspace(1) %v860, align 16
  %v862 = getelementptr i8, ptr addrspace(1) %v785, i64 %v855
  %v863 = load <4 x i32>, ptr addrspace(1) %v862, align 16
  %v864 = getelementptr i8, ptr addrspace(1) %v786, i64 %v846
  store <4 x i32> %v857, ptr addrspace(1) %v864, align 16
  %v865 = getelementptr i8, ptr addrspace(1) %v786, i64 %v849
  store <4 x i32> %v859, ptr addrspace(1) %v865, align 16
  %v866 = getelementptr i8, ptr addrspace(1) %v786, i64 %v852
  store <4 x i32> %v861, ptr addrspace(1) %v866, align 16
  %v867 = getelementptr i8, ptr addrspace(1) %v786, i64 %v855
  store <4 x i32> %v863, ptr addrspace(1) %v867, align 16
  %v868 = add i32 %v791, 16384
  br label %if24.end
if24.end:
  %phi23 = phi i32 [ %v868, %if24.then ], [ %v791, %for23.end ]
  %v871 = sub i32 %v787, %phi23
  %v872 = icmp uge i32 %v871, 8192
  br i1 %v872, label %if25.then, label %if25.end
if25.then:
  %v873 = add i32 %phi23, %v788
  %v874 = zext i32 %v873 to i64
  %v876 = add i32 %v873, 4096
  %v877 = zext i32 %v876 to i64
  %v878 = getelementptr i8, ptr addrspace(1) %v785, i64 %v874
  %v879 = load <4 x i32>, ptr addrspace(1) %v878, align 16
  %v880 = getelementptr i8, ptr addrspace(1) %v785, i64 %v877
  %v881 = load <4 x i32>, ptr addrspace(1) %v880, align 16
  %v882 = getelementptr i8, ptr addrspace(1) %v786, i64 %v874
  store <4 x i32> %v879, ptr addrspace(1) %v882, align 16
  %v883 = getelementptr i8, ptr addrspace(1) %v786, i64 %v877
  store <4 x i32> %v881, ptr addrspace(1) %v883, align 16
  %v884 = add i32 %phi23, 8192
  br label %if25.end
if25.end:
  %phi24 = phi i32 [ %v884, %if25.then ], [ %phi23, %if24.end ]
  %v887 = sub i32 %v787, %phi24
  %v888 = icmp uge i32 %v887, 4096
  br i1 %v888, label %if26.then, label %if26.end
if26.then:
  %v889 = add i32 %phi24, %v788
  %v890 = zext i32 %v889 to i64
  %v891 = getelementptr i8, ptr addrspace(1) %v785, i64 %v890
  %v892 = load <4 x i32>, ptr addrspace(1) %v891, align 16
  %v893 = getelementptr i8, ptr addrspace(1) %v786, i64 %v890
  store <4 x i32> %v892, ptr addrspace(1) %v893, align 16
  %v894 = add i32 %phi24, 4096
  br label %if26.end
if26.end:
  %phi25 = phi i32 [ %v894, %if26.then ], [ %phi24, %if25.end ]
  %v897 = add i32 %phi25, %v788
  br label %for27.head
for27.head:
  %v898 = phi i32 [ %v897, %if26.end ], [ %for27.next, %for27.latch ]
  %for27.cond = icmp ult i32 %v898, %v787
  br i1 %for27.cond, label %for27.body, label %for27.end
for27.body:
  %v899 = zext i32 %v898 to i64
  %v900 = getelementptr i8, ptr addrspace(1) %v785, i64 %v899
  %v901 = load <4 x i32>, ptr addrspace(1) %v900, align 16
  %v902 = getelementptr i8, ptr addrspace(1) %v786, i64 %v899
  store <4 x i32> %v901, ptr addrspace(1) %v902, align 16
  br label %for27.latch
for27.latch:
  %for27.next = add i32 %v898, 4096
  br label %for27.head
for27.end:
  %v903 = getelementptr i8, ptr addrspace(1) %v165, i64 %v304
  %v904 = getelementptr i8, ptr addrspace(1) %v162, i64 %v312
  %v905 = trunc i64 %v307 to i32
  %v906 = trunc i64 %v43 to i32
  %v908 = udiv i32 %v905, 32768
  %v909 = mul i32 %v908, 32768
  br label %for28.head
for28.head:
  %v911 = phi i32 [ 0, %for27.end ], [ %for28.next, %for28.latch ]
  %for28.cond = icmp ult i32 %v911, %v909
  br i1 %for28.cond, label %for28.body, label %for28.end
for28.body:
  %v912 = add i32 %v911, %v906
  %v913 = zext i32 %v912 to i64
  %v915 = add i32 %v912, 4096
  %v916 = zext i32 %v915 to i64
  %v918 = add i32 %v912, 8192
  %v919 = zext i32 %v918 to i64
  %v921 = add i32 %v912, 12288
  %v922 = zext i32 %v921 to i64
  %v924 = add i32 %v912, 16384
  %v925 = zext i32 %v924 to i64
  %v927 = add i32 %v912, 20480
  %v928 = zext i32 %v927 to i64
  %v930 = add i32 %v912, 24576
  %v931 = zext i32 %v930 to i64
  %v933 = add i32 %v912, 28672
  %v934 = zext i32 %v933 to i64
  %v935 = getelementptr i8, ptr addrspace(1) %v903, i64 %v913
  %v936 = load <4 x i32>, ptr addrspace(1) %v935, align 16
  %v937 = getelementptr i8, ptr addrspace(1) %v903, i64 %v916
  %v938 = load <4 x i32>, ptr addrspace(1) %v937, align 16
  %v939 = getelementptr i8, ptr addrspace(1) %v903, i64 %v919
  %v940 = load <4 x i32>, ptr addrspace(1) %v939, align 16
  %v941 = getelementptr i8, ptr addrspace(1) %v903, i64 %v922
  %v942 = load <4 x i32>, ptr addrspace(1) %v941, align 16
  %v943 = getelementptr i8, ptr addrspace(1) %v903, i64 %v925
  %v944 = load <4 x i32>, ptr addrspace(1) %v943, align 16
  %v945 = getelementptr i8, ptr addrspace(1) %v903, i64 %v928
  %v946 = load <4 x i32>, ptr addrspace(1) %v945, align 16
  %v947 = getelementptr i8, ptr addrspace(1) %v903, i64 %v931
  %v948 = load <4 x i32>, ptr addrspace(1) %v947, align 16
  %v949 = getelementptr i8, ptr addrspace(1) %v903, i64 %v934
  %v950 = load <4 x i32>, ptr addrspace(1) %v949, align 16
  %v951 = getelementptr i8, ptr addrspace(1) %v904, i64 %v913
  store <4 x i32> %v936, ptr addrspace(1) %v951, align 16
  %v952 = getelementptr i8, ptr addrspace(1) %v904, i64 %v916
  store <4 x i32> %v938, ptr addrspace(1) %v952, align 16
  %v953 = getelementptr i8, ptr addrspace(1) %v904, i64 %v919
  store <4 x i32> %v940, ptr addrspace(1) %v953, align 16
  %v954 = getelementptr i8, ptr addrspace(1) %v904, i64 %v922
  store <4 x i32> %v942, ptr addrspace(1) %v954, align 16
  %v955 = getelementptr i8, ptr addrspace(1) %v904, i64 %v925
  store <4 x i32> %v944, ptr addrspace(1) %v955, align 16
  %v956 = getelementptr i8, ptr addrspace(1) %v904, i64 %v928
  store <4 x i32> %v946, ptr addrspace(1) %v956, align 16
  %v957 = getelementptr i8, ptr addrspace(1) %v904, i64 %v931
  store <4 x i32> %v948, ptr addrspace(1) %v957, align 16
  %v958 = getelementptr i8, ptr addrspace(1) %v904, i64 %v934
  store <4 x i32> %v950, ptr addrspace(1) %v958, align 16
  br label %for28.latch
for28.latch:
  %for28.next = add i32 %v911, 32768
  br label %for28.head
for28.end:
  %v961 = sub i32 %v905, %v909
  %v962 = icmp uge i32 %v961, 16384
  br i1 %v962, label %if29.then, label %if29.end
if29.then:
  %v963 = add i32 %v909, %v906
  %v964 = zext i32 %v963 to i64
  %v966 = add i32 %v963, 4096
  %v967 = zext i32 %v966 to i64
  %v969 = add i32 %v963, 8192
  %v970 = zext i32 %v969 to i64
  %v972 = add i32 %v963, 12288
  %v973 = zext i32 %v972 to i64
  %v974 = getelementptr i8, ptr addrspace(1) %v903, i64 %v964
  %v975 = load <4 x i32>, ptr addrspace(1) %v974, align 16
  %v976 = getelementptr i8, ptr addrspace(1) %v903, i64 %v967
  %v977 = load <4 x i32>, ptr addrspace(1) %v976, align 16
  %v978 = getelementptr i8, ptr addrspace(1) %v903, i64 %v970
  %v979 = load <4 x i32>, ptr addrspace(1) %v978, align 16
  %v980 = getelementptr i8, ptr addrspace(1) %v903, i64 %v973
  %v981 = load <4 x i32>, ptr addrspace(1) %v980, align 16
  %v982 = getelementptr i8, ptr addrspace(1) %v904, i64 %v964
  store <4 x i32> %v975, ptr addrspace(1) %v982, align 16
  %v983 = getelementptr i8, ptr addrspace(1) %v904, i64 %v967
  store <4 x i32> %v977, ptr addrspace(1) %v983, align 16
  %v984 = getelementptr i8, ptr addrspace(1) %v904, i64 %v970
  store <4 x i32> %v979, ptr addrspace(1) %v984, align 16
  %v985 = getelementptr i8, ptr addrspace(1) %v904, i64 %v973
  store <4 x i32> %v981, ptr addrspace(1) %v985, align 16
  %v986 = add i32 %v909, 16384
  br label %if29.end
if29.end:
  %phi26 = phi i32 [ %v986, %if29.then ], [ %v909, %for28.end ]
  %v989 = sub i32 %v905, %phi26
  %v990 = icmp uge i32 %v989, 8192
  br i1 %v990, label %if30.then, label %if30.end
if30.then:
  %v991 = add i32 %phi26, %v906
  %v992 = zext i32 %v991 to i64
  %v994 = add i32 %v991, 4096
  %v995 = zext i32 %v994 to i64
  %v996 = getelementptr i8, ptr addrspace(1) %v903, i64 %v992
  %v997 = load <4 x i32>, ptr addrspace(1) %v996, align 16
  %v998 = getelementptr i8, ptr addrspace(1) %v903, i64 %v995
  %v999 = load <4 x i32>, ptr addrspace(1) %v998, align 16
  %v1000 = getelementptr i8, ptr addrspace(1) %v904, i64 %v992
  store <4 x i32> %v997, ptr addrspace(1) %v1000, align 16
  %v1001 = getelementptr i8, ptr addrspace(1) %v904, i64 %v995
  store <4 x i32> %v999, ptr addrspace(1) %v1001, align 16
  %v1002 = add i32 %phi26, 8192
  br label %if30.end
if30.end:
  %phi27 = phi i32 [ %v1002, %if30.then ], [ %phi26, %if29.end ]
  %v1005 = sub i32 %v905, %phi27
  %v1006 = icmp uge i32 %v1005, 4096
  br i1 %v1006, label %if31.then, label %if31.end
if31.then:
  %v1007 = add i32 %phi27, %v906
  %v1008 = zext i32 %v1007 to i64
  %v1009 = getelementptr i8, ptr addrspace(1) %v903, i64 %v1008
  %v1010 = load <4 x i32>, ptr addrspace(1) %v1009, align 16
  %v1011 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1008
  store <4 x i32> %v1010, ptr addrspace(1) %v1011, align 16
  %v1012 = add i32 %phi27, 4096
  br label %if31.end
if31.end:
  %phi28 = phi i32 [ %v1012, %if31.then ], [ %phi27, %if30.end ]
  %v1015 = add i32 %phi28, %v906
  br label %for32.head
for32.head:
  %v1016 = phi i32 [ %v1015, %if31.end ], [ %for32.next, %for32.latch ]
  %for32.cond = icmp ult i32 %v1016, %v905
  br i1 %for32.cond, label %for32.body, label %for32.end
for32.body:
  %v1017 = zext i32 %v1016 to i64
  %v1018 = getelementptr i8, ptr addrspace(1) %v903, i64 %v1017
  %v1019 = load <4 x i32>, ptr addrspace(1) %v1018, align 16
  %v1020 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1017
  store <4 x i32> %v1019, ptr addrspace(1) %v1020, align 16
  br label %for32.latch
for32.latch:
  %for32.next = add i32 %v1016, 4096
  br label %for32.head
for32.end:
  %v1021 = getelementptr i8, ptr addrspace(1) %v183, i64 %v304
  %v1022 = getelementptr i8, ptr addrspace(1) %v180, i64 %v312
  %v1023 = trunc i64 %v307 to i32
  %v1024 = trunc i64 %v43 to i32
  %v1026 = udiv i32 %v1023, 32768
  %v1027 = mul i32 %v1026, 32768
  br label %for33.head
for33.head:
  %v1029 = phi i32 [ 0, %for32.end ], [ %for33.next, %for33.latch ]
  %for33.cond = icmp ult i32 %v1029, %v1027
  br i1 %for33.cond, label %for33.body, label %for33.end
for33.body:
  %v1030 = add i32 %v1029, %v1024
  %v1031 = zext i32 %v1030 to i64
  %v1033 = add i32 %v1030, 4096
  %v1034 = zext i32 %v1033 to i64
  %v1036 = add i32 %v1030, 8192
  %v1037 = zext i32 %v1036 to i64
  %v1039 = add i32 %v1030, 12288
  %v1040 = zext i32 %v1039 to i64
  %v1042 = add i32 %v1030, 16384
  %v1043 = zext i32 %v1042 to i64
  %v1045 = add i32 %v1030, 20480
  %v1046 = zext i32 %v1045 to i64
  %v1048 = add i32 %v1030, 24576
  %v1049 = zext i32 %v1048 to i64
  %v1051 = add i32 %v1030, 28672
  %v1052 = zext i32 %v1051 to i64
  %v1053 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1031
  %v1054 = load <4 x i32>, ptr addrspace(1) %v1053, align 16
  %v1055 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1034
  %v1056 = load <4 x i32>, ptr addrspace(1) %v1055, align 16
  %v1057 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1037
  %v1058 = load <4 x i32>, ptr addrspace(1) %v1057, align 16
  %v1059 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1040
  %v1060 = load <4 x i32>, ptr addrspace(1) %v1059, align 16
  %v1061 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1043
  %v1062 = load <4 x i32>, ptr addrspace(1) %v1061, align 16
  %v1063 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1046
  %v1064 = load <4 x i32>, ptr addrspace(1) %v1063, align 16
  %v1065 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1049
  %v1066 = load <4 x i32>, ptr addrspace(1) %v1065, align 16
  %v1067 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1052
  %v1068 = load <4 x i32>, ptr addrspace(1) %v1067, align 16
  %v1069 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1031
  store <4 x i32> %v1054, ptr addrspace(1) %v1069, align 16
  %v1070 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1034
  store <4 x i32> %v1056, ptr addrspace(1) %v1070, align 16
  %v1071 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1037
  store <4 x i32> %v1058, ptr addrspace(1) %v1071, align 16
  %v1072 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1040
  store <4 x i32> %v1060, ptr addrspace(1) %v1072, align 16
  %v1073 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1043
  store <4 x i32> %v1062, ptr addrspace(1) %v1073, align 16
  %v1074 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1046
  store <4 x i32> %v1064, ptr addrspace(1) %v1074, align 16
  %v1075 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1049
  store <4 x i32> %v1066, ptr addrspace(1) %v1075, align 16
  %v1076 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1052
  store <4 x i32> %v1068, ptr addrspace(1) %v1076, align 16
  br label %for33.latch
for33.latch:
  %for33.next = add i32 %v1029, 32768
  br label %for33.head
for33.end:
  %v1079 = sub i32 %v1023, %v1027
  %v1080 = icmp uge i32 %v1079, 16384
  br i1 %v1080, label %if34.then, label %if34.end
if34.then:
  %v1081 = add i32 %v1027, %v1024
  %v1082 = zext i32 %v1081 to i64
  %v1084 = add i32 %v1081, 4096
  %v1085 = zext i32 %v1084 to i64
  %v1087 = add i32 %v1081, 8192
  %v1088 = zext i32 %v1087 to i64
  %v1090 = add i32 %v1081, 12288
  %v1091 = zext i32 %v1090 to i64
  %v1092 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1082
  %v1093 = load <4 x i32>, ptr addrspace(1) %v1092, align 16
  %v1094 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1085
  %v1095 = load <4 x i32>, ptr addrspace(1) %v1094, align 16
  %v1096 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1088
  %v1097 = load <4 x i32>, ptr addrspace(1) %v1096, align 16
  %v1098 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1091
  %v1099 = load <4 x i32>, ptr addrspace(1) %v1098, align 16
  %v1100 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1082
  store <4 x i32> %v1093, ptr addrspace(1) %v1100, align 16
  %v1101 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1085
  store <4 x i32> %v1095, ptr addrspace(1) %v1101, align 16
  %v1102 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1088
  store <4 x i32> %v1097, ptr addrspace(1) %v1102, align 16
  %v1103 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1091
  store <4 x i32> %v1099, ptr addrspace(1) %v1103, align 16
  %v1104 = add i32 %v1027, 16384
  br label %if34.end
if34.end:
  %phi29 = phi i32 [ %v1104, %if34.then ], [ %v1027, %for33.end ]
  %v1107 = sub i32 %v1023, %phi29
  %v1108 = icmp uge i32 %v1107, 8192
  br i1 %v1108, label %if35.then, label %if35.end
if35.then:
  %v1109 = add i32 %phi29, %v1024
  %v1110 = zext i32 %v1109 to i64
  %v1112 = add i32 %v1109, 4096
  %v1113 = zext i32 %v1112 to i64
  %v1114 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1110
  %v1115 = load <4 x i32>, ptr addrspace(1) %v1114, align 16
  %v1116 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1113
  %v1117 = load <4 x i32>, ptr addrspace(1) %v1116, align 16
  %v1118 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1110
  store <4 x i32> %v1115, ptr addrspace(1) %v1118, align 16
  %v1119 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1113
  store <4 x i32> %v1117, ptr addrspace(1) %v1119, align 16
  %v1120 = add i32 %phi29, 8192
  br label %if35.end
if35.end:
  %phi30 = phi i32 [ %v1120, %if35.then ], [ %phi29, %if34.end ]
  %v1123 = sub i32 %v1023, %phi30
  %v1124 = icmp uge i32 %v1123, 4096
  br i1 %v1124, label %if36.then, label %if36.end
if36.then:
  %v1125 = add i32 %phi30, %v1024
  %v1126 = zext i32 %v1125 to i64
  %v1127 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1126
  %v1128 = load <4 x i32>, ptr addrspace(1) %v1127, align 16
  %v1129 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1126
  store <4 x i32> %v1128, ptr addrspace(1) %v1129, align 16
  %v1130 = add i32 %phi30, 4096
  br label %if36.end
if36.end:
  %phi31 = phi i32 [ %v1130, %if36.then ], [ %phi30, %if35.end ]
  %v1133 = add i32 %phi31, %v1024
  br label %for37.head
for37.head:
  %v1134 = phi i32 [ %v1133, %if36.end ], [ %for37.next, %for37.latch ]
  %for37.cond = icmp ult i32 %v1134, %v1023
  br i1 %for37.cond, label %for37.body, label %for37.end
for37.body:
  %v1135 = zext i32 %v1134 to i64
  %v1136 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1135
  %v1137 = load <4 x i32>, ptr addrspace(1) %v1136, align 16
  %v1138 = getelementptr i8, ptr addrspace(1) %v1022, i64 %v1135
  store <4 x i32> %v1137, ptr addrspace(1) %v1138, align 16
  br label %for37.latch
for37.latch:
  %for37.next = add i32 %v1134, 4096
  br label %for37.head
for37.end:
  br label %if2.end
if2.end:
  %phi32 = phi i32 [ %phi13, %for37.end ], [ %phi2, %for1.body ]
  %phi33 = phi i32 [ %phi16, %for37.end ], [ %phi3, %for1.body ]
  %phi34 = phi i32 [ %phi19, %for37.end ], [ %phi4, %for1.body ]
  %phi35 = phi i32 [ %phi22, %for37.end ], [ %phi5, %for1.body ]
  %phi36 = phi i32 [ %phi25, %for37.end ], [ %phi6, %for1.body ]
  %phi37 = phi i32 [ %phi28, %for37.end ], [ %phi7, %for1.body ]
  %phi38 = phi i32 [ %phi31, %for37.end ], [ %phi8, %for1.body ]
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v1140 = icmp uge i64 %v296, 2
  br i1 %v1140, label %if38.then, label %if38.end
if38.then:
  %v1142 = sub i64 %v296, 2
  %v1143 = zext i32 %p9 to i64
  %v1144 = zext i32 %v12 to i64
  %v1145 = mul i64 %v1142, %v1143
  %v1146 = add i64 %v1145, %v1144
  %v1147 = mul i64 %v1146, %phi0
  %v1148 = call i64 @llvm.umax.i64(i64 %v20, i64 %v1147)
  %v1149 = sub i64 %v1148, %v1147
  %v1150 = call i64 @llvm.umin.i64(i64 %v1149, i64 %phi0)
  %v1152 = sub i32 %v298, 2
  %v1154 = and i32 %v1152, 3
  %v1156 = zext i32 %v1154 to i64
  %v1157 = mul i64 %v1156, 14680064
  %v1158 = getelementptr i8, ptr addrspace(1) %v186, i64 %v1147
  %v1159 = getelementptr i8, ptr addrspace(1) %v199, i64 %v1157
  %v1160 = select i1 %v195, ptr addrspace(1) %v1158, ptr addrspace(1) %v1159
  %v1161 = getelementptr i8, ptr addrspace(1) %v212, i64 %v1157
  %v1162 = select i1 %v208, ptr addrspace(1) %v1158, ptr addrspace(1) %v1161
  %v1163 = getelementptr i8, ptr addrspace(1) %v225, i64 %v1157
  %v1164 = select i1 %v221, ptr addrspace(1) %v1158, ptr addrspace(1) %v1163
  %v1165 = getelementptr i8, ptr addrspace(1) %v238, i64 %v1157
  %v1166 = select i1 %v234, ptr addrspace(1) %v1158, ptr addrspace(1) %v1165
  %v1167 = getelementptr i8, ptr addrspace(1) %v251, i64 %v1157
  %v1168 = select i1 %v247, ptr addrspace(1) %v1158, ptr addrspace(1) %v1167
  %v1169 = getelementptr i8, ptr addrspace(1) %v264, i64 %v1157
  %v1170 = select i1 %v260, ptr addrspace(1) %v1158, ptr addrspace(1) %v1169
  %v1171 = getelementptr i8, ptr addrspace(1) %v277, i64 %v1157
  %v1172 = select i1 %v273, ptr addrspace(1) %v1158, ptr addrspace(1) %v1171
  %v1173 = getelementptr i8, ptr addrspace(1) %v290, i64 %v1157
  %v1174 = select i1 %v286, ptr addrspace(1) %v1158, ptr addrspace(1) %v1173
  %v1175 = getelementptr i8, ptr addrspace(1) %p3, i64 %v1147
  %v1176 = trunc i64 %v1150 to i32
  %v1177 = trunc i64 %v43 to i32
  %v1179 = udiv i32 %v1176, 4096
  %v1180 = mul i32 %v1179, 4096
  br label %for39.head
for39.head:
  %v1182 = phi i32 [ 0, %if38.then ], [ %for39.next, %for39.latch ]
  %for39.cond = icmp ult i32 %v1182, %v1180
  br i1 %for39.cond, label %for39.body, label %for39.end
for39.body:
  %v1183 = add i32 %v1182, %v1177
  %v1184 = zext i32 %v1183 to i64
  %v1185 = getelementptr i8, ptr addrspace(1) %v1160, i64 %v1184
  %v1186 = load <4 x i32>, ptr addrspace(1) %v1185, align 16
  %v1187 = getelementptr i8, ptr addrspace(1) %v1162, i64 %v1184
  %v1188 = load <4 x i32>, ptr addrspace(1) %v1187, align 16
  %v1189 = getelementptr i8, ptr addrspace(1) %v1164, i64 %v1184
  %v1190 = load <4 x i32>, ptr addrspace(1) %v1189, align 16
  %v1191 = getelementptr i8, ptr addrspace(1) %v1166, i64 %v1184
  %v1192 = load <4 x i32>, ptr addrspace(1) %v1191, align 16
  %v1193 = getelementptr i8, ptr addrspace(1) %v1168, i64 %v1184
  %v1194 = load <4 x i32>, ptr addrspace(1) %v1193, align 16
  %v1195 = getelementptr i8, ptr addrspace(1) %v1170, i64 %v1184
  %v1196 = load <4 x i32>, ptr addrspace(1) %v1195, align 16
  %v1197 = getelementptr i8, ptr addrspace(1) %v1172, i64 %v1184
  %v1198 = load <4 x i32>, ptr addrspace(1) %v1197, align 16
  %v1199 = getelementptr i8, ptr addrspace(1) %v1174, i64 %v1184
  %v1200 = load <4 x i32>, ptr addrspace(1) %v1199, align 16
  %v1201 = extractelement <4 x i32> %v1186, i32 0
  %v1202 = extractelement <4 x i32> %v1188, i32 0
  %v1203 = extractelement <4 x i32> %v1190, i32 0
  %v1204 = extractelement <4 x i32> %v1192, i32 0
  %v1205 = extractelement <4 x i32> %v1194, i32 0
  %v1206 = extractelement <4 x i32> %v1196, i32 0
  %v1207 = extractelement <4 x i32> %v1198, i32 0
  %v1208 = extractelement <4 x i32> %v1200, i32 0
  %v1209 = trunc i32 %v1201 to i16
  %v1210 = bitcast i16 %v1209 to half
  %v1211 = fpext half %v1210 to float
  %v1212 = trunc i32 %v1202 to i16
  %v1213 = bitcast i16 %v1212 to half
  %v1214 = fpext half %v1213 to float
  %v1215 = fadd float %v1211, %v1214
  %v1216 = trunc i32 %v1203 to i16
  %v1217 = bitcast i16 %v1216 to half
  %v1218 = fpext half %v1217 to float
  %v1219 = fadd float %v1215, %v1218
  %v1220 = trunc i32 %v1204 to i16
  %v1221 = bitcast i16 %v1220 to half
  %v1222 = fpext half %v1221 to float
  %v1223 = fadd float %v1219, %v1222
  %v1224 = trunc i32 %v1205 to i16
  %v1225 = bitcast i16 %v1224 to half
  %v1226 = fpext half %v1225 to float
  %v1227 = fadd float %v1223, %v1226
  %v1228 = trunc i32 %v1206 to i16
  %v1229 = bitcast i16 %v1228 to half
  %v1230 = fpext half %v1229 to float
  %v1231 = fadd float %v1227, %v1230
  %v1232 = trunc i32 %v1207 to i16
  %v1233 = bitcast i16 %v1232 to half
  %v1234 = fpext half %v1233 to float
  %v1235 = fadd float %v1231, %v1234
  %v1236 = trunc i32 %v1208 to i16
  %v1237 = bitcast i16 %v1236 to half
  %v1238 = fpext half %v1237 to float
  %v1239 = fadd float %v1235, %v1238
  %v1240 = fptrunc float %v1239 to half
  %v1241 = bitcast half %v1240 to i16
  %v1242 = zext i16 %v1241 to i32
  %v1244 = lshr i32 %v1201, 16
  %v1245 = trunc i32 %v1244 to i16
  %v1246 = bitcast i16 %v1245 to half
  %v1247 = fpext half %v1246 to float
  %v1249 = lshr i32 %v1202, 16
  %v1250 = trunc i32 %v1249 to i16
  %v1251 = bitcast i16 %v1250 to half
  %v1252 = fpext half %v1251 to float
  %v1253 = fadd float %v1247, %v1252
  %v1255 = lshr i32 %v1203, 16
  %v1256 = trunc i32 %v1255 to i16
  %v1257 = bitcast i16 %v1256 to half
  %v1258 = fpext half %v1257 to float
  %v1259 = fadd float %v1253, %v1258
  %v1261 = lshr i32 %v1204, 16
  %v1262 = trunc i32 %v1261 to i16
  %v1263 = bitcast i16 %v1262 to half
  %v1264 = fpext half %v1263 to float
  %v1265 = fadd float %v1259, %v1264
  %v1267 = lshr i32 %v1205, 16
  %v1268 = trunc i32 %v1267 to i16
  %v1269 = bitcast i16 %v1268 to half
  %v1270 = fpext half %v1269 to float
  %v1271 = fadd float %v1265, %v1270
  %v1273 = lshr i32 %v1206, 16
  %v1274 = trunc i32 %v1273 to i16
  %v1275 = bitcast i16 %v1274 to half
  %v1276 = fpext half %v1275 to float
  %v1277 = fadd float %v1271, %v1276
  %v1279 = lshr i32 %v1207, 16
  %v1280 = trunc i32 %v1279 to i16
  %v1281 = bitcast i16 %v1280 to half
  %v1282 = fpext half %v1281 to float
  %v1283 = fadd float %v1277, %v1282
  %v1285 = lshr i32 %v1208, 16
  %v1286 = trunc i32 %v1285 to i16
  %v1287 = bitcast i16 %v1286 to half
  %v1288 = fpext half %v1287 to float
  %v1289 = fadd float %v1283, %v1288
  %v1290 = fptrunc float %v1289 to half
  %v1291 = bitcast half %v1290 to i16
  %v1292 = zext i16 %v1291 to i32
  %v1294 = shl i32 %v1292, 16
  %v1295 = or i32 %v1242, %v1294
  %t1 = insertelement <4 x i32> poison, i32 %v1295, i32 0
  %v1296 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1297 = extractelement <4 x i32> %v1186, i32 1
  %v1298 = extractelement <4 x i32> %v1188, i32 1
  %v1299 = extractelement <4 x i32> %v1190, i32 1
  %v1300 = extractelement <4 x i32> %v1192, i32 1
  %v1301 = extractelement <4 x i32> %v1194, i32 1
  %v1302 = extractelement <4 x i32> %v1196, i32 1
  %v1303 = extractelement <4 x i32> %v1198, i32 1
  %v1304 = extractelement <4 x i32> %v1200, i32 1
  %v1305 = trunc i32 %v1297 to i16
  %v1306 = bitcast i16 %v1305 to half
  %v1307 = fpext half %v1306 to float
  %v1308 = trunc i32 %v1298 to i16
  %v1309 = bitcast i16 %v1308 to half
  %v1310 = fpext half %v1309 to float
  %v1311 = fadd float %v1307, %v1310
  %v1312 = trunc i32 %v1299 to i16
  %v1313 = bitcast i16 %v1312 to half
  %v1314 = fpext half %v1313 to float
  %v1315 = fadd float %v1311, %v1314
  %v1316 = trunc i32 %v1300 to i16
  %v1317 = bitcast i16 %v1316 to half
  %v1318 = fpext half %v1317 to float
  %v1319 = fadd float %v1315, %v1318
  %v1320 = trunc i32 %v1301 to i16
  %v1321 = bitcast i16 %v1320 to half
  %v1322 = fpext half %v1321 to float
  %v1323 = fadd float %v1319, %v1322
  %v1324 = trunc i32 %v1302 to i16
  %v1325 = bitcast i16 %v1324 to half
  %v1326 = fpext half %v1325 to float
  %v1327 = fadd float %v1323, %v1326
  %v1328 = trunc i32 %v1303 to i16
  %v1329 = bitcast i16 %v1328 to half
  %v1330 = fpext half %v1329 to float
  %v1331 = fadd float %v1327, %v1330
  %v1332 = trunc i32 %v1304 to i16
  %v1333 = bitcast i16 %v1332 to half
  %v1334 = fpext half %v1333 to float
  %v1335 = fadd float %v1331, %v1334
  %v1336 = fptrunc float %v1335 to half
  %v1337 = bitcast half %v1336 to i16
  %v1338 = zext i16 %v1337 to i32
  %v1340 = lshr i32 %v1297, 16
  %v1341 = trunc i32 %v1340 to i16
  %v1342 = bitcast i16 %v1341 to half
  %v1343 = fpext half %v1342 to float
  %v1345 = lshr i32 %v1298, 16
  %v1346 = trunc i32 %v1345 to i16
  %v1347 = bitcast i16 %v1346 to half
  %v1348 = fpext half %v1347 to float
  %v1349 = fadd float %v1343, %v1348
  %v1351 = lshr i32 %v1299, 16
  %v1352 = trunc i32 %v1351 to i16
  %v1353 = bitcast i16 %v1352 to half
  %v1354 = fpext half %v1353 to float
  %v1355 = fadd float %v1349, %v1354
  %v1357 = lshr i32 %v1300, 16
  %v1358 = trunc i32 %v1357 to i16
  %v1359 = bitcast i16 %v1358 to half
  %v1360 = fpext half %v1359 to float
  %v1361 = fadd float %v1355, %v1360
  %v1363 = lshr i32 %v1301, 16
  %v1364 = trunc i32 %v1363 to i16
  %v1365 = bitcast i16 %v1364 to half
  %v1366 = fpext half %v1365 to float
  %v1367 = fadd float %v1361, %v1366
  %v1369 = lshr i32 %v1302, 16
  %v1370 = trunc i32 %v1369 to i16
  %v1371 = bitcast i16 %v1370 to half
  %v1372 = fpext half %v1371 to float
  %v1373 = fadd float %v1367, %v1372
  %v1375 = lshr i32 %v1303, 16
  %v1376 = trunc i32 %v1375 to i16
  %v1377 = bitcast i16 %v1376 to half
  %v1378 = fpext half %v1377 to float
  %v1379 = fadd float %v1373, %v1378
  %v1381 = lshr i32 %v1304, 16
  %v1382 = trunc i32 %v1381 to i16
  %v1383 = bitcast i16 %v1382 to half
  %v1384 = fpext half %v1383 to float
  %v1385 = fadd float %v1379, %v1384
  %v1386 = fptrunc float %v1385 to half
  %v1387 = bitcast half %v1386 to i16
  %v1388 = zext i16 %v1387 to i32
  %v1390 = shl i32 %v1388, 16
  %v1391 = or i32 %v1338, %v1390
  %v1392 = insertelement <4 x i32> %v1296, i32 %v1391, i32 1
  %v1393 = extractelement <4 x i32> %v1186, i32 2
  %v1394 = extractelement <4 x i32> %v1188, i32 2
  %v1395 = extractelement <4 x i32> %v1190, i32 2
  %v1396 = extractelement <4 x i32> %v1192, i32 2
  %v1397 = extractelement <4 x i32> %v1194, i32 2
  %v1398 = extractelement <4 x i32> %v1196, i32 2
  %v1399 = extractelement <4 x i32> %v1198, i32 2
  %v1400 = extractelement <4 x i32> %v1200, i32 2
  %v1401 = trunc i32 %v1393 to i16
  %v1402 = bitcast i16 %v1401 to half
  %v1403 = fpext half %v1402 to float
  %v1404 = trunc i32 %v1394 to i16
  %v1405 = bitcast i16 %v1404 to half
  %v1406 = fpext half %v1405 to float
  %v1407 = fadd float %v1403, %v1406
  %v1408 = trunc i32 %v1395 to i16
  %v1409 = bitcast i16 %v1408 to half
  %v1410 = fpext half %v1409 to float
  %v1411 = fadd float %v1407, %v1410
  %v1412 = trunc i32 %v1396 to i16
  %v1413 = bitcast i16 %v1412 to half
  %v1414 = fpext half %v1413 to float
  %v1415 = fadd float %v1411, %v1414
  %v1416 = trunc i32 %v1397 to i16
  %v1417 = bitcast i16 %v1416 to half
  %v1418 = fpext half %v1417 to float
  %v1419 = fadd float %v1415, %v1418
  %v1420 = trunc i32 %v1398 to i16
  %v1421 = bitcast i16 %v1420 to half
  %v1422 = fpext half %v1421 to float
  %v1423 = fadd float %v1419, %v1422
  %v1424 = trunc i32 %v1399 to i16
  %v1425 = bitcast i16 %v1424 to half
  %v1426 = fpext half %v1425 to float
  %v1427 = fadd float %v1423, %v1426
  %v1428 = trunc i32 %v1400 to i16
  %v1429 = bitcast i16 %v1428 to half
  %v1430 = fpext half %v1429 to float
  %v1431 = fadd float %v1427, %v1430
  %v1432 = fptrunc float %v1431 to half
  %v1433 = bitcast half %v1432 to i16
  %v1434 = zext i16 %v1433 to i32
  %v1436 = lshr i32 %v1393, 16
  %v1437 = trunc i32 %v1436 to i16
  %v1438 = bitcast i16 %v1437 to half
  %v1439 = fpext half %v1438 to float
  %v1441 = lshr i32 %v1394, 16
  %v1442 = trunc i32 %v1441 to i16
  %v1443 = bitcast i16 %v1442 to half
  %v1444 = fpext half %v1443 to float
  %v1445 = fadd float %v1439, %v1444
  %v1447 = lshr i32 %v1395, 16
  %v1448 = trunc i32 %v1447 to i16
  %v1449 = bitcast i16 %v1448 to half
  %v1450 = fpext half %v1449 to float
  %v1451 = fadd float %v1445, %v1450
  %v1453 = lshr i32 %v1396, 16
  %v1454 = trunc i32 %v1453 to i16
  %v1455 = bitcast i16 %v1454 to half
  %v1456 = fpext half %v1455 to float
  %v1457 = fadd float %v1451, %v1456
  %v1459 = lshr i32 %v1397, 16
  %v1460 = trunc i32 %v1459 to i16
  %v1461 = bitcast i16 %v1460 to half
  %v1462 = fpext half %v1461 to float
  %v1463 = fadd float %v1457, %v1462
  %v1465 = lshr i32 %v1398, 16
  %v1466 = trunc i32 %v1465 to i16
  %v1467 = bitcast i16 %v1466 to half
  %v1468 = fpext half %v1467 to float
  %v1469 = fadd float %v1463, %v1468
  %v1471 = lshr i32 %v1399, 16
  %v1472 = trunc i32 %v1471 to i16
  %v1473 = bitcast i16 %v1472 to half
  %v1474 = fpext half %v1473 to float
  %v1475 = fadd float %v1469, %v1474
  %v1477 = lshr i32 %v1400, 16
  %v1478 = trunc i32 %v1477 to i16
  %v1479 = bitcast i16 %v1478 to half
  %v1480 = fpext half %v1479 to float
  %v1481 = fadd float %v1475, %v1480
  %v1482 = fptrunc float %v1481 to half
  %v1483 = bitcast half %v1482 to i16
  %v1484 = zext i16 %v1483 to i32
  %v1486 = shl i32 %v1484, 16
  %v1487 = or i32 %v1434, %v1486
  %v1488 = insertelement <4 x i32> %v1392, i32 %v1487, i32 2
  %v1489 = extractelement <4 x i32> %v1186, i32 3
  %v1490 = extractelement <4 x i32> %v1188, i32 3
  %v1491 = extractelement <4 x i32> %v1190, i32 3
  %v1492 = extractelement <4 x i32> %v1192, i32 3
  %v1493 = extractelement <4 x i32> %v1194, i32 3
  %v1494 = extractelement <4 x i32> %v1196, i32 3
  %v1495 = extractelement <4 x i32> %v1198, i32 3
  %v1496 = extractelement <4 x i32> %v1200, i32 3
  %v1497 = trunc i32 %v1489 to i16
  %v1498 = bitcast i16 %v1497 to half
  %v1499 = fpext half %v1498 to float
  %v1500 = trunc i32 %v1490 to i16
  %v1501 = bitcast i16 %v1500 to half
  %v1502 = fpext half %v1501 to float
  %v1503 = fadd float %v1499, %v1502
  %v1504 = trunc i32 %v1491 to i16
  %v1505 = bitcast i16 %v1504 to half
  %v1506 = fpext half %v1505 to float
  %v1507 = fadd float %v1503, %v1506
  %v1508 = trunc i32 %v1492 to i16
  %v1509 = bitcast i16 %v1508 to half
  %v1510 = fpext half %v1509 to float
  %v1511 = fadd float %v1507, %v1510
  %v1512 = trunc i32 %v1493 to i16
  %v1513 = bitcast i16 %v1512 to half
  %v1514 = fpext half %v1513 to float
  %v1515 = fadd float %v1511, %v1514
  %v1516 = trunc i32 %v1494 to i16
  %v1517 = bitcast i16 %v1516 to half
  %v1518 = fpext half %v1517 to float
  %v1519 = fadd float %v1515, %v1518
  %v1520 = trunc i32 %v1495 to i16
  %v1521 = bitcast i16 %v1520 to half
  %v1522 = fpext half %v1521 to float
  %v1523 = fadd float %v1519, %v1522
  %v1524 = trunc i32 %v1496 to i16
  %v1525 = bitcast i16 %v1524 to half
  %v1526 = fpext half %v1525 to float
  %v1527 = fadd float %v1523, %v1526
  %v1528 = fptrunc float %v1527 to half
  %v1529 = bitcast half %v1528 to i16
  %v1530 = zext i16 %v1529 to i32
  %v1532 = lshr i32 %v1489, 16
  %v1533 = trunc i32 %v1532 to i16
  %v1534 = bitcast i16 %v1533 to half
  %v1535 = fpext half %v1534 to float
  %v1537 = lshr i32 %v1490, 16
  %v1538 = trunc i32 %v1537 to i16
  %v1539 = bitcast i16 %v1538 to half
  %v1540 = fpext half %v1539 to float
  %v1541 = fadd float %v1535, %v1540
  %v1543 = lshr i32 %v1491, 16
  %v1544 = trunc i32 %v1543 to i16
  %v1545 = bitcast i16 %v1544 to half
  %v1546 = fpext half %v1545 to float
  %v1547 = fadd float %v1541, %v1546
  %v1549 = lshr i32 %v1492, 16
  %v1550 = trunc i32 %v1549 to i16
  %v1551 = bitcast i16 %v1550 to half
  %v1552 = fpext half %v1551 to float
  %v1553 = fadd float %v1547, %v1552
  %v1555 = lshr i32 %v1493, 16
  %v1556 = trunc i32 %v1555 to i16
  %v1557 = bitcast i16 %v1556 to half
  %v1558 = fpext half %v1557 to float
  %v1559 = fadd float %v1553, %v1558
  %v1561 = lshr i32 %v1494, 16
  %v1562 = trunc i32 %v1561 to i16
  %v1563 = bitcast i16 %v1562 to half
  %v1564 = fpext half %v1563 to float
  %v1565 = fadd float %v1559, %v1564
  %v1567 = lshr i32 %v1495, 16
  %v1568 = trunc i32 %v1567 to i16
  %v1569 = bitcast i16 %v1568 to half
  %v1570 = fpext half %v1569 to float
  %v1571 = fadd float %v1565, %v1570
  %v1573 = lshr i32 %v1496, 16
  %v1574 = trunc i32 %v1573 to i16
  %v1575 = bitcast i16 %v1574 to half
  %v1576 = fpext half %v1575 to float
  %v1577 = fadd float %v1571, %v1576
  %v1578 = fptrunc float %v1577 to half
  %v1579 = bitcast half %v1578 to i16
  %v1580 = zext i16 %v1579 to i32
  %v1582 = shl i32 %v1580, 16
  %v1583 = or i32 %v1530, %v1582
  %v1584 = insertelement <4 x i32> %v1488, i32 %v1583, i32 3
  %v1585 = getelementptr i8, ptr addrspace(1) %v1175, i64 %v1184
  store <4 x i32> %v1584, ptr addrspace(1) %v1585, align 16
  br label %for39.latch
for39.latch:
  %for39.next = add i32 %v1182, 4096
  br label %for39.head
for39.end:
  %v1588 = add i32 %v1180, %v1177
  br label %for40.head
for40.head:
  %v1589 = phi i32 [ %v1588, %for39.end ], [ %for40.next, %for40.latch ]
  %for40.cond = icmp ult i32 %v1589, %v1176
  br i1 %for40.cond, label %for40.body, label %for40.end
for40.body:
  %v1590 = zext i32 %v1589 to i64
  %v1591 = getelementptr i8, ptr addrspace(1) %v1160, i64 %v1590
  %v1592 = load <4 x i32>, ptr addrspace(1) %v1591, align 16
  %v1593 = getelementptr i8, ptr addrspace(1) %v1162, i64 %v1590
  %v1594 = load <4 x i32>, ptr addrspace(1) %v1593, align 16
  %v1595 = getelementptr i8, ptr addrspace(1) %v1164, i64 %v1590
  %v1596 = load <4 x i32>, ptr addrspace(1) %v1595, align 16
  %v1597 = getelementptr i8, ptr addrspace(1) %v1166, i64 %v1590
  %v1598 = load <4 x i32>, ptr addrspace(1) %v1597, align 16
  %v1599 = getelementptr i8, ptr addrspace(1) %v1168, i64 %v1590
  %v1600 = load <4 x i32>, ptr addrspace(1) %v1599, align 16
  %v1601 = getelementptr i8, ptr addrspace(1) %v1170, i64 %v1590
  %v1602 = load <4 x i32>, ptr addrspace(1) %v1601, align 16
  %v1603 = getelementptr i8, ptr addrspace(1) %v1172, i64 %v1590
  %v1604 = load <4 x i32>, ptr addrspace(1) %v1603, align 16
  %v1605 = getelementptr i8, ptr addrspace(1) %v1174, i64 %v1590
  %v1606 = load <4 x i32>, ptr addrspace(1) %v1605, align 16
  %v1607 = extractelement <4 x i32> %v1592, i32 0
  %v1608 = extractelement <4 x i32> %v1594, i32 0
  %v1609 = extractelement <4 x i32> %v1596, i32 0
  %v1610 = extractelement <4 x i32> %v1598, i32 0
  %v1611 = extractelement <4 x i32> %v1600, i32 0
  %v1612 = extractelement <4 x i32> %v1602, i32 0
  %v1613 = extractelement <4 x i32> %v1604, i32 0
  %v1614 = extractelement <4 x i32> %v1606, i32 0
  %v1615 = trunc i32 %v1607 to i16
  %v1616 = bitcast i16 %v1615 to half
  %v1617 = fpext half %v1616 to float
  %v1618 = trunc i32 %v1608 to i16
  %v1619 = bitcast i16 %v1618 to half
  %v1620 = fpext half %v1619 to float
  %v1621 = fadd float %v1617, %v1620
  %v1622 = trunc i32 %v1609 to i16
  %v1623 = bitcast i16 %v1622 to half
  %v1624 = fpext half %v1623 to float
  %v1625 = fadd float %v1621, %v1624
  %v1626 = trunc i32 %v1610 to i16
  %v1627 = bitcast i16 %v1626 to half
  %v1628 = fpext half %v1627 to float
  %v1629 = fadd float %v1625, %v1628
  %v1630 = trunc i32 %v1611 to i16
  %v1631 = bitcast i16 %v1630 to half
  %v1632 = fpext half %v1631 to float
  %v1633 = fadd float %v1629, %v1632
  %v1634 = trunc i32 %v1612 to i16
  %v1635 = bitcast i16 %v1634 to half
  %v1636 = fpext half %v1635 to float
  %v1637 = fadd float %v1633, %v1636
  %v1638 = trunc i32 %v1613 to i16
  %v1639 = bitcast i16 %v1638 to half
  %v1640 = fpext half %v1639 to float
  %v1641 = fadd float %v1637, %v1640
  %v1642 = trunc i32 %v1614 to i16
  %v1643 = bitcast i16 %v1642 to half
  %v1644 = fpext half %v1643 to float
  %v1645 = fadd float %v1641, %v1644
  %v1646 = fptrunc float %v1645 to half
  %v1647 = bitcast half %v1646 to i16
  %v1648 = zext i16 %v1647 to i32
  %v1650 = lshr i32 %v1607, 16
  %v1651 = trunc i32 %v1650 to i16
  %v1652 = bitcast i16 %v1651 to half
  %v1653 = fpext half %v1652 to float
  %v1655 = lshr i32 %v1608, 16
  %v1656 = trunc i32 %v1655 to i16
  %v1657 = bitcast i16 %v1656 to half
  %v1658 = fpext half %v1657 to float
  %v1659 = fadd float %v1653, %v1658
  %v1661 = lshr i32 %v1609, 16
  %v1662 = trunc i32 %v1661 to i16
  %v1663 = bitcast i16 %v1662 to half
  %v1664 = fpext half %v1663 to float
  %v1665 = fadd float %v1659, %v1664
  %v1667 = lshr i32 %v1610, 16
  %v1668 = trunc i32 %v1667 to i16
  %v1669 = bitcast i16 %v1668 to half
  %v1670 = fpext half %v1669 to float
  %v1671 = fadd float %v1665, %v1670
  %v1673 = lshr i32 %v1611, 16
  %v1674 = trunc i32 %v1673 to i16
  %v1675 = bitcast i16 %v1674 to half
  %v1676 = fpext half %v1675 to float
  %v1677 = fadd float %v1671, %v1676
  %v1679 = lshr i32 %v1612, 16
  %v1680 = trunc i32 %v1679 to i16
  %v1681 = bitcast i16 %v1680 to half
  %v1682 = fpext half %v1681 to float
  %v1683 = fadd float %v1677, %v1682
  %v1685 = lshr i32 %v1613, 16
  %v1686 = trunc i32 %v1685 to i16
  %v1687 = bitcast i16 %v1686 to half
  %v1688 = fpext half %v1687 to float
  %v1689 = fadd float %v1683, %v1688
  %v1691 = lshr i32 %v1614, 16
  %v1692 = trunc i32 %v1691 to i16
  %v1693 = bitcast i16 %v1692 to half
  %v1694 = fpext half %v1693 to float
  %v1695 = fadd float %v1689, %v1694
  %v1696 = fptrunc float %v1695 to half
  %v1697 = bitcast half %v1696 to i16
  %v1698 = zext i16 %v1697 to i32
  %v1700 = shl i32 %v1698, 16
  %v1701 = or i32 %v1648, %v1700
  %t2 = insertelement <4 x i32> poison, i32 %v1701, i32 0
  %v1702 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1703 = extractelement <4 x i32> %v1592, i32 1
  %v1704 = extractelement <4 x i32> %v1594, i32 1
  %v1705 = extractelement <4 x i32> %v1596, i32 1
  %v1706 = extractelement <4 x i32> %v1598, i32 1
  %v1707 = extractelement <4 x i32> %v1600, i32 1
  %v1708 = extractelement <4 x i32> %v1602, i32 1
  %v1709 = extractelement <4 x i32> %v1604, i32 1
  %v1710 = extractelement <4 x i32> %v1606, i32 1
  %v1711 = trunc i32 %v1703 to i16
  %v1712 = bitcast i16 %v1711 to half
  %v1713 = fpext half %v1712 to float
  %v1714 = trunc i32 %v1704 to i16
  %v1715 = bitcast i16 %v1714 to half
  %v1716 = fpext half %v1715 to float
  %v1717 = fadd float %v1713, %v1716
  %v1718 = trunc i32 %v1705 to i16
  %v1719 = bitcast i16 %v1718 to half
  %v1720 = fpext half %v1719 to float
  %v1721 = fadd float %v1717, %v1720
  %v1722 = trunc i32 %v1706 to i16
  %v1723 = bitcast i16 %v1722 to half
  %v1724 = fpext half %v1723 to float
  %v1725 = fadd float %v1721, %v1724
  %v1726 = trunc i32 %v1707 to i16
  %v1727 = bitcast i16 %v1726 to half
  %v1728 = fpext half %v1727 to float
  %v1729 = fadd float %v1725, %v1728
  %v1730 = trunc i32 %v1708 to i16
  %v1731 = bitcast i16 %v1730 to half
  %v1732 = fpext half %v1731 to float
  %v1733 = fadd float %v1729, %v1732
  %v1734 = trunc i32 %v1709 to i16
  %v1735 = bitcast i16 %v1734 to half
  %v1736 = fpext half %v1735 to float
  %v1737 = fadd float %v1733, %v1736
  %v1738 = trunc i32 %v1710 to i16
  %v1739 = bitcast i16 %v1738 to half
  %v1740 = fpext half %v1739 to float
  %v1741 = fadd float %v1737, %v1740
  %v1742 = fptrunc float %v1741 to half
  %v1743 = bitcast half %v1742 to i16
  %v1744 = zext i16 %v1743 to i32
  %v1746 = lshr i32 %v1703, 16
  %v1747 = trunc i32 %v1746 to i16
  %v1748 = bitcast i16 %v1747 to half
  %v1749 = fpext half %v1748 to float
  %v1751 = lshr i32 %v1704, 16
  %v1752 = trunc i32 %v1751 to i16
  %v1753 = bitcast i16 %v1752 to half
  %v1754 = fpext half %v1753 to float
  %v1755 = fadd float %v1749, %v1754
  %v1757 = lshr i32 %v1705, 16
  %v1758 = trunc i32 %v1757 to i16
  %v1759 = bitcast i16 %v1758 to half
  %v1760 = fpext half %v1759 to float
  %v1761 = fadd float %v1755, %v1760
  %v1763 = lshr i32 %v1706, 16
  %v1764 = trunc i32 %v1763 to i16
  %v1765 = bitcast i16 %v1764 to half
  %v1766 = fpext half %v1765 to float
  %v1767 = fadd float %v1761, %v1766
  %v1769 = lshr i32 %v1707, 16
  %v1770 = trunc i32 %v1769 to i16
  %v1771 = bitcast i16 %v1770 to half
  %v1772 = fpext half %v1771 to float
  %v1773 = fadd float %v1767, %v1772
  %v1775 = lshr i32 %v1708, 16
  %v1776 = trunc i32 %v1775 to i16
  %v1777 = bitcast i16 %v1776 to half
  %v1778 = fpext half %v1777 to float
  %v1779 = fadd float %v1773, %v1778
  %v1781 = lshr i32 %v1709, 16
  %v1782 = trunc i32 %v1781 to i16
  %v1783 = bitcast i16 %v1782 to half
  %v1784 = fpext half %v1783 to float
  %v1785 = fadd float %v1779, %v1784
  %v1787 = lshr i32 %v1710, 16
  %v1788 = trunc i32 %v1787 to i16
  %v1789 = bitcast i16 %v1788 to half
  %v1790 = fpext half %v1789 to float
  %v1791 = fadd float %v1785, %v1790
  %v1792 = fptrunc float %v1791 to half
  %v1793 = bitcast half %v1792 to i16
  %v1794 = zext i16 %v1793 to i32
  %v1796 = shl i32 %v1794, 16
  %v1797 = or i32 %v1744, %v1796
  %v1798 = insertelement <4 x i32> %v1702, i32 %v1797, i32 1
  %v1799 = extractelement <4 x i32> %v1592, i32 2
  %v1800 = extractelement <4 x i32> %v1594, i32 2
  %v1801 = extractelement <4 x i32> %v1596, i32 2
  %v1802 = extractelement <4 x i32> %v1598, i32 2
  %v1803 = extractelement <4 x i32> %v1600, i32 2
  %v1804 = extractelement <4 x i32> %v1602, i32 2
  %v1805 = extractelement <4 x i32> %v1604, i32 2
  %v1806 = extractelement <4 x i32> %v1606, i32 2
  %v1807 = trunc i32 %v1799 to i16
  %v1808 = bitcast i16 %v1807 to half
  %v1809 = fpext half %v1808 to float
  %v1810 = trunc i32 %v1800 to i16
  %v1811 = bitcast i16 %v1810 to half
  %v1812 = fpext half %v1811 to float
  %v1813 = fadd float %v1809, %v1812
  %v1814 = trunc i32 %v1801 to i16
  %v1815 = bitcast i16 %v1814 to half
  %v1816 = fpext half %v1815 to float
  %v1817 = fadd float %v1813, %v1816
  %v1818 = trunc i32 %v1802 to i16
  %v1819 = bitcast i16 %v1818 to half
  %v1820 = fpext half %v1819 to float
  %v1821 = fadd float %v1817, %v1820
  %v1822 = trunc i32 %v1803 to i16
  %v1823 = bitcast i16 %v1822 to half
  %v1824 = fpext half %v1823 to float
  %v1825 = fadd float %v1821, %v1824
  %v1826 = trunc i32 %v1804 to i16
  %v1827 = bitcast i16 %v1826 to half
  %v1828 = fpext half %v1827 to float
  %v1829 = fadd float %v1825, %v1828
  %v1830 = trunc i32 %v1805 to i16
  %v1831 = bitcast i16 %v1830 to half
  %v1832 = fpext half %v1831 to float
  %v1833 = fadd float %v1829, %v1832
  %v1834 = trunc i32 %v1806 to i16
  %v1835 = bitcast i16 %v1834 to half
  %v1836 = fpext half %v1835 to float
  %v1837 = fadd float %v1833, %v1836
  %v1838 = fptrunc float %v1837 to half
  %v1839 = bitcast half %v1838 to i16
  %v1840 = zext i16 %v1839 to i32
  %v1842 = lshr i32 %v1799, 16
  %v1843 = trunc i32 %v1842 to i16
  %v1844 = bitcast i16 %v1843 to half
  %v1845 = fpext half %v1844 to float
  %v1847 = lshr i32 %v1800, 16
  %v1848 = trunc i32 %v1847 to i16
  %v1849 = bitcast i16 %v1848 to half
  %v1850 = fpext half %v1849 to float
  %v1851 = fadd float %v1845, %v1850
  %v1853 = lshr i32 %v1801, 16
  %v1854 = trunc i32 %v1853 to i16
  %v1855 = bitcast i16 %v1854 to half
  %v1856 = fpext half %v1855 to float
  %v1857 = fadd float %v1851, %v1856
  %v1859 = lshr i32 %v1802, 16
  %v1860 = trunc i32 %v1859 to i16
  %v1861 = bitcast i16 %v1860 to half
  %v1862 = fpext half %v1861 to float
  %v1863 = fadd float %v1857, %v1862
  %v1865 = lshr i32 %v1803, 16
  %v1866 = trunc i32 %v1865 to i16
  %v1867 = bitcast i16 %v1866 to half
  %v1868 = fpext half %v1867 to float
  %v1869 = fadd float %v1863, %v1868
  %v1871 = lshr i32 %v1804, 16
  %v1872 = trunc i32 %v1871 to i16
  %v1873 = bitcast i16 %v1872 to half
  %v1874 = fpext half %v1873 to float
  %v1875 = fadd float %v1869, %v1874
  %v1877 = lshr i32 %v1805, 16
  %v1878 = trunc i32 %v1877 to i16
  %v1879 = bitcast i16 %v1878 to half
  %v1880 = fpext half %v1879 to float
  %v1881 = fadd float %v1875, %v1880
  %v1883 = lshr i32 %v1806, 16
  %v1884 = trunc i32 %v1883 to i16
  %v1885 = bitcast i16 %v1884 to half
  %v1886 = fpext half %v1885 to float
  %v1887 = fadd float %v1881, %v1886
  %v1888 = fptrunc float %v1887 to half
  %v1889 = bitcast half %v1888 to i16
  %v1890 = zext i16 %v1889 to i32
  %v1892 = shl i32 %v1890, 16
  %v1893 = or i32 %v1840, %v1892
  %v1894 = insertelement <4 x i32> %v1798, i32 %v1893, i32 2
  %v1895 = extractelement <4 x i32> %v1592, i32 3
  %v1896 = extractelement <4 x i32> %v1594, i32 3
  %v1897 = extractelement <4 x i32> %v1596, i32 3
  %v1898 = extractelement <4 x i32> %v1598, i32 3
  %v1899 = extractelement <4 x i32> %v1600, i32 3
  %v1900 = extractelement <4 x i32> %v1602, i32 3
  %v1901 = extractelement <4 x i32> %v1604, i32 3
  %v1902 = extractelement <4 x i32> %v1606, i32 3
  %v1903 = trunc i32 %v1895 to i16
  %v1904 = bitcast i16 %v1903 to half
  %v1905 = fpext half %v1904 to float
  %v1906 = trunc i32 %v1896 to i16
  %v1907 = bitcast i16 %v1906 to half
  %v1908 = fpext half %v1907 to float
  %v1909 = fadd float %v1905, %v1908
  %v1910 = trunc i32 %v1897 to i16
  %v1911 = bitcast i16 %v1910 to half
  %v1912 = fpext half %v1911 to float
  %v1913 = fadd float %v1909, %v1912
  %v1914 = trunc i32 %v1898 to i16
  %v1915 = bitcast i16 %v1914 to half
  %v1916 = fpext half %v1915 to float
  %v1917 = fadd float %v1913, %v1916
  %v1918 = trunc i32 %v1899 to i16
  %v1919 = bitcast i16 %v1918 to half
  %v1920 = fpext half %v1919 to float
  %v1921 = fadd float %v1917, %v1920
  %v1922 = trunc i32 %v1900 to i16
  %v1923 = bitcast i16 %v1922 to half
  %v1924 = fpext half %v1923 to float
  %v1925 = fadd float %v1921, %v1924
  %v1926 = trunc i32 %v1901 to i16
  %v1927 = bitcast i16 %v1926 to half
  %v1928 = fpext half %v1927 to float
  %v1929 = fadd float %v1925, %v1928
  %v1930 = trunc i32 %v1902 to i16
  %v1931 = bitcast i16 %v1930 to half
  %v1932 = fpext half %v1931 to float
  %v1933 = fadd float %v1929, %v1932
  %v1934 = fptrunc float %v1933 to half
  %v1935 = bitcast half %v1934 to i16
  %v1936 = zext i16 %v1935 to i32
  %v1938 = lshr i32 %v1895, 16
  %v1939 = trunc i32 %v1938 to i16
  %v1940 = bitcast i16 %v1939 to half
  %v1941 = fpext half %v1940 to float
  %v1943 = lshr i32 %v1896, 16
  %v1944 = trunc i32 %v1943 to i16
  %v1945 = bitcast i16 %v1944 to half
  %v1946 = fpext half %v1945 to float
  %v1947 = fadd float %v1941, %v1946
  %v1949 = lshr i32 %v1897, 16
  %v1950 = trunc i32 %v1949 to i16
  %v1951 = bitcast i16 %v1950 to half
  %v1952 = fpext half %v1951 to float
  %v1953 = fadd float %v1947, %v1952
  %v1955 = lshr i32 %v1898, 16
  %v1956 = trunc i32 %v1955 to i16
  %v1957 = bitcast i16 %v1956 to half
  %v1958 = fpext half %v1957 to float
  %v1959 = fadd float %v1953, %v1958
  %v1961 = lshr i32 %v1899, 16
  %v1962 = trunc i32 %v1961 to i16
  %v1963 = bitcast i16 %v1962 to half
  %v1964 = fpext half %v1963 to float
  %v1965 = fadd float %v1959, %v1964
  %v1967 = lshr i32 %v1900, 16
  %v1968 = trunc i32 %v1967 to i16
  %v1969 = bitcast i16 %v1968 to half
  %v1970 = fpext half %v1969 to float
  %v1971 = fadd float %v1965, %v1970
  %v1973 = lshr i32 %v1901, 16
  %v1974 = trunc i32 %v1973 to i16
  %v1975 = bitcast i16 %v1974 to half
  %v1976 = fpext half %v1975 to float
  %v1977 = fadd float %v1971, %v1976
  %v1979 = lshr i32 %v1902, 16
  %v1980 = trunc i32 %v1979 to i16
  %v1981 = bitcast i16 %v1980 to half
  %v1982 = fpext half %v1981 to float
  %v1983 = fadd float %v1977, %v1982
  %v1984 = fptrunc float %v1983 to half
  %v1985 = bitcast half %v1984 to i16
  %v1986 = zext i16 %v1985 to i32
  %v1988 = shl i32 %v1986, 16
  %v1989 = or i32 %v1936, %v1988
  %v1990 = insertelement <4 x i32> %v1894, i32 %v1989, i32 3
  %v1991 = getelementptr i8, ptr addrspace(1) %v1175, i64 %v1590
  store <4 x i32> %v1990, ptr addrspace(1) %v1991, align 16
  br label %for40.latch
for40.latch:
  %for40.next = add i32 %v1589, 4096
  br label %for40.head
for40.end:
  br label %if38.end
if38.end:
  %phi39 = phi i32 [ %v1180, %for40.end ], [ %phi9, %if2.end ]
  call void @llvm.nvvm.barrier0()
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v1993 = icmp ult i32 %v11, 8
  %v1994 = and i1 %v299, %v1993
  br i1 %v1994, label %if41.then, label %if41.end
if41.then:
  %v1995 = add i32 %v298, 1
  %v1997 = add i32 %p1, %v11
  %v1998 = sub i32 %v1997, 8
  %v1999 = icmp uge i32 %v1997, 8
  %v2000 = select i1 %v1999, i32 %v1998, i32 %v1997
  %v2002 = zext i32 %v2000 to i64
  %v2003 = mul i64 %v2002, 8
  %v2004 = getelementptr i8, ptr addrspace(1) %p0, i64 %v2003
  %v2005 = load i64, ptr addrspace(1) %v2004, align 8
  %v2006 = sub i64 %v2005, %v17
  %v2007 = getelementptr i8, ptr addrspace(1) %v52, i64 %v2006
  %t3 = ptrtoint ptr addrspace(1) %v2007 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 %v1995)
  br label %if41.end
if41.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v2008 = icmp ule i64 %v296, %v40
  %v2010 = icmp uge i64 %v296, 1
  %v2011 = and i1 %v2010, %v2008
  br i1 %v2011, label %if42.then, label %if42.end
if42.then:
  %v2013 = icmp ult i32 %v11, 8
  %v2014 = icmp uge i32 %v11, 1
  %v2015 = and i1 %v2014, %v2013
  br i1 %v2015, label %if43.then, label %if43.end
if43.then:
  %v2017 = add i32 %p1, %v11
  %v2018 = sub i32 %v2017, 8
  %v2019 = icmp uge i32 %v2017, 8
  %v2020 = select i1 %v2019, i32 %v2018, i32 %v2017
  %v2021 = add i32 %v47, %v2020
  %v2022 = zext i32 %v2021 to i64
  %v2024 = mul i64 %v2022, 4
  %v2025 = getelementptr i8, ptr addrspace(1) %v45, i64 %v2024
  %v2028 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while44.cond
while44.cond:
  %phi40 = phi i32 [ %phi1, %if43.then ], [ %phi44, %if45.end ]
  %phi41 = phi i32 [ %phi1, %if43.then ], [ %phi45, %if45.end ]
  %v2031 = icmp eq i32 %phi41, 0
  br i1 %v2031, label %while44.body, label %while44.end
while44.body:
  %t4 = ptrtoint ptr addrspace(1) %v2025 to i64
  %v2032 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t4)
  %v2034 = sub i32 %v2032, %v298
  %v2035 = icmp sge i32 %v2034, 0
  %v2036 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v2037 = sub i64 %v2036, %v2028
  %v2038 = icmp ugt i64 %v2037, %p6
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  %v2039 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v2040 = icmp ne i32 %v2039, 0
  %v2041 = or i1 %v2038, %v2040
  br i1 %v2035, label %if45.then, label %if45.else
if45.then:
  br label %if45.end
if45.else:
  br i1 %v2041, label %if46.then, label %if46.end
if46.then:
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 1)
  br label %if46.end
if46.end:
  %phi42 = phi i32 [ 1, %if46.then ], [ %phi40, %if45.else ]
  %phi43 = phi i32 [ 1, %if46.then ], [ %phi41, %if45.else ]
  br label %if45.end
if45.end:
  %phi44 = phi i32 [ %phi40, %if45.then ], [ %phi42, %if46.end ]
  %phi45 = phi i32 [ 1, %if45.then ], [ %phi43, %if46.end ]
  br label %while44.cond
while44.end:
  %t7 = ptrtoint ptr addrspace(1) %v2025 to i64
  %v2043 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t7)
  br label %if43.end
if43.end:
  %phi46 = phi i32 [ %phi40, %while44.end ], [ %phi1, %if42.then ]
  %phi47 = phi i32 [ %phi41, %while44.end ], [ %phi10, %if42.then ]
  call void @llvm.nvvm.barrier0()
  br label %if42.end
if42.end:
  %phi48 = phi i32 [ %phi46, %if43.end ], [ %phi1, %if41.end ]
  %phi49 = phi i32 [ %phi47, %if43.end ], [ %phi10, %if41.end ]
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v296, 1
  br label %for1.head
for1.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare void @llvm.nvvm.barrier0()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90, !"maxntidx", i32 256}
