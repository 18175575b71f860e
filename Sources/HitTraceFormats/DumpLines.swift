import HitTestKit
/// One line of a pasted dump: its number (from 1, as an editor shows it) and its bytes without the line break.
struct DumpLine {
    var number: Int
    var bytes: ArraySlice<UInt8>

    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// The line without leading and trailing blanks, as text (for messages and for the lines that are not views).
    var trimmedText: String {
        var s = bytes
        while let f = s.first, f == 0x20 || f == 0x09 { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 { s = s.dropLast() }
        return String(decoding: s, as: UTF8.self)
    }
}

/// What a line that is not a view can be. Real copies carry more than the dump: the debugger's echo of the
/// command, a tool's header, an elision where someone cut views out.
enum DumpLineKind: Equatable {
    case blank
    /// `(lldb) po …`: the debugger echoing what was typed.
    case debuggerEcho
    /// `...................`, `…`, `|    | ...`: views were cut out here.
    case elision
    /// Holds a `<`: a view (or a layer) line, to be read by `DumpNodeScanner`.
    case node
    /// Anything else: a header before the dump, or a line that cannot be read after it.
    case other
}

enum DumpLines {
    /// Splits the input into lines (`\n`, `\r\n` or `\r`) after blanking out a tool's wrapper: Cycript prints
    /// the dump inside backticks and Frida inside double quotes, the opening one before the first view and the
    /// closing one after the last `>`.
    static func split(_ input: [UInt8]) -> [DumpLine] {
        var bytes = input
        if let first = bytes.firstIndex(where: { !isSpace($0) }), bytes[first] == 0x60 || bytes[first] == 0x22 {
            let quote = bytes[first]
            bytes[first] = 0x20
            if let last = bytes.lastIndex(where: { !isSpace($0) }), bytes[last] == quote { bytes[last] = 0x20 }
        } else if let last = bytes.lastIndex(where: { !isSpace($0) }), bytes[last] == 0x60 {
            // A closing backtick alone: the opening one was on a line that was not copied.
            bytes[last] = 0x20
        }
        var lines: [DumpLine] = []
        lines.reserveCapacity(bytes.count / 80 + 1)
        var start = 0
        var number = 1
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                lines.append(DumpLine(number: number, bytes: bytes[start..<i]))
                number += 1
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { lines.append(DumpLine(number: number, bytes: bytes[start..<bytes.count])) }
        return lines
    }

    static func kind(of line: DumpLine) -> DumpLineKind {
        if line.isBlank { return .blank }
        let text = line.bytes.drop { $0 == 0x20 || $0 == 0x09 }
        if text.starts(with: "(lldb)".utf8) { return .debuggerEcho }
        if text.contains(0x3C) { return .node }
        // Dots, the ellipsis character and the nesting bars only, with at least two dots or one ellipsis.
        var dots = 0
        var onlyElision = true
        var i = text.startIndex
        while i < text.endIndex {
            let b = text[i]
            if b == 0x2E { dots += 1 } else if b == 0xE2, text[i...].starts(with: [0xE2, 0x80, 0xA6]) {
                dots += 2
                i += 2
            } else if b != 0x20 && b != 0x09 && b != 0x7C { onlyElision = false; break }
            i += 1
        }
        if onlyElision && dots >= 2 { return .elision }
        // Only bars (a copy that kept the indentation of an empty line): nothing to read.
        if onlyElision && dots == 0 { return .blank }
        return .other
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
