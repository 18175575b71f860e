import HitTraceJSON
/// What a CI check expects of a hierarchy (docs/API.md, "Checking touches in CI"):
///
///     {"expect": [{"tap": [120, 300], "hits": "signInButton"},
///                 {"reachable": "closeButton"},
///                 {"audit": "hig"}]}
///
/// A view is named by its id, its accessibility identifier, or its accessibility label (or text). Each
/// expectation may carry a `"name"` for the reports.
public struct Expectation: Sendable {
    public enum Kind: Sendable {
        /// The touch at the point goes to the view: it is the hit-test view, or the hit-test view is inside it
        /// with no other interactive view between.
        case tap(Point, hits: String)
        /// The view gets the touch somewhere in its visible area (on the hit map).
        case reachable(String)
        /// No target breaks the profile.
        case audit(AuditProfile)
    }

    public var kind: Kind
    public var name: String?
    /// The expectation's JSON path (`$.expect[2]`).
    public var path: String

    /// The most expectations one check takes: each tap is a full trace and each audit a pass over every
    /// target, so an unbounded list is unbounded work (4,000 audits once took 3 GB).
    public static let maxExpectations = 1_000

    /// The expectations of a file or request body; every problem is reported, at its path.
    public static func decode(json: [UInt8]) throws(HierarchyError) -> [Expectation] {
        let doc: JSONDocument
        do { doc = try JSONParser.parse(json, limits: JSONParser.Limits(maxNesting: 16)) } catch { throw HierarchyError(error) }
        var issues: [ValidationIssue] = []
        func issue(_ path: String, _ message: String) { issues.append(ValidationIssue(path: path, message: message)) }
        let root = doc.root
        guard root.kind == .object, let list = root["expect"], list.kind == .array else {
            throw HierarchyError(code: .invalidExpectations, issues: [ValidationIssue(path: "$.expect", message:
                "expected {\"expect\": [{\"tap\": [x, y], \"hits\": \"view\"}, {\"reachable\": \"view\"}, {\"audit\": \"hig\"}]}")])
        }
        for (key, _) in root.members where key != "expect" { issue("$" + JSONPath.member(key), "unknown field \"\(key)\"; expected \"expect\"") }
        duplicateKeys(of: root, at: "$", issue)
        // A check of nothing passes over nothing: a CI job whose expectations file lost its list would go green.
        if list.count == 0 { issue("$.expect", noExpectations) }
        guard list.count <= maxExpectations else {
            throw HierarchyError(code: .invalidExpectations, issues: [ValidationIssue(path: "$.expect", message:
                "\(list.count) expectations; at most \(maxExpectations) are checked at once (split them over several checks)")])
        }
        var result: [Expectation] = []
        for (i, e) in list.elements.enumerated() {
            let path = "$.expect[\(i)]"
            guard e.kind == .object else { issue(path, "expected an object such as {\"reachable\": \"closeButton\"}"); continue }
            duplicateKeys(of: e, at: path, issue)
            let keys = Set(e.members.map(\.0))
            for k in keys.subtracting(["tap", "hits", "reachable", "audit", "name"]) {
                issue(path + JSONPath.member(k), "unknown field \"\(k)\"; expected tap + hits, reachable, or audit (and name)")
            }
            var name: String?
            if let n = e["name"] { if let s = n.string { name = s } else { issue(path + ".name", "expected a string") } }
            let kinds = keys.intersection(["tap", "reachable", "audit"])
            guard kinds.count == 1 else { issue(path, "expected exactly one of \"tap\", \"reachable\", \"audit\""); continue }
            if let tap = e["tap"] {
                let numbers = tap.kind == .array ? tap.elements.compactMap(\.number) : []
                guard tap.kind == .array, tap.count == 2, numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
                    issue(path + ".tap", "expected [x, y] in screen points"); continue
                }
                guard let view = e["hits"]?.string, !view.isEmpty else { issue(path + ".hits", "expected the view the tap should reach (id, accessibility identifier or label)"); continue }
                result.append(Expectation(kind: .tap(Point(x: numbers[0], y: numbers[1]), hits: view), name: name, path: path))
            } else if keys.contains("hits") {
                issue(path + ".hits", "\"hits\" goes with \"tap\"")
            } else if let r = e["reachable"] {
                guard let view = r.string, !view.isEmpty else { issue(path + ".reachable", "expected a view (id, accessibility identifier or label)"); continue }
                result.append(Expectation(kind: .reachable(view), name: name, path: path))
            } else if let a = e["audit"] {
                guard let s = a.string, let profile = AuditProfile.named(s) else {
                    issue(path + ".audit", "expected one of \(AuditProfile.all.map(\.name).joined(separator: ", "))"); continue
                }
                result.append(Expectation(kind: .audit(profile), name: name, path: path))
            }
        }
        guard issues.isEmpty else { throw HierarchyError(code: .invalidExpectations, issues: issues) }
        return result
    }

    /// Why an empty list is bad input.
    static let noExpectations =
        "no expectations: a check of nothing would pass over nothing; give at least one, e.g. {\"expect\": [{\"reachable\": \"closeButton\"}]}"

    /// A key given twice is bad input, as in a hierarchy: which of the two was meant cannot be told.
    private static func duplicateKeys(of object: JSONValue, at path: String, _ issue: (String, String) -> Void) {
        var seen = Set<String>()
        for (key, _) in object.members where !seen.insert(key).inserted {
            issue(path + JSONPath.member(key), "duplicate key \"\(key)\"")
        }
    }
}

