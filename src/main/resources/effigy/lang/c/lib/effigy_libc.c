/* Effigy's C library: the string and memory functions of <string.h>, written in C so that they are
   executed (and explored) like the program itself, as KLEE does with its C library. A program that
   defines one of these functions itself uses its own definition. */
#include <stddef.h>

void *memset(void *s, int c, size_t n) {
  unsigned char *p = s;
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char) c;
  return s;
}

void *memcpy(void *dest, const void *src, size_t n) {
  unsigned char *d = dest;
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
  return dest;
}

void *memmove(void *dest, const void *src, size_t n) {
  unsigned char *d = dest;
  const unsigned char *s = src;
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
