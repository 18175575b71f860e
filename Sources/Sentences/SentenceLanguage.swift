/// The languages the sentences are said in (`table`). English is the default, and what is stored: an answer
/// asked for in Chinese is written from the same data when it is asked, so a trace's id and stored bytes never
/// depend on the language.
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
}
