/* Element-wise reduction of loaded vectors, for every dtype and reduction. A vector is 1, 2
 * or 4 32-bit words (or one 16-bit element for 2-byte accesses); each word holds one 32-bit or
 * two 16-bit elements. */
#include "coll.h"

int cj__plant_fault;

static kir_opcode combine_op(cj_redop r) {
  return r == CJ_MAX ? KIR_MAX : r == CJ_MIN ? KIR_MIN : KIR_ADD;
}

static kir_type half_type(cj_dtype t) { return t == CJ_F16 ? KT_F16 : KT_BF16; }

/* Element k of a word (I32) or of a 16-bit value (I16), as the accumulator type. */
static kir_val unpack(cj_gen *g, kir_val w, int k) {
  kir_builder *b = g->b;
  cj_dtype t = g->p->dtype;
  if (t == CJ_I32) return w;
  if (t == CJ_F32) return kir_cvt(b, KIR_BITCAST, KT_F32, w);
  kir_val h = w;
  if (kir_val_type(b->k, w) == KT_I32) {
    if (k) w = kir_bin(b, KIR_LSHR, w, kir_i32(b, 16));
    h = kir_cvt(b, KIR_TRUNC, KT_I16, w);
  }
  return kir_cvt(b, KIR_FEXT, KT_F32, kir_cvt(b, KIR_BITCAST, half_type(t), h));
}

/* The accumulator back into storage bits: I32 word part (shifted by 16k), or I16. */
static kir_val pack(cj_gen *g, kir_val acc, int k, kir_type storage) {
  kir_builder *b = g->b;
  cj_dtype t = g->p->dtype;
  if (t == CJ_I32) return acc;
  if (t == CJ_F32) return kir_cvt(b, KIR_BITCAST, KT_I32, acc);
  kir_val h = kir_cvt(b, KIR_BITCAST, KT_I16, kir_cvt(b, KIR_FTRUNC, half_type(t), acc));
  if (storage == KT_I16) return h;
  kir_val w = kir_cvt(b, KIR_ZEXT, KT_I32, h);
  return k ? kir_bin(b, KIR_SHL, w, kir_i32(b, 16)) : w;
}

/* Reduces word `lane` (or the whole I16 value) of every input. */
static kir_val combine_word(cj_gen *g, const kir_val *vals, int n, int lane, kir_type vt) {
  kir_builder *b = g->b;
  int halves = cj_dtype_size(g->p->dtype) == 2 && vt != KT_I16 ? 2 : 1;
  kir_type storage = vt == KT_I16 ? KT_I16 : KT_I32;
  kir_opcode op = combine_op(g->p->redop);
  kir_val words[64], out = 0;
  for (int i = 0; i < n; i++) words[i] = kir_type_is_vec(vt) ? kir_extract(b, vals[i], lane)
                                                             : vals[i];
  if (cj__plant_fault == CJ_PLANT_SKIP_LAST && n > 1) n--; /* colljit check --plant */
  for (int k = 0; k < halves; k++) {
    kir_val acc = unpack(g, words[0], k);
    for (int i = 1; i < n; i++) acc = kir_bin(b, op, acc, unpack(g, words[i], k));
    kir_val bits = pack(g, acc, k, storage);
    out = k ? kir_bin(b, KIR_OR, out, bits) : bits;
  }
  return out;
}

kir_val cj__gen_combine(cj_gen *g, const kir_val *vals, int n) {
  kir_builder *b = g->b;
  kir_type vt = kir_val_type(b->k, vals[0]);
  if (n == 1) return vals[0];
  if (!kir_type_is_vec(vt)) return combine_word(g, vals, n, 0, vt);
  kir_val v = 0;
  for (int lane = 0; lane < kir_vec_lanes(vt); lane++) {
    kir_val w = combine_word(g, vals, n, lane, vt);
    v = lane ? kir_insert(b, v, lane, w) : kir_splat(b, vt, w);
  }
  return v;
}

kir_val cj__gen_unpack_f32(cj_gen *g, kir_val w, int k) { return unpack(g, w, k); }

kir_val cj__gen_pack_f32(cj_gen *g, kir_val f, int k, kir_type storage) {
  return pack(g, f, k, storage);
}
