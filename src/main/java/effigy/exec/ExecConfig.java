package effigy.exec;

/**
 * What an {@link Executor} does besides stepping, fixed for its life and checked once ({@link Builder#build}),
 * in place of setters that had to be called in a certain order:
 * <ul>
 *   <li>{@code policy}: the {@link BranchPolicy} (default {@link BranchPolicy#fork()});</li>
 *   <li>{@code hook}: consulted before every statement, may pause (the debugger, a replay's trace);</li>
 *   <li>{@code assertions}: the role of each assertion site (verification); none: every site is a check;</li>
 *   <li>{@code binder}: program variables instead of values (weakest preconditions); runs alone: not with a bounded
 *       unwinding, loop observers ({@link Executor#observeLoops}), cut points ({@link Executor#havoc}) or an instantiation;</li>
 *   <li>{@code inputSource}: the values of inputs read while running (a fuzzer's stream);</li>
 *   <li>{@code inputSites}: told of every input read;</li>
 *   <li>{@code unwinding}: bounded unwinding (bounded model checking): loop and recursion bounds, and with
 *       {@code induction} ≥ 0 k-induction's inductive step ({@link Unwinder#induction}); the executor's
 *       {@link Executor#unwinder()}.</li>
 * </ul>
 * Which of them the executor's copies keep: {@link Executor#withInput(effigy.term.Assignment)} the policy only,
 * {@link Executor#worker} all, and only from a configuration with nothing but a policy.
 */
public record ExecConfig(BranchPolicy policy, Executor.Hook hook, Executor.Assertions assertions, Binder binder,
                         Executor.InputSource inputSource, Executor.InputSites inputSites, Unwinder.Bounds unwinding, int induction) {
    /** A plain symbolic executor: fork with the solver, nothing else. */
    public static final ExecConfig DEFAULT = builder().build();

    public static Builder builder() { return new Builder(); }

    /** Whether it has none of what cannot be shared with a worker on another thread. */
    boolean plain() { return hook == null && assertions == null && binder == null && inputSource == null && inputSites == null && unwinding == null; }

    /** Builds an {@link ExecConfig}; every setting is optional and may be given in any order. */
    public static final class Builder {
        private BranchPolicy policy = BranchPolicy.fork();
        private Executor.Hook hook;
        private Executor.Assertions assertions;
        private Binder binder;
        private Executor.InputSource inputSource;
        private Executor.InputSites inputSites;
        private Unwinder.Bounds unwinding;
        private int induction = -1;

        public Builder policy(BranchPolicy policy) { this.policy = java.util.Objects.requireNonNull(policy); return this; }
        public Builder hook(Executor.Hook hook) { this.hook = hook; return this; }
        public Builder assertions(Executor.Assertions assertions) { this.assertions = assertions; return this; }
        public Builder binder(Binder binder) { this.binder = binder; return this; }
        public Builder inputSource(Executor.InputSource source) { this.inputSource = source; return this; }
        public Builder inputSites(Executor.InputSites sites) { this.inputSites = sites; return this; }
        /** Bounded unwinding with {@code bounds}; {@code induction} ≥ 0 makes it k-induction's step for that k, -1 not. */
        public Builder unwinding(Unwinder.Bounds bounds, int induction) { this.unwinding = bounds; this.induction = induction; return this; }

        /** The configuration; rejects a binder with a bounded unwinding (a binder runs alone). */
        public ExecConfig build() {
            if (binder != null && unwinding != null) throw new IllegalArgumentException("a binder runs alone: not with a bounded unwinding");
            return new ExecConfig(policy, hook, assertions, binder, inputSource, inputSites, unwinding, induction);
        }
    }
}
