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
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  ; reduce pull to rank 1: 2 ranks x 20000 bytes
  ; start: block barrier across 2 ranks
  %v22 = icmp ult i32 %v11, 2
  %v24 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v25 = mul i32 %v12, 2
  %v26 = add i32 %v25, %p1
  %v27 = zext i32 %v26 to i64
  %v28 = mul i64 %v27, 4
  %v29 = getelementptr i8, ptr addrspace(1) %v24, i64 %v28
  br i1 %v22, label %if0.then, label %if0.end
if0.then:
  %v31 = load atomic i32, ptr addrspace(1) %v29 syncscope("agent") monotonic, align 4
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v31, %if0.then ], [ 0, %entry ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v22, label %if1.then, label %if1.end
if1.then:
  %v32 = add i32 %p1, %v11
  %v33 = sub i32 %v32, 2
  %v34 = icmp uge i32 %v32, 2
  %v35 = select i1 %v34, i32 %v33, i32 %v32
  %v36 = add i32 %v25, %v35
  %v37 = zext i32 %v36 to i64
  %v38 = mul i64 %v37, 4
  %v41 = add i32 %phi0, 1
  %v43 = zext i32 %v35 to i64
  %v44 = mul i64 %v43, 8
  %v45 = getelementptr i8, ptr addrspace(1) %p0, i64 %v44
  %v46 = load i64, ptr addrspace(1) %v45, align 8
  %v47 = sub i64 %v46, %v17
  %v48 = getelementptr i8, ptr addrspace(1) %v29, i64 %v47
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v41, ptr addrspace(1) %v48 monotonic, align 4
  %v49 = getelementptr i8, ptr addrspace(1) %v24, i64 %v38
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v52 = mul i64 %t0, 10
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v55 = icmp eq i32 %phi2, 0
  br i1 %v55, label %while2.body, label %while2.end
while2.body:
  %v56 = load atomic i32, ptr addrspace(1) %v49 monotonic, align 4
  %v58 = sub i32 %v56, %v41
  %v59 = icmp sge i32 %v58, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v60 = mul i64 %t1, 10
  %v61 = sub i64 %v60, %v52
  %v62 = icmp ugt i64 %v61, %p6
  %v63 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v64 = icmp ne i32 %v63, 0
  %v65 = or i1 %v62, %v64
  br i1 %v59, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v65, label %if4.then, label %if4.end
if4.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if4.end
if4.end:
  %phi3 = phi i32 [ 1, %if4.then ], [ %phi1, %if3.else ]
  %phi4 = phi i32 [ 1, %if4.then ], [ %phi2, %if3.else ]
  br label %if3.end
if3.end:
  %phi5 = phi i32 [ %phi1, %if3.then ], [ %phi3, %if4.end ]
  %phi6 = phi i32 [ 1, %if3.then ], [ %phi4, %if4.end ]
  br label %while2.cond
while2.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v68 = icmp eq i32 %p1, 1
  br i1 %v68, label %if5.then, label %if5.end
if5.then:
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
  ; 1 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v86 = mul i32 %v11, 16
  %v89 = zext i32 %v12 to i64
  br label %for6.head
for6.head:
  %v90 = phi i64 [ %v89, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v90, 1
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v91 = trunc i64 %v90 to i32
  %v93 = mul i32 %v91, 16384
  %v94 = add i32 %v93, %v86
  %v95 = zext i32 %v94 to i64
  %v97 = add i32 %v94, 4096
  %v98 = zext i32 %v97 to i64
  %v100 = add i32 %v94, 8192
  %v101 = zext i32 %v100 to i64
  %v103 = add i32 %v94, 12288
  %v104 = zext i32 %v103 to i64
  %v105 = getelementptr i8, ptr addrspace(1) %v76, i64 %v95
  %v106 = load <4 x i32>, ptr addrspace(1) %v105, align 16
  %v107 = getelementptr i8, ptr addrspace(1) %v84, i64 %v95
  %v108 = load <4 x i32>, ptr addrspace(1) %v107, align 16
  %v109 = getelementptr i8, ptr addrspace(1) %v76, i64 %v98
  %v110 = load <4 x i32>, ptr addrspace(1) %v109, align 16
  %v111 = getelementptr i8, ptr addrspace(1) %v84, i64 %v98
  %v112 = load <4 x i32>, ptr addrspace(1) %v111, align 16
  %v113 = getelementptr i8, ptr addrspace(1) %v76, i64 %v101
  %v114 = load <4 x i32>, ptr addrspace(1) %v113, align 16
  %v115 = getelementptr i8, ptr addrspace(1) %v84, i64 %v101
  %v116 = load <4 x i32>, ptr addrspace(1) %v115, align 16
  %v117 = getelementptr i8, ptr addrspace(1) %v76, i64 %v104
  %v118 = load <4 x i32>, ptr addrspace(1) %v117, align 16
  %v119 = getelementptr i8, ptr addrspace(1) %v84, i64 %v104
  %v120 = load <4 x i32>, ptr addrspace(1) %v119, align 16
  %v121 = extractelement <4 x i32> %v106, i32 0
  %v122 = extractelement <4 x i32> %v108, i32 0
  %v123 = bitcast i32 %v121 to float
  %v124 = bitcast i32 %v122 to float
  %v125 = fadd float %v123, %v124
  %v126 = bitcast float %v125 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v126, i32 0
  %v127 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v128 = extractelement <4 x i32> %v106, i32 1
  %v129 = extractelement <4 x i32> %v108, i32 1
  %v130 = bitcast i32 %v128 to float
  %v131 = bitcast i32 %v129 to float
  %v132 = fadd float %v130, %v131
  %v133 = bitcast float %v132 to i32
  %v134 = insertelement <4 x i32> %v127, i32 %v133, i32 1
  %v135 = extractelement <4 x i32> %v106, i32 2
  %v136 = extractelement <4 x i32> %v108, i32 2
  %v137 = bitcast i32 %v135 to float
  %v138 = bitcast i32 %v136 to float
  %v139 = fadd float %v137, %v138
  %v140 = bitcast float %v139 to i32
  %v141 = insertelement <4 x i32> %v134, i32 %v140, i32 2
  %v142 = extractelement <4 x i32> %v106, i32 3
  %v143 = extractelement <4 x i32> %v108, i32 3
  %v144 = bitcast i32 %v142 to float
  %v145 = bitcast i32 %v143 to float
  %v146 = fadd float %v144, %v145
  %v147 = bitcast float %v146 to i32
  %v148 = insertelement <4 x i32> %v141, i32 %v147, i32 3
  %v149 = getelementptr i8, ptr addrspace(1) %p3, i64 %v95
  store <4 x i32> %v148, ptr addrspace(1) %v149, align 16
  %v150 = extractelement <4 x i32> %v110, i32 0
  %v151 = extractelement <4 x i32> %v112, i32 0
  %v152 = bitcast i32 %v150 to float
  %v153 = bitcast i32 %v151 to float
  %v154 = fadd float %v152, %v153
  %v155 = bitcast float %v154 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v155, i32 0
  %v156 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v157 = extractelement <4 x i32> %v110, i32 1
  %v158 = extractelement <4 x i32> %v112, i32 1
  %v159 = bitcast i32 %v157 to float
  %v160 = bitcast i32 %v158 to float
  %v161 = fadd float %v159, %v160
  %v162 = bitcast float %v161 to i32
  %v163 = insertelement <4 x i32> %v156, i32 %v162, i32 1
  %v164 = extractelement <4 x i32> %v110, i32 2
  %v165 = extractelement <4 x i32> %v112, i32 2
  %v166 = bitcast i32 %v164 to float
  %v167 = bitcast i32 %v165 to float
  %v168 = fadd float %v166, %v167
  %v169 = bitcast float %v168 to i32
  %v170 = insertelement <4 x i32> %v163, i32 %v169, i32 2
  %v171 = extractelement <4 x i32> %v110, i32 3
  %v172 = extractelement <4 x i32> %v112, i32 3
  %v173 = bitcast i32 %v171 to float
  %v174 = bitcast i32 %v172 to float
  %v175 = fadd float %v173, %v174
  %v176 = bitcast float %v175 to i32
  %v177 = insertelement <4 x i32> %v170, i32 %v176, i32 3
  %v178 = getelementptr i8, ptr addrspace(1) %p3, i64 %v98
  store <4 x i32> %v177, ptr addrspace(1) %v178, align 16
  %v179 = extractelement <4 x i32> %v114, i32 0
  %v180 = extractelement <4 x i32> %v116, i32 0
  %v181 = bitcast i32 %v179 to float
  %v182 = bitcast i32 %v180 to float
  %v183 = fadd float %v181, %v182
  %v184 = bitcast float %v183 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v184, i32 0
  %v185 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v186 = extractelement <4 x i32> %v114, i32 1
  %v187 = extractelement <4 x i32> %v116, i32 1
  %v188 = bitcast i32 %v186 to float
  %v189 = bitcast i32 %v187 to float
  %v190 = fadd float %v188, %v189
  %v191 = bitcast float %v190 to i32
  %v192 = insertelement <4 x i32> %v185, i32 %v191, i32 1
  %v193 = extractelement <4 x i32> %v114, i32 2
  %v194 = extractelement <4 x i32> %v116, i32 2
  %v195 = bitcast i32 %v193 to float
  %v196 = bitcast i32 %v194 to float
  %v197 = fadd float %v195, %v196
  %v198 = bitcast float %v197 to i32
  %v199 = insertelement <4 x i32> %v192, i32 %v198, i32 2
  %v200 = extractelement <4 x i32> %v114, i32 3
  %v201 = extractelement <4 x i32> %v116, i32 3
  %v202 = bitcast i32 %v200 to float
  %v203 = bitcast i32 %v201 to float
  %v204 = fadd float %v202, %v203
  %v205 = bitcast float %v204 to i32
  %v206 = insertelement <4 x i32> %v199, i32 %v205, i32 3
  %v207 = getelementptr i8, ptr addrspace(1) %p3, i64 %v101
  store <4 x i32> %v206, ptr addrspace(1) %v207, align 16
  %v208 = extractelement <4 x i32> %v118, i32 0
  %v209 = extractelement <4 x i32> %v120, i32 0
  %v210 = bitcast i32 %v208 to float
  %v211 = bitcast i32 %v209 to float
  %v212 = fadd float %v210, %v211
  %v213 = bitcast float %v212 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v213, i32 0
  %v214 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v215 = extractelement <4 x i32> %v118, i32 1
  %v216 = extractelement <4 x i32> %v120, i32 1
  %v217 = bitcast i32 %v215 to float
  %v218 = bitcast i32 %v216 to float
  %v219 = fadd float %v217, %v218
  %v220 = bitcast float %v219 to i32
  %v221 = insertelement <4 x i32> %v214, i32 %v220, i32 1
  %v222 = extractelement <4 x i32> %v118, i32 2
  %v223 = extractelement <4 x i32> %v120, i32 2
  %v224 = bitcast i32 %v222 to float
  %v225 = bitcast i32 %v223 to float
  %v226 = fadd float %v224, %v225
  %v227 = bitcast float %v226 to i32
  %v228 = insertelement <4 x i32> %v221, i32 %v227, i32 2
  %v229 = extractelement <4 x i32> %v118, i32 3
  %v230 = extractelement <4 x i32> %v120, i32 3
  %v231 = bitcast i32 %v229 to float
  %v232 = bitcast i32 %v230 to float
  %v233 = fadd float %v231, %v232
  %v234 = bitcast float %v233 to i32
  %v235 = insertelement <4 x i32> %v228, i32 %v234, i32 3
  %v236 = getelementptr i8, ptr addrspace(1) %p3, i64 %v104
  store <4 x i32> %v235, ptr addrspace(1) %v236, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v90, 2
  br label %for6.head
for6.end:
  ; partial tile: 226 vectors in block 1
  %v238 = icmp eq i32 %v12, 1
  br i1 %v238, label %if7.then, label %if7.end
if7.then:
  %v241 = zext i32 %v11 to i64
  br label %for8.head
for8.head:
  %v242 = phi i64 [ %v241, %if7.then ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i64 %v242, 226
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v244 = mul i64 %v242, 16
  %v246 = add i64 16384, %v244
  %v247 = getelementptr i8, ptr addrspace(1) %v76, i64 %v246
  %v248 = load <4 x i32>, ptr addrspace(1) %v247, align 16
  %v249 = getelementptr i8, ptr addrspace(1) %v84, i64 %v246
  %v250 = load <4 x i32>, ptr addrspace(1) %v249, align 16
  %v251 = extractelement <4 x i32> %v248, i32 0
  %v252 = extractelement <4 x i32> %v250, i32 0
  %v253 = bitcast i32 %v251 to float
  %v254 = bitcast i32 %v252 to float
  %v255 = fadd float %v253, %v254
  %v256 = bitcast float %v255 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v256, i32 0
  %v257 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v258 = extractelement <4 x i32> %v248, i32 1
  %v259 = extractelement <4 x i32> %v250, i32 1
  %v260 = bitcast i32 %v258 to float
  %v261 = bitcast i32 %v259 to float
  %v262 = fadd float %v260, %v261
  %v263 = bitcast float %v262 to i32
  %v264 = insertelement <4 x i32> %v257, i32 %v263, i32 1
  %v265 = extractelement <4 x i32> %v248, i32 2
  %v266 = extractelement <4 x i32> %v250, i32 2
  %v267 = bitcast i32 %v265 to float
  %v268 = bitcast i32 %v266 to float
  %v269 = fadd float %v267, %v268
  %v270 = bitcast float %v269 to i32
  %v271 = insertelement <4 x i32> %v264, i32 %v270, i32 2
  %v272 = extractelement <4 x i32> %v248, i32 3
  %v273 = extractelement <4 x i32> %v250, i32 3
  %v274 = bitcast i32 %v272 to float
  %v275 = bitcast i32 %v273 to float
  %v276 = fadd float %v274, %v275
  %v277 = bitcast float %v276 to i32
  %v278 = insertelement <4 x i32> %v271, i32 %v277, i32 3
  %v279 = getelementptr i8, ptr addrspace(1) %p3, i64 %v246
  store <4 x i32> %v278, ptr addrspace(1) %v279, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i64 %v242, 256
  br label %for8.head
for8.end:
  br label %if7.end
if7.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 2 ranks
  %v282 = icmp ult i32 %v11, 2
  %v284 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v285 = mul i32 %v12, 2
  %v286 = add i32 %v285, %p1
  %v287 = zext i32 %v286 to i64
  %v288 = mul i64 %v287, 4
  %v289 = getelementptr i8, ptr addrspace(1) %v284, i64 %v288
  br i1 %v282, label %if9.then, label %if9.end
if9.then:
  %v291 = load atomic i32, ptr addrspace(1) %v289 syncscope("agent") monotonic, align 4
  br label %if9.end
if9.end:
  %phi9 = phi i32 [ %v291, %if9.then ], [ 0, %if5.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v282, label %if10.then, label %if10.end
if10.then:
  %v292 = add i32 %p1, %v11
  %v293 = sub i32 %v292, 2
  %v294 = icmp uge i32 %v292, 2
  %v295 = select i1 %v294, i32 %v293, i32 %v292
  %v296 = add i32 %v285, %v295
  %v297 = zext i32 %v296 to i64
  %v298 = mul i64 %v297, 4
  %v301 = add i32 %phi9, 1
  %v303 = zext i32 %v295 to i64
  %v304 = mul i64 %v303, 8
  %v305 = getelementptr i8, ptr addrspace(1) %p0, i64 %v304
  %v306 = load i64, ptr addrspace(1) %v305, align 8
  %v307 = sub i64 %v306, %v17
  %v308 = getelementptr i8, ptr addrspace(1) %v289, i64 %v307
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v301, ptr addrspace(1) %v308 monotonic, align 4
  %v309 = getelementptr i8, ptr addrspace(1) %v284, i64 %v298
  %t7 = call i64 @llvm.amdgcn.s.memrealtime()
  %v312 = mul i64 %t7, 10
  br label %while11.cond
while11.cond:
  %phi10 = phi i32 [ %phi7, %if10.then ], [ %phi14, %if12.end ]
  %phi11 = phi i32 [ %phi7, %if10.then ], [ %phi15, %if12.end ]
  %v315 = icmp eq i32 %phi11, 0
  br i1 %v315, label %while11.body, label %while11.end
while11.body:
  %v316 = load atomic i32, ptr addrspace(1) %v309 monotonic, align 4
  %v318 = sub i32 %v316, %v301
  %v319 = icmp sge i32 %v318, 0
  %t8 = call i64 @llvm.amdgcn.s.memrealtime()
  %v320 = mul i64 %t8, 10
  %v321 = sub i64 %v320, %v312
  %v322 = icmp ugt i64 %v321, %p6
  %v323 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v324 = icmp ne i32 %v323, 0
  %v325 = or i1 %v322, %v324
  br i1 %v319, label %if12.then, label %if12.else
if12.then:
  br label %if12.end
if12.else:
  br i1 %v325, label %if13.then, label %if13.end
if13.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if13.end
if13.end:
  %phi12 = phi i32 [ 1, %if13.then ], [ %phi10, %if12.else ]
  %phi13 = phi i32 [ 1, %if13.then ], [ %phi11, %if12.else ]
  br label %if12.end
if12.end:
  %phi14 = phi i32 [ %phi10, %if12.then ], [ %phi12, %if13.end ]
  %phi15 = phi i32 [ 1, %if12.then ], [ %phi13, %if13.end ]
  br label %while11.cond
while11.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if10.end
if10.end:
  %phi16 = phi i32 [ %phi10, %while11.end ], [ %phi7, %if9.end ]
  %phi17 = phi i32 [ %phi11, %while11.end ], [ poison, %if9.end ]
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
