/* Policy: which variant, staging and grid a plan runs. The built-in rules (measured on H200s;
 * the figures are beside each rule) and the selection tables (select.c, measured by `colljit
 * tune`) decide; the runtime's request carries facts about the call (CJ_REQ_FACTS: the areas
 * the communicator has, which buffers lie on the heap, in place) and does not decide itself. */
#include <string.h>

#include "coll.h"
#include "support.h"

/* all_reduce auto: one_shot while the whole vector is small enough that W reads per element
 * cost less than two_shot's extra pass; bytes per rank, by world size. */
static const struct {
  int max_world;
  uint64_t one_shot_max_bytes;
} allreduce_table[] = {
    {2, 512u << 10}, {4, 256u << 10}, {8, 128u << 10}, {CJ_MAX_WORLD, 64u << 10}};
/* ll (flag-free) while it pays: small vectors of whole 4-byte words, more than one rank. */
#define LL_AUTO_MAX_BYTES (64u << 10)

int cj__ll_fits(uint64_t bytes, int world) {
  return world > 1 && bytes % 4 == 0 && bytes <= CJ_LL_MAX_BYTES;
}

/* broadcast: split once the vector is large enough that the root's links, not the barriers,
 * set the time */
#define SPLIT_AUTO_MIN_BYTES (1u << 20)
/* ... and chain above 16 MiB (4 H200s: 64 MiB 245 us against split's 309, 256 MiB 802 against
 * 1216; 16 MiB 96-107 against 89) where the GPUs meet through switches: there each GPU's links
 * all reach every peer, so one hop along the chain can take them all. AMD's Infinity Fabric
 * nodes have no switch: GPUs link to each other directly (MI300X / MI355X: each pair by a link
 * of its own, seven a GPU, 64 GB/s a direction on MI300X; MI250: one to four links a pair), so
 * a chain, one neighbour a hop, would run on one pair's links, where split's shares leave the
 * root over all of them at once. */
#define CHAIN_AUTO_MIN_BYTES (16u << 20)
static int links_switched(const cj_target *t) { return t->vendor != CJ_VENDOR_AMD; }

/* A variant whose peers write this rank's recv needs recv on the heap: two_shot falls back to
 * one_shot (which writes only the local recv) when recv is not there. */
static cj_variant peers_may_write(cj_op op, cj_variant v, unsigned facts) {
  if (op == CJ_OP_ALL_REDUCE && v == CJ_VARIANT_TWO_SHOT && !(facts & CJ_FACT_RECV_HEAP))
    return CJ_VARIANT_ONE_SHOT;
  return v;
}

