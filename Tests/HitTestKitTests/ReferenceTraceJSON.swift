import Foundation
@testable import HitTestKit
@testable import HitTraceJSON
@testable import Answers
@testable import Sentences

/// The trace JSON written the plain way, independently of `TraceJSON`'s fast path: every value through a
/// tiny writer that tracks commas, escapes byte by byte and formats every number on its own, and the step
/// sentences assembled as Strings. It is the rendering as it was before the fast path (the contract's bytes),
/// kept to compare against: TraceRenderReferenceTests. The words are the English table's (`English`), never a
/// copy of them: what is checked here is the layout, the names and the numbers around them.
enum ReferenceTraceJSON {
    static func render(_ s: TouchSimulation, in h: Hierarchy, touchJSON: [UInt8]?, id: String?, hierarchyID: String?) -> [UInt8] {
        // The receipt (who received the touches) is written by WhyNotJSON on both paths, after the delivery.
        var receipt = JSONWriter()
        WhyNotJSON.receipt(s.receipt, in: h, lang: .text(.en), &receipt)
        return render(s.trace, in: h, touchJSON: touchJSON, id: id, hierarchyID: hierarchyID, delivery: delivery(s.delivery, in: h),
                      receipt: receipt.bytes)
    }

    static func render(_ t: HitTrace, in h: Hierarchy, touchJSON: [UInt8]? = nil, id: String? = nil,
                       hierarchyID: String? = nil, delivery: [UInt8]? = nil, receipt: [UInt8]? = nil) -> [UInt8] {
        var w = Writer()
        w.open("{")
        if let id { w.key("id"); w.string(id) }
        if let hierarchyID { w.key("hierarchyId"); w.string(hierarchyID) }
        w.key("engineVersion"); w.string(TraceJSON.engineVersion)
        if let touchJSON { w.key("touch"); w.raw(touchJSON) }
        w.key("point"); w.point(t.screenPoint)
        w.key("window"); w.view(t.window, h)
        w.key("hitView"); w.view(t.hitView, h)
        w.key("hitTestOrder")
        w.open("[")
        for s in t.steps where s.call == .hitTest { w.string(h.id(Int(s.view))) }
        w.close("]")
        w.key("steps")
        w.open("[")
        for (i, s) in t.steps.enumerated() {
            w.open("{")
            w.key("index"); w.number(Double(i))
            w.key("call"); w.string(s.call.rawValue)
            w.key("view"); w.string(h.id(Int(s.view)))
            w.key("depth"); w.number(Double(s.depth))
            w.key("point"); w.point(s.point)
            switch s.call {
            case .hitTest: break
            case .pointInside: w.key("result"); w.raw(Array((s.result == 1 ? "true" : "false").utf8))
            case .return:
                w.key("result"); w.view(s.returnedView, h)
                w.key("reason"); w.string((s.reason ?? .hitSelf).rawValue)
            }
            w.key("message"); w.string(sentence(s, h))
            w.close("}")
        }
        w.close("]")
        w.key("responderChain")
        w.open("[")
        for r in t.responderChain {
            w.open("{")
            w.key("kind"); w.string(r.kind.rawValue)
            if let v = r.view, r.kind == .view || r.kind == .window { w.key("id"); w.string(h.id(v)) }
            if let v = r.view, r.kind == .viewController { w.key("view"); w.string(h.id(v)) }
            w.key("name"); w.string(r.name)
            w.close("}")
        }
        w.close("]")
        w.key("misses")
        w.open("[")
        let blockers = t.missBlockers ?? .none
        for (i, m) in t.misses.enumerated() {
            w.open("{")
            w.key("view"); w.string(h.id(m.view))
            w.key("reason"); w.string(m.reason.rawValue)
            w.key("by"); w.view(m.by, h)
            w.key("message"); w.string(English().miss(m, in: h))
            if i < blockers.byMiss.count, let list = blockers.byMiss[i] {
                var bw = JSONWriter()
                WhyNotJSON.blockers(list, of: m.view, in: h, lang: .text(.en), &bw)
                w.key("blockers"); w.raw(bw.bytes)
            }
            w.close("}")
        }
        w.close("]")
        var gw = JSONWriter()
        WhyNotJSON.groups(blockers.groups, in: h, lang: .text(.en), &gw)
        w.key("missGroups"); w.raw(gw.bytes)
        if blockers.omitted > 0 { w.key("missesWithoutBlockers"); w.number(Double(blockers.omitted)) }
        let named = t.namesNotIDs(h)
        if !named.isEmpty {
            w.key("names"); w.open("{")
            for n in named { w.key(h.id(n.view)); w.string(n.name) }
            w.close("}")
        }
        if let delivery { w.key("delivery"); w.raw(delivery) }
        if let receipt { w.key("receipt"); w.raw(receipt) }
        w.close("}")
        return w.bytes
    }

