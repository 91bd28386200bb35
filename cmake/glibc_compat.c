/* Linked into libcolljit.so only with COLLJIT_GLIBC_COMPAT (the Python wheel): the library is
 * then linked against glibc 2.28's symbols (cmake/glibc-compat-link.sh), so that it loads on
 * the systems users have (RHEL 8 / 9, Ubuntu 20.04 / 22.04), not only on the glibc it was built
 * on. Three names that the static libstdc++ and LLVM of a newer system take from glibc and
 * that glibc 2.28 does not have are defined here, inside the library (hidden; the version
 * script exports none of them):
 *   arc4random               (glibc 2.36; libstdc++'s std::random_device) from getrandom (2.25);
 *   __libc_single_threaded   (glibc 2.32; libstdc++ skips atomics when it is set) as 0: the
 *                            atomic path always, which is what it takes with threads anyway;
 *   mallinfo2                (glibc 2.33; LLVM's memory statistics) from mallinfo. */
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/random.h>
#include <sys/types.h>

#define CJ_COMPAT __attribute__((visibility("hidden")))

CJ_COMPAT uint32_t arc4random(void) {
  uint32_t v = 0;
  unsigned char *p = (unsigned char *)&v;
  size_t got = 0;
  while (got < sizeof v) {
    ssize_t n = getrandom(p + got, sizeof v - got, 0);
    if (n > 0)
      got += (size_t)n;
    else if (errno != EINTR)
      break;
  }
  return v;
}

CJ_COMPAT char __libc_single_threaded = 0;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
CJ_COMPAT struct mallinfo2 mallinfo2(void) {
  struct mallinfo m = mallinfo(); /* int fields: counts beyond 2 GiB wrap, as they always did */
  struct mallinfo2 r = {
      (size_t)(unsigned)m.arena,    (size_t)(unsigned)m.ordblks,  (size_t)(unsigned)m.smblks,
      (size_t)(unsigned)m.hblks,    (size_t)(unsigned)m.hblkhd,   (size_t)(unsigned)m.usmblks,
      (size_t)(unsigned)m.fsmblks,  (size_t)(unsigned)m.uordblks, (size_t)(unsigned)m.fordblks,
      (size_t)(unsigned)m.keepcost};
  return r;
}
#pragma GCC diagnostic pop
