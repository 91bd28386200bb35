; kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942: 256 threads per block, grid 98
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  ; reduce push (relay): 2 ranks x 400000 bytes, slices of 4096 bytes per block
  %v22 = zext i32 %v11 to i64
  %v23 = mul i64 %v22, 16
  %v25 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = mul i32 %v12, 2
  %v28 = add i32 %v27, %p1
  %v29 = zext i32 %v28 to i64
  %v31 = mul i64 %v29, 4
  %v32 = getelementptr i8, ptr addrspace(1) %v25, i64 %v31
  %v33 = load atomic i32, ptr addrspace(1) %v32 syncscope("agent") monotonic, align 4
  %v35 = zext i32 %v12 to i64
  %v36 = mul i64 %v35, 32768
  %v37 = getelementptr i8, ptr addrspace(1) %p7, i64 %v36
  %v39 = getelementptr i8, ptr addrspace(1) %v37, i64 0
  %v42 = add i32 %p1, 1
  %v43 = icmp uge i32 %v42, 2
  %v44 = sub i32 %v42, 2
  %v45 = select i1 %v43, i32 %v44, i32 %v42
  %v47 = zext i32 %v45 to i64
  %v48 = mul i64 %v47, 8
  %v49 = getelementptr i8, ptr addrspace(1) %p0, i64 %v48
  %v50 = load i64, ptr addrspace(1) %v49, align 8
  %v51 = sub i64 %v50, %v17
  %v52 = getelementptr i8, ptr addrspace(1) %v39, i64 %v51
  %v54 = sub i32 1, %p1
  %v56 = icmp uge i32 %v54, 2
  %v58 = sub i32 %v54, 2
  %v59 = select i1 %v56, i32 %v58, i32 %v54
  %v61 = icmp eq i32 %p1, 0
  %v62 = zext i32 %v59 to i64
  %v64 = mul i64 %v62, 8388608
  %v65 = getelementptr i8, ptr addrspace(1) %v37, i64 %v64
  %v67 = sub i32 2, %p1
  %v69 = icmp uge i32 %v67, 2
  %v71 = sub i32 %v67, 2
  %v72 = select i1 %v69, i32 %v71, i32 %v67
  %v74 = icmp eq i32 %p1, 1
  %v75 = zext i32 %v72 to i64
  %v77 = mul i64 %v75, 8388608
  %v78 = getelementptr i8, ptr addrspace(1) %v37, i64 %v77
  %v80 = icmp eq i32 %v45, 1
  %v82 = icmp eq i32 %p1, 1
  %v86 = add i64 1, 2
  br label %for0.head
