/* A minimal PNG writer (RGB, 8 bits, the image data compressed with zlib) and a tiny rasteriser
 * for log-log line plots, used by `colljit bench --plot`. */
#ifndef COLLJIT_PLOT_PNG_H
#define COLLJIT_PLOT_PNG_H

#include <stddef.h>
#include <stdint.h>

/* ---- PNG encoding ------------------------------------------------------------------------ */
uint32_t cj__png_crc32(const unsigned char *p, size_t n);
/* Encodes w x h pixels of RGB (3 bytes each, rows top to bottom) as a PNG file image in a
 * malloc'ed buffer. Returns 0 on success, -1 when out of memory or the size is invalid. */
int cj__png_encode(const unsigned char *rgb, int w, int h, unsigned char **out, size_t *size);

/* ---- raster ------------------------------------------------------------------------------ */
typedef struct cj_image {
  int w, h;
  unsigned char *rgb;
} cj_image;

/* White image; returns -1 when out of memory. Free with cj__image_free. */
int cj__image_init(cj_image *im, int w, int h);
void cj__image_free(cj_image *im);
void cj__image_fill(cj_image *im, int x, int y, int w, int h, uint32_t rgb);
void cj__image_line(cj_image *im, int x0, int y0, int x1, int y1, int thick, uint32_t rgb);
/* Text in the built-in 5x7 font (cells of 6x8 pixels, times scale); returns the width drawn.
 * Characters outside printable ASCII draw as '?'. */
int cj__image_text(cj_image *im, int x, int y, const char *s, int scale, uint32_t rgb);
int cj__text_width(const char *s, int scale);
/* The 7 rows of character c (5 bits each, bit 4 leftmost). */
const unsigned char *cj__font_glyph(int c);

/* ---- plots ------------------------------------------------------------------------------- */
typedef struct cj_plot_series {
  const char *label;
  uint32_t rgb; /* 0xRRGGBB */
  const double *x, *y;
  int n; /* points with x <= 0 or y <= 0 are gaps in the line */
} cj_plot_series;

typedef struct cj_plot_panel {
  const char *title;  /* drawn above the panel, with the legend */
  const char *xlabel; /* under the x axis */
  int x_bytes;        /* x tick labels as sizes (1K, 4M) instead of numbers */
  const cj_plot_series *series;
  int nseries;
} cj_plot_panel;

/* Panels in a grid of `cols` columns, each panel_w x panel_h pixels, under a title line.
 * Both axes are logarithmic. */
typedef struct cj_plot {
  const char *title;
  int cols, panel_w, panel_h;
  const cj_plot_panel *panels;
  int npanels;
} cj_plot;

int cj__plot_render(const cj_plot *p, cj_image *im);
/* Renders and writes the PNG file. Returns 0 on success, -1 on failure (errno is set). */
int cj__plot_write_png(const cj_plot *p, const char *path);

#endif
