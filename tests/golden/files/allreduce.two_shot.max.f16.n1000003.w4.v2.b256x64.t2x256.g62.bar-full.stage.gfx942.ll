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
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  ; all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  ; stage the input through the workspace
  ; 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v21 = mul i32 %v11, 2
  %v24 = zext i32 %v12 to i64
  br label %for0.head
for0.head:
  %v25 = phi i64 [ %v24, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v25, 1953
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v26 = trunc i64 %v25 to i32
  %v28 = mul i32 %v26, 1024
  %v29 = add i32 %v28, %v21
  %v30 = zext i32 %v29 to i64
  %v32 = add i32 %v29, 512
  %v33 = zext i32 %v32 to i64
  %v34 = getelementptr i8, ptr addrspace(1) %p2, i64 %v30
  %v35 = load i16, ptr addrspace(1) %v34, align 2
  %v36 = getelementptr i8, ptr addrspace(1) %p2, i64 %v33
  %v37 = load i16, ptr addrspace(1) %v36, align 2
  %v38 = getelementptr i8, ptr addrspace(1) %p7, i64 %v30
  store i16 %v35, ptr addrspace(1) %v38, align 2
  %v39 = getelementptr i8, ptr addrspace(1) %p7, i64 %v33
  store i16 %v37, ptr addrspace(1) %v39, align 2
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v25, 62
  br label %for0.head
for0.end:
  ; partial tile: 67 vectors in block 31
  %v41 = icmp eq i32 %v12, 31
  br i1 %v41, label %if1.then, label %if1.end
if1.then:
  %v44 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v45 = phi i64 [ %v44, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v45, 67
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v47 = mul i64 %v45, 2
  %v49 = add i64 1999872, %v47
  %v50 = getelementptr i8, ptr addrspace(1) %p2, i64 %v49
  %v51 = load i16, ptr addrspace(1) %v50, align 2
  %v52 = getelementptr i8, ptr addrspace(1) %p7, i64 %v49
  store i16 %v51, ptr addrspace(1) %v52, align 2
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v45, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  ; grid barrier: all blocks of this rank
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v54 = icmp eq i32 %v11, 0
  br i1 %v54, label %if3.then, label %if3.end
if3.then:
  %v56 = getelementptr i8, ptr addrspace(1) %p4, i64 0
  %v58 = icmp eq i32 %v12, 0
  %v61 = select i1 %v58, i64 1987, i64 1
  fence syncscope("agent") release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v62 = atomicrmw add ptr addrspace(1) %v56, i64 %v61 syncscope("agent") acquire, align 8
  %v65 = lshr i64 %v62, 11
  %v66 = add i64 %v65, 1
  %v67 = shl i64 %v66, 11
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v70 = mul i64 %t0, 10
  br label %while4.cond
while4.cond:
  %phi0 = phi i32 [ 0, %if3.then ], [ %phi4, %if5.end ]
  %phi1 = phi i32 [ 0, %if3.then ], [ %phi5, %if5.end ]
  %v73 = icmp eq i32 %phi1, 0
  br i1 %v73, label %while4.body, label %while4.end
while4.body:
  %v74 = load atomic i64, ptr addrspace(1) %v56 syncscope("agent") monotonic, align 8
  %v76 = sub i64 %v74, %v67
  %v77 = icmp sge i64 %v76, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v78 = mul i64 %t1, 10
  %v79 = sub i64 %v78, %v70
  %v80 = icmp ugt i64 %v79, %p6
  %v81 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v82 = icmp ne i32 %v81, 0
  %v83 = or i1 %v80, %v82
  br i1 %v77, label %if5.then, label %if5.else
if5.then:
  br label %if5.end
if5.else:
  br i1 %v83, label %if6.then, label %if6.end
if6.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if6.end
if6.end:
  %phi2 = phi i32 [ 1, %if6.then ], [ %phi0, %if5.else ]
  %phi3 = phi i32 [ 1, %if6.then ], [ %phi1, %if5.else ]
  br label %if5.end
if5.end:
  %phi4 = phi i32 [ %phi0, %if5.then ], [ %phi2, %if6.end ]
  %phi5 = phi i32 [ 1, %if5.then ], [ %phi3, %if6.end ]
  br label %while4.cond
while4.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("agent") acquire
  br label %if3.end
if3.end:
  %phi6 = phi i32 [ %phi0, %while4.end ], [ 0, %if1.end ]
  %phi7 = phi i32 [ %phi1, %while4.end ], [ poison, %if1.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; start: block barrier across 4 ranks
  %v87 = icmp ult i32 %v11, 4
  %v89 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v90 = mul i32 %v12, 4
  %v91 = add i32 %v90, %p1
  %v92 = zext i32 %v91 to i64
  %v93 = mul i64 %v92, 4
  %v94 = getelementptr i8, ptr addrspace(1) %v89, i64 %v93
  br i1 %v87, label %if7.then, label %if7.end
if7.then:
  %v96 = load atomic i32, ptr addrspace(1) %v94 syncscope("agent") monotonic, align 4
  br label %if7.end
if7.end:
  %phi8 = phi i32 [ %v96, %if7.then ], [ 0, %if3.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v87, label %if8.then, label %if8.end
if8.then:
  %v97 = add i32 %p1, %v11
  %v98 = sub i32 %v97, 4
  %v99 = icmp uge i32 %v97, 4
  %v100 = select i1 %v99, i32 %v98, i32 %v97
  %v101 = add i32 %v90, %v100
  %v102 = zext i32 %v101 to i64
  %v103 = mul i64 %v102, 4
  %v106 = add i32 %phi8, 1
  %v108 = zext i32 %v100 to i64
  %v109 = mul i64 %v108, 8
  %v110 = getelementptr i8, ptr addrspace(1) %p0, i64 %v109
  %v111 = load i64, ptr addrspace(1) %v110, align 8
  %v112 = sub i64 %v111, %v17
  %v113 = getelementptr i8, ptr addrspace(1) %v94, i64 %v112
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v106, ptr addrspace(1) %v113 monotonic, align 4
  %v114 = getelementptr i8, ptr addrspace(1) %v89, i64 %v103
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v117 = mul i64 %t2, 10
  br label %while9.cond
while9.cond:
  %phi9 = phi i32 [ %phi6, %if8.then ], [ %phi13, %if10.end ]
  %phi10 = phi i32 [ %phi6, %if8.then ], [ %phi14, %if10.end ]
  %v120 = icmp eq i32 %phi10, 0
  br i1 %v120, label %while9.body, label %while9.end
while9.body:
  %v121 = load atomic i32, ptr addrspace(1) %v114 monotonic, align 4
  %v123 = sub i32 %v121, %v106
  %v124 = icmp sge i32 %v123, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v125 = mul i64 %t3, 10
  %v126 = sub i64 %v125, %v117
  %v127 = icmp ugt i64 %v126, %p6
  %v128 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v129 = icmp ne i32 %v128, 0
  %v130 = or i1 %v127, %v129
  br i1 %v124, label %if10.then, label %if10.else
if10.then:
  br label %if10.end
if10.else:
  br i1 %v130, label %if11.then, label %if11.end
if11.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if11.end
if11.end:
  %phi11 = phi i32 [ 1, %if11.then ], [ %phi9, %if10.else ]
  %phi12 = phi i32 [ 1, %if11.then ], [ %phi10, %if10.else ]
  br label %if10.end
if10.end:
  %phi13 = phi i32 [ %phi9, %if10.then ], [ %phi11, %if11.end ]
  %phi14 = phi i32 [ 1, %if10.then ], [ %phi12, %if11.end ]
  br label %while9.cond
while9.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if8.end
if8.end:
  %phi15 = phi i32 [ %phi9, %while9.end ], [ %phi6, %if7.end ]
  %phi16 = phi i32 [ %phi10, %while9.end ], [ poison, %if7.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v134 = zext i32 0 to i64
  %v135 = mul i64 %v134, 8
  %v136 = getelementptr i8, ptr addrspace(1) %p0, i64 %v135
  %v137 = load i64, ptr addrspace(1) %v136, align 8
  %v138 = sub i64 %v137, %v17
  %v139 = getelementptr i8, ptr addrspace(1) %p7, i64 %v138
  %v142 = zext i32 1 to i64
  %v143 = mul i64 %v142, 8
  %v144 = getelementptr i8, ptr addrspace(1) %p0, i64 %v143
  %v145 = load i64, ptr addrspace(1) %v144, align 8
  %v146 = sub i64 %v145, %v17
  %v147 = getelementptr i8, ptr addrspace(1) %p7, i64 %v146
  %v150 = zext i32 2 to i64
  %v151 = mul i64 %v150, 8
  %v152 = getelementptr i8, ptr addrspace(1) %p0, i64 %v151
  %v153 = load i64, ptr addrspace(1) %v152, align 8
  %v154 = sub i64 %v153, %v17
  %v155 = getelementptr i8, ptr addrspace(1) %p7, i64 %v154
  %v158 = zext i32 3 to i64
  %v159 = mul i64 %v158, 8
  %v160 = getelementptr i8, ptr addrspace(1) %p0, i64 %v159
  %v161 = load i64, ptr addrspace(1) %v160, align 8
  %v162 = sub i64 %v161, %v17
  %v163 = getelementptr i8, ptr addrspace(1) %p7, i64 %v162
  %v166 = zext i32 0 to i64
  %v167 = mul i64 %v166, 8
  %v168 = getelementptr i8, ptr addrspace(1) %p0, i64 %v167
  %v169 = load i64, ptr addrspace(1) %v168, align 8
  %v170 = sub i64 %v169, %v17
  %v171 = getelementptr i8, ptr addrspace(1) %p3, i64 %v170
  %v174 = zext i32 1 to i64
  %v175 = mul i64 %v174, 8
  %v176 = getelementptr i8, ptr addrspace(1) %p0, i64 %v175
  %v177 = load i64, ptr addrspace(1) %v176, align 8
  %v178 = sub i64 %v177, %v17
  %v179 = getelementptr i8, ptr addrspace(1) %p3, i64 %v178
  %v182 = zext i32 2 to i64
  %v183 = mul i64 %v182, 8
  %v184 = getelementptr i8, ptr addrspace(1) %p0, i64 %v183
  %v185 = load i64, ptr addrspace(1) %v184, align 8
  %v186 = sub i64 %v185, %v17
  %v187 = getelementptr i8, ptr addrspace(1) %p3, i64 %v186
  %v190 = zext i32 3 to i64
  %v191 = mul i64 %v190, 8
  %v192 = getelementptr i8, ptr addrspace(1) %p0, i64 %v191
  %v193 = load i64, ptr addrspace(1) %v192, align 8
  %v194 = sub i64 %v193, %v17
  %v195 = getelementptr i8, ptr addrspace(1) %p3, i64 %v194
  %v196 = zext i32 %p1 to i64
  %v198 = mul i64 %v196, 500000
  %v199 = getelementptr i8, ptr addrspace(1) %v139, i64 %v198
  %v200 = zext i32 %p1 to i64
  %v202 = mul i64 %v200, 500000
  %v203 = getelementptr i8, ptr addrspace(1) %v171, i64 %v202
  %v204 = zext i32 %p1 to i64
  %v206 = mul i64 %v204, 500000
  %v207 = getelementptr i8, ptr addrspace(1) %v147, i64 %v206
  %v208 = zext i32 %p1 to i64
  %v210 = mul i64 %v208, 500000
  %v211 = getelementptr i8, ptr addrspace(1) %v179, i64 %v210
  %v212 = zext i32 %p1 to i64
  %v214 = mul i64 %v212, 500000
  %v215 = getelementptr i8, ptr addrspace(1) %v155, i64 %v214
  %v216 = zext i32 %p1 to i64
  %v218 = mul i64 %v216, 500000
  %v219 = getelementptr i8, ptr addrspace(1) %v187, i64 %v218
  %v220 = zext i32 %p1 to i64
  %v222 = mul i64 %v220, 500000
  %v223 = getelementptr i8, ptr addrspace(1) %v163, i64 %v222
  %v224 = zext i32 %p1 to i64
  %v226 = mul i64 %v224, 500000
  %v227 = getelementptr i8, ptr addrspace(1) %v195, i64 %v226
  ; 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  %v229 = mul i32 %v11, 2
  %v232 = zext i32 %v12 to i64
  br label %for12.head
for12.head:
  %v233 = phi i64 [ %v232, %if8.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i64 %v233, 488
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v234 = trunc i64 %v233 to i32
  %v236 = mul i32 %v234, 1024
  %v237 = add i32 %v236, %v229
  %v238 = zext i32 %v237 to i64
  %v240 = add i32 %v237, 512
  %v241 = zext i32 %v240 to i64
  %v242 = getelementptr i8, ptr addrspace(1) %v199, i64 %v238
  %v243 = load i16, ptr addrspace(1) %v242, align 2
  %v244 = getelementptr i8, ptr addrspace(1) %v207, i64 %v238
  %v245 = load i16, ptr addrspace(1) %v244, align 2
  %v246 = getelementptr i8, ptr addrspace(1) %v215, i64 %v238
  %v247 = load i16, ptr addrspace(1) %v246, align 2
  %v248 = getelementptr i8, ptr addrspace(1) %v223, i64 %v238
  %v249 = load i16, ptr addrspace(1) %v248, align 2
  %v250 = getelementptr i8, ptr addrspace(1) %v199, i64 %v241
  %v251 = load i16, ptr addrspace(1) %v250, align 2
  %v252 = getelementptr i8, ptr addrspace(1) %v207, i64 %v241
  %v253 = load i16, ptr addrspace(1) %v252, align 2
  %v254 = getelementptr i8, ptr addrspace(1) %v215, i64 %v241
  %v255 = load i16, ptr addrspace(1) %v254, align 2
  %v256 = getelementptr i8, ptr addrspace(1) %v223, i64 %v241
  %v257 = load i16, ptr addrspace(1) %v256, align 2
  %v258 = bitcast i16 %v243 to half
  %v259 = fpext half %v258 to float
  %v260 = bitcast i16 %v245 to half
  %v261 = fpext half %v260 to float
  %v262 = call float @llvm.maxnum.f32(float %v259, float %v261)
  %v263 = bitcast i16 %v247 to half
  %v264 = fpext half %v263 to float
  %v265 = call float @llvm.maxnum.f32(float %v262, float %v264)
  %v266 = bitcast i16 %v249 to half
  %v267 = fpext half %v266 to float
  %v268 = call float @llvm.maxnum.f32(float %v265, float %v267)
  %v269 = fptrunc float %v268 to half
  %v270 = bitcast half %v269 to i16
  %v271 = getelementptr i8, ptr addrspace(1) %v203, i64 %v238
  store i16 %v270, ptr addrspace(1) %v271, align 2
  %v272 = getelementptr i8, ptr addrspace(1) %v211, i64 %v238
  store i16 %v270, ptr addrspace(1) %v272, align 2
  %v273 = getelementptr i8, ptr addrspace(1) %v219, i64 %v238
  store i16 %v270, ptr addrspace(1) %v273, align 2
  %v274 = getelementptr i8, ptr addrspace(1) %v227, i64 %v238
  store i16 %v270, ptr addrspace(1) %v274, align 2
  %v275 = bitcast i16 %v251 to half
  %v276 = fpext half %v275 to float
  %v277 = bitcast i16 %v253 to half
  %v278 = fpext half %v277 to float
  %v279 = call float @llvm.maxnum.f32(float %v276, float %v278)
  %v280 = bitcast i16 %v255 to half
  %v281 = fpext half %v280 to float
  %v282 = call float @llvm.maxnum.f32(float %v279, float %v281)
  %v283 = bitcast i16 %v257 to half
  %v284 = fpext half %v283 to float
  %v285 = call float @llvm.maxnum.f32(float %v282, float %v284)
  %v286 = fptrunc float %v285 to half
  %v287 = bitcast half %v286 to i16
  %v288 = getelementptr i8, ptr addrspace(1) %v203, i64 %v241
  store i16 %v287, ptr addrspace(1) %v288, align 2
  %v289 = getelementptr i8, ptr addrspace(1) %v211, i64 %v241
  store i16 %v287, ptr addrspace(1) %v289, align 2
  %v290 = getelementptr i8, ptr addrspace(1) %v219, i64 %v241
  store i16 %v287, ptr addrspace(1) %v290, align 2
  %v291 = getelementptr i8, ptr addrspace(1) %v227, i64 %v241
  store i16 %v287, ptr addrspace(1) %v291, align 2
  br label %for12.latch
for12.latch:
  %for12.next = add i64 %v233, 62
  br label %for12.head
for12.end:
  ; partial tile: 144 vectors in block 54
  %v293 = icmp eq i32 %v12, 54
  br i1 %v293, label %if13.then, label %if13.end
if13.then:
  %v296 = zext i32 %v11 to i64
  br label %for14.head
for14.head:
  %v297 = phi i64 [ %v296, %if13.then ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i64 %v297, 144
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v299 = mul i64 %v297, 2
  %v301 = add i64 499712, %v299
  %v302 = getelementptr i8, ptr addrspace(1) %v199, i64 %v301
  %v303 = load i16, ptr addrspace(1) %v302, align 2
  %v304 = getelementptr i8, ptr addrspace(1) %v207, i64 %v301
  %v305 = load i16, ptr addrspace(1) %v304, align 2
  %v306 = getelementptr i8, ptr addrspace(1) %v215, i64 %v301
  %v307 = load i16, ptr addrspace(1) %v306, align 2
  %v308 = getelementptr i8, ptr addrspace(1) %v223, i64 %v301
  %v309 = load i16, ptr addrspace(1) %v308, align 2
  %v310 = bitcast i16 %v303 to half
  %v311 = fpext half %v310 to float
  %v312 = bitcast i16 %v305 to half
  %v313 = fpext half %v312 to float
  %v314 = call float @llvm.maxnum.f32(float %v311, float %v313)
  %v315 = bitcast i16 %v307 to half
  %v316 = fpext half %v315 to float
  %v317 = call float @llvm.maxnum.f32(float %v314, float %v316)
  %v318 = bitcast i16 %v309 to half
  %v319 = fpext half %v318 to float
  %v320 = call float @llvm.maxnum.f32(float %v317, float %v319)
  %v321 = fptrunc float %v320 to half
  %v322 = bitcast half %v321 to i16
  %v323 = getelementptr i8, ptr addrspace(1) %v203, i64 %v301
  store i16 %v322, ptr addrspace(1) %v323, align 2
  %v324 = getelementptr i8, ptr addrspace(1) %v211, i64 %v301
  store i16 %v322, ptr addrspace(1) %v324, align 2
  %v325 = getelementptr i8, ptr addrspace(1) %v219, i64 %v301
  store i16 %v322, ptr addrspace(1) %v325, align 2
  %v326 = getelementptr i8, ptr addrspace(1) %v227, i64 %v301
  store i16 %v322, ptr addrspace(1) %v326, align 2
  br label %for14.latch
for14.latch:
  %for14.next = add i64 %v297, 256
  br label %for14.head
for14.end:
  br label %if13.end
if13.end:
  %v328 = icmp eq i32 %p1, 3
  br i1 %v328, label %if15.then, label %if15.end
if15.then:
  %v330 = getelementptr i8, ptr addrspace(1) %v139, i64 2000000
  %v331 = getelementptr i8, ptr addrspace(1) %v171, i64 2000000
  %v332 = getelementptr i8, ptr addrspace(1) %v147, i64 2000000
  %v333 = getelementptr i8, ptr addrspace(1) %v179, i64 2000000
  %v334 = getelementptr i8, ptr addrspace(1) %v155, i64 2000000
  %v335 = getelementptr i8, ptr addrspace(1) %v187, i64 2000000
  %v336 = getelementptr i8, ptr addrspace(1) %v163, i64 2000000
  %v337 = getelementptr i8, ptr addrspace(1) %v195, i64 2000000
  ; partial tile: 3 vectors in block 54
  %v339 = icmp eq i32 %v12, 54
  br i1 %v339, label %if16.then, label %if16.end
if16.then:
  %v342 = zext i32 %v11 to i64
  br label %for17.head
for17.head:
  %v343 = phi i64 [ %v342, %if16.then ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i64 %v343, 3
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v345 = mul i64 %v343, 2
  %v347 = add i64 0, %v345
  %v348 = getelementptr i8, ptr addrspace(1) %v330, i64 %v347
  %v349 = load i16, ptr addrspace(1) %v348, align 2
  %v350 = getelementptr i8, ptr addrspace(1) %v332, i64 %v347
  %v351 = load i16, ptr addrspace(1) %v350, align 2
  %v352 = getelementptr i8, ptr addrspace(1) %v334, i64 %v347
  %v353 = load i16, ptr addrspace(1) %v352, align 2
  %v354 = getelementptr i8, ptr addrspace(1) %v336, i64 %v347
  %v355 = load i16, ptr addrspace(1) %v354, align 2
  %v356 = bitcast i16 %v349 to half
  %v357 = fpext half %v356 to float
  %v358 = bitcast i16 %v351 to half
  %v359 = fpext half %v358 to float
  %v360 = call float @llvm.maxnum.f32(float %v357, float %v359)
  %v361 = bitcast i16 %v353 to half
  %v362 = fpext half %v361 to float
  %v363 = call float @llvm.maxnum.f32(float %v360, float %v362)
  %v364 = bitcast i16 %v355 to half
  %v365 = fpext half %v364 to float
  %v366 = call float @llvm.maxnum.f32(float %v363, float %v365)
  %v367 = fptrunc float %v366 to half
  %v368 = bitcast half %v367 to i16
  %v369 = getelementptr i8, ptr addrspace(1) %v331, i64 %v347
  store i16 %v368, ptr addrspace(1) %v369, align 2
  %v370 = getelementptr i8, ptr addrspace(1) %v333, i64 %v347
  store i16 %v368, ptr addrspace(1) %v370, align 2
  %v371 = getelementptr i8, ptr addrspace(1) %v335, i64 %v347
  store i16 %v368, ptr addrspace(1) %v371, align 2
  %v372 = getelementptr i8, ptr addrspace(1) %v337, i64 %v347
  store i16 %v368, ptr addrspace(1) %v372, align 2
  br label %for17.latch
for17.latch:
  %for17.next = add i64 %v343, 256
  br label %for17.head
for17.end:
  br label %if16.end
if16.end:
  br label %if15.end
if15.end:
  ; end: block barrier across 4 ranks
  %v375 = icmp ult i32 %v11, 4
  %v377 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v378 = mul i32 %v12, 4
  %v379 = add i32 %v378, %p1
  %v380 = zext i32 %v379 to i64
  %v381 = mul i64 %v380, 4
  %v382 = getelementptr i8, ptr addrspace(1) %v377, i64 %v381
  br i1 %v375, label %if18.then, label %if18.end
if18.then:
  %v384 = load atomic i32, ptr addrspace(1) %v382 syncscope("agent") monotonic, align 4
  br label %if18.end
if18.end:
  %phi17 = phi i32 [ %v384, %if18.then ], [ 0, %if15.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v375, label %if19.then, label %if19.end
if19.then:
  %v385 = add i32 %p1, %v11
  %v386 = sub i32 %v385, 4
  %v387 = icmp uge i32 %v385, 4
  %v388 = select i1 %v387, i32 %v386, i32 %v385
  %v389 = add i32 %v378, %v388
  %v390 = zext i32 %v389 to i64
  %v391 = mul i64 %v390, 4
  %v394 = add i32 %phi17, 1
  %v396 = zext i32 %v388 to i64
  %v397 = mul i64 %v396, 8
  %v398 = getelementptr i8, ptr addrspace(1) %p0, i64 %v397
  %v399 = load i64, ptr addrspace(1) %v398, align 8
  %v400 = sub i64 %v399, %v17
  %v401 = getelementptr i8, ptr addrspace(1) %v382, i64 %v400
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v394, ptr addrspace(1) %v401 monotonic, align 4
  %v402 = getelementptr i8, ptr addrspace(1) %v377, i64 %v391
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v405 = mul i64 %t4, 10
  br label %while20.cond
while20.cond:
  %phi18 = phi i32 [ %phi15, %if19.then ], [ %phi22, %if21.end ]
  %phi19 = phi i32 [ %phi15, %if19.then ], [ %phi23, %if21.end ]
  %v408 = icmp eq i32 %phi19, 0
  br i1 %v408, label %while20.body, label %while20.end
while20.body:
  %v409 = load atomic i32, ptr addrspace(1) %v402 monotonic, align 4
  %v411 = sub i32 %v409, %v394
  %v412 = icmp sge i32 %v411, 0
  %t5 = call i64 @llvm.amdgcn.s.memrealtime()
  %v413 = mul i64 %t5, 10
  %v414 = sub i64 %v413, %v405
  %v415 = icmp ugt i64 %v414, %p6
  %v416 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v417 = icmp ne i32 %v416, 0
  %v418 = or i1 %v415, %v417
  br i1 %v412, label %if21.then, label %if21.else
if21.then:
  br label %if21.end
if21.else:
  br i1 %v418, label %if22.then, label %if22.end
if22.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if22.end
if22.end:
  %phi20 = phi i32 [ 1, %if22.then ], [ %phi18, %if21.else ]
  %phi21 = phi i32 [ 1, %if22.then ], [ %phi19, %if21.else ]
  br label %if21.end
if21.end:
  %phi22 = phi i32 [ %phi18, %if21.then ], [ %phi20, %if22.end ]
  %phi23 = phi i32 [ 1, %if21.then ], [ %phi21, %if22.end ]
  br label %while20.cond
while20.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if19.end
if19.end:
  %phi24 = phi i32 [ %phi18, %while20.end ], [ %phi15, %if18.end ]
  %phi25 = phi i32 [ %phi19, %while20.end ], [ poison, %if18.end ]
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
