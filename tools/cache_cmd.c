/* colljit cache ls | stat | verify | clear: the code-object cache directory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colljit.h"
#include "prebuild.h"

static const char cache_usage[] =
    "usage: colljit cache <ls|stat|verify|clear> [--cache-dir DIR]\n"
    "  ls [--verify]      one line per entry: key, target, compiler, size, age, state\n"
    "  stat               directory, entries, bytes and cap, hit/miss counters, per target\n"
    "  verify [--remove]  read every entry in full; report (or remove) corrupt and stale ones\n"
    "  clear              remove every entry\n";

static const char *state_name(cj_cache_state s) {
  return s == CJ_CACHE_VALID ? "valid" : s == CJ_CACHE_STALE ? "stale" : "corrupt";
}

static void human(uint64_t bytes, char *buf, size_t n) {
  if (bytes >= (1ull << 30))
    snprintf(buf, n, "%.1f GiB", (double)bytes / (1ull << 30));
  else if (bytes >= (1ull << 20))
    snprintf(buf, n, "%.1f MiB", (double)bytes / (1ull << 20));
  else if (bytes >= 1024)
    snprintf(buf, n, "%.1f KiB", (double)bytes / 1024);
  else
    snprintf(buf, n, "%llu B", (unsigned long long)bytes);
}

static void age(double s, char *buf, size_t n) {
  if (s < 120)
    snprintf(buf, n, "%.0fs", s < 0 ? 0 : s);
  else if (s < 7200)
    snprintf(buf, n, "%.0fm", s / 60);
  else if (s < 172800)
    snprintf(buf, n, "%.0fh", s / 3600);
  else
    snprintf(buf, n, "%.0fd", s / 86400);
}

static int failed(const char *what) {
  fprintf(stderr, "colljit cache %s: %s\n", what, cj_last_error());
  return 2;
}

/* ---- ls, verify ------------------------------------------------------------------------------ */
typedef struct tally {
  uint64_t n[3];
  int print_valid;
} tally;

static int print_entry(void *user, const cj_cache_entry *e) {
  tally *t = user;
  t->n[e->state]++;
  if (e->state == CJ_CACHE_VALID && !t->print_valid) return 0;
  char size[32], when[32];
  human(e->bytes, size, sizeof size);
  age(e->age_s, when, sizeof when);
  printf("%-70s %-22s %-7s %10s %5s %s%s%s\n", e->key[0] ? e->key : e->file, e->target, e->compiler,
         size, when, state_name(e->state), e->problem[0] ? ": " : "", e->problem);
  return 0;
}

static int cmd_ls(int verify) {
  tally t = {{0, 0, 0}, 1};
  printf("%-70s %-22s %-7s %10s %5s %s\n", "KEY", "TARGET", "PATH", "SIZE", "AGE", "STATE");
  if (cj_cache_list(verify, print_entry, &t)) return failed("ls");
  return 0;
}

static int cmd_verify(int remove) {
  tally t = {{0, 0, 0}, 0};
  if (cj_cache_list(1, print_entry, &t)) return failed("verify");
  uint64_t bad = t.n[CJ_CACHE_STALE] + t.n[CJ_CACHE_CORRUPT], removed = 0;
  printf("%llu entries: %llu valid, %llu stale, %llu corrupt\n",
         (unsigned long long)(bad + t.n[CJ_CACHE_VALID]), (unsigned long long)t.n[CJ_CACHE_VALID],
         (unsigned long long)t.n[CJ_CACHE_STALE], (unsigned long long)t.n[CJ_CACHE_CORRUPT]);
  if (remove && bad) {
    if (cj_cache_remove_invalid(&removed)) return failed("verify");
    printf("removed %llu\n", (unsigned long long)removed);
  }
  return bad > removed ? 2 : 0;
}

/* ---- stat ------------------------------------------------------------------------------------ */
#define MAX_TARGETS 32

