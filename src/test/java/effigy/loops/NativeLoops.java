package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** What the native loop-corpus checks share: finding gcc, the loop-line shape they instrument, and compiling. */
final class NativeLoops {
    private NativeLoops() {}

    /** A loop statement on one line, opening its body: {@code <indent>while|for (...) {} or {@code <indent>do {}. */
    static final Pattern LOOP_LINE = Pattern.compile("^(\\s*)((?:while|for)\\s*\\(.*\\{|do\\s*\\{)\\s*$");

    static boolean gccAvailable() {
        try {
            Process p = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** Compiles {@code sources} with {@code gcc -O0} (warnings off) into {@code exe}; fails the test on an error. */
    static void compile(String name, Path exe, Path... sources) throws IOException, InterruptedException {
        compile(name, exe, List.of(), sources);
    }

    /** As {@link #compile(String, Path, Path...)}, with {@code flags} added after the common ones. */
    static void compile(String name, Path exe, List<String> flags, Path... sources) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("gcc", "-O0", "-std=gnu99", "-w"));
        cmd.addAll(flags);
        cmd.addAll(List.of("-o", exe.toString()));
        for (Path s : sources) cmd.add(s.toString());
        Process cc = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(cc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(cc.waitFor(60, TimeUnit.SECONDS), name + ": gcc timed out");
        assertEquals(0, cc.exitValue(), name + ": gcc failed:\n" + out);
    }
}
