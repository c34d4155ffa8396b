import Foundation
import Testing

@testable import KeysmithCLI

/// The built `keysmith` on every hostile input: exit 1 and a `PATH:LINE:COL: error:` line on
/// standard error, for the committed corpus and for the big inputs made at run time.
@Suite struct HostileEndToEndTests {
    static let folder = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/hostile").path

    /// The committed files that the loader rejects (the `geometry-` ones load, and fail when laid out).
    static let loaderFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("geometry-") }.sorted()
    }()

    /// The committed files that load and whose geometry fails.
    static let geometryFiles = ["geometry-conflicting-constraints.yaml", "geometry-constraint-too-wide.yaml"]

    /// Whether this build has `keysmith solve` (it comes with the geometry branch).
    static let hasSolve = KeysmithCLI.command(named: "solve") != nil

    /// Whether `stderr` has a line `path:LINE:COLUMN: error: …` with LINE and COLUMN ≥ 1, for
    /// `path` or for another file named by `extends` in the same folder tree.
    static func hasLocatedError(_ stderr: String, folder: String) -> Bool {
        stderr.split(separator: "\n").contains { line in
            guard line.hasPrefix(folder + "/") else { return false }
            let parts = line.dropFirst(folder.count + 1).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let row = Int(parts[1]), let column = Int(parts[2]) else { return false }
            return row >= 1 && column >= 1 && parts[3].hasPrefix(" error: ")
        }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.loaderFiles.count + Self.geometryFiles.count >= 30)
    }

    @Test(arguments: loaderFiles)
    func validateRejectsWithALocatedError(_ name: String) throws {
        let result = try Binary.run(["validate", Self.folder + "/" + name])
        #expect(result.status == 1, "\(result.standardError.prefix(300))")
        #expect(Self.hasLocatedError(result.standardError, folder: Self.folder), "\(result.standardError.prefix(300))")
    }

    @Test(.enabled(if: hasSolve), arguments: geometryFiles)
    func validateAndSolveRejectWithALocatedError(_ name: String) throws {
        let path = Self.folder + "/" + name
        // `validate` lays the layers out too, so it finds the same problem.
        let valid = try Binary.run(["validate", path])
        #expect(valid.status == 1, "\(valid.standardError)")
        #expect(Self.hasLocatedError(valid.standardError, folder: Self.folder), "\(valid.standardError)")
        let result = try Binary.run(["solve", path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(Self.hasLocatedError(result.standardError, folder: Self.folder), "\(result.standardError)")
    }

    @Test(arguments: ["file-24-mib", "long-line", "extends-symlink", "duplicate-keys"])
    func generatedInputsAreRejected(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.generate(name, in: directory)
        let clock = ContinuousClock()
        var result: RunResult?
        let elapsed = try clock.measure { result = try Binary.run(["validate", path]) }
        let run = try #require(result)
        #expect(run.status == 1)
        #expect(Self.hasLocatedError(run.standardError, folder: directory.path), "\(run.standardError.prefix(300))")
        // A generous bound for a debug build running beside other tests.
        #expect(elapsed < .seconds(5), "\(name) took \(elapsed)")
    }

    /// Writes one big hostile input (see `LayoutFormatTests/HostileGeneratedTests.swift` for the
    /// whole set) and returns its path.
    static func generate(_ name: String, in directory: TemporaryDirectory) throws -> String {
        let comment = "# attacks: \(name) (generated)\n"
        let head = "format: 1\nid: hostile\nname: Hostile\nlocale: en-US\nsize: {width: 390, height: 216}\n"
        switch name {
        case "file-24-mib":
            let line = "# " + String(repeating: "x", count: 1021) + "\n"
            return try directory.write(name + ".yaml", comment + String(repeating: line, count: 24 * 1024))
        case "long-line":
            let keys = String(repeating: "q, ", count: 1_150_000)
            return try directory.write(name + ".yaml", comment + "layers: {letters: {rows: [[" + keys + "q]]}}\n")
        case "extends-symlink":
            try directory.makeDirectory("outside")
            try directory.write("outside/base.yaml", head + "layers:\n  letters:\n    rows:\n      - [q]\n")
            try directory.makeDirectory("inside")
            try FileManager.default.createSymbolicLink(
                atPath: directory.path + "/inside/link.yaml", withDestinationPath: "../outside/base.yaml")
            return try directory.write("inside/" + name + ".yaml", comment + "format: 1\nid: x\nextends: link.yaml\n")
        default:
            return try directory.write(
                name + ".yaml", comment + "format: 1\n" + String(repeating: "id: hostile\n", count: 20_000))
        }
    }
}
