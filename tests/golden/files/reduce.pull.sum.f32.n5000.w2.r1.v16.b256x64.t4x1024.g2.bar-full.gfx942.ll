; kernel cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942: 256 threads per block, grid 2
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  %var0 = alloca i32, align 4, addrspace(5)
  %var1 = alloca i32, align 4, addrspace(5)
  %var2 = alloca i32, align 4, addrspace(5)
  %v9 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; reduce pull to rank 1: 2 ranks x 20000 bytes
  ; start: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v18 = icmp ult i32 %v9, 2
  br i1 %v18, label %if0.then, label %if0.end
if0.then:
  %v20 = add i32 %p1, %v9
  %v21 = sub i32 %v20, 2
  %v22 = icmp uge i32 %v20, 2
  %v23 = select i1 %v22, i32 %v21, i32 %v20
  %v24 = mul i32 %v10, 2
  %v26 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = add i32 %v24, %p1
  %v28 = add i32 %v24, %v23
  %v30 = zext i32 %v27 to i64
  %v31 = mul i64 %v30, 4
  %v32 = zext i32 %v28 to i64
  %v33 = mul i64 %v32, 4
  %v34 = getelementptr i8, ptr addrspace(1) %v26, i64 %v31
  %v36 = zext i32 %v23 to i64
  %v37 = mul i64 %v36, 8
  %v38 = getelementptr i8, ptr addrspace(1) %p0, i64 %v37
  %v39 = load i64, ptr addrspace(1) %v38, align 8
  %v40 = sub i64 %v39, %v15
  %v41 = getelementptr i8, ptr addrspace(1) %v34, i64 %v40
  %v43 = atomicrmw add ptr addrspace(1) %v41, i32 1 release, align 4
  %v45 = add i32 %v43, 1
  %v46 = getelementptr i8, ptr addrspace(1) %v26, i64 %v33
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v49 = mul i64 %t0, 10
  %v50 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v50, ptr addrspace(5) %var1, align 4
  br label %while1.cond
while1.cond:
  %v51 = load i32, ptr addrspace(5) %var1, align 4
  %v52 = icmp eq i32 %v51, 0
  br i1 %v52, label %while1.body, label %while1.end
while1.body:
  %v53 = load atomic i32, ptr addrspace(1) %v46 acquire, align 4
  %v55 = sub i32 %v53, %v45
  %v56 = icmp sge i32 %v55, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v57 = mul i64 %t1, 10
  %v58 = sub i64 %v57, %v49
  %v59 = icmp ugt i64 %v58, %p6
  %v60 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v61 = icmp ne i32 %v60, 0
  %v62 = or i1 %v59, %v61
  br i1 %v56, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v62, label %if3.then, label %if3.end
if3.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %while1.cond
while1.end:
  br label %if0.end
if0.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v65 = icmp eq i32 %p1, 1
  br i1 %v65, label %if4.then, label %if4.end
if4.then:
  %v68 = zext i32 0 to i64
  %v69 = mul i64 %v68, 8
  %v70 = getelementptr i8, ptr addrspace(1) %p0, i64 %v69
  %v71 = load i64, ptr addrspace(1) %v70, align 8
  %v72 = sub i64 %v71, %v15
  %v73 = getelementptr i8, ptr addrspace(1) %p2, i64 %v72
  %v76 = zext i32 1 to i64
  %v77 = mul i64 %v76, 8
  %v78 = getelementptr i8, ptr addrspace(1) %p0, i64 %v77
  %v79 = load i64, ptr addrspace(1) %v78, align 8
  %v80 = sub i64 %v79, %v15
  %v81 = getelementptr i8, ptr addrspace(1) %p2, i64 %v80
  %v83 = zext i32 %v9 to i64
  %v84 = mul i64 %v83, 16
  ; 1 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v87 = zext i32 %v10 to i64
  br label %for5.head
