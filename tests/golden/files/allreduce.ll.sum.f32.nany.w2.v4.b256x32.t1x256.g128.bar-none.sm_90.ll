; kernel cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var2 = alloca i32, align 4
  %var3 = alloca i32, align 4
  %var4 = alloca i32, align 4
  %var5 = alloca i32, align 4
  %var6 = alloca i32, align 4
  %var7 = alloca i32, align 4
  %var8 = alloca i32, align 4
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr %var0, align 4
  %v20 = mul i64 %p8, 4
  ; allreduce ll: 2 ranks x n-dependent bytes, flag-free
  %v22 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %t0 = ptrtoint ptr addrspace(1) %v22 to i64
  %v23 = call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %t0)
  %v26 = lshr i64 %v23, 11
  %v27 = add i64 %v26, 1
  %v28 = trunc i64 %v27 to i32
  %v30 = and i64 %v27, 1
  %v32 = mul i64 %v30, 1048576
  %v33 = getelementptr i8, ptr addrspace(1) %p7, i64 %v32
  %v34 = zext i32 %p1 to i64
  %v36 = mul i64 %v34, 524288
  %v37 = getelementptr i8, ptr addrspace(1) %v33, i64 %v36
  %v39 = getelementptr i8, ptr addrspace(1) %v33, i64 0
  %v42 = add i32 %p1, 1
  %v43 = icmp uge i32 %v42, 2
  %v44 = sub i32 %v42, 2
  %v45 = select i1 %v43, i32 %v44, i32 %v42
  %v47 = getelementptr i8, ptr addrspace(1) %v33, i64 524288
  %v49 = zext i32 %v45 to i64
  %v50 = mul i64 %v49, 8
  %v51 = getelementptr i8, ptr addrspace(1) %p0, i64 %v50
  %v52 = load i64, ptr addrspace(1) %v51, align 8
  %v53 = sub i64 %v52, %v17
  %v54 = getelementptr i8, ptr addrspace(1) %v37, i64 %v53
  %v55 = zext i32 %p9 to i64
  %v57 = udiv i64 %v20, 1024
  %v59 = urem i64 %v20, 1024
  %v61 = udiv i64 %v59, 4
  %v63 = zext i32 %v11 to i64
  %v64 = mul i64 %v63, 4
  ; n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v65 = zext i32 %v12 to i64
  %v66 = zext i32 %p9 to i64
  %v68 = urem i64 0, %v66
  %v69 = sub i64 %v66, %v68
  %v70 = urem i64 %v69, %v66
  %v71 = add i64 %v65, %v70
  %v72 = urem i64 %v71, %v66
  br label %for0.head
