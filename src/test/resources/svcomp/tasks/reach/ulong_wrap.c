/* ILP32: false (unreach-call): k = 1: 4294967295UL + 1 wraps to 0; inputs: 1 */
/* LP64: true: unsigned long holds 2^32 */
extern void abort(void);
void reach_error() { abort(); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned long x = 4294967295UL;
  unsigned char k = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(k >= 1 && k <= 3);
  x = x + k;
  if (x < 3) reach_error();
  return 0;
}
