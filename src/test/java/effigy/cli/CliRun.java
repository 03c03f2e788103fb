package effigy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/** One run of an {@code effigy} command, in this process ({@link #of}) or its own ({@link #inOwnProcess}): its exit status, standard output and standard error. */
record CliRun(int code, String out, String err) {
    static CliRun of(String command, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(List.of(args));
        int code = Main.execute(all.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(code, out.toString(), err.toString());
    }

    /**
     * The command run as a user runs it: {@code java effigy.cli.Main COMMAND ARGS} in a JVM of its own (the exit
     * status is the process's, standard output and error are read whole), stopped and failed after
     * {@code timeoutSeconds}.
     */
    static CliRun inOwnProcess(long timeoutSeconds, String command, String... args) throws Exception {
        return inOwnProcess(timeoutSeconds, List.of(), command, args);
    }

    /** As {@link #inOwnProcess(long, String, String...)}, with options for the JVM ({@code -Xmx64m}, {@code -D...}). */
    static CliRun inOwnProcess(long timeoutSeconds, List<String> jvmOptions, String command, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "effigy.cli.Main", command));
        cmd.addAll(List.of(args));
        java.nio.file.Path outFile = java.nio.file.Files.createTempFile("effigy-out", ".txt");
        java.nio.file.Path errFile = java.nio.file.Files.createTempFile("effigy-err", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(outFile.toFile()).redirectError(errFile.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(timeoutSeconds, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError("effigy " + String.join(" ", cmd.subList(4 + jvmOptions.size(), cmd.size())) + " did not exit within "
                        + timeoutSeconds + " s; stderr: " + java.nio.file.Files.readString(errFile));
            }
            return new CliRun(p.exitValue(), java.nio.file.Files.readString(outFile), java.nio.file.Files.readString(errFile));
        } finally {
            java.nio.file.Files.deleteIfExists(outFile);
            java.nio.file.Files.deleteIfExists(errFile);
        }
    }

    /** Whether the run ended as a valid program should: not with Effigy's internal-error status, and no internal error said. */
    boolean noInternalError() {
        return code != Main.INTERNAL && !out.toLowerCase(java.util.Locale.ROOT).contains("internal")
                && !err.toLowerCase(java.util.Locale.ROOT).contains("internal");
    }

    JsonNode json() throws Exception { return new ObjectMapper().readTree(out); }
}
