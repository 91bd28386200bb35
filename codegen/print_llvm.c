/* Kernel IR -> LLVM IR text (LLVM 19 syntax, opaque pointers) for amdgcn-amd-amdhsa and
 * nvptx64-nvidia-cuda. Values become %vN, variables allocas in the entry block, structured
 * control flow basic blocks with labels numbered in program order: the same kernel always
 * prints the same bytes. Arithmetic and conversions are in print_llvm_ops.c, memory operations
 * and synchronisation in print_llvm_mem.c. */
#include "print_llvm.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char amd_layout[] =
    "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-"
    "p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-"
    "v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";
static const char nv_layout[] = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/* ---- shared helpers ------------------------------------------------------------------------ */
const char *pl_type(kir_type t) {
  switch (t) {
  case KT_VOID:
    return "void";
  case KT_I1:
    return "i1";
  case KT_I16:
  case KT_BF16:
    return "i16"; /* bf16 is just bits here */
  case KT_I32:
    return "i32";
  case KT_I64:
    return "i64";
  case KT_F16:
    return "half";
  case KT_F32:
    return "float";
  case KT_PTR:
    return "ptr addrspace(1)";
  case KT_V2I32:
    return "<2 x i32>";
  case KT_V4I32:
    return "<4 x i32>";
  case KT_SPTR:
    return "ptr addrspace(3)";
  case KT_V16I32:
    return "<16 x i32>";
  default:
    return "?";
  }
}

void pl_error(pl *p, cj_status s, const char *what) {
  if (p->err) return;
  p->err = cj__fail(s, "LLVM IR printer: %s (kernel %s)", what, p->k->name);
}

int pl_temp(pl *p) { return p->ntemps++; }

void pl_declare(pl *p, const char *decl) {
  for (int i = 0; i < p->ndecls; i++)
    if (!strcmp(p->decls[i], decl)) return;
  if (p->ndecls == PL_MAX_DECLS) {
    pl_error(p, CJ_E_INTERNAL, "too many intrinsic declarations");
    return;
  }
  p->decls[p->ndecls++] = decl;
}

int pl_meta(pl *p, const char *fmt, ...) {
  int id = p->nmeta++;
  cj_sb_printf(&p->meta, "!%d = ", id);
  va_list ap;
  va_start(ap, fmt);
  cj_sb_vprintf(&p->meta, fmt, ap);
  va_end(ap);
  cj_sb_putc(&p->meta, '\n');
  return id;
}

/* An F32 literal: LLVM spells it as the bits of the equal double, in hex. */
static void put_f32(cj_sb *sb, uint32_t bits) {
  uint64_t sign = (uint64_t)(bits >> 31) << 63;
  uint32_t exp = (bits >> 23) & 0xff, man = bits & 0x7fffff;
  uint64_t d;
  if (exp == 0xff) {
    d = sign | (0x7ffull << 52) | ((uint64_t)man << 29);
  } else if (exp == 0) {
    float f;
    memcpy(&f, &bits, 4);
    double x = f; /* zero or subnormal: exact */
    memcpy(&d, &x, 8);
  } else {
    d = sign | ((uint64_t)(exp - 127 + 1023) << 52) | ((uint64_t)man << 29);
  }
  cj_sb_printf(sb, "0x%016" PRIX64, d);
}

static void put_const(pl *p, kir_type t, int64_t imm) {
  cj_sb *o = p->out;
  switch (t) {
  case KT_I1:
    cj_sb_puts(o, (imm & 1) ? "true" : "false");
    break;
  case KT_I16:
  case KT_BF16:
    cj_sb_printf(o, "%d", (int)(int16_t)(uint16_t)imm);
    break;
  case KT_I32:
    cj_sb_printf(o, "%" PRId32, (int32_t)(uint32_t)imm);
    break;
  case KT_I64:
    cj_sb_printf(o, "%" PRId64, imm);
    break;
  case KT_F16:
    cj_sb_printf(o, "0xH%04X", (unsigned)(uint16_t)imm);
    break;
  case KT_F32:
    put_f32(o, (uint32_t)imm);
    break;
  case KT_PTR:
    if (imm == 0)
      cj_sb_puts(o, "null");
    else
      cj_sb_printf(o, "inttoptr (i64 %" PRId64 " to ptr addrspace(1))", imm);
    break;
  default:
    pl_error(p, CJ_E_INTERNAL, "constant of a non-scalar type");
  }
}

