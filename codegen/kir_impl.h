/* Internals of the kernel IR shared by kir.c and kir_compute.c. Not an interface. */
#ifndef COLLJIT_KIR_IMPL_H
#define COLLJIT_KIR_IMPL_H

#include "kir.h"

kir_inst *cj__kir_emit(kir_builder *b, kir_opcode op, kir_type t, int defines);
kir_type cj__kir_vt(kir_builder *b, kir_val v);
int cj__kir_check(kir_builder *b, int ok, const char *what);
char *cj__kir_dupstr(const char *s);
/* The text dump of the compute instructions (after "%N:t = opname"). */
void cj__kir_print_compute(const kir_kernel *k, const kir_inst *in, cj_sb *sb);

#endif
