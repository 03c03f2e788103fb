// EXPECT-ERROR: 3:10: bit-field 'x' has invalid type 'double'
struct s {
  double x : 3;
};
