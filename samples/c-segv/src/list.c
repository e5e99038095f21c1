#include <stdlib.h>
#include "list.h"

struct node *list_push(struct node *head, int value)
{
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

int list_last(const struct node *head)
{
    /* Planted bug: walks one node past the end. */
    while (head != NULL)
        head = head->next;
    return head->value;
}
