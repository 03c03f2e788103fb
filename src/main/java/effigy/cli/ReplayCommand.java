package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.report.LeafReport;
import effigy.report.TestFiles;
import effigy.search.ExplorationLoop;
import effigy.search.Loss;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "replay", mixinStandardHelpOptions = true,
        header = "Replay a test of explore, bmc or fuzz and check its leaf.",
        description = "Run a test written by 'explore --tests' concretely, print the leaf it reaches and check it is the recorded one.")
final class ReplayCommand implements Callable<Integer> {
    @Parameters(arity = "2..*", paramLabel = "FILE... TEST", description = "The program file(s), then the test file.")
    List<Path> paths;

    @Option(names = "--json", description = "Print one JSON object instead of a table.")
    boolean json;

    @Spec CommandSpec spec;

    @picocli.CommandLine.Mixin MaxTimeOption limit;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long deadline = limit.start();
        List<Path> files = new ArrayList<>(paths.subList(0, paths.size() - 1));
        Path testFile = paths.get(paths.size() - 1);
        com.fasterxml.jackson.databind.JsonNode settings = TestFiles.settings(testFile);
        effigy.lang.c.lower.IntSemantics ints = effigy.lang.c.lower.IntSemantics.fromOption(settings.path("ints").asText());
        // tests written before --data-model existed record none: they were made under LP64
        effigy.ir.DataModel model = settings.has("dataModel") ? effigy.ir.DataModel.fromOption(settings.path("dataModel").asText()) : null;
        if (settings.has("dataModel") && model == null) {
            err.println("effigy: error: " + testFile + " records an unknown data model '" + settings.path("dataModel").asText() + "'");
            return Main.BAD_INPUT;
        }
        try (Workbench wb = Workbench.load(files, 0, ints, model)) {
            TestFiles.TestCase test = TestFiles.read(testFile, wb.factory());
            ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(test.maxSteps());
            Workbench.Entry entry;
            if (wb.isC()) {
                if (settings.isMissingNode()) {
                    err.println("effigy: error: " + testFile + " records no C settings (entry function, buffer size); write it again with explore --tests");
                    return Main.BAD_INPUT;
                }
                entry = settings.path("libFuzzer").asBoolean(false) ? wb.libFuzzerEntry(settings.path("maxLen").asLong(4096))
                        : wb.cEntry(settings.path("entry").asText("main"), settings.path("bufferSize").asLong(4));
                java.util.Set<String> off = new java.util.TreeSet<>();
                settings.path("noCheck").forEach(n -> off.add(n.asText()));
                options = options.withCheckOverflow(settings.path("checkOverflow").asBoolean(false)).withDisabledChecks(off)
                        .withCheckLeaks(settings.path("checkLeaks").asBoolean(false)).withCheckUnfreed(settings.path("checkUnfreed").asBoolean(false));
            } else {
                entry = wb.entry(test.call());
            }
            long start = System.nanoTime();
            effigy.exec.Executor ex = wb.concreteExecutor(options, test.inputs());
            Stop stop = ExplorationLoop.path(ex, ex.start(entry.function(), entry.args()), deadline);
            LeafReport report = new LeafReport(wb.termBuilder());
            if (stop instanceof Stop.Abandoned a) {
                err.println("effigy: the replay of " + testFile + " was stopped (" + a.why() + ") before it reached a leaf");
                return "interrupted".equals(a.why()) ? 130 : Main.UNKNOWN;
            }
            if (!(stop instanceof Stop.Finished fin)) {
                err.println("effigy: internal error: the replay of " + testFile + " did not reach a leaf (" + stop.getClass().getSimpleName()
                        + "); the test's inputs do not determine the path");
                return Main.INTERNAL;
            }
            Leaf leaf = fin.leaf();
            String mismatch = null;
            boolean unsupported = Loss.UNSUPPORTED_KIND.equals(test.errorKind());
            if (unsupported) {
                // the symbolic run stopped there; the concrete run computes the value and goes on
            } else if (!leaf.status().label().equals(test.status())) mismatch = "status " + leaf.status().label() + ", recorded " + test.status();
            else if (leaf.pathHash() != test.pathHash()) mismatch = "the run took other branches than the recorded path";
            else if (leaf.steps() != test.steps()) mismatch = "steps " + leaf.steps() + ", recorded " + test.steps();
            else if (test.errorKind() != null && (leaf.error() == null || !test.errorKind().equals(leaf.error().kind().label()))) {
                mismatch = "error " + (leaf.error() == null ? "none" : leaf.error().kind()) + ", recorded " + test.errorKind();
            }
            if (json) {
                LeafReport.Stats stats = new LeafReport.Stats(1, ex.stats().statements, ex.stats().instructions, 0, 0, 0, 0,
                        (System.nanoTime() - start) / 1e9, true, null, 0);
                ObjectNode o = report.json(entry.text(), List.of(leaf), stats);
                o.put("matches", mismatch == null);
                if (mismatch != null) o.put("mismatch", mismatch);
                return JsonOutput.print(out, "replay", mismatch != null ? Main.INTERNAL : leaf.status() == Leaf.Status.ERROR ? Main.FOUND_ERROR : Main.OK, o);
            } else {
                out.println("replay " + testFile + ": " + entry.text());
                out.print(report.table(List.of(leaf), entry.args(), true));
                out.println(unsupported ? "the recorded leaf is where the symbolic run could not go on (unsupported); the concrete run went on to this leaf"
                        : mismatch == null ? "reaches the recorded leaf (" + test.status() + ", " + test.steps() + " steps)" : "MISMATCH: " + mismatch);
            }
            if (mismatch != null) return Main.INTERNAL;
            return leaf.status() == Leaf.Status.ERROR ? Main.FOUND_ERROR : Main.OK;
        }
    }
}
