import HitTestKit
/// Imports the element hierarchy EarlGrey writes into a failing test's log (and Detox up to version 17):
///
///     <UIWindow:0x7fa1; AX=N; AX.frame={{0, 0}, {375, 667}}; AX.activationPoint={187.5, 333.5}; frame={{0, 0}, {375, 667}}; opaque; alpha=1>
///       |--<UIButton:0x7fa2; AX=Y; AX.id='signIn'; AX.label='Sign In'; AX.frame={{20, 300}, {335, 44}}; frame={{20, 300}, {335, 44}}; opaque; alpha=1; disabled>
///
/// Nesting is the number of `|` before `--<`. `frame` is the frame in the superview (used as it is), `AX.frame`
/// the frame on screen; the two together give a scroll view's offset. EarlGrey prints `hidden`, `UIE=N`
/// (isUserInteractionEnabled is NO) and `disabled` (a UIControl that is not enabled) only when they hold, and
/// `alpha=` always, so those are read, not assumed; clipping, transforms and recognizers are not printed.
/// Ids are the accessibility identifier, else class and address (`UIButton_0x7fa2`, as for a dump). A log
/// prefix before the first line is skipped; a line cut off is kept up to its last complete field when its
/// frame is complete, else left out, with a note either way.
public enum EarlGreyImporter {
    static let alwaysAssumed = ["clipsToBounds", "transform", "gestureRecognizers"]

    public static func importHierarchy(_ bytes: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        var views: [ImportedView] = []
        var screen: [Rect?] = []
        var tops: [Int] = []
        var open: [(depth: Int, view: Int)] = []
        var names = ImportedNames()
        var number = 0
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            var line = Array(raw)
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line.removeLast() }
            guard let start = EarlGreyLine.elementStart(line) else { continue }
            let parsed = EarlGreyLine.parse(line[start.at...], lineNumber: number)
            guard let parsed else {
                notes.append(ValidationIssue(path: "line \(number)", message: "not an element, skipped: \(String(decoding: line.prefix(80), as: UTF8.self))"))
                continue
            }
            if let bad = parsed.unreadable {
                let expected = bad.field == "alpha" ? "a number" : "{{x, y}, {w, h}} with numbers (width and height not negative)"
                throw HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line \(number)", message:
                    "\(parsed.view.className) \(bad.field): expected \(expected), found \"\(bad.value.prefix(60))\"")])
            }
            var view = parsed.view
            while let top = open.last, top.depth >= start.depth { open.removeLast() }
            let parent = open.last?.view ?? -1
            if view.frame == nil, let s = parsed.screen, parent >= 0, let ps = screen[parent] {
                view.frame = Rect(x: s.x - ps.x, y: s.y - ps.y, width: s.width, height: s.height)
                view.assumed.append("frame")  // the superview's scroll offset taken as zero
            }
            if parsed.cutOff {
                notes.append(ValidationIssue(path: "line \(number)", message: view.frame == nil
                    ? "the line is cut off before its frame: the view is left out"
                    : "the line is cut off: read up to its last complete field"))
            }
            guard view.frame != nil else {
                if !parsed.cutOff { notes.append(ValidationIssue(path: "line \(number)", message: "\(view.className) has no frame: left out, its subviews are placed in its superview")) }
                continue
            }
            view.id = names.name(type: "", identifier: parsed.identifier ?? (SwiftClassName.short(view.className) + "_" + (view.address ?? "\(number)")), label: nil)
            let index = ImportedView.append(view, parent: parent, to: &views, tops: &tops)
            screen.append(parsed.screen)
            open.append((start.depth, index))
        }
        guard !views.isEmpty else {
            throw HierarchyError.noDump(
                "expected EarlGrey's hierarchy: lines such as \"<UIButton:0x7fa2; AX=Y; AX.frame={{0, 0}, {44, 44}}; frame={{0, 0}, {44, 44}}; alpha=1>\", nested with \"|--\"; found none")
        }
        for v in views.indices where UIKitClass.isKind(views[v].className, of: "UIScrollView") {
            if let offset = scrollOffset(v, views, screen) {
                if offset != .zero { views[v].contentOffset = offset }
            } else if !views[v].assumed.contains("contentOffset") {
                views[v].assumed.append("contentOffset")
            }
        }
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: .earlgrey, limits: limits, what: "view")
    }

    /// A scroll view's bounds origin, from a subview printed with both frames: its screen origin is the scroll
    /// view's screen origin plus its frame origin minus the bounds origin. Nil when no subview says.
    static func scrollOffset(_ v: Int, _ views: [ImportedView], _ screen: [Rect?]) -> Point? {
        guard let s = screen[v] else { return nil }
        for c in views[v].children {
            guard let cs = screen[c], let f = views[c].frame, !views[c].assumed.contains("frame") else { continue }
            func tidy(_ d: Double) -> Double { let r = (d * 1e6).rounded() / 1e6; return r == 0 ? 0 : r }
            return Point(x: tidy(s.x + f.x - cs.x), y: tidy(s.y + f.y - cs.y))
        }
        return nil
    }
}
