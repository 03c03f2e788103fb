package effigy.explore;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.c.CorpusFile;
import effigy.ir.DataModel;
import effigy.lang.c.lower.IntSemantics;
import effigy.source.SourceFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Programs to explore in the search-order and parallel-exploration tests: King's examples (the commutativity
 * test's copies) and the C corpus programs that branch on symbolic inputs, each with its entry and options.
 */
final class ExplorePrograms {
    private ExplorePrograms() {}

    /** A program, its entry and options; {@code open} loads it (the caller closes the workbench). */
    record Program(String name, Function<Void, Workbench> loader, Function<Workbench, Workbench.Entry> entry, ExecOptions options) {
        Workbench open() { return loader.apply(null); }
        @Override public String toString() { return name; }
    }

    /** King's calls (step limits cut the infinite trees). */
    static List<Program> king() {
        List<Program> out = new ArrayList<>();
        Object[][] calls = {
                {"sum.eff", "SUM(\"A\",\"B\",\"C\")", 200},
                {"power.eff", "POWER(\"X\",\"Y\")", 60},
                {"twoloops.eff", "TWOLOOPS(\"N\")", 60},
                {"search.eff", "SEARCH(A,1,5,\"X\",FOUND,J)", 200},
                {"search.eff", "SEARCH(A,\"N\",\"N\"+4,\"X\",FOUND,J)", 200}};
        for (Object[] c : calls) {
            String file = (String) c[0], call = (String) c[1];
            out.add(new Program(call, v -> Workbench.fromSources(List.of(resource(file)), 10_000), wb -> wb.entry(call),
                    ExecOptions.DEFAULT.withMaxSteps((Integer) c[2])));
        }
        return out;
    }

    /** The C corpus's explore programs with symbolic inputs whose names say they branch on them ({@code symbolic}), and all of {@code expect-leaves}. */
    static List<Program> corpus() {
        List<Program> out = new ArrayList<>();
        for (CorpusFile f : CorpusFile.all()) {
            if (f.mode() != CorpusFile.Mode.EXPLORE || !f.symbolic()) continue;
            if (!f.name().contains("symbolic") && !f.name().startsWith("expect-leaves/")) continue;
            IntSemantics ints = "math".equals(f.flag("--ints")) ? IntSemantics.MATH : IntSemantics.BITVECTOR;
            DataModel model = "ILP32".equals(f.flag("--data-model")) ? DataModel.ILP32 : DataModel.LP64;
            String entryName = f.flag("--entry") != null ? f.flag("--entry") : "main";
            long bufferSize = f.flag("--buffer-size") != null ? Long.parseLong(f.flag("--buffer-size")) : 4;
            ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(1000).withCheckOverflow(f.flags().contains("--check-overflow"))
                    .withDisabledChecks(f.disabledChecks()).withCheckLeaks(f.flags().contains("--check-leaks"));
            out.add(new Program(f.name(), v -> Workbench.load(List.of(f.path()), 10_000, ints, model), wb -> wb.cEntry(entryName, bufferSize), options));
        }
        return out;
    }

    /** What identifies a leaf whatever the order: its path digest, status and error kind. */
    static String key(Leaf l) {
        return Long.toHexString(l.pathHash()) + " " + l.status().label() + (l.error() != null ? " " + l.error().kind() : "");
    }

    /** The leaves as a multiset of {@link #key}s. */
    static Map<String, Integer> multiset(List<Leaf> leaves) {
        Map<String, Integer> m = new TreeMap<>();
        for (Leaf l : leaves) m.merge(key(l), 1, Integer::sum);
        return m;
    }

    /** Explores {@code p} with {@code options} as the command does (every test replayed on a second thread). */
    static Runs.ExploreResult explore(Workbench wb, Program p, ExploreOptions options) {
        return Runs.explore(wb, p.entry().apply(wb), p.options(), options, false, true, null);
    }

    static SourceFile resource(String name) {
        try (InputStream in = ExplorePrograms.class.getResourceAsStream("/commutativity/" + name)) {
            if (in == null) throw new IOException("missing test resource /commutativity/" + name);
            return new SourceFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
