/* Growable string buffer with a sticky error flag: emitters append freely and check once. */
#ifndef COLLJIT_STRBUF_H
#define COLLJIT_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct cj_sb {
  char *data; /* always NUL-terminated once anything was appended */
  size_t len, cap;
  int failed; /* sticky: an allocation failed; contents are incomplete */
} cj_sb;

void cj_sb_init(cj_sb *sb);
void cj_sb_free(cj_sb *sb);
void cj_sb_reset(cj_sb *sb); /* length 0, keeps the memory */
void cj_sb_append(cj_sb *sb, const void *data, size_t n);
void cj_sb_insert(cj_sb *sb, size_t at, const void *data, size_t n); /* at <= len */
void cj_sb_puts(cj_sb *sb, const char *s);
void cj_sb_putc(cj_sb *sb, char c);
void cj_sb_printf(cj_sb *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cj_sb_vprintf(cj_sb *sb, const char *fmt, va_list ap);
void cj_sb_indent(cj_sb *sb, int levels); /* two spaces per level */
/* Hands the buffer over (caller frees); NULL if the buffer failed. Leaves sb empty. */
char *cj_sb_take(cj_sb *sb, size_t *len);

#endif
