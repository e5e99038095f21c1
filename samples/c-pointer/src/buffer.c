#include <stddef.h>
#include <string.h>

struct buffer {
    char data[64];
    size_t len;
};

static void buffer_append(struct buffer *buf, const char *text)
{
    size_t n = strlen(text);
    memcpy(buf->data + buf->len, text, n);
    buf->len += n;
}

size_t greet(struct buffer *buf)
{
    const char *names[] = {"ada", "grace"};
    buffer_append(buf, names);
    return buf->len;
}
