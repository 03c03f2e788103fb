/* LP64: false (unreach-call): x = 17; inputs: 17 */
extern void abort(void);
void reach_error() { abort(); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 10);
  if (x % 7 == 3 && x < 20) reach_error();
  return 0;
}
