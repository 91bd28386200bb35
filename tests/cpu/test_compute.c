/* The CPU executor's compute section against scalar references: shared memory (block-local,
 * scalars and vectors, ordered by barriers, races and bad offsets reported), shuffles at warp 32
 * and 64, the block reduction, ldmatrix, gfx950's transposing read, AMD's byte permute, cp.async
 * pipelines and MMA fragment layouts. */
#include <math.h>
#include <string.h>

#include "gen_compute.h"
#include "interp.h"
#include "interp_impl.h"
#include "test.h"

static uint64_t rng_state = 0x243f6a8885a308d3ull;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static float frnd(void) { return (float)((double)(rnd() >> 11) / 9007199254740992.0 * 2.0 - 1.0); }

static float f32_of(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint32_t bits_of(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* ---- kernels with parameters out, in0, in1 ------------------------------------------------- */
typedef struct kb {
  kir_kernel *k;
  kir_builder b;
  kir_val out, in0, in1, tid, gid;
} kb;

static void kb_begin(kb *t, int lanes, int grid, int warp) {
  t->k = kir_kernel_new("compute_test", lanes, grid, warp);
  kir_builder_init(&t->b, t->k);
  t->out = kir_param_new(&t->b, "out", KT_PTR, 0, 16);
  t->in0 = kir_param_new(&t->b, "in0", KT_PTR, 0, 16);
  t->in1 = kir_param_new(&t->b, "in1", KT_PTR, 0, 16);
  t->tid = kir_tid(&t->b);
  kir_val bid = kir_bin(&t->b, KIR_MUL, kir_bid(&t->b), kir_i32(&t->b, lanes));
  t->gid = kir_bin(&t->b, KIR_ADD, bid, t->tid);
}

/* base + index * size (global; index I32) */
static kir_val at(kb *t, kir_val base, kir_val index, int size) {
  kir_val i = kir_cvt(&t->b, KIR_ZEXT, KT_I64, index);
  return kir_ptr_add(&t->b, base, kir_bin(&t->b, KIR_MUL, i, kir_i64(&t->b, size)));
}

/* shared base + index * size */
static kir_val sat(kb *t, kir_val base, kir_val index, int size) {
  return kir_ptr_add(&t->b, base, kir_bin(&t->b, KIR_MUL, index, kir_i32(&t->b, size)));
}

static cj_status kb_run(kb *t, void *out, const void *in0, const void *in1) {
  if (kir_builder_finish(&t->b)) {
    fprintf(stderr, "builder: %s\n", t->b.err);
    kir_kernel_free(t->k);
    return CJ_E_INTERNAL;
  }
  uint64_t a[3] = {(uintptr_t)out, (uintptr_t)in0, (uintptr_t)in1};
  const uint64_t *args[1] = {a};
  cj_interp_opts o = {20, NULL, NULL};
  cj_status s = cj__interp_run(t->k, 1, args, &o);
  kir_kernel_free(t->k);
  return s;
}

static int error_says(const char *what) { return strstr(cj_last_error(), what) != NULL; }

/* ---- shared memory -------------------------------------------------------------------------- */
enum { SH_OK, SH_NO_BARRIER, SH_WAR, SH_OUT_OF_RANGE };

/* Each thread writes bid * 1000 + tid (i32) and splat(tid) (v4i32), then reads its neighbour's. */
static cj_status shared_kernel(int lanes, int grid, int mode, uint32_t *out) {
  kb t;
  kb_begin(&t, lanes, grid, 32);
  kir_builder *b = &t.b;
  int a1 = kir_shared_new(b, "words", 4 * lanes, 4);
  int a2 = kir_shared_new(b, "vecs", 16 * lanes, 16);
  kir_val s1 = kir_shared(b, a1), s2 = kir_shared(b, a2);
  kir_val next = kir_bin(b, KIR_UREM, kir_bin(b, KIR_ADD, t.tid, kir_i32(b, 7)), kir_i32(b, lanes));
  if (mode == SH_WAR) (void)kir_load(b, KT_I32, sat(&t, s1, next, 4), 4, KIR_HINT_NONE);
  kir_val v = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, kir_bid(b), kir_i32(b, 1000)), t.tid);
  kir_store(b, sat(&t, s1, t.tid, 4), v, 4, KIR_HINT_NONE);
  kir_store(b, sat(&t, s2, t.tid, 16), kir_splat(b, KT_V4I32, t.tid), 16, KIR_HINT_NONE);
  if (mode != SH_NO_BARRIER && mode != SH_WAR) kir_barrier(b);
  kir_val idx = mode == SH_OUT_OF_RANGE ? kir_i32(b, 5 * lanes) : next;
  kir_val x = kir_load(b, KT_I32, sat(&t, s1, idx, 4), 4, KIR_HINT_NONE);
  kir_val y = kir_load(b, KT_V4I32, sat(&t, s2, next, 16), 16, KIR_HINT_NONE);
  kir_store(b, at(&t, t.out, t.gid, 8), x, 4, KIR_HINT_NONE);
  kir_store(b, kir_ptr_add(b, at(&t, t.out, t.gid, 8), kir_i64(b, 4)), kir_extract(b, y, 3), 4,
            KIR_HINT_NONE);
  return kb_run(&t, out, NULL, NULL);
}

