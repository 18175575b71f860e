import Foundation
import HitTestKit
import Answers

/// The hierarchy file as SARIF names it: relative to the working directory, or to `--sarif-base DIR`, with
/// that folder as `originalUriBaseIds.SRCROOT` (GitHub's code scanning wants paths relative to the checkout);
/// a file outside the base is an absolute `file:` URI, stdin is `stdin`.
enum SARIFLocation {
    static func artifact(_ path: String, base: String?) throws(UsageError) -> SARIFReport.Artifact {
        guard path != "-" else { return SARIFReport.Artifact(uri: "stdin", baseURI: nil) }
        let cwd = FileManager.default.currentDirectoryPath
        let root = absolute(base ?? ".", in: cwd)
        if base != nil {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--sarif-base \(base!): no such folder")
            }
        }
        let file = absolute(path, in: cwd)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard file.hasPrefix(prefix) else { return SARIFReport.Artifact(uri: "file://" + encoded(file), baseURI: nil) }
        return SARIFReport.Artifact(uri: encoded(String(file.dropFirst(prefix.count))), baseURI: "file://" + encoded(prefix))
    }

    /// `path` made absolute against `cwd`, with `.` and `..` resolved (symbolic links are left as written, so
    /// that the URI is the path the job named).
    static func absolute(_ path: String, in cwd: String) -> String {
        let joined = path.hasPrefix("/") ? path : cwd + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A path as a URI reference: every byte but unreserved characters and `/` percent-encoded (RFC 3986).
    static func encoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
