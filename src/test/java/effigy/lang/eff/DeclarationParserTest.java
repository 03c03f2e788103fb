package effigy.lang.eff;

import effigy.lang.eff.Declaration.Attributes;
import effigy.lang.eff.Declaration.Declarator;
import effigy.lang.eff.Declaration.IntegerType;
import effigy.lang.eff.Declaration.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalInt;

import static effigy.lang.eff.EffTesting.programError;
import static effigy.lang.eff.EffTesting.sexp;
import static effigy.lang.eff.EffTesting.stmt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeclarationParserTest {

    private static List<Declaration> dcl(String text) {
        return assertInstanceOf(Stmt.Declare.class, stmt(text)).declarations();
    }

    private static Declaration single(String text) {
        List<Declaration> ds = dcl(text);
        assertEquals(1, ds.size());
        return ds.get(0);
    }

    private static String inBody(String text) { return programError("P: PROC;\n" + text + "\nEND;"); }

    @Test
    void starArray() {
        Declaration d = single("DCL A(*) INTEGER;");
        Declarator a = d.names().get(0);
        assertEquals("A", a.name().name());
        assertTrue(a.dimension().orElseThrow().isStar());
        assertEquals("(*)", a.dimension().orElseThrow().span().text());
        assertEquals(IntegerType.Spelling.INTEGER, d.attributes().type().orElseThrow().spelling());
    }

    @Test
    void boundedArrays() {
        Declarator ten = single("DCL A(10) INTEGER;").names().get(0);
        assertTrue(ten.dimension().orElseThrow().lower().isEmpty());
        assertEquals("10", sexp(ten.dimension().orElseThrow().upper().orElseThrow()));
        Declarator range = single("DCL B(-5:N) INTEGER;").names().get(0);
        assertEquals("(- 5)", sexp(range.dimension().orElseThrow().lower().orElseThrow()));
        assertEquals("N", sexp(range.dimension().orElseThrow().upper().orElseThrow()));
        assertEquals("B(-5:N)", range.span().text());
    }

    @Test
    void factoredNames() {
        Declaration d = single("DCL (L, U, X, FOUND, J) INTEGER;");
        assertEquals(List.of("L", "U", "X", "FOUND", "J"), d.names().stream().map(n -> n.name().name()).toList());
        assertEquals("(L, U, X, FOUND, J) INTEGER", d.span().text());
        Declaration mixed = single("DCL (A(3), B) INTEGER;");
        assertTrue(mixed.names().get(0).dimension().isPresent());
        assertTrue(mixed.names().get(1).dimension().isEmpty());
    }

    @Test
    void severalDeclarationsInOneStatement() {
        List<Declaration> ds = dcl("DECLARE X INTEGER, A(*) FIXED BIN, (L, U) STATIC;");
        assertEquals(3, ds.size());
        assertEquals(StorageClass.STATIC, ds.get(2).attributes().storage().orElseThrow());
        assertTrue(ds.get(2).attributes().type().isEmpty());
    }

    @Test
    void initialValues() {
        Attributes x = single("DCL X INTEGER INITIAL (5);").attributes();
        assertEquals(List.of("5"), x.initial().stream().map(EffTesting::sexp).toList());
        Attributes b = single("DCL B(3) INTEGER INITIAL (1, 2, -3);").attributes();
        assertEquals(List.of("1", "2", "(- 3)"), b.initial().stream().map(EffTesting::sexp).toList());
        assertEquals("INTEGER INITIAL (1, 2, -3)", b.span().text());
        assertEquals(1, single("DCL X INIT (0);").attributes().initial().size());
    }

    @Test
    void fixedBinarySpellings() {
        IntegerType plain = single("DCL X FIXED BINARY;").attributes().type().orElseThrow();
        assertEquals(IntegerType.Spelling.FIXED_BINARY, plain.spelling());
        assertTrue(plain.precision().isEmpty());

        IntegerType p = single("DCL X FIXED BIN (31);").attributes().type().orElseThrow();
        assertEquals(OptionalInt.of(31), p.precision());
        assertTrue(p.scale().isEmpty());
        assertEquals("FIXED BIN (31)", p.span().text());

        IntegerType pq = single("DCL X fixed binary (31, 0);").attributes().type().orElseThrow();
        assertEquals(OptionalInt.of(31), pq.precision());
        assertEquals(OptionalInt.of(0), pq.scale());

        assertEquals(IntegerType.Spelling.FIXED_BINARY,
                single("DCL X BIN FIXED;").attributes().type().orElseThrow().spelling());
    }

    @Test
    void attributesInAnyOrder() {
        Attributes a = single("DCL X INITIAL (1) AUTOMATIC FIXED BINARY (31, 0);").attributes();
        assertEquals(StorageClass.AUTOMATIC, a.storage().orElseThrow());
        assertEquals(OptionalInt.of(31), a.type().orElseThrow().precision());
        assertEquals(1, a.initial().size());
        assertEquals(StorageClass.AUTOMATIC, single("DCL X AUTO INTEGER;").attributes().storage().orElseThrow());
        assertEquals(StorageClass.STATIC, single("DCL X STATIC INTEGER;").attributes().storage().orElseThrow());
    }

    @Test
    void noAttributes() {
        Attributes a = single("DCL X;").attributes();
        assertTrue(a.type().isEmpty() && a.storage().isEmpty() && a.initial().isEmpty());
        assertEquals(0, a.span().end() - a.span().start());
    }

    @Test
    void attributeWordsStayUsableAsNames() {
        Stmt.Assign a = assertInstanceOf(Stmt.Assign.class, stmt("INTEGER = STATIC + INIT;"));
        assertEquals("INTEGER", a.target().name());
    }

    @Test
    void errors() {
        assertEquals("2:15: unknown attribute FLOAT", inBody("DCL X INTEGER FLOAT;"));
        assertEquals("2:13: expected BINARY after FIXED (the only type is FIXED BINARY, an integer)",
                inBody("DCL X FIXED DECIMAL;"));
        assertEquals("2:15: the type is already given", inBody("DCL X INTEGER FIXED BIN;"));
        assertEquals("2:14: the storage class is already given", inBody("DCL X STATIC AUTO;"));
        assertEquals("2:8: only one-dimensional arrays are supported", inBody("DCL A(3, 4) INTEGER;"));
        assertEquals("2:5: ABS is a built-in function and cannot be declared as an array", inBody("DCL ABS(3);"));
        assertEquals("2:4: a declaration cannot have a label", inBody("L: DCL X INTEGER;"));
        assertEquals("2:11: a declaration cannot be the THEN branch of an IF", inBody("IF A THEN DCL X INTEGER;"));
        assertEquals("2:21: expected an initial value", inBody("DCL X INTEGER INIT ();"));
        assertEquals("2:21: precision 99999999999 is too large", inBody("DCL X FIXED BINARY (99999999999);"));
    }
}
