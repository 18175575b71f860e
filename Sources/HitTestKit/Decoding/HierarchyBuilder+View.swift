import HitTraceJSON
extension HierarchyBuilder {
    /// Fills in one view's defaults, works out its geometry and flags, and checks what depends on its class.
    /// The strings and arrays the view keeps are moved out of the draft, not copied.
    mutating func add(_ d: inout ViewDraft, at index: Int32, isTop: Bool) {
        func p() -> String { path(of: index) }
        var reader = self.reader
        self.reader.issues = []
        defer {
            // Keep what the methods called from here reported into `self.reader` meanwhile (`classNumber`'s
            // "more than 65535 distinct class names"), which assigning the local copy back would drop.
            for issue in self.reader.issues { reader.report(issue.path, issue.message) }
            self.reader = reader
        }
        let cls = classEntry(d.className, base: d.base, isTop: isTop)
        var className: String { classTable.names[Int(cls.classIndex)] }
        let isControl = cls.isControl
        let isScrollView = cls.isScrollView
        let isWindow = cls.isWindow
        if let base = d.base, !UIKitClass.isKnown(base) {
            reader.report(p() + ".base", "\"\(base)\" is not a UIKit class the simulator knows; known: \(UIKitClass.knownNames.joined(separator: ", "))")
        }
        if d.enabled != nil && !isControl {
            reader.report(p() + ".enabled", "\"enabled\" applies to UIControl subclasses only; \(className) is not one (set \"base\" to its UIKit class)")
        }
        if (d.contentOffset != nil || d.contentSize != nil) && !isScrollView {
            reader.report(p() + (d.contentOffset != nil ? ".contentOffset" : ".contentSize"),
                          "applies to UIScrollView subclasses only; \(className) is not one (set \"base\")")
        }
        if (d.touchesShouldBegin != nil || d.touchesShouldCancel != nil || d.touchesShouldCancelGiven) && !isScrollView {
            reader.report(p() + (d.touchesShouldBegin != nil ? ".touchesShouldBegin" : ".touchesShouldCancel"),
                          "is an override of a UIScrollView method; \(className) is not a scroll view (set \"base\")")
        }
        /// Whether the view gives any of a class's own fields (name, given) and its class is that one; when it
        /// gives one to another class, the first is reported: `onlyFor` says which classes it applies to, `fix`
        /// how to set "base".
        func gives(_ fields: [(String, Bool)], applies: Bool, onlyFor: String, fix: String) -> Bool {
            guard let given = fields.first(where: \.1) else { return false }
            if !applies { reader.report(p() + "." + given.0, "applies to \(onlyFor) only; \(className) is not one (set \(fix))") }
            return applies
        }
        let behavior = classTable.names[Int(cls.behaviorIndex)]
        let isSlider = UIKitClass.isKind(behavior, of: "UISlider")
        let isStepper = UIKitClass.isKind(behavior, of: "UIStepper")
        /// `value` must lie in `minimumValue…maximumValue`, which must not be reversed (UISlider, UIStepper).
        func checkRange(_ value: Double, _ minimum: Double, _ maximum: Double) {
            if maximum < minimum {
                reader.report(p() + ".maximumValue", "must not be less than minimumValue (found \(JSONText.number(maximum)) < \(JSONText.number(minimum)))")
            } else if value < minimum || value > maximum {
                reader.report(p() + ".value", "must lie between minimumValue and maximumValue (found \(JSONText.number(value)), range \(JSONText.number(minimum))…\(JSONText.number(maximum)))")
            }
        }
        let rangeFields = [("value", d.value != nil), ("minimumValue", d.minimumValue != nil), ("maximumValue", d.maximumValue != nil)]
        var slider: SliderSpec?
        if !isStepper, gives(rangeFields + [("thumbRect", d.thumbRect != nil), ("continuous", d.continuous != nil)],
                             applies: isSlider, onlyFor: "UISlider or UIStepper", fix: "\"base\": \"UISlider\" or \"UIStepper\"") {
            var s = SliderSpec()
            s.minimumValue = d.minimumValue ?? 0
            s.maximumValue = d.maximumValue ?? 1
            s.value = d.value ?? s.minimumValue
            s.thumbRect = d.thumbRect
            s.continuous = d.continuous ?? true
            checkRange(s.value, s.minimumValue, s.maximumValue)
            slider = s
        }
        var stepper: StepperSpec?
        let stepperFields = [("stepValue", d.stepValue != nil), ("autorepeat", d.autorepeat != nil), ("wraps", d.wraps != nil)]
        if gives(isStepper ? rangeFields + stepperFields + [("continuous", d.continuous != nil)] : stepperFields,
                 applies: isStepper, onlyFor: "UIStepper", fix: "\"base\": \"UIStepper\"") {
            var s = StepperSpec()
            s.minimumValue = d.minimumValue ?? 0
            s.maximumValue = d.maximumValue ?? 100
            s.value = d.value ?? s.minimumValue
            s.stepValue = d.stepValue ?? 1
            s.autorepeat = d.autorepeat ?? true
            s.continuous = d.continuous ?? true
            s.wraps = d.wraps ?? false
            if s.maximumValue == s.minimumValue {
                // UIStepper raises NSInvalidArgumentException unless minimumValue < maximumValue.
                reader.report(p() + ".maximumValue", "must be greater than minimumValue (found both \(JSONText.number(s.minimumValue)))")
            }
            checkRange(s.value, s.minimumValue, s.maximumValue)
            stepper = s
        }
        if d.on != nil && !UIKitClass.isKind(behavior, of: "UISwitch") {
            reader.report(p() + ".on", "applies to UISwitch only; \(className) is not one (set \"base\": \"UISwitch\")")
        }
        var segmented: SegmentedControlSpec?
        if gives([("numberOfSegments", d.numberOfSegments != nil), ("selectedSegmentIndex", d.selectedSegmentIndex != nil),
                  ("momentary", d.momentary != nil)], applies: UIKitClass.isKind(behavior, of: "UISegmentedControl"),
                 onlyFor: "UISegmentedControl", fix: "\"base\": \"UISegmentedControl\"") {
            var s = SegmentedControlSpec()
            s.numberOfSegments = d.numberOfSegments ?? 0
            s.selectedSegmentIndex = d.selectedSegmentIndex ?? SegmentedControlSpec.noSegment
            s.momentary = d.momentary ?? false
            if s.selectedSegmentIndex >= s.numberOfSegments {
                reader.report(p() + ".selectedSegmentIndex", "must be -1 (noSegment) or less than numberOfSegments (found \(s.selectedSegmentIndex), \(s.numberOfSegments) segment\(s.numberOfSegments == 1 ? "" : "s"))")
            }
            segmented = s
        }
        var scroll: ScrollSpec?
        if gives([("contentInset", d.contentInset != nil), ("adjustedContentInset", d.adjustedContentInset != nil),
                  ("bounces", d.bounces != nil), ("pagingEnabled", d.pagingEnabled != nil),
                  ("zoomScale", d.zoomScale != nil), ("viewForZooming", d.viewForZooming != nil)],
                 applies: isScrollView, onlyFor: "UIScrollView subclasses", fix: "\"base\"") {
            var s = ScrollSpec()
            s.contentInset = d.contentInset ?? .zero
            s.adjustedContentInset = d.adjustedContentInset
            s.bounces = d.bounces ?? true
            s.pagingEnabled = d.pagingEnabled ?? false
            s.zoomScale = d.zoomScale ?? 1
            s.viewForZooming = d.viewForZooming
            if s.zoomScale != 1 && s.viewForZooming == nil {
                reader.report(p() + ".zoomScale", "zooms the view viewForZooming(in:) returns; name it with \"viewForZooming\" (a subview's id)")
            }
            if let z = s.viewForZooming { pendingZoom.append((index, z)) }
            scroll = s
        }
        if d.windowLevel != nil && !isTop {
            reader.report(p() + ".windowLevel", "applies to windows (top-level views) only")
        }

        // Geometry: frame, or center + bounds (rule 2.4).
        let anchor = d.anchorPoint ?? Point(x: 0.5, y: 0.5)
        var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        var center = Point.zero
        if let frame = d.frame {
            bounds = Rect(x: d.bounds?.x ?? 0, y: d.bounds?.y ?? 0, width: frame.width, height: frame.height)
            if let b = d.bounds, !Self.close(b.width, frame.width) || !Self.close(b.height, frame.height) {
                reader.report(p() + ".bounds", "bounds size \(JSONText.number(b.width))×\(JSONText.number(b.height)) differs from frame size \(JSONText.number(frame.width))×\(JSONText.number(frame.height)); frame is the untransformed frame, so they must match")
            }
            center = Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height)
            if let c = d.center {
                // Compared at the scale of the sum that made `center`: a frame far from the origin, or huge,
                // loses the low digits of its center (the normalized form of a 1e90-wide view still agrees).
                if !Self.close(c.x, center.x, scale: abs(frame.x) + abs(anchor.x * frame.width))
                    || !Self.close(c.y, center.y, scale: abs(frame.y) + abs(anchor.y * frame.height)) {
                    reader.report(p() + ".center", "center (\(JSONText.number(c.x)), \(JSONText.number(c.y))) disagrees with frame, which puts it at (\(JSONText.number(center.x)), \(JSONText.number(center.y))); give one or the other")
                } else {
                    // Both given and in agreement (the normalized form writes both): keep the center exactly as
                    // given. Recomputed from the frame it can move by an ulp, and a posted-back normalized
                    // hierarchy would no longer be the same hierarchy.
                    center = c
                }
            }
        } else if let c = d.center, let b = d.bounds {
            center = c
            bounds = b
        } else if !Self.reported(under: [p() + ".frame", p() + ".center", p() + ".bounds"], in: reader.issues) {
            // (A frame, center or bounds that was given but could not be read is reported already, at its path;
            // saying "frame is required" as well would send the reader looking for a field they did write.)
            reader.report(p() + ".frame", "is required (or give both \"center\" and \"bounds\")")
        }
        if let offset = d.contentOffset {
            if let b = d.bounds, !Self.close(b.x, offset.x) || !Self.close(b.y, offset.y) {
                reader.report(p() + ".contentOffset", "disagrees with bounds.origin; they are the same thing (rule 5.1)")
            }
            bounds.x = offset.x
            bounds.y = offset.y
        }
        let transform = d.transform ?? .identity
        let k = Point(x: bounds.x + anchor.x * bounds.width, y: bounds.y + anchor.y * bounds.height)
        let toLocal: AffineTransform
        if let inverse = transform.inverted {
            toLocal = AffineTransform.translation(-center.x, -center.y).concatenating(inverse).concatenating(.translation(k.x, k.y))
        } else {
            // A transform that flattens the view (scale 0): no point maps into it, so nothing can hit it.
            toLocal = AffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        }

