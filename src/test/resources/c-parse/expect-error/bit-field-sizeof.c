// EXPECT-ERROR: 4:10: 'sizeof' applied to the bit-field 'a'
struct s { int a : 3; } v;
int main(void) {
  return sizeof v.a;
}
