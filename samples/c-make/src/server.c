#include <stdio.h>
#include "config.h"

int main(void)
{
    struct config cfg = config_default();
    printf("listening on %s:%d\n", cfg.host, cfg.port);
    return 0;
}
