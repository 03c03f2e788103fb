/* An INI parser (bench/fuzz, shape: text keys compared with strcmp).
   An input is lines ('\n'): "[section]", "key=value", ";comment" or empty. Section and key names of up to 15
   characters are copied into NUL-terminated buffers and compared with strcmp. In section "log", key "level"
   takes a decimal value 0..15 and counts it in a table of 8 levels; "core" takes "threads" and "name".
   The bug: the table has 8 entries and the check allows 15: it needs a line "[log]" and then "level=N"
   with N from 8 to 15. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static int copy_name(char *dst, const uint8_t *src, size_t n) {
  if (n == 0 || n > 15) return -1;
  memcpy(dst, src, n);
  dst[n] = '\0';
  return 0;
}

static int number(const uint8_t *p, size_t n, unsigned *out) {
  if (n == 0 || n > 4) return -1;
  unsigned v = 0;
  for (size_t i = 0; i < n; i++) {
    if (p[i] < '0' || p[i] > '9') return -1;
    v = v * 10 + (unsigned) (p[i] - '0');
  }
  *out = v;
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char section[16] = "", key[16];
  int levels[8] = {0};
  unsigned threads = 1, names = 0;
  size_t start = 0;
  while (start < size) {
    size_t end = start;
    while (end < size && data[end] != '\n') end++;
    const uint8_t *line = data + start;
    size_t n = end - start;
    start = end + 1;
    if (n == 0 || line[0] == ';') continue;
    if (line[0] == '[') {
      if (n < 3 || line[n - 1] != ']' || copy_name(section, line + 1, n - 2) < 0) return -1;
      continue;
    }
    size_t eq = 0;
    while (eq < n && line[eq] != '=') eq++;
    if (eq == n || copy_name(key, line, eq) < 0) return -1;
    const uint8_t *value = line + eq + 1;
    size_t vn = n - eq - 1;
    unsigned v;
    if (strcmp(section, "log") == 0 && strcmp(key, "level") == 0) {
      if (number(value, vn, &v) < 0 || v > 15) return -1;
      levels[v]++;                                  /* BUG: levels has 8 entries, v can be 8..15 */
    } else if (strcmp(section, "core") == 0 && strcmp(key, "threads") == 0) {
      if (number(value, vn, &threads) < 0 || threads == 0) return -1;
    } else if (strcmp(section, "core") == 0 && strcmp(key, "name") == 0) {
      names += (unsigned) vn;
    } else {
      return -1;
    }
  }
  int total = 0;
  for (int i = 0; i < 8; i++) total += levels[i];
  return (int) ((total + threads + names) & 1);
}
