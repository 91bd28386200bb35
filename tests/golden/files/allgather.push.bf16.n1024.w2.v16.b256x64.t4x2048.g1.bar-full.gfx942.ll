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
  %v18 = zext i32 %p1 to i64
  %v19 = mul i64 %v18, 2048
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
  ; partial tile: 128 vectors from byte 0, block 0
  %v79 = icmp eq i32 %v10, 0
  br i1 %v79, label %if4.then, label %if4.end
if4.then:
  %v82 = zext i32 %v9 to i64
  br label %for5.head
for5.head:
  %v83 = phi i64 [ %v82, %if4.then ], [ %for5.next, %for5.latch ]
  %for5.cond = icmp ult i64 %v83, 128
  br i1 %for5.cond, label %for5.body, label %for5.end
for5.body:
  %v85 = mul i64 %v83, 16
  %v87 = add i64 0, %v85
  %v88 = getelementptr i8, ptr addrspace(1) %p2, i64 %v87
  %v89 = load <4 x i32>, ptr addrspace(1) %v88, align 16
  %v90 = getelementptr i8, ptr addrspace(1) %v20, i64 %v87
  store <4 x i32> %v89, ptr addrspace(1) %v90, align 16
  %v91 = getelementptr i8, ptr addrspace(1) %v33, i64 %v87
  store <4 x i32> %v89, ptr addrspace(1) %v91, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v83, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v93 = icmp ult i32 %v9, 2
  br i1 %v93, label %if6.then, label %if6.end
if6.then:
  %v95 = add i32 %p1, %v9
  %v96 = sub i32 %v95, 2
  %v97 = icmp uge i32 %v95, 2
  %v98 = select i1 %v97, i32 %v96, i32 %v95
  %v99 = mul i32 %v10, 2
  %v100 = add i32 %v99, %p1
  %v101 = add i32 %v99, %v98
  %v103 = zext i32 %v100 to i64
  %v104 = mul i64 %v103, 4
  %v105 = zext i32 %v101 to i64
  %v106 = mul i64 %v105, 4
  %v107 = getelementptr i8, ptr addrspace(1) %p4, i64 %v104
  %v109 = zext i32 %v98 to i64
  %v110 = mul i64 %v109, 8
  %v111 = getelementptr i8, ptr addrspace(1) %p0, i64 %v110
  %v112 = load i64, ptr addrspace(1) %v111, align 8
  %v113 = sub i64 %v112, %v15
  %v114 = getelementptr i8, ptr addrspace(1) %v107, i64 %v113
  %v116 = atomicrmw add ptr addrspace(1) %v114, i32 1 release, align 4
  %v118 = add i32 %v116, 1
  %v119 = getelementptr i8, ptr addrspace(1) %p4, i64 %v106
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v122 = mul i64 %t2, 10
  %v123 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v123, ptr addrspace(5) %var2, align 4
  br label %while7.cond
while7.cond:
  %v124 = load i32, ptr addrspace(5) %var2, align 4
  %v125 = icmp eq i32 %v124, 0
  br i1 %v125, label %while7.body, label %while7.end
while7.body:
  %v126 = load atomic i32, ptr addrspace(1) %v119 acquire, align 4
  %v127 = sub i32 %v126, %v118
  %v128 = icmp sge i32 %v127, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v129 = mul i64 %t3, 10
  %v130 = sub i64 %v129, %v122
  %v131 = icmp ugt i64 %v130, %p6
  %v132 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v133 = icmp ne i32 %v132, 0
  %v134 = or i1 %v131, %v133
  br i1 %v128, label %if8.then, label %if8.else
if8.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if8.end
if8.else:
  br i1 %v134, label %if9.then, label %if9.end
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
