package effigy.exec;

import effigy.term.Term;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The call site of an input read, from its symbol's name: a read of {@code __VERIFIER_nondet_int()} at code position 532
 * is named {@code int@532}, its later reads {@code int@532_2}, {@code int@532_3}, … ({@link SymbolNames}). Analyses that
 * give reads values by where they happen (a state that recurs, a probe's run) ask it here.
 */
public final class ReadSites {
    private ReadSites() {}

    /** A read's symbol name: its call site ({@code int@532}) and the count that tells the site's later reads apart. */
    private static final Pattern SITE = Pattern.compile("(.*@\\d+)(_\\d+)?");

    /**
     * The call site of an input read ({@code int@532_7} is {@code int@532}), or null for an input named otherwise (a
     * variable read before it is assigned, {@code x}, {@code x_2}): its count depends on the run so far, which the state
     * does not hold, so such an input gets one value whatever its name.
     */
    public static String of(Term.Sym sym) {
        Matcher m = SITE.matcher(sym.name());
        return m.matches() ? m.group(1) : null;
    }

    /**
     * What was read: the name before the {@code @} ({@code int} for {@code int@532_7}, {@code float}, {@code bool}, an
     * external function's name), or the whole name where there is none.
     */
    public static String kind(Term.Sym sym) {
        String name = sym.name();
        int at = name.indexOf('@');
        return at < 0 ? name : name.substring(0, at);
    }
}
