/* The code-object cache: entry identity, the entry format, validated reads, atomic writes and
 * the lookup-or-compile path (cache.h describes the layout). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "support.h"
#include "toolchain.h"

static const char magic[8] = {'C', 'J', 'O', 'B', 'J', 0, '\r', '\n'};

/* ---- little-endian fields and the checksum ------------------------------------------------ */
static uint64_t get_le(const void *p, int bytes) {
  const unsigned char *b = p;
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--)
    v = v << 8 | b[i];
  return v;
}

static void put_le(void *p, uint64_t v, int bytes) {
  unsigned char *b = p;
  for (int i = 0; i < bytes; i++)
    b[i] = (unsigned char)(v >> (8 * i));
}

/* FNV-1a over 64-bit words with an xor-shift per step: every step is a bijection of the
 * state, so any change confined to one word always changes the sum. */
static uint64_t mix(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x100000001b3ull;
  return h ^ (h >> 29);
}

/* The sum of an entry file, its checksum field (bytes 32..39) read as zero. */
uint64_t cj__cache_checksum(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t h = mix(CJ_FNV_SEED, n);
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    h = mix(h, i == 32 ? 0 : get_le(p + i, 8));
  for (; i < n; i++)
    h = mix(h, p[i]);
  return h;
}

/* ---- the entry format ------------------------------------------------------------------------ */
char *cj__entry_build(const char *ident, size_t ident_len, const void *obj, size_t obj_len,
                      const cj_kfacts *facts, size_t *n) {
  *n = CJ_CACHE_HDR + ident_len + obj_len;
  char *buf = calloc(1, *n);
  if (!buf) return NULL;
  memcpy(buf, magic, 8);
  put_le(buf + 8, CJ_CACHE_FORMAT, 4);
  put_le(buf + 12, CJ_GENERATOR_VERSION, 4);
  put_le(buf + 16, ident_len, 4);
  put_le(buf + 20, facts->dynamic_shared, 4);
  put_le(buf + 24, obj_len, 8);
  memcpy(buf + CJ_CACHE_HDR, ident, ident_len);
  if (obj_len) memcpy(buf + CJ_CACHE_HDR + ident_len, obj, obj_len);
  put_le(buf + 32, cj__cache_checksum(buf, *n), 8);
  return buf;
}