void pl_operand(pl *p, kir_val v) {
  if (v == 0 || v > p->k->nvals) {
    pl_error(p, CJ_E_INTERNAL, "use of an undefined value");
    return;
  }
  const pl_val *pv = &p->vals[v];
  switch (pv->kind) {
  case PL_ALIAS:
    pl_operand(p, pv->alias);
    return;
  case PL_ARG:
    cj_sb_printf(p->out, "%%p%d", pv->param);
    return;
  case PL_CONST:
    put_const(p, kir_val_type(p->k, v), pv->imm);
    return;
  default:
    cj_sb_printf(p->out, "%%v%u", v);
  }
}

void pl_typed(pl *p, kir_val v) {
  if (v == 0 || v > p->k->nvals) {
    pl_error(p, CJ_E_INTERNAL, "use of an undefined value");
    return;
  }
  cj_sb_printf(p->out, "%s ", pl_type(kir_val_type(p->k, v)));
  pl_operand(p, v);
}

void pl_def(pl *p, const kir_inst *in) { cj_sb_printf(p->out, "  %%v%u = ", in->dst); }

/* ---- variables ------------------------------------------------------------------------------- */
static int var_align(kir_type t) {
  int n = kir_type_size(t);
  return n > 0 ? n : 1;
}

static const char *var_ptr(const pl *p) { return p->amd ? "ptr addrspace(5)" : "ptr"; }

static void emit_allocas(pl *p) {
  for (int i = 0; i < p->k->nvars; i++) {
    kir_type t = p->k->vars[i].type;
    cj_sb_printf(p->out, "  %%var%d = alloca %s, align %d%s\n", i, pl_type(t), var_align(t),
                 p->amd ? ", addrspace(5)" : "");
  }
}

static void emit_var(pl *p, const kir_inst *in) {
  if ((int)in->var >= p->k->nvars) {
    pl_error(p, CJ_E_INTERNAL, "unknown variable");
    return;
  }
  kir_type t = p->k->vars[in->var].type;
  if (in->op == KIR_VAR_GET) {
    pl_def(p, in);
    cj_sb_printf(p->out, "load %s, %s %%var%u, align %d\n", pl_type(t), var_ptr(p), in->var,
                 var_align(t));
  } else {
    cj_sb_puts(p->out, "  store ");
    pl_typed(p, in->a);
    cj_sb_printf(p->out, ", %s %%var%u, align %d\n", var_ptr(p), in->var, var_align(t));
  }
}

/* ---- structured control flow ----------------------------------------------------------------- */
static void emit_region(pl *p, int r);

static void begin_block(pl *p, const char *fmt, int n) {
  snprintf(p->cur, sizeof p->cur, fmt, n);
  cj_sb_printf(p->out, "%s:\n", p->cur);
}

static int check_region(pl *p, int r) {
  if (r < 0 || r >= p->k->nregions) {
    pl_error(p, CJ_E_INTERNAL, "structured instruction without its region");
    return 0;
  }
  return 1;
}

static void emit_if(pl *p, const kir_inst *in) {
  int n = p->nlabels++;
  int has_else = in->r1 >= 0;
  if (!check_region(p, in->r0) || (has_else && !check_region(p, in->r1))) return;
  cj_sb_puts(p->out, "  br ");
  pl_typed(p, in->a);
  cj_sb_printf(p->out, ", label %%if%d.then, label %%if%d.%s\n", n, n, has_else ? "else" : "end");
  begin_block(p, "if%d.then", n);
  emit_region(p, in->r0);
  cj_sb_printf(p->out, "  br label %%if%d.end\n", n);
  if (has_else) {
    begin_block(p, "if%d.else", n);
    emit_region(p, in->r1);
    cj_sb_printf(p->out, "  br label %%if%d.end\n", n);
  }
  begin_block(p, "if%d.end", n);
}

