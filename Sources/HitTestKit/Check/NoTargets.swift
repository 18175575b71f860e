/// Why an audit found no target to measure: the counts its sentence says. A
/// target is an interactive view (a UIControl, or a view with a gesture recognizer) that receives touches
/// somewhere on the hit map; an audit of none would pass over nothing, so it fails and says which it is:
/// no interactive view at all (an accessibility tree that names no controls, or a screen of plain views), or
/// interactive views that no touch reaches (hidden, disabled, covered, outside their superview).
public struct NoTargets: Sendable, Equatable {
    /// The rule id the failure carries (SARIF, the JSON report).
    public static let rule = "hittrace/no-targets"

    public var views: Int
    /// Views that are UIControls.
    public var controls: Int
    /// Views that are not controls but carry a gesture recognizer.
    public var recognizerViews: Int
    /// The first 20 interactive views that no grid point reaches (all are unreached, since none is a target);
    /// `interactive` counts them all.
    public var unreached: [ViewIndex]
    /// Views whose `userInteractionEnabled` the source did not say (UIKit's default was assumed).
    public var interactionAssumed: Int

    public init(views: Int, controls: Int, recognizerViews: Int, unreached: [ViewIndex], interactionAssumed: Int) {
        self.views = views
        self.controls = controls
        self.recognizerViews = recognizerViews
        self.unreached = unreached
        self.interactionAssumed = interactionAssumed
    }

    public init(_ h: Hierarchy, areas: ReceivingAreas) {
        views = h.viewCount
        var controls = 0, recognizers = 0, assumed = 0
        var unreached: [ViewIndex] = []
        for v in 0..<h.viewCount {
            let isControl = h.nodes[v].flags.contains(.isControl)
            if isControl { controls += 1 } else if !h.extras(of: v).gestureRecognizers.isEmpty { recognizers += 1 }
            if unreached.count < 20, h.isInteractive(v), areas.boxes[v] == nil { unreached.append(ViewIndex(v)) }
            if h.extras(of: v).assumed.contains("userInteractionEnabled") { assumed += 1 }
        }
        self.controls = controls
        recognizerViews = recognizers
        self.unreached = unreached
        interactionAssumed = assumed
    }

    public var interactive: Int { controls + recognizerViews }
}
