; kernel cj_reducescatter_ll_sum_bf16_n2048_w2_v4_b256x64_t1x512_g4_bar_none_gfx942: 256 threads per block, grid 4
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_reducescatter_ll_sum_bf16_n2048_w2_v4_b256x64_t1x512_g4_bar_none_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; reducescatter ll: 2 ranks x 4096 bytes, flag-free
  %v21 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %v22 = load atomic i64, ptr addrspace(1) %v21 syncscope("agent") monotonic, align 8
  %v25 = lshr i64 %v22, 11
  %v26 = add i64 %v25, 1
  %v27 = trunc i64 %v26 to i32
  %v29 = and i64 %v26, 1
  %v31 = mul i64 %v29, 4194304
  %v32 = getelementptr i8, ptr addrspace(1) %p7, i64 %v31
  %v33 = zext i32 %p1 to i64
  %v35 = mul i64 %v33, 2097152
  %v36 = getelementptr i8, ptr addrspace(1) %v32, i64 %v35
  %v38 = getelementptr i8, ptr addrspace(1) %v32, i64 0
  %v39 = zext i32 %p1 to i64
  %v41 = mul i64 %v39, 4096
  %v42 = getelementptr i8, ptr addrspace(1) %p2, i64 %v41
  %v45 = add i32 %p1, 1
  %v46 = icmp uge i32 %v45, 2
  %v47 = sub i32 %v45, 2
  %v48 = select i1 %v46, i32 %v47, i32 %v45
  %v50 = getelementptr i8, ptr addrspace(1) %v32, i64 2097152
  %v52 = zext i32 %v48 to i64
  %v53 = mul i64 %v52, 8
  %v54 = getelementptr i8, ptr addrspace(1) %p0, i64 %v53
  %v55 = load i64, ptr addrspace(1) %v54, align 8
  %v56 = sub i64 %v55, %v17
  %v57 = getelementptr i8, ptr addrspace(1) %v36, i64 %v56
  %v58 = zext i32 %v48 to i64
  %v60 = mul i64 %v58, 4096
  %v61 = getelementptr i8, ptr addrspace(1) %p2, i64 %v60
  ; 4 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v63 = mul i32 %v11, 4
  %v64 = zext i32 %v63 to i64
  %v67 = zext i32 %v12 to i64
  br label %for0.head
