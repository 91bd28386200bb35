/* Log-log line charts: a title line with the legend, then panels in a grid, each with a frame,
 * decade grid lines, tick labels, a polyline and markers per series. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "plot_png.h"

#define INK 0x000000u
#define GRID 0xd8d8d8u
#define MINOR 0xeeeeeeu
#define TITLE_H 34
#define MAX_TICKS 12

/* A panel's plot area in pixels and its ranges in log10 units. */
typedef struct area {
  int left, right, top, bottom;
  double lx0, lx1, ly0, ly1;
} area;

static int map_x(const area *a, double v) {
  return a->left + (int)lround((log10(v) - a->lx0) / (a->lx1 - a->lx0) * (a->right - a->left));
}

static int map_y(const area *a, double v) {
  return a->bottom - (int)lround((log10(v) - a->ly0) / (a->ly1 - a->ly0) * (a->bottom - a->top));
}

static int valid(const cj_plot_series *s, int i) {
  return s->x[i] > 0 && s->y[i] > 0 && isfinite(s->x[i]) && isfinite(s->y[i]);
}

/* Smallest and largest x and y of the valid points; 0 when there are none. */
static int data_range(const cj_plot_panel *p, double *x0, double *x1, double *y0, double *y1) {
  int any = 0;
  for (int k = 0; k < p->nseries; k++)
    for (int i = 0; i < p->series[k].n; i++) {
      const cj_plot_series *s = &p->series[k];
      if (!valid(s, i)) continue;
      if (!any || s->x[i] < *x0) *x0 = s->x[i];
      if (!any || s->x[i] > *x1) *x1 = s->x[i];
      if (!any || s->y[i] < *y0) *y0 = s->y[i];
      if (!any || s->y[i] > *y1) *y1 = s->y[i];
      any = 1;
    }
  return any;
}

/* x: the data range with a small margin; y: whole decades around the data. */
static void set_ranges(area *a, double x0, double x1, double y0, double y1) {
  a->lx0 = log10(x0);
  a->lx1 = log10(x1);
  if (a->lx1 - a->lx0 < 1e-9) a->lx0 -= 0.5, a->lx1 += 0.5;
  double pad = (a->lx1 - a->lx0) * 0.04;
  a->lx0 -= pad;
  a->lx1 += pad;
  a->ly0 = floor(log10(y0));
  a->ly1 = ceil(log10(y1));
  if (a->ly1 - a->ly0 < 1) a->ly1 = a->ly0 + 1;
}

static void format_decade(char *buf, size_t n, int e) {
  if (e >= -3 && e <= 5)
    snprintf(buf, n, "%g", pow(10.0, e));
  else
    snprintf(buf, n, "1e%d", e);
}

static void format_bytes(char *buf, size_t n, int e2) {
  static const char units[] = " KMGTP";
  int u = e2 / 10 < 5 ? e2 / 10 : 5;
  snprintf(buf, n, "%llu%c", 1ull << (e2 - 10 * u), units[u]);
  if (u == 0) buf[strlen(buf) - 1] = 0;
}

static void y_axis(cj_image *im, const area *a) {
  int lo = (int)a->ly0, hi = (int)a->ly1, step = (hi - lo) / MAX_TICKS + 1;
  for (int e = lo; e <= hi; e++) {
    double v = pow(10.0, e);
    for (int m = 2; m <= 9 && e < hi; m++) {
      int y = map_y(a, v * m);
      cj__image_line(im, a->left + 1, y, a->right - 1, y, 1, MINOR);
    }
    int y = map_y(a, v);
    cj__image_line(im, a->left, y, a->right, y, 1, GRID);
    if ((e - lo) % step) continue;
    char label[32];
    format_decade(label, sizeof label, e);
    cj__image_text(im, a->left - 6 - cj__text_width(label, 1), y - 3, label, 1, INK);
  }
}

static void x_tick(cj_image *im, const area *a, double v, const char *label) {
  int x = map_x(a, v);
  cj__image_line(im, x, a->top, x, a->bottom, 1, GRID);
  cj__image_line(im, x, a->bottom, x, a->bottom + 3, 1, INK);
  cj__image_text(im, x - cj__text_width(label, 1) / 2, a->bottom + 7, label, 1, INK);
}

