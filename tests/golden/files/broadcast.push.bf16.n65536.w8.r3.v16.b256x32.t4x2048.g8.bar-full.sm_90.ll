; kernel cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90: 256 threads per block, grid 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr %var0, align 4
  ; broadcast push from rank 3: 131072 bytes
  %v19 = add i32 %p1, 1
  %v20 = icmp uge i32 %v19, 8
  %v21 = sub i32 %v19, 8
  %v22 = select i1 %v20, i32 %v21, i32 %v19
  %v24 = zext i32 %v22 to i64
  %v25 = mul i64 %v24, 8
  %v26 = getelementptr i8, ptr addrspace(1) %p0, i64 %v25
  %v27 = load i64, ptr addrspace(1) %v26, align 8
  %v28 = sub i64 %v27, %v15
  %v29 = getelementptr i8, ptr addrspace(1) %p3, i64 %v28
  %v32 = add i32 %p1, 2
  %v33 = icmp uge i32 %v32, 8
  %v34 = sub i32 %v32, 8
  %v35 = select i1 %v33, i32 %v34, i32 %v32
  %v37 = zext i32 %v35 to i64
  %v38 = mul i64 %v37, 8
  %v39 = getelementptr i8, ptr addrspace(1) %p0, i64 %v38
  %v40 = load i64, ptr addrspace(1) %v39, align 8
  %v41 = sub i64 %v40, %v15
  %v42 = getelementptr i8, ptr addrspace(1) %p3, i64 %v41
  %v45 = add i32 %p1, 3
  %v46 = icmp uge i32 %v45, 8
  %v47 = sub i32 %v45, 8
  %v48 = select i1 %v46, i32 %v47, i32 %v45
  %v50 = zext i32 %v48 to i64
  %v51 = mul i64 %v50, 8
  %v52 = getelementptr i8, ptr addrspace(1) %p0, i64 %v51
  %v53 = load i64, ptr addrspace(1) %v52, align 8
  %v54 = sub i64 %v53, %v15
  %v55 = getelementptr i8, ptr addrspace(1) %p3, i64 %v54
  %v58 = add i32 %p1, 4
  %v59 = icmp uge i32 %v58, 8
  %v60 = sub i32 %v58, 8
  %v61 = select i1 %v59, i32 %v60, i32 %v58
  %v63 = zext i32 %v61 to i64
  %v64 = mul i64 %v63, 8
  %v65 = getelementptr i8, ptr addrspace(1) %p0, i64 %v64
  %v66 = load i64, ptr addrspace(1) %v65, align 8
  %v67 = sub i64 %v66, %v15
  %v68 = getelementptr i8, ptr addrspace(1) %p3, i64 %v67
  %v71 = add i32 %p1, 5
  %v72 = icmp uge i32 %v71, 8
  %v73 = sub i32 %v71, 8
  %v74 = select i1 %v72, i32 %v73, i32 %v71
  %v76 = zext i32 %v74 to i64
  %v77 = mul i64 %v76, 8
  %v78 = getelementptr i8, ptr addrspace(1) %p0, i64 %v77
  %v79 = load i64, ptr addrspace(1) %v78, align 8
  %v80 = sub i64 %v79, %v15
  %v81 = getelementptr i8, ptr addrspace(1) %p3, i64 %v80
  %v84 = add i32 %p1, 6
  %v85 = icmp uge i32 %v84, 8
  %v86 = sub i32 %v84, 8
  %v87 = select i1 %v85, i32 %v86, i32 %v84
  %v89 = zext i32 %v87 to i64
  %v90 = mul i64 %v89, 8
  %v91 = getelementptr i8, ptr addrspace(1) %p0, i64 %v90
  %v92 = load i64, ptr addrspace(1) %v91, align 8
  %v93 = sub i64 %v92, %v15
  %v94 = getelementptr i8, ptr addrspace(1) %p3, i64 %v93
  %v97 = add i32 %p1, 7
  %v98 = icmp uge i32 %v97, 8
  %v99 = sub i32 %v97, 8
  %v100 = select i1 %v98, i32 %v99, i32 %v97
  %v102 = zext i32 %v100 to i64
  %v103 = mul i64 %v102, 8
  %v104 = getelementptr i8, ptr addrspace(1) %p0, i64 %v103
  %v105 = load i64, ptr addrspace(1) %v104, align 8
  %v106 = sub i64 %v105, %v15
  %v107 = getelementptr i8, ptr addrspace(1) %p3, i64 %v106
  ; start: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v109 = icmp ult i32 %v9, 8
  br i1 %v109, label %if0.then, label %if0.end
