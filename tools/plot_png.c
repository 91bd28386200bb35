/* PNG encoding (the image data compressed with zlib) and the raster primitives the plots draw
 * with. */
#include "plot_png.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* ---- checksums --------------------------------------------------------------------------- */
uint32_t cj__png_crc32(const unsigned char *p, size_t n) {
  static uint32_t table[256];
  static int ready;
  if (!ready) {
    for (uint32_t i = 0; i < 256; i++) {
      uint32_t c = i;
      for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
    ready = 1;
  }
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; i++) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

/* ---- encoding ---------------------------------------------------------------------------- */
static unsigned char *put32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
  return p + 4;
}

/* One chunk: length, type, data, CRC of type and data. */
static unsigned char *put_chunk(unsigned char *p, const char *type, const unsigned char *data,
                                size_t n) {
  p = put32(p, (uint32_t)n);
  unsigned char *crc_from = p;
  memcpy(p, type, 4);
  if (n) memcpy(p + 4, data, n);
  p += 4 + n;
  return put32(p, cj__png_crc32(crc_from, n + 4));
}

/* Scanlines with filter type 0 in front of each row. */
static unsigned char *raw_rows(const unsigned char *rgb, int w, int h, size_t *n) {
  size_t row = (size_t)w * 3;
  *n = (row + 1) * (size_t)h;
  unsigned char *raw = malloc(*n);
  if (!raw) return NULL;
  for (int y = 0; y < h; y++) {
    raw[(row + 1) * (size_t)y] = 0;
    memcpy(raw + (row + 1) * (size_t)y + 1, rgb + row * (size_t)y, row);
  }
  return raw;
}

int cj__png_encode(const unsigned char *rgb, int w, int h, unsigned char **out, size_t *size) {
  static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  *out = NULL;
  *size = 0;
  if (w <= 0 || h <= 0 || w > (1 << 20) || h > (1 << 20)) return -1;
  size_t n;
  unsigned char *raw = raw_rows(rgb, w, h, &n);
  if (!raw) return -1;
  uLongf zn = compressBound((uLong)n);
  unsigned char *z = malloc(zn);
  unsigned char *buf = malloc(8 + 25 + 12 + zn + 12);
  if (!z || !buf || compress2(z, &zn, raw, (uLong)n, Z_BEST_COMPRESSION) != Z_OK) {
    free(raw), free(z), free(buf);
    return -1;
  }
  unsigned char ihdr[13], *p = buf;
  put32(put32(ihdr, (uint32_t)w), (uint32_t)h);
  ihdr[8] = 8;  /* bit depth */
  ihdr[9] = 2;  /* colour type: RGB */
  ihdr[10] = 0; /* compression: deflate */
  ihdr[11] = 0; /* filter method 0 */
  ihdr[12] = 0; /* no interlace */
  memcpy(p, sig, 8);
  p = put_chunk(p + 8, "IHDR", ihdr, 13);
  p = put_chunk(p, "IDAT", z, zn);
  p = put_chunk(p, "IEND", NULL, 0);
  free(raw);
  free(z);
  *out = buf;
  *size = (size_t)(p - buf);
  return 0;
}

/* ---- raster ------------------------------------------------------------------------------ */
int cj__image_init(cj_image *im, int w, int h) {
  im->w = w;
  im->h = h;
  im->rgb = w > 0 && h > 0 ? malloc((size_t)w * (size_t)h * 3) : NULL;
  if (!im->rgb) return -1;
  memset(im->rgb, 0xff, (size_t)w * (size_t)h * 3);
  return 0;
}

void cj__image_free(cj_image *im) {
  free(im->rgb);
  im->rgb = NULL;
}

static void put_pixel(cj_image *im, int x, int y, uint32_t rgb) {
  if (x < 0 || y < 0 || x >= im->w || y >= im->h) return;
  unsigned char *p = im->rgb + ((size_t)y * (size_t)im->w + (size_t)x) * 3;
  p[0] = (unsigned char)(rgb >> 16);
  p[1] = (unsigned char)(rgb >> 8);
  p[2] = (unsigned char)rgb;
}

void cj__image_fill(cj_image *im, int x, int y, int w, int h, uint32_t rgb) {
  for (int j = y; j < y + h; j++)
    for (int i = x; i < x + w; i++) put_pixel(im, i, j, rgb);
}

/* Bresenham; a thick line stamps a square of thick x thick pixels at every step. */
void cj__image_line(cj_image *im, int x0, int y0, int x1, int y1, int thick, uint32_t rgb) {
  int dx = abs(x1 - x0), dy = -abs(y1 - y0);
  int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1, err = dx + dy;
  int lo = -(thick - 1) / 2;
  for (;;) {
    cj__image_fill(im, x0 + lo, y0 + lo, thick, thick, rgb);
    if (x0 == x1 && y0 == y1) break;
    int e2 = 2 * err;
    if (e2 >= dy) err += dy, x0 += sx;
    if (e2 <= dx) err += dx, y0 += sy;
  }
}

int cj__text_width(const char *s, int scale) {
  return (int)strlen(s) * 6 * scale;
}

int cj__image_text(cj_image *im, int x, int y, const char *s, int scale, uint32_t rgb) {
  int x_start = x;
  for (; *s; s++, x += 6 * scale) {
    const unsigned char *g = cj__font_glyph((unsigned char)*s);
    for (int row = 0; row < 7; row++)
      for (int col = 0; col < 5; col++)
        if (g[row] >> (4 - col) & 1)
          cj__image_fill(im, x + col * scale, y + row * scale, scale, scale, rgb);
  }
  return x - x_start;
}

int cj__plot_write_png(const cj_plot *p, const char *path) {
  cj_image im;
  if (cj__plot_render(p, &im)) return -1;
  unsigned char *png;
  size_t n;
  int rc = cj__png_encode(im.rgb, im.w, im.h, &png, &n);
  cj__image_free(&im);
  if (rc) return -1;
  FILE *f = fopen(path, "wb");
  if (!f) {
    free(png);
    return -1;
  }
  rc = fwrite(png, 1, n, f) == n ? 0 : -1;
  if (fclose(f) != 0) rc = -1;
  free(png);
  return rc;
}
