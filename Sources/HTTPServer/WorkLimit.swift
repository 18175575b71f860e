/// Which limit a request's work met, carried by a `too_much_work` error as its `limit` field.
public enum WorkLimit: String, Sendable, CaseIterable {
    /// The units of work one request may do.
    case work
    /// The seconds of work one request may take (`--max-request-seconds`).
    case deadline
    /// The largest answer the server sends (`--max-answer-bytes`).
    case answerBytes
}
