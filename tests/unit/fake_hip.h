/* The state of the fake HIP runtime (fake_hip.c): set by the test, read back after calls. */
#ifndef COLLJIT_FAKE_HIP_H
#define COLLJIT_FAKE_HIP_H

typedef struct fake_hip_state {
  int version;            /* HIP_VERSION the runtime reports; 0: the version calls fail */
  int uncached_fails;     /* hipExtMallocWithFlags(hipDeviceMallocUncached) fails */
  int fine_fails;         /* ... (hipDeviceMallocFinegrained) fails */
  int alloc_error;        /* the error those failures return */
  int last_alloc_flags;   /* flags of the last allocation that succeeded */
  int capture_mode;       /* the thread's stream capture mode */
  int capture_result;     /* hipStreamIsCapturing's result ... */
  int capture_status;     /* ... and status */
  int ipc_flags_accepted; /* hipIpcOpenMemHandle accepts only these flags */
  int ipc_opens;          /* hipIpcOpenMemHandle calls */
  char calls[1024];       /* allocation-related calls, in order, space-separated */
} fake_hip_state;

#endif
