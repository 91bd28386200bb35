/* The libLLVM toolchain: LLVM IR text -> optimised module -> AMDGPU object (linked by ld.lld
 * into a loadable code object) or PTX (assembled by ptxas where present). Each compile uses
 * its own LLVMContext and target machine, so compiles may run in parallel. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <llvm/Config/llvm-config.h>

#include "llvm_init.h"
#include "support.h"
#include "toolchain.h"

/* ---- initialisation ------------------------------------------------------------------------- */
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void init_targets(void) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTarget();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmPrinter();
  LLVMInitializeAMDGPUDisassembler();
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

void cj__llvm_init(void) { pthread_once(&init_once, init_targets); }

/* ---- the steps of one compile ---------------------------------------------------------------- */
typedef struct job {
  const cj_target *t;
  const char *kname;
  cj_sb *log;
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetMachineRef tm;
  int sm90a; /* the kernel uses warpgroup MMA: the processor is sm_90a (CJ_SM90A_TEXT) */
} job;

static void on_diagnostic(LLVMDiagnosticInfoRef di, void *user) {
  cj_sb *log = user;
  LLVMDiagnosticSeverity sev = LLVMGetDiagInfoSeverity(di);
  if (sev == LLVMDSRemark || sev == LLVMDSNote) return;
  char *msg = LLVMGetDiagInfoDescription(di);
  if (log) cj_sb_printf(log, "llvm %s: %s\n", sev == LLVMDSError ? "error" : "warning", msg);
  LLVMDisposeMessage(msg);
}

static cj_status fail_msg(job *j, cj_status s, const char *what, char *msg) {
  if (j->log) cj_sb_printf(j->log, "%s: %s\n", what, msg ? msg : "");
  s = cj__fail(s, "llvm (%s, %s): %s: %s", j->t->full, j->kname, what, msg ? msg : "");
  if (msg) LLVMDisposeMessage(msg);
  return s;
}

static cj_status parse(job *j, const char *src) {
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(src, strlen(src), j->kname);
  char *msg = NULL;
  if (!buf) return cj__fail(CJ_E_OOM, "llvm: out of memory");
  if (LLVMParseIRInContext(j->ctx, buf, &j->mod, &msg)) /* consumes buf */
    return fail_msg(j, CJ_E_INTERNAL, "the LLVM IR does not parse (printer bug)", msg);
  msg = NULL;
  if (LLVMVerifyModule(j->mod, LLVMReturnStatusAction, &msg))
    return fail_msg(j, CJ_E_INTERNAL, "the LLVM IR does not verify (printer bug)", msg);
  LLVMDisposeMessage(msg);
  return CJ_OK;
}

static cj_status make_machine(job *j) {
  const char *triple = cj__llvm_triple(j->t);
  LLVMTargetRef target;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg))
    return fail_msg(j, CJ_E_UNAVAILABLE, "this libLLVM lacks the target", msg);
  j->tm = LLVMCreateTargetMachine(target, triple, j->sm90a ? "sm_90a" : j->t->name,
                                  j->t->llvm_features,
                                  LLVMCodeGenLevelAggressive, LLVMRelocPIC, LLVMCodeModelDefault);
  if (!j->tm) return cj__fail(CJ_E_UNAVAILABLE, "llvm: no target machine for %s", j->t->full);
  LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(j->tm);
  LLVMSetModuleDataLayout(j->mod, dl);
  LLVMDisposeTargetData(dl);
  LLVMSetTarget(j->mod, triple);
  return CJ_OK;
}

static cj_status optimise(job *j) {
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(j->mod, "default<O3>", j->tm, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (err) return fail_msg(j, CJ_E_COMPILE, "optimisation failed", LLVMGetErrorMessage(err));
  return CJ_OK;
}

/* Emits assembly text or an object into a malloc'd blob (NUL-terminated either way). */
static cj_status emit(job *j, LLVMCodeGenFileType kind, cj_blob *out) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMTargetMachineEmitToMemoryBuffer(j->tm, j->mod, kind, &msg, &buf))
    return fail_msg(j, CJ_E_COMPILE, "code generation failed", msg);
  size_t n = LLVMGetBufferSize(buf);
  out->data = malloc(n + 1);
  if (out->data) {
    memcpy(out->data, LLVMGetBufferStart(buf), n);
    out->data[n] = 0;
    out->size = n;
  }
  LLVMDisposeMemoryBuffer(buf);
  return out->data ? CJ_OK : cj__fail(CJ_E_OOM, "llvm: out of memory");
}