typedef struct per_target {
  char name[MAX_TARGETS][64];
  uint64_t entries[MAX_TARGETS], bytes[MAX_TARGETS], bad;
  int n;
} per_target;

static int count_target(void *user, const cj_cache_entry *e) {
  per_target *p = user;
  if (e->state != CJ_CACHE_VALID) {
    p->bad++;
    return 0;
  }
  int i = 0;
  while (i < p->n && strcmp(p->name[i], e->target))
    i++;
  if (i == p->n) {
    if (p->n == MAX_TARGETS) return 0;
    snprintf(p->name[p->n++], sizeof p->name[0], "%s", e->target);
  }
  p->entries[i]++;
  p->bytes[i] += e->bytes;
  return 0;
}

static void print_counters(const char *who, const cj_cache_counters *c) {
  uint64_t lookups = c->hits + c->misses;
  printf("%-9s hits %llu, misses %llu (hit rate %.1f%%), rebuilt %llu, write failures %llu, "
         "evicted %llu\n",
         who, (unsigned long long)c->hits, (unsigned long long)c->misses,
         lookups ? 100.0 * (double)c->hits / (double)lookups : 0.0, (unsigned long long)c->rebuilds,
         (unsigned long long)c->write_failures, (unsigned long long)c->evictions);
}

static int cmd_stat(void) {
  cj_cache_stats st = CJ_CACHE_STATS_INIT;
  char dir[4096], used[32], cap[32];
  per_target p;
  memset(&p, 0, sizeof p);
  if (cj_cache_dir(dir, sizeof dir) || cj_cache_stats_get(&st) ||
      cj_cache_list(0, count_target, &p))
    return failed("stat");
  human(st.bytes, used, sizeof used);
  human(st.max_bytes, cap, sizeof cap);
  printf("directory %s\nentries   %llu (%s of %s)\n", dir, (unsigned long long)st.entries, used,
         cap);
  print_counters("counters", &st.dir);
  for (int i = 0; i < p.n; i++) {
    human(p.bytes[i], used, sizeof used);
    printf("target    %-24s %6llu entries %12s\n", p.name[i], (unsigned long long)p.entries[i],
           used);
  }
  if (p.bad) printf("invalid   %llu entries (colljit cache verify)\n", (unsigned long long)p.bad);
  return 0;
}

static int cmd_clear(void) {
  uint64_t removed = 0;
  char dir[4096];
  if (cj_cache_dir(dir, sizeof dir) || cj_cache_clear(&removed)) return failed("clear");
  printf("removed %llu entries from %s\n", (unsigned long long)removed, dir);
  return 0;
}

/* ---- dispatch -------------------------------------------------------------------------------- */
static int usage(const char *msg, const char *arg) {
  fprintf(stderr, "colljit cache: %s%s\n%s", msg, arg, cache_usage);
  return 1;
}

int cj__cli_cache(int argc, char **argv) {
  if (argc < 1) return usage("which command?", "");
  const char *sub = argv[0], *dir = NULL;
  int verify = 0, remove = 0;
  if (!strcmp(sub, "-h") || !strcmp(sub, "--help") || !strcmp(sub, "help")) {
    fputs(cache_usage, stdout);
    return 0;
  }
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--cache-dir") && i + 1 < argc)
      dir = argv[++i];
    else if (!strcmp(argv[i], "--verify") && !strcmp(sub, "ls"))
      verify = 1;
    else if (!strcmp(argv[i], "--remove") && !strcmp(sub, "verify"))
      remove = 1;
    else
      return usage("unexpected argument ", argv[i]);
  }
  if (dir) {
    cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
    cfg.dir = dir;
    if (cj_cache_configure(&cfg)) return failed(sub);
  }
  if (!strcmp(sub, "ls")) return cmd_ls(verify);
  if (!strcmp(sub, "stat")) return cmd_stat();
  if (!strcmp(sub, "verify")) return cmd_verify(remove);
  if (!strcmp(sub, "clear")) return cmd_clear();
  return usage("unknown command ", sub);
}
