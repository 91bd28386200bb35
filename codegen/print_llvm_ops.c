/* LLVM IR printer: arithmetic, comparisons, conversions, vectors and pointer arithmetic. */
#include <inttypes.h>
#include <string.h>

#include "print_llvm.h"

/* ---- arithmetic ------------------------------------------------------------------------------ */
static const char *int_binop(kir_opcode op) {
  switch (op) {
  case KIR_ADD:
    return "add";
  case KIR_SUB:
    return "sub";
  case KIR_MUL:
    return "mul";
  case KIR_UDIV:
    return "udiv";
  case KIR_UREM:
    return "urem";
  case KIR_AND:
    return "and";
  case KIR_OR:
    return "or";
  case KIR_XOR:
    return "xor";
  case KIR_SHL:
    return "shl";
  case KIR_LSHR:
    return "lshr";
  case KIR_ASHR:
    return "ashr";
  default:
    return NULL;
  }
}

static const char *minmax_name(kir_opcode op, int isf) {
  switch (op) {
  case KIR_MIN:
    return isf ? "minnum" : "smin";
  case KIR_MAX:
    return isf ? "maxnum" : "smax";
  case KIR_UMIN:
    return "umin";
  case KIR_UMAX:
    return "umax";
  default:
    return NULL;
  }
}

/* Intrinsic declarations are static strings, so the table of used ones holds pointers. */
static const char *minmax_decl(const char *name, kir_type t) {
  static const char *const decls[][4] = {
      {"declare i16 @llvm.smin.i16(i16, i16)", "declare i32 @llvm.smin.i32(i32, i32)",
       "declare i64 @llvm.smin.i64(i64, i64)", NULL},
      {"declare i16 @llvm.smax.i16(i16, i16)", "declare i32 @llvm.smax.i32(i32, i32)",
       "declare i64 @llvm.smax.i64(i64, i64)", NULL},
      {"declare i16 @llvm.umin.i16(i16, i16)", "declare i32 @llvm.umin.i32(i32, i32)",
       "declare i64 @llvm.umin.i64(i64, i64)", NULL},
      {"declare i16 @llvm.umax.i16(i16, i16)", "declare i32 @llvm.umax.i32(i32, i32)",
       "declare i64 @llvm.umax.i64(i64, i64)", NULL},
  };
  if (!strcmp(name, "minnum")) return "declare float @llvm.minnum.f32(float, float)";
  if (!strcmp(name, "maxnum")) return "declare float @llvm.maxnum.f32(float, float)";
  int row = !strcmp(name, "smin") ? 0 : !strcmp(name, "smax") ? 1 : !strcmp(name, "umin") ? 2 : 3;
  int col = t == KT_I16 ? 0 : t == KT_I32 ? 1 : t == KT_I64 ? 2 : 3;
  return decls[row][col];
}

static void emit_minmax(pl *p, const kir_inst *in) {
  int isf = in->type == KT_F32;
  const char *name = minmax_name(in->op, isf);
  const char *decl = minmax_decl(name, in->type);
  if (!decl || (isf && (in->op == KIR_UMIN || in->op == KIR_UMAX))) {
    pl_error(p, CJ_E_UNSUPPORTED, "min/max of this type");
    return;
  }
  pl_declare(p, decl);
  const char *ty = pl_type(in->type);
  pl_def(p, in);
  cj_sb_printf(p->out, "call %s @llvm.%s.%s(", ty, name, isf ? "f32" : ty);
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->b);
  cj_sb_puts(p->out, ")\n");
}

void pl_binop(pl *p, const kir_inst *in) {
  if (kir_op_class_of(in->op) == KC_MINMAX) {
    emit_minmax(p, in);
    return;
  }
  const char *name = int_binop(in->op);
  int isf = in->type == KT_F32;
  if (isf)
    name = in->op == KIR_ADD   ? "fadd"
           : in->op == KIR_SUB ? "fsub"
           : in->op == KIR_MUL ? "fmul"
                               : NULL;
  if (!name) {
    pl_error(p, CJ_E_UNSUPPORTED, "binary operation on this type");
    return;
  }
  pl_def(p, in);
  cj_sb_printf(p->out, "%s ", name);
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_operand(p, in->b);
  cj_sb_putc(p->out, '\n');
}

static const char *pred_name(kir_pred pr) {
  static const char *const names[] = {"icmp eq",  "icmp ne",  "icmp slt", "icmp sle",
                                      "icmp sgt", "icmp sge", "icmp ult", "icmp ule",
                                      "icmp ugt", "icmp uge", "fcmp oeq", "fcmp une",
                                      "fcmp olt", "fcmp ole", "fcmp ogt", "fcmp oge"};
  return (unsigned)pr < KIR_PRED_COUNT_ ? names[pr] : NULL;
}

void pl_cmp(pl *p, const kir_inst *in) {
  const char *name = pred_name((kir_pred)in->imm);
  if (!name) {
    pl_error(p, CJ_E_INTERNAL, "unknown compare predicate");
    return;
  }
  pl_def(p, in);
  cj_sb_printf(p->out, "%s ", name);
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_operand(p, in->b);
  cj_sb_putc(p->out, '\n');
}

void pl_select(pl *p, const kir_inst *in) {
  pl_def(p, in);
  cj_sb_puts(p->out, "select ");
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->b);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->c);
  cj_sb_putc(p->out, '\n');
}

/* ---- conversions ----------------------------------------------------------------------------- */
/* "  %<dst> = <op> <type a> <a> to <type>": one cast instruction. */
static void cast(pl *p, const kir_inst *in, const char *op) {
  pl_def(p, in);
  cj_sb_printf(p->out, "%s ", op);
  pl_typed(p, in->a);
  cj_sb_printf(p->out, " to %s\n", pl_type(in->type));
}

