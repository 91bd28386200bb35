/* Plans: validate a request, fill defaults, choose the variant, print the canonical key. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "coll.h"
#include "support.h"


/* ---- validation --------------------------------------------------------------------------- */
static cj_status invalid(const char *field, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static cj_status invalid(const char *field, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return cj__fail(CJ_E_INVALID, "%s: %s", field, msg);
}

static int is_pow2(int64_t x) { return x > 0 && !(x & (x - 1)); }

/* Largest power of two <= cap that divides n (n > 0). */
static int pow2_divisor(uint64_t n, int cap) {
  int v = cap;
  while (v > 1 && n % (uint64_t)v) v /= 2;
  return v;
}

static cj_status check_enums(const cj_request *r) {
  if ((unsigned)r->op >= CJ_OP_COUNT_) return invalid("op", "unknown operation %d", (int)r->op);
  if ((unsigned)r->dtype >= CJ_DTYPE_COUNT_)
    return invalid("dtype", "unknown element type %d", (int)r->dtype);
  if ((unsigned)r->redop >= CJ_REDOP_COUNT_)
    return invalid("redop", "unknown reduction %d", (int)r->redop);
  if ((unsigned)r->variant >= CJ_VARIANT_COUNT_)
    return invalid("variant", "unknown variant %d", (int)r->variant);
  if ((unsigned)r->barrier >= CJ_BAR_COUNT_)
    return invalid("barrier", "unknown barrier mode %d", (int)r->barrier);
  return CJ_OK;
}

static cj_status check_world(const cj_request *r, cj_plan *p) {
  if (r->world < 1 || r->world > CJ_MAX_WORLD)
    return invalid("world", "world size %d is outside 1..%d", r->world, CJ_MAX_WORLD);
  p->world = r->world;
  int rooted = cj__op(r->op)->rooted;
  if (r->root < 0 || r->root >= r->world || (!rooted && r->root != 0))
    return invalid("root", "root %d is not valid for %s at world size %d", r->root,
                   cj_op_name(r->op), r->world);
  p->root = r->root;
  return CJ_OK;
}

static cj_status check_count(const cj_request *r, cj_plan *p) {
  if (cj__op(r->op)->shapeless) {
    if (r->count != 0)
      return invalid("count", "%s moves no data; count must be 0", cj_op_name(r->op));
    p->count = 0;
    return CJ_OK;
  }
  if (r->flags & CJ_REQ_GENERIC) {
    if (r->count != 0)
      return invalid("count", "a shape-generic kernel takes its count at launch; count must "
                     "be 0");
    p->count = 0;
    return CJ_OK;
  }
  if (r->count == 0) return invalid("count", "element count must be at least 1");
  uint64_t es = cj_dtype_size(r->dtype);
  /* the largest buffer any op touches is world * count elements */
  if (r->count > CJ_MAX_BYTES / es / (uint64_t)r->world)
    return invalid("count",
                   "%" PRIu64 " elements of %s at world size %d overflow the address space "
                   "(buffers are limited to 2^47 bytes)",
                   r->count, cj_dtype_name(r->dtype), r->world);
  p->count = r->count;
  return CJ_OK;
}

static cj_status check_threads(const cj_request *r, cj_plan *p) {
  int warp = r->warp_size ? r->warp_size : p->target.warp_size;
  if (p->target.vendor == CJ_VENDOR_HOST ? (warp != 32 && warp != 64)
                                         : warp != p->target.warp_size)
    return invalid("warp_size", "threads per warp %d is not supported by %s (it has %d)", warp,
                   p->target.full, p->target.warp_size);
  p->warp_size = warp;
  int threads = r->block_threads;
  /* a shape-less op: one thread per rank */
  if (!threads) threads = cj__op(r->op)->shapeless ? warp * ((r->world + warp - 1) / warp) : 256;
  if (threads < warp || threads > 1024 || threads % warp)
    return invalid("block_threads",
                   "%d threads per block: must be a multiple of the warp size %d, at most 1024",
                   threads, warp);
  if (threads < r->world)
    return invalid("block_threads", "the block needs at least one thread per rank (%d < %d)",
                   threads, r->world);
  p->block_threads = threads;
  return CJ_OK;
}

/* 2-D ops (allreduce_rmsnorm): count = rows x hidden; a block owns whole rows. */
static cj_status check_rows(const cj_request *r, cj_plan *p) {
  if (!cj__op(r->op)->rows) {
    if (r->hidden) return invalid("hidden", "%s has no rows; hidden must be 0", cj_op_name(r->op));
    return CJ_OK;
  }
  if (r->hidden < 1 || r->hidden > (1u << 24))
    return invalid("hidden", "row length %" PRIu64 " is outside 1..%u", r->hidden, 1u << 24);
  if (r->dtype == CJ_I32 || r->redop != CJ_SUM)
    return invalid("dtype", "%s takes f32, f16 or bf16 and the sum", cj_op_name(r->op));
  if (!(r->flags & CJ_REQ_GENERIC) && r->count % r->hidden)
    return invalid("count", "%" PRIu64 " elements are not whole rows of %" PRIu64, r->count,
                   r->hidden);
  p->hidden = r->hidden;
  return CJ_OK;
}

/* Whole rows per block: thread t holds accesses t, t + T, ... of a row (coll_rmsnorm.c). */
static cj_status check_row_layout(const cj_request *r, cj_plan *p) {
  int es = (int)cj_dtype_size(p->dtype);
  uint64_t rb = p->hidden * (uint64_t)es;
  int vec = r->vec_bytes ? r->vec_bytes : 16;
  if (!is_pow2(vec) || vec > 16)
    return invalid("vec_bytes", "vector width %d bytes: must be 1, 2, 4, 8 or 16", vec);
  if (p->variant == CJ_VARIANT_LL && (vec < 4 || rb % 4))
    return invalid("vec_bytes", "ll moves aligned 4-byte words: rows of %" PRIu64 " bytes and "
                   "width %d cannot", rb, vec);
  if (p->variant == CJ_VARIANT_LL) vec = 4;
  if (vec < es) return invalid("vec_bytes", "vector width %d bytes is narrower than one %s", vec,
                               cj_dtype_name(p->dtype));
  p->vec_bytes = pow2_divisor(rb, vec);
  if ((r->tile_m || r->tile_n) && (r->tile_m != 1 || (uint64_t)r->tile_n != p->hidden))
    return invalid("tile", "%s takes whole rows: tile 1x%" PRIu64, cj_op_name(p->op), p->hidden);
  p->tile_m = 1;
  p->tile_n = (int)p->hidden;
  uint64_t accs = rb / (uint64_t)p->vec_bytes, w = (uint64_t)p->warp_size;
  if (!r->block_threads) { /* enough threads for a row, up to 256 */
    uint64_t t = (accs + w - 1) / w * w;
    t = t > 256 ? 256 : t;
    while (t < (uint64_t)p->world) t += w;
    p->block_threads = (int)t;
  }
  uint64_t nacc = (accs + (uint64_t)p->block_threads - 1) / (uint64_t)p->block_threads;
  if (nacc > 32)
    return invalid("block_threads", "rows of %" PRIu64 " accesses need %" PRIu64 " per thread at "
                   "%d threads (at most 32): use more threads", accs, nacc, p->block_threads);
  int most = cj__resident_blocks(&p->target, p->block_threads);
  int cap = most < 128 ? most : 128;
  if (p->target.arch == CJ_ARCH_HOST && cap > 32) cap = 32;
  uint64_t rows = p->count / p->hidden; /* ll: every row; two_shot: this rank's share */
  if (p->variant != CJ_VARIANT_LL) rows = (rows + (uint64_t)p->world - 1) / (uint64_t)p->world;
  if (p->flags & CJ_REQ_GENERIC) rows = (uint64_t)cap;
  int grid = r->grid ? r->grid : (int)(rows < (uint64_t)cap ? (rows ? rows : 1) : (uint64_t)cap);
  if (grid < 1 || grid > most)
    return invalid("grid", "grid of %d blocks is outside 1..%d", grid, most);
  p->grid = grid;
  return CJ_OK;
}

/* Vector width, tile and grid of data-moving ops. */
static cj_status check_layout(const cj_request *r, cj_plan *p) {
  if (cj__op(p->op)->rows) return check_row_layout(r, p);
  if (cj__op(p->op)->shapeless) {
    if (r->vec_bytes || r->tile_m || r->tile_n)
      return invalid("layout", "%s takes no vector width or tile", cj_op_name(p->op));
    if (r->grid > 1)
      return invalid("grid", "%s runs one block (grid %d)", cj_op_name(p->op), r->grid);
    p->grid = 1;
    return CJ_OK;
  }
  int es = (int)cj_dtype_size(p->dtype);
  int vec = r->vec_bytes ? r->vec_bytes : 16;
  if (!is_pow2(vec) || vec > 16)
    return invalid("vec_bytes", "vector width %d bytes: must be 1, 2, 4, 8 or 16", vec);
  int ll = cj__variant_area(p->op, p->variant) == CJ_AREA_LL; /* ll, ll_split */
  if (ll) {
    /* one aligned word per slot: a width below 4 says the buffers cannot take words */
    if (vec < 4)
      return invalid("vec_bytes", "ll moves aligned 4-byte words; vector width %d bytes is "
                     "narrower", vec);
    vec = 4;
  }
  if (vec < es)
    return invalid("vec_bytes", "vector width %d bytes is narrower than one %s element", vec,
                   cj_dtype_name(p->dtype));
  /* every access is vec wide, so vec must divide each rank's chunk in bytes (a generic kernel
   * keeps the width it is asked for: it serves the counts whose chunks it divides) */
  int generic = (p->flags & CJ_REQ_GENERIC) != 0;
  p->vec_bytes = generic ? vec : pow2_divisor(p->count * (uint64_t)es, vec);
  int per_row = p->block_threads * p->vec_bytes / es; /* one vector per thread */
  p->tile_n = r->tile_n ? r->tile_n : per_row;
  p->tile_m = r->tile_m ? r->tile_m : cj__default_unroll(p);
  if (p->tile_m < 1 || p->tile_n < 1 || p->tile_m > 4096 || p->tile_n > (1 << 20))
    return invalid("tile", "tile %dx%d is out of range", p->tile_m, p->tile_n);
  uint64_t tile_bytes = (uint64_t)p->tile_m * (uint64_t)p->tile_n * (uint64_t)es;
  uint64_t step = (uint64_t)p->block_threads * (uint64_t)p->vec_bytes;
  if (tile_bytes % step)
    return invalid("tile",
                   "tile %dx%d (%" PRIu64 " bytes) does not fit the block: it must be a multiple "
                   "of block_threads x vec_bytes = %d x %d bytes",
                   p->tile_m, p->tile_n, tile_bytes, p->block_threads, p->vec_bytes);
  if (tile_bytes / step > 64)
    return invalid("tile",
                   "tile %dx%d gives each thread %" PRIu64 " vectors per tile; at most 64 fit "
                   "in registers (use a smaller tile or a wider vector)",
                   p->tile_m, p->tile_n, tile_bytes / step);
  /* the default grid must not depend on the access width (ranks whose buffers allow
   * different widths must still run the same grid: the barrier pairs block b with block b) */
  uint64_t nominal = r->tile_m || r->tile_n ? tile_bytes
                                            : (uint64_t)p->tile_m * (uint64_t)p->block_threads * 16;
  if (ll) nominal = tile_bytes; /* its width is always 4 */
  int relay = cj__variant_area(p->op, p->variant) == CJ_AREA_RELAY;
  int relay_most = relay ? cj__relay_max_grid(p->world) : 0;
  int most = cj__resident_blocks(&p->target, p->block_threads);
  int grid = r->grid ? r->grid : cj__default_grid(p, nominal);
  if (relay && grid > relay_most) {
    if (r->grid)
      return invalid("grid", "grid of %d blocks: %s push has relay slots for at most %d", grid,
                     cj_op_name(p->op), relay_most);
    grid = relay_most; /* a table's grid measured for another variant */
  }
  if (grid < 1 || grid > most)
    return invalid("grid",
                   "grid of %d blocks is outside 1..%d: every block of the persistent grid must "
                   "be resident at once on the smallest %s (blocks wait for each other)",
                   grid, most, p->target.name);
  p->grid = grid;
  return CJ_OK;
}

#define FACT_BITS                                                                              \
  (CJ_REQ_LL_AREA | CJ_REQ_RELAY_AREA | CJ_REQ_SEND_HEAP | CJ_REQ_RECV_HEAP | CJ_REQ_IN_PLACE)

static cj_status check_flags(const cj_request *r, cj_plan *p) {
  if (r->flags & ~(CJ_REQ_STAGE | CJ_REQ_GENERIC | CJ_REQ_NO_TMA | CJ_REQ_FACTS | FACT_BITS))
    return invalid("flags", "unknown flags 0x%x", r->flags);
  if ((r->flags & CJ_REQ_NO_TMA) && r->op != CJ_OP_GEMM)
    return invalid("flags", "CJ_REQ_NO_TMA is the gemm op's; %s has no tensor-map copies",
                   cj_op_name(r->op));
  if ((r->flags & FACT_BITS) && !(r->flags & CJ_REQ_FACTS))
    return invalid("flags", "facts 0x%x without CJ_REQ_FACTS", r->flags & FACT_BITS);
  if ((r->flags & CJ_REQ_GENERIC) && cj__op(r->op)->shapeless)
    return invalid("flags", "%s has no shape; it has no generic form", cj_op_name(r->op));
  if ((r->flags & CJ_REQ_STAGE) && cj__op(r->op)->work != CJ_WORK_STAGE)
    return invalid("flags", "%s never stages its input", cj_op_name(r->op));
  /* the facts are the question's */
  p->flags = r->flags & (CJ_REQ_STAGE | CJ_REQ_GENERIC | CJ_REQ_NO_TMA);
  return CJ_OK;
}

static cj_status check_barrier_mode(const cj_request *r, cj_plan *p) {
  cj_barrier_mode b = r->barrier == CJ_BAR_DEFAULT ? CJ_BAR_FULL : r->barrier;
  /* a variant that always runs one mode (ll: none; relay, split: full) overrides the request */
  cj_barrier_mode forced = cj__variant_row(r->op, p->variant)->barrier;
  if (forced != CJ_BAR_DEFAULT) b = forced;
  if (cj__op(r->op)->shapeless && b != CJ_BAR_FULL)
    return invalid("barrier", "%s only takes barrier mode 'full'", cj_op_name(r->op));
  p->barrier = b;
  return CJ_OK;
}

static void make_key(cj_plan *p) {
  cj_sb sb;
  cj_sb_init(&sb);
  cj_sb_printf(&sb, "%s.%s", cj_op_name(p->op), cj_variant_name(p->variant));
  if (cj__op_reduces(p->op)) cj_sb_printf(&sb, ".%s", cj_redop_name(p->redop));
  if (cj__op(p->op)->gemm)
  {
    cj_sb_printf(&sb, ".%s", cj_dtype_name(p->dtype));
    cj__gemm_key(p, &sb);
  }
  else if (!cj__op(p->op)->shapeless)
  {
    if (p->flags & CJ_REQ_GENERIC)
      cj_sb_printf(&sb, ".%s.nany", cj_dtype_name(p->dtype));
    else
      cj_sb_printf(&sb, ".%s.n%" PRIu64, cj_dtype_name(p->dtype), p->count);
    if (p->hidden) cj_sb_printf(&sb, ".h%" PRIu64, p->hidden);
  }
  cj_sb_printf(&sb, ".w%d", p->world);
  if (cj__op(p->op)->rooted) cj_sb_printf(&sb, ".r%d", p->root);
  int flat = !cj__op(p->op)->shapeless && !cj__op(p->op)->gemm;
  if (flat) cj_sb_printf(&sb, ".v%d", p->vec_bytes);
  cj_sb_printf(&sb, ".b%dx%d", p->block_threads, p->warp_size);
  if (flat) cj_sb_printf(&sb, ".t%dx%d", p->tile_m, p->tile_n);
  cj_sb_printf(&sb, ".g%d.bar-%s", p->grid, cj_barrier_name(p->barrier));
  if (p->flags & CJ_REQ_STAGE) cj_sb_puts(&sb, ".stage");
  if (p->flags & CJ_REQ_NO_TMA) cj_sb_puts(&sb, ".notma");
  if (p->flags & CJ_REQ_DTYPE_SLOTS) cj_sb_puts(&sb, ".dslots");
  if (p->flags & CJ_REQ_ADD_SLOTS) cj_sb_puts(&sb, ".addslots");
  cj_sb_printf(&sb, ".%s", p->target.spec);
  snprintf(p->key, sizeof p->key, "%s", sb.data ? sb.data : "");
  cj_sb_free(&sb);
  /* kernel symbol: letters, digits and '_' only; + and - of target features stay distinct */
  size_t n = 0;
  n += (size_t)snprintf(p->kname, sizeof p->kname, "cj_");
  for (const char *c = p->key; *c && n + 2 < sizeof p->kname; c++) {
    char ch = *c;
    p->kname[n++] = isalnum((unsigned char)ch) ? ch : ch == '+' ? 'P' : '_';
  }
  p->kname[n] = 0;
  p->hash = cj__fnv1a64(p->key, strlen(p->key), CJ_FNV_SEED);
}

static cj_status plan_gemm_op(const cj_request *r, cj_plan *p) {
  cj_status s;
  if ((s = check_threads(r, p))) return s;
  if ((s = cj__choose_variant(r, p))) return s;
  /* (cj__plan_gemm refuses others) */
  p->flags = r->flags & (CJ_REQ_NO_TMA | CJ_REQ_DTYPE_SLOTS | CJ_REQ_ADD_SLOTS);
  if ((s = cj__plan_gemm(r, p))) return s;
  if ((s = check_barrier_mode(r, p))) return s;
  make_key(p);
  return CJ_OK;
}

static cj_status plan_fill(const cj_request *req, cj_plan *p) {
  cj_status s;
  /* a caller's struct of another version: its fields, this version's defaults for the rest */
  cj_request rq;
  if (cj__request_read(req, &rq)) return CJ_E_INVALID;
  const cj_request *r = &rq;
  if ((s = check_enums(r))) return s;
  memset(p, 0, sizeof *p);
  p->op = r->op;
  p->dtype = cj__op(r->op)->shapeless ? CJ_I32 : r->dtype;
  p->redop = cj__op_reduces(r->op) ? r->redop : CJ_SUM;
  if ((s = cj__target_parse(r->target ? r->target : "host", &p->target))) return s;
  /* the device's SMs size only the GEMM ops' grids (every block resident): the collectives'
   * keys stay the arch's, so that one prebuilt cache serves every part of it */
  if (!cj__op(r->op)->gemm) cj__target_set_units(&p->target, 0);
  if ((s = check_world(r, p))) return s;
  if (cj__op(r->op)->gemm) return plan_gemm_op(r, p);
  static const cj_gemm_params none = CJ_GEMM_PARAMS_INIT;
  if (memcmp(&r->gemm, &none, sizeof none))
    return invalid("gemm", "%s has no GEMM; the gemm fields must be 0", cj_op_name(r->op));
  if ((s = check_count(r, p))) return s;
  if ((s = check_rows(r, p))) return s;
  if ((s = check_threads(r, p))) return s;
  if ((s = check_flags(r, p))) return s;
  if ((s = cj__choose_variant(r, p))) return s;
  if ((s = cj__choose_staging(r, p))) return s;
  if ((s = check_layout(r, p))) return s;
  if ((s = check_barrier_mode(r, p))) return s;
  make_key(p);
  return CJ_OK;
}

static atomic_uint_fast64_t plans_made;

uint64_t cj__plans_made(void) { return atomic_load_explicit(&plans_made, memory_order_relaxed); }

cj_status cj_plan_create(const cj_request *req, cj_plan **out) {
  atomic_fetch_add_explicit(&plans_made, 1, memory_order_relaxed);
  if (!out) return cj__fail(CJ_E_INVALID, "plan: out is NULL");
  *out = NULL;
  cj_plan *p = malloc(sizeof *p);
  if (!p) return cj__fail(CJ_E_OOM, "plan: out of memory");
  cj_status s = plan_fill(req, p);
  if (s) {
    free(p);
    return s;
  }
  *out = p;
  return CJ_OK;
}

void cj_plan_destroy(cj_plan *plan) { free(plan); }
const char *cj_plan_key(const cj_plan *p) { return p ? p->key : ""; }
uint64_t cj_plan_hash(const cj_plan *p) { return p ? p->hash : 0; }
const char *cj_plan_kernel_name(const cj_plan *p) { return p ? p->kname : ""; }

/* The call's fields, which the request has by the same names. */
#define CALL_FIELDS(X)                                                                         \
  X(op) X(variant) X(dtype) X(redop) X(barrier) X(vec_bytes) X(root) X(flags) X(count)         \
  X(hidden) X(gemm)
#define SIZE_(f) +sizeof(((cj_call *)0)->f)
_Static_assert(0 CALL_FIELDS(SIZE_) == sizeof(cj_call), "CALL_FIELDS lists every field");
#undef SIZE_

void cj__call_from_request(cj_call *c, const cj_request *r) {
#define FROM_(f) c->f = r->f;
  CALL_FIELDS(FROM_)
#undef FROM_
}

void cj__call_to_request(const cj_call *c, cj_request *r) {
#define TO_(f) r->f = c->f;
  CALL_FIELDS(TO_)
#undef TO_
}

void cj_plan_request(const cj_plan *p, cj_request *r) {
  cj_request init = CJ_REQUEST_INIT;
  *r = init;
  if (!p) return;
  cj__call_to_request(&p->call, r);
  r->world = p->world;
  r->block_threads = p->block_threads;
  r->warp_size = p->warp_size;
  r->tile_m = p->tile_m;
  r->tile_n = p->tile_n;
  r->grid = p->grid;
  r->target = p->target.spec;
  if (cj__op(p->op)->shapeless || cj__op(p->op)->gemm)
    r->vec_bytes = r->tile_m = r->tile_n = 0;
  if (cj__op(p->op)->gemm)
    r->count = 0; /* implied by the GEMM */
  else
    r->gemm = init.gemm; /* the plan's is all 0 */
}

/* ---- key parsing: tokens in any order; missing ones take defaults ------------------------- */
static int parse_u64(const char *s, size_t n, uint64_t *v) {
  if (n == 0 || n > 20) return 0;
  char buf[24];
  memcpy(buf, s, n);
  buf[n] = 0;
  for (size_t i = 0; i < n; i++)
    if (!isdigit((unsigned char)buf[i])) return 0;
  errno = 0;
  unsigned long long x = strtoull(buf, NULL, 10);
  if (errno) return 0;
  *v = x;
  return 1;
}

int cj__key_u64(const char *s, size_t n, uint64_t *v) { return parse_u64(s, n, v); }

static int parse_int(const char *s, size_t n, int *v) {
  uint64_t x;
  if (!parse_u64(s, n, &x) || x > 1000000000) return 0;
  *v = (int)x;
  return 1;
}

static int parse_pair(const char *s, size_t n, int *a, int *b) {
  const char *x = memchr(s, 'x', n);
  return x && parse_int(s, (size_t)(x - s), a) && parse_int(x + 1, n - (size_t)(x - s) - 1, b);
}

/* A numeric token whose number is 0 would silently mean "the default": refused (a key that
 * leaves the token out already means that). */
static int zero_token(const char *t, size_t n) {
  return invalid("key",
                 "'%.*s': 0 is not a value of this field (leave the token out for the "
                 "default)",
                 (int)n, t),
         -1;
}

/* The numeric tokens: 1 understood, 0 not numeric, -1 refused (the message is set). */
static int numeric_token(const char *t, size_t n, cj_request *r) {
  int ok = 0, a = 1, b = 1;
  switch (t[0]) {
  case 'n':
    ok = parse_u64(t + 1, n - 1, &r->count);
    if (ok) r->flags &= ~CJ_REQ_GENERIC; /* a later count overrides "nany" */
    return ok;
  case 'w':
    return parse_int(t + 1, n - 1, &r->world);
  case 'h': /* a row of 0 elements would mean "none" */
    ok = parse_u64(t + 1, n - 1, &r->hidden);
    return ok && !r->hidden ? zero_token(t, n) : ok;
  case 'r':
    return parse_int(t + 1, n - 1, &r->root);
  case 'v':
    ok = parse_int(t + 1, n - 1, &a);
    if (ok) r->vec_bytes = a;
    break;
  case 'g':
    ok = parse_int(t + 1, n - 1, &a);
    if (ok) r->grid = a;
    break;
  case 'b':
    ok = parse_pair(t + 1, n - 1, &a, &b);
    if (ok) r->block_threads = a, r->warp_size = b;
    break;
  case 't':
    ok = parse_pair(t + 1, n - 1, &a, &b);
    if (ok) r->tile_m = a, r->tile_n = b;
    break;
  default:
    return 0;
  }
  return ok && (!a || !b) ? zero_token(t, n) : ok;
}

/* One token of a key into the request. Returns 1, 0 if it is not understood, -1 if it is
 * refused (with the message set). */
static int parse_token(const char *t, size_t n, cj_request *r, char *target, size_t tlen) {
  int i;
  if ((i = cj__vocab_find("op", t, n)) >= 0) return r->op = (cj_op)i, 1;
  if ((i = cj__vocab_find("variant", t, n)) >= 0) return r->variant = (cj_variant)i, 1;
  if ((i = cj__vocab_find("redop", t, n)) >= 0) return r->redop = (cj_redop)i, 1;
  if ((i = cj__vocab_find("dtype", t, n)) >= 0) return r->dtype = (cj_dtype)i, 1;
  if (n == 5 && !strncmp(t, "stage", 5)) return r->flags |= CJ_REQ_STAGE, 1;
  if (n == 5 && !strncmp(t, "notma", 5)) return r->flags |= CJ_REQ_NO_TMA, 1;
  if (n == 6 && !strncmp(t, "dslots", 6)) return r->flags |= CJ_REQ_DTYPE_SLOTS, 1;
  if (n == 8 && !strncmp(t, "addslots", 8)) return r->flags |= CJ_REQ_ADD_SLOTS, 1;
  if (n == 4 && !strncmp(t, "nany", 4)) return r->count = 0, r->flags |= CJ_REQ_GENERIC, 1;
  if (n > 4 && !strncmp(t, "bar-", 4)) {
    i = cj__vocab_find("barrier", t + 4, n - 4);
    return i >= 0 ? (r->barrier = (cj_barrier_mode)i, 1) : 0;
  }
  int k = cj__gemm_token(t, n, r);
  if (!k) k = numeric_token(t, n, r);
  if (k) return k;
  /* not a numeric field: a target ("gfx942" also starts with g) */
  cj_target tg;
  char buf[64];
  if (n >= sizeof buf || n >= tlen) return 0;
  memcpy(buf, t, n);
  buf[n] = 0;
  if (cj__target_parse(buf, &tg) != CJ_OK) return 0;
  memcpy(target, buf, n + 1);
  return 1;
}

cj_status cj__request_from_key(const char *key, cj_request *out, char *target, size_t tlen) {
  if (!key || !*key) return invalid("key", "empty key");
  cj_request r = CJ_REQUEST_INIT;
  int have_op = 0;
  target[0] = 0;
  for (const char *t = key; *t;) {
    const char *dot = strchr(t, '.');
    size_t n = dot ? (size_t)(dot - t) : strlen(t);
    int k = n ? parse_token(t, n, &r, target, tlen) : 0;
    if (k < 0) return CJ_E_INVALID;
    if (k == 0 && n > 2 && n < 64 && (!strncmp(t, "gfx", 3) || !strncmp(t, "sm_", 3))) {
      char tok[64];
      cj_target tg;
      snprintf(tok, sizeof tok, "%.*s", (int)n, t);
      return cj__target_parse(tok, &tg); /* says which targets there are */
    }
    if (k == 0)
      return invalid("key",
                     "'%.*s' in '%.200s%s' is not a key token (op, variant, reduction, "
                     "dtype, nCOUNT or nany, hHIDDEN, wWORLD, rROOT, vBYTES, bTHREADSxWARP, tMxN, "
                     "gGRID, bar-MODE, stage, target; GEMM ops: mnkMxNxK, shard-m/-k, bias, "
                     "tileMxNxK, stS, wpMxN, feF, kpfK, gmG, alm, bcol, of32)",
                     (int)(n > 64 ? 64 : n), t, key, strlen(key) > 200 ? "..." : "");
    have_op |= cj__vocab_find("op", t, n) >= 0;
    t = dot ? dot + 1 : t + n;
  }
  if (!have_op) return invalid("key", "'%.200s' names no operation", key);
  r.target = target[0] ? target : NULL;
  *out = r;
  return CJ_OK;
}

cj_status cj_plan_from_key(const char *key, cj_plan **out) {
  if (!out) return cj__fail(CJ_E_INVALID, "key: out is NULL");
  *out = NULL;
  cj_request r;
  char target[64];
  cj_status s = cj__request_from_key(key, &r, target, sizeof target);
  return s ? s : cj_plan_create(&r, out);
}
