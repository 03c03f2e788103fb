extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[6];
  for (int k = 0; k < 5; k++) { /* LOOP inner=5 witness=0,0,0,0,0,0 outer=5 */
    a[k] = __VERIFIER_nondet_int();
    if (a[k] < 0 || a[k] > 3) return 0;
  }
  int key = __VERIFIER_nondet_int();
  if (key < 0 || key > 3) return 0;
  a[5] = key;
  int i = 0;
  while (a[i] != key) { /* LOOP inner=5 witness=0,0,0,0,0,1 outer=5 */
    i++;
  }
  return i;
}
