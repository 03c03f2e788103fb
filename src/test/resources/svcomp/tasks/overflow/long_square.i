/* ILP32: false (no-overflow): v = 65535; inputs: 65535 */
/* LP64: true: 2 * 65535^2 < 2^63 */
# 1 "long_square.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "long_square.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "long_square.c", 3, "reach_error"); }
extern unsigned short __VERIFIER_nondet_ushort(void);

int main() {
  long v = __VERIFIER_nondet_ushort();
  long w = v * v * 2;
  return w < 0;
}
