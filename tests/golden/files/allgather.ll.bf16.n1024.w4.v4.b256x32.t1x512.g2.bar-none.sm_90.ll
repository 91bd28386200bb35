; kernel cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90: 256 threads per block, grid 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90(ptr addrspace(1) nocapture readonly align 8 %p0, i32 %p1, ptr addrspace(1) nocapture readonly align 4 %p2, ptr addrspace(1) nocapture align 4 %p3, ptr addrspace(1) nocapture align 256 %p4, ptr addrspace(1) nocapture align 4 %p5, i64 %p6, ptr addrspace(1) nocapture align 256 %p7, i64 %p8, i32 %p9) #0 {
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
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %v12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v13 = zext i32 %p1 to i64
  %v15 = mul i64 %v13, 8
  %v16 = getelementptr i8, ptr addrspace(1) %p0, i64 %v15
  %v17 = load i64, ptr addrspace(1) %v16, align 8
  ; allgather ll: 4 ranks x 2048 bytes, flag-free
  %v21 = getelementptr i8, ptr addrspace(1) %p4, i64 8
  %t0 = ptrtoint ptr addrspace(1) %v21 to i64
  %v22 = call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %t0)
  %v25 = lshr i64 %v22, 11
  %v26 = add i64 %v25, 1
  %v27 = trunc i64 %v26 to i32
  %v29 = and i64 %v26, 1
  %v31 = mul i64 %v29, 8388608
  %v32 = getelementptr i8, ptr addrspace(1) %p7, i64 %v31
  %v33 = zext i32 %p1 to i64
  %v35 = mul i64 %v33, 2097152
  %v36 = getelementptr i8, ptr addrspace(1) %v32, i64 %v35
  %v38 = getelementptr i8, ptr addrspace(1) %v32, i64 0
  %v40 = zext i32 0 to i64
  %v42 = mul i64 %v40, 2048
  %v43 = getelementptr i8, ptr addrspace(1) %p3, i64 %v42
  %v46 = add i32 %p1, 1
  %v47 = icmp uge i32 %v46, 4
  %v48 = sub i32 %v46, 4
  %v49 = select i1 %v47, i32 %v48, i32 %v46
  %v51 = getelementptr i8, ptr addrspace(1) %v32, i64 2097152
  %v53 = zext i32 %v49 to i64
  %v54 = mul i64 %v53, 8
  %v55 = getelementptr i8, ptr addrspace(1) %p0, i64 %v54
  %v56 = load i64, ptr addrspace(1) %v55, align 8
  %v57 = sub i64 %v56, %v17
  %v58 = getelementptr i8, ptr addrspace(1) %v36, i64 %v57
  %v60 = zext i32 1 to i64
  %v62 = mul i64 %v60, 2048
  %v63 = getelementptr i8, ptr addrspace(1) %p3, i64 %v62
  %v66 = add i32 %p1, 2
  %v67 = icmp uge i32 %v66, 4
  %v68 = sub i32 %v66, 4
  %v69 = select i1 %v67, i32 %v68, i32 %v66
  %v71 = getelementptr i8, ptr addrspace(1) %v32, i64 4194304
  %v73 = zext i32 %v69 to i64
  %v74 = mul i64 %v73, 8
  %v75 = getelementptr i8, ptr addrspace(1) %p0, i64 %v74
  %v76 = load i64, ptr addrspace(1) %v75, align 8
  %v77 = sub i64 %v76, %v17
  %v78 = getelementptr i8, ptr addrspace(1) %v36, i64 %v77
  %v80 = zext i32 2 to i64
  %v82 = mul i64 %v80, 2048
  %v83 = getelementptr i8, ptr addrspace(1) %p3, i64 %v82
  %v86 = add i32 %p1, 3
  %v87 = icmp uge i32 %v86, 4
  %v88 = sub i32 %v86, 4
  %v89 = select i1 %v87, i32 %v88, i32 %v86
  %v91 = getelementptr i8, ptr addrspace(1) %v32, i64 6291456
  %v93 = zext i32 %v89 to i64
  %v94 = mul i64 %v93, 8
  %v95 = getelementptr i8, ptr addrspace(1) %p0, i64 %v94
  %v96 = load i64, ptr addrspace(1) %v95, align 8
  %v97 = sub i64 %v96, %v17
  %v98 = getelementptr i8, ptr addrspace(1) %v36, i64 %v97
  %v100 = zext i32 3 to i64
  %v102 = mul i64 %v100, 2048
  %v103 = getelementptr i8, ptr addrspace(1) %p3, i64 %v102
  ; 2 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v105 = mul i32 %v11, 4
  %v106 = zext i32 %v105 to i64
  %v109 = zext i32 %v12 to i64
  br label %for0.head
