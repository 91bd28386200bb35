/* The symmetric heap's allocator (heap_alloc.h): offsets in one region, the same on every rank. */
#include "heap_alloc.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

cj_status cj__halloc_init(cj_halloc *h, uint64_t size, uint64_t align) {
  memset(h, 0, sizeof *h);
  if (!align || (align & (align - 1)) || size < align)
    return cj__fail(CJ_E_INVALID, "heap: size %" PRIu64 " / alignment %" PRIu64, size, align);
  h->size = size - size % align;
  h->align = align;
  h->segs = malloc(8 * sizeof *h->segs);
  if (!h->segs) return cj__fail(CJ_E_OOM, "heap: out of host memory");
  h->cap = 8;
  h->n = 1;
  h->segs[0] = (cj_hseg){0, h->size, 0};
  return CJ_OK;
}

void cj__halloc_destroy(cj_halloc *h) {
  free(h->segs);
  memset(h, 0, sizeof *h);
}

static int insert_at(cj_halloc *h, int i, cj_hseg s) {
  if (h->n == h->cap) {
    cj_hseg *p = realloc(h->segs, (size_t)h->cap * 2 * sizeof *p);
    if (!p) return 0;
    h->segs = p;
    h->cap *= 2;
  }
  memmove(&h->segs[i + 1], &h->segs[i], (size_t)(h->n - i) * sizeof *h->segs);
  h->segs[i] = s;
  h->n++;
  return 1;
}

static void remove_at(cj_halloc *h, int i) {
  memmove(&h->segs[i], &h->segs[i + 1], (size_t)(h->n - i - 1) * sizeof *h->segs);
  h->n--;
}

cj_status cj__halloc_alloc(cj_halloc *h, uint64_t bytes, uint64_t *off) {
  if (bytes == 0) return cj__fail(CJ_E_INVALID, "heap: allocation of 0 bytes");
  if (bytes > h->size) return cj__fail(CJ_E_OOM, "heap: %" PRIu64 " bytes exceed the heap", bytes);
  uint64_t len = (bytes + h->align - 1) / h->align * h->align;
  for (int i = 0; i < h->n; i++) {
    cj_hseg *s = &h->segs[i];
    if (s->used || s->len < len) continue;
    if (s->len > len) {
      cj_hseg rest = {s->off + len, s->len - len, 0};
      if (!insert_at(h, i + 1, rest)) return cj__fail(CJ_E_OOM, "heap: out of host memory");
      s = &h->segs[i];
      s->len = len;
    }
    s->used = 1;
    *off = s->off;
    return CJ_OK;
  }
  return cj__fail(CJ_E_OOM,
                  "heap: no free block of %" PRIu64 " bytes (%" PRIu64 " of %" PRIu64
                  " in use, largest free block %" PRIu64 ")",
                  len, cj__halloc_used(h), h->size, cj__halloc_largest_free(h));
}

cj_status cj__halloc_free(cj_halloc *h, uint64_t off) {
  int lo = 0, hi = h->n - 1, i = -1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (h->segs[mid].off == off) {
      i = mid;
      break;
    }
    if (h->segs[mid].off < off)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  if (i < 0 || !h->segs[i].used)
    return cj__fail(CJ_E_INVALID, "heap: offset %" PRIu64 " is not a live allocation%s", off,
                    i >= 0 ? " (double free?)" : "");
  h->segs[i].used = 0;
  if (i + 1 < h->n && !h->segs[i + 1].used) {
    h->segs[i].len += h->segs[i + 1].len;
    remove_at(h, i + 1);
  }
  if (i > 0 && !h->segs[i - 1].used) {
    h->segs[i - 1].len += h->segs[i].len;
    remove_at(h, i);
  }
  return CJ_OK;
}

int cj__halloc_find(const cj_halloc *h, uint64_t off, uint64_t len, uint64_t *start) {
  for (int i = 0; i < h->n; i++) {
    const cj_hseg *s = &h->segs[i];
    if (off >= s->off && off < s->off + s->len) {
      if (!s->used || len > s->off + s->len - off) return 0;
      *start = s->off;
      return 1;
    }
  }
  return 0;
}

uint64_t cj__halloc_used(const cj_halloc *h) {
  uint64_t u = 0;
  for (int i = 0; i < h->n; i++)
    if (h->segs[i].used) u += h->segs[i].len;
  return u;
}

uint64_t cj__halloc_largest_free(const cj_halloc *h) {
  uint64_t m = 0;
  for (int i = 0; i < h->n; i++)
    if (!h->segs[i].used && h->segs[i].len > m) m = h->segs[i].len;
  return m;
}
