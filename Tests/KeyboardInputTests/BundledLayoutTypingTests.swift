import KeyboardModel
import KeysmithSources
import LayoutFormat
import Testing
import TouchScripts

@testable import KeyboardInput

/// Every bundled layout types a sentence of its language — its letters, a digit and
/// punctuation — through the planner and the controller, and gets it back exactly.
@MainActor @Suite struct BundledLayoutTypingTests {
    /// `Layouts/` of this checkout.
    static let layouts: String = {
        var path = #filePath
        for _ in 0..<3 {
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
        }
        return path + "/Layouts"
    }()

    nonisolated static let sentences: [(layout: String, text: String)] = [
        ("en-US", "The quick brown fox jumps over the lazy dog, said Zoë 1 time. Café?"),
        ("en-GB", "Sphinx of black quartz, judge my vow: £5 and €2!"),
        ("en-US-url", "https://www.example.com/path?query=1&x=y"),
        ("en-US-ipad-pro", "Pack my box with five dozen liquor jugs!\t(Tabs: 1 @ 2 ~ 3.) Naïve."),
        ("de-DE", "Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich, 1 Mal."),
        (
            "es-ES",
            "El veloz murciélago hindú comía feliz cardillo y kiwi. ¿La cigüeña tocaba el saxofón detrás del "
                + "palenque de paja? ¡Sí, 1!"
        ),
        ("fr-FR", "Portez ce vieux whisky au juge blond qui fume. Ça, c'est l'œuvre d'un garçon à 1 €!"),
        (
            "pt-BR",
            "À noite, vovô Kowalsky vê o ímã cair no pé do pinguim queixoso e vovó põe açúcar no chá de tâmaras "
                + "do jabuti feliz, 1 vez!"
        ),
        ("ru-RU", "Съешь же ещё этих мягких французских булок, да выпей чаю 1."),
        ("el-GR", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία, 1 φορά. Ώρα!"),
        ("he-IL", "דג סקרן שט בים מאוכזב ולפתע מצא חברה, 1."),
        ("ar", "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق ١."),
        ("number-pad", "1234567890,-. 5"),
        ("numpad", "12+7*3.5-4/2\n0+98.6\n"),
        ("decimal-pad", "3.14,0"),
        ("phone-pad", "+1*2#3,4;567890"),
        // Flicks, multitap and the ゛゜小 key after the kana it changes.
        ("ja-JP-kana", "こんにちは、ありがとう。ぱぴぷぺぽ"),
        ("ja-JP-kana", "がっこう"),
        // Jamo assembled into syllables; finals that move on (닭갈비: ㄷㅏㄹㄱ ㄱㅏㄹㅂㅣ).
        ("ko-KR", "안녕하세요 고맙습니다"),
        ("ko-KR", "닭갈비"),
        // Vowel signs, anusvara and chandrabindu after their consonant; conjuncts with halant.
        ("hi-IN", "मैं हिंदी बोलता हूँ।"),
        ("hi-IN", "क्षमा"),
        // The candra o of loanwords, InScript's ॉ / ऑ key, on the "१२३" layer.
        ("hi-IN", "डॉक्टर ऑफिस"),
        ("phone-pad-abc", "hello world"),
    ]

    static func controller(_ id: String) throws -> KeyboardController {
        let result = LayoutLoader().load(path: layouts + "/" + id + ".yaml")
        let layout = try #require(result.layout, "\(result.diagnostics.map(\.message))")
        return try KeyboardController(layout: layout)
    }

    static func type(_ text: String, on id: String) throws -> (text: String, taps: [String]) {
        let controller = try controller(id)
        let buffer = TextBuffer()
        controller.input = buffer
        let typist = Typist(controller: controller)
        var taps: [String] = []
        typist.trace = { taps.append($0) }
        try typist.type(text)
        return (buffer.text, taps)
    }

    @Test func everyBundledLayoutHasASentence() throws {
        let names = BundledSources.layouts.keys
        let covered = Set(Self.sentences.map(\.layout))
        #expect(Set(names) == covered)
    }

    /// The two notions of what a layout types agree: every character that `TypableCharacters`
    /// finds in an output of a reachable layer (a key, an alternate, a flick, a multitap step, a
    /// dead key's composition), the planner types back, each on a fresh keyboard.
    @Test(arguments: BundledSources.layouts.keys.sorted())
    func typesEveryCharacterItProduces(layout id: String) throws {
        let base = try Self.controller(id)
        var failed: [String] = []
        let characters = TypableCharacters.characters(of: base.layout).sorted().map(\.string)
        #expect(characters.count >= 10)
        for character in characters {
            let controller = base.fresh()
            let buffer = TextBuffer()
            controller.input = buffer
            // Byte for byte: `==` would take U+037E for `;`.
            if (try? Typist(controller: controller).type(character)) == nil || !buffer.text.isExactly(character) {
                failed.append(character)
            }
        }
        #expect(failed.isEmpty, "\(id) does not type \(failed)")
    }

    @Test(arguments: sentences)
    func typesItsSentence(layout: String, text: String) throws {
        #expect(try Self.type(text, on: layout).text == text)
    }

    /// he-IL and ar have Android's bottom row: a comma left of space, and a period whose long
    /// press selects its hint first (`?`, `؟`) — a hold and release types it.
    @Test(arguments: [("he-IL", ",", "?"), ("ar", "،", "؟")])
    func theBottomRowsPeriodHoldsTheQuestionMark(layout: String, comma: String, question: String) throws {
        let harness = try ControllerHarness(try Self.controller(layout).layout)
        let bottom = try #require(harness.controller.frames?.keys.filter { $0.frame.y > 150 }.map(\.id))
        #expect(bottom == ["to-numbers", comma, "next-keyboard", "space", ".", "return"])
        #expect(harness.controller.frames?.key(withID: ".")?.key.hint == question)
        try harness.tap([comma, "."])
        try harness.down(".", at: 1)
        harness.controller.tick(at: 1.5)
        #expect(harness.controller.alternates?.alternates.first == question)
        try harness.up(".", at: 1.6)
        #expect(harness.text == comma + "." + question)
    }

    /// el-GR types accented vowels with its tonos dead key (cheaper than a long press).
    @Test func greekUsesTheTonosDeadKey() throws {
        let (text, taps) = try Self.type("Ώρα ή όχι", on: "el-GR")
        #expect(text == "Ώρα ή όχι")
        #expect(taps.filter { $0.contains("key=tonos ") }.count == 3)
        #expect(!taps.contains { $0.contains("long-press") })
    }

    /// pt-BR reaches ŷ and ẽ only through its dead keys on the symbols layer (canonical
    /// composition, not in its compose table), and types ç with its ´ entry.
    @Test func portugueseDeadKeys() throws {
        let (text, taps) = try Self.type("ŷẽ", on: "pt-BR")
        #expect(text == "ŷẽ")
        #expect(taps.contains { $0.contains("key=circumflex ") })
        #expect(taps.contains { $0.contains("key=tilde ") })
    }

    @Test func portugueseComposeTable() throws {
        let controller = try Self.controller("pt-BR")
        #expect(controller.resolve("´", "c") == "ç")
        #expect(controller.resolve("~", "n") == "ñ")
        #expect(controller.resolve("^", "e") == "ê")
        #expect(controller.resolve("`", "b") == "`b")
    }

    /// en-US long-presses for é (it has no dead keys), after turning off the shift that
    /// autocapitalisation turned on at the start.
    @Test func englishUsesAlternates() throws {
        let (text, taps) = try Self.type("é", on: "en-US")
        #expect(text == "é")
        #expect(taps.count == 2)
        #expect(taps.first?.contains("key=shift at") == true)
        #expect(taps.last?.contains("key=e at") == true)
        #expect(taps.last?.contains("long-press, slide to 'é'") == true)
    }

    @Test func russianCannotTypeLatin() throws {
        let controller = try Self.controller("ru-RU")
        #expect(throws: TypingError.cannotType(layoutID: "ru-RU", characters: ["q", "Q"])) {
            try Typist(controller: controller).type("щqQq")
        }
    }
}
