/* The cache directory seen as a whole: scanning, listing and verifying entries, statistics,
 * clearing. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "support.h"

static int is_entry_name(const char *n) {
  if (strlen(n) != 20 || strcmp(n + 16, ".cjo") != 0) return 0;
  for (int i = 0; i < 16; i++)
    if (!strchr("0123456789abcdef", n[i])) return 0;
  return 1;
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int push_item(cj_scan *s, size_t *cap, const char *name, const struct stat *st) {
  if (s->n == *cap) {
    size_t ncap = *cap ? *cap * 2 : 64;
    cj_scan_item *items = realloc(s->items, ncap * sizeof *items);
    if (!items) return ENOMEM;
    s->items = items;
    *cap = ncap;
  }
  cj_scan_item *it = &s->items[s->n++];
  snprintf(it->name, sizeof it->name, "%.31s", name);
  it->irregular = !S_ISREG(st->st_mode);
  it->mode = st->st_mode;
  it->size = it->irregular ? 0 : (uint64_t)st->st_size;
  it->atime = (double)st->st_atim.tv_sec + st->st_atim.tv_nsec * 1e-9;
  s->total += it->size;
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const cj_scan_item *)a)->name, ((const cj_scan_item *)b)->name);
}

int cj__cache_scan(const char *dir, cj_scan *out) {
  memset(out, 0, sizeof *out);
  DIR *d = opendir(dir);
  if (!d) return errno == ENOENT ? 0 : errno;
  size_t cap = 0;
  int err = 0;
  double now = now_s();
  struct dirent *e;
  while (!err && (e = readdir(d))) {
    struct stat st;
    if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
    if (is_entry_name(e->d_name)) /* a FIFO, link or directory by an entry's name too */
      err = push_item(out, &cap, e->d_name, &st);
    else if (!S_ISREG(st.st_mode))
      continue;
    else if (!strncmp(e->d_name, ".tmp-", 5) && now - (double)st.st_mtim.tv_sec > 3600)
      unlinkat(dirfd(d), e->d_name, 0); /* left by a process that died while writing */
  }
  closedir(d);
  if (err)
    cj__cache_scan_free(out);
  else if (out->n)
    qsort(out->items, out->n, sizeof *out->items, by_name);
  return err;
}

void cj__cache_scan_free(cj_scan *s) {
  free(s->items);
  memset(s, 0, sizeof *s);
}

/* ---- listing --------------------------------------------------------------------------------- */
typedef struct entry_text {
  char key[256], target[64], compiler[32], toolchain[160], problem[160];
} entry_text;

static void ident_field(const char *id, size_t n, const char *label, char *out, size_t cap) {
  size_t ll = strlen(label);
  out[0] = 0;
  for (size_t i = 0; i + ll < n; i++) {
    if ((i && id[i - 1] != '\n') || strncmp(id + i, label, ll) != 0 || id[i + ll] != ' ') continue;
    const char *v = id + i + ll + 1, *end = memchr(v, '\n', n - (size_t)(v - id));
    size_t len = end ? (size_t)(end - v) : n - (size_t)(v - id);
    snprintf(out, cap, "%.*s", (int)(len < cap ? len : cap - 1), v);
    return;
  }
}

static const char *file_kind(mode_t m) {
  return S_ISFIFO(m)                ? "a FIFO"
         : S_ISLNK(m)               ? "a symbolic link"
         : S_ISDIR(m)               ? "a directory"
         : S_ISSOCK(m)              ? "a socket"
         : S_ISCHR(m) || S_ISBLK(m) ? "a device"
                                    : "not a file";
}

/* Opens an entry for reading: a regular file only, without blocking or following a link. */
static int open_entry(const char *path, char *problem, size_t n) {
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY);
  struct stat st;
  st.st_mode = 0;
  if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) return fd;
  if (fd >= 0) {
    snprintf(problem, n, "not a regular file (%s)", file_kind(st.st_mode));
    close(fd);
  } else {
    snprintf(problem, n, "cannot be read (%s)",
             errno == ELOOP ? "a symbolic link" : strerror(errno));
  }
  return -1;
}