if0.then:
  %v111 = add i32 %p1, %v9
  %v112 = sub i32 %v111, 8
  %v113 = icmp uge i32 %v111, 8
  %v114 = select i1 %v113, i32 %v112, i32 %v111
  %v115 = mul i32 %v10, 8
  %v117 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v118 = add i32 %v115, %p1
  %v119 = add i32 %v115, %v114
  %v121 = zext i32 %v118 to i64
  %v122 = mul i64 %v121, 4
  %v123 = zext i32 %v119 to i64
  %v124 = mul i64 %v123, 4
  %v125 = getelementptr i8, ptr addrspace(1) %v117, i64 %v122
  %v127 = zext i32 %v114 to i64
  %v128 = mul i64 %v127, 8
  %v129 = getelementptr i8, ptr addrspace(1) %p0, i64 %v128
  %v130 = load i64, ptr addrspace(1) %v129, align 8
  %v131 = sub i64 %v130, %v15
  %v132 = getelementptr i8, ptr addrspace(1) %v125, i64 %v131
  %t0 = ptrtoint ptr addrspace(1) %v132 to i64
  %v134 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v136 = add i32 %v134, 1
  %v137 = getelementptr i8, ptr addrspace(1) %v117, i64 %v124
  %v140 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v141 = load i32, ptr %var0, align 4
  store i32 %v141, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v142 = load i32, ptr %var1, align 4
  %v143 = icmp eq i32 %v142, 0
  br i1 %v143, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v137 to i64
  %v144 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v146 = sub i32 %v144, %v136
  %v147 = icmp sge i32 %v146, 0
  %v148 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v149 = sub i64 %v148, %v140
  %v150 = icmp ugt i64 %v149, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v151 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v152 = icmp ne i32 %v151, 0
  %v153 = or i1 %v150, %v152
  br i1 %v147, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v153, label %if3.then, label %if3.end
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
  br label %if0.end
if0.end:
  call void @llvm.nvvm.barrier0()
  %v156 = icmp eq i32 %p1, 3
  br i1 %v156, label %if4.then, label %if4.end
if4.then:
  %v158 = zext i32 %v9 to i64
  %v159 = mul i64 %v158, 16
  ; 8 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  %v162 = zext i32 %v10 to i64
  br label %for5.head
