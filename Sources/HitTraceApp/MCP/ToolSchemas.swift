import MCP

/// The six tools' descriptions and JSON Schemas (2020-12, the MCP default). Outputs list every member a
/// successful answer has; a failed call's `structuredContent` is the REST error body instead (`isError`).
enum ToolSchemas {
    static let all: [MCPTool] = [load, trace, whyNot, whereToTap, check, explain]

    private static let lang = #""lang": {"type": "string", "enum": ["en", "zh"], "description": "The language of the sentences (default en)."}"#
    private static let hierarchyID = #""hierarchyId": {"type": "string", "description": "The id load_hierarchy answered (h_…)."}"#
    private static let view = #""view": {"type": "string", "description": "The view: its id, accessibility identifier, or accessibility label or title."}"#
    private static let point = #"{"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"]}"#
    private static let optionalPoint = #"{"type": ["object", "null"], "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"]}"#
    private static let rect = #"{"type": ["object", "null"], "properties": {"x": {"type": "number"}, "y": {"type": "number"}, "width": {"type": "number"}, "height": {"type": "number"}}, "required": ["x", "y", "width", "height"]}"#
    private static let strings = #"{"type": "array", "items": {"type": "string"}}"#
    private static let name = #"{"type": ["string", "null"]}"#
    private static let blockers = #"{"type": "array", "items": {"type": "object", "properties": {"kind": {"type": "string"}, "view": {"type": ["string", "null"]}, "rules": {"type": "array", "items": {"type": "string"}}, "sentence": {"type": "string"}}, "required": ["kind", "view", "rules", "sentence"]}}"#
    private static let coordinates = #"{"type": ["object", "null"], "description": "Null when the point is on screen and reaches a view that takes touches; else the problem and the readings the caller most likely meant.", "properties": {"problem": {"enum": ["outsideScreen", "nothingUseful"]}, "screen": \#(rect), "message": {"type": "string"}, "readings": {"type": "array", "items": {"type": "object", "properties": {"kind": {"enum": ["pixelsAt2x", "pixelsAt3x", "rotatedClockwise", "rotatedCounterclockwise"]}, "point": \#(point), "hitView": {"type": ["string", "null"]}, "receiver": {"type": ["string", "null"]}, "message": {"type": "string"}}, "required": ["kind", "point", "hitView", "receiver", "message"]}}}, "required": ["problem", "screen", "message", "readings"]}"#
    private static let links = #"{"type": "object", "properties": {"hierarchy": {"type": "string"}, "trace": {"type": "string"}, "page": {"type": "string"}}, "required": ["hierarchy", "page"]}"#

    static let load = MCPTool(
        name: "load_hierarchy", title: "Load a view hierarchy",
        description: "Stores a UIKit view hierarchy for the other tools and answers its id. Takes any format HitTrace imports, recognised from the content: HitTrace JSON, recursiveDescription, XCTest debugDescription, Appium/WebDriverAgent page source, Sentry view-hierarchy.json, _printHierarchy, and the formats added since (format names as POST /api/hierarchies?format= takes them). What the source does not carry is assumed with UIKit's defaults and listed in `assumed`.",
        inputSchema: #"{"type": "object", "properties": {"text": {"type": "string", "description": "The hierarchy as text: JSON, a dump, XML…"}, "format": {"type": "string", "description": "The format's name, when recognising it from the content is not wanted (json, recursive-description, xctest, appium, sentry, print-hierarchy, …)."}, "name": {"type": "string", "description": "A name to keep it under."}, \#(lang)}, "required": ["text"]}"#,
        outputSchema: #"{"type": "object", "properties": {"hierarchyId": {"type": "string"}, "name": \#(name), "format": {"type": "string"}, "views": {"type": "integer"}, "windows": {"type": "integer"}, "screen": \#(rect), "assumed": \#(strings), "links": \#(links)}, "required": ["hierarchyId", "name", "format", "views", "windows", "screen", "assumed", "links"]}"#,
        readOnly: false)

    static let trace = MCPTool(
        name: "trace_touch", title: "Trace a touch",
        description: "Simulates UIKit's hit-testing and touch delivery for a tap at (x, y) in screen points, or for any gesture `touch` describes (as POST /api/hierarchies/{id}/touches takes it), before the app is run: the hit-test view, the hitTest order, the responder chain, the actions that fire, who received the touch, and the rule numbers cited (explain_rule explains them). A point off the screen or on nothing that takes touches is said so, with the readings most likely meant (pixels of a 2× or 3× screen, a landscape point) and what each hits.",
        inputSchema: #"{"type": "object", "properties": {\#(hierarchyID), "x": {"type": "number", "description": "Screen points, not pixels."}, "y": {"type": "number"}, "touch": {"type": "object", "description": "A gesture instead of a tap: {\"gesture\": \"longPress\", \"x\": …, \"y\": …}, {\"gesture\": \"pan\", \"from\": [x, y], \"to\": [x, y]}, or events."}, \#(lang)}, "required": ["hierarchyId"], "anyOf": [{"required": ["x", "y"]}, {"required": ["touch"]}]}"#,
        outputSchema: #"{"type": "object", "properties": {"traceId": {"type": "string"}, "hierarchyId": {"type": "string"}, "point": \#(point), "window": \#(name), "hitView": \#(name), "hitTestOrder": \#(strings), "responderChain": \#(strings), "fires": {"type": "array", "items": {"type": "object"}}, "receipt": {"type": ["object", "null"]}, "misses": {"type": "array", "items": {"type": "object", "properties": {"view": {"type": "string"}, "reason": {"type": "string"}, "by": \#(name), "message": {"type": "string"}}, "required": ["view", "reason", "message"]}}, "rules": \#(strings), "coordinates": \#(coordinates), "links": \#(links)}, "required": ["traceId", "hierarchyId", "point", "window", "hitView", "hitTestOrder", "responderChain", "fires", "receipt", "misses", "rules", "coordinates", "links"]}"#,
        readOnly: false)

