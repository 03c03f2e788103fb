/* A variable declared before a first loop that does not use it (before, after), globals set only in callees: a
   segment's state lacked a variable of the header, and the ranking's encoding failed (NullPointerException). */
extern int __VERIFIER_nondet_int(void);
int held;
void take(void) { if (held == 0) held = 1; }
void give(void) { if (held == 1) held = 0; }
int main() {
  int mine;
  int before = 0, after = 0;
  if (__VERIFIER_nondet_int()) {
    do {
      mine = 0;
      if (__VERIFIER_nondet_int()) { take(); mine++; }
      if (mine) give();
    } while (__VERIFIER_nondet_int());
  }
  do {
    take();
    before = after;
    if (__VERIFIER_nondet_int()) { give(); after++; }
  } while (after != before);
  give();
  return 0;
}
