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
  %v94 = icmp ult i32 %v11, 4
  %v96 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v97 = mul i32 %v12, 4
  %v98 = add i32 %v97, %p1
  %v99 = zext i32 %v98 to i64
  %v100 = mul i64 %v99, 4
  %v101 = getelementptr i8, ptr addrspace(1) %v96, i64 %v100
  br i1 %v94, label %if2.then, label %if2.end
if2.then:
  %v103 = load atomic i32, ptr addrspace(1) %v101 syncscope("agent") monotonic, align 4
  br label %if2.end
if2.end:
  %phi0 = phi i32 [ %v103, %if2.then ], [ 0, %if0.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v94, label %if3.then, label %if3.end
if3.then:
  %v104 = add i32 %p1, %v11
  %v105 = sub i32 %v104, 4
  %v106 = icmp uge i32 %v104, 4
  %v107 = select i1 %v106, i32 %v105, i32 %v104
  %v108 = add i32 %v97, %v107
  %v109 = zext i32 %v108 to i64
  %v110 = mul i64 %v109, 4
  %v113 = add i32 %phi0, 1
  %v115 = zext i32 %v107 to i64
  %v116 = mul i64 %v115, 8
  %v117 = getelementptr i8, ptr addrspace(1) %p0, i64 %v116
  %v118 = load i64, ptr addrspace(1) %v117, align 8
  %v119 = sub i64 %v118, %v17
  %v120 = getelementptr i8, ptr addrspace(1) %v101, i64 %v119
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v113, ptr addrspace(1) %v120 monotonic, align 4
  %v121 = getelementptr i8, ptr addrspace(1) %v96, i64 %v110
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v124 = mul i64 %t0, 10
  br label %while4.cond
while4.cond:
  %phi1 = phi i32 [ 0, %if3.then ], [ %phi5, %if5.end ]
  %phi2 = phi i32 [ 0, %if3.then ], [ %phi6, %if5.end ]
  %v127 = icmp eq i32 %phi2, 0
  br i1 %v127, label %while4.body, label %while4.end
while4.body:
  %v128 = load atomic i32, ptr addrspace(1) %v121 monotonic, align 4
  %v130 = sub i32 %v128, %v113
  %v131 = icmp sge i32 %v130, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v132 = mul i64 %t1, 10
  %v133 = sub i64 %v132, %v124
  %v134 = icmp ugt i64 %v133, %p6
  %v135 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v136 = icmp ne i32 %v135, 0
  %v137 = or i1 %v134, %v136
  br i1 %v131, label %if5.then, label %if5.else
if5.then:
  br label %if5.end
if5.else:
  br i1 %v137, label %if6.then, label %if6.end
if6.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if6.end
if6.end:
  %phi3 = phi i32 [ 1, %if6.then ], [ %phi1, %if5.else ]
  %phi4 = phi i32 [ 1, %if6.then ], [ %phi2, %if5.else ]
  br label %if5.end
if5.end:
  %phi5 = phi i32 [ %phi1, %if5.then ], [ %phi3, %if6.end ]
  %phi6 = phi i32 [ 1, %if5.then ], [ %phi4, %if6.end ]
  br label %while4.cond
while4.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if3.end
if3.end:
  %phi7 = phi i32 [ %phi1, %while4.end ], [ 0, %if2.end ]
  %phi8 = phi i32 [ %phi2, %while4.end ], [ poison, %if2.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; partial tile: 250 vectors in block 0
  %v140 = icmp eq i32 %v12, 0
  br i1 %v140, label %if7.then, label %if7.end
if7.then:
  %v143 = zext i32 %v11 to i64
  br label %for8.head
for8.head:
  %v144 = phi i64 [ %v143, %if7.then ], [ %for8.next, %for8.latch ]
  %for8.cond = icmp ult i64 %v144, 250
  br i1 %for8.cond, label %for8.body, label %for8.end
for8.body:
  %v146 = mul i64 %v144, 16
  %v148 = add i64 0, %v146
  %v149 = getelementptr i8, ptr addrspace(1) %v40, i64 %v148
  %v150 = load <4 x i32>, ptr addrspace(1) %v149, align 16
  %v151 = getelementptr i8, ptr addrspace(1) %v36, i64 %v148
  store <4 x i32> %v150, ptr addrspace(1) %v151, align 16
  br label %for8.latch
for8.latch:
  %for8.next = add i64 %v144, 256
  br label %for8.head
for8.end:
  br label %if7.end
if7.end:
  ; partial tile: 250 vectors in block 0
  %v153 = icmp eq i32 %v12, 0
  br i1 %v153, label %if9.then, label %if9.end
if9.then:
  %v156 = zext i32 %v11 to i64
  br label %for10.head
for10.head:
  %v157 = phi i64 [ %v156, %if9.then ], [ %for10.next, %for10.latch ]
  %for10.cond = icmp ult i64 %v157, 250
  br i1 %for10.cond, label %for10.body, label %for10.end
for10.body:
  %v159 = mul i64 %v157, 16
  %v161 = add i64 0, %v159
  %v162 = getelementptr i8, ptr addrspace(1) %v50, i64 %v161
  %v163 = load <4 x i32>, ptr addrspace(1) %v162, align 16
  %v164 = getelementptr i8, ptr addrspace(1) %v57, i64 %v161
  store <4 x i32> %v163, ptr addrspace(1) %v164, align 16
  br label %for10.latch
for10.latch:
  %for10.next = add i64 %v157, 256
  br label %for10.head
for10.end:
  br label %if9.end
if9.end:
  ; partial tile: 250 vectors in block 0
  %v166 = icmp eq i32 %v12, 0
  br i1 %v166, label %if11.then, label %if11.end
if11.then:
  %v169 = zext i32 %v11 to i64
  br label %for12.head
for12.head:
  %v170 = phi i64 [ %v169, %if11.then ], [ %for12.next, %for12.latch ]
  %for12.cond = icmp ult i64 %v170, 250
  br i1 %for12.cond, label %for12.body, label %for12.end
for12.body:
  %v172 = mul i64 %v170, 16
  %v174 = add i64 0, %v172
  %v175 = getelementptr i8, ptr addrspace(1) %v67, i64 %v174
  %v176 = load <4 x i32>, ptr addrspace(1) %v175, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %v74, i64 %v174
  store <4 x i32> %v176, ptr addrspace(1) %v177, align 16
  br label %for12.latch
for12.latch:
  %for12.next = add i64 %v170, 256
  br label %for12.head
for12.end:
  br label %if11.end
if11.end:
  ; partial tile: 250 vectors in block 0
  %v179 = icmp eq i32 %v12, 0
  br i1 %v179, label %if13.then, label %if13.end
if13.then:
  %v182 = zext i32 %v11 to i64
  br label %for14.head
for14.head:
  %v183 = phi i64 [ %v182, %if13.then ], [ %for14.next, %for14.latch ]
  %for14.cond = icmp ult i64 %v183, 250
  br i1 %for14.cond, label %for14.body, label %for14.end
for14.body:
  %v185 = mul i64 %v183, 16
  %v187 = add i64 0, %v185
  %v188 = getelementptr i8, ptr addrspace(1) %v84, i64 %v187
  %v189 = load <4 x i32>, ptr addrspace(1) %v188, align 16
  %v190 = getelementptr i8, ptr addrspace(1) %v91, i64 %v187
  store <4 x i32> %v189, ptr addrspace(1) %v190, align 16
  br label %for14.latch
for14.latch:
  %for14.next = add i64 %v183, 256
  br label %for14.head
for14.end:
  br label %if13.end
if13.end:
  ; end: block barrier across 4 ranks
  %v193 = icmp ult i32 %v11, 4
  %v195 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v196 = mul i32 %v12, 4
  %v197 = add i32 %v196, %p1
  %v198 = zext i32 %v197 to i64
  %v199 = mul i64 %v198, 4
  %v200 = getelementptr i8, ptr addrspace(1) %v195, i64 %v199
  br i1 %v193, label %if15.then, label %if15.end
if15.then:
  %v202 = load atomic i32, ptr addrspace(1) %v200 syncscope("agent") monotonic, align 4
  br label %if15.end
if15.end:
  %phi9 = phi i32 [ %v202, %if15.then ], [ 0, %if13.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v193, label %if16.then, label %if16.end
if16.then:
  %v203 = add i32 %p1, %v11
  %v204 = sub i32 %v203, 4
  %v205 = icmp uge i32 %v203, 4
  %v206 = select i1 %v205, i32 %v204, i32 %v203
  %v207 = add i32 %v196, %v206
  %v208 = zext i32 %v207 to i64
  %v209 = mul i64 %v208, 4
  %v212 = add i32 %phi9, 1
  %v214 = zext i32 %v206 to i64
  %v215 = mul i64 %v214, 8
  %v216 = getelementptr i8, ptr addrspace(1) %p0, i64 %v215
  %v217 = load i64, ptr addrspace(1) %v216, align 8
  %v218 = sub i64 %v217, %v17
  %v219 = getelementptr i8, ptr addrspace(1) %v200, i64 %v218
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v212, ptr addrspace(1) %v219 monotonic, align 4
  %v220 = getelementptr i8, ptr addrspace(1) %v195, i64 %v209
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v223 = mul i64 %t2, 10
  br label %while17.cond
while17.cond:
  %phi10 = phi i32 [ %phi7, %if16.then ], [ %phi14, %if18.end ]
  %phi11 = phi i32 [ %phi7, %if16.then ], [ %phi15, %if18.end ]
  %v226 = icmp eq i32 %phi11, 0
  br i1 %v226, label %while17.body, label %while17.end
while17.body:
  %v227 = load atomic i32, ptr addrspace(1) %v220 monotonic, align 4
  %v229 = sub i32 %v227, %v212
  %v230 = icmp sge i32 %v229, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v231 = mul i64 %t3, 10
  %v232 = sub i64 %v231, %v223
  %v233 = icmp ugt i64 %v232, %p6
  %v234 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v235 = icmp ne i32 %v234, 0
  %v236 = or i1 %v233, %v235
  br i1 %v230, label %if18.then, label %if18.else
if18.then:
  br label %if18.end
if18.else:
  br i1 %v236, label %if19.then, label %if19.end
if19.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if19.end
if19.end:
  %phi12 = phi i32 [ 1, %if19.then ], [ %phi10, %if18.else ]
  %phi13 = phi i32 [ 1, %if19.then ], [ %phi11, %if18.else ]
  br label %if18.end
if18.end:
  %phi14 = phi i32 [ %phi10, %if18.then ], [ %phi12, %if19.end ]
  %phi15 = phi i32 [ 1, %if18.then ], [ %phi13, %if19.end ]
  br label %while17.cond
while17.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if16.end
if16.end:
  %phi16 = phi i32 [ %phi10, %while17.end ], [ %phi7, %if15.end ]
  %phi17 = phi i32 [ %phi11, %while17.end ], [ poison, %if15.end ]
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