/* Reads the entry (whole, or its start) and fills e and its texts. */
static void examine(const char *dir, const cj_scan_item *it, int verify, cj_cache_entry *e,
                    entry_text *t) {
  char path[4200];
  snprintf(path, sizeof path, "%s/%s", dir, it->name);
  memset(t, 0, sizeof *t);
  *e = (cj_cache_entry){it->name, t->key, t->target,           t->compiler,      t->toolchain, 0,
                        it->size, 0,      now_s() - it->atime, CJ_CACHE_CORRUPT, t->problem};
  if (it->irregular) {
    snprintf(t->problem, sizeof t->problem, "not a regular file (%s)", file_kind(it->mode));
    return;
  }
  size_t want =
      verify ? it->size : (it->size < CJ_CACHE_HDR + 65536 ? it->size : CJ_CACHE_HDR + 65536);
  int fd = open_entry(path, t->problem, sizeof t->problem);
  char *buf = fd >= 0 && it->size <= CJ_CACHE_MAX_ENTRY ? malloc(want + 1) : NULL;
  ssize_t got = buf ? pread(fd, buf, want, 0) : -1;
  if (fd >= 0) close(fd);
  if (got < 0) {
    if (fd >= 0) snprintf(t->problem, sizeof t->problem, "cannot be read");
    free(buf);
    return;
  }
  cj_entry_view v;
  e->state = cj__entry_check(buf, (size_t)got, it->size, verify, &v, t->problem, sizeof t->problem);
  if (v.ident) {
    ident_field(v.ident, v.ident_len, "key", t->key, sizeof t->key);
    ident_field(v.ident, v.ident_len, "target", t->target, sizeof t->target);
    ident_field(v.ident, v.ident_len, "compiler", t->compiler, sizeof t->compiler);
    ident_field(v.ident, v.ident_len, "toolchain", t->toolchain, sizeof t->toolchain);
    e->generator = v.generator;
    e->payload = v.payload;
    char name[32];
    snprintf(name, sizeof name, "%016llx.cjo",
             (unsigned long long)cj__fnv1a64(v.ident, v.ident_len, CJ_FNV_SEED));
    if (e->state == CJ_CACHE_VALID && strcmp(name, it->name) != 0) {
      e->state = CJ_CACHE_CORRUPT;
      snprintf(t->problem, sizeof t->problem, "its name does not match its identity (%s)", name);
    }
  }
  free(buf);
}

static cj_status cache_dir_or_fail(cj_cache_cfg *c) {
  cj__cache_cfg(c);
  if (c->dir[0]) return CJ_OK;
  return cj__fail(CJ_E_UNAVAILABLE,
                  "no cache directory (set COLLJIT_CACHE_DIR, XDG_CACHE_HOME or HOME)");
}

cj_status cj_cache_list(int verify, cj_cache_visit_fn fn, void *user) {
  if (!fn) return cj__fail(CJ_E_INVALID, "cache_list: no function");
  cj_cache_cfg *c = malloc(sizeof *c);
  entry_text *t = malloc(sizeof *t);
  cj_status s = c && t ? cache_dir_or_fail(c) : cj__fail(CJ_E_OOM, "cache_list: out of memory");
  cj_scan scan = {NULL, 0, 0};
  int err = s ? 0 : cj__cache_scan(c->dir, &scan);
  if (err) s = cj__fail(CJ_E_IO, "cache: cannot read %s: %s", c->dir, strerror(err));
  for (size_t i = 0; !s && i < scan.n; i++) {
    cj_cache_entry e;
    examine(c->dir, &scan.items[i], verify, &e, t);
    if (fn(user, &e)) break;
  }
  cj__cache_scan_free(&scan);
  free(c);
  free(t);
  return s;
}

