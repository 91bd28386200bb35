; kernel cj_allgather_push_bf16_n1024_w2_v16_b256x64_t4x2048_g1_bar_full_gfx942: 256 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allgather_push_bf16_n1024_w2_v16_b256x64_t4x2048_g1_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_gather push: 2 ranks x 2048 bytes
  %v17 = zext i32 %p1 to i64
  %v19 = mul i64 %v17, 2048
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
  %v43 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v44 = add i32 %v41, %p1
  %v45 = add i32 %v41, %v40
  %v47 = zext i32 %v44 to i64
  %v48 = mul i64 %v47, 4
  %v49 = zext i32 %v45 to i64
  %v50 = mul i64 %v49, 4
  %v51 = getelementptr i8, ptr addrspace(1) %v43, i64 %v48
  %v53 = zext i32 %v40 to i64
  %v54 = mul i64 %v53, 8
  %v55 = getelementptr i8, ptr addrspace(1) %p0, i64 %v54
  %v56 = load i64, ptr addrspace(1) %v55, align 8
  %v57 = sub i64 %v56, %v15
  %v58 = getelementptr i8, ptr addrspace(1) %v51, i64 %v57
  %v60 = atomicrmw add ptr addrspace(1) %v58, i32 1 release, align 4
  %v62 = add i32 %v60, 1
  %v63 = getelementptr i8, ptr addrspace(1) %v43, i64 %v50
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v66 = mul i64 %t0, 10
  %v67 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v67, ptr addrspace(5) %var1, align 4
  br label %while1.cond
while1.cond:
  %v68 = load i32, ptr addrspace(5) %var1, align 4
  %v69 = icmp eq i32 %v68, 0
  br i1 %v69, label %while1.body, label %while1.end
while1.body:
  %v70 = load atomic i32, ptr addrspace(1) %v63 acquire, align 4
  %v72 = sub i32 %v70, %v62
  %v73 = icmp sge i32 %v72, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v74 = mul i64 %t1, 10
  %v75 = sub i64 %v74, %v66
  %v76 = icmp ugt i64 %v75, %p6
  %v77 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v78 = icmp ne i32 %v77, 0
  %v79 = or i1 %v76, %v78
  br i1 %v73, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v79, label %if3.then, label %if3.end
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
  %v82 = zext i32 %v9 to i64
  %v83 = mul i64 %v82, 16
  ; partial tile: 128 vectors in block 0
  %v85 = icmp eq i32 %v10, 0
  br i1 %v85, label %if4.then, label %if4.end
if4.then:
  %v88 = zext i32 %v9 to i64
  br label %for5.head
for5.head:
  %v89 = phi i64 [ %v88, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v89, 128
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v91 = mul i64 %v89, 16
  %v93 = add i64 0, %v91
  %v94 = getelementptr i8, ptr addrspace(1) %p2, i64 %v93
  %v95 = load <4 x i32>, ptr addrspace(1) %v94, align 16
  %v96 = getelementptr i8, ptr addrspace(1) %v20, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v96, align 16
  %v97 = getelementptr i8, ptr addrspace(1) %v33, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v97, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v89, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v99 = icmp ult i32 %v9, 2
  br i1 %v99, label %if6.then, label %if6.end
if6.then:
  %v101 = add i32 %p1, %v9
  %v102 = sub i32 %v101, 2
  %v103 = icmp uge i32 %v101, 2
  %v104 = select i1 %v103, i32 %v102, i32 %v101
  %v105 = mul i32 %v10, 2
  %v107 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v108 = add i32 %v105, %p1
  %v109 = add i32 %v105, %v104
  %v111 = zext i32 %v108 to i64
  %v112 = mul i64 %v111, 4
  %v113 = zext i32 %v109 to i64
  %v114 = mul i64 %v113, 4
  %v115 = getelementptr i8, ptr addrspace(1) %v107, i64 %v112
  %v117 = zext i32 %v104 to i64
  %v118 = mul i64 %v117, 8
  %v119 = getelementptr i8, ptr addrspace(1) %p0, i64 %v118
  %v120 = load i64, ptr addrspace(1) %v119, align 8
  %v121 = sub i64 %v120, %v15
  %v122 = getelementptr i8, ptr addrspace(1) %v115, i64 %v121
  %v124 = atomicrmw add ptr addrspace(1) %v122, i32 1 release, align 4
  %v126 = add i32 %v124, 1
  %v127 = getelementptr i8, ptr addrspace(1) %v107, i64 %v114
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v130 = mul i64 %t2, 10
  %v131 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v131, ptr addrspace(5) %var2, align 4
  br label %while7.cond
while7.cond:
  %v132 = load i32, ptr addrspace(5) %var2, align 4
  %v133 = icmp eq i32 %v132, 0
  br i1 %v133, label %while7.body, label %while7.end
while7.body:
  %v134 = load atomic i32, ptr addrspace(1) %v127 acquire, align 4
  %v136 = sub i32 %v134, %v126
  %v137 = icmp sge i32 %v136, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v138 = mul i64 %t3, 10
  %v139 = sub i64 %v138, %v130
  %v140 = icmp ugt i64 %v139, %p6
  %v141 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v142 = icmp ne i32 %v141, 0
  %v143 = or i1 %v140, %v142
  br i1 %v137, label %if8.then, label %if8.else
if8.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v143, label %if9.then, label %if9.end
if9.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if9.end
if9.end:
  br label %if8.end
if8.end:
  br label %while7.cond
while7.end:
  br label %if6.end
if6.end:
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
