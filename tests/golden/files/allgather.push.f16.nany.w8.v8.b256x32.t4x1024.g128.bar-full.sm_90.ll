; kernel cj_allgather_push_f16_nany_w8_v8_b256x32_t4x1024_g128_bar_full_sm_90: 256 threads per block, grid 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_push_f16_nany_w8_v8_b256x32_t4x1024_g128_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 8 %p2, ptr addrspace(1) nocapture align 8 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v20 = mul i64 %p8, 2
  ; all_gather push: 8 ranks x n-dependent bytes
  %v21 = zext i32 %p1 to i64
  %v22 = mul i64 %v21, %v20
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
  %v163 = zext i32 %p9 to i64
  %v165 = udiv i64 %v20, 8192
  %v167 = urem i64 %v20, 8192
  %v169 = udiv i64 %v167, 8
  ; n-dependent full tiles of 8192 bytes: 4 vectors of 8 bytes per thread
  %v171 = icmp ule i64 %v20, 4294967295
  br i1 %v171, label %if5.then, label %if5.else
if5.then:
  %v173 = mul i32 %v11, 8
  %v174 = zext i32 %p9 to i64
  %v175 = zext i32 %v12 to i64
  %v176 = zext i32 %p9 to i64
  %v178 = urem i64 0, %v176
  %v179 = sub i64 %v176, %v178
  %v180 = urem i64 %v179, %v176
  %v181 = add i64 %v175, %v180
  %v182 = urem i64 %v181, %v176
  br label %for6.head
