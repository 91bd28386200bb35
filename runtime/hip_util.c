/* The HIP backend's decisions from the runtime's answers (hip_util.h). */
#include "hip_util.h"

#include <stdio.h>
#include <string.h>

cj_hip_error cj__hip_capture_state(cj_hip_error r, int status, int *capturing) {
  *capturing = 0;
  if (r == CJ_HIP_ERR_CAPTURE_IMPLICIT) {
    *capturing = 1;
    return CJ_HIP_SUCCESS;
  }
  if (r != CJ_HIP_SUCCESS) return r;
  *capturing = status != CJ_HIP_CAPTURE_NONE; /* active or invalidated: not a plain stream */
  return CJ_HIP_SUCCESS;
}

const char *cj__hsa_link_name(int type) {
  switch (type) {
  case -1:
    return "none";
  case CJ_HSA_LINK_HYPERTRANSPORT:
    return "HyperTransport";
  case CJ_HSA_LINK_QPI:
    return "QPI";
  case CJ_HSA_LINK_PCIE:
    return "PCIe";
  case CJ_HSA_LINK_INFINIBAND:
    return "InfiniBand";
  case CJ_HSA_LINK_XGMI:
    return "XGMI";
  default:
    return "unknown";
  }
}

int cj__hip_ipc_flags(int version, unsigned flags[2]) {
  if (version >= 600) {
    flags[0] = CJ_HIP_IPC_LAZY_ENABLE_PEER;
    return 1;
  }
  if (version > 0) {
    flags[0] = 0;
    return 1;
  }
  flags[0] = CJ_HIP_IPC_LAZY_ENABLE_PEER;
  flags[1] = 0;
  return 2;
}

/* gcnArchName has the form gfx<hex id>[:feature+|-]...: the length of such a NUL-terminated
 * string at p, or 0. */
static size_t arch_len(const unsigned char *p, size_t room) {
  size_t n = 3;
  if (room < 8 || memcmp(p, "gfx", 3)) return 0;
  while (n < room && ((p[n] >= '0' && p[n] <= '9') || (p[n] >= 'a' && p[n] <= 'f')))
    n++;
  if (n < 5) return 0;
  while (n < room && p[n] > ' ' && p[n] < 127)
    n++;
  return n < room && n < 48 && p[n] == 0 ? n : 0;
}

static int has_colon(const unsigned char *p, size_t n) { return memchr(p, ':', n) != NULL; }

static size_t scan_arch(const unsigned char *props, size_t n, const unsigned char **at) {
  const unsigned char *best = NULL;
  size_t best_len = 0;
  for (size_t i = 0; i < n; i++) {
    size_t len = arch_len(props + i, n - i);
    if (!len || (best && (has_colon(best, best_len) || !has_colon(props + i, len)))) continue;
    best = props + i;
    best_len = len;
  }
  *at = best;
  return best_len;
}

int cj__hip_props_arch(const unsigned char *props, size_t n, int r0600, char *out, size_t outn) {
  const unsigned char *at = NULL;
  size_t len = 0;
  if (r0600) {
    if (n < CJ_HIP_PROPS_R0600_ARCH + CJ_HIP_PROPS_ARCH_BYTES) return 0;
    at = props + CJ_HIP_PROPS_R0600_ARCH;
    len = arch_len(at, CJ_HIP_PROPS_ARCH_BYTES);
  } else {
    len = scan_arch(props, n, &at);
  }
  if (!len) return 0;
  snprintf(out, outn, "%.*s", (int)len, (const char *)at);
  return 1;
}
