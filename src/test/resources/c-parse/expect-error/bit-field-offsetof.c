// EXPECT-ERROR: 3:48: cannot take the offset of the bit-field 'a'
struct s { int x; int a : 3; };
unsigned long n = __builtin_offsetof(struct s, a);
