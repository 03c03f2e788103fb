/*
 * assert.h: diagnostics (C99 7.2), Effigy's built-in version. Deliberately without an include guard:
 * each inclusion defines assert anew according to NDEBUG, as the standard requires.
 */
#undef assert

#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void __assert_fail(const char *expr, const char *file, unsigned int line, const char *func);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
