extension UnsafeMutablePointer {
    /// The first `count` elements moved into a new allocation of `capacity`, and this one freed: how the parser's
    /// node buffer and the output buffer grow.
    package func movedToAllocation(capacity: Int, count: Int) -> UnsafeMutablePointer {
        let larger = UnsafeMutablePointer.allocate(capacity: capacity)
        larger.moveInitialize(from: self, count: count)
        deallocate()
        return larger
    }
}
