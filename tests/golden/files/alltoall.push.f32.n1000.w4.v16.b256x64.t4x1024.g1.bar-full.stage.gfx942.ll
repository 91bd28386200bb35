; kernel cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942: 256 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7) #0 {
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
  ; all_to_all push: 4 ranks x 4000 bytes
  ; stage the input through the workspace
  %v18 = zext i32 %v9 to i64
  %v19 = mul i64 %v18, 16
  ; partial tile: 1000 vectors in block 0
  %v21 = icmp eq i32 %v10, 0
  br i1 %v21, label %if0.then, label %if0.end
if0.then:
  %v24 = zext i32 %v9 to i64
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
  %v56 = sub i64 %v55, %v15
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
  %v73 = sub i64 %v72, %v15
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
  %v90 = sub i64 %v89, %v15
  %v91 = getelementptr i8, ptr addrspace(1) %v36, i64 %v90
  ; start: block barrier across 4 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v93 = icmp ult i32 %v9, 4
  br i1 %v93, label %if2.then, label %if2.end
if2.then:
  %v95 = add i32 %p1, %v9
  %v96 = sub i32 %v95, 4
  %v97 = icmp uge i32 %v95, 4
  %v98 = select i1 %v97, i32 %v96, i32 %v95
  %v99 = mul i32 %v10, 4
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
  %v115 = sub i64 %v114, %v15
  %v116 = getelementptr i8, ptr addrspace(1) %v109, i64 %v115
  %v118 = atomicrmw add ptr addrspace(1) %v116, i32 1 release, align 4
  %v120 = add i32 %v118, 1
  %v121 = getelementptr i8, ptr addrspace(1) %v101, i64 %v108
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v124 = mul i64 %t0, 10
  %v125 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v125, ptr addrspace(5) %var1, align 4
  br label %while3.cond
while3.cond:
  %v126 = load i32, ptr addrspace(5) %var1, align 4
  %v127 = icmp eq i32 %v126, 0
  br i1 %v127, label %while3.body, label %while3.end
while3.body:
  %v128 = load atomic i32, ptr addrspace(1) %v121 acquire, align 4
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
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if4.end
if4.else:
  br i1 %v137, label %if5.then, label %if5.end
if5.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if5.end
if5.end:
  br label %if4.end
if4.end:
  br label %while3.cond
while3.end:
  br label %if2.end
if2.end:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v140 = zext i32 %v9 to i64
  %v141 = mul i64 %v140, 16
  ; partial tile: 250 vectors in block 0
  %v143 = icmp eq i32 %v10, 0
  br i1 %v143, label %if6.then, label %if6.end
if6.then:
  %v146 = zext i32 %v9 to i64
  br label %for7.head
