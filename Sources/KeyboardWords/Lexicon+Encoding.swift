internal import CompiledLayouts

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Lexicon {
    /// Writes `contents` as a compiled lexicon: the same contents give the same bytes.
    ///
    /// - Parameter contents: Distinct forms (by scalars) with counts, and the fold of every
    ///   scalar they use (a scalar the fold lacks is its own key).
    /// - Returns: The file's bytes, which ``init(bytes:)`` opens.
    /// - Complexity: O(*n* log *n*) in the total length of the forms.
    public static func encode(_ contents: LexiconContents) -> [UInt8] {
        // The alphabets, ascending by scalar value.
        var formScalars = Set<UInt32>()
        for word in contents.words { for scalar in word.form { formScalars.insert(scalar.value) } }
        let symbols = formScalars.sorted().compactMap(Unicode.Scalar.init)
        let folds = symbols.map { contents.fold[$0] ?? [$0] }
        let keys = Set(folds.joined().map(\.value)).sorted().compactMap(Unicode.Scalar.init)
        let symbolOf = Dictionary(uniqueKeysWithValues: symbols.enumerated().map { ($1.value, $0) })
        let keyOf = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1.value, $0) })

        // The trie, built from the forms in symbol order, then numbered level by level.
        let coded = contents.words.map { word in word.form.map { symbolOf[$0.value] ?? 0 } }
        let order = coded.indices.sorted { coded[$0].lexicographicallyPrecedes(coded[$1]) }
        var tree = TrieBuilder()
        for index in order { tree.insert(coded[index], word: index) }
        let levelOrder = tree.levelOrder()
        let nodes = levelOrder.count
        var number = [Int](repeating: 0, count: nodes)
        for (position, node) in levelOrder.enumerated() { number[node] = position }

        // Word numbers follow the terminal nodes in level order.
        var wordOfNode = [Int](repeating: -1, count: nodes)
        var sourceWords = [Int]()
        for node in levelOrder {
            if let word = tree.nodes[node].word {
                wordOfNode[node] = sourceWords.count
                sourceWords.append(word)
            }
        }
        let counts = sourceWords.map { contents.words[$0].count }

        // The best words under each node: by count, then by word number.
        let top = tree.bestWords(wordOfNode: wordOfNode, counts: counts, limit: topCount)

        var writer = LexiconWriter()
        let bits = max(1, (max(symbols.count, 2) - 1).bitWidthNeeded)
        let listed = levelOrder.filter { tree.nodes[$0].wordsBelow >= topThreshold }
        // Header (the checksum is filled in last).
        writer.bytes += [magic.0, magic.1, magic.2, magic.3]
        writer.uint32(0)
        writer.uint16(UInt16(formatVersion))
        writer.uint16((contents.usesCasing ? 1 : 0) | (contents.keepQuotes != nil ? 2 : 0))
        writer.uint32(UInt32(nodes))
        writer.uint32(UInt32(sourceWords.count))
        writer.bytes += [UInt8(bits), 0, UInt8(topCount), 0]
        writer.uint32(UInt32(listed.count))
        writer.uint16(UInt16(symbols.count))
        writer.uint16(UInt16(keys.count))
        var meta = LexiconWriter()
        meta.text(contents.language)
        meta.text(contents.insertAfterWord)
        meta.text(contents.keepQuotes?.open ?? "")
        meta.text(contents.keepQuotes?.close ?? "")
        writer.uint32(UInt32(meta.bytes.count))
        let pool = folds.flatMap { $0.map { UInt16(keyOf[$0.value] ?? 0) } }
        writer.uint32(UInt32(pool.count))
        writer.bytes += meta.bytes
        for scalar in symbols { writer.uint32(scalar.value) }
        for scalar in keys { writer.uint32(scalar.value) }
        var start = 0
        writer.uint16(0)
        for fold in folds {
            start += fold.count
            writer.uint16(UInt16(start))
        }
        for key in pool { writer.uint16(key) }
        writer.align()

        // Symbols, packed.
        var packed = [UInt64](repeating: 0, count: symbolBytes(nodes: nodes, bits: bits) / 8)
        for (position, node) in levelOrder.enumerated() {
            let value = UInt64(tree.nodes[node].symbol)
            let bit = position * bits
            packed[bit / 64] |= value << UInt64(bit % 64)
            if bit % 64 + bits > 64 { packed[bit / 64 + 1] |= value >> UInt64(64 - bit % 64) }
        }
        for word in packed { writer.uint64(word) }
        // The links.
        let vectorWords = (nodes + 63) / 64
        var hasChildren = [UInt64](repeating: 0, count: vectorWords)
        var lastChild = hasChildren
        var terminal = hasChildren
        for (position, node) in levelOrder.enumerated() {
            let entry = tree.nodes[node]
            if !entry.children.isEmpty {
                hasChildren[position / 64] |= 1 << UInt64(position % 64)
                let last = number[entry.children[entry.children.count - 1]]
                lastChild[last / 64] |= 1 << UInt64(last % 64)
            }
            if entry.word != nil { terminal[position / 64] |= 1 << UInt64(position % 64) }
        }
        for vector in [hasChildren, lastChild, terminal] { for word in vector { writer.uint64(word) } }
        // Counts.
        for count in counts { writer.bytes.append(UInt8(level(of: count))) }
        writer.align()
        // Completions of the nodes with many words under them.
        for node in listed {
            writer.uint32(UInt32(number[node]))
            let best = top[node]
            for slot in 0..<topCount { writer.uint32(UInt32(best[min(slot, best.count - 1)])) }
        }
        // The letter model of the keys.
        let keyed = order.map { index in
            contents.words[index].form.flatMap { scalar in
                (contents.fold[scalar] ?? [scalar]).map { (keyOf[$0.value] ?? 0) + 1 }
            }
        }
        writer.bytes += LetterModel.table(words: keyed, keyCount: keys.count, nodes: nodes)

        let checksum = writer.bytes.withUnsafeBytes { Adler32.checksum(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        for index in 0..<4 { writer.bytes[4 + index] = UInt8(truncatingIfNeeded: checksum >> UInt32(8 * index)) }
        // Exactly as large as a file read back: the array grew by doubling.
        return writer.bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// `bytes` with the checksum the header needs (for fuzzing past it).
    package static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= headerSize else { return bytes }
        var sealed = bytes
        let checksum = sealed.withUnsafeBytes { Adler32.checksum(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        for index in 0..<4 { sealed[4 + index] = UInt8(truncatingIfNeeded: checksum >> UInt32(8 * index)) }
        return sealed
    }

    /// A count in eighths of an octave, as the file keeps it: `round(8 · log₂ count)`, 0 for
    /// counts of 0 and 1, at most 255.
    static func level(of count: UInt64) -> Int {
        guard count > 1 else { return 0 }
        return min(255, Int((8 * log2(Double(count))).rounded()))
    }
}

extension Int {
    /// The bits needed to write this non-negative number (1 for 0).
    var bitWidthNeeded: Int { Swift.max(1, Int.bitWidth - leadingZeroBitCount) }
}

/// The trie of the encoder: nodes with their children, built from forms in symbol order.
struct TrieBuilder {
    struct Node {
        var symbol: Int
        var children: [Int] = []
        var word: Int?
        var wordsBelow = 0
    }

    var nodes = [Node(symbol: 0)]

    /// Adds a form (after every form that sorts before it).
    mutating func insert(_ form: [Int], word: Int) {
        var node = 0
        nodes[0].wordsBelow += 1
        for symbol in form {
            if let last = nodes[node].children.last, nodes[last].symbol == symbol {
                node = last
            } else {
                nodes.append(Node(symbol: symbol))
                nodes[node].children.append(nodes.count - 1)
                node = nodes.count - 1
            }
            nodes[node].wordsBelow += 1
        }
        nodes[node].word = word
    }

    /// The nodes level by level, each node's children in order.
    func levelOrder() -> [Int] {
        var order = [0]
        var index = 0
        while index < order.count {
            order += nodes[order[index]].children
            index += 1
        }
        return order
    }

    /// For every node, up to `limit` word numbers under it, the most frequent first (ties: the
    /// lower number).
    func bestWords(wordOfNode: [Int], counts: [UInt64], limit: Int) -> [[Int]] {
        var best = [[Int]](repeating: [], count: nodes.count)
        func better(_ a: Int, _ b: Int) -> Bool { counts[a] != counts[b] ? counts[a] > counts[b] : a < b }
        // Children were appended after their parents: a reverse walk sees children first.
        for node in stride(from: nodes.count - 1, through: 0, by: -1) {
            var candidates = wordOfNode[node] >= 0 ? [wordOfNode[node]] : []
            for child in nodes[node].children { candidates += best[child] }
            candidates.sort(by: better)
            best[node] = Array(candidates.prefix(limit))
        }
        return best
    }
}

/// Appends a compiled lexicon's values, little-endian.
struct LexiconWriter {
    var bytes: [UInt8] = []

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// A 16-bit length and the text's UTF-8 (cut at 65 535 bytes, on a scalar boundary).
    mutating func text(_ text: String) {
        var utf8 = [UInt8]()
        for scalar in text.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if utf8.count + encoded.count > 0xFFFF { break }
            utf8 += encoded
        }
        uint16(UInt16(utf8.count))
        bytes += utf8
    }

    mutating func align() {
        while bytes.count % 8 != 0 { bytes.append(0) }
    }
}
