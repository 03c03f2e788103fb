int f(int m) {
  int s = 0;
  int i = 0;
  while (i < m) { /* LOOP inner=7 witness=- outer=7 context=f(2):2,f(7):7 */
    s += i;
    i++;
  }
  return s;
}
int main(void) {
  return f(2) + f(7);
}
