package effigy.cli;

import effigy.driver.Workbench;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Options shared by the commands that run a call of a program: the files, the call, the limits. */
final class ProgramOptions {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Program files: King's language (.eff) or C (.c, .i); several files form one program.")
    List<Path> files;

    @Option(names = "--call", paramLabel = "'P(args)'",
            description = "For .eff programs: the call, e.g. 'SUM(\"A\", 3, 5)': \"A\" is a fresh symbol, a bare name a by-reference variable.")
    String call;

    @Option(names = "--entry", paramLabel = "FUNCTION",
            description = "For C programs: the function to run, each integer parameter a fresh symbol (default: main).")
    String entry;

    @Option(names = "--max-steps", paramLabel = "N", converter = OptionValues.PositiveInt.class,
            description = "Statements a path may execute before it ends as a 'limit' leaf (King's TEST(n)); default 1000 for explore, no limit for run.")
    Integer maxSteps;

    /** The step limit: the one given, or the command's default. */
    int maxSteps(int byDefault) { return maxSteps != null ? maxSteps : byDefault; }

    @Option(names = "--solver-timeout", paramLabel = "MS", defaultValue = "10000", converter = OptionValues.Millis.class,
            description = "Time limit of one solver query in milliseconds (0 = none); an undecided query is reported as unknown. Default ${DEFAULT-VALUE}.")
    int solverTimeout;

    @Option(names = "--max-memory", paramLabel = "MB", converter = OptionValues.Megabytes.class,
            description = "Stop the exploration, as at a time limit, once more than MB megabytes of the heap are live (results so far, marked partial);"
                    + " without it, at 85%% of the JVM's heap (EFFIGY_JAVA_OPTS=-Xmx... sets the heap). A query whose Z3 memory outside the heap passes MB (default: half the machine's memory, at most 4096) is interrupted and answers unknown.")
    void maxMemory(long megabytes) {
        effigy.search.MemoryGuard.limit(megabytes << 20);
        effigy.smt.Z3Solver.memoryLimit(megabytes);
    }

    @Option(names = "--json", description = "Print one JSON object instead of tables.")
    boolean json;

    @Option(names = "--buffer-size", paramLabel = "N", defaultValue = "4", converter = OptionValues.BufferSize.class,
            description = "C --entry: each pointer parameter points to N symbolic bytes (default ${DEFAULT-VALUE}).")
    long bufferSize;

    @Option(names = "--ints", paramLabel = "bv|math", converter = IntsConverter.class,
            description = "C: integer semantics: bv (default) is the machine's, each type's width with wrap-around;"
                    + " math is unbounded mathematical integers (as the lecture and AProVE reason), types keeping their memory layout.")
    effigy.lang.c.lower.IntSemantics ints;

    /** Reads {@code bv} or {@code math}. */
    static final class IntsConverter implements picocli.CommandLine.ITypeConverter<effigy.lang.c.lower.IntSemantics> {
        @Override public effigy.lang.c.lower.IntSemantics convert(String value) {
            effigy.lang.c.lower.IntSemantics ints = effigy.lang.c.lower.IntSemantics.fromOption(value);
            if (ints == null) throw new picocli.CommandLine.TypeConversionException("expected bv or math, got '" + value + "'");
            return ints;
        }
    }

    @Option(names = "--data-model", paramLabel = "ILP32|LP64", converter = DataModelConverter.class,
            description = "C: the data model: LP64 (default) is x86-64 Linux, long and pointers 64 bits;"
                    + " ILP32 is i386 Linux (gcc -m32): long and pointers 32 bits, long long aligned to 4, gcc -m32's predefined macros.")
    effigy.ir.DataModel dataModel;

    /** Reads {@code ILP32} or {@code LP64} (in any case). */
    static final class DataModelConverter implements picocli.CommandLine.ITypeConverter<effigy.ir.DataModel> {
        @Override public effigy.ir.DataModel convert(String value) {
            effigy.ir.DataModel m = effigy.ir.DataModel.fromOption(value);
            if (m == null) throw new picocli.CommandLine.TypeConversionException("expected ILP32 or LP64, got '" + value + "'");
            return m;
        }
    }

    @Option(names = "--check-overflow", description = "C: make signed overflow (and INT_MIN / -1) an error leaf.")
    boolean checkOverflow;

    @Option(names = "--check-leaks", description = "C: make heap memory lost at the program's end an error leaf (memory-leak, SV-COMP's valid-memtrack):"
            + " a block from malloc, calloc or realloc, not freed, that no pointer reaches from the globals when main returns"
            + " (from the globals and every active function's variables when exit is called).")
    boolean checkLeaks;

