import HTTPServer
import HitTestKit
import RuleBook
import Storage
import HitTraceJSON
import Answers
import Synchronization

/// The API's state and the work behind each endpoint: the store, and caches of what the store holds.
/// Handlers throw `APIError`; `Routes` turns that into a response.
final class API: Sendable {
    let configuration: AppConfiguration
    let store: Store
    /// Decoded hierarchies by id: a touch on a stored hierarchy needs no database read or decoding.
    let hierarchies: LRUCache<Hierarchy>
    /// Rendered traces by trace id, with their hierarchy's id (to evict them when it is deleted).
    let traces: LRUCache<CachedTrace>
    /// Recent traces' simulations by trace id, to write them in another language without simulating again
    /// (API+Simulations.swift).
    let simulations: LRUCache<SimulatedTrace>
    /// How many touches on stored hierarchies were simulated: what "one simulation serves every language" is
    /// measured by (tests read it).
    let touchesSimulated = Atomic<Int>(0)
    /// The trace each recent touch body got, so that the same bytes again are one lookup.
    let repeatedTouches = RepeatedTouches(budgetBytes: 4 << 20)
    /// The rule book, rendered at start (nil when its file is missing).
    let ruleBook: RuleBook?
    /// Large stored answers while they are being sent: one buffer for every request that reads them meanwhile.
    let sharedAnswers = SharedAnswers()
    /// The hierarchy count `/healthz` read last, answered again while every reader is busy.
    let lastHierarchyCount = Atomic<Int>(0)

    /// A trace's two answers. A trace never changes, so every GET of it, and every POST of the same touch,
    /// sends the same bytes: each answer is built for libmicrohttpd (`HTTPResponse.prepared()`) the first
    /// time it is sent again, and kept so (`API.answer`). Not before: a new trace is sent once as 201 and
    /// may never be asked for again.
    struct CachedTrace: Sendable {
        var hierarchyID: String
        /// 200 with the trace: GET /api/traces/{traceId}.
        var ok: HTTPResponse
        /// 201 with the trace and its Location: POST …/touches, for the first time or again.
        var created: HTTPResponse

        init(hierarchyID: String, traceID: String, body: [UInt8]) {
            self.hierarchyID = hierarchyID
            let tag = ("ETag", API.entityTag(traceID))
            ok = HTTPResponse.json(.ok, body, headers: [("Vary", API.varyFormAndLanguage), tag])
            created = HTTPResponse.json(.created, body, headers: [("Location", StoredLinks.trace(traceID)), API.varyLanguage, tag])
        }

        /// What it may hold in memory, in bytes: the body, and a copy in each prepared answer.
        var cost: Int { ok.body.count * 3 }
    }

    /// One of a cached trace's answers, prepared for libmicrohttpd on this first repeat and kept prepared.
    func answer(_ which: WritableKeyPath<CachedTrace, HTTPResponse>, of trace: CachedTrace, id: String) -> HTTPResponse {
        let answer = trace[keyPath: which]
        if answer.preparedForm != nil { return answer }
        let prepared = answer.prepared()
        traces.updateIfPresent(id) { $0[keyPath: which] = prepared }
        return prepared
    }

    init(configuration: AppConfiguration) throws {
        self.configuration = configuration
        var storeConfiguration = StoreConfiguration(path: configuration.databasePath,
                                                    maxTracesPerHierarchy: configuration.maxTracesPerHierarchy,
                                                    maxUnsharedHierarchies: configuration.maxUnsharedHierarchies,
                                                    unsharedMaxAgeSeconds: configuration.unsharedMaxAgeSeconds)
        storeConfiguration.maxLinks = configuration.maxLinks
        storeConfiguration.clock = configuration.clock
        storeConfiguration.migrations = .hitTrace
        store = try Store(configuration: storeConfiguration)
        hierarchies = LRUCache(budget: configuration.hierarchyCacheViews)
        traces = LRUCache(budget: configuration.traceCacheBytes)
        // A quarter of the rendered traces' budget: a trace's values take about as much as its JSON, and only
        // the ones read again in another language (or asked why-not) need them.
        simulations = LRUCache(budget: configuration.traceCacheBytes / 4)
        ruleBook = API.loadRuleBook(configuration.ruleBookPath)
        // Retention makes a hierarchy's oldest trace invisible when a new one goes over the limit; its body
        // must leave the cache then, or GET would still answer it.
        store.onTracesExpired { [traces, simulations, sharedAnswers] ids in
            for id in ids {
                traces.remove(id)
                simulations.remove(id)
            }
            sharedAnswers.forget(ids)
        }
    }

    /// Runs a storage call, turning its failure into the API's error.
    func storage<T>(_ body: () throws -> T) throws(APIError) -> T {
        do { return try body() } catch let e as StorageError { throw APIError(e) } catch {
            throw APIError(status: .internalServerError, code: .internalError, message: "unexpected failure")
        }
    }

    /// A stored hierarchy, decoded, from the cache when it is there.
    func hierarchy(id: String) throws(APIError) -> Hierarchy {
        if let cached = hierarchies.value(for: id) { return cached }
        guard let record = try storage({ try store.hierarchy(id: id) }) else { throw APIError.notFound("hierarchy", id) }
        let h: Hierarchy
        do {
            // The stored form was produced by this server; it decodes under any limits it was accepted with.
            var limits = configuration.limits
            limits.maxViews = max(limits.maxViews, record.viewCount)
            limits.maxDepth = max(limits.maxDepth, 100_000)
            h = try HierarchyDecoder.decode(json: record.document, limits: limits)
        } catch {
            throw APIError(status: .internalServerError, code: .storedHierarchyUnreadable,
                           message: "the stored hierarchy \(id) could not be read back: \(error.description)")
        }
        hierarchies.insert(h, for: id, cost: max(1, h.viewCount))
        return h
    }

    /// Parses a JSON body with a nesting limit, as a 400 when it is not JSON.
    func parseJSON(_ bytes: [UInt8], maxNesting: Int) throws(APIError) -> JSONDocument {
        guard !bytes.isEmpty else { throw APIError.badRequest("the request body is empty; send JSON") }
        do {
            return try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: maxNesting))
        } catch {
            throw APIError(HierarchyError(code: error.code == .malformed ? .malformedJSON : .limitExceeded,
                                          issues: [ValidationIssue(path: error.path, message: error.code == .malformed
                                              ? "\(error.message) (line \(error.line), column \(error.column))" : error.message)]))
        }
    }

    func touch(_ value: JSONValue, path: String) throws(APIError) -> TouchInput {
        do { return try TouchInput.decode(value, path: path, maxIssues: configuration.limits.maxIssues) } catch { throw APIError(error) }
    }

    /// The content address of a trace: the same hierarchy, touch and engine version give the same id.
    static func traceID(hierarchyID: String, canonicalTouch: [UInt8]) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(hierarchyID.utf8.count + canonicalTouch.count + TraceJSON.engineVersion.utf8.count + 2)
        key += hierarchyID.utf8
        key.append(0x0A)
        key += canonicalTouch
        key.append(0x0A)
        key += TraceJSON.engineVersion.utf8
        return "t_" + SHA256.hex(key, digits: 32)
    }
}
