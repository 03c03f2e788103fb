package effigy.lang.c.sema;

import effigy.lang.c.ast.Pragma;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.IntegerType;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes typed trees as text, for tests and debugging. Expressions are S-expressions in which every conversion
 * shows: {@code (int (load c))} is a char variable read and converted to int; {@code (decay a)} an array decayed
 * to a pointer; {@code (+p p i 4)} pointer arithmetic with element size 4; {@code (update x (char (+ (int old) 1)))}
 * a read-modify-write; constants of a type other than {@code int} carry their type, as {@code (unsigned long)8};
 * a statement expression is {@code (stmt-expr { statements } result)}.
 * Statements come one per line, indented by nesting.
 */
public final class TypedPrinter {
    private TypedPrinter() {}

    public static String print(TypedExpr e) { return e.accept(EXPRESSIONS, null); }

    public static String print(TypedInitializer init) { return init.accept(INITIALIZERS, null); }

    public static String print(TypedStmt s) {
        StringBuilder sb = new StringBuilder();
        statement(s, 0, sb);
        return sb.toString();
    }

    /** A function definition: its signature line, then its body. */
    public static String print(FunctionDefinition f) {
        String params = f.parameters().stream().map(p -> p.type().spelling() + " " + p.name()).collect(Collectors.joining(", "))
                + (f.variableArguments().isPresent() ? (f.parameters().isEmpty() ? "" : ", ") + "..." : "");
        return f.function().type().returnType().spelling() + " " + f.function().name() + "(" + params + ")\n" + print(f.body());
    }

    private static String type(CType t) { return t.spelling(); }

