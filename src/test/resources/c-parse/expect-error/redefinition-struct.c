// EXPECT-ERROR: 3:1: redefinition of 'struct S' (previous declaration at 2:1)
struct S { int a; };
struct S { int b; };
