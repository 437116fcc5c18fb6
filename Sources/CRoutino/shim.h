// Routino's routing library from Debian's libroutino-dev (AGPL-3+), loaded in process by the routes capability.
#include <routino.h>

// The library's last error number, read through a function: Swift 6 refuses direct use of a C global.
static inline int baluchon_routino_errno(void) { return Routino_errno; }
