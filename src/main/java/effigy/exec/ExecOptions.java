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
 * {@code use-after-free} (the dead object's bytes are accessed as they were) and {@code uninitialized} (a variable read
 * before it is assigned holds an arbitrary value: a fresh input, as SV-COMP's tools take it). {@code null-dereference},
 * {@code out-of-bounds} and {@code abort} cannot be switched off: no value or object is there to go on with.
 * {@code checkLeaks} makes heap memory lost at the end of the program an error leaf ({@code memory-leak}, SV-COMP's
 * {@code valid-memtrack}; see {@link LeakCheck} for what counts as lost); off by default. {@code checkUnfreed} makes heap
 * memory still allocated when the program ends an error leaf ({@code unfreed-memory}, SV-COMP's {@code valid-memcleanup}:
 * the entry function returns, {@code exit}, {@code abort}, a failed assertion or {@code reach_error}); off by default.
 */
public record ExecOptions(int maxSteps, int maxDepth, boolean checkOverflow, Set<String> disabledChecks, boolean checkLeaks,
        boolean checkUnfreed) {
    public static final ExecOptions DEFAULT = new ExecOptions(10_000, 10_000, false, Set.of(), false, false);

    /** The checks that may be switched off: the path can go on with a defined result without them. */
    public static final Set<String> OPTIONAL_CHECKS = Set.of("division-by-zero", "invalid-shift", "assertion", "reach-error",
            "double-free", "invalid-free", "use-after-free", "uninitialized");

    public ExecOptions {
        disabledChecks = Set.copyOf(disabledChecks);
        for (String c : disabledChecks) {
            if (!OPTIONAL_CHECKS.contains(c)) throw new IllegalArgumentException("the " + c + " check cannot be switched off");
        }
    }

    /** No leak check. */
    public ExecOptions(int maxSteps, int maxDepth, boolean checkOverflow, Set<String> disabledChecks) {
        this(maxSteps, maxDepth, checkOverflow, disabledChecks, false, false);
    }

    /** Limits only; no overflow check, no leak check, every other check on. */
    public ExecOptions(int maxSteps, int maxDepth) { this(maxSteps, maxDepth, false, Set.of(), false, false); }

    public ExecOptions withMaxSteps(int steps) { return new ExecOptions(steps, maxDepth, checkOverflow, disabledChecks, checkLeaks, checkUnfreed); }

    public ExecOptions withMaxDepth(int depth) { return new ExecOptions(maxSteps, depth, checkOverflow, disabledChecks, checkLeaks, checkUnfreed); }

    public ExecOptions withCheckOverflow(boolean on) { return new ExecOptions(maxSteps, maxDepth, on, disabledChecks, checkLeaks, checkUnfreed); }

    public ExecOptions withDisabledChecks(Set<String> checks) { return new ExecOptions(maxSteps, maxDepth, checkOverflow, checks, checkLeaks, checkUnfreed); }

    /** With the {@code memory-leak} check at the program's end on or off (SV-COMP's valid-memtrack turns it on). */
    public ExecOptions withCheckLeaks(boolean on) { return new ExecOptions(maxSteps, maxDepth, checkOverflow, disabledChecks, on, checkUnfreed); }

    /** With the {@code unfreed-memory} check at the program's end on or off (SV-COMP's valid-memcleanup turns it on). */
    public ExecOptions withCheckUnfreed(boolean on) { return new ExecOptions(maxSteps, maxDepth, checkOverflow, disabledChecks, checkLeaks, on); }

    public boolean enabled(ErrorKind check) { return enabled(check.label()); }

    public boolean enabled(String check) {
        if (check.equals(LeakCheck.KIND.label())) return checkLeaks;
        if (check.equals(ErrorKind.UNFREED_MEMORY.label())) return checkUnfreed;
        return check.equals("signed-overflow") ? checkOverflow : !disabledChecks.contains(check);
    }
}
