/* CPU executor: per-kernel preparation. Validates the shape of the program, numbers the
 * instructions in program order, computes each value's live range and packs values whose
 * ranges do not overlap into the same storage slot.
 *
 * Live range of a value: from its definition to its last use, where a use inside a loop that
 * does not contain the definition extends to the end of that loop (the value is read again on
 * the next iteration). The bounds hi/step of a FOR are read on every iteration (used at the
 * loop's end); the condition of a WHILE is read after its condition region. */
#include <stdlib.h>
#include <string.h>

#include "interp_impl.h"
#include "support.h"

typedef struct prep {
  const kir_kernel *k;
  uint32_t *rend; /* [nregions]: index after the region's content */
  uint32_t *def;  /* [nvals+1]: index of the definition, 0 = not yet defined */
  uint32_t *last; /* [nvals+1]: end of the live range */
  uint8_t *spins; /* [nregions] */
  uint32_t n;     /* instruction counter (starts at 1) */
  int depth;      /* deepest nesting seen */
  const char *err;
} prep;

static int is_poll(const kir_inst *in) {
  return in->op == KIR_ATOMIC_LOAD || in->op == KIR_ATOMIC_RMW || in->op == KIR_ATOMIC_CAS ||
         (in->op == KIR_LOAD && in->hint == KIR_HINT_VOLATILE);
}

static int region_ok(const kir_kernel *k, int r) { return r > 0 && r < k->nregions; }

/* Pass 1: numbering, region ends, polling flags, nesting depth, structural checks. */
static int number(prep *p, int r, int depth) {
  const kir_kernel *k = p->k;
  if (depth > IX_MAX_DEPTH) return p->err = "control flow nested too deeply", 1;
  if (depth > p->depth) p->depth = depth;
  const kir_region *reg = &k->regions[r];
  for (int i = 0; i < reg->n; i++) {
    const kir_inst *in = &reg->insts[i];
    p->n++;
    if ((unsigned)in->op >= KIR_OP_COUNT_) return p->err = "unknown opcode", 1;
    if (in->dst > k->nvals || in->a > k->nvals || in->b > k->nvals || in->c > k->nvals)
      return p->err = "value out of range", 1;
    if (in->dst && k->val_types[in->dst] != in->type) return p->err = "type of dst differs", 1;
    if ((in->op == KIR_VAR_GET || in->op == KIR_VAR_SET) && (int)in->var >= k->nvars)
      return p->err = "unknown variable", 1;
    if (in->op == KIR_PARAM && (in->imm < 0 || in->imm >= k->nparams))
      return p->err = "unknown parameter", 1;
    if (is_poll(in)) p->spins[r] = 1;
    int structured = in->op == KIR_IF || in->op == KIR_FOR || in->op == KIR_WHILE;
    if (!structured) continue;
    int need1 = in->op == KIR_WHILE;
    if (!region_ok(k, in->r0) || (need1 && !region_ok(k, in->r1)) ||
        (in->r1 >= 0 && !region_ok(k, in->r1)) || (in->op == KIR_FOR && in->r1 >= 0))
      return p->err = "bad sub-region", 1;
    if (number(p, in->r0, depth + 1)) return 1;
    if (in->r1 >= 0 && number(p, in->r1, depth + 1)) return 1;
    p->spins[r] |= p->spins[in->r0] | (in->r1 >= 0 ? p->spins[in->r1] : 0);
  }
  p->rend[r] = ++p->n; /* a position of its own after the content */
  return 0;
}

/* End of the structured instruction `in` (the end of its last sub-region). */
static uint32_t inst_end(const prep *p, const kir_inst *in) {
  return p->rend[in->r1 >= 0 ? in->r1 : in->r0];
}

typedef struct open_inst {
  uint32_t start, end;
  int loop;
} open_inst;

typedef struct walk {
  prep *p;
  open_inst stack[IX_MAX_DEPTH + 1];
  int open;
} walk;