static int verdict(int state, char *problem, size_t plen, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int verdict(int state, char *problem, size_t plen, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (plen) vsnprintf(problem, plen, fmt, ap);
  va_end(ap);
  return state;
}

int cj__entry_check(const char *buf, size_t n, uint64_t file_size, int full, cj_entry_view *v,
                    char *problem, size_t plen) {
  memset(v, 0, sizeof *v);
  if (n < CJ_CACHE_HDR) return verdict(CJ_CACHE_CORRUPT, problem, plen, "truncated: %zu bytes", n);
  if (memcmp(buf, magic, 8) != 0) return verdict(CJ_CACHE_CORRUPT, problem, plen, "bad magic");
  v->format = (uint32_t)get_le(buf + 8, 4);
  if (v->format != CJ_CACHE_FORMAT)
    return verdict(CJ_CACHE_STALE, problem, plen, "format version %u (expected %d)", v->format,
                   CJ_CACHE_FORMAT);
  v->generator = (uint32_t)get_le(buf + 12, 4);
  v->ident_len = (uint32_t)get_le(buf + 16, 4);
  /* no kernel of any target has more: a launch must never be handed such a size */
  v->facts.dynamic_shared = (uint32_t)get_le(buf + 20, 4);
  if (v->facts.dynamic_shared > KIR_MAX_SHARED)
    return verdict(CJ_CACHE_CORRUPT, problem, plen,
                   "dynamic shared memory of %u bytes (no kernel has more than %u)",
                   v->facts.dynamic_shared, (unsigned)KIR_MAX_SHARED);
  v->payload = get_le(buf + 24, 8);
  uint64_t want = CJ_CACHE_HDR + (uint64_t)v->ident_len + v->payload;
  if (v->payload > CJ_CACHE_MAX_ENTRY || v->ident_len > 65536 || want != file_size)
    return verdict(CJ_CACHE_CORRUPT, problem, plen,
                   "size mismatch: the file has %llu bytes, its header says %llu",
                   (unsigned long long)file_size, (unsigned long long)want);
  if (n < CJ_CACHE_HDR + v->ident_len || (full && n != file_size))
    return verdict(CJ_CACHE_CORRUPT, problem, plen, "truncated: %zu bytes", n);
  v->ident = buf + CJ_CACHE_HDR;
  v->data = buf + CJ_CACHE_HDR + v->ident_len;
  if (full && cj__cache_checksum(buf, n) != get_le(buf + 32, 8))
    return verdict(CJ_CACHE_CORRUPT, problem, plen, "checksum mismatch");
  if (v->generator != CJ_GENERATOR_VERSION)
    return verdict(CJ_CACHE_STALE, problem, plen, "generator version %u (this is %d)", v->generator,
                   CJ_GENERATOR_VERSION);
  if (plen) problem[0] = 0;
  return CJ_CACHE_VALID;
}

/* ---- identity -------------------------------------------------------------------------------- */
static const cj_toolchain *toolchain_for(const cj_plan *p, cj_compiler path) {
  return cj__toolchain_for(&p->target, cj__plan_compiler(p, path));
}

/* The identity without the toolchain line, as a head and a tail: an entry of this kernel made
 * by any version of the toolchain matches them. */
static void ident_head(const cj_plan *p, const cj_toolchain *tc, cj_sb *head) {
  cj_sb_printf(head, "colljit-cache %d generator %d\nkey %s\ncompiler %s\ntoolchain ",
               CJ_CACHE_FORMAT, CJ_GENERATOR_VERSION, p->key, tc->name);
}

static void ident_tail(const cj_plan *p, cj_sb *tail) {
  cj_sb_printf(tail, "\ntarget %s\n", p->target.full);
}

cj_status cj__cache_identity(const cj_plan *p, cj_compiler path, cj_sb *id, char name[32]) {
  const cj_toolchain *tc = toolchain_for(p, path);
  if (!tc)
    return cj__fail(CJ_E_UNSUPPORTED, "compiler %s does not build for target %s",
                    cj_compiler_name(path), p->target.full);
  ident_head(p, tc, id);
  cj_status s = tc->identity(id);
  if (s) return s;
  /* the LLVM path hands NVIDIA PTX to ptxas when it is there */
  if (tc->id == CJ_COMPILER_LLVM && p->target.vendor == CJ_VENDOR_NVIDIA) {
    cj_sb_putc(id, ' ');
    cj__ptxas_identity(id);
  }
  ident_tail(p, id);
  if (id->failed) return cj__fail(CJ_E_OOM, "cache: out of memory");
  snprintf(name, 32, "%016llx.cjo",
           (unsigned long long)cj__fnv1a64(id->data, id->len, CJ_FNV_SEED));
  return CJ_OK;
}

/* ---- reads and writes ------------------------------------------------------------------------ */
typedef enum { RD_HIT, RD_ABSENT, RD_BAD } rd_result;

static int read_all(int fd, char *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = pread(fd, buf + got, n - got, (off_t)got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    got += (size_t)r;
  }
  return 0;
}

/* Marks an entry used now (the access time orders eviction); failures do not matter. */
static void touch(int fd) {
  struct timespec ts[2] = {{0, UTIME_NOW}, {0, UTIME_OMIT}};
  (void)futimens(fd, ts);
}

/* What an entry's identity must be: exactly `exact`, or `head` ... `tail` (any toolchain). */
typedef struct want {
  const cj_sb *exact, *head, *tail;
} want;

static int ident_matches(const cj_entry_view *v, const want *w) {
  if (w->exact)
    return v->ident_len == w->exact->len && !memcmp(v->ident, w->exact->data, w->exact->len);
  size_t h = w->head->len, t = w->tail->len;
  return v->ident_len >= h + t && !memcmp(v->ident, w->head->data, h) &&
         !memcmp(v->ident + v->ident_len - t, w->tail->data, t);
}

/* Reads and validates an entry; on a hit the payload moves into obj (when obj is not NULL)
 * and the kernel's facts into facts. Anything but a regular file (a FIFO, a device, a link) is
 * not an entry: it is opened without blocking or following, and never read. */
static rd_result read_entry(const char *path, const want *id, cj_blob *obj, cj_kfacts *facts,
                            uint64_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY);
  if (fd < 0) return errno == ENOENT ? RD_ABSENT : RD_BAD;
  struct stat st;
  char *buf = NULL, problem[160];
  rd_result r = RD_BAD;
  cj_entry_view v;
  v.format = 0;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size <= CJ_CACHE_MAX_ENTRY &&
      (buf = malloc((size_t)st.st_size + 1)) && read_all(fd, buf, (size_t)st.st_size) == 0 &&
      cj__entry_check(buf, (size_t)st.st_size, (uint64_t)st.st_size, 1, &v, problem,
                      sizeof problem) == CJ_CACHE_VALID &&
      ident_matches(&v, id))
    r = RD_HIT;
  if (r == RD_HIT) {
    touch(fd);
    if (size) *size = (uint64_t)st.st_size;
    *facts = v.facts;
    memmove(buf, v.data, v.payload);
    buf[v.payload] = 0;
    if (obj) {
      obj->data = buf;
      obj->size = v.payload;
      buf = NULL;
    }
  } else {
    cj__log(CJ_LOG_INFO, "cache: %s is not usable (%s); rebuilding", path,
            buf && v.format ? problem : "unreadable, not a regular file, or identity mismatch");
  }
  free(buf);
  close(fd);
  return r;
}

