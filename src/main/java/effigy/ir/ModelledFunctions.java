package effigy.ir;

import java.util.Set;

/**
 * The functions a program may call without defining them because the executor models them
 * ({@code effigy.exec.Intrinsics}: the heap, program end, the SV-COMP conventions, assert.h, gcc's builtins,
 * KLEE-style {@code effigy_symbolic}, math.h's functions and classification). A contract between the front
 * ends, which must not treat such a call as reading an unknown input, and the executor, which runs it; kept
 * in the IR so that neither depends on the other.
 */
public final class ModelledFunctions {
    private ModelledFunctions() {}

    /** The modelled names, {@code __VERIFIER_nondet_*} aside. */
    public static final Set<String> NAMES = Set.of("malloc", "calloc", "realloc", "free", "alloca", "abort", "exit", "__assert_fail",
            "reach_error", "__VERIFIER_error", "__VERIFIER_assume", "__VERIFIER_assert", "effigy_symbolic",
            "printf", "puts", "putchar", "effigy_invariant", "__builtin_abort", "__builtin_trap", "__builtin_unreachable",
            "fabs", "sqrt", "floor", "ceil", "fmin", "fmax", "fabsf", "sqrtf", "floorf", "ceilf", "fminf", "fmaxf",
            "__effigy_isnan", "__effigy_isinf", "__effigy_isfinite", "__effigy_signbit", "__effigy_range");

    /** Whether calls of {@code name} are modelled by the executor (the program need not define it). */
    public static boolean isModelled(String name) { return NAMES.contains(name) || name.startsWith("__VERIFIER_nondet_"); }
}
