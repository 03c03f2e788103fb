/* C arrays in memory, shown element by element by the debugger. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {10, 20, 30, 40};
  unsigned char bytes[3] = {1, 2, 3};
  int x = __VERIFIER_nondet_int();
  a[1] = x;
  int *p = &a[2];
  return a[0] + *p;
}