static int write_fd(int fd, const char *buf, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t w = write(fd, buf + done, n - done);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return errno;
    done += (size_t)w;
  }
  return 0;
}

/* Writes an entry to a temporary file, syncs it and renames it into place. 0 or an errno. */
static int write_entry(const char *dir, const char *name, const cj_sb *id, const cj_blob *obj,
                       const cj_kfacts *facts) {
  static atomic_uint seq;
  size_t n;
  char *buf = cj__entry_build(id->data, id->len, obj->data, obj->size, facts, &n);
  if (!buf) return ENOMEM;
  char tmp[4200], path[4200];
  snprintf(tmp, sizeof tmp, "%s/.tmp-%.16s-%ld-%u", dir, name, (long)getpid(),
           atomic_fetch_add(&seq, 1));
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int err = 0, fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) err = errno;
  if (!err) err = write_fd(fd, buf, n);
  if (!err && fsync(fd) != 0) err = errno;
  if (fd >= 0 && close(fd) != 0 && !err) err = errno;
  if (!err && rename(tmp, path) != 0) err = errno;
  if (err && fd >= 0) unlink(tmp);
  free(buf);
  return err;
}

/* ---- lookup or compile ----------------------------------------------------------------------- */
static cj_status hand_out(cj_blob *mine, cj_blob *obj) {
  if (obj)
    *obj = *mine;
  else
    cj_blob_free(mine);
  return CJ_OK;
}

/* ---- entries made by another toolchain build: the kernel's .ref file ------------------------- */
/* A deployment may ship a cache built elsewhere and lack the toolchain (NVRTC, ld.lld) itself;
 * its identity then differs or cannot be had. Every write also records, in HASH.ref (HASH of
 * the identity without the toolchain line), which entry holds the kernel; a lookup whose
 * toolchain is missing reads that entry instead of failing. */
static int ref_path(const cj_plan *p, const cj_toolchain *tc, const char *dir, cj_sb *head,
                    cj_sb *tail, char *out, size_t n) {
  ident_head(p, tc, head);
  ident_tail(p, tail);
  if (head->failed || tail->failed) return -1;
  uint64_t h = cj__fnv1a64(head->data, head->len, CJ_FNV_SEED);
  h = cj__fnv1a64(tail->data, tail->len, h);
  snprintf(out, n, "%s/%016llx.ref", dir, (unsigned long long)h);
  return 0;
}

