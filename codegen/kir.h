/* kir: the kernel IR. A small typed, structured program that every collective generator
 * builds and that three consumers read: the HIP printer, the LLVM IR printer and the CPU
 * executor. Nothing in here knows a language or a vendor.
 *
 * Model
 *  - A kernel has parameters, mutable variables and one root region. A region is a list of
 *    instructions; IF / FOR / WHILE own sub-regions. There are no gotos, breaks or returns.
 *  - Values are SSA: each value-producing instruction defines a fresh kir_val (1-based; 0 means
 *    "none"). A value may be used after its definition in the same region or in regions nested
 *    inside it (structured dominance). Inside loops it is redefined on each iteration.
 *  - Variables (kir_var) are mutable slots of one type; VAR_SET / VAR_GET read and write them.
 *  - One kernel instance runs as a grid of `grid` blocks of `block_threads` threads. Both are
 *    compile-time constants of the kernel (specialisation), as is everything else in the plan.
 *  - PTR values point to global memory (64-bit), SPTR values into the block's shared memory
 *    (see Compute below). PTR_ADD offsets in bytes.
 *
 * Semantics the consumers must agree on
 *  - Integer arithmetic wraps (two's complement). UDIV/UREM by zero and shifts >= width are
 *    never generated.
 *  - F32 arithmetic is IEEE single precision, no fused multiply-add, no fast-math. MIN/MAX on
 *    F32 are IEEE minNum/maxNum (a NaN operand yields the other operand). On integers MIN/MAX
 *    are signed, UMIN/UMAX unsigned.
 *  - CMP on F32 is ordered (false when either operand is NaN) except FNE which is unordered.
 *  - FEXT: F16 or BF16 -> F32, exact. FTRUNC: F32 -> F16 or BF16, round to nearest even;
 *    F16 overflow gives infinity; a NaN stays a (quiet) NaN with the same sign.
 *    BITCAST: between types of equal size (I16<->F16/BF16, I32<->F32, I64<->PTR).
 *  - LOAD/STORE: `align` (bytes, power of two) is a promise about the address. `hint` is a
 *    cache policy request that a consumer may ignore.
 *  - Atomics are on I32 or I64 in global memory, with an order and a scope. ATOMIC_RMW and
 *    ATOMIC_CAS return the old value. FENCE orders this thread's memory operations at a scope.
 *  - BARRIER is a block-wide barrier (all threads of the block arrive) that also orders memory
 *    at block scope, like __syncthreads(). It must not be inside control flow that diverges
 *    across the block.
 *  - FOR: for (i = lo; i < hi; i += step), unsigned compare in the type of lo (I32 or I64);
 *    the body sees i as the value `dst` of the FOR instruction.
 *  - WHILE: region r0 computes the condition (value `a`, I1) before every iteration; the loop
 *    ends when it is false; region r1 is the body.
 *  - TIMER_NS: a monotonic nanosecond clock shared by the whole device (I64).
 *
 * Compute: shared memory, warp operations, matrix fragments
 *  - Shared memory is a second address space: the kernel declares statically sized arrays
 *    (kir_shared_new); every block has its own copy of each, uninitialised when the block
 *    starts, gone when it ends. SHARED gives an array's base as an SPTR, a 32-bit byte offset
 *    into the block's shared memory (the arrays are laid out in declaration order, each at its
 *    alignment; shared_bytes is the total). PTR_ADD adds an I32 to an SPTR. LOAD and STORE
 *    through an SPTR access shared memory (hint NONE only); the access must lie inside
 *    [0, shared_bytes) and keep its alignment promise. The printers declare the arrays as one
 *    block of shared_bytes: static, or on NVIDIA beyond 48 KiB, where the kernel says that its
 *    launcher supplies it (shared_dynamic_ok), one dynamic (extern) array whose size the launch
 *    passes (cj__dynamic_shared); the semantics are the same.
 *  - Shared memory is ordered by BARRIER only: when one thread writes a byte and another
 *    thread reads or writes it (or one reads and another then writes it), a BARRIER must be
 *    executed between the two accesses. Anything else is a race (the CPU executor reports
 *    it); lanes of a warp exchange values with SHFL, not through shared memory.
 *  - Warps: the block's threads form warps of warp_size (32 or 64) consecutive tids; lane =
 *    tid mod warp_size. block_threads is a multiple of warp_size in a kernel that uses SHFL,
 *    LDMATRIX, DS_READ_TR16 or MMA, and every lane of a warp executes these together (no
 *    divergence inside a warp).
 *  - SHFL (I32 or F32 a, I32 b; s = b mod warp_size): XOR reads lane (lane ^ s); DOWN reads
 *    lane + s, or the lane's own a when lane + s >= warp_size; IDX reads lane s. The bits move
 *    unchanged (F32 NaNs included).
 *  - LDMATRIX (warp 32; dst I32, V2I32 or V4I32: x1, x2, x4 matrices; a: SPTR, 16-byte aligned):
 *    matrix i (0 <= i < x) is 8 rows of 8 b16 elements; row r of matrix i is the 16 bytes at
 *    a of lane 8i + r. Lane l receives in word i the elements (l/4, 2(l%4)) in its low half and
 *    (l/4, 2(l%4)+1) in its high half; with the TRANS flag (flags bit KIR_LDMATRIX_TRANS) the
 *    elements (2(l%4), l/4) and (2(l%4)+1, l/4).
 *  - DS_READ_TR16 (warp 64, gfx950 only: ds_read_b64_tr_b16; dst V2I32 of 4 b16 elements, element
 *    e in word e/2, e odd in the high half; a: SPTR, 8-byte aligned): within each group of 16
 *    lanes 16g + s (s = 0..15), lane s reads the 4 elements D[s][0..3] at a; lane 16g + j
 *    receives element e = D[j/4 + 4e][j%4]. With lane s = 4b + c pointing at row b (0..3),
 *    columns 4c..4c+3 of a 4 x 16 block whose rows are contiguous, lane j gets column j:
 *    rows 0..3 as elements 0..3.
 *  - CP_ASYNC copies imm (4, 8 or 16) bytes from global b to shared a (both aligned to imm);
 *    when c (I1) is given and false, it writes zeros and does not read b. The copy completes
 *    asynchronously: CP_COMMIT closes the thread's open group of copies, CP_WAIT n returns once
 *    all but the newest n committed groups of this thread have completed. A completed copy is
 *    a write by the thread that issued it (other threads read it after a BARRIER); reading
 *    bytes of a copy that has not completed is an error.
 *  - MMA: D = A x B + C on one warp's fragments, f32 accumulation of bf16 or f16 inputs.
 *    Each element of D is C plus the exact products summed in f32 (in increasing k in the
 *    CPU executor; the hardware's order and internal precision may differ in the last bits).
 *    Fragments, with 16-bit elements packed two per I32 word, lower index in the low half:
 *    M16N8K16 (warp 32; A V4I32, B V2I32, C and D V4I32 of f32 bits), g = lane/4, t = lane%4:
 *      A (16x16, row-major): word 0 = A[g][2t..2t+1], 1 = A[g+8][2t..2t+1],
 *                            2 = A[g][2t+8..2t+9], 3 = A[g+8][2t+8..2t+9];
 *      B (16x8): word 0 = B[2t..2t+1][g], word 1 = B[2t+8..2t+9][g];
 *      C, D (16x8): word 0 = [g][2t], 1 = [g][2t+1], 2 = [g+8][2t], 3 = [g+8][2t+1].
 *    M32N32K8 (warp 64; A and B V2I32, C and D V16I32 of f32 bits), j = lane%32, h = lane/32:
 *      A (32x8): element e (0..3) = A[j][4h+e]; B (8x32): element e = B[4h+e][j];
 *      C, D (32x32): word e (0..15) = [8(e/4) + 4h + e%4][j].
 *    M32N32K16 (warp 64, gfx950 only; A and B V4I32, C and D as M32N32K8):
 *      A (32x16): element e (0..7) = A[j][8h+e]; B (16x32): element e = B[8h+e][j].
 *  - Warpgroup MMA (NVIDIA sm_90, warp 32; block_threads a multiple of 128). A warpgroup is
 *    4 consecutive warps (tid / 128); all its 128 threads execute WGMMA* together.
 *    SHARED_ADDR gives the hardware address of an SPTR in the shared window: the block's
 *    shared memory starts at a multiple of KIR_SHARED_ALIGN there. A matrix descriptor (I64)
 *    holds: bits 0-13 address / 16, 16-29 LBO / 16, 32-45 SBO / 16, 62-63 the swizzle (1:
 *    128 bytes, the only one generated). The swizzled layout: byte address x is stored at
 *    x ^ (((x >> 7) & 7) << 4) (16-byte chunk c of a 128-byte row r goes to chunk c ^ (r % 8)
 *    within 1024-byte atoms). Element (i, k) of a 64 x 16 A (i = m) or of an N x 16 B (i = n):
 *      K-major: start + (i / 8) SBO + (i % 8) 128 + 2k;
 *      MN-major (flag KIR_WGMMA_MN_A / _B): start + (i / 64) LBO + (k / 8) SBO + (k % 8) 128
 *      + 2 (i % 64).
 *    WGMMA shape m64nNk16 adds A x B to the N / 8 accumulator variables acc0, acc0 + 1, ..
 *    (V4I32 of f32 bits): warp w = (tid / 32) % 4, g = lane / 4, t = lane % 4, variable j holds
 *    [16w + g][8j + 2t], [16w + g][8j + 2t + 1], [16w + g + 8][8j + 2t], [16w + g + 8][8j + 2t + 1]
 *    (each element plus the exact products in increasing k, f32, as MMA). It is asynchronous:
 *    WGMMA_COMMIT closes the warpgroup's open WGMMAs into a group, WGMMA_WAIT n returns once all
 *    but the newest n groups completed. Until then the accumulators must not be read or
 *    written and the shared bytes it reads must not change. WGMMA_FENCE must come between any
 *    other write of an accumulator variable and the WGMMA that reads it. Shared bytes written
 *    by STORE or CP_ASYNC reach a WGMMA only through a PROXY_FENCE by the writing thread after
 *    the write (completed copies: after the CP_WAIT) and before the BARRIER that orders them.
 *  - Roles and mbarriers (NVIDIA sm_90, warp 32): an IF with flag KIR_IF_ROLES (kir_roles_begin)
 *    has both branches, a condition uniform over each warpgroup, and its branches run at the
 *    same time: the warpgroups of one may wait for the other's. Neither branch holds a BARRIER
 *    (the block's threads are split), a RET or a value or variable the other branch or the code
 *    after the IF reads. An mbarrier is 8 bytes of shared memory (8-byte aligned) that only the
 *    MBAR_* instructions touch. MBAR_INIT (one thread; a BARRIER before any other thread uses
 *    it) sets its phase 0 expecting imm (1..1024) arrivals. MBAR_ARRIVE: each active thread
 *    arrives once (a release at block scope of the thread's earlier accesses); the arrival that
 *    completes the expected count completes the phase and opens the next one. MBAR_WAIT a, b:
 *    returns once the phase of parity b (0 or 1) completed, that is while the current phase's
 *    parity differs from b (a fresh mbarrier: at once for parity 1, after its first phase for
 *    0), an acquire of what the arrivals of that phase released. A consumer of shared bytes
 *    written by a producer warpgroup waits on the mbarrier the writer arrived at after the
 *    write (a CP_ASYNC write: after its CP_WAIT; for a WGMMA reader also after its
 *    PROXY_FENCE); the writer reuses bytes a reader read once it waited on an mbarrier the
 *    reader arrived at after the read (a WGMMA's read: after the WGMMA_WAIT that retired it).
 *    SETMAXNREG imm (24..256, a multiple of 8) sets the executing warpgroup's registers per
 *    thread (flag KIR_SETMAXNREG_INC raises, else lowers; all 128 threads together; no effect
 *    in the CPU executor).
 *  - Tensor maps (NVIDIA sm_90, warp 32): a kernel parameter with flag KIR_PARAM_TMAP is a
 *    2-D tensor map (kabi.h, cj_tmap: where the matrix lies, its shape, the box a copy moves,
 *    the swizzle), passed by value (the driver's 128-byte encoding on the GPU, a pointer to the
 *    cj_tmap in the CPU executor). TMA_LOAD a, b, c, imm: each active thread starts a copy of
 *    the box whose first element is at (x, y) = b of map parameter imm into shared memory at
 *    a (1024-byte aligned for the 128-byte swizzle: 16-byte chunk j of box row r lands at
 *    chunk j ^ (r % 8) of that row; elements outside the matrix are zeros) through the async
 *    proxy: no PROXY_FENCE between it and a WGMMA, but one (by the writing threads, before a
 *    BARRIER) between STOREs to those bytes and a later TMA_LOAD into them. When all its bytes
 *    have landed the copy counts them off the open phase of mbarrier c, which completes once
 *    its arrivals and its expected bytes are both counted off; MBAR_EXPECT_TX adds imm bytes
 *    to the phase, then arrives. The bytes are not there before a wait on that phase returns
 *    (the CPU executor writes them when a wait polls the mbarrier), and a copy must not start
 *    into bytes a thread may still access without a BARRIER or an mbarrier between.
 *  - FDIV and FSQRT on F32 are IEEE operations, correctly rounded (what HIP and CUDA compile
 *    `/` and sqrtf to without fast-math, and LLVM's fdiv and llvm.sqrt.f32).
 *  - PERM (AMD only: v_perm_b32; dst, a, b I32, selector imm, 32 bits): byte i of dst is chosen
 *    by byte i of the selector, s, from the 8 bytes x = a:b (b bytes 0-3, a bytes 4-7): s 0-7
 *    byte s of x; 8, 9, 10, 11 0xff where bit 15, 31, 47, 63 of x is set, else 0; 12 zero;
 *    13 or more 0xff. Each lane on its own (no warp rule).
 */
