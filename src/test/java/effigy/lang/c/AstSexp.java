package effigy.lang.c;

import effigy.lang.c.ast.Expr;

import java.util.stream.Collectors;

/** Parse trees of expressions as S-expressions, for precedence tests: {@code a + b * c} is {@code (+ a (* b c))}. */
final class AstSexp {
    private AstSexp() {}

    static String of(Expr e) {
        return e.accept(new Expr.Visitor<String, Void>() {
            @Override public String visitIntegerConstant(Expr.IntegerConstant c, Void p) { return c.value().toString(); }
            @Override public String visitCharConstant(Expr.CharConstant c, Void p) { return "'" + c.value() + "'"; }
            @Override public String visitFloatingConstant(Expr.FloatingConstant f, Void p) { return f.text(); }
            @Override public String visitStringLiteral(Expr.StringLiteral s, Void p) { return "\"" + s.bytes() + "\""; }
            @Override public String visitIdentifier(Expr.Identifier i, Void p) { return i.name(); }
            @Override public String visitUnary(Expr.Unary u, Void p) {
                String op = switch (u.op()) {
                    case POST_INC -> "post++";
                    case POST_DEC -> "post--";
                    default -> u.op().symbol();
                };
                return "(" + op + " " + of(u.operand()) + ")";
            }
            @Override public String visitBinary(Expr.Binary b, Void p) {
                return "(" + b.op().symbol() + " " + of(b.left()) + " " + of(b.right()) + ")";
            }
            @Override public String visitAssign(Expr.Assign a, Void p) {
                return "(" + a.op().map(Expr.BinaryOp::symbol).orElse("") + "= " + of(a.target()) + " " + of(a.value()) + ")";
            }
            @Override public String visitConditional(Expr.Conditional c, Void p) {
                return "(? " + of(c.condition()) + " " + of(c.then()) + " " + of(c.otherwise()) + ")";
            }
            @Override public String visitCast(Expr.Cast c, Void p) {
                return "(cast " + c.type().span().text() + " " + of(c.operand()) + ")";
            }
            @Override public String visitSizeofExpr(Expr.SizeofExpr s, Void p) { return "(sizeof " + of(s.operand()) + ")"; }
            @Override public String visitSizeofType(Expr.SizeofType s, Void p) { return "(sizeof-type " + s.type().span().text() + ")"; }
            @Override public String visitCall(Expr.Call c, Void p) {
                return "(call " + of(c.callee()) + c.arguments().stream().map(a -> " " + of(a)).collect(Collectors.joining()) + ")";
            }
            @Override public String visitIndex(Expr.Index i, Void p) { return "([] " + of(i.array()) + " " + of(i.index()) + ")"; }
            @Override public String visitMember(Expr.Member m, Void p) {
                return "(" + (m.arrow() ? "->" : ".") + " " + of(m.base()) + " " + m.member() + ")";
            }
            @Override public String visitOffsetof(Expr.Offsetof o, Void p) { return "(offsetof " + o.type().span().text() + ")"; }
            @Override public String visitStatementExpr(Expr.StatementExpr s, Void p) { return "({ " + s.body().items().size() + " items })"; }
            @Override public String visitVaArg(Expr.VaArg v, Void p) { return "(va_arg " + of(v.list()) + " " + v.type().span().text() + ")"; }
        }, null);
    }
}
