#ifndef KEYSMITH_CFUZZERDRIVER_H
#define KEYSMITH_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for a program with its own main (documented in LLVM's libFuzzer guide,
/// "Using libFuzzer as a library"): parses libFuzzer's flags from argc/argv and runs the fuzzing
/// loop, calling `callback` with each input. Defined only when a program is linked with
/// -sanitize=fuzzer (scripts/fuzz.sh); FuzzSupport calls it only in builds with -DFUZZING.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
