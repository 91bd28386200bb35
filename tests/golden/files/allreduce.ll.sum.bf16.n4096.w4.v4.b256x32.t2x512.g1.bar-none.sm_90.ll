; kernel cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90: 256 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var2 = alloca i32, align 4
  %var3 = alloca i32, align 4
  %var4 = alloca i32, align 4
  %var5 = alloca i32, align 4
  %var6 = alloca i32, align 4
  %var7 = alloca i32, align 4
  %var8 = alloca i32, align 4
  %var9 = alloca i32, align 4
  %var10 = alloca i32, align 4
  %var11 = alloca i32, align 4
  %var12 = alloca i32, align 4
  %var13 = alloca i32, align 4
  %var14 = alloca i32, align 4
  %var15 = alloca i32, align 4
  %var16 = alloca i32, align 4
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr %var0, align 4
  ; all_reduce ll: 4 ranks x 8192 bytes, flag-free
  %v18 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %t0 = ptrtoint ptr addrspace(1) %v18 to i64
  %v19 = call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %t0)
  %v22 = lshr i64 %v19, 11
  %v23 = add i64 %v22, 1
  %v24 = trunc i64 %v23 to i32
  %v26 = and i64 %v23, 1
  %v28 = mul i64 %v26, 2097152
  %v29 = getelementptr i8, ptr addrspace(1) %p7, i64 %v28
  %v30 = zext i32 %p1 to i64
  %v32 = mul i64 %v30, 524288
  %v33 = getelementptr i8, ptr addrspace(1) %v29, i64 %v32
  %v35 = getelementptr i8, ptr addrspace(1) %v29, i64 0
  %v37 = getelementptr i8, ptr addrspace(1) %v29, i64 524288
  %v40 = add i32 %p1, 1
  %v41 = icmp uge i32 %v40, 4
  %v42 = sub i32 %v40, 4
  %v43 = select i1 %v41, i32 %v42, i32 %v40
  %v45 = zext i32 %v43 to i64
  %v46 = mul i64 %v45, 8
  %v47 = getelementptr i8, ptr addrspace(1) %p0, i64 %v46
  %v48 = load i64, ptr addrspace(1) %v47, align 8
  %v49 = sub i64 %v48, %v15
  %v50 = getelementptr i8, ptr addrspace(1) %v33, i64 %v49
  %v52 = getelementptr i8, ptr addrspace(1) %v29, i64 1048576
  %v55 = add i32 %p1, 2
  %v56 = icmp uge i32 %v55, 4
  %v57 = sub i32 %v55, 4
  %v58 = select i1 %v56, i32 %v57, i32 %v55
  %v60 = zext i32 %v58 to i64
  %v61 = mul i64 %v60, 8
  %v62 = getelementptr i8, ptr addrspace(1) %p0, i64 %v61
  %v63 = load i64, ptr addrspace(1) %v62, align 8
  %v64 = sub i64 %v63, %v15
  %v65 = getelementptr i8, ptr addrspace(1) %v33, i64 %v64
  %v67 = getelementptr i8, ptr addrspace(1) %v29, i64 1572864
  %v70 = add i32 %p1, 3
  %v71 = icmp uge i32 %v70, 4
  %v72 = sub i32 %v70, 4
  %v73 = select i1 %v71, i32 %v72, i32 %v70
  %v75 = zext i32 %v73 to i64
  %v76 = mul i64 %v75, 8
  %v77 = getelementptr i8, ptr addrspace(1) %p0, i64 %v76
  %v78 = load i64, ptr addrspace(1) %v77, align 8
  %v79 = sub i64 %v78, %v15
  %v80 = getelementptr i8, ptr addrspace(1) %v33, i64 %v79
  %v82 = zext i32 %v9 to i64
  %v83 = mul i64 %v82, 4
  ; 4 full tiles of 2048 bytes: 2 vectors of 4 bytes per thread
  %v86 = zext i32 %v10 to i64
  br label %for0.head
