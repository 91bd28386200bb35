; kernel cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90: 384 threads per block, grid 6
; colljit: needs sm_90a (wgmma)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@cj_smem = external addrspace(3) global [0 x i8], align 1024 ; 73776 bytes

define void @cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9, ptr addrspace(1) noalias nocapture readonly align 16 %p10, ptr addrspace(1) nocapture readonly align 2 %p11) #0 {
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
  ; %p10: b
  ; %p11: bias
  %smem_at = ptrtoint ptr addrspace(3) @cj_smem to i32
  %smem_off = and i32 %smem_at, 1023
  %smem_bad = icmp ne i32 %smem_off, 0
  br i1 %smem_bad, label %smem_trap, label %smem_ok
smem_trap:
  call void @llvm.trap()
  unreachable
smem_ok:
  %v13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v15 = zext i32 %p1 to i64
  %v17 = mul i64 %v15, 8
  %v18 = getelementptr i8, ptr addrspace(1) %p0, i64 %v17
  %v19 = load i64, ptr addrspace(1) %v18, align 8
  ; gemm: B column-major (n x k), out bf16
  ; gemm 256x192x128 bf16, tile 128x64x64, 3 stages, warps 12x1, persistent
  %v22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v24 = and i32 %v22, 31
  %v26 = lshr i32 %v22, 5
  %v28 = udiv i32 %v26, 1
  %v30 = urem i32 %v26, 1
  %t0 = insertelement <4 x i32> poison, i32 0, i32 0
  %v32 = shufflevector <4 x i32> %t0, <4 x i32> poison, <4 x i32> zeroinitializer
  %t1 = insertelement <4 x i32> poison, i32 0, i32 0
  %v34 = shufflevector <4 x i32> %t1, <4 x i32> poison, <4 x i32> zeroinitializer
  %t2 = insertelement <4 x i32> poison, i32 0, i32 0
  %v36 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> zeroinitializer
  %t3 = insertelement <4 x i32> poison, i32 0, i32 0
  %v38 = shufflevector <4 x i32> %t3, <4 x i32> poison, <4 x i32> zeroinitializer
  %t4 = insertelement <4 x i32> poison, i32 0, i32 0
  %v40 = shufflevector <4 x i32> %t4, <4 x i32> poison, <4 x i32> zeroinitializer
  %t5 = insertelement <4 x i32> poison, i32 0, i32 0
  %v42 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> zeroinitializer
  %t6 = insertelement <4 x i32> poison, i32 0, i32 0
  %v44 = shufflevector <4 x i32> %t6, <4 x i32> poison, <4 x i32> zeroinitializer
  %t7 = insertelement <4 x i32> poison, i32 0, i32 0
  %v46 = shufflevector <4 x i32> %t7, <4 x i32> poison, <4 x i32> zeroinitializer
  ; a producer warpgroup stages the ring for 2 consumer warpgroups; a full and an empty mbarrier per slot, 2 k tiles issued past the newest published
  %v49 = icmp eq i32 %v22, 0
  br i1 %v49, label %if0.then, label %if0.end
if0.then:
  %v53 = add i32 0, 0
  %v54 = shl i32 %v53, 3
  %v55 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v56 = getelementptr i8, ptr addrspace(3) %v55, i32 %v54
  %t8 = ptrtoint ptr addrspace(3) %v56 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t8) #1
  %v60 = add i32 0, 3
  %v61 = shl i32 %v60, 3
  %v62 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v63 = getelementptr i8, ptr addrspace(3) %v62, i32 %v61
  %t9 = ptrtoint ptr addrspace(3) %v63 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t9) #1
  %v67 = add i32 1, 0
  %v68 = shl i32 %v67, 3
  %v69 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v70 = getelementptr i8, ptr addrspace(3) %v69, i32 %v68
  %t10 = ptrtoint ptr addrspace(3) %v70 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t10) #1
  %v74 = add i32 1, 3
  %v75 = shl i32 %v74, 3
  %v76 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v77 = getelementptr i8, ptr addrspace(3) %v76, i32 %v75
  %t11 = ptrtoint ptr addrspace(3) %v77 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t11) #1
  %v81 = add i32 2, 0
  %v82 = shl i32 %v81, 3
  %v83 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v84 = getelementptr i8, ptr addrspace(3) %v83, i32 %v82
  %t12 = ptrtoint ptr addrspace(3) %v84 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t12) #1
  %v88 = add i32 2, 3
  %v89 = shl i32 %v88, 3
  %v90 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v91 = getelementptr i8, ptr addrspace(3) %v90, i32 %v89
  %t13 = ptrtoint ptr addrspace(3) %v91 to i32
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;\0Afence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 %t13) #1
  br label %if0.end
if0.end:
  call void @llvm.nvvm.barrier0()
  %v93 = icmp ult i32 %v22, 128
  br i1 %v93, label %if1.then, label %if1.else
if1.then:
  br label %for2.head
for2.head:
  %phi0 = phi i32 [ 0, %if1.then ], [ %v318, %for2.latch ]
  %v95 = phi i32 [ %v14, %if1.then ], [ %for2.next, %for2.latch ]
  %for2.cond = icmp ult i32 %v95, 6
  br i1 %for2.cond, label %for2.body, label %for2.end
for2.body:
  %v99 = udiv i32 %v95, 24
  %v100 = mul i32 %v99, 8
  %v103 = sub i32 2, %v100
  %v104 = call i32 @llvm.umin.i32(i32 %v103, i32 8)
  %v106 = urem i32 %v95, 24
  %v107 = urem i32 %v106, %v104
  %v108 = add i32 %v100, %v107
  %v110 = mul i32 %v108, 128
  %v112 = udiv i32 %v106, %v104
  %v113 = mul i32 %v112, 64
  %v115 = lshr i32 %v22, 3
  %v117 = and i32 %v22, 7
  %v119 = shl i32 %v117, 3
  %v120 = add i32 %v110, %v115
  %v121 = zext i32 %v120 to i64
  %v122 = zext i32 %v119 to i64
  %v124 = mul i64 %v121, 128
  %v125 = add i64 %v124, %v122
  %v127 = shl i64 %v125, 1
  %v128 = getelementptr i8, ptr addrspace(1) %p2, i64 %v127
  %v130 = and i32 %v115, 7
  %v131 = xor i32 %v117, %v130
  %v133 = shl i32 %v131, 4
  %v135 = mul i32 %v115, 128
  %v136 = add i32 %v135, %v133
  %v138 = lshr i32 %v22, 3
  %v140 = and i32 %v22, 7
  %v142 = shl i32 %v140, 3
  %v143 = add i32 %v113, %v138
  %v144 = zext i32 %v143 to i64
  %v145 = zext i32 %v142 to i64
  %v147 = mul i64 %v144, 128
  %v148 = add i64 %v147, %v145
  %v150 = shl i64 %v148, 1
  %v151 = getelementptr i8, ptr addrspace(1) %p10, i64 %v150
  %v153 = and i32 %v138, 7
  %v154 = xor i32 %v140, %v153
  %v156 = shl i32 %v154, 4
  %v158 = mul i32 %v138, 128
  %v159 = add i32 %v158, %v156
  br label %for3.head
for3.head:
  %v163 = phi i32 [ 0, %for2.body ], [ %for3.next, %for3.latch ]
  %for3.cond = icmp ult i32 %v163, 2
  br i1 %for3.cond, label %for3.body, label %for3.end
for3.body:
  %v164 = add i32 %phi0, %v163
  %v166 = icmp uge i32 %v164, 2
  br i1 %v166, label %if4.then, label %if4.end
if4.then:
  %v168 = sub i32 %v164, 2
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #1
  %v170 = urem i32 %v168, 3
  %v173 = add i32 %v170, 0
  %v174 = shl i32 %v173, 3
  %v175 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v176 = getelementptr i8, ptr addrspace(3) %v175, i32 %v174
  %t14 = ptrtoint ptr addrspace(3) %v176 to i32
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %t14) #1
  br label %if4.end
if4.end:
  %v178 = urem i32 %v164, 3
  %v182 = udiv i32 %v164, 3
  %v183 = and i32 %v182, 1
  %v184 = xor i32 %v183, 1
  %v187 = add i32 %v178, 3
  %v188 = shl i32 %v187, 3
  %v189 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v190 = getelementptr i8, ptr addrspace(3) %v189, i32 %v188
  %t15 = ptrtoint ptr addrspace(3) %v190 to i32
  call void asm sideeffect "{\0A.reg .pred p;\0Acj_wait:\0Ambarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;\0A@!p bra cj_wait;\0A}", "r,r,~{memory}"(i32 %t15, i32 %v184) #1
  %v192 = mul i32 %v163, 64
  %v194 = mul i32 %v178, 16384
  %v195 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 0 ; a_ring
  %v196 = getelementptr i8, ptr addrspace(3) %v195, i32 %v194
  %v197 = zext i32 %v192 to i64
  %v199 = mul i64 %v197, 2
  %v200 = getelementptr i8, ptr addrspace(1) %v128, i64 %v199
  %v202 = add i32 %v22, 0
  %v204 = add i32 %v136, 0
  %v205 = getelementptr i8, ptr addrspace(3) %v196, i32 %v204
  %v207 = getelementptr i8, ptr addrspace(1) %v200, i64 0
  %v209 = add i32 %v115, 0
  %t16 = ptrtoint ptr addrspace(3) %v205 to i32
  %t17 = ptrtoint ptr addrspace(1) %v207 to i64
  %t18 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t16, i64 %t17, i32 %t18)
  %v211 = add i32 %v22, 128
  %v213 = add i32 %v136, 2048
  %v214 = getelementptr i8, ptr addrspace(3) %v196, i32 %v213
  %v216 = getelementptr i8, ptr addrspace(1) %v200, i64 4096
  %v218 = add i32 %v115, 16
  %t19 = ptrtoint ptr addrspace(3) %v214 to i32
  %t20 = ptrtoint ptr addrspace(1) %v216 to i64
  %t21 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t19, i64 %t20, i32 %t21)
  %v220 = add i32 %v22, 256
  %v222 = add i32 %v136, 4096
  %v223 = getelementptr i8, ptr addrspace(3) %v196, i32 %v222
  %v225 = getelementptr i8, ptr addrspace(1) %v200, i64 8192
  %v227 = add i32 %v115, 32
  %t22 = ptrtoint ptr addrspace(3) %v223 to i32
  %t23 = ptrtoint ptr addrspace(1) %v225 to i64
  %t24 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t22, i64 %t23, i32 %t24)
  %v229 = add i32 %v22, 384
  %v231 = add i32 %v136, 6144
  %v232 = getelementptr i8, ptr addrspace(3) %v196, i32 %v231
  %v234 = getelementptr i8, ptr addrspace(1) %v200, i64 12288
  %v236 = add i32 %v115, 48
  %t25 = ptrtoint ptr addrspace(3) %v232 to i32
  %t26 = ptrtoint ptr addrspace(1) %v234 to i64
  %t27 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t25, i64 %t26, i32 %t27)
  %v238 = add i32 %v22, 512
  %v240 = add i32 %v136, 8192
  %v241 = getelementptr i8, ptr addrspace(3) %v196, i32 %v240
  %v243 = getelementptr i8, ptr addrspace(1) %v200, i64 16384
  %v245 = add i32 %v115, 64
  %t28 = ptrtoint ptr addrspace(3) %v241 to i32
  %t29 = ptrtoint ptr addrspace(1) %v243 to i64
  %t30 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t28, i64 %t29, i32 %t30)
  %v247 = add i32 %v22, 640
  %v249 = add i32 %v136, 10240
  %v250 = getelementptr i8, ptr addrspace(3) %v196, i32 %v249
  %v252 = getelementptr i8, ptr addrspace(1) %v200, i64 20480
  %v254 = add i32 %v115, 80
  %t31 = ptrtoint ptr addrspace(3) %v250 to i32
  %t32 = ptrtoint ptr addrspace(1) %v252 to i64
  %t33 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t31, i64 %t32, i32 %t33)
  %v256 = add i32 %v22, 768
  %v258 = add i32 %v136, 12288
  %v259 = getelementptr i8, ptr addrspace(3) %v196, i32 %v258
  %v261 = getelementptr i8, ptr addrspace(1) %v200, i64 24576
  %v263 = add i32 %v115, 96
  %t34 = ptrtoint ptr addrspace(3) %v259 to i32
  %t35 = ptrtoint ptr addrspace(1) %v261 to i64
  %t36 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t34, i64 %t35, i32 %t36)
  %v265 = add i32 %v22, 896
  %v267 = add i32 %v136, 14336
  %v268 = getelementptr i8, ptr addrspace(3) %v196, i32 %v267
  %v270 = getelementptr i8, ptr addrspace(1) %v200, i64 28672
  %v272 = add i32 %v115, 112
  %t37 = ptrtoint ptr addrspace(3) %v268 to i32
  %t38 = ptrtoint ptr addrspace(1) %v270 to i64
  %t39 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t37, i64 %t38, i32 %t39)
  %v274 = mul i32 %v178, 8192
  %v275 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 49152 ; b_ring
  %v276 = getelementptr i8, ptr addrspace(3) %v275, i32 %v274
  %v277 = zext i32 %v192 to i64
  %v279 = mul i64 %v277, 2
  %v280 = getelementptr i8, ptr addrspace(1) %v151, i64 %v279
  %v282 = add i32 %v22, 0
  %v284 = add i32 %v159, 0
  %v285 = getelementptr i8, ptr addrspace(3) %v276, i32 %v284
  %v287 = getelementptr i8, ptr addrspace(1) %v280, i64 0
  %v289 = add i32 %v138, 0
  %t40 = ptrtoint ptr addrspace(3) %v285 to i32
  %t41 = ptrtoint ptr addrspace(1) %v287 to i64
  %t42 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t40, i64 %t41, i32 %t42)
  %v291 = add i32 %v22, 128
  %v293 = add i32 %v159, 2048
  %v294 = getelementptr i8, ptr addrspace(3) %v276, i32 %v293
  %v296 = getelementptr i8, ptr addrspace(1) %v280, i64 4096
  %v298 = add i32 %v138, 16
  %t43 = ptrtoint ptr addrspace(3) %v294 to i32
  %t44 = ptrtoint ptr addrspace(1) %v296 to i64
  %t45 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t43, i64 %t44, i32 %t45)
  %v300 = add i32 %v22, 256
  %v302 = add i32 %v159, 4096
  %v303 = getelementptr i8, ptr addrspace(3) %v276, i32 %v302
  %v305 = getelementptr i8, ptr addrspace(1) %v280, i64 8192
  %v307 = add i32 %v138, 32
  %t46 = ptrtoint ptr addrspace(3) %v303 to i32
  %t47 = ptrtoint ptr addrspace(1) %v305 to i64
  %t48 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t46, i64 %t47, i32 %t48)
  %v309 = add i32 %v22, 384
  %v311 = add i32 %v159, 6144
  %v312 = getelementptr i8, ptr addrspace(3) %v276, i32 %v311
  %v314 = getelementptr i8, ptr addrspace(1) %v280, i64 12288
  %v316 = add i32 %v138, 48
  %t49 = ptrtoint ptr addrspace(3) %v312 to i32
  %t50 = ptrtoint ptr addrspace(1) %v314 to i64
  %t51 = add i32 16, 0
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t49, i64 %t50, i32 %t51)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  br label %for3.latch
for3.latch:
  %for3.next = add i32 %v163, 1
  br label %for3.head
