import HitTraceJSON
/// Small pieces of the timeline's sentences.
enum TimelineText {
    /// A distance or a time for a sentence: two decimals at most, integral values without ".0".
    static func number(_ d: Double) -> String { JSONText.number((d * 100).rounded() / 100) }

    /// A time for the JSON: to the microsecond, so that 0.08 + 0.35 reads 0.43.
    static func time(_ t: Double) -> Double { (t * 1_000_000).rounded() / 1_000_000 }

    /// A name set in backticks, as the sentences quote ids and classes.
    static func backticked(_ s: String) -> String { "`" + s + "`" }

    /// "`tap` failed" / "`tap` 失败了": a recognizer and the state it reached.
    static func reached(_ id: String, _ state: RecognizerState, _ lang: SentenceLanguage) -> String {
        let zh = switch state {
        case .possible: "仍在判断"
        case .began: "开始了"
        case .changed: "改变了"
        case .ended: "结束了"
        case .recognized: "识别成功了"
        case .cancelled: "被取消了"
        case .failed: "失败了"
        }
        return lang.say(backticked(id) + " " + state.rawValue, backticked(id) + " " + zh)
    }
}
