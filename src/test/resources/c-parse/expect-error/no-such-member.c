// EXPECT-ERROR: 4:13: no member named 'z' in 'struct P'
struct P { int x, y; };
int f(struct P *p) {
  return p->z;
}
