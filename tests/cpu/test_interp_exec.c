/* The CPU executor on small hand-built kernels: variables and divergent control flow, atomics
 * across lanes, blocks and ranks, blocks meeting through memory, the failures it must report,
 * and its value slots' reuse (arithmetic and conversions: test_interp.c). */
#include "interp_kb.h"
#include "kabi.h"

/* ---- control flow and variables ------------------------------------------------------------ */
/* out[tid] = tid odd ? (tid % 3 == 0 ? 1000 + tid : 3 * tid) : tid + 100, through a variable */
static void body_if(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val tid = kir_tid(b), one = kir_i32(b, 1);
  kir_var v = kir_var_new(b, "v", KT_I32, kir_i32(b, -1));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_bin(b, KIR_AND, tid, one), one));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_bin(b, KIR_UREM, tid, kir_i32(b, 3)), kir_i32(b, 0)));
  kir_var_set(b, v, kir_bin(b, KIR_ADD, tid, kir_i32(b, 1000)));
  kir_else(b);
  kir_var_set(b, v, kir_bin(b, KIR_MUL, tid, kir_i32(b, 3)));
  kir_if_end(b);
  kir_else(b);
  kir_var_set(b, v, kir_bin(b, KIR_ADD, tid, kir_i32(b, 100)));
  kir_if_end(b);
  kb_store(t, kir_var_get(b, v));
}

/* out[tid] = sum of i for i in [0, tid) step 1 (I32), + 1000 * count of i in [5, tid) step 3
 * (I64) */
static void body_for(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val tid = kir_tid(b);
  kir_var s = kir_var_new(b, "s", KT_I32, kir_i32(b, 0));
  kir_val i = kir_for_begin(b, kir_i32(b, 0), tid, kir_i32(b, 1), 0);
  kir_var_set(b, s, kir_bin(b, KIR_ADD, kir_var_get(b, s), i));
  kir_for_end(b);
  kir_val j = kir_for_begin(b, kir_i64(b, 5), kir_cvt(b, KIR_ZEXT, KT_I64, tid), kir_i64(b, 3), 0);
  (void)j;
  kir_var_set(b, s, kir_bin(b, KIR_ADD, kir_var_get(b, s), kir_i32(b, 1000)));
  kir_for_end(b);
  kb_store(t, kir_var_get(b, s));
}

/* out[tid] = bit length of tid (while x != 0: x >>= 1, n++) */
static void body_while(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_var x = kir_var_new(b, "x", KT_I32, kir_tid(b));
  kir_var n = kir_var_new(b, "n", KT_I32, kir_i32(b, 0));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_NE, kir_var_get(b, x), kir_i32(b, 0)));
  kir_var_set(b, x, kir_bin(b, KIR_LSHR, kir_var_get(b, x), kir_i32(b, 1)));
  kir_var_set(b, n, kir_bin(b, KIR_ADD, kir_var_get(b, n), kir_i32(b, 1)));
  kir_while_end(b);
  kb_store(t, kir_var_get(b, n));
}

static void test_control(void) {
  static _Alignas(16) uint32_t out[LANES];
  CHECK(run_body(body_if, NULL, out, NULL, NULL) == CJ_OK, "if: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = (l & 1) ? (l % 3 == 0 ? 1000 + l : 3 * l) : l + 100;
    CHECK(out[l] == want, "if lane %u: %u want %u", l, out[l], want);
  }
  CHECK(run_body(body_for, NULL, out, NULL, NULL) == CJ_OK, "for: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = l * (l - (l ? 1 : 0)) / 2 + 1000 * (l > 5 ? (l - 5 + 2) / 3 : 0);
    CHECK(out[l] == want, "for lane %u: %u want %u", l, out[l], want);
  }
  CHECK(run_body(body_while, NULL, out, NULL, NULL) == CJ_OK, "while: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = 0;
    for (uint32_t x = l; x; x >>= 1)
      want++;
    CHECK(out[l] == want, "while lane %u: %u want %u", l, out[l], want);
  }
}

/* ---- atomics ------------------------------------------------------------------------------- */
/* Every lane of every block of every rank: add 1 and 2^33 (I64), umax gid, or bit (gid % 64),
 * xchg; then a CAS ladder: lanes try to move counter c from gid to gid + 1. */
