/* Found by the campaign (case 7979, isort6.c): two variables named i. The recurrence search took the second
   (dead at the first loop) for the first and dropped it, so the first loop "recurred" with only n unchanged:
   "unbounded" for a loop that ends after n iterations. */
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  int s = 0;
  for (unsigned i = 0; i < n; i++) { }
  for (int i = 0; i < 3; i++) s++;
  return s;
}
