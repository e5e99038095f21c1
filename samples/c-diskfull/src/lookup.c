/* A precomputed lookup table. Only the first entry is non-zero, but that is enough to put the
 * whole 512 KiB array in .data, so the object file is over half a megabyte. */
const int crc_table[131072] = {0x77073096};

int crc_lookup(unsigned i)
{
    return crc_table[i % 131072];
}