for5.head:
  %v163 = phi i64 [ %v162, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v163, 8
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v165 = mul i64 %v163, 16384
  %v166 = add i64 %v159, %v165
  %v168 = add i64 %v166, 4096
  %v170 = add i64 %v166, 8192
  %v172 = add i64 %v166, 12288
  %v173 = getelementptr i8, ptr addrspace(1) %p2, i64 %v166
  %v174 = load <4 x i32>, ptr addrspace(1) %v173, align 16
  %v175 = getelementptr i8, ptr addrspace(1) %p2, i64 %v168
  %v176 = load <4 x i32>, ptr addrspace(1) %v175, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %p2, i64 %v170
  %v178 = load <4 x i32>, ptr addrspace(1) %v177, align 16
  %v179 = getelementptr i8, ptr addrspace(1) %p2, i64 %v172
  %v180 = load <4 x i32>, ptr addrspace(1) %v179, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %p3, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v181, align 16
  %v182 = getelementptr i8, ptr addrspace(1) %p3, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v182, align 16
  %v183 = getelementptr i8, ptr addrspace(1) %p3, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v183, align 16
  %v184 = getelementptr i8, ptr addrspace(1) %p3, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v184, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %v29, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v185, align 16
  %v186 = getelementptr i8, ptr addrspace(1) %v29, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v186, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %v29, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v187, align 16
  %v188 = getelementptr i8, ptr addrspace(1) %v29, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v188, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v42, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v189, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v42, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v190, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %v42, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v191, align 16
  %v192 = getelementptr i8, ptr addrspace(1) %v42, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v192, align 16
  %v193 = getelementptr i8, ptr addrspace(1) %v55, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v193, align 16
  %v194 = getelementptr i8, ptr addrspace(1) %v55, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v194, align 16
  %v195 = getelementptr i8, ptr addrspace(1) %v55, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v195, align 16
  %v196 = getelementptr i8, ptr addrspace(1) %v55, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v196, align 16
  %v197 = getelementptr i8, ptr addrspace(1) %v68, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v197, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v68, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v198, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v68, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v199, align 16
  %v200 = getelementptr i8, ptr addrspace(1) %v68, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v200, align 16
  %v201 = getelementptr i8, ptr addrspace(1) %v81, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v201, align 16
  %v202 = getelementptr i8, ptr addrspace(1) %v81, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v202, align 16
  %v203 = getelementptr i8, ptr addrspace(1) %v81, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v203, align 16
  %v204 = getelementptr i8, ptr addrspace(1) %v81, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v204, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v94, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v205, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v94, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v206, align 16
  %v207 = getelementptr i8, ptr addrspace(1) %v94, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v207, align 16
  %v208 = getelementptr i8, ptr addrspace(1) %v94, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v208, align 16
  %v209 = getelementptr i8, ptr addrspace(1) %v107, i64 %v166
  store <4 x i32> %v174, ptr addrspace(1) %v209, align 16
  %v210 = getelementptr i8, ptr addrspace(1) %v107, i64 %v168
  store <4 x i32> %v176, ptr addrspace(1) %v210, align 16
  %v211 = getelementptr i8, ptr addrspace(1) %v107, i64 %v170
  store <4 x i32> %v178, ptr addrspace(1) %v211, align 16
  %v212 = getelementptr i8, ptr addrspace(1) %v107, i64 %v172
  store <4 x i32> %v180, ptr addrspace(1) %v212, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v163, 8
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 8 ranks
  call void @llvm.nvvm.barrier0()
  %v214 = icmp ult i32 %v9, 8
  br i1 %v214, label %if6.then, label %if6.end
if6.then:
  %v216 = add i32 %p1, %v9
  %v217 = sub i32 %v216, 8
  %v218 = icmp uge i32 %v216, 8
  %v219 = select i1 %v218, i32 %v217, i32 %v216
  %v220 = mul i32 %v10, 8
  %v222 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v223 = add i32 %v220, %p1
  %v224 = add i32 %v220, %v219
  %v226 = zext i32 %v223 to i64
  %v227 = mul i64 %v226, 4
  %v228 = zext i32 %v224 to i64
  %v229 = mul i64 %v228, 4
  %v230 = getelementptr i8, ptr addrspace(1) %v222, i64 %v227
  %v232 = zext i32 %v219 to i64
  %v233 = mul i64 %v232, 8
  %v234 = getelementptr i8, ptr addrspace(1) %p0, i64 %v233
  %v235 = load i64, ptr addrspace(1) %v234, align 8
  %v236 = sub i64 %v235, %v15
  %v237 = getelementptr i8, ptr addrspace(1) %v230, i64 %v236
  %t4 = ptrtoint ptr addrspace(1) %v237 to i64
  %v239 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t4, i32 1)
  %v241 = add i32 %v239, 1
  %v242 = getelementptr i8, ptr addrspace(1) %v222, i64 %v229
  %v245 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v246 = load i32, ptr %var0, align 4
  store i32 %v246, ptr %var2, align 4
  br label %while7.cond
while7.cond:
  %v247 = load i32, ptr %var2, align 4
  %v248 = icmp eq i32 %v247, 0
  br i1 %v248, label %while7.body, label %while7.end
while7.body:
  %t5 = ptrtoint ptr addrspace(1) %v242 to i64
  %v249 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t5)
  %v251 = sub i32 %v249, %v241
  %v252 = icmp sge i32 %v251, 0
  %v253 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v254 = sub i64 %v253, %v245
  %v255 = icmp ugt i64 %v254, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v256 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v257 = icmp ne i32 %v256, 0
  %v258 = or i1 %v255, %v257
  br i1 %v252, label %if8.then, label %if8.else
if8.then:
  store i32 1, ptr %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v258, label %if9.then, label %if9.end
if9.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var2, align 4
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  br label %while7.cond
while7.end:
  br label %if6.end
if6.end:
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
