/* A small, defensive reader of ELF64 little-endian files (AMD code objects, cubins). Every
 * offset is checked against the blob: corrupt input yields CJ_E_CORRUPT, never a crash. */
#ifndef COLLJIT_ELF_H
#define COLLJIT_ELF_H

#include <stddef.h>
#include <stdint.h>

#include "colljit.h"

#define CJ_ELF_SHT_SYMTAB 2u
#define CJ_ELF_SHT_NOBITS 8u
#define CJ_ELF_SHT_DYNSYM 11u
#define CJ_ELF_STT_OBJECT 1u
#define CJ_ELF_STT_FUNC 2u

typedef struct cj_elf {
  const unsigned char *data;
  size_t size;
  uint64_t shoff;
  unsigned shnum, shstrndx;
} cj_elf;

typedef struct cj_elf_section {
  const char *name; /* points into the blob */
  unsigned index;
  uint32_t type, link;
  uint64_t flags, addr, offset, size, entsize;
} cj_elf_section;

typedef struct cj_elf_symbol {
  const char *name; /* points into the blob */
  uint64_t value, size;
  unsigned shndx, type, bind;
} cj_elf_symbol;

/* Checks the header and the section table. */
cj_status cj__elf_open(cj_elf *e, const void *data, size_t size);
cj_status cj__elf_section(const cj_elf *e, unsigned index, cj_elf_section *out);
/* *found = 0 (and CJ_OK) when there is no such section. */
cj_status cj__elf_find_section(const cj_elf *e, const char *name, cj_elf_section *out, int *found);
/* The file bytes of a section (NULL for an empty or NOBITS section). */
cj_status cj__elf_section_bytes(const cj_elf *e, const cj_elf_section *s,
                                const unsigned char **out);

/* Calls fn for every symbol of .symtab (or .dynsym when there is no .symtab), in file order;
 * fn returns nonzero to stop. */
typedef int (*cj_elf_symbol_fn)(const cj_elf_symbol *s, void *ctx);
cj_status cj__elf_symbols(const cj_elf *e, cj_elf_symbol_fn fn, void *ctx);
cj_status cj__elf_find_symbol(const cj_elf *e, const char *name, cj_elf_symbol *out, int *found);
/* The n bytes at a symbol's address inside its section. */
cj_status cj__elf_symbol_bytes(const cj_elf *e, const cj_elf_symbol *s, uint64_t n,
                               const unsigned char **out);

#endif
