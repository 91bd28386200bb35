/* allreduce_rmsnorm: all-reduce + residual add + RMSNorm of a [tokens, hidden] activation in
 * one kernel. With s = x_0 + x_1 + ... + x_{W-1} (f32, ranks in that order):
 *   residual <- round(residual + s)
 *   out      <- round((residual * inv) * weight),  inv = 1 / sqrt(sum(residual^2) / hidden + eps)
 * where residual is the rounded value just stored and every product, sum and quotient is an f32
 * operation (kir: correctly rounded, no fused multiply-add); sum(residual^2) is each thread's
 * running sum over its elements in order, then the block reduction's fixed order
 * (gen_compute.h). So every rank computes the same bits.
 *
 * A block owns whole rows: thread t holds accesses t, t + T, t + 2T, ... of the row (the
 * rounded residual stays in registers between the two passes of the row).
 *
 *  two_shot: rank r owns rows [r * share, (r + 1) * share), share = ceil(tokens / W). After the
 *            opening barrier it reads those rows of every rank's x, reduces them, adds and
 *            rounds. Small vectors: it normalises them too and writes residual and out rows
 *            into every rank; the closing barrier ends the call. From LOCAL_NORM_MIN_BYTES: it
 *            writes the residual rows into every rank, and after the closing barrier every rank
 *            normalises every row from its own residual (the same bits everywhere: the same
 *            rows through the same code) and writes its own out, so the links carry x and the
 *            residual once each, as an all-reduce's two phases do (out rows into every rank
 *            too took 553 us at 4096 x 8192 bf16 on 4 H100s, against 479 for NCCL's all_reduce
 *            plus torch's add and rms_norm). Only the owner reads row i of any x, and every
 *            rank writes out rows after that (the owner's own, or after the closing barrier),
 *            so out may be x (in place). x is read by peers: on the heap, or staged.
 *  ll:       every rank sends its x words with the call's epoch to every rank (the ll protocol,
 *            coll_ll.c) and then reduces and normalises every row itself; nothing is written to
 *            a peer but the ll words, so residual, weight and out may be anywhere. The thread
 *            that sends word i of a row is the one that later writes word i of out (in place is
 *            safe). */
#include <string.h>

#include "coll.h"
#include "gen_compute.h"

const cj_aux_param cj__rmsnorm_aux[] = {
    {"residual", KT_PTR, 0, 4},
    {"weight", KT_PTR, KIR_PARAM_READONLY, 4},
    {"eps", KT_F32, 0, 0},
    {NULL, KT_I32, 0, 0},
};

#define MAX_ACC 32 /* accesses per thread and row (the planner keeps to it) */
#define MAX_EPV 8  /* elements per access */
/* ll: the words a thread probes at once (its receives in flight: 16 accesses of a row, one
 * after another, each waiting for W words, took 30 us for one token of 8192 bf16 on 4 H100s) */
#define LL_PROBES 32
/* two_shot: from this many bytes per rank on, the owners send only the residual rows and every
 * rank normalises them itself (below, the owners send out rows too: one step less). 4 H100s,
 * 8192 bf16 a row: 64 tokens (1 MiB) 29.7 us owners' out against 32.9 local, 512 tokens 89.0
 * against 68.5, 4096 tokens 547.8 against 421.6; 2 H100s 21.9 / 24.2, 58.2 / 49.5, 347.6 /
 * 309.7. A kernel for any n (generic) sends out rows. */
#define LOCAL_NORM_MIN_BYTES (2u << 20)

typedef struct rms {
  int ll;
  int vec;                   /* bytes per access */
  kir_type vt;               /* its type */
  int epv;                   /* elements per access */
  int nacc;                  /* accesses per thread per row */
  uint64_t row_bytes;        /* hidden x element size */
  uint64_t row_accs;         /* accesses per row */
  kir_val x[CJ_MAX_WORLD];   /* two_shot: x of rank 0..W-1 */
  kir_val res[CJ_MAX_WORLD]; /* where residual rows go: every rank (two_shot) or this one */
  kir_val out[CJ_MAX_WORLD];
  int nto;
  kir_val weight, eps;
  int scratch; /* shared array of the block reduction */
  cj_ll llc;
} rms;

static kir_type vec_type(int bytes) {
  return bytes == 16 ? KT_V4I32 : bytes == 8 ? KT_V2I32 : bytes == 4 ? KT_I32 : KT_I16;
}

/* Element e of an access (I16, I32 or vector of I32 words) as F32. */
static kir_val elem(cj_gen *g, const rms *m, kir_val v, int e) {
  kir_builder *b = g->b;
  int per_word = 4 / (int)cj_dtype_size(g->p->dtype);
  kir_val w = v;
  if (kir_type_is_vec(m->vt)) w = kir_extract(b, v, e / per_word);
  return cj__gen_unpack_f32(g, w, e % per_word);
}

