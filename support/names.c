/* Vocabulary names: every enum of the public header that has a name (ops, dtypes, reductions,
 * variants, barrier modes, emit kinds, compile paths), from the X-macro tables in colljit.h,
 * both ways. */
#include <string.h>

#include "support.h"

#define NAME_X_(e, s, ...) s,
static const char *const op_names[] = {CJ_OP_LIST(NAME_X_)};
static const char *const dtype_names[] = {CJ_DTYPE_LIST(NAME_X_)};
static const char *const redop_names[] = {CJ_REDOP_LIST(NAME_X_)};
static const char *const variant_names[] = {CJ_VARIANT_LIST(NAME_X_)};
static const char *const barrier_names[] = {CJ_BARRIER_LIST(NAME_X_)};
static const char *const emit_names[] = {CJ_EMIT_LIST(NAME_X_)};
static const char *const compiler_names[] = {CJ_COMPILER_LIST(NAME_X_)};
#undef NAME_X_
static const size_t dtype_sizes[] = {
#define SIZE_X_(e, s, n) n,
    CJ_DTYPE_LIST(SIZE_X_)
#undef SIZE_X_
};

#define COUNT(arr) (int)(sizeof arr / sizeof arr[0])
#define LOOKUP(arr, i) (((unsigned)(i) < (unsigned)COUNT(arr)) ? arr[i] : NULL)
const char *cj_op_name(cj_op op) { return LOOKUP(op_names, op); }
const char *cj_dtype_name(cj_dtype t) { return LOOKUP(dtype_names, t); }
size_t cj_dtype_size(cj_dtype t) { return (unsigned)t < CJ_DTYPE_COUNT_ ? dtype_sizes[t] : 0; }
const char *cj_redop_name(cj_redop r) { return LOOKUP(redop_names, r); }
const char *cj_variant_name(cj_variant v) { return LOOKUP(variant_names, v); }
const char *cj_barrier_name(cj_barrier_mode b) { return LOOKUP(barrier_names, b); }
const char *cj_emit_name(cj_emit e) { return LOOKUP(emit_names, e); }
const char *cj_compiler_name(cj_compiler c) {
  const char *s = LOOKUP(compiler_names, c);
  return s ? s : "?";
}

static const struct {
  const char *vocab;
  const char *const *names;
  int n;
} vocabs[] = {
    {"op", op_names, COUNT(op_names)},
    {"dtype", dtype_names, COUNT(dtype_names)},
    {"redop", redop_names, COUNT(redop_names)},
    {"variant", variant_names, COUNT(variant_names)},
    {"barrier", barrier_names, COUNT(barrier_names)},
    {"emit", emit_names, COUNT(emit_names)},
    {"compiler", compiler_names, COUNT(compiler_names)},
};

int cj__name_find(const char *const *names, int n, const char *s, size_t len) {
  for (int i = 0; i < n; i++)
    if (strlen(names[i]) == len && !strncmp(names[i], s, len)) return i;
  return -1;
}

int cj__vocab_find(const char *vocab, const char *s, size_t len) {
  for (int i = 0; i < COUNT(vocabs); i++)
    if (!strcmp(vocabs[i].vocab, vocab)) return cj__name_find(vocabs[i].names, vocabs[i].n, s, len);
  return -1;
}

int cj_vocab_lookup(const char *vocab, const char *name) {
  return vocab && name ? cj__vocab_find(vocab, name, strlen(name)) : -1;
}
