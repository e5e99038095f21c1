#ifndef CHECKSUM_H
#define CHECKSUM_H
unsigned checksum(const char *data);
#endif
