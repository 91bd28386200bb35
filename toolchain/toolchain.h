/* Toolchains: source text -> code object, each behind the same small interface, plus the
 * disassemblers. Vendor libraries are loaded with dlopen; a missing one is CJ_E_UNAVAILABLE
 * with a message that names what was looked for. */
#ifndef COLLJIT_TOOLCHAIN_H
#define COLLJIT_TOOLCHAIN_H

#include "codegen.h"
#include "strbuf.h"

typedef enum cj_artefact {
  CJ_ART_OBJ, /* loadable code object: AMD ELF (.hsaco); NVIDIA cubin (PTX when no ptxas) */
  CJ_ART_PTX, /* NVIDIA only */
  CJ_ART_ASM  /* the compiler's own assembly output (LLVM only: AMDGPU asm or PTX) */
} cj_artefact;

typedef struct cj_toolchain {
  cj_compiler id;
  const char *name;   /* "hiprtc", "nvrtc", "llvm" */
  int takes_llvm_ir;  /* 1: the source is LLVM IR text; 0: HIP text */
  /* 1 if this toolchain can build for the target at all (not whether its library loads) */
  int (*supports)(const cj_target *t);
  /* Appends "name version" identity (for logs and cache keys), or fails with UNAVAILABLE. */
  cj_status (*identity)(cj_sb *out);
  /* Compiles `src` whose kernel is `kname`. The log (compiler messages) is appended to `log`
   * on success and failure. out->data is malloc'd. */
  cj_status (*compile)(const char *src, const char *kname, const cj_target *t, cj_artefact what,
                       cj_blob *out, cj_sb *log);
  /* CJ_OK when the installed toolchain builds code objects for t; otherwise why not (its
   * library is missing, or this release does not know the architecture). */
  cj_status (*builds)(const cj_target *t);
} cj_toolchain;

const cj_toolchain *cj__toolchain(cj_compiler id); /* NULL for CJ_COMPILER_AUTO */
/* The default path for a target: AMD -> llvm, NVIDIA -> nvrtc. */
cj_compiler cj__default_compiler(const cj_target *t);
/* A plan's compile path for `path`: itself, or for AUTO the target's default but for the GEMM
 * ops on sm_90, which take libLLVM where it is built in (they measured faster). */
cj_compiler cj__plan_compiler(const cj_plan *p, cj_compiler path);
/* The toolchain that builds for target t on `path` (AUTO: the target's default), or NULL when
 * that path does not build for t (the host target has none). */
const cj_toolchain *cj__toolchain_for(const cj_target *t, cj_compiler path);
/* The same, failing with CJ_E_UNSUPPORTED and a message that says why. */
cj_status cj__pick_toolchain(const cj_target *t, cj_compiler path, const cj_toolchain **out);

/* ---- the pipeline (pipeline.c) -------------------------------------------------------------- */
/* plan -> kir -> print (HIP or LLVM IR) -> compile -> disassemble, stopping at `what`. Every
 * caller goes through here: cj_generate directly, code objects through the cache (cache/), whose
 * miss runs this with CJ_EMIT_OBJ; the runtime and prebuild ask the cache. */
cj_status cj__pipeline(const cj_plan *p, cj_emit what, cj_compiler path, cj_blob *out);
/* The code object of a plan (CJ_EMIT_OBJ) and the facts its loader needs (cj_kfacts), from
 * one build of the kernel: the cache records them together. */
cj_status cj__pipeline_obj(const cj_plan *p, cj_compiler path, cj_blob *out, cj_kfacts *facts);
/* Stages 2-5 for a kernel already built (KEY is not an artefact of it). */
cj_status cj__pipeline_kir(const kir_kernel *k, const cj_target *t, cj_emit what,
                           cj_compiler path, cj_blob *out);

extern const cj_toolchain cj__toolchain_hiprtc;
extern const cj_toolchain cj__toolchain_nvrtc;
extern const cj_toolchain cj__toolchain_llvm;

/* Disassembly of a code object: AMD through LLVM's disassembler (all of .text, with symbol
 * labels); NVIDIA cubin through nvdisasm or cuobjdump when present (UNAVAILABLE otherwise). */
cj_status cj__disasm(const cj_blob *obj, const cj_target *t, cj_sb *out);
/* 1 when nvdisasm or cuobjdump is there to turn a cubin into SASS. */
int cj__have_sass_disasm(void);

/* AMD code object facts read from its kernel descriptor ("<kname>.kd"). */
typedef struct cj_amd_kernel_info {
  uint32_t group_segment_fixed_size;   /* LDS bytes */
  uint32_t private_segment_fixed_size; /* scratch bytes per work-item: 0 means no scratch */
  uint32_t kernarg_size;
} cj_amd_kernel_info;
cj_status cj__amd_kernel_info(const cj_blob *obj, const char *kname, cj_amd_kernel_info *out);

/* ptxas: PTX -> cubin (UNAVAILABLE when ptxas is not found). */
cj_status cj__ptxas(const char *ptx, const cj_target *t, cj_blob *cubin, cj_sb *log);
/* Appends "ptxas V13.0.88" (or "ptxas none" when it is not found): part of cache identities. */
void cj__ptxas_identity(cj_sb *out);

#endif
