package effigy.lang.c.pp;

import effigy.source.SourceFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The C headers Effigy ships (resources under {@code effigy/lang/c/include/}): small C99 versions of the
 * standard headers a symbolically executed program needs, and {@code effigy.h} with the SV-COMP and
 * Effigy intrinsics. They are named {@code <built-in>/name} in diagnostics and loaded once per JVM.
 */
final class BuiltinHeaders {
    static final List<String> NAMES = List.of("assert.h", "effigy.h", "float.h", "limits.h", "stdbool.h", "stddef.h",
            "math.h", "stdarg.h", "stdint.h", "stdio.h", "stdlib.h", "string.h");
    static final String PREFIX = "<built-in>/";

    private static final Map<String, SourceFile> LOADED = new ConcurrentHashMap<>();

    private BuiltinHeaders() {}

    /** The built-in header {@code name}, or null if there is no such header. */
    static SourceFile get(String name) {
        return NAMES.contains(name) ? LOADED.computeIfAbsent(name, BuiltinHeaders::load) : null;
    }

    private static SourceFile load(String name) {
        try (InputStream in = BuiltinHeaders.class.getResourceAsStream("/effigy/lang/c/include/" + name)) {
            if (in == null) throw new IllegalStateException("built-in header missing from the class path: " + name);
            return new SourceFile(PREFIX + name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
