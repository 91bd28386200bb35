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
  %v50 = icmp eq i32 %v9, 0
  br i1 %v50, label %if3.then, label %if3.end
if3.then:
  %v52 = getelementptr i8, ptr addrspace(1) %p4, i64 0
  %v54 = atomicrmw add ptr addrspace(1) %v52, i64 1 syncscope("agent") acq_rel, align 8
  %v56 = udiv i64 %v54, 32
  %v57 = add i64 %v56, 1
  %v58 = mul i64 %v57, 32
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v61 = mul i64 %t0, 10
  %v62 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v62, ptr addrspace(5) %var1, align 4
  br label %while4.cond
while4.cond:
  %v63 = load i32, ptr addrspace(5) %var1, align 4
  %v64 = icmp eq i32 %v63, 0
  br i1 %v64, label %while4.body, label %while4.end
while4.body:
  %v65 = load atomic i64, ptr addrspace(1) %v52 syncscope("agent") acquire, align 8
  %v67 = sub i64 %v65, %v58
  %v68 = icmp sge i64 %v67, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v69 = mul i64 %t1, 10
  %v70 = sub i64 %v69, %v61
  %v71 = icmp ugt i64 %v70, %p6
  %v72 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v73 = icmp ne i32 %v72, 0
  %v74 = or i1 %v71, %v73
  br i1 %v68, label %if5.then, label %if5.else
if5.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if5.end
if5.else:
  br i1 %v74, label %if6.then, label %if6.end
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
  %v77 = icmp ult i32 %v9, 4
  br i1 %v77, label %if7.then, label %if7.end
if7.then:
  %v79 = add i32 %p1, %v9
  %v80 = sub i32 %v79, 4
  %v81 = icmp uge i32 %v79, 4
  %v82 = select i1 %v81, i32 %v80, i32 %v79
  %v83 = mul i32 %v10, 4
  %v85 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v86 = add i32 %v83, %p1
  %v87 = add i32 %v83, %v82
  %v89 = zext i32 %v86 to i64
  %v90 = mul i64 %v89, 4
  %v91 = zext i32 %v87 to i64
  %v92 = mul i64 %v91, 4
  %v93 = getelementptr i8, ptr addrspace(1) %v85, i64 %v90
  %v95 = zext i32 %v82 to i64
  %v96 = mul i64 %v95, 8
  %v97 = getelementptr i8, ptr addrspace(1) %p0, i64 %v96
  %v98 = load i64, ptr addrspace(1) %v97, align 8
  %v99 = sub i64 %v98, %v15
  %v100 = getelementptr i8, ptr addrspace(1) %v93, i64 %v99
  %v102 = atomicrmw add ptr addrspace(1) %v100, i32 1 release, align 4
  %v104 = add i32 %v102, 1
  %v105 = getelementptr i8, ptr addrspace(1) %v85, i64 %v92
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v108 = mul i64 %t2, 10
  %v109 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v109, ptr addrspace(5) %var2, align 4
  br label %while8.cond
while8.cond:
  %v110 = load i32, ptr addrspace(5) %var2, align 4
  %v111 = icmp eq i32 %v110, 0
  br i1 %v111, label %while8.body, label %while8.end
while8.body:
  %v112 = load atomic i32, ptr addrspace(1) %v105 acquire, align 4
  %v114 = sub i32 %v112, %v104
  %v115 = icmp sge i32 %v114, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v116 = mul i64 %t3, 10
  %v117 = sub i64 %v116, %v108
  %v118 = icmp ugt i64 %v117, %p6
  %v119 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v120 = icmp ne i32 %v119, 0
  %v121 = or i1 %v118, %v120
  br i1 %v115, label %if9.then, label %if9.else