        // Flags.
        let alpha = d.alpha ?? 1
        var flags: ViewFlags = []
        if d.hidden == true { flags.insert(.hidden) }
        if d.userInteractionEnabled ?? cls.interactiveByDefault { flags.insert(.userInteractionEnabled) }
        // UIKit keeps alpha in CALayer.opacity, a Float: 0.01 reads back as 0.00999999977 and is skipped (1.3).
        if Double(Float(alpha)) >= 0.01 { flags.insert(.alphaHittable) }
        if isControl { flags.insert(.isControl) }
        if isControl && (d.enabled ?? true) { flags.insert(.enabled) }
        if d.clipsToBounds == true { flags.insert(.clipsToBounds) }
        if isWindow { flags.insert(.isWindow) }
        if isScrollView { flags.insert(.isScrollView) }

        var mode = HitNode.PointInsideMode.bounds
        var area = bounds
        switch d.pointInside ?? .default {
        case .default: break
        case .never: mode = .never
        case .always: mode = .always
        case let .insets(top, left, bottom, right):
            // UIEdgeInsetsInsetRect's arithmetic, then the standardizing CGRectContainsPoint does (7.7).
            area = bounds.inset(top: top, left: left, bottom: bottom, right: right).standardized
            mode = .grown
        case let .insetBy(dx, dy):
            // A null rectangle (negative size) contains nothing (7.7).
            area = bounds.insetBy(dx: dx, dy: dy) ?? Rect(x: bounds.x, y: bounds.y, width: 0, height: 0)
            mode = .grown
        case let .minimumSize(width, height):
            let dx = max(0, width - bounds.width) / 2, dy = max(0, height - bounds.height) / 2
            area = bounds.grown(top: dy, left: dx, bottom: dy, right: dx)
            mode = .grown
        }
        nodes[Int(index)].toLocal = toLocal
        nodes[Int(index)].bounds = bounds
        nodes[Int(index)].flags = flags
        nodes[Int(index)].pointInsideMode = mode
        if let h = d.hitTest {
            if case let .plain(o) = h { nodes[Int(index)].hitTestOverride = o } else { pendingHitTest.append((index, h)) }
        }

