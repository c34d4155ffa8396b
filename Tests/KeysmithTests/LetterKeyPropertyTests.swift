import Keysmith
import Testing

/// Every bundled layout with a bundled lexicon, on its first layer: each key that types a letter
/// of the lexicon (its text, one scalar) is where a swipe passes for that letter. Shifted faces
/// and the letters of other keys must not take it: before, ru-RU's `Й` (a capital the lexicon
/// lacks, folding to `и`) put `и` on `й`'s key, and every `и` of a swipe went through the
/// top-left corner.
@Suite struct LetterKeyPropertyTests {
    @Test func eachLetterIsSwipedThroughItsOwnKey() throws {
        var checked = 0
        for id in BundledLayouts.ids {
            guard let layout = BundledLayouts.load(id).layout,
                let lexicon = BundledLexicons.lexicon(forLocale: layout.locale)
            else { continue }
            var geometry = try LayoutGeometry(layout)
            let frames = try #require(try geometry.frames(for: layout.size).first)
            let decoder = SwipeDecoder(lexicon: lexicon, frames: frames)
            for key in frames.keys {
                guard case .character(let text, _) = key.key.action else { continue }
                var scalars = text.unicodeScalars.makeIterator()
                guard let scalar = scalars.next(), scalars.next() == nil,
                    let centre = decoder.centre(ofLetter: scalar)
                else { continue }
                // The same letter on two keys: either is right.
                let typing = frames.keys.filter {
                    if case .character(let other, _) = $0.key.action { return other.utf8.elementsEqual(text.utf8) }
                    return false
                }
                #expect(typing.contains { $0.frame.center == centre }, "\(id): \(text)")
                checked += 1
            }
        }
        // en-US, en-GB, de-DE, fr-FR, es-ES, pt-BR, ru-RU, el-GR, ar, he-IL, hi-IN: hundreds.
        #expect(checked > 200)
    }
}
