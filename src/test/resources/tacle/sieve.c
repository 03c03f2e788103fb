/*
 * sieve: sieve of Eratosthenes up to 50, then a count of the primes found.
 * The marking loop runs only for primes p with p * p <= 50 and starts at p * p.
 * Deterministic: no inputs.
 */
#define LIMIT 50

static char composite[LIMIT + 1];

static void sieve(void)
{
  int i, j;
  _Pragma("loopbound min 51 max 51")
  for (i = 0; i <= LIMIT; i++) {
    composite[i] = 0;
  }
  _Pragma("loopbound min 6 max 6")
  for (i = 2; i * i <= LIMIT; i++) {
    if (composite[i])
      continue;
    _Pragma("loopbound min 1 max 24")
    for (j = i * i; j <= LIMIT; j += i) {
      composite[j] = 1;
    }
  }
}

static int count_primes(void)
{
  int i, n = 0;
  _Pragma("loopbound min 49 max 49")
  for (i = 2; i <= LIMIT; i++) {
    if (!composite[i])
      n++;
  }
  return n;
}

int main(void)
{
  sieve();
  return count_primes() == 15 ? 0 : 1;
}
