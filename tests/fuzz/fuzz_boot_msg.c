/* libFuzzer target: the bootstrap's reader of what a connection sends, fed the input in the
 * pieces its first byte chooses. A hello is accepted only whole, with the secret; once a
 * prefix is judged bad no longer prefix is good; a header is judged without reading more. */
#include <stdint.h>
#include <string.h>

#include "boot_msg.h"
#include "fuzz.h"

static const unsigned char secret[CJ_BOOT_SECRET_BYTES] = "colljit-fuzz-secret-0123456789ab";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  size_t step = (size_t)(data[0] % 17) + 1;
  data++;
  size--;
  size_t n = size < CJ_BOOT_HELLO_WIRE ? size : CJ_BOOT_HELLO_WIRE;
  int last = CJ_BOOT_MORE;
  for (size_t got = 0; got < n;) {
    got = got + step < n ? got + step : n;
    int rank = -7, nranks = -7;
    int v = cj__boot_hello_check(data, got, secret, &rank, &nranks);
    FUZZ_ASSERT(last != CJ_BOOT_BAD || v == CJ_BOOT_BAD, "bad, then %d at %zu bytes", v, got);
    FUZZ_ASSERT(v != CJ_BOOT_READY || got == CJ_BOOT_HELLO_WIRE, "ready at %zu bytes", got);
    if (v == CJ_BOOT_READY)
      FUZZ_ASSERT(!memcmp(data + sizeof(cj_boot_hdr), secret, sizeof secret),
                  "a hello without the secret was accepted");
    last = v;
  }
  if (size >= sizeof(cj_boot_hdr)) {
    cj_boot_hdr h;
    memcpy(&h, data, sizeof h);
    int k = cj__boot_header_check(&h, CJ_BOOT_DATA, 4096);
    FUZZ_ASSERT(k != CJ_BOOT_HDR_ERROR || h.len <= CJ_BOOT_MAX_ERROR, "error text of %llu bytes",
                (unsigned long long)h.len);
  }
  return 0;
}
