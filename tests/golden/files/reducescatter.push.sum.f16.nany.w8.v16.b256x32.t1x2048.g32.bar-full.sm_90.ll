; kernel cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90: 256 threads per block, grid 32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %var1 = alloca i64, align 8
  %var2 = alloca i32, align 4
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr %var0, align 4
  %v20 = mul i64 %p8, 2
  ; reducescatter push (relay): 8 ranks x n-dependent bytes, slices of n-dependent bytes per block
  %v23 = add i64 %v20, 31
  %v24 = udiv i64 %v23, 32
  store i64 4096, ptr %var1, align 8
  br label %while0.cond
while0.cond:
  %v26 = load i64, ptr %var1, align 8
  %v28 = icmp ult i64 %v26, 32768
  %v29 = icmp ult i64 %v26, %v24
  %v30 = and i1 %v29, %v28
  br i1 %v30, label %while0.body, label %while0.end
while0.body:
  %v32 = load i64, ptr %var1, align 8
  %v33 = mul i64 %v32, 2
  store i64 %v33, ptr %var1, align 8
  br label %while0.cond
while0.end:
  %v34 = load i64, ptr %var1, align 8
  %v35 = zext i32 %p9 to i64
  %v36 = mul i64 %v35, %v34
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
  %v56 = mul i64 %v55, 32768
  %v57 = getelementptr i8, ptr addrspace(1) %p7, i64 %v56
  %v60 = add i32 %p1, 1
  %v61 = icmp uge i32 %v60, 8
  %v62 = sub i32 %v60, 8
  %v63 = select i1 %v61, i32 %v62, i32 %v60
  %v65 = getelementptr i8, ptr addrspace(1) %v57, i64 6291456
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
  %v83 = getelementptr i8, ptr addrspace(1) %v57, i64 5242880
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
  %v101 = getelementptr i8, ptr addrspace(1) %v57, i64 4194304
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
  %v119 = getelementptr i8, ptr addrspace(1) %v57, i64 3145728
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
  %v137 = getelementptr i8, ptr addrspace(1) %v57, i64 2097152
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
  %v155 = getelementptr i8, ptr addrspace(1) %v57, i64 1048576
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
  %v198 = mul i64 %v196, 1048576
  %v199 = getelementptr i8, ptr addrspace(1) %v57, i64 %v198
  %v201 = sub i32 8, %p1
  %v203 = icmp uge i32 %v201, 8
  %v205 = sub i32 %v201, 8
  %v206 = select i1 %v203, i32 %v205, i32 %v201
  %v208 = icmp eq i32 %p1, 1
  %v209 = zext i32 %v206 to i64
  %v211 = mul i64 %v209, 1048576
  %v212 = getelementptr i8, ptr addrspace(1) %v57, i64 %v211
  %v214 = sub i32 9, %p1
  %v216 = icmp uge i32 %v214, 8
  %v218 = sub i32 %v214, 8
  %v219 = select i1 %v216, i32 %v218, i32 %v214
  %v221 = icmp eq i32 %p1, 2
  %v222 = zext i32 %v219 to i64
  %v224 = mul i64 %v222, 1048576
  %v225 = getelementptr i8, ptr addrspace(1) %v57, i64 %v224
  %v227 = sub i32 10, %p1
  %v229 = icmp uge i32 %v227, 8
  %v231 = sub i32 %v227, 8
  %v232 = select i1 %v229, i32 %v231, i32 %v227
  %v234 = icmp eq i32 %p1, 3
  %v235 = zext i32 %v232 to i64
  %v237 = mul i64 %v235, 1048576
  %v238 = getelementptr i8, ptr addrspace(1) %v57, i64 %v237
  %v240 = sub i32 11, %p1
  %v242 = icmp uge i32 %v240, 8
  %v244 = sub i32 %v240, 8
  %v245 = select i1 %v242, i32 %v244, i32 %v240
  %v247 = icmp eq i32 %p1, 4
  %v248 = zext i32 %v245 to i64
  %v250 = mul i64 %v248, 1048576
  %v251 = getelementptr i8, ptr addrspace(1) %v57, i64 %v250
  %v253 = sub i32 12, %p1
  %v255 = icmp uge i32 %v253, 8
  %v257 = sub i32 %v253, 8
  %v258 = select i1 %v255, i32 %v257, i32 %v253
  %v260 = icmp eq i32 %p1, 5
  %v261 = zext i32 %v258 to i64
  %v263 = mul i64 %v261, 1048576
  %v264 = getelementptr i8, ptr addrspace(1) %v57, i64 %v263
  %v266 = sub i32 13, %p1
  %v268 = icmp uge i32 %v266, 8
  %v270 = sub i32 %v266, 8
  %v271 = select i1 %v268, i32 %v270, i32 %v266
  %v273 = icmp eq i32 %p1, 6
  %v274 = zext i32 %v271 to i64
  %v276 = mul i64 %v274, 1048576
  %v277 = getelementptr i8, ptr addrspace(1) %v57, i64 %v276
  %v279 = sub i32 14, %p1
  %v281 = icmp uge i32 %v279, 8
  %v283 = sub i32 %v279, 8
  %v284 = select i1 %v281, i32 %v283, i32 %v279
  %v286 = icmp eq i32 %p1, 7
  %v287 = zext i32 %v284 to i64
  %v289 = mul i64 %v287, 1048576
  %v290 = getelementptr i8, ptr addrspace(1) %v57, i64 %v289
  %v294 = add i64 %v40, 2
  br label %for1.head
for1.head:
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
  %v304 = mul i64 %v303, %v34
  %v305 = call i64 @llvm.umax.i64(i64 %v20, i64 %v304)
  %v306 = sub i64 %v305, %v304
  %v307 = call i64 @llvm.umin.i64(i64 %v306, i64 %v34)
  %v309 = and i32 %v298, 3
  %v311 = zext i32 %v309 to i64
  %v312 = mul i64 %v311, 7340032
  %v313 = getelementptr i8, ptr addrspace(1) %v75, i64 %v304
  %v314 = getelementptr i8, ptr addrspace(1) %v72, i64 %v312
  %v316 = udiv i64 %v307, 32768
  %v317 = mul i64 %v316, 32768
  br label %for3.head
