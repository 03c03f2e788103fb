package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static effigy.lang.c.CTesting.error;
import static effigy.lang.c.CTesting.typeOf;
import static effigy.lang.c.CTesting.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Statement expressions {@code ({ ... })} and the {@code __builtin_va_*} builtins of {@code <stdarg.h>}. */
class GnuStatementExpressionsAndVariableArgumentsTest {
    private static final String DECLS = """
            int i; long l; char c; int a[4]; struct S { int x; } st; __builtin_va_list ap, ap2; int *p;
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '`', value = {
            "({ int t = i; t + 1L; })          => long",
            "({ c; })                          => char",
            "({ a; })                          => int *",
            "({ st; })                         => struct S",
            "({ if (i) i = 2; })               => void",
            "({ int t = 1; })                  => void",
            "({ (void) i; })                   => void",
            "({ })                             => void",
            "({ ({ i; }) + 1; })               => int",
            "__builtin_va_arg(ap, long)        => long",
            "__builtin_va_arg(ap, const int *) => const int *",
            "__builtin_va_arg(ap, double)      => double",
            "__builtin_va_copy(ap2, ap)        => void",
            "__builtin_va_end(ap)              => void",
    })
    void types(String expression, String expected) {
        assertEquals(expected, typeOf(DECLS, expression));
    }

    @Test
    void aStatementExpressionIsItsBlockThenTheValueOfItsLastExpressionStatement() {
        assertEquals("(stmt-expr { declare int t = (load i); } (+ (load t) 1))", typed(DECLS, "({ int t = i; t + 1; })"));
        assertEquals("(stmt-expr { if (_Bool (load i)) ; })", typed(DECLS, "({ if (i) ; })"));
    }

    @Test
    void itsBlockIsAScopeOfItsOwn() {
        assertEquals("1:37: undeclared identifier 'z'", error("void f(void) { ({ int z = 1; z; }); z = 2; }"));
        // the declarations inside are locals of the function
        FunctionDefinition f = CTesting.analyze("int f(int i) { return ({ int i2 = i * 2; i2; }) + ({ int i = 3; i; }); }")
                .function("f").orElseThrow();
        assertEquals(List.of("i2", "i"), f.locals().stream().map(Variable::name).toList());
    }

    @Test
    void vaArgReadsTheSlotAndMovesTheListByEightBytes() {
        assertEquals("(load (* (int * (post-update ap (void * (+p (char * old) (long)8 1))))))",
                typed(DECLS, "__builtin_va_arg(ap, int)"));
        assertEquals("(void (= ap2 (load ap)))", typed(DECLS, "__builtin_va_copy(ap2, ap)"));
    }

    @Test
    void aFunctionWithEllipsisGetsTheHiddenAreaParameterThatVaStartReads() {
        CProgram prog = CTesting.analyze("int f(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); return n; }"
                + " int g(int n) { return n; }");
        FunctionDefinition f = prog.function("f").orElseThrow();
        Variable area = f.variableArguments().orElseThrow();
        assertEquals(Variable.Kind.PARAMETER, area.kind());
        assertEquals(1, f.parameters().size());
        TypedStmt.Expression start = assertInstanceOf(TypedStmt.Expression.class, f.body().statements().get(1));
        assertEquals("(void (= ap (load %va)))", TypedPrinter.print(start.expression()));
        assertTrue(prog.function("g").orElseThrow().variableArguments().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            // statement expressions: no jumps out of them, none into them, and only in functions
            "int x = ({ 1; });                                                  | 1:9: statement expressions are allowed only inside functions",
            "int f(void) { return ({ return 1; 2; }); }                         | 1:25: 'return' inside a statement expression is not supported",
            "void f(void) { while (1) ({ break; }); }                           | 1:29: 'break' out of a statement expression is not supported",
            "void f(void) { for (;;) ({ continue; }); }                         | 1:28: 'continue' out of a statement expression is not supported",
            "void f(void) { l: ({ goto l; }); }                                 | 1:22: 'goto' inside a statement expression is not supported",
            "void f(void) { ({ l: ; }); }                                       | 1:19: labels inside statement expressions are not supported",
            "void f(int x) { switch (x) { case 0: ({ case 1: ; }); } }          | 1:41: 'case' label not within a switch statement (jumps into a statement expression are not supported)",
            "void f(void) { int x = ({ (void) 0; }); }                          | 1:24: a void value cannot be used in initialization",
            // variable arguments
            "int f(int n) { __builtin_va_list ap; __builtin_va_start(ap, n); return 0; } | 1:38: 'va_start' used in function with fixed arguments",
            "int f(int n, ...) { __builtin_va_list ap; return __builtin_va_arg(ap, char); }   | 1:71: 'char' is promoted to 'int' when passed through '...'",
            "int f(int n, ...) { __builtin_va_list ap; return __builtin_va_arg(ap, short); }  | 1:71: 'short' is promoted to 'int' when passed through '...'",
            "int f(int n, ...) { __builtin_va_list ap; return __builtin_va_arg(ap, _Bool); }  | 1:71: '_Bool' is promoted to 'int' when passed through '...'",
            "int f(int n, ...) { __builtin_va_list ap; return __builtin_va_arg(ap, float); }  | 1:71: 'float' is promoted to 'double' when passed through '...'",
            "struct s { int a; }; void f(int n, ...) { __builtin_va_list ap; __builtin_va_arg(ap, struct s); } | 1:86: va_arg of type 'struct s' is not supported (only scalar types)",
            "int f(int n, ...) { int ap; return __builtin_va_arg(ap, int); }    | 1:53: first argument to 'va_arg' not of type 'va_list'",
            "void f(int n, ...) { __builtin_va_list ap; __builtin_va_copy(ap, 0); } | 1:66: first argument to 'va_copy' not of type 'va_list'",
    })
    void rejected(String program, String expected) {
        assertEquals(expected, error(program));
    }
}
