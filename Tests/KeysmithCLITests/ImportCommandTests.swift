import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith import`: the squeekboard fixture to standard output and to a file, and refusals.
@MainActor @Suite struct ImportCommandTests {
    static let fixture = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/import/squeekboard/small.yaml").path

    @Test func toStandardOutputWithWarningsAtTheSource() {
        let result = runCLI(["import", "squeekboard", Self.fixture])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                "# Imported from small.yaml (squeekboard) by keysmith import.\n"
                    + "# Review 'locale', 'name' and 'size': squeekboard files do not carry them.\n#\n"
                    + "# Approximated or left out (each is also a warning at its source line):\n"
            ))
        // Each approximation is named in the header with its source line, as on standard error.
        #expect(result.standardOutput.contains("\n# - small.yaml:53:9: keysym 'F1' has no Keysmith action"))
        #expect(result.standardOutput.contains("\nformat: 1\nid: small\n"))
        #expect(result.standardOutput.contains("  upper:\n    shift-of: base\n"))
        #expect(result.standardError.contains("small.yaml:53:9: warning: keysym 'F1' has no Keysmith action"))
    }

    @Test func toAFile() throws {
        let directory = try TemporaryDirectory()
        let out = directory.path + "/small.yaml"
        let result = runCLI(["import", "squeekboard", Self.fixture, "--output", out])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written == runCLI(["import", "squeekboard", Self.fixture]).standardOutput)
        // What was written is a layout `validate` passes.
        #expect(runCLI(["validate", out]).status == 0)
    }

    @Test func refusals() {
        let format = runCLI(["import", "squeekbored", Self.fixture])
        #expect(format.status == 64)
        #expect(format.standardError.contains("; did you mean 'squeekboard'?"))
        let missing = runCLI(["import", "squeekboard", "/nonexistent.yaml"])
        #expect(missing.status == 66)
        let notOne = try? TemporaryDirectory()
        if let notOne {
            let file = (try? notOne.write("x.yaml", "views: [1]\n")) ?? ""
            let result = runCLI(["import", "squeekboard", file])
            #expect(result.status == 1)
            #expect(result.standardError.contains("x.yaml:1:8: error: 'views' must be a mapping"))
            #expect(result.standardError.contains("cannot be read as a squeekboard layout"))
        }
    }

    static let keyman = Binary.packageRoot.appendingPathComponent(
        "Tests/Fixtures/import/keyman/small.keyman-touch-layout"
    ).path

    /// Both platforms as forms; `--form` keeps one; `--rtl` says the direction the source does not.
    @Test func keymanFormsAndDirection() throws {
        let both = runCLI(["import", "keyman", Self.keyman])
        #expect(both.status == 0)
        #expect(both.standardOutput.contains("\nform: phone\n"))
        #expect(both.standardOutput.contains("\nforms:\n  - name: tablet\n    min-width: 960\n"))
        // Left to right is the default, so it is not written.
        #expect(!both.standardOutput.contains("\ndirection:"))
        #expect(
            both.standardError.contains("small.keyman-touch-layout:73:14: warning: the 'desktop' layout is left out"))
        let tablet = runCLI(["import", "keyman", Self.keyman, "--form", "tablet", "--rtl"])
        #expect(tablet.status == 0)
        #expect(tablet.standardOutput.contains("\nform: tablet\n"))
        #expect(!tablet.standardOutput.contains("\nforms:"))
        #expect(tablet.standardOutput.contains("\ndirection: rtl\n"))
        #expect(tablet.standardOutput.contains("size: {width: 1024, height: 320}"))
        let wrong = runCLI(["import", "keyman", Self.keyman, "--form", "watch"])
        #expect(wrong.status == 64)
        #expect(
            wrong.standardError.contains("invalid value 'watch' for option '--form' (expected 'phone' or 'tablet')"))
        // Written to a file, the layout is named after it and validates under --strict.
        let directory = try TemporaryDirectory()
        let out = directory.path + "/km-small.yaml"
        #expect(runCLI(["import", "keyman", Self.keyman, "-o", out]).status == 0)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.contains("\nid: km-small\n"))
        #expect(runCLI(["validate", "--strict", out]).status == 0)
        #expect(
            runCLI(["render", out, "--width", "1024", "--height", "320", "--layer", "default"]).standardOutput.contains(
                "⌨"))
    }

    static let florisboard = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/import/florisboard").path

    /// The files beside the layout compose it; `--popups` adds a mapping's long-press items and
    /// belongs to florisboard alone.
    @Test func florisBoardWithItsCompanionsAndPopups() throws {
        let layout = Self.florisboard + "/layouts/characters/small.json"
        let mapping = Self.florisboard + "/popupMappings/test.json"
        let result = runCLI(["import", "florisboard", layout, "--popups", mapping])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\nname: \"Small test\"\nlocale: und\ndirection: rtl\n"))
        #expect(result.standardOutput.contains("{text: q, alternates: [ǫ, ꝗ], default-alternate: ǫ}"))
        #expect(result.standardOutput.contains("\n  symbols:\n"))
        #expect(result.standardError.contains("test.json:6:10: warning: popup context 'uri'"))
        #expect(result.standardError.contains("charactersMod/default.json:9:5: warning: the 'email' branch"))
        let wrong = runCLI(["import", "keyman", Self.keyman, "--popups", mapping])
        #expect(wrong.status == 64)
        #expect(
            wrong.standardError.hasPrefix(
                "keysmith: error: invalid value 'keyman' for FORMAT with --popups (expected 'florisboard')"))
    }

    /// `auto` reads the same as the format it tells, and says when it cannot tell.
    @Test func autoTellsTheFormat() throws {
        #expect(
            runCLI(["import", "auto", Self.keyman]).standardOutput
                == runCLI(["import", "keyman", Self.keyman]).standardOutput)
        #expect(
            runCLI(["import", "auto", Self.fixture]).standardOutput
                == runCLI(["import", "squeekboard", Self.fixture]).standardOutput)
        let directory = try TemporaryDirectory()
        let file = try directory.write("k.xml", "<html/>")
        let result = runCLI(["import", "auto", file])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot tell the format of"))
        // A CLDR keyboard is told, and read as one.
        let cldr = try directory.write("c.xml", "<keyboard3 locale=\"fr\"/>")
        let read = runCLI(["import", "auto", cldr])
        #expect(read.status == 1)
        #expect(read.standardError.contains("c.xml:1:1: error: the keyboard has no layers with keys"))
        #expect(read.standardError.contains("cannot be read as a cldr layout"))
    }
}
