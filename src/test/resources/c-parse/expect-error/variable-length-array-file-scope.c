// EXPECT-ERROR: 3:7: variable-length array declared outside of any function
int n = 3;
int a[n];