static void body_atomics(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val base = t->out, gid = kir_cvt(b, KIR_TRUNC, KT_I32, t->gid64);
  kir_atomic_rmw(b, KIR_RMW_ADD, base, kir_i32(b, 1), KIR_RELAXED, KIR_SCOPE_SYSTEM);
  kir_val p64 = kir_ptr_add(b, base, kir_i64(b, 8));
  kir_atomic_rmw(b, KIR_RMW_ADD, p64, kir_i64(b, (int64_t)1 << 33), KIR_ACQ_REL, KIR_SCOPE_DEVICE);
  kir_val pmax = kir_ptr_add(b, base, kir_i64(b, 16));
  kir_atomic_rmw(b, KIR_RMW_UMAX, pmax, gid, KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_val por = kir_ptr_add(b, base, kir_i64(b, 24));
  kir_val bit = kir_bin(b, KIR_SHL, kir_i64(b, 1), kir_bin(b, KIR_AND, t->gid64, kir_i64(b, 63)));
  kir_atomic_rmw(b, KIR_RMW_OR, por, bit, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_val pcas = kir_ptr_add(b, base, kir_i64(b, 32));
  /* spin until our CAS succeeds: each gid waits for its turn */
  kir_var done = kir_var_new(b, "done", KT_I32, kir_i32(b, 0));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), kir_i32(b, 0)));
  kir_val old = kir_atomic_cas(b, pcas, gid, kir_bin(b, KIR_ADD, gid, kir_i32(b, 1)), KIR_ACQ_REL,
                               KIR_SCOPE_SYSTEM);
  kir_var_set(b, done, kir_cvt(b, KIR_ZEXT, KT_I32, kir_cmp(b, KIR_EQ, old, gid)));
  kir_while_end(b);
  kir_val pl = kir_ptr_add(b, base, kir_i64(b, 40));
  kir_atomic_store(b, pl, kir_atomic_load(b, KT_I32, pcas, KIR_ACQUIRE, KIR_SCOPE_SYSTEM),
                   KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_fence(b, KIR_ACQ_REL, KIR_SCOPE_SYSTEM);
  /* the old value of an xchg is unique per lane: record it in a per-gid slot */
  kir_val px = kir_ptr_add(b, base, kir_i64(b, 48));
  kir_val prev = kir_atomic_rmw(b, KIR_RMW_XCHG, px, gid, KIR_ACQ_REL, KIR_SCOPE_SYSTEM);
  kir_val slot = kir_ptr_add(
      b, base, kir_bin(b, KIR_ADD, kir_i64(b, 64), kir_bin(b, KIR_MUL, t->gid64, kir_i64(b, 4))));
  kir_store(b, slot, prev, 4, KIR_HINT_NONE);
}

static void test_atomics(void) {
  enum { GRID = 4, N = GRID * LANES };
  static _Alignas(16) uint64_t mem[8 + N];
  memset(mem, 0, sizeof mem);
  uint32_t *m32 = (uint32_t *)mem;
  m32[12] = 0xffffffffu; /* xchg initial value */
  kb t;
  kb_begin(&t, LANES, GRID);
  body_atomics(&t, NULL);
  kir_kernel *k = kb_end(&t);
  CHECK(k && run_k(k, 1, mem, NULL, NULL, 20) == CJ_OK, "atomics: %s", cj_last_error());
  CHECK(m32[0] == N, "atomic add i32: %u want %d", m32[0], N);
  CHECK(mem[1] == ((uint64_t)N << 33), "atomic add i64: 0x%" PRIx64, mem[1]);
  CHECK(m32[4] == N - 1, "atomic umax: %u", m32[4]);
  CHECK(mem[3] == ~0ull, "atomic or: 0x%" PRIx64, mem[3]);
  CHECK(m32[8] == N, "cas ladder: %u", m32[8]);
  CHECK(m32[10] >= 1 && m32[10] <= N, "atomic load/store: %u", m32[10]);
  /* the xchg olds are a permutation of {initial, every gid but the last one to swap} */
  static uint8_t seen[N + 1];
  memset(seen, 0, sizeof seen);
  int dup = 0;
  for (int i = 0; i < N; i++) {
    uint32_t v = m32[16 + i];
    uint32_t idx = v == 0xffffffffu ? N : v;
    if (idx > N || seen[idx]++) dup++;
  }
  CHECK(dup == 0 && seen[N] == 1, "xchg olds not a permutation (%d duplicates)", dup);
  CHECK(!seen[m32[12]], "final xchg value %u seen as an old value", m32[12]);

  kir_kernel_free(k);

  /* three ranks at once on one counter: 3 * GRID * LANES adds */
  kb_begin(&t, LANES, GRID);
  kir_atomic_rmw(&t.b, KIR_RMW_ADD, t.out, kir_i32(&t.b, 1), KIR_RELAXED, KIR_SCOPE_SYSTEM);
  k = kb_end(&t);
  memset(mem, 0, sizeof mem);
  CHECK(k && run_k(k, 3, mem, NULL, NULL, 20) == CJ_OK, "three ranks: %s", cj_last_error());
  CHECK(m32[0] == 3 * N, "atomic add across ranks: %u want %d", m32[0], 3 * N);
  kir_kernel_free(k);
}