for5.head:
  %v88 = phi i64 [ %v87, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v88, 1
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v90 = mul i64 %v88, 16384
  %v91 = add i64 %v84, %v90
  %v93 = add i64 %v91, 4096
  %v95 = add i64 %v91, 8192
  %v97 = add i64 %v91, 12288
  %v98 = getelementptr i8, ptr addrspace(1) %v73, i64 %v91
  %v99 = load <4 x i32>, ptr addrspace(1) %v98, align 16
  %v100 = getelementptr i8, ptr addrspace(1) %v81, i64 %v91
  %v101 = load <4 x i32>, ptr addrspace(1) %v100, align 16
  %v102 = getelementptr i8, ptr addrspace(1) %v73, i64 %v93
  %v103 = load <4 x i32>, ptr addrspace(1) %v102, align 16
  %v104 = getelementptr i8, ptr addrspace(1) %v81, i64 %v93
  %v105 = load <4 x i32>, ptr addrspace(1) %v104, align 16
  %v106 = getelementptr i8, ptr addrspace(1) %v73, i64 %v95
  %v107 = load <4 x i32>, ptr addrspace(1) %v106, align 16
  %v108 = getelementptr i8, ptr addrspace(1) %v81, i64 %v95
  %v109 = load <4 x i32>, ptr addrspace(1) %v108, align 16
  %v110 = getelementptr i8, ptr addrspace(1) %v73, i64 %v97
  %v111 = load <4 x i32>, ptr addrspace(1) %v110, align 16
  %v112 = getelementptr i8, ptr addrspace(1) %v81, i64 %v97
  %v113 = load <4 x i32>, ptr addrspace(1) %v112, align 16
  %v114 = extractelement <4 x i32> %v99, i32 0
  %v115 = extractelement <4 x i32> %v101, i32 0
  %v116 = bitcast i32 %v114 to float
  %v117 = bitcast i32 %v115 to float
  %v118 = fadd float %v116, %v117
  %v119 = bitcast float %v118 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v119, i32 0
  %v120 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v121 = extractelement <4 x i32> %v99, i32 1
  %v122 = extractelement <4 x i32> %v101, i32 1
  %v123 = bitcast i32 %v121 to float
  %v124 = bitcast i32 %v122 to float
  %v125 = fadd float %v123, %v124
  %v126 = bitcast float %v125 to i32
  %v127 = insertelement <4 x i32> %v120, i32 %v126, i32 1
  %v128 = extractelement <4 x i32> %v99, i32 2
  %v129 = extractelement <4 x i32> %v101, i32 2
  %v130 = bitcast i32 %v128 to float
  %v131 = bitcast i32 %v129 to float
  %v132 = fadd float %v130, %v131
  %v133 = bitcast float %v132 to i32
  %v134 = insertelement <4 x i32> %v127, i32 %v133, i32 2
  %v135 = extractelement <4 x i32> %v99, i32 3
  %v136 = extractelement <4 x i32> %v101, i32 3
  %v137 = bitcast i32 %v135 to float
  %v138 = bitcast i32 %v136 to float
  %v139 = fadd float %v137, %v138
  %v140 = bitcast float %v139 to i32
  %v141 = insertelement <4 x i32> %v134, i32 %v140, i32 3
  %v142 = getelementptr i8, ptr addrspace(1) %p3, i64 %v91
  store <4 x i32> %v141, ptr addrspace(1) %v142, align 16
  %v143 = extractelement <4 x i32> %v103, i32 0
  %v144 = extractelement <4 x i32> %v105, i32 0
  %v145 = bitcast i32 %v143 to float
  %v146 = bitcast i32 %v144 to float
  %v147 = fadd float %v145, %v146
  %v148 = bitcast float %v147 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v148, i32 0
  %v149 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v150 = extractelement <4 x i32> %v103, i32 1
  %v151 = extractelement <4 x i32> %v105, i32 1
  %v152 = bitcast i32 %v150 to float
  %v153 = bitcast i32 %v151 to float
  %v154 = fadd float %v152, %v153
  %v155 = bitcast float %v154 to i32
  %v156 = insertelement <4 x i32> %v149, i32 %v155, i32 1
  %v157 = extractelement <4 x i32> %v103, i32 2
  %v158 = extractelement <4 x i32> %v105, i32 2
  %v159 = bitcast i32 %v157 to float
  %v160 = bitcast i32 %v158 to float
  %v161 = fadd float %v159, %v160
  %v162 = bitcast float %v161 to i32
  %v163 = insertelement <4 x i32> %v156, i32 %v162, i32 2
  %v164 = extractelement <4 x i32> %v103, i32 3
  %v165 = extractelement <4 x i32> %v105, i32 3
  %v166 = bitcast i32 %v164 to float
  %v167 = bitcast i32 %v165 to float
  %v168 = fadd float %v166, %v167
  %v169 = bitcast float %v168 to i32
  %v170 = insertelement <4 x i32> %v163, i32 %v169, i32 3
  %v171 = getelementptr i8, ptr addrspace(1) %p3, i64 %v93
  store <4 x i32> %v170, ptr addrspace(1) %v171, align 16
  %v172 = extractelement <4 x i32> %v107, i32 0
  %v173 = extractelement <4 x i32> %v109, i32 0
  %v174 = bitcast i32 %v172 to float
  %v175 = bitcast i32 %v173 to float
  %v176 = fadd float %v174, %v175
  %v177 = bitcast float %v176 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v177, i32 0
  %v178 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v179 = extractelement <4 x i32> %v107, i32 1
  %v180 = extractelement <4 x i32> %v109, i32 1
  %v181 = bitcast i32 %v179 to float
  %v182 = bitcast i32 %v180 to float
  %v183 = fadd float %v181, %v182
  %v184 = bitcast float %v183 to i32
  %v185 = insertelement <4 x i32> %v178, i32 %v184, i32 1
  %v186 = extractelement <4 x i32> %v107, i32 2
  %v187 = extractelement <4 x i32> %v109, i32 2
  %v188 = bitcast i32 %v186 to float
  %v189 = bitcast i32 %v187 to float
  %v190 = fadd float %v188, %v189
  %v191 = bitcast float %v190 to i32
  %v192 = insertelement <4 x i32> %v185, i32 %v191, i32 2
  %v193 = extractelement <4 x i32> %v107, i32 3
  %v194 = extractelement <4 x i32> %v109, i32 3
  %v195 = bitcast i32 %v193 to float
  %v196 = bitcast i32 %v194 to float
  %v197 = fadd float %v195, %v196
  %v198 = bitcast float %v197 to i32
  %v199 = insertelement <4 x i32> %v192, i32 %v198, i32 3
  %v200 = getelementptr i8, ptr addrspace(1) %p3, i64 %v95
  store <4 x i32> %v199, ptr addrspace(1) %v200, align 16
  %v201 = extractelement <4 x i32> %v111, i32 0
  %v202 = extractelement <4 x i32> %v113, i32 0
  %v203 = bitcast i32 %v201 to float
  %v204 = bitcast i32 %v202 to float
  %v205 = fadd float %v203, %v204
  %v206 = bitcast float %v205 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v206, i32 0
  %v207 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v208 = extractelement <4 x i32> %v111, i32 1
  %v209 = extractelement <4 x i32> %v113, i32 1
  %v210 = bitcast i32 %v208 to float
  %v211 = bitcast i32 %v209 to float
  %v212 = fadd float %v210, %v211
  %v213 = bitcast float %v212 to i32
  %v214 = insertelement <4 x i32> %v207, i32 %v213, i32 1
  %v215 = extractelement <4 x i32> %v111, i32 2
  %v216 = extractelement <4 x i32> %v113, i32 2
  %v217 = bitcast i32 %v215 to float
  %v218 = bitcast i32 %v216 to float
  %v219 = fadd float %v217, %v218
  %v220 = bitcast float %v219 to i32
  %v221 = insertelement <4 x i32> %v214, i32 %v220, i32 2
  %v222 = extractelement <4 x i32> %v111, i32 3
  %v223 = extractelement <4 x i32> %v113, i32 3
  %v224 = bitcast i32 %v222 to float
  %v225 = bitcast i32 %v223 to float
  %v226 = fadd float %v224, %v225
  %v227 = bitcast float %v226 to i32
  %v228 = insertelement <4 x i32> %v221, i32 %v227, i32 3
  %v229 = getelementptr i8, ptr addrspace(1) %p3, i64 %v97
  store <4 x i32> %v228, ptr addrspace(1) %v229, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v88, 2
  br label %for5.head
for5.end:
  ; partial tile: 226 vectors in block 1
  %v231 = icmp eq i32 %v10, 1
  br i1 %v231, label %if6.then, label %if6.end
if6.then:
  %v234 = zext i32 %v9 to i64
  br label %for7.head
for7.head:
  %v235 = phi i64 [ %v234, %if6.then ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v235, 226
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v237 = mul i64 %v235, 16
  %v239 = add i64 16384, %v237
  %v240 = getelementptr i8, ptr addrspace(1) %v73, i64 %v239
  %v241 = load <4 x i32>, ptr addrspace(1) %v240, align 16
  %v242 = getelementptr i8, ptr addrspace(1) %v81, i64 %v239
  %v243 = load <4 x i32>, ptr addrspace(1) %v242, align 16
  %v244 = extractelement <4 x i32> %v241, i32 0
  %v245 = extractelement <4 x i32> %v243, i32 0
  %v246 = bitcast i32 %v244 to float
  %v247 = bitcast i32 %v245 to float
  %v248 = fadd float %v246, %v247
  %v249 = bitcast float %v248 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v249, i32 0
  %v250 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v251 = extractelement <4 x i32> %v241, i32 1
  %v252 = extractelement <4 x i32> %v243, i32 1
  %v253 = bitcast i32 %v251 to float
  %v254 = bitcast i32 %v252 to float
  %v255 = fadd float %v253, %v254
  %v256 = bitcast float %v255 to i32
  %v257 = insertelement <4 x i32> %v250, i32 %v256, i32 1
  %v258 = extractelement <4 x i32> %v241, i32 2
  %v259 = extractelement <4 x i32> %v243, i32 2
  %v260 = bitcast i32 %v258 to float
  %v261 = bitcast i32 %v259 to float
  %v262 = fadd float %v260, %v261
  %v263 = bitcast float %v262 to i32
  %v264 = insertelement <4 x i32> %v257, i32 %v263, i32 2
  %v265 = extractelement <4 x i32> %v241, i32 3
  %v266 = extractelement <4 x i32> %v243, i32 3
  %v267 = bitcast i32 %v265 to float
  %v268 = bitcast i32 %v266 to float
  %v269 = fadd float %v267, %v268
  %v270 = bitcast float %v269 to i32
  %v271 = insertelement <4 x i32> %v264, i32 %v270, i32 3
  %v272 = getelementptr i8, ptr addrspace(1) %p3, i64 %v239
  store <4 x i32> %v271, ptr addrspace(1) %v272, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v235, 256
  br label %for7.head
for7.end:
  br label %if6.end
if6.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v274 = icmp ult i32 %v9, 2
  br i1 %v274, label %if8.then, label %if8.end
if8.then:
  %v276 = add i32 %p1, %v9
  %v277 = sub i32 %v276, 2
  %v278 = icmp uge i32 %v276, 2
  %v279 = select i1 %v278, i32 %v277, i32 %v276
  %v280 = mul i32 %v10, 2
  %v282 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v283 = add i32 %v280, %p1
  %v284 = add i32 %v280, %v279
  %v286 = zext i32 %v283 to i64
  %v287 = mul i64 %v286, 4
  %v288 = zext i32 %v284 to i64
  %v289 = mul i64 %v288, 4
  %v290 = getelementptr i8, ptr addrspace(1) %v282, i64 %v287
  %v292 = zext i32 %v279 to i64
  %v293 = mul i64 %v292, 8
  %v294 = getelementptr i8, ptr addrspace(1) %p0, i64 %v293
  %v295 = load i64, ptr addrspace(1) %v294, align 8
  %v296 = sub i64 %v295, %v15
  %v297 = getelementptr i8, ptr addrspace(1) %v290, i64 %v296
  %v299 = atomicrmw add ptr addrspace(1) %v297, i32 1 release, align 4
  %v301 = add i32 %v299, 1
  %v302 = getelementptr i8, ptr addrspace(1) %v282, i64 %v289
  %t7 = call i64 @llvm.amdgcn.s.memrealtime()
  %v305 = mul i64 %t7, 10
  %v306 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v306, ptr addrspace(5) %var2, align 4
  br label %while9.cond
while9.cond:
  %v307 = load i32, ptr addrspace(5) %var2, align 4
  %v308 = icmp eq i32 %v307, 0
  br i1 %v308, label %while9.body, label %while9.end
while9.body:
  %v309 = load atomic i32, ptr addrspace(1) %v302 acquire, align 4
  %v311 = sub i32 %v309, %v301
  %v312 = icmp sge i32 %v311, 0
  %t8 = call i64 @llvm.amdgcn.s.memrealtime()
  %v313 = mul i64 %t8, 10
  %v314 = sub i64 %v313, %v305
  %v315 = icmp ugt i64 %v314, %p6
  %v316 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v317 = icmp ne i32 %v316, 0
  %v318 = or i1 %v315, %v317
  br i1 %v312, label %if10.then, label %if10.else
if10.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if10.end
if10.else:
  br i1 %v318, label %if11.then, label %if11.end
if11.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if11.end
if11.end:
  br label %if10.end
if10.end:
  br label %while9.cond
while9.end:
  br label %if8.end
if8.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
