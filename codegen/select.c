/* Selection tables: the variant and grid `auto` runs for an op and size, measured per target
 * arch and world size by `colljit tune` and kept in tables/select.tsv (embedded at build time).
 * COLLJIT_TUNE_FILE names a file of the same form whose rows take precedence. A tuning run
 * forces one choice per op instead (cj__select_force). */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "support.h"

extern const char cj__select_table_text[];

typedef cj_select_row row;

static row *rows;
static int nrows;
static pthread_once_t once = PTHREAD_ONCE_INIT;
/* named[op][v]: some row of the tables names variant v for op (set once, by load) */
static unsigned char named[CJ_OP_COUNT_][CJ_VARIANT_COUNT_];

static struct {
  pthread_mutex_t mu;
  int active[CJ_OP_COUNT_];
  cj_choice choice[CJ_OP_COUNT_];
} forced = {PTHREAD_MUTEX_INITIALIZER, {0}, {{0, 0, 0, 0}}};

static int name_index(const char *s, const char *(*name)(int), int n) {
  for (int i = 0; i < n; i++)
    if (!strcmp(s, name(i))) return i;
  return -1;
}
static const char *op_name(int i) { return cj_op_name((cj_op)i); }
static const char *variant_name(int i) { return cj_variant_name((cj_variant)i); }

/* A whole number 0..hi, digits only (no sign, no space, nothing after, nothing that wraps). */
static int whole(const char *s, uint64_t hi, uint64_t *out) {
  char *end;
  if (!isdigit((unsigned char)*s)) return 0;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || *end || v > hi) return 0;
  *out = v;
  return 1;
}

/* One line into *r: 1 a row, 0 blank or comment, -1 malformed (the message in err). Columns 7
 * and 8 (fetchers, k_per_flag) are optional: both or neither, and only allgather_gemm's rows
 * may name other than 0 there. A '#' that starts a column starts a comment to the line's
 * end. Every number is checked whole and in range: nothing wraps or saturates. */
static int parse_line(const char *line, row *r, char *err, size_t n) {
  char buf[512], *col[9], *save = NULL;
  int nc = 0;
  snprintf(buf, sizeof buf, "%s", line);
  for (char *t = strtok_r(buf, " \t\r", &save); t && *t != '#'; t = strtok_r(NULL, " \t\r", &save)) {
    if (nc == 9) break;
    col[nc++] = t;
  }
  if (!nc) return 0;
  if (nc != 6 && nc != 8) {
    snprintf(err, n, "want 6 or 8 columns: arch world op max_bytes variant grid [fetchers "
             "k_per_flag]");
    return -1;
  }
  uint64_t world, grid, fe = 0, kpf = 0, m = UINT64_MAX;
  cj_target t;
  if (cj__target_parse(col[0], &t)) return snprintf(err, n, "unknown arch '%s'", col[0]), -1;
  if (!whole(col[1], CJ_MAX_WORLD, &world) || world < 1)
    return snprintf(err, n, "world '%s' (1..%d)", col[1], CJ_MAX_WORLD), -1;
  int o = name_index(col[2], op_name, CJ_OP_COUNT_);
  if (o < 0) return snprintf(err, n, "unknown op '%s'", col[2]), -1;
  if (cj__op_gemm_comm(o) == CJ_GEMM_LOCAL) /* one variant; its grid comes from the tiles */
    return snprintf(err, n, "op gemm has no selection rows (its one variant, tile, is always "
                    "taken)"), -1;
  if (strcmp(col[3], "max") && !whole(col[3], UINT64_MAX, &m))
    return snprintf(err, n, "max_bytes '%s' is not a number below 2^64 or 'max'", col[3]), -1;
  int v = name_index(col[4], variant_name, CJ_VARIANT_COUNT_);
  if (v < 0) return snprintf(err, n, "unknown variant '%s'", col[4]), -1;
  /* a variant of the op: a generator's row, the GEMM ops' paths over the copy engines (blas:
   * the vendor's GEMMs, ce: the generated gemm op's), or the copy-engine path of the
   * collectives that have one (ce) */
  if (v != CJ_VARIANT_AUTO && !cj__variant_row((cj_op)o, (cj_variant)v) &&
      !((v == CJ_VARIANT_BLAS || v == CJ_VARIANT_CE) && cj__op((cj_op)o)->gemm) &&
      !(v == CJ_VARIANT_CE && cj__op_ce((cj_op)o)))
    return snprintf(err, n, "%s has no variant '%s'", col[2], col[4]), -1;
  if (!whole(col[5], CJ_MAX_GRID, &grid))
    return snprintf(err, n, "grid '%s' (0..%d)", col[5], CJ_MAX_GRID), -1;
  if (nc == 8 && !whole(col[6], CJ_SELECT_MAX_FETCHERS, &fe))
    return snprintf(err, n, "fetchers '%s' (0..%d)", col[6], CJ_SELECT_MAX_FETCHERS), -1;
  if (nc == 8 && !whole(col[7], CJ_SELECT_MAX_KPF, &kpf))
    return snprintf(err, n, "k_per_flag '%s' (0..%d)", col[7], CJ_SELECT_MAX_KPF), -1;
  if ((fe || kpf) && cj__op_gemm_comm(o) != CJ_GEMM_GATHERS_A)
    return snprintf(err, n, "fetchers and k_per_flag are allgather_gemm's columns, not %s's",
                    col[2]), -1;
  if ((fe || kpf) && (v == CJ_VARIANT_BLAS || v == CJ_VARIANT_CE))
    return snprintf(err, n, "fetchers and k_per_flag are the fused kernel's; variant %s has "
                    "none", col[4]), -1;
  memset(r, 0, sizeof *r);
  snprintf(r->arch, sizeof r->arch, "%s", t.name);
  r->world = (int)world;
  r->op = (cj_op)o;
  r->max_bytes = m;
  r->choice = (cj_choice){(cj_variant)v, (int)grid, (int)fe, (int)kpf};
  return 1;
}

