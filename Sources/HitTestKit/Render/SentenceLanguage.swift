/// The languages the server writes its sentences in: why-not answers, hit-test steps, misses, the delivery
/// timeline, dead zones and audit findings. English is the default, and what is stored: an answer asked for in
/// Chinese is written from the same data when it is asked, so a trace's id and stored bytes never depend on
/// the language.
public enum SentenceLanguage: String, Sendable, CaseIterable {
    case en, zh

    /// `?lang=zh` first, then the first language of an `Accept-Language` header that is one of ours.
    public static func pick(query: String?, acceptLanguage: String?) -> SentenceLanguage {
        if let q = query?.lowercased() { return q.hasPrefix("zh") ? .zh : .en }
        guard let header = acceptLanguage?.lowercased() else { return .en }
        for part in header.split(separator: ",") {
            let tag = String(part.split(separator: ";").first?.filter { $0 != " " && $0 != "\t" } ?? "")
            if tag.hasPrefix("zh") { return .zh }
            if tag.hasPrefix("en") { return .en }
        }
        return .en
    }

    /// The sentence in this language; only that one is made.
    @inline(__always)
    public func say(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String {
        self == .en ? en() : zh()
    }
}
