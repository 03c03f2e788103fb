package effigy.cli;

import effigy.exec.Coverage;
import effigy.report.AtomicFiles;
import effigy.report.Lcov;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --coverage FILE.info}: line and branch coverage of what the command ran, as an lcov tracefile. */
final class CoverageOption {
    @Option(names = "--coverage", paramLabel = "FILE.info",
            description = "Write the line, branch and function coverage of what ran as an lcov tracefile (render it with genhtml).")
    Path file;

    boolean requested() { return file != null; }

    /**
     * Fails early, before anything runs, when the tracefile cannot be written: its directory cannot be made
     * or is not writable, or the file is a directory.
     */
    void checkWritable() {
        if (file != null) AtomicFiles.checkWritable(file);
    }

    /** Writes the tracefile atomically; the line for the summary, e.g. {@code coverage written to x.info: 12/14 lines, 6/8 branches}. */
    Lcov.Totals write(Coverage coverage) {
        Lcov.Tracefile t = Lcov.tracefile(coverage, Path.of("").toAbsolutePath());
        AtomicFiles.write(file, t.text());
        return t.totals();
    }

    String summary(Lcov.Totals totals) { return "coverage written to " + file + ": " + totals.text(); }

    /** The tracefile and its totals as a {@code coverage} member of a JSON object. */
    void json(com.fasterxml.jackson.databind.node.ObjectNode into, Lcov.Totals totals) {
        var c = into.putObject("coverage");
        c.put("file", file.toString());
        c.put("lines", totals.lines());
        c.put("linesHit", totals.linesHit());
        c.put("branches", totals.branches());
        c.put("branchesHit", totals.branchesHit());
        c.put("functions", totals.functions());
        c.put("functionsHit", totals.functionsHit());
    }
}
