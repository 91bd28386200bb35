; kernel cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90: 256 threads per block, grid 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; broadcast push from rank 3: 131072 bytes
  %v22 = add i32 %p1, 1
  %v23 = icmp uge i32 %v22, 8
  %v24 = sub i32 %v22, 8
  %v25 = select i1 %v23, i32 %v24, i32 %v22
  %v27 = zext i32 %v25 to i64
  %v28 = mul i64 %v27, 8
  %v29 = getelementptr i8, ptr addrspace(1) %p0, i64 %v28
  %v30 = load i64, ptr addrspace(1) %v29, align 8
  %v31 = sub i64 %v30, %v17
  %v32 = getelementptr i8, ptr addrspace(1) %p3, i64 %v31
  %v35 = add i32 %p1, 2
  %v36 = icmp uge i32 %v35, 8
  %v37 = sub i32 %v35, 8
  %v38 = select i1 %v36, i32 %v37, i32 %v35
  %v40 = zext i32 %v38 to i64
  %v41 = mul i64 %v40, 8
  %v42 = getelementptr i8, ptr addrspace(1) %p0, i64 %v41
  %v43 = load i64, ptr addrspace(1) %v42, align 8
  %v44 = sub i64 %v43, %v17
  %v45 = getelementptr i8, ptr addrspace(1) %p3, i64 %v44
  %v48 = add i32 %p1, 3
  %v49 = icmp uge i32 %v48, 8
  %v50 = sub i32 %v48, 8
  %v51 = select i1 %v49, i32 %v50, i32 %v48
  %v53 = zext i32 %v51 to i64
  %v54 = mul i64 %v53, 8
  %v55 = getelementptr i8, ptr addrspace(1) %p0, i64 %v54
  %v56 = load i64, ptr addrspace(1) %v55, align 8
  %v57 = sub i64 %v56, %v17
  %v58 = getelementptr i8, ptr addrspace(1) %p3, i64 %v57
  %v61 = add i32 %p1, 4
  %v62 = icmp uge i32 %v61, 8
  %v63 = sub i32 %v61, 8
  %v64 = select i1 %v62, i32 %v63, i32 %v61
  %v66 = zext i32 %v64 to i64
  %v67 = mul i64 %v66, 8
  %v68 = getelementptr i8, ptr addrspace(1) %p0, i64 %v67
  %v69 = load i64, ptr addrspace(1) %v68, align 8
  %v70 = sub i64 %v69, %v17
  %v71 = getelementptr i8, ptr addrspace(1) %p3, i64 %v70
  %v74 = add i32 %p1, 5
  %v75 = icmp uge i32 %v74, 8
  %v76 = sub i32 %v74, 8
  %v77 = select i1 %v75, i32 %v76, i32 %v74
  %v79 = zext i32 %v77 to i64
  %v80 = mul i64 %v79, 8
  %v81 = getelementptr i8, ptr addrspace(1) %p0, i64 %v80
  %v82 = load i64, ptr addrspace(1) %v81, align 8
  %v83 = sub i64 %v82, %v17
  %v84 = getelementptr i8, ptr addrspace(1) %p3, i64 %v83
  %v87 = add i32 %p1, 6
  %v88 = icmp uge i32 %v87, 8
  %v89 = sub i32 %v87, 8
  %v90 = select i1 %v88, i32 %v89, i32 %v87
  %v92 = zext i32 %v90 to i64
  %v93 = mul i64 %v92, 8
  %v94 = getelementptr i8, ptr addrspace(1) %p0, i64 %v93
  %v95 = load i64, ptr addrspace(1) %v94, align 8
  %v96 = sub i64 %v95, %v17
  %v97 = getelementptr i8, ptr addrspace(1) %p3, i64 %v96
  %v100 = add i32 %p1, 7
  %v101 = icmp uge i32 %v100, 8
  %v102 = sub i32 %v100, 8
  %v103 = select i1 %v101, i32 %v102, i32 %v100
  %v105 = zext i32 %v103 to i64
  %v106 = mul i64 %v105, 8
  %v107 = getelementptr i8, ptr addrspace(1) %p0, i64 %v106
  %v108 = load i64, ptr addrspace(1) %v107, align 8
  %v109 = sub i64 %v108, %v17
  %v110 = getelementptr i8, ptr addrspace(1) %p3, i64 %v109
  ; start: block barrier across 8 ranks
  %v113 = icmp ult i32 %v11, 8
  %v115 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v116 = mul i32 %v12, 8
  %v117 = add i32 %v116, %p1
  %v118 = zext i32 %v117 to i64
  %v119 = mul i64 %v118, 4
  %v120 = getelementptr i8, ptr addrspace(1) %v115, i64 %v119
  br i1 %v113, label %if0.then, label %if0.end
