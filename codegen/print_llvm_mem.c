/* LLVM IR printer: memory operations, atomics, fences, barriers and the vendor intrinsics.
 * AMD uses native LLVM atomics with syncscopes. NVIDIA uses inline PTX for every atomic and
 * fence: LLVM 19's NVPTX backend cannot select scoped atomics or fences. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "print_llvm.h"

/* ---- one table: how each order, scope and read-modify-write is spelled per vendor -------- */
static const char *const llvm_order[KIR_ORDER_COUNT_] = {
    [KIR_RELAXED] = "monotonic", [KIR_ACQUIRE] = "acquire", [KIR_RELEASE] = "release",
    [KIR_ACQ_REL] = "acq_rel"};
/* PTX semantics; every ordering fence is fence.acq_rel */
static const char *const nv_sem[KIR_ORDER_COUNT_] = {
    [KIR_RELAXED] = "relaxed", [KIR_ACQUIRE] = "acquire", [KIR_RELEASE] = "release",
    [KIR_ACQ_REL] = "acq_rel"};
/* cmpxchg's failure order may not release: the release half dropped */
static const char *const cas_failure[KIR_ORDER_COUNT_] = {
    [KIR_RELAXED] = "monotonic", [KIR_ACQUIRE] = "acquire", [KIR_RELEASE] = "monotonic",
    [KIR_ACQ_REL] = "acquire"};
/* AMD: the order of the access itself once its release half is written out before it */
static const kir_order amd_access_order[KIR_ORDER_COUNT_] = {
    [KIR_RELAXED] = KIR_RELAXED, [KIR_ACQUIRE] = KIR_ACQUIRE, [KIR_RELEASE] = KIR_RELAXED,
    [KIR_ACQ_REL] = KIR_ACQUIRE};

static const struct {
  const char *amd; /* LLVM syncscope ("" is system) */
  const char *nv;  /* PTX scope */
} scopes[KIR_SCOPE_COUNT_] = {
    [KIR_SCOPE_BLOCK] = {" syncscope(\"workgroup\")", "cta"},
    [KIR_SCOPE_DEVICE] = {" syncscope(\"agent\")", "gpu"},
    [KIR_SCOPE_SYSTEM] = {"", "sys"},
};

static const struct {
  const char *amd;           /* atomicrmw operation */
  const char *nv32, *nv64;   /* PTX atom operation */
} rmws[KIR_RMW_COUNT_] = {
    [KIR_RMW_ADD] = {"add", "add.u32", "add.u64"},
    [KIR_RMW_XCHG] = {"xchg", "exch.b32", "exch.b64"},
    [KIR_RMW_UMAX] = {"umax", "max.u32", "max.u64"},
    [KIR_RMW_OR] = {"or", "or.b32", "or.b64"},
};

static int order_ok(int order) { return order >= 0 && order < KIR_ORDER_COUNT_; }
static int scope_ok(int scope) { return scope >= 0 && scope < KIR_SCOPE_COUNT_; }

/* ---- AMD: the memory-model sequences colljit writes out itself -------------------------------
 * A release at agent or system scope is buffer_wbl2 (the L2 writeback; sc1 / sc0 sc1 on
 * gfx94x and gfx950, system scope only on gfx90a), then s_waitcnt vmcnt(0), then the access
 * (AMDGPUUsage, memory model GFX90A / GFX942). LLVM 19 to 21 drop the wait after buffer_wbl2
 * when nothing else is outstanding (SIInsertWaitcnts does not count the writeback), so the
 * printer asks for it explicitly: a release fence, then llvm.amdgcn.s.waitcnt with vmcnt(0),
 * then the access without its release half. The same wait drains a block's stores before a
 * block barrier, so that the thread that publishes them after the barrier publishes complete
 * stores: a workgroup-scope release does not wait for them on gfx9. */

/* s_waitcnt vmcnt(0), every other counter left alone: the gfx9 simm16 (vmcnt bits 3:0 and
 * 15:14 zero, expcnt 6:4 = 7, lgkmcnt 11:8 = 15), the same on gfx90a, gfx942 and gfx950 */
#define AMD_WAITCNT_VMCNT0 0x0f70

