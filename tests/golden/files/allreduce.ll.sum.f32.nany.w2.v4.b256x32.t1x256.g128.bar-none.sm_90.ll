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
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  %v20 = mul i64 %p8, 4
  ; allreduce ll: 2 ranks x n-dependent bytes, flag-free
  %v22 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %t0 = ptrtoint ptr addrspace(1) %v22 to i64
  %v23 = call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %t0)
  %v26 = lshr i64 %v23, 11
  %v27 = add i64 %v26, 1
  %v28 = trunc i64 %v27 to i32
  %v30 = and i64 %v27, 1
  %v32 = mul i64 %v30, 4194304
  %v33 = getelementptr i8, ptr addrspace(1) %p7, i64 %v32
  %v34 = zext i32 %p1 to i64
  %v36 = mul i64 %v34, 2097152
  %v37 = getelementptr i8, ptr addrspace(1) %v33, i64 %v36
  %v39 = getelementptr i8, ptr addrspace(1) %v33, i64 0
  %v42 = add i32 %p1, 1
  %v43 = icmp uge i32 %v42, 2
  %v44 = sub i32 %v42, 2
  %v45 = select i1 %v43, i32 %v44, i32 %v42
  %v47 = getelementptr i8, ptr addrspace(1) %v33, i64 2097152
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
  ; n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v63 = mul i32 %v11, 4
  %v64 = zext i32 %v63 to i64
  %v65 = zext i32 %p9 to i64
  %v66 = zext i32 %v12 to i64
  %v67 = zext i32 %p9 to i64
  %v69 = urem i64 0, %v67
  %v70 = sub i64 %v67, %v69
  %v71 = urem i64 %v70, %v67
  %v72 = add i64 %v66, %v71
  %v73 = urem i64 %v72, %v67
  br label %for0.head