for0.head:
  %v110 = phi i64 [ %v109, %entry ], [ %for0.next, %for0.latch ]
  %for0.cond = icmp ult i64 %v110, 2
  br i1 %for0.cond, label %for0.body, label %for0.end
for0.body:
  %v112 = mul i64 %v110, 1024
  %v113 = add i64 %v106, %v112
  %v114 = getelementptr i8, ptr addrspace(1) %p2, i64 %v113
  %v115 = load i32, ptr addrspace(1) %v114, align 4
  %t1 = insertelement <2 x i32> poison, i32 %v115, i32 0
  %v116 = shufflevector <2 x i32> %t1, <2 x i32> poison, <2 x i32> zeroinitializer
  %v117 = insertelement <2 x i32> %v116, i32 %v27, i32 1
  %v119 = mul i64 %v113, 2
  %v120 = getelementptr i8, ptr addrspace(1) %v36, i64 %v119
  store volatile <2 x i32> %v117, ptr addrspace(1) %v120, align 8
  %v121 = getelementptr i8, ptr addrspace(1) %v58, i64 %v119
  store volatile <2 x i32> %v117, ptr addrspace(1) %v121, align 8
  %v122 = getelementptr i8, ptr addrspace(1) %v78, i64 %v119
  store volatile <2 x i32> %v117, ptr addrspace(1) %v122, align 8
  %v123 = getelementptr i8, ptr addrspace(1) %v98, i64 %v119
  store volatile <2 x i32> %v117, ptr addrspace(1) %v123, align 8
  br label %for0.latch
for0.latch:
  %for0.next = add i64 %v110, 2
  br label %for0.head
for0.end:
  ; 2 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  %v125 = mul i32 %v11, 4
  %v126 = zext i32 %v125 to i64
  %v129 = zext i32 %v12 to i64
  br label %for1.head
for1.head:
  %phi0 = phi i32 [ 0, %for0.end ], [ %phi33, %for1.latch ]
  %phi1 = phi i32 [ poison, %for0.end ], [ %phi10, %for1.latch ]
  %phi2 = phi i32 [ poison, %for0.end ], [ %phi11, %for1.latch ]
  %phi3 = phi i32 [ poison, %for0.end ], [ %phi18, %for1.latch ]
  %phi4 = phi i32 [ poison, %for0.end ], [ %phi19, %for1.latch ]
  %phi5 = phi i32 [ poison, %for0.end ], [ %phi26, %for1.latch ]
  %phi6 = phi i32 [ poison, %for0.end ], [ %phi27, %for1.latch ]
  %phi7 = phi i32 [ poison, %for0.end ], [ %phi34, %for1.latch ]
  %phi8 = phi i32 [ poison, %for0.end ], [ %phi35, %for1.latch ]
  %v130 = phi i64 [ %v129, %for0.end ], [ %for1.next, %for1.latch ]
  %for1.cond = icmp ult i64 %v130, 2
  br i1 %for1.cond, label %for1.body, label %for1.end
for1.body:
  %v132 = mul i64 %v130, 1024
  %v133 = add i64 %v126, %v132
  %v135 = mul i64 %v133, 2
  %v136 = getelementptr i8, ptr addrspace(1) %v38, i64 %v135
  %v139 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while2.cond
while2.cond:
  %phi9 = phi i32 [ %phi0, %for1.body ], [ %phi14, %if3.end ]
  %phi10 = phi i32 [ 0, %for1.body ], [ %phi15, %if3.end ]
  %phi11 = phi i32 [ %phi0, %for1.body ], [ %phi16, %if3.end ]
  %v142 = icmp eq i32 %phi11, 0
  br i1 %v142, label %while2.body, label %while2.end
while2.body:
  %v143 = load volatile <2 x i32>, ptr addrspace(1) %v136, align 8
  %v144 = extractelement <2 x i32> %v143, i32 1
  %v145 = icmp eq i32 %v144, %v27
  br i1 %v145, label %if3.then, label %if3.else