static void emit_for(pl *p, const kir_inst *in) {
  int n = p->nlabels++;
  if (!check_region(p, in->r0)) return;
  const char *ty = pl_type(in->type);
  char pre[32];
  memcpy(pre, p->cur, sizeof pre);
  cj_sb_printf(p->out, "  br label %%for%d.head\n", n);
  begin_block(p, "for%d.head", n);
  pl_def(p, in);
  cj_sb_printf(p->out, "phi %s [ ", ty);
  pl_operand(p, in->a);
  cj_sb_printf(p->out, ", %%%s ], [ %%for%d.next, %%for%d.latch ]\n", pre, n, n);
  cj_sb_printf(p->out, "  %%for%d.cond = icmp ult %s %%v%u, ", n, ty, in->dst);
  pl_operand(p, in->b);
  cj_sb_printf(p->out, "\n  br i1 %%for%d.cond, label %%for%d.body, label %%for%d.end\n", n, n, n);
  begin_block(p, "for%d.body", n);
  emit_region(p, in->r0);
  cj_sb_printf(p->out, "  br label %%for%d.latch\n", n);
  begin_block(p, "for%d.latch", n);
  cj_sb_printf(p->out, "  %%for%d.next = add %s %%v%u, ", n, ty, in->dst);
  pl_operand(p, in->c);
  cj_sb_printf(p->out, "\n  br label %%for%d.head", n);
  if (in->flags & KIR_FOR_UNROLL) {
    if (p->md_unroll_full < 0) p->md_unroll_full = pl_meta(p, "!{!\"llvm.loop.unroll.full\"}");
    int id = p->nmeta;
    pl_meta(p, "distinct !{!%d, !%d}", id, p->md_unroll_full);
    cj_sb_printf(p->out, ", !llvm.loop !%d", id);
  }
  cj_sb_putc(p->out, '\n');
  begin_block(p, "for%d.end", n);
}

static void emit_while(pl *p, const kir_inst *in) {
  int n = p->nlabels++;
  if (!check_region(p, in->r0) || !check_region(p, in->r1)) return;
  cj_sb_printf(p->out, "  br label %%while%d.cond\n", n);
  begin_block(p, "while%d.cond", n);
  emit_region(p, in->r0);
  cj_sb_puts(p->out, "  br ");
  pl_typed(p, in->a);
  cj_sb_printf(p->out, ", label %%while%d.body, label %%while%d.end\n", n, n);
  begin_block(p, "while%d.body", n);
  emit_region(p, in->r1);
  cj_sb_printf(p->out, "  br label %%while%d.cond\n", n);
  begin_block(p, "while%d.end", n);
}

/* ---- instructions ---------------------------------------------------------------------------- */
static void emit_comment(pl *p, const kir_inst *in) {
  cj_sb_puts(p->out, "  ; ");
  for (const char *s = in->text ? in->text : ""; *s; s++)
    cj_sb_putc(p->out, (*s == '\n' || *s == '\r') ? ' ' : *s);
  cj_sb_putc(p->out, '\n');
}

static void emit_value_def(pl *p, const kir_inst *in) {
  pl_val *v = &p->vals[in->dst];
  if (in->op == KIR_CONST) {
    v->kind = PL_CONST;
    v->imm = in->imm;
  } else if (in->imm < 0 || in->imm >= p->k->nparams) {
    pl_error(p, CJ_E_INTERNAL, "parameter index out of range");
  } else {
    v->kind = PL_ARG;
    v->param = (int)in->imm;
  }
}

