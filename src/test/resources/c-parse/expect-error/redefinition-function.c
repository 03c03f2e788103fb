// EXPECT-ERROR: 3:5: redefinition of 'f' (previous declaration at 2:5)
int f(void) { return 0; }
int f(void) { return 1; }
