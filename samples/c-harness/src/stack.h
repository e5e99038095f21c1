#ifndef STACK_H
#define STACK_H
#define STACK_MAX 4
typedef struct { int items[STACK_MAX]; int top; } stack_t_;
void stack_init(stack_t_ *s);
int stack_push(stack_t_ *s, int v);
int stack_pop(stack_t_ *s, int *v);
#endif