#ifndef COLLJIT_KIR_H
#define COLLJIT_KIR_H

#include <stdint.h>
#include <stddef.h>

#include "strbuf.h"

#define KIR_TYPE_LIST(X)                                                                       \
  X(KT_VOID, "void", 0)                                                                        \
  X(KT_I1, "i1", 1)                                                                            \
  X(KT_I16, "i16", 2)                                                                          \
  X(KT_I32, "i32", 4)                                                                          \
  X(KT_I64, "i64", 8)                                                                          \
  X(KT_F16, "f16", 2)                                                                          \
  X(KT_BF16, "bf16", 2)                                                                        \
  X(KT_F32, "f32", 4)                                                                          \
  X(KT_PTR, "ptr", 8)                                                                          \
  X(KT_V2I32, "v2i32", 8)                                                                      \
  X(KT_V4I32, "v4i32", 16)                                                                     \
  X(KT_SPTR, "sptr", 4)                                                                        \
  X(KT_V16I32, "v16i32", 64)

#define KIR_X_(e, ...) e,
typedef enum kir_type { KIR_TYPE_LIST(KIR_X_) KT_COUNT_ } kir_type;
#undef KIR_X_

/* Opcodes: (enum, text name). */
/* Opcode classes: printers and the executor dispatch on the class, not on ranges of the enum. */
typedef enum kir_op_class {
  KC_VALUE,   /* constants, parameters, ids, the clock */
  KC_ARITH,   /* integer / float arithmetic and shifts: dst = a op b */
  KC_BITWISE, /* and, or, xor: dst = a op b, also on I1 */
  KC_MINMAX,  /* min, max, umin, umax: dst = a op b */
  KC_CMP,     /* dst(I1) = a <pred> b */
  KC_SELECT,  /* dst = a ? b : c */
  KC_CVT,     /* conversions */
  KC_ADDR,    /* pointer arithmetic */
  KC_MEM,     /* plain loads and stores */
  KC_VECTOR,  /* lanes of vectors */
  KC_ATOMIC,  /* atomic loads, stores, read-modify-writes */
  KC_SYNC,    /* fences, barriers */
  KC_VAR,     /* mutable variables */
  KC_CONTROL, /* structured control flow */
  KC_NOTE,    /* no semantics */
  KC_COMPUTE, /* shared arrays, warp operations, matrix fragments (see "Compute" above) */
} kir_op_class;

