// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 25 16 9 4 1\x20\n
// EXPECT-STDOUT: 1 4 9 16 25\x20\n
// EXPECT-STDOUT: length 5\n
// A singly linked list on the heap: push, reverse, traverse, free.
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL) exit(1);
    n->value = v;
    n->next = head;
    return n;
}

struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head != NULL) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

int main(void) {
    struct node *list = NULL, *p;
    int i, length = 0;
    for (i = 1; i <= 5; i++) list = push(list, i * i);
    for (p = list; p != NULL; p = p->next) printf("%d ", p->value);
    printf("\n");
    list = reverse(list);
    for (p = list; p; p = p->next) {
        printf("%d ", p->value);
        length++;
    }
    printf("\nlength %d\n", length);
    while (list != NULL) {
        p = list->next;
        free(list);
        list = p;
    }
    return 0;
}
