#include <stdio.h>
#include "checksum.h"

int main(int argc, char **argv)
{
    const char *input = argc > 1 ? argv[1] : "hello";
    printf("checksum(%s) = %u\n", input, checksum(input));
    return 0;
}