static void emit_inst(pl *p, const kir_inst *in) {
  if (in->dst > p->k->nvals) {
    pl_error(p, CJ_E_INTERNAL, "value number out of range");
    return;
  }
  switch (in->op) {
  case KIR_CONST:
  case KIR_PARAM:
    emit_value_def(p, in);
    break;
  case KIR_TID:
  case KIR_BID:
  case KIR_TIMER_NS:
    pl_special(p, in);
    break;
  case KIR_CMP:
    pl_cmp(p, in);
    break;
  case KIR_SELECT:
    pl_select(p, in);
    break;
  case KIR_ZEXT:
  case KIR_SEXT:
  case KIR_TRUNC:
  case KIR_BITCAST:
  case KIR_FEXT:
  case KIR_FTRUNC:
  case KIR_SITOFP:
  case KIR_FPTOSI:
    pl_cvt(p, in);
    break;
  case KIR_PTR_ADD:
    pl_ptr_add(p, in);
    break;
  case KIR_LOAD:
    pl_load(p, in);
    break;
  case KIR_STORE:
    pl_store(p, in);
    break;
  case KIR_EXTRACT:
  case KIR_INSERT:
  case KIR_SPLAT:
    pl_vector(p, in);
    break;
  case KIR_ATOMIC_LOAD:
  case KIR_ATOMIC_STORE:
  case KIR_ATOMIC_RMW:
  case KIR_ATOMIC_CAS:
    pl_atomic(p, in);
    break;
  case KIR_FENCE:
    pl_fence(p, in);
    break;
  case KIR_BARRIER:
    pl_barrier(p);
    break;
  case KIR_VAR_GET:
  case KIR_VAR_SET:
    emit_var(p, in);
    break;
  case KIR_IF:
    emit_if(p, in);
    break;
  case KIR_FOR:
    emit_for(p, in);
    break;
  case KIR_WHILE:
    emit_while(p, in);
    break;
  case KIR_COMMENT:
    emit_comment(p, in);
    break;
  default:
    if (kir_op_is_binary(in->op))
      pl_binop(p, in);
    else if (kir_op_class_of(in->op) == KC_COMPUTE)
      pl_compute(p, in);
    else
      pl_error(p, CJ_E_UNSUPPORTED, "unknown instruction");
  }
}

static void emit_region(pl *p, int r) {
  const kir_region *reg = &p->k->regions[r];
  for (int i = 0; i < reg->n && !p->err; i++)
    emit_inst(p, &reg->insts[i]);
}

/* ---- the function ------------------------------------------------------------------------------
 */