/* The built-in rules, where the selection table has no row. */
static cj_variant builtin_auto(const cj_target *t, cj_op op, uint64_t bytes, int world,
                               unsigned areas) {
  int ll = (areas & CJ_AREA_LL) && cj__ll_fits(bytes, world) && bytes <= LL_AUTO_MAX_BYTES;
  int relay = (areas & CJ_AREA_RELAY) && world > 1;
  switch (op) {
  case CJ_OP_ALL_REDUCE:
    if (ll) return CJ_VARIANT_LL;
    for (size_t i = 0; i < sizeof allreduce_table / sizeof allreduce_table[0]; i++)
      if (world <= allreduce_table[i].max_world)
        return bytes <= allreduce_table[i].one_shot_max_bytes || world == 1 ? CJ_VARIANT_ONE_SHOT
                                                                            : CJ_VARIANT_TWO_SHOT;
    return CJ_VARIANT_TWO_SHOT;
  case CJ_OP_REDUCE_SCATTER:
    /* push writes over the links where pull reads (writes measured faster on NVLink) */
    return ll ? CJ_VARIANT_LL : relay ? CJ_VARIANT_PUSH : CJ_VARIANT_PULL;
  case CJ_OP_REDUCE:
    /* small vectors: ll (no barrier: 2.0-2.6 us from 1 to 64 KiB on 2 H100s, where push took
     * 5.7-6.2 on one machine and 11.8-12.6 on another); split from 3 to 8 ranks past 1 MiB (4
     * H200s: 256 MiB 942 us against pull's 2180); more ranks keep the relay (split unrolls
     * every rank's loads, as pull does) */
    if (ll) return CJ_VARIANT_LL;
    if (world > 2 && world <= 8 && bytes > (1u << 20)) return CJ_VARIANT_SPLIT;
    return relay ? CJ_VARIANT_PUSH : CJ_VARIANT_PULL;
  case CJ_OP_ALL_GATHER:
  case CJ_OP_ALL_TO_ALL: /* all_to_all ll: 1-4 KiB blocks in 6.5 us with push's barriers */
    return ll ? CJ_VARIANT_LL : CJ_VARIANT_PUSH;
  case CJ_OP_ALL_REDUCE_RMSNORM:
    return ll ? CJ_VARIANT_LL : CJ_VARIANT_TWO_SHOT;
  case CJ_OP_BROADCAST:
    /* small vectors: ll (no barrier: 2.3-2.5 us where push takes 6.3-7.7 on 2 H200s);
     * at 2 ranks push measured faster at every other size (remote reads cost more than the
     * root's one extra write); from 3 ranks on split from 1 MiB, chain above 16 MiB (measured
     * on 4 H200s; not on AMD, above) */
    if (ll) return CJ_VARIANT_LL;
    /* from 3 ranks, up to the ll area's 1 MiB: ll_split, the root's links carrying the vector
     * once and no barrier (4 H100s: 4.7 / 5.9 / 9.2 us at 256 KiB / 512 KiB / 1 MiB, where ll
     * and relay took 6.1 / 8.6 / 12.9) */
    if (world > 2 && (areas & CJ_AREA_LL) && cj__ll_fits(bytes, world))
      return CJ_VARIANT_LL_SPLIT;
    if (world > 2 && bytes > CHAIN_AUTO_MIN_BYTES && links_switched(t)) return CJ_VARIANT_CHAIN;
    return world > 2 && bytes >= SPLIT_AUTO_MIN_BYTES ? CJ_VARIANT_SPLIT : CJ_VARIANT_PUSH;
  default:
    return cj__variant_row(op, CJ_VARIANT_AUTO)->variant;
  }
}

cj_variant cj__auto_variant(const cj_target *t, cj_op op, uint64_t bytes, int world,
                            unsigned facts) {
  unsigned areas = facts & (CJ_AREA_WORK | CJ_AREA_LL | CJ_AREA_RELAY);
  cj_choice ch;
  /* the table's row for this size, where it names a variant of the op that can run it; a row
   * whose variant cannot run here (ll for a vector that is not whole words, an area the caller
   * lacks) gives the built-in rule without that variant (the row was measured for it, not for
   * the others), not the next row */
  if (world > 1 && cj__select(t, world, op, bytes, &ch) && ch.variant != CJ_VARIANT_AUTO &&
      cj__variant_row(op, ch.variant)) {
    cj_area a = cj__variant_area(op, ch.variant);
    int fits = a != CJ_AREA_LL || cj__ll_fits(bytes, world);
    if (fits && (areas & a)) return peers_may_write(op, ch.variant, facts);
    if (a != CJ_AREA_WORK) areas &= ~(unsigned)a;
  }
  return peers_may_write(op, builtin_auto(t, op, bytes, world, areas), facts);
}

/* The facts auto chooses from: the request's (CJ_REQ_FACTS), else every area and recv on the
 * heap. ll and relay kernels read only local memory and never stage; ll moves aligned 4-byte
 * words (buffers whose width is below 4 cannot take it), of every row for the ops of rows. */
