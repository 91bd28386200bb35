/* The HIP runtime and hiprtc of an installed ROCm, as colljit finds and reads them (no GPU is
 * needed): the library is found and its version read from it equals the headers' HIP_VERSION;
 * every entry point hip_abi.h lists is exported; hiprtc is found and names the same version;
 * the backend loads every symbol it needs and then reports "no usable GPU". Built only with
 * -DCOLLJIT_ROCM_FACTS=ON, next to test_hip_facts. */
#include <hip/hip_version.h>

#include "backend.h"
#include "hip_abi.h"
#include "hip_lib.h"
#include "support.h"
#include "test.h"
#include "toolchain.h"

#define WANT (HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR)

static void exported(void *lib, const char *sym, int *n) {
  CHECK(cj__dlsym(lib, sym) != NULL, "%s is not exported by the HIP runtime", sym);
  (*n)++;
}

int main(void) {
  char tried[400];
  void *hip = cj__hip_open(tried, sizeof tried);
  CHECK(hip != NULL, "no HIP runtime (tried %s)", tried);
  if (!hip) return test_end();
  CHECK_EQ(cj__hip_runtime_version(hip), WANT);
  CHECK_EQ(cj__lib_file_version(hip, "hipInit"), WANT);
  int n = 0;
#define SYM(f, sym, args) exported(hip, #sym, &n);
  CJ_HIP_FUNCS(SYM)
  CJ_HIP_OPTIONAL_FUNCS(SYM)
#undef SYM
  printf("HIP runtime %d.%d: %d entry points exported\n", WANT / 100, WANT % 100, n);

  char want[32];
  snprintf(want, sizeof want, "hiprtc %d.%d", WANT / 100, WANT % 100);
  cj_sb id;
  cj_sb_init(&id);
  CHECK(cj__toolchain_hiprtc.identity(&id) == CJ_OK, "hiprtc: %s", cj_last_error());
  CHECK_STREQ(id.data, want);
  printf("toolchain: %s\n", id.data ? id.data : "(none)");
  cj_sb_free(&id);
  char major[32];
  snprintf(major, sizeof major, "libhiprtc.so.%d", HIP_VERSION_MAJOR);
  const char *names[] = {major, NULL};
  void *rtc = cj__dlopen_reuse_first(names, tried, sizeof tried);
  CHECK(rtc != NULL, "%s not found", major);
  if (rtc) CHECK_EQ(cj__lib_file_version(rtc, "hiprtcCreateProgram"), WANT);
#define RTC_SYM(f, sym, args) CHECK(cj__dlsym(rtc, #sym) != NULL, "%s lacks %s", major, #sym);
  CJ_RTC_FUNCS(RTC_SYM)
#undef RTC_SYM

  cj_status s = cj__backend_hip.load();
  CHECK(s == CJ_E_UNAVAILABLE && strstr(cj_last_error(), "no usable GPU"),
        "backend load: %s: %s", cj_status_name(s), cj_last_error());
  printf("backend: %s\n", cj_last_error());
  return test_end();
}