for0.head:
  %v74 = phi i64 [ %v73, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v74, %v57
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v76 = mul i64 %v74, 1024
  %v77 = add i64 %v64, %v76
  %v78 = getelementptr i8, ptr addrspace(1) %p2, i64 %v77
  %v79 = load i32, ptr addrspace(1) %v78, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v79, i32 0
  %v80 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v81 = insertelement <2 x i32> %v80, i32 %v28, i32 1
  %v83 = mul i64 %v77, 2
  %v84 = getelementptr i8, ptr addrspace(1) %v37, i64 %v83
  store volatile <2 x i32> %v81, ptr addrspace(1) %v84, align 8
  %v85 = getelementptr i8, ptr addrspace(1) %v54, i64 %v83
  store volatile <2 x i32> %v81, ptr addrspace(1) %v85, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v74, %v65
  br label %for0.head
for0.end:
  %v87 = add i64 %v57, 0
  %v88 = urem i64 %v87, %v55
  ; partial tile: n-dependent vectors in block n-dependent
  %v89 = zext i32 %v12 to i64
  %v90 = icmp eq i64 %v89, %v88
  br i1 %v90, label %if1.then, label %if1.end
if1.then:
  %v92 = zext i32 %v11 to i64
  br label %for2.head
for2.head:
  %v93 = phi i64 [ %v92, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i64 %v93, %v61
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v95 = mul i64 %v93, 4
  %v97 = mul i64 %v57, 1024
  %v98 = add i64 %v97, %v95
  %v99 = getelementptr i8, ptr addrspace(1) %p2, i64 %v98
  %v100 = load i32, ptr addrspace(1) %v99, align 4
  %t2 = insertelement <2 x i32> poison, i32 %v100, i32 0
  %v101 = shufflevector <2 x i32> %t2, <2 x i32> poison, <2 x i32> zeroinitializer
  %v102 = insertelement <2 x i32> %v101, i32 %v28, i32 1
  %v104 = mul i64 %v98, 2
  %v105 = getelementptr i8, ptr addrspace(1) %v37, i64 %v104
  store volatile <2 x i32> %v102, ptr addrspace(1) %v105, align 8
  %v106 = getelementptr i8, ptr addrspace(1) %v54, i64 %v104
  store volatile <2 x i32> %v102, ptr addrspace(1) %v106, align 8
  br label %for2.latch
for2.latch:
  %for2.next = add i64 %v93, 256
  br label %for2.head
for2.end:
  br label %if1.end
if1.end:
  %v107 = zext i32 %p9 to i64
  %v109 = udiv i64 %v20, 1024
  %v111 = urem i64 %v20, 1024
  %v113 = udiv i64 %v111, 4
  ; n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v115 = mul i32 %v11, 4
  %v116 = zext i32 %v115 to i64
  %v117 = zext i32 %p9 to i64
  %v118 = zext i32 %v12 to i64
  %v119 = zext i32 %p9 to i64
  %v121 = urem i64 0, %v119
  %v122 = sub i64 %v119, %v121
  %v123 = urem i64 %v122, %v119
  %v124 = add i64 %v118, %v123
  %v125 = urem i64 %v124, %v119
  br label %for3.head
for3.head:
  %phi0 = phi i32 [ 0, %if1.end ], [ %phi13, %for3.latch ]
  %phi1 = phi i32 [ poison, %if1.end ], [ %phi6, %for3.latch ]
  %phi2 = phi i32 [ poison, %if1.end ], [ %phi7, %for3.latch ]
  %phi3 = phi i32 [ poison, %if1.end ], [ %phi14, %for3.latch ]
  %phi4 = phi i32 [ poison, %if1.end ], [ %phi15, %for3.latch ]
  %v126 = phi i64 [ %v125, %if1.end ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i64 %v126, %v109
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v128 = mul i64 %v126, 1024
  %v129 = add i64 %v116, %v128
  %v131 = mul i64 %v129, 2
  %v132 = getelementptr i8, ptr addrspace(1) %v39, i64 %v131
  %v135 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while4.cond
while4.cond:
  %phi5 = phi i32 [ %phi0, %for3.body ], [ %phi10, %if5.end ]
  %phi6 = phi i32 [ 0, %for3.body ], [ %phi11, %if5.end ]
  %phi7 = phi i32 [ %phi0, %for3.body ], [ %phi12, %if5.end ]
  %v138 = icmp eq i32 %phi7, 0
  br i1 %v138, label %while4.body, label %while4.end
while4.body:
  %v139 = load volatile <2 x i32>, ptr addrspace(1) %v132, align 8
  %v140 = extractelement <2 x i32> %v139, i32 1
  %v141 = icmp eq i32 %v140, %v28
  br i1 %v141, label %if5.then, label %if5.else
if5.then:
  %v142 = extractelement <2 x i32> %v139, i32 0
  br label %if5.end
if5.else:
  %v143 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v144 = sub i64 %v143, %v135
  %v145 = icmp ugt i64 %v144, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v146 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v147 = icmp ne i32 %v146, 0
  %v148 = or i1 %v145, %v147
  br i1 %v148, label %if6.then, label %if6.end
if6.then:
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t4, i32 1)
  br label %if6.end
if6.end:
  %phi8 = phi i32 [ 1, %if6.then ], [ %phi5, %if5.else ]
  %phi9 = phi i32 [ 1, %if6.then ], [ %phi7, %if5.else ]
  br label %if5.end
if5.end:
  %phi10 = phi i32 [ %phi5, %if5.then ], [ %phi8, %if6.end ]
  %phi11 = phi i32 [ %v142, %if5.then ], [ %phi6, %if6.end ]
  %phi12 = phi i32 [ 1, %if5.then ], [ %phi9, %if6.end ]
  br label %while4.cond
while4.end:
  %v151 = getelementptr i8, ptr addrspace(1) %v47, i64 %v131
  %v154 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while7.cond
while7.cond:
  %phi13 = phi i32 [ %phi5, %while4.end ], [ %phi18, %if8.end ]
  %phi14 = phi i32 [ 0, %while4.end ], [ %phi19, %if8.end ]
  %phi15 = phi i32 [ %phi5, %while4.end ], [ %phi20, %if8.end ]
  %v157 = icmp eq i32 %phi15, 0
  br i1 %v157, label %while7.body, label %while7.end
while7.body:
  %v158 = load volatile <2 x i32>, ptr addrspace(1) %v151, align 8
  %v159 = extractelement <2 x i32> %v158, i32 1
  %v160 = icmp eq i32 %v159, %v28
  br i1 %v160, label %if8.then, label %if8.else
if8.then:
  %v161 = extractelement <2 x i32> %v158, i32 0
  br label %if8.end
if8.else:
  %v162 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v163 = sub i64 %v162, %v154
  %v164 = icmp ugt i64 %v163, %p6
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  %v165 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v166 = icmp ne i32 %v165, 0
  %v167 = or i1 %v164, %v166
  br i1 %v167, label %if9.then, label %if9.end
if9.then:
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t6, i32 1)
  br label %if9.end
if9.end:
  %phi16 = phi i32 [ 1, %if9.then ], [ %phi13, %if8.else ]
  %phi17 = phi i32 [ 1, %if9.then ], [ %phi15, %if8.else ]
  br label %if8.end
if8.end:
  %phi18 = phi i32 [ %phi13, %if8.then ], [ %phi16, %if9.end ]
  %phi19 = phi i32 [ %v161, %if8.then ], [ %phi14, %if9.end ]
  %phi20 = phi i32 [ 1, %if8.then ], [ %phi17, %if9.end ]
  br label %while7.cond
while7.end:
  %v170 = bitcast i32 %phi6 to float
  %v171 = bitcast i32 %phi14 to float
  %v172 = fadd float %v170, %v171
  %v173 = bitcast float %v172 to i32
  %v174 = getelementptr i8, ptr addrspace(1) %p3, i64 %v129
  store i32 %v173, ptr addrspace(1) %v174, align 4
  br label %for3.latch
for3.latch:
  %for3.next = add i64 %v126, %v117
  br label %for3.head
for3.end:
  %v176 = add i64 %v109, 0
  %v177 = urem i64 %v176, %v107
  ; partial tile: n-dependent vectors in block n-dependent
  %v178 = zext i32 %v12 to i64
  %v179 = icmp eq i64 %v178, %v177
  br i1 %v179, label %if10.then, label %if10.end
if10.then:
  %v181 = zext i32 %v11 to i64
  br label %for11.head
for11.head:
  %phi21 = phi i32 [ %phi0, %if10.then ], [ %phi34, %for11.latch ]
  %phi22 = phi i32 [ poison, %if10.then ], [ %phi27, %for11.latch ]
  %phi23 = phi i32 [ poison, %if10.then ], [ %phi28, %for11.latch ]
  %phi24 = phi i32 [ poison, %if10.then ], [ %phi35, %for11.latch ]
  %phi25 = phi i32 [ poison, %if10.then ], [ %phi36, %for11.latch ]
  %v182 = phi i64 [ %v181, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v182, %v113
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v184 = mul i64 %v182, 4
  %v186 = mul i64 %v109, 1024
  %v187 = add i64 %v186, %v184
  %v189 = mul i64 %v187, 2
  %v190 = getelementptr i8, ptr addrspace(1) %v39, i64 %v189
  %v193 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while12.cond
while12.cond:
  %phi26 = phi i32 [ %phi21, %for11.body ], [ %phi31, %if13.end ]
  %phi27 = phi i32 [ 0, %for11.body ], [ %phi32, %if13.end ]
  %phi28 = phi i32 [ %phi21, %for11.body ], [ %phi33, %if13.end ]
  %v196 = icmp eq i32 %phi28, 0
  br i1 %v196, label %while12.body, label %while12.end
while12.body:
  %v197 = load volatile <2 x i32>, ptr addrspace(1) %v190, align 8
  %v198 = extractelement <2 x i32> %v197, i32 1
  %v199 = icmp eq i32 %v198, %v28
  br i1 %v199, label %if13.then, label %if13.else
if13.then:
  %v200 = extractelement <2 x i32> %v197, i32 0
  br label %if13.end
if13.else:
  %v201 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v202 = sub i64 %v201, %v193
  %v203 = icmp ugt i64 %v202, %p6
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  %v204 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t7)
  %v205 = icmp ne i32 %v204, 0
  %v206 = or i1 %v203, %v205
  br i1 %v206, label %if14.then, label %if14.end
if14.then:
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t8, i32 1)
  br label %if14.end
