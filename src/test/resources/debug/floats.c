int main(void) {
    float x = 1.5f;
    double y = x * 2;
    return (int) y;
}
