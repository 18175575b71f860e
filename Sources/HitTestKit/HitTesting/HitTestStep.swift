/// Why a `hitTest` call returned what it did (the trace's `reason` on a `return` step).
public enum ReturnReason: String, Sendable, CaseIterable {
    case hidden, userInteractionDisabled, alphaBelowThreshold, disabledControl, outsideBounds
    case hitSelf, hitDescendant, override
}

/// One call UIKit makes while hit-testing, in order.
public struct HitTestStep: Sendable, Equatable {
    public enum Call: String, Sendable {
        case hitTest, pointInside, `return`
    }

    public var call: Call
    /// The view the call is made on (compact; `viewIndex` is the public form).
    package var view: Int32
    /// How far below its window the view is (a window is 0).
    public var depth: Int32
    /// The point as the view receives it, in its own bounds space.
    public var point: Point
    /// pointInside: 1 for YES, 0 for NO. return: the returned view, or -1 for nil. hitTest: unused (-1).
    /// Compact, as the engine records it; `isInside` and `returnedView` are the public forms.
    package var result: Int32
    public var reason: ReturnReason?

    /// The view the call is made on.
    public var viewIndex: ViewIndex { ViewIndex(raw: view) }
    /// pointInside's answer; nil for the other calls.
    public var isInside: Bool? { call == .pointInside ? result == 1 : nil }
    /// The view a `return` step returned; nil for nil, and for the other calls.
    public var returnedView: ViewIndex? { call == .return ? ViewIndex.from(result) : nil }
}

/// Receives each call as the engine makes it. The engine is generic over this so that the trace-free
/// path compiles to nothing extra. `package`, like the engine: it speaks compact indexes.
package protocol HitTestRecorder {
    mutating func hitTest(_ view: Int32, depth: Int32, point: Point)
    mutating func pointInside(_ view: Int32, depth: Int32, point: Point, result: Bool)
    mutating func returned(_ view: Int32, depth: Int32, point: Point, result: Int32, reason: ReturnReason)
}

/// Records nothing: for hit maps and benchmarks.
package struct NoRecorder: HitTestRecorder {
    #if HITTRACE_TSAN
    /// Only in scripts/sanitizers.sh's ThreadSanitizer build: Swift 6.3's TSan instrumentation of an `inout`
    /// access to an empty struct writes shadow memory for a meaningless address and crashes (SEGV) on any thread
    /// but the main one (reproduced in scripts/sanitizers/tsan-empty-inout). One stored byte gives it a real address.
    private var tsanNeedsAnAddress: UInt8 = 0
    #endif
    package init() {}
    @inline(__always) package mutating func hitTest(_ view: Int32, depth: Int32, point: Point) {}
    @inline(__always) package mutating func pointInside(_ view: Int32, depth: Int32, point: Point, result: Bool) {}
    @inline(__always) package mutating func returned(_ view: Int32, depth: Int32, point: Point, result: Int32, reason: ReturnReason) {}
}

/// Records every call as a `HitTestStep`.
package struct StepRecorder: HitTestRecorder {
    package private(set) var steps: [HitTestStep] = []

    package init() {}

    /// With room for this many steps: a trace grows its array from empty otherwise, copying it each time.
    init(capacity: Int) { steps.reserveCapacity(capacity) }

    package mutating func hitTest(_ view: Int32, depth: Int32, point: Point) {
        steps.append(HitTestStep(call: .hitTest, view: view, depth: depth, point: point, result: -1, reason: nil))
    }

    package mutating func pointInside(_ view: Int32, depth: Int32, point: Point, result: Bool) {
        steps.append(HitTestStep(call: .pointInside, view: view, depth: depth, point: point, result: result ? 1 : 0, reason: nil))
    }

    package mutating func returned(_ view: Int32, depth: Int32, point: Point, result: Int32, reason: ReturnReason) {
        steps.append(HitTestStep(call: .return, view: view, depth: depth, point: point, result: result, reason: reason))
    }
}