if14.end:
  %phi29 = phi i32 [ 1, %if14.then ], [ %phi26, %if13.else ]
  %phi30 = phi i32 [ 1, %if14.then ], [ %phi28, %if13.else ]
  br label %if13.end
if13.end:
  %phi31 = phi i32 [ %phi26, %if13.then ], [ %phi29, %if14.end ]
  %phi32 = phi i32 [ %v200, %if13.then ], [ %phi27, %if14.end ]
  %phi33 = phi i32 [ 1, %if13.then ], [ %phi30, %if14.end ]
  br label %while12.cond
while12.end:
  %v209 = getelementptr i8, ptr addrspace(1) %v47, i64 %v189
  %v212 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while15.cond
while15.cond:
  %phi34 = phi i32 [ %phi26, %while12.end ], [ %phi39, %if16.end ]
  %phi35 = phi i32 [ 0, %while12.end ], [ %phi40, %if16.end ]
  %phi36 = phi i32 [ %phi26, %while12.end ], [ %phi41, %if16.end ]
  %v215 = icmp eq i32 %phi36, 0
  br i1 %v215, label %while15.body, label %while15.end
while15.body:
  %v216 = load volatile <2 x i32>, ptr addrspace(1) %v209, align 8
  %v217 = extractelement <2 x i32> %v216, i32 1
  %v218 = icmp eq i32 %v217, %v28
  br i1 %v218, label %if16.then, label %if16.else
