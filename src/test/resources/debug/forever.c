/* Runs forever: for the debugger's Ctrl-C. */
int main(void) {
  unsigned n = 0;
  while (1) {
    n = n + 1;
  }
  return 0;
}
