package effigy.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The benchmark's arguments and its default programs (nothing is timed here). */
class ExploreBenchmarkTest {
    @Test void programSpecs() {
        ExploreBenchmark.Spec s = ExploreBenchmark.Spec.parse("bench/programs/chain12.c@16");
        assertEquals(Path.of("bench/programs/chain12.c"), s.file());
        assertNull(s.call());
        assertEquals(16, s.maxPaths());
        assertTrue(s.capped());

        s = ExploreBenchmark.Spec.parse("p.eff=SUM(\"A\", 3, 5)");
        assertEquals(Path.of("p.eff"), s.file());
        assertEquals("SUM(\"A\", 3, 5)", s.call());
        assertFalse(s.capped());

        s = ExploreBenchmark.Spec.parse("m.c=scan10@100");
        assertEquals("scan10", s.call());
        assertEquals(100, s.maxPaths());

        assertThrows(IllegalArgumentException.class, () -> ExploreBenchmark.Spec.parse("m.c@0"));
        assertThrows(IllegalArgumentException.class, () -> ExploreBenchmark.Spec.parse("m.c="));
        assertThrows(IllegalArgumentException.class, () -> ExploreBenchmark.Spec.parse("=f"));
    }

    /** The default programs exist, load, and get the entries the README describes (tests run in the project root). */
    @Test void defaultPrograms() {
        ExploreBenchmark b = new ExploreBenchmark();
        assertTrue(b.parse(new String[0]));
        List<String> names = b.benches.stream().map(ExploreBenchmark.Bench::name).toList();
        assertEquals(List.of("independent12.eff", "chain12.eff", "independent12.c", "chain12.c", "memory10.c"), names);
        ExploreBenchmark.Bench indep = b.benches.get(0);
        assertFalse(indep.c());
        assertEquals("INDEP12(\"X1\", \"X2\", \"X3\", \"X4\", \"X5\", \"X6\", \"X7\", \"X8\", \"X9\", \"X10\", \"X11\", \"X12\")", indep.entryText());
        ExploreBenchmark.Bench chainC = b.benches.get(3);
        assertTrue(chainC.c());
        assertEquals("main()", chainC.entryText());
        assertFalse(chainC.capped(), "chain12.c runs whole by default");
        assertFalse(b.benches.get(2).capped());
    }

    @Test void cEntryFunctionAndBufferSize() {
        ExploreBenchmark b = new ExploreBenchmark();
        // --buffer-size applies wherever it stands
        assertTrue(b.parse(new String[] {"--program", "bench/programs/memory10.c=scan10", "--buffer-size=10"}));
        ExploreBenchmark.Bench m = b.benches.get(0);
        assertEquals("memory10.c=scan10", m.name());
        assertEquals("scan10", m.call());
        assertEquals("scan10(p)", m.entryText());

        assertThrows(IllegalArgumentException.class,
                () -> new ExploreBenchmark().parse(new String[] {"--program", "bench/programs/memory10.c=nosuch"}));
        assertThrows(IllegalArgumentException.class,
                () -> new ExploreBenchmark().parse(new String[] {"--program", "bench/programs/missing.c"}));
        assertThrows(IllegalArgumentException.class,
                () -> new ExploreBenchmark().parse(new String[] {"--buffer-size", "0"}));
    }
}
