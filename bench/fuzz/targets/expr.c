/* An expression evaluator (bench/fuzz, shape: evaluators): a recursive-descent parser over decimal numbers
   (at most 4 digits), + - * /, and parentheses nested at most 16 deep; the whole input must be one expression.
   Values are kept in 0..9999 (sums, differences and products modulo 10000), so nothing overflows an int.
   A literal divisor of 0 is rejected by the parser, but a parenthesised one that evaluates to 0 is not.
   The bug: an integer division by zero (SIGFPE on x86; UBSan's division-by-zero): it needs a division whose
   right operand is a parenthesised expression that evaluates to 0, as in "1/(2-2)", "1/(5000*2)" or "1/(0)". */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct parser { const uint8_t *p; size_t n, i; int depth, bad; };

static int expr(struct parser *s);

static int peek(struct parser *s) { return s->i < s->n ? s->p[s->i] : -1; }

static int factor(struct parser *s) {
  int c = peek(s);
  if (c == '(') {
    if (++s->depth > 16) { s->bad = 1; return 0; }
    s->i++;
    int v = expr(s);
    if (peek(s) != ')') { s->bad = 1; return 0; }
    s->i++;
    s->depth--;
    return v;
  }
  int v = 0, digits = 0;
  while ((c = peek(s)) >= '0' && c <= '9') {
    if (++digits > 4) { s->bad = 1; return 0; }
    v = v * 10 + (c - '0');
    s->i++;
  }
  if (digits == 0) s->bad = 1;
  return v;
}

static int term(struct parser *s) {
  int v = factor(s);
  while (!s->bad && (peek(s) == '*' || peek(s) == '/')) {
    int op = s->p[s->i++];
    int parenthesised = peek(s) == '(';
    int w = factor(s);
    if (s->bad) return 0;
    if (op == '*') v = v * w % 10000;
    else if (!parenthesised && w == 0) { s->bad = 1; return 0; }  /* a literal 0 (or 00) divisor */
    else v = v / w;                                 /* BUG: w can evaluate to 0 */
  }
  return v;
}

static int expr(struct parser *s) {
  int v = term(s);
  while (!s->bad && (peek(s) == '+' || peek(s) == '-')) {
    int op = s->p[s->i++];
    int w = term(s);
    if (s->bad) return 0;
    v = op == '+' ? (v + w) % 10000 : (v - w + 10000) % 10000;
  }
  return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  struct parser s = {data, size, 0, 0, 0};
  int v = expr(&s);
  if (s.bad || s.i != size) return -1;
  return v & 1;
}
