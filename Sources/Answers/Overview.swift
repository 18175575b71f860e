// Answers: every answer HitTrace gives, as it is written.
//
// What it is: the one writer of each answer — the trace (`TraceJSON`, with its steps and delivery), why-not
// answers, hit maps (JSON and SVG), check reports (JSON, text, JUnit, SARIF, Markdown) and the text log —
// from what the simulation computed and the sentences (Sentences) for it.
//
// What it may import: HitTestKit (the data), Sentences (the words), HitTraceJSON (the writer and its byte
// buffer). What it must not do: compute (no hit-test, no simulation, no analysis: what it writes is in the
// simulation's results), patch written bytes, or know HTTP, storage or MCP.
