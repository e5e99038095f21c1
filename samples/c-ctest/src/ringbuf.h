#ifndef RINGBUF_H
#define RINGBUF_H
#define RB_CAP 4
typedef struct { int data[RB_CAP]; int head, len; } ringbuf;
void rb_init(ringbuf *rb);
int rb_push(ringbuf *rb, int v);
int rb_at(const ringbuf *rb, int i);
#endif
