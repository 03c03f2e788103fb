package effigy.fuzz;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * SAGE's Run&amp;Check done natively: a libFuzzer target built once by the system's C compiler with coverage
 * instrumentation ({@code -fsanitize-coverage=trace-pc,trace-cmp}) and AddressSanitizer and UBSan, linked with
 * Effigy's runtime ({@code native_runtime.c}), which runs it in a persistent loop on batches of inputs sent
 * through a pipe. Each input's answer says whether it reached an edge (or a hit count of one) never seen, or
 * brought a comparison's operands closer than ever; the edges seen so far live in a file shared by every
 * worker's process (and kept across a crash). A crash ends the process with the sanitizer's report; the
 * input that died is known from the shared file, and the next batch starts a new process. An input that runs
 * longer than the hang limit is killed. Not thread-safe: one per worker.
 */
public final class NativeTarget implements AutoCloseable {
    /** The map sizes of {@code native_runtime.c}. */
    static final int SLOTS = 64, ANSWERS = 4096, HEADER = 16 * SLOTS + 4 * ANSWERS * SLOTS, MAP_SIZE = 1 << 16, CMP_SITES = 4096;

    /** A built target: its binary and the shared file of its processes, in a directory of their own. */
    public record Build(Path dir, Path binary, Path shared, String compiler) {
        /** Removes the directory (the binary and the shared file). */
        public void delete() {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) Files.deleteIfExists(p);
                Files.deleteIfExists(dir);
            } catch (IOException e) {
                // a temporary directory left behind: nothing to report
            }
        }
    }

    /** Why a target could not be built natively (no compiler, a compile error): the fuzzer then runs in the interpreter. */
    public static final class BuildFailed extends Exception {
        public BuildFailed(String message) { super(message); }
    }

    /** The compiler flags of the target's sources (the runtime is built without coverage). */
    static final List<String> TARGET_FLAGS = List.of("-g", "-O1", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
            "-fno-sanitize-recover=all", "-fno-builtin", "-w");

    /**
     * Builds {@code sources} (a libFuzzer target, with no {@code main}) with the first compiler found of
     * {@code $EFFIGY_CC}, gcc and clang.
     */
    public static Build build(List<Path> sources) throws BuildFailed {
        String cc = compiler();
        if (cc == null) throw new BuildFailed("no C compiler (gcc or clang) on the PATH");
        Path dir = null;
        try {
            dir = Files.createTempDirectory("effigy-native-");
            byte[] runtimeSource;
            try (InputStream in = NativeTarget.class.getResourceAsStream("/effigy/fuzz/native_runtime.c")) {
                if (in == null) throw new BuildFailed("the native runtime is missing from Effigy's jar");
                runtimeSource = in.readAllBytes();
            }
            // the runtime's object is the same for every target of one compiler: compiled once into the cache, reused
            Path cached = cachedRuntime(cc, runtimeSource);
            Path runtimeObject = cached != null && Files.isRegularFile(cached) ? cached : dir.resolve("native_runtime.o");
            Process rt = null;
            if (runtimeObject != cached) {
                Path runtime = dir.resolve("native_runtime.c");
                Files.write(runtime, runtimeSource);
                List<String> compile = new ArrayList<>(List.of(cc));
                compile.addAll(RUNTIME_FLAGS);
                compile.addAll(List.of(runtime.toString(), "-o", runtimeObject.toString()));
                rt = new ProcessBuilder(compile).redirectErrorStream(true).start();
            }
            Path binary = dir.resolve("target");
            List<String> cmd = new ArrayList<>(List.of(cc));
            cmd.addAll(TARGET_FLAGS);
            cmd.add(cc.contains("clang") ? "-fsanitize-coverage=trace-pc-guard,trace-cmp" : "-fsanitize-coverage=trace-pc,trace-cmp");
            cmd.add("-c");
            List<Path> objects = new ArrayList<>();
            for (int i = 0; i < sources.size(); i++) {
                Path o = dir.resolve("source" + i + ".o");
                objects.add(o);
            }
            // one compiler run per source (each -o names its object)
            for (int i = 0; i < sources.size(); i++) {
                List<String> one = new ArrayList<>(cmd);
                one.add(sources.get(i).toAbsolutePath().toString());
                one.add("-o");
                one.add(objects.get(i).toString());
                run(one, "compiling " + sources.get(i));
            }
            if (rt != null) {
                String rtOut = new String(rt.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (rt.waitFor() != 0) throw new BuildFailed("compiling the native runtime failed: " + firstLine(rtOut));
                if (cached != null) keep(runtimeObject, cached);
            }
            List<String> link = new ArrayList<>(List.of(cc, "-fsanitize=address,undefined", "-rdynamic"));
            for (Path o : objects) link.add(o.toString());
            link.add(runtimeObject.toString());
            link.add("-o");
            link.add(binary.toString());
            run(link, "linking");
            Path shared = dir.resolve("shared");
            try (FileChannel ch = FileChannel.open(shared, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ch.write(java.nio.ByteBuffer.allocate(HEADER + MAP_SIZE + CMP_SITES + 4));
            }
            return new Build(dir, binary, shared, cc);
        } catch (IOException e) {
            if (dir != null) new Build(dir, null, null, cc).delete();
            throw new BuildFailed("cannot build the target natively: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (dir != null) new Build(dir, null, null, cc).delete();
            throw new BuildFailed("interrupted while building the target");
        } catch (BuildFailed e) {
            new Build(dir, null, null, cc).delete();
            throw e;
        }
    }

    private static void run(List<String> cmd, String what) throws IOException, InterruptedException, BuildFailed {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) throw new BuildFailed(what + " failed (" + cmd.get(0) + "): " + firstLine(out));
    }

    private static String firstLine(String s) {
        for (String line : s.split("\n")) if (line.contains("error")) return line.trim();
        return s.isBlank() ? "no message" : s.strip().split("\n")[0];
    }

    /** How the runtime is compiled (without coverage, and without the sanitizers' instrumentation). */
    private static final List<String> RUNTIME_FLAGS = List.of("-O2", "-w", "-c");

    /**
     * Where the runtime's object for compiler {@code cc} and this runtime source is kept between runs: in
     * {@code $EFFIGY_CACHE} (or the system property {@code effigy.cache}), else {@code $XDG_CACHE_HOME/effigy}, else
     * {@code ~/.cache/effigy}, named by a hash of the source, the flags and the compiler's file (its path, size and time);
     * null when no such directory can be made (the runtime is then compiled every time).
     */
    static Path cachedRuntime(String cc, byte[] source) {
        try {
            String home = System.getProperty("user.home");
            String dir = System.getProperty("effigy.cache", System.getenv("EFFIGY_CACHE"));
            Path base = dir != null && !dir.isBlank() ? Path.of(dir)
                    : System.getenv("XDG_CACHE_HOME") != null && !System.getenv("XDG_CACHE_HOME").isBlank() ? Path.of(System.getenv("XDG_CACHE_HOME"), "effigy")
                    : home != null ? Path.of(home, ".cache", "effigy") : null;
            Path exe = resolve(cc);
            if (base == null || exe == null) return null;
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            sha.update(source);
            sha.update((String.join(" ", RUNTIME_FLAGS) + "\0" + exe.toRealPath() + "\0" + Files.size(exe) + "\0" + Files.getLastModifiedTime(exe.toRealPath()).toMillis()).getBytes(StandardCharsets.UTF_8));
            Files.createDirectories(base);
            return base.resolve("native-runtime-" + java.util.HexFormat.of().formatHex(sha.digest(), 0, 12) + ".o");
        } catch (IOException | java.security.NoSuchAlgorithmException | RuntimeException e) {
            return null;
        }
    }

    /** {@code cc} as a file: a path as given, or the first match on the PATH; null when there is none. */
    private static Path resolve(String cc) {
        if (cc.contains("/")) return Files.isExecutable(Path.of(cc)) ? Path.of(cc) : null;
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(java.io.File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, cc))) return Path.of(d, cc);
        }
        return null;
    }

    /** Copies {@code object} to {@code cached} whole (a temporary file moved in place), or not at all. */
    private static void keep(Path object, Path cached) {
        Path tmp = null;
        try {
            tmp = Files.createTempFile(cached.getParent(), "native-runtime-", ".tmp");
            Files.copy(object, tmp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, cached, java.nio.file.StandardCopyOption.ATOMIC_MOVE, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a temporary file left in the cache directory is harmless
                }
            }
        }
    }

    /** The compiler to use: {@code $EFFIGY_CC}, else gcc, else clang on the PATH; null when none. */
    static String compiler() {
        String env = System.getenv("EFFIGY_CC");
        if (env != null && !env.isBlank()) return env;
        for (String c : List.of("gcc", "clang")) if (resolve(c) != null) return c;
        return null;
    }

    /** The comparisons a logged input made: integer operands (width in bytes) and byte strings (strcmp, memcmp). */
    public record CmpLog(List<long[]> integers, List<byte[][]> strings) {
        public static final CmpLog NONE = new CmpLog(List.of(), List.of());
    }

    /**
     * One input's answer: what it added ({@link #NEW_EDGE}, {@link #NEW_COUNT}, {@link #CLOSER}, {@link #MATCHED},
     * {@link #DEEPER}), its
     * new edges, and its path: a hash of the edges it ran with their hit-count buckets, equal for two inputs that run the
     * same edges as often (0 for an answer read back from the shared file after a crash).
     */
    public record Ran(int added, int newEdges, int path, CmpLog log) {
        /**
         * Whether it reached an edge or a hit count never seen, or matched more bytes of a string comparison
         * ({@code strcmp}, {@code memcmp}) than any input before: the gradient toward a key compared as text. An
         * integer comparison come closer ({@link #CLOSER}) is not enough: nearly every mutation of a checksum's input
         * changes how close it comes (libFuzzer leaves its value profile off by default for the same reason). Nor is a
         * deeper stack ({@link #DEEPER}): as progress, every mutation that nests a parenthesis deeper joined the corpus
         * and {@code bench/fuzz/targets/expr.c} took 3.2 s to its crash instead of 2.2 s. Both only add to a solver's
         * child's score.
         */
        public boolean progress() { return (added & (NEW_EDGE | NEW_COUNT | MATCHED)) != 0; }
    }

    public static final int NEW_EDGE = 1, NEW_COUNT = 2, CLOSER = 4, MATCHED = 8, DEEPER = 16;

    /** How a batch ended early: its input at {@code index} crashed (the sanitizer's report), hung, or ended the process. */
    public record Death(int index, Kind kind, String report, int exitCode) {
        public enum Kind { CRASH, HANG, EXIT }
    }

    /** A batch's answers (for the inputs before a death, all of them when none). */
    public record Batch(List<Ran> ran, Death death) {}

    private final Build build;
    private final int slot;
    private final long hangMillis;
    private final MappedByteBuffer shared;
    private Process process;
    private OutputStream toTarget;
    private DataInputStream fromTarget;
    private final StringBuilder stderr = new StringBuilder();
    private Thread drain;
    private volatile boolean hung, inFlight;
    private final Thread watcher;
    private long restarts;

    /** A worker's processes of {@code build} in {@code slot} (0-63) of the shared file; an input running longer than {@code hangMillis} is a hang. */
    public NativeTarget(Build build, int slot, long hangMillis) {
        if (slot < 0 || slot >= SLOTS) throw new IllegalArgumentException("slot " + slot);
        this.build = build;
        this.slot = slot;
        this.hangMillis = hangMillis;
        try (FileChannel ch = FileChannel.open(build.shared(), StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            this.shared = ch.map(FileChannel.MapMode.READ_WRITE, 0, HEADER + MAP_SIZE + CMP_SITES + 4);
            this.shared.order(ByteOrder.LITTLE_ENDIAN);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        watcher = new Thread(this::watch, "effigy-native-watch-" + slot);
        watcher.setDaemon(true);
        watcher.start();
    }

    public long restarts() { return restarts; }

    private void start() throws IOException {
        shared.putLong(16 * slot, sent);
        ProcessBuilder pb = new ProcessBuilder(build.binary().toString());
        pb.environment().put("EFFIGY_SHM", build.shared().toString());
        pb.environment().put("EFFIGY_SLOT", Integer.toString(slot));
        pb.environment().put("ASAN_OPTIONS", "detect_leaks=0:handle_abort=1:handle_segv=1:handle_sigfpe=1:handle_sigill=1:handle_sigbus=1"
                + ":allocator_may_return_null=1:detect_odr_violation=0:symbolize=1:print_summary=1:malloc_limit_mb=2048");
        pb.environment().put("UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1:print_summary=1");
        process = pb.start();
        toTarget = new BufferedOutputStream(process.getOutputStream(), 1 << 16);
        fromTarget = new DataInputStream(new BufferedInputStream(process.getInputStream(), 1 << 16));
        synchronized (stderr) { stderr.setLength(0); }
        InputStream err = process.getErrorStream();
        drain = new Thread(() -> {
            byte[] b = new byte[8192];
            try {
                int n;
                while ((n = err.read(b)) > 0) {
                    synchronized (stderr) {
                        // the report of a crash comes last: keep the last 256 KB or so
                        if (stderr.length() > 256 * 1024) stderr.delete(0, stderr.length() - 128 * 1024);
                        stderr.append(new String(b, 0, n, StandardCharsets.UTF_8));
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "effigy-native-stderr");
        drain.setDaemon(true);
        drain.start();
        restarts++;
    }

    /** Runs {@code inputs} in order (with {@code log}, each answer carries its comparisons); stops at the first death. */
    public Batch run(List<byte[]> inputs, boolean log) {
        send(inputs, log);
        return receive();
    }

    /** A batch sent and not yet answered: the index of its first input, its size, whether logged, whether dropped (the process died before it). */
    private static final class Flight {
        final long first;
        final int count;
        final boolean log;
        boolean dropped;

        Flight(long first, int count, boolean log) {
            this.first = first;
            this.count = count;
            this.log = log;
        }
    }

    private final java.util.ArrayDeque<Flight> flights = new java.util.ArrayDeque<>();
    /** The index the next input sent will have. */
    private long sent;

    /**
     * Sends a batch to run; its answers come from {@link #receive}, batch by batch in the order sent. Two batches
     * may be in flight at once, so that the next batch is made while the target runs one (a process that dies
     * drops the batches after the one it died in: they come back empty).
     */
    public void send(List<byte[]> inputs, boolean log) {
        Flight f = new Flight(sent, inputs.size(), log);
        try {
            boolean pending = flights.stream().anyMatch(x -> !x.dropped);
            if (!pending) {
                // a process that died is started again (one that dies with a batch pending is told by receive first)
                if (process == null || !process.isAlive()) {
                    if (process != null) stop();
                    start();
                }
                synchronized (stderr) { stderr.setLength(0); }
                hung = false;
            }
            flights.add(f);
            sent += inputs.size();
            inFlight = true;   // from the first byte written: a hung target stops reading, and the writes would block
            writeInt(log ? 1 : 0);
            writeInt(inputs.size());
            for (byte[] in : inputs) {
                writeInt(in.length);
                toTarget.write(in);
            }
            toTarget.flush();
        } catch (IOException e) {
            // the pipe broke: the process died (in an earlier batch, or in this one); receive tells
        }
    }

    /** The answers of the oldest batch sent: every input's, or those before the one that died and how it died. */
    public Batch receive() {
        Flight f = flights.poll();
        if (f == null) throw new IllegalStateException("no batch in flight");
        try {
            if (f.dropped) return new Batch(List.of(), null);
            List<Ran> ran = new ArrayList<>(f.count);
            try {
                for (int i = 0; i < f.count; i++) {
                    int added = fromTarget.readUnsignedByte();
                    int fresh = Short.reverseBytes(fromTarget.readShort()) & 0xffff;
                    int path = Integer.reverseBytes(fromTarget.readInt());
                    ran.add(new Ran(added, fresh, path, f.log ? readLog() : CmpLog.NONE));
                }
                return new Batch(ran, null);
            } catch (IOException e) {
                Death d = death(f.first, ran.size());
                // the answers the pipe lost (those the process had not flushed when it died) are in the shared file
                for (int i = ran.size(); i < d.index() && d.index() - i <= ANSWERS; i++) {
                    int a = shared.getInt(16 * SLOTS + 4 * ANSWERS * slot + 4 * (int) ((f.first + i) % ANSWERS));
                    ran.add(new Ran(a & 0xff, a >>> 16, 0, CmpLog.NONE));
                }
                for (Flight later : flights) later.dropped = true;
                return new Batch(ran, d);
            }
        } finally {
            if (flights.isEmpty()) inFlight = false;
        }
    }

    /** The process ended during a batch whose first input had index {@code first}: which input, and how. */
    private Death death(long first, int answered) {
        int code;
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
            code = process.exitValue();
            drain.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            code = -1;
        }
        long at = shared.getLong(16 * slot);
        int index = (int) Math.max(answered, Math.min(at - first, Integer.MAX_VALUE));
        sent = first + index + 1;   // the next process starts after the input that died
        String report;
        synchronized (stderr) { report = stderr.toString(); }
        Death.Kind kind = hung ? Death.Kind.HANG : SanitizerReport.isCrash(report) || code < 0 || code > 128 ? Death.Kind.CRASH : Death.Kind.EXIT;
        return new Death(index, kind, report, code);
    }

    /** While a batch is in flight: kills the process when the input it runs has not changed for the hang limit. */
    private void watch() {
        long seen = -1, since = System.nanoTime();
        try {
            while (true) {
                Thread.sleep(Math.min(50, Math.max(1, hangMillis / 4)));
                Process p = process;
                long now = System.nanoTime();
                if (!inFlight || p == null) {
                    seen = -1;
                    continue;
                }
                long runs = shared.getLong(16 * slot + 8);
                if (runs != seen) {
                    seen = runs;
                    since = now;
                } else if (now - since > hangMillis * 1_000_000L) {
                    hung = true;
                    p.destroyForcibly();
                    seen = -1;
                }
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private CmpLog readLog() throws IOException {
        int n = Short.reverseBytes(fromTarget.readShort()) & 0xffff;
        List<long[]> ints = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int width = fromTarget.readUnsignedByte();
            long a = Long.reverseBytes(fromTarget.readLong()), b = Long.reverseBytes(fromTarget.readLong());
            ints.add(new long[] {width, a, b});
        }
        int m = Short.reverseBytes(fromTarget.readShort()) & 0xffff;
        List<byte[][]> strings = new ArrayList<>(m);
        for (int i = 0; i < m; i++) {
            byte[] a = new byte[fromTarget.readUnsignedByte()];
            fromTarget.readFully(a);
            byte[] b = new byte[fromTarget.readUnsignedByte()];
            fromTarget.readFully(b);
            strings.add(new byte[][] {a, b});
        }
        return new CmpLog(ints, strings);
    }

    private void writeInt(int v) throws IOException {
        toTarget.write(v);
        toTarget.write(v >>> 8);
        toTarget.write(v >>> 16);
        toTarget.write(v >>> 24);
    }

    private void stop() {
        if (process == null) return;
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process = null;
    }

    @Override public void close() {
        watcher.interrupt();
        stop();
    }
}
