/* The communicator's kernel table (no GPU, no compile): inserts through several growths, finds
 * every kernel, misses absent ones, and lock-free readers racing an inserting thread always
 * see either nothing or the right kernel, and every kernel published before they looked. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "comm_impl.h"
#include "test.h"

#define N_KERNELS 5000

static void request_of(int i, cj_request *r) {
  *r = (cj_request)CJ_REQUEST_INIT;
  r->op = (cj_op)(i % 3);
  r->dtype = (cj_dtype)(i % 4);
  r->count = 1024 + (uint64_t)(i / 12) * 64;
  r->root = i % 2;
}

static cj_kernel *kernel_of(int i) {
  cj_request r;
  request_of(i, &r);
  cj_kernel *k = calloc(1, sizeof *k);
  cj__ksel(&k->sel, &r);
  k->plan.grid = i;
  return k;
}

typedef struct shared {
  cj_comm *c;
  atomic_int published;
  atomic_int stop;
  atomic_long wrong, lost, lookups;
} shared;

static void *reader(void *arg) {
  shared *s = arg;
  unsigned x = 12345;
  while (!atomic_load(&s->stop)) {
    int pub = atomic_load(&s->published);
    if (pub == 0) continue;
    x = x * 1103515245u + 12345u;
    int i = (int)(x % (unsigned)pub);
    cj_request r;
    request_of(i, &r);
    cj_kernel *k = cj__kernel_find(s->c, &r);
    if (!k)
      atomic_fetch_add(&s->lost, 1);
    else if (k->plan.grid != i)
      atomic_fetch_add(&s->wrong, 1);
    atomic_fetch_add(&s->lookups, 1);
  }
  return NULL;
}

int main(void) {
  cj_comm *c = calloc(1, sizeof *c);
  pthread_mutex_init(&c->mu, NULL);
  shared s = {c, 0, 0, 0, 0, 0};
  cj_request r;
  request_of(0, &r);
  CHECK(cj__kernel_find(c, &r) == NULL, "empty table");
  pthread_t th[2];
  for (int t = 0; t < 2; t++)
    pthread_create(&th[t], NULL, reader, &s);
  for (int i = 0; i < N_KERNELS; i++) {
    pthread_mutex_lock(&c->mu);
    CHECK(cj__kernel_insert(c, kernel_of(i)) == CJ_OK, "insert %d", i);
    pthread_mutex_unlock(&c->mu);
    atomic_store(&s.published, i + 1);
  }
  atomic_store(&s.stop, 1);
  for (int t = 0; t < 2; t++)
    pthread_join(th[t], NULL);
  CHECK(atomic_load(&s.wrong) == 0, "%ld lookups found the wrong kernel", atomic_load(&s.wrong));
  CHECK(atomic_load(&s.lost) == 0, "%ld lookups missed a published kernel", atomic_load(&s.lost));
  printf("%ld lookups raced the inserts\n", atomic_load(&s.lookups));
  int found = 0;
  for (int i = 0; i < N_KERNELS; i++) {
    request_of(i, &r);
    cj_kernel *k = cj__kernel_find(c, &r);
    found += k && k->plan.grid == i;
  }
  CHECK(found == N_KERNELS, "found %d of %d", found, N_KERNELS);
  request_of(0, &r);
  r.count = 7;
  CHECK(cj__kernel_find(c, &r) == NULL, "an absent request misses");
  cj_ktable *t = atomic_load(&c->kernels);
  CHECK(t && t->used == N_KERNELS && (t->mask + 1) >= 2 * N_KERNELS, "table of %u slots",
        t ? t->mask + 1 : 0);
  cj__comm_free_kernels(c);
  CHECK(atomic_load(&c->kernels) == NULL, "freed");
  pthread_mutex_destroy(&c->mu);
  free(c);
  return test_end();
}
