// EXPECT-ERROR: 3:23: invalid application of 'sizeof' to an incomplete type 'struct T'
struct T;
unsigned long n = 1 + sizeof(struct T);
