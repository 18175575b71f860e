/// The scroll-view properties that change what a drag does (rules 5.10–5.13).
public struct ScrollSpec: Sendable, Equatable {
    public struct EdgeInsets: Sendable, Equatable {
        public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
        public static let zero = EdgeInsets()
    }

    /// `contentInset` (https://developer.apple.com/documentation/uikit/uiscrollview/contentinset).
    public var contentInset = EdgeInsets.zero
    /// `adjustedContentInset`: the content inset plus the safe area (as the content inset adjustment behaviour
    /// adds it); as given, or else `contentInset`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    public var adjustedContentInset: EdgeInsets?
    /// `bounces` (default YES): a drag may pull the content past its edges, and it springs back at the lift.
    public var bounces = true
    /// `isPagingEnabled` (default NO): at the lift the content comes to rest on a multiple of the bounds size.
    public var pagingEnabled = false
    /// `zoomScale` (default 1) of the view `viewForZooming(in:)` returns, whose transform follows it.
    public var zoomScale = 1.0
    public var viewForZooming: String?

    public init() {}

    /// The insets that bound the scrolling: `adjustedContentInset`, or `contentInset` when it is not given.
    public var effectiveInset: EdgeInsets { adjustedContentInset ?? contentInset }

    static let defaults = ScrollSpec()
}

extension ScrollSpec {
    /// How far a drag past an edge moves the content, per point of finger movement (bounces YES). UIKit's
    /// rubber band is non-linear and not documented; one half is the simulator's simplification (unverified).
    static let rubberBandFactor = 0.5
}
