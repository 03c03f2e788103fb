// EXPECT-ERROR: 3:12: bit-fields are not supported
struct flags {
  unsigned ready : 1;
};
