#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private import CMicroHTTPD

/// The query is read by the server itself, from the target the URI callback copies (`RequestTarget`), never
/// from libmicrohttpd's parsed GET arguments. libmicrohttpd would still parse it into a record per parameter in
/// the connection's memory pool, and the pool must then be large enough for the longest query served (80 KiB
/// for 1,000 parameters), a size every request pays for, since the pool is zeroed between two requests
/// (`DaemonCallbacks.connectionMemoryBytes`).
///
/// So the URI callback leaves libmicrohttpd an empty query: it ends the line's text right after the `?`. In
/// 0.9.75 (`parse_initial_message_line` in connection.c) the callback is called with the target still in the
/// connection's read buffer, after the `?` was found and before the arguments are parsed from the bytes after
/// it, which then read as none; nothing else reads them (the path ends at the `?`, the version after the
/// target is found before). That layout is 0.9.75's: with any other libmicrohttpd the target is left as it is
/// and the pool is sized for the parsed parameters instead.
enum QueryKeptFromPool {
    /// The libmicrohttpd this was checked against is the one running.
    static let applies = String(cString: MHD_get_version()) == "0.9.75"

    /// Ends the query's text in place (the target was copied already); a target without `?` is left alone.
    static func keep(_ uri: UnsafePointer<CChar>) {
        guard applies, let mark = strchr(uri, Int32(UInt8(ascii: "?"))) else { return }
        // The byte after `?` is the query's first, or the NUL that ends the target.
        UnsafeMutablePointer(mutating: mark + 1).pointee = 0
    }
}
