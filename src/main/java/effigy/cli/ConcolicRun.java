package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.Concolic;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.Stop;
import effigy.fuzz.InputLayout;
import effigy.fuzz.Runner;
import effigy.report.LeafReport;
import effigy.term.TermPrinter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code effigy run --concolic}: one concolic run on given input bytes (laid out as {@code effigy fuzz} lays
 * them out, {@link InputLayout}): the leaf it reaches and its path condition as SAGE's array of conjuncts, each
 * with what made it and where; the values it had to concretize.
 */
final class ConcolicRun {
    /**
     * The conjuncts shown, the first ones (JSON's {@code conjunctsTotal} counts them all): a run stopped by
     * {@code --max-time} in a loop that decides on the input each time holds hundreds of thousands, whose printing took
     * seconds past the limit (229,364 in 2 s of a spinning libFuzzer target).
     */
    static final int SHOWN = 10_000;

    private final ProgramOptions program;
    private final CommandLine cl;
    private final boolean concolic;
    private final Path inputFile;
    private final String inputString;
    private final long maxLen;
    private final long deadline;

    /** {@code deadline}: --max-time on {@link System#nanoTime()}'s scale (Long.MAX_VALUE for none); the run stops there. */
    ConcolicRun(ProgramOptions program, CommandLine cl, boolean concolic, Path inputFile, String inputString, long maxLen, long deadline) {
        this.program = program;
        this.cl = cl;
        this.concolic = concolic;
        this.inputFile = inputFile;
        this.inputString = inputString;
        this.maxLen = maxLen;
        this.deadline = deadline;
    }

