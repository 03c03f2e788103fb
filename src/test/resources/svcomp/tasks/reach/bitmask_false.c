/* ILP32: false (unreach-call): x = 0x3a0; inputs: 928 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bitmask_false.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int x = __VERIFIER_nondet_uint();
  if ((x & 0xF0u) == 0xA0u && (x >> 8) == 3u) reach_error();
  return 0;
}
