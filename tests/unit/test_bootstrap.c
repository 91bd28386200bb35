/* Rank rendezvous with real processes: groups of 2, 4 and 8 form and allgather; a rank that
 * never comes, a duplicate rank, a wrong world size, a missing rank 0, a peer that dies after
 * the rendezvous, rank 0 dying during the rendezvous, allgathers of differing sizes and bad
 * ids all fail on every rank, with the reason, within the deadline. Strangers on the same
 * socket (garbage, silent, slow, a length never sent, a wrong secret, the socket name as the
 * secret, another user, a flood of connections) neither join nor stall the group, and never
 * receive a byte of its data.
 * Each rank is a forked child that reports through a pipe; the parent kills any child still
 * alive after a generous limit, so this test cannot hang. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "boot_msg.h"
#include "bootstrap.h"
#include "support.h"
#include "test.h"

#define MAX_RANKS 8
#define ST_NO_REPORT (-1) /* the child died or was killed before reporting */
#define ST_BAD_DATA 100   /* an allgather returned wrong bytes */

typedef struct spec {
  int rank, nranks;
  int delay_ms; /* sleep before joining */
  int gathers;  /* allgather rounds after the rendezvous */
  int leave;    /* exit right after the rendezvous (a peer that dies) */
  int die_ms;   /* > 0: killed (SIGALRM) this long after it starts, rendezvous or not */
  int size_add; /* bytes added to every allgather size (ranks that disagree) */
} spec;

typedef struct result {
  int status;
  double secs; /* from the call to cj__boot_init to the last status */
  char msg[400];
} result;

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void sleep_ms(int ms) {
  struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
  while (nanosleep(&t, &t) != 0 && errno == EINTR) {
  }
}

/* ---- the child: one rank ----------------------------------------------------------------- */
static unsigned char pattern(int rank, int round, size_t i) {
  return (unsigned char)(rank * 31 + round * 7 + (int)(i % 251) + (int)(i >> 12));
}

static const size_t gather_sizes[] = {1, 8, 0, 1000, 65536, 1 << 20};
#define N_SIZES (sizeof gather_sizes / sizeof gather_sizes[0])

static cj_status gather_round(cj_boot *b, const spec *sp, int round) {
  size_t n = gather_sizes[round % N_SIZES] + (size_t)sp->size_add;
  unsigned char *mine = malloc(n + 1), *all = malloc(n * (size_t)sp->nranks + 1);
  if (!mine || !all) {
    free(mine);
    free(all);
    return cj__fail(CJ_E_OOM, "test: out of memory");
  }
  for (size_t i = 0; i < n; i++)
    mine[i] = pattern(sp->rank, round, i);
  cj_status s = cj__boot_allgather(b, mine, all, n);
  for (int r = 0; !s && r < sp->nranks; r++)
    for (size_t i = 0; !s && i < n; i++)
      if (all[(size_t)r * n + i] != pattern(r, round, i))
        s = cj__fail((cj_status)ST_BAD_DATA, "round %d (%zu bytes): byte %zu of rank %d wrong",
                     round, n, i, r);
  free(mine);
  free(all);
  return s;
}

static cj_status run_rank(const cj_unique_id *id, const spec *sp, double timeout) {
  cj_boot *b = NULL;
  cj_status s = cj__boot_init(id, sp->nranks, sp->rank, timeout, &b);
  if (!s && !b) s = cj__fail(CJ_E_INTERNAL, "test: boot_init gave no handle");
  if (s) return s;
  if (sp->leave) _exit(0); /* vanish without a word; the sockets close */
  for (int round = 0; !s && round < sp->gathers; round++)
    s = gather_round(b, sp, round);
  cj__boot_close(b);
  return s;
}

