/* `colljit info`: devices, links between them, toolchains. */
#include <stdio.h>

#include "backend.h"
#include "support.h"
#include "toolchain.h"

static void devices(const cj_backend *be, cj_sb *sb) {
  int n = 0;
  if (be->device_count(&n) || n == 0) {
    cj_sb_printf(sb, "%s: no devices\n", be->name);
    return;
  }
  char ver[64] = "";
  be->version(ver, sizeof ver);
  cj_sb_printf(sb, "%s (%s): %d device%s\n", be->name, ver, n, n == 1 ? "" : "s");
  for (int d = 0; d < n; d++) {
    cj_device_info i;
    if (be->device_info(d, &i)) {
      cj_sb_printf(sb, "  %d: %s\n", d, cj_last_error());
      continue;
    }
    cj_sb_printf(sb, "  %d: %s  arch %s  %d SMs  warp %d  %.1f GiB  pci %s\n", d, i.name,
                 i.arch, i.sm_count, i.warp_size, (double)i.total_mem / (1 << 30), i.pci);
  }
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      int access = 0, atomics = 0;
      char link[64] = "";
      if (a == b) continue;
      cj__link_facts(be, a, b, &access, &atomics, link, sizeof link);
      if (atomics < 0)
        cj_sb_printf(sb, "  link %d -> %d: peer access %s\n", a, b, access ? "yes" : "no");
      else
        cj_sb_printf(sb, "  link %d -> %d: peer access %s, native atomics %s, %s\n", a, b,
                     access ? "yes" : "no", atomics ? "yes" : "no", link);
    }
}

void cj__link_facts(const cj_backend *be, int a, int b, int *access, int *atomics, char *link,
                    size_t n) {
  *access = 0;
  *atomics = 0;
  if (n) link[0] = 0;
  if (be->link_info && !be->link_info(a, b, access, atomics, link, n)) return;
  *access = 0;
  be->can_access_peer(a, b, access);
  *atomics = -1;
}

/* "targets: gfx90a gfx942 ...", then each target the toolchain is for but cannot build here,
 * with the reason (a gfx950 that this LLVM or hiprtc does not know). */
static void toolchain_targets(const cj_toolchain *tc, cj_sb *sb) {
  static const char *const names[] = {
#define CJ_X_(e, name, vendor, warp) name,
      CJ_ARCH_LIST(CJ_X_)
#undef CJ_X_
  };
  cj_sb not_built;
  cj_sb_init(&not_built);
  cj_sb_puts(sb, "          targets:");
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    cj_target t;
    if (cj__target_parse(names[i], &t) || !tc->supports(&t)) continue;
    if (tc->builds(&t) == CJ_OK)
      cj_sb_printf(sb, " %s", names[i]);
    else
      cj_sb_printf(&not_built, "          not %s: %s\n", names[i], cj_last_error());
  }
  cj_sb_printf(sb, "\n%s", not_built.data ? not_built.data : "");
  cj_sb_free(&not_built);
}

static void toolchains(cj_sb *sb) {
  const cj_compiler ids[] = {CJ_COMPILER_HIPRTC, CJ_COMPILER_NVRTC, CJ_COMPILER_LLVM};
  cj_sb_puts(sb, "toolchains:\n");
  for (int i = 0; i < 3; i++) {
    const cj_toolchain *tc = cj__toolchain(ids[i]);
    cj_sb id;
    cj_sb_init(&id);
    cj_status s = tc->identity(&id);
    cj_sb_printf(sb, "  %-7s %s\n", tc->name, s ? cj_last_error() : id.data ? id.data : "");
    cj_sb_free(&id);
    if (!s) toolchain_targets(tc, sb);
  }
}

cj_status cj_system_info(cj_blob *out) {
  if (!out) return cj__fail(CJ_E_INVALID, "info: out is NULL");
  cj_sb sb;
  cj_sb_init(&sb);
  cj_sb_printf(&sb, "colljit %s\n", cj_version_string());
  int any = 0;
  const cj_vendor vendors[] = {CJ_VENDOR_NVIDIA, CJ_VENDOR_AMD};
  for (int v = 0; v < 2; v++) {
    const cj_backend *be = cj__backend_for(vendors[v]);
    if (!be) continue;
    if (be->load()) {
      cj_sb_printf(&sb, "%s: %s\n", be->name, cj_last_error());
      continue;
    }
    int n = 0;
    be->device_count(&n);
    any += n;
    devices(be, &sb);
  }
  if (!any) cj_sb_puts(&sb, "no GPU found: code generation, prebuild and the CPU executor work\n");
  toolchains(&sb);
  size_t len;
  char *p = cj_sb_take(&sb, &len);
  if (!p) return cj__fail(CJ_E_OOM, "info: out of memory");
  out->data = p;
  out->size = len;
  return CJ_OK;
}
