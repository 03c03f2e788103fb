/* Calls for the debugger's step / next / finish. */
int twice(int v) {
  return v + v;
}

int main(void) {
  int a = 1;
  a = twice(a);
  a = a + 1;
  return a;
}
