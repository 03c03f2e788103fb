package effigy.lang.c.pp;

import effigy.source.SourceFile;
import java.nio.file.Path;
import java.util.List;

/** Finds the file an {@code #include} names. */
@FunctionalInterface
public interface IncludeResolver {
    /**
     * The file that {@code #include "name"} ({@code angled} false) or {@code #include <name>} ({@code angled}
     * true) in {@code includer} refers to, or null if there is none. Returning the same {@link SourceFile}
     * for the same file each time is recommended (its {@link SourceFile#name()} keys {@code #pragma once}).
     */
    SourceFile resolve(String name, boolean angled, SourceFile includer);

    /** Only Effigy's built-in headers ({@code stdio.h}, {@code effigy.h}, …), for both forms of {@code #include}. */
    static IncludeResolver builtin() {
        return (name, angled, includer) -> BuiltinHeaders.get(name);
    }

    /**
     * The usual search: {@code "name"} in the including file's directory, then in {@code includeDirs} in
     * order, then among the built-in headers; {@code <name>} among the built-in headers first, then in
     * {@code includeDirs}. Files are read as UTF-8 and read once per resolver.
     */
    static IncludeResolver standard(List<Path> includeDirs) {
        return new FileIncludeResolver(includeDirs);
    }
}
