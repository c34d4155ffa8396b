import Foundation
import KeyboardModel
import Testing

@testable import LayoutImport

/// The registry: each format's importer reads its format, `detect` tells each small fixture's
/// format from its content, and importing through the registry gives what the importer gives,
/// companion files included.
@Suite struct ImportRegistryTests {
    static let root = SqueekboardImporterTests.root.appendingPathComponent("Tests/Fixtures/import").path
    static let fixtures: [(ImportFormat, String)] = [
        (.cldr, "cldr/keyboards/test.xml"),
        (.florisboard, "florisboard/layouts/characters/small.json"),
        (.keyman, "keyman/small.keyman-touch-layout"),
        (.squeekboard, "squeekboard/small.yaml"),
        (.unexpected, "unexpected/layouts/small.xml"),
    ]

    @Test func everyFormatHasItsImporter() {
        #expect(Set(Self.fixtures.map(\.0)) == Set(ImportFormat.allCases))
        for format in ImportFormat.allCases {
            #expect(format.importer.format == format)
        }
    }

    @Test(arguments: fixtures)
    func detectedAndImportedThroughTheRegistry(_ format: ImportFormat, _ name: String) throws {
        let path = Self.root + "/" + name
        let bytes = try SqueekboardImporterTests.load(path)
        #expect(ImportFormat.detect(bytes) == format)
        let read: @Sendable (String) -> [UInt8]? = { try? SqueekboardImporterTests.load($0) }
        let result = format.importLayout(ImportSource(bytes: bytes, file: path, id: "small", read: read))
        let layout = try #require(result.layout, "\(result.diagnostics)")
        #expect(layout.id == "small")
        // The same as the importer's own entry: companion files read through `read`.
        let direct: ImportResult
        switch format {
        case .cldr: direct = CLDRImporter.importLayout(bytes, file: path, id: "small", read: read)
        case .florisboard: direct = FlorisBoardImporter.importLayout(bytes, file: path, id: "small", read: read)
        case .keyman: direct = KeymanImporter.importLayout(bytes, file: path, id: "small")
        case .squeekboard: direct = SqueekboardImporter.importLayout(bytes, file: path, id: "small")
        case .unexpected: direct = UnexpectedKeyboardImporter.importLayout(bytes, file: path, id: "small", read: read)
        }
        #expect(direct.layout == layout)
        #expect(direct.diagnostics == result.diagnostics)
    }
}
