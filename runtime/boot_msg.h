/* The bootstrap's wire format and the checks on what a connection sends (pure functions: no
 * sockets, so that they can be tested and fuzzed on their own). */
#ifndef COLLJIT_BOOT_MSG_H
#define COLLJIT_BOOT_MSG_H

#include <stddef.h>
#include <stdint.h>

#include "colljit.h"

#define CJ_BOOT_ID_MAGIC "colljit2"
#define CJ_BOOT_NAME_BYTES 16
#define CJ_BOOT_SECRET_BYTES 32
#define CJ_BOOT_MSG_MAGIC 0x434a4254u

/* The first bytes of cj_unique_id.internal. The socket name (visible to every local user in
 * /proc/net/unix) and the secret (known only to whoever was handed the id) are independent
 * random bytes: the name says nothing about the secret. */
typedef struct cj_boot_id {
  char magic[8];
  unsigned char name[CJ_BOOT_NAME_BYTES];
  unsigned char secret[CJ_BOOT_SECRET_BYTES];
} cj_boot_id;

enum { CJ_BOOT_HELLO = 1, CJ_BOOT_OK, CJ_BOOT_ERROR, CJ_BOOT_DATA };

/* Every message: a header, then len bytes (host byte order: both ends are on one host). */
typedef struct cj_boot_hdr {
  uint32_t magic, kind;
  uint64_t len;
} cj_boot_hdr;

/* A rank's first message: the id's secret, its rank and the world size it was given. */
typedef struct cj_boot_hello {
  unsigned char secret[CJ_BOOT_SECRET_BYTES];
  int32_t rank, nranks;
} cj_boot_hello;

#define CJ_BOOT_HELLO_WIRE (sizeof(cj_boot_hdr) + sizeof(cj_boot_hello))
/* Longest error text a rank accepts from rank 0. */
#define CJ_BOOT_MAX_ERROR 1024

/* Results of cj__boot_hello_check. */
enum { CJ_BOOT_MORE, CJ_BOOT_BAD, CJ_BOOT_READY };

/* Judges the first n bytes a connection sent (n <= CJ_BOOT_HELLO_WIRE). CJ_BOOT_MORE: a prefix
 * of a well-formed hello, wait for the rest; CJ_BOOT_BAD: not a hello, or the secret is wrong
 * (compared in constant time); CJ_BOOT_READY: a hello with the secret, *rank and *nranks set
 * (not range-checked: the caller knows the group). */
int cj__boot_hello_check(const unsigned char *buf, size_t n, const unsigned char *secret, int *rank,
                         int *nranks);

/* Writes the wire form of a hello (CJ_BOOT_HELLO_WIRE bytes) into out. */
void cj__boot_hello_wire(const unsigned char *secret, int rank, int nranks, unsigned char *out);

/* Results of cj__boot_header_check. */
enum { CJ_BOOT_HDR_OK, CJ_BOOT_HDR_ERROR, CJ_BOOT_HDR_GARBAGE, CJ_BOOT_HDR_UNEXPECTED };

/* Judges a received header against the message a reader waits for (kind, exactly len bytes).
 * CJ_BOOT_HDR_ERROR: an error message whose text (h->len bytes, at most CJ_BOOT_MAX_ERROR)
 * follows; CJ_BOOT_HDR_GARBAGE: not a bootstrap message; CJ_BOOT_HDR_UNEXPECTED: another kind
 * or length. */
int cj__boot_header_check(const cj_boot_hdr *h, uint32_t kind, uint64_t len);

#endif
