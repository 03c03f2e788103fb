/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* Counts i up to n; at n = INT_MAX the last increment stops exactly at n, so no wrap. */
void f(int n) {
  int i = 0;
  while (i < n) {
    i++;
  }
}
