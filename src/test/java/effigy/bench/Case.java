package effigy.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/** One generated run of the campaign: the command line, how it is run, and what must hold of the files afterwards. */
final class Case {
    final int index;
    final String kind;
    final Path dir;
    String variant = "";
    String command;
    final List<String> args = new ArrayList<>();
    /** Run in the harness's JVM (a pure input check) rather than in a process of its own. */
    boolean inProcess;
    /** Seconds of wall time the run may take (its --max-time when it has one). */
    double limit;
    /** Whether {@link #limit} is the command's own --max-time. */
    boolean limitFromOption;
    /** INT or TERM, sent {@link #signalAfterMs} after the start, or null. */
    String signal;
    long signalAfterMs;
    /** Standard input (a debugger script), or null for none. */
    String stdin;
    /** Where standard output goes ({@code > FILE}), or null for the harness's own capture. */
    Path stdoutTo;
    /** A note for the reproducer, e.g. a file to make first. */
    String cwdNote;
    final List<Watch> watches = new ArrayList<>();

    Case(int index, String kind, Path dir) {
        this.index = index;
        this.kind = kind;
        this.dir = dir;
    }

    void args(String... a) { args.addAll(Arrays.asList(a)); }

    /** A property of a file that the run must keep. */
    static final class Watch {
        enum Kind {
            /** A symbolic link that must still be one, to the same target. */
            SYMLINK,
            /** A FIFO that must still be one. */
            FIFO,
            /** A file that must still exist with the same bytes whatever the run did. */
            KEEP,
            /** A regular file that existed: it must still exist, and be complete if it changed. */
            EXISTING,
            /** An output that, when present, must be complete. */
            COMPLETE,
            /** A directory in which the run must leave no temporary file. */
            NO_LEFTOVERS
        }

        final Kind kind;
        final Path path;
        /** For COMPLETE and EXISTING: json, tests, dot, yaml, text, info, svg, any. */
        final String type;
        final byte[] before;
        final Set<String> entriesBefore;

        private Watch(Kind kind, Path path, String type, byte[] before, Set<String> entriesBefore) {
            this.kind = kind;
            this.path = path;
            this.type = type;
            this.before = before;
            this.entriesBefore = entriesBefore;
        }

        static Watch symlink(Path p) { return new Watch(Kind.SYMLINK, p, null, null, null); }

        static Watch fifo(Path p) { return new Watch(Kind.FIFO, p, null, null, null); }

        static Watch keep(Path p) throws IOException { return new Watch(Kind.KEEP, p, null, Files.readAllBytes(p), null); }

        static Watch existing(Path p, String type) throws IOException { return new Watch(Kind.EXISTING, p, type, Files.readAllBytes(p), null); }

        /** An output that, when the run wrote it, must be complete (what was there before, e.g. a symbolic link's target, is not checked). */
        static Watch complete(Path p, String type) throws IOException {
            return new Watch(Kind.COMPLETE, p, type, Files.isRegularFile(p) ? Files.readAllBytes(p) : null, null);
        }

        static Watch noLeftovers(Path dir) throws IOException {
            Set<String> names = new TreeSet<>();
            if (Files.isDirectory(dir)) try (Stream<Path> s = Files.list(dir)) {
                s.forEach(f -> names.add(f.getFileName().toString()));
            }
            return new Watch(Kind.NO_LEFTOVERS, dir, null, null, names);
        }

        /** What is wrong with the file after the run (exit status {@code exit}; {@code ended}: not killed), or null. */
        String check(int exit, boolean ended) {
            try {
                switch (kind) {
                    case SYMLINK -> {
                        if (!Files.isSymbolicLink(path)) return path + ": was a symbolic link, is now " + describe(path);
                    }
                    case FIFO -> {
                        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS) || !attrs(path).isOther()) return path + ": was a FIFO, is now " + describe(path);
                    }
                    case KEEP -> {
                        if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) return path + ": a pre-existing file is gone (now " + describe(path) + ")";
                        if (!Arrays.equals(before, Files.readAllBytes(path))) return path + ": a pre-existing file was changed";
                    }
                    case EXISTING -> {
                        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) return path + ": the pre-existing file is gone";
                        if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && !Arrays.equals(before, Files.readAllBytes(path))) {
                            String why = incomplete(path, type);
                            if (why != null) return path + ": rewritten but " + why;
                        }
                    }
                    case COMPLETE -> {
                        if (before != null && Files.isRegularFile(path) && Arrays.equals(before, Files.readAllBytes(path))) return null;
                        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
                            String why = incomplete(path, type);
                            if (why != null) return path + ": " + why;
                        }
                    }
                    case NO_LEFTOVERS -> {
                        if (!ended || !Files.isDirectory(path)) return null;   // a run killed with SIGKILL may leave its temporary files
                        List<String> left = new ArrayList<>();
                        try (Stream<Path> s = Files.list(path)) {
                            s.map(f -> f.getFileName().toString()).filter(n -> !entriesBefore.contains(n))
                                    .filter(n -> n.startsWith(".") || n.contains(".tmp") || n.endsWith("~")).forEach(left::add);
                        }
                        if (!left.isEmpty()) return path + ": temporary files left behind: " + left;
                    }
                }
            } catch (IOException e) {
                return path + ": " + e;
            }
            return null;
        }

        private static BasicFileAttributes attrs(Path p) throws IOException {
            return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        }

        static String describe(Path p) throws IOException {
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) return "missing";
            BasicFileAttributes a = attrs(p);
            return a.isSymbolicLink() ? "a symbolic link" : a.isDirectory() ? "a directory" : a.isRegularFile() ? "a regular file" : "a special file";
        }

        /** Why the output is not complete, or null: JSON that does not parse, DOT without its closing brace, ... */
        static String incomplete(Path p, String type) throws IOException {
            if (Files.isDirectory(p)) {
                if (!type.equals("tests")) return null;
                try (Stream<Path> s = Files.list(p)) {
                    for (Path f : s.filter(f -> f.getFileName().toString().matches("test-\\d+\\.json")).toList()) {
                        String why = incomplete(f, "json");
                        if (why != null) return f.getFileName() + ": " + why;
                    }
                }
                return null;
            }
            if (!Files.isRegularFile(p)) return null;
            String text = new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1);
            String t = text.strip();
            switch (type) {
                case "json" -> {
                    if (t.isEmpty()) return null;     // nothing printed (an error on stderr)
                    try {
                        new ObjectMapper().readTree(t);
                    } catch (IOException e) {
                        return "half-written JSON (" + e.getMessage().lines().findFirst().orElse("") + ")";
                    }
                }
                case "dot" -> {
                    if (!t.endsWith("}")) return "half-written DOT (no closing brace)";
                }
                case "svg" -> {
                    if (!t.endsWith("</svg>")) return "half-written SVG";
                }
                case "info" -> {
                    if (!t.isEmpty() && !t.endsWith("end_of_record")) return "half-written coverage (no end_of_record)";
                }
                case "text", "yaml" -> {
                    if (t.isEmpty()) return "empty";
                }
                default -> { }
            }
            return null;
        }
    }
}
