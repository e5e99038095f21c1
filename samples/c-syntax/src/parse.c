#include <stdlib.h>
#include <string.h>

/* Parses "key=value" and returns the value as an int. */
int parse_value(const char *line)
{
    const char *eq = strchr(line, '=');
    if (eq == NULL)
        return -1
    return atoi(eq + 1);
}
