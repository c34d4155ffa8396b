// The stand-in declares types only; this file gives the C target a source to build.
#include "MacTypesStandIn.h"
