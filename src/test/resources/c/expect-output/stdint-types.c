// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -128 255 -32768 65535\n
// EXPECT-STDOUT: -2147483648 4294967295\n
// EXPECT-STDOUT: -9223372036854775808 18446744073709551615\n
// EXPECT-STDOUT: 15\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: 9000000000\n
// EXPECT-STDOUT: 410065408\n
// EXPECT-STDOUT: 0\n
// The exact-width types of <stdint.h>, their limits and 64-bit arithmetic.
#include <stdio.h>
#include <stdint.h>

int main(void) {
    int8_t i8 = INT8_MIN;
    uint8_t u8 = UINT8_MAX;
    int16_t i16 = INT16_MIN;
    uint16_t u16 = UINT16_MAX;
    int32_t i32 = INT32_MIN;
    uint32_t u32 = UINT32_MAX;
    int64_t i64 = INT64_MIN;
    uint64_t u64 = UINT64_MAX;
    printf("%d %d %d %d\n", i8, u8, i16, u16);
    printf("%d %u\n", i32, u32);
    printf("%lld %llu\n", (long long)i64, (unsigned long long)u64);
    printf("%d\n", (int)(sizeof i8 + sizeof i16 + sizeof i32 + sizeof i64)); // 15
    u64 = 0x100000000ULL * 0x100000000ULL + 5;                              // wraps to 5
    printf("%llu\n", (unsigned long long)u64);
    i64 = (int64_t)3000000000 * 3;
    printf("%lld\n", (long long)i64);                                       // 9000000000
    u32 = (uint32_t)i64;
    printf("%u\n", u32);                                                    // 410065408
    i8 = (int8_t)(u8 + 1);
    printf("%d\n", i8);                                                     // 0
    return 0;
}