for3.end:
  %v318 = add i32 %phi0, 2
  br label %for2.latch
for2.latch:
  %for2.next = add i32 %v95, 6
  br label %for2.head
for2.end:
  ; the last 2 k tiles' arrivals
  %v321 = call i32 @llvm.umin.i32(i32 %phi0, i32 2)
  %v322 = sub i32 %phi0, %v321
  br label %for5.head
for5.head:
  %v324 = phi i32 [ %v322, %for2.end ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i32 %v324, %phi0
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #1
  %v326 = urem i32 %v324, 3
  %v329 = add i32 %v326, 0
  %v330 = shl i32 %v329, 3
  %v331 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v332 = getelementptr i8, ptr addrspace(3) %v331, i32 %v330
  %t52 = ptrtoint ptr addrspace(3) %v332 to i32
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %t52) #1
  br label %for5.latch
for5.latch:
  %for5.next = add i32 %v324, 1
  br label %for5.head
for5.end:
  br label %if1.end
if1.else:
  %v334 = sub i32 %v22, 128
  %v336 = and i32 %v334, 31
  %v338 = lshr i32 %v334, 5
  %v341 = lshr i32 %v334, 7
  %v343 = mul i32 %v341, 8192
  br label %for6.head
for6.head:
  %phi1 = phi <4 x i32> [ %v32, %if1.else ], [ %t897, %for6.latch ]
  %phi2 = phi <4 x i32> [ %v34, %if1.else ], [ %t918, %for6.latch ]
  %phi3 = phi <4 x i32> [ %v36, %if1.else ], [ %t939, %for6.latch ]
  %phi4 = phi <4 x i32> [ %v38, %if1.else ], [ %t960, %for6.latch ]
  %phi5 = phi <4 x i32> [ %v40, %if1.else ], [ %t981, %for6.latch ]
  %phi6 = phi <4 x i32> [ %v42, %if1.else ], [ %t1002, %for6.latch ]
  %phi7 = phi <4 x i32> [ %v44, %if1.else ], [ %t1023, %for6.latch ]
  %phi8 = phi <4 x i32> [ %v46, %if1.else ], [ %t1044, %for6.latch ]
  %phi9 = phi i32 [ 0, %if1.else ], [ %v503, %for6.latch ]
  %v345 = phi i32 [ %v14, %if1.else ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i32 %v345, 6
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v349 = udiv i32 %v345, 24
  %v350 = mul i32 %v349, 8
  %v353 = sub i32 2, %v350
  %v354 = call i32 @llvm.umin.i32(i32 %v353, i32 8)
  %v356 = urem i32 %v345, 24
  %v357 = urem i32 %v356, %v354
  %v358 = add i32 %v350, %v357
  %v360 = mul i32 %v358, 128
  %v362 = udiv i32 %v356, %v354
  %v363 = mul i32 %v362, 64
  %t53 = insertelement <4 x i32> poison, i32 0, i32 0
  %v365 = shufflevector <4 x i32> %t53, <4 x i32> poison, <4 x i32> zeroinitializer
  %t54 = insertelement <4 x i32> poison, i32 0, i32 0
  %v367 = shufflevector <4 x i32> %t54, <4 x i32> poison, <4 x i32> zeroinitializer
  %t55 = insertelement <4 x i32> poison, i32 0, i32 0
  %v369 = shufflevector <4 x i32> %t55, <4 x i32> poison, <4 x i32> zeroinitializer
  %t56 = insertelement <4 x i32> poison, i32 0, i32 0
  %v371 = shufflevector <4 x i32> %t56, <4 x i32> poison, <4 x i32> zeroinitializer
  %t57 = insertelement <4 x i32> poison, i32 0, i32 0
  %v373 = shufflevector <4 x i32> %t57, <4 x i32> poison, <4 x i32> zeroinitializer
  %t58 = insertelement <4 x i32> poison, i32 0, i32 0
  %v375 = shufflevector <4 x i32> %t58, <4 x i32> poison, <4 x i32> zeroinitializer
  %t59 = insertelement <4 x i32> poison, i32 0, i32 0
  %v377 = shufflevector <4 x i32> %t59, <4 x i32> poison, <4 x i32> zeroinitializer
  %t60 = insertelement <4 x i32> poison, i32 0, i32 0
  %v379 = shufflevector <4 x i32> %t60, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %for7.head
for7.head:
  %phi10 = phi <4 x i32> [ %v365, %for6.body ], [ %t728, %for7.latch ]
  %phi11 = phi <4 x i32> [ %v367, %for6.body ], [ %t749, %for7.latch ]
  %phi12 = phi <4 x i32> [ %v369, %for6.body ], [ %t770, %for7.latch ]
  %phi13 = phi <4 x i32> [ %v371, %for6.body ], [ %t791, %for7.latch ]
  %phi14 = phi <4 x i32> [ %v373, %for6.body ], [ %t812, %for7.latch ]
  %phi15 = phi <4 x i32> [ %v375, %for6.body ], [ %t833, %for7.latch ]
  %phi16 = phi <4 x i32> [ %v377, %for6.body ], [ %t854, %for7.latch ]
  %phi17 = phi <4 x i32> [ %v379, %for6.body ], [ %t875, %for7.latch ]
  %v383 = phi i32 [ 0, %for6.body ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i32 %v383, 2
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v384 = add i32 %phi9, %v383
  %v386 = urem i32 %v384, 3
  %v388 = udiv i32 %v384, 3
  %v390 = and i32 %v388, 1
  %v393 = add i32 %v386, 0
  %v394 = shl i32 %v393, 3
  %v395 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v396 = getelementptr i8, ptr addrspace(3) %v395, i32 %v394
  %t61 = ptrtoint ptr addrspace(3) %v396 to i32
  call void asm sideeffect "{\0A.reg .pred p;\0Acj_wait:\0Ambarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;\0A@!p bra cj_wait;\0A}", "r,r,~{memory}"(i32 %t61, i32 %v390) #1
  %v398 = mul i32 %v386, 16384
  %v399 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 0 ; a_ring
  %v400 = getelementptr i8, ptr addrspace(3) %v399, i32 %v398
  %t62 = ptrtoint ptr addrspace(3) %v400 to i32
  %v401 = add i32 %t62, 0
  %v403 = mul i32 %v386, 8192
  %v404 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 49152 ; b_ring
  %v405 = getelementptr i8, ptr addrspace(3) %v404, i32 %v403
  %t63 = ptrtoint ptr addrspace(3) %v405 to i32
  %v406 = add i32 %t63, 0
  %v407 = add i32 %v401, %v343
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #1
  %v409 = add i32 %v406, 0
  %v412 = lshr i32 %v409, 4
  %v413 = and i32 %v412, 16383
  %v415 = zext i32 %v413 to i64
  %v416 = or i64 %v415, 4611686293305360384
  %v418 = add i32 %v407, 0
  %v421 = lshr i32 %v418, 4
  %v422 = and i32 %v421, 16383
  %v424 = zext i32 %v422 to i64
  %v425 = or i64 %v424, 4611686293305360384
  %t64 = extractelement <4 x i32> %phi10, i32 0
  %t65 = bitcast i32 %t64 to float
  %t66 = extractelement <4 x i32> %phi10, i32 1
  %t67 = bitcast i32 %t66 to float
  %t68 = extractelement <4 x i32> %phi10, i32 2
  %t69 = bitcast i32 %t68 to float
  %t70 = extractelement <4 x i32> %phi10, i32 3
  %t71 = bitcast i32 %t70 to float
  %t72 = extractelement <4 x i32> %phi11, i32 0
  %t73 = bitcast i32 %t72 to float
  %t74 = extractelement <4 x i32> %phi11, i32 1
  %t75 = bitcast i32 %t74 to float
  %t76 = extractelement <4 x i32> %phi11, i32 2
  %t77 = bitcast i32 %t76 to float
  %t78 = extractelement <4 x i32> %phi11, i32 3
  %t79 = bitcast i32 %t78 to float
  %t80 = extractelement <4 x i32> %phi12, i32 0
  %t81 = bitcast i32 %t80 to float
  %t82 = extractelement <4 x i32> %phi12, i32 1
  %t83 = bitcast i32 %t82 to float
  %t84 = extractelement <4 x i32> %phi12, i32 2
  %t85 = bitcast i32 %t84 to float
  %t86 = extractelement <4 x i32> %phi12, i32 3
  %t87 = bitcast i32 %t86 to float
  %t88 = extractelement <4 x i32> %phi13, i32 0
  %t89 = bitcast i32 %t88 to float
  %t90 = extractelement <4 x i32> %phi13, i32 1
  %t91 = bitcast i32 %t90 to float
  %t92 = extractelement <4 x i32> %phi13, i32 2
  %t93 = bitcast i32 %t92 to float
  %t94 = extractelement <4 x i32> %phi13, i32 3
  %t95 = bitcast i32 %t94 to float
  %t96 = extractelement <4 x i32> %phi14, i32 0
  %t97 = bitcast i32 %t96 to float
  %t98 = extractelement <4 x i32> %phi14, i32 1
  %t99 = bitcast i32 %t98 to float
  %t100 = extractelement <4 x i32> %phi14, i32 2
  %t101 = bitcast i32 %t100 to float
  %t102 = extractelement <4 x i32> %phi14, i32 3
  %t103 = bitcast i32 %t102 to float
  %t104 = extractelement <4 x i32> %phi15, i32 0
  %t105 = bitcast i32 %t104 to float
  %t106 = extractelement <4 x i32> %phi15, i32 1
  %t107 = bitcast i32 %t106 to float
  %t108 = extractelement <4 x i32> %phi15, i32 2
  %t109 = bitcast i32 %t108 to float
  %t110 = extractelement <4 x i32> %phi15, i32 3
  %t111 = bitcast i32 %t110 to float
  %t112 = extractelement <4 x i32> %phi16, i32 0
  %t113 = bitcast i32 %t112 to float
  %t114 = extractelement <4 x i32> %phi16, i32 1
  %t115 = bitcast i32 %t114 to float
  %t116 = extractelement <4 x i32> %phi16, i32 2
  %t117 = bitcast i32 %t116 to float
  %t118 = extractelement <4 x i32> %phi16, i32 3
  %t119 = bitcast i32 %t118 to float
  %t120 = extractelement <4 x i32> %phi17, i32 0
  %t121 = bitcast i32 %t120 to float
  %t122 = extractelement <4 x i32> %phi17, i32 1
  %t123 = bitcast i32 %t122 to float
  %t124 = extractelement <4 x i32> %phi17, i32 2
  %t125 = bitcast i32 %t124 to float
  %t126 = extractelement <4 x i32> %phi17, i32 3
  %t127 = bitcast i32 %t126 to float
  %t128 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,~{memory}"(float %t65, float %t67, float %t69, float %t71, float %t73, float %t75, float %t77, float %t79, float %t81, float %t83, float %t85, float %t87, float %t89, float %t91, float %t93, float %t95, float %t97, float %t99, float %t101, float %t103, float %t105, float %t107, float %t109, float %t111, float %t113, float %t115, float %t117, float %t119, float %t121, float %t123, float %t125, float %t127, i64 %v425, i64 %v416, i32 1) #1
  %t129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 0
  %t130 = bitcast float %t129 to i32
  %t131 = insertelement <4 x i32> poison, i32 %t130, i32 0
  %t132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 1
  %t133 = bitcast float %t132 to i32
  %t134 = insertelement <4 x i32> %t131, i32 %t133, i32 1
  %t135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 2
  %t136 = bitcast float %t135 to i32
  %t137 = insertelement <4 x i32> %t134, i32 %t136, i32 2
  %t138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 3
  %t139 = bitcast float %t138 to i32
  %t140 = insertelement <4 x i32> %t137, i32 %t139, i32 3
  %t141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 4
  %t142 = bitcast float %t141 to i32
  %t143 = insertelement <4 x i32> poison, i32 %t142, i32 0
  %t144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 5
  %t145 = bitcast float %t144 to i32
  %t146 = insertelement <4 x i32> %t143, i32 %t145, i32 1
  %t147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 6
  %t148 = bitcast float %t147 to i32
  %t149 = insertelement <4 x i32> %t146, i32 %t148, i32 2
  %t150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 7
  %t151 = bitcast float %t150 to i32
  %t152 = insertelement <4 x i32> %t149, i32 %t151, i32 3
  %t153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 8
  %t154 = bitcast float %t153 to i32
  %t155 = insertelement <4 x i32> poison, i32 %t154, i32 0
  %t156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 9
  %t157 = bitcast float %t156 to i32
  %t158 = insertelement <4 x i32> %t155, i32 %t157, i32 1
  %t159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 10
  %t160 = bitcast float %t159 to i32
  %t161 = insertelement <4 x i32> %t158, i32 %t160, i32 2
  %t162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 11
  %t163 = bitcast float %t162 to i32
  %t164 = insertelement <4 x i32> %t161, i32 %t163, i32 3
  %t165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 12
  %t166 = bitcast float %t165 to i32
  %t167 = insertelement <4 x i32> poison, i32 %t166, i32 0
  %t168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 13
  %t169 = bitcast float %t168 to i32
  %t170 = insertelement <4 x i32> %t167, i32 %t169, i32 1
  %t171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 14
  %t172 = bitcast float %t171 to i32
  %t173 = insertelement <4 x i32> %t170, i32 %t172, i32 2
  %t174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 15
  %t175 = bitcast float %t174 to i32
  %t176 = insertelement <4 x i32> %t173, i32 %t175, i32 3
  %t177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 16
  %t178 = bitcast float %t177 to i32
  %t179 = insertelement <4 x i32> poison, i32 %t178, i32 0
  %t180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 17
  %t181 = bitcast float %t180 to i32
  %t182 = insertelement <4 x i32> %t179, i32 %t181, i32 1
  %t183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 18
  %t184 = bitcast float %t183 to i32
  %t185 = insertelement <4 x i32> %t182, i32 %t184, i32 2
  %t186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 19
  %t187 = bitcast float %t186 to i32
  %t188 = insertelement <4 x i32> %t185, i32 %t187, i32 3
  %t189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 20
  %t190 = bitcast float %t189 to i32
  %t191 = insertelement <4 x i32> poison, i32 %t190, i32 0
  %t192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 21
  %t193 = bitcast float %t192 to i32
  %t194 = insertelement <4 x i32> %t191, i32 %t193, i32 1
  %t195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 22
  %t196 = bitcast float %t195 to i32
  %t197 = insertelement <4 x i32> %t194, i32 %t196, i32 2
  %t198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 23
  %t199 = bitcast float %t198 to i32
  %t200 = insertelement <4 x i32> %t197, i32 %t199, i32 3
  %t201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 24
  %t202 = bitcast float %t201 to i32
  %t203 = insertelement <4 x i32> poison, i32 %t202, i32 0
  %t204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 25
  %t205 = bitcast float %t204 to i32
  %t206 = insertelement <4 x i32> %t203, i32 %t205, i32 1
  %t207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 26
  %t208 = bitcast float %t207 to i32
  %t209 = insertelement <4 x i32> %t206, i32 %t208, i32 2
  %t210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 27
  %t211 = bitcast float %t210 to i32
  %t212 = insertelement <4 x i32> %t209, i32 %t211, i32 3
  %t213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 28
  %t214 = bitcast float %t213 to i32
  %t215 = insertelement <4 x i32> poison, i32 %t214, i32 0
  %t216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 29
  %t217 = bitcast float %t216 to i32
  %t218 = insertelement <4 x i32> %t215, i32 %t217, i32 1
  %t219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 30
  %t220 = bitcast float %t219 to i32
  %t221 = insertelement <4 x i32> %t218, i32 %t220, i32 2
  %t222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t128, 31
  %t223 = bitcast float %t222 to i32
  %t224 = insertelement <4 x i32> %t221, i32 %t223, i32 3
  %v427 = add i32 %v406, 32
  %v430 = lshr i32 %v427, 4
  %v431 = and i32 %v430, 16383
  %v433 = zext i32 %v431 to i64
  %v434 = or i64 %v433, 4611686293305360384
  %v436 = add i32 %v407, 32
  %v439 = lshr i32 %v436, 4
  %v440 = and i32 %v439, 16383
  %v442 = zext i32 %v440 to i64
  %v443 = or i64 %v442, 4611686293305360384
  %t225 = extractelement <4 x i32> %t140, i32 0
  %t226 = bitcast i32 %t225 to float
  %t227 = extractelement <4 x i32> %t140, i32 1
  %t228 = bitcast i32 %t227 to float
  %t229 = extractelement <4 x i32> %t140, i32 2
  %t230 = bitcast i32 %t229 to float
  %t231 = extractelement <4 x i32> %t140, i32 3
  %t232 = bitcast i32 %t231 to float
  %t233 = extractelement <4 x i32> %t152, i32 0
  %t234 = bitcast i32 %t233 to float
  %t235 = extractelement <4 x i32> %t152, i32 1
  %t236 = bitcast i32 %t235 to float
  %t237 = extractelement <4 x i32> %t152, i32 2
  %t238 = bitcast i32 %t237 to float
  %t239 = extractelement <4 x i32> %t152, i32 3
  %t240 = bitcast i32 %t239 to float
  %t241 = extractelement <4 x i32> %t164, i32 0
  %t242 = bitcast i32 %t241 to float
  %t243 = extractelement <4 x i32> %t164, i32 1
  %t244 = bitcast i32 %t243 to float
  %t245 = extractelement <4 x i32> %t164, i32 2
  %t246 = bitcast i32 %t245 to float
  %t247 = extractelement <4 x i32> %t164, i32 3
  %t248 = bitcast i32 %t247 to float
  %t249 = extractelement <4 x i32> %t176, i32 0
  %t250 = bitcast i32 %t249 to float
  %t251 = extractelement <4 x i32> %t176, i32 1
  %t252 = bitcast i32 %t251 to float
  %t253 = extractelement <4 x i32> %t176, i32 2
  %t254 = bitcast i32 %t253 to float
  %t255 = extractelement <4 x i32> %t176, i32 3
  %t256 = bitcast i32 %t255 to float
  %t257 = extractelement <4 x i32> %t188, i32 0
  %t258 = bitcast i32 %t257 to float
  %t259 = extractelement <4 x i32> %t188, i32 1
  %t260 = bitcast i32 %t259 to float
  %t261 = extractelement <4 x i32> %t188, i32 2
  %t262 = bitcast i32 %t261 to float
  %t263 = extractelement <4 x i32> %t188, i32 3
  %t264 = bitcast i32 %t263 to float
  %t265 = extractelement <4 x i32> %t200, i32 0
  %t266 = bitcast i32 %t265 to float
  %t267 = extractelement <4 x i32> %t200, i32 1
  %t268 = bitcast i32 %t267 to float
  %t269 = extractelement <4 x i32> %t200, i32 2
  %t270 = bitcast i32 %t269 to float
  %t271 = extractelement <4 x i32> %t200, i32 3
  %t272 = bitcast i32 %t271 to float
  %t273 = extractelement <4 x i32> %t212, i32 0
  %t274 = bitcast i32 %t273 to float
  %t275 = extractelement <4 x i32> %t212, i32 1
  %t276 = bitcast i32 %t275 to float
  %t277 = extractelement <4 x i32> %t212, i32 2
  %t278 = bitcast i32 %t277 to float
  %t279 = extractelement <4 x i32> %t212, i32 3
  %t280 = bitcast i32 %t279 to float
  %t281 = extractelement <4 x i32> %t224, i32 0
  %t282 = bitcast i32 %t281 to float
  %t283 = extractelement <4 x i32> %t224, i32 1
  %t284 = bitcast i32 %t283 to float
  %t285 = extractelement <4 x i32> %t224, i32 2
  %t286 = bitcast i32 %t285 to float
  %t287 = extractelement <4 x i32> %t224, i32 3
  %t288 = bitcast i32 %t287 to float
  %t289 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,~{memory}"(float %t226, float %t228, float %t230, float %t232, float %t234, float %t236, float %t238, float %t240, float %t242, float %t244, float %t246, float %t248, float %t250, float %t252, float %t254, float %t256, float %t258, float %t260, float %t262, float %t264, float %t266, float %t268, float %t270, float %t272, float %t274, float %t276, float %t278, float %t280, float %t282, float %t284, float %t286, float %t288, i64 %v443, i64 %v434, i32 1) #1
  %t290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 0
  %t291 = bitcast float %t290 to i32
  %t292 = insertelement <4 x i32> poison, i32 %t291, i32 0
  %t293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 1
  %t294 = bitcast float %t293 to i32
  %t295 = insertelement <4 x i32> %t292, i32 %t294, i32 1
  %t296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 2
  %t297 = bitcast float %t296 to i32
  %t298 = insertelement <4 x i32> %t295, i32 %t297, i32 2
  %t299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 3
  %t300 = bitcast float %t299 to i32
  %t301 = insertelement <4 x i32> %t298, i32 %t300, i32 3
  %t302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 4
  %t303 = bitcast float %t302 to i32
  %t304 = insertelement <4 x i32> poison, i32 %t303, i32 0
  %t305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 5
  %t306 = bitcast float %t305 to i32
  %t307 = insertelement <4 x i32> %t304, i32 %t306, i32 1
  %t308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 6
  %t309 = bitcast float %t308 to i32
  %t310 = insertelement <4 x i32> %t307, i32 %t309, i32 2
  %t311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 7
  %t312 = bitcast float %t311 to i32
  %t313 = insertelement <4 x i32> %t310, i32 %t312, i32 3
  %t314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 8
  %t315 = bitcast float %t314 to i32
  %t316 = insertelement <4 x i32> poison, i32 %t315, i32 0
  %t317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 9
  %t318 = bitcast float %t317 to i32
  %t319 = insertelement <4 x i32> %t316, i32 %t318, i32 1
  %t320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 10
  %t321 = bitcast float %t320 to i32
  %t322 = insertelement <4 x i32> %t319, i32 %t321, i32 2
  %t323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 11
  %t324 = bitcast float %t323 to i32
  %t325 = insertelement <4 x i32> %t322, i32 %t324, i32 3
  %t326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 12
  %t327 = bitcast float %t326 to i32
  %t328 = insertelement <4 x i32> poison, i32 %t327, i32 0
  %t329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 13
  %t330 = bitcast float %t329 to i32
  %t331 = insertelement <4 x i32> %t328, i32 %t330, i32 1
  %t332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 14
  %t333 = bitcast float %t332 to i32
  %t334 = insertelement <4 x i32> %t331, i32 %t333, i32 2
  %t335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 15
  %t336 = bitcast float %t335 to i32
  %t337 = insertelement <4 x i32> %t334, i32 %t336, i32 3
  %t338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 16
  %t339 = bitcast float %t338 to i32
  %t340 = insertelement <4 x i32> poison, i32 %t339, i32 0
  %t341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 17
  %t342 = bitcast float %t341 to i32
  %t343 = insertelement <4 x i32> %t340, i32 %t342, i32 1
  %t344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 18
  %t345 = bitcast float %t344 to i32
  %t346 = insertelement <4 x i32> %t343, i32 %t345, i32 2
  %t347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 19
  %t348 = bitcast float %t347 to i32
  %t349 = insertelement <4 x i32> %t346, i32 %t348, i32 3
  %t350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 20
  %t351 = bitcast float %t350 to i32
  %t352 = insertelement <4 x i32> poison, i32 %t351, i32 0
  %t353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 21
  %t354 = bitcast float %t353 to i32
  %t355 = insertelement <4 x i32> %t352, i32 %t354, i32 1
  %t356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 22
  %t357 = bitcast float %t356 to i32
  %t358 = insertelement <4 x i32> %t355, i32 %t357, i32 2
  %t359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 23
  %t360 = bitcast float %t359 to i32
  %t361 = insertelement <4 x i32> %t358, i32 %t360, i32 3
  %t362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 24
  %t363 = bitcast float %t362 to i32
  %t364 = insertelement <4 x i32> poison, i32 %t363, i32 0
  %t365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 25
  %t366 = bitcast float %t365 to i32
  %t367 = insertelement <4 x i32> %t364, i32 %t366, i32 1
  %t368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 26
  %t369 = bitcast float %t368 to i32
  %t370 = insertelement <4 x i32> %t367, i32 %t369, i32 2
  %t371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 27
  %t372 = bitcast float %t371 to i32
  %t373 = insertelement <4 x i32> %t370, i32 %t372, i32 3
  %t374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 28
  %t375 = bitcast float %t374 to i32
  %t376 = insertelement <4 x i32> poison, i32 %t375, i32 0
  %t377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 29
  %t378 = bitcast float %t377 to i32
  %t379 = insertelement <4 x i32> %t376, i32 %t378, i32 1
  %t380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 30
  %t381 = bitcast float %t380 to i32
  %t382 = insertelement <4 x i32> %t379, i32 %t381, i32 2
  %t383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t289, 31
  %t384 = bitcast float %t383 to i32
  %t385 = insertelement <4 x i32> %t382, i32 %t384, i32 3
  %v445 = add i32 %v406, 64
  %v448 = lshr i32 %v445, 4
  %v449 = and i32 %v448, 16383
  %v451 = zext i32 %v449 to i64
  %v452 = or i64 %v451, 4611686293305360384
  %v454 = add i32 %v407, 64
  %v457 = lshr i32 %v454, 4
  %v458 = and i32 %v457, 16383
  %v460 = zext i32 %v458 to i64
  %v461 = or i64 %v460, 4611686293305360384
  %t386 = extractelement <4 x i32> %t301, i32 0
  %t387 = bitcast i32 %t386 to float
  %t388 = extractelement <4 x i32> %t301, i32 1
  %t389 = bitcast i32 %t388 to float
  %t390 = extractelement <4 x i32> %t301, i32 2
  %t391 = bitcast i32 %t390 to float
  %t392 = extractelement <4 x i32> %t301, i32 3
  %t393 = bitcast i32 %t392 to float
  %t394 = extractelement <4 x i32> %t313, i32 0
  %t395 = bitcast i32 %t394 to float
  %t396 = extractelement <4 x i32> %t313, i32 1
  %t397 = bitcast i32 %t396 to float
  %t398 = extractelement <4 x i32> %t313, i32 2
  %t399 = bitcast i32 %t398 to float
  %t400 = extractelement <4 x i32> %t313, i32 3
  %t401 = bitcast i32 %t400 to float
  %t402 = extractelement <4 x i32> %t325, i32 0
  %t403 = bitcast i32 %t402 to float
  %t404 = extractelement <4 x i32> %t325, i32 1
  %t405 = bitcast i32 %t404 to float
  %t406 = extractelement <4 x i32> %t325, i32 2
  %t407 = bitcast i32 %t406 to float
  %t408 = extractelement <4 x i32> %t325, i32 3
  %t409 = bitcast i32 %t408 to float
  %t410 = extractelement <4 x i32> %t337, i32 0
  %t411 = bitcast i32 %t410 to float
  %t412 = extractelement <4 x i32> %t337, i32 1
  %t413 = bitcast i32 %t412 to float
  %t414 = extractelement <4 x i32> %t337, i32 2
  %t415 = bitcast i32 %t414 to float
  %t416 = extractelement <4 x i32> %t337, i32 3
  %t417 = bitcast i32 %t416 to float
  %t418 = extractelement <4 x i32> %t349, i32 0
  %t419 = bitcast i32 %t418 to float
  %t420 = extractelement <4 x i32> %t349, i32 1
  %t421 = bitcast i32 %t420 to float
  %t422 = extractelement <4 x i32> %t349, i32 2
  %t423 = bitcast i32 %t422 to float
  %t424 = extractelement <4 x i32> %t349, i32 3
  %t425 = bitcast i32 %t424 to float
  %t426 = extractelement <4 x i32> %t361, i32 0
  %t427 = bitcast i32 %t426 to float
  %t428 = extractelement <4 x i32> %t361, i32 1
  %t429 = bitcast i32 %t428 to float
  %t430 = extractelement <4 x i32> %t361, i32 2
  %t431 = bitcast i32 %t430 to float
  %t432 = extractelement <4 x i32> %t361, i32 3
  %t433 = bitcast i32 %t432 to float
  %t434 = extractelement <4 x i32> %t373, i32 0
  %t435 = bitcast i32 %t434 to float
  %t436 = extractelement <4 x i32> %t373, i32 1
  %t437 = bitcast i32 %t436 to float
  %t438 = extractelement <4 x i32> %t373, i32 2
  %t439 = bitcast i32 %t438 to float
  %t440 = extractelement <4 x i32> %t373, i32 3
  %t441 = bitcast i32 %t440 to float
  %t442 = extractelement <4 x i32> %t385, i32 0
  %t443 = bitcast i32 %t442 to float
  %t444 = extractelement <4 x i32> %t385, i32 1
  %t445 = bitcast i32 %t444 to float
  %t446 = extractelement <4 x i32> %t385, i32 2
  %t447 = bitcast i32 %t446 to float
  %t448 = extractelement <4 x i32> %t385, i32 3
  %t449 = bitcast i32 %t448 to float
  %t450 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,~{memory}"(float %t387, float %t389, float %t391, float %t393, float %t395, float %t397, float %t399, float %t401, float %t403, float %t405, float %t407, float %t409, float %t411, float %t413, float %t415, float %t417, float %t419, float %t421, float %t423, float %t425, float %t427, float %t429, float %t431, float %t433, float %t435, float %t437, float %t439, float %t441, float %t443, float %t445, float %t447, float %t449, i64 %v461, i64 %v452, i32 1) #1
  %t451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 0
  %t452 = bitcast float %t451 to i32
  %t453 = insertelement <4 x i32> poison, i32 %t452, i32 0
  %t454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 1
  %t455 = bitcast float %t454 to i32
  %t456 = insertelement <4 x i32> %t453, i32 %t455, i32 1
  %t457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 2
  %t458 = bitcast float %t457 to i32
  %t459 = insertelement <4 x i32> %t456, i32 %t458, i32 2
  %t460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 3
  %t461 = bitcast float %t460 to i32
  %t462 = insertelement <4 x i32> %t459, i32 %t461, i32 3
  %t463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 4
  %t464 = bitcast float %t463 to i32
  %t465 = insertelement <4 x i32> poison, i32 %t464, i32 0
  %t466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 5
  %t467 = bitcast float %t466 to i32
  %t468 = insertelement <4 x i32> %t465, i32 %t467, i32 1
  %t469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 6
  %t470 = bitcast float %t469 to i32
  %t471 = insertelement <4 x i32> %t468, i32 %t470, i32 2
  %t472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 7
  %t473 = bitcast float %t472 to i32
  %t474 = insertelement <4 x i32> %t471, i32 %t473, i32 3
  %t475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 8
  %t476 = bitcast float %t475 to i32
  %t477 = insertelement <4 x i32> poison, i32 %t476, i32 0
  %t478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 9
  %t479 = bitcast float %t478 to i32
  %t480 = insertelement <4 x i32> %t477, i32 %t479, i32 1
  %t481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 10
  %t482 = bitcast float %t481 to i32
  %t483 = insertelement <4 x i32> %t480, i32 %t482, i32 2
  %t484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 11
  %t485 = bitcast float %t484 to i32
  %t486 = insertelement <4 x i32> %t483, i32 %t485, i32 3
  %t487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 12
  %t488 = bitcast float %t487 to i32
  %t489 = insertelement <4 x i32> poison, i32 %t488, i32 0
  %t490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 13
  %t491 = bitcast float %t490 to i32
  %t492 = insertelement <4 x i32> %t489, i32 %t491, i32 1
  %t493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 14
  %t494 = bitcast float %t493 to i32
  %t495 = insertelement <4 x i32> %t492, i32 %t494, i32 2
  %t496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 15
  %t497 = bitcast float %t496 to i32
  %t498 = insertelement <4 x i32> %t495, i32 %t497, i32 3
  %t499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 16
  %t500 = bitcast float %t499 to i32
  %t501 = insertelement <4 x i32> poison, i32 %t500, i32 0
  %t502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 17
  %t503 = bitcast float %t502 to i32
  %t504 = insertelement <4 x i32> %t501, i32 %t503, i32 1
  %t505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 18
  %t506 = bitcast float %t505 to i32
  %t507 = insertelement <4 x i32> %t504, i32 %t506, i32 2
  %t508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 19
  %t509 = bitcast float %t508 to i32
  %t510 = insertelement <4 x i32> %t507, i32 %t509, i32 3
  %t511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 20
  %t512 = bitcast float %t511 to i32
  %t513 = insertelement <4 x i32> poison, i32 %t512, i32 0
  %t514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 21
  %t515 = bitcast float %t514 to i32
  %t516 = insertelement <4 x i32> %t513, i32 %t515, i32 1
  %t517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 22
  %t518 = bitcast float %t517 to i32
  %t519 = insertelement <4 x i32> %t516, i32 %t518, i32 2
  %t520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 23
  %t521 = bitcast float %t520 to i32
  %t522 = insertelement <4 x i32> %t519, i32 %t521, i32 3
  %t523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 24
  %t524 = bitcast float %t523 to i32
  %t525 = insertelement <4 x i32> poison, i32 %t524, i32 0
  %t526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 25
  %t527 = bitcast float %t526 to i32
  %t528 = insertelement <4 x i32> %t525, i32 %t527, i32 1
  %t529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 26
  %t530 = bitcast float %t529 to i32
  %t531 = insertelement <4 x i32> %t528, i32 %t530, i32 2
  %t532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 27
  %t533 = bitcast float %t532 to i32
  %t534 = insertelement <4 x i32> %t531, i32 %t533, i32 3
  %t535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 28
  %t536 = bitcast float %t535 to i32
  %t537 = insertelement <4 x i32> poison, i32 %t536, i32 0
  %t538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 29
  %t539 = bitcast float %t538 to i32
  %t540 = insertelement <4 x i32> %t537, i32 %t539, i32 1
  %t541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 30
  %t542 = bitcast float %t541 to i32
  %t543 = insertelement <4 x i32> %t540, i32 %t542, i32 2
  %t544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t450, 31
  %t545 = bitcast float %t544 to i32
  %t546 = insertelement <4 x i32> %t543, i32 %t545, i32 3
  %v463 = add i32 %v406, 96
  %v466 = lshr i32 %v463, 4
  %v467 = and i32 %v466, 16383
  %v469 = zext i32 %v467 to i64
  %v470 = or i64 %v469, 4611686293305360384
  %v472 = add i32 %v407, 96
  %v475 = lshr i32 %v472, 4
  %v476 = and i32 %v475, 16383
  %v478 = zext i32 %v476 to i64
  %v479 = or i64 %v478, 4611686293305360384
  %t547 = extractelement <4 x i32> %t462, i32 0
  %t548 = bitcast i32 %t547 to float
  %t549 = extractelement <4 x i32> %t462, i32 1
  %t550 = bitcast i32 %t549 to float
  %t551 = extractelement <4 x i32> %t462, i32 2
  %t552 = bitcast i32 %t551 to float
  %t553 = extractelement <4 x i32> %t462, i32 3
  %t554 = bitcast i32 %t553 to float
  %t555 = extractelement <4 x i32> %t474, i32 0
  %t556 = bitcast i32 %t555 to float
  %t557 = extractelement <4 x i32> %t474, i32 1
  %t558 = bitcast i32 %t557 to float
  %t559 = extractelement <4 x i32> %t474, i32 2
  %t560 = bitcast i32 %t559 to float
  %t561 = extractelement <4 x i32> %t474, i32 3
  %t562 = bitcast i32 %t561 to float
  %t563 = extractelement <4 x i32> %t486, i32 0
  %t564 = bitcast i32 %t563 to float
  %t565 = extractelement <4 x i32> %t486, i32 1
  %t566 = bitcast i32 %t565 to float
  %t567 = extractelement <4 x i32> %t486, i32 2
  %t568 = bitcast i32 %t567 to float
  %t569 = extractelement <4 x i32> %t486, i32 3
  %t570 = bitcast i32 %t569 to float
  %t571 = extractelement <4 x i32> %t498, i32 0
  %t572 = bitcast i32 %t571 to float
  %t573 = extractelement <4 x i32> %t498, i32 1
  %t574 = bitcast i32 %t573 to float
  %t575 = extractelement <4 x i32> %t498, i32 2
  %t576 = bitcast i32 %t575 to float
  %t577 = extractelement <4 x i32> %t498, i32 3
  %t578 = bitcast i32 %t577 to float
  %t579 = extractelement <4 x i32> %t510, i32 0
  %t580 = bitcast i32 %t579 to float
  %t581 = extractelement <4 x i32> %t510, i32 1
  %t582 = bitcast i32 %t581 to float
  %t583 = extractelement <4 x i32> %t510, i32 2
  %t584 = bitcast i32 %t583 to float
  %t585 = extractelement <4 x i32> %t510, i32 3
  %t586 = bitcast i32 %t585 to float
  %t587 = extractelement <4 x i32> %t522, i32 0
  %t588 = bitcast i32 %t587 to float
  %t589 = extractelement <4 x i32> %t522, i32 1
  %t590 = bitcast i32 %t589 to float
  %t591 = extractelement <4 x i32> %t522, i32 2
  %t592 = bitcast i32 %t591 to float
  %t593 = extractelement <4 x i32> %t522, i32 3
  %t594 = bitcast i32 %t593 to float
  %t595 = extractelement <4 x i32> %t534, i32 0
  %t596 = bitcast i32 %t595 to float
  %t597 = extractelement <4 x i32> %t534, i32 1
  %t598 = bitcast i32 %t597 to float
  %t599 = extractelement <4 x i32> %t534, i32 2
  %t600 = bitcast i32 %t599 to float
  %t601 = extractelement <4 x i32> %t534, i32 3
  %t602 = bitcast i32 %t601 to float
  %t603 = extractelement <4 x i32> %t546, i32 0
  %t604 = bitcast i32 %t603 to float
  %t605 = extractelement <4 x i32> %t546, i32 1
  %t606 = bitcast i32 %t605 to float
  %t607 = extractelement <4 x i32> %t546, i32 2
  %t608 = bitcast i32 %t607 to float
  %t609 = extractelement <4 x i32> %t546, i32 3
  %t610 = bitcast i32 %t609 to float
  %t611 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,~{memory}"(float %t548, float %t550, float %t552, float %t554, float %t556, float %t558, float %t560, float %t562, float %t564, float %t566, float %t568, float %t570, float %t572, float %t574, float %t576, float %t578, float %t580, float %t582, float %t584, float %t586, float %t588, float %t590, float %t592, float %t594, float %t596, float %t598, float %t600, float %t602, float %t604, float %t606, float %t608, float %t610, i64 %v479, i64 %v470, i32 1) #1
  %t612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 0
  %t613 = bitcast float %t612 to i32
  %t614 = insertelement <4 x i32> poison, i32 %t613, i32 0
  %t615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 1
  %t616 = bitcast float %t615 to i32
  %t617 = insertelement <4 x i32> %t614, i32 %t616, i32 1
  %t618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 2
  %t619 = bitcast float %t618 to i32
  %t620 = insertelement <4 x i32> %t617, i32 %t619, i32 2
  %t621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 3
  %t622 = bitcast float %t621 to i32
  %t623 = insertelement <4 x i32> %t620, i32 %t622, i32 3
  %t624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 4
  %t625 = bitcast float %t624 to i32
  %t626 = insertelement <4 x i32> poison, i32 %t625, i32 0
  %t627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 5
  %t628 = bitcast float %t627 to i32
  %t629 = insertelement <4 x i32> %t626, i32 %t628, i32 1
  %t630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 6
  %t631 = bitcast float %t630 to i32
  %t632 = insertelement <4 x i32> %t629, i32 %t631, i32 2
  %t633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 7
  %t634 = bitcast float %t633 to i32
  %t635 = insertelement <4 x i32> %t632, i32 %t634, i32 3
  %t636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 8
  %t637 = bitcast float %t636 to i32
  %t638 = insertelement <4 x i32> poison, i32 %t637, i32 0
  %t639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 9
  %t640 = bitcast float %t639 to i32
  %t641 = insertelement <4 x i32> %t638, i32 %t640, i32 1
  %t642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 10
  %t643 = bitcast float %t642 to i32
  %t644 = insertelement <4 x i32> %t641, i32 %t643, i32 2
  %t645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 11
  %t646 = bitcast float %t645 to i32
  %t647 = insertelement <4 x i32> %t644, i32 %t646, i32 3
  %t648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 12
  %t649 = bitcast float %t648 to i32
  %t650 = insertelement <4 x i32> poison, i32 %t649, i32 0
  %t651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 13
  %t652 = bitcast float %t651 to i32
  %t653 = insertelement <4 x i32> %t650, i32 %t652, i32 1
  %t654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 14
  %t655 = bitcast float %t654 to i32
  %t656 = insertelement <4 x i32> %t653, i32 %t655, i32 2
  %t657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 15
  %t658 = bitcast float %t657 to i32
  %t659 = insertelement <4 x i32> %t656, i32 %t658, i32 3
  %t660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 16
  %t661 = bitcast float %t660 to i32
  %t662 = insertelement <4 x i32> poison, i32 %t661, i32 0
  %t663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 17
  %t664 = bitcast float %t663 to i32
  %t665 = insertelement <4 x i32> %t662, i32 %t664, i32 1
  %t666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 18
  %t667 = bitcast float %t666 to i32
  %t668 = insertelement <4 x i32> %t665, i32 %t667, i32 2
  %t669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 19
  %t670 = bitcast float %t669 to i32
  %t671 = insertelement <4 x i32> %t668, i32 %t670, i32 3
  %t672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 20
  %t673 = bitcast float %t672 to i32
  %t674 = insertelement <4 x i32> poison, i32 %t673, i32 0
  %t675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 21
  %t676 = bitcast float %t675 to i32
  %t677 = insertelement <4 x i32> %t674, i32 %t676, i32 1
  %t678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 22
  %t679 = bitcast float %t678 to i32
  %t680 = insertelement <4 x i32> %t677, i32 %t679, i32 2
  %t681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 23
  %t682 = bitcast float %t681 to i32
  %t683 = insertelement <4 x i32> %t680, i32 %t682, i32 3
  %t684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 24
  %t685 = bitcast float %t684 to i32
  %t686 = insertelement <4 x i32> poison, i32 %t685, i32 0
  %t687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 25
  %t688 = bitcast float %t687 to i32
  %t689 = insertelement <4 x i32> %t686, i32 %t688, i32 1
  %t690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 26
  %t691 = bitcast float %t690 to i32
  %t692 = insertelement <4 x i32> %t689, i32 %t691, i32 2
  %t693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 27
  %t694 = bitcast float %t693 to i32
  %t695 = insertelement <4 x i32> %t692, i32 %t694, i32 3
  %t696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 28
  %t697 = bitcast float %t696 to i32
  %t698 = insertelement <4 x i32> poison, i32 %t697, i32 0
  %t699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 29
  %t700 = bitcast float %t699 to i32
  %t701 = insertelement <4 x i32> %t698, i32 %t700, i32 1
  %t702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 30
  %t703 = bitcast float %t702 to i32
  %t704 = insertelement <4 x i32> %t701, i32 %t703, i32 2
  %t705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t611, 31
  %t706 = bitcast float %t705 to i32
  %t707 = insertelement <4 x i32> %t704, i32 %t706, i32 3
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #1
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"() #1
  %t708 = extractelement <4 x i32> %t623, i32 0
  %t709 = bitcast i32 %t708 to float
  %t710 = extractelement <4 x i32> %t623, i32 1
  %t711 = bitcast i32 %t710 to float
  %t712 = extractelement <4 x i32> %t623, i32 2
  %t713 = bitcast i32 %t712 to float
  %t714 = extractelement <4 x i32> %t623, i32 3
  %t715 = bitcast i32 %t714 to float
  %t716 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t709, float %t711, float %t713, float %t715)
  %t717 = extractvalue { float, float, float, float } %t716, 0
  %t718 = bitcast float %t717 to i32
  %t719 = insertelement <4 x i32> poison, i32 %t718, i32 0
  %t720 = extractvalue { float, float, float, float } %t716, 1
  %t721 = bitcast float %t720 to i32
  %t722 = insertelement <4 x i32> %t719, i32 %t721, i32 1
  %t723 = extractvalue { float, float, float, float } %t716, 2
  %t724 = bitcast float %t723 to i32
  %t725 = insertelement <4 x i32> %t722, i32 %t724, i32 2
  %t726 = extractvalue { float, float, float, float } %t716, 3
  %t727 = bitcast float %t726 to i32
  %t728 = insertelement <4 x i32> %t725, i32 %t727, i32 3
  %t729 = extractelement <4 x i32> %t635, i32 0
  %t730 = bitcast i32 %t729 to float
  %t731 = extractelement <4 x i32> %t635, i32 1
  %t732 = bitcast i32 %t731 to float
  %t733 = extractelement <4 x i32> %t635, i32 2
  %t734 = bitcast i32 %t733 to float
  %t735 = extractelement <4 x i32> %t635, i32 3
  %t736 = bitcast i32 %t735 to float
  %t737 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t730, float %t732, float %t734, float %t736)
  %t738 = extractvalue { float, float, float, float } %t737, 0
  %t739 = bitcast float %t738 to i32
  %t740 = insertelement <4 x i32> poison, i32 %t739, i32 0
  %t741 = extractvalue { float, float, float, float } %t737, 1
  %t742 = bitcast float %t741 to i32
  %t743 = insertelement <4 x i32> %t740, i32 %t742, i32 1
  %t744 = extractvalue { float, float, float, float } %t737, 2
  %t745 = bitcast float %t744 to i32
  %t746 = insertelement <4 x i32> %t743, i32 %t745, i32 2
  %t747 = extractvalue { float, float, float, float } %t737, 3
  %t748 = bitcast float %t747 to i32
  %t749 = insertelement <4 x i32> %t746, i32 %t748, i32 3
  %t750 = extractelement <4 x i32> %t647, i32 0
  %t751 = bitcast i32 %t750 to float
  %t752 = extractelement <4 x i32> %t647, i32 1
  %t753 = bitcast i32 %t752 to float
  %t754 = extractelement <4 x i32> %t647, i32 2
  %t755 = bitcast i32 %t754 to float
  %t756 = extractelement <4 x i32> %t647, i32 3
  %t757 = bitcast i32 %t756 to float
  %t758 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t751, float %t753, float %t755, float %t757)
  %t759 = extractvalue { float, float, float, float } %t758, 0
  %t760 = bitcast float %t759 to i32
  %t761 = insertelement <4 x i32> poison, i32 %t760, i32 0
  %t762 = extractvalue { float, float, float, float } %t758, 1
  %t763 = bitcast float %t762 to i32
  %t764 = insertelement <4 x i32> %t761, i32 %t763, i32 1
  %t765 = extractvalue { float, float, float, float } %t758, 2
  %t766 = bitcast float %t765 to i32
  %t767 = insertelement <4 x i32> %t764, i32 %t766, i32 2
  %t768 = extractvalue { float, float, float, float } %t758, 3
  %t769 = bitcast float %t768 to i32
  %t770 = insertelement <4 x i32> %t767, i32 %t769, i32 3
  %t771 = extractelement <4 x i32> %t659, i32 0
  %t772 = bitcast i32 %t771 to float
  %t773 = extractelement <4 x i32> %t659, i32 1
  %t774 = bitcast i32 %t773 to float
  %t775 = extractelement <4 x i32> %t659, i32 2
  %t776 = bitcast i32 %t775 to float
  %t777 = extractelement <4 x i32> %t659, i32 3
  %t778 = bitcast i32 %t777 to float
  %t779 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t772, float %t774, float %t776, float %t778)
  %t780 = extractvalue { float, float, float, float } %t779, 0
  %t781 = bitcast float %t780 to i32
  %t782 = insertelement <4 x i32> poison, i32 %t781, i32 0
  %t783 = extractvalue { float, float, float, float } %t779, 1
  %t784 = bitcast float %t783 to i32
  %t785 = insertelement <4 x i32> %t782, i32 %t784, i32 1
  %t786 = extractvalue { float, float, float, float } %t779, 2
  %t787 = bitcast float %t786 to i32
  %t788 = insertelement <4 x i32> %t785, i32 %t787, i32 2
  %t789 = extractvalue { float, float, float, float } %t779, 3
  %t790 = bitcast float %t789 to i32
  %t791 = insertelement <4 x i32> %t788, i32 %t790, i32 3
  %t792 = extractelement <4 x i32> %t671, i32 0
  %t793 = bitcast i32 %t792 to float
  %t794 = extractelement <4 x i32> %t671, i32 1
  %t795 = bitcast i32 %t794 to float
  %t796 = extractelement <4 x i32> %t671, i32 2
  %t797 = bitcast i32 %t796 to float
  %t798 = extractelement <4 x i32> %t671, i32 3
  %t799 = bitcast i32 %t798 to float
  %t800 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t793, float %t795, float %t797, float %t799)
  %t801 = extractvalue { float, float, float, float } %t800, 0
  %t802 = bitcast float %t801 to i32
  %t803 = insertelement <4 x i32> poison, i32 %t802, i32 0
  %t804 = extractvalue { float, float, float, float } %t800, 1
  %t805 = bitcast float %t804 to i32
  %t806 = insertelement <4 x i32> %t803, i32 %t805, i32 1
  %t807 = extractvalue { float, float, float, float } %t800, 2
  %t808 = bitcast float %t807 to i32
  %t809 = insertelement <4 x i32> %t806, i32 %t808, i32 2
  %t810 = extractvalue { float, float, float, float } %t800, 3
  %t811 = bitcast float %t810 to i32
  %t812 = insertelement <4 x i32> %t809, i32 %t811, i32 3
  %t813 = extractelement <4 x i32> %t683, i32 0
  %t814 = bitcast i32 %t813 to float
  %t815 = extractelement <4 x i32> %t683, i32 1
  %t816 = bitcast i32 %t815 to float
  %t817 = extractelement <4 x i32> %t683, i32 2
  %t818 = bitcast i32 %t817 to float
  %t819 = extractelement <4 x i32> %t683, i32 3
  %t820 = bitcast i32 %t819 to float
  %t821 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t814, float %t816, float %t818, float %t820)
  %t822 = extractvalue { float, float, float, float } %t821, 0
  %t823 = bitcast float %t822 to i32
  %t824 = insertelement <4 x i32> poison, i32 %t823, i32 0
  %t825 = extractvalue { float, float, float, float } %t821, 1
  %t826 = bitcast float %t825 to i32
  %t827 = insertelement <4 x i32> %t824, i32 %t826, i32 1
  %t828 = extractvalue { float, float, float, float } %t821, 2
  %t829 = bitcast float %t828 to i32
  %t830 = insertelement <4 x i32> %t827, i32 %t829, i32 2
  %t831 = extractvalue { float, float, float, float } %t821, 3
  %t832 = bitcast float %t831 to i32
  %t833 = insertelement <4 x i32> %t830, i32 %t832, i32 3
  %t834 = extractelement <4 x i32> %t695, i32 0
  %t835 = bitcast i32 %t834 to float
  %t836 = extractelement <4 x i32> %t695, i32 1
  %t837 = bitcast i32 %t836 to float
  %t838 = extractelement <4 x i32> %t695, i32 2
  %t839 = bitcast i32 %t838 to float
  %t840 = extractelement <4 x i32> %t695, i32 3
  %t841 = bitcast i32 %t840 to float
  %t842 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t835, float %t837, float %t839, float %t841)
  %t843 = extractvalue { float, float, float, float } %t842, 0
  %t844 = bitcast float %t843 to i32
  %t845 = insertelement <4 x i32> poison, i32 %t844, i32 0
  %t846 = extractvalue { float, float, float, float } %t842, 1
  %t847 = bitcast float %t846 to i32
  %t848 = insertelement <4 x i32> %t845, i32 %t847, i32 1
  %t849 = extractvalue { float, float, float, float } %t842, 2
  %t850 = bitcast float %t849 to i32
  %t851 = insertelement <4 x i32> %t848, i32 %t850, i32 2
  %t852 = extractvalue { float, float, float, float } %t842, 3
  %t853 = bitcast float %t852 to i32
  %t854 = insertelement <4 x i32> %t851, i32 %t853, i32 3
  %t855 = extractelement <4 x i32> %t707, i32 0
  %t856 = bitcast i32 %t855 to float
  %t857 = extractelement <4 x i32> %t707, i32 1
  %t858 = bitcast i32 %t857 to float
  %t859 = extractelement <4 x i32> %t707, i32 2
  %t860 = bitcast i32 %t859 to float
  %t861 = extractelement <4 x i32> %t707, i32 3
  %t862 = bitcast i32 %t861 to float
  %t863 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t856, float %t858, float %t860, float %t862)
  %t864 = extractvalue { float, float, float, float } %t863, 0
  %t865 = bitcast float %t864 to i32
  %t866 = insertelement <4 x i32> poison, i32 %t865, i32 0
  %t867 = extractvalue { float, float, float, float } %t863, 1
  %t868 = bitcast float %t867 to i32
  %t869 = insertelement <4 x i32> %t866, i32 %t868, i32 1
  %t870 = extractvalue { float, float, float, float } %t863, 2
  %t871 = bitcast float %t870 to i32
  %t872 = insertelement <4 x i32> %t869, i32 %t871, i32 2
  %t873 = extractvalue { float, float, float, float } %t863, 3
  %t874 = bitcast float %t873 to i32
  %t875 = insertelement <4 x i32> %t872, i32 %t874, i32 3
  %v481 = icmp ugt i32 %v383, 0
  br i1 %v481, label %if8.then, label %if8.end
