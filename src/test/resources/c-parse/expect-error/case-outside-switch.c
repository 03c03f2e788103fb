// EXPECT-ERROR: 3:3: 'case' label not within a switch statement
void f(void) {
  case 1: ;
}
