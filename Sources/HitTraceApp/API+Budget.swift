import HTTPServer
import HitTestKit
import Sentences

/// Each request's work budget (`WorkBudget`): `AppConfiguration.maxRequestWork` units, the request's deadline
/// (`--max-request-seconds`, from `HTTPRequest.lifetime`), and an end when the client goes away or the server
/// stops. Work that goes past it is answered as such, never with what it had found by then.
extension API {
    /// A new budget for `request`'s work, cancelled when the request ends early.
    func budget(for request: HTTPRequest) -> WorkBudget {
        budget(lifetime: request.lifetime)
    }

    func budget(lifetime: RequestLifetime) -> WorkBudget {
        let budget = WorkBudget(units: configuration.maxRequestWork, seconds: lifetime.maxSeconds)
        lifetime.onEnd { end in budget.cancel(end == .stopping ? .stopping : .unwanted) }
        return budget
    }

    /// `work` under a new budget for `request`: its result, or the budget's refusal when the budget stopped it
    /// (whatever `work` answered or threw meanwhile, since a stopped stage's result is partial).
    func budgeted<T>(_ request: HTTPRequest, _ work: (WorkBudget) throws(APIError) -> T) throws(APIError) -> T {
        try budgeted(lifetime: request.lifetime, work)
    }

    func budgeted<T>(lifetime: RequestLifetime, _ work: (WorkBudget) throws(APIError) -> T) throws(APIError) -> T {
        let budget = budget(lifetime: lifetime)
        let value: T
        do { value = try work(budget) } catch {
            try Self.refusal(budget)
            throw error
        }
        try Self.refusal(budget)
        return value
    }

    /// Throws what the budget stopped the work for, if it did: before anything of the work is stored or answered.
    static func refusal(_ budget: WorkBudget) throws(APIError) {
        guard let exceeded = budget.exceeded else { return }
        throw APIError(exceeded)
    }
}

extension APIError {
    /// Work past its budget: 422 `too_much_work` naming the limit (`work` units or the `deadline`) and what would
    /// fit; stopped because the server is stopping, 503 `stopping`; because the client left, 503 `client_gone`
    /// (which nobody reads).
    init(_ e: WorkBudget.Exceeded) {
        let message = English().workStopped(e)
        switch e.limit {
        case .work: self.init(status: .unprocessableContent, code: .tooMuchWork, message: message, limit: .work)
        case .deadline: self.init(status: .unprocessableContent, code: .tooMuchWork, message: message, limit: .deadline)
        case .cancelled: self.init(status: .serviceUnavailable, code: e.cancellation == .stopping ? .stopping : .clientGone, message: message)
        }
    }
}
