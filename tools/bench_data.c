/* Sizes, bus bandwidth, input patterns and result checks of `colljit bench`.
 *
 * Element i of rank r's send buffer holds (r + 1) * m(i) with m(i) = 1 + (i % 61) % 7: small
 * integers, exact in every dtype (a sum over 8 ranks is at most 252, exact in bf16), different
 * for every rank, and with a period (61 elements) that no vector width divides, so a chunk
 * read from the wrong rank or at a shifted offset shows. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "codegen.h"

#define PERIOD 61
#define WINDOW 1024 /* elements checked at the start, middle and end of each chunk */

static uint64_t m_of(uint64_t i) {
  return 1 + i % PERIOD % 7;
}

/* A size names one rank's chunk, or (CJ_BENCH_WHOLE) the whole send buffer: world chunks. */
static uint64_t chunks_per_size(cj_op op, int world) {
  return cj__op(op)->bench == CJ_BENCH_WHOLE ? (uint64_t)world : 1;
}

/* Elements per chunk. A whole buffer cut into world blocks keeps each block a multiple of 16
 * bytes where it is that long: 2^k bytes at 3 ranks then time 16-byte-aligned blocks, as users'
 * power-of-two blocks are, not 4-byte-aligned ones, which the push kernels move in 4-byte words
 * (measured at 3 ranks, push: 277-281 GB/s bus bandwidth with 4 MiB blocks, 16-byte aligned;
 * 182-185 with 5.6 MiB blocks, 4-byte aligned; bench/RESULTS.md). */
uint64_t cj__bench_count(cj_op op, uint64_t bytes, cj_dtype t, int world) {
  uint64_t es = cj_dtype_size(t), n = bytes / es / chunks_per_size(op, world), v = 16 / es;
  if (chunks_per_size(op, world) > 1 && n >= v) n -= n % v;
  return n;
}

uint64_t cj__bench_in_bytes(cj_op op, uint64_t count, cj_dtype t, int world) {
  return cj__op_in_elems(op, count, world) * cj_dtype_size(t);
}

uint64_t cj__bench_out_bytes(cj_op op, uint64_t count, cj_dtype t, int world) {
  return cj__op_out_elems(op, count, world) * cj_dtype_size(t);
}

uint64_t cj__bench_rec_bytes(cj_op op, uint64_t count, cj_dtype t, int world) {
  return count * cj_dtype_size(t) * chunks_per_size(op, world);
}

/* nccl-tests' size of a call: the larger of send and recv, from the bytes the table reports
 * (cj__bench_rec_bytes; bytes scale like element counts). */
static double nccl_size(cj_op op, uint64_t bytes, int world) {
  uint64_t chunk = bytes / chunks_per_size(op, world);
  uint64_t in = cj__op_in_elems(op, chunk, world), out = cj__op_out_elems(op, chunk, world);
  return (double)(in > out ? in : out);
}

double cj__bench_busbw(cj_op op, uint64_t bytes, int world, double us) {
  if (us <= 0) return 0;
  double moved = cj__op_busbw_factor(op, world) * nccl_size(op, bytes, world);
  return moved / (us * 1e-6) / 1e9;
}

/* ---- element encoding --------------------------------------------------------------------- */
static uint16_t f32_to_f16(float v) {
  if (v == 0) return 0;
  int e;
  double m = frexp(fabs(v), &e); /* v = m * 2^e, m in [0.5, 1) */
  uint16_t sign = v < 0 ? 0x8000 : 0;
  if (e - 1 + 15 <= 0 || e - 1 + 15 >= 31) return sign | 0x7c00; /* not needed for patterns */
  uint32_t mant = (uint32_t)lround((m * 2 - 1) * 1024);
  return (uint16_t)(sign | (uint32_t)(e - 1 + 15) << 10 | mant);
}

static double f16_to_double(uint16_t h) {
  int e = h >> 10 & 31, m = h & 1023;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? NAN : ldexp(1024 + m, e - 25);
  return h & 0x8000 ? -v : v;
}

static void encode(unsigned char *p, cj_dtype t, double v) {
  float f = (float)v;
  uint32_t bits;
  memcpy(&bits, &f, 4);
  int32_t i = (int32_t)v;
  uint16_t h = t == CJ_BF16 ? (uint16_t)(bits >> 16) : f32_to_f16(f);
  if (t == CJ_F32)
    memcpy(p, &f, 4);
  else if (t == CJ_I32)
    memcpy(p, &i, 4);
  else
    memcpy(p, &h, 2);
}

