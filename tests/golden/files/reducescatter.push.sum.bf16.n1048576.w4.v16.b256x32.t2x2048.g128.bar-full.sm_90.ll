; kernel cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g128_bar_full_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g128_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; reducescatter push (relay): 4 ranks x 2097152 bytes, slices of 16384 bytes per block
  %v22 = zext i32 %v11 to i64
  %v23 = mul i64 %v22, 16
  %v25 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = mul i32 %v12, 4
  %v28 = add i32 %v27, %p1
  %v29 = zext i32 %v28 to i64
  %v31 = mul i64 %v29, 4
  %v32 = getelementptr i8, ptr addrspace(1) %v25, i64 %v31
  %t0 = ptrtoint ptr addrspace(1) %v32 to i64
  %v33 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  %v35 = zext i32 %v12 to i64
  %v36 = mul i64 %v35, 16384
  %v37 = getelementptr i8, ptr addrspace(1) %p7, i64 %v36
  %v40 = add i32 %p1, 1
  %v41 = icmp uge i32 %v40, 4
  %v42 = sub i32 %v40, 4
  %v43 = select i1 %v41, i32 %v42, i32 %v40
  %v45 = getelementptr i8, ptr addrspace(1) %v37, i64 4194304
  %v47 = zext i32 %v43 to i64
  %v48 = mul i64 %v47, 8
  %v49 = getelementptr i8, ptr addrspace(1) %p0, i64 %v48
  %v50 = load i64, ptr addrspace(1) %v49, align 8
  %v51 = sub i64 %v50, %v17
  %v52 = getelementptr i8, ptr addrspace(1) %v45, i64 %v51
  %v53 = zext i32 %v43 to i64
  %v55 = mul i64 %v53, 2097152
  %v56 = getelementptr i8, ptr addrspace(1) %p2, i64 %v55
  %v59 = add i32 %p1, 2
  %v60 = icmp uge i32 %v59, 4
  %v61 = sub i32 %v59, 4
  %v62 = select i1 %v60, i32 %v61, i32 %v59
  %v64 = getelementptr i8, ptr addrspace(1) %v37, i64 2097152
  %v66 = zext i32 %v62 to i64
  %v67 = mul i64 %v66, 8
  %v68 = getelementptr i8, ptr addrspace(1) %p0, i64 %v67
  %v69 = load i64, ptr addrspace(1) %v68, align 8
  %v70 = sub i64 %v69, %v17
  %v71 = getelementptr i8, ptr addrspace(1) %v64, i64 %v70
  %v72 = zext i32 %v62 to i64
  %v74 = mul i64 %v72, 2097152
  %v75 = getelementptr i8, ptr addrspace(1) %p2, i64 %v74
  %v78 = add i32 %p1, 3
  %v79 = icmp uge i32 %v78, 4
  %v80 = sub i32 %v78, 4
  %v81 = select i1 %v79, i32 %v80, i32 %v78
  %v83 = getelementptr i8, ptr addrspace(1) %v37, i64 0
  %v85 = zext i32 %v81 to i64
  %v86 = mul i64 %v85, 8
  %v87 = getelementptr i8, ptr addrspace(1) %p0, i64 %v86
  %v88 = load i64, ptr addrspace(1) %v87, align 8
  %v89 = sub i64 %v88, %v17
  %v90 = getelementptr i8, ptr addrspace(1) %v83, i64 %v89
  %v91 = zext i32 %v81 to i64
  %v93 = mul i64 %v91, 2097152
  %v94 = getelementptr i8, ptr addrspace(1) %p2, i64 %v93
  %v95 = zext i32 %p1 to i64
  %v97 = mul i64 %v95, 2097152
  %v98 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v100 = sub i32 3, %p1
  %v102 = icmp uge i32 %v100, 4
  %v104 = sub i32 %v100, 4
  %v105 = select i1 %v102, i32 %v104, i32 %v100
  %v107 = icmp eq i32 %p1, 0
  %v108 = zext i32 %v105 to i64
  %v110 = mul i64 %v108, 2097152
  %v111 = getelementptr i8, ptr addrspace(1) %v37, i64 %v110
  %v113 = sub i32 4, %p1
  %v115 = icmp uge i32 %v113, 4
  %v117 = sub i32 %v113, 4
  %v118 = select i1 %v115, i32 %v117, i32 %v113
  %v120 = icmp eq i32 %p1, 1
  %v121 = zext i32 %v118 to i64
  %v123 = mul i64 %v121, 2097152
  %v124 = getelementptr i8, ptr addrspace(1) %v37, i64 %v123
  %v126 = sub i32 5, %p1
  %v128 = icmp uge i32 %v126, 4
  %v130 = sub i32 %v126, 4
  %v131 = select i1 %v128, i32 %v130, i32 %v126
  %v133 = icmp eq i32 %p1, 2
  %v134 = zext i32 %v131 to i64
  %v136 = mul i64 %v134, 2097152
  %v137 = getelementptr i8, ptr addrspace(1) %v37, i64 %v136
  %v139 = sub i32 6, %p1
  %v141 = icmp uge i32 %v139, 4
  %v143 = sub i32 %v139, 4
  %v144 = select i1 %v141, i32 %v143, i32 %v139
  %v146 = icmp eq i32 %p1, 3
  %v147 = zext i32 %v144 to i64
  %v149 = mul i64 %v147, 2097152
  %v150 = getelementptr i8, ptr addrspace(1) %v37, i64 %v149
  %v155 = add i64 1, 2
  br label %for0.head