#define KIR_OP_LIST(X)                                                                         \
  X(KIR_CONST, "const", KC_VALUE)         /* dst = imm (bits of the constant)                 */\
  X(KIR_PARAM, "param", KC_VALUE)         /* dst = kernel parameter number imm                */\
  X(KIR_TID, "tid", KC_VALUE)             /* dst(I32) = thread index in the block             */\
  X(KIR_BID, "bid", KC_VALUE)             /* dst(I32) = block index in the grid               */\
  X(KIR_TIMER_NS, "timer_ns", KC_VALUE)   /* dst(I64) = device nanosecond clock               */\
  X(KIR_ADD, "add", KC_ARITH)                                                                  \
  X(KIR_SUB, "sub", KC_ARITH)                                                                  \
  X(KIR_MUL, "mul", KC_ARITH)                                                                  \
  X(KIR_UDIV, "udiv", KC_ARITH)                                                                \
  X(KIR_UREM, "urem", KC_ARITH)                                                                \
  X(KIR_AND, "and", KC_BITWISE)                                                                \
  X(KIR_OR, "or", KC_BITWISE)                                                                  \
  X(KIR_XOR, "xor", KC_BITWISE)                                                                \
  X(KIR_SHL, "shl", KC_ARITH)                                                                  \
  X(KIR_LSHR, "lshr", KC_ARITH)                                                                \
  X(KIR_ASHR, "ashr", KC_ARITH)                                                                \
  X(KIR_MIN, "min", KC_MINMAX)                                                                 \
  X(KIR_MAX, "max", KC_MINMAX)                                                                 \
  X(KIR_UMIN, "umin", KC_MINMAX)                                                               \
  X(KIR_UMAX, "umax", KC_MINMAX)                                                               \
  X(KIR_CMP, "cmp", KC_CMP)             /* dst(I1) = a <pred imm> b                         */ \
  X(KIR_SELECT, "select", KC_SELECT)       /* dst = a ? b : c                                  */\
  X(KIR_ZEXT, "zext", KC_CVT)                                                                  \
  X(KIR_SEXT, "sext", KC_CVT)                                                                  \
  X(KIR_TRUNC, "trunc", KC_CVT)                                                                \
  X(KIR_BITCAST, "bitcast", KC_CVT)                                                            \
  X(KIR_FEXT, "fext", KC_CVT)                                                                  \
  X(KIR_FTRUNC, "ftrunc", KC_CVT)                                                              \
  X(KIR_SITOFP, "sitofp", KC_CVT)       /* I32 -> F32, round to nearest even               */  \
  X(KIR_FPTOSI, "fptosi", KC_CVT)       /* F32 -> I32, toward zero, saturating, NaN -> 0    */ \
  X(KIR_PTR_ADD, "ptr_add", KC_ADDR)     /* dst(PTR) = a + b bytes (b: I64)                  */\
  X(KIR_LOAD, "load", KC_MEM)           /* dst = *a                                         */ \
  X(KIR_LOAD_OFF, "load_off", KC_MEM)   /* dst = *(a + zext b + zext c); kir_load_off       */ \
  X(KIR_STORE, "store", KC_MEM)         /* *a = b                                           */ \
  X(KIR_EXTRACT, "extract", KC_VECTOR)     /* dst(I32) = lane imm of vector a                  */\
  X(KIR_INSERT, "insert", KC_VECTOR)       /* dst = vector a with lane imm replaced by b       */\
  X(KIR_SPLAT, "splat", KC_VECTOR)         /* dst(vector) = every lane b (I32)                 */\
  X(KIR_ATOMIC_LOAD, "atomic_load", KC_ATOMIC)                                                 \
  X(KIR_ATOMIC_STORE, "atomic_store", KC_ATOMIC)                                               \
  X(KIR_ATOMIC_RMW, "atomic_rmw", KC_ATOMIC)   /* dst = old; *a = old <rmw imm> b              */\
  X(KIR_ATOMIC_CAS, "atomic_cas", KC_ATOMIC)   /* dst = old; if old == b: *a = c                */\
  X(KIR_FENCE, "fence", KC_SYNC)                                                               \
  X(KIR_BARRIER, "barrier", KC_SYNC)                                                           \
  X(KIR_VAR_GET, "var_get", KC_VAR)     /* dst = var                                        */ \
  X(KIR_VAR_SET, "var_set", KC_VAR)     /* var = a                                          */ \
  X(KIR_IF, "if", KC_CONTROL)               /* if (a) r0 else r1 (r1 may be -1)                 */\
  X(KIR_FOR, "for", KC_CONTROL)             /* for (dst = a; dst < b; dst += c) r0              */\
  X(KIR_WHILE, "while", KC_CONTROL)         /* while ({r0; a}) r1                               */\
  X(KIR_COMMENT, "comment", KC_NOTE)     /* text = comment, no semantics                     */\
  X(KIR_SHARED, "shared", KC_COMPUTE)       /* dst(SPTR) = base of shared array imm         */\
  X(KIR_SHFL, "shfl", KC_COMPUTE)           /* dst = a of the warp lane mode imm and b name  */\
  X(KIR_LDMATRIX, "ldmatrix", KC_COMPUTE)   /* dst = 8x8 b16 matrices at the warp's rows a  */\
  X(KIR_CP_ASYNC, "cp_async", KC_COMPUTE)   /* shared a <- global b, imm bytes, c: I1 or 0  */\
  X(KIR_CP_COMMIT, "cp_commit", KC_COMPUTE) /* closes this thread's open group of cp_async  */\
  X(KIR_CP_WAIT, "cp_wait", KC_COMPUTE)     /* waits until at most imm groups are pending   */\
  X(KIR_MMA, "mma", KC_COMPUTE)             /* dst = a * b + c, warp-wide, shape imm        */\
  X(KIR_FDIV, "fdiv", KC_COMPUTE)           /* dst(F32) = a / b, IEEE, correctly rounded     */\
  X(KIR_FSQRT, "fsqrt", KC_COMPUTE)         /* dst(F32) = sqrt(a), IEEE, correctly rounded   */\
  X(KIR_SHARED_ADDR, "shared_addr", KC_COMPUTE) /* dst(I32) = shared-window address of SPTR a */\
  X(KIR_WGMMA, "wgmma", KC_COMPUTE)         /* vars var.. += desc a x desc b, warpgroup     */\
  X(KIR_WGMMA_FENCE, "wgmma_fence", KC_COMPUTE)   /* orders register writes before wgmma   */\
  X(KIR_WGMMA_COMMIT, "wgmma_commit", KC_COMPUTE) /* closes the warpgroup's open wgmma group */\
  X(KIR_WGMMA_WAIT, "wgmma_wait", KC_COMPUTE)     /* waits until at most imm groups pending */\
  X(KIR_PROXY_FENCE, "proxy_fence", KC_COMPUTE)   /* this thread's shared writes -> wgmma  */\
  X(KIR_DS_READ_TR16, "ds_read_tr16", KC_COMPUTE) /* dst(V2I32) = 4 b16, 16-lane transpose */\
  X(KIR_PERM, "perm", KC_COMPUTE)           /* dst(I32) = bytes of a:b chosen by selector imm */\
  X(KIR_MBAR_INIT, "mbar_init", KC_COMPUTE)     /* mbarrier at shared a expects imm arrivals  */\
  X(KIR_MBAR_ARRIVE, "mbar_arrive", KC_COMPUTE) /* each active thread arrives at mbarrier a   */\
  X(KIR_MBAR_WAIT, "mbar_wait", KC_COMPUTE)     /* waits for a's phase of parity b (I32)      */\
  X(KIR_SETMAXNREG, "setmaxnreg", KC_COMPUTE)   /* warpgroup register budget imm (flags: inc) */\
  X(KIR_MBAR_EXPECT_TX, "mbar_expect_tx", KC_COMPUTE) /* mbarrier a: imm more bytes, arrive */\
  X(KIR_TMA_LOAD, "tma_load", KC_COMPUTE) /* shared a <- box at b (V2I32) of map param imm, mbar c */\
  X(KIR_TMA_STORE, "tma_store", KC_COMPUTE) /* box at b (V2I32) of map param imm <- shared a */\
  X(KIR_BULK_COMMIT, "bulk_commit", KC_COMPUTE) /* closes the thread's group of tma_stores   */\
  X(KIR_BULK_WAIT, "bulk_wait", KC_COMPUTE) /* at most imm groups pending (flags: reads only) */\
  X(KIR_WG_BARRIER, "wg_barrier", KC_COMPUTE) /* the executing warpgroup's 128 threads meet */

