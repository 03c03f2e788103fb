/*
 * fibcall: iterative Fibonacci numbers, and the sum fib(0) + ... + fib(n).
 * The iteration loop is entered once per call: for every k from 0 to n, and
 * for n + 2 in the closing check (31 iterations when n = 30).
 * Input: n, restricted to 0..30.
 */
/* INPUTS: -1..31 */
extern int __VERIFIER_nondet_int(void);

static int fib(int n)
{
  int i, prev = 0, cur = 1, next;
  if (n == 0)
    return 0;
  _Pragma("loopbound min 0 max 31")
  for (i = 2; i <= n; i++) {
    next = prev + cur;
    prev = cur;
    cur = next;
  }
  return cur;
}

static int fib_sum(int n)
{
  int k, s = 0;
  _Pragma("loopbound min 1 max 31")
  for (k = 0; k <= n; k++) {
    s += fib(k);
  }
  return s;
}

int main(void)
{
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 30)
    return 0;
  /* sum of fib(0..n) is fib(n + 2) - 1 */
  return fib_sum(n) == fib(n + 2) - 1 ? 0 : 1;
}
