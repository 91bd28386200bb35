/* Statuses (names and messages from the table in colljit.h), the per-thread last error, the
 * version. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

static _Thread_local char last_error[2048];

const char *cj_status_name(cj_status s) {
  switch (s) {
#define CJ_X_(name, value, msg)                                                                \
  case name:                                                                                   \
    return #name;
    CJ_STATUS_LIST(CJ_X_)
#undef CJ_X_
  }
  return "CJ_E_UNKNOWN";
}

const char *cj_status_string(cj_status s) {
  switch (s) {
#define CJ_X_(name, value, msg)                                                                \
  case name:                                                                                   \
    return msg;
    CJ_STATUS_LIST(CJ_X_)
#undef CJ_X_
  }
  return "unknown status";
}

const char *cj_last_error(void) { return last_error; }

void cj__clear_error(void) { last_error[0] = 0; }

cj_status cj__fail(cj_status s, const char *fmt, ...) {
  int n = snprintf(last_error, sizeof last_error, "%s: ", cj_status_name(s));
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(last_error + n, sizeof last_error - (size_t)n, fmt, ap);
  va_end(ap);
  cj__log(CJ_LOG_DEBUG, "%s", last_error);
  return s;
}

const char *cj_version_string(void) { return CJ_VERSION_STRING; }

unsigned cj_version(void) { return CJ_VERSION_HEX; }

int cj__read_opts(void *dst, size_t dst_size, const void *src, size_t min_size) {
  size_t n = *(const size_t *)src; /* every options struct begins with its struct_size */
  if (n < min_size) return -1;
  memcpy(dst, src, n < dst_size ? n : dst_size);
  *(size_t *)dst = dst_size;
  return 0;
}