/* ---- blocks meeting through memory: block 1 publishes, block 0 waits and reads ------------ */
static void body_flag(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val bid = kir_bid(b), tid64 = kir_cvt(b, KIR_ZEXT, KT_I64, kir_tid(b));
  kir_val flag = t->in0;
  kir_val data = kir_ptr_add(b, t->out, kir_bin(b, KIR_MUL, tid64, kir_i64(b, 4)));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, bid, kir_i32(b, 1)));
  kir_store(b, data, kir_bin(b, KIR_ADD, kir_tid(b), kir_i32(b, 500)), 4, KIR_HINT_NONE);
  kir_barrier(b); /* uniform within the block: allowed */
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_tid(b), kir_i32(b, 0)));
  kir_atomic_rmw(b, KIR_RMW_ADD, flag, kir_i32(b, 1), KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  kir_else(b);
  kir_while_begin(b);
  kir_val f = kir_atomic_load(b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(b, kir_cmp(b, KIR_EQ, f, kir_i32(b, 0)));
  kir_while_end(b);
  kir_val got = kir_load(b, KT_I32, data, 4, KIR_HINT_VOLATILE);
  kir_store(b, kir_ptr_add(b, data, kir_i64(b, LANES * 4)), got, 4, KIR_HINT_NONE);
  kir_if_end(b);
}

static void count_blocks(void *user, int rank, int block) {
  atomic_int *c = user;
  atomic_fetch_add(&c[rank * 4 + block], 1);
}

static void test_flag_and_run_rank(void) {
  static _Alignas(16) uint32_t out[LANES * 2];
  static _Alignas(16) uint32_t flag;
  flag = 0;
  kb t;
  kb_begin(&t, LANES, 2);
  body_flag(&t, NULL);
  kir_kernel *k = kb_end(&t);
  if (!k) {
    CHECK(0, "build");
    return;
  }
  uint64_t a[3] = {(uintptr_t)out, (uintptr_t)&flag, 0};
  atomic_int calls[8] = {0};
  cj_interp_opts o = {10, count_blocks, calls};
  CHECK(cj__interp_run_rank(k, 1, a, &o) == CJ_OK, "flag: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++)
    CHECK(out[LANES + l] == l + 500, "flag data lane %u", l);
  CHECK(calls[4] == 1 && calls[5] == 1 && calls[0] == 0, "on_block_start per (rank, block)");
  kir_kernel_free(k);
}

/* ---- failures the executor must report -------------------------------------------------- */
static void body_div_barrier(kb *t, void *p) {
  (void)p;
  kir_if_begin(&t->b, kir_cmp(&t->b, KIR_ULT, kir_tid(&t->b), kir_i32(&t->b, 5)));
  kir_barrier(&t->b);
  kir_if_end(&t->b);
}

static void body_loop_barrier(kb *t, void *p) {
  (void)p;
  kir_val i = kir_for_begin(&t->b, kir_i32(&t->b, 0), kir_tid(&t->b), kir_i32(&t->b, 1), 0);
  (void)i;
  kir_barrier(&t->b);
  kir_for_end(&t->b);
}

static void body_spin_forever(kb *t, void *p) {
  (void)p;
  kir_while_begin(&t->b);
  kir_val f = kir_atomic_load(&t->b, KT_I32, t->in0, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(&t->b, kir_cmp(&t->b, KIR_EQ, f, kir_i32(&t->b, 0)));
  kir_while_end(&t->b);
}

static void body_misaligned(kb *t, void *p) {
  (void)p;
  kir_val at = kir_ptr_add(&t->b, t->in0, kir_i64(&t->b, 4));
  kb_store(t, kir_load(&t->b, KT_V4I32, at, 16, KIR_HINT_NONE));
}

static void test_failures(void) {
  static _Alignas(16) uint32_t zero[LANES * 8];
  static _Alignas(16) uint64_t out[LANES * 2];
  CHECK(run_body(body_div_barrier, NULL, out, zero, NULL) == CJ_E_INVALID,
        "divergent barrier must be rejected");
  CHECK(strstr(cj_last_error(), "barrier under divergent control flow") != NULL, "message: %s",
        cj_last_error());
  CHECK(run_body(body_loop_barrier, NULL, out, zero, NULL) == CJ_E_INVALID,
        "barrier in a divergent loop must be rejected");
  CHECK(run_body(body_misaligned, NULL, out, zero, NULL) == CJ_E_INVALID,
        "misaligned v4 load must be rejected");
  CHECK(strstr(cj_last_error(), "misaligned") != NULL, "message: %s", cj_last_error());
  CHECK(run_body(body_i1, &(kir_opcode){KIR_AND}, out, (char *)zero + 4, zero) == CJ_E_INVALID,
        "an argument breaking its parameter's alignment must be rejected");

  /* never-ending spin, 2 ranks x 3 blocks: the watchdog ends every thread */
  kb t;
  kb_begin(&t, LANES, 3);
  body_spin_forever(&t, NULL);
  kir_kernel *k = kb_end(&t);
  uint64_t t0 = cj__ix_now_ns();
  cj_status s = k ? run_k(k, 2, out, zero, NULL, 0.3) : CJ_E_INTERNAL;
  double secs = (double)(cj__ix_now_ns() - t0) * 1e-9;
  CHECK(s == CJ_E_TIMEOUT, "spin forever: %s (%s)", cj_status_name(s), cj_last_error());
  CHECK(strstr(cj_last_error(), "watchdog") != NULL, "message: %s", cj_last_error());
  CHECK(secs < 5, "watchdog took %.2f s", secs);
  kir_kernel_free(k);
}

/* ---- slot reuse: a long straight-line kernel needs few slots ------------------------------ */
static void test_slot_reuse(void) {
  kb t;
  kb_begin(&t, LANES, 1);
  kir_builder *b = &t.b;
  kir_val acc = kb_load(&t, t.in0, KT_I32);
  kir_val v4 = kir_splat(b, KT_V4I32, acc);
  for (int i = 0; i < 500; i++) {
    acc = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, acc, kir_i32(b, 3)), kir_i32(b, i));
    v4 = kir_insert(b, v4, i & 3, acc);
  }
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), 0);
  (void)i;
  acc = kir_bin(b, KIR_ADD, acc, kir_extract(b, v4, 2)); /* acc, v4 live across the loop */
  kb_store(&t, acc);
  kir_for_end(b);
  kir_kernel *k = kb_end(&t);
  if (!k) {
    CHECK(0, "build");
    return;
  }
  ix_layout with, without;
  CHECK(cj__ix_layout_init(&with, k, 1) == CJ_OK, "layout");
  CHECK(cj__ix_layout_init(&without, k, 0) == CJ_OK, "layout");
  CHECK(with.nunits < 16 && without.nunits > 1000, "slots: %u with reuse, %u without", with.nunits,
        without.nunits);
  static _Alignas(16) uint32_t in[LANES], out[LANES];
  for (int l = 0; l < LANES; l++)
    in[l] = (uint32_t)rnd();
  CHECK(run_k(k, 1, out, in, NULL, 10) == CJ_OK, "reuse run: %s", cj_last_error());
  for (int l = 0; l < LANES; l++) {
    uint32_t a = in[l], lanes[4] = {a, a, a, a};
    for (int j = 0; j < 500; j++) {
      a = a * 3 + (uint32_t)j;
      lanes[j & 3] = a;
    }
    CHECK(out[l] == a + lanes[2], "reuse lane %d: %u want %u", l, out[l], a + lanes[2]);
  }
  cj__ix_layout_free(&with);
  cj__ix_layout_free(&without);
  kir_kernel_free(k);
}

