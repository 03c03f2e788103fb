/*
 * fir: an eight-tap FIR filter over a block of 24 samples. At the start of the
 * block fewer past samples exist, so the tap loop runs min(i + 1, 8) times.
 * Deterministic: no inputs.
 */
#define TAPS 8
#define SAMPLES 24

static const int coeff[TAPS] = {3, -7, 12, 25, 25, 12, -7, 3};
static int input[SAMPLES];
static int output[SAMPLES];

static void make_input(void)
{
  int i, v = 5;
  _Pragma("loopbound min 24 max 24")
  for (i = 0; i < SAMPLES; i++) {
    v = (v * 13 + 7) % 64;
    input[i] = v - 32;
  }
}

static void filter(const int *x, int *y, int n)
{
  int i, k, acc;
  _Pragma("loopbound min 24 max 24")
  for (i = 0; i < n; i++) {
    acc = 0;
    _Pragma("loopbound min 1 max 8")
    for (k = 0; k < TAPS && k <= i; k++) {
      acc += coeff[k] * x[i - k];
    }
    y[i] = acc >> 6;
  }
}

static int energy(const int *y, int n)
{
  int i, e = 0;
  _Pragma("loopbound min 24 max 24")
  for (i = 0; i < n; i++) {
    e += y[i] < 0 ? -y[i] : y[i];
  }
  return e;
}

int main(void)
{
  make_input();
  filter(input, output, SAMPLES);
  return energy(output, SAMPLES) & 127;
}
