/* A libFuzzer target whose one error is a variable used before it is assigned: Effigy's interpreter sees it,
   gcc's AddressSanitizer and UBSan do not (the native program just returns what the register held), so the
   fuzzer lists it as unconfirmed, not as a crash. */
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int x;
  if (size > 0 && data[0] == 'u') return x;
  return 0;
}
