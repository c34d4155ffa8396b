internal import CompiledLayouts

/// A compiled word list, opened from its bytes without parsing: word forms with their counts,
/// each form's search key, and a letter model of the language (docs/WORDS.md).
///
/// The words are the paths of a trie stored level by level (LOUDS: a node's children are
/// consecutive, found by rank and select over three bit vectors), with each node's symbol packed
/// in a few bits. A symbol is one Unicode scalar of a form; the fold table gives the scalars of
/// its search key (`é` → `e`, `Ё` → `е`, a combining accent → none), so `resume` finds `résumé`
/// with no normalisation data on the device. Counts are kept in steps of an eighth of an octave.
///
/// Opening checks every count, offset and link once (``init(bytes:)``); reads afterwards trust
/// them. The bytes are shared, not copied: an open lexicon adds only its rank tables (a
/// sixteenth of the trie's bit vectors) and its small alphabets.
public struct Lexicon: Sendable {
    /// The version of the format this reader reads.
    public static let formatVersion = 2
    /// `KSLX`.
    static let magic: (UInt8, UInt8, UInt8, UInt8) = (0x4B, 0x53, 0x4C, 0x58)
    /// The header's size in bytes.
    static let headerSize = 40
    /// Children listed in the top-completions table per node.
    static let topCount = 8
    /// Words under a node from which its top completions are listed (below, they are found by
    /// walking its subtree: at most this many words).
    static let topThreshold = 48

    /// The file's bytes.
    let storage: [UInt8]
    /// The language's BCP 47 tag, as the source gave it (`en`, `ru`), possibly empty.
    public let language: String
    /// Whether the language has letter case.
    public let usesCasing: Bool
    /// What follows an accepted suggestion (a space, or nothing for scripts without spaces).
    public let insertAfterWord: String
    /// The quotes a suggestion that keeps what was typed is shown in, if the source named them.
    public let keepQuotes: (open: String, close: String)?
    /// The scalars of the forms, ascending: a node's symbol indexes this.
    let symbols: [Unicode.Scalar]
    /// The scalars of the search keys, ascending: the fold's values index this (from 1; 0 is
    /// the word boundary in the letter model).
    let keys: [Unicode.Scalar]
    /// Symbol `s` folds to `foldPool[foldStarts[s]..<foldStarts[s + 1]]` (key indices from 0).
    let foldStarts: [UInt16]
    let foldPool: [UInt16]
    /// The number of trie nodes, the root included.
    public let nodeCount: Int
    /// The number of word forms.
    public let wordCount: Int
    let symbolBits: Int
    let symbolsOffset: Int
    let hasChildren: RankedBits
    let lastChild: RankedBits
    let terminal: RankedBits
    let countsOffset: Int
    let topOffset: Int
    let topNodes: Int
    let bigramOffset: Int
    /// The letter model's two-letter contexts with rows of their own: how many, where the
    /// contexts are (ascending), and where their rows start (``LetterModel``).
    let contextRowCount: Int
    let contextsOffset: Int
    let rowsOffset: Int

    /// The size of the compiled file in bytes.
    public var byteCount: Int { storage.count }

    /// The bytes the open lexicon holds: its file's bytes (shared with the caller, not copied)
    /// and what opening built — the rank tables, the alphabets and the fold — counted by their
    /// arrays' capacities.
    public var heapBytes: Int {
        let ranks = [hasChildren, lastChild, terminal].reduce(0) { $0 + $1.ranks.capacity * 4 }
        return storage.capacity + ranks + symbols.capacity * 4 + keys.capacity * 4 + foldStarts.capacity * 2
            + foldPool.capacity * 2
    }

