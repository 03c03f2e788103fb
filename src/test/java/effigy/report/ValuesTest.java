package effigy.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValuesTest {
    @Test
    void inputsRoundTripThroughJson() {
        TermFactory f = new TermFactory();
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        m.put(f.symbol("X", Sort.INT), BigInteger.valueOf(-12));
        m.put(f.symbol("B", Sort.BOOL), true);
        m.put(f.symbol("A", Sort.array(Sort.INT, Sort.INT)), new ArrayValue(BigInteger.ZERO, Map.of(BigInteger.valueOf(3), BigInteger.valueOf(7))));
        m.put(f.symbol("V", Sort.bv(8)), BigInteger.valueOf(255));
        Assignment a = new Assignment(m);
        Assignment back = Values.inputsFromJson(Values.inputsJson(a), f);
        assertEquals(a.values(), back.values());
    }

    @Test
    void sortsParse() {
        assertEquals(Sort.array(Sort.INT, Sort.array(Sort.bv(32), Sort.BOOL)), Values.parseSort("(Array Int (Array (_ BitVec 32) Bool))"));
    }

    @Test
    void atomicWritesLeaveNoTemporaries(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("out/tree.dot");
        AtomicFiles.write(target, "digraph {}\n");
        assertEquals("digraph {}\n", Files.readString(target));
        AtomicFiles.writeAll(dir.resolve("tests"), Map.of("a.json", "1", "b.json", "2"));
        assertEquals("2", Files.readString(dir.resolve("tests/b.json")));
        try (var s = Files.list(dir)) {
            assertTrue(s.allMatch(p -> !p.getFileName().toString().startsWith(".")), "no staging files left");
        }
    }
}
