package effigy.invariants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.lang.c.lower.IntSemantics;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.term.Term;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The invariant engine on small programs with known invariants (src/test/resources/invariants, each with its
 * expectation on its first line: {@code true}, or {@code not-true} where a proof would be wrong or the cut cannot
 * cover the program). A {@code true} comes with one invariant per loop, and each invariant holds on the loop's
 * first arrival (checked here again, apart from the engine's own check).
 */
class InvariantProverTest {
    private static final Path DIR = Path.of("src/test/resources/invariants");

    static Stream<String> programs() throws Exception {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c")).sorted().toList().stream();
        }
    }

    static InvariantProver.Result prove(Path file, int seconds) {
        try (Workbench wb = Workbench.load(List.of(file), 1_000, IntSemantics.BITVECTOR)) {
            wb.dropBodies(Set.of("reach_error"));
            InvariantProver prover = new InvariantProver(wb, ExecOptions.DEFAULT.withMaxSteps(100_000).withCheckOverflow(true),
                    e -> !e.kind().label().equals("abort"));
            return prover.prove(wb.cEntry("main"), System.nanoTime() + seconds * 1_000_000_000L);
        }
    }

    @ParameterizedTest
    @MethodSource("programs")
    void answersAsExpected(String name) throws Exception {
        Path file = DIR.resolve(name);
        String first = Files.readAllLines(file).get(0);
        assertTrue(first.startsWith("// expect: "), name + ": no expectation on the first line");
        String expected = first.substring("// expect: ".length()).strip();
        // a program that must not be proved may keep the Horn clause solver searching: 5 s is enough to see no proof
        InvariantProver.Result r = prove(file, expected.equals("true") ? 30 : 5);
        if (expected.equals("true")) {
            assertTrue(r.verdict().isTrue(), name + ": " + r.verdict());
            // a program with a loop is proved by its invariant; one whose only repetition is a recursion (rec_*.c) by
            // summaries, which the proof names
            if (name.startsWith("rec_")) assertTrue(r.verdict().toString().contains("summaries of every recursive function"), name + ": " + r.verdict());
            else assertFalse(r.invariants().isEmpty(), name + ": a proof without invariants");
        } else {
            assertEquals("not-true", expected, name);
            assertFalse(r.verdict().isTrue(), name + " was proved: " + r.invariants());
        }
    }

    @Test
    void theInvariantOfTheCounterRelatesItsVariablesAndIsNotTrivial() {
        InvariantProver.Result r = prove(DIR.resolve("counter.c"), 30);
        assertTrue(r.verdict().isTrue(), String.valueOf(r.verdict()));
        assertEquals(1, r.invariants().size());
        InvariantProver.LoopInvariant inv = r.invariants().get(0);
        assertEquals("main", inv.function());
        assertEquals(9, inv.line());
        assertTrue(inv.names().containsAll(List.of("n", "i")), inv.names().toString());
        // the invariant excludes i > n (else the exit i == n would not follow), so it is not "true"
        effigy.term.TermFactory f = inv.formula().factory();
        effigy.term.TermBuilder tb = new effigy.term.TermBuilder(f);
        Map<Term, Term> at = new HashMap<>();
        for (int k = 0; k < inv.names().size(); k++) {
            String n = inv.names().get(k);
            at.put(inv.params().get(k), f.integer(n.equals("n") ? 5 : n.equals("i") ? 7 : 0));
        }
        try (Solver z3 = new effigy.smt.Z3Solver(f, 10_000)) {
            List<Term> q = new ArrayList<>();
            q.add(inv.formula());
            for (Map.Entry<Term, Term> e : at.entrySet()) q.add(tb.eq(e.getKey(), e.getValue()));
            assertTrue(z3.check(q) instanceof SatResult.Unsat, "the invariant admits i = 7 > n = 5: " + inv.formula());
        }
    }

    @Test
    void aCongruenceIsImpliedByOneModuloAMultipleWithTheSameRemainderOnly() {
        effigy.term.TermFactory f = new effigy.term.TermFactory();
        effigy.term.TermBuilder tb = new effigy.term.TermBuilder(f);
        Term x = f.symbol("x", effigy.term.Sort.INT);
        Term y = f.symbol("y", effigy.term.Sort.INT);
        java.util.function.BiFunction<Term, int[], Term> cong = (v, mr) -> tb.eq(f.app(effigy.term.Op.EMOD, v, tb.integer(mr[0])), tb.integer(mr[1]));
        List<InvariantProver.Congruence> proved = List.of(InvariantProver.Congruence.of(cong.apply(x, new int[] {1048576, 0})).orElseThrow(),
                InvariantProver.Congruence.of(cong.apply(y, new int[] {8, 5})).orElseThrow());
        assertTrue(InvariantProver.Congruence.impliedBy(cong.apply(x, new int[] {4, 0}), proved));
        assertTrue(InvariantProver.Congruence.impliedBy(cong.apply(y, new int[] {4, 1}), proved));
        assertTrue(InvariantProver.Congruence.impliedBy(cong.apply(y, new int[] {2, 1}), proved));
        assertFalse(InvariantProver.Congruence.impliedBy(cong.apply(y, new int[] {4, 3}), proved), "5 mod 4 is 1");
        assertFalse(InvariantProver.Congruence.impliedBy(cong.apply(y, new int[] {16, 5}), proved), "16 does not divide 8");
        assertFalse(InvariantProver.Congruence.impliedBy(cong.apply(x, new int[] {3, 0}), proved), "3 does not divide 2^20");
        assertFalse(InvariantProver.Congruence.impliedBy(cong.apply(y, new int[] {1048576, 0}), proved), "another variable's");
        assertFalse(InvariantProver.Congruence.impliedBy(tb.le(tb.integer(0), x), proved), "not a congruence");
    }
}
