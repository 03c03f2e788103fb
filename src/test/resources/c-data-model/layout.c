/* Struct and union layout: padding, long long and pointer members, arrays of structs, offsetof. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct ll { char c; long long x; };
struct lp { char c; void *p; short s; };
struct mix { short s; long l; char c; long long ll; int *ip; };
struct node { int value; struct node *next; };
struct outer { char tag; struct lp inner[3]; long n; };
union u { char c; long long x; void *p; long l; };
struct tail { long long a; char b; };
struct fns { int (*f)(int); const char *name; };

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }

static struct node nodes[4] = { {1, &nodes[1]}, {2, &nodes[2]}, {3, &nodes[3]}, {4, 0} };
static struct fns table[] = { {twice, "twice"}, {square, "square"} };
static const char *names[] = { "zero", "one", "two" };

int main(void) {
    printf("ll %d %d\n", (int)sizeof(struct ll), (int)offsetof(struct ll, x));
    printf("lp %d %d %d\n", (int)sizeof(struct lp), (int)offsetof(struct lp, p), (int)offsetof(struct lp, s));
    printf("mix %d %d %d %d %d\n", (int)sizeof(struct mix), (int)offsetof(struct mix, l), (int)offsetof(struct mix, c),
           (int)offsetof(struct mix, ll), (int)offsetof(struct mix, ip));
    printf("node %d outer %d %d %d\n", (int)sizeof(struct node), (int)sizeof(struct outer),
           (int)offsetof(struct outer, inner), (int)offsetof(struct outer, n));
    printf("union %d tail %d fns %d names %d\n", (int)sizeof(union u), (int)sizeof(struct tail),
           (int)sizeof(struct fns), (int)sizeof names);
    struct ll arr[3];
    printf("array of ll %d stride %d\n", (int)sizeof arr, (int)((char *)&arr[1] - (char *)&arr[0]));
    int sum = 0;
    for (struct node *n = nodes; n; n = n->next) sum += n->value;
    printf("list sum %d\n", sum);
    for (int i = 0; i < 2; i++) printf("%s(5) = %d\n", table[i].name, table[i].f(5));
    printf("%s %s\n", names[2], names[0]);
    struct outer o;
    memset(&o, 0, sizeof o);
    o.inner[1].p = &o.n;
    o.inner[2].s = 7;
    o.n = 99;
    printf("through member pointer %ld, s %d\n", *(long *)o.inner[1].p, o.inner[2].s);
    unsigned char *bytes = (unsigned char *)&o;
    int nonzero = 0;
    for (size_t i = 0; i < sizeof o; i++) if (bytes[i]) nonzero++;
    printf("nonzero bytes at most %d: %d\n", (int)(sizeof(void *) + 2 + sizeof(long)), nonzero <= (int)(sizeof(void *) + 2 + sizeof(long)));
    struct lp copy[3];
    memcpy(copy, o.inner, sizeof copy);
    printf("copied pointer ok %d\n", copy[1].p == (void *)&o.n);
    void *ptrs[4];
    printf("pointer array %d\n", (int)sizeof ptrs);
    unsigned char raw[sizeof(void *)];
    void *p = &sum, *q;
    memcpy(raw, &p, sizeof p);
    memcpy(&q, raw, sizeof q);
    printf("round trip %d %d\n", q == p, *(int *)q);
    union u w;
    w.x = 0x1122334455667788LL;
    printf("union long %lx\n", (unsigned long)w.l);
    return 0;
}
