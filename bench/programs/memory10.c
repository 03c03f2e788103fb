/* Benchmark: one branch per byte of a 10-byte symbolic buffer, 2^10 = 1024 paths (all feasible).
   Exercises the memory model: main makes a stack array symbolic with effigy_symbolic, scan10 walks
   it through a pointer, reads each byte (a symbolic byte at a concrete address), branches on it and
   copies the bytes it keeps into a second array through another pointer (a store whose address
   depends on the path). No two conditions share a byte, so the solver side is as easy as in
   independent12; the cost is the byte-level reads and writes.
   bench/run explores main; the same 1024 paths come from scan10 as the entry with 10 symbolic bytes
   behind its pointer parameter (--program bench/programs/memory10.c=scan10 --buffer-size 10). */
extern void effigy_symbolic(void *p, unsigned long size, const char *name);

int scan10(const unsigned char *p) {
  unsigned char kept[10];
  unsigned char *q = kept;
  const unsigned char *end = p + 10;
  int sum = 0;
  while (p < end) {
    if (*p >= 'a') *q++ = *p;
    p++;
  }
  for (unsigned char *r = kept; r < q; r++) sum += *r;
  return sum;
}

int main(void) {
  unsigned char buf[10];
  effigy_symbolic(buf, sizeof buf, "buf");
  return scan10(buf);
}
