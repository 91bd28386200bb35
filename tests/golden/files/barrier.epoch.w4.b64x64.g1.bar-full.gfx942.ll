; kernel cj_barrier_epoch_w4_b64x64_g1_bar_full_gfx942: 64 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_barrier_epoch_w4_b64x64_g1_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  %v9 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; barrier: block barrier across 4 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v18 = icmp ult i32 %v9, 4
  br i1 %v18, label %if0.then, label %if0.end
if0.then:
  %v20 = add i32 %p1, %v9
  %v21 = sub i32 %v20, 4
  %v22 = icmp uge i32 %v20, 4
  %v23 = select i1 %v22, i32 %v21, i32 %v20
  %v24 = mul i32 %v10, 4
  %v26 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v27 = add i32 %v24, %p1
  %v28 = add i32 %v24, %v23
  %v30 = zext i32 %v27 to i64
  %v31 = mul i64 %v30, 4
  %v32 = zext i32 %v28 to i64
  %v33 = mul i64 %v32, 4
  %v34 = getelementptr i8, ptr addrspace(1) %v26, i64 %v31
  %v36 = zext i32 %v23 to i64
  %v37 = mul i64 %v36, 8
  %v38 = getelementptr i8, ptr addrspace(1) %p0, i64 %v37
  %v39 = load i64, ptr addrspace(1) %v38, align 8
  %v40 = sub i64 %v39, %v15
  %v41 = getelementptr i8, ptr addrspace(1) %v34, i64 %v40
  %v43 = atomicrmw add ptr addrspace(1) %v41, i32 1 release, align 4
  %v45 = add i32 %v43, 1
  %v46 = getelementptr i8, ptr addrspace(1) %v26, i64 %v33
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v49 = mul i64 %t0, 10
  %v50 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v50, ptr addrspace(5) %var1, align 4
  br label %while1.cond
while1.cond:
  %v51 = load i32, ptr addrspace(5) %var1, align 4
  %v52 = icmp eq i32 %v51, 0
  br i1 %v52, label %while1.body, label %while1.end
while1.body:
  %v53 = load atomic i32, ptr addrspace(1) %v46 acquire, align 4
  %v55 = sub i32 %v53, %v45
  %v56 = icmp sge i32 %v55, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v57 = mul i64 %t1, 10
  %v58 = sub i64 %v57, %v49
  %v59 = icmp ugt i64 %v58, %p6
  %v60 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v61 = icmp ne i32 %v60, 0
  %v62 = or i1 %v59, %v61
  br i1 %v56, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v62, label %if3.then, label %if3.end
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
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="64,64" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 64}
