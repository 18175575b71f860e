// Sentences: the words for what the simulation found.
//
// What it is: one table per language (English, Chinese) that turns each kind the simulation returns (a step, a
// miss's cause, a blocker, a timeline event, a receipt, a dead zone, an audit finding, a check result, a work
// budget's refusal) into a sentence, naming views by their display name (`UIButton "Reset DSN"`) and citing
// the rule book's numbers.
// Rendering is a function of (data, language): one simulation serves every language.
//
// What it may import: the simulation (HitTestKit), to read its results and the hierarchy's names and facts,
// and HitTraceJSON, to write numbers as the JSON does. What it must not do: decide anything (which rule applies,
// who took a touch, what a threshold is: the kinds say it), simulate, write JSON or know the answers' shape
// (the Answers module writes them), or be imported by the simulation.
