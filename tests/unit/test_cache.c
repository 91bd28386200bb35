/* The code-object cache without a GPU: misses and hits, truncated / bit-flipped / wrong-version
 * / wrong-key entries detected and rebuilt, counters, LRU eviction, clear, a disabled cache,
 * and a directory that cannot be used (not creatable, read-only, full) leaving everything
 * working. Kernels are small and built for sm_90 through NVRTC, else for gfx942 through LLVM;
 * with neither the test is skipped. The read-only and full cases mount a tmpfs (root); where
 * that is not possible they are skipped with a message. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/mount.h>
#endif

#include "cache.h"
#include "support.h"
#include "test.h"

static char target[16];
static char root[256];

static cj_plan *plan_for(int world) {
  char key[128];
  snprintf(key, sizeof key, "barrier.w%d.%s", world, target);
  cj_plan *p = NULL;
  if (cj_plan_from_key(key, &p)) fprintf(stderr, "%s: %s\n", key, cj_last_error());
  return p;
}

static void pick_target(void) {
  static const char *const targets[] = {"sm_90", "gfx942"};
  for (int i = 0; i < 2; i++) {
    snprintf(target, sizeof target, "%s", targets[i]);
    cj_plan *p = plan_for(2);
    cj_blob b;
    cj_status s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_AUTO, &b);
    cj_plan_destroy(p);
    if (s == CJ_OK) {
      cj_blob_free(&b);
      return;
    }
  }
  TEST_SKIP("neither NVRTC (sm_90) nor LLVM (gfx942) can build a code object here");
}

static void use_dir(const char *dir, uint64_t max, int disable) {
  cj_cache_config c = CJ_CACHE_CONFIG_INIT;
  c.dir = dir;
  c.max_bytes = max;
  c.disable = disable;
  CHECK(cj_cache_configure(&c) == CJ_OK, "configure %s", dir);
}

static void entry_path(const cj_plan *p, const char *dir, char *out, size_t n) {
  cj_sb id;
  cj_sb_init(&id);
  char name[32] = "";
  CHECK(cj__cache_identity(p, CJ_COMPILER_AUTO, &id, name) == CJ_OK, "identity");
  snprintf(out, n, "%s/%s", dir, name);
  cj_sb_free(&id);
}

/* Looks the plan up; returns from_cache, and checks the object against `want` if given. */
static int get(const cj_plan *p, const cj_blob *want) {
  cj_blob b = {0, NULL};
  int hit = -1;
  cj_status s = cj_cache_object(p, CJ_COMPILER_AUTO, &b, &hit);
  CHECK(s == CJ_OK, "cache_object: %s", cj_last_error());
  CHECK(b.size > 0 && b.data, "an object came back");
  if (want) CHECK(b.size == want->size && !memcmp(b.data, want->data, b.size), "same object bytes");
  cj_blob_free(&b);
  return hit;
}

static cj_cache_counters counters(int process) {
  cj_cache_stats st = CJ_CACHE_STATS_INIT;
  CHECK(cj_cache_stats_get(&st) == CJ_OK, "stats: %s", cj_last_error());
  return process ? st.process : st.dir;
}

/* ---- corruption ------------------------------------------------------------------------------ */
typedef void (*damage_fn)(char *buf, size_t *n, const cj_plan *p);

