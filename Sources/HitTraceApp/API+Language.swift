import HTTPServer
import HitTestKit
import Sentences
import HitTraceJSON
import Answers

/// The language of an answer's sentences, for every operation that writes sentences (traces, touches, the
/// one-shot hit test, why-not, the hit map and its audit). English is what is stored; a Chinese answer is
/// written from the same hierarchy and touch when it is asked for, so ids and stored bytes never depend on it.
extension API {
    /// Answers whose sentences follow the request's language say so to caches.
    static let varyLanguage: (String, String) = ("Vary", "Accept-Language")

    /// `?lang=`, then `Accept-Language`. A `lang` that is not `en` or `zh` is refused rather than read as
    /// English.
    func language(_ request: HTTPRequest) throws(APIError) -> SentenceLanguage {
        if let lang = request.query["lang"], lang != "en", lang != "zh" {
            throw APIError.badRequest("lang must be en or zh, found \"\(lang.prefix(40))\"", path: "query.lang")
        }
        return SentenceLanguage.pick(query: request.query["lang"], acceptLanguage: request.header("accept-language"))
    }
}