for3.head:
  %v318 = phi i64 [ %v43, %if2.then ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i64 %v318, %v317
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v320 = add i64 %v318, 4096
  %v322 = add i64 %v318, 8192
  %v324 = add i64 %v318, 12288
  %v326 = add i64 %v318, 16384
  %v328 = add i64 %v318, 20480
  %v330 = add i64 %v318, 24576
  %v332 = add i64 %v318, 28672
  %v333 = getelementptr i8, ptr addrspace(1) %v313, i64 %v318
  %v334 = load <4 x i32>, ptr addrspace(1) %v333, align 16
  %v335 = getelementptr i8, ptr addrspace(1) %v313, i64 %v320
  %v336 = load <4 x i32>, ptr addrspace(1) %v335, align 16
  %v337 = getelementptr i8, ptr addrspace(1) %v313, i64 %v322
  %v338 = load <4 x i32>, ptr addrspace(1) %v337, align 16
  %v339 = getelementptr i8, ptr addrspace(1) %v313, i64 %v324
  %v340 = load <4 x i32>, ptr addrspace(1) %v339, align 16
  %v341 = getelementptr i8, ptr addrspace(1) %v313, i64 %v326
  %v342 = load <4 x i32>, ptr addrspace(1) %v341, align 16
  %v343 = getelementptr i8, ptr addrspace(1) %v313, i64 %v328
  %v344 = load <4 x i32>, ptr addrspace(1) %v343, align 16
  %v345 = getelementptr i8, ptr addrspace(1) %v313, i64 %v330
  %v346 = load <4 x i32>, ptr addrspace(1) %v345, align 16
  %v347 = getelementptr i8, ptr addrspace(1) %v313, i64 %v332
  %v348 = load <4 x i32>, ptr addrspace(1) %v347, align 16
  %v349 = getelementptr i8, ptr addrspace(1) %v314, i64 %v318
  store <4 x i32> %v334, ptr addrspace(1) %v349, align 16
  %v350 = getelementptr i8, ptr addrspace(1) %v314, i64 %v320
  store <4 x i32> %v336, ptr addrspace(1) %v350, align 16
  %v351 = getelementptr i8, ptr addrspace(1) %v314, i64 %v322
  store <4 x i32> %v338, ptr addrspace(1) %v351, align 16
  %v352 = getelementptr i8, ptr addrspace(1) %v314, i64 %v324
  store <4 x i32> %v340, ptr addrspace(1) %v352, align 16
  %v353 = getelementptr i8, ptr addrspace(1) %v314, i64 %v326
  store <4 x i32> %v342, ptr addrspace(1) %v353, align 16
  %v354 = getelementptr i8, ptr addrspace(1) %v314, i64 %v328
  store <4 x i32> %v344, ptr addrspace(1) %v354, align 16
  %v355 = getelementptr i8, ptr addrspace(1) %v314, i64 %v330
  store <4 x i32> %v346, ptr addrspace(1) %v355, align 16
  %v356 = getelementptr i8, ptr addrspace(1) %v314, i64 %v332
  store <4 x i32> %v348, ptr addrspace(1) %v356, align 16
  br label %for3.latch
for3.latch:
  %for3.next = add i64 %v318, 32768
  br label %for3.head
for3.end:
  %v358 = add i64 %v317, %v43
  br label %for4.head
for4.head:
  %v359 = phi i64 [ %v358, %for3.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v359, %v307
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v360 = getelementptr i8, ptr addrspace(1) %v313, i64 %v359
  %v361 = load <4 x i32>, ptr addrspace(1) %v360, align 16
  %v362 = getelementptr i8, ptr addrspace(1) %v314, i64 %v359
  store <4 x i32> %v361, ptr addrspace(1) %v362, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v359, 4096
  br label %for4.head
for4.end:
  %v363 = getelementptr i8, ptr addrspace(1) %v93, i64 %v304
  %v364 = getelementptr i8, ptr addrspace(1) %v90, i64 %v312
  %v366 = udiv i64 %v307, 32768
  %v367 = mul i64 %v366, 32768
  br label %for5.head
for5.head:
  %v368 = phi i64 [ %v43, %for4.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v368, %v367
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v370 = add i64 %v368, 4096
  %v372 = add i64 %v368, 8192
  %v374 = add i64 %v368, 12288
  %v376 = add i64 %v368, 16384
  %v378 = add i64 %v368, 20480
  %v380 = add i64 %v368, 24576
  %v382 = add i64 %v368, 28672
  %v383 = getelementptr i8, ptr addrspace(1) %v363, i64 %v368
  %v384 = load <4 x i32>, ptr addrspace(1) %v383, align 16
  %v385 = getelementptr i8, ptr addrspace(1) %v363, i64 %v370
  %v386 = load <4 x i32>, ptr addrspace(1) %v385, align 16
  %v387 = getelementptr i8, ptr addrspace(1) %v363, i64 %v372
  %v388 = load <4 x i32>, ptr addrspace(1) %v387, align 16
  %v389 = getelementptr i8, ptr addrspace(1) %v363, i64 %v374
  %v390 = load <4 x i32>, ptr addrspace(1) %v389, align 16
  %v391 = getelementptr i8, ptr addrspace(1) %v363, i64 %v376
  %v392 = load <4 x i32>, ptr addrspace(1) %v391, align 16
  %v393 = getelementptr i8, ptr addrspace(1) %v363, i64 %v378
  %v394 = load <4 x i32>, ptr addrspace(1) %v393, align 16
  %v395 = getelementptr i8, ptr addrspace(1) %v363, i64 %v380
  %v396 = load <4 x i32>, ptr addrspace(1) %v395, align 16
  %v397 = getelementptr i8, ptr addrspace(1) %v363, i64 %v382
  %v398 = load <4 x i32>, ptr addrspace(1) %v397, align 16
  %v399 = getelementptr i8, ptr addrspace(1) %v364, i64 %v368
  store <4 x i32> %v384, ptr addrspace(1) %v399, align 16
  %v400 = getelementptr i8, ptr addrspace(1) %v364, i64 %v370
  store <4 x i32> %v386, ptr addrspace(1) %v400, align 16
  %v401 = getelementptr i8, ptr addrspace(1) %v364, i64 %v372
  store <4 x i32> %v388, ptr addrspace(1) %v401, align 16
  %v402 = getelementptr i8, ptr addrspace(1) %v364, i64 %v374
  store <4 x i32> %v390, ptr addrspace(1) %v402, align 16
  %v403 = getelementptr i8, ptr addrspace(1) %v364, i64 %v376
  store <4 x i32> %v392, ptr addrspace(1) %v403, align 16
  %v404 = getelementptr i8, ptr addrspace(1) %v364, i64 %v378
  store <4 x i32> %v394, ptr addrspace(1) %v404, align 16
  %v405 = getelementptr i8, ptr addrspace(1) %v364, i64 %v380
  store <4 x i32> %v396, ptr addrspace(1) %v405, align 16
  %v406 = getelementptr i8, ptr addrspace(1) %v364, i64 %v382
  store <4 x i32> %v398, ptr addrspace(1) %v406, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v368, 32768
  br label %for5.head
for5.end:
  %v408 = add i64 %v367, %v43
  br label %for6.head
for6.head:
  %v409 = phi i64 [ %v408, %for5.end ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v409, %v307
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v410 = getelementptr i8, ptr addrspace(1) %v363, i64 %v409
  %v411 = load <4 x i32>, ptr addrspace(1) %v410, align 16
  %v412 = getelementptr i8, ptr addrspace(1) %v364, i64 %v409
  store <4 x i32> %v411, ptr addrspace(1) %v412, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v409, 4096
  br label %for6.head
for6.end:
  %v413 = getelementptr i8, ptr addrspace(1) %v111, i64 %v304
  %v414 = getelementptr i8, ptr addrspace(1) %v108, i64 %v312
  %v416 = udiv i64 %v307, 32768
  %v417 = mul i64 %v416, 32768
  br label %for7.head
for7.head:
  %v418 = phi i64 [ %v43, %for6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v418, %v417
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v420 = add i64 %v418, 4096
  %v422 = add i64 %v418, 8192
  %v424 = add i64 %v418, 12288
  %v426 = add i64 %v418, 16384
  %v428 = add i64 %v418, 20480
  %v430 = add i64 %v418, 24576
  %v432 = add i64 %v418, 28672
  %v433 = getelementptr i8, ptr addrspace(1) %v413, i64 %v418
  %v434 = load <4 x i32>, ptr addrspace(1) %v433, align 16
  %v435 = getelementptr i8, ptr addrspace(1) %v413, i64 %v420
  %v436 = load <4 x i32>, ptr addrspace(1) %v435, align 16
  %v437 = getelementptr i8, ptr addrspace(1) %v413, i64 %v422
  %v438 = load <4 x i32>, ptr addrspace(1) %v437, align 16
  %v439 = getelementptr i8, ptr addrspace(1) %v413, i64 %v424
  %v440 = load <4 x i32>, ptr addrspace(1) %v439, align 16
  %v441 = getelementptr i8, ptr addrspace(1) %v413, i64 %v426
  %v442 = load <4 x i32>, ptr addrspace(1) %v441, align 16
  %v443 = getelementptr i8, ptr addrspace(1) %v413, i64 %v428
  %v444 = load <4 x i32>, ptr addrspace(1) %v443, align 16
  %v445 = getelementptr i8, ptr addrspace(1) %v413, i64 %v430
  %v446 = load <4 x i32>, ptr addrspace(1) %v445, align 16
  %v447 = getelementptr i8, ptr addrspace(1) %v413, i64 %v432
  %v448 = load <4 x i32>, ptr addrspace(1) %v447, align 16
  %v449 = getelementptr i8, ptr addrspace(1) %v414, i64 %v418
  store <4 x i32> %v434, ptr addrspace(1) %v449, align 16
  %v450 = getelementptr i8, ptr addrspace(1) %v414, i64 %v420
  store <4 x i32> %v436, ptr addrspace(1) %v450, align 16
  %v451 = getelementptr i8, ptr addrspace(1) %v414, i64 %v422
  store <4 x i32> %v438, ptr addrspace(1) %v451, align 16
  %v452 = getelementptr i8, ptr addrspace(1) %v414, i64 %v424
  store <4 x i32> %v440, ptr addrspace(1) %v452, align 16
  %v453 = getelementptr i8, ptr addrspace(1) %v414, i64 %v426
  store <4 x i32> %v442, ptr addrspace(1) %v453, align 16
  %v454 = getelementptr i8, ptr addrspace(1) %v414, i64 %v428
  store <4 x i32> %v444, ptr addrspace(1) %v454, align 16
  %v455 = getelementptr i8, ptr addrspace(1) %v414, i64 %v430
  store <4 x i32> %v446, ptr addrspace(1) %v455, align 16
  %v456 = getelementptr i8, ptr addrspace(1) %v414, i64 %v432
  store <4 x i32> %v448, ptr addrspace(1) %v456, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v418, 32768
  br label %for7.head
for7.end:
  %v458 = add i64 %v417, %v43
  br label %for8.head
for8.head:
  %v459 = phi i64 [ %v458, %for7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i64 %v459, %v307
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v460 = getelementptr i8, ptr addrspace(1) %v413, i64 %v459
  %v461 = load <4 x i32>, ptr addrspace(1) %v460, align 16
  %v462 = getelementptr i8, ptr addrspace(1) %v414, i64 %v459
  store <4 x i32> %v461, ptr addrspace(1) %v462, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i64 %v459, 4096
  br label %for8.head
for8.end:
  %v463 = getelementptr i8, ptr addrspace(1) %v129, i64 %v304
  %v464 = getelementptr i8, ptr addrspace(1) %v126, i64 %v312
  %v466 = udiv i64 %v307, 32768
  %v467 = mul i64 %v466, 32768
  br label %for9.head
for9.head:
  %v468 = phi i64 [ %v43, %for8.end ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v468, %v467
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v470 = add i64 %v468, 4096
  %v472 = add i64 %v468, 8192
  %v474 = add i64 %v468, 12288
  %v476 = add i64 %v468, 16384
  %v478 = add i64 %v468, 20480
  %v480 = add i64 %v468, 24576
  %v482 = add i64 %v468, 28672
  %v483 = getelementptr i8, ptr addrspace(1) %v463, i64 %v468
  %v484 = load <4 x i32>, ptr addrspace(1) %v483, align 16
  %v485 = getelementptr i8, ptr addrspace(1) %v463, i64 %v470
  %v486 = load <4 x i32>, ptr addrspace(1) %v485, align 16
  %v487 = getelementptr i8, ptr addrspace(1) %v463, i64 %v472
  %v488 = load <4 x i32>, ptr addrspace(1) %v487, align 16
  %v489 = getelementptr i8, ptr addrspace(1) %v463, i64 %v474
  %v490 = load <4 x i32>, ptr addrspace(1) %v489, align 16
  %v491 = getelementptr i8, ptr addrspace(1) %v463, i64 %v476
  %v492 = load <4 x i32>, ptr addrspace(1) %v491, align 16
  %v493 = getelementptr i8, ptr addrspace(1) %v463, i64 %v478
  %v494 = load <4 x i32>, ptr addrspace(1) %v493, align 16
  %v495 = getelementptr i8, ptr addrspace(1) %v463, i64 %v480
  %v496 = load <4 x i32>, ptr addrspace(1) %v495, align 16
  %v497 = getelementptr i8, ptr addrspace(1) %v463, i64 %v482
  %v498 = load <4 x i32>, ptr addrspace(1) %v497, align 16
  %v499 = getelementptr i8, ptr addrspace(1) %v464, i64 %v468
  store <4 x i32> %v484, ptr addrspace(1) %v499, align 16
  %v500 = getelementptr i8, ptr addrspace(1) %v464, i64 %v470
  store <4 x i32> %v486, ptr addrspace(1) %v500, align 16
  %v501 = getelementptr i8, ptr addrspace(1) %v464, i64 %v472
  store <4 x i32> %v488, ptr addrspace(1) %v501, align 16
  %v502 = getelementptr i8, ptr addrspace(1) %v464, i64 %v474
  store <4 x i32> %v490, ptr addrspace(1) %v502, align 16
  %v503 = getelementptr i8, ptr addrspace(1) %v464, i64 %v476
  store <4 x i32> %v492, ptr addrspace(1) %v503, align 16
  %v504 = getelementptr i8, ptr addrspace(1) %v464, i64 %v478
  store <4 x i32> %v494, ptr addrspace(1) %v504, align 16
  %v505 = getelementptr i8, ptr addrspace(1) %v464, i64 %v480
  store <4 x i32> %v496, ptr addrspace(1) %v505, align 16
  %v506 = getelementptr i8, ptr addrspace(1) %v464, i64 %v482
  store <4 x i32> %v498, ptr addrspace(1) %v506, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v468, 32768
  br label %for9.head
for9.end:
  %v508 = add i64 %v467, %v43
  br label %for10.head
for10.head:
  %v509 = phi i64 [ %v508, %for9.end ], [ %for10.next, %for10.latch ]
  %for10.cond = icmp ult i64 %v509, %v307
  br i1 %for10.cond, label %for10.body, label %for10.end
for10.body:
  %v510 = getelementptr i8, ptr addrspace(1) %v463, i64 %v509
  %v511 = load <4 x i32>, ptr addrspace(1) %v510, align 16
  %v512 = getelementptr i8, ptr addrspace(1) %v464, i64 %v509
  store <4 x i32> %v511, ptr addrspace(1) %v512, align 16
  br label %for10.latch
for10.latch:
  %for10.next = add i64 %v509, 4096
  br label %for10.head
for10.end:
  %v513 = getelementptr i8, ptr addrspace(1) %v147, i64 %v304
  %v514 = getelementptr i8, ptr addrspace(1) %v144, i64 %v312
  %v516 = udiv i64 %v307, 32768
  %v517 = mul i64 %v516, 32768
  br label %for11.head
for11.head:
  %v518 = phi i64 [ %v43, %for10.end ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v518, %v517
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v520 = add i64 %v518, 4096
  %v522 = add i64 %v518, 8192
  %v524 = add i64 %v518, 12288
  %v526 = add i64 %v518, 16384
  %v528 = add i64 %v518, 20480
  %v530 = add i64 %v518, 24576
  %v532 = add i64 %v518, 28672
  %v533 = getelementptr i8, ptr addrspace(1) %v513, i64 %v518
  %v534 = load <4 x i32>, ptr addrspace(1) %v533, align 16
  %v535 = getelementptr i8, ptr addrspace(1) %v513, i64 %v520
  %v536 = load <4 x i32>, ptr addrspace(1) %v535, align 16
  %v537 = getelementptr i8, ptr addrspace(1) %v513, i64 %v522
  %v538 = load <4 x i32>, ptr addrspace(1) %v537, align 16
  %v539 = getelementptr i8, ptr addrspace(1) %v513, i64 %v524
  %v540 = load <4 x i32>, ptr addrspace(1) %v539, align 16
  %v541 = getelementptr i8, ptr addrspace(1) %v513, i64 %v526
  %v542 = load <4 x i32>, ptr addrspace(1) %v541, align 16
  %v543 = getelementptr i8, ptr addrspace(1) %v513, i64 %v528
  %v544 = load <4 x i32>, ptr addrspace(1) %v543, align 16
  %v545 = getelementptr i8, ptr addrspace(1) %v513, i64 %v530
  %v546 = load <4 x i32>, ptr addrspace(1) %v545, align 16
  %v547 = getelementptr i8, ptr addrspace(1) %v513, i64 %v532
  %v548 = load <4 x i32>, ptr addrspace(1) %v547, align 16
  %v549 = getelementptr i8, ptr addrspace(1) %v514, i64 %v518
  store <4 x i32> %v534, ptr addrspace(1) %v549, align 16
  %v550 = getelementptr i8, ptr addrspace(1) %v514, i64 %v520
  store <4 x i32> %v536, ptr addrspace(1) %v550, align 16
  %v551 = getelementptr i8, ptr addrspace(1) %v514, i64 %v522
  store <4 x i32> %v538, ptr addrspace(1) %v551, align 16
  %v552 = getelementptr i8, ptr addrspace(1) %v514, i64 %v524
  store <4 x i32> %v540, ptr addrspace(1) %v552, align 16
  %v553 = getelementptr i8, ptr addrspace(1) %v514, i64 %v526
  store <4 x i32> %v542, ptr addrspace(1) %v553, align 16
  %v554 = getelementptr i8, ptr addrspace(1) %v514, i64 %v528
  store <4 x i32> %v544, ptr addrspace(1) %v554, align 16
  %v555 = getelementptr i8, ptr addrspace(1) %v514, i64 %v530
  store <4 x i32> %v546, ptr addrspace(1) %v555, align 16
  %v556 = getelementptr i8, ptr addrspace(1) %v514, i64 %v532
  store <4 x i32> %v548, ptr addrspace(1) %v556, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v518, 32768
  br label %for11.head
for11.end:
  %v558 = add i64 %v517, %v43
  br label %for12.head
for12.head:
  %v559 = phi i64 [ %v558, %for11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i64 %v559, %v307
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v560 = getelementptr i8, ptr addrspace(1) %v513, i64 %v559
  %v561 = load <4 x i32>, ptr addrspace(1) %v560, align 16
  %v562 = getelementptr i8, ptr addrspace(1) %v514, i64 %v559
  store <4 x i32> %v561, ptr addrspace(1) %v562, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i64 %v559, 4096
  br label %for12.head
for12.end:
  %v563 = getelementptr i8, ptr addrspace(1) %v165, i64 %v304
  %v564 = getelementptr i8, ptr addrspace(1) %v162, i64 %v312
  %v566 = udiv i64 %v307, 32768
  %v567 = mul i64 %v566, 32768
  br label %for13.head
for13.head:
  %v568 = phi i64 [ %v43, %for12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v568, %v567
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v570 = add i64 %v568, 4096
  %v572 = add i64 %v568, 8192
  %v574 = add i64 %v568, 12288
  %v576 = add i64 %v568, 16384
  %v578 = add i64 %v568, 20480
  %v580 = add i64 %v568, 24576
  %v582 = add i64 %v568, 28672
  %v583 = getelementptr i8, ptr addrspace(1) %v563, i64 %v568
  %v584 = load <4 x i32>, ptr addrspace(1) %v583, align 16
  %v585 = getelementptr i8, ptr addrspace(1) %v563, i64 %v570
  %v586 = load <4 x i32>, ptr addrspace(1) %v585, align 16
  %v587 = getelementptr i8, ptr addrspace(1) %v563, i64 %v572
  %v588 = load <4 x i32>, ptr addrspace(1) %v587, align 16
  %v589 = getelementptr i8, ptr addrspace(1) %v563, i64 %v574
  %v590 = load <4 x i32>, ptr addrspace(1) %v589, align 16
  %v591 = getelementptr i8, ptr addrspace(1) %v563, i64 %v576
  %v592 = load <4 x i32>, ptr addrspace(1) %v591, align 16
  %v593 = getelementptr i8, ptr addrspace(1) %v563, i64 %v578
  %v594 = load <4 x i32>, ptr addrspace(1) %v593, align 16
  %v595 = getelementptr i8, ptr addrspace(1) %v563, i64 %v580
  %v596 = load <4 x i32>, ptr addrspace(1) %v595, align 16
  %v597 = getelementptr i8, ptr addrspace(1) %v563, i64 %v582
  %v598 = load <4 x i32>, ptr addrspace(1) %v597, align 16
  %v599 = getelementptr i8, ptr addrspace(1) %v564, i64 %v568
  store <4 x i32> %v584, ptr addrspace(1) %v599, align 16
  %v600 = getelementptr i8, ptr addrspace(1) %v564, i64 %v570
  store <4 x i32> %v586, ptr addrspace(1) %v600, align 16
  %v601 = getelementptr i8, ptr addrspace(1) %v564, i64 %v572
  store <4 x i32> %v588, ptr addrspace(1) %v601, align 16
  %v602 = getelementptr i8, ptr addrspace(1) %v564, i64 %v574
  store <4 x i32> %v590, ptr addrspace(1) %v602, align 16
  %v603 = getelementptr i8, ptr addrspace(1) %v564, i64 %v576
  store <4 x i32> %v592, ptr addrspace(1) %v603, align 16
  %v604 = getelementptr i8, ptr addrspace(1) %v564, i64 %v578
  store <4 x i32> %v594, ptr addrspace(1) %v604, align 16
  %v605 = getelementptr i8, ptr addrspace(1) %v564, i64 %v580
  store <4 x i32> %v596, ptr addrspace(1) %v605, align 16
  %v606 = getelementptr i8, ptr addrspace(1) %v564, i64 %v582
  store <4 x i32> %v598, ptr addrspace(1) %v606, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v568, 32768
  br label %for13.head
for13.end:
  %v608 = add i64 %v567, %v43
  br label %for14.head
for14.head:
  %v609 = phi i64 [ %v608, %for13.end ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i64 %v609, %v307
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v610 = getelementptr i8, ptr addrspace(1) %v563, i64 %v609
  %v611 = load <4 x i32>, ptr addrspace(1) %v610, align 16
  %v612 = getelementptr i8, ptr addrspace(1) %v564, i64 %v609
  store <4 x i32> %v611, ptr addrspace(1) %v612, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i64 %v609, 4096
  br label %for14.head
for14.end:
  %v613 = getelementptr i8, ptr addrspace(1) %v183, i64 %v304
  %v614 = getelementptr i8, ptr addrspace(1) %v180, i64 %v312
  %v616 = udiv i64 %v307, 32768
  %v617 = mul i64 %v616, 32768
  br label %for15.head
for15.head:
  %v618 = phi i64 [ %v43, %for14.end ], [ %for15.next, %for15.latch ]
  %for15.cond = icmp ult i64 %v618, %v617
  br i1 %for15.cond, label %for15.body, label %for15.end
for15.body:
  %v620 = add i64 %v618, 4096
  %v622 = add i64 %v618, 8192
  %v624 = add i64 %v618, 12288
  %v626 = add i64 %v618, 16384
  %v628 = add i64 %v618, 20480
  %v630 = add i64 %v618, 24576
  %v632 = add i64 %v618, 28672
  %v633 = getelementptr i8, ptr addrspace(1) %v613, i64 %v618
  %v634 = load <4 x i32>, ptr addrspace(1) %v633, align 16
  %v635 = getelementptr i8, ptr addrspace(1) %v613, i64 %v620
  %v636 = load <4 x i32>, ptr addrspace(1) %v635, align 16
  %v637 = getelementptr i8, ptr addrspace(1) %v613, i64 %v622
  %v638 = load <4 x i32>, ptr addrspace(1) %v637, align 16
  %v639 = getelementptr i8, ptr addrspace(1) %v613, i64 %v624
  %v640 = load <4 x i32>, ptr addrspace(1) %v639, align 16
  %v641 = getelementptr i8, ptr addrspace(1) %v613, i64 %v626
  %v642 = load <4 x i32>, ptr addrspace(1) %v641, align 16
  %v643 = getelementptr i8, ptr addrspace(1) %v613, i64 %v628
  %v644 = load <4 x i32>, ptr addrspace(1) %v643, align 16
  %v645 = getelementptr i8, ptr addrspace(1) %v613, i64 %v630
  %v646 = load <4 x i32>, ptr addrspace(1) %v645, align 16
  %v647 = getelementptr i8, ptr addrspace(1) %v613, i64 %v632
  %v648 = load <4 x i32>, ptr addrspace(1) %v647, align 16
  %v649 = getelementptr i8, ptr addrspace(1) %v614, i64 %v618
  store <4 x i32> %v634, ptr addrspace(1) %v649, align 16
  %v650 = getelementptr i8, ptr addrspace(1) %v614, i64 %v620
  store <4 x i32> %v636, ptr addrspace(1) %v650, align 16
  %v651 = getelementptr i8, ptr addrspace(1) %v614, i64 %v622
  store <4 x i32> %v638, ptr addrspace(1) %v651, align 16
  %v652 = getelementptr i8, ptr addrspace(1) %v614, i64 %v624
  store <4 x i32> %v640, ptr addrspace(1) %v652, align 16
  %v653 = getelementptr i8, ptr addrspace(1) %v614, i64 %v626
  store <4 x i32> %v642, ptr addrspace(1) %v653, align 16
  %v654 = getelementptr i8, ptr addrspace(1) %v614, i64 %v628
  store <4 x i32> %v644, ptr addrspace(1) %v654, align 16
  %v655 = getelementptr i8, ptr addrspace(1) %v614, i64 %v630
  store <4 x i32> %v646, ptr addrspace(1) %v655, align 16
  %v656 = getelementptr i8, ptr addrspace(1) %v614, i64 %v632
  store <4 x i32> %v648, ptr addrspace(1) %v656, align 16
  br label %for15.latch
for15.latch:
  %for15.next = add i64 %v618, 32768
  br label %for15.head
for15.end:
  %v658 = add i64 %v617, %v43
  br label %for16.head
for16.head:
  %v659 = phi i64 [ %v658, %for15.end ], [ %for16.next, %for16.latch ]
  %for16.cond = icmp ult i64 %v659, %v307
  br i1 %for16.cond, label %for16.body, label %for16.end
for16.body:
  %v660 = getelementptr i8, ptr addrspace(1) %v613, i64 %v659
  %v661 = load <4 x i32>, ptr addrspace(1) %v660, align 16
  %v662 = getelementptr i8, ptr addrspace(1) %v614, i64 %v659
  store <4 x i32> %v661, ptr addrspace(1) %v662, align 16
  br label %for16.latch
for16.latch:
  %for16.next = add i64 %v659, 4096
  br label %for16.head
for16.end:
  br label %if2.end
if2.end:
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v664 = icmp uge i64 %v296, 2
  br i1 %v664, label %if17.then, label %if17.end
if17.then:
  %v666 = sub i64 %v296, 2
  %v667 = zext i32 %p9 to i64
  %v668 = zext i32 %v12 to i64
  %v669 = mul i64 %v666, %v667
  %v670 = add i64 %v669, %v668
  %v671 = mul i64 %v670, %v34
  %v672 = call i64 @llvm.umax.i64(i64 %v20, i64 %v671)
  %v673 = sub i64 %v672, %v671
  %v674 = call i64 @llvm.umin.i64(i64 %v673, i64 %v34)
  %v676 = sub i32 %v298, 2
  %v678 = and i32 %v676, 3
  %v680 = zext i32 %v678 to i64
  %v681 = mul i64 %v680, 7340032
  %v682 = getelementptr i8, ptr addrspace(1) %v186, i64 %v671
  %v683 = getelementptr i8, ptr addrspace(1) %v199, i64 %v681
  %v684 = select i1 %v195, ptr addrspace(1) %v682, ptr addrspace(1) %v683
  %v685 = getelementptr i8, ptr addrspace(1) %v212, i64 %v681
  %v686 = select i1 %v208, ptr addrspace(1) %v682, ptr addrspace(1) %v685
  %v687 = getelementptr i8, ptr addrspace(1) %v225, i64 %v681
  %v688 = select i1 %v221, ptr addrspace(1) %v682, ptr addrspace(1) %v687
  %v689 = getelementptr i8, ptr addrspace(1) %v238, i64 %v681
  %v690 = select i1 %v234, ptr addrspace(1) %v682, ptr addrspace(1) %v689
  %v691 = getelementptr i8, ptr addrspace(1) %v251, i64 %v681
  %v692 = select i1 %v247, ptr addrspace(1) %v682, ptr addrspace(1) %v691
  %v693 = getelementptr i8, ptr addrspace(1) %v264, i64 %v681
  %v694 = select i1 %v260, ptr addrspace(1) %v682, ptr addrspace(1) %v693
  %v695 = getelementptr i8, ptr addrspace(1) %v277, i64 %v681
  %v696 = select i1 %v273, ptr addrspace(1) %v682, ptr addrspace(1) %v695
  %v697 = getelementptr i8, ptr addrspace(1) %v290, i64 %v681
  %v698 = select i1 %v286, ptr addrspace(1) %v682, ptr addrspace(1) %v697
  %v699 = getelementptr i8, ptr addrspace(1) %p3, i64 %v671
  %v701 = udiv i64 %v674, 4096
  %v702 = mul i64 %v701, 4096
  br label %for18.head
for18.head:
  %v703 = phi i64 [ %v43, %if17.then ], [ %for18.next, %for18.latch ]
  %for18.cond = icmp ult i64 %v703, %v702
  br i1 %for18.cond, label %for18.body, label %for18.end
for18.body:
  %v704 = getelementptr i8, ptr addrspace(1) %v684, i64 %v703
  %v705 = load <4 x i32>, ptr addrspace(1) %v704, align 16
  %v706 = getelementptr i8, ptr addrspace(1) %v686, i64 %v703
  %v707 = load <4 x i32>, ptr addrspace(1) %v706, align 16
  %v708 = getelementptr i8, ptr addrspace(1) %v688, i64 %v703
  %v709 = load <4 x i32>, ptr addrspace(1) %v708, align 16
  %v710 = getelementptr i8, ptr addrspace(1) %v690, i64 %v703
  %v711 = load <4 x i32>, ptr addrspace(1) %v710, align 16
  %v712 = getelementptr i8, ptr addrspace(1) %v692, i64 %v703
  %v713 = load <4 x i32>, ptr addrspace(1) %v712, align 16
  %v714 = getelementptr i8, ptr addrspace(1) %v694, i64 %v703
  %v715 = load <4 x i32>, ptr addrspace(1) %v714, align 16
  %v716 = getelementptr i8, ptr addrspace(1) %v696, i64 %v703
  %v717 = load <4 x i32>, ptr addrspace(1) %v716, align 16
  %v718 = getelementptr i8, ptr addrspace(1) %v698, i64 %v703
  %v719 = load <4 x i32>, ptr addrspace(1) %v718, align 16
  %v720 = extractelement <4 x i32> %v705, i32 0
  %v721 = extractelement <4 x i32> %v707, i32 0
  %v722 = extractelement <4 x i32> %v709, i32 0
  %v723 = extractelement <4 x i32> %v711, i32 0
  %v724 = extractelement <4 x i32> %v713, i32 0
  %v725 = extractelement <4 x i32> %v715, i32 0
  %v726 = extractelement <4 x i32> %v717, i32 0
  %v727 = extractelement <4 x i32> %v719, i32 0
  %v728 = trunc i32 %v720 to i16
  %v729 = bitcast i16 %v728 to half
  %v730 = fpext half %v729 to float
  %v731 = trunc i32 %v721 to i16
  %v732 = bitcast i16 %v731 to half
  %v733 = fpext half %v732 to float
  %v734 = fadd float %v730, %v733
  %v735 = trunc i32 %v722 to i16
  %v736 = bitcast i16 %v735 to half
  %v737 = fpext half %v736 to float
  %v738 = fadd float %v734, %v737
  %v739 = trunc i32 %v723 to i16
  %v740 = bitcast i16 %v739 to half
  %v741 = fpext half %v740 to float
  %v742 = fadd float %v738, %v741
  %v743 = trunc i32 %v724 to i16
  %v744 = bitcast i16 %v743 to half
  %v745 = fpext half %v744 to float
  %v746 = fadd float %v742, %v745
  %v747 = trunc i32 %v725 to i16
  %v748 = bitcast i16 %v747 to half
  %v749 = fpext half %v748 to float
  %v750 = fadd float %v746, %v749
  %v751 = trunc i32 %v726 to i16
  %v752 = bitcast i16 %v751 to half
  %v753 = fpext half %v752 to float
  %v754 = fadd float %v750, %v753
  %v755 = trunc i32 %v727 to i16
  %v756 = bitcast i16 %v755 to half
  %v757 = fpext half %v756 to float
  %v758 = fadd float %v754, %v757
  %v759 = fptrunc float %v758 to half
  %v760 = bitcast half %v759 to i16
  %v761 = zext i16 %v760 to i32
  %v763 = lshr i32 %v720, 16
  %v764 = trunc i32 %v763 to i16
  %v765 = bitcast i16 %v764 to half
  %v766 = fpext half %v765 to float
  %v768 = lshr i32 %v721, 16
  %v769 = trunc i32 %v768 to i16
  %v770 = bitcast i16 %v769 to half
  %v771 = fpext half %v770 to float
  %v772 = fadd float %v766, %v771
  %v774 = lshr i32 %v722, 16
  %v775 = trunc i32 %v774 to i16
  %v776 = bitcast i16 %v775 to half
  %v777 = fpext half %v776 to float
  %v778 = fadd float %v772, %v777
  %v780 = lshr i32 %v723, 16
  %v781 = trunc i32 %v780 to i16
  %v782 = bitcast i16 %v781 to half
  %v783 = fpext half %v782 to float
  %v784 = fadd float %v778, %v783
  %v786 = lshr i32 %v724, 16
  %v787 = trunc i32 %v786 to i16
  %v788 = bitcast i16 %v787 to half
  %v789 = fpext half %v788 to float
  %v790 = fadd float %v784, %v789
  %v792 = lshr i32 %v725, 16
  %v793 = trunc i32 %v792 to i16
  %v794 = bitcast i16 %v793 to half
  %v795 = fpext half %v794 to float
  %v796 = fadd float %v790, %v795
  %v798 = lshr i32 %v726, 16
  %v799 = trunc i32 %v798 to i16
  %v800 = bitcast i16 %v799 to half
  %v801 = fpext half %v800 to float
  %v802 = fadd float %v796, %v801
  %v804 = lshr i32 %v727, 16
  %v805 = trunc i32 %v804 to i16
  %v806 = bitcast i16 %v805 to half
  %v807 = fpext half %v806 to float
  %v808 = fadd float %v802, %v807
  %v809 = fptrunc float %v808 to half
  %v810 = bitcast half %v809 to i16
  %v811 = zext i16 %v810 to i32
  %v813 = shl i32 %v811, 16
  %v814 = or i32 %v761, %v813
  %t1 = insertelement <4 x i32> poison, i32 %v814, i32 0
  %v815 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v816 = extractelement <4 x i32> %v705, i32 1
  %v817 = extractelement <4 x i32> %v707, i32 1
  %v818 = extractelement <4 x i32> %v709, i32 1
  %v819 = extractelement <4 x i32> %v711, i32 1
  %v820 = extractelement <4 x i32> %v713, i32 1
  %v821 = extractelement <4 x i32> %v715, i32 1
  %v822 = extractelement <4 x i32> %v717, i32 1
  %v823 = extractelement <4 x i32> %v719, i32 1
  %v824 = trunc i32 %v816 to i16
  %v825 = bitcast i16 %v824 to half
  %v826 = fpext half %v825 to float
  %v827 = trunc i32 %v817 to i16
  %v828 = bitcast i16 %v827 to half
  %v829 = fpext half %v828 to float
  %v830 = fadd float %v826, %v829
  %v831 = trunc i32 %v818 to i16
  %v832 = bitcast i16 %v831 to half
  %v833 = fpext half %v832 to float
  %v834 = fadd float %v830, %v833
  %v835 = trunc i32 %v819 to i16
  %v836 = bitcast i16 %v835 to half
  %v837 = fpext half %v836 to float
  %v838 = fadd float %v834, %v837
  %v839 = trunc i32 %v820 to i16
  %v840 = bitcast i16 %v839 to half
  %v841 = fpext half %v840 to float
  %v842 = fadd float %v838, %v841
  %v843 = trunc i32 %v821 to i16
  %v844 = bitcast i16 %v843 to half
  %v845 = fpext half %v844 to float
  %v846 = fadd float %v842, %v845
  %v847 = trunc i32 %v822 to i16
  %v848 = bitcast i16 %v847 to half
  %v849 = fpext half %v848 to float
  %v850 = fadd float %v846, %v849
  %v851 = trunc i32 %v823 to i16
  %v852 = bitcast i16 %v851 to half
  %v853 = fpext half %v852 to float
  %v854 = fadd float %v850, %v853
  %v855 = fptrunc float %v854 to half
  %v856 = bitcast half %v855 to i16
  %v857 = zext i16 %v856 to i32
  %v859 = lshr i32 %v816, 16
  %v860 = trunc i32 %v859 to i16
  %v861 = bitcast i16 %v860 to half
  %v862 = fpext half %v861 to float
  %v864 = lshr i32 %v817, 16
  %v865 = trunc i32 %v864 to i16
  %v866 = bitcast i16 %v865 to half
  %v867 = fpext half %v866 to float
  %v868 = fadd float %v862, %v867
  %v870 = lshr i32 %v818, 16
  %v871 = trunc i32 %v870 to i16
  %v872 = bitcast i16 %v871 to half
  %v873 = fpext half %v872 to float
  %v874 = fadd float %v868, %v873
  %v876 = lshr i32 %v819, 16
  %v877 = trunc i32 %v876 to i16
  %v878 = bitcast i16 %v877 to half
  %v879 = fpext half %v878 to float
  %v880 = fadd float %v874, %v879
  %v882 = lshr i32 %v820, 16
  %v883 = trunc i32 %v882 to i16
  %v884 = bitcast i16 %v883 to half
  %v885 = fpext half %v884 to float
  %v886 = fadd float %v880, %v885
  %v888 = lshr i32 %v821, 16
  %v889 = trunc i32 %v888 to i16
  %v890 = bitcast i16 %v889 to half
  %v891 = fpext half %v890 to float
  %v892 = fadd float %v886, %v891
  %v894 = lshr i32 %v822, 16
  %v895 = trunc i32 %v894 to i16
  %v896 = bitcast i16 %v895 to half
  %v897 = fpext half %v896 to float
  %v898 = fadd float %v892, %v897
  %v900 = lshr i32 %v823, 16
  %v901 = trunc i32 %v900 to i16
  %v902 = bitcast i16 %v901 to half
  %v903 = fpext half %v902 to float
  %v904 = fadd float %v898, %v903
  %v905 = fptrunc float %v904 to half
  %v906 = bitcast half %v905 to i16
  %v907 = zext i16 %v906 to i32
  %v909 = shl i32 %v907, 16
  %v910 = or i32 %v857, %v909
  %v911 = insertelement <4 x i32> %v815, i32 %v910, i32 1
  %v912 = extractelement <4 x i32> %v705, i32 2
  %v913 = extractelement <4 x i32> %v707, i32 2
  %v914 = extractelement <4 x i32> %v709, i32 2
  %v915 = extractelement <4 x i32> %v711, i32 2
  %v916 = extractelement <4 x i32> %v713, i32 2
  %v917 = extractelement <4 x i32> %v715, i32 2
  %v918 = extractelement <4 x i32> %v717, i32 2
  %v919 = extractelement <4 x i32> %v719, i32 2
  %v920 = trunc i32 %v912 to i16
  %v921 = bitcast i16 %v920 to half
  %v922 = fpext half %v921 to float
  %v923 = trunc i32 %v913 to i16
  %v924 = bitcast i16 %v923 to half
  %v925 = fpext half %v924 to float
  %v926 = fadd float %v922, %v925
  %v927 = trunc i32 %v914 to i16
  %v928 = bitcast i16 %v927 to half
  %v929 = fpext half %v928 to float
  %v930 = fadd float %v926, %v929
  %v931 = trunc i32 %v915 to i16
  %v932 = bitcast i16 %v931 to half
  %v933 = fpext half %v932 to float
  %v934 = fadd float %v930, %v933
  %v935 = trunc i32 %v916 to i16
  %v936 = bitcast i16 %v935 to half
  %v937 = fpext half %v936 to float
  %v938 = fadd float %v934, %v937
  %v939 = trunc i32 %v917 to i16
  %v940 = bitcast i16 %v939 to half
  %v941 = fpext half %v940 to float
  %v942 = fadd float %v938, %v941
  %v943 = trunc i32 %v918 to i16
  %v944 = bitcast i16 %v943 to half
  %v945 = fpext half %v944 to float
  %v946 = fadd float %v942, %v945
  %v947 = trunc i32 %v919 to i16
  %v948 = bitcast i16 %v947 to half
  %v949 = fpext half %v948 to float
  %v950 = fadd float %v946, %v949
  %v951 = fptrunc float %v950 to half
  %v952 = bitcast half %v951 to i16
  %v953 = zext i16 %v952 to i32
  %v955 = lshr i32 %v912, 16
  %v956 = trunc i32 %v955 to i16
  %v957 = bitcast i16 %v956 to half
  %v958 = fpext half %v957 to float
  %v960 = lshr i32 %v913, 16
  %v961 = trunc i32 %v960 to i16
  %v962 = bitcast i16 %v961 to half
  %v963 = fpext half %v962 to float
  %v964 = fadd float %v958, %v963
  %v966 = lshr i32 %v914, 16
  %v967 = trunc i32 %v966 to i16
  %v968 = bitcast i16 %v967 to half
  %v969 = fpext half %v968 to float
  %v970 = fadd float %v964, %v969
  %v972 = lshr i32 %v915, 16
  %v973 = trunc i32 %v972 to i16
  %v974 = bitcast i16 %v973 to half
  %v975 = fpext half %v974 to float
  %v976 = fadd float %v970, %v975
  %v978 = lshr i32 %v916, 16
  %v979 = trunc i32 %v978 to i16
  %v980 = bitcast i16 %v979 to half
  %v981 = fpext half %v980 to float
  %v982 = fadd float %v976, %v981
  %v984 = lshr i32 %v917, 16
  %v985 = trunc i32 %v984 to i16
  %v986 = bitcast i16 %v985 to half
  %v987 = fpext half %v986 to float
  %v988 = fadd float %v982, %v987
  %v990 = lshr i32 %v918, 16
  %v991 = trunc i32 %v990 to i16
  %v992 = bitcast i16 %v991 to half
  %v993 = fpext half %v992 to float
  %v994 = fadd float %v988, %v993
  %v996 = lshr i32 %v919, 16
  %v997 = trunc i32 %v996 to i16
  %v998 = bitcast i16 %v997 to half
  %v999 = fpext half %v998 to float
  %v1000 = fadd float %v994, %v999
  %v1001 = fptrunc float %v1000 to half
  %v1002 = bitcast half %v1001 to i16
  %v1003 = zext i16 %v1002 to i32
  %v1005 = shl i32 %v1003, 16
  %v1006 = or i32 %v953, %v1005
  %v1007 = insertelement <4 x i32> %v911, i32 %v1006, i32 2
  %v1008 = extractelement <4 x i32> %v705, i32 3
  %v1009 = extractelement <4 x i32> %v707, i32 3
  %v1010 = extractelement <4 x i32> %v709, i32 3
  %v1011 = extractelement <4 x i32> %v711, i32 3
  %v1012 = extractelement <4 x i32> %v713, i32 3
  %v1013 = extractelement <4 x i32> %v715, i32 3
  %v1014 = extractelement <4 x i32> %v717, i32 3
  %v1015 = extractelement <4 x i32> %v719, i32 3
  %v1016 = trunc i32 %v1008 to i16
  %v1017 = bitcast i16 %v1016 to half
  %v1018 = fpext half %v1017 to float
  %v1019 = trunc i32 %v1009 to i16
  %v1020 = bitcast i16 %v1019 to half
  %v1021 = fpext half %v1020 to float
  %v1022 = fadd float %v1018, %v1021
  %v1023 = trunc i32 %v1010 to i16
  %v1024 = bitcast i16 %v1023 to half
  %v1025 = fpext half %v1024 to float
  %v1026 = fadd float %v1022, %v1025
  %v1027 = trunc i32 %v1011 to i16
  %v1028 = bitcast i16 %v1027 to half
  %v1029 = fpext half %v1028 to float
  %v1030 = fadd float %v1026, %v1029
  %v1031 = trunc i32 %v1012 to i16
  %v1032 = bitcast i16 %v1031 to half
  %v1033 = fpext half %v1032 to float
  %v1034 = fadd float %v1030, %v1033
  %v1035 = trunc i32 %v1013 to i16
  %v1036 = bitcast i16 %v1035 to half
  %v1037 = fpext half %v1036 to float
  %v1038 = fadd float %v1034, %v1037
  %v1039 = trunc i32 %v1014 to i16
  %v1040 = bitcast i16 %v1039 to half
  %v1041 = fpext half %v1040 to float
  %v1042 = fadd float %v1038, %v1041
  %v1043 = trunc i32 %v1015 to i16
  %v1044 = bitcast i16 %v1043 to half
  %v1045 = fpext half %v1044 to float
  %v1046 = fadd float %v1042, %v1045
  %v1047 = fptrunc float %v1046 to half
  %v1048 = bitcast half %v1047 to i16
  %v1049 = zext i16 %v1048 to i32
  %v1051 = lshr i32 %v1008, 16
  %v1052 = trunc i32 %v1051 to i16
  %v1053 = bitcast i16 %v1052 to half
  %v1054 = fpext half %v1053 to float
  %v1056 = lshr i32 %v1009, 16
  %v1057 = trunc i32 %v1056 to i16
  %v1058 = bitcast i16 %v1057 to half
  %v1059 = fpext half %v1058 to float
  %v1060 = fadd float %v1054, %v1059
  %v1062 = lshr i32 %v1010, 16
  %v1063 = trunc i32 %v1062 to i16
  %v1064 = bitcast i16 %v1063 to half
  %v1065 = fpext half %v1064 to float
  %v1066 = fadd float %v1060, %v1065
  %v1068 = lshr i32 %v1011, 16
  %v1069 = trunc i32 %v1068 to i16
  %v1070 = bitcast i16 %v1069 to half
  %v1071 = fpext half %v1070 to float
  %v1072 = fadd float %v1066, %v1071
  %v1074 = lshr i32 %v1012, 16
  %v1075 = trunc i32 %v1074 to i16
  %v1076 = bitcast i16 %v1075 to half
  %v1077 = fpext half %v1076 to float
  %v1078 = fadd float %v1072, %v1077
  %v1080 = lshr i32 %v1013, 16
  %v1081 = trunc i32 %v1080 to i16
  %v1082 = bitcast i16 %v1081 to half
  %v1083 = fpext half %v1082 to float
  %v1084 = fadd float %v1078, %v1083
  %v1086 = lshr i32 %v1014, 16
  %v1087 = trunc i32 %v1086 to i16
  %v1088 = bitcast i16 %v1087 to half
  %v1089 = fpext half %v1088 to float
  %v1090 = fadd float %v1084, %v1089
  %v1092 = lshr i32 %v1015, 16
  %v1093 = trunc i32 %v1092 to i16
  %v1094 = bitcast i16 %v1093 to half
  %v1095 = fpext half %v1094 to float
  %v1096 = fadd float %v1090, %v1095
  %v1097 = fptrunc float %v1096 to half
  %v1098 = bitcast half %v1097 to i16
  %v1099 = zext i16 %v1098 to i32
  %v1101 = shl i32 %v1099, 16
  %v1102 = or i32 %v1049, %v1101
  %v1103 = insertelement <4 x i32> %v1007, i32 %v1102, i32 3
  %v1104 = getelementptr i8, ptr addrspace(1) %v699, i64 %v703
  store <4 x i32> %v1103, ptr addrspace(1) %v1104, align 16
  br label %for18.latch
for18.latch:
  %for18.next = add i64 %v703, 4096
  br label %for18.head
for18.end:
  %v1106 = add i64 %v702, %v43
  br label %for19.head
for19.head:
  %v1107 = phi i64 [ %v1106, %for18.end ], [ %for19.next, %for19.latch ]
  %for19.cond = icmp ult i64 %v1107, %v674
  br i1 %for19.cond, label %for19.body, label %for19.end
for19.body:
  %v1108 = getelementptr i8, ptr addrspace(1) %v684, i64 %v1107
  %v1109 = load <4 x i32>, ptr addrspace(1) %v1108, align 16
  %v1110 = getelementptr i8, ptr addrspace(1) %v686, i64 %v1107
  %v1111 = load <4 x i32>, ptr addrspace(1) %v1110, align 16
  %v1112 = getelementptr i8, ptr addrspace(1) %v688, i64 %v1107
  %v1113 = load <4 x i32>, ptr addrspace(1) %v1112, align 16
  %v1114 = getelementptr i8, ptr addrspace(1) %v690, i64 %v1107
  %v1115 = load <4 x i32>, ptr addrspace(1) %v1114, align 16
  %v1116 = getelementptr i8, ptr addrspace(1) %v692, i64 %v1107
  %v1117 = load <4 x i32>, ptr addrspace(1) %v1116, align 16
  %v1118 = getelementptr i8, ptr addrspace(1) %v694, i64 %v1107
  %v1119 = load <4 x i32>, ptr addrspace(1) %v1118, align 16
  %v1120 = getelementptr i8, ptr addrspace(1) %v696, i64 %v1107
  %v1121 = load <4 x i32>, ptr addrspace(1) %v1120, align 16
  %v1122 = getelementptr i8, ptr addrspace(1) %v698, i64 %v1107
  %v1123 = load <4 x i32>, ptr addrspace(1) %v1122, align 16
  %v1124 = extractelement <4 x i32> %v1109, i32 0
  %v1125 = extractelement <4 x i32> %v1111, i32 0
  %v1126 = extractelement <4 x i32> %v1113, i32 0
  %v1127 = extractelement <4 x i32> %v1115, i32 0
  %v1128 = extractelement <4 x i32> %v1117, i32 0
  %v1129 = extractelement <4 x i32> %v1119, i32 0
  %v1130 = extractelement <4 x i32> %v1121, i32 0
  %v1131 = extractelement <4 x i32> %v1123, i32 0
  %v1132 = trunc i32 %v1124 to i16
  %v1133 = bitcast i16 %v1132 to half
  %v1134 = fpext half %v1133 to float
  %v1135 = trunc i32 %v1125 to i16
  %v1136 = bitcast i16 %v1135 to half
  %v1137 = fpext half %v1136 to float
  %v1138 = fadd float %v1134, %v1137
  %v1139 = trunc i32 %v1126 to i16
  %v1140 = bitcast i16 %v1139 to half
  %v1141 = fpext half %v1140 to float
  %v1142 = fadd float %v1138, %v1141
  %v1143 = trunc i32 %v1127 to i16
  %v1144 = bitcast i16 %v1143 to half
  %v1145 = fpext half %v1144 to float
  %v1146 = fadd float %v1142, %v1145
  %v1147 = trunc i32 %v1128 to i16
  %v1148 = bitcast i16 %v1147 to half
  %v1149 = fpext half %v1148 to float
  %v1150 = fadd float %v1146, %v1149
  %v1151 = trunc i32 %v1129 to i16
  %v1152 = bitcast i16 %v1151 to half
  %v1153 = fpext half %v1152 to float
  %v1154 = fadd float %v1150, %v1153
  %v1155 = trunc i32 %v1130 to i16
  %v1156 = bitcast i16 %v1155 to half
  %v1157 = fpext half %v1156 to float
  %v1158 = fadd float %v1154, %v1157
  %v1159 = trunc i32 %v1131 to i16
  %v1160 = bitcast i16 %v1159 to half
  %v1161 = fpext half %v1160 to float
  %v1162 = fadd float %v1158, %v1161
  %v1163 = fptrunc float %v1162 to half
  %v1164 = bitcast half %v1163 to i16
  %v1165 = zext i16 %v1164 to i32
  %v1167 = lshr i32 %v1124, 16
  %v1168 = trunc i32 %v1167 to i16
  %v1169 = bitcast i16 %v1168 to half
  %v1170 = fpext half %v1169 to float
  %v1172 = lshr i32 %v1125, 16
  %v1173 = trunc i32 %v1172 to i16
  %v1174 = bitcast i16 %v1173 to half
  %v1175 = fpext half %v1174 to float
  %v1176 = fadd float %v1170, %v1175
  %v1178 = lshr i32 %v1126, 16
  %v1179 = trunc i32 %v1178 to i16
  %v1180 = bitcast i16 %v1179 to half
  %v1181 = fpext half %v1180 to float
  %v1182 = fadd float %v1176, %v1181
  %v1184 = lshr i32 %v1127, 16
  %v1185 = trunc i32 %v1184 to i16
  %v1186 = bitcast i16 %v1185 to half
  %v1187 = fpext half %v1186 to float
  %v1188 = fadd float %v1182, %v1187
  %v1190 = lshr i32 %v1128, 16
  %v1191 = trunc i32 %v1190 to i16
  %v1192 = bitcast i16 %v1191 to half
  %v1193 = fpext half %v1192 to float
  %v1194 = fadd float %v1188, %v1193
  %v1196 = lshr i32 %v1129, 16
  %v1197 = trunc i32 %v1196 to i16
  %v1198 = bitcast i16 %v1197 to half
  %v1199 = fpext half %v1198 to float
  %v1200 = fadd float %v1194, %v1199
  %v1202 = lshr i32 %v1130, 16
  %v1203 = trunc i32 %v1202 to i16
  %v1204 = bitcast i16 %v1203 to half
  %v1205 = fpext half %v1204 to float
  %v1206 = fadd float %v1200, %v1205
  %v1208 = lshr i32 %v1131, 16
  %v1209 = trunc i32 %v1208 to i16
  %v1210 = bitcast i16 %v1209 to half
  %v1211 = fpext half %v1210 to float
  %v1212 = fadd float %v1206, %v1211
  %v1213 = fptrunc float %v1212 to half
  %v1214 = bitcast half %v1213 to i16
  %v1215 = zext i16 %v1214 to i32
  %v1217 = shl i32 %v1215, 16
  %v1218 = or i32 %v1165, %v1217
  %t2 = insertelement <4 x i32> poison, i32 %v1218, i32 0
  %v1219 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1220 = extractelement <4 x i32> %v1109, i32 1
  %v1221 = extractelement <4 x i32> %v1111, i32 1
  %v1222 = extractelement <4 x i32> %v1113, i32 1
  %v1223 = extractelement <4 x i32> %v1115, i32 1
  %v1224 = extractelement <4 x i32> %v1117, i32 1
  %v1225 = extractelement <4 x i32> %v1119, i32 1
  %v1226 = extractelement <4 x i32> %v1121, i32 1
  %v1227 = extractelement <4 x i32> %v1123, i32 1
  %v1228 = trunc i32 %v1220 to i16
  %v1229 = bitcast i16 %v1228 to half
  %v1230 = fpext half %v1229 to float
  %v1231 = trunc i32 %v1221 to i16
  %v1232 = bitcast i16 %v1231 to half
  %v1233 = fpext half %v1232 to float
  %v1234 = fadd float %v1230, %v1233
  %v1235 = trunc i32 %v1222 to i16
  %v1236 = bitcast i16 %v1235 to half
  %v1237 = fpext half %v1236 to float
  %v1238 = fadd float %v1234, %v1237
  %v1239 = trunc i32 %v1223 to i16
  %v1240 = bitcast i16 %v1239 to half
  %v1241 = fpext half %v1240 to float
  %v1242 = fadd float %v1238, %v1241
  %v1243 = trunc i32 %v1224 to i16
  %v1244 = bitcast i16 %v1243 to half
  %v1245 = fpext half %v1244 to float
  %v1246 = fadd float %v1242, %v1245
  %v1247 = trunc i32 %v1225 to i16
  %v1248 = bitcast i16 %v1247 to half
  %v1249 = fpext half %v1248 to float
  %v1250 = fadd float %v1246, %v1249
  %v1251 = trunc i32 %v1226 to i16
  %v1252 = bitcast i16 %v1251 to half
  %v1253 = fpext half %v1252 to float
  %v1254 = fadd float %v1250, %v1253
  %v1255 = trunc i32 %v1227 to i16
  %v1256 = bitcast i16 %v1255 to half
  %v1257 = fpext half %v1256 to float
  %v1258 = fadd float %v1254, %v1257
  %v1259 = fptrunc float %v1258 to half
  %v1260 = bitcast half %v1259 to i16
  %v1261 = zext i16 %v1260 to i32
  %v1263 = lshr i32 %v1220, 16
  %v1264 = trunc i32 %v1263 to i16
  %v1265 = bitcast i16 %v1264 to half
  %v1266 = fpext half %v1265 to float
  %v1268 = lshr i32 %v1221, 16
  %v1269 = trunc i32 %v1268 to i16
  %v1270 = bitcast i16 %v1269 to half
  %v1271 = fpext half %v1270 to float
  %v1272 = fadd float %v1266, %v1271
  %v1274 = lshr i32 %v1222, 16
  %v1275 = trunc i32 %v1274 to i16
  %v1276 = bitcast i16 %v1275 to half
  %v1277 = fpext half %v1276 to float
  %v1278 = fadd float %v1272, %v1277
  %v1280 = lshr i32 %v1223, 16
  %v1281 = trunc i32 %v1280 to i16
  %v1282 = bitcast i16 %v1281 to half
  %v1283 = fpext half %v1282 to float
  %v1284 = fadd float %v1278, %v1283
  %v1286 = lshr i32 %v1224, 16
  %v1287 = trunc i32 %v1286 to i16
  %v1288 = bitcast i16 %v1287 to half
  %v1289 = fpext half %v1288 to float
  %v1290 = fadd float %v1284, %v1289
  %v1292 = lshr i32 %v1225, 16
  %v1293 = trunc i32 %v1292 to i16
  %v1294 = bitcast i16 %v1293 to half
  %v1295 = fpext half %v1294 to float
  %v1296 = fadd float %v1290, %v1295
  %v1298 = lshr i32 %v1226, 16
  %v1299 = trunc i32 %v1298 to i16
  %v1300 = bitcast i16 %v1299 to half
  %v1301 = fpext half %v1300 to float
  %v1302 = fadd float %v1296, %v1301
  %v1304 = lshr i32 %v1227, 16
  %v1305 = trunc i32 %v1304 to i16
  %v1306 = bitcast i16 %v1305 to half
  %v1307 = fpext half %v1306 to float
  %v1308 = fadd float %v1302, %v1307
  %v1309 = fptrunc float %v1308 to half
  %v1310 = bitcast half %v1309 to i16
  %v1311 = zext i16 %v1310 to i32
  %v1313 = shl i32 %v1311, 16
  %v1314 = or i32 %v1261, %v1313
  %v1315 = insertelement <4 x i32> %v1219, i32 %v1314, i32 1
  %v1316 = extractelement <4 x i32> %v1109, i32 2
  %v1317 = extractelement <4 x i32> %v1111, i32 2
  %v1318 = extractelement <4 x i32> %v1113, i32 2
  %v1319 = extractelement <4 x i32> %v1115, i32 2
  %v1320 = extractelement <4 x i32> %v1117, i32 2
  %v1321 = extractelement <4 x i32> %v1119, i32 2
  %v1322 = extractelement <4 x i32> %v1121, i32 2
  %v1323 = extractelement <4 x i32> %v1123, i32 2
  %v1324 = trunc i32 %v1316 to i16
  %v1325 = bitcast i16 %v1324 to half
  %v1326 = fpext half %v1325 to float
  %v1327 = trunc i32 %v1317 to i16
  %v1328 = bitcast i16 %v1327 to half
  %v1329 = fpext half %v1328 to float
  %v1330 = fadd float %v1326, %v1329
  %v1331 = trunc i32 %v1318 to i16
  %v1332 = bitcast i16 %v1331 to half
  %v1333 = fpext half %v1332 to float
  %v1334 = fadd float %v1330, %v1333
  %v1335 = trunc i32 %v1319 to i16
  %v1336 = bitcast i16 %v1335 to half
  %v1337 = fpext half %v1336 to float
  %v1338 = fadd float %v1334, %v1337
  %v1339 = trunc i32 %v1320 to i16
  %v1340 = bitcast i16 %v1339 to half
  %v1341 = fpext half %v1340 to float
  %v1342 = fadd float %v1338, %v1341
  %v1343 = trunc i32 %v1321 to i16
  %v1344 = bitcast i16 %v1343 to half
  %v1345 = fpext half %v1344 to float
  %v1346 = fadd float %v1342, %v1345
  %v1347 = trunc i32 %v1322 to i16
  %v1348 = bitcast i16 %v1347 to half
  %v1349 = fpext half %v1348 to float
  %v1350 = fadd float %v1346, %v1349
  %v1351 = trunc i32 %v1323 to i16
  %v1352 = bitcast i16 %v1351 to half
  %v1353 = fpext half %v1352 to float
  %v1354 = fadd float %v1350, %v1353
  %v1355 = fptrunc float %v1354 to half
  %v1356 = bitcast half %v1355 to i16
  %v1357 = zext i16 %v1356 to i32
  %v1359 = lshr i32 %v1316, 16
  %v1360 = trunc i32 %v1359 to i16
  %v1361 = bitcast i16 %v1360 to half
  %v1362 = fpext half %v1361 to float
  %v1364 = lshr i32 %v1317, 16
  %v1365 = trunc i32 %v1364 to i16
  %v1366 = bitcast i16 %v1365 to half
  %v1367 = fpext half %v1366 to float
  %v1368 = fadd float %v1362, %v1367
  %v1370 = lshr i32 %v1318, 16
  %v1371 = trunc i32 %v1370 to i16
  %v1372 = bitcast i16 %v1371 to half
  %v1373 = fpext half %v1372 to float
  %v1374 = fadd float %v1368, %v1373
  %v1376 = lshr i32 %v1319, 16
  %v1377 = trunc i32 %v1376 to i16
  %v1378 = bitcast i16 %v1377 to half
  %v1379 = fpext half %v1378 to float
  %v1380 = fadd float %v1374, %v1379
  %v1382 = lshr i32 %v1320, 16
  %v1383 = trunc i32 %v1382 to i16
  %v1384 = bitcast i16 %v1383 to half
  %v1385 = fpext half %v1384 to float
  %v1386 = fadd float %v1380, %v1385
  %v1388 = lshr i32 %v1321, 16
  %v1389 = trunc i32 %v1388 to i16
  %v1390 = bitcast i16 %v1389 to half
  %v1391 = fpext half %v1390 to float
  %v1392 = fadd float %v1386, %v1391
  %v1394 = lshr i32 %v1322, 16
  %v1395 = trunc i32 %v1394 to i16
  %v1396 = bitcast i16 %v1395 to half
  %v1397 = fpext half %v1396 to float
  %v1398 = fadd float %v1392, %v1397
  %v1400 = lshr i32 %v1323, 16
  %v1401 = trunc i32 %v1400 to i16
  %v1402 = bitcast i16 %v1401 to half
  %v1403 = fpext half %v1402 to float
  %v1404 = fadd float %v1398, %v1403
  %v1405 = fptrunc float %v1404 to half
  %v1406 = bitcast half %v1405 to i16
  %v1407 = zext i16 %v1406 to i32
  %v1409 = shl i32 %v1407, 16
  %v1410 = or i32 %v1357, %v1409
  %v1411 = insertelement <4 x i32> %v1315, i32 %v1410, i32 2
  %v1412 = extractelement <4 x i32> %v1109, i32 3
  %v1413 = extractelement <4 x i32> %v1111, i32 3
  %v1414 = extractelement <4 x i32> %v1113, i32 3
  %v1415 = extractelement <4 x i32> %v1115, i32 3
  %v1416 = extractelement <4 x i32> %v1117, i32 3
  %v1417 = extractelement <4 x i32> %v1119, i32 3
  %v1418 = extractelement <4 x i32> %v1121, i32 3
  %v1419 = extractelement <4 x i32> %v1123, i32 3
  %v1420 = trunc i32 %v1412 to i16
  %v1421 = bitcast i16 %v1420 to half
  %v1422 = fpext half %v1421 to float
  %v1423 = trunc i32 %v1413 to i16
  %v1424 = bitcast i16 %v1423 to half
  %v1425 = fpext half %v1424 to float
  %v1426 = fadd float %v1422, %v1425
  %v1427 = trunc i32 %v1414 to i16
  %v1428 = bitcast i16 %v1427 to half
  %v1429 = fpext half %v1428 to float
  %v1430 = fadd float %v1426, %v1429
  %v1431 = trunc i32 %v1415 to i16
  %v1432 = bitcast i16 %v1431 to half
  %v1433 = fpext half %v1432 to float
  %v1434 = fadd float %v1430, %v1433
  %v1435 = trunc i32 %v1416 to i16
  %v1436 = bitcast i16 %v1435 to half
  %v1437 = fpext half %v1436 to float
  %v1438 = fadd float %v1434, %v1437
  %v1439 = trunc i32 %v1417 to i16
  %v1440 = bitcast i16 %v1439 to half
  %v1441 = fpext half %v1440 to float
  %v1442 = fadd float %v1438, %v1441
  %v1443 = trunc i32 %v1418 to i16
  %v1444 = bitcast i16 %v1443 to half
  %v1445 = fpext half %v1444 to float
  %v1446 = fadd float %v1442, %v1445
  %v1447 = trunc i32 %v1419 to i16
  %v1448 = bitcast i16 %v1447 to half
  %v1449 = fpext half %v1448 to float
  %v1450 = fadd float %v1446, %v1449
  %v1451 = fptrunc float %v1450 to half
  %v1452 = bitcast half %v1451 to i16
  %v1453 = zext i16 %v1452 to i32
  %v1455 = lshr i32 %v1412, 16
  %v1456 = trunc i32 %v1455 to i16
  %v1457 = bitcast i16 %v1456 to half
  %v1458 = fpext half %v1457 to float
  %v1460 = lshr i32 %v1413, 16
  %v1461 = trunc i32 %v1460 to i16
  %v1462 = bitcast i16 %v1461 to half
  %v1463 = fpext half %v1462 to float
  %v1464 = fadd float %v1458, %v1463
  %v1466 = lshr i32 %v1414, 16
  %v1467 = trunc i32 %v1466 to i16
  %v1468 = bitcast i16 %v1467 to half
  %v1469 = fpext half %v1468 to float
  %v1470 = fadd float %v1464, %v1469
  %v1472 = lshr i32 %v1415, 16
  %v1473 = trunc i32 %v1472 to i16
  %v1474 = bitcast i16 %v1473 to half
  %v1475 = fpext half %v1474 to float
  %v1476 = fadd float %v1470, %v1475
  %v1478 = lshr i32 %v1416, 16
  %v1479 = trunc i32 %v1478 to i16
  %v1480 = bitcast i16 %v1479 to half
  %v1481 = fpext half %v1480 to float
  %v1482 = fadd float %v1476, %v1481
  %v1484 = lshr i32 %v1417, 16
  %v1485 = trunc i32 %v1484 to i16
  %v1486 = bitcast i16 %v1485 to half
  %v1487 = fpext half %v1486 to float
  %v1488 = fadd float %v1482, %v1487
  %v1490 = lshr i32 %v1418, 16
  %v1491 = trunc i32 %v1490 to i16
  %v1492 = bitcast i16 %v1491 to half
  %v1493 = fpext half %v1492 to float
  %v1494 = fadd float %v1488, %v1493
  %v1496 = lshr i32 %v1419, 16
  %v1497 = trunc i32 %v1496 to i16
  %v1498 = bitcast i16 %v1497 to half
  %v1499 = fpext half %v1498 to float
  %v1500 = fadd float %v1494, %v1499
  %v1501 = fptrunc float %v1500 to half
  %v1502 = bitcast half %v1501 to i16
  %v1503 = zext i16 %v1502 to i32
  %v1505 = shl i32 %v1503, 16
  %v1506 = or i32 %v1453, %v1505
  %v1507 = insertelement <4 x i32> %v1411, i32 %v1506, i32 3
  %v1508 = getelementptr i8, ptr addrspace(1) %v699, i64 %v1107
  store <4 x i32> %v1507, ptr addrspace(1) %v1508, align 16
  br label %for19.latch
for19.latch:
  %for19.next = add i64 %v1107, 4096
  br label %for19.head
for19.end:
  br label %if17.end
if17.end:
  call void @llvm.nvvm.barrier0()
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v1510 = icmp ult i32 %v11, 8
  %v1511 = and i1 %v299, %v1510
  br i1 %v1511, label %if20.then, label %if20.end
if20.then:
  %v1512 = add i32 %v298, 1
  %v1514 = add i32 %p1, %v11
  %v1515 = sub i32 %v1514, 8
  %v1516 = icmp uge i32 %v1514, 8
  %v1517 = select i1 %v1516, i32 %v1515, i32 %v1514
  %v1519 = zext i32 %v1517 to i64
  %v1520 = mul i64 %v1519, 8
  %v1521 = getelementptr i8, ptr addrspace(1) %p0, i64 %v1520
  %v1522 = load i64, ptr addrspace(1) %v1521, align 8
  %v1523 = sub i64 %v1522, %v17
  %v1524 = getelementptr i8, ptr addrspace(1) %v52, i64 %v1523
  %t3 = ptrtoint ptr addrspace(1) %v1524 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 %v1512)
  br label %if20.end
if20.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v1525 = icmp ule i64 %v296, %v40
  %v1527 = icmp uge i64 %v296, 1
  %v1528 = and i1 %v1527, %v1525
  br i1 %v1528, label %if21.then, label %if21.end
if21.then:
  %v1530 = icmp ult i32 %v11, 8
  %v1531 = icmp uge i32 %v11, 1
  %v1532 = and i1 %v1531, %v1530
  br i1 %v1532, label %if22.then, label %if22.end
if22.then:
  %v1534 = add i32 %p1, %v11
  %v1535 = sub i32 %v1534, 8
  %v1536 = icmp uge i32 %v1534, 8
  %v1537 = select i1 %v1536, i32 %v1535, i32 %v1534
  %v1538 = add i32 %v47, %v1537
  %v1539 = zext i32 %v1538 to i64
  %v1541 = mul i64 %v1539, 4
  %v1542 = getelementptr i8, ptr addrspace(1) %v45, i64 %v1541
  %v1545 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v1546 = load i32, ptr %var0, align 4
  store i32 %v1546, ptr %var2, align 4
  br label %while23.cond
while23.cond:
  %v1547 = load i32, ptr %var2, align 4
  %v1548 = icmp eq i32 %v1547, 0
  br i1 %v1548, label %while23.body, label %while23.end
while23.body:
  %t4 = ptrtoint ptr addrspace(1) %v1542 to i64
  %v1549 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t4)
  %v1551 = sub i32 %v1549, %v298
  %v1552 = icmp sge i32 %v1551, 0
  %v1553 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v1554 = sub i64 %v1553, %v1545
  %v1555 = icmp ugt i64 %v1554, %p6
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  %v1556 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v1557 = icmp ne i32 %v1556, 0
  %v1558 = or i1 %v1555, %v1557
  br i1 %v1552, label %if24.then, label %if24.else
if24.then:
  store i32 1, ptr %var2, align 4
  br label %if24.end
if24.else:
  br i1 %v1558, label %if25.then, label %if25.end
if25.then:
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if25.end
if25.end:
  br label %if24.end
if24.end:
  br label %while23.cond
while23.end:
  br label %if22.end
if22.end:
  call void @llvm.nvvm.barrier0()
  br label %if21.end
if21.end:
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
!1 = !{ptr @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90, !"maxntidx", i32 256}
