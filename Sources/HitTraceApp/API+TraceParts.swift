import Glibc
import HTTPServer

/// `?include=` on the stored trace's answers (`POST …/touches`, `GET /api/traces/{traceId}`): what a reader can
/// work out from the rest of a trace is left out of its answer unless asked for, so that the answer every touch
/// gets carries what a reader needs and no more. The store keeps the whole trace, as it always did (rows stored
/// before this read the same); the default answer is the stored trace without these parts.
enum TracePart: String, CaseIterable, Sendable {
    /// The blockers two or more misses share, each said once: the misses' own `blockers`, grouped.
    case missGroups

    /// The member's key as the trace writes it, with the comma before it (it is never a trace's first member).
    var member: [UInt8] { Array(",\"\(rawValue)\":".utf8) }
}

extension API {
    /// `?include=missGroups` (names separated by commas); a name that is no part is a 400 at `query.include`.
    func includedParts(_ request: HTTPRequest) throws(APIError) -> Set<TracePart> {
        guard let value = request.query["include"] else { return [] }
        var parts = Set<TracePart>()
        for name in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let part = TracePart(rawValue: String(name)) else {
                let known = TracePart.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError.badRequest("include takes \(known), found \"\(name.prefix(40))\"", path: "query.include")
            }
            parts.insert(part)
        }
        return parts
    }

    /// A trace's JSON without the parts not asked for. The parts are found by their key: a trace's strings
    /// escape their quotes, so `,"missGroups":` can only be the member, written once, at the top level.
    static func trace(_ body: [UInt8], including parts: Set<TracePart>) -> [UInt8] {
        var out = body
        for part in TracePart.allCases where !parts.contains(part) {
            guard let range = memberRange(part.member, in: out) else { continue }
            out.removeSubrange(range)
        }
        return out
    }

    /// Where `member` (`,"key":`) and the array or object after it are in `body`.
    static func memberRange(_ member: [UInt8], in body: [UInt8]) -> Range<Int>? {
        guard let start = firstIndex(of: member, in: body) else { return nil }
        var i = start + member.count
        var depth = 0
        var inString = false
        while i < body.count {
            let c = body[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return start..<(i + 1) }
            }
            i += 1
        }
        return nil
    }

    /// Where `needle` first occurs in `body`. The scan looks for one byte of the needle with libc's `memchr`,
    /// an uppercase letter when it has one (rare in JSON's punctuation and ids), and compares the rest only
    /// there: comparing at every byte cost 1.5% of a new trace.
    static func firstIndex(of needle: [UInt8], in body: [UInt8]) -> Int? {
        guard !needle.isEmpty, body.count >= needle.count else { return nil }
        let anchor = needle.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        return body.withUnsafeBufferPointer { haystack -> Int? in
            guard let base = haystack.baseAddress else { return nil }
            var from = anchor
            let last = haystack.count - (needle.count - anchor)
            while from <= last {
                guard let hit = memchr(base + from, Int32(needle[anchor]), last - from + 1) else { return nil }
                let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                let start = at - anchor
                if needle.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, needle.count) == 0 }) { return start }
                from = at + 1
            }
            return nil
        }
    }

    /// A trace answer's entity-tag form: its language when not English, then the parts it includes.
    static func traceForm(lang: String?, parts: Set<TracePart>) -> String? {
        let names = (lang.map { [$0] } ?? []) + TracePart.allCases.filter(parts.contains).map(\.rawValue)
        return names.isEmpty ? nil : names.joined(separator: "-")
    }
}
