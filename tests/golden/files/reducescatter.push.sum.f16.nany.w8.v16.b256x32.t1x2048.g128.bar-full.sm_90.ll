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
  %v59 = getelementptr i8, ptr addrspace(1) %v57, i64 12582912
  %v62 = add i32 %p1, 1
  %v63 = icmp uge i32 %v62, 8
  %v64 = sub i32 %v62, 8
  %v65 = select i1 %v63, i32 %v64, i32 %v62
  %v67 = zext i32 %v65 to i64
  %v68 = mul i64 %v67, 8
  %v69 = getelementptr i8, ptr addrspace(1) %p0, i64 %v68
  %v70 = load i64, ptr addrspace(1) %v69, align 8
  %v71 = sub i64 %v70, %v17
  %v72 = getelementptr i8, ptr addrspace(1) %v59, i64 %v71
  %v74 = getelementptr i8, ptr addrspace(1) %v57, i64 10485760
  %v77 = add i32 %p1, 2
  %v78 = icmp uge i32 %v77, 8
  %v79 = sub i32 %v77, 8
  %v80 = select i1 %v78, i32 %v79, i32 %v77
  %v82 = zext i32 %v80 to i64
  %v83 = mul i64 %v82, 8
  %v84 = getelementptr i8, ptr addrspace(1) %p0, i64 %v83
  %v85 = load i64, ptr addrspace(1) %v84, align 8
  %v86 = sub i64 %v85, %v17
  %v87 = getelementptr i8, ptr addrspace(1) %v74, i64 %v86
  %v89 = getelementptr i8, ptr addrspace(1) %v57, i64 8388608
  %v92 = add i32 %p1, 3
  %v93 = icmp uge i32 %v92, 8
  %v94 = sub i32 %v92, 8
  %v95 = select i1 %v93, i32 %v94, i32 %v92
  %v97 = zext i32 %v95 to i64
  %v98 = mul i64 %v97, 8
  %v99 = getelementptr i8, ptr addrspace(1) %p0, i64 %v98
  %v100 = load i64, ptr addrspace(1) %v99, align 8
  %v101 = sub i64 %v100, %v17
  %v102 = getelementptr i8, ptr addrspace(1) %v89, i64 %v101
  %v104 = getelementptr i8, ptr addrspace(1) %v57, i64 6291456
  %v107 = add i32 %p1, 4
  %v108 = icmp uge i32 %v107, 8
  %v109 = sub i32 %v107, 8
  %v110 = select i1 %v108, i32 %v109, i32 %v107
  %v112 = zext i32 %v110 to i64
  %v113 = mul i64 %v112, 8
  %v114 = getelementptr i8, ptr addrspace(1) %p0, i64 %v113
  %v115 = load i64, ptr addrspace(1) %v114, align 8
  %v116 = sub i64 %v115, %v17
  %v117 = getelementptr i8, ptr addrspace(1) %v104, i64 %v116
  %v119 = getelementptr i8, ptr addrspace(1) %v57, i64 4194304
  %v122 = add i32 %p1, 5
  %v123 = icmp uge i32 %v122, 8
  %v124 = sub i32 %v122, 8
  %v125 = select i1 %v123, i32 %v124, i32 %v122
  %v127 = zext i32 %v125 to i64
  %v128 = mul i64 %v127, 8
  %v129 = getelementptr i8, ptr addrspace(1) %p0, i64 %v128
  %v130 = load i64, ptr addrspace(1) %v129, align 8
  %v131 = sub i64 %v130, %v17
  %v132 = getelementptr i8, ptr addrspace(1) %v119, i64 %v131
  %v134 = getelementptr i8, ptr addrspace(1) %v57, i64 2097152
  %v137 = add i32 %p1, 6
  %v138 = icmp uge i32 %v137, 8
  %v139 = sub i32 %v137, 8
  %v140 = select i1 %v138, i32 %v139, i32 %v137
  %v142 = zext i32 %v140 to i64
  %v143 = mul i64 %v142, 8
  %v144 = getelementptr i8, ptr addrspace(1) %p0, i64 %v143
  %v145 = load i64, ptr addrspace(1) %v144, align 8
  %v146 = sub i64 %v145, %v17
  %v147 = getelementptr i8, ptr addrspace(1) %v134, i64 %v146
  %v149 = getelementptr i8, ptr addrspace(1) %v57, i64 0
  %v152 = add i32 %p1, 7
  %v153 = icmp uge i32 %v152, 8
  %v154 = sub i32 %v152, 8
  %v155 = select i1 %v153, i32 %v154, i32 %v152
  %v157 = zext i32 %v155 to i64
  %v158 = mul i64 %v157, 8
  %v159 = getelementptr i8, ptr addrspace(1) %p0, i64 %v158
  %v160 = load i64, ptr addrspace(1) %v159, align 8
  %v161 = sub i64 %v160, %v17
  %v162 = getelementptr i8, ptr addrspace(1) %v149, i64 %v161
  %v164 = sub i32 7, %p1
  %v166 = icmp uge i32 %v164, 8
  %v168 = sub i32 %v164, 8
  %v169 = select i1 %v166, i32 %v168, i32 %v164
  %v171 = icmp eq i32 %p1, 0
  %v172 = zext i32 %v169 to i64
  %v174 = mul i64 %v172, 2097152
  %v175 = getelementptr i8, ptr addrspace(1) %v57, i64 %v174
  %v177 = sub i32 8, %p1
  %v179 = icmp uge i32 %v177, 8
  %v181 = sub i32 %v177, 8
  %v182 = select i1 %v179, i32 %v181, i32 %v177
  %v184 = icmp eq i32 %p1, 1
  %v185 = zext i32 %v182 to i64
  %v187 = mul i64 %v185, 2097152
  %v188 = getelementptr i8, ptr addrspace(1) %v57, i64 %v187
  %v190 = sub i32 9, %p1
  %v192 = icmp uge i32 %v190, 8
  %v194 = sub i32 %v190, 8
  %v195 = select i1 %v192, i32 %v194, i32 %v190
  %v197 = icmp eq i32 %p1, 2
  %v198 = zext i32 %v195 to i64
  %v200 = mul i64 %v198, 2097152
  %v201 = getelementptr i8, ptr addrspace(1) %v57, i64 %v200
  %v203 = sub i32 10, %p1
  %v205 = icmp uge i32 %v203, 8
  %v207 = sub i32 %v203, 8
  %v208 = select i1 %v205, i32 %v207, i32 %v203
  %v210 = icmp eq i32 %p1, 3
  %v211 = zext i32 %v208 to i64
  %v213 = mul i64 %v211, 2097152
  %v214 = getelementptr i8, ptr addrspace(1) %v57, i64 %v213
  %v216 = sub i32 11, %p1
  %v218 = icmp uge i32 %v216, 8
  %v220 = sub i32 %v216, 8
  %v221 = select i1 %v218, i32 %v220, i32 %v216
  %v223 = icmp eq i32 %p1, 4
  %v224 = zext i32 %v221 to i64
  %v226 = mul i64 %v224, 2097152
  %v227 = getelementptr i8, ptr addrspace(1) %v57, i64 %v226
  %v229 = sub i32 12, %p1
  %v231 = icmp uge i32 %v229, 8
  %v233 = sub i32 %v229, 8
  %v234 = select i1 %v231, i32 %v233, i32 %v229
  %v236 = icmp eq i32 %p1, 5
  %v237 = zext i32 %v234 to i64
  %v239 = mul i64 %v237, 2097152
  %v240 = getelementptr i8, ptr addrspace(1) %v57, i64 %v239
  %v242 = sub i32 13, %p1
  %v244 = icmp uge i32 %v242, 8
  %v246 = sub i32 %v242, 8
  %v247 = select i1 %v244, i32 %v246, i32 %v242
  %v249 = icmp eq i32 %p1, 6
  %v250 = zext i32 %v247 to i64
  %v252 = mul i64 %v250, 2097152
  %v253 = getelementptr i8, ptr addrspace(1) %v57, i64 %v252
  %v255 = sub i32 14, %p1
  %v257 = icmp uge i32 %v255, 8
  %v259 = sub i32 %v255, 8
  %v260 = select i1 %v257, i32 %v259, i32 %v255
  %v262 = icmp eq i32 %p1, 7
  %v263 = zext i32 %v260 to i64
  %v265 = mul i64 %v263, 2097152
  %v266 = getelementptr i8, ptr addrspace(1) %v57, i64 %v265
  %v267 = zext i32 %v65 to i64
  %v268 = mul i64 %v267, %v20
  %v269 = getelementptr i8, ptr addrspace(1) %p2, i64 %v268
  %v270 = zext i32 %v80 to i64
  %v271 = mul i64 %v270, %v20
  %v272 = getelementptr i8, ptr addrspace(1) %p2, i64 %v271
  %v273 = zext i32 %v95 to i64
  %v274 = mul i64 %v273, %v20
  %v275 = getelementptr i8, ptr addrspace(1) %p2, i64 %v274
  %v276 = zext i32 %v110 to i64
  %v277 = mul i64 %v276, %v20
  %v278 = getelementptr i8, ptr addrspace(1) %p2, i64 %v277
  %v279 = zext i32 %v125 to i64
  %v280 = mul i64 %v279, %v20
  %v281 = getelementptr i8, ptr addrspace(1) %p2, i64 %v280
  %v282 = zext i32 %v140 to i64
  %v283 = mul i64 %v282, %v20
  %v284 = getelementptr i8, ptr addrspace(1) %p2, i64 %v283
  %v285 = zext i32 %v155 to i64
  %v286 = mul i64 %v285, %v20
  %v287 = getelementptr i8, ptr addrspace(1) %p2, i64 %v286
  %v288 = zext i32 %p1 to i64
  %v289 = mul i64 %v288, %v20
  %v290 = getelementptr i8, ptr addrspace(1) %p2, i64 %v289
  %v293 = add i64 %v40, 2
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
  %v295 = phi i64 [ 0, %while0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v295, %v293
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v296 = trunc i64 %v295 to i32
  %v297 = add i32 %v53, %v296
  %v298 = icmp ult i64 %v295, %v40
  ; round l: send slice l
  br i1 %v298, label %if2.then, label %if2.end
if2.then:
  %v299 = zext i32 %p9 to i64
  %v300 = zext i32 %v12 to i64
  %v301 = mul i64 %v295, %v299
  %v302 = add i64 %v301, %v300
  %v303 = mul i64 %v302, %phi0
  %v304 = call i64 @llvm.umax.i64(i64 %v20, i64 %v303)
  %v305 = sub i64 %v304, %v303
  %v306 = call i64 @llvm.umin.i64(i64 %v305, i64 %phi0)
  %v308 = and i32 %v297, 3
  %v310 = zext i32 %v308 to i64
  %v311 = mul i64 %v310, 14680064
  %v312 = getelementptr i8, ptr addrspace(1) %v269, i64 %v303
  %v313 = getelementptr i8, ptr addrspace(1) %v72, i64 %v311
  %v314 = trunc i64 %v306 to i32
  %v315 = trunc i64 %v43 to i32
  %v317 = udiv i32 %v314, 32768
  %v318 = mul i32 %v317, 32768
  br label %for3.head
for3.head:
  %v320 = phi i32 [ 0, %if2.then ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i32 %v320, %v318
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v321 = add i32 %v320, %v315
  %v322 = zext i32 %v321 to i64
  %v324 = add i32 %v321, 4096
  %v325 = zext i32 %v324 to i64
  %v327 = add i32 %v321, 8192
  %v328 = zext i32 %v327 to i64
  %v330 = add i32 %v321, 12288
  %v331 = zext i32 %v330 to i64
  %v333 = add i32 %v321, 16384
  %v334 = zext i32 %v333 to i64
  %v336 = add i32 %v321, 20480
  %v337 = zext i32 %v336 to i64
  %v339 = add i32 %v321, 24576
  %v340 = zext i32 %v339 to i64
  %v342 = add i32 %v321, 28672
  %v343 = zext i32 %v342 to i64
  %v344 = getelementptr i8, ptr addrspace(1) %v312, i64 %v322
  %v345 = load <4 x i32>, ptr addrspace(1) %v344, align 16
  %v346 = getelementptr i8, ptr addrspace(1) %v312, i64 %v325
  %v347 = load <4 x i32>, ptr addrspace(1) %v346, align 16
  %v348 = getelementptr i8, ptr addrspace(1) %v312, i64 %v328
  %v349 = load <4 x i32>, ptr addrspace(1) %v348, align 16
  %v350 = getelementptr i8, ptr addrspace(1) %v312, i64 %v331
  %v351 = load <4 x i32>, ptr addrspace(1) %v350, align 16
  %v352 = getelementptr i8, ptr addrspace(1) %v312, i64 %v334
  %v353 = load <4 x i32>, ptr addrspace(1) %v352, align 16
  %v354 = getelementptr i8, ptr addrspace(1) %v312, i64 %v337
  %v355 = load <4 x i32>, ptr addrspace(1) %v354, align 16
  %v356 = getelementptr i8, ptr addrspace(1) %v312, i64 %v340
  %v357 = load <4 x i32>, ptr addrspace(1) %v356, align 16
  %v358 = getelementptr i8, ptr addrspace(1) %v312, i64 %v343
  %v359 = load <4 x i32>, ptr addrspace(1) %v358, align 16
  %v360 = getelementptr i8, ptr addrspace(1) %v313, i64 %v322
  store <4 x i32> %v345, ptr addrspace(1) %v360, align 16
  %v361 = getelementptr i8, ptr addrspace(1) %v313, i64 %v325
  store <4 x i32> %v347, ptr addrspace(1) %v361, align 16
  %v362 = getelementptr i8, ptr addrspace(1) %v313, i64 %v328
  store <4 x i32> %v349, ptr addrspace(1) %v362, align 16
  %v363 = getelementptr i8, ptr addrspace(1) %v313, i64 %v331
  store <4 x i32> %v351, ptr addrspace(1) %v363, align 16
  %v364 = getelementptr i8, ptr addrspace(1) %v313, i64 %v334
  store <4 x i32> %v353, ptr addrspace(1) %v364, align 16
  %v365 = getelementptr i8, ptr addrspace(1) %v313, i64 %v337
  store <4 x i32> %v355, ptr addrspace(1) %v365, align 16
  %v366 = getelementptr i8, ptr addrspace(1) %v313, i64 %v340
  store <4 x i32> %v357, ptr addrspace(1) %v366, align 16
  %v367 = getelementptr i8, ptr addrspace(1) %v313, i64 %v343
  store <4 x i32> %v359, ptr addrspace(1) %v367, align 16
  br label %for3.latch
for3.latch:
  %for3.next = add i32 %v320, 32768
  br label %for3.head
for3.end:
  %v370 = sub i32 %v314, %v318
  %v371 = icmp uge i32 %v370, 16384
  br i1 %v371, label %if4.then, label %if4.end
if4.then:
  %v372 = add i32 %v318, %v315
  %v373 = zext i32 %v372 to i64
  %v375 = add i32 %v372, 4096
  %v376 = zext i32 %v375 to i64
  %v378 = add i32 %v372, 8192
  %v379 = zext i32 %v378 to i64
  %v381 = add i32 %v372, 12288
  %v382 = zext i32 %v381 to i64
  %v383 = getelementptr i8, ptr addrspace(1) %v312, i64 %v373
  %v384 = load <4 x i32>, ptr addrspace(1) %v383, align 16
  %v385 = getelementptr i8, ptr addrspace(1) %v312, i64 %v376
  %v386 = load <4 x i32>, ptr addrspace(1) %v385, align 16
  %v387 = getelementptr i8, ptr addrspace(1) %v312, i64 %v379
  %v388 = load <4 x i32>, ptr addrspace(1) %v387, align 16
  %v389 = getelementptr i8, ptr addrspace(1) %v312, i64 %v382
  %v390 = load <4 x i32>, ptr addrspace(1) %v389, align 16
  %v391 = getelementptr i8, ptr addrspace(1) %v313, i64 %v373
  store <4 x i32> %v384, ptr addrspace(1) %v391, align 16
  %v392 = getelementptr i8, ptr addrspace(1) %v313, i64 %v376
  store <4 x i32> %v386, ptr addrspace(1) %v392, align 16
  %v393 = getelementptr i8, ptr addrspace(1) %v313, i64 %v379
  store <4 x i32> %v388, ptr addrspace(1) %v393, align 16
  %v394 = getelementptr i8, ptr addrspace(1) %v313, i64 %v382
  store <4 x i32> %v390, ptr addrspace(1) %v394, align 16
  %v395 = add i32 %v318, 16384
  br label %if4.end
if4.end:
  %phi11 = phi i32 [ %v395, %if4.then ], [ %v318, %for3.end ]
  %v398 = sub i32 %v314, %phi11
  %v399 = icmp uge i32 %v398, 8192
  br i1 %v399, label %if5.then, label %if5.end
if5.then:
  %v400 = add i32 %phi11, %v315
  %v401 = zext i32 %v400 to i64
  %v403 = add i32 %v400, 4096
  %v404 = zext i32 %v403 to i64
  %v405 = getelementptr i8, ptr addrspace(1) %v312, i64 %v401
  %v406 = load <4 x i32>, ptr addrspace(1) %v405, align 16
  %v407 = getelementptr i8, ptr addrspace(1) %v312, i64 %v404
  %v408 = load <4 x i32>, ptr addrspace(1) %v407, align 16
  %v409 = getelementptr i8, ptr addrspace(1) %v313, i64 %v401
  store <4 x i32> %v406, ptr addrspace(1) %v409, align 16
  %v410 = getelementptr i8, ptr addrspace(1) %v313, i64 %v404
  store <4 x i32> %v408, ptr addrspace(1) %v410, align 16
  %v411 = add i32 %phi11, 8192
  br label %if5.end
if5.end:
  %phi12 = phi i32 [ %v411, %if5.then ], [ %phi11, %if4.end ]
  %v414 = sub i32 %v314, %phi12
  %v415 = icmp uge i32 %v414, 4096
  br i1 %v415, label %if6.then, label %if6.end
if6.then:
  %v416 = add i32 %phi12, %v315
  %v417 = zext i32 %v416 to i64
  %v418 = getelementptr i8, ptr addrspace(1) %v312, i64 %v417
  %v419 = load <4 x i32>, ptr addrspace(1) %v418, align 16
  %v420 = getelementptr i8, ptr addrspace(1) %v313, i64 %v417
  store <4 x i32> %v419, ptr addrspace(1) %v420, align 16
  %v421 = add i32 %phi12, 4096
  br label %if6.end
if6.end:
  %phi13 = phi i32 [ %v421, %if6.then ], [ %phi12, %if5.end ]
  %v424 = add i32 %phi13, %v315
  br label %for7.head
for7.head:
  %v425 = phi i32 [ %v424, %if6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i32 %v425, %v314
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v426 = zext i32 %v425 to i64
  %v427 = getelementptr i8, ptr addrspace(1) %v312, i64 %v426
  %v428 = load <4 x i32>, ptr addrspace(1) %v427, align 16
  %v429 = getelementptr i8, ptr addrspace(1) %v313, i64 %v426
  store <4 x i32> %v428, ptr addrspace(1) %v429, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i32 %v425, 4096
  br label %for7.head
for7.end:
  %v430 = getelementptr i8, ptr addrspace(1) %v272, i64 %v303
  %v431 = getelementptr i8, ptr addrspace(1) %v87, i64 %v311
  %v432 = trunc i64 %v306 to i32
  %v433 = trunc i64 %v43 to i32
  %v435 = udiv i32 %v432, 32768
  %v436 = mul i32 %v435, 32768
  br label %for8.head
for8.head:
  %v438 = phi i32 [ 0, %for7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v438, %v436
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v439 = add i32 %v438, %v433
  %v440 = zext i32 %v439 to i64
  %v442 = add i32 %v439, 4096
  %v443 = zext i32 %v442 to i64
  %v445 = add i32 %v439, 8192
  %v446 = zext i32 %v445 to i64
  %v448 = add i32 %v439, 12288
  %v449 = zext i32 %v448 to i64
  %v451 = add i32 %v439, 16384
  %v452 = zext i32 %v451 to i64
  %v454 = add i32 %v439, 20480
  %v455 = zext i32 %v454 to i64
  %v457 = add i32 %v439, 24576
  %v458 = zext i32 %v457 to i64
  %v460 = add i32 %v439, 28672
  %v461 = zext i32 %v460 to i64
  %v462 = getelementptr i8, ptr addrspace(1) %v430, i64 %v440
  %v463 = load <4 x i32>, ptr addrspace(1) %v462, align 16
  %v464 = getelementptr i8, ptr addrspace(1) %v430, i64 %v443
  %v465 = load <4 x i32>, ptr addrspace(1) %v464, align 16
  %v466 = getelementptr i8, ptr addrspace(1) %v430, i64 %v446
  %v467 = load <4 x i32>, ptr addrspace(1) %v466, align 16
  %v468 = getelementptr i8, ptr addrspace(1) %v430, i64 %v449
  %v469 = load <4 x i32>, ptr addrspace(1) %v468, align 16
  %v470 = getelementptr i8, ptr addrspace(1) %v430, i64 %v452
  %v471 = load <4 x i32>, ptr addrspace(1) %v470, align 16
  %v472 = getelementptr i8, ptr addrspace(1) %v430, i64 %v455
  %v473 = load <4 x i32>, ptr addrspace(1) %v472, align 16
  %v474 = getelementptr i8, ptr addrspace(1) %v430, i64 %v458
  %v475 = load <4 x i32>, ptr addrspace(1) %v474, align 16
  %v476 = getelementptr i8, ptr addrspace(1) %v430, i64 %v461
  %v477 = load <4 x i32>, ptr addrspace(1) %v476, align 16
  %v478 = getelementptr i8, ptr addrspace(1) %v431, i64 %v440
  store <4 x i32> %v463, ptr addrspace(1) %v478, align 16
  %v479 = getelementptr i8, ptr addrspace(1) %v431, i64 %v443
  store <4 x i32> %v465, ptr addrspace(1) %v479, align 16
  %v480 = getelementptr i8, ptr addrspace(1) %v431, i64 %v446
  store <4 x i32> %v467, ptr addrspace(1) %v480, align 16
  %v481 = getelementptr i8, ptr addrspace(1) %v431, i64 %v449
  store <4 x i32> %v469, ptr addrspace(1) %v481, align 16
  %v482 = getelementptr i8, ptr addrspace(1) %v431, i64 %v452
  store <4 x i32> %v471, ptr addrspace(1) %v482, align 16
  %v483 = getelementptr i8, ptr addrspace(1) %v431, i64 %v455
  store <4 x i32> %v473, ptr addrspace(1) %v483, align 16
  %v484 = getelementptr i8, ptr addrspace(1) %v431, i64 %v458
  store <4 x i32> %v475, ptr addrspace(1) %v484, align 16
  %v485 = getelementptr i8, ptr addrspace(1) %v431, i64 %v461
  store <4 x i32> %v477, ptr addrspace(1) %v485, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v438, 32768
  br label %for8.head
for8.end:
  %v488 = sub i32 %v432, %v436
  %v489 = icmp uge i32 %v488, 16384
  br i1 %v489, label %if9.then, label %if9.end
if9.then:
  %v490 = add i32 %v436, %v433
  %v491 = zext i32 %v490 to i64
  %v493 = add i32 %v490, 4096
  %v494 = zext i32 %v493 to i64
  %v496 = add i32 %v490, 8192
  %v497 = zext i32 %v496 to i64
  %v499 = add i32 %v490, 12288
  %v500 = zext i32 %v499 to i64
  %v501 = getelementptr i8, ptr addrspace(1) %v430, i64 %v491
  %v502 = load <4 x i32>, ptr addrspace(1) %v501, align 16
  %v503 = getelementptr i8, ptr addrspace(1) %v430, i64 %v494
  %v504 = load <4 x i32>, ptr addrspace(1) %v503, align 16
  %v505 = getelementptr i8, ptr addrspace(1) %v430, i64 %v497
  %v506 = load <4 x i32>, ptr addrspace(1) %v505, align 16
  %v507 = getelementptr i8, ptr addrspace(1) %v430, i64 %v500
  %v508 = load <4 x i32>, ptr addrspace(1) %v507, align 16
  %v509 = getelementptr i8, ptr addrspace(1) %v431, i64 %v491
  store <4 x i32> %v502, ptr addrspace(1) %v509, align 16
  %v510 = getelementptr i8, ptr addrspace(1) %v431, i64 %v494
  store <4 x i32> %v504, ptr addrspace(1) %v510, align 16
  %v511 = getelementptr i8, ptr addrspace(1) %v431, i64 %v497
  store <4 x i32> %v506, ptr addrspace(1) %v511, align 16
  %v512 = getelementptr i8, ptr addrspace(1) %v431, i64 %v500
  store <4 x i32> %v508, ptr addrspace(1) %v512, align 16
  %v513 = add i32 %v436, 16384
  br label %if9.end
if9.end:
  %phi14 = phi i32 [ %v513, %if9.then ], [ %v436, %for8.end ]
  %v516 = sub i32 %v432, %phi14
  %v517 = icmp uge i32 %v516, 8192
  br i1 %v517, label %if10.then, label %if10.end
if10.then:
  %v518 = add i32 %phi14, %v433
  %v519 = zext i32 %v518 to i64
  %v521 = add i32 %v518, 4096
  %v522 = zext i32 %v521 to i64
  %v523 = getelementptr i8, ptr addrspace(1) %v430, i64 %v519
  %v524 = load <4 x i32>, ptr addrspace(1) %v523, align 16
  %v525 = getelementptr i8, ptr addrspace(1) %v430, i64 %v522
  %v526 = load <4 x i32>, ptr addrspace(1) %v525, align 16
  %v527 = getelementptr i8, ptr addrspace(1) %v431, i64 %v519
  store <4 x i32> %v524, ptr addrspace(1) %v527, align 16
  %v528 = getelementptr i8, ptr addrspace(1) %v431, i64 %v522
  store <4 x i32> %v526, ptr addrspace(1) %v528, align 16
  %v529 = add i32 %phi14, 8192
  br label %if10.end
if10.end:
  %phi15 = phi i32 [ %v529, %if10.then ], [ %phi14, %if9.end ]
  %v532 = sub i32 %v432, %phi15
  %v533 = icmp uge i32 %v532, 4096
  br i1 %v533, label %if11.then, label %if11.end
if11.then:
  %v534 = add i32 %phi15, %v433
  %v535 = zext i32 %v534 to i64
  %v536 = getelementptr i8, ptr addrspace(1) %v430, i64 %v535
  %v537 = load <4 x i32>, ptr addrspace(1) %v536, align 16
  %v538 = getelementptr i8, ptr addrspace(1) %v431, i64 %v535
  store <4 x i32> %v537, ptr addrspace(1) %v538, align 16
  %v539 = add i32 %phi15, 4096
  br label %if11.end
if11.end:
  %phi16 = phi i32 [ %v539, %if11.then ], [ %phi15, %if10.end ]
  %v542 = add i32 %phi16, %v433
  br label %for12.head
for12.head:
  %v543 = phi i32 [ %v542, %if11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i32 %v543, %v432
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v544 = zext i32 %v543 to i64
  %v545 = getelementptr i8, ptr addrspace(1) %v430, i64 %v544
  %v546 = load <4 x i32>, ptr addrspace(1) %v545, align 16
  %v547 = getelementptr i8, ptr addrspace(1) %v431, i64 %v544
  store <4 x i32> %v546, ptr addrspace(1) %v547, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i32 %v543, 4096
  br label %for12.head
for12.end:
  %v548 = getelementptr i8, ptr addrspace(1) %v275, i64 %v303
  %v549 = getelementptr i8, ptr addrspace(1) %v102, i64 %v311
  %v550 = trunc i64 %v306 to i32
  %v551 = trunc i64 %v43 to i32
  %v553 = udiv i32 %v550, 32768
  %v554 = mul i32 %v553, 32768
  br label %for13.head
for13.head:
  %v556 = phi i32 [ 0, %for12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i32 %v556, %v554
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v557 = add i32 %v556, %v551
  %v558 = zext i32 %v557 to i64
  %v560 = add i32 %v557, 4096
  %v561 = zext i32 %v560 to i64
  %v563 = add i32 %v557, 8192
  %v564 = zext i32 %v563 to i64
  %v566 = add i32 %v557, 12288
  %v567 = zext i32 %v566 to i64
  %v569 = add i32 %v557, 16384
  %v570 = zext i32 %v569 to i64
  %v572 = add i32 %v557, 20480
  %v573 = zext i32 %v572 to i64
  %v575 = add i32 %v557, 24576
  %v576 = zext i32 %v575 to i64
  %v578 = add i32 %v557, 28672
  %v579 = zext i32 %v578 to i64
  %v580 = getelementptr i8, ptr addrspace(1) %v548, i64 %v558
  %v581 = load <4 x i32>, ptr addrspace(1) %v580, align 16
  %v582 = getelementptr i8, ptr addrspace(1) %v548, i64 %v561
  %v583 = load <4 x i32>, ptr addrspace(1) %v582, align 16
  %v584 = getelementptr i8, ptr addrspace(1) %v548, i64 %v564
  %v585 = load <4 x i32>, ptr addrspace(1) %v584, align 16
  %v586 = getelementptr i8, ptr addrspace(1) %v548, i64 %v567
  %v587 = load <4 x i32>, ptr addrspace(1) %v586, align 16
  %v588 = getelementptr i8, ptr addrspace(1) %v548, i64 %v570
  %v589 = load <4 x i32>, ptr addrspace(1) %v588, align 16
  %v590 = getelementptr i8, ptr addrspace(1) %v548, i64 %v573
  %v591 = load <4 x i32>, ptr addrspace(1) %v590, align 16
  %v592 = getelementptr i8, ptr addrspace(1) %v548, i64 %v576
  %v593 = load <4 x i32>, ptr addrspace(1) %v592, align 16
  %v594 = getelementptr i8, ptr addrspace(1) %v548, i64 %v579
  %v595 = load <4 x i32>, ptr addrspace(1) %v594, align 16
  %v596 = getelementptr i8, ptr addrspace(1) %v549, i64 %v558
  store <4 x i32> %v581, ptr addrspace(1) %v596, align 16
  %v597 = getelementptr i8, ptr addrspace(1) %v549, i64 %v561
  store <4 x i32> %v583, ptr addrspace(1) %v597, align 16
  %v598 = getelementptr i8, ptr addrspace(1) %v549, i64 %v564
  store <4 x i32> %v585, ptr addrspace(1) %v598, align 16
  %v599 = getelementptr i8, ptr addrspace(1) %v549, i64 %v567
  store <4 x i32> %v587, ptr addrspace(1) %v599, align 16
  %v600 = getelementptr i8, ptr addrspace(1) %v549, i64 %v570
  store <4 x i32> %v589, ptr addrspace(1) %v600, align 16
  %v601 = getelementptr i8, ptr addrspace(1) %v549, i64 %v573
  store <4 x i32> %v591, ptr addrspace(1) %v601, align 16
  %v602 = getelementptr i8, ptr addrspace(1) %v549, i64 %v576
  store <4 x i32> %v593, ptr addrspace(1) %v602, align 16
  %v603 = getelementptr i8, ptr addrspace(1) %v549, i64 %v579
  store <4 x i32> %v595, ptr addrspace(1) %v603, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i32 %v556, 32768
  br label %for13.head
for13.end:
  %v606 = sub i32 %v550, %v554
  %v607 = icmp uge i32 %v606, 16384
  br i1 %v607, label %if14.then, label %if14.end
if14.then:
  %v608 = add i32 %v554, %v551
  %v609 = zext i32 %v608 to i64
  %v611 = add i32 %v608, 4096
  %v612 = zext i32 %v611 to i64
  %v614 = add i32 %v608, 8192
  %v615 = zext i32 %v614 to i64
  %v617 = add i32 %v608, 12288
  %v618 = zext i32 %v617 to i64
  %v619 = getelementptr i8, ptr addrspace(1) %v548, i64 %v609
  %v620 = load <4 x i32>, ptr addrspace(1) %v619, align 16
  %v621 = getelementptr i8, ptr addrspace(1) %v548, i64 %v612
  %v622 = load <4 x i32>, ptr addrspace(1) %v621, align 16
  %v623 = getelementptr i8, ptr addrspace(1) %v548, i64 %v615
  %v624 = load <4 x i32>, ptr addrspace(1) %v623, align 16
  %v625 = getelementptr i8, ptr addrspace(1) %v548, i64 %v618
  %v626 = load <4 x i32>, ptr addrspace(1) %v625, align 16
  %v627 = getelementptr i8, ptr addrspace(1) %v549, i64 %v609
  store <4 x i32> %v620, ptr addrspace(1) %v627, align 16
  %v628 = getelementptr i8, ptr addrspace(1) %v549, i64 %v612
  store <4 x i32> %v622, ptr addrspace(1) %v628, align 16
  %v629 = getelementptr i8, ptr addrspace(1) %v549, i64 %v615
  store <4 x i32> %v624, ptr addrspace(1) %v629, align 16
  %v630 = getelementptr i8, ptr addrspace(1) %v549, i64 %v618
  store <4 x i32> %v626, ptr addrspace(1) %v630, align 16
  %v631 = add i32 %v554, 16384
  br label %if14.end
if14.end:
  %phi17 = phi i32 [ %v631, %if14.then ], [ %v554, %for13.end ]
  %v634 = sub i32 %v550, %phi17
  %v635 = icmp uge i32 %v634, 8192
  br i1 %v635, label %if15.then, label %if15.end
if15.then:
  %v636 = add i32 %phi17, %v551
  %v637 = zext i32 %v636 to i64
  %v639 = add i32 %v636, 4096
  %v640 = zext i32 %v639 to i64
  %v641 = getelementptr i8, ptr addrspace(1) %v548, i64 %v637
  %v642 = load <4 x i32>, ptr addrspace(1) %v641, align 16
  %v643 = getelementptr i8, ptr addrspace(1) %v548, i64 %v640
  %v644 = load <4 x i32>, ptr addrspace(1) %v643, align 16
  %v645 = getelementptr i8, ptr addrspace(1) %v549, i64 %v637
  store <4 x i32> %v642, ptr addrspace(1) %v645, align 16
  %v646 = getelementptr i8, ptr addrspace(1) %v549, i64 %v640
  store <4 x i32> %v644, ptr addrspace(1) %v646, align 16
  %v647 = add i32 %phi17, 8192
  br label %if15.end
if15.end:
  %phi18 = phi i32 [ %v647, %if15.then ], [ %phi17, %if14.end ]
  %v650 = sub i32 %v550, %phi18
  %v651 = icmp uge i32 %v650, 4096
  br i1 %v651, label %if16.then, label %if16.end
if16.then:
  %v652 = add i32 %phi18, %v551
  %v653 = zext i32 %v652 to i64
  %v654 = getelementptr i8, ptr addrspace(1) %v548, i64 %v653
  %v655 = load <4 x i32>, ptr addrspace(1) %v654, align 16
  %v656 = getelementptr i8, ptr addrspace(1) %v549, i64 %v653
  store <4 x i32> %v655, ptr addrspace(1) %v656, align 16
  %v657 = add i32 %phi18, 4096
  br label %if16.end
if16.end:
  %phi19 = phi i32 [ %v657, %if16.then ], [ %phi18, %if15.end ]
  %v660 = add i32 %phi19, %v551
  br label %for17.head
for17.head:
  %v661 = phi i32 [ %v660, %if16.end ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i32 %v661, %v550
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v662 = zext i32 %v661 to i64
  %v663 = getelementptr i8, ptr addrspace(1) %v548, i64 %v662
  %v664 = load <4 x i32>, ptr addrspace(1) %v663, align 16
  %v665 = getelementptr i8, ptr addrspace(1) %v549, i64 %v662
  store <4 x i32> %v664, ptr addrspace(1) %v665, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i32 %v661, 4096
  br label %for17.head
for17.end:
  %v666 = getelementptr i8, ptr addrspace(1) %v278, i64 %v303
  %v667 = getelementptr i8, ptr addrspace(1) %v117, i64 %v311
  %v668 = trunc i64 %v306 to i32
  %v669 = trunc i64 %v43 to i32
  %v671 = udiv i32 %v668, 32768
  %v672 = mul i32 %v671, 32768
  br label %for18.head
for18.head:
  %v674 = phi i32 [ 0, %for17.end ], [ %for18.next, %for18.latch ]
  %for18.cond = icmp ult i32 %v674, %v672
  br i1 %for18.cond, label %for18.body, label %for18.end
for18.body:
  %v675 = add i32 %v674, %v669
  %v676 = zext i32 %v675 to i64
  %v678 = add i32 %v675, 4096
  %v679 = zext i32 %v678 to i64
  %v681 = add i32 %v675, 8192
  %v682 = zext i32 %v681 to i64
  %v684 = add i32 %v675, 12288
  %v685 = zext i32 %v684 to i64
  %v687 = add i32 %v675, 16384
  %v688 = zext i32 %v687 to i64
  %v690 = add i32 %v675, 20480
  %v691 = zext i32 %v690 to i64
  %v693 = add i32 %v675, 24576
  %v694 = zext i32 %v693 to i64
  %v696 = add i32 %v675, 28672
  %v697 = zext i32 %v696 to i64
  %v698 = getelementptr i8, ptr addrspace(1) %v666, i64 %v676
  %v699 = load <4 x i32>, ptr addrspace(1) %v698, align 16
  %v700 = getelementptr i8, ptr addrspace(1) %v666, i64 %v679
  %v701 = load <4 x i32>, ptr addrspace(1) %v700, align 16
  %v702 = getelementptr i8, ptr addrspace(1) %v666, i64 %v682
  %v703 = load <4 x i32>, ptr addrspace(1) %v702, align 16
  %v704 = getelementptr i8, ptr addrspace(1) %v666, i64 %v685
  %v705 = load <4 x i32>, ptr addrspace(1) %v704, align 16
  %v706 = getelementptr i8, ptr addrspace(1) %v666, i64 %v688
  %v707 = load <4 x i32>, ptr addrspace(1) %v706, align 16
  %v708 = getelementptr i8, ptr addrspace(1) %v666, i64 %v691
  %v709 = load <4 x i32>, ptr addrspace(1) %v708, align 16
  %v710 = getelementptr i8, ptr addrspace(1) %v666, i64 %v694
  %v711 = load <4 x i32>, ptr addrspace(1) %v710, align 16
  %v712 = getelementptr i8, ptr addrspace(1) %v666, i64 %v697
  %v713 = load <4 x i32>, ptr addrspace(1) %v712, align 16
  %v714 = getelementptr i8, ptr addrspace(1) %v667, i64 %v676
  store <4 x i32> %v699, ptr addrspace(1) %v714, align 16
  %v715 = getelementptr i8, ptr addrspace(1) %v667, i64 %v679
  store <4 x i32> %v701, ptr addrspace(1) %v715, align 16
  %v716 = getelementptr i8, ptr addrspace(1) %v667, i64 %v682
  store <4 x i32> %v703, ptr addrspace(1) %v716, align 16
  %v717 = getelementptr i8, ptr addrspace(1) %v667, i64 %v685
  store <4 x i32> %v705, ptr addrspace(1) %v717, align 16
  %v718 = getelementptr i8, ptr addrspace(1) %v667, i64 %v688
  store <4 x i32> %v707, ptr addrspace(1) %v718, align 16
  %v719 = getelementptr i8, ptr addrspace(1) %v667, i64 %v691
  store <4 x i32> %v709, ptr addrspace(1) %v719, align 16
  %v720 = getelementptr i8, ptr addrspace(1) %v667, i64 %v694
  store <4 x i32> %v711, ptr addrspace(1) %v720, align 16
  %v721 = getelementptr i8, ptr addrspace(1) %v667, i64 %v697
  store <4 x i32> %v713, ptr addrspace(1) %v721, align 16
  br label %for18.latch
for18.latch:
  %for18.next = add i32 %v674, 32768
  br label %for18.head
for18.end:
  %v724 = sub i32 %v668, %v672
  %v725 = icmp uge i32 %v724, 16384
  br i1 %v725, label %if19.then, label %if19.end
if19.then:
  %v726 = add i32 %v672, %v669
  %v727 = zext i32 %v726 to i64
  %v729 = add i32 %v726, 4096
  %v730 = zext i32 %v729 to i64
  %v732 = add i32 %v726, 8192
  %v733 = zext i32 %v732 to i64
  %v735 = add i32 %v726, 12288
  %v736 = zext i32 %v735 to i64
  %v737 = getelementptr i8, ptr addrspace(1) %v666, i64 %v727
  %v738 = load <4 x i32>, ptr addrspace(1) %v737, align 16
  %v739 = getelementptr i8, ptr addrspace(1) %v666, i64 %v730
  %v740 = load <4 x i32>, ptr addrspace(1) %v739, align 16
  %v741 = getelementptr i8, ptr addrspace(1) %v666, i64 %v733
  %v742 = load <4 x i32>, ptr addrspace(1) %v741, align 16
  %v743 = getelementptr i8, ptr addrspace(1) %v666, i64 %v736
  %v744 = load <4 x i32>, ptr addrspace(1) %v743, align 16
  %v745 = getelementptr i8, ptr addrspace(1) %v667, i64 %v727
  store <4 x i32> %v738, ptr addrspace(1) %v745, align 16
  %v746 = getelementptr i8, ptr addrspace(1) %v667, i64 %v730
  store <4 x i32> %v740, ptr addrspace(1) %v746, align 16
  %v747 = getelementptr i8, ptr addrspace(1) %v667, i64 %v733
  store <4 x i32> %v742, ptr addrspace(1) %v747, align 16
  %v748 = getelementptr i8, ptr addrspace(1) %v667, i64 %v736
  store <4 x i32> %v744, ptr addrspace(1) %v748, align 16
  %v749 = add i32 %v672, 16384
  br label %if19.end
if19.end:
  %phi20 = phi i32 [ %v749, %if19.then ], [ %v672, %for18.end ]
  %v752 = sub i32 %v668, %phi20
  %v753 = icmp uge i32 %v752, 8192
  br i1 %v753, label %if20.then, label %if20.end
if20.then:
  %v754 = add i32 %phi20, %v669
  %v755 = zext i32 %v754 to i64
  %v757 = add i32 %v754, 4096
  %v758 = zext i32 %v757 to i64
  %v759 = getelementptr i8, ptr addrspace(1) %v666, i64 %v755
  %v760 = load <4 x i32>, ptr addrspace(1) %v759, align 16
  %v761 = getelementptr i8, ptr addrspace(1) %v666, i64 %v758
  %v762 = load <4 x i32>, ptr addrspace(1) %v761, align 16
  %v763 = getelementptr i8, ptr addrspace(1) %v667, i64 %v755
  store <4 x i32> %v760, ptr addrspace(1) %v763, align 16
  %v764 = getelementptr i8, ptr addrspace(1) %v667, i64 %v758
  store <4 x i32> %v762, ptr addrspace(1) %v764, align 16
  %v765 = add i32 %phi20, 8192
  br label %if20.end
if20.end:
  %phi21 = phi i32 [ %v765, %if20.then ], [ %phi20, %if19.end ]
  %v768 = sub i32 %v668, %phi21
  %v769 = icmp uge i32 %v768, 4096
  br i1 %v769, label %if21.then, label %if21.end
if21.then:
  %v770 = add i32 %phi21, %v669
  %v771 = zext i32 %v770 to i64
  %v772 = getelementptr i8, ptr addrspace(1) %v666, i64 %v771
  %v773 = load <4 x i32>, ptr addrspace(1) %v772, align 16
  %v774 = getelementptr i8, ptr addrspace(1) %v667, i64 %v771
  store <4 x i32> %v773, ptr addrspace(1) %v774, align 16
  %v775 = add i32 %phi21, 4096
  br label %if21.end
if21.end:
  %phi22 = phi i32 [ %v775, %if21.then ], [ %phi21, %if20.end ]
  %v778 = add i32 %phi22, %v669
  br label %for22.head
for22.head:
  %v779 = phi i32 [ %v778, %if21.end ], [ %for22.next, %for22.latch ]
  %for22.cond = icmp ult i32 %v779, %v668
  br i1 %for22.cond, label %for22.body, label %for22.end
for22.body:
  %v780 = zext i32 %v779 to i64
  %v781 = getelementptr i8, ptr addrspace(1) %v666, i64 %v780
  %v782 = load <4 x i32>, ptr addrspace(1) %v781, align 16
  %v783 = getelementptr i8, ptr addrspace(1) %v667, i64 %v780
  store <4 x i32> %v782, ptr addrspace(1) %v783, align 16
  br label %for22.latch
for22.latch:
  %for22.next = add i32 %v779, 4096
  br label %for22.head
for22.end:
  %v784 = getelementptr i8, ptr addrspace(1) %v281, i64 %v303
  %v785 = getelementptr i8, ptr addrspace(1) %v132, i64 %v311
  %v786 = trunc i64 %v306 to i32
  %v787 = trunc i64 %v43 to i32
  %v789 = udiv i32 %v786, 32768
  %v790 = mul i32 %v789, 32768
  br label %for23.head
for23.head:
  %v792 = phi i32 [ 0, %for22.end ], [ %for23.next, %for23.latch ]
  %for23.cond = icmp ult i32 %v792, %v790
  br i1 %for23.cond, label %for23.body, label %for23.end
for23.body:
  %v793 = add i32 %v792, %v787
  %v794 = zext i32 %v793 to i64
  %v796 = add i32 %v793, 4096
  %v797 = zext i32 %v796 to i64
  %v799 = add i32 %v793, 8192
  %v800 = zext i32 %v799 to i64
  %v802 = add i32 %v793, 12288
  %v803 = zext i32 %v802 to i64
  %v805 = add i32 %v793, 16384
  %v806 = zext i32 %v805 to i64
  %v808 = add i32 %v793, 20480
  %v809 = zext i32 %v808 to i64
  %v811 = add i32 %v793, 24576
  %v812 = zext i32 %v811 to i64
  %v814 = add i32 %v793, 28672
  %v815 = zext i32 %v814 to i64
  %v816 = getelementptr i8, ptr addrspace(1) %v784, i64 %v794
  %v817 = load <4 x i32>, ptr addrspace(1) %v816, align 16
  %v818 = getelementptr i8, ptr addrspace(1) %v784, i64 %v797
  %v819 = load <4 x i32>, ptr addrspace(1) %v818, align 16
  %v820 = getelementptr i8, ptr addrspace(1) %v784, i64 %v800
  %v821 = load <4 x i32>, ptr addrspace(1) %v820, align 16
  %v822 = getelementptr i8, ptr addrspace(1) %v784, i64 %v803
  %v823 = load <4 x i32>, ptr addrspace(1) %v822, align 16
  %v824 = getelementptr i8, ptr addrspace(1) %v784, i64 %v806
  %v825 = load <4 x i32>, ptr addrspace(1) %v824, align 16
  %v826 = getelementptr i8, ptr addrspace(1) %v784, i64 %v809
  %v827 = load <4 x i32>, ptr addrspace(1) %v826, align 16
  %v828 = getelementptr i8, ptr addrspace(1) %v784, i64 %v812
  %v829 = load <4 x i32>, ptr addrspace(1) %v828, align 16
  %v830 = getelementptr i8, ptr addrspace(1) %v784, i64 %v815
  %v831 = load <4 x i32>, ptr addrspace(1) %v830, align 16
  %v832 = getelementptr i8, ptr addrspace(1) %v785, i64 %v794
  store <4 x i32> %v817, ptr addrspace(1) %v832, align 16
  %v833 = getelementptr i8, ptr addrspace(1) %v785, i64 %v797
  store <4 x i32> %v819, ptr addrspace(1) %v833, align 16
  %v834 = getelementptr i8, ptr addrspace(1) %v785, i64 %v800
  store <4 x i32> %v821, ptr addrspace(1) %v834, align 16
  %v835 = getelementptr i8, ptr addrspace(1) %v785, i64 %v803
  store <4 x i32> %v823, ptr addrspace(1) %v835, align 16
  %v836 = getelementptr i8, ptr addrspace(1) %v785, i64 %v806
  store <4 x i32> %v825, ptr addrspace(1) %v836, align 16
  %v837 = getelementptr i8, ptr addrspace(1) %v785, i64 %v809
  store <4 x i32> %v827, ptr addrspace(1) %v837, align 16
  %v838 = getelementptr i8, ptr addrspace(1) %v785, i64 %v812
  store <4 x i32> %v829, ptr addrspace(1) %v838, align 16
  %v839 = getelementptr i8, ptr addrspace(1) %v785, i64 %v815
  store <4 x i32> %v831, ptr addrspace(1) %v839, align 16
  br label %for23.latch
for23.latch:
  %for23.next = add i32 %v792, 32768
  br label %for23.head
for23.end:
  %v842 = sub i32 %v786, %v790
  %v843 = icmp uge i32 %v842, 16384
  br i1 %v843, label %if24.then, label %if24.end
if24.then:
  %v844 = add i32 %v790, %v787
  %v845 = zext i32 %v844 to i64
  %v847 = add i32 %v844, 4096
  %v848 = zext i32 %v847 to i64
  %v850 = add i32 %v844, 8192
  %v851 = zext i32 %v850 to i64
  %v853 = add i32 %v844, 12288
  %v854 = zext i32 %v853 to i64
  %v855 = getelementptr i8, ptr addrspace(1) %v784, i64 %v845
  %v856 = load <4 x i32>, ptr addrspace(1) %v855, align 16
  %v857 = getelementptr i8, ptr addrspace(1) %v784, i64 %v848
  %v858 = load <4 x i32>, ptr addrspace(1) %v857, align 16
  %v859 = getelementptr i8, ptr addrspace(1) %v784, i64 %v851
  %v860 = load <4 x i32>, ptr addrspace(1) %v859, align 16
  %v861 = getelementptr i8, ptr addrspace(1) %v784, i64 %v854
  %v862 = load <4 x i32>, ptr addrspace(1) %v861, align 16
  %v863 = getelementptr i8, ptr addrspace(1) %v785, i64 %v845
  store <4 x i32> %v856, ptr addrspace(1) %v863, align 16
  %v864 = getelementptr i8, ptr addrspace(1) %v785, i64 %v848
  store <4 x i32> %v858, ptr addrspace(1) %v864, align 16
  %v865 = getelementptr i8, ptr addrspace(1) %v785, i64 %v851
  store <4 x i32> %v860, ptr addrspace(1) %v865, align 16
  %v866 = getelementptr i8, ptr addrspace(1) %v785, i64 %v854
  store <4 x i32> %v862, ptr addrspace(1) %v866, align 16
  %v867 = add i32 %v790, 16384
  br label %if24.end
if24.end:
  %phi23 = phi i32 [ %v867, %if24.then ], [ %v790, %for23.end ]
  %v870 = sub i32 %v786, %phi23
  %v871 = icmp uge i32 %v870, 8192
  br i1 %v871, label %if25.then, label %if25.end
if25.then:
  %v872 = add i32 %phi23, %v787
  %v873 = zext i32 %v872 to i64
  %v875 = add i32 %v872, 4096
  %v876 = zext i32 %v875 to i64
  %v877 = getelementptr i8, ptr addrspace(1) %v784, i64 %v873
  %v878 = load <4 x i32>, ptr addrspace(1) %v877, align 16
  %v879 = getelementptr i8, ptr addrspace(1) %v784, i64 %v876
  %v880 = load <4 x i32>, ptr addrspace(1) %v879, align 16
  %v881 = getelementptr i8, ptr addrspace(1) %v785, i64 %v873
  store <4 x i32> %v878, ptr addrspace(1) %v881, align 16
  %v882 = getelementptr i8, ptr addrspace(1) %v785, i64 %v876
  store <4 x i32> %v880, ptr addrspace(1) %v882, align 16
  %v883 = add i32 %phi23, 8192
  br label %if25.end
if25.end:
  %phi24 = phi i32 [ %v883, %if25.then ], [ %phi23, %if24.end ]
  %v886 = sub i32 %v786, %phi24
  %v887 = icmp uge i32 %v886, 4096
  br i1 %v887, label %if26.then, label %if26.end
if26.then:
  %v888 = add i32 %phi24, %v787
  %v889 = zext i32 %v888 to i64
  %v890 = getelementptr i8, ptr addrspace(1) %v784, i64 %v889
  %v891 = load <4 x i32>, ptr addrspace(1) %v890, align 16
  %v892 = getelementptr i8, ptr addrspace(1) %v785, i64 %v889
  store <4 x i32> %v891, ptr addrspace(1) %v892, align 16
  %v893 = add i32 %phi24, 4096
  br label %if26.end
if26.end:
  %phi25 = phi i32 [ %v893, %if26.then ], [ %phi24, %if25.end ]
  %v896 = add i32 %phi25, %v787
  br label %for27.head
for27.head:
  %v897 = phi i32 [ %v896, %if26.end ], [ %for27.next, %for27.latch ]
  %for27.cond = icmp ult i32 %v897, %v786
  br i1 %for27.cond, label %for27.body, label %for27.end
for27.body:
  %v898 = zext i32 %v897 to i64
  %v899 = getelementptr i8, ptr addrspace(1) %v784, i64 %v898
  %v900 = load <4 x i32>, ptr addrspace(1) %v899, align 16
  %v901 = getelementptr i8, ptr addrspace(1) %v785, i64 %v898
  store <4 x i32> %v900, ptr addrspace(1) %v901, align 16
  br label %for27.latch
for27.latch:
  %for27.next = add i32 %v897, 4096
  br label %for27.head
for27.end:
  %v902 = getelementptr i8, ptr addrspace(1) %v284, i64 %v303
  %v903 = getelementptr i8, ptr addrspace(1) %v147, i64 %v311
  %v904 = trunc i64 %v306 to i32
  %v905 = trunc i64 %v43 to i32
  %v907 = udiv i32 %v904, 32768
  %v908 = mul i32 %v907, 32768
  br label %for28.head
for28.head:
  %v910 = phi i32 [ 0, %for27.end ], [ %for28.next, %for28.latch ]
  %for28.cond = icmp ult i32 %v910, %v908
  br i1 %for28.cond, label %for28.body, label %for28.end
for28.body:
  %v911 = add i32 %v910, %v905
  %v912 = zext i32 %v911 to i64
  %v914 = add i32 %v911, 4096
  %v915 = zext i32 %v914 to i64
  %v917 = add i32 %v911, 8192
  %v918 = zext i32 %v917 to i64
  %v920 = add i32 %v911, 12288
  %v921 = zext i32 %v920 to i64
  %v923 = add i32 %v911, 16384
  %v924 = zext i32 %v923 to i64
  %v926 = add i32 %v911, 20480
  %v927 = zext i32 %v926 to i64
  %v929 = add i32 %v911, 24576
  %v930 = zext i32 %v929 to i64
  %v932 = add i32 %v911, 28672
  %v933 = zext i32 %v932 to i64
  %v934 = getelementptr i8, ptr addrspace(1) %v902, i64 %v912
  %v935 = load <4 x i32>, ptr addrspace(1) %v934, align 16
  %v936 = getelementptr i8, ptr addrspace(1) %v902, i64 %v915
  %v937 = load <4 x i32>, ptr addrspace(1) %v936, align 16
  %v938 = getelementptr i8, ptr addrspace(1) %v902, i64 %v918
  %v939 = load <4 x i32>, ptr addrspace(1) %v938, align 16
  %v940 = getelementptr i8, ptr addrspace(1) %v902, i64 %v921
  %v941 = load <4 x i32>, ptr addrspace(1) %v940, align 16
  %v942 = getelementptr i8, ptr addrspace(1) %v902, i64 %v924
  %v943 = load <4 x i32>, ptr addrspace(1) %v942, align 16
  %v944 = getelementptr i8, ptr addrspace(1) %v902, i64 %v927
  %v945 = load <4 x i32>, ptr addrspace(1) %v944, align 16
  %v946 = getelementptr i8, ptr addrspace(1) %v902, i64 %v930
  %v947 = load <4 x i32>, ptr addrspace(1) %v946, align 16
  %v948 = getelementptr i8, ptr addrspace(1) %v902, i64 %v933
  %v949 = load <4 x i32>, ptr addrspace(1) %v948, align 16
  %v950 = getelementptr i8, ptr addrspace(1) %v903, i64 %v912
  store <4 x i32> %v935, ptr addrspace(1) %v950, align 16
  %v951 = getelementptr i8, ptr addrspace(1) %v903, i64 %v915
  store <4 x i32> %v937, ptr addrspace(1) %v951, align 16
  %v952 = getelementptr i8, ptr addrspace(1) %v903, i64 %v918
  store <4 x i32> %v939, ptr addrspace(1) %v952, align 16
  %v953 = getelementptr i8, ptr addrspace(1) %v903, i64 %v921
  store <4 x i32> %v941, ptr addrspace(1) %v953, align 16
  %v954 = getelementptr i8, ptr addrspace(1) %v903, i64 %v924
  store <4 x i32> %v943, ptr addrspace(1) %v954, align 16
  %v955 = getelementptr i8, ptr addrspace(1) %v903, i64 %v927
  store <4 x i32> %v945, ptr addrspace(1) %v955, align 16
  %v956 = getelementptr i8, ptr addrspace(1) %v903, i64 %v930
  store <4 x i32> %v947, ptr addrspace(1) %v956, align 16
  %v957 = getelementptr i8, ptr addrspace(1) %v903, i64 %v933
  store <4 x i32> %v949, ptr addrspace(1) %v957, align 16
  br label %for28.latch
for28.latch:
  %for28.next = add i32 %v910, 32768
  br label %for28.head
for28.end:
  %v960 = sub i32 %v904, %v908
  %v961 = icmp uge i32 %v960, 16384
  br i1 %v961, label %if29.then, label %if29.end
if29.then:
  %v962 = add i32 %v908, %v905
  %v963 = zext i32 %v962 to i64
  %v965 = add i32 %v962, 4096
  %v966 = zext i32 %v965 to i64
  %v968 = add i32 %v962, 8192
  %v969 = zext i32 %v968 to i64
  %v971 = add i32 %v962, 12288
  %v972 = zext i32 %v971 to i64
  %v973 = getelementptr i8, ptr addrspace(1) %v902, i64 %v963
  %v974 = load <4 x i32>, ptr addrspace(1) %v973, align 16
  %v975 = getelementptr i8, ptr addrspace(1) %v902, i64 %v966
  %v976 = load <4 x i32>, ptr addrspace(1) %v975, align 16
  %v977 = getelementptr i8, ptr addrspace(1) %v902, i64 %v969
  %v978 = load <4 x i32>, ptr addrspace(1) %v977, align 16
  %v979 = getelementptr i8, ptr addrspace(1) %v902, i64 %v972
  %v980 = load <4 x i32>, ptr addrspace(1) %v979, align 16
  %v981 = getelementptr i8, ptr addrspace(1) %v903, i64 %v963
  store <4 x i32> %v974, ptr addrspace(1) %v981, align 16
  %v982 = getelementptr i8, ptr addrspace(1) %v903, i64 %v966
  store <4 x i32> %v976, ptr addrspace(1) %v982, align 16
  %v983 = getelementptr i8, ptr addrspace(1) %v903, i64 %v969
  store <4 x i32> %v978, ptr addrspace(1) %v983, align 16
  %v984 = getelementptr i8, ptr addrspace(1) %v903, i64 %v972
  store <4 x i32> %v980, ptr addrspace(1) %v984, align 16
  %v985 = add i32 %v908, 16384
  br label %if29.end
if29.end:
  %phi26 = phi i32 [ %v985, %if29.then ], [ %v908, %for28.end ]
  %v988 = sub i32 %v904, %phi26
  %v989 = icmp uge i32 %v988, 8192
  br i1 %v989, label %if30.then, label %if30.end
if30.then:
  %v990 = add i32 %phi26, %v905
  %v991 = zext i32 %v990 to i64
  %v993 = add i32 %v990, 4096
  %v994 = zext i32 %v993 to i64
  %v995 = getelementptr i8, ptr addrspace(1) %v902, i64 %v991
  %v996 = load <4 x i32>, ptr addrspace(1) %v995, align 16
  %v997 = getelementptr i8, ptr addrspace(1) %v902, i64 %v994
  %v998 = load <4 x i32>, ptr addrspace(1) %v997, align 16
  %v999 = getelementptr i8, ptr addrspace(1) %v903, i64 %v991
  store <4 x i32> %v996, ptr addrspace(1) %v999, align 16
  %v1000 = getelementptr i8, ptr addrspace(1) %v903, i64 %v994
  store <4 x i32> %v998, ptr addrspace(1) %v1000, align 16
  %v1001 = add i32 %phi26, 8192
  br label %if30.end
if30.end:
  %phi27 = phi i32 [ %v1001, %if30.then ], [ %phi26, %if29.end ]
  %v1004 = sub i32 %v904, %phi27
  %v1005 = icmp uge i32 %v1004, 4096
  br i1 %v1005, label %if31.then, label %if31.end
if31.then:
  %v1006 = add i32 %phi27, %v905
  %v1007 = zext i32 %v1006 to i64
  %v1008 = getelementptr i8, ptr addrspace(1) %v902, i64 %v1007
  %v1009 = load <4 x i32>, ptr addrspace(1) %v1008, align 16
  %v1010 = getelementptr i8, ptr addrspace(1) %v903, i64 %v1007
  store <4 x i32> %v1009, ptr addrspace(1) %v1010, align 16
  %v1011 = add i32 %phi27, 4096
  br label %if31.end
if31.end:
  %phi28 = phi i32 [ %v1011, %if31.then ], [ %phi27, %if30.end ]
  %v1014 = add i32 %phi28, %v905
  br label %for32.head
for32.head:
  %v1015 = phi i32 [ %v1014, %if31.end ], [ %for32.next, %for32.latch ]
  %for32.cond = icmp ult i32 %v1015, %v904
  br i1 %for32.cond, label %for32.body, label %for32.end
for32.body:
  %v1016 = zext i32 %v1015 to i64
  %v1017 = getelementptr i8, ptr addrspace(1) %v902, i64 %v1016
  %v1018 = load <4 x i32>, ptr addrspace(1) %v1017, align 16
  %v1019 = getelementptr i8, ptr addrspace(1) %v903, i64 %v1016
  store <4 x i32> %v1018, ptr addrspace(1) %v1019, align 16
  br label %for32.latch
for32.latch:
  %for32.next = add i32 %v1015, 4096
  br label %for32.head
for32.end:
  %v1020 = getelementptr i8, ptr addrspace(1) %v287, i64 %v303
  %v1021 = getelementptr i8, ptr addrspace(1) %v162, i64 %v311
  %v1022 = trunc i64 %v306 to i32
  %v1023 = trunc i64 %v43 to i32
  %v1025 = udiv i32 %v1022, 32768
  %v1026 = mul i32 %v1025, 32768
  br label %for33.head
for33.head:
  %v1028 = phi i32 [ 0, %for32.end ], [ %for33.next, %for33.latch ]
  %for33.cond = icmp ult i32 %v1028, %v1026
  br i1 %for33.cond, label %for33.body, label %for33.end
for33.body:
  %v1029 = add i32 %v1028, %v1023
  %v1030 = zext i32 %v1029 to i64
  %v1032 = add i32 %v1029, 4096
  %v1033 = zext i32 %v1032 to i64
  %v1035 = add i32 %v1029, 8192
  %v1036 = zext i32 %v1035 to i64
  %v1038 = add i32 %v1029, 12288
  %v1039 = zext i32 %v1038 to i64
  %v1041 = add i32 %v1029, 16384
  %v1042 = zext i32 %v1041 to i64
  %v1044 = add i32 %v1029, 20480
  %v1045 = zext i32 %v1044 to i64
  %v1047 = add i32 %v1029, 24576
  %v1048 = zext i32 %v1047 to i64
  %v1050 = add i32 %v1029, 28672
  %v1051 = zext i32 %v1050 to i64
  %v1052 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1030
  %v1053 = load <4 x i32>, ptr addrspace(1) %v1052, align 16
  %v1054 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1033
  %v1055 = load <4 x i32>, ptr addrspace(1) %v1054, align 16
  %v1056 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1036
  %v1057 = load <4 x i32>, ptr addrspace(1) %v1056, align 16
  %v1058 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1039
  %v1059 = load <4 x i32>, ptr addrspace(1) %v1058, align 16
  %v1060 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1042
  %v1061 = load <4 x i32>, ptr addrspace(1) %v1060, align 16
  %v1062 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1045
  %v1063 = load <4 x i32>, ptr addrspace(1) %v1062, align 16
  %v1064 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1048
  %v1065 = load <4 x i32>, ptr addrspace(1) %v1064, align 16
  %v1066 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1051
  %v1067 = load <4 x i32>, ptr addrspace(1) %v1066, align 16
  %v1068 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1030
  store <4 x i32> %v1053, ptr addrspace(1) %v1068, align 16
  %v1069 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1033
  store <4 x i32> %v1055, ptr addrspace(1) %v1069, align 16
  %v1070 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1036
  store <4 x i32> %v1057, ptr addrspace(1) %v1070, align 16
  %v1071 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1039
  store <4 x i32> %v1059, ptr addrspace(1) %v1071, align 16
  %v1072 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1042
  store <4 x i32> %v1061, ptr addrspace(1) %v1072, align 16
  %v1073 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1045
  store <4 x i32> %v1063, ptr addrspace(1) %v1073, align 16
  %v1074 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1048
  store <4 x i32> %v1065, ptr addrspace(1) %v1074, align 16
  %v1075 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1051
  store <4 x i32> %v1067, ptr addrspace(1) %v1075, align 16
  br label %for33.latch
for33.latch:
  %for33.next = add i32 %v1028, 32768
  br label %for33.head
for33.end:
  %v1078 = sub i32 %v1022, %v1026
  %v1079 = icmp uge i32 %v1078, 16384
  br i1 %v1079, label %if34.then, label %if34.end
if34.then:
  %v1080 = add i32 %v1026, %v1023
  %v1081 = zext i32 %v1080 to i64
  %v1083 = add i32 %v1080, 4096
  %v1084 = zext i32 %v1083 to i64
  %v1086 = add i32 %v1080, 8192
  %v1087 = zext i32 %v1086 to i64
  %v1089 = add i32 %v1080, 12288
  %v1090 = zext i32 %v1089 to i64
  %v1091 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1081
  %v1092 = load <4 x i32>, ptr addrspace(1) %v1091, align 16
  %v1093 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1084
  %v1094 = load <4 x i32>, ptr addrspace(1) %v1093, align 16
  %v1095 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1087
  %v1096 = load <4 x i32>, ptr addrspace(1) %v1095, align 16
  %v1097 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1090
  %v1098 = load <4 x i32>, ptr addrspace(1) %v1097, align 16
  %v1099 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1081
  store <4 x i32> %v1092, ptr addrspace(1) %v1099, align 16
  %v1100 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1084
  store <4 x i32> %v1094, ptr addrspace(1) %v1100, align 16
  %v1101 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1087
  store <4 x i32> %v1096, ptr addrspace(1) %v1101, align 16
  %v1102 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1090
  store <4 x i32> %v1098, ptr addrspace(1) %v1102, align 16
  %v1103 = add i32 %v1026, 16384
  br label %if34.end
if34.end:
  %phi29 = phi i32 [ %v1103, %if34.then ], [ %v1026, %for33.end ]
  %v1106 = sub i32 %v1022, %phi29
  %v1107 = icmp uge i32 %v1106, 8192
  br i1 %v1107, label %if35.then, label %if35.end
if35.then:
  %v1108 = add i32 %phi29, %v1023
  %v1109 = zext i32 %v1108 to i64
  %v1111 = add i32 %v1108, 4096
  %v1112 = zext i32 %v1111 to i64
  %v1113 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1109
  %v1114 = load <4 x i32>, ptr addrspace(1) %v1113, align 16
  %v1115 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1112
  %v1116 = load <4 x i32>, ptr addrspace(1) %v1115, align 16
  %v1117 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1109
  store <4 x i32> %v1114, ptr addrspace(1) %v1117, align 16
  %v1118 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1112
  store <4 x i32> %v1116, ptr addrspace(1) %v1118, align 16
  %v1119 = add i32 %phi29, 8192
  br label %if35.end
if35.end:
  %phi30 = phi i32 [ %v1119, %if35.then ], [ %phi29, %if34.end ]
  %v1122 = sub i32 %v1022, %phi30
  %v1123 = icmp uge i32 %v1122, 4096
  br i1 %v1123, label %if36.then, label %if36.end
if36.then:
  %v1124 = add i32 %phi30, %v1023
  %v1125 = zext i32 %v1124 to i64
  %v1126 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1125
  %v1127 = load <4 x i32>, ptr addrspace(1) %v1126, align 16
  %v1128 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1125
  store <4 x i32> %v1127, ptr addrspace(1) %v1128, align 16
  %v1129 = add i32 %phi30, 4096
  br label %if36.end
if36.end:
  %phi31 = phi i32 [ %v1129, %if36.then ], [ %phi30, %if35.end ]
  %v1132 = add i32 %phi31, %v1023
  br label %for37.head
for37.head:
  %v1133 = phi i32 [ %v1132, %if36.end ], [ %for37.next, %for37.latch ]
  %for37.cond = icmp ult i32 %v1133, %v1022
  br i1 %for37.cond, label %for37.body, label %for37.end
for37.body:
  %v1134 = zext i32 %v1133 to i64
  %v1135 = getelementptr i8, ptr addrspace(1) %v1020, i64 %v1134
  %v1136 = load <4 x i32>, ptr addrspace(1) %v1135, align 16
  %v1137 = getelementptr i8, ptr addrspace(1) %v1021, i64 %v1134
  store <4 x i32> %v1136, ptr addrspace(1) %v1137, align 16
  br label %for37.latch
for37.latch:
  %for37.next = add i32 %v1133, 4096
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
  %v1139 = icmp uge i64 %v295, 2
  br i1 %v1139, label %if38.then, label %if38.end
if38.then:
  %v1141 = sub i64 %v295, 2
  %v1142 = zext i32 %p9 to i64
  %v1143 = zext i32 %v12 to i64
  %v1144 = mul i64 %v1141, %v1142
  %v1145 = add i64 %v1144, %v1143
  %v1146 = mul i64 %v1145, %phi0
  %v1147 = call i64 @llvm.umax.i64(i64 %v20, i64 %v1146)
  %v1148 = sub i64 %v1147, %v1146
  %v1149 = call i64 @llvm.umin.i64(i64 %v1148, i64 %phi0)
  %v1151 = sub i32 %v297, 2
  %v1153 = and i32 %v1151, 3
  %v1155 = zext i32 %v1153 to i64
  %v1156 = mul i64 %v1155, 14680064
  %v1157 = getelementptr i8, ptr addrspace(1) %v290, i64 %v1146
  %v1158 = getelementptr i8, ptr addrspace(1) %v175, i64 %v1156
  %v1159 = select i1 %v171, ptr addrspace(1) %v1157, ptr addrspace(1) %v1158
  %v1160 = getelementptr i8, ptr addrspace(1) %v188, i64 %v1156
  %v1161 = select i1 %v184, ptr addrspace(1) %v1157, ptr addrspace(1) %v1160
  %v1162 = getelementptr i8, ptr addrspace(1) %v201, i64 %v1156
  %v1163 = select i1 %v197, ptr addrspace(1) %v1157, ptr addrspace(1) %v1162
  %v1164 = getelementptr i8, ptr addrspace(1) %v214, i64 %v1156
  %v1165 = select i1 %v210, ptr addrspace(1) %v1157, ptr addrspace(1) %v1164
  %v1166 = getelementptr i8, ptr addrspace(1) %v227, i64 %v1156
  %v1167 = select i1 %v223, ptr addrspace(1) %v1157, ptr addrspace(1) %v1166
  %v1168 = getelementptr i8, ptr addrspace(1) %v240, i64 %v1156
  %v1169 = select i1 %v236, ptr addrspace(1) %v1157, ptr addrspace(1) %v1168
  %v1170 = getelementptr i8, ptr addrspace(1) %v253, i64 %v1156
  %v1171 = select i1 %v249, ptr addrspace(1) %v1157, ptr addrspace(1) %v1170
  %v1172 = getelementptr i8, ptr addrspace(1) %v266, i64 %v1156
  %v1173 = select i1 %v262, ptr addrspace(1) %v1157, ptr addrspace(1) %v1172
  %v1174 = getelementptr i8, ptr addrspace(1) %p3, i64 %v1146
  %v1175 = trunc i64 %v1149 to i32
  %v1176 = trunc i64 %v43 to i32
  %v1178 = udiv i32 %v1175, 4096
  %v1179 = mul i32 %v1178, 4096
  br label %for39.head
for39.head:
  %v1181 = phi i32 [ 0, %if38.then ], [ %for39.next, %for39.latch ]
  %for39.cond = icmp ult i32 %v1181, %v1179
  br i1 %for39.cond, label %for39.body, label %for39.end
for39.body:
  %v1182 = add i32 %v1181, %v1176
  %v1183 = zext i32 %v1182 to i64
  %v1184 = getelementptr i8, ptr addrspace(1) %v1159, i64 %v1183
  %v1185 = load <4 x i32>, ptr addrspace(1) %v1184, align 16
  %v1186 = getelementptr i8, ptr addrspace(1) %v1161, i64 %v1183
  %v1187 = load <4 x i32>, ptr addrspace(1) %v1186, align 16
  %v1188 = getelementptr i8, ptr addrspace(1) %v1163, i64 %v1183
  %v1189 = load <4 x i32>, ptr addrspace(1) %v1188, align 16
  %v1190 = getelementptr i8, ptr addrspace(1) %v1165, i64 %v1183
  %v1191 = load <4 x i32>, ptr addrspace(1) %v1190, align 16
  %v1192 = getelementptr i8, ptr addrspace(1) %v1167, i64 %v1183
  %v1193 = load <4 x i32>, ptr addrspace(1) %v1192, align 16
  %v1194 = getelementptr i8, ptr addrspace(1) %v1169, i64 %v1183
  %v1195 = load <4 x i32>, ptr addrspace(1) %v1194, align 16
  %v1196 = getelementptr i8, ptr addrspace(1) %v1171, i64 %v1183
  %v1197 = load <4 x i32>, ptr addrspace(1) %v1196, align 16
  %v1198 = getelementptr i8, ptr addrspace(1) %v1173, i64 %v1183
  %v1199 = load <4 x i32>, ptr addrspace(1) %v1198, align 16
  %v1200 = extractelement <4 x i32> %v1185, i32 0
  %v1201 = extractelement <4 x i32> %v1187, i32 0
  %v1202 = extractelement <4 x i32> %v1189, i32 0
  %v1203 = extractelement <4 x i32> %v1191, i32 0
  %v1204 = extractelement <4 x i32> %v1193, i32 0
  %v1205 = extractelement <4 x i32> %v1195, i32 0
  %v1206 = extractelement <4 x i32> %v1197, i32 0
  %v1207 = extractelement <4 x i32> %v1199, i32 0
  %v1208 = trunc i32 %v1200 to i16
  %v1209 = bitcast i16 %v1208 to half
  %v1210 = fpext half %v1209 to float
  %v1211 = trunc i32 %v1201 to i16
  %v1212 = bitcast i16 %v1211 to half
  %v1213 = fpext half %v1212 to float
  %v1214 = fadd float %v1210, %v1213
  %v1215 = trunc i32 %v1202 to i16
  %v1216 = bitcast i16 %v1215 to half
  %v1217 = fpext half %v1216 to float
  %v1218 = fadd float %v1214, %v1217
  %v1219 = trunc i32 %v1203 to i16
  %v1220 = bitcast i16 %v1219 to half
  %v1221 = fpext half %v1220 to float
  %v1222 = fadd float %v1218, %v1221
  %v1223 = trunc i32 %v1204 to i16
  %v1224 = bitcast i16 %v1223 to half
  %v1225 = fpext half %v1224 to float
  %v1226 = fadd float %v1222, %v1225
  %v1227 = trunc i32 %v1205 to i16
  %v1228 = bitcast i16 %v1227 to half
  %v1229 = fpext half %v1228 to float
  %v1230 = fadd float %v1226, %v1229
  %v1231 = trunc i32 %v1206 to i16
  %v1232 = bitcast i16 %v1231 to half
  %v1233 = fpext half %v1232 to float
  %v1234 = fadd float %v1230, %v1233
  %v1235 = trunc i32 %v1207 to i16
  %v1236 = bitcast i16 %v1235 to half
  %v1237 = fpext half %v1236 to float
  %v1238 = fadd float %v1234, %v1237
  %v1239 = fptrunc float %v1238 to half
  %v1240 = bitcast half %v1239 to i16
  %v1241 = zext i16 %v1240 to i32
  %v1243 = lshr i32 %v1200, 16
  %v1244 = trunc i32 %v1243 to i16
  %v1245 = bitcast i16 %v1244 to half
  %v1246 = fpext half %v1245 to float
  %v1248 = lshr i32 %v1201, 16
  %v1249 = trunc i32 %v1248 to i16
  %v1250 = bitcast i16 %v1249 to half
  %v1251 = fpext half %v1250 to float
  %v1252 = fadd float %v1246, %v1251
  %v1254 = lshr i32 %v1202, 16
  %v1255 = trunc i32 %v1254 to i16
  %v1256 = bitcast i16 %v1255 to half
  %v1257 = fpext half %v1256 to float
  %v1258 = fadd float %v1252, %v1257
  %v1260 = lshr i32 %v1203, 16
  %v1261 = trunc i32 %v1260 to i16
  %v1262 = bitcast i16 %v1261 to half
  %v1263 = fpext half %v1262 to float
  %v1264 = fadd float %v1258, %v1263
  %v1266 = lshr i32 %v1204, 16
  %v1267 = trunc i32 %v1266 to i16
  %v1268 = bitcast i16 %v1267 to half
  %v1269 = fpext half %v1268 to float
  %v1270 = fadd float %v1264, %v1269
  %v1272 = lshr i32 %v1205, 16
  %v1273 = trunc i32 %v1272 to i16
  %v1274 = bitcast i16 %v1273 to half
  %v1275 = fpext half %v1274 to float
  %v1276 = fadd float %v1270, %v1275
  %v1278 = lshr i32 %v1206, 16
  %v1279 = trunc i32 %v1278 to i16
  %v1280 = bitcast i16 %v1279 to half
  %v1281 = fpext half %v1280 to float
  %v1282 = fadd float %v1276, %v1281
  %v1284 = lshr i32 %v1207, 16
  %v1285 = trunc i32 %v1284 to i16
  %v1286 = bitcast i16 %v1285 to half
  %v1287 = fpext half %v1286 to float
  %v1288 = fadd float %v1282, %v1287
  %v1289 = fptrunc float %v1288 to half
  %v1290 = bitcast half %v1289 to i16
  %v1291 = zext i16 %v1290 to i32
  %v1293 = shl i32 %v1291, 16
  %v1294 = or i32 %v1241, %v1293
  %t1 = insertelement <4 x i32> poison, i32 %v1294, i32 0
  %v1295 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1296 = extractelement <4 x i32> %v1185, i32 1
  %v1297 = extractelement <4 x i32> %v1187, i32 1
  %v1298 = extractelement <4 x i32> %v1189, i32 1
  %v1299 = extractelement <4 x i32> %v1191, i32 1
  %v1300 = extractelement <4 x i32> %v1193, i32 1
  %v1301 = extractelement <4 x i32> %v1195, i32 1
  %v1302 = extractelement <4 x i32> %v1197, i32 1
  %v1303 = extractelement <4 x i32> %v1199, i32 1
  %v1304 = trunc i32 %v1296 to i16
  %v1305 = bitcast i16 %v1304 to half
  %v1306 = fpext half %v1305 to float
  %v1307 = trunc i32 %v1297 to i16
  %v1308 = bitcast i16 %v1307 to half
  %v1309 = fpext half %v1308 to float
  %v1310 = fadd float %v1306, %v1309
  %v1311 = trunc i32 %v1298 to i16
  %v1312 = bitcast i16 %v1311 to half
  %v1313 = fpext half %v1312 to float
  %v1314 = fadd float %v1310, %v1313
  %v1315 = trunc i32 %v1299 to i16
  %v1316 = bitcast i16 %v1315 to half
  %v1317 = fpext half %v1316 to float
  %v1318 = fadd float %v1314, %v1317
  %v1319 = trunc i32 %v1300 to i16
  %v1320 = bitcast i16 %v1319 to half
  %v1321 = fpext half %v1320 to float
  %v1322 = fadd float %v1318, %v1321
  %v1323 = trunc i32 %v1301 to i16
  %v1324 = bitcast i16 %v1323 to half
  %v1325 = fpext half %v1324 to float
  %v1326 = fadd float %v1322, %v1325
  %v1327 = trunc i32 %v1302 to i16
  %v1328 = bitcast i16 %v1327 to half
  %v1329 = fpext half %v1328 to float
  %v1330 = fadd float %v1326, %v1329
  %v1331 = trunc i32 %v1303 to i16
  %v1332 = bitcast i16 %v1331 to half
  %v1333 = fpext half %v1332 to float
  %v1334 = fadd float %v1330, %v1333
  %v1335 = fptrunc float %v1334 to half
  %v1336 = bitcast half %v1335 to i16
  %v1337 = zext i16 %v1336 to i32
  %v1339 = lshr i32 %v1296, 16
  %v1340 = trunc i32 %v1339 to i16
  %v1341 = bitcast i16 %v1340 to half
  %v1342 = fpext half %v1341 to float
  %v1344 = lshr i32 %v1297, 16
  %v1345 = trunc i32 %v1344 to i16
  %v1346 = bitcast i16 %v1345 to half
  %v1347 = fpext half %v1346 to float
  %v1348 = fadd float %v1342, %v1347
  %v1350 = lshr i32 %v1298, 16
  %v1351 = trunc i32 %v1350 to i16
  %v1352 = bitcast i16 %v1351 to half
  %v1353 = fpext half %v1352 to float
  %v1354 = fadd float %v1348, %v1353
  %v1356 = lshr i32 %v1299, 16
  %v1357 = trunc i32 %v1356 to i16
  %v1358 = bitcast i16 %v1357 to half
  %v1359 = fpext half %v1358 to float
  %v1360 = fadd float %v1354, %v1359
  %v1362 = lshr i32 %v1300, 16
  %v1363 = trunc i32 %v1362 to i16
  %v1364 = bitcast i16 %v1363 to half
  %v1365 = fpext half %v1364 to float
  %v1366 = fadd float %v1360, %v1365
  %v1368 = lshr i32 %v1301, 16
  %v1369 = trunc i32 %v1368 to i16
  %v1370 = bitcast i16 %v1369 to half
  %v1371 = fpext half %v1370 to float
  %v1372 = fadd float %v1366, %v1371
  %v1374 = lshr i32 %v1302, 16
  %v1375 = trunc i32 %v1374 to i16
  %v1376 = bitcast i16 %v1375 to half
  %v1377 = fpext half %v1376 to float
  %v1378 = fadd float %v1372, %v1377
  %v1380 = lshr i32 %v1303, 16
  %v1381 = trunc i32 %v1380 to i16
  %v1382 = bitcast i16 %v1381 to half
  %v1383 = fpext half %v1382 to float
  %v1384 = fadd float %v1378, %v1383
  %v1385 = fptrunc float %v1384 to half
  %v1386 = bitcast half %v1385 to i16
  %v1387 = zext i16 %v1386 to i32
  %v1389 = shl i32 %v1387, 16
  %v1390 = or i32 %v1337, %v1389
  %v1391 = insertelement <4 x i32> %v1295, i32 %v1390, i32 1
  %v1392 = extractelement <4 x i32> %v1185, i32 2
  %v1393 = extractelement <4 x i32> %v1187, i32 2
  %v1394 = extractelement <4 x i32> %v1189, i32 2
  %v1395 = extractelement <4 x i32> %v1191, i32 2
  %v1396 = extractelement <4 x i32> %v1193, i32 2
  %v1397 = extractelement <4 x i32> %v1195, i32 2
  %v1398 = extractelement <4 x i32> %v1197, i32 2
  %v1399 = extractelement <4 x i32> %v1199, i32 2
  %v1400 = trunc i32 %v1392 to i16
  %v1401 = bitcast i16 %v1400 to half
  %v1402 = fpext half %v1401 to float
  %v1403 = trunc i32 %v1393 to i16
  %v1404 = bitcast i16 %v1403 to half
  %v1405 = fpext half %v1404 to float
  %v1406 = fadd float %v1402, %v1405
  %v1407 = trunc i32 %v1394 to i16
  %v1408 = bitcast i16 %v1407 to half
  %v1409 = fpext half %v1408 to float
  %v1410 = fadd float %v1406, %v1409
  %v1411 = trunc i32 %v1395 to i16
  %v1412 = bitcast i16 %v1411 to half
  %v1413 = fpext half %v1412 to float
  %v1414 = fadd float %v1410, %v1413
  %v1415 = trunc i32 %v1396 to i16
  %v1416 = bitcast i16 %v1415 to half
  %v1417 = fpext half %v1416 to float
  %v1418 = fadd float %v1414, %v1417
  %v1419 = trunc i32 %v1397 to i16
  %v1420 = bitcast i16 %v1419 to half
  %v1421 = fpext half %v1420 to float
  %v1422 = fadd float %v1418, %v1421
  %v1423 = trunc i32 %v1398 to i16
  %v1424 = bitcast i16 %v1423 to half
  %v1425 = fpext half %v1424 to float
  %v1426 = fadd float %v1422, %v1425
  %v1427 = trunc i32 %v1399 to i16
  %v1428 = bitcast i16 %v1427 to half
  %v1429 = fpext half %v1428 to float
  %v1430 = fadd float %v1426, %v1429
  %v1431 = fptrunc float %v1430 to half
  %v1432 = bitcast half %v1431 to i16
  %v1433 = zext i16 %v1432 to i32
  %v1435 = lshr i32 %v1392, 16
  %v1436 = trunc i32 %v1435 to i16
  %v1437 = bitcast i16 %v1436 to half
  %v1438 = fpext half %v1437 to float
  %v1440 = lshr i32 %v1393, 16
  %v1441 = trunc i32 %v1440 to i16
  %v1442 = bitcast i16 %v1441 to half
  %v1443 = fpext half %v1442 to float
  %v1444 = fadd float %v1438, %v1443
  %v1446 = lshr i32 %v1394, 16
  %v1447 = trunc i32 %v1446 to i16
  %v1448 = bitcast i16 %v1447 to half
  %v1449 = fpext half %v1448 to float
  %v1450 = fadd float %v1444, %v1449
  %v1452 = lshr i32 %v1395, 16
  %v1453 = trunc i32 %v1452 to i16
  %v1454 = bitcast i16 %v1453 to half
  %v1455 = fpext half %v1454 to float
  %v1456 = fadd float %v1450, %v1455
  %v1458 = lshr i32 %v1396, 16
  %v1459 = trunc i32 %v1458 to i16
  %v1460 = bitcast i16 %v1459 to half
  %v1461 = fpext half %v1460 to float
  %v1462 = fadd float %v1456, %v1461
  %v1464 = lshr i32 %v1397, 16
  %v1465 = trunc i32 %v1464 to i16
  %v1466 = bitcast i16 %v1465 to half
  %v1467 = fpext half %v1466 to float
  %v1468 = fadd float %v1462, %v1467
  %v1470 = lshr i32 %v1398, 16
  %v1471 = trunc i32 %v1470 to i16
  %v1472 = bitcast i16 %v1471 to half
  %v1473 = fpext half %v1472 to float
  %v1474 = fadd float %v1468, %v1473
  %v1476 = lshr i32 %v1399, 16
  %v1477 = trunc i32 %v1476 to i16
  %v1478 = bitcast i16 %v1477 to half
  %v1479 = fpext half %v1478 to float
  %v1480 = fadd float %v1474, %v1479
  %v1481 = fptrunc float %v1480 to half
  %v1482 = bitcast half %v1481 to i16
  %v1483 = zext i16 %v1482 to i32
  %v1485 = shl i32 %v1483, 16
  %v1486 = or i32 %v1433, %v1485
  %v1487 = insertelement <4 x i32> %v1391, i32 %v1486, i32 2
  %v1488 = extractelement <4 x i32> %v1185, i32 3
  %v1489 = extractelement <4 x i32> %v1187, i32 3
  %v1490 = extractelement <4 x i32> %v1189, i32 3
  %v1491 = extractelement <4 x i32> %v1191, i32 3
  %v1492 = extractelement <4 x i32> %v1193, i32 3
  %v1493 = extractelement <4 x i32> %v1195, i32 3
  %v1494 = extractelement <4 x i32> %v1197, i32 3
  %v1495 = extractelement <4 x i32> %v1199, i32 3
  %v1496 = trunc i32 %v1488 to i16
  %v1497 = bitcast i16 %v1496 to half
  %v1498 = fpext half %v1497 to float
  %v1499 = trunc i32 %v1489 to i16
  %v1500 = bitcast i16 %v1499 to half
  %v1501 = fpext half %v1500 to float
  %v1502 = fadd float %v1498, %v1501
  %v1503 = trunc i32 %v1490 to i16
  %v1504 = bitcast i16 %v1503 to half
  %v1505 = fpext half %v1504 to float
  %v1506 = fadd float %v1502, %v1505
  %v1507 = trunc i32 %v1491 to i16
  %v1508 = bitcast i16 %v1507 to half
  %v1509 = fpext half %v1508 to float
  %v1510 = fadd float %v1506, %v1509
  %v1511 = trunc i32 %v1492 to i16
  %v1512 = bitcast i16 %v1511 to half
  %v1513 = fpext half %v1512 to float
  %v1514 = fadd float %v1510, %v1513
  %v1515 = trunc i32 %v1493 to i16
  %v1516 = bitcast i16 %v1515 to half
  %v1517 = fpext half %v1516 to float
  %v1518 = fadd float %v1514, %v1517
  %v1519 = trunc i32 %v1494 to i16
  %v1520 = bitcast i16 %v1519 to half
  %v1521 = fpext half %v1520 to float
  %v1522 = fadd float %v1518, %v1521
  %v1523 = trunc i32 %v1495 to i16
  %v1524 = bitcast i16 %v1523 to half
  %v1525 = fpext half %v1524 to float
  %v1526 = fadd float %v1522, %v1525
  %v1527 = fptrunc float %v1526 to half
  %v1528 = bitcast half %v1527 to i16
  %v1529 = zext i16 %v1528 to i32
  %v1531 = lshr i32 %v1488, 16
  %v1532 = trunc i32 %v1531 to i16
  %v1533 = bitcast i16 %v1532 to half
  %v1534 = fpext half %v1533 to float
  %v1536 = lshr i32 %v1489, 16
  %v1537 = trunc i32 %v1536 to i16
  %v1538 = bitcast i16 %v1537 to half
  %v1539 = fpext half %v1538 to float
  %v1540 = fadd float %v1534, %v1539
  %v1542 = lshr i32 %v1490, 16
  %v1543 = trunc i32 %v1542 to i16
  %v1544 = bitcast i16 %v1543 to half
  %v1545 = fpext half %v1544 to float
  %v1546 = fadd float %v1540, %v1545
  %v1548 = lshr i32 %v1491, 16
  %v1549 = trunc i32 %v1548 to i16
  %v1550 = bitcast i16 %v1549 to half
  %v1551 = fpext half %v1550 to float
  %v1552 = fadd float %v1546, %v1551
  %v1554 = lshr i32 %v1492, 16
  %v1555 = trunc i32 %v1554 to i16
  %v1556 = bitcast i16 %v1555 to half
  %v1557 = fpext half %v1556 to float
  %v1558 = fadd float %v1552, %v1557
  %v1560 = lshr i32 %v1493, 16
  %v1561 = trunc i32 %v1560 to i16
  %v1562 = bitcast i16 %v1561 to half
  %v1563 = fpext half %v1562 to float
  %v1564 = fadd float %v1558, %v1563
  %v1566 = lshr i32 %v1494, 16
  %v1567 = trunc i32 %v1566 to i16
  %v1568 = bitcast i16 %v1567 to half
  %v1569 = fpext half %v1568 to float
  %v1570 = fadd float %v1564, %v1569
  %v1572 = lshr i32 %v1495, 16
  %v1573 = trunc i32 %v1572 to i16
  %v1574 = bitcast i16 %v1573 to half
  %v1575 = fpext half %v1574 to float
  %v1576 = fadd float %v1570, %v1575
  %v1577 = fptrunc float %v1576 to half
  %v1578 = bitcast half %v1577 to i16
  %v1579 = zext i16 %v1578 to i32
  %v1581 = shl i32 %v1579, 16
  %v1582 = or i32 %v1529, %v1581
  %v1583 = insertelement <4 x i32> %v1487, i32 %v1582, i32 3
  %v1584 = getelementptr i8, ptr addrspace(1) %v1174, i64 %v1183
  store <4 x i32> %v1583, ptr addrspace(1) %v1584, align 16
  br label %for39.latch
for39.latch:
  %for39.next = add i32 %v1181, 4096
  br label %for39.head
for39.end:
  %v1587 = add i32 %v1179, %v1176
  br label %for40.head
for40.head:
  %v1588 = phi i32 [ %v1587, %for39.end ], [ %for40.next, %for40.latch ]
  %for40.cond = icmp ult i32 %v1588, %v1175
  br i1 %for40.cond, label %for40.body, label %for40.end
for40.body:
  %v1589 = zext i32 %v1588 to i64
  %v1590 = getelementptr i8, ptr addrspace(1) %v1159, i64 %v1589
  %v1591 = load <4 x i32>, ptr addrspace(1) %v1590, align 16
  %v1592 = getelementptr i8, ptr addrspace(1) %v1161, i64 %v1589
  %v1593 = load <4 x i32>, ptr addrspace(1) %v1592, align 16
  %v1594 = getelementptr i8, ptr addrspace(1) %v1163, i64 %v1589
  %v1595 = load <4 x i32>, ptr addrspace(1) %v1594, align 16
  %v1596 = getelementptr i8, ptr addrspace(1) %v1165, i64 %v1589
  %v1597 = load <4 x i32>, ptr addrspace(1) %v1596, align 16
  %v1598 = getelementptr i8, ptr addrspace(1) %v1167, i64 %v1589
  %v1599 = load <4 x i32>, ptr addrspace(1) %v1598, align 16
  %v1600 = getelementptr i8, ptr addrspace(1) %v1169, i64 %v1589
  %v1601 = load <4 x i32>, ptr addrspace(1) %v1600, align 16
  %v1602 = getelementptr i8, ptr addrspace(1) %v1171, i64 %v1589
  %v1603 = load <4 x i32>, ptr addrspace(1) %v1602, align 16
  %v1604 = getelementptr i8, ptr addrspace(1) %v1173, i64 %v1589
  %v1605 = load <4 x i32>, ptr addrspace(1) %v1604, align 16
  %v1606 = extractelement <4 x i32> %v1591, i32 0
  %v1607 = extractelement <4 x i32> %v1593, i32 0
  %v1608 = extractelement <4 x i32> %v1595, i32 0
  %v1609 = extractelement <4 x i32> %v1597, i32 0
  %v1610 = extractelement <4 x i32> %v1599, i32 0
  %v1611 = extractelement <4 x i32> %v1601, i32 0
  %v1612 = extractelement <4 x i32> %v1603, i32 0
  %v1613 = extractelement <4 x i32> %v1605, i32 0
  %v1614 = trunc i32 %v1606 to i16
  %v1615 = bitcast i16 %v1614 to half
  %v1616 = fpext half %v1615 to float
  %v1617 = trunc i32 %v1607 to i16
  %v1618 = bitcast i16 %v1617 to half
  %v1619 = fpext half %v1618 to float
  %v1620 = fadd float %v1616, %v1619
  %v1621 = trunc i32 %v1608 to i16
  %v1622 = bitcast i16 %v1621 to half
  %v1623 = fpext half %v1622 to float
  %v1624 = fadd float %v1620, %v1623
  %v1625 = trunc i32 %v1609 to i16
  %v1626 = bitcast i16 %v1625 to half
  %v1627 = fpext half %v1626 to float
  %v1628 = fadd float %v1624, %v1627
  %v1629 = trunc i32 %v1610 to i16
  %v1630 = bitcast i16 %v1629 to half
  %v1631 = fpext half %v1630 to float
  %v1632 = fadd float %v1628, %v1631
  %v1633 = trunc i32 %v1611 to i16
  %v1634 = bitcast i16 %v1633 to half
  %v1635 = fpext half %v1634 to float
  %v1636 = fadd float %v1632, %v1635
  %v1637 = trunc i32 %v1612 to i16
  %v1638 = bitcast i16 %v1637 to half
  %v1639 = fpext half %v1638 to float
  %v1640 = fadd float %v1636, %v1639
  %v1641 = trunc i32 %v1613 to i16
  %v1642 = bitcast i16 %v1641 to half
  %v1643 = fpext half %v1642 to float
  %v1644 = fadd float %v1640, %v1643
  %v1645 = fptrunc float %v1644 to half
  %v1646 = bitcast half %v1645 to i16
  %v1647 = zext i16 %v1646 to i32
  %v1649 = lshr i32 %v1606, 16
  %v1650 = trunc i32 %v1649 to i16
  %v1651 = bitcast i16 %v1650 to half
  %v1652 = fpext half %v1651 to float
  %v1654 = lshr i32 %v1607, 16
  %v1655 = trunc i32 %v1654 to i16
  %v1656 = bitcast i16 %v1655 to half
  %v1657 = fpext half %v1656 to float
  %v1658 = fadd float %v1652, %v1657
  %v1660 = lshr i32 %v1608, 16
  %v1661 = trunc i32 %v1660 to i16
  %v1662 = bitcast i16 %v1661 to half
  %v1663 = fpext half %v1662 to float
  %v1664 = fadd float %v1658, %v1663
  %v1666 = lshr i32 %v1609, 16
  %v1667 = trunc i32 %v1666 to i16
  %v1668 = bitcast i16 %v1667 to half
  %v1669 = fpext half %v1668 to float
  %v1670 = fadd float %v1664, %v1669
  %v1672 = lshr i32 %v1610, 16
  %v1673 = trunc i32 %v1672 to i16
  %v1674 = bitcast i16 %v1673 to half
  %v1675 = fpext half %v1674 to float
  %v1676 = fadd float %v1670, %v1675
  %v1678 = lshr i32 %v1611, 16
  %v1679 = trunc i32 %v1678 to i16
  %v1680 = bitcast i16 %v1679 to half
  %v1681 = fpext half %v1680 to float
  %v1682 = fadd float %v1676, %v1681
  %v1684 = lshr i32 %v1612, 16
  %v1685 = trunc i32 %v1684 to i16
  %v1686 = bitcast i16 %v1685 to half
  %v1687 = fpext half %v1686 to float
  %v1688 = fadd float %v1682, %v1687
  %v1690 = lshr i32 %v1613, 16
  %v1691 = trunc i32 %v1690 to i16
  %v1692 = bitcast i16 %v1691 to half
  %v1693 = fpext half %v1692 to float
  %v1694 = fadd float %v1688, %v1693
  %v1695 = fptrunc float %v1694 to half
  %v1696 = bitcast half %v1695 to i16
  %v1697 = zext i16 %v1696 to i32
  %v1699 = shl i32 %v1697, 16
  %v1700 = or i32 %v1647, %v1699
  %t2 = insertelement <4 x i32> poison, i32 %v1700, i32 0
  %v1701 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1702 = extractelement <4 x i32> %v1591, i32 1
  %v1703 = extractelement <4 x i32> %v1593, i32 1
  %v1704 = extractelement <4 x i32> %v1595, i32 1
  %v1705 = extractelement <4 x i32> %v1597, i32 1
  %v1706 = extractelement <4 x i32> %v1599, i32 1
  %v1707 = extractelement <4 x i32> %v1601, i32 1
  %v1708 = extractelement <4 x i32> %v1603, i32 1
  %v1709 = extractelement <4 x i32> %v1605, i32 1
  %v1710 = trunc i32 %v1702 to i16
  %v1711 = bitcast i16 %v1710 to half
  %v1712 = fpext half %v1711 to float
  %v1713 = trunc i32 %v1703 to i16
  %v1714 = bitcast i16 %v1713 to half
  %v1715 = fpext half %v1714 to float
  %v1716 = fadd float %v1712, %v1715
  %v1717 = trunc i32 %v1704 to i16
  %v1718 = bitcast i16 %v1717 to half
  %v1719 = fpext half %v1718 to float
  %v1720 = fadd float %v1716, %v1719
  %v1721 = trunc i32 %v1705 to i16
  %v1722 = bitcast i16 %v1721 to half
  %v1723 = fpext half %v1722 to float
  %v1724 = fadd float %v1720, %v1723
  %v1725 = trunc i32 %v1706 to i16
  %v1726 = bitcast i16 %v1725 to half
  %v1727 = fpext half %v1726 to float
  %v1728 = fadd float %v1724, %v1727
  %v1729 = trunc i32 %v1707 to i16
  %v1730 = bitcast i16 %v1729 to half
  %v1731 = fpext half %v1730 to float
  %v1732 = fadd float %v1728, %v1731
  %v1733 = trunc i32 %v1708 to i16
  %v1734 = bitcast i16 %v1733 to half
  %v1735 = fpext half %v1734 to float
  %v1736 = fadd float %v1732, %v1735
  %v1737 = trunc i32 %v1709 to i16
  %v1738 = bitcast i16 %v1737 to half
  %v1739 = fpext half %v1738 to float
  %v1740 = fadd float %v1736, %v1739
  %v1741 = fptrunc float %v1740 to half
  %v1742 = bitcast half %v1741 to i16
  %v1743 = zext i16 %v1742 to i32
  %v1745 = lshr i32 %v1702, 16
  %v1746 = trunc i32 %v1745 to i16
  %v1747 = bitcast i16 %v1746 to half
  %v1748 = fpext half %v1747 to float
  %v1750 = lshr i32 %v1703, 16
  %v1751 = trunc i32 %v1750 to i16
  %v1752 = bitcast i16 %v1751 to half
  %v1753 = fpext half %v1752 to float
  %v1754 = fadd float %v1748, %v1753
  %v1756 = lshr i32 %v1704, 16
  %v1757 = trunc i32 %v1756 to i16
  %v1758 = bitcast i16 %v1757 to half
  %v1759 = fpext half %v1758 to float
  %v1760 = fadd float %v1754, %v1759
  %v1762 = lshr i32 %v1705, 16
  %v1763 = trunc i32 %v1762 to i16
  %v1764 = bitcast i16 %v1763 to half
  %v1765 = fpext half %v1764 to float
  %v1766 = fadd float %v1760, %v1765
  %v1768 = lshr i32 %v1706, 16
  %v1769 = trunc i32 %v1768 to i16
  %v1770 = bitcast i16 %v1769 to half
  %v1771 = fpext half %v1770 to float
  %v1772 = fadd float %v1766, %v1771
  %v1774 = lshr i32 %v1707, 16
  %v1775 = trunc i32 %v1774 to i16
  %v1776 = bitcast i16 %v1775 to half
  %v1777 = fpext half %v1776 to float
  %v1778 = fadd float %v1772, %v1777
  %v1780 = lshr i32 %v1708, 16
  %v1781 = trunc i32 %v1780 to i16
  %v1782 = bitcast i16 %v1781 to half
  %v1783 = fpext half %v1782 to float
  %v1784 = fadd float %v1778, %v1783
  %v1786 = lshr i32 %v1709, 16
  %v1787 = trunc i32 %v1786 to i16
  %v1788 = bitcast i16 %v1787 to half
  %v1789 = fpext half %v1788 to float
  %v1790 = fadd float %v1784, %v1789
  %v1791 = fptrunc float %v1790 to half
  %v1792 = bitcast half %v1791 to i16
  %v1793 = zext i16 %v1792 to i32
  %v1795 = shl i32 %v1793, 16
  %v1796 = or i32 %v1743, %v1795
  %v1797 = insertelement <4 x i32> %v1701, i32 %v1796, i32 1
  %v1798 = extractelement <4 x i32> %v1591, i32 2
  %v1799 = extractelement <4 x i32> %v1593, i32 2
  %v1800 = extractelement <4 x i32> %v1595, i32 2
  %v1801 = extractelement <4 x i32> %v1597, i32 2
  %v1802 = extractelement <4 x i32> %v1599, i32 2
  %v1803 = extractelement <4 x i32> %v1601, i32 2
  %v1804 = extractelement <4 x i32> %v1603, i32 2
  %v1805 = extractelement <4 x i32> %v1605, i32 2
  %v1806 = trunc i32 %v1798 to i16
  %v1807 = bitcast i16 %v1806 to half
  %v1808 = fpext half %v1807 to float
  %v1809 = trunc i32 %v1799 to i16
  %v1810 = bitcast i16 %v1809 to half
  %v1811 = fpext half %v1810 to float
  %v1812 = fadd float %v1808, %v1811
  %v1813 = trunc i32 %v1800 to i16
  %v1814 = bitcast i16 %v1813 to half
  %v1815 = fpext half %v1814 to float
  %v1816 = fadd float %v1812, %v1815
  %v1817 = trunc i32 %v1801 to i16
  %v1818 = bitcast i16 %v1817 to half
  %v1819 = fpext half %v1818 to float
  %v1820 = fadd float %v1816, %v1819
  %v1821 = trunc i32 %v1802 to i16
  %v1822 = bitcast i16 %v1821 to half
  %v1823 = fpext half %v1822 to float
  %v1824 = fadd float %v1820, %v1823
  %v1825 = trunc i32 %v1803 to i16
  %v1826 = bitcast i16 %v1825 to half
  %v1827 = fpext half %v1826 to float
  %v1828 = fadd float %v1824, %v1827
  %v1829 = trunc i32 %v1804 to i16
  %v1830 = bitcast i16 %v1829 to half
  %v1831 = fpext half %v1830 to float
  %v1832 = fadd float %v1828, %v1831
  %v1833 = trunc i32 %v1805 to i16
  %v1834 = bitcast i16 %v1833 to half
  %v1835 = fpext half %v1834 to float
  %v1836 = fadd float %v1832, %v1835
  %v1837 = fptrunc float %v1836 to half
  %v1838 = bitcast half %v1837 to i16
  %v1839 = zext i16 %v1838 to i32
  %v1841 = lshr i32 %v1798, 16
  %v1842 = trunc i32 %v1841 to i16
  %v1843 = bitcast i16 %v1842 to half
  %v1844 = fpext half %v1843 to float
  %v1846 = lshr i32 %v1799, 16
  %v1847 = trunc i32 %v1846 to i16
  %v1848 = bitcast i16 %v1847 to half
  %v1849 = fpext half %v1848 to float
  %v1850 = fadd float %v1844, %v1849
  %v1852 = lshr i32 %v1800, 16
  %v1853 = trunc i32 %v1852 to i16
  %v1854 = bitcast i16 %v1853 to half
  %v1855 = fpext half %v1854 to float
  %v1856 = fadd float %v1850, %v1855
  %v1858 = lshr i32 %v1801, 16
  %v1859 = trunc i32 %v1858 to i16
  %v1860 = bitcast i16 %v1859 to half
  %v1861 = fpext half %v1860 to float
  %v1862 = fadd float %v1856, %v1861
  %v1864 = lshr i32 %v1802, 16
  %v1865 = trunc i32 %v1864 to i16
  %v1866 = bitcast i16 %v1865 to half
  %v1867 = fpext half %v1866 to float
  %v1868 = fadd float %v1862, %v1867
  %v1870 = lshr i32 %v1803, 16
  %v1871 = trunc i32 %v1870 to i16
  %v1872 = bitcast i16 %v1871 to half
  %v1873 = fpext half %v1872 to float
  %v1874 = fadd float %v1868, %v1873
  %v1876 = lshr i32 %v1804, 16
  %v1877 = trunc i32 %v1876 to i16
  %v1878 = bitcast i16 %v1877 to half
  %v1879 = fpext half %v1878 to float
  %v1880 = fadd float %v1874, %v1879
  %v1882 = lshr i32 %v1805, 16
  %v1883 = trunc i32 %v1882 to i16
  %v1884 = bitcast i16 %v1883 to half
  %v1885 = fpext half %v1884 to float
  %v1886 = fadd float %v1880, %v1885
  %v1887 = fptrunc float %v1886 to half
  %v1888 = bitcast half %v1887 to i16
  %v1889 = zext i16 %v1888 to i32
  %v1891 = shl i32 %v1889, 16
  %v1892 = or i32 %v1839, %v1891
  %v1893 = insertelement <4 x i32> %v1797, i32 %v1892, i32 2
  %v1894 = extractelement <4 x i32> %v1591, i32 3
  %v1895 = extractelement <4 x i32> %v1593, i32 3
  %v1896 = extractelement <4 x i32> %v1595, i32 3
  %v1897 = extractelement <4 x i32> %v1597, i32 3
  %v1898 = extractelement <4 x i32> %v1599, i32 3
  %v1899 = extractelement <4 x i32> %v1601, i32 3
  %v1900 = extractelement <4 x i32> %v1603, i32 3
  %v1901 = extractelement <4 x i32> %v1605, i32 3
  %v1902 = trunc i32 %v1894 to i16
  %v1903 = bitcast i16 %v1902 to half
  %v1904 = fpext half %v1903 to float
  %v1905 = trunc i32 %v1895 to i16
  %v1906 = bitcast i16 %v1905 to half
  %v1907 = fpext half %v1906 to float
  %v1908 = fadd float %v1904, %v1907
  %v1909 = trunc i32 %v1896 to i16
  %v1910 = bitcast i16 %v1909 to half
  %v1911 = fpext half %v1910 to float
  %v1912 = fadd float %v1908, %v1911
  %v1913 = trunc i32 %v1897 to i16
  %v1914 = bitcast i16 %v1913 to half
  %v1915 = fpext half %v1914 to float
  %v1916 = fadd float %v1912, %v1915
  %v1917 = trunc i32 %v1898 to i16
  %v1918 = bitcast i16 %v1917 to half
  %v1919 = fpext half %v1918 to float
  %v1920 = fadd float %v1916, %v1919
  %v1921 = trunc i32 %v1899 to i16
  %v1922 = bitcast i16 %v1921 to half
  %v1923 = fpext half %v1922 to float
  %v1924 = fadd float %v1920, %v1923
  %v1925 = trunc i32 %v1900 to i16
  %v1926 = bitcast i16 %v1925 to half
  %v1927 = fpext half %v1926 to float
  %v1928 = fadd float %v1924, %v1927
  %v1929 = trunc i32 %v1901 to i16
  %v1930 = bitcast i16 %v1929 to half
  %v1931 = fpext half %v1930 to float
  %v1932 = fadd float %v1928, %v1931
  %v1933 = fptrunc float %v1932 to half
  %v1934 = bitcast half %v1933 to i16
  %v1935 = zext i16 %v1934 to i32
  %v1937 = lshr i32 %v1894, 16
  %v1938 = trunc i32 %v1937 to i16
  %v1939 = bitcast i16 %v1938 to half
  %v1940 = fpext half %v1939 to float
  %v1942 = lshr i32 %v1895, 16
  %v1943 = trunc i32 %v1942 to i16
  %v1944 = bitcast i16 %v1943 to half
  %v1945 = fpext half %v1944 to float
  %v1946 = fadd float %v1940, %v1945
  %v1948 = lshr i32 %v1896, 16
  %v1949 = trunc i32 %v1948 to i16
  %v1950 = bitcast i16 %v1949 to half
  %v1951 = fpext half %v1950 to float
  %v1952 = fadd float %v1946, %v1951
  %v1954 = lshr i32 %v1897, 16
  %v1955 = trunc i32 %v1954 to i16
  %v1956 = bitcast i16 %v1955 to half
  %v1957 = fpext half %v1956 to float
  %v1958 = fadd float %v1952, %v1957
  %v1960 = lshr i32 %v1898, 16
  %v1961 = trunc i32 %v1960 to i16
  %v1962 = bitcast i16 %v1961 to half
  %v1963 = fpext half %v1962 to float
  %v1964 = fadd float %v1958, %v1963
  %v1966 = lshr i32 %v1899, 16
  %v1967 = trunc i32 %v1966 to i16
  %v1968 = bitcast i16 %v1967 to half
  %v1969 = fpext half %v1968 to float
  %v1970 = fadd float %v1964, %v1969
  %v1972 = lshr i32 %v1900, 16
  %v1973 = trunc i32 %v1972 to i16
  %v1974 = bitcast i16 %v1973 to half
  %v1975 = fpext half %v1974 to float
  %v1976 = fadd float %v1970, %v1975
  %v1978 = lshr i32 %v1901, 16
  %v1979 = trunc i32 %v1978 to i16
  %v1980 = bitcast i16 %v1979 to half
  %v1981 = fpext half %v1980 to float
  %v1982 = fadd float %v1976, %v1981
  %v1983 = fptrunc float %v1982 to half
  %v1984 = bitcast half %v1983 to i16
  %v1985 = zext i16 %v1984 to i32
  %v1987 = shl i32 %v1985, 16
  %v1988 = or i32 %v1935, %v1987
  %v1989 = insertelement <4 x i32> %v1893, i32 %v1988, i32 3
  %v1990 = getelementptr i8, ptr addrspace(1) %v1174, i64 %v1589
  store <4 x i32> %v1989, ptr addrspace(1) %v1990, align 16
  br label %for40.latch
for40.latch:
  %for40.next = add i32 %v1588, 4096
  br label %for40.head
for40.end:
  br label %if38.end
if38.end:
  %phi39 = phi i32 [ %v1179, %for40.end ], [ %phi9, %if2.end ]
  call void @llvm.nvvm.barrier0()
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v1993 = icmp ult i32 %v11, 8
  %v1994 = and i1 %v298, %v1993
  br i1 %v1994, label %if41.then, label %if41.end
if41.then:
  %v1995 = add i32 %v297, 1
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
  %v2008 = icmp ule i64 %v295, %v40
  %v2010 = icmp uge i64 %v295, 1
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
  %v2034 = sub i32 %v2032, %v297
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
  %for1.next = add i64 %v295, 1
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
