extension Hierarchy {
    /// Bytes the hierarchy holds: its arrays' capacity, ids and names too long to live inside a String, and
    /// the id index. An estimate of the heap it keeps alive, for the benchmark's bytes-per-view figure.
    public var modelBytes: Int {
        var total = nodes.capacity * MemoryLayout<HitNode>.stride
        total += views.records.capacity * MemoryLayout<ViewRecord>.stride
        total += views.classNames.reduce(0) { $0 + 16 + ($1.utf8.count > 15 ? 32 + $1.utf8.count : 0) }
        total += extras.capacity * MemoryLayout<ViewExtras>.stride
        total += windows.capacity * MemoryLayout<Int32>.stride
        for r in views.records where r.id.utf8.count > 15 { total += 32 + r.id.utf8.count }
        // A Swift dictionary keeps keys and values in arrays at most 3/4 full, plus one bit of metadata a slot.
        let slots = max(1, Int((Double(indexByID.count) / 0.75).rounded(.up)))
        total += slots * (MemoryLayout<String>.stride + MemoryLayout<Int32>.stride) + slots / 8
        return total
    }
}
