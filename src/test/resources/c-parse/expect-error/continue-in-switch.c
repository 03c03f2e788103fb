// EXPECT-ERROR: 4:13: 'continue' statement not in a loop statement
void f(int x) {
  switch (x) {
    case 1: continue;
  }
}
