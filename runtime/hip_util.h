/* What the HIP backend decides from the runtime's answers, as functions of those answers
 * alone (tested without a GPU in tests/unit/test_hip_lib.c). */
#ifndef COLLJIT_HIP_UTIL_H
#define COLLJIT_HIP_UTIL_H

#include <stddef.h>

#include "hip_abi.h"

/* hipStreamIsCapturing's result and status -> *capturing (1 when a graph is being captured on
 * the stream, or was and is invalidated). hipErrorStreamCaptureImplicit (906: the legacy stream
 * while another stream captures in global mode) counts as capturing. Returns 0 when the answer
 * is understood, else the error to report. */
cj_hip_error cj__hip_capture_state(cj_hip_error r, int status, int *capturing);

/* The name of an HSA link type (hipDevP2PAttrPerformanceRank's answer on ROCm): "XGMI",
 * "PCIe", ...; "none" for -1 (ROCm's answer for a device and itself), "unknown" otherwise. */
const char *cj__hsa_link_name(int type);

/* The flags of hipIpcOpenMemHandle to try, in order, for a HIP runtime of `version`
 * (major * 100 + minor, 0 unknown): ROCm 6 and later accept only hipIpcMemLazyEnablePeerAccess,
 * ROCm 5 takes 0; unknown tries the first, then 0. Returns how many (1 or 2). */
int cj__hip_ipc_flags(int version, unsigned flags[2]);

/* The architecture name ("gfx942:sramecc+:xnack-") in a device-properties buffer `props` of n
 * bytes: at gcnArchName of hipDeviceProp_tR0600 when r0600, else (the older, unversioned
 * layout) found by its shape, preferring one with feature flags. 0 when there is none. */
int cj__hip_props_arch(const unsigned char *props, size_t n, int r0600, char *out, size_t outn);

#endif
