/* The pipeline: from a plan to any artefact, stage by stage.
 *
 *   plan ─► kir (the op's generator) ─► print (HIP text or LLVM IR, as the toolchain takes)
 *        ─► compile (hiprtc, NVRTC, libLLVM) ─► disassemble
 *
 * Each artefact stops at its stage: key (the plan's), kir, hip / llvm (printed), ptx / obj
 * (compiled), isa (disassembled). Code objects are cached one layer up (cache/): the cache's
 * miss runs this with CJ_EMIT_OBJ, so the runtime, prebuild and cj_cache_object all come here.
 * With COLLJIT_DUMP_DIR set, every source, compiler log, object and disassembly is written
 * there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "support.h"
#include "toolchain.h"

void cj_blob_free(cj_blob *blob) {
  if (!blob) return;
  free(blob->data);
  blob->data = NULL;
  blob->size = 0;
}

static cj_status take_text(cj_sb *sb, cj_blob *out) {
  size_t n;
  char *p = cj_sb_take(sb, &n);
  if (!p) return cj__fail(CJ_E_OOM, "out of memory while generating text");
  out->data = p;
  out->size = n;
  return CJ_OK;
}

/* ---- stage 3: print ------------------------------------------------------------------------- */
static cj_status print(const kir_kernel *k, const cj_target *t, cj_emit lang, cj_sb *out) {
  if (t->vendor == CJ_VENDOR_HOST)
    return cj__fail(CJ_E_UNSUPPORTED, "target host has no HIP or LLVM form; use a GPU target");
  cj_status s = lang == CJ_EMIT_HIP ? cj__print_hip(k, t, out) : cj__print_llvm(k, t, out);
  if (!s && out->failed) s = cj__fail(CJ_E_OOM, "out of memory while printing");
  return s;
}

/* ---- stage 4: compile ------------------------------------------------------------------------ */
/* COLLJIT_DUMP_DIR: what a compile made (PTX, or the code object: .hsaco / .cubin; a PTX object
 * where no ptxas was found is .ptx), named by the kernel and the toolchain. */
static void dump_output(const cj_target *t, const kir_kernel *k, const cj_toolchain *tc,
                        cj_artefact what, const cj_blob *out) {
  int amd = t->vendor == CJ_VENDOR_AMD;
  int ptx = what == CJ_ART_PTX || (!amd && out->size > 0 && out->data[0] != 0x7f);
  char name[400];
  snprintf(name, sizeof name, "%s.%s.%s", k->name, tc->name,
           ptx   ? "ptx"
           : amd ? "hsaco"
                 : "cubin");
  cj__dump_artefact(name, out->data, out->size);
}

/* Prints the source the target's toolchain takes and compiles kernel k into `what`. */
static cj_status compile(const cj_target *t, const kir_kernel *k, cj_compiler path,
                         cj_artefact what, cj_blob *out) {
  const cj_toolchain *tc = NULL;
  cj_status s = cj__pick_toolchain(t, path, &tc);
  if (s) return s;
  cj_sb src, log;
  cj_sb_init(&src);
  cj_sb_init(&log);
  s = print(k, t, tc->takes_llvm_ir ? CJ_EMIT_LLVM : CJ_EMIT_HIP, &src);
  if (!s) {
    char name[400];
    snprintf(name, sizeof name, "%s.%s", k->name, tc->takes_llvm_ir ? "ll" : "hip");
    cj__dump_artefact(name, src.data, src.len);
    s = tc->compile(src.data, k->name, t, what, out, &log);
    snprintf(name, sizeof name, "%s.%s.log", k->name, tc->name);
    if (log.len) cj__dump_artefact(name, log.data, log.len);
    if (!s) dump_output(t, k, tc, what, out);
  }
  cj_sb_free(&src);
  cj_sb_free(&log);
  return s;
}

