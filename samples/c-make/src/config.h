#ifndef CONFIG_H
#define CONFIG_H

struct config {
    const char *host;
    int listen_port;
};

struct config config_default(void);

#endif