    @Option(names = "--check-unfreed", description = "C: make heap memory still allocated when the program ends an error leaf (unfreed-memory,"
            + " SV-COMP's valid-memcleanup): a block from malloc, calloc or realloc not freed, reachable or not, when main returns,"
            + " at exit, abort, a failed assertion or reach_error.")
    boolean checkUnfreed;

    @Option(names = "--no-check", paramLabel = "KIND", split = ",",
            description = "Switch runtime checks off (comma-separated): division-by-zero (x / 0 and x %% 0 then take SMT-LIB's values: all ones, or 1 for a negative signed x; x),"
                    + " invalid-shift (every bit shifted out), assertion (assertions skipped, as with NDEBUG), reach-error (reach_error() returns),"
                    + " double-free, invalid-free (the free does nothing), use-after-free (the dead object is accessed as it was).")
    java.util.Set<String> noChecks = new java.util.TreeSet<>();

    /** The per-path options these flags ask for. */
    effigy.exec.ExecOptions execOptions(int defaultSteps, picocli.CommandLine cl) {
        if (checkOverflow && ints == effigy.lang.c.lower.IntSemantics.MATH) {
            throw new picocli.CommandLine.ParameterException(cl, "--check-overflow has nothing to check with --ints=math: mathematical integers do not overflow");
        }
        for (String c : noChecks) {
            if (!effigy.exec.ExecOptions.OPTIONAL_CHECKS.contains(c)) {
                throw new picocli.CommandLine.ParameterException(cl, "--no-check " + c + ": only " + effigy.exec.ExecOptions.OPTIONAL_CHECKS
                        + " can be switched off (the others leave no defined way to go on)");
            }
        }
        return effigy.exec.ExecOptions.DEFAULT.withMaxSteps(maxSteps(defaultSteps)).withCheckOverflow(checkOverflow).withDisabledChecks(noChecks)
                .withCheckLeaks(checkLeaks).withCheckUnfreed(checkUnfreed);
    }

    Workbench load() { return Workbench.load(files, solverTimeout, ints, dataModel); }

    /**
     * For an analysis limited to {@code maxTime} seconds: unless {@code --solver-timeout} was given, no one query
     * may take more than a tenth of the time (a Z3 query cannot be stopped halfway), nor less than 100 ms.
     */
    void capSolverTimeout(picocli.CommandLine cmd, double maxTime) {
        if (!cmd.getParseResult().hasMatchedOption("--solver-timeout")) {
            solverTimeout = (int) Math.max(100, Math.min(solverTimeout, maxTime * 100));
        }
    }

    /** Loads the program and writes the front end's warnings (functions with no body) to {@code err}. */
    Workbench load(java.io.PrintWriter err) {
        Workbench wb = load();
        for (effigy.source.Diagnostic d : wb.warnings()) err.println(d.render("warning"));
        err.flush();
        return wb;
    }

    /** What a C test records so that {@code replay} runs the program as the exploration did. */
    com.fasterxml.jackson.databind.node.ObjectNode settingsJson(Workbench.Entry entry, effigy.exec.ExecOptions exec) {
        var o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("entry", entry.function().name());
        o.put("bufferSize", bufferSize);
        o.put("ints", (ints == null ? effigy.lang.c.lower.IntSemantics.BITVECTOR : ints).option());
        o.put("dataModel", (dataModel == null ? effigy.ir.DataModel.LP64 : dataModel).option());
        o.put("checkOverflow", exec.checkOverflow());
        if (exec.checkLeaks()) o.put("checkLeaks", true);
        if (exec.checkUnfreed()) o.put("checkUnfreed", true);
        var off = o.putArray("noCheck");
        for (String c : new java.util.TreeSet<>(exec.disabledChecks())) off.add(c);
        return o;
    }

    /** The entry call: --call for King's language, --entry (or main) for C. */
    Workbench.Entry entry(Workbench wb, picocli.CommandLine cl) {
        if (wb.isC()) {
            if (call != null) throw new picocli.CommandLine.ParameterException(cl, "--call is for .eff programs; for C use --entry FUNCTION");
            return wb.cEntry(entry != null ? entry : "main", bufferSize);
        }
        if (entry != null) throw new picocli.CommandLine.ParameterException(cl, "--entry is for C programs; for .eff use --call 'P(args)'");
        if (call == null) throw new picocli.CommandLine.ParameterException(cl, "Missing required option: '--call=\'P(args)\''");
        return wb.entry(call);
    }
}
