/*
 * statemachine: a small controller driven by six input events. Events:
 * 0 = tick, 1 = start/more work, 2 = pause/resume, 3 = stop. In RUN a tick
 * performs `level` work steps; every further start raises the level (at most 3).
 * Inputs: six events, each restricted to 0..3 (other values become a tick).
 */
/* INPUTS: 0..3, 0..3, 0..3, 0..3, 0..3, 0..3 */
extern int __VERIFIER_nondet_int(void);

#define EVENTS 6

enum state { IDLE, RUN, PAUSED, DONE };

static int events[EVENTS];

static int work(int level, int acc)
{
  int w;
  _Pragma("loopbound min 1 max 3")
  for (w = 0; w < level; w++) {
    acc = acc * 3 + w;
  }
  return acc & 1023;
}

static int run(void)
{
  enum state st = IDLE;
  int i, level = 0, acc = 1;
  _Pragma("loopbound min 1 max 6")
  for (i = 0; i < EVENTS && st != DONE; i++) {
    int e = events[i];
    switch (st) {
    case IDLE:
      if (e == 1) { st = RUN; level = 1; }
      else if (e == 3) st = DONE;
      break;
    case RUN:
      if (e == 0) acc = work(level, acc);
      else if (e == 1 && level < 3) level++;
      else if (e == 2) st = PAUSED;
      else if (e == 3) st = DONE;
      break;
    case PAUSED:
      if (e == 2) st = RUN;
      else if (e == 3) st = DONE;
      break;
    default:
      break;
    }
  }
  return acc;
}

int main(void)
{
  int i;
  _Pragma("loopbound min 6 max 6")
  for (i = 0; i < EVENTS; i++) {
    events[i] = __VERIFIER_nondet_int();
    if (events[i] < 0 || events[i] > 3)
      events[i] = 0;
  }
  return run();
}
