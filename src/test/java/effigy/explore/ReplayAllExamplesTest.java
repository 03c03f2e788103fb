package effigy.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.source.SourceFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every leaf of King's example programs replays: its test input, run concretely, reaches the same leaf
 * (status, branch digest, steps, error, outputs and WRITEs instantiated with the test). The examples are
 * copies of {@code examples/king} kept in {@code src/test/resources/commutativity}.
 */
class ReplayAllExamplesTest {

    static Stream<Arguments> calls() {
        return Stream.of(
                Arguments.of("sum.eff", "SUM(\"A\",\"B\",\"C\")", 200, 1),
                Arguments.of("sum.eff", "SUM(1,3,5)", 200, 1),
                Arguments.of("sum.eff", "SUM(\"A\",3,5)", 200, 1),
                Arguments.of("power.eff", "POWER(\"X\",\"Y\")", 60, -1),
                Arguments.of("twoloops.eff", "TWOLOOPS(\"N\")", 60, -1),
                Arguments.of("search.eff", "SEARCH(A,1,5,\"X\",FOUND,J)", 200, 11),
                Arguments.of("search.eff", "SEARCH(A,\"N\",\"N\",\"X\",FOUND,J)", 200, 3),
                // King lists 11 leaves; with "/" truncating toward zero, (2*N + 1)/2 is N only for N >= 0 and the
                // tree also splits on N's sign (19 leaves here). The count is not this test's business.
                Arguments.of("search.eff", "SEARCH(A,\"N\",\"N\"+4,\"X\",FOUND,J)", 200, 0));
    }

    /**
     * {@code expectedLeaves}: King's count where the tree is finite, -1 where the step limit cuts it, 0 where
     * the count is not checked.
     */
    @ParameterizedTest(name = "{1} (step limit {2})")
    @MethodSource("calls")
    void everyLeafReplays(String file, String call, int stepLimit, int expectedLeaves) throws IOException {
        ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(stepLimit);
        try (Workbench wb = Workbench.fromSources(List.of(resource(file)), 10_000)) {
            Workbench.Entry entry = wb.entry(call);
            Exploration exploration = wb.explore(wb.executor(options, false), entry, ExploreOptions.DEFAULT);
            List<Leaf> leaves = exploration.leaves();
            assertTrue(exploration.complete(), call + ": exploration stopped: " + exploration.stoppedBecause());
            if (expectedLeaves > 0) {
                assertEquals(expectedLeaves, leaves.size(), call + ": leaves\n" + CommutativityProperties.describe(leaves, null));
            } else if (expectedLeaves < 0) {
                assertTrue(exploration.count(Leaf.Status.LIMIT) > 0, call + ": the step limit should cut the tree");
                assertTrue(exploration.count(Leaf.Status.RETURNED) > 0, call + ": some paths should return");
            }
            Replayer replayer = new Replayer(wb.program(), wb.termBuilder(), wb.solver(), options);
            int replayed = 0;
            for (int i = 0; i < leaves.size(); i++) {
                Leaf leaf = leaves.get(i);
                if (leaf.status() == Leaf.Status.UNKNOWN) continue;
                Replayer.Replay r = replayer.replay(entry.function(), entry.args(), leaf);
                if (!r.matches()) {
                    fail(call + ": leaf #" + i + " does not replay: " + r.mismatch()
                            + "\n  leaf:     " + CommutativityProperties.describe(leaf, leaf.test())
                            + "\n  concrete: " + (r.concrete() == null ? "(none)" : CommutativityProperties.describe(r.concrete(), leaf.test()))
                            + "\n  all leaves:\n" + CommutativityProperties.describe(leaves, leaf.test()));
                }
                replayed++;
            }
            assertTrue(replayed > 0, call + ": no leaf replayed");
        }
    }

    private static SourceFile resource(String name) throws IOException {
        try (InputStream in = ReplayAllExamplesTest.class.getResourceAsStream("/commutativity/" + name)) {
            if (in == null) throw new IOException("missing test resource /commutativity/" + name);
            return new SourceFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
