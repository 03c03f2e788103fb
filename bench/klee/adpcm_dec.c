/* bench/klee: a two-band ADPCM codec, written for Effigy's benchmarks (in the spirit of
   TACLeBench's adpcm_dec, none of its code or tables).

   A test signal (two integer resonators, a ramp envelope and pseudo-random noise) is split into a
   low and a high sub-band by an integer 5/3 lifting step, each band is coded by backward-adaptive
   ADPCM (4 bits a sample for the low band, 2 for the high band: a 6-bit code word per sample pair),
   and the code words are decoded and recombined. Each band's decoder has a pole-zero predictor
   (2 poles, 6 zeros, sign-sign adaptation with leakage), a quantiser with table-driven reconstruction
   levels, and a step size adapted in the log domain; every sum is saturated to 16 bits.

   No symbolic input: run it with `effigy run bench/klee/adpcm_dec.c`. It prints the checksum of the
   decoded signal and the error energy, and returns 0 when the checksum is the one gcc computes
   (EXPECTED below), 1 otherwise. Integer arithmetic only; right shifts of negative ints are
   arithmetic (as gcc and Effigy do them). */
#include <stdio.h>

#define N 512          /* samples of the test signal (even) */
#define HALF (N / 2)   /* samples in each sub-band, code words */
#define NZ 6           /* zeros of a band's predictor */
#define EXPECTED 0x2f67b247u

static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
static int sat16(int x) { return clamp(x, -32768, 32767); }
static int sgn(int x) { return (x > 0) - (x < 0); }

/* ------------------------------------------------------------------ quantiser tables */

/* The step size: log2(step) in units of 1/256 octave (0 .. LOG_MAX); the fractional part's eighth of an
   octave indexes 2^(k/8) in Q12. */
#define LOG_MAX (10 * 256)
static const int pow2_eighths[8] = {4096, 4467, 4871, 5312, 5793, 6317, 6889, 7512};

static int step_of(int nb) { return (pow2_eighths[(nb >> 5) & 7] << (nb >> 8)) >> 10; }

/* Low band, 3 magnitude bits: decision thresholds and reconstruction levels in Q8 of the step, and
   the log step change each magnitude causes (small ones shrink the step, large ones grow it). */
static const int lo_thr[8] = {0, 64, 128, 205, 294, 410, 563, 768};
static const int lo_rec[8] = {32, 96, 166, 250, 352, 486, 664, 900};
static const int lo_adapt[8] = {-24, -12, -4, 8, 24, 48, 80, 128};

/* High band, 1 magnitude bit. */
static const int hi_thr[2] = {0, 300};
static const int hi_rec[2] = {120, 520};
static const int hi_adapt[2] = {-16, 48};

struct quantiser {
  int levels;          /* magnitude levels: 8 or 2 */
  const int *thr, *rec, *adapt;
};

static const struct quantiser lo_q = {8, lo_thr, lo_rec, lo_adapt};
static const struct quantiser hi_q = {2, hi_thr, hi_rec, hi_adapt};

/* ------------------------------------------------------------------ one band's state */

struct band {
  const struct quantiser *q;
  int a[2];      /* pole coefficients, Q14 */
  int b[NZ];     /* zero coefficients, Q14 */
  int dq[NZ];    /* last quantised differences, newest first */
  int p[2];      /* last partial reconstructions (difference + zero estimate) */
  int sr[2];     /* last reconstructed samples */
  int nb;        /* log step size */
  int step;
  int sz, se;    /* zero estimate and signal estimate of the coming sample */
};

static void band_init(struct band *s, const struct quantiser *q) {
  s->q = q;
  s->a[0] = s->a[1] = 0;
  for (int i = 0; i < NZ; i++) s->b[i] = s->dq[i] = 0;
  s->p[0] = s->p[1] = s->sr[0] = s->sr[1] = 0;
  s->nb = 3 * 256;
  s->step = step_of(s->nb);
  s->sz = s->se = 0;
}

/* The estimates of the coming sample from the predictor's state. */
static void predict(struct band *s) {
  int sz = 0;
  for (int i = 0; i < NZ; i++) sz += (s->b[i] * s->dq[i]) >> 14;
  s->sz = sat16(sz);
  int sp = ((s->a[0] * s->sr[0]) >> 14) + ((s->a[1] * s->sr[1]) >> 14);
  s->se = sat16(s->sz + sp);
}

/* The quantised difference a code stands for: sign bit above the magnitude bits. */
static int dequantise(const struct band *s, int code) {
  int m = code & (s->q->levels - 1);
  int d = (s->q->rec[m] * s->step) >> 8;
  return code & s->q->levels ? -d : d;
}

/* The code of the difference d: sign bit and the largest magnitude whose threshold d reaches. */
static int quantise(const struct band *s, int d) {
  int mag = d < 0 ? -d : d;
  int m = s->q->levels - 1;
  while (m > 0 && mag * 256 < s->q->thr[m] * s->step) m--;
  return (d < 0 ? s->q->levels : 0) | m;
}