/// The outcome of one expectation.
public struct CheckResult: Sendable {
    public var expectation: Expectation
    public var passed: Bool
    /// What happened: the result's one line.
    public var outcome: CheckOutcome
    /// Why (the misses, the audit's findings, the assumptions it rests on).
    public var details: [CheckDetail] = []
    /// The view the expectation names, when found.
    public var view: ViewIndex?
    /// A stable rule id for SARIF: `hittrace/tap`, `hittrace/reachable`, or the audit's rules.
    public var rule: String
    /// The audit's findings (audit expectations).
    public var findings: [AuditProfileFinding] = []
    /// A failure that rests on a guessed order: the view is blocked only if a sibling the source does not
    /// order is in front of it (a flat accessibility tree). The message says "unknown"; the expectation is
    /// not shown to hold, so it still fails.
    public var zOrderAssumed = false
}

/// A whole check: every expectation's result, with the hit map the reachability and audits were read from.
public struct CheckReport: Sendable {
    public var results: [CheckResult]
    public var report: HitMapReport?
    public var areas: ReceivingAreas?
    public var passed: Bool { results.allSatisfy(\.passed) }
    public var failures: Int { results.filter { !$0.passed }.count }
}

/// Runs expectations against a hierarchy: the one place the command line's `check` and the API's
/// `POST /api/hierarchies/{id}/check` share.
public enum TouchCheck {
    /// The views a name stands for (`Hierarchy.views(named:)`).
    public static func views(named name: String, in h: Hierarchy) -> [ViewIndex] { h.views(named: name) }

