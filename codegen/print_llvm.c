/* Kernel IR -> LLVM IR text (LLVM 19 syntax, opaque pointers) for amdgcn-amd-amdhsa and
 * nvptx64-nvidia-cuda. Values become %vN, variables SSA values (phis where paths join), structured
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

/* A variable read before any write: undefined, as a load of an unwritten local would be
 * (mem2reg would make it the same). */
static void put_zero(pl *p, kir_type t) {
  (void)t;
  cj_sb_puts(p->out, "poison");
}

/* A value as an operand of type t: what a kir value or a variable's reaching value is. */
static void put_ref(pl *p, const pl_val *r, kir_type t) {
  switch (r->kind) {
  case PL_ALIAS:
    pl_operand(p, r->alias);
    return;
  case PL_ARG:
    cj_sb_printf(p->out, "%%p%d", r->param);
    return;
  case PL_CONST:
    put_const(p, t, r->imm);
    return;
  case PL_PHI:
    cj_sb_printf(p->out, "%%phi%d", r->param);
    return;
  case PL_TEMP:
    cj_sb_printf(p->out, "%%t%d", r->param);
    return;
  case PL_ZERO:
    put_zero(p, t);
    return;
  case PL_NAMED:
    break;
  }
  pl_error(p, CJ_E_INTERNAL, "a variable's value has no name");
}