if8.then:
  %v484 = sub i32 %v384, 1
  %v485 = urem i32 %v484, 3
  %v488 = add i32 %v485, 3
  %v489 = shl i32 %v488, 3
  %v490 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v491 = getelementptr i8, ptr addrspace(3) %v490, i32 %v489
  %t876 = ptrtoint ptr addrspace(3) %v491 to i32
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %t876) #1
  br label %if8.end
if8.end:
  br label %for7.latch
for7.latch:
  %for7.next = add i32 %v383, 1
  br label %for7.head
for7.end:
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #1
  %t877 = extractelement <4 x i32> %phi10, i32 0
  %t878 = bitcast i32 %t877 to float
  %t879 = extractelement <4 x i32> %phi10, i32 1
  %t880 = bitcast i32 %t879 to float
  %t881 = extractelement <4 x i32> %phi10, i32 2
  %t882 = bitcast i32 %t881 to float
  %t883 = extractelement <4 x i32> %phi10, i32 3
  %t884 = bitcast i32 %t883 to float
  %t885 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t878, float %t880, float %t882, float %t884)
  %t886 = extractvalue { float, float, float, float } %t885, 0
  %t887 = bitcast float %t886 to i32
  %t888 = insertelement <4 x i32> poison, i32 %t887, i32 0
  %t889 = extractvalue { float, float, float, float } %t885, 1
  %t890 = bitcast float %t889 to i32
  %t891 = insertelement <4 x i32> %t888, i32 %t890, i32 1
  %t892 = extractvalue { float, float, float, float } %t885, 2
  %t893 = bitcast float %t892 to i32
  %t894 = insertelement <4 x i32> %t891, i32 %t893, i32 2
  %t895 = extractvalue { float, float, float, float } %t885, 3
  %t896 = bitcast float %t895 to i32
  %t897 = insertelement <4 x i32> %t894, i32 %t896, i32 3
  %t898 = extractelement <4 x i32> %phi11, i32 0
  %t899 = bitcast i32 %t898 to float
  %t900 = extractelement <4 x i32> %phi11, i32 1
  %t901 = bitcast i32 %t900 to float
  %t902 = extractelement <4 x i32> %phi11, i32 2
  %t903 = bitcast i32 %t902 to float
  %t904 = extractelement <4 x i32> %phi11, i32 3
  %t905 = bitcast i32 %t904 to float
  %t906 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t899, float %t901, float %t903, float %t905)
  %t907 = extractvalue { float, float, float, float } %t906, 0
  %t908 = bitcast float %t907 to i32
  %t909 = insertelement <4 x i32> poison, i32 %t908, i32 0
  %t910 = extractvalue { float, float, float, float } %t906, 1
  %t911 = bitcast float %t910 to i32
  %t912 = insertelement <4 x i32> %t909, i32 %t911, i32 1
  %t913 = extractvalue { float, float, float, float } %t906, 2
  %t914 = bitcast float %t913 to i32
  %t915 = insertelement <4 x i32> %t912, i32 %t914, i32 2
  %t916 = extractvalue { float, float, float, float } %t906, 3
  %t917 = bitcast float %t916 to i32
  %t918 = insertelement <4 x i32> %t915, i32 %t917, i32 3
  %t919 = extractelement <4 x i32> %phi12, i32 0
  %t920 = bitcast i32 %t919 to float
  %t921 = extractelement <4 x i32> %phi12, i32 1
  %t922 = bitcast i32 %t921 to float
  %t923 = extractelement <4 x i32> %phi12, i32 2
  %t924 = bitcast i32 %t923 to float
  %t925 = extractelement <4 x i32> %phi12, i32 3
  %t926 = bitcast i32 %t925 to float
  %t927 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t920, float %t922, float %t924, float %t926)
  %t928 = extractvalue { float, float, float, float } %t927, 0
  %t929 = bitcast float %t928 to i32
  %t930 = insertelement <4 x i32> poison, i32 %t929, i32 0
  %t931 = extractvalue { float, float, float, float } %t927, 1
  %t932 = bitcast float %t931 to i32
  %t933 = insertelement <4 x i32> %t930, i32 %t932, i32 1
  %t934 = extractvalue { float, float, float, float } %t927, 2
  %t935 = bitcast float %t934 to i32
  %t936 = insertelement <4 x i32> %t933, i32 %t935, i32 2
  %t937 = extractvalue { float, float, float, float } %t927, 3
  %t938 = bitcast float %t937 to i32
  %t939 = insertelement <4 x i32> %t936, i32 %t938, i32 3
  %t940 = extractelement <4 x i32> %phi13, i32 0
  %t941 = bitcast i32 %t940 to float
  %t942 = extractelement <4 x i32> %phi13, i32 1
  %t943 = bitcast i32 %t942 to float
  %t944 = extractelement <4 x i32> %phi13, i32 2
  %t945 = bitcast i32 %t944 to float
  %t946 = extractelement <4 x i32> %phi13, i32 3
  %t947 = bitcast i32 %t946 to float
  %t948 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t941, float %t943, float %t945, float %t947)
  %t949 = extractvalue { float, float, float, float } %t948, 0
  %t950 = bitcast float %t949 to i32
  %t951 = insertelement <4 x i32> poison, i32 %t950, i32 0
  %t952 = extractvalue { float, float, float, float } %t948, 1
  %t953 = bitcast float %t952 to i32
  %t954 = insertelement <4 x i32> %t951, i32 %t953, i32 1
  %t955 = extractvalue { float, float, float, float } %t948, 2
  %t956 = bitcast float %t955 to i32
  %t957 = insertelement <4 x i32> %t954, i32 %t956, i32 2
  %t958 = extractvalue { float, float, float, float } %t948, 3
  %t959 = bitcast float %t958 to i32
  %t960 = insertelement <4 x i32> %t957, i32 %t959, i32 3
  %t961 = extractelement <4 x i32> %phi14, i32 0
  %t962 = bitcast i32 %t961 to float
  %t963 = extractelement <4 x i32> %phi14, i32 1
  %t964 = bitcast i32 %t963 to float
  %t965 = extractelement <4 x i32> %phi14, i32 2
  %t966 = bitcast i32 %t965 to float
  %t967 = extractelement <4 x i32> %phi14, i32 3
  %t968 = bitcast i32 %t967 to float
  %t969 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t962, float %t964, float %t966, float %t968)
  %t970 = extractvalue { float, float, float, float } %t969, 0
  %t971 = bitcast float %t970 to i32
  %t972 = insertelement <4 x i32> poison, i32 %t971, i32 0
  %t973 = extractvalue { float, float, float, float } %t969, 1
  %t974 = bitcast float %t973 to i32
  %t975 = insertelement <4 x i32> %t972, i32 %t974, i32 1
  %t976 = extractvalue { float, float, float, float } %t969, 2
  %t977 = bitcast float %t976 to i32
  %t978 = insertelement <4 x i32> %t975, i32 %t977, i32 2
  %t979 = extractvalue { float, float, float, float } %t969, 3
  %t980 = bitcast float %t979 to i32
  %t981 = insertelement <4 x i32> %t978, i32 %t980, i32 3
  %t982 = extractelement <4 x i32> %phi15, i32 0
  %t983 = bitcast i32 %t982 to float
  %t984 = extractelement <4 x i32> %phi15, i32 1
  %t985 = bitcast i32 %t984 to float
  %t986 = extractelement <4 x i32> %phi15, i32 2
  %t987 = bitcast i32 %t986 to float
  %t988 = extractelement <4 x i32> %phi15, i32 3
  %t989 = bitcast i32 %t988 to float
  %t990 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t983, float %t985, float %t987, float %t989)
  %t991 = extractvalue { float, float, float, float } %t990, 0
  %t992 = bitcast float %t991 to i32
  %t993 = insertelement <4 x i32> poison, i32 %t992, i32 0
  %t994 = extractvalue { float, float, float, float } %t990, 1
  %t995 = bitcast float %t994 to i32
  %t996 = insertelement <4 x i32> %t993, i32 %t995, i32 1
  %t997 = extractvalue { float, float, float, float } %t990, 2
  %t998 = bitcast float %t997 to i32
  %t999 = insertelement <4 x i32> %t996, i32 %t998, i32 2
  %t1000 = extractvalue { float, float, float, float } %t990, 3
  %t1001 = bitcast float %t1000 to i32
  %t1002 = insertelement <4 x i32> %t999, i32 %t1001, i32 3
  %t1003 = extractelement <4 x i32> %phi16, i32 0
  %t1004 = bitcast i32 %t1003 to float
  %t1005 = extractelement <4 x i32> %phi16, i32 1
  %t1006 = bitcast i32 %t1005 to float
  %t1007 = extractelement <4 x i32> %phi16, i32 2
  %t1008 = bitcast i32 %t1007 to float
  %t1009 = extractelement <4 x i32> %phi16, i32 3
  %t1010 = bitcast i32 %t1009 to float
  %t1011 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t1004, float %t1006, float %t1008, float %t1010)
  %t1012 = extractvalue { float, float, float, float } %t1011, 0
  %t1013 = bitcast float %t1012 to i32
  %t1014 = insertelement <4 x i32> poison, i32 %t1013, i32 0
  %t1015 = extractvalue { float, float, float, float } %t1011, 1
  %t1016 = bitcast float %t1015 to i32
  %t1017 = insertelement <4 x i32> %t1014, i32 %t1016, i32 1
  %t1018 = extractvalue { float, float, float, float } %t1011, 2
  %t1019 = bitcast float %t1018 to i32
  %t1020 = insertelement <4 x i32> %t1017, i32 %t1019, i32 2
  %t1021 = extractvalue { float, float, float, float } %t1011, 3
  %t1022 = bitcast float %t1021 to i32
  %t1023 = insertelement <4 x i32> %t1020, i32 %t1022, i32 3
  %t1024 = extractelement <4 x i32> %phi17, i32 0
  %t1025 = bitcast i32 %t1024 to float
  %t1026 = extractelement <4 x i32> %phi17, i32 1
  %t1027 = bitcast i32 %t1026 to float
  %t1028 = extractelement <4 x i32> %phi17, i32 2
  %t1029 = bitcast i32 %t1028 to float
  %t1030 = extractelement <4 x i32> %phi17, i32 3
  %t1031 = bitcast i32 %t1030 to float
  %t1032 = call { float, float, float, float } asm sideeffect "", "=f,=f,=f,=f,0,1,2,3,~{memory}"(float %t1025, float %t1027, float %t1029, float %t1031)
  %t1033 = extractvalue { float, float, float, float } %t1032, 0
  %t1034 = bitcast float %t1033 to i32
  %t1035 = insertelement <4 x i32> poison, i32 %t1034, i32 0
  %t1036 = extractvalue { float, float, float, float } %t1032, 1
  %t1037 = bitcast float %t1036 to i32
  %t1038 = insertelement <4 x i32> %t1035, i32 %t1037, i32 1
  %t1039 = extractvalue { float, float, float, float } %t1032, 2
  %t1040 = bitcast float %t1039 to i32
  %t1041 = insertelement <4 x i32> %t1038, i32 %t1040, i32 2
  %t1042 = extractvalue { float, float, float, float } %t1032, 3
  %t1043 = bitcast float %t1042 to i32
  %t1044 = insertelement <4 x i32> %t1041, i32 %t1043, i32 3
  %v493 = sub i32 2, 1
  %v494 = add i32 %phi9, %v493
  %v496 = urem i32 %v494, 3
  %v499 = add i32 %v496, 3
  %v500 = shl i32 %v499, 3
  %v501 = getelementptr i8, ptr addrspace(3) @cj_smem, i32 73728 ; mbar
  %v502 = getelementptr i8, ptr addrspace(3) %v501, i32 %v500
  %t1045 = ptrtoint ptr addrspace(3) %v502 to i32
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %t1045) #1
  %v503 = add i32 %phi9, 2
  %v505 = mul i32 %v338, 16
  %v506 = add i32 %v360, %v505
  %v508 = mul i32 0, 64
  %v509 = add i32 %v363, %v508
  ; epilogue: accumulators to C, masked at the edges
  %v512 = lshr i32 %v336, 2
  %v514 = add i32 %v506, 0
  %v515 = add i32 %v514, %v512
  %v518 = and i32 %v336, 3
  %v519 = shl i32 %v518, 1
  %v521 = add i32 %v509, 0
  %v522 = add i32 %v521, %v519
  %v523 = extractelement <4 x i32> %t897, i32 1
  %v524 = extractelement <4 x i32> %t897, i32 0
  %v526 = icmp ult i32 %v522, 192
  %v528 = icmp ult i32 %v515, 256
  %v529 = and i1 %v528, %v526
  br i1 %v529, label %if9.then, label %if9.end
