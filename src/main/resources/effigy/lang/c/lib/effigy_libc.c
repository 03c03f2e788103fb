/* Effigy's C library: the string and memory functions of <string.h>, written in C so that they are
   executed (and explored) like the program itself, as KLEE does with its C library. A program that
   defines one of these functions itself uses its own definition. */
#include <stddef.h>

/* The functions that read or write n bytes check the whole ranges first (Effigy's intrinsic), as AddressSanitizer
   checks the range of the call: a symbolic n is then one check on the path, whose negation reaches past the end at
   once, where the loop's own checks reach it only one byte further per negated loop exit. */
void __effigy_range(const void *p, size_t n, int write);
#define EFFIGY_RANGE(p, n, write) do { if ((n) > 0) __effigy_range((p), (n), (write)); } while (0)

void *memset(void *s, int c, size_t n) {
  unsigned char *p = s;
  EFFIGY_RANGE(p, n, 1);
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char) c;
  return s;
}

void *memcpy(void *dest, const void *src, size_t n) {
  unsigned char *d = dest;
  const unsigned char *s = src;
  EFFIGY_RANGE(s, n, 0);
  EFFIGY_RANGE(d, n, 1);
  for (size_t i = 0; i < n; i++) d[i] = s[i];
  return dest;
}

void *memmove(void *dest, const void *src, size_t n) {
  unsigned char *d = dest;
  const unsigned char *s = src;
  EFFIGY_RANGE(s, n, 0);
  EFFIGY_RANGE(d, n, 1);
  if (d < s) {
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  } else {
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  }
  return dest;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = a, *q = b;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != q[i]) return p[i] < q[i] ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != 0) n++;
  return n;
}

int strcmp(const char *a, const char *b) {
  size_t i = 0;
  while (a[i] != 0 && a[i] == b[i]) i++;
  return (unsigned char) a[i] - (unsigned char) b[i];
}

int strncmp(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i] || a[i] == 0) return (unsigned char) a[i] - (unsigned char) b[i];
  }
  return 0;
}

char *strcpy(char *dest, const char *src) {
  size_t i = 0;
  while ((dest[i] = src[i]) != 0) i++;
  return dest;
}

char *strncpy(char *dest, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i] != 0; i++) dest[i] = src[i];
  for (; i < n; i++) dest[i] = 0;
  return dest;
}

char *strchr(const char *s, int c) {
  for (size_t i = 0; ; i++) {
    if (s[i] == (char) c) return (char *) s + i;
    if (s[i] == 0) return NULL;
  }
}

/* memchr reads no further than the first match (C11 7.24.5.1), so it checks no range first */
void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == (unsigned char) c) return (void *) (p + i);
  }
  return NULL;
}

char *strrchr(const char *s, int c) {
  const char *found = NULL;
  for (size_t i = 0; ; i++) {
    if (s[i] == (char) c) found = s + i;
    if (s[i] == 0) return (char *) found;
  }
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n] != 0) n++;
  return n;
}

char *strcat(char *dest, const char *src) {
  strcpy(dest + strlen(dest), src);
  return dest;
}

char *strncat(char *dest, const char *src, size_t n) {
  char *d = dest + strlen(dest);
  size_t i = 0;
  for (; i < n && src[i] != 0; i++) d[i] = src[i];
  d[i] = 0;
  return dest;
}

char *strstr(const char *haystack, const char *needle) {
  if (needle[0] == 0) return (char *) haystack;
  for (size_t i = 0; haystack[i] != 0; i++) {
    size_t j = 0;
    while (needle[j] != 0 && haystack[i + j] == needle[j]) j++;
    if (needle[j] == 0) return (char *) haystack + i;
  }
  return NULL;
}

int abs(int x) { return x < 0 ? -x : x; }

long labs(long x) { return x < 0 ? -x : x; }

