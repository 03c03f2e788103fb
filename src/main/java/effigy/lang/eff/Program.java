package effigy.lang.eff;

import effigy.source.SourceFile;

import java.util.List;
import java.util.Optional;

/** A program file: its procedures in source order, with distinct names. */
public record Program(SourceFile file, List<Procedure> procedures) {
    public Program { procedures = List.copyOf(procedures); }

    /** The procedure called {@code name} (compared case-insensitively), if the file defines one. */
    public Optional<Procedure> procedure(String name) {
        return procedures.stream().filter(p -> p.name().name().equalsIgnoreCase(name)).findFirst();
    }
}
