; kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942: 256 threads per block, grid 98
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %var0 = alloca i32, align 4, addrspace(5)
  %var1 = alloca i64, align 8, addrspace(5)
  %var2 = alloca i64, align 8, addrspace(5)
  %var3 = alloca i64, align 8, addrspace(5)
  %var4 = alloca i64, align 8, addrspace(5)
  %var5 = alloca i32, align 4, addrspace(5)
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; reduce push (relay): 2 ranks x 400000 bytes, slices of 4096 bytes per block
  %v22 = zext i32 %v11 to i64
  %v23 = mul i64 %v22, 16
  %v25 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = mul i32 %v12, 2
  %v28 = add i32 %v27, %p1
  %v29 = zext i32 %v28 to i64
  %v31 = mul i64 %v29, 4
  %v32 = getelementptr i8, ptr addrspace(1) %v25, i64 %v31
  %v33 = load atomic i32, ptr addrspace(1) %v32 syncscope("agent") monotonic, align 4
  %v35 = zext i32 %v12 to i64
  %v36 = mul i64 %v35, 32768
  %v37 = getelementptr i8, ptr addrspace(1) %p7, i64 %v36
  %v40 = add i32 %p1, 1
  %v41 = icmp uge i32 %v40, 2
  %v42 = sub i32 %v40, 2
  %v43 = select i1 %v41, i32 %v42, i32 %v40
  %v45 = getelementptr i8, ptr addrspace(1) %v37, i64 0
  %v47 = zext i32 %v43 to i64
  %v48 = mul i64 %v47, 8
  %v49 = getelementptr i8, ptr addrspace(1) %p0, i64 %v48
  %v50 = load i64, ptr addrspace(1) %v49, align 8
  %v51 = sub i64 %v50, %v17
  %v52 = getelementptr i8, ptr addrspace(1) %v45, i64 %v51
  %v54 = icmp eq i32 %v43, 1
  %v56 = sub i32 1, %p1
  %v58 = icmp uge i32 %v56, 2
  %v60 = sub i32 %v56, 2
  %v61 = select i1 %v58, i32 %v60, i32 %v56
  %v63 = icmp eq i32 %p1, 0
  %v64 = zext i32 %v61 to i64
  %v66 = mul i64 %v64, 8388608
  %v67 = getelementptr i8, ptr addrspace(1) %v37, i64 %v66
  %v69 = sub i32 2, %p1
  %v71 = icmp uge i32 %v69, 2
  %v73 = sub i32 %v69, 2
  %v74 = select i1 %v71, i32 %v73, i32 %v69
  %v76 = icmp eq i32 %p1, 1
  %v77 = zext i32 %v74 to i64
  %v79 = mul i64 %v77, 8388608
  %v80 = getelementptr i8, ptr addrspace(1) %v37, i64 %v79
  %v82 = icmp eq i32 %p1, 1
  %v87 = add i64 1, 2
  br label %for0.head
