#include <stdlib.h>

#include "ring.h"

struct ring *ring_new(int cap) {
    struct ring *r = malloc(sizeof *r);
    r->items = calloc(cap, sizeof(int));
    r->cap = cap;
    r->head = 0;
    r->count = 0;
    return r;
}

void ring_free(struct ring *r) {
    free(r->items);
    free(r);
}

int ring_push(struct ring *r, int v) {
    if (r->count == r->cap) return 0;
    r->items[(r->head + r->count) % r->cap] = v;
    r->count++;
    return 1;
}

int ring_pop(struct ring *r, int *out) {
    if (r->count == 0) return 0;
    *out = r->items[r->head];
    r->head = (r->head + 1) % r->cap;
    r->count--;
    return 1;
}

int *ring_peek(struct ring *r) {
    if (r->count == 0) return NULL;
    return &r->items[r->head];
}
