package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import effigy.source.SourceFile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code c-parse/expect-ok/features.c}: a program using the whole supported language type-checks. */
class FeaturesTest {
    private static CProgram program() {
        return CTesting.analyze(SourceFile.read(Path.of("src/test/resources/c-parse/expect-ok/features.c")));
    }

    @Test
    void everyFunctionIsDefinedAndTheLibraryIsExternal() {
        CProgram p = program();
        assertEquals(List.of("add", "sub", "mul", "apply", "sum_list", "length", "counter", "classify", "find", "mix",
                "copy_config", "pointers", "main"), p.functions().stream().map(f -> f.function().name()).toList());
        List<String> external = p.externalFunctions().stream().map(Function::name).toList();
        assertTrue(external.containsAll(List.of("printf", "rand", "__assert_fail", "malloc")), external.toString());
    }

    @Test
    void staticDataIsInitialized() {
        CProgram p = program();
        assertEquals("{[0]=(decay add), [1]=(decay sub), [2]=(& mul)}", TypedPrinter.print(
                p.global("table").orElseThrow().initializer().orElseThrow()));
        assertEquals("{.name=(const char * (decay .str0)), .flags=(unsigned char)3, .raw={.i=-1}, "
                        + ".dims={[0]={[0]=1, [1]=2}, [1]={[0]=3}}}",
                TypedPrinter.print(p.global("defaults").orElseThrow().initializer().orElseThrow()));
        assertTrue(p.staticObjects().stream().anyMatch(o -> o.variable().name().equals("calls")
                && o.variable().kind() == Variable.Kind.STATIC_LOCAL));
    }

    @Test
    void stdintTypesAreTheirTypedefs() {
        FunctionDefinition mix = program().function("mix").orElseThrow();
        assertEquals("unsigned long mix(unsigned long h, unsigned char byte)", TypedPrinter.print(mix).lines().findFirst().orElseThrow());
        assertEquals("(update h (^ old (unsigned long (load byte))))",
                TypedPrinter.print(((TypedStmt.Expression) mix.body().statements().get(0)).expression()));
    }

    @Test
    void functionPointerCallsGoThroughThePointer() {
        FunctionDefinition apply = program().function("apply").orElseThrow();
        TypedStmt.Return ret = (TypedStmt.Return) apply.body().statements().get(1);
        assertEquals("(call (load (* (+p (decay table) (long (load op)) 8))) (load a) (load b))",
                TypedPrinter.print(ret.value().orElseThrow()));
    }
}