static void child(int fd, const cj_unique_id *id, const spec *sp, double timeout) {
  if (sp->die_ms) {
    struct itimerval it = {{0, 0}, {sp->die_ms / 1000, (sp->die_ms % 1000) * 1000}};
    signal(SIGALRM, SIG_DFL);
    setitimer(ITIMER_REAL, &it, NULL);
  }
  if (sp->delay_ms) sleep_ms(sp->delay_ms);
  result r;
  memset(&r, 0, sizeof r);
  double t0 = now_s();
  cj_status s = run_rank(id, sp, timeout);
  r.secs = now_s() - t0;
  r.status = (int)s;
  snprintf(r.msg, sizeof r.msg, "%s", s ? cj_last_error() : "");
  ssize_t w = write(fd, &r, sizeof r);
  _exit(w == (ssize_t)sizeof r ? 0 : 1);
}

/* ---- the parent: start a group, collect every report, kill stragglers -------------------- */
static void collect(int *fds, const pid_t *pids, int n, double limit_s, result *out) {
  double end = now_s() + limit_s;
  int pending = n;
  for (int i = 0; i < n; i++)
    out[i].status = ST_NO_REPORT;
  while (pending > 0 && now_s() < end) {
    struct pollfd p[MAX_RANKS];
    for (int i = 0; i < n; i++)
      p[i] = (struct pollfd){fds[i], POLLIN, 0};
    if (poll(p, (nfds_t)n, 100) <= 0) continue;
    for (int i = 0; i < n; i++) {
      if (fds[i] < 0 || !(p[i].revents & (POLLIN | POLLHUP))) continue;
      result r;
      if (read(fds[i], &r, sizeof r) == (ssize_t)sizeof r) out[i] = r;
      pending--;
      close(fds[i]);
      fds[i] = -1; /* reported (or closed): stop polling it */
    }
  }
  for (int i = 0; i < n; i++) {
    int st = 0;
    pid_t got;
    while ((got = waitpid(pids[i], &st, WNOHANG)) == 0 && now_s() < end)
      sleep_ms(5);
    if (got == 0) {
      fprintf(stderr, "child %d (pid %d) still alive after %.0f s: killing it\n", i, (int)pids[i],
              limit_s);
      kill(pids[i], SIGKILL);
      waitpid(pids[i], &st, 0);
      out[i].status = ST_NO_REPORT;
    } else if (got < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
      out[i].status = ST_NO_REPORT;
      snprintf(out[i].msg, sizeof out[i].msg, "child crashed or exited %d (signal %d)",
               got > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : -1,
               got > 0 && WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    }
  }
}

static void run_group(const cj_unique_id *id, const spec *specs, int n, double timeout,
                      result *out) {
  int fds[MAX_RANKS];
  pid_t pids[MAX_RANKS];
  fflush(stdout);
  fflush(stderr);
  for (int i = 0; i < n; i++) {
    int p[2];
    if (pipe(p) != 0) {
      perror("pipe");
      exit(1);
    }
    pids[i] = fork();
    if (pids[i] < 0) {
      perror("fork");
      exit(1);
    }
    if (pids[i] == 0) {
      close(p[0]);
      child(p[1], id, &specs[i], timeout);
    }
    close(p[1]);
    fds[i] = p[0];
  }
  collect(fds, pids, n, 3 * timeout + 20, out);
  for (int i = 0; i < n; i++)
    if (fds[i] >= 0) close(fds[i]);
}

static cj_unique_id fresh_id(void) {
  cj_unique_id id;
  cj_status s = cj_get_unique_id(&id);
  CHECK(s == CJ_OK, "cj_get_unique_id: %s", cj_last_error());
  return id;
}

static int is(int status, cj_status a, cj_status b) { return status == (int)a || status == (int)b; }

/* ---- scenarios ----------------------------------------------------------------------------- */
static void test_group_forms(int w) {
  cj_unique_id id = fresh_id();
  spec sp[MAX_RANKS];
  result r[MAX_RANKS];
  for (int i = 0; i < w; i++)
    sp[i] = (spec){i, w, 0, 2 * (int)N_SIZES, 0, 0, 0};
  sp[0].delay_ms = 200; /* rank 0 comes last: the others retry until it listens */
  run_group(&id, sp, w, 10, r);
  for (int i = 0; i < w; i++)
    CHECK(r[i].status == 0, "W=%d rank %d: status %d: %s", w, i, r[i].status, r[i].msg);
}

static void test_missing_rank(void) {
  const double t = 1.0;
  cj_unique_id id = fresh_id();
  spec sp[3] = {{0, 4, 0, 1, 0, 0, 0}, {1, 4, 0, 1, 0, 0, 0}, {2, 4, 0, 1, 0, 0, 0}};
  result r[3];
  run_group(&id, sp, 3, t, r);
  for (int i = 0; i < 3; i++) {
    CHECK(is(r[i].status, CJ_E_TIMEOUT, CJ_E_PEER), "rank %d: status %d: %s", i, r[i].status,
          r[i].msg);
    CHECK(r[i].secs >= 0.9 * t && r[i].secs < 2 * t + 0.5, "rank %d failed after %.2f s", i,
          r[i].secs);
    CHECK(r[i].msg[0], "rank %d: no message", i);
  }
  CHECK(r[0].status == CJ_E_TIMEOUT, "rank 0: %d", r[0].status);
  CHECK(strstr(r[0].msg, "rank 3") != NULL, "rank 0 does not name rank 3: %s", r[0].msg);
}

static void test_duplicate_rank(void) {
  cj_unique_id id = fresh_id();
  spec sp[3] = {{0, 3, 0, 1, 0, 0, 0}, {1, 3, 0, 1, 0, 0, 0}, {1, 3, 50, 1, 0, 0, 0}};
  result r[3];
  run_group(&id, sp, 3, 10, r);
  CHECK(r[0].status == CJ_E_INVALID, "rank 0: status %d: %s", r[0].status, r[0].msg);
  CHECK(strstr(r[0].msg, "duplicate") != NULL, "rank 0 message: %s", r[0].msg);
  for (int i = 1; i < 3; i++) {
    CHECK(r[i].status == CJ_E_PEER, "process %d (rank 1): status %d: %s", i, r[i].status, r[i].msg);
    CHECK(strstr(r[i].msg, "duplicate") != NULL, "process %d not told why: %s", i, r[i].msg);
  }
  for (int i = 0; i < 3; i++)
    CHECK(r[i].secs < 3, "process %d took %.2f s", i, r[i].secs);
}

static void test_world_mismatch(void) {
  cj_unique_id id = fresh_id();
  spec sp[3] = {{0, 3, 0, 1, 0, 0, 0}, {1, 3, 0, 1, 0, 0, 0}, {2, 4, 50, 1, 0, 0, 0}};
  result r[3];
  run_group(&id, sp, 3, 10, r);
  CHECK(r[0].status == CJ_E_INVALID, "rank 0: status %d: %s", r[0].status, r[0].msg);
  CHECK(strstr(r[0].msg, "world size") != NULL, "rank 0 message: %s", r[0].msg);
  for (int i = 1; i < 3; i++) {
    CHECK(r[i].status == CJ_E_PEER, "rank %d: status %d: %s", i, r[i].status, r[i].msg);
    CHECK(strstr(r[i].msg, "world size") != NULL, "rank %d not told why: %s", i, r[i].msg);
  }
  for (int i = 0; i < 3; i++)
    CHECK(r[i].secs < 3, "rank %d took %.2f s", i, r[i].secs);

  /* rank 0 is the odd one out */
  id = fresh_id();
  spec sq[3] = {{0, 2, 50, 1, 0, 0, 0}, {1, 3, 0, 1, 0, 0, 0}, {2, 3, 0, 1, 0, 0, 0}};
  run_group(&id, sq, 3, 10, r);
  for (int i = 0; i < 3; i++) {
    CHECK(r[i].status == (i ? CJ_E_PEER : CJ_E_INVALID) && r[i].secs < 3,
          "rank %d: status %d after %.2f s: %s", i, r[i].status, r[i].secs, r[i].msg);
    CHECK(strstr(r[i].msg, "world size") != NULL, "rank %d not told why: %s", i, r[i].msg);
  }
}

static void test_missing_root(void) {
  const double t = 1.0;
  cj_unique_id id = fresh_id();
  spec sp[2] = {{1, 3, 0, 1, 0, 0, 0}, {2, 3, 0, 1, 0, 0, 0}};
  result r[2];
  run_group(&id, sp, 2, t, r);
  for (int i = 0; i < 2; i++) {
    CHECK(r[i].status == CJ_E_TIMEOUT, "rank %d: status %d: %s", i + 1, r[i].status, r[i].msg);
    CHECK(strstr(r[i].msg, "rank 0") != NULL, "rank %d message: %s", i + 1, r[i].msg);
    CHECK(r[i].secs >= 0.9 * t && r[i].secs < 2 * t + 0.5, "rank %d: %.2f s", i + 1, r[i].secs);
  }
}

static void test_peer_dies(void) {
  cj_unique_id id = fresh_id();
  spec sp[3] = {{0, 3, 0, 3, 0, 0, 0}, {1, 3, 0, 3, 0, 0, 0}, {2, 3, 0, 3, 1, 0, 0}};
  result r[3];
  run_group(&id, sp, 3, 10, r);
  CHECK(r[2].status == ST_NO_REPORT, "the leaving rank reported %d", r[2].status);
  for (int i = 0; i < 2; i++)
    CHECK(r[i].status == CJ_E_PEER && r[i].secs < 3, "rank %d: status %d after %.2f s: %s", i,
          r[i].status, r[i].secs, r[i].msg);
}

/* ---- strangers on the group's socket -------------------------------------------------------- */
typedef enum stranger_kind {
  S_GARBAGE,      /* 64 bytes that are no message */
  S_SILENT,       /* connects and says nothing */
  S_SLOW,         /* a hello with the right secret, one byte every 200 ms */
  S_LENGTH_LIE,   /* a hello header, then never the body it announces */
  S_WRONG_SECRET, /* a well-formed hello as rank 1 with a random secret */
  S_NAME_SECRET,  /* the socket name (what any local user sees) as the secret */
  S_OTHER_USER,   /* another uid with the right secret (runs only as root) */
  S_FLOOD,        /* 200 connections that say nothing */
  S_KIND_COUNT_
} stranger_kind;
static const char *const stranger_names[] = {
    "garbage",      "silent", "slow", "length lie", "wrong secret", "socket name as secret",
    "another user", "flood"};

static int connect_name(const char *name, double until) {
  struct sockaddr_un a;
  memset(&a, 0, sizeof a);
  a.sun_family = AF_UNIX;
  snprintf(a.sun_path + 1, sizeof a.sun_path - 1, "%s", name);
  socklen_t len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name));
  while (now_s() < until) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && connect(fd, (struct sockaddr *)&a, len) == 0) return fd;
    if (fd >= 0) close(fd);
    sleep_ms(5);
  }
  return -1;
}