static void emit_fext_bf16(pl *p, const kir_inst *in) {
  int t0 = pl_temp(p), t1 = pl_temp(p);
  cj_sb_printf(p->out, "  %%t%d = zext ", t0);
  pl_typed(p, in->a);
  cj_sb_printf(p->out, " to i32\n  %%t%d = shl i32 %%t%d, 16\n", t1, t0);
  pl_def(p, in);
  cj_sb_printf(p->out, "bitcast i32 %%t%d to float\n", t1);
}

/* F32 -> BF16, round to nearest even; a NaN becomes a quiet NaN with the same sign. */
static void emit_ftrunc_bf16(pl *p, const kir_inst *in) {
  int b = pl_temp(p), nan = pl_temp(p), hi = pl_temp(p), lsb = pl_temp(p), bias = pl_temp(p);
  int r = pl_temp(p), rh = pl_temp(p), q = pl_temp(p), rt = pl_temp(p), qt = pl_temp(p);
  cj_sb *o = p->out;
  cj_sb_printf(o, "  %%t%d = bitcast ", b);
  pl_typed(p, in->a);
  cj_sb_printf(o, " to i32\n  %%t%d = fcmp uno ", nan);
  pl_typed(p, in->a);
  cj_sb_puts(o, ", 0.000000e+00\n");
  cj_sb_printf(o, "  %%t%d = lshr i32 %%t%d, 16\n", hi, b);
  cj_sb_printf(o, "  %%t%d = and i32 %%t%d, 1\n", lsb, hi);
  cj_sb_printf(o, "  %%t%d = add i32 %%t%d, 32767\n", bias, lsb);
  cj_sb_printf(o, "  %%t%d = add i32 %%t%d, %%t%d\n", r, b, bias);
  cj_sb_printf(o, "  %%t%d = lshr i32 %%t%d, 16\n", rh, r);
  cj_sb_printf(o, "  %%t%d = or i32 %%t%d, 64\n", q, hi);
  cj_sb_printf(o, "  %%t%d = trunc i32 %%t%d to i16\n", rt, rh);
  cj_sb_printf(o, "  %%t%d = trunc i32 %%t%d to i16\n", qt, q);
  pl_def(p, in);
  cj_sb_printf(o, "select i1 %%t%d, i16 %%t%d, i16 %%t%d\n", nan, qt, rt);
}

static void emit_bitcast(pl *p, const kir_inst *in) {
  kir_type from = kir_val_type(p->k, in->a), to = in->type;
  if (!strcmp(pl_type(from), pl_type(to))) { /* I16 <-> BF16: the same bits, the same type */
    p->vals[in->dst].kind = PL_ALIAS;
    p->vals[in->dst].alias = in->a;
    return;
  }
  if (from == KT_PTR)
    cast(p, in, "ptrtoint");
  else if (to == KT_PTR)
    cast(p, in, "inttoptr");
  else
    cast(p, in, "bitcast");
}

static void emit_fptosi(pl *p, const kir_inst *in) {
  /* saturating: defined for every input, and what both GPUs' conversions do natively */
  pl_declare(p, "declare i32 @llvm.fptosi.sat.i32.f32(float)");
  pl_def(p, in);
  cj_sb_puts(p->out, "call i32 @llvm.fptosi.sat.i32.f32(");
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ")\n");
}

void pl_cvt(pl *p, const kir_inst *in) {
  kir_type from = kir_val_type(p->k, in->a);
  switch (in->op) {
  case KIR_ZEXT:
    cast(p, in, "zext");
    break;
  case KIR_SEXT:
    cast(p, in, "sext");
    break;
  case KIR_TRUNC:
    cast(p, in, "trunc");
    break;
  case KIR_BITCAST:
    emit_bitcast(p, in);
    break;
  case KIR_FEXT:
    if (from == KT_BF16)
      emit_fext_bf16(p, in);
    else
      cast(p, in, "fpext");
    break;
  case KIR_FTRUNC:
    if (in->type == KT_BF16)
      emit_ftrunc_bf16(p, in);
    else
      cast(p, in, "fptrunc");
    break;
  case KIR_SITOFP:
    cast(p, in, "sitofp");
    break;
  case KIR_FPTOSI:
    emit_fptosi(p, in);
    break;
  default:
    pl_error(p, CJ_E_INTERNAL, "unknown conversion");
  }
}

/* ---- vectors and pointers -------------------------------------------------------------------- */
void pl_vector(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  if (in->op == KIR_EXTRACT) {
    pl_def(p, in);
    cj_sb_puts(o, "extractelement ");
    pl_typed(p, in->a);
    cj_sb_printf(o, ", i32 %" PRId64 "\n", in->imm);
  } else if (in->op == KIR_INSERT) {
    pl_def(p, in);
    cj_sb_puts(o, "insertelement ");
    pl_typed(p, in->a);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->b);
    cj_sb_printf(o, ", i32 %" PRId64 "\n", in->imm);
  } else {
    const char *vt = pl_type(in->type);
    int t = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = insertelement %s poison, ", t, vt);
    pl_typed(p, in->b);
    cj_sb_puts(o, ", i32 0\n");
    pl_def(p, in);
    cj_sb_printf(o, "shufflevector %s %%t%d, %s poison, <%d x i32> zeroinitializer\n", vt, t, vt,
                 kir_vec_lanes(in->type));
  }
}

void pl_ptr_add(pl *p, const kir_inst *in) {
  pl_def(p, in);
  cj_sb_printf(p->out, "getelementptr i8, ");
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->b);
  cj_sb_putc(p->out, '\n');
}