for6.head:
  %v183 = phi i64 [ %v182, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v183, %v165
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v184 = trunc i64 %v183 to i32
  %v186 = mul i32 %v184, 8192
  %v187 = add i32 %v186, %v173
  %v188 = zext i32 %v187 to i64
  %v190 = add i32 %v187, 2048
  %v191 = zext i32 %v190 to i64
  %v193 = add i32 %v187, 4096
  %v194 = zext i32 %v193 to i64
  %v196 = add i32 %v187, 6144
  %v197 = zext i32 %v196 to i64
  %v198 = getelementptr i8, ptr addrspace(1) %p2, i64 %v188
  %v199 = load <2 x i32>, ptr addrspace(1) %v198, align 8
  %v200 = getelementptr i8, ptr addrspace(1) %p2, i64 %v191
  %v201 = load <2 x i32>, ptr addrspace(1) %v200, align 8
  %v202 = getelementptr i8, ptr addrspace(1) %p2, i64 %v194
  %v203 = load <2 x i32>, ptr addrspace(1) %v202, align 8
  %v204 = getelementptr i8, ptr addrspace(1) %p2, i64 %v197
  %v205 = load <2 x i32>, ptr addrspace(1) %v204, align 8
  %v206 = getelementptr i8, ptr addrspace(1) %v23, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v206, align 8
  %v207 = getelementptr i8, ptr addrspace(1) %v23, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v207, align 8
  %v208 = getelementptr i8, ptr addrspace(1) %v23, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v208, align 8
  %v209 = getelementptr i8, ptr addrspace(1) %v23, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v209, align 8
  %v210 = getelementptr i8, ptr addrspace(1) %v36, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v210, align 8
  %v211 = getelementptr i8, ptr addrspace(1) %v36, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v211, align 8
  %v212 = getelementptr i8, ptr addrspace(1) %v36, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v212, align 8
  %v213 = getelementptr i8, ptr addrspace(1) %v36, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v213, align 8
  %v214 = getelementptr i8, ptr addrspace(1) %v49, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v214, align 8
  %v215 = getelementptr i8, ptr addrspace(1) %v49, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v215, align 8
  %v216 = getelementptr i8, ptr addrspace(1) %v49, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v216, align 8
  %v217 = getelementptr i8, ptr addrspace(1) %v49, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v217, align 8
  %v218 = getelementptr i8, ptr addrspace(1) %v62, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v218, align 8
  %v219 = getelementptr i8, ptr addrspace(1) %v62, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v219, align 8
  %v220 = getelementptr i8, ptr addrspace(1) %v62, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v220, align 8
  %v221 = getelementptr i8, ptr addrspace(1) %v62, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v221, align 8
  %v222 = getelementptr i8, ptr addrspace(1) %v75, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v222, align 8
  %v223 = getelementptr i8, ptr addrspace(1) %v75, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v223, align 8
  %v224 = getelementptr i8, ptr addrspace(1) %v75, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v224, align 8
  %v225 = getelementptr i8, ptr addrspace(1) %v75, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v225, align 8
  %v226 = getelementptr i8, ptr addrspace(1) %v88, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v226, align 8
  %v227 = getelementptr i8, ptr addrspace(1) %v88, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v227, align 8
  %v228 = getelementptr i8, ptr addrspace(1) %v88, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v228, align 8
  %v229 = getelementptr i8, ptr addrspace(1) %v88, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v229, align 8
  %v230 = getelementptr i8, ptr addrspace(1) %v101, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v230, align 8
  %v231 = getelementptr i8, ptr addrspace(1) %v101, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v231, align 8
  %v232 = getelementptr i8, ptr addrspace(1) %v101, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v232, align 8
  %v233 = getelementptr i8, ptr addrspace(1) %v101, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v233, align 8
  %v234 = getelementptr i8, ptr addrspace(1) %v114, i64 %v188
  store <2 x i32> %v199, ptr addrspace(1) %v234, align 8
  %v235 = getelementptr i8, ptr addrspace(1) %v114, i64 %v191
  store <2 x i32> %v201, ptr addrspace(1) %v235, align 8
  %v236 = getelementptr i8, ptr addrspace(1) %v114, i64 %v194
  store <2 x i32> %v203, ptr addrspace(1) %v236, align 8
  %v237 = getelementptr i8, ptr addrspace(1) %v114, i64 %v197
  store <2 x i32> %v205, ptr addrspace(1) %v237, align 8
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v183, %v174
  br label %for6.head
for6.end:
  br label %if5.end
if5.else:
  %v239 = mul i32 %v11, 8
  %v240 = zext i32 %v239 to i64
  %v241 = zext i32 %p9 to i64
  %v242 = zext i32 %v12 to i64
  %v243 = zext i32 %p9 to i64
  %v245 = urem i64 0, %v243
  %v246 = sub i64 %v243, %v245
  %v247 = urem i64 %v246, %v243
  %v248 = add i64 %v242, %v247
  %v249 = urem i64 %v248, %v243
  br label %for7.head
for7.head:
  %v250 = phi i64 [ %v249, %if5.else ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v250, %v165
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v252 = mul i64 %v250, 8192
  %v253 = add i64 %v240, %v252
  %v255 = add i64 %v253, 2048
  %v257 = add i64 %v253, 4096
  %v259 = add i64 %v253, 6144
  %v260 = getelementptr i8, ptr addrspace(1) %p2, i64 %v253
  %v261 = load <2 x i32>, ptr addrspace(1) %v260, align 8
  %v262 = getelementptr i8, ptr addrspace(1) %p2, i64 %v255
  %v263 = load <2 x i32>, ptr addrspace(1) %v262, align 8
  %v264 = getelementptr i8, ptr addrspace(1) %p2, i64 %v257
  %v265 = load <2 x i32>, ptr addrspace(1) %v264, align 8
  %v266 = getelementptr i8, ptr addrspace(1) %p2, i64 %v259
  %v267 = load <2 x i32>, ptr addrspace(1) %v266, align 8
  %v268 = getelementptr i8, ptr addrspace(1) %v23, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v268, align 8
  %v269 = getelementptr i8, ptr addrspace(1) %v23, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v269, align 8
  %v270 = getelementptr i8, ptr addrspace(1) %v23, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v270, align 8
  %v271 = getelementptr i8, ptr addrspace(1) %v23, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v271, align 8
  %v272 = getelementptr i8, ptr addrspace(1) %v36, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v272, align 8
  %v273 = getelementptr i8, ptr addrspace(1) %v36, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v273, align 8
  %v274 = getelementptr i8, ptr addrspace(1) %v36, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v274, align 8
  %v275 = getelementptr i8, ptr addrspace(1) %v36, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v275, align 8
  %v276 = getelementptr i8, ptr addrspace(1) %v49, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v276, align 8
  %v277 = getelementptr i8, ptr addrspace(1) %v49, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v277, align 8
  %v278 = getelementptr i8, ptr addrspace(1) %v49, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v278, align 8
  %v279 = getelementptr i8, ptr addrspace(1) %v49, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v279, align 8
  %v280 = getelementptr i8, ptr addrspace(1) %v62, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v280, align 8
  %v281 = getelementptr i8, ptr addrspace(1) %v62, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v281, align 8
  %v282 = getelementptr i8, ptr addrspace(1) %v62, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v282, align 8
  %v283 = getelementptr i8, ptr addrspace(1) %v62, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v283, align 8
  %v284 = getelementptr i8, ptr addrspace(1) %v75, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v284, align 8
  %v285 = getelementptr i8, ptr addrspace(1) %v75, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v285, align 8
  %v286 = getelementptr i8, ptr addrspace(1) %v75, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v286, align 8
  %v287 = getelementptr i8, ptr addrspace(1) %v75, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v287, align 8
  %v288 = getelementptr i8, ptr addrspace(1) %v88, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v288, align 8
  %v289 = getelementptr i8, ptr addrspace(1) %v88, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v289, align 8
  %v290 = getelementptr i8, ptr addrspace(1) %v88, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v290, align 8
  %v291 = getelementptr i8, ptr addrspace(1) %v88, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v291, align 8
  %v292 = getelementptr i8, ptr addrspace(1) %v101, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v292, align 8
  %v293 = getelementptr i8, ptr addrspace(1) %v101, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v293, align 8
  %v294 = getelementptr i8, ptr addrspace(1) %v101, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v294, align 8
  %v295 = getelementptr i8, ptr addrspace(1) %v101, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v295, align 8
  %v296 = getelementptr i8, ptr addrspace(1) %v114, i64 %v253
  store <2 x i32> %v261, ptr addrspace(1) %v296, align 8
  %v297 = getelementptr i8, ptr addrspace(1) %v114, i64 %v255
  store <2 x i32> %v263, ptr addrspace(1) %v297, align 8
  %v298 = getelementptr i8, ptr addrspace(1) %v114, i64 %v257
  store <2 x i32> %v265, ptr addrspace(1) %v298, align 8
  %v299 = getelementptr i8, ptr addrspace(1) %v114, i64 %v259
  store <2 x i32> %v267, ptr addrspace(1) %v299, align 8
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v250, %v241
  br label %for7.head
for7.end:
  br label %if5.end
if5.end:
  %v301 = add i64 %v165, 0
  %v302 = urem i64 %v301, %v163
  ; partial tile: n-dependent vectors in block n-dependent
  %v303 = zext i32 %v12 to i64
  %v304 = icmp eq i64 %v303, %v302
  br i1 %v304, label %if8.then, label %if8.end
if8.then:
  %v306 = zext i32 %v11 to i64
  br label %for9.head
for9.head:
  %v307 = phi i64 [ %v306, %if8.then ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v307, %v169
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v309 = mul i64 %v307, 8
  %v311 = mul i64 %v165, 8192
  %v312 = add i64 %v311, %v309
  %v313 = getelementptr i8, ptr addrspace(1) %p2, i64 %v312
  %v314 = load <2 x i32>, ptr addrspace(1) %v313, align 8
  %v315 = getelementptr i8, ptr addrspace(1) %v23, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v315, align 8
  %v316 = getelementptr i8, ptr addrspace(1) %v36, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v316, align 8
  %v317 = getelementptr i8, ptr addrspace(1) %v49, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v317, align 8
  %v318 = getelementptr i8, ptr addrspace(1) %v62, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v318, align 8
  %v319 = getelementptr i8, ptr addrspace(1) %v75, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v319, align 8
  %v320 = getelementptr i8, ptr addrspace(1) %v88, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v320, align 8
  %v321 = getelementptr i8, ptr addrspace(1) %v101, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v321, align 8
  %v322 = getelementptr i8, ptr addrspace(1) %v114, i64 %v312
  store <2 x i32> %v314, ptr addrspace(1) %v322, align 8
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v307, 256
  br label %for9.head
for9.end:
  br label %if8.end
if8.end:
  ; end: block barrier across 8 ranks
  %v325 = icmp ult i32 %v11, 8
  %v327 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v328 = mul i32 %v12, 8
  %v329 = add i32 %v328, %p1
  %v330 = zext i32 %v329 to i64
  %v331 = mul i64 %v330, 4
  %v332 = getelementptr i8, ptr addrspace(1) %v327, i64 %v331
  br i1 %v325, label %if10.then, label %if10.end
if10.then:
  %t6 = ptrtoint ptr addrspace(1) %v332 to i64
  %v334 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if10.end
if10.end:
  %phi9 = phi i32 [ %v334, %if10.then ], [ 0, %if8.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v325, label %if11.then, label %if11.end
if11.then:
  %v335 = add i32 %p1, %v11
  %v336 = sub i32 %v335, 8
  %v337 = icmp uge i32 %v335, 8
  %v338 = select i1 %v337, i32 %v336, i32 %v335
  %v339 = add i32 %v328, %v338
  %v340 = zext i32 %v339 to i64
  %v341 = mul i64 %v340, 4
  %v344 = add i32 %phi9, 1
  %v346 = zext i32 %v338 to i64
  %v347 = mul i64 %v346, 8
  %v348 = getelementptr i8, ptr addrspace(1) %p0, i64 %v347
  %v349 = load i64, ptr addrspace(1) %v348, align 8
  %v350 = sub i64 %v349, %v17
  %v351 = getelementptr i8, ptr addrspace(1) %v332, i64 %v350
  %t7 = ptrtoint ptr addrspace(1) %v351 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v344)
  %v352 = getelementptr i8, ptr addrspace(1) %v327, i64 %v341
  %v355 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while12.cond
while12.cond:
  %phi10 = phi i32 [ %phi7, %if11.then ], [ %phi14, %if13.end ]
  %phi11 = phi i32 [ %phi7, %if11.then ], [ %phi15, %if13.end ]
  %v358 = icmp eq i32 %phi11, 0
  br i1 %v358, label %while12.body, label %while12.end
while12.body:
  %t8 = ptrtoint ptr addrspace(1) %v352 to i64
  %v359 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v361 = sub i32 %v359, %v344
  %v362 = icmp sge i32 %v361, 0
  %v363 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v364 = sub i64 %v363, %v355
  %v365 = icmp ugt i64 %v364, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v366 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v367 = icmp ne i32 %v366, 0
  %v368 = or i1 %v365, %v367
  br i1 %v362, label %if13.then, label %if13.else
if13.then:
  br label %if13.end
if13.else:
  br i1 %v368, label %if14.then, label %if14.end
if14.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  br label %if14.end
if14.end:
  %phi12 = phi i32 [ 1, %if14.then ], [ %phi10, %if13.else ]
  %phi13 = phi i32 [ 1, %if14.then ], [ %phi11, %if13.else ]
  br label %if13.end
if13.end:
  %phi14 = phi i32 [ %phi10, %if13.then ], [ %phi12, %if14.end ]
  %phi15 = phi i32 [ 1, %if13.then ], [ %phi13, %if14.end ]
  br label %while12.cond
while12.end:
  %t11 = ptrtoint ptr addrspace(1) %v352 to i64
  %v370 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
  br label %if11.end
if11.end:
  %phi16 = phi i32 [ %phi10, %while12.end ], [ %phi7, %if10.end ]
  %phi17 = phi i32 [ %phi11, %while12.end ], [ poison, %if10.end ]
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
!1 = !{ptr @cj_allgather_push_f16_nany_w8_v8_b256x32_t4x1024_g128_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_push_f16_nany_w8_v8_b256x32_t4x1024_g128_bar_full_sm_90, !"maxntidx", i32 256}
