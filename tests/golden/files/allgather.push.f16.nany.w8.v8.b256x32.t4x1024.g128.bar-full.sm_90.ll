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
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var2 = alloca i32, align 4
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr %var0, align 4
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
  call void @llvm.nvvm.barrier0()
  %v116 = icmp ult i32 %v11, 8
  br i1 %v116, label %if0.then, label %if0.end
if0.then:
  %v118 = add i32 %p1, %v11
  %v119 = sub i32 %v118, 8
  %v120 = icmp uge i32 %v118, 8
  %v121 = select i1 %v120, i32 %v119, i32 %v118
  %v122 = mul i32 %v12, 8
  %v124 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v125 = add i32 %v122, %p1
  %v126 = add i32 %v122, %v121
  %v128 = zext i32 %v125 to i64
  %v129 = mul i64 %v128, 4
  %v130 = zext i32 %v126 to i64
  %v131 = mul i64 %v130, 4
  %v132 = getelementptr i8, ptr addrspace(1) %v124, i64 %v129
  %v134 = zext i32 %v121 to i64
  %v135 = mul i64 %v134, 8
  %v136 = getelementptr i8, ptr addrspace(1) %p0, i64 %v135
  %v137 = load i64, ptr addrspace(1) %v136, align 8
  %v138 = sub i64 %v137, %v17
  %v139 = getelementptr i8, ptr addrspace(1) %v132, i64 %v138
  %t0 = ptrtoint ptr addrspace(1) %v139 to i64
  %v141 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v143 = add i32 %v141, 1
  %v144 = getelementptr i8, ptr addrspace(1) %v124, i64 %v131
  %v147 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v148 = load i32, ptr %var0, align 4
  store i32 %v148, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v149 = load i32, ptr %var1, align 4
  %v150 = icmp eq i32 %v149, 0
  br i1 %v150, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v144 to i64
  %v151 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v153 = sub i32 %v151, %v143
  %v154 = icmp sge i32 %v153, 0
  %v155 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v156 = sub i64 %v155, %v147
  %v157 = icmp ugt i64 %v156, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v158 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v159 = icmp ne i32 %v158, 0
  %v160 = or i1 %v157, %v159
  br i1 %v154, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v160, label %if3.then, label %if3.end
if3.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var1, align 4
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %while1.cond
while1.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if0.end
if0.end:
  call void @llvm.nvvm.barrier0()
  %v162 = zext i32 %p9 to i64
  %v164 = udiv i64 %v20, 8192
  %v166 = urem i64 %v20, 8192
  %v168 = udiv i64 %v166, 8
  %v170 = zext i32 %v11 to i64
  %v171 = mul i64 %v170, 8
  ; n-dependent full tiles of 8192 bytes: 4 vectors of 8 bytes per thread
  %v172 = zext i32 %v12 to i64
  %v173 = zext i32 %p9 to i64
  %v175 = urem i64 0, %v173
  %v176 = sub i64 %v173, %v175
  %v177 = urem i64 %v176, %v173
  %v178 = add i64 %v172, %v177
  %v179 = urem i64 %v178, %v173
  br label %for4.head
