#include <stdio.h>
#include "list.h"

int main(void)
{
    struct node *list = NULL;
    list = list_push(list, 1);
    list = list_push(list, 2);
    printf("test_push ... ok\n");
    fflush(stdout);
    printf("test_last ... %d\n", list_last(list));
    return 0;
}
