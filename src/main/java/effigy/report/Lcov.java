package effigy.report;

import effigy.exec.Coverage;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Terminator;
import effigy.source.Span;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A {@link Coverage} as an lcov tracefile (geninfo(1)'s format, which genhtml renders): one record per source
 * file of the program, with its functions ({@code FN}, {@code FNDA}: calls, the hits of the entry block), its
 * two-way branches ({@code BRDA}: the hits of each direction, {@code -} when the branch's block never ran) and
 * every line on which a statement starts ({@code DA}: the executions of the statements starting on it, 0 for
 * statements never run). Lines are the lines the user knows ({@link Span#line()}, after {@code #line}
 * directives and line markers), files likewise ({@code logicalName}). Effigy's own code (its C library, its
 * built-in headers: every file whose name starts with {@code <}) is left out.
 */
public final class Lcov {
    private Lcov() {}

    /** The totals of a rendered tracefile, for a summary line. */
    public record Totals(int lines, int linesHit, int branches, int branchesHit, int functions, int functionsHit) {
        /** {@code 12/14 lines (85.7%), 9/12 branches (75.0%)} (no percentage of nothing). */
        public String text() { return ratio(linesHit, lines) + " lines" + percent(linesHit, lines) + ", " + ratio(branchesHit, branches) + " branches" + percent(branchesHit, branches); }

        private static String ratio(int hit, int of) { return hit + "/" + of; }

        private static String percent(int hit, int of) {
            return of == 0 ? "" : String.format(java.util.Locale.ROOT, " (%.1f%%)", 100.0 * hit / of);
        }
    }

    /** A rendered tracefile and its totals. */
    public record Tracefile(String text, Totals totals) {}

    /**
     * The tracefile of {@code coverage}; relative file names are resolved against {@code workingDir} (so that
     * genhtml finds the sources wherever it runs). Statement counts exist only for runs made with
     * {@code newRun(true)}; otherwise every {@code DA} count is 0.
     */
    public static String render(Coverage coverage, Path workingDir) {
        return tracefile(coverage, workingDir).text();
    }

    /** As {@link #render}, with the totals over all files. */
    public static Tracefile tracefile(Coverage coverage, Path workingDir) {
        Map<String, FileRecord> files = new LinkedHashMap<>();
        Map<Span, Long> hits = coverage.statementHits();
        IdentityHashMap<Span, Boolean> seen = new IdentityHashMap<>();
        for (Function f : coverage.program().functions().values()) {
            if (effigy.ir.Program.isLibrary(f)) continue;
            FileRecord fn = file(files, f.span());
            // a C static function is named after its file in the program (main.c:helper), in its file's record as in C
            String name = f.name().substring(f.name().lastIndexOf(':') + 1);
            if (fn != null) fn.functions.add(new Fn(f.span().line(), name, coverage.blockHits(coverage.blockIndex(f, 0))));
            for (Block b : f.blocks()) {
                for (Instr in : b.instrs()) if (in.stmt()) statement(files, in.span(), hits, seen);
                Terminator t = b.terminator();
                if (t.stmt()) statement(files, t.span(), hits, seen);
                if (t instanceof Terminator.Branch br && br.ifTrue() != br.ifFalse()) {
                    FileRecord rec = file(files, br.span());
                    if (rec == null) continue;
                    int block = coverage.blockIndex(f, b.index());
                    boolean ran = coverage.blockHits(block) > 0;
                    rec.branches.computeIfAbsent(br.span().line(), k -> new ArrayList<>())
                            .add(new Br(block, ran, coverage.branchHits(br.id(), true), coverage.branchHits(br.id(), false)));
                }
            }
        }
        StringBuilder out = new StringBuilder();
        int lf = 0, lh = 0, brf = 0, brh = 0, fnf = 0, fnh = 0;
        for (Map.Entry<String, FileRecord> e : files.entrySet()) {
            FileRecord r = e.getValue();
            out.append("TN:\n");
            out.append("SF:").append(workingDir.resolve(e.getKey()).toAbsolutePath().normalize()).append('\n');
            int hitFns = 0;
            for (Fn fn : r.functions) out.append("FN:").append(fn.line).append(',').append(fn.name).append('\n');
            for (Fn fn : r.functions) {
                out.append("FNDA:").append(fn.calls).append(',').append(fn.name).append('\n');
                if (fn.calls > 0) hitFns++;
            }
            out.append("FNF:").append(r.functions.size()).append('\n');
            out.append("FNH:").append(hitFns).append('\n');
            int found = 0, hit = 0;
            for (Map.Entry<Integer, List<Br>> line : r.branches.entrySet()) {
                for (Br br : line.getValue()) {
                    for (int dir = 0; dir < 2; dir++) {
                        long taken = dir == 0 ? br.onTrue : br.onFalse;
                        out.append("BRDA:").append(line.getKey()).append(',').append(br.block).append(',').append(dir).append(',')
                                .append(br.ran ? Long.toString(taken) : "-").append('\n');
                        found++;
                        if (taken > 0) hit++;
                    }
                }
            }
            out.append("BRF:").append(found).append('\n');
            out.append("BRH:").append(hit).append('\n');
            int linesHit = 0;
            for (Map.Entry<Integer, Long> line : r.lines.entrySet()) {
                out.append("DA:").append(line.getKey()).append(',').append(line.getValue()).append('\n');
                if (line.getValue() > 0) linesHit++;
            }
            out.append("LF:").append(r.lines.size()).append('\n');
            out.append("LH:").append(linesHit).append('\n');
            out.append("end_of_record\n");
            lf += r.lines.size();
            lh += linesHit;
            brf += found;
            brh += hit;
            fnf += r.functions.size();
            fnh += hitFns;
        }
        return new Tracefile(out.toString(), new Totals(lf, lh, brf, brh, fnf, fnh));
    }

    private record Fn(int line, String name, long calls) {}

    /** A two-way branch: its block (program-wide index), whether the block ran, the hits of each direction. */
    private record Br(int block, boolean ran, long onTrue, long onFalse) {}

    private static final class FileRecord {
        final List<Fn> functions = new ArrayList<>();
        final TreeMap<Integer, List<Br>> branches = new TreeMap<>();
        final TreeMap<Integer, Long> lines = new TreeMap<>();
    }

    /** The record of the file {@code span} is in, made on first use; null for Effigy's own code and spans of no file. */
    private static FileRecord file(Map<String, FileRecord> files, Span span) {
        if (span == null || span.isNone()) return null;
        String name = span.file().logicalName(span.start());
        if (name.isEmpty() || name.startsWith("<")) return null;
        return files.computeIfAbsent(name, k -> new FileRecord());
    }

    /** Counts the statement starting at {@code span} (once, however many instructions carry that span) on its line. */
    private static void statement(Map<String, FileRecord> files, Span span, Map<Span, Long> hits, IdentityHashMap<Span, Boolean> seen) {
        if (seen.put(span, Boolean.TRUE) != null) return;
        FileRecord r = file(files, span);
        if (r == null) return;
        r.lines.merge(span.line(), hits.getOrDefault(span, 0L), Long::sum);
    }
}
