/* The process launcher (launcher.h): one process per GPU for colljit bench and the GPU tests. */
#define _GNU_SOURCE
#include "launcher.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "backend.h"

int cj_test_gpu_count(void) {
  int fds[2];
  if (pipe(fds)) return 0;
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    const cj_backend *be = cj__backend_any();
    int n = 0;
    if (be) be->device_count(&n);
    if (write(fds[1], &n, sizeof n) != sizeof n) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int n = 0;
  if (pid < 0 || read(fds[0], &n, sizeof n) != sizeof n) n = 0;
  close(fds[0]);
  if (pid > 0) waitpid(pid, NULL, 0);
  return n;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int cj_test_launch(int world, cj_rank_fn fn, void *arg, double limit_s, int *codes) {
  cj_unique_id id;
  if (cj_get_unique_id(&id)) return 1;
  pid_t pids[64];
  for (int r = 0; r < world; r++) {
    pids[r] = fork();
    if (pids[r] == 0) {
      fflush(stdout);
      int rc = fn(r, world, &id, arg);
      fflush(stdout);
      fflush(stderr);
      _exit(rc & 0xff);
    }
  }
  int result = 0, left = world;
  double end = now() + limit_s;
  while (left > 0) {
    int st;
    pid_t p = waitpid(-1, &st, WNOHANG);
    if (p > 0) {
      left--;
      int rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
      for (int r = 0; codes && r < world; r++)
        if (pids[r] == p) codes[r] = rc;
      if (rc && !result) result = rc;
      continue;
    }
    if (now() > end) {
      fprintf(stderr, "launcher: ranks still running after %.0f s: killing them\n", limit_s);
      for (int r = 0; r < world; r++) kill(pids[r], SIGKILL);
      for (int r = 0; codes && r < world; r++) codes[r] = 124;
      while (waitpid(-1, NULL, 0) > 0) {
      }
      return result ? result : 124;
    }
    usleep(2000);
  }
  return result;
}
