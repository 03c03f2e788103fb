package effigy.cli;

import effigy.driver.Workbench;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Options shared by the commands that run a call of a program: the files, the call, the limits. */
final class ProgramOptions {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Program files (.eff); several files form one program.")
    List<Path> files;

    @Option(names = "--call", required = true, paramLabel = "'P(args)'",
            description = "The call, e.g. 'SUM(\"A\", 3, 5)': \"A\" is a fresh symbol, a bare name a by-reference variable.")
    String call;

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "1000",
            description = "Statements a path may execute before it ends as a 'limit' leaf (King's TEST(n)); default ${DEFAULT-VALUE}.")
    int maxSteps;

    @Option(names = "--solver-timeout", paramLabel = "MS", defaultValue = "10000",
            description = "Time limit of one solver query in milliseconds (0 = none); an undecided query is reported as unknown. Default ${DEFAULT-VALUE}.")
    int solverTimeout;

    @Option(names = "--json", description = "Print one JSON object instead of tables.")
    boolean json;

    Workbench load() { return Workbench.load(files, solverTimeout); }
}
