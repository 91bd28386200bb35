; kernel cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g62_bar_full_stage_gfx942: 256 threads per block, grid 62
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g62_bar_full_stage_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 2 %p2, ptr addrspace(1) nocapture align 2 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %var0 = alloca i32, align 4, addrspace(5)
  %var1 = alloca i32, align 4, addrspace(5)
  %var2 = alloca i32, align 4, addrspace(5)
  %var3 = alloca i32, align 4, addrspace(5)
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  ; stage the input through the workspace
  %v21 = zext i32 %v11 to i64
  %v22 = mul i64 %v21, 2
  ; 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v25 = zext i32 %v12 to i64
  br label %for0.head
for0.head:
  %v26 = phi i64 [ %v25, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v26, 1953
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v28 = mul i64 %v26, 1024
  %v29 = add i64 %v22, %v28
  %v31 = add i64 %v29, 512
  %v32 = getelementptr i8, ptr addrspace(1) %p2, i64 %v29
  %v33 = load i16, ptr addrspace(1) %v32, align 2
  %v34 = getelementptr i8, ptr addrspace(1) %p2, i64 %v31
  %v35 = load i16, ptr addrspace(1) %v34, align 2
  %v36 = getelementptr i8, ptr addrspace(1) %p7, i64 %v29
  store i16 %v33, ptr addrspace(1) %v36, align 2
  %v37 = getelementptr i8, ptr addrspace(1) %p7, i64 %v31
  store i16 %v35, ptr addrspace(1) %v37, align 2
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v26, 62
  br label %for0.head
for0.end:
  ; partial tile: 67 vectors in block 31
  %v39 = icmp eq i32 %v12, 31
  br i1 %v39, label %if1.then, label %if1.end
if1.then:
  %v42 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v43 = phi i64 [ %v42, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v43, 67
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v45 = mul i64 %v43, 2
  %v47 = add i64 1999872, %v45
  %v48 = getelementptr i8, ptr addrspace(1) %p2, i64 %v47
  %v49 = load i16, ptr addrspace(1) %v48, align 2
  %v50 = getelementptr i8, ptr addrspace(1) %p7, i64 %v47
  store i16 %v49, ptr addrspace(1) %v50, align 2
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v43, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  ; grid barrier: all blocks of this rank
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v52 = icmp eq i32 %v11, 0
  br i1 %v52, label %if3.then, label %if3.end
if3.then:
  %v54 = getelementptr i8, ptr addrspace(1) %p4, i64 0
  %v56 = icmp eq i32 %v12, 0
  %v59 = select i1 %v56, i64 1987, i64 1
  fence syncscope("agent") release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v60 = atomicrmw add ptr addrspace(1) %v54, i64 %v59 syncscope("agent") acquire, align 8
  %v63 = lshr i64 %v60, 11
  %v64 = add i64 %v63, 1
  %v65 = shl i64 %v64, 11
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v68 = mul i64 %t0, 10
  %v69 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v69, ptr addrspace(5) %var1, align 4
  br label %while4.cond
while4.cond:
  %v70 = load i32, ptr addrspace(5) %var1, align 4
  %v71 = icmp eq i32 %v70, 0
  br i1 %v71, label %while4.body, label %while4.end
while4.body:
  %v72 = load atomic i64, ptr addrspace(1) %v54 syncscope("agent") monotonic, align 8
  %v74 = sub i64 %v72, %v65
  %v75 = icmp sge i64 %v74, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v76 = mul i64 %t1, 10
  %v77 = sub i64 %v76, %v68
  %v78 = icmp ugt i64 %v77, %p6
  %v79 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v80 = icmp ne i32 %v79, 0
  %v81 = or i1 %v78, %v80
  br i1 %v75, label %if5.then, label %if5.else
if5.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if5.end
if5.else:
  br i1 %v81, label %if6.then, label %if6.end
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
  fence syncscope("agent") acquire
  br label %if3.end
if3.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; start: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v84 = icmp ult i32 %v11, 4
  br i1 %v84, label %if7.then, label %if7.end
if7.then:
  %v86 = add i32 %p1, %v11
  %v87 = sub i32 %v86, 4
  %v88 = icmp uge i32 %v86, 4
  %v89 = select i1 %v88, i32 %v87, i32 %v86
  %v90 = mul i32 %v12, 4
  %v92 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v93 = add i32 %v90, %p1
  %v94 = add i32 %v90, %v89
  %v96 = zext i32 %v93 to i64
  %v97 = mul i64 %v96, 4
  %v98 = zext i32 %v94 to i64
  %v99 = mul i64 %v98, 4
  %v100 = getelementptr i8, ptr addrspace(1) %v92, i64 %v97
  %v102 = zext i32 %v89 to i64
  %v103 = mul i64 %v102, 8
  %v104 = getelementptr i8, ptr addrspace(1) %p0, i64 %v103
  %v105 = load i64, ptr addrspace(1) %v104, align 8
  %v106 = sub i64 %v105, %v17
  %v107 = getelementptr i8, ptr addrspace(1) %v100, i64 %v106
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v109 = atomicrmw add ptr addrspace(1) %v107, i32 1 monotonic, align 4
  %v111 = add i32 %v109, 1
  %v112 = getelementptr i8, ptr addrspace(1) %v92, i64 %v99
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v115 = mul i64 %t2, 10
  %v116 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v116, ptr addrspace(5) %var2, align 4
  br label %while8.cond
while8.cond:
  %v117 = load i32, ptr addrspace(5) %var2, align 4
  %v118 = icmp eq i32 %v117, 0
  br i1 %v118, label %while8.body, label %while8.end
while8.body:
  %v119 = load atomic i32, ptr addrspace(1) %v112 monotonic, align 4
  %v121 = sub i32 %v119, %v111
  %v122 = icmp sge i32 %v121, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v123 = mul i64 %t3, 10
  %v124 = sub i64 %v123, %v115
  %v125 = icmp ugt i64 %v124, %p6
  %v126 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v127 = icmp ne i32 %v126, 0
  %v128 = or i1 %v125, %v127
  br i1 %v122, label %if9.then, label %if9.else
if9.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if9.end
if9.else:
  br i1 %v128, label %if10.then, label %if10.end
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
  fence acquire
  br label %if7.end
if7.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v132 = zext i32 0 to i64
  %v133 = mul i64 %v132, 8
  %v134 = getelementptr i8, ptr addrspace(1) %p0, i64 %v133
  %v135 = load i64, ptr addrspace(1) %v134, align 8
  %v136 = sub i64 %v135, %v17
  %v137 = getelementptr i8, ptr addrspace(1) %p7, i64 %v136
  %v140 = zext i32 1 to i64
  %v141 = mul i64 %v140, 8
  %v142 = getelementptr i8, ptr addrspace(1) %p0, i64 %v141
  %v143 = load i64, ptr addrspace(1) %v142, align 8
  %v144 = sub i64 %v143, %v17
  %v145 = getelementptr i8, ptr addrspace(1) %p7, i64 %v144
  %v148 = zext i32 2 to i64
  %v149 = mul i64 %v148, 8
  %v150 = getelementptr i8, ptr addrspace(1) %p0, i64 %v149
  %v151 = load i64, ptr addrspace(1) %v150, align 8
  %v152 = sub i64 %v151, %v17
  %v153 = getelementptr i8, ptr addrspace(1) %p7, i64 %v152
  %v156 = zext i32 3 to i64
  %v157 = mul i64 %v156, 8
  %v158 = getelementptr i8, ptr addrspace(1) %p0, i64 %v157
  %v159 = load i64, ptr addrspace(1) %v158, align 8
  %v160 = sub i64 %v159, %v17
  %v161 = getelementptr i8, ptr addrspace(1) %p7, i64 %v160
  %v164 = zext i32 0 to i64
  %v165 = mul i64 %v164, 8
  %v166 = getelementptr i8, ptr addrspace(1) %p0, i64 %v165
  %v167 = load i64, ptr addrspace(1) %v166, align 8
  %v168 = sub i64 %v167, %v17
  %v169 = getelementptr i8, ptr addrspace(1) %p3, i64 %v168
  %v172 = zext i32 1 to i64
  %v173 = mul i64 %v172, 8
  %v174 = getelementptr i8, ptr addrspace(1) %p0, i64 %v173
  %v175 = load i64, ptr addrspace(1) %v174, align 8
  %v176 = sub i64 %v175, %v17
  %v177 = getelementptr i8, ptr addrspace(1) %p3, i64 %v176
  %v180 = zext i32 2 to i64
  %v181 = mul i64 %v180, 8
  %v182 = getelementptr i8, ptr addrspace(1) %p0, i64 %v181
  %v183 = load i64, ptr addrspace(1) %v182, align 8
  %v184 = sub i64 %v183, %v17
  %v185 = getelementptr i8, ptr addrspace(1) %p3, i64 %v184
  %v188 = zext i32 3 to i64
  %v189 = mul i64 %v188, 8
  %v190 = getelementptr i8, ptr addrspace(1) %p0, i64 %v189
  %v191 = load i64, ptr addrspace(1) %v190, align 8
  %v192 = sub i64 %v191, %v17
  %v193 = getelementptr i8, ptr addrspace(1) %p3, i64 %v192
  %v194 = zext i32 %p1 to i64
  %v196 = mul i64 %v194, 500000
  %v197 = getelementptr i8, ptr addrspace(1) %v137, i64 %v196
  %v198 = zext i32 %p1 to i64
  %v200 = mul i64 %v198, 500000
  %v201 = getelementptr i8, ptr addrspace(1) %v169, i64 %v200
  %v202 = zext i32 %p1 to i64
  %v204 = mul i64 %v202, 500000
  %v205 = getelementptr i8, ptr addrspace(1) %v145, i64 %v204
  %v206 = zext i32 %p1 to i64
  %v208 = mul i64 %v206, 500000
  %v209 = getelementptr i8, ptr addrspace(1) %v177, i64 %v208
  %v210 = zext i32 %p1 to i64
  %v212 = mul i64 %v210, 500000
  %v213 = getelementptr i8, ptr addrspace(1) %v153, i64 %v212
  %v214 = zext i32 %p1 to i64
  %v216 = mul i64 %v214, 500000
  %v217 = getelementptr i8, ptr addrspace(1) %v185, i64 %v216
  %v218 = zext i32 %p1 to i64
  %v220 = mul i64 %v218, 500000
  %v221 = getelementptr i8, ptr addrspace(1) %v161, i64 %v220
  %v222 = zext i32 %p1 to i64
  %v224 = mul i64 %v222, 500000
  %v225 = getelementptr i8, ptr addrspace(1) %v193, i64 %v224
  %v227 = zext i32 %v11 to i64
  %v228 = mul i64 %v227, 2
  ; 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v231 = zext i32 %v12 to i64
  br label %for11.head
for11.head:
  %v232 = phi i64 [ %v231, %if7.end ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v232, 488
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v234 = mul i64 %v232, 1024
  %v235 = add i64 %v228, %v234
  %v237 = add i64 %v235, 512
  %v238 = getelementptr i8, ptr addrspace(1) %v197, i64 %v235
  %v239 = load i16, ptr addrspace(1) %v238, align 2
  %v240 = getelementptr i8, ptr addrspace(1) %v205, i64 %v235
  %v241 = load i16, ptr addrspace(1) %v240, align 2
  %v242 = getelementptr i8, ptr addrspace(1) %v213, i64 %v235
  %v243 = load i16, ptr addrspace(1) %v242, align 2
  %v244 = getelementptr i8, ptr addrspace(1) %v221, i64 %v235
  %v245 = load i16, ptr addrspace(1) %v244, align 2
  %v246 = getelementptr i8, ptr addrspace(1) %v197, i64 %v237
  %v247 = load i16, ptr addrspace(1) %v246, align 2
  %v248 = getelementptr i8, ptr addrspace(1) %v205, i64 %v237
  %v249 = load i16, ptr addrspace(1) %v248, align 2
  %v250 = getelementptr i8, ptr addrspace(1) %v213, i64 %v237
  %v251 = load i16, ptr addrspace(1) %v250, align 2
  %v252 = getelementptr i8, ptr addrspace(1) %v221, i64 %v237
  %v253 = load i16, ptr addrspace(1) %v252, align 2
  %v254 = bitcast i16 %v239 to half
  %v255 = fpext half %v254 to float
  %v256 = bitcast i16 %v241 to half
  %v257 = fpext half %v256 to float
  %v258 = call float @llvm.maxnum.f32(float %v255, float %v257)
  %v259 = bitcast i16 %v243 to half
  %v260 = fpext half %v259 to float
  %v261 = call float @llvm.maxnum.f32(float %v258, float %v260)
  %v262 = bitcast i16 %v245 to half
  %v263 = fpext half %v262 to float
  %v264 = call float @llvm.maxnum.f32(float %v261, float %v263)
  %v265 = fptrunc float %v264 to half
  %v266 = bitcast half %v265 to i16
  %v267 = getelementptr i8, ptr addrspace(1) %v201, i64 %v235
  store i16 %v266, ptr addrspace(1) %v267, align 2
  %v268 = getelementptr i8, ptr addrspace(1) %v209, i64 %v235
  store i16 %v266, ptr addrspace(1) %v268, align 2
  %v269 = getelementptr i8, ptr addrspace(1) %v217, i64 %v235
  store i16 %v266, ptr addrspace(1) %v269, align 2
  %v270 = getelementptr i8, ptr addrspace(1) %v225, i64 %v235
  store i16 %v266, ptr addrspace(1) %v270, align 2
  %v271 = bitcast i16 %v247 to half
  %v272 = fpext half %v271 to float
  %v273 = bitcast i16 %v249 to half
  %v274 = fpext half %v273 to float
  %v275 = call float @llvm.maxnum.f32(float %v272, float %v274)
  %v276 = bitcast i16 %v251 to half
  %v277 = fpext half %v276 to float
  %v278 = call float @llvm.maxnum.f32(float %v275, float %v277)
  %v279 = bitcast i16 %v253 to half
  %v280 = fpext half %v279 to float
  %v281 = call float @llvm.maxnum.f32(float %v278, float %v280)
  %v282 = fptrunc float %v281 to half
  %v283 = bitcast half %v282 to i16
  %v284 = getelementptr i8, ptr addrspace(1) %v201, i64 %v237
  store i16 %v283, ptr addrspace(1) %v284, align 2
  %v285 = getelementptr i8, ptr addrspace(1) %v209, i64 %v237
  store i16 %v283, ptr addrspace(1) %v285, align 2
  %v286 = getelementptr i8, ptr addrspace(1) %v217, i64 %v237
  store i16 %v283, ptr addrspace(1) %v286, align 2
  %v287 = getelementptr i8, ptr addrspace(1) %v225, i64 %v237
  store i16 %v283, ptr addrspace(1) %v287, align 2
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v232, 62
  br label %for11.head
for11.end:
  ; partial tile: 144 vectors in block 54
  %v289 = icmp eq i32 %v12, 54
  br i1 %v289, label %if12.then, label %if12.end
if12.then:
  %v292 = zext i32 %v11 to i64
  br label %for13.head
for13.head:
  %v293 = phi i64 [ %v292, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v293, 144
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v295 = mul i64 %v293, 2
  %v297 = add i64 499712, %v295
  %v298 = getelementptr i8, ptr addrspace(1) %v197, i64 %v297
  %v299 = load i16, ptr addrspace(1) %v298, align 2
  %v300 = getelementptr i8, ptr addrspace(1) %v205, i64 %v297
  %v301 = load i16, ptr addrspace(1) %v300, align 2
  %v302 = getelementptr i8, ptr addrspace(1) %v213, i64 %v297
  %v303 = load i16, ptr addrspace(1) %v302, align 2
  %v304 = getelementptr i8, ptr addrspace(1) %v221, i64 %v297
  %v305 = load i16, ptr addrspace(1) %v304, align 2
  %v306 = bitcast i16 %v299 to half
  %v307 = fpext half %v306 to float
  %v308 = bitcast i16 %v301 to half
  %v309 = fpext half %v308 to float
  %v310 = call float @llvm.maxnum.f32(float %v307, float %v309)
  %v311 = bitcast i16 %v303 to half
  %v312 = fpext half %v311 to float
  %v313 = call float @llvm.maxnum.f32(float %v310, float %v312)
  %v314 = bitcast i16 %v305 to half
  %v315 = fpext half %v314 to float
  %v316 = call float @llvm.maxnum.f32(float %v313, float %v315)
  %v317 = fptrunc float %v316 to half
  %v318 = bitcast half %v317 to i16
  %v319 = getelementptr i8, ptr addrspace(1) %v201, i64 %v297
  store i16 %v318, ptr addrspace(1) %v319, align 2
  %v320 = getelementptr i8, ptr addrspace(1) %v209, i64 %v297
  store i16 %v318, ptr addrspace(1) %v320, align 2
  %v321 = getelementptr i8, ptr addrspace(1) %v217, i64 %v297
  store i16 %v318, ptr addrspace(1) %v321, align 2
  %v322 = getelementptr i8, ptr addrspace(1) %v225, i64 %v297
  store i16 %v318, ptr addrspace(1) %v322, align 2
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v293, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  %v324 = icmp eq i32 %p1, 3
  br i1 %v324, label %if14.then, label %if14.end
if14.then:
  %v326 = getelementptr i8, ptr addrspace(1) %v137, i64 2000000
  %v327 = getelementptr i8, ptr addrspace(1) %v169, i64 2000000
  %v328 = getelementptr i8, ptr addrspace(1) %v145, i64 2000000
  %v329 = getelementptr i8, ptr addrspace(1) %v177, i64 2000000
  %v330 = getelementptr i8, ptr addrspace(1) %v153, i64 2000000
  %v331 = getelementptr i8, ptr addrspace(1) %v185, i64 2000000
  %v332 = getelementptr i8, ptr addrspace(1) %v161, i64 2000000
  %v333 = getelementptr i8, ptr addrspace(1) %v193, i64 2000000
  %v335 = zext i32 %v11 to i64
  %v336 = mul i64 %v335, 2
  ; partial tile: 3 vectors in block 54
  %v338 = icmp eq i32 %v12, 54
  br i1 %v338, label %if15.then, label %if15.end
if15.then:
  %v341 = zext i32 %v11 to i64
  br label %for16.head
for16.head:
  %v342 = phi i64 [ %v341, %if15.then ], [ %for16.next, %for16.latch ]
  %for16.cond = icmp ult i64 %v342, 3
  br i1 %for16.cond, label %for16.body, label %for16.end
for16.body:
  %v344 = mul i64 %v342, 2
  %v346 = add i64 0, %v344
  %v347 = getelementptr i8, ptr addrspace(1) %v326, i64 %v346
  %v348 = load i16, ptr addrspace(1) %v347, align 2
  %v349 = getelementptr i8, ptr addrspace(1) %v328, i64 %v346
  %v350 = load i16, ptr addrspace(1) %v349, align 2
  %v351 = getelementptr i8, ptr addrspace(1) %v330, i64 %v346
  %v352 = load i16, ptr addrspace(1) %v351, align 2
  %v353 = getelementptr i8, ptr addrspace(1) %v332, i64 %v346
  %v354 = load i16, ptr addrspace(1) %v353, align 2
  %v355 = bitcast i16 %v348 to half
  %v356 = fpext half %v355 to float
  %v357 = bitcast i16 %v350 to half
  %v358 = fpext half %v357 to float
  %v359 = call float @llvm.maxnum.f32(float %v356, float %v358)
  %v360 = bitcast i16 %v352 to half
  %v361 = fpext half %v360 to float
  %v362 = call float @llvm.maxnum.f32(float %v359, float %v361)
  %v363 = bitcast i16 %v354 to half
  %v364 = fpext half %v363 to float
  %v365 = call float @llvm.maxnum.f32(float %v362, float %v364)
  %v366 = fptrunc float %v365 to half
  %v367 = bitcast half %v366 to i16
  %v368 = getelementptr i8, ptr addrspace(1) %v327, i64 %v346
  store i16 %v367, ptr addrspace(1) %v368, align 2
  %v369 = getelementptr i8, ptr addrspace(1) %v329, i64 %v346
  store i16 %v367, ptr addrspace(1) %v369, align 2
  %v370 = getelementptr i8, ptr addrspace(1) %v331, i64 %v346
  store i16 %v367, ptr addrspace(1) %v370, align 2
  %v371 = getelementptr i8, ptr addrspace(1) %v333, i64 %v346
  store i16 %v367, ptr addrspace(1) %v371, align 2
  br label %for16.latch
for16.latch:
  %for16.next = add i64 %v342, 256
  br label %for16.head
for16.end:
  br label %if15.end
if15.end:
  br label %if14.end
if14.end:
  ; end: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v373 = icmp ult i32 %v11, 4
  br i1 %v373, label %if17.then, label %if17.end
if17.then:
  %v375 = add i32 %p1, %v11
  %v376 = sub i32 %v375, 4
  %v377 = icmp uge i32 %v375, 4
  %v378 = select i1 %v377, i32 %v376, i32 %v375
  %v379 = mul i32 %v12, 4
  %v381 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v382 = add i32 %v379, %p1
  %v383 = add i32 %v379, %v378
  %v385 = zext i32 %v382 to i64
  %v386 = mul i64 %v385, 4
  %v387 = zext i32 %v383 to i64
  %v388 = mul i64 %v387, 4
  %v389 = getelementptr i8, ptr addrspace(1) %v381, i64 %v386
  %v391 = zext i32 %v378 to i64
  %v392 = mul i64 %v391, 8
  %v393 = getelementptr i8, ptr addrspace(1) %p0, i64 %v392
  %v394 = load i64, ptr addrspace(1) %v393, align 8
  %v395 = sub i64 %v394, %v17
  %v396 = getelementptr i8, ptr addrspace(1) %v389, i64 %v395
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v398 = atomicrmw add ptr addrspace(1) %v396, i32 1 monotonic, align 4
  %v400 = add i32 %v398, 1
  %v401 = getelementptr i8, ptr addrspace(1) %v381, i64 %v388
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v404 = mul i64 %t4, 10
  %v405 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v405, ptr addrspace(5) %var3, align 4
  br label %while18.cond
while18.cond:
  %v406 = load i32, ptr addrspace(5) %var3, align 4
  %v407 = icmp eq i32 %v406, 0
  br i1 %v407, label %while18.body, label %while18.end
while18.body:
  %v408 = load atomic i32, ptr addrspace(1) %v401 monotonic, align 4
  %v410 = sub i32 %v408, %v400
  %v411 = icmp sge i32 %v410, 0
  %t5 = call i64 @llvm.amdgcn.s.memrealtime()
  %v412 = mul i64 %t5, 10
  %v413 = sub i64 %v412, %v404
  %v414 = icmp ugt i64 %v413, %p6
  %v415 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v416 = icmp ne i32 %v415, 0
  %v417 = or i1 %v414, %v416
  br i1 %v411, label %if19.then, label %if19.else
if19.then:
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if19.end
if19.else:
  br i1 %v417, label %if20.then, label %if20.end
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
  fence acquire
  br label %if17.end
if17.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()
declare float @llvm.maxnum.f32(float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