/* An access from F32 elements. */
static kir_val pack(cj_gen *g, const rms *m, const kir_val *f) {
  kir_builder *b = g->b;
  int per_word = 4 / (int)cj_dtype_size(g->p->dtype);
  kir_type storage = m->vt == KT_I16 ? KT_I16 : KT_I32;
  kir_val vec = 0;
  for (int wd = 0; wd < (m->epv + per_word - 1) / per_word; wd++) {
    kir_val word = 0;
    for (int k = 0; k < per_word && wd * per_word + k < m->epv; k++) {
      kir_val bits = cj__gen_pack_f32(g, f[wd * per_word + k], k, storage);
      word = k ? kir_bin(b, KIR_OR, word, bits) : bits;
    }
    if (!kir_type_is_vec(m->vt)) return word;
    vec = wd ? kir_insert(b, vec, wd, word) : kir_splat(b, m->vt, word);
  }
  return vec;
}

/* s (f32 per element) of one access at byte offset off of the row data: the accesses of every
 * rank's x in rank order (two_shot), or the ll words of every source (ll: probe[r], loaded
 * before, or waited for). */
static void reduced(cj_gen *g, const rms *m, kir_val off, const kir_val *probe, kir_val *s) {
  kir_builder *b = g->b;
  kir_val v[CJ_MAX_WORLD];
  for (int r = 0; r < g->p->world; r++)
    v[r] = m->ll ? cj__ll_get_probed(g, &m->llc, r, off, probe[r])
                 : kir_load(b, m->vt, kir_ptr_add(b, m->x[r], off), m->vec, KIR_HINT_NONE);
  for (int e = 0; e < m->epv; e++) {
    s[e] = elem(g, m, v[0], e);
    for (int r = 1; r < g->p->world; r++)
      s[e] = kir_bin(b, KIR_ADD, s[e], elem(g, m, v[r], e));
  }
}

/* What row() does with a row: ll, all of it on this rank (reduce, add, round, normalise; residual
 * and out stored here); two_shot, the owner's part (reduce, add, round; the residual row stored
 * into every rank) and then every rank's own (the row's residual read here, normalised, out
 * stored here). */
enum { ROW_ALL, ROW_RESIDUAL, ROW_NORM };