/* Bytes rank 0 sends to fd before it closes it (or `secs` pass). */
static long drain(int fd, double secs) {
  long total = 0;
  double end = now_s() + secs;
  char buf[4096];
  for (;;) {
    struct pollfd p = {fd, POLLIN, 0};
    double left = end - now_s();
    if (left <= 0 || poll(&p, 1, (int)(left * 1000) + 1) <= 0) return total;
    ssize_t r = recv(fd, buf, sizeof buf, 0);
    if (r <= 0) return total;
    total += r;
  }
}

static void send_some(int fd, const void *p, size_t n) {
  if (send(fd, p, n, MSG_NOSIGNAL) < 0) {
  }
}

/* The stranger's process: what it received from rank 0 (-1: it never got connected). */
static long stranger(stranger_kind k, const cj_unique_id *id) {
  char name[128];
  cj__boot_socket_name(id, name, sizeof name);
  cj_boot_id bid;
  memcpy(&bid, id->internal, sizeof bid);
  unsigned char wire[CJ_BOOT_HELLO_WIRE], secret[CJ_BOOT_SECRET_BYTES];
  if (k == S_OTHER_USER && setuid(65534) != 0) return -2;
  if (k == S_FLOOD) {
    int fds[200], n = 0;
    for (int i = 0; i < 200; i++)
      if ((fds[n] = connect_name(name, now_s() + (i ? 0.2 : 3))) >= 0) n++;
    long got = 0;
    for (int i = 0; i < n; i++) {
      got += drain(fds[i], 0.01);
      close(fds[i]);
    }
    return n ? got : -1;
  }
  int fd = connect_name(name, now_s() + 3);
  if (fd < 0) return -1;
  memset(secret, 0x5a, sizeof secret);
  if (k == S_NAME_SECRET) memcpy(secret, bid.name, sizeof bid.name);
  if (k == S_SLOW || k == S_OTHER_USER) memcpy(secret, bid.secret, sizeof secret);
  cj__boot_hello_wire(secret, 1, 2, wire);
  if (k == S_GARBAGE) {
    unsigned char junk[64];
    for (size_t i = 0; i < sizeof junk; i++)
      junk[i] = (unsigned char)(i * 37 + 11);
    send_some(fd, junk, sizeof junk);
  } else if (k == S_SLOW) {
    for (size_t i = 0; i < sizeof wire && now_s() >= 0; i++) {
      send_some(fd, wire + i, 1);
      struct pollfd p = {fd, POLLIN, 0};
      if (poll(&p, 1, 200) > 0) break; /* closed (or answered) */
    }
  } else if (k == S_LENGTH_LIE) {
    send_some(fd, wire, sizeof(cj_boot_hdr));
  } else if (k != S_SILENT) {
    send_some(fd, wire, sizeof wire);
  }
  long got = drain(fd, 6);
  close(fd);
  return got;
}

