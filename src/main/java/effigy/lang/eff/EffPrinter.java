package effigy.lang.eff;

import effigy.lang.eff.Declaration.Attributes;
import effigy.lang.eff.Declaration.Declarator;
import effigy.lang.eff.Declaration.Dimension;
import effigy.lang.eff.Declaration.IntegerType;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Prints the AST as canonical source text: upper-case keywords, two-space indentation, one statement per
 * line (an IF's branches after THEN and ELSE, except that an IF as a THEN branch goes on its own indented
 * line, so that ELSE lines up with the IF it belongs to), King's operator spellings ({@link Expr.BinaryOp#symbol()}),
 * and only the parentheses the precedence needs. Comments and the choice among equivalent spellings are
 * not kept. For any tree the parser produced, parsing the output gives the same tree up to spans. (A
 * hand-built {@code IF} with an {@code ELSE} whose THEN branch ends in an {@code IF} without one gets that
 * branch wrapped in {@code DO; ... END;} so the {@code ELSE} keeps its meaning.)
 */
public final class EffPrinter {
    private static final String INDENT = "  ";

    private EffPrinter() {}

    /** The procedures, separated by blank lines. */
    public static String print(Program program) {
        return program.procedures().stream().map(EffPrinter::print).collect(Collectors.joining("\n"));
    }

    /** The procedure from its heading to {@code END;}, ending with a newline. */
    public static String print(Procedure procedure) {
        StringBuilder out = new StringBuilder();
        out.append(procedure.name().name()).append(": PROCEDURE");
        if (!procedure.parameters().isEmpty()) {
            out.append(" (").append(join(procedure.parameters(), Ident::name)).append(')');
        }
        out.append(";\n");
        StmtPrinter printer = new StmtPrinter(out);
        for (Stmt s : procedure.body()) printer.line(s, 1);
        return out.append("END;\n").toString();
    }

    /** The statement, unindented, ending with a newline (nested statements on their own indented lines). */
    public static String print(Stmt stmt) {
        StringBuilder out = new StringBuilder();
        stmt.accept(new StmtPrinter(out), 0);
        return out.toString();
    }

    public static String print(Expr expr) { return expr(expr, 0); }

    /** {@code P} or {@code P(a, b)}. */
    public static String print(Invocation call) {
        String name = call.procedure().name();
        return call.arguments().isEmpty() ? name : name + "(" + join(call.arguments(), EffPrinter::print) + ")";
    }

    /** The command, ending with a newline. */
    public static String print(Command command) {
        return command.accept(new Command.Visitor<String, Void>() {
            public String visitInclude(Command.Include c, Void p) {
                return "INCLUDE '" + c.path().replace("'", "''") + "';\n";
            }
            public String visitCall(Command.Call c, Void p) { return "CALL " + print(c.invocation()) + ";\n"; }
            public String visitTest(Command.Test c, Void p) {
                return "TEST(" + c.limit() + ") " + print(c.invocation()) + ";\n";
            }
            public String visitDefine(Command.Define c, Void p) { return print(c.procedure()); }
        }, null);
    }

    /** The commands in order. */
    public static String printSession(List<Command> commands) {
        return commands.stream().map(EffPrinter::print).collect(Collectors.joining());
    }

    // ---- expressions ----

    // Precedence levels, loosest first; an operand printed where a tighter level is needed gets parentheses.
    private static final int IMPLIES = 1, OR = 2, AND = 3, NOT = 4, RELATION = 5, ADDITIVE = 6,
            MULTIPLICATIVE = 7, PREFIX = 8, POWER = 9, PRIMARY = 10;

    private static String expr(Expr e, int minLevel) {
        String text = e.accept(EXPR, null);
        return level(e) < minLevel ? "(" + text + ")" : text;
    }

    private static int level(Expr e) {
        if (e instanceof Expr.Unary u) return u.op() == Expr.UnaryOp.NOT ? NOT : PREFIX;
        if (e instanceof Expr.Binary b) return level(b.op());
        return PRIMARY;
    }

    private static int level(Expr.BinaryOp op) {
        return switch (op) {
            case IMPLIES -> IMPLIES;
            case OR -> OR;
            case AND -> AND;
            case ADD, SUB -> ADDITIVE;
            case MUL, DIV -> MULTIPLICATIVE;
            case POW -> POWER;
            default -> RELATION;
        };
    }

    private static final Expr.Visitor<String, Void> EXPR = new Expr.Visitor<>() {
        public String visitIntLit(Expr.IntLit e, Void p) { return e.value().toString(); }
        public String visitSymbolLiteral(Expr.SymbolLiteral e, Void p) {
            return '"' + e.name().replace("\"", "\"\"") + '"';
        }
        public String visitName(Expr.Name e, Void p) { return e.name(); }
        public String visitCallOrIndex(Expr.CallOrIndex e, Void p) {
            return e.name() + "(" + join(e.arguments(), EffPrinter::print) + ")";
        }
        public String visitBuiltinCall(Expr.BuiltinCall e, Void p) {
            return e.function().name() + "(" + join(e.arguments(), EffPrinter::print) + ")";
        }
        public String visitUnary(Expr.Unary e, Void p) {
            return e.op().symbol() + expr(e.operand(), level(e));
        }
        public String visitBinary(Expr.Binary e, Void p) {
            int level = level(e.op());
            int left, right;
            if (e.op() == Expr.BinaryOp.IMPLIES) {
                left = level + 1;
                right = level;
            } else if (e.op() == Expr.BinaryOp.POW) {
                left = PRIMARY;
                right = PREFIX;
            } else if (e.op().isRelational()) {
                left = ADDITIVE;
                right = ADDITIVE;
            } else {
                left = level;
                right = level + 1;
            }
            return expr(e.left(), left) + " " + e.op().symbol() + " " + expr(e.right(), right);
        }
    };

