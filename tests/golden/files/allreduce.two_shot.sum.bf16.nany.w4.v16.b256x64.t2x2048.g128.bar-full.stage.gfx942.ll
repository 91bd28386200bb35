; kernel cj_allreduce_two_shot_sum_bf16_nany_w4_v16_b256x64_t2x2048_g128_bar_full_stage_gfx942: 256 threads per block, grid 128
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allreduce_two_shot_sum_bf16_nany_w4_v16_b256x64_t2x2048_g128_bar_full_stage_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v20 = mul i64 %p8, 2
  %v22 = udiv i64 %v20, 64
  %v24 = mul i64 %v22, 16
  %v26 = mul i64 %v24, 4
  %v27 = sub i64 %v20, %v26
  ; all_reduce two_shot: 4 shares of n-dependent bytes, n-dependent bytes left for rank 3
  ; stage the input through the workspace
  %v28 = zext i32 %p9 to i64
  %v30 = udiv i64 %v20, 8192
  %v32 = urem i64 %v20, 8192
  %v34 = udiv i64 %v32, 16
  %v36 = zext i32 %v11 to i64
  %v37 = mul i64 %v36, 16
  ; n-dependent full tiles of 8192 bytes: 2 vectors of 16 bytes per thread
  %v38 = zext i32 %v12 to i64
  %v39 = zext i32 %p9 to i64
  %v41 = urem i64 0, %v39
  %v42 = sub i64 %v39, %v41
  %v43 = urem i64 %v42, %v39
  %v44 = add i64 %v38, %v43
  %v45 = urem i64 %v44, %v39
  br label %for0.head
