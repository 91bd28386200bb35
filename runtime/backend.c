/* Backend registry. */
#include <stdio.h>

#include "backend.h"
#include "support.h"

static const cj_backend *const backends[] = {&cj__backend_cuda, &cj__backend_hip};

const cj_backend *cj__backend_for(cj_vendor v) {
  for (size_t i = 0; i < sizeof backends / sizeof backends[0]; i++)
    if (backends[i]->vendor == v) return backends[i];
  return NULL;
}

const cj_backend *cj__backend_any(void) {
  char why[512] = "";
  size_t used = 0;
  for (size_t i = 0; i < sizeof backends / sizeof backends[0]; i++) {
    int n = 0;
    cj_status s = backends[i]->load();
    if (!s) s = backends[i]->device_count(&n);
    if (!s && n > 0) return backends[i];
    int w = snprintf(why + used, sizeof why - used, "%s%s: %s", used ? "; " : "",
                     backends[i]->name, s ? cj_last_error() : "no devices");
    if (w > 0 && (size_t)w < sizeof why - used) used += (size_t)w;
  }
  cj__fail(CJ_E_UNAVAILABLE, "%s", why);
  return NULL;
}
