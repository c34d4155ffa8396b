import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat
@testable import LocatedYAML

/// One file of `Tests/Fixtures/hostile` and the error it must give, worked out from the file.
struct HostileCase: CustomTestStringConvertible, Sendable {
    /// The file name without `.yaml`.
    let name: String
    /// The code of an error it must give.
    let code: String
    /// Where that error is: `LINE:COLUMN`, `LINE`, or `FILE:LINE:COLUMN` for another file of
    /// the `extends` chain (relative to the hostile folder).
    let place: String

    init(_ name: String, _ code: String, _ place: String) {
        self.name = name
        self.code = code
        self.place = place
    }

    var testDescription: String { name }

    /// Whether `diagnostic` is the expected error.
    func matches(_ diagnostic: Diagnostic, folder: String) -> Bool {
        guard diagnostic.severity == .error, diagnostic.code == code else { return false }
        let location = diagnostic.location
        var parts = place.split(separator: ":").map(String.init)
        let file = parts.count == 3 ? folder + "/" + parts.removeFirst() : folder + "/" + name + ".yaml"
        guard location.file == file, Int(parts[0]) == location.line else { return false }
        return parts.count == 1 || Int(parts[1]) == location.column
    }
}

/// Every hostile input is rejected quickly with a located error; the geometry-stage files load
/// and fail when laid out (see `KeysmithCLITests/HostileGeometryTests.swift`).
///
/// Each expected place is counted from the file: line 1 is the comment saying what it attacks;
/// most files then hold `format`, `id`, `name`, `locale`, `size` on lines 2–6, `layers` on 7,
/// the layer on 8, `rows` on 9, rows from 10, and what comes after the rows from 12.
@Suite struct HostileCorpusTests {
    static let folder = fixturesFolder() + "/hostile"

