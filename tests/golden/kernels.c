/* Small kernels built with the kir builder for the HIP printer tests. */
#include "kernels.h"

#include <stddef.h>

typedef struct tkb {
  kir_builder b;
  kir_val buf; /* PTR: scratch memory every section writes into */
  int64_t off; /* next free byte offset in buf */
} tkb;

static kir_val at(tkb *t, int64_t off) { return kir_ptr_add(&t->b, t->buf, kir_i64(&t->b, off)); }

/* Stores v at the next naturally aligned offset of buf. */
static void sink(tkb *t, kir_val v) {
  kir_type ty = kir_val_type(t->b.k, v);
  int size = ty == KT_I1 ? 4 : kir_type_size(ty);
  if (ty == KT_I1) v = kir_cvt(&t->b, KIR_ZEXT, KT_I32, v);
  t->off = (t->off + size - 1) / size * size;
  kir_store(&t->b, at(t, t->off), v, size, KIR_HINT_NONE);
  t->off += size;
}

static void binops(tkb *t, kir_val x, kir_val y) {
  kir_type ty = kir_val_type(t->b.k, x);
  for (kir_opcode op = KIR_ADD; op <= KIR_UMAX; op++) {
    if (ty == KT_F32 && !(op <= KIR_MUL || op == KIR_MIN || op == KIR_MAX)) continue;
    if (ty == KT_I1 && !(op >= KIR_AND && op <= KIR_XOR)) continue;
    kir_val yy = y;
    if (op == KIR_SHL || op == KIR_LSHR || op == KIR_ASHR) /* a shift below the width */
      yy = kir_bin(&t->b, KIR_AND, y, kir_const(&t->b, ty, kir_type_size(ty) * 8 - 1));
    if (op == KIR_UDIV || op == KIR_UREM) /* never by zero */
      yy = kir_bin(&t->b, KIR_OR, y, kir_const(&t->b, ty, 1));
    sink(t, kir_bin(&t->b, op, x, yy));
  }
}

static void cmps(tkb *t, kir_val x, kir_val y) {
  kir_type ty = kir_val_type(t->b.k, x);
  int fp = ty == KT_F32;
  for (kir_pred p = fp ? KIR_FEQ : KIR_EQ; p <= (fp ? KIR_FGE : KIR_UGE); p++) {
    kir_val c = kir_cmp(&t->b, p, x, y);
    sink(t, kir_select(&t->b, c, x, y));
  }
}

static void arith(tkb *t, kir_val a32, kir_val b32) {
  kir_builder *b = &t->b;
  kir_val a64 = kir_cvt(b, KIR_ZEXT, KT_I64, a32), b64 = kir_cvt(b, KIR_SEXT, KT_I64, b32);
  kir_val a16 = kir_cvt(b, KIR_TRUNC, KT_I16, a32), b16 = kir_cvt(b, KIR_TRUNC, KT_I16, b32);
  kir_val fa = kir_cvt(b, KIR_SITOFP, KT_F32, a32), fb = kir_f32(b, 0.1f);
  binops(t, a32, b32);
  binops(t, a64, b64);
  binops(t, a16, b16);
  binops(t, fa, kir_bin(b, KIR_MUL, fb, kir_f32(b, -3.0f)));
  kir_val c1 = kir_cmp(b, KIR_ULT, a32, b32), c2 = kir_const(b, KT_I1, 1);
  binops(t, c1, c2);
  cmps(t, a32, b32);
  cmps(t, a64, b64);
  cmps(t, a16, b16);
  cmps(t, fa, fb);
  cmps(t, t->buf, at(t, 64));
  sink(t, kir_cvt(b, KIR_FPTOSI, KT_I32, fa));
}

static void conversions(tkb *t, kir_val a32) {
  kir_builder *b = &t->b;
  kir_val c1 = kir_cmp(b, KIR_NE, a32, kir_i32(b, 0));
  sink(t, kir_cvt(b, KIR_SEXT, KT_I32, c1));
  sink(t, kir_cvt(b, KIR_SEXT, KT_I64, c1));
  sink(t, kir_cvt(b, KIR_ZEXT, KT_I16, c1));
  kir_val h = kir_cvt(b, KIR_TRUNC, KT_I16, a32);
  sink(t, kir_cvt(b, KIR_SEXT, KT_I32, h));
  sink(t, kir_cvt(b, KIR_SEXT, KT_I64, h));
  kir_val f16 = kir_cvt(b, KIR_BITCAST, KT_F16, h), bf = kir_cvt(b, KIR_BITCAST, KT_BF16, h);
  kir_val x =
      kir_bin(b, KIR_ADD, kir_cvt(b, KIR_FEXT, KT_F32, f16), kir_cvt(b, KIR_FEXT, KT_F32, bf));
  sink(t, kir_cvt(b, KIR_FTRUNC, KT_F16, x));
  sink(t, kir_cvt(b, KIR_FTRUNC, KT_BF16, x));
  sink(t, kir_cvt(b, KIR_BITCAST, KT_BF16, f16));
  sink(t, kir_cvt(b, KIR_BITCAST, KT_I32, x));
  sink(t, kir_cvt(b, KIR_BITCAST, KT_F32, a32));
  kir_val p = kir_cvt(b, KIR_BITCAST, KT_PTR, kir_cvt(b, KIR_BITCAST, KT_I64, t->buf));
  kir_store(b, p, kir_const(b, KT_F16, 0x3c00), 2, KIR_HINT_NONE);
  kir_store(b, p, kir_const(b, KT_BF16, 0xff80), 2, KIR_HINT_NONE);
  kir_store(b, p, kir_const(b, KT_PTR, 0), 8, KIR_HINT_NONE);
  sink(t, kir_const(b, KT_I64, -1));
  sink(t, kir_f32(b, 1.0f / 0.0f));
  sink(t, kir_f32(b, -0.0f));
  sink(t, kir_f32(b, -123.0f));
}