static void write_ref(const cj_plan *p, cj_compiler path, const char *dir, const char *name) {
  const cj_toolchain *tc = toolchain_for(p, path);
  char ref[4200], tmp[4300];
  cj_sb head, tail;
  cj_sb_init(&head);
  cj_sb_init(&tail);
  if (tc && ref_path(p, tc, dir, &head, &tail, ref, sizeof ref) == 0) {
    snprintf(tmp, sizeof tmp, "%s.tmp-%ld", ref, (long)getpid());
    unlink(tmp);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    int err = fd < 0 ? errno : write_fd(fd, name, strlen(name));
    if (fd >= 0 && close(fd) != 0 && !err) err = errno;
    if (fd >= 0 && (err || rename(tmp, ref) != 0)) unlink(tmp);
  }
  cj_sb_free(&head);
  cj_sb_free(&tail);
}

/* The kernel's entry made by any build of the toolchain. 1 on a hit (counted). */
static int offline_lookup(const cj_plan *p, cj_compiler path, const char *dir, cj_blob *obj,
                          cj_kfacts *facts) {
  const cj_toolchain *tc = toolchain_for(p, path);
  char ref[4200], file[4200], *name = NULL;
  size_t n = 0;
  cj_sb head, tail;
  cj_sb_init(&head);
  cj_sb_init(&tail);
  int hit = 0;
  if (tc && dir[0] && ref_path(p, tc, dir, &head, &tail, ref, sizeof ref) == 0 &&
      cj__read_file_max(ref, 64, CJ_READ_REGULAR | CJ_READ_NOFOLLOW, &name, &n) == 0 && n == 20 &&
      !strchr(name, '/')) {
    snprintf(file, sizeof file, "%s/%s", dir, name);
    want w = {NULL, &head, &tail};
    hit = read_entry(file, &w, obj, facts, NULL) == RD_HIT;
  }
  if (hit) {
    cj__log(CJ_LOG_INFO, "cache: %s: the %s toolchain is not usable here; using %s", p->key,
            tc->name, file);
    cj__cache_count(dir, CJ_CNT_HITS);
  }
  free(name);
  cj_sb_free(&head);
  cj_sb_free(&tail);
  return hit;
}

/* Compiles; when the toolchain is missing, an entry built elsewhere will do. */
static cj_status compile_obj(const cj_plan *p, cj_compiler path, const char *dir, cj_blob *obj,
                             cj_kfacts *facts, int *was_hit) {
  cj_status s = cj__pipeline_obj(p, path, obj, facts);
  if (s != CJ_E_UNAVAILABLE || !offline_lookup(p, path, dir, obj, facts)) return s;
  *was_hit = 1;
  return CJ_OK;
}

/* Compiles without writing (the directory is unusable, or the toolchain has no identity). */
static cj_status compile_in_memory(const cj_plan *p, cj_compiler path, const char *dir,
                                   cj_blob *obj, cj_cache_outcome *oc) {
  cj_blob mine = {0, NULL};
  cj_status s = compile_obj(p, path, dir, &mine, &oc->facts, &oc->hit);
  return s ? s : hand_out(&mine, obj);
}

static void why(cj_cache_outcome *oc, const char *what, int err) {
  snprintf(oc->why, sizeof oc->why, "%s%s%s", what, err ? ": " : "",
           !err            ? ""
           : err == EINVAL ? "not a regular file"
                           : strerror(err));
}

static void store(const cj_plan *p, cj_compiler path, const char *dir, const char *name,
                  const cj_sb *id, const cj_blob *obj, cj_cache_outcome *oc) {
  int err = write_entry(dir, name, id, obj, &oc->facts);
  if (err) {
    cj__cache_count(dir, CJ_CNT_WRITE_FAILURES);
    cj__cache_warn(dir, "writing an entry", err);
    why(oc, "writing an entry", err);
  } else {
    oc->stored = 1;
    oc->bytes = CJ_CACHE_HDR + id->len + obj->size;
    write_ref(p, path, dir, name);
  }
}

/* Under the entry's lock: look again (another process may have built it), else compile and
 * write. */