for7.head:
  %v147 = phi i64 [ %v146, %if6.then ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v147, 250
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v149 = mul i64 %v147, 16
  %v151 = add i64 0, %v149
  %v152 = getelementptr i8, ptr addrspace(1) %v40, i64 %v151
  %v153 = load <4 x i32>, ptr addrspace(1) %v152, align 16
  %v154 = getelementptr i8, ptr addrspace(1) %v36, i64 %v151
  store <4 x i32> %v153, ptr addrspace(1) %v154, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v147, 256
  br label %for7.head
for7.end:
  br label %if6.end
if6.end:
  %v156 = zext i32 %v9 to i64
  %v157 = mul i64 %v156, 16
  ; partial tile: 250 vectors in block 0
  %v159 = icmp eq i32 %v10, 0
  br i1 %v159, label %if8.then, label %if8.end
if8.then:
  %v162 = zext i32 %v9 to i64
  br label %for9.head
for9.head:
  %v163 = phi i64 [ %v162, %if8.then ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v163, 250
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v165 = mul i64 %v163, 16
  %v167 = add i64 0, %v165
  %v168 = getelementptr i8, ptr addrspace(1) %v50, i64 %v167
  %v169 = load <4 x i32>, ptr addrspace(1) %v168, align 16
  %v170 = getelementptr i8, ptr addrspace(1) %v57, i64 %v167
  store <4 x i32> %v169, ptr addrspace(1) %v170, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v163, 256
  br label %for9.head
for9.end:
  br label %if8.end
if8.end:
  %v172 = zext i32 %v9 to i64
  %v173 = mul i64 %v172, 16
  ; partial tile: 250 vectors in block 0
  %v175 = icmp eq i32 %v10, 0
  br i1 %v175, label %if10.then, label %if10.end
if10.then:
  %v178 = zext i32 %v9 to i64
  br label %for11.head
for11.head:
  %v179 = phi i64 [ %v178, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v179, 250
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v181 = mul i64 %v179, 16
  %v183 = add i64 0, %v181
  %v184 = getelementptr i8, ptr addrspace(1) %v67, i64 %v183
  %v185 = load <4 x i32>, ptr addrspace(1) %v184, align 16
  %v186 = getelementptr i8, ptr addrspace(1) %v74, i64 %v183
  store <4 x i32> %v185, ptr addrspace(1) %v186, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v179, 256
  br label %for11.head
for11.end:
  br label %if10.end
if10.end:
  %v188 = zext i32 %v9 to i64
  %v189 = mul i64 %v188, 16
  ; partial tile: 250 vectors in block 0
  %v191 = icmp eq i32 %v10, 0
  br i1 %v191, label %if12.then, label %if12.end
if12.then:
  %v194 = zext i32 %v9 to i64
  br label %for13.head
for13.head:
  %v195 = phi i64 [ %v194, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v195, 250
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v197 = mul i64 %v195, 16
  %v199 = add i64 0, %v197
  %v200 = getelementptr i8, ptr addrspace(1) %v84, i64 %v199
  %v201 = load <4 x i32>, ptr addrspace(1) %v200, align 16
  %v202 = getelementptr i8, ptr addrspace(1) %v91, i64 %v199
  store <4 x i32> %v201, ptr addrspace(1) %v202, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v195, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  ; end: block barrier across 4 ranks
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v204 = icmp ult i32 %v9, 4
  br i1 %v204, label %if14.then, label %if14.end
if14.then:
  %v206 = add i32 %p1, %v9
  %v207 = sub i32 %v206, 4
  %v208 = icmp uge i32 %v206, 4
  %v209 = select i1 %v208, i32 %v207, i32 %v206
  %v210 = mul i32 %v10, 4
  %v212 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v213 = add i32 %v210, %p1
  %v214 = add i32 %v210, %v209
  %v216 = zext i32 %v213 to i64
  %v217 = mul i64 %v216, 4
  %v218 = zext i32 %v214 to i64
  %v219 = mul i64 %v218, 4
  %v220 = getelementptr i8, ptr addrspace(1) %v212, i64 %v217
  %v222 = zext i32 %v209 to i64
  %v223 = mul i64 %v222, 8
  %v224 = getelementptr i8, ptr addrspace(1) %p0, i64 %v223
  %v225 = load i64, ptr addrspace(1) %v224, align 8
  %v226 = sub i64 %v225, %v15
  %v227 = getelementptr i8, ptr addrspace(1) %v220, i64 %v226
  %v229 = atomicrmw add ptr addrspace(1) %v227, i32 1 release, align 4
  %v231 = add i32 %v229, 1
  %v232 = getelementptr i8, ptr addrspace(1) %v212, i64 %v219
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v235 = mul i64 %t2, 10
  %v236 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v236, ptr addrspace(5) %var2, align 4
  br label %while15.cond
while15.cond:
  %v237 = load i32, ptr addrspace(5) %var2, align 4
  %v238 = icmp eq i32 %v237, 0
  br i1 %v238, label %while15.body, label %while15.end
while15.body:
  %v239 = load atomic i32, ptr addrspace(1) %v232 acquire, align 4
  %v241 = sub i32 %v239, %v231
  %v242 = icmp sge i32 %v241, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v243 = mul i64 %t3, 10
  %v244 = sub i64 %v243, %v235
  %v245 = icmp ugt i64 %v244, %p6
  %v246 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v247 = icmp ne i32 %v246, 0
  %v248 = or i1 %v245, %v247
  br i1 %v242, label %if16.then, label %if16.else
if16.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if16.end
if16.else:
  br i1 %v248, label %if17.then, label %if17.end
if17.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  store i32 1, ptr addrspace(5) %var0, align 4
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if17.end
if17.end:
  br label %if16.end
if16.end:
  br label %while15.cond
while15.end:
  br label %if14.end
if14.end:
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
