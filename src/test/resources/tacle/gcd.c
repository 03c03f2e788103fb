/*
 * gcd: Euclid's algorithm (by remainders) over fixed pairs, and the digit sum
 * of each result with a do-while loop, which always runs at least once.
 * Deterministic: no inputs.
 */
#define PAIRS 5

struct pair {
  unsigned a;
  unsigned b;
};

static struct pair pairs[PAIRS] = {{1071u, 462u}, {89u, 55u}, {100u, 75u}, {17u, 0u}, {4096u, 768u}};

static unsigned gcd(unsigned a, unsigned b)
{
  unsigned t;
  _Pragma("loopbound min 0 max 9")
  while (b != 0u) {
    t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static unsigned digit_sum(unsigned v)
{
  unsigned s = 0u;
  _Pragma("loopbound min 1 max 3")
  do {
    s += v % 10u;
    v /= 10u;
  } while (v != 0u);
  return s;
}

int main(void)
{
  int i;
  unsigned total = 0u;
  _Pragma("loopbound min 5 max 5")
  for (i = 0; i < PAIRS; i++) {
    total += digit_sum(gcd(pairs[i].a, pairs[i].b));
  }
  return (int) total;
}
