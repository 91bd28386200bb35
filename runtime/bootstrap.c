/* Rank rendezvous over a local socket. The unique id carries a random abstract-namespace
 * socket name and an independent random secret; rank 0 listens on the name, the other ranks
 * connect (retrying until rank 0 is up), check that the socket belongs to their own user, and
 * say who they are with the secret. Rank 0 serves every connection at once: it drops one of
 * another user (SO_PEERCRED), one whose first bytes are not a hello or whose secret is wrong,
 * and one that has not said hello within HELLO_S; it holds at most MAX_PENDING connections
 * that have not said hello (a newcomer beyond that pushes out the oldest, whose rank, if it
 * was one, connects again). Then rank 0 checks the group (world size, duplicate or
 * out-of-range ranks, ranks that never arrive) before anyone goes on. Every failure reaches
 * every connected rank as an error with the reason; every wait has a deadline. After the
 * rendezvous the sockets carry allgathers (rank 0 gathers and sends the whole back). */
#define _GNU_SOURCE
#include "bootstrap.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "boot_msg.h"
#include "codegen.h"
#include "support.h"

#define LATECOMER_GRACE_S 0.5
#define HELLO_S 1.0    /* a connection must say hello within this long of being accepted */
#define MAX_PENDING 64 /* connections accepted that have not said hello yet */

typedef cj_boot_id id_layout;

struct cj_boot {
  int rank, nranks;
  double timeout_s;
  int *fds; /* rank 0: one per peer rank (index = rank); others: fds[0] is the link to rank 0 */
};

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void sleep_ms(int ms) {
  struct timespec ts = {0, ms * 1000L * 1000L};
  nanosleep(&ts, NULL);
}

static int read_random(void *buf, size_t n) {
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  ssize_t got = fd >= 0 ? read(fd, buf, n) : -1;
  if (fd >= 0) close(fd);
  return got == (ssize_t)n ? 0 : -1;
}

cj_status cj_get_unique_id(cj_unique_id *id) {
  if (!id) return cj__fail(CJ_E_INVALID, "unique id: NULL");
  memset(id, 0, sizeof *id);
  id_layout l;
  memcpy(l.magic, CJ_BOOT_ID_MAGIC, 8);
  if (read_random(l.name, sizeof l.name) || read_random(l.secret, sizeof l.secret))
    return cj__fail(CJ_E_IO, "unique id: cannot read /dev/urandom: %s", strerror(errno));
  memcpy(id->internal, &l, sizeof l);
  return CJ_OK;
}

static void socket_addr(const id_layout *l, struct sockaddr_un *a, socklen_t *len) {
  memset(a, 0, sizeof *a);
  a->sun_family = AF_UNIX;
  char *p = a->sun_path + 1; /* abstract namespace: leading NUL, nothing on disk */
  int n = snprintf(p, sizeof a->sun_path - 1, "colljit-");
  for (int i = 0; i < CJ_BOOT_NAME_BYTES; i++)
    n += snprintf(p + n, sizeof a->sun_path - 1 - (size_t)n, "%02x", l->name[i]);
  *len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + (size_t)n);
}

void cj__boot_socket_name(const cj_unique_id *id, char *out, size_t n) {
  struct sockaddr_un a;
  socklen_t len;
  id_layout l;
  memcpy(&l, id->internal, sizeof l);
  socket_addr(&l, &a, &len);
  snprintf(out, n, "%s", a.sun_path + 1);
}

/* The uid of the process at the other end of a connected local socket; -1 if unknown. */
static long peer_uid(int fd) {
  struct ucred cr;
  socklen_t len = sizeof cr;
  return getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cr, &len) == 0 ? (long)cr.uid : -1;
}

/* Waits until fd is ready for `events` or the deadline passes. */
static cj_status wait_fd(int fd, short events, double deadline, const char *what) {
  for (;;) {
    double left = deadline - now_s();
    if (left <= 0) return cj__fail(CJ_E_TIMEOUT, "bootstrap: timed out %s", what);
    struct pollfd p = {fd, events, 0};
    int r = poll(&p, 1, (int)(left * 1000) + 1);
    if (r > 0) return CJ_OK;
    if (r < 0 && errno != EINTR) return cj__fail(CJ_E_IO, "bootstrap: poll: %s", strerror(errno));
  }
}

