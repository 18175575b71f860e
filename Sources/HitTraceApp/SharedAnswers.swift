import HTTPServer
import Synchronization

/// Large answers while they are being sent, by what they answer (a stored trace's id, a hierarchy's id), so that
/// a request for the same bytes meanwhile gets the same buffer instead of reading and holding its own copy: the
/// server sends an `AnswerBuffer` from where it is, and keeps it only while some connection still sends it.
/// Nothing is kept here: the references are weak, so an answer no connection sends any more is gone.
final class SharedAnswers: Sendable {
    private struct Entry: Sendable {
        weak var buffer: AnswerBuffer?
        /// The hierarchy the answer is (or is of): deleting it forgets the answer at once.
        var hierarchy: String
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// One gate per key being read now: requests for the same key read it one after the other, so that the
    /// second finds the first's buffer instead of reading its own copy (forty clients asking at once read once).
    private let gates = Mutex<[String: Gate]>([:])

    private final class Gate: Sendable {
        let lock = Mutex(())
        let users = Atomic<Int>(0)
    }

    /// Runs `body` with no other `serialized` call for `key` running: the reads of one answer take turns.
    func serialized<T, E: Error>(_ key: String, _ body: () throws(E) -> T) throws(E) -> T {
        let gate = gates.withLock { gates in
            let gate = gates[key] ?? Gate()
            gates[key] = gate
            gate.users.add(1, ordering: .relaxed)
            return gate
        }
        defer {
            gates.withLock { gates in
                if gate.users.subtract(1, ordering: .relaxed).newValue == 0 { gates[key] = nil }
            }
        }
        return try gate.lock.withLock { _ throws(E) in try body() }
    }

    /// The buffer some connection is sending for `key`, if any.
    func buffer(for key: String) -> AnswerBuffer? {
        entries.withLock { $0[key]?.buffer }
    }

    /// The buffer for `key` holding `bytes` (or the one already there): from now on, requests for `key` share it
    /// while it is being sent. Answers under `HTTPResponse`'s shared size are not worth the entry: nil.
    func share(_ bytes: [UInt8], for key: String, hierarchy: String) -> AnswerBuffer? {
        guard bytes.count >= Self.minimumBytes else { return nil }
        return entries.withLock { entries in
            if let existing = entries[key]?.buffer { return existing }
            // Entries whose answer is gone are dropped as new ones come, so the table stays as large as what is
            // being sent.
            if entries.count >= 64 { entries = entries.filter { $0.value.buffer != nil } }
            let buffer = AnswerBuffer(bytes)
            entries[key] = Entry(buffer: buffer, hierarchy: hierarchy)
            return buffer
        }
    }

    /// Forgets the answers of a deleted hierarchy (the hierarchy and its traces): they are not found any more,
    /// even while a connection still sends them.
    func forget(hierarchy: String) {
        entries.withLock { $0 = $0.filter { $0.value.hierarchy != hierarchy } }
    }

    /// Forgets answers that retention made invisible.
    func forget(_ keys: [String]) {
        entries.withLock { entries in for key in keys { entries[key] = nil } }
    }

    static let minimumBytes = 64 << 10
}