if9.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if9.end
if9.else:
  br i1 %v121, label %if10.then, label %if10.end
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
  %v125 = zext i32 0 to i64
  %v126 = mul i64 %v125, 8
  %v127 = getelementptr i8, ptr addrspace(1) %p0, i64 %v126
  %v128 = load i64, ptr addrspace(1) %v127, align 8
  %v129 = sub i64 %v128, %v15
  %v130 = getelementptr i8, ptr addrspace(1) %p7, i64 %v129
  %v133 = zext i32 1 to i64
  %v134 = mul i64 %v133, 8
  %v135 = getelementptr i8, ptr addrspace(1) %p0, i64 %v134
  %v136 = load i64, ptr addrspace(1) %v135, align 8
  %v137 = sub i64 %v136, %v15
  %v138 = getelementptr i8, ptr addrspace(1) %p7, i64 %v137
  %v141 = zext i32 2 to i64
  %v142 = mul i64 %v141, 8
  %v143 = getelementptr i8, ptr addrspace(1) %p0, i64 %v142
  %v144 = load i64, ptr addrspace(1) %v143, align 8
  %v145 = sub i64 %v144, %v15
  %v146 = getelementptr i8, ptr addrspace(1) %p7, i64 %v145
  %v149 = zext i32 3 to i64
  %v150 = mul i64 %v149, 8
  %v151 = getelementptr i8, ptr addrspace(1) %p0, i64 %v150
  %v152 = load i64, ptr addrspace(1) %v151, align 8
  %v153 = sub i64 %v152, %v15
  %v154 = getelementptr i8, ptr addrspace(1) %p7, i64 %v153
  %v157 = zext i32 0 to i64
  %v158 = mul i64 %v157, 8
  %v159 = getelementptr i8, ptr addrspace(1) %p0, i64 %v158
  %v160 = load i64, ptr addrspace(1) %v159, align 8
  %v161 = sub i64 %v160, %v15
  %v162 = getelementptr i8, ptr addrspace(1) %p3, i64 %v161
  %v165 = zext i32 1 to i64
  %v166 = mul i64 %v165, 8
  %v167 = getelementptr i8, ptr addrspace(1) %p0, i64 %v166
  %v168 = load i64, ptr addrspace(1) %v167, align 8
  %v169 = sub i64 %v168, %v15
  %v170 = getelementptr i8, ptr addrspace(1) %p3, i64 %v169
  %v173 = zext i32 2 to i64
  %v174 = mul i64 %v173, 8
  %v175 = getelementptr i8, ptr addrspace(1) %p0, i64 %v174
  %v176 = load i64, ptr addrspace(1) %v175, align 8
  %v177 = sub i64 %v176, %v15
  %v178 = getelementptr i8, ptr addrspace(1) %p3, i64 %v177
  %v181 = zext i32 3 to i64
  %v182 = mul i64 %v181, 8
  %v183 = getelementptr i8, ptr addrspace(1) %p0, i64 %v182
  %v184 = load i64, ptr addrspace(1) %v183, align 8
  %v185 = sub i64 %v184, %v15
  %v186 = getelementptr i8, ptr addrspace(1) %p3, i64 %v185
  %v187 = zext i32 %p1 to i64
  %v189 = mul i64 %v187, 500000
  %v190 = getelementptr i8, ptr addrspace(1) %v130, i64 %v189
  %v191 = zext i32 %p1 to i64
  %v193 = mul i64 %v191, 500000
  %v194 = getelementptr i8, ptr addrspace(1) %v162, i64 %v193
  %v195 = zext i32 %p1 to i64
  %v197 = mul i64 %v195, 500000
  %v198 = getelementptr i8, ptr addrspace(1) %v138, i64 %v197
  %v199 = zext i32 %p1 to i64
  %v201 = mul i64 %v199, 500000
  %v202 = getelementptr i8, ptr addrspace(1) %v170, i64 %v201
  %v203 = zext i32 %p1 to i64
  %v205 = mul i64 %v203, 500000
  %v206 = getelementptr i8, ptr addrspace(1) %v146, i64 %v205
  %v207 = zext i32 %p1 to i64
  %v209 = mul i64 %v207, 500000
  %v210 = getelementptr i8, ptr addrspace(1) %v178, i64 %v209
  %v211 = zext i32 %p1 to i64
  %v213 = mul i64 %v211, 500000
  %v214 = getelementptr i8, ptr addrspace(1) %v154, i64 %v213
  %v215 = zext i32 %p1 to i64
  %v217 = mul i64 %v215, 500000
  %v218 = getelementptr i8, ptr addrspace(1) %v186, i64 %v217
  %v220 = zext i32 %v9 to i64
  %v221 = mul i64 %v220, 2
  ; 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v224 = zext i32 %v10 to i64
  br label %for11.head