if9.then:
  %v530 = bitcast i32 %v524 to float
  %t1046 = bitcast float %v530 to i32
  %t1047 = fcmp uno float %v530, 0.000000e+00
  %t1048 = lshr i32 %t1046, 16
  %t1049 = and i32 %t1048, 1
  %t1050 = add i32 %t1049, 32767
  %t1051 = add i32 %t1046, %t1050
  %t1052 = lshr i32 %t1051, 16
  %t1053 = or i32 %t1048, 64
  %t1054 = trunc i32 %t1052 to i16
  %t1055 = trunc i32 %t1053 to i16
  %v531 = select i1 %t1047, i16 %t1055, i16 %t1054
  %v533 = zext i16 %v531 to i32
  %v535 = add i32 %v522, 1
  %v536 = bitcast i32 %v523 to float
  %t1056 = bitcast float %v536 to i32
  %t1057 = fcmp uno float %v536, 0.000000e+00
  %t1058 = lshr i32 %t1056, 16
  %t1059 = and i32 %t1058, 1
  %t1060 = add i32 %t1059, 32767
  %t1061 = add i32 %t1056, %t1060
  %t1062 = lshr i32 %t1061, 16
  %t1063 = or i32 %t1058, 64
  %t1064 = trunc i32 %t1062 to i16
  %t1065 = trunc i32 %t1063 to i16
  %v537 = select i1 %t1057, i16 %t1065, i16 %t1064
  %v539 = zext i16 %v537 to i32
  %v541 = shl i32 %v539, 16
  %v542 = or i32 %v533, %v541
  %v543 = zext i32 %v522 to i64
  %v545 = zext i32 %v515 to i64
  %v546 = mul i64 %v545, 192
  %v547 = add i64 %v546, %v543
  %v549 = mul i64 %v547, 2
  %v550 = getelementptr i8, ptr addrspace(1) %p3, i64 %v549
  store i32 %v542, ptr addrspace(1) %v550, align 4
  br label %if9.end
