/* Target strings: "gfx942[:sramecc+|-][:xnack+|-]", "sm_90", "host", each with an optional
 * ":unitsN" (the device's SMs / CUs). */
#include <stdio.h>
#include <string.h>

#include "codegen.h"
#include "support.h"

static const struct {
  const char *name;
  cj_vendor vendor;
  int warp;
} arches[] = {
#define CJ_X_(e, name, vendor, warp) {name, vendor, warp},
    CJ_ARCH_LIST(CJ_X_)
#undef CJ_X_
};

static cj_status bad(const char *s, const char *why) {
  char known[256] = "";
  size_t used = 0;
  for (int i = 0; i < CJ_ARCH_COUNT_ && used < sizeof known; i++)
    used +=
        (size_t)snprintf(known + used, sizeof known - used, "%s%s%s", i ? ", " : "", arches[i].name,
                         arches[i].vendor == CJ_VENDOR_AMD ? "[:sramecc+/-][:xnack+/-]" : "");
  return cj__fail(CJ_E_INVALID, "target: '%s' %s (known targets: %s)", s, why, known);
}

/* "unitsN": N (1..4096); -1 for "units" with anything else; 0: another feature. */
static int parse_units(const char *f, size_t n) {
  if (n < 5 || strncmp(f, "units", 5)) return 0;
  int v = 0;
  for (size_t i = 5; i < n; i++) {
    if (f[i] < '0' || f[i] > '9' || v > 4096) return -1;
    v = v * 10 + (f[i] - '0');
  }
  return n > 5 && f[5] != '0' && v >= 1 && v <= 4096 ? v : -1;
}

/* Parses one ":feature+" suffix into *sramecc / *xnack. */
static int parse_feature(const char *f, size_t n, int *sramecc, int *xnack) {
  if (n < 2 || (f[n - 1] != '+' && f[n - 1] != '-')) return 0;
  int on = f[n - 1] == '+';
  if (n - 1 == 7 && !strncmp(f, "sramecc", 7) && *sramecc < 0)
    *sramecc = on;
  else if (n - 1 == 5 && !strncmp(f, "xnack", 5) && *xnack < 0)
    *xnack = on;
  else
    return 0;
  return 1;
}

cj_status cj__target_parse(const char *s, cj_target *out) {
  memset(out, 0, sizeof *out);
  if (!s || !*s) return bad("", "is empty");
  const char *colon = strchr(s, ':');
  size_t base = colon ? (size_t)(colon - s) : strlen(s);
  int found = -1;
  for (int i = 0; i < CJ_ARCH_COUNT_; i++)
    if (strlen(arches[i].name) == base && !strncmp(s, arches[i].name, base)) found = i;
  if (found < 0) return bad(s, "is not a known target");
  out->arch = (cj_arch)found;
  out->vendor = arches[found].vendor;
  out->warp_size = arches[found].warp;
  out->sramecc = out->xnack = -1;
  snprintf(out->name, sizeof out->name, "%s", arches[found].name);
  int units = 0;
  while (colon) {
    const char *f = colon + 1;
    colon = strchr(f, ':');
    size_t n = colon ? (size_t)(colon - f) : strlen(f);
    int u = parse_units(f, n);
    if (u < 0 || (u > 0 && units))
      return bad(s, "has a bad or repeated units count (unitsN: the SMs / CUs, 1..4096)");
    if (u > 0) {
      units = u;
      continue;
    }
    if (out->vendor != CJ_VENDOR_AMD)
      return bad(s, "has features, which only AMD targets take (all targets: unitsN)");
    if (!parse_feature(f, n, &out->sramecc, &out->xnack))
      return bad(s, "has an unknown or repeated feature (sramecc+/-, xnack+/-, unitsN)");
  }
  /* canonical order: sramecc before xnack (the target-id rule) */
  int n = snprintf(out->full, sizeof out->full, "%s", out->name);
  char *feat = out->llvm_features;
  size_t fl = sizeof out->llvm_features;
  if (out->sramecc >= 0) {
    n += snprintf(out->full + n, sizeof out->full - (size_t)n, ":sramecc%c",
                  out->sramecc ? '+' : '-');
    snprintf(feat, fl, "%csramecc", out->sramecc ? '+' : '-');
  }
  if (out->xnack >= 0) {
    snprintf(out->full + n, sizeof out->full - (size_t)n, ":xnack%c", out->xnack ? '+' : '-');
    size_t used = strlen(feat);
    snprintf(feat + used, fl - used, "%s%cxnack", used ? "," : "", out->xnack ? '+' : '-');
  }
  cj__target_set_units(out, units);
  return CJ_OK;
}

void cj__target_set_units(cj_target *t, int units) {
  t->units = units;
  if (units)
    snprintf(t->spec, sizeof t->spec, "%s:units%d", t->full, units);
  else
    snprintf(t->spec, sizeof t->spec, "%s", t->full);
}

const char *cj__llvm_triple(const cj_target *t) {
  switch (t->vendor) {
  case CJ_VENDOR_AMD:
    return "amdgcn-amd-amdhsa";
  case CJ_VENDOR_NVIDIA:
    return "nvptx64-nvidia-cuda";
  default:
    return "";
  }
}
