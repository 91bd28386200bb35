/* The PNG writer and plot rasteriser of `colljit bench --plot`: renders a two-panel plot to a
 * temporary file and reads it back with an independent decoder (chunks and CRCs here, the zlib
 * stream with zlib's own inflate, scanlines).
 *
 *   test_plot_png [KEEP.png]   (KEEP.png: also write the image there, to look at) */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "plot_png.h"
#include "test.h"

static uint32_t be32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Bitwise CRC-32 (reflected 0xedb88320), independent of the writer's table. */
static uint32_t crc_slow(const unsigned char *p, size_t n) {
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
  }
  return ~c;
}

static unsigned char *read_all(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = len > 0 ? malloc((size_t)len) : NULL;
  if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  *n = buf ? (size_t)len : 0;
  return buf;
}

/* Inflates the zlib stream with zlib (the decoder; the writer only compresses); returns the
 * bytes or NULL. `expect` is the size the image needs. */
static unsigned char *inflate_zlib(const unsigned char *z, size_t n, size_t expect, size_t *out_n) {
  CHECK(n >= 6, "zlib stream of %zu bytes", n);
  if (n < 6) return NULL;
  CHECK((z[0] & 0x0f) == 8, "CM %d is not deflate", z[0] & 0x0f);
  CHECK(((unsigned)z[0] << 8 | z[1]) % 31 == 0, "FCHECK wrong");
  uLongf len = (uLongf)expect + 1; /* one spare byte: a longer stream shows as too long */
  unsigned char *out = malloc(len);
  int rc = out ? uncompress(out, &len, z, (uLong)n) : Z_MEM_ERROR;
  CHECK(rc == Z_OK, "uncompress: %d", rc);
  if (rc != Z_OK) {
    free(out);
    return NULL;
  }
  *out_n = len;
  return out;
}

typedef struct png_info {
  uint32_t w, h;
  unsigned char *idat;
  size_t idat_n;
} png_info;

/* Walks the chunks: signature, IHDR first, IDAT(s), IEND last, every CRC. */
static int parse_png(const unsigned char *p, size_t n, png_info *info) {
  static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  CHECK(n > 8 && !memcmp(p, sig, 8), "PNG signature");
  size_t pos = 8;
  int chunks = 0, iend = 0;
  info->idat = malloc(n);
  info->idat_n = 0;
  while (pos + 12 <= n && !iend) {
    uint32_t len = be32(p + pos);
    if (pos + 12 + len > n) break;
    const unsigned char *type = p + pos + 4, *data = p + pos + 8;
    CHECK(be32(data + len) == crc_slow(type, len + 4), "CRC of chunk %.4s", (const char *)type);
    if (chunks == 0) {
      CHECK(!memcmp(type, "IHDR", 4) && len == 13, "first chunk is %.4s", (const char *)type);
      info->w = be32(data);
      info->h = be32(data + 4);
      CHECK(data[8] == 8 && data[9] == 2, "bit depth %d colour type %d", data[8], data[9]);
      CHECK(data[10] == 0 && data[11] == 0 && data[12] == 0, "compression/filter/interlace");
    } else if (!memcmp(type, "IDAT", 4)) {
      memcpy(info->idat + info->idat_n, data, len);
      info->idat_n += len;
    }
    iend = !memcmp(type, "IEND", 4);
    chunks++;
    pos += 12 + len;
  }
  CHECK(iend && pos == n, "IEND ends the file (at %zu of %zu)", pos, n);
  return iend && pos == n ? 0 : -1;
}

static void check_pixels(const unsigned char *raw, size_t n, uint32_t w, uint32_t h) {
  size_t row = (size_t)w * 3 + 1;
  CHECK(n == row * h, "inflated %zu bytes, want %zu rows of %zu", n, (size_t)h, row);
  if (n != row * h) return;
  size_t ink = 0, blue = 0;
  for (uint32_t y = 0; y < h; y++) {
    const unsigned char *r = raw + row * y;
    CHECK(r[0] == 0, "row %u filter %d", y, r[0]);
    for (uint32_t x = 0; x < w; x++) {
      const unsigned char *px = r + 1 + 3 * x;
      ink += px[0] != 0xff || px[1] != 0xff || px[2] != 0xff;
      blue += px[0] == 0x1f && px[1] == 0x77 && px[2] == 0xb4;
    }
  }
  CHECK(ink > 1000, "only %zu pixels are not background", ink);
  CHECK(blue > 100, "only %zu pixels of the first series' colour", blue);
  CHECK(ink < (size_t)w * h / 2, "%zu of %zu pixels are not background", ink, (size_t)w * h);
}