    private static final TypedExpr.Visitor<String, Void> EXPRESSIONS = new TypedExpr.Visitor<>() {
        private String p(TypedExpr e) { return e.accept(this, null); }

        @Override public String visitIntConstant(TypedExpr.IntConstant e, Void v) {
            return e.type().equals(IntegerType.INT) ? e.value().toString() : "(" + type(e.type()) + ")" + e.value();
        }
        @Override public String visitFloatConstant(TypedExpr.FloatConstant e, Void v) {
            return effigy.ir.FloatBits.show(e.bits(), effigy.lang.c.types.Types.sizeOf(e.type()) == 4 ? 32 : 64);
        }
        @Override public String visitVariableRef(TypedExpr.VariableRef e, Void v) { return e.variable().name(); }
        @Override public String visitFunctionRef(TypedExpr.FunctionRef e, Void v) { return e.function().name(); }
        @Override public String visitLoad(TypedExpr.Load e, Void v) { return "(load " + p(e.lvalue()) + ")"; }
        @Override public String visitCast(TypedExpr.Cast e, Void v) {
            boolean decay = e.kind() == TypedExpr.Cast.Kind.ARRAY_TO_POINTER || e.kind() == TypedExpr.Cast.Kind.FUNCTION_TO_POINTER;
            return "(" + (decay ? "decay" : type(e.type())) + " " + p(e.operand()) + ")";
        }
        @Override public String visitUnary(TypedExpr.Unary e, Void v) {
            String op = e.op() == TypedExpr.Unary.Op.NEGATE ? "-" : e.op() == TypedExpr.Unary.Op.COMPLEMENT ? "~" : "!";
            return "(" + op + " " + p(e.operand()) + ")";
        }
        @Override public String visitBinary(TypedExpr.Binary e, Void v) {
            return "(" + symbol(e.op()) + " " + p(e.left()) + " " + p(e.right()) + ")";
        }
        @Override public String visitLogical(TypedExpr.Logical e, Void v) {
            return "(" + (e.op() == TypedExpr.Logical.Op.AND ? "&&" : "||") + " " + p(e.left()) + " " + p(e.right()) + ")";
        }
        @Override public String visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void v) {
            return "(" + (e.subtract() ? "-p " : "+p ") + p(e.pointer()) + " " + p(e.offset()) + " " + e.elementSize() + ")";
        }
        @Override public String visitVlaSize(TypedExpr.VlaSize e, Void v) {
            return "(vla-sizeof " + e.measured().spelling() + ")";
        }
        @Override public String visitPointerDifference(TypedExpr.PointerDifference e, Void v) {
            return "(p-p " + p(e.left()) + " " + p(e.right()) + " " + e.elementSize() + ")";
        }
        @Override public String visitDeref(TypedExpr.Deref e, Void v) { return "(* " + p(e.pointer()) + ")"; }
        @Override public String visitAddressOf(TypedExpr.AddressOf e, Void v) { return "(& " + p(e.operand()) + ")"; }
        @Override public String visitMember(TypedExpr.Member e, Void v) {
            return "(. " + p(e.base()) + " " + e.field().name() + ")";
        }
        @Override public String visitAssign(TypedExpr.Assign e, Void v) {
            return "(= " + p(e.target()) + " " + p(e.value()) + ")";
        }
        @Override public String visitUpdate(TypedExpr.Update e, Void v) {
            return "(" + (e.yieldsOldValue() ? "post-update " : "update ") + p(e.target()) + " " + p(e.newValue()) + ")";
        }
        @Override public String visitOldValue(TypedExpr.OldValue e, Void v) { return "old"; }
        @Override public String visitConditional(TypedExpr.Conditional e, Void v) {
            return "(? " + p(e.condition()) + " " + p(e.then()) + " " + p(e.otherwise()) + ")";
        }
        @Override public String visitStatementExpr(TypedExpr.StatementExpr e, Void v) {
            String body = print(e.body()).lines().map(String::trim).collect(Collectors.joining(" "));
            return "(stmt-expr " + body + e.result().map(r -> " " + p(r)).orElse("") + ")";
        }
        @Override public String visitComma(TypedExpr.Comma e, Void v) { return "(, " + p(e.left()) + " " + p(e.right()) + ")"; }
        @Override public String visitCall(TypedExpr.Call e, Void v) {
            StringBuilder sb = new StringBuilder("(call ").append(e.directCallee().map(Function::name).orElse(p(e.callee())));
            for (TypedExpr a : e.arguments()) sb.append(' ').append(p(a));
            return sb.append(')').toString();
        }
    };

    private static String symbol(TypedExpr.Binary.Op op) {
        switch (op) {
            case MUL: return "*";
            case DIV: return "/";
            case REM: return "%";
            case ADD: return "+";
            case SUB: return "-";
            case SHL: return "<<";
            case SHR: return ">>";
            case BIT_AND: return "&";
            case BIT_XOR: return "^";
            case BIT_OR: return "|";
            case LT: return "<";
            case GT: return ">";
            case LE: return "<=";
            case GE: return ">=";
            case EQ: return "==";
            default: return "!=";
        }
    }

    private static final TypedInitializer.Visitor<String, Void> INITIALIZERS = new TypedInitializer.Visitor<>() {
        @Override public String visitScalar(TypedInitializer.Scalar i, Void v) { return print(i.value()); }
        @Override public String visitArray(TypedInitializer.ArrayInit i, Void v) {
            return "{" + i.elements().stream().map(e -> "[" + e.index() + "]=" + print(e.initializer()))
                    .collect(Collectors.joining(", ")) + "}";
        }
        @Override public String visitStruct(TypedInitializer.StructInit i, Void v) {
            return "{" + i.fields().stream().map(f -> "." + f.field().name() + "=" + print(f.initializer()))
                    .collect(Collectors.joining(", ")) + "}";
        }
        @Override public String visitString(TypedInitializer.StringInit i, Void v) {
            StringBuilder sb = new StringBuilder("\"");
            for (char c : i.bytes().toCharArray()) {
                if (c >= 32 && c < 127 && c != '"' && c != '\\') sb.append(c);
                else sb.append(String.format("\\x%02x", (int) c));
            }
            return sb.append('"').toString();
        }
    };

    private static void line(StringBuilder sb, int depth, String text) {
        sb.append("  ".repeat(depth)).append(text).append('\n');
    }

    private static String pragmas(List<Pragma> pragmas) {
        return pragmas.stream().map(p -> "#pragma " + p.text()).collect(Collectors.joining(" "));
    }

    private static void statement(TypedStmt s, int depth, StringBuilder sb) {
        s.accept(new TypedStmt.Visitor<Void, Void>() {
            @Override public Void visitBlock(TypedStmt.Block b, Void v) {
                line(sb, depth, "{");
                for (TypedStmt t : b.statements()) statement(t, depth + 1, sb);
                line(sb, depth, "}");
                return null;
            }
            @Override public Void visitExpression(TypedStmt.Expression e, Void v) {
                line(sb, depth, print(e.expression()) + ";");
                return null;
            }
            @Override public Void visitDeclare(TypedStmt.Declare d, Void v) {
                line(sb, depth, "declare " + d.variable().type().spelling() + " " + d.variable().name()
                        + d.initializer().map(i -> " = " + print(i)).orElse("") + ";");
                return null;
            }
            @Override public Void visitIf(TypedStmt.If i, Void v) {
                line(sb, depth, "if " + print(i.condition()));
                statement(i.then(), depth + 1, sb);
                if (i.otherwise().isPresent()) {
                    line(sb, depth, "else");
                    statement(i.otherwise().get(), depth + 1, sb);
                }
                return null;
            }
            @Override public Void visitWhile(TypedStmt.While w, Void v) {
                line(sb, depth, "while " + print(w.condition()));
                statement(w.body(), depth + 1, sb);
                return null;
            }
            @Override public Void visitDoWhile(TypedStmt.DoWhile d, Void v) {
                line(sb, depth, "do");
                statement(d.body(), depth + 1, sb);
                line(sb, depth, "while " + print(d.condition()) + ";");
                return null;
            }
            @Override public Void visitFor(TypedStmt.For f, Void v) {
                line(sb, depth, "for " + f.condition().map(TypedPrinter::print).orElse("true")
                        + f.step().map(e -> " step " + print(e)).orElse(""));
                for (TypedStmt t : f.init()) statement(t, depth + 2, sb);
                statement(f.body(), depth + 1, sb);
                return null;
            }
            @Override public Void visitSwitch(TypedStmt.Switch w, Void v) {
                line(sb, depth, "switch " + print(w.value()) + " " + w.cases());
                statement(w.body(), depth + 1, sb);
                return null;
            }
            @Override public Void visitCaseLabel(TypedStmt.CaseLabel c, Void v) {
                line(sb, depth, c.label() + ":");
                statement(c.statement(), depth, sb);
                return null;
            }
            @Override public Void visitLabeled(TypedStmt.Labeled l, Void v) {
                line(sb, depth, l.label().name() + ":");
                statement(l.statement(), depth, sb);
                return null;
            }
            @Override public Void visitGoto(TypedStmt.Goto g, Void v) {
                line(sb, depth, "goto " + g.label().name() + ";");
                return null;
            }
            @Override public Void visitBreak(TypedStmt.Break b, Void v) {
                line(sb, depth, "break;");
                return null;
            }
            @Override public Void visitContinue(TypedStmt.Continue c, Void v) {
                line(sb, depth, "continue;");
                return null;
            }
            @Override public Void visitReturn(TypedStmt.Return r, Void v) {
                line(sb, depth, "return" + r.value().map(e -> " " + print(e)).orElse("") + ";");
                return null;
            }
            @Override public Void visitNull(TypedStmt.Null n, Void v) {
                line(sb, depth, ";");
                return null;
            }
            @Override public Void visitAnnotated(TypedStmt.Annotated a, Void v) {
                line(sb, depth, pragmas(a.pragmas()));
                statement(a.statement(), depth, sb);
                return null;
            }
        }, null);
    }
}
