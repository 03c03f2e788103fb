package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.exec.c.CorpusFile.Mode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The C corpus is well-formed (see {@link CorpusFile} for the format) and covers what the issue asks for:
 * every runtime check kind at least twice (once concretely, once only for some symbolic inputs), every
 * nondet function, the library functions, the language features and the classic traps.
 */
class CorpusFormatTest {
    private static final List<CorpusFile> CORPUS = CorpusFile.all();

    @Test
    void thereAreAtLeastNinetyPrograms() {
        assertTrue(CORPUS.size() >= 90, "only " + CORPUS.size() + " corpus programs");
    }

    @Test
    void everyFileIsWellFormed() {
        List<String> bad = new ArrayList<>();
        for (CorpusFile f : CORPUS) {
            List<String> p = new ArrayList<>(f.problems());
            if (f.mode() == Mode.EXPLORE) {
                if (f.leaves() == null) p.add("explore without EXPECT-LEAVES");
                if (f.exit() != null || f.stdout() != null) p.add("EXPECT-EXIT/EXPECT-STDOUT are for run files");
                if (!f.source().contains("// Leaves:")) p.add("no '// Leaves:' comment explaining the count");
                if (f.statuses() != null) {
                    int sum = f.statuses().values().stream().mapToInt(Integer::intValue).sum();
                    if (f.leaves() != null && sum != f.leaves()) p.add("EXPECT-STATUS sums to " + sum + ", not " + f.leaves());
                    int errors = f.statuses().getOrDefault("error", 0) + f.statuses().getOrDefault("unsupported", 0);
                    long annotatedLines = f.errors().size();
                    if (errors < annotatedLines) p.add(annotatedLines + " EXPECT-ERROR lines but only " + errors + " error leaves");
                    if (errors > 0 && annotatedLines == 0) p.add("error leaves without an EXPECT-ERROR line");
                }
            } else if (f.mode() == Mode.RUN) {
                if (f.leaves() != null || f.statuses() != null) p.add("EXPECT-LEAVES/EXPECT-STATUS are for explore files");
                if (f.stdout() == null) p.add("run without EXPECT-STDOUT");
                if (f.errors().isEmpty() && f.exit() == null) p.add("run without EXPECT-EXIT");
                if (!f.errors().isEmpty() && f.exit() != null) p.add("a run ending in an error has no EXPECT-EXIT");
                if (f.exit() != null && (f.exit() < 0 || f.exit() > 255)) p.add("exit status outside 0..255");
            }
            String folder = f.name().substring(0, f.name().indexOf('/'));
            switch (folder) {
                case "expect-output" -> { if (f.mode() != Mode.RUN || !f.errors().isEmpty()) p.add("expect-output holds error-free run files"); }
                case "expect-error" -> { if (f.errors().isEmpty()) p.add("expect-error files have EXPECT-ERROR lines"); }
                case "expect-leaves" -> { if (f.mode() != Mode.EXPLORE || !f.errors().isEmpty()) p.add("expect-leaves holds error-free explore files"); }
                default -> p.add("unknown folder " + folder);
            }
            for (int i = 0; i < f.flags().size(); i++) {
                String flag = f.flags().get(i);
                boolean value = i > 0 && f.flags().get(i - 1).matches("--entry|--buffer-size|--data-model");
                if (!flag.startsWith("--") && !value) p.add("unexpected RUN word '" + flag + "'");
            }
            if (!p.isEmpty()) bad.add(f.name() + ": " + String.join("; ", p));
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    @Test
    void everyErrorKindIsCoveredConcretelyAndSymbolically() {
        Map<String, int[]> counts = new LinkedHashMap<>();   // kind -> {concrete, symbolic}
        for (String k : CorpusFile.ERROR_KINDS) counts.put(k, new int[2]);
        for (CorpusFile f : CORPUS) {
            for (String kind : f.errors().values()) if (counts.containsKey(kind)) counts.get(kind)[f.symbolic() ? 1 : 0]++;
        }
        StringBuilder missing = new StringBuilder();
        counts.forEach((k, c) -> {
            // float-to-int-overflow: floating values are concrete only for now (symbolic floats are unsupported)
            if (c[0] < 1 || (c[1] < 1 && !k.equals("float-to-int-overflow"))) missing.append(String.format("%n  %s: %d concrete, %d symbolic", k, c[0], c[1]));
        });
        assertTrue(missing.length() == 0, "error kinds not covered both ways:" + missing);
    }

    @Test
    void everyInputFunctionLibraryFunctionAndFeatureIsUsed() {
        Map<String, String> features = new LinkedHashMap<>();
        for (String t : List.of("int", "uint", "char", "uchar", "short", "ushort", "long", "ulong", "bool")) {
            features.put("__VERIFIER_nondet_" + t, "__VERIFIER_nondet_" + t + "()");
        }
        for (String s : List.of("effigy_symbolic(", "__VERIFIER_assume(", "assert(", "__VERIFIER_assert(", "reach_error()",
                "__VERIFIER_error()", "abort()", "exit(", "printf(", "puts(", "putchar(", "malloc(", "calloc(", "realloc(",
                "free(", "memset(", "memcpy(", "memmove(", "strlen(", "strcmp(", "union ", "goto ", "do {", "switch (",
                "static int", "struct ", "[3][4]", "(*g)(", "? ", ", b++,", "%=", "<<=", "++", "--", "(unsigned char)",
                "-1 < 1u", "-7 / 2", "-7 % 2", "unsigned char a = 200, b = 100", "INT_MIN, -1", "%hhd", "%p", "%*d",
                "%#x", "%-5d", "%+d", "% d", "%05d", "%.3s", "%llu", "%lld", "%lu", "%ld", "%X", "%o", "%c", "%%")) {
            features.put(s, s);
        }
        StringBuilder all = new StringBuilder();
        for (CorpusFile f : CORPUS) all.append(f.source()).append('\n');
        StringBuilder missing = new StringBuilder();
        for (Map.Entry<String, String> e : features.entrySet()) {
            if (all.indexOf(e.getValue()) < 0) missing.append("\n  ").append(e.getKey());
        }
        assertTrue(missing.length() == 0, "not used anywhere in the corpus:" + missing);

        List<String> flagsSeen = new ArrayList<>();
        for (CorpusFile f : CORPUS) flagsSeen.addAll(f.flags());
        for (String flag : List.of("--entry", "--buffer-size", "--check-overflow", "--check-leaks", "--ints=math")) {
            assertTrue(flagsSeen.contains(flag), "no RUN line uses " + flag);
        }
    }

    @Test
    void escapesRoundTrip() {
        String text = "a\tb \\ c\0\u00ff end  \nnext\n";
        StringBuilder back = new StringBuilder();
        for (String line : CorpusFile.escapeLines(text)) back.append(CorpusFile.unescape(line));
        assertEquals(text, back.toString());
        assertEquals(List.of("x\\x20\\n", "y"), CorpusFile.escapeLines("x \ny"));
    }
}
