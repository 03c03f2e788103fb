/* ILP32: true: 256 values: c >= 128 exactly when (signed char)c < 0 */
extern void abort(void);
void reach_error() { abort(); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char c = __VERIFIER_nondet_uchar();
  signed char s = (signed char)c;
  if ((c >= 128) != (s < 0)) reach_error();
  return 0;
}
