/* placeholder while the CLI is written */
int main(void) { return 0; }
