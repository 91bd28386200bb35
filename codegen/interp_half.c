/* CPU executor: f16 and bf16 <-> f32 conversions, bit by bit (no host half type).
 * FEXT is exact. FTRUNC rounds to nearest even; f16 overflow gives infinity; subnormals are
 * produced and read exactly; a NaN stays a quiet NaN with its sign (bf16: the top half of the
 * f32 bits with the quiet bit set; f16: sign | 0x7e00). */
#include "interp_impl.h"

uint32_t cj__ix_bf16_to_f32(uint16_t h) { return (uint32_t)h << 16; }

uint16_t cj__ix_f32_to_bf16(uint32_t f) {
  if ((f & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((f >> 16) | 0x40);
  uint32_t lsb = (f >> 16) & 1u;
  return (uint16_t)((f + 0x7fffu + lsb) >> 16); /* carries into the exponent, up to inf */
}

uint32_t cj__ix_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu, man = h & 0x3ffu;
  if (exp == 0x1f) return sign | 0x7f800000u | (man ? 0x400000u | (man << 13) : 0);
  if (exp != 0) return sign | ((exp + 112u) << 23) | (man << 13);
  if (man == 0) return sign;
  int e = 113; /* subnormal: normalise man * 2^-24 */
  while (!(man & 0x400u)) {
    man <<= 1;
    e--;
  }
  return sign | ((uint32_t)e << 23) | ((man & 0x3ffu) << 13);
}

/* m >> s rounded to nearest, ties to even (1 <= s <= 31). */
static uint32_t shift_rne(uint32_t m, unsigned s) {
  uint32_t r = m >> s, rem = m & ((1u << s) - 1), half = 1u << (s - 1);
  if (rem > half || (rem == half && (r & 1u))) r++;
  return r;
}

uint16_t cj__ix_f32_to_f16(uint32_t f) {
  uint16_t sign = (uint16_t)((f >> 16) & 0x8000u);
  uint32_t exp = (f >> 23) & 0xffu, man = f & 0x7fffffu;
  if (exp == 0xff) return (uint16_t)(sign | (man ? 0x7e00u : 0x7c00u));
  int e = (int)exp - 112; /* f16 biased exponent */
  if (e >= 31) return (uint16_t)(sign | 0x7c00u);
  if (exp == 0) return sign; /* f32 zero or subnormal: far below half the f16 minimum */
  uint32_t m = man | 0x800000u;
  if (e <= 0) { /* f16 subnormal: value / 2^-24 = m >> (14 - e) */
    unsigned s = (unsigned)(14 - e);
    if (s > 24) return sign;                   /* below half of the smallest subnormal */
    return (uint16_t)(sign | shift_rne(m, s)); /* may round up to the smallest normal */
  }
  uint32_t h = ((uint32_t)e << 10) + (shift_rne(m, 13) - 0x400u);
  return (uint16_t)(sign | (h >= 0x7c00u ? 0x7c00u : h));
}