/* ---- roles and mbarriers (kir.h): a producer warpgroup hands 4 rounds of data to a consumer
 * warpgroup through shared memory (plain stores and loads), full and empty mbarriers ------ */
#define ROUNDS 4
static void body_roles(kb *t, void *p) {
  int mode = *(int *)p; /* 0 correct; 1 the consumer skips its full wait; 2 the producer skips
                           its empty wait; 3 the consumer waits for parity 1 first */
  kir_builder *b = &t->b;
  int data = kir_shared_new(b, "data", 128 * 4, 16), mb = kir_shared_new(b, "mbar", 16, 8);
  kir_val full = kir_shared(b, mb), empty = kir_ptr_add(b, kir_shared(b, mb), kir_i32(b, 8));
  kir_val tid = kir_tid(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, tid, kir_i32(b, 0)));
  kir_mbar_init(b, full, 128);
  kir_mbar_init(b, empty, 128);
  kir_if_end(b);
  kir_barrier(b);
  kir_roles_begin(b, kir_cmp(b, KIR_ULT, tid, kir_i32(b, 128)));
  {
    kir_val off = kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_MUL, tid, kir_i32(b, 4)));
    kir_val mine = kir_load(b, KT_I32, kir_ptr_add(b, t->in0, off), 4, KIR_HINT_NONE);
    kir_val r = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, ROUNDS), kir_i32(b, 1), 0);
    if (mode != 2)
      kir_mbar_wait(b, empty, kir_bin(b, KIR_XOR, kir_bin(b, KIR_AND, r, kir_i32(b, 1)), kir_i32(b, 1)));
    kir_val at = kir_ptr_add(b, kir_shared(b, data), kir_bin(b, KIR_MUL, tid, kir_i32(b, 4)));
    kir_store(b, at, kir_bin(b, KIR_ADD, mine, r), 4, KIR_HINT_NONE);
    kir_mbar_arrive(b, full);
    kir_for_end(b);
  }
  kir_else(b);
  {
    kir_val ct = kir_bin(b, KIR_SUB, tid, kir_i32(b, 128));
    kir_var acc = kir_var_new(b, "acc", KT_I32, kir_i32(b, 0));
    kir_val r = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, ROUNDS), kir_i32(b, 1), 0);
    kir_val par = kir_bin(b, KIR_AND, r, kir_i32(b, 1));
    if (mode == 3) par = kir_bin(b, KIR_XOR, par, kir_i32(b, 1));
    if (mode != 1) kir_mbar_wait(b, full, par);
    /* each consumer reads the element of thread 127 - ct (another lane's write) */
    kir_val src = kir_bin(b, KIR_SUB, kir_i32(b, 127), ct);
    kir_val at = kir_ptr_add(b, kir_shared(b, data), kir_bin(b, KIR_MUL, src, kir_i32(b, 4)));
    kir_var_set(b, acc, kir_bin(b, KIR_ADD, kir_var_get(b, acc), kir_load(b, KT_I32, at, 4, KIR_HINT_NONE)));
    kir_mbar_arrive(b, empty);
    kir_for_end(b);
    kir_val off = kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_MUL, ct, kir_i32(b, 4)));
    kir_store(b, kir_ptr_add(b, t->out, off), kir_var_get(b, acc), 4, KIR_HINT_NONE);
  }
  kir_if_end(b);
}

