/// UIKit's own windows (rule 6.6): `UIRemoteKeyboardWindow` and the other `UITextEffectsWindow`s a dump taken
/// with the keyboard up prints beside the app's windows. They belong to UIKit's scenes, not the app's (6.1),
/// and take part in hit-testing only where the keyboard's input view is on screen (`UIInputSetHostView`); the
/// rest of the screen goes to the app's windows, even under a full-screen keyboard window of a higher level.
extension Hierarchy {
    /// Why a window was left out of a touch's hit-test (rule 6.6), as data.
    public struct SetAsideWindow: Sendable, Equatable {
        public enum Reason: String, Sendable {
            /// A window of UIKit's own scene with no input view in the dump: it takes no touches.
            case systemScene
            /// The touch is outside the part of the screen its input view covers.
            case outsideInputView
        }

        public var window: ViewIndex
        public var reason: Reason
        /// `outsideInputView`: the input view whose frame is the part the window takes touches in.
        public var inputView: ViewIndex?
    }

    /// The class names of UIKit's windows that live in its own scenes (6.6), and of the view that is the
    /// keyboard's on-screen part.
    static let systemWindowBase = "UITextEffectsWindow"
    static let inputViewClass = "UIInputSetHostView"

    /// For each system window: the input views (with their screen boxes) where it takes touches.
    static func systemWindowAreas(_ h: Hierarchy) -> [Int32: [(view: Int32, box: Rect)]] {
        var areas: [Int32: [(view: Int32, box: Rect)]] = [:]
        for w in h.windows where UIKitClass.isKind(h.views[Int(w)].behavior, of: systemWindowBase) {
            areas[w] = []
        }
        guard !areas.isEmpty else { return areas }
        for v in h.nodes.indices where h.views[v].className == inputViewClass {
            let window = Int32(h.ancestry(of: v).last ?? v)
            if areas[window] != nil { areas[window]?.append((Int32(v), h.screenBox(of: v))) }
        }
        return areas
    }

    /// Whether window `w` takes part in hit-testing a touch at `screen` (6.1, 6.6).
    @inline(__always)
    func windowTakesPart(_ w: Int32, at screen: Point) -> Bool {
        guard hasSystemWindows, let areas = systemWindows[w] else { return true }
        return areas.contains { $0.box.contains(screen) }
    }

    /// The windows set aside for a touch at `screen`, front to back.
    public func setAsideWindows(at screen: Point) -> [SetAsideWindow] {
        guard hasSystemWindows else { return [] }
        return windowsFrontToBack.compactMap { w in
            guard let areas = systemWindows[w], !nodes[Int(w)].flags.contains(.hidden),
                  !areas.contains(where: { $0.box.contains(screen) }) else { return nil }
            return SetAsideWindow(window: ViewIndex(raw: w), reason: areas.isEmpty ? .systemScene : .outsideInputView,
                                  inputView: areas.first.map { ViewIndex(raw: $0.view) })
        }
    }
}