        // Extras, only when something differs from the defaults.
        let needsExtras = d.base != nil || !transform.isIdentity || d.anchorPoint != nil || alpha != 1
            || d.backgroundColor != nil || d.text != nil || d.tag != nil || d.windowLevel != nil
            || d.viewController != nil || d.pointInside != nil || d.contentSize != nil || d.scrollEnabled != nil
            || d.delaysContentTouches != nil || d.canCancelContentTouches != nil || !d.attributes.isEmpty
            || d.touchesShouldBegin != nil || d.touchesShouldCancel != nil || d.handlesTouches != nil
            || d.multipleTouchEnabled != nil || d.exclusiveTouch != nil || slider != nil || scroll != nil
            || d.gestureRecognizerShouldBegin != nil || d.on != nil || stepper != nil || segmented != nil
            || !d.gestureRecognizers.isEmpty || !d.assumed.isEmpty
        var extrasIndex: Int32 = -1
        if needsExtras {
            var ext = ViewExtras()
            ext.base = d.base.take()
            ext.transform = transform
            ext.anchorPoint = anchor
            ext.alpha = alpha
            ext.backgroundColor = d.backgroundColor.take()
            ext.text = d.text.take()
            ext.tag = d.tag
            ext.windowLevel = d.windowLevel ?? 0
            ext.viewController = d.viewController.take()
            ext.pointInside = d.pointInside ?? .default
            if mode == .grown { ext.hitArea = area }
            ext.contentSize = d.contentSize
            ext.scrollEnabled = d.scrollEnabled ?? true
            ext.delaysContentTouches = d.delaysContentTouches ?? true
            ext.canCancelContentTouches = d.canCancelContentTouches ?? true
            ext.touchesShouldBegin = d.touchesShouldBegin ?? true
            ext.touchesShouldCancel = d.touchesShouldCancel
            ext.handlesTouches = d.handlesTouches ?? false
            ext.multipleTouchEnabled = d.multipleTouchEnabled ?? false
            ext.exclusiveTouch = d.exclusiveTouch ?? false
            ext.slider = slider
            ext.stepper = stepper
            ext.segmented = segmented
            ext.on = d.on ?? false
            ext.scroll = scroll
            ext.gestureRecognizerShouldBegin = d.gestureRecognizerShouldBegin
            swap(&ext.attributes, &d.attributes)
            swap(&ext.assumed, &d.assumed)
            extrasIndex = Int32(extras.count)
            extras.append(ext)
        }
        for g in d.gestureRecognizers { recognizers.append((index, g)) }

