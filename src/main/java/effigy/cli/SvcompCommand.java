package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.bmc.Counterexample;
import effigy.driver.Workbench;
import effigy.ir.DataModel;
import effigy.search.Verdict;
import effigy.svcomp.Portfolio;
import effigy.svcomp.Property;
import effigy.svcomp.Task;
import effigy.svcomp.Witness;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "svcomp", mixinStandardHelpOptions = true,
        header = "Verify an SV-COMP task and print its 'Result:' line.",
        description = {"Verify an SV-COMP task as distributed: TASK.yml (its input files, data model and properties), or C files with "
                + "--property FILE.prp and --data-model. Runs Effigy's engines in turn within --max-time (exploration, for termination "
                + "the termination engine, then bounded model checking with deepening and k-induction) and prints 'Result: true', "
                + "'Result: false(PROPERTY)' or 'Result: unknown' as the last line of each property. Test-Comp's coverage properties "
                + "are answered unknown (asked for) or skipped; a property file not asked for that cannot be read is ignored with a note."})
final class SvcompCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "TASK.yml|FILE", description = "A task definition (.yml), or the C files (.c, .i) of a program.")
    List<Path> files;

    @Option(names = "--property", paramLabel = "FILE.prp", description = "The property to check: with a task, one of its properties (by file name); with C files, required.")
    Path propertyFile;

    @Option(names = "--data-model", paramLabel = "ILP32|LP64", converter = ProgramOptions.DataModelConverter.class,
            description = "With C files: the data model (default LP64); a task names its own.")
    DataModel dataModel;

    @picocli.CommandLine.Mixin MaxTimeOption limit;

    @Option(names = "--max-memory", paramLabel = "MB", converter = OptionValues.Megabytes.class,
            description = "Stop every engine once more than MB megabytes of the heap are live, the answer then 'unknown';"
                    + " without it, at 85%% of the JVM's heap (EFFIGY_JAVA_OPTS=-Xmx... sets the heap). A query whose Z3 memory outside the heap passes MB (default: half the machine's memory, at most 4096) is interrupted and answers unknown.")
    void maxMemory(long megabytes) {
        effigy.search.MemoryGuard.limit(megabytes << 20);
        effigy.smt.Z3Solver.memoryLimit(megabytes);
    }

    @Option(names = "--witness", paramLabel = "FILE",
            description = "Write the witness (SV-COMP's YAML witness format) to FILE: for a false result the violation (format 2.0: the inputs that reach it; 2.1 with its cycle for false(termination)), for a true result proved by invariants the loop invariants (a correctness witness, format 2.0); with several properties checked, FILE gets the property's name before its extension.")
    Path witness;

    @Option(names = "--json", description = "Print one JSON object per property: {verdict, property, witness, engine, stats}.")
    boolean json;

    /** One property to check, with its expected result when the task gives one. */
    private record Job(Property property, String propertyText, String expected) {}

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        long deadline = limit.start();   // shared among the properties checked
        if (deadline != Long.MAX_VALUE) {
            // the engines stop where the front end does, a tenth of the time (at least 0.3 s, at most a second) before the
            // limit, as bmc's do: Z3's answer to an interrupt, the replay of a violation, the witness and the exit follow
            deadline = effigy.source.Deadline.stopNanos();
            effigy.smt.Z3Solver.deadline(deadline);
        }
        ShutdownGuard guard;
        try {
            guard = ShutdownGuard.protect();   // Ctrl-C and SIGTERM: every property still gets its Result line
        } catch (effigy.source.LimitReached signalled) {
            // the signal came before any work began
            if (!json) out.println("Result: unknown");
            err.println("effigy: interrupted");
            return 130;
        }
        try (guard) {
            return check(out, err, deadline);
        } catch (effigy.source.LimitReached stop) {
            // reading the task stopped by --max-time or a signal: nothing was checked
            if (!json) out.println("Result: unknown");
            err.println("effigy: " + (stop.interrupt() ? "interrupted" : "time limit (--max-time) reached while reading the task"));
            return stop.interrupt() ? 130 : Main.UNKNOWN;
        }
    }

    private int check(PrintWriter out, PrintWriter err, long deadline) throws Exception {
        List<Path> inputs;
        DataModel model;
        List<Job> jobs = new ArrayList<>();
        String taskName = null;
        if (files.get(0).toString().endsWith(".yml") || files.get(0).toString().endsWith(".yaml")) {
            if (files.size() > 1) throw new ParameterException(spec.commandLine(), "give one task definition, or the C files of one program");
            if (dataModel != null) throw new ParameterException(spec.commandLine(), "--data-model: the task names its data model");
            // the properties not asked for are read too, but one that cannot be is only a note: it is not to be checked
            String asked = propertyFile == null || propertyFile.getFileName() == null ? null : propertyFile.getFileName().toString();
            Task task = Task.read(files.get(0), name -> asked == null || name.equals(asked));
            for (effigy.source.Diagnostic d : task.notes()) err.println(d.render("note").lines().findFirst().orElse(""));
            taskName = files.get(0).toString();
            inputs = task.inputFiles().stream().map(SvcompCommand::shown).toList();
            model = task.dataModel();
            // without --property, Test-Comp's coverage properties are skipped (with a word) unless they are all there is
            boolean anyVerdict = task.properties().stream().anyMatch(p -> !p.property().kind().coverage());
            for (Task.TaskProperty p : task.properties()) {
                if (asked != null && !p.propertyFile().getFileName().toString().equals(asked)) continue;
                if (asked == null && anyVerdict && p.property().kind().coverage()) {
                    err.println("effigy: note: " + shown(p.propertyFile()) + " (" + p.property().name() + ") skipped: a coverage property asks for a test suite, not a verdict");
                    continue;
                }
                jobs.add(new Job(p.property(), shown(p.propertyFile()).toString(), p.expectedResult()));
            }
            if (jobs.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "--property " + propertyFile + ": the task has no such property (it has "
                        + String.join(", ", task.properties().stream().map(p -> p.propertyFile().getFileName().toString()).toList()) + ")");
            }
        } else {
            if (propertyFile == null) throw new ParameterException(spec.commandLine(), "C files need --property FILE.prp (and --data-model, LP64 by default)");
            inputs = files;
            model = dataModel != null ? dataModel : DataModel.LP64;
            jobs.add(new Job(Property.read(propertyFile), propertyFile.toString(), null));
        }
        if (!json && taskName != null) out.println("Task " + taskName + ": " + String.join(", ", inputs.stream().map(Path::toString).toList()) + " (" + model.option() + ")");
        List<Verdict<Portfolio.Violation>> verdicts = new ArrayList<>();
        List<ObjectNode> results = new ArrayList<>();
        // a Z3 query that ignores its interrupts (floating point has some): the watchdog ends the process 1 s after
        // the limit, first printing the Result line of each property not yet answered
        int[] printed = {0};
        if (!json) {
            int all = jobs.size();
            Watchdog.lastWords(() -> {
                synchronized (printed) {
                    for (int k = printed[0]; k < all; k++) out.println("Result: unknown");
                    printed[0] = all;
                    out.flush();
                }
            });
        }
        for (int i = 0; i < jobs.size(); i++) {
            Job job = jobs.get(i);
            long share = (deadline - System.nanoTime()) / (jobs.size() - i);
            long jobDeadline = System.nanoTime() + Math.max(0, share);
            // exploration's queries (bmc makes its own solver per bound, limited to what is left)
            // (termination: a tenth, as `effigy termination` has it: its ranking search asks many queries in a row)
            int solverMillis = (int) Math.max(1000, Math.min(30_000, share / (job.property().kind() == Property.Kind.TERMINATION ? 10_000_000L : 4_000_000L)));
            long jobStart = System.nanoTime();
            Portfolio.Outcome o;
            Path witnessFile = null;
            try (Workbench wb = Workbench.load(inputs, solverMillis, null, model)) {
                for (effigy.source.Diagnostic d : wb.warnings()) err.println(d.render("warning"));
                Portfolio portfolio = new Portfolio(wb, job.property(), msg -> { if (!json) { err.println("effigy: " + msg); err.flush(); } });
                Workbench.Entry entry = wb.cEntry(job.property().entry());
                try {
                    o = portfolio.check(entry, jobDeadline);
                } catch (Portfolio.ReplayMismatch m) {
                    err.println("effigy: internal error: " + m.getMessage());
                    return Main.INTERNAL;
                } catch (effigy.smt.SolverInterrupted stop) {
                    o = Portfolio.Outcome.unknown("none", "interrupted", new java.util.LinkedHashMap<>());
                } catch (OutOfMemoryError full) {
                    // the heap filled between two looks of the memory guard: what the engines held is garbage now, and the
                    // property's answer is unknown (its Result line is still printed)
                    o = Portfolio.Outcome.unknown("none", "out of memory (the Java heap of " + (Runtime.getRuntime().maxMemory() >> 20)
                            + " MB is full)", new java.util.LinkedHashMap<>());
                }
                if (o.verdict().isFalse() && witness != null) {
                    witnessFile = jobs.size() == 1 ? witness : withSuffix(witness, job.property().name());
                    Witness.TaskInfo info = new Witness.TaskInfo(inputs, Witness.specification(job.property(), o.violated()), model);
                    effigy.report.AtomicFiles.write(witnessFile, o.nonTermination() != null
                            ? Witness.nonTermination(info, o.nonTermination(), version())
                            : Witness.violation(info, o.counterexample(), o.error(), version()));
                } else if (o.verdict().isTrue() && witness != null && "invariants".equals(o.engine())) {
                    // a recursion proved by summaries has no loop: its invariant set is empty, which is still a witness
                    witnessFile = jobs.size() == 1 ? witness : withSuffix(witness, job.property().name());
                    effigy.report.AtomicFiles.write(witnessFile, Witness.correctness(
                            new Witness.TaskInfo(inputs, Witness.specification(job.property(), null), model),
                            portfolio.invariants(), version()));
                }
            } catch (effigy.source.LimitReached stop) {
                // the front end stopped by --max-time or a signal: no engine ran, the answer is unknown
                o = Portfolio.Outcome.unknown("none", stop.interrupt() ? "interrupted" : "the time limit, in the front end", new java.util.LinkedHashMap<>());
            }
            verdicts.add(o.verdict());
            double seconds = (System.nanoTime() - jobStart) / 1e9;
            if (json) results.add(json(job, o, witnessFile, seconds));
            else {
                synchronized (printed) {
                    if (printed[0] > i) break;   // the watchdog has said it: the process is ending
                    text(out, job, o, witnessFile, seconds);
                    printed[0]++;
                    out.flush();
                }
            }
        }
        int code = ExitCodes.SVCOMP.of(verdicts);
        if (json) {
            // one property: its members after the envelope's; several: each in results, with its own verdict
            ObjectNode body;
            if (results.size() == 1) {
                body = results.get(0);
                body.remove("verdict");
            } else {
                body = JsonNodeFactory.instance.objectNode();
                ArrayNode a = body.putArray("results");
                results.forEach(a::add);
            }
            return JsonOutput.print(out, "svcomp", code, body);
        }
        return code;
    }

    /** A file as the user would name it: relative to the working directory when it is under it. */
    private static Path shown(Path file) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = file.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs) : file;
    }

    private static Path withSuffix(Path file, String property) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String named = dot > 0 ? name.substring(0, dot) + "." + property + name.substring(dot) : name + "." + property;
        return file.resolveSibling(named);
    }

    private static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v != null ? v : "development";
    }

    private static void text(PrintWriter out, Job job, Portfolio.Outcome o, Path witnessFile, double seconds) {
        out.println("Property " + job.property().name() + " (" + job.propertyText() + ")");
        if (o.counterexample() != null) {
            Counterexample cex = o.counterexample();
            out.println("Counterexample (replayed):");
            cex.traceLines().forEach(out::println);
            out.println("Violated: " + o.error().kind() + " at " + o.error().span().where() + ": " + o.error().message());
            if (o.error().library() != null) out.println("  " + o.error().library());
            if (witnessFile != null) out.println("Witness: " + witnessFile);
        } else if (o.nonTermination() != null) {
            effigy.termination.Termination.Witness w = o.nonTermination();
            out.println("Does not terminate: " + o.reason());
            if (!w.input().isEmpty()) out.println("  input: " + String.join(", ", w.input().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList()));
            if (!w.reads().isEmpty()) out.println("  values read: " + String.join(", ", w.reads().stream().map(r -> Witness.valueText(r.value(), r.type())).toList()));
            out.println("  " + (w.recursion() ? "at its first call " + w.function() + " the arguments are " : "at start " + w.reachedAt() + " of the loop the state is ")
                    + String.join(", ", w.state().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList())
                    + "; from there it never leaves {" + String.join(", ", w.recurrentSet()) + "}");
            out.println("  replayed concretely: " + (w.replayed() > 0 ? w.replayed() + (w.recursion() ? " calls deeper" : " iterations later") + ", still running"
                    : "not followed far (its numbers grow too large or the time ran out)"));
            if (witnessFile != null) out.println("Witness: " + witnessFile);
        } else {
            out.println((o.verdict().isTrue() ? "Proved: " : "No verdict: ") + o.reason());
        }
        out.println(String.format(Locale.ROOT, "Engine %s · %.2f s%s", o.engine(), seconds, statsText(o.stats())));
        if (job.expected() != null) {
            String verdict = o.result();
            out.println("Expected: " + job.expected() + (o.verdict().isUnknown() ? ""
                    : verdict.equals(job.expected()) ? " (agrees)" : " (DISAGREES)"));
        }
        out.println("Result: " + o.result());
    }

    private static String statsText(Map<String, Object> stats) {
        StringBuilder sb = new StringBuilder();
        if (stats.get("exploreSeconds") instanceof Double d) sb.append(String.format(Locale.ROOT, " (exploration %.2f s, %s paths", d, stats.get("explorePaths")));
        if (stats.get("terminationSeconds") instanceof Double d) sb.append(sb.length() == 0 ? " (" : "; ").append(String.format(Locale.ROOT, "termination %.2f s", d));
        if (stats.get("bmcSeconds") instanceof Double d) {
            sb.append(sb.length() == 0 ? " (" : "; ").append(String.format(Locale.ROOT, "bmc %.2f s up to unwinding %s: encoding %.2f s, solving %.2f s",
                    d, stats.get("unwind"), (Double) stats.get("encodingSeconds"), (Double) stats.get("solvingSeconds")));
        }
        return sb.length() == 0 ? "" : sb.append(")").toString();
    }

    private static ObjectNode json(Job job, Portfolio.Outcome o, Path witnessFile, double seconds) {
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        n.put("verdict", JsonOutput.verdict(o.verdict()));
        n.put("result", o.result());
        n.put("property", job.property().name());
        if (witnessFile != null) n.put("witness", witnessFile.toString()); else n.putNull("witness");
        n.put("engine", o.engine());
        if (!o.verdict().isFalse()) n.put("reason", o.reason());
        if (o.error() != null) {
            n.set("error", effigy.report.LeafReport.errorJson(o.error()));
        }
        if (o.nonTermination() != null) {
            effigy.termination.Termination.Witness w = o.nonTermination();
            ObjectNode nt = n.putObject("nonTermination");
            nt.put("reason", o.reason());
            TerminationCommand.witnessJson(nt, w);
            ArrayNode reads = nt.putArray("reads");
            for (effigy.termination.Termination.Read r : w.reads()) reads.add(Witness.valueText(r.value(), r.type()));
        }
        if (job.expected() != null) n.put("expected", job.expected());
        ObjectNode stats = n.putObject("stats");
        stats.put("seconds", seconds);
        for (Map.Entry<String, Object> s : o.stats().entrySet()) {
            if (s.getValue() instanceof Double d) stats.put(s.getKey(), d);
            else if (s.getValue() instanceof Number num) stats.put(s.getKey(), num.longValue());
            else stats.put(s.getKey(), String.valueOf(s.getValue()));
        }
        return n;
    }
}
