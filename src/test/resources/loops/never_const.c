int main(void) {
  int s = 0;
  for (int i = 10; i < 5; i++) { /* LOOP inner=0 witness=- outer=0 */
    s++;
  }
  return s;
}
