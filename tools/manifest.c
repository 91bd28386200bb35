/* Prebuild manifest parser (manifest.h has the format). */
#include "manifest.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

typedef enum { K_NUM, K_ENUM, K_TILE, K_TARGET } field_kind;

#define CJ_X_(e, name) name,
static const char *const field_names[] = {CJ_MF_FIELD_LIST(CJ_X_)};
#undef CJ_X_
static const field_kind field_kinds[MF_FIELD_COUNT_] = {
    [MF_DTYPE] = K_ENUM,    [MF_VARIANT] = K_ENUM, [MF_REDOP] = K_ENUM,   [MF_BARRIER] = K_ENUM,
    [MF_COMPILER] = K_ENUM, [MF_TILE] = K_TILE,    [MF_TARGET] = K_TARGET};

/* Where the parser is, for messages: the text, the line number and where the line starts. */
typedef struct parser {
  const char *text;
  size_t line_start;
  int line;
  char *err;
  size_t errlen;
} parser;

static int fail_at(parser *p, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail_at(parser *p, const char *at, const char *fmt, ...) {
  int n =
      snprintf(p->err, p->errlen, "%d:%d: ", p->line, (int)(at - (p->text + p->line_start)) + 1);
  va_list ap;
  va_start(ap, fmt);
  if (n >= 0 && (size_t)n < p->errlen) vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
  va_end(ap);
  return -1;
}

/* ---- value lists ----------------------------------------------------------------------------- */
static int push_num(parser *p, const char *at, cj_mf_values *v, uint64_t x) {
  if (v->n >= CJ_MF_MAX_VALUES)
    return fail_at(p, at, "too many values (more than %d)", CJ_MF_MAX_VALUES);
  if ((v->n & (v->n - 1)) == 0) { /* grow at powers of two */
    uint64_t *num = realloc(v->num, (v->n ? v->n * 2 : 1) * sizeof *num);
    if (!num) return fail_at(p, at, "out of memory");
    v->num = num;
  }
  v->num[v->n++] = x;
  return 0;
}

static int push_str(parser *p, const char *at, cj_mf_values *v, const char *s, size_t n) {
  if (v->n >= CJ_MF_MAX_VALUES)
    return fail_at(p, at, "too many values (more than %d)", CJ_MF_MAX_VALUES);
  if ((v->n & (v->n - 1)) == 0) { /* grow at powers of two */
    char **str = realloc(v->str, (v->n ? v->n * 2 : 1) * sizeof *str);
    if (!str) return fail_at(p, at, "out of memory");
    v->str = str;
  }
  char **str = v->str;
  if (!(str[v->n] = strndup(s, n))) return fail_at(p, at, "out of memory");
  v->n++;
  return 0;
}

static void free_values(cj_mf_values *v) {
  for (size_t i = 0; v->str && i < v->n; i++)
    free(v->str[i]);
  free(v->str);
  free(v->num);
  memset(v, 0, sizeof *v);
}

/* ---- numbers and ranges ---------------------------------------------------------------------- */
/* Parses digits with an optional k/M/G suffix from s[0..n). Returns the length, 0 if there
 * are no digits, -1 on overflow. */
static int parse_num(const char *s, size_t n, uint64_t *out) {
  size_t i = 0;
  uint64_t v = 0;
  for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
    if (v > (UINT64_MAX - (uint64_t)(s[i] - '0')) / 10) return -1;
    v = v * 10 + (uint64_t)(s[i] - '0');
  }
  if (i == 0) return 0;
  int shift = 0;
  if (i < n && s[i] && strchr("kKmMgG", s[i])) {
    shift = (s[i] == 'k' || s[i] == 'K') ? 10 : (s[i] == 'm' || s[i] == 'M') ? 20 : 30;
    i++;
  }
  if (shift && v > (UINT64_MAX >> shift)) return -1;
  *out = v << shift;
  return (int)i;
}

/* One number that must fill the item exactly. */
static int whole_num(parser *p, const char *s, size_t n, uint64_t *out) {
  int used = parse_num(s, n, out);
  if (used < 0) return fail_at(p, s, "number too large");
  if (used == 0) return fail_at(p, s, "expected a number");
  if ((size_t)used != n) return fail_at(p, s + used, "unexpected '%c' in a number", s[used]);
  return 0;
}

