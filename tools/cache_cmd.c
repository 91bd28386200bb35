/* colljit cache ls | stat | verify | clear: the code-object cache directory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colljit.h"
#include "json_out.h"
#include "prebuild.h"

static const char cache_usage[] =
    "usage: colljit cache <ls|stat|verify|clear> [--cache-dir DIR]\n"
    "  ls [--verify] [--json]  one line per entry: key, target, compiler, size, age, state\n"
    "                     (--json: an array of objects with every field of the entry)\n"
    "  stat [--json]      directory, entries, bytes and cap, hit/miss counters, per target\n"
    "  verify [--remove]  read every entry in full; report (or remove) corrupt and stale ones\n"
    "  clear              remove every entry\n"
    "  -h, --help         this text\n";

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

/* ---- --json ---------------------------------------------------------------------------------- */
static void json_field(const char *key, const char *value, int comma) {
  cj__json_key(stdout, key);
  cj__json_string(stdout, value);
  if (comma) fputs(", ", stdout);
}

static int json_entry(void *user, const cj_cache_entry *e) {
  int *n = user;
  fputs(*n ? ",\n {" : "\n {", stdout);
  json_field("file", e->file, 1);
  json_field("key", e->key, 1);
  json_field("target", e->target, 1);
  json_field("compiler", e->compiler, 1);
  json_field("toolchain", e->toolchain, 1);
  printf("\"generator\": %u, \"bytes\": %llu, \"payload\": %llu, \"age_s\": %.3f, ", e->generator,
         (unsigned long long)e->bytes, (unsigned long long)e->payload, e->age_s);
  json_field("state", state_name(e->state), 1);
  json_field("problem", e->problem, 0);
  fputc('}', stdout);
  ++*n;
  return 0;
}

static int cmd_ls_json(int verify) {
  int n = 0;
  fputc('[', stdout);
  if (cj_cache_list(verify, json_entry, &n)) {
    fputs("]\n", stdout);
    return failed("ls");
  }
  fputs(n ? "\n]\n" : "]\n", stdout);
  return 0;
}

static void json_counters(const char *who, const cj_cache_counters *c, int comma) {
  printf("\"%s\": {\"hits\": %llu, \"misses\": %llu, \"rebuilds\": %llu, \"write_failures\": %llu, "
         "\"evictions\": %llu}%s",
         who, (unsigned long long)c->hits, (unsigned long long)c->misses,
         (unsigned long long)c->rebuilds, (unsigned long long)c->write_failures,
         (unsigned long long)c->evictions, comma ? ", " : "");
}

static int cmd_stat_json(void) {
  cj_cache_stats st = CJ_CACHE_STATS_INIT;
  char dir[4096];
  per_target p;
  memset(&p, 0, sizeof p);
  if (cj_cache_dir(dir, sizeof dir) || cj_cache_stats_get(&st) ||
      cj_cache_list(0, count_target, &p))
    return failed("stat");
  fputc('{', stdout);
  json_field("directory", dir, 1);
  printf("\"entries\": %llu, \"bytes\": %llu, \"max_bytes\": %llu, \"invalid\": %llu, ",
         (unsigned long long)st.entries, (unsigned long long)st.bytes,
         (unsigned long long)st.max_bytes, (unsigned long long)p.bad);
  json_counters("counters", &st.dir, 1);
  json_counters("process", &st.process, 1);
  fputs("\"targets\": [", stdout);
  for (int i = 0; i < p.n; i++) {
    fputs(i ? ", {" : "{", stdout);
    json_field("target", p.name[i], 1);
    printf("\"entries\": %llu, \"bytes\": %llu}", (unsigned long long)p.entries[i],
           (unsigned long long)p.bytes[i]);
  }
  fputs("]}\n", stdout);
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
  int verify = 0, remove = 0, json = 0;
  for (int i = 0; i < argc; i++)
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help") || (!i && !strcmp(sub, "help"))) {
      fputs(cache_usage, stdout);
      return 0;
    }
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--cache-dir") && i + 1 < argc)
      dir = argv[++i];
    else if (!strcmp(argv[i], "--json") && (!strcmp(sub, "ls") || !strcmp(sub, "stat")))
      json = 1;
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
  if (!strcmp(sub, "ls")) return json ? cmd_ls_json(verify) : cmd_ls(verify);
  if (!strcmp(sub, "stat")) return json ? cmd_stat_json() : cmd_stat();
  if (!strcmp(sub, "verify")) return cmd_verify(remove);
  if (!strcmp(sub, "clear")) return cmd_clear();
  return usage("unknown command ", sub);
}
