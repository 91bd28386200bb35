; kernel cj_allgather_push_f32_n1048576_w2_v16_b256x64_t4x1024_g32_bar_full_gfx942: 256 threads per block, grid 32
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allgather_push_f32_n1048576_w2_v16_b256x64_t4x1024_g32_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  %var0 = alloca i32, align 4, addrspace(5)
  %var1 = alloca i32, align 4, addrspace(5)
  %var2 = alloca i32, align 4, addrspace(5)
  %v9 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; all_gather push: 2 ranks x 4194304 bytes
  %v18 = zext i32 %p1 to i64
  %v19 = mul i64 %v18, 4194304
  %v20 = getelementptr i8, ptr addrspace(1) %p3, i64 %v19
  %v23 = add i32 %p1, 1
  %v24 = icmp uge i32 %v23, 2
  %v25 = sub i32 %v23, 2
  %v26 = select i1 %v24, i32 %v25, i32 %v23
  %v28 = zext i32 %v26 to i64
  %v29 = mul i64 %v28, 8
  %v30 = getelementptr i8, ptr addrspace(1) %p0, i64 %v29
  %v31 = load i64, ptr addrspace(1) %v30, align 8
  %v32 = sub i64 %v31, %v15
  %v33 = getelementptr i8, ptr addrspace(1) %v20, i64 %v32
  ; start: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v35 = icmp ult i32 %v9, 2
  br i1 %v35, label %if0.then, label %if0.end
if0.then:
  %v37 = add i32 %p1, %v9
  %v38 = sub i32 %v37, 2
  %v39 = icmp uge i32 %v37, 2
  %v40 = select i1 %v39, i32 %v38, i32 %v37
  %v41 = mul i32 %v10, 2
  %v42 = add i32 %v41, %p1
  %v43 = add i32 %v41, %v40
  %v45 = zext i32 %v42 to i64
  %v46 = mul i64 %v45, 4
  %v47 = zext i32 %v43 to i64
  %v48 = mul i64 %v47, 4
  %v49 = getelementptr i8, ptr addrspace(1) %p4, i64 %v46
  %v51 = zext i32 %v40 to i64
  %v52 = mul i64 %v51, 8
  %v53 = getelementptr i8, ptr addrspace(1) %p0, i64 %v52
  %v54 = load i64, ptr addrspace(1) %v53, align 8
  %v55 = sub i64 %v54, %v15
  %v56 = getelementptr i8, ptr addrspace(1) %v49, i64 %v55
  %v58 = atomicrmw add ptr addrspace(1) %v56, i32 1 release, align 4
  %v60 = add i32 %v58, 1
  %v61 = getelementptr i8, ptr addrspace(1) %p4, i64 %v48
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v64 = mul i64 %t0, 10
  %v65 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v65, ptr addrspace(5) %var1, align 4
  br label %while1.cond
while1.cond:
  %v66 = load i32, ptr addrspace(5) %var1, align 4
  %v67 = icmp eq i32 %v66, 0
  br i1 %v67, label %while1.body, label %while1.end
while1.body:
  %v68 = load atomic i32, ptr addrspace(1) %v61 acquire, align 4
  %v69 = sub i32 %v68, %v60
  %v70 = icmp sge i32 %v69, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v71 = mul i64 %t1, 10
  %v72 = sub i64 %v71, %v64
  %v73 = icmp ugt i64 %v72, %p6
  %v74 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v75 = icmp ne i32 %v74, 0
  %v76 = or i1 %v73, %v75
  br i1 %v70, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v76, label %if3.then, label %if3.end
if3.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %while1.cond
while1.end:
  br label %if0.end
if0.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; 256 full tiles of 16384 bytes, 4 vectors of 16 bytes per thread
  %v79 = zext i32 %v9 to i64
  %v80 = mul i64 %v79, 16
  %v83 = zext i32 %v10 to i64
  br label %for4.head
for4.head:
  %v84 = phi i64 [ %v83, %if0.end ], [ %for4.next, %for4.latch ]
  %for4.cond = icmp ult i64 %v84, 256
  br i1 %for4.cond, label %for4.body, label %for4.end
