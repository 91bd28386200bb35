; kernel cj_barrier_epoch_w4_b32x32_g1_bar_full_sm_90: 32 threads per block, grid 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_barrier_epoch_w4_b32x32_g1_bar_full_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
entry:
  ; %p0: heap_bases
  ; %p1: rank
  ; %p2: src
  ; %p3: dst
  ; %p4: sync
  ; %p5: status
  ; %p6: timeout_ns
  ; %p7: work
  %var0 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v11 = zext i32 %p1 to i64
  %v13 = mul i64 %v11, 8
  %v14 = getelementptr i8, ptr addrspace(1) %p0, i64 %v13
  %v15 = load i64, ptr addrspace(1) %v14, align 8
  store i32 0, ptr %var0, align 4
  ; barrier: block barrier across 4 ranks
  call void @llvm.nvvm.barrier0()
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
  %t0 = ptrtoint ptr addrspace(1) %v41 to i64
  %v43 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %t0, i32 1)
  %v45 = add i32 %v43, 1
  %v46 = getelementptr i8, ptr addrspace(1) %v26, i64 %v33
  %v49 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v50 = load i32, ptr %var0, align 4
  store i32 %v50, ptr %var1, align 4
  br label %while1.cond
while1.cond:
  %v51 = load i32, ptr %var1, align 4
  %v52 = icmp eq i32 %v51, 0
  br i1 %v52, label %while1.body, label %while1.end
while1.body:
  %t1 = ptrtoint ptr addrspace(1) %v46 to i64
  %v53 = call i32 asm sideeffect "ld.acquire.sys.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t1)
  %v55 = sub i32 %v53, %v45
  %v56 = icmp sge i32 %v55, 0
  %v57 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v58 = sub i64 %v57, %v49
  %v59 = icmp ugt i64 %v58, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v60 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v61 = icmp ne i32 %v60, 0
  %v62 = or i1 %v59, %v61
  br i1 %v56, label %if2.then, label %if2.else
if2.then:
  store i32 1, ptr %var1, align 4
  br label %if2.end
if2.else:
  br i1 %v62, label %if3.then, label %if3.end
if3.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  store i32 1, ptr %var0, align 4
  store i32 1, ptr %var1, align 4
  br label %if3.end
if3.end:
  br label %if2.end
if2.end:
  br label %while1.cond
while1.end:
  br label %if0.end
if0.end:
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 32}
!1 = !{ptr @cj_barrier_epoch_w4_b32x32_g1_bar_full_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_barrier_epoch_w4_b32x32_g1_bar_full_sm_90, !"maxntidx", i32 32}
