; kernel cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90: 256 threads per block, grid 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v86 = zext i32 %v10 to i64
  br label %for0.head
for0.head:
  %v87 = phi i64 [ %v86, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v87, 8
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v89 = mul i64 %v87, 1024
  %v90 = add i64 %v83, %v89
  %v91 = getelementptr i8, ptr addrspace(1) %p2, i64 %v90
  %v92 = load i32, ptr addrspace(1) %v91, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v92, i32 0
  %v93 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v94 = insertelement <2 x i32> %v93, i32 %v24, i32 1
  %v96 = mul i64 %v90, 2
  %v97 = getelementptr i8, ptr addrspace(1) %v33, i64 %v96
  store volatile <2 x i32> %v94, ptr addrspace(1) %v97, align 8
  %v98 = getelementptr i8, ptr addrspace(1) %v50, i64 %v96
  store volatile <2 x i32> %v94, ptr addrspace(1) %v98, align 8
  %v99 = getelementptr i8, ptr addrspace(1) %v65, i64 %v96
  store volatile <2 x i32> %v94, ptr addrspace(1) %v99, align 8
  %v100 = getelementptr i8, ptr addrspace(1) %v80, i64 %v96
  store volatile <2 x i32> %v94, ptr addrspace(1) %v100, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v87, 8
  br label %for0.head
for0.end:
  %v102 = zext i32 %v9 to i64
  %v103 = mul i64 %v102, 4
  ; 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v106 = zext i32 %v10 to i64
  br label %for1.head
for1.head:
  %v107 = phi i64 [ %v106, %for0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v107, 8
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v109 = mul i64 %v107, 1024
  %v110 = add i64 %v103, %v109
  %v112 = mul i64 %v110, 2
  %v113 = getelementptr i8, ptr addrspace(1) %v35, i64 %v112
  %v116 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var1, align 4
  %v117 = load i32, ptr %var0, align 4
  store i32 %v117, ptr %var2, align 4
  br label %while2.cond
while2.cond:
  %v118 = load i32, ptr %var2, align 4
  %v119 = icmp eq i32 %v118, 0
  br i1 %v119, label %while2.body, label %while2.end
while2.body:
  %v120 = load volatile <2 x i32>, ptr addrspace(1) %v113, align 8
  %v121 = extractelement <2 x i32> %v120, i32 1
  %v122 = icmp eq i32 %v121, %v24
  br i1 %v122, label %if3.then, label %if3.else
if3.then:
  %v123 = extractelement <2 x i32> %v120, i32 0
  store i32 %v123, ptr %var1, align 4
  store i32 1, ptr %var2, align 4
  br label %if3.end
if3.else:
  %v124 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v125 = sub i64 %v124, %v116
  %v126 = icmp ugt i64 %v125, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v127 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v128 = icmp ne i32 %v127, 0
  %v129 = or i1 %v126, %v128
  br i1 %v129, label %if4.then, label %if4.end
if4.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if4.end
if4.end:
  br label %if3.end
if3.end:
  br label %while2.cond
while2.end:
  %v131 = load i32, ptr %var1, align 4
  %v132 = getelementptr i8, ptr addrspace(1) %v37, i64 %v112
  %v135 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var3, align 4
  %v136 = load i32, ptr %var0, align 4
  store i32 %v136, ptr %var4, align 4
  br label %while5.cond
while5.cond:
  %v137 = load i32, ptr %var4, align 4
  %v138 = icmp eq i32 %v137, 0
  br i1 %v138, label %while5.body, label %while5.end
while5.body:
  %v139 = load volatile <2 x i32>, ptr addrspace(1) %v132, align 8
  %v140 = extractelement <2 x i32> %v139, i32 1
  %v141 = icmp eq i32 %v140, %v24
  br i1 %v141, label %if6.then, label %if6.else
if6.then:
  %v142 = extractelement <2 x i32> %v139, i32 0
  store i32 %v142, ptr %var3, align 4
  store i32 1, ptr %var4, align 4
  br label %if6.end
if6.else:
  %v143 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v144 = sub i64 %v143, %v135
  %v145 = icmp ugt i64 %v144, %p6
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  %v146 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t4)
  %v147 = icmp ne i32 %v146, 0
  %v148 = or i1 %v145, %v147
  br i1 %v148, label %if7.then, label %if7.end
if7.then:
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t5, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var4, align 4
  br label %if7.end
if7.end:
  br label %if6.end
if6.end:
  br label %while5.cond
while5.end:
  %v150 = load i32, ptr %var3, align 4
  %v151 = getelementptr i8, ptr addrspace(1) %v52, i64 %v112
  %v154 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var5, align 4
  %v155 = load i32, ptr %var0, align 4
  store i32 %v155, ptr %var6, align 4
  br label %while8.cond
while8.cond:
  %v156 = load i32, ptr %var6, align 4
  %v157 = icmp eq i32 %v156, 0
  br i1 %v157, label %while8.body, label %while8.end
while8.body:
  %v158 = load volatile <2 x i32>, ptr addrspace(1) %v151, align 8
  %v159 = extractelement <2 x i32> %v158, i32 1
  %v160 = icmp eq i32 %v159, %v24
  br i1 %v160, label %if9.then, label %if9.else
if9.then:
  %v161 = extractelement <2 x i32> %v158, i32 0
  store i32 %v161, ptr %var5, align 4
  store i32 1, ptr %var6, align 4
  br label %if9.end
if9.else:
  %v162 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v163 = sub i64 %v162, %v154
  %v164 = icmp ugt i64 %v163, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v165 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v166 = icmp ne i32 %v165, 0
  %v167 = or i1 %v164, %v166
  br i1 %v167, label %if10.then, label %if10.end
if10.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var6, align 4
  br label %if10.end
if10.end:
  br label %if9.end
if9.end:
  br label %while8.cond
while8.end:
  %v169 = load i32, ptr %var5, align 4
  %v170 = getelementptr i8, ptr addrspace(1) %v67, i64 %v112
  %v173 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store i32 0, ptr %var7, align 4
  %v174 = load i32, ptr %var0, align 4
  store i32 %v174, ptr %var8, align 4
  br label %while11.cond
while11.cond:
  %v175 = load i32, ptr %var8, align 4
  %v176 = icmp eq i32 %v175, 0
  br i1 %v176, label %while11.body, label %while11.end
while11.body:
  %v177 = load volatile <2 x i32>, ptr addrspace(1) %v170, align 8
  %v178 = extractelement <2 x i32> %v177, i32 1
  %v179 = icmp eq i32 %v178, %v24
  br i1 %v179, label %if12.then, label %if12.else
if12.then:
  %v180 = extractelement <2 x i32> %v177, i32 0
  store i32 %v180, ptr %var7, align 4
  store i32 1, ptr %var8, align 4
  br label %if12.end
if12.else:
  %v181 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v182 = sub i64 %v181, %v173
  %v183 = icmp ugt i64 %v182, %p6
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  %v184 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v185 = icmp ne i32 %v184, 0
  %v186 = or i1 %v183, %v185
  br i1 %v186, label %if13.then, label %if13.end
if13.then:
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t9, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var8, align 4
  br label %if13.end
if13.end:
  br label %if12.end
if12.end:
  br label %while11.cond
while11.end:
  %v188 = load i32, ptr %var7, align 4
  %v189 = trunc i32 %v131 to i16
  %t10 = zext i16 %v189 to i32
  %t11 = shl i32 %t10, 16
  %v191 = bitcast i32 %t11 to float
  %v192 = trunc i32 %v150 to i16
  %t12 = zext i16 %v192 to i32
  %t13 = shl i32 %t12, 16
  %v194 = bitcast i32 %t13 to float
  %v195 = fadd float %v191, %v194
  %v196 = trunc i32 %v169 to i16
  %t14 = zext i16 %v196 to i32
  %t15 = shl i32 %t14, 16
  %v198 = bitcast i32 %t15 to float
  %v199 = fadd float %v195, %v198
  %v200 = trunc i32 %v188 to i16
  %t16 = zext i16 %v200 to i32
  %t17 = shl i32 %t16, 16
  %v202 = bitcast i32 %t17 to float
  %v203 = fadd float %v199, %v202
  %t18 = bitcast float %v203 to i32
  %t19 = fcmp uno float %v203, 0.000000e+00
  %t20 = lshr i32 %t18, 16
  %t21 = and i32 %t20, 1
  %t22 = add i32 %t21, 32767
  %t23 = add i32 %t18, %t22
  %t24 = lshr i32 %t23, 16
  %t25 = or i32 %t20, 64
  %t26 = trunc i32 %t24 to i16
  %t27 = trunc i32 %t25 to i16
  %v204 = select i1 %t19, i16 %t27, i16 %t26
  %v206 = zext i16 %v204 to i32
  %v208 = lshr i32 %v131, 16
  %v209 = trunc i32 %v208 to i16
  %t28 = zext i16 %v209 to i32
  %t29 = shl i32 %t28, 16
  %v211 = bitcast i32 %t29 to float
  %v213 = lshr i32 %v150, 16
  %v214 = trunc i32 %v213 to i16
  %t30 = zext i16 %v214 to i32
  %t31 = shl i32 %t30, 16
  %v216 = bitcast i32 %t31 to float
  %v217 = fadd float %v211, %v216
  %v219 = lshr i32 %v169, 16
  %v220 = trunc i32 %v219 to i16
  %t32 = zext i16 %v220 to i32
  %t33 = shl i32 %t32, 16
  %v222 = bitcast i32 %t33 to float
  %v223 = fadd float %v217, %v222
  %v225 = lshr i32 %v188, 16
  %v226 = trunc i32 %v225 to i16
  %t34 = zext i16 %v226 to i32
  %t35 = shl i32 %t34, 16
  %v228 = bitcast i32 %t35 to float
  %v229 = fadd float %v223, %v228
  %t36 = bitcast float %v229 to i32
  %t37 = fcmp uno float %v229, 0.000000e+00
  %t38 = lshr i32 %t36, 16
  %t39 = and i32 %t38, 1
  %t40 = add i32 %t39, 32767
  %t41 = add i32 %t36, %t40
  %t42 = lshr i32 %t41, 16
  %t43 = or i32 %t38, 64
  %t44 = trunc i32 %t42 to i16
  %t45 = trunc i32 %t43 to i16
  %v230 = select i1 %t37, i16 %t45, i16 %t44
  %v232 = zext i16 %v230 to i32
  %v234 = shl i32 %v232, 16
  %v235 = or i32 %v206, %v234
  %v236 = getelementptr i8, ptr addrspace(1) %p3, i64 %v110
  store i32 %v235, ptr addrspace(1) %v236, align 4
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v107, 8
  br label %for1.head
for1.end:
  call void @llvm.nvvm.barrier0()
  %v238 = icmp eq i32 %v9, 0
  br i1 %v238, label %if14.then, label %if14.end
if14.then:
  %v240 = icmp eq i32 %v10, 0
  %v243 = select i1 %v240, i64 2041, i64 1
  %t46 = ptrtoint ptr addrspace(1) %v18 to i64
  %v244 = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %t46, i64 %v243)
  br label %if14.end
if14.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90, !"maxntidx", i32 256}