static void amd_wait_vm(pl *p) {
  pl_declare(p, "declare void @llvm.amdgcn.s.waitcnt(i32)");
  cj_sb_printf(p->out, "  call void @llvm.amdgcn.s.waitcnt(i32 %d)\n", AMD_WAITCNT_VMCNT0);
}

/* The release half of an access or fence of order `order` at `scope`. */
static void amd_release_half(pl *p, int order, int scope) {
  if (order != KIR_RELEASE && order != KIR_ACQ_REL) return;
  cj_sb_printf(p->out, "  fence%s release\n", scopes[scope].amd);
  if (scope != KIR_SCOPE_BLOCK) amd_wait_vm(p);
}

/* ---- plain loads and stores ------------------------------------------------------------------ */
static void mem_suffix(pl *p, const kir_inst *in) {
  cj_sb_printf(p->out, ", align %u", in->align ? in->align : 1u);
  if (in->hint == KIR_HINT_STREAM) {
    if (p->md_nontemporal < 0) p->md_nontemporal = pl_meta(p, "!{i32 1}");
    cj_sb_printf(p->out, ", !nontemporal !%d", p->md_nontemporal);
  }
  cj_sb_putc(p->out, '\n');
}

/* AMD: an aligned 8-byte volatile access (a flag travelling with its data) is a relaxed
 * system-scope atomic: single-copy atomic, and without the wait after every store that a
 * volatile store gets. */
static int amd_word_pair(const pl *p, const kir_inst *in) {
  return p->amd && in->hint == KIR_HINT_VOLATILE && kir_type_size(in->type) == 8 &&
         in->align >= 8;
}

void pl_load(pl *p, const kir_inst *in) {
  if (amd_word_pair(p, in)) {
    int t = pl_temp(p);
    cj_sb_printf(p->out, "  %%t%d = load atomic i64, ", t);
    pl_typed(p, in->a);
    cj_sb_puts(p->out, " monotonic, align 8\n");
    pl_def(p, in);
    cj_sb_printf(p->out, "bitcast i64 %%t%d to %s\n", t, pl_type(in->type));
    return;
  }
  pl_def(p, in);
  cj_sb_printf(p->out, "load %s%s, ", in->hint == KIR_HINT_VOLATILE ? "volatile " : "",
               pl_type(in->type));
  pl_typed(p, in->a);
  mem_suffix(p, in);
}

/* AMD: a raw buffer load (kir_load_off) through a resource built here (base, stride 0, the
 * extent, word 3 the 32-bit data format of gfx9), not llvm.amdgcn.make.buffer.rsrc, whose
 * extent is i32 in LLVM 19 to 21 and i64 in newer ones (Triton's); elsewhere base + soff +
 * voff and a plain load */
void pl_load_off(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int s = pl_temp(p), u = pl_temp(p);
  if (p->amd) {
    pl_declare(p, "declare <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32>, i32, i32, "
                  "i32 immarg)");
    int lo = pl_temp(p), hi = pl_temp(p), w0 = pl_temp(p), w1 = pl_temp(p), v = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = ptrtoint ", s);
    pl_typed(p, in->a);
    cj_sb_printf(o, " to i64\n  %%t%d = trunc i64 %%t%d to i32\n", lo, s);
    cj_sb_printf(o, "  %%t%d = lshr i64 %%t%d, 32\n", u, s);
    cj_sb_printf(o, "  %%t%d = trunc i64 %%t%d to i32\n", hi, u);
    cj_sb_printf(o, "  %%t%d = insertelement <4 x i32> <i32 0, i32 0, i32 %" PRId64
                    ", i32 131072>, i32 %%t%d, i64 0\n", w0, in->imm, lo);
    cj_sb_printf(o, "  %%t%d = insertelement <4 x i32> %%t%d, i32 %%t%d, i64 1\n", w1, w0, hi);
    cj_sb_printf(o, "  %%t%d = call <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32> %%t%d, ",
                 v, w1);
    pl_typed(p, in->c);
    cj_sb_puts(o, ", ");
    pl_typed(p, in->b);
    cj_sb_puts(o, ", i32 0)\n");
    pl_def(p, in);
    cj_sb_printf(o, "bitcast <4 x i32> %%t%d to %s\n", v, pl_type(in->type));
    return;
  }
  int sum = pl_temp(p), at = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = zext ", s);
  pl_typed(p, in->b);
  cj_sb_printf(o, " to i64\n  %%t%d = zext ", u);
  pl_typed(p, in->c);
  cj_sb_printf(o, " to i64\n  %%t%d = add i64 %%t%d, %%t%d\n", sum, s, u);
  cj_sb_printf(o, "  %%t%d = getelementptr i8, ", at);
  pl_typed(p, in->a);
  cj_sb_printf(o, ", i64 %%t%d\n", sum);
  pl_def(p, in);
  cj_sb_printf(o, "load %s, ptr addrspace(1) %%t%d, align %u\n", pl_type(in->type), at,
               in->align ? in->align : 1u);
}

