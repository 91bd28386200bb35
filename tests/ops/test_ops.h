/* The test build's ops (the CMake option COLLJIT_TEST_OPS): included before every source of
 * that build, this appends them to CJ_OP_LIST (include/colljit.h) after the public ops. Each op
 * listed here has its row in codegen/ops.c (under COLLJIT_TEST_OPS, test_only set), its
 * generator in tests/ops/coll_*.c (compiled into the codegen layer) and its test in
 * tests/ops/test_*.c (the CTest of that name); nothing else names it. */
#ifndef COLLJIT_TEST_OPS_H
#define COLLJIT_TEST_OPS_H

#define CJ_OP_LIST_TEST_(X) X(CJ_OP_TEST_SUM, "test_sum") /* coll_test_sum.c, test_op_sum.c */

#endif
