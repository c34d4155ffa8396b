import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat
@testable import LocatedYAML

/// A hostile input too big to commit, written into a temporary folder when a test runs.
struct GeneratedHostile: CustomTestStringConvertible, Sendable {
    /// The file name (without `.yaml`), which says what it attacks.
    let name: String
    /// The code of an error it must give.
    let code: String
    /// The line of that error in the generated file.
    let line: Int

    var testDescription: String { name }

    /// The layout fields before `layers`, lines 2–6 (line 1 is the comment).
    static let head = "format: 1\nid: hostile\nname: Hostile\nlocale: en-US\nsize: {width: 390, height: 216}\n"

    /// The inputs. Each `write` returns the path of the file to load.
    static let all: [GeneratedHostile] = [
        // Refused by its size before it is read.
        GeneratedHostile(name: "file-24-mib", code: YAMLDiagnosticCode.fileTooLarge, line: 1),
        // One 3.4 MiB line of 1.1 million keys: the node limit stops it.
        GeneratedHostile(name: "long-line-keys", code: YAMLDiagnosticCode.tooManyNodes, line: 2),
        // A 3 MiB label on one line.
        GeneratedHostile(name: "long-line-label", code: DiagnosticCode.labelTooLong.rawValue, line: 10),
        // 10 000 terms: far over the 1 000-character limit of one constraint.
        GeneratedHostile(name: "constraint-10000-terms", code: DiagnosticCode.constraintTooComplex.rawValue, line: 13),
        // 20 000 duplicate top-level keys: the first repeat is line 5.
        GeneratedHostile(name: "duplicate-keys-at-scale", code: YAMLDiagnosticCode.duplicateKey, line: 5),
        // 7 rows of 64 `q` keys and 2 more, within every limit: 447 duplicate ids, the first on line 10.
        GeneratedHostile(name: "duplicate-ids-at-limits", code: DiagnosticCode.duplicateKeyID.rawValue, line: 10),
        // A 2 MiB layer name and 5 000 unknown fields in that layer: messages must not repeat the name
        // (10 GB of text if they did).
        GeneratedHostile(name: "layer-name-amplifier", code: DiagnosticCode.nameTooLong.rawValue, line: 8),
        // extends: a symbolic link in the folder that points outside it.
        GeneratedHostile(name: "extends-symlink", code: DiagnosticCode.extendsEscapesFolder.rawValue, line: 4),
    ]

    /// Writes the input into `folder` (with whatever else it needs) and returns its path.
    func write(into folder: String) throws -> String {
        let path = folder + "/" + name + ".yaml"
        var text = "# attacks: \(name.replacingOccurrences(of: "-", with: " ")) (generated)\n"
        let rows = "      - [q, w, e, {action: backspace}]\n      - [{action: space, width: fill}, {action: return}]\n"
        switch name {
        case "file-24-mib":
            let line = "# " + String(repeating: "x", count: 1021) + "\n"
            text += String(repeating: line, count: 24 * 1024)
        case "long-line-keys":
            text += "layers: {letters: {rows: [[" + String(repeating: "q, ", count: 1_150_000) + "q]]}}\n"
        case "long-line-label":
            text +=
                Self.head + "layers:\n  letters:\n    rows:\n      - [{text: q, label: "
                + String(repeating: "Q", count: 3 << 20) + "}, {action: backspace}]\n"
                + "      - [{action: space, width: fill}, {action: return}]\n"
        case "constraint-10000-terms":
            text +=
                Self.head + "layers:\n  letters:\n    rows:\n" + rows + "constraints:\n  - q.width == "
                + String(repeating: "w.width + ", count: 9_999) + "w.width\n"
        case "duplicate-keys-at-scale":
            text += "format: 1\n" + String(repeating: "id: hostile\n", count: 20_000)
        case "duplicate-ids-at-limits":
            let row = "      - [" + Array(repeating: "q", count: 64).joined(separator: ", ") + "]\n"
            text +=
                Self.head + "layers:\n  letters:\n    rows:\n" + String(repeating: row, count: 7)
                + "      - [{action: backspace}, {action: return}]\n"
        case "layer-name-amplifier":
            // libyaml allows simple keys of at most 1 024 characters: a longer name needs `?`.
            text +=
                Self.head + "layers:\n  ? " + String(repeating: "a", count: 2 << 20) + "\n  : rows:\n" + rows
                + (0..<5_000).map { "    x\($0): 1\n" }.joined()
        case "extends-symlink":
            let outside = folder + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try Data((Self.head + "layers:\n  letters:\n    rows:\n" + rows).utf8)
                .write(to: URL(fileURLWithPath: outside + "/base.yaml"))
            let inside = folder + "/inside"
            try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: inside + "/link.yaml")
            try FileManager.default.createSymbolicLink(
                atPath: inside + "/link.yaml", withDestinationPath: "../outside/base.yaml")
            text += "format: 1\nid: hostile\nextends: link.yaml\n"
            let child = inside + "/" + name + ".yaml"
            try Data(text.utf8).write(to: URL(fileURLWithPath: child))
            return child
        default:
            break
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// The generated hostile inputs: each rejected in under a second with the expected located error.
/// One at a time, so that the timings do not include each other.
@Suite(.serialized) struct HostileGeneratedTests {
    @Test(arguments: GeneratedHostile.all)
    func rejectedQuicklyWithALocatedError(_ hostile: GeneratedHostile) throws {
        let folder = FileManager.default.temporaryDirectory.path + "/keysmith-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try hostile.write(into: folder)
        let clock = ContinuousClock()
        var result: LayoutLoadResult?
        let elapsed = clock.measure { result = LayoutLoader().load(path: path) }
        let loaded = try #require(result)
        // A guard against work that grows faster than the input (a quadratic pass over the
        // million-key line would take hours), not a speed measurement: this is a debug build,
        // which on a loaded 2-core machine takes over a second for the largest inputs. Release
        // times are in README (Hardening).
        #expect(elapsed < HostileLimits.rejectionTime, "\(hostile.name) took \(elapsed)")
        #expect(loaded.layout == nil)
        #expect(loaded.diagnostics.contains(where: HostileCorpusTests.isLocatedError))
        #expect(
            loaded.diagnostics.contains {
                $0.severity == .error && $0.code == hostile.code && $0.location.line == hostile.line
                    && $0.location.column >= 1 && $0.location.file == path
            }, "expected \(hostile.code) on line \(hostile.line); got \(summary(loaded.diagnostics).prefix(4))")
    }
}
