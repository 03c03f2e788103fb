package effigy.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.source.SourceFile;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Commutativity failures found by {@link CommutativityProperties}, as fixed regression cases. */
class CommutativityRegressionTest {

    /**
     * {@code ASSERT (X*X*X + Y*Y*Y + Z*Z*Z = 42)}: the failing side is satisfiable at once, the passing side
     * is beyond the solver (the smallest solution has 17-digit numbers), so its query answers Unknown. An
     * undecided side must show as an UNKNOWN leaf; Executor.check instead ends the path with the error leaf
     * alone, the exploration calls itself complete, and the solution below runs to RETURN (1) with no leaf's
     * path condition holding.
     */
    @Test
    void anUndecidedAssertionSideIsReportedNotDropped() throws IOException {
        try (Workbench wb = Workbench.fromSources(List.of(resource("cubes.eff")), 1_000)) {
            Workbench.Entry entry = wb.entry("CUBES(\"X\",\"Y\",\"Z\")");
            Exploration exploration = wb.explore(wb.executor(ExecOptions.DEFAULT, false), entry, ExploreOptions.DEFAULT);
            TermBuilder tb = wb.termBuilder();
            Map<Term.Sym, Object> m = new LinkedHashMap<>();
            m.put((Term.Sym) tb.symbol("X", Sort.INT), new BigInteger("-80538738812075974"));
            m.put((Term.Sym) tb.symbol("Y", Sort.INT), new BigInteger("80435758145817515"));
            m.put((Term.Sym) tb.symbol("Z", Sort.INT), new BigInteger("12602123297335631"));
            Assignment solution = new Assignment(m);
            Executor cx = wb.concreteExecutor(ExecOptions.DEFAULT, solution);
            Stop stop = cx.run(cx.start(entry.function(), entry.args()));
            assertEquals(Leaf.Status.RETURNED, ((Stop.Finished) stop).leaf().status(), "the solution passes the ASSERT");

            String leaves = CommutativityProperties.describe(exploration.leaves(), solution);
            long covering = exploration.leaves().stream()
                    .filter(l -> l.pathCondition().stream().allMatch(c -> Evaluator.isTrue(c, solution))).count();
            // either the solver decided the passing side (a leaf covers the solution) or it says it could not
            assertTrue(covering == 1 || exploration.count(Leaf.Status.UNKNOWN) > 0,
                    "no leaf covers the solution and no UNKNOWN leaf reports the undecided side:\n" + leaves);
        }
    }

    private static SourceFile resource(String name) throws IOException {
        try (InputStream in = CommutativityRegressionTest.class.getResourceAsStream("/commutativity/" + name)) {
            if (in == null) throw new IOException("missing test resource /commutativity/" + name);
            return new SourceFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
