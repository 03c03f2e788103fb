// EXPECT-ERROR: 4:12: variable 't' has incomplete type 'struct T'
struct T;
void f(void) {
  struct T t;
}
