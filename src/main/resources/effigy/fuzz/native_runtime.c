/* Effigy's native Run&Check runtime (effigy fuzz): linked with a libFuzzer target that gcc or clang built with
   -fsanitize=address,undefined -fsanitize-coverage=trace-pc,trace-cmp. This file itself is built without coverage.

   It runs the target in a persistent loop on batches of inputs sent by Effigy on standard input and answers on
   standard output (the target's own standard input and output are /dev/null):
     request:  u32 flags (1: log comparisons), u32 count, then count times: u32 length, the bytes
     answer:   per input: u8 what it added (1 a new edge, 2 a new hit count, 4 an integer comparison come closer,
               8 more bytes of a string comparison matched, 16 a deeper stack than any run's before),
               u16 new edges, u32 the path: a hash of the edges it ran and their hit-count buckets (the same for two
               inputs that run the same edges as often, whatever was seen before: for trimming); after a logged input: u16 n, n times (u8 width, u64 a, u64 b),
               u16 m, m times (u8 length, bytes, u8 length, bytes): the operands of its comparisons.
   All numbers little-endian. The shared file named by EFFIGY_SHM (its slot EFFIGY_SLOT) holds what must outlive a crash: the index of
   the input being run (so that Effigy knows which one died), the edges and hit counts seen so far, the
   closest each comparison has come, and the deepest stack any run has reached. A crash ends the process with the sanitizer's report on standard error. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>
#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

#define MAP_BITS 16
#define MAP_SIZE (1u << MAP_BITS)
#define CMP_SITES 4096u
#define LOG_MAX 512
#define STR_LOG_MAX 64
#define STR_MAX 64

/* the shared file: per worker (EFFIGY_SLOT, 0-63) u64 the index of the input being run and u64 inputs run; then per
   worker the answers of the last 4096 inputs (input i at i mod 4096: u8 what it added, u8 0, u16 new edges), which
   outlive a crash that stops the answers in the pipe; then the seen map, the comparisons' best closeness and the
   deepest stack (u32, in units of 16 bytes), shared by every worker's process */
#define SLOTS 64
#define ANSWERS 4096
#define HEADER (16 * SLOTS + 4 * ANSWERS * SLOTS)
#define SHM_SIZE (HEADER + MAP_SIZE + CMP_SITES + 4)
static volatile uint64_t *shm_index, *shm_runs;
static uint32_t *shm_answers;
static uint8_t *seen, *cmp_best;
static volatile uint32_t *depth_best;

static uint8_t edges[MAP_SIZE];
static uint8_t cmp_now[CMP_SITES];
/* the entries this run touched, so that a run's merge and reset cost what it ran, not the map's size */
static uint32_t touched[MAP_SIZE];
static unsigned touched_count;
static uint16_t cmp_touched[CMP_SITES];
static uint8_t cmp_string[CMP_SITES];   /* a site of strcmp, memcmp and the like (not an integer comparison) */
static unsigned cmp_touched_count;
static uintptr_t prev_block;
/* the stack at the target's call and the lowest it has gone in this run (libFuzzer's stack-depth feature: a recursive
   descent one level deeper than ever runs no new edge, and is progress all the same) */
static uintptr_t stack_base, stack_lowest;
static int running;
static int logging;

struct cmp_entry { uint8_t width; uint64_t a, b; };
static struct cmp_entry log_entries[LOG_MAX];
static unsigned log_count;
struct str_entry { uint8_t la, lb; char a[STR_MAX], b[STR_MAX]; };
static struct str_entry str_entries[STR_LOG_MAX];
static unsigned str_count;

static inline uintptr_t mix(uintptr_t pc) {
  uint64_t x = (uint64_t) pc * 0x9E3779B97F4A7C15ull;
  return (uintptr_t) (x >> 40);
}

static inline void stack_at(uintptr_t sp) {
  if (sp < stack_lowest) stack_lowest = sp;
}

