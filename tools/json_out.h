/* JSON on a stream, for the CLI's --json outputs: strings escaped as RFC 8259 asks. */
#ifndef COLLJIT_JSON_OUT_H
#define COLLJIT_JSON_OUT_H

#include <stdio.h>

/* Writes s (NULL: null) as a JSON string: quotes, backslashes and control bytes escaped. */
void cj__json_string(FILE *f, const char *s);
/* `"key": ` */
void cj__json_key(FILE *f, const char *key);

#endif