/* ---- statistics, clearing -------------------------------------------------------------------- */
cj_status cj_cache_stats_get(cj_cache_stats *out) {
  if (!out || out->struct_size < sizeof *out)
    return cj__fail(CJ_E_INVALID, "cache_stats_get: initialise with CJ_CACHE_STATS_INIT");
  cj_cache_cfg *c = malloc(sizeof *c);
  if (!c) return cj__fail(CJ_E_OOM, "cache_stats_get: out of memory");
  cj_status s = cache_dir_or_fail(c);
  cj_scan scan = {NULL, 0, 0};
  int err = s ? 0 : cj__cache_scan(c->dir, &scan);
  if (err) s = cj__fail(CJ_E_IO, "cache: cannot read %s: %s", c->dir, strerror(err));
  if (!s) {
    out->entries = scan.n;
    out->bytes = scan.total;
    out->max_bytes = c->max;
    cj__cache_dir_counts(c->dir, &out->dir);
    cj__cache_process_counts(&out->process);
  }
  cj__cache_scan_free(&scan);
  free(c);
  return s;
}

static int is_cache_file(const char *n) {
  size_t len = strlen(n);
  return is_entry_name(n) || !strncmp(n, ".tmp-", 5) || !strcmp(n, "stats") ||
         !strcmp(n, "evict.lock") || (len == 21 && !strcmp(n + 16, ".lock")) ||
         (len == 20 && !strcmp(n + 16, ".ref")) || strstr(n, ".ref.tmp-");
}

cj_status cj_cache_clear(uint64_t *removed) {
  if (removed) *removed = 0;
  cj_cache_cfg *c = malloc(sizeof *c);
  if (!c) return cj__fail(CJ_E_OOM, "cache_clear: out of memory");
  cj_status s = cache_dir_or_fail(c);
  DIR *d = s ? NULL : opendir(c->dir);
  if (!s && !d && errno != ENOENT)
    s = cj__fail(CJ_E_IO, "cache: cannot read %s: %s", c->dir, strerror(errno));
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (!is_cache_file(e->d_name)) continue;
    if (unlinkat(dirfd(d), e->d_name, 0) != 0) {
      if (!s)
        s = cj__fail(CJ_E_IO, "cache: cannot remove %s/%s: %s", c->dir, e->d_name, strerror(errno));
    } else if (removed && is_entry_name(e->d_name)) {
      (*removed)++;
    }
  }
  if (d) closedir(d);
  free(c);
  return s;
}

typedef struct bad_list {
  char (*names)[32];
  size_t n, cap;
  int oom;
} bad_list;

static int note_bad(void *user, const cj_cache_entry *e) {
  bad_list *b = user;
  if (e->state == CJ_CACHE_VALID) return 0;
  if (b->n == b->cap) {
    size_t ncap = b->cap ? b->cap * 2 : 16;
    char(*names)[32] = realloc(b->names, ncap * sizeof *names);
    if (!names) return b->oom = 1;
    b->names = names;
    b->cap = ncap;
  }
  snprintf(b->names[b->n++], 32, "%s", e->file);
  return 0;
}

cj_status cj_cache_remove_invalid(uint64_t *removed) {
  if (removed) *removed = 0;
  bad_list b = {NULL, 0, 0, 0};
  cj_status s = cj_cache_list(1, note_bad, &b);
  if (!s && b.oom) s = cj__fail(CJ_E_OOM, "cache: out of memory");
  cj_cache_cfg *c = s ? NULL : malloc(sizeof *c);
  if (c) cj__cache_cfg(c);
  for (size_t i = 0; c && i < b.n; i++)
    if (cj__cache_remove_entry(c->dir, b.names[i]) == 0 && removed) (*removed)++;
  free(c);
  free(b.names);
  return s;
}
