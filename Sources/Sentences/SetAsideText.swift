import HitTestKit

/// Why a window was left out of a touch's hit-test (`setAsideWindows`).
package enum SetAsideText {
    /// Why a window was left out of the hit-test (rule 6.6).
    package static func sentence(_ s: Hierarchy.SetAsideWindow, in h: Hierarchy, lang: SentenceLanguage) -> String {
        let w = Quoting.named(s.window, in: h)
        let cls = h.views[s.window.index].className
        switch s.reason {
        case .systemScene:
            return lang.say("\(w) (\(cls)) is a window of UIKit's own scene, not the app's: it takes no touches here, and the windows behind it are asked (rules 6.1, 6.6)",
                            "\(w)（\(cls)）是 UIKit 自己的场景里的窗口，不属于 app 的场景：它在这里不接收触摸，改问它后面的窗口（规则 6.1、6.6）")
        case .outsideInputView:
            let input = s.inputView.map { Quoting.named($0, in: h) } ?? ""
            return lang.say("\(w) (\(cls)) is a window of UIKit's own scene and takes touches only on the keyboard, where its input view \(input) is; this touch is outside it, so the windows behind it are asked (rules 6.1, 6.6)",
                            "\(w)（\(cls)）是 UIKit 自己的场景里的窗口，只在键盘上、即它的输入视图 \(input) 所在处接收触摸；这个触摸在它之外，所以改问它后面的窗口（规则 6.1、6.6）")
        }
    }
}
