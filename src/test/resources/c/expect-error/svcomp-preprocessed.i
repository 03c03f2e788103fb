// RUN: effigy explore
// EXPECT-LEAVES: 11
// EXPECT-STATUS: returned=6 error=5
// A preprocessed SV-COMP task as gcc -E writes it (glibc's declarations, attributes, __asm__ labels,
// __extension__, an extern inline abs as glibc's headers define functions: gcc -O0 calls libc's abs), with nondet inputs of several types, assert as glibc expands it, reach_error, a loop,
// and calls of extern functions with no body (sensor_read's result is the symbol sensor_read@LINE).
// Leaves: n = clamp(u32, 3) is 0 to 3; n = 3 (u32 >= 3: two leaves, u32 = 3 and u32 > 3) fails the assert;
// for each n of 0, 1, 2: the sensor reads 7 and the bool is true (reach_error, an assertion failure as
// SV-COMP defines it), 7 and false, or not 7: 3 x 3 leaves, 3 of them errors.
# 1 "svcomp-preprocessed.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdlib.h" 1 3 4
typedef long unsigned int size_t;
typedef unsigned char __uint8_t;
typedef short int __int16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long int __int64_t;
typedef unsigned long int __uint64_t;
__extension__ typedef long long int __quad_t;
__extension__ typedef unsigned long long int __u_quad_t;
typedef __builtin_va_list __gnuc_va_list;
typedef struct { int quot; int rem; } div_t;
__extension__ typedef struct { long long int quot; long long int rem; } lldiv_t;
extern size_t __ctype_get_mb_cur_max (void) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int atoi (const char *__nptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;
extern long int strtol (const char *__restrict __nptr, char **__restrict __endptr, int __base) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_size__ (1))) ;
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);
extern int printf (const char *__restrict __format, ...);
extern int __isoc99_sscanf (const char *__restrict __s, const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__));
extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) abs (int __x)
{
  return __x < 0 ? -__x : __x;
}
# 2 "svcomp-preprocessed.c" 2
# 1 "/usr/include/string.h" 1 3 4
extern void *memcpy (void *__restrict __dest, const void *__restrict __src, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern size_t strlen (const char *__s) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 3 "svcomp-preprocessed.c" 2
# 1 "/usr/include/assert.h" 1 3 4
extern void __assert_fail (const char *__assertion, const char *__file, unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
# 51 "svcomp-preprocessed.c" 2

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { ((void) sizeof ((0) ? 1 : 0), ((0) ? (void) (0) : __assert_fail ("0", "svcomp-preprocessed.c", 54, __extension__ __PRETTY_FUNCTION__))); } // EXPECT-ERROR: assertion
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern int sensor_read(int channel) __attribute__ ((__warn_unused_result__));
extern void sensor_log(const char *msg, int value);

struct __attribute__ ((__packed__)) reading {
  __uint8_t channel __attribute__ ((__aligned__ (1)));
  __int32_t value;
} __attribute__ ((__may_alias__));

static __inline__ __uint32_t clamp (__uint32_t __restrict_v, __uint32_t __hi) __attribute__ ((__const__));
static __inline__ __uint32_t clamp (__uint32_t v, __uint32_t hi) { return v > hi ? hi : v; }

int main(void)
{
  struct reading r;
  r.channel = __VERIFIER_nondet_uchar();
  __attribute__ ((__unused__)) short s = __VERIFIER_nondet_short();
  __uint32_t n = clamp(__VERIFIER_nondet_u32(), 3);
  __int32_t sum = 0;
  for (__uint32_t i = 0; i < n; i++) {
    sum += abs(-2);
  }
  ((sum <= 4) ? (void) (0) : __assert_fail ("sum <= 4", "svcomp-preprocessed.c", 81, __extension__ __PRETTY_FUNCTION__)); // EXPECT-ERROR: assertion
  r.value = sensor_read(r.channel);
  sensor_log("read", r.value);
  if (__builtin_expect(r.value == 7 && __VERIFIER_nondet_bool(), 0)) {
    reach_error();
  }
  return 0;
}
