// HitTraceJSON: the JSON every face of HitTrace reads and writes.
//
// What it is: a strict RFC 8259 parser onto a flat tape of nodes (`JSONParser`, `JSONDocument`, `JSONValue`; no
// recursion, its own nesting limit), the decoder's pointer view of that tape (`JSONTape`), a writer
// (`JSONWriter`) and the renderers' byte buffer (`OutputBytes`), both escaping and writing numbers one way
// (`JSONText`), the canonical form that content addresses hash (`JSONCanonical`), JSON paths for error messages
// (`JSONPath`), an editable tree (`JSONTree`) and byte-string lookups (`KeyTable`, `ByteStringIndex`).
//
// What it may import: the Swift standard library only. What it must not know: views, touches, HTTP, storage,
// sentences. The simulation (HitTestKit), MCP and the app import it; it imports none of them. The tape and the
// byte buffer are `package` API: only this package's modules read the tape or write through the buffer.
