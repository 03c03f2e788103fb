/* A program using every supported feature together; it must parse and type-check. */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <assert.h>

typedef struct node {
  int32_t value;
  struct node *next;
} node_t;

typedef enum { OP_ADD, OP_SUB, OP_MUL, OP_COUNT } op_t;

typedef int (*binop_t)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static const binop_t table[OP_COUNT] = { [OP_ADD] = add, [OP_SUB] = sub, [OP_MUL] = &mul };

struct config {
  const char *name;
  uint8_t flags;
  union { int i; unsigned char bytes[4]; } raw;
  int dims[2][2];
};

static struct config defaults = { .name = "default", .flags = 0x3, .raw.i = -1, .dims = { {1, 2}, {3} } };

extern int printf(const char *format, ...);
int rand(void);

int apply(op_t op, int a, int b) {
  if (op < 0 || op >= OP_COUNT) return 0;
  return table[op](a, b);
}

int sum_list(const node_t *n) {
  int s = 0;
  for (; n != NULL; n = n->next) s += n->value;
  return s;
}

int length(node_t *n) { return n ? 1 + length(n->next) : 0; }

unsigned counter(void) {
  static unsigned calls;
  return ++calls;
}

int classify(int c) {
  int kind = 0;
  switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
      kind = 1;
      break;
    case '0': case '1': case '2':
      kind = 2;
      /* fall through */
    default:
      kind += 10;
      break;
  }
  return kind;
}

int find(const int *a, size_t n, int x) {
  size_t i = 0;
  while (1) {
    if (i >= n) goto missing;
    if (a[i] == x) break;
    i++;
  }
  return (int)i;
missing:
  return -1;
}

uint64_t mix(uint64_t h, uint8_t byte) {
  h ^= byte;
  h *= 0x100000001b3ULL;
  h = (h << 13) | (h >> 51);
  return h;
}

struct config copy_config(struct config c) {
  struct config d = c;
  d.flags |= 0x80;
  d.raw.bytes[0] = (unsigned char)~d.raw.bytes[0];
  return d;
}

int pointers(void) {
  int grid[3][4] = {0};
  int (*row)[4] = grid;
  int *cell = &grid[1][2];
  ptrdiff_t d = cell - &grid[0][0];
  *cell = (int)d;
  row++;
  assert((*row)[2] == 6);
  int total = 0;
  for (int i = 0, j = 3; i < 3 && j >= 0; i++, j--) total += grid[i][j];
  do {
    total--;
  } while (total > 100);
  long offset = (char *)&grid[2][0] - (char *)grid;
  return total + (int)offset + (int)offsetof(struct config, dims) + (int)sizeof(defaults.raw);
}

int main(void) {
  node_t third = { 3, NULL }, second = { 2, &third }, first = { .value = 1, .next = &second };
  int values[] = { 5, 7, 9 };
  int r = apply(OP_ADD, sum_list(&first), length(&first));
  r += find(values, sizeof values / sizeof values[0], 7);
  r = r > 10 ? r : -r;
  r <<= 1;
  _Bool ok = r != 0 && counter() > 0u;
  printf("%s %d %d\n", defaults.name, r, ok);
  return classify('e') + (int)(mix(14695981039346656037ULL, 'x') & 0xff) + pointers() + copy_config(defaults).flags;
}
