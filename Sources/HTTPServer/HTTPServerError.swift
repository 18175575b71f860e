/// Why the server could not start. Made in one place per cause, with a message meant for a
/// person reading a terminal.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `ServerConfiguration.host` is neither an IP literal nor "localhost".
        case invalidHost
        /// A numeric setting is out of range (port, threads, sizes, timeouts).
        case invalidConfiguration
        /// `MHD_start_daemon` returned NULL: usually the port is taken or not permitted.
        case couldNotStart
    }

    public let kind: Kind
    public let message: String

    public var description: String { message }

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