if0.then:
  %t0 = ptrtoint ptr addrspace(1) %v120 to i64
  %v122 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t0)
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v122, %if0.then ], [ 0, %entry ]
  call void @llvm.nvvm.barrier0()
  br i1 %v113, label %if1.then, label %if1.end
if1.then:
  %v123 = add i32 %p1, %v11
  %v124 = sub i32 %v123, 8
  %v125 = icmp uge i32 %v123, 8
  %v126 = select i1 %v125, i32 %v124, i32 %v123
  %v127 = add i32 %v116, %v126
  %v128 = zext i32 %v127 to i64
  %v129 = mul i64 %v128, 4
  %v132 = add i32 %phi0, 1
  %v134 = zext i32 %v126 to i64
  %v135 = mul i64 %v134, 8
  %v136 = getelementptr i8, ptr addrspace(1) %p0, i64 %v135
  %v137 = load i64, ptr addrspace(1) %v136, align 8
  %v138 = sub i64 %v137, %v17
  %v139 = getelementptr i8, ptr addrspace(1) %v120, i64 %v138
  %t1 = ptrtoint ptr addrspace(1) %v139 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t1, i32 %v132)
  %v140 = getelementptr i8, ptr addrspace(1) %v115, i64 %v129
  %v143 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v146 = icmp eq i32 %phi2, 0
  br i1 %v146, label %while2.body, label %while2.end
while2.body:
  %t2 = ptrtoint ptr addrspace(1) %v140 to i64
  %v147 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v149 = sub i32 %v147, %v132
  %v150 = icmp sge i32 %v149, 0
  %v151 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v152 = sub i64 %v151, %v143
  %v153 = icmp ugt i64 %v152, %p6
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  %v154 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t3)
  %v155 = icmp ne i32 %v154, 0
  %v156 = or i1 %v153, %v155
  br i1 %v150, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v156, label %if4.then, label %if4.end
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
  %t5 = ptrtoint ptr addrspace(1) %v140 to i64
  %v158 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.nvvm.barrier0()
  %v160 = icmp eq i32 %p1, 3
  br i1 %v160, label %if5.then, label %if5.end
if5.then:
  ; 8 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v162 = mul i32 %v11, 16
  %v165 = zext i32 %v12 to i64
  br label %for6.head
