import HitTestKit
import HitTraceJSON
/// A step's sentence, for the page's replay (`redView.hitTest returns redView: no subview took it`): made here
/// once, piece by piece, and spelled by a writer: as a `String` (`sentence(in:)`), or as JSON bytes by the trace
/// renderer (`StepJSON`), which copies the ids and numbers it has just written instead of making them again.
extension HitTestStep {
    /// The step as one short sentence: `redView.hitTest((10, 20))`, `redView.pointInside((10, 20)) → YES`,
    /// `redView.hitTest returns nil: hidden`. The same text as the step's `message` in the rendered trace.
    public func sentence(in h: Hierarchy, lang: SentenceLanguage = .en) -> String {
        var writer = SentenceText(step: self, hierarchy: h)
        writeSentence(in: h, lang: lang, to: &writer)
        return writer.text
    }

    /// The sentence's pieces, in order, to `writer`.
    @inline(__always)
    package func writeSentence<Writer: StepSentenceWriter & ~Copyable>(in h: Hierarchy, lang: SentenceLanguage = .en,
                                                               to writer: inout Writer) {
        writer.stepView()
        switch call {
        case .hitTest:
            writer.fixed(".hitTest((")
            writer.point()
            writer.fixed("))")
        case .pointInside:
            writer.fixed(".pointInside((")
            writer.point()
            writer.fixed(result == 1 ? ")) → YES" : ")) → NO")
        case .return:
            let reason = reason ?? .hitSelf
            writer.fixed(lang == .en ? ".hitTest returns " : ".hitTest 返回 ")
            if result >= 0 { writer.returnedView() } else { writer.fixed("nil") }
            writer.fixed(lang == .en ? ": " : "：")
            writer.fixed(lang == .en ? Self.why(reason) : Self.whyZh(reason))
            if reason == .override {
                writer.fixed(lang == .en ? " (" : "（")
                writer.name(h.nodes[Int(view)].hitTestOverride.name)
                writer.fixed(lang == .en ? ")" : "）")
            }
        }
    }

    /// Why a `return` step returned what it did; an override's name follows in parentheses.
    static func why(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "hidden"
        case .userInteractionDisabled: "user interaction disabled"
        case .alphaBelowThreshold: "alpha below 0.01"
        case .disabledControl: "disabled control"
        case .outsideBounds: "point outside its bounds"
        case .hitSelf: "no subview took it"
        case .hitDescendant: "a subview took it"
        case .override: "hitTest override"
        }
    }
}

extension HitTestStep {
    /// `why` in Chinese.
    static func whyZh(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "它是隐藏的"
        case .userInteractionDisabled: "它的用户交互已关闭"
        case .alphaBelowThreshold: "它的 alpha 小于 0.01"
        case .disabledControl: "它是被禁用的控件"
        case .outsideBounds: "触摸点在它的 bounds 之外"
        case .hitSelf: "没有子视图接住触摸"
        case .hitDescendant: "一个子视图接住了触摸"
        case .override: "重写的 hitTest"
        }
    }
}

/// Spells the pieces of a step's sentence (`HitTestStep.writeSentence`).
package protocol StepSentenceWriter: ~Copyable {
    /// Text written in the code: plain words, valid as it is inside a JSON string.
    mutating func fixed(_ text: StaticString)
    /// The id of the step's view.
    mutating func stepView()
    /// The id of the view a `return` step returned (not nil).
    mutating func returnedView()
    /// The step's point: `x, y`, the numbers as JSON spells them (`JSONText.number`).
    mutating func point()
    /// A name from the hierarchy (an override's).
    mutating func name(_ text: String)
}

/// The sentence as a `String`.
private struct SentenceText: StepSentenceWriter {
    let step: HitTestStep
    let hierarchy: Hierarchy
    var text = ""

    init(step: HitTestStep, hierarchy: Hierarchy) {
        self.step = step
        self.hierarchy = hierarchy
    }

    mutating func fixed(_ fragment: StaticString) { text += fragment.description }
    mutating func stepView() { text += hierarchy.id(Int(step.view)) }
    mutating func returnedView() { text += hierarchy.id(Int(step.result)) }
    mutating func point() { text += JSONText.number(step.point.x) + ", " + JSONText.number(step.point.y) }
    mutating func name(_ name: String) { text += name }
}
