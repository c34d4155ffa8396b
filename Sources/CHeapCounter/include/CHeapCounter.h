// The bytes the C allocator has handed out and not had back, for keysmith-bench's memory
// figures (`memory.*`): glibc's mallinfo2, Darwin's malloc zone statistics. A support target:
// never part of the library.
#ifndef CHEAPCOUNTER_H
#define CHEAPCOUNTER_H

#include <stddef.h>

/// The bytes in use in the heap now; 0 where the platform cannot say.
size_t ks_heap_bytes_in_use(void);

#endif