#define KIR_X_(e, ...) e,
typedef enum kir_opcode { KIR_OP_LIST(KIR_X_) KIR_OP_COUNT_ } kir_opcode;
#undef KIR_X_
kir_op_class kir_op_class_of(kir_opcode op);
/* 1 for the two-operand ops dst = a op b (arithmetic, bitwise, min/max). */
int kir_op_is_binary(kir_opcode op);

#define KIR_PRED_LIST(X)                                                                       \
  X(KIR_EQ, "eq")                                                                              \
  X(KIR_NE, "ne")                                                                              \
  X(KIR_SLT, "slt")                                                                            \
  X(KIR_SLE, "sle")                                                                            \
  X(KIR_SGT, "sgt")                                                                            \
  X(KIR_SGE, "sge")                                                                            \
  X(KIR_ULT, "ult")                                                                            \
  X(KIR_ULE, "ule")                                                                            \
  X(KIR_UGT, "ugt")                                                                            \
  X(KIR_UGE, "uge")                                                                            \
  X(KIR_FEQ, "feq")                                                                            \
  X(KIR_FNE, "fne")                                                                            \
  X(KIR_FLT, "flt")                                                                            \
  X(KIR_FLE, "fle")                                                                            \
  X(KIR_FGT, "fgt")                                                                            \
  X(KIR_FGE, "fge")

