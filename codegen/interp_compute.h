/* Internals of the CPU executor's compute section (shared memory, warp operations, MMA):
 * interp_shared.c and interp_warp.c. Not part of any other interface. */
#ifndef COLLJIT_INTERP_COMPUTE_H
#define COLLJIT_INTERP_COMPUTE_H

#include "interp_impl.h"

/* Shared memory of the thread's block (nothing when the kernel has none). 0: ok; 1: failed. */
int cj__ix_shared_init(ix_thread *t);
void cj__ix_shared_free(ix_thread *t);
int cj__ix_shared_load(ix_thread *t, const kir_inst *in, const uint8_t *m);
int cj__ix_shared_store(ix_thread *t, const kir_inst *in, const uint8_t *m);
void cj__ix_shared_barrier(ix_thread *t);
/* LDMATRIX for the warp of 32 lanes starting at lane `base` (all active). */
int cj__ix_ldmatrix_warp(ix_thread *t, const kir_inst *in, int base);
/* DS_READ_TR16 for the wave of 64 lanes starting at lane `base` (all active). */
int cj__ix_ds_read_tr16_warp(ix_thread *t, const kir_inst *in, int base);
int cj__ix_cp_async(ix_thread *t, const kir_inst *in, const uint8_t *m);
void cj__ix_cp_commit(ix_thread *t, const uint8_t *m);
void cj__ix_cp_wait(ix_thread *t, const kir_inst *in, const uint8_t *m);

/* Shared bytes [off, off + n) read by a whole warpgroup (checked, marked read; rep: a lane of
 * it); the memory. */
int cj__ix_shared_read(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int rep);
const uint8_t *cj__ix_shared_mem(const ix_thread *t);
void cj__ix_shared_reread(ix_thread *t, uint32_t off, uint32_t n, int rep);
uint16_t cj__ix_shared_writes(const ix_thread *t, uint32_t x);
void cj__ix_proxy_fence(ix_thread *t, const uint8_t *m);
/* SHARED_ADDR and WGMMA*; the check of a VAR_GET / VAR_SET against WGMMAs in flight (only
 * once t->wg exists); the state's release. 0: ok; 1: failed (recorded). */
int cj__ix_wgmma(ix_thread *t, const kir_inst *in, const uint8_t *m);
int cj__ix_wgmma_var(ix_thread *t, const kir_inst *in, const uint8_t *m);
void cj__ix_wgmma_free(ix_thread *t);

/* Roles (kir.h): cj__ix_role_live(t, +2) before a roles IF's two threads start, -1 as each
 * ends; while any runs, every instruction but MBAR_WAIT runs under the block's lock
 * (cj__ix_roles_lock returns 1 when it took it). MBAR_INIT / MBAR_ARRIVE; MBAR_WAIT polls
 * (without the lock between polls). */
void cj__ix_role_live(ix_thread *t, int delta);
int cj__ix_roles_lock(ix_thread *t);
void cj__ix_roles_unlock(ix_thread *t);
int cj__ix_mbar(ix_thread *t, const kir_inst *in, const uint8_t *m);
/* TMA_LOAD: queued; landed when a wait polls its mbarrier (kir.h, "Tensor maps") */
int cj__ix_tma_load(ix_thread *t, const kir_inst *in, const uint8_t *m);
/* TMA_STORE (written at once; its bytes read until BULK_WAIT) and BULK_WAIT */
int cj__ix_tma_store(ix_thread *t, const kir_inst *in, const uint8_t *m);
void cj__ix_bulk_wait(ix_thread *t, const kir_inst *in, const uint8_t *m);
int cj__ix_wg_barrier(ix_thread *t, const uint8_t *m);
int cj__ix_mbar_wait(ix_thread *t, const kir_inst *in, const uint8_t *m);

/* SHARED, SHFL, LDMATRIX, CP_*, MMA, WGMMA*. 0: ok; 1: failed (recorded). */
int cj__ix_compute(ix_thread *t, const kir_inst *in, const uint8_t *m);

#endif
