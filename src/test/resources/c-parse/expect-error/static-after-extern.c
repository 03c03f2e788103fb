// EXPECT-ERROR: 3:12: static declaration of 'x' follows non-static declaration (previous declaration at 2:5)
int x;
static int x;