for0.head:
  %v87 = phi i64 [ %v86, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v87, 4
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v89 = mul i64 %v87, 2048
  %v90 = add i64 %v83, %v89
  %v92 = add i64 %v90, 1024
  %v93 = getelementptr i8, ptr addrspace(1) %p2, i64 %v90
  %v94 = load i32, ptr addrspace(1) %v93, align 4
  %v95 = getelementptr i8, ptr addrspace(1) %p2, i64 %v92
  %v96 = load i32, ptr addrspace(1) %v95, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v94, i32 0
  %v97 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v98 = insertelement <2 x i32> %v97, i32 %v24, i32 1
  %v100 = mul i64 %v90, 2
  %v101 = getelementptr i8, ptr addrspace(1) %v33, i64 %v100
  store volatile <2 x i32> %v98, ptr addrspace(1) %v101, align 8
  %v102 = getelementptr i8, ptr addrspace(1) %v50, i64 %v100
  store volatile <2 x i32> %v98, ptr addrspace(1) %v102, align 8
  %v103 = getelementptr i8, ptr addrspace(1) %v65, i64 %v100
  store volatile <2 x i32> %v98, ptr addrspace(1) %v103, align 8
  %v104 = getelementptr i8, ptr addrspace(1) %v80, i64 %v100
  store volatile <2 x i32> %v98, ptr addrspace(1) %v104, align 8
  %t2 = insertelement <2 x i32> poison, i32 %v96, i32 0
  %v105 = shufflevector <2 x i32> %t2, <2 x i32> poison, <2 x i32> zeroinitializer
  %v106 = insertelement <2 x i32> %v105, i32 %v24, i32 1
  %v108 = mul i64 %v92, 2
  %v109 = getelementptr i8, ptr addrspace(1) %v33, i64 %v108
  store volatile <2 x i32> %v106, ptr addrspace(1) %v109, align 8
  %v110 = getelementptr i8, ptr addrspace(1) %v50, i64 %v108
  store volatile <2 x i32> %v106, ptr addrspace(1) %v110, align 8
  %v111 = getelementptr i8, ptr addrspace(1) %v65, i64 %v108
  store volatile <2 x i32> %v106, ptr addrspace(1) %v111, align 8
  %v112 = getelementptr i8, ptr addrspace(1) %v80, i64 %v108
  store volatile <2 x i32> %v106, ptr addrspace(1) %v112, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v87, 1
  br label %for0.head
for0.end:
  %v114 = zext i32 %v9 to i64
  %v115 = mul i64 %v114, 4
  ; 4 full tiles of 2048 bytes: 2 vectors of 4 bytes per thread
  %v118 = zext i32 %v10 to i64
  br label %for1.head
for1.head:
  %v119 = phi i64 [ %v118, %for0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v119, 4
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v121 = mul i64 %v119, 2048
  %v122 = add i64 %v115, %v121
  %v124 = add i64 %v122, 1024
  %v126 = mul i64 %v122, 2
  %v127 = getelementptr i8, ptr addrspace(1) %v35, i64 %v126
  %v130 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var1, align 4
  %v131 = load i32, ptr %var0, align 4
  store i32 %v131, ptr %var2, align 4
  br label %while2.cond
while2.cond:
  %v132 = load i32, ptr %var2, align 4
  %v133 = icmp eq i32 %v132, 0
  br i1 %v133, label %while2.body, label %while2.end
while2.body:
  %v134 = load volatile <2 x i32>, ptr addrspace(1) %v127, align 8
  %v135 = extractelement <2 x i32> %v134, i32 1
  %v136 = icmp eq i32 %v135, %v24
  br i1 %v136, label %if3.then, label %if3.else
if3.then:
  %v137 = extractelement <2 x i32> %v134, i32 0
  store i32 %v137, ptr %var1, align 4
  store i32 1, ptr %var2, align 4
  br label %if3.end
if3.else:
  %v138 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v139 = sub i64 %v138, %v130
  %v140 = icmp ugt i64 %v139, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v141 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v142 = icmp ne i32 %v141, 0
  %v143 = or i1 %v140, %v142
  br i1 %v143, label %if4.then, label %if4.end
if4.then:
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t4, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if4.end
if4.end:
  br label %if3.end
if3.end:
  br label %while2.cond
while2.end:
  %v145 = load i32, ptr %var1, align 4
  %v146 = getelementptr i8, ptr addrspace(1) %v37, i64 %v126
  %v149 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var3, align 4
  %v150 = load i32, ptr %var0, align 4
  store i32 %v150, ptr %var4, align 4
  br label %while5.cond
while5.cond:
  %v151 = load i32, ptr %var4, align 4
  %v152 = icmp eq i32 %v151, 0
  br i1 %v152, label %while5.body, label %while5.end
while5.body:
  %v153 = load volatile <2 x i32>, ptr addrspace(1) %v146, align 8
  %v154 = extractelement <2 x i32> %v153, i32 1
  %v155 = icmp eq i32 %v154, %v24
  br i1 %v155, label %if6.then, label %if6.else
if6.then:
  %v156 = extractelement <2 x i32> %v153, i32 0
  store i32 %v156, ptr %var3, align 4
  store i32 1, ptr %var4, align 4
  br label %if6.end
if6.else:
  %v157 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v158 = sub i64 %v157, %v149
  %v159 = icmp ugt i64 %v158, %p6
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  %v160 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v161 = icmp ne i32 %v160, 0
  %v162 = or i1 %v159, %v161
  br i1 %v162, label %if7.then, label %if7.end
if7.then:
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var4, align 4
  br label %if7.end
if7.end:
  br label %if6.end
if6.end:
  br label %while5.cond
while5.end:
  %v164 = load i32, ptr %var3, align 4
  %v165 = getelementptr i8, ptr addrspace(1) %v52, i64 %v126
  %v168 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var5, align 4
  %v169 = load i32, ptr %var0, align 4
  store i32 %v169, ptr %var6, align 4
  br label %while8.cond
while8.cond:
  %v170 = load i32, ptr %var6, align 4
  %v171 = icmp eq i32 %v170, 0
  br i1 %v171, label %while8.body, label %while8.end
while8.body:
  %v172 = load volatile <2 x i32>, ptr addrspace(1) %v165, align 8
  %v173 = extractelement <2 x i32> %v172, i32 1
  %v174 = icmp eq i32 %v173, %v24
  br i1 %v174, label %if9.then, label %if9.else
if9.then:
  %v175 = extractelement <2 x i32> %v172, i32 0
  store i32 %v175, ptr %var5, align 4
  store i32 1, ptr %var6, align 4
  br label %if9.end
if9.else:
  %v176 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v177 = sub i64 %v176, %v168
  %v178 = icmp ugt i64 %v177, %p6
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  %v179 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t7)
  %v180 = icmp ne i32 %v179, 0
  %v181 = or i1 %v178, %v180
  br i1 %v181, label %if10.then, label %if10.end
if10.then:
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t8, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var6, align 4
  br label %if10.end
if10.end:
  br label %if9.end
if9.end:
  br label %while8.cond
while8.end:
  %v183 = load i32, ptr %var5, align 4
  %v184 = getelementptr i8, ptr addrspace(1) %v67, i64 %v126
  %v187 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var7, align 4
  %v188 = load i32, ptr %var0, align 4
  store i32 %v188, ptr %var8, align 4
  br label %while11.cond
while11.cond:
  %v189 = load i32, ptr %var8, align 4
  %v190 = icmp eq i32 %v189, 0
  br i1 %v190, label %while11.body, label %while11.end
while11.body:
  %v191 = load volatile <2 x i32>, ptr addrspace(1) %v184, align 8
  %v192 = extractelement <2 x i32> %v191, i32 1
  %v193 = icmp eq i32 %v192, %v24
  br i1 %v193, label %if12.then, label %if12.else
if12.then:
  %v194 = extractelement <2 x i32> %v191, i32 0
  store i32 %v194, ptr %var7, align 4
  store i32 1, ptr %var8, align 4
  br label %if12.end
if12.else:
  %v195 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v196 = sub i64 %v195, %v187
  %v197 = icmp ugt i64 %v196, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v198 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v199 = icmp ne i32 %v198, 0
  %v200 = or i1 %v197, %v199
  br i1 %v200, label %if13.then, label %if13.end
if13.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var8, align 4
  br label %if13.end
if13.end:
  br label %if12.end
if12.end:
  br label %while11.cond
while11.end:
  %v202 = load i32, ptr %var7, align 4
  %v203 = trunc i32 %v145 to i16
  %t11 = zext i16 %v203 to i32
  %t12 = shl i32 %t11, 16
  %v205 = bitcast i32 %t12 to float
  %v206 = trunc i32 %v164 to i16
  %t13 = zext i16 %v206 to i32
  %t14 = shl i32 %t13, 16
  %v208 = bitcast i32 %t14 to float
  %v209 = fadd float %v205, %v208
  %v210 = trunc i32 %v183 to i16
  %t15 = zext i16 %v210 to i32
  %t16 = shl i32 %t15, 16
  %v212 = bitcast i32 %t16 to float
  %v213 = fadd float %v209, %v212
  %v214 = trunc i32 %v202 to i16
  %t17 = zext i16 %v214 to i32
  %t18 = shl i32 %t17, 16
  %v216 = bitcast i32 %t18 to float
  %v217 = fadd float %v213, %v216
  %t19 = bitcast float %v217 to i32
  %t20 = fcmp uno float %v217, 0.000000e+00
  %t21 = lshr i32 %t19, 16
  %t22 = and i32 %t21, 1
  %t23 = add i32 %t22, 32767
  %t24 = add i32 %t19, %t23
  %t25 = lshr i32 %t24, 16
  %t26 = or i32 %t21, 64
  %t27 = trunc i32 %t25 to i16
  %t28 = trunc i32 %t26 to i16
  %v218 = select i1 %t20, i16 %t28, i16 %t27
  %v220 = zext i16 %v218 to i32
  %v222 = lshr i32 %v145, 16
  %v223 = trunc i32 %v222 to i16
  %t29 = zext i16 %v223 to i32
  %t30 = shl i32 %t29, 16
  %v225 = bitcast i32 %t30 to float
  %v227 = lshr i32 %v164, 16
  %v228 = trunc i32 %v227 to i16
  %t31 = zext i16 %v228 to i32
  %t32 = shl i32 %t31, 16
  %v230 = bitcast i32 %t32 to float
  %v231 = fadd float %v225, %v230
  %v233 = lshr i32 %v183, 16
  %v234 = trunc i32 %v233 to i16
  %t33 = zext i16 %v234 to i32
  %t34 = shl i32 %t33, 16
  %v236 = bitcast i32 %t34 to float
  %v237 = fadd float %v231, %v236
  %v239 = lshr i32 %v202, 16
  %v240 = trunc i32 %v239 to i16
  %t35 = zext i16 %v240 to i32
  %t36 = shl i32 %t35, 16
  %v242 = bitcast i32 %t36 to float
  %v243 = fadd float %v237, %v242
  %t37 = bitcast float %v243 to i32
  %t38 = fcmp uno float %v243, 0.000000e+00
  %t39 = lshr i32 %t37, 16
  %t40 = and i32 %t39, 1
  %t41 = add i32 %t40, 32767
  %t42 = add i32 %t37, %t41
  %t43 = lshr i32 %t42, 16
  %t44 = or i32 %t39, 64
  %t45 = trunc i32 %t43 to i16
  %t46 = trunc i32 %t44 to i16
  %v244 = select i1 %t38, i16 %t46, i16 %t45
  %v246 = zext i16 %v244 to i32
  %v248 = shl i32 %v246, 16
  %v249 = or i32 %v220, %v248
  %v250 = getelementptr i8, ptr addrspace(1) %p3, i64 %v122
  store i32 %v249, ptr addrspace(1) %v250, align 4
  %v252 = mul i64 %v124, 2
  %v253 = getelementptr i8, ptr addrspace(1) %v35, i64 %v252
  %v256 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var9, align 4
  %v257 = load i32, ptr %var0, align 4
  store i32 %v257, ptr %var10, align 4
  br label %while14.cond
while14.cond:
  %v258 = load i32, ptr %var10, align 4
  %v259 = icmp eq i32 %v258, 0
  br i1 %v259, label %while14.body, label %while14.end
while14.body:
  %v260 = load volatile <2 x i32>, ptr addrspace(1) %v253, align 8
  %v261 = extractelement <2 x i32> %v260, i32 1
  %v262 = icmp eq i32 %v261, %v24
  br i1 %v262, label %if15.then, label %if15.else
if15.then:
  %v263 = extractelement <2 x i32> %v260, i32 0
  store i32 %v263, ptr %var9, align 4
  store i32 1, ptr %var10, align 4
  br label %if15.end
if15.else:
  %v264 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v265 = sub i64 %v264, %v256
  %v266 = icmp ugt i64 %v265, %p6
  %t47 = ptrtoint ptr addrspace(1) %p5 to i64
  %v267 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t47)
  %v268 = icmp ne i32 %v267, 0
  %v269 = or i1 %v266, %v268
  br i1 %v269, label %if16.then, label %if16.end