for0.head:
  %v68 = phi i64 [ %v67, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v68, 4
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v70 = mul i64 %v68, 1024
  %v71 = add i64 %v64, %v70
  %v72 = getelementptr i8, ptr addrspace(1) %v42, i64 %v71
  %v73 = load i32, ptr addrspace(1) %v72, align 4
  %t0 = insertelement <2 x i32> poison, i32 %v73, i32 0
  %v74 = shufflevector <2 x i32> %t0, <2 x i32> poison, <2 x i32> zeroinitializer
  %v75 = insertelement <2 x i32> %v74, i32 %v27, i32 1
  %v76 = getelementptr i8, ptr addrspace(1) %v61, i64 %v71
  %v77 = load i32, ptr addrspace(1) %v76, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v77, i32 0
  %v78 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v79 = insertelement <2 x i32> %v78, i32 %v27, i32 1
  %v81 = mul i64 %v71, 2
  %v82 = getelementptr i8, ptr addrspace(1) %v36, i64 %v81
  %t2 = bitcast <2 x i32> %v75 to i64
  store atomic i64 %t2, ptr addrspace(1) %v82 monotonic, align 8
  %v83 = getelementptr i8, ptr addrspace(1) %v57, i64 %v81
  %t3 = bitcast <2 x i32> %v79 to i64
  store atomic i64 %t3, ptr addrspace(1) %v83 monotonic, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v68, 4
  br label %for0.head
for0.end:
  ; 4 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v85 = mul i32 %v11, 4
  %v86 = zext i32 %v85 to i64
  %v89 = zext i32 %v12 to i64
  br label %for1.head
for1.head:
  %phi0 = phi i32 [ 0, %for0.end ], [ %phi13, %for1.latch ]
  %phi1 = phi i32 [ poison, %for0.end ], [ %phi6, %for1.latch ]
  %phi2 = phi i32 [ poison, %for0.end ], [ %phi7, %for1.latch ]
  %phi3 = phi i32 [ poison, %for0.end ], [ %phi14, %for1.latch ]
  %phi4 = phi i32 [ poison, %for0.end ], [ %phi15, %for1.latch ]
  %v90 = phi i64 [ %v89, %for0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v90, 4
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v92 = mul i64 %v90, 1024
  %v93 = add i64 %v86, %v92
  %v95 = mul i64 %v93, 2
  %v96 = getelementptr i8, ptr addrspace(1) %v38, i64 %v95
  %t4 = call i64 @llvm.amdgcn.s.memrealtime()
  %v99 = mul i64 %t4, 10
  br label %while2.cond
while2.cond:
  %phi5 = phi i32 [ %phi0, %for1.body ], [ %phi10, %if3.end ]
  %phi6 = phi i32 [ 0, %for1.body ], [ %phi11, %if3.end ]
  %phi7 = phi i32 [ %phi0, %for1.body ], [ %phi12, %if3.end ]
  %v102 = icmp eq i32 %phi7, 0
  br i1 %v102, label %while2.body, label %while2.end
while2.body:
  %t5 = load atomic i64, ptr addrspace(1) %v96 monotonic, align 8
  %v103 = bitcast i64 %t5 to <2 x i32>
  %v104 = extractelement <2 x i32> %v103, i32 1
  %v105 = icmp eq i32 %v104, %v27
  br i1 %v105, label %if3.then, label %if3.else
if3.then:
  %v106 = extractelement <2 x i32> %v103, i32 0
  br label %if3.end
if3.else:
  %t6 = call i64 @llvm.amdgcn.s.memrealtime()
  %v107 = mul i64 %t6, 10
  %v108 = sub i64 %v107, %v99
  %v109 = icmp ugt i64 %v108, %p6
  %v110 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v111 = icmp ne i32 %v110, 0
  %v112 = or i1 %v109, %v111
  br i1 %v112, label %if4.then, label %if4.end
if4.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if4.end
if4.end:
  %phi8 = phi i32 [ 1, %if4.then ], [ %phi5, %if3.else ]
  %phi9 = phi i32 [ 1, %if4.then ], [ %phi7, %if3.else ]
  br label %if3.end
if3.end:
  %phi10 = phi i32 [ %phi5, %if3.then ], [ %phi8, %if4.end ]
  %phi11 = phi i32 [ %v106, %if3.then ], [ %phi6, %if4.end ]
  %phi12 = phi i32 [ 1, %if3.then ], [ %phi9, %if4.end ]
  br label %while2.cond
while2.end:
  %v115 = getelementptr i8, ptr addrspace(1) %v50, i64 %v95
  %t7 = call i64 @llvm.amdgcn.s.memrealtime()
  %v118 = mul i64 %t7, 10
  br label %while5.cond
while5.cond:
  %phi13 = phi i32 [ %phi5, %while2.end ], [ %phi18, %if6.end ]
  %phi14 = phi i32 [ 0, %while2.end ], [ %phi19, %if6.end ]
  %phi15 = phi i32 [ %phi5, %while2.end ], [ %phi20, %if6.end ]
  %v121 = icmp eq i32 %phi15, 0
  br i1 %v121, label %while5.body, label %while5.end
while5.body:
  %t8 = load atomic i64, ptr addrspace(1) %v115 monotonic, align 8
  %v122 = bitcast i64 %t8 to <2 x i32>
  %v123 = extractelement <2 x i32> %v122, i32 1
  %v124 = icmp eq i32 %v123, %v27
  br i1 %v124, label %if6.then, label %if6.else
if6.then:
  %v125 = extractelement <2 x i32> %v122, i32 0
  br label %if6.end
if6.else:
  %t9 = call i64 @llvm.amdgcn.s.memrealtime()
  %v126 = mul i64 %t9, 10
  %v127 = sub i64 %v126, %v118
  %v128 = icmp ugt i64 %v127, %p6
  %v129 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v130 = icmp ne i32 %v129, 0
  %v131 = or i1 %v128, %v130
  br i1 %v131, label %if7.then, label %if7.end
if7.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if7.end
if7.end:
  %phi16 = phi i32 [ 1, %if7.then ], [ %phi13, %if6.else ]
  %phi17 = phi i32 [ 1, %if7.then ], [ %phi15, %if6.else ]
  br label %if6.end
if6.end:
  %phi18 = phi i32 [ %phi13, %if6.then ], [ %phi16, %if7.end ]
  %phi19 = phi i32 [ %v125, %if6.then ], [ %phi14, %if7.end ]
  %phi20 = phi i32 [ 1, %if6.then ], [ %phi17, %if7.end ]
  br label %while5.cond
while5.end:
  %v134 = trunc i32 %phi6 to i16
  %t10 = zext i16 %v134 to i32
  %t11 = shl i32 %t10, 16
  %v136 = bitcast i32 %t11 to float
  %v137 = trunc i32 %phi14 to i16
  %t12 = zext i16 %v137 to i32
  %t13 = shl i32 %t12, 16
  %v139 = bitcast i32 %t13 to float
  %v140 = fadd float %v136, %v139
  %t14 = bitcast float %v140 to i32
  %t15 = fcmp uno float %v140, 0.000000e+00
  %t16 = lshr i32 %t14, 16
  %t17 = and i32 %t16, 1
  %t18 = add i32 %t17, 32767
  %t19 = add i32 %t14, %t18
  %t20 = lshr i32 %t19, 16
  %t21 = or i32 %t16, 64
  %t22 = trunc i32 %t20 to i16
  %t23 = trunc i32 %t21 to i16
  %v141 = select i1 %t15, i16 %t23, i16 %t22
  %v143 = zext i16 %v141 to i32
  %v145 = lshr i32 %phi6, 16
  %v146 = trunc i32 %v145 to i16
  %t24 = zext i16 %v146 to i32
  %t25 = shl i32 %t24, 16
  %v148 = bitcast i32 %t25 to float
  %v150 = lshr i32 %phi14, 16
  %v151 = trunc i32 %v150 to i16
  %t26 = zext i16 %v151 to i32
  %t27 = shl i32 %t26, 16
  %v153 = bitcast i32 %t27 to float
  %v154 = fadd float %v148, %v153
  %t28 = bitcast float %v154 to i32
  %t29 = fcmp uno float %v154, 0.000000e+00
  %t30 = lshr i32 %t28, 16
  %t31 = and i32 %t30, 1
  %t32 = add i32 %t31, 32767
  %t33 = add i32 %t28, %t32
  %t34 = lshr i32 %t33, 16
  %t35 = or i32 %t30, 64
  %t36 = trunc i32 %t34 to i16
  %t37 = trunc i32 %t35 to i16
  %v155 = select i1 %t29, i16 %t37, i16 %t36
  %v157 = zext i16 %v155 to i32
  %v159 = shl i32 %v157, 16
  %v160 = or i32 %v143, %v159
  %v161 = getelementptr i8, ptr addrspace(1) %p3, i64 %v93
  store i32 %v160, ptr addrspace(1) %v161, align 4
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v90, 4
  br label %for1.head
for1.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v163 = icmp eq i32 %v11, 0
  br i1 %v163, label %if8.then, label %if8.end
if8.then:
  %v165 = icmp eq i32 %v12, 0
  %v168 = select i1 %v165, i64 2045, i64 1
  %v169 = atomicrmw add ptr addrspace(1) %v21, i64 %v168 syncscope("agent") monotonic, align 8
  br label %if8.end
if8.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.s.memrealtime()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
