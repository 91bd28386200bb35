/* Rank rendezvous over a local socket. The unique id carries a random abstract-namespace
 * socket name; rank 0 listens on it, the other ranks connect (retrying until rank 0 is up),
 * say who they are, and rank 0 checks the group (world size, duplicate or out-of-range ranks,
 * ranks that never arrive) before anyone goes on. Every failure reaches every connected rank
 * as an error with the reason; every wait has a deadline. After the rendezvous the sockets
 * carry allgathers (rank 0 gathers and sends the whole back). */
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

#include "codegen.h"
#include "support.h"

#define ID_MAGIC "colljit1"
#define MSG_MAGIC 0x434a4254u
#define LATECOMER_GRACE_S 0.5

enum { MSG_HELLO = 1, MSG_OK, MSG_ERROR, MSG_DATA };

typedef struct id_layout {
  char magic[8];
  unsigned char nonce[16];
} id_layout;

typedef struct msg_header {
  uint32_t magic, kind;
  uint64_t len;
} msg_header;

typedef struct hello {
  unsigned char nonce[16];
  int32_t rank, nranks;
} hello;

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

cj_status cj_get_unique_id(cj_unique_id *id) {
  if (!id) return cj__fail(CJ_E_INVALID, "unique id: NULL");
  memset(id, 0, sizeof *id);
  id_layout l;
  memcpy(l.magic, ID_MAGIC, 8);
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  ssize_t n = fd >= 0 ? read(fd, l.nonce, sizeof l.nonce) : -1;
  if (fd >= 0) close(fd);
  if (n != (ssize_t)sizeof l.nonce)
    return cj__fail(CJ_E_IO, "unique id: cannot read /dev/urandom: %s", strerror(errno));
  memcpy(id->internal, &l, sizeof l);
  return CJ_OK;
}

static void socket_addr(const id_layout *l, struct sockaddr_un *a, socklen_t *len) {
  memset(a, 0, sizeof *a);
  a->sun_family = AF_UNIX;
  char *p = a->sun_path + 1; /* abstract namespace: leading NUL, nothing on disk */
  int n = snprintf(p, sizeof a->sun_path - 1, "colljit-");
  for (int i = 0; i < 16; i++) n += snprintf(p + n, sizeof a->sun_path - 1 - (size_t)n, "%02x",
                                             l->nonce[i]);
  *len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + (size_t)n);
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

static cj_status recv_all(int fd, void *buf, size_t n, double deadline, const char *what) {
  char *p = buf;
  while (n) {
    cj_status s = wait_fd(fd, POLLIN, deadline, what);
    if (s) return s;
    ssize_t r = recv(fd, p, n, 0);
    if (r < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (r <= 0) return cj__fail(CJ_E_PEER, "bootstrap: a peer went away %s", what);
    p += r;
    n -= (size_t)r;
  }
  return CJ_OK;
}

static cj_status send_msg(int fd, uint32_t kind, const void *data, size_t n, double deadline) {
  msg_header h = {MSG_MAGIC, kind, n};
  cj_status s = send_all(fd, &h, sizeof h, deadline);
  return s || !n ? s : send_all(fd, data, n, deadline);
}

/* Receives one message of `kind` with exactly `n` bytes into buf. An error message from the
 * other side becomes CJ_E_PEER with its text. */
static cj_status recv_msg(int fd, uint32_t kind, void *buf, size_t n, double deadline,
                          const char *what) {
  msg_header h;
  cj_status s = recv_all(fd, &h, sizeof h, deadline, what);
  if (s) return s;
  if (h.magic != MSG_MAGIC) return cj__fail(CJ_E_PEER, "bootstrap: garbage from a peer");
  if (h.kind == MSG_ERROR && h.len < 1024) {
    char text[1024] = "";
    recv_all(fd, text, h.len, deadline, what);
    text[h.len < sizeof text ? h.len : sizeof text - 1] = 0;
    return cj__fail(CJ_E_PEER, "bootstrap: %s", text);
  }
  if (h.kind != kind || h.len != n)
    return cj__fail(CJ_E_PEER, "bootstrap: unexpected message %u of %llu bytes %s", h.kind,
                    (unsigned long long)h.len, what);
  return n ? recv_all(fd, buf, n, deadline, what) : CJ_OK;
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
  char text[1024];
  snprintf(text, sizeof text, "%s", cj_last_error());
  send_msg(fd, MSG_ERROR, text, strlen(text), now_s() + 0.5);
  close(fd);
  return refail(s, text);
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
    hello h;
    if (!recv_msg(fd, MSG_HELLO, &h, sizeof h, now_s() + 0.2, "") &&
        !memcmp(h.nonce, id->nonce, sizeof h.nonce))
      send_msg(fd, MSG_ERROR, text, strlen(text), now_s() + 0.2);
    close(fd);
  }
}

