// libmicrohttpd, for the playground's HTTP server: the wrappers live in include/CMicroHTTPD.h as
// static inline functions, so this file only gives the C target the source file it needs.
#include "CMicroHTTPD.h"