    static let cases: [HostileCase] = [
        // YAML reader: nesting, aliases, structure. Depth 1 is the top-level mapping (line 2),
        // `l0`'s value is depth 2 on line 5, so depth 65 starts on line 68.
        HostileCase("deep-block-nesting", YAMLDiagnosticCode.tooDeep, "68"),
        HostileCase("deep-flow-nesting", YAMLDiagnosticCode.tooDeep, "4"),
        HostileCase("deep-flow-mapping-nesting", YAMLDiagnosticCode.tooDeep, "4"),
        // The limit is for the whole document: x0–x3 hold 11 + 111 + 1 111 + 11 111 nodes and
        // each `*a3` in x4 (line 8) adds 11 111 more, so the 8th alias crosses 100 000; it starts
        // in column 9 + 7·5 + 1.
        HostileCase("alias-billion-laughs", YAMLDiagnosticCode.tooManyNodes, "8:45"),
        HostileCase("alias-quadratic", YAMLDiagnosticCode.tooManyNodes, "5"),
        // m0 holds 17 nodes and m(i) 2·m(i−1) + 5 (each merged alias is copied before keys are
        // merged): m0–m11 hold 90 030, and m12's first alias (line 16, column 17) adds 45 051.
        HostileCase("alias-merge-bomb", YAMLDiagnosticCode.tooManyNodes, "16:17"),
        HostileCase("alias-unknown-anchor", YAMLDiagnosticCode.unknownAnchor, "10:9"),
        HostileCase("duplicate-keys", YAMLDiagnosticCode.duplicateKey, "5:1"),
        HostileCase("empty-document", YAMLDiagnosticCode.empty, "1:1"),
        HostileCase("multiple-documents", YAMLDiagnosticCode.multipleDocuments, "12"),
        HostileCase("not-a-mapping", YAMLDiagnosticCode.topLevelNotMapping, "2:1"),
        HostileCase("complex-keys", DiagnosticCode.wrongType.rawValue, "12:3"),
        HostileCase("yaml-tags", DiagnosticCode.unknownField.rawValue, "13:1"),
        HostileCase("tabs-indentation", YAMLDiagnosticCode.syntax, "8"),
        // libyaml checks characters a buffer at a time and reports them at the buffer's start.
        HostileCase("control-characters", YAMLDiagnosticCode.syntax, "4:9"),
        // A BOM, then CRLF, LF and lone CR line ends: 'size-of' is on line 7 whatever the ends.
        HostileCase("bom-crlf-mixed", DiagnosticCode.unknownField.rawValue, "7:1"),
        HostileCase("bom-in-the-middle", YAMLDiagnosticCode.syntax, "5"),

        // Encoding: "name: Host" is 10 characters, so the bad byte is in column 11 of line 4.
        HostileCase("utf8-overlong", YAMLDiagnosticCode.invalidUTF8, "4:11"),
        HostileCase("utf8-surrogate", YAMLDiagnosticCode.invalidUTF8, "4:11"),
        HostileCase("utf8-truncated", YAMLDiagnosticCode.invalidUTF8, "4:11"),
        HostileCase("utf8-lone-continuation", YAMLDiagnosticCode.invalidUTF8, "4:11"),
        HostileCase("utf8-too-large", YAMLDiagnosticCode.invalidUTF8, "4:11"),
        HostileCase("nul-byte", YAMLDiagnosticCode.nulByte, "10:11"),
        HostileCase("utf16le-bom", YAMLDiagnosticCode.wideEncoding, "1:1"),
        HostileCase("utf16be", YAMLDiagnosticCode.wideEncoding, "1:1"),
        HostileCase("utf32le-bom", YAMLDiagnosticCode.wideEncoding, "1:1"),

        // Numbers: "size: {width: " is 14 characters; "metrics: {key-gap: " 19.
        HostileCase("number-nan-size", DiagnosticCode.nonFiniteNumber.rawValue, "6:15"),
        HostileCase("number-inf-metrics", DiagnosticCode.nonFiniteNumber.rawValue, "12:20"),
        HostileCase("number-1e400-width", DiagnosticCode.nonFiniteNumber.rawValue, "11:17"),
        HostileCase("number-negative-zero", DiagnosticCode.numberOutOfRange.rawValue, "6:28"),
        HostileCase("number-hex-octal", DiagnosticCode.wrongType.rawValue, "6:15"),
        HostileCase("number-huge-digits", DiagnosticCode.nonFiniteNumber.rawValue, "12:20"),

        // extends: the path value starts in column 10 of line 4 ("extends: ").
        HostileCase("extends-dotdot", DiagnosticCode.extendsEscapesFolder.rawValue, "4:10"),
        HostileCase("extends-dotdot-hidden", DiagnosticCode.extendsEscapesFolder.rawValue, "4:10"),
        HostileCase("extends-absolute", DiagnosticCode.extendsEscapesFolder.rawValue, "4:10"),
        HostileCase("extends-self", DiagnosticCode.extendsCycle.rawValue, "4:10"),
        // The loop closes when cycle-c names cycle-b again; a chain's problems are reported at the
        // `extends` of the file being read (with notes at the others).
        HostileCase("extends-cycle", DiagnosticCode.extendsCycle.rawValue, "4:10"),
        // The input and deep-1 … deep-8 are read; deep-8 would be the ninth parent's child.
        HostileCase("extends-too-deep", DiagnosticCode.extendsTooDeep.rawValue, "4:10"),

        // Constraint text: items start at line 13, "  - " is 4 characters, a quote 1 more.
        HostileCase("constraint-1000-parens", DiagnosticCode.constraintTooComplex.rawValue, "13"),
        // The 33rd '(' is at offset 32 of the text, which starts in column 6.
        HostileCase("constraint-deep-parens-short", DiagnosticCode.constraintTooComplex.rawValue, "13:38"),
        HostileCase("constraint-long-text", DiagnosticCode.constraintTooComplex.rawValue, "13"),
        HostileCase("constraint-huge-numbers", DiagnosticCode.constraintNumberOutOfRange.rawValue, "13:16"),
        HostileCase("constraint-unicode-ids", DiagnosticCode.constraintUnknownKey.rawValue, "13:5"),
        HostileCase("constraint-empty", DiagnosticCode.constraintSyntax.rawValue, "13:6"),

        // Limits. Keys per row: "      - [" is 9 characters, k0–k9 take 4 each and k10–k63 5,
        // so k64 starts in column 9 + 40 + 270 + 1 = 320.
        HostileCase("limit-keys-per-row", DiagnosticCode.tooManyKeysInRow.rawValue, "10:320"),
        // 8 rows of 60 keys come first (480), so the 513th key is r8k32 on line 18: 9 + 10·6 +
        // 22·7 characters before it.
        HostileCase("limit-keys-per-layer", DiagnosticCode.tooManyKeysInLayer.rawValue, "18:224"),
        // The same 513th key, with an empty row after the overflowing one (found by fuzz-layout:
        // the check once read a key of that empty row); one comment line more puts it on line 19.
        HostileCase("limit-keys-per-layer-empty-row", DiagnosticCode.tooManyKeysInLayer.rawValue, "19:224"),
        HostileCase("limit-rows-per-layer", DiagnosticCode.tooManyRows.rawValue, "42:9"),
        // letters is layer 1 (line 8); l0 starts on line 12 and each layer takes 3 lines: the 33rd
        // layer, l31, is on line 12 + 3·31.
        // letters (line 8) and l0–l255, 3 lines each from line 12: the 257th layer, l255, is on line 777.
        HostileCase("limit-layers", DiagnosticCode.tooManyLayers.rawValue, "777:3"),
        // 33 layers of 8 rows of 64 keys, 10 lines each from line 8: key 16 385 is the first of l32
        // (line 328), in its first row (line 330) after `      - [`.
        HostileCase("limit-keys-per-form", DiagnosticCode.tooManyKeysInForm.rawValue, "330:10"),
        HostileCase("limit-constraints", DiagnosticCode.tooManyConstraints.rawValue, "269:5"),
        // Forms f0–f7 are within the limit; f8's item starts on line 20, column 5.
        HostileCase("limit-forms", DiagnosticCode.tooManyForms.rawValue, "20:5"),
        // Texts are checked as they are read, at the value: "      - [q, {text: w, label: " is 29
        // characters, "      - [q, {text: " 19.
        HostileCase("limit-label-length", DiagnosticCode.labelTooLong.rawValue, "10:30"),
        HostileCase("limit-text-length", DiagnosticCode.textTooLong.rawValue, "10:20"),
        // At the 65th alternate: "      - [q, {text: e, alternates: [" is 35 characters, e0–e9
        // take 4 each and e10–e63 5, so e64 starts in column 35 + 40 + 270 + 1 = 346.
        HostileCase("limit-alternates", DiagnosticCode.tooManyAlternates.rawValue, "10:346"),
        HostileCase("limit-layer-name", DiagnosticCode.nameTooLong.rawValue, "8:3"),
        HostileCase("limit-compose-text", DiagnosticCode.textTooLong.rawValue, "13:12"),
    ]

