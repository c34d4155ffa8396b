#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, so its encoding header includes ICU's headers; Foundation
// (for the language server's JSON) brings its own copy of them as _FoundationICU, and the two
// definitions of the same types may not meet in one program's modules. The importers use no ICU
// converter (they only ever see pointers to libxml2's encoding handlers), so they do without.
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
