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
        // The registry's importer is the one of this format, and the one that reads this file.
        let importers: [ImportFormat: any LayoutImporter.Type] = [
            .cldr: CLDRImporter.self, .florisboard: FlorisBoardImporter.self, .keyman: KeymanImporter.self,
            .squeekboard: SqueekboardImporter.self, .unexpected: UnexpectedKeyboardImporter.self,
        ]
        let importer = try #require(importers[format])
        #expect(ObjectIdentifier(format.importer) == ObjectIdentifier(importer))
        #expect(importer.format == format)
        #expect(importer.importLayout(ImportSource(bytes: bytes, file: path, id: "small", read: read)).layout == layout)
    }
}
