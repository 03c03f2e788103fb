int main(void) {
  int s = 0;
  do { /* LOOP inner=1 witness=- outer=1 */
    s++;
  } while (0);
  return s;
}
