/* Kernel IR: storage, builder, names and the text dump. */
#include "kir.h"
#include "kir_impl.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- names ------------------------------------------------------------------------------- */
#define NAME_FN(fn, type, list)                                                                \
  const char *fn(type x) {                                                                     \
    static const char *const names[] = {list(NAME_X_)};                                        \
    return ((unsigned)x < sizeof names / sizeof names[0]) ? names[x] : "?";                    \
  }
#define NAME_X_(e, s, ...) s,
NAME_FN(kir_type_name, kir_type, KIR_TYPE_LIST)
NAME_FN(kir_op_name, kir_opcode, KIR_OP_LIST)

kir_op_class kir_op_class_of(kir_opcode op) {
  static const kir_op_class classes[] = {
#define CLASS_X_(e, s, c) c,
      KIR_OP_LIST(CLASS_X_)
#undef CLASS_X_
  };
  return (unsigned)op < KIR_OP_COUNT_ ? classes[op] : KC_NOTE;
}

int kir_op_is_binary(kir_opcode op) {
  kir_op_class c = kir_op_class_of(op);
  return c == KC_ARITH || c == KC_BITWISE || c == KC_MINMAX;
}
NAME_FN(kir_pred_name, kir_pred, KIR_PRED_LIST)
NAME_FN(kir_rmw_name, kir_rmw, KIR_RMW_LIST)
NAME_FN(kir_order_name, kir_order, KIR_ORDER_LIST)
NAME_FN(kir_scope_name, kir_scope, KIR_SCOPE_LIST)
NAME_FN(kir_hint_name, kir_hint, KIR_HINT_LIST)
#undef NAME_X_

int kir_type_size(kir_type t) {
  static const int sizes[] = {
#define SIZE_X_(e, s, n) n,
      KIR_TYPE_LIST(SIZE_X_)
#undef SIZE_X_
  };
  return ((unsigned)t < KT_COUNT_) ? sizes[t] : 0;
}

int kir_type_is_int(kir_type t) { return t == KT_I1 || t == KT_I16 || t == KT_I32 || t == KT_I64; }
int kir_type_is_vec(kir_type t) { return t == KT_V2I32 || t == KT_V4I32 || t == KT_V16I32; }
int kir_vec_lanes(kir_type t) {
  return t == KT_V2I32 ? 2 : t == KT_V4I32 ? 4 : t == KT_V16I32 ? 16 : 1;
}

/* ---- storage ----------------------------------------------------------------------------- */
static void *grow(void *p, int *cap, int need, size_t elem) {
  if (need <= *cap) return p;
  int c = *cap ? *cap : 8;
  while (c < need) c *= 2;
  void *q = realloc(p, (size_t)c * elem);
  if (!q) return NULL;
  *cap = c;
  return q;
}

