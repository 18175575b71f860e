// GitHub's CommonMark library (Debian's libcmark-gfm-dev) and its extensions (tables, strikethrough, autolinks),
// which the rule book's source table uses. Swift calls every function here as it is: nothing is wrapped.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
