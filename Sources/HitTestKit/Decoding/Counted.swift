/// A count in agreement with its noun ("1 level", "3 views"), for the input's validation messages; the
/// sentence tables say their counts with the same rule (`English.count`).
package func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
}
