import HitTraceJSON

/// The fix search's edits of a hierarchy's normalized JSON, found by view id, so that every candidate fix runs
/// through the same decoder and engine as a posted hierarchy.
extension JSONTree {
    /// Changes the view object with this `id` somewhere under `windows` / `subviews`; false when not found.
    /// The `parent` closure gets the view's superview object and the view's index among its subviews.
    mutating func updateView(id: String, _ body: (inout JSONTree) -> Void) -> Bool {
        updateParent(of: id) { parent, index in
            guard case var .array(subs)? = parent["subviews"] ?? parent["windows"] else { return }
            body(&subs[index])
            if parent["subviews"] != nil { parent["subviews"] = .array(subs) } else { parent["windows"] = .array(subs) }
        }
    }

    /// Finds the object whose `subviews` (or, at the top, `windows`) holds the view with this id, and calls
    /// `body` with it and the view's index there.
    mutating func updateParent(of id: String, _ body: (inout JSONTree, Int) -> Void) -> Bool {
        let key = self["windows"] != nil ? "windows" : "subviews"
        guard case var .array(children)? = self[key] else { return false }
        if let i = children.firstIndex(where: { $0["id"]?.string == id }) {
            body(&self, i)
            return true
        }
        for i in children.indices {
            if children[i].updateParent(of: id, body) {
                self[key] = .array(children)
                return true
            }
        }
        return false
    }
}