static unsigned request_facts(const cj_request *r) {
  int known = (r->flags & CJ_REQ_FACTS) != 0, staged = (r->flags & CJ_REQ_STAGE) != 0;
  int words = !cj__op(r->op)->rows || r->hidden * cj_dtype_size(r->dtype) % 4 == 0;
  unsigned facts = CJ_AREA_WORK;
  if (!known || (r->flags & CJ_REQ_RECV_HEAP)) facts |= CJ_FACT_RECV_HEAP;
  if (!staged && (!known || (r->flags & CJ_REQ_RELAY_AREA))) facts |= CJ_AREA_RELAY;
  if (!staged && (!known || (r->flags & CJ_REQ_LL_AREA)) && (!r->vec_bytes || r->vec_bytes >= 4) &&
      words)
    facts |= CJ_AREA_LL;
  return facts;
}

cj_status cj__choose_variant(const cj_request *r, cj_plan *p) {
  cj_variant v = r->variant;
  /* a GEMM op's kernel is its generated one (its first row): whether a call takes the
   * vendor-BLAS path instead is the runtime's choice (cj__gemm_path), and gemm_reducescatter's
   * `blas` row is only that path's last step (the reduction of slots the vendor GEMMs and the
   * copy engines fill), never a kernel that computes the op on its own */
  if (v == CJ_VARIANT_AUTO && cj__op(r->op) && cj__op(r->op)->gemm)
    v = cj__variant_row(r->op, CJ_VARIANT_AUTO)->variant;
  /* a generic kernel serves every size: the op's first variant, which takes any buffers */
  if (v == CJ_VARIANT_AUTO && !(r->flags & CJ_REQ_GENERIC) && r->op != CJ_OP_BARRIER &&
      cj__variant_row(r->op, CJ_VARIANT_AUTO))
    v = cj__auto_variant(&p->target, r->op, r->count * cj_dtype_size(r->dtype), r->world,
                         request_facts(r));
  const cj_variant_row *e = cj__variant_row(r->op, v);
  if (!e) {
    if (!cj__variant_row(r->op, CJ_VARIANT_AUTO))
      return cj__fail(CJ_E_UNSUPPORTED, "op: %s has no generator in this version",
                      cj_op_name(r->op));
    if (v == CJ_VARIANT_CE && cj__op_ce(r->op))
      return cj__fail(CJ_E_INVALID,
                      "variant: 'ce' is %s's copy-engine path, chosen at run time (selection "
                      "tables): %s; it has no kernel to generate", cj_op_name(r->op),
                      cj__op_copy_form(r->op)
                          ? "copies between two barrier kernels"
                          : "the reduce-scatter's kernel, then the copy engines' all-gather");
    if (v == CJ_VARIANT_BLAS && r->op == CJ_OP_ALLGATHER_GEMM)
      return cj__fail(CJ_E_INVALID,
                      "variant: 'blas' is allgather_gemm's vendor-BLAS path, "
                      "chosen at run time (COLLJIT_GEMM_PATH, selection tables); it has no "
                      "kernel to generate");
    return cj__fail(CJ_E_INVALID, "variant: %s has no variant '%s'", cj_op_name(r->op),
                    cj_variant_name(v));
  }
  p->variant = e->variant;
  if (cj__variant_area(r->op, p->variant) == CJ_AREA_LL) { /* ll, ll_split */
    uint64_t bytes = r->count * cj_dtype_size(r->dtype);
    if (bytes % 4 || bytes > CJ_LL_MAX_BYTES)
      return cj__fail(CJ_E_INVALID,
                      "variant: %s moves whole 4-byte words, at most %u bytes per rank (this "
                      "vector has %llu)",
                      cj_variant_name(p->variant), CJ_LL_MAX_BYTES, (unsigned long long)bytes);
  }
  if (cj__variant_area(r->op, p->variant) != CJ_AREA_WORK && (r->flags & CJ_REQ_STAGE))
    return cj__fail(CJ_E_INVALID, "flags: %s %s reads only local memory and never stages",
                    cj_op_name(r->op), cj_variant_name(p->variant));
  return CJ_OK;
}

