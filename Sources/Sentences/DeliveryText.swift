import HitTestKit

/// What the delivery's `truncated` says.
package enum DeliveryText {
    package static func truncationMessage(_ d: TouchDelivery, _ lang: SentenceLanguage = .en) -> String {
        var text = d.omittedEntries > 0
            ? lang.say("the timeline keeps its first \(d.limits.timelineEntries) entries and actions; \(d.omittedEntries) more were left out",
                       "时间线只保留前 \(d.limits.timelineEntries) 条记录和动作；另有 \(d.omittedEntries) 条被省略")
            : ""
        if d.stoppedEarly {
            text += (text.isEmpty ? "" : lang.say("; ", "；"))
                + lang.say("the simulation stopped after \(d.limits.work) units of work, before the touch was over",
                           "模拟在 \(d.limits.work) 个工作单位后停止，触摸还没有结束")
        }
        return text
    }

}
