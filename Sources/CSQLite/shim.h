#include <sqlite3.h>

// SQLITE_TRANSIENT is the macro `((sqlite3_destructor_type)-1)`: an integer cast to a function pointer, which
// Swift's C importer cannot translate, so the constant does not import. Binding with it tells SQLite to copy
// the bytes before the bind call returns, which is what Swift needs: a String's or Array's buffer is only
// valid inside the closure that lends it. This is the only thing the shim wraps.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