if9.end:
  %v551 = extractelement <4 x i32> %t897, i32 3
  %v552 = extractelement <4 x i32> %t897, i32 2
  %v554 = add i32 %v515, 8
  %v556 = icmp ult i32 %v522, 192
  %v558 = icmp ult i32 %v554, 256
  %v559 = and i1 %v558, %v556
  br i1 %v559, label %if10.then, label %if10.end
if10.then:
  %v560 = bitcast i32 %v552 to float
  %t1066 = bitcast float %v560 to i32
  %t1067 = fcmp uno float %v560, 0.000000e+00
  %t1068 = lshr i32 %t1066, 16
  %t1069 = and i32 %t1068, 1
  %t1070 = add i32 %t1069, 32767
  %t1071 = add i32 %t1066, %t1070
  %t1072 = lshr i32 %t1071, 16
  %t1073 = or i32 %t1068, 64
  %t1074 = trunc i32 %t1072 to i16
  %t1075 = trunc i32 %t1073 to i16
  %v561 = select i1 %t1067, i16 %t1075, i16 %t1074
  %v563 = zext i16 %v561 to i32
  %v565 = add i32 %v522, 1
  %v566 = bitcast i32 %v551 to float
  %t1076 = bitcast float %v566 to i32
  %t1077 = fcmp uno float %v566, 0.000000e+00
  %t1078 = lshr i32 %t1076, 16
  %t1079 = and i32 %t1078, 1
  %t1080 = add i32 %t1079, 32767
  %t1081 = add i32 %t1076, %t1080
  %t1082 = lshr i32 %t1081, 16
  %t1083 = or i32 %t1078, 64
  %t1084 = trunc i32 %t1082 to i16
  %t1085 = trunc i32 %t1083 to i16
  %v567 = select i1 %t1077, i16 %t1085, i16 %t1084
  %v569 = zext i16 %v567 to i32
  %v571 = shl i32 %v569, 16
  %v572 = or i32 %v563, %v571
  %v573 = zext i32 %v522 to i64
  %v575 = zext i32 %v554 to i64
  %v576 = mul i64 %v575, 192
  %v577 = add i64 %v576, %v573
  %v579 = mul i64 %v577, 2
  %v580 = getelementptr i8, ptr addrspace(1) %p3, i64 %v579
  store i32 %v572, ptr addrspace(1) %v580, align 4
  br label %if10.end
