; kernel cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942: 256 threads per block, grid 2
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; reduce pull to rank 1: 2 ranks x 20000 bytes
  ; start: block barrier across 2 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v21 = icmp ult i32 %v11, 2
  br i1 %v21, label %if0.then, label %if0.end
if0.then:
  %v23 = add i32 %p1, %v11
  %v24 = sub i32 %v23, 2
  %v25 = icmp uge i32 %v23, 2
  %v26 = select i1 %v25, i32 %v24, i32 %v23
  %v27 = mul i32 %v12, 2
  %v29 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v30 = add i32 %v27, %p1
  %v31 = add i32 %v27, %v26
  %v33 = zext i32 %v30 to i64
  %v34 = mul i64 %v33, 4
  %v35 = zext i32 %v31 to i64
  %v36 = mul i64 %v35, 4
  %v37 = getelementptr i8, ptr addrspace(1) %v29, i64 %v34
  %v39 = zext i32 %v26 to i64
  %v40 = mul i64 %v39, 8
  %v41 = getelementptr i8, ptr addrspace(1) %p0, i64 %v40
  %v42 = load i64, ptr addrspace(1) %v41, align 8
  %v43 = sub i64 %v42, %v17
  %v44 = getelementptr i8, ptr addrspace(1) %v37, i64 %v43
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v46 = atomicrmw add ptr addrspace(1) %v44, i32 1 monotonic, align 4
  %v48 = add i32 %v46, 1
  %v49 = getelementptr i8, ptr addrspace(1) %v29, i64 %v36
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v52 = mul i64 %t0, 10
  %v53 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v53, ptr addrspace(5) %var1, align 4
  br label %while1.cond
while1.cond:
  %v54 = load i32, ptr addrspace(5) %var1, align 4
  %v55 = icmp eq i32 %v54, 0
  br i1 %v55, label %while1.body, label %while1.end
while1.body:
  %v56 = load atomic i32, ptr addrspace(1) %v49 monotonic, align 4
  %v58 = sub i32 %v56, %v48
  %v59 = icmp sge i32 %v58, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v60 = mul i64 %t1, 10
  %v61 = sub i64 %v60, %v52
  %v62 = icmp ugt i64 %v61, %p6
  %v63 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v64 = icmp ne i32 %v63, 0
  %v65 = or i1 %v62, %v64
  br i1 %v59, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v65, label %if3.then, label %if3.end
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
  fence acquire
  br label %if0.end
if0.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v68 = icmp eq i32 %p1, 1
  br i1 %v68, label %if4.then, label %if4.end
if4.then:
  %v71 = zext i32 0 to i64
  %v72 = mul i64 %v71, 8
  %v73 = getelementptr i8, ptr addrspace(1) %p0, i64 %v72
  %v74 = load i64, ptr addrspace(1) %v73, align 8
  %v75 = sub i64 %v74, %v17
  %v76 = getelementptr i8, ptr addrspace(1) %p2, i64 %v75
  %v79 = zext i32 1 to i64
  %v80 = mul i64 %v79, 8
  %v81 = getelementptr i8, ptr addrspace(1) %p0, i64 %v80
  %v82 = load i64, ptr addrspace(1) %v81, align 8
  %v83 = sub i64 %v82, %v17
  %v84 = getelementptr i8, ptr addrspace(1) %p2, i64 %v83
  %v86 = zext i32 %v11 to i64
  %v87 = mul i64 %v86, 16
  ; 1 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v90 = zext i32 %v12 to i64
  br label %for5.head
