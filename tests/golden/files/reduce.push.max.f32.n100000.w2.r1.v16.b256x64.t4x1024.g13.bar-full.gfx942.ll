; kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g13_bar_full_gfx942: 256 threads per block, grid 13
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g13_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; reduce push (relay): 2 ranks x 400000 bytes, slices of 32768 bytes per block
  %v21 = zext i32 %v11 to i64
  %v22 = mul i64 %v21, 16
  %v24 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v26 = mul i32 %v12, 2
  %v27 = add i32 %v26, %p1
  %v28 = zext i32 %v27 to i64
  %v30 = mul i64 %v28, 4
  %v31 = getelementptr i8, ptr addrspace(1) %v24, i64 %v30
  %v32 = load atomic i32, ptr addrspace(1) %v31 syncscope("agent") monotonic, align 4
  %v34 = zext i32 %v12 to i64
  %v35 = mul i64 %v34, 32768
  %v36 = getelementptr i8, ptr addrspace(1) %p7, i64 %v35
  %v39 = add i32 %p1, 1
  %v40 = icmp uge i32 %v39, 2
  %v41 = sub i32 %v39, 2
  %v42 = select i1 %v40, i32 %v41, i32 %v39
  %v44 = getelementptr i8, ptr addrspace(1) %v36, i64 0
  %v46 = zext i32 %v42 to i64
  %v47 = mul i64 %v46, 8
  %v48 = getelementptr i8, ptr addrspace(1) %p0, i64 %v47
  %v49 = load i64, ptr addrspace(1) %v48, align 8
  %v50 = sub i64 %v49, %v17
  %v51 = getelementptr i8, ptr addrspace(1) %v44, i64 %v50
  %v53 = icmp eq i32 %v42, 1
  %v55 = sub i32 1, %p1
  %v57 = icmp uge i32 %v55, 2
  %v59 = sub i32 %v55, 2
  %v60 = select i1 %v57, i32 %v59, i32 %v55
  %v62 = icmp eq i32 %p1, 0
  %v63 = zext i32 %v60 to i64
  %v65 = mul i64 %v63, 1048576
  %v66 = getelementptr i8, ptr addrspace(1) %v36, i64 %v65
  %v68 = sub i32 2, %p1
  %v70 = icmp uge i32 %v68, 2
  %v72 = sub i32 %v68, 2
  %v73 = select i1 %v70, i32 %v72, i32 %v68
  %v75 = icmp eq i32 %p1, 1
  %v76 = zext i32 %v73 to i64
  %v78 = mul i64 %v76, 1048576
  %v79 = getelementptr i8, ptr addrspace(1) %v36, i64 %v78
  %v81 = icmp eq i32 %p1, 1
  %v86 = add i64 1, 1
  br label %for0.head
