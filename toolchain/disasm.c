/* Disassembly of code objects: AMD through LLVM's disassembler (all of .text, with a label at
 * every function symbol), NVIDIA cubins through nvdisasm or cuobjdump when present. Also the
 * kernel-descriptor facts of an AMD code object. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Disassembler.h>

#include "elf.h"
#include "llvm_init.h"
#include "support.h"
#include "toolchain.h"

/* ---- AMD ------------------------------------------------------------------------------------ */
typedef struct labels {
  cj_elf_symbol *v;
  size_t n, cap;
  unsigned text;
  int oom;
} labels;

static int collect_label(const cj_elf_symbol *s, void *ctx) {
  labels *l = ctx;
  if (s->shndx != l->text || s->type != CJ_ELF_STT_FUNC || !s->name[0]) return 0;
  if (l->n == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 16;
    cj_elf_symbol *v = realloc(l->v, cap * sizeof *v);
    if (!v) {
      l->oom = 1;
      return 1;
    }
    l->v = v;
    l->cap = cap;
  }
  l->v[l->n++] = *s;
  return 0;
}

static int by_address(const void *a, const void *b) {
  const cj_elf_symbol *x = a, *y = b;
  if (x->value != y->value) return x->value < y->value ? -1 : 1;
  return strcmp(x->name, y->name);
}

/* A kernel's label, then its descriptor's segment sizes as comments (the directives'
 * names, as llvm-objdump prints a descriptor). */
static void put_labels(const cj_blob *obj, const labels *l, size_t *next, uint64_t pc,
                       cj_sb *out) {
  while (*next < l->n && l->v[*next].value <= pc) {
    const char *name = l->v[*next].name;
    cj_amd_kernel_info kd;
    if (l->v[*next].value == pc) {
      cj_sb_printf(out, "%s:\n", name);
      if (cj__amd_kernel_info(obj, name, &kd) == CJ_OK)
        cj_sb_printf(out,
                     "  ; .amdhsa_group_segment_fixed_size %u\n"
                     "  ; .amdhsa_private_segment_fixed_size %u\n",
                     kd.group_segment_fixed_size, kd.private_segment_fixed_size);
      else
        cj__clear_error();
    }
    (*next)++;
  }
}

static void disasm_text(LLVMDisasmContextRef dc, const cj_blob *obj, const unsigned char *bytes,
                        const cj_elf_section *text, const labels *l, cj_sb *out) {
  char buf[256];
  size_t next = 0;
  uint64_t off = 0;
  while (off < text->size) {
    uint64_t pc = text->addr + off;
    put_labels(obj, l, &next, pc, out);
    size_t n =
        LLVMDisasmInstruction(dc, (uint8_t *)bytes + off, text->size - off, pc, buf, sizeof buf);
    if (n == 0) {
      uint64_t left = text->size - off, k = left < 4 ? left : 4;
      uint32_t w = 0;
      for (uint64_t i = 0; i < k; i++)
        w |= (uint32_t)bytes[off + i] << (8 * i);
      cj_sb_printf(out, "  .long 0x%08x\n", w);
      off += k;
      continue;
    }
    const char *s = buf;
    while (*s == ' ' || *s == '\t')
      s++;
    cj_sb_printf(out, "  %s\n", s);
    off += n;
  }
}

static cj_status amd_disasm(const cj_blob *obj, const cj_target *t, cj_sb *out) {
  cj_elf e;
  cj_elf_section text;
  const unsigned char *bytes;
  int found;
  cj_status s = cj__elf_open(&e, obj->data, obj->size);
  if (!s) s = cj__elf_find_section(&e, ".text", &text, &found);
  if (s) return s;
  if (!found) return cj__fail(CJ_E_CORRUPT, "disasm: the code object has no .text");
  if ((s = cj__elf_section_bytes(&e, &text, &bytes)) || !bytes) return s;
  labels l = {NULL, 0, 0, text.index, 0};
  if ((s = cj__elf_symbols(&e, collect_label, &l))) goto done;
  if (l.oom) {
    s = cj__fail(CJ_E_OOM, "disasm: out of memory");
    goto done;
  }
  if (l.n > 1) qsort(l.v, l.n, sizeof *l.v, by_address);
  cj__llvm_init();
  LLVMDisasmContextRef dc = LLVMCreateDisasmCPUFeatures(cj__llvm_triple(t), t->name,
                                                        t->llvm_features, NULL, 0, NULL, NULL);
  if (!dc) {
    s = cj__fail(CJ_E_UNAVAILABLE, "disasm: LLVM has no disassembler for %s", t->full);
    goto done;
  }
  disasm_text(dc, obj, bytes, &text, &l, out);
  LLVMDisasmDispose(dc);
  if (out->failed) s = cj__fail(CJ_E_OOM, "disasm: out of memory");
done:
  free(l.v);
  return s;
}

