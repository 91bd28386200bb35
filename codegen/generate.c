/* cj_generate: from a plan to any artefact of the pipeline. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "support.h"
#include "toolchain.h"

const char *cj_compiler_name(cj_compiler c) {
  static const char *const names[] = {"auto", "hiprtc", "nvrtc", "llvm"};
  return (unsigned)c < 4 ? names[c] : "?";
}

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

/* The source a toolchain consumes: HIP text or LLVM IR. */
static cj_status source_for(const kir_kernel *k, const cj_target *t, const cj_toolchain *tc,
                            cj_sb *src) {
  return tc->takes_llvm_ir ? cj__print_llvm(k, t, src) : cj__print_hip(k, t, src);
}

static cj_status pick_toolchain(const cj_plan *p, cj_compiler path, const cj_toolchain **out) {
  if (p->target.vendor == CJ_VENDOR_HOST)
    return cj__fail(CJ_E_UNSUPPORTED,
                    "target host: kernels for the CPU executor have no source or code object; "
                    "emit key or kir");
  if (path == CJ_COMPILER_AUTO) path = cj__default_compiler(&p->target);
  const cj_toolchain *tc = cj__toolchain(path);
  if (!tc || !tc->supports(&p->target))
    return cj__fail(CJ_E_UNSUPPORTED, "compiler %s does not build for target %s",
                    cj_compiler_name(path), p->target.full);
  *out = tc;
  return CJ_OK;
}

/* Compiles the kernel with the chosen toolchain into `what`. The compiler log is dumped when
 * COLLJIT_DUMP_DIR is set, as are the source and the result. */
static cj_status compile(const cj_plan *p, const kir_kernel *k, cj_compiler path,
                         cj_artefact what, cj_blob *out) {
  const cj_toolchain *tc = NULL;
  cj_status s = pick_toolchain(p, path, &tc);
  if (s) return s;
  cj_sb src, log;
  cj_sb_init(&src);
  cj_sb_init(&log);
  s = source_for(k, &p->target, tc, &src);
  if (!s && src.failed) s = cj__fail(CJ_E_OOM, "out of memory while printing");
  if (!s) {
    char name[400];
    snprintf(name, sizeof name, "%s.%s", p->kname, tc->takes_llvm_ir ? "ll" : "hip");
    cj__dump_artefact(name, src.data, src.len);
    s = tc->compile(src.data, p->kname, &p->target, what, out, &log);
    snprintf(name, sizeof name, "%s.%s.log", p->kname, tc->name);
    if (log.len) cj__dump_artefact(name, log.data, log.len);
  }
  cj_sb_free(&src);
  cj_sb_free(&log);
  return s;
}

static cj_status emit_isa(const cj_plan *p, const kir_kernel *k, cj_compiler path,
                          cj_blob *out) {
  if (p->target.vendor == CJ_VENDOR_NVIDIA && !cj__have_sass_disasm()) {
    /* no SASS disassembler: the PTX is the closest thing to the ISA we can show */
    cj__log(CJ_LOG_INFO, "no nvdisasm/cuobjdump: showing PTX instead of SASS");
    return compile(p, k, path, CJ_ART_PTX, out);
  }
  cj_blob obj = {0, NULL};
  cj_status s = compile(p, k, path, CJ_ART_OBJ, &obj);
  if (s) return s;
  cj_sb sb;
  cj_sb_init(&sb);
  s = cj__disasm(&obj, &p->target, &sb);
  cj_blob_free(&obj);
  if (s) {
    cj_sb_free(&sb);
    return s;
  }
  return take_text(&sb, out);
}

cj_status cj_generate(const cj_plan *p, cj_emit what, cj_compiler path, cj_blob *out) {
  if (!p || !out) return cj__fail(CJ_E_INVALID, "generate: plan and out are required");
  out->data = NULL;
  out->size = 0;
  cj_sb sb;
  cj_sb_init(&sb);
  if (what == CJ_EMIT_KEY) {
    cj_sb_printf(&sb, "%s\n", p->key);
    return take_text(&sb, out);
  }
  kir_kernel *k;
  cj_status s = cj__build_kernel(p, &k);
  if (s) return s;
  switch (what) {
  case CJ_EMIT_KIR:
    kir_print(k, &sb);
    s = take_text(&sb, out);
    break;
  case CJ_EMIT_HIP:
  case CJ_EMIT_LLVM:
    if (p->target.vendor == CJ_VENDOR_HOST) {
      s = cj__fail(CJ_E_UNSUPPORTED, "target host has no HIP or LLVM form; use a GPU target");
      break;
    }
    s = what == CJ_EMIT_HIP ? cj__print_hip(k, &p->target, &sb)
                            : cj__print_llvm(k, &p->target, &sb);
    if (!s) s = take_text(&sb, out);
    break;
  case CJ_EMIT_PTX:
    if (p->target.vendor != CJ_VENDOR_NVIDIA) {
      s = cj__fail(CJ_E_UNSUPPORTED, "PTX exists for NVIDIA targets only (target %s)",
                   p->target.full);
      break;
    }
    s = compile(p, k, path, CJ_ART_PTX, out);
    break;
  case CJ_EMIT_ISA:
    s = emit_isa(p, k, path, out);
    break;
  case CJ_EMIT_OBJ:
    s = compile(p, k, path, CJ_ART_OBJ, out);
    break;
  default:
    s = cj__fail(CJ_E_INVALID, "generate: unknown artefact %d", (int)what);
  }
  cj_sb_free(&sb);
  kir_kernel_free(k);
  return s;
}