/* The two passes over one row (I64 index). */
static void row(cj_gen *g, rms *m, kir_val rowi, int what) {
  kir_builder *b = g->b;
  kir_val base = kir_bin(b, KIR_MUL, rowi, kir_i64(b, (int64_t)m->row_bytes));
  kir_val t64 = kir_cvt(b, KIR_ZEXT, KT_I64, g->tid);
  kir_var acc[MAX_ACC];
  kir_val offs[MAX_ACC], valid[MAX_ACC];
  kir_var sumsq = kir_var_new(b, "sumsq", KT_F32, kir_f32(b, 0.0f));
  uint64_t threads = (uint64_t)g->p->block_threads;
  int w = g->p->world, group = LL_PROBES / w > 1 ? LL_PROBES / w : 1;
  kir_val probes[MAX_ACC][CJ_MAX_WORLD];
  for (int j = 0; j < m->nacc; j++) {
    kir_val idx = kir_bin(b, KIR_ADD, t64, kir_i64(b, (int64_t)(threads * (uint64_t)j)));
    int masked = threads * (uint64_t)(j + 1) > m->row_accs;
    valid[j] = masked ? kir_cmp(b, KIR_ULT, idx, kir_i64(b, (int64_t)m->row_accs)) : 0;
    offs[j] = kir_bin(b, KIR_MUL, idx, kir_i64(b, m->vec));
  }
  for (int j = 0; j < m->nacc; j++) { /* pass 1: reduce, add, round, square */
    if (m->ll && j % group == 0) /* the next group's words of every source, all in flight */
      for (int jj = j; jj < j + group && jj < m->nacc; jj++) {
        /* (a lane past the row's end probes the row's first word, and never waits) */
        kir_val at = valid[jj] ? kir_select(b, valid[jj], kir_bin(b, KIR_ADD, base, offs[jj]), base)
                               : kir_bin(b, KIR_ADD, base, offs[jj]);
        for (int r = 0; r < w; r++)
          probes[jj][r] = cj__ll_probe(g, &m->llc, r, at);
      }
    kir_val zero =
        kir_type_is_vec(m->vt) ? kir_splat(b, m->vt, kir_i32(b, 0)) : kir_const(b, m->vt, 0);
    acc[j] = kir_var_new(b, "resid", m->vt, zero);
    if (valid[j]) kir_if_begin(b, valid[j]);
    kir_val at = kir_bin(b, KIR_ADD, base, offs[j]);
    kir_val old =
        kir_load(b, m->vt, kir_ptr_add(b, g->arg[CJ_ARG_AUX0], at), m->vec, KIR_HINT_NONE);
    kir_val packed = old; /* ROW_NORM: the residual row as its owner stored it */
    if (what != ROW_NORM) {
      kir_val s[MAX_EPV], rn[MAX_EPV];
      reduced(g, m, at, probes[j], s);
      for (int e = 0; e < m->epv; e++)
        rn[e] = kir_bin(b, KIR_ADD, elem(g, m, old, e), s[e]);
      packed = pack(g, m, rn);
    }
    if (what == ROW_RESIDUAL) { /* into every rank; normalised there (ROW_NORM) */
      for (int d = 0; d < m->nto; d++)
        kir_store(b, kir_ptr_add(b, m->res[d], at), packed, m->vec, KIR_HINT_NONE);
      if (valid[j]) kir_if_end(b);
      continue;
    }
    kir_var_set(b, acc[j], packed);
    kir_val q = kir_var_get(b, sumsq);
    for (int e = 0; e < m->epv; e++) { /* the rounded value, as stored */
      kir_val f = elem(g, m, packed, e);
      q = kir_bin(b, KIR_ADD, q, kir_bin(b, KIR_MUL, f, f));
    }
    kir_var_set(b, sumsq, q);
    if (valid[j]) kir_if_end(b);
  }
  if (what == ROW_RESIDUAL) return;
  kir_val total = cj__gen_block_reduce_f32(b, KIR_ADD, kir_var_get(b, sumsq), g->tid, m->scratch);
  kir_val mean =
      kir_fdiv(b, total, kir_f32(b, (float)(m->row_bytes / cj_dtype_size(g->p->dtype))));
  kir_val root = kir_fsqrt(b, kir_bin(b, KIR_ADD, mean, m->eps));
  kir_val inv = kir_fdiv(b, kir_f32(b, 1.0f), root);
  for (int j = 0; j < m->nacc; j++) { /* pass 2: scale, weigh, store everywhere */
    if (valid[j]) kir_if_begin(b, valid[j]);
    kir_val at = kir_bin(b, KIR_ADD, base, offs[j]);
    kir_val rv = kir_var_get(b, acc[j]);
    /* the weight is one row: the access's offset within it */
    kir_val wv = kir_load(b, m->vt, kir_ptr_add(b, m->weight, offs[j]), m->vec, KIR_HINT_NONE);
    kir_val o[MAX_EPV];
    for (int e = 0; e < m->epv; e++)
      o[e] = kir_bin(b, KIR_MUL, kir_bin(b, KIR_MUL, elem(g, m, rv, e), inv), elem(g, m, wv, e));
    kir_val ov = pack(g, m, o);
    if (what == ROW_NORM) /* this rank's out; the residual is in place already */
      kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], at), ov, m->vec, KIR_HINT_NONE);
    for (int d = 0; what == ROW_ALL && d < m->nto; d++) {
      kir_store(b, kir_ptr_add(b, m->res[d], at), rv, m->vec, KIR_HINT_NONE);
      kir_store(b, kir_ptr_add(b, m->out[d], at), ov, m->vec, KIR_HINT_NONE);
    }
    if (valid[j]) kir_if_end(b);
  }
}

/* ll: every word of this rank's rows goes to every rank, by the thread that will write it. */
static void ll_send_row(cj_gen *g, rms *m, kir_val rowi) {
  kir_builder *b = g->b;
  kir_val base = kir_bin(b, KIR_MUL, rowi, kir_i64(b, (int64_t)m->row_bytes));
  kir_val t64 = kir_cvt(b, KIR_ZEXT, KT_I64, g->tid);
  uint64_t threads = (uint64_t)g->p->block_threads;
  for (int j = 0; j < m->nacc; j++) {
    kir_val idx = kir_bin(b, KIR_ADD, t64, kir_i64(b, (int64_t)(threads * (uint64_t)j)));
    int masked = threads * (uint64_t)(j + 1) > m->row_accs;
    if (masked) kir_if_begin(b, kir_cmp(b, KIR_ULT, idx, kir_i64(b, (int64_t)m->row_accs)));
    kir_val at = kir_bin(b, KIR_ADD, base, kir_bin(b, KIR_MUL, idx, kir_i64(b, 4)));
    kir_val word = kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], at), 4, KIR_HINT_NONE);
    cj__ll_put(g, &m->llc, at, word);
    if (masked) kir_if_end(b);
  }
}

