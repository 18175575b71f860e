/// Finding a view by the name a person gives it (`"Continue"`, `UIButton "Reset DSN"`, `Cell "General"`), as
/// check expectations, why-not and the MCP tools are asked: the one place names are resolved.
public enum NameLookup: Sendable, Equatable {
    case view(ViewIndex)
    case none
    /// Several views fit: each with the unique way to name it.
    case ambiguous([Candidate])

    public struct Candidate: Sendable, Equatable {
        public var view: ViewIndex
        /// A name that fits this view only: its display name when no other view has it, else its id.
        public var name: String
    }
}

extension Hierarchy {
    /// The views a name stands for: its id; else the views whose display name it is; else those whose
    /// accessibility identifier it is; else those whose title, label or text it is — where a control or a
    /// cell is named by a title inside it, the control or cell, not the part that prints it (issue 28).
    public func views(named name: String) -> [ViewIndex] {
        if let i = index(of: name) { return [i] }
        var byName: [Int] = [], byIdentifier: [Int] = [], byLabel: [Int] = []
        for v in 0..<viewCount {
            if displayName(of: v) == name { byName.append(v) }
            let i = views.records[v].extrasIndex
            if i >= 0 {
                let ext = extras[Int(i)]
                if ext.attributes.contains(where: { $0.name == "accessibilityIdentifier" && $0.value == name }) { byIdentifier.append(v) }
                if ext.text == name || ext.attributes.contains(where: { ($0.name == "accessibilityLabel" || $0.name == "label") && $0.value == name }) {
                    byLabel.append(v)
                    continue
                }
            }
            if let l = nameLabel(of: v), l.text == name { byLabel.append(v) }
        }
        if !byName.isEmpty { return byName.map(ViewIndex.init) }
        if !byIdentifier.isEmpty { return byIdentifier.map(ViewIndex.init) }
        // A part whose title names the control or cell it belongs to, when that one is found too, stands for it.
        let lent = Set(byLabel.compactMap { v -> Int? in
            guard let from = nameLabel(of: v)?.from, Int(from) != v else { return nil }
            return Int(from)
        })
        return byLabel.filter { !lent.contains($0) }.map(ViewIndex.init)
    }

    /// The one view a name stands for, or every candidate with its unique name.
    public func lookUp(_ name: String) -> NameLookup {
        var found = views(named: name)
        // A label shared by a button and the label inside it names the button: the one that takes touches.
        if found.count > 1 {
            let interactive = found.filter { isInteractive($0) }
            if interactive.count == 1 { found = interactive }
        }
        if found.isEmpty { return .none }
        if found.count == 1 { return .view(found[0]) }
        var count: [String: Int] = [:]
        for v in 0..<viewCount { count[displayName(of: v), default: 0] += 1 }
        return .ambiguous(found.map { v in
            let n = displayName(of: v)
            return NameLookup.Candidate(view: v, name: count[n] == 1 ? n : id(v))
        })
    }
}
