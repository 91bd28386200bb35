/* Defensive ELF64 little-endian reader: see elf.h. */
#include "elf.h"

#include <string.h>

#include "support.h"

static uint64_t rd(const unsigned char *p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; i--)
    v = (v << 8) | p[i];
  return v;
}

static int in_range(uint64_t size, uint64_t off, uint64_t len) {
  return off <= size && len <= size - off;
}

static cj_status corrupt(const char *what) { return cj__fail(CJ_E_CORRUPT, "ELF: %s", what); }

cj_status cj__elf_open(cj_elf *e, const void *data, size_t size) {
  memset(e, 0, sizeof *e);
  const unsigned char *d = data;
  if (!d || size < 64) return corrupt("shorter than an ELF64 header");
  if (memcmp(d, "\177ELF", 4) != 0) return corrupt("bad magic");
  if (d[4] != 2 || d[5] != 1) return corrupt("not a 64-bit little-endian file");
  e->data = d;
  e->size = size;
  e->shoff = rd(d + 0x28, 8);
  uint64_t shentsize = rd(d + 0x3a, 2);
  e->shnum = (unsigned)rd(d + 0x3c, 2);
  e->shstrndx = (unsigned)rd(d + 0x3e, 2);
  if (e->shnum == 0) return CJ_OK;
  if (shentsize != 64) return corrupt("unexpected section header size");
  if (!in_range(size, e->shoff, (uint64_t)e->shnum * 64))
    return corrupt("section table out of range");
  if (e->shstrndx >= e->shnum) return corrupt("section name table index out of range");
  return CJ_OK;
}

/* A NUL-terminated string at offset `off` of string-table section `strndx`, or NULL. */
static const char *string_at(const cj_elf *e, unsigned strndx, uint64_t off) {
  if (strndx >= e->shnum) return NULL;
  const unsigned char *h = e->data + e->shoff + (uint64_t)strndx * 64;
  uint64_t o = rd(h + 24, 8), n = rd(h + 32, 8);
  if (rd(h + 4, 4) == CJ_ELF_SHT_NOBITS || !in_range(e->size, o, n) || off >= n) return NULL;
  const char *s = (const char *)e->data + o + off;
  return memchr(s, 0, n - off) ? s : NULL;
}

cj_status cj__elf_section(const cj_elf *e, unsigned index, cj_elf_section *out) {
  if (index >= e->shnum) return corrupt("section index out of range");
  const unsigned char *h = e->data + e->shoff + (uint64_t)index * 64;
  out->index = index;
  out->type = (uint32_t)rd(h + 4, 4);
  out->flags = rd(h + 8, 8);
  out->addr = rd(h + 16, 8);
  out->offset = rd(h + 24, 8);
  out->size = rd(h + 32, 8);
  out->link = (uint32_t)rd(h + 40, 4);
  out->entsize = rd(h + 56, 8);
  out->name = string_at(e, e->shstrndx, rd(h, 4));
  if (!out->name) return corrupt("section name out of range");
  return CJ_OK;
}

cj_status cj__elf_find_section(const cj_elf *e, const char *name, cj_elf_section *out, int *found) {
  *found = 0;
  for (unsigned i = 0; i < e->shnum; i++) {
    cj_status s = cj__elf_section(e, i, out);
    if (s) return s;
    if (!strcmp(out->name, name)) {
      *found = 1;
      return CJ_OK;
    }
  }
  return CJ_OK;
}

cj_status cj__elf_section_bytes(const cj_elf *e, const cj_elf_section *s,
                                const unsigned char **out) {
  *out = NULL;
  if (s->type == CJ_ELF_SHT_NOBITS || s->size == 0) return CJ_OK;
  if (!in_range(e->size, s->offset, s->size)) return corrupt("section contents out of range");
  *out = e->data + s->offset;
  return CJ_OK;
}

/* The symbol table to read: .symtab, else .dynsym; *found = 0 when neither exists. */
static cj_status symbol_table(const cj_elf *e, cj_elf_section *tab, int *found) {
  cj_elf_section dyn;
  int have_dyn = 0;
  *found = 0;
  for (unsigned i = 0; i < e->shnum; i++) {
    cj_elf_section s;
    cj_status st = cj__elf_section(e, i, &s);
    if (st) return st;
    if (s.type == CJ_ELF_SHT_SYMTAB) {
      *tab = s;
      *found = 1;
      return CJ_OK;
    }
    if (s.type == CJ_ELF_SHT_DYNSYM && !have_dyn) {
      dyn = s;
      have_dyn = 1;
    }
  }
  if (have_dyn) *tab = dyn;
  *found = have_dyn;
  return CJ_OK;
}

static cj_status read_symbol(const cj_elf *e, const cj_elf_section *tab, const unsigned char *p,
                             cj_elf_symbol *out) {
  out->name = string_at(e, tab->link, rd(p, 4));
  if (!out->name) return corrupt("symbol name out of range");
  out->type = p[4] & 0xf;
  out->bind = p[4] >> 4;
  out->shndx = (unsigned)rd(p + 6, 2);
  out->value = rd(p + 8, 8);
  out->size = rd(p + 16, 8);
  return CJ_OK;
}

cj_status cj__elf_symbols(const cj_elf *e, cj_elf_symbol_fn fn, void *ctx) {
  cj_elf_section tab;
  int found;
  cj_status s = symbol_table(e, &tab, &found);
  if (s || !found) return s;
  const unsigned char *bytes;
  if ((s = cj__elf_section_bytes(e, &tab, &bytes))) return s;
  if (tab.entsize != 24 || tab.size % 24) return corrupt("bad symbol table entry size");
  for (uint64_t off = 0; bytes && off < tab.size; off += 24) {
    cj_elf_symbol sym;
    if ((s = read_symbol(e, &tab, bytes + off, &sym))) return s;
    if (fn(&sym, ctx)) break;
  }
  return CJ_OK;
}

typedef struct find_ctx {
  const char *name;
  cj_elf_symbol *out;
  int found;
} find_ctx;

static int match_symbol(const cj_elf_symbol *s, void *ctx) {
  find_ctx *f = ctx;
  if (strcmp(s->name, f->name) != 0) return 0;
  *f->out = *s;
  f->found = 1;
  return 1;
}

cj_status cj__elf_find_symbol(const cj_elf *e, const char *name, cj_elf_symbol *out, int *found) {
  find_ctx f = {name, out, 0};
  cj_status s = cj__elf_symbols(e, match_symbol, &f);
  *found = f.found;
  return s;
}

cj_status cj__elf_symbol_bytes(const cj_elf *e, const cj_elf_symbol *s, uint64_t n,
                               const unsigned char **out) {
  cj_elf_section sec;
  const unsigned char *bytes;
  *out = NULL;
  cj_status st = cj__elf_section(e, s->shndx, &sec);
  if (st) return st;
  if ((st = cj__elf_section_bytes(e, &sec, &bytes))) return st;
  if (!bytes || s->value < sec.addr || !in_range(sec.size, s->value - sec.addr, n))
    return corrupt("symbol contents out of its section");
  *out = bytes + (s->value - sec.addr);
  return CJ_OK;
}
