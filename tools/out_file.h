/* Output files of the CLI: a regular file (or a new one) is written to a temporary next to it
 * and renamed into place only when everything was written, so that a failed command never
 * truncates what was there; anything else (a device, a pipe) is written directly. Every
 * failure is reported with its reason. */
#ifndef COLLJIT_OUT_FILE_H
#define COLLJIT_OUT_FILE_H

#include <stdio.h>

typedef struct cj_out_file {
  FILE *f;
  char *path; /* where it goes */
  char *tmp;  /* the temporary, or NULL when written directly */
} cj_out_file;

/* Opens path for writing; 0, or -1 with the reason printed after `who`. */
int cj__out_open(cj_out_file *o, const char *path, const char *who);
/* Finishes: with ok, flushes, checks every write and renames the temporary into place (0, or
 * -1 with the reason printed); without, removes the temporary (the old file stays). */
int cj__out_close(cj_out_file *o, int ok, const char *who);
/* Flushes and closes standard output; -1 (reason printed) if anything written to it was
 * lost. */
int cj__stdout_close(const char *who);

#endif