/* Rank 0 tells every connected rank (and, with a listening socket, ranks that connect during
 * a short grace period) why the group failed, then fails itself. */
static cj_status abort_group(cj_boot *b, cj_status s, int lfd, const id_layout *id,
                             double deadline) {
  char text[1024];
  snprintf(text, sizeof text, "%s", cj_last_error());
  for (int i = 1; i < b->nranks; i++)
    if (b->fds[i] >= 0) send_msg(b->fds[i], MSG_ERROR, text, strlen(text), now_s() + 2);
  double until = now_s() + LATECOMER_GRACE_S;
  if (lfd >= 0 && s != CJ_E_TIMEOUT)
    refuse_latecomers(lfd, id, text, until < deadline ? until : deadline);
  return refail(s, text);
}

/* Accepts one connection and its hello; places it at fds[rank]. */
static cj_status accept_one(cj_boot *b, int lfd, const id_layout *id, double deadline) {
  cj_status s = wait_fd(lfd, POLLIN, deadline, "");
  if (s) {
    int missing = -1;
    for (int i = b->nranks - 1; i > 0; i--)
      if (b->fds[i] < 0) missing = i;
    return cj__fail(CJ_E_TIMEOUT, "rank %d (and possibly others) never arrived within %.1f s",
                    missing, b->timeout_s);
  }
  int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if (fd < 0) return CJ_OK; /* a connection that vanished: keep waiting */
  hello h;
  s = recv_msg(fd, MSG_HELLO, &h, sizeof h, deadline, "waiting for a rank's hello");
  if (s) {
    close(fd);
    return CJ_OK;
  }
  if (memcmp(h.nonce, id->nonce, sizeof h.nonce)) {
    close(fd);
    return CJ_OK; /* a stranger */
  }
  if (h.nranks != b->nranks)
    return reject(fd, cj__fail(CJ_E_INVALID, "world size mismatch: rank %d says %d ranks, "
                               "rank 0 says %d", h.rank, h.nranks, b->nranks));
  if (h.rank <= 0 || h.rank >= b->nranks || b->fds[h.rank] >= 0)
    return reject(fd, cj__fail(CJ_E_INVALID, "rank %d is %s", h.rank,
                               (h.rank <= 0 || h.rank >= b->nranks) ? "out of range"
                                                                    : "a duplicate"));
  b->fds[h.rank] = fd;
  return CJ_OK;
}

static cj_status root_rendezvous(cj_boot *b, const id_layout *id, double deadline) {
  struct sockaddr_un a;
  socklen_t alen;
  socket_addr(id, &a, &alen);
  int lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (lfd < 0) return cj__fail(CJ_E_IO, "bootstrap: socket: %s", strerror(errno));
  if (bind(lfd, (struct sockaddr *)&a, alen) != 0 || listen(lfd, 256) != 0) {
    int e = errno;
    close(lfd);
    return cj__fail(CJ_E_IO, "bootstrap: cannot listen (%s)%s", strerror(e),
                    e == EADDRINUSE ? ": this unique id is in use by another group" : "");
  }
  cj_status s = CJ_OK;
  for (int arrived = 1; !s && arrived < b->nranks;) {
    s = accept_one(b, lfd, id, deadline);
    arrived = 1;
    for (int i = 1; i < b->nranks; i++) arrived += b->fds[i] >= 0;
  }
  if (s) s = abort_group(b, s, lfd, id, deadline);
  close(lfd);
  if (s) return s;
  for (int i = 1; i < b->nranks && !s; i++) s = send_msg(b->fds[i], MSG_OK, NULL, 0, deadline);
  return s;
}

