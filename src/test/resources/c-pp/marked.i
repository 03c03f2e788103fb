# 0 "prog.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "prog.c"
# 1 "hdr.h" 1
int h;
# 2 "prog.c" 2

int main(void) {
# 10 "prog.c"
  return h;
}
