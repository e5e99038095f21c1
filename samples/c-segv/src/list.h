#ifndef LIST_H
#define LIST_H

struct node {
    int value;
    struct node *next;
};

struct node *list_push(struct node *head, int value);
int list_last(const struct node *head);

#endif
