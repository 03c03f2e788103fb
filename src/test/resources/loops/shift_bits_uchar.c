extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  int c = 0;
  while (x != 0) { /* LOOP inner=8 witness=255 outer=8 */
    x >>= 1;
    c++;
  }
  return c;
}
