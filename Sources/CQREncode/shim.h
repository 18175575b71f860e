// Debian's libqrencode (libqrencode-dev): QR codes for the page's share links. Nothing is wrapped.
#include <qrencode.h>
