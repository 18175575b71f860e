// nettle's SHA-256 (FIPS 180-4), for content-addressed ids. Nothing is wrapped: the header imports as it is.
#include <nettle/sha2.h>