static pid_t start_stranger(stranger_kind k, const cj_unique_id *id, int *rfd) {
  int p[2];
  if (pipe(p) != 0) return -1;
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    close(p[0]);
    long got = stranger(k, id);
    _exit(write(p[1], &got, sizeof got) == (ssize_t)sizeof got ? 0 : 1);
  }
  close(p[1]);
  *rfd = p[0];
  return pid;
}

static long stranger_result(pid_t pid, int fd) {
  long got = -3;
  struct pollfd p = {fd, POLLIN, 0};
  if (poll(&p, 1, 15000) > 0 && read(fd, &got, sizeof got) != (ssize_t)sizeof got) got = -3;
  close(fd);
  kill(pid, SIGKILL);
  waitpid(pid, NULL, 0);
  return got;
}

/* A group of two forms within a short time of its last rank arriving although a stranger of
 * kind k came first, and the stranger gets nothing. */
static void test_stranger(stranger_kind k) {
  if (k == S_OTHER_USER && geteuid() != 0) {
    printf("(stranger of another uid: not root, not tried)\n");
    return;
  }
  cj_unique_id id = fresh_id();
  int fd;
  pid_t pid = start_stranger(k, &id, &fd);
  CHECK(pid > 0, "fork");
  if (pid <= 0) return;
  spec sp[2] = {{0, 2, 0, 2, 0, 0, 0}, {1, 2, 300, 2, 0, 0, 0}};
  result r[2];
  run_group(&id, sp, 2, 10, r);
  long got = stranger_result(pid, fd);
  for (int i = 0; i < 2; i++)
    CHECK(r[i].status == 0 && r[i].secs < 3.5, "%s stranger: rank %d: status %d after %.2f s: %s",
          stranger_names[k], i, r[i].status, r[i].secs, r[i].msg);
  CHECK(got == 0, "%s stranger received %ld bytes from rank 0 (-1: never connected)",
        stranger_names[k], got);
}