/* The state after a sample coded as code, whose quantised difference is dq. */
static void update(struct band *s, int code, int dq) {
  int p = sat16(dq + s->sz);
  int sr = sat16(s->se + dq);

  /* zeros: leak, then a step towards agreeing with the sign of the new difference */
  for (int i = 0; i < NZ; i++) {
    s->b[i] -= s->b[i] >> 8;
    if (dq != 0 && s->dq[i] != 0) s->b[i] += sgn(dq) == sgn(s->dq[i]) ? 128 : -128;
    s->b[i] = clamp(s->b[i], -12288, 12288);
  }
  for (int i = NZ - 1; i > 0; i--) s->dq[i] = s->dq[i - 1];
  s->dq[0] = dq;

  /* poles: the same on the partial reconstructions, kept inside the stability triangle */
  int s1 = sgn(p) * sgn(s->p[0]), s2 = sgn(p) * sgn(s->p[1]);
  s->a[1] = clamp(s->a[1] - (s->a[1] >> 7) + 128 * s2, -12288, 12288);
  int lim = 15360 - s->a[1];
  s->a[0] = clamp(s->a[0] - (s->a[0] >> 8) + 192 * s1, -lim, lim);
  s->p[1] = s->p[0];
  s->p[0] = p;
  s->sr[1] = s->sr[0];
  s->sr[0] = sr;

  /* step size: leak towards 0 in the log domain, plus the magnitude's change */
  s->nb = clamp(s->nb - (s->nb >> 7) + s->q->adapt[code & (s->q->levels - 1)], 0, LOG_MAX);
  s->step = step_of(s->nb);
}

static int encode_sample(struct band *s, int x) {
  predict(s);
  int code = quantise(s, x - s->se);
  update(s, code, dequantise(s, code));
  return code;
}

static int decode_sample(struct band *s, int code) {
  predict(s);
  int dq = dequantise(s, code);
  int out = sat16(s->se + dq);
  update(s, code, dq);
  return out;
}

/* ------------------------------------------------------------------ sub-bands (5/3 lifting) */

static int input[N], output[N];
static int low[HALF], high[HALF];
static unsigned char words[HALF];

static void analyse(const int *x, int *l, int *h) {
  for (int n = 0; n < HALF; n++) {
    int e1 = n + 1 < HALF ? x[2 * n + 2] : x[2 * n];
    h[n] = sat16(x[2 * n + 1] - ((x[2 * n] + e1) >> 1));
  }
  for (int n = 0; n < HALF; n++) {
    int h0 = n > 0 ? h[n - 1] : h[0];
    l[n] = sat16(x[2 * n] + ((h0 + h[n] + 2) >> 2));
  }
}

static void synthesise(const int *l, const int *h, int *x) {
  for (int n = 0; n < HALF; n++) {
    int h0 = n > 0 ? h[n - 1] : h[0];
    x[2 * n] = l[n] - ((h0 + h[n] + 2) >> 2);
  }
  for (int n = 0; n < HALF; n++) {
    int e1 = n + 1 < HALF ? x[2 * n + 2] : x[2 * n];
    x[2 * n + 1] = sat16(h[n] + ((x[2 * n] + e1) >> 1));
    x[2 * n] = sat16(x[2 * n]);
  }
}

/* ------------------------------------------------------------------ the test signal */

static void make_signal(int *x) {
  int y1 = 0, y2 = -6000;          /* resonator at 0.05 of the sample rate: 2 cos(2 pi 0.05) in Q14 */
  int z1 = 0, z2 = 2500;           /* resonator at 0.31: 2 cos(2 pi 0.31) in Q14 */
  unsigned seed = 12345u;
  for (int n = 0; n < N; n++) {
    int y = ((31163 * y1) >> 14) - y2;
    y2 = y1;
    y1 = y;
    int z = ((-12062 * z1) >> 14) - z2;
    z2 = z1;
    z1 = z;
    seed = seed * 1103515245u + 12345u;
    int noise = (int) ((seed >> 16) & 1023) - 512;
    int envelope = n < N / 2 ? 2048 * n / N : 1024 - 1024 * (n - N / 2) / N;   /* Q10: up to 1, down to 1/2 */
    x[n] = sat16(((y + z) * envelope >> 10) + noise);
  }
}

int main(void) {
  struct band lo_enc, hi_enc, lo_dec, hi_dec;

  make_signal(input);
  analyse(input, low, high);

  band_init(&lo_enc, &lo_q);
  band_init(&hi_enc, &hi_q);
  for (int n = 0; n < HALF; n++)
    words[n] = (unsigned char) (encode_sample(&lo_enc, low[n]) | encode_sample(&hi_enc, high[n]) << 4);

  /* the decoder: what the benchmark is named after */
  band_init(&lo_dec, &lo_q);
  band_init(&hi_dec, &hi_q);
  for (int n = 0; n < HALF; n++) {
    low[n] = decode_sample(&lo_dec, words[n] & 15);
    high[n] = decode_sample(&hi_dec, words[n] >> 4);
  }
  synthesise(low, high, output);

  unsigned checksum = 0;
  unsigned error = 0, energy = 0;   /* in units of 64 squared */
  for (int n = 0; n < N; n++) {
    checksum = checksum * 31u + (unsigned) (output[n] & 0xffff);
    int e = (output[n] - input[n]) >> 6, v = input[n] >> 6;
    error += (unsigned) (e * e);
    energy += (unsigned) (v * v);
  }
  printf("adpcm: %d samples, checksum %08x, error energy %u of %u\n", N, checksum, error, energy);
  return checksum == EXPECTED ? 0 : 1;
}
