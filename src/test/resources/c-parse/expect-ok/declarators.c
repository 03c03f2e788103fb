/* Every declarator form. Each TYPE comment gives the type of the entity declared on its line, as C spells it. */
int plain;                                          // TYPE: plain: int
int *ptr;                                           // TYPE: ptr: int *
int **pptr;                                         // TYPE: pptr: int **
int arr[3];                                         // TYPE: arr: int [3]
int grid[2][3];                                     // TYPE: grid: int [2][3]
int *ptrs[4];                                       // TYPE: ptrs: int *[4]
int (*to_array)[4];                                 // TYPE: to_array: int (*)[4]
int (*fp)(int);                                     // TYPE: fp: int (*)(int)
int (*fps[2])(char *, ...);                         // TYPE: fps: int (*[2])(char *, ...)
int *(*returns_ptr)(void);                          // TYPE: returns_ptr: int *(*)(void)
int (*(*nested)(void))[4];                          // TYPE: nested: int (*(*)(void))[4]
char (*(*table[3])(void))[5];                       // TYPE: table: char (*(*[3])(void))[5]
void (*signal(int sig, void (*handler)(int)))(int); // TYPE: signal: void (*(int, void (*)(int)))(int)
const int ci = 1;                                   // TYPE: ci: const int
int const ci2 = 2;                                  // TYPE: ci2: const int
const int *pci;                                     // TYPE: pci: const int *
int *const cpi = 0;                                 // TYPE: cpi: int *const
const int *const cpci = 0;                          // TYPE: cpci: const int *const
int *volatile *const cvp = 0;                       // TYPE: cvp: int *volatile *const
volatile unsigned long vul;                         // TYPE: vul: volatile unsigned long
int *restrict rp;                                   // TYPE: rp: int *
int proto(int, char);                               // TYPE: proto: int (int, char)
int unproto();                                      // TYPE: unproto: int ()
int noparams(void);                                 // TYPE: noparams: int (void)
int variadic(const char *fmt, ...);                 // TYPE: variadic: int (const char *, ...)
int arrparam(int a[10], int m[][3]);                // TYPE: arrparam: int (int *, int (*)[3])
int fnparam(int f(int), const int c);               // TYPE: fnparam: int (int (*)(int), int)
int (paren);                                        // TYPE: paren: int
int ((*doubly))[2];                                 // TYPE: doubly: int (*)[2]
typedef int Vec[3];
Vec v;                                              // TYPE: v: int [3]
Vec *pv;                                            // TYPE: pv: int (*)[3]
const Vec cv = {1, 2, 3};                           // TYPE: cv: const int [3]
Vec vs[2];                                          // TYPE: vs: int [2][3]
typedef int (*BinOp)(int, int);
BinOp ops[2];                                       // TYPE: ops: int (*[2])(int, int)
typedef int Fn(int);
Fn *fnp;                                            // TYPE: fnp: int (*)(int)
Fn declared_by_typedef;                             // TYPE: declared_by_typedef: int (int)
struct point { int x, y; } origin;                  // TYPE: origin: struct point
struct point *pp, points[2];                        // TYPE: pp: struct point *
union u { int i; char c; } uu;                      // TYPE: uu: union u
enum color { RED, GREEN } col;                      // TYPE: col: enum color
unsigned u1;                                        // TYPE: u1: unsigned int
signed s1;                                          // TYPE: s1: int
short int si;                                       // TYPE: si: short
unsigned short us;                                  // TYPE: us: unsigned short
long int li;                                        // TYPE: li: long
int long il;                                        // TYPE: il: long
long long ll;                                       // TYPE: ll: long long
unsigned long long int ull;                         // TYPE: ull: unsigned long long
long unsigned long lul;                             // TYPE: lul: unsigned long long
unsigned char uc;                                   // TYPE: uc: unsigned char
signed char sc;                                     // TYPE: sc: signed char
char ch;                                            // TYPE: ch: char
_Bool flag;                                         // TYPE: flag: _Bool
int sized[sizeof(int) * 2];                         // TYPE: sized: int [8]
int by_enum[GREEN + 1];                             // TYPE: by_enum: int [2]
int by_init[] = {1, 2, 3};                          // TYPE: by_init: int [3]
int by_designator[] = {[9] = 1};                    // TYPE: by_designator: int [10]
char str[] = "hello";                               // TYPE: str: char [6]
char strs[][4] = {"ab", "cde"};                     // TYPE: strs: char [2][4]
extern int ext[];                                   // TYPE: ext: int []
static int internal;                                // TYPE: internal: int
int multi_a, *multi_b, multi_c[2];                  // TYPE: multi_c: int [2]
int (*abstract_sizes[sizeof(int (*)[3]) + sizeof(int [2][3])]); // TYPE: abstract_sizes: int *[32]
