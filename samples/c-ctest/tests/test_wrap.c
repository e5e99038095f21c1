#include <assert.h>
#include <stdio.h>
#include "ringbuf.h"

int main(void) {
  ringbuf rb;
  rb_init(&rb);
  rb.head = 3;
  rb_push(&rb, 10);
  rb_push(&rb, 20);
  printf("first element: %d\n", rb_at(&rb, 0));
  assert(rb_at(&rb, 0) == 10);
  return 0;
}