for11.head:
  %v225 = phi i64 [ %v224, %if7.end ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v225, 488
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v227 = mul i64 %v225, 1024
  %v228 = add i64 %v221, %v227
  %v230 = add i64 %v228, 512
  %v231 = getelementptr i8, ptr addrspace(1) %v190, i64 %v228
  %v232 = load i16, ptr addrspace(1) %v231, align 2
  %v233 = getelementptr i8, ptr addrspace(1) %v198, i64 %v228
  %v234 = load i16, ptr addrspace(1) %v233, align 2
  %v235 = getelementptr i8, ptr addrspace(1) %v206, i64 %v228
  %v236 = load i16, ptr addrspace(1) %v235, align 2
  %v237 = getelementptr i8, ptr addrspace(1) %v214, i64 %v228
  %v238 = load i16, ptr addrspace(1) %v237, align 2
  %v239 = getelementptr i8, ptr addrspace(1) %v190, i64 %v230
  %v240 = load i16, ptr addrspace(1) %v239, align 2
  %v241 = getelementptr i8, ptr addrspace(1) %v198, i64 %v230
  %v242 = load i16, ptr addrspace(1) %v241, align 2
  %v243 = getelementptr i8, ptr addrspace(1) %v206, i64 %v230
  %v244 = load i16, ptr addrspace(1) %v243, align 2
  %v245 = getelementptr i8, ptr addrspace(1) %v214, i64 %v230
  %v246 = load i16, ptr addrspace(1) %v245, align 2
  %v247 = bitcast i16 %v232 to half
  %v248 = fpext half %v247 to float
  %v249 = bitcast i16 %v234 to half
  %v250 = fpext half %v249 to float
  %v251 = call float @llvm.maxnum.f32(float %v248, float %v250)
  %v252 = bitcast i16 %v236 to half
  %v253 = fpext half %v252 to float
  %v254 = call float @llvm.maxnum.f32(float %v251, float %v253)
  %v255 = bitcast i16 %v238 to half
  %v256 = fpext half %v255 to float
  %v257 = call float @llvm.maxnum.f32(float %v254, float %v256)
  %v258 = fptrunc float %v257 to half
  %v259 = bitcast half %v258 to i16
  %v260 = getelementptr i8, ptr addrspace(1) %v194, i64 %v228
  store i16 %v259, ptr addrspace(1) %v260, align 2
  %v261 = getelementptr i8, ptr addrspace(1) %v202, i64 %v228
  store i16 %v259, ptr addrspace(1) %v261, align 2
  %v262 = getelementptr i8, ptr addrspace(1) %v210, i64 %v228
  store i16 %v259, ptr addrspace(1) %v262, align 2
  %v263 = getelementptr i8, ptr addrspace(1) %v218, i64 %v228
  store i16 %v259, ptr addrspace(1) %v263, align 2
  %v264 = bitcast i16 %v240 to half
  %v265 = fpext half %v264 to float
  %v266 = bitcast i16 %v242 to half
  %v267 = fpext half %v266 to float
  %v268 = call float @llvm.maxnum.f32(float %v265, float %v267)
  %v269 = bitcast i16 %v244 to half
  %v270 = fpext half %v269 to float
  %v271 = call float @llvm.maxnum.f32(float %v268, float %v270)
  %v272 = bitcast i16 %v246 to half
  %v273 = fpext half %v272 to float
  %v274 = call float @llvm.maxnum.f32(float %v271, float %v273)
  %v275 = fptrunc float %v274 to half
  %v276 = bitcast half %v275 to i16
  %v277 = getelementptr i8, ptr addrspace(1) %v194, i64 %v230
  store i16 %v276, ptr addrspace(1) %v277, align 2
  %v278 = getelementptr i8, ptr addrspace(1) %v202, i64 %v230
  store i16 %v276, ptr addrspace(1) %v278, align 2
  %v279 = getelementptr i8, ptr addrspace(1) %v210, i64 %v230
  store i16 %v276, ptr addrspace(1) %v279, align 2
  %v280 = getelementptr i8, ptr addrspace(1) %v218, i64 %v230
  store i16 %v276, ptr addrspace(1) %v280, align 2
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v225, 32
  br label %for11.head
for11.end:
  ; partial tile: 144 vectors in block 8
  %v282 = icmp eq i32 %v10, 8
  br i1 %v282, label %if12.then, label %if12.end
if12.then:
  %v285 = zext i32 %v9 to i64
  br label %for13.head
for13.head:
  %v286 = phi i64 [ %v285, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v286, 144
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v288 = mul i64 %v286, 2
  %v290 = add i64 499712, %v288
  %v291 = getelementptr i8, ptr addrspace(1) %v190, i64 %v290
  %v292 = load i16, ptr addrspace(1) %v291, align 2
  %v293 = getelementptr i8, ptr addrspace(1) %v198, i64 %v290
  %v294 = load i16, ptr addrspace(1) %v293, align 2
  %v295 = getelementptr i8, ptr addrspace(1) %v206, i64 %v290
  %v296 = load i16, ptr addrspace(1) %v295, align 2
  %v297 = getelementptr i8, ptr addrspace(1) %v214, i64 %v290
  %v298 = load i16, ptr addrspace(1) %v297, align 2
  %v299 = bitcast i16 %v292 to half
  %v300 = fpext half %v299 to float
  %v301 = bitcast i16 %v294 to half
  %v302 = fpext half %v301 to float
  %v303 = call float @llvm.maxnum.f32(float %v300, float %v302)
  %v304 = bitcast i16 %v296 to half
  %v305 = fpext half %v304 to float
  %v306 = call float @llvm.maxnum.f32(float %v303, float %v305)
  %v307 = bitcast i16 %v298 to half
  %v308 = fpext half %v307 to float
  %v309 = call float @llvm.maxnum.f32(float %v306, float %v308)
  %v310 = fptrunc float %v309 to half
  %v311 = bitcast half %v310 to i16
  %v312 = getelementptr i8, ptr addrspace(1) %v194, i64 %v290
  store i16 %v311, ptr addrspace(1) %v312, align 2
  %v313 = getelementptr i8, ptr addrspace(1) %v202, i64 %v290
  store i16 %v311, ptr addrspace(1) %v313, align 2
  %v314 = getelementptr i8, ptr addrspace(1) %v210, i64 %v290
  store i16 %v311, ptr addrspace(1) %v314, align 2
  %v315 = getelementptr i8, ptr addrspace(1) %v218, i64 %v290
  store i16 %v311, ptr addrspace(1) %v315, align 2
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v286, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  %v317 = icmp eq i32 %p1, 3
  br i1 %v317, label %if14.then, label %if14.end
if14.then:
  %v319 = getelementptr i8, ptr addrspace(1) %v130, i64 2000000
  %v320 = getelementptr i8, ptr addrspace(1) %v162, i64 2000000
  %v321 = getelementptr i8, ptr addrspace(1) %v138, i64 2000000
  %v322 = getelementptr i8, ptr addrspace(1) %v170, i64 2000000
  %v323 = getelementptr i8, ptr addrspace(1) %v146, i64 2000000
  %v324 = getelementptr i8, ptr addrspace(1) %v178, i64 2000000
  %v325 = getelementptr i8, ptr addrspace(1) %v154, i64 2000000
  %v326 = getelementptr i8, ptr addrspace(1) %v186, i64 2000000
  %v328 = zext i32 %v9 to i64
  %v329 = mul i64 %v328, 2
  ; partial tile: 3 vectors in block 8
  %v331 = icmp eq i32 %v10, 8
  br i1 %v331, label %if15.then, label %if15.end
if15.then:
  %v334 = zext i32 %v9 to i64
  br label %for16.head
for16.head:
  %v335 = phi i64 [ %v334, %if15.then ], [ %for16.next, %for16.latch ]
  %for16.cond = icmp ult i64 %v335, 3
  br i1 %for16.cond, label %for16.body, label %for16.end
for16.body:
  %v337 = mul i64 %v335, 2
  %v339 = add i64 0, %v337
  %v340 = getelementptr i8, ptr addrspace(1) %v319, i64 %v339
  %v341 = load i16, ptr addrspace(1) %v340, align 2
  %v342 = getelementptr i8, ptr addrspace(1) %v321, i64 %v339
  %v343 = load i16, ptr addrspace(1) %v342, align 2
  %v344 = getelementptr i8, ptr addrspace(1) %v323, i64 %v339
  %v345 = load i16, ptr addrspace(1) %v344, align 2
  %v346 = getelementptr i8, ptr addrspace(1) %v325, i64 %v339
  %v347 = load i16, ptr addrspace(1) %v346, align 2
  %v348 = bitcast i16 %v341 to half
  %v349 = fpext half %v348 to float
  %v350 = bitcast i16 %v343 to half
  %v351 = fpext half %v350 to float
  %v352 = call float @llvm.maxnum.f32(float %v349, float %v351)
  %v353 = bitcast i16 %v345 to half
  %v354 = fpext half %v353 to float
  %v355 = call float @llvm.maxnum.f32(float %v352, float %v354)
  %v356 = bitcast i16 %v347 to half
  %v357 = fpext half %v356 to float
  %v358 = call float @llvm.maxnum.f32(float %v355, float %v357)
  %v359 = fptrunc float %v358 to half
  %v360 = bitcast half %v359 to i16
  %v361 = getelementptr i8, ptr addrspace(1) %v320, i64 %v339
  store i16 %v360, ptr addrspace(1) %v361, align 2
  %v362 = getelementptr i8, ptr addrspace(1) %v322, i64 %v339
  store i16 %v360, ptr addrspace(1) %v362, align 2
  %v363 = getelementptr i8, ptr addrspace(1) %v324, i64 %v339
  store i16 %v360, ptr addrspace(1) %v363, align 2
  %v364 = getelementptr i8, ptr addrspace(1) %v326, i64 %v339
  store i16 %v360, ptr addrspace(1) %v364, align 2
  br label %for16.latch
for16.latch:
  %for16.next = add i64 %v335, 256
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
  %v366 = icmp ult i32 %v9, 4
  br i1 %v366, label %if17.then, label %if17.end
if17.then:
  %v368 = add i32 %p1, %v9
  %v369 = sub i32 %v368, 4
  %v370 = icmp uge i32 %v368, 4
  %v371 = select i1 %v370, i32 %v369, i32 %v368
  %v372 = mul i32 %v10, 4
  %v374 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v375 = add i32 %v372, %p1
  %v376 = add i32 %v372, %v371
  %v378 = zext i32 %v375 to i64
  %v379 = mul i64 %v378, 4
  %v380 = zext i32 %v376 to i64
  %v381 = mul i64 %v380, 4
  %v382 = getelementptr i8, ptr addrspace(1) %v374, i64 %v379
  %v384 = zext i32 %v371 to i64
  %v385 = mul i64 %v384, 8
  %v386 = getelementptr i8, ptr addrspace(1) %p0, i64 %v385
  %v387 = load i64, ptr addrspace(1) %v386, align 8
  %v388 = sub i64 %v387, %v15
  %v389 = getelementptr i8, ptr addrspace(1) %v382, i64 %v388
  %v391 = atomicrmw add ptr addrspace(1) %v389, i32 1 release, align 4
  %v393 = add i32 %v391, 1
  %v394 = getelementptr i8, ptr addrspace(1) %v374, i64 %v381
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v397 = mul i64 %t4, 10
  %v398 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v398, ptr addrspace(5) %var3, align 4
  br label %while18.cond
while18.cond:
  %v399 = load i32, ptr addrspace(5) %var3, align 4
  %v400 = icmp eq i32 %v399, 0
  br i1 %v400, label %while18.body, label %while18.end
while18.body:
  %v401 = load atomic i32, ptr addrspace(1) %v394 acquire, align 4
  %v403 = sub i32 %v401, %v393
  %v404 = icmp sge i32 %v403, 0
  %t5 = call i64 @llvm.amdgcn.s.memrealtime()
  %v405 = mul i64 %t5, 10
  %v406 = sub i64 %v405, %v397
  %v407 = icmp ugt i64 %v406, %p6
  %v408 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v409 = icmp ne i32 %v408, 0
  %v410 = or i1 %v407, %v409
  br i1 %v404, label %if19.then, label %if19.else
if19.then:
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if19.end
if19.else:
  br i1 %v410, label %if20.then, label %if20.end
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
