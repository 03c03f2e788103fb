package effigy.lang.c;

import effigy.lang.c.ast.TranslationUnit;
import effigy.lang.c.pp.IncludeResolver;
import effigy.lang.c.pp.Preprocessor;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.FunctionDefinition;
import effigy.lang.c.sema.Sema;
import effigy.lang.c.sema.TypedExpr;
import effigy.lang.c.sema.TypedPrinter;
import effigy.lang.c.sema.TypedStmt;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.fail;

/** The C front end run on test text: preprocessor (built-in headers only), parser, semantic analysis. */
public final class CTesting {
    private CTesting() {}

    public static SourceFile file(String text) { return new SourceFile("test.c", text); }

    public static List<CToken> tokens(String text) {
        return Preprocessor.preprocess(file(text), IncludeResolver.builtin(), Map.of());
    }

    public static TranslationUnit parse(String text) { return CParser.parse(tokens(text)); }

    public static CProgram analyze(String text) { return Sema.analyze(parse(text)); }

    public static CProgram analyze(SourceFile file) {
        return Sema.analyze(CParser.parse(Preprocessor.preprocess(file, IncludeResolver.builtin(), Map.of())));
    }

    /** The first diagnostic of parsing and analysing {@code text}, as {@code line:col: message}. */
    public static String error(String text) {
        try {
            analyze(text);
        } catch (DiagnosticException e) {
            return e.diagnostic().span().line() + ":" + e.diagnostic().span().column() + ": " + e.getMessage();
        }
        return fail("expected a diagnostic for:\n" + text);
    }

    /**
     * The typed expression {@code expression}, written in a function after the file-scope {@code declarations}
     * (as an expression statement, so an lvalue comes back read: {@code (load x)}).
     */
    public static TypedExpr expr(String declarations, String expression) {
        CProgram p = analyze(declarations + "\nvoid probe__(void) {\n" + expression + ";\n}\n");
        FunctionDefinition f = p.function("probe__").orElseThrow();
        List<TypedStmt> body = f.body().statements();
        return assertInstanceOf(TypedStmt.Expression.class, body.get(body.size() - 1)).expression();
    }

    /** {@link #expr} printed by {@link TypedPrinter}. */
    public static String typed(String declarations, String expression) {
        return TypedPrinter.print(expr(declarations, expression));
    }

    /** The C spelling of the type of {@code expression} (see {@link #expr}). */
    public static String typeOf(String declarations, String expression) {
        return expr(declarations, expression).type().spelling();
    }
}