    /// - Parameter budget: the request's. The map's planned work is counted before it is made, each tap's
    ///   `hitTest` calls as it runs; once the budget says no the check stops (with fewer results than
    ///   expectations: the caller answers `budget.exceeded`, never the partial report).
    public static func run(_ expectations: [Expectation], on h: Hierarchy, step: Double = 1, budget: WorkBudget = .unlimited) -> CheckReport {
        var report: HitMapReport?
        var areas: ReceivingAreas?
        let needsMap = expectations.contains { if case .tap = $0.kind { return false } else { return true } }
        if needsMap, let region = h.screenRegion {
            // The plan and work limit of POST …/hit-map; past the limit a check answers coarser, not refuses.
            let plan = HitMapPlan.coarsened(h, region: region, step: step)
            let need = Int(plan.work)
            guard budget.wouldFit(need, for: .checkHitMap(step: plan.grid.step)) else {
                return CheckReport(results: [], report: nil, areas: nil)
            }
            budget.spend(need, on: .checkHitMap(step: plan.grid.step))
            let r = HitMapReport(h, plan: plan, budget: budget)
            report = r
            areas = ReceivingAreas(h, map: r.map)
        }
        // An audit is the same work for the same profile, however often it is asked: each profile runs once.
        var audits: [String: [AuditProfileFinding]] = [:]
        // One engine for every tap; a tap records its calls and works out the named view's miss alone.
        var engine = HitTestEngine()
        let results = Array(expectations.lazy.prefix { _ in budget.exceeded == nil }.map { e -> CheckResult in
            switch e.kind {
            case let .tap(p, name): return tap(e, p, name, h, &engine, budget)
            case let .reachable(name): return reachable(e, name, h, areas, report)
            case let .audit(profile):
                guard let areas else {
                    return CheckResult(expectation: e, passed: false, outcome: .noWindow(view: nil), rule: "\(profile.name)/target-size")
                }
                // An audit of no targets shows nothing about them: it fails and says what it looked for.
                guard !areas.targets.isEmpty else {
                    let why = NoTargets(h, areas: areas)
                    var details: [CheckDetail] = [.auditOfNothingFails, .whatIsATarget] + why.unreached.map { .unreachedTarget($0) }
                    if why.interactive > why.unreached.count { details.append(.moreUnreachedTargets(why.interactive - why.unreached.count)) }
                    return CheckResult(expectation: e, passed: false, outcome: .noTargets(profile: profile.name, why),
                                       details: details, rule: NoTargets.rule)
                }
                let findings = audits[profile.name] ?? profile.audit(h, areas: areas)
                audits[profile.name] = findings
                let outcome: CheckOutcome = findings.isEmpty
                    ? .auditPassed(profile: profile.name, targets: areas.targets.count)
                    : .auditFindings(count: findings.count, errors: findings.filter { $0.level == .error }.count,
                                     hasMinimum: profile.minimumSize != nil, targets: areas.targets.count)
                return CheckResult(expectation: e, passed: findings.isEmpty, outcome: outcome, details: findings.map { .finding($0) },
                                   rule: "\(profile.name)/target-size", findings: findings)
            }
        })
        return CheckReport(results: results, report: report, areas: areas)
    }

    /// The interactive view a touch on `v` goes to: `v` or its nearest interactive ancestor, else `v`.
    package static func receiver(of v: Int, _ h: Hierarchy) -> Int {
        var r = v
        while !h.isInteractive(r), h.nodes[r].parent >= 0 { r = Int(h.nodes[r].parent) }
        return h.isInteractive(r) ? r : v
    }

    static func tap(_ e: Expectation, _ p: Point, _ name: String, _ h: Hierarchy, _ engine: inout HitTestEngine,
                    _ budget: WorkBudget) -> CheckResult {
        let rule = "hittrace/tap"
        let found = h.lookUp(name)
        guard case let .view(view) = found else {
            return CheckResult(expectation: e, passed: false, outcome: .notFound(name: name, found), rule: rule)
        }
        let target = view.index
        let trace = h.recordedHitTest(at: p, engine: &engine)
        budget.spend(trace.steps.count, on: .checkTaps)
        let hit = trace.hitView?.index ?? -1
        if hit >= 0 && (hit == target || (h.ancestry(of: hit).contains(target) && receiver(of: hit, h) == receiver(of: target, h))) {
            return CheckResult(expectation: e, passed: true, outcome: .tapReaches(view: view, point: p, interactionAssumed: interactionAssumed(target, h)),
                               view: view, rule: rule)
        }
        var details: [CheckDetail] = []
        let miss = h.miss(of: target, in: trace)
        if let miss {
            details.append(.miss(miss))
        } else if hit >= 0, h.ancestry(of: hit).contains(target) {
            details.append(.takenInside(hit: ViewIndex(hit), view: view))
        } else {
            details.append(.notInVisibleArea(view: view, frame: h.frame(of: target)))
        }
        details += assumptions(target, h, besides: details)
        let got = hit >= 0 ? ViewIndex(hit) : nil
        if let miss, miss.zOrderAssumed, let by = miss.by {
            var r = CheckResult(expectation: e, passed: false, outcome: .tapUnknown(view: view, point: p, got: got, cover: by),
                                details: details, view: view, rule: rule)
            r.zOrderAssumed = true
            return r
        }
        return CheckResult(expectation: e, passed: false, outcome: .tapMisses(view: view, point: p, got: got), details: details, view: view, rule: rule)
    }