/* ---- NVIDIA --------------------------------------------------------------------------------- */
static char *find_tool(const char *name) {
  char path[4096];
  const char *home = cj__env()->cuda_home;
  if (home) {
    snprintf(path, sizeof path, "%s/bin/%s", home, name);
    char *p = cj__find_program(path, NULL);
    if (p) return p;
  }
  return cj__find_program(name, NULL);
}

int cj__have_sass_disasm(void) {
  char *tool = find_tool("nvdisasm");
  if (!tool) tool = find_tool("cuobjdump");
  free(tool);
  return tool != NULL;
}

static cj_status run_disassembler(char *tool, int is_nvdisasm, const cj_blob *obj, cj_sb *out) {
  char *dir = cj__make_temp_dir();
  if (!dir) return cj__fail(CJ_E_IO, "disasm: cannot create a temporary directory");
  char file[4096];
  snprintf(file, sizeof file, "%s/kernel.cubin", dir);
  cj_status s = CJ_OK;
  if (cj__write_file(file, obj->data, obj->size) != 0) {
    s = cj__fail(CJ_E_IO, "disasm: cannot write %s", file);
  } else {
    char *nv[] = {tool, "-c", file, NULL};
    char *cuobj[] = {tool, "-sass", file, NULL};
    cj_sb text;
    cj_sb_init(&text);
    int rc = cj__run_program(is_nvdisasm ? nv : cuobj, &text);
    if (rc != 0)
      s = cj__fail(CJ_E_COMPILE, "%s failed (exit %d): %s", tool, rc, text.data ? text.data : "");
    else if (text.len)
      cj_sb_append(out, text.data, text.len);
    cj_sb_free(&text);
  }
  cj__remove_tree(dir);
  free(dir);
  return s;
}

static cj_status nv_disasm(const cj_blob *obj, cj_sb *out) {
  if (obj->size < 4 || memcmp(obj->data, "\177ELF", 4) != 0)
    return cj__fail(CJ_E_INVALID, "disasm: the NVIDIA code object is not a cubin (PTX?)");
  int is_nvdisasm = 1;
  char *tool = find_tool("nvdisasm");
  if (!tool) {
    tool = find_tool("cuobjdump");
    is_nvdisasm = 0;
  }
  if (!tool)
    return cj__fail(CJ_E_UNAVAILABLE,
                    "disasm: neither nvdisasm nor cuobjdump found (CUDA_HOME/bin or PATH)");
  cj_status s = run_disassembler(tool, is_nvdisasm, obj, out);
  free(tool);
  return s;
}

cj_status cj__disasm(const cj_blob *obj, const cj_target *t, cj_sb *out) {
  if (!obj || !obj->data || !t || !out) return cj__fail(CJ_E_INVALID, "disasm: no code object");
  if (t->vendor == CJ_VENDOR_AMD) return amd_disasm(obj, t, out);
  if (t->vendor == CJ_VENDOR_NVIDIA) return nv_disasm(obj, out);
  return cj__fail(CJ_E_UNSUPPORTED, "disasm: target %s has no code objects", t->full);
}

/* ---- AMD kernel descriptor ---------------------------------------------------------------- */
static uint32_t rd32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

cj_status cj__amd_kernel_info(const cj_blob *obj, const char *kname, cj_amd_kernel_info *out) {
  if (!obj || !obj->data || !kname || !out)
    return cj__fail(CJ_E_INVALID, "kernel info: no code object or kernel name");
  char sym[512];
  if ((size_t)snprintf(sym, sizeof sym, "%s.kd", kname) >= sizeof sym)
    return cj__fail(CJ_E_INVALID, "kernel info: kernel name too long");
  cj_elf e;
  cj_elf_symbol kd;
  const unsigned char *d;
  int found;
  cj_status s = cj__elf_open(&e, obj->data, obj->size);
  if (!s) s = cj__elf_find_symbol(&e, sym, &kd, &found);
  if (s) return s;
  if (!found) return cj__fail(CJ_E_CORRUPT, "kernel info: no symbol %s in the code object", sym);
  if ((s = cj__elf_symbol_bytes(&e, &kd, 64, &d))) return s;
  out->group_segment_fixed_size = rd32(d);
  out->private_segment_fixed_size = rd32(d + 4);
  out->kernarg_size = rd32(d + 8);
  return CJ_OK;
}