for0.head:
  %v88 = phi i64 [ 0, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v88, %v86
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v89 = trunc i64 %v88 to i32
  %v90 = add i32 %v32, %v89
  %v91 = icmp ult i64 %v88, 1
  ; round l: send slice l
  br i1 %v91, label %if1.then, label %if1.end
if1.then:
  %v93 = zext i32 %v12 to i64
  %v94 = mul i64 %v88, 13
  %v95 = add i64 %v94, %v93
  %v97 = mul i64 %v95, 32768
  %v99 = call i64 @llvm.umax.i64(i64 400000, i64 %v97)
  %v100 = sub i64 %v99, %v97
  %v102 = call i64 @llvm.umin.i64(i64 %v100, i64 32768)
  %v104 = and i32 %v90, 3
  %v106 = zext i32 %v104 to i64
  %v107 = mul i64 %v106, 1048576
  br i1 %v53, label %if2.then, label %if2.end
if2.then:
  %v108 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v109 = getelementptr i8, ptr addrspace(1) %v51, i64 %v107
  %v111 = icmp eq i64 %v102, 32768
  br i1 %v111, label %if3.then, label %if3.else
if3.then:
  br label %for4.head
for4.head:
  %v114 = phi i64 [ %v22, %if3.then ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v114, 32768
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v116 = add i64 %v114, 4096
  %v118 = add i64 %v114, 8192
  %v120 = add i64 %v114, 12288
  %v121 = getelementptr i8, ptr addrspace(1) %v108, i64 %v114
  %v122 = load <4 x i32>, ptr addrspace(1) %v121, align 16
  %v123 = getelementptr i8, ptr addrspace(1) %v108, i64 %v116
  %v124 = load <4 x i32>, ptr addrspace(1) %v123, align 16
  %v125 = getelementptr i8, ptr addrspace(1) %v108, i64 %v118
  %v126 = load <4 x i32>, ptr addrspace(1) %v125, align 16
  %v127 = getelementptr i8, ptr addrspace(1) %v108, i64 %v120
  %v128 = load <4 x i32>, ptr addrspace(1) %v127, align 16
  %v129 = getelementptr i8, ptr addrspace(1) %v109, i64 %v114
  store <4 x i32> %v122, ptr addrspace(1) %v129, align 16
  %v130 = getelementptr i8, ptr addrspace(1) %v109, i64 %v116
  store <4 x i32> %v124, ptr addrspace(1) %v130, align 16
  %v131 = getelementptr i8, ptr addrspace(1) %v109, i64 %v118
  store <4 x i32> %v126, ptr addrspace(1) %v131, align 16
  %v132 = getelementptr i8, ptr addrspace(1) %v109, i64 %v120
  store <4 x i32> %v128, ptr addrspace(1) %v132, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v114, 16384
  br label %for4.head
for4.end:
  br label %if3.end
if3.else:
  br label %for5.head
for5.head:
  %v134 = phi i64 [ %v22, %if3.else ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v134, %v102
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v135 = getelementptr i8, ptr addrspace(1) %v108, i64 %v134
  %v136 = load <4 x i32>, ptr addrspace(1) %v135, align 16
  %v137 = getelementptr i8, ptr addrspace(1) %v109, i64 %v134
  store <4 x i32> %v136, ptr addrspace(1) %v137, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v134, 4096
  br label %for5.head
for5.end:
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %if1.end
if1.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; signal: counter = arrival + 1 at every rank (thread t: rank + t)
  %v139 = icmp ult i32 %v11, 2
  %v140 = and i1 %v91, %v139
  br i1 %v140, label %if6.then, label %if6.end
if6.then:
  %v141 = add i32 %v90, 1
  %v142 = add i32 %p1, %v11
  %v144 = sub i32 %v142, 2
  %v145 = icmp uge i32 %v142, 2
  %v146 = select i1 %v145, i32 %v144, i32 %v142
  %v148 = zext i32 %v146 to i64
  %v149 = mul i64 %v148, 8
  %v150 = getelementptr i8, ptr addrspace(1) %p0, i64 %v149
  %v151 = load i64, ptr addrspace(1) %v150, align 8
  %v152 = sub i64 %v151, %v17
  %v153 = getelementptr i8, ptr addrspace(1) %v31, i64 %v152
  store atomic i32 %v141, ptr addrspace(1) %v153 release, align 4
  br label %if6.end
if6.end:
  ; round l-1: wait for every peer's sends, reduce
  %v155 = icmp uge i64 %v88, 1
  br i1 %v155, label %if7.then, label %if7.end
if7.then:
  %v157 = icmp ult i32 %v11, 2
  %v158 = icmp uge i32 %v11, 1
  %v159 = and i1 %v158, %v157
  br i1 %v159, label %if8.then, label %if8.end
if8.then:
  %v160 = add i32 %p1, %v11
  %v162 = sub i32 %v160, 2
  %v163 = icmp uge i32 %v160, 2
  %v164 = select i1 %v163, i32 %v162, i32 %v160
  %v165 = add i32 %v26, %v164
  %v166 = zext i32 %v165 to i64
  %v168 = mul i64 %v166, 4
  %v169 = getelementptr i8, ptr addrspace(1) %v24, i64 %v168
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v172 = mul i64 %t0, 10
  %v173 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v173, ptr addrspace(5) %var1, align 4
  br label %while9.cond
while9.cond:
  %v174 = load i32, ptr addrspace(5) %var1, align 4
  %v175 = icmp eq i32 %v174, 0
  br i1 %v175, label %while9.body, label %while9.end
while9.body:
  %v176 = load atomic i32, ptr addrspace(1) %v169 acquire, align 4
  %v178 = sub i32 %v176, %v90
  %v179 = icmp sge i32 %v178, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v180 = mul i64 %t1, 10
  %v181 = sub i64 %v180, %v172
  %v182 = icmp ugt i64 %v181, %p6
  %v183 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v184 = icmp ne i32 %v183, 0
  %v185 = or i1 %v182, %v184
  br i1 %v179, label %if10.then, label %if10.else
if10.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if10.end
if10.else:
  br i1 %v185, label %if11.then, label %if11.end
if11.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if11.end
if11.end:
  br label %if10.end
if10.end:
  br label %while9.cond
while9.end:
  br label %if8.end
if8.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v81, label %if12.then, label %if12.end
if12.then:
  %v188 = sub i64 %v88, 1
  %v190 = zext i32 %v12 to i64
  %v191 = mul i64 %v188, 13
  %v192 = add i64 %v191, %v190
  %v194 = mul i64 %v192, 32768
  %v196 = call i64 @llvm.umax.i64(i64 400000, i64 %v194)
  %v197 = sub i64 %v196, %v194
  %v199 = call i64 @llvm.umin.i64(i64 %v197, i64 32768)
  %v200 = sub i32 %v90, 1
  %v202 = and i32 %v200, 3
  %v204 = zext i32 %v202 to i64
  %v205 = mul i64 %v204, 1048576
  %v206 = getelementptr i8, ptr addrspace(1) %p2, i64 %v194
  %v207 = getelementptr i8, ptr addrspace(1) %v66, i64 %v205
  %v208 = select i1 %v62, ptr addrspace(1) %v206, ptr addrspace(1) %v207
  %v209 = getelementptr i8, ptr addrspace(1) %v79, i64 %v205
  %v210 = select i1 %v75, ptr addrspace(1) %v206, ptr addrspace(1) %v209
  %v211 = getelementptr i8, ptr addrspace(1) %p3, i64 %v194
  %v213 = icmp eq i64 %v199, 32768
  br i1 %v213, label %if13.then, label %if13.else
if13.then:
  br label %for14.head
for14.head:
  %v216 = phi i64 [ %v22, %if13.then ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i64 %v216, 32768
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v218 = add i64 %v216, 4096
  %v220 = add i64 %v216, 8192
  %v222 = add i64 %v216, 12288
  %v223 = getelementptr i8, ptr addrspace(1) %v208, i64 %v216
  %v224 = load <4 x i32>, ptr addrspace(1) %v223, align 16
  %v225 = getelementptr i8, ptr addrspace(1) %v210, i64 %v216
  %v226 = load <4 x i32>, ptr addrspace(1) %v225, align 16
  %v227 = getelementptr i8, ptr addrspace(1) %v208, i64 %v218
  %v228 = load <4 x i32>, ptr addrspace(1) %v227, align 16
  %v229 = getelementptr i8, ptr addrspace(1) %v210, i64 %v218
  %v230 = load <4 x i32>, ptr addrspace(1) %v229, align 16
  %v231 = getelementptr i8, ptr addrspace(1) %v208, i64 %v220
  %v232 = load <4 x i32>, ptr addrspace(1) %v231, align 16
  %v233 = getelementptr i8, ptr addrspace(1) %v210, i64 %v220
  %v234 = load <4 x i32>, ptr addrspace(1) %v233, align 16
  %v235 = getelementptr i8, ptr addrspace(1) %v208, i64 %v222
  %v236 = load <4 x i32>, ptr addrspace(1) %v235, align 16
  %v237 = getelementptr i8, ptr addrspace(1) %v210, i64 %v222
  %v238 = load <4 x i32>, ptr addrspace(1) %v237, align 16
  %v239 = extractelement <4 x i32> %v224, i32 0
  %v240 = extractelement <4 x i32> %v226, i32 0
  %v241 = bitcast i32 %v239 to float
  %v242 = bitcast i32 %v240 to float
  %v243 = call float @llvm.maxnum.f32(float %v241, float %v242)
  %v244 = bitcast float %v243 to i32
  %t2 = insertelement <4 x i32> poison, i32 %v244, i32 0
  %v245 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v246 = extractelement <4 x i32> %v224, i32 1
  %v247 = extractelement <4 x i32> %v226, i32 1
  %v248 = bitcast i32 %v246 to float
  %v249 = bitcast i32 %v247 to float
  %v250 = call float @llvm.maxnum.f32(float %v248, float %v249)
  %v251 = bitcast float %v250 to i32
  %v252 = insertelement <4 x i32> %v245, i32 %v251, i32 1
  %v253 = extractelement <4 x i32> %v224, i32 2
  %v254 = extractelement <4 x i32> %v226, i32 2
  %v255 = bitcast i32 %v253 to float
  %v256 = bitcast i32 %v254 to float
  %v257 = call float @llvm.maxnum.f32(float %v255, float %v256)
  %v258 = bitcast float %v257 to i32
  %v259 = insertelement <4 x i32> %v252, i32 %v258, i32 2
  %v260 = extractelement <4 x i32> %v224, i32 3
  %v261 = extractelement <4 x i32> %v226, i32 3
  %v262 = bitcast i32 %v260 to float
  %v263 = bitcast i32 %v261 to float
  %v264 = call float @llvm.maxnum.f32(float %v262, float %v263)
  %v265 = bitcast float %v264 to i32
  %v266 = insertelement <4 x i32> %v259, i32 %v265, i32 3
  %v267 = getelementptr i8, ptr addrspace(1) %v211, i64 %v216
  store <4 x i32> %v266, ptr addrspace(1) %v267, align 16
  %v268 = extractelement <4 x i32> %v228, i32 0
  %v269 = extractelement <4 x i32> %v230, i32 0
  %v270 = bitcast i32 %v268 to float
  %v271 = bitcast i32 %v269 to float
  %v272 = call float @llvm.maxnum.f32(float %v270, float %v271)
  %v273 = bitcast float %v272 to i32
  %t3 = insertelement <4 x i32> poison, i32 %v273, i32 0
  %v274 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %v275 = extractelement <4 x i32> %v228, i32 1
  %v276 = extractelement <4 x i32> %v230, i32 1
  %v277 = bitcast i32 %v275 to float
  %v278 = bitcast i32 %v276 to float
  %v279 = call float @llvm.maxnum.f32(float %v277, float %v278)
  %v280 = bitcast float %v279 to i32
  %v281 = insertelement <4 x i32> %v274, i32 %v280, i32 1
  %v282 = extractelement <4 x i32> %v228, i32 2
  %v283 = extractelement <4 x i32> %v230, i32 2
  %v284 = bitcast i32 %v282 to float
  %v285 = bitcast i32 %v283 to float
  %v286 = call float @llvm.maxnum.f32(float %v284, float %v285)
  %v287 = bitcast float %v286 to i32
  %v288 = insertelement <4 x i32> %v281, i32 %v287, i32 2
  %v289 = extractelement <4 x i32> %v228, i32 3
  %v290 = extractelement <4 x i32> %v230, i32 3
  %v291 = bitcast i32 %v289 to float
  %v292 = bitcast i32 %v290 to float
  %v293 = call float @llvm.maxnum.f32(float %v291, float %v292)
  %v294 = bitcast float %v293 to i32
  %v295 = insertelement <4 x i32> %v288, i32 %v294, i32 3
  %v296 = getelementptr i8, ptr addrspace(1) %v211, i64 %v218
  store <4 x i32> %v295, ptr addrspace(1) %v296, align 16
  %v297 = extractelement <4 x i32> %v232, i32 0
  %v298 = extractelement <4 x i32> %v234, i32 0
  %v299 = bitcast i32 %v297 to float
  %v300 = bitcast i32 %v298 to float
  %v301 = call float @llvm.maxnum.f32(float %v299, float %v300)
  %v302 = bitcast float %v301 to i32
  %t4 = insertelement <4 x i32> poison, i32 %v302, i32 0
  %v303 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %v304 = extractelement <4 x i32> %v232, i32 1
  %v305 = extractelement <4 x i32> %v234, i32 1
  %v306 = bitcast i32 %v304 to float
  %v307 = bitcast i32 %v305 to float
  %v308 = call float @llvm.maxnum.f32(float %v306, float %v307)
  %v309 = bitcast float %v308 to i32
  %v310 = insertelement <4 x i32> %v303, i32 %v309, i32 1
  %v311 = extractelement <4 x i32> %v232, i32 2
  %v312 = extractelement <4 x i32> %v234, i32 2
  %v313 = bitcast i32 %v311 to float
  %v314 = bitcast i32 %v312 to float
  %v315 = call float @llvm.maxnum.f32(float %v313, float %v314)
  %v316 = bitcast float %v315 to i32
  %v317 = insertelement <4 x i32> %v310, i32 %v316, i32 2
  %v318 = extractelement <4 x i32> %v232, i32 3
  %v319 = extractelement <4 x i32> %v234, i32 3
  %v320 = bitcast i32 %v318 to float
  %v321 = bitcast i32 %v319 to float
  %v322 = call float @llvm.maxnum.f32(float %v320, float %v321)
  %v323 = bitcast float %v322 to i32
  %v324 = insertelement <4 x i32> %v317, i32 %v323, i32 3
  %v325 = getelementptr i8, ptr addrspace(1) %v211, i64 %v220
  store <4 x i32> %v324, ptr addrspace(1) %v325, align 16
  %v326 = extractelement <4 x i32> %v236, i32 0
  %v327 = extractelement <4 x i32> %v238, i32 0
  %v328 = bitcast i32 %v326 to float
  %v329 = bitcast i32 %v327 to float
  %v330 = call float @llvm.maxnum.f32(float %v328, float %v329)
  %v331 = bitcast float %v330 to i32
  %t5 = insertelement <4 x i32> poison, i32 %v331, i32 0
  %v332 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %v333 = extractelement <4 x i32> %v236, i32 1
  %v334 = extractelement <4 x i32> %v238, i32 1
  %v335 = bitcast i32 %v333 to float
  %v336 = bitcast i32 %v334 to float
  %v337 = call float @llvm.maxnum.f32(float %v335, float %v336)
  %v338 = bitcast float %v337 to i32
  %v339 = insertelement <4 x i32> %v332, i32 %v338, i32 1
  %v340 = extractelement <4 x i32> %v236, i32 2
  %v341 = extractelement <4 x i32> %v238, i32 2
  %v342 = bitcast i32 %v340 to float
  %v343 = bitcast i32 %v341 to float
  %v344 = call float @llvm.maxnum.f32(float %v342, float %v343)
  %v345 = bitcast float %v344 to i32
  %v346 = insertelement <4 x i32> %v339, i32 %v345, i32 2
  %v347 = extractelement <4 x i32> %v236, i32 3
  %v348 = extractelement <4 x i32> %v238, i32 3
  %v349 = bitcast i32 %v347 to float
  %v350 = bitcast i32 %v348 to float
  %v351 = call float @llvm.maxnum.f32(float %v349, float %v350)
  %v352 = bitcast float %v351 to i32
  %v353 = insertelement <4 x i32> %v346, i32 %v352, i32 3
  %v354 = getelementptr i8, ptr addrspace(1) %v211, i64 %v222
  store <4 x i32> %v353, ptr addrspace(1) %v354, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i64 %v216, 16384
  br label %for14.head
for14.end:
  br label %if13.end
if13.else:
  br label %for15.head
for15.head:
  %v356 = phi i64 [ %v22, %if13.else ], [ %for15.next, %for15.latch ]
  %for15.cond = icmp ult i64 %v356, %v199
  br i1 %for15.cond, label %for15.body, label %for15.end
for15.body:
  %v357 = getelementptr i8, ptr addrspace(1) %v208, i64 %v356
  %v358 = load <4 x i32>, ptr addrspace(1) %v357, align 16
  %v359 = getelementptr i8, ptr addrspace(1) %v210, i64 %v356
  %v360 = load <4 x i32>, ptr addrspace(1) %v359, align 16
  %v361 = extractelement <4 x i32> %v358, i32 0
  %v362 = extractelement <4 x i32> %v360, i32 0
  %v363 = bitcast i32 %v361 to float
  %v364 = bitcast i32 %v362 to float
  %v365 = call float @llvm.maxnum.f32(float %v363, float %v364)
  %v366 = bitcast float %v365 to i32
  %t6 = insertelement <4 x i32> poison, i32 %v366, i32 0
  %v367 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %v368 = extractelement <4 x i32> %v358, i32 1
  %v369 = extractelement <4 x i32> %v360, i32 1
  %v370 = bitcast i32 %v368 to float
  %v371 = bitcast i32 %v369 to float
  %v372 = call float @llvm.maxnum.f32(float %v370, float %v371)
  %v373 = bitcast float %v372 to i32
  %v374 = insertelement <4 x i32> %v367, i32 %v373, i32 1
  %v375 = extractelement <4 x i32> %v358, i32 2
  %v376 = extractelement <4 x i32> %v360, i32 2
  %v377 = bitcast i32 %v375 to float
  %v378 = bitcast i32 %v376 to float
  %v379 = call float @llvm.maxnum.f32(float %v377, float %v378)
  %v380 = bitcast float %v379 to i32
  %v381 = insertelement <4 x i32> %v374, i32 %v380, i32 2
  %v382 = extractelement <4 x i32> %v358, i32 3
  %v383 = extractelement <4 x i32> %v360, i32 3
  %v384 = bitcast i32 %v382 to float
  %v385 = bitcast i32 %v383 to float
  %v386 = call float @llvm.maxnum.f32(float %v384, float %v385)
  %v387 = bitcast float %v386 to i32
  %v388 = insertelement <4 x i32> %v381, i32 %v387, i32 3
  %v389 = getelementptr i8, ptr addrspace(1) %v211, i64 %v356
  store <4 x i32> %v388, ptr addrspace(1) %v389, align 16
  br label %for15.latch
for15.latch:
  %for15.next = add i64 %v356, 4096
  br label %for15.head
for15.end:
  br label %if13.end
if13.end:
  br label %if12.end
if12.end:
  br label %if7.end
if7.end:
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v88, 1
  br label %for0.head
for0.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()
declare float @llvm.maxnum.f32(float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
