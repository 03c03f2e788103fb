package effigy.lang.c.lower;

/**
 * What C's integer types mean to the lowering: {@link #BITVECTOR}, as the machine (the default), or
 * {@link #MATH}, unbounded mathematical integers ({@code --ints=math}, as the lecture and AProVE reason),
 * where every integer type keeps its size and layout in memory but arithmetic never wraps.
 */
public enum IntSemantics {
    BITVECTOR("bv"), MATH("math");

    private final String option;

    IntSemantics(String option) { this.option = option; }

    /** The spelling of the command-line option's value. */
    public String option() { return option; }

    /** The semantics spelled {@code option} ({@code bv} or {@code math}), or null. */
    public static IntSemantics fromOption(String option) {
        for (IntSemantics i : values()) if (i.option.equals(option)) return i;
        return null;
    }
}