if16.then:
  %t48 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t48, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var10, align 4
  br label %if16.end
if16.end:
  br label %if15.end
if15.end:
  br label %while14.cond
while14.end:
  %v271 = load i32, ptr %var9, align 4
  %v272 = getelementptr i8, ptr addrspace(1) %v37, i64 %v252
  %v275 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var11, align 4
  %v276 = load i32, ptr %var0, align 4
  store i32 %v276, ptr %var12, align 4
  br label %while17.cond
while17.cond:
  %v277 = load i32, ptr %var12, align 4
  %v278 = icmp eq i32 %v277, 0
  br i1 %v278, label %while17.body, label %while17.end
while17.body:
  %v279 = load volatile <2 x i32>, ptr addrspace(1) %v272, align 8
  %v280 = extractelement <2 x i32> %v279, i32 1
  %v281 = icmp eq i32 %v280, %v24
  br i1 %v281, label %if18.then, label %if18.else
if18.then:
  %v282 = extractelement <2 x i32> %v279, i32 0
  store i32 %v282, ptr %var11, align 4
  store i32 1, ptr %var12, align 4
  br label %if18.end
if18.else:
  %v283 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v284 = sub i64 %v283, %v275
  %v285 = icmp ugt i64 %v284, %p6
  %t49 = ptrtoint ptr addrspace(1) %p5 to i64
  %v286 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t49)
  %v287 = icmp ne i32 %v286, 0
  %v288 = or i1 %v285, %v287
  br i1 %v288, label %if19.then, label %if19.end
