// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1307674368000\n
// EXPECT-STDOUT: 55\n
// EXPECT-STDOUT: 21\n
// EXPECT-STDOUT: 1 1\n
// Recursion: factorial, Fibonacci, gcd, and mutual recursion.
#include <stdio.h>

long fact(int n) {
    return n <= 1 ? 1 : n * fact(n - 1);
}

int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}

int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
}

int is_odd(int n);

int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

int main(void) {
    printf("%ld\n", fact(15));          // 1307674368000: needs 64 bits
    printf("%d\n", fib(10));            // 55
    printf("%d\n", gcd(1071, 462));     // 21
    printf("%d %d\n", is_even(10), is_odd(7));
    return 0;
}