static cj_status build_locked(const cj_plan *p, cj_compiler path, const char *dir, const char *name,
                              const cj_sb *id, cj_blob *obj, cj_cache_outcome *oc) {
  char file[4200];
  snprintf(file, sizeof file, "%s/%s", dir, name);
  cj_blob mine = {0, NULL};
  want w = {id, NULL, NULL};
  rd_result r = read_entry(file, &w, &mine, &oc->facts, &oc->bytes);
  if (r == RD_HIT) {
    oc->hit = oc->stored = 1;
    cj__cache_count(dir, CJ_CNT_HITS);
    return hand_out(&mine, obj);
  }
  cj_status s = compile_obj(p, path, dir, &mine, &oc->facts, &oc->hit);
  if (s || oc->hit) return s ? s : hand_out(&mine, obj);
  cj__cache_count(dir, CJ_CNT_MISSES);
  if (r == RD_BAD) cj__cache_count(dir, CJ_CNT_REBUILDS);
  store(p, path, dir, name, id, &mine, oc);
  return hand_out(&mine, obj);
}

static cj_status lookup(const cj_plan *p, cj_compiler path, const cj_cache_cfg *cfg,
                        const cj_sb *id, const char *name, cj_blob *obj, cj_cache_outcome *oc) {
  char file[4200];
  snprintf(file, sizeof file, "%s/%s", cfg->dir, name);
  cj_blob mine = {0, NULL};
  want w = {id, NULL, NULL};
  if (read_entry(file, &w, &mine, &oc->facts, &oc->bytes) == RD_HIT) {
    oc->hit = oc->stored = 1;
    cj__cache_count(cfg->dir, CJ_CNT_HITS);
    return hand_out(&mine, obj);
  }
  int err = cj__cache_mkdir(cfg->dir);
  char lockpath[4200];
  snprintf(lockpath, sizeof lockpath, "%s/%.16s.lock", cfg->dir, name);
  int fd = err ? -err : cj__cache_lock(lockpath, 0);
  if (fd < 0) {
    const char *what = err ? "creating the directory" : "locking an entry";
    cj__cache_warn(cfg->dir, what, -fd);
    why(oc, what, -fd);
    cj_status s = compile_in_memory(p, path, cfg->dir, obj, oc);
    if (!s && !oc->hit) cj__cache_count("", CJ_CNT_MISSES);
    return s;
  }
  cj_status s = build_locked(p, path, cfg->dir, name, id, obj, oc);
  cj__cache_unlock(fd);
  if (!s && !oc->hit) cj__cache_evict(cfg->dir, cfg->max, name);
  return s;
}

cj_status cj__cache_object_ex(const cj_plan *p, cj_compiler path, cj_blob *obj,
                              cj_cache_outcome *oc) {
  memset(oc, 0, sizeof *oc);
  if (obj) *obj = (cj_blob){0, NULL};
  cj_cache_cfg *cfg = malloc(sizeof *cfg);
  if (!cfg) return cj__fail(CJ_E_OOM, "cache: out of memory");
  cj__cache_cfg(cfg);
  if (cfg->disable) cfg->dir[0] = 0;
  cj_sb id;
  cj_sb_init(&id);
  cj_status s;
  if (!cfg->dir[0] || toolchain_for(p, path) == NULL) {
    why(oc, "the disk cache is off", 0);
    s = compile_in_memory(p, path, "", obj, oc); /* no cache, or the compile's error */
  } else if (cj__cache_identity(p, path, &id, oc->name) != CJ_OK) {
    why(oc, "the toolchain gives no identity to file the entry under", 0);
    oc->name[0] = 0;
    s = compile_in_memory(p, path, cfg->dir, obj, oc); /* the toolchain is missing */
    oc->stored = oc->hit; /* an entry another build of the toolchain made */
  } else {
    s = lookup(p, path, cfg, &id, oc->name, obj, oc);
  }
  cj_sb_free(&id);
  free(cfg);
  return s;
}

cj_status cj__cache_object(const cj_plan *p, cj_compiler path, cj_blob *obj, int *was_hit) {
  cj_cache_outcome oc;
  cj_status s = cj__cache_object_ex(p, path, obj, &oc);
  if (was_hit) *was_hit = oc.hit;
  return s;
}

cj_status cj_cache_object(const cj_plan *plan, cj_compiler path, cj_blob *obj, int *from_cache) {
  if (!plan) return cj__fail(CJ_E_INVALID, "cache_object: plan is required");
  if ((unsigned)path > CJ_COMPILER_LLVM)
    return cj__fail(CJ_E_INVALID, "cache_object: unknown compiler %d", (int)path);
  return cj__cache_object(plan, path, obj, from_cache);
}
