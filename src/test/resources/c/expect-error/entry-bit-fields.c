// RUN: effigy explore --entry classify --buffer-size 4
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=3 error=1
// The entry's struct is 4 symbolic bytes laid out as gcc does: kind is bits 0-1, level bits 2-6 (signed),
// on bit 7. The error leaf needs kind == 3 and level == -16, i.e. byte 0 is 0x43 or 0xc3.
// Leaves: kind != 3; kind == 3 with level == -16 (error), level < 0 otherwise, level >= 0.
extern void reach_error(void);

struct packet {
    unsigned kind : 2;
    int level : 5;
    unsigned on : 1;
    unsigned char rest;
};

int classify(struct packet *p) {
    if (p->kind != 3) return 0;
    if (p->level == -16) reach_error(); // EXPECT-ERROR: reach-error
    if (p->level < 0) return 1;
    return 2;
}