static void truncate_half(char *buf, size_t *n, const cj_plan *p) {
  (void)buf, (void)p;
  *n /= 2;
}
static void truncate_header(char *buf, size_t *n, const cj_plan *p) {
  (void)buf, (void)p;
  *n = 20;
}
static void empty(char *buf, size_t *n, const cj_plan *p) {
  (void)buf, (void)p;
  *n = 0;
}
static void flip_payload(char *buf, size_t *n, const cj_plan *p) {
  (void)p;
  buf[*n - 7] ^= 0x10;
}
static void flip_header(char *buf, size_t *n, const cj_plan *p) {
  (void)n, (void)p;
  buf[25] ^= 0x01; /* the payload size */
}
static void flip_identity(char *buf, size_t *n, const cj_plan *p) {
  (void)n, (void)p;
  buf[CJ_CACHE_HDR + 3] ^= 0x04;
}
static void bad_magic(char *buf, size_t *n, const cj_plan *p) {
  (void)n, (void)p;
  buf[0] = 'X';
}
/* A consistent entry (checksum fixed up) from another generator or format version. */
static void reseal(char *buf, size_t n, int at, uint32_t value) {
  for (int i = 0; i < 4; i++)
    buf[at + i] = (char)(value >> (8 * i));
  uint64_t sum = cj__cache_checksum(buf, n);
  for (int i = 0; i < 8; i++)
    buf[32 + i] = (char)(sum >> (8 * i));
}
static void old_generator(char *buf, size_t *n, const cj_plan *p) {
  (void)p;
  reseal(buf, *n, 12, CJ_GENERATOR_VERSION + 1);
}
static void new_format(char *buf, size_t *n, const cj_plan *p) {
  (void)p;
  reseal(buf, *n, 8, CJ_CACHE_FORMAT + 1);
}
/* A dynamic shared memory size no kernel has, the checksum fixed up. */
static void shared_too_large(char *buf, size_t *n, const cj_plan *p) {
  (void)p;
  reseal(buf, *n, 20, KIR_MAX_SHARED + 1);
}
/* A valid entry of another kernel, under this kernel's name. */
static void other_key(char *buf, size_t *n, const cj_plan *p) {
  (void)p;
  cj_plan *q = plan_for(5);
  cj_sb id;
  cj_sb_init(&id);
  char name[32];
  cj_blob obj = {0, NULL};
  cj__cache_identity(q, CJ_COMPILER_AUTO, &id, name);
  cj_generate(q, CJ_EMIT_OBJ, CJ_COMPILER_AUTO, &obj);
  size_t len;
  cj_kfacts facts = {0};
  char *e = cj__entry_build(id.data, id.len, obj.data, obj.size, &facts, &len);
  if (e && len <= 1 << 20) {
    memcpy(buf, e, len);
    *n = len;
  }
  free(e);
  cj_blob_free(&obj);
  cj_sb_free(&id);
  cj_plan_destroy(q);
}

static void damage_and_rebuild(const char *name, damage_fn damage, const cj_plan *p,
                               const cj_blob *want, const char *file) {
  char *buf = malloc(1 << 20), *old;
  size_t n;
  CHECK(cj__read_file(file, &old, &n) == 0, "%s: read the entry", name);
  memcpy(buf, old, n);
  free(old);
  damage(buf, &n, p);
  CHECK(cj__write_file(file, buf, n) == 0, "%s: write the damaged entry", name);
  cj_cache_counters before = counters(0);
  CHECK(get(p, want) == 0, "%s: the damaged entry is not used", name);
  cj_cache_counters after = counters(0);
  CHECK(after.rebuilds == before.rebuilds + 1, "%s: counted as a rebuild", name);
  CHECK(after.misses == before.misses + 1, "%s: counted as a miss", name);
  CHECK(get(p, want) == 1, "%s: the rebuilt entry is used", name);
  free(buf);
}

static int count_state(void *user, const cj_cache_entry *e) {
  ((int *)user)[e->state]++;
  return 0;
}

static void test_corruption(void) {
  char dir[300], file[400];
  snprintf(dir, sizeof dir, "%s/corrupt", root);
  use_dir(dir, 0, 0);
  cj_plan *p = plan_for(2);
  cj_blob want;
  CHECK(cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_AUTO, &want) == CJ_OK, "compile");
  CHECK(get(p, &want) == 0, "first lookup compiles");
  CHECK(get(p, &want) == 1, "second lookup hits");
  entry_path(p, dir, file, sizeof file);
  static const struct {
    const char *name;
    damage_fn fn;
  } cases[] = {{"truncated", truncate_half},
               {"header only", truncate_header},
               {"empty", empty},
               {"payload bit", flip_payload},
               {"header bit", flip_header},
               {"identity bit", flip_identity},
               {"magic", bad_magic},
               {"generator version", old_generator},
               {"format version", new_format},
               {"dynamic shared memory", shared_too_large},
               {"wrong key", other_key}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    damage_and_rebuild(cases[i].name, cases[i].fn, p, &want, file);
  /* verify sees a damaged entry; remove_invalid takes it away */
  char *buf;
  size_t n;
  cj__read_file(file, &buf, &n);
  buf[n - 1] ^= 0x80;
  cj__write_file(file, buf, n);
  free(buf);
  int states[3] = {0, 0, 0};
  CHECK(cj_cache_list(1, count_state, states) == CJ_OK, "list");
  CHECK(states[CJ_CACHE_CORRUPT] == 1 && states[CJ_CACHE_VALID] == 0, "verify: %d corrupt",
        states[CJ_CACHE_CORRUPT]);
  uint64_t removed = 0;
  CHECK(cj_cache_remove_invalid(&removed) == CJ_OK && removed == 1, "removed %llu",
        (unsigned long long)removed);
  CHECK(access(file, F_OK) != 0, "the corrupt entry is gone");
  cj_blob_free(&want);
  cj_plan_destroy(p);
}