void __sanitizer_cov_trace_pc(void) {
  if (!running) return;
  stack_at((uintptr_t) __builtin_frame_address(0));
  uintptr_t cur = mix((uintptr_t) __builtin_return_address(0));
  uint32_t e = (uint32_t) ((cur ^ prev_block) & (MAP_SIZE - 1));
  if (!edges[e]++) touched[touched_count++] = e;
  else if (!edges[e]) edges[e] = 255;   /* a count saturates rather than wrapping to zero */
  prev_block = cur >> 1;
}

/* closeness of two operands: the larger of their equal bits and how near they are as numbers (both 0-64) */
static inline unsigned closeness(uint64_t a, uint64_t b) {
  unsigned bits = 64 - (unsigned) __builtin_popcountll(a ^ b);
  uint64_t d = a > b ? a - b : b - a;
  unsigned near = d == 0 ? 64 : (unsigned) __builtin_clzll(d);
  return bits > near ? bits : near;
}

static inline void compared(uintptr_t pc, unsigned width, uint64_t a, uint64_t b) {
  if (!running) return;
  unsigned site = (unsigned) (mix(pc) % CMP_SITES);
  unsigned c = closeness(a, b) + 1;
  if (c > cmp_now[site]) {
    if (!cmp_now[site]) cmp_touched[cmp_touched_count++] = (uint16_t) site;
    cmp_now[site] = (uint8_t) c;
  }
  if (logging && log_count < LOG_MAX && a != b) {
    log_entries[log_count].width = (uint8_t) width;
    log_entries[log_count].a = a;
    log_entries[log_count].b = b;
    log_count++;
  }
}

#define PC ((uintptr_t) __builtin_return_address(0))
void __sanitizer_cov_trace_cmp1(uint8_t a, uint8_t b) { compared(PC, 1, a, b); }
void __sanitizer_cov_trace_cmp2(uint16_t a, uint16_t b) { compared(PC, 2, a, b); }
void __sanitizer_cov_trace_cmp4(uint32_t a, uint32_t b) { compared(PC, 4, a, b); }
void __sanitizer_cov_trace_cmp8(uint64_t a, uint64_t b) { compared(PC, 8, a, b); }
void __sanitizer_cov_trace_const_cmp1(uint8_t a, uint8_t b) { compared(PC, 1, a, b); }
void __sanitizer_cov_trace_const_cmp2(uint16_t a, uint16_t b) { compared(PC, 2, a, b); }
void __sanitizer_cov_trace_const_cmp4(uint32_t a, uint32_t b) { compared(PC, 4, a, b); }
void __sanitizer_cov_trace_const_cmp8(uint64_t a, uint64_t b) { compared(PC, 8, a, b); }
void __sanitizer_cov_trace_cmpf(float a, float b) { (void) a; (void) b; }
void __sanitizer_cov_trace_cmpd(double a, double b) { (void) a; (void) b; }
void __sanitizer_cov_trace_switch(uint64_t val, uint64_t *cases) {
  uintptr_t pc = PC;
  unsigned width = (unsigned) (cases[1] / 8);
  for (uint64_t i = 0; i < cases[0]; i++) compared(pc + i, width ? width : 8, val, cases[2 + i]);
}
/* clang's guard-based coverage, should the target be built with trace-pc-guard instead */
void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
  static uint32_t next = 1;
  for (uint32_t *g = start; g < stop; g++) if (!*g) *g = next++;
}
void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
  if (!running) return;
  stack_at((uintptr_t) __builtin_frame_address(0));
  uintptr_t cur = mix((uintptr_t) *guard);
  uint32_t e = (uint32_t) ((cur ^ prev_block) & (MAP_SIZE - 1));
  if (!edges[e]++) touched[touched_count++] = e;
  else if (!edges[e]) edges[e] = 255;
  prev_block = cur >> 1;
}