static int expand_range(parser *p, const char *at, cj_mf_values *v, uint64_t a, uint64_t b, char op,
                        uint64_t k) {
  if (a > b)
    return fail_at(p, at, "empty range: %llu > %llu", (unsigned long long)a, (unsigned long long)b);
  if (op == '*' && (k < 2 || a == 0))
    return fail_at(p, at, "a range A..B*K needs A >= 1 and K >= 2");
  if (op == '+' && k < 1) return fail_at(p, at, "a range A..B+K needs K >= 1");
  for (uint64_t x = a;;) {
    if (push_num(p, at, v, x)) return -1;
    if (op == '*' ? x > b / k : b - x < k) return 0;
    x = op == '*' ? x * k : x + k;
    if (x > b) return 0;
  }
}

/* N, or A..B, A..B*K, A..B+K */
static int num_item(parser *p, const char *s, size_t n, cj_mf_values *v) {
  const char *dots = NULL;
  for (size_t i = 0; i + 1 < n && !dots; i++)
    if (s[i] == '.' && s[i + 1] == '.') dots = s + i;
  uint64_t a, b, k = 1;
  if (!dots) return whole_num(p, s, n, &a) || push_num(p, s, v, a);
  if (whole_num(p, s, (size_t)(dots - s), &a)) return -1;
  const char *hi = dots + 2, *end = s + n, *step = hi;
  while (step < end && *step != '*' && *step != '+')
    step++;
  if (whole_num(p, hi, (size_t)(step - hi), &b)) return -1;
  char op = step < end ? *step : '+';
  if (step < end && whole_num(p, step + 1, (size_t)(end - step - 1), &k)) return -1;
  return expand_range(p, s, v, a, b, op, k);
}

/* ---- names, tiles, targets ------------------------------------------------------------------- */
static const char *enum_name(cj_mf_field f, int i) {
  switch (f) {
  case MF_DTYPE:
    return i < CJ_DTYPE_COUNT_ ? cj_dtype_name((cj_dtype)i) : NULL;
  case MF_VARIANT:
    return i < CJ_VARIANT_COUNT_ ? cj_variant_name((cj_variant)i) : NULL;
  case MF_REDOP:
    return i < CJ_REDOP_COUNT_ ? cj_redop_name((cj_redop)i) : NULL;
  case MF_BARRIER:
    return i < CJ_BAR_COUNT_ ? cj_barrier_name((cj_barrier_mode)i) : NULL;
  case MF_COMPILER:
    return i <= CJ_COMPILER_LLVM ? cj_compiler_name((cj_compiler)i) : NULL;
  default:
    return NULL;
  }
}

static int enum_item(parser *p, cj_mf_field f, const char *s, size_t n, cj_mf_values *v) {
  char names[256] = "";
  for (int i = 0; enum_name(f, i); i++) {
    const char *name = enum_name(f, i);
    if (strlen(name) == n && !memcmp(name, s, n)) return push_num(p, s, v, (uint64_t)i);
    size_t used = strlen(names);
    snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "", name);
  }
  return fail_at(p, s, "unknown %s '%.*s' (one of: %s)", field_names[f], (int)(n > 40 ? 40 : n), s,
                 names);
}

static int tile_item(parser *p, const char *s, size_t n, cj_mf_values *v) {
  const char *x = memchr(s, 'x', n);
  if (!x) return fail_at(p, s, "expected a tile MxN");
  uint64_t m, cols;
  if (whole_num(p, s, (size_t)(x - s), &m) || whole_num(p, x + 1, (size_t)(s + n - x - 1), &cols))
    return -1;
  if (m > INT_MAX || cols > INT_MAX) return fail_at(p, s, "tile too large");
  if (!m || !cols)
    return fail_at(p, s, "tile %llux%llu: 0 would mean the default (leave tile= out for that)",
                   (unsigned long long)m, (unsigned long long)cols);
  return push_num(p, s, v, m << 32 | cols);
}

static int target_item(parser *p, const char *s, size_t n, cj_mf_values *v) {
  char buf[64];
  cj_target t;
  if (n >= sizeof buf) return fail_at(p, s, "target too long");
  memcpy(buf, s, n);
  buf[n] = 0;
  if (cj__target_parse(buf, &t) != CJ_OK)
    return fail_at(p, s, "unknown target '%s' (%s)", buf, cj_last_error());
  return push_str(p, s, v, s, n);
}

/* Fields whose value 0 would silently mean "the default" (leaving the field out says that). */
static int zero_means_default(cj_mf_field f) {
  return f == MF_VEC || f == MF_THREADS || f == MF_WARP || f == MF_GRID || f == MF_GROUP_M;
}