if10.end:
  %v583 = lshr i32 %v336, 2
  %v585 = add i32 %v506, 0
  %v586 = add i32 %v585, %v583
  %v589 = and i32 %v336, 3
  %v590 = shl i32 %v589, 1
  %v592 = add i32 %v509, 8
  %v593 = add i32 %v592, %v590
  %v594 = extractelement <4 x i32> %t918, i32 1
  %v595 = extractelement <4 x i32> %t918, i32 0
  %v597 = icmp ult i32 %v593, 192
  %v599 = icmp ult i32 %v586, 256
  %v600 = and i1 %v599, %v597
  br i1 %v600, label %if11.then, label %if11.end
if11.then:
  %v601 = bitcast i32 %v595 to float
  %t1086 = bitcast float %v601 to i32
  %t1087 = fcmp uno float %v601, 0.000000e+00
  %t1088 = lshr i32 %t1086, 16
  %t1089 = and i32 %t1088, 1
  %t1090 = add i32 %t1089, 32767
  %t1091 = add i32 %t1086, %t1090
  %t1092 = lshr i32 %t1091, 16
  %t1093 = or i32 %t1088, 64
  %t1094 = trunc i32 %t1092 to i16
  %t1095 = trunc i32 %t1093 to i16
  %v602 = select i1 %t1087, i16 %t1095, i16 %t1094
  %v604 = zext i16 %v602 to i32
  %v606 = add i32 %v593, 1
  %v607 = bitcast i32 %v594 to float
  %t1096 = bitcast float %v607 to i32
  %t1097 = fcmp uno float %v607, 0.000000e+00
  %t1098 = lshr i32 %t1096, 16
  %t1099 = and i32 %t1098, 1
  %t1100 = add i32 %t1099, 32767
  %t1101 = add i32 %t1096, %t1100
  %t1102 = lshr i32 %t1101, 16
  %t1103 = or i32 %t1098, 64
  %t1104 = trunc i32 %t1102 to i16
  %t1105 = trunc i32 %t1103 to i16
  %v608 = select i1 %t1097, i16 %t1105, i16 %t1104
  %v610 = zext i16 %v608 to i32
  %v612 = shl i32 %v610, 16
  %v613 = or i32 %v604, %v612
  %v614 = zext i32 %v593 to i64
  %v616 = zext i32 %v586 to i64
  %v617 = mul i64 %v616, 192
  %v618 = add i64 %v617, %v614
  %v620 = mul i64 %v618, 2
  %v621 = getelementptr i8, ptr addrspace(1) %p3, i64 %v620
  store i32 %v613, ptr addrspace(1) %v621, align 4
  br label %if11.end
if11.end:
  %v622 = extractelement <4 x i32> %t918, i32 3
  %v623 = extractelement <4 x i32> %t918, i32 2
  %v625 = add i32 %v586, 8
  %v627 = icmp ult i32 %v593, 192
  %v629 = icmp ult i32 %v625, 256
  %v630 = and i1 %v629, %v627
  br i1 %v630, label %if12.then, label %if12.end
if12.then:
  %v631 = bitcast i32 %v623 to float
  %t1106 = bitcast float %v631 to i32
  %t1107 = fcmp uno float %v631, 0.000000e+00
  %t1108 = lshr i32 %t1106, 16
  %t1109 = and i32 %t1108, 1
  %t1110 = add i32 %t1109, 32767
  %t1111 = add i32 %t1106, %t1110
  %t1112 = lshr i32 %t1111, 16
  %t1113 = or i32 %t1108, 64
  %t1114 = trunc i32 %t1112 to i16
  %t1115 = trunc i32 %t1113 to i16
  %v632 = select i1 %t1107, i16 %t1115, i16 %t1114
  %v634 = zext i16 %v632 to i32
  %v636 = add i32 %v593, 1
  %v637 = bitcast i32 %v622 to float
  %t1116 = bitcast float %v637 to i32
  %t1117 = fcmp uno float %v637, 0.000000e+00
  %t1118 = lshr i32 %t1116, 16
  %t1119 = and i32 %t1118, 1
  %t1120 = add i32 %t1119, 32767
  %t1121 = add i32 %t1116, %t1120
  %t1122 = lshr i32 %t1121, 16
  %t1123 = or i32 %t1118, 64
  %t1124 = trunc i32 %t1122 to i16
  %t1125 = trunc i32 %t1123 to i16
  %v638 = select i1 %t1117, i16 %t1125, i16 %t1124
  %v640 = zext i16 %v638 to i32
  %v642 = shl i32 %v640, 16
  %v643 = or i32 %v634, %v642
  %v644 = zext i32 %v593 to i64
  %v646 = zext i32 %v625 to i64
  %v647 = mul i64 %v646, 192
  %v648 = add i64 %v647, %v644
  %v650 = mul i64 %v648, 2
  %v651 = getelementptr i8, ptr addrspace(1) %p3, i64 %v650
  store i32 %v643, ptr addrspace(1) %v651, align 4
  br label %if12.end
if12.end:
  %v654 = lshr i32 %v336, 2
  %v656 = add i32 %v506, 0
  %v657 = add i32 %v656, %v654
  %v660 = and i32 %v336, 3
  %v661 = shl i32 %v660, 1
  %v663 = add i32 %v509, 16
  %v664 = add i32 %v663, %v661
  %v665 = extractelement <4 x i32> %t939, i32 1
  %v666 = extractelement <4 x i32> %t939, i32 0
  %v668 = icmp ult i32 %v664, 192
  %v670 = icmp ult i32 %v657, 256
  %v671 = and i1 %v670, %v668
  br i1 %v671, label %if13.then, label %if13.end
