// EXPECT-ERROR: 3:10: comparison between pointer and integer ('int *' and 'int')
int f(int *p) {
  return p == 1;
}
