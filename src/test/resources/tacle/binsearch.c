/*
 * binsearch: binary search for a handful of fixed keys in a sorted table of
 * sixteen entries; some keys are present, some are not.
 * Deterministic: no inputs.
 */
#define SIZE 16
#define KEYS 6

struct entry {
  int key;
  int value;
};

static struct entry table[SIZE] = {
  {2, 100}, {3, 101}, {5, 102}, {7, 103}, {11, 104}, {13, 105}, {17, 106}, {19, 107},
  {23, 108}, {29, 109}, {31, 110}, {37, 111}, {41, 112}, {43, 113}, {47, 114}, {53, 115}
};

static int wanted[KEYS] = {23, 2, 53, 4, 60, 19};

static int lookup(int key)
{
  int lo = 0, hi = SIZE - 1, mid;
  _Pragma("loopbound min 1 max 5")
  while (lo <= hi) {
    mid = (lo + hi) / 2;
    if (table[mid].key == key)
      return table[mid].value;
    if (table[mid].key < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void)
{
  int k, found = 0, sum = 0, v;
  _Pragma("loopbound min 6 max 6")
  for (k = 0; k < KEYS; k++) {
    v = lookup(wanted[k]);
    if (v >= 0) {
      found++;
      sum += v;
    }
  }
  return found * 1000 + sum;
}
