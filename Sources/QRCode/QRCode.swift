import CQREncode

/// A QR code of a short text (the page's share link), made by libqrencode and drawn as SVG.
/// Knows nothing of HTTP.
public struct QRCode: Sendable {
    /// The longest text encoded, in UTF-8 bytes: a share link is about 150; far longer would make modules too
    /// small to scan from the back of a room even where the format still holds it (version 40-M: 2,331 bytes).
    public static let maxBytes = 1_024
    /// Light modules around the code, as the standard asks (ISO/IEC 18004: four).
    public static let quietZone = 4

    /// Modules per side, without the quiet zone.
    public let size: Int
    /// Row-major, `size × size`: true where a module is dark.
    public let dark: [Bool]

    /// Nil when the text is empty, longer than `maxBytes`, or libqrencode fails (out of memory).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maxBytes else { return nil }
        // Medium error correction (15 %): what phones scan reliably off a projected image.
        guard let code = bytes.withUnsafeBufferPointer({ QRcode_encodeData(Int32($0.count), $0.baseAddress, 0, QR_ECLEVEL_M) }) else {
            return nil
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        // libqrencode: bit 0 of each byte is the module's colour (1 = dark); the other bits say what it is part of.
        dark = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
    }

    public func isDark(x: Int, y: Int) -> Bool { dark[y * size + x] }

    /// The code as an SVG document: one unit per module, the quiet zone included, one path for the dark modules
    /// (runs of dark modules in a row drawn as one rectangle).
    public func svg() -> String {
        let side = size + 2 * Self.quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else { x += 1; continue }
                var run = 1
                while x + run < size && isDark(x: x + run, y: y) { run += 1 }
                path += "M\(x + Self.quietZone) \(y + Self.quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path d="\(path)" fill="#000"/></svg>

            """
    }
}
