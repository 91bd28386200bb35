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
  %v39 = getelementptr i8, ptr addrspace(1) %v37, i64 4194304
  %v42 = add i32 %p1, 1
  %v43 = icmp uge i32 %v42, 4
  %v44 = sub i32 %v42, 4
  %v45 = select i1 %v43, i32 %v44, i32 %v42
  %v47 = zext i32 %v45 to i64
  %v48 = mul i64 %v47, 8
  %v49 = getelementptr i8, ptr addrspace(1) %p0, i64 %v48
  %v50 = load i64, ptr addrspace(1) %v49, align 8
  %v51 = sub i64 %v50, %v17
  %v52 = getelementptr i8, ptr addrspace(1) %v39, i64 %v51
  %v54 = getelementptr i8, ptr addrspace(1) %v37, i64 2097152
  %v57 = add i32 %p1, 2
  %v58 = icmp uge i32 %v57, 4
  %v59 = sub i32 %v57, 4
  %v60 = select i1 %v58, i32 %v59, i32 %v57
  %v62 = zext i32 %v60 to i64
  %v63 = mul i64 %v62, 8
  %v64 = getelementptr i8, ptr addrspace(1) %p0, i64 %v63
  %v65 = load i64, ptr addrspace(1) %v64, align 8
  %v66 = sub i64 %v65, %v17
  %v67 = getelementptr i8, ptr addrspace(1) %v54, i64 %v66
  %v69 = getelementptr i8, ptr addrspace(1) %v37, i64 0
  %v72 = add i32 %p1, 3
  %v73 = icmp uge i32 %v72, 4
  %v74 = sub i32 %v72, 4
  %v75 = select i1 %v73, i32 %v74, i32 %v72
  %v77 = zext i32 %v75 to i64
  %v78 = mul i64 %v77, 8
  %v79 = getelementptr i8, ptr addrspace(1) %p0, i64 %v78
  %v80 = load i64, ptr addrspace(1) %v79, align 8
  %v81 = sub i64 %v80, %v17
  %v82 = getelementptr i8, ptr addrspace(1) %v69, i64 %v81
  %v84 = sub i32 3, %p1
  %v86 = icmp uge i32 %v84, 4
  %v88 = sub i32 %v84, 4
  %v89 = select i1 %v86, i32 %v88, i32 %v84
  %v91 = icmp eq i32 %p1, 0
  %v92 = zext i32 %v89 to i64
  %v94 = mul i64 %v92, 2097152
  %v95 = getelementptr i8, ptr addrspace(1) %v37, i64 %v94
  %v97 = sub i32 4, %p1
  %v99 = icmp uge i32 %v97, 4
  %v101 = sub i32 %v97, 4
  %v102 = select i1 %v99, i32 %v101, i32 %v97
  %v104 = icmp eq i32 %p1, 1
  %v105 = zext i32 %v102 to i64
  %v107 = mul i64 %v105, 2097152
  %v108 = getelementptr i8, ptr addrspace(1) %v37, i64 %v107
  %v110 = sub i32 5, %p1
  %v112 = icmp uge i32 %v110, 4
  %v114 = sub i32 %v110, 4
  %v115 = select i1 %v112, i32 %v114, i32 %v110
  %v117 = icmp eq i32 %p1, 2
  %v118 = zext i32 %v115 to i64
  %v120 = mul i64 %v118, 2097152
  %v121 = getelementptr i8, ptr addrspace(1) %v37, i64 %v120
  %v123 = sub i32 6, %p1
  %v125 = icmp uge i32 %v123, 4
  %v127 = sub i32 %v123, 4
  %v128 = select i1 %v125, i32 %v127, i32 %v123
  %v130 = icmp eq i32 %p1, 3
  %v131 = zext i32 %v128 to i64
  %v133 = mul i64 %v131, 2097152
  %v134 = getelementptr i8, ptr addrspace(1) %v37, i64 %v133
  %v135 = zext i32 %v45 to i64
  %v137 = mul i64 %v135, 2097152
  %v138 = getelementptr i8, ptr addrspace(1) %p2, i64 %v137
  %v139 = zext i32 %v60 to i64
  %v141 = mul i64 %v139, 2097152
  %v142 = getelementptr i8, ptr addrspace(1) %p2, i64 %v141
  %v143 = zext i32 %v75 to i64
  %v145 = mul i64 %v143, 2097152
  %v146 = getelementptr i8, ptr addrspace(1) %p2, i64 %v145
  %v147 = zext i32 %p1 to i64
  %v149 = mul i64 %v147, 2097152
  %v150 = getelementptr i8, ptr addrspace(1) %p2, i64 %v149
  %v154 = add i64 1, 2
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
  %v156 = phi i64 [ 0, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v156, %v154
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v157 = trunc i64 %v156 to i32
  %v158 = add i32 %v33, %v157
  %v159 = icmp ult i64 %v156, 1
  ; round l: send slice l
  br i1 %v159, label %if1.then, label %if1.end
if1.then:
  %v161 = zext i32 %v12 to i64
  %v162 = mul i64 %v156, 128
  %v163 = add i64 %v162, %v161
  %v164 = mul i64 %v163, 16384
  %v166 = call i64 @llvm.umax.i64(i64 2097152, i64 %v164)
  %v167 = sub i64 %v166, %v164
  %v168 = call i64 @llvm.umin.i64(i64 %v167, i64 16384)
  %v170 = and i32 %v158, 3
  %v172 = zext i32 %v170 to i64
  %v173 = mul i64 %v172, 6291456
  %v174 = getelementptr i8, ptr addrspace(1) %v138, i64 %v164
  %v175 = getelementptr i8, ptr addrspace(1) %v52, i64 %v173
  %v177 = icmp eq i64 %v168, 16384
  br i1 %v177, label %if2.then, label %if2.else
if2.then:
  %v178 = trunc i64 16384 to i32
  %v179 = trunc i64 %v23 to i32
  %v181 = udiv i32 %v178, 32768
  %v182 = mul i32 %v181, 32768
  br label %for3.head
for3.head:
  %v184 = phi i32 [ 0, %if2.then ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i32 %v184, %v182
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v185 = add i32 %v184, %v179
  %v186 = zext i32 %v185 to i64
  %v188 = add i32 %v185, 4096
  %v189 = zext i32 %v188 to i64
  %v191 = add i32 %v185, 8192
  %v192 = zext i32 %v191 to i64
  %v194 = add i32 %v185, 12288
  %v195 = zext i32 %v194 to i64
  %v197 = add i32 %v185, 16384
  %v198 = zext i32 %v197 to i64
  %v200 = add i32 %v185, 20480
  %v201 = zext i32 %v200 to i64
  %v203 = add i32 %v185, 24576
  %v204 = zext i32 %v203 to i64
  %v206 = add i32 %v185, 28672
  %v207 = zext i32 %v206 to i64
  %v208 = getelementptr i8, ptr addrspace(1) %v174, i64 %v186
  %v209 = load <4 x i32>, ptr addrspace(1) %v208, align 16
  %v210 = getelementptr i8, ptr addrspace(1) %v174, i64 %v189
  %v211 = load <4 x i32>, ptr addrspace(1) %v210, align 16
  %v212 = getelementptr i8, ptr addrspace(1) %v174, i64 %v192
  %v213 = load <4 x i32>, ptr addrspace(1) %v212, align 16
  %v214 = getelementptr i8, ptr addrspace(1) %v174, i64 %v195
  %v215 = load <4 x i32>, ptr addrspace(1) %v214, align 16
  %v216 = getelementptr i8, ptr addrspace(1) %v174, i64 %v198
  %v217 = load <4 x i32>, ptr addrspace(1) %v216, align 16
  %v218 = getelementptr i8, ptr addrspace(1) %v174, i64 %v201
  %v219 = load <4 x i32>, ptr addrspace(1) %v218, align 16
  %v220 = getelementptr i8, ptr addrspace(1) %v174, i64 %v204
  %v221 = load <4 x i32>, ptr addrspace(1) %v220, align 16
  %v222 = getelementptr i8, ptr addrspace(1) %v174, i64 %v207
  %v223 = load <4 x i32>, ptr addrspace(1) %v222, align 16
  %v224 = getelementptr i8, ptr addrspace(1) %v175, i64 %v186
  store <4 x i32> %v209, ptr addrspace(1) %v224, align 16
  %v225 = getelementptr i8, ptr addrspace(1) %v175, i64 %v189
  store <4 x i32> %v211, ptr addrspace(1) %v225, align 16
  %v226 = getelementptr i8, ptr addrspace(1) %v175, i64 %v192
  store <4 x i32> %v213, ptr addrspace(1) %v226, align 16
  %v227 = getelementptr i8, ptr addrspace(1) %v175, i64 %v195
  store <4 x i32> %v215, ptr addrspace(1) %v227, align 16
  %v228 = getelementptr i8, ptr addrspace(1) %v175, i64 %v198
  store <4 x i32> %v217, ptr addrspace(1) %v228, align 16
  %v229 = getelementptr i8, ptr addrspace(1) %v175, i64 %v201
  store <4 x i32> %v219, ptr addrspace(1) %v229, align 16
  %v230 = getelementptr i8, ptr addrspace(1) %v175, i64 %v204
  store <4 x i32> %v221, ptr addrspace(1) %v230, align 16
  %v231 = getelementptr i8, ptr addrspace(1) %v175, i64 %v207
  store <4 x i32> %v223, ptr addrspace(1) %v231, align 16
  br label %for3.latch
for3.latch:
  %for3.next = add i32 %v184, 32768
  br label %for3.head
for3.end:
  %v234 = sub i32 %v178, %v182
  %v235 = icmp uge i32 %v234, 16384
  br i1 %v235, label %if4.then, label %if4.end
if4.then:
  %v236 = add i32 %v182, %v179
  %v237 = zext i32 %v236 to i64
  %v239 = add i32 %v236, 4096
  %v240 = zext i32 %v239 to i64
  %v242 = add i32 %v236, 8192
  %v243 = zext i32 %v242 to i64
  %v245 = add i32 %v236, 12288
  %v246 = zext i32 %v245 to i64
  %v247 = getelementptr i8, ptr addrspace(1) %v174, i64 %v237
  %v248 = load <4 x i32>, ptr addrspace(1) %v247, align 16
  %v249 = getelementptr i8, ptr addrspace(1) %v174, i64 %v240
  %v250 = load <4 x i32>, ptr addrspace(1) %v249, align 16
  %v251 = getelementptr i8, ptr addrspace(1) %v174, i64 %v243
  %v252 = load <4 x i32>, ptr addrspace(1) %v251, align 16
  %v253 = getelementptr i8, ptr addrspace(1) %v174, i64 %v246
  %v254 = load <4 x i32>, ptr addrspace(1) %v253, align 16
  %v255 = getelementptr i8, ptr addrspace(1) %v175, i64 %v237
  store <4 x i32> %v248, ptr addrspace(1) %v255, align 16
  %v256 = getelementptr i8, ptr addrspace(1) %v175, i64 %v240
  store <4 x i32> %v250, ptr addrspace(1) %v256, align 16
  %v257 = getelementptr i8, ptr addrspace(1) %v175, i64 %v243
  store <4 x i32> %v252, ptr addrspace(1) %v257, align 16
  %v258 = getelementptr i8, ptr addrspace(1) %v175, i64 %v246
  store <4 x i32> %v254, ptr addrspace(1) %v258, align 16
  %v259 = add i32 %v182, 16384
  br label %if4.end
if4.end:
  %phi10 = phi i32 [ %v259, %if4.then ], [ %v182, %for3.end ]
  %v262 = sub i32 %v178, %phi10
  %v263 = icmp uge i32 %v262, 8192
  br i1 %v263, label %if5.then, label %if5.end
if5.then:
  %v264 = add i32 %phi10, %v179
  %v265 = zext i32 %v264 to i64
  %v267 = add i32 %v264, 4096
  %v268 = zext i32 %v267 to i64
  %v269 = getelementptr i8, ptr addrspace(1) %v174, i64 %v265
  %v270 = load <4 x i32>, ptr addrspace(1) %v269, align 16
  %v271 = getelementptr i8, ptr addrspace(1) %v174, i64 %v268
  %v272 = load <4 x i32>, ptr addrspace(1) %v271, align 16
  %v273 = getelementptr i8, ptr addrspace(1) %v175, i64 %v265
  store <4 x i32> %v270, ptr addrspace(1) %v273, align 16
  %v274 = getelementptr i8, ptr addrspace(1) %v175, i64 %v268
  store <4 x i32> %v272, ptr addrspace(1) %v274, align 16
  %v275 = add i32 %phi10, 8192
  br label %if5.end
if5.end:
  %phi11 = phi i32 [ %v275, %if5.then ], [ %phi10, %if4.end ]
  %v278 = sub i32 %v178, %phi11
  %v279 = icmp uge i32 %v278, 4096
  br i1 %v279, label %if6.then, label %if6.end
if6.then:
  %v280 = add i32 %phi11, %v179
  %v281 = zext i32 %v280 to i64
  %v282 = getelementptr i8, ptr addrspace(1) %v174, i64 %v281
  %v283 = load <4 x i32>, ptr addrspace(1) %v282, align 16
  %v284 = getelementptr i8, ptr addrspace(1) %v175, i64 %v281
  store <4 x i32> %v283, ptr addrspace(1) %v284, align 16
  %v285 = add i32 %phi11, 4096
  br label %if6.end
if6.end:
  %phi12 = phi i32 [ %v285, %if6.then ], [ %phi11, %if5.end ]
  %v288 = add i32 %phi12, %v179
  br label %for7.head
for7.head:
  %v289 = phi i32 [ %v288, %if6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i32 %v289, %v178
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v290 = zext i32 %v289 to i64
  %v291 = getelementptr i8, ptr addrspace(1) %v174, i64 %v290
  %v292 = load <4 x i32>, ptr addrspace(1) %v291, align 16
  %v293 = getelementptr i8, ptr addrspace(1) %v175, i64 %v290
  store <4 x i32> %v292, ptr addrspace(1) %v293, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i32 %v289, 4096
  br label %for7.head
for7.end:
  br label %if2.end
if2.else:
  %v294 = trunc i64 %v168 to i32
  %v295 = trunc i64 %v23 to i32
  %v297 = udiv i32 %v294, 32768
  %v298 = mul i32 %v297, 32768
  br label %for8.head
for8.head:
  %v300 = phi i32 [ 0, %if2.else ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v300, %v298
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v301 = add i32 %v300, %v295
  %v302 = zext i32 %v301 to i64
  %v304 = add i32 %v301, 4096
  %v305 = zext i32 %v304 to i64
  %v307 = add i32 %v301, 8192
  %v308 = zext i32 %v307 to i64
  %v310 = add i32 %v301, 12288
  %v311 = zext i32 %v310 to i64
  %v313 = add i32 %v301, 16384
  %v314 = zext i32 %v313 to i64
  %v316 = add i32 %v301, 20480
  %v317 = zext i32 %v316 to i64
  %v319 = add i32 %v301, 24576
  %v320 = zext i32 %v319 to i64
  %v322 = add i32 %v301, 28672
  %v323 = zext i32 %v322 to i64
  %v324 = getelementptr i8, ptr addrspace(1) %v174, i64 %v302
  %v325 = load <4 x i32>, ptr addrspace(1) %v324, align 16
  %v326 = getelementptr i8, ptr addrspace(1) %v174, i64 %v305
  %v327 = load <4 x i32>, ptr addrspace(1) %v326, align 16
  %v328 = getelementptr i8, ptr addrspace(1) %v174, i64 %v308
  %v329 = load <4 x i32>, ptr addrspace(1) %v328, align 16
  %v330 = getelementptr i8, ptr addrspace(1) %v174, i64 %v311
  %v331 = load <4 x i32>, ptr addrspace(1) %v330, align 16
  %v332 = getelementptr i8, ptr addrspace(1) %v174, i64 %v314
  %v333 = load <4 x i32>, ptr addrspace(1) %v332, align 16
  %v334 = getelementptr i8, ptr addrspace(1) %v174, i64 %v317
  %v335 = load <4 x i32>, ptr addrspace(1) %v334, align 16
  %v336 = getelementptr i8, ptr addrspace(1) %v174, i64 %v320
  %v337 = load <4 x i32>, ptr addrspace(1) %v336, align 16
  %v338 = getelementptr i8, ptr addrspace(1) %v174, i64 %v323
  %v339 = load <4 x i32>, ptr addrspace(1) %v338, align 16
  %v340 = getelementptr i8, ptr addrspace(1) %v175, i64 %v302
  store <4 x i32> %v325, ptr addrspace(1) %v340, align 16
  %v341 = getelementptr i8, ptr addrspace(1) %v175, i64 %v305
  store <4 x i32> %v327, ptr addrspace(1) %v341, align 16
  %v342 = getelementptr i8, ptr addrspace(1) %v175, i64 %v308
  store <4 x i32> %v329, ptr addrspace(1) %v342, align 16
  %v343 = getelementptr i8, ptr addrspace(1) %v175, i64 %v311
  store <4 x i32> %v331, ptr addrspace(1) %v343, align 16
  %v344 = getelementptr i8, ptr addrspace(1) %v175, i64 %v314
  store <4 x i32> %v333, ptr addrspace(1) %v344, align 16
  %v345 = getelementptr i8, ptr addrspace(1) %v175, i64 %v317
  store <4 x i32> %v335, ptr addrspace(1) %v345, align 16
  %v346 = getelementptr i8, ptr addrspace(1) %v175, i64 %v320
  store <4 x i32> %v337, ptr addrspace(1) %v346, align 16
  %v347 = getelementptr i8, ptr addrspace(1) %v175, i64 %v323
  store <4 x i32> %v339, ptr addrspace(1) %v347, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v300, 32768
  br label %for8.head
for8.end:
  %v350 = sub i32 %v294, %v298
  %v351 = icmp uge i32 %v350, 16384
  br i1 %v351, label %if9.then, label %if9.end
if9.then:
  %v352 = add i32 %v298, %v295
  %v353 = zext i32 %v352 to i64
  %v355 = add i32 %v352, 4096
  %v356 = zext i32 %v355 to i64
  %v358 = add i32 %v352, 8192
  %v359 = zext i32 %v358 to i64
  %v361 = add i32 %v352, 12288
  %v362 = zext i32 %v361 to i64
  %v363 = getelementptr i8, ptr addrspace(1) %v174, i64 %v353
  %v364 = load <4 x i32>, ptr addrspace(1) %v363, align 16
  %v365 = getelementptr i8, ptr addrspace(1) %v174, i64 %v356
  %v366 = load <4 x i32>, ptr addrspace(1) %v365, align 16
  %v367 = getelementptr i8, ptr addrspace(1) %v174, i64 %v359
  %v368 = load <4 x i32>, ptr addrspace(1) %v367, align 16
  %v369 = getelementptr i8, ptr addrspace(1) %v174, i64 %v362
  %v370 = load <4 x i32>, ptr addrspace(1) %v369, align 16
  %v371 = getelementptr i8, ptr addrspace(1) %v175, i64 %v353
  store <4 x i32> %v364, ptr addrspace(1) %v371, align 16
  %v372 = getelementptr i8, ptr addrspace(1) %v175, i64 %v356
  store <4 x i32> %v366, ptr addrspace(1) %v372, align 16
  %v373 = getelementptr i8, ptr addrspace(1) %v175, i64 %v359
  store <4 x i32> %v368, ptr addrspace(1) %v373, align 16
  %v374 = getelementptr i8, ptr addrspace(1) %v175, i64 %v362
  store <4 x i32> %v370, ptr addrspace(1) %v374, align 16
  %v375 = add i32 %v298, 16384
  br label %if9.end
if9.end:
  %phi13 = phi i32 [ %v375, %if9.then ], [ %v298, %for8.end ]
  %v378 = sub i32 %v294, %phi13
  %v379 = icmp uge i32 %v378, 8192
  br i1 %v379, label %if10.then, label %if10.end
if10.then:
  %v380 = add i32 %phi13, %v295
  %v381 = zext i32 %v380 to i64
  %v383 = add i32 %v380, 4096
  %v384 = zext i32 %v383 to i64
  %v385 = getelementptr i8, ptr addrspace(1) %v174, i64 %v381
  %v386 = load <4 x i32>, ptr addrspace(1) %v385, align 16
  %v387 = getelementptr i8, ptr addrspace(1) %v174, i64 %v384
  %v388 = load <4 x i32>, ptr addrspace(1) %v387, align 16
  %v389 = getelementptr i8, ptr addrspace(1) %v175, i64 %v381
  store <4 x i32> %v386, ptr addrspace(1) %v389, align 16
  %v390 = getelementptr i8, ptr addrspace(1) %v175, i64 %v384
  store <4 x i32> %v388, ptr addrspace(1) %v390, align 16
  %v391 = add i32 %phi13, 8192
  br label %if10.end
if10.end:
  %phi14 = phi i32 [ %v391, %if10.then ], [ %phi13, %if9.end ]
  %v394 = sub i32 %v294, %phi14
  %v395 = icmp uge i32 %v394, 4096
  br i1 %v395, label %if11.then, label %if11.end
if11.then:
  %v396 = add i32 %phi14, %v295
  %v397 = zext i32 %v396 to i64
  %v398 = getelementptr i8, ptr addrspace(1) %v174, i64 %v397
  %v399 = load <4 x i32>, ptr addrspace(1) %v398, align 16
  %v400 = getelementptr i8, ptr addrspace(1) %v175, i64 %v397
  store <4 x i32> %v399, ptr addrspace(1) %v400, align 16
  %v401 = add i32 %phi14, 4096
  br label %if11.end
if11.end:
  %phi15 = phi i32 [ %v401, %if11.then ], [ %phi14, %if10.end ]
  %v404 = add i32 %phi15, %v295
  br label %for12.head
for12.head:
  %v405 = phi i32 [ %v404, %if11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i32 %v405, %v294
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v406 = zext i32 %v405 to i64
  %v407 = getelementptr i8, ptr addrspace(1) %v174, i64 %v406
  %v408 = load <4 x i32>, ptr addrspace(1) %v407, align 16
  %v409 = getelementptr i8, ptr addrspace(1) %v175, i64 %v406
  store <4 x i32> %v408, ptr addrspace(1) %v409, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i32 %v405, 4096
  br label %for12.head
for12.end:
  br label %if2.end
if2.end:
  %phi16 = phi i32 [ %phi12, %for7.end ], [ %phi1, %for12.end ]
  %phi17 = phi i32 [ %phi2, %for7.end ], [ %phi15, %for12.end ]
  %v410 = getelementptr i8, ptr addrspace(1) %v142, i64 %v164
  %v411 = getelementptr i8, ptr addrspace(1) %v67, i64 %v173
  %v413 = icmp eq i64 %v168, 16384
  br i1 %v413, label %if13.then, label %if13.else
if13.then:
  %v414 = trunc i64 16384 to i32
  %v415 = trunc i64 %v23 to i32
  %v417 = udiv i32 %v414, 32768
  %v418 = mul i32 %v417, 32768
  br label %for14.head
for14.head:
  %v420 = phi i32 [ 0, %if13.then ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i32 %v420, %v418
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v421 = add i32 %v420, %v415
  %v422 = zext i32 %v421 to i64
  %v424 = add i32 %v421, 4096
  %v425 = zext i32 %v424 to i64
  %v427 = add i32 %v421, 8192
  %v428 = zext i32 %v427 to i64
  %v430 = add i32 %v421, 12288
  %v431 = zext i32 %v430 to i64
  %v433 = add i32 %v421, 16384
  %v434 = zext i32 %v433 to i64
  %v436 = add i32 %v421, 20480
  %v437 = zext i32 %v436 to i64
  %v439 = add i32 %v421, 24576
  %v440 = zext i32 %v439 to i64
  %v442 = add i32 %v421, 28672
  %v443 = zext i32 %v442 to i64
  %v444 = getelementptr i8, ptr addrspace(1) %v410, i64 %v422
  %v445 = load <4 x i32>, ptr addrspace(1) %v444, align 16
  %v446 = getelementptr i8, ptr addrspace(1) %v410, i64 %v425
  %v447 = load <4 x i32>, ptr addrspace(1) %v446, align 16
  %v448 = getelementptr i8, ptr addrspace(1) %v410, i64 %v428
  %v449 = load <4 x i32>, ptr addrspace(1) %v448, align 16
  %v450 = getelementptr i8, ptr addrspace(1) %v410, i64 %v431
  %v451 = load <4 x i32>, ptr addrspace(1) %v450, align 16
  %v452 = getelementptr i8, ptr addrspace(1) %v410, i64 %v434
  %v453 = load <4 x i32>, ptr addrspace(1) %v452, align 16
  %v454 = getelementptr i8, ptr addrspace(1) %v410, i64 %v437
  %v455 = load <4 x i32>, ptr addrspace(1) %v454, align 16
  %v456 = getelementptr i8, ptr addrspace(1) %v410, i64 %v440
  %v457 = load <4 x i32>, ptr addrspace(1) %v456, align 16
  %v458 = getelementptr i8, ptr addrspace(1) %v410, i64 %v443
  %v459 = load <4 x i32>, ptr addrspace(1) %v458, align 16
  %v460 = getelementptr i8, ptr addrspace(1) %v411, i64 %v422
  store <4 x i32> %v445, ptr addrspace(1) %v460, align 16
  %v461 = getelementptr i8, ptr addrspace(1) %v411, i64 %v425
  store <4 x i32> %v447, ptr addrspace(1) %v461, align 16
  %v462 = getelementptr i8, ptr addrspace(1) %v411, i64 %v428
  store <4 x i32> %v449, ptr addrspace(1) %v462, align 16
  %v463 = getelementptr i8, ptr addrspace(1) %v411, i64 %v431
  store <4 x i32> %v451, ptr addrspace(1) %v463, align 16
  %v464 = getelementptr i8, ptr addrspace(1) %v411, i64 %v434
  store <4 x i32> %v453, ptr addrspace(1) %v464, align 16
  %v465 = getelementptr i8, ptr addrspace(1) %v411, i64 %v437
  store <4 x i32> %v455, ptr addrspace(1) %v465, align 16
  %v466 = getelementptr i8, ptr addrspace(1) %v411, i64 %v440
  store <4 x i32> %v457, ptr addrspace(1) %v466, align 16
  %v467 = getelementptr i8, ptr addrspace(1) %v411, i64 %v443
  store <4 x i32> %v459, ptr addrspace(1) %v467, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i32 %v420, 32768
  br label %for14.head
for14.end:
  %v470 = sub i32 %v414, %v418
  %v471 = icmp uge i32 %v470, 16384
  br i1 %v471, label %if15.then, label %if15.end
if15.then:
  %v472 = add i32 %v418, %v415
  %v473 = zext i32 %v472 to i64
  %v475 = add i32 %v472, 4096
  %v476 = zext i32 %v475 to i64
  %v478 = add i32 %v472, 8192
  %v479 = zext i32 %v478 to i64
  %v481 = add i32 %v472, 12288
  %v482 = zext i32 %v481 to i64
  %v483 = getelementptr i8, ptr addrspace(1) %v410, i64 %v473
  %v484 = load <4 x i32>, ptr addrspace(1) %v483, align 16
  %v485 = getelementptr i8, ptr addrspace(1) %v410, i64 %v476
  %v486 = load <4 x i32>, ptr addrspace(1) %v485, align 16
  %v487 = getelementptr i8, ptr addrspace(1) %v410, i64 %v479
  %v488 = load <4 x i32>, ptr addrspace(1) %v487, align 16
  %v489 = getelementptr i8, ptr addrspace(1) %v410, i64 %v482
  %v490 = load <4 x i32>, ptr addrspace(1) %v489, align 16
  %v491 = getelementptr i8, ptr addrspace(1) %v411, i64 %v473
  store <4 x i32> %v484, ptr addrspace(1) %v491, align 16
  %v492 = getelementptr i8, ptr addrspace(1) %v411, i64 %v476
  store <4 x i32> %v486, ptr addrspace(1) %v492, align 16
  %v493 = getelementptr i8, ptr addrspace(1) %v411, i64 %v479
  store <4 x i32> %v488, ptr addrspace(1) %v493, align 16
  %v494 = getelementptr i8, ptr addrspace(1) %v411, i64 %v482
  store <4 x i32> %v490, ptr addrspace(1) %v494, align 16
  %v495 = add i32 %v418, 16384
  br label %if15.end
if15.end:
  %phi18 = phi i32 [ %v495, %if15.then ], [ %v418, %for14.end ]
  %v498 = sub i32 %v414, %phi18
  %v499 = icmp uge i32 %v498, 8192
  br i1 %v499, label %if16.then, label %if16.end
if16.then:
  %v500 = add i32 %phi18, %v415
  %v501 = zext i32 %v500 to i64
  %v503 = add i32 %v500, 4096
  %v504 = zext i32 %v503 to i64
  %v505 = getelementptr i8, ptr addrspace(1) %v410, i64 %v501
  %v506 = load <4 x i32>, ptr addrspace(1) %v505, align 16
  %v507 = getelementptr i8, ptr addrspace(1) %v410, i64 %v504
  %v508 = load <4 x i32>, ptr addrspace(1) %v507, align 16
  %v509 = getelementptr i8, ptr addrspace(1) %v411, i64 %v501
  store <4 x i32> %v506, ptr addrspace(1) %v509, align 16
  %v510 = getelementptr i8, ptr addrspace(1) %v411, i64 %v504
  store <4 x i32> %v508, ptr addrspace(1) %v510, align 16
  %v511 = add i32 %phi18, 8192
  br label %if16.end
if16.end:
  %phi19 = phi i32 [ %v511, %if16.then ], [ %phi18, %if15.end ]
  %v514 = sub i32 %v414, %phi19
  %v515 = icmp uge i32 %v514, 4096
  br i1 %v515, label %if17.then, label %if17.end
if17.then:
  %v516 = add i32 %phi19, %v415
  %v517 = zext i32 %v516 to i64
  %v518 = getelementptr i8, ptr addrspace(1) %v410, i64 %v517
  %v519 = load <4 x i32>, ptr addrspace(1) %v518, align 16
  %v520 = getelementptr i8, ptr addrspace(1) %v411, i64 %v517
  store <4 x i32> %v519, ptr addrspace(1) %v520, align 16
  %v521 = add i32 %phi19, 4096
  br label %if17.end
if17.end:
  %phi20 = phi i32 [ %v521, %if17.then ], [ %phi19, %if16.end ]
  %v524 = add i32 %phi20, %v415
  br label %for18.head
for18.head:
  %v525 = phi i32 [ %v524, %if17.end ], [ %for18.next, %for18.latch ]
  %for18.cond = icmp ult i32 %v525, %v414
  br i1 %for18.cond, label %for18.body, label %for18.end
for18.body:
  %v526 = zext i32 %v525 to i64
  %v527 = getelementptr i8, ptr addrspace(1) %v410, i64 %v526
  %v528 = load <4 x i32>, ptr addrspace(1) %v527, align 16
  %v529 = getelementptr i8, ptr addrspace(1) %v411, i64 %v526
  store <4 x i32> %v528, ptr addrspace(1) %v529, align 16
  br label %for18.latch
for18.latch:
  %for18.next = add i32 %v525, 4096
  br label %for18.head
for18.end:
  br label %if13.end
if13.else:
  %v530 = trunc i64 %v168 to i32
  %v531 = trunc i64 %v23 to i32
  %v533 = udiv i32 %v530, 32768
  %v534 = mul i32 %v533, 32768
  br label %for19.head
for19.head:
  %v536 = phi i32 [ 0, %if13.else ], [ %for19.next, %for19.latch ]
  %for19.cond = icmp ult i32 %v536, %v534
  br i1 %for19.cond, label %for19.body, label %for19.end
for19.body:
  %v537 = add i32 %v536, %v531
  %v538 = zext i32 %v537 to i64
  %v540 = add i32 %v537, 4096
  %v541 = zext i32 %v540 to i64
  %v543 = add i32 %v537, 8192
  %v544 = zext i32 %v543 to i64
  %v546 = add i32 %v537, 12288
  %v547 = zext i32 %v546 to i64
  %v549 = add i32 %v537, 16384
  %v550 = zext i32 %v549 to i64
  %v552 = add i32 %v537, 20480
  %v553 = zext i32 %v552 to i64
  %v555 = add i32 %v537, 24576
  %v556 = zext i32 %v555 to i64
  %v558 = add i32 %v537, 28672
  %v559 = zext i32 %v558 to i64
  %v560 = getelementptr i8, ptr addrspace(1) %v410, i64 %v538
  %v561 = load <4 x i32>, ptr addrspace(1) %v560, align 16
  %v562 = getelementptr i8, ptr addrspace(1) %v410, i64 %v541
  %v563 = load <4 x i32>, ptr addrspace(1) %v562, align 16
  %v564 = getelementptr i8, ptr addrspace(1) %v410, i64 %v544
  %v565 = load <4 x i32>, ptr addrspace(1) %v564, align 16
  %v566 = getelementptr i8, ptr addrspace(1) %v410, i64 %v547
  %v567 = load <4 x i32>, ptr addrspace(1) %v566, align 16
  %v568 = getelementptr i8, ptr addrspace(1) %v410, i64 %v550
  %v569 = load <4 x i32>, ptr addrspace(1) %v568, align 16
  %v570 = getelementptr i8, ptr addrspace(1) %v410, i64 %v553
  %v571 = load <4 x i32>, ptr addrspace(1) %v570, align 16
  %v572 = getelementptr i8, ptr addrspace(1) %v410, i64 %v556
  %v573 = load <4 x i32>, ptr addrspace(1) %v572, align 16
  %v574 = getelementptr i8, ptr addrspace(1) %v410, i64 %v559
  %v575 = load <4 x i32>, ptr addrspace(1) %v574, align 16
  %v576 = getelementptr i8, ptr addrspace(1) %v411, i64 %v538
  store <4 x i32> %v561, ptr addrspace(1) %v576, align 16
  %v577 = getelementptr i8, ptr addrspace(1) %v411, i64 %v541
  store <4 x i32> %v563, ptr addrspace(1) %v577, align 16
  %v578 = getelementptr i8, ptr addrspace(1) %v411, i64 %v544
  store <4 x i32> %v565, ptr addrspace(1) %v578, align 16
  %v579 = getelementptr i8, ptr addrspace(1) %v411, i64 %v547
  store <4 x i32> %v567, ptr addrspace(1) %v579, align 16
  %v580 = getelementptr i8, ptr addrspace(1) %v411, i64 %v550
  store <4 x i32> %v569, ptr addrspace(1) %v580, align 16
  %v581 = getelementptr i8, ptr addrspace(1) %v411, i64 %v553
  store <4 x i32> %v571, ptr addrspace(1) %v581, align 16
  %v582 = getelementptr i8, ptr addrspace(1) %v411, i64 %v556
  store <4 x i32> %v573, ptr addrspace(1) %v582, align 16
  %v583 = getelementptr i8, ptr addrspace(1) %v411, i64 %v559
  store <4 x i32> %v575, ptr addrspace(1) %v583, align 16
  br label %for19.latch
for19.latch:
  %for19.next = add i32 %v536, 32768
  br label %for19.head
for19.end:
  %v586 = sub i32 %v530, %v534
  %v587 = icmp uge i32 %v586, 16384
  br i1 %v587, label %if20.then, label %if20.end
if20.then:
  %v588 = add i32 %v534, %v531
  %v589 = zext i32 %v588 to i64
  %v591 = add i32 %v588, 4096
  %v592 = zext i32 %v591 to i64
  %v594 = add i32 %v588, 8192
  %v595 = zext i32 %v594 to i64
  %v597 = add i32 %v588, 12288
  %v598 = zext i32 %v597 to i64
  %v599 = getelementptr i8, ptr addrspace(1) %v410, i64 %v589
  %v600 = load <4 x i32>, ptr addrspace(1) %v599, align 16
  %v601 = getelementptr i8, ptr addrspace(1) %v410, i64 %v592
  %v602 = load <4 x i32>, ptr addrspace(1) %v601, align 16
  %v603 = getelementptr i8, ptr addrspace(1) %v410, i64 %v595
  %v604 = load <4 x i32>, ptr addrspace(1) %v603, align 16
  %v605 = getelementptr i8, ptr addrspace(1) %v410, i64 %v598
  %v606 = load <4 x i32>, ptr addrspace(1) %v605, align 16
  %v607 = getelementptr i8, ptr addrspace(1) %v411, i64 %v589
  store <4 x i32> %v600, ptr addrspace(1) %v607, align 16
  %v608 = getelementptr i8, ptr addrspace(1) %v411, i64 %v592
  store <4 x i32> %v602, ptr addrspace(1) %v608, align 16
  %v609 = getelementptr i8, ptr addrspace(1) %v411, i64 %v595
  store <4 x i32> %v604, ptr addrspace(1) %v609, align 16
  %v610 = getelementptr i8, ptr addrspace(1) %v411, i64 %v598
  store <4 x i32> %v606, ptr addrspace(1) %v610, align 16
  %v611 = add i32 %v534, 16384
  br label %if20.end
if20.end:
  %phi21 = phi i32 [ %v611, %if20.then ], [ %v534, %for19.end ]
  %v614 = sub i32 %v530, %phi21
  %v615 = icmp uge i32 %v614, 8192
  br i1 %v615, label %if21.then, label %if21.end
if21.then:
  %v616 = add i32 %phi21, %v531
  %v617 = zext i32 %v616 to i64
  %v619 = add i32 %v616, 4096
  %v620 = zext i32 %v619 to i64
  %v621 = getelementptr i8, ptr addrspace(1) %v410, i64 %v617
  %v622 = load <4 x i32>, ptr addrspace(1) %v621, align 16
  %v623 = getelementptr i8, ptr addrspace(1) %v410, i64 %v620
  %v624 = load <4 x i32>, ptr addrspace(1) %v623, align 16
  %v625 = getelementptr i8, ptr addrspace(1) %v411, i64 %v617
  store <4 x i32> %v622, ptr addrspace(1) %v625, align 16
  %v626 = getelementptr i8, ptr addrspace(1) %v411, i64 %v620
  store <4 x i32> %v624, ptr addrspace(1) %v626, align 16
  %v627 = add i32 %phi21, 8192
  br label %if21.end
if21.end:
  %phi22 = phi i32 [ %v627, %if21.then ], [ %phi21, %if20.end ]
  %v630 = sub i32 %v530, %phi22
  %v631 = icmp uge i32 %v630, 4096
  br i1 %v631, label %if22.then, label %if22.end
if22.then:
  %v632 = add i32 %phi22, %v531
  %v633 = zext i32 %v632 to i64
  %v634 = getelementptr i8, ptr addrspace(1) %v410, i64 %v633
  %v635 = load <4 x i32>, ptr addrspace(1) %v634, align 16
  %v636 = getelementptr i8, ptr addrspace(1) %v411, i64 %v633
  store <4 x i32> %v635, ptr addrspace(1) %v636, align 16
  %v637 = add i32 %phi22, 4096
  br label %if22.end
if22.end:
  %phi23 = phi i32 [ %v637, %if22.then ], [ %phi22, %if21.end ]
  %v640 = add i32 %phi23, %v531
  br label %for23.head
for23.head:
  %v641 = phi i32 [ %v640, %if22.end ], [ %for23.next, %for23.latch ]
  %for23.cond = icmp ult i32 %v641, %v530
  br i1 %for23.cond, label %for23.body, label %for23.end
for23.body:
  %v642 = zext i32 %v641 to i64
  %v643 = getelementptr i8, ptr addrspace(1) %v410, i64 %v642
  %v644 = load <4 x i32>, ptr addrspace(1) %v643, align 16
  %v645 = getelementptr i8, ptr addrspace(1) %v411, i64 %v642
  store <4 x i32> %v644, ptr addrspace(1) %v645, align 16
  br label %for23.latch
for23.latch:
  %for23.next = add i32 %v641, 4096
  br label %for23.head
for23.end:
  br label %if13.end
if13.end:
  %phi24 = phi i32 [ %phi20, %for18.end ], [ %phi3, %for23.end ]
  %phi25 = phi i32 [ %phi4, %for18.end ], [ %phi23, %for23.end ]
  %v646 = getelementptr i8, ptr addrspace(1) %v146, i64 %v164
  %v647 = getelementptr i8, ptr addrspace(1) %v82, i64 %v173
  %v649 = icmp eq i64 %v168, 16384
  br i1 %v649, label %if24.then, label %if24.else
if24.then:
  %v650 = trunc i64 16384 to i32
  %v651 = trunc i64 %v23 to i32
  %v653 = udiv i32 %v650, 32768
  %v654 = mul i32 %v653, 32768
  br label %for25.head
for25.head:
  %v656 = phi i32 [ 0, %if24.then ], [ %for25.next, %for25.latch ]
  %for25.cond = icmp ult i32 %v656, %v654
  br i1 %for25.cond, label %for25.body, label %for25.end
for25.body:
  %v657 = add i32 %v656, %v651
  %v658 = zext i32 %v657 to i64
  %v660 = add i32 %v657, 4096
  %v661 = zext i32 %v660 to i64
  %v663 = add i32 %v657, 8192
  %v664 = zext i32 %v663 to i64
  %v666 = add i32 %v657, 12288
  %v667 = zext i32 %v666 to i64
  %v669 = add i32 %v657, 16384
  %v670 = zext i32 %v669 to i64
  %v672 = add i32 %v657, 20480
  %v673 = zext i32 %v672 to i64
  %v675 = add i32 %v657, 24576
  %v676 = zext i32 %v675 to i64
  %v678 = add i32 %v657, 28672
  %v679 = zext i32 %v678 to i64
  %v680 = getelementptr i8, ptr addrspace(1) %v646, i64 %v658
  %v681 = load <4 x i32>, ptr addrspace(1) %v680, align 16
  %v682 = getelementptr i8, ptr addrspace(1) %v646, i64 %v661
  %v683 = load <4 x i32>, ptr addrspace(1) %v682, align 16
  %v684 = getelementptr i8, ptr addrspace(1) %v646, i64 %v664
  %v685 = load <4 x i32>, ptr addrspace(1) %v684, align 16
  %v686 = getelementptr i8, ptr addrspace(1) %v646, i64 %v667
  %v687 = load <4 x i32>, ptr addrspace(1) %v686, align 16
  %v688 = getelementptr i8, ptr addrspace(1) %v646, i64 %v670
  %v689 = load <4 x i32>, ptr addrspace(1) %v688, align 16
  %v690 = getelementptr i8, ptr addrspace(1) %v646, i64 %v673
  %v691 = load <4 x i32>, ptr addrspace(1) %v690, align 16
  %v692 = getelementptr i8, ptr addrspace(1) %v646, i64 %v676
  %v693 = load <4 x i32>, ptr addrspace(1) %v692, align 16
  %v694 = getelementptr i8, ptr addrspace(1) %v646, i64 %v679
  %v695 = load <4 x i32>, ptr addrspace(1) %v694, align 16
  %v696 = getelementptr i8, ptr addrspace(1) %v647, i64 %v658
  store <4 x i32> %v681, ptr addrspace(1) %v696, align 16
  %v697 = getelementptr i8, ptr addrspace(1) %v647, i64 %v661
  store <4 x i32> %v683, ptr addrspace(1) %v697, align 16
  %v698 = getelementptr i8, ptr addrspace(1) %v647, i64 %v664
  store <4 x i32> %v685, ptr addrspace(1) %v698, align 16
  %v699 = getelementptr i8, ptr addrspace(1) %v647, i64 %v667
  store <4 x i32> %v687, ptr addrspace(1) %v699, align 16
  %v700 = getelementptr i8, ptr addrspace(1) %v647, i64 %v670
  store <4 x i32> %v689, ptr addrspace(1) %v700, align 16
  %v701 = getelementptr i8, ptr addrspace(1) %v647, i64 %v673
  store <4 x i32> %v691, ptr addrspace(1) %v701, align 16
  %v702 = getelementptr i8, ptr addrspace(1) %v647, i64 %v676
  store <4 x i32> %v693, ptr addrspace(1) %v702, align 16
  %v703 = getelementptr i8, ptr addrspace(1) %v647, i64 %v679
  store <4 x i32> %v695, ptr addrspace(1) %v703, align 16
  br label %for25.latch
for25.latch:
  %for25.next = add i32 %v656, 32768
  br label %for25.head
for25.end:
  %v706 = sub i32 %v650, %v654
  %v707 = icmp uge i32 %v706, 16384
  br i1 %v707, label %if26.then, label %if26.end
if26.then:
  %v708 = add i32 %v654, %v651
  %v709 = zext i32 %v708 to i64
  %v711 = add i32 %v708, 4096
  %v712 = zext i32 %v711 to i64
  %v714 = add i32 %v708, 8192
  %v715 = zext i32 %v714 to i64
  %v717 = add i32 %v708, 12288
  %v718 = zext i32 %v717 to i64
  %v719 = getelementptr i8, ptr addrspace(1) %v646, i64 %v709
  %v720 = load <4 x i32>, ptr addrspace(1) %v719, align 16
  %v721 = getelementptr i8, ptr addrspace(1) %v646, i64 %v712
  %v722 = load <4 x i32>, ptr addrspace(1) %v721, align 16
  %v723 = getelementptr i8, ptr addrspace(1) %v646, i64 %v715
  %v724 = load <4 x i32>, ptr addrspace(1) %v723, align 16
  %v725 = getelementptr i8, ptr addrspace(1) %v646, i64 %v718
  %v726 = load <4 x i32>, ptr addrspace(1) %v725, align 16
  %v727 = getelementptr i8, ptr addrspace(1) %v647, i64 %v709
  store <4 x i32> %v720, ptr addrspace(1) %v727, align 16
  %v728 = getelementptr i8, ptr addrspace(1) %v647, i64 %v712
  store <4 x i32> %v722, ptr addrspace(1) %v728, align 16
  %v729 = getelementptr i8, ptr addrspace(1) %v647, i64 %v715
  store <4 x i32> %v724, ptr addrspace(1) %v729, align 16
  %v730 = getelementptr i8, ptr addrspace(1) %v647, i64 %v718
  store <4 x i32> %v726, ptr addrspace(1) %v730, align 16
  %v731 = add i32 %v654, 16384
  br label %if26.end
if26.end:
  %phi26 = phi i32 [ %v731, %if26.then ], [ %v654, %for25.end ]
  %v734 = sub i32 %v650, %phi26
  %v735 = icmp uge i32 %v734, 8192
  br i1 %v735, label %if27.then, label %if27.end
if27.then:
  %v736 = add i32 %phi26, %v651
  %v737 = zext i32 %v736 to i64
  %v739 = add i32 %v736, 4096
  %v740 = zext i32 %v739 to i64
  %v741 = getelementptr i8, ptr addrspace(1) %v646, i64 %v737
  %v742 = load <4 x i32>, ptr addrspace(1) %v741, align 16
  %v743 = getelementptr i8, ptr addrspace(1) %v646, i64 %v740
  %v744 = load <4 x i32>, ptr addrspace(1) %v743, align 16
  %v745 = getelementptr i8, ptr addrspace(1) %v647, i64 %v737
  store <4 x i32> %v742, ptr addrspace(1) %v745, align 16
  %v746 = getelementptr i8, ptr addrspace(1) %v647, i64 %v740
  store <4 x i32> %v744, ptr addrspace(1) %v746, align 16
  %v747 = add i32 %phi26, 8192
  br label %if27.end
if27.end:
  %phi27 = phi i32 [ %v747, %if27.then ], [ %phi26, %if26.end ]
  %v750 = sub i32 %v650, %phi27
  %v751 = icmp uge i32 %v750, 4096
  br i1 %v751, label %if28.then, label %if28.end
if28.then:
  %v752 = add i32 %phi27, %v651
  %v753 = zext i32 %v752 to i64
  %v754 = getelementptr i8, ptr addrspace(1) %v646, i64 %v753
  %v755 = load <4 x i32>, ptr addrspace(1) %v754, align 16
  %v756 = getelementptr i8, ptr addrspace(1) %v647, i64 %v753
  store <4 x i32> %v755, ptr addrspace(1) %v756, align 16
  %v757 = add i32 %phi27, 4096
  br label %if28.end
if28.end:
  %phi28 = phi i32 [ %v757, %if28.then ], [ %phi27, %if27.end ]
  %v760 = add i32 %phi28, %v651
  br label %for29.head
for29.head:
  %v761 = phi i32 [ %v760, %if28.end ], [ %for29.next, %for29.latch ]
  %for29.cond = icmp ult i32 %v761, %v650
  br i1 %for29.cond, label %for29.body, label %for29.end
for29.body:
  %v762 = zext i32 %v761 to i64
  %v763 = getelementptr i8, ptr addrspace(1) %v646, i64 %v762
  %v764 = load <4 x i32>, ptr addrspace(1) %v763, align 16
  %v765 = getelementptr i8, ptr addrspace(1) %v647, i64 %v762
  store <4 x i32> %v764, ptr addrspace(1) %v765, align 16
  br label %for29.latch
for29.latch:
  %for29.next = add i32 %v761, 4096
  br label %for29.head
for29.end:
  br label %if24.end
if24.else:
  %v766 = trunc i64 %v168 to i32
  %v767 = trunc i64 %v23 to i32
  %v769 = udiv i32 %v766, 32768
  %v770 = mul i32 %v769, 32768
  br label %for30.head
for30.head:
  %v772 = phi i32 [ 0, %if24.else ], [ %for30.next, %for30.latch ]
  %for30.cond = icmp ult i32 %v772, %v770
  br i1 %for30.cond, label %for30.body, label %for30.end
for30.body:
  %v773 = add i32 %v772, %v767
  %v774 = zext i32 %v773 to i64
  %v776 = add i32 %v773, 4096
  %v777 = zext i32 %v776 to i64
  %v779 = add i32 %v773, 8192
  %v780 = zext i32 %v779 to i64
  %v782 = add i32 %v773, 12288
  %v783 = zext i32 %v782 to i64
  %v785 = add i32 %v773, 16384
  %v786 = zext i32 %v785 to i64
  %v788 = add i32 %v773, 20480
  %v789 = zext i32 %v788 to i64
  %v791 = add i32 %v773, 24576
  %v792 = zext i32 %v791 to i64
  %v794 = add i32 %v773, 28672
  %v795 = zext i32 %v794 to i64
  %v796 = getelementptr i8, ptr addrspace(1) %v646, i64 %v774
  %v797 = load <4 x i32>, ptr addrspace(1) %v796, align 16
  %v798 = getelementptr i8, ptr addrspace(1) %v646, i64 %v777
  %v799 = load <4 x i32>, ptr addrspace(1) %v798, align 16
  %v800 = getelementptr i8, ptr addrspace(1) %v646, i64 %v780
  %v801 = load <4 x i32>, ptr addrspace(1) %v800, align 16
  %v802 = getelementptr i8, ptr addrspace(1) %v646, i64 %v783
  %v803 = load <4 x i32>, ptr addrspace(1) %v802, align 16
  %v804 = getelementptr i8, ptr addrspace(1) %v646, i64 %v786
  %v805 = load <4 x i32>, ptr addrspace(1) %v804, align 16
  %v806 = getelementptr i8, ptr addrspace(1) %v646, i64 %v789
  %v807 = load <4 x i32>, ptr addrspace(1) %v806, align 16
  %v808 = getelementptr i8, ptr addrspace(1) %v646, i64 %v792
  %v809 = load <4 x i32>, ptr addrspace(1) %v808, align 16
  %v810 = getelementptr i8, ptr addrspace(1) %v646, i64 %v795
  %v811 = load <4 x i32>, ptr addrspace(1) %v810, align 16
  %v812 = getelementptr i8, ptr addrspace(1) %v647, i64 %v774
  store <4 x i32> %v797, ptr addrspace(1) %v812, align 16
  %v813 = getelementptr i8, ptr addrspace(1) %v647, i64 %v777
  store <4 x i32> %v799, ptr addrspace(1) %v813, align 16
  %v814 = getelementptr i8, ptr addrspace(1) %v647, i64 %v780
  store <4 x i32> %v801, ptr addrspace(1) %v814, align 16
  %v815 = getelementptr i8, ptr addrspace(1) %v647, i64 %v783
  store <4 x i32> %v803, ptr addrspace(1) %v815, align 16
  %v816 = getelementptr i8, ptr addrspace(1) %v647, i64 %v786
  store <4 x i32> %v805, ptr addrspace(1) %v816, align 16
  %v817 = getelementptr i8, ptr addrspace(1) %v647, i64 %v789
  store <4 x i32> %v807, ptr addrspace(1) %v817, align 16
  %v818 = getelementptr i8, ptr addrspace(1) %v647, i64 %v792
  store <4 x i32> %v809, ptr addrspace(1) %v818, align 16
  %v819 = getelementptr i8, ptr addrspace(1) %v647, i64 %v795
  store <4 x i32> %v811, ptr addrspace(1) %v819, align 16
  br label %for30.latch
for30.latch:
  %for30.next = add i32 %v772, 32768
  br label %for30.head
for30.end:
  %v822 = sub i32 %v766, %v770
  %v823 = icmp uge i32 %v822, 16384
  br i1 %v823, label %if31.then, label %if31.end
if31.then:
  %v824 = add i32 %v770, %v767
  %v825 = zext i32 %v824 to i64
  %v827 = add i32 %v824, 4096
  %v828 = zext i32 %v827 to i64
  %v830 = add i32 %v824, 8192
  %v831 = zext i32 %v830 to i64
  %v833 = add i32 %v824, 12288
  %v834 = zext i32 %v833 to i64
  %v835 = getelementptr i8, ptr addrspace(1) %v646, i64 %v825
  %v836 = load <4 x i32>, ptr addrspace(1) %v835, align 16
  %v837 = getelementptr i8, ptr addrspace(1) %v646, i64 %v828
  %v838 = load <4 x i32>, ptr addrspace(1) %v837, align 16
  %v839 = getelementptr i8, ptr addrspace(1) %v646, i64 %v831
  %v840 = load <4 x i32>, ptr addrspace(1) %v839, align 16
  %v841 = getelementptr i8, ptr addrspace(1) %v646, i64 %v834
  %v842 = load <4 x i32>, ptr addrspace(1) %v841, align 16
  %v843 = getelementptr i8, ptr addrspace(1) %v647, i64 %v825
  store <4 x i32> %v836, ptr addrspace(1) %v843, align 16
  %v844 = getelementptr i8, ptr addrspace(1) %v647, i64 %v828
  store <4 x i32> %v838, ptr addrspace(1) %v844, align 16
  %v845 = getelementptr i8, ptr addrspace(1) %v647, i64 %v831
  store <4 x i32> %v840, ptr addrspace(1) %v845, align 16
  %v846 = getelementptr i8, ptr addrspace(1) %v647, i64 %v834
  store <4 x i32> %v842, ptr addrspace(1) %v846, align 16
  %v847 = add i32 %v770, 16384
  br label %if31.end
if31.end:
  %phi29 = phi i32 [ %v847, %if31.then ], [ %v770, %for30.end ]
  %v850 = sub i32 %v766, %phi29
  %v851 = icmp uge i32 %v850, 8192
  br i1 %v851, label %if32.then, label %if32.end
if32.then:
  %v852 = add i32 %phi29, %v767
  %v853 = zext i32 %v852 to i64
  %v855 = add i32 %v852, 4096
  %v856 = zext i32 %v855 to i64
  %v857 = getelementptr i8, ptr addrspace(1) %v646, i64 %v853
  %v858 = load <4 x i32>, ptr addrspace(1) %v857, align 16
  %v859 = getelementptr i8, ptr addrspace(1) %v646, i64 %v856
  %v860 = load <4 x i32>, ptr addrspace(1) %v859, align 16
  %v861 = getelementptr i8, ptr addrspace(1) %v647, i64 %v853
  store <4 x i32> %v858, ptr addrspace(1) %v861, align 16
  %v862 = getelementptr i8, ptr addrspace(1) %v647, i64 %v856
  store <4 x i32> %v860, ptr addrspace(1) %v862, align 16
  %v863 = add i32 %phi29, 8192
  br label %if32.end
if32.end:
  %phi30 = phi i32 [ %v863, %if32.then ], [ %phi29, %if31.end ]
  %v866 = sub i32 %v766, %phi30
  %v867 = icmp uge i32 %v866, 4096
  br i1 %v867, label %if33.then, label %if33.end
if33.then:
  %v868 = add i32 %phi30, %v767
  %v869 = zext i32 %v868 to i64
  %v870 = getelementptr i8, ptr addrspace(1) %v646, i64 %v869
  %v871 = load <4 x i32>, ptr addrspace(1) %v870, align 16
  %v872 = getelementptr i8, ptr addrspace(1) %v647, i64 %v869
  store <4 x i32> %v871, ptr addrspace(1) %v872, align 16
  %v873 = add i32 %phi30, 4096
  br label %if33.end
if33.end:
  %phi31 = phi i32 [ %v873, %if33.then ], [ %phi30, %if32.end ]
  %v876 = add i32 %phi31, %v767
  br label %for34.head
for34.head:
  %v877 = phi i32 [ %v876, %if33.end ], [ %for34.next, %for34.latch ]
  %for34.cond = icmp ult i32 %v877, %v766
  br i1 %for34.cond, label %for34.body, label %for34.end
for34.body:
  %v878 = zext i32 %v877 to i64
  %v879 = getelementptr i8, ptr addrspace(1) %v646, i64 %v878
  %v880 = load <4 x i32>, ptr addrspace(1) %v879, align 16
  %v881 = getelementptr i8, ptr addrspace(1) %v647, i64 %v878
  store <4 x i32> %v880, ptr addrspace(1) %v881, align 16
  br label %for34.latch
for34.latch:
  %for34.next = add i32 %v877, 4096
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
  %v883 = icmp uge i64 %v156, 2
  br i1 %v883, label %if35.then, label %if35.end
if35.then:
  %v885 = sub i64 %v156, 2
  %v887 = zext i32 %v12 to i64
  %v888 = mul i64 %v885, 128
  %v889 = add i64 %v888, %v887
  %v890 = mul i64 %v889, 16384
  %v892 = call i64 @llvm.umax.i64(i64 2097152, i64 %v890)
  %v893 = sub i64 %v892, %v890
  %v894 = call i64 @llvm.umin.i64(i64 %v893, i64 16384)
  %v896 = sub i32 %v158, 2
  %v898 = and i32 %v896, 3
  %v900 = zext i32 %v898 to i64
  %v901 = mul i64 %v900, 6291456
  %v902 = getelementptr i8, ptr addrspace(1) %v150, i64 %v890
  %v903 = getelementptr i8, ptr addrspace(1) %v95, i64 %v901
  %v904 = select i1 %v91, ptr addrspace(1) %v902, ptr addrspace(1) %v903
  %v905 = getelementptr i8, ptr addrspace(1) %v108, i64 %v901
  %v906 = select i1 %v104, ptr addrspace(1) %v902, ptr addrspace(1) %v905
  %v907 = getelementptr i8, ptr addrspace(1) %v121, i64 %v901
  %v908 = select i1 %v117, ptr addrspace(1) %v902, ptr addrspace(1) %v907
  %v909 = getelementptr i8, ptr addrspace(1) %v134, i64 %v901
  %v910 = select i1 %v130, ptr addrspace(1) %v902, ptr addrspace(1) %v909
  %v911 = getelementptr i8, ptr addrspace(1) %p3, i64 %v890
  %v913 = icmp eq i64 %v894, 16384
  br i1 %v913, label %if36.then, label %if36.else
if36.then:
  %v914 = trunc i64 16384 to i32
  %v915 = trunc i64 %v23 to i32
  %v917 = udiv i32 %v914, 8192
  %v918 = mul i32 %v917, 8192
  br label %for37.head
for37.head:
  %v920 = phi i32 [ 0, %if36.then ], [ %for37.next, %for37.latch ]
  %for37.cond = icmp ult i32 %v920, %v918
  br i1 %for37.cond, label %for37.body, label %for37.end
for37.body:
  %v921 = add i32 %v920, %v915
  %v922 = zext i32 %v921 to i64
  %v924 = add i32 %v921, 4096
  %v925 = zext i32 %v924 to i64
  %v926 = getelementptr i8, ptr addrspace(1) %v904, i64 %v922
  %v927 = load <4 x i32>, ptr addrspace(1) %v926, align 16
  %v928 = getelementptr i8, ptr addrspace(1) %v906, i64 %v922
  %v929 = load <4 x i32>, ptr addrspace(1) %v928, align 16
  %v930 = getelementptr i8, ptr addrspace(1) %v908, i64 %v922
  %v931 = load <4 x i32>, ptr addrspace(1) %v930, align 16
  %v932 = getelementptr i8, ptr addrspace(1) %v910, i64 %v922
  %v933 = load <4 x i32>, ptr addrspace(1) %v932, align 16
  %v934 = getelementptr i8, ptr addrspace(1) %v904, i64 %v925
  %v935 = load <4 x i32>, ptr addrspace(1) %v934, align 16
  %v936 = getelementptr i8, ptr addrspace(1) %v906, i64 %v925
  %v937 = load <4 x i32>, ptr addrspace(1) %v936, align 16
  %v938 = getelementptr i8, ptr addrspace(1) %v908, i64 %v925
  %v939 = load <4 x i32>, ptr addrspace(1) %v938, align 16
  %v940 = getelementptr i8, ptr addrspace(1) %v910, i64 %v925
  %v941 = load <4 x i32>, ptr addrspace(1) %v940, align 16
  %v942 = extractelement <4 x i32> %v927, i32 0
  %v943 = extractelement <4 x i32> %v929, i32 0
  %v944 = extractelement <4 x i32> %v931, i32 0
  %v945 = extractelement <4 x i32> %v933, i32 0
  %v946 = trunc i32 %v942 to i16
  %t1 = zext i16 %v946 to i32
  %t2 = shl i32 %t1, 16
  %v948 = bitcast i32 %t2 to float
  %v949 = trunc i32 %v943 to i16
  %t3 = zext i16 %v949 to i32
  %t4 = shl i32 %t3, 16
  %v951 = bitcast i32 %t4 to float
  %v952 = fadd float %v948, %v951
  %v953 = trunc i32 %v944 to i16
  %t5 = zext i16 %v953 to i32
  %t6 = shl i32 %t5, 16
  %v955 = bitcast i32 %t6 to float
  %v956 = fadd float %v952, %v955
  %v957 = trunc i32 %v945 to i16
  %t7 = zext i16 %v957 to i32
  %t8 = shl i32 %t7, 16
  %v959 = bitcast i32 %t8 to float
  %v960 = fadd float %v956, %v959
  %t9 = bitcast float %v960 to i32
  %t10 = fcmp uno float %v960, 0.000000e+00
  %t11 = lshr i32 %t9, 16
  %t12 = and i32 %t11, 1
  %t13 = add i32 %t12, 32767
  %t14 = add i32 %t9, %t13
  %t15 = lshr i32 %t14, 16
  %t16 = or i32 %t11, 64
  %t17 = trunc i32 %t15 to i16
  %t18 = trunc i32 %t16 to i16
  %v961 = select i1 %t10, i16 %t18, i16 %t17
  %v963 = zext i16 %v961 to i32
  %v965 = lshr i32 %v942, 16
  %v966 = trunc i32 %v965 to i16
  %t19 = zext i16 %v966 to i32
  %t20 = shl i32 %t19, 16
  %v968 = bitcast i32 %t20 to float
  %v970 = lshr i32 %v943, 16
  %v971 = trunc i32 %v970 to i16
  %t21 = zext i16 %v971 to i32
  %t22 = shl i32 %t21, 16
  %v973 = bitcast i32 %t22 to float
  %v974 = fadd float %v968, %v973
  %v976 = lshr i32 %v944, 16
  %v977 = trunc i32 %v976 to i16
  %t23 = zext i16 %v977 to i32
  %t24 = shl i32 %t23, 16
  %v979 = bitcast i32 %t24 to float
  %v980 = fadd float %v974, %v979
  %v982 = lshr i32 %v945, 16
  %v983 = trunc i32 %v982 to i16
  %t25 = zext i16 %v983 to i32
  %t26 = shl i32 %t25, 16
  %v985 = bitcast i32 %t26 to float
  %v986 = fadd float %v980, %v985
  %t27 = bitcast float %v986 to i32
  %t28 = fcmp uno float %v986, 0.000000e+00
  %t29 = lshr i32 %t27, 16
  %t30 = and i32 %t29, 1
  %t31 = add i32 %t30, 32767
  %t32 = add i32 %t27, %t31
  %t33 = lshr i32 %t32, 16
  %t34 = or i32 %t29, 64
  %t35 = trunc i32 %t33 to i16
  %t36 = trunc i32 %t34 to i16
  %v987 = select i1 %t28, i16 %t36, i16 %t35
  %v989 = zext i16 %v987 to i32
  %v991 = shl i32 %v989, 16
  %v992 = or i32 %v963, %v991
  %t37 = insertelement <4 x i32> poison, i32 %v992, i32 0
  %v993 = shufflevector <4 x i32> %t37, <4 x i32> poison, <4 x i32> zeroinitializer
  %v994 = extractelement <4 x i32> %v927, i32 1
  %v995 = extractelement <4 x i32> %v929, i32 1
  %v996 = extractelement <4 x i32> %v931, i32 1
  %v997 = extractelement <4 x i32> %v933, i32 1
  %v998 = trunc i32 %v994 to i16
  %t38 = zext i16 %v998 to i32
  %t39 = shl i32 %t38, 16
  %v1000 = bitcast i32 %t39 to float
  %v1001 = trunc i32 %v995 to i16
  %t40 = zext i16 %v1001 to i32
  %t41 = shl i32 %t40, 16
  %v1003 = bitcast i32 %t41 to float
  %v1004 = fadd float %v1000, %v1003
  %v1005 = trunc i32 %v996 to i16
  %t42 = zext i16 %v1005 to i32
  %t43 = shl i32 %t42, 16
  %v1007 = bitcast i32 %t43 to float
  %v1008 = fadd float %v1004, %v1007
  %v1009 = trunc i32 %v997 to i16
  %t44 = zext i16 %v1009 to i32
  %t45 = shl i32 %t44, 16
  %v1011 = bitcast i32 %t45 to float
  %v1012 = fadd float %v1008, %v1011
  %t46 = bitcast float %v1012 to i32
  %t47 = fcmp uno float %v1012, 0.000000e+00
  %t48 = lshr i32 %t46, 16
  %t49 = and i32 %t48, 1
  %t50 = add i32 %t49, 32767
  %t51 = add i32 %t46, %t50
  %t52 = lshr i32 %t51, 16
  %t53 = or i32 %t48, 64
  %t54 = trunc i32 %t52 to i16
  %t55 = trunc i32 %t53 to i16
  %v1013 = select i1 %t47, i16 %t55, i16 %t54
  %v1015 = zext i16 %v1013 to i32
  %v1017 = lshr i32 %v994, 16
  %v1018 = trunc i32 %v1017 to i16
  %t56 = zext i16 %v1018 to i32
  %t57 = shl i32 %t56, 16
  %v1020 = bitcast i32 %t57 to float
  %v1022 = lshr i32 %v995, 16
  %v1023 = trunc i32 %v1022 to i16
  %t58 = zext i16 %v1023 to i32
  %t59 = shl i32 %t58, 16
  %v1025 = bitcast i32 %t59 to float
  %v1026 = fadd float %v1020, %v1025
  %v1028 = lshr i32 %v996, 16
  %v1029 = trunc i32 %v1028 to i16
  %t60 = zext i16 %v1029 to i32
  %t61 = shl i32 %t60, 16
  %v1031 = bitcast i32 %t61 to float
  %v1032 = fadd float %v1026, %v1031
  %v1034 = lshr i32 %v997, 16
  %v1035 = trunc i32 %v1034 to i16
  %t62 = zext i16 %v1035 to i32
  %t63 = shl i32 %t62, 16
  %v1037 = bitcast i32 %t63 to float
  %v1038 = fadd float %v1032, %v1037
  %t64 = bitcast float %v1038 to i32
  %t65 = fcmp uno float %v1038, 0.000000e+00
  %t66 = lshr i32 %t64, 16
  %t67 = and i32 %t66, 1
  %t68 = add i32 %t67, 32767
  %t69 = add i32 %t64, %t68
  %t70 = lshr i32 %t69, 16
  %t71 = or i32 %t66, 64
  %t72 = trunc i32 %t70 to i16
  %t73 = trunc i32 %t71 to i16
  %v1039 = select i1 %t65, i16 %t73, i16 %t72
  %v1041 = zext i16 %v1039 to i32
  %v1043 = shl i32 %v1041, 16
  %v1044 = or i32 %v1015, %v1043
  %v1045 = insertelement <4 x i32> %v993, i32 %v1044, i32 1
  %v1046 = extractelement <4 x i32> %v927, i32 2
  %v1047 = extractelement <4 x i32> %v929, i32 2
  %v1048 = extractelement <4 x i32> %v931, i32 2
  %v1049 = extractelement <4 x i32> %v933, i32 2
  %v1050 = trunc i32 %v1046 to i16
  %t74 = zext i16 %v1050 to i32
  %t75 = shl i32 %t74, 16
  %v1052 = bitcast i32 %t75 to float
  %v1053 = trunc i32 %v1047 to i16
  %t76 = zext i16 %v1053 to i32
  %t77 = shl i32 %t76, 16
  %v1055 = bitcast i32 %t77 to float
  %v1056 = fadd float %v1052, %v1055
  %v1057 = trunc i32 %v1048 to i16
  %t78 = zext i16 %v1057 to i32
  %t79 = shl i32 %t78, 16
  %v1059 = bitcast i32 %t79 to float
  %v1060 = fadd float %v1056, %v1059
  %v1061 = trunc i32 %v1049 to i16
  %t80 = zext i16 %v1061 to i32
  %t81 = shl i32 %t80, 16
  %v1063 = bitcast i32 %t81 to float
  %v1064 = fadd float %v1060, %v1063
  %t82 = bitcast float %v1064 to i32
  %t83 = fcmp uno float %v1064, 0.000000e+00
  %t84 = lshr i32 %t82, 16
  %t85 = and i32 %t84, 1
  %t86 = add i32 %t85, 32767
  %t87 = add i32 %t82, %t86
  %t88 = lshr i32 %t87, 16
  %t89 = or i32 %t84, 64
  %t90 = trunc i32 %t88 to i16
  %t91 = trunc i32 %t89 to i16
  %v1065 = select i1 %t83, i16 %t91, i16 %t90
  %v1067 = zext i16 %v1065 to i32
  %v1069 = lshr i32 %v1046, 16
  %v1070 = trunc i32 %v1069 to i16
  %t92 = zext i16 %v1070 to i32
  %t93 = shl i32 %t92, 16
  %v1072 = bitcast i32 %t93 to float
  %v1074 = lshr i32 %v1047, 16
  %v1075 = trunc i32 %v1074 to i16
  %t94 = zext i16 %v1075 to i32
  %t95 = shl i32 %t94, 16
  %v1077 = bitcast i32 %t95 to float
  %v1078 = fadd float %v1072, %v1077
  %v1080 = lshr i32 %v1048, 16
  %v1081 = trunc i32 %v1080 to i16
  %t96 = zext i16 %v1081 to i32
  %t97 = shl i32 %t96, 16
  %v1083 = bitcast i32 %t97 to float
  %v1084 = fadd float %v1078, %v1083
  %v1086 = lshr i32 %v1049, 16
  %v1087 = trunc i32 %v1086 to i16
  %t98 = zext i16 %v1087 to i32
  %t99 = shl i32 %t98, 16
  %v1089 = bitcast i32 %t99 to float
  %v1090 = fadd float %v1084, %v1089
  %t100 = bitcast float %v1090 to i32
  %t101 = fcmp uno float %v1090, 0.000000e+00
  %t102 = lshr i32 %t100, 16
  %t103 = and i32 %t102, 1
  %t104 = add i32 %t103, 32767
  %t105 = add i32 %t100, %t104
  %t106 = lshr i32 %t105, 16
  %t107 = or i32 %t102, 64
  %t108 = trunc i32 %t106 to i16
  %t109 = trunc i32 %t107 to i16
  %v1091 = select i1 %t101, i16 %t109, i16 %t108
  %v1093 = zext i16 %v1091 to i32
  %v1095 = shl i32 %v1093, 16
  %v1096 = or i32 %v1067, %v1095
  %v1097 = insertelement <4 x i32> %v1045, i32 %v1096, i32 2
  %v1098 = extractelement <4 x i32> %v927, i32 3
  %v1099 = extractelement <4 x i32> %v929, i32 3
  %v1100 = extractelement <4 x i32> %v931, i32 3
  %v1101 = extractelement <4 x i32> %v933, i32 3
  %v1102 = trunc i32 %v1098 to i16
  %t110 = zext i16 %v1102 to i32
  %t111 = shl i32 %t110, 16
  %v1104 = bitcast i32 %t111 to float
  %v1105 = trunc i32 %v1099 to i16
  %t112 = zext i16 %v1105 to i32
  %t113 = shl i32 %t112, 16
  %v1107 = bitcast i32 %t113 to float
  %v1108 = fadd float %v1104, %v1107
  %v1109 = trunc i32 %v1100 to i16
  %t114 = zext i16 %v1109 to i32
  %t115 = shl i32 %t114, 16
  %v1111 = bitcast i32 %t115 to float
  %v1112 = fadd float %v1108, %v1111
  %v1113 = trunc i32 %v1101 to i16
  %t116 = zext i16 %v1113 to i32
  %t117 = shl i32 %t116, 16
  %v1115 = bitcast i32 %t117 to float
  %v1116 = fadd float %v1112, %v1115
  %t118 = bitcast float %v1116 to i32
  %t119 = fcmp uno float %v1116, 0.000000e+00
  %t120 = lshr i32 %t118, 16
  %t121 = and i32 %t120, 1
  %t122 = add i32 %t121, 32767
  %t123 = add i32 %t118, %t122
  %t124 = lshr i32 %t123, 16
  %t125 = or i32 %t120, 64
  %t126 = trunc i32 %t124 to i16
  %t127 = trunc i32 %t125 to i16
  %v1117 = select i1 %t119, i16 %t127, i16 %t126
  %v1119 = zext i16 %v1117 to i32
  %v1121 = lshr i32 %v1098, 16
  %v1122 = trunc i32 %v1121 to i16
  %t128 = zext i16 %v1122 to i32
  %t129 = shl i32 %t128, 16
  %v1124 = bitcast i32 %t129 to float
  %v1126 = lshr i32 %v1099, 16
  %v1127 = trunc i32 %v1126 to i16
  %t130 = zext i16 %v1127 to i32
  %t131 = shl i32 %t130, 16
  %v1129 = bitcast i32 %t131 to float
  %v1130 = fadd float %v1124, %v1129
  %v1132 = lshr i32 %v1100, 16
  %v1133 = trunc i32 %v1132 to i16
  %t132 = zext i16 %v1133 to i32
  %t133 = shl i32 %t132, 16
  %v1135 = bitcast i32 %t133 to float
  %v1136 = fadd float %v1130, %v1135
  %v1138 = lshr i32 %v1101, 16
  %v1139 = trunc i32 %v1138 to i16
  %t134 = zext i16 %v1139 to i32
  %t135 = shl i32 %t134, 16
  %v1141 = bitcast i32 %t135 to float
  %v1142 = fadd float %v1136, %v1141
  %t136 = bitcast float %v1142 to i32
  %t137 = fcmp uno float %v1142, 0.000000e+00
  %t138 = lshr i32 %t136, 16
  %t139 = and i32 %t138, 1
  %t140 = add i32 %t139, 32767
  %t141 = add i32 %t136, %t140
  %t142 = lshr i32 %t141, 16
  %t143 = or i32 %t138, 64
  %t144 = trunc i32 %t142 to i16
  %t145 = trunc i32 %t143 to i16
  %v1143 = select i1 %t137, i16 %t145, i16 %t144
  %v1145 = zext i16 %v1143 to i32
  %v1147 = shl i32 %v1145, 16
  %v1148 = or i32 %v1119, %v1147
  %v1149 = insertelement <4 x i32> %v1097, i32 %v1148, i32 3
  %v1150 = getelementptr i8, ptr addrspace(1) %v911, i64 %v922
  store <4 x i32> %v1149, ptr addrspace(1) %v1150, align 16
  %v1151 = extractelement <4 x i32> %v935, i32 0
  %v1152 = extractelement <4 x i32> %v937, i32 0
  %v1153 = extractelement <4 x i32> %v939, i32 0
  %v1154 = extractelement <4 x i32> %v941, i32 0
  %v1155 = trunc i32 %v1151 to i16
  %t146 = zext i16 %v1155 to i32
  %t147 = shl i32 %t146, 16
  %v1157 = bitcast i32 %t147 to float
  %v1158 = trunc i32 %v1152 to i16
  %t148 = zext i16 %v1158 to i32
  %t149 = shl i32 %t148, 16
  %v1160 = bitcast i32 %t149 to float
  %v1161 = fadd float %v1157, %v1160
  %v1162 = trunc i32 %v1153 to i16
  %t150 = zext i16 %v1162 to i32
  %t151 = shl i32 %t150, 16
  %v1164 = bitcast i32 %t151 to float
  %v1165 = fadd float %v1161, %v1164
  %v1166 = trunc i32 %v1154 to i16
  %t152 = zext i16 %v1166 to i32
  %t153 = shl i32 %t152, 16
  %v1168 = bitcast i32 %t153 to float
  %v1169 = fadd float %v1165, %v1168
  %t154 = bitcast float %v1169 to i32
  %t155 = fcmp uno float %v1169, 0.000000e+00
  %t156 = lshr i32 %t154, 16
  %t157 = and i32 %t156, 1
  %t158 = add i32 %t157, 32767
  %t159 = add i32 %t154, %t158
  %t160 = lshr i32 %t159, 16
  %t161 = or i32 %t156, 64
  %t162 = trunc i32 %t160 to i16
  %t163 = trunc i32 %t161 to i16
  %v1170 = select i1 %t155, i16 %t163, i16 %t162
  %v1172 = zext i16 %v1170 to i32
  %v1174 = lshr i32 %v1151, 16
  %v1175 = trunc i32 %v1174 to i16
  %t164 = zext i16 %v1175 to i32
  %t165 = shl i32 %t164, 16
  %v1177 = bitcast i32 %t165 to float
  %v1179 = lshr i32 %v1152, 16
  %v1180 = trunc i32 %v1179 to i16
  %t166 = zext i16 %v1180 to i32
  %t167 = shl i32 %t166, 16
  %v1182 = bitcast i32 %t167 to float
  %v1183 = fadd float %v1177, %v1182
  %v1185 = lshr i32 %v1153, 16
  %v1186 = trunc i32 %v1185 to i16
  %t168 = zext i16 %v1186 to i32
  %t169 = shl i32 %t168, 16
  %v1188 = bitcast i32 %t169 to float
  %v1189 = fadd float %v1183, %v1188
  %v1191 = lshr i32 %v1154, 16
  %v1192 = trunc i32 %v1191 to i16
  %t170 = zext i16 %v1192 to i32
  %t171 = shl i32 %t170, 16
  %v1194 = bitcast i32 %t171 to float
  %v1195 = fadd float %v1189, %v1194
  %t172 = bitcast float %v1195 to i32
  %t173 = fcmp uno float %v1195, 0.000000e+00
  %t174 = lshr i32 %t172, 16
  %t175 = and i32 %t174, 1
  %t176 = add i32 %t175, 32767
  %t177 = add i32 %t172, %t176
  %t178 = lshr i32 %t177, 16
  %t179 = or i32 %t174, 64
  %t180 = trunc i32 %t178 to i16
  %t181 = trunc i32 %t179 to i16
  %v1196 = select i1 %t173, i16 %t181, i16 %t180
  %v1198 = zext i16 %v1196 to i32
  %v1200 = shl i32 %v1198, 16
  %v1201 = or i32 %v1172, %v1200
  %t182 = insertelement <4 x i32> poison, i32 %v1201, i32 0
  %v1202 = shufflevector <4 x i32> %t182, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1203 = extractelement <4 x i32> %v935, i32 1
  %v1204 = extractelement <4 x i32> %v937, i32 1
  %v1205 = extractelement <4 x i32> %v939, i32 1
  %v1206 = extractelement <4 x i32> %v941, i32 1
  %v1207 = trunc i32 %v1203 to i16
  %t183 = zext i16 %v1207 to i32
  %t184 = shl i32 %t183, 16
  %v1209 = bitcast i32 %t184 to float
  %v1210 = trunc i32 %v1204 to i16
  %t185 = zext i16 %v1210 to i32
  %t186 = shl i32 %t185, 16
  %v1212 = bitcast i32 %t186 to float
  %v1213 = fadd float %v1209, %v1212
  %v1214 = trunc i32 %v1205 to i16
  %t187 = zext i16 %v1214 to i32
  %t188 = shl i32 %t187, 16
  %v1216 = bitcast i32 %t188 to float
  %v1217 = fadd float %v1213, %v1216
  %v1218 = trunc i32 %v1206 to i16
  %t189 = zext i16 %v1218 to i32
  %t190 = shl i32 %t189, 16
  %v1220 = bitcast i32 %t190 to float
  %v1221 = fadd float %v1217, %v1220
  %t191 = bitcast float %v1221 to i32
  %t192 = fcmp uno float %v1221, 0.000000e+00
  %t193 = lshr i32 %t191, 16
  %t194 = and i32 %t193, 1
  %t195 = add i32 %t194, 32767
  %t196 = add i32 %t191, %t195
  %t197 = lshr i32 %t196, 16
  %t198 = or i32 %t193, 64
  %t199 = trunc i32 %t197 to i16
  %t200 = trunc i32 %t198 to i16
  %v1222 = select i1 %t192, i16 %t200, i16 %t199
  %v1224 = zext i16 %v1222 to i32
  %v1226 = lshr i32 %v1203, 16
  %v1227 = trunc i32 %v1226 to i16
  %t201 = zext i16 %v1227 to i32
  %t202 = shl i32 %t201, 16
  %v1229 = bitcast i32 %t202 to float
  %v1231 = lshr i32 %v1204, 16
  %v1232 = trunc i32 %v1231 to i16
  %t203 = zext i16 %v1232 to i32
  %t204 = shl i32 %t203, 16
  %v1234 = bitcast i32 %t204 to float
  %v1235 = fadd float %v1229, %v1234
  %v1237 = lshr i32 %v1205, 16
  %v1238 = trunc i32 %v1237 to i16
  %t205 = zext i16 %v1238 to i32
  %t206 = shl i32 %t205, 16
  %v1240 = bitcast i32 %t206 to float
  %v1241 = fadd float %v1235, %v1240
  %v1243 = lshr i32 %v1206, 16
  %v1244 = trunc i32 %v1243 to i16
  %t207 = zext i16 %v1244 to i32
  %t208 = shl i32 %t207, 16
  %v1246 = bitcast i32 %t208 to float
  %v1247 = fadd float %v1241, %v1246
  %t209 = bitcast float %v1247 to i32
  %t210 = fcmp uno float %v1247, 0.000000e+00
  %t211 = lshr i32 %t209, 16
  %t212 = and i32 %t211, 1
  %t213 = add i32 %t212, 32767
  %t214 = add i32 %t209, %t213
  %t215 = lshr i32 %t214, 16
  %t216 = or i32 %t211, 64
  %t217 = trunc i32 %t215 to i16
  %t218 = trunc i32 %t216 to i16
  %v1248 = select i1 %t210, i16 %t218, i16 %t217
  %v1250 = zext i16 %v1248 to i32
  %v1252 = shl i32 %v1250, 16
  %v1253 = or i32 %v1224, %v1252
  %v1254 = insertelement <4 x i32> %v1202, i32 %v1253, i32 1
  %v1255 = extractelement <4 x i32> %v935, i32 2
  %v1256 = extractelement <4 x i32> %v937, i32 2
  %v1257 = extractelement <4 x i32> %v939, i32 2
  %v1258 = extractelement <4 x i32> %v941, i32 2
  %v1259 = trunc i32 %v1255 to i16
  %t219 = zext i16 %v1259 to i32
  %t220 = shl i32 %t219, 16
  %v1261 = bitcast i32 %t220 to float
  %v1262 = trunc i32 %v1256 to i16
  %t221 = zext i16 %v1262 to i32
  %t222 = shl i32 %t221, 16
  %v1264 = bitcast i32 %t222 to float
  %v1265 = fadd float %v1261, %v1264
  %v1266 = trunc i32 %v1257 to i16
  %t223 = zext i16 %v1266 to i32
  %t224 = shl i32 %t223, 16
  %v1268 = bitcast i32 %t224 to float
  %v1269 = fadd float %v1265, %v1268
  %v1270 = trunc i32 %v1258 to i16
  %t225 = zext i16 %v1270 to i32
  %t226 = shl i32 %t225, 16
  %v1272 = bitcast i32 %t226 to float
  %v1273 = fadd float %v1269, %v1272
  %t227 = bitcast float %v1273 to i32
  %t228 = fcmp uno float %v1273, 0.000000e+00
  %t229 = lshr i32 %t227, 16
  %t230 = and i32 %t229, 1
  %t231 = add i32 %t230, 32767
  %t232 = add i32 %t227, %t231
  %t233 = lshr i32 %t232, 16
  %t234 = or i32 %t229, 64
  %t235 = trunc i32 %t233 to i16
  %t236 = trunc i32 %t234 to i16
  %v1274 = select i1 %t228, i16 %t236, i16 %t235
  %v1276 = zext i16 %v1274 to i32
  %v1278 = lshr i32 %v1255, 16
  %v1279 = trunc i32 %v1278 to i16
  %t237 = zext i16 %v1279 to i32
  %t238 = shl i32 %t237, 16
  %v1281 = bitcast i32 %t238 to float
  %v1283 = lshr i32 %v1256, 16
  %v1284 = trunc i32 %v1283 to i16
  %t239 = zext i16 %v1284 to i32
  %t240 = shl i32 %t239, 16
  %v1286 = bitcast i32 %t240 to float
  %v1287 = fadd float %v1281, %v1286
  %v1289 = lshr i32 %v1257, 16
  %v1290 = trunc i32 %v1289 to i16
  %t241 = zext i16 %v1290 to i32
  %t242 = shl i32 %t241, 16
  %v1292 = bitcast i32 %t242 to float
  %v1293 = fadd float %v1287, %v1292
  %v1295 = lshr i32 %v1258, 16
  %v1296 = trunc i32 %v1295 to i16
  %t243 = zext i16 %v1296 to i32
  %t244 = shl i32 %t243, 16
  %v1298 = bitcast i32 %t244 to float
  %v1299 = fadd float %v1293, %v1298
  %t245 = bitcast float %v1299 to i32
  %t246 = fcmp uno float %v1299, 0.000000e+00
  %t247 = lshr i32 %t245, 16
  %t248 = and i32 %t247, 1
  %t249 = add i32 %t248, 32767
  %t250 = add i32 %t245, %t249
  %t251 = lshr i32 %t250, 16
  %t252 = or i32 %t247, 64
  %t253 = trunc i32 %t251 to i16
  %t254 = trunc i32 %t252 to i16
  %v1300 = select i1 %t246, i16 %t254, i16 %t253
  %v1302 = zext i16 %v1300 to i32
  %v1304 = shl i32 %v1302, 16
  %v1305 = or i32 %v1276, %v1304
  %v1306 = insertelement <4 x i32> %v1254, i32 %v1305, i32 2
  %v1307 = extractelement <4 x i32> %v935, i32 3
  %v1308 = extractelement <4 x i32> %v937, i32 3
  %v1309 = extractelement <4 x i32> %v939, i32 3
  %v1310 = extractelement <4 x i32> %v941, i32 3
  %v1311 = trunc i32 %v1307 to i16
  %t255 = zext i16 %v1311 to i32
  %t256 = shl i32 %t255, 16
  %v1313 = bitcast i32 %t256 to float
  %v1314 = trunc i32 %v1308 to i16
  %t257 = zext i16 %v1314 to i32
  %t258 = shl i32 %t257, 16
  %v1316 = bitcast i32 %t258 to float
  %v1317 = fadd float %v1313, %v1316
  %v1318 = trunc i32 %v1309 to i16
  %t259 = zext i16 %v1318 to i32
  %t260 = shl i32 %t259, 16
  %v1320 = bitcast i32 %t260 to float
  %v1321 = fadd float %v1317, %v1320
  %v1322 = trunc i32 %v1310 to i16
  %t261 = zext i16 %v1322 to i32
  %t262 = shl i32 %t261, 16
  %v1324 = bitcast i32 %t262 to float
  %v1325 = fadd float %v1321, %v1324
  %t263 = bitcast float %v1325 to i32
  %t264 = fcmp uno float %v1325, 0.000000e+00
  %t265 = lshr i32 %t263, 16
  %t266 = and i32 %t265, 1
  %t267 = add i32 %t266, 32767
  %t268 = add i32 %t263, %t267
  %t269 = lshr i32 %t268, 16
  %t270 = or i32 %t265, 64
  %t271 = trunc i32 %t269 to i16
  %t272 = trunc i32 %t270 to i16
  %v1326 = select i1 %t264, i16 %t272, i16 %t271
  %v1328 = zext i16 %v1326 to i32
  %v1330 = lshr i32 %v1307, 16
  %v1331 = trunc i32 %v1330 to i16
  %t273 = zext i16 %v1331 to i32
  %t274 = shl i32 %t273, 16
  %v1333 = bitcast i32 %t274 to float
  %v1335 = lshr i32 %v1308, 16
  %v1336 = trunc i32 %v1335 to i16
  %t275 = zext i16 %v1336 to i32
  %t276 = shl i32 %t275, 16
  %v1338 = bitcast i32 %t276 to float
  %v1339 = fadd float %v1333, %v1338
  %v1341 = lshr i32 %v1309, 16
  %v1342 = trunc i32 %v1341 to i16
  %t277 = zext i16 %v1342 to i32
  %t278 = shl i32 %t277, 16
  %v1344 = bitcast i32 %t278 to float
  %v1345 = fadd float %v1339, %v1344
  %v1347 = lshr i32 %v1310, 16
  %v1348 = trunc i32 %v1347 to i16
  %t279 = zext i16 %v1348 to i32
  %t280 = shl i32 %t279, 16
  %v1350 = bitcast i32 %t280 to float
  %v1351 = fadd float %v1345, %v1350
  %t281 = bitcast float %v1351 to i32
  %t282 = fcmp uno float %v1351, 0.000000e+00
  %t283 = lshr i32 %t281, 16
  %t284 = and i32 %t283, 1
  %t285 = add i32 %t284, 32767
  %t286 = add i32 %t281, %t285
  %t287 = lshr i32 %t286, 16
  %t288 = or i32 %t283, 64
  %t289 = trunc i32 %t287 to i16
  %t290 = trunc i32 %t288 to i16
  %v1352 = select i1 %t282, i16 %t290, i16 %t289
  %v1354 = zext i16 %v1352 to i32
  %v1356 = shl i32 %v1354, 16
  %v1357 = or i32 %v1328, %v1356
  %v1358 = insertelement <4 x i32> %v1306, i32 %v1357, i32 3
  %v1359 = getelementptr i8, ptr addrspace(1) %v911, i64 %v925
  store <4 x i32> %v1358, ptr addrspace(1) %v1359, align 16
  br label %for37.latch
for37.latch:
  %for37.next = add i32 %v920, 8192
  br label %for37.head
for37.end:
  %v1362 = sub i32 %v914, %v918
  %v1363 = icmp uge i32 %v1362, 4096
  br i1 %v1363, label %if38.then, label %if38.end
if38.then:
  %v1364 = add i32 %v918, %v915
  %v1365 = zext i32 %v1364 to i64
  %v1366 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1365
  %v1367 = load <4 x i32>, ptr addrspace(1) %v1366, align 16
  %v1368 = getelementptr i8, ptr addrspace(1) %v906, i64 %v1365
  %v1369 = load <4 x i32>, ptr addrspace(1) %v1368, align 16
  %v1370 = getelementptr i8, ptr addrspace(1) %v908, i64 %v1365
  %v1371 = load <4 x i32>, ptr addrspace(1) %v1370, align 16
  %v1372 = getelementptr i8, ptr addrspace(1) %v910, i64 %v1365
  %v1373 = load <4 x i32>, ptr addrspace(1) %v1372, align 16
  %v1374 = extractelement <4 x i32> %v1367, i32 0
  %v1375 = extractelement <4 x i32> %v1369, i32 0
  %v1376 = extractelement <4 x i32> %v1371, i32 0
  %v1377 = extractelement <4 x i32> %v1373, i32 0
  %v1378 = trunc i32 %v1374 to i16
  %t291 = zext i16 %v1378 to i32
  %t292 = shl i32 %t291, 16
  %v1380 = bitcast i32 %t292 to float
  %v1381 = trunc i32 %v1375 to i16
  %t293 = zext i16 %v1381 to i32
  %t294 = shl i32 %t293, 16
  %v1383 = bitcast i32 %t294 to float
  %v1384 = fadd float %v1380, %v1383
  %v1385 = trunc i32 %v1376 to i16
  %t295 = zext i16 %v1385 to i32
  %t296 = shl i32 %t295, 16
  %v1387 = bitcast i32 %t296 to float
  %v1388 = fadd float %v1384, %v1387
  %v1389 = trunc i32 %v1377 to i16
  %t297 = zext i16 %v1389 to i32
  %t298 = shl i32 %t297, 16
  %v1391 = bitcast i32 %t298 to float
  %v1392 = fadd float %v1388, %v1391
  %t299 = bitcast float %v1392 to i32
  %t300 = fcmp uno float %v1392, 0.000000e+00
  %t301 = lshr i32 %t299, 16
  %t302 = and i32 %t301, 1
  %t303 = add i32 %t302, 32767
  %t304 = add i32 %t299, %t303
  %t305 = lshr i32 %t304, 16
  %t306 = or i32 %t301, 64
  %t307 = trunc i32 %t305 to i16
  %t308 = trunc i32 %t306 to i16
  %v1393 = select i1 %t300, i16 %t308, i16 %t307
  %v1395 = zext i16 %v1393 to i32
  %v1397 = lshr i32 %v1374, 16
  %v1398 = trunc i32 %v1397 to i16
  %t309 = zext i16 %v1398 to i32
  %t310 = shl i32 %t309, 16
  %v1400 = bitcast i32 %t310 to float
  %v1402 = lshr i32 %v1375, 16
  %v1403 = trunc i32 %v1402 to i16
  %t311 = zext i16 %v1403 to i32
  %t312 = shl i32 %t311, 16
  %v1405 = bitcast i32 %t312 to float
  %v1406 = fadd float %v1400, %v1405
  %v1408 = lshr i32 %v1376, 16
  %v1409 = trunc i32 %v1408 to i16
  %t313 = zext i16 %v1409 to i32
  %t314 = shl i32 %t313, 16
  %v1411 = bitcast i32 %t314 to float
  %v1412 = fadd float %v1406, %v1411
  %v1414 = lshr i32 %v1377, 16
  %v1415 = trunc i32 %v1414 to i16
  %t315 = zext i16 %v1415 to i32
  %t316 = shl i32 %t315, 16
  %v1417 = bitcast i32 %t316 to float
  %v1418 = fadd float %v1412, %v1417
  %t317 = bitcast float %v1418 to i32
  %t318 = fcmp uno float %v1418, 0.000000e+00
  %t319 = lshr i32 %t317, 16
  %t320 = and i32 %t319, 1
  %t321 = add i32 %t320, 32767
  %t322 = add i32 %t317, %t321
  %t323 = lshr i32 %t322, 16
  %t324 = or i32 %t319, 64
  %t325 = trunc i32 %t323 to i16
  %t326 = trunc i32 %t324 to i16
  %v1419 = select i1 %t318, i16 %t326, i16 %t325
  %v1421 = zext i16 %v1419 to i32
  %v1423 = shl i32 %v1421, 16
  %v1424 = or i32 %v1395, %v1423
  %t327 = insertelement <4 x i32> poison, i32 %v1424, i32 0
  %v1425 = shufflevector <4 x i32> %t327, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1426 = extractelement <4 x i32> %v1367, i32 1
  %v1427 = extractelement <4 x i32> %v1369, i32 1
  %v1428 = extractelement <4 x i32> %v1371, i32 1
  %v1429 = extractelement <4 x i32> %v1373, i32 1
  %v1430 = trunc i32 %v1426 to i16
  %t328 = zext i16 %v1430 to i32
  %t329 = shl i32 %t328, 16
  %v1432 = bitcast i32 %t329 to float
  %v1433 = trunc i32 %v1427 to i16
  %t330 = zext i16 %v1433 to i32
  %t331 = shl i32 %t330, 16
  %v1435 = bitcast i32 %t331 to float
  %v1436 = fadd float %v1432, %v1435
  %v1437 = trunc i32 %v1428 to i16
  %t332 = zext i16 %v1437 to i32
  %t333 = shl i32 %t332, 16
  %v1439 = bitcast i32 %t333 to float
  %v1440 = fadd float %v1436, %v1439
  %v1441 = trunc i32 %v1429 to i16
  %t334 = zext i16 %v1441 to i32
  %t335 = shl i32 %t334, 16
  %v1443 = bitcast i32 %t335 to float
  %v1444 = fadd float %v1440, %v1443
  %t336 = bitcast float %v1444 to i32
  %t337 = fcmp uno float %v1444, 0.000000e+00
  %t338 = lshr i32 %t336, 16
  %t339 = and i32 %t338, 1
  %t340 = add i32 %t339, 32767
  %t341 = add i32 %t336, %t340
  %t342 = lshr i32 %t341, 16
  %t343 = or i32 %t338, 64
  %t344 = trunc i32 %t342 to i16
  %t345 = trunc i32 %t343 to i16
  %v1445 = select i1 %t337, i16 %t345, i16 %t344
  %v1447 = zext i16 %v1445 to i32
  %v1449 = lshr i32 %v1426, 16
  %v1450 = trunc i32 %v1449 to i16
  %t346 = zext i16 %v1450 to i32
  %t347 = shl i32 %t346, 16
  %v1452 = bitcast i32 %t347 to float
  %v1454 = lshr i32 %v1427, 16
  %v1455 = trunc i32 %v1454 to i16
  %t348 = zext i16 %v1455 to i32
  %t349 = shl i32 %t348, 16
  %v1457 = bitcast i32 %t349 to float
  %v1458 = fadd float %v1452, %v1457
  %v1460 = lshr i32 %v1428, 16
  %v1461 = trunc i32 %v1460 to i16
  %t350 = zext i16 %v1461 to i32
  %t351 = shl i32 %t350, 16
  %v1463 = bitcast i32 %t351 to float
  %v1464 = fadd float %v1458, %v1463
  %v1466 = lshr i32 %v1429, 16
  %v1467 = trunc i32 %v1466 to i16
  %t352 = zext i16 %v1467 to i32
  %t353 = shl i32 %t352, 16
  %v1469 = bitcast i32 %t353 to float
  %v1470 = fadd float %v1464, %v1469
  %t354 = bitcast float %v1470 to i32
  %t355 = fcmp uno float %v1470, 0.000000e+00
  %t356 = lshr i32 %t354, 16
  %t357 = and i32 %t356, 1
  %t358 = add i32 %t357, 32767
  %t359 = add i32 %t354, %t358
  %t360 = lshr i32 %t359, 16
  %t361 = or i32 %t356, 64
  %t362 = trunc i32 %t360 to i16
  %t363 = trunc i32 %t361 to i16
  %v1471 = select i1 %t355, i16 %t363, i16 %t362
  %v1473 = zext i16 %v1471 to i32
  %v1475 = shl i32 %v1473, 16
  %v1476 = or i32 %v1447, %v1475
  %v1477 = insertelement <4 x i32> %v1425, i32 %v1476, i32 1
  %v1478 = extractelement <4 x i32> %v1367, i32 2
  %v1479 = extractelement <4 x i32> %v1369, i32 2
  %v1480 = extractelement <4 x i32> %v1371, i32 2
  %v1481 = extractelement <4 x i32> %v1373, i32 2
  %v1482 = trunc i32 %v1478 to i16
  %t364 = zext i16 %v1482 to i32
  %t365 = shl i32 %t364, 16
  %v1484 = bitcast i32 %t365 to float
  %v1485 = trunc i32 %v1479 to i16
  %t366 = zext i16 %v1485 to i32
  %t367 = shl i32 %t366, 16
  %v1487 = bitcast i32 %t367 to float
  %v1488 = fadd float %v1484, %v1487
  %v1489 = trunc i32 %v1480 to i16
  %t368 = zext i16 %v1489 to i32
  %t369 = shl i32 %t368, 16
  %v1491 = bitcast i32 %t369 to float
  %v1492 = fadd float %v1488, %v1491
  %v1493 = trunc i32 %v1481 to i16
  %t370 = zext i16 %v1493 to i32
  %t371 = shl i32 %t370, 16
  %v1495 = bitcast i32 %t371 to float
  %v1496 = fadd float %v1492, %v1495
  %t372 = bitcast float %v1496 to i32
  %t373 = fcmp uno float %v1496, 0.000000e+00
  %t374 = lshr i32 %t372, 16
  %t375 = and i32 %t374, 1
  %t376 = add i32 %t375, 32767
  %t377 = add i32 %t372, %t376
  %t378 = lshr i32 %t377, 16
  %t379 = or i32 %t374, 64
  %t380 = trunc i32 %t378 to i16
  %t381 = trunc i32 %t379 to i16
  %v1497 = select i1 %t373, i16 %t381, i16 %t380
  %v1499 = zext i16 %v1497 to i32
  %v1501 = lshr i32 %v1478, 16
  %v1502 = trunc i32 %v1501 to i16
  %t382 = zext i16 %v1502 to i32
  %t383 = shl i32 %t382, 16
  %v1504 = bitcast i32 %t383 to float
  %v1506 = lshr i32 %v1479, 16
  %v1507 = trunc i32 %v1506 to i16
  %t384 = zext i16 %v1507 to i32
  %t385 = shl i32 %t384, 16
  %v1509 = bitcast i32 %t385 to float
  %v1510 = fadd float %v1504, %v1509
  %v1512 = lshr i32 %v1480, 16
  %v1513 = trunc i32 %v1512 to i16
  %t386 = zext i16 %v1513 to i32
  %t387 = shl i32 %t386, 16
  %v1515 = bitcast i32 %t387 to float
  %v1516 = fadd float %v1510, %v1515
  %v1518 = lshr i32 %v1481, 16
  %v1519 = trunc i32 %v1518 to i16
  %t388 = zext i16 %v1519 to i32
  %t389 = shl i32 %t388, 16
  %v1521 = bitcast i32 %t389 to float
  %v1522 = fadd float %v1516, %v1521
  %t390 = bitcast float %v1522 to i32
  %t391 = fcmp uno float %v1522, 0.000000e+00
  %t392 = lshr i32 %t390, 16
  %t393 = and i32 %t392, 1
  %t394 = add i32 %t393, 32767
  %t395 = add i32 %t390, %t394
  %t396 = lshr i32 %t395, 16
  %t397 = or i32 %t392, 64
  %t398 = trunc i32 %t396 to i16
  %t399 = trunc i32 %t397 to i16
  %v1523 = select i1 %t391, i16 %t399, i16 %t398
  %v1525 = zext i16 %v1523 to i32
  %v1527 = shl i32 %v1525, 16
  %v1528 = or i32 %v1499, %v1527
  %v1529 = insertelement <4 x i32> %v1477, i32 %v1528, i32 2
  %v1530 = extractelement <4 x i32> %v1367, i32 3
  %v1531 = extractelement <4 x i32> %v1369, i32 3
  %v1532 = extractelement <4 x i32> %v1371, i32 3
  %v1533 = extractelement <4 x i32> %v1373, i32 3
  %v1534 = trunc i32 %v1530 to i16
  %t400 = zext i16 %v1534 to i32
  %t401 = shl i32 %t400, 16
  %v1536 = bitcast i32 %t401 to float
  %v1537 = trunc i32 %v1531 to i16
  %t402 = zext i16 %v1537 to i32
  %t403 = shl i32 %t402, 16
  %v1539 = bitcast i32 %t403 to float
  %v1540 = fadd float %v1536, %v1539
  %v1541 = trunc i32 %v1532 to i16
  %t404 = zext i16 %v1541 to i32
  %t405 = shl i32 %t404, 16
  %v1543 = bitcast i32 %t405 to float
  %v1544 = fadd float %v1540, %v1543
  %v1545 = trunc i32 %v1533 to i16
  %t406 = zext i16 %v1545 to i32
  %t407 = shl i32 %t406, 16
  %v1547 = bitcast i32 %t407 to float
  %v1548 = fadd float %v1544, %v1547
  %t408 = bitcast float %v1548 to i32
  %t409 = fcmp uno float %v1548, 0.000000e+00
  %t410 = lshr i32 %t408, 16
  %t411 = and i32 %t410, 1
  %t412 = add i32 %t411, 32767
  %t413 = add i32 %t408, %t412
  %t414 = lshr i32 %t413, 16
  %t415 = or i32 %t410, 64
  %t416 = trunc i32 %t414 to i16
  %t417 = trunc i32 %t415 to i16
  %v1549 = select i1 %t409, i16 %t417, i16 %t416
  %v1551 = zext i16 %v1549 to i32
  %v1553 = lshr i32 %v1530, 16
  %v1554 = trunc i32 %v1553 to i16
  %t418 = zext i16 %v1554 to i32
  %t419 = shl i32 %t418, 16
  %v1556 = bitcast i32 %t419 to float
  %v1558 = lshr i32 %v1531, 16
  %v1559 = trunc i32 %v1558 to i16
  %t420 = zext i16 %v1559 to i32
  %t421 = shl i32 %t420, 16
  %v1561 = bitcast i32 %t421 to float
  %v1562 = fadd float %v1556, %v1561
  %v1564 = lshr i32 %v1532, 16
  %v1565 = trunc i32 %v1564 to i16
  %t422 = zext i16 %v1565 to i32
  %t423 = shl i32 %t422, 16
  %v1567 = bitcast i32 %t423 to float
  %v1568 = fadd float %v1562, %v1567
  %v1570 = lshr i32 %v1533, 16
  %v1571 = trunc i32 %v1570 to i16
  %t424 = zext i16 %v1571 to i32
  %t425 = shl i32 %t424, 16
  %v1573 = bitcast i32 %t425 to float
  %v1574 = fadd float %v1568, %v1573
  %t426 = bitcast float %v1574 to i32
  %t427 = fcmp uno float %v1574, 0.000000e+00
  %t428 = lshr i32 %t426, 16
  %t429 = and i32 %t428, 1
  %t430 = add i32 %t429, 32767
  %t431 = add i32 %t426, %t430
  %t432 = lshr i32 %t431, 16
  %t433 = or i32 %t428, 64
  %t434 = trunc i32 %t432 to i16
  %t435 = trunc i32 %t433 to i16
  %v1575 = select i1 %t427, i16 %t435, i16 %t434
  %v1577 = zext i16 %v1575 to i32
  %v1579 = shl i32 %v1577, 16
  %v1580 = or i32 %v1551, %v1579
  %v1581 = insertelement <4 x i32> %v1529, i32 %v1580, i32 3
  %v1582 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1365
  store <4 x i32> %v1581, ptr addrspace(1) %v1582, align 16
  %v1583 = add i32 %v918, 4096
  br label %if38.end
if38.end:
  %phi40 = phi i32 [ %v1583, %if38.then ], [ %v918, %for37.end ]
  %v1586 = add i32 %phi40, %v915
  br label %for39.head
for39.head:
  %v1587 = phi i32 [ %v1586, %if38.end ], [ %for39.next, %for39.latch ]
  %for39.cond = icmp ult i32 %v1587, %v914
  br i1 %for39.cond, label %for39.body, label %for39.end
for39.body:
  %v1588 = zext i32 %v1587 to i64
  %v1589 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1588
  %v1590 = load <4 x i32>, ptr addrspace(1) %v1589, align 16
  %v1591 = getelementptr i8, ptr addrspace(1) %v906, i64 %v1588
  %v1592 = load <4 x i32>, ptr addrspace(1) %v1591, align 16
  %v1593 = getelementptr i8, ptr addrspace(1) %v908, i64 %v1588
  %v1594 = load <4 x i32>, ptr addrspace(1) %v1593, align 16
  %v1595 = getelementptr i8, ptr addrspace(1) %v910, i64 %v1588
  %v1596 = load <4 x i32>, ptr addrspace(1) %v1595, align 16
  %v1597 = extractelement <4 x i32> %v1590, i32 0
  %v1598 = extractelement <4 x i32> %v1592, i32 0
  %v1599 = extractelement <4 x i32> %v1594, i32 0
  %v1600 = extractelement <4 x i32> %v1596, i32 0
  %v1601 = trunc i32 %v1597 to i16
  %t436 = zext i16 %v1601 to i32
  %t437 = shl i32 %t436, 16
  %v1603 = bitcast i32 %t437 to float
  %v1604 = trunc i32 %v1598 to i16
  %t438 = zext i16 %v1604 to i32
  %t439 = shl i32 %t438, 16
  %v1606 = bitcast i32 %t439 to float
  %v1607 = fadd float %v1603, %v1606
  %v1608 = trunc i32 %v1599 to i16
  %t440 = zext i16 %v1608 to i32
  %t441 = shl i32 %t440, 16
  %v1610 = bitcast i32 %t441 to float
  %v1611 = fadd float %v1607, %v1610
  %v1612 = trunc i32 %v1600 to i16
  %t442 = zext i16 %v1612 to i32
  %t443 = shl i32 %t442, 16
  %v1614 = bitcast i32 %t443 to float
  %v1615 = fadd float %v1611, %v1614
  %t444 = bitcast float %v1615 to i32
  %t445 = fcmp uno float %v1615, 0.000000e+00
  %t446 = lshr i32 %t444, 16
  %t447 = and i32 %t446, 1
  %t448 = add i32 %t447, 32767
  %t449 = add i32 %t444, %t448
  %t450 = lshr i32 %t449, 16
  %t451 = or i32 %t446, 64
  %t452 = trunc i32 %t450 to i16
  %t453 = trunc i32 %t451 to i16
  %v1616 = select i1 %t445, i16 %t453, i16 %t452
  %v1618 = zext i16 %v1616 to i32
  %v1620 = lshr i32 %v1597, 16
  %v1621 = trunc i32 %v1620 to i16
  %t454 = zext i16 %v1621 to i32
  %t455 = shl i32 %t454, 16
  %v1623 = bitcast i32 %t455 to float
  %v1625 = lshr i32 %v1598, 16
  %v1626 = trunc i32 %v1625 to i16
  %t456 = zext i16 %v1626 to i32
  %t457 = shl i32 %t456, 16
  %v1628 = bitcast i32 %t457 to float
  %v1629 = fadd float %v1623, %v1628
  %v1631 = lshr i32 %v1599, 16
  %v1632 = trunc i32 %v1631 to i16
  %t458 = zext i16 %v1632 to i32
  %t459 = shl i32 %t458, 16
  %v1634 = bitcast i32 %t459 to float
  %v1635 = fadd float %v1629, %v1634
  %v1637 = lshr i32 %v1600, 16
  %v1638 = trunc i32 %v1637 to i16
  %t460 = zext i16 %v1638 to i32
  %t461 = shl i32 %t460, 16
  %v1640 = bitcast i32 %t461 to float
  %v1641 = fadd float %v1635, %v1640
  %t462 = bitcast float %v1641 to i32
  %t463 = fcmp uno float %v1641, 0.000000e+00
  %t464 = lshr i32 %t462, 16
  %t465 = and i32 %t464, 1
  %t466 = add i32 %t465, 32767
  %t467 = add i32 %t462, %t466
  %t468 = lshr i32 %t467, 16
  %t469 = or i32 %t464, 64
  %t470 = trunc i32 %t468 to i16
  %t471 = trunc i32 %t469 to i16
  %v1642 = select i1 %t463, i16 %t471, i16 %t470
  %v1644 = zext i16 %v1642 to i32
  %v1646 = shl i32 %v1644, 16
  %v1647 = or i32 %v1618, %v1646
  %t472 = insertelement <4 x i32> poison, i32 %v1647, i32 0
  %v1648 = shufflevector <4 x i32> %t472, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1649 = extractelement <4 x i32> %v1590, i32 1
  %v1650 = extractelement <4 x i32> %v1592, i32 1
  %v1651 = extractelement <4 x i32> %v1594, i32 1
  %v1652 = extractelement <4 x i32> %v1596, i32 1
  %v1653 = trunc i32 %v1649 to i16
  %t473 = zext i16 %v1653 to i32
  %t474 = shl i32 %t473, 16
  %v1655 = bitcast i32 %t474 to float
  %v1656 = trunc i32 %v1650 to i16
  %t475 = zext i16 %v1656 to i32
  %t476 = shl i32 %t475, 16
  %v1658 = bitcast i32 %t476 to float
  %v1659 = fadd float %v1655, %v1658
  %v1660 = trunc i32 %v1651 to i16
  %t477 = zext i16 %v1660 to i32
  %t478 = shl i32 %t477, 16
  %v1662 = bitcast i32 %t478 to float
  %v1663 = fadd float %v1659, %v1662
  %v1664 = trunc i32 %v1652 to i16
  %t479 = zext i16 %v1664 to i32
  %t480 = shl i32 %t479, 16
  %v1666 = bitcast i32 %t480 to float
  %v1667 = fadd float %v1663, %v1666
  %t481 = bitcast float %v1667 to i32
  %t482 = fcmp uno float %v1667, 0.000000e+00
  %t483 = lshr i32 %t481, 16
  %t484 = and i32 %t483, 1
  %t485 = add i32 %t484, 32767
  %t486 = add i32 %t481, %t485
  %t487 = lshr i32 %t486, 16
  %t488 = or i32 %t483, 64
  %t489 = trunc i32 %t487 to i16
  %t490 = trunc i32 %t488 to i16
  %v1668 = select i1 %t482, i16 %t490, i16 %t489
  %v1670 = zext i16 %v1668 to i32
  %v1672 = lshr i32 %v1649, 16
  %v1673 = trunc i32 %v1672 to i16
  %t491 = zext i16 %v1673 to i32
  %t492 = shl i32 %t491, 16
  %v1675 = bitcast i32 %t492 to float
  %v1677 = lshr i32 %v1650, 16
  %v1678 = trunc i32 %v1677 to i16
  %t493 = zext i16 %v1678 to i32
  %t494 = shl i32 %t493, 16
  %v1680 = bitcast i32 %t494 to float
  %v1681 = fadd float %v1675, %v1680
  %v1683 = lshr i32 %v1651, 16
  %v1684 = trunc i32 %v1683 to i16
  %t495 = zext i16 %v1684 to i32
  %t496 = shl i32 %t495, 16
  %v1686 = bitcast i32 %t496 to float
  %v1687 = fadd float %v1681, %v1686
  %v1689 = lshr i32 %v1652, 16
  %v1690 = trunc i32 %v1689 to i16
  %t497 = zext i16 %v1690 to i32
  %t498 = shl i32 %t497, 16
  %v1692 = bitcast i32 %t498 to float
  %v1693 = fadd float %v1687, %v1692
  %t499 = bitcast float %v1693 to i32
  %t500 = fcmp uno float %v1693, 0.000000e+00
  %t501 = lshr i32 %t499, 16
  %t502 = and i32 %t501, 1
  %t503 = add i32 %t502, 32767
  %t504 = add i32 %t499, %t503
  %t505 = lshr i32 %t504, 16
  %t506 = or i32 %t501, 64
  %t507 = trunc i32 %t505 to i16
  %t508 = trunc i32 %t506 to i16
  %v1694 = select i1 %t500, i16 %t508, i16 %t507
  %v1696 = zext i16 %v1694 to i32
  %v1698 = shl i32 %v1696, 16
  %v1699 = or i32 %v1670, %v1698
  %v1700 = insertelement <4 x i32> %v1648, i32 %v1699, i32 1
  %v1701 = extractelement <4 x i32> %v1590, i32 2
  %v1702 = extractelement <4 x i32> %v1592, i32 2
  %v1703 = extractelement <4 x i32> %v1594, i32 2
  %v1704 = extractelement <4 x i32> %v1596, i32 2
  %v1705 = trunc i32 %v1701 to i16
  %t509 = zext i16 %v1705 to i32
  %t510 = shl i32 %t509, 16
  %v1707 = bitcast i32 %t510 to float
  %v1708 = trunc i32 %v1702 to i16
  %t511 = zext i16 %v1708 to i32
  %t512 = shl i32 %t511, 16
  %v1710 = bitcast i32 %t512 to float
  %v1711 = fadd float %v1707, %v1710
  %v1712 = trunc i32 %v1703 to i16
  %t513 = zext i16 %v1712 to i32
  %t514 = shl i32 %t513, 16
  %v1714 = bitcast i32 %t514 to float
  %v1715 = fadd float %v1711, %v1714
  %v1716 = trunc i32 %v1704 to i16
  %t515 = zext i16 %v1716 to i32
  %t516 = shl i32 %t515, 16
  %v1718 = bitcast i32 %t516 to float
  %v1719 = fadd float %v1715, %v1718
  %t517 = bitcast float %v1719 to i32
  %t518 = fcmp uno float %v1719, 0.000000e+00
  %t519 = lshr i32 %t517, 16
  %t520 = and i32 %t519, 1
  %t521 = add i32 %t520, 32767
  %t522 = add i32 %t517, %t521
  %t523 = lshr i32 %t522, 16
  %t524 = or i32 %t519, 64
  %t525 = trunc i32 %t523 to i16
  %t526 = trunc i32 %t524 to i16
  %v1720 = select i1 %t518, i16 %t526, i16 %t525
  %v1722 = zext i16 %v1720 to i32
  %v1724 = lshr i32 %v1701, 16
  %v1725 = trunc i32 %v1724 to i16
  %t527 = zext i16 %v1725 to i32
  %t528 = shl i32 %t527, 16
  %v1727 = bitcast i32 %t528 to float
  %v1729 = lshr i32 %v1702, 16
  %v1730 = trunc i32 %v1729 to i16
  %t529 = zext i16 %v1730 to i32
  %t530 = shl i32 %t529, 16
  %v1732 = bitcast i32 %t530 to float
  %v1733 = fadd float %v1727, %v1732
  %v1735 = lshr i32 %v1703, 16
  %v1736 = trunc i32 %v1735 to i16
  %t531 = zext i16 %v1736 to i32
  %t532 = shl i32 %t531, 16
  %v1738 = bitcast i32 %t532 to float
  %v1739 = fadd float %v1733, %v1738
  %v1741 = lshr i32 %v1704, 16
  %v1742 = trunc i32 %v1741 to i16
  %t533 = zext i16 %v1742 to i32
  %t534 = shl i32 %t533, 16
  %v1744 = bitcast i32 %t534 to float
  %v1745 = fadd float %v1739, %v1744
  %t535 = bitcast float %v1745 to i32
  %t536 = fcmp uno float %v1745, 0.000000e+00
  %t537 = lshr i32 %t535, 16
  %t538 = and i32 %t537, 1
  %t539 = add i32 %t538, 32767
  %t540 = add i32 %t535, %t539
  %t541 = lshr i32 %t540, 16
  %t542 = or i32 %t537, 64
  %t543 = trunc i32 %t541 to i16
  %t544 = trunc i32 %t542 to i16
  %v1746 = select i1 %t536, i16 %t544, i16 %t543
  %v1748 = zext i16 %v1746 to i32
  %v1750 = shl i32 %v1748, 16
  %v1751 = or i32 %v1722, %v1750
  %v1752 = insertelement <4 x i32> %v1700, i32 %v1751, i32 2
  %v1753 = extractelement <4 x i32> %v1590, i32 3
  %v1754 = extractelement <4 x i32> %v1592, i32 3
  %v1755 = extractelement <4 x i32> %v1594, i32 3
  %v1756 = extractelement <4 x i32> %v1596, i32 3
  %v1757 = trunc i32 %v1753 to i16
  %t545 = zext i16 %v1757 to i32
  %t546 = shl i32 %t545, 16
  %v1759 = bitcast i32 %t546 to float
  %v1760 = trunc i32 %v1754 to i16
  %t547 = zext i16 %v1760 to i32
  %t548 = shl i32 %t547, 16
  %v1762 = bitcast i32 %t548 to float
  %v1763 = fadd float %v1759, %v1762
  %v1764 = trunc i32 %v1755 to i16
  %t549 = zext i16 %v1764 to i32
  %t550 = shl i32 %t549, 16
  %v1766 = bitcast i32 %t550 to float
  %v1767 = fadd float %v1763, %v1766
  %v1768 = trunc i32 %v1756 to i16
  %t551 = zext i16 %v1768 to i32
  %t552 = shl i32 %t551, 16
  %v1770 = bitcast i32 %t552 to float
  %v1771 = fadd float %v1767, %v1770
  %t553 = bitcast float %v1771 to i32
  %t554 = fcmp uno float %v1771, 0.000000e+00
  %t555 = lshr i32 %t553, 16
  %t556 = and i32 %t555, 1
  %t557 = add i32 %t556, 32767
  %t558 = add i32 %t553, %t557
  %t559 = lshr i32 %t558, 16
  %t560 = or i32 %t555, 64
  %t561 = trunc i32 %t559 to i16
  %t562 = trunc i32 %t560 to i16
  %v1772 = select i1 %t554, i16 %t562, i16 %t561
  %v1774 = zext i16 %v1772 to i32
  %v1776 = lshr i32 %v1753, 16
  %v1777 = trunc i32 %v1776 to i16
  %t563 = zext i16 %v1777 to i32
  %t564 = shl i32 %t563, 16
  %v1779 = bitcast i32 %t564 to float
  %v1781 = lshr i32 %v1754, 16
  %v1782 = trunc i32 %v1781 to i16
  %t565 = zext i16 %v1782 to i32
  %t566 = shl i32 %t565, 16
  %v1784 = bitcast i32 %t566 to float
  %v1785 = fadd float %v1779, %v1784
  %v1787 = lshr i32 %v1755, 16
  %v1788 = trunc i32 %v1787 to i16
  %t567 = zext i16 %v1788 to i32
  %t568 = shl i32 %t567, 16
  %v1790 = bitcast i32 %t568 to float
  %v1791 = fadd float %v1785, %v1790
  %v1793 = lshr i32 %v1756, 16
  %v1794 = trunc i32 %v1793 to i16
  %t569 = zext i16 %v1794 to i32
  %t570 = shl i32 %t569, 16
  %v1796 = bitcast i32 %t570 to float
  %v1797 = fadd float %v1791, %v1796
  %t571 = bitcast float %v1797 to i32
  %t572 = fcmp uno float %v1797, 0.000000e+00
  %t573 = lshr i32 %t571, 16
  %t574 = and i32 %t573, 1
  %t575 = add i32 %t574, 32767
  %t576 = add i32 %t571, %t575
  %t577 = lshr i32 %t576, 16
  %t578 = or i32 %t573, 64
  %t579 = trunc i32 %t577 to i16
  %t580 = trunc i32 %t578 to i16
  %v1798 = select i1 %t572, i16 %t580, i16 %t579
  %v1800 = zext i16 %v1798 to i32
  %v1802 = shl i32 %v1800, 16
  %v1803 = or i32 %v1774, %v1802
  %v1804 = insertelement <4 x i32> %v1752, i32 %v1803, i32 3
  %v1805 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1588
  store <4 x i32> %v1804, ptr addrspace(1) %v1805, align 16
  br label %for39.latch
for39.latch:
  %for39.next = add i32 %v1587, 4096
  br label %for39.head
for39.end:
  br label %if36.end
if36.else:
  %v1806 = trunc i64 %v894 to i32
  %v1807 = trunc i64 %v23 to i32
  %v1809 = udiv i32 %v1806, 8192
  %v1810 = mul i32 %v1809, 8192
  br label %for40.head
for40.head:
  %v1812 = phi i32 [ 0, %if36.else ], [ %for40.next, %for40.latch ]
  %for40.cond = icmp ult i32 %v1812, %v1810
  br i1 %for40.cond, label %for40.body, label %for40.end
for40.body:
  %v1813 = add i32 %v1812, %v1807
  %v1814 = zext i32 %v1813 to i64
  %v1816 = add i32 %v1813, 4096
  %v1817 = zext i32 %v1816 to i64
  %v1818 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1814
  %v1819 = load <4 x i32>, ptr addrspace(1) %v1818, align 16
  %v1820 = getelementptr i8, ptr addrspace(1) %v906, i64 %v1814
  %v1821 = load <4 x i32>, ptr addrspace(1) %v1820, align 16
  %v1822 = getelementptr i8, ptr addrspace(1) %v908, i64 %v1814
  %v1823 = load <4 x i32>, ptr addrspace(1) %v1822, align 16
  %v1824 = getelementptr i8, ptr addrspace(1) %v910, i64 %v1814
  %v1825 = load <4 x i32>, ptr addrspace(1) %v1824, align 16
  %v1826 = getelementptr i8, ptr addrspace(1) %v904, i64 %v1817
  %v1827 = load <4 x i32>, ptr addrspace(1) %v1826, align 16
  %v1828 = getelementptr i8, ptr addrspace(1) %v906, i64 %v1817
  %v1829 = load <4 x i32>, ptr addrspace(1) %v1828, align 16
  %v1830 = getelementptr i8, ptr addrspace(1) %v908, i64 %v1817
  %v1831 = load <4 x i32>, ptr addrspace(1) %v1830, align 16
  %v1832 = getelementptr i8, ptr addrspace(1) %v910, i64 %v1817
  %v1833 = load <4 x i32>, ptr addrspace(1) %v1832, align 16
  %v1834 = extractelement <4 x i32> %v1819, i32 0
  %v1835 = extractelement <4 x i32> %v1821, i32 0
  %v1836 = extractelement <4 x i32> %v1823, i32 0
  %v1837 = extractelement <4 x i32> %v1825, i32 0
  %v1838 = trunc i32 %v1834 to i16
  %t581 = zext i16 %v1838 to i32
  %t582 = shl i32 %t581, 16
  %v1840 = bitcast i32 %t582 to float
  %v1841 = trunc i32 %v1835 to i16
  %t583 = zext i16 %v1841 to i32
  %t584 = shl i32 %t583, 16
  %v1843 = bitcast i32 %t584 to float
  %v1844 = fadd float %v1840, %v1843
  %v1845 = trunc i32 %v1836 to i16
  %t585 = zext i16 %v1845 to i32
  %t586 = shl i32 %t585, 16
  %v1847 = bitcast i32 %t586 to float
  %v1848 = fadd float %v1844, %v1847
  %v1849 = trunc i32 %v1837 to i16
  %t587 = zext i16 %v1849 to i32
  %t588 = shl i32 %t587, 16
  %v1851 = bitcast i32 %t588 to float
  %v1852 = fadd float %v1848, %v1851
  %t589 = bitcast float %v1852 to i32
  %t590 = fcmp uno float %v1852, 0.000000e+00
  %t591 = lshr i32 %t589, 16
  %t592 = and i32 %t591, 1
  %t593 = add i32 %t592, 32767
  %t594 = add i32 %t589, %t593
  %t595 = lshr i32 %t594, 16
  %t596 = or i32 %t591, 64
  %t597 = trunc i32 %t595 to i16
  %t598 = trunc i32 %t596 to i16
  %v1853 = select i1 %t590, i16 %t598, i16 %t597
  %v1855 = zext i16 %v1853 to i32
  %v1857 = lshr i32 %v1834, 16
  %v1858 = trunc i32 %v1857 to i16
  %t599 = zext i16 %v1858 to i32
  %t600 = shl i32 %t599, 16
  %v1860 = bitcast i32 %t600 to float
  %v1862 = lshr i32 %v1835, 16
  %v1863 = trunc i32 %v1862 to i16
  %t601 = zext i16 %v1863 to i32
  %t602 = shl i32 %t601, 16
  %v1865 = bitcast i32 %t602 to float
  %v1866 = fadd float %v1860, %v1865
  %v1868 = lshr i32 %v1836, 16
  %v1869 = trunc i32 %v1868 to i16
  %t603 = zext i16 %v1869 to i32
  %t604 = shl i32 %t603, 16
  %v1871 = bitcast i32 %t604 to float
  %v1872 = fadd float %v1866, %v1871
  %v1874 = lshr i32 %v1837, 16
  %v1875 = trunc i32 %v1874 to i16
  %t605 = zext i16 %v1875 to i32
  %t606 = shl i32 %t605, 16
  %v1877 = bitcast i32 %t606 to float
  %v1878 = fadd float %v1872, %v1877
  %t607 = bitcast float %v1878 to i32
  %t608 = fcmp uno float %v1878, 0.000000e+00
  %t609 = lshr i32 %t607, 16
  %t610 = and i32 %t609, 1
  %t611 = add i32 %t610, 32767
  %t612 = add i32 %t607, %t611
  %t613 = lshr i32 %t612, 16
  %t614 = or i32 %t609, 64
  %t615 = trunc i32 %t613 to i16
  %t616 = trunc i32 %t614 to i16
  %v1879 = select i1 %t608, i16 %t616, i16 %t615
  %v1881 = zext i16 %v1879 to i32
  %v1883 = shl i32 %v1881, 16
  %v1884 = or i32 %v1855, %v1883
  %t617 = insertelement <4 x i32> poison, i32 %v1884, i32 0
  %v1885 = shufflevector <4 x i32> %t617, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1886 = extractelement <4 x i32> %v1819, i32 1
  %v1887 = extractelement <4 x i32> %v1821, i32 1
  %v1888 = extractelement <4 x i32> %v1823, i32 1
  %v1889 = extractelement <4 x i32> %v1825, i32 1
  %v1890 = trunc i32 %v1886 to i16
  %t618 = zext i16 %v1890 to i32
  %t619 = shl i32 %t618, 16
  %v1892 = bitcast i32 %t619 to float
  %v1893 = trunc i32 %v1887 to i16
  %t620 = zext i16 %v1893 to i32
  %t621 = shl i32 %t620, 16
  %v1895 = bitcast i32 %t621 to float
  %v1896 = fadd float %v1892, %v1895
  %v1897 = trunc i32 %v1888 to i16
  %t622 = zext i16 %v1897 to i32
  %t623 = shl i32 %t622, 16
  %v1899 = bitcast i32 %t623 to float
  %v1900 = fadd float %v1896, %v1899
  %v1901 = trunc i32 %v1889 to i16
  %t624 = zext i16 %v1901 to i32
  %t625 = shl i32 %t624, 16
  %v1903 = bitcast i32 %t625 to float
  %v1904 = fadd float %v1900, %v1903
  %t626 = bitcast float %v1904 to i32
  %t627 = fcmp uno float %v1904, 0.000000e+00
  %t628 = lshr i32 %t626, 16
  %t629 = and i32 %t628, 1
  %t630 = add i32 %t629, 32767
  %t631 = add i32 %t626, %t630
  %t632 = lshr i32 %t631, 16
  %t633 = or i32 %t628, 64
  %t634 = trunc i32 %t632 to i16
  %t635 = trunc i32 %t633 to i16
  %v1905 = select i1 %t627, i16 %t635, i16 %t634
  %v1907 = zext i16 %v1905 to i32
  %v1909 = lshr i32 %v1886, 16
  %v1910 = trunc i32 %v1909 to i16
  %t636 = zext i16 %v1910 to i32
  %t637 = shl i32 %t636, 16
  %v1912 = bitcast i32 %t637 to float
  %v1914 = lshr i32 %v1887, 16
  %v1915 = trunc i32 %v1914 to i16
  %t638 = zext i16 %v1915 to i32
  %t639 = shl i32 %t638, 16
  %v1917 = bitcast i32 %t639 to float
  %v1918 = fadd float %v1912, %v1917
  %v1920 = lshr i32 %v1888, 16
  %v1921 = trunc i32 %v1920 to i16
  %t640 = zext i16 %v1921 to i32
  %t641 = shl i32 %t640, 16
  %v1923 = bitcast i32 %t641 to float
  %v1924 = fadd float %v1918, %v1923
  %v1926 = lshr i32 %v1889, 16
  %v1927 = trunc i32 %v1926 to i16
  %t642 = zext i16 %v1927 to i32
  %t643 = shl i32 %t642, 16
  %v1929 = bitcast i32 %t643 to float
  %v1930 = fadd float %v1924, %v1929
  %t644 = bitcast float %v1930 to i32
  %t645 = fcmp uno float %v1930, 0.000000e+00
  %t646 = lshr i32 %t644, 16
  %t647 = and i32 %t646, 1
  %t648 = add i32 %t647, 32767
  %t649 = add i32 %t644, %t648
  %t650 = lshr i32 %t649, 16
  %t651 = or i32 %t646, 64
  %t652 = trunc i32 %t650 to i16
  %t653 = trunc i32 %t651 to i16
  %v1931 = select i1 %t645, i16 %t653, i16 %t652
  %v1933 = zext i16 %v1931 to i32
  %v1935 = shl i32 %v1933, 16
  %v1936 = or i32 %v1907, %v1935
  %v1937 = insertelement <4 x i32> %v1885, i32 %v1936, i32 1
  %v1938 = extractelement <4 x i32> %v1819, i32 2
  %v1939 = extractelement <4 x i32> %v1821, i32 2
  %v1940 = extractelement <4 x i32> %v1823, i32 2
  %v1941 = extractelement <4 x i32> %v1825, i32 2
  %v1942 = trunc i32 %v1938 to i16
  %t654 = zext i16 %v1942 to i32
  %t655 = shl i32 %t654, 16
  %v1944 = bitcast i32 %t655 to float
  %v1945 = trunc i32 %v1939 to i16
  %t656 = zext i16 %v1945 to i32
  %t657 = shl i32 %t656, 16
  %v1947 = bitcast i32 %t657 to float
  %v1948 = fadd float %v1944, %v1947
  %v1949 = trunc i32 %v1940 to i16
  %t658 = zext i16 %v1949 to i32
  %t659 = shl i32 %t658, 16
  %v1951 = bitcast i32 %t659 to float
  %v1952 = fadd float %v1948, %v1951
  %v1953 = trunc i32 %v1941 to i16
  %t660 = zext i16 %v1953 to i32
  %t661 = shl i32 %t660, 16
  %v1955 = bitcast i32 %t661 to float
  %v1956 = fadd float %v1952, %v1955
  %t662 = bitcast float %v1956 to i32
  %t663 = fcmp uno float %v1956, 0.000000e+00
  %t664 = lshr i32 %t662, 16
  %t665 = and i32 %t664, 1
  %t666 = add i32 %t665, 32767
  %t667 = add i32 %t662, %t666
  %t668 = lshr i32 %t667, 16
  %t669 = or i32 %t664, 64
  %t670 = trunc i32 %t668 to i16
  %t671 = trunc i32 %t669 to i16
  %v1957 = select i1 %t663, i16 %t671, i16 %t670
  %v1959 = zext i16 %v1957 to i32
  %v1961 = lshr i32 %v1938, 16
  %v1962 = trunc i32 %v1961 to i16
  %t672 = zext i16 %v1962 to i32
  %t673 = shl i32 %t672, 16
  %v1964 = bitcast i32 %t673 to float
  %v1966 = lshr i32 %v1939, 16
  %v1967 = trunc i32 %v1966 to i16
  %t674 = zext i16 %v1967 to i32
  %t675 = shl i32 %t674, 16
  %v1969 = bitcast i32 %t675 to float
  %v1970 = fadd float %v1964, %v1969
  %v1972 = lshr i32 %v1940, 16
  %v1973 = trunc i32 %v1972 to i16
  %t676 = zext i16 %v1973 to i32
  %t677 = shl i32 %t676, 16
  %v1975 = bitcast i32 %t677 to float
  %v1976 = fadd float %v1970, %v1975
  %v1978 = lshr i32 %v1941, 16
  %v1979 = trunc i32 %v1978 to i16
  %t678 = zext i16 %v1979 to i32
  %t679 = shl i32 %t678, 16
  %v1981 = bitcast i32 %t679 to float
  %v1982 = fadd float %v1976, %v1981
  %t680 = bitcast float %v1982 to i32
  %t681 = fcmp uno float %v1982, 0.000000e+00
  %t682 = lshr i32 %t680, 16
  %t683 = and i32 %t682, 1
  %t684 = add i32 %t683, 32767
  %t685 = add i32 %t680, %t684
  %t686 = lshr i32 %t685, 16
  %t687 = or i32 %t682, 64
  %t688 = trunc i32 %t686 to i16
  %t689 = trunc i32 %t687 to i16
  %v1983 = select i1 %t681, i16 %t689, i16 %t688
  %v1985 = zext i16 %v1983 to i32
  %v1987 = shl i32 %v1985, 16
  %v1988 = or i32 %v1959, %v1987
  %v1989 = insertelement <4 x i32> %v1937, i32 %v1988, i32 2
  %v1990 = extractelement <4 x i32> %v1819, i32 3
  %v1991 = extractelement <4 x i32> %v1821, i32 3
  %v1992 = extractelement <4 x i32> %v1823, i32 3
  %v1993 = extractelement <4 x i32> %v1825, i32 3
  %v1994 = trunc i32 %v1990 to i16
  %t690 = zext i16 %v1994 to i32
  %t691 = shl i32 %t690, 16
  %v1996 = bitcast i32 %t691 to float
  %v1997 = trunc i32 %v1991 to i16
  %t692 = zext i16 %v1997 to i32
  %t693 = shl i32 %t692, 16
  %v1999 = bitcast i32 %t693 to float
  %v2000 = fadd float %v1996, %v1999
  %v2001 = trunc i32 %v1992 to i16
  %t694 = zext i16 %v2001 to i32
  %t695 = shl i32 %t694, 16
  %v2003 = bitcast i32 %t695 to float
  %v2004 = fadd float %v2000, %v2003
  %v2005 = trunc i32 %v1993 to i16
  %t696 = zext i16 %v2005 to i32
  %t697 = shl i32 %t696, 16
  %v2007 = bitcast i32 %t697 to float
  %v2008 = fadd float %v2004, %v2007
  %t698 = bitcast float %v2008 to i32
  %t699 = fcmp uno float %v2008, 0.000000e+00
  %t700 = lshr i32 %t698, 16
  %t701 = and i32 %t700, 1
  %t702 = add i32 %t701, 32767
  %t703 = add i32 %t698, %t702
  %t704 = lshr i32 %t703, 16
  %t705 = or i32 %t700, 64
  %t706 = trunc i32 %t704 to i16
  %t707 = trunc i32 %t705 to i16
  %v2009 = select i1 %t699, i16 %t707, i16 %t706
  %v2011 = zext i16 %v2009 to i32
  %v2013 = lshr i32 %v1990, 16
  %v2014 = trunc i32 %v2013 to i16
  %t708 = zext i16 %v2014 to i32
  %t709 = shl i32 %t708, 16
  %v2016 = bitcast i32 %t709 to float
  %v2018 = lshr i32 %v1991, 16
  %v2019 = trunc i32 %v2018 to i16
  %t710 = zext i16 %v2019 to i32
  %t711 = shl i32 %t710, 16
  %v2021 = bitcast i32 %t711 to float
  %v2022 = fadd float %v2016, %v2021
  %v2024 = lshr i32 %v1992, 16
  %v2025 = trunc i32 %v2024 to i16
  %t712 = zext i16 %v2025 to i32
  %t713 = shl i32 %t712, 16
  %v2027 = bitcast i32 %t713 to float
  %v2028 = fadd float %v2022, %v2027
  %v2030 = lshr i32 %v1993, 16
  %v2031 = trunc i32 %v2030 to i16
  %t714 = zext i16 %v2031 to i32
  %t715 = shl i32 %t714, 16
  %v2033 = bitcast i32 %t715 to float
  %v2034 = fadd float %v2028, %v2033
  %t716 = bitcast float %v2034 to i32
  %t717 = fcmp uno float %v2034, 0.000000e+00
  %t718 = lshr i32 %t716, 16
  %t719 = and i32 %t718, 1
  %t720 = add i32 %t719, 32767
  %t721 = add i32 %t716, %t720
  %t722 = lshr i32 %t721, 16
  %t723 = or i32 %t718, 64
  %t724 = trunc i32 %t722 to i16
  %t725 = trunc i32 %t723 to i16
  %v2035 = select i1 %t717, i16 %t725, i16 %t724
  %v2037 = zext i16 %v2035 to i32
  %v2039 = shl i32 %v2037, 16
  %v2040 = or i32 %v2011, %v2039
  %v2041 = insertelement <4 x i32> %v1989, i32 %v2040, i32 3
  %v2042 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1814
  store <4 x i32> %v2041, ptr addrspace(1) %v2042, align 16
  %v2043 = extractelement <4 x i32> %v1827, i32 0
  %v2044 = extractelement <4 x i32> %v1829, i32 0
  %v2045 = extractelement <4 x i32> %v1831, i32 0
  %v2046 = extractelement <4 x i32> %v1833, i32 0
  %v2047 = trunc i32 %v2043 to i16
  %t726 = zext i16 %v2047 to i32
  %t727 = shl i32 %t726, 16
  %v2049 = bitcast i32 %t727 to float
  %v2050 = trunc i32 %v2044 to i16
  %t728 = zext i16 %v2050 to i32
  %t729 = shl i32 %t728, 16
  %v2052 = bitcast i32 %t729 to float
  %v2053 = fadd float %v2049, %v2052
  %v2054 = trunc i32 %v2045 to i16
  %t730 = zext i16 %v2054 to i32
  %t731 = shl i32 %t730, 16
  %v2056 = bitcast i32 %t731 to float
  %v2057 = fadd float %v2053, %v2056
  %v2058 = trunc i32 %v2046 to i16
  %t732 = zext i16 %v2058 to i32
  %t733 = shl i32 %t732, 16
  %v2060 = bitcast i32 %t733 to float
  %v2061 = fadd float %v2057, %v2060
  %t734 = bitcast float %v2061 to i32
  %t735 = fcmp uno float %v2061, 0.000000e+00
  %t736 = lshr i32 %t734, 16
  %t737 = and i32 %t736, 1
  %t738 = add i32 %t737, 32767
  %t739 = add i32 %t734, %t738
  %t740 = lshr i32 %t739, 16
  %t741 = or i32 %t736, 64
  %t742 = trunc i32 %t740 to i16
  %t743 = trunc i32 %t741 to i16
  %v2062 = select i1 %t735, i16 %t743, i16 %t742
  %v2064 = zext i16 %v2062 to i32
  %v2066 = lshr i32 %v2043, 16
  %v2067 = trunc i32 %v2066 to i16
  %t744 = zext i16 %v2067 to i32
  %t745 = shl i32 %t744, 16
  %v2069 = bitcast i32 %t745 to float
  %v2071 = lshr i32 %v2044, 16
  %v2072 = trunc i32 %v2071 to i16
  %t746 = zext i16 %v2072 to i32
  %t747 = shl i32 %t746, 16
  %v2074 = bitcast i32 %t747 to float
  %v2075 = fadd float %v2069, %v2074
  %v2077 = lshr i32 %v2045, 16
  %v2078 = trunc i32 %v2077 to i16
  %t748 = zext i16 %v2078 to i32
  %t749 = shl i32 %t748, 16
  %v2080 = bitcast i32 %t749 to float
  %v2081 = fadd float %v2075, %v2080
  %v2083 = lshr i32 %v2046, 16
  %v2084 = trunc i32 %v2083 to i16
  %t750 = zext i16 %v2084 to i32
  %t751 = shl i32 %t750, 16
  %v2086 = bitcast i32 %t751 to float
  %v2087 = fadd float %v2081, %v2086
  %t752 = bitcast float %v2087 to i32
  %t753 = fcmp uno float %v2087, 0.000000e+00
  %t754 = lshr i32 %t752, 16
  %t755 = and i32 %t754, 1
  %t756 = add i32 %t755, 32767
  %t757 = add i32 %t752, %t756
  %t758 = lshr i32 %t757, 16
  %t759 = or i32 %t754, 64
  %t760 = trunc i32 %t758 to i16
  %t761 = trunc i32 %t759 to i16
  %v2088 = select i1 %t753, i16 %t761, i16 %t760
  %v2090 = zext i16 %v2088 to i32
  %v2092 = shl i32 %v2090, 16
  %v2093 = or i32 %v2064, %v2092
  %t762 = insertelement <4 x i32> poison, i32 %v2093, i32 0
  %v2094 = shufflevector <4 x i32> %t762, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2095 = extractelement <4 x i32> %v1827, i32 1
  %v2096 = extractelement <4 x i32> %v1829, i32 1
  %v2097 = extractelement <4 x i32> %v1831, i32 1
  %v2098 = extractelement <4 x i32> %v1833, i32 1
  %v2099 = trunc i32 %v2095 to i16
  %t763 = zext i16 %v2099 to i32
  %t764 = shl i32 %t763, 16
  %v2101 = bitcast i32 %t764 to float
  %v2102 = trunc i32 %v2096 to i16
  %t765 = zext i16 %v2102 to i32
  %t766 = shl i32 %t765, 16
  %v2104 = bitcast i32 %t766 to float
  %v2105 = fadd float %v2101, %v2104
  %v2106 = trunc i32 %v2097 to i16
  %t767 = zext i16 %v2106 to i32
  %t768 = shl i32 %t767, 16
  %v2108 = bitcast i32 %t768 to float
  %v2109 = fadd float %v2105, %v2108
  %v2110 = trunc i32 %v2098 to i16
  %t769 = zext i16 %v2110 to i32
  %t770 = shl i32 %t769, 16
  %v2112 = bitcast i32 %t770 to float
  %v2113 = fadd float %v2109, %v2112
  %t771 = bitcast float %v2113 to i32
  %t772 = fcmp uno float %v2113, 0.000000e+00
  %t773 = lshr i32 %t771, 16
  %t774 = and i32 %t773, 1
  %t775 = add i32 %t774, 32767
  %t776 = add i32 %t771, %t775
  %t777 = lshr i32 %t776, 16
  %t778 = or i32 %t773, 64
  %t779 = trunc i32 %t777 to i16
  %t780 = trunc i32 %t778 to i16
  %v2114 = select i1 %t772, i16 %t780, i16 %t779
  %v2116 = zext i16 %v2114 to i32
  %v2118 = lshr i32 %v2095, 16
  %v2119 = trunc i32 %v2118 to i16
  %t781 = zext i16 %v2119 to i32
  %t782 = shl i32 %t781, 16
  %v2121 = bitcast i32 %t782 to float
  %v2123 = lshr i32 %v2096, 16
  %v2124 = trunc i32 %v2123 to i16
  %t783 = zext i16 %v2124 to i32
  %t784 = shl i32 %t783, 16
  %v2126 = bitcast i32 %t784 to float
  %v2127 = fadd float %v2121, %v2126
  %v2129 = lshr i32 %v2097, 16
  %v2130 = trunc i32 %v2129 to i16
  %t785 = zext i16 %v2130 to i32
  %t786 = shl i32 %t785, 16
  %v2132 = bitcast i32 %t786 to float
  %v2133 = fadd float %v2127, %v2132
  %v2135 = lshr i32 %v2098, 16
  %v2136 = trunc i32 %v2135 to i16
  %t787 = zext i16 %v2136 to i32
  %t788 = shl i32 %t787, 16
  %v2138 = bitcast i32 %t788 to float
  %v2139 = fadd float %v2133, %v2138
  %t789 = bitcast float %v2139 to i32
  %t790 = fcmp uno float %v2139, 0.000000e+00
  %t791 = lshr i32 %t789, 16
  %t792 = and i32 %t791, 1
  %t793 = add i32 %t792, 32767
  %t794 = add i32 %t789, %t793
  %t795 = lshr i32 %t794, 16
  %t796 = or i32 %t791, 64
  %t797 = trunc i32 %t795 to i16
  %t798 = trunc i32 %t796 to i16
  %v2140 = select i1 %t790, i16 %t798, i16 %t797
  %v2142 = zext i16 %v2140 to i32
  %v2144 = shl i32 %v2142, 16
  %v2145 = or i32 %v2116, %v2144
  %v2146 = insertelement <4 x i32> %v2094, i32 %v2145, i32 1
  %v2147 = extractelement <4 x i32> %v1827, i32 2
  %v2148 = extractelement <4 x i32> %v1829, i32 2
  %v2149 = extractelement <4 x i32> %v1831, i32 2
  %v2150 = extractelement <4 x i32> %v1833, i32 2
  %v2151 = trunc i32 %v2147 to i16
  %t799 = zext i16 %v2151 to i32
  %t800 = shl i32 %t799, 16
  %v2153 = bitcast i32 %t800 to float
  %v2154 = trunc i32 %v2148 to i16
  %t801 = zext i16 %v2154 to i32
  %t802 = shl i32 %t801, 16
  %v2156 = bitcast i32 %t802 to float
  %v2157 = fadd float %v2153, %v2156
  %v2158 = trunc i32 %v2149 to i16
  %t803 = zext i16 %v2158 to i32
  %t804 = shl i32 %t803, 16
  %v2160 = bitcast i32 %t804 to float
  %v2161 = fadd float %v2157, %v2160
  %v2162 = trunc i32 %v2150 to i16
  %t805 = zext i16 %v2162 to i32
  %t806 = shl i32 %t805, 16
  %v2164 = bitcast i32 %t806 to float
  %v2165 = fadd float %v2161, %v2164
  %t807 = bitcast float %v2165 to i32
  %t808 = fcmp uno float %v2165, 0.000000e+00
  %t809 = lshr i32 %t807, 16
  %t810 = and i32 %t809, 1
  %t811 = add i32 %t810, 32767
  %t812 = add i32 %t807, %t811
  %t813 = lshr i32 %t812, 16
  %t814 = or i32 %t809, 64
  %t815 = trunc i32 %t813 to i16
  %t816 = trunc i32 %t814 to i16
  %v2166 = select i1 %t808, i16 %t816, i16 %t815
  %v2168 = zext i16 %v2166 to i32
  %v2170 = lshr i32 %v2147, 16
  %v2171 = trunc i32 %v2170 to i16
  %t817 = zext i16 %v2171 to i32
  %t818 = shl i32 %t817, 16
  %v2173 = bitcast i32 %t818 to float
  %v2175 = lshr i32 %v2148, 16
  %v2176 = trunc i32 %v2175 to i16
  %t819 = zext i16 %v2176 to i32
  %t820 = shl i32 %t819, 16
  %v2178 = bitcast i32 %t820 to float
  %v2179 = fadd float %v2173, %v2178
  %v2181 = lshr i32 %v2149, 16
  %v2182 = trunc i32 %v2181 to i16
  %t821 = zext i16 %v2182 to i32
  %t822 = shl i32 %t821, 16
  %v2184 = bitcast i32 %t822 to float
  %v2185 = fadd float %v2179, %v2184
  %v2187 = lshr i32 %v2150, 16
  %v2188 = trunc i32 %v2187 to i16
  %t823 = zext i16 %v2188 to i32
  %t824 = shl i32 %t823, 16
  %v2190 = bitcast i32 %t824 to float
  %v2191 = fadd float %v2185, %v2190
  %t825 = bitcast float %v2191 to i32
  %t826 = fcmp uno float %v2191, 0.000000e+00
  %t827 = lshr i32 %t825, 16
  %t828 = and i32 %t827, 1
  %t829 = add i32 %t828, 32767
  %t830 = add i32 %t825, %t829
  %t831 = lshr i32 %t830, 16
  %t832 = or i32 %t827, 64
  %t833 = trunc i32 %t831 to i16
  %t834 = trunc i32 %t832 to i16
  %v2192 = select i1 %t826, i16 %t834, i16 %t833
  %v2194 = zext i16 %v2192 to i32
  %v2196 = shl i32 %v2194, 16
  %v2197 = or i32 %v2168, %v2196
  %v2198 = insertelement <4 x i32> %v2146, i32 %v2197, i32 2
  %v2199 = extractelement <4 x i32> %v1827, i32 3
  %v2200 = extractelement <4 x i32> %v1829, i32 3
  %v2201 = extractelement <4 x i32> %v1831, i32 3
  %v2202 = extractelement <4 x i32> %v1833, i32 3
  %v2203 = trunc i32 %v2199 to i16
  %t835 = zext i16 %v2203 to i32
  %t836 = shl i32 %t835, 16
  %v2205 = bitcast i32 %t836 to float
  %v2206 = trunc i32 %v2200 to i16
  %t837 = zext i16 %v2206 to i32
  %t838 = shl i32 %t837, 16
  %v2208 = bitcast i32 %t838 to float
  %v2209 = fadd float %v2205, %v2208
  %v2210 = trunc i32 %v2201 to i16
  %t839 = zext i16 %v2210 to i32
  %t840 = shl i32 %t839, 16
  %v2212 = bitcast i32 %t840 to float
  %v2213 = fadd float %v2209, %v2212
  %v2214 = trunc i32 %v2202 to i16
  %t841 = zext i16 %v2214 to i32
  %t842 = shl i32 %t841, 16
  %v2216 = bitcast i32 %t842 to float
  %v2217 = fadd float %v2213, %v2216
  %t843 = bitcast float %v2217 to i32
  %t844 = fcmp uno float %v2217, 0.000000e+00
  %t845 = lshr i32 %t843, 16
  %t846 = and i32 %t845, 1
  %t847 = add i32 %t846, 32767
  %t848 = add i32 %t843, %t847
  %t849 = lshr i32 %t848, 16
  %t850 = or i32 %t845, 64
  %t851 = trunc i32 %t849 to i16
  %t852 = trunc i32 %t850 to i16
  %v2218 = select i1 %t844, i16 %t852, i16 %t851
  %v2220 = zext i16 %v2218 to i32
  %v2222 = lshr i32 %v2199, 16
  %v2223 = trunc i32 %v2222 to i16
  %t853 = zext i16 %v2223 to i32
  %t854 = shl i32 %t853, 16
  %v2225 = bitcast i32 %t854 to float
  %v2227 = lshr i32 %v2200, 16
  %v2228 = trunc i32 %v2227 to i16
  %t855 = zext i16 %v2228 to i32
  %t856 = shl i32 %t855, 16
  %v2230 = bitcast i32 %t856 to float
  %v2231 = fadd float %v2225, %v2230
  %v2233 = lshr i32 %v2201, 16
  %v2234 = trunc i32 %v2233 to i16
  %t857 = zext i16 %v2234 to i32
  %t858 = shl i32 %t857, 16
  %v2236 = bitcast i32 %t858 to float
  %v2237 = fadd float %v2231, %v2236
  %v2239 = lshr i32 %v2202, 16
  %v2240 = trunc i32 %v2239 to i16
  %t859 = zext i16 %v2240 to i32
  %t860 = shl i32 %t859, 16
  %v2242 = bitcast i32 %t860 to float
  %v2243 = fadd float %v2237, %v2242
  %t861 = bitcast float %v2243 to i32
  %t862 = fcmp uno float %v2243, 0.000000e+00
  %t863 = lshr i32 %t861, 16
  %t864 = and i32 %t863, 1
  %t865 = add i32 %t864, 32767
  %t866 = add i32 %t861, %t865
  %t867 = lshr i32 %t866, 16
  %t868 = or i32 %t863, 64
  %t869 = trunc i32 %t867 to i16
  %t870 = trunc i32 %t868 to i16
  %v2244 = select i1 %t862, i16 %t870, i16 %t869
  %v2246 = zext i16 %v2244 to i32
  %v2248 = shl i32 %v2246, 16
  %v2249 = or i32 %v2220, %v2248
  %v2250 = insertelement <4 x i32> %v2198, i32 %v2249, i32 3
  %v2251 = getelementptr i8, ptr addrspace(1) %v911, i64 %v1817
  store <4 x i32> %v2250, ptr addrspace(1) %v2251, align 16
  br label %for40.latch
for40.latch:
  %for40.next = add i32 %v1812, 8192
  br label %for40.head
for40.end:
  %v2254 = sub i32 %v1806, %v1810
  %v2255 = icmp uge i32 %v2254, 4096
  br i1 %v2255, label %if41.then, label %if41.end
if41.then:
  %v2256 = add i32 %v1810, %v1807
  %v2257 = zext i32 %v2256 to i64
  %v2258 = getelementptr i8, ptr addrspace(1) %v904, i64 %v2257
  %v2259 = load <4 x i32>, ptr addrspace(1) %v2258, align 16
  %v2260 = getelementptr i8, ptr addrspace(1) %v906, i64 %v2257
  %v2261 = load <4 x i32>, ptr addrspace(1) %v2260, align 16
  %v2262 = getelementptr i8, ptr addrspace(1) %v908, i64 %v2257
  %v2263 = load <4 x i32>, ptr addrspace(1) %v2262, align 16
  %v2264 = getelementptr i8, ptr addrspace(1) %v910, i64 %v2257
  %v2265 = load <4 x i32>, ptr addrspace(1) %v2264, align 16
  %v2266 = extractelement <4 x i32> %v2259, i32 0
  %v2267 = extractelement <4 x i32> %v2261, i32 0
  %v2268 = extractelement <4 x i32> %v2263, i32 0
  %v2269 = extractelement <4 x i32> %v2265, i32 0
  %v2270 = trunc i32 %v2266 to i16
  %t871 = zext i16 %v2270 to i32
  %t872 = shl i32 %t871, 16
  %v2272 = bitcast i32 %t872 to float
  %v2273 = trunc i32 %v2267 to i16
  %t873 = zext i16 %v2273 to i32
  %t874 = shl i32 %t873, 16
  %v2275 = bitcast i32 %t874 to float
  %v2276 = fadd float %v2272, %v2275
  %v2277 = trunc i32 %v2268 to i16
  %t875 = zext i16 %v2277 to i32
  %t876 = shl i32 %t875, 16
  %v2279 = bitcast i32 %t876 to float
  %v2280 = fadd float %v2276, %v2279
  %v2281 = trunc i32 %v2269 to i16
  %t877 = zext i16 %v2281 to i32
  %t878 = shl i32 %t877, 16
  %v2283 = bitcast i32 %t878 to float
  %v2284 = fadd float %v2280, %v2283
  %t879 = bitcast float %v2284 to i32
  %t880 = fcmp uno float %v2284, 0.000000e+00
  %t881 = lshr i32 %t879, 16
  %t882 = and i32 %t881, 1
  %t883 = add i32 %t882, 32767
  %t884 = add i32 %t879, %t883
  %t885 = lshr i32 %t884, 16
  %t886 = or i32 %t881, 64
  %t887 = trunc i32 %t885 to i16
  %t888 = trunc i32 %t886 to i16
  %v2285 = select i1 %t880, i16 %t888, i16 %t887
  %v2287 = zext i16 %v2285 to i32
  %v2289 = lshr i32 %v2266, 16
  %v2290 = trunc i32 %v2289 to i16
  %t889 = zext i16 %v2290 to i32
  %t890 = shl i32 %t889, 16
  %v2292 = bitcast i32 %t890 to float
  %v2294 = lshr i32 %v2267, 16
  %v2295 = trunc i32 %v2294 to i16
  %t891 = zext i16 %v2295 to i32
  %t892 = shl i32 %t891, 16
  %v2297 = bitcast i32 %t892 to float
  %v2298 = fadd float %v2292, %v2297
  %v2300 = lshr i32 %v2268, 16
  %v2301 = trunc i32 %v2300 to i16
  %t893 = zext i16 %v2301 to i32
  %t894 = shl i32 %t893, 16
  %v2303 = bitcast i32 %t894 to float
  %v2304 = fadd float %v2298, %v2303
  %v2306 = lshr i32 %v2269, 16
  %v2307 = trunc i32 %v2306 to i16
  %t895 = zext i16 %v2307 to i32
  %t896 = shl i32 %t895, 16
  %v2309 = bitcast i32 %t896 to float
  %v2310 = fadd float %v2304, %v2309
  %t897 = bitcast float %v2310 to i32
  %t898 = fcmp uno float %v2310, 0.000000e+00
  %t899 = lshr i32 %t897, 16
  %t900 = and i32 %t899, 1
  %t901 = add i32 %t900, 32767
  %t902 = add i32 %t897, %t901
  %t903 = lshr i32 %t902, 16
  %t904 = or i32 %t899, 64
  %t905 = trunc i32 %t903 to i16
  %t906 = trunc i32 %t904 to i16
  %v2311 = select i1 %t898, i16 %t906, i16 %t905
  %v2313 = zext i16 %v2311 to i32
  %v2315 = shl i32 %v2313, 16
  %v2316 = or i32 %v2287, %v2315
  %t907 = insertelement <4 x i32> poison, i32 %v2316, i32 0
  %v2317 = shufflevector <4 x i32> %t907, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2318 = extractelement <4 x i32> %v2259, i32 1
  %v2319 = extractelement <4 x i32> %v2261, i32 1
  %v2320 = extractelement <4 x i32> %v2263, i32 1
  %v2321 = extractelement <4 x i32> %v2265, i32 1
  %v2322 = trunc i32 %v2318 to i16
  %t908 = zext i16 %v2322 to i32
  %t909 = shl i32 %t908, 16
  %v2324 = bitcast i32 %t909 to float
  %v2325 = trunc i32 %v2319 to i16
  %t910 = zext i16 %v2325 to i32
  %t911 = shl i32 %t910, 16
  %v2327 = bitcast i32 %t911 to float
  %v2328 = fadd float %v2324, %v2327
  %v2329 = trunc i32 %v2320 to i16
  %t912 = zext i16 %v2329 to i32
  %t913 = shl i32 %t912, 16
  %v2331 = bitcast i32 %t913 to float
  %v2332 = fadd float %v2328, %v2331
  %v2333 = trunc i32 %v2321 to i16
  %t914 = zext i16 %v2333 to i32
  %t915 = shl i32 %t914, 16
  %v2335 = bitcast i32 %t915 to float
  %v2336 = fadd float %v2332, %v2335
  %t916 = bitcast float %v2336 to i32
  %t917 = fcmp uno float %v2336, 0.000000e+00
  %t918 = lshr i32 %t916, 16
  %t919 = and i32 %t918, 1
  %t920 = add i32 %t919, 32767
  %t921 = add i32 %t916, %t920
  %t922 = lshr i32 %t921, 16
  %t923 = or i32 %t918, 64
  %t924 = trunc i32 %t922 to i16
  %t925 = trunc i32 %t923 to i16
  %v2337 = select i1 %t917, i16 %t925, i16 %t924
  %v2339 = zext i16 %v2337 to i32
  %v2341 = lshr i32 %v2318, 16
  %v2342 = trunc i32 %v2341 to i16
  %t926 = zext i16 %v2342 to i32
  %t927 = shl i32 %t926, 16
  %v2344 = bitcast i32 %t927 to float
  %v2346 = lshr i32 %v2319, 16
  %v2347 = trunc i32 %v2346 to i16
  %t928 = zext i16 %v2347 to i32
  %t929 = shl i32 %t928, 16
  %v2349 = bitcast i32 %t929 to float
  %v2350 = fadd float %v2344, %v2349
  %v2352 = lshr i32 %v2320, 16
  %v2353 = trunc i32 %v2352 to i16
  %t930 = zext i16 %v2353 to i32
  %t931 = shl i32 %t930, 16
  %v2355 = bitcast i32 %t931 to float
  %v2356 = fadd float %v2350, %v2355
  %v2358 = lshr i32 %v2321, 16
  %v2359 = trunc i32 %v2358 to i16
  %t932 = zext i16 %v2359 to i32
  %t933 = shl i32 %t932, 16
  %v2361 = bitcast i32 %t933 to float
  %v2362 = fadd float %v2356, %v2361
  %t934 = bitcast float %v2362 to i32
  %t935 = fcmp uno float %v2362, 0.000000e+00
  %t936 = lshr i32 %t934, 16
  %t937 = and i32 %t936, 1
  %t938 = add i32 %t937, 32767
  %t939 = add i32 %t934, %t938
  %t940 = lshr i32 %t939, 16
  %t941 = or i32 %t936, 64
  %t942 = trunc i32 %t940 to i16
  %t943 = trunc i32 %t941 to i16
  %v2363 = select i1 %t935, i16 %t943, i16 %t942
  %v2365 = zext i16 %v2363 to i32
  %v2367 = shl i32 %v2365, 16
  %v2368 = or i32 %v2339, %v2367
  %v2369 = insertelement <4 x i32> %v2317, i32 %v2368, i32 1
  %v2370 = extractelement <4 x i32> %v2259, i32 2
  %v2371 = extractelement <4 x i32> %v2261, i32 2
  %v2372 = extractelement <4 x i32> %v2263, i32 2
  %v2373 = extractelement <4 x i32> %v2265, i32 2
  %v2374 = trunc i32 %v2370 to i16
  %t944 = zext i16 %v2374 to i32
  %t945 = shl i32 %t944, 16
  %v2376 = bitcast i32 %t945 to float
  %v2377 = trunc i32 %v2371 to i16
  %t946 = zext i16 %v2377 to i32
  %t947 = shl i32 %t946, 16
  %v2379 = bitcast i32 %t947 to float
  %v2380 = fadd float %v2376, %v2379
  %v2381 = trunc i32 %v2372 to i16
  %t948 = zext i16 %v2381 to i32
  %t949 = shl i32 %t948, 16
  %v2383 = bitcast i32 %t949 to float
  %v2384 = fadd float %v2380, %v2383
  %v2385 = trunc i32 %v2373 to i16
  %t950 = zext i16 %v2385 to i32
  %t951 = shl i32 %t950, 16
  %v2387 = bitcast i32 %t951 to float
  %v2388 = fadd float %v2384, %v2387
  %t952 = bitcast float %v2388 to i32
  %t953 = fcmp uno float %v2388, 0.000000e+00
  %t954 = lshr i32 %t952, 16
  %t955 = and i32 %t954, 1
  %t956 = add i32 %t955, 32767
  %t957 = add i32 %t952, %t956
  %t958 = lshr i32 %t957, 16
  %t959 = or i32 %t954, 64
  %t960 = trunc i32 %t958 to i16
  %t961 = trunc i32 %t959 to i16
  %v2389 = select i1 %t953, i16 %t961, i16 %t960
  %v2391 = zext i16 %v2389 to i32
  %v2393 = lshr i32 %v2370, 16
  %v2394 = trunc i32 %v2393 to i16
  %t962 = zext i16 %v2394 to i32
  %t963 = shl i32 %t962, 16
  %v2396 = bitcast i32 %t963 to float
  %v2398 = lshr i32 %v2371, 16
  %v2399 = trunc i32 %v2398 to i16
  %t964 = zext i16 %v2399 to i32
  %t965 = shl i32 %t964, 16
  %v2401 = bitcast i32 %t965 to float
  %v2402 = fadd float %v2396, %v2401
  %v2404 = lshr i32 %v2372, 16
  %v2405 = trunc i32 %v2404 to i16
  %t966 = zext i16 %v2405 to i32
  %t967 = shl i32 %t966, 16
  %v2407 = bitcast i32 %t967 to float
  %v2408 = fadd float %v2402, %v2407
  %v2410 = lshr i32 %v2373, 16
  %v2411 = trunc i32 %v2410 to i16
  %t968 = zext i16 %v2411 to i32
  %t969 = shl i32 %t968, 16
  %v2413 = bitcast i32 %t969 to float
  %v2414 = fadd float %v2408, %v2413
  %t970 = bitcast float %v2414 to i32
  %t971 = fcmp uno float %v2414, 0.000000e+00
  %t972 = lshr i32 %t970, 16
  %t973 = and i32 %t972, 1
  %t974 = add i32 %t973, 32767
  %t975 = add i32 %t970, %t974
  %t976 = lshr i32 %t975, 16
  %t977 = or i32 %t972, 64
  %t978 = trunc i32 %t976 to i16
  %t979 = trunc i32 %t977 to i16
  %v2415 = select i1 %t971, i16 %t979, i16 %t978
  %v2417 = zext i16 %v2415 to i32
  %v2419 = shl i32 %v2417, 16
  %v2420 = or i32 %v2391, %v2419
  %v2421 = insertelement <4 x i32> %v2369, i32 %v2420, i32 2
  %v2422 = extractelement <4 x i32> %v2259, i32 3
  %v2423 = extractelement <4 x i32> %v2261, i32 3
  %v2424 = extractelement <4 x i32> %v2263, i32 3
  %v2425 = extractelement <4 x i32> %v2265, i32 3
  %v2426 = trunc i32 %v2422 to i16
  %t980 = zext i16 %v2426 to i32
  %t981 = shl i32 %t980, 16
  %v2428 = bitcast i32 %t981 to float
  %v2429 = trunc i32 %v2423 to i16
  %t982 = zext i16 %v2429 to i32
  %t983 = shl i32 %t982, 16
  %v2431 = bitcast i32 %t983 to float
  %v2432 = fadd float %v2428, %v2431
  %v2433 = trunc i32 %v2424 to i16
  %t984 = zext i16 %v2433 to i32
  %t985 = shl i32 %t984, 16
  %v2435 = bitcast i32 %t985 to float
  %v2436 = fadd float %v2432, %v2435
  %v2437 = trunc i32 %v2425 to i16
  %t986 = zext i16 %v2437 to i32
  %t987 = shl i32 %t986, 16
  %v2439 = bitcast i32 %t987 to float
  %v2440 = fadd float %v2436, %v2439
  %t988 = bitcast float %v2440 to i32
  %t989 = fcmp uno float %v2440, 0.000000e+00
  %t990 = lshr i32 %t988, 16
  %t991 = and i32 %t990, 1
  %t992 = add i32 %t991, 32767
  %t993 = add i32 %t988, %t992
  %t994 = lshr i32 %t993, 16
  %t995 = or i32 %t990, 64
  %t996 = trunc i32 %t994 to i16
  %t997 = trunc i32 %t995 to i16
  %v2441 = select i1 %t989, i16 %t997, i16 %t996
  %v2443 = zext i16 %v2441 to i32
  %v2445 = lshr i32 %v2422, 16
  %v2446 = trunc i32 %v2445 to i16
  %t998 = zext i16 %v2446 to i32
  %t999 = shl i32 %t998, 16
  %v2448 = bitcast i32 %t999 to float
  %v2450 = lshr i32 %v2423, 16
  %v2451 = trunc i32 %v2450 to i16
  %t1000 = zext i16 %v2451 to i32
  %t1001 = shl i32 %t1000, 16
  %v2453 = bitcast i32 %t1001 to float
  %v2454 = fadd float %v2448, %v2453
  %v2456 = lshr i32 %v2424, 16
  %v2457 = trunc i32 %v2456 to i16
  %t1002 = zext i16 %v2457 to i32
  %t1003 = shl i32 %t1002, 16
  %v2459 = bitcast i32 %t1003 to float
  %v2460 = fadd float %v2454, %v2459
  %v2462 = lshr i32 %v2425, 16
  %v2463 = trunc i32 %v2462 to i16
  %t1004 = zext i16 %v2463 to i32
  %t1005 = shl i32 %t1004, 16
  %v2465 = bitcast i32 %t1005 to float
  %v2466 = fadd float %v2460, %v2465
  %t1006 = bitcast float %v2466 to i32
  %t1007 = fcmp uno float %v2466, 0.000000e+00
  %t1008 = lshr i32 %t1006, 16
  %t1009 = and i32 %t1008, 1
  %t1010 = add i32 %t1009, 32767
  %t1011 = add i32 %t1006, %t1010
  %t1012 = lshr i32 %t1011, 16
  %t1013 = or i32 %t1008, 64
  %t1014 = trunc i32 %t1012 to i16
  %t1015 = trunc i32 %t1013 to i16
  %v2467 = select i1 %t1007, i16 %t1015, i16 %t1014
  %v2469 = zext i16 %v2467 to i32
  %v2471 = shl i32 %v2469, 16
  %v2472 = or i32 %v2443, %v2471
  %v2473 = insertelement <4 x i32> %v2421, i32 %v2472, i32 3
  %v2474 = getelementptr i8, ptr addrspace(1) %v911, i64 %v2257
  store <4 x i32> %v2473, ptr addrspace(1) %v2474, align 16
  %v2475 = add i32 %v1810, 4096
  br label %if41.end
if41.end:
  %phi41 = phi i32 [ %v2475, %if41.then ], [ %v1810, %for40.end ]
  %v2478 = add i32 %phi41, %v1807
  br label %for42.head
for42.head:
  %v2479 = phi i32 [ %v2478, %if41.end ], [ %for42.next, %for42.latch ]
  %for42.cond = icmp ult i32 %v2479, %v1806
  br i1 %for42.cond, label %for42.body, label %for42.end
for42.body:
  %v2480 = zext i32 %v2479 to i64
  %v2481 = getelementptr i8, ptr addrspace(1) %v904, i64 %v2480
  %v2482 = load <4 x i32>, ptr addrspace(1) %v2481, align 16
  %v2483 = getelementptr i8, ptr addrspace(1) %v906, i64 %v2480
  %v2484 = load <4 x i32>, ptr addrspace(1) %v2483, align 16
  %v2485 = getelementptr i8, ptr addrspace(1) %v908, i64 %v2480
  %v2486 = load <4 x i32>, ptr addrspace(1) %v2485, align 16
  %v2487 = getelementptr i8, ptr addrspace(1) %v910, i64 %v2480
  %v2488 = load <4 x i32>, ptr addrspace(1) %v2487, align 16
  %v2489 = extractelement <4 x i32> %v2482, i32 0
  %v2490 = extractelement <4 x i32> %v2484, i32 0
  %v2491 = extractelement <4 x i32> %v2486, i32 0
  %v2492 = extractelement <4 x i32> %v2488, i32 0
  %v2493 = trunc i32 %v2489 to i16
  %t1016 = zext i16 %v2493 to i32
  %t1017 = shl i32 %t1016, 16
  %v2495 = bitcast i32 %t1017 to float
  %v2496 = trunc i32 %v2490 to i16
  %t1018 = zext i16 %v2496 to i32
  %t1019 = shl i32 %t1018, 16
  %v2498 = bitcast i32 %t1019 to float
  %v2499 = fadd float %v2495, %v2498
  %v2500 = trunc i32 %v2491 to i16
  %t1020 = zext i16 %v2500 to i32
  %t1021 = shl i32 %t1020, 16
  %v2502 = bitcast i32 %t1021 to float
  %v2503 = fadd float %v2499, %v2502
  %v2504 = trunc i32 %v2492 to i16
  %t1022 = zext i16 %v2504 to i32
  %t1023 = shl i32 %t1022, 16
  %v2506 = bitcast i32 %t1023 to float
  %v2507 = fadd float %v2503, %v2506
  %t1024 = bitcast float %v2507 to i32
  %t1025 = fcmp uno float %v2507, 0.000000e+00
  %t1026 = lshr i32 %t1024, 16
  %t1027 = and i32 %t1026, 1
  %t1028 = add i32 %t1027, 32767
  %t1029 = add i32 %t1024, %t1028
  %t1030 = lshr i32 %t1029, 16
  %t1031 = or i32 %t1026, 64
  %t1032 = trunc i32 %t1030 to i16
  %t1033 = trunc i32 %t1031 to i16
  %v2508 = select i1 %t1025, i16 %t1033, i16 %t1032
  %v2510 = zext i16 %v2508 to i32
  %v2512 = lshr i32 %v2489, 16
  %v2513 = trunc i32 %v2512 to i16
  %t1034 = zext i16 %v2513 to i32
  %t1035 = shl i32 %t1034, 16
  %v2515 = bitcast i32 %t1035 to float
  %v2517 = lshr i32 %v2490, 16
  %v2518 = trunc i32 %v2517 to i16
  %t1036 = zext i16 %v2518 to i32
  %t1037 = shl i32 %t1036, 16
  %v2520 = bitcast i32 %t1037 to float
  %v2521 = fadd float %v2515, %v2520
  %v2523 = lshr i32 %v2491, 16
  %v2524 = trunc i32 %v2523 to i16
  %t1038 = zext i16 %v2524 to i32
  %t1039 = shl i32 %t1038, 16
  %v2526 = bitcast i32 %t1039 to float
  %v2527 = fadd float %v2521, %v2526
  %v2529 = lshr i32 %v2492, 16
  %v2530 = trunc i32 %v2529 to i16
  %t1040 = zext i16 %v2530 to i32
  %t1041 = shl i32 %t1040, 16
  %v2532 = bitcast i32 %t1041 to float
  %v2533 = fadd float %v2527, %v2532
  %t1042 = bitcast float %v2533 to i32
  %t1043 = fcmp uno float %v2533, 0.000000e+00
  %t1044 = lshr i32 %t1042, 16
  %t1045 = and i32 %t1044, 1
  %t1046 = add i32 %t1045, 32767
  %t1047 = add i32 %t1042, %t1046
  %t1048 = lshr i32 %t1047, 16
  %t1049 = or i32 %t1044, 64
  %t1050 = trunc i32 %t1048 to i16
  %t1051 = trunc i32 %t1049 to i16
  %v2534 = select i1 %t1043, i16 %t1051, i16 %t1050
  %v2536 = zext i16 %v2534 to i32
  %v2538 = shl i32 %v2536, 16
  %v2539 = or i32 %v2510, %v2538
  %t1052 = insertelement <4 x i32> poison, i32 %v2539, i32 0
  %v2540 = shufflevector <4 x i32> %t1052, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2541 = extractelement <4 x i32> %v2482, i32 1
  %v2542 = extractelement <4 x i32> %v2484, i32 1
  %v2543 = extractelement <4 x i32> %v2486, i32 1
  %v2544 = extractelement <4 x i32> %v2488, i32 1
  %v2545 = trunc i32 %v2541 to i16
  %t1053 = zext i16 %v2545 to i32
  %t1054 = shl i32 %t1053, 16
  %v2547 = bitcast i32 %t1054 to float
  %v2548 = trunc i32 %v2542 to i16
  %t1055 = zext i16 %v2548 to i32
  %t1056 = shl i32 %t1055, 16
  %v2550 = bitcast i32 %t1056 to float
  %v2551 = fadd float %v2547, %v2550
  %v2552 = trunc i32 %v2543 to i16
  %t1057 = zext i16 %v2552 to i32
  %t1058 = shl i32 %t1057, 16
  %v2554 = bitcast i32 %t1058 to float
  %v2555 = fadd float %v2551, %v2554
  %v2556 = trunc i32 %v2544 to i16
  %t1059 = zext i16 %v2556 to i32
  %t1060 = shl i32 %t1059, 16
  %v2558 = bitcast i32 %t1060 to float
  %v2559 = fadd float %v2555, %v2558
  %t1061 = bitcast float %v2559 to i32
  %t1062 = fcmp uno float %v2559, 0.000000e+00
  %t1063 = lshr i32 %t1061, 16
  %t1064 = and i32 %t1063, 1
  %t1065 = add i32 %t1064, 32767
  %t1066 = add i32 %t1061, %t1065
  %t1067 = lshr i32 %t1066, 16
  %t1068 = or i32 %t1063, 64
  %t1069 = trunc i32 %t1067 to i16
  %t1070 = trunc i32 %t1068 to i16
  %v2560 = select i1 %t1062, i16 %t1070, i16 %t1069
  %v2562 = zext i16 %v2560 to i32
  %v2564 = lshr i32 %v2541, 16
  %v2565 = trunc i32 %v2564 to i16
  %t1071 = zext i16 %v2565 to i32
  %t1072 = shl i32 %t1071, 16
  %v2567 = bitcast i32 %t1072 to float
  %v2569 = lshr i32 %v2542, 16
  %v2570 = trunc i32 %v2569 to i16
  %t1073 = zext i16 %v2570 to i32
  %t1074 = shl i32 %t1073, 16
  %v2572 = bitcast i32 %t1074 to float
  %v2573 = fadd float %v2567, %v2572
  %v2575 = lshr i32 %v2543, 16
  %v2576 = trunc i32 %v2575 to i16
  %t1075 = zext i16 %v2576 to i32
  %t1076 = shl i32 %t1075, 16
  %v2578 = bitcast i32 %t1076 to float
  %v2579 = fadd float %v2573, %v2578
  %v2581 = lshr i32 %v2544, 16
  %v2582 = trunc i32 %v2581 to i16
  %t1077 = zext i16 %v2582 to i32
  %t1078 = shl i32 %t1077, 16
  %v2584 = bitcast i32 %t1078 to float
  %v2585 = fadd float %v2579, %v2584
  %t1079 = bitcast float %v2585 to i32
  %t1080 = fcmp uno float %v2585, 0.000000e+00
  %t1081 = lshr i32 %t1079, 16
  %t1082 = and i32 %t1081, 1
  %t1083 = add i32 %t1082, 32767
  %t1084 = add i32 %t1079, %t1083
  %t1085 = lshr i32 %t1084, 16
  %t1086 = or i32 %t1081, 64
  %t1087 = trunc i32 %t1085 to i16
  %t1088 = trunc i32 %t1086 to i16
  %v2586 = select i1 %t1080, i16 %t1088, i16 %t1087
  %v2588 = zext i16 %v2586 to i32
  %v2590 = shl i32 %v2588, 16
  %v2591 = or i32 %v2562, %v2590
  %v2592 = insertelement <4 x i32> %v2540, i32 %v2591, i32 1
  %v2593 = extractelement <4 x i32> %v2482, i32 2
  %v2594 = extractelement <4 x i32> %v2484, i32 2
  %v2595 = extractelement <4 x i32> %v2486, i32 2
  %v2596 = extractelement <4 x i32> %v2488, i32 2
  %v2597 = trunc i32 %v2593 to i16
  %t1089 = zext i16 %v2597 to i32
  %t1090 = shl i32 %t1089, 16
  %v2599 = bitcast i32 %t1090 to float
  %v2600 = trunc i32 %v2594 to i16
  %t1091 = zext i16 %v2600 to i32
  %t1092 = shl i32 %t1091, 16
  %v2602 = bitcast i32 %t1092 to float
  %v2603 = fadd float %v2599, %v2602
  %v2604 = trunc i32 %v2595 to i16
  %t1093 = zext i16 %v2604 to i32
  %t1094 = shl i32 %t1093, 16
  %v2606 = bitcast i32 %t1094 to float
  %v2607 = fadd float %v2603, %v2606
  %v2608 = trunc i32 %v2596 to i16
  %t1095 = zext i16 %v2608 to i32
  %t1096 = shl i32 %t1095, 16
  %v2610 = bitcast i32 %t1096 to float
  %v2611 = fadd float %v2607, %v2610
  %t1097 = bitcast float %v2611 to i32
  %t1098 = fcmp uno float %v2611, 0.000000e+00
  %t1099 = lshr i32 %t1097, 16
  %t1100 = and i32 %t1099, 1
  %t1101 = add i32 %t1100, 32767
  %t1102 = add i32 %t1097, %t1101
  %t1103 = lshr i32 %t1102, 16
  %t1104 = or i32 %t1099, 64
  %t1105 = trunc i32 %t1103 to i16
  %t1106 = trunc i32 %t1104 to i16
  %v2612 = select i1 %t1098, i16 %t1106, i16 %t1105
  %v2614 = zext i16 %v2612 to i32
  %v2616 = lshr i32 %v2593, 16
  %v2617 = trunc i32 %v2616 to i16
  %t1107 = zext i16 %v2617 to i32
  %t1108 = shl i32 %t1107, 16
  %v2619 = bitcast i32 %t1108 to float
  %v2621 = lshr i32 %v2594, 16
  %v2622 = trunc i32 %v2621 to i16
  %t1109 = zext i16 %v2622 to i32
  %t1110 = shl i32 %t1109, 16
  %v2624 = bitcast i32 %t1110 to float
  %v2625 = fadd float %v2619, %v2624
  %v2627 = lshr i32 %v2595, 16
  %v2628 = trunc i32 %v2627 to i16
  %t1111 = zext i16 %v2628 to i32
  %t1112 = shl i32 %t1111, 16
  %v2630 = bitcast i32 %t1112 to float
  %v2631 = fadd float %v2625, %v2630
  %v2633 = lshr i32 %v2596, 16
  %v2634 = trunc i32 %v2633 to i16
  %t1113 = zext i16 %v2634 to i32
  %t1114 = shl i32 %t1113, 16
  %v2636 = bitcast i32 %t1114 to float
  %v2637 = fadd float %v2631, %v2636
  %t1115 = bitcast float %v2637 to i32
  %t1116 = fcmp uno float %v2637, 0.000000e+00
  %t1117 = lshr i32 %t1115, 16
  %t1118 = and i32 %t1117, 1
  %t1119 = add i32 %t1118, 32767
  %t1120 = add i32 %t1115, %t1119
  %t1121 = lshr i32 %t1120, 16
  %t1122 = or i32 %t1117, 64
  %t1123 = trunc i32 %t1121 to i16
  %t1124 = trunc i32 %t1122 to i16
  %v2638 = select i1 %t1116, i16 %t1124, i16 %t1123
  %v2640 = zext i16 %v2638 to i32
  %v2642 = shl i32 %v2640, 16
  %v2643 = or i32 %v2614, %v2642
  %v2644 = insertelement <4 x i32> %v2592, i32 %v2643, i32 2
  %v2645 = extractelement <4 x i32> %v2482, i32 3
  %v2646 = extractelement <4 x i32> %v2484, i32 3
  %v2647 = extractelement <4 x i32> %v2486, i32 3
  %v2648 = extractelement <4 x i32> %v2488, i32 3
  %v2649 = trunc i32 %v2645 to i16
  %t1125 = zext i16 %v2649 to i32
  %t1126 = shl i32 %t1125, 16
  %v2651 = bitcast i32 %t1126 to float
  %v2652 = trunc i32 %v2646 to i16
  %t1127 = zext i16 %v2652 to i32
  %t1128 = shl i32 %t1127, 16
  %v2654 = bitcast i32 %t1128 to float
  %v2655 = fadd float %v2651, %v2654
  %v2656 = trunc i32 %v2647 to i16
  %t1129 = zext i16 %v2656 to i32
  %t1130 = shl i32 %t1129, 16
  %v2658 = bitcast i32 %t1130 to float
  %v2659 = fadd float %v2655, %v2658
  %v2660 = trunc i32 %v2648 to i16
  %t1131 = zext i16 %v2660 to i32
  %t1132 = shl i32 %t1131, 16
  %v2662 = bitcast i32 %t1132 to float
  %v2663 = fadd float %v2659, %v2662
  %t1133 = bitcast float %v2663 to i32
  %t1134 = fcmp uno float %v2663, 0.000000e+00
  %t1135 = lshr i32 %t1133, 16
  %t1136 = and i32 %t1135, 1
  %t1137 = add i32 %t1136, 32767
  %t1138 = add i32 %t1133, %t1137
  %t1139 = lshr i32 %t1138, 16
  %t1140 = or i32 %t1135, 64
  %t1141 = trunc i32 %t1139 to i16
  %t1142 = trunc i32 %t1140 to i16
  %v2664 = select i1 %t1134, i16 %t1142, i16 %t1141
  %v2666 = zext i16 %v2664 to i32
  %v2668 = lshr i32 %v2645, 16
  %v2669 = trunc i32 %v2668 to i16
  %t1143 = zext i16 %v2669 to i32
  %t1144 = shl i32 %t1143, 16
  %v2671 = bitcast i32 %t1144 to float
  %v2673 = lshr i32 %v2646, 16
  %v2674 = trunc i32 %v2673 to i16
  %t1145 = zext i16 %v2674 to i32
  %t1146 = shl i32 %t1145, 16
  %v2676 = bitcast i32 %t1146 to float
  %v2677 = fadd float %v2671, %v2676
  %v2679 = lshr i32 %v2647, 16
  %v2680 = trunc i32 %v2679 to i16
  %t1147 = zext i16 %v2680 to i32
  %t1148 = shl i32 %t1147, 16
  %v2682 = bitcast i32 %t1148 to float
  %v2683 = fadd float %v2677, %v2682
  %v2685 = lshr i32 %v2648, 16
  %v2686 = trunc i32 %v2685 to i16
  %t1149 = zext i16 %v2686 to i32
  %t1150 = shl i32 %t1149, 16
  %v2688 = bitcast i32 %t1150 to float
  %v2689 = fadd float %v2683, %v2688
  %t1151 = bitcast float %v2689 to i32
  %t1152 = fcmp uno float %v2689, 0.000000e+00
  %t1153 = lshr i32 %t1151, 16
  %t1154 = and i32 %t1153, 1
  %t1155 = add i32 %t1154, 32767
  %t1156 = add i32 %t1151, %t1155
  %t1157 = lshr i32 %t1156, 16
  %t1158 = or i32 %t1153, 64
  %t1159 = trunc i32 %t1157 to i16
  %t1160 = trunc i32 %t1158 to i16
  %v2690 = select i1 %t1152, i16 %t1160, i16 %t1159
  %v2692 = zext i16 %v2690 to i32
  %v2694 = shl i32 %v2692, 16
  %v2695 = or i32 %v2666, %v2694
  %v2696 = insertelement <4 x i32> %v2644, i32 %v2695, i32 3
  %v2697 = getelementptr i8, ptr addrspace(1) %v911, i64 %v2480
  store <4 x i32> %v2696, ptr addrspace(1) %v2697, align 16
  br label %for42.latch
for42.latch:
  %for42.next = add i32 %v2479, 4096
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
  %v2701 = and i1 %v159, %v2700
  br i1 %v2701, label %if43.then, label %if43.end
if43.then:
  %v2702 = add i32 %v158, 1
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
  %v2715 = icmp ule i64 %v156, 1
  %v2717 = icmp uge i64 %v156, 1
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
  %v2741 = sub i32 %v2739, %v158
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
  %for0.next = add i64 %v156, 1
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
