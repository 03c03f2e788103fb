extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[8];
  for (int k = 0; k < 8; k++) { /* LOOP inner=8 witness=0,0,0,0,0,0,0,0 outer=8 */
    a[k] = __VERIFIER_nondet_int();
    if (a[k] < 0 || a[k] > 1) return 0;
  }
  int i = 0;
  while (i < 8 && a[i]) { /* LOOP inner=8 witness=1,1,1,1,1,1,1,1 outer=8 */
    i++;
  }
  return i;
}