static void test_shared(void) {
  enum { L = 96, G = 3 };
  uint32_t out[2 * L * G];
  memset(out, 0, sizeof out);
  cj_status s = shared_kernel(L, G, SH_OK, out);
  CHECK(s == CJ_OK, "shared round trip: %s", cj_last_error());
  int bad = 0;
  for (int g = 0; g < G; g++)
    for (int l = 0; l < L; l++) {
      uint32_t n = (uint32_t)((l + 7) % L);
      bad += out[2 * (g * L + l)] != (uint32_t)g * 1000 + n || out[2 * (g * L + l) + 1] != n;
    }
  CHECK(bad == 0, "shared memory is per block and keeps scalars and vectors (%d wrong)", bad);
  s = shared_kernel(L, G, SH_NO_BARRIER, out);
  CHECK(s == CJ_E_INVALID && error_says("race"), "read after write without a barrier: %d %s", s,
        cj_last_error());
  s = shared_kernel(L, G, SH_WAR, out);
  CHECK(s == CJ_E_INVALID && error_says("read it"), "write after read without a barrier: %d %s", s,
        cj_last_error());
  s = shared_kernel(L, 1, SH_OUT_OF_RANGE, out);
  CHECK(s == CJ_E_INVALID && error_says("outside"), "access past the shared arrays: %d %s", s,
        cj_last_error());
}

/* ---- shuffles -------------------------------------------------------------------------------- */
static void test_shfl_one(int warp, kir_shfl_mode mode, kir_type ty) {
  enum { L = 128 };
  uint32_t x[L], lane[L], out[L];
  for (int i = 0; i < L; i++) {
    x[i] = ty == KT_F32 ? bits_of(frnd() * 100.0f) : (uint32_t)rnd();
    lane[i] = (uint32_t)rnd() % 200u; /* taken mod the warp size */
  }
  kb t;
  kb_begin(&t, L, 1, warp);
  kir_val v = kir_load(&t.b, ty, at(&t, t.in0, t.tid, 4), 4, KIR_HINT_NONE);
  kir_val s = kir_load(&t.b, KT_I32, at(&t, t.in1, t.tid, 4), 4, KIR_HINT_NONE);
  kir_store(&t.b, at(&t, t.out, t.tid, 4), kir_shfl(&t.b, mode, v, s), 4, KIR_HINT_NONE);
  cj_status st = kb_run(&t, out, x, lane);
  CHECK(st == CJ_OK, "shfl.%s: %s", kir_shfl_name(mode), cj_last_error());
  int bad = 0;
  for (int i = 0; i < L; i++) {
    int base = i - i % warp, l = i % warp, sl = (int)(lane[i] % (uint32_t)warp), src;
    src = mode == KIR_SHFL_XOR ? l ^ sl : mode == KIR_SHFL_DOWN ? (l + sl < warp ? l + sl : l) : sl;
    bad += out[i] != x[base + src];
  }
  CHECK(bad == 0, "shfl.%s.%s at warp %d: %d lanes wrong", kir_shfl_name(mode), kir_type_name(ty),
        warp, bad);
}

static void test_shfl(void) {
  for (int w = 32; w <= 64; w *= 2)
    for (int m = 0; m < KIR_SHFL_COUNT_; m++) {
      test_shfl_one(w, (kir_shfl_mode)m, KT_I32);
      test_shfl_one(w, (kir_shfl_mode)m, KT_F32);
    }
  /* only half a warp takes part: an error, not a silent value */
  kb t;
  kb_begin(&t, 64, 1, 32);
  kir_if_begin(&t.b, kir_cmp(&t.b, KIR_ULT, t.tid, kir_i32(&t.b, 16)));
  kir_val v = kir_shfl(&t.b, KIR_SHFL_XOR, t.tid, kir_i32(&t.b, 1));
  kir_store(&t.b, at(&t, t.out, t.tid, 4), v, 4, KIR_HINT_NONE);
  kir_if_end(&t.b);
  uint32_t out[64];
  cj_status s = kb_run(&t, out, NULL, NULL);
  CHECK(s == CJ_E_INVALID && error_says("16 of the 32 lanes"), "divergent shfl: %d %s", s,
        cj_last_error());
}

/* ---- block reduction ------------------------------------------------------------------------- */
static float op_f(kir_opcode op, float a, float b) { return op == KIR_ADD ? a + b : fmaxf(a, b); }

