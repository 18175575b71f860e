extension Hierarchy {
    /// Whether the order of `v` among its siblings is a guess: its superview's `subviews` order was assumed
    /// by an importer (an accessibility tree lists siblings for reading, and a flat one has no order at all).
    /// A "covered by" verdict between such siblings rests on that guess, not on what the source says.
    func siblingOrderAssumed(_ v: Int32) -> Bool {
        guard v >= 0 else { return false }
        let parent = nodes[Int(v)].parent
        return parent >= 0 && extras(of: Int(parent)).assumed.contains("subviews")
    }
}