cj_status cj__choose_staging(const cj_request *r, cj_plan *p) {
  if (!(r->flags & CJ_REQ_FACTS)) return CJ_OK;
  const cj_variant_row *row = cj__variant_row(p->op, p->variant);
  /* ll and relay kernels read and write local buffers only, in place included */
  if (!row || row->area != CJ_AREA_WORK) return CJ_OK;
  if (row->writes_recv && !(r->flags & CJ_REQ_RECV_HEAP))
    return cj__fail(CJ_E_INVALID, "recv: peers write into it (%s %s), so it must lie in one "
                    "allocation of the symmetric heap", cj_op_name(p->op),
                    cj_variant_name(p->variant));
  /* a pull op's kernels read peers' inputs: on the heap, or copied there first; some in-place
   * calls need a copy (a peer would read what is being overwritten) */
  int stage = cj__op(p->op)->pulls && !(r->flags & CJ_REQ_SEND_HEAP);
  if ((r->flags & CJ_REQ_IN_PLACE) && row->inplace_stages) stage = 1;
  if (stage && p->world > 1) p->flags |= CJ_REQ_STAGE;
  return CJ_OK;
}

int cj__default_unroll(const cj_plan *p) {
  int generic = (p->flags & CJ_REQ_GENERIC) != 0;
  /* reductions hold W loads per vector in registers: fewer vectors per thread */
  int unroll = cj__op_reduces(p->op) ? (p->world <= 2 ? 4 : p->world <= 4 ? 2 : 1) : 4;
  /* copies of large vectors keep 8 vectors per thread in flight (measured on 2 H200s:
   * all_to_all 256 MiB 576 -> 510 us, all_gather 853 -> 842, broadcast 844 -> 831); below
   * 16 MiB 4, which gives more tiles to spread over the grid (8 was slower at 256 KiB) */
  if (!cj__op_reduces(p->op) && !generic && cj__op_walk_bytes(p) >= (16u << 20)) unroll = 8;
  /* ll: one word per thread, so that no thread polls many slots one after the other */
  if (cj__variant_area(p->op, p->variant) == CJ_AREA_LL) unroll = 1;
  return unroll;
}

/* Blocks of `threads` that the device surely holds at once: SMs / CUs (the target's unitsN, or
 * the arch's smallest part's) x blocks per SM by threads (2048 threads, 32 blocks per SM or
 * CU). */
static const int units[] = {[CJ_ARCH_GFX90A] = 104, [CJ_ARCH_GFX942] = 228, [CJ_ARCH_GFX950] = 256,
                            [CJ_ARCH_SM80] = 108,   [CJ_ARCH_SM90] = 114,   [CJ_ARCH_HOST] = 0};

/* the device's (the target's unitsN) or the smallest part's */
static int units_of(const cj_target *t) { return t->units ? t->units : units[t->arch]; }

int cj__resident_blocks(const cj_target *t, int threads) {
  if (!units[t->arch]) return CJ_MAX_GRID;
  int per = 2048 / threads;
  int most = units_of(t) * (per < 32 ? per : 32);
  return most < CJ_MAX_GRID ? most : CJ_MAX_GRID;
}

/* Shared memory (LDS) per SM / CU that blocks may take: sm_90 227 KiB, sm_80 163 KiB, CDNA2/3
 * 64 KiB, CDNA4 160 KiB. The CPU executor runs a few blocks per core: 32 in all. */
static const int shared_kib[] = {[CJ_ARCH_GFX90A] = 64, [CJ_ARCH_GFX942] = 64,
                                 [CJ_ARCH_GFX950] = 160, [CJ_ARCH_SM80] = 163,
                                 [CJ_ARCH_SM90] = 227,  [CJ_ARCH_HOST] = 0};

int cj__blocks_per_unit_shared(const cj_target *t, int shared) {
  int per = shared > 0 && shared_kib[t->arch] ? shared_kib[t->arch] * 1024 / shared : 32;
  return per < 1 ? 1 : per;
}