        var id = ""
        if let given = d.id.take() {
            // One hash operation: insert, and put the first owner back if the id was taken.
            if let other = indexByID.updateValue(index, forKey: given) {
                indexByID[given] = other
                let there = path(of: other)
                reader.report(p() + ".id", "duplicate id \"\(given)\": also used at \(there)")
            }
            id = given
        } else {
            needsGeneratedID.append(index)
        }
        views.append(ViewRecord(id: id, center: center, extrasIndex: extrasIndex,
                                classIndex: cls.classIndex, behaviorIndex: cls.behaviorIndex))
    }

    /// What the view's class brings: its class as given (else UIWindow for a top-level view, UIView below),
    /// with its `base`. Without a base (nearly always), found from the name's bytes in `classTable`.
    mutating func classEntry(_ name: ViewDraft.ClassName?, base: String?, isTop: Bool) -> ClassEntry {
        if let base {
            let given: String
            switch name {
            case let .node(n)?: given = tape.string(n)
            case let .string(s)?: given = s
            case nil: given = isTop ? "UIWindow" : "UIView"
            }
            return makeClassEntry(given, base: base)
        }
        switch name {
        case let .node(n)?: return classEntry(plainName: tape.stringBytes(n))
        case let .string(s)?:
            var s = s
            return s.withUTF8 { classEntry(plainName: $0) }
        case nil:
            let name: StaticString = isTop ? "UIWindow" : "UIView"
            return name.withUTF8Buffer { classEntry(plainName: $0) }
        }
    }

    private mutating func classEntry(plainName name: UnsafeBufferPointer<UInt8>) -> ClassEntry {
        guard let number = classTable.number(name) else {
            return makeClassEntry(String(decoding: name, as: UTF8.self), base: nil)  // the table is full
        }
        if let known = classTable.plainEntry(number) { return known }
        let traits = KnownClasses.find(name)?.traits ?? UIKitClass.Traits(className: classTable.names[Int(number)], base: nil)
        let entry = makeClassEntry(classIndex: number, traits: traits)
        classTable.setPlainEntry(entry)
        return entry
    }

    private mutating func makeClassEntry(_ name: String, base: String?) -> ClassEntry {
        makeClassEntry(classIndex: classNumber(name), traits: UIKitClass.Traits(className: name, base: base))
    }

    private mutating func makeClassEntry(classIndex: UInt16, traits: UIKitClass.Traits) -> ClassEntry {
        ClassEntry(classIndex: classIndex, behaviorIndex: classNumber(traits.behavior),
                   isControl: traits.isControl, isScrollView: traits.isScrollView, isWindow: traits.isWindow,
                   interactiveByDefault: traits.interactiveByDefault)
    }

    /// The class name's index in the hierarchy's table of names.
    mutating func classNumber(_ name: String) -> UInt16 {
        var name = name
        if let number = name.withUTF8({ classTable.number($0) }) { return number }
        reader.report("$", "more than \(UInt16.max) distinct class names")
        return 0
    }

    /// True when an issue was reported at one of these paths or inside one (`.frame`, `.frame[2]`, `.frame.x`).
    static func reported(under paths: [String], in issues: [ValidationIssue]) -> Bool {
        issues.contains { issue in
            paths.contains { p in
                guard issue.path.hasPrefix(p) else { return false }
                let next = issue.path.utf8.dropFirst(p.utf8.count).first
                return next == nil || next == UInt8(ascii: "[") || next == UInt8(ascii: ".")
            }
        }
    }

    static func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b), scale) }
}
