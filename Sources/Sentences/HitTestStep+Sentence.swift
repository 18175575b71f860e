import HitTestKit
import HitTraceJSON
/// A step's sentence, for the page's replay (`redView.hitTest returns redView: no subview took it`): made here
/// once, piece by piece, and spelled by a writer: as a `String` (`sentence(in:)`), or as JSON bytes by the trace
/// renderer (`StepJSON`), which copies the ids and numbers it has just written instead of making them again
/// (a view is named by its display name, which is its id unless the source showed another name).
extension HitTestStep {
    /// The step as one short sentence: `redView.hitTest((10, 20))`, `redView.pointInside((10, 20)) → YES`,
    /// `redView.hitTest returns nil: hidden`. The same text as the step's `message` in the rendered trace.
    package func sentence(in h: Hierarchy, lang: SentenceLanguage = .en) -> String {
        var writer = SentenceText(step: self, hierarchy: h)
        writeSentence(in: h, table: lang.table, to: &writer)
        return writer.text
    }

    /// The sentence's pieces, in order, to `writer`: the call and its point as code, the words of a `return`
    /// from `table`'s catalogue.
    @inline(__always)
    package func writeSentence<Writer: StepSentenceWriter & ~Copyable>(in h: Hierarchy, table: any SentenceTable, to writer: inout Writer) {
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
            let catalog = table.catalog
            writer.name(catalog.say(.stepReturns))
            if result >= 0 { writer.returnedView() } else { writer.fixed("nil") }
            writer.name(catalog.say(.stepColon))
            writer.name(catalog.say(Self.why(reason)))
            if reason == .override {
                writer.name(catalog.say(.stepOpen))
                writer.name(h.nodes[Int(view)].hitTestOverride.name)
                writer.name(catalog.say(.stepClose))
            }
        }
    }

    /// Why a `return` step returned what it did, as the catalogues' key.
    static func why(_ reason: ReturnReason) -> Message {
        switch reason {
        case .hidden: .stepHidden
        case .userInteractionDisabled: .stepUserInteractionDisabled
        case .alphaBelowThreshold: .stepAlphaBelowThreshold
        case .disabledControl: .stepDisabledControl
        case .outsideBounds: .stepOutsideBounds
        case .hitSelf: .stepHitSelf
        case .hitDescendant: .stepHitDescendant
        case .override: .stepOverride
        }
    }
}

/// Spells the pieces of a step's sentence (`HitTestStep.writeSentence`).
package protocol StepSentenceWriter: ~Copyable {
    /// Text written in the code (calls, `nil`): valid as it is inside a JSON string.
    mutating func fixed(_ text: StaticString)
    /// The step's view, by its display name.
    mutating func stepView()
    /// The view a `return` step returned (not nil), by its display name.
    mutating func returnedView()
    /// The step's point: `x, y`, the numbers as JSON spells them (`JSONText.number`).
    mutating func point()
    /// Text made at run time, escaped as its writer needs: a name from the hierarchy (an override's), or the
    /// catalogue's words for a `return`.
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
    mutating func stepView() { text += hierarchy.displayName(of: Int(step.view)) }
    mutating func returnedView() { text += hierarchy.displayName(of: Int(step.result)) }
    mutating func point() { text += JSONText.number(step.point.x) + ", " + JSONText.number(step.point.y) }
    mutating func name(_ name: String) { text += name }
}