/* ---- counters, eviction, clear, disable ------------------------------------------------------ */
static uint64_t file_size(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
}

/* The size the entry of p will have. */
static uint64_t entry_size(const cj_plan *p) {
  cj_sb id;
  cj_sb_init(&id);
  char name[32];
  cj_blob obj = {0, NULL};
  cj__cache_identity(p, CJ_COMPILER_AUTO, &id, name);
  cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_AUTO, &obj);
  uint64_t n = CJ_CACHE_HDR + id.len + obj.size;
  cj_blob_free(&obj);
  cj_sb_free(&id);
  return n;
}

static void test_eviction(void) {
  char dir[300], file[4][400];
  snprintf(dir, sizeof dir, "%s/lru", root);
  use_dir(dir, 0, 0);
  cj_plan *p[4];
  uint64_t total = 0;
  for (int i = 0; i < 4; i++) {
    p[i] = plan_for(2 + i);
    entry_path(p[i], dir, file[i], sizeof file[i]);
    if (i < 3) CHECK(get(p[i], NULL) == 0, "build %d", i);
    total += i < 3 ? file_size(file[i]) : 0;
  }
  struct timespec ts = {0, 20 * 1000 * 1000};
  nanosleep(&ts, NULL);
  CHECK(get(p[0], NULL) == 1, "entry 0 used again (now the most recent)");
  /* room for four entries less a byte: adding the fourth evicts the least recently used */
  use_dir(dir, total + entry_size(p[3]) - 1, 0);
  cj_cache_counters before = counters(0);
  CHECK(get(p[3], NULL) == 0, "build 3");
  cj_cache_counters after = counters(0);
  CHECK(after.evictions == before.evictions + 1, "one eviction (%llu)",
        (unsigned long long)(after.evictions - before.evictions));
  CHECK(access(file[1], F_OK) != 0, "entry 1, the least recently used, is gone");
  CHECK(access(file[0], F_OK) == 0 && access(file[2], F_OK) == 0 && access(file[3], F_OK) == 0,
        "entries 0, 2, 3 stay");
  cj_cache_stats st = CJ_CACHE_STATS_INIT;
  CHECK(cj_cache_stats_get(&st) == CJ_OK && st.entries == 3, "3 entries (%llu)",
        (unsigned long long)st.entries);
  CHECK(st.dir.hits == 1 && st.dir.misses == 4, "directory counters: %llu hits, %llu misses",
        (unsigned long long)st.dir.hits, (unsigned long long)st.dir.misses);
  uint64_t removed = 0;
  CHECK(cj_cache_clear(&removed) == CJ_OK && removed == 3, "clear removed %llu",
        (unsigned long long)removed);
  CHECK(cj_cache_stats_get(&st) == CJ_OK && st.entries == 0 && st.dir.hits == 0, "empty");
  /* disabled: every call compiles, nothing is written */
  use_dir(dir, 0, 1);
  CHECK(get(p[0], NULL) == 0 && get(p[0], NULL) == 0, "disabled cache compiles");
  use_dir(dir, 0, 0);
  CHECK(cj_cache_stats_get(&st) == CJ_OK && st.entries == 0, "nothing written while disabled");
  for (int i = 0; i < 4; i++)
    cj_plan_destroy(p[i]);
}

/* ---- directories that cannot be used --------------------------------------------------------- */
/* Runs two misses and a hit-less lookup with stderr captured; returns the warnings seen. */
static int lookups_warnings(cj_plan *a, cj_plan *b, int expect_hit_a) {
  char log[300];
  snprintf(log, sizeof log, "%s/stderr.txt", root);
  fflush(stderr);
  int saved = dup(2), fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(fd, 2);
  close(fd);
  CHECK(get(a, NULL) == expect_hit_a, "first kernel");
  CHECK(get(b, NULL) == 0, "second kernel compiles");
  CHECK(get(b, NULL) == 0, "and again (nothing could be stored)");
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  char *text;
  size_t n;
  int warnings = 0;
  if (cj__read_file(log, &text, &n) == 0) {
    for (char *s = text; (s = strstr(s, "cannot be used")); s++)
      warnings++;
    free(text);
  }
  return warnings;
}

