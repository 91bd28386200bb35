/* The ELF reader and the AMD code-object readers on real and corrupted input: every result is
 * a status (CJ_OK or CJ_E_CORRUPT), never a crash or a read outside the blob (run it under
 * ASan or valgrind to see the latter). */
#include <stdint.h>

#include "elf.h"
#include "isa_common.h"
#include "kir.h"

static kir_kernel *build_small(void) {
  kir_kernel *k = kir_kernel_new("cj_test_elf", 64, 1, 64);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val p = kir_param_new(&b, "p", KT_PTR, 0, 16);
  kir_val off = kir_cvt(&b, KIR_ZEXT, KT_I64, kir_bin(&b, KIR_SHL, kir_tid(&b), kir_i32(&b, 4)));
  kir_val q = kir_ptr_add(&b, p, off);
  kir_store(&b, q, kir_splat(&b, KT_V4I32, kir_bid(&b)), 16, KIR_HINT_NONE);
  kir_builder_finish(&b);
  return k;
}

static cj_blob code_object(const kir_kernel *k, const cj_target *t) {
  cj_sb ir, log;
  cj_sb_init(&ir);
  cj_sb_init(&log);
  cj_blob obj = {0, NULL};
  cj_status s = cj__print_llvm(k, t, &ir);
  if (!s) s = cj__toolchain_llvm.compile(ir.data, k->name, t, CJ_ART_OBJ, &obj, &log);
  if (s == CJ_E_UNAVAILABLE) isa_missing("ld.lld");
  CHECK(!s, "compile: %s\n%s", cj_last_error(), log.data ? log.data : "");
  cj_sb_free(&ir);
  cj_sb_free(&log);
  return obj;
}

/* Runs every reader on an exact-size copy of data[0..n); returns 0 on an unexpected status. */
static int readers_survive(const char *data, size_t n, const cj_target *t, const char *kname) {
  char *copy = malloc(n ? n : 1);
  if (n) memcpy(copy, data, n);
  cj_blob b = {n, copy};
  cj_amd_kernel_info info;
  cj_status s1 = cj__amd_kernel_info(&b, kname, &info);
  cj_sb dis;
  cj_sb_init(&dis);
  cj_status s2 = cj__disasm(&b, t, &dis);
  cj_elf e;
  cj_status s3 = cj__elf_open(&e, copy, n);
  cj_elf_section sec;
  int found;
  if (!s3) s3 = cj__elf_find_section(&e, ".rodata", &sec, &found);
  cj_sb_free(&dis);
  free(copy);
  int ok = 1;
  cj_status all[3] = {s1, s2, s3};
  for (int i = 0; i < 3; i++)
    ok &= all[i] == CJ_OK || all[i] == CJ_E_CORRUPT;
  return ok;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

int main(void) {
  cj_target t = isa_target("gfx942");
  kir_kernel *k = build_small();
  cj_blob obj = code_object(k, &t);
  if (!obj.data) return test_end();

  cj_elf e;
  cj_elf_section text;
  cj_elf_symbol kd;
  int found = 0;
  CHECK(!cj__elf_open(&e, obj.data, obj.size), "open: %s", cj_last_error());
  CHECK(!cj__elf_find_section(&e, ".text", &text, &found) && found, ".text present");
  CHECK(!cj__elf_find_symbol(&e, "cj_test_elf.kd", &kd, &found) && found && kd.size == 64,
        "kernel descriptor symbol of 64 bytes");
  CHECK(!cj__elf_find_symbol(&e, "no_such_symbol", &kd, &found) && !found, "absent symbol");
  cj_amd_kernel_info info;
  CHECK(!cj__amd_kernel_info(&obj, k->name, &info) && info.kernarg_size >= 8, "kernarg size");
  CHECK(cj__amd_kernel_info(&obj, "nope", &info) == CJ_E_CORRUPT, "unknown kernel");
  CHECK(cj__elf_open(&e, "hello", 5) == CJ_E_CORRUPT, "not ELF");

  int truncated_ok = 1;
  for (size_t n = 0; n < obj.size; n += (n < 128 ? 1 : 61))
    truncated_ok &= readers_survive(obj.data, n, &t, k->name);
  CHECK(truncated_ok, "truncated code objects give CJ_OK or CJ_E_CORRUPT");

  int flipped_ok = 1;
  char *m = malloc(obj.size);
  for (int it = 0; it < 1500; it++) {
    memcpy(m, obj.data, obj.size);
    for (int f = 0; f < 4; f++) {
      /* bias toward the headers, where offsets live */
      size_t span = (next_rand() & 1) ? obj.size : (obj.size < 256 ? obj.size : 256);
      size_t at = (it & 1) ? next_rand() % span : obj.size - 1 - next_rand() % (obj.size / 4);
      m[at] = (char)next_rand();
    }
    flipped_ok &= readers_survive(m, obj.size, &t, k->name);
  }
  free(m);
  CHECK(flipped_ok, "corrupted code objects give CJ_OK or CJ_E_CORRUPT");

  cj_blob_free(&obj);
  kir_kernel_free(k);
  return test_end();
}
