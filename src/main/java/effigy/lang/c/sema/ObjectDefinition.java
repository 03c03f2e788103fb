package effigy.lang.c.sema;

import java.util.Optional;

/**
 * An object with static storage defined in this file (a global, static local or string literal) and its initial
 * value: {@code initializer} empty means all zero (C99 6.7.8p10, for tentative definitions and uninitialized
 * statics).
 */
public record ObjectDefinition(Variable variable, Optional<TypedInitializer> initializer) {}
