; kernel cj_allgather_push_bf16_n1024_w2_v16_b256x64_t4x2048_g1_bar_full_gfx942: 256 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allgather_push_bf16_n1024_w2_v16_b256x64_t4x2048_g1_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_gather push: 2 ranks x 2048 bytes
  %v20 = zext i32 %p1 to i64
  %v22 = mul i64 %v20, 2048
  %v23 = getelementptr i8, ptr addrspace(1) %p3, i64 %v22
  %v26 = add i32 %p1, 1
  %v27 = icmp uge i32 %v26, 2
  %v28 = sub i32 %v26, 2
  %v29 = select i1 %v27, i32 %v28, i32 %v26
  %v31 = zext i32 %v29 to i64
  %v32 = mul i64 %v31, 8
  %v33 = getelementptr i8, ptr addrspace(1) %p0, i64 %v32
  %v34 = load i64, ptr addrspace(1) %v33, align 8
  %v35 = sub i64 %v34, %v17
  %v36 = getelementptr i8, ptr addrspace(1) %v23, i64 %v35
  ; start: block barrier across 2 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v38 = icmp ult i32 %v11, 2
  br i1 %v38, label %if0.then, label %if0.end
if0.then:
  %v40 = add i32 %p1, %v11
  %v41 = sub i32 %v40, 2
  %v42 = icmp uge i32 %v40, 2
  %v43 = select i1 %v42, i32 %v41, i32 %v40
  %v44 = mul i32 %v12, 2
  %v46 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v47 = add i32 %v44, %p1
  %v48 = add i32 %v44, %v43
  %v50 = zext i32 %v47 to i64
  %v51 = mul i64 %v50, 4
  %v52 = zext i32 %v48 to i64
  %v53 = mul i64 %v52, 4
  %v54 = getelementptr i8, ptr addrspace(1) %v46, i64 %v51
  %v56 = zext i32 %v43 to i64
  %v57 = mul i64 %v56, 8
  %v58 = getelementptr i8, ptr addrspace(1) %p0, i64 %v57
  %v59 = load i64, ptr addrspace(1) %v58, align 8
  %v60 = sub i64 %v59, %v17
  %v61 = getelementptr i8, ptr addrspace(1) %v54, i64 %v60
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v63 = atomicrmw add ptr addrspace(1) %v61, i32 1 monotonic, align 4
  %v65 = add i32 %v63, 1
  %v66 = getelementptr i8, ptr addrspace(1) %v46, i64 %v53
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v69 = mul i64 %t0, 10
  br label %while1.cond
while1.cond:
  %phi0 = phi i32 [ 0, %if0.then ], [ %phi4, %if2.end ]
  %phi1 = phi i32 [ 0, %if0.then ], [ %phi5, %if2.end ]
  %v72 = icmp eq i32 %phi1, 0
  br i1 %v72, label %while1.body, label %while1.end
while1.body:
  %v73 = load atomic i32, ptr addrspace(1) %v66 monotonic, align 4
  %v75 = sub i32 %v73, %v65
  %v76 = icmp sge i32 %v75, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v77 = mul i64 %t1, 10
  %v78 = sub i64 %v77, %v69
  %v79 = icmp ugt i64 %v78, %p6
  %v80 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v81 = icmp ne i32 %v80, 0
  %v82 = or i1 %v79, %v81
  br i1 %v76, label %if2.then, label %if2.else
if2.then:
  br label %if2.end
if2.else:
  br i1 %v82, label %if3.then, label %if3.end
if3.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if3.end
if3.end:
  %phi2 = phi i32 [ 1, %if3.then ], [ %phi0, %if2.else ]
  %phi3 = phi i32 [ 1, %if3.then ], [ %phi1, %if2.else ]
  br label %if2.end
if2.end:
  %phi4 = phi i32 [ %phi0, %if2.then ], [ %phi2, %if3.end ]
  %phi5 = phi i32 [ 1, %if2.then ], [ %phi3, %if3.end ]
  br label %while1.cond
while1.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if0.end
if0.end:
  %phi6 = phi i32 [ %phi0, %while1.end ], [ 0, %entry ]
  %phi7 = phi i32 [ %phi1, %while1.end ], [ poison, %entry ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; partial tile: 128 vectors in block 0
  %v85 = icmp eq i32 %v12, 0
  br i1 %v85, label %if4.then, label %if4.end
if4.then:
  %v88 = zext i32 %v11 to i64
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
  %v96 = getelementptr i8, ptr addrspace(1) %v23, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v96, align 16
  %v97 = getelementptr i8, ptr addrspace(1) %v36, i64 %v93
  store <4 x i32> %v95, ptr addrspace(1) %v97, align 16
  br label %for5.latch
for5.latch:
  %for5.next = add i64 %v89, 256
  br label %for5.head
for5.end:
  br label %if4.end
if4.end:
  ; end: block barrier across 2 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v99 = icmp ult i32 %v11, 2
  br i1 %v99, label %if6.then, label %if6.end
if6.then:
  %v101 = add i32 %p1, %v11
  %v102 = sub i32 %v101, 2
  %v103 = icmp uge i32 %v101, 2
  %v104 = select i1 %v103, i32 %v102, i32 %v101
  %v105 = mul i32 %v12, 2
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
  %v121 = sub i64 %v120, %v17
  %v122 = getelementptr i8, ptr addrspace(1) %v115, i64 %v121
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v124 = atomicrmw add ptr addrspace(1) %v122, i32 1 monotonic, align 4
  %v126 = add i32 %v124, 1
  %v127 = getelementptr i8, ptr addrspace(1) %v107, i64 %v114
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v130 = mul i64 %t2, 10
  br label %while7.cond
while7.cond:
  %phi8 = phi i32 [ %phi6, %if6.then ], [ %phi12, %if8.end ]
  %phi9 = phi i32 [ %phi6, %if6.then ], [ %phi13, %if8.end ]
  %v133 = icmp eq i32 %phi9, 0
  br i1 %v133, label %while7.body, label %while7.end
while7.body:
  %v134 = load atomic i32, ptr addrspace(1) %v127 monotonic, align 4
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
  br label %if8.end
if8.else:
  br i1 %v143, label %if9.then, label %if9.end
if9.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if9.end
if9.end:
  %phi10 = phi i32 [ 1, %if9.then ], [ %phi8, %if8.else ]
  %phi11 = phi i32 [ 1, %if9.then ], [ %phi9, %if8.else ]
  br label %if8.end
if8.end:
  %phi12 = phi i32 [ %phi8, %if8.then ], [ %phi10, %if9.end ]
  %phi13 = phi i32 [ 1, %if8.then ], [ %phi11, %if9.end ]
  br label %while7.cond
while7.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if6.end
if6.end:
  %phi14 = phi i32 [ %phi8, %while7.end ], [ %phi6, %if4.end ]
  %phi15 = phi i32 [ %phi9, %while7.end ], [ poison, %if4.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.s.memrealtime()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }

!0 = !{i32 0, i32 256}
