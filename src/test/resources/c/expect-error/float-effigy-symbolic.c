// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=3 error=1
// Leaves: effigy_symbolic makes the bytes of a double symbolic; a union reads its bits. The value is above
// 1e300 only where the exponent field is at least 1997 (0x7cd); the error needs the sign bit clear and the
// value above 1e300 and below 1e308; the sign bit set returns 1, a value at or above 1e308 (an infinity, a NaN
// with the sign clear) 0, a value at or below 1e300 0.
extern void effigy_symbolic(void *p, unsigned long n, const char *name);
extern void reach_error(void);

int main(void) {
    union { double d; unsigned long long bits; } u;
    effigy_symbolic(&u, sizeof u, "u");
    if (u.bits >> 63) return 1;
    if (u.d > 1e300 && u.d < 1e308) reach_error(); // EXPECT-ERROR: reach-error
    return 0;
}
