import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import KeyboardWords
import Testing

/// Words in the controller: suggestions after each keystroke, autocorrection at a word end, a
/// backspace that takes it back, accepting a suggestion, and fields that forbid correcting.
@MainActor @Suite struct ControllerWordsTests {
    static let lexicon = try? lexicon([("the", 1000), ("they", 200), ("then", 150), ("hello", 80), ("help", 60)])

    /// An English lexicon of these words and counts.
    static func lexicon(_ words: [(String, UInt64)]) throws -> Lexicon {
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "en")
        return try Lexicon(bytes: Lexicon.encode(contents))
    }

    func harness(autocorrects: Bool = true) throws -> ControllerHarness {
        // After "so ", shift stays off (the phone layout capitalises sentences).
        let harness = try ControllerHarness(text: "so ")
        harness.controller.lexicon = Self.lexicon
        harness.controller.autocorrects = autocorrects
        return harness
    }

    @Test func suggestionsFollowEveryKeystroke() throws {
        let harness = try harness()
        #expect(Self.lexicon != nil)
        try harness.tap(["t", "h"])
        #expect(harness.controller.suggestions.word == "th")
        #expect(harness.controller.suggestions.suggestions.map(\.text) == ["the", "they", "then"])
    }

    /// `t g e` at the key centres: g is h's neighbour, so `tge` reads as `the`; the space corrects it.
    @Test func aWordEndCorrectsAndABackspaceTakesItBack() throws {
        let harness = try harness()
        let time = try harness.tap(["t", "g", "e", "space"])
        #expect(harness.text == "so the ")
        try harness.tap(["backspace"], from: time)
        #expect(harness.text == "so tge")
        // Not corrected again in this field.
        try harness.tap(["space"], from: time + 1)
        #expect(harness.text == "so tge ")
    }

    /// A learnt word mistyped is corrected to it as learnt, and the backspace takes that back too:
    /// `keysmitj` (j beside h) becomes `Keysmith`.
    @Test func aMistypedLearntWordIsCorrectedToIt() throws {
        let harness = try harness()
        harness.controller.learntWords = ["Keysmith"]
        let time = try harness.tap(["k", "e", "y", "s", "m", "i", "t", "j", "space"])
        #expect(harness.text == "so Keysmith ")
        try harness.tap(["backspace"], from: time)
        #expect(harness.text == "so keysmitj")
    }

    /// A correction taken back is learnt: the delegate hears it once, and the word is not
    /// corrected again in another field, after the lexicon is set again, or capitalised. A
    /// controller given the learnt words (a host restoring them) leaves it too; one without them
    /// corrects it.
    @Test func aCorrectionTakenBackIsLearnt() throws {
        let harness = try harness()
        let time = try harness.tap(["t", "g", "e", "space"])
        try harness.tap(["backspace"], from: time)
        #expect(harness.text == "so tge")
        #expect(harness.controller.learntWords == ["tge"])
        #expect(harness.recorder.events.filter { $0.hasPrefix("learnt") } == ["learnt tge"])

        let other = TextBuffer("no. ")
        harness.controller.input = other
        harness.controller.lexicon = nil
        harness.controller.lexicon = Self.lexicon
        harness.controller.autocorrects = true
        // At the start of a sentence: `Tge`.
        try harness.tap(["t", "g", "e", "space", "t", "g", "e", "space"], from: time + 1)
        #expect(other.text == "no. Tge tge ")
        #expect(harness.controller.learntWords == ["tge"])

        let restored = try self.harness()
        restored.controller.learntWords = ["tge"]
        try restored.tap(["t", "g", "e", "space"])
        #expect(restored.text == "so tge ")
        let fresh = try self.harness()
        try fresh.tap(["t", "g", "e", "space"])
        #expect(fresh.text == "so the ")
    }

    /// What was typed, chosen from the bar against a correction, is learnt; a word the lexicon
    /// has, chosen when nothing would correct it, is not. Typing two letters of a learnt word
    /// offers it second.
    @Test func aLiteralChosenFromTheBarIsLearntAndOffered() throws {
        let harness = try harness()
        try harness.tap(["t", "g", "e"])
        #expect(harness.controller.suggestions.correction == "the")
        let literal = try #require(harness.controller.suggestions.suggestions.first { $0.kind == .literal })
        #expect(literal.text == "tge")
        harness.controller.accept(literal)
        #expect(harness.text == "so tge ")
        #expect(harness.controller.learntWords == ["tge"])

        let time = try harness.tap(["h", "e", "l", "p"], from: 1)
        let help = try #require(harness.controller.suggestions.suggestions.first { $0.text == "help" })
        harness.controller.accept(help)
        #expect(harness.controller.learntWords == ["tge"])

        try harness.tap(["t", "g"], from: time + 1)
        #expect(harness.controller.suggestions.suggestions.count == 3)
        #expect(harness.controller.suggestions.suggestions.dropFirst().first?.text == "tge")
        harness.controller.forget(learntWord: "tge")
        #expect(harness.controller.learntWords.isEmpty)
    }

    /// An address, a path or a tag is left as typed: `tge` before `@` and right after it, or
    /// after `.` or `/` (typed, or in the text read from the field), is not made `the`; the same
    /// word after a space is.
    @Test func addressesAreNotCorrected() throws {
        let harness = try harness()
        let time = try harness.tap(["t", "g", "e", "123", "@", "ABC", "t", "g", "e", "123", ".", "ABC", "t", "g", "e"])
        try harness.tap(["space"], from: time)
        #expect(harness.text == "so tge@tge.tge ")
        for before in ["mail jon@", "www.", "~/"] {
            let read = try ControllerHarness(text: before)
            read.controller.lexicon = Self.lexicon
            read.controller.autocorrects = true
            try read.tap(["t", "g", "e", "space"])
            #expect(read.text == before + "tge ")
        }
    }

    @Test func acceptingASuggestionReplacesTheWord() throws {
        let harness = try harness()
        try harness.tap(["h", "e", "l"])
        let help = try #require(harness.controller.suggestions.suggestions.first { $0.text == "help" })
        harness.controller.accept(help)
        #expect(harness.text == "so help ")
        #expect(harness.controller.suggestions.word == "")
    }

    /// Before a word's first letter the bar's words are cased as shift would type them: after
    /// `so. ` (autocapitalisation's shift) `The`, `They`, `Then`, and accepting `The` types it so;
    /// then, shift off, `the`. A shift tapped after `so ` capitalises them and a second tap takes
    /// that back. Before, the bar showed `the` at the start of a sentence and accepting it typed
    /// `so. the `.
    @Test func theBarBeforeAWordFollowsShift() throws {
        let sentence = try ControllerHarness(text: "so. ")
        sentence.controller.lexicon = Self.lexicon
        #expect(sentence.shift == .once)
        #expect(sentence.controller.suggestions.suggestions.map(\.text) == ["The", "They", "Then"])
        sentence.controller.accept(try #require(sentence.controller.suggestions.suggestions.first))
        #expect(sentence.text == "so. The ")
        #expect(sentence.shift == .off)
        #expect(sentence.controller.suggestions.suggestions.map(\.text) == ["the", "they", "then"])

        let plain = try harness()
        #expect(plain.controller.suggestions.suggestions.map(\.text) == ["the", "they", "then"])
        let time = try plain.tap(["shift"])
        #expect(plain.controller.suggestions.suggestions.map(\.text) == ["The", "They", "Then"])
        try plain.tap(["shift"], from: time + 1)
        #expect(plain.controller.suggestions.suggestions.map(\.text) == ["the", "they", "then"])
    }

    /// URL, e-mail, password and number fields, and autocorrection turned off in the traits.
    nonisolated static let traitsThatForbidCorrecting: [FieldTraits] = {
        var traits = [FieldTraits.Content.url, .email, .password, .number].map {
            var traits = FieldTraits()
            traits.content = $0
            return traits
        }
        var off = FieldTraits()
        off.autocorrection = false
        traits.append(off)
        return traits
    }()

    @Test(arguments: traitsThatForbidCorrecting)
    func fieldsThatForbidCorrectingAreLeftAlone(_ traits: FieldTraits) throws {
        let harness = try harness()
        var traits = traits
        // A number field shows the numbers layer; the letters are typed here all the same.
        traits.layer = "letters"
        harness.controller.fieldTraits = traits
        try harness.tap(["t", "g", "e", "space"])
        #expect(harness.text == "so tge ")
    }

    /// A digit is typed on purpose: `5he` (the `5` of the numbers layer, where `t` is on the
    /// letters) stays as typed at a word end, and the bar offers only what goes on from it. Before,
    /// the `5`'s point was read against the letters' keys and `5he` became `the`.
    @Test func aWordWithADigitStaysAsTyped() throws {
        let harness = try harness()
        let time = try harness.tap(["123", "5", "ABC", "h"])
        #expect(harness.controller.suggestions.word == "5h")
        #expect(harness.controller.suggestions.suggestions.map(\.text) == ["5h"])
        #expect(harness.controller.suggestions.correction == nil)
        try harness.tap(["e", "space"], from: time)
        #expect(harness.text == "so 5he ")
    }

    /// Where a tap lands is read only on the layer the decoder knows (the first, or its shifted
    /// face): `h` typed on a second layer, in the place of the first layer's `t`, is `h`, and
    /// `ho` (a known word ten times rarer than `to`) stays; read as a point there, it was `to`
    /// (as `5he` of the numbers layer was `the`).
    @Test func aTapOnAnotherLayerIsTakenAsMeant() throws {
        let layout = KeyboardLayout(id: "two", name: "Two", locale: "en-US") {
            Layer("letters") {
                Row(letters: "t o h e")
                Row {
                    Key.layer("more", label: "more", id: "more")
                    Key.space()
                }
            }
            Layer("more") {
                Row(letters: "h w x y")
                Row {
                    Key.layer("letters", label: "abc", id: "abc")
                    Key.space()
                }
            }
        }
        let harness = try ControllerHarness(layout, text: "so ")
        harness.controller.lexicon = try Self.lexicon([("to", 1000), ("ho", 100), ("the", 500)])
        harness.controller.autocorrects = true
        try harness.tap(["more", "h", "abc", "o", "space"])
        #expect(harness.text == "so ho ")
        // On the first layer a tap is read by its point: `t` `o` typed is `to`.
        try harness.tap(["t", "o", "space"], from: 10)
        #expect(harness.text == "so ho to ")
    }

    @Test func withoutALexiconNothingChanges() throws {
        let harness = try ControllerHarness(text: "so ")
        try harness.tap(["t", "g", "e", "space"])
        #expect(harness.text == "so tge ")
        #expect(harness.controller.suggestions.suggestions.isEmpty)
    }
}