/* The helper's order, in C: butterfly per warp, then the warps in order. */
static float reduce_ref(kir_opcode op, const float *x, int n, int w) {
  float part[64] = {0}, acc = 0;
  for (int base = 0; base < n; base += w) {
    float v[64];
    for (int i = 0; i < w; i++)
      v[i] = x[base + i];
    for (int off = w / 2; off >= 1; off /= 2) {
      float nv[64];
      for (int i = 0; i < w; i++)
        nv[i] = op_f(op, v[i], v[i ^ off]);
      memcpy(v, nv, sizeof nv);
    }
    part[base / w] = v[0];
  }
  acc = part[0];
  for (int i = 1; i < n / w; i++)
    acc = op_f(op, acc, part[i]);
  return acc;
}

static void test_block_reduce_one(int threads, int warp, kir_opcode op) {
  enum { G = 2 };
  float x[G * 1024], out[G * 1024];
  for (int i = 0; i < G * threads; i++)
    x[i] = frnd() * 10.0f;
  kb t;
  kb_begin(&t, threads, G, warp);
  int scratch = kir_shared_new(&t.b, "scratch", cj__block_reduce_scratch(threads, warp), 4);
  kir_val v = kir_load(&t.b, KT_F32, at(&t, t.in0, t.gid, 4), 4, KIR_HINT_NONE);
  kir_val r = cj__gen_block_reduce_f32(&t.b, op, v, t.tid, scratch);
  /* twice in a row: the scratch is reusable right after */
  kir_val r2 = cj__gen_block_reduce_f32(&t.b, op, kir_bin(&t.b, KIR_ADD, v, v), t.tid, scratch);
  kir_val both = kir_bin(&t.b, KIR_SUB, r2, kir_bin(&t.b, KIR_ADD, r, r)); /* 2x exact */
  kir_store(&t.b, at(&t, t.out, t.gid, 4), kir_bin(&t.b, KIR_ADD, r, both), 4, KIR_HINT_NONE);
  cj_status s = kb_run(&t, out, x, NULL);
  CHECK(s == CJ_OK, "block reduce %d/%d: %s", threads, warp, cj_last_error());
  int bad = 0;
  double worst = 0;
  for (int g = 0; g < G; g++) {
    const float *xg = x + g * threads;
    float want = reduce_ref(op, xg, threads, warp);
    double exact = op == KIR_ADD ? 0.0 : -INFINITY, mag = 0;
    for (int i = 0; i < threads; i++) {
      exact = op == KIR_ADD ? exact + xg[i] : fmax(exact, xg[i]);
      mag += fabs(xg[i]);
    }
    for (int i = 0; i < threads; i++)
      bad += bits_of(out[g * threads + i]) != bits_of(want);
    double err = fabs(out[g * threads] - exact) / (mag > 0 ? mag : 1);
    if (err > worst) worst = err;
  }
  CHECK(bad == 0, "block %s of %d threads, warp %d: %d threads differ from the reference order",
        op == KIR_ADD ? "sum" : "max", threads, warp, bad);
  /* f32 summation of n terms: relative error below n * 2^-24 of the sum of magnitudes */
  CHECK(worst <= threads * 0x1p-24, "block reduce vs float64: %g", worst);
}

static void test_block_reduce(void) {
  static const int sizes[] = {64, 256, 1024};
  for (int w = 32; w <= 64; w *= 2)
    for (int i = 0; i < 3; i++) {
      test_block_reduce_one(sizes[i], w, KIR_ADD);
      test_block_reduce_one(sizes[i], w, KIR_MAX);
    }
}

/* ---- ldmatrix ---------------------------------------------------------------------------------
 */
/* Two warps; each owns 32 rows of 16 bytes in shared memory. Lane l of a warp points at row
 * perm(l) = (5l + 3) mod 32 of its warp's rows, so the test sees which lane's address is used. */
static int perm(int l) { return (5 * l + 3) % 32; }

static void test_ldmatrix_one(kir_type ty, unsigned flags) {
  enum { L = 64 };
  uint16_t rows[L * 8];
  uint32_t out[L * 4];
  for (int i = 0; i < L * 8; i++)
    rows[i] = (uint16_t)rnd();
  memset(out, 0, sizeof out);
  kb t;
  kb_begin(&t, L, 1, 32);
  kir_builder *b = &t.b;
  kir_val s = kir_shared(b, kir_shared_new(b, "rows", 16 * L, 16));
  kir_val v = kir_load(b, KT_V4I32, at(&t, t.in0, t.tid, 16), 16, KIR_HINT_NONE);
  kir_store(b, sat(&t, s, t.tid, 16), v, 16, KIR_HINT_NONE);
  kir_barrier(b);
  kir_val lane = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 31));
  kir_val warp0 = kir_bin(b, KIR_SUB, t.tid, lane);
  kir_val row = kir_bin(
      b, KIR_UREM, kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, lane, kir_i32(b, 5)), kir_i32(b, 3)),
      kir_i32(b, 32));
  kir_val m = kir_ldmatrix(b, ty, sat(&t, s, kir_bin(b, KIR_ADD, warp0, row), 16), flags);
  int x = kir_vec_lanes(ty);
  for (int i = 0; i < x; i++) {
    kir_val w = x == 1 ? m : kir_extract(b, m, i);
    kir_store(b, kir_ptr_add(b, at(&t, t.out, t.tid, 16), kir_i64(b, 4 * i)), w, 4, KIR_HINT_NONE);
  }
  cj_status st = kb_run(&t, out, rows, NULL);
  CHECK(st == CJ_OK, "ldmatrix x%d: %s", x, cj_last_error());
  int bad = 0;
  for (int l = 0; l < L; l++) {
    int base = l - l % 32, q = l % 32;
    for (int i = 0; i < x; i++) {
      /* matrix i, element (r, c) = row perm(8i + r) of this warp, element c */
      int r0 = q / 4, c0 = 2 * (q % 4);
#define EL(r, c) rows[(base + perm(8 * i + (r))) * 8 + (c)]
      uint32_t lo = (flags & KIR_LDMATRIX_TRANS) ? EL(c0, r0) : EL(r0, c0);
      uint32_t hi = (flags & KIR_LDMATRIX_TRANS) ? EL(c0 + 1, r0) : EL(r0, c0 + 1);
#undef EL
      bad += out[l * 4 + i] != (lo | hi << 16);
    }
  }
  CHECK(bad == 0, "ldmatrix x%d%s: %d words wrong", x, (flags & KIR_LDMATRIX_TRANS) ? ".trans" : "",
        bad);
}

