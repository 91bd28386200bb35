; kernel cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942: 256 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_to_all push: 4 ranks x 4000 bytes
  ; stage the input through the workspace
  ; partial tile: 1000 vectors in block 0
  %v21 = icmp eq i32 %v12, 0
  br i1 %v21, label %if0.then, label %if0.end
if0.then:
  %v24 = zext i32 %v11 to i64
  br label %for1.head
for1.head:
  %v25 = phi i64 [ %v24, %if0.then ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v25, 1000
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v27 = mul i64 %v25, 16
  %v29 = add i64 0, %v27
  %v30 = getelementptr i8, ptr addrspace(1) %p2, i64 %v29
  %v31 = load <4 x i32>, ptr addrspace(1) %v30, align 16
  %v32 = getelementptr i8, ptr addrspace(1) %p7, i64 %v29
  store <4 x i32> %v31, ptr addrspace(1) %v32, align 16
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v25, 256
  br label %for1.head
for1.end:
  br label %if0.end
if0.end:
  %v33 = zext i32 %p1 to i64
  %v35 = mul i64 %v33, 4000
  %v36 = getelementptr i8, ptr addrspace(1) %p3, i64 %v35
  %v37 = zext i32 %p1 to i64
  %v39 = mul i64 %v37, 4000
  %v40 = getelementptr i8, ptr addrspace(1) %p7, i64 %v39
  %v43 = add i32 %p1, 1
  %v44 = icmp uge i32 %v43, 4
  %v45 = sub i32 %v43, 4
  %v46 = select i1 %v44, i32 %v45, i32 %v43
  %v47 = zext i32 %v46 to i64
  %v49 = mul i64 %v47, 4000
  %v50 = getelementptr i8, ptr addrspace(1) %p7, i64 %v49
  %v52 = zext i32 %v46 to i64
  %v53 = mul i64 %v52, 8
  %v54 = getelementptr i8, ptr addrspace(1) %p0, i64 %v53
  %v55 = load i64, ptr addrspace(1) %v54, align 8
  %v56 = sub i64 %v55, %v17
  %v57 = getelementptr i8, ptr addrspace(1) %v36, i64 %v56
  %v60 = add i32 %p1, 2
  %v61 = icmp uge i32 %v60, 4
  %v62 = sub i32 %v60, 4
  %v63 = select i1 %v61, i32 %v62, i32 %v60
  %v64 = zext i32 %v63 to i64
  %v66 = mul i64 %v64, 4000
  %v67 = getelementptr i8, ptr addrspace(1) %p7, i64 %v66
  %v69 = zext i32 %v63 to i64
  %v70 = mul i64 %v69, 8
  %v71 = getelementptr i8, ptr addrspace(1) %p0, i64 %v70
  %v72 = load i64, ptr addrspace(1) %v71, align 8
  %v73 = sub i64 %v72, %v17
  %v74 = getelementptr i8, ptr addrspace(1) %v36, i64 %v73
  %v77 = add i32 %p1, 3
  %v78 = icmp uge i32 %v77, 4
  %v79 = sub i32 %v77, 4
  %v80 = select i1 %v78, i32 %v79, i32 %v77
  %v81 = zext i32 %v80 to i64
  %v83 = mul i64 %v81, 4000
  %v84 = getelementptr i8, ptr addrspace(1) %p7, i64 %v83
  %v86 = zext i32 %v80 to i64
  %v87 = mul i64 %v86, 8
  %v88 = getelementptr i8, ptr addrspace(1) %p0, i64 %v87
  %v89 = load i64, ptr addrspace(1) %v88, align 8
  %v90 = sub i64 %v89, %v17
  %v91 = getelementptr i8, ptr addrspace(1) %v36, i64 %v90
  ; start: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v93 = icmp ult i32 %v11, 4
  br i1 %v93, label %if2.then, label %if2.end
if2.then:
  %v95 = add i32 %p1, %v11
  %v96 = sub i32 %v95, 4
  %v97 = icmp uge i32 %v95, 4
  %v98 = select i1 %v97, i32 %v96, i32 %v95
  %v99 = mul i32 %v12, 4
  %v101 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v102 = add i32 %v99, %p1
  %v103 = add i32 %v99, %v98
  %v105 = zext i32 %v102 to i64
  %v106 = mul i64 %v105, 4
  %v107 = zext i32 %v103 to i64
  %v108 = mul i64 %v107, 4
  %v109 = getelementptr i8, ptr addrspace(1) %v101, i64 %v106
  %v111 = zext i32 %v98 to i64
  %v112 = mul i64 %v111, 8
  %v113 = getelementptr i8, ptr addrspace(1) %p0, i64 %v112
  %v114 = load i64, ptr addrspace(1) %v113, align 8
  %v115 = sub i64 %v114, %v17
  %v116 = getelementptr i8, ptr addrspace(1) %v109, i64 %v115
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v118 = atomicrmw add ptr addrspace(1) %v116, i32 1 monotonic, align 4
  %v120 = add i32 %v118, 1
  %v121 = getelementptr i8, ptr addrspace(1) %v101, i64 %v108
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v124 = mul i64 %t0, 10
  br label %while3.cond
while3.cond:
  %phi0 = phi i32 [ 0, %if2.then ], [ %phi4, %if4.end ]
  %phi1 = phi i32 [ 0, %if2.then ], [ %phi5, %if4.end ]
  %v127 = icmp eq i32 %phi1, 0
  br i1 %v127, label %while3.body, label %while3.end
while3.body:
  %v128 = load atomic i32, ptr addrspace(1) %v121 monotonic, align 4
  %v130 = sub i32 %v128, %v120
  %v131 = icmp sge i32 %v130, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v132 = mul i64 %t1, 10
  %v133 = sub i64 %v132, %v124
  %v134 = icmp ugt i64 %v133, %p6
  %v135 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v136 = icmp ne i32 %v135, 0
  %v137 = or i1 %v134, %v136
  br i1 %v131, label %if4.then, label %if4.else
if4.then:
  br label %if4.end
if4.else:
  br i1 %v137, label %if5.then, label %if5.end
if5.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if5.end
if5.end:
  %phi2 = phi i32 [ 1, %if5.then ], [ %phi0, %if4.else ]
  %phi3 = phi i32 [ 1, %if5.then ], [ %phi1, %if4.else ]
  br label %if4.end
if4.end:
  %phi4 = phi i32 [ %phi0, %if4.then ], [ %phi2, %if5.end ]
  %phi5 = phi i32 [ 1, %if4.then ], [ %phi3, %if5.end ]
  br label %while3.cond
while3.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if2.end
if2.end:
  %phi6 = phi i32 [ %phi0, %while3.end ], [ 0, %if0.end ]
  %phi7 = phi i32 [ %phi1, %while3.end ], [ poison, %if0.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; partial tile: 250 vectors in block 0
  %v140 = icmp eq i32 %v12, 0
  br i1 %v140, label %if6.then, label %if6.end
if6.then:
  %v143 = zext i32 %v11 to i64
  br label %for7.head
for7.head:
  %v144 = phi i64 [ %v143, %if6.then ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v144, 250
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v146 = mul i64 %v144, 16
  %v148 = add i64 0, %v146
  %v149 = getelementptr i8, ptr addrspace(1) %v40, i64 %v148
  %v150 = load <4 x i32>, ptr addrspace(1) %v149, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v36, i64 %v148
  store <4 x i32> %v150, ptr addrspace(1) %v151, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v144, 256
  br label %for7.head
for7.end:
  br label %if6.end
if6.end:
  ; partial tile: 250 vectors in block 0
  %v153 = icmp eq i32 %v12, 0
  br i1 %v153, label %if8.then, label %if8.end
if8.then:
  %v156 = zext i32 %v11 to i64
  br label %for9.head
for9.head:
  %v157 = phi i64 [ %v156, %if8.then ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v157, 250
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v159 = mul i64 %v157, 16
  %v161 = add i64 0, %v159
  %v162 = getelementptr i8, ptr addrspace(1) %v50, i64 %v161
  %v163 = load <4 x i32>, ptr addrspace(1) %v162, align 16
  %v164 = getelementptr i8, ptr addrspace(1) %v57, i64 %v161
  store <4 x i32> %v163, ptr addrspace(1) %v164, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v157, 256
  br label %for9.head
for9.end:
  br label %if8.end
if8.end:
  ; partial tile: 250 vectors in block 0
  %v166 = icmp eq i32 %v12, 0
  br i1 %v166, label %if10.then, label %if10.end
if10.then:
  %v169 = zext i32 %v11 to i64
  br label %for11.head
for11.head:
  %v170 = phi i64 [ %v169, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v170, 250
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v172 = mul i64 %v170, 16
  %v174 = add i64 0, %v172
  %v175 = getelementptr i8, ptr addrspace(1) %v67, i64 %v174
  %v176 = load <4 x i32>, ptr addrspace(1) %v175, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %v74, i64 %v174
  store <4 x i32> %v176, ptr addrspace(1) %v177, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v170, 256
  br label %for11.head
for11.end:
  br label %if10.end
if10.end:
  ; partial tile: 250 vectors in block 0
  %v179 = icmp eq i32 %v12, 0
  br i1 %v179, label %if12.then, label %if12.end
if12.then:
  %v182 = zext i32 %v11 to i64
  br label %for13.head
for13.head:
  %v183 = phi i64 [ %v182, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v183, 250
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v185 = mul i64 %v183, 16
  %v187 = add i64 0, %v185
  %v188 = getelementptr i8, ptr addrspace(1) %v84, i64 %v187
  %v189 = load <4 x i32>, ptr addrspace(1) %v188, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v91, i64 %v187
  store <4 x i32> %v189, ptr addrspace(1) %v190, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v183, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  ; end: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v192 = icmp ult i32 %v11, 4
  br i1 %v192, label %if14.then, label %if14.end
if14.then:
  %v194 = add i32 %p1, %v11
  %v195 = sub i32 %v194, 4
  %v196 = icmp uge i32 %v194, 4
  %v197 = select i1 %v196, i32 %v195, i32 %v194
  %v198 = mul i32 %v12, 4
  %v200 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v201 = add i32 %v198, %p1
  %v202 = add i32 %v198, %v197
  %v204 = zext i32 %v201 to i64
  %v205 = mul i64 %v204, 4
  %v206 = zext i32 %v202 to i64
  %v207 = mul i64 %v206, 4
  %v208 = getelementptr i8, ptr addrspace(1) %v200, i64 %v205
  %v210 = zext i32 %v197 to i64
  %v211 = mul i64 %v210, 8
  %v212 = getelementptr i8, ptr addrspace(1) %p0, i64 %v211
  %v213 = load i64, ptr addrspace(1) %v212, align 8
  %v214 = sub i64 %v213, %v17
  %v215 = getelementptr i8, ptr addrspace(1) %v208, i64 %v214
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v217 = atomicrmw add ptr addrspace(1) %v215, i32 1 monotonic, align 4
  %v219 = add i32 %v217, 1
  %v220 = getelementptr i8, ptr addrspace(1) %v200, i64 %v207
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v223 = mul i64 %t2, 10
  br label %while15.cond
while15.cond:
  %phi8 = phi i32 [ %phi6, %if14.then ], [ %phi12, %if16.end ]
  %phi9 = phi i32 [ %phi6, %if14.then ], [ %phi13, %if16.end ]
  %v226 = icmp eq i32 %phi9, 0
  br i1 %v226, label %while15.body, label %while15.end
while15.body:
  %v227 = load atomic i32, ptr addrspace(1) %v220 monotonic, align 4
  %v229 = sub i32 %v227, %v219
  %v230 = icmp sge i32 %v229, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v231 = mul i64 %t3, 10
  %v232 = sub i64 %v231, %v223
  %v233 = icmp ugt i64 %v232, %p6
  %v234 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v235 = icmp ne i32 %v234, 0
  %v236 = or i1 %v233, %v235
  br i1 %v230, label %if16.then, label %if16.else
if16.then:
  br label %if16.end
if16.else:
  br i1 %v236, label %if17.then, label %if17.end
if17.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if17.end
if17.end:
  %phi10 = phi i32 [ 1, %if17.then ], [ %phi8, %if16.else ]
  %phi11 = phi i32 [ 1, %if17.then ], [ %phi9, %if16.else ]
  br label %if16.end
if16.end:
  %phi12 = phi i32 [ %phi8, %if16.then ], [ %phi10, %if17.end ]
  %phi13 = phi i32 [ 1, %if16.then ], [ %phi11, %if17.end ]
  br label %while15.cond
while15.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if14.end
if14.end:
  %phi14 = phi i32 [ %phi8, %while15.end ], [ %phi6, %if12.end ]
  %phi15 = phi i32 [ %phi9, %while15.end ], [ poison, %if12.end ]
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