static void test_not_creatable(void) {
  char file[300], dir[400];
  snprintf(file, sizeof file, "%s/plainfile", root);
  cj__write_file(file, "x", 1);
  snprintf(dir, sizeof dir, "%s/sub", file);
  use_dir(dir, 0, 0);
  cj_plan *a = plan_for(2), *b = plan_for(3);
  CHECK(lookups_warnings(a, b, 0) == 1, "one warning for a directory that cannot be made");
  cj_plan_destroy(a);
  cj_plan_destroy(b);
}

#ifdef __linux__
static int mount_tmpfs(const char *dir, const char *opts) {
  mkdir(dir, 0755);
  if (mount("tmpfs", dir, "tmpfs", 0, opts) == 0) return 0;
  printf("note: cannot mount a tmpfs on %s (%s): skipping this part\n", dir, strerror(errno));
  return -1;
}

static void test_read_only(void) {
  char dir[300];
  snprintf(dir, sizeof dir, "%s/ro", root);
  if (mount_tmpfs(dir, "size=1m")) return;
  use_dir(dir, 0, 0);
  cj_plan *a = plan_for(2), *b = plan_for(3);
  CHECK(get(a, NULL) == 0, "fill the cache before it turns read-only");
  if (mount("tmpfs", dir, "tmpfs", MS_REMOUNT | MS_RDONLY, "size=1m") != 0) {
    printf("note: cannot remount %s read-only (%s): skipping\n", dir, strerror(errno));
  } else {
    use_dir(dir, 0, 0); /* a fresh warning budget */
    CHECK(lookups_warnings(a, b, 1) == 1, "read-only: hits served, misses compiled, one warning");
  }
  CHECK(umount2(dir, MNT_DETACH) == 0, "umount %s", dir);
  cj_plan_destroy(a);
  cj_plan_destroy(b);
}

static void test_full(void) {
  char dir[300], filler[400];
  snprintf(dir, sizeof dir, "%s/full", root);
  if (mount_tmpfs(dir, "size=64k")) return;
  snprintf(filler, sizeof filler, "%s/filler", dir);
  int fd = open(filler, O_WRONLY | O_CREAT, 0644);
  char block[4096] = {0};
  while (fd >= 0 && write(fd, block, sizeof block) > 0) {
  }
  if (fd >= 0) close(fd);
  use_dir(dir, 0, 0);
  cj_plan *a = plan_for(2), *b = plan_for(3);
  cj_cache_counters before = counters(1);
  CHECK(lookups_warnings(a, b, 0) == 1, "full: everything compiled, one warning");
  cj_cache_counters after = counters(1);
  CHECK(after.write_failures >= before.write_failures + 3, "write failures counted (%llu)",
        (unsigned long long)(after.write_failures - before.write_failures));
  int states[3] = {0, 0, 0};
  CHECK(cj_cache_list(1, count_state, states) == CJ_OK, "list");
  CHECK(states[0] + states[1] + states[2] == 0, "no partial entry left behind");
  CHECK(umount2(dir, MNT_DETACH) == 0, "umount %s", dir);
  cj_plan_destroy(a);
  cj_plan_destroy(b);
}
#endif

static void test_chmod_read_only(void) {
  if (geteuid() == 0) return; /* root writes anyway: the tmpfs test covers it */
  char dir[300];
  snprintf(dir, sizeof dir, "%s/chmod", root);
  use_dir(dir, 0, 0);
  cj_plan *a = plan_for(2), *b = plan_for(3);
  CHECK(get(a, NULL) == 0, "fill");
  chmod(dir, 0555);
  use_dir(dir, 0, 0);
  CHECK(lookups_warnings(a, b, 1) == 1, "read-only (mode 0555): one warning");
  chmod(dir, 0755);
  cj_plan_destroy(a);
  cj_plan_destroy(b);
}

int main(void) {
  pick_target();
  snprintf(root, sizeof root, "/tmp/cj_cache_test_XXXXXX");
  if (!mkdtemp(root)) TEST_SKIP("no temporary directory");
  printf("target %s, directory %s\n", target, root);
  test_corruption();
  test_eviction();
  test_not_creatable();
#ifdef __linux__
  if (geteuid() == 0) {
    test_read_only();
    test_full();
  } else {
    printf("note: not root: no tmpfs for the read-only and full-filesystem cases\n");
  }
#endif
  test_chmod_read_only();
  cj__remove_tree(root);
  return test_end();
}
