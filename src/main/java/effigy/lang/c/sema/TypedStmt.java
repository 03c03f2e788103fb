package effigy.lang.c.sema;

import effigy.lang.c.ast.Pragma;
import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/**
 * A type-checked statement. Names are resolved (variables to {@link Variable}s, labels to {@link Label}s, case
 * labels to their switch's {@link SwitchCase}s), conditions are {@code _Bool} ({@link TypedExpr.Cast.Kind#TO_BOOL}
 * applied), values returned are converted to the return type. Declarations without run-time effect (typedefs,
 * tags, {@code extern} and {@code static} locals, whose initial values are in {@link CProgram#staticObjects()})
 * leave a {@link Null}. Scoping is resolved, so a {@link Block} is only a sequence.
 */
public sealed interface TypedStmt {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of typed statement. */
    interface Visitor<R, P> {
        R visitBlock(Block s, P p);
        R visitExpression(Expression s, P p);
        R visitDeclare(Declare s, P p);
        R visitIf(If s, P p);
        R visitWhile(While s, P p);
        R visitDoWhile(DoWhile s, P p);
        R visitFor(For s, P p);
        R visitSwitch(Switch s, P p);
        R visitCaseLabel(CaseLabel s, P p);
        R visitLabeled(Labeled s, P p);
        R visitGoto(Goto s, P p);
        R visitBreak(Break s, P p);
        R visitContinue(Continue s, P p);
        R visitReturn(Return s, P p);
        R visitNull(Null s, P p);
        R visitAnnotated(Annotated s, P p);
    }

    /** Statements in order (a compound statement, or the declarators of one declaration). */
    record Block(List<TypedStmt> statements, Span span) implements TypedStmt {
        public Block { statements = List.copyOf(statements); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBlock(this, p); }
    }

    /** An expression evaluated for its effects; its value (if any) is discarded. */
    record Expression(TypedExpr expression, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitExpression(this, p); }
    }

    /**
     * The declaration of an automatic ({@link Variable.Kind#LOCAL}) variable, reached in execution: with an
     * initializer the object is initialized here (members and elements the initializer leaves out become zero);
     * without one its value is indeterminate.
     */
    record Declare(Variable variable, Optional<TypedInitializer> initializer, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDeclare(this, p); }
    }

    record If(TypedExpr condition, TypedStmt then, Optional<TypedStmt> otherwise, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIf(this, p); }
    }

    record While(TypedExpr condition, TypedStmt body, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitWhile(this, p); }
    }

    record DoWhile(TypedStmt body, TypedExpr condition, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDoWhile(this, p); }
    }

    /**
     * {@code for (init; condition; step) body}: {@code init} runs once ({@link Declare}s or an
     * {@link Expression}, possibly nothing); an absent condition is true; {@code step} runs after the body and
     * after {@code continue}.
     */
    record For(List<TypedStmt> init, Optional<TypedExpr> condition, Optional<TypedExpr> step, TypedStmt body, Span span)
            implements TypedStmt {
        public For { init = List.copyOf(init); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFor(this, p); }
    }

    /**
     * {@code switch (value) body}: {@code value} is promoted; control goes to the {@link CaseLabel} whose case
     * value equals it, else to the default label if there is one, else past the switch. {@code cases} lists
     * every case and default label of this switch (not of nested switches) in source order, values distinct.
     */
    record Switch(TypedExpr value, List<SwitchCase> cases, TypedStmt body, Span span) implements TypedStmt {
        public Switch { cases = List.copyOf(cases); }

        public Optional<SwitchCase> defaultCase() { return cases.stream().filter(SwitchCase::isDefault).findFirst(); }

        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSwitch(this, p); }
    }

    /** {@code case v: statement} or {@code default: statement} inside a switch body, anywhere in it. */
    record CaseLabel(SwitchCase label, TypedStmt statement, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCaseLabel(this, p); }
    }

    record Labeled(Label label, TypedStmt statement, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitLabeled(this, p); }
    }

    /** {@code goto label;} where {@code label} is defined in the same function. */
    record Goto(Label label, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitGoto(this, p); }
    }

    /** Leaves the innermost enclosing loop or switch. */
    record Break(Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBreak(this, p); }
    }

    /** Ends the current iteration of the innermost enclosing loop. */
    record Continue(Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitContinue(this, p); }
    }

    /**
     * {@code return;} (only in a function returning void) or {@code return value;} with the value converted to
     * the return type (or, in a void function, a void expression).
     */
    record Return(Optional<TypedExpr> value, Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitReturn(this, p); }
    }

    record Null(Span span) implements TypedStmt {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitNull(this, p); }
    }

    /** A statement with the pragmas written before it (for a loop, the loop's pragmas). */
    record Annotated(List<Pragma> pragmas, TypedStmt statement, Span span) implements TypedStmt {
        public Annotated { pragmas = List.copyOf(pragmas); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAnnotated(this, p); }
    }
}