static cj_status peer_rendezvous(cj_boot *b, const id_layout *id, double deadline) {
  struct sockaddr_un a;
  socklen_t alen;
  socket_addr(id, &a, &alen);
  for (;;) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return cj__fail(CJ_E_IO, "bootstrap: socket: %s", strerror(errno));
    if (connect(fd, (struct sockaddr *)&a, alen) == 0) {
      fcntl(fd, F_SETFL, O_NONBLOCK);
      b->fds[0] = fd;
      break;
    }
    close(fd);
    if (now_s() > deadline)
      return cj__fail(CJ_E_TIMEOUT, "rank 0 never arrived within %.1f s", b->timeout_s);
    struct timespec ts = {0, 10 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  hello h;
  memcpy(h.nonce, id->nonce, sizeof h.nonce);
  h.rank = b->rank;
  h.nranks = b->nranks;
  cj_status s = send_msg(b->fds[0], MSG_HELLO, &h, sizeof h, deadline);
  if (!s) s = recv_msg(b->fds[0], MSG_OK, NULL, 0, deadline, "waiting for the group to form");
  return s;
}

cj_status cj__boot_init(const cj_unique_id *uid, int nranks, int rank, double timeout_s,
                        cj_boot **out) {
  *out = NULL;
  id_layout id;
  if (!uid) return cj__fail(CJ_E_INVALID, "bootstrap: unique id is NULL");
  memcpy(&id, uid->internal, sizeof id);
  if (memcmp(id.magic, ID_MAGIC, 8))
    return cj__fail(CJ_E_INVALID, "bootstrap: not a unique id from cj_get_unique_id");
  if (nranks < 1 || nranks > CJ_MAX_WORLD || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID, "bootstrap: rank %d of %d is not valid", rank, nranks);
  cj_boot *b = calloc(1, sizeof *b);
  if (b) b->fds = malloc((size_t)nranks * sizeof *b->fds);
  if (!b || !b->fds) {
    boot_free(b);
    return cj__fail(CJ_E_OOM, "bootstrap: out of memory");
  }
  for (int i = 0; i < nranks; i++) b->fds[i] = -1;
  b->rank = rank;
  b->nranks = nranks;
  b->timeout_s = timeout_s > 0 ? timeout_s : 30;
  double deadline = now_s() + b->timeout_s;
  cj_status s = CJ_OK;
  if (nranks > 1) s = rank == 0 ? root_rendezvous(b, &id, deadline)
                                : peer_rendezvous(b, &id, deadline);
  if (s) {
    boot_free(b);
    return s;
  }
  *out = b;
  return CJ_OK;
}

cj_status cj__boot_allgather(cj_boot *b, const void *mine, void *all, size_t n) {
  double deadline = now_s() + b->timeout_s;
  char *dst = all;
  memcpy(dst + (size_t)b->rank * n, mine, n);
  if (b->nranks == 1) return CJ_OK;
  if (b->rank != 0) {
    cj_status s = send_msg(b->fds[0], MSG_DATA, mine, n, deadline);
    return s ? s : recv_msg(b->fds[0], MSG_DATA, all, n * (size_t)b->nranks, deadline,
                            "in an allgather");
  }
  cj_status s = CJ_OK;
  for (int i = 1; i < b->nranks && !s; i++)
    s = recv_msg(b->fds[i], MSG_DATA, dst + (size_t)i * n, n, deadline, "in an allgather");
  if (s) return abort_group(b, s, -1, NULL, deadline);
  for (int i = 1; i < b->nranks && !s; i++)
    s = send_msg(b->fds[i], MSG_DATA, all, n * (size_t)b->nranks, deadline);
  return s;
}

void cj__boot_close(cj_boot *b) { boot_free(b); }