static int mark(walk *w, kir_val v, uint32_t at) {
  prep *p = w->p;
  if (!v) return 0;
  if (!p->def[v]) return p->err = "value used before its definition", 1;
  uint32_t end = at;
  for (int j = 0; j < w->open; j++) {
    const open_inst *o = &w->stack[j];
    if (o->loop && o->start >= p->def[v]) {
      if (o->end > end) end = o->end;
      break; /* the outermost such loop ends last */
    }
  }
  if (end > p->last[v]) p->last[v] = end;
  return 0;
}

static void define(walk *w, kir_val v, uint32_t at) {
  if (!v) return;
  w->p->def[v] = at;
  w->p->last[v] = at;
}

static int walk_region(walk *w, int r);

static int walk_structured(walk *w, const kir_inst *in, uint32_t at) {
  prep *p = w->p;
  open_inst *o = &w->stack[w->open];
  o->start = at;
  o->end = inst_end(p, in);
  o->loop = in->op != KIR_IF;
  if (in->op == KIR_IF) {
    if (mark(w, in->a, at)) return 1;
  } else if (in->op == KIR_FOR) {
    if (mark(w, in->a, at) || mark(w, in->b, o->end) || mark(w, in->c, o->end)) return 1;
    define(w, in->dst, at);
    p->last[in->dst] = o->end; /* the executor steps it at the end of every iteration */
  }
  w->open++;
  int bad = walk_region(w, in->r0);
  if (!bad && in->op == KIR_WHILE) bad = mark(w, in->a, p->rend[in->r0]);
  if (!bad && in->r1 >= 0) bad = walk_region(w, in->r1);
  w->open--;
  return bad;
}

/* Pass 2: definitions and live-range ends, in the same order as pass 1. */
static int walk_region(walk *w, int r) {
  prep *p = w->p;
  const kir_region *reg = &p->k->regions[r];
  for (int i = 0; i < reg->n; i++) {
    const kir_inst *in = &reg->insts[i];
    uint32_t at = ++p->n;
    if (in->op == KIR_IF || in->op == KIR_FOR || in->op == KIR_WHILE) {
      if (walk_structured(w, in, at)) return 1;
      continue;
    }
    if (mark(w, in->a, at) || mark(w, in->b, at) || mark(w, in->c, at)) return 1;
    define(w, in->dst, at);
  }
  ++p->n;
  return 0;
}

/* ---- slot allocation: linear scan over definitions, in program order -------------------- */
typedef struct live {
  uint32_t last, slot;
  uint8_t units;
} live;

typedef struct alloc {
  live *heap; /* min-heap on `last` */
  int nheap;
  uint32_t *free1, *free2; /* free slots of 1 and 2 units */
  int nfree1, nfree2;
  uint32_t top;
} alloc;

static void heap_push(alloc *a, live x) {
  int i = a->nheap++;
  while (i > 0 && a->heap[(i - 1) / 2].last > x.last) {
    a->heap[i] = a->heap[(i - 1) / 2];
    i = (i - 1) / 2;
  }
  a->heap[i] = x;
}

static live heap_pop(alloc *a) {
  live top = a->heap[0], x = a->heap[--a->nheap];
  int i = 0;
  for (;;) {
    int c = 2 * i + 1;
    if (c >= a->nheap) break;
    if (c + 1 < a->nheap && a->heap[c + 1].last < a->heap[c].last) c++;
    if (a->heap[c].last >= x.last) break;
    a->heap[i] = a->heap[c];
    i = c;
  }
  if (a->nheap) a->heap[i] = x;
  return top;
}

static uint32_t take_slot(alloc *a, uint8_t units) {
  if (units == 1 && a->nfree1) return a->free1[--a->nfree1];
  if (units == 2 && a->nfree2) return a->free2[--a->nfree2];
  uint32_t s = a->top;
  a->top += units;
  return s;
}

typedef struct def_of {
  uint32_t def, v;
} def_of;

static int by_def(const void *x, const void *y) {
  uint32_t a = ((const def_of *)x)->def, b = ((const def_of *)y)->def;
  return (a > b) - (a < b);
}