/* string comparisons, told by the sanitizers' interceptors (the target is built with -fno-builtin) */
static void compared_bytes(uintptr_t pc, const char *a, const char *b, size_t n, int strings) {
  if (!running || !a || !b) return;
  size_t i = 0;
  while (i < n && a[i] == b[i] && (!strings || a[i])) i++;
  unsigned site = (unsigned) (mix(pc) % CMP_SITES);
  unsigned c = (unsigned) (i > 250 ? 250 : i) + 1;
  cmp_string[site] = 1;
  if (c > cmp_now[site]) {
    if (!cmp_now[site]) cmp_touched[cmp_touched_count++] = (uint16_t) site;
    cmp_now[site] = (uint8_t) c;
  }
  if (logging && str_count < STR_LOG_MAX && !(i == n || (strings && a[i] == 0 && b[i] == 0))) {
    struct str_entry *e = &str_entries[str_count++];
    size_t la = 0, lb = 0;
    while (la < n && la < STR_MAX && (!strings || a[la])) { e->a[la] = a[la]; la++; }
    while (lb < n && lb < STR_MAX && (!strings || b[lb])) { e->b[lb] = b[lb]; lb++; }
    e->la = (uint8_t) la;
    e->lb = (uint8_t) lb;
  }
}
void __sanitizer_weak_hook_strcmp(void *pc, const char *a, const char *b, int r) { (void) r; compared_bytes((uintptr_t) pc, a, b, (size_t) -1, 1); }
void __sanitizer_weak_hook_strncmp(void *pc, const char *a, const char *b, size_t n, int r) { (void) r; compared_bytes((uintptr_t) pc, a, b, n, 1); }
void __sanitizer_weak_hook_strcasecmp(void *pc, const char *a, const char *b, int r) { (void) r; compared_bytes((uintptr_t) pc, a, b, (size_t) -1, 1); }
void __sanitizer_weak_hook_strncasecmp(void *pc, const char *a, const char *b, size_t n, int r) { (void) r; compared_bytes((uintptr_t) pc, a, b, n, 1); }
void __sanitizer_weak_hook_memcmp(void *pc, const void *a, const void *b, size_t n, int r) { (void) r; compared_bytes((uintptr_t) pc, a, b, n, 0); }
void __sanitizer_weak_hook_strstr(void *pc, const char *a, const char *b, char *r) { (void) r; compared_bytes((uintptr_t) pc, a, b, (size_t) -1, 1); }

static int in_fd, out_fd;
static uint8_t out_buf[1 << 16];
static size_t out_len;

static void flush_out(void) {
  size_t off = 0;
  while (off < out_len) {
    ssize_t w = write(out_fd, out_buf + off, out_len - off);
    if (w <= 0) _exit(0);
    off += (size_t) w;
  }
  out_len = 0;
}
static void put(const void *p, size_t n) {
  if (out_len + n > sizeof out_buf) flush_out();
  memcpy(out_buf + out_len, p, n);
  out_len += n;
}
static void put_u8(uint8_t v) { put(&v, 1); }
static void put_u16(uint16_t v) { put(&v, 2); }

static int read_all(void *p, size_t n) {
  uint8_t *b = p;
  while (n > 0) {
    ssize_t r = read(in_fd, b, n);
    if (r <= 0) return 0;
    b += r;
    n -= (size_t) r;
  }
  return 1;
}

static const uint8_t bucket_of[256] = {
  [0] = 0, [1] = 1, [2] = 2, [3] = 4, [4 ... 7] = 8, [8 ... 15] = 16, [16 ... 31] = 32, [32 ... 127] = 64, [128 ... 255] = 128
};

