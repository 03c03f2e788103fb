// EXPECT-ERROR: 2:10: incompatible integer to pointer conversion in initialization: 'int' to 'int *'
int *p = 5;
