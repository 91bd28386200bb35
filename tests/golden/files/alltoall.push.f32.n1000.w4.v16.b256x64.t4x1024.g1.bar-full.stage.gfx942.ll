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
  %var0 = alloca i32, align 4, addrspace(5)
  %var1 = alloca i32, align 4, addrspace(5)
  %var2 = alloca i32, align 4, addrspace(5)
  %v11 = call i32 @llvm.amdgcn.workitem.id.x(), !range !0
  %v12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  store i32 0, ptr addrspace(5) %var0, align 4
  ; all_to_all push: 4 ranks x 4000 bytes
  ; stage the input through the workspace
  %v21 = zext i32 %v11 to i64
  %v22 = mul i64 %v21, 16
  ; partial tile: 1000 vectors in block 0
  %v24 = icmp eq i32 %v12, 0
  br i1 %v24, label %if0.then, label %if0.end
if0.then:
  %v27 = zext i32 %v11 to i64
  br label %for1.head
for1.head:
  %v28 = phi i64 [ %v27, %if0.then ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v28, 1000
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v30 = mul i64 %v28, 16
  %v32 = add i64 0, %v30
  %v33 = getelementptr i8, ptr addrspace(1) %p2, i64 %v32
  %v34 = load <4 x i32>, ptr addrspace(1) %v33, align 16
  %v35 = getelementptr i8, ptr addrspace(1) %p7, i64 %v32
  store <4 x i32> %v34, ptr addrspace(1) %v35, align 16
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v28, 256
  br label %for1.head
for1.end:
  br label %if0.end
if0.end:
  %v36 = zext i32 %p1 to i64
  %v38 = mul i64 %v36, 4000
  %v39 = getelementptr i8, ptr addrspace(1) %p3, i64 %v38
  %v40 = zext i32 %p1 to i64
  %v42 = mul i64 %v40, 4000
  %v43 = getelementptr i8, ptr addrspace(1) %p7, i64 %v42
  %v46 = add i32 %p1, 1
  %v47 = icmp uge i32 %v46, 4
  %v48 = sub i32 %v46, 4
  %v49 = select i1 %v47, i32 %v48, i32 %v46
  %v50 = zext i32 %v49 to i64
  %v52 = mul i64 %v50, 4000
  %v53 = getelementptr i8, ptr addrspace(1) %p7, i64 %v52
  %v55 = zext i32 %v49 to i64
  %v56 = mul i64 %v55, 8
  %v57 = getelementptr i8, ptr addrspace(1) %p0, i64 %v56
  %v58 = load i64, ptr addrspace(1) %v57, align 8
  %v59 = sub i64 %v58, %v17
  %v60 = getelementptr i8, ptr addrspace(1) %v39, i64 %v59
  %v63 = add i32 %p1, 2
  %v64 = icmp uge i32 %v63, 4
  %v65 = sub i32 %v63, 4
  %v66 = select i1 %v64, i32 %v65, i32 %v63
  %v67 = zext i32 %v66 to i64
  %v69 = mul i64 %v67, 4000
  %v70 = getelementptr i8, ptr addrspace(1) %p7, i64 %v69
  %v72 = zext i32 %v66 to i64
  %v73 = mul i64 %v72, 8
  %v74 = getelementptr i8, ptr addrspace(1) %p0, i64 %v73
  %v75 = load i64, ptr addrspace(1) %v74, align 8
  %v76 = sub i64 %v75, %v17
  %v77 = getelementptr i8, ptr addrspace(1) %v39, i64 %v76
  %v80 = add i32 %p1, 3
  %v81 = icmp uge i32 %v80, 4
  %v82 = sub i32 %v80, 4
  %v83 = select i1 %v81, i32 %v82, i32 %v80
  %v84 = zext i32 %v83 to i64
  %v86 = mul i64 %v84, 4000
  %v87 = getelementptr i8, ptr addrspace(1) %p7, i64 %v86
  %v89 = zext i32 %v83 to i64
  %v90 = mul i64 %v89, 8
  %v91 = getelementptr i8, ptr addrspace(1) %p0, i64 %v90
  %v92 = load i64, ptr addrspace(1) %v91, align 8
  %v93 = sub i64 %v92, %v17
  %v94 = getelementptr i8, ptr addrspace(1) %v39, i64 %v93
  ; start: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v96 = icmp ult i32 %v11, 4
  br i1 %v96, label %if2.then, label %if2.end
if2.then:
  %v98 = add i32 %p1, %v11
  %v99 = sub i32 %v98, 4
  %v100 = icmp uge i32 %v98, 4
  %v101 = select i1 %v100, i32 %v99, i32 %v98
  %v102 = mul i32 %v12, 4
  %v104 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v105 = add i32 %v102, %p1
  %v106 = add i32 %v102, %v101
  %v108 = zext i32 %v105 to i64
  %v109 = mul i64 %v108, 4
  %v110 = zext i32 %v106 to i64
  %v111 = mul i64 %v110, 4
  %v112 = getelementptr i8, ptr addrspace(1) %v104, i64 %v109
  %v114 = zext i32 %v101 to i64
  %v115 = mul i64 %v114, 8
  %v116 = getelementptr i8, ptr addrspace(1) %p0, i64 %v115
  %v117 = load i64, ptr addrspace(1) %v116, align 8
  %v118 = sub i64 %v117, %v17
  %v119 = getelementptr i8, ptr addrspace(1) %v112, i64 %v118
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v121 = atomicrmw add ptr addrspace(1) %v119, i32 1 monotonic, align 4
  %v123 = add i32 %v121, 1
  %v124 = getelementptr i8, ptr addrspace(1) %v104, i64 %v111
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v127 = mul i64 %t0, 10
  %v128 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v128, ptr addrspace(5) %var1, align 4
  br label %while3.cond
while3.cond:
  %v129 = load i32, ptr addrspace(5) %var1, align 4
  %v130 = icmp eq i32 %v129, 0
  br i1 %v130, label %while3.body, label %while3.end
while3.body:
  %v131 = load atomic i32, ptr addrspace(1) %v124 monotonic, align 4
  %v133 = sub i32 %v131, %v123
  %v134 = icmp sge i32 %v133, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v135 = mul i64 %t1, 10
  %v136 = sub i64 %v135, %v127
  %v137 = icmp ugt i64 %v136, %p6
  %v138 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v139 = icmp ne i32 %v138, 0
  %v140 = or i1 %v137, %v139
  br i1 %v134, label %if4.then, label %if4.else
if4.then:
  store i32 1, ptr addrspace(5) %var1, align 4
  br label %if4.end
if4.else:
  br i1 %v140, label %if5.then, label %if5.end
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
  fence acquire
  br label %if2.end
if2.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v143 = zext i32 %v11 to i64
  %v144 = mul i64 %v143, 16
  ; partial tile: 250 vectors in block 0
  %v146 = icmp eq i32 %v12, 0
  br i1 %v146, label %if6.then, label %if6.end
if6.then:
  %v149 = zext i32 %v11 to i64
  br label %for7.head
for7.head:
  %v150 = phi i64 [ %v149, %if6.then ], [ %for7.next, %for7.latch ]
  %for7.cond = icmp ult i64 %v150, 250
  br i1 %for7.cond, label %for7.body, label %for7.end
for7.body:
  %v152 = mul i64 %v150, 16
  %v154 = add i64 0, %v152
  %v155 = getelementptr i8, ptr addrspace(1) %v43, i64 %v154
  %v156 = load <4 x i32>, ptr addrspace(1) %v155, align 16
  %v157 = getelementptr i8, ptr addrspace(1) %v39, i64 %v154
  store <4 x i32> %v156, ptr addrspace(1) %v157, align 16
  br label %for7.latch
for7.latch:
  %for7.next = add i64 %v150, 256
  br label %for7.head
for7.end:
  br label %if6.end
if6.end:
  %v159 = zext i32 %v11 to i64
  %v160 = mul i64 %v159, 16
  ; partial tile: 250 vectors in block 0
  %v162 = icmp eq i32 %v12, 0
  br i1 %v162, label %if8.then, label %if8.end
if8.then:
  %v165 = zext i32 %v11 to i64
  br label %for9.head
for9.head:
  %v166 = phi i64 [ %v165, %if8.then ], [ %for9.next, %for9.latch ]
  %for9.cond = icmp ult i64 %v166, 250
  br i1 %for9.cond, label %for9.body, label %for9.end
for9.body:
  %v168 = mul i64 %v166, 16
  %v170 = add i64 0, %v168
  %v171 = getelementptr i8, ptr addrspace(1) %v53, i64 %v170
  %v172 = load <4 x i32>, ptr addrspace(1) %v171, align 16
  %v173 = getelementptr i8, ptr addrspace(1) %v60, i64 %v170
  store <4 x i32> %v172, ptr addrspace(1) %v173, align 16
  br label %for9.latch
for9.latch:
  %for9.next = add i64 %v166, 256
  br label %for9.head
for9.end:
  br label %if8.end
if8.end:
  %v175 = zext i32 %v11 to i64
  %v176 = mul i64 %v175, 16
  ; partial tile: 250 vectors in block 0
  %v178 = icmp eq i32 %v12, 0
  br i1 %v178, label %if10.then, label %if10.end
if10.then:
  %v181 = zext i32 %v11 to i64
  br label %for11.head
for11.head:
  %v182 = phi i64 [ %v181, %if10.then ], [ %for11.next, %for11.latch ]
  %for11.cond = icmp ult i64 %v182, 250
  br i1 %for11.cond, label %for11.body, label %for11.end
for11.body:
  %v184 = mul i64 %v182, 16
  %v186 = add i64 0, %v184
  %v187 = getelementptr i8, ptr addrspace(1) %v70, i64 %v186
  %v188 = load <4 x i32>, ptr addrspace(1) %v187, align 16
  %v189 = getelementptr i8, ptr addrspace(1) %v77, i64 %v186
  store <4 x i32> %v188, ptr addrspace(1) %v189, align 16
  br label %for11.latch
for11.latch:
  %for11.next = add i64 %v182, 256
  br label %for11.head
for11.end:
  br label %if10.end
if10.end:
  %v191 = zext i32 %v11 to i64
  %v192 = mul i64 %v191, 16
  ; partial tile: 250 vectors in block 0
  %v194 = icmp eq i32 %v12, 0
  br i1 %v194, label %if12.then, label %if12.end
if12.then:
  %v197 = zext i32 %v11 to i64
  br label %for13.head
for13.head:
  %v198 = phi i64 [ %v197, %if12.then ], [ %for13.next, %for13.latch ]
  %for13.cond = icmp ult i64 %v198, 250
  br i1 %for13.cond, label %for13.body, label %for13.end
for13.body:
  %v200 = mul i64 %v198, 16
  %v202 = add i64 0, %v200
  %v203 = getelementptr i8, ptr addrspace(1) %v87, i64 %v202
  %v204 = load <4 x i32>, ptr addrspace(1) %v203, align 16
  %v205 = getelementptr i8, ptr addrspace(1) %v94, i64 %v202
  store <4 x i32> %v204, ptr addrspace(1) %v205, align 16
  br label %for13.latch
for13.latch:
  %for13.next = add i64 %v198, 256
  br label %for13.head
for13.end:
  br label %if12.end
if12.end:
  ; end: block barrier across 4 ranks
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v207 = icmp ult i32 %v11, 4
  br i1 %v207, label %if14.then, label %if14.end
if14.then:
  %v209 = add i32 %p1, %v11
  %v210 = sub i32 %v209, 4
  %v211 = icmp uge i32 %v209, 4
  %v212 = select i1 %v211, i32 %v210, i32 %v209
  %v213 = mul i32 %v12, 4
  %v215 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v216 = add i32 %v213, %p1
  %v217 = add i32 %v213, %v212
  %v219 = zext i32 %v216 to i64
  %v220 = mul i64 %v219, 4
  %v221 = zext i32 %v217 to i64
  %v222 = mul i64 %v221, 4
  %v223 = getelementptr i8, ptr addrspace(1) %v215, i64 %v220
  %v225 = zext i32 %v212 to i64
  %v226 = mul i64 %v225, 8
  %v227 = getelementptr i8, ptr addrspace(1) %p0, i64 %v226
  %v228 = load i64, ptr addrspace(1) %v227, align 8
  %v229 = sub i64 %v228, %v17
  %v230 = getelementptr i8, ptr addrspace(1) %v223, i64 %v229
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %v232 = atomicrmw add ptr addrspace(1) %v230, i32 1 monotonic, align 4
  %v234 = add i32 %v232, 1
  %v235 = getelementptr i8, ptr addrspace(1) %v215, i64 %v222
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v238 = mul i64 %t2, 10
  %v239 = load i32, ptr addrspace(5) %var0, align 4
  store i32 %v239, ptr addrspace(5) %var2, align 4
  br label %while15.cond
while15.cond:
  %v240 = load i32, ptr addrspace(5) %var2, align 4
  %v241 = icmp eq i32 %v240, 0
  br i1 %v241, label %while15.body, label %while15.end
while15.body:
  %v242 = load atomic i32, ptr addrspace(1) %v235 monotonic, align 4
  %v244 = sub i32 %v242, %v234
  %v245 = icmp sge i32 %v244, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v246 = mul i64 %t3, 10
  %v247 = sub i64 %v246, %v238
  %v248 = icmp ugt i64 %v247, %p6
  %v249 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v250 = icmp ne i32 %v249, 0
  %v251 = or i1 %v248, %v250
  br i1 %v245, label %if16.then, label %if16.else
if16.then:
  store i32 1, ptr addrspace(5) %var2, align 4
  br label %if16.end
if16.else:
  br i1 %v251, label %if17.then, label %if17.end
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
  fence acquire
  br label %if14.end
if14.end:
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