/* what this run added to what was seen: the flags of the answer, the new edges in *fresh, the path's hash in *path */
static uint8_t merge(uint16_t *fresh, uint32_t *path) {
  uint8_t what = 0;
  unsigned n = 0;
  uint32_t h = 0;
  for (unsigned k = 0; k < touched_count; k++) {
    uint32_t j = touched[k];
    uint8_t b = bucket_of[edges[j]];
    h += (uint32_t) mix(((uintptr_t) j << 8 | b) + 1);   /* a sum: the order the edges ran in does not matter */
    edges[j] = 0;
    if (seen[j] & b) continue;
    if (!seen[j]) { n++; what |= 1; } else what |= 2;
    seen[j] |= b;
  }
  touched_count = 0;
  for (unsigned k = 0; k < cmp_touched_count; k++) {
    uint16_t i = cmp_touched[k];
    if (cmp_now[i] > cmp_best[i]) { cmp_best[i] = cmp_now[i]; what |= cmp_string[i] ? 8 : 4; }
    cmp_now[i] = 0;
  }
  cmp_touched_count = 0;
  uint32_t depth = (uint32_t) ((stack_base - stack_lowest) / 16);
  if (stack_lowest < stack_base && depth > *depth_best) { *depth_best = depth; what |= 16; }
  *fresh = (uint16_t) (n > 65535 ? 65535 : n);
  *path = h;
  return what;
}

int main(int argc, char **argv) {
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL);   /* a target stuck in a loop dies with Effigy rather than outliving it */
#endif
  const char *path = getenv("EFFIGY_SHM");
  if (!path) { fprintf(stderr, "effigy native runtime: EFFIGY_SHM is not set\n"); return 2; }
  int fd = open(path, O_RDWR);
  if (fd < 0) { perror(path); return 2; }
  uint8_t *shm = mmap(NULL, SHM_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (shm == MAP_FAILED) { perror("mmap"); return 2; }
  close(fd);
  const char *slot_text = getenv("EFFIGY_SLOT");
  int slot = slot_text ? atoi(slot_text) : 0;
  if (slot < 0 || slot >= SLOTS) slot = 0;
  shm_index = (volatile uint64_t *) (shm + 16 * slot);
  shm_runs = (volatile uint64_t *) (shm + 16 * slot + 8);
  shm_answers = (uint32_t *) (shm + 16 * SLOTS + 4 * ANSWERS * slot);
  seen = shm + HEADER;
  cmp_best = shm + HEADER + MAP_SIZE;
  depth_best = (volatile uint32_t *) (shm + HEADER + MAP_SIZE + CMP_SITES);
  in_fd = dup(0);
  out_fd = dup(1);
  int nul = open("/dev/null", O_RDWR);
  dup2(nul, 0);
  dup2(nul, 1);
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  size_t cap = 1 << 16;
  uint8_t *buf = malloc(cap);
  uint64_t index = *shm_index;
  uint32_t head[2];
  while (read_all(head, sizeof head)) {
    logging = head[0] & 1;
    for (uint32_t k = 0; k < head[1]; k++) {
      uint32_t len;
      if (!read_all(&len, 4)) return 0;
      if (len > cap) { free(buf); cap = len; buf = malloc(cap); }
      if (!read_all(buf, len)) return 0;
      /* exactly len bytes of their own, so that the sanitizer sees an access past them */
      uint8_t *data = malloc(len ? len : 1);
      memcpy(data, buf, len);
      log_count = str_count = 0;
      *shm_index = index;
      prev_block = 0;
      stack_base = stack_lowest = (uintptr_t) __builtin_frame_address(0);
      running = 1;
      LLVMFuzzerTestOneInput(data, len);
      running = 0;
      free(data);
      uint16_t fresh;
      uint32_t path;
      uint8_t what = merge(&fresh, &path);
      shm_answers[index % ANSWERS] = (uint32_t) what | (uint32_t) fresh << 16;
      index++;
      *shm_runs = index;
      put_u8(what);
      put_u16(fresh);
      put(&path, 4);
      if (logging) {
        put_u16((uint16_t) log_count);
        for (unsigned i = 0; i < log_count; i++) {
          put_u8(log_entries[i].width);
          put(&log_entries[i].a, 8);
          put(&log_entries[i].b, 8);
        }
        put_u16((uint16_t) str_count);
        for (unsigned i = 0; i < str_count; i++) {
          put_u8(str_entries[i].la);
          put(str_entries[i].a, str_entries[i].la);
          put_u8(str_entries[i].lb);
          put(str_entries[i].b, str_entries[i].lb);
        }
      }
    }
    flush_out();
  }
  return 0;
}
