// RUN: effigy run --check-overflow
// EXPECT-STDOUT: 
// A concrete signed left shift out of range: 255 << 24 is 4278190080, above INT_MAX.
int main(void) {
    unsigned char c = 255;
    int ok = 127 << 24;
    int r = c << 24; // EXPECT-ERROR: signed-overflow
    return ok + r;
}
