/* LP64: true: unsigned arithmetic wraps and is no overflow */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "unsigned_wrap_true.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned short __VERIFIER_nondet_ushort(void);

int main() {
  unsigned int u = __VERIFIER_nondet_uint();
  u = u + 1u;
  u = u * 3u;
  unsigned short h = __VERIFIER_nondet_ushort();
  h = h + 1;
  return (int)(u & 1u) + h;
}
