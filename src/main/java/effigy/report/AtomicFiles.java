package effigy.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes files so that an interrupted run never leaves a half-written one: each file is written to a
 * temporary sibling and renamed into place; a directory of files is built beside its target and moved
 * in when complete.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    public static void write(Path target, String content) {
        try {
            Path dir = target.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            try {
                Files.writeString(tmp, content, StandardCharsets.UTF_8);
                move(tmp, target);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes {@code files} (name → content) into directory {@code dir}: they are first written into a
     * temporary directory beside it, then moved in one by one with atomic renames, so every file in
     * {@code dir} is always complete.
     */
    public static void writeAll(Path dir, Map<String, String> files) {
        try {
            Path abs = dir.toAbsolutePath();
            Files.createDirectories(abs);
            Path staging = Files.createTempDirectory(abs.getParent(), "." + abs.getFileName() + ".");
            try {
                for (Map.Entry<String, String> e : files.entrySet()) Files.writeString(staging.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
                for (String name : files.keySet()) move(staging.resolve(name), abs.resolve(name));
            } finally {
                try (Stream<Path> s = Files.walk(staging)) {
                    s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write into " + dir + ": " + e.getMessage(), e);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
