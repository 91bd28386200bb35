; kernel cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942: 256 threads per block, grid 4
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; allreduce ll: 8 ranks x 4000 bytes, flag-free
  %v21 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %v22 = load atomic i64, ptr addrspace(1) %v21 syncscope("agent") monotonic, align 8
  %v25 = lshr i64 %v22, 11
  %v26 = add i64 %v25, 1
  %v27 = trunc i64 %v26 to i32
  %v29 = and i64 %v26, 1
  %v31 = mul i64 %v29, 16777216
  %v32 = getelementptr i8, ptr addrspace(1) %p7, i64 %v31
  %v33 = zext i32 %p1 to i64
  %v35 = mul i64 %v33, 2097152
  %v36 = getelementptr i8, ptr addrspace(1) %v32, i64 %v35
  %v38 = getelementptr i8, ptr addrspace(1) %v32, i64 0
  %v41 = add i32 %p1, 1
  %v42 = icmp uge i32 %v41, 8
  %v43 = sub i32 %v41, 8
  %v44 = select i1 %v42, i32 %v43, i32 %v41
  %v46 = getelementptr i8, ptr addrspace(1) %v32, i64 2097152
  %v48 = zext i32 %v44 to i64
  %v49 = mul i64 %v48, 8
  %v50 = getelementptr i8, ptr addrspace(1) %p0, i64 %v49
  %v51 = load i64, ptr addrspace(1) %v50, align 8
  %v52 = sub i64 %v51, %v17
  %v53 = getelementptr i8, ptr addrspace(1) %v36, i64 %v52
  %v56 = add i32 %p1, 2
  %v57 = icmp uge i32 %v56, 8
  %v58 = sub i32 %v56, 8
  %v59 = select i1 %v57, i32 %v58, i32 %v56
  %v61 = getelementptr i8, ptr addrspace(1) %v32, i64 4194304
  %v63 = zext i32 %v59 to i64
  %v64 = mul i64 %v63, 8
  %v65 = getelementptr i8, ptr addrspace(1) %p0, i64 %v64
  %v66 = load i64, ptr addrspace(1) %v65, align 8
  %v67 = sub i64 %v66, %v17
  %v68 = getelementptr i8, ptr addrspace(1) %v36, i64 %v67
  %v71 = add i32 %p1, 3
  %v72 = icmp uge i32 %v71, 8
  %v73 = sub i32 %v71, 8
  %v74 = select i1 %v72, i32 %v73, i32 %v71
  %v76 = getelementptr i8, ptr addrspace(1) %v32, i64 6291456
  %v78 = zext i32 %v74 to i64
  %v79 = mul i64 %v78, 8
  %v80 = getelementptr i8, ptr addrspace(1) %p0, i64 %v79
  %v81 = load i64, ptr addrspace(1) %v80, align 8
  %v82 = sub i64 %v81, %v17
  %v83 = getelementptr i8, ptr addrspace(1) %v36, i64 %v82
  %v86 = add i32 %p1, 4
  %v87 = icmp uge i32 %v86, 8
  %v88 = sub i32 %v86, 8
  %v89 = select i1 %v87, i32 %v88, i32 %v86
  %v91 = getelementptr i8, ptr addrspace(1) %v32, i64 8388608
  %v93 = zext i32 %v89 to i64
  %v94 = mul i64 %v93, 8
  %v95 = getelementptr i8, ptr addrspace(1) %p0, i64 %v94
  %v96 = load i64, ptr addrspace(1) %v95, align 8
  %v97 = sub i64 %v96, %v17
  %v98 = getelementptr i8, ptr addrspace(1) %v36, i64 %v97
  %v101 = add i32 %p1, 5
  %v102 = icmp uge i32 %v101, 8
  %v103 = sub i32 %v101, 8
  %v104 = select i1 %v102, i32 %v103, i32 %v101
  %v106 = getelementptr i8, ptr addrspace(1) %v32, i64 10485760
  %v108 = zext i32 %v104 to i64
  %v109 = mul i64 %v108, 8
  %v110 = getelementptr i8, ptr addrspace(1) %p0, i64 %v109
  %v111 = load i64, ptr addrspace(1) %v110, align 8
  %v112 = sub i64 %v111, %v17
  %v113 = getelementptr i8, ptr addrspace(1) %v36, i64 %v112
  %v116 = add i32 %p1, 6
  %v117 = icmp uge i32 %v116, 8
  %v118 = sub i32 %v116, 8
  %v119 = select i1 %v117, i32 %v118, i32 %v116
  %v121 = getelementptr i8, ptr addrspace(1) %v32, i64 12582912
  %v123 = zext i32 %v119 to i64
  %v124 = mul i64 %v123, 8
  %v125 = getelementptr i8, ptr addrspace(1) %p0, i64 %v124
  %v126 = load i64, ptr addrspace(1) %v125, align 8
  %v127 = sub i64 %v126, %v17
  %v128 = getelementptr i8, ptr addrspace(1) %v36, i64 %v127
  %v131 = add i32 %p1, 7
  %v132 = icmp uge i32 %v131, 8
  %v133 = sub i32 %v131, 8
  %v134 = select i1 %v132, i32 %v133, i32 %v131
  %v136 = getelementptr i8, ptr addrspace(1) %v32, i64 14680064
  %v138 = zext i32 %v134 to i64
  %v139 = mul i64 %v138, 8
  %v140 = getelementptr i8, ptr addrspace(1) %p0, i64 %v139
  %v141 = load i64, ptr addrspace(1) %v140, align 8
  %v142 = sub i64 %v141, %v17
  %v143 = getelementptr i8, ptr addrspace(1) %v36, i64 %v142
  ; 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v145 = mul i32 %v11, 4
  %v146 = zext i32 %v145 to i64
  %v149 = zext i32 %v12 to i64
  br label %for0.head