    static func delivery(_ d: TouchDelivery, in h: Hierarchy) -> [UInt8] {
        var w = Writer()
        w.open("{")
        w.key("touches")
        w.open("[")
        for t in d.touches {
            w.open("{")
            w.key("finger"); w.number(Double(t.finger))
            w.key("view"); w.view(t.view, h)
            w.key("window"); w.view(t.window, h)
            w.key("t"); w.number(t.began)
            w.close("}")
        }
        w.close("]")
        w.key("recognizers")
        w.open("[")
        for r in d.recognizers {
            w.open("{")
            w.key("id"); w.string(r.id)
            w.key("view"); w.view(r.view, h)
            w.key("type"); w.string(r.type)
            w.key("builtIn"); w.bool(r.builtIn)
            w.key("sawTouch"); w.bool(r.sawTouch)
            w.key("state"); w.string(r.state.rawValue)
            if let note = r.note { w.key("note"); w.string(English().note(note, in: h)) }
            w.close("}")
        }
        w.close("]")
        w.key("timeline")
        w.open("[")
        for e in d.timeline {
            w.open("{")
            w.key("t"); w.number(e.t)
            w.key("target"); w.string(e.target)
            w.key("kind"); w.string(e.kind.rawValue)
            w.key("event"); w.string(e.event.rawValue)
            w.key("state"); if let s = e.state { w.string(s.name) } else { w.raw(Array("null".utf8)) }
            if let f = e.finger { w.key("finger"); w.number(Double(f)) }
            if let r = e.receivedBy { w.key("receivedBy"); w.string(r) }
            w.key("reason"); w.string(English().timeline(e.cause, in: h))
            if let v = e.value { w.valueChange(v) }
            w.close("}")
        }
        w.close("]")
        w.key("actions")
        w.open("[")
        for a in d.actions {
            w.open("{")
            w.key("t"); w.number(a.t)
            w.key("source"); w.string(a.source)
            w.key("event"); w.string(a.event)
            if let v = a.value { w.valueChange(v) }
            w.close("}")
        }
        w.close("]")
        w.key("scrolls")
        w.open("[")
        for s in d.scrolls {
            w.open("{")
            w.key("view"); w.view(s.view, h)
            w.key("scrolled"); w.bool(s.scrolled)
            w.key("by"); w.point(s.by)
            w.key("contentOffset"); w.point(s.contentOffset)
            w.close("}")
        }
        w.close("]")
        if d.omittedEntries > 0 || d.stoppedEarly {
            w.key("truncated")
            w.open("{")
            w.key("omittedEntries"); w.number(Double(d.omittedEntries))
            w.key("stoppedEarly"); w.bool(d.stoppedEarly)
            w.key("message"); w.string(English().truncation(d))
            w.close("}")
        }
        w.close("}")
        return w.bytes
    }

    /// A step's sentence (`redView.hitTest returns redView: no subview took it`).
    static func sentence(_ s: HitTestStep, _ h: Hierarchy) -> String {
        let at = "((\(number(s.point.x)), \(number(s.point.y))))"
        switch s.call {
        case .hitTest: return "\(h.id(Int(s.view))).hitTest\(at)"
        case .pointInside: return "\(h.id(Int(s.view))).pointInside\(at) → \(s.result == 1 ? "YES" : "NO")"
        case .return:
            let result = s.result >= 0 ? h.id(Int(s.result)) : "nil"
            let reason = s.reason ?? .hitSelf
            var why = stepWords[reason] ?? "?"
            if reason == .override { why += " (\(h.nodes[Int(s.view)].hitTestOverride.name))" }
            return "\(h.id(Int(s.view))).hitTest returns \(result): \(why)"
        }
    }

