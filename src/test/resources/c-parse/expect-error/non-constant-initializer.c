// EXPECT-ERROR: 3:9: initializer element is not a compile-time constant
int x;
int y = x + 1;
