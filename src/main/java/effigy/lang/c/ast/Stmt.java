package effigy.lang.c.ast;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/** A statement (or, inside a compound statement, a declaration) as written. */
public sealed interface Stmt {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of statement. */
    interface Visitor<R, P> {
        R visitCompound(Compound s, P p);
        R visitDeclaration(DeclarationStmt s, P p);
        R visitExpression(ExpressionStmt s, P p);
        R visitNull(Null s, P p);
        R visitIf(If s, P p);
        R visitWhile(While s, P p);
        R visitDoWhile(DoWhile s, P p);
        R visitFor(For s, P p);
        R visitSwitch(Switch s, P p);
        R visitCase(Case s, P p);
        R visitDefault(Default s, P p);
        R visitLabeled(Labeled s, P p);
        R visitGoto(Goto s, P p);
        R visitBreak(Break s, P p);
        R visitContinue(Continue s, P p);
        R visitReturn(Return s, P p);
        R visitAnnotated(Annotated s, P p);
    }

    /** What may stand before the first semicolon of a {@code for}: a declaration or an expression. */
    sealed interface ForInit extends Stmt permits DeclarationStmt, ExpressionStmt {}

    /** {@code { items }}: declarations and statements in order. */
    record Compound(List<Stmt> items, Span span) implements Stmt {
        public Compound { items = List.copyOf(items); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCompound(this, p); }
    }

    /** A declaration among the items of a compound statement or in a {@code for} header. */
    record DeclarationStmt(Declaration declaration) implements ForInit {
        public Span span() { return declaration.span(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDeclaration(this, p); }
    }

    /** {@code expression;} (the span includes the semicolon, except in a {@code for} header). */
    record ExpressionStmt(Expr expression, Span span) implements ForInit {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitExpression(this, p); }
    }

    /** {@code ;}. */
    record Null(Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitNull(this, p); }
    }

    record If(Expr condition, Stmt then, Optional<Stmt> otherwise, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIf(this, p); }
    }

    record While(Expr condition, Stmt body, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitWhile(this, p); }
    }

    record DoWhile(Stmt body, Expr condition, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDoWhile(this, p); }
    }

    /** {@code for (init; condition; step) body}; each of the three header parts may be absent. */
    record For(Optional<ForInit> init, Optional<Expr> condition, Optional<Expr> step, Stmt body, Span span)
            implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFor(this, p); }
    }

    record Switch(Expr value, Stmt body, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSwitch(this, p); }
    }

    /** {@code case value: statement}; {@code span} covers {@code case value:}. */
    record Case(Expr value, Stmt statement, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCase(this, p); }
    }

    /** {@code default: statement}; {@code span} covers {@code default:}. */
    record Default(Stmt statement, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDefault(this, p); }
    }

    /** {@code label: statement}; {@code span} covers {@code label:}. */
    record Labeled(String label, Stmt statement, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitLabeled(this, p); }
    }

    /** {@code goto label;}; {@code labelSpan} covers the label name. */
    record Goto(String label, Span labelSpan, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitGoto(this, p); }
    }

    record Break(Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBreak(this, p); }
    }

    record Continue(Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitContinue(this, p); }
    }

    record Return(Optional<Expr> value, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitReturn(this, p); }
    }

    /**
     * A statement preceded by one or more pragmas, which belong to it (for a loop: to the loop). Pragmas with no
     * statement after them before the closing brace annotate a {@link Null} statement.
     */
    record Annotated(List<Pragma> pragmas, Stmt statement, Span span) implements Stmt {
        public Annotated { pragmas = List.copyOf(pragmas); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAnnotated(this, p); }
    }
}
