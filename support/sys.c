/* Dynamic loading, helper programs and files. */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

void *cj__dlopen_first(const char *const *names, char *msg, size_t msglen) {
  size_t used = 0;
  if (msglen) msg[0] = 0;
  for (int i = 0; names[i]; i++) {
    if (!names[i][0]) continue;
    void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (h) return h;
    if (msglen > used) {
      int n = snprintf(msg + used, msglen - used, "%s%s", used ? ", " : "", names[i]);
      if (n > 0) used += (size_t)n;
    }
  }
  return NULL;
}

void *cj__dlopen_reuse_first(const char *const *names, char *msg, size_t msglen) {
  for (int i = 0; names[i]; i++) {
    void *h = names[i][0] ? dlopen(names[i], RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD) : NULL;
    if (h) return h;
  }
  return cj__dlopen_first(names, msg, msglen);
}

void *cj__dlsym(void *lib, const char *name) { return lib ? dlsym(lib, name) : NULL; }

static int is_exec(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISREG(st.st_mode) && access(p, X_OK) == 0;
}

char *cj__find_program(const char *name, const char *extra_dir) {
  if (!name || !*name) return NULL;
  if (strchr(name, '/')) return is_exec(name) ? strdup(name) : NULL;
  const char *path = getenv("PATH");
  char buf[4096];
  for (const char *p = path; p && *p;) {
    const char *e = strchr(p, ':');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, name);
    if (n && is_exec(buf)) return strdup(buf);
    p = e ? e + 1 : NULL;
  }
  if (extra_dir) {
    snprintf(buf, sizeof buf, "%s/%s", extra_dir, name);
    if (is_exec(buf)) return strdup(buf);
  }
  return NULL;
}

int cj__run_program(char *const argv[], cj_sb *out) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return -1;
  }
  if (pid == 0) {
    dup2(fds[1], 1);
    dup2(fds[1], 2);
    close(fds[0]);
    close(fds[1]);
    execv(argv[0], argv);
    _exit(127);
  }
  close(fds[1]);
  char buf[4096];
  for (;;) {
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (out) cj_sb_append(out, buf, (size_t)n);
  }
  close(fds[0]);
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR) return -1;
  if (WIFEXITED(st)) return WEXITSTATUS(st) == 127 ? -1 : WEXITSTATUS(st);
  return -1;
}

char *cj__make_temp_dir(void) {
  const char *t = getenv("TMPDIR");
  char buf[4096];
  snprintf(buf, sizeof buf, "%s/colljit-XXXXXX", (t && *t) ? t : "/tmp");
  if (!mkdtemp(buf)) return NULL;
  return strdup(buf);
}

void cj__remove_tree(const char *dir) {
  if (!dir) return;
  DIR *d = opendir(dir);
  if (d) {
    struct dirent *e;
    char p[4096];
    while ((e = readdir(d))) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
      if (unlink(p) != 0 && errno == EISDIR) cj__remove_tree(p);
    }
    closedir(d);
  }
  rmdir(dir);
}

int cj__write_file(const char *path, const void *data, size_t n) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return -1;
  const char *p = data;
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      close(fd);
      return -1;
    }
    p += w;
    n -= (size_t)w;
  }
  return close(fd);
}

/* Reads fd to its end into sb, failing past max bytes. 0 or an errno. */
static int read_fd(int fd, size_t max, cj_sb *sb) {
  char buf[65536];
  for (;;) {
    ssize_t r = read(fd, buf, sizeof buf);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return errno == EAGAIN ? 0 : errno; /* a FIFO without a writer: empty */
    if (r == 0) return 0;
    if ((size_t)r > max - sb->len) return EFBIG;
    cj_sb_append(sb, buf, (size_t)r);
    if (sb->failed) return ENOMEM;
  }
}

int cj__read_file_max(const char *path, size_t max, int flags, char **data, size_t *n) {
  *data = NULL;
  *n = 0;
  int oflags = O_RDONLY | O_CLOEXEC | O_NOCTTY;
  if (flags & CJ_READ_REGULAR) oflags |= O_NONBLOCK; /* a FIFO must not block the open */
  if (flags & CJ_READ_NOFOLLOW) oflags |= O_NOFOLLOW;
  int fd = open(path, oflags);
  if (fd < 0) return errno;
  struct stat st;
  int err = fstat(fd, &st) != 0 ? errno : 0;
  if (!err && (flags & CJ_READ_REGULAR) && !S_ISREG(st.st_mode)) err = EINVAL;
  if (!err && S_ISREG(st.st_mode) && (uint64_t)st.st_size > max) err = EFBIG;
  cj_sb sb;
  cj_sb_init(&sb);
  if (!err) err = read_fd(fd, max, &sb);
  close(fd);
  if (!err && !(*data = cj_sb_take(&sb, n))) err = ENOMEM;
  cj_sb_free(&sb);
  return err;
}

int cj__read_file(const char *path, char **data, size_t *n) {
  int err = cj__read_file_max(path, CJ_READ_MAX, 0, data, n);
  if (err) errno = err;
  return err ? -1 : 0;
}

void cj__dump_artefact(const char *name, const void *data, size_t n) {
  const char *dir = cj__env()->dump_dir;
  if (!dir) return;
  mkdir(dir, 0755);
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if (cj__write_file(path, data, n) != 0)
    cj__log(CJ_LOG_WARN, "could not write %s: %s", path, strerror(errno));
}