static void test_ldmatrix(void) {
  static const kir_type tys[] = {KT_I32, KT_V2I32, KT_V4I32};
  for (int i = 0; i < 3; i++) {
    test_ldmatrix_one(tys[i], 0);
    test_ldmatrix_one(tys[i], KIR_LDMATRIX_TRANS);
  }
}

/* ---- ds_read_tr16 (gfx950's transposing LDS read) ----------------------------------------------
 */
/* Two waves; each owns 64 slots of 8 bytes (4 b16 elements) in shared memory. mode 0: lane l
 * points at slot (5l + 3) mod 64 of its wave's slots, so the test sees which lane's address and
 * which element each lane receives (kir.h: lane j of a group of 16 gets element j % 4 of the
 * slot of lane j / 4 + 4e as element e). mode 1: the use it is made for, written out
 * separately: each group of 16 lanes reads a 4 x 16 block (rows of 32 bytes), lane 4b + c at
 * row b, columns 4c..4c+3; lane j then holds column j, rows 0..3. */
static void test_ds_read_tr16_one(int mode) {
  enum { L = 128 };
  uint16_t el[L * 4];
  uint32_t out[L * 2];
  for (int i = 0; i < L * 4; i++)
    el[i] = (uint16_t)rnd();
  memset(out, 0, sizeof out);
  kb t;
  kb_begin(&t, L, 1, 64);
  kir_builder *b = &t.b;
  kir_val s = kir_shared(b, kir_shared_new(b, "slots", 8 * L, 16));
  kir_val v = kir_load(b, KT_V2I32, at(&t, t.in0, t.tid, 8), 8, KIR_HINT_NONE);
  kir_store(b, sat(&t, s, t.tid, 8), v, 8, KIR_HINT_NONE);
  kir_barrier(b);
  kir_val lane = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 63));
  kir_val wave0 = kir_bin(b, KIR_SUB, t.tid, lane);
  kir_val addr;
  if (mode == 0) {
    kir_val slot = kir_bin(
        b, KIR_UREM, kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, lane, kir_i32(b, 5)), kir_i32(b, 3)),
        kir_i32(b, 64));
    addr = sat(&t, s, kir_bin(b, KIR_ADD, wave0, slot), 8);
  } else { /* block of group l / 16: 128 bytes; row (l % 16) / 4, 8 bytes (l % 4) */
    kir_val grp = kir_bin(b, KIR_LSHR, t.tid, kir_i32(b, 4));
    kir_val s16 = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 15));
    kir_val off = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, grp, kir_i32(b, 128)),
                          kir_bin(b, KIR_ADD,
                                  kir_bin(b, KIR_MUL, kir_bin(b, KIR_LSHR, s16, kir_i32(b, 2)),
                                          kir_i32(b, 32)),
                                  kir_bin(b, KIR_MUL, kir_bin(b, KIR_AND, s16, kir_i32(b, 3)),
                                          kir_i32(b, 8))));
    addr = kir_ptr_add(b, s, off);
  }
  kir_val r = kir_ds_read_tr16(b, addr);
  kir_store(b, at(&t, t.out, t.tid, 8), r, 8, KIR_HINT_NONE);
  cj_status st = kb_run(&t, out, el, NULL);
  CHECK(st == CJ_OK, "ds_read_tr16 (mode %d): %s", mode, cj_last_error());
  int bad = 0;
  for (int l = 0; l < L; l++) {
    int wave = l - l % 64, g = l - l % 16, j = l % 16;
    for (int e = 0; e < 4; e++) {
      uint16_t want;
      if (mode == 0) {
        int src = g % 64 + j / 4 + 4 * e; /* the lane whose address holds the element */
        want = el[(wave + (5 * src + 3) % 64) * 4 + j % 4];
      } else {
        want = el[(g / 16) * 64 + e * 16 + j]; /* row e, column j of the group's block */
      }
      uint16_t got = (uint16_t)(out[l * 2 + e / 2] >> (16 * (e % 2)));
      bad += got != want;
    }
  }
  CHECK(bad == 0, "ds_read_tr16 (mode %d): %d elements wrong", mode, bad);
}

