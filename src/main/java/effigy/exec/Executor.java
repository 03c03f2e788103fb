package effigy.exec;

import effigy.ir.Block;
import effigy.ir.FloatBits;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Terminator;
import effigy.ir.Type;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.source.Span;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The one interpreter behind every mode. It runs a {@link State} statement by statement; concrete
 * values stay machine longs and never touch terms or the solver, symbolic values are {@link Term}s.
 * At a decision whose condition is symbolic it asks its {@link BranchPolicy} which ways to go (King §2 with the
 * default policy: the solver says which ways are feasible): one way goes on, both ways stop the run with a
 * {@link Stop.Forked} pair of successors, and the caller (explorer, debugger, concrete runner) decides what to do.
 *
 * <p>An executor serves one entry call ({@link #start}) and is not thread-safe. Symbols given values in
 * the {@code instantiation} become concrete the moment they are made: that is how concrete runs and
 * test replays work, with the same code as symbolic execution (King's commutativity by construction).
 * What else a run does is fixed at construction by its {@link ExecConfig}.
 *
 * <p>With a {@link Binder} (the weakest-precondition engine) the state holds program variables instead of
 * values: every local assigned is bound to its variable ({@link #bind}), conditions are terms over variables,
 * and the binder says what a term is worth on the path ({@link #valueOf}) wherever a value is needed.
 *
 * <p>The executor keeps the stepping loop, the dispatch of instructions and the decisions of branches; the
 * arithmetic is {@link Arithmetic}'s, runtime checks, assumptions and proofs {@link Checks}', arbitrary values
 * {@link Havoc}'s, input names {@link SymbolNames}', the debugger's view {@link Inspection}'s and memory
 * {@link MemoryModel}'s.
 */
public final class Executor {

    /** What an assertion site does: a runtime check, an assumption, a proof obligation, or a cut point of Floyd's method. */
    public enum AssertRole { CHECK, ASSUME, PROVE, CUT }

    /**
     * Verification (King §8): the role of each assertion site (King's ASSERT, C's {@code __VERIFIER_assert}
     * and {@code effigy_invariant}). A {@link AssertRole#PROVE} site records whether pc ⊃ P is valid and
     * goes on where P holds. A {@link AssertRole#CUT} site ends the path with that proof, and is told
     * ({@link #cutReached}) so that the verifier can start the path segment beginning there
     * ({@link #havoc}); a segment's first visit to its own cut assumes P instead.
     */
    public interface Assertions {
        AssertRole role(Instr site);
        void cutReached(State s, Instr site);
    }

    /** Consulted before every statement; returning true pauses the run there ({@link Stop.Paused}). */
    public interface Hook {
        boolean pauseBefore(State state, Span statement);
    }

    /**
     * The values of the inputs a run reads as it goes ({@code __VERIFIER_nondet_*}, a function with no body,
     * {@code effigy_symbolic}, King's READ): a fuzzer's byte stream. Told each new input symbol and how many bytes it
     * takes; its value then makes the input concrete (or, when the policy follows the input, is the input's value).
     */
    public interface InputSource {
        Object value(Term.Sym input, long bytes);
    }

    /** Told of every input a call reads ({@code __VERIFIER_nondet_*}, a function with no body): the symbol, its C type, the call. */
    public interface InputSites {
        void read(State state, Term.Sym input, Type type, Span call);
    }

    /**
     * An argument of the entry call: how it is shown, its value, and whether its final value is an output.
     * With {@code bufferSize} ≥ 0 the parameter is a pointer to a fresh object of that many bytes whose
     * contents are {@code value}, an array of bytes (C's {@code --entry} with pointer parameters).
     */
    public record EntryArg(String label, Term value, boolean byReference, long bufferSize, Term sizeTerm) {
        public EntryArg(String label, Term value, boolean byReference) { this(label, value, byReference, -1, null); }
        public EntryArg(String label, Term value, boolean byReference, long bufferSize) { this(label, value, byReference, bufferSize, null); }

        /**
         * A buffer whose size is the input {@code size} (a bv64 symbol, at most {@code capacity}): libFuzzer's
         * {@code data}, {@code size} bytes long, each access checked against {@code size}.
         */
        public static EntryArg sizedBuffer(String label, Term contents, long capacity, Term size) {
            return new EntryArg(label, contents, false, capacity, size);
        }
    }

    private final Program program;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final ExecOptions options;
    private final ExecConfig config;
    private final BranchPolicy policy;
    /** The inputs' values in a concrete run (grown by the {@link InputSource} as inputs are read); none in a symbolic run. */
    private final Instantiation instantiation;
    private final ExecutionTree tree;
    private final ExecStats stats = new ExecStats();
    private final MemoryModel memory;
    private final Intrinsics intrinsics;
    private final Hook hook;
    private final Assertions assertions;
    private final Binder binder;
    /** The executor's side of the binder; null without one. */
    private final Binding binding;
    final Checks checks;
    private final Arithmetic arithmetic;
    private final Havoc havoc;
    private final SymbolNames names = new SymbolNames();
    private final Inspection inspection;
    private final LeakCheck leaks;
    /** The bounded unwinding of the configuration, or the loop observers of the current search ({@link #observeLoops}); null for neither. */
    private Unwinder unwinder;
    private List<EntryArg> entryArgs = List.of();

    // scratch registers for operand evaluation: when eval() returns true the value is in cv, else in tv
    long cv;
    Term tv;

    /** An executor with the default configuration ({@link ExecConfig#DEFAULT}: symbolic, fork with the solver). */
    public Executor(Program program, TermBuilder tb, PathSolver solver, ExecOptions options,
                    Assignment instantiation, ExecutionTree tree) {
        this(program, tb, solver, options, instantiation, tree, ExecConfig.DEFAULT);
    }

    /**
     * An executor configured by {@code config}; with a binder, {@code instantiation} must be empty (a binder runs
     * alone).
     */
    public Executor(Program program, TermBuilder tb, PathSolver solver, ExecOptions options,
                    Assignment instantiation, ExecutionTree tree, ExecConfig config) {
        this(program, tb, solver, options, instantiation, tree, config, new java.util.IdentityHashMap<>(), null);
    }

    private Executor(Program program, TermBuilder tb, PathSolver solver, ExecOptions options, Assignment instantiation,
                     ExecutionTree tree, ExecConfig config, java.util.IdentityHashMap<Function, Code> codes, Executor base) {
        if (config.binder() != null && !instantiation.values().isEmpty()) throw new IllegalArgumentException("a binder runs alone: not with an instantiation");
        this.codes = codes;
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.options = options;
        this.config = config;
        this.policy = config.policy();
        this.hook = config.hook();
        this.assertions = config.assertions();
        this.binder = config.binder();
        this.binding = binder == null ? null : new Binding(this, binder);
        this.instantiation = new Instantiation(tb, instantiation, config.inputSource(), policy);
        this.tree = tree;
        this.memory = base == null ? new MemoryModel(this) : new MemoryModel(this, base.memory);
        this.intrinsics = new Intrinsics(this, memory);
        this.leaks = new LeakCheck(this);
        this.checks = new Checks(this, policy);
        this.arithmetic = new Arithmetic(this, checks);
        this.havoc = new Havoc(this);
        this.inspection = new Inspection(this);
        if (config.unwinding() != null) {
            unwinder = new Unwinder(config.unwinding(), this);
            if (config.induction() >= 0) unwinder.induction(config.induction());
        }
    }

    /** The memory-leak check at the program's end ({@link ExecOptions#checkLeaks()}). */
    LeakCheck leaks() { return leaks; }

    /** The branch policy of this executor's runs. */
    public BranchPolicy policy() { return policy; }

    /** The configuration this executor was made with. */
    public ExecConfig config() { return config; }

    /**
     * The bounded unwinding of the configuration (bounded model checking), or the one that observes the current
     * search's loops ({@link #observeLoops}); null for neither.
     */
    public Unwinder unwinder() { return unwinder; }

    /**
     * Makes {@code observing} (an unwinding made by {@link Unwinder#observing} for this executor) watch the loops of
     * the runs from now on, in place of the previous search's. Per search, not per executor: one executor serves
     * successive searches from the states it started (a loop's iteration, then the next loop's), each with its own
     * observer. Not with a bounded unwinding or a binder in the configuration.
     */
    public void observeLoops(Unwinder observing) {
        if (config.unwinding() != null || binder != null) throw new IllegalStateException("loop observers need an executor without a bounded unwinding or a binder");
        if (!observing.observes() || observing.executor() != this) throw new IllegalArgumentException("not an observing unwinding of this executor");
        this.unwinder = observing;
    }

    private Coverage.Run coverage;

    /** Watching a path's digest: see {@link #watch}. */
    private long watchAt = -1, watchedHash;
    private boolean watchedSeen;

    /**
     * Remembers the path digest right after the run's {@code count}-th branch decision ({@link #watched}): how a
     * fuzzer tells whether a new input followed the path it was made for. Per run: set before the run it is for.
     */
    public void watch(long count) { watchAt = count; watchedSeen = false; }

    /** The path digest after the watched branch decision, or null when the run did not get that far. */
    public Long watched() { return watchedSeen ? watchedHash : null; }

    /**
     * Records the blocks, branch directions (and statements, if {@code run} asks for them) this executor's runs cover;
     * null for none. Per run rather than per executor: a parallel exploration gives each worker a record of its own
     * after making it, and a record may start on states already started ({@link #run} numbers their frames).
     */
    public void setCoverage(Coverage.Run run) { this.coverage = run; }

    public Coverage.Run coverage() { return coverage; }

    MemoryModel memory() { return memory; }

    void inputRead(State s, Term.Sym input, Type type, Span call) {
        if (config.inputSites() != null) config.inputSites().read(s, input, type, call);
    }

    /** The state being run (or started): the one whose variables a {@link Binder} resolves in {@link #eval}. */
    private State current;
    /** Activations made so far (numbers the frames for a {@link Binder}'s variable names). */
    private int instances;

    /** The value of {@code t} on {@code s}'s path over the inputs: {@code t} itself, or what the {@link Binder} says. */
    public Term valueOf(State s, Term t) { return binder == null ? t : binder.value(s, t); }

    /** {@code t} printed as its value on {@code s}'s path (for messages). */
    String show(State s, Term t) { return TermPrinter.print(valueOf(s, t)); }

    /**
     * Conjoins a condition to the path condition: {@code now} (over the inputs) to the path condition, and with a
     * {@link Binder} the test {@code condition} (its form over the variables) to the path's trace.
     */
    void constrain(State s, Term condition, Term now) {
        s.pc = s.pc.add(now);
        if (binder != null) binder.test(s, condition);
    }

    /**
     * The path goes on under {@code condition} without a new conjunct in its path condition (the condition is
     * implied, or undecided on an unknown leaf): with a {@link Binder}, a test of the trace only.
     */
    void passed(State s, Term condition) {
        if (binder != null) binder.test(s, condition);
    }

    Binder binder() { return binder; }
    /** With a {@link Binder}: local {@code l} of {@code f} was just assigned; its value is named by the local's variable. */
    void bind(State s, Frame f, Local l) { if (binding != null) binding.bind(s, f, l); }

    public ExecStats stats() { return stats; }
    public ExecutionTree tree() { return tree; }
    public TermBuilder termBuilder() { return tb; }
    public PathSolver solver() { return solver; }
    public ExecOptions options() { return options; }
    public Program program() { return program; }

    // ------------------------------------------------------------------ start

    /** The initial state of a call of {@code function} with {@code args} (one per parameter). */
    public State start(Function function, List<EntryArg> args) {
        if (args.size() != function.params().size()) {
            throw new IllegalArgumentException(function.name() + " takes " + function.params().size() + " arguments, got " + args.size());
        }
        this.entryArgs = List.copyOf(args);
        Frame frame = newFrame(function, null);
        State s = new State(frame, policy.input());
        current = s;
        if (binder != null) {
            s.binding = binder.start();
            binding.bindArrays(s, frame);
        }
        memory.initGlobals(s);
        Set<Term.Sym> seen = new HashSet<>();
        for (int i = 0; i < args.size(); i++) {
            Term v = args.get(i).value();
            for (Term.Sym sym : Instantiation.symbolsOf(v)) if (seen.add(sym)) s.inputs = s.inputs.add(sym);
            if (args.get(i).bufferSize() >= 0) {
                EntryArg a = args.get(i);
                Term size = a.sizeTerm() == null ? null : instantiation.instantiate(a.sizeTerm());
                if (size == null || size instanceof Term.BvLit) {
                    long n = size == null ? a.bufferSize() : ((Term.BvLit) size).value().longValue();
                    Object known = v instanceof Term.Sym sym ? instantiation.get(sym) : null;
                    frame.conc[i] = known instanceof ArrayValue av ? memory.entryBuffer(s, a.label(), n, av)
                            : memory.entryBuffer(s, a.label(), n, instantiation.instantiate(v));
                } else {
                    frame.conc[i] = memory.sizedEntryBuffer(s, a.label(), a.bufferSize(), size, v);
                }
                frame.sym[i] = null;
                bind(s, frame, function.params().get(i));
            } else {
                setTerm(frame, i, instantiation.instantiate(v));
                bind(s, frame, function.params().get(i));
                if (function.params().get(i).type() instanceof Type.IntType it && it.hasLayout() && !it.signed() && instantiation.instantiate(v) == v) {
                    // --ints=math: a parameter of an unsigned type is a natural number
                    if (assumeTerm(s, tb.le(tb.integer(0), v), function.span()) != null) throw new IllegalStateException("0 <= x is satisfiable");
                }
            }
        }
        return s;
    }

    /** The values the inputs take in this run: none in a symbolic run. */
    Instantiation instantiation() { return instantiation; }

    /** Each function's decoded instructions, made on its first call. */
    private final java.util.IdentityHashMap<Function, Code> codes;

    /**
     * An executor of the same program and options whose symbols take the values in {@code input} (a
     * concrete run, a test's replay), sharing this one's decoded code and memory tables (use both on one
     * thread); it keeps no execution tree.
     */
    public Executor withInput(Assignment input) {
        return withInput(input, ExecConfig.builder().policy(policy).build());
    }

    /** As {@link #withInput(Assignment)}, configured by {@code config} (a concolic run on a fuzzer's input, say). */
    public Executor withInput(Assignment input, ExecConfig config) {
        return new Executor(program, tb, solver, options, input, null, config, codes, this);
    }

    /** A frame with every variable undefined, except local arrays, which start with every element 0. */
    private Frame newFrame(Function function, Instr.Call call) {
        Frame f = new Frame(function, codes.computeIfAbsent(function, Code::new), call);
        f.instance = ++instances;
        if (coverage != null) {
            f.coverageBase = coverage.map.base(function);
            coverage.block(f.coverageBase);
        }
        for (Local l : function.locals()) {
            if (l.kind() != Local.Kind.PARAM && l.type() instanceof Type.ArrayType at) {
                f.sym[l.slot()] = tb.constArray(Sort.INT, tb.integer(0));
            }
        }
        return f;
    }

    // ------------------------------------------------------------------ run

    /** Thrown inside a run to end the path with a leaf. Carries no stack trace. */
    static final class EndPath extends RuntimeException {
        final Stop stop;
        EndPath(Stop stop) { super(null, null, false, false); this.stop = stop; }
    }

    private List<Leaf> emitted;

    /**
     * Runs {@code s} until it ends, forks, is paused by the hook, or turns out infeasible. May mutate
     * {@code s}; after a {@link Stop.Forked} the original object is the true successor.
     */
    public Stop run(State s) {
        emitted = new ArrayList<>(0);
        current = s;
        if (coverage != null) adoptCoverage(s);
        try {
            return loop(s);
        } catch (EndPath e) {
            return e.stop;
        } catch (effigy.smt.SolverInterrupted e) {
            // Ctrl-C or SIGTERM stopped a query: not an answer, so no leaf; the path is abandoned like any interrupted run
            return new Stop.Abandoned(INTERRUPTED, emitted);
        } catch (effigy.source.LimitReached e) {
            // --max-time or a signal noticed inside one long statement (a large object havocked)
            return new Stop.Abandoned(e.interrupt() ? INTERRUPTED : TIME_LIMIT, emitted);
        }
    }

    /**
     * Numbers the frames of a state made while this executor recorded no coverage (started before {@link #setCoverage},
     * or by an executor without it) and records the blocks they are in. A frame numbered once keeps its number (and
     * its copies have it): the map's numbering is the program's, the same in every map of it.
     */
    private void adoptCoverage(State s) {
        for (int i = s.depth - 1; i >= 0; i--) {
            Frame f = s.stack[i];
            if (f.coverageBase >= 0) break;   // frames below were made before it, and numbered when it was
            f.coverageBase = coverage.map.base(f.function);
            coverage.block(f.coverageBase + f.block);
        }
    }

    /**
     * An executor for another thread that runs states this one started (a parallel exploration's worker): the same
     * program, options, term builder, execution tree (its nodes are added under a lock) and entry, sharing this one's
     * tables of globals (read-only once {@link #start} has run), with {@code solver} (solvers are not thread-safe),
     * its own decoded code, counters and deadline ({@link #stopAt}), and no coverage record. Not for an executor with
     * a hook, an unwinding, a binder, assertions or input sites ({@link ExecConfig}), which are not made to be shared.
     */
    public Executor worker(PathSolver solver) {
        if (!config.plain() || unwinder != null) {
            throw new IllegalStateException("only a plain symbolic executor has workers on other threads");
        }
        Executor w = new Executor(program, tb, solver, options, instantiation.values(), tree, config, new java.util.IdentityHashMap<>(), this);
        w.entryArgs = entryArgs;
        return w;
    }

    private Stop loop(State s) {
        while (true) {
            Frame f = s.writableTop();
            if (f.arrived && unwinder != null) {
                f.arrived = false;
                Stop st = unwinder.arrive(this, s, f);
                if (st != null) return st;
                f = s.writableTop();   // an observer may have forked the state: its frames are copied when next written
            }
            int bi = f.block, i = f.index;
            Instr[] instrs = f.code.instrs[bi];
            if (i < instrs.length) {
                Instr in = instrs[i];
                int op = f.code.ops[bi][i];
                if (op >= Code.STMT) {
                    Stop st = statementStart(s, in.span());
                    if (st != null) return st;
                    op -= Code.STMT;
                }
                stats.instructions++;
                s.instructions++;
                f.index = i + 1;
                switch (op) {
                    case Code.BITS_BINARY -> {
                        Instr.Assign a = (Instr.Assign) in;
                        try {
                            arithmetic.bitsBinary(s, f, a.target().slot(), (Rvalue.Binary) a.value(), a.span());
                        } catch (Undefined u) {
                            throw undefined(s, u.local, a.span());
                        }
                        if (binder != null) binding.bind(s, f, a.target());
                    }
                    case Code.USE, Code.BINARY, Code.UNARY, Code.CAST, Code.LOAD, Code.ADDRESS, Code.SELECT -> {
                        Instr.Assign a = (Instr.Assign) in;
                        assign(s, f, a.target(), a.value(), a.span());
                        if (binder != null) binding.bind(s, f, a.target());
                    }
                    case Instr.STORE -> store(s, f, (Instr.Store) in);
                    case Instr.CALL -> call(s, f, (Instr.Call) in);
                    case Instr.READ -> { read(s, f, (Instr.Read) in); if (binder != null) binding.bind(s, f, ((Instr.Read) in).target()); }
                    case Instr.WRITE -> write(s, f, (Instr.Write) in);
                    case Instr.ASSUME -> { Stop st = assume(s, f, (Instr.Assume) in); if (st != null) return st; }
                    case Instr.ASSERT -> assertion(s, f, (Instr.Assert) in);
                    case Instr.PROVE -> prove(s, f, (Instr.Prove) in);
                    case Instr.MEM_STORE -> memory.store(s, f, (Instr.MemStore) in);
                    case Instr.ALLOCA -> { memory.alloca(s, f, (Instr.Alloca) in); if (binder != null) binding.bind(s, f, ((Instr.Alloca) in).target()); }
                    case Instr.CALL_INDIRECT -> callIndirect(s, f, (Instr.CallIndirect) in);
                    default -> throw new IllegalStateException("opcode " + in.opcode());
                }
            } else {
                Terminator t = f.function.block(bi).terminator();
                if (t.stmt()) {
                    Stop st = statementStart(s, t.span());
                    if (st != null) return st;
                }
                stats.instructions++;
                s.instructions++;
                if (t instanceof Terminator.Goto g) {
                    jump(f, g.target());
                } else if (t instanceof Terminator.Branch br) {
                    Stop st = branch(s, f, br);
                    if (st != null) return st;
                } else {
                    Stop st = ret(s, f, (Terminator.Return) t);
                    if (st != null) return st;
                }
            }
        }
    }

    /** See {@link #stopAt}: Long.MIN_VALUE while no deadline is set (the run is never abandoned). */
    private long deadline = Long.MIN_VALUE;
    /** Statements until the next look at the clock and the interrupt flag. */
    private int untilCheck = CHECK_INTERVAL;
    private static final int CHECK_INTERVAL = 4096;

    /**
     * Makes every later run end with {@link Stop.Abandoned} once {@code deadlineNanos} (on
     * {@link System#nanoTime()}'s scale; Long.MAX_VALUE for none) has passed or the running thread is
     * interrupted: looked at every few thousand statements, so a path that computes long without
     * branching is stopped within milliseconds.
     */
    public void stopAt(long deadlineNanos) { this.deadline = deadlineNanos; }

    /**
     * With {@link #stopAt}: a run also ends with {@link Stop.Abandoned} ({@value #MEMORY_LIMIT}) once {@code exceeded}
     * says the memory limit has passed (looked at with the clock), so one long path stops at the limit too, not only
     * the choice of the next one (null: no such look).
     */
    public void stopWhenMemory(java.util.function.BooleanSupplier exceeded) { this.memoryExceeded = exceeded; }

    private java.util.function.BooleanSupplier memoryExceeded;

    /** {@link Stop.Abandoned#why()} of a run stopped by the memory limit ({@link #stopWhenMemory}). */
    public static final String MEMORY_LIMIT = "memory limit";

    private static final String INTERRUPTED = "interrupted", TIME_LIMIT = "time limit";

    /** Why the run must stop now ({@value #INTERRUPTED}, {@value #TIME_LIMIT}), or null: the interrupt is looked at first. */
    private String stopReason() {
        if (deadline == Long.MIN_VALUE) return null;
        if (Thread.currentThread().isInterrupted()) return INTERRUPTED;
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) return TIME_LIMIT;
        if (memoryExceeded != null && memoryExceeded.getAsBoolean()) return MEMORY_LIMIT;
        return null;
    }

    private Stop statementStart(State s, Span span) {
        if (--untilCheck <= 0) {
            untilCheck = CHECK_INTERVAL;
            String why = stopReason();
            if (why != null) return new Stop.Abandoned(why, emitted);
        }
        if (hook != null) {
            if (s.resumed) s.resumed = false;
            else if (hook.pauseBefore(s, span)) { s.resumed = true; return new Stop.Paused(s, emitted); }
        }
        if (s.steps >= options.maxSteps()) {
            return finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(ErrorKind.STEP_LIMIT,
                    "step limit of " + options.maxSteps() + " statements reached", span), Map.of());
        }
        s.steps++;
        stats.statements++;
        if (coverage != null) coverage.statement(span);
        return null;
    }

    // ------------------------------------------------------------------ values

    static final class Undefined extends RuntimeException {
        final Local local;
        Undefined(Local l) { super(null, null, false, false); local = l; }
    }

    /** Evaluates an operand: true with the value in {@link #cv}, or false with the term in {@link #tv}. */
    boolean eval(Frame f, Operand o) {
        if (o instanceof Local l) {
            Object v = f.sym[l.slot()];
            if (v == null) { cv = f.conc[l.slot()]; return true; }
            if (v == Frame.UNDEFINED) {
                if (l.isTemp() || l.type() instanceof Type.ArrayType || options.enabled(ErrorKind.UNINITIALIZED)) throw new Undefined(l);
                // an arbitrary value, an input of the path (a replay gives it), the same at every later read
                Sort sort = sortOf(l.type());
                boolean bool = sort.equals(Sort.BOOL);
                setTerm(f, l.slot(), instantiation.instantiate(freshInput(current, l.name(), sort, bool ? 1 : sort instanceof Sort.BvSort bv ? bv.width() / 8 : 8, bool)));
                return eval(f, o);
            }
            tv = (Term) v;
            return binder != null && binding.resolve(current, tv);
        }
        Operand.Const c = (Operand.Const) o;
        if (c.fitsLong()) { cv = c.small(); return true; }
        tv = tb.integer(c.value());
        return false;
    }

    /** The operand's value as a term (making one for a concrete value). */
    Term term(Frame f, Operand o) {
        return eval(f, o) ? concTerm(cv, o.type()) : tv;
    }

    Term concTerm(long v, Type type) {
        if (type instanceof Type.BoolType) return tb.bool(v != 0);
        if (Bits.isBits(type)) return tb.factory().bv(v, Bits.width(type));
        if (type instanceof Type.FloatType ft) return tb.factory().bv(v, ft.width()); // the bit pattern
        return tb.integer(v);
    }

    /** The sort of a local of {@code type} held as a term: a bool, an array, a bit-vector or an integer. */
    static Sort sortOf(Type type) {
        return type instanceof Type.BoolType ? Sort.BOOL : type instanceof Type.ArrayType ? Sort.array(Sort.INT, Sort.INT)
                : Bits.isBits(type) ? Sort.bv(Bits.width(type)) : Sort.INT;
    }

    /** Stores a term, keeping literals that fit in a long concrete. */
    static void setTerm(Frame f, int slot, Term t) {
        if (t instanceof Term.IntLit lit && lit.value().bitLength() < 64) {
            f.conc[slot] = lit.value().longValue();
            f.sym[slot] = null;
        } else if (t instanceof Term.BoolLit b) {
            f.conc[slot] = b.value() ? 1 : 0;
            f.sym[slot] = null;
        } else if (t instanceof Term.BvLit b && b.width() <= 64) {
            f.conc[slot] = b.value().longValue();
            f.sym[slot] = null;
        } else {
            f.sym[slot] = t;
        }
    }

    static void setConc(Frame f, int slot, long v) {
        f.conc[slot] = v;
        f.sym[slot] = null;
    }

    /** The value in a slot as a term, or null when the slot is undefined. */
    Term slotTerm(Frame f, Local l) {
        Object v = f.sym[l.slot()];
        if (v == null) return concTerm(f.conc[l.slot()], l.type());
        return v == Frame.UNDEFINED ? null : (Term) v;
    }

    // ------------------------------------------------------------------ instructions

    private void assign(State s, Frame f, Local target, Rvalue rv, Span span) {
        int slot = target.slot();
        try {
            if (rv instanceof Rvalue.Use u) {
                if (eval(f, u.operand())) setConc(f, slot, cv); else setTerm(f, slot, tv);
            } else if (rv instanceof Rvalue.Binary b) {
                arithmetic.binary(s, f, slot, b, span);
            } else if (rv instanceof Rvalue.Unary u) {
                arithmetic.unary(s, f, slot, u, span);
            } else if (rv instanceof Rvalue.Cast c) {
                if (c.type() instanceof Type.FloatType || c.operand().type() instanceof Type.FloatType) arithmetic.floatCast(s, f, slot, c, span);
                else arithmetic.cast(f, slot, c);
            } else if (rv instanceof Rvalue.Load ld) {
                if (memory.load(s, f, ld.address(), ld.type(), span)) setConc(f, slot, cv); else setTerm(f, slot, tv);
            } else if (rv instanceof Rvalue.AddressOf a) {
                setConc(f, slot, memory.address(a));
            } else {
                Rvalue.Select sel = (Rvalue.Select) rv;
                Term array = term(f, sel.array());
                Term index = checks.checkedIndex(s, f, sel.array(), sel.index(), span);
                setTerm(f, slot, tb.select(array, index));
            }
        } catch (Undefined u) {
            throw undefined(s, u.local, span);
        }
    }

    /** Ends the path with an error leaf of {@code kind}. */
    EndPath error(State s, ErrorKind kind, String message, Span span) {
        return new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
    }

    List<Leaf> emitted() { return emitted; }

    /** Puts a call's result (a term, kept concrete when it is a literal) into the caller's local. */
    void setResult(Frame f, Local target, Term value) { setTerm(f, target.slot(), value); }

    EndPath undefined(State s, Local l, Span span) {
        return new EndPath(finish(s, Leaf.Status.ERROR,
                new Leaf.ErrorInfo(ErrorKind.UNINITIALIZED, "variable " + l.name() + " is used before it is assigned", span), Map.of()));
    }

    private void store(State s, Frame f, Instr.Store st) {
        try {
            Term index = checks.checkedIndex(s, f, st.array(), st.index(), st.span());
            Term value = term(f, st.value());
            Term array = slotTerm(f, st.array());
            if (array == null) throw new Undefined(st.array());
            if (binder != null) binder.update(s, (Term.Sym) array, index, value); // the array element assignment a[i] := e
            else setTerm(f, st.array().slot(), tb.store(array, index, value));
        } catch (Undefined u) {
            throw undefined(s, u.local, st.span());
        }
    }

    private void call(State s, Frame f, Instr.Call c) {
        Function callee = program.function(c.callee());
        if (callee == null) {
            try {
                // an argument not yet assigned (a variable a jumped-over loop did not give a value): an uninitialized read
                if (Intrinsics.handles(c.callee())) intrinsics.call(s, f, c);
                else intrinsics.external(s, f, c);
            } catch (Undefined u) {
                throw undefined(s, u.local, c.span());
            }
            if (binder != null && c.result() != null) binding.bind(s, f, c.result());
            return;
        }
        if (unwinder != null && unwinder.recursionBound(s, callee) >= 0) {
            int k = unwinder.recursionBound(s, callee);
            throw new EndPath(finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(Unwinder.KIND, "the recursion of " + callee.name()
                    + " can go deeper than " + k + " nested call" + (k == 1 ? "" : "s"), c.span()), Map.of()));
        }
        if (s.depth >= options.maxDepth()) {
            throw new EndPath(finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(ErrorKind.DEPTH_LIMIT,
                    "call depth limit of " + options.maxDepth() + " reached", c.span()), Map.of()));
        }
        Frame nf = newFrame(callee, c);
        List<Instr.Arg> args = c.args();
        for (int i = 0; i < args.size(); i++) {
            Instr.Arg a = args.get(i);
            if (a instanceof Instr.ByRef ref) {
                nf.conc[i] = f.conc[ref.local().slot()];
                nf.sym[i] = f.sym[ref.local().slot()];
            } else {
                try {
                    if (eval(f, a.operand())) setConc(nf, i, cv); else setTerm(nf, i, tv);
                } catch (Undefined u) {
                    throw undefined(s, u.local, c.span());
                }
            }
        }
        if (binder != null) {
            // inlining with the callee's fresh variables: its arrays, then copy-in of the arguments
            binding.bindArrays(s, nf);
            for (Local p : callee.params()) binding.bind(s, nf, p);
        }
        if (unwinder != null && unwinder.summaries().jumpsOverCall(callee)) {
            havoc.jumpOverCall(s, f, c, callee, nf, unwinder.summaries());
            return;
        }
        s.push(nf);
    }

    /** A call through a function pointer: the address must be a function's. */
    private void callIndirect(State s, Frame f, Instr.CallIndirect c) {
        Function callee = memory.function(s, f, c.target(), c.span());
        if (callee.params().size() != c.args().size()) {
            throw error(s, ErrorKind.INVALID_CALL, "call through a pointer to " + callee.name() + " with " + c.args().size()
                    + " arguments; it takes " + callee.params().size(), c.span());
        }
        List<Instr.Arg> args = new ArrayList<>();
        for (Operand o : c.args()) args.add(new Instr.ByValue(o));
        call(s, f, new Instr.Call(c.result(), callee.name(), args, c.span(), c.stmt()));
    }

    private void read(State s, Frame f, Instr.Read r) {
        Term.Sym sym = freshInput(s, r.inputName(), Sort.INT, 8);
        setTerm(f, r.target().slot(), instantiation.instantiate(sym));
    }

    /** A new input symbol named {@code base}, or {@code base_2}, {@code base_3}, … when the name is taken on this path. */
    public Term.Sym freshSymbol(State s, String base, Sort sort) {
        Term.Sym sym = tb.factory().symbol(names.unused(s, base, instantiation.streams()), sort);
        s.inputs = s.inputs.add(sym);
        return sym;
    }

    /**
     * A new input symbol read while running, {@code bytes} bytes of input: as {@link #freshSymbol}, its value
     * taken from the {@link InputSource} when there is one.
     */
    public Term.Sym freshInput(State s, String base, Sort sort, long bytes) { return freshInput(s, base, sort, bytes, false); }

    /** As {@link #freshInput(State, String, Sort, long)}; a {@code bool} input (C's _Bool) is 1 where its bytes are not all zero. */
    public Term.Sym freshInput(State s, String base, Sort sort, long bytes, boolean bool) {
        Term.Sym sym = freshSymbol(s, base, sort);
        instantiation.read(sym, bytes, bool);
        return sym;
    }

    private void write(State s, Frame f, Instr.Write w) {
        List<Object> items = new ArrayList<>();
        try {
            for (Instr.WriteItem item : w.items()) {
                if (item instanceof Instr.WriteText t) items.add(t.text());
                else items.add(valueOf(s, term(f, ((Instr.WriteValue) item).operand())));
            }
        } catch (Undefined u) {
            throw undefined(s, u.local, w.span());
        }
        s.writes = s.writes.add(new Output(List.copyOf(items), w.span()));
    }

    private Stop assume(State s, Frame f, Instr.Assume a) {
        Term c = operandTerm(s, f, a.cond(), a.span());
        return assumeTerm(s, c, a.span());
    }

    /**
     * Conjoins {@code c} to the path condition when consistent (King's ASSUME), as the branch policy decides. Returns
     * {@link Stop.Infeasible} when it cannot hold, or null to go on.
     */
    public Stop assumeTerm(State s, Term c, Span span) { return checks.assume(s, c, span); }

    private Term operandTerm(State s, Frame f, Operand o, Span span) {
        try {
            return term(f, o);
        } catch (Undefined u) {
            throw undefined(s, u.local, span);
        }
    }

    private void assertion(State s, Frame f, Instr.Assert a) {
        Term c = operandTerm(s, f, a.cond(), a.span());
        checks.assertionSite(s, assertions, a, c, "assertion " + a.span().text() + " can be violated", a.span());
    }

    /** An assertion site with its condition evaluated: checked, assumed, proved, or a cut point, as the {@link Assertions} say. */
    void assertionSite(State s, Instr site, Term c, String message, Span span) { checks.assertionSite(s, assertions, site, c, message, span); }

    /**
     * A copy of {@code s} whose every live writable memory object holds arbitrary contents: a state standing for
     * any call of its function, whatever earlier calls left in memory.
     */
    public State arbitraryMemory(State s) { return havoc.arbitraryMemory(s); }

    /**
     * The start of the path segment at cut point {@code site} (Floyd's method): a copy of {@code s} positioned
     * before the statement of {@code site}, with every named variable of the innermost frame and every
     * writable memory object's contents replaced by fresh symbols, and the path condition, inputs and proofs
     * emptied. Running it assumes the site's assertion first, then goes on to the next cut point.
     */
    public State havoc(State s, Instr site) {
        if (binder != null) throw new IllegalStateException("a binder runs alone");
        return havoc.cutStart(s, site);
    }

    private void prove(State s, Frame f, Instr.Prove p) {
        Term c = operandTerm(s, f, p.cond(), p.span());
        s.proofs = s.proofs.add(checks.prove(s, c, p.span()));
    }

    /** King's PROVE: is {@code pc ⊃ claim} valid? Changes nothing in the state. */
    public ProofOutcome proveTerm(State s, Term claim, Span span) { return checks.prove(s, claim, span); }

    // ------------------------------------------------------------------ control

    /** The path digest after a branch decision: {@code h} mixed with the branch's id and the direction taken. */
    public static long pathHash(long h, int branchId, boolean taken) {
        return (h ^ (branchId * 2L + (taken ? 1 : 0))) * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
    }

    private Stop branch(State s, Frame f, Terminator.Branch br) {
        boolean concrete;
        try {
            concrete = eval(f, br.cond());
        } catch (Undefined u) {
            throw undefined(s, u.local, br.span());
        }
        if (concrete) {
            decided(s, f, br, cv != 0);
            return null;
        }
        Term cVars = tv, c = valueOf(s, cVars);
        if (policy.follows()) {
            boolean taken = policy.follow(s, c);
            Term cond = taken ? c : tb.not(c);
            policy.followed(new Concolic.Conjunct(cond, Concolic.Kind.BRANCH, br.span(), br.id(), taken, s.branches, s.pathHash, null));
            constrain(s, taken ? cVars : tb.not(cVars), cond);
            decided(s, f, br, taken);
            return null;
        }
        // a symbolic branch costs queries over terms that can be large: the deadline and a signal are looked at on every
        // one, not only every few thousand statements
        String why = stopReason();
        if (why == MEMORY_LIMIT) throw new EndPath(new Stop.Abandoned(MEMORY_LIMIT, emitted));
        if (why != null) throw new effigy.source.LimitReached(why.equals(INTERRUPTED));
        SatResult tr = policy.mayHold(solver, s, c);
        Term notC = tb.not(c);
        SatResult fr = policy.mayHold(solver, s, notC);
        stats.branchQueries += 2;
        if (untilCheck > 64) untilCheck = 64;   // queries may be slow: look at the deadline sooner
        boolean canTrue = tr.isSat(), canFalse = fr.isSat();
        if (canTrue && canFalse) {
            stats.forks++;
            State other = s.fork();
            int node = tree != null ? tree.fork(s.treeNode, s.treeSide, br.span(), c) : 0;
            take(s, s.writableTop(), br, true, cVars, c, ((SatResult.Sat) tr).model(), node);
            take(other, other.writableTop(), br, false, tb.not(cVars), notC, ((SatResult.Sat) fr).model(), node);
            return new Stop.Forked(c, br, br.span(), s, other, emitted);
        }
        // one way (or none) is feasible; an undecided way is reported as an unknown leaf, never guessed
        for (int side = 0; side < 2; side++) {
            SatResult r = side == 0 ? tr : fr;
            if (r instanceof SatResult.Unknown u) {
                State us = (canTrue || canFalse) ? s.fork() : s;
                passed(us, side == 0 ? cVars : tb.not(cVars));
                if (tree != null) {
                    us.treeNode = tree.fork(s.treeNode, s.treeSide, br.span(), c);
                    us.treeSide = side == 0;
                }
                Stop leaf = finish(us, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                        "the solver could not decide whether the branch can go " + (side == 0 ? "true" : "false") + ": " + u.reason(), br.span()), Map.of());
                if (!(canTrue || canFalse)) return leaf;
                emitted.add(((Stop.Finished) leaf).leaf());
            }
        }
        if (!canTrue && !canFalse) {
            // both unsatisfiable: the path condition itself is inconsistent, which cannot happen
            throw new IllegalStateException("inconsistent path condition at " + br.span());
        }
        boolean taken = canTrue;
        passed(s, taken ? cVars : tb.not(cVars));
        decided(s, f, br, taken);
        return null;
    }

    /** The path goes on {@code taken}'s way at {@code br} (its digest, the coverage and a watch told). */
    private void decided(State s, Frame f, Terminator.Branch br, boolean taken) {
        s.pathHash = pathHash(s.pathHash, br.id(), taken);
        if (++s.branches == watchAt) { watchedHash = s.pathHash; watchedSeen = true; }
        if (coverage != null) coverage.branch(br.id(), taken);
        jump(f, taken ? br.ifTrue() : br.ifFalse());
    }

    private void take(State s, Frame f, Terminator.Branch br, boolean taken, Term condVars, Term cond, Assignment model, int node) {
        constrain(s, condVars, cond);
        s.model = model;
        s.decisions = s.decisions.add(new State.Decision(br.span(), taken, cond));
        s.treeNode = node;
        s.treeSide = taken;
        decided(s, f, br, taken);
    }

    /** Control goes to the start of {@code target} in {@code f}'s function (the {@link Unwinder} looks at the arrival). */
    private void jump(Frame f, int target) {
        if (coverage != null) coverage.block(f.coverageBase + target);
        f.prevBlock = f.block;
        f.block = target;
        f.index = 0;
        f.arrived = true;
    }

    private Stop ret(State s, Frame f, Terminator.Return r) {
        Term value = null;
        if (r.value() != null) value = operandTerm(s, f, r.value(), r.span());
        if (s.depth == 1) {
            Map<String, Term> outputs = new LinkedHashMap<>();
            for (int i = 0; i < entryArgs.size(); i++) {
                EntryArg a = entryArgs.get(i);
                if (!a.byReference()) continue;
                Term fin = slotTerm(f, f.function.params().get(i));
                if (fin != null) outputs.put(a.label(), fin);
            }
            if (value != null) outputs.put("return", value);
            if (options.checkLeaks()) leaks.atEnd(s, false, value, f.function.returnType(), r.span());
            LeakCheck.checkUnfreed(this, s, "when " + f.function.name() + " returns", r.span());
            return finish(s, Leaf.Status.RETURNED, null, outputs);
        }
        if (f.stackObjects != null) memory.release(s, f);
        if (unwinder != null) unwinder.leaving(s, f);
        Instr.Call call = f.call;
        s.pop();
        Frame caller = s.writableTop();
        List<Instr.Arg> args = call.args();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof Instr.ByRef ref) {
                caller.conc[ref.local().slot()] = f.conc[i];
                caller.sym[ref.local().slot()] = f.sym[i];
                if (binder != null) binding.bind(s, caller, ref.local()); // copy-out
            }
        }
        if (call.result() != null) {
            if (value == null) {
                // reported at the call that uses the value (a call whose value is discarded has no result)
                throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.NO_RETURN_VALUE,
                        noReturnValue(call.callee(), r.span()), call.span()), Map.of()));
            }
            setTerm(caller, call.result().slot(), value);
            if (binder != null) binding.bind(s, caller, call.result());
        }
        return null;
    }

    /**
     * The message of a no-return-value error: {@code callee} reached its end ({@code end}) without a return
     * statement and the caller uses the value of the call (undefined, C99 6.9.1p12).
     */
    private static String noReturnValue(String callee, Span end) {
        return callee + " ends without returning a value (line " + end.line() + ") and the caller uses the value of the call";
    }

    // ------------------------------------------------------------------ leaves

    Stop finish(State s, Leaf.Status status, Leaf.ErrorInfo error, Map<String, Term> outputs) {
        // what Effigy does not support is its own limit: a status of its own, never an error of the program
        if (error != null && error.kind() == ErrorKind.UNSUPPORTED) status = Leaf.Status.UNSUPPORTED;
        if (status == Leaf.Status.ERROR && error != null) error = atProgramCall(s, error);
        if (unwinder != null) unwinder.ending(s);
        if (binder != null && !outputs.isEmpty()) {
            Map<String, Term> values = new LinkedHashMap<>();
            outputs.forEach((k, v) -> values.put(k, binder.value(s, v)));
            outputs = values;
        }
        Leaf leaf = new Leaf(status, s.pathCondition(), java.util.Collections.unmodifiableMap(new LinkedHashMap<>(outputs)),
                s.writes(), s.inputs(), restrict(s, instantiation.values().values().isEmpty() ? s.model : s.model.merge(instantiation.values())), s.steps, error, s.pathHash, s.proofs(), -1);
        if (tree != null) {
            int id = tree.leaf(s.treeNode, s.treeSide, leaf);
            leaf = new Leaf(leaf.status(), leaf.pathCondition(), leaf.outputs(), leaf.writes(), leaf.inputs(), leaf.test(),
                    leaf.steps(), leaf.error(), leaf.pathHash(), leaf.proofs(), id);
            tree.setLeaf(id, leaf);
        }
        if (binder != null) binder.leaf(s, leaf);
        return new Stop.Finished(leaf, emitted == null ? List.of() : emitted);
    }

    /**
     * {@code error} at the program's own line: when it happened in Effigy's C library (the innermost frames run library
     * functions), the error is the program's at the call into the library, in the innermost frame of the program's own
     * function, and the library's place is kept beside it ({@link Leaf.LibraryFrame}); otherwise {@code error} itself.
     * An error whose every frame is the library's (the entry is a library function) stays where it is.
     */
    private static Leaf.ErrorInfo atProgramCall(State s, Leaf.ErrorInfo error) {
        if (error.library() != null || !Program.isLibrary(s.top().function)) return error;
        for (int i = s.depth - 2; i >= 0; i--) {
            if (Program.isLibrary(s.stack[i].function)) continue;
            Instr.Call call = s.stack[i + 1].call;
            if (call == null) return error;
            return new Leaf.ErrorInfo(error.kind(), error.message(), call.span(), new Leaf.LibraryFrame(s.top().function.name(), error.span()));
        }
        return error;
    }

    /** The model restricted to the path's inputs, each with a value (defaults where the model is silent). */
    Assignment restrict(State s, Assignment model) {
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        for (Term.Sym sym : s.inputs.toList()) m.put(sym, model.valueOf(sym));
        return new Assignment(m);
    }

    // ------------------------------------------------------------------ inspection (the debugger)

    /** The debugger's view of states ({@link Inspection}). */
    public Inspection inspection() { return inspection; }

    /** The named variables of the state's innermost frame with their values: see {@link Inspection#variables}. */
    public Map<String, Term> variables(State s) { return inspection.variables(s); }
}
