package effigy.debug;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code effigy debug} in a real terminal: the session runs inside tmux, keys are sent with
 * {@code send-keys} and the screen read with {@code capture-pane}. Shows the prompt, the fork message,
 * and JLine's line editing (a typo corrected with backspace; the previous command recalled with the
 * up arrow). Skipped, saying so, when tmux is not installed.
 */
class DebuggerTerminalTest {
    private static final String SESSION = "effigy-debug-test-" + ProcessHandle.current().pid();

    private static String tmux(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("tmux"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(20, TimeUnit.SECONDS);
        return out;
    }

    private static boolean tmuxAvailable() {
        try {
            Process p = new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** Waits until the screen contains {@code text} (up to 30 s); returns the screen. */
    private static String waitFor(String text) throws IOException, InterruptedException { return waitFor(text, 1); }

    /**
     * Waits until the screen contains {@code text} {@code times} times and the last non-blank line is the
     * prompt, i.e. the session is reading again (keys sent earlier would reach no line editor).
     */
    private static String waitFor(String text, int times) throws IOException, InterruptedException {
        String screen = "";
        for (int i = 0; i < 300; i++) {
            screen = tmux("capture-pane", "-p", "-t", SESSION);
            if (screen.split(java.util.regex.Pattern.quote(text), -1).length - 1 >= times && screen.strip().endsWith("(effigy)")) return screen;
            Thread.sleep(100);
        }
        return screen;
    }

    /** Starts {@code effigy debug ARGS} in a detached tmux session. */
    private static void start(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path home = Files.createTempDirectory("effigy-home"); // the session's history file goes here
        List<String> words = new ArrayList<>(List.of(java, "-Duser.home=" + home, "-cp", "'" + System.getProperty("java.class.path") + "'", "effigy.cli.Main", "debug"));
        words.addAll(List.of(args));
        tmux("new-session", "-d", "-s", SESSION, "-x", "160", "-y", "50", "-c", Path.of("").toAbsolutePath().toString(), String.join(" ", words));
    }

    @Test
    void ctrlCPausesARunningCommand() throws Exception {
        Assumptions.assumeTrue(tmuxAvailable(), "tmux is not installed: skipping the terminal test of effigy debug");
        start("src/test/resources/debug/forever.c", "--max-steps", "2000000000");
        try {
            waitFor("paused before line 3");
            tmux("send-keys", "-t", SESSION, "go", "Enter");
            Thread.sleep(1500);
            tmux("send-keys", "-t", SESSION, "C-c");
            String screen = waitFor("interrupted");
            assertTrue(screen.contains("interrupted") && screen.contains("paused before line"), screen);
            tmux("send-keys", "-t", SESSION, "print n > 0", "Enter");
            screen = waitFor("n > 0 = true");
            assertTrue(screen.contains("n > 0 = true"), screen);
            tmux("send-keys", "-t", SESSION, "quit", "Enter");
        } finally {
            tmux("kill-session", "-t", SESSION);
        }
    }

    @Test
    void promptForkAndLineEditingInATerminal() throws Exception {
        Assumptions.assumeTrue(tmuxAvailable(), "tmux is not installed: skipping the terminal test of effigy debug");
        start("src/test/resources/debug/ifx.eff", "--call", "'IFX(\"a\")'");
        try {
            String screen = waitFor("(effigy)"); // capture-pane drops trailing blanks
            assertTrue(screen.contains("paused before line 6"), screen);
            // a typo, corrected with backspace before Enter: "gx" <BS> "o" is "go"
            tmux("send-keys", "-t", SESSION, "gx", "BSpace", "o", "Enter");
            screen = waitFor("'go true', 'go false', or 'assume (P)'");
            assertTrue(screen.contains("fork at line 7: a > 5"), screen);
            tmux("send-keys", "-t", SESSION, "pc", "Enter");
            waitFor("false: pc a <= 5", 2);
            // the up arrow recalls "pc"; run it again
            tmux("send-keys", "-t", SESSION, "Up", "Enter");
            screen = waitFor("false: pc a <= 5", 3);
            int forks = screen.split("fork at line 7", -1).length - 1;
            assertTrue(forks >= 3, "the fork shown by go, pc and the recalled pc:\n" + screen);
            tmux("send-keys", "-t", SESSION, "go true", "Enter");
            screen = waitFor("leaf 1: returned");
            assertTrue(screen.contains("return = 2*a + 2"), screen);
            tmux("send-keys", "-t", SESSION, "quit", "Enter");
        } finally {
            tmux("kill-session", "-t", SESSION);
        }
    }
}
