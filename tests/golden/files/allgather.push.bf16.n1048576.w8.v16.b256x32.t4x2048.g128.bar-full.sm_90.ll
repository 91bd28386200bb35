; kernel cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_gather push: 8 ranks x 2097152 bytes
  %v20 = zext i32 %p1 to i64
  %v22 = mul i64 %v20, 2097152
  %v23 = getelementptr i8, ptr addrspace(1) %p3, i64 %v22
  %v26 = add i32 %p1, 1
  %v27 = icmp uge i32 %v26, 8
  %v28 = sub i32 %v26, 8
  %v29 = select i1 %v27, i32 %v28, i32 %v26
  %v31 = zext i32 %v29 to i64
  %v32 = mul i64 %v31, 8
  %v33 = getelementptr i8, ptr addrspace(1) %p0, i64 %v32
  %v34 = load i64, ptr addrspace(1) %v33, align 8
  %v35 = sub i64 %v34, %v17
  %v36 = getelementptr i8, ptr addrspace(1) %v23, i64 %v35
  %v39 = add i32 %p1, 2
  %v40 = icmp uge i32 %v39, 8
  %v41 = sub i32 %v39, 8
  %v42 = select i1 %v40, i32 %v41, i32 %v39
  %v44 = zext i32 %v42 to i64
  %v45 = mul i64 %v44, 8
  %v46 = getelementptr i8, ptr addrspace(1) %p0, i64 %v45
  %v47 = load i64, ptr addrspace(1) %v46, align 8
  %v48 = sub i64 %v47, %v17
  %v49 = getelementptr i8, ptr addrspace(1) %v23, i64 %v48
  %v52 = add i32 %p1, 3
  %v53 = icmp uge i32 %v52, 8
  %v54 = sub i32 %v52, 8
  %v55 = select i1 %v53, i32 %v54, i32 %v52
  %v57 = zext i32 %v55 to i64
  %v58 = mul i64 %v57, 8
  %v59 = getelementptr i8, ptr addrspace(1) %p0, i64 %v58
  %v60 = load i64, ptr addrspace(1) %v59, align 8
  %v61 = sub i64 %v60, %v17
  %v62 = getelementptr i8, ptr addrspace(1) %v23, i64 %v61
  %v65 = add i32 %p1, 4
  %v66 = icmp uge i32 %v65, 8
  %v67 = sub i32 %v65, 8
  %v68 = select i1 %v66, i32 %v67, i32 %v65
  %v70 = zext i32 %v68 to i64
  %v71 = mul i64 %v70, 8
  %v72 = getelementptr i8, ptr addrspace(1) %p0, i64 %v71
  %v73 = load i64, ptr addrspace(1) %v72, align 8
  %v74 = sub i64 %v73, %v17
  %v75 = getelementptr i8, ptr addrspace(1) %v23, i64 %v74
  %v78 = add i32 %p1, 5
  %v79 = icmp uge i32 %v78, 8
  %v80 = sub i32 %v78, 8
  %v81 = select i1 %v79, i32 %v80, i32 %v78
  %v83 = zext i32 %v81 to i64
  %v84 = mul i64 %v83, 8
  %v85 = getelementptr i8, ptr addrspace(1) %p0, i64 %v84
  %v86 = load i64, ptr addrspace(1) %v85, align 8
  %v87 = sub i64 %v86, %v17
  %v88 = getelementptr i8, ptr addrspace(1) %v23, i64 %v87
  %v91 = add i32 %p1, 6
  %v92 = icmp uge i32 %v91, 8
  %v93 = sub i32 %v91, 8
  %v94 = select i1 %v92, i32 %v93, i32 %v91
  %v96 = zext i32 %v94 to i64
  %v97 = mul i64 %v96, 8
  %v98 = getelementptr i8, ptr addrspace(1) %p0, i64 %v97
  %v99 = load i64, ptr addrspace(1) %v98, align 8
  %v100 = sub i64 %v99, %v17
  %v101 = getelementptr i8, ptr addrspace(1) %v23, i64 %v100
  %v104 = add i32 %p1, 7
  %v105 = icmp uge i32 %v104, 8
  %v106 = sub i32 %v104, 8
  %v107 = select i1 %v105, i32 %v106, i32 %v104
  %v109 = zext i32 %v107 to i64
  %v110 = mul i64 %v109, 8
  %v111 = getelementptr i8, ptr addrspace(1) %p0, i64 %v110
  %v112 = load i64, ptr addrspace(1) %v111, align 8
  %v113 = sub i64 %v112, %v17
  %v114 = getelementptr i8, ptr addrspace(1) %v23, i64 %v113
  ; start: block barrier across 8 ranks
  %v117 = icmp ult i32 %v11, 8
  %v119 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v120 = mul i32 %v12, 8
  %v121 = add i32 %v120, %p1
  %v122 = zext i32 %v121 to i64
  %v123 = mul i64 %v122, 4
  %v124 = getelementptr i8, ptr addrspace(1) %v119, i64 %v123
  br i1 %v117, label %if0.then, label %if0.end
