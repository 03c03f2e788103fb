// EXPECT-ERROR: 2:19: excess elements in array initializer
int a[2] = {1, 2, 3};
