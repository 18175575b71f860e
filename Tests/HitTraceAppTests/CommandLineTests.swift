import Foundation
import Testing
import TestSupport

/// The command line's conventions, as `gh` and `kubectl` keep them (issue 28): `--version`, each command's own
/// `--help` with an example, exit 2 for bad input in every command, errors that say why, usage errors that name
/// the real mistake, `--db` that creates only the default folder, and the API's names for the same things.
@Suite(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
struct CommandLineTests {
    let run = CheckCommandTests.run

    @Test func versionAndEachCommandsOwnHelp() throws {
        let version = try run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("hittrace engine "))
        for (command, option) in [("check", "--sarif-base"), ("trace", "--output"), ("hit-map", "--region"),
                                  ("serve", "--allow-host"), ("mcp", "--db"), ("openapi", "serve options")] {
            let help = try run([command, "--help"])
            #expect(help.status == 0, "\(command)")
            #expect(help.stdout.hasPrefix("Usage: hittrace \(command)"), "\(command): \(help.stdout.prefix(80))")
            #expect(help.stdout.contains(option) && help.stdout.contains("Example:\n  hittrace \(command)"), "\(command)")
            #expect(try run(["help", command]).stdout == help.stdout)
        }
        // The global help lists the commands and says where each one's options are.
        #expect(try run(["--help"]).stdout.contains("Run 'hittrace COMMAND --help'"))
    }

    @Test func everyCommandExits2OnBadInputAndSaysWhy() throws {
        let missing = try run(["trace", "nope.txt", "--at", "10,20"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read nope.txt: no such file or directory"), "\(missing.stderr)")
        let folder = try run(["hit-map", "Tests/Fixtures"])
        #expect(folder.status == 2 && folder.stderr.contains("cannot read Tests/Fixtures: it is a folder, not a file"), "\(folder.stderr)")
        // A hierarchy that cannot be read is bad input for trace and hit-map too, not a failure while running.
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-broken-\(UUID().uuidString).json")
        try Data(#"{"root": "#.utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        for command in [["trace", broken.path, "--at", "1,1"], ["hit-map", broken.path]] {
            let r = try run(command)
            #expect(r.status == 2 && r.stderr.contains("malformed_json"), "\(command): \(r.status) \(r.stderr)")
        }
        let typo = try run(["trace", "x.json", "--att", "1,1"])
        #expect(typo.status == 2 && typo.stderr.contains("unknown option --att; did you mean --at?"), "\(typo.stderr)")
        #expect(typo.stderr.contains("Run 'hittrace trace --help'"))
        let unknown = try run(["tarce"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown command \"tarce\""))
    }

    @Test func usageErrorsNameTheRealMistake() throws {
        let split = try run(["trace", "public/presets/seed-demo.json", "--at", "10", "20"])
        #expect(split.status == 2)
        #expect(split.stderr.contains("--at takes X,Y as one argument: write --at 10,20, not --at 10 20"), "\(split.stderr)")
        let two = try run(["hit-map", "a.json", "b.json"])
        #expect(two.stderr.contains("give exactly one hierarchy file (or - for stdin); got 2: \"a.json\", \"b.json\""), "\(two.stderr)")
    }

    @Test func dbCreatesOnlyTheDefaultFolder() throws {
        let nowhere = "/nonexistent-\(UUID().uuidString)/dir/x.sqlite"
        for command in ["serve", "mcp"] {
            let r = try run([command, "--db", nowhere, "--port", "0"].filter { command == "serve" || $0 != "--port" && $0 != "0" })
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("the folder \((nowhere as NSString).deletingLastPathComponent) does not exist"), "\(command): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: (nowhere as NSString).deletingLastPathComponent))
    }

    /// `--input-format` is `?format=` with its names and `--output` the trace's form, in every command; the old
    /// spelling `--format` still works as it meant in each (the output for trace's json and text, the
    /// hierarchy's format otherwise), with a note on stderr saying which it was read as.
    @Test func theAPIsNamesAndTheOldSpellings() throws {
        let dump = "Tests/Fixtures/dumps/lldb-po-keywindow.txt"
        let named = try run(["hit-map", dump, "--input-format", "recursive-description", "--step", "20"])
        #expect(named.status == 0 && named.stderr.isEmpty, "\(named.stderr)")
        #expect(try run(["hit-map", dump, "--input-format", "text", "--step", "20"]).stdout == named.stdout)
        let old = try run(["hit-map", dump, "--format", "recursive-description", "--step", "20"])
        #expect(old.stdout == named.stdout)
        #expect(old.stderr.contains("note: --format is the old spelling of --input-format (the hierarchy's format, as ?format= names it): read as --input-format recursive-description"), "\(old.stderr)")
        let wrong = try run(["hit-map", dump, "--input-format", "yaml"])
        #expect(wrong.status == 2 && wrong.stderr.contains("--input-format must be one of json, recursive-description (or text)"), "\(wrong.stderr)")
        let wrongOld = try run(["hit-map", dump, "--format", "yaml"])
        #expect(wrongOld.status == 2 && wrongOld.stderr.contains("--format must be one of json, recursive-description (or text)"), "\(wrongOld.stderr)")
        let output = try run(["trace", "public/presets/seed-demo.json", "--at", "40,100", "--output", "text"])
        #expect(output.status == 0 && !output.stdout.hasPrefix("{") && output.stderr.isEmpty)
        let oldOutput = try run(["trace", "public/presets/seed-demo.json", "--at", "40,100", "--format", "text"])
        #expect(oldOutput.stdout == output.stdout)
        #expect(oldOutput.stderr.contains("note: --format text is the old spelling of --output text"), "\(oldOutput.stderr)")
        // In trace, --input-format json (the hierarchy) and --output text (the form) do not collide.
        let both = try run(["trace", "public/presets/seed-demo.json", "--at", "40,100", "--input-format", "json", "--output", "text"])
        #expect(both.stdout == output.stdout && both.stderr.isEmpty)
    }
}