/* Loads and stores of every memory type, with every hint, and under-aligned ones. */
static void memory(tkb *t) {
  static const kir_type types[] = {KT_I16, KT_F16, KT_BF16,  KT_I32,  KT_F32,
                                   KT_I64, KT_PTR, KT_V2I32, KT_V4I32};
  kir_builder *b = &t->b;
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
    int size = kir_type_size(types[i]);
    for (kir_hint h = KIR_HINT_NONE; h < KIR_HINT_COUNT_; h++) {
      kir_val v = kir_load(b, types[i], at(t, 256), size, h);
      kir_store(b, at(t, 512), v, size, h);
    }
    if (size > 1) {
      kir_val v = kir_load(b, types[i], at(t, 258), size / 2, KIR_HINT_STREAM);
      kir_store(b, at(t, 514), v, size / 2, KIR_HINT_NONE);
    }
  }
}

static void vectors(tkb *t, kir_val a32) {
  kir_builder *b = &t->b;
  kir_val v4 = kir_splat(b, KT_V4I32, a32), v2 = kir_splat(b, KT_V2I32, a32);
  for (int lane = 0; lane < 4; lane++) {
    v4 = kir_insert(b, v4, lane, kir_bin(b, KIR_ADD, kir_extract(b, v4, lane), kir_i32(b, lane)));
    if (lane < 2) v2 = kir_insert(b, v2, lane, kir_extract(b, v4, lane));
  }
  kir_val c = kir_cmp(b, KIR_EQ, a32, kir_i32(b, 7));
  kir_store(b, at(t, 1024), kir_select(b, c, v4, kir_splat(b, KT_V4I32, a32)), 16, KIR_HINT_NONE);
  kir_store(b, at(t, 1040), v2, 8, KIR_HINT_NONE);
}

static void atomics(tkb *t, kir_val a32) {
  kir_builder *b = &t->b;
  kir_val a64 = kir_cvt(b, KIR_ZEXT, KT_I64, a32);
  for (kir_scope s = KIR_SCOPE_BLOCK; s < KIR_SCOPE_COUNT_; s++) {
    for (int w = 0; w < 2; w++) {
      kir_type ty = w ? KT_I64 : KT_I32;
      kir_val v = w ? a64 : a32, p = at(t, 2048 + 8 * w);
      sink(t, kir_atomic_load(b, ty, p, KIR_RELAXED, s));
      sink(t, kir_atomic_load(b, ty, p, KIR_ACQUIRE, s));
      kir_atomic_store(b, p, v, KIR_RELAXED, s);
      kir_atomic_store(b, p, v, KIR_RELEASE, s);
      for (kir_order o = KIR_RELAXED; o < KIR_ORDER_COUNT_; o++) {
        for (kir_rmw r = KIR_RMW_ADD; r < KIR_RMW_COUNT_; r++)
          sink(t, kir_atomic_rmw(b, r, p, v, o, s));
        sink(t, kir_atomic_cas(b, p, v, kir_bin(b, KIR_ADD, v, v), o, s));
      }
    }
    for (kir_order o = KIR_ACQUIRE; o < KIR_ORDER_COUNT_; o++)
      kir_fence(b, o, s);
  }
  kir_barrier(b);
}

static void control(tkb *t, kir_val a32, kir_val n) {
  kir_builder *b = &t->b;
  kir_var acc = kir_var_new(b, "acc", KT_I32, kir_i32(b, 0));
  kir_var fl = kir_var_new(b, "f", KT_F32, kir_f32(b, 0.5f));
  kir_if_begin(b, kir_cmp(b, KIR_ULT, a32, n));
  kir_var_set(b, acc, a32);
  kir_else(b);
  kir_var_set(b, fl, kir_f32(b, 2.0f));
  kir_if_end(b);
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 8), kir_i32(b, 1), KIR_FOR_UNROLL);
  kir_var_set(b, acc, kir_bin(b, KIR_ADD, kir_var_get(b, acc), i));
  kir_for_end(b);
  kir_val j = kir_for_begin(b, kir_i64(b, 0), kir_cvt(b, KIR_ZEXT, KT_I64, n), kir_i64(b, 3), 0);
  kir_store(b, kir_ptr_add(b, t->buf, j), kir_var_get(b, fl), 4, KIR_HINT_NONE);
  kir_for_end(b);
  kir_while_begin(b);
  kir_val c = kir_cmp(b, KIR_SLT, kir_var_get(b, acc), n);
  kir_while_do(b, c);
  kir_var_set(b, acc, kir_bin(b, KIR_MUL, kir_var_get(b, acc), kir_i32(b, 3)));
  kir_while_end(b);
  sink(t, kir_var_get(b, acc));
}

