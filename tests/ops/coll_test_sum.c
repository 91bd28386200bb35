/* test_sum, an op of the test build (tests/ops/test_ops.h): every rank's input combined with
 * the redop into every rank's output, in rank order 0..W-1 (every rank gets the same bits).
 * Its lowering is all_reduce one_shot's: the point of the op is the way in (codegen/ops.c, this
 * file and its test), not a new kernel. */
#include "coll.h"

cj_status cj__gen_test_sum(cj_gen *g) { return cj__gen_allreduce_one_shot(g); }
