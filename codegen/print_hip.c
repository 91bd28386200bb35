/* Kernel IR -> HIP C++ text. The same text serves hiprtc (AMD) and NVRTC (NVIDIA): only the
 * prelude (templates/prelude_*.h) differs. Conventions of the printed code:
 *  - SSA values are `const T vN = ...;`, kir variables are locals `x_name` declared at the top,
 *    parameters are `p_name`;
 *  - integers are stored unsigned (cj_u16/cj_u32/cj_u64) so that wrap-around is defined; they
 *    are cast to signed only for the signed operations; F16/BF16 travel as cj_u16 bits;
 *  - pointers are byte pointers (cj_ptr = char *); loads and stores cast to the accessed type. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "codegen.h"
#include "print_hip.h"
#include "support.h"

extern const char cj__prelude_amd_text[];
extern const char cj__prelude_nvidia_text[];
extern const char cj__prelude_common_text[];
extern const char cj__prelude_compute_amd_text[];
extern const char cj__prelude_compute_nvidia_text[];

const char *cj__hip_prelude(cj_vendor v) {
  switch (v) {
  case CJ_VENDOR_AMD:
    return cj__prelude_amd_text;
  case CJ_VENDOR_NVIDIA:
    return cj__prelude_nvidia_text;
  default:
    return NULL;
  }
}

typedef struct pctx {
  const kir_kernel *k;
  cj_sb *sb;
  int ind;
  cj_status st; /* first error */
  char msg[160];
  const cj_target *t;
  int wg; /* the kernel uses warpgroup MMA: its accumulator variables print as float4 */
} pctx;

static void perr(pctx *p, cj_status s, const char *what, const kir_inst *in) {
  if (p->st) return;
  p->st = s;
  snprintf(p->msg, sizeof p->msg, "%s (%s of type %s)", what, kir_op_name(in->op),
           kir_type_name(in->type));
}

/* ---- names and types ------------------------------------------------------------------------ */
static const char *ctype(kir_type t) {
  switch (t) {
  case KT_I1:
    return "bool";
  case KT_I16:
  case KT_F16:
  case KT_BF16:
    return "cj_u16";
  case KT_I32:
    return "cj_u32";
  case KT_I64:
    return "cj_u64";
  case KT_F32:
    return "float";
  case KT_PTR:
    return "cj_ptr";
  case KT_V2I32:
    return "cj_u32x2";
  case KT_V4I32:
    return "cj_u32x4";
  case KT_SPTR: /* a byte offset into the kernel's cj_smem */
    return "cj_u32";
  case KT_V16I32:
    return "cj_u32x16";
  default:
    return NULL;
  }
}

const char *cj__hip_ctype(kir_type t) { return ctype(t); }

/* Signed view of an integer type or a pointer (for I1, true is -1: see sval). */
static const char *stype(kir_type t) {
  return t == KT_I16 ? "cj_i16" : (t == KT_I64 || t == KT_PTR) ? "cj_i64" : "cj_i32";
}

static void put_ident(cj_sb *sb, const char *s) {
  int n = 0;
  for (; *s && n < 48; s++, n++) {
    char c = *s;
    int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    cj_sb_putc(sb, ok ? c : '_');
  }
}

static void put_param(pctx *p, int i) {
  cj_sb_puts(p->sb, "p_");
  put_ident(p->sb, p->k->params[i].name);
}

/* kir makes variable names distinct; the prefix keeps them apart from values and params. */
static void put_var(pctx *p, kir_var v) {
  cj_sb_puts(p->sb, "x_");
  put_ident(p->sb, p->k->vars[v].name);
}

static kir_type tyof(pctx *p, kir_val v, const kir_inst *in) {
  if (v == 0 || v > p->k->nvals) {
    perr(p, CJ_E_INTERNAL, "operand is not a value", in);
    return KT_VOID;
  }
  return p->k->val_types[v];
}

/* Signed value: "(cj_i32)v3"; an I1 becomes 0 or -1. */
static void sval(pctx *p, kir_type t, kir_val v) {
  if (t == KT_I1)
    cj_sb_printf(p->sb, "(-(cj_i32)v%u)", v);
  else
    cj_sb_printf(p->sb, "(%s)v%u", stype(t), v);
}