    /// Files that load without errors and must fail in the geometry.
    static let geometryStage = ["geometry-conflicting-constraints", "geometry-constraint-too-wide"]

    @Test(arguments: cases)
    func rejectedQuicklyWithALocatedError(_ hostile: HostileCase) throws {
        let path = Self.folder + "/" + hostile.name + ".yaml"
        let clock = ContinuousClock()
        var measured: LayoutLoadResult?
        let elapsed = clock.measure { measured = LayoutLoader().load(path: path) }
        let result = try #require(measured)
        // A guard against work that grows faster than the input (a quadratic pass over the
        // million-key line would take hours), not a speed measurement: this is a debug build,
        // which on a loaded 2-core machine takes over a second for the largest inputs. Release
        // times are in README (Hardening).
        #expect(elapsed < HostileLimits.rejectionTime, "\(hostile.name) took \(elapsed)")
        #expect(result.layout == nil)
        #expect(!result.isInputUnreadable)
        #expect(result.diagnostics.contains(where: Self.isLocatedError), "\(summary(result.diagnostics))")
        #expect(
            result.diagnostics.contains { hostile.matches($0, folder: Self.folder) },
            "expected \(hostile.code) at \(hostile.place); got \(summary(result.diagnostics).prefix(8))")
    }

    @Test(arguments: geometryStage)
    func geometryStageFilesLoad(_ name: String) {
        let result = LayoutLoader().load(path: Self.folder + "/" + name + ".yaml")
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        #expect(result.layout != nil)
    }

    /// Every file of the folder is in a table, and every file starts with a comment saying what
    /// it attacks (in its own encoding).
    @Test func everyFileIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        let covered = Set(Self.cases.map(\.name) + Self.geometryStage)
        #expect(Set(names) == covered)
        #expect(names.count >= 30)
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name + ".yaml"))
            let text = Self.decodeAnyEncoding(data)
            #expect(text.hasPrefix("# attacks: "), "\(name) does not start with '# attacks: '")
        }
    }

    /// An error with a line and column.
    static func isLocatedError(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.location.line >= 1 && diagnostic.location.column >= 1
    }

    /// The text of a fixture in UTF-8, UTF-16 or UTF-32 (by BOM or zero bytes), without a BOM.
    static func decodeAnyEncoding(_ data: Data) -> String {
        let bytes = [UInt8](data)
        let encoding: String.Encoding
        switch bytes.prefix(4) {
        case [0xFF, 0xFE, 0, 0]: encoding = .utf32LittleEndian
        case let head where head.starts(with: [0xFF, 0xFE]): encoding = .utf16LittleEndian
        case let head where head.count > 1 && head[0] == 0: encoding = .utf16BigEndian
        default:
            return String(
                decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
        }
        let body = encoding == .utf16BigEndian ? data : data.dropFirst(encoding == .utf32LittleEndian ? 4 : 2)
        return String(data: body, encoding: encoding) ?? ""
    }
}
