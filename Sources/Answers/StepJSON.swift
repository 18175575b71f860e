import HitTestKit
import Sentences
import HitTraceJSON
/// One hit-test step as the contract's JSON, with its message: one short sentence for the page's replay
/// (`redView.hitTest returns redView: no subview took it`).
///
/// The sentence repeats the step's view id, its point and the returned view's id, which the step has just
/// written as JSON values: it copies those bytes (an id is escaped the same inside any JSON string) instead
/// of escaping and formatting them again. Consecutive steps of one view share its point (hitTest,
/// pointInside, return), so the point's numbers are copied from the step before when they are the same.
enum StepJSON {
    /// Where a step's point's numbers were written: the output range of x's text and of y's.
    struct WrittenPoint {
        var point = Point(x: .nan, y: .nan)  // NaN equals nothing: the first step formats its point
        var x = 0..<0
        var y = 0..<0
    }

    static func write(_ s: HitTestStep, index: Int, _ h: Hierarchy, lang: SentenceLanguage = .en, previousPoint: inout WrittenPoint,
                      ids: inout WrittenIDs, into out: inout OutputBytes) {
        out.append("{\"index\":"); out.appendInteger(index)
        switch s.call {
        case .hitTest: out.append(",\"call\":\"hitTest\",\"view\":\"")
        case .pointInside: out.append(",\"call\":\"pointInside\",\"view\":\"")
        case .return: out.append(",\"call\":\"return\",\"view\":\"")
        }
        let viewID = ids.write(s.view, h, into: &out)
        out.append("\",\"depth\":"); out.appendInteger(Int(s.depth))
        out.append(",\"point\":{\"x\":")
        let point = numbers(s.point, previous: &previousPoint, &out)
        out.append("}")
        var resultID: Range<Int>?
        switch s.call {
        case .hitTest:
            break
        case .pointInside:
            out.append(s.result == 1 ? ",\"result\":true" : ",\"result\":false")
        case .return:
            if s.result >= 0 {
                out.append(",\"result\":\"")
                resultID = ids.write(s.result, h, into: &out)
                out.append("\"")
            } else {
                out.append(",\"result\":null")
            }
            out.append(",\"reason\":\""); out.append(name(s.reason ?? .hitSelf)); out.append("\"")
        }
        out.append(",\"message\":\"")
        var sentence = SentenceBytes(out: out, stepViewName: h.displayNameIfNotID(Int(s.view)),
                                     returnedViewName: s.call == .return ? h.displayNameIfNotID(Int(s.result)) : nil,
                                     stepViewID: viewID, returnedViewID: resultID, writtenPoint: point)
        s.writeSentence(in: h, table: lang.table, to: &sentence)
        out = sentence.out
        out.append("\"}")
    }

    /// A step's sentence (`HitTestStep.writeSentence`) inside the step's JSON string: ids (when they are the
    /// views' display names) and numbers copied from where the step has just written them (escaped already, as
    /// the same text is inside any JSON string). It holds the two views' display names, not the hierarchy: a
    /// `Hierarchy` kept in it was a copy per step (a retain and a release of each of its arrays, ~1% of a new
    /// trace's CPU).
    private struct SentenceBytes: StepSentenceWriter, ~Copyable {
        var out: OutputBytes
        /// The step's view's and the returned view's display names, when they are not their ids.
        let stepViewName: String?
        let returnedViewName: String?
        let stepViewID: Range<Int>
        let returnedViewID: Range<Int>?
        let writtenPoint: WrittenPoint

        mutating func fixed(_ text: StaticString) { out.append(text) }
        mutating func stepView() {
            if let stepViewName { out.appendEscaped(stepViewName) } else { out.appendCopy(of: stepViewID) }
        }
        mutating func returnedView() {
            if let returnedViewName { out.appendEscaped(returnedViewName) } else if let returnedViewID { out.appendCopy(of: returnedViewID) }
        }
        mutating func point() {
            out.appendCopy(of: writtenPoint.x)
            out.append(", ")
            out.appendCopy(of: writtenPoint.y)
        }
        mutating func name(_ text: String) { out.appendEscaped(text) }
    }

    /// `X,"y":Y` (the JSON between `{"x":` and `}`), copied from the previous step when it had the same point.
    /// Equal doubles are written alike (0 and -0 both as `0`), so reusing the text is exact.
    private static func numbers(_ p: Point, previous: inout WrittenPoint, _ out: inout OutputBytes) -> WrittenPoint {
        let same = p == previous.point
        var written = WrittenPoint(point: p)
        let xStart = out.count
        if same { out.appendCopy(of: previous.x) } else { out.appendNumber(p.x) }
        written.x = xStart..<out.count
        out.append(",\"y\":")
        let yStart = out.count
        if same { out.appendCopy(of: previous.y) } else { out.appendNumber(p.y) }
        written.y = yStart..<out.count
        previous = written
        return written
    }

    /// `ReturnReason.rawValue`, as a fragment.
    static func name(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "hidden"
        case .userInteractionDisabled: "userInteractionDisabled"
        case .alphaBelowThreshold: "alphaBelowThreshold"
        case .disabledControl: "disabledControl"
        case .outsideBounds: "outsideBounds"
        case .hitSelf: "hitSelf"
        case .hitDescendant: "hitDescendant"
        case .override: "override"
        }
    }
}
