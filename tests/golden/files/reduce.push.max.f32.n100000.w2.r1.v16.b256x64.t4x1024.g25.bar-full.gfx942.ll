; kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g25_bar_full_gfx942: 256 threads per block, grid 25
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g25_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %var1 = alloca i32, align 4, addrspace(5)
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; reduce push (relay): 2 ranks x 400000 bytes, slices of 16384 bytes per block
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
  %v36 = mul i64 %v35, 131072
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
  %v66 = mul i64 %v64, 4194304
  %v67 = getelementptr i8, ptr addrspace(1) %v37, i64 %v66
  %v69 = sub i32 2, %p1
  %v71 = icmp uge i32 %v69, 2
  %v73 = sub i32 %v69, 2
  %v74 = select i1 %v71, i32 %v73, i32 %v69
  %v76 = icmp eq i32 %p1, 1
  %v77 = zext i32 %v74 to i64
  %v79 = mul i64 %v77, 4194304
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
  %v95 = mul i64 %v89, 25
  %v96 = add i64 %v95, %v94
  %v97 = mul i64 %v96, 16384
  %v99 = call i64 @llvm.umax.i64(i64 400000, i64 %v97)
  %v100 = sub i64 %v99, %v97
  %v101 = call i64 @llvm.umin.i64(i64 %v100, i64 16384)
  %v103 = and i32 %v91, 3
  %v105 = zext i32 %v103 to i64
  %v106 = mul i64 %v105, 4194304
  br i1 %v54, label %if2.then, label %if2.end
if2.then:
  %v107 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v108 = getelementptr i8, ptr addrspace(1) %v52, i64 %v106
  %v110 = icmp eq i64 %v101, 16384
  br i1 %v110, label %if3.then, label %if3.else
if3.then:
  %v112 = udiv i64 16384, 32768
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
  %v154 = add i64 %v113, %v23
  br label %for5.head