    /// Opens a compiled lexicon, checking all of it.
    ///
    /// - Parameter bytes: The file's bytes (shared, not copied).
    /// - Throws: ``LexiconError`` naming the first problem and its byte offset.
    /// - Complexity: O(*n*) in the number of trie nodes (one pass over the links).
    public init(bytes: [UInt8]) throws(LexiconError) {
        var cursor = LexiconCursor(bytes: bytes)
        try cursor.need(Self.headerSize, "header")
        guard bytes[0] == Self.magic.0, bytes[1] == Self.magic.1, bytes[2] == Self.magic.2, bytes[3] == Self.magic.3
        else { throw .notALexicon }
        let version = Int(cursor.uint16(at: 8))
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        let flags = cursor.uint16(at: 10)
        let expected = cursor.uint32(at: 4)
        let found = bytes.withUnsafeBytes { Adler32.checksum(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        guard expected == found else { throw .checksumMismatch(expected: expected, found: found) }
        let nodes = Int(cursor.uint32(at: 12))
        let words = Int(cursor.uint32(at: 16))
        let bits = Int(bytes[20])
        let topWidth = Int(bytes[22])
        let tops = Int(cursor.uint32(at: 24))
        let alphabet = Int(cursor.uint16(at: 28))
        let keyCount = Int(cursor.uint16(at: 30))
        let metaLength = Int(cursor.uint32(at: 32))
        let poolCount = Int(cursor.uint32(at: 36))
        func bad(_ offset: Int, _ reason: String) -> LexiconError {
            .malformed(section: "header", offset: offset, reason: reason)
        }
        guard nodes >= 1, nodes <= 1 << 28 else { throw bad(12, "\(nodes) trie nodes (1 to 2²⁸ allowed)") }
        guard words <= nodes else { throw bad(16, "\(words) words in \(nodes) nodes") }
        guard bits >= 1, bits <= 16, alphabet <= 1 << bits, alphabet >= 1 || nodes == 1 else {
            throw bad(20, "\(alphabet) symbols in \(bits)-bit codes")
        }
        guard topWidth == Self.topCount else {
            throw bad(22, "\(topWidth) completions per node (\(Self.topCount) expected)")
        }
        guard tops <= nodes else { throw bad(24, "\(tops) completion lists for \(nodes) nodes") }
        guard keyCount <= 4096 else { throw bad(30, "\(keyCount) key scalars") }
        usesCasing = flags & 1 != 0
        cursor.offset = Self.headerSize

        // Meta: four texts.
        let metaEnd = cursor.offset + metaLength
        try cursor.need(metaLength, "meta")
        language = try cursor.text("meta", end: metaEnd)
        insertAfterWord = try cursor.text("meta", end: metaEnd)
        let open = try cursor.text("meta", end: metaEnd)
        let close = try cursor.text("meta", end: metaEnd)
        keepQuotes = flags & 2 != 0 ? (open, close) : nil
        guard cursor.offset == metaEnd else {
            throw .malformed(
                section: "meta", offset: cursor.offset, reason: "\(metaEnd - cursor.offset) bytes left over")
        }

        // The alphabets and the fold.
        symbols = try cursor.scalars(alphabet, "alphabet")
        keys = try cursor.scalars(keyCount, "keys")
        try cursor.need(2 * (alphabet + 1) + 2 * poolCount, "fold")
        let foldOffset = cursor.offset
        var starts = [UInt16]()
        starts.reserveCapacity(alphabet + 1)
        for index in 0...alphabet { starts.append(cursor.uint16(at: foldOffset + 2 * index)) }
        cursor.offset += 2 * (alphabet + 1)
        var pool = [UInt16]()
        pool.reserveCapacity(poolCount)
        for index in 0..<poolCount {
            let key = cursor.uint16(at: cursor.offset + 2 * index)
            guard Int(key) < keyCount else {
                throw .malformed(
                    section: "fold", offset: cursor.offset + 2 * index, reason: "key \(key) of \(keyCount)")
            }
            pool.append(key)
        }
        guard starts.first == 0, starts.last.map(Int.init) == poolCount,
            zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
        else {
            throw .malformed(section: "fold", offset: foldOffset, reason: "the fold's starts do not rise to its end")
        }
        foldStarts = starts
        foldPool = pool
        cursor.offset += 2 * poolCount
        cursor.align()

        // The trie.
        nodeCount = nodes
        wordCount = words
        symbolBits = bits
        symbolsOffset = cursor.offset
        try cursor.need(Self.symbolBytes(nodes: nodes, bits: bits), "symbols")
        cursor.offset += Self.symbolBytes(nodes: nodes, bits: bits)
        let wordsPerVector = (nodes + 63) / 64
        try cursor.need(3 * 8 * wordsPerVector, "links")
        hasChildren = RankedBits(storage: bytes, offset: cursor.offset, bits: nodes)
        lastChild = RankedBits(storage: bytes, offset: cursor.offset + 8 * wordsPerVector, bits: nodes)
        terminal = RankedBits(storage: bytes, offset: cursor.offset + 16 * wordsPerVector, bits: nodes)
        cursor.offset += 3 * 8 * wordsPerVector
        countsOffset = cursor.offset
        try cursor.need(words, "counts")
        cursor.offset += words
        cursor.align()
        topOffset = cursor.offset
        topNodes = tops
        try cursor.need(tops * 4 * (1 + Self.topCount), "completions")
        cursor.offset += tops * 4 * (1 + Self.topCount)
        bigramOffset = cursor.offset
        try cursor.need((keyCount + 1) * (keyCount + 1), "letters")
        cursor.offset += (keyCount + 1) * (keyCount + 1)
        try cursor.need(4, "letters")
        let rowCount = Int(cursor.uint32(at: cursor.offset))
        let contexts = (keyCount + 1) * (keyCount + 1)
        guard rowCount <= contexts else {
            throw .malformed(
                section: "letters", offset: cursor.offset, reason: "\(rowCount) rows for \(contexts) contexts")
        }
        cursor.offset += 4
        try cursor.need(4 * rowCount, "letters")
        var previous = -1
        for row in 0..<rowCount {
            let context = Int(cursor.uint32(at: cursor.offset + 4 * row))
            guard context > previous, context < contexts else {
                throw .malformed(
                    section: "letters", offset: cursor.offset + 4 * row,
                    reason: "context \(context) after \(previous) (ascending, below \(contexts))")
            }
            previous = context
        }
        contextRowCount = rowCount
        contextsOffset = cursor.offset
        cursor.offset += 4 * rowCount
        rowsOffset = cursor.offset
        try cursor.need(rowCount * (keyCount + 1), "letters")
        cursor.offset += rowCount * (keyCount + 1)
        guard cursor.offset == bytes.count else {
            throw .malformed(
                section: "end", offset: cursor.offset,
                reason: "\(bytes.count - cursor.offset) bytes after the last section")
        }
        storage = bytes
        try checkLinks()
        try checkCompletions()
    }

    /// The bytes of the packed symbols: whole 64-bit words, plus one so that a symbol is read
    /// with one unaligned load.
    static func symbolBytes(nodes: Int, bits: Int) -> Int { ((nodes * bits + 63) / 64 + 1) * 8 }

    // MARK: - Checks made once

    /// Checks that the bit vectors describe a trie stored level by level: every parent comes
    /// before its children, every group of children ends, every leaf is a word, symbols are in
    /// the alphabet and rise within a group, and the counts match.
    private func checkLinks() throws(LexiconError) {
        func bad(_ reason: String) -> LexiconError {
            .malformed(section: "links", offset: hasChildren.offset, reason: reason)
        }
        guard terminal.count == wordCount else { throw bad("\(terminal.count) word nodes for \(wordCount) words") }
        guard !lastChild.bit(0) else { throw bad("the root is marked as a child") }
        guard lastChild.count == hasChildren.count else {
            throw bad("\(hasChildren.count) parents but \(lastChild.count) groups of children")
        }
        for vector in [hasChildren, lastChild, terminal] where !vector.paddingIsClear {
            throw bad("bits set past the last node")
        }
        // Walk the groups: the k-th parent's children are the k-th group.
        var parents = hasChildren.setBits()
        var parent = parents.next()
        var groupStart = 1
        var previousSymbol = -1
        var groups = lastChild.setBits()
        while let end = groups.next() {
            guard let current = parent, current < groupStart else {
                throw bad("node \(groupStart) comes before its parent")
            }
            previousSymbol = -1
            for node in groupStart...end {
                let symbol = self.symbol(node)
                guard symbol < symbols.count, symbol > previousSymbol else {
                    throw .malformed(
                        section: "symbols", offset: symbolsOffset,
                        reason: "node \(node)'s symbol \(symbol) is out of order or range")
                }
                previousSymbol = symbol
            }
            groupStart = end + 1
            parent = parents.next()
        }
        guard parent == nil, groupStart == nodeCount else { throw bad("the groups of children do not cover the nodes") }
        // Every leaf ends a word (the root of an empty lexicon aside): 64 nodes at a time.
        for index in 0..<(nodeCount + 63) / 64 {
            var leaves = ~hasChildren.word(index) & ~terminal.word(index)
            if index == 0, nodeCount == 1 { leaves &= ~1 }
            let used = nodeCount - index * 64
            if used < 64 { leaves &= (1 << UInt64(used)) - 1 }
            if leaves != 0 { throw bad("node \(index * 64 + leaves.trailingZeroBitCount) is a leaf but no word") }
        }
    }

    /// Checks the completion lists: nodes rising, words in range.
    private func checkCompletions() throws(LexiconError) {
        var previous = -1
        for index in 0..<topNodes {
            let base = topOffset + index * 4 * (1 + Self.topCount)
            let node = Int(uint32(at: base))
            guard node > previous, node < nodeCount else {
                throw .malformed(section: "completions", offset: base, reason: "node \(node) out of order or range")
            }
            previous = node
            for slot in 1...Self.topCount where Int(uint32(at: base + 4 * slot)) >= wordCount {
                throw .malformed(section: "completions", offset: base + 4 * slot, reason: "word out of range")
            }
        }
    }

    // MARK: - Reading

    @inline(__always) func uint32(at offset: Int) -> UInt32 {
        storage.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    /// The symbol of `node` (the root's is 0).
    @inline(__always) func symbol(_ node: Int) -> Int {
        let bit = node * symbolBits
        let word = storage.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: symbolsOffset + (bit >> 3), as: UInt64.self))
        }
        return Int(truncatingIfNeeded: word >> UInt64(bit & 7)) & ((1 << symbolBits) - 1)
    }

