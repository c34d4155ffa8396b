import KeyboardModel
import KeyboardWords
import LayoutDiagnostics

/// A reference spelling corrector for the words simulation, written from the published
/// description of SymSpell (Wolf Garbe's symmetric delete algorithm): every word of the list and
/// every string made from it by deleting up to two letters are indexed; a typed word's own
/// deletions are looked up, each candidate's Damerau–Levenshtein distance is measured, and the
/// answer is the word at the least distance, the most frequent among equals — the typed word
/// itself when the list has it. It knows nothing of where taps land: what the goals
/// compare the decoder with.
struct SymSpell {
    /// The words' scalars and counts.
    private let words: [[UInt32]]
    private let counts: [UInt64]
    /// Every deletion of up to ``maximumDistance`` letters of a word (the word too), to the words
    /// it comes from.
    private var deletions: [[UInt32]: [Int32]] = [:]

    static let maximumDistance = 2

    init(_ contents: LexiconContents) {
        words = contents.words.map { $0.form.map(\.value) }
        counts = contents.words.map(\.count)
        for (index, word) in words.enumerated() {
            for deletion in Self.deletions(of: word) { deletions[deletion, default: []].append(Int32(index)) }
        }
    }

    /// What SymSpell replaces `typed` with: the nearest word within two edits, the most frequent
    /// among equals; `typed` itself when none is that near.
    func correct(_ typed: [UInt32]) -> [UInt32] {
        var best: (distance: Int, count: UInt64, word: Int)?
        var seen = Set<Int32>()
        for deletion in Self.deletions(of: typed) {
            for index in deletions[deletion] ?? [] where seen.insert(index).inserted {
                let word = words[Int(index)]
                let distance = EditDistance.between(typed, word, limit: Self.maximumDistance)
                guard distance <= Self.maximumDistance else { continue }
                let count = counts[Int(index)]
                if let current = best,
                    current.distance < distance || (current.distance == distance && current.count >= count)
                {
                    continue
                }
                best = (distance, count, Int(index))
            }
        }
        return best.map { words[$0.word] } ?? typed
    }

    /// `word` and every string made from it by deleting up to two letters.
    static func deletions(of word: [UInt32]) -> Set<[UInt32]> {
        var result: Set<[UInt32]> = [word]
        var frontier: Set<[UInt32]> = [word]
        for _ in 0..<maximumDistance {
            var next = Set<[UInt32]>()
            for item in frontier where item.count > 1 {
                for index in item.indices {
                    var shorter = item
                    shorter.remove(at: index)
                    if result.insert(shorter).inserted { next.insert(shorter) }
                }
            }
            frontier = next
        }
        return result
    }
}