static void test_roles(void) {
  static _Alignas(16) int32_t in[128], out[128];
  for (int i = 0; i < 128; i++)
    in[i] = (int32_t)(rnd() % 1000);
  for (int mode = 0; mode < 4; mode++) {
    kb t;
    kb_begin(&t, 256, 1);
    body_roles(&t, &mode);
    kir_kernel *k = kb_end(&t);
    CHECK(k != NULL, "roles kernel %d built", mode);
    if (!k) continue;
    memset(out, 0, sizeof out);
    cj_status s = run_k(k, 1, out, in, NULL, mode ? 2 : 20); /* (a deadlock: the watchdog) */
    int wrong = 0;
    for (int c = 0; c < 128 && !s; c++)
      wrong += out[c] != ROUNDS * in[127 - c] + ROUNDS * (ROUNDS - 1) / 2;
    if (mode == 0)
      CHECK(s == CJ_OK && wrong == 0, "roles: %s, %d wrong", s ? cj_last_error() : "ok", wrong);
    else
      CHECK(s != CJ_OK || wrong, "planted fault %d (%s) not caught", mode,
            mode == 1 ? "no full wait" : mode == 2 ? "no empty wait" : "full parity off by one");
    if (mode && s) printf("roles, planted fault %d: %s\n", mode, cj_last_error());
    kir_kernel_free(k);
  }
}