/* Rank 0 dies while rank 1 waits for rank 2: rank 1 fails at once, not at its deadline. */
static void test_root_dies(void) {
  cj_unique_id id = fresh_id();
  spec sp[2] = {{0, 3, 0, 1, 0, 400, 0}, {1, 3, 0, 1, 0, 0, 0}};
  result r[2];
  run_group(&id, sp, 2, 10, r);
  CHECK(r[0].status == ST_NO_REPORT, "rank 0 (killed) reported %d", r[0].status);
  CHECK(r[1].status == CJ_E_PEER && r[1].secs < 2, "rank 1: status %d after %.2f s: %s",
        r[1].status, r[1].secs, r[1].msg);
  CHECK(strstr(r[1].msg, "rank 0") != NULL, "rank 1 message: %s", r[1].msg);
}

/* Ranks whose allgather sizes differ all fail with the reason, promptly. */
static void test_gather_sizes_differ(void) {
  cj_unique_id id = fresh_id();
  spec sp[3] = {{0, 3, 0, 2, 0, 0, 0}, {1, 3, 0, 2, 0, 0, 0}, {2, 3, 0, 2, 0, 0, 300000}};
  result r[3];
  run_group(&id, sp, 3, 10, r);
  for (int i = 0; i < 3; i++) {
    CHECK(r[i].status == (i ? CJ_E_PEER : CJ_E_INVALID) && r[i].secs < 3,
          "rank %d: status %d after %.2f s: %s", i, r[i].status, r[i].secs, r[i].msg);
    CHECK(strstr(r[i].msg, "sizes differ") != NULL, "rank %d not told why: %s", i, r[i].msg);
  }
}

