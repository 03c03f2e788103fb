package effigy.exec;

import java.util.Set;

/**
 * Limits and checks for one path. {@code maxSteps} counts source statements executed (King's TEST limit);
 * {@code maxDepth} bounds the call stack. {@code checkOverflow} makes signed overflow of C's fixed-width
 * arithmetic an error leaf ({@code signed-overflow}, including {@code INT_MIN / -1}); off by default, as in
 * C compilers. {@code disabledChecks} names runtime checks switched off, each with a defined way to go on:
 * {@code division-by-zero} (the quotient and remainder are then SMT-LIB's: x / 0 is all ones, or 1 for a
 * negative signed x; x % 0 is x), {@code invalid-shift} (an amount of at least the width shifts every bit out), {@code assertion}
 * (assertions are skipped, as with NDEBUG), {@code reach-error} ({@code reach_error()} returns),
 * {@code double-free} and {@code invalid-free} (the bad {@code free} does nothing) and
 * {@code use-after-free} (the dead object's bytes are accessed as they were). {@code null-dereference},
 * {@code out-of-bounds} and {@code abort} cannot be switched off: no value or object is there to go on with.
 */
public record ExecOptions(int maxSteps, int maxDepth, boolean checkOverflow, Set<String> disabledChecks) {
    public static final ExecOptions DEFAULT = new ExecOptions(10_000, 10_000, false, Set.of());

    /** The checks that may be switched off: the path can go on with a defined result without them. */
    public static final Set<String> OPTIONAL_CHECKS = Set.of("division-by-zero", "invalid-shift", "assertion", "reach-error",
            "double-free", "invalid-free", "use-after-free");

    public ExecOptions {
        disabledChecks = Set.copyOf(disabledChecks);
        for (String c : disabledChecks) {
            if (!OPTIONAL_CHECKS.contains(c)) throw new IllegalArgumentException("the " + c + " check cannot be switched off");
        }
    }

    /** Limits only; no overflow check, every check on. */
    public ExecOptions(int maxSteps, int maxDepth) { this(maxSteps, maxDepth, false, Set.of()); }

    public ExecOptions withMaxSteps(int steps) { return new ExecOptions(steps, maxDepth, checkOverflow, disabledChecks); }

    public ExecOptions withCheckOverflow(boolean on) { return new ExecOptions(maxSteps, maxDepth, on, disabledChecks); }

    public ExecOptions withDisabledChecks(Set<String> checks) { return new ExecOptions(maxSteps, maxDepth, checkOverflow, checks); }

    public boolean enabled(String check) {
        return check.equals("signed-overflow") ? checkOverflow : !disabledChecks.contains(check);
    }
}