/* LLVM identifiers: [-a-zA-Z$._][-a-zA-Z$._0-9]*, anything else is quoted. */
static void put_global_name(cj_sb *sb, const char *name) {
  int plain = name[0] && !(name[0] >= '0' && name[0] <= '9');
  for (const char *s = name; *s; s++)
    if (!(*s == '-' || *s == '$' || *s == '.' || *s == '_' || (*s >= 'a' && *s <= 'z') ||
          (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
      plain = 0;
  if (plain) {
    cj_sb_printf(sb, "@%s", name);
    return;
  }
  cj_sb_puts(sb, "@\"");
  for (const char *s = name; *s; s++)
    if (*s == '"' || *s == '\\' || (unsigned char)*s < 0x20)
      cj_sb_printf(sb, "\\%02X", (unsigned char)*s);
    else
      cj_sb_putc(sb, *s);
  cj_sb_putc(sb, '"');
}

/* The kernel may let a pointer outlive it only by storing it (or its integer value). */
static int ptrs_escape(const kir_kernel *k) {
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++) {
      const kir_inst *in = &k->regions[r].insts[i];
      if (in->op == KIR_STORE && in->type == KT_PTR) return 1;
      if (in->op == KIR_BITCAST && in->a && in->a <= k->nvals && kir_val_type(k, in->a) == KT_PTR)
        return 1;
    }
  return 0;
}

static void emit_param(pl *p, int i, int nocapture) {
  const kir_param *pa = &p->k->params[i];
  cj_sb *o = p->out;
  cj_sb_printf(o, "%s%s", i ? ", " : "", pl_type(pa->type));
  if (pa->type == KT_PTR) {
    if (pa->flags & KIR_PARAM_NOALIAS) cj_sb_puts(o, " noalias");
    if (nocapture) cj_sb_puts(o, " nocapture");
    if (pa->flags & KIR_PARAM_READONLY) cj_sb_puts(o, " readonly");
    if (pa->align > 0) cj_sb_printf(o, " align %d", pa->align);
  }
  cj_sb_printf(o, " %%p%d", i);
}

static void emit_header(pl *p) {
  cj_sb *o = p->out;
  cj_sb_printf(o, "; kernel %s: %d threads per block, grid %d\n", p->k->name, p->k->block_threads,
               p->k->grid);
  cj_sb_printf(o, "target datalayout = \"%s\"\n", p->amd ? amd_layout : nv_layout);
  cj_sb_printf(o, "target triple = \"%s\"\n\n", cj__llvm_triple(p->t));
  pl_shared_decl(p);
  cj_sb_puts(o, p->amd ? "define amdgpu_kernel void " : "define void ");
  put_global_name(o, p->k->name);
  cj_sb_putc(o, '(');
  int nocapture = !ptrs_escape(p->k);
  for (int i = 0; i < p->k->nparams; i++)
    emit_param(p, i, nocapture);
  cj_sb_puts(o, ") #0 {\nentry:\n");
  for (int i = 0; i < p->k->nparams; i++)
    cj_sb_printf(o, "  ; %%p%d: %s\n", i, p->k->params[i].name);
  emit_allocas(p);
}

static void emit_footer(pl *p) {
  cj_sb *o = p->out;
  cj_sb_puts(o, "  ret void\n}\n\n");
  for (int i = 0; i < p->ndecls; i++)
    cj_sb_printf(o, "%s\n", p->decls[i]);
  if (p->amd)
    cj_sb_printf(o,
                 "\nattributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"%d,%d\" "
                 "\"uniform-work-group-size\"=\"true\" }\n",
                 p->k->block_threads, p->k->block_threads);
  else
    cj_sb_puts(o, "\nattributes #0 = { nounwind }\n");
  if (!p->amd) {
    int kern = p->nmeta;
    cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
    put_global_name(&p->meta, p->k->name);
    cj_sb_puts(&p->meta, ", !\"kernel\", i32 1}\n");
    cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
    put_global_name(&p->meta, p->k->name);
    cj_sb_printf(&p->meta, ", !\"maxntidx\", i32 %d}\n", p->k->block_threads);
    cj_sb_printf(o, "\n!nvvm.annotations = !{!%d, !%d}\n", kern, kern + 1);
  }
  if (p->meta.len) {
    cj_sb_putc(o, '\n');
    cj_sb_append(o, p->meta.data, p->meta.len);
  }
  if (p->meta.failed) o->failed = 1;
}

static cj_status check_kernel(const kir_kernel *k, const cj_target *t) {
  if (!k || !t) return cj__fail(CJ_E_INVALID, "LLVM IR printer: no kernel or target");
  if (t->vendor != CJ_VENDOR_AMD && t->vendor != CJ_VENDOR_NVIDIA)
    return cj__fail(CJ_E_UNSUPPORTED, "LLVM IR printer: target %s is not a GPU", t->name);
  if (k->nregions < 1 || k->block_threads < 1)
    return cj__fail(CJ_E_INVALID, "LLVM IR printer: kernel %s is empty or has no block size",
                    k->name);
  return CJ_OK;
}

cj_status cj__print_llvm(const kir_kernel *k, const cj_target *t, cj_sb *out) {
  cj_status s = check_kernel(k, t);
  if (!s && kir_uses_compute(k)) s = cj__compute_check(k, t);
  if (s) return s;
  pl p;
  memset(&p, 0, sizeof p);
  p.k = k;
  p.t = t;
  p.amd = t->vendor == CJ_VENDOR_AMD;
  p.out = out;
  p.md_nontemporal = p.md_unroll_full = p.md_tid_range = -1;
  snprintf(p.cur, sizeof p.cur, "entry");
  cj_sb_init(&p.meta);
  p.vals = calloc((size_t)k->nvals + 1, sizeof *p.vals);
  if (!p.vals) return cj__fail(CJ_E_OOM, "LLVM IR printer: out of memory");
  emit_header(&p);
  emit_region(&p, 0);
  if (!p.err) emit_footer(&p);
  free(p.vals);
  cj_sb_free(&p.meta);
  if (p.err) return p.err;
  if (out->failed) return cj__fail(CJ_E_OOM, "LLVM IR printer: out of memory");
  return CJ_OK;
}
