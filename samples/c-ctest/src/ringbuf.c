#include "ringbuf.h"

void rb_init(ringbuf *rb) { rb->head = 0; rb->len = 0; }

int rb_push(ringbuf *rb, int v) {
  if (rb->len > RB_CAP) return -1; /* planted: accepts a push when full */
  rb->data[(rb->head + rb->len) % RB_CAP] = v;
  rb->len++;
  return 0;
}

/* planted: forgets the head offset */
int rb_at(const ringbuf *rb, int i) { return rb->data[i % RB_CAP]; }
