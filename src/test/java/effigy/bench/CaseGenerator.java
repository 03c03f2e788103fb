package effigy.bench;

import effigy.bench.Case.Watch;
import effigy.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine;

/**
 * Makes case {@code i} of a seed: its input class from a fixed schedule (so that every class and, within a class,
 * every command comes round in turn), everything else from a {@link Random} seeded with the seed and {@code i}. The
 * corpus is the project's own programs (examples/, src/test/resources/, bench/), in sorted order.
 */
final class CaseGenerator {
    static final List<String> COMMANDS = List.of("run", "explore", "fuzz", "bmc", "loops", "termination", "complexity", "svcomp",
            "replay", "verify", "ir", "session", "debug");
    /** The input class of case i is SCHEDULE[i % SCHEDULE.length]: 20 slots. */
    static final String[] SCHEDULE = {"mutated", "options", "hostile", "mutated", "signals", "files", "mutated", "options",
        "limits", "mutated", "hostile", "options", "mutated", "files", "signals", "mutated", "options", "hostile", "mutated", "limits"};
    static final Map<String, List<String>> COMMANDS_OF = Map.of(
            "mutated", COMMANDS, "hostile", COMMANDS, "options", COMMANDS,
            "signals", List.of("explore", "fuzz", "bmc", "svcomp", "termination", "complexity", "loops", "verify", "run", "session", "debug"),
            "limits", List.of("explore", "fuzz", "bmc", "svcomp", "termination", "complexity", "loops", "verify", "run"),
            "files", List.of("explore", "bmc", "fuzz", "loops", "termination", "complexity", "svcomp", "run"));

    private final Path root, work;
    private final long seed;
    private final List<Path> cPrograms = new ArrayList<>(), effPrograms = new ArrayList<>(), tasks = new ArrayList<>(), prps = new ArrayList<>();
    private final List<Path> hard = new ArrayList<>();
    private final Map<String, Map<String, Boolean>> optionsOf = new LinkedHashMap<>();
    private Path seedTest, effSeedTest;

    CaseGenerator(Path root, Path work, long seed) {
        this.root = root;
        this.work = work;
        this.seed = seed;
    }