for5.head:
  %v155 = phi i64 [ %v154, %for4.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v155, 16384
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v156 = getelementptr i8, ptr addrspace(1) %v107, i64 %v155
  %v157 = load <4 x i32>, ptr addrspace(1) %v156, align 16
  %v158 = getelementptr i8, ptr addrspace(1) %v108, i64 %v155
  store <4 x i32> %v157, ptr addrspace(1) %v158, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v155, 4096
  br label %for5.head
for5.end:
  br label %if3.end
if3.else:
  %v160 = udiv i64 %v101, 32768
  %v161 = mul i64 %v160, 32768
  br label %for6.head
for6.head:
  %v162 = phi i64 [ %v23, %if3.else ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v162, %v161
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v164 = add i64 %v162, 4096
  %v166 = add i64 %v162, 8192
  %v168 = add i64 %v162, 12288
  %v170 = add i64 %v162, 16384
  %v172 = add i64 %v162, 20480
  %v174 = add i64 %v162, 24576
  %v176 = add i64 %v162, 28672
  %v177 = getelementptr i8, ptr addrspace(1) %v107, i64 %v162
  %v178 = load <4 x i32>, ptr addrspace(1) %v177, align 16
  %v179 = getelementptr i8, ptr addrspace(1) %v107, i64 %v164
  %v180 = load <4 x i32>, ptr addrspace(1) %v179, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %v107, i64 %v166
  %v182 = load <4 x i32>, ptr addrspace(1) %v181, align 16
  %v183 = getelementptr i8, ptr addrspace(1) %v107, i64 %v168
  %v184 = load <4 x i32>, ptr addrspace(1) %v183, align 16
  %v185 = getelementptr i8, ptr addrspace(1) %v107, i64 %v170
  %v186 = load <4 x i32>, ptr addrspace(1) %v185, align 16
  %v187 = getelementptr i8, ptr addrspace(1) %v107, i64 %v172
  %v188 = load <4 x i32>, ptr addrspace(1) %v187, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v107, i64 %v174
  %v190 = load <4 x i32>, ptr addrspace(1) %v189, align 16
  %v191 = getelementptr i8, ptr addrspace(1) %v107, i64 %v176
  %v192 = load <4 x i32>, ptr addrspace(1) %v191, align 16
  %v193 = getelementptr i8, ptr addrspace(1) %v108, i64 %v162
  store <4 x i32> %v178, ptr addrspace(1) %v193, align 16
  %v194 = getelementptr i8, ptr addrspace(1) %v108, i64 %v164
  store <4 x i32> %v180, ptr addrspace(1) %v194, align 16
  %v195 = getelementptr i8, ptr addrspace(1) %v108, i64 %v166
  store <4 x i32> %v182, ptr addrspace(1) %v195, align 16
  %v196 = getelementptr i8, ptr addrspace(1) %v108, i64 %v168
  store <4 x i32> %v184, ptr addrspace(1) %v196, align 16
  %v197 = getelementptr i8, ptr addrspace(1) %v108, i64 %v170
  store <4 x i32> %v186, ptr addrspace(1) %v197, align 16
  %v198 = getelementptr i8, ptr addrspace(1) %v108, i64 %v172
  store <4 x i32> %v188, ptr addrspace(1) %v198, align 16
  %v199 = getelementptr i8, ptr addrspace(1) %v108, i64 %v174
  store <4 x i32> %v190, ptr addrspace(1) %v199, align 16
  %v200 = getelementptr i8, ptr addrspace(1) %v108, i64 %v176
  store <4 x i32> %v192, ptr addrspace(1) %v200, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v162, 32768
  br label %for6.head
for6.end:
  %v202 = add i64 %v161, %v23
  br label %for7.head
for7.head:
  %v203 = phi i64 [ %v202, %for6.end ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v203, %v101
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v204 = getelementptr i8, ptr addrspace(1) %v107, i64 %v203
  %v205 = load <4 x i32>, ptr addrspace(1) %v204, align 16
  %v206 = getelementptr i8, ptr addrspace(1) %v108, i64 %v203
  store <4 x i32> %v205, ptr addrspace(1) %v206, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v203, 4096
  br label %for7.head
for7.end:
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %if1.end
if1.end:
  ; round l-2 (arrived: waited for last round): reduce, while the sends drain
  %v208 = icmp uge i64 %v89, 2
  br i1 %v208, label %if8.then, label %if8.end
if8.then:
  br i1 %v82, label %if9.then, label %if9.end
if9.then:
  %v210 = sub i64 %v89, 2
  %v212 = zext i32 %v12 to i64
  %v213 = mul i64 %v210, 25
  %v214 = add i64 %v213, %v212
  %v215 = mul i64 %v214, 16384
  %v217 = call i64 @llvm.umax.i64(i64 400000, i64 %v215)
  %v218 = sub i64 %v217, %v215
  %v219 = call i64 @llvm.umin.i64(i64 %v218, i64 16384)
  %v221 = sub i32 %v91, 2
  %v223 = and i32 %v221, 3
  %v225 = zext i32 %v223 to i64
  %v226 = mul i64 %v225, 4194304
  %v227 = getelementptr i8, ptr addrspace(1) %p2, i64 %v215
  %v228 = getelementptr i8, ptr addrspace(1) %v67, i64 %v226
  %v229 = select i1 %v63, ptr addrspace(1) %v227, ptr addrspace(1) %v228
  %v230 = getelementptr i8, ptr addrspace(1) %v80, i64 %v226
  %v231 = select i1 %v76, ptr addrspace(1) %v227, ptr addrspace(1) %v230
  %v232 = getelementptr i8, ptr addrspace(1) %p3, i64 %v215
  %v234 = icmp eq i64 %v219, 16384
  br i1 %v234, label %if10.then, label %if10.else
if10.then:
  %v236 = udiv i64 16384, 16384
  %v237 = mul i64 %v236, 16384
  br label %for11.head
for11.head:
  %v238 = phi i64 [ %v23, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v238, %v237
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v240 = add i64 %v238, 4096
  %v242 = add i64 %v238, 8192
  %v244 = add i64 %v238, 12288
  %v245 = getelementptr i8, ptr addrspace(1) %v229, i64 %v238
  %v246 = load <4 x i32>, ptr addrspace(1) %v245, align 16
  %v247 = getelementptr i8, ptr addrspace(1) %v231, i64 %v238
  %v248 = load <4 x i32>, ptr addrspace(1) %v247, align 16
  %v249 = getelementptr i8, ptr addrspace(1) %v229, i64 %v240
  %v250 = load <4 x i32>, ptr addrspace(1) %v249, align 16
  %v251 = getelementptr i8, ptr addrspace(1) %v231, i64 %v240
  %v252 = load <4 x i32>, ptr addrspace(1) %v251, align 16
  %v253 = getelementptr i8, ptr addrspace(1) %v229, i64 %v242
  %v254 = load <4 x i32>, ptr addrspace(1) %v253, align 16
  %v255 = getelementptr i8, ptr addrspace(1) %v231, i64 %v242
  %v256 = load <4 x i32>, ptr addrspace(1) %v255, align 16
  %v257 = getelementptr i8, ptr addrspace(1) %v229, i64 %v244
  %v258 = load <4 x i32>, ptr addrspace(1) %v257, align 16
  %v259 = getelementptr i8, ptr addrspace(1) %v231, i64 %v244
  %v260 = load <4 x i32>, ptr addrspace(1) %v259, align 16
  %v261 = extractelement <4 x i32> %v246, i32 0
  %v262 = extractelement <4 x i32> %v248, i32 0
  %v263 = bitcast i32 %v261 to float
  %v264 = bitcast i32 %v262 to float
  %v265 = call float @llvm.maxnum.f32(float %v263, float %v264)
  %v266 = bitcast float %v265 to i32
  %t0 = insertelement <4 x i32> poison, i32 %v266, i32 0
  %v267 = shufflevector <4 x i32> %t0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v268 = extractelement <4 x i32> %v246, i32 1
  %v269 = extractelement <4 x i32> %v248, i32 1
  %v270 = bitcast i32 %v268 to float
  %v271 = bitcast i32 %v269 to float
  %v272 = call float @llvm.maxnum.f32(float %v270, float %v271)
  %v273 = bitcast float %v272 to i32
  %v274 = insertelement <4 x i32> %v267, i32 %v273, i32 1
  %v275 = extractelement <4 x i32> %v246, i32 2
  %v276 = extractelement <4 x i32> %v248, i32 2
  %v277 = bitcast i32 %v275 to float
  %v278 = bitcast i32 %v276 to float
  %v279 = call float @llvm.maxnum.f32(float %v277, float %v278)
  %v280 = bitcast float %v279 to i32
  %v281 = insertelement <4 x i32> %v274, i32 %v280, i32 2
  %v282 = extractelement <4 x i32> %v246, i32 3
  %v283 = extractelement <4 x i32> %v248, i32 3
  %v284 = bitcast i32 %v282 to float
  %v285 = bitcast i32 %v283 to float
  %v286 = call float @llvm.maxnum.f32(float %v284, float %v285)
  %v287 = bitcast float %v286 to i32
  %v288 = insertelement <4 x i32> %v281, i32 %v287, i32 3
  %v289 = getelementptr i8, ptr addrspace(1) %v232, i64 %v238
  store <4 x i32> %v288, ptr addrspace(1) %v289, align 16
  %v290 = extractelement <4 x i32> %v250, i32 0
  %v291 = extractelement <4 x i32> %v252, i32 0
  %v292 = bitcast i32 %v290 to float
  %v293 = bitcast i32 %v291 to float
  %v294 = call float @llvm.maxnum.f32(float %v292, float %v293)
  %v295 = bitcast float %v294 to i32
  %t1 = insertelement <4 x i32> poison, i32 %v295, i32 0
  %v296 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %v297 = extractelement <4 x i32> %v250, i32 1
  %v298 = extractelement <4 x i32> %v252, i32 1
  %v299 = bitcast i32 %v297 to float
  %v300 = bitcast i32 %v298 to float
  %v301 = call float @llvm.maxnum.f32(float %v299, float %v300)
  %v302 = bitcast float %v301 to i32
  %v303 = insertelement <4 x i32> %v296, i32 %v302, i32 1
  %v304 = extractelement <4 x i32> %v250, i32 2
  %v305 = extractelement <4 x i32> %v252, i32 2
  %v306 = bitcast i32 %v304 to float
  %v307 = bitcast i32 %v305 to float
  %v308 = call float @llvm.maxnum.f32(float %v306, float %v307)
  %v309 = bitcast float %v308 to i32
  %v310 = insertelement <4 x i32> %v303, i32 %v309, i32 2
  %v311 = extractelement <4 x i32> %v250, i32 3
  %v312 = extractelement <4 x i32> %v252, i32 3
  %v313 = bitcast i32 %v311 to float
  %v314 = bitcast i32 %v312 to float
  %v315 = call float @llvm.maxnum.f32(float %v313, float %v314)
  %v316 = bitcast float %v315 to i32
  %v317 = insertelement <4 x i32> %v310, i32 %v316, i32 3
  %v318 = getelementptr i8, ptr addrspace(1) %v232, i64 %v240
  store <4 x i32> %v317, ptr addrspace(1) %v318, align 16
  %v319 = extractelement <4 x i32> %v254, i32 0
  %v320 = extractelement <4 x i32> %v256, i32 0
  %v321 = bitcast i32 %v319 to float
  %v322 = bitcast i32 %v320 to float
  %v323 = call float @llvm.maxnum.f32(float %v321, float %v322)
  %v324 = bitcast float %v323 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v324, i32 0
  %v325 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v326 = extractelement <4 x i32> %v254, i32 1
  %v327 = extractelement <4 x i32> %v256, i32 1
  %v328 = bitcast i32 %v326 to float
  %v329 = bitcast i32 %v327 to float
  %v330 = call float @llvm.maxnum.f32(float %v328, float %v329)
  %v331 = bitcast float %v330 to i32
  %v332 = insertelement <4 x i32> %v325, i32 %v331, i32 1
  %v333 = extractelement <4 x i32> %v254, i32 2
  %v334 = extractelement <4 x i32> %v256, i32 2
  %v335 = bitcast i32 %v333 to float
  %v336 = bitcast i32 %v334 to float
  %v337 = call float @llvm.maxnum.f32(float %v335, float %v336)
  %v338 = bitcast float %v337 to i32
  %v339 = insertelement <4 x i32> %v332, i32 %v338, i32 2
  %v340 = extractelement <4 x i32> %v254, i32 3
  %v341 = extractelement <4 x i32> %v256, i32 3
  %v342 = bitcast i32 %v340 to float
  %v343 = bitcast i32 %v341 to float
  %v344 = call float @llvm.maxnum.f32(float %v342, float %v343)
  %v345 = bitcast float %v344 to i32
  %v346 = insertelement <4 x i32> %v339, i32 %v345, i32 3
  %v347 = getelementptr i8, ptr addrspace(1) %v232, i64 %v242
  store <4 x i32> %v346, ptr addrspace(1) %v347, align 16
  %v348 = extractelement <4 x i32> %v258, i32 0
  %v349 = extractelement <4 x i32> %v260, i32 0
  %v350 = bitcast i32 %v348 to float
  %v351 = bitcast i32 %v349 to float
  %v352 = call float @llvm.maxnum.f32(float %v350, float %v351)
  %v353 = bitcast float %v352 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v353, i32 0
  %v354 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v355 = extractelement <4 x i32> %v258, i32 1
  %v356 = extractelement <4 x i32> %v260, i32 1
  %v357 = bitcast i32 %v355 to float
  %v358 = bitcast i32 %v356 to float
  %v359 = call float @llvm.maxnum.f32(float %v357, float %v358)
  %v360 = bitcast float %v359 to i32
  %v361 = insertelement <4 x i32> %v354, i32 %v360, i32 1
  %v362 = extractelement <4 x i32> %v258, i32 2
  %v363 = extractelement <4 x i32> %v260, i32 2
  %v364 = bitcast i32 %v362 to float
  %v365 = bitcast i32 %v363 to float
  %v366 = call float @llvm.maxnum.f32(float %v364, float %v365)
  %v367 = bitcast float %v366 to i32
  %v368 = insertelement <4 x i32> %v361, i32 %v367, i32 2
  %v369 = extractelement <4 x i32> %v258, i32 3
  %v370 = extractelement <4 x i32> %v260, i32 3
  %v371 = bitcast i32 %v369 to float
  %v372 = bitcast i32 %v370 to float
  %v373 = call float @llvm.maxnum.f32(float %v371, float %v372)
  %v374 = bitcast float %v373 to i32
  %v375 = insertelement <4 x i32> %v368, i32 %v374, i32 3
  %v376 = getelementptr i8, ptr addrspace(1) %v232, i64 %v244
  store <4 x i32> %v375, ptr addrspace(1) %v376, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v238, 16384
  br label %for11.head
for11.end:
  %v378 = add i64 %v237, %v23
  br label %for12.head
for12.head:
  %v379 = phi i64 [ %v378, %for11.end ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i64 %v379, 16384
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v380 = getelementptr i8, ptr addrspace(1) %v229, i64 %v379
  %v381 = load <4 x i32>, ptr addrspace(1) %v380, align 16
  %v382 = getelementptr i8, ptr addrspace(1) %v231, i64 %v379
  %v383 = load <4 x i32>, ptr addrspace(1) %v382, align 16
  %v384 = extractelement <4 x i32> %v381, i32 0
  %v385 = extractelement <4 x i32> %v383, i32 0
  %v386 = bitcast i32 %v384 to float
  %v387 = bitcast i32 %v385 to float
  %v388 = call float @llvm.maxnum.f32(float %v386, float %v387)
  %v389 = bitcast float %v388 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v389, i32 0
  %v390 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v391 = extractelement <4 x i32> %v381, i32 1
  %v392 = extractelement <4 x i32> %v383, i32 1
  %v393 = bitcast i32 %v391 to float
  %v394 = bitcast i32 %v392 to float
  %v395 = call float @llvm.maxnum.f32(float %v393, float %v394)
  %v396 = bitcast float %v395 to i32
  %v397 = insertelement <4 x i32> %v390, i32 %v396, i32 1
  %v398 = extractelement <4 x i32> %v381, i32 2
  %v399 = extractelement <4 x i32> %v383, i32 2
  %v400 = bitcast i32 %v398 to float
  %v401 = bitcast i32 %v399 to float
  %v402 = call float @llvm.maxnum.f32(float %v400, float %v401)
  %v403 = bitcast float %v402 to i32
  %v404 = insertelement <4 x i32> %v397, i32 %v403, i32 2
  %v405 = extractelement <4 x i32> %v381, i32 3
  %v406 = extractelement <4 x i32> %v383, i32 3
  %v407 = bitcast i32 %v405 to float
  %v408 = bitcast i32 %v406 to float
  %v409 = call float @llvm.maxnum.f32(float %v407, float %v408)
  %v410 = bitcast float %v409 to i32
  %v411 = insertelement <4 x i32> %v404, i32 %v410, i32 3
  %v412 = getelementptr i8, ptr addrspace(1) %v232, i64 %v379
  store <4 x i32> %v411, ptr addrspace(1) %v412, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i64 %v379, 4096
  br label %for12.head
for12.end:
  br label %if10.end
if10.else:
  %v414 = udiv i64 %v219, 16384
  %v415 = mul i64 %v414, 16384
  br label %for13.head
for13.head:
  %v416 = phi i64 [ %v23, %if10.else ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v416, %v415
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v418 = add i64 %v416, 4096
  %v420 = add i64 %v416, 8192
  %v422 = add i64 %v416, 12288
  %v423 = getelementptr i8, ptr addrspace(1) %v229, i64 %v416
  %v424 = load <4 x i32>, ptr addrspace(1) %v423, align 16
  %v425 = getelementptr i8, ptr addrspace(1) %v231, i64 %v416
  %v426 = load <4 x i32>, ptr addrspace(1) %v425, align 16
  %v427 = getelementptr i8, ptr addrspace(1) %v229, i64 %v418
  %v428 = load <4 x i32>, ptr addrspace(1) %v427, align 16
  %v429 = getelementptr i8, ptr addrspace(1) %v231, i64 %v418
  %v430 = load <4 x i32>, ptr addrspace(1) %v429, align 16
  %v431 = getelementptr i8, ptr addrspace(1) %v229, i64 %v420
  %v432 = load <4 x i32>, ptr addrspace(1) %v431, align 16
  %v433 = getelementptr i8, ptr addrspace(1) %v231, i64 %v420
  %v434 = load <4 x i32>, ptr addrspace(1) %v433, align 16
  %v435 = getelementptr i8, ptr addrspace(1) %v229, i64 %v422
  %v436 = load <4 x i32>, ptr addrspace(1) %v435, align 16
  %v437 = getelementptr i8, ptr addrspace(1) %v231, i64 %v422
  %v438 = load <4 x i32>, ptr addrspace(1) %v437, align 16
  %v439 = extractelement <4 x i32> %v424, i32 0
  %v440 = extractelement <4 x i32> %v426, i32 0
  %v441 = bitcast i32 %v439 to float
  %v442 = bitcast i32 %v440 to float
  %v443 = call float @llvm.maxnum.f32(float %v441, float %v442)
  %v444 = bitcast float %v443 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v444, i32 0
  %v445 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v446 = extractelement <4 x i32> %v424, i32 1
  %v447 = extractelement <4 x i32> %v426, i32 1
  %v448 = bitcast i32 %v446 to float
  %v449 = bitcast i32 %v447 to float
  %v450 = call float @llvm.maxnum.f32(float %v448, float %v449)
  %v451 = bitcast float %v450 to i32
  %v452 = insertelement <4 x i32> %v445, i32 %v451, i32 1
  %v453 = extractelement <4 x i32> %v424, i32 2
  %v454 = extractelement <4 x i32> %v426, i32 2
  %v455 = bitcast i32 %v453 to float
  %v456 = bitcast i32 %v454 to float
  %v457 = call float @llvm.maxnum.f32(float %v455, float %v456)
  %v458 = bitcast float %v457 to i32
  %v459 = insertelement <4 x i32> %v452, i32 %v458, i32 2
  %v460 = extractelement <4 x i32> %v424, i32 3
  %v461 = extractelement <4 x i32> %v426, i32 3
  %v462 = bitcast i32 %v460 to float
  %v463 = bitcast i32 %v461 to float
  %v464 = call float @llvm.maxnum.f32(float %v462, float %v463)
  %v465 = bitcast float %v464 to i32
  %v466 = insertelement <4 x i32> %v459, i32 %v465, i32 3
  %v467 = getelementptr i8, ptr addrspace(1) %v232, i64 %v416
  store <4 x i32> %v466, ptr addrspace(1) %v467, align 16
  %v468 = extractelement <4 x i32> %v428, i32 0
  %v469 = extractelement <4 x i32> %v430, i32 0
  %v470 = bitcast i32 %v468 to float
  %v471 = bitcast i32 %v469 to float
  %v472 = call float @llvm.maxnum.f32(float %v470, float %v471)
  %v473 = bitcast float %v472 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v473, i32 0
  %v474 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v475 = extractelement <4 x i32> %v428, i32 1
  %v476 = extractelement <4 x i32> %v430, i32 1
  %v477 = bitcast i32 %v475 to float
  %v478 = bitcast i32 %v476 to float
  %v479 = call float @llvm.maxnum.f32(float %v477, float %v478)
  %v480 = bitcast float %v479 to i32
  %v481 = insertelement <4 x i32> %v474, i32 %v480, i32 1
  %v482 = extractelement <4 x i32> %v428, i32 2
  %v483 = extractelement <4 x i32> %v430, i32 2
  %v484 = bitcast i32 %v482 to float
  %v485 = bitcast i32 %v483 to float
  %v486 = call float @llvm.maxnum.f32(float %v484, float %v485)
  %v487 = bitcast float %v486 to i32
  %v488 = insertelement <4 x i32> %v481, i32 %v487, i32 2
  %v489 = extractelement <4 x i32> %v428, i32 3
  %v490 = extractelement <4 x i32> %v430, i32 3
  %v491 = bitcast i32 %v489 to float
  %v492 = bitcast i32 %v490 to float
  %v493 = call float @llvm.maxnum.f32(float %v491, float %v492)
  %v494 = bitcast float %v493 to i32
  %v495 = insertelement <4 x i32> %v488, i32 %v494, i32 3
  %v496 = getelementptr i8, ptr addrspace(1) %v232, i64 %v418
  store <4 x i32> %v495, ptr addrspace(1) %v496, align 16
  %v497 = extractelement <4 x i32> %v432, i32 0
  %v498 = extractelement <4 x i32> %v434, i32 0
  %v499 = bitcast i32 %v497 to float
  %v500 = bitcast i32 %v498 to float
  %v501 = call float @llvm.maxnum.f32(float %v499, float %v500)
  %v502 = bitcast float %v501 to i32
  %t7 = insertelement <4 x i32> poison, i32 %v502, i32 0
  %v503 = shufflevector <4 x i32> %t7, <4 x i32> poison, <4 x i32> zeroinitializer
  %v504 = extractelement <4 x i32> %v432, i32 1
  %v505 = extractelement <4 x i32> %v434, i32 1
  %v506 = bitcast i32 %v504 to float
  %v507 = bitcast i32 %v505 to float
  %v508 = call float @llvm.maxnum.f32(float %v506, float %v507)
  %v509 = bitcast float %v508 to i32
  %v510 = insertelement <4 x i32> %v503, i32 %v509, i32 1
  %v511 = extractelement <4 x i32> %v432, i32 2
  %v512 = extractelement <4 x i32> %v434, i32 2
  %v513 = bitcast i32 %v511 to float
  %v514 = bitcast i32 %v512 to float
  %v515 = call float @llvm.maxnum.f32(float %v513, float %v514)
  %v516 = bitcast float %v515 to i32
  %v517 = insertelement <4 x i32> %v510, i32 %v516, i32 2
  %v518 = extractelement <4 x i32> %v432, i32 3
  %v519 = extractelement <4 x i32> %v434, i32 3
  %v520 = bitcast i32 %v518 to float
  %v521 = bitcast i32 %v519 to float
  %v522 = call float @llvm.maxnum.f32(float %v520, float %v521)
  %v523 = bitcast float %v522 to i32
  %v524 = insertelement <4 x i32> %v517, i32 %v523, i32 3
  %v525 = getelementptr i8, ptr addrspace(1) %v232, i64 %v420
  store <4 x i32> %v524, ptr addrspace(1) %v525, align 16
  %v526 = extractelement <4 x i32> %v436, i32 0
  %v527 = extractelement <4 x i32> %v438, i32 0
  %v528 = bitcast i32 %v526 to float
  %v529 = bitcast i32 %v527 to float
  %v530 = call float @llvm.maxnum.f32(float %v528, float %v529)
  %v531 = bitcast float %v530 to i32
  %t8 = insertelement <4 x i32> poison, i32 %v531, i32 0
  %v532 = shufflevector <4 x i32> %t8, <4 x i32> poison, <4 x i32> zeroinitializer
  %v533 = extractelement <4 x i32> %v436, i32 1
  %v534 = extractelement <4 x i32> %v438, i32 1
  %v535 = bitcast i32 %v533 to float
  %v536 = bitcast i32 %v534 to float
  %v537 = call float @llvm.maxnum.f32(float %v535, float %v536)
  %v538 = bitcast float %v537 to i32
  %v539 = insertelement <4 x i32> %v532, i32 %v538, i32 1
  %v540 = extractelement <4 x i32> %v436, i32 2
  %v541 = extractelement <4 x i32> %v438, i32 2
  %v542 = bitcast i32 %v540 to float
  %v543 = bitcast i32 %v541 to float
  %v544 = call float @llvm.maxnum.f32(float %v542, float %v543)
  %v545 = bitcast float %v544 to i32
  %v546 = insertelement <4 x i32> %v539, i32 %v545, i32 2
  %v547 = extractelement <4 x i32> %v436, i32 3
  %v548 = extractelement <4 x i32> %v438, i32 3
  %v549 = bitcast i32 %v547 to float
  %v550 = bitcast i32 %v548 to float
  %v551 = call float @llvm.maxnum.f32(float %v549, float %v550)
  %v552 = bitcast float %v551 to i32
  %v553 = insertelement <4 x i32> %v546, i32 %v552, i32 3
  %v554 = getelementptr i8, ptr addrspace(1) %v232, i64 %v422
  store <4 x i32> %v553, ptr addrspace(1) %v554, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v416, 16384
  br label %for13.head
for13.end:
  %v556 = add i64 %v415, %v23
  br label %for14.head
for14.head:
  %v557 = phi i64 [ %v556, %for13.end ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i64 %v557, %v219
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v558 = getelementptr i8, ptr addrspace(1) %v229, i64 %v557
  %v559 = load <4 x i32>, ptr addrspace(1) %v558, align 16
  %v560 = getelementptr i8, ptr addrspace(1) %v231, i64 %v557
  %v561 = load <4 x i32>, ptr addrspace(1) %v560, align 16
  %v562 = extractelement <4 x i32> %v559, i32 0
  %v563 = extractelement <4 x i32> %v561, i32 0
  %v564 = bitcast i32 %v562 to float
  %v565 = bitcast i32 %v563 to float
  %v566 = call float @llvm.maxnum.f32(float %v564, float %v565)
  %v567 = bitcast float %v566 to i32
  %t9 = insertelement <4 x i32> poison, i32 %v567, i32 0
  %v568 = shufflevector <4 x i32> %t9, <4 x i32> poison, <4 x i32> zeroinitializer
  %v569 = extractelement <4 x i32> %v559, i32 1
  %v570 = extractelement <4 x i32> %v561, i32 1
  %v571 = bitcast i32 %v569 to float
  %v572 = bitcast i32 %v570 to float
  %v573 = call float @llvm.maxnum.f32(float %v571, float %v572)
  %v574 = bitcast float %v573 to i32
  %v575 = insertelement <4 x i32> %v568, i32 %v574, i32 1
  %v576 = extractelement <4 x i32> %v559, i32 2
  %v577 = extractelement <4 x i32> %v561, i32 2
  %v578 = bitcast i32 %v576 to float
  %v579 = bitcast i32 %v577 to float
  %v580 = call float @llvm.maxnum.f32(float %v578, float %v579)
  %v581 = bitcast float %v580 to i32
  %v582 = insertelement <4 x i32> %v575, i32 %v581, i32 2
  %v583 = extractelement <4 x i32> %v559, i32 3
  %v584 = extractelement <4 x i32> %v561, i32 3
  %v585 = bitcast i32 %v583 to float
  %v586 = bitcast i32 %v584 to float
  %v587 = call float @llvm.maxnum.f32(float %v585, float %v586)
  %v588 = bitcast float %v587 to i32
  %v589 = insertelement <4 x i32> %v582, i32 %v588, i32 3
  %v590 = getelementptr i8, ptr addrspace(1) %v232, i64 %v557
  store <4 x i32> %v589, ptr addrspace(1) %v590, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i64 %v557, 4096
  br label %for14.head
for14.end:
  br label %if10.end
if10.end:
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v592 = icmp ult i32 %v11, 2
  %v593 = and i1 %v92, %v592
  br i1 %v593, label %if15.then, label %if15.end
if15.then:
  %v594 = add i32 %v91, 1
  %v596 = add i32 %p1, %v11
  %v597 = sub i32 %v596, 2
  %v598 = icmp uge i32 %v596, 2
  %v599 = select i1 %v598, i32 %v597, i32 %v596
  %v601 = zext i32 %v599 to i64
  %v602 = mul i64 %v601, 8
  %v603 = getelementptr i8, ptr addrspace(1) %p0, i64 %v602
  %v604 = load i64, ptr addrspace(1) %v603, align 8
  %v605 = sub i64 %v604, %v17
  %v606 = getelementptr i8, ptr addrspace(1) %v32, i64 %v605
  store atomic i32 %v594, ptr addrspace(1) %v606 release, align 4
  br label %if15.end
if15.end:
  ; round l-1: wait until every peer sent it (reduced in round l+1)
  %v607 = icmp ule i64 %v89, 1
  %v609 = icmp uge i64 %v89, 1
  %v610 = and i1 %v609, %v607
  br i1 %v610, label %if16.then, label %if16.end
if16.then:
  %v612 = icmp ult i32 %v11, 2
  %v613 = icmp uge i32 %v11, 1
  %v614 = and i1 %v613, %v612
  br i1 %v614, label %if17.then, label %if17.end
if17.then:
  %v616 = add i32 %p1, %v11
  %v617 = sub i32 %v616, 2
  %v618 = icmp uge i32 %v616, 2
  %v619 = select i1 %v618, i32 %v617, i32 %v616
  %v620 = add i32 %v27, %v619
  %v621 = zext i32 %v620 to i64
  %v623 = mul i64 %v621, 4
  %v624 = getelementptr i8, ptr addrspace(1) %v25, i64 %v623
  %t10 = call i64 @llvm.amdgcn.s.memrealtime()
  %v627 = mul i64 %t10, 10
  %v628 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v628, ptr addrspace(5) %var1, align 4
  br label %while18.cond
while18.cond:
  %v629 = load i32, ptr addrspace(5) %var1, align 4
  %v630 = icmp eq i32 %v629, 0
  br i1 %v630, label %while18.body, label %while18.end
while18.body:
  %v631 = load atomic i32, ptr addrspace(1) %v624 acquire, align 4
  %v633 = sub i32 %v631, %v91
  %v634 = icmp sge i32 %v633, 0
  %t11 = call i64 @llvm.amdgcn.s.memrealtime()
  %v635 = mul i64 %t11, 10
  %v636 = sub i64 %v635, %v627
  %v637 = icmp ugt i64 %v636, %p6
  %v638 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v639 = icmp ne i32 %v638, 0
  %v640 = or i1 %v637, %v639
  br i1 %v634, label %if19.then, label %if19.else
if19.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if19.end
if19.else:
  br i1 %v640, label %if20.then, label %if20.end
if20.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if20.end
if20.end:
  br label %if19.end
if19.end:
  br label %while18.cond
while18.end:
  br label %if17.end
if17.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %if16.end
if16.end:
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
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
