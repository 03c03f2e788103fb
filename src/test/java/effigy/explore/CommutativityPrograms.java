package effigy.explore;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Random, well-formed, terminating {@code .eff} programs for the commutativity properties, as a small
 * AST that prints itself as source text.
 *
 * <p>Programs are decoded from <em>choice tapes</em> ({@link Genome}): lists of integers in [0, {@link Tape#RANGE}),
 * each choice scaled monotonically onto its options, simplest option first. An exhausted tape answers 0, the
 * simplest choice everywhere (short statement lists, no helper, literals). Each top-level statement has a
 * tape of its own, so jqwik's shrinking (dropping list elements, making integers smaller) removes statements
 * and simplifies them one at a time: a failing case ends up as a small program.
 *
 * <p>Well-formedness: every variable read is a parameter or definitely assigned before (assignments in
 * only one branch of an IF, or inside a loop body, do not count after it); loops are bounded (constant
 * bounds, {@code 1 TO K} after {@code ASSUME (K >= 0 & K <= 3)}, or a DO WHILE with its own counter);
 * loop variables, counters and K are never assigned, READ or passed by reference; the helper is not
 * recursive and a value-returning helper always ends with {@code RETURN (e)}.
 */
final class CommutativityPrograms {
    private CommutativityPrograms() {}

    // ------------------------------------------------------------------ the choice tape

    /** Reads choices; an exhausted tape gives 0 (the simplest option) for every choice. */
    static final class Tape {
        static final int RANGE = 10_000;
        private final List<Integer> values;
        private int pos;

        Tape(List<Integer> values) { this.values = values; }

        /** A choice in [0, n), monotone in the tape value (so shrinking values simplifies choices). */
        int draw(int n) {
            int v = pos < values.size() ? values.get(pos) : 0;
            pos++;
            if (n <= 1) return 0;
            v = Math.max(0, Math.min(RANGE - 1, v));
            return (int) ((long) v * n / RANGE);
        }

        boolean exhausted() { return pos >= values.size(); }

        int between(int lo, int hi) { return lo + draw(hi - lo + 1); }

        /** True with about {@code percent}% probability; false on an exhausted tape. */
        boolean chance(int percent) { return draw(100) >= 100 - percent; }

        /** An index chosen with the given weights (zero weight: never); option 0 on an exhausted tape. */
        int pick(int... weights) {
            int total = 0;
            for (int w : weights) total += w;
            int v = draw(total);
            int first = -1;
            for (int i = 0; i < weights.length; i++) {
                if (weights[i] == 0) continue;
                if (first < 0) first = i;
                if (v < weights[i]) return i;
                v -= weights[i];
            }
            return first;
        }

        <T> T element(List<T> options) { return options.get(draw(options.size())); }

        /** An integer in [-maxAbs, maxAbs], simplest first: 0, 1, -1, 2, -2, … */
        long small(int maxAbs) {
            int d = draw(2 * maxAbs + 1);
            long m = (d + 1) / 2;
            return d % 2 == 1 ? m : -m;
        }
    }

    // ------------------------------------------------------------------ AST

    sealed interface Ex permits Lit, Var, Bin, Div, Mod, Neg, Abs, Pow, Sel, Fn {}

    record Lit(long value) implements Ex {}

    record Var(String name) implements Ex {}

    /** {@code +}, {@code -} or {@code *}. */
    record Bin(String op, Ex left, Ex right) implements Ex {}

    record Div(Ex left, Ex right) implements Ex {}

    record Mod(Ex left, Ex right) implements Ex {}

    record Neg(Ex operand) implements Ex {}

    record Abs(Ex operand) implements Ex {}

    /** {@code base ** exponent} with a constant exponent (a symbolic one is unsupported by design). */
    record Pow(Ex base, long exponent) implements Ex {}

    /** An array element {@code array(index)}. */
    record Sel(String array, Ex index) implements Ex {}

    /** A call of the (value-returning) helper in an expression. */
    record Fn(String proc, List<Arg> args) implements Ex {}

    /** An argument: a whole variable (by reference) or any other expression (by value). */
    sealed interface Arg permits ByRef, ByVal {}

    record ByRef(String variable) implements Arg {}

    record ByVal(Ex value) implements Arg {}

    sealed interface Cond permits Cmp, And, Or, Not, Implies {}

    record Cmp(String op, Ex left, Ex right) implements Cond {}

    record And(Cond left, Cond right) implements Cond {}

    record Or(Cond left, Cond right) implements Cond {}

    record Not(Cond operand) implements Cond {}

    record Implies(Cond left, Cond right) implements Cond {}

    sealed interface St permits Assign, Store, If, DoLoop, DoWhile, Call, Read, Write, Assert, Assume, Return {}

    record Assign(String target, Ex value) implements St {}

    record Store(String array, Ex index, Ex value) implements St {}

    record If(Cond cond, List<St> then, List<St> otherwise) implements St {}

    /** {@code DO var = from TO to [BY by]}; {@code by} may be null. */
    record DoLoop(String var, Ex from, Ex to, Ex by, List<St> body) implements St {}

    /** {@code counter = 0; DO WHILE (counter < limit & cond); body; counter = counter + 1; END;} */
    record DoWhile(String counter, int limit, Cond cond, List<St> body) implements St {}

    record Call(String proc, List<Arg> args) implements St {}

    record Read(String target) implements St {}

    /** Items are {@link Ex} values or {@link String} texts. */
    record Write(List<Object> items) implements St {}

    record Assert(Cond cond) implements St {}

    record Assume(Cond cond) implements St {}

    /** {@code RETURN (value)}, or {@code RETURN} when value is null. */
    record Return(Ex value) implements St {}

    /** A procedure: scalar parameters, array parameters (declared {@code (*)}), local array declarations. */
    record Proc(String name, List<String> params, Set<String> arrayParams, List<String> localArrayDecls, List<St> body) {}

    /**
     * What a helper is: absent, a procedure called by CALL, a function (also usable by CALL), or a
     * recursive function {@code H(N, P)} whose first argument bounds the recursion depth.
     */
    enum HelperKind { NONE, PROC, FUNC, REC }

    /**
     * A generated program: its procedures (main first), the entry call's arguments, the names whose
     * values inputs must give (scalar entry symbols, the array symbol, READ bases), and a feature list.
     */
    record GenProgram(List<Proc> procs, List<String> entryArgs, List<String> scalarSymbols, String arraySymbol,
                      List<String> readBases, HelperKind helper, int stepLimit, int depthLimit, Set<String> features) {
        String text() { return new Printer(false, "").print(procs).text(); }

        String call() { return procs.get(0).name() + "(" + String.join(", ", entryArgs) + ")"; }

        /** The program with procedure names suffixed and every ASSUME written as an ASSERT (same length). */
        Printed variant(String suffix) { return new Printer(true, suffix).print(procs); }

        String variantCall(String suffix) { return procs.get(0).name() + suffix + "(" + String.join(", ", entryArgs) + ")"; }

        boolean hasAssume() { return features.contains("assume"); }

        @Override public String toString() {
            return "\n" + text() + "call: " + call() + "  (step limit " + stepLimit + ", depth limit " + depthLimit + ")\nfeatures: " + features + "\n";
        }
    }

    /** Printed text, with the offsets of the ASSERTs that stand for ASSUMEs in a variant. */
    record Printed(String text, Set<Integer> convertedAssumeOffsets) {}

    // ------------------------------------------------------------------ printing

    static final class Printer {
        private final boolean assumeAsAssert;
        private final String suffix;
        private final StringBuilder sb = new StringBuilder();
        private final Set<Integer> offsets = new TreeSet<>();

        Printer(boolean assumeAsAssert, String suffix) {
            this.assumeAsAssert = assumeAsAssert;
            this.suffix = suffix;
        }

        Printed print(List<Proc> procs) {
            for (Proc p : procs) proc(p);
            return new Printed(sb.toString(), offsets);
        }

        private void proc(Proc p) {
            List<String> all = new ArrayList<>(p.params());
            all.addAll(p.arrayParams());
            sb.append(p.name()).append(suffix).append(": PROCEDURE (").append(String.join(", ", all)).append(");\n");
            for (String a : p.arrayParams()) sb.append("  DCL ").append(a).append("(*) INTEGER;\n");
            for (String d : p.localArrayDecls()) sb.append("  DCL ").append(d).append(" INTEGER;\n");
            for (St s : p.body()) stmt(s, 1);
            sb.append("END;\n");
        }

        private void indent(int n) { sb.append("  ".repeat(n)); }

        private void stmt(St s, int in) {
            indent(in);
            if (s instanceof Assign a) {
                sb.append(a.target()).append(" = ").append(ex(a.value())).append(";\n");
            } else if (s instanceof Store st) {
                sb.append(st.array()).append('(').append(ex(st.index())).append(") = ").append(ex(st.value())).append(";\n");
            } else if (s instanceof If i) {
                sb.append("IF ").append(cond(i.cond())).append(" THEN");
                branch(i.then(), in);
                if (!i.otherwise().isEmpty()) {
                    indent(in);
                    sb.append("ELSE");
                    branch(i.otherwise(), in);
                }
            } else if (s instanceof DoLoop d) {
                sb.append("DO ").append(d.var()).append(" = ").append(ex(d.from())).append(" TO ").append(ex(d.to()));
                if (d.by() != null) sb.append(" BY ").append(ex(d.by()));
                sb.append(";\n");
                for (St b : d.body()) stmt(b, in + 1);
                indent(in);
                sb.append("END;\n");
            } else if (s instanceof DoWhile w) {
                sb.append(w.counter()).append(" = 0;\n");
                indent(in);
                sb.append("DO WHILE ((").append(w.counter()).append(" < ").append(w.limit()).append(") & (").append(cond(w.cond())).append("));\n");
                for (St b : w.body()) stmt(b, in + 1);
                indent(in + 1);
                sb.append(w.counter()).append(" = ").append(w.counter()).append(" + 1;\n");
                indent(in);
                sb.append("END;\n");
            } else if (s instanceof Call c) {
                sb.append("CALL ").append(c.proc()).append(suffix).append('(').append(args(c.args())).append(");\n");
            } else if (s instanceof Read r) {
                sb.append("READ (").append(r.target()).append(");\n");
            } else if (s instanceof Write w) {
                List<String> items = new ArrayList<>();
                for (Object o : w.items()) items.add(o instanceof Ex e ? ex(e) : "\"" + o + "\"");
                sb.append("WRITE (").append(String.join(", ", items)).append(");\n");
            } else if (s instanceof Assert a) {
                sb.append("ASSERT (").append(cond(a.cond())).append(");\n");
            } else if (s instanceof Assume a) {
                if (assumeAsAssert) {
                    offsets.add(sb.length());
                    sb.append("ASSERT (");
                } else {
                    sb.append("ASSUME (");
                }
                sb.append(cond(a.cond())).append(");\n");
            } else {
                Return r = (Return) s;
                sb.append(r.value() == null ? "RETURN;\n" : "RETURN (" + ex(r.value()) + ");\n");
            }
        }

        /** A branch: one simple statement inline, anything else (or an IF: no dangling ELSE) in a DO group. */
        private void branch(List<St> body, int in) {
            if (body.size() == 1 && !(body.get(0) instanceof If) && !(body.get(0) instanceof DoWhile)) {
                sb.append('\n');
                stmt(body.get(0), in + 1);
                return;
            }
            sb.append(" DO;\n");
            for (St b : body) stmt(b, in + 1);
            indent(in);
            sb.append("END;\n");
        }

        private String args(List<Arg> args) {
            List<String> out = new ArrayList<>();
            for (Arg a : args) {
                if (a instanceof ByRef r) out.add(r.variable());
                else {
                    Ex v = ((ByVal) a).value();
                    // a bare name (even parenthesised) would be passed by reference
                    out.add(v instanceof Var x ? "(" + x.name() + " + 0)" : ex(v));
                }
            }
            return String.join(", ", out);
        }

        String ex(Ex e) {
            if (e instanceof Lit l) return l.value() < 0 ? "(" + l.value() + ")" : Long.toString(l.value());
            if (e instanceof Var v) return v.name();
            if (e instanceof Bin b) return "(" + ex(b.left()) + " " + b.op() + " " + ex(b.right()) + ")";
            if (e instanceof Div d) return "(" + ex(d.left()) + " / " + ex(d.right()) + ")";
            if (e instanceof Mod m) return "MOD(" + ex(m.left()) + ", " + ex(m.right()) + ")";
            if (e instanceof Neg n) {
                Ex o = n.operand();
                boolean bracketed = o instanceof Var || o instanceof Bin || o instanceof Div;
                return "(-" + (bracketed ? ex(o) : "(" + ex(o) + ")") + ")";
            }
            if (e instanceof Abs a) return "ABS(" + ex(a.operand()) + ")";
            if (e instanceof Pow w) return "(" + atom(w.base()) + " ** " + (w.exponent() < 0 ? "(" + w.exponent() + ")" : w.exponent()) + ")";
            if (e instanceof Sel s) return s.array() + "(" + ex(s.index()) + ")";
            Fn f = (Fn) e;
            return f.proc() + suffix + "(" + args(f.args()) + ")";
        }

        /** An operand that binds tighter than any operator. */
        private String atom(Ex e) {
            String x = ex(e);
            return e instanceof Var || e instanceof Sel || e instanceof Fn || e instanceof Abs || e instanceof Mod
                    || (e instanceof Lit l && l.value() >= 0) ? x : "(" + x + ")";
        }

        String cond(Cond c) {
            if (c instanceof Cmp k) return ex(k.left()) + " " + k.op() + " " + ex(k.right());
            if (c instanceof And a) return "(" + cond(a.left()) + ") & (" + cond(a.right()) + ")";
            if (c instanceof Or o) return "(" + cond(o.left()) + ") | (" + cond(o.right()) + ")";
            if (c instanceof Implies i) return "(" + cond(i.left()) + ") ⊃ (" + cond(i.right()) + ")";
            return "¬(" + cond(((Not) c).operand()) + ")";
        }
    }

    // ------------------------------------------------------------------ decoding

    /** Decodes a program from a tape. */
    /**
     * The choices a program is decoded from: program-level choices (parameters, helper kind, entry arguments,
     * limits, final RETURNs) on the header tape, and one tape per top-level statement of the helper and of
     * main. Dropping an element of a body list drops one statement, so shrinking is local.
     */
    record Genome(List<Integer> header, List<List<Integer>> helperBody, List<List<Integer>> mainBody) {}

    static GenProgram decode(Genome g) { return new Decoder(g).program(); }

    private static final List<String> CMP = List.of("=", "¬=", "<", "<=", ">", ">=", "¬>", "¬<");
    private static final List<Long> DIVISORS = List.of(2L, 3L, -2L, 1L, 4L, -3L, -1L, 5L);

    /** The variables of one procedure as decoding goes. */
    private static final class Scope {
        final boolean main;
        /** Definitely assigned scalars (parameters, assigned locals, loop variables after their loop). */
        Set<String> defined = new TreeSet<>();
        /** Scalars that may be read but never assigned here: K, active loop variables and counters. */
        final Set<String> readOnly = new TreeSet<>();
        /** Scalars that may be assigned: parameters but K, and locals. */
        final List<String> assignable;
        final List<String> arrays;
        final List<String> loopVars;
        final List<String> counters;
        int loopDepth;
        boolean hasK;

        Scope(boolean main, List<String> assignable, List<String> arrays, List<String> loopVars, List<String> counters) {
            this.main = main;
            this.assignable = assignable;
            this.arrays = arrays;
            this.loopVars = loopVars;
            this.counters = counters;
        }

        List<String> readable() { return new ArrayList<>(defined); }

        List<String> writable() {
            List<String> out = new ArrayList<>();
            for (String v : assignable) if (!readOnly.contains(v)) out.add(v);
            return out;
        }

        /** Defined and writable: what can be passed by reference. */
        List<String> refs() {
            List<String> out = new ArrayList<>();
            for (String v : writable()) if (defined.contains(v)) out.add(v);
            return out;
        }

        String free(List<String> pool) {
            for (String v : pool) if (!readOnly.contains(v)) return v;
            return null;
        }
    }

    private static final class Decoder {
        private final Genome genome;
        private final Tape header;
        /** The tape choices are drawn from: the header, or the tape of the statement being decoded. */
        private Tape t;
        private int budget;
        private int calls;
        /**
         * Products of variables and powers of degree 2 or 3 left: only in main outside loops, at most two per
         * program, so that degrees stay low (Z3 can take minutes to stop on high-degree queries).
         */
        private int nonlinear = 2;
        private HelperKind helperKind = HelperKind.NONE;
        private Proc helper;
        private final Set<String> readBases = new LinkedHashSet<>();
        private final Set<String> features = new TreeSet<>();

        Decoder(Genome g) {
            this.genome = g;
            this.header = new Tape(g.header());
            this.t = header;
        }

        /** Top-level statements, each from its own tape (nested statements draw from the same tape). */
        private List<St> body(Scope s, List<List<Integer>> tapes, int max, boolean kLoopFirst) {
            List<St> out = new ArrayList<>();
            for (int i = 0; i < tapes.size() && i < max && budget > 0; i++) {
                t = new Tape(tapes.get(i));
                if (i == 0 && kLoopFirst) {
                    budget--;
                    out.add(loop(s, 0, 1));
                } else {
                    out.add(stmt(s, 0));
                }
            }
            t = header;
            return out;
        }

        GenProgram program() {
            int scalars = t.between(2, 3);
            List<String> params = new ArrayList<>(List.of("X", "Y", "Z").subList(0, scalars));
            boolean array = t.chance(40);
            boolean hasK = t.chance(25);
            boolean localArray = t.chance(20);
            helperKind = HelperKind.values()[t.pick(40, 20, 25, 15)];

            if (helperKind == HelperKind.REC) {
                helper = recursiveHelper();
                features.add("helper-recursive");
            } else if (helperKind != HelperKind.NONE) {
                helper = helper(array);
                features.add("helper-" + helperKind.name().toLowerCase());
            }

            List<String> assignable = new ArrayList<>(params);
            assignable.addAll(List.of("T", "U", "V"));
            List<String> arrays = new ArrayList<>();
            if (array) { arrays.add("A"); features.add("array"); }
            if (localArray) { arrays.add("C"); features.add("local-array"); }
            Scope s = new Scope(true, assignable, arrays, List.of("I", "J"), List.of("W1", "W2"));
            s.defined.addAll(params);
            List<String> allParams = new ArrayList<>(params);
            List<St> body = new ArrayList<>();
            if (hasK) {
                allParams.add("K");
                s.defined.add("K");
                s.readOnly.add("K");
                s.hasK = true;
                body.add(new Assume(new And(new Cmp(">=", new Var("K"), new Lit(0)), new Cmp("<=", new Var("K"), new Lit(3)))));
                features.add("K-loop-bound");
                features.add("assume");
            }
            budget = 14;
            body.addAll(body(s, genome.mainBody(), 8, hasK && t.chance(60)));
            if (body.isEmpty() || t.chance(60)) body.add(new Return(ex(s, 2, true)));

            List<String> localDecls = localArray ? List.of(t.chance(50) ? "C(4)" : "C(0:3)") : List.of();
            Proc main = new Proc("MAIN", allParams, array ? Set.of("A") : Set.of(), localDecls, body);

            List<String> entry = new ArrayList<>();
            Set<String> symbols = new LinkedHashSet<>();
            for (String p : params) {
                String q = "\"" + p + "\"";
                switch (t.pick(50, 25, 6, 8, 5, 6)) {
                    case 1 -> { entry.add(p); symbols.add(p); features.add("entry-by-reference"); }
                    case 2 -> { entry.add(Long.toString(t.small(4))); features.add("entry-constant"); }
                    case 3 -> { entry.add(q + " + " + t.between(1, 4)); symbols.add(p); features.add("entry-expression"); }
                    case 4 -> {
                        entry.add(p.equals("X") ? q + " / 2" : "2 * " + q + " - \"X\"");
                        symbols.add(p);
                        symbols.add("X");
                        features.add("entry-expression");
                    }
                    case 5 -> { entry.add("-" + q); symbols.add(p); features.add("entry-expression"); }
                    default -> { entry.add(q); symbols.add(p); }
                }
            }
            if (hasK) { entry.add("\"K\""); symbols.add("K"); }
            List<String> scalarSymbols = new ArrayList<>(symbols);
            if (array) entry.add(t.chance(50) ? "A" : "\"A\"");
            int stepLimit = 300, depthLimit = 10_000;
            if (t.chance(8)) { stepLimit = t.between(2, 40); features.add("small-step-limit"); }
            if (helper != null && t.chance(8)) { depthLimit = 1; features.add("depth-limit"); }

            List<Proc> procs = new ArrayList<>(List.of(main));
            if (helper != null) procs.add(helper);
            return new GenProgram(procs, entry, scalarSymbols, array ? "A" : null, new ArrayList<>(readBases), helperKind,
                    stepLimit, depthLimit, features);
        }

        private Proc helper(boolean mainHasArray) {
            List<String> params = new ArrayList<>(List.of("P"));
            if (t.chance(50)) params.add("Q");
            boolean array = mainHasArray && t.chance(50);
            List<String> assignable = new ArrayList<>(params);
            assignable.addAll(List.of("R", "S"));
            Scope s = new Scope(false, assignable, array ? List.of("B") : List.of(), List.of("M", "N"), List.of("W1"));
            s.defined.addAll(params);
            budget = 5;
            List<St> body = new ArrayList<>(body(s, genome.helperBody(), 4, false));
            if (helperKind == HelperKind.FUNC) body.add(new Return(ex(s, 2, false)));
            return new Proc("H", params, array ? Set.of("B") : Set.of(), List.of(), body);
        }

        /**
         * {@code H: PROCEDURE (N, P); IF N <= 0 THEN RETURN (e); ...; RETURN (H(N - 1, P) + e);} (or a CALL
         * then RETURN): N is never assigned, so the recursion is as deep as the first argument is large.
         */
        private Proc recursiveHelper() {
            Scope s = new Scope(false, new ArrayList<>(List.of("P", "R", "S")), List.of(), List.of("M"), List.of("W1"));
            s.defined.addAll(List.of("N", "P"));
            s.readOnly.add("N");
            budget = 4;
            List<St> body = new ArrayList<>();
            body.add(new If(new Cmp("<=", new Var("N"), new Lit(0)), List.of(new Return(ex(s, 1, false))), List.of()));
            body.addAll(body(s, genome.helperBody(), 3, false));
            Fn self = new Fn("H", List.of(new ByVal(new Bin("-", new Var("N"), new Lit(1))), new ByRef("P")));
            if (t.chance(50)) {
                body.add(new Return(new Bin(t.chance(50) ? "+" : "-", self, ex(s, 1, false))));
            } else {
                body.add(new Call("H", self.args()));
                body.add(new Return(ex(s, 1, false)));
            }
            return new Proc("H", List.of("N", "P"), Set.of(), List.of(), body);
        }

        /** A statement list; {@code mayReturn}: may end with an early RETURN (value-returning procedures). */
        private List<St> block(Scope s, int depth, int min, int max, boolean mayReturn) {
            int n = t.between(min, max);
            List<St> out = new ArrayList<>();
            for (int i = 0; i < n && (budget > 0 || out.isEmpty()); i++) {
                if (i >= min && t.exhausted()) break;
                out.add(stmt(s, depth));
            }
            if (mayReturn && depth > 0 && t.chance(12)) {
                boolean value = s.main || helperKind != HelperKind.PROC;
                out.add(new Return(value ? ex(s, 1, s.main) : null));
                features.add("early-return");
            }
            return out;
        }

        private St stmt(Scope s, int depth) {
            budget--;
            List<String> writable = s.writable();
            boolean nest = depth < 2 && budget > 1;
            int k = t.pick(
                    30,                                                      // 0 assignment
                    s.arrays.isEmpty() ? 0 : 8,                              // 1 array element assignment
                    nest ? 14 : 0,                                           // 2 IF
                    nest && s.free(s.loopVars) != null ? (s.hasK && s.loopDepth == 0 ? 20 : 9) : 0, // 3 DO I = ...
                    nest && s.free(s.counters) != null ? 3 : 0,              // 4 DO WHILE
                    s.main && helper != null && calls < 3 ? 7 : 0,           // 5 CALL
                    4,                                                       // 6 READ
                    7,                                                       // 7 WRITE
                    4,                                                       // 8 ASSERT
                    2);                                                      // 9 ASSUME
            switch (k) {
                case 1: {
                    String a = t.element(s.arrays);
                    Ex index = index(s);
                    return new Store(a, index, ex(s, 2, s.main));
                }
                case 2: {
                    Cond c = cond(s, 2);
                    Set<String> before = s.defined;
                    s.defined = new TreeSet<>(before);
                    List<St> then = block(s, depth + 1, 1, 3, true);
                    Set<String> afterThen = s.defined;
                    List<St> otherwise = List.of();
                    Set<String> afterElse = before;
                    if (t.chance(50)) {
                        s.defined = new TreeSet<>(before);
                        otherwise = block(s, depth + 1, 1, 3, true);
                        afterElse = s.defined;
                    }
                    Set<String> joined = new TreeSet<>(afterThen);
                    joined.retainAll(afterElse);
                    joined.addAll(before);
                    s.defined = joined;
                    return new If(c, then, otherwise);
                }
                case 3: return loop(s, depth, -1);
                case 4: {
                    String w = s.free(s.counters);
                    int limit = t.between(1, 3);
                    s.defined.add(w);
                    Cond c = cond(s, 1);
                    Set<String> before = new TreeSet<>(s.defined);
                    s.readOnly.add(w);
                    s.loopDepth++;
                    List<St> body = block(s, depth + 1, 1, 3, false);
                    s.loopDepth--;
                    s.readOnly.remove(w);
                    s.defined = before;
                    features.add("do-while");
                    return new DoWhile(w, limit, c, body);
                }
                case 5: {
                    calls++;
                    features.add("call-statement");
                    return new Call(helper.name(), args(s));
                }
                case 6: {
                    if (writable.isEmpty()) return write(s);
                    String v = t.element(writable);
                    s.defined.add(v);
                    readBases.add(v);
                    features.add("read");
                    return new Read(v);
                }
                case 7: return write(s);
                case 8: features.add("assert"); return new Assert(cond(s, 2));
                case 9: features.add("assume"); return new Assume(cond(s, 1));
                default: {
                    if (writable.isEmpty()) return write(s);
                    String v = t.element(writable);
                    Ex e = ex(s, 3, s.main);
                    s.defined.add(v);
                    return new Assign(v, e);
                }
            }
        }

        private St write(Scope s) {
            List<Object> items = new ArrayList<>();
            if (t.chance(20)) items.add(t.element(List.of("V is", "here", "A")));
            int n = t.between(1, 2);
            for (int i = 0; i < n; i++) items.add(ex(s, 2, s.main));
            features.add("write");
            return new Write(items);
        }

        /** A DO loop; {@code form} chooses its bounds (-1: drawn from the tape). */
        private St loop(Scope s, int depth, int form) {
            String v = s.free(s.loopVars);
            Ex from, to, by = null;
            if (form < 0) form = t.pick(30, s.hasK ? 60 : 0, 10, 10, 15, s.hasK ? 15 : 0, s.hasK ? 8 : 0);
            switch (form) {
                case 1 -> { from = new Lit(1); to = new Var("K"); features.add("loop-to-K"); }
                case 2 -> { from = new Lit(3); to = new Lit(1); by = new Lit(-1); }
                case 3 -> { from = new Lit(0); to = new Lit(4); by = new Lit(2); }
                case 4 -> {
                    List<String> scalars = new ArrayList<>();
                    for (String r : s.readable()) if (!s.loopVars.contains(r) && !s.counters.contains(r)) scalars.add(r);
                    String base = t.element(scalars);
                    from = new Var(base);
                    to = new Bin("+", new Var(base), new Lit(t.between(0, 2)));
                    features.add("loop-symbolic-start");
                }
                case 5 -> { from = new Lit(1); to = new Lit(3); by = new Bin("+", new Var("K"), new Lit(1)); features.add("loop-symbolic-step"); }
                case 6 -> { from = new Lit(3); to = new Lit(1); by = new Neg(new Bin("+", new Var("K"), new Lit(1))); features.add("loop-symbolic-step"); }
                default -> { from = new Lit(1); to = new Lit(t.between(1, 3)); }
            }
            Set<String> before = new TreeSet<>(s.defined);
            s.defined.add(v);
            s.readOnly.add(v);
            s.loopDepth++;
            List<St> body = block(s, depth + 1, 1, 3, true);
            s.loopDepth--;
            s.readOnly.remove(v);
            before.add(v);
            s.defined = before;
            features.add(s.loopDepth > 0 ? "nested-loop" : "loop");
            return new DoLoop(v, from, to, by, body);
        }

        private List<Arg> args(Scope s) {
            List<Arg> out = new ArrayList<>();
            List<String> refs = s.refs();
            for (String p : helper.params()) {
                if (helperKind == HelperKind.REC && p.equals("N")) {
                    out.add(new ByVal(switch (t.pick(40, 30, 30)) {
                        case 1 -> new Mod(ex(s, 1, false), new Lit(t.between(2, 4)));
                        case 2 -> s.hasK ? new Bin("+", new Var("K"), new Lit(0)) : new Lit(t.between(0, 3));
                        default -> new Lit(t.between(0, 3));
                    }));
                    continue;
                }
                if (!refs.isEmpty() && t.chance(50)) {
                    out.add(new ByRef(t.element(refs)));
                    features.add("by-reference");
                } else {
                    out.add(new ByVal(ex(s, 1, false)));
                }
            }
            for (String a : helper.arrayParams()) out.add(new ByRef("A"));
            return out;
        }

        private Ex index(Scope s) {
            return switch (t.pick(40, 30, 30)) {
                case 1 -> new Var(t.element(s.readable()));
                case 2 -> new Bin(t.chance(30) ? "-" : "+", new Var(t.element(s.readable())), new Lit(t.between(0, 2)));
                default -> new Lit(t.between(0, 4));
            };
        }

        private Ex ex(Scope s, int depth, boolean allowCalls) {
            boolean deep = depth > 0;
            int k = t.pick(
                    12,                                                               // 0 literal
                    30,                                                               // 1 variable
                    deep ? 20 : 0,                                                    // 2 + -
                    deep ? 10 : 0,                                                    // 3 *
                    deep ? 7 : 0,                                                     // 4 /
                    deep ? 5 : 0,                                                     // 5 MOD
                    deep ? 3 : 0,                                                     // 6 unary minus
                    s.arrays.isEmpty() ? 0 : 8,                                       // 7 array element
                    deep && allowCalls && (helperKind == HelperKind.FUNC || helperKind == HelperKind.REC) && calls < 3 ? 10 : 0, // 8 H(...)
                    deep ? 3 : 0,                                                     // 9 ABS
                    deep ? 3 : 0);                                                    // 10 **
            switch (k) {
                case 0: return new Lit(t.small(5) * (t.chance(3) ? 1_000_000_007L : 1));
                case 2: return new Bin(t.chance(40) ? "-" : "+", ex(s, depth - 1, allowCalls), ex(s, depth - 1, allowCalls));
                case 3: {
                    if (s.main && s.loopDepth == 0 && nonlinear > 0 && t.chance(30)) {
                        nonlinear--;
                        // a product of two atoms: keeps degrees small enough for the solver
                        features.add("nonlinear");
                        return new Bin("*", ex(s, 0, false), ex(s, 0, false));
                    }
                    return new Bin("*", ex(s, depth - 1, allowCalls), new Lit(t.small(3)));
                }
                case 4: return new Div(ex(s, depth - 1, allowCalls), divisor(s));
                case 5: return new Mod(ex(s, depth - 1, allowCalls), divisor(s));
                case 6: return new Neg(ex(s, depth - 1, allowCalls));
                case 7: return new Sel(t.element(s.arrays), index(s));
                case 9: features.add("abs"); return new Abs(ex(s, depth - 1, allowCalls));
                case 10: {
                    features.add("power");
                    long e = t.element(List.of(2L, 0L, 1L, -1L, 3L, -2L));
                    if (e >= 2) {
                        if (s.main && s.loopDepth == 0 && nonlinear > 0) nonlinear--;
                        else e = 1 - e;   // -1 or -2: no degree
                    }
                    return new Pow(ex(s, 0, false), e);
                }
                case 8: {
                    calls++;
                    features.add("function-call");
                    return new Fn(helper.name(), args(s));
                }
                default: return new Var(t.element(s.readable()));
            }
        }

        private Ex divisor(Scope s) {
            if (t.chance(20)) {
                features.add("division-by-variable");
                return new Var(t.element(s.readable()));
            }
            return new Lit(t.element(DIVISORS));
        }

        private Cond cond(Scope s, int depth) {
            int k = t.pick(60, depth > 0 ? 14 : 0, depth > 0 ? 14 : 0, depth > 0 ? 8 : 0, depth > 0 ? 4 : 0);
            return switch (k) {
                case 4 -> { features.add("implies"); yield new Implies(cond(s, depth - 1), cond(s, depth - 1)); }
                case 1 -> new And(cond(s, depth - 1), cond(s, depth - 1));
                case 2 -> new Or(cond(s, depth - 1), cond(s, depth - 1));
                case 3 -> new Not(cond(s, depth - 1));
                default -> {
                    String op = t.element(CMP);
                    Ex l = ex(s, 1, s.main);
                    if (l instanceof Lit) l = new Var(t.element(s.readable()));
                    Ex r = t.chance(50) ? new Lit(t.small(4)) : ex(s, 1, s.main);
                    yield new Cmp(op, l, r);
                }
            };
        }
    }

    /** Names of the READ symbols a base may get on one path: {@code base}, {@code base_2}, … */
    static List<String> readSymbolNames(Collection<String> bases, int perBase) {
        List<String> out = new ArrayList<>();
        for (String b : bases) {
            out.add(b);
            for (int k = 2; k <= perBase; k++) out.add(b + "_" + k);
        }
        return out;
    }
}
