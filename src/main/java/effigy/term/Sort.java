package effigy.term;

/** The sort (type) of a term, as SMT-LIB knows it. Sorts are values: equal sorts are {@code equals}. */
public sealed interface Sort permits Sort.IntSort, Sort.BoolSort, Sort.BvSort, Sort.ArraySort {
    Sort INT = new IntSort();
    Sort BOOL = new BoolSort();

    /** The SMT-LIB 2 spelling: {@code Int}, {@code Bool}, {@code (_ BitVec 32)}, {@code (Array Int Int)}. */
    String smt2();

    static BvSort bv(int width) { return new BvSort(width); }
    static ArraySort array(Sort index, Sort element) { return new ArraySort(index, element); }

    record IntSort() implements Sort {
        public String smt2() { return "Int"; }
        @Override public String toString() { return smt2(); }
    }

    record BoolSort() implements Sort {
        public String smt2() { return "Bool"; }
        @Override public String toString() { return smt2(); }
    }

    record BvSort(int width) implements Sort {
        public BvSort {
            if (width < 1) throw new IllegalArgumentException("bit-vector width " + width);
        }
        public String smt2() { return "(_ BitVec " + width + ")"; }
        @Override public String toString() { return smt2(); }
    }

    record ArraySort(Sort index, Sort element) implements Sort {
        public String smt2() { return "(Array " + index.smt2() + " " + element.smt2() + ")"; }
        @Override public String toString() { return smt2(); }
    }
}
