/* colljit info [--json]: the GPUs, the links between them and the toolchains found. The text is
 * the library's report (cj_system_info); --json gives the same facts as one JSON object. */
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "colljit.h"
#include "info_cmd.h"
#include "json_out.h"
#include "support.h"
#include "toolchain.h"

static const char info_usage[] =
    "usage: colljit info [--json]\n"
    "  GPUs (name, arch, multiprocessors, memory, PCI id), links between them (peer access,\n"
    "  native atomics), and the toolchains found (hiprtc, nvrtc, llvm: identity and version).\n"
    "  --json      one JSON object: version, backends[{name, version, error, devices[],\n"
    "              links[]}], toolchains[{name, identity, error}]\n"
    "  -h, --help  this text\n";

static void json_links(FILE *f, const cj_backend *be, int n) {
  fputs(", \"links\": [", f);
  int first = 1;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      int access = 0, atomics = 0;
      char link[64] = "";
      if (a == b) continue;
      cj__link_facts(be, a, b, &access, &atomics, link, sizeof link);
      fprintf(f, "%s{\"from\": %d, \"to\": %d, \"peer_access\": %s", first ? "" : ", ", a, b,
              access ? "true" : "false");
      if (atomics >= 0) {
        fprintf(f, ", \"native_atomics\": %s, ", atomics ? "true" : "false");
        cj__json_key(f, "link");
        cj__json_string(f, link);
      }
      fputc('}', f);
      first = 0;
    }
  fputc(']', f);
}

static void json_devices(FILE *f, const cj_backend *be, int n) {
  fputs(", \"devices\": [", f);
  for (int d = 0; d < n; d++) {
    cj_device_info i;
    fprintf(f, "%s{\"index\": %d, ", d ? ", " : "", d);
    if (be->device_info(d, &i)) {
      cj__json_key(f, "error");
      cj__json_string(f, cj_last_error());
    } else {
      cj__json_key(f, "name");
      cj__json_string(f, i.name);
      fputs(", ", f);
      cj__json_key(f, "arch");
      cj__json_string(f, i.arch);
      fputs(", ", f);
      cj__json_key(f, "pci");
      cj__json_string(f, i.pci);
      fprintf(f, ", \"multiprocessors\": %d, \"warp_size\": %d, \"memory_bytes\": %llu", i.sm_count,
              i.warp_size, (unsigned long long)i.total_mem);
    }
    fputc('}', f);
  }
  fputc(']', f);
}

static void json_backend(FILE *f, const cj_backend *be) {
  fputc('{', f);
  cj__json_key(f, "name");
  cj__json_string(f, be->name);
  int n = 0;
  if (be->load() || be->device_count(&n)) {
    fputs(", ", f);
    cj__json_key(f, "error");
    cj__json_string(f, cj_last_error());
    n = 0;
  } else {
    char ver[64] = "";
    be->version(ver, sizeof ver);
    fputs(", ", f);
    cj__json_key(f, "version");
    cj__json_string(f, ver);
  }
  json_devices(f, be, n);
  json_links(f, be, n);
  fputc('}', f);
}

static void json_toolchains(FILE *f) {
  const cj_compiler ids[] = {CJ_COMPILER_HIPRTC, CJ_COMPILER_NVRTC, CJ_COMPILER_LLVM};
  fputs("\"toolchains\": [", f);
  for (int i = 0; i < 3; i++) {
    const cj_toolchain *tc = cj__toolchain(ids[i]);
    cj_sb id;
    cj_sb_init(&id);
    cj_status s = tc->identity(&id);
    fprintf(f, "%s{", i ? ", " : "");
    cj__json_key(f, "name");
    cj__json_string(f, tc->name);
    fputs(", ", f);
    cj__json_key(f, s ? "error" : "identity");
    cj__json_string(f, s ? cj_last_error() : id.data ? id.data : "");
    fputc('}', f);
    cj_sb_free(&id);
  }
  fputc(']', f);
}

static int info_json(void) {
  FILE *f = stdout;
  fputs("{\"version\": ", f);
  cj__json_string(f, cj_version_string());
  fputs(", \"backends\": [", f);
  const cj_vendor vendors[] = {CJ_VENDOR_NVIDIA, CJ_VENDOR_AMD};
  int first = 1;
  for (int v = 0; v < 2; v++) {
    const cj_backend *be = cj__backend_for(vendors[v]);
    if (!be) continue;
    if (!first) fputs(", ", f);
    json_backend(f, be);
    first = 0;
  }
  fputs("], ", f);
  json_toolchains(f);
  fputs("}\n", f);
  return 0;
}

int cj__cli_info(int argc, char **argv) {
  int json = 0;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      fputs(info_usage, stdout);
      return 0;
    }
    if (strcmp(argv[i], "--json")) {
      fprintf(stderr, "colljit info: unknown argument '%s'\n%s", argv[i], info_usage);
      return 1;
    }
    json = 1;
  }
  if (json) return info_json();
  cj_blob b;
  if (cj_system_info(&b)) {
    fprintf(stderr, "colljit info: %s\n", cj_last_error());
    return 2;
  }
  fwrite(b.data, 1, b.size, stdout);
  cj_blob_free(&b);
  return 0;
}