cj_status cj__select_parse(const char *text, const char *name, cj_select_row_fn fn, void *user) {
  int lineno = 0;
  for (const char *p = text; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    char line[512], err[160];
    lineno++;
    if (len >= sizeof line)
      return cj__fail(CJ_E_INVALID, "%s:%d: line too long", name, lineno);
    memcpy(line, p, len);
    line[len] = 0;
    row r;
    int k = parse_line(line, &r, err, sizeof err);
    if (k < 0) return cj__fail(CJ_E_INVALID, "%s:%d: %s", name, lineno, err);
    if (k > 0 && fn) fn(user, &r);
    p = nl ? nl + 1 : NULL;
  }
  return CJ_OK;
}

/* Rows being read: a file's rows are kept only if all of them could be read and stored. */
typedef struct table {
  row *rows;
  int n, cap, oom;
} table;

static void add_row(void *user, const row *in) {
  table *t = user;
  if (t->oom) return;
  if (t->n == t->cap) {
    int nc = t->cap ? t->cap * 2 : 64;
    row *n = nc > t->cap ? realloc(t->rows, (size_t)nc * sizeof *n) : NULL;
    if (!n) {
      t->oom = 1;
      return;
    }
    t->rows = n;
    t->cap = nc;
  }
  t->rows[t->n++] = *in;
}

/* Parses a whole table into t: all its rows, or none (0 or -1 with the error set). */
static int parse_all(const char *text, size_t len, const char *name, table *t) {
  table mine = {NULL, 0, 0, 0};
  if (memchr(text, 0, len)) {
    cj__fail(CJ_E_INVALID, "%s: a NUL byte at offset %zu: not a table", name,
             (size_t)((const char *)memchr(text, 0, len) - text));
    return -1;
  }
  if (cj__select_parse(text, name, add_row, &mine)) {
    free(mine.rows);
    return -1;
  }
  if (mine.oom) {
    free(mine.rows);
    cj__fail(CJ_E_OOM, "%s: out of memory", name);
    return -1;
  }
  *t = mine;
  return 0;
}

