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
    {CJ_OP_ALL_GATHER, CJ_VARIANT_PUSH, cj__gen_allgather_push},
    {CJ_OP_BARRIER, CJ_VARIANT_EPOCH, cj__gen_barrier},
};
#define NGENS (int)(sizeof gens / sizeof gens[0])

int cj__op_reduces(cj_op op) {
  return op == CJ_OP_ALL_REDUCE || op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_REDUCE;
}

static const gen_entry *find(cj_op op, cj_variant v) {
  for (int i = 0; i < NGENS; i++)
    if (gens[i].op == op && (v == CJ_VARIANT_AUTO || gens[i].variant == v)) return &gens[i];
  return NULL;
}

cj_status cj__choose_variant(const cj_request *r, cj_plan *p) {
  const gen_entry *e = find(r->op, r->variant);
  if (!e) {
    if (!find(r->op, CJ_VARIANT_AUTO))
      return cj__fail(CJ_E_UNSUPPORTED, "op: %s has no generator in this version",
                      cj_op_name(r->op));
    return cj__fail(CJ_E_INVALID, "variant: %s has no variant '%s'", cj_op_name(r->op),
                    cj_variant_name(r->variant));
  }
  p->variant = e->variant;
  return CJ_OK;
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