if0.then:
  %t0 = ptrtoint ptr addrspace(1) %v124 to i64
  %v126 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v126, %if0.then ], [ 0, %entry ]
  call void @llvm.nvvm.barrier0()
  br i1 %v117, label %if1.then, label %if1.end
if1.then:
  %v127 = add i32 %p1, %v11
  %v128 = sub i32 %v127, 8
  %v129 = icmp uge i32 %v127, 8
  %v130 = select i1 %v129, i32 %v128, i32 %v127
  %v131 = add i32 %v120, %v130
  %v132 = zext i32 %v131 to i64
  %v133 = mul i64 %v132, 4
  %v136 = add i32 %phi0, 1
  %v138 = zext i32 %v130 to i64
  %v139 = mul i64 %v138, 8
  %v140 = getelementptr i8, ptr addrspace(1) %p0, i64 %v139
  %v141 = load i64, ptr addrspace(1) %v140, align 8
  %v142 = sub i64 %v141, %v17
  %v143 = getelementptr i8, ptr addrspace(1) %v124, i64 %v142
  %t1 = ptrtoint ptr addrspace(1) %v143 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1, i32 %v136)
  %v144 = getelementptr i8, ptr addrspace(1) %v119, i64 %v133
  %v147 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v150 = icmp eq i32 %phi2, 0
  br i1 %v150, label %while2.body, label %while2.end
while2.body:
  %t2 = ptrtoint ptr addrspace(1) %v144 to i64
  %v151 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v153 = sub i32 %v151, %v136
  %v154 = icmp sge i32 %v153, 0
  %v155 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v156 = sub i64 %v155, %v147
  %v157 = icmp ugt i64 %v156, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v158 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v159 = icmp ne i32 %v158, 0
  %v160 = or i1 %v157, %v159
  br i1 %v154, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v160, label %if4.then, label %if4.end
if4.then:
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t4, i32 1)
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
  %t5 = ptrtoint ptr addrspace(1) %v144 to i64
  %v162 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  ; 128 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v164 = mul i32 %v11, 16
  %v167 = zext i32 %v12 to i64
  br label %for5.head
