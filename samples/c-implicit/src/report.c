#include <stdio.h>

int print_report(const int *values, int n)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += values[i];
    printf("total=%d\n", total);
    return log_total(total);
}