    static func reachable(_ e: Expectation, _ name: String, _ h: Hierarchy, _ areas: ReceivingAreas?, _ report: HitMapReport?) -> CheckResult {
        let rule = "hittrace/reachable"
        let found = h.lookUp(name)
        guard case let .view(view) = found else {
            return CheckResult(expectation: e, passed: false, outcome: .notFound(name: name, found), rule: rule)
        }
        let target = view.index
        guard let areas, let report else {
            return CheckResult(expectation: e, passed: false, outcome: .noWindow(view: view), view: view, rule: rule)
        }
        let points = areas.reachedPoints[target]
        if points > 0 {
            let outcome = CheckOutcome.reachable(view: view, area: Double(points) * report.grid.cellArea, visible: report.drawnArea[target],
                                                 interactionAssumed: interactionAssumed(target, h))
            return CheckResult(expectation: e, passed: true, outcome: outcome, view: view, rule: rule)
        }
        var details: [CheckDetail] = []
        var guessed = false
        if let zone = report.deadZones.first(where: { $0.view.index == target }) {
            details = zone.causes.map { .miss($0.miss) }
            guessed = !zone.causes.isEmpty && zone.causes.allSatisfy(\.zOrderAssumed)
        } else if report.drawnArea[target] == 0 {
            details.append(.notVisible(view))
        } else {
            // Ask one point of its visible area why.
            let f = h.screenBox(of: target)
            let trace = h.trace(at: Point(x: f.x + f.width / 2, y: f.y + f.height / 2))
            if let miss = trace.misses.first(where: { $0.view.index == target }) {
                details.append(.miss(miss))
                guessed = miss.zOrderAssumed
            }
        }
        details += assumptions(target, h, besides: details)
        if guessed {
            var r = CheckResult(expectation: e, passed: false, outcome: .unreachableUnknown(view: view), details: details, view: view, rule: rule)
            r.zOrderAssumed = true
            return r
        }
        return CheckResult(expectation: e, passed: false, outcome: .unreachable(view: view), details: details, view: view, rule: rule)
    }

    /// The fields of `v` that matter here (whether it takes touches, whether it is enabled) that its source did not
    /// carry, except those a miss among `details` rests on already.
    static func assumptions(_ v: Int, _ h: Hierarchy, besides details: [CheckDetail]) -> [CheckDetail] {
        guard v >= 0 else { return [] }
        let said = details.compactMap { detail -> Miss.Assumption? in
            if case let .miss(m) = detail { return m.assumption }
            return nil
        }
        let assumed = h.extras(of: v).assumed
        return ["userInteractionEnabled", "enabled"].filter(assumed.contains)
            .map { Miss.Assumption(view: ViewIndex(v), field: $0) }
            .filter { !said.contains($0) }
            .map { .assumed($0) }
    }

    /// Whether the source does not say if the view takes touches (UIKit's default was used).
    static func interactionAssumed(_ v: Int, _ h: Hierarchy) -> Bool {
        h.extras(of: v).assumed.contains("userInteractionEnabled")
    }
}

extension Hierarchy {
    /// The screen bounding box of a view's bounds (its corners converted up through its ancestors).
    package func screenBox(of view: Int) -> Rect {
        let b = nodes[view].bounds
        var corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        var v = view
        while v >= 0 {
            guard let up = nodes[v].toLocal.inverted else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            corners = corners.map(up.apply)
            v = Int(nodes[v].parent)
        }
        return Rect.bounding(corners)
    }
}
