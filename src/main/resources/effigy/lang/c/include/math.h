/* math.h: mathematics (C99 7.12), Effigy's built-in subset for x86-64 Linux. The functions are computed by
   the executor on concrete values (a symbolic argument ends the path as unsupported), with glibc's results. */
#ifndef _MATH_H
#define _MATH_H

#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())

/* classification, for float and double arguments (a float converts to double exactly); isinf gives -1 for -inf, as glibc's */
int __effigy_isnan(double x);
int __effigy_isinf(double x);
int __effigy_isfinite(double x);
int __effigy_signbit(double x);
#define isnan(x) __effigy_isnan(x)
#define isinf(x) __effigy_isinf(x)
#define isfinite(x) __effigy_isfinite(x)
#define signbit(x) __effigy_signbit(x)

double fabs(double x);
double sqrt(double x);
double floor(double x);
double ceil(double x);
double fmin(double x, double y);
double fmax(double x, double y);
float fabsf(float x);
float sqrtf(float x);
float floorf(float x);
float ceilf(float x);
float fminf(float x, float y);
float fmaxf(float x, float y);

#endif