for0.head:
  %v150 = phi i64 [ %v149, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v150, 3
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v152 = mul i64 %v150, 1024
  %v153 = add i64 %v146, %v152
  %v154 = getelementptr i8, ptr addrspace(1) %p2, i64 %v153
  %v155 = load i32, ptr addrspace(1) %v154, align 4
  %t0 = insertelement <2 x i32> poison, i32 %v155, i32 0
  %v156 = shufflevector <2 x i32> %t0, <2 x i32> poison, <2 x i32> zeroinitializer
  %v157 = insertelement <2 x i32> %v156, i32 %v27, i32 1
  %v159 = mul i64 %v153, 2
  %v160 = getelementptr i8, ptr addrspace(1) %v36, i64 %v159
  %t1 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t1, ptr addrspace(1) %v160 monotonic, align 8
  %v161 = getelementptr i8, ptr addrspace(1) %v53, i64 %v159
  %t2 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t2, ptr addrspace(1) %v161 monotonic, align 8
  %v162 = getelementptr i8, ptr addrspace(1) %v68, i64 %v159
  %t3 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t3, ptr addrspace(1) %v162 monotonic, align 8
  %v163 = getelementptr i8, ptr addrspace(1) %v83, i64 %v159
  %t4 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t4, ptr addrspace(1) %v163 monotonic, align 8
  %v164 = getelementptr i8, ptr addrspace(1) %v98, i64 %v159
  %t5 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t5, ptr addrspace(1) %v164 monotonic, align 8
  %v165 = getelementptr i8, ptr addrspace(1) %v113, i64 %v159
  %t6 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t6, ptr addrspace(1) %v165 monotonic, align 8
  %v166 = getelementptr i8, ptr addrspace(1) %v128, i64 %v159
  %t7 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t7, ptr addrspace(1) %v166 monotonic, align 8
  %v167 = getelementptr i8, ptr addrspace(1) %v143, i64 %v159
  %t8 = bitcast <2 x i32> %v157 to i64
  store atomic i64 %t8, ptr addrspace(1) %v167 monotonic, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v150, 4
  br label %for0.head
for0.end:
  ; partial tile: 232 vectors in block 3
  %v169 = icmp eq i32 %v12, 3
  br i1 %v169, label %if1.then, label %if1.end
if1.then:
  %v172 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v173 = phi i64 [ %v172, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v173, 232
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v175 = mul i64 %v173, 4
  %v177 = add i64 3072, %v175
  %v178 = getelementptr i8, ptr addrspace(1) %p2, i64 %v177
  %v179 = load i32, ptr addrspace(1) %v178, align 4
  %t9 = insertelement <2 x i32> poison, i32 %v179, i32 0
  %v180 = shufflevector <2 x i32> %t9, <2 x i32> poison, <2 x i32> zeroinitializer
  %v181 = insertelement <2 x i32> %v180, i32 %v27, i32 1
  %v183 = mul i64 %v177, 2
  %v184 = getelementptr i8, ptr addrspace(1) %v36, i64 %v183
  %t10 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t10, ptr addrspace(1) %v184 monotonic, align 8
  %v185 = getelementptr i8, ptr addrspace(1) %v53, i64 %v183
  %t11 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t11, ptr addrspace(1) %v185 monotonic, align 8
  %v186 = getelementptr i8, ptr addrspace(1) %v68, i64 %v183
  %t12 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t12, ptr addrspace(1) %v186 monotonic, align 8
  %v187 = getelementptr i8, ptr addrspace(1) %v83, i64 %v183
  %t13 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t13, ptr addrspace(1) %v187 monotonic, align 8
  %v188 = getelementptr i8, ptr addrspace(1) %v98, i64 %v183
  %t14 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t14, ptr addrspace(1) %v188 monotonic, align 8
  %v189 = getelementptr i8, ptr addrspace(1) %v113, i64 %v183
  %t15 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t15, ptr addrspace(1) %v189 monotonic, align 8
  %v190 = getelementptr i8, ptr addrspace(1) %v128, i64 %v183
  %t16 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t16, ptr addrspace(1) %v190 monotonic, align 8
  %v191 = getelementptr i8, ptr addrspace(1) %v143, i64 %v183
  %t17 = bitcast <2 x i32> %v181 to i64
  store atomic i64 %t17, ptr addrspace(1) %v191 monotonic, align 8
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v173, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  ; 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v193 = mul i32 %v11, 4
  %v194 = zext i32 %v193 to i64
  %v197 = zext i32 %v12 to i64
  br label %for3.head
for3.head:
  %phi0 = phi i32 [ 0, %if1.end ], [ %phi73, %for3.latch ]
  %phi1 = phi i32 [ poison, %if1.end ], [ %phi18, %for3.latch ]
  %phi2 = phi i32 [ poison, %if1.end ], [ %phi19, %for3.latch ]
  %phi3 = phi i32 [ poison, %if1.end ], [ %phi26, %for3.latch ]
  %phi4 = phi i32 [ poison, %if1.end ], [ %phi27, %for3.latch ]
  %phi5 = phi i32 [ poison, %if1.end ], [ %phi34, %for3.latch ]
  %phi6 = phi i32 [ poison, %if1.end ], [ %phi35, %for3.latch ]
  %phi7 = phi i32 [ poison, %if1.end ], [ %phi42, %for3.latch ]
  %phi8 = phi i32 [ poison, %if1.end ], [ %phi43, %for3.latch ]
  %phi9 = phi i32 [ poison, %if1.end ], [ %phi50, %for3.latch ]
  %phi10 = phi i32 [ poison, %if1.end ], [ %phi51, %for3.latch ]
  %phi11 = phi i32 [ poison, %if1.end ], [ %phi58, %for3.latch ]
  %phi12 = phi i32 [ poison, %if1.end ], [ %phi59, %for3.latch ]
  %phi13 = phi i32 [ poison, %if1.end ], [ %phi66, %for3.latch ]
  %phi14 = phi i32 [ poison, %if1.end ], [ %phi67, %for3.latch ]
  %phi15 = phi i32 [ poison, %if1.end ], [ %phi74, %for3.latch ]
  %phi16 = phi i32 [ poison, %if1.end ], [ %phi75, %for3.latch ]
  %v198 = phi i64 [ %v197, %if1.end ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i64 %v198, 3
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v200 = mul i64 %v198, 1024
  %v201 = add i64 %v194, %v200
  %v203 = mul i64 %v201, 2
  %v204 = getelementptr i8, ptr addrspace(1) %v38, i64 %v203
  %t18 = call i64 @llvm.amdgcn.s.memrealtime()
  %v207 = mul i64 %t18, 10
  br label %while4.cond
while4.cond:
  %phi17 = phi i32 [ %phi0, %for3.body ], [ %phi22, %if5.end ]
  %phi18 = phi i32 [ 0, %for3.body ], [ %phi23, %if5.end ]
  %phi19 = phi i32 [ %phi0, %for3.body ], [ %phi24, %if5.end ]
  %v210 = icmp eq i32 %phi19, 0
  br i1 %v210, label %while4.body, label %while4.end
while4.body:
  %t19 = load atomic i64, ptr addrspace(1) %v204 monotonic, align 8
  %v211 = bitcast i64 %t19 to <2 x i32>
  %v212 = extractelement <2 x i32> %v211, i32 1
  %v213 = icmp eq i32 %v212, %v27
  br i1 %v213, label %if5.then, label %if5.else
if5.then:
  %v214 = extractelement <2 x i32> %v211, i32 0
  br label %if5.end
if5.else:
  %t20 = call i64 @llvm.amdgcn.s.memrealtime()
  %v215 = mul i64 %t20, 10
  %v216 = sub i64 %v215, %v207
  %v217 = icmp ugt i64 %v216, %p6
  %v218 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v219 = icmp ne i32 %v218, 0
  %v220 = or i1 %v217, %v219
  br i1 %v220, label %if6.then, label %if6.end
if6.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if6.end
if6.end:
  %phi20 = phi i32 [ 1, %if6.then ], [ %phi17, %if5.else ]
  %phi21 = phi i32 [ 1, %if6.then ], [ %phi19, %if5.else ]
  br label %if5.end
if5.end:
  %phi22 = phi i32 [ %phi17, %if5.then ], [ %phi20, %if6.end ]
  %phi23 = phi i32 [ %v214, %if5.then ], [ %phi18, %if6.end ]
  %phi24 = phi i32 [ 1, %if5.then ], [ %phi21, %if6.end ]
  br label %while4.cond
while4.end:
  %v223 = getelementptr i8, ptr addrspace(1) %v46, i64 %v203
  %t21 = call i64 @llvm.amdgcn.s.memrealtime()
  %v226 = mul i64 %t21, 10
  br label %while7.cond
while7.cond:
  %phi25 = phi i32 [ %phi17, %while4.end ], [ %phi30, %if8.end ]
  %phi26 = phi i32 [ 0, %while4.end ], [ %phi31, %if8.end ]
  %phi27 = phi i32 [ %phi17, %while4.end ], [ %phi32, %if8.end ]
  %v229 = icmp eq i32 %phi27, 0
  br i1 %v229, label %while7.body, label %while7.end
while7.body:
  %t22 = load atomic i64, ptr addrspace(1) %v223 monotonic, align 8
  %v230 = bitcast i64 %t22 to <2 x i32>
  %v231 = extractelement <2 x i32> %v230, i32 1
  %v232 = icmp eq i32 %v231, %v27
  br i1 %v232, label %if8.then, label %if8.else
if8.then:
  %v233 = extractelement <2 x i32> %v230, i32 0
  br label %if8.end
if8.else:
  %t23 = call i64 @llvm.amdgcn.s.memrealtime()
  %v234 = mul i64 %t23, 10
  %v235 = sub i64 %v234, %v226
  %v236 = icmp ugt i64 %v235, %p6
  %v237 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v238 = icmp ne i32 %v237, 0
  %v239 = or i1 %v236, %v238
  br i1 %v239, label %if9.then, label %if9.end
if9.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if9.end
if9.end:
  %phi28 = phi i32 [ 1, %if9.then ], [ %phi25, %if8.else ]
  %phi29 = phi i32 [ 1, %if9.then ], [ %phi27, %if8.else ]
  br label %if8.end
if8.end:
  %phi30 = phi i32 [ %phi25, %if8.then ], [ %phi28, %if9.end ]
  %phi31 = phi i32 [ %v233, %if8.then ], [ %phi26, %if9.end ]
  %phi32 = phi i32 [ 1, %if8.then ], [ %phi29, %if9.end ]
  br label %while7.cond
while7.end:
  %v242 = getelementptr i8, ptr addrspace(1) %v61, i64 %v203
  %t24 = call i64 @llvm.amdgcn.s.memrealtime()
  %v245 = mul i64 %t24, 10
  br label %while10.cond
while10.cond:
  %phi33 = phi i32 [ %phi25, %while7.end ], [ %phi38, %if11.end ]
  %phi34 = phi i32 [ 0, %while7.end ], [ %phi39, %if11.end ]
  %phi35 = phi i32 [ %phi25, %while7.end ], [ %phi40, %if11.end ]
  %v248 = icmp eq i32 %phi35, 0
  br i1 %v248, label %while10.body, label %while10.end
while10.body:
  %t25 = load atomic i64, ptr addrspace(1) %v242 monotonic, align 8
  %v249 = bitcast i64 %t25 to <2 x i32>
  %v250 = extractelement <2 x i32> %v249, i32 1
  %v251 = icmp eq i32 %v250, %v27
  br i1 %v251, label %if11.then, label %if11.else
if11.then:
  %v252 = extractelement <2 x i32> %v249, i32 0
  br label %if11.end
if11.else:
  %t26 = call i64 @llvm.amdgcn.s.memrealtime()
  %v253 = mul i64 %t26, 10
  %v254 = sub i64 %v253, %v245
  %v255 = icmp ugt i64 %v254, %p6
  %v256 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v257 = icmp ne i32 %v256, 0
  %v258 = or i1 %v255, %v257
  br i1 %v258, label %if12.then, label %if12.end
if12.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if12.end
if12.end:
  %phi36 = phi i32 [ 1, %if12.then ], [ %phi33, %if11.else ]
  %phi37 = phi i32 [ 1, %if12.then ], [ %phi35, %if11.else ]
  br label %if11.end
if11.end:
  %phi38 = phi i32 [ %phi33, %if11.then ], [ %phi36, %if12.end ]
  %phi39 = phi i32 [ %v252, %if11.then ], [ %phi34, %if12.end ]
  %phi40 = phi i32 [ 1, %if11.then ], [ %phi37, %if12.end ]
  br label %while10.cond
while10.end:
  %v261 = getelementptr i8, ptr addrspace(1) %v76, i64 %v203
  %t27 = call i64 @llvm.amdgcn.s.memrealtime()
  %v264 = mul i64 %t27, 10
  br label %while13.cond
while13.cond:
  %phi41 = phi i32 [ %phi33, %while10.end ], [ %phi46, %if14.end ]
  %phi42 = phi i32 [ 0, %while10.end ], [ %phi47, %if14.end ]
  %phi43 = phi i32 [ %phi33, %while10.end ], [ %phi48, %if14.end ]
  %v267 = icmp eq i32 %phi43, 0
  br i1 %v267, label %while13.body, label %while13.end
while13.body:
  %t28 = load atomic i64, ptr addrspace(1) %v261 monotonic, align 8
  %v268 = bitcast i64 %t28 to <2 x i32>
  %v269 = extractelement <2 x i32> %v268, i32 1
  %v270 = icmp eq i32 %v269, %v27
  br i1 %v270, label %if14.then, label %if14.else
if14.then:
  %v271 = extractelement <2 x i32> %v268, i32 0
  br label %if14.end
if14.else:
  %t29 = call i64 @llvm.amdgcn.s.memrealtime()
  %v272 = mul i64 %t29, 10
  %v273 = sub i64 %v272, %v264
  %v274 = icmp ugt i64 %v273, %p6
  %v275 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v276 = icmp ne i32 %v275, 0
  %v277 = or i1 %v274, %v276
  br i1 %v277, label %if15.then, label %if15.end
if15.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if15.end
if15.end:
  %phi44 = phi i32 [ 1, %if15.then ], [ %phi41, %if14.else ]
  %phi45 = phi i32 [ 1, %if15.then ], [ %phi43, %if14.else ]
  br label %if14.end
if14.end:
  %phi46 = phi i32 [ %phi41, %if14.then ], [ %phi44, %if15.end ]
  %phi47 = phi i32 [ %v271, %if14.then ], [ %phi42, %if15.end ]
  %phi48 = phi i32 [ 1, %if14.then ], [ %phi45, %if15.end ]
  br label %while13.cond
while13.end:
  %v280 = getelementptr i8, ptr addrspace(1) %v91, i64 %v203
  %t30 = call i64 @llvm.amdgcn.s.memrealtime()
  %v283 = mul i64 %t30, 10
  br label %while16.cond
while16.cond:
  %phi49 = phi i32 [ %phi41, %while13.end ], [ %phi54, %if17.end ]
  %phi50 = phi i32 [ 0, %while13.end ], [ %phi55, %if17.end ]
  %phi51 = phi i32 [ %phi41, %while13.end ], [ %phi56, %if17.end ]
  %v286 = icmp eq i32 %phi51, 0
  br i1 %v286, label %while16.body, label %while16.end
while16.body:
  %t31 = load atomic i64, ptr addrspace(1) %v280 monotonic, align 8
  %v287 = bitcast i64 %t31 to <2 x i32>
  %v288 = extractelement <2 x i32> %v287, i32 1
  %v289 = icmp eq i32 %v288, %v27
  br i1 %v289, label %if17.then, label %if17.else
if17.then:
  %v290 = extractelement <2 x i32> %v287, i32 0
  br label %if17.end
if17.else:
  %t32 = call i64 @llvm.amdgcn.s.memrealtime()
  %v291 = mul i64 %t32, 10
  %v292 = sub i64 %v291, %v283
  %v293 = icmp ugt i64 %v292, %p6
  %v294 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v295 = icmp ne i32 %v294, 0
  %v296 = or i1 %v293, %v295
  br i1 %v296, label %if18.then, label %if18.end
if18.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if18.end
if18.end:
  %phi52 = phi i32 [ 1, %if18.then ], [ %phi49, %if17.else ]
  %phi53 = phi i32 [ 1, %if18.then ], [ %phi51, %if17.else ]
  br label %if17.end
if17.end:
  %phi54 = phi i32 [ %phi49, %if17.then ], [ %phi52, %if18.end ]
  %phi55 = phi i32 [ %v290, %if17.then ], [ %phi50, %if18.end ]
  %phi56 = phi i32 [ 1, %if17.then ], [ %phi53, %if18.end ]
  br label %while16.cond
while16.end:
  %v299 = getelementptr i8, ptr addrspace(1) %v106, i64 %v203
  %t33 = call i64 @llvm.amdgcn.s.memrealtime()
  %v302 = mul i64 %t33, 10
  br label %while19.cond
while19.cond:
  %phi57 = phi i32 [ %phi49, %while16.end ], [ %phi62, %if20.end ]
  %phi58 = phi i32 [ 0, %while16.end ], [ %phi63, %if20.end ]
  %phi59 = phi i32 [ %phi49, %while16.end ], [ %phi64, %if20.end ]
  %v305 = icmp eq i32 %phi59, 0
  br i1 %v305, label %while19.body, label %while19.end
while19.body:
  %t34 = load atomic i64, ptr addrspace(1) %v299 monotonic, align 8
  %v306 = bitcast i64 %t34 to <2 x i32>
  %v307 = extractelement <2 x i32> %v306, i32 1
  %v308 = icmp eq i32 %v307, %v27
  br i1 %v308, label %if20.then, label %if20.else
if20.then:
  %v309 = extractelement <2 x i32> %v306, i32 0
  br label %if20.end
if20.else:
  %t35 = call i64 @llvm.amdgcn.s.memrealtime()
  %v310 = mul i64 %t35, 10
  %v311 = sub i64 %v310, %v302
  %v312 = icmp ugt i64 %v311, %p6
  %v313 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v314 = icmp ne i32 %v313, 0
  %v315 = or i1 %v312, %v314
  br i1 %v315, label %if21.then, label %if21.end
if21.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if21.end
if21.end:
  %phi60 = phi i32 [ 1, %if21.then ], [ %phi57, %if20.else ]
  %phi61 = phi i32 [ 1, %if21.then ], [ %phi59, %if20.else ]
  br label %if20.end
if20.end:
  %phi62 = phi i32 [ %phi57, %if20.then ], [ %phi60, %if21.end ]
  %phi63 = phi i32 [ %v309, %if20.then ], [ %phi58, %if21.end ]
  %phi64 = phi i32 [ 1, %if20.then ], [ %phi61, %if21.end ]
  br label %while19.cond
while19.end:
  %v318 = getelementptr i8, ptr addrspace(1) %v121, i64 %v203
  %t36 = call i64 @llvm.amdgcn.s.memrealtime()
  %v321 = mul i64 %t36, 10
  br label %while22.cond
while22.cond:
  %phi65 = phi i32 [ %phi57, %while19.end ], [ %phi70, %if23.end ]
  %phi66 = phi i32 [ 0, %while19.end ], [ %phi71, %if23.end ]
  %phi67 = phi i32 [ %phi57, %while19.end ], [ %phi72, %if23.end ]
  %v324 = icmp eq i32 %phi67, 0
  br i1 %v324, label %while22.body, label %while22.end
while22.body:
  %t37 = load atomic i64, ptr addrspace(1) %v318 monotonic, align 8
  %v325 = bitcast i64 %t37 to <2 x i32>
  %v326 = extractelement <2 x i32> %v325, i32 1
  %v327 = icmp eq i32 %v326, %v27
  br i1 %v327, label %if23.then, label %if23.else
if23.then:
  %v328 = extractelement <2 x i32> %v325, i32 0
  br label %if23.end
if23.else:
  %t38 = call i64 @llvm.amdgcn.s.memrealtime()
  %v329 = mul i64 %t38, 10
  %v330 = sub i64 %v329, %v321
  %v331 = icmp ugt i64 %v330, %p6
  %v332 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v333 = icmp ne i32 %v332, 0
  %v334 = or i1 %v331, %v333
  br i1 %v334, label %if24.then, label %if24.end
if24.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if24.end
if24.end:
  %phi68 = phi i32 [ 1, %if24.then ], [ %phi65, %if23.else ]
  %phi69 = phi i32 [ 1, %if24.then ], [ %phi67, %if23.else ]
  br label %if23.end
if23.end:
  %phi70 = phi i32 [ %phi65, %if23.then ], [ %phi68, %if24.end ]
  %phi71 = phi i32 [ %v328, %if23.then ], [ %phi66, %if24.end ]
  %phi72 = phi i32 [ 1, %if23.then ], [ %phi69, %if24.end ]
  br label %while22.cond
while22.end:
  %v337 = getelementptr i8, ptr addrspace(1) %v136, i64 %v203
  %t39 = call i64 @llvm.amdgcn.s.memrealtime()
  %v340 = mul i64 %t39, 10
  br label %while25.cond
while25.cond:
  %phi73 = phi i32 [ %phi65, %while22.end ], [ %phi78, %if26.end ]
  %phi74 = phi i32 [ 0, %while22.end ], [ %phi79, %if26.end ]
  %phi75 = phi i32 [ %phi65, %while22.end ], [ %phi80, %if26.end ]
  %v343 = icmp eq i32 %phi75, 0
  br i1 %v343, label %while25.body, label %while25.end
while25.body:
  %t40 = load atomic i64, ptr addrspace(1) %v337 monotonic, align 8
  %v344 = bitcast i64 %t40 to <2 x i32>
  %v345 = extractelement <2 x i32> %v344, i32 1
  %v346 = icmp eq i32 %v345, %v27
  br i1 %v346, label %if26.then, label %if26.else
if26.then:
  %v347 = extractelement <2 x i32> %v344, i32 0
  br label %if26.end
if26.else:
  %t41 = call i64 @llvm.amdgcn.s.memrealtime()
  %v348 = mul i64 %t41, 10
  %v349 = sub i64 %v348, %v340
  %v350 = icmp ugt i64 %v349, %p6
  %v351 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v352 = icmp ne i32 %v351, 0
  %v353 = or i1 %v350, %v352
  br i1 %v353, label %if27.then, label %if27.end
if27.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if27.end
if27.end:
  %phi76 = phi i32 [ 1, %if27.then ], [ %phi73, %if26.else ]
  %phi77 = phi i32 [ 1, %if27.then ], [ %phi75, %if26.else ]
  br label %if26.end
if26.end:
  %phi78 = phi i32 [ %phi73, %if26.then ], [ %phi76, %if27.end ]
  %phi79 = phi i32 [ %v347, %if26.then ], [ %phi74, %if27.end ]
  %phi80 = phi i32 [ 1, %if26.then ], [ %phi77, %if27.end ]
  br label %while25.cond
while25.end:
  %v356 = bitcast i32 %phi18 to float
  %v357 = bitcast i32 %phi26 to float
  %v358 = call float @llvm.maxnum.f32(float %v356, float %v357)
  %v359 = bitcast i32 %phi34 to float
  %v360 = call float @llvm.maxnum.f32(float %v358, float %v359)
  %v361 = bitcast i32 %phi42 to float
  %v362 = call float @llvm.maxnum.f32(float %v360, float %v361)
  %v363 = bitcast i32 %phi50 to float
  %v364 = call float @llvm.maxnum.f32(float %v362, float %v363)
  %v365 = bitcast i32 %phi58 to float
  %v366 = call float @llvm.maxnum.f32(float %v364, float %v365)
  %v367 = bitcast i32 %phi66 to float
  %v368 = call float @llvm.maxnum.f32(float %v366, float %v367)
  %v369 = bitcast i32 %phi74 to float
  %v370 = call float @llvm.maxnum.f32(float %v368, float %v369)
  %v371 = bitcast float %v370 to i32
  %v372 = getelementptr i8, ptr addrspace(1) %p3, i64 %v201
  store i32 %v371, ptr addrspace(1) %v372, align 4
  br label %for3.latch
for3.latch:
  %for3.next = add i64 %v198, 4
  br label %for3.head
for3.end:
  ; partial tile: 232 vectors in block 3
  %v374 = icmp eq i32 %v12, 3
  br i1 %v374, label %if28.then, label %if28.end
if28.then:
  %v377 = zext i32 %v11 to i64
  br label %for29.head
for29.head:
  %phi81 = phi i32 [ %phi0, %if28.then ], [ %phi154, %for29.latch ]
  %phi82 = phi i32 [ poison, %if28.then ], [ %phi99, %for29.latch ]
  %phi83 = phi i32 [ poison, %if28.then ], [ %phi100, %for29.latch ]
  %phi84 = phi i32 [ poison, %if28.then ], [ %phi107, %for29.latch ]
  %phi85 = phi i32 [ poison, %if28.then ], [ %phi108, %for29.latch ]
  %phi86 = phi i32 [ poison, %if28.then ], [ %phi115, %for29.latch ]
  %phi87 = phi i32 [ poison, %if28.then ], [ %phi116, %for29.latch ]
  %phi88 = phi i32 [ poison, %if28.then ], [ %phi123, %for29.latch ]
  %phi89 = phi i32 [ poison, %if28.then ], [ %phi124, %for29.latch ]
  %phi90 = phi i32 [ poison, %if28.then ], [ %phi131, %for29.latch ]
  %phi91 = phi i32 [ poison, %if28.then ], [ %phi132, %for29.latch ]
  %phi92 = phi i32 [ poison, %if28.then ], [ %phi139, %for29.latch ]
  %phi93 = phi i32 [ poison, %if28.then ], [ %phi140, %for29.latch ]
  %phi94 = phi i32 [ poison, %if28.then ], [ %phi147, %for29.latch ]
  %phi95 = phi i32 [ poison, %if28.then ], [ %phi148, %for29.latch ]
  %phi96 = phi i32 [ poison, %if28.then ], [ %phi155, %for29.latch ]
  %phi97 = phi i32 [ poison, %if28.then ], [ %phi156, %for29.latch ]
  %v378 = phi i64 [ %v377, %if28.then ], [ %for29.next, %for29.latch ]
  %for29.cond = icmp ult i64 %v378, 232
  br i1 %for29.cond, label %for29.body, label %for29.end
for29.body:
  %v380 = mul i64 %v378, 4
  %v382 = add i64 3072, %v380
  %v384 = mul i64 %v382, 2
  %v385 = getelementptr i8, ptr addrspace(1) %v38, i64 %v384
  %t42 = call i64 @llvm.amdgcn.s.memrealtime()
  %v388 = mul i64 %t42, 10
  br label %while30.cond
while30.cond:
  %phi98 = phi i32 [ %phi81, %for29.body ], [ %phi103, %if31.end ]
  %phi99 = phi i32 [ 0, %for29.body ], [ %phi104, %if31.end ]
  %phi100 = phi i32 [ %phi81, %for29.body ], [ %phi105, %if31.end ]
  %v391 = icmp eq i32 %phi100, 0
  br i1 %v391, label %while30.body, label %while30.end
while30.body:
  %t43 = load atomic i64, ptr addrspace(1) %v385 monotonic, align 8
  %v392 = bitcast i64 %t43 to <2 x i32>
  %v393 = extractelement <2 x i32> %v392, i32 1
  %v394 = icmp eq i32 %v393, %v27
  br i1 %v394, label %if31.then, label %if31.else
if31.then:
  %v395 = extractelement <2 x i32> %v392, i32 0
  br label %if31.end
if31.else:
  %t44 = call i64 @llvm.amdgcn.s.memrealtime()
  %v396 = mul i64 %t44, 10
  %v397 = sub i64 %v396, %v388
  %v398 = icmp ugt i64 %v397, %p6
  %v399 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v400 = icmp ne i32 %v399, 0
  %v401 = or i1 %v398, %v400
  br i1 %v401, label %if32.then, label %if32.end
if32.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if32.end
if32.end:
  %phi101 = phi i32 [ 1, %if32.then ], [ %phi98, %if31.else ]
  %phi102 = phi i32 [ 1, %if32.then ], [ %phi100, %if31.else ]
  br label %if31.end
if31.end:
  %phi103 = phi i32 [ %phi98, %if31.then ], [ %phi101, %if32.end ]
  %phi104 = phi i32 [ %v395, %if31.then ], [ %phi99, %if32.end ]
  %phi105 = phi i32 [ 1, %if31.then ], [ %phi102, %if32.end ]
  br label %while30.cond
while30.end:
  %v404 = getelementptr i8, ptr addrspace(1) %v46, i64 %v384
  %t45 = call i64 @llvm.amdgcn.s.memrealtime()
  %v407 = mul i64 %t45, 10
  br label %while33.cond
while33.cond:
  %phi106 = phi i32 [ %phi98, %while30.end ], [ %phi111, %if34.end ]
  %phi107 = phi i32 [ 0, %while30.end ], [ %phi112, %if34.end ]
  %phi108 = phi i32 [ %phi98, %while30.end ], [ %phi113, %if34.end ]
  %v410 = icmp eq i32 %phi108, 0
  br i1 %v410, label %while33.body, label %while33.end
while33.body:
  %t46 = load atomic i64, ptr addrspace(1) %v404 monotonic, align 8
  %v411 = bitcast i64 %t46 to <2 x i32>
  %v412 = extractelement <2 x i32> %v411, i32 1
  %v413 = icmp eq i32 %v412, %v27
  br i1 %v413, label %if34.then, label %if34.else
if34.then:
  %v414 = extractelement <2 x i32> %v411, i32 0
  br label %if34.end
if34.else:
  %t47 = call i64 @llvm.amdgcn.s.memrealtime()
  %v415 = mul i64 %t47, 10
  %v416 = sub i64 %v415, %v407
  %v417 = icmp ugt i64 %v416, %p6
  %v418 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v419 = icmp ne i32 %v418, 0
  %v420 = or i1 %v417, %v419
  br i1 %v420, label %if35.then, label %if35.end
if35.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if35.end
if35.end:
  %phi109 = phi i32 [ 1, %if35.then ], [ %phi106, %if34.else ]
  %phi110 = phi i32 [ 1, %if35.then ], [ %phi108, %if34.else ]
  br label %if34.end
if34.end:
  %phi111 = phi i32 [ %phi106, %if34.then ], [ %phi109, %if35.end ]
  %phi112 = phi i32 [ %v414, %if34.then ], [ %phi107, %if35.end ]
  %phi113 = phi i32 [ 1, %if34.then ], [ %phi110, %if35.end ]
  br label %while33.cond
while33.end:
  %v423 = getelementptr i8, ptr addrspace(1) %v61, i64 %v384
  %t48 = call i64 @llvm.amdgcn.s.memrealtime()
  %v426 = mul i64 %t48, 10
  br label %while36.cond
while36.cond:
  %phi114 = phi i32 [ %phi106, %while33.end ], [ %phi119, %if37.end ]
  %phi115 = phi i32 [ 0, %while33.end ], [ %phi120, %if37.end ]
  %phi116 = phi i32 [ %phi106, %while33.end ], [ %phi121, %if37.end ]
  %v429 = icmp eq i32 %phi116, 0
  br i1 %v429, label %while36.body, label %while36.end
while36.body:
  %t49 = load atomic i64, ptr addrspace(1) %v423 monotonic, align 8
  %v430 = bitcast i64 %t49 to <2 x i32>
  %v431 = extractelement <2 x i32> %v430, i32 1
  %v432 = icmp eq i32 %v431, %v27
  br i1 %v432, label %if37.then, label %if37.else
if37.then:
  %v433 = extractelement <2 x i32> %v430, i32 0
  br label %if37.end
if37.else:
  %t50 = call i64 @llvm.amdgcn.s.memrealtime()
  %v434 = mul i64 %t50, 10
  %v435 = sub i64 %v434, %v426
  %v436 = icmp ugt i64 %v435, %p6
  %v437 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v438 = icmp ne i32 %v437, 0
  %v439 = or i1 %v436, %v438
  br i1 %v439, label %if38.then, label %if38.end
if38.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if38.end
if38.end:
  %phi117 = phi i32 [ 1, %if38.then ], [ %phi114, %if37.else ]
  %phi118 = phi i32 [ 1, %if38.then ], [ %phi116, %if37.else ]
  br label %if37.end
if37.end:
  %phi119 = phi i32 [ %phi114, %if37.then ], [ %phi117, %if38.end ]
  %phi120 = phi i32 [ %v433, %if37.then ], [ %phi115, %if38.end ]
  %phi121 = phi i32 [ 1, %if37.then ], [ %phi118, %if38.end ]
  br label %while36.cond
while36.end:
  %v442 = getelementptr i8, ptr addrspace(1) %v76, i64 %v384
  %t51 = call i64 @llvm.amdgcn.s.memrealtime()
  %v445 = mul i64 %t51, 10
  br label %while39.cond
while39.cond:
  %phi122 = phi i32 [ %phi114, %while36.end ], [ %phi127, %if40.end ]
  %phi123 = phi i32 [ 0, %while36.end ], [ %phi128, %if40.end ]
  %phi124 = phi i32 [ %phi114, %while36.end ], [ %phi129, %if40.end ]
  %v448 = icmp eq i32 %phi124, 0
  br i1 %v448, label %while39.body, label %while39.end
while39.body:
  %t52 = load atomic i64, ptr addrspace(1) %v442 monotonic, align 8
  %v449 = bitcast i64 %t52 to <2 x i32>
  %v450 = extractelement <2 x i32> %v449, i32 1
  %v451 = icmp eq i32 %v450, %v27
  br i1 %v451, label %if40.then, label %if40.else
if40.then:
  %v452 = extractelement <2 x i32> %v449, i32 0
  br label %if40.end
if40.else:
  %t53 = call i64 @llvm.amdgcn.s.memrealtime()
  %v453 = mul i64 %t53, 10
  %v454 = sub i64 %v453, %v445
  %v455 = icmp ugt i64 %v454, %p6
  %v456 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v457 = icmp ne i32 %v456, 0
  %v458 = or i1 %v455, %v457
  br i1 %v458, label %if41.then, label %if41.end
if41.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if41.end
if41.end:
  %phi125 = phi i32 [ 1, %if41.then ], [ %phi122, %if40.else ]
  %phi126 = phi i32 [ 1, %if41.then ], [ %phi124, %if40.else ]
  br label %if40.end
if40.end:
  %phi127 = phi i32 [ %phi122, %if40.then ], [ %phi125, %if41.end ]
  %phi128 = phi i32 [ %v452, %if40.then ], [ %phi123, %if41.end ]
  %phi129 = phi i32 [ 1, %if40.then ], [ %phi126, %if41.end ]
  br label %while39.cond
while39.end:
  %v461 = getelementptr i8, ptr addrspace(1) %v91, i64 %v384
  %t54 = call i64 @llvm.amdgcn.s.memrealtime()
  %v464 = mul i64 %t54, 10
  br label %while42.cond
while42.cond:
  %phi130 = phi i32 [ %phi122, %while39.end ], [ %phi135, %if43.end ]
  %phi131 = phi i32 [ 0, %while39.end ], [ %phi136, %if43.end ]
  %phi132 = phi i32 [ %phi122, %while39.end ], [ %phi137, %if43.end ]
  %v467 = icmp eq i32 %phi132, 0
  br i1 %v467, label %while42.body, label %while42.end
while42.body:
  %t55 = load atomic i64, ptr addrspace(1) %v461 monotonic, align 8
  %v468 = bitcast i64 %t55 to <2 x i32>
  %v469 = extractelement <2 x i32> %v468, i32 1
  %v470 = icmp eq i32 %v469, %v27
  br i1 %v470, label %if43.then, label %if43.else
if43.then:
  %v471 = extractelement <2 x i32> %v468, i32 0
  br label %if43.end
if43.else:
  %t56 = call i64 @llvm.amdgcn.s.memrealtime()
  %v472 = mul i64 %t56, 10
  %v473 = sub i64 %v472, %v464
  %v474 = icmp ugt i64 %v473, %p6
  %v475 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v476 = icmp ne i32 %v475, 0
  %v477 = or i1 %v474, %v476
  br i1 %v477, label %if44.then, label %if44.end
if44.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if44.end
if44.end:
  %phi133 = phi i32 [ 1, %if44.then ], [ %phi130, %if43.else ]
  %phi134 = phi i32 [ 1, %if44.then ], [ %phi132, %if43.else ]
  br label %if43.end
if43.end:
  %phi135 = phi i32 [ %phi130, %if43.then ], [ %phi133, %if44.end ]
  %phi136 = phi i32 [ %v471, %if43.then ], [ %phi131, %if44.end ]
  %phi137 = phi i32 [ 1, %if43.then ], [ %phi134, %if44.end ]
  br label %while42.cond
while42.end:
  %v480 = getelementptr i8, ptr addrspace(1) %v106, i64 %v384
  %t57 = call i64 @llvm.amdgcn.s.memrealtime()
  %v483 = mul i64 %t57, 10
  br label %while45.cond
while45.cond:
  %phi138 = phi i32 [ %phi130, %while42.end ], [ %phi143, %if46.end ]
  %phi139 = phi i32 [ 0, %while42.end ], [ %phi144, %if46.end ]
  %phi140 = phi i32 [ %phi130, %while42.end ], [ %phi145, %if46.end ]
  %v486 = icmp eq i32 %phi140, 0
  br i1 %v486, label %while45.body, label %while45.end
while45.body:
  %t58 = load atomic i64, ptr addrspace(1) %v480 monotonic, align 8
  %v487 = bitcast i64 %t58 to <2 x i32>
  %v488 = extractelement <2 x i32> %v487, i32 1
  %v489 = icmp eq i32 %v488, %v27
  br i1 %v489, label %if46.then, label %if46.else
if46.then:
  %v490 = extractelement <2 x i32> %v487, i32 0
  br label %if46.end
if46.else:
  %t59 = call i64 @llvm.amdgcn.s.memrealtime()
  %v491 = mul i64 %t59, 10
  %v492 = sub i64 %v491, %v483
  %v493 = icmp ugt i64 %v492, %p6
  %v494 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v495 = icmp ne i32 %v494, 0
  %v496 = or i1 %v493, %v495
  br i1 %v496, label %if47.then, label %if47.end
if47.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if47.end
if47.end:
  %phi141 = phi i32 [ 1, %if47.then ], [ %phi138, %if46.else ]
  %phi142 = phi i32 [ 1, %if47.then ], [ %phi140, %if46.else ]
  br label %if46.end
if46.end:
  %phi143 = phi i32 [ %phi138, %if46.then ], [ %phi141, %if47.end ]
  %phi144 = phi i32 [ %v490, %if46.then ], [ %phi139, %if47.end ]
  %phi145 = phi i32 [ 1, %if46.then ], [ %phi142, %if47.end ]
  br label %while45.cond
while45.end:
  %v499 = getelementptr i8, ptr addrspace(1) %v121, i64 %v384
  %t60 = call i64 @llvm.amdgcn.s.memrealtime()
  %v502 = mul i64 %t60, 10
  br label %while48.cond
while48.cond:
  %phi146 = phi i32 [ %phi138, %while45.end ], [ %phi151, %if49.end ]
  %phi147 = phi i32 [ 0, %while45.end ], [ %phi152, %if49.end ]
  %phi148 = phi i32 [ %phi138, %while45.end ], [ %phi153, %if49.end ]
  %v505 = icmp eq i32 %phi148, 0
  br i1 %v505, label %while48.body, label %while48.end
while48.body:
  %t61 = load atomic i64, ptr addrspace(1) %v499 monotonic, align 8
  %v506 = bitcast i64 %t61 to <2 x i32>
  %v507 = extractelement <2 x i32> %v506, i32 1
  %v508 = icmp eq i32 %v507, %v27
  br i1 %v508, label %if49.then, label %if49.else
if49.then:
  %v509 = extractelement <2 x i32> %v506, i32 0
  br label %if49.end
if49.else:
  %t62 = call i64 @llvm.amdgcn.s.memrealtime()
  %v510 = mul i64 %t62, 10
  %v511 = sub i64 %v510, %v502
  %v512 = icmp ugt i64 %v511, %p6
  %v513 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v514 = icmp ne i32 %v513, 0
  %v515 = or i1 %v512, %v514
  br i1 %v515, label %if50.then, label %if50.end
if50.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if50.end
if50.end:
  %phi149 = phi i32 [ 1, %if50.then ], [ %phi146, %if49.else ]
  %phi150 = phi i32 [ 1, %if50.then ], [ %phi148, %if49.else ]
  br label %if49.end
if49.end:
  %phi151 = phi i32 [ %phi146, %if49.then ], [ %phi149, %if50.end ]
  %phi152 = phi i32 [ %v509, %if49.then ], [ %phi147, %if50.end ]
  %phi153 = phi i32 [ 1, %if49.then ], [ %phi150, %if50.end ]
  br label %while48.cond
while48.end:
  %v518 = getelementptr i8, ptr addrspace(1) %v136, i64 %v384
  %t63 = call i64 @llvm.amdgcn.s.memrealtime()
  %v521 = mul i64 %t63, 10
  br label %while51.cond
while51.cond:
  %phi154 = phi i32 [ %phi146, %while48.end ], [ %phi159, %if52.end ]
  %phi155 = phi i32 [ 0, %while48.end ], [ %phi160, %if52.end ]
  %phi156 = phi i32 [ %phi146, %while48.end ], [ %phi161, %if52.end ]
  %v524 = icmp eq i32 %phi156, 0
  br i1 %v524, label %while51.body, label %while51.end
while51.body:
  %t64 = load atomic i64, ptr addrspace(1) %v518 monotonic, align 8
  %v525 = bitcast i64 %t64 to <2 x i32>
  %v526 = extractelement <2 x i32> %v525, i32 1
  %v527 = icmp eq i32 %v526, %v27
  br i1 %v527, label %if52.then, label %if52.else
if52.then:
  %v528 = extractelement <2 x i32> %v525, i32 0
  br label %if52.end
if52.else:
  %t65 = call i64 @llvm.amdgcn.s.memrealtime()
  %v529 = mul i64 %t65, 10
  %v530 = sub i64 %v529, %v521
  %v531 = icmp ugt i64 %v530, %p6
  %v532 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v533 = icmp ne i32 %v532, 0
  %v534 = or i1 %v531, %v533
  br i1 %v534, label %if53.then, label %if53.end
if53.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if53.end
if53.end:
  %phi157 = phi i32 [ 1, %if53.then ], [ %phi154, %if52.else ]
  %phi158 = phi i32 [ 1, %if53.then ], [ %phi156, %if52.else ]
  br label %if52.end
if52.end:
  %phi159 = phi i32 [ %phi154, %if52.then ], [ %phi157, %if53.end ]
  %phi160 = phi i32 [ %v528, %if52.then ], [ %phi155, %if53.end ]
  %phi161 = phi i32 [ 1, %if52.then ], [ %phi158, %if53.end ]
  br label %while51.cond
while51.end:
  %v537 = bitcast i32 %phi99 to float
  %v538 = bitcast i32 %phi107 to float
  %v539 = call float @llvm.maxnum.f32(float %v537, float %v538)
  %v540 = bitcast i32 %phi115 to float
  %v541 = call float @llvm.maxnum.f32(float %v539, float %v540)
  %v542 = bitcast i32 %phi123 to float
  %v543 = call float @llvm.maxnum.f32(float %v541, float %v542)
  %v544 = bitcast i32 %phi131 to float
  %v545 = call float @llvm.maxnum.f32(float %v543, float %v544)
  %v546 = bitcast i32 %phi139 to float
  %v547 = call float @llvm.maxnum.f32(float %v545, float %v546)
  %v548 = bitcast i32 %phi147 to float
  %v549 = call float @llvm.maxnum.f32(float %v547, float %v548)
  %v550 = bitcast i32 %phi155 to float
  %v551 = call float @llvm.maxnum.f32(float %v549, float %v550)
  %v552 = bitcast float %v551 to i32
  %v553 = getelementptr i8, ptr addrspace(1) %p3, i64 %v382
  store i32 %v552, ptr addrspace(1) %v553, align 4
  br label %for29.latch
for29.latch:
  %for29.next = add i64 %v378, 256
  br label %for29.head
for29.end:
  br label %if28.end
if28.end:
  %phi162 = phi i32 [ %phi81, %for29.end ], [ %phi0, %for3.end ]
  %phi163 = phi i32 [ %phi82, %for29.end ], [ poison, %for3.end ]
  %phi164 = phi i32 [ %phi83, %for29.end ], [ poison, %for3.end ]
  %phi165 = phi i32 [ %phi84, %for29.end ], [ poison, %for3.end ]
  %phi166 = phi i32 [ %phi85, %for29.end ], [ poison, %for3.end ]
  %phi167 = phi i32 [ %phi86, %for29.end ], [ poison, %for3.end ]
  %phi168 = phi i32 [ %phi87, %for29.end ], [ poison, %for3.end ]
  %phi169 = phi i32 [ %phi88, %for29.end ], [ poison, %for3.end ]
  %phi170 = phi i32 [ %phi89, %for29.end ], [ poison, %for3.end ]
  %phi171 = phi i32 [ %phi90, %for29.end ], [ poison, %for3.end ]
  %phi172 = phi i32 [ %phi91, %for29.end ], [ poison, %for3.end ]
  %phi173 = phi i32 [ %phi92, %for29.end ], [ poison, %for3.end ]
  %phi174 = phi i32 [ %phi93, %for29.end ], [ poison, %for3.end ]
  %phi175 = phi i32 [ %phi94, %for29.end ], [ poison, %for3.end ]
  %phi176 = phi i32 [ %phi95, %for29.end ], [ poison, %for3.end ]
  %phi177 = phi i32 [ %phi96, %for29.end ], [ poison, %for3.end ]
  %phi178 = phi i32 [ %phi97, %for29.end ], [ poison, %for3.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v555 = icmp eq i32 %v11, 0
  br i1 %v555, label %if54.then, label %if54.end
if54.then:
  %v557 = icmp eq i32 %v12, 0
  %v560 = select i1 %v557, i64 2045, i64 1
  %v561 = atomicrmw add ptr addrspace(1) %v21, i64 %v560 syncscope("agent") monotonic, align 8
  br label %if54.end
if54.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.s.memrealtime()
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