static int assign_slots(const prep *p, ix_layout *lay, int reuse) {
  const kir_kernel *k = p->k;
  uint32_t n = k->nvals;
  def_of *order = malloc((n + 1) * sizeof *order);
  alloc a = {0};
  a.heap = malloc((n + 1) * sizeof *a.heap);
  a.free1 = malloc((n + 1) * sizeof *a.free1);
  a.free2 = malloc((n + 1) * sizeof *a.free2);
  int ok = order && a.heap && a.free1 && a.free2;
  if (ok) {
    uint32_t m = 0;
    for (uint32_t v = 1; v <= n; v++)
      if (p->def[v]) order[m++] = (def_of){p->def[v], v};
    qsort(order, m, sizeof *order, by_def);
    for (uint32_t i = 0; i < m; i++) {
      uint32_t v = order[i].v;
      while (reuse && a.nheap && a.heap[0].last < p->def[v]) {
        live x = heap_pop(&a);
        if (x.units == 1)
          a.free1[a.nfree1++] = x.slot;
        else
          a.free2[a.nfree2++] = x.slot;
      }
      uint8_t units = (uint8_t)ix_stride(k->val_types[v]);
      lay->slot[v] = take_slot(&a, units);
      heap_push(&a, (live){p->last[v], lay->slot[v], units});
    }
    lay->nunits = a.top ? a.top : 1;
  }
  free(order);
  free(a.heap);
  free(a.free1);
  free(a.free2);
  return ok ? 0 : 1;
}

static void prep_free(prep *p) {
  free(p->rend);
  free(p->def);
  free(p->last);
}

static int prep_run(prep *p, const kir_kernel *k, ix_layout *lay, int reuse) {
  size_t nv = (size_t)k->nvals + 1, nr = (size_t)k->nregions;
  p->k = k;
  p->rend = calloc(nr, sizeof *p->rend);
  p->def = calloc(nv, sizeof *p->def);
  p->last = calloc(nv, sizeof *p->last);
  p->spins = lay->spins;
  if (!p->rend || !p->def || !p->last) return p->err = "out of memory", 1;
  if (number(p, 0, 0)) return 1;
  walk w = {.p = p};
  p->n = 0;
  if (walk_region(&w, 0)) return 1;
  lay->depth = p->depth;
  if (assign_slots(p, lay, reuse)) return p->err = "out of memory", 1;
  return 0;
}

static int vars_init(ix_layout *lay, const kir_kernel *k) {
  lay->var_slot = calloc((size_t)k->nvars + 1, sizeof *lay->var_slot);
  if (!lay->var_slot) return 1;
  uint32_t u = 0;
  for (int i = 0; i < k->nvars; i++) {
    lay->var_slot[i] = u;
    u += (uint32_t)ix_stride(k->vars[i].type);
  }
  lay->var_units = u ? u : 1;
  return 0;
}

cj_status cj__ix_layout_init(ix_layout *lay, const kir_kernel *k, int reuse) {
  memset(lay, 0, sizeof *lay);
  lay->k = k;
  if (!k || k->nregions < 1 || k->block_threads < 1 || k->grid < 1)
    return cj__fail(CJ_E_INVALID, "interp: kernel has no code or an empty launch shape");
  lay->slot = calloc((size_t)k->nvals + 1, sizeof *lay->slot);
  lay->spins = calloc((size_t)k->nregions, 1);
  if (!lay->slot || !lay->spins || vars_init(lay, k)) {
    cj__ix_layout_free(lay);
    return cj__fail(CJ_E_OOM, "interp: out of memory preparing kernel %s", k->name);
  }
  prep p = {0};
  int bad = prep_run(&p, k, lay, reuse);
  prep_free(&p);
  if (bad) {
    cj__ix_layout_free(lay);
    cj_status s = strcmp(p.err, "out of memory") ? CJ_E_INVALID : CJ_E_OOM;
    return cj__fail(s, "interp: kernel %s: %s", k->name, p.err);
  }
  return CJ_OK;
}

void cj__ix_layout_free(ix_layout *lay) {
  free(lay->slot);
  free(lay->var_slot);
  free(lay->spins);
  memset(lay, 0, sizeof *lay);
}
