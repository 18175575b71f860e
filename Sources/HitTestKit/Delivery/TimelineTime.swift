/// Times on the timeline.
enum TimelineTime {
    /// A time for the JSON: to the microsecond, so that 0.08 + 0.35 reads 0.43.
    static func rounded(_ t: Double) -> Double { (t * 1_000_000).rounded() / 1_000_000 }
}
