/* Internal state of the LLVM IR printer, shared by print_llvm.c (structure, values,
 * arithmetic) and print_llvm_mem.c (memory, atomics, fences, barriers, vendor intrinsics). */
#ifndef COLLJIT_PRINT_LLVM_H
#define COLLJIT_PRINT_LLVM_H

#include "codegen.h"

/* How a kir value is spelled as an LLVM operand. */
typedef enum pl_kind {
  PL_NAMED, /* %vN */
  PL_CONST, /* an immediate literal */
  PL_ALIAS, /* the same bits as another kir value (I16 <-> BF16 bitcast) */
  PL_ARG,   /* a kernel argument */
  PL_PHI,   /* %phiN: a variable's value where control flow joins */
  PL_ZERO,  /* the zero of its type: a variable read before any write */
  PL_TEMP   /* %tN: a printer temporary (param N), e.g. a warpgroup MMA's result */
} pl_kind;

typedef struct pl_val {
  pl_kind kind;
  kir_val alias; /* PL_ALIAS */
  int param;     /* PL_ARG; PL_PHI: N */
  int64_t imm;   /* PL_CONST */
} pl_val;

#define PL_MAX_DECLS 32

typedef struct pl {
  const kir_kernel *k;
  const cj_target *t;
  int amd;                                          /* 1: amdgcn, 0: nvptx64 */
  cj_sb *out;                                       /* the function body */
  cj_sb meta;                                       /* numbered metadata definitions */
  int nmeta;                                        /* next metadata number */
  int md_nontemporal, md_unroll_full, md_tid_range; /* -1 until first used */
  int nlabels;                     /* structured-instruction counter (block labels) */
  int ntemps;                      /* %tN counter */
  char cur[32];                    /* label of the block being written */
  pl_val *vals;                    /* [nvals + 1] */
  pl_val *reach;                   /* [nvars]: each variable's reaching value (SSA form) */
  int nphis;                       /* %phiN counter */
  int locals;                      /* 1: variables as allocas (cj__print_llvm_locals) */
  int convergent;                  /* 1: some call carries #1 (attributes: convergent) */
  const char *decls[PL_MAX_DECLS]; /* intrinsic declarations, in order of first use */
  int ndecls;
  cj_status err; /* sticky */
} pl;

/* ---- shared helpers (print_llvm.c) ---------------------------------------------------------- */
const char *pl_type(kir_type t);
void pl_operand(pl *p, kir_val v);      /* the operand, without its type */
void pl_typed(pl *p, kir_val v);        /* "type operand" */
void pl_def(pl *p, const kir_inst *in); /* "  %vN = " */
int pl_temp(pl *p);                     /* a fresh %tN number */
void pl_declare(pl *p, const char *decl);
int pl_meta(pl *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void pl_error(pl *p, cj_status s, const char *what);
void pl_ref(pl *p, const pl_val *r, kir_type t); /* a variable's value as an operand */
/* Variables written by instructions other than VAR_SET (a warpgroup MMA's accumulators): the
 * value of v here (loaded first in the alloca form), and v := the temporary %t<temp>. */
pl_val pl_var_value(pl *p, kir_var v);
void pl_var_assign(pl *p, kir_var v, int temp);

/* ---- arithmetic, conversions, vectors (print_llvm_ops.c) --------------------------------- */
void pl_binop(pl *p, const kir_inst *in); /* ADD .. UMAX */
void pl_cmp(pl *p, const kir_inst *in);
void pl_select(pl *p, const kir_inst *in);
void pl_cvt(pl *p, const kir_inst *in);    /* ZEXT .. FPTOSI */
void pl_vector(pl *p, const kir_inst *in); /* EXTRACT, INSERT, SPLAT */
void pl_ptr_add(pl *p, const kir_inst *in);

/* ---- memory and synchronisation (print_llvm_mem.c) ---------------------------------------- */
void pl_load(pl *p, const kir_inst *in);
void pl_load_off(pl *p, const kir_inst *in); /* kir_load_off: AMD buffer load */
void pl_store(pl *p, const kir_inst *in);
void pl_atomic(pl *p, const kir_inst *in); /* ATOMIC_LOAD/STORE/RMW/CAS */
void pl_fence(pl *p, const kir_inst *in);
void pl_barrier(pl *p);
void pl_special(pl *p, const kir_inst *in); /* TID, BID, TIMER_NS */

/* ---- compute: shared memory, warp operations, MMA (print_llvm_compute.c) -------------------- */
void pl_shared_decl(pl *p);  /* @cj_smem, when the kernel has shared memory */
int pl_shared_check(pl *p); /* its alignment past 16 bytes, trapped at entry (NVIDIA) */
void pl_compute(pl *p, const kir_inst *in); /* SHARED .. MMA */

#endif
