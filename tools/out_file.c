/* Output files of the CLI (out_file.h). */
#define _GNU_SOURCE
#include "out_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int report(const char *who, const char *what, const char *path, int err) {
  fprintf(stderr, "%s: %s %s: %s\n", who, what, path, strerror(err));
  return -1;
}

static void clear(cj_out_file *o) {
  free(o->path);
  free(o->tmp);
  memset(o, 0, sizeof *o);
}

int cj__out_open(cj_out_file *o, const char *path, const char *who) {
  memset(o, 0, sizeof *o);
  struct stat st;
  int exists = stat(path, &st) == 0, direct = exists && !S_ISREG(st.st_mode);
  size_t n = strlen(path) + 32;
  o->path = strdup(path);
  o->tmp = direct ? NULL : malloc(n);
  if (!o->path || (!direct && !o->tmp)) {
    clear(o);
    return report(who, "cannot write", path, ENOMEM);
  }
  int fd;
  if (direct) {
    fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
  } else {
    snprintf(o->tmp, n, "%s.tmp-%ld", path, (long)getpid());
    unlink(o->tmp);
    fd = open(o->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
              exists ? (st.st_mode & 07777) : 0644);
  }
  if (fd < 0 || !(o->f = fdopen(fd, "wb"))) {
    int err = errno;
    if (fd >= 0) close(fd);
    report(who, "cannot write", path, err);
    clear(o);
    return -1;
  }
  return 0;
}

int cj__out_close(cj_out_file *o, int ok, const char *who) {
  if (!o->f) return ok ? -1 : 0;
  int err = 0;
  if (fflush(o->f) != 0 || ferror(o->f)) err = errno ? errno : EIO;
  if (fclose(o->f) != 0 && !err) err = errno;
  o->f = NULL;
  int rc = 0;
  if (ok && err) rc = report(who, "writing", o->path, err);
  if (ok && !err && o->tmp && rename(o->tmp, o->path) != 0)
    rc = report(who, "cannot replace", o->path, errno);
  if (o->tmp && (!ok || rc)) unlink(o->tmp);
  clear(o);
  return ok ? rc : 0;
}

int cj__stdout_close(const char *who) {
  errno = 0;
  int err = fflush(stdout) != 0 || ferror(stdout) ? (errno ? errno : EIO) : 0;
  if (fclose(stdout) != 0 && !err) err = errno ? errno : EIO;
  if (!err) return 0;
  fprintf(stderr, "%s: writing to standard output: %s\n", who, strerror(err));
  return -1;
}
