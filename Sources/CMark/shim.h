#ifndef SWIFT_TUTOR_CMARK_SHIM_H
#define SWIFT_TUTOR_CMARK_SHIM_H
#include <cmark.h>
#endif
