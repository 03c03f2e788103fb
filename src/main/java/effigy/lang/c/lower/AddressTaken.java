package effigy.lang.c.lower;

import effigy.lang.c.sema.TypedExpr;
import effigy.lang.c.sema.TypedInitializer;
import effigy.lang.c.sema.TypedStmt;
import effigy.lang.c.sema.Variable;

import java.util.Set;

/**
 * Finds the variables of a function body whose address is taken ({@code &x}, {@code &x.m}, an array {@code x}
 * decayed to a pointer): they must live in memory. Walks every statement, initializer and expression, statement
 * expressions included.
 */
final class AddressTaken implements TypedStmt.Visitor<Void, Void>, TypedInitializer.Visitor<Void, Void>,
        TypedExpr.Visitor<Void, Void> {
    private final Set<Variable> found;
    private final Marker marker = new Marker();

    AddressTaken(Set<Variable> found) { this.found = found; }

    void statement(TypedStmt s) { s.accept(this, null); }

    private void init(TypedInitializer i) { i.accept(this, null); }

    private void expr(TypedExpr e) { e.accept(this, null); }

    /** The variable (or the variable a member belongs to) an lvalue whose address is taken designates. */
    private void mark(TypedExpr lvalue) { lvalue.accept(marker, null); }

    // ------------------------------------------------------------------ statements

    @Override public Void visitBlock(TypedStmt.Block s, Void p) { s.statements().forEach(this::statement); return null; }
    @Override public Void visitExpression(TypedStmt.Expression s, Void p) { expr(s.expression()); return null; }
    @Override public Void visitDeclare(TypedStmt.Declare s, Void p) { s.initializer().ifPresent(this::init); return null; }

    @Override public Void visitIf(TypedStmt.If s, Void p) {
        expr(s.condition());
        statement(s.then());
        s.otherwise().ifPresent(this::statement);
        return null;
    }

    @Override public Void visitWhile(TypedStmt.While s, Void p) { expr(s.condition()); statement(s.body()); return null; }
    @Override public Void visitDoWhile(TypedStmt.DoWhile s, Void p) { statement(s.body()); expr(s.condition()); return null; }

    @Override public Void visitFor(TypedStmt.For s, Void p) {
        s.init().forEach(this::statement);
        s.condition().ifPresent(this::expr);
        s.step().ifPresent(this::expr);
        statement(s.body());
        return null;
    }

    @Override public Void visitSwitch(TypedStmt.Switch s, Void p) { expr(s.value()); statement(s.body()); return null; }
    @Override public Void visitCaseLabel(TypedStmt.CaseLabel s, Void p) { statement(s.statement()); return null; }
    @Override public Void visitLabeled(TypedStmt.Labeled s, Void p) { statement(s.statement()); return null; }
    @Override public Void visitGoto(TypedStmt.Goto s, Void p) { return null; }
    @Override public Void visitBreak(TypedStmt.Break s, Void p) { return null; }
    @Override public Void visitContinue(TypedStmt.Continue s, Void p) { return null; }
    @Override public Void visitReturn(TypedStmt.Return s, Void p) { s.value().ifPresent(this::expr); return null; }
    @Override public Void visitNull(TypedStmt.Null s, Void p) { return null; }
    @Override public Void visitAnnotated(TypedStmt.Annotated s, Void p) { statement(s.statement()); return null; }

    // ------------------------------------------------------------------ initializers

    @Override public Void visitScalar(TypedInitializer.Scalar i, Void p) { expr(i.value()); return null; }
    @Override public Void visitArray(TypedInitializer.ArrayInit i, Void p) { i.elements().forEach(e -> init(e.initializer())); return null; }
    @Override public Void visitStruct(TypedInitializer.StructInit i, Void p) { i.fields().forEach(f -> init(f.initializer())); return null; }
    @Override public Void visitString(TypedInitializer.StringInit i, Void p) { return null; }

    // ------------------------------------------------------------------ expressions

    @Override public Void visitIntConstant(TypedExpr.IntConstant e, Void p) { return null; }
    @Override public Void visitFloatConstant(TypedExpr.FloatConstant e, Void p) { return null; }
    @Override public Void visitVariableRef(TypedExpr.VariableRef e, Void p) { return null; }
    @Override public Void visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return null; }
    @Override public Void visitLoad(TypedExpr.Load e, Void p) { expr(e.lvalue()); return null; }

    @Override public Void visitCast(TypedExpr.Cast e, Void p) {
        if (e.kind() == TypedExpr.Cast.Kind.ARRAY_TO_POINTER) mark(e.operand());
        expr(e.operand());
        return null;
    }

    @Override public Void visitUnary(TypedExpr.Unary e, Void p) { expr(e.operand()); return null; }
    @Override public Void visitBinary(TypedExpr.Binary e, Void p) { expr(e.left()); expr(e.right()); return null; }
    @Override public Void visitLogical(TypedExpr.Logical e, Void p) { expr(e.left()); expr(e.right()); return null; }
    @Override public Void visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { expr(e.pointer()); expr(e.offset()); return null; }
    @Override public Void visitPointerDifference(TypedExpr.PointerDifference e, Void p) { expr(e.left()); expr(e.right()); return null; }
    @Override public Void visitDeref(TypedExpr.Deref e, Void p) { expr(e.pointer()); return null; }

    @Override public Void visitAddressOf(TypedExpr.AddressOf e, Void p) {
        mark(e.operand());
        expr(e.operand());
        return null;
    }

    @Override public Void visitMember(TypedExpr.Member e, Void p) { expr(e.base()); return null; }
    @Override public Void visitAssign(TypedExpr.Assign e, Void p) { expr(e.target()); expr(e.value()); return null; }
    @Override public Void visitUpdate(TypedExpr.Update e, Void p) { expr(e.target()); expr(e.newValue()); return null; }
    @Override public Void visitOldValue(TypedExpr.OldValue e, Void p) { return null; }

    @Override public Void visitConditional(TypedExpr.Conditional e, Void p) {
        expr(e.condition());
        expr(e.then());
        expr(e.otherwise());
        return null;
    }

    @Override public Void visitComma(TypedExpr.Comma e, Void p) { expr(e.left()); expr(e.right()); return null; }

    @Override public Void visitCall(TypedExpr.Call e, Void p) {
        e.arguments().forEach(this::expr);
        expr(e.callee());
        return null;
    }

    @Override public Void visitVlaSize(TypedExpr.VlaSize e, Void p) { return null; }

    @Override public Void visitStatementExpr(TypedExpr.StatementExpr e, Void p) {
        statement(e.body());
        e.result().ifPresent(this::expr);
        return null;
    }

    /** Marks the variable an lvalue designates: a variable itself, or the variable a member (of a member ...) is part of. */
    private final class Marker implements TypedExpr.Visitor<Void, Void> {
        @Override public Void visitVariableRef(TypedExpr.VariableRef e, Void p) { found.add(e.variable()); return null; }
        @Override public Void visitMember(TypedExpr.Member e, Void p) { mark(e.base()); return null; }

        // an object reached through a pointer, or no object: no variable's address is taken
        @Override public Void visitIntConstant(TypedExpr.IntConstant e, Void p) { return null; }
        @Override public Void visitFloatConstant(TypedExpr.FloatConstant e, Void p) { return null; }
        @Override public Void visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return null; }
        @Override public Void visitLoad(TypedExpr.Load e, Void p) { return null; }
        @Override public Void visitCast(TypedExpr.Cast e, Void p) { return null; }
        @Override public Void visitUnary(TypedExpr.Unary e, Void p) { return null; }
        @Override public Void visitBinary(TypedExpr.Binary e, Void p) { return null; }
        @Override public Void visitLogical(TypedExpr.Logical e, Void p) { return null; }
        @Override public Void visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { return null; }
        @Override public Void visitPointerDifference(TypedExpr.PointerDifference e, Void p) { return null; }
        @Override public Void visitDeref(TypedExpr.Deref e, Void p) { return null; }
        @Override public Void visitAddressOf(TypedExpr.AddressOf e, Void p) { return null; }
        @Override public Void visitAssign(TypedExpr.Assign e, Void p) { return null; }
        @Override public Void visitUpdate(TypedExpr.Update e, Void p) { return null; }
        @Override public Void visitOldValue(TypedExpr.OldValue e, Void p) { return null; }
        @Override public Void visitConditional(TypedExpr.Conditional e, Void p) { return null; }
        @Override public Void visitComma(TypedExpr.Comma e, Void p) { return null; }
        @Override public Void visitCall(TypedExpr.Call e, Void p) { return null; }
        @Override public Void visitVlaSize(TypedExpr.VlaSize e, Void p) { return null; }
        @Override public Void visitStatementExpr(TypedExpr.StatementExpr e, Void p) { return null; }
    }
}
