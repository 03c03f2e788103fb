package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * Differential tests against gcc on this machine (x86-64 Linux): struct layout ({@code sizeof},
 * {@code offsetof}; bit-fields included) and the values of integer constant expressions, which exercise constant typing, the
 * integer promotions, the usual arithmetic conversions and integer conversions. Skipped when gcc is missing.
 */
class GccCrossCheckTest {
    @TempDir Path dir;

    private static final String STRUCTS = """
            #include <stddef.h>
            struct mixed { char c; int i; short s; long l; char tail; };
            struct chars { char a, b, c; };
            struct nested { char c; struct mixed m; struct chars cs[3]; _Bool flag; };
            union u { char bytes[5]; int i; struct chars cs; };
            struct with_union { short s; union u u; long long ll; };
            struct ptrs { char c; void *p; int (*fp)(int); char *arr[2]; };
            enum color { RED, GREEN };
            struct with_enum { char c; enum color e; unsigned short us; };
            struct matrix { short m[3][5]; char c; };
            struct flexible { short n; long data[]; };
            struct deep { struct nested n[2]; union u us[3]; char last; };
            struct bf1 { char c; int f : 12; short s; unsigned g : 4; };
            struct bf2 { char a; int : 0; char b; };
            struct bf3 { char a; int : 4; char b; };
            struct bf4 { unsigned long a : 40; unsigned long b : 30; long c : 20; char tail; };
            struct bf5 { unsigned char a : 5; unsigned char b : 5; short after; };
            union bf6 { char c; int : 20; };
            union bf7 { unsigned a : 3; char c; };
            struct bf8 { short s : 3; long l; };
            struct bf9 { char c; long long x : 60; char tail; };
            struct bf10 { _Bool b : 1; enum color e : 2; unsigned short u : 9; char tail; };
            """;

    private static final List<String> LAYOUT_QUERIES = List.of(
            "sizeof(struct mixed)", "offsetof(struct mixed, i)", "offsetof(struct mixed, s)",
            "offsetof(struct mixed, l)", "offsetof(struct mixed, tail)", "sizeof(struct chars)",
            "sizeof(struct nested)", "offsetof(struct nested, m)", "offsetof(struct nested, cs)",
            "offsetof(struct nested, cs[2].b)", "offsetof(struct nested, flag)", "sizeof(union u)",
            "sizeof(struct with_union)", "offsetof(struct with_union, u)", "offsetof(struct with_union, ll)",
            "sizeof(struct ptrs)", "offsetof(struct ptrs, p)", "offsetof(struct ptrs, arr[1])",
            "sizeof(struct with_enum)", "offsetof(struct with_enum, e)", "offsetof(struct with_enum, us)",
            "sizeof(struct matrix)", "offsetof(struct matrix, m[2][4])", "offsetof(struct matrix, c)",
            "sizeof(struct flexible)", "offsetof(struct flexible, data)", "sizeof(struct deep)",
            "offsetof(struct deep, us)", "offsetof(struct deep, last)", "sizeof(struct nested[3])",
            "sizeof(long long)", "sizeof(struct bf1)", "offsetof(struct bf1, s)", "sizeof(struct bf2)",
            "offsetof(struct bf2, b)", "sizeof(struct bf3)", "offsetof(struct bf3, b)", "sizeof(struct bf4)",
            "offsetof(struct bf4, tail)", "sizeof(struct bf5)", "offsetof(struct bf5, after)", "sizeof(union bf6)",
            "sizeof(union bf7)", "sizeof(struct bf8)", "offsetof(struct bf8, l)", "sizeof(struct bf9)",
            "offsetof(struct bf9, tail)", "sizeof(struct bf10)", "offsetof(struct bf10, tail)");