/* ---- tensor maps (kir.h, "Tensor maps"): one box of a 20 x 50 matrix of 16-bit elements (rows
 * of 112 bytes) from (16, 15), past its right and bottom edges, into shared memory with the
 * 128-byte swizzle; 32 threads then copy the 1 KiB as it lies there to `out` ---------------- */
enum { TM_OK, TM_NO_WAIT, TM_PARITY, TM_SHORT, TM_BAD_MAP, TM_MODES };
static void body_tma(kir_kernel **out_k, int mode) {
  kir_kernel *k = kir_kernel_new("tma", 32, 1, 32);
  kir_builder bb, *b = &bb;
  kir_builder_init(b, k);
  kir_val out = kir_param_new(b, "out", KT_PTR, 0, 16);
  kir_param_new(b, "in0", KT_PTR, 0, 16);
  kir_param_new(b, "map", KT_PTR, KIR_PARAM_TMAP, 8);
  int box = kir_shared_new(b, "box", 1024, 1024), mb = kir_shared_new(b, "mbar", 8, 8);
  kir_val tid = kir_tid(b), bar = kir_shared(b, mb);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, tid, kir_i32(b, 0)));
  kir_mbar_init(b, bar, 1);
  kir_if_end(b);
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, tid, kir_i32(b, 0)));
  kir_mbar_expect_tx(b, bar, mode == TM_SHORT ? 1008 : 1024);
  kir_val xy = kir_insert(b, kir_splat(b, KT_V2I32, kir_i32(b, 16)), 1, kir_i32(b, 15));
  kir_tma_load(b, kir_shared(b, box), xy, bar, 2);
  kir_if_end(b);
  if (mode != TM_NO_WAIT) kir_mbar_wait(b, bar, kir_i32(b, mode == TM_PARITY ? 1 : 0));
  for (int i = 0; i < 2; i++) {
    kir_val chunk = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, tid, kir_i32(b, 2)), kir_i32(b, i));
    kir_val v = kir_load(b, KT_V4I32, kir_ptr_add(b, kir_shared(b, box), kir_bin(b, KIR_SHL, chunk, kir_i32(b, 4))),
                         16, KIR_HINT_NONE);
    kir_val off = kir_bin(b, KIR_SHL, kir_cvt(b, KIR_ZEXT, KT_I64, chunk), kir_i64(b, 4));
    kir_store(b, kir_ptr_add(b, out, off), v, 16, KIR_HINT_NONE);
  }
  *out_k = kir_builder_finish(b) ? (kir_kernel_free(k), NULL) : k;
}

static void test_tma(void) {
  static _Alignas(16) uint16_t m[20 * 56];
  static _Alignas(16) uint16_t got[512];
  for (int i = 0; i < 20 * 56; i++)
    m[i] = (uint16_t)(i + 1);
  static const char *const what[] = {"", "no wait", "the other parity", "16 bytes expected short",
                                     "a box of 300 columns"};
  for (int mode = 0; mode < TM_MODES; mode++) {
    cj_tmap map = {.base = (uint64_t)(uintptr_t)m, .dim = {50, 20}, .row_bytes = 112,
                   .box = {mode == TM_BAD_MAP ? 300u : 64u, 8}, .elem_bytes = 2,
                   .dtype = CJ_BF16, .swizzle = 128};
    kir_kernel *k = NULL;
    body_tma(&k, mode);
    CHECK(k != NULL, "tma kernel %d built", mode);
    if (!k) continue;
    memset(got, 0xee, sizeof got);
    cj_status s = run_k(k, 1, got, NULL, &map, 2);
    if (mode == TM_OK) {
      int wrong = 0;
      for (int p = 0; p < 64; p++) /* physical chunk p: row p / 8, logical chunk (p % 8) ^ row */
        for (int e = 0; e < 8; e++) {
          int r = p / 8, c = (p % 8) ^ (r % 8), gy = 15 + r, gx = 16 + 8 * c + e;
          uint16_t want = gy < 20 && gx < 50 ? m[gy * 56 + gx] : 0;
          wrong += got[p * 8 + e] != want;
        }
      CHECK(s == CJ_OK && wrong == 0, "tma box: %s, %d of 512 elements wrong",
            s ? cj_last_error() : "ok", wrong);
    } else {
      CHECK(s != CJ_OK, "planted fault '%s' not caught", what[mode]);
      if (s) printf("tma, planted fault '%s': %s\n", what[mode], cj_last_error());
    }
    kir_kernel_free(k);
  }
}

