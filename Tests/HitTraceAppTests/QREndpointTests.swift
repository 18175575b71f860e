@testable import HitTraceApp
import QRCode
import Testing
import TestSupport

/// GET /api/qr: a share link as a QR code (SVG), refused with a JSON 400 when the text is missing or too long.
@Suite struct QREndpointTests {
    @Test func aLinkIsAnSVGQRCodeWithItsQuietZone() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let response = try live.get("/api/qr?text=http%3A%2F%2F127.0.0.1%3A8080%2F%3Fpreset%3Dseed-demo%26step%3D8")
        #expect(response.status == 200)
        #expect(response.mediaType == "image/svg+xml")
        #expect(response.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "))
        let code = try #require(QRCode("http://127.0.0.1:8080/?preset=seed-demo&step=8"))
        // Versions grow by 4 modules from 21; the quiet zone is 4 on each side.
        #expect((code.size - 21) % 4 == 0)
        #expect(response.text.contains("viewBox=\"0 0 \(code.size + 8) \(code.size + 8)\""))
        // The three finder patterns: dark 7×7 corners.
        #expect(code.isDark(x: 0, y: 0) && code.isDark(x: code.size - 1, y: 0) && code.isDark(x: 0, y: code.size - 1))
    }

    @Test func missingOrLongTextIsA400AtQueryText() throws {
        let live = try LiveApp()
        defer { live.finish() }
        for target in ["/api/qr", "/api/qr?text=", "/api/qr?text=" + String(repeating: "a", count: QRCode.maxBytes + 1)] {
            let response = try live.get(target)
            #expect(response.status == 400, "\(target)")
            #expect(try response.json()["error"]?["path"]?.string == "query.text")
        }
        #expect(try live.get("/api/qr?text=" + String(repeating: "a", count: QRCode.maxBytes)).status == 200)
        #expect(QRCode("") == nil)
    }
}