static int render(const char *path) {
  static double x[10], lat_a[10], lat_b[10], bw_a[10], bw_b[10];
  for (int i = 0; i < 10; i++) {
    x[i] = 1024.0 * pow(4.0, i);
    lat_a[i] = 6.0 + x[i] / 3.0e5;
    lat_b[i] = 14.0 + x[i] / 2.6e5;
    bw_a[i] = x[i] / lat_a[i] / 1e3;
    bw_b[i] = x[i] / lat_b[i] / 1e3;
  }
  lat_b[4] = 0; /* a gap */
  cj_plot_series lat[2] = {{"colljit", 0x1f77b4, x, lat_a, 10}, {"NCCL", 0xd62728, x, lat_b, 10}};
  cj_plot_series bw[2] = {{"colljit", 0x1f77b4, x, bw_a, 10}, {"NCCL", 0xd62728, x, bw_b, 10}};
  cj_plot_panel panels[3] = {
      {"allreduce latency (us)", "bytes per rank", 1, lat, 2},
      {"allreduce bus bandwidth (GB/s)", "bytes per rank", 1, bw, 2},
      {"empty panel", "x", 0, NULL, 0},
  };
  cj_plot p = {"colljit bench: TEST GPU x 2, bf16 {}[]|~`!?@#$%^&*", 2, 520, 300, panels, 3};
  return cj__plot_write_png(&p, path);
}

static void check_encoder_small(void) {
  unsigned char rgb[2 * 2 * 3] = {255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 2, 3};
  unsigned char *png;
  size_t n;
  CHECK(cj__png_encode(rgb, 2, 2, &png, &n) == 0, "encode 2x2");
  CHECK(cj__png_crc32((const unsigned char *)"123456789", 9) == 0xcbf43926u, "CRC check value");
  png_info info;
  if (!parse_png(png, n, &info)) {
    size_t raw_n = 0;
    unsigned char *raw = inflate_zlib(info.idat, info.idat_n, 14, &raw_n);
    CHECK(raw && raw_n == 14 && !memcmp(raw + 1, rgb, 6) && !memcmp(raw + 8, rgb + 6, 6),
          "2x2 pixels round trip");
    free(raw);
  }
  free(info.idat);
  free(png);
  CHECK(cj__png_encode(rgb, 0, 2, &png, &n) == -1, "width 0 refused");
}

int main(int argc, char **argv) {
  check_encoder_small();
  char path[] = "/tmp/cj_plot_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0, "mkstemp");
  if (fd < 0) return test_end();
  close(fd);
  CHECK(render(path) == 0, "render to %s", path);
  if (argc > 1) CHECK(render(argv[1]) == 0, "render to %s", argv[1]);
  size_t n = 0;
  unsigned char *file = read_all(path, &n);
  unlink(path);
  CHECK(file != NULL, "read back");
  png_info info = {0, 0, NULL, 0};
  if (file && !parse_png(file, n, &info)) {
    CHECK(info.w == 1040 && info.h == 34 + 2 * 300, "size %ux%u", info.w, info.h);
    size_t raw_n = 0, want = (1 + 3 * (size_t)info.w) * info.h;
    /* a plot is mostly background: compressed, it is a small fraction of its pixels */
    CHECK(info.idat_n * 10 < want, "image data %zu bytes for %zu of pixels", info.idat_n, want);
    unsigned char *raw = inflate_zlib(info.idat, info.idat_n, want, &raw_n);
    if (raw) check_pixels(raw, raw_n, info.w, info.h);
    free(raw);
  }
  free(info.idat);
  free(file);
  return test_end();
}