if3.then:
  %v146 = extractelement <2 x i32> %v143, i32 0
  br label %if3.end
if3.else:
  %v147 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v148 = sub i64 %v147, %v139
  %v149 = icmp ugt i64 %v148, %p6
  %t2 = ptrtoint ptr addrspace(1) %p5 to i64
  %v150 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t2)
  %v151 = icmp ne i32 %v150, 0
  %v152 = or i1 %v149, %v151
  br i1 %v152, label %if4.then, label %if4.end
if4.then:
  %t3 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t3, i32 1)
  br label %if4.end
if4.end:
  %phi12 = phi i32 [ 1, %if4.then ], [ %phi9, %if3.else ]
  %phi13 = phi i32 [ 1, %if4.then ], [ %phi11, %if3.else ]
  br label %if3.end
if3.end:
  %phi14 = phi i32 [ %phi9, %if3.then ], [ %phi12, %if4.end ]
  %phi15 = phi i32 [ %v146, %if3.then ], [ %phi10, %if4.end ]
  %phi16 = phi i32 [ 1, %if3.then ], [ %phi13, %if4.end ]
  br label %while2.cond
while2.end:
  %v155 = getelementptr i8, ptr addrspace(1) %v43, i64 %v133
  store i32 %phi10, ptr addrspace(1) %v155, align 4
  %v156 = getelementptr i8, ptr addrspace(1) %v51, i64 %v135
  %v159 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while5.cond
while5.cond:
  %phi17 = phi i32 [ %phi9, %while2.end ], [ %phi22, %if6.end ]
  %phi18 = phi i32 [ 0, %while2.end ], [ %phi23, %if6.end ]
  %phi19 = phi i32 [ %phi9, %while2.end ], [ %phi24, %if6.end ]
  %v162 = icmp eq i32 %phi19, 0
  br i1 %v162, label %while5.body, label %while5.end
while5.body:
  %v163 = load volatile <2 x i32>, ptr addrspace(1) %v156, align 8
  %v164 = extractelement <2 x i32> %v163, i32 1
  %v165 = icmp eq i32 %v164, %v27
  br i1 %v165, label %if6.then, label %if6.else
if6.then:
  %v166 = extractelement <2 x i32> %v163, i32 0
  br label %if6.end
if6.else:
  %v167 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v168 = sub i64 %v167, %v159
  %v169 = icmp ugt i64 %v168, %p6
  %t4 = ptrtoint ptr addrspace(1) %p5 to i64
  %v170 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t4)
  %v171 = icmp ne i32 %v170, 0
  %v172 = or i1 %v169, %v171
  br i1 %v172, label %if7.then, label %if7.end
if7.then:
  %t5 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t5, i32 1)
  br label %if7.end
if7.end:
  %phi20 = phi i32 [ 1, %if7.then ], [ %phi17, %if6.else ]
  %phi21 = phi i32 [ 1, %if7.then ], [ %phi19, %if6.else ]
  br label %if6.end
if6.end:
  %phi22 = phi i32 [ %phi17, %if6.then ], [ %phi20, %if7.end ]
  %phi23 = phi i32 [ %v166, %if6.then ], [ %phi18, %if7.end ]
  %phi24 = phi i32 [ 1, %if6.then ], [ %phi21, %if7.end ]
  br label %while5.cond
while5.end:
  %v175 = getelementptr i8, ptr addrspace(1) %v63, i64 %v133
  store i32 %phi18, ptr addrspace(1) %v175, align 4
  %v176 = getelementptr i8, ptr addrspace(1) %v71, i64 %v135
  %v179 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while8.cond
while8.cond:
  %phi25 = phi i32 [ %phi17, %while5.end ], [ %phi30, %if9.end ]
  %phi26 = phi i32 [ 0, %while5.end ], [ %phi31, %if9.end ]
  %phi27 = phi i32 [ %phi17, %while5.end ], [ %phi32, %if9.end ]
  %v182 = icmp eq i32 %phi27, 0
  br i1 %v182, label %while8.body, label %while8.end
while8.body:
  %v183 = load volatile <2 x i32>, ptr addrspace(1) %v176, align 8
  %v184 = extractelement <2 x i32> %v183, i32 1
  %v185 = icmp eq i32 %v184, %v27
  br i1 %v185, label %if9.then, label %if9.else
if9.then:
  %v186 = extractelement <2 x i32> %v183, i32 0
  br label %if9.end
