// EXPECT-ERROR: 3:4: cannot increment a read-only location with const-qualified type 'const char'
void f(const char *s) {
  (*s)++;
}
