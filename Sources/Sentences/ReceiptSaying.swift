import HitTestKit

/// What a receipt's sentence says, decided here once for every table: whether the hit-test view heard the
/// touch, kept it and had its control's action sent, and who took it or received it, already named. The tables
/// only word each case.
enum ReceiptSaying {
    /// The hit-test view never hears of the touch; `taker`, the first recognizer that recognized (or its view),
    /// took it (nil: none did).
    case neverHeard(taker: String?)
    /// It got touchesBegan, then its touch was cancelled; `taker` as above.
    case cancelled(taker: String?)
    /// It got the touch, but its control's action was not sent.
    case actionNotSent
    /// It gets the touch; `receivedBy`: the responders that received it (nil: none is named).
    case gets(receivedBy: String?)

    init(_ r: Receipt, in h: Hierarchy) {
        let taker = r.takers.first { $0.kind == .recognized }.map { k in k.recognizer.map(Quoting.code) ?? Quoting.named(k.view, in: h) }
        if !r.heard {
            self = .neverHeard(taker: taker)
        } else if r.phases.contains("touchesCancelled") {
            self = .cancelled(taker: taker)
        } else if r.controlFired == false {
            self = .actionNotSent
        } else {
            self = .gets(receivedBy: r.receivedBy.isEmpty ? nil : r.receivedBy.map { Quoting.named(id: $0, in: h) }.joined(separator: ", "))
        }
    }
}