/* Appends b's rows to a's (0, or -1 out of memory: a is left as it was). */
static int append(table *a, const table *b) {
  if (!b->n) return 0;
  row *n = realloc(a->rows, (size_t)(a->n + b->n) * sizeof *n);
  if (!n) return -1;
  memcpy(n + a->n, b->rows, (size_t)b->n * sizeof *n);
  a->rows = n;
  a->n += b->n;
  return 0;
}

/* The user's table (COLLJIT_TUNE_FILE): a regular file of at most 1 MiB, applied whole or
 * not at all (with a warning saying why). */
static void load_user(const char *path, table *t) {
  char *text = NULL;
  size_t n = 0;
  int err = cj__read_file_max(path, 1u << 20, CJ_READ_REGULAR, &text, &n);
  if (err)
    cj__log(CJ_LOG_WARN, "COLLJIT_TUNE_FILE=%s ignored: %s", path,
            err == EFBIG    ? "larger than 1 MiB"
            : err == EINVAL ? "not a regular file"
                            : strerror(err));
  else if (parse_all(text, n, path, t))
    cj__log(CJ_LOG_WARN, "COLLJIT_TUNE_FILE ignored (no row of it applies): %s", cj_last_error());
  free(text);
}

/* The user's file first (its rows win: the first matching row applies), then the built-in. */
static void load(void) {
  table user = {NULL, 0, 0, 0}, builtin = {NULL, 0, 0, 0};
  const char *path = cj__env()->tune_file;
  if (path) load_user(path, &user);
  if (parse_all(cj__select_table_text, strlen(cj__select_table_text), "tables/select.tsv",
                &builtin))
    cj__log(CJ_LOG_WARN, "built-in selection table: %s", cj_last_error());
  if (append(&user, &builtin)) {
    cj__log(CJ_LOG_WARN, "selection tables: out of memory; none applies");
    user.n = 0;
  }
  rows = user.rows;
  nrows = user.n;
  for (int i = 0; i < nrows; i++)
    if ((unsigned)rows[i].op < CJ_OP_COUNT_ && (unsigned)rows[i].choice.variant < CJ_VARIANT_COUNT_)
      named[rows[i].op][rows[i].choice.variant] = 1;
  free(builtin.rows);
}

/* How many ops have a forced choice: the runtime asks cj__select_forced on every call, and
 * this spares it the lock while none is. */
static atomic_int nforced;

void cj__select_force(cj_op op, cj_variant v, int grid, int on) {
  if ((unsigned)op >= CJ_OP_COUNT_) return;
  pthread_mutex_lock(&forced.mu);
  atomic_fetch_add(&nforced, (on != 0) - (forced.active[op] != 0));
  forced.active[op] = on != 0;
  forced.choice[op] = (cj_choice){v, grid, 0, 0};
  pthread_mutex_unlock(&forced.mu);
}

int cj__select_forced(cj_op op, cj_choice *out) {
  *out = (cj_choice){CJ_VARIANT_AUTO, 0, 0, 0};
  if ((unsigned)op >= CJ_OP_COUNT_ || !atomic_load_explicit(&nforced, memory_order_acquire))
    return 0;
  pthread_mutex_lock(&forced.mu);
  int f = forced.active[op];
  if (f) *out = forced.choice[op];
  pthread_mutex_unlock(&forced.mu);
  return f;
}

int cj__select_may(cj_op op, cj_variant v) {
  if ((unsigned)op >= CJ_OP_COUNT_ || (unsigned)v >= CJ_VARIANT_COUNT_) return 0;
  if (atomic_load_explicit(&nforced, memory_order_acquire)) return 1; /* (cj__select says) */
  pthread_once(&once, load);
  return named[op][v];
}

int cj__select(const cj_target *t, int world, cj_op op, uint64_t bytes, cj_choice *out) {
  if ((unsigned)op >= CJ_OP_COUNT_) return 0;
  if (cj__select_forced(op, out)) return 1;
  pthread_once(&once, load);
  for (int i = 0; i < nrows; i++) {
    const row *r = &rows[i];
    if (r->op != op || r->world != world || strcmp(r->arch, t->name) || bytes > r->max_bytes)
      continue;
    *out = r->choice;
    return 1;
  }
  return 0;
}
