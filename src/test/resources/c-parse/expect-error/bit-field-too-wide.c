// EXPECT-ERROR: 3:21: width of bit-field 'c' (9 bits) exceeds its type ('unsigned char', 8 bits)
struct bytes {
  unsigned char c : 9;
};