for0.head:
  %phi0 = phi i32 [ 0, %entry ], [ %phi36, %for0.latch ]
  %phi1 = phi i32 [ poison, %entry ], [ %phi16, %for0.latch ]
  %phi2 = phi i32 [ poison, %entry ], [ %phi17, %for0.latch ]
  %phi3 = phi i32 [ poison, %entry ], [ %phi26, %for0.latch ]
  %phi4 = phi i32 [ poison, %entry ], [ %phi27, %for0.latch ]
  %phi5 = phi i32 [ poison, %entry ], [ %phi37, %for0.latch ]
  %v88 = phi i64 [ 0, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v88, %v86
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v89 = trunc i64 %v88 to i32
  %v90 = add i32 %v33, %v89
  %v91 = icmp ult i64 %v88, 1
  ; round l: send slice l
  br i1 %v91, label %if1.then, label %if1.end
if1.then:
  %v93 = zext i32 %v12 to i64
  %v94 = mul i64 %v88, 98
  %v95 = add i64 %v94, %v93
  %v96 = mul i64 %v95, 4096
  %v98 = call i64 @llvm.umax.i64(i64 400000, i64 %v96)
  %v99 = sub i64 %v98, %v96
  %v100 = call i64 @llvm.umin.i64(i64 %v99, i64 4096)
  %v102 = and i32 %v90, 3
  %v104 = zext i32 %v102 to i64
  %v105 = mul i64 %v104, 8388608
  br i1 %v80, label %if2.then, label %if2.end
if2.then:
  %v106 = getelementptr i8, ptr addrspace(1) %p2, i64 %v96
  %v107 = getelementptr i8, ptr addrspace(1) %v52, i64 %v105
  %v109 = icmp eq i64 %v100, 4096
  br i1 %v109, label %if3.then, label %if3.else
if3.then:
  %v110 = trunc i64 4096 to i32
  %v111 = trunc i64 %v23 to i32
  %v113 = udiv i32 %v110, 32768
  %v114 = mul i32 %v113, 32768
  br label %for4.head
for4.head:
  %v116 = phi i32 [ 0, %if3.then ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i32 %v116, %v114
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v117 = add i32 %v116, %v111
  %v118 = zext i32 %v117 to i64
  %v120 = add i32 %v117, 4096
  %v121 = zext i32 %v120 to i64
  %v123 = add i32 %v117, 8192
  %v124 = zext i32 %v123 to i64
  %v126 = add i32 %v117, 12288
  %v127 = zext i32 %v126 to i64
  %v129 = add i32 %v117, 16384
  %v130 = zext i32 %v129 to i64
  %v132 = add i32 %v117, 20480
  %v133 = zext i32 %v132 to i64
  %v135 = add i32 %v117, 24576
  %v136 = zext i32 %v135 to i64
  %v138 = add i32 %v117, 28672
  %v139 = zext i32 %v138 to i64
  %v140 = getelementptr i8, ptr addrspace(1) %v106, i64 %v118
  %v141 = load <4 x i32>, ptr addrspace(1) %v140, align 16
  %v142 = getelementptr i8, ptr addrspace(1) %v106, i64 %v121
  %v143 = load <4 x i32>, ptr addrspace(1) %v142, align 16
  %v144 = getelementptr i8, ptr addrspace(1) %v106, i64 %v124
  %v145 = load <4 x i32>, ptr addrspace(1) %v144, align 16
  %v146 = getelementptr i8, ptr addrspace(1) %v106, i64 %v127
  %v147 = load <4 x i32>, ptr addrspace(1) %v146, align 16
  %v148 = getelementptr i8, ptr addrspace(1) %v106, i64 %v130
  %v149 = load <4 x i32>, ptr addrspace(1) %v148, align 16
  %v150 = getelementptr i8, ptr addrspace(1) %v106, i64 %v133
  %v151 = load <4 x i32>, ptr addrspace(1) %v150, align 16
  %v152 = getelementptr i8, ptr addrspace(1) %v106, i64 %v136
  %v153 = load <4 x i32>, ptr addrspace(1) %v152, align 16
  %v154 = getelementptr i8, ptr addrspace(1) %v106, i64 %v139
  %v155 = load <4 x i32>, ptr addrspace(1) %v154, align 16
  %v156 = getelementptr i8, ptr addrspace(1) %v107, i64 %v118
  store <4 x i32> %v141, ptr addrspace(1) %v156, align 16
  %v157 = getelementptr i8, ptr addrspace(1) %v107, i64 %v121
  store <4 x i32> %v143, ptr addrspace(1) %v157, align 16
  %v158 = getelementptr i8, ptr addrspace(1) %v107, i64 %v124
  store <4 x i32> %v145, ptr addrspace(1) %v158, align 16
  %v159 = getelementptr i8, ptr addrspace(1) %v107, i64 %v127
  store <4 x i32> %v147, ptr addrspace(1) %v159, align 16
  %v160 = getelementptr i8, ptr addrspace(1) %v107, i64 %v130
  store <4 x i32> %v149, ptr addrspace(1) %v160, align 16
  %v161 = getelementptr i8, ptr addrspace(1) %v107, i64 %v133
  store <4 x i32> %v151, ptr addrspace(1) %v161, align 16
  %v162 = getelementptr i8, ptr addrspace(1) %v107, i64 %v136
  store <4 x i32> %v153, ptr addrspace(1) %v162, align 16
  %v163 = getelementptr i8, ptr addrspace(1) %v107, i64 %v139
  store <4 x i32> %v155, ptr addrspace(1) %v163, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i32 %v116, 32768
  br label %for4.head
for4.end:
  %v166 = sub i32 %v110, %v114
  %v167 = icmp uge i32 %v166, 16384
  br i1 %v167, label %if5.then, label %if5.end
if5.then:
  %v168 = add i32 %v114, %v111
  %v169 = zext i32 %v168 to i64
  %v171 = add i32 %v168, 4096
  %v172 = zext i32 %v171 to i64
  %v174 = add i32 %v168, 8192
  %v175 = zext i32 %v174 to i64
  %v177 = add i32 %v168, 12288
  %v178 = zext i32 %v177 to i64
  %v179 = getelementptr i8, ptr addrspace(1) %v106, i64 %v169
  %v180 = load <4 x i32>, ptr addrspace(1) %v179, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %v106, i64 %v172
  %v182 = load <4 x i32>, ptr addrspace(1) %v181, align 16
  %v183 = getelementptr i8, ptr addrspace(1) %v106, i64 %v175
  %v184 = load <4 x i32>, ptr addrspace(1) %v183, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %v106, i64 %v178
  %v186 = load <4 x i32>, ptr addrspace(1) %v185, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %v107, i64 %v169
  store <4 x i32> %v180, ptr addrspace(1) %v187, align 16
  %v188 = getelementptr i8, ptr addrspace(1) %v107, i64 %v172
  store <4 x i32> %v182, ptr addrspace(1) %v188, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v107, i64 %v175
  store <4 x i32> %v184, ptr addrspace(1) %v189, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v107, i64 %v178
  store <4 x i32> %v186, ptr addrspace(1) %v190, align 16
  %v191 = add i32 %v114, 16384
  br label %if5.end
if5.end:
  %phi6 = phi i32 [ %v191, %if5.then ], [ %v114, %for4.end ]
  %v194 = sub i32 %v110, %phi6
  %v195 = icmp uge i32 %v194, 8192
  br i1 %v195, label %if6.then, label %if6.end
if6.then:
  %v196 = add i32 %phi6, %v111
  %v197 = zext i32 %v196 to i64
  %v199 = add i32 %v196, 4096
  %v200 = zext i32 %v199 to i64
  %v201 = getelementptr i8, ptr addrspace(1) %v106, i64 %v197
  %v202 = load <4 x i32>, ptr addrspace(1) %v201, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v106, i64 %v200
  %v204 = load <4 x i32>, ptr addrspace(1) %v203, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v107, i64 %v197
  store <4 x i32> %v202, ptr addrspace(1) %v205, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v107, i64 %v200
  store <4 x i32> %v204, ptr addrspace(1) %v206, align 16
  %v207 = add i32 %phi6, 8192
  br label %if6.end
if6.end:
  %phi7 = phi i32 [ %v207, %if6.then ], [ %phi6, %if5.end ]
  %v210 = sub i32 %v110, %phi7
  %v211 = icmp uge i32 %v210, 4096
  br i1 %v211, label %if7.then, label %if7.end
if7.then:
  %v212 = add i32 %phi7, %v111
  %v213 = zext i32 %v212 to i64
  %v214 = getelementptr i8, ptr addrspace(1) %v106, i64 %v213
  %v215 = load <4 x i32>, ptr addrspace(1) %v214, align 16
  %v216 = getelementptr i8, ptr addrspace(1) %v107, i64 %v213
  store <4 x i32> %v215, ptr addrspace(1) %v216, align 16
  %v217 = add i32 %phi7, 4096
  br label %if7.end
if7.end:
  %phi8 = phi i32 [ %v217, %if7.then ], [ %phi7, %if6.end ]
  %v220 = add i32 %phi8, %v111
  br label %for8.head
for8.head:
  %v221 = phi i32 [ %v220, %if7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v221, %v110
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v222 = zext i32 %v221 to i64
  %v223 = getelementptr i8, ptr addrspace(1) %v106, i64 %v222
  %v224 = load <4 x i32>, ptr addrspace(1) %v223, align 16
  %v225 = getelementptr i8, ptr addrspace(1) %v107, i64 %v222
  store <4 x i32> %v224, ptr addrspace(1) %v225, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v221, 4096
  br label %for8.head
for8.end:
  br label %if3.end
if3.else:
  %v226 = trunc i64 %v100 to i32
  %v227 = trunc i64 %v23 to i32
  %v229 = udiv i32 %v226, 32768
  %v230 = mul i32 %v229, 32768
  br label %for9.head
for9.head:
  %v232 = phi i32 [ 0, %if3.else ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i32 %v232, %v230
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v233 = add i32 %v232, %v227
  %v234 = zext i32 %v233 to i64
  %v236 = add i32 %v233, 4096
  %v237 = zext i32 %v236 to i64
  %v239 = add i32 %v233, 8192
  %v240 = zext i32 %v239 to i64
  %v242 = add i32 %v233, 12288
  %v243 = zext i32 %v242 to i64
  %v245 = add i32 %v233, 16384
  %v246 = zext i32 %v245 to i64
  %v248 = add i32 %v233, 20480
  %v249 = zext i32 %v248 to i64
  %v251 = add i32 %v233, 24576
  %v252 = zext i32 %v251 to i64
  %v254 = add i32 %v233, 28672
  %v255 = zext i32 %v254 to i64
  %v256 = getelementptr i8, ptr addrspace(1) %v106, i64 %v234
  %v257 = load <4 x i32>, ptr addrspace(1) %v256, align 16
  %v258 = getelementptr i8, ptr addrspace(1) %v106, i64 %v237
  %v259 = load <4 x i32>, ptr addrspace(1) %v258, align 16
  %v260 = getelementptr i8, ptr addrspace(1) %v106, i64 %v240
  %v261 = load <4 x i32>, ptr addrspace(1) %v260, align 16
  %v262 = getelementptr i8, ptr addrspace(1) %v106, i64 %v243
  %v263 = load <4 x i32>, ptr addrspace(1) %v262, align 16
  %v264 = getelementptr i8, ptr addrspace(1) %v106, i64 %v246
  %v265 = load <4 x i32>, ptr addrspace(1) %v264, align 16
  %v266 = getelementptr i8, ptr addrspace(1) %v106, i64 %v249
  %v267 = load <4 x i32>, ptr addrspace(1) %v266, align 16
  %v268 = getelementptr i8, ptr addrspace(1) %v106, i64 %v252
  %v269 = load <4 x i32>, ptr addrspace(1) %v268, align 16
  %v270 = getelementptr i8, ptr addrspace(1) %v106, i64 %v255
  %v271 = load <4 x i32>, ptr addrspace(1) %v270, align 16
  %v272 = getelementptr i8, ptr addrspace(1) %v107, i64 %v234
  store <4 x i32> %v257, ptr addrspace(1) %v272, align 16
  %v273 = getelementptr i8, ptr addrspace(1) %v107, i64 %v237
  store <4 x i32> %v259, ptr addrspace(1) %v273, align 16
  %v274 = getelementptr i8, ptr addrspace(1) %v107, i64 %v240
  store <4 x i32> %v261, ptr addrspace(1) %v274, align 16
  %v275 = getelementptr i8, ptr addrspace(1) %v107, i64 %v243
  store <4 x i32> %v263, ptr addrspace(1) %v275, align 16
  %v276 = getelementptr i8, ptr addrspace(1) %v107, i64 %v246
  store <4 x i32> %v265, ptr addrspace(1) %v276, align 16
  %v277 = getelementptr i8, ptr addrspace(1) %v107, i64 %v249
  store <4 x i32> %v267, ptr addrspace(1) %v277, align 16
  %v278 = getelementptr i8, ptr addrspace(1) %v107, i64 %v252
  store <4 x i32> %v269, ptr addrspace(1) %v278, align 16
  %v279 = getelementptr i8, ptr addrspace(1) %v107, i64 %v255
  store <4 x i32> %v271, ptr addrspace(1) %v279, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i32 %v232, 32768
  br label %for9.head
for9.end:
  %v282 = sub i32 %v226, %v230
  %v283 = icmp uge i32 %v282, 16384
  br i1 %v283, label %if10.then, label %if10.end
if10.then:
  %v284 = add i32 %v230, %v227
  %v285 = zext i32 %v284 to i64
  %v287 = add i32 %v284, 4096
  %v288 = zext i32 %v287 to i64
  %v290 = add i32 %v284, 8192
  %v291 = zext i32 %v290 to i64
  %v293 = add i32 %v284, 12288
  %v294 = zext i32 %v293 to i64
  %v295 = getelementptr i8, ptr addrspace(1) %v106, i64 %v285
  %v296 = load <4 x i32>, ptr addrspace(1) %v295, align 16
  %v297 = getelementptr i8, ptr addrspace(1) %v106, i64 %v288
  %v298 = load <4 x i32>, ptr addrspace(1) %v297, align 16
  %v299 = getelementptr i8, ptr addrspace(1) %v106, i64 %v291
  %v300 = load <4 x i32>, ptr addrspace(1) %v299, align 16
  %v301 = getelementptr i8, ptr addrspace(1) %v106, i64 %v294
  %v302 = load <4 x i32>, ptr addrspace(1) %v301, align 16
  %v303 = getelementptr i8, ptr addrspace(1) %v107, i64 %v285
  store <4 x i32> %v296, ptr addrspace(1) %v303, align 16
  %v304 = getelementptr i8, ptr addrspace(1) %v107, i64 %v288
  store <4 x i32> %v298, ptr addrspace(1) %v304, align 16
  %v305 = getelementptr i8, ptr addrspace(1) %v107, i64 %v291
  store <4 x i32> %v300, ptr addrspace(1) %v305, align 16
  %v306 = getelementptr i8, ptr addrspace(1) %v107, i64 %v294
  store <4 x i32> %v302, ptr addrspace(1) %v306, align 16
  %v307 = add i32 %v230, 16384
  br label %if10.end
if10.end:
  %phi9 = phi i32 [ %v307, %if10.then ], [ %v230, %for9.end ]
  %v310 = sub i32 %v226, %phi9
  %v311 = icmp uge i32 %v310, 8192
  br i1 %v311, label %if11.then, label %if11.end
if11.then:
  %v312 = add i32 %phi9, %v227
  %v313 = zext i32 %v312 to i64
  %v315 = add i32 %v312, 4096
  %v316 = zext i32 %v315 to i64
  %v317 = getelementptr i8, ptr addrspace(1) %v106, i64 %v313
  %v318 = load <4 x i32>, ptr addrspace(1) %v317, align 16
  %v319 = getelementptr i8, ptr addrspace(1) %v106, i64 %v316
  %v320 = load <4 x i32>, ptr addrspace(1) %v319, align 16
  %v321 = getelementptr i8, ptr addrspace(1) %v107, i64 %v313
  store <4 x i32> %v318, ptr addrspace(1) %v321, align 16
  %v322 = getelementptr i8, ptr addrspace(1) %v107, i64 %v316
  store <4 x i32> %v320, ptr addrspace(1) %v322, align 16
  %v323 = add i32 %phi9, 8192
  br label %if11.end
if11.end:
  %phi10 = phi i32 [ %v323, %if11.then ], [ %phi9, %if10.end ]
  %v326 = sub i32 %v226, %phi10
  %v327 = icmp uge i32 %v326, 4096
  br i1 %v327, label %if12.then, label %if12.end
if12.then:
  %v328 = add i32 %phi10, %v227
  %v329 = zext i32 %v328 to i64
  %v330 = getelementptr i8, ptr addrspace(1) %v106, i64 %v329
  %v331 = load <4 x i32>, ptr addrspace(1) %v330, align 16
  %v332 = getelementptr i8, ptr addrspace(1) %v107, i64 %v329
  store <4 x i32> %v331, ptr addrspace(1) %v332, align 16
  %v333 = add i32 %phi10, 4096
  br label %if12.end
if12.end:
  %phi11 = phi i32 [ %v333, %if12.then ], [ %phi10, %if11.end ]
  %v336 = add i32 %phi11, %v227
  br label %for13.head
for13.head:
  %v337 = phi i32 [ %v336, %if12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i32 %v337, %v226
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v338 = zext i32 %v337 to i64
  %v339 = getelementptr i8, ptr addrspace(1) %v106, i64 %v338
  %v340 = load <4 x i32>, ptr addrspace(1) %v339, align 16
  %v341 = getelementptr i8, ptr addrspace(1) %v107, i64 %v338
  store <4 x i32> %v340, ptr addrspace(1) %v341, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i32 %v337, 4096
  br label %for13.head
for13.end:
  br label %if3.end
if3.end:
  %phi12 = phi i32 [ %phi8, %for8.end ], [ %phi1, %for13.end ]
  %phi13 = phi i32 [ %phi2, %for8.end ], [ %phi11, %for13.end ]
  br label %if2.end
if2.end:
  %phi14 = phi i32 [ %phi12, %if3.end ], [ %phi1, %if1.then ]
  %phi15 = phi i32 [ %phi13, %if3.end ], [ %phi2, %if1.then ]
  br label %if1.end
if1.end:
  %phi16 = phi i32 [ %phi14, %if2.end ], [ %phi1, %for0.body ]
  %phi17 = phi i32 [ %phi15, %if2.end ], [ %phi2, %for0.body ]
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v343 = icmp uge i64 %v88, 2
  br i1 %v343, label %if14.then, label %if14.end
if14.then:
  br i1 %v82, label %if15.then, label %if15.end
if15.then:
  %v345 = sub i64 %v88, 2
  %v347 = zext i32 %v12 to i64
  %v348 = mul i64 %v345, 98
  %v349 = add i64 %v348, %v347
  %v350 = mul i64 %v349, 4096
  %v352 = call i64 @llvm.umax.i64(i64 400000, i64 %v350)
  %v353 = sub i64 %v352, %v350
  %v354 = call i64 @llvm.umin.i64(i64 %v353, i64 4096)
  %v356 = sub i32 %v90, 2
  %v358 = and i32 %v356, 3
  %v360 = zext i32 %v358 to i64
  %v361 = mul i64 %v360, 8388608
  %v362 = getelementptr i8, ptr addrspace(1) %p2, i64 %v350
  %v363 = getelementptr i8, ptr addrspace(1) %v65, i64 %v361
  %v364 = select i1 %v61, ptr addrspace(1) %v362, ptr addrspace(1) %v363
  %v365 = getelementptr i8, ptr addrspace(1) %v78, i64 %v361
  %v366 = select i1 %v74, ptr addrspace(1) %v362, ptr addrspace(1) %v365
  %v367 = getelementptr i8, ptr addrspace(1) %p3, i64 %v350
  %v369 = icmp eq i64 %v354, 4096
  br i1 %v369, label %if16.then, label %if16.else
if16.then:
  %v370 = trunc i64 4096 to i32
  %v371 = trunc i64 %v23 to i32
  %v373 = udiv i32 %v370, 16384
  %v374 = mul i32 %v373, 16384
  br label %for17.head
for17.head:
  %v376 = phi i32 [ 0, %if16.then ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i32 %v376, %v374
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v377 = add i32 %v376, %v371
  %v378 = zext i32 %v377 to i64
  %v380 = add i32 %v377, 4096
  %v381 = zext i32 %v380 to i64
  %v383 = add i32 %v377, 8192
  %v384 = zext i32 %v383 to i64
  %v386 = add i32 %v377, 12288
  %v387 = zext i32 %v386 to i64
  %v388 = getelementptr i8, ptr addrspace(1) %v364, i64 %v378
  %v389 = load <4 x i32>, ptr addrspace(1) %v388, align 16
  %v390 = getelementptr i8, ptr addrspace(1) %v366, i64 %v378
  %v391 = load <4 x i32>, ptr addrspace(1) %v390, align 16
  %v392 = getelementptr i8, ptr addrspace(1) %v364, i64 %v381
  %v393 = load <4 x i32>, ptr addrspace(1) %v392, align 16
  %v394 = getelementptr i8, ptr addrspace(1) %v366, i64 %v381
  %v395 = load <4 x i32>, ptr addrspace(1) %v394, align 16
  %v396 = getelementptr i8, ptr addrspace(1) %v364, i64 %v384
  %v397 = load <4 x i32>, ptr addrspace(1) %v396, align 16
  %v398 = getelementptr i8, ptr addrspace(1) %v366, i64 %v384
  %v399 = load <4 x i32>, ptr addrspace(1) %v398, align 16
  %v400 = getelementptr i8, ptr addrspace(1) %v364, i64 %v387
  %v401 = load <4 x i32>, ptr addrspace(1) %v400, align 16
  %v402 = getelementptr i8, ptr addrspace(1) %v366, i64 %v387
  %v403 = load <4 x i32>, ptr addrspace(1) %v402, align 16
  %v404 = extractelement <4 x i32> %v389, i32 0
  %v405 = extractelement <4 x i32> %v391, i32 0
  %v406 = bitcast i32 %v404 to float
  %v407 = bitcast i32 %v405 to float
  %v408 = call float @llvm.maxnum.f32(float %v406, float %v407)
  %v409 = bitcast float %v408 to i32
  %t0 = insertelement <4 x i32> poison, i32 %v409, i32 0
  %v410 = shufflevector <4 x i32> %t0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v411 = extractelement <4 x i32> %v389, i32 1
  %v412 = extractelement <4 x i32> %v391, i32 1
  %v413 = bitcast i32 %v411 to float
  %v414 = bitcast i32 %v412 to float
  %v415 = call float @llvm.maxnum.f32(float %v413, float %v414)
  %v416 = bitcast float %v415 to i32
  %v417 = insertelement <4 x i32> %v410, i32 %v416, i32 1
  %v418 = extractelement <4 x i32> %v389, i32 2
  %v419 = extractelement <4 x i32> %v391, i32 2
  %v420 = bitcast i32 %v418 to float
  %v421 = bitcast i32 %v419 to float
  %v422 = call float @llvm.maxnum.f32(float %v420, float %v421)
  %v423 = bitcast float %v422 to i32
  %v424 = insertelement <4 x i32> %v417, i32 %v423, i32 2
  %v425 = extractelement <4 x i32> %v389, i32 3
  %v426 = extractelement <4 x i32> %v391, i32 3
  %v427 = bitcast i32 %v425 to float
  %v428 = bitcast i32 %v426 to float
  %v429 = call float @llvm.maxnum.f32(float %v427, float %v428)
  %v430 = bitcast float %v429 to i32
  %v431 = insertelement <4 x i32> %v424, i32 %v430, i32 3
  %v432 = getelementptr i8, ptr addrspace(1) %v367, i64 %v378
  store <4 x i32> %v431, ptr addrspace(1) %v432, align 16
  %v433 = extractelement <4 x i32> %v393, i32 0
  %v434 = extractelement <4 x i32> %v395, i32 0
  %v435 = bitcast i32 %v433 to float
  %v436 = bitcast i32 %v434 to float
  %v437 = call float @llvm.maxnum.f32(float %v435, float %v436)
  %v438 = bitcast float %v437 to i32
  %t1 = insertelement <4 x i32> poison, i32 %v438, i32 0
  %v439 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v440 = extractelement <4 x i32> %v393, i32 1
  %v441 = extractelement <4 x i32> %v395, i32 1
  %v442 = bitcast i32 %v440 to float
  %v443 = bitcast i32 %v441 to float
  %v444 = call float @llvm.maxnum.f32(float %v442, float %v443)
  %v445 = bitcast float %v444 to i32
  %v446 = insertelement <4 x i32> %v439, i32 %v445, i32 1
  %v447 = extractelement <4 x i32> %v393, i32 2
  %v448 = extractelement <4 x i32> %v395, i32 2
  %v449 = bitcast i32 %v447 to float
  %v450 = bitcast i32 %v448 to float
  %v451 = call float @llvm.maxnum.f32(float %v449, float %v450)
  %v452 = bitcast float %v451 to i32
  %v453 = insertelement <4 x i32> %v446, i32 %v452, i32 2
  %v454 = extractelement <4 x i32> %v393, i32 3
  %v455 = extractelement <4 x i32> %v395, i32 3
  %v456 = bitcast i32 %v454 to float
  %v457 = bitcast i32 %v455 to float
  %v458 = call float @llvm.maxnum.f32(float %v456, float %v457)
  %v459 = bitcast float %v458 to i32
  %v460 = insertelement <4 x i32> %v453, i32 %v459, i32 3
  %v461 = getelementptr i8, ptr addrspace(1) %v367, i64 %v381
  store <4 x i32> %v460, ptr addrspace(1) %v461, align 16
  %v462 = extractelement <4 x i32> %v397, i32 0
  %v463 = extractelement <4 x i32> %v399, i32 0
  %v464 = bitcast i32 %v462 to float
  %v465 = bitcast i32 %v463 to float
  %v466 = call float @llvm.maxnum.f32(float %v464, float %v465)
  %v467 = bitcast float %v466 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v467, i32 0
  %v468 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v469 = extractelement <4 x i32> %v397, i32 1
  %v470 = extractelement <4 x i32> %v399, i32 1
  %v471 = bitcast i32 %v469 to float
  %v472 = bitcast i32 %v470 to float
  %v473 = call float @llvm.maxnum.f32(float %v471, float %v472)
  %v474 = bitcast float %v473 to i32
  %v475 = insertelement <4 x i32> %v468, i32 %v474, i32 1
  %v476 = extractelement <4 x i32> %v397, i32 2
  %v477 = extractelement <4 x i32> %v399, i32 2
  %v478 = bitcast i32 %v476 to float
  %v479 = bitcast i32 %v477 to float
  %v480 = call float @llvm.maxnum.f32(float %v478, float %v479)
  %v481 = bitcast float %v480 to i32
  %v482 = insertelement <4 x i32> %v475, i32 %v481, i32 2
  %v483 = extractelement <4 x i32> %v397, i32 3
  %v484 = extractelement <4 x i32> %v399, i32 3
  %v485 = bitcast i32 %v483 to float
  %v486 = bitcast i32 %v484 to float
  %v487 = call float @llvm.maxnum.f32(float %v485, float %v486)
  %v488 = bitcast float %v487 to i32
  %v489 = insertelement <4 x i32> %v482, i32 %v488, i32 3
  %v490 = getelementptr i8, ptr addrspace(1) %v367, i64 %v384
  store <4 x i32> %v489, ptr addrspace(1) %v490, align 16
  %v491 = extractelement <4 x i32> %v401, i32 0
  %v492 = extractelement <4 x i32> %v403, i32 0
  %v493 = bitcast i32 %v491 to float
  %v494 = bitcast i32 %v492 to float
  %v495 = call float @llvm.maxnum.f32(float %v493, float %v494)
  %v496 = bitcast float %v495 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v496, i32 0
  %v497 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v498 = extractelement <4 x i32> %v401, i32 1
  %v499 = extractelement <4 x i32> %v403, i32 1
  %v500 = bitcast i32 %v498 to float
  %v501 = bitcast i32 %v499 to float
  %v502 = call float @llvm.maxnum.f32(float %v500, float %v501)
  %v503 = bitcast float %v502 to i32
  %v504 = insertelement <4 x i32> %v497, i32 %v503, i32 1
  %v505 = extractelement <4 x i32> %v401, i32 2
  %v506 = extractelement <4 x i32> %v403, i32 2
  %v507 = bitcast i32 %v505 to float
  %v508 = bitcast i32 %v506 to float
  %v509 = call float @llvm.maxnum.f32(float %v507, float %v508)
  %v510 = bitcast float %v509 to i32
  %v511 = insertelement <4 x i32> %v504, i32 %v510, i32 2
  %v512 = extractelement <4 x i32> %v401, i32 3
  %v513 = extractelement <4 x i32> %v403, i32 3
  %v514 = bitcast i32 %v512 to float
  %v515 = bitcast i32 %v513 to float
  %v516 = call float @llvm.maxnum.f32(float %v514, float %v515)
  %v517 = bitcast float %v516 to i32
  %v518 = insertelement <4 x i32> %v511, i32 %v517, i32 3
  %v519 = getelementptr i8, ptr addrspace(1) %v367, i64 %v387
  store <4 x i32> %v518, ptr addrspace(1) %v519, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i32 %v376, 16384
  br label %for17.head
for17.end:
  %v522 = sub i32 %v370, %v374
  %v523 = icmp uge i32 %v522, 8192
  br i1 %v523, label %if18.then, label %if18.end
if18.then:
  %v524 = add i32 %v374, %v371
  %v525 = zext i32 %v524 to i64
  %v527 = add i32 %v524, 4096
  %v528 = zext i32 %v527 to i64
  %v529 = getelementptr i8, ptr addrspace(1) %v364, i64 %v525
  %v530 = load <4 x i32>, ptr addrspace(1) %v529, align 16
  %v531 = getelementptr i8, ptr addrspace(1) %v366, i64 %v525
  %v532 = load <4 x i32>, ptr addrspace(1) %v531, align 16
  %v533 = getelementptr i8, ptr addrspace(1) %v364, i64 %v528
  %v534 = load <4 x i32>, ptr addrspace(1) %v533, align 16
  %v535 = getelementptr i8, ptr addrspace(1) %v366, i64 %v528
  %v536 = load <4 x i32>, ptr addrspace(1) %v535, align 16
  %v537 = extractelement <4 x i32> %v530, i32 0
  %v538 = extractelement <4 x i32> %v532, i32 0
  %v539 = bitcast i32 %v537 to float
  %v540 = bitcast i32 %v538 to float
  %v541 = call float @llvm.maxnum.f32(float %v539, float %v540)
  %v542 = bitcast float %v541 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v542, i32 0
  %v543 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v544 = extractelement <4 x i32> %v530, i32 1
  %v545 = extractelement <4 x i32> %v532, i32 1
  %v546 = bitcast i32 %v544 to float
  %v547 = bitcast i32 %v545 to float
  %v548 = call float @llvm.maxnum.f32(float %v546, float %v547)
  %v549 = bitcast float %v548 to i32
  %v550 = insertelement <4 x i32> %v543, i32 %v549, i32 1
  %v551 = extractelement <4 x i32> %v530, i32 2
  %v552 = extractelement <4 x i32> %v532, i32 2
  %v553 = bitcast i32 %v551 to float
  %v554 = bitcast i32 %v552 to float
  %v555 = call float @llvm.maxnum.f32(float %v553, float %v554)
  %v556 = bitcast float %v555 to i32
  %v557 = insertelement <4 x i32> %v550, i32 %v556, i32 2
  %v558 = extractelement <4 x i32> %v530, i32 3
  %v559 = extractelement <4 x i32> %v532, i32 3
  %v560 = bitcast i32 %v558 to float
  %v561 = bitcast i32 %v559 to float
  %v562 = call float @llvm.maxnum.f32(float %v560, float %v561)
  %v563 = bitcast float %v562 to i32
  %v564 = insertelement <4 x i32> %v557, i32 %v563, i32 3
  %v565 = getelementptr i8, ptr addrspace(1) %v367, i64 %v525
  store <4 x i32> %v564, ptr addrspace(1) %v565, align 16
  %v566 = extractelement <4 x i32> %v534, i32 0
  %v567 = extractelement <4 x i32> %v536, i32 0
  %v568 = bitcast i32 %v566 to float
  %v569 = bitcast i32 %v567 to float
  %v570 = call float @llvm.maxnum.f32(float %v568, float %v569)
  %v571 = bitcast float %v570 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v571, i32 0
  %v572 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v573 = extractelement <4 x i32> %v534, i32 1
  %v574 = extractelement <4 x i32> %v536, i32 1
  %v575 = bitcast i32 %v573 to float
  %v576 = bitcast i32 %v574 to float
  %v577 = call float @llvm.maxnum.f32(float %v575, float %v576)
  %v578 = bitcast float %v577 to i32
  %v579 = insertelement <4 x i32> %v572, i32 %v578, i32 1
  %v580 = extractelement <4 x i32> %v534, i32 2
  %v581 = extractelement <4 x i32> %v536, i32 2
  %v582 = bitcast i32 %v580 to float
  %v583 = bitcast i32 %v581 to float
  %v584 = call float @llvm.maxnum.f32(float %v582, float %v583)
  %v585 = bitcast float %v584 to i32
  %v586 = insertelement <4 x i32> %v579, i32 %v585, i32 2
  %v587 = extractelement <4 x i32> %v534, i32 3
  %v588 = extractelement <4 x i32> %v536, i32 3
  %v589 = bitcast i32 %v587 to float
  %v590 = bitcast i32 %v588 to float
  %v591 = call float @llvm.maxnum.f32(float %v589, float %v590)
  %v592 = bitcast float %v591 to i32
  %v593 = insertelement <4 x i32> %v586, i32 %v592, i32 3
  %v594 = getelementptr i8, ptr addrspace(1) %v367, i64 %v528
  store <4 x i32> %v593, ptr addrspace(1) %v594, align 16
  %v595 = add i32 %v374, 8192
  br label %if18.end
if18.end:
  %phi18 = phi i32 [ %v595, %if18.then ], [ %v374, %for17.end ]
  %v598 = sub i32 %v370, %phi18
  %v599 = icmp uge i32 %v598, 4096
  br i1 %v599, label %if19.then, label %if19.end
if19.then:
  %v600 = add i32 %phi18, %v371
  %v601 = zext i32 %v600 to i64
  %v602 = getelementptr i8, ptr addrspace(1) %v364, i64 %v601
  %v603 = load <4 x i32>, ptr addrspace(1) %v602, align 16
  %v604 = getelementptr i8, ptr addrspace(1) %v366, i64 %v601
  %v605 = load <4 x i32>, ptr addrspace(1) %v604, align 16
  %v606 = extractelement <4 x i32> %v603, i32 0
  %v607 = extractelement <4 x i32> %v605, i32 0
  %v608 = bitcast i32 %v606 to float
  %v609 = bitcast i32 %v607 to float
  %v610 = call float @llvm.maxnum.f32(float %v608, float %v609)
  %v611 = bitcast float %v610 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v611, i32 0
  %v612 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v613 = extractelement <4 x i32> %v603, i32 1
  %v614 = extractelement <4 x i32> %v605, i32 1
  %v615 = bitcast i32 %v613 to float
  %v616 = bitcast i32 %v614 to float
  %v617 = call float @llvm.maxnum.f32(float %v615, float %v616)
  %v618 = bitcast float %v617 to i32
  %v619 = insertelement <4 x i32> %v612, i32 %v618, i32 1
  %v620 = extractelement <4 x i32> %v603, i32 2
  %v621 = extractelement <4 x i32> %v605, i32 2
  %v622 = bitcast i32 %v620 to float
  %v623 = bitcast i32 %v621 to float
  %v624 = call float @llvm.maxnum.f32(float %v622, float %v623)
  %v625 = bitcast float %v624 to i32
  %v626 = insertelement <4 x i32> %v619, i32 %v625, i32 2
  %v627 = extractelement <4 x i32> %v603, i32 3
  %v628 = extractelement <4 x i32> %v605, i32 3
  %v629 = bitcast i32 %v627 to float
  %v630 = bitcast i32 %v628 to float
  %v631 = call float @llvm.maxnum.f32(float %v629, float %v630)
  %v632 = bitcast float %v631 to i32
  %v633 = insertelement <4 x i32> %v626, i32 %v632, i32 3
  %v634 = getelementptr i8, ptr addrspace(1) %v367, i64 %v601
  store <4 x i32> %v633, ptr addrspace(1) %v634, align 16
  %v635 = add i32 %phi18, 4096
  br label %if19.end
if19.end:
  %phi19 = phi i32 [ %v635, %if19.then ], [ %phi18, %if18.end ]
  %v638 = add i32 %phi19, %v371
  br label %for20.head
for20.head:
  %v639 = phi i32 [ %v638, %if19.end ], [ %for20.next, %for20.latch ]
  %for20.cond = icmp ult i32 %v639, %v370
  br i1 %for20.cond, label %for20.body, label %for20.end
for20.body:
  %v640 = zext i32 %v639 to i64
  %v641 = getelementptr i8, ptr addrspace(1) %v364, i64 %v640
  %v642 = load <4 x i32>, ptr addrspace(1) %v641, align 16
  %v643 = getelementptr i8, ptr addrspace(1) %v366, i64 %v640
  %v644 = load <4 x i32>, ptr addrspace(1) %v643, align 16
  %v645 = extractelement <4 x i32> %v642, i32 0
  %v646 = extractelement <4 x i32> %v644, i32 0
  %v647 = bitcast i32 %v645 to float
  %v648 = bitcast i32 %v646 to float
  %v649 = call float @llvm.maxnum.f32(float %v647, float %v648)
  %v650 = bitcast float %v649 to i32
  %t7 = insertelement <4 x i32> poison, i32 %v650, i32 0
  %v651 = shufflevector <4 x i32> %t7, <4 x i32> poison, <4 x i32> zeroinitializer
  %v652 = extractelement <4 x i32> %v642, i32 1
  %v653 = extractelement <4 x i32> %v644, i32 1
  %v654 = bitcast i32 %v652 to float
  %v655 = bitcast i32 %v653 to float
  %v656 = call float @llvm.maxnum.f32(float %v654, float %v655)
  %v657 = bitcast float %v656 to i32
  %v658 = insertelement <4 x i32> %v651, i32 %v657, i32 1
  %v659 = extractelement <4 x i32> %v642, i32 2
  %v660 = extractelement <4 x i32> %v644, i32 2
  %v661 = bitcast i32 %v659 to float
  %v662 = bitcast i32 %v660 to float
  %v663 = call float @llvm.maxnum.f32(float %v661, float %v662)
  %v664 = bitcast float %v663 to i32
  %v665 = insertelement <4 x i32> %v658, i32 %v664, i32 2
  %v666 = extractelement <4 x i32> %v642, i32 3
  %v667 = extractelement <4 x i32> %v644, i32 3
  %v668 = bitcast i32 %v666 to float
  %v669 = bitcast i32 %v667 to float
  %v670 = call float @llvm.maxnum.f32(float %v668, float %v669)
  %v671 = bitcast float %v670 to i32
  %v672 = insertelement <4 x i32> %v665, i32 %v671, i32 3
  %v673 = getelementptr i8, ptr addrspace(1) %v367, i64 %v640
  store <4 x i32> %v672, ptr addrspace(1) %v673, align 16
  br label %for20.latch
for20.latch:
  %for20.next = add i32 %v639, 4096
  br label %for20.head
for20.end:
  br label %if16.end
if16.else:
  %v674 = trunc i64 %v354 to i32
  %v675 = trunc i64 %v23 to i32
  %v677 = udiv i32 %v674, 16384
  %v678 = mul i32 %v677, 16384
  br label %for21.head
for21.head:
  %v680 = phi i32 [ 0, %if16.else ], [ %for21.next, %for21.latch ]
  %for21.cond = icmp ult i32 %v680, %v678
  br i1 %for21.cond, label %for21.body, label %for21.end
for21.body:
  %v681 = add i32 %v680, %v675
  %v682 = zext i32 %v681 to i64
  %v684 = add i32 %v681, 4096
  %v685 = zext i32 %v684 to i64
  %v687 = add i32 %v681, 8192
  %v688 = zext i32 %v687 to i64
  %v690 = add i32 %v681, 12288
  %v691 = zext i32 %v690 to i64
  %v692 = getelementptr i8, ptr addrspace(1) %v364, i64 %v682
  %v693 = load <4 x i32>, ptr addrspace(1) %v692, align 16
  %v694 = getelementptr i8, ptr addrspace(1) %v366, i64 %v682
  %v695 = load <4 x i32>, ptr addrspace(1) %v694, align 16
  %v696 = getelementptr i8, ptr addrspace(1) %v364, i64 %v685
  %v697 = load <4 x i32>, ptr addrspace(1) %v696, align 16
  %v698 = getelementptr i8, ptr addrspace(1) %v366, i64 %v685
  %v699 = load <4 x i32>, ptr addrspace(1) %v698, align 16
  %v700 = getelementptr i8, ptr addrspace(1) %v364, i64 %v688
  %v701 = load <4 x i32>, ptr addrspace(1) %v700, align 16
  %v702 = getelementptr i8, ptr addrspace(1) %v366, i64 %v688
  %v703 = load <4 x i32>, ptr addrspace(1) %v702, align 16
  %v704 = getelementptr i8, ptr addrspace(1) %v364, i64 %v691
  %v705 = load <4 x i32>, ptr addrspace(1) %v704, align 16
  %v706 = getelementptr i8, ptr addrspace(1) %v366, i64 %v691
  %v707 = load <4 x i32>, ptr addrspace(1) %v706, align 16
  %v708 = extractelement <4 x i32> %v693, i32 0
  %v709 = extractelement <4 x i32> %v695, i32 0
  %v710 = bitcast i32 %v708 to float
  %v711 = bitcast i32 %v709 to float
  %v712 = call float @llvm.maxnum.f32(float %v710, float %v711)
  %v713 = bitcast float %v712 to i32
  %t8 = insertelement <4 x i32> poison, i32 %v713, i32 0
  %v714 = shufflevector <4 x i32> %t8, <4 x i32> poison, <4 x i32> zeroinitializer
  %v715 = extractelement <4 x i32> %v693, i32 1
  %v716 = extractelement <4 x i32> %v695, i32 1
  %v717 = bitcast i32 %v715 to float
  %v718 = bitcast i32 %v716 to float
  %v719 = call float @llvm.maxnum.f32(float %v717, float %v718)
  %v720 = bitcast float %v719 to i32
  %v721 = insertelement <4 x i32> %v714, i32 %v720, i32 1
  %v722 = extractelement <4 x i32> %v693, i32 2
  %v723 = extractelement <4 x i32> %v695, i32 2
  %v724 = bitcast i32 %v722 to float
  %v725 = bitcast i32 %v723 to float
  %v726 = call float @llvm.maxnum.f32(float %v724, float %v725)
  %v727 = bitcast float %v726 to i32
  %v728 = insertelement <4 x i32> %v721, i32 %v727, i32 2
  %v729 = extractelement <4 x i32> %v693, i32 3
  %v730 = extractelement <4 x i32> %v695, i32 3
  %v731 = bitcast i32 %v729 to float
  %v732 = bitcast i32 %v730 to float
  %v733 = call float @llvm.maxnum.f32(float %v731, float %v732)
  %v734 = bitcast float %v733 to i32
  %v735 = insertelement <4 x i32> %v728, i32 %v734, i32 3
  %v736 = getelementptr i8, ptr addrspace(1) %v367, i64 %v682
  store <4 x i32> %v735, ptr addrspace(1) %v736, align 16
  %v737 = extractelement <4 x i32> %v697, i32 0
  %v738 = extractelement <4 x i32> %v699, i32 0
  %v739 = bitcast i32 %v737 to float
  %v740 = bitcast i32 %v738 to float
  %v741 = call float @llvm.maxnum.f32(float %v739, float %v740)
  %v742 = bitcast float %v741 to i32
  %t9 = insertelement <4 x i32> poison, i32 %v742, i32 0
  %v743 = shufflevector <4 x i32> %t9, <4 x i32> poison, <4 x i32> zeroinitializer
  %v744 = extractelement <4 x i32> %v697, i32 1
  %v745 = extractelement <4 x i32> %v699, i32 1
  %v746 = bitcast i32 %v744 to float
  %v747 = bitcast i32 %v745 to float
  %v748 = call float @llvm.maxnum.f32(float %v746, float %v747)
  %v749 = bitcast float %v748 to i32
  %v750 = insertelement <4 x i32> %v743, i32 %v749, i32 1
  %v751 = extractelement <4 x i32> %v697, i32 2
  %v752 = extractelement <4 x i32> %v699, i32 2
  %v753 = bitcast i32 %v751 to float
  %v754 = bitcast i32 %v752 to float
  %v755 = call float @llvm.maxnum.f32(float %v753, float %v754)
  %v756 = bitcast float %v755 to i32
  %v757 = insertelement <4 x i32> %v750, i32 %v756, i32 2
  %v758 = extractelement <4 x i32> %v697, i32 3
  %v759 = extractelement <4 x i32> %v699, i32 3
  %v760 = bitcast i32 %v758 to float
  %v761 = bitcast i32 %v759 to float
  %v762 = call float @llvm.maxnum.f32(float %v760, float %v761)
  %v763 = bitcast float %v762 to i32
  %v764 = insertelement <4 x i32> %v757, i32 %v763, i32 3
  %v765 = getelementptr i8, ptr addrspace(1) %v367, i64 %v685
  store <4 x i32> %v764, ptr addrspace(1) %v765, align 16
  %v766 = extractelement <4 x i32> %v701, i32 0
  %v767 = extractelement <4 x i32> %v703, i32 0
  %v768 = bitcast i32 %v766 to float
  %v769 = bitcast i32 %v767 to float
  %v770 = call float @llvm.maxnum.f32(float %v768, float %v769)
  %v771 = bitcast float %v770 to i32
  %t10 = insertelement <4 x i32> poison, i32 %v771, i32 0
  %v772 = shufflevector <4 x i32> %t10, <4 x i32> poison, <4 x i32> zeroinitializer
  %v773 = extractelement <4 x i32> %v701, i32 1
  %v774 = extractelement <4 x i32> %v703, i32 1
  %v775 = bitcast i32 %v773 to float
  %v776 = bitcast i32 %v774 to float
  %v777 = call float @llvm.maxnum.f32(float %v775, float %v776)
  %v778 = bitcast float %v777 to i32
  %v779 = insertelement <4 x i32> %v772, i32 %v778, i32 1
  %v780 = extractelement <4 x i32> %v701, i32 2
  %v781 = extractelement <4 x i32> %v703, i32 2
  %v782 = bitcast i32 %v780 to float
  %v783 = bitcast i32 %v781 to float
  %v784 = call float @llvm.maxnum.f32(float %v782, float %v783)
  %v785 = bitcast float %v784 to i32
  %v786 = insertelement <4 x i32> %v779, i32 %v785, i32 2
  %v787 = extractelement <4 x i32> %v701, i32 3
  %v788 = extractelement <4 x i32> %v703, i32 3
  %v789 = bitcast i32 %v787 to float
  %v790 = bitcast i32 %v788 to float
  %v791 = call float @llvm.maxnum.f32(float %v789, float %v790)
  %v792 = bitcast float %v791 to i32
  %v793 = insertelement <4 x i32> %v786, i32 %v792, i32 3
  %v794 = getelementptr i8, ptr addrspace(1) %v367, i64 %v688
  store <4 x i32> %v793, ptr addrspace(1) %v794, align 16
  %v795 = extractelement <4 x i32> %v705, i32 0
  %v796 = extractelement <4 x i32> %v707, i32 0
  %v797 = bitcast i32 %v795 to float
  %v798 = bitcast i32 %v796 to float
  %v799 = call float @llvm.maxnum.f32(float %v797, float %v798)
  %v800 = bitcast float %v799 to i32
  %t11 = insertelement <4 x i32> poison, i32 %v800, i32 0
  %v801 = shufflevector <4 x i32> %t11, <4 x i32> poison, <4 x i32> zeroinitializer
  %v802 = extractelement <4 x i32> %v705, i32 1
  %v803 = extractelement <4 x i32> %v707, i32 1
  %v804 = bitcast i32 %v802 to float
  %v805 = bitcast i32 %v803 to float
  %v806 = call float @llvm.maxnum.f32(float %v804, float %v805)
  %v807 = bitcast float %v806 to i32
  %v808 = insertelement <4 x i32> %v801, i32 %v807, i32 1
  %v809 = extractelement <4 x i32> %v705, i32 2
  %v810 = extractelement <4 x i32> %v707, i32 2
  %v811 = bitcast i32 %v809 to float
  %v812 = bitcast i32 %v810 to float
  %v813 = call float @llvm.maxnum.f32(float %v811, float %v812)
  %v814 = bitcast float %v813 to i32
  %v815 = insertelement <4 x i32> %v808, i32 %v814, i32 2
  %v816 = extractelement <4 x i32> %v705, i32 3
  %v817 = extractelement <4 x i32> %v707, i32 3
  %v818 = bitcast i32 %v816 to float
  %v819 = bitcast i32 %v817 to float
  %v820 = call float @llvm.maxnum.f32(float %v818, float %v819)
  %v821 = bitcast float %v820 to i32
  %v822 = insertelement <4 x i32> %v815, i32 %v821, i32 3
  %v823 = getelementptr i8, ptr addrspace(1) %v367, i64 %v691
  store <4 x i32> %v822, ptr addrspace(1) %v823, align 16
  br label %for21.latch
for21.latch:
  %for21.next = add i32 %v680, 16384
  br label %for21.head
for21.end:
  %v826 = sub i32 %v674, %v678
  %v827 = icmp uge i32 %v826, 8192
  br i1 %v827, label %if22.then, label %if22.end
if22.then:
  %v828 = add i32 %v678, %v675
  %v829 = zext i32 %v828 to i64
  %v831 = add i32 %v828, 4096
  %v832 = zext i32 %v831 to i64
  %v833 = getelementptr i8, ptr addrspace(1) %v364, i64 %v829
  %v834 = load <4 x i32>, ptr addrspace(1) %v833, align 16
  %v835 = getelementptr i8, ptr addrspace(1) %v366, i64 %v829
  %v836 = load <4 x i32>, ptr addrspace(1) %v835, align 16
  %v837 = getelementptr i8, ptr addrspace(1) %v364, i64 %v832
  %v838 = load <4 x i32>, ptr addrspace(1) %v837, align 16
  %v839 = getelementptr i8, ptr addrspace(1) %v366, i64 %v832
  %v840 = load <4 x i32>, ptr addrspace(1) %v839, align 16
  %v841 = extractelement <4 x i32> %v834, i32 0
  %v842 = extractelement <4 x i32> %v836, i32 0
  %v843 = bitcast i32 %v841 to float
  %v844 = bitcast i32 %v842 to float
  %v845 = call float @llvm.maxnum.f32(float %v843, float %v844)
  %v846 = bitcast float %v845 to i32
  %t12 = insertelement <4 x i32> poison, i32 %v846, i32 0
  %v847 = shufflevector <4 x i32> %t12, <4 x i32> poison, <4 x i32> zeroinitializer
  %v848 = extractelement <4 x i32> %v834, i32 1
  %v849 = extractelement <4 x i32> %v836, i32 1
  %v850 = bitcast i32 %v848 to float
  %v851 = bitcast i32 %v849 to float
  %v852 = call float @llvm.maxnum.f32(float %v850, float %v851)
  %v853 = bitcast float %v852 to i32
  %v854 = insertelement <4 x i32> %v847, i32 %v853, i32 1
  %v855 = extractelement <4 x i32> %v834, i32 2
  %v856 = extractelement <4 x i32> %v836, i32 2
  %v857 = bitcast i32 %v855 to float
  %v858 = bitcast i32 %v856 to float
  %v859 = call float @llvm.maxnum.f32(float %v857, float %v858)
  %v860 = bitcast float %v859 to i32
  %v861 = insertelement <4 x i32> %v854, i32 %v860, i32 2
  %v862 = extractelement <4 x i32> %v834, i32 3
  %v863 = extractelement <4 x i32> %v836, i32 3
  %v864 = bitcast i32 %v862 to float
  %v865 = bitcast i32 %v863 to float
  %v866 = call float @llvm.maxnum.f32(float %v864, float %v865)
  %v867 = bitcast float %v866 to i32
  %v868 = insertelement <4 x i32> %v861, i32 %v867, i32 3
  %v869 = getelementptr i8, ptr addrspace(1) %v367, i64 %v829
  store <4 x i32> %v868, ptr addrspace(1) %v869, align 16
  %v870 = extractelement <4 x i32> %v838, i32 0
  %v871 = extractelement <4 x i32> %v840, i32 0
  %v872 = bitcast i32 %v870 to float
  %v873 = bitcast i32 %v871 to float
  %v874 = call float @llvm.maxnum.f32(float %v872, float %v873)
  %v875 = bitcast float %v874 to i32
  %t13 = insertelement <4 x i32> poison, i32 %v875, i32 0
  %v876 = shufflevector <4 x i32> %t13, <4 x i32> poison, <4 x i32> zeroinitializer
  %v877 = extractelement <4 x i32> %v838, i32 1
  %v878 = extractelement <4 x i32> %v840, i32 1
  %v879 = bitcast i32 %v877 to float
  %v880 = bitcast i32 %v878 to float
  %v881 = call float @llvm.maxnum.f32(float %v879, float %v880)
  %v882 = bitcast float %v881 to i32
  %v883 = insertelement <4 x i32> %v876, i32 %v882, i32 1
  %v884 = extractelement <4 x i32> %v838, i32 2
  %v885 = extractelement <4 x i32> %v840, i32 2
  %v886 = bitcast i32 %v884 to float
  %v887 = bitcast i32 %v885 to float
  %v888 = call float @llvm.maxnum.f32(float %v886, float %v887)
  %v889 = bitcast float %v888 to i32
  %v890 = insertelement <4 x i32> %v883, i32 %v889, i32 2
  %v891 = extractelement <4 x i32> %v838, i32 3
  %v892 = extractelement <4 x i32> %v840, i32 3
  %v893 = bitcast i32 %v891 to float
  %v894 = bitcast i32 %v892 to float
  %v895 = call float @llvm.maxnum.f32(float %v893, float %v894)
  %v896 = bitcast float %v895 to i32
  %v897 = insertelement <4 x i32> %v890, i32 %v896, i32 3
  %v898 = getelementptr i8, ptr addrspace(1) %v367, i64 %v832
  store <4 x i32> %v897, ptr addrspace(1) %v898, align 16
  %v899 = add i32 %v678, 8192
  br label %if22.end
if22.end:
  %phi20 = phi i32 [ %v899, %if22.then ], [ %v678, %for21.end ]
  %v902 = sub i32 %v674, %phi20
  %v903 = icmp uge i32 %v902, 4096
  br i1 %v903, label %if23.then, label %if23.end
if23.then:
  %v904 = add i32 %phi20, %v675
  %v905 = zext i32 %v904 to i64
  %v906 = getelementptr i8, ptr addrspace(1) %v364, i64 %v905
  %v907 = load <4 x i32>, ptr addrspace(1) %v906, align 16
  %v908 = getelementptr i8, ptr addrspace(1) %v366, i64 %v905
  %v909 = load <4 x i32>, ptr addrspace(1) %v908, align 16
  %v910 = extractelement <4 x i32> %v907, i32 0
  %v911 = extractelement <4 x i32> %v909, i32 0
  %v912 = bitcast i32 %v910 to float
  %v913 = bitcast i32 %v911 to float
  %v914 = call float @llvm.maxnum.f32(float %v912, float %v913)
  %v915 = bitcast float %v914 to i32
  %t14 = insertelement <4 x i32> poison, i32 %v915, i32 0
  %v916 = shufflevector <4 x i32> %t14, <4 x i32> poison, <4 x i32> zeroinitializer
  %v917 = extractelement <4 x i32> %v907, i32 1
  %v918 = extractelement <4 x i32> %v909, i32 1
  %v919 = bitcast i32 %v917 to float
  %v920 = bitcast i32 %v918 to float
  %v921 = call float @llvm.maxnum.f32(float %v919, float %v920)
  %v922 = bitcast float %v921 to i32
  %v923 = insertelement <4 x i32> %v916, i32 %v922, i32 1
  %v924 = extractelement <4 x i32> %v907, i32 2
  %v925 = extractelement <4 x i32> %v909, i32 2
  %v926 = bitcast i32 %v924 to float
  %v927 = bitcast i32 %v925 to float
  %v928 = call float @llvm.maxnum.f32(float %v926, float %v927)
  %v929 = bitcast float %v928 to i32
  %v930 = insertelement <4 x i32> %v923, i32 %v929, i32 2
  %v931 = extractelement <4 x i32> %v907, i32 3
  %v932 = extractelement <4 x i32> %v909, i32 3
  %v933 = bitcast i32 %v931 to float
  %v934 = bitcast i32 %v932 to float
  %v935 = call float @llvm.maxnum.f32(float %v933, float %v934)
  %v936 = bitcast float %v935 to i32
  %v937 = insertelement <4 x i32> %v930, i32 %v936, i32 3
  %v938 = getelementptr i8, ptr addrspace(1) %v367, i64 %v905
  store <4 x i32> %v937, ptr addrspace(1) %v938, align 16
  %v939 = add i32 %phi20, 4096
  br label %if23.end
if23.end:
  %phi21 = phi i32 [ %v939, %if23.then ], [ %phi20, %if22.end ]
  %v942 = add i32 %phi21, %v675
  br label %for24.head
for24.head:
  %v943 = phi i32 [ %v942, %if23.end ], [ %for24.next, %for24.latch ]
  %for24.cond = icmp ult i32 %v943, %v674
  br i1 %for24.cond, label %for24.body, label %for24.end
for24.body:
  %v944 = zext i32 %v943 to i64
  %v945 = getelementptr i8, ptr addrspace(1) %v364, i64 %v944
  %v946 = load <4 x i32>, ptr addrspace(1) %v945, align 16
  %v947 = getelementptr i8, ptr addrspace(1) %v366, i64 %v944
  %v948 = load <4 x i32>, ptr addrspace(1) %v947, align 16
  %v949 = extractelement <4 x i32> %v946, i32 0
  %v950 = extractelement <4 x i32> %v948, i32 0
  %v951 = bitcast i32 %v949 to float
  %v952 = bitcast i32 %v950 to float
  %v953 = call float @llvm.maxnum.f32(float %v951, float %v952)
  %v954 = bitcast float %v953 to i32
  %t15 = insertelement <4 x i32> poison, i32 %v954, i32 0
  %v955 = shufflevector <4 x i32> %t15, <4 x i32> poison, <4 x i32> zeroinitializer
  %v956 = extractelement <4 x i32> %v946, i32 1
  %v957 = extractelement <4 x i32> %v948, i32 1
  %v958 = bitcast i32 %v956 to float
  %v959 = bitcast i32 %v957 to float
  %v960 = call float @llvm.maxnum.f32(float %v958, float %v959)
  %v961 = bitcast float %v960 to i32
  %v962 = insertelement <4 x i32> %v955, i32 %v961, i32 1
  %v963 = extractelement <4 x i32> %v946, i32 2
  %v964 = extractelement <4 x i32> %v948, i32 2
  %v965 = bitcast i32 %v963 to float
  %v966 = bitcast i32 %v964 to float
  %v967 = call float @llvm.maxnum.f32(float %v965, float %v966)
  %v968 = bitcast float %v967 to i32
  %v969 = insertelement <4 x i32> %v962, i32 %v968, i32 2
  %v970 = extractelement <4 x i32> %v946, i32 3
  %v971 = extractelement <4 x i32> %v948, i32 3
  %v972 = bitcast i32 %v970 to float
  %v973 = bitcast i32 %v971 to float
  %v974 = call float @llvm.maxnum.f32(float %v972, float %v973)
  %v975 = bitcast float %v974 to i32
  %v976 = insertelement <4 x i32> %v969, i32 %v975, i32 3
  %v977 = getelementptr i8, ptr addrspace(1) %v367, i64 %v944
  store <4 x i32> %v976, ptr addrspace(1) %v977, align 16
  br label %for24.latch
for24.latch:
  %for24.next = add i32 %v943, 4096
  br label %for24.head
for24.end:
  br label %if16.end
if16.end:
  %phi22 = phi i32 [ %phi19, %for20.end ], [ %phi3, %for24.end ]
  %phi23 = phi i32 [ %phi4, %for20.end ], [ %phi21, %for24.end ]
  br label %if15.end
if15.end:
  %phi24 = phi i32 [ %phi22, %if16.end ], [ %phi3, %if14.then ]
  %phi25 = phi i32 [ %phi23, %if16.end ], [ %phi4, %if14.then ]
  br label %if14.end
if14.end:
  %phi26 = phi i32 [ %phi24, %if15.end ], [ %phi3, %if1.end ]
  %phi27 = phi i32 [ %phi25, %if15.end ], [ %phi4, %if1.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v980 = icmp ult i32 %v11, 2
  %v981 = and i1 %v91, %v980
  br i1 %v981, label %if25.then, label %if25.end
if25.then:
  %v982 = add i32 %v90, 1
  %v984 = add i32 %p1, %v11
  %v985 = sub i32 %v984, 2
  %v986 = icmp uge i32 %v984, 2
  %v987 = select i1 %v986, i32 %v985, i32 %v984
  %v989 = zext i32 %v987 to i64
  %v990 = mul i64 %v989, 8
  %v991 = getelementptr i8, ptr addrspace(1) %p0, i64 %v990
  %v992 = load i64, ptr addrspace(1) %v991, align 8
  %v993 = sub i64 %v992, %v17
  %v994 = getelementptr i8, ptr addrspace(1) %v32, i64 %v993
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v982, ptr addrspace(1) %v994 monotonic, align 4
  br label %if25.end
if25.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v995 = icmp ule i64 %v88, 1
  %v997 = icmp uge i64 %v88, 1
  %v998 = and i1 %v997, %v995
  br i1 %v998, label %if26.then, label %if26.end
if26.then:
  %v1000 = icmp ult i32 %v11, 2
  %v1001 = icmp uge i32 %v11, 1
  %v1002 = and i1 %v1001, %v1000
  br i1 %v1002, label %if27.then, label %if27.end
if27.then:
  %v1004 = add i32 %p1, %v11
  %v1005 = sub i32 %v1004, 2
  %v1006 = icmp uge i32 %v1004, 2
  %v1007 = select i1 %v1006, i32 %v1005, i32 %v1004
  %v1008 = add i32 %v27, %v1007
  %v1009 = zext i32 %v1008 to i64
  %v1011 = mul i64 %v1009, 4
  %v1012 = getelementptr i8, ptr addrspace(1) %v25, i64 %v1011
  %t16 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1015 = mul i64 %t16, 10
  br label %while28.cond
while28.cond:
  %phi28 = phi i32 [ %phi0, %if27.then ], [ %phi32, %if29.end ]
  %phi29 = phi i32 [ %phi0, %if27.then ], [ %phi33, %if29.end ]
  %v1018 = icmp eq i32 %phi29, 0
  br i1 %v1018, label %while28.body, label %while28.end
while28.body:
  %v1019 = load atomic i32, ptr addrspace(1) %v1012 monotonic, align 4
  %v1021 = sub i32 %v1019, %v90
  %v1022 = icmp sge i32 %v1021, 0
  %t17 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1023 = mul i64 %t17, 10
  %v1024 = sub i64 %v1023, %v1015
  %v1025 = icmp ugt i64 %v1024, %p6
  %v1026 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v1027 = icmp ne i32 %v1026, 0
  %v1028 = or i1 %v1025, %v1027
  br i1 %v1022, label %if29.then, label %if29.else
if29.then:
  br label %if29.end
if29.else:
  br i1 %v1028, label %if30.then, label %if30.end
if30.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if30.end
if30.end:
  %phi30 = phi i32 [ 1, %if30.then ], [ %phi28, %if29.else ]
  %phi31 = phi i32 [ 1, %if30.then ], [ %phi29, %if29.else ]
  br label %if29.end
if29.end:
  %phi32 = phi i32 [ %phi28, %if29.then ], [ %phi30, %if30.end ]
  %phi33 = phi i32 [ 1, %if29.then ], [ %phi31, %if30.end ]
  br label %while28.cond
while28.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if27.end
if27.end:
  %phi34 = phi i32 [ %phi28, %while28.end ], [ %phi0, %if26.then ]
  %phi35 = phi i32 [ %phi29, %while28.end ], [ %phi5, %if26.then ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %if26.end
if26.end:
  %phi36 = phi i32 [ %phi34, %if27.end ], [ %phi0, %if25.end ]
  %phi37 = phi i32 [ %phi35, %if27.end ], [ %phi5, %if25.end ]
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v88, 1
  br label %for0.head
for0.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
