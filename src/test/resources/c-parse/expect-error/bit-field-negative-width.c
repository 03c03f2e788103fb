// EXPECT-ERROR: 3:14: negative width in unnamed bit-field
struct s {
  unsigned : -1;
  int a;
};