    static let whyNot = MCPTool(
        name: "why_not", title: "Why does this view not get the tap?",
        description: "For a tap at (x, y) and the view that should have got it: every blocker on its way (covers, ancestors that do not contain the point, hidden, non-interactive, transparent or disabled views, overrides) and the smallest change that gives the view the touch, proven by running the simulator on the changed hierarchy, which is stored (fix.hierarchyId) so it can be traced again. When the view is not under the finger at all, `coordinates` offers the readings of the point most likely meant, as trace_touch does.",
        inputSchema: #"{"type": "object", "properties": {\#(hierarchyID), \#(view), "x": {"type": "number"}, "y": {"type": "number"}, \#(lang)}, "required": ["hierarchyId", "view", "x", "y"]}"#,
        outputSchema: #"{"type": "object", "properties": {"view": {"type": "string"}, "traceId": {"type": "string"}, "hitView": \#(name), "status": {"type": "string"}, "blockers": \#(blockers), "fix": {"type": ["object", "null"], "properties": {"found": {"type": "boolean"}, "size": {"type": "integer"}, "changes": {"type": "array", "items": {"type": "object"}}, "hitView": \#(name), "hierarchyId": \#(name), "traceId": \#(name), "sentence": {"type": "string"}}, "required": ["found", "changes", "hierarchyId"]}, "distance": {"type": ["number", "null"]}, "nearestHit": \#(optionalPoint), "sentence": {"type": "string"}, "coordinates": \#(coordinates)}, "required": ["view", "traceId", "hitView", "status", "blockers", "fix", "sentence", "coordinates"]}"#,
        readOnly: false)

    static let whereToTap = MCPTool(
        name: "where_to_tap", title: "Where to tap to reach a view",
        description: "A point, in screen points, where a tap reaches the view: the centre of the largest rectangle of its receiving area on the hit map, checked by a hit test. When no point on screen reaches it, `reachable` is false and `blockers` says why at the centre of what it shows.",
        inputSchema: #"{"type": "object", "properties": {\#(hierarchyID), \#(view), \#(lang)}, "required": ["hierarchyId", "view"]}"#,
        outputSchema: #"{"type": "object", "properties": {"view": {"type": "string"}, "reachable": {"type": "boolean"}, "point": \#(optionalPoint), "hitView": \#(name), "area": \#(rect), "receivingArea": {"type": "number", "description": "Points² where a tap reaches the view."}, "step": {"type": "number"}, "visibleCentre": \#(optionalPoint), "blockers": \#(blockers)}, "required": ["view", "reachable", "point", "hitView", "area", "receivingArea", "step", "visibleCentre", "blockers"]}"#,
        readOnly: true)

    static let check = MCPTool(
        name: "check_touches", title: "Check touch expectations",
        description: "Runs `hittrace check` expectations on a stored hierarchy: [{\"tap\": [x, y], \"hits\": view}, {\"reachable\": view}, {\"audit\": \"hig\" | \"wcag-aa\" | \"wcag-aaa\" | \"material\"}]; `passed` says whether all hold. The results' sentences are English.",
        inputSchema: #"{"type": "object", "properties": {\#(hierarchyID), "expectations": {"type": ["array", "object"], "description": "The list, or an expectations file's {\"expect\": […]}."}, \#(lang)}, "required": ["hierarchyId", "expectations"]}"#,
        outputSchema: #"{"type": "object", "properties": {"passed": {"type": "boolean"}, "total": {"type": "integer"}, "failures": {"type": "integer"}, "results": {"type": "array", "items": {"type": "object", "properties": {"expectation": {"type": "string"}, "path": {"type": "string"}, "kind": {"type": "string"}, "passed": {"type": "boolean"}, "message": {"type": "string"}, "view": \#(name), "rule": {"type": "string"}, "details": \#(strings), "findings": {"type": "array"}}, "required": ["expectation", "path", "kind", "passed", "message", "view", "rule", "details", "findings"]}}}, "required": ["passed", "total", "failures", "results"]}"#,
        readOnly: true)

    static let explain = MCPTool(
        name: "explain_rule", title: "Explain a UIKit touch rule",
        description: "The text of a rule of HitTrace's rule book (docs/UIKIT-RULES.md), by the number the other tools' answers cite: 4.5, RC.6, 2.1. The book is English.",
        inputSchema: #"{"type": "object", "properties": {"number": {"type": "string", "description": "A rule number, e.g. 2.1 or RC.6."}, \#(lang)}, "required": ["number"]}"#,
        outputSchema: #"{"type": "object", "properties": {"number": {"type": "string"}, "title": \#(name), "text": {"type": "string"}, "url": {"type": "string"}}, "required": ["number", "title", "text", "url"]}"#,
        readOnly: true)
}
