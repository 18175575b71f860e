import HitTestKit
import Sentences
import HitTraceJSON
/// Where each view's id was first written, escaped, in one trace's output. A trace names a handful of views
/// dozens of times (three steps each, the hit-test order, the chain, the misses, the delivery): copying the
/// bytes written the first time costs less than reading the id's String and scanning it for characters to
/// escape again. Nothing is kept per hierarchy: the table lives for one rendering and holds only the views
/// that rendering names.
///
/// A small open-addressing table; once half full it stops adding, and further ids are escaped as usual.
struct WrittenIDs {
    private struct Slot {
        var view: Int32 = -1
        var start: Int32 = 0
        var end: Int32 = 0
    }

    private var slots: [Slot]
    private var used = 0

    /// - Parameter views: about how many different views the rendering names.
    init(views: Int) {
        var capacity = 16
        while capacity < 2 * views && capacity < 1024 { capacity *= 2 }
        slots = Array(repeating: Slot(), count: capacity)
    }

    /// Writes the view's id, escaped, without quotes; returns where it went.
    mutating func write(_ v: Int32, _ h: Hierarchy, into out: inout OutputBytes) -> Range<Int> {
        let mask = slots.count - 1
        // Fibonacci hashing: view numbers close together land far apart.
        var i = Int(truncatingIfNeeded: (UInt32(bitPattern: v) &* 0x9E37_79B9) >> 16) & mask
        while slots[i].view >= 0 {
            if slots[i].view == v {
                let written = Int(slots[i].start)..<Int(slots[i].end)
                let start = out.count
                out.appendCopy(of: written)
                return start..<out.count
            }
            i = (i + 1) & mask
        }
        let start = out.count
        out.appendEscaped(h.id(Int(v)))
        // Offsets are kept in 32 bits: past 2 GB of output the table simply stops helping.
        if used * 2 < slots.count, out.count <= Int(Int32.max) {
            slots[i] = Slot(view: v, start: Int32(start), end: Int32(out.count))
            used += 1
        }
        return start..<out.count
    }

    /// The view's id as a JSON string, or null for -1.
    mutating func writeRef(_ v: Int32, _ h: Hierarchy, into out: inout OutputBytes) {
        guard v >= 0 else { out.append("null"); return }
        out.appendByte(0x22)
        _ = write(v, h, into: &out)
        out.appendByte(0x22)
    }

    /// The view's id as a JSON string.
    mutating func writeQuoted(_ v: Int32, _ h: Hierarchy, into out: inout OutputBytes) {
        out.appendByte(0x22)
        _ = write(v, h, into: &out)
        out.appendByte(0x22)
    }

    mutating func writeRef(_ v: ViewIndex?, _ h: Hierarchy, into out: inout OutputBytes) { writeRef(v.raw, h, into: &out) }
    mutating func writeQuoted(_ v: ViewIndex, _ h: Hierarchy, into out: inout OutputBytes) { writeQuoted(v.raw, h, into: &out) }
}
