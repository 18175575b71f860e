extension HierarchyBuilder {
    /// Generates the missing ids, settles recognizer ids, resolves every reference by id, and hands over the
    /// hierarchy — or every problem found.
    mutating func finish() throws(HierarchyError) -> Hierarchy {
        // Generated ids come from the class: "UIButton-1", skipping any id the document uses.
        var counters: [String: Int] = [:]
        for index in needsGeneratedID {
            let base = classTable.names[Int(views[Int(index)].classIndex)]
            var n = counters[base, default: 0]
            var candidate: String
            repeat { n += 1; candidate = "\(base)-\(n)" } while indexByID[candidate] != nil
            counters[base] = n
            views[Int(index)].id = candidate
            indexByID[candidate] = index
        }

        for (view, draft) in pendingHitTest {
            let (target, isSelf) = switch draft {
            case let .forwardTo(t): (t, false)
            case let .forwardSelfTo(t): (t, true)
            case .plain: ("", false)
            }
            guard let t = indexByID[target] else {
                let here = path(of: view) + ".hitTest." + (isSelf ? "forwardSelfTo" : "forwardTo")
                reader.report(here, "no view has the id \"\(target)\"")
                continue
            }
            let forwarded = ViewIndex(raw: t)
            nodes[Int(view)].hitTestOverride = isSelf ? .forwardSelfTo(forwarded) : .forwardTo(forwarded)
        }

        applyZoom()

        // Recognizer ids are unique across the hierarchy; generated ones are "<view id>.<type>" (".<type>2"…).
        var recognizerOwner: [String: (view: Int32, index: Int)] = [:]
        // A scroll view's own recognizers are "<id>.pan" and "<id>.delay" (rules 5.3, 5.8): others may
        // name them in requireToFail / simultaneousWith, and no recognizer of the app may take those ids.
        var builtIn = Set<String>()
        if !recognizers.isEmpty {
            for (i, node) in nodes.enumerated() where node.flags.contains(.isScrollView) {
                let ids = GestureRecognizerSpec.scrollViewRecognizerIDs(views[i].id)
                builtIn.insert(ids.pan)
                builtIn.insert(ids.delay)
            }
        }
        for (view, g) in recognizers where g.explicitID {
            if builtIn.contains(g.spec.id) {
                let here = path(of: view) + ".gestureRecognizers[\(g.index)].id"
                reader.report(here,
                              "\"\(g.spec.id)\" is the id of a scroll view's built-in recognizer; choose another")
            }
            if let other = recognizerOwner[g.spec.id] {
                let here = path(of: view) + ".gestureRecognizers[\(g.index)].id"
                let there = path(of: other.view) + ".gestureRecognizers[\(other.index)]"
                reader.report(here, "duplicate recognizer id \"\(g.spec.id)\": also used at \(there)")
            }
            recognizerOwner[g.spec.id] = (view, g.index)
        }
        var settled: [(view: Int32, draft: GestureRecognizerDraft)] = []
        for (view, var g) in recognizers {
            if !g.explicitID {
                let stem = views[Int(view)].id + "." + g.spec.kind.rawValue
                var candidate = stem, n = 1
                while recognizerOwner[candidate] != nil || builtIn.contains(candidate) { n += 1; candidate = stem + String(n) }
                g.spec.id = candidate
                recognizerOwner[candidate] = (view, g.index)
            }
            settled.append((view, g))
        }
        // Failure requirements from the delegates' answers (4.23): B's shouldBeRequiredToFailBy naming A makes
        // A wait for B, as A's own requireToFail / shouldRequireFailureOf do.
        var waitsFor: [String: [String]] = [:]
        for (_, g) in settled {
            for a in g.spec.shouldBeRequiredToFailBy { waitsFor[a, default: []].append(g.spec.id) }
        }
        for (view, var g) in settled {
            for (field, ids) in [("requireToFail", g.spec.requireToFail), ("simultaneousWith", g.spec.simultaneousWith),
                                 ("shouldRequireFailureOf", g.spec.shouldRequireFailureOf),
                                 ("shouldBeRequiredToFailBy", g.spec.shouldBeRequiredToFailBy)] {
                for (i, id) in ids.enumerated() where recognizerOwner[id] == nil && !builtIn.contains(id) {
                    let here = path(of: view) + ".gestureRecognizers[\(g.index)].\(field)[\(i)]"
                    reader.report(here, "no gesture recognizer has the id \"\(id)\"")
                }
                if field == "shouldBeRequiredToFailBy" {
                    for (i, id) in ids.enumerated() where builtIn.contains(id) {
                        let here = path(of: view) + ".gestureRecognizers[\(g.index)].\(field)[\(i)]"
                        reader.report(here, "\"\(id)\" is a scroll view's own recognizer, whose failure requirements the simulator does not change; name it in this recognizer's requireToFail instead, or the other way round")
                    }
                }
            }
            var deps = g.spec.requireToFail
            for d in g.spec.shouldRequireFailureOf + (waitsFor[g.spec.id] ?? []) where !deps.contains(d) { deps.append(d) }
            g.spec.failureRequirements = deps
            extras[Int(views[Int(view)].extrasIndex)].gestureRecognizers.append(g.spec)
        }

        if !reader.issues.isEmpty {
            throw HierarchyError(code: .invalidHierarchy, issues: named(reader.issues))
        }
        // Exact-size copies: the arrays grew by doubling, and a stored hierarchy should not keep the slack.
        return Hierarchy(name: name, windowScene: windowScene, nodes: Self.exact(nodes), records: Self.exact(views),
                         classNames: classTable.names, extras: Self.exact(extras),
                         windows: windows, indexByID: indexByID)
    }

    static func exact<T>(_ a: [T]) -> [T] {
        a.count == a.capacity ? a : a.withUnsafeBufferPointer { Array($0) }
    }
}