void pl_operand(pl *p, kir_val v) {
  if (v == 0 || v > p->k->nvals) {
    pl_error(p, CJ_E_INTERNAL, "use of an undefined value");
    return;
  }
  const pl_val *pv = &p->vals[v];
  if (pv->kind == PL_NAMED)
    cj_sb_printf(p->out, "%%v%u", v);
  else
    put_ref(p, pv, kir_val_type(p->k, v));
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

/* ---- variables, in SSA form ------------------------------------------------------------------
 * No variable lives in memory: p->reach holds each one's reaching value (a kir value, a %phiN,
 * or zero before any write); VAR_SET changes it, VAR_GET names it. Where control flow joins
 * (after an if, at a loop's head) a phi merges the values that differ. The IR thus needs no
 * mem2reg: a code generator run without LLVM's optimiser (Triton's, say) keeps no local in
 * scratch memory. */
static int same_ref(const pl_val *a, const pl_val *b) {
  if (a->kind != b->kind) return 0;
  switch (a->kind) {
  case PL_ALIAS:
    return a->alias == b->alias;
  case PL_PHI:
  case PL_ARG:
  case PL_TEMP:
    return a->param == b->param;
  case PL_CONST:
    return a->imm == b->imm;
  default:
    return 1;
  }
}

static int check_var(pl *p, kir_var v) {
  if ((int)v < p->k->nvars) return 1;
  pl_error(p, CJ_E_INTERNAL, "unknown variable");
  return 0;
}

/* cj__print_llvm_locals: each variable an alloca in the entry block */
static void emit_allocas(pl *p) {
  for (int i = 0; p->locals && i < p->k->nvars; i++) {
    kir_type t = p->k->vars[i].type;
    int align = kir_type_size(t) > 0 ? kir_type_size(t) : 1;
    cj_sb_printf(p->out, "  %%var%d = alloca %s, align %d%s\n", i, pl_type(t), align,
                 p->amd ? ", addrspace(5)" : "");
  }
}

/* The alloca form's load of variable v into "%<name>" (a kir value or a temporary) and its
 * store of an operand already printed by the caller after "store <type> ". */
static void local_load(pl *p, kir_var v, const char *name, unsigned n) {
  kir_type t = p->k->vars[v].type;
  int align = kir_type_size(t) > 0 ? kir_type_size(t) : 1;
  cj_sb_printf(p->out, "  %%%s%u = load %s, %s %%var%u, align %d\n", name, n, pl_type(t),
               p->amd ? "ptr addrspace(5)" : "ptr", v, align);
}

static void local_store_tail(pl *p, kir_var v) {
  kir_type t = p->k->vars[v].type;
  int align = kir_type_size(t) > 0 ? kir_type_size(t) : 1;
  cj_sb_printf(p->out, ", %s %%var%u, align %d\n", p->amd ? "ptr addrspace(5)" : "ptr", v, align);
}

static void emit_local(pl *p, const kir_inst *in) {
  if (in->op == KIR_VAR_GET) {
    local_load(p, in->var, "v", in->dst);
  } else {
    cj_sb_puts(p->out, "  store ");
    pl_typed(p, in->a);
    local_store_tail(p, in->var);
  }
}

static void emit_var(pl *p, const kir_inst *in) {
  if (!check_var(p, in->var)) return;
  if (p->locals) {
    emit_local(p, in);
  } else if (in->op == KIR_VAR_GET) {
    p->vals[in->dst] = p->reach[in->var];
  } else if (in->a == 0 || in->a > p->k->nvals) {
    pl_error(p, CJ_E_INTERNAL, "use of an undefined value");
  } else {
    p->reach[in->var] = (pl_val){.kind = PL_ALIAS, .alias = in->a};
  }
}

void pl_ref(pl *p, const pl_val *r, kir_type t) { put_ref(p, r, t); }

pl_val pl_var_value(pl *p, kir_var v) {
  if (!check_var(p, v)) return (pl_val){.kind = PL_ZERO};
  if (!p->locals) return p->reach[v];
  int n = pl_temp(p);
  local_load(p, v, "t", (unsigned)n);
  return (pl_val){.kind = PL_TEMP, .param = n};
}

void pl_var_assign(pl *p, kir_var v, int temp) {
  if (!check_var(p, v)) return;
  if (p->locals) {
    cj_sb_printf(p->out, "  store %s %%t%d", pl_type(p->k->vars[v].type), temp);
    local_store_tail(p, v);
  } else {
    p->reach[v] = (pl_val){.kind = PL_TEMP, .param = temp};
  }
}

static pl_val *save_vars(pl *p) {
  pl_val *s = malloc(((size_t)p->k->nvars + 1) * sizeof *s);
  if (!s) {
    pl_error(p, CJ_E_OOM, "out of memory");
    return NULL;
  }
  memcpy(s, p->reach, (size_t)p->k->nvars * sizeof *s);
  return s;
}

static void put_phi_line(pl *p, cj_sb *to, int n, kir_type t, const pl_val *a, const char *la,
                         const pl_val *b, const char *lb) {
  cj_sb *out = p->out;
  p->out = to;
  cj_sb_printf(to, "  %%phi%d = phi %s [ ", n, pl_type(t));
  put_ref(p, a, t);
  cj_sb_printf(to, ", %%%s ], [ ", la);
  put_ref(p, b, t);
  cj_sb_printf(to, ", %%%s ]\n", lb);
  p->out = out;
}

/* At the join of two paths (blocks la and lb, the variables' values va and vb): a phi for
 * each variable whose values differ; p->reach becomes the merged values. */
static void join_vars(pl *p, const pl_val *va, const char *la, const pl_val *vb,
                      const char *lb) {
  for (int v = 0; v < p->k->nvars && !p->err; v++) {
    if (same_ref(&va[v], &vb[v])) {
      p->reach[v] = va[v];
      continue;
    }
    int n = p->nphis++;
    put_phi_line(p, p->out, n, p->k->vars[v].type, &va[v], la, &vb[v], lb);
    p->reach[v] = (pl_val){.kind = PL_PHI, .param = n};
  }
}

/* Marks in `set` every variable that region r (and the regions inside it) writes. */
static void vars_written(const kir_kernel *k, int r, char *set) {
  if (r < 0 || r >= k->nregions) return;
  const kir_region *reg = &k->regions[r];
  for (int i = 0; i < reg->n; i++) {
    const kir_inst *in = &reg->insts[i];
    if (in->op == KIR_VAR_SET && (int)in->var < k->nvars) set[in->var] = 1;
    if (in->op == KIR_WGMMA) /* its accumulators (pl_var_assign) */
      for (int j = 0; j < kir_wgmma_n((kir_wgmma_shape)in->imm) / 8; j++)
        if ((int)in->var + j < k->nvars) set[in->var + (kir_var)j] = 1;
    if (in->op == KIR_WGMMA_WAIT) /* every accumulator passes through an asm after it */
      for (int v = 0; v < k->nvars; v++)
        if (kir_var_is_wgmma_acc(k, (kir_var)v)) set[v] = 1;
    if (in->op == KIR_IF || in->op == KIR_FOR || in->op == KIR_WHILE) {
      vars_written(k, in->r0, set);
      if (in->op != KIR_FOR) vars_written(k, in->r1, set);
    }
  }
}

/* A loop's head: every variable the loop writes gets a phi there, named now and written when
 * the back edge's values are known (loop_close). */
typedef struct loop_vars {
  size_t at;      /* where the phis go: just after the head's label */
  char *written;  /* [nvars] */
  pl_val *before; /* values on entry */
  int first;      /* the first phi's number */
  char pre[32];   /* the block entering the loop */
} loop_vars;

static void loop_open(pl *p, loop_vars *l, int r0, int r1, const char *pre) {
  memset(l, 0, sizeof *l);
  snprintf(l->pre, sizeof l->pre, "%s", pre);
  l->at = p->out->len;
  l->written = calloc((size_t)p->k->nvars + 1, 1);
  l->before = save_vars(p);
  if (!l->written || !l->before) {
    pl_error(p, CJ_E_OOM, "out of memory");
    return;
  }
  if (p->locals) return; /* no variable changes in p->reach */
  vars_written(p->k, r0, l->written);
  vars_written(p->k, r1, l->written);
  l->first = p->nphis;
  for (int v = 0; v < p->k->nvars; v++)
    if (l->written[v]) p->reach[v] = (pl_val){.kind = PL_PHI, .param = p->nphis++};
}

/* The back edge from block `latch` carries p->reach; the phis go in at the head. */
static void loop_close(pl *p, loop_vars *l, const char *latch) {
  if (!p->err) {
    cj_sb phis;
    cj_sb_init(&phis);
    int n = l->first;
    for (int v = 0; v < p->k->nvars; v++)
      if (l->written[v])
        put_phi_line(p, &phis, n++, p->k->vars[v].type, &l->before[v], l->pre, &p->reach[v],
                     latch);
    if (phis.failed) p->out->failed = 1;
    if (phis.len) cj_sb_insert(p->out, l->at, phis.data, phis.len);
    cj_sb_free(&phis);
  }
  free(l->written);
  free(l->before);
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
  char pre[32], then_end[32];
  memcpy(pre, p->cur, sizeof pre);
  pl_val *before = save_vars(p);
  if (!before) return;
  cj_sb_puts(p->out, "  br ");
  pl_typed(p, in->a);
  cj_sb_printf(p->out, ", label %%if%d.then, label %%if%d.%s\n", n, n, has_else ? "else" : "end");
  begin_block(p, "if%d.then", n);
  emit_region(p, in->r0);
  memcpy(then_end, p->cur, sizeof then_end);
  cj_sb_printf(p->out, "  br label %%if%d.end\n", n);
  pl_val *after_then = save_vars(p);
  if (after_then) memcpy(p->reach, before, (size_t)p->k->nvars * sizeof *before);
  if (has_else && after_then) {
    begin_block(p, "if%d.else", n);
    emit_region(p, in->r1);
    memcpy(pre, p->cur, sizeof pre); /* the else path now ends here */
    cj_sb_printf(p->out, "  br label %%if%d.end\n", n);
  }
  begin_block(p, "if%d.end", n);
  if (after_then) {
    pl_val *other = save_vars(p);
    if (other) join_vars(p, after_then, then_end, other, pre);
    free(other);
  }
  free(after_then);
  free(before);
}

static void emit_for(pl *p, const kir_inst *in) {
  int n = p->nlabels++;
  if (!check_region(p, in->r0)) return;
  const char *ty = pl_type(in->type);
  char pre[32], latch[32];
  memcpy(pre, p->cur, sizeof pre);
  cj_sb_printf(p->out, "  br label %%for%d.head\n", n);
  begin_block(p, "for%d.head", n);
  loop_vars l;
  loop_open(p, &l, in->r0, -1, pre);
  pl_val *at_head = save_vars(p);
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
  memcpy(latch, p->cur, sizeof latch);
  cj_sb_printf(p->out, "  %%for%d.next = add %s %%v%u, ", n, ty, in->dst);
  pl_operand(p, in->c);
  cj_sb_printf(p->out, "\n  br label %%for%d.head", n);
  if (in->flags & KIR_FOR_UNROLL) {
    if (p->md_unroll_full < 0) p->md_unroll_full = pl_meta(p, "!{!\"llvm.loop.unroll.full\"}");
    int id = p->nmeta;
    pl_meta(p, "distinct !{!%d, !%d}", id, p->md_unroll_full);
    cj_sb_printf(p->out, ", !llvm.loop !%d", id);
  } else if (in->flags & KIR_FOR_UNROLL2) {
    int count = pl_meta(p, "!{!\"llvm.loop.unroll.count\", i32 2}"), id = p->nmeta;
    pl_meta(p, "distinct !{!%d, !%d}", id, count);
    cj_sb_printf(p->out, ", !llvm.loop !%d", id);
  }
  cj_sb_putc(p->out, '\n');
  loop_close(p, &l, latch);
  /* the loop leaves from its head: the head's values */
  if (at_head) memcpy(p->reach, at_head, (size_t)p->k->nvars * sizeof *at_head);
  free(at_head);
  begin_block(p, "for%d.end", n);
}

static void emit_while(pl *p, const kir_inst *in) {
  int n = p->nlabels++;
  if (!check_region(p, in->r0) || !check_region(p, in->r1)) return;
  char pre[32];
  memcpy(pre, p->cur, sizeof pre);
  cj_sb_printf(p->out, "  br label %%while%d.cond\n", n);
  begin_block(p, "while%d.cond", n);
  loop_vars l;
  loop_open(p, &l, in->r0, in->r1, pre);
  emit_region(p, in->r0);
  pl_val *at_exit = save_vars(p); /* the loop leaves from the end of its condition */
  cj_sb_puts(p->out, "  br ");
  pl_typed(p, in->a);
  cj_sb_printf(p->out, ", label %%while%d.body, label %%while%d.end\n", n, n);
  begin_block(p, "while%d.body", n);
  emit_region(p, in->r1);
  loop_close(p, &l, p->cur);
  cj_sb_printf(p->out, "  br label %%while%d.cond\n", n);
  if (at_exit) memcpy(p->reach, at_exit, (size_t)p->k->nvars * sizeof *at_exit);
  free(at_exit);
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
  case KIR_LOAD_OFF:
    pl_load_off(p, in);
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
  if (pa->flags & KIR_PARAM_TMAP) { /* 128 bytes by value, read in place (grid_constant) */
    cj_sb_printf(o, "%sptr byval([16 x i64]) align 64 %%p%d", i ? ", " : "", i);
    return;
  }
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
  if (!p->amd && kir_uses_wgmma(p->k)) cj_sb_puts(o, "; " CJ_SM90A_TEXT "\n");
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
  if (pl_shared_check(p)) snprintf(p->cur, sizeof p->cur, "smem_ok");
}

static void emit_footer(pl *p) {
  cj_sb *o = p->out;
  cj_sb_puts(o, "  ret void\n}\n\n");
  for (int i = 0; i < p->ndecls; i++)
    cj_sb_printf(o, "%s\n", p->decls[i]);
  if (p->amd) {
    cj_sb_printf(o, "\nattributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"%d,%d\" ",
                 p->k->block_threads, p->k->block_threads);
    if (p->k->llvm_waves_per_eu > 0)
      cj_sb_printf(o, "\"amdgpu-waves-per-eu\"=\"%d\" ", p->k->llvm_waves_per_eu);
    cj_sb_puts(o, "\"uniform-work-group-size\"=\"true\" }\n");
  } else
    cj_sb_puts(o, "\nattributes #0 = { nounwind }\n");
  if (p->convergent) cj_sb_puts(o, "attributes #1 = { convergent nounwind }\n");
  if (!p->amd) {
    int kern = p->nmeta;
    cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
    put_global_name(&p->meta, p->k->name);
    cj_sb_puts(&p->meta, ", !\"kernel\", i32 1}\n");
    cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
    put_global_name(&p->meta, p->k->name);
    cj_sb_printf(&p->meta, ", !\"maxntidx\", i32 %d}\n", p->k->block_threads);
    int minb = -1, gc = -1;
    if (p->k->min_blocks > 0) {
      minb = p->nmeta;
      cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
      put_global_name(&p->meta, p->k->name);
      cj_sb_printf(&p->meta, ", !\"minctasm\", i32 %d}\n", p->k->min_blocks);
    }
    int ntmap = 0;
    for (int i = 0; i < p->k->nparams; i++)
      ntmap += (p->k->params[i].flags & KIR_PARAM_TMAP) != 0;
    if (ntmap) { /* the tensor maps: parameters read in place (1-based indices) */
      gc = p->nmeta;
      cj_sb_printf(&p->meta, "!%d = !{ptr ", p->nmeta++);
      put_global_name(&p->meta, p->k->name);
      cj_sb_printf(&p->meta, ", !\"grid_constant\", !%d}\n!%d = !{", p->nmeta, p->nmeta);
      p->nmeta++;
      for (int i = 0, n = 0; i < p->k->nparams; i++)
        if (p->k->params[i].flags & KIR_PARAM_TMAP)
          cj_sb_printf(&p->meta, "%si32 %d", n++ ? ", " : "", i + 1);
      cj_sb_puts(&p->meta, "}\n");
    }
    cj_sb_printf(o, "\n!nvvm.annotations = !{!%d, !%d", kern, kern + 1);
    if (minb >= 0) cj_sb_printf(o, ", !%d", minb);
    if (gc >= 0) cj_sb_printf(o, ", !%d", gc);
    cj_sb_puts(o, "}\n");
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

static cj_status print_llvm(const kir_kernel *k, const cj_target *t, cj_sb *out, int locals) {
  cj_status s = check_kernel(k, t);
  if (!s && kir_uses_compute(k)) s = cj__compute_check(k, t);
  if (s) return s;
  pl p;
  memset(&p, 0, sizeof p);
  p.k = k;
  p.t = t;
  p.amd = t->vendor == CJ_VENDOR_AMD;
  p.out = out;
  p.locals = locals;
  p.md_nontemporal = p.md_unroll_full = p.md_tid_range = -1;
  snprintf(p.cur, sizeof p.cur, "entry");
  cj_sb_init(&p.meta);
  p.vals = calloc((size_t)k->nvals + 1, sizeof *p.vals);
  p.reach = calloc((size_t)k->nvars + 1, sizeof *p.reach);
  if (!p.vals || !p.reach) {
    free(p.vals);
    free(p.reach);
    return cj__fail(CJ_E_OOM, "LLVM IR printer: out of memory");
  }
  for (int v = 0; v < k->nvars; v++)
    p.reach[v].kind = PL_ZERO;
  emit_header(&p);
  emit_region(&p, 0);
  if (!p.err) emit_footer(&p);
  free(p.vals);
  free(p.reach);
  cj_sb_free(&p.meta);
  if (p.err) return p.err;
  if (out->failed) return cj__fail(CJ_E_OOM, "LLVM IR printer: out of memory");
  return CJ_OK;
}

cj_status cj__print_llvm(const kir_kernel *k, const cj_target *t, cj_sb *out) {
  return print_llvm(k, t, out, 0);
}

cj_status cj__print_llvm_locals(const kir_kernel *k, const cj_target *t, cj_sb *out) {
  return print_llvm(k, t, out, 1);
}
