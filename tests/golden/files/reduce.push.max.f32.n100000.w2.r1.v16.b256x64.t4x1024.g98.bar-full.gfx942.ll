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
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
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
  %phi0 = phi i32 [ 0, %entry ], [ %phi36, %for0.latch ]
  %phi1 = phi i32 [ poison, %entry ], [ %phi16, %for0.latch ]
  %phi2 = phi i32 [ poison, %entry ], [ %phi17, %for0.latch ]
  %phi3 = phi i32 [ poison, %entry ], [ %phi26, %for0.latch ]
  %phi4 = phi i32 [ poison, %entry ], [ %phi27, %for0.latch ]
  %phi5 = phi i32 [ poison, %entry ], [ %phi37, %for0.latch ]
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
  %v111 = trunc i64 4096 to i32
  %v112 = trunc i64 %v23 to i32
  %v114 = udiv i32 %v111, 32768
  %v115 = mul i32 %v114, 32768
  br label %for4.head
for4.head:
  %v117 = phi i32 [ 0, %if3.then ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i32 %v117, %v115
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v118 = add i32 %v117, %v112
  %v119 = zext i32 %v118 to i64
  %v121 = add i32 %v118, 4096
  %v122 = zext i32 %v121 to i64
  %v124 = add i32 %v118, 8192
  %v125 = zext i32 %v124 to i64
  %v127 = add i32 %v118, 12288
  %v128 = zext i32 %v127 to i64
  %v130 = add i32 %v118, 16384
  %v131 = zext i32 %v130 to i64
  %v133 = add i32 %v118, 20480
  %v134 = zext i32 %v133 to i64
  %v136 = add i32 %v118, 24576
  %v137 = zext i32 %v136 to i64
  %v139 = add i32 %v118, 28672
  %v140 = zext i32 %v139 to i64
  %v141 = getelementptr i8, ptr addrspace(1) %v107, i64 %v119
  %v142 = load <4 x i32>, ptr addrspace(1) %v141, align 16
  %v143 = getelementptr i8, ptr addrspace(1) %v107, i64 %v122
  %v144 = load <4 x i32>, ptr addrspace(1) %v143, align 16
  %v145 = getelementptr i8, ptr addrspace(1) %v107, i64 %v125
  %v146 = load <4 x i32>, ptr addrspace(1) %v145, align 16
  %v147 = getelementptr i8, ptr addrspace(1) %v107, i64 %v128
  %v148 = load <4 x i32>, ptr addrspace(1) %v147, align 16
  %v149 = getelementptr i8, ptr addrspace(1) %v107, i64 %v131
  %v150 = load <4 x i32>, ptr addrspace(1) %v149, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v107, i64 %v134
  %v152 = load <4 x i32>, ptr addrspace(1) %v151, align 16
  %v153 = getelementptr i8, ptr addrspace(1) %v107, i64 %v137
  %v154 = load <4 x i32>, ptr addrspace(1) %v153, align 16
  %v155 = getelementptr i8, ptr addrspace(1) %v107, i64 %v140
  %v156 = load <4 x i32>, ptr addrspace(1) %v155, align 16
  %v157 = getelementptr i8, ptr addrspace(1) %v108, i64 %v119
  store <4 x i32> %v142, ptr addrspace(1) %v157, align 16
  %v158 = getelementptr i8, ptr addrspace(1) %v108, i64 %v122
  store <4 x i32> %v144, ptr addrspace(1) %v158, align 16
  %v159 = getelementptr i8, ptr addrspace(1) %v108, i64 %v125
  store <4 x i32> %v146, ptr addrspace(1) %v159, align 16
  %v160 = getelementptr i8, ptr addrspace(1) %v108, i64 %v128
  store <4 x i32> %v148, ptr addrspace(1) %v160, align 16
  %v161 = getelementptr i8, ptr addrspace(1) %v108, i64 %v131
  store <4 x i32> %v150, ptr addrspace(1) %v161, align 16
  %v162 = getelementptr i8, ptr addrspace(1) %v108, i64 %v134
  store <4 x i32> %v152, ptr addrspace(1) %v162, align 16
  %v163 = getelementptr i8, ptr addrspace(1) %v108, i64 %v137
  store <4 x i32> %v154, ptr addrspace(1) %v163, align 16
  %v164 = getelementptr i8, ptr addrspace(1) %v108, i64 %v140
  store <4 x i32> %v156, ptr addrspace(1) %v164, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i32 %v117, 32768
  br label %for4.head
for4.end:
  %v167 = sub i32 %v111, %v115
  %v168 = icmp uge i32 %v167, 16384
  br i1 %v168, label %if5.then, label %if5.end
if5.then:
  %v169 = add i32 %v115, %v112
  %v170 = zext i32 %v169 to i64
  %v172 = add i32 %v169, 4096
  %v173 = zext i32 %v172 to i64
  %v175 = add i32 %v169, 8192
  %v176 = zext i32 %v175 to i64
  %v178 = add i32 %v169, 12288
  %v179 = zext i32 %v178 to i64
  %v180 = getelementptr i8, ptr addrspace(1) %v107, i64 %v170
  %v181 = load <4 x i32>, ptr addrspace(1) %v180, align 16
  %v182 = getelementptr i8, ptr addrspace(1) %v107, i64 %v173
  %v183 = load <4 x i32>, ptr addrspace(1) %v182, align 16
  %v184 = getelementptr i8, ptr addrspace(1) %v107, i64 %v176
  %v185 = load <4 x i32>, ptr addrspace(1) %v184, align 16
  %v186 = getelementptr i8, ptr addrspace(1) %v107, i64 %v179
  %v187 = load <4 x i32>, ptr addrspace(1) %v186, align 16
  %v188 = getelementptr i8, ptr addrspace(1) %v108, i64 %v170
  store <4 x i32> %v181, ptr addrspace(1) %v188, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v108, i64 %v173
  store <4 x i32> %v183, ptr addrspace(1) %v189, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v108, i64 %v176
  store <4 x i32> %v185, ptr addrspace(1) %v190, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %v108, i64 %v179
  store <4 x i32> %v187, ptr addrspace(1) %v191, align 16
  %v192 = add i32 %v115, 16384
  br label %if5.end
if5.end:
  %phi6 = phi i32 [ %v192, %if5.then ], [ %v115, %for4.end ]
  %v195 = sub i32 %v111, %phi6
  %v196 = icmp uge i32 %v195, 8192
  br i1 %v196, label %if6.then, label %if6.end
if6.then:
  %v197 = add i32 %phi6, %v112
  %v198 = zext i32 %v197 to i64
  %v200 = add i32 %v197, 4096
  %v201 = zext i32 %v200 to i64
  %v202 = getelementptr i8, ptr addrspace(1) %v107, i64 %v198
  %v203 = load <4 x i32>, ptr addrspace(1) %v202, align 16
  %v204 = getelementptr i8, ptr addrspace(1) %v107, i64 %v201
  %v205 = load <4 x i32>, ptr addrspace(1) %v204, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v108, i64 %v198
  store <4 x i32> %v203, ptr addrspace(1) %v206, align 16
  %v207 = getelementptr i8, ptr addrspace(1) %v108, i64 %v201
  store <4 x i32> %v205, ptr addrspace(1) %v207, align 16
  %v208 = add i32 %phi6, 8192
  br label %if6.end
if6.end:
  %phi7 = phi i32 [ %v208, %if6.then ], [ %phi6, %if5.end ]
  %v211 = sub i32 %v111, %phi7
  %v212 = icmp uge i32 %v211, 4096
  br i1 %v212, label %if7.then, label %if7.end
if7.then:
  %v213 = add i32 %phi7, %v112
  %v214 = zext i32 %v213 to i64
  %v215 = getelementptr i8, ptr addrspace(1) %v107, i64 %v214
  %v216 = load <4 x i32>, ptr addrspace(1) %v215, align 16
  %v217 = getelementptr i8, ptr addrspace(1) %v108, i64 %v214
  store <4 x i32> %v216, ptr addrspace(1) %v217, align 16
  %v218 = add i32 %phi7, 4096
  br label %if7.end
if7.end:
  %phi8 = phi i32 [ %v218, %if7.then ], [ %phi7, %if6.end ]
  %v221 = add i32 %phi8, %v112
  br label %for8.head
for8.head:
  %v222 = phi i32 [ %v221, %if7.end ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i32 %v222, %v111
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v223 = zext i32 %v222 to i64
  %v224 = getelementptr i8, ptr addrspace(1) %v107, i64 %v223
  %v225 = load <4 x i32>, ptr addrspace(1) %v224, align 16
  %v226 = getelementptr i8, ptr addrspace(1) %v108, i64 %v223
  store <4 x i32> %v225, ptr addrspace(1) %v226, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i32 %v222, 4096
  br label %for8.head
for8.end:
  br label %if3.end
if3.else:
  %v227 = trunc i64 %v101 to i32
  %v228 = trunc i64 %v23 to i32
  %v230 = udiv i32 %v227, 32768
  %v231 = mul i32 %v230, 32768
  br label %for9.head
for9.head:
  %v233 = phi i32 [ 0, %if3.else ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i32 %v233, %v231
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v234 = add i32 %v233, %v228
  %v235 = zext i32 %v234 to i64
  %v237 = add i32 %v234, 4096
  %v238 = zext i32 %v237 to i64
  %v240 = add i32 %v234, 8192
  %v241 = zext i32 %v240 to i64
  %v243 = add i32 %v234, 12288
  %v244 = zext i32 %v243 to i64
  %v246 = add i32 %v234, 16384
  %v247 = zext i32 %v246 to i64
  %v249 = add i32 %v234, 20480
  %v250 = zext i32 %v249 to i64
  %v252 = add i32 %v234, 24576
  %v253 = zext i32 %v252 to i64
  %v255 = add i32 %v234, 28672
  %v256 = zext i32 %v255 to i64
  %v257 = getelementptr i8, ptr addrspace(1) %v107, i64 %v235
  %v258 = load <4 x i32>, ptr addrspace(1) %v257, align 16
  %v259 = getelementptr i8, ptr addrspace(1) %v107, i64 %v238
  %v260 = load <4 x i32>, ptr addrspace(1) %v259, align 16
  %v261 = getelementptr i8, ptr addrspace(1) %v107, i64 %v241
  %v262 = load <4 x i32>, ptr addrspace(1) %v261, align 16
  %v263 = getelementptr i8, ptr addrspace(1) %v107, i64 %v244
  %v264 = load <4 x i32>, ptr addrspace(1) %v263, align 16
  %v265 = getelementptr i8, ptr addrspace(1) %v107, i64 %v247
  %v266 = load <4 x i32>, ptr addrspace(1) %v265, align 16
  %v267 = getelementptr i8, ptr addrspace(1) %v107, i64 %v250
  %v268 = load <4 x i32>, ptr addrspace(1) %v267, align 16
  %v269 = getelementptr i8, ptr addrspace(1) %v107, i64 %v253
  %v270 = load <4 x i32>, ptr addrspace(1) %v269, align 16
  %v271 = getelementptr i8, ptr addrspace(1) %v107, i64 %v256
  %v272 = load <4 x i32>, ptr addrspace(1) %v271, align 16
  %v273 = getelementptr i8, ptr addrspace(1) %v108, i64 %v235
  store <4 x i32> %v258, ptr addrspace(1) %v273, align 16
  %v274 = getelementptr i8, ptr addrspace(1) %v108, i64 %v238
  store <4 x i32> %v260, ptr addrspace(1) %v274, align 16
  %v275 = getelementptr i8, ptr addrspace(1) %v108, i64 %v241
  store <4 x i32> %v262, ptr addrspace(1) %v275, align 16
  %v276 = getelementptr i8, ptr addrspace(1) %v108, i64 %v244
  store <4 x i32> %v264, ptr addrspace(1) %v276, align 16
  %v277 = getelementptr i8, ptr addrspace(1) %v108, i64 %v247
  store <4 x i32> %v266, ptr addrspace(1) %v277, align 16
  %v278 = getelementptr i8, ptr addrspace(1) %v108, i64 %v250
  store <4 x i32> %v268, ptr addrspace(1) %v278, align 16
  %v279 = getelementptr i8, ptr addrspace(1) %v108, i64 %v253
  store <4 x i32> %v270, ptr addrspace(1) %v279, align 16
  %v280 = getelementptr i8, ptr addrspace(1) %v108, i64 %v256
  store <4 x i32> %v272, ptr addrspace(1) %v280, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i32 %v233, 32768
  br label %for9.head
for9.end:
  %v283 = sub i32 %v227, %v231
  %v284 = icmp uge i32 %v283, 16384
  br i1 %v284, label %if10.then, label %if10.end
if10.then:
  %v285 = add i32 %v231, %v228
  %v286 = zext i32 %v285 to i64
  %v288 = add i32 %v285, 4096
  %v289 = zext i32 %v288 to i64
  %v291 = add i32 %v285, 8192
  %v292 = zext i32 %v291 to i64
  %v294 = add i32 %v285, 12288
  %v295 = zext i32 %v294 to i64
  %v296 = getelementptr i8, ptr addrspace(1) %v107, i64 %v286
  %v297 = load <4 x i32>, ptr addrspace(1) %v296, align 16
  %v298 = getelementptr i8, ptr addrspace(1) %v107, i64 %v289
  %v299 = load <4 x i32>, ptr addrspace(1) %v298, align 16
  %v300 = getelementptr i8, ptr addrspace(1) %v107, i64 %v292
  %v301 = load <4 x i32>, ptr addrspace(1) %v300, align 16
  %v302 = getelementptr i8, ptr addrspace(1) %v107, i64 %v295
  %v303 = load <4 x i32>, ptr addrspace(1) %v302, align 16
  %v304 = getelementptr i8, ptr addrspace(1) %v108, i64 %v286
  store <4 x i32> %v297, ptr addrspace(1) %v304, align 16
  %v305 = getelementptr i8, ptr addrspace(1) %v108, i64 %v289
  store <4 x i32> %v299, ptr addrspace(1) %v305, align 16
  %v306 = getelementptr i8, ptr addrspace(1) %v108, i64 %v292
  store <4 x i32> %v301, ptr addrspace(1) %v306, align 16
  %v307 = getelementptr i8, ptr addrspace(1) %v108, i64 %v295
  store <4 x i32> %v303, ptr addrspace(1) %v307, align 16
  %v308 = add i32 %v231, 16384
  br label %if10.end
if10.end:
  %phi9 = phi i32 [ %v308, %if10.then ], [ %v231, %for9.end ]
  %v311 = sub i32 %v227, %phi9
  %v312 = icmp uge i32 %v311, 8192
  br i1 %v312, label %if11.then, label %if11.end
if11.then:
  %v313 = add i32 %phi9, %v228
  %v314 = zext i32 %v313 to i64
  %v316 = add i32 %v313, 4096
  %v317 = zext i32 %v316 to i64
  %v318 = getelementptr i8, ptr addrspace(1) %v107, i64 %v314
  %v319 = load <4 x i32>, ptr addrspace(1) %v318, align 16
  %v320 = getelementptr i8, ptr addrspace(1) %v107, i64 %v317
  %v321 = load <4 x i32>, ptr addrspace(1) %v320, align 16
  %v322 = getelementptr i8, ptr addrspace(1) %v108, i64 %v314
  store <4 x i32> %v319, ptr addrspace(1) %v322, align 16
  %v323 = getelementptr i8, ptr addrspace(1) %v108, i64 %v317
  store <4 x i32> %v321, ptr addrspace(1) %v323, align 16
  %v324 = add i32 %phi9, 8192
  br label %if11.end
if11.end:
  %phi10 = phi i32 [ %v324, %if11.then ], [ %phi9, %if10.end ]
  %v327 = sub i32 %v227, %phi10
  %v328 = icmp uge i32 %v327, 4096
  br i1 %v328, label %if12.then, label %if12.end
if12.then:
  %v329 = add i32 %phi10, %v228
  %v330 = zext i32 %v329 to i64
  %v331 = getelementptr i8, ptr addrspace(1) %v107, i64 %v330
  %v332 = load <4 x i32>, ptr addrspace(1) %v331, align 16
  %v333 = getelementptr i8, ptr addrspace(1) %v108, i64 %v330
  store <4 x i32> %v332, ptr addrspace(1) %v333, align 16
  %v334 = add i32 %phi10, 4096
  br label %if12.end
if12.end:
  %phi11 = phi i32 [ %v334, %if12.then ], [ %phi10, %if11.end ]
  %v337 = add i32 %phi11, %v228
  br label %for13.head
for13.head:
  %v338 = phi i32 [ %v337, %if12.end ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i32 %v338, %v227
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v339 = zext i32 %v338 to i64
  %v340 = getelementptr i8, ptr addrspace(1) %v107, i64 %v339
  %v341 = load <4 x i32>, ptr addrspace(1) %v340, align 16
  %v342 = getelementptr i8, ptr addrspace(1) %v108, i64 %v339
  store <4 x i32> %v341, ptr addrspace(1) %v342, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i32 %v338, 4096
  br label %for13.head
for13.end:
  br label %if3.end
if3.end:
  %phi12 = phi i32 [ %phi8, %for8.end ], [ %phi1, %for13.end ]
  %phi13 = phi i32 [ %phi2, %for8.end ], [ %phi11, %for13.end ]
  br label %if2.end
if2.end:
  %phi14 = phi i32 [ %phi12, %if3.end ], [ %phi1, %if1.then ]
  %phi15 = phi i32 [ %phi13, %if3.end ], [ %phi2, %if1.then ]
  br label %if1.end
if1.end:
  %phi16 = phi i32 [ %phi14, %if2.end ], [ %phi1, %for0.body ]
  %phi17 = phi i32 [ %phi15, %if2.end ], [ %phi2, %for0.body ]
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v344 = icmp uge i64 %v89, 2
  br i1 %v344, label %if14.then, label %if14.end
if14.then:
  br i1 %v82, label %if15.then, label %if15.end
if15.then:
  %v346 = sub i64 %v89, 2
  %v348 = zext i32 %v12 to i64
  %v349 = mul i64 %v346, 98
  %v350 = add i64 %v349, %v348
  %v351 = mul i64 %v350, 4096
  %v353 = call i64 @llvm.umax.i64(i64 400000, i64 %v351)
  %v354 = sub i64 %v353, %v351
  %v355 = call i64 @llvm.umin.i64(i64 %v354, i64 4096)
  %v357 = sub i32 %v91, 2
  %v359 = and i32 %v357, 3
  %v361 = zext i32 %v359 to i64
  %v362 = mul i64 %v361, 8388608
  %v363 = getelementptr i8, ptr addrspace(1) %p2, i64 %v351
  %v364 = getelementptr i8, ptr addrspace(1) %v67, i64 %v362
  %v365 = select i1 %v63, ptr addrspace(1) %v363, ptr addrspace(1) %v364
  %v366 = getelementptr i8, ptr addrspace(1) %v80, i64 %v362
  %v367 = select i1 %v76, ptr addrspace(1) %v363, ptr addrspace(1) %v366
  %v368 = getelementptr i8, ptr addrspace(1) %p3, i64 %v351
  %v370 = icmp eq i64 %v355, 4096
  br i1 %v370, label %if16.then, label %if16.else
if16.then:
  %v371 = trunc i64 4096 to i32
  %v372 = trunc i64 %v23 to i32
  %v374 = udiv i32 %v371, 16384
  %v375 = mul i32 %v374, 16384
  br label %for17.head
for17.head:
  %v377 = phi i32 [ 0, %if16.then ], [ %for17.next, %for17.latch ]
  %for17.cond = icmp ult i32 %v377, %v375
  br i1 %for17.cond, label %for17.body, label %for17.end
for17.body:
  %v378 = add i32 %v377, %v372
  %v379 = zext i32 %v378 to i64
  %v381 = add i32 %v378, 4096
  %v382 = zext i32 %v381 to i64
  %v384 = add i32 %v378, 8192
  %v385 = zext i32 %v384 to i64
  %v387 = add i32 %v378, 12288
  %v388 = zext i32 %v387 to i64
  %v389 = getelementptr i8, ptr addrspace(1) %v365, i64 %v379
  %v390 = load <4 x i32>, ptr addrspace(1) %v389, align 16
  %v391 = getelementptr i8, ptr addrspace(1) %v367, i64 %v379
  %v392 = load <4 x i32>, ptr addrspace(1) %v391, align 16
  %v393 = getelementptr i8, ptr addrspace(1) %v365, i64 %v382
  %v394 = load <4 x i32>, ptr addrspace(1) %v393, align 16
  %v395 = getelementptr i8, ptr addrspace(1) %v367, i64 %v382
  %v396 = load <4 x i32>, ptr addrspace(1) %v395, align 16
  %v397 = getelementptr i8, ptr addrspace(1) %v365, i64 %v385
  %v398 = load <4 x i32>, ptr addrspace(1) %v397, align 16
  %v399 = getelementptr i8, ptr addrspace(1) %v367, i64 %v385
  %v400 = load <4 x i32>, ptr addrspace(1) %v399, align 16
  %v401 = getelementptr i8, ptr addrspace(1) %v365, i64 %v388
  %v402 = load <4 x i32>, ptr addrspace(1) %v401, align 16
  %v403 = getelementptr i8, ptr addrspace(1) %v367, i64 %v388
  %v404 = load <4 x i32>, ptr addrspace(1) %v403, align 16
  %v405 = extractelement <4 x i32> %v390, i32 0
  %v406 = extractelement <4 x i32> %v392, i32 0
  %v407 = bitcast i32 %v405 to float
  %v408 = bitcast i32 %v406 to float
  %v409 = call float @llvm.maxnum.f32(float %v407, float %v408)
  %v410 = bitcast float %v409 to i32
  %t0 = insertelement <4 x i32> poison, i32 %v410, i32 0
  %v411 = shufflevector <4 x i32> %t0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v412 = extractelement <4 x i32> %v390, i32 1
  %v413 = extractelement <4 x i32> %v392, i32 1
  %v414 = bitcast i32 %v412 to float
  %v415 = bitcast i32 %v413 to float
  %v416 = call float @llvm.maxnum.f32(float %v414, float %v415)
  %v417 = bitcast float %v416 to i32
  %v418 = insertelement <4 x i32> %v411, i32 %v417, i32 1
  %v419 = extractelement <4 x i32> %v390, i32 2
  %v420 = extractelement <4 x i32> %v392, i32 2
  %v421 = bitcast i32 %v419 to float
  %v422 = bitcast i32 %v420 to float
  %v423 = call float @llvm.maxnum.f32(float %v421, float %v422)
  %v424 = bitcast float %v423 to i32
  %v425 = insertelement <4 x i32> %v418, i32 %v424, i32 2
  %v426 = extractelement <4 x i32> %v390, i32 3
  %v427 = extractelement <4 x i32> %v392, i32 3
  %v428 = bitcast i32 %v426 to float
  %v429 = bitcast i32 %v427 to float
  %v430 = call float @llvm.maxnum.f32(float %v428, float %v429)
  %v431 = bitcast float %v430 to i32
  %v432 = insertelement <4 x i32> %v425, i32 %v431, i32 3
  %v433 = getelementptr i8, ptr addrspace(1) %v368, i64 %v379
  store <4 x i32> %v432, ptr addrspace(1) %v433, align 16
  %v434 = extractelement <4 x i32> %v394, i32 0
  %v435 = extractelement <4 x i32> %v396, i32 0
  %v436 = bitcast i32 %v434 to float
  %v437 = bitcast i32 %v435 to float
  %v438 = call float @llvm.maxnum.f32(float %v436, float %v437)
  %v439 = bitcast float %v438 to i32
  %t1 = insertelement <4 x i32> poison, i32 %v439, i32 0
  %v440 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v441 = extractelement <4 x i32> %v394, i32 1
  %v442 = extractelement <4 x i32> %v396, i32 1
  %v443 = bitcast i32 %v441 to float
  %v444 = bitcast i32 %v442 to float
  %v445 = call float @llvm.maxnum.f32(float %v443, float %v444)
  %v446 = bitcast float %v445 to i32
  %v447 = insertelement <4 x i32> %v440, i32 %v446, i32 1
  %v448 = extractelement <4 x i32> %v394, i32 2
  %v449 = extractelement <4 x i32> %v396, i32 2
  %v450 = bitcast i32 %v448 to float
  %v451 = bitcast i32 %v449 to float
  %v452 = call float @llvm.maxnum.f32(float %v450, float %v451)
  %v453 = bitcast float %v452 to i32
  %v454 = insertelement <4 x i32> %v447, i32 %v453, i32 2
  %v455 = extractelement <4 x i32> %v394, i32 3
  %v456 = extractelement <4 x i32> %v396, i32 3
  %v457 = bitcast i32 %v455 to float
  %v458 = bitcast i32 %v456 to float
  %v459 = call float @llvm.maxnum.f32(float %v457, float %v458)
  %v460 = bitcast float %v459 to i32
  %v461 = insertelement <4 x i32> %v454, i32 %v460, i32 3
  %v462 = getelementptr i8, ptr addrspace(1) %v368, i64 %v382
  store <4 x i32> %v461, ptr addrspace(1) %v462, align 16
  %v463 = extractelement <4 x i32> %v398, i32 0
  %v464 = extractelement <4 x i32> %v400, i32 0
  %v465 = bitcast i32 %v463 to float
  %v466 = bitcast i32 %v464 to float
  %v467 = call float @llvm.maxnum.f32(float %v465, float %v466)
  %v468 = bitcast float %v467 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v468, i32 0
  %v469 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v470 = extractelement <4 x i32> %v398, i32 1
  %v471 = extractelement <4 x i32> %v400, i32 1
  %v472 = bitcast i32 %v470 to float
  %v473 = bitcast i32 %v471 to float
  %v474 = call float @llvm.maxnum.f32(float %v472, float %v473)
  %v475 = bitcast float %v474 to i32
  %v476 = insertelement <4 x i32> %v469, i32 %v475, i32 1
  %v477 = extractelement <4 x i32> %v398, i32 2
  %v478 = extractelement <4 x i32> %v400, i32 2
  %v479 = bitcast i32 %v477 to float
  %v480 = bitcast i32 %v478 to float
  %v481 = call float @llvm.maxnum.f32(float %v479, float %v480)
  %v482 = bitcast float %v481 to i32
  %v483 = insertelement <4 x i32> %v476, i32 %v482, i32 2
  %v484 = extractelement <4 x i32> %v398, i32 3
  %v485 = extractelement <4 x i32> %v400, i32 3
  %v486 = bitcast i32 %v484 to float
  %v487 = bitcast i32 %v485 to float
  %v488 = call float @llvm.maxnum.f32(float %v486, float %v487)
  %v489 = bitcast float %v488 to i32
  %v490 = insertelement <4 x i32> %v483, i32 %v489, i32 3
  %v491 = getelementptr i8, ptr addrspace(1) %v368, i64 %v385
  store <4 x i32> %v490, ptr addrspace(1) %v491, align 16
  %v492 = extractelement <4 x i32> %v402, i32 0
  %v493 = extractelement <4 x i32> %v404, i32 0
  %v494 = bitcast i32 %v492 to float
  %v495 = bitcast i32 %v493 to float
  %v496 = call float @llvm.maxnum.f32(float %v494, float %v495)
  %v497 = bitcast float %v496 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v497, i32 0
  %v498 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v499 = extractelement <4 x i32> %v402, i32 1
  %v500 = extractelement <4 x i32> %v404, i32 1
  %v501 = bitcast i32 %v499 to float
  %v502 = bitcast i32 %v500 to float
  %v503 = call float @llvm.maxnum.f32(float %v501, float %v502)
  %v504 = bitcast float %v503 to i32
  %v505 = insertelement <4 x i32> %v498, i32 %v504, i32 1
  %v506 = extractelement <4 x i32> %v402, i32 2
  %v507 = extractelement <4 x i32> %v404, i32 2
  %v508 = bitcast i32 %v506 to float
  %v509 = bitcast i32 %v507 to float
  %v510 = call float @llvm.maxnum.f32(float %v508, float %v509)
  %v511 = bitcast float %v510 to i32
  %v512 = insertelement <4 x i32> %v505, i32 %v511, i32 2
  %v513 = extractelement <4 x i32> %v402, i32 3
  %v514 = extractelement <4 x i32> %v404, i32 3
  %v515 = bitcast i32 %v513 to float
  %v516 = bitcast i32 %v514 to float
  %v517 = call float @llvm.maxnum.f32(float %v515, float %v516)
  %v518 = bitcast float %v517 to i32
  %v519 = insertelement <4 x i32> %v512, i32 %v518, i32 3
  %v520 = getelementptr i8, ptr addrspace(1) %v368, i64 %v388
  store <4 x i32> %v519, ptr addrspace(1) %v520, align 16
  br label %for17.latch
for17.latch:
  %for17.next = add i32 %v377, 16384
  br label %for17.head
for17.end:
  %v523 = sub i32 %v371, %v375
  %v524 = icmp uge i32 %v523, 8192
  br i1 %v524, label %if18.then, label %if18.end
if18.then:
  %v525 = add i32 %v375, %v372
  %v526 = zext i32 %v525 to i64
  %v528 = add i32 %v525, 4096
  %v529 = zext i32 %v528 to i64
  %v530 = getelementptr i8, ptr addrspace(1) %v365, i64 %v526
  %v531 = load <4 x i32>, ptr addrspace(1) %v530, align 16
  %v532 = getelementptr i8, ptr addrspace(1) %v367, i64 %v526
  %v533 = load <4 x i32>, ptr addrspace(1) %v532, align 16
  %v534 = getelementptr i8, ptr addrspace(1) %v365, i64 %v529
  %v535 = load <4 x i32>, ptr addrspace(1) %v534, align 16
  %v536 = getelementptr i8, ptr addrspace(1) %v367, i64 %v529
  %v537 = load <4 x i32>, ptr addrspace(1) %v536, align 16
  %v538 = extractelement <4 x i32> %v531, i32 0
  %v539 = extractelement <4 x i32> %v533, i32 0
  %v540 = bitcast i32 %v538 to float
  %v541 = bitcast i32 %v539 to float
  %v542 = call float @llvm.maxnum.f32(float %v540, float %v541)
  %v543 = bitcast float %v542 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v543, i32 0
  %v544 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v545 = extractelement <4 x i32> %v531, i32 1
  %v546 = extractelement <4 x i32> %v533, i32 1
  %v547 = bitcast i32 %v545 to float
  %v548 = bitcast i32 %v546 to float
  %v549 = call float @llvm.maxnum.f32(float %v547, float %v548)
  %v550 = bitcast float %v549 to i32
  %v551 = insertelement <4 x i32> %v544, i32 %v550, i32 1
  %v552 = extractelement <4 x i32> %v531, i32 2
  %v553 = extractelement <4 x i32> %v533, i32 2
  %v554 = bitcast i32 %v552 to float
  %v555 = bitcast i32 %v553 to float
  %v556 = call float @llvm.maxnum.f32(float %v554, float %v555)
  %v557 = bitcast float %v556 to i32
  %v558 = insertelement <4 x i32> %v551, i32 %v557, i32 2
  %v559 = extractelement <4 x i32> %v531, i32 3
  %v560 = extractelement <4 x i32> %v533, i32 3
  %v561 = bitcast i32 %v559 to float
  %v562 = bitcast i32 %v560 to float
  %v563 = call float @llvm.maxnum.f32(float %v561, float %v562)
  %v564 = bitcast float %v563 to i32
  %v565 = insertelement <4 x i32> %v558, i32 %v564, i32 3
  %v566 = getelementptr i8, ptr addrspace(1) %v368, i64 %v526
  store <4 x i32> %v565, ptr addrspace(1) %v566, align 16
  %v567 = extractelement <4 x i32> %v535, i32 0
  %v568 = extractelement <4 x i32> %v537, i32 0
  %v569 = bitcast i32 %v567 to float
  %v570 = bitcast i32 %v568 to float
  %v571 = call float @llvm.maxnum.f32(float %v569, float %v570)
  %v572 = bitcast float %v571 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v572, i32 0
  %v573 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v574 = extractelement <4 x i32> %v535, i32 1
  %v575 = extractelement <4 x i32> %v537, i32 1
  %v576 = bitcast i32 %v574 to float
  %v577 = bitcast i32 %v575 to float
  %v578 = call float @llvm.maxnum.f32(float %v576, float %v577)
  %v579 = bitcast float %v578 to i32
  %v580 = insertelement <4 x i32> %v573, i32 %v579, i32 1
  %v581 = extractelement <4 x i32> %v535, i32 2
  %v582 = extractelement <4 x i32> %v537, i32 2
  %v583 = bitcast i32 %v581 to float
  %v584 = bitcast i32 %v582 to float
  %v585 = call float @llvm.maxnum.f32(float %v583, float %v584)
  %v586 = bitcast float %v585 to i32
  %v587 = insertelement <4 x i32> %v580, i32 %v586, i32 2
  %v588 = extractelement <4 x i32> %v535, i32 3
  %v589 = extractelement <4 x i32> %v537, i32 3
  %v590 = bitcast i32 %v588 to float
  %v591 = bitcast i32 %v589 to float
  %v592 = call float @llvm.maxnum.f32(float %v590, float %v591)
  %v593 = bitcast float %v592 to i32
  %v594 = insertelement <4 x i32> %v587, i32 %v593, i32 3
  %v595 = getelementptr i8, ptr addrspace(1) %v368, i64 %v529
  store <4 x i32> %v594, ptr addrspace(1) %v595, align 16
  %v596 = add i32 %v375, 8192
  br label %if18.end
if18.end:
  %phi18 = phi i32 [ %v596, %if18.then ], [ %v375, %for17.end ]
  %v599 = sub i32 %v371, %phi18
  %v600 = icmp uge i32 %v599, 4096
  br i1 %v600, label %if19.then, label %if19.end
if19.then:
  %v601 = add i32 %phi18, %v372
  %v602 = zext i32 %v601 to i64
  %v603 = getelementptr i8, ptr addrspace(1) %v365, i64 %v602
  %v604 = load <4 x i32>, ptr addrspace(1) %v603, align 16
  %v605 = getelementptr i8, ptr addrspace(1) %v367, i64 %v602
  %v606 = load <4 x i32>, ptr addrspace(1) %v605, align 16
  %v607 = extractelement <4 x i32> %v604, i32 0
  %v608 = extractelement <4 x i32> %v606, i32 0
  %v609 = bitcast i32 %v607 to float
  %v610 = bitcast i32 %v608 to float
  %v611 = call float @llvm.maxnum.f32(float %v609, float %v610)
  %v612 = bitcast float %v611 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v612, i32 0
  %v613 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v614 = extractelement <4 x i32> %v604, i32 1
  %v615 = extractelement <4 x i32> %v606, i32 1
  %v616 = bitcast i32 %v614 to float
  %v617 = bitcast i32 %v615 to float
  %v618 = call float @llvm.maxnum.f32(float %v616, float %v617)
  %v619 = bitcast float %v618 to i32
  %v620 = insertelement <4 x i32> %v613, i32 %v619, i32 1
  %v621 = extractelement <4 x i32> %v604, i32 2
  %v622 = extractelement <4 x i32> %v606, i32 2
  %v623 = bitcast i32 %v621 to float
  %v624 = bitcast i32 %v622 to float
  %v625 = call float @llvm.maxnum.f32(float %v623, float %v624)
  %v626 = bitcast float %v625 to i32
  %v627 = insertelement <4 x i32> %v620, i32 %v626, i32 2
  %v628 = extractelement <4 x i32> %v604, i32 3
  %v629 = extractelement <4 x i32> %v606, i32 3
  %v630 = bitcast i32 %v628 to float
  %v631 = bitcast i32 %v629 to float
  %v632 = call float @llvm.maxnum.f32(float %v630, float %v631)
  %v633 = bitcast float %v632 to i32
  %v634 = insertelement <4 x i32> %v627, i32 %v633, i32 3
  %v635 = getelementptr i8, ptr addrspace(1) %v368, i64 %v602
  store <4 x i32> %v634, ptr addrspace(1) %v635, align 16
  %v636 = add i32 %phi18, 4096
  br label %if19.end
if19.end:
  %phi19 = phi i32 [ %v636, %if19.then ], [ %phi18, %if18.end ]
  %v639 = add i32 %phi19, %v372
  br label %for20.head
for20.head:
  %v640 = phi i32 [ %v639, %if19.end ], [ %for20.next, %for20.latch ]
  %for20.cond = icmp ult i32 %v640, %v371
  br i1 %for20.cond, label %for20.body, label %for20.end
for20.body:
  %v641 = zext i32 %v640 to i64
  %v642 = getelementptr i8, ptr addrspace(1) %v365, i64 %v641
  %v643 = load <4 x i32>, ptr addrspace(1) %v642, align 16
  %v644 = getelementptr i8, ptr addrspace(1) %v367, i64 %v641
  %v645 = load <4 x i32>, ptr addrspace(1) %v644, align 16
  %v646 = extractelement <4 x i32> %v643, i32 0
  %v647 = extractelement <4 x i32> %v645, i32 0
  %v648 = bitcast i32 %v646 to float
  %v649 = bitcast i32 %v647 to float
  %v650 = call float @llvm.maxnum.f32(float %v648, float %v649)
  %v651 = bitcast float %v650 to i32
  %t7 = insertelement <4 x i32> poison, i32 %v651, i32 0
  %v652 = shufflevector <4 x i32> %t7, <4 x i32> poison, <4 x i32> zeroinitializer
  %v653 = extractelement <4 x i32> %v643, i32 1
  %v654 = extractelement <4 x i32> %v645, i32 1
  %v655 = bitcast i32 %v653 to float
  %v656 = bitcast i32 %v654 to float
  %v657 = call float @llvm.maxnum.f32(float %v655, float %v656)
  %v658 = bitcast float %v657 to i32
  %v659 = insertelement <4 x i32> %v652, i32 %v658, i32 1
  %v660 = extractelement <4 x i32> %v643, i32 2
  %v661 = extractelement <4 x i32> %v645, i32 2
  %v662 = bitcast i32 %v660 to float
  %v663 = bitcast i32 %v661 to float
  %v664 = call float @llvm.maxnum.f32(float %v662, float %v663)
  %v665 = bitcast float %v664 to i32
  %v666 = insertelement <4 x i32> %v659, i32 %v665, i32 2
  %v667 = extractelement <4 x i32> %v643, i32 3
  %v668 = extractelement <4 x i32> %v645, i32 3
  %v669 = bitcast i32 %v667 to float
  %v670 = bitcast i32 %v668 to float
  %v671 = call float @llvm.maxnum.f32(float %v669, float %v670)
  %v672 = bitcast float %v671 to i32
  %v673 = insertelement <4 x i32> %v666, i32 %v672, i32 3
  %v674 = getelementptr i8, ptr addrspace(1) %v368, i64 %v641
  store <4 x i32> %v673, ptr addrspace(1) %v674, align 16
  br label %for20.latch
for20.latch:
  %for20.next = add i32 %v640, 4096
  br label %for20.head
for20.end:
  br label %if16.end
if16.else:
  %v675 = trunc i64 %v355 to i32
  %v676 = trunc i64 %v23 to i32
  %v678 = udiv i32 %v675, 16384
  %v679 = mul i32 %v678, 16384
  br label %for21.head
for21.head:
  %v681 = phi i32 [ 0, %if16.else ], [ %for21.next, %for21.latch ]
  %for21.cond = icmp ult i32 %v681, %v679
  br i1 %for21.cond, label %for21.body, label %for21.end
for21.body:
  %v682 = add i32 %v681, %v676
  %v683 = zext i32 %v682 to i64
  %v685 = add i32 %v682, 4096
  %v686 = zext i32 %v685 to i64
  %v688 = add i32 %v682, 8192
  %v689 = zext i32 %v688 to i64
  %v691 = add i32 %v682, 12288
  %v692 = zext i32 %v691 to i64
  %v693 = getelementptr i8, ptr addrspace(1) %v365, i64 %v683
  %v694 = load <4 x i32>, ptr addrspace(1) %v693, align 16
  %v695 = getelementptr i8, ptr addrspace(1) %v367, i64 %v683
  %v696 = load <4 x i32>, ptr addrspace(1) %v695, align 16
  %v697 = getelementptr i8, ptr addrspace(1) %v365, i64 %v686
  %v698 = load <4 x i32>, ptr addrspace(1) %v697, align 16
  %v699 = getelementptr i8, ptr addrspace(1) %v367, i64 %v686
  %v700 = load <4 x i32>, ptr addrspace(1) %v699, align 16
  %v701 = getelementptr i8, ptr addrspace(1) %v365, i64 %v689
  %v702 = load <4 x i32>, ptr addrspace(1) %v701, align 16
  %v703 = getelementptr i8, ptr addrspace(1) %v367, i64 %v689
  %v704 = load <4 x i32>, ptr addrspace(1) %v703, align 16
  %v705 = getelementptr i8, ptr addrspace(1) %v365, i64 %v692
  %v706 = load <4 x i32>, ptr addrspace(1) %v705, align 16
  %v707 = getelementptr i8, ptr addrspace(1) %v367, i64 %v692
  %v708 = load <4 x i32>, ptr addrspace(1) %v707, align 16
  %v709 = extractelement <4 x i32> %v694, i32 0
  %v710 = extractelement <4 x i32> %v696, i32 0
  %v711 = bitcast i32 %v709 to float
  %v712 = bitcast i32 %v710 to float
  %v713 = call float @llvm.maxnum.f32(float %v711, float %v712)
  %v714 = bitcast float %v713 to i32
  %t8 = insertelement <4 x i32> poison, i32 %v714, i32 0
  %v715 = shufflevector <4 x i32> %t8, <4 x i32> poison, <4 x i32> zeroinitializer
  %v716 = extractelement <4 x i32> %v694, i32 1
  %v717 = extractelement <4 x i32> %v696, i32 1
  %v718 = bitcast i32 %v716 to float
  %v719 = bitcast i32 %v717 to float
  %v720 = call float @llvm.maxnum.f32(float %v718, float %v719)
  %v721 = bitcast float %v720 to i32
  %v722 = insertelement <4 x i32> %v715, i32 %v721, i32 1
  %v723 = extractelement <4 x i32> %v694, i32 2
  %v724 = extractelement <4 x i32> %v696, i32 2
  %v725 = bitcast i32 %v723 to float
  %v726 = bitcast i32 %v724 to float
  %v727 = call float @llvm.maxnum.f32(float %v725, float %v726)
  %v728 = bitcast float %v727 to i32
  %v729 = insertelement <4 x i32> %v722, i32 %v728, i32 2
  %v730 = extractelement <4 x i32> %v694, i32 3
  %v731 = extractelement <4 x i32> %v696, i32 3
  %v732 = bitcast i32 %v730 to float
  %v733 = bitcast i32 %v731 to float
  %v734 = call float @llvm.maxnum.f32(float %v732, float %v733)
  %v735 = bitcast float %v734 to i32
  %v736 = insertelement <4 x i32> %v729, i32 %v735, i32 3
  %v737 = getelementptr i8, ptr addrspace(1) %v368, i64 %v683
  store <4 x i32> %v736, ptr addrspace(1) %v737, align 16
  %v738 = extractelement <4 x i32> %v698, i32 0
  %v739 = extractelement <4 x i32> %v700, i32 0
  %v740 = bitcast i32 %v738 to float
  %v741 = bitcast i32 %v739 to float
  %v742 = call float @llvm.maxnum.f32(float %v740, float %v741)
  %v743 = bitcast float %v742 to i32
  %t9 = insertelement <4 x i32> poison, i32 %v743, i32 0
  %v744 = shufflevector <4 x i32> %t9, <4 x i32> poison, <4 x i32> zeroinitializer
  %v745 = extractelement <4 x i32> %v698, i32 1
  %v746 = extractelement <4 x i32> %v700, i32 1
  %v747 = bitcast i32 %v745 to float
  %v748 = bitcast i32 %v746 to float
  %v749 = call float @llvm.maxnum.f32(float %v747, float %v748)
  %v750 = bitcast float %v749 to i32
  %v751 = insertelement <4 x i32> %v744, i32 %v750, i32 1
  %v752 = extractelement <4 x i32> %v698, i32 2
  %v753 = extractelement <4 x i32> %v700, i32 2
  %v754 = bitcast i32 %v752 to float
  %v755 = bitcast i32 %v753 to float
  %v756 = call float @llvm.maxnum.f32(float %v754, float %v755)
  %v757 = bitcast float %v756 to i32
  %v758 = insertelement <4 x i32> %v751, i32 %v757, i32 2
  %v759 = extractelement <4 x i32> %v698, i32 3
  %v760 = extractelement <4 x i32> %v700, i32 3
  %v761 = bitcast i32 %v759 to float
  %v762 = bitcast i32 %v760 to float
  %v763 = call float @llvm.maxnum.f32(float %v761, float %v762)
  %v764 = bitcast float %v763 to i32
  %v765 = insertelement <4 x i32> %v758, i32 %v764, i32 3
  %v766 = getelementptr i8, ptr addrspace(1) %v368, i64 %v686
  store <4 x i32> %v765, ptr addrspace(1) %v766, align 16
  %v767 = extractelement <4 x i32> %v702, i32 0
  %v768 = extractelement <4 x i32> %v704, i32 0
  %v769 = bitcast i32 %v767 to float
  %v770 = bitcast i32 %v768 to float
  %v771 = call float @llvm.maxnum.f32(float %v769, float %v770)
  %v772 = bitcast float %v771 to i32
  %t10 = insertelement <4 x i32> poison, i32 %v772, i32 0
  %v773 = shufflevector <4 x i32> %t10, <4 x i32> poison, <4 x i32> zeroinitializer
  %v774 = extractelement <4 x i32> %v702, i32 1
  %v775 = extractelement <4 x i32> %v704, i32 1
  %v776 = bitcast i32 %v774 to float
  %v777 = bitcast i32 %v775 to float
  %v778 = call float @llvm.maxnum.f32(float %v776, float %v777)
  %v779 = bitcast float %v778 to i32
  %v780 = insertelement <4 x i32> %v773, i32 %v779, i32 1
  %v781 = extractelement <4 x i32> %v702, i32 2
  %v782 = extractelement <4 x i32> %v704, i32 2
  %v783 = bitcast i32 %v781 to float
  %v784 = bitcast i32 %v782 to float
  %v785 = call float @llvm.maxnum.f32(float %v783, float %v784)
  %v786 = bitcast float %v785 to i32
  %v787 = insertelement <4 x i32> %v780, i32 %v786, i32 2
  %v788 = extractelement <4 x i32> %v702, i32 3
  %v789 = extractelement <4 x i32> %v704, i32 3
  %v790 = bitcast i32 %v788 to float
  %v791 = bitcast i32 %v789 to float
  %v792 = call float @llvm.maxnum.f32(float %v790, float %v791)
  %v793 = bitcast float %v792 to i32
  %v794 = insertelement <4 x i32> %v787, i32 %v793, i32 3
  %v795 = getelementptr i8, ptr addrspace(1) %v368, i64 %v689
  store <4 x i32> %v794, ptr addrspace(1) %v795, align 16
  %v796 = extractelement <4 x i32> %v706, i32 0
  %v797 = extractelement <4 x i32> %v708, i32 0
  %v798 = bitcast i32 %v796 to float
  %v799 = bitcast i32 %v797 to float
  %v800 = call float @llvm.maxnum.f32(float %v798, float %v799)
  %v801 = bitcast float %v800 to i32
  %t11 = insertelement <4 x i32> poison, i32 %v801, i32 0
  %v802 = shufflevector <4 x i32> %t11, <4 x i32> poison, <4 x i32> zeroinitializer
  %v803 = extractelement <4 x i32> %v706, i32 1
  %v804 = extractelement <4 x i32> %v708, i32 1
  %v805 = bitcast i32 %v803 to float
  %v806 = bitcast i32 %v804 to float
  %v807 = call float @llvm.maxnum.f32(float %v805, float %v806)
  %v808 = bitcast float %v807 to i32
  %v809 = insertelement <4 x i32> %v802, i32 %v808, i32 1
  %v810 = extractelement <4 x i32> %v706, i32 2
  %v811 = extractelement <4 x i32> %v708, i32 2
  %v812 = bitcast i32 %v810 to float
  %v813 = bitcast i32 %v811 to float
  %v814 = call float @llvm.maxnum.f32(float %v812, float %v813)
  %v815 = bitcast float %v814 to i32
  %v816 = insertelement <4 x i32> %v809, i32 %v815, i32 2
  %v817 = extractelement <4 x i32> %v706, i32 3
  %v818 = extractelement <4 x i32> %v708, i32 3
  %v819 = bitcast i32 %v817 to float
  %v820 = bitcast i32 %v818 to float
  %v821 = call float @llvm.maxnum.f32(float %v819, float %v820)
  %v822 = bitcast float %v821 to i32
  %v823 = insertelement <4 x i32> %v816, i32 %v822, i32 3
  %v824 = getelementptr i8, ptr addrspace(1) %v368, i64 %v692
  store <4 x i32> %v823, ptr addrspace(1) %v824, align 16
  br label %for21.latch
for21.latch:
  %for21.next = add i32 %v681, 16384
  br label %for21.head
for21.end:
  %v827 = sub i32 %v675, %v679
  %v828 = icmp uge i32 %v827, 8192
  br i1 %v828, label %if22.then, label %if22.end
if22.then:
  %v829 = add i32 %v679, %v676
  %v830 = zext i32 %v829 to i64
  %v832 = add i32 %v829, 4096
  %v833 = zext i32 %v832 to i64
  %v834 = getelementptr i8, ptr addrspace(1) %v365, i64 %v830
  %v835 = load <4 x i32>, ptr addrspace(1) %v834, align 16
  %v836 = getelementptr i8, ptr addrspace(1) %v367, i64 %v830
  %v837 = load <4 x i32>, ptr addrspace(1) %v836, align 16
  %v838 = getelementptr i8, ptr addrspace(1) %v365, i64 %v833
  %v839 = load <4 x i32>, ptr addrspace(1) %v838, align 16
  %v840 = getelementptr i8, ptr addrspace(1) %v367, i64 %v833
  %v841 = load <4 x i32>, ptr addrspace(1) %v840, align 16
  %v842 = extractelement <4 x i32> %v835, i32 0
  %v843 = extractelement <4 x i32> %v837, i32 0
  %v844 = bitcast i32 %v842 to float
  %v845 = bitcast i32 %v843 to float
  %v846 = call float @llvm.maxnum.f32(float %v844, float %v845)
  %v847 = bitcast float %v846 to i32
  %t12 = insertelement <4 x i32> poison, i32 %v847, i32 0
  %v848 = shufflevector <4 x i32> %t12, <4 x i32> poison, <4 x i32> zeroinitializer
  %v849 = extractelement <4 x i32> %v835, i32 1
  %v850 = extractelement <4 x i32> %v837, i32 1
  %v851 = bitcast i32 %v849 to float
  %v852 = bitcast i32 %v850 to float
  %v853 = call float @llvm.maxnum.f32(float %v851, float %v852)
  %v854 = bitcast float %v853 to i32
  %v855 = insertelement <4 x i32> %v848, i32 %v854, i32 1
  %v856 = extractelement <4 x i32> %v835, i32 2
  %v857 = extractelement <4 x i32> %v837, i32 2
  %v858 = bitcast i32 %v856 to float
  %v859 = bitcast i32 %v857 to float
  %v860 = call float @llvm.maxnum.f32(float %v858, float %v859)
  %v861 = bitcast float %v860 to i32
  %v862 = insertelement <4 x i32> %v855, i32 %v861, i32 2
  %v863 = extractelement <4 x i32> %v835, i32 3
  %v864 = extractelement <4 x i32> %v837, i32 3
  %v865 = bitcast i32 %v863 to float
  %v866 = bitcast i32 %v864 to float
  %v867 = call float @llvm.maxnum.f32(float %v865, float %v866)
  %v868 = bitcast float %v867 to i32
  %v869 = insertelement <4 x i32> %v862, i32 %v868, i32 3
  %v870 = getelementptr i8, ptr addrspace(1) %v368, i64 %v830
  store <4 x i32> %v869, ptr addrspace(1) %v870, align 16
  %v871 = extractelement <4 x i32> %v839, i32 0
  %v872 = extractelement <4 x i32> %v841, i32 0
  %v873 = bitcast i32 %v871 to float
  %v874 = bitcast i32 %v872 to float
  %v875 = call float @llvm.maxnum.f32(float %v873, float %v874)
  %v876 = bitcast float %v875 to i32
  %t13 = insertelement <4 x i32> poison, i32 %v876, i32 0
  %v877 = shufflevector <4 x i32> %t13, <4 x i32> poison, <4 x i32> zeroinitializer
  %v878 = extractelement <4 x i32> %v839, i32 1
  %v879 = extractelement <4 x i32> %v841, i32 1
  %v880 = bitcast i32 %v878 to float
  %v881 = bitcast i32 %v879 to float
  %v882 = call float @llvm.maxnum.f32(float %v880, float %v881)
  %v883 = bitcast float %v882 to i32
  %v884 = insertelement <4 x i32> %v877, i32 %v883, i32 1
  %v885 = extractelement <4 x i32> %v839, i32 2
  %v886 = extractelement <4 x i32> %v841, i32 2
  %v887 = bitcast i32 %v885 to float
  %v888 = bitcast i32 %v886 to float
  %v889 = call float @llvm.maxnum.f32(float %v887, float %v888)
  %v890 = bitcast float %v889 to i32
  %v891 = insertelement <4 x i32> %v884, i32 %v890, i32 2
  %v892 = extractelement <4 x i32> %v839, i32 3
  %v893 = extractelement <4 x i32> %v841, i32 3
  %v894 = bitcast i32 %v892 to float
  %v895 = bitcast i32 %v893 to float
  %v896 = call float @llvm.maxnum.f32(float %v894, float %v895)
  %v897 = bitcast float %v896 to i32
  %v898 = insertelement <4 x i32> %v891, i32 %v897, i32 3
  %v899 = getelementptr i8, ptr addrspace(1) %v368, i64 %v833
  store <4 x i32> %v898, ptr addrspace(1) %v899, align 16
  %v900 = add i32 %v679, 8192
  br label %if22.end
if22.end:
  %phi20 = phi i32 [ %v900, %if22.then ], [ %v679, %for21.end ]
  %v903 = sub i32 %v675, %phi20
  %v904 = icmp uge i32 %v903, 4096
  br i1 %v904, label %if23.then, label %if23.end
if23.then:
  %v905 = add i32 %phi20, %v676
  %v906 = zext i32 %v905 to i64
  %v907 = getelementptr i8, ptr addrspace(1) %v365, i64 %v906
  %v908 = load <4 x i32>, ptr addrspace(1) %v907, align 16
  %v909 = getelementptr i8, ptr addrspace(1) %v367, i64 %v906
  %v910 = load <4 x i32>, ptr addrspace(1) %v909, align 16
  %v911 = extractelement <4 x i32> %v908, i32 0
  %v912 = extractelement <4 x i32> %v910, i32 0
  %v913 = bitcast i32 %v911 to float
  %v914 = bitcast i32 %v912 to float
  %v915 = call float @llvm.maxnum.f32(float %v913, float %v914)
  %v916 = bitcast float %v915 to i32
  %t14 = insertelement <4 x i32> poison, i32 %v916, i32 0
  %v917 = shufflevector <4 x i32> %t14, <4 x i32> poison, <4 x i32> zeroinitializer
  %v918 = extractelement <4 x i32> %v908, i32 1
  %v919 = extractelement <4 x i32> %v910, i32 1
  %v920 = bitcast i32 %v918 to float
  %v921 = bitcast i32 %v919 to float
  %v922 = call float @llvm.maxnum.f32(float %v920, float %v921)
  %v923 = bitcast float %v922 to i32
  %v924 = insertelement <4 x i32> %v917, i32 %v923, i32 1
  %v925 = extractelement <4 x i32> %v908, i32 2
  %v926 = extractelement <4 x i32> %v910, i32 2
  %v927 = bitcast i32 %v925 to float
  %v928 = bitcast i32 %v926 to float
  %v929 = call float @llvm.maxnum.f32(float %v927, float %v928)
  %v930 = bitcast float %v929 to i32
  %v931 = insertelement <4 x i32> %v924, i32 %v930, i32 2
  %v932 = extractelement <4 x i32> %v908, i32 3
  %v933 = extractelement <4 x i32> %v910, i32 3
  %v934 = bitcast i32 %v932 to float
  %v935 = bitcast i32 %v933 to float
  %v936 = call float @llvm.maxnum.f32(float %v934, float %v935)
  %v937 = bitcast float %v936 to i32
  %v938 = insertelement <4 x i32> %v931, i32 %v937, i32 3
  %v939 = getelementptr i8, ptr addrspace(1) %v368, i64 %v906
  store <4 x i32> %v938, ptr addrspace(1) %v939, align 16
  %v940 = add i32 %phi20, 4096
  br label %if23.end
if23.end:
  %phi21 = phi i32 [ %v940, %if23.then ], [ %phi20, %if22.end ]
  %v943 = add i32 %phi21, %v676
  br label %for24.head
for24.head:
  %v944 = phi i32 [ %v943, %if23.end ], [ %for24.next, %for24.latch ]
  %for24.cond = icmp ult i32 %v944, %v675
  br i1 %for24.cond, label %for24.body, label %for24.end
for24.body:
  %v945 = zext i32 %v944 to i64
  %v946 = getelementptr i8, ptr addrspace(1) %v365, i64 %v945
  %v947 = load <4 x i32>, ptr addrspace(1) %v946, align 16
  %v948 = getelementptr i8, ptr addrspace(1) %v367, i64 %v945
  %v949 = load <4 x i32>, ptr addrspace(1) %v948, align 16
  %v950 = extractelement <4 x i32> %v947, i32 0
  %v951 = extractelement <4 x i32> %v949, i32 0
  %v952 = bitcast i32 %v950 to float
  %v953 = bitcast i32 %v951 to float
  %v954 = call float @llvm.maxnum.f32(float %v952, float %v953)
  %v955 = bitcast float %v954 to i32
  %t15 = insertelement <4 x i32> poison, i32 %v955, i32 0
  %v956 = shufflevector <4 x i32> %t15, <4 x i32> poison, <4 x i32> zeroinitializer
  %v957 = extractelement <4 x i32> %v947, i32 1
  %v958 = extractelement <4 x i32> %v949, i32 1
  %v959 = bitcast i32 %v957 to float
  %v960 = bitcast i32 %v958 to float
  %v961 = call float @llvm.maxnum.f32(float %v959, float %v960)
  %v962 = bitcast float %v961 to i32
  %v963 = insertelement <4 x i32> %v956, i32 %v962, i32 1
  %v964 = extractelement <4 x i32> %v947, i32 2
  %v965 = extractelement <4 x i32> %v949, i32 2
  %v966 = bitcast i32 %v964 to float
  %v967 = bitcast i32 %v965 to float
  %v968 = call float @llvm.maxnum.f32(float %v966, float %v967)
  %v969 = bitcast float %v968 to i32
  %v970 = insertelement <4 x i32> %v963, i32 %v969, i32 2
  %v971 = extractelement <4 x i32> %v947, i32 3
  %v972 = extractelement <4 x i32> %v949, i32 3
  %v973 = bitcast i32 %v971 to float
  %v974 = bitcast i32 %v972 to float
  %v975 = call float @llvm.maxnum.f32(float %v973, float %v974)
  %v976 = bitcast float %v975 to i32
  %v977 = insertelement <4 x i32> %v970, i32 %v976, i32 3
  %v978 = getelementptr i8, ptr addrspace(1) %v368, i64 %v945
  store <4 x i32> %v977, ptr addrspace(1) %v978, align 16
  br label %for24.latch
for24.latch:
  %for24.next = add i32 %v944, 4096
  br label %for24.head
for24.end:
  br label %if16.end
if16.end:
  %phi22 = phi i32 [ %phi19, %for20.end ], [ %phi3, %for24.end ]
  %phi23 = phi i32 [ %phi4, %for20.end ], [ %phi21, %for24.end ]
  br label %if15.end
if15.end:
  %phi24 = phi i32 [ %phi22, %if16.end ], [ %phi3, %if14.then ]
  %phi25 = phi i32 [ %phi23, %if16.end ], [ %phi4, %if14.then ]
  br label %if14.end
if14.end:
  %phi26 = phi i32 [ %phi24, %if15.end ], [ %phi3, %if1.end ]
  %phi27 = phi i32 [ %phi25, %if15.end ], [ %phi4, %if1.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v980 = icmp ult i32 %v11, 2
  %v981 = and i1 %v92, %v980
  br i1 %v981, label %if25.then, label %if25.end
if25.then:
  %v982 = add i32 %v91, 1
  %v984 = add i32 %p1, %v11
  %v985 = sub i32 %v984, 2
  %v986 = icmp uge i32 %v984, 2
  %v987 = select i1 %v986, i32 %v985, i32 %v984
  %v989 = zext i32 %v987 to i64
  %v990 = mul i64 %v989, 8
  %v991 = getelementptr i8, ptr addrspace(1) %p0, i64 %v990
  %v992 = load i64, ptr addrspace(1) %v991, align 8
  %v993 = sub i64 %v992, %v17
  %v994 = getelementptr i8, ptr addrspace(1) %v32, i64 %v993
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v982, ptr addrspace(1) %v994 monotonic, align 4
  br label %if25.end
if25.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v995 = icmp ule i64 %v89, 1
  %v997 = icmp uge i64 %v89, 1
  %v998 = and i1 %v997, %v995
  br i1 %v998, label %if26.then, label %if26.end
if26.then:
  %v1000 = icmp ult i32 %v11, 2
  %v1001 = icmp uge i32 %v11, 1
  %v1002 = and i1 %v1001, %v1000
  br i1 %v1002, label %if27.then, label %if27.end
if27.then:
  %v1004 = add i32 %p1, %v11
  %v1005 = sub i32 %v1004, 2
  %v1006 = icmp uge i32 %v1004, 2
  %v1007 = select i1 %v1006, i32 %v1005, i32 %v1004
  %v1008 = add i32 %v27, %v1007
  %v1009 = zext i32 %v1008 to i64
  %v1011 = mul i64 %v1009, 4
  %v1012 = getelementptr i8, ptr addrspace(1) %v25, i64 %v1011
  %t16 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1015 = mul i64 %t16, 10
  br label %while28.cond
while28.cond:
  %phi28 = phi i32 [ %phi0, %if27.then ], [ %phi32, %if29.end ]
  %phi29 = phi i32 [ %phi0, %if27.then ], [ %phi33, %if29.end ]
  %v1018 = icmp eq i32 %phi29, 0
  br i1 %v1018, label %while28.body, label %while28.end
while28.body:
  %v1019 = load atomic i32, ptr addrspace(1) %v1012 monotonic, align 4
  %v1021 = sub i32 %v1019, %v91
  %v1022 = icmp sge i32 %v1021, 0
  %t17 = call i64 @llvm.amdgcn.s.memrealtime()
  %v1023 = mul i64 %t17, 10
  %v1024 = sub i64 %v1023, %v1015
  %v1025 = icmp ugt i64 %v1024, %p6
  %v1026 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v1027 = icmp ne i32 %v1026, 0
  %v1028 = or i1 %v1025, %v1027
  br i1 %v1022, label %if29.then, label %if29.else
if29.then:
  br label %if29.end
if29.else:
  br i1 %v1028, label %if30.then, label %if30.end
if30.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if30.end
if30.end:
  %phi30 = phi i32 [ 1, %if30.then ], [ %phi28, %if29.else ]
  %phi31 = phi i32 [ 1, %if30.then ], [ %phi29, %if29.else ]
  br label %if29.end
if29.end:
  %phi32 = phi i32 [ %phi28, %if29.then ], [ %phi30, %if30.end ]
  %phi33 = phi i32 [ 1, %if29.then ], [ %phi31, %if30.end ]
  br label %while28.cond
while28.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if27.end
if27.end:
  %phi34 = phi i32 [ %phi28, %while28.end ], [ %phi0, %if26.then ]
  %phi35 = phi i32 [ %phi29, %while28.end ], [ %phi5, %if26.then ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %if26.end
if26.end:
  %phi36 = phi i32 [ %phi34, %if27.end ], [ %phi0, %if25.end ]
  %phi37 = phi i32 [ %phi35, %if27.end ], [ %phi5, %if25.end ]
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
