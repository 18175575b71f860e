/// Readable forms of the class names a dump prints for Swift classes.
///
/// The Objective-C runtime names a Swift class that has no `@objc` name by its old-style mangling:
/// `_TtC7SwiftUI14CGDrawingLayer`, generic `_TtGC7SwiftUI14_UIHostingViewGVS_6VStack…__`, nested
/// `_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView`, file-private
/// `_TtC7SwiftUIP33_<hash>14CGDrawingLayer`, local `_TtCFC11SentryTests…L_11AnotherView`. The readable form
/// keeps the module and the nesting and writes generic arguments as `<…>`: enough to recognise the view
/// (`SwiftUI._UIHostingView<…>`); the importer keeps the printed name beside it.
package enum SwiftClassName {
    /// The readable name, or nil when `name` is not an old-style mangled Swift class name.
    package static func readable(_ name: String) -> String? {
        let s = Array(name.utf8)
        guard s.count > 4, s.starts(with: "_Tt".utf8) else { return nil }
        var i = 3
        let generic = s[i] == 0x47  // "G"
        if generic { i += 1 }
        // One kind letter per nesting level (C class, V struct, O enum, F function, E extension).
        var levels = 0
        while i < s.count, [0x43, 0x56, 0x4F, 0x46, 0x45].contains(s[i]) { levels += 1; i += 1 }
        guard levels > 0 else { return nil }
        var parts: [String] = []
        if i < s.count, s[i] == 0x73 { parts.append("Swift"); i += 1 }  // "s": the standard library
        while parts.count < levels + 1, i < s.count {
            if s[i] == 0x50, i + 1 < s.count, isDigit(s[i + 1]) {  // "P33_…": a private discriminator
                i += 1
                guard let n = number(s, &i) else { return nil }
                i += n
                continue
            }
            guard isDigit(s[i]), let n = number(s, &i), i + n <= s.count else { break }
            parts.append(String(decoding: s[i..<(i + n)], as: UTF8.self))
            i += n
        }
        guard parts.count >= 2 else { return nil }
        // A local class: its name follows the last "L_", after the enclosing function's signature.
        if let local = lastLocalName(s) { parts = [parts[0], local] }
        return parts.joined(separator: ".") + (generic ? "<…>" : "")
    }

    /// The last component of a readable class name without generic arguments: `_UIHostingView` for
    /// `SwiftUI._UIHostingView<…>`, `UILabel` for `UILabel`. Used to make ids.
    package static func short(_ readable: String) -> String {
        var s = Substring(readable)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        return s.isEmpty ? "View" : String(s)
    }

    private static func lastLocalName(_ s: [UInt8]) -> String? {
        var i = s.count - 2
        while i > 3 {
            if s[i] == 0x4C, s[i + 1] == 0x5F {  // "L_"
                var j = i + 2
                // "L_" or "L0_": a discriminator digit may come first.
                guard j < s.count, isDigit(s[j]), let n = number(s, &j), j + n <= s.count else { return nil }
                return String(decoding: s[j..<(j + n)], as: UTF8.self)
            }
            i -= 1
        }
        return nil
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private static func number(_ s: [UInt8], _ i: inout Int) -> Int? {
        var n = 0
        let start = i
        while i < s.count, isDigit(s[i]), n < 100_000 { n = n * 10 + Int(s[i] - 0x30); i += 1 }
        return i > start ? n : nil
    }
}
