/* Bounded file reads (cj__read_file_max): a file past the limit fails with EFBIG at once, an
 * endless device (/dev/zero) too, an allocation failure under a memory limit ends the read
 * with ENOMEM instead of spinning, a FIFO with nobody writing never blocks a read that asks
 * for a regular file, and a link is not followed when asked not to. Each case runs in a child
 * that is killed after a few seconds, so that a hang is a failure, not a stuck test. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"
#include "test.h"

/* Runs fn in a child with `secs` to finish; its result (an errno), or -1 if it hung. */
static int in_child(int (*fn)(const char *), const char *arg, int secs) {
  pid_t pid = fork();
  if (pid == 0) {
    alarm((unsigned)secs);
    _exit(fn(arg) & 0xff);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int read_max(const char *path, size_t max, int flags) {
  char *data = NULL;
  size_t n = 0;
  int err = cj__read_file_max(path, max, flags, &data, &n);
  free(data);
  return err;
}

static int zero_1m(const char *p) { return read_max(p, 1u << 20, 0); }
static int fifo_regular(const char *p) { return read_max(p, 1u << 20, CJ_READ_REGULAR); }
static int link_nofollow(const char *p) { return read_max(p, 1u << 20, CJ_READ_NOFOLLOW); }

/* Under a 256 MiB address-space limit, reading /dev/zero with a 1 GiB allowance. */
static int zero_oom(const char *p) {
  struct rlimit rl = {256u << 20, 256u << 20};
  if (setrlimit(RLIMIT_AS, &rl) != 0) return 99;
  return read_max(p, 1ul << 30, 0);
}

int main(void) {
  char dir[] = "/tmp/cj-read-XXXXXX";
  CHECK(mkdtemp(dir) != NULL, "mkdtemp");
  char small[64], fifo[64], link[64];
  snprintf(small, sizeof small, "%s/small", dir);
  snprintf(fifo, sizeof fifo, "%s/fifo", dir);
  snprintf(link, sizeof link, "%s/link", dir);
  CHECK(cj__write_file(small, "0123456789", 10) == 0, "write");
  char *data = NULL;
  size_t n = 0;
  CHECK(cj__read_file_max(small, 10, 0, &data, &n) == 0 && n == 10 && !memcmp(data, "0123", 4),
        "a file of exactly the limit");
  free(data);
  CHECK(read_max(small, 9, 0) == EFBIG, "a file past the limit");
  CHECK(read_max(small, 9, CJ_READ_REGULAR) == EFBIG, "a regular file past the limit");
  CHECK(in_child(zero_1m, "/dev/zero", 10) == EFBIG, "/dev/zero is not read forever");
#if defined(__SANITIZE_ADDRESS__)
  (void)zero_oom;
  printf("(AddressSanitizer: its allocator aborts at a memory limit; that case is not run)\n");
#else
  CHECK(in_child(zero_oom, "/dev/zero", 20) == ENOMEM, "allocation failure ends the read");
#endif
  CHECK(mkfifo(fifo, 0600) == 0, "mkfifo");
  CHECK(in_child(fifo_regular, fifo, 5) == EINVAL, "a FIFO blocked or was read as a file");
  CHECK(symlink(small, link) == 0, "symlink");
  CHECK(in_child(link_nofollow, link, 5) == ELOOP, "a link was followed");
  CHECK(read_max(link, 100, 0) == 0, "a link is followed by default");
  CHECK(read_max("/nonexistent/x", 100, 0) == ENOENT, "a missing file");
  unlink(small);
  unlink(fifo);
  unlink(link);
  rmdir(dir);
  return test_end();
}
