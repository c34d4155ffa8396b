import Foundation
import Testing

@testable import KeysmithCLI

/// The form of a layout with several: `render`, `solve`, `type` and `validate` lay out the form
/// the width shows, and `--form` forces one. en-US's `tablet` form starts at 960 pt.
@MainActor @Suite struct FormOptionTests {
    static let enUS = SolveCommandTests.enUS

    /// The ids of the keys of each layer `solve` prints.
    static func solvedIDs(_ arguments: [String]) throws -> [String: [String]] {
        let result = runCLI(["solve", enUS] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        var ids: [String: [String]] = [:]
        for layer in layers {
            let keys = layer["keys"] as? [[String: Any]] ?? []
            ids[layer["name"] as? String ?? ""] = keys.compactMap { $0["id"] as? String }
        }
        return ids
    }

    @Test func renderAtTabletSizeShowsTheTabletForm() {
        let result = runCLI(["render", "--width", "1024", "--height", "320", "--layer", "letters", "--columns", "120"])
        #expect(result.status == 0)
        let text = result.standardOutput
        #expect(text.hasPrefix("en-US · English (US) · letters · 1024 × 320 pt"))
        // Two shift keys, the dismiss key, the number layer's key on both sides of space.
        #expect(text.components(separatedBy: "⇧").count - 1 == 2)
        #expect(text.contains("⌨"))
        #expect(text.components(separatedBy: ".?123").count - 1 == 2)
        // At 390 wide, the phone: one shift key, no dismiss key.
        let phone = runCLI(["render", "--layer", "letters", "--columns", "80"]).standardOutput
        #expect(phone.components(separatedBy: "⇧").count - 1 == 1)
        #expect(!phone.contains("⌨"))
    }

    @Test func solveTakesTheFormOfTheWidth() throws {
        let tablet = try Self.solvedIDs(["--width", "1024", "--height", "320"])
        #expect(tablet["letters"]?.contains("shift-right") == true)
        #expect(tablet["letters"]?.last == "dismiss")
        // 959 is the phone's widest width, 960 the tablet's narrowest.
        #expect(try Self.solvedIDs(["--width", "959"])["letters"]?.contains("shift-right") == false)
        #expect(try Self.solvedIDs(["--width", "960"])["letters"]?.contains("shift-right") == true)
    }

    @Test func formForcesAForm() throws {
        // The tablet at its own preferred size, 1024 × 320, without a width.
        let forced = runCLI(["render", "--form", "tablet", "--layer", "letters", "--columns", "100"])
        #expect(forced.standardOutput.hasPrefix("en-US · English (US) · letters · 1024 × 320 pt"))
        // The phone form at a tablet's width.
        let phone = try Self.solvedIDs(["--form", "phone", "--width", "1024", "--height", "320"])
        #expect(phone["letters"]?.contains("shift-right") == false)
        #expect(phone["letters"]?.contains("z") == true)
    }

    @Test func anUnknownFormIsAUsageError() {
        let result = runCLI(["render", "--form", "tablte"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "keysmith: error: invalid value 'tablte' for option '--form' (expected 'phone' or 'tablet'); "
                    + "did you mean 'tablet'?\n"))
    }

    @Test func typeTypesOnTheTabletForm() {
        let result = runCLI(["type", Self.enUS, "Hi, you!", "--width", "1024", "--height", "320", "--trace"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Hi, you!\n")
        // `!` is the flick down on `,`, which only the tablet form has.
        #expect(result.standardError.contains("key=, at (763.0, 199.3) flick s"))
    }

    /// `validate --size` lays out the form each size shows: 1000 × 100 is the tablet's, whose
    /// four 36 pt rows need 8 + 8 + 3·10 + 4·36 = 190 pt; the phone form is not laid out at it.
    @Test func validateLaysOutTheFormOfEachSize() throws {
        let result = runCLI(["validate", "--size", "1000x100", Self.enUS])
        #expect(result.status == 1)
        let letters = try SolveCommandTests.line(of: "      letters:", in: Self.enUS)
        #expect(
            result.standardError.hasPrefix(
                "\(Self.enUS):\(letters):7: error: layer 'letters' needs height ≥ 190 pt, got 100 pt: it takes 144 pt "
                    + "for 4 rows at their smallest + 30 pt for 3 row gaps of 10 pt + 16 pt for insets (top 8, bottom 8) "
                    + "[KS3001]\n"))
        #expect(result.standardError.contains("3 errors"))
        // The phone form fits 844 × 160, and the tablet is not laid out at it.
        #expect(runCLI(["validate", "--strict", "--size", "844x160", Self.enUS]).status == 0)
    }
}