if19.then:
  %t50 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t50, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var12, align 4
  br label %if19.end
if19.end:
  br label %if18.end
if18.end:
  br label %while17.cond
while17.end:
  %v290 = load i32, ptr %var11, align 4
  %v291 = getelementptr i8, ptr addrspace(1) %v52, i64 %v252
  %v294 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var13, align 4
  %v295 = load i32, ptr %var0, align 4
  store i32 %v295, ptr %var14, align 4
  br label %while20.cond
while20.cond:
  %v296 = load i32, ptr %var14, align 4
  %v297 = icmp eq i32 %v296, 0
  br i1 %v297, label %while20.body, label %while20.end
while20.body:
  %v298 = load volatile <2 x i32>, ptr addrspace(1) %v291, align 8
  %v299 = extractelement <2 x i32> %v298, i32 1
  %v300 = icmp eq i32 %v299, %v24
  br i1 %v300, label %if21.then, label %if21.else
if21.then:
  %v301 = extractelement <2 x i32> %v298, i32 0
  store i32 %v301, ptr %var13, align 4
  store i32 1, ptr %var14, align 4
  br label %if21.end
if21.else:
  %v302 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v303 = sub i64 %v302, %v294
  %v304 = icmp ugt i64 %v303, %p6
  %t51 = ptrtoint ptr addrspace(1) %p5 to i64
  %v305 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t51)
  %v306 = icmp ne i32 %v305, 0
  %v307 = or i1 %v304, %v306
  br i1 %v307, label %if22.then, label %if22.end
