package effigy.lang.eff;

import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Helpers shared by the front-end tests. */
final class EffTesting {
    private EffTesting() {}

    static final List<String> EXAMPLE_PROGRAMS = List.of("sum.eff", "power.eff", "twoloops.eff", "search.eff");

    static SourceFile src(String text) { return new SourceFile("test.eff", text); }

    /** A test resource under {@code /eff/}, named by its file name. */
    static SourceFile resource(String name) {
        try (InputStream in = EffTesting.class.getResourceAsStream("/eff/" + name)) {
            if (in == null) throw new IllegalArgumentException("no test resource " + name);
            return new SourceFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Program program(String text) { return EffParser.parseProgram(src(text)); }

    static Expr expr(String text) { return EffParser.parseExpression(src(text)); }

    /** The body of {@code P: PROCEDURE; <statements> END;}. */
    static List<Stmt> body(String statements) {
        return program("P: PROCEDURE;\n" + statements + "\nEND;").procedures().get(0).body();
    }

    /** The only statement of a body. */
    static Stmt stmt(String statement) {
        List<Stmt> body = body(statement);
        assertEquals(1, body.size(), () -> "statements in " + statement);
        return body.get(0);
    }

    /** Parses as a program and returns the diagnostic's {@code line:col: message}. */
    static String programError(String text) { return error(() -> EffParser.parseProgram(src(text))); }

    static String error(Runnable parse) {
        DiagnosticException e = assertThrows(DiagnosticException.class, parse::run);
        Span span = e.diagnostic().span();
        return span.line() + ":" + span.column() + ": " + e.diagnostic().message();
    }

    /** A copy of an AST value with every {@link Span} replaced by {@link Span#NONE}, for structural equality. */
    static Object eraseSpans(Object node) {
        if (node instanceof Span) return Span.NONE;
        if (node instanceof List<?> list) return list.stream().map(EffTesting::eraseSpans).collect(Collectors.toList());
        if (node instanceof Optional<?> opt) return opt.map(EffTesting::eraseSpans);
        if (node == null || !node.getClass().isRecord()) return node;
        try {
            RecordComponent[] components = node.getClass().getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                values[i] = eraseSpans(components[i].getAccessor().invoke(node));
                types[i] = components[i].getType();
            }
            Constructor<?> canonical = node.getClass().getDeclaredConstructor(types);
            return canonical.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    static void assertSameShape(Object expected, Object actual) {
        assertEquals(eraseSpans(expected), eraseSpans(actual));
    }

    /** A fully parenthesised prefix form of an expression, e.g. {@code (+ A (* B C))}. */
    static String sexp(Expr e) {
        return e.accept(new Expr.Visitor<String, Void>() {
            public String visitIntLit(Expr.IntLit x, Void p) { return x.value().toString(); }
            public String visitSymbolLiteral(Expr.SymbolLiteral x, Void p) { return "\"" + x.name() + "\""; }
            public String visitName(Expr.Name x, Void p) { return x.name(); }
            public String visitCallOrIndex(Expr.CallOrIndex x, Void p) { return "(" + x.name() + "[]" + args(x.arguments()) + ")"; }
            public String visitBuiltinCall(Expr.BuiltinCall x, Void p) { return "(" + x.function() + args(x.arguments()) + ")"; }
            public String visitUnary(Expr.Unary x, Void p) { return "(" + x.op().symbol() + " " + sexp(x.operand()) + ")"; }
            public String visitBinary(Expr.Binary x, Void p) {
                return "(" + x.op().symbol() + " " + sexp(x.left()) + " " + sexp(x.right()) + ")";
            }
        }, null);
    }

    private static String args(List<Expr> args) {
        return args.stream().map(a -> " " + sexp(a)).collect(Collectors.joining());
    }

    static String sexp(String text) { return sexp(expr(text)); }
}
