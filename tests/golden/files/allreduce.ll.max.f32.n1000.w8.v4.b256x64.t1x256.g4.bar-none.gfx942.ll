; kernel cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942: 256 threads per block, grid 4
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  %var4 = alloca i32, align 4, addrspace(5)
  %var5 = alloca i32, align 4, addrspace(5)
  %var6 = alloca i32, align 4, addrspace(5)
  %var7 = alloca i32, align 4, addrspace(5)
  %var8 = alloca i32, align 4, addrspace(5)
  %var9 = alloca i32, align 4, addrspace(5)
  %var10 = alloca i32, align 4, addrspace(5)
  %var11 = alloca i32, align 4, addrspace(5)
  %var12 = alloca i32, align 4, addrspace(5)
  %var13 = alloca i32, align 4, addrspace(5)
  %var14 = alloca i32, align 4, addrspace(5)
  %var15 = alloca i32, align 4, addrspace(5)
  %var16 = alloca i32, align 4, addrspace(5)
  %var17 = alloca i32, align 4, addrspace(5)
  %var18 = alloca i32, align 4, addrspace(5)
  %var19 = alloca i32, align 4, addrspace(5)
  %var20 = alloca i32, align 4, addrspace(5)
  %var21 = alloca i32, align 4, addrspace(5)
  %var22 = alloca i32, align 4, addrspace(5)
  %var23 = alloca i32, align 4, addrspace(5)
  %var24 = alloca i32, align 4, addrspace(5)
  %var25 = alloca i32, align 4, addrspace(5)
  %var26 = alloca i32, align 4, addrspace(5)
  %var27 = alloca i32, align 4, addrspace(5)
  %var28 = alloca i32, align 4, addrspace(5)
  %var29 = alloca i32, align 4, addrspace(5)
  %var30 = alloca i32, align 4, addrspace(5)
  %var31 = alloca i32, align 4, addrspace(5)
  %var32 = alloca i32, align 4, addrspace(5)
  %v9 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; all_reduce ll: 8 ranks x 4000 bytes, flag-free
  %v18 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %v19 = load atomic i64, ptr addrspace(1) %v18 syncscope("agent") monotonic, align 8
  %v22 = lshr i64 %v19, 11
  %v23 = add i64 %v22, 1
  %v24 = trunc i64 %v23 to i32
  %v26 = and i64 %v23, 1
  %v28 = mul i64 %v26, 4194304
  %v29 = getelementptr i8, ptr addrspace(1) %p7, i64 %v28
  %v30 = zext i32 %p1 to i64
  %v32 = mul i64 %v30, 524288
  %v33 = getelementptr i8, ptr addrspace(1) %v29, i64 %v32
  %v35 = getelementptr i8, ptr addrspace(1) %v29, i64 0
  %v37 = getelementptr i8, ptr addrspace(1) %v29, i64 524288
  %v40 = add i32 %p1, 1
  %v41 = icmp uge i32 %v40, 8
  %v42 = sub i32 %v40, 8
  %v43 = select i1 %v41, i32 %v42, i32 %v40
  %v45 = zext i32 %v43 to i64
  %v46 = mul i64 %v45, 8
  %v47 = getelementptr i8, ptr addrspace(1) %p0, i64 %v46
  %v48 = load i64, ptr addrspace(1) %v47, align 8
  %v49 = sub i64 %v48, %v15
  %v50 = getelementptr i8, ptr addrspace(1) %v33, i64 %v49
  %v52 = getelementptr i8, ptr addrspace(1) %v29, i64 1048576
  %v55 = add i32 %p1, 2
  %v56 = icmp uge i32 %v55, 8
  %v57 = sub i32 %v55, 8
  %v58 = select i1 %v56, i32 %v57, i32 %v55
  %v60 = zext i32 %v58 to i64
  %v61 = mul i64 %v60, 8
  %v62 = getelementptr i8, ptr addrspace(1) %p0, i64 %v61
  %v63 = load i64, ptr addrspace(1) %v62, align 8
  %v64 = sub i64 %v63, %v15
  %v65 = getelementptr i8, ptr addrspace(1) %v33, i64 %v64
  %v67 = getelementptr i8, ptr addrspace(1) %v29, i64 1572864
  %v70 = add i32 %p1, 3
  %v71 = icmp uge i32 %v70, 8
  %v72 = sub i32 %v70, 8
  %v73 = select i1 %v71, i32 %v72, i32 %v70
  %v75 = zext i32 %v73 to i64
  %v76 = mul i64 %v75, 8
  %v77 = getelementptr i8, ptr addrspace(1) %p0, i64 %v76
  %v78 = load i64, ptr addrspace(1) %v77, align 8
  %v79 = sub i64 %v78, %v15
  %v80 = getelementptr i8, ptr addrspace(1) %v33, i64 %v79
  %v82 = getelementptr i8, ptr addrspace(1) %v29, i64 2097152
  %v85 = add i32 %p1, 4
  %v86 = icmp uge i32 %v85, 8
  %v87 = sub i32 %v85, 8
  %v88 = select i1 %v86, i32 %v87, i32 %v85
  %v90 = zext i32 %v88 to i64
  %v91 = mul i64 %v90, 8
  %v92 = getelementptr i8, ptr addrspace(1) %p0, i64 %v91
  %v93 = load i64, ptr addrspace(1) %v92, align 8
  %v94 = sub i64 %v93, %v15
  %v95 = getelementptr i8, ptr addrspace(1) %v33, i64 %v94
  %v97 = getelementptr i8, ptr addrspace(1) %v29, i64 2621440
  %v100 = add i32 %p1, 5
  %v101 = icmp uge i32 %v100, 8
  %v102 = sub i32 %v100, 8
  %v103 = select i1 %v101, i32 %v102, i32 %v100
  %v105 = zext i32 %v103 to i64
  %v106 = mul i64 %v105, 8
  %v107 = getelementptr i8, ptr addrspace(1) %p0, i64 %v106
  %v108 = load i64, ptr addrspace(1) %v107, align 8
  %v109 = sub i64 %v108, %v15
  %v110 = getelementptr i8, ptr addrspace(1) %v33, i64 %v109
  %v112 = getelementptr i8, ptr addrspace(1) %v29, i64 3145728
  %v115 = add i32 %p1, 6
  %v116 = icmp uge i32 %v115, 8
  %v117 = sub i32 %v115, 8
  %v118 = select i1 %v116, i32 %v117, i32 %v115
  %v120 = zext i32 %v118 to i64
  %v121 = mul i64 %v120, 8
  %v122 = getelementptr i8, ptr addrspace(1) %p0, i64 %v121
  %v123 = load i64, ptr addrspace(1) %v122, align 8
  %v124 = sub i64 %v123, %v15
  %v125 = getelementptr i8, ptr addrspace(1) %v33, i64 %v124
  %v127 = getelementptr i8, ptr addrspace(1) %v29, i64 3670016
  %v130 = add i32 %p1, 7
  %v131 = icmp uge i32 %v130, 8
  %v132 = sub i32 %v130, 8
  %v133 = select i1 %v131, i32 %v132, i32 %v130
  %v135 = zext i32 %v133 to i64
  %v136 = mul i64 %v135, 8
  %v137 = getelementptr i8, ptr addrspace(1) %p0, i64 %v136
  %v138 = load i64, ptr addrspace(1) %v137, align 8
  %v139 = sub i64 %v138, %v15
  %v140 = getelementptr i8, ptr addrspace(1) %v33, i64 %v139
  %v142 = zext i32 %v9 to i64
  %v143 = mul i64 %v142, 4
  ; 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v146 = zext i32 %v10 to i64
  br label %for0.head
