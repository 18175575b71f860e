@testable import HitTestKit

/// A small screen whose views every sample names: a card holding a button, a switch with a private part, a
/// slider and a scroll view with a cell; a view with a display name that is not its id.
enum Samples {
    static let hierarchy: Hierarchy = {
        let json = """
        {"windows": [{"id": "window", "frame": [0, 0, 375, 667], "subviews": [
          {"id": "card", "frame": [0, 0, 375, 300], "subviews": [
            {"id": "Btn", "class": "UIButton", "frame": [20, 20, 100, 44]},
            {"id": "sw", "class": "UISwitch", "frame": [20, 80, 51, 31], "subviews": [{"id": "knob", "frame": [0, 0, 31, 31]}]},
            {"id": "slider", "class": "RatingSlider", "base": "UISlider", "frame": [20, 130, 200, 30]}]},
          {"id": "SV", "class": "UIScrollView", "frame": [0, 300, 375, 367], "contentSize": [375, 900], "subviews": [
            {"id": "Cell1", "frame": [0, 0, 375, 44]}]}]}]}
        """
        return try! HierarchyDecoder.decode(json: Array(json.utf8))
    }()

    static func v(_ id: String) -> ViewIndex { hierarchy.index(of: id)! }
}
