/* `colljit tune` of the fused GEMM ops, the parts that need no GPU: the lists of fetcher counts
 * and k tiles per flag the sweep of allgather_gemm's fused kernel takes (--fetchers, --kpf), and
 * the selection-table rows it prints (codegen/select.c reads them back: the fused kernel's rows
 * carry fetchers and k_per_flag as columns 7 and 8). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

int cj__tune_int_list(const char *v, int lo, int hi, int *out, int most, char *why, size_t n) {
  int count = 0;
  if (!*v) return snprintf(why, n, "is empty"), -1;
  for (const char *p = v;;) {
    char *end;
    errno = 0;
    long x = *p >= '0' && *p <= '9' ? strtol(p, &end, 10) : (end = (char *)p, 0);
    if (end == p || errno || (*end && *end != ','))
      return snprintf(why, n, "is not a list of numbers (A,B,..)"), -1;
    if (x < lo || x > hi) return snprintf(why, n, "has %ld: each is %d..%d", x, lo, hi), -1;
    if (count == most) return snprintf(why, n, "has more than %d values", most), -1;
    out[count++] = (int)x;
    if (!*end) break;
    p = end + 1;
  }
  return count;
}

static int same(const cj_tune_pt *a, const cj_tune_pt *b) {
  return a->variant == b->variant && a->fetchers == b->fetchers && a->k_per_flag == b->k_per_flag;
}

int cj__tune_gemm_rows(FILE *f, const char *arch, int world, cj_op op, cj_tune_pt *pts, int n) {
  for (int i = 1; i < n; i++) /* insertion sort by bytes, n <= BENCH_MAX_SIZES */
    for (int j = i; j > 0 && pts[j - 1].bytes > pts[j].bytes; j--) {
      cj_tune_pt t = pts[j];
      pts[j] = pts[j - 1], pts[j - 1] = t;
    }
  int rows = 0;
  for (int i = 0; i < n; i++) {
    if (i + 1 < n && same(&pts[i], &pts[i + 1])) continue; /* the next shape's row covers it */
    char maxb[32];
    if (i + 1 == n)
      snprintf(maxb, sizeof maxb, "max");
    else
      snprintf(maxb, sizeof maxb, "%llu", (unsigned long long)pts[i].bytes);
    fprintf(f, "%-8s %-3d %-15s %-11s %-9s 0", arch, world, cj_op_name(op), maxb,
            cj_variant_name(pts[i].variant));
    if (pts[i].fetchers || pts[i].k_per_flag)
      fprintf(f, " %-4d %d", pts[i].fetchers, pts[i].k_per_flag);
    fputc('\n', f);
    rows++;
  }
  return rows;
}