if22.then:
  %t52 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t52, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var14, align 4
  br label %if22.end
if22.end:
  br label %if21.end
if21.end:
  br label %while20.cond
while20.end:
  %v309 = load i32, ptr %var13, align 4
  %v310 = getelementptr i8, ptr addrspace(1) %v67, i64 %v252
  %v313 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var15, align 4
  %v314 = load i32, ptr %var0, align 4
  store i32 %v314, ptr %var16, align 4
  br label %while23.cond
while23.cond:
  %v315 = load i32, ptr %var16, align 4
  %v316 = icmp eq i32 %v315, 0
  br i1 %v316, label %while23.body, label %while23.end
while23.body:
  %v317 = load volatile <2 x i32>, ptr addrspace(1) %v310, align 8
  %v318 = extractelement <2 x i32> %v317, i32 1
  %v319 = icmp eq i32 %v318, %v24
  br i1 %v319, label %if24.then, label %if24.else
if24.then:
  %v320 = extractelement <2 x i32> %v317, i32 0
  store i32 %v320, ptr %var15, align 4
  store i32 1, ptr %var16, align 4
  br label %if24.end
if24.else:
  %v321 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v322 = sub i64 %v321, %v313
  %v323 = icmp ugt i64 %v322, %p6
  %t53 = ptrtoint ptr addrspace(1) %p5 to i64
  %v324 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t53)
  %v325 = icmp ne i32 %v324, 0
  %v326 = or i1 %v323, %v325
  br i1 %v326, label %if25.then, label %if25.end
