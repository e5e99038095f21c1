/* A minimal harness in the style of jsmn's test/test.h: a test returns 0 or the failing line. */
#include <stdio.h>
static int test_passed = 0;
static int test_failed = 0;
#define fail() return __LINE__
#define done() return 0
#define check(cond) do { if (!(cond)) fail(); } while (0)
static void test(int (*func)(void), const char *name) {
  int r = func();
  if (r == 0) {
    test_passed++;
  } else {
    test_failed++;
    printf("FAILED: %s (at line %d)\n", name, r);
  }
}
