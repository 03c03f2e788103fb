/*
 * effigy.h: the intrinsics Effigy understands: SV-COMP's __VERIFIER_* functions and Effigy's own.
 * Programs may also declare these themselves (e.g. extern int __VERIFIER_nondet_int(void);), which is
 * compatible with the declarations below.
 */
#ifndef _EFFIGY_H
#define _EFFIGY_H

/* A fresh unconstrained (symbolic) value of the type. */
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned int __VERIFIER_nondet_unsigned(void);
unsigned int __VERIFIER_nondet_u32(void);
unsigned short __VERIFIER_nondet_u16(void);
unsigned char __VERIFIER_nondet_u8(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
_Bool __VERIFIER_nondet_bool(void);
_Bool __VERIFIER_nondet__Bool(void);
unsigned long __VERIFIER_nondet_size_t(void);
void *__VERIFIER_nondet_pointer(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);

/* Paths where cond is false are dropped. */
void __VERIFIER_assume(int cond);
/* A path where cond is false is an error. */
void __VERIFIER_assert(int cond);
/* Reaching a call is an error. */
void reach_error(void);
void __VERIFIER_error(void);

/* Makes the size bytes at p symbolic, named name in reports. */
void effigy_symbolic(void *p, unsigned long size, const char *name);
/* States a loop invariant. */
void effigy_invariant(int cond);

#endif
