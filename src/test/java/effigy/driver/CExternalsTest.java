package effigy.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.ir.DataModel;
import effigy.ir.Program;
import effigy.lang.c.lower.IntSemantics;
import effigy.source.SourceFile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The functions with no body a C program calls, as test harnesses define them ({@link Program#externals}). */
class CExternalsTest {
    private static Map<String, String> heads(String text) {
        Program p = CFrontend.lowerWithWarnings(List.of(new SourceFile("p.c", text)), IntSemantics.BITVECTOR, DataModel.LP64).program();
        Map<String, String> out = new LinkedHashMap<>();
        p.externals().forEach((name, x) -> out.put(name, x.definition() + (x.tags().isEmpty() ? "" : " " + x.tags()) + (x.returnsValue() ? "" : " void")));
        return out;
    }

    @Test
    void declaredTypesAreSpelledAsTheProgramDeclaresThem() {
        Map<String, String> h = heads("""
                typedef unsigned long size_t;
                struct s { int x; };
                enum e { A, B };
                extern size_t count(const char *name, int *slot);
                extern signed char offset(void);
                extern unsigned short legacy();
                extern long log_all(int level, ...);
                extern void sink(struct s *p, int (*cb)(char *), int a[4], enum e m);
                extern enum e pick(struct { int y; } *anon, struct s by_value);
                extern int unused(int);
                int main(void) {
                    int slot;
                    struct s v = {0};
                    sink(&v, 0, &slot, B);
                    return (int) count("n", &slot) + offset() + legacy(3) + (int) log_all(1, 2) + pick(0, v);
                }
                """);
        assertEquals(Map.of(
                "count", "unsigned long count(const char *p0, int *p1)",
                "offset", "signed char offset(void)",
                "legacy", "unsigned short legacy()",
                "log_all", "long log_all(int p0, ...)",
                "sink", "void sink(struct s *p0, int (*p1)(char *), int *p2, int p3) [struct s] void",
                "pick", "int pick(void *p0, void *p1)"), h);
    }
}