for0.head:
  %v46 = phi i64 [ %v45, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v46, %v30
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v48 = mul i64 %v46, 8192
  %v49 = add i64 %v37, %v48
  %v51 = add i64 %v49, 4096
  %v52 = getelementptr i8, ptr addrspace(1) %p2, i64 %v49
  %v53 = load <4 x i32>, ptr addrspace(1) %v52, align 16
  %v54 = getelementptr i8, ptr addrspace(1) %p2, i64 %v51
  %v55 = load <4 x i32>, ptr addrspace(1) %v54, align 16
  %v56 = getelementptr i8, ptr addrspace(1) %p7, i64 %v49
  store <4 x i32> %v53, ptr addrspace(1) %v56, align 16
  %v57 = getelementptr i8, ptr addrspace(1) %p7, i64 %v51
  store <4 x i32> %v55, ptr addrspace(1) %v57, align 16
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v46, %v28
  br label %for0.head
for0.end:
  %v59 = add i64 %v30, 0
  %v60 = urem i64 %v59, %v28
  ; partial tile: n-dependent vectors in block n-dependent
  %v61 = zext i32 %v12 to i64
  %v62 = icmp eq i64 %v61, %v60
  br i1 %v62, label %if1.then, label %if1.end
if1.then:
  %v64 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v65 = phi i64 [ %v64, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v65, %v34
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v67 = mul i64 %v65, 16
  %v69 = mul i64 %v30, 8192
  %v70 = add i64 %v69, %v67
  %v71 = getelementptr i8, ptr addrspace(1) %p2, i64 %v70
  %v72 = load <4 x i32>, ptr addrspace(1) %v71, align 16
  %v73 = getelementptr i8, ptr addrspace(1) %p7, i64 %v70
  store <4 x i32> %v72, ptr addrspace(1) %v73, align 16
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v65, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  ; grid barrier: all blocks of this rank
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v75 = icmp eq i32 %v11, 0
  br i1 %v75, label %if3.then, label %if3.end
if3.then:
  %v77 = getelementptr i8, ptr addrspace(1) %p4, i64 0
  %v79 = icmp eq i32 %v12, 0
  %v82 = zext i32 %p9 to i64
  %v83 = sub i64 %v82, 1
  %v85 = sub i64 2048, %v83
  %v86 = select i1 %v79, i64 %v85, i64 1
  fence syncscope("agent") release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v87 = atomicrmw add ptr addrspace(1) %v77, i64 %v86 syncscope("agent") acquire, align 8
  %v90 = lshr i64 %v87, 11
  %v91 = add i64 %v90, 1
  %v92 = shl i64 %v91, 11
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v95 = mul i64 %t0, 10
  %v96 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v96, ptr addrspace(5) %var1, align 4
  br label %while4.cond
while4.cond:
  %v97 = load i32, ptr addrspace(5) %var1, align 4
  %v98 = icmp eq i32 %v97, 0
  br i1 %v98, label %while4.body, label %while4.end
while4.body:
  %v99 = load atomic i64, ptr addrspace(1) %v77 syncscope("agent") monotonic, align 8
  %v101 = sub i64 %v99, %v92
  %v102 = icmp sge i64 %v101, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v103 = mul i64 %t1, 10
  %v104 = sub i64 %v103, %v95
  %v105 = icmp ugt i64 %v104, %p6
  %v106 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v107 = icmp ne i32 %v106, 0
  %v108 = or i1 %v105, %v107
  br i1 %v102, label %if5.then, label %if5.else
if5.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if5.end
if5.else:
  br i1 %v108, label %if6.then, label %if6.end
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
  %v111 = icmp ult i32 %v11, 4
  br i1 %v111, label %if7.then, label %if7.end
if7.then:
  %v113 = add i32 %p1, %v11
  %v114 = sub i32 %v113, 4
  %v115 = icmp uge i32 %v113, 4
  %v116 = select i1 %v115, i32 %v114, i32 %v113
  %v117 = mul i32 %v12, 4
  %v119 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v120 = add i32 %v117, %p1
  %v121 = add i32 %v117, %v116
  %v123 = zext i32 %v120 to i64
  %v124 = mul i64 %v123, 4
  %v125 = zext i32 %v121 to i64
  %v126 = mul i64 %v125, 4
  %v127 = getelementptr i8, ptr addrspace(1) %v119, i64 %v124
  %v129 = zext i32 %v116 to i64
  %v130 = mul i64 %v129, 8
  %v131 = getelementptr i8, ptr addrspace(1) %p0, i64 %v130
  %v132 = load i64, ptr addrspace(1) %v131, align 8
  %v133 = sub i64 %v132, %v17
  %v134 = getelementptr i8, ptr addrspace(1) %v127, i64 %v133
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v136 = atomicrmw add ptr addrspace(1) %v134, i32 1 monotonic, align 4
  %v138 = add i32 %v136, 1
  %v139 = getelementptr i8, ptr addrspace(1) %v119, i64 %v126
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v142 = mul i64 %t2, 10
  %v143 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v143, ptr addrspace(5) %var2, align 4
  br label %while8.cond
while8.cond:
  %v144 = load i32, ptr addrspace(5) %var2, align 4
  %v145 = icmp eq i32 %v144, 0
  br i1 %v145, label %while8.body, label %while8.end
while8.body:
  %v146 = load atomic i32, ptr addrspace(1) %v139 monotonic, align 4
  %v148 = sub i32 %v146, %v138
  %v149 = icmp sge i32 %v148, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v150 = mul i64 %t3, 10
  %v151 = sub i64 %v150, %v142
  %v152 = icmp ugt i64 %v151, %p6
  %v153 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v154 = icmp ne i32 %v153, 0
  %v155 = or i1 %v152, %v154
  br i1 %v149, label %if9.then, label %if9.else
if9.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if9.end
if9.else:
  br i1 %v155, label %if10.then, label %if10.end
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
  %v159 = zext i32 0 to i64
  %v160 = mul i64 %v159, 8
  %v161 = getelementptr i8, ptr addrspace(1) %p0, i64 %v160
  %v162 = load i64, ptr addrspace(1) %v161, align 8
  %v163 = sub i64 %v162, %v17
  %v164 = getelementptr i8, ptr addrspace(1) %p7, i64 %v163
  %v167 = zext i32 1 to i64
  %v168 = mul i64 %v167, 8
  %v169 = getelementptr i8, ptr addrspace(1) %p0, i64 %v168
  %v170 = load i64, ptr addrspace(1) %v169, align 8
  %v171 = sub i64 %v170, %v17
  %v172 = getelementptr i8, ptr addrspace(1) %p7, i64 %v171
  %v175 = zext i32 2 to i64
  %v176 = mul i64 %v175, 8
  %v177 = getelementptr i8, ptr addrspace(1) %p0, i64 %v176
  %v178 = load i64, ptr addrspace(1) %v177, align 8
  %v179 = sub i64 %v178, %v17
  %v180 = getelementptr i8, ptr addrspace(1) %p7, i64 %v179
  %v183 = zext i32 3 to i64
  %v184 = mul i64 %v183, 8
  %v185 = getelementptr i8, ptr addrspace(1) %p0, i64 %v184
  %v186 = load i64, ptr addrspace(1) %v185, align 8
  %v187 = sub i64 %v186, %v17
  %v188 = getelementptr i8, ptr addrspace(1) %p7, i64 %v187
  %v191 = zext i32 0 to i64
  %v192 = mul i64 %v191, 8
  %v193 = getelementptr i8, ptr addrspace(1) %p0, i64 %v192
  %v194 = load i64, ptr addrspace(1) %v193, align 8
  %v195 = sub i64 %v194, %v17
  %v196 = getelementptr i8, ptr addrspace(1) %p3, i64 %v195
  %v199 = zext i32 1 to i64
  %v200 = mul i64 %v199, 8
  %v201 = getelementptr i8, ptr addrspace(1) %p0, i64 %v200
  %v202 = load i64, ptr addrspace(1) %v201, align 8
  %v203 = sub i64 %v202, %v17
  %v204 = getelementptr i8, ptr addrspace(1) %p3, i64 %v203
  %v207 = zext i32 2 to i64
  %v208 = mul i64 %v207, 8
  %v209 = getelementptr i8, ptr addrspace(1) %p0, i64 %v208
  %v210 = load i64, ptr addrspace(1) %v209, align 8
  %v211 = sub i64 %v210, %v17
  %v212 = getelementptr i8, ptr addrspace(1) %p3, i64 %v211
  %v215 = zext i32 3 to i64
  %v216 = mul i64 %v215, 8
  %v217 = getelementptr i8, ptr addrspace(1) %p0, i64 %v216
  %v218 = load i64, ptr addrspace(1) %v217, align 8
  %v219 = sub i64 %v218, %v17
  %v220 = getelementptr i8, ptr addrspace(1) %p3, i64 %v219
  %v221 = zext i32 %p1 to i64
  %v222 = mul i64 %v221, %v24
  %v223 = getelementptr i8, ptr addrspace(1) %v164, i64 %v222
  %v224 = zext i32 %p1 to i64
  %v225 = mul i64 %v224, %v24
  %v226 = getelementptr i8, ptr addrspace(1) %v196, i64 %v225
  %v227 = zext i32 %p1 to i64
  %v228 = mul i64 %v227, %v24
  %v229 = getelementptr i8, ptr addrspace(1) %v172, i64 %v228
  %v230 = zext i32 %p1 to i64
  %v231 = mul i64 %v230, %v24
  %v232 = getelementptr i8, ptr addrspace(1) %v204, i64 %v231
  %v233 = zext i32 %p1 to i64
  %v234 = mul i64 %v233, %v24
  %v235 = getelementptr i8, ptr addrspace(1) %v180, i64 %v234
  %v236 = zext i32 %p1 to i64
  %v237 = mul i64 %v236, %v24
  %v238 = getelementptr i8, ptr addrspace(1) %v212, i64 %v237
  %v239 = zext i32 %p1 to i64
  %v240 = mul i64 %v239, %v24
  %v241 = getelementptr i8, ptr addrspace(1) %v188, i64 %v240
  %v242 = zext i32 %p1 to i64
  %v243 = mul i64 %v242, %v24
  %v244 = getelementptr i8, ptr addrspace(1) %v220, i64 %v243
  %v245 = zext i32 %p9 to i64
  %v247 = udiv i64 %v24, 8192
  %v249 = urem i64 %v24, 8192
  %v251 = udiv i64 %v249, 16
  %v253 = zext i32 %v11 to i64
  %v254 = mul i64 %v253, 16
  ; n-dependent full tiles of 8192 bytes: 2 vectors of 16 bytes per thread
  %v255 = zext i32 %v12 to i64
  %v256 = zext i32 %p9 to i64
  %v258 = urem i64 0, %v256
  %v259 = sub i64 %v256, %v258
  %v260 = urem i64 %v259, %v256
  %v261 = add i64 %v255, %v260
  %v262 = urem i64 %v261, %v256
  br label %for11.head
for11.head:
  %v263 = phi i64 [ %v262, %if7.end ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v263, %v247
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v265 = mul i64 %v263, 8192
  %v266 = add i64 %v254, %v265
  %v268 = add i64 %v266, 4096
  %v269 = getelementptr i8, ptr addrspace(1) %v223, i64 %v266
  %v270 = load <4 x i32>, ptr addrspace(1) %v269, align 16
  %v271 = getelementptr i8, ptr addrspace(1) %v229, i64 %v266
  %v272 = load <4 x i32>, ptr addrspace(1) %v271, align 16
  %v273 = getelementptr i8, ptr addrspace(1) %v235, i64 %v266
  %v274 = load <4 x i32>, ptr addrspace(1) %v273, align 16
  %v275 = getelementptr i8, ptr addrspace(1) %v241, i64 %v266
  %v276 = load <4 x i32>, ptr addrspace(1) %v275, align 16
  %v277 = getelementptr i8, ptr addrspace(1) %v223, i64 %v268
  %v278 = load <4 x i32>, ptr addrspace(1) %v277, align 16
  %v279 = getelementptr i8, ptr addrspace(1) %v229, i64 %v268
  %v280 = load <4 x i32>, ptr addrspace(1) %v279, align 16
  %v281 = getelementptr i8, ptr addrspace(1) %v235, i64 %v268
  %v282 = load <4 x i32>, ptr addrspace(1) %v281, align 16
  %v283 = getelementptr i8, ptr addrspace(1) %v241, i64 %v268
  %v284 = load <4 x i32>, ptr addrspace(1) %v283, align 16
  %v285 = extractelement <4 x i32> %v270, i32 0
  %v286 = extractelement <4 x i32> %v272, i32 0
  %v287 = extractelement <4 x i32> %v274, i32 0
  %v288 = extractelement <4 x i32> %v276, i32 0
  %v289 = trunc i32 %v285 to i16
  %t4 = zext i16 %v289 to i32
  %t5 = shl i32 %t4, 16
  %v291 = bitcast i32 %t5 to float
  %v292 = trunc i32 %v286 to i16
  %t6 = zext i16 %v292 to i32
  %t7 = shl i32 %t6, 16
  %v294 = bitcast i32 %t7 to float
  %v295 = fadd float %v291, %v294
  %v296 = trunc i32 %v287 to i16
  %t8 = zext i16 %v296 to i32
  %t9 = shl i32 %t8, 16
  %v298 = bitcast i32 %t9 to float
  %v299 = fadd float %v295, %v298
  %v300 = trunc i32 %v288 to i16
  %t10 = zext i16 %v300 to i32
  %t11 = shl i32 %t10, 16
  %v302 = bitcast i32 %t11 to float
  %v303 = fadd float %v299, %v302
  %t12 = bitcast float %v303 to i32
  %t13 = fcmp uno float %v303, 0.000000e+00
  %t14 = lshr i32 %t12, 16
  %t15 = and i32 %t14, 1
  %t16 = add i32 %t15, 32767
  %t17 = add i32 %t12, %t16
  %t18 = lshr i32 %t17, 16
  %t19 = or i32 %t14, 64
  %t20 = trunc i32 %t18 to i16
  %t21 = trunc i32 %t19 to i16
  %v304 = select i1 %t13, i16 %t21, i16 %t20
  %v306 = zext i16 %v304 to i32
  %v308 = lshr i32 %v285, 16
  %v309 = trunc i32 %v308 to i16
  %t22 = zext i16 %v309 to i32
  %t23 = shl i32 %t22, 16
  %v311 = bitcast i32 %t23 to float
  %v313 = lshr i32 %v286, 16
  %v314 = trunc i32 %v313 to i16
  %t24 = zext i16 %v314 to i32
  %t25 = shl i32 %t24, 16
  %v316 = bitcast i32 %t25 to float
  %v317 = fadd float %v311, %v316
  %v319 = lshr i32 %v287, 16
  %v320 = trunc i32 %v319 to i16
  %t26 = zext i16 %v320 to i32
  %t27 = shl i32 %t26, 16
  %v322 = bitcast i32 %t27 to float
  %v323 = fadd float %v317, %v322
  %v325 = lshr i32 %v288, 16
  %v326 = trunc i32 %v325 to i16
  %t28 = zext i16 %v326 to i32
  %t29 = shl i32 %t28, 16
  %v328 = bitcast i32 %t29 to float
  %v329 = fadd float %v323, %v328
  %t30 = bitcast float %v329 to i32
  %t31 = fcmp uno float %v329, 0.000000e+00
  %t32 = lshr i32 %t30, 16
  %t33 = and i32 %t32, 1
  %t34 = add i32 %t33, 32767
  %t35 = add i32 %t30, %t34
  %t36 = lshr i32 %t35, 16
  %t37 = or i32 %t32, 64
  %t38 = trunc i32 %t36 to i16
  %t39 = trunc i32 %t37 to i16
  %v330 = select i1 %t31, i16 %t39, i16 %t38
  %v332 = zext i16 %v330 to i32
  %v334 = shl i32 %v332, 16
  %v335 = or i32 %v306, %v334
  %t40 = insertelement <4 x i32> poison, i32 %v335, i32 0
  %v336 = shufflevector <4 x i32> %t40, <4 x i32> poison, <4 x i32> zeroinitializer
  %v337 = extractelement <4 x i32> %v270, i32 1
  %v338 = extractelement <4 x i32> %v272, i32 1
  %v339 = extractelement <4 x i32> %v274, i32 1
  %v340 = extractelement <4 x i32> %v276, i32 1
  %v341 = trunc i32 %v337 to i16
  %t41 = zext i16 %v341 to i32
  %t42 = shl i32 %t41, 16
  %v343 = bitcast i32 %t42 to float
  %v344 = trunc i32 %v338 to i16
  %t43 = zext i16 %v344 to i32
  %t44 = shl i32 %t43, 16
  %v346 = bitcast i32 %t44 to float
  %v347 = fadd float %v343, %v346
  %v348 = trunc i32 %v339 to i16
  %t45 = zext i16 %v348 to i32
  %t46 = shl i32 %t45, 16
  %v350 = bitcast i32 %t46 to float
  %v351 = fadd float %v347, %v350
  %v352 = trunc i32 %v340 to i16
  %t47 = zext i16 %v352 to i32
  %t48 = shl i32 %t47, 16
  %v354 = bitcast i32 %t48 to float
  %v355 = fadd float %v351, %v354
  %t49 = bitcast float %v355 to i32
  %t50 = fcmp uno float %v355, 0.000000e+00
  %t51 = lshr i32 %t49, 16
  %t52 = and i32 %t51, 1
  %t53 = add i32 %t52, 32767
  %t54 = add i32 %t49, %t53
  %t55 = lshr i32 %t54, 16
  %t56 = or i32 %t51, 64
  %t57 = trunc i32 %t55 to i16
  %t58 = trunc i32 %t56 to i16
  %v356 = select i1 %t50, i16 %t58, i16 %t57
  %v358 = zext i16 %v356 to i32
  %v360 = lshr i32 %v337, 16
  %v361 = trunc i32 %v360 to i16
  %t59 = zext i16 %v361 to i32
  %t60 = shl i32 %t59, 16
  %v363 = bitcast i32 %t60 to float
  %v365 = lshr i32 %v338, 16
  %v366 = trunc i32 %v365 to i16
  %t61 = zext i16 %v366 to i32
  %t62 = shl i32 %t61, 16
  %v368 = bitcast i32 %t62 to float
  %v369 = fadd float %v363, %v368
  %v371 = lshr i32 %v339, 16
  %v372 = trunc i32 %v371 to i16
  %t63 = zext i16 %v372 to i32
  %t64 = shl i32 %t63, 16
  %v374 = bitcast i32 %t64 to float
  %v375 = fadd float %v369, %v374
  %v377 = lshr i32 %v340, 16
  %v378 = trunc i32 %v377 to i16
  %t65 = zext i16 %v378 to i32
  %t66 = shl i32 %t65, 16
  %v380 = bitcast i32 %t66 to float
  %v381 = fadd float %v375, %v380
  %t67 = bitcast float %v381 to i32
  %t68 = fcmp uno float %v381, 0.000000e+00
  %t69 = lshr i32 %t67, 16
  %t70 = and i32 %t69, 1
  %t71 = add i32 %t70, 32767
  %t72 = add i32 %t67, %t71
  %t73 = lshr i32 %t72, 16
  %t74 = or i32 %t69, 64
  %t75 = trunc i32 %t73 to i16
  %t76 = trunc i32 %t74 to i16
  %v382 = select i1 %t68, i16 %t76, i16 %t75
  %v384 = zext i16 %v382 to i32
  %v386 = shl i32 %v384, 16
  %v387 = or i32 %v358, %v386
  %v388 = insertelement <4 x i32> %v336, i32 %v387, i32 1
  %v389 = extractelement <4 x i32> %v270, i32 2
  %v390 = extractelement <4 x i32> %v272, i32 2
  %v391 = extractelement <4 x i32> %v274, i32 2
  %v392 = extractelement <4 x i32> %v276, i32 2
  %v393 = trunc i32 %v389 to i16
  %t77 = zext i16 %v393 to i32
  %t78 = shl i32 %t77, 16
  %v395 = bitcast i32 %t78 to float
  %v396 = trunc i32 %v390 to i16
  %t79 = zext i16 %v396 to i32
  %t80 = shl i32 %t79, 16
  %v398 = bitcast i32 %t80 to float
  %v399 = fadd float %v395, %v398
  %v400 = trunc i32 %v391 to i16
  %t81 = zext i16 %v400 to i32
  %t82 = shl i32 %t81, 16
  %v402 = bitcast i32 %t82 to float
  %v403 = fadd float %v399, %v402
  %v404 = trunc i32 %v392 to i16
  %t83 = zext i16 %v404 to i32
  %t84 = shl i32 %t83, 16
  %v406 = bitcast i32 %t84 to float
  %v407 = fadd float %v403, %v406
  %t85 = bitcast float %v407 to i32
  %t86 = fcmp uno float %v407, 0.000000e+00
  %t87 = lshr i32 %t85, 16
  %t88 = and i32 %t87, 1
  %t89 = add i32 %t88, 32767
  %t90 = add i32 %t85, %t89
  %t91 = lshr i32 %t90, 16
  %t92 = or i32 %t87, 64
  %t93 = trunc i32 %t91 to i16
  %t94 = trunc i32 %t92 to i16
  %v408 = select i1 %t86, i16 %t94, i16 %t93
  %v410 = zext i16 %v408 to i32
  %v412 = lshr i32 %v389, 16
  %v413 = trunc i32 %v412 to i16
  %t95 = zext i16 %v413 to i32
  %t96 = shl i32 %t95, 16
  %v415 = bitcast i32 %t96 to float
  %v417 = lshr i32 %v390, 16
  %v418 = trunc i32 %v417 to i16
  %t97 = zext i16 %v418 to i32
  %t98 = shl i32 %t97, 16
  %v420 = bitcast i32 %t98 to float
  %v421 = fadd float %v415, %v420
  %v423 = lshr i32 %v391, 16
  %v424 = trunc i32 %v423 to i16
  %t99 = zext i16 %v424 to i32
  %t100 = shl i32 %t99, 16
  %v426 = bitcast i32 %t100 to float
  %v427 = fadd float %v421, %v426
  %v429 = lshr i32 %v392, 16
  %v430 = trunc i32 %v429 to i16
  %t101 = zext i16 %v430 to i32
  %t102 = shl i32 %t101, 16
  %v432 = bitcast i32 %t102 to float
  %v433 = fadd float %v427, %v432
  %t103 = bitcast float %v433 to i32
  %t104 = fcmp uno float %v433, 0.000000e+00
  %t105 = lshr i32 %t103, 16
  %t106 = and i32 %t105, 1
  %t107 = add i32 %t106, 32767
  %t108 = add i32 %t103, %t107
  %t109 = lshr i32 %t108, 16
  %t110 = or i32 %t105, 64
  %t111 = trunc i32 %t109 to i16
  %t112 = trunc i32 %t110 to i16
  %v434 = select i1 %t104, i16 %t112, i16 %t111
  %v436 = zext i16 %v434 to i32
  %v438 = shl i32 %v436, 16
  %v439 = or i32 %v410, %v438
  %v440 = insertelement <4 x i32> %v388, i32 %v439, i32 2
  %v441 = extractelement <4 x i32> %v270, i32 3
  %v442 = extractelement <4 x i32> %v272, i32 3
  %v443 = extractelement <4 x i32> %v274, i32 3
  %v444 = extractelement <4 x i32> %v276, i32 3
  %v445 = trunc i32 %v441 to i16
  %t113 = zext i16 %v445 to i32
  %t114 = shl i32 %t113, 16
  %v447 = bitcast i32 %t114 to float
  %v448 = trunc i32 %v442 to i16
  %t115 = zext i16 %v448 to i32
  %t116 = shl i32 %t115, 16
  %v450 = bitcast i32 %t116 to float
  %v451 = fadd float %v447, %v450
  %v452 = trunc i32 %v443 to i16
  %t117 = zext i16 %v452 to i32
  %t118 = shl i32 %t117, 16
  %v454 = bitcast i32 %t118 to float
  %v455 = fadd float %v451, %v454
  %v456 = trunc i32 %v444 to i16
  %t119 = zext i16 %v456 to i32
  %t120 = shl i32 %t119, 16
  %v458 = bitcast i32 %t120 to float
  %v459 = fadd float %v455, %v458
  %t121 = bitcast float %v459 to i32
  %t122 = fcmp uno float %v459, 0.000000e+00
  %t123 = lshr i32 %t121, 16
  %t124 = and i32 %t123, 1
  %t125 = add i32 %t124, 32767
  %t126 = add i32 %t121, %t125
  %t127 = lshr i32 %t126, 16
  %t128 = or i32 %t123, 64
  %t129 = trunc i32 %t127 to i16
  %t130 = trunc i32 %t128 to i16
  %v460 = select i1 %t122, i16 %t130, i16 %t129
  %v462 = zext i16 %v460 to i32
  %v464 = lshr i32 %v441, 16
  %v465 = trunc i32 %v464 to i16
  %t131 = zext i16 %v465 to i32
  %t132 = shl i32 %t131, 16
  %v467 = bitcast i32 %t132 to float
  %v469 = lshr i32 %v442, 16
  %v470 = trunc i32 %v469 to i16
  %t133 = zext i16 %v470 to i32
  %t134 = shl i32 %t133, 16
  %v472 = bitcast i32 %t134 to float
  %v473 = fadd float %v467, %v472
  %v475 = lshr i32 %v443, 16
  %v476 = trunc i32 %v475 to i16
  %t135 = zext i16 %v476 to i32
  %t136 = shl i32 %t135, 16
  %v478 = bitcast i32 %t136 to float
  %v479 = fadd float %v473, %v478
  %v481 = lshr i32 %v444, 16
  %v482 = trunc i32 %v481 to i16
  %t137 = zext i16 %v482 to i32
  %t138 = shl i32 %t137, 16
  %v484 = bitcast i32 %t138 to float
  %v485 = fadd float %v479, %v484
  %t139 = bitcast float %v485 to i32
  %t140 = fcmp uno float %v485, 0.000000e+00
  %t141 = lshr i32 %t139, 16
  %t142 = and i32 %t141, 1
  %t143 = add i32 %t142, 32767
  %t144 = add i32 %t139, %t143
  %t145 = lshr i32 %t144, 16
  %t146 = or i32 %t141, 64
  %t147 = trunc i32 %t145 to i16
  %t148 = trunc i32 %t146 to i16
  %v486 = select i1 %t140, i16 %t148, i16 %t147
  %v488 = zext i16 %v486 to i32
  %v490 = shl i32 %v488, 16
  %v491 = or i32 %v462, %v490
  %v492 = insertelement <4 x i32> %v440, i32 %v491, i32 3
  %v493 = getelementptr i8, ptr addrspace(1) %v226, i64 %v266
  store <4 x i32> %v492, ptr addrspace(1) %v493, align 16
  %v494 = getelementptr i8, ptr addrspace(1) %v232, i64 %v266
  store <4 x i32> %v492, ptr addrspace(1) %v494, align 16
  %v495 = getelementptr i8, ptr addrspace(1) %v238, i64 %v266
  store <4 x i32> %v492, ptr addrspace(1) %v495, align 16
  %v496 = getelementptr i8, ptr addrspace(1) %v244, i64 %v266
  store <4 x i32> %v492, ptr addrspace(1) %v496, align 16
  %v497 = extractelement <4 x i32> %v278, i32 0
  %v498 = extractelement <4 x i32> %v280, i32 0
  %v499 = extractelement <4 x i32> %v282, i32 0
  %v500 = extractelement <4 x i32> %v284, i32 0
  %v501 = trunc i32 %v497 to i16
  %t149 = zext i16 %v501 to i32
  %t150 = shl i32 %t149, 16
  %v503 = bitcast i32 %t150 to float
  %v504 = trunc i32 %v498 to i16
  %t151 = zext i16 %v504 to i32
  %t152 = shl i32 %t151, 16
  %v506 = bitcast i32 %t152 to float
  %v507 = fadd float %v503, %v506
  %v508 = trunc i32 %v499 to i16
  %t153 = zext i16 %v508 to i32
  %t154 = shl i32 %t153, 16
  %v510 = bitcast i32 %t154 to float
  %v511 = fadd float %v507, %v510
  %v512 = trunc i32 %v500 to i16
  %t155 = zext i16 %v512 to i32
  %t156 = shl i32 %t155, 16
  %v514 = bitcast i32 %t156 to float
  %v515 = fadd float %v511, %v514
  %t157 = bitcast float %v515 to i32
  %t158 = fcmp uno float %v515, 0.000000e+00
  %t159 = lshr i32 %t157, 16
  %t160 = and i32 %t159, 1
  %t161 = add i32 %t160, 32767
  %t162 = add i32 %t157, %t161
  %t163 = lshr i32 %t162, 16
  %t164 = or i32 %t159, 64
  %t165 = trunc i32 %t163 to i16
  %t166 = trunc i32 %t164 to i16
  %v516 = select i1 %t158, i16 %t166, i16 %t165
  %v518 = zext i16 %v516 to i32
  %v520 = lshr i32 %v497, 16
  %v521 = trunc i32 %v520 to i16
  %t167 = zext i16 %v521 to i32
  %t168 = shl i32 %t167, 16
  %v523 = bitcast i32 %t168 to float
  %v525 = lshr i32 %v498, 16
  %v526 = trunc i32 %v525 to i16
  %t169 = zext i16 %v526 to i32
  %t170 = shl i32 %t169, 16
  %v528 = bitcast i32 %t170 to float
  %v529 = fadd float %v523, %v528
  %v531 = lshr i32 %v499, 16
  %v532 = trunc i32 %v531 to i16
  %t171 = zext i16 %v532 to i32
  %t172 = shl i32 %t171, 16
  %v534 = bitcast i32 %t172 to float
  %v535 = fadd float %v529, %v534
  %v537 = lshr i32 %v500, 16
  %v538 = trunc i32 %v537 to i16
  %t173 = zext i16 %v538 to i32
  %t174 = shl i32 %t173, 16
  %v540 = bitcast i32 %t174 to float
  %v541 = fadd float %v535, %v540
  %t175 = bitcast float %v541 to i32
  %t176 = fcmp uno float %v541, 0.000000e+00
  %t177 = lshr i32 %t175, 16
  %t178 = and i32 %t177, 1
  %t179 = add i32 %t178, 32767
  %t180 = add i32 %t175, %t179
  %t181 = lshr i32 %t180, 16
  %t182 = or i32 %t177, 64
  %t183 = trunc i32 %t181 to i16
  %t184 = trunc i32 %t182 to i16
  %v542 = select i1 %t176, i16 %t184, i16 %t183
  %v544 = zext i16 %v542 to i32
  %v546 = shl i32 %v544, 16
  %v547 = or i32 %v518, %v546
  %t185 = insertelement <4 x i32> poison, i32 %v547, i32 0
  %v548 = shufflevector <4 x i32> %t185, <4 x i32> poison, <4 x i32> zeroinitializer
  %v549 = extractelement <4 x i32> %v278, i32 1
  %v550 = extractelement <4 x i32> %v280, i32 1
  %v551 = extractelement <4 x i32> %v282, i32 1
  %v552 = extractelement <4 x i32> %v284, i32 1
  %v553 = trunc i32 %v549 to i16
  %t186 = zext i16 %v553 to i32
  %t187 = shl i32 %t186, 16
  %v555 = bitcast i32 %t187 to float
  %v556 = trunc i32 %v550 to i16
  %t188 = zext i16 %v556 to i32
  %t189 = shl i32 %t188, 16
  %v558 = bitcast i32 %t189 to float
  %v559 = fadd float %v555, %v558
  %v560 = trunc i32 %v551 to i16
  %t190 = zext i16 %v560 to i32
  %t191 = shl i32 %t190, 16
  %v562 = bitcast i32 %t191 to float
  %v563 = fadd float %v559, %v562
  %v564 = trunc i32 %v552 to i16
  %t192 = zext i16 %v564 to i32
  %t193 = shl i32 %t192, 16
  %v566 = bitcast i32 %t193 to float
  %v567 = fadd float %v563, %v566
  %t194 = bitcast float %v567 to i32
  %t195 = fcmp uno float %v567, 0.000000e+00
  %t196 = lshr i32 %t194, 16
  %t197 = and i32 %t196, 1
  %t198 = add i32 %t197, 32767
  %t199 = add i32 %t194, %t198
  %t200 = lshr i32 %t199, 16
  %t201 = or i32 %t196, 64
  %t202 = trunc i32 %t200 to i16
  %t203 = trunc i32 %t201 to i16
  %v568 = select i1 %t195, i16 %t203, i16 %t202
  %v570 = zext i16 %v568 to i32
  %v572 = lshr i32 %v549, 16
  %v573 = trunc i32 %v572 to i16
  %t204 = zext i16 %v573 to i32
  %t205 = shl i32 %t204, 16
  %v575 = bitcast i32 %t205 to float
  %v577 = lshr i32 %v550, 16
  %v578 = trunc i32 %v577 to i16
  %t206 = zext i16 %v578 to i32
  %t207 = shl i32 %t206, 16
  %v580 = bitcast i32 %t207 to float
  %v581 = fadd float %v575, %v580
  %v583 = lshr i32 %v551, 16
  %v584 = trunc i32 %v583 to i16
  %t208 = zext i16 %v584 to i32
  %t209 = shl i32 %t208, 16
  %v586 = bitcast i32 %t209 to float
  %v587 = fadd float %v581, %v586
  %v589 = lshr i32 %v552, 16
  %v590 = trunc i32 %v589 to i16
  %t210 = zext i16 %v590 to i32
  %t211 = shl i32 %t210, 16
  %v592 = bitcast i32 %t211 to float
  %v593 = fadd float %v587, %v592
  %t212 = bitcast float %v593 to i32
  %t213 = fcmp uno float %v593, 0.000000e+00
  %t214 = lshr i32 %t212, 16
  %t215 = and i32 %t214, 1
  %t216 = add i32 %t215, 32767
  %t217 = add i32 %t212, %t216
  %t218 = lshr i32 %t217, 16
  %t219 = or i32 %t214, 64
  %t220 = trunc i32 %t218 to i16
  %t221 = trunc i32 %t219 to i16
  %v594 = select i1 %t213, i16 %t221, i16 %t220
  %v596 = zext i16 %v594 to i32
  %v598 = shl i32 %v596, 16
  %v599 = or i32 %v570, %v598
  %v600 = insertelement <4 x i32> %v548, i32 %v599, i32 1
  %v601 = extractelement <4 x i32> %v278, i32 2
  %v602 = extractelement <4 x i32> %v280, i32 2
  %v603 = extractelement <4 x i32> %v282, i32 2
  %v604 = extractelement <4 x i32> %v284, i32 2
  %v605 = trunc i32 %v601 to i16
  %t222 = zext i16 %v605 to i32
  %t223 = shl i32 %t222, 16
  %v607 = bitcast i32 %t223 to float
  %v608 = trunc i32 %v602 to i16
  %t224 = zext i16 %v608 to i32
  %t225 = shl i32 %t224, 16
  %v610 = bitcast i32 %t225 to float
  %v611 = fadd float %v607, %v610
  %v612 = trunc i32 %v603 to i16
  %t226 = zext i16 %v612 to i32
  %t227 = shl i32 %t226, 16
  %v614 = bitcast i32 %t227 to float
  %v615 = fadd float %v611, %v614
  %v616 = trunc i32 %v604 to i16
  %t228 = zext i16 %v616 to i32
  %t229 = shl i32 %t228, 16
  %v618 = bitcast i32 %t229 to float
  %v619 = fadd float %v615, %v618
  %t230 = bitcast float %v619 to i32
  %t231 = fcmp uno float %v619, 0.000000e+00
  %t232 = lshr i32 %t230, 16
  %t233 = and i32 %t232, 1
  %t234 = add i32 %t233, 32767
  %t235 = add i32 %t230, %t234
  %t236 = lshr i32 %t235, 16
  %t237 = or i32 %t232, 64
  %t238 = trunc i32 %t236 to i16
  %t239 = trunc i32 %t237 to i16
  %v620 = select i1 %t231, i16 %t239, i16 %t238
  %v622 = zext i16 %v620 to i32
  %v624 = lshr i32 %v601, 16
  %v625 = trunc i32 %v624 to i16
  %t240 = zext i16 %v625 to i32
  %t241 = shl i32 %t240, 16
  %v627 = bitcast i32 %t241 to float
  %v629 = lshr i32 %v602, 16
  %v630 = trunc i32 %v629 to i16
  %t242 = zext i16 %v630 to i32
  %t243 = shl i32 %t242, 16
  %v632 = bitcast i32 %t243 to float
  %v633 = fadd float %v627, %v632
  %v635 = lshr i32 %v603, 16
  %v636 = trunc i32 %v635 to i16
  %t244 = zext i16 %v636 to i32
  %t245 = shl i32 %t244, 16
  %v638 = bitcast i32 %t245 to float
  %v639 = fadd float %v633, %v638
  %v641 = lshr i32 %v604, 16
  %v642 = trunc i32 %v641 to i16
  %t246 = zext i16 %v642 to i32
  %t247 = shl i32 %t246, 16
  %v644 = bitcast i32 %t247 to float
  %v645 = fadd float %v639, %v644
  %t248 = bitcast float %v645 to i32
  %t249 = fcmp uno float %v645, 0.000000e+00
  %t250 = lshr i32 %t248, 16
  %t251 = and i32 %t250, 1
  %t252 = add i32 %t251, 32767
  %t253 = add i32 %t248, %t252
  %t254 = lshr i32 %t253, 16
  %t255 = or i32 %t250, 64
  %t256 = trunc i32 %t254 to i16
  %t257 = trunc i32 %t255 to i16
  %v646 = select i1 %t249, i16 %t257, i16 %t256
  %v648 = zext i16 %v646 to i32
  %v650 = shl i32 %v648, 16
  %v651 = or i32 %v622, %v650
  %v652 = insertelement <4 x i32> %v600, i32 %v651, i32 2
  %v653 = extractelement <4 x i32> %v278, i32 3
  %v654 = extractelement <4 x i32> %v280, i32 3
  %v655 = extractelement <4 x i32> %v282, i32 3
  %v656 = extractelement <4 x i32> %v284, i32 3
  %v657 = trunc i32 %v653 to i16
  %t258 = zext i16 %v657 to i32
  %t259 = shl i32 %t258, 16
  %v659 = bitcast i32 %t259 to float
  %v660 = trunc i32 %v654 to i16
  %t260 = zext i16 %v660 to i32
  %t261 = shl i32 %t260, 16
  %v662 = bitcast i32 %t261 to float
  %v663 = fadd float %v659, %v662
  %v664 = trunc i32 %v655 to i16
  %t262 = zext i16 %v664 to i32
  %t263 = shl i32 %t262, 16
  %v666 = bitcast i32 %t263 to float
  %v667 = fadd float %v663, %v666
  %v668 = trunc i32 %v656 to i16
  %t264 = zext i16 %v668 to i32
  %t265 = shl i32 %t264, 16
  %v670 = bitcast i32 %t265 to float
  %v671 = fadd float %v667, %v670
  %t266 = bitcast float %v671 to i32
  %t267 = fcmp uno float %v671, 0.000000e+00
  %t268 = lshr i32 %t266, 16
  %t269 = and i32 %t268, 1
  %t270 = add i32 %t269, 32767
  %t271 = add i32 %t266, %t270
  %t272 = lshr i32 %t271, 16
  %t273 = or i32 %t268, 64
  %t274 = trunc i32 %t272 to i16
  %t275 = trunc i32 %t273 to i16
  %v672 = select i1 %t267, i16 %t275, i16 %t274
  %v674 = zext i16 %v672 to i32
  %v676 = lshr i32 %v653, 16
  %v677 = trunc i32 %v676 to i16
  %t276 = zext i16 %v677 to i32
  %t277 = shl i32 %t276, 16
  %v679 = bitcast i32 %t277 to float
  %v681 = lshr i32 %v654, 16
  %v682 = trunc i32 %v681 to i16
  %t278 = zext i16 %v682 to i32
  %t279 = shl i32 %t278, 16
  %v684 = bitcast i32 %t279 to float
  %v685 = fadd float %v679, %v684
  %v687 = lshr i32 %v655, 16
  %v688 = trunc i32 %v687 to i16
  %t280 = zext i16 %v688 to i32
  %t281 = shl i32 %t280, 16
  %v690 = bitcast i32 %t281 to float
  %v691 = fadd float %v685, %v690
  %v693 = lshr i32 %v656, 16
  %v694 = trunc i32 %v693 to i16
  %t282 = zext i16 %v694 to i32
  %t283 = shl i32 %t282, 16
  %v696 = bitcast i32 %t283 to float
  %v697 = fadd float %v691, %v696
  %t284 = bitcast float %v697 to i32
  %t285 = fcmp uno float %v697, 0.000000e+00
  %t286 = lshr i32 %t284, 16
  %t287 = and i32 %t286, 1
  %t288 = add i32 %t287, 32767
  %t289 = add i32 %t284, %t288
  %t290 = lshr i32 %t289, 16
  %t291 = or i32 %t286, 64
  %t292 = trunc i32 %t290 to i16
  %t293 = trunc i32 %t291 to i16
  %v698 = select i1 %t285, i16 %t293, i16 %t292
  %v700 = zext i16 %v698 to i32
  %v702 = shl i32 %v700, 16
  %v703 = or i32 %v674, %v702
  %v704 = insertelement <4 x i32> %v652, i32 %v703, i32 3
  %v705 = getelementptr i8, ptr addrspace(1) %v226, i64 %v268
  store <4 x i32> %v704, ptr addrspace(1) %v705, align 16
  %v706 = getelementptr i8, ptr addrspace(1) %v232, i64 %v268
  store <4 x i32> %v704, ptr addrspace(1) %v706, align 16
  %v707 = getelementptr i8, ptr addrspace(1) %v238, i64 %v268
  store <4 x i32> %v704, ptr addrspace(1) %v707, align 16
  %v708 = getelementptr i8, ptr addrspace(1) %v244, i64 %v268
  store <4 x i32> %v704, ptr addrspace(1) %v708, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v263, %v245
  br label %for11.head
for11.end:
  %v710 = add i64 %v247, 0
  %v711 = urem i64 %v710, %v245
  ; partial tile: n-dependent vectors in block n-dependent
  %v712 = zext i32 %v12 to i64
  %v713 = icmp eq i64 %v712, %v711
  br i1 %v713, label %if12.then, label %if12.end
if12.then:
  %v715 = zext i32 %v11 to i64
  br label %for13.head
for13.head:
  %v716 = phi i64 [ %v715, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v716, %v251
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v718 = mul i64 %v716, 16
  %v720 = mul i64 %v247, 8192
  %v721 = add i64 %v720, %v718
  %v722 = getelementptr i8, ptr addrspace(1) %v223, i64 %v721
  %v723 = load <4 x i32>, ptr addrspace(1) %v722, align 16
  %v724 = getelementptr i8, ptr addrspace(1) %v229, i64 %v721
  %v725 = load <4 x i32>, ptr addrspace(1) %v724, align 16
  %v726 = getelementptr i8, ptr addrspace(1) %v235, i64 %v721
  %v727 = load <4 x i32>, ptr addrspace(1) %v726, align 16
  %v728 = getelementptr i8, ptr addrspace(1) %v241, i64 %v721
  %v729 = load <4 x i32>, ptr addrspace(1) %v728, align 16
  %v730 = extractelement <4 x i32> %v723, i32 0
  %v731 = extractelement <4 x i32> %v725, i32 0
  %v732 = extractelement <4 x i32> %v727, i32 0
  %v733 = extractelement <4 x i32> %v729, i32 0
  %v734 = trunc i32 %v730 to i16
  %t294 = zext i16 %v734 to i32
  %t295 = shl i32 %t294, 16
  %v736 = bitcast i32 %t295 to float
  %v737 = trunc i32 %v731 to i16
  %t296 = zext i16 %v737 to i32
  %t297 = shl i32 %t296, 16
  %v739 = bitcast i32 %t297 to float
  %v740 = fadd float %v736, %v739
  %v741 = trunc i32 %v732 to i16
  %t298 = zext i16 %v741 to i32
  %t299 = shl i32 %t298, 16
  %v743 = bitcast i32 %t299 to float
  %v744 = fadd float %v740, %v743
  %v745 = trunc i32 %v733 to i16
  %t300 = zext i16 %v745 to i32
  %t301 = shl i32 %t300, 16
  %v747 = bitcast i32 %t301 to float
  %v748 = fadd float %v744, %v747
  %t302 = bitcast float %v748 to i32
  %t303 = fcmp uno float %v748, 0.000000e+00
  %t304 = lshr i32 %t302, 16
  %t305 = and i32 %t304, 1
  %t306 = add i32 %t305, 32767
  %t307 = add i32 %t302, %t306
  %t308 = lshr i32 %t307, 16
  %t309 = or i32 %t304, 64
  %t310 = trunc i32 %t308 to i16
  %t311 = trunc i32 %t309 to i16
  %v749 = select i1 %t303, i16 %t311, i16 %t310
  %v751 = zext i16 %v749 to i32
  %v753 = lshr i32 %v730, 16
  %v754 = trunc i32 %v753 to i16
  %t312 = zext i16 %v754 to i32
  %t313 = shl i32 %t312, 16
  %v756 = bitcast i32 %t313 to float
  %v758 = lshr i32 %v731, 16
  %v759 = trunc i32 %v758 to i16
  %t314 = zext i16 %v759 to i32
  %t315 = shl i32 %t314, 16
  %v761 = bitcast i32 %t315 to float
  %v762 = fadd float %v756, %v761
  %v764 = lshr i32 %v732, 16
  %v765 = trunc i32 %v764 to i16
  %t316 = zext i16 %v765 to i32
  %t317 = shl i32 %t316, 16
  %v767 = bitcast i32 %t317 to float
  %v768 = fadd float %v762, %v767
  %v770 = lshr i32 %v733, 16
  %v771 = trunc i32 %v770 to i16
  %t318 = zext i16 %v771 to i32
  %t319 = shl i32 %t318, 16
  %v773 = bitcast i32 %t319 to float
  %v774 = fadd float %v768, %v773
  %t320 = bitcast float %v774 to i32
  %t321 = fcmp uno float %v774, 0.000000e+00
  %t322 = lshr i32 %t320, 16
  %t323 = and i32 %t322, 1
  %t324 = add i32 %t323, 32767
  %t325 = add i32 %t320, %t324
  %t326 = lshr i32 %t325, 16
  %t327 = or i32 %t322, 64
  %t328 = trunc i32 %t326 to i16
  %t329 = trunc i32 %t327 to i16
  %v775 = select i1 %t321, i16 %t329, i16 %t328
  %v777 = zext i16 %v775 to i32
  %v779 = shl i32 %v777, 16
  %v780 = or i32 %v751, %v779
  %t330 = insertelement <4 x i32> poison, i32 %v780, i32 0
  %v781 = shufflevector <4 x i32> %t330, <4 x i32> poison, <4 x i32> zeroinitializer
  %v782 = extractelement <4 x i32> %v723, i32 1
  %v783 = extractelement <4 x i32> %v725, i32 1
  %v784 = extractelement <4 x i32> %v727, i32 1
  %v785 = extractelement <4 x i32> %v729, i32 1
  %v786 = trunc i32 %v782 to i16
  %t331 = zext i16 %v786 to i32
  %t332 = shl i32 %t331, 16
  %v788 = bitcast i32 %t332 to float
  %v789 = trunc i32 %v783 to i16
  %t333 = zext i16 %v789 to i32
  %t334 = shl i32 %t333, 16
  %v791 = bitcast i32 %t334 to float
  %v792 = fadd float %v788, %v791
  %v793 = trunc i32 %v784 to i16
  %t335 = zext i16 %v793 to i32
  %t336 = shl i32 %t335, 16
  %v795 = bitcast i32 %t336 to float
  %v796 = fadd float %v792, %v795
  %v797 = trunc i32 %v785 to i16
  %t337 = zext i16 %v797 to i32
  %t338 = shl i32 %t337, 16
  %v799 = bitcast i32 %t338 to float
  %v800 = fadd float %v796, %v799
  %t339 = bitcast float %v800 to i32
  %t340 = fcmp uno float %v800, 0.000000e+00
  %t341 = lshr i32 %t339, 16
  %t342 = and i32 %t341, 1
  %t343 = add i32 %t342, 32767
  %t344 = add i32 %t339, %t343
  %t345 = lshr i32 %t344, 16
  %t346 = or i32 %t341, 64
  %t347 = trunc i32 %t345 to i16
  %t348 = trunc i32 %t346 to i16
  %v801 = select i1 %t340, i16 %t348, i16 %t347
  %v803 = zext i16 %v801 to i32
  %v805 = lshr i32 %v782, 16
  %v806 = trunc i32 %v805 to i16
  %t349 = zext i16 %v806 to i32
  %t350 = shl i32 %t349, 16
  %v808 = bitcast i32 %t350 to float
  %v810 = lshr i32 %v783, 16
  %v811 = trunc i32 %v810 to i16
  %t351 = zext i16 %v811 to i32
  %t352 = shl i32 %t351, 16
  %v813 = bitcast i32 %t352 to float
  %v814 = fadd float %v808, %v813
  %v816 = lshr i32 %v784, 16
  %v817 = trunc i32 %v816 to i16
  %t353 = zext i16 %v817 to i32
  %t354 = shl i32 %t353, 16
  %v819 = bitcast i32 %t354 to float
  %v820 = fadd float %v814, %v819
  %v822 = lshr i32 %v785, 16
  %v823 = trunc i32 %v822 to i16
  %t355 = zext i16 %v823 to i32
  %t356 = shl i32 %t355, 16
  %v825 = bitcast i32 %t356 to float
  %v826 = fadd float %v820, %v825
  %t357 = bitcast float %v826 to i32
  %t358 = fcmp uno float %v826, 0.000000e+00
  %t359 = lshr i32 %t357, 16
  %t360 = and i32 %t359, 1
  %t361 = add i32 %t360, 32767
  %t362 = add i32 %t357, %t361
  %t363 = lshr i32 %t362, 16
  %t364 = or i32 %t359, 64
  %t365 = trunc i32 %t363 to i16
  %t366 = trunc i32 %t364 to i16
  %v827 = select i1 %t358, i16 %t366, i16 %t365
  %v829 = zext i16 %v827 to i32
  %v831 = shl i32 %v829, 16
  %v832 = or i32 %v803, %v831
  %v833 = insertelement <4 x i32> %v781, i32 %v832, i32 1
  %v834 = extractelement <4 x i32> %v723, i32 2
  %v835 = extractelement <4 x i32> %v725, i32 2
  %v836 = extractelement <4 x i32> %v727, i32 2
  %v837 = extractelement <4 x i32> %v729, i32 2
  %v838 = trunc i32 %v834 to i16
  %t367 = zext i16 %v838 to i32
  %t368 = shl i32 %t367, 16
  %v840 = bitcast i32 %t368 to float
  %v841 = trunc i32 %v835 to i16
  %t369 = zext i16 %v841 to i32
  %t370 = shl i32 %t369, 16
  %v843 = bitcast i32 %t370 to float
  %v844 = fadd float %v840, %v843
  %v845 = trunc i32 %v836 to i16
  %t371 = zext i16 %v845 to i32
  %t372 = shl i32 %t371, 16
  %v847 = bitcast i32 %t372 to float
  %v848 = fadd float %v844, %v847
  %v849 = trunc i32 %v837 to i16
  %t373 = zext i16 %v849 to i32
  %t374 = shl i32 %t373, 16
  %v851 = bitcast i32 %t374 to float
  %v852 = fadd float %v848, %v851
  %t375 = bitcast float %v852 to i32
  %t376 = fcmp uno float %v852, 0.000000e+00
  %t377 = lshr i32 %t375, 16
  %t378 = and i32 %t377, 1
  %t379 = add i32 %t378, 32767
  %t380 = add i32 %t375, %t379
  %t381 = lshr i32 %t380, 16
  %t382 = or i32 %t377, 64
  %t383 = trunc i32 %t381 to i16
  %t384 = trunc i32 %t382 to i16
  %v853 = select i1 %t376, i16 %t384, i16 %t383
  %v855 = zext i16 %v853 to i32
  %v857 = lshr i32 %v834, 16
  %v858 = trunc i32 %v857 to i16
  %t385 = zext i16 %v858 to i32
  %t386 = shl i32 %t385, 16
  %v860 = bitcast i32 %t386 to float
  %v862 = lshr i32 %v835, 16
  %v863 = trunc i32 %v862 to i16
  %t387 = zext i16 %v863 to i32
  %t388 = shl i32 %t387, 16
  %v865 = bitcast i32 %t388 to float
  %v866 = fadd float %v860, %v865
  %v868 = lshr i32 %v836, 16
  %v869 = trunc i32 %v868 to i16
  %t389 = zext i16 %v869 to i32
  %t390 = shl i32 %t389, 16
  %v871 = bitcast i32 %t390 to float
  %v872 = fadd float %v866, %v871
  %v874 = lshr i32 %v837, 16
  %v875 = trunc i32 %v874 to i16
  %t391 = zext i16 %v875 to i32
  %t392 = shl i32 %t391, 16
  %v877 = bitcast i32 %t392 to float
  %v878 = fadd float %v872, %v877
  %t393 = bitcast float %v878 to i32
  %t394 = fcmp uno float %v878, 0.000000e+00
  %t395 = lshr i32 %t393, 16
  %t396 = and i32 %t395, 1
  %t397 = add i32 %t396, 32767
  %t398 = add i32 %t393, %t397
  %t399 = lshr i32 %t398, 16
  %t400 = or i32 %t395, 64
  %t401 = trunc i32 %t399 to i16
  %t402 = trunc i32 %t400 to i16
  %v879 = select i1 %t394, i16 %t402, i16 %t401
  %v881 = zext i16 %v879 to i32
  %v883 = shl i32 %v881, 16
  %v884 = or i32 %v855, %v883
  %v885 = insertelement <4 x i32> %v833, i32 %v884, i32 2
  %v886 = extractelement <4 x i32> %v723, i32 3
  %v887 = extractelement <4 x i32> %v725, i32 3
  %v888 = extractelement <4 x i32> %v727, i32 3
  %v889 = extractelement <4 x i32> %v729, i32 3
  %v890 = trunc i32 %v886 to i16
  %t403 = zext i16 %v890 to i32
  %t404 = shl i32 %t403, 16
  %v892 = bitcast i32 %t404 to float
  %v893 = trunc i32 %v887 to i16
  %t405 = zext i16 %v893 to i32
  %t406 = shl i32 %t405, 16
  %v895 = bitcast i32 %t406 to float
  %v896 = fadd float %v892, %v895
  %v897 = trunc i32 %v888 to i16
  %t407 = zext i16 %v897 to i32
  %t408 = shl i32 %t407, 16
  %v899 = bitcast i32 %t408 to float
  %v900 = fadd float %v896, %v899
  %v901 = trunc i32 %v889 to i16
  %t409 = zext i16 %v901 to i32
  %t410 = shl i32 %t409, 16
  %v903 = bitcast i32 %t410 to float
  %v904 = fadd float %v900, %v903
  %t411 = bitcast float %v904 to i32
  %t412 = fcmp uno float %v904, 0.000000e+00
  %t413 = lshr i32 %t411, 16
  %t414 = and i32 %t413, 1
  %t415 = add i32 %t414, 32767
  %t416 = add i32 %t411, %t415
  %t417 = lshr i32 %t416, 16
  %t418 = or i32 %t413, 64
  %t419 = trunc i32 %t417 to i16
  %t420 = trunc i32 %t418 to i16
  %v905 = select i1 %t412, i16 %t420, i16 %t419
  %v907 = zext i16 %v905 to i32
  %v909 = lshr i32 %v886, 16
  %v910 = trunc i32 %v909 to i16
  %t421 = zext i16 %v910 to i32
  %t422 = shl i32 %t421, 16
  %v912 = bitcast i32 %t422 to float
  %v914 = lshr i32 %v887, 16
  %v915 = trunc i32 %v914 to i16
  %t423 = zext i16 %v915 to i32
  %t424 = shl i32 %t423, 16
  %v917 = bitcast i32 %t424 to float
  %v918 = fadd float %v912, %v917
  %v920 = lshr i32 %v888, 16
  %v921 = trunc i32 %v920 to i16
  %t425 = zext i16 %v921 to i32
  %t426 = shl i32 %t425, 16
  %v923 = bitcast i32 %t426 to float
  %v924 = fadd float %v918, %v923
  %v926 = lshr i32 %v889, 16
  %v927 = trunc i32 %v926 to i16
  %t427 = zext i16 %v927 to i32
  %t428 = shl i32 %t427, 16
  %v929 = bitcast i32 %t428 to float
  %v930 = fadd float %v924, %v929
  %t429 = bitcast float %v930 to i32
  %t430 = fcmp uno float %v930, 0.000000e+00
  %t431 = lshr i32 %t429, 16
  %t432 = and i32 %t431, 1
  %t433 = add i32 %t432, 32767
  %t434 = add i32 %t429, %t433
  %t435 = lshr i32 %t434, 16
  %t436 = or i32 %t431, 64
  %t437 = trunc i32 %t435 to i16
  %t438 = trunc i32 %t436 to i16
  %v931 = select i1 %t430, i16 %t438, i16 %t437
  %v933 = zext i16 %v931 to i32
  %v935 = shl i32 %v933, 16
  %v936 = or i32 %v907, %v935
  %v937 = insertelement <4 x i32> %v885, i32 %v936, i32 3
  %v938 = getelementptr i8, ptr addrspace(1) %v226, i64 %v721
  store <4 x i32> %v937, ptr addrspace(1) %v938, align 16
  %v939 = getelementptr i8, ptr addrspace(1) %v232, i64 %v721
  store <4 x i32> %v937, ptr addrspace(1) %v939, align 16
  %v940 = getelementptr i8, ptr addrspace(1) %v238, i64 %v721
  store <4 x i32> %v937, ptr addrspace(1) %v940, align 16
  %v941 = getelementptr i8, ptr addrspace(1) %v244, i64 %v721
  store <4 x i32> %v937, ptr addrspace(1) %v941, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v716, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  %v943 = icmp eq i32 %p1, 3
  br i1 %v943, label %if14.then, label %if14.end
if14.then:
  %v945 = mul i64 %v24, 4
  %v946 = getelementptr i8, ptr addrspace(1) %v164, i64 %v945
  %v947 = getelementptr i8, ptr addrspace(1) %v196, i64 %v945
  %v948 = getelementptr i8, ptr addrspace(1) %v172, i64 %v945
  %v949 = getelementptr i8, ptr addrspace(1) %v204, i64 %v945
  %v950 = getelementptr i8, ptr addrspace(1) %v180, i64 %v945
  %v951 = getelementptr i8, ptr addrspace(1) %v212, i64 %v945
  %v952 = getelementptr i8, ptr addrspace(1) %v188, i64 %v945
  %v953 = getelementptr i8, ptr addrspace(1) %v220, i64 %v945
  %v955 = udiv i64 %v24, 8192
  %v956 = zext i32 %p9 to i64
  %v958 = udiv i64 %v27, 8192
  %v960 = urem i64 %v27, 8192
  %v962 = udiv i64 %v960, 16
  %v964 = zext i32 %v11 to i64
  %v965 = mul i64 %v964, 16
  ; n-dependent full tiles of 8192 bytes: 2 vectors of 16 bytes per thread
  %v966 = zext i32 %v12 to i64
  %v967 = zext i32 %p9 to i64
  %v968 = urem i64 %v955, %v967
  %v969 = sub i64 %v967, %v968
  %v970 = urem i64 %v969, %v967
  %v971 = add i64 %v966, %v970
  %v972 = urem i64 %v971, %v967
  br label %for15.head
for15.head:
  %v973 = phi i64 [ %v972, %if14.then ], [ %for15.next, %for15.latch ]
  %for15.cond = icmp ult i64 %v973, %v958
  br i1 %for15.cond, label %for15.body, label %for15.end
for15.body:
  %v975 = mul i64 %v973, 8192
  %v976 = add i64 %v965, %v975
  %v978 = add i64 %v976, 4096
  %v979 = getelementptr i8, ptr addrspace(1) %v946, i64 %v976
  %v980 = load <4 x i32>, ptr addrspace(1) %v979, align 16
  %v981 = getelementptr i8, ptr addrspace(1) %v948, i64 %v976
  %v982 = load <4 x i32>, ptr addrspace(1) %v981, align 16
  %v983 = getelementptr i8, ptr addrspace(1) %v950, i64 %v976
  %v984 = load <4 x i32>, ptr addrspace(1) %v983, align 16
  %v985 = getelementptr i8, ptr addrspace(1) %v952, i64 %v976
  %v986 = load <4 x i32>, ptr addrspace(1) %v985, align 16
  %v987 = getelementptr i8, ptr addrspace(1) %v946, i64 %v978
  %v988 = load <4 x i32>, ptr addrspace(1) %v987, align 16
  %v989 = getelementptr i8, ptr addrspace(1) %v948, i64 %v978
  %v990 = load <4 x i32>, ptr addrspace(1) %v989, align 16
  %v991 = getelementptr i8, ptr addrspace(1) %v950, i64 %v978
  %v992 = load <4 x i32>, ptr addrspace(1) %v991, align 16
  %v993 = getelementptr i8, ptr addrspace(1) %v952, i64 %v978
  %v994 = load <4 x i32>, ptr addrspace(1) %v993, align 16
  %v995 = extractelement <4 x i32> %v980, i32 0
  %v996 = extractelement <4 x i32> %v982, i32 0
  %v997 = extractelement <4 x i32> %v984, i32 0
  %v998 = extractelement <4 x i32> %v986, i32 0
  %v999 = trunc i32 %v995 to i16
  %t439 = zext i16 %v999 to i32
  %t440 = shl i32 %t439, 16
  %v1001 = bitcast i32 %t440 to float
  %v1002 = trunc i32 %v996 to i16
  %t441 = zext i16 %v1002 to i32
  %t442 = shl i32 %t441, 16
  %v1004 = bitcast i32 %t442 to float
  %v1005 = fadd float %v1001, %v1004
  %v1006 = trunc i32 %v997 to i16
  %t443 = zext i16 %v1006 to i32
  %t444 = shl i32 %t443, 16
  %v1008 = bitcast i32 %t444 to float
  %v1009 = fadd float %v1005, %v1008
  %v1010 = trunc i32 %v998 to i16
  %t445 = zext i16 %v1010 to i32
  %t446 = shl i32 %t445, 16
  %v1012 = bitcast i32 %t446 to float
  %v1013 = fadd float %v1009, %v1012
  %t447 = bitcast float %v1013 to i32
  %t448 = fcmp uno float %v1013, 0.000000e+00
  %t449 = lshr i32 %t447, 16
  %t450 = and i32 %t449, 1
  %t451 = add i32 %t450, 32767
  %t452 = add i32 %t447, %t451
  %t453 = lshr i32 %t452, 16
  %t454 = or i32 %t449, 64
  %t455 = trunc i32 %t453 to i16
  %t456 = trunc i32 %t454 to i16
  %v1014 = select i1 %t448, i16 %t456, i16 %t455
  %v1016 = zext i16 %v1014 to i32
  %v1018 = lshr i32 %v995, 16
  %v1019 = trunc i32 %v1018 to i16
  %t457 = zext i16 %v1019 to i32
  %t458 = shl i32 %t457, 16
  %v1021 = bitcast i32 %t458 to float
  %v1023 = lshr i32 %v996, 16
  %v1024 = trunc i32 %v1023 to i16
  %t459 = zext i16 %v1024 to i32
  %t460 = shl i32 %t459, 16
  %v1026 = bitcast i32 %t460 to float
  %v1027 = fadd float %v1021, %v1026
  %v1029 = lshr i32 %v997, 16
  %v1030 = trunc i32 %v1029 to i16
  %t461 = zext i16 %v1030 to i32
  %t462 = shl i32 %t461, 16
  %v1032 = bitcast i32 %t462 to float
  %v1033 = fadd float %v1027, %v1032
  %v1035 = lshr i32 %v998, 16
  %v1036 = trunc i32 %v1035 to i16
  %t463 = zext i16 %v1036 to i32
  %t464 = shl i32 %t463, 16
  %v1038 = bitcast i32 %t464 to float
  %v1039 = fadd float %v1033, %v1038
  %t465 = bitcast float %v1039 to i32
  %t466 = fcmp uno float %v1039, 0.000000e+00
  %t467 = lshr i32 %t465, 16
  %t468 = and i32 %t467, 1
  %t469 = add i32 %t468, 32767
  %t470 = add i32 %t465, %t469
  %t471 = lshr i32 %t470, 16
  %t472 = or i32 %t467, 64
  %t473 = trunc i32 %t471 to i16
  %t474 = trunc i32 %t472 to i16
  %v1040 = select i1 %t466, i16 %t474, i16 %t473
  %v1042 = zext i16 %v1040 to i32
  %v1044 = shl i32 %v1042, 16
  %v1045 = or i32 %v1016, %v1044
  %t475 = insertelement <4 x i32> poison, i32 %v1045, i32 0
  %v1046 = shufflevector <4 x i32> %t475, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1047 = extractelement <4 x i32> %v980, i32 1
  %v1048 = extractelement <4 x i32> %v982, i32 1
  %v1049 = extractelement <4 x i32> %v984, i32 1
  %v1050 = extractelement <4 x i32> %v986, i32 1
  %v1051 = trunc i32 %v1047 to i16
  %t476 = zext i16 %v1051 to i32
  %t477 = shl i32 %t476, 16
  %v1053 = bitcast i32 %t477 to float
  %v1054 = trunc i32 %v1048 to i16
  %t478 = zext i16 %v1054 to i32
  %t479 = shl i32 %t478, 16
  %v1056 = bitcast i32 %t479 to float
  %v1057 = fadd float %v1053, %v1056
  %v1058 = trunc i32 %v1049 to i16
  %t480 = zext i16 %v1058 to i32
  %t481 = shl i32 %t480, 16
  %v1060 = bitcast i32 %t481 to float
  %v1061 = fadd float %v1057, %v1060
  %v1062 = trunc i32 %v1050 to i16
  %t482 = zext i16 %v1062 to i32
  %t483 = shl i32 %t482, 16
  %v1064 = bitcast i32 %t483 to float
  %v1065 = fadd float %v1061, %v1064
  %t484 = bitcast float %v1065 to i32
  %t485 = fcmp uno float %v1065, 0.000000e+00
  %t486 = lshr i32 %t484, 16
  %t487 = and i32 %t486, 1
  %t488 = add i32 %t487, 32767
  %t489 = add i32 %t484, %t488
  %t490 = lshr i32 %t489, 16
  %t491 = or i32 %t486, 64
  %t492 = trunc i32 %t490 to i16
  %t493 = trunc i32 %t491 to i16
  %v1066 = select i1 %t485, i16 %t493, i16 %t492
  %v1068 = zext i16 %v1066 to i32
  %v1070 = lshr i32 %v1047, 16
  %v1071 = trunc i32 %v1070 to i16
  %t494 = zext i16 %v1071 to i32
  %t495 = shl i32 %t494, 16
  %v1073 = bitcast i32 %t495 to float
  %v1075 = lshr i32 %v1048, 16
  %v1076 = trunc i32 %v1075 to i16
  %t496 = zext i16 %v1076 to i32
  %t497 = shl i32 %t496, 16
  %v1078 = bitcast i32 %t497 to float
  %v1079 = fadd float %v1073, %v1078
  %v1081 = lshr i32 %v1049, 16
  %v1082 = trunc i32 %v1081 to i16
  %t498 = zext i16 %v1082 to i32
  %t499 = shl i32 %t498, 16
  %v1084 = bitcast i32 %t499 to float
  %v1085 = fadd float %v1079, %v1084
  %v1087 = lshr i32 %v1050, 16
  %v1088 = trunc i32 %v1087 to i16
  %t500 = zext i16 %v1088 to i32
  %t501 = shl i32 %t500, 16
  %v1090 = bitcast i32 %t501 to float
  %v1091 = fadd float %v1085, %v1090
  %t502 = bitcast float %v1091 to i32
  %t503 = fcmp uno float %v1091, 0.000000e+00
  %t504 = lshr i32 %t502, 16
  %t505 = and i32 %t504, 1
  %t506 = add i32 %t505, 32767
  %t507 = add i32 %t502, %t506
  %t508 = lshr i32 %t507, 16
  %t509 = or i32 %t504, 64
  %t510 = trunc i32 %t508 to i16
  %t511 = trunc i32 %t509 to i16
  %v1092 = select i1 %t503, i16 %t511, i16 %t510
  %v1094 = zext i16 %v1092 to i32
  %v1096 = shl i32 %v1094, 16
  %v1097 = or i32 %v1068, %v1096
  %v1098 = insertelement <4 x i32> %v1046, i32 %v1097, i32 1
  %v1099 = extractelement <4 x i32> %v980, i32 2
  %v1100 = extractelement <4 x i32> %v982, i32 2
  %v1101 = extractelement <4 x i32> %v984, i32 2
  %v1102 = extractelement <4 x i32> %v986, i32 2
  %v1103 = trunc i32 %v1099 to i16
  %t512 = zext i16 %v1103 to i32
  %t513 = shl i32 %t512, 16
  %v1105 = bitcast i32 %t513 to float
  %v1106 = trunc i32 %v1100 to i16
  %t514 = zext i16 %v1106 to i32
  %t515 = shl i32 %t514, 16
  %v1108 = bitcast i32 %t515 to float
  %v1109 = fadd float %v1105, %v1108
  %v1110 = trunc i32 %v1101 to i16
  %t516 = zext i16 %v1110 to i32
  %t517 = shl i32 %t516, 16
  %v1112 = bitcast i32 %t517 to float
  %v1113 = fadd float %v1109, %v1112
  %v1114 = trunc i32 %v1102 to i16
  %t518 = zext i16 %v1114 to i32
  %t519 = shl i32 %t518, 16
  %v1116 = bitcast i32 %t519 to float
  %v1117 = fadd float %v1113, %v1116
  %t520 = bitcast float %v1117 to i32
  %t521 = fcmp uno float %v1117, 0.000000e+00
  %t522 = lshr i32 %t520, 16
  %t523 = and i32 %t522, 1
  %t524 = add i32 %t523, 32767
  %t525 = add i32 %t520, %t524
  %t526 = lshr i32 %t525, 16
  %t527 = or i32 %t522, 64
  %t528 = trunc i32 %t526 to i16
  %t529 = trunc i32 %t527 to i16
  %v1118 = select i1 %t521, i16 %t529, i16 %t528
  %v1120 = zext i16 %v1118 to i32
  %v1122 = lshr i32 %v1099, 16
  %v1123 = trunc i32 %v1122 to i16
  %t530 = zext i16 %v1123 to i32
  %t531 = shl i32 %t530, 16
  %v1125 = bitcast i32 %t531 to float
  %v1127 = lshr i32 %v1100, 16
  %v1128 = trunc i32 %v1127 to i16
  %t532 = zext i16 %v1128 to i32
  %t533 = shl i32 %t532, 16
  %v1130 = bitcast i32 %t533 to float
  %v1131 = fadd float %v1125, %v1130
  %v1133 = lshr i32 %v1101, 16
  %v1134 = trunc i32 %v1133 to i16
  %t534 = zext i16 %v1134 to i32
  %t535 = shl i32 %t534, 16
  %v1136 = bitcast i32 %t535 to float
  %v1137 = fadd float %v1131, %v1136
  %v1139 = lshr i32 %v1102, 16
  %v1140 = trunc i32 %v1139 to i16
  %t536 = zext i16 %v1140 to i32
  %t537 = shl i32 %t536, 16
  %v1142 = bitcast i32 %t537 to float
  %v1143 = fadd float %v1137, %v1142
  %t538 = bitcast float %v1143 to i32
  %t539 = fcmp uno float %v1143, 0.000000e+00
  %t540 = lshr i32 %t538, 16
  %t541 = and i32 %t540, 1
  %t542 = add i32 %t541, 32767
  %t543 = add i32 %t538, %t542
  %t544 = lshr i32 %t543, 16
  %t545 = or i32 %t540, 64
  %t546 = trunc i32 %t544 to i16
  %t547 = trunc i32 %t545 to i16
  %v1144 = select i1 %t539, i16 %t547, i16 %t546
  %v1146 = zext i16 %v1144 to i32
  %v1148 = shl i32 %v1146, 16
  %v1149 = or i32 %v1120, %v1148
  %v1150 = insertelement <4 x i32> %v1098, i32 %v1149, i32 2
  %v1151 = extractelement <4 x i32> %v980, i32 3
  %v1152 = extractelement <4 x i32> %v982, i32 3
  %v1153 = extractelement <4 x i32> %v984, i32 3
  %v1154 = extractelement <4 x i32> %v986, i32 3
  %v1155 = trunc i32 %v1151 to i16
  %t548 = zext i16 %v1155 to i32
  %t549 = shl i32 %t548, 16
  %v1157 = bitcast i32 %t549 to float
  %v1158 = trunc i32 %v1152 to i16
  %t550 = zext i16 %v1158 to i32
  %t551 = shl i32 %t550, 16
  %v1160 = bitcast i32 %t551 to float
  %v1161 = fadd float %v1157, %v1160
  %v1162 = trunc i32 %v1153 to i16
  %t552 = zext i16 %v1162 to i32
  %t553 = shl i32 %t552, 16
  %v1164 = bitcast i32 %t553 to float
  %v1165 = fadd float %v1161, %v1164
  %v1166 = trunc i32 %v1154 to i16
  %t554 = zext i16 %v1166 to i32
  %t555 = shl i32 %t554, 16
  %v1168 = bitcast i32 %t555 to float
  %v1169 = fadd float %v1165, %v1168
  %t556 = bitcast float %v1169 to i32
  %t557 = fcmp uno float %v1169, 0.000000e+00
  %t558 = lshr i32 %t556, 16
  %t559 = and i32 %t558, 1
  %t560 = add i32 %t559, 32767
  %t561 = add i32 %t556, %t560
  %t562 = lshr i32 %t561, 16
  %t563 = or i32 %t558, 64
  %t564 = trunc i32 %t562 to i16
  %t565 = trunc i32 %t563 to i16
  %v1170 = select i1 %t557, i16 %t565, i16 %t564
  %v1172 = zext i16 %v1170 to i32
  %v1174 = lshr i32 %v1151, 16
  %v1175 = trunc i32 %v1174 to i16
  %t566 = zext i16 %v1175 to i32
  %t567 = shl i32 %t566, 16
  %v1177 = bitcast i32 %t567 to float
  %v1179 = lshr i32 %v1152, 16
  %v1180 = trunc i32 %v1179 to i16
  %t568 = zext i16 %v1180 to i32
  %t569 = shl i32 %t568, 16
  %v1182 = bitcast i32 %t569 to float
  %v1183 = fadd float %v1177, %v1182
  %v1185 = lshr i32 %v1153, 16
  %v1186 = trunc i32 %v1185 to i16
  %t570 = zext i16 %v1186 to i32
  %t571 = shl i32 %t570, 16
  %v1188 = bitcast i32 %t571 to float
  %v1189 = fadd float %v1183, %v1188
  %v1191 = lshr i32 %v1154, 16
  %v1192 = trunc i32 %v1191 to i16
  %t572 = zext i16 %v1192 to i32
  %t573 = shl i32 %t572, 16
  %v1194 = bitcast i32 %t573 to float
  %v1195 = fadd float %v1189, %v1194
  %t574 = bitcast float %v1195 to i32
  %t575 = fcmp uno float %v1195, 0.000000e+00
  %t576 = lshr i32 %t574, 16
  %t577 = and i32 %t576, 1
  %t578 = add i32 %t577, 32767
  %t579 = add i32 %t574, %t578
  %t580 = lshr i32 %t579, 16
  %t581 = or i32 %t576, 64
  %t582 = trunc i32 %t580 to i16
  %t583 = trunc i32 %t581 to i16
  %v1196 = select i1 %t575, i16 %t583, i16 %t582
  %v1198 = zext i16 %v1196 to i32
  %v1200 = shl i32 %v1198, 16
  %v1201 = or i32 %v1172, %v1200
  %v1202 = insertelement <4 x i32> %v1150, i32 %v1201, i32 3
  %v1203 = getelementptr i8, ptr addrspace(1) %v947, i64 %v976
  store <4 x i32> %v1202, ptr addrspace(1) %v1203, align 16
  %v1204 = getelementptr i8, ptr addrspace(1) %v949, i64 %v976
  store <4 x i32> %v1202, ptr addrspace(1) %v1204, align 16
  %v1205 = getelementptr i8, ptr addrspace(1) %v951, i64 %v976
  store <4 x i32> %v1202, ptr addrspace(1) %v1205, align 16
  %v1206 = getelementptr i8, ptr addrspace(1) %v953, i64 %v976
  store <4 x i32> %v1202, ptr addrspace(1) %v1206, align 16
  %v1207 = extractelement <4 x i32> %v988, i32 0
  %v1208 = extractelement <4 x i32> %v990, i32 0
  %v1209 = extractelement <4 x i32> %v992, i32 0
  %v1210 = extractelement <4 x i32> %v994, i32 0
  %v1211 = trunc i32 %v1207 to i16
  %t584 = zext i16 %v1211 to i32
  %t585 = shl i32 %t584, 16
  %v1213 = bitcast i32 %t585 to float
  %v1214 = trunc i32 %v1208 to i16
  %t586 = zext i16 %v1214 to i32
  %t587 = shl i32 %t586, 16
  %v1216 = bitcast i32 %t587 to float
  %v1217 = fadd float %v1213, %v1216
  %v1218 = trunc i32 %v1209 to i16
  %t588 = zext i16 %v1218 to i32
  %t589 = shl i32 %t588, 16
  %v1220 = bitcast i32 %t589 to float
  %v1221 = fadd float %v1217, %v1220
  %v1222 = trunc i32 %v1210 to i16
  %t590 = zext i16 %v1222 to i32
  %t591 = shl i32 %t590, 16
  %v1224 = bitcast i32 %t591 to float
  %v1225 = fadd float %v1221, %v1224
  %t592 = bitcast float %v1225 to i32
  %t593 = fcmp uno float %v1225, 0.000000e+00
  %t594 = lshr i32 %t592, 16
  %t595 = and i32 %t594, 1
  %t596 = add i32 %t595, 32767
  %t597 = add i32 %t592, %t596
  %t598 = lshr i32 %t597, 16
  %t599 = or i32 %t594, 64
  %t600 = trunc i32 %t598 to i16
  %t601 = trunc i32 %t599 to i16
  %v1226 = select i1 %t593, i16 %t601, i16 %t600
  %v1228 = zext i16 %v1226 to i32
  %v1230 = lshr i32 %v1207, 16
  %v1231 = trunc i32 %v1230 to i16
  %t602 = zext i16 %v1231 to i32
  %t603 = shl i32 %t602, 16
  %v1233 = bitcast i32 %t603 to float
  %v1235 = lshr i32 %v1208, 16
  %v1236 = trunc i32 %v1235 to i16
  %t604 = zext i16 %v1236 to i32
  %t605 = shl i32 %t604, 16
  %v1238 = bitcast i32 %t605 to float
  %v1239 = fadd float %v1233, %v1238
  %v1241 = lshr i32 %v1209, 16
  %v1242 = trunc i32 %v1241 to i16
  %t606 = zext i16 %v1242 to i32
  %t607 = shl i32 %t606, 16
  %v1244 = bitcast i32 %t607 to float
  %v1245 = fadd float %v1239, %v1244
  %v1247 = lshr i32 %v1210, 16
  %v1248 = trunc i32 %v1247 to i16
  %t608 = zext i16 %v1248 to i32
  %t609 = shl i32 %t608, 16
  %v1250 = bitcast i32 %t609 to float
  %v1251 = fadd float %v1245, %v1250
  %t610 = bitcast float %v1251 to i32
  %t611 = fcmp uno float %v1251, 0.000000e+00
  %t612 = lshr i32 %t610, 16
  %t613 = and i32 %t612, 1
  %t614 = add i32 %t613, 32767
  %t615 = add i32 %t610, %t614
  %t616 = lshr i32 %t615, 16
  %t617 = or i32 %t612, 64
  %t618 = trunc i32 %t616 to i16
  %t619 = trunc i32 %t617 to i16
  %v1252 = select i1 %t611, i16 %t619, i16 %t618
  %v1254 = zext i16 %v1252 to i32
  %v1256 = shl i32 %v1254, 16
  %v1257 = or i32 %v1228, %v1256
  %t620 = insertelement <4 x i32> poison, i32 %v1257, i32 0
  %v1258 = shufflevector <4 x i32> %t620, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1259 = extractelement <4 x i32> %v988, i32 1
  %v1260 = extractelement <4 x i32> %v990, i32 1
  %v1261 = extractelement <4 x i32> %v992, i32 1
  %v1262 = extractelement <4 x i32> %v994, i32 1
  %v1263 = trunc i32 %v1259 to i16
  %t621 = zext i16 %v1263 to i32
  %t622 = shl i32 %t621, 16
  %v1265 = bitcast i32 %t622 to float
  %v1266 = trunc i32 %v1260 to i16
  %t623 = zext i16 %v1266 to i32
  %t624 = shl i32 %t623, 16
  %v1268 = bitcast i32 %t624 to float
  %v1269 = fadd float %v1265, %v1268
  %v1270 = trunc i32 %v1261 to i16
  %t625 = zext i16 %v1270 to i32
  %t626 = shl i32 %t625, 16
  %v1272 = bitcast i32 %t626 to float
  %v1273 = fadd float %v1269, %v1272
  %v1274 = trunc i32 %v1262 to i16
  %t627 = zext i16 %v1274 to i32
  %t628 = shl i32 %t627, 16
  %v1276 = bitcast i32 %t628 to float
  %v1277 = fadd float %v1273, %v1276
  %t629 = bitcast float %v1277 to i32
  %t630 = fcmp uno float %v1277, 0.000000e+00
  %t631 = lshr i32 %t629, 16
  %t632 = and i32 %t631, 1
  %t633 = add i32 %t632, 32767
  %t634 = add i32 %t629, %t633
  %t635 = lshr i32 %t634, 16
  %t636 = or i32 %t631, 64
  %t637 = trunc i32 %t635 to i16
  %t638 = trunc i32 %t636 to i16
  %v1278 = select i1 %t630, i16 %t638, i16 %t637
  %v1280 = zext i16 %v1278 to i32
  %v1282 = lshr i32 %v1259, 16
  %v1283 = trunc i32 %v1282 to i16
  %t639 = zext i16 %v1283 to i32
  %t640 = shl i32 %t639, 16
  %v1285 = bitcast i32 %t640 to float
  %v1287 = lshr i32 %v1260, 16
  %v1288 = trunc i32 %v1287 to i16
  %t641 = zext i16 %v1288 to i32
  %t642 = shl i32 %t641, 16
  %v1290 = bitcast i32 %t642 to float
  %v1291 = fadd float %v1285, %v1290
  %v1293 = lshr i32 %v1261, 16
  %v1294 = trunc i32 %v1293 to i16
  %t643 = zext i16 %v1294 to i32
  %t644 = shl i32 %t643, 16
  %v1296 = bitcast i32 %t644 to float
  %v1297 = fadd float %v1291, %v1296
  %v1299 = lshr i32 %v1262, 16
  %v1300 = trunc i32 %v1299 to i16
  %t645 = zext i16 %v1300 to i32
  %t646 = shl i32 %t645, 16
  %v1302 = bitcast i32 %t646 to float
  %v1303 = fadd float %v1297, %v1302
  %t647 = bitcast float %v1303 to i32
  %t648 = fcmp uno float %v1303, 0.000000e+00
  %t649 = lshr i32 %t647, 16
  %t650 = and i32 %t649, 1
  %t651 = add i32 %t650, 32767
  %t652 = add i32 %t647, %t651
  %t653 = lshr i32 %t652, 16
  %t654 = or i32 %t649, 64
  %t655 = trunc i32 %t653 to i16
  %t656 = trunc i32 %t654 to i16
  %v1304 = select i1 %t648, i16 %t656, i16 %t655
  %v1306 = zext i16 %v1304 to i32
  %v1308 = shl i32 %v1306, 16
  %v1309 = or i32 %v1280, %v1308
  %v1310 = insertelement <4 x i32> %v1258, i32 %v1309, i32 1
  %v1311 = extractelement <4 x i32> %v988, i32 2
  %v1312 = extractelement <4 x i32> %v990, i32 2
  %v1313 = extractelement <4 x i32> %v992, i32 2
  %v1314 = extractelement <4 x i32> %v994, i32 2
  %v1315 = trunc i32 %v1311 to i16
  %t657 = zext i16 %v1315 to i32
  %t658 = shl i32 %t657, 16
  %v1317 = bitcast i32 %t658 to float
  %v1318 = trunc i32 %v1312 to i16
  %t659 = zext i16 %v1318 to i32
  %t660 = shl i32 %t659, 16
  %v1320 = bitcast i32 %t660 to float
  %v1321 = fadd float %v1317, %v1320
  %v1322 = trunc i32 %v1313 to i16
  %t661 = zext i16 %v1322 to i32
  %t662 = shl i32 %t661, 16
  %v1324 = bitcast i32 %t662 to float
  %v1325 = fadd float %v1321, %v1324
  %v1326 = trunc i32 %v1314 to i16
  %t663 = zext i16 %v1326 to i32
  %t664 = shl i32 %t663, 16
  %v1328 = bitcast i32 %t664 to float
  %v1329 = fadd float %v1325, %v1328
  %t665 = bitcast float %v1329 to i32
  %t666 = fcmp uno float %v1329, 0.000000e+00
  %t667 = lshr i32 %t665, 16
  %t668 = and i32 %t667, 1
  %t669 = add i32 %t668, 32767
  %t670 = add i32 %t665, %t669
  %t671 = lshr i32 %t670, 16
  %t672 = or i32 %t667, 64
  %t673 = trunc i32 %t671 to i16
  %t674 = trunc i32 %t672 to i16
  %v1330 = select i1 %t666, i16 %t674, i16 %t673
  %v1332 = zext i16 %v1330 to i32
  %v1334 = lshr i32 %v1311, 16
  %v1335 = trunc i32 %v1334 to i16
  %t675 = zext i16 %v1335 to i32
  %t676 = shl i32 %t675, 16
  %v1337 = bitcast i32 %t676 to float
  %v1339 = lshr i32 %v1312, 16
  %v1340 = trunc i32 %v1339 to i16
  %t677 = zext i16 %v1340 to i32
  %t678 = shl i32 %t677, 16
  %v1342 = bitcast i32 %t678 to float
  %v1343 = fadd float %v1337, %v1342
  %v1345 = lshr i32 %v1313, 16
  %v1346 = trunc i32 %v1345 to i16
  %t679 = zext i16 %v1346 to i32
  %t680 = shl i32 %t679, 16
  %v1348 = bitcast i32 %t680 to float
  %v1349 = fadd float %v1343, %v1348
  %v1351 = lshr i32 %v1314, 16
  %v1352 = trunc i32 %v1351 to i16
  %t681 = zext i16 %v1352 to i32
  %t682 = shl i32 %t681, 16
  %v1354 = bitcast i32 %t682 to float
  %v1355 = fadd float %v1349, %v1354
  %t683 = bitcast float %v1355 to i32
  %t684 = fcmp uno float %v1355, 0.000000e+00
  %t685 = lshr i32 %t683, 16
  %t686 = and i32 %t685, 1
  %t687 = add i32 %t686, 32767
  %t688 = add i32 %t683, %t687
  %t689 = lshr i32 %t688, 16
  %t690 = or i32 %t685, 64
  %t691 = trunc i32 %t689 to i16
  %t692 = trunc i32 %t690 to i16
  %v1356 = select i1 %t684, i16 %t692, i16 %t691
  %v1358 = zext i16 %v1356 to i32
  %v1360 = shl i32 %v1358, 16
  %v1361 = or i32 %v1332, %v1360
  %v1362 = insertelement <4 x i32> %v1310, i32 %v1361, i32 2
  %v1363 = extractelement <4 x i32> %v988, i32 3
  %v1364 = extractelement <4 x i32> %v990, i32 3
  %v1365 = extractelement <4 x i32> %v992, i32 3
  %v1366 = extractelement <4 x i32> %v994, i32 3
  %v1367 = trunc i32 %v1363 to i16
  %t693 = zext i16 %v1367 to i32
  %t694 = shl i32 %t693, 16
  %v1369 = bitcast i32 %t694 to float
  %v1370 = trunc i32 %v1364 to i16
  %t695 = zext i16 %v1370 to i32
  %t696 = shl i32 %t695, 16
  %v1372 = bitcast i32 %t696 to float
  %v1373 = fadd float %v1369, %v1372
  %v1374 = trunc i32 %v1365 to i16
  %t697 = zext i16 %v1374 to i32
  %t698 = shl i32 %t697, 16
  %v1376 = bitcast i32 %t698 to float
  %v1377 = fadd float %v1373, %v1376
  %v1378 = trunc i32 %v1366 to i16
  %t699 = zext i16 %v1378 to i32
  %t700 = shl i32 %t699, 16
  %v1380 = bitcast i32 %t700 to float
  %v1381 = fadd float %v1377, %v1380
  %t701 = bitcast float %v1381 to i32
  %t702 = fcmp uno float %v1381, 0.000000e+00
  %t703 = lshr i32 %t701, 16
  %t704 = and i32 %t703, 1
  %t705 = add i32 %t704, 32767
  %t706 = add i32 %t701, %t705
  %t707 = lshr i32 %t706, 16
  %t708 = or i32 %t703, 64
  %t709 = trunc i32 %t707 to i16
  %t710 = trunc i32 %t708 to i16
  %v1382 = select i1 %t702, i16 %t710, i16 %t709
  %v1384 = zext i16 %v1382 to i32
  %v1386 = lshr i32 %v1363, 16
  %v1387 = trunc i32 %v1386 to i16
  %t711 = zext i16 %v1387 to i32
  %t712 = shl i32 %t711, 16
  %v1389 = bitcast i32 %t712 to float
  %v1391 = lshr i32 %v1364, 16
  %v1392 = trunc i32 %v1391 to i16
  %t713 = zext i16 %v1392 to i32
  %t714 = shl i32 %t713, 16
  %v1394 = bitcast i32 %t714 to float
  %v1395 = fadd float %v1389, %v1394
  %v1397 = lshr i32 %v1365, 16
  %v1398 = trunc i32 %v1397 to i16
  %t715 = zext i16 %v1398 to i32
  %t716 = shl i32 %t715, 16
  %v1400 = bitcast i32 %t716 to float
  %v1401 = fadd float %v1395, %v1400
  %v1403 = lshr i32 %v1366, 16
  %v1404 = trunc i32 %v1403 to i16
  %t717 = zext i16 %v1404 to i32
  %t718 = shl i32 %t717, 16
  %v1406 = bitcast i32 %t718 to float
  %v1407 = fadd float %v1401, %v1406
  %t719 = bitcast float %v1407 to i32
  %t720 = fcmp uno float %v1407, 0.000000e+00
  %t721 = lshr i32 %t719, 16
  %t722 = and i32 %t721, 1
  %t723 = add i32 %t722, 32767
  %t724 = add i32 %t719, %t723
  %t725 = lshr i32 %t724, 16
  %t726 = or i32 %t721, 64
  %t727 = trunc i32 %t725 to i16
  %t728 = trunc i32 %t726 to i16
  %v1408 = select i1 %t720, i16 %t728, i16 %t727
  %v1410 = zext i16 %v1408 to i32
  %v1412 = shl i32 %v1410, 16
  %v1413 = or i32 %v1384, %v1412
  %v1414 = insertelement <4 x i32> %v1362, i32 %v1413, i32 3
  %v1415 = getelementptr i8, ptr addrspace(1) %v947, i64 %v978
  store <4 x i32> %v1414, ptr addrspace(1) %v1415, align 16
  %v1416 = getelementptr i8, ptr addrspace(1) %v949, i64 %v978
  store <4 x i32> %v1414, ptr addrspace(1) %v1416, align 16
  %v1417 = getelementptr i8, ptr addrspace(1) %v951, i64 %v978
  store <4 x i32> %v1414, ptr addrspace(1) %v1417, align 16
  %v1418 = getelementptr i8, ptr addrspace(1) %v953, i64 %v978
  store <4 x i32> %v1414, ptr addrspace(1) %v1418, align 16
  br label %for15.latch
for15.latch:
  %for15.next = add i64 %v973, %v956
  br label %for15.head
for15.end:
  %v1419 = add i64 %v958, %v955
  %v1420 = urem i64 %v1419, %v956
  ; partial tile: n-dependent vectors in block n-dependent
  %v1421 = zext i32 %v12 to i64
  %v1422 = icmp eq i64 %v1421, %v1420
  br i1 %v1422, label %if16.then, label %if16.end
if16.then:
  %v1424 = zext i32 %v11 to i64
  br label %for17.head
for17.head:
  %v1425 = phi i64 [ %v1424, %if16.then ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i64 %v1425, %v962
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v1427 = mul i64 %v1425, 16
  %v1429 = mul i64 %v958, 8192
  %v1430 = add i64 %v1429, %v1427
  %v1431 = getelementptr i8, ptr addrspace(1) %v946, i64 %v1430
  %v1432 = load <4 x i32>, ptr addrspace(1) %v1431, align 16
  %v1433 = getelementptr i8, ptr addrspace(1) %v948, i64 %v1430
  %v1434 = load <4 x i32>, ptr addrspace(1) %v1433, align 16
  %v1435 = getelementptr i8, ptr addrspace(1) %v950, i64 %v1430
  %v1436 = load <4 x i32>, ptr addrspace(1) %v1435, align 16
  %v1437 = getelementptr i8, ptr addrspace(1) %v952, i64 %v1430
  %v1438 = load <4 x i32>, ptr addrspace(1) %v1437, align 16
  %v1439 = extractelement <4 x i32> %v1432, i32 0
  %v1440 = extractelement <4 x i32> %v1434, i32 0
  %v1441 = extractelement <4 x i32> %v1436, i32 0
  %v1442 = extractelement <4 x i32> %v1438, i32 0
  %v1443 = trunc i32 %v1439 to i16
  %t729 = zext i16 %v1443 to i32
  %t730 = shl i32 %t729, 16
  %v1445 = bitcast i32 %t730 to float
  %v1446 = trunc i32 %v1440 to i16
  %t731 = zext i16 %v1446 to i32
  %t732 = shl i32 %t731, 16
  %v1448 = bitcast i32 %t732 to float
  %v1449 = fadd float %v1445, %v1448
  %v1450 = trunc i32 %v1441 to i16
  %t733 = zext i16 %v1450 to i32
  %t734 = shl i32 %t733, 16
  %v1452 = bitcast i32 %t734 to float
  %v1453 = fadd float %v1449, %v1452
  %v1454 = trunc i32 %v1442 to i16
  %t735 = zext i16 %v1454 to i32
  %t736 = shl i32 %t735, 16
  %v1456 = bitcast i32 %t736 to float
  %v1457 = fadd float %v1453, %v1456
  %t737 = bitcast float %v1457 to i32
  %t738 = fcmp uno float %v1457, 0.000000e+00
  %t739 = lshr i32 %t737, 16
  %t740 = and i32 %t739, 1
  %t741 = add i32 %t740, 32767
  %t742 = add i32 %t737, %t741
  %t743 = lshr i32 %t742, 16
  %t744 = or i32 %t739, 64
  %t745 = trunc i32 %t743 to i16
  %t746 = trunc i32 %t744 to i16
  %v1458 = select i1 %t738, i16 %t746, i16 %t745
  %v1460 = zext i16 %v1458 to i32
  %v1462 = lshr i32 %v1439, 16
  %v1463 = trunc i32 %v1462 to i16
  %t747 = zext i16 %v1463 to i32
  %t748 = shl i32 %t747, 16
  %v1465 = bitcast i32 %t748 to float
  %v1467 = lshr i32 %v1440, 16
  %v1468 = trunc i32 %v1467 to i16
  %t749 = zext i16 %v1468 to i32
  %t750 = shl i32 %t749, 16
  %v1470 = bitcast i32 %t750 to float
  %v1471 = fadd float %v1465, %v1470
  %v1473 = lshr i32 %v1441, 16
  %v1474 = trunc i32 %v1473 to i16
  %t751 = zext i16 %v1474 to i32
  %t752 = shl i32 %t751, 16
  %v1476 = bitcast i32 %t752 to float
  %v1477 = fadd float %v1471, %v1476
  %v1479 = lshr i32 %v1442, 16
  %v1480 = trunc i32 %v1479 to i16
  %t753 = zext i16 %v1480 to i32
  %t754 = shl i32 %t753, 16
  %v1482 = bitcast i32 %t754 to float
  %v1483 = fadd float %v1477, %v1482
  %t755 = bitcast float %v1483 to i32
  %t756 = fcmp uno float %v1483, 0.000000e+00
  %t757 = lshr i32 %t755, 16
  %t758 = and i32 %t757, 1
  %t759 = add i32 %t758, 32767
  %t760 = add i32 %t755, %t759
  %t761 = lshr i32 %t760, 16
  %t762 = or i32 %t757, 64
  %t763 = trunc i32 %t761 to i16
  %t764 = trunc i32 %t762 to i16
  %v1484 = select i1 %t756, i16 %t764, i16 %t763
  %v1486 = zext i16 %v1484 to i32
  %v1488 = shl i32 %v1486, 16
  %v1489 = or i32 %v1460, %v1488
  %t765 = insertelement <4 x i32> poison, i32 %v1489, i32 0
  %v1490 = shufflevector <4 x i32> %t765, <4 x i32> poison, <4 x i32> zeroinitializer
  %v1491 = extractelement <4 x i32> %v1432, i32 1
  %v1492 = extractelement <4 x i32> %v1434, i32 1
  %v1493 = extractelement <4 x i32> %v1436, i32 1
  %v1494 = extractelement <4 x i32> %v1438, i32 1
  %v1495 = trunc i32 %v1491 to i16
  %t766 = zext i16 %v1495 to i32
  %t767 = shl i32 %t766, 16
  %v1497 = bitcast i32 %t767 to float
  %v1498 = trunc i32 %v1492 to i16
  %t768 = zext i16 %v1498 to i32
  %t769 = shl i32 %t768, 16
  %v1500 = bitcast i32 %t769 to float
  %v1501 = fadd float %v1497, %v1500
  %v1502 = trunc i32 %v1493 to i16
  %t770 = zext i16 %v1502 to i32
  %t771 = shl i32 %t770, 16
  %v1504 = bitcast i32 %t771 to float
  %v1505 = fadd float %v1501, %v1504
  %v1506 = trunc i32 %v1494 to i16
  %t772 = zext i16 %v1506 to i32
  %t773 = shl i32 %t772, 16
  %v1508 = bitcast i32 %t773 to float
  %v1509 = fadd float %v1505, %v1508
  %t774 = bitcast float %v1509 to i32
  %t775 = fcmp uno float %v1509, 0.000000e+00
  %t776 = lshr i32 %t774, 16
  %t777 = and i32 %t776, 1
  %t778 = add i32 %t777, 32767
  %t779 = add i32 %t774, %t778
  %t780 = lshr i32 %t779, 16
  %t781 = or i32 %t776, 64
  %t782 = trunc i32 %t780 to i16
  %t783 = trunc i32 %t781 to i16
  %v1510 = select i1 %t775, i16 %t783, i16 %t782
  %v1512 = zext i16 %v1510 to i32
  %v1514 = lshr i32 %v1491, 16
  %v1515 = trunc i32 %v1514 to i16
  %t784 = zext i16 %v1515 to i32
  %t785 = shl i32 %t784, 16
  %v1517 = bitcast i32 %t785 to float
  %v1519 = lshr i32 %v1492, 16
  %v1520 = trunc i32 %v1519 to i16
  %t786 = zext i16 %v1520 to i32
  %t787 = shl i32 %t786, 16
  %v1522 = bitcast i32 %t787 to float
  %v1523 = fadd float %v1517, %v1522
  %v1525 = lshr i32 %v1493, 16
  %v1526 = trunc i32 %v1525 to i16
  %t788 = zext i16 %v1526 to i32
  %t789 = shl i32 %t788, 16
  %v1528 = bitcast i32 %t789 to float
  %v1529 = fadd float %v1523, %v1528
  %v1531 = lshr i32 %v1494, 16
  %v1532 = trunc i32 %v1531 to i16
  %t790 = zext i16 %v1532 to i32
  %t791 = shl i32 %t790, 16
  %v1534 = bitcast i32 %t791 to float
  %v1535 = fadd float %v1529, %v1534
  %t792 = bitcast float %v1535 to i32
  %t793 = fcmp uno float %v1535, 0.000000e+00
  %t794 = lshr i32 %t792, 16
  %t795 = and i32 %t794, 1
  %t796 = add i32 %t795, 32767
  %t797 = add i32 %t792, %t796
  %t798 = lshr i32 %t797, 16
  %t799 = or i32 %t794, 64
  %t800 = trunc i32 %t798 to i16
  %t801 = trunc i32 %t799 to i16
  %v1536 = select i1 %t793, i16 %t801, i16 %t800
  %v1538 = zext i16 %v1536 to i32
  %v1540 = shl i32 %v1538, 16
  %v1541 = or i32 %v1512, %v1540
  %v1542 = insertelement <4 x i32> %v1490, i32 %v1541, i32 1
  %v1543 = extractelement <4 x i32> %v1432, i32 2
  %v1544 = extractelement <4 x i32> %v1434, i32 2
  %v1545 = extractelement <4 x i32> %v1436, i32 2
  %v1546 = extractelement <4 x i32> %v1438, i32 2
  %v1547 = trunc i32 %v1543 to i16
  %t802 = zext i16 %v1547 to i32
  %t803 = shl i32 %t802, 16
  %v1549 = bitcast i32 %t803 to float
  %v1550 = trunc i32 %v1544 to i16
  %t804 = zext i16 %v1550 to i32
  %t805 = shl i32 %t804, 16
  %v1552 = bitcast i32 %t805 to float
  %v1553 = fadd float %v1549, %v1552
  %v1554 = trunc i32 %v1545 to i16
  %t806 = zext i16 %v1554 to i32
  %t807 = shl i32 %t806, 16
  %v1556 = bitcast i32 %t807 to float
  %v1557 = fadd float %v1553, %v1556
  %v1558 = trunc i32 %v1546 to i16
  %t808 = zext i16 %v1558 to i32
  %t809 = shl i32 %t808, 16
  %v1560 = bitcast i32 %t809 to float
  %v1561 = fadd float %v1557, %v1560
  %t810 = bitcast float %v1561 to i32
  %t811 = fcmp uno float %v1561, 0.000000e+00
  %t812 = lshr i32 %t810, 16
  %t813 = and i32 %t812, 1
  %t814 = add i32 %t813, 32767
  %t815 = add i32 %t810, %t814
  %t816 = lshr i32 %t815, 16
  %t817 = or i32 %t812, 64
  %t818 = trunc i32 %t816 to i16
  %t819 = trunc i32 %t817 to i16
  %v1562 = select i1 %t811, i16 %t819, i16 %t818
  %v1564 = zext i16 %v1562 to i32
  %v1566 = lshr i32 %v1543, 16
  %v1567 = trunc i32 %v1566 to i16
  %t820 = zext i16 %v1567 to i32
  %t821 = shl i32 %t820, 16
  %v1569 = bitcast i32 %t821 to float
  %v1571 = lshr i32 %v1544, 16
  %v1572 = trunc i32 %v1571 to i16
  %t822 = zext i16 %v1572 to i32
  %t823 = shl i32 %t822, 16
  %v1574 = bitcast i32 %t823 to float
  %v1575 = fadd float %v1569, %v1574
  %v1577 = lshr i32 %v1545, 16
  %v1578 = trunc i32 %v1577 to i16
  %t824 = zext i16 %v1578 to i32
  %t825 = shl i32 %t824, 16
  %v1580 = bitcast i32 %t825 to float
  %v1581 = fadd float %v1575, %v1580
  %v1583 = lshr i32 %v1546, 16
  %v1584 = trunc i32 %v1583 to i16
  %t826 = zext i16 %v1584 to i32
  %t827 = shl i32 %t826, 16
  %v1586 = bitcast i32 %t827 to float
  %v1587 = fadd float %v1581, %v1586
  %t828 = bitcast float %v1587 to i32
  %t829 = fcmp uno float %v1587, 0.000000e+00
  %t830 = lshr i32 %t828, 16
  %t831 = and i32 %t830, 1
  %t832 = add i32 %t831, 32767
  %t833 = add i32 %t828, %t832
  %t834 = lshr i32 %t833, 16
  %t835 = or i32 %t830, 64
  %t836 = trunc i32 %t834 to i16
  %t837 = trunc i32 %t835 to i16
  %v1588 = select i1 %t829, i16 %t837, i16 %t836
  %v1590 = zext i16 %v1588 to i32
  %v1592 = shl i32 %v1590, 16
  %v1593 = or i32 %v1564, %v1592
  %v1594 = insertelement <4 x i32> %v1542, i32 %v1593, i32 2
  %v1595 = extractelement <4 x i32> %v1432, i32 3
  %v1596 = extractelement <4 x i32> %v1434, i32 3
  %v1597 = extractelement <4 x i32> %v1436, i32 3
  %v1598 = extractelement <4 x i32> %v1438, i32 3
  %v1599 = trunc i32 %v1595 to i16
  %t838 = zext i16 %v1599 to i32
  %t839 = shl i32 %t838, 16
  %v1601 = bitcast i32 %t839 to float
  %v1602 = trunc i32 %v1596 to i16
  %t840 = zext i16 %v1602 to i32
  %t841 = shl i32 %t840, 16
  %v1604 = bitcast i32 %t841 to float
  %v1605 = fadd float %v1601, %v1604
  %v1606 = trunc i32 %v1597 to i16
  %t842 = zext i16 %v1606 to i32
  %t843 = shl i32 %t842, 16
  %v1608 = bitcast i32 %t843 to float
  %v1609 = fadd float %v1605, %v1608
  %v1610 = trunc i32 %v1598 to i16
  %t844 = zext i16 %v1610 to i32
  %t845 = shl i32 %t844, 16
  %v1612 = bitcast i32 %t845 to float
  %v1613 = fadd float %v1609, %v1612
  %t846 = bitcast float %v1613 to i32
  %t847 = fcmp uno float %v1613, 0.000000e+00
  %t848 = lshr i32 %t846, 16
  %t849 = and i32 %t848, 1
  %t850 = add i32 %t849, 32767
  %t851 = add i32 %t846, %t850
  %t852 = lshr i32 %t851, 16
  %t853 = or i32 %t848, 64
  %t854 = trunc i32 %t852 to i16
  %t855 = trunc i32 %t853 to i16
  %v1614 = select i1 %t847, i16 %t855, i16 %t854
  %v1616 = zext i16 %v1614 to i32
  %v1618 = lshr i32 %v1595, 16
  %v1619 = trunc i32 %v1618 to i16
  %t856 = zext i16 %v1619 to i32
  %t857 = shl i32 %t856, 16
  %v1621 = bitcast i32 %t857 to float
  %v1623 = lshr i32 %v1596, 16
  %v1624 = trunc i32 %v1623 to i16
  %t858 = zext i16 %v1624 to i32
  %t859 = shl i32 %t858, 16
  %v1626 = bitcast i32 %t859 to float
  %v1627 = fadd float %v1621, %v1626
  %v1629 = lshr i32 %v1597, 16
  %v1630 = trunc i32 %v1629 to i16
  %t860 = zext i16 %v1630 to i32
  %t861 = shl i32 %t860, 16
  %v1632 = bitcast i32 %t861 to float
  %v1633 = fadd float %v1627, %v1632
  %v1635 = lshr i32 %v1598, 16
  %v1636 = trunc i32 %v1635 to i16
  %t862 = zext i16 %v1636 to i32
  %t863 = shl i32 %t862, 16
  %v1638 = bitcast i32 %t863 to float
  %v1639 = fadd float %v1633, %v1638
  %t864 = bitcast float %v1639 to i32
  %t865 = fcmp uno float %v1639, 0.000000e+00
  %t866 = lshr i32 %t864, 16
  %t867 = and i32 %t866, 1
  %t868 = add i32 %t867, 32767
  %t869 = add i32 %t864, %t868
  %t870 = lshr i32 %t869, 16
  %t871 = or i32 %t866, 64
  %t872 = trunc i32 %t870 to i16
  %t873 = trunc i32 %t871 to i16
  %v1640 = select i1 %t865, i16 %t873, i16 %t872
  %v1642 = zext i16 %v1640 to i32
  %v1644 = shl i32 %v1642, 16
  %v1645 = or i32 %v1616, %v1644
  %v1646 = insertelement <4 x i32> %v1594, i32 %v1645, i32 3
  %v1647 = getelementptr i8, ptr addrspace(1) %v947, i64 %v1430
  store <4 x i32> %v1646, ptr addrspace(1) %v1647, align 16
  %v1648 = getelementptr i8, ptr addrspace(1) %v949, i64 %v1430
  store <4 x i32> %v1646, ptr addrspace(1) %v1648, align 16
  %v1649 = getelementptr i8, ptr addrspace(1) %v951, i64 %v1430
  store <4 x i32> %v1646, ptr addrspace(1) %v1649, align 16
  %v1650 = getelementptr i8, ptr addrspace(1) %v953, i64 %v1430
  store <4 x i32> %v1646, ptr addrspace(1) %v1650, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i64 %v1425, 256
  br label %for17.head
for17.end:
  br label %if16.end
if16.end:
  br label %if14.end
if14.end:
  ; end: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v1652 = icmp ult i32 %v11, 4
  br i1 %v1652, label %if18.then, label %if18.end
if18.then:
  %v1654 = add i32 %p1, %v11
  %v1655 = sub i32 %v1654, 4
  %v1656 = icmp uge i32 %v1654, 4
  %v1657 = select i1 %v1656, i32 %v1655, i32 %v1654
  %v1658 = mul i32 %v12, 4
  %v1660 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v1661 = add i32 %v1658, %p1
  %v1662 = add i32 %v1658, %v1657
  %v1664 = zext i32 %v1661 to i64
  %v1665 = mul i64 %v1664, 4
  %v1666 = zext i32 %v1662 to i64
  %v1667 = mul i64 %v1666, 4
  %v1668 = getelementptr i8, ptr addrspace(1) %v1660, i64 %v1665
  %v1670 = zext i32 %v1657 to i64
  %v1671 = mul i64 %v1670, 8
  %v1672 = getelementptr i8, ptr addrspace(1) %p0, i64 %v1671
  %v1673 = load i64, ptr addrspace(1) %v1672, align 8
  %v1674 = sub i64 %v1673, %v17
  %v1675 = getelementptr i8, ptr addrspace(1) %v1668, i64 %v1674
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v1677 = atomicrmw add ptr addrspace(1) %v1675, i32 1 monotonic, align 4
  %v1679 = add i32 %v1677, 1
  %v1680 = getelementptr i8, ptr addrspace(1) %v1660, i64 %v1667
  %t874 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1683 = mul i64 %t874, 10
  %v1684 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v1684, ptr addrspace(5) %var3, align 4
  br label %while19.cond
while19.cond:
  %v1685 = load i32, ptr addrspace(5) %var3, align 4
  %v1686 = icmp eq i32 %v1685, 0
  br i1 %v1686, label %while19.body, label %while19.end
while19.body:
  %v1687 = load atomic i32, ptr addrspace(1) %v1680 monotonic, align 4
  %v1689 = sub i32 %v1687, %v1679
  %v1690 = icmp sge i32 %v1689, 0
  %t875 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1691 = mul i64 %t875, 10
  %v1692 = sub i64 %v1691, %v1683
  %v1693 = icmp ugt i64 %v1692, %p6
  %v1694 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v1695 = icmp ne i32 %v1694, 0
  %v1696 = or i1 %v1693, %v1695
  br i1 %v1690, label %if20.then, label %if20.else
if20.then:
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if20.end
if20.else:
  br i1 %v1696, label %if21.then, label %if21.end
if21.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var3, align 4
  br label %if21.end
if21.end:
  br label %if20.end
if20.end:
  br label %while19.cond
while19.end:
  fence acquire
  br label %if18.end
if18.end:
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

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
