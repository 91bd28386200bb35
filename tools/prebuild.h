/* `colljit prebuild` (prebuild.c), `colljit cache` (cache_cmd.c) and `colljit gemm`
 * (gemm_cmd.c). They return the CLI's exit status: 0 success, 1 usage error, 2 failure. argv
 * starts after the command word. */
#ifndef COLLJIT_PREBUILD_H
#define COLLJIT_PREBUILD_H

int cj__cli_prebuild(int argc, char **argv);
int cj__cli_cache(int argc, char **argv);
int cj__cli_gemm(int argc, char **argv); /* gemm_cmd.c */
int cj__cli_check(int argc, char **argv); /* check.c */

#endif
