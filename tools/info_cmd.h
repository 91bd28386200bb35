/* colljit info [--json]. */
#ifndef COLLJIT_INFO_CMD_H
#define COLLJIT_INFO_CMD_H

int cj__cli_info(int argc, char **argv);

#endif
