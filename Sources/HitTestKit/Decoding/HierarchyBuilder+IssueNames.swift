/// Validation errors in UIKit's words: each problem inside a view names the view by its id and the field as a
/// developer writes it (`overlay.frame.width must not be negative (found -5)`), while `path` keeps the exact
/// JSON path (`$.root.subviews[1].frame[2]`). An array's elements are named by what they are: a frame's [2]
/// is its width.
extension HierarchyBuilder {
    /// The names of the numbers of each array-form field, by the field's path below its view.
    static let arrayElementNames: [String: [String]] = [
        "frame": ["x", "y", "width", "height"], "bounds": ["x", "y", "width", "height"],
        "thumbRect": ["x", "y", "width", "height"],
        "center": ["x", "y"], "anchorPoint": ["x", "y"], "contentOffset": ["x", "y"],
        "contentSize": ["width", "height"],
        "transform": ["a", "b", "c", "d", "tx", "ty"], "transform.scale": ["x", "y"], "transform.translate": ["x", "y"],
        "pointInside.insets": ["top", "left", "bottom", "right"], "pointInside.insetBy": ["dx", "dy"],
        "pointInside.minimumSize": ["width", "height"],
        "contentInset": ["top", "left", "bottom", "right"], "adjustedContentInset": ["top", "left", "bottom", "right"],
    ]

    /// Messages that read on from the field's name ("overlay.frame.width must not be negative"); the others get a
    /// colon ("overlay.frame: expected 4 numbers …").
    static let continuingWords = ["must ", "is ", "applies ", "disagrees ", "zooms ", "does ", "has "]

    func named(_ issues: [ValidationIssue]) -> [ValidationIssue] {
        issues.map { issue in
            guard let (view, rest) = viewAndField(issue.path) else { return issue }
            let name = views[Int(view)].id.isEmpty ? classTable.names[Int(views[Int(view)].classIndex)] : views[Int(view)].id
            let subject = rest.isEmpty ? name : name + "." + rest
            let reads = Self.continuingWords.contains { issue.message.hasPrefix($0) }
            return ValidationIssue(path: issue.path, message: subject + (reads && !rest.isEmpty ? " " : ": ") + issue.message)
        }
    }

    /// The view a path is in, and the rest of the path as a developer names it, or nil for a path outside the
    /// views (the top level).
    func viewAndField(_ path: String) -> (Int32, String)? {
        // The window whose path is the longest prefix.
        guard let (window, top) = windowPath.filter({ path == $0.value || path.hasPrefix($0.value + ".") })
            .max(by: { $0.value.count < $1.value.count }) else { return nil }
        var view = window
        var rest = Substring(path.dropFirst(top.count))
        // Down the `.subviews[k]` steps.
        while rest.hasPrefix(".subviews["), let close = rest.firstIndex(of: "]"),
              let k = Int32(rest[rest.index(rest.startIndex, offsetBy: 10)..<close]) {
            var child = Int(view) < nodes.count ? nodes[Int(view)].lastChild : -1
            while child >= 0, childIndex[Int(child)] != k { child = nodes[Int(child)].previousSibling }
            guard child >= 0 else { break }  // not built (the decoder stopped early): name the parent
            view = child
            rest = rest[rest.index(after: close)...]
        }
        guard Int(view) < views.count else { return nil }
        // ".frame[2]" → "frame.width"; other "[i]" stay as they are.
        var parts: [String] = []
        var field = ""
        var i = rest.startIndex
        while i < rest.endIndex {
            if rest[i] == "." {
                let end = rest[rest.index(after: i)...].firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[rest.index(after: i)..<end])
                parts.append(key)
                field = field.isEmpty ? key : field + "." + key
                i = end
            } else if rest[i] == "[", let close = rest[i...].firstIndex(of: "]") {
                let index = Int(rest[rest.index(after: i)..<close])
                if let index, let names = Self.arrayElementNames[field], index < names.count {
                    parts.append(names[index])
                } else {
                    if parts.isEmpty { parts.append(String(rest[i...close])) } else { parts[parts.count - 1] += String(rest[i...close]) }
                }
                field = ""  // below an element, the table no longer applies
                i = rest.index(after: close)
            } else {
                return (view, String(rest))
            }
        }
        return (view, parts.joined(separator: "."))
    }
}
