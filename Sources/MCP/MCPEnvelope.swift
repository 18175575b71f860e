import Foundation
import HitTraceJSON

/// The 2026-07-28 per-request envelope: `params._meta` carries the protocol version and the client's
/// capabilities, and over HTTP the `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers must say the same.
/// Checked in the order the SDK's server checks them, so a client that disagrees with itself is told so before
/// it is told its version is not served.
enum MCPEnvelope {
    /// Every revision reached by the handshake, served or not: over HTTP any other version header is the modern era's.
    /// An array: four comparisons cost less than hashing the header for a set.
    static let handshakeEraVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

    static func isPresent(_ params: JSONValue?) -> Bool {
        guard let meta = params?["_meta"], meta.kind == .object else { return false }
        return meta[MCPProtocolVersion.versionKey] != nil
    }

    static func check(method: String, params: JSONValue?, http: MCPHTTPHeaders?) throws(JSONRPC.Failure) {
        guard let meta = params?["_meta"], meta.kind == .object else {
            throw JSONRPC.Failure(.invalidParams, "params._meta must be an object carrying the required '\(MCPProtocolVersion.versionKey)' and '\(MCPProtocolVersion.capabilitiesKey)' envelope keys")
        }
        let missing = [MCPProtocolVersion.versionKey, MCPProtocolVersion.capabilitiesKey].filter { meta[$0] == nil }
        guard missing.isEmpty else {
            throw JSONRPC.Failure(.invalidParams, "params._meta is missing the required envelope key(s): \(missing.joined(separator: ", "))")
        }
        let version = meta[MCPProtocolVersion.versionKey]?.string
        if let http {
            guard let header = http.protocolVersion, header == version else {
                throw JSONRPC.Failure(.headerMismatch, "mcp-protocol-version header does not match the request envelope's protocol version")
            }
            guard http.method == method else {
                throw JSONRPC.Failure(.headerMismatch, "mcp-method header does not match the request body's method")
            }
            if method == "tools/call", let name = params?["name"]?.string, decodeHeader(http.name) != name {
                throw JSONRPC.Failure(.headerMismatch, "mcp-name header does not match the request body's 'name' parameter")
            }
        }
        guard let version else {
            throw JSONRPC.Failure(.invalidParams, "the protocol-version envelope value must be a string")
        }
        guard MCPProtocolVersion.modern.contains(version) else {
            throw JSONRPC.Failure(.unsupportedProtocolVersion, "Unsupported protocol version", data: unsupportedData(requested: version))
        }
    }

    /// `{"supported": [the modern versions], "requested": …}`, the data of -32022.
    static func unsupportedData(requested: String?) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("supported"); w.beginArray(); for v in MCPProtocolVersion.modern { w.string(v) }; w.endArray()
        if let requested { w.key("requested"); w.string(requested) }
        w.endObject()
        return w.bytes
    }

    /// A header value as the transport spec encodes one that is not plain visible ASCII: `=?base64?…?=`.
    static func decodeHeader(_ value: String?) -> String? {
        guard let value, value.hasPrefix("=?base64?"), value.hasSuffix("?="), value.count >= 11 else { return value }
        let payload = String(value.dropFirst(9).dropLast(2))
        guard let data = Data(base64Encoded: payload) else { return value }
        return String(decoding: data, as: UTF8.self)
    }
}
