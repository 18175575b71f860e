import HitTestKit
/// One view (or bare sublayer) line of a dump, split into its parts but not yet interpreted.
struct DumpNode {
    /// The number of `|` before the node: its nesting level as printed (not yet relative to the first line).
    var depth = 0
    /// The instance variable name `recursiveDescription2` prints before the node (`_myButton <UIButton…>`).
    var ivar: String?
    /// Text before a node with no bars (an NSLog header, HOU's `0x… 'Controller:0x…'` label): read past.
    var prefix: String?
    /// The class name exactly as printed (mangled Swift names included).
    var className = ""
    /// `0x…`, or nil when the dump had its addresses purged (`<UIView; frame = …>`).
    var address: String?
    var fields: [DumpField] = []
    /// Text after the closing `>` (` - (null)`, ` collection view layout: <…>`, `layout=0x…`).
    var trailer: String?
    /// A `<<_UITextContainerView …> minSize = …>` line: the text between the view's `>` and the final `>`.
    var wrapped: String?
    /// A ` (layer)` line: a sublayer with no view, not a view.
    var isLayer = false
    /// False when the line ends before the node's closing `>`: a dump cut off in the middle of a line.
    var isComplete = true
}

/// `name = value` (or `name: value`, the scroll-view tail's spelling). `value` is kept exactly as printed,
/// quotes included.
struct DumpField {
    var name: String
    var value: String
    var colon: Bool
}

/// Why a node line could not be read: what was expected, for the error message.
struct DumpScanError: Error {
    var message: String
}
