package effigy.lang.eff;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/**
 * A statement of King's PL/I-style language. Nodes are immutable; every node's {@link #span()} covers its
 * source text, from its first token (its first label, for {@link Labeled}) to its closing {@code ;}.
 */
public sealed interface Stmt {

    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of statement. */
    interface Visitor<R, P> {
        R visitAssign(Assign s, P p);
        R visitIf(If s, P p);
        R visitDoGroup(DoGroup s, P p);
        R visitDoWhile(DoWhile s, P p);
        R visitDoLoop(DoLoop s, P p);
        R visitGoTo(GoTo s, P p);
        R visitCall(Call s, P p);
        R visitReturn(Return s, P p);
        R visitRead(Read s, P p);
        R visitWrite(Write s, P p);
        R visitAssume(Assume s, P p);
        R visitAssert(Assert s, P p);
        R visitProve(Prove s, P p);
        R visitNull(Null s, P p);
        R visitDeclare(Declare s, P p);
        R visitLabeled(Labeled s, P p);
    }

    /**
     * {@code target = value;} (also {@code ←} or {@code <-}). An element target {@code A(i)} has exactly one
     * subscript.
     */
    record Assign(Expr.Ref target, Expr value, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssign(this, p); }
    }

    /**
     * {@code IF condition THEN s1; [ELSE s2;]}. Each branch is a single statement, never a declaration; an
     * {@code ELSE} belongs to the nearest {@code IF} without one.
     */
    record If(Expr condition, Stmt thenBranch, Optional<Stmt> elseBranch, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIf(this, p); }
    }

    /** {@code DO; body END;}: a compound statement. */
    record DoGroup(List<Stmt> body, Span span) implements Stmt {
        public DoGroup { body = List.copyOf(body); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDoGroup(this, p); }
    }

    /** {@code DO WHILE (condition); body END;}. */
    record DoWhile(Expr condition, List<Stmt> body, Span span) implements Stmt {
        public DoWhile { body = List.copyOf(body); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDoWhile(this, p); }
    }

    /**
     * {@code DO variable = from TO to [BY by]; body END;} (the {@code TO} and {@code BY} parts in either
     * order). The control variable is a simple variable.
     */
    record DoLoop(Expr.Name variable, Expr from, Expr to, Optional<Expr> by, List<Stmt> body, Span span)
            implements Stmt {
        public DoLoop { body = List.copyOf(body); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDoLoop(this, p); }
    }

    /** {@code GO TO label;} or {@code GOTO label;}. */
    record GoTo(Ident label, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitGoTo(this, p); }
    }

    /** {@code CALL P(args);} or {@code CALL P;}. */
    record Call(Invocation invocation, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCall(this, p); }
    }

    /** {@code RETURN;}, {@code RETURN (e);} or {@code RETURN e;}. */
    record Return(Optional<Expr> value, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitReturn(this, p); }
    }

    /** {@code READ (r1, r2, ...);}: at least one variable or array element (one subscript each). */
    record Read(List<Expr.Ref> targets, Span span) implements Stmt {
        public Read { targets = List.copyOf(targets); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitRead(this, p); }
    }

    /** {@code WRITE (e1, e2, ...);}: at least one expression; a {@link Expr.SymbolLiteral} is a message. */
    record Write(List<Expr> values, Span span) implements Stmt {
        public Write { values = List.copyOf(values); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitWrite(this, p); }
    }

    /** {@code ASSUME (c);}: conjoin {@code c} to the path condition. */
    record Assume(Expr condition, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssume(this, p); }
    }

    /** {@code ASSERT (c);}: an assertion, used as an ASSUME or a PROVE depending on context. */
    record Assert(Expr condition, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssert(this, p); }
    }

    /** {@code PROVE (c);}: try to show that the path condition implies {@code c}. */
    record Prove(Expr condition, Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitProve(this, p); }
    }

    /**
     * The null statement {@code ;}. A label written just before an {@code END} labels a null statement that
     * ends the group's (or procedure's) body, so {@code GO TO} it continues a loop; such a null statement has
     * a zero-width span at the {@code END}.
     */
    record Null(Span span) implements Stmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitNull(this, p); }
    }

    /** {@code DCL ...;} or {@code DECLARE ...;}: one or more declarations, separated by commas. */
    record Declare(List<Declaration> declarations, Span span) implements Stmt {
        public Declare { declarations = List.copyOf(declarations); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDeclare(this, p); }
    }

    /**
     * {@code L1: L2: statement}: one or more labels (in source order) on a statement, which is never itself
     * {@link Labeled} nor a {@link Declare}.
     */
    record Labeled(List<Ident> labels, Stmt statement, Span span) implements Stmt {
        public Labeled { labels = List.copyOf(labels); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitLabeled(this, p); }
    }
}
