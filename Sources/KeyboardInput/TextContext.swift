import KeyboardModel
import KeyboardWords

/// What the controller knows about the text just before the caret: enough for
/// autocapitalisation and the double-space period, updated scalar by scalar.
///
/// The controller keeps one up to date from its own insertions (no reading of the document per
/// tap) and rebuilds it from `documentContextBeforeInput` when the document may have changed
/// behind its back.
struct TextContext: Hashable, Sendable {
    /// What a scalar counts as for these rules.
    enum Class: UInt8 {
        /// Nothing: the start of the document.
        case start
        /// White space other than a line break.
        case space
        /// A line break.
        case lineBreak
        /// A sentence end: `.`, `!`, `?` and their kin in other scripts.
        case terminator
        /// A letter, mark or number.
        case word
        /// An opening bracket or quote (`(`, `[`, `{`, `“`, `«`, `¿`, `¡`, …).
        case opening
        /// Anything else.
        case other
    }

    /// The class of the last scalar.
    private(set) var last = Class.start
    /// The class of the scalar before it.
    private(set) var previous = Class.start
    /// The last scalar; `nil` at the start.
    private(set) var lastScalar: Unicode.Scalar?
    /// Whether the caret is at a sentence start: the document start or a line break, or a sentence
    /// end followed by white space, then any white space.
    private(set) var atSentenceStart = true

    /// The context of an empty document.
    init() {}

    /// The context after `text` (the document's text before the caret, or `nil` at its start).
    init(before text: String?) {
        if let text { append(text) }
    }

    /// The context after a word followed by `text`.
    init(afterWordThen text: String) {
        last = .word
        previous = .word
        atSentenceStart = false
        append(text)
    }

    /// Updates the context for `text` typed at the caret.
    mutating func append(_ text: String) {
        // Most keys type one ASCII byte: skip the scalar view's set-up for them.
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first {
            append(Unicode.Scalar(byte))
            return
        }
        for scalar in text.unicodeScalars { append(scalar) }
    }

    /// Updates the context for one scalar typed at the caret.
    mutating func append(_ scalar: Unicode.Scalar) {
        lastScalar = scalar
        let kind = Self.classify(scalar)
        switch kind {
        case .lineBreak:
            atSentenceStart = true
        case .space:
            if last == .terminator { atSentenceStart = true }
        case .other where last == .terminator && Self.closesQuote(scalar):
            // `."` and `.)` still end the sentence.
            return
        default:
            atSentenceStart = false
        }
        previous = last
        last = kind
    }

    /// Whether a quote typed here opens: after nothing, white space or an opening bracket or
    /// quote.
    var opensQuote: Bool { last == .start || last == .space || last == .lineBreak || last == .opening }

    /// Whether the caret follows white space, a line break, or nothing.
    var atWordStart: Bool { last == .start || last == .space || last == .lineBreak }

    /// Whether the text ends with a word and one space: where a second space makes ". ".
    var afterWordAndSpace: Bool { last == .space && previous == .word }

    /// Whether a word typed whole here (a swipe's) needs a space before it: not at the start,
    /// after white space, an opening bracket or quote, a mark that follows white space (a
    /// straight quote, `#`, `@`), or an apostrophe or hyphen right after a word, which the
    /// word goes on from (`you'` + `re`, `well-` + `known`).
    var wantsSpaceBeforeWord: Bool {
        switch last {
        case .start, .space, .lineBreak, .opening: false
        case .other:
            switch previous {
            case .start, .space, .lineBreak: false
            case .word: !(lastScalar.map(WordCharacters.isJoiner) ?? false)
            case .terminator, .opening, .other: true
            }
        case .word, .terminator: true
        }
    }

    /// Whether shift should engage by itself under `mode`.
    func wantsCapital(_ mode: Autocapitalization) -> Bool {
        switch mode {
        case .none: false
        case .words: atWordStart
        case .sentences: atSentenceStart
        case .all: true
        }
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Class {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .lineBreak
        case 0x20, 0x09: return .space
        case 0x21, 0x2E, 0x3F: return .terminator  // ! . ?
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .word
        case 0x28, 0x5B, 0x7B: return .opening  // ( [ {
        case 0...0x7F: return .other
        // ؟ ։ । ॥ ‼ ‽ ⁇ ⁈ ⁉ 。 ！ ？
        case 0x061F, 0x0589, 0x0964, 0x0965, 0x203C, 0x203D, 0x2047...0x2049, 0x3002, 0xFF01, 0xFF1F:
            return .terminator
        default:
            return classifyByProperties(scalar)
        }
    }

    /// The class of a scalar the fixed cases of `classify(_:)` leave open, from its Unicode
    /// properties: a word scalar as ``WordCharacters`` defines it (the one definition). Kept
    /// apart so that the common cases skip the properties' set-up.
    @inline(never)
    private static func classifyByProperties(_ scalar: Unicode.Scalar) -> Class {
        if scalar.properties.isWhitespace { return .space }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation: return .opening
        default: break
        }
        if scalar == "¿" || scalar == "¡" { return .opening }
        return WordCharacters.isWordScalar(scalar) ? .word : .other
    }

    /// Closing brackets and quotes, which may follow a sentence's end mark. (Rarely needed: kept
    /// out of line so that `append(_:)` skips the properties' set-up.)
    @inline(never)
    private static func closesQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: return scalar == "\"" || scalar == "'" || scalar == "»" || scalar == "”" || scalar == "’"
        }
    }
}