static void test_ds_read_tr16(void) {
  test_ds_read_tr16_one(0);
  test_ds_read_tr16_one(1);
  /* a wave-32 kernel cannot build it */
  kb t;
  kb_begin(&t, 32, 1, 32);
  kir_val s = kir_shared(&t.b, kir_shared_new(&t.b, "x", 256, 16));
  kir_ds_read_tr16(&t.b, s);
  CHECK(kir_builder_finish(&t.b) != 0, "ds_read_tr16 in a warp-32 kernel is refused");
  kir_kernel_free(t.k);
}

/* ---- perm (AMD's byte permute) ----------------------------------------------------------------
 */
/* The reference, written from the byte table: x[0..3] the bytes of lo, x[4..7] those of hi;
 * selector 8 + j replicates the top bit of x[2j + 1]. */
static uint32_t perm_ref(uint32_t hi, uint32_t lo, uint32_t sel) {
  uint8_t x[8];
  for (int i = 0; i < 4; i++)
    x[i] = (uint8_t)(lo >> (8 * i)), x[4 + i] = (uint8_t)(hi >> (8 * i));
  uint32_t r = 0;
  for (int i = 0; i < 4; i++) {
    unsigned s = (sel >> (8 * i)) & 0xff;
    uint8_t v = s <= 7 ? x[s] : s <= 11 ? ((x[2 * (s - 8) + 1] & 0x80) ? 0xff : 0) : s == 12 ? 0 : 0xff;
    r |= (uint32_t)v << (8 * i);
  }
  return r;
}

/* Every lane permutes its own two words with each of NSEL selectors: the two the GEMM staging
 * uses, every special byte value (8-12, 13 and above) and random ones. */
static void test_perm(void) {
  enum { L = 128, NSEL = 12 };
  static const uint32_t fixed[] = {0x05040100u, 0x07060302u, 0x0b0a0908u, 0x0c0d0eff,
                                   0x03020100u, 0x07060504u, 0x00070107u, 0x0c0c0c0cu};
  uint32_t sel[NSEL], hi[L], lo[L], out[L * NSEL];
  for (int i = 0; i < NSEL; i++)
    sel[i] = i < 8 ? fixed[i] : (uint32_t)rnd();
  for (int l = 0; l < L; l++)
    hi[l] = (uint32_t)rnd(), lo[l] = (uint32_t)rnd();
  hi[0] = 0x80008000u, lo[0] = 0x00800080u; /* the sign bits, each alone */
  hi[1] = 0x00800080u, lo[1] = 0x80008000u;
  memset(out, 0, sizeof out);
  kb t;
  kb_begin(&t, L, 1, 64);
  kir_builder *b = &t.b;
  kir_val h = kir_load(b, KT_I32, at(&t, t.in0, t.tid, 4), 4, KIR_HINT_NONE);
  kir_val w = kir_load(b, KT_I32, at(&t, t.in1, t.tid, 4), 4, KIR_HINT_NONE);
  for (int i = 0; i < NSEL; i++) {
    kir_val idx = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, t.tid, kir_i32(b, NSEL)), kir_i32(b, i));
    kir_store(b, at(&t, t.out, idx, 4), kir_perm(b, h, w, sel[i]), 4, KIR_HINT_NONE);
  }
  cj_status st = kb_run(&t, out, hi, lo);
  CHECK(st == CJ_OK, "perm: %s", cj_last_error());
  int bad = 0;
  for (int l = 0; l < L; l++)
    for (int i = 0; i < NSEL; i++)
      bad += out[l * NSEL + i] != perm_ref(hi[l], lo[l], sel[i]);
  CHECK(bad == 0, "perm: %d words wrong", bad);
  CHECK(perm_ref(0x44332211u, 0x88776655u, 0x05040100u) == 0x22116655u &&
            perm_ref(0x44332211u, 0x88776655u, 0x07060302u) == 0x44338877u,
        "perm: the reference packs the k pairs as the GEMM staging wants");
  /* operands other than two i32 are refused */
  kb_begin(&t, 64, 1, 64);
  kir_perm(&t.b, kir_i64(&t.b, 1), kir_i32(&t.b, 2), 0);
  CHECK(kir_builder_finish(&t.b) != 0, "perm of an i64 is refused");
  kir_kernel_free(t.k);
}

/* ---- cp.async ----------------------------------------------------------------------------------
 */