if16.then:
  %v219 = extractelement <2 x i32> %v216, i32 0
  br label %if16.end
if16.else:
  %v220 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v221 = sub i64 %v220, %v212
  %v222 = icmp ugt i64 %v221, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v223 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v224 = icmp ne i32 %v223, 0
  %v225 = or i1 %v222, %v224
  br i1 %v225, label %if17.then, label %if17.end
if17.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  br label %if17.end
if17.end:
  %phi37 = phi i32 [ 1, %if17.then ], [ %phi34, %if16.else ]
  %phi38 = phi i32 [ 1, %if17.then ], [ %phi36, %if16.else ]
  br label %if16.end
if16.end:
  %phi39 = phi i32 [ %phi34, %if16.then ], [ %phi37, %if17.end ]
  %phi40 = phi i32 [ %v219, %if16.then ], [ %phi35, %if17.end ]
  %phi41 = phi i32 [ 1, %if16.then ], [ %phi38, %if17.end ]
  br label %while15.cond
while15.end:
  %v228 = bitcast i32 %phi27 to float
  %v229 = bitcast i32 %phi35 to float
  %v230 = fadd float %v228, %v229
  %v231 = bitcast float %v230 to i32
  %v232 = getelementptr i8, ptr addrspace(1) %p3, i64 %v187
  store i32 %v231, ptr addrspace(1) %v232, align 4
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v182, 256
  br label %for11.head
for11.end:
  br label %if10.end
if10.end:
  %phi42 = phi i32 [ %phi21, %for11.end ], [ %phi0, %for3.end ]
  %phi43 = phi i32 [ %phi22, %for11.end ], [ poison, %for3.end ]
  %phi44 = phi i32 [ %phi23, %for11.end ], [ poison, %for3.end ]
  %phi45 = phi i32 [ %phi24, %for11.end ], [ poison, %for3.end ]
  %phi46 = phi i32 [ %phi25, %for11.end ], [ poison, %for3.end ]
  call void @llvm.nvvm.barrier0()
  %v234 = icmp eq i32 %v11, 0
  br i1 %v234, label %if18.then, label %if18.end
if18.then:
  %v236 = icmp eq i32 %v12, 0
  %v239 = zext i32 %p9 to i64
  %v240 = sub i64 %v239, 1
  %v242 = sub i64 2048, %v240
  %v243 = select i1 %v236, i64 %v242, i64 1
  %t11 = ptrtoint ptr addrspace(1) %v22 to i64
  %v244 = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %t11, i64 %v243)
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
