import KeyboardGeometry
import KeyboardModel
import KeyboardWords
import LayoutFormat
import Testing

/// The decoder: clean input completes by frequency; taps are weighed by where they landed.
@Suite struct WordDecoderTests {
    static let lexicon = try? LexiconFormatTests.lexicon()

    static func taps(_ text: String) -> [WordTap] { text.map { WordTap(text: String($0)) } }

    @Test func cleanPrefixesCompleteByCount() throws {
        let decoder = WordDecoder(lexicon: try #require(Self.lexicon))
        let answer = decoder.suggestions(for: Self.taps("th"), count: 3)
        // the 1000 > they 200 > then 150.
        #expect(answer.suggestions.map(\.text) == ["the", "they", "then"])
        #expect(answer.suggestions.map(\.kind) == [.completion, .completion, .completion])
        #expect(answer.correction == nil)
    }

    @Test func theFoldFindsAccentedWordsAndCaseFollowsTheUser() throws {
        let decoder = WordDecoder(lexicon: try #require(Self.lexicon))
        let answer = decoder.suggestions(for: Self.taps("Resum"), count: 3)
        // résumé (40) before resume (10), cased as typed.
        #expect(answer.suggestions.map(\.text).prefix(2) == ["Résumé", "Resume"])
        let caps = decoder.suggestions(for: Self.taps("THE"), count: 1)
        #expect(caps.suggestions.map(\.text) == ["THE"])
    }

    @Test func anApostropheLeftOutIsFoundAndAWordHeldTypedAsMeantStays() throws {
        let decoder = WordDecoder(lexicon: try #require(Self.lexicon))
        #expect(decoder.suggestions(for: Self.taps("dont"), count: 3).correction == "don't")
        #expect(decoder.suggestions(for: Self.taps("then"), count: 3).correction == nil)
    }

    /// An apostrophe left out of a word the list also holds without it, as a web list does
    /// (wordfreq's English: `dont` 5.5e-5 beside `don't` 1.58e-3, 29 times), comes back when the
    /// word with it is at least 16 times as frequent, as accents do: `dont` → `don't` (2 900
    /// against 100), `im` → `I'm` (2 900 against 100); `its` stays (`it's` 2 100 against 1 400:
    /// 1.5 times), as do `were` (`we're` is rarer) and `lets` (`let's` 450 against 100: 4.5
    /// times). Before, a known word needed a neighbour 20 times likelier after the apostrophe's
    /// 0.4 nats (29 times by count), and `dont` stayed. A single letter the list lacks is
    /// corrected to the word it spells (`i` → `I`), and to no other (`q` stays, though `a` is
    /// near and frequent).
    @Test func anApostropheLeftOutOfAWordTheListHoldsComesBackWhereFarLikelier() throws {
        let words: [(String, UInt64)] = [
            ("don't", 2_900), ("dont", 100), ("I'm", 2_900), ("im", 100), ("it's", 2_100), ("its", 1_400),
            ("were", 2_200), ("we're", 250), ("let's", 450), ("lets", 100), ("I", 9_000), ("a", 9_000),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) },
            fold: ["I": ["i"]], language: "en")
        let decoder = WordDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)))
        #expect(decoder.suggestions(for: Self.taps("dont"), count: 3).correction == "don't")
        #expect(decoder.suggestions(for: Self.taps("im"), count: 3).correction == "I'm")
        #expect(decoder.suggestions(for: Self.taps("Dont"), count: 3).correction == "Don't")
        for typed in ["its", "were", "lets", "we're", "don't", "q"] {
            #expect(decoder.suggestions(for: Self.taps(typed), count: 3).correction == nil, "\(typed)")
        }
        #expect(decoder.suggestions(for: Self.taps("i"), count: 3).correction == "I")
    }

    /// The bar does not offer a word again without its apostrophe or accents where a word end
    /// would give them back (more than 16 times rarer): after `didn`, `didn't` (2 900) and not
    /// `didnt` (100), whose slot goes to what was typed; after `aqu`, `aquí` (1 600), `aquel` and `aqu`, not
    /// `aqui` (50). Both stay where both are words: `it's` and `its` (1.5 times), `más` and
    /// `mas` (10 times); and what was typed is always offered (`didnt`). Before, the bar showed
    /// `didn't`, `didnt`, and `aquí`, `aqui`.
    @Test func theBarOffersNoBareTwinOfAWordItShows() throws {
        let words: [(String, UInt64)] = [
            ("didn't", 2_900), ("didnt", 100), ("it's", 2_100), ("its", 1_400), ("item", 300), ("aquí", 1_600),
            ("aqui", 50), ("aquel", 400), ("más", 1_000), ("mas", 100), ("mayo", 50),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) },
            fold: ["í": ["i"], "á": ["a"]], language: "es")
        let decoder = WordDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)))
        func bar(_ typed: String) -> [String] {
            decoder.suggestions(for: Self.taps(typed), count: 3).suggestions.map(\.text)
        }
        #expect(bar("didn") == ["didn't", "didn"])
        #expect(bar("aqu") == ["aquí", "aquel", "aqu"])
        #expect(bar("it") == ["it's", "its", "item"])
        #expect(bar("ma") == ["más", "mas", "mayo"])
        #expect(bar("didnt").contains("didnt"))
    }

    /// A word typed with an apostrophe or hyphen inside that the list lacks, after a word it
    /// holds, is read as two: a list that splits elisions (wordfreq's French: `c` and `l` counted
    /// for `c'` and `l'`) keeps `c'est` and `l'a` (before, a word end made them `cest` and `la`,
    /// the typed `'` read as a tap too many), corrects `l'hommr` to `l'homme`, completes `l'h`
    /// to `l'homme` (3 000) and `d'aujourd` to `d'aujourd'hui`, and `well-kn` to `well-known`.
    /// Where the list holds such words whole, they win: `we'r` is `we're`, not `we'really`
    /// (6 nats behind), nor `were` (the apostrophe was typed), and what was typed fills the bar.
    /// A part before an apostrophe longer than three letters is a word of its own only when two
    /// letters or more follow it: `dell'acq` offers `dell'acqua`, `Xavier's` no `Xavier'so`. A word ending with an apostrophe is kept: `cats'` is not `cat's`.
    @Test func wordsJoinedByAnApostropheOrHyphenAreReadAsParts() throws {
        let words: [(String, UInt64)] = [
            ("l", 50_000), ("c", 40_000), ("d", 45_000), ("est", 60_000), ("homme", 3_000), ("histoire", 2_000),
            ("a", 80_000), ("la", 90_000), ("cest", 500), ("aujourd'hui", 4_000), ("aujourd", 30),
            ("well", 2_000), ("known", 1_500), ("we", 20_000), ("we're", 2_500), ("really", 3_000), ("were", 22_000),
            ("cat's", 400), ("cats", 300), ("dell", 17_000), ("acqua", 3_000), ("xavier", 50), ("so", 9_000),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "fr")
        let decoder = WordDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)))
        func answer(_ typed: String) -> WordSuggestions { decoder.suggestions(for: Self.taps(typed), count: 3) }
        for typed in ["c'est", "l'a", "cats'", "well-known"] {
            #expect(answer(typed).correction == nil, "\(typed)")
        }
        #expect(answer("l'hommr").correction == "l'homme")
        #expect(answer("l'h").suggestions.first?.text == "l'homme")
        #expect(answer("d'aujourd").suggestions.map(\.text).contains("d'aujourd'hui"))
        #expect(answer("well-kn").suggestions.first?.text == "well-known")
        #expect(answer("we'r").suggestions.map(\.text) == ["we're", "we'r"])
        // A longer part before the apostrophe when two letters or more follow it (Italian
        // `dell'acqua`), not when one does (`Xavier's` offers no `Xavier'so`).
        #expect(answer("dell'acq").suggestions.first?.text == "dell'acqua")
        #expect(!answer("Xavier's").suggestions.contains { $0.text.hasPrefix("Xavier'so") })
        // A typographic apostrophe (a long press's `’`) the list lacks reads as its `'`, and the
        // answer spells it as typed.
        #expect(answer("l’hommr").correction == "l’homme")
        #expect(answer("we’r").suggestions.map(\.text) == ["we’re", "we’r"])
        #expect(Array(answer("we’r").word.utf8) == Array("we’r".utf8))
    }

    /// Accents left out: `aqui`, which the list also has (50), becomes `aquí` (1 600: 32 times
    /// as frequent, past 16); `que` stays (`qué`, 800, is rarer than `que`, 5 000), and so does
    /// `mas` against `más` at 10 times; `ficcion`, which the list lacks, is `ficción`.
    @Test func accentsLeftOutComeBackWhereTheAccentedWordIsFarLikelier() throws {
        let words: [(String, UInt64)] = [
            ("aquí", 1_600), ("aqui", 50), ("que", 5_000), ("qué", 800), ("más", 1_000), ("mas", 100),
            ("ficción", 100),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) },
            fold: ["í": ["i"], "é": ["e"], "á": ["a"], "ó": ["o"]], language: "es")
        let decoder = WordDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)))
        #expect(decoder.suggestions(for: Self.taps("aqui"), count: 3).correction == "aquí")
        #expect(decoder.suggestions(for: Self.taps("que"), count: 3).correction == nil)
        #expect(decoder.suggestions(for: Self.taps("mas"), count: 3).correction == nil)
        #expect(decoder.suggestions(for: Self.taps("ficcion"), count: 3).correction == "ficción")
    }

    /// Accents typed stay: an accented letter that no tap's point accounts for (a long press,
    /// text taken as meant) was chosen, and reading it without its accent costs 8 nats
    /// (`chosenAccent`). `qué` (200) stays though `que` (5 000) is 25 times as frequent — past
    /// the 16 times that give accents back and 3.2 nats against `qué`'s own reading, which the
    /// chosen accent outweighs; `él` (100) against `el` (3 000, 30 times) likewise, and `dé` (2)
    /// against `de` (9 000: 4 500 times, 8.4 nats, which a cost of 4 nats did not outweigh);
    /// `résumé`, which the list lacks, is not `resume` (two chosen accents: 16 nats). Typed without their
    /// accents the same words keep what was typed (`que`, `el`: the likelier) or get them back
    /// (`cafe`, which the list lacks, is `café`).
    @Test func accentsTypedStay() throws {
        let words: [(String, UInt64)] = [
            ("que", 5_000), ("qué", 200), ("el", 3_000), ("él", 100), ("resume", 1_000), ("café", 300),
            ("casa", 900), ("caso", 700), ("de", 9_000), ("dé", 2),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) },
            fold: ["é": ["e"]], language: "es")
        let decoder = WordDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)))
        for typed in ["qué", "él", "dé", "résumé", "Qué", "Él"] {
            #expect(decoder.suggestions(for: Self.taps(typed), count: 3).correction == nil, "\(typed)")
        }
        #expect(decoder.suggestions(for: Self.taps("qué"), count: 3).suggestions.first?.text == "qué")
        // A capital the list has only in lower case folds as its lower case: `Á` reads as `á`, and
        // `Ár` completes to `Árbol` (100), not to `Rato` (5 000) with `Á` taken for a tap too many.
        let capital = WordDecoder(
            lexicon: try Lexicon(
                bytes: Lexicon.encode(
                    LexiconContents(
                        words: [("árbol", 100), ("rato", 5_000), ("casa", 900)].map {
                            LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1)
                        }, fold: ["á": ["a"]], language: "es"))))
        #expect(capital.suggestions(for: Self.taps("Ár"), count: 3).suggestions.first?.text == "Árbol")
        #expect(decoder.suggestions(for: Self.taps("que"), count: 3).correction == nil)
        #expect(decoder.suggestions(for: Self.taps("el"), count: 3).correction == nil)
        #expect(decoder.suggestions(for: Self.taps("de"), count: 3).correction == nil)
        #expect(decoder.suggestions(for: Self.taps("cafe"), count: 3).correction == "café")
    }

    /// Taps on en-US's frames: `tge` tapped at the keys' centres is `the` (g is the key below
    /// and right of t, h's neighbour); a tap 6 pt off e towards w still reads as e.
    @Test func tapsAreReadAgainstTheKeys() throws {
        let frames = try SwipeDecoderTests.frames()
        let decoder = WordDecoder(lexicon: try #require(Self.lexicon), frames: frames)
        func centre(_ id: String) throws -> KeyboardPoint { try #require(frames.key(withID: id)).frame.center }
        let tge = [
            WordTap(text: "t", point: try centre("t")), WordTap(text: "g", point: try centre("g")),
            WordTap(text: "e", point: try centre("e")),
        ]
        #expect(decoder.suggestions(for: tge, count: 3).correction == "the")
        var offE = try centre("e")
        offE.x -= 6
        let typed = [
            WordTap(text: "t", point: try centre("t")), WordTap(text: "h", point: try centre("h")),
            WordTap(text: "e", point: offE),
        ]
        let answer = decoder.suggestions(for: typed, count: 3)
        #expect(answer.correction == nil)
        #expect(answer.suggestions.first?.text == "the")
    }
}

/// Corrections that read every tap: a word held is corrected only when a neighbour is far
/// likelier, a word likelier as a completion is still a correction of every tap, and a word
/// that lengthens what was typed is only offered.
@Suite struct WordDecoderCorrectionTests {
    static func decoder(_ words: [(String, UInt64)]) throws -> WordDecoder {
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "es")
        return WordDecoder(
            lexicon: try Lexicon(bytes: Lexicon.encode(contents)), frames: try SwipeDecoderTests.frames())
    }

    /// Taps on the centres of the keys of `text`'s letters.
    static func centred(_ text: String) throws -> [WordTap] {
        let frames = try SwipeDecoderTests.frames()
        return try text.map { letter in
            let centre: KeyboardPoint = try #require(frames.centre(ofKeyTyping: String(letter)))
            return WordTap(text: String(letter), point: centre)
        }
    }

    /// `oa` tapped on the centres of o and a. en-US's keys are 33 × 42 pt, 54 pt a row: l's
    /// centre is 19.5 pt right of o's and 54 pt down, so reading the tap as l costs
    /// (19.5 / (0.32 × 33))²/2 + (54 / (0.32 × 42))²/2 ≈ 1.7 + 8.1 = 9.8 nats. `la` a million
    /// times as frequent as `oa` (13.8 nats) wins by 4.0, past 3: corrected. A thousand times
    /// (6.9 nats) does not make up for the tap: a word the lexicon holds stays.
    @Test func aWordHeldIsCorrectedOnlyWhenANeighbourIsFarLikelier() throws {
        let far = try Self.decoder([("la", 1_000_000), ("oa", 1), ("el", 500)])
        #expect(far.suggestions(for: try Self.centred("oa"), count: 3).correction == "la")
        let near = try Self.decoder([("la", 1_000), ("oa", 1), ("el", 500)])
        #expect(near.suggestions(for: try Self.centred("oa"), count: 3).correction == nil)
    }

    /// `estaa`: `estas` is likeliest as `esta`, the last `a` doubled (3.5 nats) and completed
    /// by `s`, but it is also the reading of every tap, the last `a` for `s` a key to its right
    /// (a pitch of 39 pt against σ = 0.32 × 33 pt: (39 / 10.56)²/2 ≈ 6.8 nats): that makes it the
    /// correction, not `esta` (the `a` doubled, 3.5 nats, and `esta` 60 times rarer than `estas`,
    /// 47 count levels of an eighth of an octave, 4.1 nats: 7.6 in all). The other words, rarer and
    /// far from these taps, give the letter model enough of the language to know that words
    /// seldom end in `aa`: from three words alone it learns little more than letter counts, and
    /// `estaa` as a new word would cost less than `estas` mistyped.
    @Test func aWordLikelierAsACompletionIsStillACorrectionOfEveryTap() throws {
        let decoder = try Self.decoder(
            [("estas", 3_000), ("esta", 50), ("el", 500)]
                + [
                    "casa", "cosas", "mesa", "pasa", "todas", "nada", "vida", "las", "tasas", "casas", "mesas", "otras",
                    "todos", "cada", "para",
                ]
                .map { ($0, 20) })
        let answer = decoder.suggestions(for: try Self.centred("estaa"), count: 3)
        #expect(answer.correction == "estas")
        #expect(answer.suggestions.first { $0.text == "estas" }?.kind == .correction)
    }

    /// `johtajaa`, which the lexicon lacks, typed on its keys' centres: read as `johtaja` and the
    /// ending `a`, it costs the unknown share (ln 10 ≈ 2.3 nats), `johtaja`'s count and the
    /// ending's letters, less the credit (3 nats); read as `johtaja` with its last `a` tapped
    /// twice, the doubled tap (3.5 nats), the known share (ln 10/9 ≈ 0.1) and the same count, and a
    /// correction must be 0.5 nats likelier. So it stays when the ending costs less than 4.8 nats,
    /// as in a list whose every `aa` ends a word; read by its letters alone (the credit −∞), its
    /// eight letters cost far more and it becomes `johtaja`.
    @Test func anUnknownFormOfAKnownWordStays() throws {
        let words: [(String, UInt64)] = [
            ("johtaja", 1_000), ("talaa", 50), ("sanaa", 50), ("maataa", 50), ("el", 500),
        ]
        let taps = try Self.centred("johtajaa")
        #expect(try Self.decoder(words).suggestions(for: taps, count: 3).correction == nil)
        var lettersAlone = WordDecoder.Parameters()
        lettersAlone.inflectionCredit = -.infinity
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "fi")
        let plain = WordDecoder(
            lexicon: try Lexicon(bytes: Lexicon.encode(contents)), frames: try SwipeDecoderTests.frames(),
            parameters: lettersAlone)
        #expect(plain.suggestions(for: taps, count: 3).correction == "johtaja")
    }

    /// `diner` typed on its keys' centres, read as `dinner` or `dinger` (as frequent as each
    /// other): each leaves one letter out (4 nats), but `dinner`'s is the second of a double,
    /// and either `n` left out types `diner`, so it is twice as likely: its reading costs ln 2
    /// ≈ 0.693 nats less. (What this mends: `ocurred`, `acomodate`, `adress` stayed as typed.)
    @Test func aLetterOfADoubleLeftOutIsTwiceAsLikely() throws {
        let decoder = try Self.decoder([("dinner", 100), ("dinger", 100), ("el", 500)])
        let answer = decoder.suggestions(for: try Self.centred("diner"), count: 5)
        let dinner = try #require(answer.suggestions.first { $0.text == "dinner" })
        let dinger = try #require(answer.suggestions.first { $0.text == "dinger" })
        #expect(abs(dinger.cost - dinner.cost - 0.693_147) < 1e-5)
    }

    /// `possibl` lengthened to `possible` is a completion, not a correction: a word the lexicon
    /// lacks is as often the stem of one it holds.
    @Test func aWordThatLengthensWhatWasTypedIsOnlyOffered() throws {
        let decoder = try Self.decoder([("possible", 1_000), ("el", 500)])
        let answer = decoder.suggestions(for: try Self.centred("possibl"), count: 3)
        #expect(answer.correction == nil)
        #expect(answer.suggestions.first?.text == "possible")
        #expect(answer.suggestions.first?.kind == .completion)
    }
}

