package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.cgen.Gcc;
import effigy.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every C harness that {@code explore --tests} writes for the corpus compiles with gcc (with the address
 * and undefined-behaviour sanitizers, so that memory and arithmetic errors show natively) and reproduces
 * its leaf: a returned leaf exits normally with the recorded status, an error leaf fails (abort, signal or
 * sanitizer report). Limit and unknown leaves are not replayed natively.
 */
class CHarnessGccTest {
    @TempDir Path work;

    private static final java.util.concurrent.atomic.AtomicInteger checked = new java.util.concurrent.atomic.AtomicInteger();

    @Test
    void harnessesReproduceTheirLeaves() throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        boolean sanitize = Gcc.ubsanAvailable(work);
        List<CorpusFile> files = CorpusFile.all().stream()
                .filter(f -> f.mode() == CorpusFile.Mode.EXPLORE && !CorpusExploreTest.NOT_YET.containsKey(f.name()))
                // under --ints=math a path's values may leave their C types' ranges, where gcc's arithmetic differs
                .filter(f -> !f.flags().contains("--ints=math")).toList();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<List<String>>> results = new ArrayList<>();
        int i = 0;
        for (CorpusFile f : files) {
            Path dir = work.resolve("p" + i++);
            results.add(pool.submit(() -> check(f, dir, sanitize)));
        }
        List<String> problems = new ArrayList<>();
        for (Future<List<String>> r : results) problems.addAll(r.get());
        pool.shutdown();
        assertTrue(checked.get() >= 100, "harnesses were built and run: " + checked.get());
        assertTrue(problems.isEmpty(), problems.size() + " harnesses do not reproduce their leaves:\n" + String.join("\n", problems.subList(0, Math.min(15, problems.size()))));
    }

    private static List<String> check(CorpusFile f, Path dir, boolean sanitize) throws Exception {
        List<String> problems = new ArrayList<>();
        Files.createDirectories(dir);
        List<String> args = new ArrayList<>(List.of("explore", f.path().toString(), "--json", "--tests", dir.toString()));
        args.addAll(f.flags());
        StringWriter out = new StringWriter(), err = new StringWriter();
        Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        JsonNode leaves = new ObjectMapper().readTree(out.toString()).get("leaves");
        boolean entryIsMain = f.flag("--entry") == null || f.flag("--entry").equals("main");
        for (JsonNode leaf : leaves) {
            String status = leaf.get("status").asText();
            if (!status.equals("returned") && !status.equals("error")) continue;
            int id = leaf.get("id").asInt();
            Path harness = dir.resolve(String.format("test-%03d.c", id)), exe = dir.resolve("t" + id);
            List<String> flags = new ArrayList<>(List.of("-w", "-O0", harness.toString()));
            if (sanitize) flags.addAll(List.of("-fsanitize=address,undefined,float-cast-overflow", "-fno-sanitize-recover=all"));
            Gcc.Outcome build = Gcc.compile(f.path(), exe, flags);
            if (!build.ok()) { problems.add(f.name() + " leaf " + id + ": gcc: " + build.stderr().lines().findFirst().orElse("")); continue; }
            checked.incrementAndGet();
            // with --check-leaks LeakSanitizer is on: a memory-leak leaf's run reports its leak, a returned leaf's run none
            boolean leaks = sanitize && f.flags().contains("--check-leaks");
            Gcc.Outcome run = Gcc.exec(List.of(exe.toString()), dir, 20, java.util.Map.of("ASAN_OPTIONS", "detect_leaks=" + (leaks ? 1 : 0)));
            int expected = expectedExit(leaf, entryIsMain);
            boolean failed = (expected >= 0 ? run.exit() != expected : run.exit() >= 128 || run.timedOut())
                    || run.stderr().contains("runtime error") || run.stderr().contains("AddressSanitizer");
            if (status.equals("returned") && failed) problems.add(f.name() + " leaf " + id + ": returned, but the native run exited " + run.exit() + " " + run.stderr().strip());
            // no-return-value has no native check in C (gcc's -fsanitize=return is for C++): the run goes on
            // nor has a too-large VLA (the stack overflows only if the program touches the far end)
            boolean nativelyChecked = !status.equals("error") || !leaf.get("error").get("kind").asText().equals("no-return-value")
                    && !leaf.get("error").get("message").asText().contains("larger than Effigy's limit")
                    && (leaks || !leaf.get("error").get("kind").asText().equals("memory-leak"));
            if (status.equals("error") && nativelyChecked && run.exit() == 0 && !run.stderr().contains("runtime error")) {
                problems.add(f.name() + " leaf " + id + ": " + leaf.get("error").get("kind").asText() + ", but the native run exited normally");
            }
        }
        return problems;
    }

    /**
     * The exit status of a returned leaf: exit(n), else main's return value, else 0 (another entry); -1 when
     * that value is symbolic (then any normal exit will do).
     */
    private static int expectedExit(JsonNode leaf, boolean entryIsMain) {
        JsonNode outs = leaf.get("outputs");
        String text = outs.has("exit") ? outs.get("exit").get("text").asText()
                : entryIsMain && outs.has("return") ? outs.get("return").get("text").asText() : "0";
        try {
            return (int) (Long.parseLong(text) & 0xff);
        } catch (NumberFormatException symbolic) {
            return -1;
        }
    }
}
