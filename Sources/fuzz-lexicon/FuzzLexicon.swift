// libFuzzer target: bytes read as a compiled lexicon — as they are, and with the checksum made
// right, so that mutations reach the sections. A lexicon that opens is searched: every word it
// lists is looked up, taps made from the input are decoded on en-US's letters, with and
// without points and with and without learnt words made from them (no more suggestions than
// asked, a correction only one the bar shows), and a swipe made from the input's bytes (points
// anywhere, far outside the keyboard too) is decoded, with and without those learnt words (every
// word it reads the lexicon's or a learnt one).
// Build and run with scripts/fuzz.sh lexicon.
import FuzzSupport
import KeyboardGeometry
import KeyboardWords

@MainActor let frames: LayerFrames? = {
    guard let layout = FuzzDriver.bundledLayout("en-US"), var geometry = try? LayoutGeometry(layout) else {
        return nil
    }
    return try? geometry.frames(for: layout.size).first
}()

@MainActor func fuzzOne(_ bytes: [UInt8]) {
    check(bytes)
    check(Lexicon.sealed(bytes))
}

@MainActor func check(_ bytes: [UInt8]) {
    guard let lexicon = try? Lexicon(bytes: bytes) else { return }
    for (form, _) in lexicon.words.prefix(256) where !lexicon.contains(form) {
        // unreachable: a finding says otherwise.
        fatalError("a listed word is not found")
    }
    // Taps from the input's last bytes: letters at points across the keyboard, and now and then
    // an apostrophe (straight or typographic), a hyphen or an accented letter, taken as meant.
    let tail = bytes.suffix(24)
    let others = ["'", "\u{2019}", "\u{2BC}", "-", "\u{E9}", "e\u{301}", "\u{130}"]
    let taps = tail.map { byte in
        byte % 32 >= 26 && Int(byte % 32) - 26 < others.count
            ? WordTap(text: others[Int(byte % 32) - 26])
            : WordTap(
                text: String(Unicode.Scalar(UInt8(ascii: "a") + byte % 26)),
                point: byte & 1 == 0 ? KeyboardPoint(x: Double(byte) * 1.6, y: Double(byte % 200)) : nil)
    }
    // Learnt words near what the taps type: it, its start, it with a letter changed, and a
    // listed word lengthened.
    let typed = taps.map(\.text).joined()
    let learnt = LearntWords(
        [typed, String(typed.prefix(3)), "q" + typed.dropFirst(), typed + "s"]
            + lexicon.words.prefix(3).map { $0.form + "x" })
    for decoder in [WordDecoder(lexicon: lexicon), WordDecoder(lexicon: lexicon, frames: frames)] {
        for (count, kept) in [(1, LearntWords()), (5, LearntWords()), (1, learnt), (5, learnt)] {
            let answer = decoder.suggestions(for: taps, count: count, learnt: kept)
            if answer.suggestions.count > count {
                // unreachable: a finding says otherwise.
                fatalError("more suggestions than asked")
            }
            if let correction = answer.correction,
                !answer.suggestions.contains(where: { $0.text.utf8.elementsEqual(correction.utf8) })
            {
                // unreachable: a word end puts in only what the bar shows; a finding says otherwise.
                fatalError("a correction the bar does not show")
            }
        }
        _ = decoder.suggestions(for: [], count: 3)
    }
    guard let frames else { return }
    // A swipe: two bytes a point, the first byte's top bit sending the point far away.
    let swipe = SwipeDecoder(lexicon: lexicon, frames: frames)
    var path: [KeyboardPoint] = []
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex, path.count < 512 {
        let x = Double(bytes[index]) * 1.6
        let y = Double(bytes[index + 1])
        path.append(
            bytes[index] & 0x80 != 0 && bytes[index + 1] & 1 != 0
                ? KeyboardPoint(x: -x * 1e300, y: y * 1e300) : KeyboardPoint(x: x, y: y))
        index += 2
    }
    for candidate in swipe.candidates(for: path, count: 5, learnt: learnt)
    where !lexicon.contains(candidate.text)
        && !learnt.words.contains(where: { $0.utf8.elementsEqual(candidate.text.utf8) })
    {
        // unreachable: a finding says otherwise.
        fatalError("a swipe read as a word neither the lexicon nor the learnt words have")
    }
    _ = swipe.candidates(for: [], count: 3)
}

@main enum FuzzLexicon: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