static char *dupstr(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

kir_kernel *kir_kernel_new(const char *name, int block_threads, int grid, int warp_size) {
  kir_kernel *k = calloc(1, sizeof *k);
  if (!k) return NULL;
  k->name = dupstr(name);
  k->block_threads = block_threads;
  k->grid = grid;
  k->warp_size = warp_size;
  k->regions = calloc(1, sizeof *k->regions);
  k->val_types = calloc(1, sizeof *k->val_types);
  if (!k->name || !k->regions || !k->val_types) {
    kir_kernel_free(k);
    return NULL;
  }
  k->nregions = 1;
  return k;
}

void kir_kernel_free(kir_kernel *k) {
  if (!k) return;
  for (int i = 0; i < k->nregions; i++) free(k->regions[i].insts);
  for (int i = 0; i < k->nparams; i++) free(k->params[i].name);
  for (int i = 0; i < k->nvars; i++) free(k->vars[i].name);
  for (int i = 0; i < k->ntexts; i++) free(k->texts[i]);
  for (int i = 0; i < k->nshared; i++)
    free(k->shared[i].name);
  free(k->shared);
  free(k->regions);
  free(k->params);
  free(k->vars);
  free(k->texts);
  free(k->val_types);
  free(k->name);
  free(k);
}

/* ---- builder ----------------------------------------------------------------------------- */
static void fail(kir_builder *b, const char *fmt, ...) {
  if (b->failed) return;
  b->failed = 1;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(b->err, sizeof b->err, fmt, ap);
  va_end(ap);
}

void kir_builder_init(kir_builder *b, kir_kernel *k) {
  memset(b, 0, sizeof *b);
  b->k = k;
  b->stack[0] = 0;
  b->depth = 1;
  if (!k) fail(b, "no kernel");
}

/* ---- scoping: a value is used only where its definition dominates the use ---------------- */
/* Visible after the instruction that defines it, in the rest of its region and the regions
 * nested there. An IF's regions end their values; a FOR's induction value lives in its body; a
 * WHILE's condition region reaches its body but not past the loop (LLVM would allow the
 * induction and condition values after the loop, the HIP text, which declares them inside the
 * loop, would not). */
static void scope_forget(const kir_kernel *k, int r, uint8_t *vis) {
  for (int i = 0; r >= 0 && i < k->regions[r].n; i++) {
    const kir_inst *in = &k->regions[r].insts[i];
    if (in->dst) vis[in->dst] = 0;
    scope_forget(k, in->r0, vis);
    scope_forget(k, in->r1, vis);
  }
}

static int scope_use(kir_builder *b, const kir_inst *in, kir_val v, const uint8_t *vis) {
  if (!v || vis[v]) return 0;
  fail(b, "value %%%u used by %s where its definition does not dominate the use", v,
       kir_op_name(in->op));
  return 1;
}

static int scope_walk(kir_builder *b, int r, uint8_t *vis) {
  const kir_kernel *k = b->k;
  for (int i = 0; i < k->regions[r].n; i++) {
    const kir_inst *in = &k->regions[r].insts[i];
    int is_while = in->op == KIR_WHILE;
    if (scope_use(b, in, is_while ? 0 : in->a, vis) || scope_use(b, in, in->b, vis) ||
        scope_use(b, in, in->c, vis))
      return 1;
    if (in->dst) vis[in->dst] = 1;
    if (in->r0 >= 0 && scope_walk(b, in->r0, vis)) return 1;
    if (is_while && scope_use(b, in, in->a, vis)) return 1; /* the condition, from r0 */
    if (!is_while) scope_forget(k, in->r0, vis);
    if (in->r1 >= 0 && scope_walk(b, in->r1, vis)) return 1;
    scope_forget(k, in->r1, vis);
    if (is_while) scope_forget(k, in->r0, vis);
    if (in->op == KIR_FOR) vis[in->dst] = 0;
  }
  return 0;
}

/* A roles IF (kir.h, "Roles and mbarriers"): both branches, no BARRIER in either. */
static int roles_walk(kir_builder *b, int r, int inside) {
  const kir_kernel *k = b->k;
  for (int i = 0; i < k->regions[r].n; i++) {
    const kir_inst *in = &k->regions[r].insts[i];
    int roles = in->op == KIR_IF && (in->flags & KIR_IF_ROLES);
    if (roles && in->r1 < 0) return fail(b, "roles without a second branch"), 1;
    if (inside && in->op == KIR_BARRIER)
      return fail(b, "barrier inside a role (the block's threads are split)"), 1;
    if (in->r0 >= 0 && roles_walk(b, in->r0, inside || roles)) return 1;
    if (in->r1 >= 0 && roles_walk(b, in->r1, inside || roles)) return 1;
  }
  return 0;
}

int kir_builder_finish(kir_builder *b) {
  if (!b->failed && (b->depth != 1 || b->nopen != 0)) fail(b, "unclosed region");
  if (!b->failed && b->k->nregions > 0) roles_walk(b, 0, 0);
  if (!b->failed && b->k->nregions > 0) {
    uint8_t *vis = calloc((size_t)b->k->nvals + 1, 1);
    if (!vis) fail(b, "out of memory");
    else scope_walk(b, 0, vis);
    free(vis);
  }
  return b->failed;
}

static kir_val new_val(kir_builder *b, kir_type t) {
  kir_kernel *k = b->k;
  kir_type *vt = realloc(k->val_types, (size_t)(k->nvals + 2) * sizeof *vt);
  if (!vt) {
    fail(b, "out of memory");
    return 0;
  }
  k->val_types = vt;
  k->nvals++;
  vt[k->nvals] = t;
  return k->nvals;
}

static int new_region(kir_builder *b) {
  kir_kernel *k = b->k;
  kir_region *r = realloc(k->regions, (size_t)(k->nregions + 1) * sizeof *r);
  if (!r) {
    fail(b, "out of memory");
    return -1;
  }
  k->regions = r;
  memset(&r[k->nregions], 0, sizeof *r);
  return k->nregions++;
}

/* Appends an instruction to the innermost open region; returns it (or NULL on failure). The
 * pointer is valid until the next append. */
static kir_inst *emit(kir_builder *b, kir_opcode op, kir_type t, int defines) {
  if (b->failed) return NULL;
  kir_val dst = defines ? new_val(b, t) : 0;
  if (b->failed) return NULL;
  kir_region *r = &b->k->regions[b->stack[b->depth - 1]];
  kir_inst *p = grow(r->insts, &r->cap, r->n + 1, sizeof *p);
  if (!p) {
    fail(b, "out of memory");
    return NULL;
  }
  r->insts = p;
  kir_inst *in = &p[r->n++];
  memset(in, 0, sizeof *in);
  in->op = op;
  in->type = t;
  in->dst = dst;
  in->r0 = in->r1 = -1;
  return in;
}

static kir_type vt(kir_builder *b, kir_val v) {
  if (v == 0 || v > b->k->nvals) {
    fail(b, "use of undefined value %u", v);
    return KT_VOID;
  }
  return b->k->val_types[v];
}

static int check(kir_builder *b, int ok, const char *what) {
  if (!ok) fail(b, "type error: %s", what);
  return ok && !b->failed;
}

/* For the compute builders (kir_compute.c). */
kir_inst *cj__kir_emit(kir_builder *b, kir_opcode op, kir_type t, int defines) {
  return emit(b, op, t, defines);
}
kir_type cj__kir_vt(kir_builder *b, kir_val v) { return vt(b, v); }
int cj__kir_check(kir_builder *b, int ok, const char *what) { return check(b, ok, what); }
char *cj__kir_dupstr(const char *s) { return dupstr(s); }

kir_val kir_param_new(kir_builder *b, const char *name, kir_type t, unsigned flags, int align) {
  kir_kernel *k = b->k;
  if (b->failed) return 0;
  if (!check(b, !(flags & KIR_PARAM_TMAP) || t == KT_PTR, "a tensor-map parameter is a ptr"))
    return 0;
  kir_param *p = realloc(k->params, (size_t)(k->nparams + 1) * sizeof *p);
  if (!p) {
    fail(b, "out of memory");
    return 0;
  }
  k->params = p;
  p[k->nparams] = (kir_param){dupstr(name), t, flags, align};
  kir_inst *in = emit(b, KIR_PARAM, t, 1);
  if (!in) return 0;
  in->imm = k->nparams++;
  return in->dst;
}

kir_val kir_const(kir_builder *b, kir_type t, int64_t bits) {
  check(b, t != KT_VOID && !kir_type_is_vec(t), "const of a scalar type");
  kir_inst *in = emit(b, KIR_CONST, t, 1);
  if (!in) return 0;
  in->imm = bits;
  return in->dst;
}

kir_val kir_i32(kir_builder *b, int32_t v) { return kir_const(b, KT_I32, v); }
kir_val kir_i64(kir_builder *b, int64_t v) { return kir_const(b, KT_I64, v); }
kir_val kir_f32(kir_builder *b, float v) {
  uint32_t bits;
  memcpy(&bits, &v, 4);
  return kir_const(b, KT_F32, bits);
}

static kir_val nullary(kir_builder *b, kir_opcode op, kir_type t) {
  kir_inst *in = emit(b, op, t, 1);
  return in ? in->dst : 0;
}

kir_val kir_tid(kir_builder *b) { return nullary(b, KIR_TID, KT_I32); }
kir_val kir_bid(kir_builder *b) { return nullary(b, KIR_BID, KT_I32); }
kir_val kir_timer_ns(kir_builder *b) { return nullary(b, KIR_TIMER_NS, KT_I64); }

kir_val kir_bin(kir_builder *b, kir_opcode op, kir_val x, kir_val y) {
  kir_type t = vt(b, x);
  if (!check(b, t == vt(b, y), "binary operands differ")) return 0;
  int isf = t == KT_F32;
  int fok = op == KIR_ADD || op == KIR_SUB || op == KIR_MUL || op == KIR_MIN || op == KIR_MAX;
  if (!check(b, kir_op_is_binary(op), "not a binary op")) return 0;
  if (!check(b, (kir_type_is_int(t) && t != KT_I1) ||
                 (t == KT_I1 && kir_op_class_of(op) == KC_BITWISE) || (isf && fok),
             "binary op on this type"))
    return 0;
  kir_inst *in = emit(b, op, t, 1);
  if (!in) return 0;
  in->a = x;
  in->b = y;
  return in->dst;
}

kir_val kir_cmp(kir_builder *b, kir_pred p, kir_val x, kir_val y) {
  kir_type t = vt(b, x);
  if (!check(b, t == vt(b, y), "compare operands differ")) return 0;
  int fp = p >= KIR_FEQ;
  if (!check(b, fp ? t == KT_F32 : (kir_type_is_int(t) || t == KT_PTR), "compare type"))
    return 0;
  kir_inst *in = emit(b, KIR_CMP, KT_I1, 1);
  if (!in) return 0;
  in->a = x;
  in->b = y;
  in->imm = p;
  return in->dst;
}

kir_val kir_select(kir_builder *b, kir_val c, kir_val x, kir_val y) {
  kir_type t = vt(b, x);
  if (!check(b, vt(b, c) == KT_I1 && t == vt(b, y), "select types")) return 0;
  kir_inst *in = emit(b, KIR_SELECT, t, 1);
  if (!in) return 0;
  in->a = c;
  in->b = x;
  in->c = y;
  return in->dst;
}

static int cvt_ok(kir_opcode op, kir_type from, kir_type to) {
  int fs = kir_type_size(from), ts = kir_type_size(to);
  switch (op) {
  case KIR_ZEXT:
  case KIR_SEXT:
    return kir_type_is_int(from) && kir_type_is_int(to) && ts > fs;
  case KIR_TRUNC:
    return kir_type_is_int(from) && kir_type_is_int(to) && ts < fs && to != KT_I1;
  case KIR_BITCAST:
    return fs == ts && from != to && from != KT_I1 && !kir_type_is_vec(from) &&
           !kir_type_is_vec(to);
  case KIR_FEXT:
    return (from == KT_F16 || from == KT_BF16) && to == KT_F32;
  case KIR_FTRUNC:
    return from == KT_F32 && (to == KT_F16 || to == KT_BF16);
  case KIR_SITOFP:
    return from == KT_I32 && to == KT_F32;
  case KIR_FPTOSI:
    return from == KT_F32 && to == KT_I32;
  default:
    return 0;
  }
}

kir_val kir_cvt(kir_builder *b, kir_opcode op, kir_type to, kir_val x) {
  if (!check(b, cvt_ok(op, vt(b, x), to), "conversion")) return 0;
  kir_inst *in = emit(b, op, to, 1);
  if (!in) return 0;
  in->a = x;
  return in->dst;
}

kir_val kir_ptr_add(kir_builder *b, kir_val p, kir_val bytes) {
  kir_type pt = vt(b, p);
  if (!check(b,
             (pt == KT_PTR && vt(b, bytes) == KT_I64) || (pt == KT_SPTR && vt(b, bytes) == KT_I32),
             "ptr_add(ptr, i64) or ptr_add(sptr, i32)"))
    return 0;
  kir_inst *in = emit(b, KIR_PTR_ADD, pt, 1);
  if (!in) return 0;
  in->a = p;
  in->b = bytes;
  return in->dst;
}

static int align_ok(int align) { return align >= 1 && align <= 256 && !(align & (align - 1)); }

/* A global pointer with any hint, or a shared one without. */
static int addr_ok(kir_builder *b, kir_val p, kir_hint hint) {
  kir_type t = vt(b, p);
  return t == KT_PTR || (t == KT_SPTR && hint == KIR_HINT_NONE);
}

kir_val kir_load(kir_builder *b, kir_type t, kir_val p, int align, kir_hint hint) {
  if (!check(b, addr_ok(b, p, hint) && t != KT_VOID && t != KT_I1 && align_ok(align),
             "load(ptr) of a memory type with a power-of-two alignment"))
    return 0;
  kir_inst *in = emit(b, KIR_LOAD, t, 1);
  if (!in) return 0;
  in->a = p;
  in->align = (uint16_t)align;
  in->hint = (uint8_t)hint;
  return in->dst;
}

kir_val kir_load_off(kir_builder *b, kir_type t, kir_val base, kir_val soff, kir_val voff,
                     uint32_t extent, int align) {
  if (!check(b, vt(b, base) == KT_PTR && vt(b, soff) == KT_I32 && vt(b, voff) == KT_I32 &&
                    kir_type_size(t) == 16 && align_ok(align) && extent >= 16,
             "load_off(ptr, i32, i32) of 16 bytes within a non-empty extent"))
    return 0;
  kir_inst *in = emit(b, KIR_LOAD_OFF, t, 1);
  if (!in) return 0;
  in->a = base;
  in->b = soff;
  in->c = voff;
  in->imm = extent;
  in->align = (uint16_t)align;
  return in->dst;
}

void kir_store(kir_builder *b, kir_val p, kir_val v, int align, kir_hint hint) {
  kir_type t = vt(b, v);
  if (!check(b, addr_ok(b, p, hint) && t != KT_I1 && align_ok(align), "store(ptr, value)")) return;
  kir_inst *in = emit(b, KIR_STORE, t, 0);
  if (!in) return;
  in->a = p;
  in->b = v;
  in->align = (uint16_t)align;
  in->hint = (uint8_t)hint;
}

kir_val kir_extract(kir_builder *b, kir_val vec, int lane) {
  kir_type t = vt(b, vec);
  if (!check(b, kir_type_is_vec(t) && lane >= 0 && lane < kir_vec_lanes(t), "extract lane"))
    return 0;
  kir_inst *in = emit(b, KIR_EXTRACT, KT_I32, 1);
  if (!in) return 0;
  in->a = vec;
  in->imm = lane;
  return in->dst;
}

kir_val kir_insert(kir_builder *b, kir_val vec, int lane, kir_val x) {
  kir_type t = vt(b, vec);
  if (!check(b, kir_type_is_vec(t) && lane >= 0 && lane < kir_vec_lanes(t) &&
                    vt(b, x) == KT_I32, "insert lane"))
    return 0;
  kir_inst *in = emit(b, KIR_INSERT, t, 1);
  if (!in) return 0;
  in->a = vec;
  in->b = x;
  in->imm = lane;
  return in->dst;
}

kir_val kir_splat(kir_builder *b, kir_type t, kir_val x) {
  if (!check(b, kir_type_is_vec(t) && vt(b, x) == KT_I32, "splat")) return 0;
  kir_inst *in = emit(b, KIR_SPLAT, t, 1);
  if (!in) return 0;
  in->b = x;
  return in->dst;
}

static int atomic_type(kir_type t) { return t == KT_I32 || t == KT_I64; }

kir_val kir_atomic_load(kir_builder *b, kir_type t, kir_val p, kir_order o, kir_scope s) {
  if (!check(b, atomic_type(t) && vt(b, p) == KT_PTR && (o == KIR_RELAXED || o == KIR_ACQUIRE),
             "atomic_load order/type"))
    return 0;
  kir_inst *in = emit(b, KIR_ATOMIC_LOAD, t, 1);
  if (!in) return 0;
  in->a = p;
  in->order = (uint8_t)o;
  in->scope = (uint8_t)s;
  return in->dst;
}

void kir_atomic_store(kir_builder *b, kir_val p, kir_val v, kir_order o, kir_scope s) {
  kir_type t = vt(b, v);
  if (!check(b, atomic_type(t) && vt(b, p) == KT_PTR && (o == KIR_RELAXED || o == KIR_RELEASE),
             "atomic_store order/type"))
    return;
  kir_inst *in = emit(b, KIR_ATOMIC_STORE, t, 0);
  if (!in) return;
  in->a = p;
  in->b = v;
  in->order = (uint8_t)o;
  in->scope = (uint8_t)s;
}

kir_val kir_atomic_rmw(kir_builder *b, kir_rmw op, kir_val p, kir_val v, kir_order o,
                       kir_scope s) {
  kir_type t = vt(b, v);
  if (!check(b, atomic_type(t) && vt(b, p) == KT_PTR, "atomic_rmw type")) return 0;
  kir_inst *in = emit(b, KIR_ATOMIC_RMW, t, 1);
  if (!in) return 0;
  in->a = p;
  in->b = v;
  in->imm = op;
  in->order = (uint8_t)o;
  in->scope = (uint8_t)s;
  return in->dst;
}

kir_val kir_atomic_cas(kir_builder *b, kir_val p, kir_val expect, kir_val desired, kir_order o,
                       kir_scope s) {
  kir_type t = vt(b, expect);
  if (!check(b, atomic_type(t) && t == vt(b, desired) && vt(b, p) == KT_PTR, "atomic_cas type"))
    return 0;
  kir_inst *in = emit(b, KIR_ATOMIC_CAS, t, 1);
  if (!in) return 0;
  in->a = p;
  in->b = expect;
  in->c = desired;
  in->order = (uint8_t)o;
  in->scope = (uint8_t)s;
  return in->dst;
}

void kir_fence(kir_builder *b, kir_order o, kir_scope s) {
  if (!check(b, o != KIR_RELAXED, "fence needs an order")) return;
  kir_inst *in = emit(b, KIR_FENCE, KT_VOID, 0);
  if (!in) return;
  in->order = (uint8_t)o;
  in->scope = (uint8_t)s;
}

void kir_barrier(kir_builder *b) { emit(b, KIR_BARRIER, KT_VOID, 0); }

void kir_comment(kir_builder *b, const char *fmt, ...) {
  if (b->failed) return;
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  for (char *p = buf; *p; p++)
    if (*p == '\n' || *p == '*' || *p == '/') *p = ' '; /* safe inside any comment syntax */
  kir_kernel *k = b->k;
  char **t = realloc(k->texts, (size_t)(k->ntexts + 1) * sizeof *t);
  char *s = dupstr(buf);
  if (!t || !s) {
    if (t) k->texts = t;
    free(s);
    fail(b, "out of memory");
    return;
  }
  k->texts = t;
  t[k->ntexts++] = s;
  kir_inst *in = emit(b, KIR_COMMENT, KT_VOID, 0);
  if (in) in->text = s;
}

kir_var kir_var_new(kir_builder *b, const char *name, kir_type t, kir_val init) {
  kir_kernel *k = b->k;
  if (b->failed) return 0;
  kir_var_info *v = realloc(k->vars, (size_t)(k->nvars + 1) * sizeof *v);
  if (!v) {
    fail(b, "out of memory");
    return 0;
  }
  k->vars = v;
  char unique[96]; /* printers declare variables by name: make each one distinct */
  snprintf(unique, sizeof unique, "%.80s%d", name, k->nvars);
  v[k->nvars] = (kir_var_info){dupstr(unique), t};
  kir_var id = (kir_var)k->nvars++;
  kir_var_set(b, id, init);
  return id;
}

kir_val kir_var_get(kir_builder *b, kir_var v) {
  if (!check(b, (int)v < b->k->nvars, "unknown variable")) return 0;
  kir_inst *in = emit(b, KIR_VAR_GET, b->k->vars[v].type, 1);
  if (!in) return 0;
  in->var = v;
  return in->dst;
}

void kir_var_set(kir_builder *b, kir_var v, kir_val x) {
  if (!check(b, (int)v < b->k->nvars && vt(b, x) == b->k->vars[v].type, "variable type"))
    return;
  kir_inst *in = emit(b, KIR_VAR_SET, b->k->vars[v].type, 0);
  if (!in) return;
  in->var = v;
  in->a = x;
}

/* ---- structured control flow -------------------------------------------------------------- */
static kir_inst *open_inst(kir_builder *b) {
  if (b->nopen == 0) return NULL;
  return &b->k->regions[b->open_region[b->nopen - 1]].insts[b->open_inst[b->nopen - 1]];
}

/* Emits a structured instruction and records it as open. */
static kir_inst *open_struct(kir_builder *b, kir_opcode op, kir_type t, int defines) {
  if (b->failed) return NULL;
  if (b->nopen >= 62 || b->depth >= 62) {
    fail(b, "control flow nested too deeply");
    return NULL;
  }
  int region = b->stack[b->depth - 1];
  kir_inst *in = emit(b, op, t, defines);
  if (!in) return NULL;
  b->open_region[b->nopen] = region;
  b->open_inst[b->nopen] = b->k->regions[region].n - 1;
  b->nopen++;
  return in;
}

static void push_region(kir_builder *b, int which) {
  int r = new_region(b);
  if (r < 0) return;
  kir_inst *in = open_inst(b);
  if (which == 0)
    in->r0 = r;
  else
    in->r1 = r;
  b->stack[b->depth++] = r;
}

static void close_struct(kir_builder *b, kir_opcode op) {
  if (b->failed) return;
  kir_inst *in = open_inst(b);
  if (!in || in->op != op || b->depth < 2) {
    fail(b, "mismatched end of %s", kir_op_name(op));
    return;
  }
  b->depth--;
  b->nopen--;
}

void kir_if_begin(kir_builder *b, kir_val c) {
  if (!check(b, vt(b, c) == KT_I1, "if condition is i1")) return;
  kir_inst *in = open_struct(b, KIR_IF, KT_VOID, 0);
  if (!in) return;
  in->a = c;
  push_region(b, 0);
}

void kir_roles_begin(kir_builder *b, kir_val c) {
  if (!check(b, b->k->warp_size == 32 && b->k->block_threads % 128 == 0,
             "roles in a warp-32 kernel of whole warpgroups"))
    return;
  kir_if_begin(b, c);
  kir_inst *in = open_inst(b);
  if (!b->failed && in && in->op == KIR_IF) in->flags |= KIR_IF_ROLES;
}

void kir_else(kir_builder *b) {
  kir_inst *in = open_inst(b);
  if (b->failed) return;
  if (!in || in->op != KIR_IF || in->r1 >= 0) {
    fail(b, "else without if");
    return;
  }
  b->depth--;
  push_region(b, 1);
}

void kir_if_end(kir_builder *b) { close_struct(b, KIR_IF); }

kir_val kir_for_begin(kir_builder *b, kir_val lo, kir_val hi, kir_val step, unsigned flags) {
  kir_type t = vt(b, lo);
  if (!check(b, (t == KT_I32 || t == KT_I64) && vt(b, hi) == t && vt(b, step) == t,
             "for bounds of one integer type"))
    return 0;
  kir_inst *in = open_struct(b, KIR_FOR, t, 1);
  if (!in) return 0;
  in->a = lo;
  in->b = hi;
  in->c = step;
  in->flags = (uint8_t)flags;
  kir_val iv = in->dst;
  push_region(b, 0);
  return iv;
}

void kir_for_end(kir_builder *b) { close_struct(b, KIR_FOR); }

void kir_while_begin(kir_builder *b) {
  if (!open_struct(b, KIR_WHILE, KT_VOID, 0)) return;
  push_region(b, 0);
}

void kir_while_do(kir_builder *b, kir_val cond) {
  kir_inst *in = open_inst(b);
  if (b->failed) return;
  if (!in || in->op != KIR_WHILE || in->r1 >= 0 || b->stack[b->depth - 1] != in->r0) {
    fail(b, "while_do without while_begin");
    return;
  }
  if (!check(b, vt(b, cond) == KT_I1, "while condition is i1")) return;
  in->a = cond;
  b->depth--;
  push_region(b, 1);
}

void kir_while_end(kir_builder *b) {
  kir_inst *in = open_inst(b);
  if (!b->failed && in && in->op == KIR_WHILE && in->r1 < 0) fail(b, "while without do");
  close_struct(b, KIR_WHILE);
}

/* ---- text dump ------------------------------------------------------------------------------ */
static void print_region(const kir_kernel *k, int r, int ind, cj_sb *sb);

static void print_inst(const kir_kernel *k, const kir_inst *in, int ind, cj_sb *sb) {
  cj_sb_indent(sb, ind);
  if (in->dst) cj_sb_printf(sb, "%%%u:%s = ", in->dst, kir_type_name(in->type));
  cj_sb_puts(sb, kir_op_name(in->op));
  switch (in->op) {
  case KIR_CONST:
    cj_sb_printf(sb, " %" PRId64, in->imm);
    break;
  case KIR_PARAM:
    cj_sb_printf(sb, " %s", k->params[in->imm].name);
    break;
  case KIR_CMP:
    cj_sb_printf(sb, ".%s %%%u, %%%u", kir_pred_name((kir_pred)in->imm), in->a, in->b);
    break;
  case KIR_EXTRACT:
  case KIR_INSERT:
    cj_sb_printf(sb, " %%%u[%" PRId64 "]", in->a, in->imm);
    if (in->b) cj_sb_printf(sb, ", %%%u", in->b);
    break;
  case KIR_LOAD:
  case KIR_STORE:
    cj_sb_printf(sb, ".%s align %u %%%u", kir_type_name(in->type), in->align, in->a);
    if (in->b) cj_sb_printf(sb, ", %%%u", in->b);
    if (in->hint) cj_sb_printf(sb, " !%s", kir_hint_name((kir_hint)in->hint));
    break;
  case KIR_LOAD_OFF:
    cj_sb_printf(sb, ".%s align %u %%%u, %%%u, %%%u extent %" PRId64, kir_type_name(in->type),
                 in->align, in->a, in->b, in->c, in->imm);
    break;
  case KIR_ATOMIC_RMW:
    cj_sb_printf(sb, ".%s", kir_rmw_name((kir_rmw)in->imm));
    /* fallthrough */
  case KIR_ATOMIC_LOAD:
  case KIR_ATOMIC_STORE:
  case KIR_ATOMIC_CAS:
  case KIR_FENCE:
    cj_sb_printf(sb, ".%s.%s", kir_order_name((kir_order)in->order),
                 kir_scope_name((kir_scope)in->scope));
    if (in->a) cj_sb_printf(sb, " %%%u", in->a);
    if (in->b) cj_sb_printf(sb, ", %%%u", in->b);
    if (in->c) cj_sb_printf(sb, ", %%%u", in->c);
    break;
  case KIR_VAR_GET:
    cj_sb_printf(sb, " $%s", k->vars[in->var].name);
    break;
  case KIR_VAR_SET:
    cj_sb_printf(sb, " $%s, %%%u", k->vars[in->var].name, in->a);
    break;
  case KIR_COMMENT:
    cj_sb_printf(sb, " \"%s\"", in->text);
    break;
  case KIR_IF:
    cj_sb_printf(sb, "%s %%%u {\n", (in->flags & KIR_IF_ROLES) ? ".roles" : "", in->a);
    print_region(k, in->r0, ind + 1, sb);
    cj_sb_indent(sb, ind);
    cj_sb_putc(sb, '}');
    if (in->r1 >= 0) {
      cj_sb_puts(sb, " else {\n");
      print_region(k, in->r1, ind + 1, sb);
      cj_sb_indent(sb, ind);
      cj_sb_putc(sb, '}');
    }
    break;
  case KIR_FOR:
    cj_sb_printf(sb, " %%%u .. %%%u step %%%u%s {\n", in->a, in->b, in->c,
                 (in->flags & KIR_FOR_UNROLL)    ? " unroll"
                 : (in->flags & KIR_FOR_UNROLL2) ? " unroll2"
                                                 : "");
    print_region(k, in->r0, ind + 1, sb);
    cj_sb_indent(sb, ind);
    cj_sb_putc(sb, '}');
    break;
  case KIR_WHILE:
    cj_sb_puts(sb, " {\n");
    print_region(k, in->r0, ind + 1, sb);
    cj_sb_indent(sb, ind);
    cj_sb_printf(sb, "} %%%u do {\n", in->a);
    print_region(k, in->r1, ind + 1, sb);
    cj_sb_indent(sb, ind);
    cj_sb_putc(sb, '}');
    break;
  default:
    if (kir_op_class_of(in->op) == KC_COMPUTE) {
      cj__kir_print_compute(k, in, sb);
      break;
    }
    if (in->a) cj_sb_printf(sb, " %%%u", in->a);
    if (in->b) cj_sb_printf(sb, ", %%%u", in->b);
    if (in->c) cj_sb_printf(sb, ", %%%u", in->c);
    break;
  }
  cj_sb_putc(sb, '\n');
}

static void print_region(const kir_kernel *k, int r, int ind, cj_sb *sb) {
  const kir_region *reg = &k->regions[r];
  for (int i = 0; i < reg->n; i++) print_inst(k, &reg->insts[i], ind, sb);
}

void kir_print(const kir_kernel *k, cj_sb *sb) {
  cj_sb_printf(sb, "kernel %s block %d grid %d warp %d\n", k->name, k->block_threads, k->grid,
               k->warp_size);
  for (int i = 0; i < k->nparams; i++)
    cj_sb_printf(sb, "  param %s: %s%s%s%s align %d\n", k->params[i].name,
                 kir_type_name(k->params[i].type),
                 (k->params[i].flags & KIR_PARAM_NOALIAS) ? " noalias" : "",
                 (k->params[i].flags & KIR_PARAM_READONLY) ? " readonly" : "",
                 (k->params[i].flags & KIR_PARAM_TMAP) ? " tensor_map" : "", k->params[i].align);
  for (int i = 0; i < k->nvars; i++)
    cj_sb_printf(sb, "  var $%s: %s\n", k->vars[i].name, kir_type_name(k->vars[i].type));
  for (int i = 0; i < k->nshared; i++)
    cj_sb_printf(sb, "  shared @%s: %u bytes at %u\n", k->shared[i].name, k->shared[i].bytes,
                 k->shared[i].offset);
  cj_sb_puts(sb, "{\n");
  print_region(k, 0, 1, sb);
  cj_sb_puts(sb, "}\n");
}