for4.body:
  %v86 = mul i64 %v84, 16384
  %v87 = add i64 %v86, %v80
  %v89 = add i64 %v87, 0
  %v90 = getelementptr i8, ptr addrspace(1) %p2, i64 %v89
  %v91 = load <4 x i32>, ptr addrspace(1) %v90, align 16
  %v93 = add i64 %v87, 4096
  %v94 = getelementptr i8, ptr addrspace(1) %p2, i64 %v93
  %v95 = load <4 x i32>, ptr addrspace(1) %v94, align 16
  %v97 = add i64 %v87, 8192
  %v98 = getelementptr i8, ptr addrspace(1) %p2, i64 %v97
  %v99 = load <4 x i32>, ptr addrspace(1) %v98, align 16
  %v101 = add i64 %v87, 12288
  %v102 = getelementptr i8, ptr addrspace(1) %p2, i64 %v101
  %v103 = load <4 x i32>, ptr addrspace(1) %v102, align 16
  %v104 = getelementptr i8, ptr addrspace(1) %v20, i64 %v89
  store <4 x i32> %v91, ptr addrspace(1) %v104, align 16
  %v105 = getelementptr i8, ptr addrspace(1) %v20, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v105, align 16
  %v106 = getelementptr i8, ptr addrspace(1) %v20, i64 %v97
  store <4 x i32> %v99, ptr addrspace(1) %v106, align 16
  %v107 = getelementptr i8, ptr addrspace(1) %v20, i64 %v101
  store <4 x i32> %v103, ptr addrspace(1) %v107, align 16
  %v108 = getelementptr i8, ptr addrspace(1) %v33, i64 %v89
  store <4 x i32> %v91, ptr addrspace(1) %v108, align 16
  %v109 = getelementptr i8, ptr addrspace(1) %v33, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v109, align 16
  %v110 = getelementptr i8, ptr addrspace(1) %v33, i64 %v97
  store <4 x i32> %v99, ptr addrspace(1) %v110, align 16
  %v111 = getelementptr i8, ptr addrspace(1) %v33, i64 %v101
  store <4 x i32> %v103, ptr addrspace(1) %v111, align 16
  br label %for4.latch
for4.latch:
  %for4.next = add i64 %v84, 32
  br label %for4.head
for4.end:
  ; end: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v113 = icmp ult i32 %v9, 2
  br i1 %v113, label %if5.then, label %if5.end
if5.then:
  %v115 = add i32 %p1, %v9
  %v116 = sub i32 %v115, 2
  %v117 = icmp uge i32 %v115, 2
  %v118 = select i1 %v117, i32 %v116, i32 %v115
  %v119 = mul i32 %v10, 2
  %v120 = add i32 %v119, %p1
  %v121 = add i32 %v119, %v118
  %v123 = zext i32 %v120 to i64
  %v124 = mul i64 %v123, 4
  %v125 = zext i32 %v121 to i64
  %v126 = mul i64 %v125, 4
  %v127 = getelementptr i8, ptr addrspace(1) %p4, i64 %v124
  %v129 = zext i32 %v118 to i64
  %v130 = mul i64 %v129, 8
  %v131 = getelementptr i8, ptr addrspace(1) %p0, i64 %v130
  %v132 = load i64, ptr addrspace(1) %v131, align 8
  %v133 = sub i64 %v132, %v15
  %v134 = getelementptr i8, ptr addrspace(1) %v127, i64 %v133
  %v136 = atomicrmw add ptr addrspace(1) %v134, i32 1 release, align 4
  %v138 = add i32 %v136, 1
  %v139 = getelementptr i8, ptr addrspace(1) %p4, i64 %v126
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v142 = mul i64 %t2, 10
  %v143 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v143, ptr addrspace(5) %var2, align 4
  br label %while6.cond
while6.cond:
  %v144 = load i32, ptr addrspace(5) %var2, align 4
  %v145 = icmp eq i32 %v144, 0
  br i1 %v145, label %while6.body, label %while6.end
while6.body:
  %v146 = load atomic i32, ptr addrspace(1) %v139 acquire, align 4
  %v147 = sub i32 %v146, %v138
  %v148 = icmp sge i32 %v147, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v149 = mul i64 %t3, 10
  %v150 = sub i64 %v149, %v142
  %v151 = icmp ugt i64 %v150, %p6
  %v152 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v153 = icmp ne i32 %v152, 0
  %v154 = or i1 %v151, %v153
  br i1 %v148, label %if7.then, label %if7.else
if7.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if7.end
if7.else:
  br i1 %v154, label %if8.then, label %if8.end
if8.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if8.end
if8.end:
  br label %if7.end
if7.end:
  br label %while6.cond
while6.end:
  br label %if5.end
if5.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
