/* A driver for the libFuzzer targets of bench/fuzz/targets: each file named on the command line is read whole
   into a buffer malloc'ed with exactly its size (so that AddressSanitizer's redzone starts right after its last
   byte, as under libFuzzer), passed to LLVMFuzzerTestOneInput, and freed.
     gcc -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all bench/fuzz/driver.c TARGET.c -o t && ./t FILE...
   Built with -DGCOV_DUMP (and --coverage), it also writes the gcov counts when the target dies: from
   AddressSanitizer's or UBSan's death callback and from a handler of SIGSEGV, SIGBUS, SIGFPE and SIGABRT. A
   crashing input's lines then count towards the coverage of a fuzzer's saved inputs (bench/fuzz/compare). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef GCOV_DUMP
#include <signal.h>
#include <unistd.h>
void __gcov_dump(void);
void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));
static void dump(void) { __gcov_dump(); }
static void dump_and_exit(int sig) { __gcov_dump(); _exit(128 + sig); }
#endif

int main(int argc, char **argv) {
#ifdef GCOV_DUMP
  if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(dump);
  int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], dump_and_exit);
#endif
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    if (!f) { perror(argv[i]); return 2; }
    size_t cap = 1 << 12, size = 0, got;
    uint8_t *buf = malloc(cap);
    while (buf && (got = fread(buf + size, 1, cap - size, f)) > 0) {
      size += got;
      if (size == cap) buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf) { fprintf(stderr, "%s: out of memory\n", argv[i]); return 2; }
    uint8_t *data = malloc(size);               /* exactly size bytes: the first byte past the end is a redzone */
    if (size > 0 && !data) { fprintf(stderr, "%s: out of memory\n", argv[i]); return 2; }
    for (size_t k = 0; k < size; k++) data[k] = buf[k];
    free(buf);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
  }
  return 0;
}
