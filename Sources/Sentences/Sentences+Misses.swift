import HitTestKit
import HitTraceJSON

/// Why a view under the finger did not get the touch: precise enough to fix the bug from, naming the rule.
extension SentenceTable {
    /// "`X`", or "its superview `A`" / "its ancestor `A`".
    func subject(_ r: Relation, _ name: String) -> String {
        switch r {
        case .itself: name
        case .superview: catalog.say(.subjectSuperview, ["name": name])
        case .ancestor: catalog.say(.subjectAncestor, ["name": name])
        }
    }

    package func miss(_ m: Miss, in h: Hierarchy) -> String {
        let view = m.view
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        /// The name with its class when the name does not say it (`` `redView` (UIView) ``).
        func named(_ v: ViewIndex) -> String {
            h.displayNameSaysClass(v.index) ? name(v) : catalog.say(.namedWithClass, ["name": name(v), "class": h.views[v.index].className])
        }
        func subject(_ by: ViewIndex) -> (text: String, isSelf: Bool) {
            let relation = Relation(of: by, to: view, in: h)
            return (self.subject(relation, named(by)), relation == .itself)
        }
        func subtree(_ isSelf: Bool) -> String { isSelf ? "" : catalog.say(.missSubtree) }

        let main: String
        switch m.cause {
        case let .windowHidden(w):
            main = catalog.say(.missWindowHidden, ["window": named(w)])
        case let .hidden(by):
            let s = subject(by)
            main = catalog.say(.missHidden, ["subject": s.text, "subtree": subtree(s.isSelf)])
        case let .interactionOff(by, classDefault, control):
            let s = subject(by)
            let why = classDefault
                ? catalog.say(.interactionOffByDefault, ["behavior": "\(h.views[by.index].behavior)"])
                : catalog.say(.interactionOffSet)
            // A control's own part (a button's `UIButtonLabel`) is off so that the control gets the touch: turning
            // it on would take the touch from the control (3.11), so that is never the advice.
            let fix = control.map { catalog.say(.interactionOffControlPart, ["control": name($0)]) }
                ?? (classDefault ? catalog.say(.interactionOffTurnOn) : "")
            let rest = s.isSelf ? "" : catalog.say(.interactionOffSubviews)
            main = catalog.say(.missInteractionOff, ["subject": s.text, "why": why, "rest": rest, "fix": fix])
        case let .alphaBelowThreshold(by, alpha):
            let s = subject(by)
            let detail = alpha >= 0.01
                ? catalog.say(.alphaAsFloat, ["alpha": JSONText.number(alpha), "float": "\(Double(Float(alpha)))"])
                : catalog.say(.alphaBelow, ["alpha": JSONText.number(alpha)])
            main = catalog.say(.missAlpha, ["subject": s.text, "detail": detail, "subtree": subtree(s.isSelf)])
        case let .disabledControl(by):
            let s = subject(by)
            main = catalog.say(.missDisabledControl, ["subject": s.text, "behavior": "\(h.views[by.index].behavior)", "subtree": subtree(s.isSelf)])
        case let .outsideWindow(w):
            main = catalog.say(.missOutsideWindow, ["window": named(w)])
        case let .outsideAncestor(a):
            main = catalog.say(.missOutsideAncestor, ["subject": subject(a).text, "view": name(view), "ancestor": name(a)])
        case let .pointInsideOverride(o):
            let message: Message = switch o {
            case .never: .pointInsideNever
            case .insets: .pointInsideInsets
            case .insetBy: .pointInsideInsetBy
            case .minimumSize: .pointInsideMinimumSize
            case .default, .always: .pointInsideHere
            }
            let how = catalog.say(message)
            main = catalog.say(.missPointInside, ["view": named(view), "how": how])
        case let .covered(s, pathView, took, zOrderAssumed):
            let taken = took == s ? "" : catalog.say(zOrderAssumed ? .coveredAssumedTaken : .coveredTaken, ["took": name(took)])
            if zOrderAssumed {
                main = catalog.say(.missCoveredAssumed, ["sibling": named(s), "path": name(pathView), "siblingName": name(s), "taken": taken])
            } else {
                let front = pathView == view
                    ? catalog.say(.coveredInFrontOfView, ["siblingName": name(s)])
                    : catalog.say(.coveredInFrontOfAncestor, ["siblingName": name(s), "path": name(pathView)])
                main = catalog.say(.missCovered, ["sibling": named(s), "front": front, "siblingName": name(s), "taken": taken, "path": name(pathView)])
            }
        case let .coveredByWindow(w, level, own):
            guard let w else { main = catalog.say(.missWindowNotAsked, ["window": named(own)]); break }
            main = catalog.say(.missCoveredByWindow, ["window": named(w), "level": JSONText.number(level), "own": name(own)])
        case let .hitTestOverride(by, o):
            let v = by ?? view
            let who = v == view ? catalog.say(.overrideOwnerItself) : catalog.say(.overrideOwner, ["name": name(v)])
            main = switch o {
            case .none: catalog.say(.missOverrideNone, ["who": who, "view": name(v)])
            case .selfOnly: catalog.say(.missOverrideSelfOnly, ["who": who, "view": name(v)])
            case let .forwardTo(t): catalog.say(.missOverrideForwardTo, ["who": who, "target": name(t)])
            case let .forwardSelfTo(t): catalog.say(.missOverrideForwardSelfTo, ["who": who, "target": name(t), "view": name(v)])
            case .passThrough: catalog.say(.missOverridePassThrough, ["who": who, "view": name(v)])
            case .subviewsOutsideBounds, .default: catalog.say(.missOverrideElsewhere)
            }
        }
        return tidy(main) + (m.assumption.map { catalog.say(.missAssumption, ["assumption": assumed($0, in: h)]) } ?? "")
    }

    /// That an explanation rests on a field the view's source did not carry.
    package func assumed(_ a: Miss.Assumption, in h: Hierarchy) -> String {
        let what: String = switch a.field {
        case "userInteractionEnabled": catalog.say(.assumedUserInteractionEnabled)
        case "enabled": catalog.say(.assumedEnabled)
        case "hidden": catalog.say(.assumedHidden)
        case "alpha": catalog.say(.assumedAlpha)
        case "clipsToBounds": catalog.say(.assumedClipsToBounds)
        case "gestureRecognizers": catalog.say(.assumedGestureRecognizers)
        case "contentOffset": catalog.say(.assumedContentOffset)
        case "subviews": catalog.say(.assumedSubviews)
        case "hitTest": catalog.say(.assumedHitTest)
        default: catalog.say(.assumedField, ["field": Quoting.code(a.field)])
        }
        return catalog.say(.assumed, ["what": what, "view": Quoting.named(a.view, in: h)])
    }
}