    // ---- statements and declarations ----

    /** Appends statements; the parameter is the indentation depth of the statement's continuation lines. */
    private static final class StmtPrinter implements Stmt.Visitor<Void, Integer> {
        private final StringBuilder out;

        StmtPrinter(StringBuilder out) { this.out = out; }

        /** The statement on a fresh line at {@code depth}. */
        void line(Stmt s, int depth) {
            out.append(INDENT.repeat(depth));
            s.accept(this, depth);
        }

        private Void text(String s) {
            out.append(s).append('\n');
            return null;
        }

        private Void block(String heading, List<Stmt> body, int depth) {
            out.append(heading).append('\n');
            for (Stmt s : body) line(s, depth + 1);
            out.append(INDENT.repeat(depth));
            return text("END;");
        }

        public Void visitAssign(Stmt.Assign s, Integer d) { return text(print(s.target()) + " = " + print(s.value()) + ";"); }

        public Void visitIf(Stmt.If s, Integer d) {
            out.append("IF ").append(print(s.condition())).append(" THEN");
            Stmt then = s.thenBranch();
            if (s.elseBranch().isPresent() && endsWithOpenIf(then)) {
                block(" DO;", List.of(then), d);
            } else if (unlabeled(then) instanceof Stmt.If) {
                out.append('\n');
                line(then, d + 1);
            } else {
                out.append(' ');
                then.accept(this, d);
            }
            s.elseBranch().ifPresent(e -> {
                out.append(INDENT.repeat(d)).append("ELSE ");
                e.accept(this, d);
            });
            return null;
        }

        public Void visitDoGroup(Stmt.DoGroup s, Integer d) { return block("DO;", s.body(), d); }

        public Void visitDoWhile(Stmt.DoWhile s, Integer d) {
            return block("DO WHILE (" + print(s.condition()) + ");", s.body(), d);
        }

        public Void visitDoLoop(Stmt.DoLoop s, Integer d) {
            String by = s.by().map(e -> " BY " + print(e)).orElse("");
            String heading = "DO " + s.variable().name() + " = " + print(s.from()) + " TO " + print(s.to()) + by + ";";
            return block(heading, s.body(), d);
        }

        public Void visitGoTo(Stmt.GoTo s, Integer d) { return text("GO TO " + s.label().name() + ";"); }
        public Void visitCall(Stmt.Call s, Integer d) { return text("CALL " + print(s.invocation()) + ";"); }

        public Void visitReturn(Stmt.Return s, Integer d) {
            return text(s.value().map(e -> "RETURN (" + print(e) + ");").orElse("RETURN;"));
        }

        public Void visitRead(Stmt.Read s, Integer d) { return text("READ (" + join(s.targets(), EffPrinter::print) + ");"); }
        public Void visitWrite(Stmt.Write s, Integer d) { return text("WRITE (" + join(s.values(), EffPrinter::print) + ");"); }
        public Void visitAssume(Stmt.Assume s, Integer d) { return text("ASSUME (" + print(s.condition()) + ");"); }
        public Void visitAssert(Stmt.Assert s, Integer d) { return text("ASSERT (" + print(s.condition()) + ");"); }
        public Void visitProve(Stmt.Prove s, Integer d) { return text("PROVE (" + print(s.condition()) + ");"); }
        public Void visitNull(Stmt.Null s, Integer d) { return text(";"); }

        public Void visitDeclare(Stmt.Declare s, Integer d) {
            return text("DCL " + join(s.declarations(), EffPrinter::declaration) + ";");
        }

        public Void visitLabeled(Stmt.Labeled s, Integer d) {
            for (Ident label : s.labels()) out.append(label.name()).append(": ");
            return s.statement().accept(this, d);
        }
    }

    private static Stmt unlabeled(Stmt s) { return s instanceof Stmt.Labeled l ? l.statement() : s; }

    /** Whether a THEN branch would capture a following ELSE: it ends in an IF without one. */
    private static boolean endsWithOpenIf(Stmt s) {
        if (s instanceof Stmt.Labeled l) return endsWithOpenIf(l.statement());
        if (s instanceof Stmt.If i) return i.elseBranch().map(EffPrinter::endsWithOpenIf).orElse(true);
        return false;
    }

    private static String declaration(Declaration d) {
        String names = join(d.names(), EffPrinter::declarator);
        StringBuilder out = new StringBuilder(d.names().size() == 1 ? names : "(" + names + ")");
        Attributes a = d.attributes();
        a.type().ifPresent(t -> out.append(' ').append(type(t)));
        a.storage().ifPresent(s -> out.append(' ').append(s.name()));
        if (!a.initial().isEmpty()) out.append(" INITIAL (").append(join(a.initial(), EffPrinter::print)).append(')');
        return out.toString();
    }

    private static String declarator(Declarator d) {
        return d.name().name() + d.dimension().map(EffPrinter::dimension).orElse("");
    }

    private static String dimension(Dimension d) {
        if (d.isStar()) return "(*)";
        Optional<String> lower = d.lower().map(e -> print(e) + ":");
        return "(" + lower.orElse("") + print(d.upper().orElseThrow()) + ")";
    }

    private static String type(IntegerType t) {
        if (t.spelling() == IntegerType.Spelling.INTEGER) return "INTEGER";
        StringBuilder out = new StringBuilder("FIXED BINARY");
        t.precision().ifPresent(p -> {
            out.append(" (").append(p);
            t.scale().ifPresent(q -> out.append(", ").append(q));
            out.append(')');
        });
        return out.toString();
    }

    private static <T> String join(List<T> items, Function<T, String> show) {
        return items.stream().map(show).collect(Collectors.joining(", "));
    }
}
