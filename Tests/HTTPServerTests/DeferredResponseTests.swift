import Dispatch
import Testing
@testable import HTTPServer

/// `DeferredResponse` without a server: the first answer wins, and `wait` blocks until there is one.
@Suite struct DeferredResponseTests {
    @Test func theFirstAnswerWinsAndWaitReturnsIt() {
        let deferred = DeferredResponse()
        deferred.complete(HTTPResponse(status: .created))
        deferred.complete(HTTPResponse(status: .internalServerError))
        #expect(deferred.wait().status == .created)
    }

    @Test func waitBlocksUntilAnAnswerComesFromAnotherThread() {
        let deferred = DeferredResponse()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            deferred.complete(HTTPResponse(status: .accepted, body: Array("done".utf8)))
        }
        let response = deferred.wait()
        #expect(response.status == .accepted)
        #expect(response.body == Array("done".utf8))
    }

    /// The server's side: suspended only when there is no answer yet, and resumed once, by the answer.
    @Test func suspendIsAskedOnlyWithoutAnAnswerAndResumeRunsOnce() {
        let deferred = DeferredResponse()
        var suspended = 0
        let resumed = DispatchSemaphore(value: 0)
        guard case .suspended = deferred.answerOrSuspend(suspend: { suspended += 1; return true },
                                                          resume: { resumed.signal() }) else {
            Issue.record("not suspended"); return
        }
        deferred.complete(HTTPResponse(status: .created))
        deferred.complete(HTTPResponse(status: .created))
        #expect(resumed.wait(timeout: .now() + 5) == .success)
        #expect(resumed.wait(timeout: .now() + 0.1) == .timedOut)
        #expect(suspended == 1)
        let answered = DeferredResponse()
        answered.complete(HTTPResponse(status: .noContent))
        guard case .answered(let response) = answered.answerOrSuspend(suspend: { suspended += 1; return true },
                                                                       resume: {}) else {
            Issue.record("an answer that was there was not returned"); return
        }
        #expect(response.status == .noContent)
        #expect(suspended == 1)
    }
}
