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
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code target} through a temporary file and an atomic rename: the file is whole or absent. */
    public static void write(Path target, byte[] content) {
        try {
            Path dir = target.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            try {
                Files.write(tmp, content);
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
        Staged staged = stage(dir);
        try {
            for (Map.Entry<String, String> e : files.entrySet()) staged.write(e.getKey(), e.getValue());
            staged.commit();
        } finally {
            staged.discard();
        }
    }

    /** A directory of files written one at a time as they are made, moved into {@code dir} on {@link Staged#commit()}. */
    public static Staged stage(Path dir) {
        try {
            Path abs = dir.toAbsolutePath();
            Files.createDirectories(abs);
            return new Staged(abs, Files.createTempDirectory(abs.getParent(), "." + abs.getFileName() + "."));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write into " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Files staged in a temporary directory beside their target: {@link #commit()} moves them in with atomic
     * renames, so every file in the target is always complete; {@link #discard()} removes what is left.
     */
    public static final class Staged {
        private final Path target, staging;
        private final java.util.List<String> names = new java.util.ArrayList<>();

        private Staged(Path target, Path staging) {
            this.target = target;
            this.staging = staging;
        }

        public void write(String name, String content) {
            try {
                Files.writeString(staging.resolve(name), content, StandardCharsets.UTF_8);
                names.add(name);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write into " + target + ": " + e.getMessage(), e);
            }
        }

        public void commit() {
            try {
                for (String name : names) move(staging.resolve(name), target.resolve(name));
                names.clear();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write into " + target + ": " + e.getMessage(), e);
            }
        }

        /** Removes the staging directory and what is left in it (nothing after {@link #commit()}); again, nothing happens. */
        public void discard() {
            if (!Files.exists(staging)) return;
            try (Stream<Path> s = Files.walk(staging)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot clean up " + staging + ": " + e.getMessage(), e);
            }
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