for5.head:
  %v91 = phi i64 [ %v90, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v91, 1
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v93 = mul i64 %v91, 16384
  %v94 = add i64 %v87, %v93
  %v96 = add i64 %v94, 4096
  %v98 = add i64 %v94, 8192
  %v100 = add i64 %v94, 12288
  %v101 = getelementptr i8, ptr addrspace(1) %v76, i64 %v94
  %v102 = load <4 x i32>, ptr addrspace(1) %v101, align 16
  %v103 = getelementptr i8, ptr addrspace(1) %v84, i64 %v94
  %v104 = load <4 x i32>, ptr addrspace(1) %v103, align 16
  %v105 = getelementptr i8, ptr addrspace(1) %v76, i64 %v96
  %v106 = load <4 x i32>, ptr addrspace(1) %v105, align 16
  %v107 = getelementptr i8, ptr addrspace(1) %v84, i64 %v96
  %v108 = load <4 x i32>, ptr addrspace(1) %v107, align 16
  %v109 = getelementptr i8, ptr addrspace(1) %v76, i64 %v98
  %v110 = load <4 x i32>, ptr addrspace(1) %v109, align 16
  %v111 = getelementptr i8, ptr addrspace(1) %v84, i64 %v98
  %v112 = load <4 x i32>, ptr addrspace(1) %v111, align 16
  %v113 = getelementptr i8, ptr addrspace(1) %v76, i64 %v100
  %v114 = load <4 x i32>, ptr addrspace(1) %v113, align 16
  %v115 = getelementptr i8, ptr addrspace(1) %v84, i64 %v100
  %v116 = load <4 x i32>, ptr addrspace(1) %v115, align 16
  %v117 = extractelement <4 x i32> %v102, i32 0
  %v118 = extractelement <4 x i32> %v104, i32 0
  %v119 = bitcast i32 %v117 to float
  %v120 = bitcast i32 %v118 to float
  %v121 = fadd float %v119, %v120
  %v122 = bitcast float %v121 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v122, i32 0
  %v123 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v124 = extractelement <4 x i32> %v102, i32 1
  %v125 = extractelement <4 x i32> %v104, i32 1
  %v126 = bitcast i32 %v124 to float
  %v127 = bitcast i32 %v125 to float
  %v128 = fadd float %v126, %v127
  %v129 = bitcast float %v128 to i32
  %v130 = insertelement <4 x i32> %v123, i32 %v129, i32 1
  %v131 = extractelement <4 x i32> %v102, i32 2
  %v132 = extractelement <4 x i32> %v104, i32 2
  %v133 = bitcast i32 %v131 to float
  %v134 = bitcast i32 %v132 to float
  %v135 = fadd float %v133, %v134
  %v136 = bitcast float %v135 to i32
  %v137 = insertelement <4 x i32> %v130, i32 %v136, i32 2
  %v138 = extractelement <4 x i32> %v102, i32 3
  %v139 = extractelement <4 x i32> %v104, i32 3
  %v140 = bitcast i32 %v138 to float
  %v141 = bitcast i32 %v139 to float
  %v142 = fadd float %v140, %v141
  %v143 = bitcast float %v142 to i32
  %v144 = insertelement <4 x i32> %v137, i32 %v143, i32 3
  %v145 = getelementptr i8, ptr addrspace(1) %p3, i64 %v94
  store <4 x i32> %v144, ptr addrspace(1) %v145, align 16
  %v146 = extractelement <4 x i32> %v106, i32 0
  %v147 = extractelement <4 x i32> %v108, i32 0
  %v148 = bitcast i32 %v146 to float
  %v149 = bitcast i32 %v147 to float
  %v150 = fadd float %v148, %v149
  %v151 = bitcast float %v150 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v151, i32 0
  %v152 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v153 = extractelement <4 x i32> %v106, i32 1
  %v154 = extractelement <4 x i32> %v108, i32 1
  %v155 = bitcast i32 %v153 to float
  %v156 = bitcast i32 %v154 to float
  %v157 = fadd float %v155, %v156
  %v158 = bitcast float %v157 to i32
  %v159 = insertelement <4 x i32> %v152, i32 %v158, i32 1
  %v160 = extractelement <4 x i32> %v106, i32 2
  %v161 = extractelement <4 x i32> %v108, i32 2
  %v162 = bitcast i32 %v160 to float
  %v163 = bitcast i32 %v161 to float
  %v164 = fadd float %v162, %v163
  %v165 = bitcast float %v164 to i32
  %v166 = insertelement <4 x i32> %v159, i32 %v165, i32 2
  %v167 = extractelement <4 x i32> %v106, i32 3
  %v168 = extractelement <4 x i32> %v108, i32 3
  %v169 = bitcast i32 %v167 to float
  %v170 = bitcast i32 %v168 to float
  %v171 = fadd float %v169, %v170
  %v172 = bitcast float %v171 to i32
  %v173 = insertelement <4 x i32> %v166, i32 %v172, i32 3
  %v174 = getelementptr i8, ptr addrspace(1) %p3, i64 %v96
  store <4 x i32> %v173, ptr addrspace(1) %v174, align 16
  %v175 = extractelement <4 x i32> %v110, i32 0
  %v176 = extractelement <4 x i32> %v112, i32 0
  %v177 = bitcast i32 %v175 to float
  %v178 = bitcast i32 %v176 to float
  %v179 = fadd float %v177, %v178
  %v180 = bitcast float %v179 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v180, i32 0
  %v181 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v182 = extractelement <4 x i32> %v110, i32 1
  %v183 = extractelement <4 x i32> %v112, i32 1
  %v184 = bitcast i32 %v182 to float
  %v185 = bitcast i32 %v183 to float
  %v186 = fadd float %v184, %v185
  %v187 = bitcast float %v186 to i32
  %v188 = insertelement <4 x i32> %v181, i32 %v187, i32 1
  %v189 = extractelement <4 x i32> %v110, i32 2
  %v190 = extractelement <4 x i32> %v112, i32 2
  %v191 = bitcast i32 %v189 to float
  %v192 = bitcast i32 %v190 to float
  %v193 = fadd float %v191, %v192
  %v194 = bitcast float %v193 to i32
  %v195 = insertelement <4 x i32> %v188, i32 %v194, i32 2
  %v196 = extractelement <4 x i32> %v110, i32 3
  %v197 = extractelement <4 x i32> %v112, i32 3
  %v198 = bitcast i32 %v196 to float
  %v199 = bitcast i32 %v197 to float
  %v200 = fadd float %v198, %v199
  %v201 = bitcast float %v200 to i32
  %v202 = insertelement <4 x i32> %v195, i32 %v201, i32 3
  %v203 = getelementptr i8, ptr addrspace(1) %p3, i64 %v98
  store <4 x i32> %v202, ptr addrspace(1) %v203, align 16
  %v204 = extractelement <4 x i32> %v114, i32 0
  %v205 = extractelement <4 x i32> %v116, i32 0
  %v206 = bitcast i32 %v204 to float
  %v207 = bitcast i32 %v205 to float
  %v208 = fadd float %v206, %v207
  %v209 = bitcast float %v208 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v209, i32 0
  %v210 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v211 = extractelement <4 x i32> %v114, i32 1
  %v212 = extractelement <4 x i32> %v116, i32 1
  %v213 = bitcast i32 %v211 to float
  %v214 = bitcast i32 %v212 to float
  %v215 = fadd float %v213, %v214
  %v216 = bitcast float %v215 to i32
  %v217 = insertelement <4 x i32> %v210, i32 %v216, i32 1
  %v218 = extractelement <4 x i32> %v114, i32 2
  %v219 = extractelement <4 x i32> %v116, i32 2
  %v220 = bitcast i32 %v218 to float
  %v221 = bitcast i32 %v219 to float
  %v222 = fadd float %v220, %v221
  %v223 = bitcast float %v222 to i32
  %v224 = insertelement <4 x i32> %v217, i32 %v223, i32 2
  %v225 = extractelement <4 x i32> %v114, i32 3
  %v226 = extractelement <4 x i32> %v116, i32 3
  %v227 = bitcast i32 %v225 to float
  %v228 = bitcast i32 %v226 to float
  %v229 = fadd float %v227, %v228
  %v230 = bitcast float %v229 to i32
  %v231 = insertelement <4 x i32> %v224, i32 %v230, i32 3
  %v232 = getelementptr i8, ptr addrspace(1) %p3, i64 %v100
  store <4 x i32> %v231, ptr addrspace(1) %v232, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v91, 2
  br label %for5.head
for5.end:
  ; partial tile: 226 vectors in block 1
  %v234 = icmp eq i32 %v12, 1
  br i1 %v234, label %if6.then, label %if6.end
if6.then:
  %v237 = zext i32 %v11 to i64
  br label %for7.head
for7.head:
  %v238 = phi i64 [ %v237, %if6.then ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v238, 226
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v240 = mul i64 %v238, 16
  %v242 = add i64 16384, %v240
  %v243 = getelementptr i8, ptr addrspace(1) %v76, i64 %v242
  %v244 = load <4 x i32>, ptr addrspace(1) %v243, align 16
  %v245 = getelementptr i8, ptr addrspace(1) %v84, i64 %v242
  %v246 = load <4 x i32>, ptr addrspace(1) %v245, align 16
  %v247 = extractelement <4 x i32> %v244, i32 0
  %v248 = extractelement <4 x i32> %v246, i32 0
  %v249 = bitcast i32 %v247 to float
  %v250 = bitcast i32 %v248 to float
  %v251 = fadd float %v249, %v250
  %v252 = bitcast float %v251 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v252, i32 0
  %v253 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v254 = extractelement <4 x i32> %v244, i32 1
  %v255 = extractelement <4 x i32> %v246, i32 1
  %v256 = bitcast i32 %v254 to float
  %v257 = bitcast i32 %v255 to float
  %v258 = fadd float %v256, %v257
  %v259 = bitcast float %v258 to i32
  %v260 = insertelement <4 x i32> %v253, i32 %v259, i32 1
  %v261 = extractelement <4 x i32> %v244, i32 2
  %v262 = extractelement <4 x i32> %v246, i32 2
  %v263 = bitcast i32 %v261 to float
  %v264 = bitcast i32 %v262 to float
  %v265 = fadd float %v263, %v264
  %v266 = bitcast float %v265 to i32
  %v267 = insertelement <4 x i32> %v260, i32 %v266, i32 2
  %v268 = extractelement <4 x i32> %v244, i32 3
  %v269 = extractelement <4 x i32> %v246, i32 3
  %v270 = bitcast i32 %v268 to float
  %v271 = bitcast i32 %v269 to float
  %v272 = fadd float %v270, %v271
  %v273 = bitcast float %v272 to i32
  %v274 = insertelement <4 x i32> %v267, i32 %v273, i32 3
  %v275 = getelementptr i8, ptr addrspace(1) %p3, i64 %v242
  store <4 x i32> %v274, ptr addrspace(1) %v275, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v238, 256
  br label %for7.head
for7.end:
  br label %if6.end
if6.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v277 = icmp ult i32 %v11, 2
  br i1 %v277, label %if8.then, label %if8.end
if8.then:
  %v279 = add i32 %p1, %v11
  %v280 = sub i32 %v279, 2
  %v281 = icmp uge i32 %v279, 2
  %v282 = select i1 %v281, i32 %v280, i32 %v279
  %v283 = mul i32 %v12, 2
  %v285 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v286 = add i32 %v283, %p1
  %v287 = add i32 %v283, %v282
  %v289 = zext i32 %v286 to i64
  %v290 = mul i64 %v289, 4
  %v291 = zext i32 %v287 to i64
  %v292 = mul i64 %v291, 4
  %v293 = getelementptr i8, ptr addrspace(1) %v285, i64 %v290
  %v295 = zext i32 %v282 to i64
  %v296 = mul i64 %v295, 8
  %v297 = getelementptr i8, ptr addrspace(1) %p0, i64 %v296
  %v298 = load i64, ptr addrspace(1) %v297, align 8
  %v299 = sub i64 %v298, %v17
  %v300 = getelementptr i8, ptr addrspace(1) %v293, i64 %v299
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v302 = atomicrmw add ptr addrspace(1) %v300, i32 1 monotonic, align 4
  %v304 = add i32 %v302, 1
  %v305 = getelementptr i8, ptr addrspace(1) %v285, i64 %v292
  %t7 = call i64 @llvm.amdgcn.s.memrealtime()
  %v308 = mul i64 %t7, 10
  %v309 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v309, ptr addrspace(5) %var2, align 4
  br label %while9.cond
while9.cond:
  %v310 = load i32, ptr addrspace(5) %var2, align 4
  %v311 = icmp eq i32 %v310, 0
  br i1 %v311, label %while9.body, label %while9.end
while9.body:
  %v312 = load atomic i32, ptr addrspace(1) %v305 monotonic, align 4
  %v314 = sub i32 %v312, %v304
  %v315 = icmp sge i32 %v314, 0
  %t8 = call i64 @llvm.amdgcn.s.memrealtime()
  %v316 = mul i64 %t8, 10
  %v317 = sub i64 %v316, %v308
  %v318 = icmp ugt i64 %v317, %p6
  %v319 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v320 = icmp ne i32 %v319, 0
  %v321 = or i1 %v318, %v320
  br i1 %v315, label %if10.then, label %if10.else
if10.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if10.end
if10.else:
  br i1 %v321, label %if11.then, label %if11.end
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
  fence acquire
  br label %if8.end
if8.end:
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
