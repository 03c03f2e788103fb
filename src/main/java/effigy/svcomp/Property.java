package effigy.svcomp;

import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An SV-COMP property file ({@code .prp}) as SV-COMP distributes it: one or more lines
 * {@code CHECK( init(main()), LTL(formula) )}, all with the same entry function. The formulas Effigy knows:
 * <ul>
 *   <li>{@code G ! call(reach_error())}: {@link Kind#UNREACH_CALL}, with the function's name ({@link #function()});</li>
 *   <li>{@code G ! overflow}: {@link Kind#NO_OVERFLOW};</li>
 *   <li>{@code G valid-free}, {@code G valid-deref}, {@code G valid-memtrack} (one line each, in one file):
 *       {@link Kind#VALID_MEMSAFETY}, with the subproperties in the file's order;</li>
 *   <li>{@code G valid-memcleanup}: {@link Kind#VALID_MEMCLEANUP};</li>
 *   <li>{@code F end}: {@link Kind#TERMINATION};</li>
 *   <li>Test-Comp's coverage properties, {@code COVER( init(main()), FQL(COVER EDGES(...)) )} (and their older
 *       spelling {@code CHECK( init(main()), FQL(cover EDGES(...)) )}): {@code @CALL(reach_error)} is
 *       {@link Kind#COVERAGE_ERROR_CALL} (with the function), {@code @DECISIONEDGE} {@link Kind#COVERAGE_BRANCHES},
 *       {@code @CONDITIONEDGE} {@link Kind#COVERAGE_CONDITIONS}, {@code @BASICBLOCKENTRY}
 *       {@link Kind#COVERAGE_STATEMENTS}. They ask for a test suite, not a verdict ({@link Kind#coverage()}).</li>
 * </ul>
 * Anything else (another formula, a malformed line, lines of different kinds or entries) is a
 * {@link DiagnosticException} at the offending place.
 */
public record Property(Kind kind, String entry, String function, List<String> subproperties, Span span) {
    public enum Kind {
        UNREACH_CALL("unreach-call"),
        NO_OVERFLOW("no-overflow"),
        VALID_MEMSAFETY("valid-memsafety"),
        VALID_MEMCLEANUP("valid-memcleanup"),
        TERMINATION("termination"),
        COVERAGE_ERROR_CALL("coverage-error-call"),
        COVERAGE_BRANCHES("coverage-branches"),
        COVERAGE_CONDITIONS("coverage-conditions"),
        COVERAGE_STATEMENTS("coverage-statements");

        private final String propertyName;

        Kind(String propertyName) { this.propertyName = propertyName; }

        /** The name SV-COMP gives the property, as in {@code false(unreach-call)} and the file name. */
        public String propertyName() { return propertyName; }

        /** Whether this is one of Test-Comp's coverage properties: a test suite to generate, not a verdict to give. */
        public boolean coverage() {
            return this == COVERAGE_ERROR_CALL || this == COVERAGE_BRANCHES || this == COVERAGE_CONDITIONS || this == COVERAGE_STATEMENTS;
        }
    }

    /** The memory-safety subproperties, in SV-COMP's order. */
    public static final List<String> MEMSAFETY_SUBPROPERTIES = List.of("valid-free", "valid-deref", "valid-memtrack");

    public Property {
        subproperties = List.copyOf(subproperties);
    }

    /** The property's SV-COMP name ({@code unreach-call}, {@code valid-memsafety}, ...). */
    public String name() { return kind.propertyName(); }

    /**
     * Whether the property needs the executor's memory-leak check: valid-memsafety with its subproperty
     * {@code valid-memtrack} (a {@code memory-leak} error leaf is then a {@code false(valid-memsafety)} with that
     * subproperty). Not {@code valid-memcleanup}, which asks more (every block freed, reachable or not).
     */
    public boolean checksLeaks() { return kind == Kind.VALID_MEMSAFETY && subproperties.contains("valid-memtrack"); }

    /**
     * Whether the property needs the executor's unfreed-memory check: valid-memcleanup (an {@code unfreed-memory}
     * error leaf, a block still allocated when the program ends by returning from main, exit, abort, a failed assertion
     * or reach_error, is then a {@code false(valid-memcleanup)}).
     */
    public boolean checksUnfreed() { return kind == Kind.VALID_MEMCLEANUP; }

    /** {@code base} with the checks this property asks for switched on (see {@link #checksLeaks()}, {@link #checksUnfreed()}). */
    public effigy.exec.ExecOptions execOptions(effigy.exec.ExecOptions base) {
        return base.withCheckLeaks(base.checkLeaks() || checksLeaks()).withCheckUnfreed(base.checkUnfreed() || checksUnfreed());
    }

    /** Reads and parses a {@code .prp} file; a missing file is a {@link DiagnosticException} too. */
    public static Property read(Path path) {
        return parse(SourceFile.read(path));
    }

    /** Parses the text of a {@code .prp} file. */
    public static Property parse(SourceFile file) {
        Kind kind = null;
        String entry = null;
        String function = null;
        List<String> subs = new ArrayList<>();
        Span first = null;
        String text = file.text();
        int lineStart = 0;
        while (lineStart <= text.length()) {
            int nl = text.indexOf('\n', lineStart);
            int lineEnd = nl < 0 ? text.length() : nl;
            Line line = new LineParser(file, lineStart, lineEnd).parse();
            if (line != null) {
                if (first == null) {
                    first = line.span;
                    kind = line.kind;
                    entry = line.entry;
                    function = line.function;
                } else {
                    if (!line.entry.equals(entry))
                        throw DiagnosticException.at(line.entrySpan, "entry function " + line.entry
                                + " differs from the first line's " + entry);
                    if (line.kind != Kind.VALID_MEMSAFETY || kind != Kind.VALID_MEMSAFETY)
                        throw DiagnosticException.at(line.span, "a property file may hold several lines only for "
                                + "valid-memsafety (valid-free, valid-deref, valid-memtrack); this line ("
                                + line.formula + ") cannot follow " + describe(kind, function, subs));
                }
                if (line.kind == Kind.VALID_MEMSAFETY) {
                    if (subs.contains(line.subproperty))
                        throw DiagnosticException.at(line.formulaSpan, line.subproperty + " is checked twice");
                    subs.add(line.subproperty);
                }
            }
            if (nl < 0) break;
            lineStart = nl + 1;
        }
        if (first == null)
            throw DiagnosticException.at(file.span(0, 0), "empty property file: expected CHECK( init(main()), LTL(...) ) or COVER( init(main()), FQL(...) )");
        return new Property(kind, entry, function, subs, first);
    }

    private static String describe(Kind kind, String function, List<String> subs) {
        return switch (kind) {
            case UNREACH_CALL -> "G ! call(" + function + "())";
            case VALID_MEMSAFETY -> "G " + subs.get(0);
            case NO_OVERFLOW -> "G ! overflow";
            case VALID_MEMCLEANUP -> "G valid-memcleanup";
            case TERMINATION -> "F end";
            case COVERAGE_ERROR_CALL -> "COVER EDGES(@CALL(" + function + "))";
            case COVERAGE_BRANCHES -> "COVER EDGES(@DECISIONEDGE)";
            case COVERAGE_CONDITIONS -> "COVER EDGES(@CONDITIONEDGE)";
            case COVERAGE_STATEMENTS -> "COVER EDGES(@BASICBLOCKENTRY)";
        };
    }

    private record Line(Kind kind, String entry, String function, String subproperty, String formula,
                        Span span, Span entrySpan, Span formulaSpan) {}

    /**
     * A hand-written parser of one line {@code CHECK( init(IDENT()), LTL(formula) )} or {@code COVER( init(IDENT()), FQL(query) )}
     * (also {@code CHECK( ..., FQL(query) )}, Test-Comp's older spelling); blank lines and {@code //} comments are skipped.
     */
    private static final class LineParser {
        private final SourceFile file;
        private final String text;
        private final int start;
        private final int end;
        private int pos;

        LineParser(SourceFile file, int start, int end) {
            this.file = file;
            this.text = file.text();
            this.start = start;
            this.end = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            this.pos = start;
        }

        Line parse() {
            skipSpace();
            if (pos == end || text.startsWith("//", pos)) return null;
            int lineBegin = pos;
            boolean cover = expectWord("CHECK", "COVER").equals("COVER");
            expect('(');
            expectWord("init");
            expect('(');
            int entryAt = pos;
            String entry = identifier("the entry function (init(main()))");
            Span entrySpan = file.span(entryAt, pos);
            expect('(');
            expect(')');
            expect(')');
            expect(',');
            // COVER( ..., FQL(...) ); CHECK( ..., LTL(...) ), or CHECK( ..., FQL(...) ) as Test-Comp once wrote coverage
            boolean fql = (cover ? expectWord("FQL") : expectWord("LTL", "FQL")).equals("FQL");
            expect('(');
            skipSpace();
            int formulaAt = pos;
            int close = findFormulaEnd();
            String formula = text.substring(formulaAt, close).strip();
            Span formulaSpan = file.span(formulaAt, formulaAt + formula.length());
            Line line = fql ? query(formula, formulaSpan, lineBegin, entry, entrySpan) : formula(formula, formulaSpan, lineBegin, entry, entrySpan);
            pos = close;
            expect(')');
            expect(')');
            skipSpace();
            if (pos != end) throw error("unexpected text after the property: " + text.substring(pos, end));
            return line;
        }

        /**
         * A Test-Comp coverage query {@code COVER EDGES(@CALL(f))}, {@code COVER EDGES(@DECISIONEDGE)},
         * {@code COVER EDGES(@CONDITIONEDGE)} or {@code COVER EDGES(@BASICBLOCKENTRY)} (FQL's keywords in either case).
         */
        private Line query(String query, Span span, int lineBegin, String entry, Span entrySpan) {
            String q = query.replaceAll("\\s+", " ").replaceAll(" ?([()@]) ?", "$1");
            Span lineSpan = file.span(lineBegin, end);
            java.util.regex.Matcher call = java.util.regex.Pattern
                    .compile("(?i:COVER EDGES\\(@CALL)\\(([A-Za-z_][A-Za-z0-9_]*)\\)\\)").matcher(q);
            if (call.matches())
                return new Line(Kind.COVERAGE_ERROR_CALL, entry, call.group(1), null, query, lineSpan, entrySpan, span);
            Kind kind = switch (q.toUpperCase(java.util.Locale.ROOT)) {
                case "COVER EDGES(@DECISIONEDGE)" -> Kind.COVERAGE_BRANCHES;
                case "COVER EDGES(@CONDITIONEDGE)" -> Kind.COVERAGE_CONDITIONS;
                case "COVER EDGES(@BASICBLOCKENTRY)" -> Kind.COVERAGE_STATEMENTS;
                default -> throw DiagnosticException.at(span, "unsupported coverage property FQL(" + query + "); Effigy knows "
                        + "COVER EDGES(@CALL(f)), COVER EDGES(@DECISIONEDGE), COVER EDGES(@CONDITIONEDGE) and COVER EDGES(@BASICBLOCKENTRY)");
            };
            return new Line(kind, entry, null, null, query, lineSpan, entrySpan, span);
        }

        /** The end of the LTL(...) argument: the parenthesis matching LTL's. */
        private int findFormulaEnd() {
            int depth = 0;
            for (int i = pos; i < end; i++) {
                char c = text.charAt(i);
                if (c == '(') depth++;
                else if (c == ')') {
                    if (depth == 0) return i;
                    depth--;
                }
            }
            throw DiagnosticException.at(file.span(end, end), "missing ')' closing LTL(");
        }

        private Line formula(String formula, Span span, int lineBegin, String entry, Span entrySpan) {
            String f = formula.replaceAll("\\s+", " ");
            Span lineSpan = file.span(lineBegin, end);
            java.util.regex.Matcher call = java.util.regex.Pattern
                    .compile("G ?! ?call ?\\( ?([A-Za-z_][A-Za-z0-9_]*) ?\\( ?\\) ?\\)").matcher(f);
            if (call.matches())
                return new Line(Kind.UNREACH_CALL, entry, call.group(1), null, formula, lineSpan, entrySpan, span);
            switch (f) {
                case "G ! overflow", "G !overflow":
                    return new Line(Kind.NO_OVERFLOW, entry, null, null, formula, lineSpan, entrySpan, span);
                case "G valid-free", "G valid-deref", "G valid-memtrack":
                    return new Line(Kind.VALID_MEMSAFETY, entry, null, f.substring(2), formula, lineSpan, entrySpan, span);
                case "G valid-memcleanup":
                    return new Line(Kind.VALID_MEMCLEANUP, entry, null, null, formula, lineSpan, entrySpan, span);
                case "F end":
                    return new Line(Kind.TERMINATION, entry, null, null, formula, lineSpan, entrySpan, span);
                default:
                    throw DiagnosticException.at(span, "unsupported property LTL(" + formula + "); Effigy knows "
                            + "G ! call(f()), G ! overflow, G valid-free, G valid-deref, G valid-memtrack, "
                            + "G valid-memcleanup and F end");
            }
        }

        private void skipSpace() {
            while (pos < end && Character.isWhitespace(text.charAt(pos))) pos++;
        }

        private void expect(char c) {
            skipSpace();
            if (pos >= end || text.charAt(pos) != c)
                throw error("expected '" + c + "'" + found());
            pos++;
        }

        /** One of {@code words} (the one found), or an error naming them. */
        private String expectWord(String... words) {
            skipSpace();
            int at = pos;
            String what = String.join(" or ", words);
            String id = pos < end && isIdentStart(text.charAt(pos)) ? identifier(what) : "";
            for (String w : words) if (id.equals(w)) return w;
            pos = at;
            throw error("expected " + what + found());
        }

        private String identifier(String what) {
            skipSpace();
            if (pos >= end || !isIdentStart(text.charAt(pos))) throw error("expected " + what + found());
            int s = pos;
            while (pos < end && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) pos++;
            return text.substring(s, pos);
        }

        private static boolean isIdentStart(char c) { return Character.isLetter(c) || c == '_'; }

        private String found() {
            if (pos >= end) return " at the end of the line";
            int e = pos;
            while (e < end && !Character.isWhitespace(text.charAt(e)) && e - pos < 20) e++;
            return ", found '" + text.substring(pos, Math.max(e, pos + 1)) + "'";
        }

        private DiagnosticException error(String message) {
            return DiagnosticException.at(file.span(pos, Math.min(pos + 1, Math.max(end, pos))), message);
        }
    }
}
