// EXPECT-ERROR: 4:10: cannot take the address of the register variable 'r'
int *f(void) {
  register int r = 1;
  return &r;
}