static void line_begin(pctx *p) { cj_sb_indent(p->sb, p->ind); }

/* "const T vN = " */
static void def_begin(pctx *p, const kir_inst *in) {
  const char *ct = ctype(in->type);
  if (!ct) perr(p, CJ_E_UNSUPPORTED, "value type the HIP printer cannot express", in);
  line_begin(p);
  cj_sb_printf(p->sb, "const %s v%u = ", ct ? ct : "?", in->dst);
}

/* ---- constants --------------------------------------------------------------------------------
 */
static void put_uint(cj_sb *sb, uint64_t v, const char *suffix) {
  if (v <= 65535)
    cj_sb_printf(sb, "%" PRIu64 "%s", v, suffix);
  else
    cj_sb_printf(sb, "0x%" PRIx64 "%s", v, suffix);
}

/* Integral floats print as "3.0f"; everything else as its bits (exact, locale-free). */
static void put_f32(cj_sb *sb, uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  if (bits != 0x80000000u && f > -16777216.0f && f < 16777216.0f && f == (float)(int32_t)f)
    cj_sb_printf(sb, "%" PRId32 ".0f", (int32_t)f);
  else
    cj_sb_printf(sb, "cj_f32_from_bits(0x%08" PRIx32 "u)", bits);
}

static void print_const(pctx *p, const kir_inst *in) {
  uint64_t u = (uint64_t)in->imm;
  def_begin(p, in);
  switch (in->type) {
  case KT_I1:
    cj_sb_puts(p->sb, (u & 1) ? "true" : "false");
    break;
  case KT_I16:
  case KT_F16:
  case KT_BF16:
    cj_sb_printf(p->sb, "(cj_u16)0x%04" PRIx64, u & 0xffff);
    break;
  case KT_I32:
    put_uint(p->sb, u & 0xffffffffu, "u");
    break;
  case KT_I64:
    put_uint(p->sb, u, "ull");
    break;
  case KT_F32:
    put_f32(p->sb, (uint32_t)u);
    break;
  case KT_PTR:
    cj_sb_puts(p->sb, "(cj_ptr)");
    put_uint(p->sb, u, "ull");
    break;
  default:
    perr(p, CJ_E_UNSUPPORTED, "constant type", in);
  }
  cj_sb_puts(p->sb, ";\n");
}

/* ---- arithmetic -------------------------------------------------------------------------------
 */
static const char *bin_sym(kir_opcode op) {
  switch (op) {
  case KIR_ADD:
    return "+";
  case KIR_SUB:
    return "-";
  case KIR_MUL:
    return "*";
  case KIR_UDIV:
    return "/";
  case KIR_UREM:
    return "%";
  case KIR_AND:
    return "&";
  case KIR_OR:
    return "|";
  case KIR_XOR:
    return "^";
  case KIR_SHL:
    return "<<";
  case KIR_LSHR:
    return ">>";
  default:
    return NULL;
  }
}

/* min/max: signed for MIN/MAX on integers, unsigned for UMIN/UMAX, minNum/maxNum on F32. */
static void print_minmax(pctx *p, const kir_inst *in) {
  int is_min = in->op == KIR_MIN || in->op == KIR_UMIN;
  if (in->type == KT_F32) {
    cj_sb_printf(p->sb, "%s(v%u, v%u)", is_min ? "cj_fminf" : "cj_fmaxf", in->a, in->b);
    return;
  }
  cj_sb_puts(p->sb, "(");
  if (in->op == KIR_MIN || in->op == KIR_MAX) {
    sval(p, in->type, in->a);
    cj_sb_puts(p->sb, is_min ? " < " : " > ");
    sval(p, in->type, in->b);
  } else {
    cj_sb_printf(p->sb, "v%u %s v%u", in->a, is_min ? "<" : ">", in->b);
  }
  cj_sb_printf(p->sb, " ? v%u : v%u)", in->a, in->b);
}

