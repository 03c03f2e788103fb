package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.Concolic;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.term.Evaluator;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The semantic claims of concolic execution (the lecture's slide 70: one run, concrete and symbolic at once), on
 * the C corpus programs that read inputs and on the fuzzing examples, for random input bytes:
 * <ul>
 *   <li>the concolic run and the concrete run of the same bytes end in the same leaf (status, path digest, steps,
 *       error, outputs): concrete values do not depend on the symbolic side;</li>
 *   <li>every conjunct of the concolic path condition holds on the input;</li>
 *   <li>the path condition characterizes the path: another input made from a model of the whole path condition
 *       (SAGE's Combine) takes the same path.</li>
 * </ul>
 */
class ConcolicProperties {
    private static final Pattern RUN = Pattern.compile("^// RUN: effigy explore(?: --entry (\\w+))?\\s*$");
    private static final Map<Path, Setup> SETUPS = new ConcurrentHashMap<>();

    /** A loaded program with its layout and runner. */
    private record Setup(Workbench wb, InputLayout layout, Runner runner) {}

    static List<Path> programs() {
        List<Path> out = new ArrayList<>();
        out.add(Path.of("examples/fuzz/packet.c"));
        out.add(Path.of("examples/lecture/top.c"));
        for (String dir : List.of("expect-error", "expect-leaves")) {
            try (Stream<Path> files = Files.list(Path.of("src/test/resources/c", dir))) {
                for (Path p : files.filter(f -> f.toString().endsWith(".c")).sorted().toList()) {
                    String first = Files.readAllLines(p).get(0);
                    if (RUN.matcher(first).matches()) out.add(p);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return out;
    }

    private static Setup setup(Path p) {
        return SETUPS.computeIfAbsent(p, path -> {
            Workbench wb = Workbench.load(List.of(path), 10_000);
            String entryName = "main";
            try {
                Matcher m = RUN.matcher(Files.readAllLines(path).get(0));
                if (m.matches() && m.group(1) != null) entryName = m.group(1);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            if (path.endsWith("top.c")) entryName = "top";
            boolean libFuzzer = wb.isLibFuzzerTarget();
            Workbench.Entry entry = libFuzzer ? wb.libFuzzerEntry(64) : wb.cEntry(entryName, 4);
            InputLayout layout = new InputLayout(entry, libFuzzer);
            return new Setup(wb, layout, new Runner(wb, layout, ExecOptions.DEFAULT.withMaxSteps(20_000), null));
        });
    }

    @AfterContainer
    static void close() {
        SETUPS.values().forEach(s -> s.wb().close());
        SETUPS.clear();
    }

    @Provide
    Arbitrary<Path> program() { return Arbitraries.of(programs()); }

    @Provide
    Arbitrary<byte[]> input() {
        // mostly small values and the bytes the examples look for, so that paths beyond the first branch are taken
        Arbitrary<Byte> b = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.bytes()),
                net.jqwik.api.Tuple.of(3, Arbitraries.bytes().between((byte) -3, (byte) 3)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of((byte) 'E', (byte) 'F', (byte) 'G', (byte) 'Y', (byte) 'W', (byte) 'b', (byte) 'a', (byte) 'd', (byte) '!')));
        return b.array(byte[].class).ofMaxSize(40);
    }

    @Property(tries = 400, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void concolicAndConcreteRunsAgree(@ForAll("program") Path program, @ForAll("input") byte[] input) throws InterruptedException {
        Setup s = setup(program);
        Runner.ConcolicRun concolic = Runner.onLargeStack(() -> s.runner().concolic(input));
        Runner.ConcreteRun concrete = s.runner().run(input, -1);
        Leaf a = concolic.leaf(), b = concrete.leaf();
        assertEquals(a == null, b == null, program + ": one run reached a leaf and the other did not");
        if (a == null) return;
        assertEquals(b.status(), a.status(), program + ": status");
        assertEquals(b.pathHash(), a.pathHash(), program + ": path");
        assertEquals(b.steps(), a.steps(), program + ": steps");
        assertEquals(b.error() == null ? null : b.error().kind(), a.error() == null ? null : a.error().kind(), program + ": error");
        for (Concolic.Conjunct c : concolic.trace().conjuncts()) {
            assertTrue(Evaluator.isTrue(c.term(), concolic.trace().input()), program + ": conjunct " + c + " is false on the input");
        }
    }

    @Property(tries = 150, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void aModelOfThePathConditionTakesTheSamePath(@ForAll("program") Path program, @ForAll("input") byte[] input) throws InterruptedException {
        Setup s = setup(program);
        Runner.ConcolicRun concolic = Runner.onLargeStack(() -> s.runner().concolic(input));
        if (concolic.leaf() == null) return;
        List<Term> pc = new ArrayList<>();
        for (Concolic.Conjunct c : concolic.trace().conjuncts()) pc.add(c.term());
        TermBuilder tb = s.wb().termBuilder();
        try (effigy.smt.Solver z3 = s.wb().newSolver()) {
            // Z3's own model of the whole path condition, not the input's values (no model shortcut, no slicing)
            SatResult r = PathSolver.naive(z3).mayHold(pc, tb.bool(true), effigy.term.Assignment.EMPTY);
            assertTrue(r instanceof SatResult.Sat, program + ": the path condition of a run has a model");
            byte[] other = s.layout().combine(input, ((SatResult.Sat) r).model(), concolic.reads());
            Runner.ConcreteRun again = s.runner().run(other, -1);
            assertNotNull(again.leaf(), program.toString());
            assertEquals(concolic.leaf().pathHash(), again.leaf().pathHash(), program + ": a model of the path condition took another path");
        }
    }
}