for0.head:
  %v147 = phi i64 [ %v146, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v147, 3
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v149 = mul i64 %v147, 1024
  %v150 = add i64 %v143, %v149
  %v151 = getelementptr i8, ptr addrspace(1) %p2, i64 %v150
  %v152 = load i32, ptr addrspace(1) %v151, align 4
  %t0 = insertelement <2 x i32> poison, i32 %v152, i32 0
  %v153 = shufflevector <2 x i32> %t0, <2 x i32> poison, <2 x i32> zeroinitializer
  %v154 = insertelement <2 x i32> %v153, i32 %v24, i32 1
  %v156 = mul i64 %v150, 2
  %v157 = getelementptr i8, ptr addrspace(1) %v33, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v157, align 8
  %v158 = getelementptr i8, ptr addrspace(1) %v50, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v158, align 8
  %v159 = getelementptr i8, ptr addrspace(1) %v65, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v159, align 8
  %v160 = getelementptr i8, ptr addrspace(1) %v80, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v160, align 8
  %v161 = getelementptr i8, ptr addrspace(1) %v95, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v161, align 8
  %v162 = getelementptr i8, ptr addrspace(1) %v110, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v162, align 8
  %v163 = getelementptr i8, ptr addrspace(1) %v125, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v163, align 8
  %v164 = getelementptr i8, ptr addrspace(1) %v140, i64 %v156
  store volatile <2 x i32> %v154, ptr addrspace(1) %v164, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v147, 4
  br label %for0.head
for0.end:
  ; partial tile: 232 vectors in block 3
  %v166 = icmp eq i32 %v10, 3
  br i1 %v166, label %if1.then, label %if1.end
if1.then:
  %v169 = zext i32 %v9 to i64
  br label %for2.head
for2.head:
  %v170 = phi i64 [ %v169, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v170, 232
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v172 = mul i64 %v170, 4
  %v174 = add i64 3072, %v172
  %v175 = getelementptr i8, ptr addrspace(1) %p2, i64 %v174
  %v176 = load i32, ptr addrspace(1) %v175, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v176, i32 0
  %v177 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v178 = insertelement <2 x i32> %v177, i32 %v24, i32 1
  %v180 = mul i64 %v174, 2
  %v181 = getelementptr i8, ptr addrspace(1) %v33, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v181, align 8
  %v182 = getelementptr i8, ptr addrspace(1) %v50, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v182, align 8
  %v183 = getelementptr i8, ptr addrspace(1) %v65, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v183, align 8
  %v184 = getelementptr i8, ptr addrspace(1) %v80, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v184, align 8
  %v185 = getelementptr i8, ptr addrspace(1) %v95, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v185, align 8
  %v186 = getelementptr i8, ptr addrspace(1) %v110, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v186, align 8
  %v187 = getelementptr i8, ptr addrspace(1) %v125, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v187, align 8
  %v188 = getelementptr i8, ptr addrspace(1) %v140, i64 %v180
  store volatile <2 x i32> %v178, ptr addrspace(1) %v188, align 8
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v170, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  %v190 = zext i32 %v9 to i64
  %v191 = mul i64 %v190, 4
  ; 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v194 = zext i32 %v10 to i64
  br label %for3.head
for3.head:
  %v195 = phi i64 [ %v194, %if1.end ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i64 %v195, 3
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v197 = mul i64 %v195, 1024
  %v198 = add i64 %v191, %v197
  %v200 = mul i64 %v198, 2
  %v201 = getelementptr i8, ptr addrspace(1) %v35, i64 %v200
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v204 = mul i64 %t2, 10
  store i32 0, ptr addrspace(5) %var1, align 4
  %v205 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v205, ptr addrspace(5) %var2, align 4
  br label %while4.cond
while4.cond:
  %v206 = load i32, ptr addrspace(5) %var2, align 4
  %v207 = icmp eq i32 %v206, 0
  br i1 %v207, label %while4.body, label %while4.end
while4.body:
  %v208 = load volatile <2 x i32>, ptr addrspace(1) %v201, align 8
  %v209 = extractelement <2 x i32> %v208, i32 1
  %v210 = icmp eq i32 %v209, %v24
  br i1 %v210, label %if5.then, label %if5.else
if5.then:
  %v211 = extractelement <2 x i32> %v208, i32 0
  store i32 %v211, ptr addrspace(5) %var1, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if5.end
if5.else:
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v212 = mul i64 %t3, 10
  %v213 = sub i64 %v212, %v204
  %v214 = icmp ugt i64 %v213, %p6
  %v215 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v216 = icmp ne i32 %v215, 0
  %v217 = or i1 %v214, %v216
  br i1 %v217, label %if6.then, label %if6.end
if6.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if6.end
if6.end:
  br label %if5.end
if5.end:
  br label %while4.cond
while4.end:
  %v219 = load i32, ptr addrspace(5) %var1, align 4
  %v220 = getelementptr i8, ptr addrspace(1) %v37, i64 %v200
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v223 = mul i64 %t4, 10
  store i32 0, ptr addrspace(5) %var3, align 4
  %v224 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v224, ptr addrspace(5) %var4, align 4
  br label %while7.cond
while7.cond:
  %v225 = load i32, ptr addrspace(5) %var4, align 4
  %v226 = icmp eq i32 %v225, 0
  br i1 %v226, label %while7.body, label %while7.end
while7.body:
  %v227 = load volatile <2 x i32>, ptr addrspace(1) %v220, align 8
  %v228 = extractelement <2 x i32> %v227, i32 1
  %v229 = icmp eq i32 %v228, %v24
  br i1 %v229, label %if8.then, label %if8.else
if8.then:
  %v230 = extractelement <2 x i32> %v227, i32 0
  store i32 %v230, ptr addrspace(5) %var3, align 4
  store i32 1, ptr addrspace(5) %var4, align 4
  br label %if8.end
if8.else:
  %t5 = call i64 @llvm.amdgcn.s.memrealtime()
  %v231 = mul i64 %t5, 10
  %v232 = sub i64 %v231, %v223
  %v233 = icmp ugt i64 %v232, %p6
  %v234 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v235 = icmp ne i32 %v234, 0
  %v236 = or i1 %v233, %v235
  br i1 %v236, label %if9.then, label %if9.end
if9.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var4, align 4
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  br label %while7.cond
while7.end:
  %v238 = load i32, ptr addrspace(5) %var3, align 4
  %v239 = getelementptr i8, ptr addrspace(1) %v52, i64 %v200
  %t6 = call i64 @llvm.amdgcn.s.memrealtime()
  %v242 = mul i64 %t6, 10
  store i32 0, ptr addrspace(5) %var5, align 4
  %v243 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v243, ptr addrspace(5) %var6, align 4
  br label %while10.cond
while10.cond:
  %v244 = load i32, ptr addrspace(5) %var6, align 4
  %v245 = icmp eq i32 %v244, 0
  br i1 %v245, label %while10.body, label %while10.end
while10.body:
  %v246 = load volatile <2 x i32>, ptr addrspace(1) %v239, align 8
  %v247 = extractelement <2 x i32> %v246, i32 1
  %v248 = icmp eq i32 %v247, %v24
  br i1 %v248, label %if11.then, label %if11.else
if11.then:
  %v249 = extractelement <2 x i32> %v246, i32 0
  store i32 %v249, ptr addrspace(5) %var5, align 4
  store i32 1, ptr addrspace(5) %var6, align 4
  br label %if11.end
if11.else:
  %t7 = call i64 @llvm.amdgcn.s.memrealtime()
  %v250 = mul i64 %t7, 10
  %v251 = sub i64 %v250, %v242
  %v252 = icmp ugt i64 %v251, %p6
  %v253 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v254 = icmp ne i32 %v253, 0
  %v255 = or i1 %v252, %v254
  br i1 %v255, label %if12.then, label %if12.end
if12.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var6, align 4
  br label %if12.end
if12.end:
  br label %if11.end
if11.end:
  br label %while10.cond
while10.end:
  %v257 = load i32, ptr addrspace(5) %var5, align 4
  %v258 = getelementptr i8, ptr addrspace(1) %v67, i64 %v200
  %t8 = call i64 @llvm.amdgcn.s.memrealtime()
  %v261 = mul i64 %t8, 10
  store i32 0, ptr addrspace(5) %var7, align 4
  %v262 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v262, ptr addrspace(5) %var8, align 4
  br label %while13.cond
while13.cond:
  %v263 = load i32, ptr addrspace(5) %var8, align 4
  %v264 = icmp eq i32 %v263, 0
  br i1 %v264, label %while13.body, label %while13.end
while13.body:
  %v265 = load volatile <2 x i32>, ptr addrspace(1) %v258, align 8
  %v266 = extractelement <2 x i32> %v265, i32 1
  %v267 = icmp eq i32 %v266, %v24
  br i1 %v267, label %if14.then, label %if14.else
if14.then:
  %v268 = extractelement <2 x i32> %v265, i32 0
  store i32 %v268, ptr addrspace(5) %var7, align 4
  store i32 1, ptr addrspace(5) %var8, align 4
  br label %if14.end
if14.else:
  %t9 = call i64 @llvm.amdgcn.s.memrealtime()
  %v269 = mul i64 %t9, 10
  %v270 = sub i64 %v269, %v261
  %v271 = icmp ugt i64 %v270, %p6
  %v272 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v273 = icmp ne i32 %v272, 0
  %v274 = or i1 %v271, %v273
  br i1 %v274, label %if15.then, label %if15.end
if15.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var8, align 4
  br label %if15.end
if15.end:
  br label %if14.end
if14.end:
  br label %while13.cond
while13.end:
  %v276 = load i32, ptr addrspace(5) %var7, align 4
  %v277 = getelementptr i8, ptr addrspace(1) %v82, i64 %v200
  %t10 = call i64 @llvm.amdgcn.s.memrealtime()
  %v280 = mul i64 %t10, 10
  store i32 0, ptr addrspace(5) %var9, align 4
  %v281 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v281, ptr addrspace(5) %var10, align 4
  br label %while16.cond
while16.cond:
  %v282 = load i32, ptr addrspace(5) %var10, align 4
  %v283 = icmp eq i32 %v282, 0
  br i1 %v283, label %while16.body, label %while16.end
while16.body:
  %v284 = load volatile <2 x i32>, ptr addrspace(1) %v277, align 8
  %v285 = extractelement <2 x i32> %v284, i32 1
  %v286 = icmp eq i32 %v285, %v24
  br i1 %v286, label %if17.then, label %if17.else
if17.then:
  %v287 = extractelement <2 x i32> %v284, i32 0
  store i32 %v287, ptr addrspace(5) %var9, align 4
  store i32 1, ptr addrspace(5) %var10, align 4
  br label %if17.end
if17.else:
  %t11 = call i64 @llvm.amdgcn.s.memrealtime()
  %v288 = mul i64 %t11, 10
  %v289 = sub i64 %v288, %v280
  %v290 = icmp ugt i64 %v289, %p6
  %v291 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v292 = icmp ne i32 %v291, 0
  %v293 = or i1 %v290, %v292
  br i1 %v293, label %if18.then, label %if18.end
if18.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var10, align 4
  br label %if18.end
if18.end:
  br label %if17.end
if17.end:
  br label %while16.cond
while16.end:
  %v295 = load i32, ptr addrspace(5) %var9, align 4
  %v296 = getelementptr i8, ptr addrspace(1) %v97, i64 %v200
  %t12 = call i64 @llvm.amdgcn.s.memrealtime()
  %v299 = mul i64 %t12, 10
  store i32 0, ptr addrspace(5) %var11, align 4
  %v300 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v300, ptr addrspace(5) %var12, align 4
  br label %while19.cond
while19.cond:
  %v301 = load i32, ptr addrspace(5) %var12, align 4
  %v302 = icmp eq i32 %v301, 0
  br i1 %v302, label %while19.body, label %while19.end
while19.body:
  %v303 = load volatile <2 x i32>, ptr addrspace(1) %v296, align 8
  %v304 = extractelement <2 x i32> %v303, i32 1
  %v305 = icmp eq i32 %v304, %v24
  br i1 %v305, label %if20.then, label %if20.else
if20.then:
  %v306 = extractelement <2 x i32> %v303, i32 0
  store i32 %v306, ptr addrspace(5) %var11, align 4
  store i32 1, ptr addrspace(5) %var12, align 4
  br label %if20.end
if20.else:
  %t13 = call i64 @llvm.amdgcn.s.memrealtime()
  %v307 = mul i64 %t13, 10
  %v308 = sub i64 %v307, %v299
  %v309 = icmp ugt i64 %v308, %p6
  %v310 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v311 = icmp ne i32 %v310, 0
  %v312 = or i1 %v309, %v311
  br i1 %v312, label %if21.then, label %if21.end
if21.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var12, align 4
  br label %if21.end
if21.end:
  br label %if20.end
if20.end:
  br label %while19.cond
while19.end:
  %v314 = load i32, ptr addrspace(5) %var11, align 4
  %v315 = getelementptr i8, ptr addrspace(1) %v112, i64 %v200
  %t14 = call i64 @llvm.amdgcn.s.memrealtime()
  %v318 = mul i64 %t14, 10
  store i32 0, ptr addrspace(5) %var13, align 4
  %v319 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v319, ptr addrspace(5) %var14, align 4
  br label %while22.cond
while22.cond:
  %v320 = load i32, ptr addrspace(5) %var14, align 4
  %v321 = icmp eq i32 %v320, 0
  br i1 %v321, label %while22.body, label %while22.end
while22.body:
  %v322 = load volatile <2 x i32>, ptr addrspace(1) %v315, align 8
  %v323 = extractelement <2 x i32> %v322, i32 1
  %v324 = icmp eq i32 %v323, %v24
  br i1 %v324, label %if23.then, label %if23.else
if23.then:
  %v325 = extractelement <2 x i32> %v322, i32 0
  store i32 %v325, ptr addrspace(5) %var13, align 4
  store i32 1, ptr addrspace(5) %var14, align 4
  br label %if23.end
if23.else:
  %t15 = call i64 @llvm.amdgcn.s.memrealtime()
  %v326 = mul i64 %t15, 10
  %v327 = sub i64 %v326, %v318
  %v328 = icmp ugt i64 %v327, %p6
  %v329 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v330 = icmp ne i32 %v329, 0
  %v331 = or i1 %v328, %v330
  br i1 %v331, label %if24.then, label %if24.end
if24.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var14, align 4
  br label %if24.end
if24.end:
  br label %if23.end
if23.end:
  br label %while22.cond
while22.end:
  %v333 = load i32, ptr addrspace(5) %var13, align 4
  %v334 = getelementptr i8, ptr addrspace(1) %v127, i64 %v200
  %t16 = call i64 @llvm.amdgcn.s.memrealtime()
  %v337 = mul i64 %t16, 10
  store i32 0, ptr addrspace(5) %var15, align 4
  %v338 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v338, ptr addrspace(5) %var16, align 4
  br label %while25.cond
while25.cond:
  %v339 = load i32, ptr addrspace(5) %var16, align 4
  %v340 = icmp eq i32 %v339, 0
  br i1 %v340, label %while25.body, label %while25.end
while25.body:
  %v341 = load volatile <2 x i32>, ptr addrspace(1) %v334, align 8
  %v342 = extractelement <2 x i32> %v341, i32 1
  %v343 = icmp eq i32 %v342, %v24
  br i1 %v343, label %if26.then, label %if26.else
if26.then:
  %v344 = extractelement <2 x i32> %v341, i32 0
  store i32 %v344, ptr addrspace(5) %var15, align 4
  store i32 1, ptr addrspace(5) %var16, align 4
  br label %if26.end
if26.else:
  %t17 = call i64 @llvm.amdgcn.s.memrealtime()
  %v345 = mul i64 %t17, 10
  %v346 = sub i64 %v345, %v337
  %v347 = icmp ugt i64 %v346, %p6
  %v348 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v349 = icmp ne i32 %v348, 0
  %v350 = or i1 %v347, %v349
  br i1 %v350, label %if27.then, label %if27.end
if27.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var16, align 4
  br label %if27.end
if27.end:
  br label %if26.end
if26.end:
  br label %while25.cond
while25.end:
  %v352 = load i32, ptr addrspace(5) %var15, align 4
  %v353 = bitcast i32 %v219 to float
  %v354 = bitcast i32 %v238 to float
  %v355 = call float @llvm.maxnum.f32(float %v353, float %v354)
  %v356 = bitcast i32 %v257 to float
  %v357 = call float @llvm.maxnum.f32(float %v355, float %v356)
  %v358 = bitcast i32 %v276 to float
  %v359 = call float @llvm.maxnum.f32(float %v357, float %v358)
  %v360 = bitcast i32 %v295 to float
  %v361 = call float @llvm.maxnum.f32(float %v359, float %v360)
  %v362 = bitcast i32 %v314 to float
  %v363 = call float @llvm.maxnum.f32(float %v361, float %v362)
  %v364 = bitcast i32 %v333 to float
  %v365 = call float @llvm.maxnum.f32(float %v363, float %v364)
  %v366 = bitcast i32 %v352 to float
  %v367 = call float @llvm.maxnum.f32(float %v365, float %v366)
  %v368 = bitcast float %v367 to i32
  %v369 = getelementptr i8, ptr addrspace(1) %p3, i64 %v198
  store i32 %v368, ptr addrspace(1) %v369, align 4
  br label %for3.latch
for3.latch:
  %for3.next = add i64 %v195, 4
  br label %for3.head
for3.end:
  ; partial tile: 232 vectors in block 3
  %v371 = icmp eq i32 %v10, 3
  br i1 %v371, label %if28.then, label %if28.end
if28.then:
  %v374 = zext i32 %v9 to i64
  br label %for29.head
for29.head:
  %v375 = phi i64 [ %v374, %if28.then ], [ %for29.next, %for29.latch ]
  %for29.cond = icmp ult i64 %v375, 232
  br i1 %for29.cond, label %for29.body, label %for29.end
for29.body:
  %v377 = mul i64 %v375, 4
  %v379 = add i64 3072, %v377
  %v381 = mul i64 %v379, 2
  %v382 = getelementptr i8, ptr addrspace(1) %v35, i64 %v381
  %t18 = call i64 @llvm.amdgcn.s.memrealtime()
  %v385 = mul i64 %t18, 10
  store i32 0, ptr addrspace(5) %var17, align 4
  %v386 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v386, ptr addrspace(5) %var18, align 4
  br label %while30.cond
while30.cond:
  %v387 = load i32, ptr addrspace(5) %var18, align 4
  %v388 = icmp eq i32 %v387, 0
  br i1 %v388, label %while30.body, label %while30.end
while30.body:
  %v389 = load volatile <2 x i32>, ptr addrspace(1) %v382, align 8
  %v390 = extractelement <2 x i32> %v389, i32 1
  %v391 = icmp eq i32 %v390, %v24
  br i1 %v391, label %if31.then, label %if31.else
if31.then:
  %v392 = extractelement <2 x i32> %v389, i32 0
  store i32 %v392, ptr addrspace(5) %var17, align 4
  store i32 1, ptr addrspace(5) %var18, align 4
  br label %if31.end
if31.else:
  %t19 = call i64 @llvm.amdgcn.s.memrealtime()
  %v393 = mul i64 %t19, 10
  %v394 = sub i64 %v393, %v385
  %v395 = icmp ugt i64 %v394, %p6
  %v396 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v397 = icmp ne i32 %v396, 0
  %v398 = or i1 %v395, %v397
  br i1 %v398, label %if32.then, label %if32.end
if32.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var18, align 4
  br label %if32.end
if32.end:
  br label %if31.end
if31.end:
  br label %while30.cond
while30.end:
  %v400 = load i32, ptr addrspace(5) %var17, align 4
  %v401 = getelementptr i8, ptr addrspace(1) %v37, i64 %v381
  %t20 = call i64 @llvm.amdgcn.s.memrealtime()
  %v404 = mul i64 %t20, 10
  store i32 0, ptr addrspace(5) %var19, align 4
  %v405 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v405, ptr addrspace(5) %var20, align 4
  br label %while33.cond
while33.cond:
  %v406 = load i32, ptr addrspace(5) %var20, align 4
  %v407 = icmp eq i32 %v406, 0
  br i1 %v407, label %while33.body, label %while33.end
while33.body:
  %v408 = load volatile <2 x i32>, ptr addrspace(1) %v401, align 8
  %v409 = extractelement <2 x i32> %v408, i32 1
  %v410 = icmp eq i32 %v409, %v24
  br i1 %v410, label %if34.then, label %if34.else
if34.then:
  %v411 = extractelement <2 x i32> %v408, i32 0
  store i32 %v411, ptr addrspace(5) %var19, align 4
  store i32 1, ptr addrspace(5) %var20, align 4
  br label %if34.end
if34.else:
  %t21 = call i64 @llvm.amdgcn.s.memrealtime()
  %v412 = mul i64 %t21, 10
  %v413 = sub i64 %v412, %v404
  %v414 = icmp ugt i64 %v413, %p6
  %v415 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v416 = icmp ne i32 %v415, 0
  %v417 = or i1 %v414, %v416
  br i1 %v417, label %if35.then, label %if35.end
if35.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var20, align 4
  br label %if35.end
if35.end:
  br label %if34.end
if34.end:
  br label %while33.cond
while33.end:
  %v419 = load i32, ptr addrspace(5) %var19, align 4
  %v420 = getelementptr i8, ptr addrspace(1) %v52, i64 %v381
  %t22 = call i64 @llvm.amdgcn.s.memrealtime()
  %v423 = mul i64 %t22, 10
  store i32 0, ptr addrspace(5) %var21, align 4
  %v424 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v424, ptr addrspace(5) %var22, align 4
  br label %while36.cond
while36.cond:
  %v425 = load i32, ptr addrspace(5) %var22, align 4
  %v426 = icmp eq i32 %v425, 0
  br i1 %v426, label %while36.body, label %while36.end
while36.body:
  %v427 = load volatile <2 x i32>, ptr addrspace(1) %v420, align 8
  %v428 = extractelement <2 x i32> %v427, i32 1
  %v429 = icmp eq i32 %v428, %v24
  br i1 %v429, label %if37.then, label %if37.else
if37.then:
  %v430 = extractelement <2 x i32> %v427, i32 0
  store i32 %v430, ptr addrspace(5) %var21, align 4
  store i32 1, ptr addrspace(5) %var22, align 4
  br label %if37.end
if37.else:
  %t23 = call i64 @llvm.amdgcn.s.memrealtime()
  %v431 = mul i64 %t23, 10
  %v432 = sub i64 %v431, %v423
  %v433 = icmp ugt i64 %v432, %p6
  %v434 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v435 = icmp ne i32 %v434, 0
  %v436 = or i1 %v433, %v435
  br i1 %v436, label %if38.then, label %if38.end
if38.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var22, align 4
  br label %if38.end
if38.end:
  br label %if37.end
if37.end:
  br label %while36.cond
while36.end:
  %v438 = load i32, ptr addrspace(5) %var21, align 4
  %v439 = getelementptr i8, ptr addrspace(1) %v67, i64 %v381
  %t24 = call i64 @llvm.amdgcn.s.memrealtime()
  %v442 = mul i64 %t24, 10
  store i32 0, ptr addrspace(5) %var23, align 4
  %v443 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v443, ptr addrspace(5) %var24, align 4
  br label %while39.cond
while39.cond:
  %v444 = load i32, ptr addrspace(5) %var24, align 4
  %v445 = icmp eq i32 %v444, 0
  br i1 %v445, label %while39.body, label %while39.end
while39.body:
  %v446 = load volatile <2 x i32>, ptr addrspace(1) %v439, align 8
  %v447 = extractelement <2 x i32> %v446, i32 1
  %v448 = icmp eq i32 %v447, %v24
  br i1 %v448, label %if40.then, label %if40.else
if40.then:
  %v449 = extractelement <2 x i32> %v446, i32 0
  store i32 %v449, ptr addrspace(5) %var23, align 4
  store i32 1, ptr addrspace(5) %var24, align 4
  br label %if40.end
if40.else:
  %t25 = call i64 @llvm.amdgcn.s.memrealtime()
  %v450 = mul i64 %t25, 10
  %v451 = sub i64 %v450, %v442
  %v452 = icmp ugt i64 %v451, %p6
  %v453 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v454 = icmp ne i32 %v453, 0
  %v455 = or i1 %v452, %v454
  br i1 %v455, label %if41.then, label %if41.end
if41.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var24, align 4
  br label %if41.end
if41.end:
  br label %if40.end
if40.end:
  br label %while39.cond
while39.end:
  %v457 = load i32, ptr addrspace(5) %var23, align 4
  %v458 = getelementptr i8, ptr addrspace(1) %v82, i64 %v381
  %t26 = call i64 @llvm.amdgcn.s.memrealtime()
  %v461 = mul i64 %t26, 10
  store i32 0, ptr addrspace(5) %var25, align 4
  %v462 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v462, ptr addrspace(5) %var26, align 4
  br label %while42.cond
while42.cond:
  %v463 = load i32, ptr addrspace(5) %var26, align 4
  %v464 = icmp eq i32 %v463, 0
  br i1 %v464, label %while42.body, label %while42.end
while42.body:
  %v465 = load volatile <2 x i32>, ptr addrspace(1) %v458, align 8
  %v466 = extractelement <2 x i32> %v465, i32 1
  %v467 = icmp eq i32 %v466, %v24
  br i1 %v467, label %if43.then, label %if43.else
if43.then:
  %v468 = extractelement <2 x i32> %v465, i32 0
  store i32 %v468, ptr addrspace(5) %var25, align 4
  store i32 1, ptr addrspace(5) %var26, align 4
  br label %if43.end
if43.else:
  %t27 = call i64 @llvm.amdgcn.s.memrealtime()
  %v469 = mul i64 %t27, 10
  %v470 = sub i64 %v469, %v461
  %v471 = icmp ugt i64 %v470, %p6
  %v472 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v473 = icmp ne i32 %v472, 0
  %v474 = or i1 %v471, %v473
  br i1 %v474, label %if44.then, label %if44.end
if44.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var26, align 4
  br label %if44.end
if44.end:
  br label %if43.end
if43.end:
  br label %while42.cond
while42.end:
  %v476 = load i32, ptr addrspace(5) %var25, align 4
  %v477 = getelementptr i8, ptr addrspace(1) %v97, i64 %v381
  %t28 = call i64 @llvm.amdgcn.s.memrealtime()
  %v480 = mul i64 %t28, 10
  store i32 0, ptr addrspace(5) %var27, align 4
  %v481 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v481, ptr addrspace(5) %var28, align 4
  br label %while45.cond
while45.cond:
  %v482 = load i32, ptr addrspace(5) %var28, align 4
  %v483 = icmp eq i32 %v482, 0
  br i1 %v483, label %while45.body, label %while45.end
while45.body:
  %v484 = load volatile <2 x i32>, ptr addrspace(1) %v477, align 8
  %v485 = extractelement <2 x i32> %v484, i32 1
  %v486 = icmp eq i32 %v485, %v24
  br i1 %v486, label %if46.then, label %if46.else
if46.then:
  %v487 = extractelement <2 x i32> %v484, i32 0
  store i32 %v487, ptr addrspace(5) %var27, align 4
  store i32 1, ptr addrspace(5) %var28, align 4
  br label %if46.end
if46.else:
  %t29 = call i64 @llvm.amdgcn.s.memrealtime()
  %v488 = mul i64 %t29, 10
  %v489 = sub i64 %v488, %v480
  %v490 = icmp ugt i64 %v489, %p6
  %v491 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v492 = icmp ne i32 %v491, 0
  %v493 = or i1 %v490, %v492
  br i1 %v493, label %if47.then, label %if47.end
if47.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var28, align 4
  br label %if47.end
if47.end:
  br label %if46.end
if46.end:
  br label %while45.cond
while45.end:
  %v495 = load i32, ptr addrspace(5) %var27, align 4
  %v496 = getelementptr i8, ptr addrspace(1) %v112, i64 %v381
  %t30 = call i64 @llvm.amdgcn.s.memrealtime()
  %v499 = mul i64 %t30, 10
  store i32 0, ptr addrspace(5) %var29, align 4
  %v500 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v500, ptr addrspace(5) %var30, align 4
  br label %while48.cond
while48.cond:
  %v501 = load i32, ptr addrspace(5) %var30, align 4
  %v502 = icmp eq i32 %v501, 0
  br i1 %v502, label %while48.body, label %while48.end
while48.body:
  %v503 = load volatile <2 x i32>, ptr addrspace(1) %v496, align 8
  %v504 = extractelement <2 x i32> %v503, i32 1
  %v505 = icmp eq i32 %v504, %v24
  br i1 %v505, label %if49.then, label %if49.else
if49.then:
  %v506 = extractelement <2 x i32> %v503, i32 0
  store i32 %v506, ptr addrspace(5) %var29, align 4
  store i32 1, ptr addrspace(5) %var30, align 4
  br label %if49.end
if49.else:
  %t31 = call i64 @llvm.amdgcn.s.memrealtime()
  %v507 = mul i64 %t31, 10
  %v508 = sub i64 %v507, %v499
  %v509 = icmp ugt i64 %v508, %p6
  %v510 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v511 = icmp ne i32 %v510, 0
  %v512 = or i1 %v509, %v511
  br i1 %v512, label %if50.then, label %if50.end
if50.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var30, align 4
  br label %if50.end
if50.end:
  br label %if49.end
if49.end:
  br label %while48.cond
while48.end:
  %v514 = load i32, ptr addrspace(5) %var29, align 4
  %v515 = getelementptr i8, ptr addrspace(1) %v127, i64 %v381
  %t32 = call i64 @llvm.amdgcn.s.memrealtime()
  %v518 = mul i64 %t32, 10
  store i32 0, ptr addrspace(5) %var31, align 4
  %v519 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v519, ptr addrspace(5) %var32, align 4
  br label %while51.cond
while51.cond:
  %v520 = load i32, ptr addrspace(5) %var32, align 4
  %v521 = icmp eq i32 %v520, 0
  br i1 %v521, label %while51.body, label %while51.end
while51.body:
  %v522 = load volatile <2 x i32>, ptr addrspace(1) %v515, align 8
  %v523 = extractelement <2 x i32> %v522, i32 1
  %v524 = icmp eq i32 %v523, %v24
  br i1 %v524, label %if52.then, label %if52.else
if52.then:
  %v525 = extractelement <2 x i32> %v522, i32 0
  store i32 %v525, ptr addrspace(5) %var31, align 4
  store i32 1, ptr addrspace(5) %var32, align 4
  br label %if52.end
if52.else:
  %t33 = call i64 @llvm.amdgcn.s.memrealtime()
  %v526 = mul i64 %t33, 10
  %v527 = sub i64 %v526, %v518
  %v528 = icmp ugt i64 %v527, %p6
  %v529 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v530 = icmp ne i32 %v529, 0
  %v531 = or i1 %v528, %v530
  br i1 %v531, label %if53.then, label %if53.end
if53.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var32, align 4
  br label %if53.end
if53.end:
  br label %if52.end
if52.end:
  br label %while51.cond
while51.end:
  %v533 = load i32, ptr addrspace(5) %var31, align 4
  %v534 = bitcast i32 %v400 to float
  %v535 = bitcast i32 %v419 to float
  %v536 = call float @llvm.maxnum.f32(float %v534, float %v535)
  %v537 = bitcast i32 %v438 to float
  %v538 = call float @llvm.maxnum.f32(float %v536, float %v537)
  %v539 = bitcast i32 %v457 to float
  %v540 = call float @llvm.maxnum.f32(float %v538, float %v539)
  %v541 = bitcast i32 %v476 to float
  %v542 = call float @llvm.maxnum.f32(float %v540, float %v541)
  %v543 = bitcast i32 %v495 to float
  %v544 = call float @llvm.maxnum.f32(float %v542, float %v543)
  %v545 = bitcast i32 %v514 to float
  %v546 = call float @llvm.maxnum.f32(float %v544, float %v545)
  %v547 = bitcast i32 %v533 to float
  %v548 = call float @llvm.maxnum.f32(float %v546, float %v547)
  %v549 = bitcast float %v548 to i32
  %v550 = getelementptr i8, ptr addrspace(1) %p3, i64 %v379
  store i32 %v549, ptr addrspace(1) %v550, align 4
  br label %for29.latch
for29.latch:
  %for29.next = add i64 %v375, 256
  br label %for29.head
for29.end:
  br label %if28.end
if28.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v552 = icmp eq i32 %v9, 0
  br i1 %v552, label %if54.then, label %if54.end
if54.then:
  %v554 = icmp eq i32 %v10, 0
  %v557 = select i1 %v554, i64 2045, i64 1
  %v558 = atomicrmw add ptr addrspace(1) %v18, i64 %v557 syncscope("agent") monotonic, align 8
  br label %if54.end
if54.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.s.memrealtime()
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
