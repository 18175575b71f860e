// libxml2's SAX2 parser, for the XML page sources (Appium, Detox). Nothing is wrapped: the headers import as they are.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers would clash with the ICU copy Foundation brings. Only the layout
// of xmlCharEncodingHandler depends on it, a struct HitTrace never touches (it only holds pointers to one).
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
