/* A machine without GPUs: every backend entry point answers with a status and a message
 * (never a crash), communicators fail to form with "no GPU found", and the runtime API turns
 * NULL arguments into statuses. Skipped where a backend finds a device. */
#include <string.h>

#include "backend.h"
#include "support.h"
#include "test.h"

/* The statuses a backend may give when it has no device to work with. */
static int no_device_status(const cj_backend *be, cj_status s) {
  return s == CJ_E_UNAVAILABLE || (be->vendor == CJ_VENDOR_AMD && s == CJ_E_DEVICE);
}

#define EXPECT(be, call)                                                                           \
  do {                                                                                             \
    cj__clear_error();                                                                             \
    cj_status s_ = (be)->call;                                                                     \
    CHECK(no_device_status(be, s_), "%s: %s gave %s", (be)->name, #call, cj_status_name(s_));      \
    CHECK(cj_last_error()[0] != 0, "%s: %s left no message", (be)->name, #call);                   \
  } while (0)

static void skip_if_devices(const cj_backend *be) {
  int n = 0;
  if (be->load() == CJ_OK && be->device_count(&n) == CJ_OK && n > 0)
    TEST_SKIP("%s finds %d device%s: this test is for machines without GPUs", be->name, n,
              n == 1 ? "" : "s");
}

static void memory_and_sharing(const cj_backend *be) {
  uint64_t p = 0, base = 0;
  size_t size = 0;
  char host[16] = {0};
  cj_ipc_handle h;
  int yes = 0;
  memset(&h, 0, sizeof h);
  EXPECT(be, alloc(4096, &p));
  EXPECT(be, release(0x1000));
  EXPECT(be, fill(0x1000, 0, 16));
  EXPECT(be, copy_htod(0x1000, host, sizeof host));
  EXPECT(be, copy_dtoh(host, 0x1000, sizeof host));
  EXPECT(be, copy_dtod_async(0x1000, 0x2000, 16, NULL));
  EXPECT(be, pointer_range(0x1000, &base, &size));
  EXPECT(be, ipc_export(0x1000, &h));
  EXPECT(be, ipc_import(&h, &p));
  EXPECT(be, ipc_close(0x1000));
  EXPECT(be, can_access_peer(0, 1, &yes));
  EXPECT(be, enable_peer(1));
  CHECK(p == 0, "%s: alloc or import wrote a pointer", be->name);
}

static void code_streams_graphs(const cj_backend *be) {
  void *mod = NULL, *fn = NULL, *st = NULL, *ev = NULL, *exec = NULL, *args[1] = {NULL};
  static const char image[16] = "not a module";
  int yes = 0;
  float ms = 0;
  EXPECT(be, module_load(image, sizeof image, &mod));
  EXPECT(be, module_function(mod, "cj_kernel", &fn));
  EXPECT(be, module_unload(mod));
  EXPECT(be, launch(fn, 1, 64, 0, NULL, args));
  EXPECT(be, stream_create(&st));
  EXPECT(be, stream_destroy(st));
  EXPECT(be, stream_sync(NULL));
  EXPECT(be, stream_capturing(NULL, &yes));
  EXPECT(be, event_create(&ev));
  EXPECT(be, event_destroy(ev));
  EXPECT(be, event_record(ev, NULL));
  EXPECT(be, event_elapsed_ms(ev, ev, &ms));
  EXPECT(be, graph_begin(NULL));
  EXPECT(be, graph_end(NULL, &exec));
  EXPECT(be, graph_launch(exec, NULL));
  EXPECT(be, graph_destroy(exec));
  CHECK(!mod && !fn && !st && !ev && !exec, "%s: a failing call produced a handle", be->name);
}

static void every_entry_point(const cj_backend *be) {
  int n = -1, access = 0, atomics = 0;
  char link[64];
  cj_device_info info;
  char ver[64];
  CHECK(be->name && be->name[0], "backend without a name");
  EXPECT(be, load());
  EXPECT(be, load()); /* the second call answers the same, from the recorded result */
  EXPECT(be, device_count(&n));
  CHECK(n == 0, "%s: device_count wrote %d", be->name, n);
  EXPECT(be, device_info(0, &info));
  EXPECT(be, bind(0));
  memory_and_sharing(be);
  code_streams_graphs(be);
  EXPECT(be, version(ver, sizeof ver));
  if (be->link_info) EXPECT(be, link_info(0, 1, &access, &atomics, link, sizeof link));
  printf("%s: %s\n", be->name, cj_last_error());
}

static int fake_allgather(void *user, const void *mine, void *all, size_t n) {
  (*(int *)user)++;
  memcpy(all, mine, n);
  return 0;
}

static void communicators(void) {
  cj_unique_id id;
  cj_comm *c = (cj_comm *)&id;
  CHECK(cj_get_unique_id(&id) == CJ_OK, "%s", cj_last_error());
  cj_status s = cj_comm_init_rank(&c, 1, &id, 0, NULL);
  CHECK(s == CJ_E_UNAVAILABLE && c == NULL, "init_rank: %s, comm %p", cj_status_name(s), (void *)c);
  CHECK(strstr(cj_last_error(), "no GPU found") != NULL, "init_rank message: %s", cj_last_error());

  int calls = 0;
  c = (cj_comm *)&id;
  s = cj_comm_init_with_allgather(&c, 1, 0, fake_allgather, &calls, NULL);
  CHECK(s == CJ_E_UNAVAILABLE && c == NULL, "init_with_allgather: %s", cj_status_name(s));
  CHECK(strstr(cj_last_error(), "no GPU found") != NULL, "init_with_allgather message: %s",
        cj_last_error());

  cj_comm *all[2] = {(cj_comm *)&id, (cj_comm *)&id};
  s = cj_comm_init_all(all, 2, NULL, NULL);
  CHECK(s == CJ_E_UNAVAILABLE && !all[0] && !all[1], "init_all: %s", cj_status_name(s));
  CHECK(cj_last_error()[0] != 0, "init_all left no message");
}

static void bad_comm_arguments(void) {
  cj_unique_id id;
  cj_comm *c = NULL;
  cj_comm_options bad = CJ_COMM_OPTIONS_INIT;
  bad.struct_size = 4;
  cj_get_unique_id(&id);
  CHECK(cj_comm_init_rank(NULL, 1, &id, 0, NULL) == CJ_E_INVALID, "NULL out");
  CHECK(cj_comm_init_rank(&c, 0, &id, 0, NULL) == CJ_E_INVALID, "0 ranks");
  CHECK(cj_comm_init_rank(&c, 2, &id, 2, NULL) == CJ_E_INVALID, "rank 2 of 2");
  CHECK(cj_comm_init_rank(&c, 1, NULL, 0, NULL) == CJ_E_INVALID, "NULL id");
  CHECK(cj_comm_init_rank(&c, 1, &id, 0, &bad) == CJ_E_INVALID, "struct_size 4");
  CHECK(cj_comm_init_with_allgather(&c, 1, 0, NULL, NULL, NULL) == CJ_E_INVALID, "NULL fn");
  CHECK(cj_comm_init_with_allgather(NULL, 1, 0, fake_allgather, NULL, NULL) == CJ_E_INVALID,
        "NULL out");
  CHECK(cj_comm_init_all(NULL, 1, NULL, NULL) == CJ_E_INVALID, "init_all NULL");
  CHECK(cj_comm_init_all(&c, 0, NULL, NULL) == CJ_E_INVALID, "init_all 0 devices");
  CHECK(c == NULL, "a failing init produced a communicator");
}

static void null_runtime_arguments(void) {
  void *p = (void *)&p;
  const void *table = NULL;
  uint64_t host[1];
  CHECK(cj_malloc(NULL, 16, &p) == CJ_E_INVALID, "cj_malloc(NULL comm)");
  CHECK(cj_malloc(NULL, 16, NULL) == CJ_E_INVALID, "cj_malloc(NULL, NULL)");
  CHECK(cj_free(NULL, p) == CJ_E_INVALID, "cj_free(NULL comm)");
  CHECK(cj_free(NULL, NULL) == CJ_E_INVALID, "cj_free(NULL, NULL)");
  CHECK(cj_all_gather(NULL, p, p, 16, CJ_F32, NULL) == CJ_E_INVALID, "cj_all_gather(NULL)");
  CHECK(cj_all_gather(NULL, NULL, NULL, 0, CJ_F32, NULL) == CJ_E_INVALID, "all NULL");
  CHECK(cj_barrier(NULL, NULL) == CJ_E_INVALID, "cj_barrier(NULL)");
  CHECK(cj_comm_check(NULL) == CJ_E_INVALID, "cj_comm_check(NULL)");
  CHECK(cj_last_error()[0] != 0, "cj_comm_check(NULL) left no message");
  CHECK(cj_all_reduce(NULL, p, p, 16, CJ_F32, CJ_SUM, NULL) == CJ_E_INVALID, "all_reduce");
  CHECK(cj_reduce_scatter(NULL, p, p, 16, CJ_F32, CJ_SUM, NULL) == CJ_E_INVALID, "reduce_scatter");
  CHECK(cj_all_to_all(NULL, p, p, 16, CJ_F32, NULL) == CJ_E_INVALID, "all_to_all");
  CHECK(cj_broadcast(NULL, p, p, 16, CJ_F32, 0, NULL) == CJ_E_INVALID, "broadcast");
  CHECK(cj_reduce(NULL, p, p, 16, CJ_F32, CJ_SUM, 0, NULL) == CJ_E_INVALID, "reduce");
  CHECK(cj_prepare(NULL, CJ_OP_ALL_GATHER, p, p, 16, CJ_F32, CJ_SUM, 0) == CJ_E_INVALID,
        "cj_prepare(NULL)");
  /* the one entry by op: each flat op and the barrier reach their call; an op with an entry
   * of its own, or none, is refused with its name */
  for (int o = 0; o < CJ_OP_COUNT_; o++)
    CHECK(cj_collective(NULL, (cj_op)o, p, p, 16, CJ_F32, CJ_SUM, 0, NULL) == CJ_E_INVALID,
          "cj_collective(NULL, %s)", cj_op_name((cj_op)o));
  CHECK(cj_collective(NULL, CJ_OP_GEMM, p, p, 16, CJ_BF16, CJ_SUM, 0, NULL) == CJ_E_INVALID &&
            strstr(cj_last_error(), "cj_gemm"),
        "cj_collective(gemm): %s", cj_last_error());
  CHECK(cj_collective(NULL, CJ_OP_ALL_REDUCE_RMSNORM, p, p, 16, CJ_BF16, CJ_SUM, 0, NULL) ==
                CJ_E_INVALID &&
            strstr(cj_last_error(), "cj_all_reduce_rmsnorm"),
        "cj_collective(rmsnorm): %s", cj_last_error());
  CHECK(cj_collective(NULL, CJ_OP_COUNT_, p, p, 16, CJ_F32, CJ_SUM, 0, NULL) == CJ_E_INVALID &&
            strstr(cj_last_error(), "unknown op"),
        "cj_collective(past the table): %s", cj_last_error());
  CHECK(cj_heap_bases(NULL, &table, host) == CJ_E_INVALID, "cj_heap_bases(NULL)");
  CHECK(cj_comm_destroy(NULL) == CJ_OK, "cj_comm_destroy(NULL)");
  CHECK(cj_comm_rank(NULL) == -1 && cj_comm_size(NULL) == 0 && cj_comm_device(NULL) == -1,
        "accessors of NULL");
  CHECK(cj_comm_last_error(NULL) != NULL, "cj_comm_last_error(NULL) is NULL");
  char key[8];
  int generic = 5;
  CHECK(cj_comm_last_kernel(NULL, key, sizeof key, &generic, 0) == CJ_E_INVALID && generic == 5,
        "cj_comm_last_kernel(NULL)");
}

int main(void) {
  skip_if_devices(&cj__backend_cuda);
  skip_if_devices(&cj__backend_hip);
  every_entry_point(&cj__backend_cuda);
  every_entry_point(&cj__backend_hip);
  CHECK(cj__backend_for(CJ_VENDOR_NVIDIA) == &cj__backend_cuda, "backend for NVIDIA");
  CHECK(cj__backend_for(CJ_VENDOR_AMD) == &cj__backend_hip, "backend for AMD");
  CHECK(cj__backend_for(CJ_VENDOR_HOST) == NULL, "backend for the host");
  CHECK(cj__backend_any() == NULL, "a backend with devices on a machine without GPUs");
  CHECK(strstr(cj_last_error(), "cuda") && strstr(cj_last_error(), "hip"),
        "cj__backend_any message names both backends: %s", cj_last_error());
  communicators();
  bad_comm_arguments();
  null_runtime_arguments();
  return test_end();
}
