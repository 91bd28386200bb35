/* The growable string builder (strbuf.h): appends with a sticky error flag. */
#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cj_sb_init(cj_sb *sb) { memset(sb, 0, sizeof *sb); }

void cj_sb_free(cj_sb *sb) {
  free(sb->data);
  cj_sb_init(sb);
}

void cj_sb_reset(cj_sb *sb) {
  sb->len = 0;
  if (sb->data) sb->data[0] = 0;
}

static int reserve(cj_sb *sb, size_t extra) {
  if (sb->failed) return 0;
  if (extra > ((size_t)-1) / 2 - sb->len) {
    sb->failed = 1;
    return 0;
  }
  size_t need = sb->len + extra + 1;
  if (need <= sb->cap) return 1;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < need) cap *= 2;
  char *p = realloc(sb->data, cap);
  if (!p) {
    sb->failed = 1;
    return 0;
  }
  sb->data = p;
  sb->cap = cap;
  return 1;
}

void cj_sb_append(cj_sb *sb, const void *data, size_t n) {
  if (!reserve(sb, n)) return;
  if (n) memcpy(sb->data + sb->len, data, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void cj_sb_insert(cj_sb *sb, size_t at, const void *data, size_t n) {
  if (at > sb->len) at = sb->len;
  if (!reserve(sb, n)) return;
  sb->data[sb->len] = 0;
  memmove(sb->data + at + n, sb->data + at, sb->len - at + 1);
  if (n) memcpy(sb->data + at, data, n);
  sb->len += n;
}

void cj_sb_puts(cj_sb *sb, const char *s) { cj_sb_append(sb, s, strlen(s)); }

void cj_sb_putc(cj_sb *sb, char c) { cj_sb_append(sb, &c, 1); }

void cj_sb_vprintf(cj_sb *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) {
    sb->failed = 1;
    return;
  }
  if (!reserve(sb, (size_t)n)) return;
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  sb->len += (size_t)n;
}

void cj_sb_printf(cj_sb *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cj_sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

void cj_sb_indent(cj_sb *sb, int levels) {
  for (int i = 0; i < levels; i++) cj_sb_append(sb, "  ", 2);
}

char *cj_sb_take(cj_sb *sb, size_t *len) {
  if (sb->failed) {
    cj_sb_free(sb);
    return NULL;
  }
  if (!sb->data) cj_sb_append(sb, "", 0);
  if (sb->failed) {
    cj_sb_free(sb);
    return NULL;
  }
  char *p = sb->data;
  if (len) *len = sb->len;
  cj_sb_init(sb);
  return p;
}
