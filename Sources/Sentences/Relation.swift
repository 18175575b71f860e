import HitTestKit

/// How the view a cause names stands to the view the sentence is about: the view itself, its superview or an
/// ancestor further up. Chosen here, once for every table; each table only words it (`subject(_:_:)`).
enum Relation {
    case itself, superview, ancestor

    init(of by: ViewIndex, to view: ViewIndex, in h: Hierarchy) {
        self = by == view ? .itself : (h.nodes[view.index].parent == by.raw ? .superview : .ancestor)
    }
}
