/* LP64: true: each value is within its type */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_ranges_true.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern _Bool __VERIFIER_nondet_bool(void);

int main() {
  char c = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  _Bool b = __VERIFIER_nondet_bool();
  unsigned int u = __VERIFIER_nondet_uint();
  if (c < -128 || c > 127 || uc > 255 || s < -32768 || s > 32767 || us > 65535) reach_error();
  if (b != 0 && b != 1) reach_error();
  if ((unsigned long)u > 4294967295UL) reach_error();
  return 0;
}
