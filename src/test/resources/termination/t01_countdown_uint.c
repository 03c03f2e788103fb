/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* A plain countdown: the step count is j. */
void f(unsigned int j) {
  while (j > 0) {
    j--;
  }
}