extension WordDecoderCorrectionTests {
    /// An apostrophe typed last and taken as meant (from another layer, as en-US's: no point)
    /// was typed on purpose: `don'` offers `don't` and what was typed, not `done` or `donald`
    /// (before, the bar was `don't`, `done`, `donald`: the `'` read as a substituted `e` or
    /// `a`). One that landed on the decoder's layer (here on `e`'s centre, as a slip beside a
    /// letter) is read from its point as any tap is, and `done` is offered.
    @Test func anApostropheTypedLastOnPurposeKeepsTheBarToWhatGoesOnFromIt() throws {
        let decoder = try Self.decoder([("don't", 2_900), ("done", 3_000), ("donald", 500), ("el", 500)])
        let don = try Self.centred("don")
        let meant = decoder.suggestions(for: don + [WordTap(text: "'")], count: 3)
        #expect(meant.suggestions.map(\.text) == ["don't", "don'"])
        #expect(meant.correction == nil)
        let e = try #require(try SwipeDecoderTests.frames().centre(ofKeyTyping: "e"))
        let slipped = decoder.suggestions(for: don + [WordTap(text: "'", point: e)], count: 3)
        #expect(slipped.suggestions.map(\.text).contains("done"))
        #expect(slipped.correction == nil)
    }
}