/* Sizes: ticks at powers of 2 (of 4, 16, ... when there are many); else at decades. */
static void x_axis(cj_image *im, const area *a, int bytes) {
  char label[32];
  double l2 = log2(10.0);
  int lo = (int)ceil(bytes ? a->lx0 * l2 : a->lx0), hi = (int)floor(bytes ? a->lx1 * l2 : a->lx1);
  int step = 1;
  while ((hi - lo) / step + 1 > MAX_TICKS) step *= 2;
  for (int e = lo; e <= hi; e++) {
    if (e % step) continue;
    if (bytes && e >= 0 && e < 64) {
      format_bytes(label, sizeof label, e);
      x_tick(im, a, ldexp(1.0, e), label);
    } else if (!bytes) {
      format_decade(label, sizeof label, e);
      x_tick(im, a, pow(10.0, e), label);
    }
  }
}

static void frame(cj_image *im, const area *a) {
  cj__image_line(im, a->left, a->top, a->right, a->top, 1, INK);
  cj__image_line(im, a->left, a->bottom, a->right, a->bottom, 1, INK);
  cj__image_line(im, a->left, a->top, a->left, a->bottom, 1, INK);
  cj__image_line(im, a->right, a->top, a->right, a->bottom, 1, INK);
}

static void series(cj_image *im, const area *a, const cj_plot_series *s) {
  int have_prev = 0, px = 0, py = 0;
  for (int i = 0; i < s->n; i++) {
    if (!valid(s, i)) {
      have_prev = 0;
      continue;
    }
    int x = map_x(a, s->x[i]), y = map_y(a, s->y[i]);
    if (have_prev) cj__image_line(im, px, py, x, y, 2, s->rgb);
    cj__image_fill(im, x - 2, y - 2, 5, 5, s->rgb);
    px = x, py = y, have_prev = 1;
  }
}

static void panel(cj_image *im, const cj_plot *p, const cj_plot_panel *pn, int px, int py) {
  area a = {px + 64, px + p->panel_w - 18, py + 30, py + p->panel_h - 40, 0, 0, 0, 0};
  if (pn->title) cj__image_text(im, a.left, py + 8, pn->title, 2, INK);
  if (pn->xlabel) {
    int w = cj__text_width(pn->xlabel, 1);
    cj__image_text(im, (a.left + a.right - w) / 2, a.bottom + 22, pn->xlabel, 1, INK);
  }
  double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
  if (!data_range(pn, &x0, &x1, &y0, &y1)) {
    frame(im, &a);
    cj__image_text(im, (a.left + a.right) / 2 - 21, (a.top + a.bottom) / 2, "no data", 1, INK);
    return;
  }
  set_ranges(&a, x0, x1, y0, y1);
  y_axis(im, &a);
  x_axis(im, &a, pn->x_bytes);
  frame(im, &a);
  for (int k = 0; k < pn->nseries; k++) series(im, &a, &pn->series[k]);
}

/* Right-aligned legend in the title line: each distinct label once, in order of appearance. */
static void legend(cj_image *im, const cj_plot *p) {
  const cj_plot_series *seen[16];
  int n = 0;
  for (int i = 0; i < p->npanels; i++)
    for (int k = 0; k < p->panels[i].nseries && n < 16; k++) {
      const cj_plot_series *s = &p->panels[i].series[k];
      int dup = !s->label;
      for (int j = 0; j < n && !dup; j++) dup = !strcmp(seen[j]->label, s->label);
      if (!dup) seen[n++] = s;
    }
  int x = im->w - 12;
  for (int j = n - 1; j >= 0; j--) {
    x -= cj__text_width(seen[j]->label, 2);
    cj__image_text(im, x, 10, seen[j]->label, 2, INK);
    cj__image_line(im, x - 30, 16, x - 8, 16, 3, seen[j]->rgb);
    x -= 50;
  }
}

int cj__plot_render(const cj_plot *p, cj_image *im) {
  int cols = p->cols > 0 ? p->cols : 1;
  int rows = (p->npanels + cols - 1) / cols;
  if (p->panel_w < 160 || p->panel_h < 120 || rows < 1) return -1;
  if (cj__image_init(im, cols * p->panel_w, TITLE_H + rows * p->panel_h)) return -1;
  if (p->title) cj__image_text(im, 12, 10, p->title, 2, INK);
  legend(im, p);
  cj__image_line(im, 0, TITLE_H - 4, im->w - 1, TITLE_H - 4, 1, GRID);
  for (int i = 0; i < p->npanels; i++)
    panel(im, p, &p->panels[i], (i % cols) * p->panel_w, TITLE_H + (i / cols) * p->panel_h);
  return 0;
}
