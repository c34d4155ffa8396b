import Foundation
import Keysmith
import Testing

/// A property of the bundled data: on each bundled layout with a bundled lexicon, the lexicon's
/// most frequent words that the layout types, typed on the keys' centres with autocorrection, come
/// back as they were typed. It found Hindi's `कई` (its 94th word) becoming `की` (a key's two faces
/// were one letter's place); the German and Greek lists' lost `ß` and `ς` would have failed it too.
@MainActor @Suite struct BundledWordsTypingTests {
    /// The letters a layout types: its keys' texts, shifted faces and long presses, and what its
    /// dead keys compose.
    static func typable(_ layout: KeyboardLayout) -> Set<Unicode.Scalar> {
        var scalars = Set<Unicode.Scalar>()
        for layer in layout.layers {
            for row in layer.rows {
                for key in row.keys {
                    if case .character(let text, let shifted) = key.action {
                        scalars.formUnion(text.unicodeScalars)
                        scalars.formUnion(shifted.unicodeScalars)
                    }
                    for alternate in key.alternates { scalars.formUnion(alternate.unicodeScalars) }
                }
            }
        }
        for table in layout.compose.entries.values {
            for output in table.values { scalars.formUnion(output.unicodeScalars) }
        }
        return scalars
    }

    /// A word's letters without accents, apostrophes or hyphens, in lower case: the spellings a
    /// word end chooses between by their counts.
    static func bare(_ word: String) -> [Unicode.Scalar] {
        word.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.filter {
            !(0x300...0x36F).contains($0.value) && $0 != "'" && $0 != "-"
        }
    }

    /// The 150 most frequent words of each list that the layout types, leaving out each word
    /// that has another spelling of the same letters at least 16 times as frequent (32 count
    /// levels): a word end gives that one's accents or apostrophe back by design (`ειναι` →
    /// `είναι`, `dont` → `don't`: docs/WORDS.md).
    @Test(arguments: ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ru-RU", "el-GR", "he-IL", "ar", "hi-IN"])
    func frequentWordsTypedRightStay(id: String) throws {
        let layout = try #require(BundledLayouts.load(id).layout)
        let lexicon = try #require(BundledLexicons.lexicon(forLocale: layout.locale))
        let typable = Self.typable(layout)
        let words = lexicon.words
        var likeliest: [[Unicode.Scalar]: Int] = [:]
        for word in words { likeliest[Self.bare(word.form)] = max(likeliest[Self.bare(word.form)] ?? 0, word.level) }
        let chosen = words.enumerated()
            .filter { _, word in
                word.form.unicodeScalars.allSatisfy(typable.contains)
                    && word.level + 32 > likeliest[Self.bare(word.form)] ?? 0
            }
            .sorted { ($0.element.level, $1.offset) > ($1.element.level, $0.offset) }
            .prefix(150).map(\.element.form)
        #expect(chosen.count == 150)
        let path = Binary.packageRoot.appendingPathComponent("Layouts/\(id).yaml").path
        let result = runCLI(["type", "--lexicon", "auto", "--autocorrect", path, chosen.joined(separator: " ")])
        #expect(result.status == 0, "\(result.standardError)")
        let typed = result.standardOutput.split(separator: " ").map { $0.trimmingCharacters(in: .newlines) }
        let changed = zip(chosen, typed).filter { !$0.utf8.elementsEqual($1.utf8) }.map { "\($0) → \($1)" }
        #expect(typed.count == chosen.count)
        #expect(changed.isEmpty, "\(changed)")
    }
}
