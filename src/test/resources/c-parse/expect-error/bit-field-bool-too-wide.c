// EXPECT-ERROR: 3:13: width of bit-field 'b' (2 bits) exceeds its type ('_Bool', 1 bit)
struct flags {
  _Bool b : 2;
};
