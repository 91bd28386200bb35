/* The registry of collective generators: which (op, variant) pairs exist, and building the
 * kernel IR of a plan. */
#include "coll.h"
#include "support.h"

typedef struct gen_entry {
  cj_op op;
  cj_variant variant;
  cj_gen_fn fn;
} gen_entry;

/* The first entry of an op is its default variant. */
static const gen_entry gens[] = {
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, cj__gen_allreduce_one_shot},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, cj__gen_allreduce_two_shot},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_LL, cj__gen_ll},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, cj__gen_relay},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_PUSH, cj__gen_allgather_push},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_LL, cj__gen_ll},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PULL, cj__gen_reducescatter_pull},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_LL, cj__gen_ll},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, cj__gen_relay},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_PUSH, cj__gen_alltoall_push},
    {CJ_OP_BROADCAST, CJ_VARIANT_PUSH, cj__gen_broadcast_push},
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, cj__gen_broadcast_split},
    {CJ_OP_REDUCE, CJ_VARIANT_PULL, cj__gen_reduce_pull},
    {CJ_OP_REDUCE, CJ_VARIANT_PUSH, cj__gen_relay},
    {CJ_OP_BARRIER, CJ_VARIANT_EPOCH, cj__gen_barrier},
};

/* all_reduce auto: one_shot while the whole vector is small enough that W reads per element
 * cost less than two_shot's extra pass; bytes per rank, by world size. */
static const struct {
  int max_world;
  uint64_t one_shot_max_bytes;
} allreduce_table[] = {{2, 512u << 10}, {4, 256u << 10}, {8, 128u << 10}, {CJ_MAX_WORLD, 64u << 10}};
#define NGENS (int)(sizeof gens / sizeof gens[0])

int cj__op_reduces(cj_op op) {
  return op == CJ_OP_ALL_REDUCE || op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_REDUCE;
}

static const gen_entry *find(cj_op op, cj_variant v) {
  for (int i = 0; i < NGENS; i++)
    if (gens[i].op == op && (v == CJ_VARIANT_AUTO || gens[i].variant == v)) return &gens[i];
  return NULL;
}

/* ll (flag-free) while it pays: small vectors of whole 4-byte words, more than one rank. */
#define LL_AUTO_MAX_BYTES (64u << 10)

int cj__ll_fits(uint64_t bytes, int world) {
  return world > 1 && bytes % 4 == 0 && bytes <= CJ_LL_MAX_BYTES;
}

/* broadcast: split once the vector is large enough that the root's links, not the barriers,
 * set the time */
#define SPLIT_AUTO_MIN_BYTES (1u << 20)

cj_area cj__variant_area(cj_op op, cj_variant v) {
  if (v == CJ_VARIANT_LL) return CJ_AREA_LL;
  if (v == CJ_VARIANT_PUSH && cj__op_reduces(op))
    return CJ_AREA_RELAY;
  return CJ_AREA_WORK;
}

/* The built-in rules, where the selection table has no row. */
static cj_variant builtin_auto(cj_op op, uint64_t bytes, int world, unsigned areas) {
  int ll = (areas & CJ_AREA_LL) && cj__ll_fits(bytes, world) && bytes <= LL_AUTO_MAX_BYTES;
  int relay = (areas & CJ_AREA_RELAY) && world > 1;
  switch (op) {
  case CJ_OP_ALL_REDUCE:
    if (ll) return CJ_VARIANT_LL;
    for (size_t i = 0; i < sizeof allreduce_table / sizeof allreduce_table[0]; i++)
      if (world <= allreduce_table[i].max_world)
        return bytes <= allreduce_table[i].one_shot_max_bytes || world == 1
                   ? CJ_VARIANT_ONE_SHOT
                   : CJ_VARIANT_TWO_SHOT;
    return CJ_VARIANT_TWO_SHOT;
  case CJ_OP_REDUCE_SCATTER:
    /* push writes over the links where pull reads (writes measured faster on NVLink) */
    return ll ? CJ_VARIANT_LL : relay ? CJ_VARIANT_PUSH : CJ_VARIANT_PULL;
  case CJ_OP_REDUCE:
    return relay ? CJ_VARIANT_PUSH : CJ_VARIANT_PULL;
  case CJ_OP_ALL_GATHER:
    return ll ? CJ_VARIANT_LL : CJ_VARIANT_PUSH;
  case CJ_OP_BROADCAST:
    /* at 2 ranks push measured faster at every size (remote reads cost more than the root's
     * one extra write); from 3 ranks on split, from 1 MiB (measured on 4 H200s) */
    return world > 2 && bytes >= SPLIT_AUTO_MIN_BYTES ? CJ_VARIANT_SPLIT : CJ_VARIANT_PUSH;
  default:
    return find(op, CJ_VARIANT_AUTO)->variant;
  }
}

