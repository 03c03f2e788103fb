/* A variable whose address is taken lives in memory; the debugger reads it from there. */
int main(void) {
  int x = 5;
  int *p = &x;
  *p = 7;
  return x;
}