/* ---- AMD: link the relocatable object into a code object ------------------------------------ */
/* The ld.lld of the LLVM colljit was built with first (ld.lld-21 next to libLLVM 21). */
#define LLD_STR_(x) #x
#define LLD_STR(x) LLD_STR_(x)
#define LLD_VERSIONED "ld.lld-" LLD_STR(LLVM_VERSION_MAJOR)
#define LLD_IN_PREFIX "/usr/lib/llvm-" LLD_STR(LLVM_VERSION_MAJOR) "/bin/ld.lld"

static char *find_lld(char *tried, size_t n) {
  const char *env = cj__env()->lld;
  if (env) {
    snprintf(tried, n, "%s (COLLJIT_LLD)", env);
    return cj__find_program(env, NULL);
  }
  static const char *const names[] = {LLD_VERSIONED, "ld.lld", LLD_IN_PREFIX};
  snprintf(tried, n, "%s, %s, %s", names[0], names[1], names[2]);
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    char *p = cj__find_program(names[i], NULL);
    if (p) return p;
  }
  return NULL;
}

static cj_status run_lld(const char *lld, const char *dir, const cj_blob *obj, cj_blob *out,
                         cj_sb *log) {
  char in[4096], res[4096];
  snprintf(in, sizeof in, "%s/kernel.o", dir);
  snprintf(res, sizeof res, "%s/kernel.hsaco", dir);
  if (cj__write_file(in, obj->data, obj->size) != 0)
    return cj__fail(CJ_E_IO, "llvm: cannot write %s", in);
  char *argv[] = {(char *)lld, "-shared", "-o", res, in, NULL};
  cj_sb msgs;
  cj_sb_init(&msgs);
  int rc = cj__run_program(argv, &msgs);
  cj_status s = CJ_OK;
  if (msgs.len && log) cj_sb_append(log, msgs.data, msgs.len);
  if (rc != 0)
    s = cj__fail(rc < 0 ? CJ_E_UNAVAILABLE : CJ_E_COMPILE, "ld.lld (%s) failed (%d): %s", lld, rc,
                 msgs.data ? msgs.data : "");
  else if (cj__read_file(res, &out->data, &out->size) != 0)
    s = cj__fail(CJ_E_IO, "llvm: cannot read the linked code object %s", res);
  cj_sb_free(&msgs);
  return s;
}

static cj_status amd_link(const cj_blob *obj, cj_blob *out, cj_sb *log) {
  char tried[256];
  char *lld = find_lld(tried, sizeof tried);
  if (!lld)
    return cj__fail(CJ_E_UNAVAILABLE, "ld.lld not found (tried %s); set COLLJIT_LLD", tried);
  char *dir = cj__make_temp_dir();
  cj_status s = dir ? run_lld(lld, dir, obj, out, log)
                    : cj__fail(CJ_E_IO, "llvm: cannot create a temporary directory");
  cj__remove_tree(dir);
  free(dir);
  free(lld);
  return s;
}

/* ---- NVIDIA: PTX, then ptxas when present ---------------------------------------------------- */
static cj_status nv_object(cj_blob *ptx, const cj_target *t, cj_blob *out, cj_sb *log) {
  cj_status s = cj__ptxas(ptx->data, t, out, log);
  if (s == CJ_E_UNAVAILABLE) {
    if (log) cj_sb_puts(log, "ptxas not found: the code object is the PTX itself\n");
    cj__clear_error();
    *out = *ptx;
    ptx->data = NULL;
    return CJ_OK;
  }
  return s;
}

/* ---- the table ------------------------------------------------------------------------------ */
static cj_status finish(job *j, cj_artefact what, cj_blob *out) {
  int amd = j->t->vendor == CJ_VENDOR_AMD;
  if (!amd && what == CJ_ART_OBJ) {
    cj_blob ptx = {0, NULL};
    cj_status s = emit(j, LLVMAssemblyFile, &ptx);
    if (!s) s = nv_object(&ptx, j->t, out, j->log);
    free(ptx.data);
    return s;
  }
  if (amd && what == CJ_ART_PTX)
    return cj__fail(CJ_E_UNSUPPORTED, "llvm: PTX is an NVIDIA artefact (target %s)", j->t->full);
  if (!amd || what == CJ_ART_ASM) return emit(j, LLVMAssemblyFile, out);
  cj_blob obj = {0, NULL};
  cj_status s = emit(j, LLVMObjectFile, &obj);
  if (!s) s = amd_link(&obj, out, j->log);
  free(obj.data);
  return s;
}

