package effigy.exec;

/**
 * Limits for one path. {@code maxSteps} counts source statements executed (King's TEST limit);
 * {@code maxDepth} bounds the call stack.
 */
public record ExecOptions(int maxSteps, int maxDepth) {
    public static final ExecOptions DEFAULT = new ExecOptions(10_000, 10_000);

    public ExecOptions withMaxSteps(int steps) { return new ExecOptions(steps, maxDepth); }
}
