// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one. A length that evaluates to -2: undefined behaviour (gcc's UBSan reports "variable length array bound
// evaluates to non-positive value -2"), an error leaf with the value in its message.
int f(int k) { return k - 3; }

int main(void) {
    int n = f(1);
    char buf[n]; // EXPECT-ERROR: vla-size
    buf[0] = 0;
    return buf[0];
}
