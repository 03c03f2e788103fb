// EXPECT-ERROR: 2:6: array has incomplete element type 'void'
void a[3];