/* The first LLVM release whose AMDGPU backend knows an architecture (an older one warns and
 * builds generic code for an unknown processor, so it is refused up front). */
static unsigned first_llvm_major(cj_arch a) { return a == CJ_ARCH_GFX950 ? 20u : 0u; }

static cj_status llvm_knows(const cj_target *t) {
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  if (major >= first_llvm_major(t->arch)) return CJ_OK;
  return cj__fail(CJ_E_UNSUPPORTED,
                  "llvm: the linked LLVM %u.%u.%u does not know %s (LLVM %u or later does); "
                  "build colljit against a newer LLVM or compile with hiprtc",
                  major, minor, patch, t->name, first_llvm_major(t->arch));
}

static cj_status llvm_compile(const char *src, const char *kname, const cj_target *t,
                              cj_artefact what, cj_blob *out, cj_sb *log) {
  if (!src || !t || !out) return cj__fail(CJ_E_INVALID, "llvm: no source, target or output");
  if (t->vendor != CJ_VENDOR_AMD && t->vendor != CJ_VENDOR_NVIDIA)
    return cj__fail(CJ_E_UNSUPPORTED, "llvm: target %s is not a GPU", t->full);
  cj_status known = llvm_knows(t);
  if (known) return known;
  out->data = NULL;
  out->size = 0;
  cj__llvm_init();
  job j = {t, kname ? kname : "kernel", log, LLVMContextCreate(), NULL, NULL,
           t->arch == CJ_ARCH_SM90 && strstr(src, CJ_SM90A_TEXT) != NULL};
  LLVMContextSetDiagnosticHandler(j.ctx, on_diagnostic, log);
  cj_status s = parse(&j, src);
  if (!s) s = make_machine(&j);
  if (!s) s = optimise(&j);
  if (!s) s = finish(&j, what, out);
  if (j.tm) LLVMDisposeTargetMachine(j.tm);
  if (j.mod) LLVMDisposeModule(j.mod);
  LLVMContextDispose(j.ctx);
  return s;
}

static int llvm_supports(const cj_target *t) {
  return t && (t->vendor == CJ_VENDOR_AMD || t->vendor == CJ_VENDOR_NVIDIA);
}

/* "llvm 19.1.1" plus " lld <version>" when ld.lld is found; computed once. */
static char identity_text[128];
static pthread_once_t identity_once = PTHREAD_ONCE_INIT;

static void lld_version(char *buf, size_t n) {
  char tried[256];
  char *lld = find_lld(tried, sizeof tried);
  if (!lld) return;
  char *argv[] = {lld, "--version", NULL};
  cj_sb text;
  cj_sb_init(&text);
  if (cj__run_program(argv, &text) == 0 && text.data) {
    const char *v = strstr(text.data, "LLD ");
    if (v) {
      size_t len = strcspn(v + 4, " \n");
      snprintf(buf, n, " lld %.*s", (int)(len < 32 ? len : 32), v + 4);
    }
  }
  cj_sb_free(&text);
  free(lld);
}

static void make_identity(void) {
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  int n = snprintf(identity_text, sizeof identity_text, "llvm %u.%u.%u", major, minor, patch);
  lld_version(identity_text + n, sizeof identity_text - (size_t)n);
}

static cj_status llvm_identity(cj_sb *out) {
  pthread_once(&identity_once, make_identity);
  cj_sb_puts(out, identity_text);
  return out->failed ? cj__fail(CJ_E_OOM, "llvm: out of memory") : CJ_OK;
}

/* The libLLVM is linked: what it builds depends on its version only (and ld.lld on AMD). */
static cj_status llvm_builds(const cj_target *t) {
  if (!llvm_supports(t)) return cj__fail(CJ_E_UNSUPPORTED, "llvm builds only GPU targets");
  return llvm_knows(t);
}

const cj_toolchain cj__toolchain_llvm = {
    CJ_COMPILER_LLVM, "llvm", 1, llvm_supports, llvm_identity, llvm_compile, llvm_builds,
};