int cj__resident_blocks_shared(const cj_target *t, int threads, int shared) {
  if (!units[t->arch]) return 32;
  int most = cj__resident_blocks(t, threads);
  if (shared <= 0) return most;
  int per = cj__blocks_per_unit_shared(t, shared);
  return units_of(t) * per < most ? units_of(t) * per : most;
}

int cj__default_grid(const cj_plan *p, uint64_t nominal) {
  int generic = (p->flags & CJ_REQ_GENERIC) != 0;
  /* relay kernels: one slice per block and round, slots for cj__relay_max_grid blocks */
  int relay = cj__variant_area(p->op, p->variant) == CJ_AREA_RELAY;
  if (relay) nominal = cj__relay_slice_for(p->world, cj__op_walk_bytes(p));
  uint64_t tiles = (cj__op_walk_bytes(p) + nominal - 1) / nominal;
  /* up to 128 blocks: large copies reached the links' rate (365 GB/s per direction on 2
   * H200s, 319 with at most 32 blocks), smaller vectors get one tile per block; the broadcast
   * chain up to 256, its blocks taking 16 KiB slices by ticket (4 H200s, 256 MiB: 770 us on
   * 256 blocks, 997 on 128) */
  int chain = p->op == CJ_OP_BROADCAST && p->variant == CJ_VARIANT_CHAIN;
  int cap = relay ? cj__relay_max_grid(p->world) : chain ? 256 : 128;
  int most = cj__resident_blocks(&p->target, p->block_threads);
  if (cap > most) cap = most; /* (the default grid never exceeds what is resident) */
  /* the CPU executor runs blocks on threads, a few cores' worth: its default stays at 32 */
  if (p->target.arch == CJ_ARCH_HOST && cap > 32) cap = 32;
  if (generic) tiles = (uint64_t)cap; /* launched with any grid up to this */
  int grid = (int)(tiles < (uint64_t)cap ? tiles : (uint64_t)cap);
  /* the measured grid for this op and size, where the selection table has one for the
   * variant this plan runs (the same on every rank: it depends on the count only) */
  cj_choice ch;
  uint64_t bytes = p->count * (uint64_t)cj_dtype_size(p->dtype);
  if (!generic && p->world > 1 && cj__select(&p->target, p->world, p->op, bytes, &ch) && ch.grid &&
      (ch.variant == p->variant || ch.variant == CJ_VARIANT_AUTO))
    grid = ch.grid < most ? ch.grid : most;
  return grid;
}

cj_variant cj__gemm_path(const cj_target *t, cj_op op, int world, const cj_gemm_params *g,
                         cj_dtype dtype, const char *forced) {
  if (op == CJ_OP_GEMM) return CJ_VARIANT_TILE; /* generated only: no vendor-BLAS path */
  int rs = op == CJ_OP_GEMM_REDUCESCATTER;
  cj_variant fused = rs ? CJ_VARIANT_PUSH : CJ_VARIANT_PULL;
  if (g->shard != (rs ? CJ_SHARD_K : CJ_SHARD_M) || world < 1) return fused;
  if (forced && !strcmp(forced, "fused")) return fused;
  if (forced && !strcmp(forced, "blas")) return CJ_VARIANT_BLAS;
  if (forced && !strcmp(forced, "ce")) return CJ_VARIANT_CE;
  cj_choice ch;
  /* the table's bytes: A per rank (m/W x k, or m x k/W) */
  uint64_t bytes = g->m * g->k / (uint64_t)world * (uint64_t)cj_dtype_size(dtype);
  if (cj__select(t, world, op, bytes, &ch) &&
      (ch.variant == CJ_VARIANT_BLAS || ch.variant == CJ_VARIANT_CE || ch.variant == fused))
    return ch.variant;
  return t->vendor == CJ_VENDOR_NVIDIA ? CJ_VARIANT_BLAS : fused;
}