#define KIR_RMW_LIST(X)                                                                        \
  X(KIR_RMW_ADD, "add")                                                                        \
  X(KIR_RMW_XCHG, "xchg")                                                                      \
  X(KIR_RMW_UMAX, "umax")                                                                      \
  X(KIR_RMW_OR, "or")

#define KIR_ORDER_LIST(X)                                                                      \
  X(KIR_RELAXED, "relaxed")                                                                    \
  X(KIR_ACQUIRE, "acquire")                                                                    \
  X(KIR_RELEASE, "release")                                                                    \
  X(KIR_ACQ_REL, "acq_rel")

#define KIR_SCOPE_LIST(X)                                                                      \
  X(KIR_SCOPE_BLOCK, "block")                                                                  \
  X(KIR_SCOPE_DEVICE, "device")                                                                \
  X(KIR_SCOPE_SYSTEM, "system")

/* Cache policy for LOAD/STORE. STREAM: touched once, do not keep (nontemporal / evict-first).
 * VOLATILE: bypass caches that could hold a stale copy of peer memory (polling data). */
#define KIR_HINT_LIST(X)                                                                       \
  X(KIR_HINT_NONE, "none")                                                                     \
  X(KIR_HINT_STREAM, "stream")                                                                 \
  X(KIR_HINT_VOLATILE, "volatile")

/* SHFL modes (imm) */
#define KIR_SHFL_LIST(X)                                                                       \
  X(KIR_SHFL_XOR, "xor")                                                                       \
  X(KIR_SHFL_DOWN, "down")                                                                     \
  X(KIR_SHFL_IDX, "idx")

/* MMA shapes (imm): (enum, name, warp size) */
#define KIR_MMA_LIST(X)                                                                        \
  X(KIR_MMA_M16N8K16_BF16, "m16n8k16.bf16", 32)                                                \
  X(KIR_MMA_M16N8K16_F16, "m16n8k16.f16", 32)                                                  \
  X(KIR_MMA_M32N32K8_BF16, "m32n32k8.bf16", 64)                                                \
  X(KIR_MMA_M32N32K8_F16, "m32n32k8.f16", 64)                                                 \
  X(KIR_MMA_M32N32K16_BF16, "m32n32k16.bf16", 64)                                              \
  X(KIR_MMA_M32N32K16_F16, "m32n32k16.f16", 64)

/* Warpgroup MMA shapes (imm of WGMMA): (enum, name, N). Each is M64 x N x K16, f32
 * accumulators, bf16 or f16 inputs. */
#define KIR_WGMMA_LIST(X)                                                                      \
  X(KIR_WGMMA_N64_BF16, "m64n64k16.bf16", 64)                                                  \
  X(KIR_WGMMA_N128_BF16, "m64n128k16.bf16", 128)                                               \
  X(KIR_WGMMA_N256_BF16, "m64n256k16.bf16", 256)                                               \
  X(KIR_WGMMA_N64_F16, "m64n64k16.f16", 64)                                                    \
  X(KIR_WGMMA_N128_F16, "m64n128k16.f16", 128)                                                 \
  X(KIR_WGMMA_N256_F16, "m64n256k16.f16", 256)

