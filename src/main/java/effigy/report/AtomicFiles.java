package effigy.report;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Writes the files a command was asked for, as a user expects of each kind of path:
 *
 * <ul>
 *   <li>a regular file, new or existing, is written to a temporary sibling and renamed into place, so it is whole or
 *       absent. A new file gets the mode {@code open(O_CREAT, 0666)} gives under the process's umask (the temporary
 *       file is created exactly so, without attributes); an existing one keeps its permissions;</li>
 *   <li>a symbolic link stays a link: its target is written (atomically when it is a regular file); a dangling link
 *       is written through as {@code open} would, creating its target;</li>
 *   <li>anything else that exists, a device ({@code /dev/null}, {@code /dev/full}), a FIFO, a socket, is opened and
 *       written in place, never replaced; {@code /dev/stdout} and {@code /dev/stderr} (and {@code /dev/fd/1},
 *       {@code /dev/fd/2}) are the process's own standard streams, written after what is already there;</li>
 *   <li>a directory where a file is expected, and every failed write (a full disk, {@code /dev/full}), is an
 *       {@link UncheckedIOException} {@code cannot write FILE: why}, which the command line reports with status 2.</li>
 * </ul>
 *
 * A directory of numbered files ({@code --tests DIR}) is built in a staging directory beside its target and moved in
 * when complete ({@link #stage}); the files of an earlier run that the new one did not write, and only those named as
 * the tool names them, are then removed.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    public static void write(Path target, String content) {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code target} as the class describes; a failure is an {@link UncheckedIOException}. */
    public static void write(Path target, byte[] content) {
        try {
            writeBytes(target, content);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + reason(e), e);
        }
    }

    /**
     * Fails early, before a command runs, when {@code target} could not be written: it is a directory, or its directory
     * cannot be made or is not writable (where a new or regular file is to be made in it).
     */
    public static void checkWritable(Path target) {
        Path abs = target.toAbsolutePath();
        try {
            if (Files.isDirectory(abs)) throw new IOException("it is a directory");
            if (Files.exists(abs, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(abs, LinkOption.NOFOLLOW_LINKS)) return;
            Path dir = abs.getParent();
            createDirectories(dir);
            if (!Files.isWritable(dir)) throw new IOException(dir + " is not writable");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + reason(e), e);
        }
    }

    private static void writeBytes(Path target, byte[] content) throws IOException {
        Path abs = target.toAbsolutePath();
        FileDescriptor standard = standardStream(abs);
        if (standard != null) {
            if (standard == FileDescriptor.out) System.out.flush(); else System.err.flush();
            // not closed: the descriptor is the process's own
            new FileOutputStream(standard).write(content);
            return;
        }
        // another descriptor of the process (/dev/fd/3, /proc/self/fd/3): what it stands for is the kernel's to open
        if (abs.startsWith("/dev/fd") || abs.startsWith("/proc")) {
            writeInPlace(abs, content);
            return;
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(abs, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            createDirectories(abs.getParent());
            replace(abs, content, false);
            return;
        }
        if (a.isSymbolicLink()) {
            Path real;
            try {
                real = abs.toRealPath();
            } catch (NoSuchFileException e) {
                writeInPlace(abs, content); // a dangling link: open(O_CREAT) creates its target
                return;
            }
            abs = real;
            a = Files.readAttributes(real, BasicFileAttributes.class);
        }
        if (a.isDirectory()) throw new IOException("it is a directory");
        if (a.isRegularFile()) replace(abs, content, true);
        else writeInPlace(abs, content);
    }

    /** The standard stream {@code path} names ({@code /dev/stdout}, {@code /dev/fd/1}, {@code /proc/self/fd/1}, the same for 2), or null. */
    private static FileDescriptor standardStream(Path path) {
        return switch (path.normalize().toString()) {
            case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1" -> FileDescriptor.out;
            case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2" -> FileDescriptor.err;
            default -> null;
        };
    }

    /** Opens {@code path} as {@code open(O_WRONLY|O_CREAT|O_TRUNC)} does and writes {@code content}: a device, a FIFO, a dangling link. */
    private static void writeInPlace(Path path, byte[] content) throws IOException {
        try (OutputStream o = new FileOutputStream(path.toFile())) {
            o.write(content);
        }
    }

    /**
     * Writes {@code content} to a new temporary file beside {@code target} and renames it over {@code target}. The
     * temporary file is created without attributes (mode 0666 under the umask, as {@code open} creates a file);
     * over an existing file it takes that file's permissions first.
     */
    /** The temporary files being written now, for {@link #CLEANUP}. */
    private static final java.util.Set<Path> PENDING = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * On a signal the JVM runs its shutdown hooks and then ends every thread where it is: a write that was between
     * creating its temporary file and renaming it would leave the file behind (campaign case 9893 of seed 23:
     * {@code run --coverage} killed by SIGTERM). This hook gives such writes time to end (a command stopped by
     * {@code ShutdownGuard} has up to its {@code WAIT_MILLIS}, 5 s, to write its results), then deletes what is left.
     */
    private static final Thread CLEANUP = cleanup();

    private static Thread cleanup() {
        Thread t = new Thread(() -> {
            long until = System.nanoTime() + 6_000_000_000L;
            while (!PENDING.isEmpty() && System.nanoTime() - until < 0) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    break;
                }
            }
            for (Path p : PENDING) {
                try (Stream<Path> all = Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? Files.walk(p) : Stream.of(p)) {
                    all.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                } catch (IOException | UncheckedIOException ignored) {
                    // nothing more can be done while the JVM ends
                }
            }
        }, "effigy-temporary-files");
        try {
            Runtime.getRuntime().addShutdownHook(t);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already ending: nothing is written from now on
        }
        return t;
    }

    private static void replace(Path target, byte[] content, boolean exists) throws IOException {
        String name = target.getFileName().toString();
        if (name.length() > 200) name = name.substring(0, 200);
        Path tmp = null;
        for (int attempt = 0; tmp == null; attempt++) {
            Path candidate = target.resolveSibling("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp");
            try {
                PENDING.add(candidate);
                Files.createFile(candidate);
                tmp = candidate;
            } catch (FileAlreadyExistsException e) {
                PENDING.remove(candidate);
                if (attempt > 100) throw e;
            } catch (IOException | RuntimeException e) {
                PENDING.remove(candidate);
                throw e;
            }
        }
        try {
            // a stream rather than a channel: a thread interrupted to stop a run still writes its results
            try (OutputStream o = new FileOutputStream(tmp.toFile())) {
                o.write(content);
            }
            if (exists) {
                try {
                    Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
                } catch (UnsupportedOperationException notPosix) {
                    // the file system has no POSIX permissions: the new file has its default ones
                }
            }
            move(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
            PENDING.remove(tmp);
        }
    }

    private static void createDirectories(Path dir) throws IOException {
        try {
            Files.createDirectories(dir);
        } catch (FileAlreadyExistsException e) {
            throw new NotDirectoryException(e.getFile() + " is not a directory");
        }
    }

    /** Why {@code e} happened, in words (the JDK's messages of many file exceptions are only the path). */
    public static String reason(IOException e) {
        if (e instanceof NotDirectoryException n) return n.getFile() != null && n.getFile().endsWith(" is not a directory") ? n.getFile() : n.getFile() + " is not a directory";
        if (e instanceof AccessDeniedException a) return (a.getFile() != null ? a.getFile() + ": " : "") + "permission denied";
        if (e instanceof NoSuchFileException n) return (n.getFile() != null ? n.getFile() + ": " : "") + "no such file or directory";
        if (e instanceof FileAlreadyExistsException f) return f.getFile() + " is not a directory";
        if (e instanceof FileSystemException f && f.getReason() != null) return (f.getFile() != null ? f.getFile() + ": " : "") + f.getReason();
        return e.getMessage() != null ? e.getMessage() : e.toString();
    }

    /**
     * Makes {@code dir} a directory (with its parents) to write files into, or says why it cannot be one: a failure is
     * an {@link UncheckedIOException} {@code cannot write into DIR: why}.
     */
    public static Path directory(Path dir) {
        try {
            createDirectories(dir.toAbsolutePath());
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write into " + dir + ": " + reason(e), e);
        }
    }

    /**
     * Removes from {@code dir} the files named as {@code own} says the tool names them (regular files and symbolic
     * links, never a directory or anything else) except those in {@code keep}: what an earlier run left.
     */
    public static void removeStale(Path dir, Predicate<String> own, Set<String> keep) {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String name = p.getFileName().toString();
                if (!own.test(name) || keep.contains(name)) continue;
                if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || Files.isSymbolicLink(p)) Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the files of an earlier run from " + dir + ": " + reason(e), e);
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
        return stage(dir, name -> false);
    }

    /**
     * As {@link #stage(Path)}, and {@link Staged#commit()} then removes from {@code dir} the files named as {@code own}
     * says (the tool's own names, e.g. {@code test-001.json}) that this run did not write: an earlier run's.
     */
    public static Staged stage(Path dir, Predicate<String> own) {
        Path abs = directory(dir).toAbsolutePath();
        try {
            Path real = abs.toRealPath();
            Path parent = real.getParent() != null ? real.getParent() : real;
            Path staging = Files.createTempDirectory(parent, "." + real.getFileName() + ".");
            PENDING.add(staging);
            return new Staged(dir, real, staging, own);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write into " + dir + ": " + reason(e), e);
        }
    }

    /**
     * Files staged in a temporary directory beside their target: {@link #commit()} moves them in with atomic
     * renames, so every file in the target is always complete; {@link #discard()} removes what is left.
     */
    public static final class Staged {
        private final Path shown, target, staging;
        private final Predicate<String> own;
        private final java.util.List<String> names = new java.util.ArrayList<>();

        private Staged(Path shown, Path target, Path staging, Predicate<String> own) {
            this.shown = shown;
            this.target = target;
            this.staging = staging;
            this.own = own;
        }

        public void write(String name, String content) {
            try (OutputStream o = new FileOutputStream(staging.resolve(name).toFile())) {
                o.write(content.getBytes(StandardCharsets.UTF_8));
                names.add(name);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write into " + shown + ": " + reason(e), e);
            }
        }

        /**
         * Moves the staged files in (a name that is a link, a device or a FIFO in the target is written through, as
         * {@link AtomicFiles#write(Path, byte[])} does), then removes the target's files of the tool's own names that
         * this run did not write.
         */
        public void commit() {
            try {
                Set<String> written = new HashSet<>(names);
                for (String name : names) {
                    Path to = target.resolve(name);
                    if (Files.exists(to, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(to, LinkOption.NOFOLLOW_LINKS)) {
                        try {
                            writeBytes(to, Files.readAllBytes(staging.resolve(name)));
                        } catch (IOException e) {
                            throw new UncheckedIOException("cannot write " + shown.resolve(name) + ": " + reason(e), e);
                        }
                    } else {
                        move(staging.resolve(name), to);
                    }
                }
                names.clear();
                removeStale(target, own, written);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write into " + shown + ": " + reason(e), e);
            }
        }

        /** Removes the staging directory and what is left in it (nothing after {@link #commit()}); again, nothing happens. */
        public void discard() {
            if (!Files.exists(staging)) { PENDING.remove(staging); return; }
            try (Stream<Path> s = Files.walk(staging)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot clean up " + staging + ": " + e.getMessage(), e);
            } finally {
                PENDING.remove(staging);
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