void pl_store(pl *p, const kir_inst *in) {
  if (amd_word_pair(p, in)) {
    int t = pl_temp(p);
    cj_sb_printf(p->out, "  %%t%d = bitcast ", t);
    pl_typed(p, in->b);
    cj_sb_printf(p->out, " to i64\n  store atomic i64 %%t%d, ", t);
    pl_typed(p, in->a);
    cj_sb_puts(p->out, " monotonic, align 8\n");
    return;
  }
  cj_sb_printf(p->out, "  store %s", in->hint == KIR_HINT_VOLATILE ? "volatile " : "");
  pl_typed(p, in->b);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->a);
  mem_suffix(p, in);
}

/* ---- AMD: native atomics --------------------------------------------------------------------- */
static void amd_atomic(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  const char *sc = scopes[in->scope].amd;
  int order = amd_access_order[in->order];
  const char *ord = llvm_order[order];
  int align = kir_type_size(in->type);
  if (in->op != KIR_ATOMIC_LOAD) amd_release_half(p, in->order, in->scope);
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
    pl_def(p, in);
    cj_sb_printf(o, "atomicrmw %s ", rmws[in->imm].amd);
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
    cj_sb_printf(o, "%s %s %s, align %d\n", sc, ord, cas_failure[order], align);
    pl_def(p, in);
    cj_sb_printf(o, "extractvalue { %s, i1 } %%t%d, 0\n", pl_type(in->type), t);
  }
  }
}

/* ---- NVIDIA: inline PTX -----------------------------------------------------------------------
 */
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
  const char *sem = nv_sem[in->order], *sc = scopes[in->scope].nv;
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
    const char *op = wide ? rmws[in->imm].nv64 : rmws[in->imm].nv32;
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
  if (!order_ok(in->order) || !scope_ok(in->scope) ||
      (in->op == KIR_ATOMIC_RMW && (in->imm < 0 || in->imm >= KIR_RMW_COUNT_))) {
    pl_error(p, CJ_E_UNSUPPORTED, "atomic order, scope or read-modify-write operation");
    return;
  }
  if (p->amd)
    amd_atomic(p, in);
  else
    nv_atomic(p, in);
}

void pl_fence(pl *p, const kir_inst *in) {
  if (!order_ok(in->order) || !scope_ok(in->scope) || in->order == KIR_RELAXED) {
    pl_error(p, CJ_E_UNSUPPORTED, "fence order or scope");
    return;
  }
  if (!p->amd) {
    cj_sb_printf(p->out, "  call void asm sideeffect \"fence.acq_rel.%s;\", \"~{memory}\"()\n",
                 scopes[in->scope].nv);
    return;
  }
  amd_release_half(p, in->order, in->scope);
  /* an acquire fence's invalidate waits for this thread's loads (vmcnt(0)). LLVM drops that
   * wait where every path into the fence has none outstanding, which leaves the invalidate
   * after unrelated code in the layout: asked for here, it stands right before it */
  if (in->order == KIR_ACQUIRE && in->scope != KIR_SCOPE_BLOCK) amd_wait_vm(p);
  if (in->order != KIR_RELEASE)
    cj_sb_printf(p->out, "  fence%s acquire\n", scopes[in->scope].amd);
}

/* __syncthreads(): the barrier also orders memory at workgroup scope. On AMD the block's
 * vector stores are drained first (see above). */
void pl_barrier(pl *p) {
  if (p->amd) {
    amd_wait_vm(p);
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
  } else if (p->amd) { /* s_memrealtime counts at 100 MHz on gfx90a, gfx942, gfx950 */
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
