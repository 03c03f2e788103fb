/*
 * strops: string length, comparison and in-place reversal over fixed
 * NUL-terminated strings, written without the C library. The strlen
 * annotation is deliberately loose (see README.md).
 * Deterministic: no inputs.
 */
#define WORDS 4

static char w0[] = "effigy";
static char w1[] = "effort";
static char w2[] = "symbolic execution";
static char w3[] = "";

static char *words[WORDS] = {w0, w1, w2, w3};

static int length(const char *s)
{
  int n = 0;
  _Pragma("loopbound min 0 max 100") /* LOOSE */
  while (s[n] != '\0') {
    n++;
  }
  return n;
}

static int compare(const char *a, const char *b)
{
  _Pragma("loopbound min 0 max 18")
  while (*a != '\0' && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char) *a - (unsigned char) *b;
}

static void reverse(char *s)
{
  int i = 0, j = length(s) - 1;
  char t;
  _Pragma("loopbound min 0 max 9")
  while (i < j) {
    t = s[i];
    s[i] = s[j];
    s[j] = t;
    i++;
    j--;
  }
}

int main(void)
{
  int i, j, order = 0, total = 0;
  _Pragma("loopbound min 4 max 4")
  for (i = 0; i < WORDS; i++) {
    _Pragma("loopbound min 4 max 4")
    for (j = 0; j < WORDS; j++) {
      if (compare(words[i], words[j]) < 0)
        order++;
    }
  }
  _Pragma("loopbound min 4 max 4")
  for (i = 0; i < WORDS; i++) {
    reverse(words[i]);
    total += length(words[i]);
  }
  return total * 16 + order;
}