/* Two stages of 16 bytes per thread: stage 0 copied (every fifth thread's copy predicated off:
 * zeros), committed; stage 1 copied, committed; wait 1 (stage 0 done), barrier, read the
 * neighbour's stage 0; wait 0, barrier, read the neighbour's stage 1. `early`: read stage 1
 * before waiting for it (an error). */
static void test_cp_async(int early) {
  enum { L = 64 };
  uint32_t src[2 * L * 4], out[2 * L * 4];
  for (int i = 0; i < 2 * L * 4; i++)
    src[i] = (uint32_t)rnd();
  memset(out, 0, sizeof out);
  kb t;
  kb_begin(&t, L, 1, 32);
  kir_builder *b = &t.b;
  kir_val s = kir_shared(b, kir_shared_new(b, "stages", 2 * 16 * L, 16));
  kir_val on = kir_cmp(b, KIR_NE, kir_bin(b, KIR_UREM, t.tid, kir_i32(b, 5)), kir_i32(b, 0));
  for (int st = 0; st < 2; st++) {
    kir_val i = kir_bin(b, KIR_ADD, t.tid, kir_i32(b, st * L));
    kir_cp_async(b, sat(&t, s, i, 16), at(&t, t.in0, i, 16), 16, st == 0 ? on : 0);
    kir_cp_commit(b);
  }
  kir_val next = kir_bin(b, KIR_UREM, kir_bin(b, KIR_ADD, t.tid, kir_i32(b, 1)), kir_i32(b, L));
  for (int st = 0; st < 2; st++) {
    kir_cp_wait(b, early ? 1 : 1 - st);
    kir_barrier(b);
    kir_val i = kir_bin(b, KIR_ADD, next, kir_i32(b, st * L));
    kir_val v = kir_load(b, KT_V4I32, sat(&t, s, i, 16), 16, KIR_HINT_NONE);
    kir_store(b, at(&t, t.out, kir_bin(b, KIR_ADD, t.tid, kir_i32(b, st * L)), 16), v, 16,
              KIR_HINT_NONE);
  }
  cj_status st = kb_run(&t, out, src, NULL);
  if (early) {
    CHECK(st == CJ_E_INVALID && error_says("before the cp_async"),
          "reading a copy before its wait: %d %s", st, cj_last_error());
    return;
  }
  CHECK(st == CJ_OK, "cp.async pipeline: %s", cj_last_error());
  int bad = 0;
  for (int stg = 0; stg < 2; stg++)
    for (int l = 0; l < L; l++) {
      int n = (l + 1) % L, zero = stg == 0 && n % 5 == 0;
      for (int w = 0; w < 4; w++)
        bad += out[(stg * L + l) * 4 + w] != (zero ? 0u : src[(stg * L + n) * 4 + w]);
    }
  CHECK(bad == 0, "cp.async: %d words wrong", bad);
}

/* ---- MMA fragments -----------------------------------------------------------------------------
 */
static uint16_t to_half(float f, int f16) {
  uint32_t u = bits_of(f);
  return f16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
}
static float from_half(uint16_t h, int f16) {
  return f32_of(f16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h));
}

/* Random matrices of 16-bit values: small integers (exact sums) or uniform in [-1, 1). */
static void fill_half(uint16_t *m, int n, int f16, int ints) {
  for (int i = 0; i < n; i++)
    m[i] = to_half(ints ? (float)((int)(rnd() % 9) - 4) : frnd(), f16);
}

/* D = A B + C in float64, and the bound of f32 rounding: (K + 1) 2^-24 sum |terms|. */
static void mma_check(int M, int N, int K, const uint16_t *A, const uint16_t *B, const float *C,
                      const float *D, int f16, int ints, const char *what) {
  int bad = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double ref = C[i * N + j], mag = fabs(ref);
      for (int k = 0; k < K; k++) {
        double p = (double)from_half(A[i * K + k], f16) * from_half(B[k * N + j], f16);
        ref += p;
        mag += fabs(p);
      }
      double tol = ints ? 0.0 : (K + 1) * 0x1p-24 * mag;
      bad += fabs(D[i * N + j] - ref) > tol;
    }
  CHECK(bad == 0, "%s: %d of %d elements off", what, bad, M * N);
}

