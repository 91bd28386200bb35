/* The bootstrap's message checks (boot_msg.h). */
#include "boot_msg.h"

#include <string.h>

static int same_secret(const unsigned char *a, const unsigned char *b) {
  unsigned char diff = 0;
  for (size_t i = 0; i < CJ_BOOT_SECRET_BYTES; i++)
    diff |= (unsigned char)(a[i] ^ b[i]);
  return diff == 0;
}

int cj__boot_hello_check(const unsigned char *buf, size_t n, const unsigned char *secret, int *rank,
                         int *nranks) {
  cj_boot_hdr h;
  if (n > CJ_BOOT_HELLO_WIRE) return CJ_BOOT_BAD;
  /* judge the header as soon as it is complete: garbage never waits for more bytes */
  if (n < sizeof h) {
    static const uint32_t magic = CJ_BOOT_MSG_MAGIC;
    size_t m = n < sizeof magic ? n : sizeof magic;
    return memcmp(buf, &magic, m) ? CJ_BOOT_BAD : CJ_BOOT_MORE;
  }
  memcpy(&h, buf, sizeof h);
  if (h.magic != CJ_BOOT_MSG_MAGIC || h.kind != CJ_BOOT_HELLO || h.len != sizeof(cj_boot_hello))
    return CJ_BOOT_BAD;
  if (n < CJ_BOOT_HELLO_WIRE) return CJ_BOOT_MORE;
  cj_boot_hello hello;
  memcpy(&hello, buf + sizeof h, sizeof hello);
  if (!same_secret(hello.secret, secret)) return CJ_BOOT_BAD;
  *rank = hello.rank;
  *nranks = hello.nranks;
  return CJ_BOOT_READY;
}

void cj__boot_hello_wire(const unsigned char *secret, int rank, int nranks, unsigned char *out) {
  cj_boot_hdr h = {CJ_BOOT_MSG_MAGIC, CJ_BOOT_HELLO, sizeof(cj_boot_hello)};
  cj_boot_hello hello;
  memcpy(hello.secret, secret, CJ_BOOT_SECRET_BYTES);
  hello.rank = rank;
  hello.nranks = nranks;
  memcpy(out, &h, sizeof h);
  memcpy(out + sizeof h, &hello, sizeof hello);
}

int cj__boot_header_check(const cj_boot_hdr *h, uint32_t kind, uint64_t len) {
  if (h->magic != CJ_BOOT_MSG_MAGIC) return CJ_BOOT_HDR_GARBAGE;
  if (h->kind == CJ_BOOT_ERROR && kind != CJ_BOOT_ERROR)
    return h->len <= CJ_BOOT_MAX_ERROR ? CJ_BOOT_HDR_ERROR : CJ_BOOT_HDR_GARBAGE;
  if (h->kind != kind || h->len != len) return CJ_BOOT_HDR_UNEXPECTED;
  return CJ_BOOT_HDR_OK;
}