#define KIR_X_(e, ...) e,
typedef enum kir_wgmma_shape { KIR_WGMMA_LIST(KIR_X_) KIR_WGMMA_COUNT_ } kir_wgmma_shape;
typedef enum kir_shfl_mode { KIR_SHFL_LIST(KIR_X_) KIR_SHFL_COUNT_ } kir_shfl_mode;
typedef enum kir_mma_shape { KIR_MMA_LIST(KIR_X_) KIR_MMA_COUNT_ } kir_mma_shape;
typedef enum kir_pred { KIR_PRED_LIST(KIR_X_) KIR_PRED_COUNT_ } kir_pred;
typedef enum kir_rmw { KIR_RMW_LIST(KIR_X_) KIR_RMW_COUNT_ } kir_rmw;
typedef enum kir_order { KIR_ORDER_LIST(KIR_X_) KIR_ORDER_COUNT_ } kir_order;
typedef enum kir_scope { KIR_SCOPE_LIST(KIR_X_) KIR_SCOPE_COUNT_ } kir_scope;
typedef enum kir_hint { KIR_HINT_LIST(KIR_X_) KIR_HINT_COUNT_ } kir_hint;
#undef KIR_X_

typedef uint32_t kir_val; /* 0: none */
typedef uint32_t kir_var; /* index into kernel->vars */

/* FOR flags */
#define KIR_FOR_UNROLL 1u /* ask the compiler to unroll fully (trip count is constant) */
#define KIR_FOR_UNROLL2 2u /* ask the compiler to unroll by two (a hint: any trip count) */
/* LDMATRIX flags */
#define KIR_LDMATRIX_TRANS 1u
/* cp_async flags: keep the source in the SM's first-level cache (.ca; else 16-byte copies
 * bypass it, .cg) */
#define KIR_CP_L1 1u
/* bulk_wait flags: wait until the groups' reads of shared memory are done (not their writes) */
#define KIR_BULK_READ 1u
/* IF flag: the two branches are roles that run at the same time (kir.h, "Roles") */
#define KIR_IF_ROLES 1u
/* SETMAXNREG flag: raise the budget (else lower it) */
#define KIR_SETMAXNREG_INC 1u
/* WGMMA flags: the operand is stored MN-major (A: m, B: n contiguous) instead of K-major */
#define KIR_WGMMA_MN_A 1u
#define KIR_WGMMA_MN_B 2u
/* Alignment of the block's shared memory in the hardware's window (SHARED_ADDR): every array
 * offset that is a multiple of it is a multiple of it as an address too. */
#define KIR_SHARED_ALIGN 1024
/* Shared memory: the most a kernel may declare (bytes: 227 KiB, an sm_90 block's most); a
 * target may allow less (cj__shared_limit). */
#define KIR_MAX_SHARED (227 * 1024)

typedef struct kir_inst {
  kir_opcode op;
  kir_type type;   /* type of dst (or of the stored value for STORE/ATOMIC_STORE/VAR_SET) */
  kir_val dst;     /* 0 when the instruction defines nothing */
  kir_val a, b, c; /* operands */
  int64_t imm;     /* CONST bits, PARAM index, CMP pred, RMW op, EXTRACT/INSERT lane */
  kir_var var;     /* VAR_GET / VAR_SET */
  int32_t r0, r1;  /* sub-regions (IF, FOR, WHILE); -1 when absent */
  uint16_t align;  /* LOAD/STORE alignment in bytes */
  uint8_t order;   /* kir_order */
  uint8_t scope;   /* kir_scope */
  uint8_t hint;    /* kir_hint */
  uint8_t flags;   /* KIR_FOR_*, KIR_IF_ROLES, KIR_LDMATRIX_TRANS, KIR_WGMMA_MN_*, .. */
  const char *text; /* COMMENT text (owned by the kernel) */
} kir_inst;

typedef struct kir_region {
  kir_inst *insts;
  int n, cap;
} kir_region;

/* Parameter attributes. */
#define KIR_PARAM_NOALIAS 1u  /* no other parameter points into the same memory */
#define KIR_PARAM_READONLY 2u /* the kernel never writes through it */
/* A tensor map (kir.h, "Tensor maps"): CJ_TMAP_BYTES passed by value, a PTR to them in the
 * kernel; only TMA_LOAD reads it. */
#define KIR_PARAM_TMAP 4u

typedef struct kir_param {
  char *name;
  kir_type type;
  unsigned flags;
  int align; /* PTR: guaranteed alignment of the address in bytes (0: element alignment) */
} kir_param;

typedef struct kir_var_info {
  char *name;
  kir_type type;
} kir_var_info;

typedef struct kir_shared_info {
  char *name;
  uint32_t offset, bytes;
} kir_shared_info;

typedef struct kir_kernel {
  char *name;
  int block_threads; /* launch bound: exactly this many threads per block */
  /* launch bound (NVIDIA): at least this many blocks resident on an SM, so the compiler keeps
   * registers to 64K / (min_blocks x block_threads); 0: none */
  int min_blocks;
  /* launch bounds (AMD): at least this many waves per SIMD, so the compiler keeps a wave's
   * registers, arch and acc together, to 512 / waves; 0: none. waves_per_eu is the HIP
   * printer's (amdgpu_waves_per_eu, cj__gemm_amd_waves), llvm_waves_per_eu the LLVM IR
   * printer's ("amdgpu-waves-per-eu", cj__gemm_amd_llvm_waves: fewer kernels, the LLVM
   * compilers spilling in some that hiprtc holds to 2 waves without) */
  int waves_per_eu;
  int llvm_waves_per_eu;
  int grid;          /* the number of blocks it is written for */
  int warp_size;     /* 32 or 64 */
  kir_param *params;
  int nparams;
  kir_var_info *vars;
  int nvars;
  kir_type *val_types; /* [nvals + 1], index 0 unused */
  uint32_t nvals;
  kir_region *regions; /* regions[0] is the root */
  int nregions;
  char **texts; /* owned strings (comments) */
  int ntexts;
  kir_shared_info *shared; /* shared arrays, in declaration order */
  int nshared;
  uint32_t shared_bytes; /* their total size (a multiple of 16; 0: no shared memory) */
  /* 1: the kernel's launcher supplies dynamic shared memory (cj__dynamic_shared bytes), so
   * that on NVIDIA it may exceed 48 KiB; 0 (the default): static shared memory only */
  int shared_dynamic_ok;
  int shared_align; /* the largest alignment an array asked for (0: none) */
} kir_kernel;