kir_kernel *tk_all_ops(void) {
  kir_kernel *k = kir_kernel_new("cj_test_all_ops", 256, 4, 64);
  tkb t = {.off = 4096};
  kir_builder_init(&t.b, k);
  kir_builder *b = &t.b;
  t.buf = kir_param_new(b, "buf", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val n = kir_param_new(b, "n", KT_I32, 0, 0);
  kir_val ts = kir_param_new(b, "t0", KT_I64, 0, 0);
  kir_comment(b, "every op kind: %s", "arith, cmp, cvt, memory, vectors, atomics, control");
  kir_val tid = kir_tid(b), bid = kir_bid(b);
  sink(&t, kir_bin(b, KIR_SUB, kir_timer_ns(b), ts));
  arith(&t, tid, kir_bin(b, KIR_ADD, bid, n));
  conversions(&t, tid);
  memory(&t);
  vectors(&t, bid);
  atomics(&t, tid);
  control(&t, tid, n);
  if (kir_builder_finish(b)) {
    kir_kernel_free(k);
    return NULL;
  }
  return k;
}

kir_kernel *tk_copy_v4(void) {
  kir_kernel *k = kir_kernel_new("cj_test_copy_v4", 256, 8, 64);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val src = kir_param_new(&b, "src", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  kir_val dst = kir_param_new(&b, "dst", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val n = kir_param_new(&b, "n16", KT_I64, 0, 0);
  kir_val tid = kir_cvt(&b, KIR_ZEXT, KT_I64, kir_tid(&b));
  kir_val bid = kir_cvt(&b, KIR_ZEXT, KT_I64, kir_bid(&b));
  kir_val first = kir_bin(&b, KIR_ADD, kir_bin(&b, KIR_MUL, bid, kir_i64(&b, 256)), tid);
  kir_val i = kir_for_begin(&b, first, n, kir_i64(&b, 256 * 8), 0);
  kir_val off = kir_bin(&b, KIR_SHL, i, kir_i64(&b, 4));
  kir_val v = kir_load(&b, KT_V4I32, kir_ptr_add(&b, src, off), 16, KIR_HINT_NONE);
  kir_store(&b, kir_ptr_add(&b, dst, off), v, 16, KIR_HINT_NONE);
  kir_for_end(&b);
  if (kir_builder_finish(&b)) {
    kir_kernel_free(k);
    return NULL;
  }
  return k;
}

kir_kernel *tk_wait_flag(void) {
  kir_kernel *k = kir_kernel_new("cj_test_wait_flag", 64, 1, 64);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val flag = kir_param_new(&b, "flag", KT_PTR, 0, 4);
  kir_val status = kir_param_new(&b, "status", KT_PTR, 0, 4);
  kir_val target = kir_param_new(&b, "target", KT_I32, 0, 0);
  kir_val budget = kir_param_new(&b, "timeout_ns", KT_I64, 0, 0);
  kir_val t0 = kir_timer_ns(&b);
  kir_var done = kir_var_new(&b, "done", KT_I1, kir_const(&b, KT_I1, 0));
  kir_comment(&b, "spin until the flag reaches the target, or time out");
  kir_while_begin(&b);
  kir_val seen = kir_atomic_load(&b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_val early = kir_cmp(&b, KIR_ULT, seen, target);
  kir_val left = kir_cmp(&b, KIR_ULT, kir_bin(&b, KIR_SUB, kir_timer_ns(&b), t0), budget);
  kir_val go = kir_bin(&b, KIR_AND, early,
                       kir_bin(&b, KIR_XOR, kir_var_get(&b, done), kir_const(&b, KT_I1, 1)));
  kir_while_do(&b, go);
  kir_if_begin(&b, kir_bin(&b, KIR_XOR, left, kir_const(&b, KT_I1, 1)));
  kir_atomic_store(&b, status, kir_i32(&b, 1), KIR_RELAXED, KIR_SCOPE_SYSTEM);
  kir_var_set(&b, done, kir_const(&b, KT_I1, 1));
  kir_if_end(&b);
  kir_while_end(&b);
  kir_atomic_rmw(&b, KIR_RMW_ADD, flag, kir_i32(&b, 1), KIR_RELEASE, KIR_SCOPE_SYSTEM);
  if (kir_builder_finish(&b)) {
    kir_kernel_free(k);
    return NULL;
  }
  return k;
}