for0.head:
  %v89 = phi i64 [ 0, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v89, %v87
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v90 = trunc i64 %v89 to i32
  %v91 = add i32 %v33, %v90
  %v92 = icmp ult i64 %v89, 1
  ; round l: send slice l
  br i1 %v92, label %if1.then, label %if1.end
if1.then:
  %v94 = zext i32 %v12 to i64
  %v95 = mul i64 %v89, 98
  %v96 = add i64 %v95, %v94
  %v97 = mul i64 %v96, 4096
  %v99 = call i64 @llvm.umax.i64(i64 400000, i64 %v97)
  %v100 = sub i64 %v99, %v97
  %v101 = call i64 @llvm.umin.i64(i64 %v100, i64 4096)
  %v103 = and i32 %v91, 3
  %v105 = zext i32 %v103 to i64
  %v106 = mul i64 %v105, 8388608
  br i1 %v54, label %if2.then, label %if2.end
if2.then:
  %v107 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v108 = getelementptr i8, ptr addrspace(1) %v52, i64 %v106
  %v110 = icmp eq i64 %v101, 4096
  br i1 %v110, label %if3.then, label %if3.else
if3.then:
  %v112 = udiv i64 4096, 32768
  %v113 = mul i64 %v112, 32768
  br label %for4.head
for4.head:
  %v114 = phi i64 [ %v23, %if3.then ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v114, %v113
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v116 = add i64 %v114, 4096
  %v118 = add i64 %v114, 8192
  %v120 = add i64 %v114, 12288
  %v122 = add i64 %v114, 16384
  %v124 = add i64 %v114, 20480
  %v126 = add i64 %v114, 24576
  %v128 = add i64 %v114, 28672
  %v129 = getelementptr i8, ptr addrspace(1) %v107, i64 %v114
  %v130 = load <4 x i32>, ptr addrspace(1) %v129, align 16
  %v131 = getelementptr i8, ptr addrspace(1) %v107, i64 %v116
  %v132 = load <4 x i32>, ptr addrspace(1) %v131, align 16
  %v133 = getelementptr i8, ptr addrspace(1) %v107, i64 %v118
  %v134 = load <4 x i32>, ptr addrspace(1) %v133, align 16
  %v135 = getelementptr i8, ptr addrspace(1) %v107, i64 %v120
  %v136 = load <4 x i32>, ptr addrspace(1) %v135, align 16
  %v137 = getelementptr i8, ptr addrspace(1) %v107, i64 %v122
  %v138 = load <4 x i32>, ptr addrspace(1) %v137, align 16
  %v139 = getelementptr i8, ptr addrspace(1) %v107, i64 %v124
  %v140 = load <4 x i32>, ptr addrspace(1) %v139, align 16
  %v141 = getelementptr i8, ptr addrspace(1) %v107, i64 %v126
  %v142 = load <4 x i32>, ptr addrspace(1) %v141, align 16
  %v143 = getelementptr i8, ptr addrspace(1) %v107, i64 %v128
  %v144 = load <4 x i32>, ptr addrspace(1) %v143, align 16
  %v145 = getelementptr i8, ptr addrspace(1) %v108, i64 %v114
  store <4 x i32> %v130, ptr addrspace(1) %v145, align 16
  %v146 = getelementptr i8, ptr addrspace(1) %v108, i64 %v116
  store <4 x i32> %v132, ptr addrspace(1) %v146, align 16
  %v147 = getelementptr i8, ptr addrspace(1) %v108, i64 %v118
  store <4 x i32> %v134, ptr addrspace(1) %v147, align 16
  %v148 = getelementptr i8, ptr addrspace(1) %v108, i64 %v120
  store <4 x i32> %v136, ptr addrspace(1) %v148, align 16
  %v149 = getelementptr i8, ptr addrspace(1) %v108, i64 %v122
  store <4 x i32> %v138, ptr addrspace(1) %v149, align 16
  %v150 = getelementptr i8, ptr addrspace(1) %v108, i64 %v124
  store <4 x i32> %v140, ptr addrspace(1) %v150, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v108, i64 %v126
  store <4 x i32> %v142, ptr addrspace(1) %v151, align 16
  %v152 = getelementptr i8, ptr addrspace(1) %v108, i64 %v128
  store <4 x i32> %v144, ptr addrspace(1) %v152, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v114, 32768
  br label %for4.head
for4.end:
  store i64 %v113, ptr addrspace(5) %var1, align 8
  %v153 = load i64, ptr addrspace(5) %var1, align 8
  %v155 = sub i64 4096, %v153
  %v156 = icmp uge i64 %v155, 16384
  br i1 %v156, label %if5.then, label %if5.end
if5.then:
  %v157 = add i64 %v153, %v23
  %v159 = add i64 %v157, 4096
  %v161 = add i64 %v157, 8192
  %v163 = add i64 %v157, 12288
  %v164 = getelementptr i8, ptr addrspace(1) %v107, i64 %v157
  %v165 = load <4 x i32>, ptr addrspace(1) %v164, align 16
  %v166 = getelementptr i8, ptr addrspace(1) %v107, i64 %v159
  %v167 = load <4 x i32>, ptr addrspace(1) %v166, align 16
  %v168 = getelementptr i8, ptr addrspace(1) %v107, i64 %v161
  %v169 = load <4 x i32>, ptr addrspace(1) %v168, align 16
  %v170 = getelementptr i8, ptr addrspace(1) %v107, i64 %v163
  %v171 = load <4 x i32>, ptr addrspace(1) %v170, align 16
  %v172 = getelementptr i8, ptr addrspace(1) %v108, i64 %v157
  store <4 x i32> %v165, ptr addrspace(1) %v172, align 16
  %v173 = getelementptr i8, ptr addrspace(1) %v108, i64 %v159
  store <4 x i32> %v167, ptr addrspace(1) %v173, align 16
  %v174 = getelementptr i8, ptr addrspace(1) %v108, i64 %v161
  store <4 x i32> %v169, ptr addrspace(1) %v174, align 16
  %v175 = getelementptr i8, ptr addrspace(1) %v108, i64 %v163
  store <4 x i32> %v171, ptr addrspace(1) %v175, align 16
  %v176 = add i64 %v153, 16384
  store i64 %v176, ptr addrspace(5) %var1, align 8
  br label %if5.end
if5.end:
  %v177 = load i64, ptr addrspace(5) %var1, align 8
  %v179 = sub i64 4096, %v177
  %v180 = icmp uge i64 %v179, 8192
  br i1 %v180, label %if6.then, label %if6.end
if6.then:
  %v181 = add i64 %v177, %v23
  %v183 = add i64 %v181, 4096
  %v184 = getelementptr i8, ptr addrspace(1) %v107, i64 %v181
  %v185 = load <4 x i32>, ptr addrspace(1) %v184, align 16
  %v186 = getelementptr i8, ptr addrspace(1) %v107, i64 %v183
  %v187 = load <4 x i32>, ptr addrspace(1) %v186, align 16
  %v188 = getelementptr i8, ptr addrspace(1) %v108, i64 %v181
  store <4 x i32> %v185, ptr addrspace(1) %v188, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v108, i64 %v183
  store <4 x i32> %v187, ptr addrspace(1) %v189, align 16
  %v190 = add i64 %v177, 8192
  store i64 %v190, ptr addrspace(5) %var1, align 8
  br label %if6.end
if6.end:
  %v191 = load i64, ptr addrspace(5) %var1, align 8
  %v193 = sub i64 4096, %v191
  %v194 = icmp uge i64 %v193, 4096
  br i1 %v194, label %if7.then, label %if7.end
if7.then:
  %v195 = add i64 %v191, %v23
  %v196 = getelementptr i8, ptr addrspace(1) %v107, i64 %v195
  %v197 = load <4 x i32>, ptr addrspace(1) %v196, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v108, i64 %v195
  store <4 x i32> %v197, ptr addrspace(1) %v198, align 16
  %v199 = add i64 %v191, 4096
  store i64 %v199, ptr addrspace(5) %var1, align 8
  br label %if7.end
if7.end:
  %v201 = load i64, ptr addrspace(5) %var1, align 8
  %v202 = add i64 %v201, %v23
  br label %for8.head
for8.head:
  %v203 = phi i64 [ %v202, %if7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i64 %v203, 4096
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v204 = getelementptr i8, ptr addrspace(1) %v107, i64 %v203
  %v205 = load <4 x i32>, ptr addrspace(1) %v204, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v108, i64 %v203
  store <4 x i32> %v205, ptr addrspace(1) %v206, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i64 %v203, 4096
  br label %for8.head
for8.end:
  br label %if3.end
if3.else:
  %v208 = udiv i64 %v101, 32768
  %v209 = mul i64 %v208, 32768
  br label %for9.head
for9.head:
  %v210 = phi i64 [ %v23, %if3.else ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v210, %v209
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v212 = add i64 %v210, 4096
  %v214 = add i64 %v210, 8192
  %v216 = add i64 %v210, 12288
  %v218 = add i64 %v210, 16384
  %v220 = add i64 %v210, 20480
  %v222 = add i64 %v210, 24576
  %v224 = add i64 %v210, 28672
  %v225 = getelementptr i8, ptr addrspace(1) %v107, i64 %v210
  %v226 = load <4 x i32>, ptr addrspace(1) %v225, align 16
  %v227 = getelementptr i8, ptr addrspace(1) %v107, i64 %v212
  %v228 = load <4 x i32>, ptr addrspace(1) %v227, align 16
  %v229 = getelementptr i8, ptr addrspace(1) %v107, i64 %v214
  %v230 = load <4 x i32>, ptr addrspace(1) %v229, align 16
  %v231 = getelementptr i8, ptr addrspace(1) %v107, i64 %v216
  %v232 = load <4 x i32>, ptr addrspace(1) %v231, align 16
  %v233 = getelementptr i8, ptr addrspace(1) %v107, i64 %v218
  %v234 = load <4 x i32>, ptr addrspace(1) %v233, align 16
  %v235 = getelementptr i8, ptr addrspace(1) %v107, i64 %v220
  %v236 = load <4 x i32>, ptr addrspace(1) %v235, align 16
  %v237 = getelementptr i8, ptr addrspace(1) %v107, i64 %v222
  %v238 = load <4 x i32>, ptr addrspace(1) %v237, align 16
  %v239 = getelementptr i8, ptr addrspace(1) %v107, i64 %v224
  %v240 = load <4 x i32>, ptr addrspace(1) %v239, align 16
  %v241 = getelementptr i8, ptr addrspace(1) %v108, i64 %v210
  store <4 x i32> %v226, ptr addrspace(1) %v241, align 16
  %v242 = getelementptr i8, ptr addrspace(1) %v108, i64 %v212
  store <4 x i32> %v228, ptr addrspace(1) %v242, align 16
  %v243 = getelementptr i8, ptr addrspace(1) %v108, i64 %v214
  store <4 x i32> %v230, ptr addrspace(1) %v243, align 16
  %v244 = getelementptr i8, ptr addrspace(1) %v108, i64 %v216
  store <4 x i32> %v232, ptr addrspace(1) %v244, align 16
  %v245 = getelementptr i8, ptr addrspace(1) %v108, i64 %v218
  store <4 x i32> %v234, ptr addrspace(1) %v245, align 16
  %v246 = getelementptr i8, ptr addrspace(1) %v108, i64 %v220
  store <4 x i32> %v236, ptr addrspace(1) %v246, align 16
  %v247 = getelementptr i8, ptr addrspace(1) %v108, i64 %v222
  store <4 x i32> %v238, ptr addrspace(1) %v247, align 16
  %v248 = getelementptr i8, ptr addrspace(1) %v108, i64 %v224
  store <4 x i32> %v240, ptr addrspace(1) %v248, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v210, 32768
  br label %for9.head
for9.end:
  store i64 %v209, ptr addrspace(5) %var2, align 8
  %v249 = load i64, ptr addrspace(5) %var2, align 8
  %v251 = sub i64 %v101, %v249
  %v252 = icmp uge i64 %v251, 16384
  br i1 %v252, label %if10.then, label %if10.end
if10.then:
  %v253 = add i64 %v249, %v23
  %v255 = add i64 %v253, 4096
  %v257 = add i64 %v253, 8192
  %v259 = add i64 %v253, 12288
  %v260 = getelementptr i8, ptr addrspace(1) %v107, i64 %v253
  %v261 = load <4 x i32>, ptr addrspace(1) %v260, align 16
  %v262 = getelementptr i8, ptr addrspace(1) %v107, i64 %v255
  %v263 = load <4 x i32>, ptr addrspace(1) %v262, align 16
  %v264 = getelementptr i8, ptr addrspace(1) %v107, i64 %v257
  %v265 = load <4 x i32>, ptr addrspace(1) %v264, align 16
  %v266 = getelementptr i8, ptr addrspace(1) %v107, i64 %v259
  %v267 = load <4 x i32>, ptr addrspace(1) %v266, align 16
  %v268 = getelementptr i8, ptr addrspace(1) %v108, i64 %v253
  store <4 x i32> %v261, ptr addrspace(1) %v268, align 16
  %v269 = getelementptr i8, ptr addrspace(1) %v108, i64 %v255
  store <4 x i32> %v263, ptr addrspace(1) %v269, align 16
  %v270 = getelementptr i8, ptr addrspace(1) %v108, i64 %v257
  store <4 x i32> %v265, ptr addrspace(1) %v270, align 16
  %v271 = getelementptr i8, ptr addrspace(1) %v108, i64 %v259
  store <4 x i32> %v267, ptr addrspace(1) %v271, align 16
  %v272 = add i64 %v249, 16384
  store i64 %v272, ptr addrspace(5) %var2, align 8
  br label %if10.end
if10.end:
  %v273 = load i64, ptr addrspace(5) %var2, align 8
  %v275 = sub i64 %v101, %v273
  %v276 = icmp uge i64 %v275, 8192
  br i1 %v276, label %if11.then, label %if11.end
if11.then:
  %v277 = add i64 %v273, %v23
  %v279 = add i64 %v277, 4096
  %v280 = getelementptr i8, ptr addrspace(1) %v107, i64 %v277
  %v281 = load <4 x i32>, ptr addrspace(1) %v280, align 16
  %v282 = getelementptr i8, ptr addrspace(1) %v107, i64 %v279
  %v283 = load <4 x i32>, ptr addrspace(1) %v282, align 16
  %v284 = getelementptr i8, ptr addrspace(1) %v108, i64 %v277
  store <4 x i32> %v281, ptr addrspace(1) %v284, align 16
  %v285 = getelementptr i8, ptr addrspace(1) %v108, i64 %v279
  store <4 x i32> %v283, ptr addrspace(1) %v285, align 16
  %v286 = add i64 %v273, 8192
  store i64 %v286, ptr addrspace(5) %var2, align 8
  br label %if11.end
if11.end:
  %v287 = load i64, ptr addrspace(5) %var2, align 8
  %v289 = sub i64 %v101, %v287
  %v290 = icmp uge i64 %v289, 4096
  br i1 %v290, label %if12.then, label %if12.end
if12.then:
  %v291 = add i64 %v287, %v23
  %v292 = getelementptr i8, ptr addrspace(1) %v107, i64 %v291
  %v293 = load <4 x i32>, ptr addrspace(1) %v292, align 16
  %v294 = getelementptr i8, ptr addrspace(1) %v108, i64 %v291
  store <4 x i32> %v293, ptr addrspace(1) %v294, align 16
  %v295 = add i64 %v287, 4096
  store i64 %v295, ptr addrspace(5) %var2, align 8
  br label %if12.end
if12.end:
  %v297 = load i64, ptr addrspace(5) %var2, align 8
  %v298 = add i64 %v297, %v23
  br label %for13.head
for13.head:
  %v299 = phi i64 [ %v298, %if12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v299, %v101
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v300 = getelementptr i8, ptr addrspace(1) %v107, i64 %v299
  %v301 = load <4 x i32>, ptr addrspace(1) %v300, align 16
  %v302 = getelementptr i8, ptr addrspace(1) %v108, i64 %v299
  store <4 x i32> %v301, ptr addrspace(1) %v302, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v299, 4096
  br label %for13.head
for13.end:
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %if1.end
if1.end:
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v304 = icmp uge i64 %v89, 2
  br i1 %v304, label %if14.then, label %if14.end
if14.then:
  br i1 %v82, label %if15.then, label %if15.end
if15.then:
  %v306 = sub i64 %v89, 2
  %v308 = zext i32 %v12 to i64
  %v309 = mul i64 %v306, 98
  %v310 = add i64 %v309, %v308
  %v311 = mul i64 %v310, 4096
  %v313 = call i64 @llvm.umax.i64(i64 400000, i64 %v311)
  %v314 = sub i64 %v313, %v311
  %v315 = call i64 @llvm.umin.i64(i64 %v314, i64 4096)
  %v317 = sub i32 %v91, 2
  %v319 = and i32 %v317, 3
  %v321 = zext i32 %v319 to i64
  %v322 = mul i64 %v321, 8388608
  %v323 = getelementptr i8, ptr addrspace(1) %p2, i64 %v311
  %v324 = getelementptr i8, ptr addrspace(1) %v67, i64 %v322
  %v325 = select i1 %v63, ptr addrspace(1) %v323, ptr addrspace(1) %v324
  %v326 = getelementptr i8, ptr addrspace(1) %v80, i64 %v322
  %v327 = select i1 %v76, ptr addrspace(1) %v323, ptr addrspace(1) %v326
  %v328 = getelementptr i8, ptr addrspace(1) %p3, i64 %v311
  %v330 = icmp eq i64 %v315, 4096
  br i1 %v330, label %if16.then, label %if16.else
if16.then:
  %v332 = udiv i64 4096, 16384
  %v333 = mul i64 %v332, 16384
  br label %for17.head
for17.head:
  %v334 = phi i64 [ %v23, %if16.then ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i64 %v334, %v333
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v336 = add i64 %v334, 4096
  %v338 = add i64 %v334, 8192
  %v340 = add i64 %v334, 12288
  %v341 = getelementptr i8, ptr addrspace(1) %v325, i64 %v334
  %v342 = load <4 x i32>, ptr addrspace(1) %v341, align 16
  %v343 = getelementptr i8, ptr addrspace(1) %v327, i64 %v334
  %v344 = load <4 x i32>, ptr addrspace(1) %v343, align 16
  %v345 = getelementptr i8, ptr addrspace(1) %v325, i64 %v336
  %v346 = load <4 x i32>, ptr addrspace(1) %v345, align 16
  %v347 = getelementptr i8, ptr addrspace(1) %v327, i64 %v336
  %v348 = load <4 x i32>, ptr addrspace(1) %v347, align 16
  %v349 = getelementptr i8, ptr addrspace(1) %v325, i64 %v338
  %v350 = load <4 x i32>, ptr addrspace(1) %v349, align 16
  %v351 = getelementptr i8, ptr addrspace(1) %v327, i64 %v338
  %v352 = load <4 x i32>, ptr addrspace(1) %v351, align 16
  %v353 = getelementptr i8, ptr addrspace(1) %v325, i64 %v340
  %v354 = load <4 x i32>, ptr addrspace(1) %v353, align 16
  %v355 = getelementptr i8, ptr addrspace(1) %v327, i64 %v340
  %v356 = load <4 x i32>, ptr addrspace(1) %v355, align 16
  %v357 = extractelement <4 x i32> %v342, i32 0
  %v358 = extractelement <4 x i32> %v344, i32 0
  %v359 = bitcast i32 %v357 to float
  %v360 = bitcast i32 %v358 to float
  %v361 = call float @llvm.maxnum.f32(float %v359, float %v360)
  %v362 = bitcast float %v361 to i32
  %t0 = insertelement <4 x i32> poison, i32 %v362, i32 0
  %v363 = shufflevector <4 x i32> %t0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v364 = extractelement <4 x i32> %v342, i32 1
  %v365 = extractelement <4 x i32> %v344, i32 1
  %v366 = bitcast i32 %v364 to float
  %v367 = bitcast i32 %v365 to float
  %v368 = call float @llvm.maxnum.f32(float %v366, float %v367)
  %v369 = bitcast float %v368 to i32
  %v370 = insertelement <4 x i32> %v363, i32 %v369, i32 1
  %v371 = extractelement <4 x i32> %v342, i32 2
  %v372 = extractelement <4 x i32> %v344, i32 2
  %v373 = bitcast i32 %v371 to float
  %v374 = bitcast i32 %v372 to float
  %v375 = call float @llvm.maxnum.f32(float %v373, float %v374)
  %v376 = bitcast float %v375 to i32
  %v377 = insertelement <4 x i32> %v370, i32 %v376, i32 2
  %v378 = extractelement <4 x i32> %v342, i32 3
  %v379 = extractelement <4 x i32> %v344, i32 3
  %v380 = bitcast i32 %v378 to float
  %v381 = bitcast i32 %v379 to float
  %v382 = call float @llvm.maxnum.f32(float %v380, float %v381)
  %v383 = bitcast float %v382 to i32
  %v384 = insertelement <4 x i32> %v377, i32 %v383, i32 3
  %v385 = getelementptr i8, ptr addrspace(1) %v328, i64 %v334
  store <4 x i32> %v384, ptr addrspace(1) %v385, align 16
  %v386 = extractelement <4 x i32> %v346, i32 0
  %v387 = extractelement <4 x i32> %v348, i32 0
  %v388 = bitcast i32 %v386 to float
  %v389 = bitcast i32 %v387 to float
  %v390 = call float @llvm.maxnum.f32(float %v388, float %v389)
  %v391 = bitcast float %v390 to i32
  %t1 = insertelement <4 x i32> poison, i32 %v391, i32 0
  %v392 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v393 = extractelement <4 x i32> %v346, i32 1
  %v394 = extractelement <4 x i32> %v348, i32 1
  %v395 = bitcast i32 %v393 to float
  %v396 = bitcast i32 %v394 to float
  %v397 = call float @llvm.maxnum.f32(float %v395, float %v396)
  %v398 = bitcast float %v397 to i32
  %v399 = insertelement <4 x i32> %v392, i32 %v398, i32 1
  %v400 = extractelement <4 x i32> %v346, i32 2
  %v401 = extractelement <4 x i32> %v348, i32 2
  %v402 = bitcast i32 %v400 to float
  %v403 = bitcast i32 %v401 to float
  %v404 = call float @llvm.maxnum.f32(float %v402, float %v403)
  %v405 = bitcast float %v404 to i32
  %v406 = insertelement <4 x i32> %v399, i32 %v405, i32 2
  %v407 = extractelement <4 x i32> %v346, i32 3
  %v408 = extractelement <4 x i32> %v348, i32 3
  %v409 = bitcast i32 %v407 to float
  %v410 = bitcast i32 %v408 to float
  %v411 = call float @llvm.maxnum.f32(float %v409, float %v410)
  %v412 = bitcast float %v411 to i32
  %v413 = insertelement <4 x i32> %v406, i32 %v412, i32 3
  %v414 = getelementptr i8, ptr addrspace(1) %v328, i64 %v336
  store <4 x i32> %v413, ptr addrspace(1) %v414, align 16
  %v415 = extractelement <4 x i32> %v350, i32 0
  %v416 = extractelement <4 x i32> %v352, i32 0
  %v417 = bitcast i32 %v415 to float
  %v418 = bitcast i32 %v416 to float
  %v419 = call float @llvm.maxnum.f32(float %v417, float %v418)
  %v420 = bitcast float %v419 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v420, i32 0
  %v421 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v422 = extractelement <4 x i32> %v350, i32 1
  %v423 = extractelement <4 x i32> %v352, i32 1
  %v424 = bitcast i32 %v422 to float
  %v425 = bitcast i32 %v423 to float
  %v426 = call float @llvm.maxnum.f32(float %v424, float %v425)
  %v427 = bitcast float %v426 to i32
  %v428 = insertelement <4 x i32> %v421, i32 %v427, i32 1
  %v429 = extractelement <4 x i32> %v350, i32 2
  %v430 = extractelement <4 x i32> %v352, i32 2
  %v431 = bitcast i32 %v429 to float
  %v432 = bitcast i32 %v430 to float
  %v433 = call float @llvm.maxnum.f32(float %v431, float %v432)
  %v434 = bitcast float %v433 to i32
  %v435 = insertelement <4 x i32> %v428, i32 %v434, i32 2
  %v436 = extractelement <4 x i32> %v350, i32 3
  %v437 = extractelement <4 x i32> %v352, i32 3
  %v438 = bitcast i32 %v436 to float
  %v439 = bitcast i32 %v437 to float
  %v440 = call float @llvm.maxnum.f32(float %v438, float %v439)
  %v441 = bitcast float %v440 to i32
  %v442 = insertelement <4 x i32> %v435, i32 %v441, i32 3
  %v443 = getelementptr i8, ptr addrspace(1) %v328, i64 %v338
  store <4 x i32> %v442, ptr addrspace(1) %v443, align 16
  %v444 = extractelement <4 x i32> %v354, i32 0
  %v445 = extractelement <4 x i32> %v356, i32 0
  %v446 = bitcast i32 %v444 to float
  %v447 = bitcast i32 %v445 to float
  %v448 = call float @llvm.maxnum.f32(float %v446, float %v447)
  %v449 = bitcast float %v448 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v449, i32 0
  %v450 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v451 = extractelement <4 x i32> %v354, i32 1
  %v452 = extractelement <4 x i32> %v356, i32 1
  %v453 = bitcast i32 %v451 to float
  %v454 = bitcast i32 %v452 to float
  %v455 = call float @llvm.maxnum.f32(float %v453, float %v454)
  %v456 = bitcast float %v455 to i32
  %v457 = insertelement <4 x i32> %v450, i32 %v456, i32 1
  %v458 = extractelement <4 x i32> %v354, i32 2
  %v459 = extractelement <4 x i32> %v356, i32 2
  %v460 = bitcast i32 %v458 to float
  %v461 = bitcast i32 %v459 to float
  %v462 = call float @llvm.maxnum.f32(float %v460, float %v461)
  %v463 = bitcast float %v462 to i32
  %v464 = insertelement <4 x i32> %v457, i32 %v463, i32 2
  %v465 = extractelement <4 x i32> %v354, i32 3
  %v466 = extractelement <4 x i32> %v356, i32 3
  %v467 = bitcast i32 %v465 to float
  %v468 = bitcast i32 %v466 to float
  %v469 = call float @llvm.maxnum.f32(float %v467, float %v468)
  %v470 = bitcast float %v469 to i32
  %v471 = insertelement <4 x i32> %v464, i32 %v470, i32 3
  %v472 = getelementptr i8, ptr addrspace(1) %v328, i64 %v340
  store <4 x i32> %v471, ptr addrspace(1) %v472, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i64 %v334, 16384
  br label %for17.head
for17.end:
  store i64 %v333, ptr addrspace(5) %var3, align 8
  %v473 = load i64, ptr addrspace(5) %var3, align 8
  %v475 = sub i64 4096, %v473
  %v476 = icmp uge i64 %v475, 8192
  br i1 %v476, label %if18.then, label %if18.end
if18.then:
  %v477 = add i64 %v473, %v23
  %v479 = add i64 %v477, 4096
  %v480 = getelementptr i8, ptr addrspace(1) %v325, i64 %v477
  %v481 = load <4 x i32>, ptr addrspace(1) %v480, align 16
  %v482 = getelementptr i8, ptr addrspace(1) %v327, i64 %v477
  %v483 = load <4 x i32>, ptr addrspace(1) %v482, align 16
  %v484 = getelementptr i8, ptr addrspace(1) %v325, i64 %v479
  %v485 = load <4 x i32>, ptr addrspace(1) %v484, align 16
  %v486 = getelementptr i8, ptr addrspace(1) %v327, i64 %v479
  %v487 = load <4 x i32>, ptr addrspace(1) %v486, align 16
  %v488 = extractelement <4 x i32> %v481, i32 0
  %v489 = extractelement <4 x i32> %v483, i32 0
  %v490 = bitcast i32 %v488 to float
  %v491 = bitcast i32 %v489 to float
  %v492 = call float @llvm.maxnum.f32(float %v490, float %v491)
  %v493 = bitcast float %v492 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v493, i32 0
  %v494 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v495 = extractelement <4 x i32> %v481, i32 1
  %v496 = extractelement <4 x i32> %v483, i32 1
  %v497 = bitcast i32 %v495 to float
  %v498 = bitcast i32 %v496 to float
  %v499 = call float @llvm.maxnum.f32(float %v497, float %v498)
  %v500 = bitcast float %v499 to i32
  %v501 = insertelement <4 x i32> %v494, i32 %v500, i32 1
  %v502 = extractelement <4 x i32> %v481, i32 2
  %v503 = extractelement <4 x i32> %v483, i32 2
  %v504 = bitcast i32 %v502 to float
  %v505 = bitcast i32 %v503 to float
  %v506 = call float @llvm.maxnum.f32(float %v504, float %v505)
  %v507 = bitcast float %v506 to i32
  %v508 = insertelement <4 x i32> %v501, i32 %v507, i32 2
  %v509 = extractelement <4 x i32> %v481, i32 3
  %v510 = extractelement <4 x i32> %v483, i32 3
  %v511 = bitcast i32 %v509 to float
  %v512 = bitcast i32 %v510 to float
  %v513 = call float @llvm.maxnum.f32(float %v511, float %v512)
  %v514 = bitcast float %v513 to i32
  %v515 = insertelement <4 x i32> %v508, i32 %v514, i32 3
  %v516 = getelementptr i8, ptr addrspace(1) %v328, i64 %v477
  store <4 x i32> %v515, ptr addrspace(1) %v516, align 16
  %v517 = extractelement <4 x i32> %v485, i32 0
  %v518 = extractelement <4 x i32> %v487, i32 0
  %v519 = bitcast i32 %v517 to float
  %v520 = bitcast i32 %v518 to float
  %v521 = call float @llvm.maxnum.f32(float %v519, float %v520)
  %v522 = bitcast float %v521 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v522, i32 0
  %v523 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v524 = extractelement <4 x i32> %v485, i32 1
  %v525 = extractelement <4 x i32> %v487, i32 1
  %v526 = bitcast i32 %v524 to float
  %v527 = bitcast i32 %v525 to float
  %v528 = call float @llvm.maxnum.f32(float %v526, float %v527)
  %v529 = bitcast float %v528 to i32
  %v530 = insertelement <4 x i32> %v523, i32 %v529, i32 1
  %v531 = extractelement <4 x i32> %v485, i32 2
  %v532 = extractelement <4 x i32> %v487, i32 2
  %v533 = bitcast i32 %v531 to float
  %v534 = bitcast i32 %v532 to float
  %v535 = call float @llvm.maxnum.f32(float %v533, float %v534)
  %v536 = bitcast float %v535 to i32
  %v537 = insertelement <4 x i32> %v530, i32 %v536, i32 2
  %v538 = extractelement <4 x i32> %v485, i32 3
  %v539 = extractelement <4 x i32> %v487, i32 3
  %v540 = bitcast i32 %v538 to float
  %v541 = bitcast i32 %v539 to float
  %v542 = call float @llvm.maxnum.f32(float %v540, float %v541)
  %v543 = bitcast float %v542 to i32
  %v544 = insertelement <4 x i32> %v537, i32 %v543, i32 3
  %v545 = getelementptr i8, ptr addrspace(1) %v328, i64 %v479
  store <4 x i32> %v544, ptr addrspace(1) %v545, align 16
  %v546 = add i64 %v473, 8192
  store i64 %v546, ptr addrspace(5) %var3, align 8
  br label %if18.end
if18.end:
  %v547 = load i64, ptr addrspace(5) %var3, align 8
  %v549 = sub i64 4096, %v547
  %v550 = icmp uge i64 %v549, 4096
  br i1 %v550, label %if19.then, label %if19.end
if19.then:
  %v551 = add i64 %v547, %v23
  %v552 = getelementptr i8, ptr addrspace(1) %v325, i64 %v551
  %v553 = load <4 x i32>, ptr addrspace(1) %v552, align 16
  %v554 = getelementptr i8, ptr addrspace(1) %v327, i64 %v551
  %v555 = load <4 x i32>, ptr addrspace(1) %v554, align 16
  %v556 = extractelement <4 x i32> %v553, i32 0
  %v557 = extractelement <4 x i32> %v555, i32 0
  %v558 = bitcast i32 %v556 to float
  %v559 = bitcast i32 %v557 to float
  %v560 = call float @llvm.maxnum.f32(float %v558, float %v559)
  %v561 = bitcast float %v560 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v561, i32 0
  %v562 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v563 = extractelement <4 x i32> %v553, i32 1
  %v564 = extractelement <4 x i32> %v555, i32 1
  %v565 = bitcast i32 %v563 to float
  %v566 = bitcast i32 %v564 to float
  %v567 = call float @llvm.maxnum.f32(float %v565, float %v566)
  %v568 = bitcast float %v567 to i32
  %v569 = insertelement <4 x i32> %v562, i32 %v568, i32 1
  %v570 = extractelement <4 x i32> %v553, i32 2
  %v571 = extractelement <4 x i32> %v555, i32 2
  %v572 = bitcast i32 %v570 to float
  %v573 = bitcast i32 %v571 to float
  %v574 = call float @llvm.maxnum.f32(float %v572, float %v573)
  %v575 = bitcast float %v574 to i32
  %v576 = insertelement <4 x i32> %v569, i32 %v575, i32 2
  %v577 = extractelement <4 x i32> %v553, i32 3
  %v578 = extractelement <4 x i32> %v555, i32 3
  %v579 = bitcast i32 %v577 to float
  %v580 = bitcast i32 %v578 to float
  %v581 = call float @llvm.maxnum.f32(float %v579, float %v580)
  %v582 = bitcast float %v581 to i32
  %v583 = insertelement <4 x i32> %v576, i32 %v582, i32 3
  %v584 = getelementptr i8, ptr addrspace(1) %v328, i64 %v551
  store <4 x i32> %v583, ptr addrspace(1) %v584, align 16
  %v585 = add i64 %v547, 4096
  store i64 %v585, ptr addrspace(5) %var3, align 8
  br label %if19.end
if19.end:
  %v587 = load i64, ptr addrspace(5) %var3, align 8
  %v588 = add i64 %v587, %v23
  br label %for20.head
for20.head:
  %v589 = phi i64 [ %v588, %if19.end ], [ %for20.next, %for20.latch ]
  %for20.cond = icmp ult i64 %v589, 4096
  br i1 %for20.cond, label %for20.body, label %for20.end
for20.body:
  %v590 = getelementptr i8, ptr addrspace(1) %v325, i64 %v589
  %v591 = load <4 x i32>, ptr addrspace(1) %v590, align 16
  %v592 = getelementptr i8, ptr addrspace(1) %v327, i64 %v589
  %v593 = load <4 x i32>, ptr addrspace(1) %v592, align 16
  %v594 = extractelement <4 x i32> %v591, i32 0
  %v595 = extractelement <4 x i32> %v593, i32 0
  %v596 = bitcast i32 %v594 to float
  %v597 = bitcast i32 %v595 to float
  %v598 = call float @llvm.maxnum.f32(float %v596, float %v597)
  %v599 = bitcast float %v598 to i32
  %t7 = insertelement <4 x i32> poison, i32 %v599, i32 0
  %v600 = shufflevector <4 x i32> %t7, <4 x i32> poison, <4 x i32> zeroinitializer
  %v601 = extractelement <4 x i32> %v591, i32 1
  %v602 = extractelement <4 x i32> %v593, i32 1
  %v603 = bitcast i32 %v601 to float
  %v604 = bitcast i32 %v602 to float
  %v605 = call float @llvm.maxnum.f32(float %v603, float %v604)
  %v606 = bitcast float %v605 to i32
  %v607 = insertelement <4 x i32> %v600, i32 %v606, i32 1
  %v608 = extractelement <4 x i32> %v591, i32 2
  %v609 = extractelement <4 x i32> %v593, i32 2
  %v610 = bitcast i32 %v608 to float
  %v611 = bitcast i32 %v609 to float
  %v612 = call float @llvm.maxnum.f32(float %v610, float %v611)
  %v613 = bitcast float %v612 to i32
  %v614 = insertelement <4 x i32> %v607, i32 %v613, i32 2
  %v615 = extractelement <4 x i32> %v591, i32 3
  %v616 = extractelement <4 x i32> %v593, i32 3
  %v617 = bitcast i32 %v615 to float
  %v618 = bitcast i32 %v616 to float
  %v619 = call float @llvm.maxnum.f32(float %v617, float %v618)
  %v620 = bitcast float %v619 to i32
  %v621 = insertelement <4 x i32> %v614, i32 %v620, i32 3
  %v622 = getelementptr i8, ptr addrspace(1) %v328, i64 %v589
  store <4 x i32> %v621, ptr addrspace(1) %v622, align 16
  br label %for20.latch
for20.latch:
  %for20.next = add i64 %v589, 4096
  br label %for20.head
for20.end:
  br label %if16.end
if16.else:
  %v624 = udiv i64 %v315, 16384
  %v625 = mul i64 %v624, 16384
  br label %for21.head
for21.head:
  %v626 = phi i64 [ %v23, %if16.else ], [ %for21.next, %for21.latch ]
  %for21.cond = icmp ult i64 %v626, %v625
  br i1 %for21.cond, label %for21.body, label %for21.end
for21.body:
  %v628 = add i64 %v626, 4096
  %v630 = add i64 %v626, 8192
  %v632 = add i64 %v626, 12288
  %v633 = getelementptr i8, ptr addrspace(1) %v325, i64 %v626
  %v634 = load <4 x i32>, ptr addrspace(1) %v633, align 16
  %v635 = getelementptr i8, ptr addrspace(1) %v327, i64 %v626
  %v636 = load <4 x i32>, ptr addrspace(1) %v635, align 16
  %v637 = getelementptr i8, ptr addrspace(1) %v325, i64 %v628
  %v638 = load <4 x i32>, ptr addrspace(1) %v637, align 16
  %v639 = getelementptr i8, ptr addrspace(1) %v327, i64 %v628
  %v640 = load <4 x i32>, ptr addrspace(1) %v639, align 16
  %v641 = getelementptr i8, ptr addrspace(1) %v325, i64 %v630
  %v642 = load <4 x i32>, ptr addrspace(1) %v641, align 16
  %v643 = getelementptr i8, ptr addrspace(1) %v327, i64 %v630
  %v644 = load <4 x i32>, ptr addrspace(1) %v643, align 16
  %v645 = getelementptr i8, ptr addrspace(1) %v325, i64 %v632
  %v646 = load <4 x i32>, ptr addrspace(1) %v645, align 16
  %v647 = getelementptr i8, ptr addrspace(1) %v327, i64 %v632
  %v648 = load <4 x i32>, ptr addrspace(1) %v647, align 16
  %v649 = extractelement <4 x i32> %v634, i32 0
  %v650 = extractelement <4 x i32> %v636, i32 0
  %v651 = bitcast i32 %v649 to float
  %v652 = bitcast i32 %v650 to float
  %v653 = call float @llvm.maxnum.f32(float %v651, float %v652)
  %v654 = bitcast float %v653 to i32
  %t8 = insertelement <4 x i32> poison, i32 %v654, i32 0
  %v655 = shufflevector <4 x i32> %t8, <4 x i32> poison, <4 x i32> zeroinitializer
  %v656 = extractelement <4 x i32> %v634, i32 1
  %v657 = extractelement <4 x i32> %v636, i32 1
  %v658 = bitcast i32 %v656 to float
  %v659 = bitcast i32 %v657 to float
  %v660 = call float @llvm.maxnum.f32(float %v658, float %v659)
  %v661 = bitcast float %v660 to i32
  %v662 = insertelement <4 x i32> %v655, i32 %v661, i32 1
  %v663 = extractelement <4 x i32> %v634, i32 2
  %v664 = extractelement <4 x i32> %v636, i32 2
  %v665 = bitcast i32 %v663 to float
  %v666 = bitcast i32 %v664 to float
  %v667 = call float @llvm.maxnum.f32(float %v665, float %v666)
  %v668 = bitcast float %v667 to i32
  %v669 = insertelement <4 x i32> %v662, i32 %v668, i32 2
  %v670 = extractelement <4 x i32> %v634, i32 3
  %v671 = extractelement <4 x i32> %v636, i32 3
  %v672 = bitcast i32 %v670 to float
  %v673 = bitcast i32 %v671 to float
  %v674 = call float @llvm.maxnum.f32(float %v672, float %v673)
  %v675 = bitcast float %v674 to i32
  %v676 = insertelement <4 x i32> %v669, i32 %v675, i32 3
  %v677 = getelementptr i8, ptr addrspace(1) %v328, i64 %v626
  store <4 x i32> %v676, ptr addrspace(1) %v677, align 16
  %v678 = extractelement <4 x i32> %v638, i32 0
  %v679 = extractelement <4 x i32> %v640, i32 0
  %v680 = bitcast i32 %v678 to float
  %v681 = bitcast i32 %v679 to float
  %v682 = call float @llvm.maxnum.f32(float %v680, float %v681)
  %v683 = bitcast float %v682 to i32
  %t9 = insertelement <4 x i32> poison, i32 %v683, i32 0
  %v684 = shufflevector <4 x i32> %t9, <4 x i32> poison, <4 x i32> zeroinitializer
  %v685 = extractelement <4 x i32> %v638, i32 1
  %v686 = extractelement <4 x i32> %v640, i32 1
  %v687 = bitcast i32 %v685 to float
  %v688 = bitcast i32 %v686 to float
  %v689 = call float @llvm.maxnum.f32(float %v687, float %v688)
  %v690 = bitcast float %v689 to i32
  %v691 = insertelement <4 x i32> %v684, i32 %v690, i32 1
  %v692 = extractelement <4 x i32> %v638, i32 2
  %v693 = extractelement <4 x i32> %v640, i32 2
  %v694 = bitcast i32 %v692 to float
  %v695 = bitcast i32 %v693 to float
  %v696 = call float @llvm.maxnum.f32(float %v694, float %v695)
  %v697 = bitcast float %v696 to i32
  %v698 = insertelement <4 x i32> %v691, i32 %v697, i32 2
  %v699 = extractelement <4 x i32> %v638, i32 3
  %v700 = extractelement <4 x i32> %v640, i32 3
  %v701 = bitcast i32 %v699 to float
  %v702 = bitcast i32 %v700 to float
  %v703 = call float @llvm.maxnum.f32(float %v701, float %v702)
  %v704 = bitcast float %v703 to i32
  %v705 = insertelement <4 x i32> %v698, i32 %v704, i32 3
  %v706 = getelementptr i8, ptr addrspace(1) %v328, i64 %v628
  store <4 x i32> %v705, ptr addrspace(1) %v706, align 16
  %v707 = extractelement <4 x i32> %v642, i32 0
  %v708 = extractelement <4 x i32> %v644, i32 0
  %v709 = bitcast i32 %v707 to float
  %v710 = bitcast i32 %v708 to float
  %v711 = call float @llvm.maxnum.f32(float %v709, float %v710)
  %v712 = bitcast float %v711 to i32
  %t10 = insertelement <4 x i32> poison, i32 %v712, i32 0
  %v713 = shufflevector <4 x i32> %t10, <4 x i32> poison, <4 x i32> zeroinitializer
  %v714 = extractelement <4 x i32> %v642, i32 1
  %v715 = extractelement <4 x i32> %v644, i32 1
  %v716 = bitcast i32 %v714 to float
  %v717 = bitcast i32 %v715 to float
  %v718 = call float @llvm.maxnum.f32(float %v716, float %v717)
  %v719 = bitcast float %v718 to i32
  %v720 = insertelement <4 x i32> %v713, i32 %v719, i32 1
  %v721 = extractelement <4 x i32> %v642, i32 2
  %v722 = extractelement <4 x i32> %v644, i32 2
  %v723 = bitcast i32 %v721 to float
  %v724 = bitcast i32 %v722 to float
  %v725 = call float @llvm.maxnum.f32(float %v723, float %v724)
  %v726 = bitcast float %v725 to i32
  %v727 = insertelement <4 x i32> %v720, i32 %v726, i32 2
  %v728 = extractelement <4 x i32> %v642, i32 3
  %v729 = extractelement <4 x i32> %v644, i32 3
  %v730 = bitcast i32 %v728 to float
  %v731 = bitcast i32 %v729 to float
  %v732 = call float @llvm.maxnum.f32(float %v730, float %v731)
  %v733 = bitcast float %v732 to i32
  %v734 = insertelement <4 x i32> %v727, i32 %v733, i32 3
  %v735 = getelementptr i8, ptr addrspace(1) %v328, i64 %v630
  store <4 x i32> %v734, ptr addrspace(1) %v735, align 16
  %v736 = extractelement <4 x i32> %v646, i32 0
  %v737 = extractelement <4 x i32> %v648, i32 0
  %v738 = bitcast i32 %v736 to float
  %v739 = bitcast i32 %v737 to float
  %v740 = call float @llvm.maxnum.f32(float %v738, float %v739)
  %v741 = bitcast float %v740 to i32
  %t11 = insertelement <4 x i32> poison, i32 %v741, i32 0
  %v742 = shufflevector <4 x i32> %t11, <4 x i32> poison, <4 x i32> zeroinitializer
  %v743 = extractelement <4 x i32> %v646, i32 1
  %v744 = extractelement <4 x i32> %v648, i32 1
  %v745 = bitcast i32 %v743 to float
  %v746 = bitcast i32 %v744 to float
  %v747 = call float @llvm.maxnum.f32(float %v745, float %v746)
  %v748 = bitcast float %v747 to i32
  %v749 = insertelement <4 x i32> %v742, i32 %v748, i32 1
  %v750 = extractelement <4 x i32> %v646, i32 2
  %v751 = extractelement <4 x i32> %v648, i32 2
  %v752 = bitcast i32 %v750 to float
  %v753 = bitcast i32 %v751 to float
  %v754 = call float @llvm.maxnum.f32(float %v752, float %v753)
  %v755 = bitcast float %v754 to i32
  %v756 = insertelement <4 x i32> %v749, i32 %v755, i32 2
  %v757 = extractelement <4 x i32> %v646, i32 3
  %v758 = extractelement <4 x i32> %v648, i32 3
  %v759 = bitcast i32 %v757 to float
  %v760 = bitcast i32 %v758 to float
  %v761 = call float @llvm.maxnum.f32(float %v759, float %v760)
  %v762 = bitcast float %v761 to i32
  %v763 = insertelement <4 x i32> %v756, i32 %v762, i32 3
  %v764 = getelementptr i8, ptr addrspace(1) %v328, i64 %v632
  store <4 x i32> %v763, ptr addrspace(1) %v764, align 16
  br label %for21.latch
for21.latch:
  %for21.next = add i64 %v626, 16384
  br label %for21.head
for21.end:
  store i64 %v625, ptr addrspace(5) %var4, align 8
  %v765 = load i64, ptr addrspace(5) %var4, align 8
  %v767 = sub i64 %v315, %v765
  %v768 = icmp uge i64 %v767, 8192
  br i1 %v768, label %if22.then, label %if22.end
if22.then:
  %v769 = add i64 %v765, %v23
  %v771 = add i64 %v769, 4096
  %v772 = getelementptr i8, ptr addrspace(1) %v325, i64 %v769
  %v773 = load <4 x i32>, ptr addrspace(1) %v772, align 16
  %v774 = getelementptr i8, ptr addrspace(1) %v327, i64 %v769
  %v775 = load <4 x i32>, ptr addrspace(1) %v774, align 16
  %v776 = getelementptr i8, ptr addrspace(1) %v325, i64 %v771
  %v777 = load <4 x i32>, ptr addrspace(1) %v776, align 16
  %v778 = getelementptr i8, ptr addrspace(1) %v327, i64 %v771
  %v779 = load <4 x i32>, ptr addrspace(1) %v778, align 16
  %v780 = extractelement <4 x i32> %v773, i32 0
  %v781 = extractelement <4 x i32> %v775, i32 0
  %v782 = bitcast i32 %v780 to float
  %v783 = bitcast i32 %v781 to float
  %v784 = call float @llvm.maxnum.f32(float %v782, float %v783)
  %v785 = bitcast float %v784 to i32
  %t12 = insertelement <4 x i32> poison, i32 %v785, i32 0
  %v786 = shufflevector <4 x i32> %t12, <4 x i32> poison, <4 x i32> zeroinitializer
  %v787 = extractelement <4 x i32> %v773, i32 1
  %v788 = extractelement <4 x i32> %v775, i32 1
  %v789 = bitcast i32 %v787 to float
  %v790 = bitcast i32 %v788 to float
  %v791 = call float @llvm.maxnum.f32(float %v789, float %v790)
  %v792 = bitcast float %v791 to i32
  %v793 = insertelement <4 x i32> %v786, i32 %v792, i32 1
  %v794 = extractelement <4 x i32> %v773, i32 2
  %v795 = extractelement <4 x i32> %v775, i32 2
  %v796 = bitcast i32 %v794 to float
  %v797 = bitcast i32 %v795 to float
  %v798 = call float @llvm.maxnum.f32(float %v796, float %v797)
  %v799 = bitcast float %v798 to i32
  %v800 = insertelement <4 x i32> %v793, i32 %v799, i32 2
  %v801 = extractelement <4 x i32> %v773, i32 3
  %v802 = extractelement <4 x i32> %v775, i32 3
  %v803 = bitcast i32 %v801 to float
  %v804 = bitcast i32 %v802 to float
  %v805 = call float @llvm.maxnum.f32(float %v803, float %v804)
  %v806 = bitcast float %v805 to i32
  %v807 = insertelement <4 x i32> %v800, i32 %v806, i32 3
  %v808 = getelementptr i8, ptr addrspace(1) %v328, i64 %v769
  store <4 x i32> %v807, ptr addrspace(1) %v808, align 16
  %v809 = extractelement <4 x i32> %v777, i32 0
  %v810 = extractelement <4 x i32> %v779, i32 0
  %v811 = bitcast i32 %v809 to float
  %v812 = bitcast i32 %v810 to float
  %v813 = call float @llvm.maxnum.f32(float %v811, float %v812)
  %v814 = bitcast float %v813 to i32
  %t13 = insertelement <4 x i32> poison, i32 %v814, i32 0
  %v815 = shufflevector <4 x i32> %t13, <4 x i32> poison, <4 x i32> zeroinitializer
  %v816 = extractelement <4 x i32> %v777, i32 1
  %v817 = extractelement <4 x i32> %v779, i32 1
  %v818 = bitcast i32 %v816 to float
  %v819 = bitcast i32 %v817 to float
  %v820 = call float @llvm.maxnum.f32(float %v818, float %v819)
  %v821 = bitcast float %v820 to i32
  %v822 = insertelement <4 x i32> %v815, i32 %v821, i32 1
  %v823 = extractelement <4 x i32> %v777, i32 2
  %v824 = extractelement <4 x i32> %v779, i32 2
  %v825 = bitcast i32 %v823 to float
  %v826 = bitcast i32 %v824 to float
  %v827 = call float @llvm.maxnum.f32(float %v825, float %v826)
  %v828 = bitcast float %v827 to i32
  %v829 = insertelement <4 x i32> %v822, i32 %v828, i32 2
  %v830 = extractelement <4 x i32> %v777, i32 3
  %v831 = extractelement <4 x i32> %v779, i32 3
  %v832 = bitcast i32 %v830 to float
  %v833 = bitcast i32 %v831 to float
  %v834 = call float @llvm.maxnum.f32(float %v832, float %v833)
  %v835 = bitcast float %v834 to i32
  %v836 = insertelement <4 x i32> %v829, i32 %v835, i32 3
  %v837 = getelementptr i8, ptr addrspace(1) %v328, i64 %v771
  store <4 x i32> %v836, ptr addrspace(1) %v837, align 16
  %v838 = add i64 %v765, 8192
  store i64 %v838, ptr addrspace(5) %var4, align 8
  br label %if22.end
if22.end:
  %v839 = load i64, ptr addrspace(5) %var4, align 8
  %v841 = sub i64 %v315, %v839
  %v842 = icmp uge i64 %v841, 4096
  br i1 %v842, label %if23.then, label %if23.end
if23.then:
  %v843 = add i64 %v839, %v23
  %v844 = getelementptr i8, ptr addrspace(1) %v325, i64 %v843
  %v845 = load <4 x i32>, ptr addrspace(1) %v844, align 16
  %v846 = getelementptr i8, ptr addrspace(1) %v327, i64 %v843
  %v847 = load <4 x i32>, ptr addrspace(1) %v846, align 16
  %v848 = extractelement <4 x i32> %v845, i32 0
  %v849 = extractelement <4 x i32> %v847, i32 0
  %v850 = bitcast i32 %v848 to float
  %v851 = bitcast i32 %v849 to float
  %v852 = call float @llvm.maxnum.f32(float %v850, float %v851)
  %v853 = bitcast float %v852 to i32
  %t14 = insertelement <4 x i32> poison, i32 %v853, i32 0
  %v854 = shufflevector <4 x i32> %t14, <4 x i32> poison, <4 x i32> zeroinitializer
  %v855 = extractelement <4 x i32> %v845, i32 1
  %v856 = extractelement <4 x i32> %v847, i32 1
  %v857 = bitcast i32 %v855 to float
  %v858 = bitcast i32 %v856 to float
  %v859 = call float @llvm.maxnum.f32(float %v857, float %v858)
  %v860 = bitcast float %v859 to i32
  %v861 = insertelement <4 x i32> %v854, i32 %v860, i32 1
  %v862 = extractelement <4 x i32> %v845, i32 2
  %v863 = extractelement <4 x i32> %v847, i32 2
  %v864 = bitcast i32 %v862 to float
  %v865 = bitcast i32 %v863 to float
  %v866 = call float @llvm.maxnum.f32(float %v864, float %v865)
  %v867 = bitcast float %v866 to i32
  %v868 = insertelement <4 x i32> %v861, i32 %v867, i32 2
  %v869 = extractelement <4 x i32> %v845, i32 3
  %v870 = extractelement <4 x i32> %v847, i32 3
  %v871 = bitcast i32 %v869 to float
  %v872 = bitcast i32 %v870 to float
  %v873 = call float @llvm.maxnum.f32(float %v871, float %v872)
  %v874 = bitcast float %v873 to i32
  %v875 = insertelement <4 x i32> %v868, i32 %v874, i32 3
  %v876 = getelementptr i8, ptr addrspace(1) %v328, i64 %v843
  store <4 x i32> %v875, ptr addrspace(1) %v876, align 16
  %v877 = add i64 %v839, 4096
  store i64 %v877, ptr addrspace(5) %var4, align 8
  br label %if23.end
if23.end:
  %v879 = load i64, ptr addrspace(5) %var4, align 8
  %v880 = add i64 %v879, %v23
  br label %for24.head
for24.head:
  %v881 = phi i64 [ %v880, %if23.end ], [ %for24.next, %for24.latch ]
  %for24.cond = icmp ult i64 %v881, %v315
  br i1 %for24.cond, label %for24.body, label %for24.end
for24.body:
  %v882 = getelementptr i8, ptr addrspace(1) %v325, i64 %v881
  %v883 = load <4 x i32>, ptr addrspace(1) %v882, align 16
  %v884 = getelementptr i8, ptr addrspace(1) %v327, i64 %v881
  %v885 = load <4 x i32>, ptr addrspace(1) %v884, align 16
  %v886 = extractelement <4 x i32> %v883, i32 0
  %v887 = extractelement <4 x i32> %v885, i32 0
  %v888 = bitcast i32 %v886 to float
  %v889 = bitcast i32 %v887 to float
  %v890 = call float @llvm.maxnum.f32(float %v888, float %v889)
  %v891 = bitcast float %v890 to i32
  %t15 = insertelement <4 x i32> poison, i32 %v891, i32 0
  %v892 = shufflevector <4 x i32> %t15, <4 x i32> poison, <4 x i32> zeroinitializer
  %v893 = extractelement <4 x i32> %v883, i32 1
  %v894 = extractelement <4 x i32> %v885, i32 1
  %v895 = bitcast i32 %v893 to float
  %v896 = bitcast i32 %v894 to float
  %v897 = call float @llvm.maxnum.f32(float %v895, float %v896)
  %v898 = bitcast float %v897 to i32
  %v899 = insertelement <4 x i32> %v892, i32 %v898, i32 1
  %v900 = extractelement <4 x i32> %v883, i32 2
  %v901 = extractelement <4 x i32> %v885, i32 2
  %v902 = bitcast i32 %v900 to float
  %v903 = bitcast i32 %v901 to float
  %v904 = call float @llvm.maxnum.f32(float %v902, float %v903)
  %v905 = bitcast float %v904 to i32
  %v906 = insertelement <4 x i32> %v899, i32 %v905, i32 2
  %v907 = extractelement <4 x i32> %v883, i32 3
  %v908 = extractelement <4 x i32> %v885, i32 3
  %v909 = bitcast i32 %v907 to float
  %v910 = bitcast i32 %v908 to float
  %v911 = call float @llvm.maxnum.f32(float %v909, float %v910)
  %v912 = bitcast float %v911 to i32
  %v913 = insertelement <4 x i32> %v906, i32 %v912, i32 3
  %v914 = getelementptr i8, ptr addrspace(1) %v328, i64 %v881
  store <4 x i32> %v913, ptr addrspace(1) %v914, align 16
  br label %for24.latch
for24.latch:
  %for24.next = add i64 %v881, 4096
  br label %for24.head
for24.end:
  br label %if16.end
if16.end:
  br label %if15.end
if15.end:
  br label %if14.end
if14.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v916 = icmp ult i32 %v11, 2
  %v917 = and i1 %v92, %v916
  br i1 %v917, label %if25.then, label %if25.end
if25.then:
  %v918 = add i32 %v91, 1
  %v920 = add i32 %p1, %v11
  %v921 = sub i32 %v920, 2
  %v922 = icmp uge i32 %v920, 2
  %v923 = select i1 %v922, i32 %v921, i32 %v920
  %v925 = zext i32 %v923 to i64
  %v926 = mul i64 %v925, 8
  %v927 = getelementptr i8, ptr addrspace(1) %p0, i64 %v926
  %v928 = load i64, ptr addrspace(1) %v927, align 8
  %v929 = sub i64 %v928, %v17
  %v930 = getelementptr i8, ptr addrspace(1) %v32, i64 %v929
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v918, ptr addrspace(1) %v930 monotonic, align 4
  br label %if25.end
if25.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v931 = icmp ule i64 %v89, 1
  %v933 = icmp uge i64 %v89, 1
  %v934 = and i1 %v933, %v931
  br i1 %v934, label %if26.then, label %if26.end
if26.then:
  %v936 = icmp ult i32 %v11, 2
  %v937 = icmp uge i32 %v11, 1
  %v938 = and i1 %v937, %v936
  br i1 %v938, label %if27.then, label %if27.end
if27.then:
  %v940 = add i32 %p1, %v11
  %v941 = sub i32 %v940, 2
  %v942 = icmp uge i32 %v940, 2
  %v943 = select i1 %v942, i32 %v941, i32 %v940
  %v944 = add i32 %v27, %v943
  %v945 = zext i32 %v944 to i64
  %v947 = mul i64 %v945, 4
  %v948 = getelementptr i8, ptr addrspace(1) %v25, i64 %v947
  %t16 = call i64 @llvm.amdgcn.s.memrealtime()
  %v951 = mul i64 %t16, 10
  %v952 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v952, ptr addrspace(5) %var5, align 4
  br label %while28.cond
while28.cond:
  %v953 = load i32, ptr addrspace(5) %var5, align 4
  %v954 = icmp eq i32 %v953, 0
  br i1 %v954, label %while28.body, label %while28.end
while28.body:
  %v955 = load atomic i32, ptr addrspace(1) %v948 monotonic, align 4
  %v957 = sub i32 %v955, %v91
  %v958 = icmp sge i32 %v957, 0
  %t17 = call i64 @llvm.amdgcn.s.memrealtime()
  %v959 = mul i64 %t17, 10
  %v960 = sub i64 %v959, %v951
  %v961 = icmp ugt i64 %v960, %p6
  %v962 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v963 = icmp ne i32 %v962, 0
  %v964 = or i1 %v961, %v963
  br i1 %v958, label %if29.then, label %if29.else
if29.then:
  store i32 1, ptr addrspace(5) %var5, align 4
  br label %if29.end
if29.else:
  br i1 %v964, label %if30.then, label %if30.end
if30.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var5, align 4
  br label %if30.end
if30.end:
  br label %if29.end
if29.end:
  br label %while28.cond
while28.end:
  fence acquire
  br label %if27.end
if27.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %if26.end
if26.end:
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v89, 1
  br label %for0.head
for0.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
