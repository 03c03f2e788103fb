extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int k = 0;
  for (unsigned char i = c; i != 0; i++) { /* LOOP inner=255 witness=1 outer=255 */
    k++;
  }
  return k;
}
