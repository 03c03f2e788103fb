package effigy.debug;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.ProofOutcome;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.report.LeafReport;
import effigy.smt.SatResult;
import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * EFFIGY's interactive symbolic debugger (King §6) over one entry call: the run starts paused before
 * the first statement; {@code go} runs to the next fork, breakpoint or the end; at a fork the user
 * picks a side ({@code go true}, {@code go false}) or narrows the path ({@code assume (P)}), the other
 * side staying open ({@code states}, {@code switch N}). Commands are read one line at a time
 * ({@link #execute}); several on one line are separated by {@code ;}. Every state is the executor's
 * own, so what the session shows is what {@code explore} computes.
 */
public final class Debugger {
    private final ProgramContext wb;
    private final ProgramContext.Entry entry;
    private final Executor ex;
    private final TermBuilder tb;
    private final PrintWriter out;
    private final LeafReport report;

    /** The state being debugged; null when its path has ended (or before a switch). */
    private State current;
    /** The fork the current path stopped at, waiting for a choice (its two sides), or null. */
    private Stop.Forked pending;
    private final List<State> open = new ArrayList<>();
    private final List<Leaf> leaves = new ArrayList<>();
    private final Map<String, Snapshot> saved = new TreeMap<>();
    private final List<Breakpoint> breakpoints = new ArrayList<>();
    private int nextBreakpoint = 1;
    private Trace trace = Trace.OFF;
    private String traceProc;
    private boolean quit;
    /** Set from another thread (Ctrl-C in a terminal): the running path pauses before its next statement. */
    private volatile boolean interrupted;
    /** The current state was paused by the hook before a statement (which the next run starts with). */
    private boolean pausedAtStatement;

    private enum Mode { CONTINUE, STEP, NEXT, FINISH }
    private enum Trace { OFF, STATEMENTS, SOURCE, VALUES }

    private Mode mode = Mode.CONTINUE;
    private int modeDepth;

    private record Snapshot(State state, Stop.Forked pending, List<State> open) {}

    /**
     * {@code line} > 0: before that line's statements ({@code after}: once they have run, before the next
     * statement of another line); else on entry to {@code procedure}.
     */
    private record Breakpoint(int id, int line, boolean after, String procedure) {
        String describe() { return line > 0 ? (after ? "after line " : "line ") + line : "procedure " + procedure; }
    }

    /** Per call depth, the line of the statement the hook saw last there (for breakpoints after a line). */
    private int[] lastLine = new int[16];

    public Debugger(ProgramContext wb, ProgramContext.Entry entry, ExecOptions options, PrintWriter out) {
        this.wb = wb;
        this.entry = entry;
        // the debugger's branch policy is the default, fork with the solver: it gets the Stop.Forked and lets the user choose
        this.ex = wb.executor(options, false, ExecConfig.builder().hook(this::pauseBefore).build());
        this.tb = wb.termBuilder();
        this.out = out;
        this.report = new LeafReport(tb);
        current = ex.start(entry.function(), entry.args());
        out.println("debugging " + entry.text() + "; 'help' lists the commands");
        // stop before the first statement
        mode = Mode.STEP;
        resume();
    }

    public boolean finished() { return quit; }

    /** Pauses the running path before its next statement (Ctrl-C while a command runs). */
    public void interrupt() { interrupted = true; }

    // ------------------------------------------------------------------ the hook

    private boolean pauseBefore(State s, Span span) {
        if (interrupted) {
            interrupted = false;
            out.println("interrupted");
            return true;
        }
        int depth = s.depth();
        String proc = s.functionName();
        if (trace != Trace.OFF && (traceProc == null || traceProc.equalsIgnoreCase(proc))) traceLine(s, span, proc);
        if (depth + 1 >= lastLine.length) lastLine = java.util.Arrays.copyOf(lastLine, 2 * (depth + 1));
        int previous = lastLine[depth];
        lastLine[depth] = span.line();
        lastLine[depth + 1] = 0; // a call made from here starts afresh (and so, in turn, do its callees)
        for (Breakpoint b : breakpoints) {
            boolean hit = b.line > 0
                    ? (b.after ? previous == b.line && span.line() != b.line : span.line() == b.line)
                    : b.procedure.equalsIgnoreCase(proc) && span.start() == firstStatementStart(proc);
            if (hit) {
                out.println("breakpoint " + b.id + ", " + b.describe());
                return true;
            }
        }
        return switch (mode) {
            case STEP -> true;
            case NEXT -> depth <= modeDepth;
            case FINISH -> depth < modeDepth;
            case CONTINUE -> false;
        };
    }

    private final Map<String, Integer> firstStatements = new java.util.HashMap<>();

    /** Where the first statement of a function starts (its entry block's first statement mark). */
    private int firstStatementStart(String function) {
        return firstStatements.computeIfAbsent(function, name -> {
            effigy.ir.Block b = wb.program().function(name).block(0);
            for (effigy.ir.Instr i : b.instrs()) if (i.stmt()) return i.span().start();
            return b.terminator().span().start();
        });
    }

    private void traceLine(State s, Span span, String proc) {
        switch (trace) {
            case STATEMENTS -> out.println("  [" + proc + " line " + span.line() + "]");
            case SOURCE -> out.println("  [" + proc + " line " + span.line() + "] " + sourceLine(span));
            case VALUES -> {
                out.println("  [" + proc + " line " + span.line() + "] " + sourceLine(span));
                StringBuilder sb = new StringBuilder();
                ex.variables(s).forEach((k, v) -> { if (!(v.sort() instanceof Sort.ArraySort)) sb.append(sb.length() == 0 ? "    " : ", ").append(k).append(" = ").append(TermPrinter.print(v)); });
                if (sb.length() > 0) out.println(sb);
            }
            default -> { }
        }
    }

    private static String sourceLine(Span span) {
        String text = span.file().text();
        int start = span.start();
        while (start > 0 && text.charAt(start - 1) != '\n') start--;
        int end = text.indexOf('\n', span.start());
        return text.substring(start, end < 0 ? text.length() : end).strip();
    }

    // ------------------------------------------------------------------ commands

    /** Runs one input line: commands separated by ';'. */
    public void execute(String line) {
        for (String command : split(line)) {
            if (command.isBlank()) continue;
            try {
                command(command.strip());
            } catch (DebugExpr.BadExpression e) {
                out.println("error: " + e.getMessage());
            }
            if (quit) return;
        }
    }

    /** Splits at ';' outside parentheses. */
    private static List<String> split(String line) {
        List<String> parts = new ArrayList<>();
        int depth = 0, start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '(' || c == '[') depth++;
            else if (c == ')' || c == ']') depth--;
            else if (c == ';' && depth == 0) { parts.add(line.substring(start, i)); start = i + 1; }
        }
        parts.add(line.substring(start));
        return parts;
    }

    private void command(String c) {
        String word = c.split("\\s+", 2)[0].toLowerCase(java.util.Locale.ROOT);
        String rest = c.length() > word.length() ? c.substring(word.length()).strip() : "";
        switch (word) {
            case "go", "continue", "c", "g" -> go(rest);
            case "step", "s" -> run(Mode.STEP);
            case "next", "n" -> run(Mode.NEXT);
            case "finish" -> run(Mode.FINISH);
            case "assume" -> assume(stripParens(rest));
            case "break", "b" -> breakAt(rest);
            case "delete" -> delete(rest);
            case "trace" -> trace(rest);
            case "print", "p" -> print(rest);
            case "set" -> set(rest);
            case "pc" -> pc();
            case "where", "bt" -> where();
            case "save" -> save(rest);
            case "restore" -> restore(rest);
            case "tree" -> tree();
            case "states" -> states();
            case "switch" -> switchTo(rest);
            case "solve" -> solve();
            case "prove" -> prove(stripParens(rest));
            case "list", "l" -> list(rest);
            case "restart" -> restart();
            case "help", "h", "?" -> help();
            case "quit", "q", "exit" -> quit = true;
            default -> out.println("unknown command '" + word + "'; 'help' lists the commands");
        }
    }

    private static String stripParens(String s) {
        s = s.strip();
        return s.startsWith("(") && s.endsWith(")") && balanced(s.substring(1, s.length() - 1)) ? s.substring(1, s.length() - 1) : s;
    }

    private static boolean balanced(String s) {
        int d = 0;
        for (char c : s.toCharArray()) {
            if (c == '(') d++;
            else if (c == ')' && --d < 0) return false;
        }
        return d == 0;
    }

    private boolean needState() {
        if (current != null || pending != null) return true;
        out.println(open.isEmpty() ? "the path has ended; no open states" : "the path has ended; 'states' lists the open ones, 'switch N' picks one");
        return false;
    }

    // ---- running

    private void go(String side) {
        if (!needState()) return;
        if (pending != null) {
            if (side.isEmpty()) {
                out.println("at a fork: 'go true', 'go false', or 'assume (P)' first");
                return;
            }
            boolean t;
            if (side.equalsIgnoreCase("true") || side.equalsIgnoreCase("t")) t = true;
            else if (side.equalsIgnoreCase("false") || side.equalsIgnoreCase("f")) t = false;
            else { out.println("go true or go false"); return; }
            current = t ? pending.onTrue() : pending.onFalse();
            open.add(t ? pending.onFalse() : pending.onTrue());
            pending = null;
        } else if (!side.isEmpty()) {
            out.println("not at a fork: plain 'go'");
            return;
        }
        run(Mode.CONTINUE);
    }

    private void run(Mode m) {
        if (!needState()) return;
        if (pending != null) { out.println("at a fork: 'go true', 'go false', or 'assume (P)' first"); return; }
        mode = m;
        modeDepth = current.depth();
        resume();
    }

    private void resume() {
        if (pausedAtStatement && trace != Trace.OFF) {
            // the hook is not asked again for the statement the run was paused before: trace it here
            String proc = current.functionName();
            if (traceProc == null || traceProc.equalsIgnoreCase(proc)) traceLine(current, effigy.exec.Inspection.position(current), proc);
        }
        pausedAtStatement = false;
        // the user is the searcher: the loop runs the current state until it pauses, forks or ends, and hands it back
        Searcher one = Searchers.depthFirst();
        one.add(current);
        State[] paused = new State[1];
        Stop.Forked[] fork = new Stop.Forked[1];
        Leaf[] end = new Leaf[1];
        ExplorationLoop loop = new ExplorationLoop(ex);
        ExplorationLoop.Outcome outcome = loop.run(one, new ExplorationLoop.Listener() {
            @Override public void leaves(State ran, List<Leaf> emitted, Leaf last) {
                for (Leaf l : emitted) {
                    leaves.add(l);
                    out.println("(a check can fail here; that path is a leaf:)");
                    printLeaf(l);
                }
                end[0] = last;
            }

            @Override public ExplorationLoop.Pause paused(State s) {
                paused[0] = s;
                return ExplorationLoop.Pause.STOP;
            }

            @Override public void forked(Stop.Forked f) {
                fork[0] = f;
                loop.stop("a fork for the user");
            }
        });
        if (paused[0] != null) {
            current = paused[0];
            pausedAtStatement = true;
            location();
        } else if (outcome.reason() == ExplorationLoop.Reason.INTERRUPTED || outcome.reason() == ExplorationLoop.Reason.TIME_LIMIT || outcome.reason() == ExplorationLoop.Reason.MEMORY_LIMIT) {
            // the run was stopped from outside before the path ended: the state goes on from where it stands
            out.println("stopped (" + outcome.why() + ") before line " + effigy.exec.Inspection.position(current).line() + " in " + current.functionName());
        } else if (fork[0] != null) {
            current = null;
            pending = fork[0];
            showFork();
        } else if (end[0] != null) {
            current = null;
            leaves.add(end[0]);
            printLeaf(end[0]);
            if (!open.isEmpty()) out.println(open.size() + " open state" + (open.size() == 1 ? "" : "s") + ": 'states' lists them, 'switch N' picks one");
        } else {
            current = null;
            out.println("the path's assumptions cannot hold: it has no inputs and ends");
        }
    }

    private void location() {
        Span at = effigy.exec.Inspection.position(current);
        out.println("paused before line " + at.line() + " in " + current.functionName() + ": " + sourceLine(at));
    }

    private void showFork() {
        out.println("fork at line " + pending.span().line() + ": " + TermPrinter.print(pending.condition()));
        out.println("  true:  pc " + pcText(pending.onTrue()));
        out.println("  false: pc " + pcText(pending.onFalse()));
        out.println("'go true', 'go false', or 'assume (P)'");
    }

    private String pcText(State s) { return report.pcText(s.pathCondition()); }

    /** The state commands look at: the current one, or at a fork the branch point (its true side; the values are the same). */
    private State state() { return current != null ? current : pending.onTrue(); }

    private void printLeaf(Leaf l) {
        out.println("leaf " + leaves.size() + ": " + l.status().label() + "  pc " + report.pcText(l));
        if (l.error() != null) out.println("  " + l.error().kind() + " at " + l.error().span().where() + ": " + l.error().message());
        if (l.error() != null && l.error().library() != null) out.println("    " + l.error().library());
        l.outputs().forEach((k, v) -> out.println("  " + k + " = " + TermPrinter.print(v)));
        for (effigy.exec.Output o : l.writes()) out.println("  output: " + o.text());
    }

    // ---- narrowing and values

    /** The variables a condition typed now is evaluated with: the current state's, or at a fork the branch point's. */
    private Map<String, Term> variables() {
        return ex.variables(state());
    }

    /** The path's input symbols by name, for King's quoted names ({@code "a"}) in expressions. */
    private Map<String, Term> symbols() {
        Map<String, Term> out = new LinkedHashMap<>();
        for (Term.Sym s : state().inputs()) out.put(s.name(), s);
        return out;
    }

    private Term evaluate(String text) { return DebugExpr.evaluate(text, variables(), symbols(), tb); }

    private void assume(String text) {
        if (!needState()) return;
        Term p = evaluate(text);
        if (!p.sort().equals(Sort.BOOL)) { out.println("error: assume needs a condition"); return; }
        if (pending != null) {
            // conjoin P and take the branch again: each side stays only if it is still feasible
            boolean t = feasible(pending.onTrue(), p), f = feasible(pending.onFalse(), p);
            if (!t && !f) { out.println("P contradicts both sides; not assumed"); return; }
            State onTrue = pending.onTrue(), onFalse = pending.onFalse();
            if (t) assumeInto(onTrue, p);
            if (f) assumeInto(onFalse, p);
            if (t && f) {
                pending = new Stop.Forked(pending.condition(), pending.branch(), pending.span(), onTrue, onFalse, List.of());
                out.println("assumed; both sides still possible");
                showFork();
            } else {
                pending = null;
                current = t ? onTrue : onFalse;
                out.println("assumed; the branch goes " + (t ? "true" : "false") + ": pc " + pcText(current));
            }
            return;
        }
        if (!feasible(current, p)) { out.println("P cannot hold on this path; not assumed"); return; }
        assumeInto(current, p);
        out.println("assumed: pc " + pcText(current));
    }

    private boolean feasible(State s, Term p) {
        return wb.solver().mayHold(s.pathCondition(), p, s.model()).isSat();
    }

    private void assumeInto(State s, Term p) {
        Stop st = ex.assumeTerm(s, p, effigy.exec.Inspection.position(s));
        if (st != null) throw new IllegalStateException("a feasible assumption was refused");
    }

    private void print(String text) {
        if (!needState()) return;
        if (text.isEmpty()) {
            variables().forEach((k, v) -> out.println(k + " = " + valueText(k, v)));
            return;
        }
        out.println(text + " = " + valueText(text.strip(), evaluate(text)));
    }

    /** A value as printed; a pointer variable's concrete value in hexadecimal, as an address. */
    private String valueText(String name, Term v) {
        effigy.ir.Type type = ex.inspection().variableType(state(), name);
        if (type instanceof effigy.ir.Type.PointerType && v instanceof Term.BvLit lit) return "0x" + lit.value().toString(16);
        // a float or double: its bits as the number they are
        if (type instanceof effigy.ir.Type.FloatType ft && v instanceof Term.BvLit lit) return effigy.term.Ieee754.show(lit.value().longValue(), ft.width());
        String elements = elementsText(v);
        return elements != null ? elements : TermPrinter.print(v);
    }

    /** An array written element by element at 0, 1, ..., n-1 (a C array in memory) as {@code {v0, v1, ...}}; else null. */
    private static String elementsText(Term v) {
        if (!(v.sort() instanceof Sort.ArraySort)) return null;
        Map<java.math.BigInteger, Term> byIndex = new TreeMap<>();
        Term t = v;
        while (t instanceof Term.App app && app.op() == effigy.term.Op.STORE) {
            if (!(app.arg(1) instanceof Term.IntLit i)) return null;
            byIndex.putIfAbsent(i.value(), app.arg(2));
            t = app.arg(0);
        }
        if (!(t instanceof Term.App base && base.op() == effigy.term.Op.CONST_ARRAY)) return null;
        List<String> parts = new ArrayList<>();
        long expect = 0;
        for (Map.Entry<java.math.BigInteger, Term> e : byIndex.entrySet()) {
            if (e.getKey().longValue() != expect++) return null;
            parts.add(TermPrinter.print(e.getValue()));
        }
        return parts.isEmpty() ? null : "{" + String.join(", ", parts) + "}";
    }

    private void set(String text) {
        if (current == null) { out.println(pending != null ? "at a fork: choose a side first" : "the path has ended"); return; }
        int eq = text.indexOf('=');
        if (eq <= 0) { out.println("set VAR = EXPR"); return; }
        String name = text.substring(0, eq).strip();
        String actual = null;
        for (String k : ex.variables(current).keySet()) if (k.equalsIgnoreCase(name)) actual = k;
        effigy.ir.Type type = ex.inspection().variableType(current, actual != null ? actual : name);
        if (type == null && actual != null) { out.println("error: " + name + " lives in memory; set changes only variables kept in registers"); return; }
        if (type == null) { out.println("error: no variable " + name + " here"); return; }
        String rhs = text.substring(eq + 1).strip();
        Term v;
        if (rhs.matches("\"[A-Za-z_][A-Za-z0-9_]*\"") && !symbols().containsKey(rhs.substring(1, rhs.length() - 1))) {
            // King's quoted name: a new input symbol of the variable's type
            Sort sort = type instanceof effigy.ir.Type.BvType bv ? Sort.bv(bv.width()) : type instanceof effigy.ir.Type.BoolType ? Sort.BOOL : Sort.INT;
            v = ex.freshSymbol(current, rhs.substring(1, rhs.length() - 1), sort);
        } else {
            v = evaluate(rhs);
        }
        Term value = coerce(v, type);
        if (value == null) { out.println("error: " + TermPrinter.print(v) + " does not fit " + name); return; }
        ex.inspection().setVariable(current, actual != null ? actual : name, value);
        out.println(name + " = " + TermPrinter.print(value));
    }

    private Term coerce(Term v, effigy.ir.Type type) {
        if (type instanceof effigy.ir.Type.BvType bv) return DebugExpr.convert(tb, v, Sort.bv(bv.width()));
        if (type instanceof effigy.ir.Type.IntType) return DebugExpr.convert(tb, v, Sort.INT);
        if (type instanceof effigy.ir.Type.BoolType) return v.sort().equals(Sort.BOOL) ? v : null;
        return v.sort().equals(Sort.INT) || v.sort() instanceof Sort.ArraySort ? v : null;
    }

    private void pc() {
        if (pending != null) { showFork(); return; }
        if (!needState()) return;
        out.println("pc " + pcText(current));
    }

    private void where() {
        if (!needState()) return;
        int i = 0;
        for (State.StackEntry e : state().where()) out.println("#" + i++ + "  " + e.function() + " at line " + e.span().line() + ": " + sourceLine(e.span()));
    }

    // ---- breakpoints and tracing

    private void breakAt(String what) {
        if (what.isEmpty()) {
            if (breakpoints.isEmpty()) out.println("no breakpoints");
            for (Breakpoint b : breakpoints) out.println(b.id + ": " + b.describe());
            return;
        }
        Breakpoint b;
        boolean after = what.toLowerCase(java.util.Locale.ROOT).startsWith("after ");
        String target = after ? what.substring(6).strip() : what;
        if (!target.isEmpty() && target.chars().allMatch(Character::isDigit)) b = new Breakpoint(nextBreakpoint++, Integer.parseInt(target), after, null);
        else if (!after && wb.program().functions().keySet().stream().anyMatch(n -> n.equalsIgnoreCase(target))) b = new Breakpoint(nextBreakpoint++, 0, false, target);
        else { out.println("error: no line number or procedure '" + what + "'"); return; }
        breakpoints.add(b);
        out.println("breakpoint " + b.id + " at " + b.describe());
    }

    private void delete(String what) {
        if (what.isEmpty()) { breakpoints.clear(); out.println("all breakpoints deleted"); return; }
        boolean removed = breakpoints.removeIf(b -> String.valueOf(b.id).equals(what));
        out.println(removed ? "breakpoint " + what + " deleted" : "error: no breakpoint " + what);
    }

    private void trace(String what) {
        String[] words = what.isEmpty() ? new String[] {"statements"} : what.split("\\s+");
        switch (words[0].toLowerCase(java.util.Locale.ROOT)) {
            case "statements" -> trace = Trace.STATEMENTS;
            case "source" -> trace = Trace.SOURCE;
            case "values" -> trace = Trace.VALUES;
            case "off" -> trace = Trace.OFF;
            default -> { out.println("trace statements|source|values|off [PROC]"); return; }
        }
        traceProc = words.length > 1 ? words[1] : null;
        out.println(trace == Trace.OFF ? "tracing off" : "tracing " + words[0].toLowerCase(java.util.Locale.ROOT) + (traceProc == null ? "" : " in " + traceProc));
    }

    // ---- states

    private void save(String name) {
        if (name.isEmpty()) { out.println("save N"); return; }
        if (!needState()) return;
        List<State> openCopy = new ArrayList<>();
        for (State o : open) openCopy.add(o.fork());
        saved.put(name, new Snapshot(current == null ? null : current.fork(), pending == null ? null
                : new Stop.Forked(pending.condition(), pending.branch(), pending.span(), pending.onTrue().fork(), pending.onFalse().fork(), List.of()),
                openCopy));
        out.println("saved " + name);
    }

    private void restore(String name) {
        Snapshot s = saved.get(name);
        if (s == null) { out.println("error: nothing saved as " + name); return; }
        current = s.state() == null ? null : s.state().fork();
        open.clear();
        for (State o : s.open()) open.add(o.fork()); // the open states of that moment, as they were
        pending = s.pending() == null ? null
                : new Stop.Forked(s.pending().condition(), s.pending().branch(), s.pending().span(), s.pending().onTrue().fork(), s.pending().onFalse().fork(), List.of());
        pausedAtStatement = current != null;
        out.println("restored " + name);
        if (pending != null) showFork(); else location();
    }

    private void states() {
        if (open.isEmpty()) out.println("no open states");
        for (int i = 0; i < open.size(); i++) {
            State s = open.get(i);
            out.println((i + 1) + ": line " + effigy.exec.Inspection.position(s).line() + " in " + s.functionName() + ", pc " + pcText(s));
        }
    }

    private void switchTo(String n) {
        int i;
        try { i = Integer.parseInt(n) - 1; } catch (NumberFormatException e) { i = -1; }
        if (i < 0 || i >= open.size()) { out.println("error: no open state " + n + " ('states' lists them)"); return; }
        State next = open.remove(i);
        if (current != null) open.add(current);
        if (pending != null) { open.add(pending.onTrue()); open.add(pending.onFalse()); pending = null; }
        current = next;
        pausedAtStatement = false;
        location();
    }

    /**
     * The tree so far: for each live path (current, at the fork, open) its forking decisions from the
     * root, indented by depth, '*' marking the current one; then the leaves reached.
     */
    private void tree() {
        List<State> live = new ArrayList<>(open);
        if (current != null) live.add(current);
        if (pending != null) { live.add(pending.onTrue()); live.add(pending.onFalse()); }
        out.println(entry.text());
        for (State s : live) {
            StringBuilder indent = new StringBuilder("  ");
            StringBuilder line = new StringBuilder();
            for (State.Decision d : s.decisions()) {
                line.append(indent).append("line ").append(d.span().line()).append(' ').append(d.taken() ? "true" : "false").append(": ")
                        .append(TermPrinter.print(d.condition())).append('\n');
                indent.append("  ");
            }
            boolean atFork = pending != null && (s == pending.onTrue() || s == pending.onFalse());
            String mark = s == current ? "* current" : atFork ? "* at the fork" : "open state " + (open.indexOf(s) + 1);
            out.print(line);
            out.println(indent + "[" + mark + ", line " + effigy.exec.Inspection.position(s).line() + "]");
        }
        for (int i = 0; i < leaves.size(); i++) out.println("  leaf " + (i + 1) + ": " + leaves.get(i).status().label() + ", pc " + report.pcText(leaves.get(i)));
    }

    // ---- solving and proving

    private void solve() {
        if (!needState()) return;
        State s = state();
        SatResult r = wb.solver().mayHold(s.pathCondition(), tb.bool(true), s.model());
        if (r instanceof SatResult.Sat sat) {
            Map<Term.Sym, Object> values = new LinkedHashMap<>();
            for (Term.Sym in : s.inputs()) values.put(in, sat.model().valueOf(in));
            out.println(values.isEmpty() ? "any input follows this path" : "input: " + LeafReport.inputsText(new Assignment(values)));
        } else if (r instanceof SatResult.Unknown u) {
            out.println("unknown: the solver could not decide (" + u.reason() + ")");
        } else {
            out.println("no input follows this path");
        }
    }

    private void prove(String text) {
        if (current == null) { out.println(pending != null ? "at a fork: choose a side first" : "the path has ended"); return; }
        Term claim = evaluate(text);
        if (!claim.sort().equals(Sort.BOOL)) { out.println("error: prove needs a condition"); return; }
        ProofOutcome o = ex.proveTerm(current, claim, effigy.exec.Inspection.position(current));
        switch (o.verdict()) {
            // implication as the program's language writes it: King's ⊃, C's -> (which DebugExpr reads too)
            case PROVED -> out.println("proved: pc " + (claim.factory().notation() == effigy.term.TermPrinter.Notation.C ? "->" : "⊃") + " " + shown(text, claim));
            case REFUTED -> out.println("not proved: " + shown(text, claim) + " fails for " + LeafReport.inputsText(o.counterexample()));
            default -> out.println("unknown: " + o.unknownReason());
        }
    }

    /** The claim as typed, and as it reads with the current values when that differs. */
    private static String shown(String text, Term claim) {
        String printed = TermPrinter.print(claim);
        return printed.equals(text.strip()) ? printed : "(" + text.strip() + "), i.e. " + printed;
    }

    /** Source lines around the current position (or around line N), the current one marked. */
    private void list(String around) {
        State s = current != null ? current : pending != null ? pending.onTrue() : null;
        Span at = s != null ? effigy.exec.Inspection.position(s) : entry.function().span();
        int center;
        try { center = around.isEmpty() ? at.line() : Integer.parseInt(around); } catch (NumberFormatException e) { out.println("list [LINE]"); return; }
        String[] lines = at.file().text().split("\n", -1);
        for (int n = Math.max(1, center - 5); n <= Math.min(lines.length, center + 5); n++) {
            out.printf("%s%4d  %s%n", s != null && n == at.line() ? "=>" : "  ", n, lines[n - 1]);
        }
    }

    /** Starts over: the entry call again, paused before its first statement; breakpoints, traces and saved states stay. */
    private void restart() {
        current = ex.start(entry.function(), entry.args());
        pending = null;
        open.clear();
        leaves.clear();
        out.println("restarted " + entry.text());
        mode = Mode.STEP;
        resume();
    }

    private void help() {
        out.println("""
                go | continue          run to the next fork, breakpoint or the end
                go true | go false     at a fork: take that side (the other stays open)
                assume (P)             conjoin P (with the current values) to the path condition
                step | next | finish   one statement | over calls | out of this call
                break LINE | break after LINE | break P   stop before LINE, after it, or on entry to procedure P; 'break' lists
                delete [N]             delete breakpoint N, or all
                trace statements|source|values|off [P]   show each statement as it runs
                print EXPR | print     a value (simplified), or every variable
                set VAR = EXPR         give a variable a value (concrete or symbolic; "b" is a new input symbol b)
                pc | where             the path condition | the call stack
                save N | restore N     remember this point | go back to it
                tree | states | switch N   the tree so far | the open states | continue another one
                solve                  an input that follows the current path
                prove (P)              is pc ⊃ P valid? (a counterexample when not)
                list [LINE]            the source around the current line (or LINE)
                restart                run the entry call again from its start
                help | quit            (Ctrl-C in a terminal pauses a running command)""");
    }
}