/* ---- stage 5: disassemble -------------------------------------------------------------------- */
static cj_status disassemble(const cj_target *t, const kir_kernel *k, cj_compiler path,
                             cj_emit what, cj_blob *out) {
  int nvidia = t->vendor == CJ_VENDOR_NVIDIA;
  if (what == CJ_EMIT_SASS && !nvidia)
    return cj__fail(CJ_E_UNSUPPORTED, "SASS exists for NVIDIA targets only (target %s; use isa)",
                    t->full);
  if (what == CJ_EMIT_SASS && !cj__have_sass_disasm())
    return cj__fail(CJ_E_UNAVAILABLE, "sass: no SASS disassembler: neither nvdisasm nor "
                                      "cuobjdump found (CUDA_HOME/bin or PATH)");
  if (nvidia && !cj__have_sass_disasm()) {
    /* no SASS disassembler: the PTX is the closest thing to the ISA we can show */
    cj__log(CJ_LOG_INFO, "no nvdisasm/cuobjdump: showing PTX instead of SASS");
    return compile(t, k, path, CJ_ART_PTX, out);
  }
  cj_blob obj = {0, NULL};
  cj_status s = compile(t, k, path, CJ_ART_OBJ, &obj);
  if (s) return s;
  cj_sb sb;
  cj_sb_init(&sb);
  s = cj__disasm(&obj, t, &sb);
  cj_blob_free(&obj);
  if (s) {
    cj_sb_free(&sb);
    return s;
  }
  char name[400];
  snprintf(name, sizeof name, "%s.%s", k->name, nvidia ? "sass" : "s");
  cj__dump_artefact(name, sb.data, sb.len);
  return take_text(&sb, out);
}

/* Stages 2-5 for a kernel (built from a plan, or by a generator of its own such as GEMM's). */
cj_status cj__pipeline_kir(const kir_kernel *k, const cj_target *t, cj_emit what, cj_compiler path,
                           cj_blob *out) {
  cj_sb sb;
  cj_sb_init(&sb);
  cj_status s;
  switch (what) {
  case CJ_EMIT_KIR:
    kir_print(k, &sb);
    return take_text(&sb, out);
  case CJ_EMIT_HIP:
  case CJ_EMIT_LLVM:
    s = print(k, t, what, &sb);
    if (!s) return take_text(&sb, out);
    cj_sb_free(&sb);
    return s;
  case CJ_EMIT_PTX:
    if (t->vendor != CJ_VENDOR_NVIDIA)
      return cj__fail(CJ_E_UNSUPPORTED, "PTX exists for NVIDIA targets only (target %s)", t->full);
    return compile(t, k, path, CJ_ART_PTX, out);
  case CJ_EMIT_OBJ:
    return compile(t, k, path, CJ_ART_OBJ, out);
  case CJ_EMIT_ISA:
  case CJ_EMIT_SASS:
    return disassemble(t, k, path, what, out);
  default:
    return cj__fail(CJ_E_INVALID, "generate: unknown artefact %d", (int)what);
  }
}

/* Stages 2 onwards; facts (may be NULL) are taken from the kernel built on the way. */
static cj_status from_plan(const cj_plan *p, cj_emit what, cj_compiler path, cj_blob *out,
                           cj_kfacts *facts) {
  out->data = NULL;
  out->size = 0;
  kir_kernel *k;
  cj_status s = cj__build_kernel(p, &k); /* stage 2: the op's generator */
  if (s) return s;
  if (facts) cj__kernel_facts(k, &p->target, facts);
  s = cj__pipeline_kir(k, &p->target, what, cj__plan_compiler(p, path), out);
  kir_kernel_free(k);
  return s;
}

cj_status cj__pipeline(const cj_plan *p, cj_emit what, cj_compiler path, cj_blob *out) {
  if (what != CJ_EMIT_KEY) return from_plan(p, what, path, out, NULL);
  cj_sb sb; /* stage 1: the plan itself */
  cj_sb_init(&sb);
  cj_sb_printf(&sb, "%s\n", p->key);
  return take_text(&sb, out);
}

cj_status cj__pipeline_obj(const cj_plan *p, cj_compiler path, cj_blob *out, cj_kfacts *facts) {
  return from_plan(p, CJ_EMIT_OBJ, path, out, facts);
}

cj_status cj_generate(const cj_plan *p, cj_emit what, cj_compiler path, cj_blob *out) {
  if (!p || !out) return cj__fail(CJ_E_INVALID, "generate: plan and out are required");
  return cj__pipeline(p, what, path, out);
}
