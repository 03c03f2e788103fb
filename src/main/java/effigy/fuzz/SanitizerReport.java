package effigy.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an AddressSanitizer or UBSan report says: the kind of error, the first line of the report, and where:
 * the innermost frame in the user's own files ({@code file:line:col}) and, when the error happened below it
 * (inside {@code memcpy}, say), that innermost frame as a second location.
 *
 * @param kind    the sanitizer's name for it: {@code heap-buffer-overflow}, {@code SEGV}, {@code FPE},
 *                {@code division-by-zero}, ...
 * @param message the report's headline, without the process id
 * @param where   the user's location, {@code file:line:col} (col may be absent; the file as the user named it), or
 *                {@code ?} when none is named
 * @param inner   the innermost frame when it is not the user's ({@code memcpy at ...}), else null
 */
public record SanitizerReport(String kind, String message, String where, String inner) {
    private static final Pattern ASAN = Pattern.compile("ERROR: (AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer): ([\\w-]+)(.*)");
    private static final Pattern UBSAN = Pattern.compile("^(\\S+?):(\\d+):(\\d+): runtime error: (.*)$", Pattern.MULTILINE);
    private static final Pattern FRAME = Pattern.compile("^\\s*#(\\d+) 0x[0-9a-f]+ in (\\S+) (\\S+?):(\\d+)(?::(\\d+))?\\s*$", Pattern.MULTILINE);

    /** Whether {@code report} is a sanitizer's report of an error (not a process's plain exit). */
    public static boolean isCrash(String report) {
        return ASAN.matcher(report).find() || UBSAN.matcher(report).find();
    }

    /**
     * The report in {@code text}; {@code user} gives a file the report names by its path its name for the user
     * when it is one of the user's files, else null.
     */
    public static SanitizerReport parse(String text, Function<String, String> user) {
        String kind = "crash", message = "the process died";
        String where = null;
        Matcher ub = UBSAN.matcher(text);
        Matcher as = ASAN.matcher(text);
        boolean ubFirst = ub.find();
        boolean asFound = as.find();
        if (ubFirst && (!asFound || ub.start() < as.start())) {
            message = ub.group(4).trim();
            kind = ubKind(message);
            String file = user.apply(ub.group(1));
            if (file != null) where = file + ":" + ub.group(2) + ":" + ub.group(3);
        } else if (asFound) {
            kind = as.group(2);
            message = (as.group(1) + ": " + as.group(2) + as.group(3)).replaceAll(" on (unknown )?address 0x[0-9a-f]+.*", "").trim();
            // the access: "READ of size 1 at 0x... thread T0"
            Matcher access = Pattern.compile("^(READ|WRITE) of size (\\d+)", Pattern.MULTILINE).matcher(text.substring(as.end()));
            if (access.find()) message += ": " + access.group(1).toLowerCase(Locale.ROOT) + " of size " + access.group(2);
        }
        List<String[]> frames = new ArrayList<>();
        Matcher f = FRAME.matcher(text);
        while (f.find()) {
            if (f.group(1).equals("0") && !frames.isEmpty()) break;   // a second stack (where the memory was allocated)
            frames.add(new String[] {f.group(2), f.group(3), f.group(4), f.group(5)});
        }
        String inner = null;
        for (int i = 0; i < frames.size(); i++) {
            String[] fr = frames.get(i);
            String file = user.apply(fr[1]);
            if (file == null) continue;
            if (where == null) where = file + ":" + fr[2] + (fr[3] != null ? ":" + fr[3] : "");
            if (i > 0) {
                String[] in = frames.get(0);
                inner = in[0] + " at " + in[1] + ":" + in[2] + (in[3] != null ? ":" + in[3] : "");
            }
            break;
        }
        return new SanitizerReport(kind, message, where != null ? where : "?", inner);
    }

    /** UBSan's message as a kind: {@code division-by-zero}, {@code out-of-bounds}, {@code overflow}, ... */
    private static String ubKind(String message) {
        if (message.contains("division by zero")) return "division-by-zero";
        if (message.contains("out of bounds")) return "out-of-bounds";
        if (message.contains("overflow")) return "overflow";
        if (message.startsWith("shift")) return "shift";
        if (message.contains("null pointer")) return "null-dereference";
        if (message.contains("misaligned")) return "misaligned";
        if (message.contains("not a valid value")) return "invalid-value";
        return "undefined-behavior";
    }

    /** The line of {@link #where} (0 when none is named). */
    public int line() {
        String[] parts = where.split(":");
        try {
            return parts.length >= 2 ? Integer.parseInt(parts[1]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** {@link #where} without its column: crashes are told apart by kind and line (an interpreter's column and a compiler's differ). */
    public String whereLine() {
        String[] parts = where.split(":");
        return parts.length >= 2 ? parts[0] + ":" + parts[1] : where;
    }
}
