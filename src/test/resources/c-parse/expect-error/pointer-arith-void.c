// EXPECT-ERROR: 3:10: arithmetic on a pointer to void
void *f(void *p) {
  return p + 1;
}