    /// Why a `return` step returned, in English, written here rather than read from the catalogue it checks.
    static let stepWords: [ReturnReason: String] = [
        .hidden: "hidden", .userInteractionDisabled: "user interaction disabled", .alphaBelowThreshold: "alpha below 0.01",
        .disabledControl: "disabled control", .outsideBounds: "point outside its bounds", .hitSelf: "no subview took it",
        .hitDescendant: "a subview took it", .override: "hitTest override",
    ]

    /// Integral values below 1e16 as integers (-0 as 0), the rest as Swift's shortest round-trip text,
    /// non-finite ones as null.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1.0e16 { return String(Int64(d)) }
        return "\(d)"
    }

    /// Commas by a stack of "has a member" flags; strings escaped one byte at a time.
    struct Writer {
        var bytes: [UInt8] = []
        var hasItem: [Bool] = []
        var afterKey = false

        mutating func item() {
            if afterKey { afterKey = false; return }
            if let last = hasItem.last {
                if last { bytes.append(UInt8(ascii: ",")) }
                hasItem[hasItem.count - 1] = true
            }
        }

        mutating func open(_ bracket: Unicode.Scalar) { item(); bytes.append(UInt8(ascii: bracket)); hasItem.append(false) }
        mutating func close(_ bracket: Unicode.Scalar) { hasItem.removeLast(); bytes.append(UInt8(ascii: bracket)) }
        mutating func key(_ k: String) { item(); quoted(k); bytes.append(UInt8(ascii: ":")); afterKey = true }
        mutating func raw(_ json: [UInt8]) { item(); bytes += json }
        mutating func string(_ s: String) { item(); quoted(s) }
        mutating func number(_ d: Double) { item(); bytes += Array(Self.numberText(d).utf8) }
        mutating func bool(_ b: Bool) { raw(Array((b ? "true" : "false").utf8)) }
        mutating func view(_ v: ViewIndex?, _ h: Hierarchy) { if let v { string(h.id(v)) } else { raw(Array("null".utf8)) } }
        mutating func point(_ p: Point) { open("{"); key("x"); number(p.x); key("y"); number(p.y); close("}") }

        static func numberText(_ d: Double) -> String { ReferenceTraceJSON.number(d) }

        mutating func quoted(_ s: String) {
            bytes.append(UInt8(ascii: "\""))
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": bytes += Array("\\\"".utf8)
                case "\\": bytes += Array("\\\\".utf8)
                case "\n": bytes += Array("\\n".utf8)
                case "\r": bytes += Array("\\r".utf8)
                case "\t": bytes += Array("\\t".utf8)
                // `<`, `>`, `&` as \u003c, \u003e, \u0026, so that the JSON can sit in HTML; U+2028 and U+2029,
                // line terminators in older JavaScript, as \u2028 and \u2029.
                case "<", ">", "&", "\u{2028}", "\u{2029}": bytes += Array(String(format: "\\u%04x", scalar.value).utf8)
                case _ where scalar.value < 0x20: bytes += Array(String(format: "\\u%04x", scalar.value).utf8)
                default: bytes += Array(String(scalar).utf8)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}

extension ReferenceTraceJSON.Writer {
    /// A `.valueChanged`'s value: booleans for `isOn`, whole numbers for a segment index (rules 3.13–3.16).
    mutating func valueChange(_ v: TouchDelivery.ValueChange) {
        key("value")
        open("{")
        key("property"); string(v.property.rawValue)
        for (name, n) in [("before", v.before), ("after", v.after)] {
            key(name)
            switch v.property {
            case .isOn: bool(n != 0)
            case .selectedSegmentIndex, .value: number(n)
            }
        }
        close("}")
    }
}