static cj_status send_all(int fd, const void *buf, size_t n, double deadline) {
  const char *p = buf;
  while (n) {
    cj_status s = wait_fd(fd, POLLOUT, deadline, "sending to a peer");
    if (s) return s;
    ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
    if (w < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (w <= 0) return cj__fail(CJ_E_PEER, "bootstrap: a peer went away (%s)", strerror(errno));
    p += w;
    n -= (size_t)w;
  }
  return CJ_OK;
}

/* *got (may be NULL) counts the bytes received, so that a caller can tell a connection closed
 * before its first byte. */
static cj_status recv_all(int fd, void *buf, size_t n, double deadline, const char *what,
                          size_t *got) {
  char *p = buf;
  while (n) {
    cj_status s = wait_fd(fd, POLLIN, deadline, what);
    if (s) return s;
    ssize_t r = recv(fd, p, n, 0);
    if (r < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (r <= 0) return cj__fail(CJ_E_PEER, "bootstrap: a peer went away %s", what);
    p += r;
    n -= (size_t)r;
    if (got) *got += (size_t)r;
  }
  return CJ_OK;
}

static cj_status send_msg(int fd, uint32_t kind, const void *data, size_t n, double deadline) {
  cj_boot_hdr h = {CJ_BOOT_MSG_MAGIC, kind, n};
  cj_status s = send_all(fd, &h, sizeof h, deadline);
  return s || !n ? s : send_all(fd, data, n, deadline);
}

/* Receives one message of `kind` with exactly `n` bytes into buf. An error message from the
 * other side becomes CJ_E_PEER with its text. *got as for recv_all. */
static cj_status recv_msg_got(int fd, uint32_t kind, void *buf, size_t n, double deadline,
                              const char *what, size_t *got) {
  cj_boot_hdr h;
  cj_status s = recv_all(fd, &h, sizeof h, deadline, what, got);
  if (s) return s;
  switch (cj__boot_header_check(&h, kind, n)) {
  case CJ_BOOT_HDR_OK:
    return n ? recv_all(fd, buf, n, deadline, what, NULL) : CJ_OK;
  case CJ_BOOT_HDR_ERROR: {
    char text[CJ_BOOT_MAX_ERROR + 1] = "";
    if (recv_all(fd, text, h.len, deadline, what, NULL)) text[0] = 0;
    text[h.len] = 0;
    return cj__fail(CJ_E_PEER, "bootstrap: %s", text[0] ? text : "a peer failed");
  }
  case CJ_BOOT_HDR_GARBAGE:
    return cj__fail(CJ_E_PEER, "bootstrap: garbage from a peer %s", what);
  default:
    return cj__fail(CJ_E_PEER, "bootstrap: unexpected message %u of %llu bytes %s", h.kind,
                    (unsigned long long)h.len, what);
  }
}

static cj_status recv_msg(int fd, uint32_t kind, void *buf, size_t n, double deadline,
                          const char *what) {
  return recv_msg_got(fd, kind, buf, n, deadline, what, NULL);
}

static void boot_free(cj_boot *b) {
  if (!b) return;
  for (int i = 0; b->fds && i < b->nranks; i++)
    if (b->fds[i] >= 0) close(b->fds[i]);
  free(b->fds);
  free(b);
}

/* Sets the thread's error to s with the text of an earlier error ("CJ_E_X: why"). */
static cj_status refail(cj_status s, const char *text) {
  return cj__fail(s, "%s", text + (strncmp(text, "CJ_E_", 5) ? 0 : strcspn(text, " ") + 1));
}

/* Sends the thread's last error (s) to one connection as the reason, and closes it. */
static cj_status reject(int fd, cj_status s) {
  char text[CJ_BOOT_MAX_ERROR];
  snprintf(text, sizeof text, "%s", cj_last_error());
  send_msg(fd, CJ_BOOT_ERROR, text, strlen(text), now_s() + 0.5);
  close(fd);
  return refail(s, text);
}

/* ---- rank 0: connections that have not said hello yet ----------------------------------- */
typedef struct pending {
  int fd;
  double until; /* its hello deadline */
  size_t got;
  unsigned char buf[CJ_BOOT_HELLO_WIRE];
} pending;

typedef struct waiting_room {
  pending p[MAX_PENDING];
  int n;
} waiting_room;

static void drop(waiting_room *w, int i) {
  close(w->p[i].fd);
  w->p[i] = w->p[--w->n];
}

/* Accepts what is waiting on the listening socket; connections of other users are closed at
 * once, and a full room pushes out its oldest connection. */
static void accept_new(waiting_room *w, int lfd, double deadline) {
  for (int k = 0; k < 4 * MAX_PENDING; k++) {
    int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
    if (fd < 0) return;
    long uid = peer_uid(fd);
    if (uid != (long)geteuid()) {
      cj__log(CJ_LOG_INFO, "bootstrap: refused a connection of uid %ld", uid);
      close(fd);
      continue;
    }
    if (w->n == MAX_PENDING) {
      int oldest = 0;
      for (int i = 1; i < w->n; i++)
        if (w->p[i].until < w->p[oldest].until) oldest = i;
      drop(w, oldest);
    }
    double until = now_s() + HELLO_S;
    w->p[w->n++] = (pending){fd, until < deadline ? until : deadline, 0, {0}};
  }
}

/* Reads what one connection sent. 1: it said a hello with the secret (*rank, *nranks set);
 * 0: wait for more; -1: drop it. */
static int read_hello(pending *c, const id_layout *id, int *rank, int *nranks) {
  ssize_t r = recv(c->fd, c->buf + c->got, sizeof c->buf - c->got, 0);
  if (r < 0 && (errno == EINTR || errno == EAGAIN)) return 0;
  if (r <= 0) return -1;
  c->got += (size_t)r;
  int v = cj__boot_hello_check(c->buf, c->got, id->secret, rank, nranks);
  return v == CJ_BOOT_READY ? 1 : v == CJ_BOOT_MORE ? 0 : -1;
}

/* Places an identified rank at fds[rank], or fails the group (world size, range, duplicate). */
static cj_status seat(cj_boot *b, int fd, int rank, int nranks) {
  if (nranks != b->nranks)
    return reject(fd, cj__fail(CJ_E_INVALID,
                               "world size mismatch: rank %d says %d ranks, "
                               "rank 0 says %d",
                               rank, nranks, b->nranks));
  if (rank <= 0 || rank >= b->nranks || b->fds[rank] >= 0)
    return reject(fd, cj__fail(CJ_E_INVALID, "rank %d is %s", rank,
                               (rank <= 0 || rank >= b->nranks) ? "out of range" : "a duplicate"));
  b->fds[rank] = fd;
  return CJ_OK;
}

/* One round: waits for activity (or a hello deadline), then accepts, reads and expires. */
static cj_status serve_round(cj_boot *b, waiting_room *w, int lfd, const id_layout *id,
                             double deadline) {
  struct pollfd pf[MAX_PENDING + 1];
  double wake = deadline;
  pf[0] = (struct pollfd){lfd, POLLIN, 0};
  for (int i = 0; i < w->n; i++) {
    pf[i + 1] = (struct pollfd){w->p[i].fd, POLLIN, 0};
    if (w->p[i].until < wake) wake = w->p[i].until;
  }
  double left = wake - now_s();
  int r = poll(pf, (nfds_t)w->n + 1, left > 0 ? (int)(left * 1000) + 1 : 0);
  if (r < 0 && errno != EINTR) return cj__fail(CJ_E_IO, "bootstrap: poll: %s", strerror(errno));
  double now = now_s();
  for (int i = w->n - 1; r > 0 && i >= 0; i--) {
    if (!pf[i + 1].revents) continue;
    int rank = -1, nranks = -1, v = read_hello(&w->p[i], id, &rank, &nranks);
    if (v < 0) drop(w, i);
    if (v <= 0) continue;
    int fd = w->p[i].fd;
    w->p[i] = w->p[--w->n];
    cj_status s = seat(b, fd, rank, nranks);
    if (s) return s;
  }
  for (int i = w->n - 1; i >= 0; i--)
    if (w->p[i].until <= now) drop(w, i); /* silent, slow or stalled */
  if (r > 0 && pf[0].revents) accept_new(w, lfd, deadline);
  return CJ_OK;
}

static int missing_rank(const cj_boot *b) {
  for (int i = 1; i < b->nranks; i++)
    if (b->fds[i] < 0) return i;
  return -1;
}

/* Serves connections until every rank has said hello, the group fails, or the deadline. */
static cj_status gather_ranks(cj_boot *b, int lfd, const id_layout *id, double deadline) {
  waiting_room *w = calloc(1, sizeof *w);
  if (!w) return cj__fail(CJ_E_OOM, "bootstrap: out of memory");
  cj_status s = CJ_OK;
  while (!s && missing_rank(b) > 0) {
    if (now_s() >= deadline)
      s = cj__fail(CJ_E_TIMEOUT, "rank %d (and possibly others) never arrived within %.1f s",
                   missing_rank(b), b->timeout_s);
    else
      s = serve_round(b, w, lfd, id, deadline);
  }
  while (w->n)
    drop(w, 0);
  free(w);
  return s;
}

/* After an early failure rank 0 keeps listening a moment, so that ranks still connecting
 * learn the reason instead of waiting for their own deadline. */
static void refuse_latecomers(int lfd, const id_layout *id, const char *text, double until) {
  struct pollfd p = {lfd, POLLIN, 0};
  for (double left; (left = until - now_s()) > 0;) {
    int r = poll(&p, 1, (int)(left * 1000) + 1);
    if (r < 0 && errno != EINTR) return;
    int fd = r > 0 ? accept4(lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK) : -1;
    if (fd < 0) continue;
    pending c = {fd, 0, 0, {0}};
    int rank, nranks, v = 0;
    double stop = now_s() + 0.2;
    while (v == 0 && peer_uid(fd) == (long)geteuid() && !wait_fd(fd, POLLIN, stop, ""))
      v = read_hello(&c, id, &rank, &nranks);
    if (v > 0) send_msg(fd, CJ_BOOT_ERROR, text, strlen(text), now_s() + 0.2);
    close(fd);
  }
}

/* Rank 0 tells every connected rank (and, with a listening socket, ranks that connect during
 * a short grace period) why the group failed, then fails itself. */
static cj_status abort_group(cj_boot *b, cj_status s, int lfd, const id_layout *id,
                             double deadline) {
  char text[CJ_BOOT_MAX_ERROR];
  snprintf(text, sizeof text, "%s", cj_last_error());
  for (int i = 1; i < b->nranks; i++)
    if (b->fds[i] >= 0) send_msg(b->fds[i], CJ_BOOT_ERROR, text, strlen(text), now_s() + 2);
  double until = now_s() + LATECOMER_GRACE_S;
  if (lfd >= 0 && s != CJ_E_TIMEOUT)
    refuse_latecomers(lfd, id, text, until < deadline ? until : deadline);
  return refail(s, text);
}

static cj_status root_rendezvous(cj_boot *b, const id_layout *id, double deadline) {
  struct sockaddr_un a;
  socklen_t alen;
  socket_addr(id, &a, &alen);
  int lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (lfd < 0) return cj__fail(CJ_E_IO, "bootstrap: socket: %s", strerror(errno));
  if (bind(lfd, (struct sockaddr *)&a, alen) != 0 || listen(lfd, MAX_PENDING) != 0) {
    int e = errno;
    close(lfd);
    return cj__fail(CJ_E_IO, "bootstrap: cannot listen (%s)%s", strerror(e),
                    e == EADDRINUSE ? ": this unique id is in use by another group" : "");
  }
  cj_status s = gather_ranks(b, lfd, id, deadline);
  if (s) s = abort_group(b, s, lfd, id, deadline);
  close(lfd);
  if (s) return s;
  for (int i = 1; i < b->nranks && !s; i++)
    s = send_msg(b->fds[i], CJ_BOOT_OK, NULL, 0, deadline);
  return s;
}

/* ---- the other ranks ------------------------------------------------------------------- */
/* Connects to rank 0's socket: 0 connected (fd in *out), 1 not listening (yet, or any more),
 * or a failure. */
static int connect_root(const id_layout *id, int *out, cj_status *s) {
  struct sockaddr_un a;
  socklen_t alen;
  socket_addr(id, &a, &alen);
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return *s = cj__fail(CJ_E_IO, "bootstrap: socket: %s", strerror(errno)), -1;
  if (connect(fd, (struct sockaddr *)&a, alen) != 0) {
    close(fd);
    return 1;
  }
  long uid = peer_uid(fd);
  if (uid != (long)geteuid()) {
    close(fd);
    *s = cj__fail(CJ_E_PEER,
                  "bootstrap: the rendezvous socket is held by uid %ld, not by this "
                  "user: the secret is not sent to it",
                  uid);
    return -1;
  }
  fcntl(fd, F_SETFL, O_NONBLOCK);
  *out = fd;
  return 0;
}

/* Says hello and waits for rank 0's verdict. 1: rank 0 closed the connection before a word
 * (it had too many connections waiting): connect again. */
static int hello_round(cj_boot *b, const id_layout *id, double deadline, cj_status *s) {
  unsigned char wire[CJ_BOOT_HELLO_WIRE];
  cj__boot_hello_wire(id->secret, b->rank, b->nranks, wire);
  size_t got = 0;
  *s = send_all(b->fds[0], wire, sizeof wire, deadline);
  if (!*s)
    *s = recv_msg_got(b->fds[0], CJ_BOOT_OK, NULL, 0, deadline, "waiting for the group to form",
                      &got);
  if (*s != CJ_E_PEER || got) return 0;
  close(b->fds[0]);
  b->fds[0] = -1;
  return 1;
}

static cj_status peer_rendezvous(cj_boot *b, const id_layout *id, double deadline) {
  int was_connected = 0;
  for (;;) {
    cj_status s = CJ_OK;
    int r = connect_root(id, &b->fds[0], &s);
    if (r < 0) return s;
    if (r == 0) {
      was_connected = 1;
      if (hello_round(b, id, deadline, &s) == 0) return s;
    } else if (was_connected) {
      return cj__fail(CJ_E_PEER, "bootstrap: rank 0 went away during the rendezvous");
    }
    if (now_s() > deadline)
      return cj__fail(CJ_E_TIMEOUT, "rank 0 never arrived within %.1f s", b->timeout_s);
    sleep_ms(10);
  }
}

cj_status cj__boot_init(const cj_unique_id *uid, int nranks, int rank, double timeout_s,
                        cj_boot **out) {
  *out = NULL;
  id_layout id;
  if (!uid) return cj__fail(CJ_E_INVALID, "bootstrap: unique id is NULL");
  memcpy(&id, uid->internal, sizeof id);
  if (memcmp(id.magic, CJ_BOOT_ID_MAGIC, 8))
    return cj__fail(CJ_E_INVALID, "bootstrap: not a unique id from cj_get_unique_id");
  if (nranks < 1 || nranks > CJ_MAX_WORLD || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID, "bootstrap: rank %d of %d is not valid", rank, nranks);
  cj_boot *b = calloc(1, sizeof *b);
  if (b) b->fds = malloc((size_t)nranks * sizeof *b->fds);
  if (!b || !b->fds) {
    boot_free(b);
    return cj__fail(CJ_E_OOM, "bootstrap: out of memory");
  }
  for (int i = 0; i < nranks; i++)
    b->fds[i] = -1;
  b->rank = rank;
  b->nranks = nranks;
  b->timeout_s = timeout_s > 0 ? timeout_s : 30;
  double deadline = now_s() + b->timeout_s;
  cj_status s = CJ_OK;
  if (nranks > 1)
    s = rank == 0 ? root_rendezvous(b, &id, deadline) : peer_rendezvous(b, &id, deadline);
  if (s) {
    boot_free(b);
    return s;
  }
  *out = b;
  return CJ_OK;
}

/* Rank 0's half of an allgather: every rank's part, checked against its own size. */
static cj_status root_gather(cj_boot *b, char *dst, size_t n, double deadline) {
  for (int i = 1; i < b->nranks; i++) {
    cj_boot_hdr h;
    cj_status s = recv_all(b->fds[i], &h, sizeof h, deadline, "in an allgather", NULL);
    if (s) return s;
    int v = cj__boot_header_check(&h, CJ_BOOT_DATA, n);
    if (v == CJ_BOOT_HDR_UNEXPECTED && h.kind == CJ_BOOT_DATA)
      return cj__fail(CJ_E_INVALID,
                      "allgather sizes differ: rank %d gives %llu bytes, rank 0 "
                      "%zu",
                      i, (unsigned long long)h.len, n);
    if (v != CJ_BOOT_HDR_OK)
      return cj__fail(CJ_E_PEER, "bootstrap: rank %d sent no allgather data (message %u)", i,
                      h.kind);
    if (n && (s = recv_all(b->fds[i], dst + (size_t)i * n, n, deadline, "in an allgather", NULL)))
      return s;
  }
  return CJ_OK;
}

cj_status cj__boot_allgather(cj_boot *b, const void *mine, void *all, size_t n) {
  double deadline = now_s() + b->timeout_s;
  char *dst = all;
  memcpy(dst + (size_t)b->rank * n, mine, n);
  if (b->nranks == 1) return CJ_OK;
  if (b->rank != 0) {
    /* a send that fails (rank 0 stopped reading) is explained by what rank 0 sent first */
    cj_status s = send_msg(b->fds[0], CJ_BOOT_DATA, mine, n, deadline);
    if (s && s != CJ_E_PEER) return s;
    return recv_msg(b->fds[0], CJ_BOOT_DATA, all, n * (size_t)b->nranks,
                    s ? now_s() + 0.5 : deadline, "in an allgather");
  }
  cj_status s = root_gather(b, dst, n, deadline);
  if (s) return abort_group(b, s, -1, NULL, deadline);
  for (int i = 1; i < b->nranks && !s; i++)
    s = send_msg(b->fds[i], CJ_BOOT_DATA, all, n * (size_t)b->nranks, deadline);
  return s;
}

void cj__boot_close(cj_boot *b) { boot_free(b); }
