/// Views named as people name them (issue 28): what the view's source shows, not the id an importer made
/// from an address.
///
/// In order: the accessibility identifier; else a name the author gave as the id (`redView`); else the class
/// (the element type for an accessibility tree) and the title, label or text — the view's own, or, for a
/// control or a cell, the one inside it that a touch there reaches it through (the `UIButtonLabel` that
/// prints a button's title, a cell's text: `UIButton "Reset DSN"`, `Cell "General"`); else the class and
/// the address's last digits (`UIView …4b90`). A display name need not be unique: `ViewNameLookup` answers
/// a name that fits several views with each one's unique name.
public struct DisplayNames: Sendable {
    /// Where a view's title or label came from: the view itself, or a view inside the control or cell it names.
    public struct Label: Sendable, Equatable {
        public var text: String
        public var from: Int32
    }

    /// Names that differ from the view's id, by view. Most views of a hierarchy with author-given ids have none.
    var names: [Int32: String] = [:]
    /// The title or label each named view shows, own or borrowed.
    var labels: [Int32: Label] = [:]
}

extension Hierarchy {
    /// The name people use for the view (see `DisplayNames`).
    package func displayName(of view: Int) -> String { naming.names[Int32(view)] ?? id(view) }

    /// The view's display name when it is not its id; nil for a view its id names (most views of a hierarchy
    /// with the author's own ids), so that a writer can reuse the id it has written.
    package func displayNameIfNotID(_ view: Int) -> String? { naming.names.isEmpty ? nil : naming.names[Int32(view)] }

    /// The title or label the view is named by, and the view that shows it (itself, or a part of the control
    /// or cell it names); nil for a view named otherwise.
    package func nameLabel(of view: Int) -> DisplayNames.Label? { naming.labels[Int32(view)] }

    /// Whether the view's display name already says its class (`UIButton "Reset DSN"`, `Cell "General"`), so
    /// that a sentence naming it with its class need not add it.
    package func displayNameSaysClass(_ view: Int) -> Bool {
        let cls = views[view].className
        let shown = displayName(of: view)
        return shown == cls || shown.hasPrefix(cls + " ") || shown.hasPrefix(typeName(of: view) + " ")
    }

    /// The text attributes and fields that name a view, read once when the hierarchy is built.
    static func displayNames(_ h: Hierarchy) -> DisplayNames {
        var out = DisplayNames()
        var identified = Set<Int32>()
        for v in 0..<h.viewCount {
            let i = h.views.records[v].extrasIndex
            guard i >= 0 else { continue }
            let ext = h.extras[Int(i)]
            // A dump prints a text attribute in quotes (`accessibilityLabel = 'Close'`): the name is its text.
            func attribute(_ name: String) -> String? {
                ext.attributes.first { $0.name == name }.map { DisplayNames.clean(DisplayNames.printedText($0.value)) }
                    .flatMap { $0.isEmpty ? nil : $0 }
            }
            if let identifier = attribute("accessibilityIdentifier") {
                identified.insert(Int32(v))
                if identifier != h.id(v) { out.names[Int32(v)] = identifier }
            }
            let own = attribute("accessibilityLabel") ?? attribute("label") ?? attribute("title")
                ?? ext.text.map { DisplayNames.clean($0, max: 80) }.flatMap { $0.isEmpty ? nil : $0 }
            guard let text = own else { continue }
            // Pre-order: a control or cell comes before its parts, so the first part with a text names it.
            for owner in [Int32(v)] + (h.labelOwner(of: v).map { [Int32($0)] } ?? []) where out.labels[owner] == nil {
                out.labels[owner] = DisplayNames.Label(text: text, from: Int32(v))
                guard !identified.contains(owner), h.isGeneratedID(Int(owner)) else { continue }
                let name = h.typeName(of: Int(owner)) + " \"" + text + "\""
                if name != h.id(Int(owner)) { out.names[owner] = name }
            }
        }
        // The rest of the generated ids: the class and the address's last digits.
        for v in 0..<h.viewCount where out.names[Int32(v)] == nil && !identified.contains(Int32(v)) {
            let id = h.id(v)
            guard let r = id.range(of: "_0x", options: .backwards) else { continue }
            let hex = id[r.upperBound...]
            guard hex.count > 4, hex.allSatisfy(\.isHexDigit), h.isGeneratedID(v) else { continue }
            out.names[Int32(v)] = h.typeName(of: v) + " …" + hex.suffix(4)
        }
        return out
    }

    /// The control or cell a title or label inside it names: the control that owns the view (3.11), or the
    /// nearest cell above it when nothing interactive stands between (a touch on the text reaches the cell).
    func labelOwner(of view: Int) -> Int? {
        if let c = owningControl(of: view), c != view { return c }
        var v = Int(nodes[view].parent)
        while v >= 0 {
            let b = views[v].behavior
            if UIKitClass.isKind(b, of: "UITableViewCell") || UIKitClass.isKind(b, of: "UICollectionViewCell") { return v }
            if isInteractive(v) || nodes[v].flags.contains(.isWindow) { return nil }
            v = Int(nodes[v].parent)
        }
        return nil
    }

    /// The element type an accessibility tree gave (`Cell`, `StaticText`), else the class without its module.
    func typeName(of view: Int) -> String {
        let i = views.records[view].extrasIndex
        if i >= 0, let t = extras[Int(i)].attributes.first(where: { $0.name == "elementType" })?.value, !t.isEmpty { return t }
        return SwiftClassName.short(views[view].className)
    }

    /// Whether the view's id was made by an importer or the decoder rather than given by a person: `UIButton-1`,
    /// `UIButton_0x7f8…`, `UILabel_2`, or an accessibility tree's `Button "OK"` / `Button_3`.
    func isGeneratedID(_ view: Int) -> Bool {
        let id = Substring(id(view))
        for type in Set([views[view].className, SwiftClassName.short(views[view].className), typeName(of: view)]) {
            guard id.hasPrefix(type) else { continue }
            let rest = id.dropFirst(type.count)
            if rest.hasPrefix(" \"") { return true }
            guard let sep = rest.first, sep == "-" || sep == "_" else { continue }
            let tail = rest.dropFirst()
            let digits = tail.hasPrefix("0x") ? tail.dropFirst(2) : tail
            if !digits.isEmpty, digits.allSatisfy(\.isHexDigit) { return true }
        }
        return false
    }
}

extension HitTrace {
    /// The views the trace names (its window, hit view, hitTest order, responder chain and misses) whose
    /// display name is not their id, each once, in that order: the trace's `names`.
    public func namesNotIDs(_ h: Hierarchy) -> [(view: ViewIndex, name: String)] {
        // A hierarchy whose views all go by their ids (the author's own, as in most JSON) names none: every new
        // trace is written with this, and the set of views seen was 8% of the trace JSON's instructions.
        guard !h.naming.names.isEmpty else { return [] }
        var seen = Set<ViewIndex>()
        var out: [(view: ViewIndex, name: String)] = []
        func add(_ v: ViewIndex?) {
            guard let v, seen.insert(v).inserted else { return }
            let name = h.displayName(of: v.index)
            if name != h.id(v.index) { out.append((v, name)) }
        }
        add(window)
        add(hitView)
        for s in steps where s.call == .hitTest { add(s.viewIndex) }
        for r in responderChain where r.kind == .view || r.kind == .window { add(r.view) }
        for m in misses { add(m.view); add(m.by) }
        return out
    }
}
