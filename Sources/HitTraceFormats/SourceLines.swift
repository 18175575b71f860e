import HitTestKit
import HitTraceJSON
/// The 1-based line of a byte offset in a source, for messages about JSON sources (idb, LookInside): the
/// line breaks are found once, and each question is a binary search, so naming every element stays linear.
struct SourceLines {
    private var breaks: [Int] = []

    init(_ bytes: [UInt8]) {
        for (i, b) in bytes.enumerated() where b == 0x0A { breaks.append(i) }
    }

    func line(at offset: Int) -> Int {
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low + 1
    }
}

extension JSONValue {
    /// Where the value starts in the input, in bytes.
    var byteOffset: Int { Int(node.offset) }
}

/// JSON cut off at the end (an excerpt copied from an issue, a log line cut at its limit): the text up to the
/// last complete element of the outermost array, with the array closed. Strings and escapes are followed, so a
/// `}` inside a label does not count. Nil when no element was complete.
enum CutOffJSON {
    static func completeElements(_ bytes: [UInt8]) -> (bytes: [UInt8], elements: Int)? {
        var depth = 0
        var inString = false
        var escaped = false
        var lastEnd = -1
        var elements = 0
        var opened = false
        for (i, b) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            switch b {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                if depth == 0 { guard b == 0x5B else { return nil }; opened = true }
                depth += 1
            case 0x5D, 0x7D:
                depth -= 1
                if depth == 1, b == 0x7D { lastEnd = i; elements += 1 }
                if depth <= 0 { return nil }  // complete after all: not cut off
            default: break
            }
        }
        guard opened, lastEnd >= 0 else { return nil }
        return (Array(bytes[...lastEnd]) + [0x5D], elements)
    }
}
