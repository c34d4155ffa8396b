import KeyboardInput

@MainActor
extension Benchmarks {
    /// Text-buffer benchmarks: edits at the caret of a large document.
    static var buffer: [Benchmark] {
        [
            Benchmark(name: "buffer.middle-edit.1M") {
                middleEdit(sentence: "The quick brown fox jumps over the lazy dog. ", inserted: "a")
            },
            Benchmark(name: "buffer.middle-edit-emoji.1M") {
                middleEdit(sentence: "Zoë 👍🏽 🇫🇷 e\u{301}té 👨‍👩‍👧‍👦 नमस्ते क्ष. ", inserted: "👍🏽")
            },
            Benchmark(name: "buffer.typing-run.1M") {
                typingRun()
            },
        ]
    }

    /// A 1 000 000-character buffer made of `sentence` with the caret in the middle; one
    /// operation inserts `inserted` or deletes one character backward, alternately (undo on).
    private static func middleEdit(sentence: String, inserted: String) -> @MainActor () -> Void {
        let total = 1_000_000
        let length = sentence.count
        var text = String(repeating: sentence, count: total / length)
        text += String(sentence.prefix(total % length))
        let buffer = TextBuffer(text)
        buffer.setSelection(total / 2..<total / 2)
        var inserting = true
        return {
            if inserting {
                buffer.insertText(inserted)
            } else {
                buffer.deleteBackward()
            }
            inserting.toggle()
        }
    }

    /// A 1 000 000-character buffer with the caret in the middle; one operation types one letter
    /// of a sentence, so the undo step of the typing run keeps growing.
    private static func typingRun() -> @MainActor () -> Void {
        let buffer = TextBuffer(String(repeating: "0123456789", count: 100_000))
        buffer.setSelection(500_000..<500_000)
        let letters = Array("the quick brown fox jumps over the lazy dog ").map(String.init)
        var next = 0
        return {
            buffer.insertText(letters[next])
            next = next == letters.count - 1 ? 0 : next + 1
        }
    }
}
