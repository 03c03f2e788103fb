package effigy.lang.c.sema;

/** Linkage of an identifier (C99 6.2.2): whether declarations in other scopes or files denote the same entity. */
public enum Linkage { EXTERNAL, INTERNAL, NONE }
