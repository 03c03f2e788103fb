package effigy.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converters that reject a value out of its option's range when the command line is read: picocli then reports
 * {@code Invalid value for option '--NAME': ...} with exit status 2, before anything runs.
 */
final class OptionValues {
    private OptionValues() {}

    /** The most bytes a pointer parameter may point to (as large as a variable-length array may be). */
    static final long MAX_BUFFER = effigy.exec.MemObject.VLA_LIMIT;

    private static long number(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number");
        }
    }

    /** Milliseconds of a time limit: 0 (no limit) or more. */
    static final class Millis implements ITypeConverter<Integer> {
        @Override public Integer convert(String value) {
            long n = number(value);
            if (n < 0 || n > Integer.MAX_VALUE) {
                throw new TypeConversionException("must be 0 (no limit) or a positive number of milliseconds up to " + Integer.MAX_VALUE + ", not " + value.strip());
            }
            return (int) n;
        }
    }

    /** A count of at least 1 that fits an int (--max-steps). */
    static final class PositiveInt implements ITypeConverter<Integer> {
        @Override public Integer convert(String value) {
            long n = number(value);
            if (n < 1 || n > Integer.MAX_VALUE) throw new TypeConversionException("must be from 1 to " + Integer.MAX_VALUE + ", not " + value.strip());
            return (int) n;
        }
    }

    /** A count of at least 1 (--max-paths). */
    static final class PositiveLong implements ITypeConverter<Long> {
        @Override public Long convert(String value) {
            long n = number(value);
            if (n < 1) throw new TypeConversionException("must be at least 1, not " + value.strip());
            return n;
        }
    }

    /** A buffer's size in bytes: 0 to {@link #MAX_BUFFER}. */
    static final class BufferSize implements ITypeConverter<Long> {
        @Override public Long convert(String value) {
            long n = number(value);
            if (n < 0 || n > MAX_BUFFER) throw new TypeConversionException("must be from 0 to " + MAX_BUFFER + " bytes, not " + value.strip());
            return n;
        }
    }

    /** A number of megabytes: 1 to 2^30 (--max-memory). */
    static final class Megabytes implements ITypeConverter<Long> {
        @Override public Long convert(String value) {
            long n = number(value);
            if (n < 1 || n > (1L << 30)) throw new TypeConversionException("must be from 1 to " + (1L << 30) + " megabytes, not " + value.strip());
            return n;
        }
    }

    /** A number of seconds greater than 0 (and finite). */
    static final class Seconds implements ITypeConverter<Double> {
        @Override public Double convert(String value) {
            double s;
            try {
                s = Double.parseDouble(value.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a number of seconds");
            }
            if (!(s > 0) || Double.isInfinite(s) || s > 1e9) throw new TypeConversionException("must be a positive number of seconds, not " + value.strip());
            return s;
        }
    }
}
