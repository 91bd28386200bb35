/* The code-object cache: entries on disk (cache.c), the directory around them (cache_dir.c:
 * settings, locks, counters, eviction, listing).
 *
 * Directory layout:
 *   HHHHHHHHHHHHHHHH.cjo   an entry; the name is the hash of its identity string
 *   HHHHHHHHHHHHHHHH.lock  the entry's lock (flock), taken to build it; empty
 *   GGGGGGGGGGGGGGGG.ref   the name of the entry holding a kernel, whatever toolchain version
 *                          made it (G: hash of the identity less its toolchain line); read
 *                          when the toolchain is missing here
 *   .tmp-HASH-PID-N        an entry being written (renamed into place when complete)
 *   stats                  counters of every process, text, updated under flock
 *   evict.lock             held by the process that is evicting
 *
 * Entry file (integers little-endian):
 *   0  magic "CJOBJ\0\r\n"      8
 *   8  format version           u32 (CJ_CACHE_FORMAT)
 *  12  generator version        u32 (CJ_GENERATOR_VERSION)
 *  16  identity length          u32
 *  20  dynamic shared memory    u32 bytes every launch of the kernel passes (cj_kfacts: what
 *                                   its loader would otherwise build the kernel again to know)
 *  24  payload size             u64
 *  32  checksum                 u64 over the whole file with this field zero
 *  40  identity text, then the payload (the code object)
 */
#ifndef COLLJIT_CACHE_H
#define COLLJIT_CACHE_H

#include <stdint.h>
#include <sys/types.h>

#include "codegen.h"
#include "strbuf.h"

/* 2: the header's word at 20, reserved (0) before, holds the kernel's dynamic shared memory */
#define CJ_CACHE_FORMAT 2
#define CJ_CACHE_HDR 40
#define CJ_CACHE_MAX_ENTRY (1ull << 30)

/* The settings in force (a snapshot). dir is "" when there is no directory. */
typedef struct cj_cache_cfg {
  char dir[4096];
  uint64_t max;
  int disable;
} cj_cache_cfg;
void cj__cache_cfg(cj_cache_cfg *out);

/* Looks the plan's code object up in the directory; on a miss compiles it (once across
 * processes) and writes it. obj may be NULL. *was_hit (may be NULL): 1 if it came from disk. */
cj_status cj__cache_object(const cj_plan *p, cj_compiler path, cj_blob *obj, int *was_hit);

/* What a lookup did with the directory. */
typedef struct cj_cache_outcome {
  int hit;        /* the object came from disk */
  int stored;     /* its entry is on disk (it was there, or it was written now) */
  uint64_t bytes; /* the entry's size on disk (when stored) */
  char name[32];  /* the entry's file name ("" when it has none) */
  char why[200];  /* when not stored: why not */
  cj_kfacts facts; /* the kernel's, from its entry or from the build that made the object */
} cj_cache_outcome;
/* cj__cache_object, telling what happened on disk. */
cj_status cj__cache_object_ex(const cj_plan *p, cj_compiler path, cj_blob *obj,
                              cj_cache_outcome *oc);

/* The identity of a plan's entry (what the entry stores and its name hashes) and its file
 * name "HHHHHHHHHHHHHHHH.cjo". Fails like the compile would when the toolchain is missing. */
cj_status cj__cache_identity(const cj_plan *p, cj_compiler path, cj_sb *id, char name[32]);

/* ---- entry format (cache.c) ---------------------------------------------------------------- */
typedef struct cj_entry_view {
  uint32_t format, generator, ident_len;
  uint64_t payload;
  cj_kfacts facts;
  const char *ident; /* not NUL-terminated */
  const char *data;
} cj_entry_view;

/* The checksum of an entry file (its checksum field counts as zero). */
uint64_t cj__cache_checksum(const void *data, size_t n);
/* Checks a whole entry (full = 1) or its header and identity only (full = 0, n may then be
 * shorter than the file: file_size is the real size). Returns a cj_cache_state; the problem
 * is written to `problem` when it is not CJ_CACHE_VALID. */
int cj__entry_check(const char *buf, size_t n, uint64_t file_size, int full, cj_entry_view *v,
                    char *problem, size_t plen);
/* Builds a whole entry file in memory (malloc'd). */
char *cj__entry_build(const char *ident, size_t ident_len, const void *obj, size_t obj_len,
                      const cj_kfacts *facts, size_t *n);

/* ---- the directory (cache_dir.c) ---------------------------------------------------------- */
enum {
  CJ_CNT_HITS,
  CJ_CNT_MISSES,
  CJ_CNT_REBUILDS,
  CJ_CNT_WRITE_FAILURES,
  CJ_CNT_EVICTIONS,
  CJ_CNT_COUNT_
};

/* Creates the directory (and its parents). 0 or an errno. */
int cj__cache_mkdir(const char *dir);
/* Adds one to a counter of this process and of the directory's stats file (dir may be ""). */
void cj__cache_count(const char *dir, int counter);
/* Takes an exclusive flock on a lock file (created if missing), making sure the file it
 * locked is still the one at `path`. Returns the fd, or -errno (-EWOULDBLOCK when nonblock and
 * it is held). Release with cj__cache_unlock. */
int cj__cache_lock(const char *path, int nonblock);
void cj__cache_unlock(int fd);
/* One warning per process: the directory cannot be used for `what`, errno `err`. */
void cj__cache_warn(const char *dir, const char *what, int err);
/* Evicts least recently used entries until the total is at most 90% of max, when it is over
 * max. `keep` (a file name) is never evicted. Does nothing when another process is evicting. */
void cj__cache_evict(const char *dir, uint64_t max, const char *keep);
/* Removes one entry and its lock file, unless its lock is held. 0 on success. */
int cj__cache_remove_entry(const char *dir, const char *name);
void cj__cache_dir_counts(const char *dir, cj_cache_counters *out);
void cj__cache_process_counts(cj_cache_counters *out);

/* ---- scanning (cache_admin.c) ------------------------------------------------------------- */
typedef struct cj_scan_item {
  char name[32]; /* "HHHHHHHHHHHHHHHH.cjo" */
  int irregular; /* not a regular file (a FIFO, a link, a directory...): never an entry */
  unsigned mode; /* its st_mode */
  uint64_t size;
  double atime; /* seconds */
} cj_scan_item;

typedef struct cj_scan {
  cj_scan_item *items;
  size_t n;
  uint64_t total;
} cj_scan;

/* The entries of a directory (and removes temporary files older than an hour). 0 or errno. */
int cj__cache_scan(const char *dir, cj_scan *out);
void cj__cache_scan_free(cj_scan *s);

#endif
