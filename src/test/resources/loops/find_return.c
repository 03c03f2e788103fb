extern int __VERIFIER_nondet_int(void);
int find(const int *a, int len, int key) {
  for (int i = 0; i < len; i++) { /* LOOP inner=6 witness=0,0,0,0,0,0,1 outer=6 */
    if (a[i] == key) return i;
  }
  return -1;
}
int main(void) {
  int a[6];
  for (int k = 0; k < 6; k++) { /* LOOP inner=6 witness=0,0,0,0,0,0,0 outer=6 */
    a[k] = __VERIFIER_nondet_int();
    if (a[k] < 0 || a[k] > 3) return 0;
  }
  int key = __VERIFIER_nondet_int();
  if (key < 0 || key > 3) return 0;
  return find(a, 6, key);
}