/* m16n8k16: the test packs the fragments from matrices with kir.h's layout (its own code). */
static void test_mma16(int f16, int ints) {
  uint16_t A[16 * 16], B[16 * 8];
  float C[16 * 8], D[16 * 8];
  uint32_t frag[32 * 4 + 32 * 4], cw[32 * 4], dw[32 * 4];
  fill_half(A, 256, f16, ints);
  fill_half(B, 128, f16, ints);
  for (int i = 0; i < 128; i++)
    C[i] = ints ? (float)((int)(rnd() % 17) - 8) : frnd();
  for (int l = 0; l < 32; l++) {
    int g = l / 4, q = l % 4;
#define PK(lo, hi) ((uint32_t)(lo) | (uint32_t)(hi) << 16)
    frag[l * 4 + 0] = PK(A[g * 16 + 2 * q], A[g * 16 + 2 * q + 1]);
    frag[l * 4 + 1] = PK(A[(g + 8) * 16 + 2 * q], A[(g + 8) * 16 + 2 * q + 1]);
    frag[l * 4 + 2] = PK(A[g * 16 + 2 * q + 8], A[g * 16 + 2 * q + 9]);
    frag[l * 4 + 3] = PK(A[(g + 8) * 16 + 2 * q + 8], A[(g + 8) * 16 + 2 * q + 9]);
    frag[128 + l * 4 + 0] = PK(B[(2 * q) * 8 + g], B[(2 * q + 1) * 8 + g]);
    frag[128 + l * 4 + 1] = PK(B[(2 * q + 8) * 8 + g], B[(2 * q + 9) * 8 + g]);
#undef PK
    cw[l * 4 + 0] = bits_of(C[g * 8 + 2 * q]);
    cw[l * 4 + 1] = bits_of(C[g * 8 + 2 * q + 1]);
    cw[l * 4 + 2] = bits_of(C[(g + 8) * 8 + 2 * q]);
    cw[l * 4 + 3] = bits_of(C[(g + 8) * 8 + 2 * q + 1]);
  }
  kb t;
  kb_begin(&t, 32, 1, 32);
  kir_builder *b = &t.b;
  kir_val a = kir_load(b, KT_V4I32, at(&t, t.in0, t.tid, 16), 16, KIR_HINT_NONE);
  kir_val bb = kir_load(b, KT_V2I32, kir_ptr_add(b, at(&t, t.in0, t.tid, 16), kir_i64(b, 512)), 8,
                        KIR_HINT_NONE);
  kir_val c = kir_load(b, KT_V4I32, at(&t, t.in1, t.tid, 16), 16, KIR_HINT_NONE);
  kir_mma_shape sh = f16 ? KIR_MMA_M16N8K16_F16 : KIR_MMA_M16N8K16_BF16;
  kir_store(b, at(&t, t.out, t.tid, 16), kir_mma(b, sh, a, bb, c), 16, KIR_HINT_NONE);
  cj_status st = kb_run(&t, dw, frag, cw);
  CHECK(st == CJ_OK, "mma m16n8k16: %s", cj_last_error());
  for (int l = 0; l < 32; l++) {
    int g = l / 4, q = l % 4;
    D[g * 8 + 2 * q] = f32_of(dw[l * 4 + 0]);
    D[g * 8 + 2 * q + 1] = f32_of(dw[l * 4 + 1]);
    D[(g + 8) * 8 + 2 * q] = f32_of(dw[l * 4 + 2]);
    D[(g + 8) * 8 + 2 * q + 1] = f32_of(dw[l * 4 + 3]);
  }
  mma_check(16, 8, 16, A, B, C, D, f16, ints, f16 ? "m16n8k16.f16" : "m16n8k16.bf16");
}

/* m32n32k8 at wave 64: A[j][4h + e], B[4h + e][j], C/D word e = [8(e/4) + 4h + e%4][j]. */
static void test_mma32(int f16, int ints) {
  uint16_t A[32 * 8], B[8 * 32];
  static float C[32 * 32], D[32 * 32];
  static uint32_t frag[64 * 4], cw[64 * 16], dw[64 * 16];
  fill_half(A, 256, f16, ints);
  fill_half(B, 256, f16, ints);
  for (int i = 0; i < 1024; i++)
    C[i] = ints ? (float)((int)(rnd() % 17) - 8) : frnd();
  for (int l = 0; l < 64; l++) {
    int j = l % 32, h = l / 32;
    for (int w = 0; w < 2; w++) {
      frag[l * 2 + w] = A[j * 8 + 4 * h + 2 * w] | (uint32_t)A[j * 8 + 4 * h + 2 * w + 1] << 16;
      frag[128 + l * 2 + w] =
          B[(4 * h + 2 * w) * 32 + j] | (uint32_t)B[(4 * h + 2 * w + 1) * 32 + j] << 16;
    }
    for (int e = 0; e < 16; e++)
      cw[l * 16 + e] = bits_of(C[(8 * (e / 4) + 4 * h + e % 4) * 32 + j]);
  }
  kb t;
  kb_begin(&t, 64, 1, 64);
  kir_builder *b = &t.b;
  kir_val a = kir_load(b, KT_V2I32, at(&t, t.in0, t.tid, 8), 8, KIR_HINT_NONE);
  kir_val bb = kir_load(b, KT_V2I32, kir_ptr_add(b, at(&t, t.in0, t.tid, 8), kir_i64(b, 512)), 8,
                        KIR_HINT_NONE);
  kir_val c = kir_load(b, KT_V16I32, at(&t, t.in1, t.tid, 64), 16, KIR_HINT_NONE);
  kir_mma_shape sh = f16 ? KIR_MMA_M32N32K8_F16 : KIR_MMA_M32N32K8_BF16;
  kir_store(b, at(&t, t.out, t.tid, 64), kir_mma(b, sh, a, bb, c), 16, KIR_HINT_NONE);
  cj_status st = kb_run(&t, dw, frag, cw);
  CHECK(st == CJ_OK, "mma m32n32k8: %s", cj_last_error());
  for (int l = 0; l < 64; l++)
    for (int e = 0; e < 16; e++)
      D[(8 * (e / 4) + 4 * (l / 32) + e % 4) * 32 + l % 32] = f32_of(dw[l * 16 + e]);
  mma_check(32, 32, 8, A, B, C, D, f16, ints, f16 ? "m32n32k8.f16" : "m32n32k8.bf16");
}