static void print_bin(pctx *p, const kir_inst *in) {
  const char *sym = bin_sym(in->op);
  def_begin(p, in);
  if (kir_op_class_of(in->op) == KC_MINMAX) {
    print_minmax(p, in);
  } else if (in->op == KIR_ASHR) {
    cj_sb_printf(p->sb, "(%s)(", ctype(in->type));
    sval(p, in->type, in->a);
    cj_sb_printf(p->sb, " >> v%u)", in->b);
  } else if (!sym) {
    perr(p, CJ_E_INTERNAL, "unknown binary operation", in);
  } else if (in->type == KT_I16) { /* u16 promotes to int: compute in 32 bits, then wrap */
    cj_sb_printf(p->sb, "(cj_u16)((cj_u32)v%u %s (cj_u32)v%u)", in->a, sym, in->b);
  } else if (in->type == KT_I1) {
    const char *l = in->op == KIR_AND ? "&&" : in->op == KIR_OR ? "||" : "!=";
    cj_sb_printf(p->sb, "v%u %s v%u", in->a, l, in->b);
  } else {
    cj_sb_printf(p->sb, "v%u %s v%u", in->a, sym, in->b);
  }
  cj_sb_puts(p->sb, ";\n");
}

static void print_cmp(pctx *p, const kir_inst *in) {
  static const char *const syms[] = {
      "==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">=", "==", "!=", "<", "<=", ">", ">="};
  kir_pred pr = (kir_pred)in->imm;
  kir_type t = tyof(p, in->a, in);
  def_begin(p, in);
  if ((unsigned)pr >= KIR_PRED_COUNT_) {
    perr(p, CJ_E_INTERNAL, "unknown predicate", in);
    pr = KIR_EQ;
  }
  if (pr >= KIR_SLT && pr <= KIR_SGE) {
    sval(p, t, in->a);
    cj_sb_printf(p->sb, " %s ", syms[pr]);
    sval(p, t, in->b);
  } else if (t == KT_PTR && pr >= KIR_ULT && pr <= KIR_UGE) {
    cj_sb_printf(p->sb, "(cj_u64)v%u %s (cj_u64)v%u", in->a, syms[pr], in->b);
  } else {
    /* unsigned integers, pointer equality, and C++'s float compares: ordered, except != */
    cj_sb_printf(p->sb, "v%u %s v%u", in->a, syms[pr], in->b);
  }
  cj_sb_puts(p->sb, ";\n");
}

/* ---- conversions ------------------------------------------------------------------------------
 */
static int is_16(kir_type t) { return t == KT_I16 || t == KT_F16 || t == KT_BF16; }

static void print_bitcast(pctx *p, const kir_inst *in, kir_type from) {
  kir_type to = in->type;
  if (is_16(from) && is_16(to))
    cj_sb_printf(p->sb, "v%u", in->a);
  else if (from == KT_I32 && to == KT_F32)
    cj_sb_printf(p->sb, "cj_f32_from_bits(v%u)", in->a);
  else if (from == KT_F32 && to == KT_I32)
    cj_sb_printf(p->sb, "cj_f32_bits(v%u)", in->a);
  else if ((from == KT_I64 && to == KT_PTR) || (from == KT_PTR && to == KT_I64))
    cj_sb_printf(p->sb, "(%s)v%u", ctype(to), in->a);
  else
    perr(p, CJ_E_UNSUPPORTED, "bitcast between these types", in);
}

static void print_sext(pctx *p, const kir_inst *in, kir_type from) {
  const char *to = ctype(in->type);
  if (from == KT_I1) /* true -> all ones */
    cj_sb_printf(p->sb, "(%s)(0 - (%s)v%u)", to, to, in->a);
  else
    cj_sb_printf(p->sb, "(%s)(%s)(%s)v%u", to, stype(in->type), stype(from), in->a);
}

static void print_cvt(pctx *p, const kir_inst *in) {
  kir_type from = tyof(p, in->a, in);
  def_begin(p, in);
  switch (in->op) {
  case KIR_ZEXT:
  case KIR_TRUNC:
    cj_sb_printf(p->sb, "(%s)v%u", ctype(in->type), in->a);
    break;
  case KIR_SEXT:
    print_sext(p, in, from);
    break;
  case KIR_BITCAST:
    print_bitcast(p, in, from);
    break;
  case KIR_FEXT:
    cj_sb_printf(p->sb, "%s(v%u)", from == KT_BF16 ? "cj_bf16_to_f32" : "cj_f16_to_f32", in->a);
    break;
  case KIR_FTRUNC:
    cj_sb_printf(p->sb, "%s(v%u)", in->type == KT_BF16 ? "cj_f32_to_bf16" : "cj_f32_to_f16", in->a);
    break;
  case KIR_SITOFP:
    cj_sb_printf(p->sb, "(float)(cj_i32)v%u", in->a);
    break;
  case KIR_FPTOSI:
    cj_sb_printf(p->sb, "cj_f32_to_i32_sat(v%u)", in->a);
    break;
  default:
    perr(p, CJ_E_INTERNAL, "unknown conversion", in);
  }
  cj_sb_puts(p->sb, ";\n");
}

/* ---- memory ------------------------------------------------------------------------------------
 */
/* The helper of an access: NULL for a plain one, "cj_ld_stream" etc. otherwise. An access less
 * aligned than its size goes through cj_ld_align<T, A> / cj_st_align<T, A> (hint dropped). */
static const char *access_helper(const kir_inst *in, int is_load) {
  if (in->hint == KIR_HINT_STREAM) return is_load ? "cj_ld_stream" : "cj_st_stream";
  if (in->hint == KIR_HINT_VOLATILE) return is_load ? "cj_ld_volatile" : "cj_st_volatile";
  return NULL;
}

/* The address operand: a global pointer as is, a shared offset within cj_smem. */
static const char *addr_base(pctx *p, const kir_inst *in) {
  return tyof(p, in->a, in) == KT_SPTR ? "cj_smem + " : "";
}

static void print_load(pctx *p, const kir_inst *in) {
  const char *t = ctype(in->type);
  const char *h = access_helper(in, 1), *base = addr_base(p, in);
  def_begin(p, in);
  if (!t) return;
  if (in->align < kir_type_size(in->type))
    cj_sb_printf(p->sb, "cj_ld_align<%s, %u>(%sv%u)", t, (unsigned)in->align, base, in->a);
  else if (h)
    cj_sb_printf(p->sb, "%s((const %s *)v%u)", h, t, in->a);
  else
    cj_sb_printf(p->sb, *base ? "*(const %s *)(%sv%u)" : "*(const %s *)%sv%u", t, base, in->a);
  cj_sb_puts(p->sb, ";\n");
}

/* AMD: the prelude's buffer load; elsewhere a plain load of base + soff + voff */
static void print_load_off(pctx *p, const kir_inst *in) {
  const char *t = ctype(in->type);
  def_begin(p, in);
  if (!t) return;
  if (p->t && p->t->vendor == CJ_VENDOR_AMD)
    cj_sb_printf(p->sb, "cj_ld_off<%s>(v%u, v%u, v%u, %" PRId64 "u);\n", t, in->a, in->b, in->c,
                 in->imm);
  else
    cj_sb_printf(p->sb, "*(const %s *)(v%u + (cj_u64)v%u + (cj_u64)v%u);\n", t, in->a, in->b,
                 in->c);
}

static void print_store(pctx *p, const kir_inst *in) {
  const char *t = ctype(in->type);
  const char *h = access_helper(in, 0), *base = addr_base(p, in);
  if (!t) {
    perr(p, CJ_E_UNSUPPORTED, "store type", in);
    return;
  }
  line_begin(p);
  if (in->align < kir_type_size(in->type))
    cj_sb_printf(p->sb, "cj_st_align<%s, %u>(%sv%u, v%u);\n", t, (unsigned)in->align, base, in->a,
                 in->b);
  else if (h)
    cj_sb_printf(p->sb, "%s((%s *)v%u, v%u);\n", h, t, in->a, in->b);
  else
    cj_sb_printf(p->sb, *base ? "*(%s *)(%sv%u) = v%u;\n" : "*(%s *)%sv%u = v%u;\n", t, base, in->a,
                 in->b);
}

static const char lanes[] = "xyzw";

/* ".x" .. ".w" for 2 and 4 lanes; "[i]" for the 16 lanes of an AMD accumulator. */
static void put_lane(pctx *p, kir_type vt, int64_t lane) {
  if (vt == KT_V16I32)
    cj_sb_printf(p->sb, "[%d]", (int)(lane & 15));
  else
    cj_sb_printf(p->sb, ".%c", lanes[lane & 3]);
}

static void print_vector(pctx *p, const kir_inst *in) {
  if (in->op == KIR_INSERT) { /* a mutable copy, then the lane */
    line_begin(p);
    cj_sb_printf(p->sb, "%s v%u = v%u;\n", ctype(in->type), in->dst, in->a);
    line_begin(p);
    cj_sb_printf(p->sb, "v%u", in->dst);
    put_lane(p, in->type, in->imm);
    cj_sb_printf(p->sb, " = v%u;\n", in->b);
    return;
  }
  def_begin(p, in);
  if (in->op == KIR_EXTRACT) {
    cj_sb_printf(p->sb, "v%u", in->a);
    put_lane(p, tyof(p, in->a, in), in->imm);
    cj_sb_puts(p->sb, ";\n");
  } else {
    const char *n = in->type == KT_V2I32 ? "u32x2" : in->type == KT_V4I32 ? "u32x4" : "u32x16";
    cj_sb_printf(p->sb, "cj_splat_%s(v%u);\n", n, in->b);
  }
}

/* ---- atomics ------------------------------------------------------------------------------------
 */
static int atomic_ok(pctx *p, const kir_inst *in) {
  int ok = (in->type == KT_I32 || in->type == KT_I64) && in->order < KIR_ORDER_COUNT_ &&
           in->scope < KIR_SCOPE_COUNT_;
  if (in->op == KIR_ATOMIC_LOAD) ok = ok && (in->order == KIR_RELAXED || in->order == KIR_ACQUIRE);
  if (in->op == KIR_ATOMIC_STORE) ok = ok && (in->order == KIR_RELAXED || in->order == KIR_RELEASE);
  if (in->op == KIR_ATOMIC_RMW) ok = ok && (uint64_t)in->imm < KIR_RMW_COUNT_;
  if (!ok) perr(p, CJ_E_UNSUPPORTED, "atomic type, order, scope or operation", in);
  return ok;
}

static void print_atomic(pctx *p, const kir_inst *in) {
  if (!atomic_ok(p, in)) return;
  const char *o = kir_order_name((kir_order)in->order);
  const char *s = kir_scope_name((kir_scope)in->scope);
  const char *t = ctype(in->type);
  if (in->op == KIR_ATOMIC_STORE) {
    line_begin(p);
    cj_sb_printf(p->sb, "cj_atomic_store_%s_%s((%s *)v%u, v%u);\n", o, s, t, in->a, in->b);
    return;
  }
  def_begin(p, in);
  if (in->op == KIR_ATOMIC_LOAD)
    cj_sb_printf(p->sb, "cj_atomic_load_%s_%s((%s *)v%u);\n", o, s, t, in->a);
  else if (in->op == KIR_ATOMIC_RMW)
    cj_sb_printf(p->sb, "cj_atomic_%s_%s_%s((%s *)v%u, v%u);\n", kir_rmw_name((kir_rmw)in->imm), o,
                 s, t, in->a, in->b);
  else
    cj_sb_printf(p->sb, "cj_atomic_cas_%s_%s((%s *)v%u, v%u, v%u);\n", o, s, t, in->a, in->b,
                 in->c);
}

static void print_fence(pctx *p, const kir_inst *in) {
  if (in->order == KIR_RELAXED || in->order >= KIR_ORDER_COUNT_ || in->scope >= KIR_SCOPE_COUNT_) {
    perr(p, CJ_E_UNSUPPORTED, "fence order or scope", in);
    return;
  }
  line_begin(p);
  cj_sb_printf(p->sb, "cj_fence_%s_%s();\n", kir_order_name((kir_order)in->order),
               kir_scope_name((kir_scope)in->scope));
}

/* ---- structured control flow --------------------------------------------------------------------
 */
static void print_region(pctx *p, int r);

static int region_ok(pctx *p, int r, const kir_inst *in) {
  if (r >= 0 && r < p->k->nregions) return 1;
  perr(p, CJ_E_INTERNAL, "missing sub-region", in);
  return 0;
}

static void close_brace(pctx *p) {
  line_begin(p);
  cj_sb_puts(p->sb, "}\n");
}

static void print_if(pctx *p, const kir_inst *in) {
  if (!region_ok(p, in->r0, in)) return;
  line_begin(p);
  cj_sb_printf(p->sb, "if (v%u) {\n", in->a);
  print_region(p, in->r0);
  if (in->r1 >= 0 && region_ok(p, in->r1, in)) {
    line_begin(p);
    cj_sb_puts(p->sb, "} else {\n");
    print_region(p, in->r1);
  }
  close_brace(p);
}

static void print_for(pctx *p, const kir_inst *in) {
  const char *t = in->type == KT_I64 ? "cj_u64" : "cj_u32";
  if (!region_ok(p, in->r0, in)) return;
  if (in->flags & (KIR_FOR_UNROLL | KIR_FOR_UNROLL2)) {
    line_begin(p);
    cj_sb_puts(p->sb, (in->flags & KIR_FOR_UNROLL) ? "#pragma unroll\n" : "#pragma unroll 2\n");
  }
  line_begin(p);
  cj_sb_printf(p->sb, "for (%s v%u = v%u; v%u < v%u; v%u += v%u) {\n", t, in->dst, in->a, in->dst,
               in->b, in->dst, in->c);
  print_region(p, in->r0);
  close_brace(p);
}

/* while (true) { <condition region>; if (!c) break; <body> } */
static void print_while(pctx *p, const kir_inst *in) {
  if (!region_ok(p, in->r0, in) || !region_ok(p, in->r1, in)) return;
  line_begin(p);
  cj_sb_puts(p->sb, "while (true) {\n");
  print_region(p, in->r0);
  p->ind++;
  line_begin(p);
  cj_sb_printf(p->sb, "if (!v%u) break;\n", in->a);
  p->ind--;
  print_region(p, in->r1);
  close_brace(p);
}

/* ---- instructions -------------------------------------------------------------------------------
 */
static void print_simple(pctx *p, const kir_inst *in, const char *expr) {
  def_begin(p, in);
  cj_sb_printf(p->sb, "%s;\n", expr);
}

static void print_var(pctx *p, const kir_inst *in) {
  if ((int)in->var >= p->k->nvars) {
    perr(p, CJ_E_INTERNAL, "unknown variable", in);
    return;
  }
  if (p->wg && kir_var_is_wgmma_acc(p->k, in->var)) { /* a float4 (print_locals) */
    static const char *const f[] = {"x", "y", "z", "w"};
    if (in->op == KIR_VAR_GET) {
      def_begin(p, in);
      cj_sb_puts(p->sb, "make_uint4(");
      for (int e = 0; e < 4; e++) {
        cj_sb_puts(p->sb, e ? ", __float_as_uint(" : "__float_as_uint(");
        put_var(p, in->var);
        cj_sb_printf(p->sb, ".%s)", f[e]);
      }
      cj_sb_puts(p->sb, ");\n");
      return;
    }
    line_begin(p);
    put_var(p, in->var);
    cj_sb_printf(p->sb, " = make_float4(__uint_as_float(v%u.x), __uint_as_float(v%u.y), "
                        "__uint_as_float(v%u.z), __uint_as_float(v%u.w));\n",
                 in->a, in->a, in->a, in->a);
    return;
  }
  if (in->op == KIR_VAR_GET) {
    def_begin(p, in);
    put_var(p, in->var);
    cj_sb_puts(p->sb, ";\n");
    return;
  }
  line_begin(p);
  put_var(p, in->var);
  cj_sb_printf(p->sb, " = v%u;\n", in->a);
}

static void print_param_ref(pctx *p, const kir_inst *in) {
  if (in->imm < 0 || in->imm >= p->k->nparams) {
    perr(p, CJ_E_INTERNAL, "unknown parameter", in);
    return;
  }
  def_begin(p, in);
  if (p->k->params[in->imm].flags & KIR_PARAM_TMAP) cj_sb_puts(p->sb, "(cj_ptr)&");
  put_param(p, (int)in->imm);
  cj_sb_puts(p->sb, ";\n");
}

static void print_compute(pctx *p, const kir_inst *in) {
  line_begin(p);
  cj_status s = cj__hip_compute(p->k, p->t, in, p->sb, p->msg, sizeof p->msg);
  if (s && !p->st) p->st = s;
}

static void print_inst(pctx *p, const kir_inst *in) {
  switch (in->op) {
  case KIR_CONST:
    print_const(p, in);
    break;
  case KIR_PARAM:
    print_param_ref(p, in);
    break;
  case KIR_TID:
    print_simple(p, in, "cj_tid()");
    break;
  case KIR_BID:
    print_simple(p, in, "cj_bid()");
    break;
  case KIR_TIMER_NS:
    print_simple(p, in, "cj_timer_ns()");
    break;
  case KIR_CMP:
    print_cmp(p, in);
    break;
  case KIR_SELECT:
    def_begin(p, in);
    cj_sb_printf(p->sb, "v%u ? v%u : v%u;\n", in->a, in->b, in->c);
    break;
  case KIR_ZEXT:
  case KIR_SEXT:
  case KIR_TRUNC:
  case KIR_BITCAST:
  case KIR_FEXT:
  case KIR_FTRUNC:
  case KIR_SITOFP:
  case KIR_FPTOSI:
    print_cvt(p, in);
    break;
  case KIR_PTR_ADD:
    def_begin(p, in);
    cj_sb_printf(p->sb, "v%u + v%u;\n", in->a, in->b);
    break;
  case KIR_LOAD:
    print_load(p, in);
    break;
  case KIR_LOAD_OFF:
    print_load_off(p, in);
    break;
  case KIR_STORE:
    print_store(p, in);
    break;
  case KIR_EXTRACT:
  case KIR_INSERT:
  case KIR_SPLAT:
    print_vector(p, in);
    break;
  case KIR_ATOMIC_LOAD:
  case KIR_ATOMIC_STORE:
  case KIR_ATOMIC_RMW:
  case KIR_ATOMIC_CAS:
    print_atomic(p, in);
    break;
  case KIR_FENCE:
    print_fence(p, in);
    break;
  case KIR_BARRIER:
    line_begin(p);
    cj_sb_puts(p->sb, "cj_barrier();\n");
    break;
  case KIR_VAR_GET:
  case KIR_VAR_SET:
    print_var(p, in);
    break;
  case KIR_IF:
    print_if(p, in);
    break;
  case KIR_FOR:
    print_for(p, in);
    break;
  case KIR_WHILE:
    print_while(p, in);
    break;
  case KIR_COMMENT:
    line_begin(p);
    cj_sb_printf(p->sb, "// %s\n", in->text ? in->text : "");
    break;
  default:
    if (kir_op_is_binary(in->op))
      print_bin(p, in);
    else if (kir_op_class_of(in->op) == KC_COMPUTE)
      print_compute(p, in);
    else
      perr(p, CJ_E_UNSUPPORTED, "instruction the HIP printer does not know", in);
  }
}

static void print_region(pctx *p, int r) {
  const kir_region *reg = &p->k->regions[r];
  p->ind++;
  for (int i = 0; i < reg->n && !p->st; i++)
    print_inst(p, &reg->insts[i]);
  p->ind--;
}

/* ---- the kernel
 * ---------------------------------------------------------------------------------- */
static int is_ident(const char *s) {
  if (!s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_')) return 0;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
          *s == '_'))
      return 0;
  return 1;
}