if25.then:
  %t54 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t54, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var16, align 4
  br label %if25.end
if25.end:
  br label %if24.end
if24.end:
  br label %while23.cond
while23.end:
  %v328 = load i32, ptr %var15, align 4
  %v329 = trunc i32 %v271 to i16
  %t55 = zext i16 %v329 to i32
  %t56 = shl i32 %t55, 16
  %v331 = bitcast i32 %t56 to float
  %v332 = trunc i32 %v290 to i16
  %t57 = zext i16 %v332 to i32
  %t58 = shl i32 %t57, 16
  %v334 = bitcast i32 %t58 to float
  %v335 = fadd float %v331, %v334
  %v336 = trunc i32 %v309 to i16
  %t59 = zext i16 %v336 to i32
  %t60 = shl i32 %t59, 16
  %v338 = bitcast i32 %t60 to float
  %v339 = fadd float %v335, %v338
  %v340 = trunc i32 %v328 to i16
  %t61 = zext i16 %v340 to i32
  %t62 = shl i32 %t61, 16
  %v342 = bitcast i32 %t62 to float
  %v343 = fadd float %v339, %v342
  %t63 = bitcast float %v343 to i32
  %t64 = fcmp uno float %v343, 0.000000e+00
  %t65 = lshr i32 %t63, 16
  %t66 = and i32 %t65, 1
  %t67 = add i32 %t66, 32767
  %t68 = add i32 %t63, %t67
  %t69 = lshr i32 %t68, 16
  %t70 = or i32 %t65, 64
  %t71 = trunc i32 %t69 to i16
  %t72 = trunc i32 %t70 to i16
  %v344 = select i1 %t64, i16 %t72, i16 %t71
  %v346 = zext i16 %v344 to i32
  %v348 = lshr i32 %v271, 16
  %v349 = trunc i32 %v348 to i16
  %t73 = zext i16 %v349 to i32
  %t74 = shl i32 %t73, 16
  %v351 = bitcast i32 %t74 to float
  %v353 = lshr i32 %v290, 16
  %v354 = trunc i32 %v353 to i16
  %t75 = zext i16 %v354 to i32
  %t76 = shl i32 %t75, 16
  %v356 = bitcast i32 %t76 to float
  %v357 = fadd float %v351, %v356
  %v359 = lshr i32 %v309, 16
  %v360 = trunc i32 %v359 to i16
  %t77 = zext i16 %v360 to i32
  %t78 = shl i32 %t77, 16
  %v362 = bitcast i32 %t78 to float
  %v363 = fadd float %v357, %v362
  %v365 = lshr i32 %v328, 16
  %v366 = trunc i32 %v365 to i16
  %t79 = zext i16 %v366 to i32
  %t80 = shl i32 %t79, 16
  %v368 = bitcast i32 %t80 to float
  %v369 = fadd float %v363, %v368
  %t81 = bitcast float %v369 to i32
  %t82 = fcmp uno float %v369, 0.000000e+00
  %t83 = lshr i32 %t81, 16
  %t84 = and i32 %t83, 1
  %t85 = add i32 %t84, 32767
  %t86 = add i32 %t81, %t85
  %t87 = lshr i32 %t86, 16
  %t88 = or i32 %t83, 64
  %t89 = trunc i32 %t87 to i16
  %t90 = trunc i32 %t88 to i16
  %v370 = select i1 %t82, i16 %t90, i16 %t89
  %v372 = zext i16 %v370 to i32
  %v374 = shl i32 %v372, 16
  %v375 = or i32 %v346, %v374
  %v376 = getelementptr i8, ptr addrspace(1) %p3, i64 %v124
  store i32 %v375, ptr addrspace(1) %v376, align 4
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v119, 1
  br label %for1.head
for1.end:
  call void @llvm.nvvm.barrier0()
  %v378 = icmp eq i32 %v9, 0
  br i1 %v378, label %if26.then, label %if26.end
if26.then:
  %v380 = icmp eq i32 %v10, 0
  %v383 = select i1 %v380, i64 2048, i64 1
  %t91 = ptrtoint ptr addrspace(1) %v18 to i64
  %v384 = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %t91, i64 %v383)
  br label %if26.end
if26.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90, !"maxntidx", i32 256}