/* ldmatrix feeding mma, as a GEMM tile does: A (16x16 row-major) and B given as B^T (8x16,
 * n-major) in shared memory; A by ldmatrix.x4 at &A[l % 16][8 (l / 16)], B by ldmatrix.x2 at
 * &BT[l % 8][8 ((l / 8) % 2)]; D stored row-major from its fragment. */
static void test_ldmatrix_mma(int f16) {
  uint16_t A[256], BT[128], B[128];
  float C[128] = {0}, D[128];
  fill_half(A, 256, f16, 0);
  fill_half(BT, 128, f16, 0);
  for (int k = 0; k < 16; k++)
    for (int n = 0; n < 8; n++)
      B[k * 8 + n] = BT[n * 16 + k];
  uint16_t in[384];
  memcpy(in, A, sizeof A);
  memcpy(in + 256, BT, sizeof BT);
  kb t;
  kb_begin(&t, 32, 1, 32);
  kir_builder *b = &t.b;
  kir_val s = kir_shared(b, kir_shared_new(b, "ab", 768, 16));
  for (int r = 0; r < 2; r++) { /* 48 rows of 16 bytes: A then BT */
    kir_val i = kir_bin(b, KIR_ADD, t.tid, kir_i32(b, 32 * r));
    kir_if_begin(b, kir_cmp(b, KIR_ULT, i, kir_i32(b, 48)));
    kir_store(b, sat(&t, s, i, 16), kir_load(b, KT_V4I32, at(&t, t.in0, i, 16), 16, KIR_HINT_NONE),
              16, KIR_HINT_NONE);
    kir_if_end(b);
  }
  kir_barrier(b);
  kir_val l16 = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 15)),
          hi = kir_bin(b, KIR_LSHR, t.tid, kir_i32(b, 4));
  kir_val aoff = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, l16, kir_i32(b, 32)),
                         kir_bin(b, KIR_MUL, hi, kir_i32(b, 16)));
  kir_val fa = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, s, aoff), 0);
  kir_val l8 = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 7));
  kir_val h8 = kir_bin(b, KIR_AND, kir_bin(b, KIR_LSHR, t.tid, kir_i32(b, 3)), kir_i32(b, 1));
  kir_val boff = kir_bin(b, KIR_ADD, kir_i32(b, 512),
                         kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, l8, kir_i32(b, 32)),
                                 kir_bin(b, KIR_MUL, h8, kir_i32(b, 16))));
  kir_val fb = kir_ldmatrix(b, KT_V2I32, kir_ptr_add(b, s, boff), 0);
  kir_val d = kir_mma(b, f16 ? KIR_MMA_M16N8K16_F16 : KIR_MMA_M16N8K16_BF16, fa, fb,
                      kir_splat(b, KT_V4I32, kir_i32(b, 0)));
  kir_val g = kir_bin(b, KIR_LSHR, t.tid, kir_i32(b, 2)),
          q = kir_bin(b, KIR_AND, t.tid, kir_i32(b, 3));
  for (int w = 0; w < 4; w++) { /* [g + 8 (w / 2)][2q + w % 2] */
    kir_val row = kir_bin(b, KIR_ADD, g, kir_i32(b, 8 * (w / 2)));
    kir_val col = kir_bin(b, KIR_ADD, kir_bin(b, KIR_SHL, q, kir_i32(b, 1)), kir_i32(b, w % 2));
    kir_val idx = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, row, kir_i32(b, 8)), col);
    kir_store(b, at(&t, t.out, idx, 4), kir_extract(b, d, w), 4, KIR_HINT_NONE);
  }
  cj_status st = kb_run(&t, D, in, NULL);
  CHECK(st == CJ_OK, "ldmatrix + mma: %s", cj_last_error());
  mma_check(16, 8, 16, A, B, C, D, f16, 0, f16 ? "ldmatrix + mma f16" : "ldmatrix + mma bf16");
}

static void test_mma(void) {
  for (int f16 = 0; f16 < 2; f16++)
    for (int ints = 0; ints < 2; ints++) {
      test_mma16(f16, ints);
      test_mma32(f16, ints);
    }
  test_ldmatrix_mma(0);
  test_ldmatrix_mma(1);
}

int main(void) {
  test_shared();
  test_shfl();
  test_block_reduce();
  test_ldmatrix();
  test_ds_read_tr16();
  test_perm();
  test_cp_async(0);
  test_cp_async(1);
  test_mma();
  return test_end();
}