    /** Reads the corpus, the commands' options (from the picocli model) and makes the tests that replay cases start from. */
    void prepare() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String d : List.of("examples", "src/test/resources")) {
            try (Stream<Path> s = Files.walk(root.resolve(d))) {
                s.filter(Files::isRegularFile).forEach(all::add);
            }
        }
        all.sort(null);
        for (Path p : all) {
            String n = p.getFileName().toString();
            if (n.endsWith(".c")) cPrograms.add(p);
            else if (n.endsWith(".eff")) effPrograms.add(p);
            else if (n.endsWith(".yml") && p.toString().contains("svcomp")) tasks.add(p);
            else if (n.endsWith(".prp")) prps.add(p);
        }
        for (String h : List.of("bench/programs/chain12.c", "bench/programs/independent12.c", "bench/programs/memory10.c",
                "bench/programs/sieve.c", "bench/programs/sort.c", "bench/klee/loop20.c", "bench/klee/isort6.c", "bench/klee/bsearch32.c",
                "bench/explore-jobs/chain14.c", "src/test/resources/termination/t52_fixed_point_jump.c")) {
            if (Files.isRegularFile(root.resolve(h))) hard.add(root.resolve(h));
        }
        CommandLine cl = new CommandLine(new Main());
        for (String c : COMMANDS) {
            Map<String, Boolean> opts = new LinkedHashMap<>();
            for (var o : cl.getSubcommands().get(c).getCommandSpec().options()) {
                if (o.longestName().equals("--help") || o.longestName().equals("--version")) continue;
                opts.put(o.longestName(), o.arity().max() > 0);
            }
            optionsOf.put(c, opts);
        }
        Path seeds = work.resolve("seed-tests");
        Files.createDirectories(seeds);
        seedTest = makeSeedTest(seeds.resolve("c"), "explore", root.resolve("examples/lecture/foo.c").toString(), "--entry", "foo");
        effSeedTest = makeSeedTest(seeds.resolve("eff"), "explore", root.resolve("examples/king/sum.eff").toString(), "--call", "SUM(\"A\", 3, 5)");
    }

    private static Path makeSeedTest(Path dir, String... args) {
        List<String> a = new ArrayList<>(List.of(args));
        a.addAll(List.of("--tests", dir.toString()));
        Main.execute(a.toArray(new String[0]), new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        Path t = dir.resolve("test-001.json");
        if (!Files.isRegularFile(t)) throw new IllegalStateException("campaign: could not make the seed test " + t);
        return t;
    }

    boolean hasOption(String command, String option) {
        return optionsOf.getOrDefault(command, Map.of()).containsKey(option);
    }

    Case generate(int index) throws IOException {
        Random r = new Random(seed * 0x9E3779B97F4A7C15L + index * 0xBF58476D1CE4E5B9L + 7);
        String kind = SCHEDULE[index % SCHEDULE.length];
        // the occurrence of this class among the cases so far, which picks the command in turn
        int perRound = 0, before = 0;
        for (int k = 0; k < SCHEDULE.length; k++) {
            if (SCHEDULE[k].equals(kind)) {
                perRound++;
                if (k < index % SCHEDULE.length) before++;
            }
        }
        int occurrence = index / SCHEDULE.length * perRound + before;
        List<String> commands = COMMANDS_OF.get(kind);
        Path dir = work.resolve("case-" + index);
        Campaign.deleteTree(dir);
        Files.createDirectories(dir);
        Case c = new Case(index, kind, dir);
        c.command = commands.get(Math.floorMod(occurrence + (int) (seed % 13), commands.size()));
        switch (kind) {
            case "mutated" -> mutated(c, r);
            case "hostile" -> hostile(c, r);
            case "options" -> options(c, r);
            case "signals" -> signals(c, r);
            case "limits" -> limits(c, r);
            case "files" -> files(c, r);
            default -> throw new IllegalStateException(kind);
        }
        return c;
    }

    // ---------------------------------------------------------------- common parts

    /** --max-time S when the command has it (the limit is then S), else the campaign's default limit. */
    private void limit(Case c, double seconds) {
        if (hasOption(c.command, "--max-time")) {
            c.args("--max-time", seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds));
            c.limit = seconds;
            c.limitFromOption = true;
        } else {
            c.limit = 30;
        }
    }

    private static final Pattern FUNCTION = Pattern.compile("(?m)^[A-Za-z_][\\w \\t*]*?\\b([A-Za-z_]\\w*)\\s*\\([^;{)]*\\)\\s*\\{");

    /** The entry option for a C source without main: its first function's name. */
    static List<String> entryOf(String source) {
        if (source.contains("main(") || source.contains("main (")) return List.of();
        if (source.contains("LLVMFuzzerTestOneInput")) return List.of("--entry", "LLVMFuzzerTestOneInput");
        Matcher m = FUNCTION.matcher(source);
        return m.find() ? List.of("--entry", m.group(1)) : List.of();
    }

    /** The arguments that make COMMAND run PROGRAM (its original text {@code source}), bounded, without the limit. */
    private void base(Case c, Path program, String source, Random r) {
        boolean eff = program.getFileName().toString().endsWith(".eff");
        String p = program.toString();
        List<String> entry = eff ? List.of() : entryOf(source);
        switch (c.command) {
            case "run" -> { c.args(p); c.args.addAll(entry); if (hasOption("run", "--max-steps")) c.args("--max-steps", "100000"); }
            case "explore" -> { c.args(p, "--max-paths", "20", "--max-steps", "2000"); c.args.addAll(entry); }
            case "fuzz" -> { c.args(p, "--jobs", "1", "--out", c.dir.resolve("fuzz-out").toString()); c.args.addAll(entry); }
            case "bmc" -> { c.args(p, "--unwind", String.valueOf(1 + r.nextInt(4))); c.args.addAll(entry); }
            case "loops", "termination", "complexity" -> { c.args(p); c.args.addAll(entry); }
            case "svcomp" -> c.args(p, "--property", prp("unreach-call").toString());
            case "replay" -> c.args(p, (eff ? effSeedTest : seedTest).toString());
            case "verify" -> { c.args(p, "--max-steps", "2000"); c.args.addAll(entry); }
            case "ir", "session" -> c.args(p);
            case "debug" -> { c.args(p); c.args.addAll(entry); c.stdin = debugScript(r); }
            default -> throw new IllegalStateException(c.command);
        }
    }

    private Path prp(String name) {
        for (Path p : prps) if (p.getFileName().toString().equals(name + ".prp")) return p;
        return prps.get(0);
    }

    private static final String[] DEBUG_WORDS = {"step", "next", "go true", "go false", "bt", "help", "continue", "print x",
        "assume (x > 0)", "break 3", "info", "s", "n", "c", "list", "?", "go", "assume (((", "print", "quit"};

    static String debugScript(Random r) {
        StringBuilder b = new StringBuilder();
        int n = 1 + r.nextInt(8);
        for (int i = 0; i < n; i++) b.append(DEBUG_WORDS[r.nextInt(DEBUG_WORDS.length)]).append('\n');
        return b.append("quit\n").toString();
    }

    private static <T> T pick(Random r, List<T> l) { return l.get(r.nextInt(l.size())); }

    private Path programFor(Case c, Random r) {
        if (c.command.equals("session")) return r.nextBoolean() ? root.resolve("examples/king/session.eff") : pick(r, effPrograms);
        if (c.command.equals("svcomp") || c.command.equals("fuzz") || c.command.equals("bmc") || c.command.equals("loops")) return pick(r, cPrograms);
        return r.nextInt(5) == 0 ? pick(r, effPrograms) : pick(r, cPrograms);
    }

    // ---------------------------------------------------------------- mutated programs

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_]\\w*|\\d+|\\S");

    private void mutated(Case c, Random r) throws IOException {
        c.inProcess = !c.command.equals("debug") && !c.command.equals("session");
        if (c.command.equals("svcomp") && r.nextBoolean()) {
            mutatedTask(c, r);
            return;
        }
        Path original = programFor(c, r);
        String source = Files.readString(original, StandardCharsets.ISO_8859_1);
        byte[] bytes = source.getBytes(StandardCharsets.ISO_8859_1);
        List<String> ops = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) bytes = mutate(bytes, r, ops, original.getFileName().toString().endsWith(".eff") ? effPrograms : cPrograms);
        c.variant = String.join("+", ops.stream().distinct().sorted().toList());
        String name = original.getFileName().toString();
        Path program = c.dir.resolve(name);
        Files.write(program, bytes);
        if (c.command.equals("session")) copyKing(c.dir);
        base(c, program, source, r);
        limit(c, 5);
        c.cwdNote = "# " + program + " is " + root.relativize(original) + " mutated (" + c.variant + ");";
    }

    private void copyKing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(root.resolve("examples/king"))) {
            for (Path p : s.toList()) if (!Files.exists(dir.resolve(p.getFileName()))) Files.copy(p, dir.resolve(p.getFileName()));
        }
    }

    /** A task directory copied (the task's own folder and properties/) with its .yml or its program mutated. */
    private void mutatedTask(Case c, Random r) throws IOException {
        Path task = pick(r, tasks);
        Path tasksRoot = task.getParent().getParent();
        Path copy = c.dir.resolve("tasks");
        copyDir(task.getParent(), copy.resolve(task.getParent().getFileName()));
        if (Files.isDirectory(tasksRoot.resolve("properties"))) copyDir(tasksRoot.resolve("properties"), copy.resolve("properties"));
        Path yml = copy.resolve(task.getParent().getFileName()).resolve(task.getFileName());
        List<String> ops = new ArrayList<>();
        Path target = yml;
        if (r.nextBoolean()) {
            Matcher m = Pattern.compile("input_files: *'?([\\w.-]+)").matcher(Files.readString(yml));
            if (m.find() && Files.isRegularFile(yml.resolveSibling(m.group(1)))) target = yml.resolveSibling(m.group(1));
        }
        byte[] bytes = Files.readAllBytes(target);
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) bytes = mutate(bytes, r, ops, target == yml ? tasks : cPrograms);
        Files.write(target, bytes);
        c.variant = (target == yml ? "task-yml:" : "task-c:") + String.join("+", ops.stream().distinct().sorted().toList());
        c.args(yml.toString());
        limit(c, 5);
        c.cwdNote = "# " + copy + " is " + root.relativize(task.getParent()) + " with " + target.getFileName() + " mutated;";
    }

    private static void copyDir(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    /** One mutation of the bytes: a byte flip, a token deleted or duplicated, two lines swapped, a truncation, or a splice. */
    static byte[] mutate(byte[] b, Random r, List<String> ops, List<Path> donors) throws IOException {
        if (b.length == 0) return b;
        String text = new String(b, StandardCharsets.ISO_8859_1);
        switch (r.nextInt(6)) {
            case 0 -> {
                ops.add("byte-flip");
                byte[] m = b.clone();
                int at = r.nextInt(m.length);
                m[at] = r.nextBoolean() ? (byte) (m[at] ^ (1 << r.nextInt(8))) : (byte) r.nextInt(256);
                return m;
            }
            case 1, 2 -> {
                boolean delete = r.nextBoolean();
                ops.add(delete ? "token-delete" : "token-dup");
                List<int[]> tokens = new ArrayList<>();
                Matcher m = TOKEN.matcher(text);
                while (m.find()) tokens.add(new int[] {m.start(), m.end()});
                if (tokens.isEmpty()) return b;
                int[] t = tokens.get(r.nextInt(tokens.size()));
                String s = delete ? text.substring(0, t[0]) + text.substring(t[1])
                        : text.substring(0, t[1]) + " " + text.substring(t[0], t[1]) + text.substring(t[1]);
                return s.getBytes(StandardCharsets.ISO_8859_1);
            }
            case 3 -> {
                ops.add("line-swap");
                List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
                if (lines.size() < 2) return b;
                int i = r.nextInt(lines.size()), j = r.nextInt(lines.size());
                String li = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, li);
                return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
            }
            case 4 -> {
                ops.add("truncate");
                return java.util.Arrays.copyOf(b, r.nextInt(b.length));
            }
            default -> {
                ops.add("splice");
                Path donor = donors.get(r.nextInt(donors.size()));
                List<String> from = List.of(Files.readString(donor, StandardCharsets.ISO_8859_1).split("\n", -1));
                int start = r.nextInt(from.size()), len = 1 + r.nextInt(Math.min(10, from.size() - start));
                List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
                lines.addAll(r.nextInt(lines.size() + 1), from.subList(start, start + len));
                return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
            }
        }
    }

    // ---------------------------------------------------------------- hostile files

    private static String rep(String s, int n) { return s.repeat(n); }

    private static final String NONDET = "extern int __VERIFIER_nondet_int(void);\n";

    /** A hostile C program: its variant name and its text (bytes). */
    private static Map.Entry<String, byte[]> hostileC(Random r) {
        int[] depths = {1000, 5000, 20000, 100000};
        int d = depths[r.nextInt(depths.length)];
        String s;
        String v;
        switch (r.nextInt(16)) {
            case 0 -> { v = "deep-parens-" + d; s = "int main(void) { int x = " + rep("(", d) + "1" + rep(")", d) + "; return x; }\n"; }
            case 1 -> { v = "deep-block-braces-" + d; s = "int main(void) { " + rep("{", d) + rep("}", d) + " return 0; }\n"; }
            case 2 -> { v = "deep-init-braces-" + d; s = "int a[1] = " + rep("{", d) + "1" + rep("}", d) + ";\nint main(void) { return a[0]; }\n"; }
            case 3 -> { v = "deep-ifs-" + d; s = NONDET + "int main(void) { int x = __VERIFIER_nondet_int();\n" + rep("if (x) ", d) + "x++;\nreturn 0; }\n"; }
            case 4 -> { v = "flat-sum-200000"; s = "int main(void) { int x = 0; x = " + rep("1 + ", 200000) + "1; return x; }\n"; }
            case 5 -> {
                String[] arrays = {"int a[1000000000000];\nint main(void) { a[5] = 1; return a[5]; }\n",
                    "int main(void) { char a[2147483647]; a[0] = 1; return a[0]; }\n",
                    "int main(void) { int a[4294967296]; return a[1]; }\n",
                    "#include <stdlib.h>\nint main(void) { char *p = malloc(4000000000u); if (p) p[3999999999u] = 1; return 0; }\n",
                    "char a[100000000];\nint main(void) { for (int i = 0; i < 100000000; i++) a[i] = 1; return a[7]; }\n"};
                int k = r.nextInt(arrays.length);
                v = "huge-array-" + k;
                s = arrays[k];
            }
            case 6 -> {
                v = "invalid-utf8";
                String[] places = {"int main(void) { /* \u00c3\u0028 \u00ff\u00fe */ return 0; }\n", "int main(void) { char *s = \"\u00ff\u00c0\u00af\"; return s[0]; }\n",
                    "int m\u00e9\u00ffin(void) { return 0; }\nint main(void) { return 0; }\n", "\u00ef\u00bb\u00bf\u00fe\u00ffint main(void) { return 0; }\n"};
                s = places[r.nextInt(places.length)];
            }
            case 7 -> { v = "empty"; s = r.nextBoolean() ? "" : r.nextBoolean() ? "   \n\n" : "/* unterminated"; }
            case 8 -> {
                v = "binary-junk";
                byte[] b = new byte[1 + r.nextInt(1 << 16)];
                r.nextBytes(b);
                return Map.entry(v, b);
            }
            case 9 -> {
                v = "exponential-macros";
                StringBuilder b = new StringBuilder("#define A0 x\n");
                for (int i = 1; i <= 40; i++) b.append("#define A").append(i).append(" (A").append(i - 1).append(" + A").append(i - 1).append(")\n");
                b.append("int main(void) { int x = 1; return A40; }\n");
                s = b.toString();
            }
            case 10 -> {
                v = "10MB-source";
                s = "int main(void) { int x = 0;\n" + rep("x++;\n", 2_000_000) + "return x; }\n";
            }
            case 11 -> { v = "long-identifier"; s = "int " + rep("a", 1 << 20) + ";\nint main(void) { return 0; }\n"; }
            case 12 -> { v = "deep-calls"; s = "int f(int x) { return x; }\nint main(void) { return " + rep("f(", d) + "1" + rep(")", d) + "; }\n"; }
            case 13 -> { v = "deep-unary-" + d; s = "int main(void) { int x = 1; return " + rep("-", d) + "x; }\n"; }
            case 14 -> { v = "long-string"; s = "int main(void) { char *s = \"" + rep("A", 5 << 20) + "\"; return s[1]; }\n"; }
            default -> { v = "deep-macro-nesting"; s = "#define F(x) (x)\nint main(void) { return " + rep("F(", d) + "1" + rep(")", d) + "; }\n"; }
        }
        return Map.entry(v, s.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** A hostile program in King's language. */
    private static Map.Entry<String, byte[]> hostileEff(Random r) {
        int[] depths = {1000, 5000, 20000, 100000};
        int d = depths[r.nextInt(depths.length)];
        String s, v;
        switch (r.nextInt(7)) {
            case 0 -> { v = "eff-deep-parens-" + d; s = "P: PROCEDURE (A);\n  X = " + rep("(", d) + "A" + rep(")", d) + ";\n  RETURN (X);\nEND;\n"; }
            case 1 -> { v = "eff-deep-do-" + d; s = "P: PROCEDURE (A);\n  X = 0;\n" + rep("DO; ", d) + "X = X + 1; " + rep("END; ", d) + "\n  RETURN (X);\nEND;\n"; }
            case 2 -> { v = "eff-deep-if-" + d; s = "P: PROCEDURE (A);\n  X = 0;\n" + rep("IF A > 0 THEN ", d) + "X = 1;\n  RETURN (X);\nEND;\n"; }
            case 3 -> { v = "eff-flat-sum"; s = "P: PROCEDURE (A);\n  X = " + rep("A + ", 200000) + "1;\n  RETURN (X);\nEND;\n"; }
            case 4 -> { v = "eff-invalid-utf8"; s = "P: PROCEDURE (A\u00ff\u00c3);\n  RETURN (A);\nEND;\n"; }
            case 5 -> { v = "eff-empty"; s = ""; }
            default -> {
                v = "eff-binary-junk";
                byte[] b = new byte[1 + r.nextInt(1 << 14)];
                r.nextBytes(b);
                return Map.entry(v, b);
            }
        }
        return Map.entry(v, s.getBytes(StandardCharsets.ISO_8859_1));
    }

    private void hostile(Case c, Random r) throws IOException {
        int special = r.nextInt(10);
        if (c.command.equals("svcomp") && special < 6) {
            hostileTask(c, r);
            return;
        }
        if (c.command.equals("replay") && special < 6) {
            hostileTest(c, r);
            return;
        }
        Path program;
        String source = "";
        if (special == 0) {
            c.variant = "directory-as-program";
            program = c.dir.resolve("dir.c");
            Files.createDirectories(program);
        } else if (special == 1) {
            c.variant = "fifo-as-program";
            program = c.dir.resolve("fifo.c");
            mkfifo(program);
        } else if (special == 2) {
            c.variant = "dev-zero-as-program";
            program = Path.of("/dev/zero");
        } else if (special == 3) {
            c.variant = "missing-program";
            program = c.dir.resolve("missing.c");
        } else {
            boolean eff = c.command.equals("session") || (!c.command.equals("svcomp") && !c.command.equals("fuzz") && r.nextInt(4) == 0);
            Map.Entry<String, byte[]> h = eff ? hostileEff(r) : hostileC(r);
            c.variant = h.getKey();
            program = c.dir.resolve(eff ? "hostile.eff" : "hostile.c");
            Files.write(program, h.getValue());
            source = new String(h.getValue(), StandardCharsets.ISO_8859_1);
            if (eff && r.nextInt(3) == 0 && !c.command.equals("session") && hasOption(c.command, "--call")) {
                c.variant += "+deep-call";
                int d = 5000;
                c.args("--call", "P(" + rep("(", d) + "1" + rep(")", d) + ")");
            }
        }
        if (c.command.equals("debug") || c.command.equals("session") && special >= 4) c.stdin = "quit\n";
        base(c, program, source, r);
        limit(c, 10);
        // with no --max-time of its own, a command reads the whole of a large source: 30 s, and 6 s more per MB (the
        // front end's rate alone is about 1.6 s a MB, debug of the 10 MB source 16.5 s on a quiet machine; twice that
        // beside two other runs on two cores; gcc -fsyntax-only takes 2.4 s on it, gcc -O0 26 s before it crashes)
        if (!c.limitFromOption) c.limit += 6.0 * source.length() / (1 << 20);
    }

    /** A hostile SV-COMP task: a 5 MB string in the .yml, a YAML bomb, malformed YAML or property files. */
    private void hostileTask(Case c, Random r) throws IOException {
        Path task = pick(r, tasks);
        Path copy = c.dir.resolve("tasks");
        copyDir(task.getParent(), copy.resolve(task.getParent().getFileName()));
        Path props = task.getParent().getParent().resolve("properties");
        if (Files.isDirectory(props)) copyDir(props, copy.resolve("properties"));
        Path yml = copy.resolve(task.getParent().getFileName()).resolve(task.getFileName());
        String text = Files.readString(yml);
        switch (r.nextInt(7)) {
            case 0 -> { c.variant = "yml-5MB-string"; text = text.replaceFirst("input_files: *'?([\\w.-]+)'?", "input_files: '" + rep("A", 5 << 20) + "'"); }
            case 1 -> { c.variant = "yml-5MB-description"; text = "description: '" + rep("B", 5 << 20) + "'\n" + text; }
            case 2 -> {
                c.variant = "yml-bomb";
                StringBuilder b = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
                for (char k = 'b'; k <= 'j'; k++) b.append(k).append(": &").append(k).append(" [").append(("*" + (char) (k - 1) + ",").repeat(9)).append("*").append((char) (k - 1)).append("]\n");
                text = b + text;
            }
            case 3 -> { c.variant = "yml-wrong-types"; text = "format_version: [1, 2]\ninput_files: {a: 1}\nproperties: 5\noptions: 'x'\n"; }
            case 4 -> { c.variant = "yml-input-dev-zero"; text = text.replaceFirst("input_files: *'?([\\w.-]+)'?", "input_files: '/dev/zero'"); }
            case 5 -> {
                c.variant = "prp-malformed";
                try (Stream<Path> s = Files.list(copy.resolve("properties"))) {
                    for (Path p : s.toList()) {
                        byte[] b = new byte[64 + r.nextInt(512)];
                        r.nextBytes(b);
                        Files.write(p, r.nextBoolean() ? b : "CHECK( init(main()), LTL(G ! call(reach_error(".getBytes(StandardCharsets.UTF_8));
                    }
                } catch (IOException e) {
                    // no properties folder: the task alone
                }
            }
            default -> { c.variant = "yml-deep-nesting"; text = rep("[", 50000) + rep("]", 50000) + "\n"; }
        }
        Files.writeString(yml, text);
        c.args(yml.toString());
        limit(c, 10);
        c.cwdNote = "# " + copy + " is " + root.relativize(task.getParent()) + " made hostile (" + c.variant + ");";
    }

    /** A hostile test file for replay: deep JSON, huge numbers, wrong types, junk. */
    private void hostileTest(Case c, Random r) throws IOException {
        String t = Files.readString(seedTest);
        String s;
        switch (r.nextInt(6)) {
            case 0 -> { c.variant = "test-deep-json"; s = rep("[", 100000) + rep("]", 100000); }
            case 1 -> { c.variant = "test-huge-number"; s = t.replaceFirst("\"value\" : \\d+", "\"value\" : 1" + rep("0", 100000)); }
            case 2 -> { c.variant = "test-huge-maxsteps"; s = t.replaceFirst("\"maxSteps\" : \\d+", "\"maxSteps\" : 99999999999999999999"); }
            case 3 -> { c.variant = "test-wrong-types"; s = t.replace("\"inputs\" : [", "\"inputs\" : 5, \"x\" : [").replace("\"settings\" : {", "\"settings\" : [ {"); }
            case 4 -> { c.variant = "test-missing-program"; s = t.replaceFirst("\"program\" : \\[[^\\]]*\\]", "\"program\" : [ \"" + c.dir.resolve("gone.c") + "\" ]"); }
            default -> {
                c.variant = "test-junk";
                byte[] b = new byte[1 + r.nextInt(4096)];
                r.nextBytes(b);
                s = new String(b, StandardCharsets.ISO_8859_1);
            }
        }
        Path test = c.dir.resolve("test-001.json");
        Files.write(test, s.getBytes(StandardCharsets.ISO_8859_1));
        c.args(test.toString());
        limit(c, 10);
    }

    static void mkfifo(Path p) throws IOException {
        try {
            Process pr = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
            if (pr.waitFor() != 0) throw new IOException("mkfifo " + p + " failed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    // ---------------------------------------------------------------- bad options

    private static final String[] NUMBERS = {"-1", "-5", "0", "-2147483649", "99999999999999999999", "2147483648", "1e3", "NaN",
        "0x10", "3.5", "+7", " 5", "1000000000"};
    private static final String[] WORDS = {"abc", "", " ", "=", "%s%n", "\u00ff\u00fe", "--json", "-", "true", "null"};

    private void options(Case c, Random r) throws IOException {
        c.inProcess = !c.command.equals("debug") && !c.command.equals("session");
        Path program;
        switch (c.command) {
            case "session" -> program = root.resolve("examples/king/session.eff");
            case "svcomp" -> program = pick(r, tasks);
            case "replay" -> program = null;
            default -> program = r.nextInt(4) == 0 ? root.resolve("examples/king/sum.eff") : root.resolve("examples/lecture/foo.c");
        }
        if (program == null) c.args(seedTest.toString());
        else if (c.command.equals("svcomp")) c.args(program.toString());
        else {
            base(c, program, Files.readString(program), r);
            if (program.toString().endsWith("foo.c") && !c.args.contains("--entry") && hasOption(c.command, "--entry")) c.args("--entry", "foo");
        }
        List<String> ops = new ArrayList<>();
        int n = 1 + r.nextInt(2);
        boolean maxTimeTaken = false;
        String command = c.command;     // a typo below may change c.command
        List<String> names = new ArrayList<>(optionsOf.get(command).keySet());
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(8)) {
                case 0, 1, 2, 3 -> {
                    if (names.isEmpty()) break;
                    String o = pick(r, names);
                    String value = badValue(c, o, r);
                    ops.add(o);
                    if (o.equals("--max-time")) maxTimeTaken = true;
                    if (!optionsOf.get(command).get(o)) {
                        if (r.nextBoolean()) c.args(o + "=" + value);
                        else c.args(o);
                    } else if (r.nextInt(10) == 0) {
                        c.args(o);     // the value missing
                    } else {
                        c.args(o, value);
                        if (isBigNumber(value)) c.inProcess = false;   // a huge valid value may mean a huge run: not in the harness's JVM
                    }
                }
                case 4 -> { ops.add("unknown-option"); c.args("--" + pick(r, List.of("frobnicate", "max_time", "maxtime", "timeout", "v", "verbose", "seeds", "j"))); }
                case 5 -> {
                    ops.add("positional");
                    String[] pos = {c.dir.toString(), c.dir.resolve("missing.c").toString(), "/dev/null", "-", c.dir.resolve("x.txt").toString()};
                    Files.writeString(c.dir.resolve("x.txt"), "hello\n");
                    c.args(pos[r.nextInt(pos.length)]);
                }
                case 6 -> {
                    ops.add("no-program");
                    c.args.removeIf(a -> a.endsWith(".c") || a.endsWith(".eff") || a.endsWith(".yml") || a.endsWith(".json"));
                }
                default -> {
                    ops.add("command-typo");
                    String[] typos = {command.substring(0, command.length() - 1), command + "s", command.toUpperCase(java.util.Locale.ROOT), "-" + command, "hepl", "--" + command};
                    c.command = typos[r.nextInt(typos.length)];
                    c.inProcess = true;
                }
            }
        }
        c.variant = String.join("+", ops.stream().distinct().sorted().toList());
        if (!maxTimeTaken) limit(c, 5);
        else c.limit = givenMaxTime(c);
    }

    /**
     * The limit of an options case that mutated {@code --max-time}: 30 s, or the value when it is a valid one above that
     * (at most 120 s): case 9607 of seed 23 gave svcomp {@code --max-time 1e3}, a valid 1000 s, and the run that answered
     * in 31 s was taken for a hang.
     */
    private static double givenMaxTime(Case c) {
        double limit = 30;
        for (int i = 0; i < c.args.size(); i++) {
            String a = c.args.get(i);
            String v = a.startsWith("--max-time=") ? a.substring("--max-time=".length())
                    : a.equals("--max-time") && i + 1 < c.args.size() ? c.args.get(i + 1) : null;
            if (v == null) continue;
            try {
                double s = Double.parseDouble(v);
                if (s > 0 && Double.isFinite(s)) limit = Math.max(30, Math.min(s, 120));
            } catch (NumberFormatException notANumber) {
                // a bad value: the command refuses it
            }
        }
        return limit;
    }

    private static boolean isBigNumber(String v) {
        try {
            return Math.abs(Double.parseDouble(v.strip())) >= 1000;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private String badValue(Case c, String option, Random r) throws IOException {
        switch (r.nextInt(4)) {
            case 0, 1 -> { return NUMBERS[r.nextInt(NUMBERS.length)]; }
            case 2 -> { return WORDS[r.nextInt(WORDS.length)]; }
            default -> {
                // paths, always under the case's folder: a folder, a missing parent, a regular file, a file under a file
                Path f = c.dir.resolve("plain.txt");
                Files.writeString(f, "plain\n");
                Path[] paths = {c.dir, c.dir.resolve("missing/sub/out"), f, f.resolve("under"), c.dir.resolve("new-output")};
                return paths[r.nextInt(paths.length)].toString();
            }
        }
    }

    // ---------------------------------------------------------------- signals and limits

    private static final String LONG_RUN = "int main(void) { unsigned long s = 0; for (unsigned long i = 0; i < 40000000000UL; i++) s += i ^ (s >> 3); return (int) (s & 1); }\n";

    private Path hardProgram(Case c, Random r) throws IOException {
        if (c.command.equals("session")) {
            Path s = c.dir.resolve("long.eff");
            copyKing(c.dir);
            Files.writeString(s, "INCLUDE 'power.eff';\nTEST(100000) POWER(\"X\", \"Y\");\n");
            return s;
        }
        if (c.command.equals("run") || c.command.equals("debug") && r.nextBoolean()) {
            Path p = c.dir.resolve("long.c");
            Files.writeString(p, LONG_RUN);
            return p;
        }
        return pick(r, hard);
    }

    private void hardBase(Case c, Path program, Random r) throws IOException {
        String source = Files.readString(program, StandardCharsets.ISO_8859_1);
        List<String> entry = entryOf(source);
        String p = program.toString();
        switch (c.command) {
            case "explore" -> { c.args(p, "--max-steps", "100000"); if (r.nextBoolean()) c.args("--jobs", "2"); }
            case "fuzz" -> c.args(p, "--jobs", String.valueOf(1 + r.nextInt(2)), "--out", c.dir.resolve("fuzz-out").toString());
            case "bmc" -> c.args(p, "--unwind", String.valueOf(20 + r.nextInt(200)));
            case "svcomp" -> c.args(p, "--property", prp(r.nextBoolean() ? "unreach-call" : "termination").toString());
            case "verify" -> c.args(p, "--max-steps", "1000000");
            case "run" -> { c.args(p); if (hasOption("run", "--max-steps")) c.args("--max-steps", "100000000000"); }
            case "debug" -> { c.args(p); c.stdin = "continue\n".repeat(200); }
            default -> c.args(p);
        }
        if (!c.command.equals("svcomp") && !c.command.equals("session")) c.args.addAll(entry);
    }

    private void signals(Case c, Random r) throws IOException {
        Path program = hardProgram(c, r);
        hardBase(c, program, r);
        limit(c, 60);
        c.signal = r.nextBoolean() ? "INT" : "TERM";
        c.signalAfterMs = 300 + r.nextInt(3700);
        c.variant = "SIG" + c.signal + "@" + program.getFileName();
    }

    private void limits(Case c, Random r) throws IOException {
        int t = 1 + r.nextInt(3);
        int k = r.nextInt(4);
        if (k == 0 && !c.command.equals("svcomp")) {
            Map.Entry<String, byte[]> h = hostileC(new Random(r.nextBoolean() ? 9 : 10) {
                @Override public int nextInt(int bound) { return bound == 16 ? (r.nextBoolean() ? 9 : 10) : r.nextInt(bound); }
            });
            Path p = c.dir.resolve("hostile.c");
            Files.write(p, h.getValue());
            hardBase(c, p, r);
            c.variant = h.getKey();
        } else if (k == 1 && c.command.equals("svcomp")) {
            hostileTask(c, new Random(r.nextLong()) {
                @Override public int nextInt(int bound) { return bound == 7 ? 0 : super.nextInt(bound); }
            });
            c.args.removeIf(a -> true);
            Path yml;
            try (Stream<Path> s = Files.walk(c.dir.resolve("tasks"))) {
                yml = s.filter(f -> f.toString().endsWith(".yml")).findFirst().orElseThrow();
            }
            c.args(yml.toString());
        } else {
            Path program = hardProgram(c, r);
            hardBase(c, program, r);
            c.variant = program.getFileName().toString();
        }
        limit(c, t);
        c.variant = "max-time-" + t + ":" + c.variant;
    }

    // ---------------------------------------------------------------- output files

    private void files(Case c, Random r) throws IOException {
        // the command's output option, a program that makes output, and what that output is
        String option, type, program;
        List<String> extra = new ArrayList<>();
        boolean dirOutput = false;
        switch (c.command) {
            case "explore" -> {
                String[][] o = {{"--tests", "tests"}, {"--tree", "dot"}, {"--coverage", "info"}, {">", "json"}};
                String[] pick = o[r.nextInt(o.length)];
                option = pick[0];
                type = pick[1];
                dirOutput = option.equals("--tests");
                program = "examples/lecture/foo.c";
                extra.addAll(List.of("--entry", "foo"));
            }
            case "bmc" -> { option = r.nextBoolean() ? "--tests" : ">"; type = option.equals(">") ? "json" : "tests"; dirOutput = option.equals("--tests"); program = "examples/lecture/bmc1.c"; extra.addAll(List.of("--unwind", "3")); }
            case "fuzz" -> { option = "--out"; type = "any"; dirOutput = true; program = "examples/fuzz/packet.c"; extra.addAll(List.of("--entry", "LLVMFuzzerTestOneInput")); }
            case "loops" -> { option = "--annotate"; type = "text"; program = "examples/loops/fig1.c"; }
            case "termination" -> { option = r.nextBoolean() ? "--its" : "--graph"; type = option.equals("--graph") ? "dot" : "text"; program = "examples/termination/fig1.c"; }
            case "complexity" -> { option = r.nextBoolean() ? "--graph" : ">"; type = option.equals("--graph") ? "dot" : "json"; program = "examples/termination/fig1.c"; }
            case "svcomp" -> {
                option = r.nextBoolean() ? "--witness" : ">";
                type = option.equals(">") ? "json" : "yaml";
                program = root.relativize(tasks.stream().filter(t -> t.toString().contains("false")).findFirst().orElse(tasks.get(0))).toString();
            }
            default -> { option = r.nextBoolean() ? "--coverage" : ">"; type = option.equals(">") ? "json" : "info"; program = "examples/lecture/sum.c"; }
        }
        if (option.equals(">")) extra.add("--json");
        if (!c.command.equals("svcomp") && !extra.contains("--entry")) extra.addAll(entryOf(Files.readString(root.resolve(program))));
        boolean interrupt = r.nextInt(3) == 0;
        Path prog = root.resolve(program);
        if (interrupt && !c.command.equals("svcomp") && (c.command.equals("explore") || c.command.equals("bmc") || c.command.equals("fuzz"))) {
            prog = pick(r, hard);
            extra.removeIf(a -> true);
            extra.addAll(entryOf(Files.readString(prog)));
            if (option.equals(">")) extra.add("--json");
            if (c.command.equals("bmc")) extra.addAll(List.of("--unwind", "50"));
        }
        // the target
        String[] kinds = dirOutput ? new String[] {"new", "existing-dir", "symlink-dir", "file-in-place", "readonly-parent", "missing-parent", "under-file"}
                : option.equals(">") ? new String[] {"new", "existing", "symlink"}
                : new String[] {"new", "existing", "symlink", "dangling-symlink", "fifo", "directory", "readonly-parent", "missing-parent", "under-file"};
        String kind = kinds[r.nextInt(kinds.length)];
        Path target = c.dir.resolve(dirOutput ? "out" : "out." + (type.equals("json") ? "json" : type.equals("tests") ? "d" : type));
        switch (kind) {
            case "existing" -> { Files.writeString(target, "precious, written before the run\n"); c.watches.add(Watch.existing(target, type)); }
            case "existing-dir" -> {
                Files.createDirectories(target);
                Files.writeString(target.resolve("notes.txt"), "the user's own file\n");
                c.watches.add(Watch.keep(target.resolve("notes.txt")));
                if (type.equals("tests")) Files.writeString(target.resolve("test-099.json"), "{\"stale\": true}\n");
            }
            case "symlink", "symlink-dir" -> {
                Path real = c.dir.resolve(kind.equals("symlink") ? "real-target" : "real-dir");
                if (kind.equals("symlink")) Files.writeString(real, "the link's target\n");
                else Files.createDirectories(real);
                Files.createSymbolicLink(target, real);
                c.watches.add(Watch.symlink(target));
            }
            case "dangling-symlink" -> { Files.createSymbolicLink(target, c.dir.resolve("nowhere/at/all")); c.watches.add(Watch.symlink(target)); }
            case "fifo" -> { mkfifo(target); c.watches.add(Watch.fifo(target)); }
            case "directory" -> { Files.createDirectories(target); Files.writeString(target.resolve("keep.txt"), "keep\n"); c.watches.add(Watch.keep(target.resolve("keep.txt"))); }
            case "file-in-place" -> { Files.writeString(target, "a file where a folder should be\n"); c.watches.add(Watch.keep(target)); }
            case "readonly-parent" -> {
                Path ro = c.dir.resolve("readonly");
                Files.createDirectories(ro);
                target = ro.resolve(target.getFileName());
                ro.toFile().setWritable(false, false);
            }
            case "missing-parent" -> target = c.dir.resolve("missing/parent").resolve(target.getFileName());
            case "under-file" -> { Files.writeString(c.dir.resolve("afile"), "x\n"); c.watches.add(Watch.keep(c.dir.resolve("afile"))); target = c.dir.resolve("afile").resolve(target.getFileName()); }
            default -> { }
        }
        c.watches.add(Watch.complete(target, type));
        c.watches.add(Watch.noLeftovers(target.getParent()));
        if (dirOutput) c.watches.add(Watch.noLeftovers(target));
        if (c.command.equals("svcomp")) c.args(prog.toString());
        else c.args(prog.toString());
        c.args.addAll(extra);
        if (option.equals(">")) {
            if (Files.isDirectory(target.getParent()) && !kind.equals("readonly-parent")) c.stdoutTo = target;
            else c.stdoutTo = null;
        } else {
            c.args(option, target.toString());
        }
        c.watches.add(Watch.noLeftovers(c.dir));
        if (interrupt) {
            limit(c, 60);
            c.signal = r.nextBoolean() ? "INT" : "TERM";
            c.signalAfterMs = 300 + r.nextInt(3000);
        } else {
            limit(c, c.command.equals("fuzz") ? 2 : 20);
        }
        c.variant = option + ":" + kind + (interrupt ? "+SIG" + c.signal : "");
    }

    static Map<String, Integer> tally(List<String> l) {
        Map<String, Integer> m = new HashMap<>();
        for (String s : l) m.merge(s, 1, Integer::sum);
        return m;
    }
}