    /** Constant expressions (no undefined behaviour), each printed by gcc as a long long. */
    private static final List<String> VALUE_QUERIES = List.of(
            "-1 < 1u", "-1 < 1", "-1L < 1u", "-1LL < 1ul", "(unsigned char)200 + 100", "(signed char)200",
            "(char)200", "(short)40000", "(unsigned short)-1", "'\\xff'", "'\\377' + 0u", "'ab'",
            "sizeof(2147483648)", "sizeof(0x80000000)", "sizeof(0xffffffff) + 0x80000000 / 0x80000000",
            "0x80000000 > 0", "-2147483648 > 0", "sizeof(-2147483648)", "sizeof(1 ? 1L : 1u)",
            "(1 ? -1 : 1u) > 0", "(1 ? -1L : 1u) > 0", "(long long)(1 ? -1 : 1ul)", "-7 / 2", "-7 % 2", "7 % -2",
            "-7 >> 1", "1u << 31", "~0u", "(long long)~0ul", "~0ull == (unsigned long long)-1", "-(unsigned char)1",
            "sizeof('a')", "sizeof((char)1 + (char)1)", "sizeof(1u + 1L)", "(int)(unsigned char)-1",
            "(unsigned)-1 / 2", "(long long)((unsigned)-1 + 1L)", "0x7fffffff + 0u + 1", "(_Bool)256",
            "(_Bool)0 + (_Bool)-1", "sizeof((_Bool)1)", "077 + 0x1F + 010", "4294967295u * 2u",
            "(long long)(unsigned long)-1", "(1 << 30) - 1 + (1 << 30) + (1 << 30) / 1024 * 0",
            "18446744073709551615ull == -1", "(unsigned short)65535 + (unsigned short)1",
            "sizeof(struct mixed) * 2 - offsetof(struct nested, cs)", "!0 + !5 + (3 && 0) + (0 || 7)",
            "(3 > 2) + (2 >= 2) + (1 != 1) + (5 == 5)", "-2147483647 - 1 < 0", "0 - 1u", "sizeof(void)",
            "sizeof(int (void))");

    private static String run(Path dir, String program) throws IOException, InterruptedException {
        Path source = dir.resolve("probe.c");
        Files.writeString(source, program);
        Path exe = dir.resolve("probe");
        Process compile;
        try {
            compile = new ProcessBuilder("gcc", "-std=gnu99", "-w", "-o", exe.toString(), source.toString())
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.assumeTrue(false, "gcc not found");
            throw e;
        }
        String diagnostics = new String(compile.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!compile.waitFor(60, TimeUnit.SECONDS) || compile.exitValue() != 0) {
            throw new AssertionError("gcc failed on the probe:\n" + diagnostics);
        }
        Process probe = new ProcessBuilder(exe.toString()).redirectErrorStream(true).start();
        String out = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        probe.waitFor(30, TimeUnit.SECONDS);
        return out;
    }

    /** The same values computed by Effigy, via a global array initialized with the queries cast to long long. */
    private static List<String> effigy(String decls, List<String> queries) {
        String program = decls + "long long results[] = {\n" + String.join(",\n", queries.stream()
                .map(q -> "(long long)(" + q + ")").toList()) + "\n};\n";
        TypedInitializer.ArrayInit init = (TypedInitializer.ArrayInit) CTesting.analyze(program).global("results")
                .orElseThrow().initializer().orElseThrow();
        List<String> values = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) values.add("0");
        for (TypedInitializer.Element e : init.elements()) {
            TypedInitializer.Scalar scalar = assertInstanceOf(TypedInitializer.Scalar.class, e.initializer());
            TypedExpr.IntConstant c = assertInstanceOf(TypedExpr.IntConstant.class, scalar.value(), queries.get(Math.toIntExact(e.index())));
            values.set(Math.toIntExact(e.index()), c.value().toString());
        }
        return values;
    }

    private List<String> gcc(String decls, List<String> queries) throws IOException, InterruptedException {
        StringBuilder program = new StringBuilder("#include <stdio.h>\n").append(decls).append("int main(void) {\n");
        for (String q : queries) program.append("  printf(\"%lld\\n\", (long long)(").append(q).append("));\n");
        program.append("  return 0;\n}\n");
        return List.of(run(dir, program.toString()).split("\n"));
    }

    private static List<String> labelled(List<String> queries, List<String> values) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) out.add(queries.get(i) + " = " + values.get(i));
        return out;
    }

    @Test
    void structLayoutMatchesGcc() throws Exception {
        List<String> gcc = gcc(STRUCTS, LAYOUT_QUERIES);
        List<String> effigy = effigy(STRUCTS, LAYOUT_QUERIES);
        assertEquals(labelled(LAYOUT_QUERIES, gcc), labelled(LAYOUT_QUERIES, effigy));
    }

    @Test
    void constantExpressionValuesMatchGcc() throws Exception {
        List<String> gcc = gcc(STRUCTS, VALUE_QUERIES);
        List<String> effigy = effigy(STRUCTS, VALUE_QUERIES);
        assertEquals(labelled(VALUE_QUERIES, gcc), labelled(VALUE_QUERIES, effigy));
        assertEquals(new BigInteger("4294967295"), new BigInteger(effigy.get(VALUE_QUERIES.indexOf("0 - 1u"))));
    }
}