/* Bounds of numeric fields: count is 64-bit (its largest value is not a count: count=any
 * names the generic kernel), stage a flag, the others ints. */
static int check_num(parser *p, cj_mf_field f, const char *s, const cj_mf_values *v, size_t from) {
  int flag = f == MF_STAGE || f == MF_BIAS || f == MF_OUT_F32;
  uint64_t most = f == MF_COUNT ? CJ_MF_COUNT_ANY - 1 : flag ? 1 : (uint64_t)INT_MAX;
  for (size_t i = from; i < v->n; i++) {
    if (v->num[i] > most)
      return fail_at(p, s, "%s %llu is out of range (at most %llu)", field_names[f],
                     (unsigned long long)v->num[i], (unsigned long long)most);
    if (!v->num[i] && zero_means_default(f))
      return fail_at(p, s, "%s=0 would mean the default (leave %s= out for that)", field_names[f],
                     field_names[f]);
  }
  return 0;
}

static int item(parser *p, cj_mf_field f, const char *s, size_t n, cj_mf_values *v) {
  if (n == 0) return fail_at(p, s, "empty value in the list of %s", field_names[f]);
  size_t before = v->n;
  switch (field_kinds[f]) {
  case K_ENUM:
    return enum_item(p, f, s, n, v);
  case K_TILE:
    return tile_item(p, s, n, v);
  case K_TARGET:
    return target_item(p, s, n, v);
  default:
    /* count=any: the op's shape-generic kernel (CJ_MF_COUNT_ANY stands for it) */
    if (f == MF_COUNT && n == 3 && !memcmp(s, "any", 3)) return push_num(p, s, v, CJ_MF_COUNT_ANY);
    if (f == MF_SHARD) { /* the GEMM ops' sharded dimension: m or k */
      if (n == 1 && (*s == 'm' || *s == 'k'))
        return push_num(p, s, v, *s == 'm' ? CJ_SHARD_M : CJ_SHARD_K);
      return fail_at(p, s, "shard is m or k, not '%.*s'", (int)(n > 20 ? 20 : n), s);
    }
    if (f == MF_A_LAYOUT) { /* allgather_gemm's staged A: k- or m-contiguous */
      if (n == 1 && (*s == 'm' || *s == 'k'))
        return push_num(p, s, v, *s == 'm' ? CJ_A_M_CONTIG : CJ_A_K_CONTIG);
      return fail_at(p, s, "a_layout is k or m, not '%.*s'", (int)(n > 20 ? 20 : n), s);
    }
    if (f == MF_B_LAYOUT) { /* gemm's B: row-major (k x n) or column-major (n x k) */
      if ((n == 3 && !memcmp(s, "row", 3)) || (n == 3 && !memcmp(s, "col", 3)))
        return push_num(p, s, v, *s == 'c' ? CJ_B_COL : CJ_B_ROW);
      return fail_at(p, s, "b_layout is row or col, not '%.*s'", (int)(n > 20 ? 20 : n), s);
    }
    return num_item(p, s, n, v) || check_num(p, f, s, v, before);
  }
}

static int value_list(parser *p, cj_mf_field f, const char *s, size_t n, cj_mf_values *v) {
  const char *end = s + n;
  for (;;) {
    const char *comma = memchr(s, ',', (size_t)(end - s));
    const char *stop = comma ? comma : end;
    if (item(p, f, s, (size_t)(stop - s), v)) return -1;
    if (!comma) return 0;
    s = comma + 1;
  }
}

/* ---- lines ----------------------------------------------------------------------------------- */
static int is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static int op_word(parser *p, const char *s, size_t n, cj_mf_line *l) {
  char names[160] = "";
  for (int i = 0; i < CJ_OP_COUNT_; i++) {
    const char *name = cj_op_name((cj_op)i);
    if (strlen(name) == n && !memcmp(name, s, n)) {
      l->op = (cj_op)i;
      return 0;
    }
    size_t used = strlen(names);
    snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "", name);
  }
  return fail_at(p, s, "unknown op '%.*s' (one of: %s)", (int)(n > 40 ? 40 : n), s, names);
}

