// libFuzzer target: bytes read as a compiled lexicon — as they are, and with the checksum made
// right, so that mutations reach the sections. A lexicon that opens is searched: every word it
// lists is looked up, and taps made from the input are decoded on en-US's letters, with and
// without points. Build and run with scripts/fuzz.sh lexicon.
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
    // Taps from the input's last bytes: letters at points across the keyboard.
    let tail = bytes.suffix(24)
    let taps = tail.map { byte in
        WordTap(
            text: String(Unicode.Scalar(UInt8(ascii: "a") + byte % 26)),
            point: byte & 1 == 0 ? KeyboardPoint(x: Double(byte) * 1.6, y: Double(byte % 200)) : nil)
    }
    for decoder in [WordDecoder(lexicon: lexicon), WordDecoder(lexicon: lexicon, frames: frames)] {
        _ = decoder.suggestions(for: taps, count: 5)
        _ = decoder.suggestions(for: [], count: 3)
    }
}

@main enum FuzzLexicon: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
