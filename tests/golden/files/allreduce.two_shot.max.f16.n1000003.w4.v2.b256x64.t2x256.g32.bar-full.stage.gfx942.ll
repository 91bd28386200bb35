; kernel cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g32_bar_full_stage_gfx942: 256 threads per block, grid 32
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g32_bar_full_stage_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 2 %p2, ptr addrspace(1) nocapture align 2 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  %var3 = alloca i32, align 4, addrspace(5)
  %v9 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  ; stage the input through the workspace
  %v18 = zext i32 %v9 to i64
  %v19 = mul i64 %v18, 2
  ; 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v22 = zext i32 %v10 to i64
  br label %for0.head
for0.head:
  %v23 = phi i64 [ %v22, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v23, 1953
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v25 = mul i64 %v23, 1024
  %v26 = add i64 %v19, %v25
  %v28 = add i64 %v26, 512
  %v29 = getelementptr i8, ptr addrspace(1) %p2, i64 %v26
  %v30 = load i16, ptr addrspace(1) %v29, align 2
  %v31 = getelementptr i8, ptr addrspace(1) %p2, i64 %v28
  %v32 = load i16, ptr addrspace(1) %v31, align 2
  %v33 = getelementptr i8, ptr addrspace(1) %p7, i64 %v26
  store i16 %v30, ptr addrspace(1) %v33, align 2
  %v34 = getelementptr i8, ptr addrspace(1) %p7, i64 %v28
  store i16 %v32, ptr addrspace(1) %v34, align 2
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v23, 32
  br label %for0.head
for0.end:
  ; partial tile: 67 vectors in block 1
  %v36 = icmp eq i32 %v10, 1
  br i1 %v36, label %if1.then, label %if1.end
if1.then:
  %v39 = zext i32 %v9 to i64
  br label %for2.head
for2.head:
  %v40 = phi i64 [ %v39, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v40, 67
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v42 = mul i64 %v40, 2
  %v44 = add i64 1999872, %v42
  %v45 = getelementptr i8, ptr addrspace(1) %p2, i64 %v44
  %v46 = load i16, ptr addrspace(1) %v45, align 2
  %v47 = getelementptr i8, ptr addrspace(1) %p7, i64 %v44
  store i16 %v46, ptr addrspace(1) %v47, align 2
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v40, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  ; grid barrier: the 32 blocks of this rank
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v49 = icmp eq i32 %v9, 0
  br i1 %v49, label %if3.then, label %if3.end
if3.then:
  %v51 = getelementptr i8, ptr addrspace(1) %p4, i64 0
  %v53 = icmp eq i32 %v10, 0
  %v56 = select i1 %v53, i64 2017, i64 1
  %v57 = atomicrmw add ptr addrspace(1) %v51, i64 %v56 syncscope("agent") acq_rel, align 8
  %v60 = lshr i64 %v57, 11
  %v61 = add i64 %v60, 1
  %v62 = shl i64 %v61, 11
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v65 = mul i64 %t0, 10
  %v66 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v66, ptr addrspace(5) %var1, align 4
  br label %while4.cond
while4.cond:
  %v67 = load i32, ptr addrspace(5) %var1, align 4
  %v68 = icmp eq i32 %v67, 0
  br i1 %v68, label %while4.body, label %while4.end
while4.body:
  %v69 = load atomic i64, ptr addrspace(1) %v51 syncscope("agent") acquire, align 8
  %v71 = sub i64 %v69, %v62
  %v72 = icmp sge i64 %v71, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v73 = mul i64 %t1, 10
  %v74 = sub i64 %v73, %v65
  %v75 = icmp ugt i64 %v74, %p6
  %v76 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v77 = icmp ne i32 %v76, 0
  %v78 = or i1 %v75, %v77
  br i1 %v72, label %if5.then, label %if5.else
if5.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if5.end
if5.else:
  br i1 %v78, label %if6.then, label %if6.end
if6.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if6.end
if6.end:
  br label %if5.end
if5.end:
  br label %while4.cond
while4.end:
  br label %if3.end
if3.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; start: block barrier across 4 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v81 = icmp ult i32 %v9, 4
  br i1 %v81, label %if7.then, label %if7.end
if7.then:
  %v83 = add i32 %p1, %v9
  %v84 = sub i32 %v83, 4
  %v85 = icmp uge i32 %v83, 4
  %v86 = select i1 %v85, i32 %v84, i32 %v83
  %v87 = mul i32 %v10, 4
  %v89 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v90 = add i32 %v87, %p1
  %v91 = add i32 %v87, %v86
  %v93 = zext i32 %v90 to i64
  %v94 = mul i64 %v93, 4
  %v95 = zext i32 %v91 to i64
  %v96 = mul i64 %v95, 4
  %v97 = getelementptr i8, ptr addrspace(1) %v89, i64 %v94
  %v99 = zext i32 %v86 to i64
  %v100 = mul i64 %v99, 8
  %v101 = getelementptr i8, ptr addrspace(1) %p0, i64 %v100
  %v102 = load i64, ptr addrspace(1) %v101, align 8
  %v103 = sub i64 %v102, %v15
  %v104 = getelementptr i8, ptr addrspace(1) %v97, i64 %v103
  %v106 = atomicrmw add ptr addrspace(1) %v104, i32 1 release, align 4
  %v108 = add i32 %v106, 1
  %v109 = getelementptr i8, ptr addrspace(1) %v89, i64 %v96
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v112 = mul i64 %t2, 10
  %v113 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v113, ptr addrspace(5) %var2, align 4
  br label %while8.cond
while8.cond:
  %v114 = load i32, ptr addrspace(5) %var2, align 4
  %v115 = icmp eq i32 %v114, 0
  br i1 %v115, label %while8.body, label %while8.end
while8.body:
  %v116 = load atomic i32, ptr addrspace(1) %v109 acquire, align 4
  %v118 = sub i32 %v116, %v108
  %v119 = icmp sge i32 %v118, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v120 = mul i64 %t3, 10
  %v121 = sub i64 %v120, %v112
  %v122 = icmp ugt i64 %v121, %p6
  %v123 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v124 = icmp ne i32 %v123, 0
  %v125 = or i1 %v122, %v124
  br i1 %v119, label %if9.then, label %if9.else
if9.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if9.end
if9.else:
  br i1 %v125, label %if10.then, label %if10.end
if10.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if10.end
if10.end:
  br label %if9.end
if9.end:
  br label %while8.cond
while8.end:
  br label %if7.end
if7.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v129 = zext i32 0 to i64
  %v130 = mul i64 %v129, 8
  %v131 = getelementptr i8, ptr addrspace(1) %p0, i64 %v130
  %v132 = load i64, ptr addrspace(1) %v131, align 8
  %v133 = sub i64 %v132, %v15
  %v134 = getelementptr i8, ptr addrspace(1) %p7, i64 %v133
  %v137 = zext i32 1 to i64
  %v138 = mul i64 %v137, 8
  %v139 = getelementptr i8, ptr addrspace(1) %p0, i64 %v138
  %v140 = load i64, ptr addrspace(1) %v139, align 8
  %v141 = sub i64 %v140, %v15
  %v142 = getelementptr i8, ptr addrspace(1) %p7, i64 %v141
  %v145 = zext i32 2 to i64
  %v146 = mul i64 %v145, 8
  %v147 = getelementptr i8, ptr addrspace(1) %p0, i64 %v146
  %v148 = load i64, ptr addrspace(1) %v147, align 8
  %v149 = sub i64 %v148, %v15
  %v150 = getelementptr i8, ptr addrspace(1) %p7, i64 %v149
  %v153 = zext i32 3 to i64
  %v154 = mul i64 %v153, 8
  %v155 = getelementptr i8, ptr addrspace(1) %p0, i64 %v154
  %v156 = load i64, ptr addrspace(1) %v155, align 8
  %v157 = sub i64 %v156, %v15
  %v158 = getelementptr i8, ptr addrspace(1) %p7, i64 %v157
  %v161 = zext i32 0 to i64
  %v162 = mul i64 %v161, 8
  %v163 = getelementptr i8, ptr addrspace(1) %p0, i64 %v162
  %v164 = load i64, ptr addrspace(1) %v163, align 8
  %v165 = sub i64 %v164, %v15
  %v166 = getelementptr i8, ptr addrspace(1) %p3, i64 %v165
  %v169 = zext i32 1 to i64
  %v170 = mul i64 %v169, 8
  %v171 = getelementptr i8, ptr addrspace(1) %p0, i64 %v170
  %v172 = load i64, ptr addrspace(1) %v171, align 8
  %v173 = sub i64 %v172, %v15
  %v174 = getelementptr i8, ptr addrspace(1) %p3, i64 %v173
  %v177 = zext i32 2 to i64
  %v178 = mul i64 %v177, 8
  %v179 = getelementptr i8, ptr addrspace(1) %p0, i64 %v178
  %v180 = load i64, ptr addrspace(1) %v179, align 8
  %v181 = sub i64 %v180, %v15
  %v182 = getelementptr i8, ptr addrspace(1) %p3, i64 %v181
  %v185 = zext i32 3 to i64
  %v186 = mul i64 %v185, 8
  %v187 = getelementptr i8, ptr addrspace(1) %p0, i64 %v186
  %v188 = load i64, ptr addrspace(1) %v187, align 8
  %v189 = sub i64 %v188, %v15
  %v190 = getelementptr i8, ptr addrspace(1) %p3, i64 %v189
  %v191 = zext i32 %p1 to i64
  %v193 = mul i64 %v191, 500000
  %v194 = getelementptr i8, ptr addrspace(1) %v134, i64 %v193
  %v195 = zext i32 %p1 to i64
  %v197 = mul i64 %v195, 500000
  %v198 = getelementptr i8, ptr addrspace(1) %v166, i64 %v197
  %v199 = zext i32 %p1 to i64
  %v201 = mul i64 %v199, 500000
  %v202 = getelementptr i8, ptr addrspace(1) %v142, i64 %v201
  %v203 = zext i32 %p1 to i64
  %v205 = mul i64 %v203, 500000
  %v206 = getelementptr i8, ptr addrspace(1) %v174, i64 %v205
  %v207 = zext i32 %p1 to i64
  %v209 = mul i64 %v207, 500000
  %v210 = getelementptr i8, ptr addrspace(1) %v150, i64 %v209
  %v211 = zext i32 %p1 to i64
  %v213 = mul i64 %v211, 500000
  %v214 = getelementptr i8, ptr addrspace(1) %v182, i64 %v213
  %v215 = zext i32 %p1 to i64
  %v217 = mul i64 %v215, 500000
  %v218 = getelementptr i8, ptr addrspace(1) %v158, i64 %v217
  %v219 = zext i32 %p1 to i64
  %v221 = mul i64 %v219, 500000
  %v222 = getelementptr i8, ptr addrspace(1) %v190, i64 %v221
  %v224 = zext i32 %v9 to i64
  %v225 = mul i64 %v224, 2
  ; 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v228 = zext i32 %v10 to i64
  br label %for11.head
for11.head:
  %v229 = phi i64 [ %v228, %if7.end ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v229, 488
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v231 = mul i64 %v229, 1024
  %v232 = add i64 %v225, %v231
  %v234 = add i64 %v232, 512
  %v235 = getelementptr i8, ptr addrspace(1) %v194, i64 %v232
  %v236 = load i16, ptr addrspace(1) %v235, align 2
  %v237 = getelementptr i8, ptr addrspace(1) %v202, i64 %v232
  %v238 = load i16, ptr addrspace(1) %v237, align 2
  %v239 = getelementptr i8, ptr addrspace(1) %v210, i64 %v232
  %v240 = load i16, ptr addrspace(1) %v239, align 2
  %v241 = getelementptr i8, ptr addrspace(1) %v218, i64 %v232
  %v242 = load i16, ptr addrspace(1) %v241, align 2
  %v243 = getelementptr i8, ptr addrspace(1) %v194, i64 %v234
  %v244 = load i16, ptr addrspace(1) %v243, align 2
  %v245 = getelementptr i8, ptr addrspace(1) %v202, i64 %v234
  %v246 = load i16, ptr addrspace(1) %v245, align 2
  %v247 = getelementptr i8, ptr addrspace(1) %v210, i64 %v234
  %v248 = load i16, ptr addrspace(1) %v247, align 2
  %v249 = getelementptr i8, ptr addrspace(1) %v218, i64 %v234
  %v250 = load i16, ptr addrspace(1) %v249, align 2
  %v251 = bitcast i16 %v236 to half
  %v252 = fpext half %v251 to float
  %v253 = bitcast i16 %v238 to half
  %v254 = fpext half %v253 to float
  %v255 = call float @llvm.maxnum.f32(float %v252, float %v254)
  %v256 = bitcast i16 %v240 to half
  %v257 = fpext half %v256 to float
  %v258 = call float @llvm.maxnum.f32(float %v255, float %v257)
  %v259 = bitcast i16 %v242 to half
  %v260 = fpext half %v259 to float
  %v261 = call float @llvm.maxnum.f32(float %v258, float %v260)
  %v262 = fptrunc float %v261 to half
  %v263 = bitcast half %v262 to i16
  %v264 = getelementptr i8, ptr addrspace(1) %v198, i64 %v232
  store i16 %v263, ptr addrspace(1) %v264, align 2
  %v265 = getelementptr i8, ptr addrspace(1) %v206, i64 %v232
  store i16 %v263, ptr addrspace(1) %v265, align 2
  %v266 = getelementptr i8, ptr addrspace(1) %v214, i64 %v232
  store i16 %v263, ptr addrspace(1) %v266, align 2
  %v267 = getelementptr i8, ptr addrspace(1) %v222, i64 %v232
  store i16 %v263, ptr addrspace(1) %v267, align 2
  %v268 = bitcast i16 %v244 to half
  %v269 = fpext half %v268 to float
  %v270 = bitcast i16 %v246 to half
  %v271 = fpext half %v270 to float
  %v272 = call float @llvm.maxnum.f32(float %v269, float %v271)
  %v273 = bitcast i16 %v248 to half
  %v274 = fpext half %v273 to float
  %v275 = call float @llvm.maxnum.f32(float %v272, float %v274)
  %v276 = bitcast i16 %v250 to half
  %v277 = fpext half %v276 to float
  %v278 = call float @llvm.maxnum.f32(float %v275, float %v277)
  %v279 = fptrunc float %v278 to half
  %v280 = bitcast half %v279 to i16
  %v281 = getelementptr i8, ptr addrspace(1) %v198, i64 %v234
  store i16 %v280, ptr addrspace(1) %v281, align 2
  %v282 = getelementptr i8, ptr addrspace(1) %v206, i64 %v234
  store i16 %v280, ptr addrspace(1) %v282, align 2
  %v283 = getelementptr i8, ptr addrspace(1) %v214, i64 %v234
  store i16 %v280, ptr addrspace(1) %v283, align 2
  %v284 = getelementptr i8, ptr addrspace(1) %v222, i64 %v234
  store i16 %v280, ptr addrspace(1) %v284, align 2
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v229, 32
  br label %for11.head
for11.end:
  ; partial tile: 144 vectors in block 8
  %v286 = icmp eq i32 %v10, 8
  br i1 %v286, label %if12.then, label %if12.end
if12.then:
  %v289 = zext i32 %v9 to i64
  br label %for13.head
for13.head:
  %v290 = phi i64 [ %v289, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v290, 144
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v292 = mul i64 %v290, 2
  %v294 = add i64 499712, %v292
  %v295 = getelementptr i8, ptr addrspace(1) %v194, i64 %v294
  %v296 = load i16, ptr addrspace(1) %v295, align 2
  %v297 = getelementptr i8, ptr addrspace(1) %v202, i64 %v294
  %v298 = load i16, ptr addrspace(1) %v297, align 2
  %v299 = getelementptr i8, ptr addrspace(1) %v210, i64 %v294
  %v300 = load i16, ptr addrspace(1) %v299, align 2
  %v301 = getelementptr i8, ptr addrspace(1) %v218, i64 %v294
  %v302 = load i16, ptr addrspace(1) %v301, align 2
  %v303 = bitcast i16 %v296 to half
  %v304 = fpext half %v303 to float
  %v305 = bitcast i16 %v298 to half
  %v306 = fpext half %v305 to float
  %v307 = call float @llvm.maxnum.f32(float %v304, float %v306)
  %v308 = bitcast i16 %v300 to half
  %v309 = fpext half %v308 to float
  %v310 = call float @llvm.maxnum.f32(float %v307, float %v309)
  %v311 = bitcast i16 %v302 to half
  %v312 = fpext half %v311 to float
  %v313 = call float @llvm.maxnum.f32(float %v310, float %v312)
  %v314 = fptrunc float %v313 to half
  %v315 = bitcast half %v314 to i16
  %v316 = getelementptr i8, ptr addrspace(1) %v198, i64 %v294
  store i16 %v315, ptr addrspace(1) %v316, align 2
  %v317 = getelementptr i8, ptr addrspace(1) %v206, i64 %v294
  store i16 %v315, ptr addrspace(1) %v317, align 2
  %v318 = getelementptr i8, ptr addrspace(1) %v214, i64 %v294
  store i16 %v315, ptr addrspace(1) %v318, align 2
  %v319 = getelementptr i8, ptr addrspace(1) %v222, i64 %v294
  store i16 %v315, ptr addrspace(1) %v319, align 2
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v290, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  %v321 = icmp eq i32 %p1, 3
  br i1 %v321, label %if14.then, label %if14.end
if14.then:
  %v323 = getelementptr i8, ptr addrspace(1) %v134, i64 2000000
  %v324 = getelementptr i8, ptr addrspace(1) %v166, i64 2000000
  %v325 = getelementptr i8, ptr addrspace(1) %v142, i64 2000000
  %v326 = getelementptr i8, ptr addrspace(1) %v174, i64 2000000
  %v327 = getelementptr i8, ptr addrspace(1) %v150, i64 2000000
  %v328 = getelementptr i8, ptr addrspace(1) %v182, i64 2000000
  %v329 = getelementptr i8, ptr addrspace(1) %v158, i64 2000000
  %v330 = getelementptr i8, ptr addrspace(1) %v190, i64 2000000
  %v332 = zext i32 %v9 to i64
  %v333 = mul i64 %v332, 2
  ; partial tile: 3 vectors in block 8
  %v335 = icmp eq i32 %v10, 8
  br i1 %v335, label %if15.then, label %if15.end
if15.then:
  %v338 = zext i32 %v9 to i64
  br label %for16.head
for16.head:
  %v339 = phi i64 [ %v338, %if15.then ], [ %for16.next, %for16.latch ]
  %for16.cond = icmp ult i64 %v339, 3
  br i1 %for16.cond, label %for16.body, label %for16.end
for16.body:
  %v341 = mul i64 %v339, 2
  %v343 = add i64 0, %v341
  %v344 = getelementptr i8, ptr addrspace(1) %v323, i64 %v343
  %v345 = load i16, ptr addrspace(1) %v344, align 2
  %v346 = getelementptr i8, ptr addrspace(1) %v325, i64 %v343
  %v347 = load i16, ptr addrspace(1) %v346, align 2
  %v348 = getelementptr i8, ptr addrspace(1) %v327, i64 %v343
  %v349 = load i16, ptr addrspace(1) %v348, align 2
  %v350 = getelementptr i8, ptr addrspace(1) %v329, i64 %v343
  %v351 = load i16, ptr addrspace(1) %v350, align 2
  %v352 = bitcast i16 %v345 to half
  %v353 = fpext half %v352 to float
  %v354 = bitcast i16 %v347 to half
  %v355 = fpext half %v354 to float
  %v356 = call float @llvm.maxnum.f32(float %v353, float %v355)
  %v357 = bitcast i16 %v349 to half
  %v358 = fpext half %v357 to float
  %v359 = call float @llvm.maxnum.f32(float %v356, float %v358)
  %v360 = bitcast i16 %v351 to half
  %v361 = fpext half %v360 to float
  %v362 = call float @llvm.maxnum.f32(float %v359, float %v361)
  %v363 = fptrunc float %v362 to half
  %v364 = bitcast half %v363 to i16
  %v365 = getelementptr i8, ptr addrspace(1) %v324, i64 %v343
  store i16 %v364, ptr addrspace(1) %v365, align 2
  %v366 = getelementptr i8, ptr addrspace(1) %v326, i64 %v343
  store i16 %v364, ptr addrspace(1) %v366, align 2
  %v367 = getelementptr i8, ptr addrspace(1) %v328, i64 %v343
  store i16 %v364, ptr addrspace(1) %v367, align 2
  %v368 = getelementptr i8, ptr addrspace(1) %v330, i64 %v343
  store i16 %v364, ptr addrspace(1) %v368, align 2
  br label %for16.latch
for16.latch:
  %for16.next = add i64 %v339, 256
  br label %for16.head
for16.end:
  br label %if15.end
if15.end:
  br label %if14.end
if14.end:
  ; end: block barrier across 4 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v370 = icmp ult i32 %v9, 4
  br i1 %v370, label %if17.then, label %if17.end
if17.then:
  %v372 = add i32 %p1, %v9
  %v373 = sub i32 %v372, 4
  %v374 = icmp uge i32 %v372, 4
  %v375 = select i1 %v374, i32 %v373, i32 %v372
  %v376 = mul i32 %v10, 4
  %v378 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v379 = add i32 %v376, %p1
  %v380 = add i32 %v376, %v375
  %v382 = zext i32 %v379 to i64
  %v383 = mul i64 %v382, 4
  %v384 = zext i32 %v380 to i64
  %v385 = mul i64 %v384, 4
  %v386 = getelementptr i8, ptr addrspace(1) %v378, i64 %v383
  %v388 = zext i32 %v375 to i64
  %v389 = mul i64 %v388, 8
  %v390 = getelementptr i8, ptr addrspace(1) %p0, i64 %v389
  %v391 = load i64, ptr addrspace(1) %v390, align 8
  %v392 = sub i64 %v391, %v15
  %v393 = getelementptr i8, ptr addrspace(1) %v386, i64 %v392
  %v395 = atomicrmw add ptr addrspace(1) %v393, i32 1 release, align 4
  %v397 = add i32 %v395, 1
  %v398 = getelementptr i8, ptr addrspace(1) %v378, i64 %v385
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v401 = mul i64 %t4, 10
  %v402 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v402, ptr addrspace(5) %var3, align 4
  br label %while18.cond
while18.cond:
  %v403 = load i32, ptr addrspace(5) %var3, align 4
  %v404 = icmp eq i32 %v403, 0
  br i1 %v404, label %while18.body, label %while18.end
while18.body:
  %v405 = load atomic i32, ptr addrspace(1) %v398 acquire, align 4
  %v407 = sub i32 %v405, %v397
  %v408 = icmp sge i32 %v407, 0
  %t5 = call i64 @llvm.amdgcn.s.memrealtime()
  %v409 = mul i64 %t5, 10
  %v410 = sub i64 %v409, %v401
  %v411 = icmp ugt i64 %v410, %p6
  %v412 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v413 = icmp ne i32 %v412, 0
  %v414 = or i1 %v411, %v413
  br i1 %v408, label %if19.then, label %if19.else
if19.then:
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if19.end
if19.else:
  br i1 %v414, label %if20.then, label %if20.end
if20.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if20.end
if20.end:
  br label %if19.end
if19.end:
  br label %while18.cond
while18.end:
  br label %if17.end
if17.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()
declare float @llvm.maxnum.f32(float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
