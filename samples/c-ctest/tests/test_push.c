#include <stdio.h>
#include "ringbuf.h"

#define CHECK(cond) \
  do { if (!(cond)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failed++; } } while (0)

int main(void) {
  int failed = 0;
  ringbuf rb;
  rb_init(&rb);
  for (int i = 0; i < RB_CAP; i++) CHECK(rb_push(&rb, i) == 0);
  CHECK(rb_push(&rb, 99) == -1);
  printf("%d check(s) failed\n", failed);
  return failed != 0;
}