int atoi(const char *s) {
  int sign = 1, v = 0;
  size_t i = 0;
  while (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') i++;
  if (s[i] == '-' || s[i] == '+') { if (s[i] == '-') sign = -1; i++; }
  while (s[i] >= '0' && s[i] <= '9') { v = v * 10 + (s[i] - '0'); i++; }
  return sign * v;
}

/* gcc's builtins that are library functions: the string and memory ones call the functions above; the bit
   ones are branch-free, so that a symbolic argument gives one path and a term for the result. The masks keep
   every intermediate value in range, so they also hold with --ints=math. __builtin_clz and __builtin_ctz of 0,
   undefined in gcc, give the width (as the x86 instructions lzcnt and tzcnt do). */
void *__builtin_memcpy(void *dest, const void *src, size_t n) { return memcpy(dest, src, n); }
void *__builtin_memmove(void *dest, const void *src, size_t n) { return memmove(dest, src, n); }
void *__builtin_memset(void *s, int c, size_t n) { return memset(s, c, n); }
int __builtin_memcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }
size_t __builtin_strlen(const char *s) { return strlen(s); }
int __builtin_strcmp(const char *a, const char *b) { return strcmp(a, b); }
int __builtin_strncmp(const char *a, const char *b, size_t n) { return strncmp(a, b, n); }
char *__builtin_strcpy(char *dest, const char *src) { return strcpy(dest, src); }
char *__builtin_strncpy(char *dest, const char *src, size_t n) { return strncpy(dest, src, n); }
char *__builtin_strchr(const char *s, int c) { return strchr(s, c); }
void *__builtin_memchr(const void *s, int c, size_t n) { return memchr(s, c, n); }
char *__builtin_strrchr(const char *s, int c) { return strrchr(s, c); }
size_t __builtin_strnlen(const char *s, size_t max) { return strnlen(s, max); }
char *__builtin_strcat(char *dest, const char *src) { return strcat(dest, src); }
char *__builtin_strncat(char *dest, const char *src, size_t n) { return strncat(dest, src, n); }
char *__builtin_strstr(const char *haystack, const char *needle) { return strstr(haystack, needle); }

unsigned short __builtin_bswap16(unsigned short x) {
  return (unsigned short) (((x >> 8) & 0xffu) | ((x & 0xffu) << 8));
}

unsigned int __builtin_bswap32(unsigned int x) {
  return ((x >> 24) & 0xffu) | ((x >> 8) & 0xff00u) | ((x & 0xff00u) << 8) | ((x & 0xffu) << 24);
}

unsigned long long __builtin_bswap64(unsigned long long x) {
  return ((unsigned long long) __builtin_bswap32((unsigned int) (x & 0xffffffffu)) << 32)
       | __builtin_bswap32((unsigned int) ((x >> 32) & 0xffffffffu));
}

int __builtin_popcount(unsigned int x) {
  x = (x & 0x55555555u) + ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x & 0x0f0f0f0fu) + ((x >> 4) & 0x0f0f0f0fu);
  x = (x & 0x00ff00ffu) + ((x >> 8) & 0x00ff00ffu);
  x = (x & 0x0000ffffu) + ((x >> 16) & 0x0000ffffu);
  return (int) x;
}

int __builtin_popcountll(unsigned long long x) {
  return __builtin_popcount((unsigned int) (x & 0xffffffffu)) + __builtin_popcount((unsigned int) ((x >> 32) & 0xffffffffu));
}

int __builtin_popcountl(unsigned long x) { return __builtin_popcountll(x); }

int __builtin_clz(unsigned int x) {
  /* every bit below the highest set bit set too; the leading zeros are the bits still clear */
  x = x | (x >> 1);
  x = x | (x >> 2);
  x = x | (x >> 4);
  x = x | (x >> 8);
  x = x | (x >> 16);
  return __builtin_popcount(0xffffffffu - x);
}

int __builtin_clzll(unsigned long long x) {
  unsigned int high = (unsigned int) ((x >> 32) & 0xffffffffu), low = (unsigned int) (x & 0xffffffffu);
  int h = __builtin_clz(high);
  /* h is 32 exactly when the high half is 0: then the low half's count is added */
  return h + (h >> 5) * __builtin_clz(low);
}

int __builtin_clzl(unsigned long x) {
  return sizeof(unsigned long) == 8 ? __builtin_clzll(x) : __builtin_clz((unsigned int) x);
}

static unsigned int effigy_reverse32(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return ((x >> 16) & 0xffffu) | ((x & 0xffffu) << 16);
}

int __builtin_ctz(unsigned int x) { return __builtin_clz(effigy_reverse32(x)); }

int __builtin_ctzll(unsigned long long x) {
  unsigned int high = (unsigned int) ((x >> 32) & 0xffffffffu), low = (unsigned int) (x & 0xffffffffu);
  int l = __builtin_ctz(low);
  return l + (l >> 5) * __builtin_ctz(high);
}

int __builtin_ctzl(unsigned long x) {
  return sizeof(unsigned long) == 8 ? __builtin_ctzll(x) : __builtin_ctz((unsigned int) x);
}
