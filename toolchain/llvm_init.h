/* One-time initialisation of the LLVM targets colljit uses (AMDGPU and NVPTX), shared by the
 * LLVM toolchain and the AMD disassembler. */
#ifndef COLLJIT_LLVM_INIT_H
#define COLLJIT_LLVM_INIT_H

void cj__llvm_init(void); /* thread-safe, idempotent */

#endif
