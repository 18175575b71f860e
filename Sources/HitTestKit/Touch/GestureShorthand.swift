import HitTraceJSON
extension FieldReader {
    /// `{"gesture": "tap"|"doubleTap"|"longPress"|"drag"|"pinch", …}` as the sequence a finger would make.
    mutating func gesture(_ v: JSONValue, path: String) -> TouchInput? {
        let known: Set<String> = ["gesture", "x", "y", "duration", "from", "to", "interval", "distance", "endDistance", "steps"]
        guard let fields = members(v, known: known, path, what: "a gesture shorthand") else { return nil }
        var values: [String: JSONValue] = [:]
        for (k, value) in fields { values[k] = value }
        guard let name = values["gesture"].flatMap({ string($0, path + ".gesture") }) else { return nil }
        func at() -> Point? {
            guard values["x"] != nil || values["y"] != nil else { report(path + ".x", "is required"); return nil }
            guard let xv = values["x"], let yv = values["y"] else { report(path + (values["x"] == nil ? ".x" : ".y"), "is required"); return nil }
            guard let x = number(xv, path + ".x"), let y = number(yv, path + ".y") else { return nil }
            return Point(x: x, y: y)
        }
        func seconds(_ key: String, _ fallback: Double) -> Double? {
            guard let value = values[key] else { return fallback }
            return nonNegative(value, path + "." + key)
        }
        // A field the gesture does not use is still checked as the gesture that uses it would check it, so that
        // {"gesture": "tap", "endDistance": -1} is refused rather than accepted with a value no gesture could take.
        let uses: [String: Set<String>] = [
            "tap": ["x", "y"], "doubleTap": ["x", "y", "interval"], "longPress": ["x", "y", "duration"],
            "drag": ["from", "to", "duration", "steps"], "pinch": ["x", "y", "duration", "distance", "endDistance"],
        ]
        if let used = uses[name] {
            var fine = true
            for (key, value) in fields where key != "gesture" && !used.contains(key) {
                switch key {
                case "x", "y": fine = number(value, path + "." + key) != nil && fine
                case "from", "to": fine = point(value, path + "." + key) != nil && fine
                case "steps":
                    if let n = integer(value, min: 1, path + ".steps") {
                        if n > TouchInput.maxGestureSteps { report(path + ".steps", "at most \(TouchInput.maxGestureSteps)"); fine = false }
                    } else { fine = false }
                default: fine = nonNegative(value, path + "." + key) != nil && fine
                }
            }
            if !fine { return nil }
        }
        typealias E = TouchInput.Event
        switch name {
        case "tap":
            guard let p = at() else { return nil }
            return TouchInput(events: [E(t: 0, phase: .began, location: p, finger: 0), E(t: 0.08, phase: .ended, location: p, finger: 0)])
        case "doubleTap":
            guard let p = at(), let gap = seconds("interval", 0.15) else { return nil }
            let second = 0.08 + gap
            return TouchInput(events: [E(t: 0, phase: .began, location: p, finger: 0), E(t: 0.08, phase: .ended, location: p, finger: 0),
                                       E(t: second, phase: .began, location: p, finger: 0), E(t: second + 0.08, phase: .ended, location: p, finger: 0)])
        case "longPress":
            guard let p = at(), let d = seconds("duration", 0.8) else { return nil }
            return TouchInput(events: [E(t: 0, phase: .began, location: p, finger: 0), E(t: d, phase: .ended, location: p, finger: 0)])
        case "drag":
            guard let fv = values["from"], let tv = values["to"] else {
                report(path + (values["from"] == nil ? ".from" : ".to"), "is required"); return nil
            }
            guard let from = point(fv, path + ".from"), let to = point(tv, path + ".to"),
                  let d = seconds("duration", 0.3) else { return nil }
            let steps = values["steps"].flatMap { integer($0, min: 1, path + ".steps") } ?? 10
            guard steps <= TouchInput.maxGestureSteps else { report(path + ".steps", "at most \(TouchInput.maxGestureSteps)"); return nil }
            var events = [E(t: 0, phase: .began, location: from, finger: 0)]
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                events.append(E(t: d * f, phase: .moved, location: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: 0))
            }
            events.append(E(t: d, phase: .ended, location: to, finger: 0))
            return TouchInput(events: events)
        case "pinch":
            guard let c = at(), let d = seconds("duration", 0.4) else { return nil }
            let start = values["distance"].flatMap { nonNegative($0, path + ".distance") } ?? 100
            let end = values["endDistance"].flatMap { nonNegative($0, path + ".endDistance") } ?? start * 2
            var events: [E] = []
            for (i, f) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
                let half = (start + (end - start) * f) / 2
                let phase: TouchInput.Phase = i == 0 ? .began : .moved
                events.append(E(t: d * f, phase: phase, location: Point(x: c.x - half, y: c.y), finger: 0))
                events.append(E(t: d * f, phase: phase, location: Point(x: c.x + half, y: c.y), finger: 1))
            }
            events.append(E(t: d, phase: .ended, location: Point(x: c.x - end / 2, y: c.y), finger: 0))
            events.append(E(t: d, phase: .ended, location: Point(x: c.x + end / 2, y: c.y), finger: 1))
            return TouchInput(events: events)
        default:
            report(path + ".gesture", "unknown gesture \"\(name)\"; expected tap, doubleTap, longPress, drag or pinch")
            return nil
        }
    }
}
