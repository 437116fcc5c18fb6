// The XML pull parser of Debian's libxml2-dev (MIT), used with DTDs refused and no network, for GPX and KML files.
// Debian builds libxml2 with ICU, whose headers clash with the ICU copy inside Foundation: Baluchon only
// passes libxml2's encoding structures by pointer, so they are declared here without their ICU members.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