static int field_word(parser *p, const char *s, size_t n, cj_mf_line *l) {
  const char *eq = memchr(s, '=', n);
  if (!eq) return fail_at(p, s, "expected FIELD=VALUES, found '%.*s'", (int)(n > 40 ? 40 : n), s);
  size_t klen = (size_t)(eq - s);
  for (int f = 0; f < MF_FIELD_COUNT_; f++) {
    if (strlen(field_names[f]) != klen || memcmp(field_names[f], s, klen)) continue;
    if (l->field[f].col) return fail_at(p, s, "%s is given twice on this line", field_names[f]);
    l->field[f].col = (int)(s - (p->text + p->line_start)) + 1;
    return value_list(p, (cj_mf_field)f, eq + 1, n - klen - 1, &l->field[f]);
  }
  char known[512] = ""; /* every field, from the table itself (so the list never drifts) */
  for (int f = 0; f < MF_FIELD_COUNT_; f++)
    snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", f ? ", " : "",
             field_names[f]);
  return fail_at(p, s, "unknown field '%.*s' (%s)", (int)(klen > 40 ? 40 : klen), s, known);
}

/* Parses the words of s[0..n) into l. Returns 1 if the line had words, 0 if blank, -1. */
static int parse_line(parser *p, const char *s, size_t n, cj_mf_line *l) {
  const char *end = s + n, *w = s;
  int words = 0;
  memset(l, 0, sizeof *l);
  l->line = p->line;
  for (;;) {
    while (w < end && is_space(*w))
      w++;
    if (w == end || *w == '#') break;
    const char *e = w;
    while (e < end && !is_space(*e) && *e != '#')
      e++;
    for (const char *c = w; c < e; c++)
      if ((unsigned char)*c < 0x21 || (unsigned char)*c > 0x7e)
        return fail_at(p, c, "unexpected character 0x%02x", (unsigned char)*c);
    if (l->key) return fail_at(p, w, "a key line holds the key only");
    if (words++ == 0) {
      l->col = (int)(w - s) + 1;
      if (memchr(w, '.', (size_t)(e - w))) {
        l->key = strndup(w, (size_t)(e - w));
        if (!l->key) return fail_at(p, w, "out of memory");
      } else if (op_word(p, w, (size_t)(e - w), l)) {
        return -1;
      }
    } else if (field_word(p, w, (size_t)(e - w), l)) {
      return -1;
    }
    w = e;
  }
  return words > 0;
}

static void free_line(cj_mf_line *l) {
  free(l->key);
  l->key = NULL;
  for (int f = 0; f < MF_FIELD_COUNT_; f++)
    free_values(&l->field[f]);
}

void cj_manifest_free(cj_manifest *m) {
  if (!m) return;
  for (size_t i = 0; i < m->n; i++)
    free_line(&m->lines[i]);
  free(m->lines);
  m->lines = NULL;
  m->n = 0;
}

static int add_line(parser *p, cj_manifest *m, const cj_mf_line *l) {
  if (m->n >= CJ_MF_MAX_LINES)
    return fail_at(p, p->text + p->line_start, "more than %d lines name kernels", CJ_MF_MAX_LINES);
  if ((m->n & (m->n - 1)) == 0) { /* grow at powers of two: linear in the number of lines */
    cj_mf_line *lines = realloc(m->lines, (m->n ? m->n * 2 : 1) * sizeof *lines);
    if (!lines) return fail_at(p, p->text + p->line_start, "out of memory");
    m->lines = lines;
  }
  m->lines[m->n++] = *l;
  return 0;
}

int cj_manifest_parse(const char *text, size_t len, cj_manifest *out, char *err, size_t errlen) {
  parser p = {text, 0, 0, err, errlen};
  memset(out, 0, sizeof *out);
  if (errlen) err[0] = 0;
  for (size_t at = 0; at < len;) {
    const char *nl = memchr(text + at, '\n', len - at);
    size_t end = nl ? (size_t)(nl - text) : len;
    p.line++;
    p.line_start = at;
    const char *nul = memchr(text + at, 0, end - at);
    cj_mf_line l;
    int r = nul ? fail_at(&p, nul, "unexpected character 0x00")
                : parse_line(&p, text + at, end - at, &l);
    if (r > 0 && add_line(&p, out, &l)) r = -1;
    if (r < 0) {
      if (!nul) free_line(&l);
      cj_manifest_free(out);
      return -1;
    }
    at = end + 1;
  }
  return 0;
}

int cj_manifest_values(cj_mf_field f, const char *s, cj_mf_values *out, char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  if (!s || !*s) return 0;
  parser p = {s, 0, 1, err, errlen};
  if (value_list(&p, f, s, strlen(s), out) == 0) return 0;
  free_values(out);
  return -1;
}

void cj_manifest_values_free(cj_mf_values *v) { free_values(v); }

const char *cj_manifest_field_name(cj_mf_field f) {
  return (unsigned)f < MF_FIELD_COUNT_ ? field_names[f] : "?";
}
