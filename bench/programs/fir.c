/* Concrete-speed benchmark (TACLeBench-like, written for Effigy): fixed-point filtering of 6,000
   16-bit samples (a triangle wave whose period sweeps, plus pseudo-random noise): a 32-tap FIR
   low-pass with binomial coefficients (Pascal's triangle, scaled to Q15 at start-up) over a circular
   delay line, then a cascade of three biquad IIR sections in Q14 (band-pass, notch, low-pass), each
   output rounded and saturated to 16 bits. Prints a checksum, the output's energy and its zero
   crossings, and returns 0 when they are the ones gcc computes, 1 otherwise. */
#include <stdio.h>

#define N 6000
#define TAPS 32
#define SECTIONS 3

static short input[N], lowpassed[N], output[N];
static int taps[TAPS];

/* b0 b1 b2 a1 a2 in Q14: y = (b0 x + b1 x1 + b2 x2 - a1 y1 - a2 y2) >> 14; poles inside radius 0.9 */
static const int coef[SECTIONS][5] = {
  {3000, 0, -3000, -17334, 13271},   /* band-pass around 0.15 of the sample rate */
  {16384, -10126, 16384, -9113, 13271},   /* notch at 0.2 */
  {2048, 4096, 2048, -21299, 8192},   /* low-pass */
};
static int state[SECTIONS][4];   /* x1 x2 y1 y2 */

static short sat16(long long v) { return (short) (v > 32767 ? 32767 : v < -32768 ? -32768 : v); }

static void make_taps(void) {
  long long row[TAPS];
  for (int i = 0; i < TAPS; i++) row[i] = 0;
  row[0] = 1;
  for (int n = 1; n < TAPS; n++)
    for (int k = n; k > 0; k--) row[k] += row[k - 1];
  for (int k = 0; k < TAPS; k++) taps[k] = (int) ((row[k] + (1LL << 15)) >> 16);   /* sum 2^31 -> Q15 */
}

static void make_signal(void) {
  unsigned seed = 77u;
  int phase = 0, period = 40;
  for (int n = 0; n < N; n++) {
    if (n % 500 == 499) period = period > 8 ? period - 3 : 60;
    phase = (phase + 1) % period;
    int tri = phase < period / 2 ? phase * 2 * 16000 / period - 8000 : 24000 - phase * 2 * 16000 / period;
    seed = seed * 1103515245u + 12345u;
    int noise = (int) ((seed >> 16) & 4095) - 2048;
    input[n] = sat16(tri + noise);
  }
}

static void fir(void) {
  short line[TAPS];
  for (int i = 0; i < TAPS; i++) line[i] = 0;
  int head = 0;
  for (int n = 0; n < N; n++) {
    line[head] = input[n];
    long long acc = 0;
    int j = head;
    for (int k = 0; k < TAPS; k++) {
      acc += (long long) taps[k] * line[j];
      j = j == 0 ? TAPS - 1 : j - 1;
    }
    lowpassed[n] = sat16((acc + (1 << 14)) >> 15);
    head = head + 1 == TAPS ? 0 : head + 1;
  }
}

static short biquad(int s, int x) {
  int *st = state[s];
  const int *c = coef[s];
  long long acc = (long long) c[0] * x + (long long) c[1] * st[0] + (long long) c[2] * st[1]
                  - (long long) c[3] * st[2] - (long long) c[4] * st[3];
  short y = sat16((acc + (1 << 13)) >> 14);
  st[1] = st[0];
  st[0] = x;
  st[3] = st[2];
  st[2] = y;
  return y;
}

int main(void) {
  make_taps();
  make_signal();
  fir();
  for (int n = 0; n < N; n++) {
    int v = lowpassed[n];
    for (int s = 0; s < SECTIONS; s++) v = biquad(s, v);
    output[n] = (short) v;
  }
  unsigned checksum = 0;
  long long energy = 0;
  int crossings = 0;
  for (int n = 0; n < N; n++) {
    checksum = (checksum << 5 | checksum >> 27) ^ (unsigned short) output[n];
    energy += (long long) output[n] * output[n];
    if (n > 0 && (output[n] < 0) != (output[n - 1] < 0)) crossings++;
  }
  printf("fir: %d samples, checksum %08x, energy %lld, %d zero crossings\n", N, checksum, energy, crossings);
  return checksum == 0x56079967u && energy == 8158531754LL && crossings == 667 ? 0 : 1;
}
