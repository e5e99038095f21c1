#ifndef RING_H
#define RING_H

struct ring {
    int *items;
    int cap;
    int head;
    int count;
};

struct ring *ring_new(int cap);
void ring_free(struct ring *r);
int ring_push(struct ring *r, int v);
int ring_pop(struct ring *r, int *out);
int *ring_peek(struct ring *r);

#endif
