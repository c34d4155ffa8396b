import Foundation
import LayoutFormat
import LayoutValidation
import TestSupport
import Testing

@testable import KeysmithCLI

/// `--device` and `keysmith devices`: every iPad gets en-US's tablet form (`idiom: pad`), in
/// both orientations, whatever its width; every iPhone the phone form, even a Pro Max in
/// landscape (932 pt, wider than an iPad mini's 744 in portrait).
@MainActor @Suite struct DeviceOptionTests {
    /// The device table as `devices --format json` prints it.
    static func table(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = runCLI(["devices", "--format", "json"] + extra)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test func theTableHasEveryDeviceInBothOrientations() throws {
        let entries = try Self.table()
        #expect(entries.count == 22)
        for entry in entries { #expect(Set(entry.keys) == ["name", "idiom", "orientation", "width", "height"]) }
        // Worked out from the table: the first iPhone SE, and the 13-inch iPad Pro in landscape.
        #expect(entries.first?["name"] as? String == "iphone-se-1-portrait")
        #expect(entries.first?["width"] as? Double == 320)
        #expect(entries.first?["height"] as? Double == 216)
        let last = try #require(entries.last)
        #expect(last["name"] as? String == "ipad-pro-13-landscape")
        #expect(last["idiom"] as? String == "pad")
        #expect(last["orientation"] as? String == "landscape")
        #expect(last["width"] as? Double == 1376)
        #expect(last["height"] as? Double == 423)
        // iPhones in landscape get 162 pt, as iOS gives them, not the portrait 216.
        let phonesInLandscape = entries.filter {
            $0["idiom"] as? String == "phone" && $0["orientation"] as? String == "landscape"
        }
        #expect(phonesInLandscape.count == 7)
        #expect(phonesInLandscape.allSatisfy { $0["height"] as? Double == 162 })
    }

    @Test func solveOnEachDevicePicksTheFormOfItsIdiom() throws {
        for entry in try Self.table() {
            let name = try #require(entry["name"] as? String)
            let ids = try FormOptionTests.solvedIDs(["--device", name])
            let isTablet = ids["letters"]?.contains("shift-right") == true
            #expect(isTablet == (entry["idiom"] as? String == "pad"), "\(name)")
            // The keyboard is the table's size.
            let result = runCLI(["solve", SolveCommandTests.enUS, "--device", name])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(json["width"] as? Double == entry["width"] as? Double, "\(name)")
            #expect(json["height"] as? Double == entry["height"] as? Double, "\(name)")
        }
    }

    @Test func devicesWithALayoutNamesTheFormOfEach() throws {
        let entries = try Self.table(["--layout", SolveCommandTests.enUS])
        let forms = Dictionary(
            uniqueKeysWithValues: entries.map { ($0["name"] as? String ?? "", $0["form"] as? String ?? "") })
        #expect(forms["ipad-mini-portrait"] == "tablet")
        #expect(forms["iphone-pro-max-landscape"] == "phone")
        let text = runCLI(["devices"]).standardOutput
        #expect(text.hasPrefix("name "))
        #expect(text.contains("iPad Pro 13″"))
    }

    @Test func aModelAloneIsItsPortraitAndWidthStillWins() throws {
        let result = runCLI(["solve", SolveCommandTests.enUS, "--device", "ipad-mini", "--width", "800"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["width"] as? Double == 800)
        #expect(json["height"] as? Double == 264)
        // Still the iPad's form at 800 pt, which the width alone (below 960) would not give.
        #expect(
            try FormOptionTests.solvedIDs(["--device", "ipad-mini", "--width", "800"])["letters"]?.contains(
                "shift-right") == true)
    }

    @Test func badDevicesAreUsageErrors() {
        let unknown = runCLI(["solve", SolveCommandTests.enUS, "--device", "ipad-minii"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("invalid value 'ipad-minii' for option '--device'"))
        let all = runCLI(["render", "--device", "all"])
        #expect(all.status == 64)
        #expect(all.standardError.contains("--device all is for validate"))
    }

    @Test func validateOnEveryDeviceFindsWhatDoesNotFit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Twelve keys of at least 30 pt with 6 pt gaps need 12 × 30 + 11 × 6 = 426 pt: they fit
        // the layout's own 430 pt, and not a 320-pt iPhone SE.
        let path = folder.appendingPathComponent("wide.yaml").path
        try
            (layoutHeader(id: "wide", name: "Wide", locale: "en", width: 430, height: 216)
                + """
                metrics: {insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 6, min-key-width: 30}
                layers:
                  letters:
                    rows:
                      - [q, w, e, r, t, y, u, i, o, p, a, s]
                """).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(runCLI(["validate", path]).status == 0)
        let one = runCLI(["validate", path, "--device", "iphone-se-1"])
        #expect(one.status == 1)
        #expect(one.standardError.contains("needs width ≥ 426 pt"))
        #expect(one.standardError.contains("got 320 pt"))
        let all = runCLI(["validate", path, "--device", "all"])
        #expect(all.status == 1)
        #expect(all.standardError.contains("got 375 pt"))
        #expect(!all.standardError.contains("got 430"))
    }

    /// `--strict` holds a layout to the devices it is for: 12 keys of at least 24 pt with 6 pt
    /// gaps and 3 pt insets need 12 × 24 + 11 × 6 + 6 = 360 pt, which the layout's own 390 pt
    /// give and the 320-pt iPhone SE (1st generation) does not. The error names the device;
    /// `--device` chooses the devices instead.
    @Test func strictChecksTheDevicesTheLayoutIsFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("narrow.yaml").path
        try
            (layoutHeader(id: "narrow", name: "Narrow", locale: "en")
                + """
                metrics: {min-key-width: 24}
                layers:
                  letters:
                    rows:
                      - [q, w, e, r, t, y, u, i, o, p, "[", "]"]
                      - [a, s, d, f, g, h, j, k, l, {action: backspace}, {action: return}]
                """).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(runCLI(["validate", path]).status == 0)
        let strict = runCLI(["validate", "--strict", path])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("needs width ≥ 360 pt, got 320 pt"))
        #expect(
            strict.standardError.contains(
                "note: 320 × 216 pt is the keyboard of iPhone SE (1st generation) (iphone-se-1-portrait) in portrait"))
        #expect(strict.standardError.hasSuffix("1 file: 1 error, 0 warnings\n"))
        #expect(runCLI(["validate", "--strict", path, "--device", "iphone-portrait"]).status == 0)
        // Without --strict, --device all finds the same.
        #expect(runCLI(["validate", path, "--device", "all"]).status == 1)
    }
}
