/// A view's position in its hierarchy (`Hierarchy.id(_:)`, `views`), as the public API hands it out; "no view"
/// is `nil`, never a sentinel. Inside, the engine keeps indexes as compact `Int32`s with -1 for none, which is
/// what keeps its arrays small and its loops fast; `raw` converts at the boundary.
public struct ViewIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let raw: Int32

    /// The index as an `Int`, for subscripting.
    public var index: Int { Int(raw) }

    public init(_ index: Int) {
        precondition(index >= 0 && index <= Int(Int32.max), "a view index is in 0...Int32.max")
        raw = Int32(index)
    }

    package init(raw: Int32) {
        self.raw = raw
    }

    /// The engine's compact form: nil for -1 (or any negative value).
    package static func from(_ raw: Int32) -> ViewIndex? { raw >= 0 ? ViewIndex(raw: raw) : nil }

    public static func < (a: ViewIndex, b: ViewIndex) -> Bool { a.raw < b.raw }
    public var description: String { String(raw) }
}

extension Optional where Wrapped == ViewIndex {
    /// The engine's compact form: -1 for nil.
    package var raw: Int32 { self?.raw ?? -1 }
}
