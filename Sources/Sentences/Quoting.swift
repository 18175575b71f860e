import HitTestKit
import HitTraceJSON

/// How every sentence writes names and numbers, in both languages.
enum Quoting {
    /// A view as every sentence names it: its display name (`UIButton "Reset DSN"`), the name people use, in
    /// backquotes (the page shows backquoted text as code).
    static func named(_ v: ViewIndex, in h: Hierarchy) -> String { "`" + h.displayName(of: v) + "`" }

    /// A view named by an id the data carries as text (a fix's view, a receipt's responder): its display name
    /// when the id is one of the hierarchy's views, else the text as code (`AppDelegate`).
    static func named(id: String, in h: Hierarchy) -> String { h.index(of: id).map { named($0, in: h) } ?? code(id) }

    /// A group's views as the sentences list them: the first six by name, and how many more there are.
    static func list(_ views: [ViewIndex], in h: Hierarchy) -> (names: String, more: Int) {
        (views.prefix(6).map { named($0, in: h) }.joined(separator: ", "), max(0, views.count - 6))
    }

    /// A recognizer id, a class name or any other code name, in backquotes.
    static func code(_ name: String) -> String { "`" + name + "`" }

    /// A distance, a time or an offset: two decimals at most, integral values without ".0".
    static func number(_ d: Double) -> String { JSONText.number((d * 100).rounded() / 100) }

    /// `(x, y)` with `number`'s precision.
    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// A view by its display name in backquotes, or nil (no view).
    static func named(_ v: ViewIndex?, in h: Hierarchy) -> String { v.map { named($0, in: h) } ?? "nil" }

    /// `(x, y)` with `number`'s precision; nothing for no point.
    static func point(_ p: Point?) -> String { p.map(point) ?? "" }

    /// `(x, y)` with every digit: the caller's own numbers, said back as they were given.
    static func given(_ p: Point) -> String { "(\(JSONText.number(p.x)), \(JSONText.number(p.y)))" }

    /// A rectangle's `width×height` with every digit, or `?` when unknown.
    static func givenSize(_ r: Rect?) -> String { r.map { "\(JSONText.number($0.width))×\(JSONText.number($0.height))" } ?? "?" }

    /// `(x, y, width, height)` with `number`'s precision; nothing for no rectangle.
    static func rect(_ r: Rect?) -> String {
        guard let r else { return "" }
        return "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))"
    }
}
