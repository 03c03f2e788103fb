package effigy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import effigy.analysis.ProgramContext;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The layers of DESIGN.md ("Where things live"; "an analysis depends on exec, term, smt, ir; never on a frontend,
 * and never on another analysis except through a small, named interface"), checked on the compiled classes.
 * {@code jdeps -verbose:class} reads the bytecode of {@code target/classes}, so a fully qualified name in code
 * counts as much as an import (a comment does not; nor does a compile-time constant, which javac copies into the
 * class that reads it). Every package-to-package edge must be allowed by {@link #TABLE}; a package the table does
 * not place fails (a new package must be placed); and the packages must form no cycle.
 *
 * <p>The checker is tested on its own, on synthetic edges ({@code effigy.ir -> effigy.exec}, a cycle, an unknown
 * package, an analysis reaching past another's named interface), so that it is known to catch what it is for,
 * not only to accept today's code.
 */
class LayersTest {

    // ---------------------------------------------------------------------------------------------------------------
    // The table. A rule's package pattern is a package ("effigy.ir") or a package with its subpackages
    // ("effigy.lang.c.**"); each package must match exactly one rule. An edge from a package to another is allowed
    // when the target matches one of the rule's targets, or one of its named interfaces (another analysis: only
    // the classes listed, with the reason).

    static final String SOURCE = "effigy.source", TERM = "effigy.term", IR = "effigy.ir", SMT = "effigy.smt";
    static final String EXEC = "effigy.exec", EXEC_C = "effigy.exec.c", SEARCH = "effigy.search";
    static final String CONTEXT = "effigy.analysis", REPORT = "effigy.report", DRIVER = "effigy.driver";
    static final String SVCOMP = "effigy.svcomp", CLI = "effigy.cli";
    static final String LANG_EFF = "effigy.lang.eff", LANG_C = "effigy.lang.c.**";

    /** The analyses: one each, above the engine; none sees a front end, the driver or the command line. */
    static final List<String> ANALYSES = List.of("effigy.explore", "effigy.debug", "effigy.verify", "effigy.fuzz",
            "effigy.loops", "effigy.bmc", "effigy.termination", "effigy.wp", "effigy.invariants");

    /** The engine every analysis builds on: the one interpreter and what it stands on. */
    static final List<String> ENGINE = List.of(EXEC, EXEC_C, IR, TERM, SMT, SOURCE);

    static final Table TABLE = table();

    static Table table() {
        Table t = new Table();
        t.rule(SOURCE);                                            // files, spans, diagnostics: the bottom
        t.rule(TERM);                                              // terms know nothing of programs or solvers
        t.rule(IR, SOURCE, TERM);                                  // TERM: FloatBits computes with term.Ieee754
        t.rule(SMT, TERM);                                         // the solver sees terms only
        t.rule(LANG_EFF, SOURCE, IR, TERM);                        // front ends: syntax to IR, nothing after it
        t.rule(LANG_C, SOURCE, IR, TERM, LANG_C);
        t.rule(EXEC_C, IR, TERM, SMT, SOURCE);
        t.rule(EXEC, EXEC_C, IR, TERM, SMT, SOURCE);
        t.rule(SEARCH, EXEC, EXEC_C, IR, TERM, SMT, SOURCE);       // the one exploration loop, just above exec
        t.rule(CONTEXT, SEARCH, EXEC, EXEC_C, IR, TERM, SMT, SOURCE);   // ProgramContext: no front end
        t.rule(REPORT, EXEC, IR, TERM, SMT, SOURCE);               // presents; never the driver
        List<String> analysisBase = new ArrayList<>(List.of(SEARCH, CONTEXT, REPORT));
        analysisBase.addAll(ENGINE);
        for (String a : ANALYSES) t.rule(a, analysisBase.toArray(String[]::new));
        // analysis to analysis, only through named classes
        t.through("effigy.termination", "effigy.loops",
                "complexity joins the inner loop bounds of LoopAnalysis (DESIGN: loop bounds and termination "
                        + "share bounds); ranking functions and their linear terms (Linear, Ranking) and loop "
                        + "identities (LoopId) are loops' vocabulary, reused by the ITS, the encoder and the ranker",
                "LoopAnalysis", "Linear", "Ranking", "LoopId");
        t.through("effigy.termination", "effigy.invariants",
                "a recursion the entry calls is ranked only where its calls can come from: the facts every call "
                        + "satisfies are the invariant engine's (its Houdini pass over the call predicates)",
                "InvariantProver");
        t.through("effigy.verify", "effigy.explore",
                "the verifier explores paths with the exploration loop, which lives in explore until "
                        + "effigy.search takes it over",
                "Explorer", "ExploreOptions", "Exploration");
        t.through("effigy.wp", "effigy.explore",
                "the wp engine runs the exploration loop (with its search order) until effigy.search takes it over",
                "Explorer", "ExploreOptions", "Exploration", "Search");
        // orchestrators: the driver builds contexts from front ends; SV-COMP and the command line use everything
        List<String> belowDriver = new ArrayList<>(List.of(LANG_EFF, LANG_C, SEARCH, CONTEXT, REPORT));
        belowDriver.addAll(ENGINE);
        belowDriver.addAll(ANALYSES);
        t.rule(DRIVER, belowDriver.toArray(String[]::new));
        List<String> belowSvcomp = new ArrayList<>(belowDriver);
        belowSvcomp.add(DRIVER);
        t.rule(SVCOMP, belowSvcomp.toArray(String[]::new));
        List<String> belowCli = new ArrayList<>(belowSvcomp);
        belowCli.add(SVCOMP);
        t.rule(CLI, belowCli.toArray(String[]::new));
        return t;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Today's code

    @Test void compiledClassesKeepTheLayers() throws Exception {
        Optional<ToolProvider> jdeps = ToolProvider.findFirst("jdeps");
        assumeTrue(jdeps.isPresent(), "jdeps is not in this JDK (it is in every JDK 17+): the layers cannot be checked");
        Path classes = classesDirectory();
        assertTrue(Files.isDirectory(classes.resolve("effigy")), "no compiled classes in " + classes + " (run mvn compile)");
        StringWriter out = new StringWriter(), err = new StringWriter();
        int rc = jdeps.get().run(new PrintWriter(out, true), new PrintWriter(err, true),
                "-verbose:class", classes.toString());
        assertEquals(0, rc, "jdeps failed: " + err);
        List<Edge> edges = parseJdeps(out.toString());
        // the parse found the edges there must be (else an empty list would pass everything)
        assertTrue(edges.size() > 500, "jdeps gave only " + edges.size() + " class edges between effigy's packages:\n" + err);
        assertTrue(edges.contains(new Edge("effigy.exec.Executor", "effigy.ir.Program")), "jdeps' output was not understood");
        List<String> problems = TABLE.check(edges);
        assertTrue(problems.isEmpty(), problems.size() + " layer violation(s) in " + classes + ":\n  "
                + String.join("\n  ", problems));
    }

    /** The directory the main classes were compiled to ({@code target/classes}). */
    static Path classesDirectory() throws URISyntaxException {
        return Path.of(ProgramContext.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    // ---------------------------------------------------------------------------------------------------------------
    // The checker, on synthetic edges

    @Test void anIrClassCallingTheExecutorIsReported() {
        List<String> problems = TABLE.check(List.of(
                new Edge("effigy.ir.Operand", "effigy.exec.FloatBits"),
                new Edge("effigy.exec.Executor", "effigy.ir.Program")));
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("effigy.ir -> effigy.exec not allowed"), problems.get(0));
        assertTrue(problems.get(0).contains("effigy.ir.Operand -> effigy.exec.FloatBits"), problems.get(0));
        assertTrue(problems.get(1).startsWith("package cycle: effigy.exec -> effigy.ir -> effigy.exec"), problems.get(1));
    }

    @Test void frontEndsAnalysesAndReportsStayInTheirLayers() {
        List<String> problems = TABLE.check(List.of(
                new Edge("effigy.lang.c.sema.Conversions", "effigy.exec.FloatBits"),
                new Edge("effigy.lang.eff.EntryArguments", "effigy.lang.c.ast.Node"),
                new Edge("effigy.smt.PathSolver", "effigy.bmc.BoundedModelChecker"),
                new Edge("effigy.loops.LoopAnalysis", "effigy.driver.Workbench"),
                new Edge("effigy.fuzz.Runner", "effigy.lang.c.lower.CLowering"),
                new Edge("effigy.report.Lcov", "effigy.driver.Workbench"),
                new Edge("effigy.analysis.ProgramContext", "effigy.lang.eff.Lowering"),
                new Edge("effigy.driver.Workbench", "effigy.cli.Main")));
        assertEquals(8, problems.size(), String.join("\n", problems));
        for (String p : problems) assertTrue(p.contains(" not allowed"), p);
    }

    @Test void anotherAnalysisOnlyThroughItsNamedClasses() {
        assertEquals(List.of(), TABLE.check(List.of(
                new Edge("effigy.termination.Complexity", "effigy.loops.LoopAnalysis$Report"),
                new Edge("effigy.termination.Bound", "effigy.loops.Linear"))));
        List<String> problems = TABLE.check(List.of(
                new Edge("effigy.termination.Termination", "effigy.loops.InnerSearch"),
                new Edge("effigy.bmc.Counterexample", "effigy.loops.LoopAnalysis"),
                new Edge("effigy.loops.LoopAnalysis", "effigy.termination.Termination")));
        assertEquals(4, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).startsWith("effigy.bmc -> effigy.loops not allowed"), problems.get(0));
        assertTrue(problems.get(1).startsWith("effigy.loops -> effigy.termination not allowed"), problems.get(1));
        assertTrue(problems.get(2).contains("effigy.termination -> effigy.loops only through"), problems.get(2));
        assertTrue(problems.get(2).contains("effigy.loops.InnerSearch"), problems.get(2));
        assertTrue(problems.get(3).startsWith("package cycle: effigy.loops -> effigy.termination -> effigy.loops"), problems.get(3));
    }

    @Test void aPackageTheTableDoesNotPlaceIsReported() {
        List<String> problems = TABLE.check(List.of(new Edge("effigy.cluster.Member", "effigy.exec.Executor")));
        assertEquals(List.of("effigy.cluster is in no layer of the table (place it in LayersTest.TABLE)"), problems);
    }

    @Test void aCycleIsReportedEvenWhenEachEdgeIsAllowed() {
        // within the C front end every edge is allowed; a cycle between its packages is not
        List<String> problems = TABLE.check(List.of(
                new Edge("effigy.lang.c.CParser", "effigy.lang.c.pp.Preprocessor"),
                new Edge("effigy.lang.c.pp.Preprocessor", "effigy.lang.c.sema.Sema"),
                new Edge("effigy.lang.c.sema.Sema", "effigy.lang.c.CParser"),
                new Edge("effigy.lang.c.ast.Node", "effigy.source.Span")));
        assertEquals(List.of("package cycle: effigy.lang.c -> effigy.lang.c.pp -> effigy.lang.c.sema -> effigy.lang.c "
                + "(e.g. effigy.lang.c.CParser -> effigy.lang.c.pp.Preprocessor, effigy.lang.c.pp.Preprocessor -> "
                + "effigy.lang.c.sema.Sema, effigy.lang.c.sema.Sema -> effigy.lang.c.CParser)"), problems);
    }

    @Test void aCycleOnATableOfItsOwn() {
        Table t = new Table();
        t.rule("x.a", "x.b");
        t.rule("x.b", "x.a", "x.c");
        t.rule("x.c");
        assertEquals(List.of(), t.check(List.of(new Edge("x.a.A", "x.b.B"), new Edge("x.b.B", "x.c.C"))));
        List<String> problems = t.check(List.of(new Edge("x.a.A", "x.b.B"), new Edge("x.b.B", "x.a.A2")));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("package cycle: x.a -> x.b -> x.a"), problems.get(0));
    }

    @Test void theTableIsWellFormed() {
        // every package of today's table matches exactly one rule
        for (String p : List.of(SOURCE, TERM, IR, SMT, EXEC, EXEC_C, SEARCH, CONTEXT, REPORT, DRIVER, SVCOMP, CLI,
                LANG_EFF, "effigy.lang.c", "effigy.lang.c.sema")) {
            assertEquals(1, TABLE.rulesFor(p).size(), p);
        }
        assertEquals(List.of(), TABLE.rulesFor("effigy.language"), "** matches subpackages, not prefixes");
    }

    @Test void jdepsLinesAreParsed() {
        String text = """
                classes -> java.base
                classes -> not found
                   effigy.ir.Operand                                  -> effigy.exec.FloatBits                              classes
                   effigy.ir.Operand                                  -> effigy.ir.Type                                     classes
                   effigy.ir.Operand$Const                            -> java.lang.Object                                   java.base
                   effigy.report.Json                                 -> com.fasterxml.jackson.databind.JsonNode            not found
                """;
        assertEquals(List.of(new Edge("effigy.ir.Operand", "effigy.exec.FloatBits"), new Edge("effigy.ir.Operand", "effigy.ir.Type")),
                parseJdeps(text));
        assertEquals("effigy.ir", new Edge("effigy.ir.Operand$Const", "x.Y").fromPackage());
        assertEquals("effigy.loops.LoopAnalysis", Table.topLevel("effigy.loops.LoopAnalysis$Report$Row"));
    }

    // ---------------------------------------------------------------------------------------------------------------
    // The checker

    /** A dependence of one class on another (binary names: {@code effigy.loops.LoopAnalysis$Report}). */
    record Edge(String from, String to) {
        String fromPackage() { return packageOf(from); }
        String toPackage() { return packageOf(to); }
        static String packageOf(String className) {
            int dot = className.lastIndexOf('.');
            return dot < 0 ? "" : className.substring(0, dot);
        }
        @Override public String toString() { return from + " -> " + to; }
    }

    private static final Pattern JDEPS_LINE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s+.*$");

    /** The class edges between effigy's classes in {@code jdeps -verbose:class} output, in order. */
    static List<Edge> parseJdeps(String output) {
        List<Edge> edges = new ArrayList<>();
        for (String line : output.split("\\R")) {
            Matcher m = JDEPS_LINE.matcher(line);
            if (m.matches() && m.group(1).startsWith("effigy.") && m.group(2).startsWith("effigy.")) {
                edges.add(new Edge(m.group(1), m.group(2)));
            }
        }
        return edges;
    }

    /** The rules and the check. */
    static final class Table {
        private record Interface(String reason, Set<String> classes) {}
        private record Rule(String pattern, List<String> targets, Map<String, Interface> interfaces) {}

        private final List<Rule> rules = new ArrayList<>();

        /** {@code pattern}'s packages may depend on the packages {@code targets} match (and on themselves). */
        void rule(String pattern, String... targets) {
            rules.add(new Rule(pattern, List.of(targets), new LinkedHashMap<>()));
        }

        /** {@code from}'s packages may depend on {@code to}'s, for {@code reason}, on its {@code classes} alone. */
        void through(String from, String to, String reason, String... classes) {
            Rule r = rules.stream().filter(x -> x.pattern().equals(from)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no rule for " + from));
            Set<String> names = new LinkedHashSet<>();
            for (String c : classes) names.add(packageName(to) + "." + c);
            r.interfaces().put(to, new Interface(reason, names));
        }

        List<Rule> rulesFor(String pkg) { return rules.stream().filter(r -> matches(r.pattern(), pkg)).toList(); }

        static boolean matches(String pattern, String pkg) {
            if (pattern.endsWith(".**")) {
                String base = pattern.substring(0, pattern.length() - 3);
                return pkg.equals(base) || pkg.startsWith(base + ".");
            }
            return pkg.equals(pattern);
        }

        private static String packageName(String pattern) {
            return pattern.endsWith(".**") ? pattern.substring(0, pattern.length() - 3) : pattern;
        }

        /** The top-level class of a binary name ({@code a.B$C} is {@code a.B}). */
        static String topLevel(String className) {
            int dollar = className.indexOf('$');
            return dollar < 0 ? className : className.substring(0, dollar);
        }

        /**
         * The problems with {@code edges}, one line each: packages in no layer (or in two), package edges not
         * allowed (with up to three class edges behind each), edges to another analysis past its named classes,
         * and package cycles. Empty when the edges keep the layers.
         */
        List<String> check(List<Edge> edges) {
            List<String> problems = new ArrayList<>();
            // every package in exactly one layer
            Set<String> packages = new TreeSet<>();
            for (Edge e : edges) { packages.add(e.fromPackage()); packages.add(e.toPackage()); }
            Set<String> unplaced = new TreeSet<>();
            for (String p : packages) {
                List<Rule> rs = rulesFor(p);
                if (rs.isEmpty()) { unplaced.add(p); problems.add(p + " is in no layer of the table (place it in LayersTest.TABLE)"); }
                else if (rs.size() > 1) problems.add(p + " is in " + rs.size() + " layers of the table: "
                        + rs.stream().map(Rule::pattern).toList());
            }
            // every package edge allowed
            Map<String, List<Edge>> forbidden = new TreeMap<>(), pastInterface = new TreeMap<>();
            Map<String, Interface> interfaceOf = new HashMap<>();
            for (Edge e : edges) {
                String from = e.fromPackage(), to = e.toPackage();
                if (from.equals(to) || unplaced.contains(from) || unplaced.contains(to)) continue;
                Rule r = rulesFor(from).get(0);
                if (r.targets().stream().anyMatch(t -> matches(t, to))) continue;
                Optional<Map.Entry<String, Interface>> via = r.interfaces().entrySet().stream()
                        .filter(x -> matches(x.getKey(), to)).findFirst();
                String key = from + " -> " + to;
                if (via.isPresent()) {
                    if (via.get().getValue().classes().contains(Table.topLevel(e.to()))) continue;
                    interfaceOf.put(key, via.get().getValue());
                    pastInterface.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
                } else {
                    forbidden.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
                }
            }
            forbidden.forEach((key, es) -> problems.add(key + " not allowed (" + examples(es) + ")"));
            pastInterface.forEach((key, es) -> {
                Interface i = interfaceOf.get(key);
                problems.add(key + " only through " + i.classes() + " (" + i.reason() + "), not " + examples(es));
            });
            problems.addAll(cycles(edges));
            return problems;
        }

        private static String examples(List<Edge> es) {
            List<String> shown = es.stream().map(Edge::toString).distinct().limit(3).toList();
            long more = es.stream().map(Edge::toString).distinct().count() - shown.size();
            return String.join(", ", shown) + (more > 0 ? " and " + more + " more" : "");
        }

        /** The package cycles (strongly connected components of more than one package), each with an example edge per step. */
        static List<String> cycles(List<Edge> edges) {
            Map<String, Set<String>> graph = new TreeMap<>();
            Map<String, Edge> example = new HashMap<>();
            for (Edge e : edges) {
                String from = e.fromPackage(), to = e.toPackage();
                graph.computeIfAbsent(from, k -> new TreeSet<>());
                graph.computeIfAbsent(to, k -> new TreeSet<>());
                if (from.equals(to)) continue;
                graph.get(from).add(to);
                example.putIfAbsent(from + " " + to, e);
            }
            List<String> problems = new ArrayList<>();
            for (Set<String> component : components(graph)) {
                if (component.size() < 2) continue;
                // one cycle through the component, from its first package: the shortest way back (breadth-first)
                String start = component.iterator().next();
                List<String> cycle = shortestCycle(graph, component, start);
                List<String> steps = new ArrayList<>();
                for (int i = 0; i + 1 < cycle.size(); i++) steps.add(example.get(cycle.get(i) + " " + cycle.get(i + 1)).toString());
                problems.add("package cycle: " + String.join(" -> ", cycle) + " (e.g. " + String.join(", ", steps) + ")"
                        + (component.size() > cycle.size() - 1 ? "; the cycle's component: " + component : ""));
            }
            return problems;
        }

        /** Tarjan's strongly connected components, each sorted. */
        private static List<Set<String>> components(Map<String, Set<String>> graph) {
            Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
            Deque<String> stack = new ArrayDeque<>();
            Set<String> onStack = new LinkedHashSet<>();
            List<Set<String>> out = new ArrayList<>();
            int[] counter = {0};
            for (String v : graph.keySet()) {
                if (!index.containsKey(v)) strongConnect(v, graph, index, low, stack, onStack, out, counter);
            }
            return out;
        }

        private static void strongConnect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
                                          Map<String, Integer> low, Deque<String> stack, Set<String> onStack,
                                          List<Set<String>> out, int[] counter) {
            index.put(v, counter[0]);
            low.put(v, counter[0]++);
            stack.push(v);
            onStack.add(v);
            for (String w : graph.get(v)) {
                if (!index.containsKey(w)) {
                    strongConnect(w, graph, index, low, stack, onStack, out, counter);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                Set<String> component = new TreeSet<>();
                String w;
                do { w = stack.pop(); onStack.remove(w); component.add(w); } while (!w.equals(v));
                out.add(component);
            }
        }

        private static List<String> shortestCycle(Map<String, Set<String>> graph, Set<String> component, String start) {
            Map<String, String> parent = new HashMap<>();
            Deque<String> queue = new ArrayDeque<>(List.of(start));
            Set<String> seen = new LinkedHashSet<>(List.of(start));
            while (!queue.isEmpty()) {
                String v = queue.poll();
                for (String w : graph.get(v)) {
                    if (!component.contains(w)) continue;
                    if (w.equals(start)) {
                        List<String> path = new ArrayList<>();
                        for (String u = v; u != null; u = parent.get(u)) path.add(0, u); // start, ..., v
                        path.add(start);
                        return path;
                    }
                    if (seen.add(w)) { parent.put(w, v); queue.add(w); }
                }
            }
            throw new IllegalStateException("no cycle through " + start + " in " + component);
        }
    }
}