    /// The children of `node`: consecutive nodes, in ascending symbol order.
    @inline(__always) func children(_ node: Int) -> Range<Int> {
        guard hasChildren.bit(node) else { return 0..<0 }
        let group = hasChildren.rank(node)
        let start = group == 0 ? 1 : lastChild.select(group - 1) + 1
        let end = lastChild.select(group) + 1
        return start..<end
    }

    /// The parent of `node` (not the root).
    func parent(_ node: Int) -> Int { hasChildren.select(lastChild.rank(node)) }

    /// The word index of `node` when a word ends there.
    @inline(__always) func word(at node: Int) -> Int? {
        terminal.bit(node) ? terminal.rank(node) : nil
    }

    /// The node where word `index` ends.
    func node(ofWord index: Int) -> Int { terminal.select(index) }

    /// Word `index`'s count, in eighths of an octave (`round(8 · log₂ count)`).
    @inline(__always) func level(ofWord index: Int) -> Int { Int(storage[countsOffset + index]) }

    /// The key scalars that symbol `symbol` folds to, as key indices.
    @inline(__always) func fold(_ symbol: Int) -> ArraySlice<UInt16> {
        foldPool[Int(foldStarts[symbol])..<Int(foldStarts[symbol + 1])]
    }

    /// The listed best completions of `node` (word indices, best first), for nodes with many
    /// words under them; `nil` for the others.
    func listedCompletions(_ node: Int) -> [Int]? {
        var low = 0
        var high = topNodes
        while low < high {
            let middle = (low + high) / 2
            let base = topOffset + middle * 4 * (1 + Self.topCount)
            let found = Int(uint32(at: base))
            if found == node {
                return (1...Self.topCount).map { Int(uint32(at: base + 4 * $0)) }
            }
            if found < node { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The symbols of the path to `node`, root first.
    func path(to node: Int) -> [Int] {
        var symbols = [Int]()
        var current = node
        while current != 0 {
            symbols.append(symbol(current))
            current = parent(current)
        }
        return symbols.reversed()
    }

    /// The form ending at `node`.
    func form(at node: Int) -> [Unicode.Scalar] { path(to: node).map { symbols[$0] } }

    /// The index of `scalar` among the forms' scalars.
    func symbolIndex(of scalar: Unicode.Scalar) -> Int? { Self.search(symbols, scalar) }

    /// The index of `scalar` among the keys' scalars.
    func keyIndex(of scalar: Unicode.Scalar) -> Int? { Self.search(keys, scalar) }

    static func search(_ sorted: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] == scalar { return middle }
            if sorted[middle].value < scalar.value { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The child of `node` with symbol `symbol`.
    func child(of node: Int, symbol: Int) -> Int? {
        var range = children(node)
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            let found = self.symbol(middle)
            if found == symbol { return middle }
            if found < symbol { range = (middle + 1)..<range.upperBound } else { range = range.lowerBound..<middle }
        }
        return nil
    }

    /// The node reached by `form`, scalar by scalar.
    func node(of form: some Sequence<Unicode.Scalar>) -> Int? {
        var node = 0
        for scalar in form {
            guard let symbol = symbolIndex(of: scalar), let next = child(of: node, symbol: symbol) else { return nil }
            node = next
        }
        return node
    }

    /// How many words have each count level (0…255).
    ///
    /// - Complexity: O(*w*) for *w* words.
    package func levelHistogram() -> [Int] {
        var words = [Int](repeating: 0, count: 256)
        for word in 0..<wordCount { words[level(ofWord: word)] += 1 }
        return words
    }

    /// The count level of the word of rank `rank` (1 for the most frequent) among words counted
    /// by level in `histogram` (``levelHistogram()``); the least level when there are fewer.
    package static func level(ofRank rank: Int, histogram: [Int]) -> Int {
        var seen = 0
        for level in histogram.indices.reversed() where histogram[level] > 0 {
            seen += histogram[level]
            if seen >= rank { return level }
        }
        return histogram.firstIndex { $0 > 0 } ?? 0
    }

    // MARK: - Public queries

    /// Whether `word` is one of the lexicon's forms, by its scalars.
    public func contains(_ word: String) -> Bool {
        guard let node = node(of: word.unicodeScalars) else { return false }
        return terminal.bit(node)
    }

    /// Every word with its count level, in the trie's order (level by level). For tools and tests.
    public var words: [(form: String, level: Int)] {
        (0..<wordCount).map { index in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: form(at: node(ofWord: index)))
            return (String(text), level(ofWord: index))
        }
    }
}
