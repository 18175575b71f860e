// Sentences: the words for what the simulation found.
//
// What it is: one piece of logic per family of sentences (`Sentences+Budget`, `+HitMap`, `+Trace`, `+Misses`,
// `+WhyNot`, `+Check`, `+Delivery`, and a step's words in `HitTestStep+Sentence`) that turns each kind the
// simulation returns (a step, a miss's cause, a blocker, a timeline event, a receipt, a dead zone, an audit
// finding, a check result, a work budget's refusal) into a message (`Message`: which sentence, and its variant:
// one or many, with or without a clause) and the message's language-neutral arguments: views by their display
// name (`UIButton "Reset DSN"`, `Quoting`), numbers as the JSON writes them, the rule book's numbers, sentences
// within sentences. The words are data: one catalogue per language, `Catalogs/en.json` and `zh.json` (message →
// template with `{placeholders}`), compiled into the binary and parsed once (`Catalog`). What a language does
// that is not words stays small and per language: English's counts in agreement (`English.count`), Chinese's
// tidying of a miss (`SentenceTable.tidy`); the separators and brackets that differ between languages are
// catalogue entries.
// Rendering is a function of (data, language): one simulation serves every language.
//
// Adding a language: a catalogue with every key of `en.json` and the same placeholders (a language may leave a
// number unsaid, listed in `CatalogTests`), its `.embedInCode` line in Package.swift, a case of
// `SentenceLanguage` and its table (`SentenceTable.swift`). `CatalogTests` holds every catalogue to the messages
// the code can say; each family's tests (Tests/SentencesTests) hold the sentences to their words.
//
// What it may import: the simulation (HitTestKit), to read its results and the hierarchy's names and facts,
// and HitTraceJSON, to write numbers as the JSON does and to read the catalogues. What it must not do: decide
// anything (which rule applies, who took a touch, what a threshold is: the kinds say it), simulate, write JSON
// or know the answers' shape (the Answers module writes them), or be imported by the simulation.