int cj__op_variants(cj_op op, cj_variant *out, int max) {
  int n = 0;
  for (int i = 0; i < NGENS; i++)
    if (gens[i].op == op && n < max) out[n++] = gens[i].variant;
  return n;
}

cj_variant cj__auto_variant(const cj_target *t, cj_op op, uint64_t bytes, int world,
                            unsigned areas) {
  cj_choice ch;
  /* the table's row for this size, where it names a variant of the op that can run it; a row
   * whose variant cannot run here (ll for a vector that is not whole words, an area the caller
   * lacks) gives the built-in rule without that variant (the row was measured for it, not for
   * the others), not the next row */
  if (world > 1 && cj__select(t, world, op, bytes, &ch) && ch.variant != CJ_VARIANT_AUTO &&
      find(op, ch.variant)) {
    cj_area a = cj__variant_area(op, ch.variant);
    int fits = ch.variant != CJ_VARIANT_LL || cj__ll_fits(bytes, world);
    if (fits && (areas & a)) return ch.variant;
    if (a != CJ_AREA_WORK) areas &= ~(unsigned)a;
  }
  return builtin_auto(op, bytes, world, areas);
}

cj_status cj__choose_variant(const cj_request *r, cj_plan *p) {
  cj_variant v = r->variant;
  /* a generic kernel serves every size: the op's first variant, which takes any buffers */
  if (v == CJ_VARIANT_AUTO && !(r->flags & CJ_REQ_GENERIC) && r->op != CJ_OP_BARRIER &&
      find(r->op, CJ_VARIANT_AUTO))
  {
    /* ll and relay kernels read only local memory and never stage; ll moves aligned words */
    unsigned areas = CJ_AREA_WORK;
    if (!(r->flags & CJ_REQ_STAGE)) areas |= CJ_AREA_RELAY;
    if (!(r->flags & CJ_REQ_STAGE) && (!r->vec_bytes || r->vec_bytes >= 4)) areas |= CJ_AREA_LL;
    v = cj__auto_variant(&p->target, r->op, r->count * cj_dtype_size(r->dtype), r->world, areas);
  }
  const gen_entry *e = find(r->op, v);
  if (!e) {
    if (!find(r->op, CJ_VARIANT_AUTO))
      return cj__fail(CJ_E_UNSUPPORTED, "op: %s has no generator in this version",
                      cj_op_name(r->op));
    return cj__fail(CJ_E_INVALID, "variant: %s has no variant '%s'", cj_op_name(r->op),
                    cj_variant_name(v));
  }
  p->variant = e->variant;
  if (p->variant == CJ_VARIANT_LL) {
    uint64_t bytes = r->count * cj_dtype_size(r->dtype);
    if (bytes % 4 || bytes > CJ_LL_MAX_BYTES)
      return cj__fail(CJ_E_INVALID, "variant: ll moves whole 4-byte words, at most %u bytes per "
                      "rank "
                      "(this vector has %llu)", CJ_LL_MAX_BYTES, (unsigned long long)bytes);
  }
  if (cj__variant_area(r->op, p->variant) != CJ_AREA_WORK && (r->flags & CJ_REQ_STAGE))
    return cj__fail(CJ_E_INVALID, "flags: %s %s reads only local memory and never stages",
                    cj_op_name(r->op), cj_variant_name(p->variant));
  return CJ_OK;
}

uint64_t cj__op_walk_bytes(const cj_plan *p) {
  uint64_t chunk = p->count * cj_dtype_size(p->dtype);
  switch (p->op) {
  case CJ_OP_ALL_REDUCE:
    return p->variant == CJ_VARIANT_TWO_SHOT ? chunk / (uint64_t)p->world + 1 : chunk;
  case CJ_OP_ALL_TO_ALL:
    return chunk * (uint64_t)p->world;
  default:
    return chunk;
  }
}

int cj__op_can_stage(cj_op op) {
  return op == CJ_OP_ALL_REDUCE || op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_REDUCE ||
         op == CJ_OP_ALL_TO_ALL;
}

cj_status cj__build_kernel(const cj_plan *plan, kir_kernel **out) {
  *out = NULL;
  const gen_entry *e = find(plan->op, plan->variant);
  if (!e) return cj__fail(CJ_E_INVALID, "plan %s: no generator", plan->key);
  kir_kernel *k = kir_kernel_new(plan->kname, plan->block_threads, plan->grid, plan->warp_size);
  if (!k) return cj__fail(CJ_E_OOM, "kernel IR: out of memory");
  kir_builder b;
  kir_builder_init(&b, k);
  cj_gen g;
  cj__gen_begin(&g, &b, plan);
  cj_status s = e->fn(&g);
  if (s == CJ_OK && kir_builder_finish(&b))
    s = cj__fail(CJ_E_INTERNAL, "generator for %s built invalid IR: %s", plan->key, b.err);
  if (s) {
    kir_kernel_free(k);
    return s;
  }
  *out = k;
  return CJ_OK;
}
