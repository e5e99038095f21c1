#include <stdio.h>
#include <string.h>

#include "ring.h"

static int push_pop(void) {
    struct ring *r = ring_new(2);
    int v = 0;
    ring_push(r, 7);
    ring_pop(r, &v);
    ring_free(r);
    return v == 7 ? 0 : 1;
}

static int peek_empty(void) {
    struct ring *r = ring_new(4);
    int first = *ring_peek(r);
    printf("first item: %d\n", first);
    ring_free(r);
    return 0;
}

static int drain(void) {
    struct ring *r = ring_new(3);
    int v, seen = 0;
    ring_push(r, 1);
    ring_push(r, 2);
    while (seen < 3) {
        if (ring_pop(r, &v)) seen++;
    }
    ring_free(r);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    if (strcmp(argv[1], "push_pop") == 0) return push_pop();
    if (strcmp(argv[1], "peek_empty") == 0) return peek_empty();
    if (strcmp(argv[1], "drain") == 0) return drain();
    fprintf(stderr, "unknown test %s\n", argv[1]);
    return 2;
}
