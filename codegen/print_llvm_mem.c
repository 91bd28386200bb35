/* LLVM IR printer: memory operations, atomics, fences, barriers and the vendor intrinsics.
 * AMD uses native LLVM atomics with syncscopes. NVIDIA uses inline PTX for every atomic and
 * fence: LLVM 19's NVPTX backend cannot select scoped atomics or fences. */
#include <stdio.h>
#include <string.h>

#include "print_llvm.h"

/* ---- plain loads and stores ------------------------------------------------------------------ */
static void mem_suffix(pl *p, const kir_inst *in) {
  cj_sb_printf(p->out, ", align %u", in->align ? in->align : 1u);
  if (in->hint == KIR_HINT_STREAM) {
    if (p->md_nontemporal < 0) p->md_nontemporal = pl_meta(p, "!{i32 1}");
    cj_sb_printf(p->out, ", !nontemporal !%d", p->md_nontemporal);
  }
  cj_sb_putc(p->out, '\n');
}

void pl_load(pl *p, const kir_inst *in) {
  pl_def(p, in);
  cj_sb_printf(p->out, "load %s%s, ", in->hint == KIR_HINT_VOLATILE ? "volatile " : "",
               pl_type(in->type));
  pl_typed(p, in->a);
  mem_suffix(p, in);
}

void pl_store(pl *p, const kir_inst *in) {
  cj_sb_printf(p->out, "  store %s", in->hint == KIR_HINT_VOLATILE ? "volatile " : "");
  pl_typed(p, in->b);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->a);
  mem_suffix(p, in);
}

/* ---- AMD: native atomics --------------------------------------------------------------------- */
static const char *amd_scope(int scope) {
  switch (scope) {
  case KIR_SCOPE_BLOCK:
    return " syncscope(\"workgroup\")";
  case KIR_SCOPE_DEVICE:
    return " syncscope(\"agent\")";
  default:
    return ""; /* system */
  }
}

static const char *llvm_order(int order) {
  switch (order) {
  case KIR_ACQUIRE:
    return "acquire";
  case KIR_RELEASE:
    return "release";
  case KIR_ACQ_REL:
    return "acq_rel";
  default:
    return "monotonic";
  }
}

/* cmpxchg's failure order may not release: drop the release half. */
static const char *cas_failure_order(int order) {
  return (order == KIR_ACQUIRE || order == KIR_ACQ_REL) ? "acquire" : "monotonic";
}

static const char *amd_rmw(int op) {
  switch (op) {
  case KIR_RMW_ADD:
    return "add";
  case KIR_RMW_XCHG:
    return "xchg";
  case KIR_RMW_UMAX:
    return "umax";
  case KIR_RMW_OR:
    return "or";
  default:
    return NULL;
  }
}

static void amd_atomic(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  const char *sc = amd_scope(in->scope), *ord = llvm_order(in->order);
  int align = kir_type_size(in->type);
  switch (in->op) {
  case KIR_ATOMIC_LOAD:
    pl_def(p, in);
    cj_sb_printf(o, "load atomic %s, ", pl_type(in->type));
    pl_typed(p, in->a);
    cj_sb_printf(o, "%s %s, align %d\n", sc, ord, align);
    break;
  case KIR_ATOMIC_STORE:
    cj_sb_puts(o, "  store atomic ");
    pl_typed(p, in->b);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->a);
    cj_sb_printf(o, "%s %s, align %d\n", sc, ord, align);
    break;
  case KIR_ATOMIC_RMW:
    if (!amd_rmw((int)in->imm)) {
      pl_error(p, CJ_E_UNSUPPORTED, "unknown atomic read-modify-write");
      return;
    }
    pl_def(p, in);
    cj_sb_printf(o, "atomicrmw %s ", amd_rmw((int)in->imm));
    pl_typed(p, in->a);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->b);
    cj_sb_printf(o, "%s %s, align %d\n", sc, ord, align);
    break;
  default: { /* CAS */
    int t = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = cmpxchg ", t);
    pl_typed(p, in->a);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->b);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->c);
    cj_sb_printf(o, "%s %s %s, align %d\n", sc, ord, cas_failure_order(in->order), align);
    pl_def(p, in);
    cj_sb_printf(o, "extractvalue { %s, i1 } %%t%d, 0\n", pl_type(in->type), t);
  }
  }
}

/* ---- NVIDIA: inline PTX -----------------------------------------------------------------------
 */
static const char *nv_scope(int scope) {
  switch (scope) {
  case KIR_SCOPE_BLOCK:
    return "cta";
  case KIR_SCOPE_DEVICE:
    return "gpu";
  default:
    return "sys";
  }
}

static const char *nv_sem(int order) {
  switch (order) {
  case KIR_ACQUIRE:
    return "acquire";
  case KIR_RELEASE:
    return "release";
  case KIR_ACQ_REL:
    return "acq_rel";
  default:
    return "relaxed";
  }
}

static const char *nv_rmw(int op, int wide) {
  switch (op) {
  case KIR_RMW_ADD:
    return wide ? "add.u64" : "add.u32";
  case KIR_RMW_XCHG:
    return wide ? "exch.b64" : "exch.b32";
  case KIR_RMW_UMAX:
    return wide ? "max.u64" : "max.u32";
  case KIR_RMW_OR:
    return wide ? "or.b64" : "or.b32";
  default:
    return NULL;
  }
}

/* %tN = the address as an i64 (the "l" register operand of the PTX). */
static int nv_addr(pl *p, kir_val ptr) {
  int t = pl_temp(p);
  cj_sb_printf(p->out, "  %%t%d = ptrtoint ", t);
  pl_typed(p, ptr);
  cj_sb_puts(p->out, " to i64\n");
  return t;
}

