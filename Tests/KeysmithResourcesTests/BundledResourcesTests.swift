import CompiledLayouts
import KeysmithResources
import KeysmithSources
import LayoutFormat
import TestSupport
import Testing

/// The compiled layouts and lexicons embedded in the library, as hexadecimal digits in constant
/// data: they must be what the sources compile to, and read back whole.
@Suite struct BundledResourcesTests {
    /// The embedded bytes are a fresh compile of `Layouts/`: run scripts/compile-bundled-layouts.sh
    /// after changing a layout or the format.
    @Test func theEmbeddedCompiledLayoutsAreUpToDate() throws {
        let ids = BundledSources.layouts.keys.sorted()
        #expect(BundledResources.layoutIDs == ids)
        for id in ids {
            let result = LayoutLoader().load(path: packageRoot() + "/Layouts/\(id).yaml")
            let layout = try #require(result.layout, "\(summary(result.diagnostics))")
            let embedded = BundledResources.compiledLayout(id)
            let fresh = CompiledLayout.encode(layout)
            #expect(
                embedded == fresh,
                """
                Sources/KeysmithResources/BundledResources.swift is out of date for \(id): run \
                scripts/compile-bundled-layouts.sh and commit it
                """)
        }
        #expect(BundledResources.compiledLayout("xx-XX") == nil)
    }

    /// Each lexicon's digits decode to whole bytes that start with the lexicon magic `KSLX`
    /// (0x4B 0x53 0x4C 0x58); a language without one has none.
    @Test func everyBundledLexiconDecodesToWholeBytes() throws {
        #expect(
            BundledResources.lexiconLanguages == [
                "ar", "de", "de-CH", "el", "en", "en-GB", "es", "fr", "he", "hi", "pt", "ru",
            ])
        for language in BundledResources.lexiconLanguages {
            let bytes = try #require(BundledResources.compiledLexicon(language), "\(language)")
            #expect(bytes.prefix(4) == [0x4B, 0x53, 0x4C, 0x58], "\(language)")
            // 30 000 words of at least one byte each, and their counts and keys besides.
            #expect(bytes.count > 100_000, "\(language): \(bytes.count) bytes")
        }
        #expect(BundledResources.compiledLexicon("ja") == nil)
        #expect(BundledResources.compiledLexicon("") == nil)
    }
}
