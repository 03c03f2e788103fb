// EXPECT-ERROR: 6:10: cannot take the address of the bit-field 'ready'
struct flags {
  unsigned ready : 1;
};
unsigned *f(struct flags *s) {
  return &s->ready;
}