/* ---- builder ---------------------------------------------------------------------------- */
typedef struct kir_builder {
  kir_kernel *k;
  int stack[64]; /* open regions, innermost last */
  int depth;
  int open_inst[64]; /* for each open structured instruction: its (region, index) packed */
  int open_region[64];
  int nopen;
  int failed; /* sticky: a builder misuse; the message is in err */
  char err[160];
} kir_builder;

kir_kernel *kir_kernel_new(const char *name, int block_threads, int grid, int warp_size);
void kir_kernel_free(kir_kernel *k);
/* Starts building into k's root region. */
void kir_builder_init(kir_builder *b, kir_kernel *k);
/* 0 when the kernel is complete and consistent (every region closed, no misuse). */
int kir_builder_finish(kir_builder *b);

kir_val kir_param_new(kir_builder *b, const char *name, kir_type t, unsigned flags, int align);
kir_val kir_const(kir_builder *b, kir_type t, int64_t bits);
kir_val kir_i32(kir_builder *b, int32_t v);
kir_val kir_i64(kir_builder *b, int64_t v);
kir_val kir_f32(kir_builder *b, float v);
kir_val kir_tid(kir_builder *b);
kir_val kir_bid(kir_builder *b);
kir_val kir_timer_ns(kir_builder *b);
kir_val kir_bin(kir_builder *b, kir_opcode op, kir_val x, kir_val y);
kir_val kir_cmp(kir_builder *b, kir_pred p, kir_val x, kir_val y);
kir_val kir_select(kir_builder *b, kir_val c, kir_val x, kir_val y);
kir_val kir_cvt(kir_builder *b, kir_opcode op, kir_type to, kir_val x);
kir_val kir_ptr_add(kir_builder *b, kir_val p, kir_val bytes);
kir_val kir_load(kir_builder *b, kir_type t, kir_val p, int align, kir_hint hint);
/* dst (16 bytes) = *(base + zext(soff) + zext(voff)): base (a global pointer) and soff (I32)
 * the same in every thread of the block, voff (I32) each thread's own; every access ends
 * within `extent` bytes of base (an access past it is the generator's error: the CPU executor
 * reports it). AMD: a raw buffer load (base's resource and soff in scalar registers, voff in
 * one vector register: no 64-bit address per thread, which the compilers otherwise keep per
 * load); elsewhere a plain load. */
kir_val kir_load_off(kir_builder *b, kir_type t, kir_val base, kir_val soff, kir_val voff,
                     uint32_t extent, int align);
void kir_store(kir_builder *b, kir_val p, kir_val v, int align, kir_hint hint);
kir_val kir_extract(kir_builder *b, kir_val vec, int lane);
kir_val kir_insert(kir_builder *b, kir_val vec, int lane, kir_val x);
kir_val kir_splat(kir_builder *b, kir_type vt, kir_val x);
kir_val kir_atomic_load(kir_builder *b, kir_type t, kir_val p, kir_order o, kir_scope s);
void kir_atomic_store(kir_builder *b, kir_val p, kir_val v, kir_order o, kir_scope s);
kir_val kir_atomic_rmw(kir_builder *b, kir_rmw op, kir_val p, kir_val v, kir_order o,
                       kir_scope s);
kir_val kir_atomic_cas(kir_builder *b, kir_val p, kir_val expect, kir_val desired, kir_order o,
                       kir_scope s);
