/* ptxas: PTX text -> cubin, run as a helper program in a private temporary directory. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "toolchain.h"

static char *find_ptxas(void) {
  char bin[4096];
  const char *home = cj__env()->cuda_home;
  if (home) {
    snprintf(bin, sizeof bin, "%s/bin/ptxas", home);
    char *p = cj__find_program(bin, NULL);
    if (p) return p;
  }
  return cj__find_program("ptxas", NULL);
}

static cj_status assemble(const char *ptxas, const char *dir, const char *ptx, const cj_target *t,
                          cj_blob *cubin, cj_sb *log) {
  char in[4096], out[4096], arch[32];
  snprintf(in, sizeof in, "%s/kernel.ptx", dir);
  snprintf(out, sizeof out, "%s/kernel.cubin", dir);
  /* PTX for sm_90a (a kernel with warpgroup MMA) assembles only for sm_90a */
  snprintf(arch, sizeof arch, "-arch=%s%s", t->name,
           t->arch == CJ_ARCH_SM90 && strstr(ptx, ".target sm_90a") ? "a" : "");
  if (cj__write_file(in, ptx, strlen(ptx)) != 0)
    return cj__fail(CJ_E_IO, "ptxas: cannot write %s", in);
  char *argv[] = {(char *)ptxas, arch, "-O3", in, "-o", out, NULL};
  cj_sb msgs;
  cj_sb_init(&msgs);
  int rc = cj__run_program(argv, &msgs);
  if (msgs.len && log) cj_sb_append(log, msgs.data, msgs.len);
  cj_status s = CJ_OK;
  if (rc < 0)
    s = cj__fail(CJ_E_UNAVAILABLE, "ptxas (%s) could not be run", ptxas);
  else if (rc != 0)
    s = cj__fail(CJ_E_COMPILE, "ptxas %s failed (exit %d): %s", arch, rc,
                 msgs.data ? msgs.data : "");
  else if (cj__read_file(out, &cubin->data, &cubin->size) != 0)
    s = cj__fail(CJ_E_IO, "ptxas: cannot read %s", out);
  cj_sb_free(&msgs);
  return s;
}

cj_status cj__ptxas(const char *ptx, const cj_target *t, cj_blob *cubin, cj_sb *log) {
  if (!ptx || !t || !cubin) return cj__fail(CJ_E_INVALID, "ptxas: no PTX, target or output");
  if (t->vendor != CJ_VENDOR_NVIDIA)
    return cj__fail(CJ_E_UNSUPPORTED, "ptxas: %s is not an NVIDIA target", t->full);
  cubin->data = NULL;
  cubin->size = 0;
  char *ptxas = find_ptxas();
  if (!ptxas)
    return cj__fail(CJ_E_UNAVAILABLE, "ptxas not found (looked in %s/bin and on PATH)",
                    cj__env()->cuda_home ? cj__env()->cuda_home : "(no CUDA_HOME)");
  char *dir = cj__make_temp_dir();
  cj_status s = dir ? assemble(ptxas, dir, ptx, t, cubin, log)
                    : cj__fail(CJ_E_IO, "ptxas: cannot create a temporary directory");
  cj__remove_tree(dir);
  free(dir);
  free(ptxas);
  return s;
}

static char ptxas_version[64] = "ptxas none";
static pthread_once_t ptxas_version_once = PTHREAD_ONCE_INIT;

static void read_ptxas_version(void) {
  char *ptxas = find_ptxas();
  if (!ptxas) return;
  char *argv[] = {ptxas, "--version", NULL};
  cj_sb text;
  cj_sb_init(&text);
  if (cj__run_program(argv, &text) == 0 && text.data) {
    const char *v = strstr(text.data, ", V");
    size_t len = v ? strcspn(v + 2, " \n") : 0;
    if (len)
      snprintf(ptxas_version, sizeof ptxas_version, "ptxas %.*s", (int)len, v + 2);
    else
      snprintf(ptxas_version, sizeof ptxas_version, "ptxas unknown-version");
  }
  cj_sb_free(&text);
  free(ptxas);
}

void cj__ptxas_identity(cj_sb *out) {
  pthread_once(&ptxas_version_once, read_ptxas_version);
  cj_sb_puts(out, ptxas_version);
}
