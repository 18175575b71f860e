import HitTestKit

/// The words of a `return` step in Chinese (`HitTestStep.writeSentence`).
extension Chinese {
    package var stepReturns: StaticString { ".hitTest 返回 " }
    package var stepColon: StaticString { "：" }
    package var stepOpen: StaticString { "（" }
    package var stepClose: StaticString { "）" }

    package func stepWhy(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "它是隐藏的"
        case .userInteractionDisabled: "它的用户交互已关闭"
        case .alphaBelowThreshold: "它的 alpha 小于 0.01"
        case .disabledControl: "它是被禁用的控件"
        case .outsideBounds: "触摸点在它的 bounds 之外"
        case .hitSelf: "没有子视图接住触摸"
        case .hitDescendant: "一个子视图接住了触摸"
        case .override: "重写的 hitTest"
        }
    }
}
