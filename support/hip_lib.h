/* Where the HIP runtime and hiprtc are looked for, in which order, and what their version
 * numbers say; shared by the hiprtc toolchain and the HIP backend. A HIP runtime the process
 * has already loaded (a host program's, PyTorch's) is used before any other. */
#ifndef COLLJIT_HIP_LIB_H
#define COLLJIT_HIP_LIB_H

#include <stddef.h>

enum { CJ_HIP_LIB_NAMES_MAX = 12 };

/* The HIP runtime's library names in the order tried, NULL-terminated (out has room for
 * CJ_HIP_LIB_NAMES_MAX): `env` (COLLJIT_HIP_LIB) when set, then the newest ROCm first
 * (libamdhip64.so.7, .so.6, .so.5), the unversioned name, /opt/rocm/lib. Returns the count. */
int cj__hip_lib_names(const char *env, const char **out);
/* hiprtc's: `env` (COLLJIT_HIPRTC_LIB), libhiprtc.so.<hip_major> when hip_major > 0 (the one
 * that matches the HIP runtime), libhiprtc.so.7, .so.6, .so.5, libhiprtc.so, /opt/rocm/lib.
 * `buf` holds the major's name. ROCm 5 and 6 also have hiprtc inside libamdhip64 (7 does not):
 * the caller tries the HIP runtime last. */
int cj__hiprtc_lib_names(const char *env, int hip_major, char buf[32], const char **out);

/* Opens the HIP runtime: one the process already loaded, else the first of the list that
 * loads. NULL when none does; `msg` then names what was tried. */
void *cj__hip_open(char *msg, size_t msglen);

/* HIP_VERSION (major * 10^7 + minor * 10^5 + patch, from hipRuntimeGetVersion or
 * hipDriverGetVersion) -> major * 100 + minor; 0 for a value that is not one. */
int cj__hip_version_mm(int hip_version);
/* The version in a library file's name, major * 100 + minor: "libhiprtc.so.6.4.43484" -> 604,
 * "libamdhip64.so.7" -> 700; 0 when the name has none. */
int cj__so_name_version(const char *path);
/* The version of the HIP runtime `lib`, major * 100 + minor: hipRuntimeGetVersion, else
 * hipDriverGetVersion (neither needs a GPU), else the name of the file it was loaded from
 * (symbolic links followed). 0 when nothing says. hiprtcVersion is never asked: ROCm answers
 * a fixed 9.0. */
int cj__hip_runtime_version(void *lib);
/* The version in the file name of the library that holds `sym` (0 when none). */
int cj__lib_file_version(void *lib, const char *sym);

#endif
