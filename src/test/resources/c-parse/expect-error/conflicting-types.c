// EXPECT-ERROR: 3:6: conflicting types for 'g': 'long (int)' and 'int (int)' (previous declaration at 2:5)
int g(int);
long g(int);