/* ---- warpgroup MMA (kir.h): a copy into a wgmma's operand bytes started after a block
 * barrier but before the wgmma_wait that retires it. The barrier orders nothing for the
 * wgmma, which reads until it retires; the copy has not landed at the retirement (its cp_wait
 * comes after), so the bytes' values are unchanged then and only the executor's write count
 * tells. Mode 0 retires first (correct), 1 starts the copy first (the fault), 2 stores into
 * the bytes instead (their values change). */
static void body_wgmma_refill(kb *t, void *p) {
  int mode = *(int *)p;
  kir_builder *b = &t->b;
  int sa = kir_shared_new(b, "a", 8192, KIR_SHARED_ALIGN);
  int sb = kir_shared_new(b, "b", 8192, KIR_SHARED_ALIGN);
  kir_val tid = kir_tid(b), zero = kir_splat(b, KT_V4I32, kir_i32(b, 0));
  kir_var acc = kir_var_new(b, "acc", KT_V4I32, zero);
  for (int j = 1; j < 8; j++) /* (m64n64: 8 consecutive accumulator variables) */
    kir_var_new(b, "acc", KT_V4I32, zero);
  kir_wgmma_fence(b);
  kir_val da = kir_wgmma_desc(b, kir_shared_addr(b, kir_shared(b, sa)), 16, 1024);
  kir_val db = kir_wgmma_desc(b, kir_shared_addr(b, kir_shared(b, sb)), 16, 1024);
  kir_wgmma(b, KIR_WGMMA_N64_BF16, acc, da, db, 0);
  kir_wgmma_commit(b);
  if (mode == 0) kir_wgmma_wait(b, 0);
  kir_barrier(b);
  kir_val first = kir_cmp(b, KIR_EQ, tid, kir_i32(b, 0));
  kir_if_begin(b, first);
  if (mode == 2)
    kir_store(b, kir_shared(b, sa), kir_splat(b, KT_V4I32, kir_i32(b, 7)), 16, KIR_HINT_NONE);
  else
    kir_cp_async(b, kir_shared(b, sa), t->in0, 16, 0);
  kir_cp_commit(b);
  kir_if_end(b);
  if (mode != 0) kir_wgmma_wait(b, 0);
  kir_if_begin(b, first);
  kir_cp_wait(b, 0);
  kir_if_end(b);
  kir_val off = kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_MUL, tid, kir_i32(b, 16)));
  kir_store(b, kir_ptr_add(b, t->out, off), kir_var_get(b, acc), 16, KIR_HINT_NONE);
}

static void test_wgmma_refill(void) {
  static _Alignas(16) uint8_t out[128 * 16], in[64];
  memset(in, 0x3c, sizeof in);
  static const char *const what[] = {"", "a copy started before the retirement",
                                     "a store before the retirement"};
  for (int mode = 0; mode < 3; mode++) {
    kb t;
    kb_begin(&t, 128, 1);
    body_wgmma_refill(&t, &mode);
    kir_kernel *k = kb_end(&t);
    CHECK(k != NULL, "wgmma kernel %d built", mode);
    if (!k) continue;
    cj_status s = run_k(k, 1, out, in, NULL, 5);
    if (mode == 0) {
      CHECK(s == CJ_OK, "wgmma, copy after the retirement: %s", s ? cj_last_error() : "ok");
    } else {
      CHECK(s != CJ_OK && strstr(cj_last_error(), "between its issue and the wgmma_wait"),
            "planted fault '%s' not caught (%s)", what[mode], s ? cj_last_error() : "ok");
      if (s) printf("wgmma, planted fault '%s': %s\n", what[mode], cj_last_error());
    }
    kir_kernel_free(k);
  }
}

int main(void) {
  test_wgmma_refill();
  test_tma();
  test_roles();
  test_control();
  test_atomics();
  test_flag_and_run_rank();
  test_failures();
  test_slot_reuse();
  return test_end();
}
