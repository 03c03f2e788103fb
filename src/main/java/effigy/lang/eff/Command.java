package effigy.lang.eff;

import effigy.source.Span;

/**
 * A command of a session script (King's command level), run in order. Every command's {@link #span()}
 * covers its text including the closing {@code ;} ({@code END ...;} for a {@link Define}).
 */
public sealed interface Command {

    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of command. */
    interface Visitor<R, P> {
        R visitInclude(Include c, P p);
        R visitCall(Call c, P p);
        R visitTest(Test c, P p);
        R visitDefine(Define c, P p);
    }

    /**
     * {@code INCLUDE 'file';} (single or double quotes): load the procedures of a program file. {@code path}
     * is the text between the quotes, as written; resolving it is up to the caller.
     */
    record Include(String path, Span span) implements Command {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitInclude(this, p); }
    }

    /** {@code CALL P(args);}: run one (symbolic) execution, choosing paths interactively or by default. */
    record Call(Invocation invocation, Span span) implements Command {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCall(this, p); }
    }

    /**
     * {@code TEST(limit) P(args);}: explore the execution tree exhaustively, cutting each path after
     * {@code limit} steps. {@code limit} is a non-negative {@code int}.
     */
    record Test(int limit, Invocation invocation, Span span) implements Command {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitTest(this, p); }
    }

    /** A procedure defined in the session itself, as it would be in a program file. */
    record Define(Procedure procedure) implements Command {
        public Span span() { return procedure.span(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDefine(this, p); }
    }
}