static cj_status print_signature(pctx *p) {
  const kir_kernel *k = p->k;
  /* (HIP's second bound counts waves per EU, not blocks: NVIDIA only) */
  if (k->min_blocks > 0 && p->t && p->t->vendor == CJ_VENDOR_NVIDIA)
    cj_sb_printf(p->sb, "extern \"C\" __global__ void __launch_bounds__(%d, %d) %s(",
                 k->block_threads, k->min_blocks, k->name);
  else if (k->waves_per_eu > 0 && p->t && p->t->vendor == CJ_VENDOR_AMD)
    cj_sb_printf(p->sb,
                 "extern \"C\" __global__ void __launch_bounds__(%d) "
                 "__attribute__((amdgpu_waves_per_eu(%d))) %s(",
                 k->block_threads, k->waves_per_eu, k->name);
  else
    cj_sb_printf(p->sb, "extern \"C\" __global__ void __launch_bounds__(%d) %s(",
                 k->block_threads, k->name);
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *pa = &k->params[i];
    const char *t = ctype(pa->type);
    if (!t || kir_type_is_vec(pa->type) || pa->type == KT_I1)
      return cj__fail(CJ_E_UNSUPPORTED, "HIP printer: parameter %s of type %s", pa->name,
                      kir_type_name(pa->type));
    if (pa->flags & KIR_PARAM_TMAP) { /* by value, read in place (TMA_LOAD takes its address) */
      if (!p->t || p->t->vendor != CJ_VENDOR_NVIDIA)
        return cj__fail(CJ_E_UNSUPPORTED, "HIP printer: tensor map parameter %s on %s",
                        pa->name, p->t ? p->t->name : "no target");
      t = "const __grid_constant__ cj_tmap_t";
    }
    cj_sb_printf(p->sb, "%s%s ", i ? ", " : "", t);
    if (pa->type == KT_PTR && (pa->flags & KIR_PARAM_NOALIAS) && !(pa->flags & KIR_PARAM_TMAP))
      cj_sb_puts(p->sb, "__restrict__ ");
    put_param(p, i);
  }
  cj_sb_puts(p->sb, ") {\n");
  return CJ_OK;
}

