/// The trace each recent touch body was answered with, per hierarchy: a touch posted again as the same bytes
/// (a client retrying, a page asking again, a script in a loop) finds its trace with one lookup, without
/// parsing, canonicalizing and hashing the touch again.
///
/// It names traces and holds none: an id found here is answered only while the trace cache still holds that
/// trace, which is what says the trace is stored and visible (the cache is told of retention and deletes;
/// see `API.init` and `deleteHierarchy`). Anything else takes the long way, which gives the same answer.
struct RepeatedTouches: Sendable {
    private let traceIDs: LRUCache<String>

    /// Bodies longer than this are not remembered: a touch is a few dozen bytes, a gesture a few hundred.
    static let maxBodyBytes = 1_024

    init(budgetBytes: Int) {
        traceIDs = LRUCache(budget: budgetBytes)
    }

    /// The key of a touch body on a hierarchy, nil when the body is not one to remember.
    static func key(hierarchyID: String, body: [UInt8]) -> String? {
        guard !body.isEmpty, body.count <= maxBodyBytes,
              let text = String(validating: body, as: UTF8.self) else { return nil }
        return hierarchyID + "\n" + text
    }

    /// The key of a touch already read as text (an MCP call's arguments, which name their hierarchy).
    static func key(text: String) -> String? {
        text.isEmpty || text.utf8.count > maxBodyBytes ? nil : text
    }

    func traceID(for key: String) -> String? { traceIDs.value(for: key) }

    func remember(_ traceID: String, for key: String) {
        traceIDs.insert(traceID, for: key, cost: key.utf8.count + traceID.utf8.count)
    }
}