if9.else:
  %v187 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v188 = sub i64 %v187, %v179
  %v189 = icmp ugt i64 %v188, %p6
  %t6 = ptrtoint ptr addrspace(1) %p5 to i64
  %v190 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t6)
  %v191 = icmp ne i32 %v190, 0
  %v192 = or i1 %v189, %v191
  br i1 %v192, label %if10.then, label %if10.end
if10.then:
  %t7 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t7, i32 1)
  br label %if10.end
if10.end:
  %phi28 = phi i32 [ 1, %if10.then ], [ %phi25, %if9.else ]
  %phi29 = phi i32 [ 1, %if10.then ], [ %phi27, %if9.else ]
  br label %if9.end
if9.end:
  %phi30 = phi i32 [ %phi25, %if9.then ], [ %phi28, %if10.end ]
  %phi31 = phi i32 [ %v186, %if9.then ], [ %phi26, %if10.end ]
  %phi32 = phi i32 [ 1, %if9.then ], [ %phi29, %if10.end ]
  br label %while8.cond
while8.end:
  %v195 = getelementptr i8, ptr addrspace(1) %v83, i64 %v133
  store i32 %phi26, ptr addrspace(1) %v195, align 4
  %v196 = getelementptr i8, ptr addrspace(1) %v91, i64 %v135
  %v199 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %while11.cond
while11.cond:
  %phi33 = phi i32 [ %phi25, %while8.end ], [ %phi38, %if12.end ]
  %phi34 = phi i32 [ 0, %while8.end ], [ %phi39, %if12.end ]
  %phi35 = phi i32 [ %phi25, %while8.end ], [ %phi40, %if12.end ]
  %v202 = icmp eq i32 %phi35, 0
  br i1 %v202, label %while11.body, label %while11.end
while11.body:
  %v203 = load volatile <2 x i32>, ptr addrspace(1) %v196, align 8
  %v204 = extractelement <2 x i32> %v203, i32 1
  %v205 = icmp eq i32 %v204, %v27
  br i1 %v205, label %if12.then, label %if12.else
if12.then:
  %v206 = extractelement <2 x i32> %v203, i32 0
  br label %if12.end
if12.else:
  %v207 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %v208 = sub i64 %v207, %v199
  %v209 = icmp ugt i64 %v208, %p6
  %t8 = ptrtoint ptr addrspace(1) %p5 to i64
  %v210 = call i32 asm sideeffect "ld.relaxed.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %t8)
  %v211 = icmp ne i32 %v210, 0
  %v212 = or i1 %v209, %v211
  br i1 %v212, label %if13.then, label %if13.end
if13.then:
  %t9 = ptrtoint ptr addrspace(1) %p5 to i64
  call void asm sideeffect "st.relaxed.sys.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %t9, i32 1)
  br label %if13.end
if13.end:
  %phi36 = phi i32 [ 1, %if13.then ], [ %phi33, %if12.else ]
  %phi37 = phi i32 [ 1, %if13.then ], [ %phi35, %if12.else ]
  br label %if12.end
if12.end:
  %phi38 = phi i32 [ %phi33, %if12.then ], [ %phi36, %if13.end ]
  %phi39 = phi i32 [ %v206, %if12.then ], [ %phi34, %if13.end ]
  %phi40 = phi i32 [ 1, %if12.then ], [ %phi37, %if13.end ]
  br label %while11.cond
while11.end:
  %v215 = getelementptr i8, ptr addrspace(1) %v103, i64 %v133
  store i32 %phi34, ptr addrspace(1) %v215, align 4
  br label %for1.latch
for1.latch:
  %for1.next = add i64 %v130, 2
  br label %for1.head
for1.end:
  call void @llvm.nvvm.barrier0()
  %v217 = icmp eq i32 %v11, 0
  br i1 %v217, label %if14.then, label %if14.end
if14.then:
  %v219 = icmp eq i32 %v12, 0
  %v222 = select i1 %v219, i64 2047, i64 1
  %t10 = ptrtoint ptr addrspace(1) %v21 to i64
  %v223 = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %t10, i64 %v222)
  br label %if14.end
if14.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind }

!nvvm.annotations = !{!1, !2}

!0 = !{i32 0, i32 256}
!1 = !{ptr @cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90, !"kernel", i32 1}
!2 = !{ptr @cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90, !"maxntidx", i32 256}