if13.then:
  %v672 = bitcast i32 %v666 to float
  %t1126 = bitcast float %v672 to i32
  %t1127 = fcmp uno float %v672, 0.000000e+00
  %t1128 = lshr i32 %t1126, 16
  %t1129 = and i32 %t1128, 1
  %t1130 = add i32 %t1129, 32767
  %t1131 = add i32 %t1126, %t1130
  %t1132 = lshr i32 %t1131, 16
  %t1133 = or i32 %t1128, 64
  %t1134 = trunc i32 %t1132 to i16
  %t1135 = trunc i32 %t1133 to i16
  %v673 = select i1 %t1127, i16 %t1135, i16 %t1134
  %v675 = zext i16 %v673 to i32
  %v677 = add i32 %v664, 1
  %v678 = bitcast i32 %v665 to float
  %t1136 = bitcast float %v678 to i32
  %t1137 = fcmp uno float %v678, 0.000000e+00
  %t1138 = lshr i32 %t1136, 16
  %t1139 = and i32 %t1138, 1
  %t1140 = add i32 %t1139, 32767
  %t1141 = add i32 %t1136, %t1140
  %t1142 = lshr i32 %t1141, 16
  %t1143 = or i32 %t1138, 64
  %t1144 = trunc i32 %t1142 to i16
  %t1145 = trunc i32 %t1143 to i16
  %v679 = select i1 %t1137, i16 %t1145, i16 %t1144
  %v681 = zext i16 %v679 to i32
  %v683 = shl i32 %v681, 16
  %v684 = or i32 %v675, %v683
  %v685 = zext i32 %v664 to i64
  %v687 = zext i32 %v657 to i64
  %v688 = mul i64 %v687, 192
  %v689 = add i64 %v688, %v685
  %v691 = mul i64 %v689, 2
  %v692 = getelementptr i8, ptr addrspace(1) %p3, i64 %v691
  store i32 %v684, ptr addrspace(1) %v692, align 4
  br label %if13.end
if13.end:
  %v693 = extractelement <4 x i32> %t939, i32 3
  %v694 = extractelement <4 x i32> %t939, i32 2
  %v696 = add i32 %v657, 8
  %v698 = icmp ult i32 %v664, 192
  %v700 = icmp ult i32 %v696, 256
  %v701 = and i1 %v700, %v698
  br i1 %v701, label %if14.then, label %if14.end
if14.then:
  %v702 = bitcast i32 %v694 to float
  %t1146 = bitcast float %v702 to i32
  %t1147 = fcmp uno float %v702, 0.000000e+00
  %t1148 = lshr i32 %t1146, 16
  %t1149 = and i32 %t1148, 1
  %t1150 = add i32 %t1149, 32767
  %t1151 = add i32 %t1146, %t1150
  %t1152 = lshr i32 %t1151, 16
  %t1153 = or i32 %t1148, 64
  %t1154 = trunc i32 %t1152 to i16
  %t1155 = trunc i32 %t1153 to i16
  %v703 = select i1 %t1147, i16 %t1155, i16 %t1154
  %v705 = zext i16 %v703 to i32
  %v707 = add i32 %v664, 1
  %v708 = bitcast i32 %v693 to float
  %t1156 = bitcast float %v708 to i32
  %t1157 = fcmp uno float %v708, 0.000000e+00
  %t1158 = lshr i32 %t1156, 16
  %t1159 = and i32 %t1158, 1
  %t1160 = add i32 %t1159, 32767
  %t1161 = add i32 %t1156, %t1160
  %t1162 = lshr i32 %t1161, 16
  %t1163 = or i32 %t1158, 64
  %t1164 = trunc i32 %t1162 to i16
  %t1165 = trunc i32 %t1163 to i16
  %v709 = select i1 %t1157, i16 %t1165, i16 %t1164
  %v711 = zext i16 %v709 to i32
  %v713 = shl i32 %v711, 16
  %v714 = or i32 %v705, %v713
  %v715 = zext i32 %v664 to i64
  %v717 = zext i32 %v696 to i64
  %v718 = mul i64 %v717, 192
  %v719 = add i64 %v718, %v715
  %v721 = mul i64 %v719, 2
  %v722 = getelementptr i8, ptr addrspace(1) %p3, i64 %v721
  store i32 %v714, ptr addrspace(1) %v722, align 4
  br label %if14.end
if14.end:
  %v725 = lshr i32 %v336, 2
  %v727 = add i32 %v506, 0
  %v728 = add i32 %v727, %v725
  %v731 = and i32 %v336, 3
  %v732 = shl i32 %v731, 1
  %v734 = add i32 %v509, 24
  %v735 = add i32 %v734, %v732
  %v736 = extractelement <4 x i32> %t960, i32 1
  %v737 = extractelement <4 x i32> %t960, i32 0
  %v739 = icmp ult i32 %v735, 192
  %v741 = icmp ult i32 %v728, 256
  %v742 = and i1 %v741, %v739
  br i1 %v742, label %if15.then, label %if15.end
if15.then:
  %v743 = bitcast i32 %v737 to float
  %t1166 = bitcast float %v743 to i32
  %t1167 = fcmp uno float %v743, 0.000000e+00
  %t1168 = lshr i32 %t1166, 16
  %t1169 = and i32 %t1168, 1
  %t1170 = add i32 %t1169, 32767
  %t1171 = add i32 %t1166, %t1170
  %t1172 = lshr i32 %t1171, 16
  %t1173 = or i32 %t1168, 64
  %t1174 = trunc i32 %t1172 to i16
  %t1175 = trunc i32 %t1173 to i16
  %v744 = select i1 %t1167, i16 %t1175, i16 %t1174
  %v746 = zext i16 %v744 to i32
  %v748 = add i32 %v735, 1
  %v749 = bitcast i32 %v736 to float
  %t1176 = bitcast float %v749 to i32
  %t1177 = fcmp uno float %v749, 0.000000e+00
  %t1178 = lshr i32 %t1176, 16
  %t1179 = and i32 %t1178, 1
  %t1180 = add i32 %t1179, 32767
  %t1181 = add i32 %t1176, %t1180
  %t1182 = lshr i32 %t1181, 16
  %t1183 = or i32 %t1178, 64
  %t1184 = trunc i32 %t1182 to i16
  %t1185 = trunc i32 %t1183 to i16
  %v750 = select i1 %t1177, i16 %t1185, i16 %t1184
  %v752 = zext i16 %v750 to i32
  %v754 = shl i32 %v752, 16
  %v755 = or i32 %v746, %v754
  %v756 = zext i32 %v735 to i64
  %v758 = zext i32 %v728 to i64
  %v759 = mul i64 %v758, 192
  %v760 = add i64 %v759, %v756
  %v762 = mul i64 %v760, 2
  %v763 = getelementptr i8, ptr addrspace(1) %p3, i64 %v762
  store i32 %v755, ptr addrspace(1) %v763, align 4
  br label %if15.end
if15.end:
  %v764 = extractelement <4 x i32> %t960, i32 3
  %v765 = extractelement <4 x i32> %t960, i32 2
  %v767 = add i32 %v728, 8
  %v769 = icmp ult i32 %v735, 192
  %v771 = icmp ult i32 %v767, 256
  %v772 = and i1 %v771, %v769
  br i1 %v772, label %if16.then, label %if16.end
if16.then:
  %v773 = bitcast i32 %v765 to float
  %t1186 = bitcast float %v773 to i32
  %t1187 = fcmp uno float %v773, 0.000000e+00
  %t1188 = lshr i32 %t1186, 16
  %t1189 = and i32 %t1188, 1
  %t1190 = add i32 %t1189, 32767
  %t1191 = add i32 %t1186, %t1190
  %t1192 = lshr i32 %t1191, 16
  %t1193 = or i32 %t1188, 64
  %t1194 = trunc i32 %t1192 to i16
  %t1195 = trunc i32 %t1193 to i16
  %v774 = select i1 %t1187, i16 %t1195, i16 %t1194
  %v776 = zext i16 %v774 to i32
  %v778 = add i32 %v735, 1
  %v779 = bitcast i32 %v764 to float
  %t1196 = bitcast float %v779 to i32
  %t1197 = fcmp uno float %v779, 0.000000e+00
  %t1198 = lshr i32 %t1196, 16
  %t1199 = and i32 %t1198, 1
  %t1200 = add i32 %t1199, 32767
  %t1201 = add i32 %t1196, %t1200
  %t1202 = lshr i32 %t1201, 16
  %t1203 = or i32 %t1198, 64
  %t1204 = trunc i32 %t1202 to i16
  %t1205 = trunc i32 %t1203 to i16
  %v780 = select i1 %t1197, i16 %t1205, i16 %t1204
  %v782 = zext i16 %v780 to i32
  %v784 = shl i32 %v782, 16
  %v785 = or i32 %v776, %v784
  %v786 = zext i32 %v735 to i64
  %v788 = zext i32 %v767 to i64
  %v789 = mul i64 %v788, 192
  %v790 = add i64 %v789, %v786
  %v792 = mul i64 %v790, 2
  %v793 = getelementptr i8, ptr addrspace(1) %p3, i64 %v792
  store i32 %v785, ptr addrspace(1) %v793, align 4
  br label %if16.end
if16.end:
  %v796 = lshr i32 %v336, 2
  %v798 = add i32 %v506, 0
  %v799 = add i32 %v798, %v796
  %v802 = and i32 %v336, 3
  %v803 = shl i32 %v802, 1
  %v805 = add i32 %v509, 32
  %v806 = add i32 %v805, %v803
  %v807 = extractelement <4 x i32> %t981, i32 1
  %v808 = extractelement <4 x i32> %t981, i32 0
  %v810 = icmp ult i32 %v806, 192
  %v812 = icmp ult i32 %v799, 256
  %v813 = and i1 %v812, %v810
  br i1 %v813, label %if17.then, label %if17.end
if17.then:
  %v814 = bitcast i32 %v808 to float
  %t1206 = bitcast float %v814 to i32
  %t1207 = fcmp uno float %v814, 0.000000e+00
  %t1208 = lshr i32 %t1206, 16
  %t1209 = and i32 %t1208, 1
  %t1210 = add i32 %t1209, 32767
  %t1211 = add i32 %t1206, %t1210
  %t1212 = lshr i32 %t1211, 16
  %t1213 = or i32 %t1208, 64
  %t1214 = trunc i32 %t1212 to i16
  %t1215 = trunc i32 %t1213 to i16
  %v815 = select i1 %t1207, i16 %t1215, i16 %t1214
  %v817 = zext i16 %v815 to i32
  %v819 = add i32 %v806, 1
  %v820 = bitcast i32 %v807 to float
  %t1216 = bitcast float %v820 to i32
  %t1217 = fcmp uno float %v820, 0.000000e+00
  %t1218 = lshr i32 %t1216, 16
  %t1219 = and i32 %t1218, 1
  %t1220 = add i32 %t1219, 32767
  %t1221 = add i32 %t1216, %t1220
  %t1222 = lshr i32 %t1221, 16
  %t1223 = or i32 %t1218, 64
  %t1224 = trunc i32 %t1222 to i16
  %t1225 = trunc i32 %t1223 to i16
  %v821 = select i1 %t1217, i16 %t1225, i16 %t1224
  %v823 = zext i16 %v821 to i32
  %v825 = shl i32 %v823, 16
  %v826 = or i32 %v817, %v825
  %v827 = zext i32 %v806 to i64
  %v829 = zext i32 %v799 to i64
  %v830 = mul i64 %v829, 192
  %v831 = add i64 %v830, %v827
  %v833 = mul i64 %v831, 2
  %v834 = getelementptr i8, ptr addrspace(1) %p3, i64 %v833
  store i32 %v826, ptr addrspace(1) %v834, align 4
  br label %if17.end
if17.end:
  %v835 = extractelement <4 x i32> %t981, i32 3
  %v836 = extractelement <4 x i32> %t981, i32 2
  %v838 = add i32 %v799, 8
  %v840 = icmp ult i32 %v806, 192
  %v842 = icmp ult i32 %v838, 256
  %v843 = and i1 %v842, %v840
  br i1 %v843, label %if18.then, label %if18.end
if18.then:
  %v844 = bitcast i32 %v836 to float
  %t1226 = bitcast float %v844 to i32
  %t1227 = fcmp uno float %v844, 0.000000e+00
  %t1228 = lshr i32 %t1226, 16
  %t1229 = and i32 %t1228, 1
  %t1230 = add i32 %t1229, 32767
  %t1231 = add i32 %t1226, %t1230
  %t1232 = lshr i32 %t1231, 16
  %t1233 = or i32 %t1228, 64
  %t1234 = trunc i32 %t1232 to i16
  %t1235 = trunc i32 %t1233 to i16
  %v845 = select i1 %t1227, i16 %t1235, i16 %t1234
  %v847 = zext i16 %v845 to i32
  %v849 = add i32 %v806, 1
  %v850 = bitcast i32 %v835 to float
  %t1236 = bitcast float %v850 to i32
  %t1237 = fcmp uno float %v850, 0.000000e+00
  %t1238 = lshr i32 %t1236, 16
  %t1239 = and i32 %t1238, 1
  %t1240 = add i32 %t1239, 32767
  %t1241 = add i32 %t1236, %t1240
  %t1242 = lshr i32 %t1241, 16
  %t1243 = or i32 %t1238, 64
  %t1244 = trunc i32 %t1242 to i16
  %t1245 = trunc i32 %t1243 to i16
  %v851 = select i1 %t1237, i16 %t1245, i16 %t1244
  %v853 = zext i16 %v851 to i32
  %v855 = shl i32 %v853, 16
  %v856 = or i32 %v847, %v855
  %v857 = zext i32 %v806 to i64
  %v859 = zext i32 %v838 to i64
  %v860 = mul i64 %v859, 192
  %v861 = add i64 %v860, %v857
  %v863 = mul i64 %v861, 2
  %v864 = getelementptr i8, ptr addrspace(1) %p3, i64 %v863
  store i32 %v856, ptr addrspace(1) %v864, align 4
  br label %if18.end
if18.end:
  %v867 = lshr i32 %v336, 2
  %v869 = add i32 %v506, 0
  %v870 = add i32 %v869, %v867
  %v873 = and i32 %v336, 3
  %v874 = shl i32 %v873, 1
  %v876 = add i32 %v509, 40
  %v877 = add i32 %v876, %v874
  %v878 = extractelement <4 x i32> %t1002, i32 1
  %v879 = extractelement <4 x i32> %t1002, i32 0
  %v881 = icmp ult i32 %v877, 192
  %v883 = icmp ult i32 %v870, 256
  %v884 = and i1 %v883, %v881
  br i1 %v884, label %if19.then, label %if19.end