static void test_bad_arguments(void) {
  cj_boot *b = (cj_boot *)1;
  cj_unique_id id;
  memset(&id, 0x5a, sizeof id);
  CHECK(cj__boot_init(&id, 2, 0, 1, &b) == CJ_E_INVALID && !b, "garbage id: %s", cj_last_error());
  CHECK(strstr(cj_last_error(), "unique id") != NULL, "message: %s", cj_last_error());
  memset(&id, 0, sizeof id);
  CHECK(cj__boot_init(&id, 2, 1, 1, &b) == CJ_E_INVALID, "zero id accepted");
  CHECK(cj__boot_init(NULL, 2, 0, 1, &b) == CJ_E_INVALID, "NULL id accepted");
  CHECK(cj_get_unique_id(NULL) == CJ_E_INVALID, "cj_get_unique_id(NULL)");
  id = fresh_id();
  CHECK(cj__boot_init(&id, 2, 2, 1, &b) == CJ_E_INVALID, "rank 2 of 2 accepted");
  CHECK(cj__boot_init(&id, 2, -1, 1, &b) == CJ_E_INVALID, "rank -1 accepted");
  CHECK(cj__boot_init(&id, 0, 0, 1, &b) == CJ_E_INVALID, "0 ranks accepted");
  CHECK(cj__boot_init(&id, 100000, 0, 1, &b) == CJ_E_INVALID, "100000 ranks accepted");
  cj_unique_id other = fresh_id();
  CHECK(memcmp(&id, &other, sizeof id) != 0, "two unique ids are equal");
  /* a world of one needs no socket */
  CHECK(cj__boot_init(&id, 1, 0, 1, &b) == CJ_OK && b, "world of one: %s", cj_last_error());
  char x = 7, all = 0;
  CHECK(cj__boot_allgather(b, &x, &all, 1) == CJ_OK && all == 7, "allgather of one");
  cj__boot_close(b);
}

int main(void) {
  signal(SIGPIPE, SIG_IGN);
  test_bad_arguments();
  for (int w = 2; w <= MAX_RANKS; w *= 2)
    test_group_forms(w);
  test_missing_rank();
  test_duplicate_rank();
  test_world_mismatch();
  test_missing_root();
  test_peer_dies();
  test_root_dies();
  test_gather_sizes_differ();
  for (int k = 0; k < S_KIND_COUNT_; k++)
    test_stranger((stranger_kind)k);
  return test_end();
}
