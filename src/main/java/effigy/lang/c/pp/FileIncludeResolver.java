package effigy.lang.c.pp;

import effigy.source.SourceFile;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@link IncludeResolver#standard}: the including file's directory, include directories, built-in headers. */
final class FileIncludeResolver implements IncludeResolver {
    private final List<Path> includeDirs;
    private final Map<Path, SourceFile> read = new HashMap<>();

    FileIncludeResolver(List<Path> includeDirs) { this.includeDirs = List.copyOf(includeDirs); }

    @Override
    public SourceFile resolve(String name, boolean angled, SourceFile includer) {
        if (angled) {
            SourceFile builtin = BuiltinHeaders.get(name);
            return builtin != null ? builtin : searchIncludeDirs(name);
        }
        Path dir = directoryOf(includer);
        SourceFile f = dir == null ? null : load(dir, name);
        if (f == null) f = searchIncludeDirs(name);
        return f != null ? f : BuiltinHeaders.get(name);
    }

    private SourceFile searchIncludeDirs(String name) {
        for (Path dir : includeDirs) {
            SourceFile f = load(dir, name);
            if (f != null) return f;
        }
        return null;
    }

    /** The directory of a file read from disk; null for built-in headers and other made-up names. */
    private static Path directoryOf(SourceFile includer) {
        if (includer.name().startsWith("<")) return null;
        try {
            Path parent = Path.of(includer.name()).getParent();
            return parent != null ? parent : Path.of("");
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private SourceFile load(Path dir, String name) {
        Path p;
        try {
            p = dir.resolve(name).normalize();
        } catch (InvalidPathException e) {
            return null;
        }
        if (!Files.isRegularFile(p)) return null;
        return read.computeIfAbsent(p, SourceFile::read);
    }
}
