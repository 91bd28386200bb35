/* The cache directory: settings, entry locks, the shared counters, the one warning, and LRU
 * eviction. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "support.h"

/* ---- settings -------------------------------------------------------------------------------- */
static pthread_mutex_t cfg_mu = PTHREAD_MUTEX_INITIALIZER;
static int cfg_set;
static cj_cache_cfg cfg_user;
static atomic_int warned;

void cj__cache_cfg(cj_cache_cfg *out) {
  const cj_env *e = cj__env();
  pthread_mutex_lock(&cfg_mu);
  if (cfg_set) {
    *out = cfg_user;
  } else {
    snprintf(out->dir, sizeof out->dir, "%s", e->cache_dir ? e->cache_dir : "");
    out->max = 0;
    out->disable = e->cache_disable;
  }
  pthread_mutex_unlock(&cfg_mu);
  if (!out->max) out->max = e->cache_max;
}

cj_status cj_cache_configure(const cj_cache_config *c) {
  cj_cache_config in = CJ_CACHE_CONFIG_INIT;
  if (c && cj__read_opts(&in, sizeof in, c, offsetof(cj_cache_config, max_bytes)))
    return cj__fail(CJ_E_INVALID, "cache_configure: struct_size %zu is too small", c->struct_size);
  const cj_env *e = cj__env();
  cj_cache_cfg next;
  memset(&next, 0, sizeof next);
  const char *dir = c && in.dir ? in.dir : e->cache_dir;
  if (dir && strlen(dir) >= sizeof next.dir - 64)
    return cj__fail(CJ_E_INVALID, "cache_configure: the directory name is too long");
  snprintf(next.dir, sizeof next.dir, "%s", dir ? dir : "");
  next.max = in.max_bytes;
  next.disable = c && c->struct_size >= sizeof *c ? in.disable : e->cache_disable;
  pthread_mutex_lock(&cfg_mu);
  cfg_set = c != NULL;
  cfg_user = next;
  pthread_mutex_unlock(&cfg_mu);
  atomic_store(&warned, 0);
  return CJ_OK;
}

cj_status cj_cache_dir(char *buf, size_t n) {
  if (!buf || !n) return cj__fail(CJ_E_INVALID, "cache_dir: no buffer");
  cj_cache_cfg *c = malloc(sizeof *c);
  if (!c) return cj__fail(CJ_E_OOM, "cache_dir: out of memory");
  cj__cache_cfg(c);
  int ok = c->dir[0] && !c->disable;
  snprintf(buf, n, "%s", ok ? c->dir : "");
  free(c);
  if (!ok)
    return cj__fail(CJ_E_UNAVAILABLE, "the disk cache is off (COLLJIT_CACHE_DISABLE, or no "
                                      "COLLJIT_CACHE_DIR, XDG_CACHE_HOME or HOME)");
  return CJ_OK;
}

void cj__cache_warn(const char *dir, const char *what, int err) {
  if (atomic_exchange(&warned, 1)) return;
  cj__log(CJ_LOG_WARN,
          "cache directory %s cannot be used (%s: %s); kernels are kept in memory only", dir, what,
          err == EINVAL ? "not a regular file" : strerror(err));
}

int cj__cache_mkdir(const char *dir) {
  struct stat st;
  if (stat(dir, &st) == 0) return S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
  char path[4096];
  snprintf(path, sizeof path, "%s", dir);
  for (char *p = path + 1;; p++) {
    int end = *p == 0;
    if (*p != '/' && !end) continue;
    *p = 0;
    if (mkdir(path, 0755) != 0 && errno != EEXIST) return errno;
    if (end) break;
    *p = '/';
  }
  if (stat(dir, &st) != 0) return errno;
  return S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
}

/* ---- locks ----------------------------------------------------------------------------------- */
static int flock_retry(int fd, int op) {
  int r;
  while ((r = flock(fd, op)) != 0 && errno == EINTR) {
  }
  return r;
}

/* Opens a file of the directory that must be a regular file (created if missing): never
 * following a link (a dangling one would create a file elsewhere), never blocking on a FIFO.
 * The fd, or -errno (-EINVAL: not a regular file). */
static int open_regular(const char *path, int flags) {
  int fd = open(path, flags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0644);
  if (fd < 0) return -errno;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return -EINVAL;
  }
  return fd;
}

int cj__cache_lock(const char *path, int nonblock) {
  for (int attempt = 0; attempt < 1000; attempt++) {
    int fd = open_regular(path, O_RDWR | O_CREAT);
    if (fd < 0) return fd;
    if (flock_retry(fd, LOCK_EX | (nonblock ? LOCK_NB : 0)) != 0) {
      int err = errno;
      close(fd);
      return -err;
    }
    /* whoever deletes a lock file does it holding the lock: ours must still be the file */
    struct stat held, now;
    if (fstat(fd, &held) == 0 && stat(path, &now) == 0 && held.st_ino == now.st_ino &&
        held.st_dev == now.st_dev)
      return fd;
    close(fd);
  }
  return -EAGAIN;
}

void cj__cache_unlock(int fd) {
  if (fd >= 0) close(fd); /* closing releases the flock */
}