static void print_locals(pctx *p) {
  for (int i = 0; i < p->k->nvars; i++) {
    const char *t = ctype(p->k->vars[i].type);
    if (p->wg && kir_var_is_wgmma_acc(p->k, (kir_var)i)) t = "float4"; /* WGMMA's "+f" */
    cj_sb_printf(p->sb, "  %s ", t ? t : "?");
    put_var(p, (kir_var)i);
    cj_sb_puts(p->sb, " = {};\n");
    if (!t && !p->st) {
      p->st = CJ_E_UNSUPPORTED;
      snprintf(p->msg, sizeof p->msg, "variable %s of type %s", p->k->vars[i].name,
               kir_type_name(p->k->vars[i].type));
    }
  }
}

cj_status cj__print_hip(const kir_kernel *k, const cj_target *t, cj_sb *out) {
  const char *prelude = t ? cj__hip_prelude(t->vendor) : NULL;
  if (!prelude)
    return cj__fail(CJ_E_UNSUPPORTED, "HIP printer: no HIP for target %s", t ? t->full : "(none)");
  if (!k || !is_ident(k->name) || k->block_threads <= 0 || k->nregions < 1)
    return cj__fail(CJ_E_INVALID, "HIP printer: kernel without a valid name or block size");
  pctx p = {k, out, 0, CJ_OK, "", t, kir_uses_wgmma(k)};
  int compute = kir_uses_compute(k);
  cj_status st = compute ? cj__compute_check(k, t) : CJ_OK;
  if (st) return st;
  cj_sb_printf(out, "// colljit kernel %s (block %d, grid %d, %s)\n", k->name, k->block_threads,
               k->grid, t->full);
  if (kir_uses_wgmma(k)) cj_sb_puts(out, CJ_NEEDS_SM90A "\n");
  cj_sb_puts(out, prelude);
  cj_sb_puts(out, cj__prelude_common_text);
  if (compute)
    cj_sb_puts(out, t->vendor == CJ_VENDOR_AMD ? cj__prelude_compute_amd_text
                                               : cj__prelude_compute_nvidia_text);
  cj_sb_puts(out, "\n");
  st = print_signature(&p);
  if (st) return st;
  int align = k->shared_align > 16 ? k->shared_align : 16;
  if (cj__dynamic_shared(k, t))
    cj_sb_printf(out,
                 "  extern __shared__ __attribute__((aligned(%d))) char cj_smem[]; // %u bytes\n",
                 align, k->shared_bytes);
  else if (k->shared_bytes)
    cj_sb_printf(out, "  __shared__ __attribute__((aligned(%d))) char cj_smem[%u];\n", align,
                 k->shared_bytes);
  if (align > 16 && t->vendor == CJ_VENDOR_NVIDIA) /* kir's promise (KIR_SHARED_ALIGN), checked */
    cj_sb_printf(out, "  if (cj_smem_addr(cj_smem) & %du) __trap();\n", align - 1);
  print_locals(&p);
  print_region(&p, 0);
  cj_sb_puts(out, "}\n");
  if (p.st) return cj__fail(p.st, "HIP printer, kernel %s: %s", k->name, p.msg);
  if (out->failed) return cj__fail(CJ_E_OOM, "HIP printer: out of memory");
  return CJ_OK;
}
