/* ILP32: false (unreach-call): n = 10; inputs: 10 */
extern void abort(void);
void reach_error() { abort(); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 10);
  int sum = 0;
  for (int i = 0; i < n; i++) sum += i;
  if (sum == 45) reach_error();
  return 0;
}
