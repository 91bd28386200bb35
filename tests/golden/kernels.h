/* Small kernels built with the kir builder for the HIP printer tests. */
#ifndef COLLJIT_TEST_KERNELS_H
#define COLLJIT_TEST_KERNELS_H

#include "kir.h"

/* Every op kind: arithmetic on each type, compares, selects, conversions (f16/bf16 too),
 * vectors, loads/stores with every hint and under-alignment, atomics of both widths with every
 * order and scope, fences, the barrier, variables, if/else, for (unrolled too), while, the
 * timer and comments. */
kir_kernel *tk_all_ops(void);
/* A grid-stride copy of 16-byte vectors (src, dst, n16 = number of vectors). */
kir_kernel *tk_copy_v4(void);
/* Waits until *flag >= target (acquire, system scope), with a timeout that stores into
 * *status; then releases a counter. */
kir_kernel *tk_wait_flag(void);

#endif
