/* The HIP printer's compute section (print_hip_compute.c), used by print_hip.c. */
#ifndef COLLJIT_PRINT_HIP_H
#define COLLJIT_PRINT_HIP_H

#include "codegen.h"

const char *cj__hip_ctype(kir_type t); /* "cj_u32", ... or NULL */
/* Prints one compute instruction (SHARED .. MMA) after the line's indentation; on failure
 * writes why into msg and returns the status. */
cj_status cj__hip_compute(const kir_kernel *k, const cj_target *t, const kir_inst *in, cj_sb *sb,
                          char *msg, size_t n);

#endif
