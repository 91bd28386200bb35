; kernel cj_allgather_push_f32_n1000_w8_v16_b256x64_t4x1024_g1_bar_full_gfx942: 256 threads per block, grid 1
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cj_allgather_push_f32_n1000_w8_v16_b256x64_t4x1024_g1_bar_full_gfx942(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 16 %p2, ptr addrspace(1) nocapture align 16 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  ; all_gather push: 8 ranks x 4000 bytes
  %v20 = zext i32 %p1 to i64
  %v22 = mul i64 %v20, 4000
  %v23 = getelementptr i8, ptr addrspace(1) %p3, i64 %v22
  %v26 = add i32 %p1, 1
  %v27 = icmp uge i32 %v26, 8
  %v28 = sub i32 %v26, 8
  %v29 = select i1 %v27, i32 %v28, i32 %v26
  %v31 = zext i32 %v29 to i64
  %v32 = mul i64 %v31, 8
  %v33 = getelementptr i8, ptr addrspace(1) %p0, i64 %v32
  %v34 = load i64, ptr addrspace(1) %v33, align 8
  %v35 = sub i64 %v34, %v17
  %v36 = getelementptr i8, ptr addrspace(1) %v23, i64 %v35
  %v39 = add i32 %p1, 2
  %v40 = icmp uge i32 %v39, 8
  %v41 = sub i32 %v39, 8
  %v42 = select i1 %v40, i32 %v41, i32 %v39
  %v44 = zext i32 %v42 to i64
  %v45 = mul i64 %v44, 8
  %v46 = getelementptr i8, ptr addrspace(1) %p0, i64 %v45
  %v47 = load i64, ptr addrspace(1) %v46, align 8
  %v48 = sub i64 %v47, %v17
  %v49 = getelementptr i8, ptr addrspace(1) %v23, i64 %v48
  %v52 = add i32 %p1, 3
  %v53 = icmp uge i32 %v52, 8
  %v54 = sub i32 %v52, 8
  %v55 = select i1 %v53, i32 %v54, i32 %v52
  %v57 = zext i32 %v55 to i64
  %v58 = mul i64 %v57, 8
  %v59 = getelementptr i8, ptr addrspace(1) %p0, i64 %v58
  %v60 = load i64, ptr addrspace(1) %v59, align 8
  %v61 = sub i64 %v60, %v17
  %v62 = getelementptr i8, ptr addrspace(1) %v23, i64 %v61
  %v65 = add i32 %p1, 4
  %v66 = icmp uge i32 %v65, 8
  %v67 = sub i32 %v65, 8
  %v68 = select i1 %v66, i32 %v67, i32 %v65
  %v70 = zext i32 %v68 to i64
  %v71 = mul i64 %v70, 8
  %v72 = getelementptr i8, ptr addrspace(1) %p0, i64 %v71
  %v73 = load i64, ptr addrspace(1) %v72, align 8
  %v74 = sub i64 %v73, %v17
  %v75 = getelementptr i8, ptr addrspace(1) %v23, i64 %v74
  %v78 = add i32 %p1, 5
  %v79 = icmp uge i32 %v78, 8
  %v80 = sub i32 %v78, 8
  %v81 = select i1 %v79, i32 %v80, i32 %v78
  %v83 = zext i32 %v81 to i64
  %v84 = mul i64 %v83, 8
  %v85 = getelementptr i8, ptr addrspace(1) %p0, i64 %v84
  %v86 = load i64, ptr addrspace(1) %v85, align 8
  %v87 = sub i64 %v86, %v17
  %v88 = getelementptr i8, ptr addrspace(1) %v23, i64 %v87
  %v91 = add i32 %p1, 6
  %v92 = icmp uge i32 %v91, 8
  %v93 = sub i32 %v91, 8
  %v94 = select i1 %v92, i32 %v93, i32 %v91
  %v96 = zext i32 %v94 to i64
  %v97 = mul i64 %v96, 8
  %v98 = getelementptr i8, ptr addrspace(1) %p0, i64 %v97
  %v99 = load i64, ptr addrspace(1) %v98, align 8
  %v100 = sub i64 %v99, %v17
  %v101 = getelementptr i8, ptr addrspace(1) %v23, i64 %v100
  %v104 = add i32 %p1, 7
  %v105 = icmp uge i32 %v104, 8
  %v106 = sub i32 %v104, 8
  %v107 = select i1 %v105, i32 %v106, i32 %v104
  %v109 = zext i32 %v107 to i64
  %v110 = mul i64 %v109, 8
  %v111 = getelementptr i8, ptr addrspace(1) %p0, i64 %v110
  %v112 = load i64, ptr addrspace(1) %v111, align 8
  %v113 = sub i64 %v112, %v17
  %v114 = getelementptr i8, ptr addrspace(1) %v23, i64 %v113
  ; start: block barrier across 8 ranks
  %v117 = icmp ult i32 %v11, 8
  %v119 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v120 = mul i32 %v12, 8
  %v121 = add i32 %v120, %p1
  %v122 = zext i32 %v121 to i64
  %v123 = mul i64 %v122, 4
  %v124 = getelementptr i8, ptr addrspace(1) %v119, i64 %v123
  br i1 %v117, label %if0.then, label %if0.end
if0.then:
  %v126 = load atomic i32, ptr addrspace(1) %v124 syncscope("agent") monotonic, align 4
  br label %if0.end
if0.end:
  %phi0 = phi i32 [ %v126, %if0.then ], [ 0, %entry ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v117, label %if1.then, label %if1.end
if1.then:
  %v127 = add i32 %p1, %v11
  %v128 = sub i32 %v127, 8
  %v129 = icmp uge i32 %v127, 8
  %v130 = select i1 %v129, i32 %v128, i32 %v127
  %v131 = add i32 %v120, %v130
  %v132 = zext i32 %v131 to i64
  %v133 = mul i64 %v132, 4
  %v136 = add i32 %phi0, 1
  %v138 = zext i32 %v130 to i64
  %v139 = mul i64 %v138, 8
  %v140 = getelementptr i8, ptr addrspace(1) %p0, i64 %v139
  %v141 = load i64, ptr addrspace(1) %v140, align 8
  %v142 = sub i64 %v141, %v17
  %v143 = getelementptr i8, ptr addrspace(1) %v124, i64 %v142
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v136, ptr addrspace(1) %v143 monotonic, align 4
  %v144 = getelementptr i8, ptr addrspace(1) %v119, i64 %v133
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  %v147 = mul i64 %t0, 10
  br label %while2.cond
while2.cond:
  %phi1 = phi i32 [ 0, %if1.then ], [ %phi5, %if3.end ]
  %phi2 = phi i32 [ 0, %if1.then ], [ %phi6, %if3.end ]
  %v150 = icmp eq i32 %phi2, 0
  br i1 %v150, label %while2.body, label %while2.end
while2.body:
  %v151 = load atomic i32, ptr addrspace(1) %v144 monotonic, align 4
  %v153 = sub i32 %v151, %v136
  %v154 = icmp sge i32 %v153, 0
  %t1 = call i64 @llvm.amdgcn.s.memrealtime()
  %v155 = mul i64 %t1, 10
  %v156 = sub i64 %v155, %v147
  %v157 = icmp ugt i64 %v156, %p6
  %v158 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v159 = icmp ne i32 %v158, 0
  %v160 = or i1 %v157, %v159
  br i1 %v154, label %if3.then, label %if3.else
if3.then:
  br label %if3.end
if3.else:
  br i1 %v160, label %if4.then, label %if4.end
if4.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if4.end
if4.end:
  %phi3 = phi i32 [ 1, %if4.then ], [ %phi1, %if3.else ]
  %phi4 = phi i32 [ 1, %if4.then ], [ %phi2, %if3.else ]
  br label %if3.end
if3.end:
  %phi5 = phi i32 [ %phi1, %if3.then ], [ %phi3, %if4.end ]
  %phi6 = phi i32 [ 1, %if3.then ], [ %phi4, %if4.end ]
  br label %while2.cond
while2.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if1.end
if1.end:
  %phi7 = phi i32 [ %phi1, %while2.end ], [ 0, %if0.end ]
  %phi8 = phi i32 [ %phi2, %while2.end ], [ poison, %if0.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; partial tile: 250 vectors in block 0
  %v163 = icmp eq i32 %v12, 0
  br i1 %v163, label %if5.then, label %if5.end
if5.then:
  %v166 = zext i32 %v11 to i64
  br label %for6.head
for6.head:
  %v167 = phi i64 [ %v166, %if5.then ], [ %for6.next, %for6.latch ]
  %for6.cond = icmp ult i64 %v167, 250
  br i1 %for6.cond, label %for6.body, label %for6.end
for6.body:
  %v169 = mul i64 %v167, 16
  %v171 = add i64 0, %v169
  %v172 = getelementptr i8, ptr addrspace(1) %p2, i64 %v171
  %v173 = load <4 x i32>, ptr addrspace(1) %v172, align 16
  %v174 = getelementptr i8, ptr addrspace(1) %v23, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v174, align 16
  %v175 = getelementptr i8, ptr addrspace(1) %v36, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v175, align 16
  %v176 = getelementptr i8, ptr addrspace(1) %v49, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v176, align 16
  %v177 = getelementptr i8, ptr addrspace(1) %v62, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v177, align 16
  %v178 = getelementptr i8, ptr addrspace(1) %v75, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v178, align 16
  %v179 = getelementptr i8, ptr addrspace(1) %v88, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v179, align 16
  %v180 = getelementptr i8, ptr addrspace(1) %v101, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v180, align 16
  %v181 = getelementptr i8, ptr addrspace(1) %v114, i64 %v171
  store <4 x i32> %v173, ptr addrspace(1) %v181, align 16
  br label %for6.latch
for6.latch:
  %for6.next = add i64 %v167, 256
  br label %for6.head
for6.end:
  br label %if5.end
if5.end:
  ; end: block barrier across 8 ranks
  %v184 = icmp ult i32 %v11, 8
  %v186 = getelementptr i8, ptr addrspace(1) %p4, i64 256
  %v187 = mul i32 %v12, 8
  %v188 = add i32 %v187, %p1
  %v189 = zext i32 %v188 to i64
  %v190 = mul i64 %v189, 4
  %v191 = getelementptr i8, ptr addrspace(1) %v186, i64 %v190
  br i1 %v184, label %if7.then, label %if7.end
if7.then:
  %v193 = load atomic i32, ptr addrspace(1) %v191 syncscope("agent") monotonic, align 4
  br label %if7.end
if7.end:
  %phi9 = phi i32 [ %v193, %if7.then ], [ 0, %if5.end ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v184, label %if8.then, label %if8.end
if8.then:
  %v194 = add i32 %p1, %v11
  %v195 = sub i32 %v194, 8
  %v196 = icmp uge i32 %v194, 8
  %v197 = select i1 %v196, i32 %v195, i32 %v194
  %v198 = add i32 %v187, %v197
  %v199 = zext i32 %v198 to i64
  %v200 = mul i64 %v199, 4
  %v203 = add i32 %phi9, 1
  %v205 = zext i32 %v197 to i64
  %v206 = mul i64 %v205, 8
  %v207 = getelementptr i8, ptr addrspace(1) %p0, i64 %v206
  %v208 = load i64, ptr addrspace(1) %v207, align 8
  %v209 = sub i64 %v208, %v17
  %v210 = getelementptr i8, ptr addrspace(1) %v191, i64 %v209
  fence release
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  store atomic i32 %v203, ptr addrspace(1) %v210 monotonic, align 4
  %v211 = getelementptr i8, ptr addrspace(1) %v186, i64 %v200
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %v214 = mul i64 %t2, 10
  br label %while9.cond
while9.cond:
  %phi10 = phi i32 [ %phi7, %if8.then ], [ %phi14, %if10.end ]
  %phi11 = phi i32 [ %phi7, %if8.then ], [ %phi15, %if10.end ]
  %v217 = icmp eq i32 %phi11, 0
  br i1 %v217, label %while9.body, label %while9.end
while9.body:
  %v218 = load atomic i32, ptr addrspace(1) %v211 monotonic, align 4
  %v220 = sub i32 %v218, %v203
  %v221 = icmp sge i32 %v220, 0
  %t3 = call i64 @llvm.amdgcn.s.memrealtime()
  %v222 = mul i64 %t3, 10
  %v223 = sub i64 %v222, %v214
  %v224 = icmp ugt i64 %v223, %p6
  %v225 = load atomic i32, ptr addrspace(1) %p5 syncscope("agent") monotonic, align 4
  %v226 = icmp ne i32 %v225, 0
  %v227 = or i1 %v224, %v226
  br i1 %v221, label %if10.then, label %if10.else
if10.then:
  br label %if10.end
if10.else:
  br i1 %v227, label %if11.then, label %if11.end
if11.then:
  store atomic i32 1, ptr addrspace(1) %p5 monotonic, align 4
  br label %if11.end
if11.end:
  %phi12 = phi i32 [ 1, %if11.then ], [ %phi10, %if10.else ]
  %phi13 = phi i32 [ 1, %if11.then ], [ %phi11, %if10.else ]
  br label %if10.end
if10.end:
  %phi14 = phi i32 [ %phi10, %if10.then ], [ %phi12, %if11.end ]
  %phi15 = phi i32 [ 1, %if10.then ], [ %phi13, %if11.end ]
  br label %while9.cond
while9.end:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  fence acquire
  br label %if8.end
if8.end:
  %phi16 = phi i32 [ %phi10, %while9.end ], [ %phi7, %if7.end ]
  %phi17 = phi i32 [ %phi11, %while9.end ], [ poison, %if7.end ]
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
