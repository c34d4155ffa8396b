// Declarations only (include/CFuzzerDriver.h): libFuzzer defines the function.
#include "CFuzzerDriver.h"