for0.head:
  %phi0 = phi i32 [ 0, %entry ], [ %phi54, %for0.latch ]
  %phi1 = phi i32 [ poison, %entry ], [ %phi34, %for0.latch ]
  %phi2 = phi i32 [ poison, %entry ], [ %phi35, %for0.latch ]
  %phi3 = phi i32 [ poison, %entry ], [ %phi36, %for0.latch ]
  %phi4 = phi i32 [ poison, %entry ], [ %phi37, %for0.latch ]
  %phi5 = phi i32 [ poison, %entry ], [ %phi38, %for0.latch ]
  %phi6 = phi i32 [ poison, %entry ], [ %phi39, %for0.latch ]
  %phi7 = phi i32 [ poison, %entry ], [ %phi44, %for0.latch ]
  %phi8 = phi i32 [ poison, %entry ], [ %phi45, %for0.latch ]
  %phi9 = phi i32 [ poison, %entry ], [ %phi55, %for0.latch ]
  %v157 = phi i64 [ 0, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v157, %v155
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v158 = trunc i64 %v157 to i32
  %v159 = add i32 %v33, %v158
  %v160 = icmp ult i64 %v157, 1
  ; round l: send slice l
  br i1 %v160, label %if1.then, label %if1.end
if1.then:
  %v162 = zext i32 %v12 to i64
  %v163 = mul i64 %v157, 128
  %v164 = add i64 %v163, %v162
  %v165 = mul i64 %v164, 16384
  %v167 = call i64 @llvm.umax.i64(i64 2097152, i64 %v165)
  %v168 = sub i64 %v167, %v165
  %v169 = call i64 @llvm.umin.i64(i64 %v168, i64 16384)
  %v171 = and i32 %v159, 3
  %v173 = zext i32 %v171 to i64
  %v174 = mul i64 %v173, 6291456
  %v175 = getelementptr i8, ptr addrspace(1) %v56, i64 %v165
  %v176 = getelementptr i8, ptr addrspace(1) %v52, i64 %v174
  %v178 = icmp eq i64 %v169, 16384
  br i1 %v178, label %if2.then, label %if2.else
if2.then:
  %v179 = trunc i64 16384 to i32
  %v180 = trunc i64 %v23 to i32
  %v182 = udiv i32 %v179, 32768
  %v183 = mul i32 %v182, 32768
  br label %for3.head
for3.head:
  %v185 = phi i32 [ 0, %if2.then ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i32 %v185, %v183
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v186 = add i32 %v185, %v180
  %v187 = zext i32 %v186 to i64
  %v189 = add i32 %v186, 4096
  %v190 = zext i32 %v189 to i64
  %v192 = add i32 %v186, 8192
  %v193 = zext i32 %v192 to i64
  %v195 = add i32 %v186, 12288
  %v196 = zext i32 %v195 to i64
  %v198 = add i32 %v186, 16384
  %v199 = zext i32 %v198 to i64
  %v201 = add i32 %v186, 20480
  %v202 = zext i32 %v201 to i64
  %v204 = add i32 %v186, 24576
  %v205 = zext i32 %v204 to i64
  %v207 = add i32 %v186, 28672
  %v208 = zext i32 %v207 to i64
  %v209 = getelementptr i8, ptr addrspace(1) %v175, i64 %v187
  %v210 = load <4 x i32>, ptr addrspace(1) %v209, align 16
  %v211 = getelementptr i8, ptr addrspace(1) %v175, i64 %v190
  %v212 = load <4 x i32>, ptr addrspace(1) %v211, align 16
  %v213 = getelementptr i8, ptr addrspace(1) %v175, i64 %v193
  %v214 = load <4 x i32>, ptr addrspace(1) %v213, align 16
  %v215 = getelementptr i8, ptr addrspace(1) %v175, i64 %v196
  %v216 = load <4 x i32>, ptr addrspace(1) %v215, align 16
  %v217 = getelementptr i8, ptr addrspace(1) %v175, i64 %v199
  %v218 = load <4 x i32>, ptr addrspace(1) %v217, align 16
  %v219 = getelementptr i8, ptr addrspace(1) %v175, i64 %v202
  %v220 = load <4 x i32>, ptr addrspace(1) %v219, align 16
  %v221 = getelementptr i8, ptr addrspace(1) %v175, i64 %v205
  %v222 = load <4 x i32>, ptr addrspace(1) %v221, align 16
  %v223 = getelementptr i8, ptr addrspace(1) %v175, i64 %v208
  %v224 = load <4 x i32>, ptr addrspace(1) %v223, align 16
  %v225 = getelementptr i8, ptr addrspace(1) %v176, i64 %v187
  store <4 x i32> %v210, ptr addrspace(1) %v225, align 16
  %v226 = getelementptr i8, ptr addrspace(1) %v176, i64 %v190
  store <4 x i32> %v212, ptr addrspace(1) %v226, align 16
  %v227 = getelementptr i8, ptr addrspace(1) %v176, i64 %v193
  store <4 x i32> %v214, ptr addrspace(1) %v227, align 16
  %v228 = getelementptr i8, ptr addrspace(1) %v176, i64 %v196
  store <4 x i32> %v216, ptr addrspace(1) %v228, align 16
  %v229 = getelementptr i8, ptr addrspace(1) %v176, i64 %v199
  store <4 x i32> %v218, ptr addrspace(1) %v229, align 16
  %v230 = getelementptr i8, ptr addrspace(1) %v176, i64 %v202
  store <4 x i32> %v220, ptr addrspace(1) %v230, align 16
  %v231 = getelementptr i8, ptr addrspace(1) %v176, i64 %v205
  store <4 x i32> %v222, ptr addrspace(1) %v231, align 16
  %v232 = getelementptr i8, ptr addrspace(1) %v176, i64 %v208
  store <4 x i32> %v224, ptr addrspace(1) %v232, align 16
  br label %for3.latch
for3.latch:
  %for3.next = add i32 %v185, 32768
  br label %for3.head
for3.end:
  %v235 = sub i32 %v179, %v183
  %v236 = icmp uge i32 %v235, 16384
  br i1 %v236, label %if4.then, label %if4.end
if4.then:
  %v237 = add i32 %v183, %v180
  %v238 = zext i32 %v237 to i64
  %v240 = add i32 %v237, 4096
  %v241 = zext i32 %v240 to i64
  %v243 = add i32 %v237, 8192
  %v244 = zext i32 %v243 to i64
  %v246 = add i32 %v237, 12288
  %v247 = zext i32 %v246 to i64
  %v248 = getelementptr i8, ptr addrspace(1) %v175, i64 %v238
  %v249 = load <4 x i32>, ptr addrspace(1) %v248, align 16
  %v250 = getelementptr i8, ptr addrspace(1) %v175, i64 %v241
  %v251 = load <4 x i32>, ptr addrspace(1) %v250, align 16
  %v252 = getelementptr i8, ptr addrspace(1) %v175, i64 %v244
  %v253 = load <4 x i32>, ptr addrspace(1) %v252, align 16
  %v254 = getelementptr i8, ptr addrspace(1) %v175, i64 %v247
  %v255 = load <4 x i32>, ptr addrspace(1) %v254, align 16
  %v256 = getelementptr i8, ptr addrspace(1) %v176, i64 %v238
  store <4 x i32> %v249, ptr addrspace(1) %v256, align 16
  %v257 = getelementptr i8, ptr addrspace(1) %v176, i64 %v241
  store <4 x i32> %v251, ptr addrspace(1) %v257, align 16
  %v258 = getelementptr i8, ptr addrspace(1) %v176, i64 %v244
  store <4 x i32> %v253, ptr addrspace(1) %v258, align 16
  %v259 = getelementptr i8, ptr addrspace(1) %v176, i64 %v247
  store <4 x i32> %v255, ptr addrspace(1) %v259, align 16
  %v260 = add i32 %v183, 16384
  br label %if4.end
if4.end:
  %phi10 = phi i32 [ %v260, %if4.then ], [ %v183, %for3.end ]
  %v263 = sub i32 %v179, %phi10
  %v264 = icmp uge i32 %v263, 8192
  br i1 %v264, label %if5.then, label %if5.end
if5.then:
  %v265 = add i32 %phi10, %v180
  %v266 = zext i32 %v265 to i64
  %v268 = add i32 %v265, 4096
  %v269 = zext i32 %v268 to i64
  %v270 = getelementptr i8, ptr addrspace(1) %v175, i64 %v266
  %v271 = load <4 x i32>, ptr addrspace(1) %v270, align 16
  %v272 = getelementptr i8, ptr addrspace(1) %v175, i64 %v269
  %v273 = load <4 x i32>, ptr addrspace(1) %v272, align 16
  %v274 = getelementptr i8, ptr addrspace(1) %v176, i64 %v266
  store <4 x i32> %v271, ptr addrspace(1) %v274, align 16
  %v275 = getelementptr i8, ptr addrspace(1) %v176, i64 %v269
  store <4 x i32> %v273, ptr addrspace(1) %v275, align 16
  %v276 = add i32 %phi10, 8192
  br label %if5.end
if5.end:
  %phi11 = phi i32 [ %v276, %if5.then ], [ %phi10, %if4.end ]
  %v279 = sub i32 %v179, %phi11
  %v280 = icmp uge i32 %v279, 4096
  br i1 %v280, label %if6.then, label %if6.end
if6.then:
  %v281 = add i32 %phi11, %v180
  %v282 = zext i32 %v281 to i64
  %v283 = getelementptr i8, ptr addrspace(1) %v175, i64 %v282
  %v284 = load <4 x i32>, ptr addrspace(1) %v283, align 16
  %v285 = getelementptr i8, ptr addrspace(1) %v176, i64 %v282
  store <4 x i32> %v284, ptr addrspace(1) %v285, align 16
  %v286 = add i32 %phi11, 4096
  br label %if6.end
if6.end:
  %phi12 = phi i32 [ %v286, %if6.then ], [ %phi11, %if5.end ]
  %v289 = add i32 %phi12, %v180
  br label %for7.head
for7.head:
  %v290 = phi i32 [ %v289, %if6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i32 %v290, %v179
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v291 = zext i32 %v290 to i64
  %v292 = getelementptr i8, ptr addrspace(1) %v175, i64 %v291
  %v293 = load <4 x i32>, ptr addrspace(1) %v292, align 16
  %v294 = getelementptr i8, ptr addrspace(1) %v176, i64 %v291
  store <4 x i32> %v293, ptr addrspace(1) %v294, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i32 %v290, 4096
  br label %for7.head
for7.end:
  br label %if2.end
if2.else:
  %v295 = trunc i64 %v169 to i32
  %v296 = trunc i64 %v23 to i32
  %v298 = udiv i32 %v295, 32768
  %v299 = mul i32 %v298, 32768
  br label %for8.head
for8.head:
  %v301 = phi i32 [ 0, %if2.else ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v301, %v299
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v302 = add i32 %v301, %v296
  %v303 = zext i32 %v302 to i64
  %v305 = add i32 %v302, 4096
  %v306 = zext i32 %v305 to i64
  %v308 = add i32 %v302, 8192
  %v309 = zext i32 %v308 to i64
  %v311 = add i32 %v302, 12288
  %v312 = zext i32 %v311 to i64
  %v314 = add i32 %v302, 16384
  %v315 = zext i32 %v314 to i64
  %v317 = add i32 %v302, 20480
  %v318 = zext i32 %v317 to i64
  %v320 = add i32 %v302, 24576
  %v321 = zext i32 %v320 to i64
  %v323 = add i32 %v302, 28672
  %v324 = zext i32 %v323 to i64
  %v325 = getelementptr i8, ptr addrspace(1) %v175, i64 %v303
  %v326 = load <4 x i32>, ptr addrspace(1) %v325, align 16
  %v327 = getelementptr i8, ptr addrspace(1) %v175, i64 %v306
  %v328 = load <4 x i32>, ptr addrspace(1) %v327, align 16
  %v329 = getelementptr i8, ptr addrspace(1) %v175, i64 %v309
  %v330 = load <4 x i32>, ptr addrspace(1) %v329, align 16
  %v331 = getelementptr i8, ptr addrspace(1) %v175, i64 %v312
  %v332 = load <4 x i32>, ptr addrspace(1) %v331, align 16
  %v333 = getelementptr i8, ptr addrspace(1) %v175, i64 %v315
  %v334 = load <4 x i32>, ptr addrspace(1) %v333, align 16
  %v335 = getelementptr i8, ptr addrspace(1) %v175, i64 %v318
  %v336 = load <4 x i32>, ptr addrspace(1) %v335, align 16
  %v337 = getelementptr i8, ptr addrspace(1) %v175, i64 %v321
  %v338 = load <4 x i32>, ptr addrspace(1) %v337, align 16
  %v339 = getelementptr i8, ptr addrspace(1) %v175, i64 %v324
  %v340 = load <4 x i32>, ptr addrspace(1) %v339, align 16
  %v341 = getelementptr i8, ptr addrspace(1) %v176, i64 %v303
  store <4 x i32> %v326, ptr addrspace(1) %v341, align 16
  %v342 = getelementptr i8, ptr addrspace(1) %v176, i64 %v306
  store <4 x i32> %v328, ptr addrspace(1) %v342, align 16
  %v343 = getelementptr i8, ptr addrspace(1) %v176, i64 %v309
  store <4 x i32> %v330, ptr addrspace(1) %v343, align 16
  %v344 = getelementptr i8, ptr addrspace(1) %v176, i64 %v312
  store <4 x i32> %v332, ptr addrspace(1) %v344, align 16
  %v345 = getelementptr i8, ptr addrspace(1) %v176, i64 %v315
  store <4 x i32> %v334, ptr addrspace(1) %v345, align 16
  %v346 = getelementptr i8, ptr addrspace(1) %v176, i64 %v318
  store <4 x i32> %v336, ptr addrspace(1) %v346, align 16
  %v347 = getelementptr i8, ptr addrspace(1) %v176, i64 %v321
  store <4 x i32> %v338, ptr addrspace(1) %v347, align 16
  %v348 = getelementptr i8, ptr addrspace(1) %v176, i64 %v324
  store <4 x i32> %v340, ptr addrspace(1) %v348, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v301, 32768
  br label %for8.head
for8.end:
  %v351 = sub i32 %v295, %v299
  %v352 = icmp uge i32 %v351, 16384
  br i1 %v352, label %if9.then, label %if9.end
if9.then:
  %v353 = add i32 %v299, %v296
  %v354 = zext i32 %v353 to i64
  %v356 = add i32 %v353, 4096
  %v357 = zext i32 %v356 to i64
  %v359 = add i32 %v353, 8192
  %v360 = zext i32 %v359 to i64
  %v362 = add i32 %v353, 12288
  %v363 = zext i32 %v362 to i64
  %v364 = getelementptr i8, ptr addrspace(1) %v175, i64 %v354
  %v365 = load <4 x i32>, ptr addrspace(1) %v364, align 16
  %v366 = getelementptr i8, ptr addrspace(1) %v175, i64 %v357
  %v367 = load <4 x i32>, ptr addrspace(1) %v366, align 16
  %v368 = getelementptr i8, ptr addrspace(1) %v175, i64 %v360
  %v369 = load <4 x i32>, ptr addrspace(1) %v368, align 16
  %v370 = getelementptr i8, ptr addrspace(1) %v175, i64 %v363
  %v371 = load <4 x i32>, ptr addrspace(1) %v370, align 16
  %v372 = getelementptr i8, ptr addrspace(1) %v176, i64 %v354
  store <4 x i32> %v365, ptr addrspace(1) %v372, align 16
  %v373 = getelementptr i8, ptr addrspace(1) %v176, i64 %v357
  store <4 x i32> %v367, ptr addrspace(1) %v373, align 16
  %v374 = getelementptr i8, ptr addrspace(1) %v176, i64 %v360
  store <4 x i32> %v369, ptr addrspace(1) %v374, align 16
  %v375 = getelementptr i8, ptr addrspace(1) %v176, i64 %v363
  store <4 x i32> %v371, ptr addrspace(1) %v375, align 16
  %v376 = add i32 %v299, 16384
  br label %if9.end
if9.end:
  %phi13 = phi i32 [ %v376, %if9.then ], [ %v299, %for8.end ]
  %v379 = sub i32 %v295, %phi13
  %v380 = icmp uge i32 %v379, 8192
  br i1 %v380, label %if10.then, label %if10.end
if10.then:
  %v381 = add i32 %phi13, %v296
  %v382 = zext i32 %v381 to i64
  %v384 = add i32 %v381, 4096
  %v385 = zext i32 %v384 to i64
  %v386 = getelementptr i8, ptr addrspace(1) %v175, i64 %v382
  %v387 = load <4 x i32>, ptr addrspace(1) %v386, align 16
  %v388 = getelementptr i8, ptr addrspace(1) %v175, i64 %v385
  %v389 = load <4 x i32>, ptr addrspace(1) %v388, align 16
  %v390 = getelementptr i8, ptr addrspace(1) %v176, i64 %v382
  store <4 x i32> %v387, ptr addrspace(1) %v390, align 16
  %v391 = getelementptr i8, ptr addrspace(1) %v176, i64 %v385
  store <4 x i32> %v389, ptr addrspace(1) %v391, align 16
  %v392 = add i32 %phi13, 8192
  br label %if10.end
if10.end:
  %phi14 = phi i32 [ %v392, %if10.then ], [ %phi13, %if9.end ]
  %v395 = sub i32 %v295, %phi14
  %v396 = icmp uge i32 %v395, 4096
  br i1 %v396, label %if11.then, label %if11.end
if11.then:
  %v397 = add i32 %phi14, %v296
  %v398 = zext i32 %v397 to i64
  %v399 = getelementptr i8, ptr addrspace(1) %v175, i64 %v398
  %v400 = load <4 x i32>, ptr addrspace(1) %v399, align 16
  %v401 = getelementptr i8, ptr addrspace(1) %v176, i64 %v398
  store <4 x i32> %v400, ptr addrspace(1) %v401, align 16
  %v402 = add i32 %phi14, 4096
  br label %if11.end
if11.end:
  %phi15 = phi i32 [ %v402, %if11.then ], [ %phi14, %if10.end ]
  %v405 = add i32 %phi15, %v296
  br label %for12.head
for12.head:
  %v406 = phi i32 [ %v405, %if11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i32 %v406, %v295
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v407 = zext i32 %v406 to i64
  %v408 = getelementptr i8, ptr addrspace(1) %v175, i64 %v407
  %v409 = load <4 x i32>, ptr addrspace(1) %v408, align 16
  %v410 = getelementptr i8, ptr addrspace(1) %v176, i64 %v407
  store <4 x i32> %v409, ptr addrspace(1) %v410, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i32 %v406, 4096
  br label %for12.head
for12.end:
  br label %if2.end
if2.end:
  %phi16 = phi i32 [ %phi12, %for7.end ], [ %phi1, %for12.end ]
  %phi17 = phi i32 [ %phi2, %for7.end ], [ %phi15, %for12.end ]
  %v411 = getelementptr i8, ptr addrspace(1) %v75, i64 %v165
  %v412 = getelementptr i8, ptr addrspace(1) %v71, i64 %v174
  %v414 = icmp eq i64 %v169, 16384
  br i1 %v414, label %if13.then, label %if13.else
if13.then:
  %v415 = trunc i64 16384 to i32
  %v416 = trunc i64 %v23 to i32
  %v418 = udiv i32 %v415, 32768
  %v419 = mul i32 %v418, 32768
  br label %for14.head
for14.head:
  %v421 = phi i32 [ 0, %if13.then ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i32 %v421, %v419
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v422 = add i32 %v421, %v416
  %v423 = zext i32 %v422 to i64
  %v425 = add i32 %v422, 4096
  %v426 = zext i32 %v425 to i64
  %v428 = add i32 %v422, 8192
  %v429 = zext i32 %v428 to i64
  %v431 = add i32 %v422, 12288
  %v432 = zext i32 %v431 to i64
  %v434 = add i32 %v422, 16384
  %v435 = zext i32 %v434 to i64
  %v437 = add i32 %v422, 20480
  %v438 = zext i32 %v437 to i64
  %v440 = add i32 %v422, 24576
  %v441 = zext i32 %v440 to i64
  %v443 = add i32 %v422, 28672
  %v444 = zext i32 %v443 to i64
  %v445 = getelementptr i8, ptr addrspace(1) %v411, i64 %v423
  %v446 = load <4 x i32>, ptr addrspace(1) %v445, align 16
  %v447 = getelementptr i8, ptr addrspace(1) %v411, i64 %v426
  %v448 = load <4 x i32>, ptr addrspace(1) %v447, align 16
  %v449 = getelementptr i8, ptr addrspace(1) %v411, i64 %v429
  %v450 = load <4 x i32>, ptr addrspace(1) %v449, align 16
  %v451 = getelementptr i8, ptr addrspace(1) %v411, i64 %v432
  %v452 = load <4 x i32>, ptr addrspace(1) %v451, align 16
  %v453 = getelementptr i8, ptr addrspace(1) %v411, i64 %v435
  %v454 = load <4 x i32>, ptr addrspace(1) %v453, align 16
  %v455 = getelementptr i8, ptr addrspace(1) %v411, i64 %v438
  %v456 = load <4 x i32>, ptr addrspace(1) %v455, align 16
  %v457 = getelementptr i8, ptr addrspace(1) %v411, i64 %v441
  %v458 = load <4 x i32>, ptr addrspace(1) %v457, align 16
  %v459 = getelementptr i8, ptr addrspace(1) %v411, i64 %v444
  %v460 = load <4 x i32>, ptr addrspace(1) %v459, align 16
  %v461 = getelementptr i8, ptr addrspace(1) %v412, i64 %v423
  store <4 x i32> %v446, ptr addrspace(1) %v461, align 16
  %v462 = getelementptr i8, ptr addrspace(1) %v412, i64 %v426
  store <4 x i32> %v448, ptr addrspace(1) %v462, align 16
  %v463 = getelementptr i8, ptr addrspace(1) %v412, i64 %v429
  store <4 x i32> %v450, ptr addrspace(1) %v463, align 16
  %v464 = getelementptr i8, ptr addrspace(1) %v412, i64 %v432
  store <4 x i32> %v452, ptr addrspace(1) %v464, align 16
  %v465 = getelementptr i8, ptr addrspace(1) %v412, i64 %v435
  store <4 x i32> %v454, ptr addrspace(1) %v465, align 16
  %v466 = getelementptr i8, ptr addrspace(1) %v412, i64 %v438
  store <4 x i32> %v456, ptr addrspace(1) %v466, align 16
  %v467 = getelementptr i8, ptr addrspace(1) %v412, i64 %v441
  store <4 x i32> %v458, ptr addrspace(1) %v467, align 16
  %v468 = getelementptr i8, ptr addrspace(1) %v412, i64 %v444
  store <4 x i32> %v460, ptr addrspace(1) %v468, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i32 %v421, 32768
  br label %for14.head
for14.end:
  %v471 = sub i32 %v415, %v419
  %v472 = icmp uge i32 %v471, 16384
  br i1 %v472, label %if15.then, label %if15.end
if15.then:
  %v473 = add i32 %v419, %v416
  %v474 = zext i32 %v473 to i64
  %v476 = add i32 %v473, 4096
  %v477 = zext i32 %v476 to i64
  %v479 = add i32 %v473, 8192
  %v480 = zext i32 %v479 to i64
  %v482 = add i32 %v473, 12288
  %v483 = zext i32 %v482 to i64
  %v484 = getelementptr i8, ptr addrspace(1) %v411, i64 %v474
  %v485 = load <4 x i32>, ptr addrspace(1) %v484, align 16
  %v486 = getelementptr i8, ptr addrspace(1) %v411, i64 %v477
  %v487 = load <4 x i32>, ptr addrspace(1) %v486, align 16
  %v488 = getelementptr i8, ptr addrspace(1) %v411, i64 %v480
  %v489 = load <4 x i32>, ptr addrspace(1) %v488, align 16
  %v490 = getelementptr i8, ptr addrspace(1) %v411, i64 %v483
  %v491 = load <4 x i32>, ptr addrspace(1) %v490, align 16
  %v492 = getelementptr i8, ptr addrspace(1) %v412, i64 %v474
  store <4 x i32> %v485, ptr addrspace(1) %v492, align 16
  %v493 = getelementptr i8, ptr addrspace(1) %v412, i64 %v477
  store <4 x i32> %v487, ptr addrspace(1) %v493, align 16
  %v494 = getelementptr i8, ptr addrspace(1) %v412, i64 %v480
  store <4 x i32> %v489, ptr addrspace(1) %v494, align 16
  %v495 = getelementptr i8, ptr addrspace(1) %v412, i64 %v483
  store <4 x i32> %v491, ptr addrspace(1) %v495, align 16
  %v496 = add i32 %v419, 16384
  br label %if15.end
if15.end:
  %phi18 = phi i32 [ %v496, %if15.then ], [ %v419, %for14.end ]
  %v499 = sub i32 %v415, %phi18
  %v500 = icmp uge i32 %v499, 8192
  br i1 %v500, label %if16.then, label %if16.end
if16.then:
  %v501 = add i32 %phi18, %v416
  %v502 = zext i32 %v501 to i64
  %v504 = add i32 %v501, 4096
  %v505 = zext i32 %v504 to i64
  %v506 = getelementptr i8, ptr addrspace(1) %v411, i64 %v502
  %v507 = load <4 x i32>, ptr addrspace(1) %v506, align 16
  %v508 = getelementptr i8, ptr addrspace(1) %v411, i64 %v505
  %v509 = load <4 x i32>, ptr addrspace(1) %v508, align 16
  %v510 = getelementptr i8, ptr addrspace(1) %v412, i64 %v502
  store <4 x i32> %v507, ptr addrspace(1) %v510, align 16
  %v511 = getelementptr i8, ptr addrspace(1) %v412, i64 %v505
  store <4 x i32> %v509, ptr addrspace(1) %v511, align 16
  %v512 = add i32 %phi18, 8192
  br label %if16.end
if16.end:
  %phi19 = phi i32 [ %v512, %if16.then ], [ %phi18, %if15.end ]
  %v515 = sub i32 %v415, %phi19
  %v516 = icmp uge i32 %v515, 4096
  br i1 %v516, label %if17.then, label %if17.end
if17.then:
  %v517 = add i32 %phi19, %v416
  %v518 = zext i32 %v517 to i64
  %v519 = getelementptr i8, ptr addrspace(1) %v411, i64 %v518
  %v520 = load <4 x i32>, ptr addrspace(1) %v519, align 16
  %v521 = getelementptr i8, ptr addrspace(1) %v412, i64 %v518
  store <4 x i32> %v520, ptr addrspace(1) %v521, align 16
  %v522 = add i32 %phi19, 4096
  br label %if17.end
if17.end:
  %phi20 = phi i32 [ %v522, %if17.then ], [ %phi19, %if16.end ]
  %v525 = add i32 %phi20, %v416
  br label %for18.head
for18.head:
  %v526 = phi i32 [ %v525, %if17.end ], [ %for18.next, %for18.latch ]
  %for18.cond = icmp ult i32 %v526, %v415
  br i1 %for18.cond, label %for18.body, label %for18.end
for18.body:
  %v527 = zext i32 %v526 to i64
  %v528 = getelementptr i8, ptr addrspace(1) %v411, i64 %v527
  %v529 = load <4 x i32>, ptr addrspace(1) %v528, align 16
  %v530 = getelementptr i8, ptr addrspace(1) %v412, i64 %v527
  store <4 x i32> %v529, ptr addrspace(1) %v530, align 16
  br label %for18.latch
for18.latch:
  %for18.next = add i32 %v526, 4096
  br label %for18.head
for18.end:
  br label %if13.end
if13.else:
  %v531 = trunc i64 %v169 to i32
  %v532 = trunc i64 %v23 to i32
  %v534 = udiv i32 %v531, 32768
  %v535 = mul i32 %v534, 32768
  br label %for19.head
for19.head:
  %v537 = phi i32 [ 0, %if13.else ], [ %for19.next, %for19.latch ]
  %for19.cond = icmp ult i32 %v537, %v535
  br i1 %for19.cond, label %for19.body, label %for19.end
for19.body:
  %v538 = add i32 %v537, %v532
  %v539 = zext i32 %v538 to i64
  %v541 = add i32 %v538, 4096
  %v542 = zext i32 %v541 to i64
  %v544 = add i32 %v538, 8192
  %v545 = zext i32 %v544 to i64
  %v547 = add i32 %v538, 12288
  %v548 = zext i32 %v547 to i64
  %v550 = add i32 %v538, 16384
  %v551 = zext i32 %v550 to i64
  %v553 = add i32 %v538, 20480
  %v554 = zext i32 %v553 to i64
  %v556 = add i32 %v538, 24576
  %v557 = zext i32 %v556 to i64
  %v559 = add i32 %v538, 28672
  %v560 = zext i32 %v559 to i64
  %v561 = getelementptr i8, ptr addrspace(1) %v411, i64 %v539
  %v562 = load <4 x i32>, ptr addrspace(1) %v561, align 16
  %v563 = getelementptr i8, ptr addrspace(1) %v411, i64 %v542
  %v564 = load <4 x i32>, ptr addrspace(1) %v563, align 16
  %v565 = getelementptr i8, ptr addrspace(1) %v411, i64 %v545
  %v566 = load <4 x i32>, ptr addrspace(1) %v565, align 16
  %v567 = getelementptr i8, ptr addrspace(1) %v411, i64 %v548
  %v568 = load <4 x i32>, ptr addrspace(1) %v567, align 16
  %v569 = getelementptr i8, ptr addrspace(1) %v411, i64 %v551
  %v570 = load <4 x i32>, ptr addrspace(1) %v569, align 16
  %v571 = getelementptr i8, ptr addrspace(1) %v411, i64 %v554
  %v572 = load <4 x i32>, ptr addrspace(1) %v571, align 16
  %v573 = getelementptr i8, ptr addrspace(1) %v411, i64 %v557
  %v574 = load <4 x i32>, ptr addrspace(1) %v573, align 16
  %v575 = getelementptr i8, ptr addrspace(1) %v411, i64 %v560
  %v576 = load <4 x i32>, ptr addrspace(1) %v575, align 16
  %v577 = getelementptr i8, ptr addrspace(1) %v412, i64 %v539
  store <4 x i32> %v562, ptr addrspace(1) %v577, align 16
  %v578 = getelementptr i8, ptr addrspace(1) %v412, i64 %v542
  store <4 x i32> %v564, ptr addrspace(1) %v578, align 16
  %v579 = getelementptr i8, ptr addrspace(1) %v412, i64 %v545
  store <4 x i32> %v566, ptr addrspace(1) %v579, align 16
  %v580 = getelementptr i8, ptr addrspace(1) %v412, i64 %v548
  store <4 x i32> %v568, ptr addrspace(1) %v580, align 16
  %v581 = getelementptr i8, ptr addrspace(1) %v412, i64 %v551
  store <4 x i32> %v570, ptr addrspace(1) %v581, align 16
  %v582 = getelementptr i8, ptr addrspace(1) %v412, i64 %v554
  store <4 x i32> %v572, ptr addrspace(1) %v582, align 16
  %v583 = getelementptr i8, ptr addrspace(1) %v412, i64 %v557
  store <4 x i32> %v574, ptr addrspace(1) %v583, align 16
  %v584 = getelementptr i8, ptr addrspace(1) %v412, i64 %v560
  store <4 x i32> %v576, ptr addrspace(1) %v584, align 16
  br label %for19.latch
for19.latch:
  %for19.next = add i32 %v537, 32768
  br label %for19.head
for19.end:
  %v587 = sub i32 %v531, %v535
  %v588 = icmp uge i32 %v587, 16384
  br i1 %v588, label %if20.then, label %if20.end
if20.then:
  %v589 = add i32 %v535, %v532
  %v590 = zext i32 %v589 to i64
  %v592 = add i32 %v589, 4096
  %v593 = zext i32 %v592 to i64
  %v595 = add i32 %v589, 8192
  %v596 = zext i32 %v595 to i64
  %v598 = add i32 %v589, 12288
  %v599 = zext i32 %v598 to i64
  %v600 = getelementptr i8, ptr addrspace(1) %v411, i64 %v590
  %v601 = load <4 x i32>, ptr addrspace(1) %v600, align 16
  %v602 = getelementptr i8, ptr addrspace(1) %v411, i64 %v593
  %v603 = load <4 x i32>, ptr addrspace(1) %v602, align 16
  %v604 = getelementptr i8, ptr addrspace(1) %v411, i64 %v596
  %v605 = load <4 x i32>, ptr addrspace(1) %v604, align 16
  %v606 = getelementptr i8, ptr addrspace(1) %v411, i64 %v599
  %v607 = load <4 x i32>, ptr addrspace(1) %v606, align 16
  %v608 = getelementptr i8, ptr addrspace(1) %v412, i64 %v590
  store <4 x i32> %v601, ptr addrspace(1) %v608, align 16
  %v609 = getelementptr i8, ptr addrspace(1) %v412, i64 %v593
  store <4 x i32> %v603, ptr addrspace(1) %v609, align 16
  %v610 = getelementptr i8, ptr addrspace(1) %v412, i64 %v596
  store <4 x i32> %v605, ptr addrspace(1) %v610, align 16
  %v611 = getelementptr i8, ptr addrspace(1) %v412, i64 %v599
  store <4 x i32> %v607, ptr addrspace(1) %v611, align 16
  %v612 = add i32 %v535, 16384
  br label %if20.end
if20.end:
  %phi21 = phi i32 [ %v612, %if20.then ], [ %v535, %for19.end ]
  %v615 = sub i32 %v531, %phi21
  %v616 = icmp uge i32 %v615, 8192
  br i1 %v616, label %if21.then, label %if21.end
if21.then:
  %v617 = add i32 %phi21, %v532
  %v618 = zext i32 %v617 to i64
  %v620 = add i32 %v617, 4096
  %v621 = zext i32 %v620 to i64
  %v622 = getelementptr i8, ptr addrspace(1) %v411, i64 %v618
  %v623 = load <4 x i32>, ptr addrspace(1) %v622, align 16
  %v624 = getelementptr i8, ptr addrspace(1) %v411, i64 %v621
  %v625 = load <4 x i32>, ptr addrspace(1) %v624, align 16
  %v626 = getelementptr i8, ptr addrspace(1) %v412, i64 %v618
  store <4 x i32> %v623, ptr addrspace(1) %v626, align 16
  %v627 = getelementptr i8, ptr addrspace(1) %v412, i64 %v621
  store <4 x i32> %v625, ptr addrspace(1) %v627, align 16
  %v628 = add i32 %phi21, 8192
  br label %if21.end
if21.end:
  %phi22 = phi i32 [ %v628, %if21.then ], [ %phi21, %if20.end ]
  %v631 = sub i32 %v531, %phi22
  %v632 = icmp uge i32 %v631, 4096
  br i1 %v632, label %if22.then, label %if22.end
if22.then:
  %v633 = add i32 %phi22, %v532
  %v634 = zext i32 %v633 to i64
  %v635 = getelementptr i8, ptr addrspace(1) %v411, i64 %v634
  %v636 = load <4 x i32>, ptr addrspace(1) %v635, align 16
  %v637 = getelementptr i8, ptr addrspace(1) %v412, i64 %v634
  store <4 x i32> %v636, ptr addrspace(1) %v637, align 16
  %v638 = add i32 %phi22, 4096
  br label %if22.end
if22.end:
  %phi23 = phi i32 [ %v638, %if22.then ], [ %phi22, %if21.end ]
  %v641 = add i32 %phi23, %v532
  br label %for23.head
for23.head:
  %v642 = phi i32 [ %v641, %if22.end ], [ %for23.next, %for23.latch ]
  %for23.cond = icmp ult i32 %v642, %v531
  br i1 %for23.cond, label %for23.body, label %for23.end
for23.body:
  %v643 = zext i32 %v642 to i64
  %v644 = getelementptr i8, ptr addrspace(1) %v411, i64 %v643
  %v645 = load <4 x i32>, ptr addrspace(1) %v644, align 16
  %v646 = getelementptr i8, ptr addrspace(1) %v412, i64 %v643
  store <4 x i32> %v645, ptr addrspace(1) %v646, align 16
  br label %for23.latch
for23.latch:
  %for23.next = add i32 %v642, 4096
  br label %for23.head
for23.end:
  br label %if13.end
if13.end:
  %phi24 = phi i32 [ %phi20, %for18.end ], [ %phi3, %for23.end ]
  %phi25 = phi i32 [ %phi4, %for18.end ], [ %phi23, %for23.end ]
  %v647 = getelementptr i8, ptr addrspace(1) %v94, i64 %v165
  %v648 = getelementptr i8, ptr addrspace(1) %v90, i64 %v174
  %v650 = icmp eq i64 %v169, 16384
  br i1 %v650, label %if24.then, label %if24.else
if24.then:
  %v651 = trunc i64 16384 to i32
  %v652 = trunc i64 %v23 to i32
  %v654 = udiv i32 %v651, 32768
  %v655 = mul i32 %v654, 32768
  br label %for25.head
for25.head:
  %v657 = phi i32 [ 0, %if24.then ], [ %for25.next, %for25.latch ]
  %for25.cond = icmp ult i32 %v657, %v655
  br i1 %for25.cond, label %for25.body, label %for25.end
for25.body:
  %v658 = add i32 %v657, %v652
  %v659 = zext i32 %v658 to i64
  %v661 = add i32 %v658, 4096
  %v662 = zext i32 %v661 to i64
  %v664 = add i32 %v658, 8192
  %v665 = zext i32 %v664 to i64
  %v667 = add i32 %v658, 12288
  %v668 = zext i32 %v667 to i64
  %v670 = add i32 %v658, 16384
  %v671 = zext i32 %v670 to i64
  %v673 = add i32 %v658, 20480
  %v674 = zext i32 %v673 to i64
  %v676 = add i32 %v658, 24576
  %v677 = zext i32 %v676 to i64
  %v679 = add i32 %v658, 28672
  %v680 = zext i32 %v679 to i64
  %v681 = getelementptr i8, ptr addrspace(1) %v647, i64 %v659
  %v682 = load <4 x i32>, ptr addrspace(1) %v681, align 16
  %v683 = getelementptr i8, ptr addrspace(1) %v647, i64 %v662
  %v684 = load <4 x i32>, ptr addrspace(1) %v683, align 16
  %v685 = getelementptr i8, ptr addrspace(1) %v647, i64 %v665
  %v686 = load <4 x i32>, ptr addrspace(1) %v685, align 16
  %v687 = getelementptr i8, ptr addrspace(1) %v647, i64 %v668
  %v688 = load <4 x i32>, ptr addrspace(1) %v687, align 16
  %v689 = getelementptr i8, ptr addrspace(1) %v647, i64 %v671
  %v690 = load <4 x i32>, ptr addrspace(1) %v689, align 16
  %v691 = getelementptr i8, ptr addrspace(1) %v647, i64 %v674
  %v692 = load <4 x i32>, ptr addrspace(1) %v691, align 16
  %v693 = getelementptr i8, ptr addrspace(1) %v647, i64 %v677
  %v694 = load <4 x i32>, ptr addrspace(1) %v693, align 16
  %v695 = getelementptr i8, ptr addrspace(1) %v647, i64 %v680
  %v696 = load <4 x i32>, ptr addrspace(1) %v695, align 16
  %v697 = getelementptr i8, ptr addrspace(1) %v648, i64 %v659
  store <4 x i32> %v682, ptr addrspace(1) %v697, align 16
  %v698 = getelementptr i8, ptr addrspace(1) %v648, i64 %v662
  store <4 x i32> %v684, ptr addrspace(1) %v698, align 16
  %v699 = getelementptr i8, ptr addrspace(1) %v648, i64 %v665
  store <4 x i32> %v686, ptr addrspace(1) %v699, align 16
  %v700 = getelementptr i8, ptr addrspace(1) %v648, i64 %v668
  store <4 x i32> %v688, ptr addrspace(1) %v700, align 16
  %v701 = getelementptr i8, ptr addrspace(1) %v648, i64 %v671
  store <4 x i32> %v690, ptr addrspace(1) %v701, align 16
  %v702 = getelementptr i8, ptr addrspace(1) %v648, i64 %v674
  store <4 x i32> %v692, ptr addrspace(1) %v702, align 16
  %v703 = getelementptr i8, ptr addrspace(1) %v648, i64 %v677
  store <4 x i32> %v694, ptr addrspace(1) %v703, align 16
  %v704 = getelementptr i8, ptr addrspace(1) %v648, i64 %v680
  store <4 x i32> %v696, ptr addrspace(1) %v704, align 16
  br label %for25.latch
for25.latch:
  %for25.next = add i32 %v657, 32768
  br label %for25.head
for25.end:
  %v707 = sub i32 %v651, %v655
  %v708 = icmp uge i32 %v707, 16384
  br i1 %v708, label %if26.then, label %if26.end
if26.then:
  %v709 = add i32 %v655, %v652
  %v710 = zext i32 %v709 to i64
  %v712 = add i32 %v709, 4096
  %v713 = zext i32 %v712 to i64
  %v715 = add i32 %v709, 8192
  %v716 = zext i32 %v715 to i64
  %v718 = add i32 %v709, 12288
  %v719 = zext i32 %v718 to i64
  %v720 = getelementptr i8, ptr addrspace(1) %v647, i64 %v710
  %v721 = load <4 x i32>, ptr addrspace(1) %v720, align 16
  %v722 = getelementptr i8, ptr addrspace(1) %v647, i64 %v713
  %v723 = load <4 x i32>, ptr addrspace(1) %v722, align 16
  %v724 = getelementptr i8, ptr addrspace(1) %v647, i64 %v716
  %v725 = load <4 x i32>, ptr addrspace(1) %v724, align 16
  %v726 = getelementptr i8, ptr addrspace(1) %v647, i64 %v719
  %v727 = load <4 x i32>, ptr addrspace(1) %v726, align 16
  %v728 = getelementptr i8, ptr addrspace(1) %v648, i64 %v710
  store <4 x i32> %v721, ptr addrspace(1) %v728, align 16
  %v729 = getelementptr i8, ptr addrspace(1) %v648, i64 %v713
  store <4 x i32> %v723, ptr addrspace(1) %v729, align 16
  %v730 = getelementptr i8, ptr addrspace(1) %v648, i64 %v716
  store <4 x i32> %v725, ptr addrspace(1) %v730, align 16
  %v731 = getelementptr i8, ptr addrspace(1) %v648, i64 %v719
  store <4 x i32> %v727, ptr addrspace(1) %v731, align 16
  %v732 = add i32 %v655, 16384
  br label %if26.end
if26.end:
  %phi26 = phi i32 [ %v732, %if26.then ], [ %v655, %for25.end ]
  %v735 = sub i32 %v651, %phi26
  %v736 = icmp uge i32 %v735, 8192
  br i1 %v736, label %if27.then, label %if27.end
if27.then:
  %v737 = add i32 %phi26, %v652
  %v738 = zext i32 %v737 to i64
  %v740 = add i32 %v737, 4096
  %v741 = zext i32 %v740 to i64
  %v742 = getelementptr i8, ptr addrspace(1) %v647, i64 %v738
  %v743 = load <4 x i32>, ptr addrspace(1) %v742, align 16
  %v744 = getelementptr i8, ptr addrspace(1) %v647, i64 %v741
  %v745 = load <4 x i32>, ptr addrspace(1) %v744, align 16
  %v746 = getelementptr i8, ptr addrspace(1) %v648, i64 %v738
  store <4 x i32> %v743, ptr addrspace(1) %v746, align 16
  %v747 = getelementptr i8, ptr addrspace(1) %v648, i64 %v741
  store <4 x i32> %v745, ptr addrspace(1) %v747, align 16
  %v748 = add i32 %phi26, 8192
  br label %if27.end
if27.end:
  %phi27 = phi i32 [ %v748, %if27.then ], [ %phi26, %if26.end ]
  %v751 = sub i32 %v651, %phi27
  %v752 = icmp uge i32 %v751, 4096
  br i1 %v752, label %if28.then, label %if28.end
if28.then:
  %v753 = add i32 %phi27, %v652
  %v754 = zext i32 %v753 to i64
  %v755 = getelementptr i8, ptr addrspace(1) %v647, i64 %v754
  %v756 = load <4 x i32>, ptr addrspace(1) %v755, align 16
  %v757 = getelementptr i8, ptr addrspace(1) %v648, i64 %v754
  store <4 x i32> %v756, ptr addrspace(1) %v757, align 16
  %v758 = add i32 %phi27, 4096
  br label %if28.end
if28.end:
  %phi28 = phi i32 [ %v758, %if28.then ], [ %phi27, %if27.end ]
  %v761 = add i32 %phi28, %v652
  br label %for29.head
for29.head:
  %v762 = phi i32 [ %v761, %if28.end ], [ %for29.next, %for29.latch ]
  %for29.cond = icmp ult i32 %v762, %v651
  br i1 %for29.cond, label %for29.body, label %for29.end
for29.body:
  %v763 = zext i32 %v762 to i64
  %v764 = getelementptr i8, ptr addrspace(1) %v647, i64 %v763
  %v765 = load <4 x i32>, ptr addrspace(1) %v764, align 16
  %v766 = getelementptr i8, ptr addrspace(1) %v648, i64 %v763
  store <4 x i32> %v765, ptr addrspace(1) %v766, align 16
  br label %for29.latch
for29.latch:
  %for29.next = add i32 %v762, 4096
  br label %for29.head
for29.end:
  br label %if24.end
if24.else:
  %v767 = trunc i64 %v169 to i32
  %v768 = trunc i64 %v23 to i32
  %v770 = udiv i32 %v767, 32768
  %v771 = mul i32 %v770, 32768
  br label %for30.head
for30.head:
  %v773 = phi i32 [ 0, %if24.else ], [ %for30.next, %for30.latch ]
  %for30.cond = icmp ult i32 %v773, %v771
  br i1 %for30.cond, label %for30.body, label %for30.end
for30.body:
  %v774 = add i32 %v773, %v768
  %v775 = zext i32 %v774 to i64
  %v777 = add i32 %v774, 4096
  %v778 = zext i32 %v777 to i64
  %v780 = add i32 %v774, 8192
  %v781 = zext i32 %v780 to i64
  %v783 = add i32 %v774, 12288
  %v784 = zext i32 %v783 to i64
  %v786 = add i32 %v774, 16384
  %v787 = zext i32 %v786 to i64
  %v789 = add i32 %v774, 20480
  %v790 = zext i32 %v789 to i64
  %v792 = add i32 %v774, 24576
  %v793 = zext i32 %v792 to i64
  %v795 = add i32 %v774, 28672
  %v796 = zext i32 %v795 to i64
  %v797 = getelementptr i8, ptr addrspace(1) %v647, i64 %v775
  %v798 = load <4 x i32>, ptr addrspace(1) %v797, align 16
  %v799 = getelementptr i8, ptr addrspace(1) %v647, i64 %v778
  %v800 = load <4 x i32>, ptr addrspace(1) %v799, align 16
  %v801 = getelementptr i8, ptr addrspace(1) %v647, i64 %v781
  %v802 = load <4 x i32>, ptr addrspace(1) %v801, align 16
  %v803 = getelementptr i8, ptr addrspace(1) %v647, i64 %v784
  %v804 = load <4 x i32>, ptr addrspace(1) %v803, align 16
  %v805 = getelementptr i8, ptr addrspace(1) %v647, i64 %v787
  %v806 = load <4 x i32>, ptr addrspace(1) %v805, align 16
  %v807 = getelementptr i8, ptr addrspace(1) %v647, i64 %v790
  %v808 = load <4 x i32>, ptr addrspace(1) %v807, align 16
  %v809 = getelementptr i8, ptr addrspace(1) %v647, i64 %v793
  %v810 = load <4 x i32>, ptr addrspace(1) %v809, align 16
  %v811 = getelementptr i8, ptr addrspace(1) %v647, i64 %v796
  %v812 = load <4 x i32>, ptr addrspace(1) %v811, align 16
  %v813 = getelementptr i8, ptr addrspace(1) %v648, i64 %v775
  store <4 x i32> %v798, ptr addrspace(1) %v813, align 16
  %v814 = getelementptr i8, ptr addrspace(1) %v648, i64 %v778
  store <4 x i32> %v800, ptr addrspace(1) %v814, align 16
  %v815 = getelementptr i8, ptr addrspace(1) %v648, i64 %v781
  store <4 x i32> %v802, ptr addrspace(1) %v815, align 16
  %v816 = getelementptr i8, ptr addrspace(1) %v648, i64 %v784
  store <4 x i32> %v804, ptr addrspace(1) %v816, align 16
  %v817 = getelementptr i8, ptr addrspace(1) %v648, i64 %v787
  store <4 x i32> %v806, ptr addrspace(1) %v817, align 16
  %v818 = getelementptr i8, ptr addrspace(1) %v648, i64 %v790
  store <4 x i32> %v808, ptr addrspace(1) %v818, align 16
  %v819 = getelementptr i8, ptr addrspace(1) %v648, i64 %v793
  store <4 x i32> %v810, ptr addrspace(1) %v819, align 16
  %v820 = getelementptr i8, ptr addrspace(1) %v648, i64 %v796
  store <4 x i32> %v812, ptr addrspace(1) %v820, align 16
  br label %for30.latch
for30.latch:
  %for30.next = add i32 %v773, 32768
  br label %for30.head
for30.end:
  %v823 = sub i32 %v767, %v771
  %v824 = icmp uge i32 %v823, 16384
  br i1 %v824, label %if31.then, label %if31.end
if31.then:
  %v825 = add i32 %v771, %v768
  %v826 = zext i32 %v825 to i64
  %v828 = add i32 %v825, 4096
  %v829 = zext i32 %v828 to i64
  %v831 = add i32 %v825, 8192
  %v832 = zext i32 %v831 to i64
  %v834 = add i32 %v825, 12288
  %v835 = zext i32 %v834 to i64
  %v836 = getelementptr i8, ptr addrspace(1) %v647, i64 %v826
  %v837 = load <4 x i32>, ptr addrspace(1) %v836, align 16
  %v838 = getelementptr i8, ptr addrspace(1) %v647, i64 %v829
  %v839 = load <4 x i32>, ptr addrspace(1) %v838, align 16
  %v840 = getelementptr i8, ptr addrspace(1) %v647, i64 %v832
  %v841 = load <4 x i32>, ptr addrspace(1) %v840, align 16
  %v842 = getelementptr i8, ptr addrspace(1) %v647, i64 %v835
  %v843 = load <4 x i32>, ptr addrspace(1) %v842, align 16
  %v844 = getelementptr i8, ptr addrspace(1) %v648, i64 %v826
  store <4 x i32> %v837, ptr addrspace(1) %v844, align 16
  %v845 = getelementptr i8, ptr addrspace(1) %v648, i64 %v829
  store <4 x i32> %v839, ptr addrspace(1) %v845, align 16
  %v846 = getelementptr i8, ptr addrspace(1) %v648, i64 %v832
  store <4 x i32> %v841, ptr addrspace(1) %v846, align 16
  %v847 = getelementptr i8, ptr addrspace(1) %v648, i64 %v835
  store <4 x i32> %v843, ptr addrspace(1) %v847, align 16
  %v848 = add i32 %v771, 16384
  br label %if31.end
if31.end:
  %phi29 = phi i32 [ %v848, %if31.then ], [ %v771, %for30.end ]
  %v851 = sub i32 %v767, %phi29
  %v852 = icmp uge i32 %v851, 8192
  br i1 %v852, label %if32.then, label %if32.end
if32.then:
  %v853 = add i32 %phi29, %v768
  %v854 = zext i32 %v853 to i64
  %v856 = add i32 %v853, 4096
  %v857 = zext i32 %v856 to i64
  %v858 = getelementptr i8, ptr addrspace(1) %v647, i64 %v854
  %v859 = load <4 x i32>, ptr addrspace(1) %v858, align 16
  %v860 = getelementptr i8, ptr addrspace(1) %v647, i64 %v857
  %v861 = load <4 x i32>, ptr addrspace(1) %v860, align 16
  %v862 = getelementptr i8, ptr addrspace(1) %v648, i64 %v854
  store <4 x i32> %v859, ptr addrspace(1) %v862, align 16
  %v863 = getelementptr i8, ptr addrspace(1) %v648, i64 %v857
  store <4 x i32> %v861, ptr addrspace(1) %v863, align 16
  %v864 = add i32 %phi29, 8192
  br label %if32.end
if32.end:
  %phi30 = phi i32 [ %v864, %if32.then ], [ %phi29, %if31.end ]
  %v867 = sub i32 %v767, %phi30
  %v868 = icmp uge i32 %v867, 4096
  br i1 %v868, label %if33.then, label %if33.end
if33.then:
  %v869 = add i32 %phi30, %v768
  %v870 = zext i32 %v869 to i64
  %v871 = getelementptr i8, ptr addrspace(1) %v647, i64 %v870
  %v872 = load <4 x i32>, ptr addrspace(1) %v871, align 16
  %v873 = getelementptr i8, ptr addrspace(1) %v648, i64 %v870
  store <4 x i32> %v872, ptr addrspace(1) %v873, align 16
  %v874 = add i32 %phi30, 4096
  br label %if33.end
if33.end:
  %phi31 = phi i32 [ %v874, %if33.then ], [ %phi30, %if32.end ]
  %v877 = add i32 %phi31, %v768
  br label %for34.head
for34.head:
  %v878 = phi i32 [ %v877, %if33.end ], [ %for34.next, %for34.latch ]
  %for34.cond = icmp ult i32 %v878, %v767
  br i1 %for34.cond, label %for34.body, label %for34.end
for34.body:
  %v879 = zext i32 %v878 to i64
  %v880 = getelementptr i8, ptr addrspace(1) %v647, i64 %v879
  %v881 = load <4 x i32>, ptr addrspace(1) %v880, align 16
  %v882 = getelementptr i8, ptr addrspace(1) %v648, i64 %v879
  store <4 x i32> %v881, ptr addrspace(1) %v882, align 16
  br label %for34.latch
for34.latch:
  %for34.next = add i32 %v878, 4096
  br label %for34.head
for34.end:
  br label %if24.end
if24.end:
  %phi32 = phi i32 [ %phi28, %for29.end ], [ %phi5, %for34.end ]
  %phi33 = phi i32 [ %phi6, %for29.end ], [ %phi31, %for34.end ]
  br label %if1.end
if1.end:
  %phi34 = phi i32 [ %phi16, %if24.end ], [ %phi1, %for0.body ]
  %phi35 = phi i32 [ %phi17, %if24.end ], [ %phi2, %for0.body ]
  %phi36 = phi i32 [ %phi24, %if24.end ], [ %phi3, %for0.body ]
  %phi37 = phi i32 [ %phi25, %if24.end ], [ %phi4, %for0.body ]
  %phi38 = phi i32 [ %phi32, %if24.end ], [ %phi5, %for0.body ]
  %phi39 = phi i32 [ %phi33, %if24.end ], [ %phi6, %for0.body ]
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v884 = icmp uge i64 %v157, 2
  br i1 %v884, label %if35.then, label %if35.end
if35.then:
  %v886 = sub i64 %v157, 2
  %v888 = zext i32 %v12 to i64
  %v889 = mul i64 %v886, 128
  %v890 = add i64 %v889, %v888
  %v891 = mul i64 %v890, 16384
  %v893 = call i64 @llvm.umax.i64(i64 2097152, i64 %v891)
  %v894 = sub i64 %v893, %v891
  %v895 = call i64 @llvm.umin.i64(i64 %v894, i64 16384)
  %v897 = sub i32 %v159, 2
  %v899 = and i32 %v897, 3
  %v901 = zext i32 %v899 to i64
  %v902 = mul i64 %v901, 6291456
  %v903 = getelementptr i8, ptr addrspace(1) %v98, i64 %v891
  %v904 = getelementptr i8, ptr addrspace(1) %v111, i64 %v902
  %v905 = select i1 %v107, ptr addrspace(1) %v903, ptr addrspace(1) %v904
  %v906 = getelementptr i8, ptr addrspace(1) %v124, i64 %v902
  %v907 = select i1 %v120, ptr addrspace(1) %v903, ptr addrspace(1) %v906
  %v908 = getelementptr i8, ptr addrspace(1) %v137, i64 %v902
  %v909 = select i1 %v133, ptr addrspace(1) %v903, ptr addrspace(1) %v908
  %v910 = getelementptr i8, ptr addrspace(1) %v150, i64 %v902
  %v911 = select i1 %v146, ptr addrspace(1) %v903, ptr addrspace(1) %v910
  %v912 = getelementptr i8, ptr addrspace(1) %p3, i64 %v891
  %v914 = icmp eq i64 %v895, 16384
  br i1 %v914, label %if36.then, label %if36.else
if36.then:
  %v915 = trunc i64 16384 to i32
  %v916 = trunc i64 %v23 to i32
  %v918 = udiv i32 %v915, 8192
  %v919 = mul i32 %v918, 8192
  br label %for37.head
for37.head:
  %v921 = phi i32 [ 0, %if36.then ], [ %for37.next, %for37.latch ]
  %for37.cond = icmp ult i32 %v921, %v919
  br i1 %for37.cond, label %for37.body, label %for37.end
for37.body:
  %v922 = add i32 %v921, %v916
  %v923 = zext i32 %v922 to i64
  %v925 = add i32 %v922, 4096
  %v926 = zext i32 %v925 to i64
  %v927 = getelementptr i8, ptr addrspace(1) %v905, i64 %v923
  %v928 = load <4 x i32>, ptr addrspace(1) %v927, align 16
  %v929 = getelementptr i8, ptr addrspace(1) %v907, i64 %v923
  %v930 = load <4 x i32>, ptr addrspace(1) %v929, align 16
  %v931 = getelementptr i8, ptr addrspace(1) %v909, i64 %v923
  %v932 = load <4 x i32>, ptr addrspace(1) %v931, align 16
  %v933 = getelementptr i8, ptr addrspace(1) %v911, i64 %v923
  %v934 = load <4 x i32>, ptr addrspace(1) %v933, align 16
  %v935 = getelementptr i8, ptr addrspace(1) %v905, i64 %v926
  %v936 = load <4 x i32>, ptr addrspace(1) %v935, align 16
  %v937 = getelementptr i8, ptr addrspace(1) %v907, i64 %v926
  %v938 = load <4 x i32>, ptr addrspace(1) %v937, align 16
  %v939 = getelementptr i8, ptr addrspace(1) %v909, i64 %v926
  %v940 = load <4 x i32>, ptr addrspace(1) %v939, align 16
  %v941 = getelementptr i8, ptr addrspace(1) %v911, i64 %v926
  %v942 = load <4 x i32>, ptr addrspace(1) %v941, align 16
  %v943 = extractelement <4 x i32> %v928, i32 0
  %v944 = extractelement <4 x i32> %v930, i32 0
  %v945 = extractelement <4 x i32> %v932, i32 0
  %v946 = extractelement <4 x i32> %v934, i32 0
  %v947 = trunc i32 %v943 to i16
  %t1 = zext i16 %v947 to i32
  %t2 = shl i32 %t1, 16
  %v949 = bitcast i32 %t2 to float
  %v950 = trunc i32 %v944 to i16
  %t3 = zext i16 %v950 to i32
  %t4 = shl i32 %t3, 16
  %v952 = bitcast i32 %t4 to float
  %v953 = fadd float %v949, %v952
  %v954 = trunc i32 %v945 to i16
  %t5 = zext i16 %v954 to i32
  %t6 = shl i32 %t5, 16
  %v956 = bitcast i32 %t6 to float
  %v957 = fadd float %v953, %v956
  %v958 = trunc i32 %v946 to i16
  %t7 = zext i16 %v958 to i32
  %t8 = shl i32 %t7, 16
  %v960 = bitcast i32 %t8 to float
  %v961 = fadd float %v957, %v960
  %t9 = bitcast float %v961 to i32
  %t10 = fcmp uno float %v961, 0.000000e+00
  %t11 = lshr i32 %t9, 16
  %t12 = and i32 %t11, 1
  %t13 = add i32 %t12, 32767
  %t14 = add i32 %t9, %t13
  %t15 = lshr i32 %t14, 16
  %t16 = or i32 %t11, 64
  %t17 = trunc i32 %t15 to i16
  %t18 = trunc i32 %t16 to i16
  %v962 = select i1 %t10, i16 %t18, i16 %t17
  %v964 = zext i16 %v962 to i32
  %v966 = lshr i32 %v943, 16
  %v967 = trunc i32 %v966 to i16
  %t19 = zext i16 %v967 to i32
  %t20 = shl i32 %t19, 16
  %v969 = bitcast i32 %t20 to float
  %v971 = lshr i32 %v944, 16
  %v972 = trunc i32 %v971 to i16
  %t21 = zext i16 %v972 to i32
  %t22 = shl i32 %t21, 16
  %v974 = bitcast i32 %t22 to float
  %v975 = fadd float %v969, %v974
  %v977 = lshr i32 %v945, 16
  %v978 = trunc i32 %v977 to i16
  %t23 = zext i16 %v978 to i32
  %t24 = shl i32 %t23, 16
  %v980 = bitcast i32 %t24 to float
  %v981 = fadd float %v975, %v980
  %v983 = lshr i32 %v946, 16
  %v984 = trunc i32 %v983 to i16
  %t25 = zext i16 %v984 to i32
  %t26 = shl i32 %t25, 16
  %v986 = bitcast i32 %t26 to float
  %v987 = fadd float %v981, %v986
  %t27 = bitcast float %v987 to i32
  %t28 = fcmp uno float %v987, 0.000000e+00
  %t29 = lshr i32 %t27, 16
  %t30 = and i32 %t29, 1
  %t31 = add i32 %t30, 32767
  %t32 = add i32 %t27, %t31
  %t33 = lshr i32 %t32, 16
  %t34 = or i32 %t29, 64
  %t35 = trunc i32 %t33 to i16
  %t36 = trunc i32 %t34 to i16
  %v988 = select i1 %t28, i16 %t36, i16 %t35
  %v990 = zext i16 %v988 to i32
  %v992 = shl i32 %v990, 16
  %v993 = or i32 %v964, %v992
  %t37 = insertelement <4 x i32> poison, i32 %v993, i32 0
  %v994 = shufflevector <4 x i32> %t37, <4 x i32> poison, <4 x i32> zeroinitializer
  %v995 = extractelement <4 x i32> %v928, i32 1
  %v996 = extractelement <4 x i32> %v930, i32 1
  %v997 = extractelement <4 x i32> %v932, i32 1
  %v998 = extractelement <4 x i32> %v934, i32 1
  %v999 = trunc i32 %v995 to i16
  %t38 = zext i16 %v999 to i32
  %t39 = shl i32 %t38, 16
  %v1001 = bitcast i32 %t39 to float
  %v1002 = trunc i32 %v996 to i16
  %t40 = zext i16 %v1002 to i32
  %t41 = shl i32 %t40, 16
  %v1004 = bitcast i32 %t41 to float
  %v1005 = fadd float %v1001, %v1004
  %v1006 = trunc i32 %v997 to i16
  %t42 = zext i16 %v1006 to i32
  %t43 = shl i32 %t42, 16
  %v1008 = bitcast i32 %t43 to float
  %v1009 = fadd float %v1005, %v1008
  %v1010 = trunc i32 %v998 to i16
  %t44 = zext i16 %v1010 to i32
  %t45 = shl i32 %t44, 16
  %v1012 = bitcast i32 %t45 to float
  %v1013 = fadd float %v1009, %v1012
  %t46 = bitcast float %v1013 to i32
  %t47 = fcmp uno float %v1013, 0.000000e+00
  %t48 = lshr i32 %t46, 16
  %t49 = and i32 %t48, 1
  %t50 = add i32 %t49, 32767
  %t51 = add i32 %t46, %t50
  %t52 = lshr i32 %t51, 16
  %t53 = or i32 %t48, 64
  %t54 = trunc i32 %t52 to i16
  %t55 = trunc i32 %t53 to i16
  %v1014 = select i1 %t47, i16 %t55, i16 %t54
  %v1016 = zext i16 %v1014 to i32
  %v1018 = lshr i32 %v995, 16
  %v1019 = trunc i32 %v1018 to i16
  %t56 = zext i16 %v1019 to i32
  %t57 = shl i32 %t56, 16
  %v1021 = bitcast i32 %t57 to float
  %v1023 = lshr i32 %v996, 16
  %v1024 = trunc i32 %v1023 to i16
  %t58 = zext i16 %v1024 to i32
  %t59 = shl i32 %t58, 16
  %v1026 = bitcast i32 %t59 to float
  %v1027 = fadd float %v1021, %v1026
  %v1029 = lshr i32 %v997, 16
  %v1030 = trunc i32 %v1029 to i16
  %t60 = zext i16 %v1030 to i32
  %t61 = shl i32 %t60, 16
  %v1032 = bitcast i32 %t61 to float
  %v1033 = fadd float %v1027, %v1032
  %v1035 = lshr i32 %v998, 16
  %v1036 = trunc i32 %v1035 to i16
  %t62 = zext i16 %v1036 to i32
  %t63 = shl i32 %t62, 16
  %v1038 = bitcast i32 %t63 to float
  %v1039 = fadd float %v1033, %v1038
  %t64 = bitcast float %v1039 to i32
  %t65 = fcmp uno float %v1039, 0.000000e+00
  %t66 = lshr i32 %t64, 16
  %t67 = and i32 %t66, 1
  %t68 = add i32 %t67, 32767
  %t69 = add i32 %t64, %t68
  %t70 = lshr i32 %t69, 16
  %t71 = or i32 %t66, 64
  %t72 = trunc i32 %t70 to i16
  %t73 = trunc i32 %t71 to i16
  %v1040 = select i1 %t65, i16 %t73, i16 %t72
  %v1042 = zext i16 %v1040 to i32
  %v1044 = shl i32 %v1042, 16
  %v1045 = or i32 %v1016, %v1044
  %v1046 = insertelement <4 x i32> %v994, i32 %v1045, i32 1
  %v1047 = extractelement <4 x i32> %v928, i32 2
  %v1048 = extractelement <4 x i32> %v930, i32 2
  %v1049 = extractelement <4 x i32> %v932, i32 2
  %v1050 = extractelement <4 x i32> %v934, i32 2
  %v1051 = trunc i32 %v1047 to i16
  %t74 = zext i16 %v1051 to i32
  %t75 = shl i32 %t74, 16
  %v1053 = bitcast i32 %t75 to float
  %v1054 = trunc i32 %v1048 to i16
  %t76 = zext i16 %v1054 to i32
  %t77 = shl i32 %t76, 16
  %v1056 = bitcast i32 %t77 to float
  %v1057 = fadd float %v1053, %v1056
  %v1058 = trunc i32 %v1049 to i16
  %t78 = zext i16 %v1058 to i32
  %t79 = shl i32 %t78, 16
  %v1060 = bitcast i32 %t79 to float
  %v1061 = fadd float %v1057, %v1060
  %v1062 = trunc i32 %v1050 to i16
  %t80 = zext i16 %v1062 to i32
  %t81 = shl i32 %t80, 16
  %v1064 = bitcast i32 %t81 to float
  %v1065 = fadd float %v1061, %v1064
  %t82 = bitcast float %v1065 to i32
  %t83 = fcmp uno float %v1065, 0.000000e+00
  %t84 = lshr i32 %t82, 16
  %t85 = and i32 %t84, 1
  %t86 = add i32 %t85, 32767
  %t87 = add i32 %t82, %t86
  %t88 = lshr i32 %t87, 16
  %t89 = or i32 %t84, 64
  %t90 = trunc i32 %t88 to i16
  %t91 = trunc i32 %t89 to i16
  %v1066 = select i1 %t83, i16 %t91, i16 %t90
  %v1068 = zext i16 %v1066 to i32
  %v1070 = lshr i32 %v1047, 16
  %v1071 = trunc i32 %v1070 to i16
  %t92 = zext i16 %v1071 to i32
  %t93 = shl i32 %t92, 16
  %v1073 = bitcast i32 %t93 to float
  %v1075 = lshr i32 %v1048, 16
  %v1076 = trunc i32 %v1075 to i16
  %t94 = zext i16 %v1076 to i32
  %t95 = shl i32 %t94, 16
  %v1078 = bitcast i32 %t95 to float
  %v1079 = fadd float %v1073, %v1078
  %v1081 = lshr i32 %v1049, 16
  %v1082 = trunc i32 %v1081 to i16
  %t96 = zext i16 %v1082 to i32
  %t97 = shl i32 %t96, 16
  %v1084 = bitcast i32 %t97 to float
  %v1085 = fadd float %v1079, %v1084
  %v1087 = lshr i32 %v1050, 16
  %v1088 = trunc i32 %v1087 to i16
  %t98 = zext i16 %v1088 to i32
  %t99 = shl i32 %t98, 16
  %v1090 = bitcast i32 %t99 to float
  %v1091 = fadd float %v1085, %v1090
  %t100 = bitcast float %v1091 to i32
  %t101 = fcmp uno float %v1091, 0.000000e+00
  %t102 = lshr i32 %t100, 16
  %t103 = and i32 %t102, 1
  %t104 = add i32 %t103, 32767
  %t105 = add i32 %t100, %t104
  %t106 = lshr i32 %t105, 16
  %t107 = or i32 %t102, 64
  %t108 = trunc i32 %t106 to i16
  %t109 = trunc i32 %t107 to i16
  %v1092 = select i1 %t101, i16 %t109, i16 %t108
  %v1094 = zext i16 %v1092 to i32
  %v1096 = shl i32 %v1094, 16
  %v1097 = or i32 %v1068, %v1096
  %v1098 = insertelement <4 x i32> %v1046, i32 %v1097, i32 2
  %v1099 = extractelement <4 x i32> %v928, i32 3
  %v1100 = extractelement <4 x i32> %v930, i32 3
  %v1101 = extractelement <4 x i32> %v932, i32 3
  %v1102 = extractelement <4 x i32> %v934, i32 3
  %v1103 = trunc i32 %v1099 to i16
  %t110 = zext i16 %v1103 to i32
  %t111 = shl i32 %t110, 16
  %v1105 = bitcast i32 %t111 to float
  %v1106 = trunc i32 %v1100 to i16
  %t112 = zext i16 %v1106 to i32
  %t113 = shl i32 %t112, 16
  %v1108 = bitcast i32 %t113 to float
  %v1109 = fadd float %v1105, %v1108
  %v1110 = trunc i32 %v1101 to i16
  %t114 = zext i16 %v1110 to i32
  %t115 = shl i32 %t114, 16
  %v1112 = bitcast i32 %t115 to float
  %v1113 = fadd float %v1109, %v1112
  %v1114 = trunc i32 %v1102 to i16
  %t116 = zext i16 %v1114 to i32
  %t117 = shl i32 %t116, 16
  %v1116 = bitcast i32 %t117 to float
  %v1117 = fadd float %v1113, %v1116
  %t118 = bitcast float %v1117 to i32
  %t119 = fcmp uno float %v1117, 0.000000e+00
  %t120 = lshr i32 %t118, 16
  %t121 = and i32 %t120, 1
  %t122 = add i32 %t121, 32767
  %t123 = add i32 %t118, %t122
  %t124 = lshr i32 %t123, 16
  %t125 = or i32 %t120, 64
  %t126 = trunc i32 %t124 to i16
  %t127 = trunc i32 %t125 to i16
  %v1118 = select i1 %t119, i16 %t127, i16 %t126
  %v1120 = zext i16 %v1118 to i32
  %v1122 = lshr i32 %v1099, 16
  %v1123 = trunc i32 %v1122 to i16
  %t128 = zext i16 %v1123 to i32
  %t129 = shl i32 %t128, 16
  %v1125 = bitcast i32 %t129 to float
  %v1127 = lshr i32 %v1100, 16
  %v1128 = trunc i32 %v1127 to i16
  %t130 = zext i16 %v1128 to i32
  %t131 = shl i32 %t130, 16
  %v1130 = bitcast i32 %t131 to float
  %v1131 = fadd float %v1125, %v1130
  %v1133 = lshr i32 %v1101, 16
  %v1134 = trunc i32 %v1133 to i16
  %t132 = zext i16 %v1134 to i32
  %t133 = shl i32 %t132, 16
  %v1136 = bitcast i32 %t133 to float
  %v1137 = fadd float %v1131, %v1136
  %v1139 = lshr i32 %v1102, 16
  %v1140 = trunc i32 %v1139 to i16
  %t134 = zext i16 %v1140 to i32
  %t135 = shl i32 %t134, 16
  %v1142 = bitcast i32 %t135 to float
  %v1143 = fadd float %v1137, %v1142
  %t136 = bitcast float %v1143 to i32
  %t137 = fcmp uno float %v1143, 0.000000e+00
  %t138 = lshr i32 %t136, 16
  %t139 = and i32 %t138, 1
  %t140 = add i32 %t139, 32767
  %t141 = add i32 %t136, %t140
  %t142 = lshr i32 %t141, 16
  %t143 = or i32 %t138, 64
  %t144 = trunc i32 %t142 to i16
  %t145 = trunc i32 %t143 to i16
  %v1144 = select i1 %t137, i16 %t145, i16 %t144
  %v1146 = zext i16 %v1144 to i32
  %v1148 = shl i32 %v1146, 16
  %v1149 = or i32 %v1120, %v1148
  %v1150 = insertelement <4 x i32> %v1098, i32 %v1149, i32 3
  %v1151 = getelementptr i8, ptr addrspace(1) %v912, i64 %v923
  store <4 x i32> %v1150, ptr addrspace(1) %v1151, align 16
  %v1152 = extractelement <4 x i32> %v936, i32 0
  %v1153 = extractelement <4 x i32> %v938, i32 0
  %v1154 = extractelement <4 x i32> %v940, i32 0
  %v1155 = extractelement <4 x i32> %v942, i32 0
  %v1156 = trunc i32 %v1152 to i16
  %t146 = zext i16 %v1156 to i32
  %t147 = shl i32 %t146, 16
  %v1158 = bitcast i32 %t147 to float
  %v1159 = trunc i32 %v1153 to i16
  %t148 = zext i16 %v1159 to i32
  %t149 = shl i32 %t148, 16
  %v1161 = bitcast i32 %t149 to float
  %v1162 = fadd float %v1158, %v1161
  %v1163 = trunc i32 %v1154 to i16
  %t150 = zext i16 %v1163 to i32
  %t151 = shl i32 %t150, 16
  %v1165 = bitcast i32 %t151 to float
  %v1166 = fadd float %v1162, %v1165
  %v1167 = trunc i32 %v1155 to i16
  %t152 = zext i16 %v1167 to i32
  %t153 = shl i32 %t152, 16
  %v1169 = bitcast i32 %t153 to float
  %v1170 = fadd float %v1166, %v1169
  %t154 = bitcast float %v1170 to i32
  %t155 = fcmp uno float %v1170, 0.000000e+00
  %t156 = lshr i32 %t154, 16
  %t157 = and i32 %t156, 1
  %t158 = add i32 %t157, 32767
  %t159 = add i32 %t154, %t158
  %t160 = lshr i32 %t159, 16
  %t161 = or i32 %t156, 64
  %t162 = trunc i32 %t160 to i16
  %t163 = trunc i32 %t161 to i16
  %v1171 = select i1 %t155, i16 %t163, i16 %t162
  %v1173 = zext i16 %v1171 to i32
  %v1175 = lshr i32 %v1152, 16
  %v1176 = trunc i32 %v1175 to i16
  %t164 = zext i16 %v1176 to i32
  %t165 = shl i32 %t164, 16
  %v1178 = bitcast i32 %t165 to float
  %v1180 = lshr i32 %v1153, 16
  %v1181 = trunc i32 %v1180 to i16
  %t166 = zext i16 %v1181 to i32
  %t167 = shl i32 %t166, 16
  %v1183 = bitcast i32 %t167 to float
  %v1184 = fadd float %v1178, %v1183
  %v1186 = lshr i32 %v1154, 16
  %v1187 = trunc i32 %v1186 to i16
  %t168 = zext i16 %v1187 to i32
  %t169 = shl i32 %t168, 16
  %v1189 = bitcast i32 %t169 to float
  %v1190 = fadd float %v1184, %v1189
  %v1192 = lshr i32 %v1155, 16
  %v1193 = trunc i32 %v1192 to i16
  %t170 = zext i16 %v1193 to i32
  %t171 = shl i32 %t170, 16
  %v1195 = bitcast i32 %t171 to float
  %v1196 = fadd float %v1190, %v1195
  %t172 = bitcast float %v1196 to i32
  %t173 = fcmp uno float %v1196, 0.000000e+00
  %t174 = lshr i32 %t172, 16
  %t175 = and i32 %t174, 1
  %t176 = add i32 %t175, 32767
  %t177 = add i32 %t172, %t176
  %t178 = lshr i32 %t177, 16
  %t179 = or i32 %t174, 64
  %t180 = trunc i32 %t178 to i16
  %t181 = trunc i32 %t179 to i16
  %v1197 = select i1 %t173, i16 %t181, i16 %t180
  %v1199 = zext i16 %v1197 to i32
  %v1201 = shl i32 %v1199, 16
  %v1202 = or i32 %v1173, %v1201
  %t182 = insertelement <4 x i32> poison, i32 %v1202, i32 0
  %v1203 = shufflevector <4 x i32> %t182, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1204 = extractelement <4 x i32> %v936, i32 1
  %v1205 = extractelement <4 x i32> %v938, i32 1
  %v1206 = extractelement <4 x i32> %v940, i32 1
  %v1207 = extractelement <4 x i32> %v942, i32 1
  %v1208 = trunc i32 %v1204 to i16
  %t183 = zext i16 %v1208 to i32
  %t184 = shl i32 %t183, 16
  %v1210 = bitcast i32 %t184 to float
  %v1211 = trunc i32 %v1205 to i16
  %t185 = zext i16 %v1211 to i32
  %t186 = shl i32 %t185, 16
  %v1213 = bitcast i32 %t186 to float
  %v1214 = fadd float %v1210, %v1213
  %v1215 = trunc i32 %v1206 to i16
  %t187 = zext i16 %v1215 to i32
  %t188 = shl i32 %t187, 16
  %v1217 = bitcast i32 %t188 to float
  %v1218 = fadd float %v1214, %v1217
  %v1219 = trunc i32 %v1207 to i16
  %t189 = zext i16 %v1219 to i32
  %t190 = shl i32 %t189, 16
  %v1221 = bitcast i32 %t190 to float
  %v1222 = fadd float %v1218, %v1221
  %t191 = bitcast float %v1222 to i32
  %t192 = fcmp uno float %v1222, 0.000000e+00
  %t193 = lshr i32 %t191, 16
  %t194 = and i32 %t193, 1
  %t195 = add i32 %t194, 32767
  %t196 = add i32 %t191, %t195
  %t197 = lshr i32 %t196, 16
  %t198 = or i32 %t193, 64
  %t199 = trunc i32 %t197 to i16
  %t200 = trunc i32 %t198 to i16
  %v1223 = select i1 %t192, i16 %t200, i16 %t199
  %v1225 = zext i16 %v1223 to i32
  %v1227 = lshr i32 %v1204, 16
  %v1228 = trunc i32 %v1227 to i16
  %t201 = zext i16 %v1228 to i32
  %t202 = shl i32 %t201, 16
  %v1230 = bitcast i32 %t202 to float
  %v1232 = lshr i32 %v1205, 16
  %v1233 = trunc i32 %v1232 to i16
  %t203 = zext i16 %v1233 to i32
  %t204 = shl i32 %t203, 16
  %v1235 = bitcast i32 %t204 to float
  %v1236 = fadd float %v1230, %v1235
  %v1238 = lshr i32 %v1206, 16
  %v1239 = trunc i32 %v1238 to i16
  %t205 = zext i16 %v1239 to i32
  %t206 = shl i32 %t205, 16
  %v1241 = bitcast i32 %t206 to float
  %v1242 = fadd float %v1236, %v1241
  %v1244 = lshr i32 %v1207, 16
  %v1245 = trunc i32 %v1244 to i16
  %t207 = zext i16 %v1245 to i32
  %t208 = shl i32 %t207, 16
  %v1247 = bitcast i32 %t208 to float
  %v1248 = fadd float %v1242, %v1247
  %t209 = bitcast float %v1248 to i32
  %t210 = fcmp uno float %v1248, 0.000000e+00
  %t211 = lshr i32 %t209, 16
  %t212 = and i32 %t211, 1
  %t213 = add i32 %t212, 32767
  %t214 = add i32 %t209, %t213
  %t215 = lshr i32 %t214, 16
  %t216 = or i32 %t211, 64
  %t217 = trunc i32 %t215 to i16
  %t218 = trunc i32 %t216 to i16
  %v1249 = select i1 %t210, i16 %t218, i16 %t217
  %v1251 = zext i16 %v1249 to i32
  %v1253 = shl i32 %v1251, 16
  %v1254 = or i32 %v1225, %v1253
  %v1255 = insertelement <4 x i32> %v1203, i32 %v1254, i32 1
  %v1256 = extractelement <4 x i32> %v936, i32 2
  %v1257 = extractelement <4 x i32> %v938, i32 2
  %v1258 = extractelement <4 x i32> %v940, i32 2
  %v1259 = extractelement <4 x i32> %v942, i32 2
  %v1260 = trunc i32 %v1256 to i16
  %t219 = zext i16 %v1260 to i32
  %t220 = shl i32 %t219, 16
  %v1262 = bitcast i32 %t220 to float
  %v1263 = trunc i32 %v1257 to i16
  %t221 = zext i16 %v1263 to i32
  %t222 = shl i32 %t221, 16
  %v1265 = bitcast i32 %t222 to float
  %v1266 = fadd float %v1262, %v1265
  %v1267 = trunc i32 %v1258 to i16
  %t223 = zext i16 %v1267 to i32
  %t224 = shl i32 %t223, 16
  %v1269 = bitcast i32 %t224 to float
  %v1270 = fadd float %v1266, %v1269
  %v1271 = trunc i32 %v1259 to i16
  %t225 = zext i16 %v1271 to i32
  %t226 = shl i32 %t225, 16
  %v1273 = bitcast i32 %t226 to float
  %v1274 = fadd float %v1270, %v1273
  %t227 = bitcast float %v1274 to i32
  %t228 = fcmp uno float %v1274, 0.000000e+00
  %t229 = lshr i32 %t227, 16
  %t230 = and i32 %t229, 1
  %t231 = add i32 %t230, 32767
  %t232 = add i32 %t227, %t231
  %t233 = lshr i32 %t232, 16
  %t234 = or i32 %t229, 64
  %t235 = trunc i32 %t233 to i16
  %t236 = trunc i32 %t234 to i16
  %v1275 = select i1 %t228, i16 %t236, i16 %t235
  %v1277 = zext i16 %v1275 to i32
  %v1279 = lshr i32 %v1256, 16
  %v1280 = trunc i32 %v1279 to i16
  %t237 = zext i16 %v1280 to i32
  %t238 = shl i32 %t237, 16
  %v1282 = bitcast i32 %t238 to float
  %v1284 = lshr i32 %v1257, 16
  %v1285 = trunc i32 %v1284 to i16
  %t239 = zext i16 %v1285 to i32
  %t240 = shl i32 %t239, 16
  %v1287 = bitcast i32 %t240 to float
  %v1288 = fadd float %v1282, %v1287
  %v1290 = lshr i32 %v1258, 16
  %v1291 = trunc i32 %v1290 to i16
  %t241 = zext i16 %v1291 to i32
  %t242 = shl i32 %t241, 16
  %v1293 = bitcast i32 %t242 to float
  %v1294 = fadd float %v1288, %v1293
  %v1296 = lshr i32 %v1259, 16
  %v1297 = trunc i32 %v1296 to i16
  %t243 = zext i16 %v1297 to i32
  %t244 = shl i32 %t243, 16
  %v1299 = bitcast i32 %t244 to float
  %v1300 = fadd float %v1294, %v1299
  %t245 = bitcast float %v1300 to i32
  %t246 = fcmp uno float %v1300, 0.000000e+00
  %t247 = lshr i32 %t245, 16
  %t248 = and i32 %t247, 1
  %t249 = add i32 %t248, 32767
  %t250 = add i32 %t245, %t249
  %t251 = lshr i32 %t250, 16
  %t252 = or i32 %t247, 64
  %t253 = trunc i32 %t251 to i16
  %t254 = trunc i32 %t252 to i16
  %v1301 = select i1 %t246, i16 %t254, i16 %t253
  %v1303 = zext i16 %v1301 to i32
  %v1305 = shl i32 %v1303, 16
  %v1306 = or i32 %v1277, %v1305
  %v1307 = insertelement <4 x i32> %v1255, i32 %v1306, i32 2
  %v1308 = extractelement <4 x i32> %v936, i32 3
  %v1309 = extractelement <4 x i32> %v938, i32 3
  %v1310 = extractelement <4 x i32> %v940, i32 3
  %v1311 = extractelement <4 x i32> %v942, i32 3
  %v1312 = trunc i32 %v1308 to i16
  %t255 = zext i16 %v1312 to i32
  %t256 = shl i32 %t255, 16
  %v1314 = bitcast i32 %t256 to float
  %v1315 = trunc i32 %v1309 to i16
  %t257 = zext i16 %v1315 to i32
  %t258 = shl i32 %t257, 16
  %v1317 = bitcast i32 %t258 to float
  %v1318 = fadd float %v1314, %v1317
  %v1319 = trunc i32 %v1310 to i16
  %t259 = zext i16 %v1319 to i32
  %t260 = shl i32 %t259, 16
  %v1321 = bitcast i32 %t260 to float
  %v1322 = fadd float %v1318, %v1321
  %v1323 = trunc i32 %v1311 to i16
  %t261 = zext i16 %v1323 to i32
  %t262 = shl i32 %t261, 16
  %v1325 = bitcast i32 %t262 to float
  %v1326 = fadd float %v1322, %v1325
  %t263 = bitcast float %v1326 to i32
  %t264 = fcmp uno float %v1326, 0.000000e+00
  %t265 = lshr i32 %t263, 16
  %t266 = and i32 %t265, 1
  %t267 = add i32 %t266, 32767
  %t268 = add i32 %t263, %t267
  %t269 = lshr i32 %t268, 16
  %t270 = or i32 %t265, 64
  %t271 = trunc i32 %t269 to i16
  %t272 = trunc i32 %t270 to i16
  %v1327 = select i1 %t264, i16 %t272, i16 %t271
  %v1329 = zext i16 %v1327 to i32
  %v1331 = lshr i32 %v1308, 16
  %v1332 = trunc i32 %v1331 to i16
  %t273 = zext i16 %v1332 to i32
  %t274 = shl i32 %t273, 16
  %v1334 = bitcast i32 %t274 to float
  %v1336 = lshr i32 %v1309, 16
  %v1337 = trunc i32 %v1336 to i16
  %t275 = zext i16 %v1337 to i32
  %t276 = shl i32 %t275, 16
  %v1339 = bitcast i32 %t276 to float
  %v1340 = fadd float %v1334, %v1339
  %v1342 = lshr i32 %v1310, 16
  %v1343 = trunc i32 %v1342 to i16
  %t277 = zext i16 %v1343 to i32
  %t278 = shl i32 %t277, 16
  %v1345 = bitcast i32 %t278 to float
  %v1346 = fadd float %v1340, %v1345
  %v1348 = lshr i32 %v1311, 16
  %v1349 = trunc i32 %v1348 to i16
  %t279 = zext i16 %v1349 to i32
  %t280 = shl i32 %t279, 16
  %v1351 = bitcast i32 %t280 to float
  %v1352 = fadd float %v1346, %v1351
  %t281 = bitcast float %v1352 to i32
  %t282 = fcmp uno float %v1352, 0.000000e+00
  %t283 = lshr i32 %t281, 16
  %t284 = and i32 %t283, 1
  %t285 = add i32 %t284, 32767
  %t286 = add i32 %t281, %t285
  %t287 = lshr i32 %t286, 16
  %t288 = or i32 %t283, 64
  %t289 = trunc i32 %t287 to i16
  %t290 = trunc i32 %t288 to i16
  %v1353 = select i1 %t282, i16 %t290, i16 %t289
  %v1355 = zext i16 %v1353 to i32
  %v1357 = shl i32 %v1355, 16
  %v1358 = or i32 %v1329, %v1357
  %v1359 = insertelement <4 x i32> %v1307, i32 %v1358, i32 3
  %v1360 = getelementptr i8, ptr addrspace(1) %v912, i64 %v926
  store <4 x i32> %v1359, ptr addrspace(1) %v1360, align 16
  br label %for37.latch
for37.latch:
  %for37.next = add i32 %v921, 8192
  br label %for37.head
for37.end:
  %v1363 = sub i32 %v915, %v919
  %v1364 = icmp uge i32 %v1363, 4096
  br i1 %v1364, label %if38.then, label %if38.end
if38.then:
  %v1365 = add i32 %v919, %v916
  %v1366 = zext i32 %v1365 to i64
  %v1367 = getelementptr i8, ptr addrspace(1) %v905, i64 %v1366
  %v1368 = load <4 x i32>, ptr addrspace(1) %v1367, align 16
  %v1369 = getelementptr i8, ptr addrspace(1) %v907, i64 %v1366
  %v1370 = load <4 x i32>, ptr addrspace(1) %v1369, align 16
  %v1371 = getelementptr i8, ptr addrspace(1) %v909, i64 %v1366
  %v1372 = load <4 x i32>, ptr addrspace(1) %v1371, align 16
  %v1373 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1366
  %v1374 = load <4 x i32>, ptr addrspace(1) %v1373, align 16
  %v1375 = extractelement <4 x i32> %v1368, i32 0
  %v1376 = extractelement <4 x i32> %v1370, i32 0
  %v1377 = extractelement <4 x i32> %v1372, i32 0
  %v1378 = extractelement <4 x i32> %v1374, i32 0
  %v1379 = trunc i32 %v1375 to i16
  %t291 = zext i16 %v1379 to i32
  %t292 = shl i32 %t291, 16
  %v1381 = bitcast i32 %t292 to float
  %v1382 = trunc i32 %v1376 to i16
  %t293 = zext i16 %v1382 to i32
  %t294 = shl i32 %t293, 16
  %v1384 = bitcast i32 %t294 to float
  %v1385 = fadd float %v1381, %v1384
  %v1386 = trunc i32 %v1377 to i16
  %t295 = zext i16 %v1386 to i32
  %t296 = shl i32 %t295, 16
  %v1388 = bitcast i32 %t296 to float
  %v1389 = fadd float %v1385, %v1388
  %v1390 = trunc i32 %v1378 to i16
  %t297 = zext i16 %v1390 to i32
  %t298 = shl i32 %t297, 16
  %v1392 = bitcast i32 %t298 to float
  %v1393 = fadd float %v1389, %v1392
  %t299 = bitcast float %v1393 to i32
  %t300 = fcmp uno float %v1393, 0.000000e+00
  %t301 = lshr i32 %t299, 16
  %t302 = and i32 %t301, 1
  %t303 = add i32 %t302, 32767
  %t304 = add i32 %t299, %t303
  %t305 = lshr i32 %t304, 16
  %t306 = or i32 %t301, 64
  %t307 = trunc i32 %t305 to i16
  %t308 = trunc i32 %t306 to i16
  %v1394 = select i1 %t300, i16 %t308, i16 %t307
  %v1396 = zext i16 %v1394 to i32
  %v1398 = lshr i32 %v1375, 16
  %v1399 = trunc i32 %v1398 to i16
  %t309 = zext i16 %v1399 to i32
  %t310 = shl i32 %t309, 16
  %v1401 = bitcast i32 %t310 to float
  %v1403 = lshr i32 %v1376, 16
  %v1404 = trunc i32 %v1403 to i16
  %t311 = zext i16 %v1404 to i32
  %t312 = shl i32 %t311, 16
  %v1406 = bitcast i32 %t312 to float
  %v1407 = fadd float %v1401, %v1406
  %v1409 = lshr i32 %v1377, 16
  %v1410 = trunc i32 %v1409 to i16
  %t313 = zext i16 %v1410 to i32
  %t314 = shl i32 %t313, 16
  %v1412 = bitcast i32 %t314 to float
  %v1413 = fadd float %v1407, %v1412
  %v1415 = lshr i32 %v1378, 16
  %v1416 = trunc i32 %v1415 to i16
  %t315 = zext i16 %v1416 to i32
  %t316 = shl i32 %t315, 16
  %v1418 = bitcast i32 %t316 to float
  %v1419 = fadd float %v1413, %v1418
  %t317 = bitcast float %v1419 to i32
  %t318 = fcmp uno float %v1419, 0.000000e+00
  %t319 = lshr i32 %t317, 16
  %t320 = and i32 %t319, 1
  %t321 = add i32 %t320, 32767
  %t322 = add i32 %t317, %t321
  %t323 = lshr i32 %t322, 16
  %t324 = or i32 %t319, 64
  %t325 = trunc i32 %t323 to i16
  %t326 = trunc i32 %t324 to i16
  %v1420 = select i1 %t318, i16 %t326, i16 %t325
  %v1422 = zext i16 %v1420 to i32
  %v1424 = shl i32 %v1422, 16
  %v1425 = or i32 %v1396, %v1424
  %t327 = insertelement <4 x i32> poison, i32 %v1425, i32 0
  %v1426 = shufflevector <4 x i32> %t327, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1427 = extractelement <4 x i32> %v1368, i32 1
  %v1428 = extractelement <4 x i32> %v1370, i32 1
  %v1429 = extractelement <4 x i32> %v1372, i32 1
  %v1430 = extractelement <4 x i32> %v1374, i32 1
  %v1431 = trunc i32 %v1427 to i16
  %t328 = zext i16 %v1431 to i32
  %t329 = shl i32 %t328, 16
  %v1433 = bitcast i32 %t329 to float
  %v1434 = trunc i32 %v1428 to i16
  %t330 = zext i16 %v1434 to i32
  %t331 = shl i32 %t330, 16
  %v1436 = bitcast i32 %t331 to float
  %v1437 = fadd float %v1433, %v1436
  %v1438 = trunc i32 %v1429 to i16
  %t332 = zext i16 %v1438 to i32
  %t333 = shl i32 %t332, 16
  %v1440 = bitcast i32 %t333 to float
  %v1441 = fadd float %v1437, %v1440
  %v1442 = trunc i32 %v1430 to i16
  %t334 = zext i16 %v1442 to i32
  %t335 = shl i32 %t334, 16
  %v1444 = bitcast i32 %t335 to float
  %v1445 = fadd float %v1441, %v1444
  %t336 = bitcast float %v1445 to i32
  %t337 = fcmp uno float %v1445, 0.000000e+00
  %t338 = lshr i32 %t336, 16
  %t339 = and i32 %t338, 1
  %t340 = add i32 %t339, 32767
  %t341 = add i32 %t336, %t340
  %t342 = lshr i32 %t341, 16
  %t343 = or i32 %t338, 64
  %t344 = trunc i32 %t342 to i16
  %t345 = trunc i32 %t343 to i16
  %v1446 = select i1 %t337, i16 %t345, i16 %t344
  %v1448 = zext i16 %v1446 to i32
  %v1450 = lshr i32 %v1427, 16
  %v1451 = trunc i32 %v1450 to i16
  %t346 = zext i16 %v1451 to i32
  %t347 = shl i32 %t346, 16
  %v1453 = bitcast i32 %t347 to float
  %v1455 = lshr i32 %v1428, 16
  %v1456 = trunc i32 %v1455 to i16
  %t348 = zext i16 %v1456 to i32
  %t349 = shl i32 %t348, 16
  %v1458 = bitcast i32 %t349 to float
  %v1459 = fadd float %v1453, %v1458
  %v1461 = lshr i32 %v1429, 16
  %v1462 = trunc i32 %v1461 to i16
  %t350 = zext i16 %v1462 to i32
  %t351 = shl i32 %t350, 16
  %v1464 = bitcast i32 %t351 to float
  %v1465 = fadd float %v1459, %v1464
  %v1467 = lshr i32 %v1430, 16
  %v1468 = trunc i32 %v1467 to i16
  %t352 = zext i16 %v1468 to i32
  %t353 = shl i32 %t352, 16
  %v1470 = bitcast i32 %t353 to float
  %v1471 = fadd float %v1465, %v1470
  %t354 = bitcast float %v1471 to i32
  %t355 = fcmp uno float %v1471, 0.000000e+00
  %t356 = lshr i32 %t354, 16
  %t357 = and i32 %t356, 1
  %t358 = add i32 %t357, 32767
  %t359 = add i32 %t354, %t358
  %t360 = lshr i32 %t359, 16
  %t361 = or i32 %t356, 64
  %t362 = trunc i32 %t360 to i16
  %t363 = trunc i32 %t361 to i16
  %v1472 = select i1 %t355, i16 %t363, i16 %t362
  %v1474 = zext i16 %v1472 to i32
  %v1476 = shl i32 %v1474, 16
  %v1477 = or i32 %v1448, %v1476
  %v1478 = insertelement <4 x i32> %v1426, i32 %v1477, i32 1
  %v1479 = extractelement <4 x i32> %v1368, i32 2
  %v1480 = extractelement <4 x i32> %v1370, i32 2
  %v1481 = extractelement <4 x i32> %v1372, i32 2
  %v1482 = extractelement <4 x i32> %v1374, i32 2
  %v1483 = trunc i32 %v1479 to i16
  %t364 = zext i16 %v1483 to i32
  %t365 = shl i32 %t364, 16
  %v1485 = bitcast i32 %t365 to float
  %v1486 = trunc i32 %v1480 to i16
  %t366 = zext i16 %v1486 to i32
  %t367 = shl i32 %t366, 16
  %v1488 = bitcast i32 %t367 to float
  %v1489 = fadd float %v1485, %v1488
  %v1490 = trunc i32 %v1481 to i16
  %t368 = zext i16 %v1490 to i32
  %t369 = shl i32 %t368, 16
  %v1492 = bitcast i32 %t369 to float
  %v1493 = fadd float %v1489, %v1492
  %v1494 = trunc i32 %v1482 to i16
  %t370 = zext i16 %v1494 to i32
  %t371 = shl i32 %t370, 16
  %v1496 = bitcast i32 %t371 to float
  %v1497 = fadd float %v1493, %v1496
  %t372 = bitcast float %v1497 to i32
  %t373 = fcmp uno float %v1497, 0.000000e+00
  %t374 = lshr i32 %t372, 16
  %t375 = and i32 %t374, 1
  %t376 = add i32 %t375, 32767
  %t377 = add i32 %t372, %t376
  %t378 = lshr i32 %t377, 16
  %t379 = or i32 %t374, 64
  %t380 = trunc i32 %t378 to i16
  %t381 = trunc i32 %t379 to i16
  %v1498 = select i1 %t373, i16 %t381, i16 %t380
  %v1500 = zext i16 %v1498 to i32
  %v1502 = lshr i32 %v1479, 16
  %v1503 = trunc i32 %v1502 to i16
  %t382 = zext i16 %v1503 to i32
  %t383 = shl i32 %t382, 16
  %v1505 = bitcast i32 %t383 to float
  %v1507 = lshr i32 %v1480, 16
  %v1508 = trunc i32 %v1507 to i16
  %t384 = zext i16 %v1508 to i32
  %t385 = shl i32 %t384, 16
  %v1510 = bitcast i32 %t385 to float
  %v1511 = fadd float %v1505, %v1510
  %v1513 = lshr i32 %v1481, 16
  %v1514 = trunc i32 %v1513 to i16
  %t386 = zext i16 %v1514 to i32
  %t387 = shl i32 %t386, 16
  %v1516 = bitcast i32 %t387 to float
  %v1517 = fadd float %v1511, %v1516
  %v1519 = lshr i32 %v1482, 16
  %v1520 = trunc i32 %v1519 to i16
  %t388 = zext i16 %v1520 to i32
  %t389 = shl i32 %t388, 16
  %v1522 = bitcast i32 %t389 to float
  %v1523 = fadd float %v1517, %v1522
  %t390 = bitcast float %v1523 to i32
  %t391 = fcmp uno float %v1523, 0.000000e+00
  %t392 = lshr i32 %t390, 16
  %t393 = and i32 %t392, 1
  %t394 = add i32 %t393, 32767
  %t395 = add i32 %t390, %t394
  %t396 = lshr i32 %t395, 16
  %t397 = or i32 %t392, 64
  %t398 = trunc i32 %t396 to i16
  %t399 = trunc i32 %t397 to i16
  %v1524 = select i1 %t391, i16 %t399, i16 %t398
  %v1526 = zext i16 %v1524 to i32
  %v1528 = shl i32 %v1526, 16
  %v1529 = or i32 %v1500, %v1528
  %v1530 = insertelement <4 x i32> %v1478, i32 %v1529, i32 2
  %v1531 = extractelement <4 x i32> %v1368, i32 3
  %v1532 = extractelement <4 x i32> %v1370, i32 3
  %v1533 = extractelement <4 x i32> %v1372, i32 3
  %v1534 = extractelement <4 x i32> %v1374, i32 3
  %v1535 = trunc i32 %v1531 to i16
  %t400 = zext i16 %v1535 to i32
  %t401 = shl i32 %t400, 16
  %v1537 = bitcast i32 %t401 to float
  %v1538 = trunc i32 %v1532 to i16
  %t402 = zext i16 %v1538 to i32
  %t403 = shl i32 %t402, 16
  %v1540 = bitcast i32 %t403 to float
  %v1541 = fadd float %v1537, %v1540
  %v1542 = trunc i32 %v1533 to i16
  %t404 = zext i16 %v1542 to i32
  %t405 = shl i32 %t404, 16
  %v1544 = bitcast i32 %t405 to float
  %v1545 = fadd float %v1541, %v1544
  %v1546 = trunc i32 %v1534 to i16
  %t406 = zext i16 %v1546 to i32
  %t407 = shl i32 %t406, 16
  %v1548 = bitcast i32 %t407 to float
  %v1549 = fadd float %v1545, %v1548
  %t408 = bitcast float %v1549 to i32
  %t409 = fcmp uno float %v1549, 0.000000e+00
  %t410 = lshr i32 %t408, 16
  %t411 = and i32 %t410, 1
  %t412 = add i32 %t411, 32767
  %t413 = add i32 %t408, %t412
  %t414 = lshr i32 %t413, 16
  %t415 = or i32 %t410, 64
  %t416 = trunc i32 %t414 to i16
  %t417 = trunc i32 %t415 to i16
  %v1550 = select i1 %t409, i16 %t417, i16 %t416
  %v1552 = zext i16 %v1550 to i32
  %v1554 = lshr i32 %v1531, 16
  %v1555 = trunc i32 %v1554 to i16
  %t418 = zext i16 %v1555 to i32
  %t419 = shl i32 %t418, 16
  %v1557 = bitcast i32 %t419 to float
  %v1559 = lshr i32 %v1532, 16
  %v1560 = trunc i32 %v1559 to i16
  %t420 = zext i16 %v1560 to i32
  %t421 = shl i32 %t420, 16
  %v1562 = bitcast i32 %t421 to float
  %v1563 = fadd float %v1557, %v1562
  %v1565 = lshr i32 %v1533, 16
  %v1566 = trunc i32 %v1565 to i16
  %t422 = zext i16 %v1566 to i32
  %t423 = shl i32 %t422, 16
  %v1568 = bitcast i32 %t423 to float
  %v1569 = fadd float %v1563, %v1568
  %v1571 = lshr i32 %v1534, 16
  %v1572 = trunc i32 %v1571 to i16
  %t424 = zext i16 %v1572 to i32
  %t425 = shl i32 %t424, 16
  %v1574 = bitcast i32 %t425 to float
  %v1575 = fadd float %v1569, %v1574
  %t426 = bitcast float %v1575 to i32
  %t427 = fcmp uno float %v1575, 0.000000e+00
  %t428 = lshr i32 %t426, 16
  %t429 = and i32 %t428, 1
  %t430 = add i32 %t429, 32767
  %t431 = add i32 %t426, %t430
  %t432 = lshr i32 %t431, 16
  %t433 = or i32 %t428, 64
  %t434 = trunc i32 %t432 to i16
  %t435 = trunc i32 %t433 to i16
  %v1576 = select i1 %t427, i16 %t435, i16 %t434
  %v1578 = zext i16 %v1576 to i32
  %v1580 = shl i32 %v1578, 16
  %v1581 = or i32 %v1552, %v1580
  %v1582 = insertelement <4 x i32> %v1530, i32 %v1581, i32 3
  %v1583 = getelementptr i8, ptr addrspace(1) %v912, i64 %v1366
  store <4 x i32> %v1582, ptr addrspace(1) %v1583, align 16
  %v1584 = add i32 %v919, 4096
  br label %if38.end
if38.end:
  %phi40 = phi i32 [ %v1584, %if38.then ], [ %v919, %for37.end ]
  %v1587 = add i32 %phi40, %v916
  br label %for39.head
for39.head:
  %v1588 = phi i32 [ %v1587, %if38.end ], [ %for39.next, %for39.latch ]
  %for39.cond = icmp ult i32 %v1588, %v915
  br i1 %for39.cond, label %for39.body, label %for39.end
for39.body:
  %v1589 = zext i32 %v1588 to i64
  %v1590 = getelementptr i8, ptr addrspace(1) %v905, i64 %v1589
  %v1591 = load <4 x i32>, ptr addrspace(1) %v1590, align 16
  %v1592 = getelementptr i8, ptr addrspace(1) %v907, i64 %v1589
  %v1593 = load <4 x i32>, ptr addrspace(1) %v1592, align 16
  %v1594 = getelementptr i8, ptr addrspace(1) %v909, i64 %v1589
  %v1595 = load <4 x i32>, ptr addrspace(1) %v1594, align 16
  %v1596 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1589
  %v1597 = load <4 x i32>, ptr addrspace(1) %v1596, align 16
  %v1598 = extractelement <4 x i32> %v1591, i32 0
  %v1599 = extractelement <4 x i32> %v1593, i32 0
  %v1600 = extractelement <4 x i32> %v1595, i32 0
  %v1601 = extractelement <4 x i32> %v1597, i32 0
  %v1602 = trunc i32 %v1598 to i16
  %t436 = zext i16 %v1602 to i32
  %t437 = shl i32 %t436, 16
  %v1604 = bitcast i32 %t437 to float
  %v1605 = trunc i32 %v1599 to i16
  %t438 = zext i16 %v1605 to i32
  %t439 = shl i32 %t438, 16
  %v1607 = bitcast i32 %t439 to float
  %v1608 = fadd float %v1604, %v1607
  %v1609 = trunc i32 %v1600 to i16
  %t440 = zext i16 %v1609 to i32
  %t441 = shl i32 %t440, 16
  %v1611 = bitcast i32 %t441 to float
  %v1612 = fadd float %v1608, %v1611
  %v1613 = trunc i32 %v1601 to i16
  %t442 = zext i16 %v1613 to i32
  %t443 = shl i32 %t442, 16
  %v1615 = bitcast i32 %t443 to float
  %v1616 = fadd float %v1612, %v1615
  %t444 = bitcast float %v1616 to i32
  %t445 = fcmp uno float %v1616, 0.000000e+00
  %t446 = lshr i32 %t444, 16
  %t447 = and i32 %t446, 1
  %t448 = add i32 %t447, 32767
  %t449 = add i32 %t444, %t448
  %t450 = lshr i32 %t449, 16
  %t451 = or i32 %t446, 64
  %t452 = trunc i32 %t450 to i16
  %t453 = trunc i32 %t451 to i16
  %v1617 = select i1 %t445, i16 %t453, i16 %t452
  %v1619 = zext i16 %v1617 to i32
  %v1621 = lshr i32 %v1598, 16
  %v1622 = trunc i32 %v1621 to i16
  %t454 = zext i16 %v1622 to i32
  %t455 = shl i32 %t454, 16
  %v1624 = bitcast i32 %t455 to float
  %v1626 = lshr i32 %v1599, 16
  %v1627 = trunc i32 %v1626 to i16
  %t456 = zext i16 %v1627 to i32
  %t457 = shl i32 %t456, 16
  %v1629 = bitcast i32 %t457 to float
  %v1630 = fadd float %v1624, %v1629
  %v1632 = lshr i32 %v1600, 16
  %v1633 = trunc i32 %v1632 to i16
  %t458 = zext i16 %v1633 to i32
  %t459 = shl i32 %t458, 16
  %v1635 = bitcast i32 %t459 to float
  %v1636 = fadd float %v1630, %v1635
  %v1638 = lshr i32 %v1601, 16
  %v1639 = trunc i32 %v1638 to i16
  %t460 = zext i16 %v1639 to i32
  %t461 = shl i32 %t460, 16
  %v1641 = bitcast i32 %t461 to float
  %v1642 = fadd float %v1636, %v1641
  %t462 = bitcast float %v1642 to i32
  %t463 = fcmp uno float %v1642, 0.000000e+00
  %t464 = lshr i32 %t462, 16
  %t465 = and i32 %t464, 1
  %t466 = add i32 %t465, 32767
  %t467 = add i32 %t462, %t466
  %t468 = lshr i32 %t467, 16
  %t469 = or i32 %t464, 64
  %t470 = trunc i32 %t468 to i16
  %t471 = trunc i32 %t469 to i16
  %v1643 = select i1 %t463, i16 %t471, i16 %t470
  %v1645 = zext i16 %v1643 to i32
  %v1647 = shl i32 %v1645, 16
  %v1648 = or i32 %v1619, %v1647
  %t472 = insertelement <4 x i32> poison, i32 %v1648, i32 0
  %v1649 = shufflevector <4 x i32> %t472, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1650 = extractelement <4 x i32> %v1591, i32 1
  %v1651 = extractelement <4 x i32> %v1593, i32 1
  %v1652 = extractelement <4 x i32> %v1595, i32 1
  %v1653 = extractelement <4 x i32> %v1597, i32 1
  %v1654 = trunc i32 %v1650 to i16
  %t473 = zext i16 %v1654 to i32
  %t474 = shl i32 %t473, 16
  %v1656 = bitcast i32 %t474 to float
  %v1657 = trunc i32 %v1651 to i16
  %t475 = zext i16 %v1657 to i32
  %t476 = shl i32 %t475, 16
  %v1659 = bitcast i32 %t476 to float
  %v1660 = fadd float %v1656, %v1659
  %v1661 = trunc i32 %v1652 to i16
  %t477 = zext i16 %v1661 to i32
  %t478 = shl i32 %t477, 16
  %v1663 = bitcast i32 %t478 to float
  %v1664 = fadd float %v1660, %v1663
  %v1665 = trunc i32 %v1653 to i16
  %t479 = zext i16 %v1665 to i32
  %t480 = shl i32 %t479, 16
  %v1667 = bitcast i32 %t480 to float
  %v1668 = fadd float %v1664, %v1667
  %t481 = bitcast float %v1668 to i32
  %t482 = fcmp uno float %v1668, 0.000000e+00
  %t483 = lshr i32 %t481, 16
  %t484 = and i32 %t483, 1
  %t485 = add i32 %t484, 32767
  %t486 = add i32 %t481, %t485
  %t487 = lshr i32 %t486, 16
  %t488 = or i32 %t483, 64
  %t489 = trunc i32 %t487 to i16
  %t490 = trunc i32 %t488 to i16
  %v1669 = select i1 %t482, i16 %t490, i16 %t489
  %v1671 = zext i16 %v1669 to i32
  %v1673 = lshr i32 %v1650, 16
  %v1674 = trunc i32 %v1673 to i16
  %t491 = zext i16 %v1674 to i32
  %t492 = shl i32 %t491, 16
  %v1676 = bitcast i32 %t492 to float
  %v1678 = lshr i32 %v1651, 16
  %v1679 = trunc i32 %v1678 to i16
  %t493 = zext i16 %v1679 to i32
  %t494 = shl i32 %t493, 16
  %v1681 = bitcast i32 %t494 to float
  %v1682 = fadd float %v1676, %v1681
  %v1684 = lshr i32 %v1652, 16
  %v1685 = trunc i32 %v1684 to i16
  %t495 = zext i16 %v1685 to i32
  %t496 = shl i32 %t495, 16
  %v1687 = bitcast i32 %t496 to float
  %v1688 = fadd float %v1682, %v1687
  %v1690 = lshr i32 %v1653, 16
  %v1691 = trunc i32 %v1690 to i16
  %t497 = zext i16 %v1691 to i32
  %t498 = shl i32 %t497, 16
  %v1693 = bitcast i32 %t498 to float
  %v1694 = fadd float %v1688, %v1693
  %t499 = bitcast float %v1694 to i32
  %t500 = fcmp uno float %v1694, 0.000000e+00
  %t501 = lshr i32 %t499, 16
  %t502 = and i32 %t501, 1
  %t503 = add i32 %t502, 32767
  %t504 = add i32 %t499, %t503
  %t505 = lshr i32 %t504, 16
  %t506 = or i32 %t501, 64
  %t507 = trunc i32 %t505 to i16
  %t508 = trunc i32 %t506 to i16
  %v1695 = select i1 %t500, i16 %t508, i16 %t507
  %v1697 = zext i16 %v1695 to i32
  %v1699 = shl i32 %v1697, 16
  %v1700 = or i32 %v1671, %v1699
  %v1701 = insertelement <4 x i32> %v1649, i32 %v1700, i32 1
  %v1702 = extractelement <4 x i32> %v1591, i32 2
  %v1703 = extractelement <4 x i32> %v1593, i32 2
  %v1704 = extractelement <4 x i32> %v1595, i32 2
  %v1705 = extractelement <4 x i32> %v1597, i32 2
  %v1706 = trunc i32 %v1702 to i16
  %t509 = zext i16 %v1706 to i32
  %t510 = shl i32 %t509, 16
  %v1708 = bitcast i32 %t510 to float
  %v1709 = trunc i32 %v1703 to i16
  %t511 = zext i16 %v1709 to i32
  %t512 = shl i32 %t511, 16
  %v1711 = bitcast i32 %t512 to float
  %v1712 = fadd float %v1708, %v1711
  %v1713 = trunc i32 %v1704 to i16
  %t513 = zext i16 %v1713 to i32
  %t514 = shl i32 %t513, 16
  %v1715 = bitcast i32 %t514 to float
  %v1716 = fadd float %v1712, %v1715
  %v1717 = trunc i32 %v1705 to i16
  %t515 = zext i16 %v1717 to i32
  %t516 = shl i32 %t515, 16
  %v1719 = bitcast i32 %t516 to float
  %v1720 = fadd float %v1716, %v1719
  %t517 = bitcast float %v1720 to i32
  %t518 = fcmp uno float %v1720, 0.000000e+00
  %t519 = lshr i32 %t517, 16
  %t520 = and i32 %t519, 1
  %t521 = add i32 %t520, 32767
  %t522 = add i32 %t517, %t521
  %t523 = lshr i32 %t522, 16
  %t524 = or i32 %t519, 64
  %t525 = trunc i32 %t523 to i16
  %t526 = trunc i32 %t524 to i16
  %v1721 = select i1 %t518, i16 %t526, i16 %t525
  %v1723 = zext i16 %v1721 to i32
  %v1725 = lshr i32 %v1702, 16
  %v1726 = trunc i32 %v1725 to i16
  %t527 = zext i16 %v1726 to i32
  %t528 = shl i32 %t527, 16
  %v1728 = bitcast i32 %t528 to float
  %v1730 = lshr i32 %v1703, 16
  %v1731 = trunc i32 %v1730 to i16
  %t529 = zext i16 %v1731 to i32
  %t530 = shl i32 %t529, 16
  %v1733 = bitcast i32 %t530 to float
  %v1734 = fadd float %v1728, %v1733
  %v1736 = lshr i32 %v1704, 16
  %v1737 = trunc i32 %v1736 to i16
  %t531 = zext i16 %v1737 to i32
  %t532 = shl i32 %t531, 16
  %v1739 = bitcast i32 %t532 to float
  %v1740 = fadd float %v1734, %v1739
  %v1742 = lshr i32 %v1705, 16
  %v1743 = trunc i32 %v1742 to i16
  %t533 = zext i16 %v1743 to i32
  %t534 = shl i32 %t533, 16
  %v1745 = bitcast i32 %t534 to float
  %v1746 = fadd float %v1740, %v1745
  %t535 = bitcast float %v1746 to i32
  %t536 = fcmp uno float %v1746, 0.000000e+00
  %t537 = lshr i32 %t535, 16
  %t538 = and i32 %t537, 1
  %t539 = add i32 %t538, 32767
  %t540 = add i32 %t535, %t539
  %t541 = lshr i32 %t540, 16
  %t542 = or i32 %t537, 64
  %t543 = trunc i32 %t541 to i16
  %t544 = trunc i32 %t542 to i16
  %v1747 = select i1 %t536, i16 %t544, i16 %t543
  %v1749 = zext i16 %v1747 to i32
  %v1751 = shl i32 %v1749, 16
  %v1752 = or i32 %v1723, %v1751
  %v1753 = insertelement <4 x i32> %v1701, i32 %v1752, i32 2
  %v1754 = extractelement <4 x i32> %v1591, i32 3
  %v1755 = extractelement <4 x i32> %v1593, i32 3
  %v1756 = extractelement <4 x i32> %v1595, i32 3
  %v1757 = extractelement <4 x i32> %v1597, i32 3
  %v1758 = trunc i32 %v1754 to i16
  %t545 = zext i16 %v1758 to i32
  %t546 = shl i32 %t545, 16
  %v1760 = bitcast i32 %t546 to float
  %v1761 = trunc i32 %v1755 to i16
  %t547 = zext i16 %v1761 to i32
  %t548 = shl i32 %t547, 16
  %v1763 = bitcast i32 %t548 to float
  %v1764 = fadd float %v1760, %v1763
  %v1765 = trunc i32 %v1756 to i16
  %t549 = zext i16 %v1765 to i32
  %t550 = shl i32 %t549, 16
  %v1767 = bitcast i32 %t550 to float
  %v1768 = fadd float %v1764, %v1767
  %v1769 = trunc i32 %v1757 to i16
  %t551 = zext i16 %v1769 to i32
  %t552 = shl i32 %t551, 16
  %v1771 = bitcast i32 %t552 to float
  %v1772 = fadd float %v1768, %v1771
  %t553 = bitcast float %v1772 to i32
  %t554 = fcmp uno float %v1772, 0.000000e+00
  %t555 = lshr i32 %t553, 16
  %t556 = and i32 %t555, 1
  %t557 = add i32 %t556, 32767
  %t558 = add i32 %t553, %t557
  %t559 = lshr i32 %t558, 16
  %t560 = or i32 %t555, 64
  %t561 = trunc i32 %t559 to i16
  %t562 = trunc i32 %t560 to i16
  %v1773 = select i1 %t554, i16 %t562, i16 %t561
  %v1775 = zext i16 %v1773 to i32
  %v1777 = lshr i32 %v1754, 16
  %v1778 = trunc i32 %v1777 to i16
  %t563 = zext i16 %v1778 to i32
  %t564 = shl i32 %t563, 16
  %v1780 = bitcast i32 %t564 to float
  %v1782 = lshr i32 %v1755, 16
  %v1783 = trunc i32 %v1782 to i16
  %t565 = zext i16 %v1783 to i32
  %t566 = shl i32 %t565, 16
  %v1785 = bitcast i32 %t566 to float
  %v1786 = fadd float %v1780, %v1785
  %v1788 = lshr i32 %v1756, 16
  %v1789 = trunc i32 %v1788 to i16
  %t567 = zext i16 %v1789 to i32
  %t568 = shl i32 %t567, 16
  %v1791 = bitcast i32 %t568 to float
  %v1792 = fadd float %v1786, %v1791
  %v1794 = lshr i32 %v1757, 16
  %v1795 = trunc i32 %v1794 to i16
  %t569 = zext i16 %v1795 to i32
  %t570 = shl i32 %t569, 16
  %v1797 = bitcast i32 %t570 to float
  %v1798 = fadd float %v1792, %v1797
  %t571 = bitcast float %v1798 to i32
  %t572 = fcmp uno float %v1798, 0.000000e+00
  %t573 = lshr i32 %t571, 16
  %t574 = and i32 %t573, 1
  %t575 = add i32 %t574, 32767
  %t576 = add i32 %t571, %t575
  %t577 = lshr i32 %t576, 16
  %t578 = or i32 %t573, 64
  %t579 = trunc i32 %t577 to i16
  %t580 = trunc i32 %t578 to i16
  %v1799 = select i1 %t572, i16 %t580, i16 %t579
  %v1801 = zext i16 %v1799 to i32
  %v1803 = shl i32 %v1801, 16
  %v1804 = or i32 %v1775, %v1803
  %v1805 = insertelement <4 x i32> %v1753, i32 %v1804, i32 3
  %v1806 = getelementptr i8, ptr addrspace(1) %v912, i64 %v1589
  store <4 x i32> %v1805, ptr addrspace(1) %v1806, align 16
  br label %for39.latch
for39.latch:
  %for39.next = add i32 %v1588, 4096
  br label %for39.head
for39.end:
  br label %if36.end
if36.else:
  %v1807 = trunc i64 %v895 to i32
  %v1808 = trunc i64 %v23 to i32
  %v1810 = udiv i32 %v1807, 8192
  %v1811 = mul i32 %v1810, 8192
  br label %for40.head
for40.head:
  %v1813 = phi i32 [ 0, %if36.else ], [ %for40.next, %for40.latch ]
  %for40.cond = icmp ult i32 %v1813, %v1811
  br i1 %for40.cond, label %for40.body, label %for40.end
for40.body:
  %v1814 = add i32 %v1813, %v1808
  %v1815 = zext i32 %v1814 to i64
  %v1817 = add i32 %v1814, 4096
  %v1818 = zext i32 %v1817 to i64
  %v1819 = getelementptr i8, ptr addrspace(1) %v905, i64 %v1815
  %v1820 = load <4 x i32>, ptr addrspace(1) %v1819, align 16
  %v1821 = getelementptr i8, ptr addrspace(1) %v907, i64 %v1815
  %v1822 = load <4 x i32>, ptr addrspace(1) %v1821, align 16
  %v1823 = getelementptr i8, ptr addrspace(1) %v909, i64 %v1815
  %v1824 = load <4 x i32>, ptr addrspace(1) %v1823, align 16
  %v1825 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1815
  %v1826 = load <4 x i32>, ptr addrspace(1) %v1825, align 16
  %v1827 = getelementptr i8, ptr addrspace(1) %v905, i64 %v1818
  %v1828 = load <4 x i32>, ptr addrspace(1) %v1827, align 16
  %v1829 = getelementptr i8, ptr addrspace(1) %v907, i64 %v1818
  %v1830 = load <4 x i32>, ptr addrspace(1) %v1829, align 16
  %v1831 = getelementptr i8, ptr addrspace(1) %v909, i64 %v1818
  %v1832 = load <4 x i32>, ptr addrspace(1) %v1831, align 16
  %v1833 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1818
  %v1834 = load <4 x i32>, ptr addrspace(1) %v1833, align 16
  %v1835 = extractelement <4 x i32> %v1820, i32 0
  %v1836 = extractelement <4 x i32> %v1822, i32 0
  %v1837 = extractelement <4 x i32> %v1824, i32 0
  %v1838 = extractelement <4 x i32> %v1826, i32 0
  %v1839 = trunc i32 %v1835 to i16
  %t581 = zext i16 %v1839 to i32
  %t582 = shl i32 %t581, 16
  %v1841 = bitcast i32 %t582 to float
  %v1842 = trunc i32 %v1836 to i16
  %t583 = zext i16 %v1842 to i32
  %t584 = shl i32 %t583, 16
  %v1844 = bitcast i32 %t584 to float
  %v1845 = fadd float %v1841, %v1844
  %v1846 = trunc i32 %v1837 to i16
  %t585 = zext i16 %v1846 to i32
  %t586 = shl i32 %t585, 16
  %v1848 = bitcast i32 %t586 to float
  %v1849 = fadd float %v1845, %v1848
  %v1850 = trunc i32 %v1838 to i16
  %t587 = zext i16 %v1850 to i32
  %t588 = shl i32 %t587, 16
  %v1852 = bitcast i32 %t588 to float
  %v1853 = fadd float %v1849, %v1852
  %t589 = bitcast float %v1853 to i32
  %t590 = fcmp uno float %v1853, 0.000000e+00
  %t591 = lshr i32 %t589, 16
  %t592 = and i32 %t591, 1
  %t593 = add i32 %t592, 32767
  %t594 = add i32 %t589, %t593
  %t595 = lshr i32 %t594, 16
  %t596 = or i32 %t591, 64
  %t597 = trunc i32 %t595 to i16
  %t598 = trunc i32 %t596 to i16
  %v1854 = select i1 %t590, i16 %t598, i16 %t597
  %v1856 = zext i16 %v1854 to i32
  %v1858 = lshr i32 %v1835, 16
  %v1859 = trunc i32 %v1858 to i16
  %t599 = zext i16 %v1859 to i32
  %t600 = shl i32 %t599, 16
  %v1861 = bitcast i32 %t600 to float
  %v1863 = lshr i32 %v1836, 16
  %v1864 = trunc i32 %v1863 to i16
  %t601 = zext i16 %v1864 to i32
  %t602 = shl i32 %t601, 16
  %v1866 = bitcast i32 %t602 to float
  %v1867 = fadd float %v1861, %v1866
  %v1869 = lshr i32 %v1837, 16
  %v1870 = trunc i32 %v1869 to i16
  %t603 = zext i16 %v1870 to i32
  %t604 = shl i32 %t603, 16
  %v1872 = bitcast i32 %t604 to float
  %v1873 = fadd float %v1867, %v1872
  %v1875 = lshr i32 %v1838, 16
  %v1876 = trunc i32 %v1875 to i16
  %t605 = zext i16 %v1876 to i32
  %t606 = shl i32 %t605, 16
  %v1878 = bitcast i32 %t606 to float
  %v1879 = fadd float %v1873, %v1878
  %t607 = bitcast float %v1879 to i32
  %t608 = fcmp uno float %v1879, 0.000000e+00
  %t609 = lshr i32 %t607, 16
  %t610 = and i32 %t609, 1
  %t611 = add i32 %t610, 32767
  %t612 = add i32 %t607, %t611
  %t613 = lshr i32 %t612, 16
  %t614 = or i32 %t609, 64
  %t615 = trunc i32 %t613 to i16
  %t616 = trunc i32 %t614 to i16
  %v1880 = select i1 %t608, i16 %t616, i16 %t615
  %v1882 = zext i16 %v1880 to i32
  %v1884 = shl i32 %v1882, 16
  %v1885 = or i32 %v1856, %v1884
  %t617 = insertelement <4 x i32> poison, i32 %v1885, i32 0
  %v1886 = shufflevector <4 x i32> %t617, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1887 = extractelement <4 x i32> %v1820, i32 1
  %v1888 = extractelement <4 x i32> %v1822, i32 1
  %v1889 = extractelement <4 x i32> %v1824, i32 1
  %v1890 = extractelement <4 x i32> %v1826, i32 1
  %v1891 = trunc i32 %v1887 to i16
  %t618 = zext i16 %v1891 to i32
  %t619 = shl i32 %t618, 16
  %v1893 = bitcast i32 %t619 to float
  %v1894 = trunc i32 %v1888 to i16
  %t620 = zext i16 %v1894 to i32
  %t621 = shl i32 %t620, 16
  %v1896 = bitcast i32 %t621 to float
  %v1897 = fadd float %v1893, %v1896
  %v1898 = trunc i32 %v1889 to i16
  %t622 = zext i16 %v1898 to i32
  %t623 = shl i32 %t622, 16
  %v1900 = bitcast i32 %t623 to float
  %v1901 = fadd float %v1897, %v1900
  %v1902 = trunc i32 %v1890 to i16
  %t624 = zext i16 %v1902 to i32
  %t625 = shl i32 %t624, 16
  %v1904 = bitcast i32 %t625 to float
  %v1905 = fadd float %v1901, %v1904
  %t626 = bitcast float %v1905 to i32
  %t627 = fcmp uno float %v1905, 0.000000e+00
  %t628 = lshr i32 %t626, 16
  %t629 = and i32 %t628, 1
  %t630 = add i32 %t629, 32767
  %t631 = add i32 %t626, %t630
  %t632 = lshr i32 %t631, 16
  %t633 = or i32 %t628, 64
  %t634 = trunc i32 %t632 to i16
  %t635 = trunc i32 %t633 to i16
  %v1906 = select i1 %t627, i16 %t635, i16 %t634
  %v1908 = zext i16 %v1906 to i32
  %v1910 = lshr i32 %v1887, 16
  %v1911 = trunc i32 %v1910 to i16
  %t636 = zext i16 %v1911 to i32
  %t637 = shl i32 %t636, 16
  %v1913 = bitcast i32 %t637 to float
  %v1915 = lshr i32 %v1888, 16
  %v1916 = trunc i32 %v1915 to i16
  %t638 = zext i16 %v1916 to i32
  %t639 = shl i32 %t638, 16
  %v1918 = bitcast i32 %t639 to float
  %v1919 = fadd float %v1913, %v1918
  %v1921 = lshr i32 %v1889, 16
  %v1922 = trunc i32 %v1921 to i16
  %t640 = zext i16 %v1922 to i32
  %t641 = shl i32 %t640, 16
  %v1924 = bitcast i32 %t641 to float
  %v1925 = fadd float %v1919, %v1924
  %v1927 = lshr i32 %v1890, 16
  %v1928 = trunc i32 %v1927 to i16
  %t642 = zext i16 %v1928 to i32
  %t643 = shl i32 %t642, 16
  %v1930 = bitcast i32 %t643 to float
  %v1931 = fadd float %v1925, %v1930
  %t644 = bitcast float %v1931 to i32
  %t645 = fcmp uno float %v1931, 0.000000e+00
  %t646 = lshr i32 %t644, 16
  %t647 = and i32 %t646, 1
  %t648 = add i32 %t647, 32767
  %t649 = add i32 %t644, %t648
  %t650 = lshr i32 %t649, 16
  %t651 = or i32 %t646, 64
  %t652 = trunc i32 %t650 to i16
  %t653 = trunc i32 %t651 to i16
  %v1932 = select i1 %t645, i16 %t653, i16 %t652
  %v1934 = zext i16 %v1932 to i32
  %v1936 = shl i32 %v1934, 16
  %v1937 = or i32 %v1908, %v1936
  %v1938 = insertelement <4 x i32> %v1886, i32 %v1937, i32 1
  %v1939 = extractelement <4 x i32> %v1820, i32 2
  %v1940 = extractelement <4 x i32> %v1822, i32 2
  %v1941 = extractelement <4 x i32> %v1824, i32 2
  %v1942 = extractelement <4 x i32> %v1826, i32 2
  %v1943 = trunc i32 %v1939 to i16
  %t654 = zext i16 %v1943 to i32
  %t655 = shl i32 %t654, 16
  %v1945 = bitcast i32 %t655 to float
  %v1946 = trunc i32 %v1940 to i16
  %t656 = zext i16 %v1946 to i32
  %t657 = shl i32 %t656, 16
  %v1948 = bitcast i32 %t657 to float
  %v1949 = fadd float %v1945, %v1948
  %v1950 = trunc i32 %v1941 to i16
  %t658 = zext i16 %v1950 to i32
  %t659 = shl i32 %t658, 16
  %v1952 = bitcast i32 %t659 to float
  %v1953 = fadd float %v1949, %v1952
  %v1954 = trunc i32 %v1942 to i16
  %t660 = zext i16 %v1954 to i32
  %t661 = shl i32 %t660, 16
  %v1956 = bitcast i32 %t661 to float
  %v1957 = fadd float %v1953, %v1956
  %t662 = bitcast float %v1957 to i32
  %t663 = fcmp uno float %v1957, 0.000000e+00
  %t664 = lshr i32 %t662, 16
  %t665 = and i32 %t664, 1
  %t666 = add i32 %t665, 32767
  %t667 = add i32 %t662, %t666
  %t668 = lshr i32 %t667, 16
  %t669 = or i32 %t664, 64
  %t670 = trunc i32 %t668 to i16
  %t671 = trunc i32 %t669 to i16
  %v1958 = select i1 %t663, i16 %t671, i16 %t670
  %v1960 = zext i16 %v1958 to i32
  %v1962 = lshr i32 %v1939, 16
  %v1963 = trunc i32 %v1962 to i16
  %t672 = zext i16 %v1963 to i32
  %t673 = shl i32 %t672, 16
  %v1965 = bitcast i32 %t673 to float
  %v1967 = lshr i32 %v1940, 16
  %v1968 = trunc i32 %v1967 to i16
  %t674 = zext i16 %v1968 to i32
  %t675 = shl i32 %t674, 16
  %v1970 = bitcast i32 %t675 to float
  %v1971 = fadd float %v1965, %v1970
  %v1973 = lshr i32 %v1941, 16
  %v1974 = trunc i32 %v1973 to i16
  %t676 = zext i16 %v1974 to i32
  %t677 = shl i32 %t676, 16
  %v1976 = bitcast i32 %t677 to float
  %v1977 = fadd float %v1971, %v1976
  %v1979 = lshr i32 %v1942, 16
  %v1980 = trunc i32 %v1979 to i16
  %t678 = zext i16 %v1980 to i32
  %t679 = shl i32 %t678, 16
  %v1982 = bitcast i32 %t679 to float
  %v1983 = fadd float %v1977, %v1982
  %t680 = bitcast float %v1983 to i32
  %t681 = fcmp uno float %v1983, 0.000000e+00
  %t682 = lshr i32 %t680, 16
  %t683 = and i32 %t682, 1
  %t684 = add i32 %t683, 32767
  %t685 = add i32 %t680, %t684
  %t686 = lshr i32 %t685, 16
  %t687 = or i32 %t682, 64
  %t688 = trunc i32 %t686 to i16
  %t689 = trunc i32 %t687 to i16
  %v1984 = select i1 %t681, i16 %t689, i16 %t688
  %v1986 = zext i16 %v1984 to i32
  %v1988 = shl i32 %v1986, 16
  %v1989 = or i32 %v1960, %v1988
  %v1990 = insertelement <4 x i32> %v1938, i32 %v1989, i32 2
  %v1991 = extractelement <4 x i32> %v1820, i32 3
  %v1992 = extractelement <4 x i32> %v1822, i32 3
  %v1993 = extractelement <4 x i32> %v1824, i32 3
  %v1994 = extractelement <4 x i32> %v1826, i32 3
  %v1995 = trunc i32 %v1991 to i16
  %t690 = zext i16 %v1995 to i32
  %t691 = shl i32 %t690, 16
  %v1997 = bitcast i32 %t691 to float
  %v1998 = trunc i32 %v1992 to i16
  %t692 = zext i16 %v1998 to i32
  %t693 = shl i32 %t692, 16
  %v2000 = bitcast i32 %t693 to float
  %v2001 = fadd float %v1997, %v2000
  %v2002 = trunc i32 %v1993 to i16
  %t694 = zext i16 %v2002 to i32
  %t695 = shl i32 %t694, 16
  %v2004 = bitcast i32 %t695 to float
  %v2005 = fadd float %v2001, %v2004
  %v2006 = trunc i32 %v1994 to i16
  %t696 = zext i16 %v2006 to i32
  %t697 = shl i32 %t696, 16
  %v2008 = bitcast i32 %t697 to float
  %v2009 = fadd float %v2005, %v2008
  %t698 = bitcast float %v2009 to i32
  %t699 = fcmp uno float %v2009, 0.000000e+00
  %t700 = lshr i32 %t698, 16
  %t701 = and i32 %t700, 1
  %t702 = add i32 %t701, 32767
  %t703 = add i32 %t698, %t702
  %t704 = lshr i32 %t703, 16
  %t705 = or i32 %t700, 64
  %t706 = trunc i32 %t704 to i16
  %t707 = trunc i32 %t705 to i16
  %v2010 = select i1 %t699, i16 %t707, i16 %t706
  %v2012 = zext i16 %v2010 to i32
  %v2014 = lshr i32 %v1991, 16
  %v2015 = trunc i32 %v2014 to i16
  %t708 = zext i16 %v2015 to i32
  %t709 = shl i32 %t708, 16
  %v2017 = bitcast i32 %t709 to float
  %v2019 = lshr i32 %v1992, 16
  %v2020 = trunc i32 %v2019 to i16
  %t710 = zext i16 %v2020 to i32
  %t711 = shl i32 %t710, 16
  %v2022 = bitcast i32 %t711 to float
  %v2023 = fadd float %v2017, %v2022
  %v2025 = lshr i32 %v1993, 16
  %v2026 = trunc i32 %v2025 to i16
  %t712 = zext i16 %v2026 to i32
  %t713 = shl i32 %t712, 16
  %v2028 = bitcast i32 %t713 to float
  %v2029 = fadd float %v2023, %v2028
  %v2031 = lshr i32 %v1994, 16
  %v2032 = trunc i32 %v2031 to i16
  %t714 = zext i16 %v2032 to i32
  %t715 = shl i32 %t714, 16
  %v2034 = bitcast i32 %t715 to float
  %v2035 = fadd float %v2029, %v2034
  %t716 = bitcast float %v2035 to i32
  %t717 = fcmp uno float %v2035, 0.000000e+00
  %t718 = lshr i32 %t716, 16
  %t719 = and i32 %t718, 1
  %t720 = add i32 %t719, 32767
  %t721 = add i32 %t716, %t720
  %t722 = lshr i32 %t721, 16
  %t723 = or i32 %t718, 64
  %t724 = trunc i32 %t722 to i16
  %t725 = trunc i32 %t723 to i16
  %v2036 = select i1 %t717, i16 %t725, i16 %t724
  %v2038 = zext i16 %v2036 to i32
  %v2040 = shl i32 %v2038, 16
  %v2041 = or i32 %v2012, %v2040
  %v2042 = insertelement <4 x i32> %v1990, i32 %v2041, i32 3
  %v2043 = getelementptr i8, ptr addrspace(1) %v912, i64 %v1815
  store <4 x i32> %v2042, ptr addrspace(1) %v2043, align 16
  %v2044 = extractelement <4 x i32> %v1828, i32 0
  %v2045 = extractelement <4 x i32> %v1830, i32 0
  %v2046 = extractelement <4 x i32> %v1832, i32 0
  %v2047 = extractelement <4 x i32> %v1834, i32 0
  %v2048 = trunc i32 %v2044 to i16
  %t726 = zext i16 %v2048 to i32
  %t727 = shl i32 %t726, 16
  %v2050 = bitcast i32 %t727 to float
  %v2051 = trunc i32 %v2045 to i16
  %t728 = zext i16 %v2051 to i32
  %t729 = shl i32 %t728, 16
  %v2053 = bitcast i32 %t729 to float
  %v2054 = fadd float %v2050, %v2053
  %v2055 = trunc i32 %v2046 to i16
  %t730 = zext i16 %v2055 to i32
  %t731 = shl i32 %t730, 16
  %v2057 = bitcast i32 %t731 to float
  %v2058 = fadd float %v2054, %v2057
  %v2059 = trunc i32 %v2047 to i16
  %t732 = zext i16 %v2059 to i32
  %t733 = shl i32 %t732, 16
  %v2061 = bitcast i32 %t733 to float
  %v2062 = fadd float %v2058, %v2061
  %t734 = bitcast float %v2062 to i32
  %t735 = fcmp uno float %v2062, 0.000000e+00
  %t736 = lshr i32 %t734, 16
  %t737 = and i32 %t736, 1
  %t738 = add i32 %t737, 32767
  %t739 = add i32 %t734, %t738
  %t740 = lshr i32 %t739, 16
  %t741 = or i32 %t736, 64
  %t742 = trunc i32 %t740 to i16
  %t743 = trunc i32 %t741 to i16
  %v2063 = select i1 %t735, i16 %t743, i16 %t742
  %v2065 = zext i16 %v2063 to i32
  %v2067 = lshr i32 %v2044, 16
  %v2068 = trunc i32 %v2067 to i16
  %t744 = zext i16 %v2068 to i32
  %t745 = shl i32 %t744, 16
  %v2070 = bitcast i32 %t745 to float
  %v2072 = lshr i32 %v2045, 16
  %v2073 = trunc i32 %v2072 to i16
  %t746 = zext i16 %v2073 to i32
  %t747 = shl i32 %t746, 16
  %v2075 = bitcast i32 %t747 to float
  %v2076 = fadd float %v2070, %v2075
  %v2078 = lshr i32 %v2046, 16
  %v2079 = trunc i32 %v2078 to i16
  %t748 = zext i16 %v2079 to i32
  %t749 = shl i32 %t748, 16
  %v2081 = bitcast i32 %t749 to float
  %v2082 = fadd float %v2076, %v2081
  %v2084 = lshr i32 %v2047, 16
  %v2085 = trunc i32 %v2084 to i16
  %t750 = zext i16 %v2085 to i32
  %t751 = shl i32 %t750, 16
  %v2087 = bitcast i32 %t751 to float
  %v2088 = fadd float %v2082, %v2087
  %t752 = bitcast float %v2088 to i32
  %t753 = fcmp uno float %v2088, 0.000000e+00
  %t754 = lshr i32 %t752, 16
  %t755 = and i32 %t754, 1
  %t756 = add i32 %t755, 32767
  %t757 = add i32 %t752, %t756
  %t758 = lshr i32 %t757, 16
  %t759 = or i32 %t754, 64
  %t760 = trunc i32 %t758 to i16
  %t761 = trunc i32 %t759 to i16
  %v2089 = select i1 %t753, i16 %t761, i16 %t760
  %v2091 = zext i16 %v2089 to i32
  %v2093 = shl i32 %v2091, 16
  %v2094 = or i32 %v2065, %v2093
  %t762 = insertelement <4 x i32> poison, i32 %v2094, i32 0
  %v2095 = shufflevector <4 x i32> %t762, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2096 = extractelement <4 x i32> %v1828, i32 1
  %v2097 = extractelement <4 x i32> %v1830, i32 1
  %v2098 = extractelement <4 x i32> %v1832, i32 1
  %v2099 = extractelement <4 x i32> %v1834, i32 1
  %v2100 = trunc i32 %v2096 to i16
  %t763 = zext i16 %v2100 to i32
  %t764 = shl i32 %t763, 16
  %v2102 = bitcast i32 %t764 to float
  %v2103 = trunc i32 %v2097 to i16
  %t765 = zext i16 %v2103 to i32
  %t766 = shl i32 %t765, 16
  %v2105 = bitcast i32 %t766 to float
  %v2106 = fadd float %v2102, %v2105
  %v2107 = trunc i32 %v2098 to i16
  %t767 = zext i16 %v2107 to i32
  %t768 = shl i32 %t767, 16
  %v2109 = bitcast i32 %t768 to float
  %v2110 = fadd float %v2106, %v2109
  %v2111 = trunc i32 %v2099 to i16
  %t769 = zext i16 %v2111 to i32
  %t770 = shl i32 %t769, 16
  %v2113 = bitcast i32 %t770 to float
  %v2114 = fadd float %v2110, %v2113
  %t771 = bitcast float %v2114 to i32
  %t772 = fcmp uno float %v2114, 0.000000e+00
  %t773 = lshr i32 %t771, 16
  %t774 = and i32 %t773, 1
  %t775 = add i32 %t774, 32767
  %t776 = add i32 %t771, %t775
  %t777 = lshr i32 %t776, 16
  %t778 = or i32 %t773, 64
  %t779 = trunc i32 %t777 to i16
  %t780 = trunc i32 %t778 to i16
  %v2115 = select i1 %t772, i16 %t780, i16 %t779
  %v2117 = zext i16 %v2115 to i32
  %v2119 = lshr i32 %v2096, 16
  %v2120 = trunc i32 %v2119 to i16
  %t781 = zext i16 %v2120 to i32
  %t782 = shl i32 %t781, 16
  %v2122 = bitcast i32 %t782 to float
  %v2124 = lshr i32 %v2097, 16
  %v2125 = trunc i32 %v2124 to i16
  %t783 = zext i16 %v2125 to i32
  %t784 = shl i32 %t783, 16
  %v2127 = bitcast i32 %t784 to float
  %v2128 = fadd float %v2122, %v2127
  %v2130 = lshr i32 %v2098, 16
  %v2131 = trunc i32 %v2130 to i16
  %t785 = zext i16 %v2131 to i32
  %t786 = shl i32 %t785, 16
  %v2133 = bitcast i32 %t786 to float
  %v2134 = fadd float %v2128, %v2133
  %v2136 = lshr i32 %v2099, 16
  %v2137 = trunc i32 %v2136 to i16
  %t787 = zext i16 %v2137 to i32
  %t788 = shl i32 %t787, 16
  %v2139 = bitcast i32 %t788 to float
  %v2140 = fadd float %v2134, %v2139
  %t789 = bitcast float %v2140 to i32
  %t790 = fcmp uno float %v2140, 0.000000e+00
  %t791 = lshr i32 %t789, 16
  %t792 = and i32 %t791, 1
  %t793 = add i32 %t792, 32767
  %t794 = add i32 %t789, %t793
  %t795 = lshr i32 %t794, 16
  %t796 = or i32 %t791, 64
  %t797 = trunc i32 %t795 to i16
  %t798 = trunc i32 %t796 to i16
  %v2141 = select i1 %t790, i16 %t798, i16 %t797
  %v2143 = zext i16 %v2141 to i32
  %v2145 = shl i32 %v2143, 16
  %v2146 = or i32 %v2117, %v2145
  %v2147 = insertelement <4 x i32> %v2095, i32 %v2146, i32 1
  %v2148 = extractelement <4 x i32> %v1828, i32 2
  %v2149 = extractelement <4 x i32> %v1830, i32 2
  %v2150 = extractelement <4 x i32> %v1832, i32 2
  %v2151 = extractelement <4 x i32> %v1834, i32 2
  %v2152 = trunc i32 %v2148 to i16
  %t799 = zext i16 %v2152 to i32
  %t800 = shl i32 %t799, 16
  %v2154 = bitcast i32 %t800 to float
  %v2155 = trunc i32 %v2149 to i16
  %t801 = zext i16 %v2155 to i32
  %t802 = shl i32 %t801, 16
  %v2157 = bitcast i32 %t802 to float
  %v2158 = fadd float %v2154, %v2157
  %v2159 = trunc i32 %v2150 to i16
  %t803 = zext i16 %v2159 to i32
  %t804 = shl i32 %t803, 16
  %v2161 = bitcast i32 %t804 to float
  %v2162 = fadd float %v2158, %v2161
  %v2163 = trunc i32 %v2151 to i16
  %t805 = zext i16 %v2163 to i32
  %t806 = shl i32 %t805, 16
  %v2165 = bitcast i32 %t806 to float
  %v2166 = fadd float %v2162, %v2165
  %t807 = bitcast float %v2166 to i32
  %t808 = fcmp uno float %v2166, 0.000000e+00
  %t809 = lshr i32 %t807, 16
  %t810 = and i32 %t809, 1
  %t811 = add i32 %t810, 32767
  %t812 = add i32 %t807, %t811
  %t813 = lshr i32 %t812, 16
  %t814 = or i32 %t809, 64
  %t815 = trunc i32 %t813 to i16
  %t816 = trunc i32 %t814 to i16
  %v2167 = select i1 %t808, i16 %t816, i16 %t815
  %v2169 = zext i16 %v2167 to i32
  %v2171 = lshr i32 %v2148, 16
  %v2172 = trunc i32 %v2171 to i16
  %t817 = zext i16 %v2172 to i32
  %t818 = shl i32 %t817, 16
  %v2174 = bitcast i32 %t818 to float
  %v2176 = lshr i32 %v2149, 16
  %v2177 = trunc i32 %v2176 to i16
  %t819 = zext i16 %v2177 to i32
  %t820 = shl i32 %t819, 16
  %v2179 = bitcast i32 %t820 to float
  %v2180 = fadd float %v2174, %v2179
  %v2182 = lshr i32 %v2150, 16
  %v2183 = trunc i32 %v2182 to i16
  %t821 = zext i16 %v2183 to i32
  %t822 = shl i32 %t821, 16
  %v2185 = bitcast i32 %t822 to float
  %v2186 = fadd float %v2180, %v2185
  %v2188 = lshr i32 %v2151, 16
  %v2189 = trunc i32 %v2188 to i16
  %t823 = zext i16 %v2189 to i32
  %t824 = shl i32 %t823, 16
  %v2191 = bitcast i32 %t824 to float
  %v2192 = fadd float %v2186, %v2191
  %t825 = bitcast float %v2192 to i32
  %t826 = fcmp uno float %v2192, 0.000000e+00
  %t827 = lshr i32 %t825, 16
  %t828 = and i32 %t827, 1
  %t829 = add i32 %t828, 32767
  %t830 = add i32 %t825, %t829
  %t831 = lshr i32 %t830, 16
  %t832 = or i32 %t827, 64
  %t833 = trunc i32 %t831 to i16
  %t834 = trunc i32 %t832 to i16
  %v2193 = select i1 %t826, i16 %t834, i16 %t833
  %v2195 = zext i16 %v2193 to i32
  %v2197 = shl i32 %v2195, 16
  %v2198 = or i32 %v2169, %v2197
  %v2199 = insertelement <4 x i32> %v2147, i32 %v2198, i32 2
  %v2200 = extractelement <4 x i32> %v1828, i32 3
  %v2201 = extractelement <4 x i32> %v1830, i32 3
  %v2202 = extractelement <4 x i32> %v1832, i32 3
  %v2203 = extractelement <4 x i32> %v1834, i32 3
  %v2204 = trunc i32 %v2200 to i16
  %t835 = zext i16 %v2204 to i32
  %t836 = shl i32 %t835, 16
  %v2206 = bitcast i32 %t836 to float
  %v2207 = trunc i32 %v2201 to i16
  %t837 = zext i16 %v2207 to i32
  %t838 = shl i32 %t837, 16
  %v2209 = bitcast i32 %t838 to float
  %v2210 = fadd float %v2206, %v2209
  %v2211 = trunc i32 %v2202 to i16
  %t839 = zext i16 %v2211 to i32
  %t840 = shl i32 %t839, 16
  %v2213 = bitcast i32 %t840 to float
  %v2214 = fadd float %v2210, %v2213
  %v2215 = trunc i32 %v2203 to i16
  %t841 = zext i16 %v2215 to i32
  %t842 = shl i32 %t841, 16
  %v2217 = bitcast i32 %t842 to float
  %v2218 = fadd float %v2214, %v2217
  %t843 = bitcast float %v2218 to i32
  %t844 = fcmp uno float %v2218, 0.000000e+00
  %t845 = lshr i32 %t843, 16
  %t846 = and i32 %t845, 1
  %t847 = add i32 %t846, 32767
  %t848 = add i32 %t843, %t847
  %t849 = lshr i32 %t848, 16
  %t850 = or i32 %t845, 64
  %t851 = trunc i32 %t849 to i16
  %t852 = trunc i32 %t850 to i16
  %v2219 = select i1 %t844, i16 %t852, i16 %t851
  %v2221 = zext i16 %v2219 to i32
  %v2223 = lshr i32 %v2200, 16
  %v2224 = trunc i32 %v2223 to i16
  %t853 = zext i16 %v2224 to i32
  %t854 = shl i32 %t853, 16
  %v2226 = bitcast i32 %t854 to float
  %v2228 = lshr i32 %v2201, 16
  %v2229 = trunc i32 %v2228 to i16
  %t855 = zext i16 %v2229 to i32
  %t856 = shl i32 %t855, 16
  %v2231 = bitcast i32 %t856 to float
  %v2232 = fadd float %v2226, %v2231
  %v2234 = lshr i32 %v2202, 16
  %v2235 = trunc i32 %v2234 to i16
  %t857 = zext i16 %v2235 to i32
  %t858 = shl i32 %t857, 16
  %v2237 = bitcast i32 %t858 to float
  %v2238 = fadd float %v2232, %v2237
  %v2240 = lshr i32 %v2203, 16
  %v2241 = trunc i32 %v2240 to i16
  %t859 = zext i16 %v2241 to i32
  %t860 = shl i32 %t859, 16
  %v2243 = bitcast i32 %t860 to float
  %v2244 = fadd float %v2238, %v2243
  %t861 = bitcast float %v2244 to i32
  %t862 = fcmp uno float %v2244, 0.000000e+00
  %t863 = lshr i32 %t861, 16
  %t864 = and i32 %t863, 1
  %t865 = add i32 %t864, 32767
  %t866 = add i32 %t861, %t865
  %t867 = lshr i32 %t866, 16
  %t868 = or i32 %t863, 64
  %t869 = trunc i32 %t867 to i16
  %t870 = trunc i32 %t868 to i16
  %v2245 = select i1 %t862, i16 %t870, i16 %t869
  %v2247 = zext i16 %v2245 to i32
  %v2249 = shl i32 %v2247, 16
  %v2250 = or i32 %v2221, %v2249
  %v2251 = insertelement <4 x i32> %v2199, i32 %v2250, i32 3
  %v2252 = getelementptr i8, ptr addrspace(1) %v912, i64 %v1818
  store <4 x i32> %v2251, ptr addrspace(1) %v2252, align 16
  br label %for40.latch
for40.latch:
  %for40.next = add i32 %v1813, 8192
  br label %for40.head
for40.end:
  %v2255 = sub i32 %v1807, %v1811
  %v2256 = icmp uge i32 %v2255, 4096
  br i1 %v2256, label %if41.then, label %if41.end
if41.then:
  %v2257 = add i32 %v1811, %v1808
  %v2258 = zext i32 %v2257 to i64
  %v2259 = getelementptr i8, ptr addrspace(1) %v905, i64 %v2258
  %v2260 = load <4 x i32>, ptr addrspace(1) %v2259, align 16
  %v2261 = getelementptr i8, ptr addrspace(1) %v907, i64 %v2258
  %v2262 = load <4 x i32>, ptr addrspace(1) %v2261, align 16
  %v2263 = getelementptr i8, ptr addrspace(1) %v909, i64 %v2258
  %v2264 = load <4 x i32>, ptr addrspace(1) %v2263, align 16
  %v2265 = getelementptr i8, ptr addrspace(1) %v911, i64 %v2258
  %v2266 = load <4 x i32>, ptr addrspace(1) %v2265, align 16
  %v2267 = extractelement <4 x i32> %v2260, i32 0
  %v2268 = extractelement <4 x i32> %v2262, i32 0
  %v2269 = extractelement <4 x i32> %v2264, i32 0
  %v2270 = extractelement <4 x i32> %v2266, i32 0
  %v2271 = trunc i32 %v2267 to i16
  %t871 = zext i16 %v2271 to i32
  %t872 = shl i32 %t871, 16
  %v2273 = bitcast i32 %t872 to float
  %v2274 = trunc i32 %v2268 to i16
  %t873 = zext i16 %v2274 to i32
  %t874 = shl i32 %t873, 16
  %v2276 = bitcast i32 %t874 to float
  %v2277 = fadd float %v2273, %v2276
  %v2278 = trunc i32 %v2269 to i16
  %t875 = zext i16 %v2278 to i32
  %t876 = shl i32 %t875, 16
  %v2280 = bitcast i32 %t876 to float
  %v2281 = fadd float %v2277, %v2280
  %v2282 = trunc i32 %v2270 to i16
  %t877 = zext i16 %v2282 to i32
  %t878 = shl i32 %t877, 16
  %v2284 = bitcast i32 %t878 to float
  %v2285 = fadd float %v2281, %v2284
  %t879 = bitcast float %v2285 to i32
  %t880 = fcmp uno float %v2285, 0.000000e+00
  %t881 = lshr i32 %t879, 16
  %t882 = and i32 %t881, 1
  %t883 = add i32 %t882, 32767
  %t884 = add i32 %t879, %t883
  %t885 = lshr i32 %t884, 16
  %t886 = or i32 %t881, 64
  %t887 = trunc i32 %t885 to i16
  %t888 = trunc i32 %t886 to i16
  %v2286 = select i1 %t880, i16 %t888, i16 %t887
  %v2288 = zext i16 %v2286 to i32
  %v2290 = lshr i32 %v2267, 16
  %v2291 = trunc i32 %v2290 to i16
  %t889 = zext i16 %v2291 to i32
  %t890 = shl i32 %t889, 16
  %v2293 = bitcast i32 %t890 to float
  %v2295 = lshr i32 %v2268, 16
  %v2296 = trunc i32 %v2295 to i16
  %t891 = zext i16 %v2296 to i32
  %t892 = shl i32 %t891, 16
  %v2298 = bitcast i32 %t892 to float
  %v2299 = fadd float %v2293, %v2298
  %v2301 = lshr i32 %v2269, 16
  %v2302 = trunc i32 %v2301 to i16
  %t893 = zext i16 %v2302 to i32
  %t894 = shl i32 %t893, 16
  %v2304 = bitcast i32 %t894 to float
  %v2305 = fadd float %v2299, %v2304
  %v2307 = lshr i32 %v2270, 16
  %v2308 = trunc i32 %v2307 to i16
  %t895 = zext i16 %v2308 to i32
  %t896 = shl i32 %t895, 16
  %v2310 = bitcast i32 %t896 to float
  %v2311 = fadd float %v2305, %v2310
  %t897 = bitcast float %v2311 to i32
  %t898 = fcmp uno float %v2311, 0.000000e+00
  %t899 = lshr i32 %t897, 16
  %t900 = and i32 %t899, 1
  %t901 = add i32 %t900, 32767
  %t902 = add i32 %t897, %t901
  %t903 = lshr i32 %t902, 16
  %t904 = or i32 %t899, 64
  %t905 = trunc i32 %t903 to i16
  %t906 = trunc i32 %t904 to i16
  %v2312 = select i1 %t898, i16 %t906, i16 %t905
  %v2314 = zext i16 %v2312 to i32
  %v2316 = shl i32 %v2314, 16
  %v2317 = or i32 %v2288, %v2316
  %t907 = insertelement <4 x i32> poison, i32 %v2317, i32 0
  %v2318 = shufflevector <4 x i32> %t907, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2319 = extractelement <4 x i32> %v2260, i32 1
  %v2320 = extractelement <4 x i32> %v2262, i32 1
  %v2321 = extractelement <4 x i32> %v2264, i32 1
  %v2322 = extractelement <4 x i32> %v2266, i32 1
  %v2323 = trunc i32 %v2319 to i16
  %t908 = zext i16 %v2323 to i32
  %t909 = shl i32 %t908, 16
  %v2325 = bitcast i32 %t909 to float
  %v2326 = trunc i32 %v2320 to i16
  %t910 = zext i16 %v2326 to i32
  %t911 = shl i32 %t910, 16
  %v2328 = bitcast i32 %t911 to float
  %v2329 = fadd float %v2325, %v2328
  %v2330 = trunc i32 %v2321 to i16
  %t912 = zext i16 %v2330 to i32
  %t913 = shl i32 %t912, 16
  %v2332 = bitcast i32 %t913 to float
  %v2333 = fadd float %v2329, %v2332
  %v2334 = trunc i32 %v2322 to i16
  %t914 = zext i16 %v2334 to i32
  %t915 = shl i32 %t914, 16
  %v2336 = bitcast i32 %t915 to float
  %v2337 = fadd float %v2333, %v2336
  %t916 = bitcast float %v2337 to i32
  %t917 = fcmp uno float %v2337, 0.000000e+00
  %t918 = lshr i32 %t916, 16
  %t919 = and i32 %t918, 1
  %t920 = add i32 %t919, 32767
  %t921 = add i32 %t916, %t920
  %t922 = lshr i32 %t921, 16
  %t923 = or i32 %t918, 64
  %t924 = trunc i32 %t922 to i16
  %t925 = trunc i32 %t923 to i16
  %v2338 = select i1 %t917, i16 %t925, i16 %t924
  %v2340 = zext i16 %v2338 to i32
  %v2342 = lshr i32 %v2319, 16
  %v2343 = trunc i32 %v2342 to i16
  %t926 = zext i16 %v2343 to i32
  %t927 = shl i32 %t926, 16
  %v2345 = bitcast i32 %t927 to float
  %v2347 = lshr i32 %v2320, 16
  %v2348 = trunc i32 %v2347 to i16
  %t928 = zext i16 %v2348 to i32
  %t929 = shl i32 %t928, 16
  %v2350 = bitcast i32 %t929 to float
  %v2351 = fadd float %v2345, %v2350
  %v2353 = lshr i32 %v2321, 16
  %v2354 = trunc i32 %v2353 to i16
  %t930 = zext i16 %v2354 to i32
  %t931 = shl i32 %t930, 16
  %v2356 = bitcast i32 %t931 to float
  %v2357 = fadd float %v2351, %v2356
  %v2359 = lshr i32 %v2322, 16
  %v2360 = trunc i32 %v2359 to i16
  %t932 = zext i16 %v2360 to i32
  %t933 = shl i32 %t932, 16
  %v2362 = bitcast i32 %t933 to float
  %v2363 = fadd float %v2357, %v2362
  %t934 = bitcast float %v2363 to i32
  %t935 = fcmp uno float %v2363, 0.000000e+00
  %t936 = lshr i32 %t934, 16
  %t937 = and i32 %t936, 1
  %t938 = add i32 %t937, 32767
  %t939 = add i32 %t934, %t938
  %t940 = lshr i32 %t939, 16
  %t941 = or i32 %t936, 64
  %t942 = trunc i32 %t940 to i16
  %t943 = trunc i32 %t941 to i16
  %v2364 = select i1 %t935, i16 %t943, i16 %t942
  %v2366 = zext i16 %v2364 to i32
  %v2368 = shl i32 %v2366, 16
  %v2369 = or i32 %v2340, %v2368
  %v2370 = insertelement <4 x i32> %v2318, i32 %v2369, i32 1
  %v2371 = extractelement <4 x i32> %v2260, i32 2
  %v2372 = extractelement <4 x i32> %v2262, i32 2
  %v2373 = extractelement <4 x i32> %v2264, i32 2
  %v2374 = extractelement <4 x i32> %v2266, i32 2
  %v2375 = trunc i32 %v2371 to i16
  %t944 = zext i16 %v2375 to i32
  %t945 = shl i32 %t944, 16
  %v2377 = bitcast i32 %t945 to float
  %v2378 = trunc i32 %v2372 to i16
  %t946 = zext i16 %v2378 to i32
  %t947 = shl i32 %t946, 16
  %v2380 = bitcast i32 %t947 to float
  %v2381 = fadd float %v2377, %v2380
  %v2382 = trunc i32 %v2373 to i16
  %t948 = zext i16 %v2382 to i32
  %t949 = shl i32 %t948, 16
  %v2384 = bitcast i32 %t949 to float
  %v2385 = fadd float %v2381, %v2384
  %v2386 = trunc i32 %v2374 to i16
  %t950 = zext i16 %v2386 to i32
  %t951 = shl i32 %t950, 16
  %v2388 = bitcast i32 %t951 to float
  %v2389 = fadd float %v2385, %v2388
  %t952 = bitcast float %v2389 to i32
  %t953 = fcmp uno float %v2389, 0.000000e+00
  %t954 = lshr i32 %t952, 16
  %t955 = and i32 %t954, 1
  %t956 = add i32 %t955, 32767
  %t957 = add i32 %t952, %t956
  %t958 = lshr i32 %t957, 16
  %t959 = or i32 %t954, 64
  %t960 = trunc i32 %t958 to i16
  %t961 = trunc i32 %t959 to i16
  %v2390 = select i1 %t953, i16 %t961, i16 %t960
  %v2392 = zext i16 %v2390 to i32
  %v2394 = lshr i32 %v2371, 16
  %v2395 = trunc i32 %v2394 to i16
  %t962 = zext i16 %v2395 to i32
  %t963 = shl i32 %t962, 16
  %v2397 = bitcast i32 %t963 to float
  %v2399 = lshr i32 %v2372, 16
  %v2400 = trunc i32 %v2399 to i16
  %t964 = zext i16 %v2400 to i32
  %t965 = shl i32 %t964, 16
  %v2402 = bitcast i32 %t965 to float
  %v2403 = fadd float %v2397, %v2402
  %v2405 = lshr i32 %v2373, 16
  %v2406 = trunc i32 %v2405 to i16
  %t966 = zext i16 %v2406 to i32
  %t967 = shl i32 %t966, 16
  %v2408 = bitcast i32 %t967 to float
  %v2409 = fadd float %v2403, %v2408
  %v2411 = lshr i32 %v2374, 16
  %v2412 = trunc i32 %v2411 to i16
  %t968 = zext i16 %v2412 to i32
  %t969 = shl i32 %t968, 16
  %v2414 = bitcast i32 %t969 to float
  %v2415 = fadd float %v2409, %v2414
  %t970 = bitcast float %v2415 to i32
  %t971 = fcmp uno float %v2415, 0.000000e+00
  %t972 = lshr i32 %t970, 16
  %t973 = and i32 %t972, 1
  %t974 = add i32 %t973, 32767
  %t975 = add i32 %t970, %t974
  %t976 = lshr i32 %t975, 16
  %t977 = or i32 %t972, 64
  %t978 = trunc i32 %t976 to i16
  %t979 = trunc i32 %t977 to i16
  %v2416 = select i1 %t971, i16 %t979, i16 %t978
  %v2418 = zext i16 %v2416 to i32
  %v2420 = shl i32 %v2418, 16
  %v2421 = or i32 %v2392, %v2420
  %v2422 = insertelement <4 x i32> %v2370, i32 %v2421, i32 2
  %v2423 = extractelement <4 x i32> %v2260, i32 3
  %v2424 = extractelement <4 x i32> %v2262, i32 3
  %v2425 = extractelement <4 x i32> %v2264, i32 3
  %v2426 = extractelement <4 x i32> %v2266, i32 3
  %v2427 = trunc i32 %v2423 to i16
  %t980 = zext i16 %v2427 to i32
  %t981 = shl i32 %t980, 16
  %v2429 = bitcast i32 %t981 to float
  %v2430 = trunc i32 %v2424 to i16
  %t982 = zext i16 %v2430 to i32
  %t983 = shl i32 %t982, 16
  %v2432 = bitcast i32 %t983 to float
  %v2433 = fadd float %v2429, %v2432
  %v2434 = trunc i32 %v2425 to i16
  %t984 = zext i16 %v2434 to i32
  %t985 = shl i32 %t984, 16
  %v2436 = bitcast i32 %t985 to float
  %v2437 = fadd float %v2433, %v2436
  %v2438 = trunc i32 %v2426 to i16
  %t986 = zext i16 %v2438 to i32
  %t987 = shl i32 %t986, 16
  %v2440 = bitcast i32 %t987 to float
  %v2441 = fadd float %v2437, %v2440
  %t988 = bitcast float %v2441 to i32
  %t989 = fcmp uno float %v2441, 0.000000e+00
  %t990 = lshr i32 %t988, 16
  %t991 = and i32 %t990, 1
  %t992 = add i32 %t991, 32767
  %t993 = add i32 %t988, %t992
  %t994 = lshr i32 %t993, 16
  %t995 = or i32 %t990, 64
  %t996 = trunc i32 %t994 to i16
  %t997 = trunc i32 %t995 to i16
  %v2442 = select i1 %t989, i16 %t997, i16 %t996
  %v2444 = zext i16 %v2442 to i32
  %v2446 = lshr i32 %v2423, 16
  %v2447 = trunc i32 %v2446 to i16
  %t998 = zext i16 %v2447 to i32
  %t999 = shl i32 %t998, 16
  %v2449 = bitcast i32 %t999 to float
  %v2451 = lshr i32 %v2424, 16
  %v2452 = trunc i32 %v2451 to i16
  %t1000 = zext i16 %v2452 to i32
  %t1001 = shl i32 %t1000, 16
  %v2454 = bitcast i32 %t1001 to float
  %v2455 = fadd float %v2449, %v2454
  %v2457 = lshr i32 %v2425, 16
  %v2458 = trunc i32 %v2457 to i16
  %t1002 = zext i16 %v2458 to i32
  %t1003 = shl i32 %t1002, 16
  %v2460 = bitcast i32 %t1003 to float
  %v2461 = fadd float %v2455, %v2460
  %v2463 = lshr i32 %v2426, 16
  %v2464 = trunc i32 %v2463 to i16
  %t1004 = zext i16 %v2464 to i32
  %t1005 = shl i32 %t1004, 16
  %v2466 = bitcast i32 %t1005 to float
  %v2467 = fadd float %v2461, %v2466
  %t1006 = bitcast float %v2467 to i32
  %t1007 = fcmp uno float %v2467, 0.000000e+00
  %t1008 = lshr i32 %t1006, 16
  %t1009 = and i32 %t1008, 1
  %t1010 = add i32 %t1009, 32767
  %t1011 = add i32 %t1006, %t1010
  %t1012 = lshr i32 %t1011, 16
  %t1013 = or i32 %t1008, 64
  %t1014 = trunc i32 %t1012 to i16
  %t1015 = trunc i32 %t1013 to i16
  %v2468 = select i1 %t1007, i16 %t1015, i16 %t1014
  %v2470 = zext i16 %v2468 to i32
  %v2472 = shl i32 %v2470, 16
  %v2473 = or i32 %v2444, %v2472
  %v2474 = insertelement <4 x i32> %v2422, i32 %v2473, i32 3
  %v2475 = getelementptr i8, ptr addrspace(1) %v912, i64 %v2258
  store <4 x i32> %v2474, ptr addrspace(1) %v2475, align 16
  %v2476 = add i32 %v1811, 4096
  br label %if41.end
if41.end:
  %phi41 = phi i32 [ %v2476, %if41.then ], [ %v1811, %for40.end ]
  %v2479 = add i32 %phi41, %v1808
  br label %for42.head
for42.head:
  %v2480 = phi i32 [ %v2479, %if41.end ], [ %for42.next, %for42.latch ]
  %for42.cond = icmp ult i32 %v2480, %v1807
  br i1 %for42.cond, label %for42.body, label %for42.end
for42.body:
  %v2481 = zext i32 %v2480 to i64
  %v2482 = getelementptr i8, ptr addrspace(1) %v905, i64 %v2481
  %v2483 = load <4 x i32>, ptr addrspace(1) %v2482, align 16
  %v2484 = getelementptr i8, ptr addrspace(1) %v907, i64 %v2481
  %v2485 = load <4 x i32>, ptr addrspace(1) %v2484, align 16
  %v2486 = getelementptr i8, ptr addrspace(1) %v909, i64 %v2481
  %v2487 = load <4 x i32>, ptr addrspace(1) %v2486, align 16
  %v2488 = getelementptr i8, ptr addrspace(1) %v911, i64 %v2481
  %v2489 = load <4 x i32>, ptr addrspace(1) %v2488, align 16
  %v2490 = extractelement <4 x i32> %v2483, i32 0
  %v2491 = extractelement <4 x i32> %v2485, i32 0
  %v2492 = extractelement <4 x i32> %v2487, i32 0
  %v2493 = extractelement <4 x i32> %v2489, i32 0
  %v2494 = trunc i32 %v2490 to i16
  %t1016 = zext i16 %v2494 to i32
  %t1017 = shl i32 %t1016, 16
  %v2496 = bitcast i32 %t1017 to float
  %v2497 = trunc i32 %v2491 to i16
  %t1018 = zext i16 %v2497 to i32
  %t1019 = shl i32 %t1018, 16
  %v2499 = bitcast i32 %t1019 to float
  %v2500 = fadd float %v2496, %v2499
  %v2501 = trunc i32 %v2492 to i16
  %t1020 = zext i16 %v2501 to i32
  %t1021 = shl i32 %t1020, 16
  %v2503 = bitcast i32 %t1021 to float
  %v2504 = fadd float %v2500, %v2503
  %v2505 = trunc i32 %v2493 to i16
  %t1022 = zext i16 %v2505 to i32
  %t1023 = shl i32 %t1022, 16
  %v2507 = bitcast i32 %t1023 to float
  %v2508 = fadd float %v2504, %v2507
  %t1024 = bitcast float %v2508 to i32
  %t1025 = fcmp uno float %v2508, 0.000000e+00
  %t1026 = lshr i32 %t1024, 16
  %t1027 = and i32 %t1026, 1
  %t1028 = add i32 %t1027, 32767
  %t1029 = add i32 %t1024, %t1028
  %t1030 = lshr i32 %t1029, 16
  %t1031 = or i32 %t1026, 64
  %t1032 = trunc i32 %t1030 to i16
  %t1033 = trunc i32 %t1031 to i16
  %v2509 = select i1 %t1025, i16 %t1033, i16 %t1032
  %v2511 = zext i16 %v2509 to i32
  %v2513 = lshr i32 %v2490, 16
  %v2514 = trunc i32 %v2513 to i16
  %t1034 = zext i16 %v2514 to i32
  %t1035 = shl i32 %t1034, 16
  %v2516 = bitcast i32 %t1035 to float
  %v2518 = lshr i32 %v2491, 16
  %v2519 = trunc i32 %v2518 to i16
  %t1036 = zext i16 %v2519 to i32
  %t1037 = shl i32 %t1036, 16
  %v2521 = bitcast i32 %t1037 to float
  %v2522 = fadd float %v2516, %v2521
  %v2524 = lshr i32 %v2492, 16
  %v2525 = trunc i32 %v2524 to i16
  %t1038 = zext i16 %v2525 to i32
  %t1039 = shl i32 %t1038, 16
  %v2527 = bitcast i32 %t1039 to float
  %v2528 = fadd float %v2522, %v2527
  %v2530 = lshr i32 %v2493, 16
  %v2531 = trunc i32 %v2530 to i16
  %t1040 = zext i16 %v2531 to i32
  %t1041 = shl i32 %t1040, 16
  %v2533 = bitcast i32 %t1041 to float
  %v2534 = fadd float %v2528, %v2533
  %t1042 = bitcast float %v2534 to i32
  %t1043 = fcmp uno float %v2534, 0.000000e+00
  %t1044 = lshr i32 %t1042, 16
  %t1045 = and i32 %t1044, 1
  %t1046 = add i32 %t1045, 32767
  %t1047 = add i32 %t1042, %t1046
  %t1048 = lshr i32 %t1047, 16
  %t1049 = or i32 %t1044, 64
  %t1050 = trunc i32 %t1048 to i16
  %t1051 = trunc i32 %t1049 to i16
  %v2535 = select i1 %t1043, i16 %t1051, i16 %t1050
  %v2537 = zext i16 %v2535 to i32
  %v2539 = shl i32 %v2537, 16
  %v2540 = or i32 %v2511, %v2539
  %t1052 = insertelement <4 x i32> poison, i32 %v2540, i32 0
  %v2541 = shufflevector <4 x i32> %t1052, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2542 = extractelement <4 x i32> %v2483, i32 1
  %v2543 = extractelement <4 x i32> %v2485, i32 1
  %v2544 = extractelement <4 x i32> %v2487, i32 1
  %v2545 = extractelement <4 x i32> %v2489, i32 1
  %v2546 = trunc i32 %v2542 to i16
  %t1053 = zext i16 %v2546 to i32
  %t1054 = shl i32 %t1053, 16
  %v2548 = bitcast i32 %t1054 to float
  %v2549 = trunc i32 %v2543 to i16
  %t1055 = zext i16 %v2549 to i32
  %t1056 = shl i32 %t1055, 16
  %v2551 = bitcast i32 %t1056 to float
  %v2552 = fadd float %v2548, %v2551
  %v2553 = trunc i32 %v2544 to i16
  %t1057 = zext i16 %v2553 to i32
  %t1058 = shl i32 %t1057, 16
  %v2555 = bitcast i32 %t1058 to float
  %v2556 = fadd float %v2552, %v2555
  %v2557 = trunc i32 %v2545 to i16
  %t1059 = zext i16 %v2557 to i32
  %t1060 = shl i32 %t1059, 16
  %v2559 = bitcast i32 %t1060 to float
  %v2560 = fadd float %v2556, %v2559
  %t1061 = bitcast float %v2560 to i32
  %t1062 = fcmp uno float %v2560, 0.000000e+00
  %t1063 = lshr i32 %t1061, 16
  %t1064 = and i32 %t1063, 1
  %t1065 = add i32 %t1064, 32767
  %t1066 = add i32 %t1061, %t1065
  %t1067 = lshr i32 %t1066, 16
  %t1068 = or i32 %t1063, 64
  %t1069 = trunc i32 %t1067 to i16
  %t1070 = trunc i32 %t1068 to i16
  %v2561 = select i1 %t1062, i16 %t1070, i16 %t1069
  %v2563 = zext i16 %v2561 to i32
  %v2565 = lshr i32 %v2542, 16
  %v2566 = trunc i32 %v2565 to i16
  %t1071 = zext i16 %v2566 to i32
  %t1072 = shl i32 %t1071, 16
  %v2568 = bitcast i32 %t1072 to float
  %v2570 = lshr i32 %v2543, 16
  %v2571 = trunc i32 %v2570 to i16
  %t1073 = zext i16 %v2571 to i32
  %t1074 = shl i32 %t1073, 16
  %v2573 = bitcast i32 %t1074 to float
  %v2574 = fadd float %v2568, %v2573
  %v2576 = lshr i32 %v2544, 16
  %v2577 = trunc i32 %v2576 to i16
  %t1075 = zext i16 %v2577 to i32
  %t1076 = shl i32 %t1075, 16
  %v2579 = bitcast i32 %t1076 to float
  %v2580 = fadd float %v2574, %v2579
  %v2582 = lshr i32 %v2545, 16
  %v2583 = trunc i32 %v2582 to i16
  %t1077 = zext i16 %v2583 to i32
  %t1078 = shl i32 %t1077, 16
  %v2585 = bitcast i32 %t1078 to float
  %v2586 = fadd float %v2580, %v2585
  %t1079 = bitcast float %v2586 to i32
  %t1080 = fcmp uno float %v2586, 0.000000e+00
  %t1081 = lshr i32 %t1079, 16
  %t1082 = and i32 %t1081, 1
  %t1083 = add i32 %t1082, 32767
  %t1084 = add i32 %t1079, %t1083
  %t1085 = lshr i32 %t1084, 16
  %t1086 = or i32 %t1081, 64
  %t1087 = trunc i32 %t1085 to i16
  %t1088 = trunc i32 %t1086 to i16
  %v2587 = select i1 %t1080, i16 %t1088, i16 %t1087
  %v2589 = zext i16 %v2587 to i32
  %v2591 = shl i32 %v2589, 16
  %v2592 = or i32 %v2563, %v2591
  %v2593 = insertelement <4 x i32> %v2541, i32 %v2592, i32 1
  %v2594 = extractelement <4 x i32> %v2483, i32 2
  %v2595 = extractelement <4 x i32> %v2485, i32 2
  %v2596 = extractelement <4 x i32> %v2487, i32 2
  %v2597 = extractelement <4 x i32> %v2489, i32 2
  %v2598 = trunc i32 %v2594 to i16
  %t1089 = zext i16 %v2598 to i32
  %t1090 = shl i32 %t1089, 16
  %v2600 = bitcast i32 %t1090 to float
  %v2601 = trunc i32 %v2595 to i16
  %t1091 = zext i16 %v2601 to i32
  %t1092 = shl i32 %t1091, 16
  %v2603 = bitcast i32 %t1092 to float
  %v2604 = fadd float %v2600, %v2603
  %v2605 = trunc i32 %v2596 to i16
  %t1093 = zext i16 %v2605 to i32
  %t1094 = shl i32 %t1093, 16
  %v2607 = bitcast i32 %t1094 to float
  %v2608 = fadd float %v2604, %v2607
  %v2609 = trunc i32 %v2597 to i16
  %t1095 = zext i16 %v2609 to i32
  %t1096 = shl i32 %t1095, 16
  %v2611 = bitcast i32 %t1096 to float
  %v2612 = fadd float %v2608, %v2611
  %t1097 = bitcast float %v2612 to i32
  %t1098 = fcmp uno float %v2612, 0.000000e+00
  %t1099 = lshr i32 %t1097, 16
  %t1100 = and i32 %t1099, 1
  %t1101 = add i32 %t1100, 32767
  %t1102 = add i32 %t1097, %t1101
  %t1103 = lshr i32 %t1102, 16
  %t1104 = or i32 %t1099, 64
  %t1105 = trunc i32 %t1103 to i16
  %t1106 = trunc i32 %t1104 to i16
  %v2613 = select i1 %t1098, i16 %t1106, i16 %t1105
  %v2615 = zext i16 %v2613 to i32
  %v2617 = lshr i32 %v2594, 16
  %v2618 = trunc i32 %v2617 to i16
  %t1107 = zext i16 %v2618 to i32
  %t1108 = shl i32 %t1107, 16
  %v2620 = bitcast i32 %t1108 to float
  %v2622 = lshr i32 %v2595, 16
  %v2623 = trunc i32 %v2622 to i16
  %t1109 = zext i16 %v2623 to i32
  %t1110 = shl i32 %t1109, 16
  %v2625 = bitcast i32 %t1110 to float
  %v2626 = fadd float %v2620, %v2625
  %v2628 = lshr i32 %v2596, 16
  %v2629 = trunc i32 %v2628 to i16
  %t1111 = zext i16 %v2629 to i32
  %t1112 = shl i32 %t1111, 16
  %v2631 = bitcast i32 %t1112 to float
  %v2632 = fadd float %v2626, %v2631
  %v2634 = lshr i32 %v2597, 16
  %v2635 = trunc i32 %v2634 to i16
  %t1113 = zext i16 %v2635 to i32
  %t1114 = shl i32 %t1113, 16
  %v2637 = bitcast i32 %t1114 to float
  %v2638 = fadd float %v2632, %v2637
  %t1115 = bitcast float %v2638 to i32
  %t1116 = fcmp uno float %v2638, 0.000000e+00
  %t1117 = lshr i32 %t1115, 16
  %t1118 = and i32 %t1117, 1
  %t1119 = add i32 %t1118, 32767
  %t1120 = add i32 %t1115, %t1119
  %t1121 = lshr i32 %t1120, 16
  %t1122 = or i32 %t1117, 64
  %t1123 = trunc i32 %t1121 to i16
  %t1124 = trunc i32 %t1122 to i16
  %v2639 = select i1 %t1116, i16 %t1124, i16 %t1123
  %v2641 = zext i16 %v2639 to i32
  %v2643 = shl i32 %v2641, 16
  %v2644 = or i32 %v2615, %v2643
  %v2645 = insertelement <4 x i32> %v2593, i32 %v2644, i32 2
  %v2646 = extractelement <4 x i32> %v2483, i32 3
  %v2647 = extractelement <4 x i32> %v2485, i32 3
  %v2648 = extractelement <4 x i32> %v2487, i32 3
  %v2649 = extractelement <4 x i32> %v2489, i32 3
  %v2650 = trunc i32 %v2646 to i16
  %t1125 = zext i16 %v2650 to i32
  %t1126 = shl i32 %t1125, 16
  %v2652 = bitcast i32 %t1126 to float
  %v2653 = trunc i32 %v2647 to i16
  %t1127 = zext i16 %v2653 to i32
  %t1128 = shl i32 %t1127, 16
  %v2655 = bitcast i32 %t1128 to float
  %v2656 = fadd float %v2652, %v2655
  %v2657 = trunc i32 %v2648 to i16
  %t1129 = zext i16 %v2657 to i32
  %t1130 = shl i32 %t1129, 16
  %v2659 = bitcast i32 %t1130 to float
  %v2660 = fadd float %v2656, %v2659
  %v2661 = trunc i32 %v2649 to i16
  %t1131 = zext i16 %v2661 to i32
  %t1132 = shl i32 %t1131, 16
  %v2663 = bitcast i32 %t1132 to float
  %v2664 = fadd float %v2660, %v2663
  %t1133 = bitcast float %v2664 to i32
  %t1134 = fcmp uno float %v2664, 0.000000e+00
  %t1135 = lshr i32 %t1133, 16
  %t1136 = and i32 %t1135, 1
  %t1137 = add i32 %t1136, 32767
  %t1138 = add i32 %t1133, %t1137
  %t1139 = lshr i32 %t1138, 16
  %t1140 = or i32 %t1135, 64
  %t1141 = trunc i32 %t1139 to i16
  %t1142 = trunc i32 %t1140 to i16
  %v2665 = select i1 %t1134, i16 %t1142, i16 %t1141
  %v2667 = zext i16 %v2665 to i32
  %v2669 = lshr i32 %v2646, 16
  %v2670 = trunc i32 %v2669 to i16
  %t1143 = zext i16 %v2670 to i32
  %t1144 = shl i32 %t1143, 16
  %v2672 = bitcast i32 %t1144 to float
  %v2674 = lshr i32 %v2647, 16
  %v2675 = trunc i32 %v2674 to i16
  %t1145 = zext i16 %v2675 to i32
  %t1146 = shl i32 %t1145, 16
  %v2677 = bitcast i32 %t1146 to float
  %v2678 = fadd float %v2672, %v2677
  %v2680 = lshr i32 %v2648, 16
  %v2681 = trunc i32 %v2680 to i16
  %t1147 = zext i16 %v2681 to i32
  %t1148 = shl i32 %t1147, 16
  %v2683 = bitcast i32 %t1148 to float
  %v2684 = fadd float %v2678, %v2683
  %v2686 = lshr i32 %v2649, 16
  %v2687 = trunc i32 %v2686 to i16
  %t1149 = zext i16 %v2687 to i32
  %t1150 = shl i32 %t1149, 16
  %v2689 = bitcast i32 %t1150 to float
  %v2690 = fadd float %v2684, %v2689
  %t1151 = bitcast float %v2690 to i32
  %t1152 = fcmp uno float %v2690, 0.000000e+00
  %t1153 = lshr i32 %t1151, 16
  %t1154 = and i32 %t1153, 1
  %t1155 = add i32 %t1154, 32767
  %t1156 = add i32 %t1151, %t1155
  %t1157 = lshr i32 %t1156, 16
  %t1158 = or i32 %t1153, 64
  %t1159 = trunc i32 %t1157 to i16
  %t1160 = trunc i32 %t1158 to i16
  %v2691 = select i1 %t1152, i16 %t1160, i16 %t1159
  %v2693 = zext i16 %v2691 to i32
  %v2695 = shl i32 %v2693, 16
  %v2696 = or i32 %v2667, %v2695
  %v2697 = insertelement <4 x i32> %v2645, i32 %v2696, i32 3
  %v2698 = getelementptr i8, ptr addrspace(1) %v912, i64 %v2481
  store <4 x i32> %v2697, ptr addrspace(1) %v2698, align 16
  br label %for42.latch
for42.latch:
  %for42.next = add i32 %v2480, 4096
  br label %for42.head
for42.end:
  br label %if36.end
if36.end:
  %phi42 = phi i32 [ %phi40, %for39.end ], [ %phi7, %for42.end ]
  %phi43 = phi i32 [ %phi8, %for39.end ], [ %phi41, %for42.end ]
  br label %if35.end
if35.end:
  %phi44 = phi i32 [ %phi42, %if36.end ], [ %phi7, %if1.end ]
  %phi45 = phi i32 [ %phi43, %if36.end ], [ %phi8, %if1.end ]
  call void @llvm.nvvm.barrier0()
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v2700 = icmp ult i32 %v11, 4
  %v2701 = and i1 %v160, %v2700
  br i1 %v2701, label %if43.then, label %if43.end
if43.then:
  %v2702 = add i32 %v159, 1
  %v2704 = add i32 %p1, %v11
  %v2705 = sub i32 %v2704, 4
  %v2706 = icmp uge i32 %v2704, 4
  %v2707 = select i1 %v2706, i32 %v2705, i32 %v2704
  %v2709 = zext i32 %v2707 to i64
  %v2710 = mul i64 %v2709, 8
  %v2711 = getelementptr i8, ptr addrspace(1) %p0, i64 %v2710
  %v2712 = load i64, ptr addrspace(1) %v2711, align 8
  %v2713 = sub i64 %v2712, %v17
  %v2714 = getelementptr i8, ptr addrspace(1) %v32, i64 %v2713
  %t1161 = ptrtoint ptr addrspace(1) %v2714 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1161, i32 %v2702)
  br label %if43.end
if43.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v2715 = icmp ule i64 %v157, 1
  %v2717 = icmp uge i64 %v157, 1
  %v2718 = and i1 %v2717, %v2715
  br i1 %v2718, label %if44.then, label %if44.end
if44.then:
  %v2720 = icmp ult i32 %v11, 4
  %v2721 = icmp uge i32 %v11, 1
  %v2722 = and i1 %v2721, %v2720
  br i1 %v2722, label %if45.then, label %if45.end
if45.then:
  %v2724 = add i32 %p1, %v11
  %v2725 = sub i32 %v2724, 4
  %v2726 = icmp uge i32 %v2724, 4
  %v2727 = select i1 %v2726, i32 %v2725, i32 %v2724
  %v2728 = add i32 %v27, %v2727
  %v2729 = zext i32 %v2728 to i64
  %v2731 = mul i64 %v2729, 4
  %v2732 = getelementptr i8, ptr addrspace(1) %v25, i64 %v2731
  %v2735 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while46.cond
while46.cond:
  %phi46 = phi i32 [ %phi0, %if45.then ], [ %phi50, %if47.end ]
  %phi47 = phi i32 [ %phi0, %if45.then ], [ %phi51, %if47.end ]
  %v2738 = icmp eq i32 %phi47, 0
  br i1 %v2738, label %while46.body, label %while46.end
while46.body:
  %t1162 = ptrtoint ptr addrspace(1) %v2732 to i64
  %v2739 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1162)
  %v2741 = sub i32 %v2739, %v159
  %v2742 = icmp sge i32 %v2741, 0
  %v2743 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v2744 = sub i64 %v2743, %v2735
  %v2745 = icmp ugt i64 %v2744, %p6
  %t1163 = ptrtoint ptr addrspace(1) %p5 to i64
  %v2746 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1163)
  %v2747 = icmp ne i32 %v2746, 0
  %v2748 = or i1 %v2745, %v2747
  br i1 %v2742, label %if47.then, label %if47.else
if47.then:
  br label %if47.end
if47.else:
  br i1 %v2748, label %if48.then, label %if48.end
if48.then:
  %t1164 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1164, i32 1)
  br label %if48.end
if48.end:
  %phi48 = phi i32 [ 1, %if48.then ], [ %phi46, %if47.else ]
  %phi49 = phi i32 [ 1, %if48.then ], [ %phi47, %if47.else ]
  br label %if47.end
if47.end:
  %phi50 = phi i32 [ %phi46, %if47.then ], [ %phi48, %if48.end ]
  %phi51 = phi i32 [ 1, %if47.then ], [ %phi49, %if48.end ]
  br label %while46.cond
while46.end:
  %t1165 = ptrtoint ptr addrspace(1) %v2732 to i64
  %v2750 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1165)
  br label %if45.end
if45.end:
  %phi52 = phi i32 [ %phi46, %while46.end ], [ %phi0, %if44.then ]
  %phi53 = phi i32 [ %phi47, %while46.end ], [ %phi9, %if44.then ]
  call void @llvm.nvvm.barrier0()
  br label %if44.end
if44.end:
  %phi54 = phi i32 [ %phi52, %if45.end ], [ %phi0, %if43.end ]
  %phi55 = phi i32 [ %phi53, %if45.end ], [ %phi9, %if43.end ]
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v157, 1
  br label %for0.head
for0.end:
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
!1 = !{ptr @cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g128_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g128_bar_full_sm_90, !"maxntidx", i32 256}
