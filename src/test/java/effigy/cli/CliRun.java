package effigy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/** One in-process run of an {@code effigy} command: its exit status, standard output and standard error. */
record CliRun(int code, String out, String err) {
    static CliRun of(String command, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(List.of(args));
        int code = Main.execute(all.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(code, out.toString(), err.toString());
    }

    JsonNode json() throws Exception { return new ObjectMapper().readTree(out); }
}