    int call() throws IOException, InterruptedException {
        if (!concolic) throw new ParameterException(cl, "--input and --input-string are for --concolic runs");
        if ((inputFile == null) == (inputString == null)) throw new ParameterException(cl, "--concolic needs one of --input FILE and --input-string S");
        byte[] input;
        if (inputFile != null) {
            if (Files.isDirectory(inputFile)) throw new ParameterException(cl, "--input " + inputFile + ": is a directory, not a file of input bytes");
            if (Files.exists(inputFile) && !Files.isRegularFile(inputFile)) throw new ParameterException(cl, "--input " + inputFile + ": not a regular file");
            try {
                input = Files.readAllBytes(inputFile);
            } catch (NoSuchFileException e) {
                throw new ParameterException(cl, "--input " + inputFile + ": no such file");
            } catch (IOException e) {
                throw new ParameterException(cl, "--input " + inputFile + ": cannot be read");
            }
        } else {
            input = inputString.getBytes(StandardCharsets.UTF_8);
        }
        PrintWriter out = cl.getOut();
        try (Workbench wb = program.load(cl.getErr())) {
            if (!wb.isC()) throw new ParameterException(cl, "--concolic is for C programs");
            boolean libFuzzer = program.entry == null && wb.isLibFuzzerTarget();
            if (libFuzzer && input.length > maxLen) throw new ParameterException(cl, "the input has " + input.length + " bytes, more than --max-len " + maxLen);
            Workbench.Entry entry = libFuzzer ? wb.libFuzzerEntry(maxLen) : program.entry(wb, cl);
            InputLayout layout = new InputLayout(entry, libFuzzer);
            Runner runner = new Runner(wb, layout, program.execOptions(Integer.MAX_VALUE, cl), null);
            runner.stopAt(deadline);
            long start = System.nanoTime();
            Runner.ConcolicRun r = Runner.onLargeStack(() -> runner.concolic(input));
            double seconds = (System.nanoTime() - start) / 1e9;
            LeafReport report = new LeafReport(wb.termBuilder());
            List<Concolic.Conjunct> pc = r.trace().conjuncts();
            Leaf leaf = r.leaf();
            if (program.json) {
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                o.put("call", entry.text());
                o.put("input", java.util.HexFormat.of().formatHex(input));
                ArrayNode cs = o.putArray("conjuncts");
                if (pc.size() > SHOWN) o.put("conjunctsTotal", pc.size());
                for (int i = 0; i < Math.min(pc.size(), SHOWN); i++) {
                    Concolic.Conjunct c = pc.get(i);
                    ObjectNode j = cs.addObject();
                    j.put("index", i);
                    j.put("kind", c.kind().name().toLowerCase());
                    j.put("line", c.span().line());
                    j.put("column", c.span().column());
                    if (c.kind() == Concolic.Kind.BRANCH) {
                        j.put("branch", c.branchId());
                        j.put("taken", c.taken());
                    }
                    if (c.check() != null) j.put(c.kind() == Concolic.Kind.CONCRETIZATION ? "what" : "check", c.check());
                    j.set("term", report.valueJson(c.term()));
                }
                o.put("concretizations", r.trace().concretizations().size());
                ArrayNode reads = o.putArray("reads");
                for (InputLayout.Read read : r.reads()) {
                    ObjectNode j = reads.addObject();
                    j.put("symbol", read.symbol().name());
                    j.put("offset", read.offset());
                    j.put("bytes", read.bytes());
                }
                if (leaf != null) o.set("leaf", report.leafJson(1, leaf));
                if (r.trace().violatedAssumption() != null) o.put("violatedAssumption", r.trace().violatedAssumption().where());
                if (r.stop() instanceof Stop.Abandoned a) o.put("stopped", a.why());
                o.put("seconds", seconds);
                return JsonOutput.print(out, "run", exitCode(r, leaf), o);
            } else {
                out.println("concolic run of " + entry.text() + " on " + FuzzCommand.show(input) + " (" + input.length + " byte" + (input.length == 1 ? "" : "s") + ")");
                if (pc.isEmpty()) {
                    out.println("path condition: true (no decision depended on the input)");
                } else {
                    out.println("path condition, " + pc.size() + " conjunct" + (pc.size() == 1 ? "" : "s") + ":");
                    int w = Integer.toString(pc.size() - 1).length();
                    for (int i = 0; i < Math.min(pc.size(), SHOWN); i++) {
                        Concolic.Conjunct c = pc.get(i);
                        String what = switch (c.kind()) {
                            case BRANCH -> "branch " + (c.taken() ? "true " : "false");
                            case CHECK -> "check  " + c.check();
                            case ASSUME -> "assume";
                            case CONCRETIZATION -> "concretized " + c.check();
                        };
                        out.printf("  PC[%" + w + "d]  %-28s %s%n", i, c.span().where() + "  " + what, TermPrinter.print(c.term()));
                    }
                    if (pc.size() > SHOWN) out.println("  ... " + (pc.size() - SHOWN) + " more (the first " + SHOWN + " are shown)");
                }
                for (Concolic.Conjunct c : r.trace().concretizations()) {
                    out.println("concretized at " + c.span().where() + ": " + TermPrinter.print(c.term()) + " (" + c.check()
                            + ", fixed to its value in this run: the path condition covers no other value)");
                }
                if (leaf != null) {
                    for (Output o : leaf.writes()) {
                        String text = o.render(leaf.test());
                        out.print("output: " + (text != null ? text : o.text()));
                        if (!(text != null ? text : o.text()).endsWith("\n")) out.println();
                    }
                    out.println("leaf: " + leaf.status().label() + (leaf.error() != null && leaf.status() != Leaf.Status.RETURNED
                            ? ": " + leaf.error().kind() + " at " + leaf.error().span().where() + ": " + leaf.error().message() : "")
                            + (leaf.outputs().isEmpty() ? "" : "  " + String.join(", ", leaf.outputs().entrySet().stream()
                            .map(e -> e.getKey() + " = " + TermPrinter.print(e.getValue())).toList())));
                    if (leaf.error() != null && leaf.status() != Leaf.Status.RETURNED && leaf.error().library() != null) {
                        out.println("  " + leaf.error().library());
                    }
                } else if (r.trace().violatedAssumption() != null) {
                    out.println("no leaf: the input violates the assumption at " + r.trace().violatedAssumption().where());
                } else if (r.stop() instanceof Stop.Abandoned a) {
                    out.println("no leaf: stopped (" + a.why() + ")");
                }
                out.printf("%d steps, %.3f s%n", leaf != null ? leaf.steps() : 0, seconds);
            }
            out.flush();
            return exitCode(r, leaf);
        }
    }

    /**
     * 0 when the run reached its end (or the input violates an assumption), 1 at an error, 4 when it stopped short
     * (--max-time), 130 when a signal stopped it.
     */
    private static int exitCode(Runner.ConcolicRun r, Leaf leaf) {
        if (leaf == null) return r.stop() instanceof Stop.Abandoned a ? ("interrupted".equals(a.why()) ? 130 : Main.UNKNOWN) : Main.OK;
        return leaf.status() == Leaf.Status.ERROR ? Main.FOUND_ERROR : leaf.status() == Leaf.Status.RETURNED ? Main.OK : Main.UNKNOWN;
    }
}
