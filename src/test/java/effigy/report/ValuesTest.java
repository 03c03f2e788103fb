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
    void anObjectWithALayoutIsShownByItsScalarsAsTheirTypesReadThem() {
        TermFactory f = new TermFactory();
        Sort bytes = Sort.array(Sort.bv(64), Sort.bv(8));
        Term.Sym a = f.symbol("a", bytes), s = f.symbol("s", bytes);
        f.describe(a, effigy.term.InputLayout.scalar("int", 4, true));
        // struct S { int len; char tag; unsigned short u; }: byte 5 is padding
        f.describe(s, new effigy.term.InputLayout("struct S", 8, true, java.util.List.of(new effigy.term.InputLayout.Leaf("len", 0, 4, true),
                new effigy.term.InputLayout.Leaf("tag", 4, 1, true), new effigy.term.InputLayout.Leaf("u", 6, 2, false))));
        Map<BigInteger, Object> ab = new LinkedHashMap<>();
        for (int i = 4; i < 8; i++) ab.put(BigInteger.valueOf(i), BigInteger.valueOf(i == 4 ? 0xfd : 0xff)); // a[1] = -3
        Map<BigInteger, Object> sb = new LinkedHashMap<>();
        sb.put(BigInteger.valueOf(14), BigInteger.valueOf(0xff)); // s[1].u's low byte; its high byte is the default
        sb.put(BigInteger.valueOf(0), BigInteger.valueOf(3));
        sb.put(BigInteger.valueOf(5), BigInteger.valueOf(9));
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        m.put(a, new ArrayValue(BigInteger.ZERO, ab));
        m.put(s, new ArrayValue(BigInteger.ZERO, sb));
        Assignment in = new Assignment(m);
        assertEquals("a[1] = -3, s->len = 3, ((char *)s)[5] = 9, s[1].u = 255", LeafReport.inputsText(in));
        assertEquals("{\"a[1]\":-3,\"s->len\":3,\"((char *)s)[5]\":9,\"s[1].u\":255}", Values.namedJson(in).toString());
        // the rest not zero: said once, and part of the scalars that are shown (0x01010103)
        m.put(s, new ArrayValue(BigInteger.ONE, Map.of(BigInteger.ZERO, BigInteger.valueOf(3))));
        assertEquals("a[1] = -3, s->len = 16843011, other bytes of s = 1", LeafReport.inputsText(new Assignment(m)));
        // a float field reads as the number its bits are
        Term.Sym p = f.symbol("p", bytes);
        f.describe(p, new effigy.term.InputLayout("struct P", 4, true, java.util.List.of(new effigy.term.InputLayout.Leaf("f", 0, 4, false, true))));
        Map<BigInteger, Object> pb = new LinkedHashMap<>();
        pb.put(BigInteger.valueOf(2), BigInteger.valueOf(0xc0));
        pb.put(BigInteger.valueOf(3), BigInteger.valueOf(0x3f)); // 0x3fc00000 = 1.5f
        Assignment floats = new Assignment(Map.of(p, new ArrayValue(BigInteger.ZERO, pb)));
        assertEquals("p->f = 1.5f", LeafReport.inputsText(floats));
        assertEquals("{\"p->f\":\"1.5f\"}", Values.namedJson(floats).toString());
        // the bytes stay what a test file replays
        assertEquals(in.values(), Values.inputsFromJson(Values.inputsJson(in), f).values());
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
