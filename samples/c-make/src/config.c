#include "config.h"

struct config config_default(void)
{
    struct config c = {"0.0.0.0", 8080};
    return c;
}
