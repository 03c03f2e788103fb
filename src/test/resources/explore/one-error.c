/* 2^8 = 256 paths through eight branches on fresh inputs; the one with every input positive reaches an error. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
    if (__VERIFIER_nondet_int() > 0) s++;
  }
  if (s == 8) reach_error();
  return s;
}