/* ---- counters -------------------------------------------------------------------------------- */
static const char *const counter_names[CJ_CNT_COUNT_] = {"hits", "misses", "rebuilds",
                                                         "write_failures", "evictions"};
static atomic_uint_least64_t process_counts[CJ_CNT_COUNT_];

static void parse_counts(const char *text, uint64_t *v) {
  for (int i = 0; i < CJ_CNT_COUNT_; i++) {
    const char *p = text;
    size_t len = strlen(counter_names[i]);
    v[i] = 0;
    while ((p = strstr(p, counter_names[i]))) {
      int at_line = p == text || p[-1] == '\n';
      p += len;
      if (at_line && *p == ' ') {
        v[i] = strtoull(p + 1, NULL, 10);
        break;
      }
    }
  }
}

static int read_counts(int fd, uint64_t *v) {
  char text[512];
  ssize_t n = pread(fd, text, sizeof text - 1, 0);
  if (n < 0) return -1;
  text[n] = 0;
  parse_counts(text, v);
  return 0;
}

/* Read, add, write back, all under an exclusive flock of the stats file. */
static void add_to_stats_file(const char *dir, int counter) {
  char path[4200], text[512];
  snprintf(path, sizeof path, "%s/stats", dir);
  int fd = open_regular(path, O_RDWR | O_CREAT);
  if (fd < 0) return;
  uint64_t v[CJ_CNT_COUNT_];
  if (flock_retry(fd, LOCK_EX) == 0 && read_counts(fd, v) == 0) {
    v[counter]++;
    int n = 0;
    for (int i = 0; i < CJ_CNT_COUNT_; i++)
      n += snprintf(text + n, sizeof text - (size_t)n, "%s %llu\n", counter_names[i],
                    (unsigned long long)v[i]);
    if (pwrite(fd, text, (size_t)n, 0) == n) (void)ftruncate(fd, n);
  }
  close(fd);
}

void cj__cache_count(const char *dir, int counter) {
  atomic_fetch_add(&process_counts[counter], 1);
  if (dir && dir[0]) add_to_stats_file(dir, counter);
}

static void fill_counters(cj_cache_counters *c, const uint64_t *v) {
  c->hits = v[CJ_CNT_HITS];
  c->misses = v[CJ_CNT_MISSES];
  c->rebuilds = v[CJ_CNT_REBUILDS];
  c->write_failures = v[CJ_CNT_WRITE_FAILURES];
  c->evictions = v[CJ_CNT_EVICTIONS];
}

void cj__cache_dir_counts(const char *dir, cj_cache_counters *out) {
  uint64_t v[CJ_CNT_COUNT_] = {0};
  char path[4200];
  snprintf(path, sizeof path, "%s/stats", dir);
  int fd = open_regular(path, O_RDONLY);
  if (fd >= 0) {
    if (flock_retry(fd, LOCK_SH) == 0) read_counts(fd, v);
    close(fd);
  }
  fill_counters(out, v);
}

void cj__cache_process_counts(cj_cache_counters *out) {
  uint64_t v[CJ_CNT_COUNT_];
  for (int i = 0; i < CJ_CNT_COUNT_; i++)
    v[i] = atomic_load(&process_counts[i]);
  fill_counters(out, v);
}

/* ---- eviction -------------------------------------------------------------------------------- */
static int older_first(const void *a, const void *b) {
  const cj_scan_item *x = a, *y = b;
  if (x->atime != y->atime) return x->atime < y->atime ? -1 : 1;
  return strcmp(x->name, y->name);
}

/* Removes one entry if nobody holds its lock. 0 on success. */
int cj__cache_remove_entry(const char *dir, const char *name) {
  char lock[4200], file[4200];
  snprintf(lock, sizeof lock, "%s/%.16s.lock", dir, name);
  snprintf(file, sizeof file, "%s/%s", dir, name);
  int fd = cj__cache_lock(lock, 1);
  if (fd < 0) return -1;
  int r = unlink(file);
  unlink(lock);
  cj__cache_unlock(fd);
  return r;
}

static void evict_scan(const char *dir, uint64_t max, const char *keep) {
  cj_scan scan;
  if (cj__cache_scan(dir, &scan) != 0) return;
  if (scan.total > max) {
    qsort(scan.items, scan.n, sizeof *scan.items, older_first);
    uint64_t goal = max - max / 10;
    for (size_t i = 0; i < scan.n && scan.total > goal; i++) {
      if (!strcmp(scan.items[i].name, keep) || scan.items[i].irregular) continue;
      if (cj__cache_remove_entry(dir, scan.items[i].name) != 0) continue;
      scan.total -= scan.items[i].size;
      cj__cache_count(dir, CJ_CNT_EVICTIONS);
      cj__log(CJ_LOG_DEBUG, "cache: evicted %s", scan.items[i].name);
    }
  }
  cj__cache_scan_free(&scan);
}

void cj__cache_evict(const char *dir, uint64_t max, const char *keep) {
  char lock[4200];
  snprintf(lock, sizeof lock, "%s/evict.lock", dir);
  int fd = cj__cache_lock(lock, 1);
  if (fd < 0) return;
  evict_scan(dir, max, keep);
  cj__cache_unlock(fd);
}
