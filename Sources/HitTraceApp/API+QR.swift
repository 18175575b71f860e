import HTTPServer
import QRCode

/// GET /api/qr?text=…: a QR code of a short text as SVG, for the page's projector stage (a link the class
/// scans to open the lesson where it is).
extension API {
    func qrCode(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard let text = request.query["text"], !text.isEmpty else {
            throw APIError.badRequest("text is required: the text to encode, such as a share link", path: "query.text")
        }
        guard text.utf8.count <= QRCode.maxBytes else {
            throw APIError.badRequest("text is \(text.utf8.count) bytes; a QR code here holds at most \(QRCode.maxBytes)",
                                      path: "query.text")
        }
        guard let code = QRCode(text) else {
            throw APIError(status: .internalServerError, code: .internalError, message: "the QR code could not be made")
        }
        return HTTPResponse(status: .ok, headers: [("Content-Type", "image/svg+xml"), ("Cache-Control", "public, max-age=86400")],
                            body: Array(code.svg().utf8))
    }
}
