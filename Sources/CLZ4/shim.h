// liblz4's block format, for trace bodies stored compressed. Nothing is wrapped: the header imports as it is.
#include <lz4.h>
