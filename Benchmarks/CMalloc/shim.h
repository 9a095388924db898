// The allocator's own statistics, which the platform's Swift module does not export:
// glibc's mallinfo2 on Linux, malloc_zone_statistics on Apple platforms.
#if defined(__linux__)
#include <malloc.h>
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#endif
