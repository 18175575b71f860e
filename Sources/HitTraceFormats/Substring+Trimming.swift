import HitTestKit
/// Text trimmed of the blanks the formats pad with (spaces, tabs, a CR from a Windows line ending); one
/// definition for every importer and sentence.
extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return s
    }
}

extension String {
    var trimmingSpacesString: String { String(Substring(self).trimmingSpaces) }
}
