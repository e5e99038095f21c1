#include "test.h"
#include "../src/stack.h"

int test_push_pop(void) {
  stack_t_ s;
  int v = 0;
  stack_init(&s);
  check(stack_push(&s, 7) == 0);
  check(stack_pop(&s, &v) == 0 && v == 7);
  done();
}

int test_full(void) {
  stack_t_ s;
  stack_init(&s);
  for (int i = 0; i < STACK_MAX; i++) check(stack_push(&s, i) == 0);
  check(stack_push(&s, 99) == -1);
  done();
}

int main(void) {
  test(test_push_pop, "push then pop returns the value");
  test(test_full, "a full stack refuses a push");
  printf("\nPASSED: %d\nFAILED: %d\n", test_passed, test_failed);
  return (test_failed > 0);
}