void kir_fence(kir_builder *b, kir_order o, kir_scope s);
void kir_barrier(kir_builder *b);
void kir_comment(kir_builder *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- compute (semantics above) ---------------------------------------------------------- */
/* Declares a shared array of `bytes` (> 0) at alignment `align` (power of two, <=
 * KIR_SHARED_ALIGN);
 * returns its index, -1 on failure (the builder records why). */
int kir_shared_new(kir_builder *b, const char *name, int bytes, int align);
kir_val kir_shared(kir_builder *b, int array); /* its base (SPTR) */
kir_val kir_shfl(kir_builder *b, kir_shfl_mode mode, kir_val x, kir_val lane);
/* t: I32, V2I32 or V4I32 (x1, x2, x4); flags: KIR_LDMATRIX_TRANS */
kir_val kir_ldmatrix(kir_builder *b, kir_type t, kir_val sptr, unsigned flags);
/* gfx950's transposing LDS read (DS_READ_TR16): V2I32, in a warp-64 kernel */
kir_val kir_ds_read_tr16(kir_builder *b, kir_val sptr);
/* AMD's byte permute (PERM): I32 bytes of hi:lo (I32 each) chosen by `sel` */
kir_val kir_perm(kir_builder *b, kir_val hi, kir_val lo, uint32_t sel);
/* pred: an I1 value or 0 (always copy) */
void kir_cp_async(kir_builder *b, kir_val sdst, kir_val gsrc, int bytes, kir_val pred);
/* kir_cp_async with flags (KIR_CP_L1) */
void kir_cp_async_f(kir_builder *b, kir_val sdst, kir_val gsrc, int bytes, kir_val pred,
                    unsigned flags);
void kir_cp_commit(kir_builder *b);
void kir_cp_wait(kir_builder *b, int pending);
kir_val kir_mma(kir_builder *b, kir_mma_shape shape, kir_val a, kir_val bm, kir_val c);
/* Warpgroup MMA (semantics above): acc0 is the first of N / 8 consecutive V4I32 variables. */
kir_val kir_shared_addr(kir_builder *b, kir_val sptr);
void kir_wgmma(kir_builder *b, kir_wgmma_shape shape, kir_var acc0, kir_val desc_a,
               kir_val desc_b, unsigned flags);
void kir_wgmma_fence(kir_builder *b);
void kir_wgmma_commit(kir_builder *b);
void kir_wgmma_wait(kir_builder *b, int pending);
void kir_proxy_fence(kir_builder *b);
const char *kir_wgmma_name(kir_wgmma_shape m);
int kir_is_wgmma_op(kir_opcode op); /* SHARED_ADDR and the WGMMA* instructions */
int kir_uses_wgmma(const kir_kernel *k);
/* 1 when variable v is an accumulator of some WGMMA of the kernel. */
int kir_var_is_wgmma_acc(const kir_kernel *k, kir_var v);
int kir_wgmma_n(kir_wgmma_shape m);
int kir_wgmma_f16(kir_wgmma_shape m);
/* The 64-bit matrix descriptor of a 128-byte-swizzled operand at shared-window address addr
 * (I32 value) with leading and stride byte offsets lbo, sbo. */
kir_val kir_wgmma_desc(kir_builder *b, kir_val addr, uint32_t lbo, uint32_t sbo);
/* roles and mbarriers (NVIDIA sm_90; kir.h, "Roles and mbarriers") */
void kir_roles_begin(kir_builder *b, kir_val c); /* then kir_else, kir_if_end */
void kir_mbar_init(kir_builder *b, kir_val sptr, int count);
void kir_mbar_arrive(kir_builder *b, kir_val sptr);
void kir_mbar_wait(kir_builder *b, kir_val sptr, kir_val parity);
void kir_setmaxnreg(kir_builder *b, int regs, int inc);
/* Tensor maps (NVIDIA sm_90): the active threads each arrive at the mbarrier at sptr after
 * adding `bytes` (1..2^20 - 1) to the bytes its phase waits for; a copy of the box at
 * coordinates xy (V2I32: x along the contiguous dimension, y the row) of the tensor map
 * parameter `param` (flag KIR_PARAM_TMAP) into shared memory at sdst, its bytes counted off
 * that phase at the mbarrier `mbar` when they land. */
void kir_mbar_expect_tx(kir_builder *b, kir_val sptr, int bytes);
void kir_tma_load(kir_builder *b, kir_val sdst, kir_val xy, kir_val mbar, int param);
/* The box at xy of map `param` written from shared memory at ssrc (laid out as a TMA_LOAD of
 * that map would land it; elements outside the matrix are not written), asynchronously
 * through the async proxy: the writing threads' PROXY_FENCE and a BARRIER come between
 * STOREs to ssrc and it; BULK_COMMIT closes the issuing thread's group of them; BULK_WAIT n
 * (flags KIR_BULK_READ: only their reads of shared memory) returns once at most n of its
 * groups are pending. Nothing may write the bytes a store reads before that wait. */
void kir_tma_store(kir_builder *b, kir_val ssrc, kir_val xy, int param);
void kir_bulk_commit(kir_builder *b);
void kir_bulk_wait(kir_builder *b, int n, unsigned flags);
/* The 128 threads of the executing warpgroup meet (NVIDIA sm_90, warp 32; named barrier 1 +
 * tid / 128): their shared-memory accesses before it are ordered before theirs after it. Every
 * thread of the warpgroup reaches it; unlike BARRIER it may stand in a role. */
void kir_wg_barrier(kir_builder *b);
int kir_uses_roles(const kir_kernel *k);
int kir_is_mbar_op(kir_opcode op); /* MBAR_* and SETMAXNREG (sm_90 only) */
kir_val kir_fdiv(kir_builder *b, kir_val x, kir_val y); /* F32 */
kir_val kir_fsqrt(kir_builder *b, kir_val x);           /* F32 */
/* 1 when the kernel uses an instruction of the compute section (shared memory, SHFL,
 * LDMATRIX, CP_*, MMA). */
int kir_uses_compute(const kir_kernel *k);
const char *kir_shfl_name(kir_shfl_mode m);
const char *kir_mma_name(kir_mma_shape m);
int kir_mma_warp(kir_mma_shape m); /* the warp size a shape needs */
int kir_mma_k16(kir_mma_shape m);  /* 1: M32N32K16 (gfx950 only) */

/* The variable's name is `name` followed by its index, so names are unique. */
kir_var kir_var_new(kir_builder *b, const char *name, kir_type t, kir_val init);
kir_val kir_var_get(kir_builder *b, kir_var v);
void kir_var_set(kir_builder *b, kir_var v, kir_val x);

/* if (c) { ... } [else { ... }] */
void kir_if_begin(kir_builder *b, kir_val c);
void kir_else(kir_builder *b);
void kir_if_end(kir_builder *b);
/* returns the induction value, usable inside the body */
kir_val kir_for_begin(kir_builder *b, kir_val lo, kir_val hi, kir_val step, unsigned flags);
void kir_for_end(kir_builder *b);
/* while: begin opens the condition region; kir_while_do(b, cond) closes it and opens the body */
void kir_while_begin(kir_builder *b);
void kir_while_do(kir_builder *b, kir_val cond);
void kir_while_end(kir_builder *b);

/* ---- queries ---------------------------------------------------------------------------- */
const char *kir_type_name(kir_type t);
int kir_type_size(kir_type t);
int kir_type_is_int(kir_type t); /* I1, I16, I32, I64 */
int kir_type_is_vec(kir_type t);
int kir_vec_lanes(kir_type t); /* 2 or 4 for vectors, 1 otherwise */
const char *kir_op_name(kir_opcode op);
const char *kir_pred_name(kir_pred p);
const char *kir_rmw_name(kir_rmw r);
const char *kir_order_name(kir_order o);
const char *kir_scope_name(kir_scope s);
const char *kir_hint_name(kir_hint h);
static inline kir_type kir_val_type(const kir_kernel *k, kir_val v) { return k->val_types[v]; }

/* Human-readable dump (`colljit gen --emit kir`), deterministic. */
void kir_print(const kir_kernel *k, cj_sb *sb);

#endif
