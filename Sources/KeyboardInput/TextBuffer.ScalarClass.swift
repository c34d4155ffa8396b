extension TextBuffer {
    /// How a scalar takes part in grapheme-cluster breaking, as far as certain boundaries need.
    ///
    /// Learnt from `String` itself by segmenting the scalar next to a few probes, so that it agrees
    /// with the standard library's Unicode data by construction.
    enum ScalarClass: UInt8 {
        /// Not yet learnt (in the cache only).
        case unknown = 0
        /// Starts a cluster and never joins one across a boundary that looked certain: a scalar
        /// with no grapheme-break property, or a regional indicator (pairs are checked apart).
        case plain
        /// Starts a cluster but can join the one before through context: an emoji after
        /// emoji + ZWJ (GB11) or an Indic consonant after consonant + virama (GB9c).
        case joinable
        /// Control, CR or LF: a boundary on each side, except CR LF.
        case control
        /// Joins the cluster before: Extend, ZWJ or SpacingMark.
        case extending
        /// Prepend and Hangul jamo and syllables: decided by segmenting the pair.
        case special

        /// Learns the class of `scalar` from `String`.
        init(learning scalar: Unicode.Scalar) {
            if (0x1F1E6...0x1F1FF).contains(scalar.value) {
                self = .plain
            } else if Self.clusters("a", scalar, "") == 1 {
                self = .extending
            } else if Self.clusters("", scalar, "\u{301}") == 2 {
                // Only Control, CR and LF end a cluster before a combining mark (GB4).
                self = .control
            } else if Self.joinsNext(scalar) {
                self = .special
            } else if Self.clusters("\u{1F44D}\u{200D}", scalar, "") == 1
                || Self.clusters("\u{915}\u{94D}", scalar, "") == 1
            {
                // An emoji after emoji + ZWJ, or a consonant after consonant + virama.
                self = .joinable
            } else {
                self = .plain
            }
        }

        /// Whether `scalar` joins a following letter or jamo: Prepend joins what follows; Hangul
        /// L, V, T, LV and LVT join a following jamo.
        private static func joinsNext(_ scalar: Unicode.Scalar) -> Bool {
            for next in ["a", "\u{1100}", "\u{1161}", "\u{11A8}"] where clusters("", scalar, next) == 1 {
                return true
            }
            return false
        }

        /// The number of characters in `prefix + scalar + suffix`.
        private static func clusters(_ prefix: String, _ scalar: Unicode.Scalar, _ suffix: String) -> Int {
            var text = prefix
            text.unicodeScalars.append(scalar)
            text += suffix
            return text.count
        }
    }
}