static void setup(cj_gen *g, rms *m) {
  const cj_plan *p = g->p;
  kir_builder *b = g->b;
  memset(m, 0, sizeof *m);
  m->ll = p->variant == CJ_VARIANT_LL;
  m->vec = p->vec_bytes;
  m->vt = vec_type(m->vec);
  m->epv = m->vec / (int)cj_dtype_size(p->dtype);
  m->row_bytes = p->hidden * cj_dtype_size(p->dtype);
  m->row_accs = m->row_bytes / (uint64_t)m->vec;
  m->nacc = (int)((m->row_accs + (uint64_t)p->block_threads - 1) / (uint64_t)p->block_threads);
  m->weight = g->arg[CJ_ARG_AUX0 + 1];
  m->eps = g->arg[CJ_ARG_AUX0 + 2];
  m->scratch =
      kir_shared_new(b, "reduce", cj__block_reduce_scratch(p->block_threads, p->warp_size), 16);
  m->nto = m->ll ? 1 : p->world;
  if (m->ll) {
    m->res[0] = g->arg[CJ_ARG_AUX0];
    m->out[0] = g->arg[CJ_ARG_DST];
    return;
  }
  kir_val x = cj__gen_stage(g, cj__gen_chunk(g, 1));
  cj__gen_all_peers(g, x, m->x);
  cj__gen_all_peers(g, g->arg[CJ_ARG_AUX0], m->res);
  cj__gen_all_peers(g, g->arg[CJ_ARG_DST], m->out);
}

cj_status cj__gen_rmsnorm(cj_gen *g) {
  const cj_plan *p = g->p;
  kir_builder *b = g->b;
  rms m;
  if (!p->hidden) return CJ_E_INTERNAL;
  setup(g, &m);
  if (m.nacc > MAX_ACC || m.epv > MAX_EPV) return CJ_E_INTERNAL;
  cj_len bytes = cj__gen_chunk(g, 1);
  kir_val tokens = kir_bin(b, KIR_UDIV, cj__len_val(g, bytes), kir_i64(b, (int64_t)m.row_bytes));
  kir_val step = kir_cvt(b, KIR_ZEXT, KT_I64, g->nblocks);
  kir_val first = kir_cvt(b, KIR_ZEXT, KT_I64, g->bid);
  kir_comment(b,
              "allreduce_rmsnorm %s: %d ranks, rows of %llu bytes, %d accesses of %d bytes "
              "per thread",
              cj_variant_name(p->variant), p->world, (unsigned long long)m.row_bytes, m.nacc,
              m.vec);
  if (m.ll) {
    cj__ll_begin(g, &m.llc, bytes);
    kir_val r = kir_for_begin(b, first, tokens, step, 0);
    ll_send_row(g, &m, r);
    kir_for_end(b);
    r = kir_for_begin(b, first, tokens, step, 0);
    row(g, &m, r, ROW_ALL);
    kir_for_end(b);
    cj__ll_end(g, &m.llc);
    return CJ_OK;
  }
  /* two_shot: this rank's share of the rows; the residual rows alone, or out rows too */
  int local = !bytes.v && bytes.c >= LOCAL_NORM_MIN_BYTES;
  kir_val w = kir_i64(b, p->world);
  kir_val share = kir_bin(b, KIR_UDIV, kir_bin(b, KIR_ADD, tokens, kir_i64(b, p->world - 1)), w);
  kir_val rank = kir_cvt(b, KIR_ZEXT, KT_I64, g->arg[CJ_ARG_RANK]);
  kir_val lo = kir_bin(b, KIR_UMIN, kir_bin(b, KIR_MUL, rank, share), tokens);
  kir_val hi = kir_bin(b, KIR_UMIN, kir_bin(b, KIR_ADD, lo, share), tokens);
  cj__gen_start(g);
  kir_val r = kir_for_begin(b, kir_bin(b, KIR_ADD, lo, first), hi, step, 0);
  row(g, &m, r, local ? ROW_RESIDUAL : ROW_ALL);
  kir_for_end(b);
  cj__gen_end(g);
  if (!local) return CJ_OK;
  /* every rank normalises every row from its residual, which now holds the owners' rows. Block
   * b takes the rows that block b of each owner stored: the closing barrier paired it with
   * block b of every rank, so those rows have arrived (another block's need not have). */
  kir_val q = kir_for_begin(b, kir_i64(b, 0), w, kir_i64(b, 1), 0);
  kir_val qlo = kir_bin(b, KIR_UMIN, kir_bin(b, KIR_MUL, q, share), tokens);
  kir_val qhi = kir_bin(b, KIR_UMIN, kir_bin(b, KIR_ADD, qlo, share), tokens);
  r = kir_for_begin(b, kir_bin(b, KIR_ADD, qlo, first), qhi, step, 0);
  row(g, &m, r, ROW_NORM);
  kir_for_end(b);
  kir_for_end(b);
  return CJ_OK;
}
