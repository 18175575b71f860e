import HitTraceJSON
extension FieldReader {
    static let recognizerKeys: Set<String> = [
        "id", "type", "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration",
        "allowableMovement", "direction", "edges", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "enabled", "requireToFail", "simultaneousWith", "shouldBegin", "shouldReceiveTouch",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
    ]

    /// One gesture recognizer; the id is empty (and the flag false) when it is to be generated.
    mutating func gestureRecognizer(_ v: JSONValue, _ path: @autoclosure () -> String) -> (GestureRecognizerSpec, Bool)? {
        guard let fields = members(v, known: Self.recognizerKeys, path(), what: "a gesture recognizer") else { return nil }
        guard let typeValue = fields.first(where: { $0.0 == "type" })?.1 else {
            report(path() + ".type", "is required: one of \(GestureRecognizerSpec.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        guard let typeName = string(typeValue, path() + ".type") else { return nil }
        guard let kind = GestureRecognizerSpec.Kind(rawValue: typeName) else {
            report(path() + ".type", "unknown recognizer type \"\(typeName)\"; expected one of \(GestureRecognizerSpec.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        var spec = GestureRecognizerSpec(id: "", kind: kind)
        var explicitID = false
        for (key, value) in fields {
            func p() -> String { path() + "." + key }
            switch key {
            case "id": if let s = identifier(value, p()) { spec.id = s; explicitID = true }
            // A tap needs at least one; 0 is UILongPressGestureRecognizer's default, and what the normalized form
            // once wrote for the recognizers that have no taps (so stored hierarchies still read back).
            case "numberOfTapsRequired": if let n = integer(value, min: kind == .tap ? 1 : 0, p()) { spec.numberOfTapsRequired = n }
            case "numberOfTouchesRequired": if let n = integer(value, min: 1, p()) { spec.numberOfTouchesRequired = n }
            case "minimumPressDuration": if let n = nonNegative(value, p()) { spec.minimumPressDuration = n }
            case "allowableMovement": if let n = nonNegative(value, p()) { spec.allowableMovement = n }
            case "direction", "edges":
                guard key == "direction" || kind == .screenEdgePan else {
                    report(p(), "applies to screenEdgePan recognizers only"); continue
                }
                let names: [JSONValue] = value.kind == .array ? Array(value.elements) : [value]
                var dirs: [GestureRecognizerSpec.Direction] = []
                for n in names {
                    guard let s = string(n, p()) else { continue }
                    let d = key == "edges" ? GestureRecognizerSpec.Direction(edgeName: s) : GestureRecognizerSpec.Direction(rawValue: s)
                    if let d { dirs.append(d) } else {
                        report(p(), key == "edges" ? "unknown edge \"\(s)\"; expected top, left, bottom or right"
                                                   : "unknown direction \"\(s)\"; expected right, left, up or down")
                    }
                }
                if key == "edges" { spec.edges = dirs } else if !dirs.isEmpty { spec.directions = dirs }
            case "cancelsTouchesInView": if let b = bool(value, p()) { spec.cancelsTouchesInView = b }
            case "delaysTouchesBegan": if let b = bool(value, p()) { spec.delaysTouchesBegan = b }
            case "delaysTouchesEnded": if let b = bool(value, p()) { spec.delaysTouchesEnded = b }
            case "enabled": if let b = bool(value, p()) { spec.enabled = b }
            case "shouldBegin": if let b = bool(value, p()) { spec.shouldBegin = b }
            case "shouldReceiveTouch": if let b = bool(value, p()) { spec.shouldReceiveTouch = b }
            case "minimumNumberOfTouches", "maximumNumberOfTouches":
                guard kind == .pan else { report(p(), "applies to pan recognizers only (UIPanGestureRecognizer)"); continue }
                if let n = integer(value, min: 1, p()) {
                    if key == "minimumNumberOfTouches" { spec.minimumNumberOfTouches = n } else { spec.maximumNumberOfTouches = n }
                }
            case "requireToFail", "simultaneousWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy":
                guard value.kind == .array else { report(p(), "expected an array of recognizer ids"); continue }
                var ids: [String] = []
                for (i, e) in value.elements.enumerated() { if let s = identifier(e, p() + "[\(i)]") { ids.append(s) } }
                switch key {
                case "requireToFail": spec.requireToFail = ids
                case "simultaneousWith": spec.simultaneousWith = ids
                case "shouldRequireFailureOf": spec.shouldRequireFailureOf = ids
                default: spec.shouldBeRequiredToFailBy = ids
                }
            default: break
            }
        }
        if let m = spec.maximumNumberOfTouches, m < spec.minimumNumberOfTouches {
            report(path() + ".maximumNumberOfTouches", "must not be less than minimumNumberOfTouches (found \(m) < \(spec.minimumNumberOfTouches))")
        }
        return (spec, explicitID)
    }
}
