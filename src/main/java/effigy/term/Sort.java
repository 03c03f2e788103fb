package effigy.term;

/** The sort (type) of a term, as SMT-LIB knows it. Sorts are values: equal sorts are {@code equals}. */
public sealed interface Sort permits Sort.IntSort, Sort.BoolSort, Sort.BvSort, Sort.ArraySort, Sort.FpSort {
    Sort INT = new IntSort();
    Sort BOOL = new BoolSort();

    /** The SMT-LIB 2 spelling: {@code Int}, {@code Bool}, {@code (_ BitVec 32)}, {@code (Array Int Int)}. */
    String smt2();

    static BvSort bv(int width) { return width < BvSort.COMMON.length ? BvSort.COMMON[width] : new BvSort(width); }
    static ArraySort array(Sort index, Sort element) { return new ArraySort(index, element); }
    /** The floating-point sort of IEEE binary32 (width 32) or binary64 (width 64). */
    static FpSort fp(int width) { return width == 32 ? FpSort.FLOAT32 : FpSort.FLOAT64; }

    record IntSort() implements Sort {
        public String smt2() { return "Int"; }
        @Override public String toString() { return smt2(); }
        @Override public boolean equals(Object o) { return o instanceof IntSort; }
        @Override public int hashCode() { return 1; }
    }

    record BoolSort() implements Sort {
        public String smt2() { return "Bool"; }
        @Override public String toString() { return smt2(); }
        @Override public boolean equals(Object o) { return o instanceof BoolSort; }
        @Override public int hashCode() { return 2; }
    }

    record BvSort(int width) implements Sort {
        public BvSort {
            if (width < 1) throw new IllegalArgumentException("bit-vector width " + width);
        }
        /** The sorts of widths 1 to 128, made once (index 0 unused). */
        private static final BvSort[] COMMON = new BvSort[129];
        static {
            for (int w = 1; w < COMMON.length; w++) COMMON[w] = new BvSort(w);
        }

        public String smt2() { return "(_ BitVec " + width + ")"; }
        @Override public String toString() { return smt2(); }
        // written out: the generated record methods are slow until the JIT compiler has seen them, and sorts are compared everywhere
        @Override public boolean equals(Object o) { return o == this || o instanceof BvSort b && b.width == width; }
        @Override public int hashCode() { return 31 * width + 7; }
    }

    record ArraySort(Sort index, Sort element) implements Sort {
        public String smt2() { return "(Array " + index.smt2() + " " + element.smt2() + ")"; }
        @Override public String toString() { return smt2(); }
        @Override public boolean equals(Object o) { return o == this || o instanceof ArraySort a && a.index.equals(index) && a.element.equals(element); }
        @Override public int hashCode() { return 31 * index.hashCode() + element.hashCode(); }
    }

    /**
     * SMT-LIB's floating-point sort with {@code exponent} exponent bits and {@code significand} significand bits
     * (the hidden bit included). Terms of this sort appear only in what {@link SmtLowering} makes for a solver:
     * the engine keeps floating values as their IEEE bit patterns (bit-vectors).
     */
    record FpSort(int exponent, int significand) implements Sort {
        static final FpSort FLOAT32 = new FpSort(8, 24), FLOAT64 = new FpSort(11, 53);
        public int width() { return exponent + significand; }
        public String smt2() { return "(_ FloatingPoint " + exponent + " " + significand + ")"; }
        @Override public String toString() { return smt2(); }
    }
}
