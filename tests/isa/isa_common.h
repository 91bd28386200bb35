/* Shared helpers of the ISA tests: targets, skipping when a tool is missing, text search. */
#ifndef COLLJIT_ISA_COMMON_H
#define COLLJIT_ISA_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test.h"
#include "codegen.h"
#include "support.h"
#include "toolchain.h"

/* A missing tool ends the test here: skipped, or failed under COLLJIT_REQUIRE_TOOLCHAINS=1. */
static inline void isa_missing(const char *what) {
  test_tool_missing(what, cj_last_error());
  exit(test_end());
}

static inline cj_target isa_target(const char *name) {
  cj_target t;
  cj_status s = cj__target_parse(name, &t);
  if (s) {
    fprintf(stderr, "target %s: %s\n", name, cj_last_error());
    exit(1);
  }
  return t;
}

static inline int has(const char *text, const char *needle) {
  return text && strstr(text, needle) != NULL;
}

static inline int has_elf_magic(const cj_blob *b) {
  return b->size >= 4 && !memcmp(b->data, "\177ELF", 4);
}

/* ptxas where cj__ptxas looks for it: $CUDA_HOME/bin, then PATH. */
static inline int isa_have_ptxas(void) {
  char path[4096];
  snprintf(path, sizeof path, "%s/bin/ptxas", cj__env()->cuda_home ? cj__env()->cuda_home : "");
  char *p = cj__find_program(path, NULL);
  if (!p) p = cj__find_program("ptxas", NULL);
  free(p);
  return p != NULL;
}

#endif