for0.head:
  %v73 = phi i64 [ %v72, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v73, %v57
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v75 = mul i64 %v73, 1024
  %v76 = add i64 %v64, %v75
  %v77 = getelementptr i8, ptr addrspace(1) %p2, i64 %v76
  %v78 = load i32, ptr addrspace(1) %v77, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v78, i32 0
  %v79 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v80 = insertelement <2 x i32> %v79, i32 %v28, i32 1
  %v82 = mul i64 %v76, 2
  %v83 = getelementptr i8, ptr addrspace(1) %v37, i64 %v82
  store volatile <2 x i32> %v80, ptr addrspace(1) %v83, align 8
  %v84 = getelementptr i8, ptr addrspace(1) %v54, i64 %v82
  store volatile <2 x i32> %v80, ptr addrspace(1) %v84, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v73, %v55
  br label %for0.head
for0.end:
  %v86 = add i64 %v57, 0
  %v87 = urem i64 %v86, %v55
  ; partial tile: n-dependent vectors in block n-dependent
  %v88 = zext i32 %v12 to i64
  %v89 = icmp eq i64 %v88, %v87
  br i1 %v89, label %if1.then, label %if1.end
if1.then:
  %v91 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v92 = phi i64 [ %v91, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v92, %v61
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v94 = mul i64 %v92, 4
  %v96 = mul i64 %v57, 1024
  %v97 = add i64 %v96, %v94
  %v98 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v99 = load i32, ptr addrspace(1) %v98, align 4
  %t2 = insertelement <2 x i32> poison, i32 %v99, i32 0
  %v100 = shufflevector <2 x i32> %t2, <2 x i32> poison, <2 x i32> zeroinitializer
  %v101 = insertelement <2 x i32> %v100, i32 %v28, i32 1
  %v103 = mul i64 %v97, 2
  %v104 = getelementptr i8, ptr addrspace(1) %v37, i64 %v103
  store volatile <2 x i32> %v101, ptr addrspace(1) %v104, align 8
  %v105 = getelementptr i8, ptr addrspace(1) %v54, i64 %v103
  store volatile <2 x i32> %v101, ptr addrspace(1) %v105, align 8
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v92, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  %v106 = zext i32 %p9 to i64
  %v108 = udiv i64 %v20, 1024
  %v110 = urem i64 %v20, 1024
  %v112 = udiv i64 %v110, 4
  %v114 = zext i32 %v11 to i64
  %v115 = mul i64 %v114, 4
  ; n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v116 = zext i32 %v12 to i64
  %v117 = zext i32 %p9 to i64
  %v119 = urem i64 0, %v117
  %v120 = sub i64 %v117, %v119
  %v121 = urem i64 %v120, %v117
  %v122 = add i64 %v116, %v121
  %v123 = urem i64 %v122, %v117
  br label %for3.head
for3.head:
  %v124 = phi i64 [ %v123, %if1.end ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i64 %v124, %v108
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v126 = mul i64 %v124, 1024
  %v127 = add i64 %v115, %v126
  %v129 = mul i64 %v127, 2
  %v130 = getelementptr i8, ptr addrspace(1) %v39, i64 %v129
  %v133 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var1, align 4
  %v134 = load i32, ptr %var0, align 4
  store i32 %v134, ptr %var2, align 4
  br label %while4.cond
while4.cond:
  %v135 = load i32, ptr %var2, align 4
  %v136 = icmp eq i32 %v135, 0
  br i1 %v136, label %while4.body, label %while4.end
while4.body:
  %v137 = load volatile <2 x i32>, ptr addrspace(1) %v130, align 8
  %v138 = extractelement <2 x i32> %v137, i32 1
  %v139 = icmp eq i32 %v138, %v28
  br i1 %v139, label %if5.then, label %if5.else
if5.then:
  %v140 = extractelement <2 x i32> %v137, i32 0
  store i32 %v140, ptr %var1, align 4
  store i32 1, ptr %var2, align 4
  br label %if5.end
if5.else:
  %v141 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v142 = sub i64 %v141, %v133
  %v143 = icmp ugt i64 %v142, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v144 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v145 = icmp ne i32 %v144, 0
  %v146 = or i1 %v143, %v145
  br i1 %v146, label %if6.then, label %if6.end
if6.then:
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t4, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if6.end
if6.end:
  br label %if5.end
if5.end:
  br label %while4.cond
while4.end:
  %v148 = load i32, ptr %var1, align 4
  %v149 = getelementptr i8, ptr addrspace(1) %v47, i64 %v129
  %v152 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var3, align 4
  %v153 = load i32, ptr %var0, align 4
  store i32 %v153, ptr %var4, align 4
  br label %while7.cond
while7.cond:
  %v154 = load i32, ptr %var4, align 4
  %v155 = icmp eq i32 %v154, 0
  br i1 %v155, label %while7.body, label %while7.end
while7.body:
  %v156 = load volatile <2 x i32>, ptr addrspace(1) %v149, align 8
  %v157 = extractelement <2 x i32> %v156, i32 1
  %v158 = icmp eq i32 %v157, %v28
  br i1 %v158, label %if8.then, label %if8.else
if8.then:
  %v159 = extractelement <2 x i32> %v156, i32 0
  store i32 %v159, ptr %var3, align 4
  store i32 1, ptr %var4, align 4
  br label %if8.end
if8.else:
  %v160 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v161 = sub i64 %v160, %v152
  %v162 = icmp ugt i64 %v161, %p6
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  %v163 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v164 = icmp ne i32 %v163, 0
  %v165 = or i1 %v162, %v164
  br i1 %v165, label %if9.then, label %if9.end
if9.then:
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var4, align 4
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  br label %while7.cond
while7.end:
  %v167 = load i32, ptr %var3, align 4
  %v168 = bitcast i32 %v148 to float
  %v169 = bitcast i32 %v167 to float
  %v170 = fadd float %v168, %v169
  %v171 = bitcast float %v170 to i32
  %v172 = getelementptr i8, ptr addrspace(1) %p3, i64 %v127
  store i32 %v171, ptr addrspace(1) %v172, align 4
  br label %for3.latch
for3.latch:
  %for3.next = add i64 %v124, %v106
  br label %for3.head
for3.end:
  %v174 = add i64 %v108, 0
  %v175 = urem i64 %v174, %v106
  ; partial tile: n-dependent vectors in block n-dependent
  %v176 = zext i32 %v12 to i64
  %v177 = icmp eq i64 %v176, %v175
  br i1 %v177, label %if10.then, label %if10.end
if10.then:
  %v179 = zext i32 %v11 to i64
  br label %for11.head
for11.head:
  %v180 = phi i64 [ %v179, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v180, %v112
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v182 = mul i64 %v180, 4
  %v184 = mul i64 %v108, 1024
  %v185 = add i64 %v184, %v182
  %v187 = mul i64 %v185, 2
  %v188 = getelementptr i8, ptr addrspace(1) %v39, i64 %v187
  %v191 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var5, align 4
  %v192 = load i32, ptr %var0, align 4
  store i32 %v192, ptr %var6, align 4
  br label %while12.cond
while12.cond:
  %v193 = load i32, ptr %var6, align 4
  %v194 = icmp eq i32 %v193, 0
  br i1 %v194, label %while12.body, label %while12.end
while12.body:
  %v195 = load volatile <2 x i32>, ptr addrspace(1) %v188, align 8
  %v196 = extractelement <2 x i32> %v195, i32 1
  %v197 = icmp eq i32 %v196, %v28
  br i1 %v197, label %if13.then, label %if13.else
if13.then:
  %v198 = extractelement <2 x i32> %v195, i32 0
  store i32 %v198, ptr %var5, align 4
  store i32 1, ptr %var6, align 4
  br label %if13.end
if13.else:
  %v199 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v200 = sub i64 %v199, %v191
  %v201 = icmp ugt i64 %v200, %p6
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  %v202 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t7)
  %v203 = icmp ne i32 %v202, 0
  %v204 = or i1 %v201, %v203
  br i1 %v204, label %if14.then, label %if14.end
if14.then:
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t8, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var6, align 4
  br label %if14.end
if14.end:
  br label %if13.end
if13.end:
  br label %while12.cond
while12.end:
  %v206 = load i32, ptr %var5, align 4
  %v207 = getelementptr i8, ptr addrspace(1) %v47, i64 %v187
  %v210 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var7, align 4
  %v211 = load i32, ptr %var0, align 4
  store i32 %v211, ptr %var8, align 4
  br label %while15.cond
while15.cond:
  %v212 = load i32, ptr %var8, align 4
  %v213 = icmp eq i32 %v212, 0
  br i1 %v213, label %while15.body, label %while15.end
while15.body:
  %v214 = load volatile <2 x i32>, ptr addrspace(1) %v207, align 8
  %v215 = extractelement <2 x i32> %v214, i32 1
  %v216 = icmp eq i32 %v215, %v28
  br i1 %v216, label %if16.then, label %if16.else
if16.then:
  %v217 = extractelement <2 x i32> %v214, i32 0
  store i32 %v217, ptr %var7, align 4
  store i32 1, ptr %var8, align 4
  br label %if16.end
if16.else:
  %v218 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v219 = sub i64 %v218, %v210
  %v220 = icmp ugt i64 %v219, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v221 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v222 = icmp ne i32 %v221, 0
  %v223 = or i1 %v220, %v222
  br i1 %v223, label %if17.then, label %if17.end
if17.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var8, align 4
  br label %if17.end
if17.end:
  br label %if16.end
if16.end:
  br label %while15.cond
while15.end:
  %v225 = load i32, ptr %var7, align 4
  %v226 = bitcast i32 %v206 to float
  %v227 = bitcast i32 %v225 to float
  %v228 = fadd float %v226, %v227
  %v229 = bitcast float %v228 to i32
  %v230 = getelementptr i8, ptr addrspace(1) %p3, i64 %v185
  store i32 %v229, ptr addrspace(1) %v230, align 4
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v180, 256
  br label %for11.head
for11.end:
  br label %if10.end
if10.end:
  call void @llvm.nvvm.barrier0()
  %v232 = icmp eq i32 %v11, 0
  br i1 %v232, label %if18.then, label %if18.end
if18.then:
  %v234 = icmp eq i32 %v12, 0
  %v237 = zext i32 %p9 to i64
  %v238 = sub i64 %v237, 1
  %v240 = sub i64 2048, %v238
  %v241 = select i1 %v234, i64 %v240, i64 1
  %t11 = ptrtoint ptr addrspace(1) %v22 to i64
  %v242 = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %t11, i64 %v241)
  br label %if18.end
if18.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90, !"maxntidx", i32 256}
