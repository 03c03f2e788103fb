// EXPECT-ERROR: 4:11: zero width for bit-field 'b'
struct s {
  int a : 3;
  int b : 0;
};