if19.then:
  %v885 = bitcast i32 %v879 to float
  %t1246 = bitcast float %v885 to i32
  %t1247 = fcmp uno float %v885, 0.000000e+00
  %t1248 = lshr i32 %t1246, 16
  %t1249 = and i32 %t1248, 1
  %t1250 = add i32 %t1249, 32767
  %t1251 = add i32 %t1246, %t1250
  %t1252 = lshr i32 %t1251, 16
  %t1253 = or i32 %t1248, 64
  %t1254 = trunc i32 %t1252 to i16
  %t1255 = trunc i32 %t1253 to i16
  %v886 = select i1 %t1247, i16 %t1255, i16 %t1254
  %v888 = zext i16 %v886 to i32
  %v890 = add i32 %v877, 1
  %v891 = bitcast i32 %v878 to float
  %t1256 = bitcast float %v891 to i32
  %t1257 = fcmp uno float %v891, 0.000000e+00
  %t1258 = lshr i32 %t1256, 16
  %t1259 = and i32 %t1258, 1
  %t1260 = add i32 %t1259, 32767
  %t1261 = add i32 %t1256, %t1260
  %t1262 = lshr i32 %t1261, 16
  %t1263 = or i32 %t1258, 64
  %t1264 = trunc i32 %t1262 to i16
  %t1265 = trunc i32 %t1263 to i16
  %v892 = select i1 %t1257, i16 %t1265, i16 %t1264
  %v894 = zext i16 %v892 to i32
  %v896 = shl i32 %v894, 16
  %v897 = or i32 %v888, %v896
  %v898 = zext i32 %v877 to i64
  %v900 = zext i32 %v870 to i64
  %v901 = mul i64 %v900, 192
  %v902 = add i64 %v901, %v898
  %v904 = mul i64 %v902, 2
  %v905 = getelementptr i8, ptr addrspace(1) %p3, i64 %v904
  store i32 %v897, ptr addrspace(1) %v905, align 4
  br label %if19.end
if19.end:
  %v906 = extractelement <4 x i32> %t1002, i32 3
  %v907 = extractelement <4 x i32> %t1002, i32 2
  %v909 = add i32 %v870, 8
  %v911 = icmp ult i32 %v877, 192
  %v913 = icmp ult i32 %v909, 256
  %v914 = and i1 %v913, %v911
  br i1 %v914, label %if20.then, label %if20.end
if20.then:
  %v915 = bitcast i32 %v907 to float
  %t1266 = bitcast float %v915 to i32
  %t1267 = fcmp uno float %v915, 0.000000e+00
  %t1268 = lshr i32 %t1266, 16
  %t1269 = and i32 %t1268, 1
  %t1270 = add i32 %t1269, 32767
  %t1271 = add i32 %t1266, %t1270
  %t1272 = lshr i32 %t1271, 16
  %t1273 = or i32 %t1268, 64
  %t1274 = trunc i32 %t1272 to i16
  %t1275 = trunc i32 %t1273 to i16
  %v916 = select i1 %t1267, i16 %t1275, i16 %t1274
  %v918 = zext i16 %v916 to i32
  %v920 = add i32 %v877, 1
  %v921 = bitcast i32 %v906 to float
  %t1276 = bitcast float %v921 to i32
  %t1277 = fcmp uno float %v921, 0.000000e+00
  %t1278 = lshr i32 %t1276, 16
  %t1279 = and i32 %t1278, 1
  %t1280 = add i32 %t1279, 32767
  %t1281 = add i32 %t1276, %t1280
  %t1282 = lshr i32 %t1281, 16
  %t1283 = or i32 %t1278, 64
  %t1284 = trunc i32 %t1282 to i16
  %t1285 = trunc i32 %t1283 to i16
  %v922 = select i1 %t1277, i16 %t1285, i16 %t1284
  %v924 = zext i16 %v922 to i32
  %v926 = shl i32 %v924, 16
  %v927 = or i32 %v918, %v926
  %v928 = zext i32 %v877 to i64
  %v930 = zext i32 %v909 to i64
  %v931 = mul i64 %v930, 192
  %v932 = add i64 %v931, %v928
  %v934 = mul i64 %v932, 2
  %v935 = getelementptr i8, ptr addrspace(1) %p3, i64 %v934
  store i32 %v927, ptr addrspace(1) %v935, align 4
  br label %if20.end
if20.end:
  %v938 = lshr i32 %v336, 2
  %v940 = add i32 %v506, 0
  %v941 = add i32 %v940, %v938
  %v944 = and i32 %v336, 3
  %v945 = shl i32 %v944, 1
  %v947 = add i32 %v509, 48
  %v948 = add i32 %v947, %v945
  %v949 = extractelement <4 x i32> %t1023, i32 1
  %v950 = extractelement <4 x i32> %t1023, i32 0
  %v952 = icmp ult i32 %v948, 192
  %v954 = icmp ult i32 %v941, 256
  %v955 = and i1 %v954, %v952
  br i1 %v955, label %if21.then, label %if21.end
if21.then:
  %v956 = bitcast i32 %v950 to float
  %t1286 = bitcast float %v956 to i32
  %t1287 = fcmp uno float %v956, 0.000000e+00
  %t1288 = lshr i32 %t1286, 16
  %t1289 = and i32 %t1288, 1
  %t1290 = add i32 %t1289, 32767
  %t1291 = add i32 %t1286, %t1290
  %t1292 = lshr i32 %t1291, 16
  %t1293 = or i32 %t1288, 64
  %t1294 = trunc i32 %t1292 to i16
  %t1295 = trunc i32 %t1293 to i16
  %v957 = select i1 %t1287, i16 %t1295, i16 %t1294
  %v959 = zext i16 %v957 to i32
  %v961 = add i32 %v948, 1
  %v962 = bitcast i32 %v949 to float
  %t1296 = bitcast float %v962 to i32
  %t1297 = fcmp uno float %v962, 0.000000e+00
  %t1298 = lshr i32 %t1296, 16
  %t1299 = and i32 %t1298, 1
  %t1300 = add i32 %t1299, 32767
  %t1301 = add i32 %t1296, %t1300
  %t1302 = lshr i32 %t1301, 16
  %t1303 = or i32 %t1298, 64
  %t1304 = trunc i32 %t1302 to i16
  %t1305 = trunc i32 %t1303 to i16
  %v963 = select i1 %t1297, i16 %t1305, i16 %t1304
  %v965 = zext i16 %v963 to i32
  %v967 = shl i32 %v965, 16
  %v968 = or i32 %v959, %v967
  %v969 = zext i32 %v948 to i64
  %v971 = zext i32 %v941 to i64
  %v972 = mul i64 %v971, 192
  %v973 = add i64 %v972, %v969
  %v975 = mul i64 %v973, 2
  %v976 = getelementptr i8, ptr addrspace(1) %p3, i64 %v975
  store i32 %v968, ptr addrspace(1) %v976, align 4
  br label %if21.end
if21.end:
  %v977 = extractelement <4 x i32> %t1023, i32 3
  %v978 = extractelement <4 x i32> %t1023, i32 2
  %v980 = add i32 %v941, 8
  %v982 = icmp ult i32 %v948, 192
  %v984 = icmp ult i32 %v980, 256
  %v985 = and i1 %v984, %v982
  br i1 %v985, label %if22.then, label %if22.end
if22.then:
  %v986 = bitcast i32 %v978 to float
  %t1306 = bitcast float %v986 to i32
  %t1307 = fcmp uno float %v986, 0.000000e+00
  %t1308 = lshr i32 %t1306, 16
  %t1309 = and i32 %t1308, 1
  %t1310 = add i32 %t1309, 32767
  %t1311 = add i32 %t1306, %t1310
  %t1312 = lshr i32 %t1311, 16
  %t1313 = or i32 %t1308, 64
  %t1314 = trunc i32 %t1312 to i16
  %t1315 = trunc i32 %t1313 to i16
  %v987 = select i1 %t1307, i16 %t1315, i16 %t1314
  %v989 = zext i16 %v987 to i32
  %v991 = add i32 %v948, 1
  %v992 = bitcast i32 %v977 to float
  %t1316 = bitcast float %v992 to i32
  %t1317 = fcmp uno float %v992, 0.000000e+00
  %t1318 = lshr i32 %t1316, 16
  %t1319 = and i32 %t1318, 1
  %t1320 = add i32 %t1319, 32767
  %t1321 = add i32 %t1316, %t1320
  %t1322 = lshr i32 %t1321, 16
  %t1323 = or i32 %t1318, 64
  %t1324 = trunc i32 %t1322 to i16
  %t1325 = trunc i32 %t1323 to i16
  %v993 = select i1 %t1317, i16 %t1325, i16 %t1324
  %v995 = zext i16 %v993 to i32
  %v997 = shl i32 %v995, 16
  %v998 = or i32 %v989, %v997
  %v999 = zext i32 %v948 to i64
  %v1001 = zext i32 %v980 to i64
  %v1002 = mul i64 %v1001, 192
  %v1003 = add i64 %v1002, %v999
  %v1005 = mul i64 %v1003, 2
  %v1006 = getelementptr i8, ptr addrspace(1) %p3, i64 %v1005
  store i32 %v998, ptr addrspace(1) %v1006, align 4
  br label %if22.end
if22.end:
  %v1009 = lshr i32 %v336, 2
  %v1011 = add i32 %v506, 0
  %v1012 = add i32 %v1011, %v1009
  %v1015 = and i32 %v336, 3
  %v1016 = shl i32 %v1015, 1
  %v1018 = add i32 %v509, 56
  %v1019 = add i32 %v1018, %v1016
  %v1020 = extractelement <4 x i32> %t1044, i32 1
  %v1021 = extractelement <4 x i32> %t1044, i32 0
  %v1023 = icmp ult i32 %v1019, 192
  %v1025 = icmp ult i32 %v1012, 256
  %v1026 = and i1 %v1025, %v1023
  br i1 %v1026, label %if23.then, label %if23.end
if23.then:
  %v1027 = bitcast i32 %v1021 to float
  %t1326 = bitcast float %v1027 to i32
  %t1327 = fcmp uno float %v1027, 0.000000e+00
  %t1328 = lshr i32 %t1326, 16
  %t1329 = and i32 %t1328, 1
  %t1330 = add i32 %t1329, 32767
  %t1331 = add i32 %t1326, %t1330
  %t1332 = lshr i32 %t1331, 16
  %t1333 = or i32 %t1328, 64
  %t1334 = trunc i32 %t1332 to i16
  %t1335 = trunc i32 %t1333 to i16
  %v1028 = select i1 %t1327, i16 %t1335, i16 %t1334
  %v1030 = zext i16 %v1028 to i32
  %v1032 = add i32 %v1019, 1
  %v1033 = bitcast i32 %v1020 to float
  %t1336 = bitcast float %v1033 to i32
  %t1337 = fcmp uno float %v1033, 0.000000e+00
  %t1338 = lshr i32 %t1336, 16
  %t1339 = and i32 %t1338, 1
  %t1340 = add i32 %t1339, 32767
  %t1341 = add i32 %t1336, %t1340
  %t1342 = lshr i32 %t1341, 16
  %t1343 = or i32 %t1338, 64
  %t1344 = trunc i32 %t1342 to i16
  %t1345 = trunc i32 %t1343 to i16
  %v1034 = select i1 %t1337, i16 %t1345, i16 %t1344
  %v1036 = zext i16 %v1034 to i32
  %v1038 = shl i32 %v1036, 16
  %v1039 = or i32 %v1030, %v1038
  %v1040 = zext i32 %v1019 to i64
  %v1042 = zext i32 %v1012 to i64
  %v1043 = mul i64 %v1042, 192
  %v1044 = add i64 %v1043, %v1040
  %v1046 = mul i64 %v1044, 2
  %v1047 = getelementptr i8, ptr addrspace(1) %p3, i64 %v1046
  store i32 %v1039, ptr addrspace(1) %v1047, align 4
  br label %if23.end
if23.end:
  %v1048 = extractelement <4 x i32> %t1044, i32 3
  %v1049 = extractelement <4 x i32> %t1044, i32 2
  %v1051 = add i32 %v1012, 8
  %v1053 = icmp ult i32 %v1019, 192
  %v1055 = icmp ult i32 %v1051, 256
  %v1056 = and i1 %v1055, %v1053
  br i1 %v1056, label %if24.then, label %if24.end
if24.then:
  %v1057 = bitcast i32 %v1049 to float
  %t1346 = bitcast float %v1057 to i32
  %t1347 = fcmp uno float %v1057, 0.000000e+00
  %t1348 = lshr i32 %t1346, 16
  %t1349 = and i32 %t1348, 1
  %t1350 = add i32 %t1349, 32767
  %t1351 = add i32 %t1346, %t1350
  %t1352 = lshr i32 %t1351, 16
  %t1353 = or i32 %t1348, 64
  %t1354 = trunc i32 %t1352 to i16
  %t1355 = trunc i32 %t1353 to i16
  %v1058 = select i1 %t1347, i16 %t1355, i16 %t1354
  %v1060 = zext i16 %v1058 to i32
  %v1062 = add i32 %v1019, 1
  %v1063 = bitcast i32 %v1048 to float
  %t1356 = bitcast float %v1063 to i32
  %t1357 = fcmp uno float %v1063, 0.000000e+00
  %t1358 = lshr i32 %t1356, 16
  %t1359 = and i32 %t1358, 1
  %t1360 = add i32 %t1359, 32767
  %t1361 = add i32 %t1356, %t1360
  %t1362 = lshr i32 %t1361, 16
  %t1363 = or i32 %t1358, 64
  %t1364 = trunc i32 %t1362 to i16
  %t1365 = trunc i32 %t1363 to i16
  %v1064 = select i1 %t1357, i16 %t1365, i16 %t1364
  %v1066 = zext i16 %v1064 to i32
  %v1068 = shl i32 %v1066, 16
  %v1069 = or i32 %v1060, %v1068
  %v1070 = zext i32 %v1019 to i64
  %v1072 = zext i32 %v1051 to i64
  %v1073 = mul i64 %v1072, 192
  %v1074 = add i64 %v1073, %v1070
  %v1076 = mul i64 %v1074, 2
  %v1077 = getelementptr i8, ptr addrspace(1) %p3, i64 %v1076
  store i32 %v1069, ptr addrspace(1) %v1077, align 4
  br label %if24.end
if24.end:
  br label %for6.latch
for6.latch:
  %for6.next = add i32 %v345, 6
  br label %for6.head
for6.end:
  br label %if1.end
if1.end:
  %phi18 = phi <4 x i32> [ %v32, %for5.end ], [ %phi1, %for6.end ]
  %phi19 = phi <4 x i32> [ %v34, %for5.end ], [ %phi2, %for6.end ]
  %phi20 = phi <4 x i32> [ %v36, %for5.end ], [ %phi3, %for6.end ]
  %phi21 = phi <4 x i32> [ %v38, %for5.end ], [ %phi4, %for6.end ]
  %phi22 = phi <4 x i32> [ %v40, %for5.end ], [ %phi5, %for6.end ]
  %phi23 = phi <4 x i32> [ %v42, %for5.end ], [ %phi6, %for6.end ]
  %phi24 = phi <4 x i32> [ %v44, %for5.end ], [ %phi7, %for6.end ]
  %phi25 = phi <4 x i32> [ %v46, %for5.end ], [ %phi8, %for6.end ]
  %phi26 = phi i32 [ %phi0, %for5.end ], [ poison, %for6.end ]
  %phi27 = phi i32 [ poison, %for5.end ], [ %phi9, %for6.end ]
  ret void
}

declare void @llvm.trap()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.umin.i32(i32, i32)

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!nvvm.annotations = !{!1, !2, !3}

!0 = !{i32 0, i32 384}
!1 = !{ptr @cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90, !"maxntidx", i32 384}
!3 = !{ptr @cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90, !"minctasm", i32 2}
