#include <stdio.h>
#include <unistd.h>
#include "ringbuf.h"

/* planted: waits for a consumer that never comes */
int main(void) {
  ringbuf rb;
  rb_init(&rb);
  while (rb.len == 0) sleep(1);
  printf("drained\n");
  return 0;
}
