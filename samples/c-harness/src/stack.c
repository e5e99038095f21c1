#include "stack.h"

void stack_init(stack_t_ *s) { s->top = 0; }

int stack_push(stack_t_ *s, int v) {
  /* Planted: off by one, one push too many is accepted. */
  if (s->top > STACK_MAX) return -1;
  s->items[s->top++] = v;
  return 0;
}

int stack_pop(stack_t_ *s, int *v) {
  if (s->top == 0) return -1;
  *v = s->items[--s->top];
  return 0;
}
