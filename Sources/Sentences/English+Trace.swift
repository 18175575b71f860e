import HitTestKit

/// The words of a `return` step in English (`HitTestStep.writeSentence`).
extension English {
    package var stepReturns: StaticString { ".hitTest returns " }
    package var stepColon: StaticString { ": " }
    package var stepOpen: StaticString { " (" }
    package var stepClose: StaticString { ")" }

    package func stepWhy(_ reason: ReturnReason) -> StaticString {
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