static double decode(const unsigned char *p, cj_dtype t) {
  uint16_t h;
  uint32_t bits;
  float f;
  int32_t i;
  switch (t) {
  case CJ_F32:
    memcpy(&f, p, 4);
    return f;
  case CJ_I32:
    memcpy(&i, p, 4);
    return i;
  case CJ_BF16:
    memcpy(&h, p, 2);
    bits = (uint32_t)h << 16;
    memcpy(&f, &bits, 4);
    return f;
  default:
    memcpy(&h, p, 2);
    return f16_to_double(h);
  }
}

/* ---- fill --------------------------------------------------------------------------------- */
/* Waits for the synchronous copies and sets on the legacy stream (they may still be in flight
 * when they return) by reading a word back. */
static cj_status fence(const bench_buf *b) {
  uint32_t w;
  return b->be->copy_dtoh(&w, b->send, sizeof w);
}

/* One period-aligned block from the host, then doubling copies on the device. */
static cj_status fill_send(const bench_buf *b, uint64_t bytes, cj_dtype t, int rank) {
  uint64_t es = cj_dtype_size(t), block = BENCH_HOST_BYTES / es / PERIOD * PERIOD * es;
  if (block > bytes) block = bytes;
  for (uint64_t i = 0; i < block / es; i++) encode(b->host + i * es, t, (rank + 1.0) * m_of(i));
  cj_status s = b->be->copy_htod(b->send, b->host, block);
  if (!s) s = fence(b);
  for (uint64_t done = block; !s && done < bytes; done *= 2) {
    uint64_t n = bytes - done < done ? bytes - done : done;
    s = b->be->copy_dtod_async(b->send + done, b->send, n, b->stream);
  }
  return s ? s : b->be->stream_sync(b->stream);
}

cj_status cj__bench_fill(const bench_buf *b, cj_op op, uint64_t count, cj_dtype t, int rank,
                         int world) {
  cj_status s = fill_send(b, cj__bench_in_bytes(op, count, t, world), t, rank);
  if (!s) s = b->be->fill(b->recv, 0xff, cj__bench_out_bytes(op, count, t, world));
  return s ? s : fence(b);
}

/* ---- check -------------------------------------------------------------------------------- */
/* What element k of rank me's recv must hold: the inputs it comes from (the op table says
 * which), summed. NAN when the op has no element-wise source (the message is set). */
static double expected(cj_op op, uint64_t count, int me, int world, uint64_t k) {
  int from;
  uint64_t i;
  if (cj__op_source(op, count, me, BENCH_ROOT, k, &from, &i)) return NAN;
  double ranks = from == CJ_SRC_EVERY ? world * (world + 1) / 2.0 : from + 1.0;
  return ranks * m_of(i);
}

static double tolerance(cj_dtype t, int world, double want) {
  if (t == CJ_BF16) return fabs(want) * world / 256.0;
  if (t == CJ_F16) return fabs(want) * world / 2048.0;
  return t == CJ_F32 ? fabs(want) * 1e-6 : 0;
}

typedef struct check_ctx {
  const bench_buf *b;
  cj_op op;
  uint64_t count;
  cj_dtype t;
  int rank, world;
  const char *who;
} check_ctx;

/* Elements [k0, k0 + n) of recv. */
static int check_window(const check_ctx *x, uint64_t k0, uint64_t n) {
  uint64_t es = cj_dtype_size(x->t);
  if (x->b->be->copy_dtoh(x->b->host, x->b->recv + k0 * es, n * es)) return -1;
  for (uint64_t i = 0; i < n; i++) {
    double got = decode(x->b->host + i * es, x->t);
    double want = expected(x->op, x->count, x->rank, x->world, k0 + i);
    if (isnan(want)) {
      fprintf(stderr, "colljit bench: rank %d: %s\n", x->rank, cj_last_error());
      return -1;
    }
    if (fabs(got - want) <= tolerance(x->t, x->world, want)) continue;
    fprintf(stderr, "colljit bench: rank %d: %s %s: element %llu is %g, want %g\n", x->rank,
            x->who, cj_op_name(x->op), (unsigned long long)(k0 + i), got, want);
    return 1;
  }
  return 0;
}

int cj__bench_check(const bench_buf *b, cj_op op, uint64_t count, cj_dtype t, int rank,
                    int world, const char *who) {
  if (!cj__op_writes_recv(op, rank, BENCH_ROOT)) return 0; /* (reduce: the root's only) */
  check_ctx x = {b, op, count, t, rank, world, who};
  uint64_t chunks = cj__bench_out_bytes(op, count, t, world) / (count * cj_dtype_size(t));
  uint64_t w = count < WINDOW ? count : WINDOW;
  for (uint64_t c = 0; c < chunks; c++) {
    uint64_t starts[3] = {0, (count - w) / 2, count - w};
    for (int i = 0; i < 3; i++) {
      int rc = check_window(&x, c * count + starts[i], w);
      if (rc) return rc;
    }
  }
  return 0;
}
