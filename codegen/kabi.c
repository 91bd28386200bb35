/* The kernel ABI's sizes (kabi.h): the sync area, the control area, the ll and relay areas. */
#include "kabi.h"

uint64_t cj__sync_flags_offset(int world) {
  return CJ_SYNC_ROWS + (uint64_t)CJ_MAX_GRID * (uint64_t)world * 4u;
}

uint64_t cj__sync_chain_offset(int world) {
  return cj__sync_flags_offset(world) + CJ_SYNC_FLAGS * 4u;
}

uint64_t cj__sync_bytes(int world) { return cj__sync_chain_offset(world) + CJ_CHAIN_SLICES * 4u; }

uint64_t cj__ll_area_bytes(int world) { return 2ull * (uint64_t)world * 2 * CJ_LL_MAX_BYTES; }

int cj__relay_max_grid(int world) { return world == 2 ? 256 : 128; }

uint64_t cj__relay_slice(int world) {
  if (world <= 2) return 32u << 10;
  uint64_t s = 64u << 10, peers = 1;
  while (peers < (uint64_t)(world - 1))
    peers *= 2;
  s /= peers;
  return s < (16u << 10) ? (16u << 10) : s;
}

uint64_t cj__relay_area_bytes(int world) {
  if (world < 2) return 0;
  return (uint64_t)CJ_RELAY_BUFS * (uint64_t)(world - 1) * (uint64_t)cj__relay_max_grid(world) *
         cj__relay_slice(world);
}

uint64_t cj__slice_for(uint64_t bytes, uint64_t most) {
  uint64_t want = (bytes + CJ_RELAY_GRID - 1) / CJ_RELAY_GRID, s = CJ_RELAY_MIN_SLICE;
  while (s < want && s < most)
    s *= 2;
  return s;
}

uint64_t cj__relay_slice_for(int world, uint64_t bytes) {
  return cj__slice_for(bytes, cj__relay_slice(world));
}

uint64_t cj__ctrl_bytes(int world) {
  uint64_t ctrl = CJ_CTRL_SYNC + cj__sync_bytes(world);
  return (ctrl + CJ_CTRL_ALIGN - 1) / CJ_CTRL_ALIGN * CJ_CTRL_ALIGN;
}
