package effigy.cli;

import effigy.debug.Debugger;
import effigy.driver.Workbench;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "debug", mixinStandardHelpOptions = true,
        header = "Walk a program's execution tree by hand (King's EFFIGY).",
        description = {"Walk the program's execution tree by hand (King's EFFIGY): starts paused before the first statement;",
                "'go' runs to the next fork, breakpoint or the end; at a fork 'go true', 'go false' or 'assume (P)'. 'help' lists the commands.",
                "Reads commands from the terminal (line editing, history) or, without one, from standard input."})
final class DebugCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;

    @Spec CommandSpec spec;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (program.json) throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--json: debug is interactive and prints no JSON");
        try (Workbench wb = program.load(spec.commandLine().getErr())) {
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            Debugger d = new Debugger(wb, entry, program.execOptions(1_000_000, spec.commandLine()), out); // a runaway loop ends as a limit leaf
            out.flush();
            java.io.InputStream input = DebugCommandInput.get();
            if (input == System.in && System.console() != null) interactive(d, out);
            else scripted(d, input, out);
        }
        return Main.OK;
    }

    /** Commands from a script or pipe: each is echoed after the prompt, so the transcript reads like a session. */
    private static void scripted(Debugger d, java.io.InputStream input, PrintWriter out) throws java.io.IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        for (String line; !d.finished() && (line = in.readLine()) != null; ) {
            out.println("(effigy) " + line);
            d.execute(line);
            out.flush();
        }
    }

    private static void interactive(Debugger d, PrintWriter out) throws java.io.IOException {
        org.jline.terminal.Terminal terminal = org.jline.terminal.TerminalBuilder.builder().system(true).build();
        org.jline.reader.LineReader reader = org.jline.reader.LineReaderBuilder.builder().terminal(terminal)
                .variable(org.jline.reader.LineReader.HISTORY_FILE, java.nio.file.Path.of(System.getProperty("user.home"), ".effigy_history"))
                .build();
        terminal.handle(org.jline.terminal.Terminal.Signal.INT, signal -> d.interrupt()); // Ctrl-C while running: pause
        while (!d.finished()) {
            String line;
            try {
                line = reader.readLine("(effigy) ");
            } catch (org.jline.reader.UserInterruptException e) {
                continue;
            } catch (org.jline.reader.EndOfFileException e) {
                break;
            }
            d.execute(line);
            out.flush();
        }
        terminal.close();
    }
}