for4.head:
  %v180 = phi i64 [ %v179, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v180, %v164
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v182 = mul i64 %v180, 8192
  %v183 = add i64 %v171, %v182
  %v185 = add i64 %v183, 2048
  %v187 = add i64 %v183, 4096
  %v189 = add i64 %v183, 6144
  %v190 = getelementptr i8, ptr addrspace(1) %p2, i64 %v183
  %v191 = load <2 x i32>, ptr addrspace(1) %v190, align 8
  %v192 = getelementptr i8, ptr addrspace(1) %p2, i64 %v185
  %v193 = load <2 x i32>, ptr addrspace(1) %v192, align 8
  %v194 = getelementptr i8, ptr addrspace(1) %p2, i64 %v187
  %v195 = load <2 x i32>, ptr addrspace(1) %v194, align 8
  %v196 = getelementptr i8, ptr addrspace(1) %p2, i64 %v189
  %v197 = load <2 x i32>, ptr addrspace(1) %v196, align 8
  %v198 = getelementptr i8, ptr addrspace(1) %v23, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v198, align 8
  %v199 = getelementptr i8, ptr addrspace(1) %v23, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v199, align 8
  %v200 = getelementptr i8, ptr addrspace(1) %v23, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v200, align 8
  %v201 = getelementptr i8, ptr addrspace(1) %v23, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v201, align 8
  %v202 = getelementptr i8, ptr addrspace(1) %v36, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v202, align 8
  %v203 = getelementptr i8, ptr addrspace(1) %v36, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v203, align 8
  %v204 = getelementptr i8, ptr addrspace(1) %v36, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v204, align 8
  %v205 = getelementptr i8, ptr addrspace(1) %v36, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v205, align 8
  %v206 = getelementptr i8, ptr addrspace(1) %v49, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v206, align 8
  %v207 = getelementptr i8, ptr addrspace(1) %v49, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v207, align 8
  %v208 = getelementptr i8, ptr addrspace(1) %v49, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v208, align 8
  %v209 = getelementptr i8, ptr addrspace(1) %v49, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v209, align 8
  %v210 = getelementptr i8, ptr addrspace(1) %v62, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v210, align 8
  %v211 = getelementptr i8, ptr addrspace(1) %v62, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v211, align 8
  %v212 = getelementptr i8, ptr addrspace(1) %v62, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v212, align 8
  %v213 = getelementptr i8, ptr addrspace(1) %v62, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v213, align 8
  %v214 = getelementptr i8, ptr addrspace(1) %v75, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v214, align 8
  %v215 = getelementptr i8, ptr addrspace(1) %v75, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v215, align 8
  %v216 = getelementptr i8, ptr addrspace(1) %v75, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v216, align 8
  %v217 = getelementptr i8, ptr addrspace(1) %v75, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v217, align 8
  %v218 = getelementptr i8, ptr addrspace(1) %v88, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v218, align 8
  %v219 = getelementptr i8, ptr addrspace(1) %v88, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v219, align 8
  %v220 = getelementptr i8, ptr addrspace(1) %v88, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v220, align 8
  %v221 = getelementptr i8, ptr addrspace(1) %v88, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v221, align 8
  %v222 = getelementptr i8, ptr addrspace(1) %v101, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v222, align 8
  %v223 = getelementptr i8, ptr addrspace(1) %v101, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v223, align 8
  %v224 = getelementptr i8, ptr addrspace(1) %v101, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v224, align 8
  %v225 = getelementptr i8, ptr addrspace(1) %v101, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v225, align 8
  %v226 = getelementptr i8, ptr addrspace(1) %v114, i64 %v183
  store <2 x i32> %v191, ptr addrspace(1) %v226, align 8
  %v227 = getelementptr i8, ptr addrspace(1) %v114, i64 %v185
  store <2 x i32> %v193, ptr addrspace(1) %v227, align 8
  %v228 = getelementptr i8, ptr addrspace(1) %v114, i64 %v187
  store <2 x i32> %v195, ptr addrspace(1) %v228, align 8
  %v229 = getelementptr i8, ptr addrspace(1) %v114, i64 %v189
  store <2 x i32> %v197, ptr addrspace(1) %v229, align 8
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v180, %v162
  br label %for4.head
for4.end:
  %v231 = add i64 %v164, 0
  %v232 = urem i64 %v231, %v162
  ; partial tile: n-dependent vectors in block n-dependent
  %v233 = zext i32 %v12 to i64
  %v234 = icmp eq i64 %v233, %v232
  br i1 %v234, label %if5.then, label %if5.end
if5.then:
  %v236 = zext i32 %v11 to i64
  br label %for6.head
for6.head:
  %v237 = phi i64 [ %v236, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v237, %v168
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v239 = mul i64 %v237, 8
  %v241 = mul i64 %v164, 8192
  %v242 = add i64 %v241, %v239
  %v243 = getelementptr i8, ptr addrspace(1) %p2, i64 %v242
  %v244 = load <2 x i32>, ptr addrspace(1) %v243, align 8
  %v245 = getelementptr i8, ptr addrspace(1) %v23, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v245, align 8
  %v246 = getelementptr i8, ptr addrspace(1) %v36, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v246, align 8
  %v247 = getelementptr i8, ptr addrspace(1) %v49, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v247, align 8
  %v248 = getelementptr i8, ptr addrspace(1) %v62, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v248, align 8
  %v249 = getelementptr i8, ptr addrspace(1) %v75, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v249, align 8
  %v250 = getelementptr i8, ptr addrspace(1) %v88, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v250, align 8
  %v251 = getelementptr i8, ptr addrspace(1) %v101, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v251, align 8
  %v252 = getelementptr i8, ptr addrspace(1) %v114, i64 %v242
  store <2 x i32> %v244, ptr addrspace(1) %v252, align 8
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v237, 256
  br label %for6.head
for6.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v254 = icmp ult i32 %v11, 8
  br i1 %v254, label %if7.then, label %if7.end
if7.then:
  %v256 = add i32 %p1, %v11
  %v257 = sub i32 %v256, 8
  %v258 = icmp uge i32 %v256, 8
  %v259 = select i1 %v258, i32 %v257, i32 %v256
  %v260 = mul i32 %v12, 8
  %v262 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v263 = add i32 %v260, %p1
  %v264 = add i32 %v260, %v259
  %v266 = zext i32 %v263 to i64
  %v267 = mul i64 %v266, 4
  %v268 = zext i32 %v264 to i64
  %v269 = mul i64 %v268, 4
  %v270 = getelementptr i8, ptr addrspace(1) %v262, i64 %v267
  %v272 = zext i32 %v259 to i64
  %v273 = mul i64 %v272, 8
  %v274 = getelementptr i8, ptr addrspace(1) %p0, i64 %v273
  %v275 = load i64, ptr addrspace(1) %v274, align 8
  %v276 = sub i64 %v275, %v17
  %v277 = getelementptr i8, ptr addrspace(1) %v270, i64 %v276
  %t4 = ptrtoint ptr addrspace(1) %v277 to i64
  %v279 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v281 = add i32 %v279, 1
  %v282 = getelementptr i8, ptr addrspace(1) %v262, i64 %v269
  %v285 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v286 = load i32, ptr %var0, align 4
  store i32 %v286, ptr %var2, align 4
  br label %while8.cond
while8.cond:
  %v287 = load i32, ptr %var2, align 4
  %v288 = icmp eq i32 %v287, 0
  br i1 %v288, label %while8.body, label %while8.end
while8.body:
  %t5 = ptrtoint ptr addrspace(1) %v282 to i64
  %v289 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v291 = sub i32 %v289, %v281
  %v292 = icmp sge i32 %v291, 0
  %v293 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v294 = sub i64 %v293, %v285
  %v295 = icmp ugt i64 %v294, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v296 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v297 = icmp ne i32 %v296, 0
  %v298 = or i1 %v295, %v297
  br i1 %v292, label %if9.then, label %if9.else
if9.then:
  store i32 1, ptr %var2, align 4
  br label %if9.end
if9.else:
  br i1 %v298, label %if10.then, label %if10.end
if10.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if10.end
if10.end:
  br label %if9.end
if9.end:
  br label %while8.cond
while8.end:
  call void asm sideeffect "fence.acq_rel.sys;", "~{memory}"()
  br label %if7.end
if7.end:
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
