/* x is read before it is assigned: in C any value, 33 among them, from which the loop runs for ever (x = 35 again and
   again). The read once ended the run, and the loop was said to terminate. */
int main() {
  int x;
  while (x != 0) {
    if (x > 30 && x <= 35) x = 35;
    else x = 0;
  }
  return 0;
}
