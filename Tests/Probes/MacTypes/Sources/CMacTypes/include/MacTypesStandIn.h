// A stand-in for the declarations of Apple's MacTypes.h that an app sees through Foundation and
// UIKit: the same names, of the same kinds (structs, integer types, pointers, arrays).
#ifndef MAC_TYPES_STAND_IN_H
#define MAC_TYPES_STAND_IN_H

typedef struct Point { short v; short h; } Point;
typedef struct Rect { short top; short left; short bottom; short right; } Rect;
typedef long Size;
typedef unsigned char Style;
typedef int Fixed;
typedef int Fract;
typedef char *Ptr;
typedef Ptr *Handle;
typedef unsigned int OSType;
typedef short ScriptCode;
typedef short LangCode;
typedef unsigned char Str255[256];

#endif