for6.head:
  %v166 = phi i64 [ %v165, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v166, 8
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v167 = trunc i64 %v166 to i32
  %v169 = mul i32 %v167, 16384
  %v170 = add i32 %v169, %v162
  %v171 = zext i32 %v170 to i64
  %v173 = add i32 %v170, 4096
  %v174 = zext i32 %v173 to i64
  %v176 = add i32 %v170, 8192
  %v177 = zext i32 %v176 to i64
  %v179 = add i32 %v170, 12288
  %v180 = zext i32 %v179 to i64
  %v181 = getelementptr i8, ptr addrspace(1) %p2, i64 %v171
  %v182 = load <4 x i32>, ptr addrspace(1) %v181, align 16
  %v183 = getelementptr i8, ptr addrspace(1) %p2, i64 %v174
  %v184 = load <4 x i32>, ptr addrspace(1) %v183, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %p2, i64 %v177
  %v186 = load <4 x i32>, ptr addrspace(1) %v185, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %p2, i64 %v180
  %v188 = load <4 x i32>, ptr addrspace(1) %v187, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %p3, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v189, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %p3, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v190, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %p3, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v191, align 16
  %v192 = getelementptr i8, ptr addrspace(1) %p3, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v192, align 16
  %v193 = getelementptr i8, ptr addrspace(1) %v32, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v193, align 16
  %v194 = getelementptr i8, ptr addrspace(1) %v32, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v194, align 16
  %v195 = getelementptr i8, ptr addrspace(1) %v32, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v195, align 16
  %v196 = getelementptr i8, ptr addrspace(1) %v32, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v196, align 16
  %v197 = getelementptr i8, ptr addrspace(1) %v45, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v197, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v45, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v198, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v45, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v199, align 16
  %v200 = getelementptr i8, ptr addrspace(1) %v45, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v200, align 16
  %v201 = getelementptr i8, ptr addrspace(1) %v58, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v201, align 16
  %v202 = getelementptr i8, ptr addrspace(1) %v58, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v202, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v58, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v203, align 16
  %v204 = getelementptr i8, ptr addrspace(1) %v58, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v204, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v71, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v205, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v71, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v206, align 16
  %v207 = getelementptr i8, ptr addrspace(1) %v71, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v207, align 16
  %v208 = getelementptr i8, ptr addrspace(1) %v71, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v208, align 16
  %v209 = getelementptr i8, ptr addrspace(1) %v84, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v209, align 16
  %v210 = getelementptr i8, ptr addrspace(1) %v84, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v210, align 16
  %v211 = getelementptr i8, ptr addrspace(1) %v84, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v211, align 16
  %v212 = getelementptr i8, ptr addrspace(1) %v84, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v212, align 16
  %v213 = getelementptr i8, ptr addrspace(1) %v97, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v213, align 16
  %v214 = getelementptr i8, ptr addrspace(1) %v97, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v214, align 16
  %v215 = getelementptr i8, ptr addrspace(1) %v97, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v215, align 16
  %v216 = getelementptr i8, ptr addrspace(1) %v97, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v216, align 16
  %v217 = getelementptr i8, ptr addrspace(1) %v110, i64 %v171
  store <4 x i32> %v182, ptr addrspace(1) %v217, align 16
  %v218 = getelementptr i8, ptr addrspace(1) %v110, i64 %v174
  store <4 x i32> %v184, ptr addrspace(1) %v218, align 16
  %v219 = getelementptr i8, ptr addrspace(1) %v110, i64 %v177
  store <4 x i32> %v186, ptr addrspace(1) %v219, align 16
  %v220 = getelementptr i8, ptr addrspace(1) %v110, i64 %v180
  store <4 x i32> %v188, ptr addrspace(1) %v220, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v166, 8
  br label %for6.head
for6.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 8 ranks
  %v223 = icmp ult i32 %v11, 8
  %v225 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v226 = mul i32 %v12, 8
  %v227 = add i32 %v226, %p1
  %v228 = zext i32 %v227 to i64
  %v229 = mul i64 %v228, 4
  %v230 = getelementptr i8, ptr addrspace(1) %v225, i64 %v229
  br i1 %v223, label %if7.then, label %if7.end
if7.then:
  %t6 = ptrtoint ptr addrspace(1) %v230 to i64
  %v232 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  br label %if7.end
if7.end:
  %phi9 = phi i32 [ %v232, %if7.then ], [ 0, %if5.end ]
  call void @llvm.nvvm.barrier0()
  br i1 %v223, label %if8.then, label %if8.end
if8.then:
  %v233 = add i32 %p1, %v11
  %v234 = sub i32 %v233, 8
  %v235 = icmp uge i32 %v233, 8
  %v236 = select i1 %v235, i32 %v234, i32 %v233
  %v237 = add i32 %v226, %v236
  %v238 = zext i32 %v237 to i64
  %v239 = mul i64 %v238, 4
  %v242 = add i32 %phi9, 1
  %v244 = zext i32 %v236 to i64
  %v245 = mul i64 %v244, 8
  %v246 = getelementptr i8, ptr addrspace(1) %p0, i64 %v245
  %v247 = load i64, ptr addrspace(1) %v246, align 8
  %v248 = sub i64 %v247, %v17
  %v249 = getelementptr i8, ptr addrspace(1) %v230, i64 %v248
  %t7 = ptrtoint ptr addrspace(1) %v249 to i64
  call void asm sideeffect "st.release.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 %v242)
  %v250 = getelementptr i8, ptr addrspace(1) %v225, i64 %v239
  %v253 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while9.cond
while9.cond:
  %phi10 = phi i32 [ %phi7, %if8.then ], [ %phi14, %if10.end ]
  %phi11 = phi i32 [ %phi7, %if8.then ], [ %phi15, %if10.end ]
  %v256 = icmp eq i32 %phi11, 0
  br i1 %v256, label %while9.body, label %while9.end
while9.body:
  %t8 = ptrtoint ptr addrspace(1) %v250 to i64
  %v257 = call i32 asm sideeffect "ld.relaxed.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v259 = sub i32 %v257, %v242
  %v260 = icmp sge i32 %v259, 0
  %v261 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v262 = sub i64 %v261, %v253
  %v263 = icmp ugt i64 %v262, %p6
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  %v264 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t9)
  %v265 = icmp ne i32 %v264, 0
  %v266 = or i1 %v263, %v265
  br i1 %v260, label %if10.then, label %if10.else
if10.then:
  br label %if10.end
if10.else:
  br i1 %v266, label %if11.then, label %if11.end
if11.then:
  %t10 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t10, i32 1)
  br label %if11.end
if11.end:
  %phi12 = phi i32 [ 1, %if11.then ], [ %phi10, %if10.else ]
  %phi13 = phi i32 [ 1, %if11.then ], [ %phi11, %if10.else ]
  br label %if10.end
if10.end:
  %phi14 = phi i32 [ %phi10, %if10.then ], [ %phi12, %if11.end ]
  %phi15 = phi i32 [ 1, %if10.then ], [ %phi13, %if11.end ]
  br label %while9.cond
while9.end:
  %t11 = ptrtoint ptr addrspace(1) %v250 to i64
  %v268 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t11)
  br label %if8.end
if8.end:
  %phi16 = phi i32 [ %phi10, %while9.end ], [ %phi7, %if7.end ]
  %phi17 = phi i32 [ %phi11, %while9.end ], [ poison, %if7.end ]
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
!1 = !{ptr @cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90, !"maxntidx", i32 256}
