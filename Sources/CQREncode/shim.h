// QR code symbols from Debian's libqrencode-dev (LGPL-2.1+, linked dynamically), for the sharing capability.
#include <qrencode.h>