for5.head:
  %v168 = phi i64 [ %v167, %if1.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v168, 128
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v169 = trunc i64 %v168 to i32
  %v171 = mul i32 %v169, 16384
  %v172 = add i32 %v171, %v164
  %v173 = zext i32 %v172 to i64
  %v175 = add i32 %v172, 4096
  %v176 = zext i32 %v175 to i64
  %v178 = add i32 %v172, 8192
  %v179 = zext i32 %v178 to i64
  %v181 = add i32 %v172, 12288
  %v182 = zext i32 %v181 to i64
  %v183 = getelementptr i8, ptr addrspace(1) %p2, i64 %v173
  %v184 = load <4 x i32>, ptr addrspace(1) %v183, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %p2, i64 %v176
  %v186 = load <4 x i32>, ptr addrspace(1) %v185, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %p2, i64 %v179
  %v188 = load <4 x i32>, ptr addrspace(1) %v187, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %p2, i64 %v182
  %v190 = load <4 x i32>, ptr addrspace(1) %v189, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %v23, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v191, align 16
  %v192 = getelementptr i8, ptr addrspace(1) %v23, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v192, align 16
  %v193 = getelementptr i8, ptr addrspace(1) %v23, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v193, align 16
  %v194 = getelementptr i8, ptr addrspace(1) %v23, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v194, align 16
  %v195 = getelementptr i8, ptr addrspace(1) %v36, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v195, align 16
  %v196 = getelementptr i8, ptr addrspace(1) %v36, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v196, align 16
  %v197 = getelementptr i8, ptr addrspace(1) %v36, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v197, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v36, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v198, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v49, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v199, align 16
  %v200 = getelementptr i8, ptr addrspace(1) %v49, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v200, align 16
  %v201 = getelementptr i8, ptr addrspace(1) %v49, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v201, align 16
  %v202 = getelementptr i8, ptr addrspace(1) %v49, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v202, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v62, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v203, align 16
  %v204 = getelementptr i8, ptr addrspace(1) %v62, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v204, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v62, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v205, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v62, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v206, align 16
  %v207 = getelementptr i8, ptr addrspace(1) %v75, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v207, align 16
  %v208 = getelementptr i8, ptr addrspace(1) %v75, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v208, align 16
  %v209 = getelementptr i8, ptr addrspace(1) %v75, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v209, align 16
  %v210 = getelementptr i8, ptr addrspace(1) %v75, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v210, align 16
  %v211 = getelementptr i8, ptr addrspace(1) %v88, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v211, align 16
  %v212 = getelementptr i8, ptr addrspace(1) %v88, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v212, align 16
  %v213 = getelementptr i8, ptr addrspace(1) %v88, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v213, align 16
  %v214 = getelementptr i8, ptr addrspace(1) %v88, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v214, align 16
  %v215 = getelementptr i8, ptr addrspace(1) %v101, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v215, align 16
  %v216 = getelementptr i8, ptr addrspace(1) %v101, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v216, align 16
  %v217 = getelementptr i8, ptr addrspace(1) %v101, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v217, align 16
  %v218 = getelementptr i8, ptr addrspace(1) %v101, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v218, align 16
  %v219 = getelementptr i8, ptr addrspace(1) %v114, i64 %v173
  store <4 x i32> %v184, ptr addrspace(1) %v219, align 16
  %v220 = getelementptr i8, ptr addrspace(1) %v114, i64 %v176
  store <4 x i32> %v186, ptr addrspace(1) %v220, align 16
  %v221 = getelementptr i8, ptr addrspace(1) %v114, i64 %v179
  store <4 x i32> %v188, ptr addrspace(1) %v221, align 16
  %v222 = getelementptr i8, ptr addrspace(1) %v114, i64 %v182
  store <4 x i32> %v190, ptr addrspace(1) %v222, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v168, 128
  br label %for5.head
for5.end:
  ; end: block barrier across 8 ranks
  %v225 = icmp ult i32 %v11, 8
  %v227 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v228 = mul i32 %v12, 8
  %v229 = add i32 %v228, %p1
  %v230 = zext i32 %v229 to i64
  %v231 = mul i64 %v230, 4
  %v232 = getelementptr i8, ptr addrspace(1) %v227, i64 %v231
  br i1 %v225, label %if6.then, label %if6.end
if6.then:
  %t6 = ptrtoint ptr addrspace(1) %v232 to i64
  %v234 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if6.end
if6.end:
  %phi9 = phi i32 [ %v234, %if6.then ], [ 0, %for5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v225, label %if7.then, label %if7.end
if7.then:
  %v235 = add i32 %p1, %v11
  %v236 = sub i32 %v235, 8
  %v237 = icmp uge i32 %v235, 8
  %v238 = select i1 %v237, i32 %v236, i32 %v235
  %v239 = add i32 %v228, %v238
  %v240 = zext i32 %v239 to i64
  %v241 = mul i64 %v240, 4
  %v244 = add i32 %phi9, 1
  %v246 = zext i32 %v238 to i64
  %v247 = mul i64 %v246, 8
  %v248 = getelementptr i8, ptr addrspace(1) %p0, i64 %v247
  %v249 = load i64, ptr addrspace(1) %v248, align 8
  %v250 = sub i64 %v249, %v17
  %v251 = getelementptr i8, ptr addrspace(1) %v232, i64 %v250
  %t7 = ptrtoint ptr addrspace(1) %v251 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v244)
  %v252 = getelementptr i8, ptr addrspace(1) %v227, i64 %v241
  %v255 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi10 = phi i32 [ %phi7, %if7.then ], [ %phi14, %if9.end ]
  %phi11 = phi i32 [ %phi7, %if7.then ], [ %phi15, %if9.end ]
  %v258 = icmp eq i32 %phi11, 0
  br i1 %v258, label %while8.body, label %while8.end
while8.body:
  %t8 = ptrtoint ptr addrspace(1) %v252 to i64
  %v259 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v261 = sub i32 %v259, %v244
  %v262 = icmp sge i32 %v261, 0
  %v263 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v264 = sub i64 %v263, %v255
  %v265 = icmp ugt i64 %v264, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v266 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v267 = icmp ne i32 %v266, 0
  %v268 = or i1 %v265, %v267
  br i1 %v262, label %if9.then, label %if9.else
if9.then:
  br label %if9.end
if9.else:
  br i1 %v268, label %if10.then, label %if10.end
if10.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  br label %if10.end
if10.end:
  %phi12 = phi i32 [ 1, %if10.then ], [ %phi10, %if9.else ]
  %phi13 = phi i32 [ 1, %if10.then ], [ %phi11, %if9.else ]
  br label %if9.end
if9.end:
  %phi14 = phi i32 [ %phi10, %if9.then ], [ %phi12, %if10.end ]
  %phi15 = phi i32 [ 1, %if9.then ], [ %phi13, %if10.end ]
  br label %while8.cond
while8.end:
  %t11 = ptrtoint ptr addrspace(1) %v252 to i64
  %v270 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
  br label %if7.end
if7.end:
  %phi16 = phi i32 [ %phi10, %while8.end ], [ %phi7, %if6.end ]
  %phi17 = phi i32 [ %phi11, %while8.end ], [ poison, %if6.end ]
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90, !"maxntidx", i32 256}
