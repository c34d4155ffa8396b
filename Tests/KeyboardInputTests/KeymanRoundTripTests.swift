import KeyboardModel
import LayoutExport
import LayoutFormat
import LayoutImport
import Testing

@testable import KeyboardInput

/// `import(export(L))` for Keyman: each bundled layout's sentences (the table of
/// ``BundledLayoutTypingTests``) type the same text through the real controller on the layout
/// and on what comes back from its Keyman touch layout, and every character the layout types
/// the round trip types too.
@MainActor @Suite struct KeymanRoundTripTests {
    static func roundTrip(_ id: String) throws -> (
        original: KeyboardLayout, back: KeyboardLayout, warnings: [String]
    ) {
        let path = BundledLayoutTypingTests.layouts + "/" + id + ".yaml"
        let original = try #require(LayoutLoader().load(path: path).layout)
        let exported = KeymanExporter.export(original, file: path)
        #expect(!exported.diagnostics.contains { $0.severity == .error }, "\(exported.diagnostics)")
        let text = try #require(exported.text)
        let imported = ImportFormat.keyman.importLayout(
            ImportSource(bytes: Array(text.utf8), file: id + ".keyman-touch-layout", id: id))
        let back = try #require(imported.layout, "\(imported.diagnostics.map(\.message))")
        return (original, back, exported.diagnostics.map(\.message))
    }

    static func type(_ text: String, on layout: KeyboardLayout) throws -> String {
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer()
        controller.input = buffer
        try Typist(controller: controller).type(text)
        return buffer.text
    }

    /// Sentences typed through dead keys, Hangul composition or modify-previous keys need
    /// Keyman's rules: those layouts' sentences are only checked for what they type directly.
    nonisolated static let needRules: Set<String> = [
        "ko-KR", "ja-JP-kana", "pt-BR", "fr-FR", "es-ES", "el-GR", "de-DE",
    ]

    @Test(arguments: BundledLayoutTypingTests.sentences)
    func sentencesTypeTheSame(_ entry: (layout: String, text: String)) throws {
        let (original, back, warnings) = try Self.roundTrip(entry.layout)
        let missing = TypableCharacters.missing(in: entry.text, layout: back)
        // Where Keyman's rules would be needed, the rest of the sentence still types the same.
        if !Self.needRules.contains(entry.layout) { #expect(missing.isEmpty, "\(entry.layout): \(missing)") }
        let typable = String(entry.text.filter { !missing.contains($0) })
        #expect(try Self.type(typable, on: back) == Self.type(typable, on: original))
        // A sentence that is all composition (Hangul) is said to need Keyman's rules.
        if typable.isEmpty { #expect(warnings.contains { $0.hasPrefix("'composer' is not carried over") }) }
    }

    /// What dead keys, Hangul composition and modify-previous keys type is Keyman's rules' work
    /// (the export says so, per key): those layouts are not in this test.
    @Test(
        arguments: BundledLayoutTypingTests.sentences.map(\.layout).reduce(into: [String]()) {
            if !$0.contains($1) && !needRules.contains($1) { $0.append($1) }
        })
    func everyCharacterTypedComesBack(_ id: String) throws {
        let (original, back, _) = try Self.roundTrip(id)
        let lost = TypableCharacters.characters(of: original).subtracting(TypableCharacters.characters(of: back))
        #expect(lost.isEmpty, "\(id): \(lost.sorted())")
    }
}
