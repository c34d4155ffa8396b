import LayoutAnalysis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `keysmith analyze` weighs a layout by when no text is given: for each language of a
/// bundled layout, how often each pair of neighbouring graphemes occurs in running text, derived
/// from wordfreq's word frequencies by scripts/generate-frequency-tables.py.
package enum FrequencyTables {
    /// The languages with a table (wordfreq's codes: `en`, `de`, …).
    package static var languages: [String] { pairTables.keys.sorted() }

    /// The statistics of the table for `locale`'s language (`en-US` → `en`), or `nil` when
    /// there is none.
    package static func statistics(forLocale locale: String) -> TextStatistics? {
        let language = String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
        guard let table = pairTables[language] else { return nil }
        var statistics = TextStatistics(
            source: "the '\(language)' table (wordfreq \(wordfreqVersion): its 2,000 most frequent words "
                + "as running text; lower case, no digits or punctuation)")
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let count = Double(fields[2]) else { continue }
            statistics.add(pair: String(fields[0]), String(fields[1]), count: count)
        }
        return statistics
    }
}

extension FrequencyTables {
    /// A deterministic text of about `bytes` UTF-8 bytes in `locale`'s language, for benchmarks
    /// and timing: a walk of the language's pair table (each grapheme followed by one drawn in
    /// proportion to how often it follows), cut into sentences of 6 to 20 words that begin with a
    /// capital and end in a full stop, with a comma every few words and a line break every few
    /// sentences. Letters and their neighbours are as frequent as in the table; the punctuation
    /// is an approximation.
    ///
    /// - Parameters:
    ///   - locale: The language's locale (`en-US`).
    ///   - bytes: The size to reach.
    ///   - seed: The walk's seed.
    /// - Returns: The text, or `nil` when the language has no table.
    package static func sampleText(forLocale locale: String, bytes: Int, seed: UInt64 = 1) -> String? {
        guard let table = statistics(forLocale: locale) else { return nil }
        var followers = [[(id: Int, cumulative: Double)]](repeating: [], count: table.graphemes.count)
        for pair in table.pairs {
            let running = (followers[pair.first].last?.cumulative ?? 0) + pair.count
            followers[pair.first].append((pair.second, running))
        }
        guard let space = table.graphemes.firstIndex(of: " ") else { return nil }
        var random = SplitMix(state: seed)
        var text = ""
        text.reserveCapacity(bytes + 64)
        var current = space
        var words = 0
        var sentence = 6 + Int(random.next() % 15)
        var sentences = 0
        var capital = true
        while text.utf8.count < bytes {
            let options = followers[current]
            guard let total = options.last?.cumulative, total > 0 else {
                current = space
                continue
            }
            let target = Double(random.next() % 1_000_000) / 1_000_000 * total
            let next = options.first { $0.cumulative > target }?.id ?? options[options.count - 1].id
            if next == space {
                guard current != space else { continue }
                words += 1
                if words >= sentence {
                    text += "."
                    sentences += 1
                    text += sentences % 5 == 0 ? "\n" : " "
                    words = 0
                    sentence = 6 + Int(random.next() % 15)
                    capital = true
                } else {
                    text += random.next() % 9 == 0 ? ", " : " "
                }
            } else {
                let grapheme = table.graphemes[next]
                text += capital ? grapheme.uppercased() : grapheme
                capital = false
            }
            current = next
        }
        return text
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014): a small, fast, deterministic generator, the same in
/// every process (the sample texts here; the bench's simulations).
package struct SplitMix {
    package var state: UInt64

    package init(state: UInt64) {
        self.state = state
    }

    /// A generator for seed `seed`. The state starts at the seed's first output, not at the
    /// seed: SplitMix's states step by one constant, so seeds n and n + 1 would otherwise be one
    /// stream shifted by a draw.
    package init(seed: UInt64) {
        var first = SplitMix(state: seed)
        self.init(state: first.next())
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Standard normal (Box–Muller).
    package mutating func gaussian() -> Double {
        let u = max(unit(), 1e-300)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * unit())
    }
}