static void nv_atomic(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int wide = in->type == KT_I64;
  const char *ty = pl_type(in->type), *r = wide ? "l" : "r";
  const char *sem = nv_sem(in->order), *sc = nv_scope(in->scope);
  int a = nv_addr(p, in->a);
  if (in->op == KIR_ATOMIC_STORE) {
    cj_sb_printf(o,
                 "  call void asm sideeffect \"st.%s.%s.global.%s [$0], $1;\", "
                 "\"l,%s,~{memory}\"(i64 %%t%d, ",
                 sem, sc, wide ? "u64" : "u32", r, a);
    pl_typed(p, in->b);
    cj_sb_puts(o, ")\n");
    return;
  }
  pl_def(p, in);
  cj_sb_printf(o, "call %s asm sideeffect \"", ty);
  if (in->op == KIR_ATOMIC_LOAD) {
    cj_sb_printf(o, "ld.%s.%s.global.%s $0, [$1];\", \"=%s,l,~{memory}\"(i64 %%t%d)\n", sem, sc,
                 wide ? "u64" : "u32", r, a);
    return;
  }
  if (in->op == KIR_ATOMIC_RMW) {
    const char *op = nv_rmw((int)in->imm, wide);
    if (!op) {
      pl_error(p, CJ_E_UNSUPPORTED, "unknown atomic read-modify-write");
      return;
    }
    cj_sb_printf(o, "atom.%s.%s.global.%s $0, [$1], $2;\", \"=%s,l,%s,~{memory}\"(i64 %%t%d, ", sem,
                 sc, op, r, r, a);
    pl_typed(p, in->b);
    cj_sb_puts(o, ")\n");
    return;
  }
  cj_sb_printf(o,
               "atom.%s.%s.global.cas.%s $0, [$1], $2, $3;\", \"=%s,l,%s,%s,~{memory}\"(i64 "
               "%%t%d, ",
               sem, sc, wide ? "b64" : "b32", r, r, r, a);
  pl_typed(p, in->b);
  cj_sb_puts(o, ", ");
  pl_typed(p, in->c);
  cj_sb_puts(o, ")\n");
}

void pl_atomic(pl *p, const kir_inst *in) {
  if (in->type != KT_I32 && in->type != KT_I64) {
    pl_error(p, CJ_E_UNSUPPORTED, "atomic on a type other than i32/i64");
    return;
  }
  if (p->amd)
    amd_atomic(p, in);
  else
    nv_atomic(p, in);
}

void pl_fence(pl *p, const kir_inst *in) {
  if (p->amd)
    cj_sb_printf(p->out, "  fence%s %s\n", amd_scope(in->scope), llvm_order(in->order));
  else /* every ordering fence is fence.acq_rel in PTX terms */
    cj_sb_printf(p->out, "  call void asm sideeffect \"fence.acq_rel.%s;\", \"~{memory}\"()\n",
                 nv_scope(in->scope));
}

/* __syncthreads(): the barrier also orders memory at workgroup scope. */
void pl_barrier(pl *p) {
  if (p->amd) {
    pl_declare(p, "declare void @llvm.amdgcn.s.barrier()");
    cj_sb_puts(p->out, "  fence syncscope(\"workgroup\") release\n"
                       "  call void @llvm.amdgcn.s.barrier()\n"
                       "  fence syncscope(\"workgroup\") acquire\n");
  } else {
    pl_declare(p, "declare void @llvm.nvvm.barrier0()");
    cj_sb_puts(p->out, "  call void @llvm.nvvm.barrier0()\n");
  }
}

/* ---- thread index, block index, clock -------------------------------------------------------- */
static void special_call(pl *p, const kir_inst *in, const char *ty, const char *name) {
  pl_def(p, in);
  cj_sb_printf(p->out, "call %s @%s()", ty, name);
}

void pl_special(pl *p, const kir_inst *in) {
  const char *tid = p->amd ? "llvm.amdgcn.workitem.id.x" : "llvm.nvvm.read.ptx.sreg.tid.x";
  const char *bid = p->amd ? "llvm.amdgcn.workgroup.id.x" : "llvm.nvvm.read.ptx.sreg.ctaid.x";
  if (in->op == KIR_TID) {
    pl_declare(p, p->amd ? "declare i32 @llvm.amdgcn.workitem.id.x()"
                         : "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()");
    if (p->md_tid_range < 0) p->md_tid_range = pl_meta(p, "!{i32 0, i32 %d}", p->k->block_threads);
    special_call(p, in, "i32", tid);
    cj_sb_printf(p->out, ", !range !%d\n", p->md_tid_range);
  } else if (in->op == KIR_BID) {
    pl_declare(p, p->amd ? "declare i32 @llvm.amdgcn.workgroup.id.x()"
                         : "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()");
    special_call(p, in, "i32", bid);
    cj_sb_putc(p->out, '\n');
  } else if (p->amd) { /* s_memrealtime counts at 100 MHz on gfx90a / gfx942 */
    pl_declare(p, "declare i64 @llvm.amdgcn.s.memrealtime()");
    int t = pl_temp(p);
    cj_sb_printf(p->out, "  %%t%d = call i64 @llvm.amdgcn.s.memrealtime()\n", t);
    pl_def(p, in);
    cj_sb_printf(p->out, "mul i64 %%t%d, 10\n", t);
  } else {
    pl_declare(p, "declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()");
    special_call(p, in, "i64", "llvm.nvvm.read.ptx.sreg.globaltimer");
    cj_sb_putc(p->out, '\n');
  }
}
