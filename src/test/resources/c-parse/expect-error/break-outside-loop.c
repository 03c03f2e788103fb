// EXPECT-ERROR: 4:5: 'break' statement not in a loop or switch statement
void f(int x) {
  if (x)
    break;
}
