import HitTestKit

/// A trace's own sentences: the windows set aside, a cut delivery, and a tap's coordinates that look wrong.
extension SentenceTable {
    package func setAside(_ s: Hierarchy.SetAsideWindow, in h: Hierarchy) -> String {
        let window = Quoting.named(s.window, in: h), cls = h.views[s.window.index].className
        switch s.reason {
        case .systemScene:
            return catalog.say(.setAsideSystemScene, ["window": window, "class": cls])
        case .outsideInputView:
            let input = s.inputView.map { Quoting.named($0, in: h) } ?? ""
            return catalog.say(.setAsideOutsideInputView, ["window": window, "class": cls, "input": input])
        }
    }

    package func truncation(_ d: TouchDelivery) -> String {
        var parts: [String] = []
        if d.omittedEntries > 0 {
            let limit = d.limits.timelineEntries
            let entries = catalog.say(limit == 1 ? .timelineEntriesOne : .timelineEntriesOther, ["count": "\(limit)"])
            parts.append(catalog.say(d.omittedEntries == 1 ? .truncationOmittedOne : .truncationOmittedOther,
                                     ["entries": entries, "omitted": "\(d.omittedEntries)"]))
        }
        if d.stoppedEarly { parts.append(catalog.say(.truncationStopped, ["work": "\(d.limits.work)"])) }
        return parts.joined(separator: catalog.say(.clauseSeparator))
    }

    package func coordinates(_ c: CoordinateCheck, in h: Hierarchy) -> String? {
        guard let problem = c.problem else { return nil }
        let at = Quoting.given(c.point)
        var s = problem == .outsideScreen
            ? catalog.say(.coordinatesOutsideScreen, ["at": at, "size": Quoting.givenSize(c.screen)])
            : catalog.say(.coordinatesNothingUseful, ["at": at])
        let useful = c.readings.filter { $0.receiver != nil }
        if !useful.isEmpty {
            let readings = useful.map { reading($0, in: h) }.joined(separator: catalog.say(.readingSeparator))
            s += catalog.say(.coordinatesDidYouMean, ["readings": readings])
        }
        return s
    }

    package func reading(_ r: CoordinateCheck.Reading, in h: Hierarchy) -> String {
        // Hundredths of a point: a reading to tap, not a measurement.
        let message: Message = switch r.kind {
        case .pixelsAt2x: .readingPixelsAt2x
        case .pixelsAt3x: .readingPixelsAt3x
        case .rotatedClockwise: .readingRotatedClockwise
        case .rotatedCounterclockwise: .readingRotatedCounterclockwise
        }
        let how = catalog.say(message)
        let receiver = r.receiver.map { Quoting.named($0, in: h) } ?? catalog.say(.readingNothingUseful)
        return catalog.say(.reading, ["point": Quoting.point(r.point), "how": how, "receiver": receiver])
    }
}
