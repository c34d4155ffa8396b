#include <stdlib.h>
#include "CHeapCounter.h"

#if defined(__GLIBC__)
#include <malloc.h>
size_t ks_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>
size_t ks_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
size_t ks_heap_bytes_in_use(void) { return 0; }
#endif
