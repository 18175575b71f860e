/// Trace ids known to be committed, so re-posting the same touch (same content-addressed id) is answered
/// from memory with no SQL at all.
///
/// Bounded, approximately least-recently-used: two generations of sets. Lookups check both and promote a hit
/// from the old generation to the current one; when the current generation fills, it becomes the old one and
/// the previous old generation is dropped. Every operation is O(1) and at most `capacity` ids are held.
///
/// The set may forget an id (that only costs one `INSERT ... ON CONFLICT DO NOTHING`), but it must never hold
/// an id that is not stored: the store adds ids only after their commit and removes them, under the writer
/// lock, when retention evicts them or their hierarchy is deleted.
struct DurableTraceIDs: Sendable {
    /// A trace id with the hierarchy it was stored under: a repeat under another hierarchy is not a repeat.
    struct Member: Hashable, Sendable {
        let hierarchyID: String
        let id: String
    }

    private var current: Set<Member> = []
    private var previous: Set<Member> = []
    private let generationSize: Int

    init(capacity: Int) {
        generationSize = max(1, capacity / 2)
    }

    /// Whether `id` is held; a hit in the old generation moves it to the current one (hence `mutating`).
    mutating func lookUp(_ id: Member) -> Bool {
        if current.contains(id) { return true }
        guard previous.remove(id) != nil else { return false }
        insert(id)
        return true
    }

    mutating func insert(_ id: Member) {
        if current.count >= generationSize {
            previous = current
            current = []
            current.reserveCapacity(generationSize)
        }
        current.insert(id)
    }

    mutating func remove(_ id: Member) {
        current.remove(id)
        previous.remove(id)
    }

    mutating func removeAll() {
        current = []
        previous = []
    }
}
