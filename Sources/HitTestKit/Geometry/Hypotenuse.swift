/// The length of (dx, dy): √(dx² + dy²) as the plain formula computes it, so thresholds compare exactly as they
/// always have, and scaled when the squares overflow (a touch at 1e160 is still a finite distance away, and
/// an answer must not write it as null).
func hypotenuse(_ dx: Double, _ dy: Double) -> Double {
    let squares = dx * dx + dy * dy
    if squares.isFinite { return squares.squareRoot() }
    let m = max(abs(dx), abs(dy))
    guard m.isFinite, m > 0 else { return m }
    let a = dx / m, b = dy / m
    return m * (a * a + b * b).squareRoot()
}
