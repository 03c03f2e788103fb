/* ILP32: false (no-overflow): i += x overflows when x reaches 2,072,000 (the 2,072nd iteration); inputs: i = 0, then
   1 at each of the loop's reads: deeper than a symbolic search goes in seconds, met by a probe that gives each call
   site one value (after loop-zilu/benchmark03_linear, whose 65,536 reads would make a witness of megabytes) */
extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = 0;
  int i = __VERIFIER_nondet_int();
  if (i != 0) return 0;
  while (__VERIFIER_nondet_bool()) {
    x += 1000;
    i += x;
  }
  return i > 0;
}
