/* Logging to stderr, filtered by COLLJIT_LOG. */
#include <stdarg.h>
#include <stdio.h>

#include "support.h"

void cj__log(int level, const char *fmt, ...) {
  if (level > cj__env()->log_level) return;
  static const char *names[] = {"error", "warn", "info", "debug"};
  char line[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  fprintf(stderr, "colljit %s: %s\n", names[level < 0 ? 0 : level > 3 ? 3 : level], line);
}
