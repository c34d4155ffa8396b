import Foundation
import KeyboardModel
import LayoutExport
import LayoutImport
import Testing

@testable import KeyboardInput

/// import → export → import on the real Keyman and CLDR keyboards of `../shared/corpus`: the
/// second import types the same characters as the first (by ``TypableCharacters``, byte for
/// byte) for at least 99 % of the Keyman ones (all 41 today) and 95 % of the CLDR ones (19 of
/// 20: fr.xml's stroke-overlay dead key comes back as another accent). Skipped when the corpus
/// is not beside the repository.
@MainActor @Suite struct CorpusRoundTripTests {
    /// `../shared/corpus`, from this file's place (Tests/KeyboardInputTests/ in the repository).
    nonisolated static let corpus: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // main/Tests/KeyboardInputTests/<this file>
        return parts.joined(separator: "/") + "/shared/corpus"
    }()

    nonisolated static var isPresent: Bool { FileManager.default.fileExists(atPath: corpus + "/keyman") }

    static func files(_ folder: String, ending suffix: String) -> [String] {
        let root = corpus + "/" + folder
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(suffix) { found.append(root + "/" + name) }
        }
        return found.sorted()
    }

    /// The layout of `path` imported as `format`, with companions read beside it.
    static func imported(
        _ bytes: [UInt8], file: String, format: ImportFormat, read: @escaping @Sendable (String) -> [UInt8]?
    )
        -> KeyboardLayout?
    {
        format.importLayout(ImportSource(bytes: bytes, file: file, id: "corpus", read: read)).layout
    }

    @Test(.enabled(if: isPresent, "../shared/corpus is not beside the repository"), arguments: ExportFormat.allCases)
    func aRoundTripTypesTheSameCharacters(_ format: ExportFormat) throws {
        let paths =
            format == .keyman
            ? Self.files("keyman", ending: ".keyman-touch-layout")
            : Self.files("cldr", ending: ".xml").filter {
                !$0.contains("/import-") && !$0.contains("/schema") && !$0.contains("/test-")
            }
        var same = 0
        var tried = 0
        var differing: [String] = []
        for path in paths {
            guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else { continue }
            let onDisk: @Sendable (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map(Array.init) }
            guard let first = Self.imported(bytes, file: path, format: format.importFormat, read: onDisk) else {
                continue
            }
            tried += 1
            let exported = format.export(first, file: "corpus.yaml")
            guard let text = exported.text else {
                differing.append(path + " (not exported)")
                continue
            }
            let companions = exported.companions
            let file = "corpus" + (format == .keyman ? ".keyman-touch-layout" : ".xml")
            let second = Self.imported(
                Array(text.utf8), file: file, format: format.importFormat,
                read: { name in companions.first { name == "corpus." + $0.fileExtension }.map { Array($0.text.utf8) } })
            guard let second else {
                differing.append(path + " (not imported back)")
                continue
            }
            let before = TypableCharacters.outputs(of: first)
            let after = TypableCharacters.outputs(of: second)
            if before == after {
                same += 1
            } else {
                let lost = before.subtracting(after).map(\.string).sorted().prefix(5)
                let gained = after.subtracting(before).map(\.string).sorted().prefix(5)
                differing.append("\(path): lost \(Array(lost)), gained \(Array(gained))")
            }
        }
        #expect(tried >= 20)
        let wanted = format == .keyman ? 0.99 : 0.95
        #expect(Double(same) >= wanted * Double(tried), "\(same) of \(tried): \(differing)")
    }
}
