extension TextBuffer {
    /// A gap buffer of Unicode scalars that knows where extended grapheme clusters end.
    ///
    /// Positions are scalar offsets into the logical content (the gap is invisible). The gap sits
    /// where the last edit happened, so edits near the caret move few scalars.
    ///
    /// Cluster boundaries are found by segmenting a small window with `String`. Started at a
    /// boundary of the whole text, `String` finds the whole text's boundaries (a boundary depends
    /// only on what precedes it and on the scalar after it, and no rule's context reaches across a
    /// boundary, except regional-indicator parity, which is even at every boundary). The window's
    /// end must be a boundary too, one known without looking further back: a *certain* boundary
    /// (see `isCertainBoundary(at:)`). Windows widen until they end at one; only long runs without
    /// one (regional indicators, stacked combining marks, Hangul jamo) make them large.
    struct Storage {
        /// The content with the gap `gapStart..<gapEnd` in it.
        private var elements: [Unicode.Scalar]
        /// Where the gap starts: the content before it is `elements[..<gapStart]`.
        private var gapStart: Int
        /// Where the gap ends: the content after it is `elements[gapEnd...]`.
        private var gapEnd: Int
        /// The grapheme-break classes of the scalars seen so far.
        private let classes: ScalarClassCache

        /// The value the gap is filled with; never read as content.
        private static let filler = Unicode.Scalar(UInt8(0))

        /// Creates storage holding `scalars`, with a gap at the end, learning scalar classes into
        /// `classes` (a fresh cache unless one is shared, as tests do).
        init(_ scalars: some Sequence<Unicode.Scalar>, classes: ScalarClassCache = ScalarClassCache()) {
            self.classes = classes
            var elements = Array(scalars)
            let count = elements.count
            let gap = max(64, count / 8)
            elements += [Unicode.Scalar](repeating: Self.filler, count: gap)
            self.elements = elements
            gapStart = count
            gapEnd = count + gap
        }

        /// The number of scalars.
        var count: Int { elements.count - (gapEnd - gapStart) }

        /// The scalar at `position`, which must be in `0..<count`.
        subscript(position: Int) -> Unicode.Scalar {
            position < gapStart ? elements[position] : elements[position &+ (gapEnd &- gapStart)]
        }

        // MARK: - Editing

        /// Replaces the scalars in `range` with `replacement`.
        ///
        /// - Complexity: O(*d* + *m*) amortised, where *d* is the distance from the gap to `range`
        ///   and *m* the size of `replacement` and `range`.
        mutating func replace(_ range: Range<Int>, with replacement: some Collection<Unicode.Scalar>) {
            if gapStart >= range.upperBound {
                moveGap(to: range.upperBound)
                gapStart = range.lowerBound
            } else {
                moveGap(to: range.lowerBound)
                gapEnd += range.count
            }
            let insertedCount = replacement.count
            reserveGap(insertedCount)
            var position = gapStart
            for scalar in replacement {
                elements[position] = scalar
                position += 1
            }
            gapStart = position
        }

        /// Replaces the scalars in `range`, which holds `clusters` whole clusters, with
        /// `replacement` (`scalarCount` scalars) and re-segments around the edit.
        ///
        /// The window re-segmented starts at the cluster before the edit: that start stays a
        /// boundary (a boundary depends only on what precedes it and the scalar after it), and
        /// `String` segments on from it as in the whole text. The window ends at the first certain
        /// boundary after the edit, which no change before it can move.
        ///
        /// - Returns: The change in the number of clusters; the caret, which is the first boundary
        ///   at or after the end of the replacement; and the number of clusters from
        ///   `range.lowerBound` to the caret (in the old text for the start, the new for the end).
        /// - Complexity: O(*m*) amortised for *m* scalars replaced and inserted, plus the distance
        ///   from the gap and any run without a certain boundary after the edit.
        mutating func replace(
            _ range: Range<Int>, clusters: Int, with replacement: some Collection<Unicode.Scalar>, scalarCount: Int
        ) -> (clusterChange: Int, caret: Int, clustersToCaret: Int) {
            if joinsPlainly(range, replacement) {
                // Every inserted scalar is a cluster and nothing around the edit changes.
                replace(range, with: replacement)
                return (scalarCount - clusters, range.lowerBound + scalarCount, scalarCount)
            }
            var windowStart = range.lowerBound
            var leftClusters = 0
            forEachClusterStart(before: range.lowerBound) { start in
                windowStart = start
                leftClusters = 1
                return false
            }
            var windowEnd = range.upperBound
            var rightClusters = 0
            forEachClusterEnd(from: range.upperBound) { end in
                windowEnd = end
                rightClusters += 1
                return !isCertainBoundary(at: end)
            }
            let oldClusters = leftClusters + clusters + rightClusters

            replace(range, with: replacement)

            let newWindowEnd = windowEnd - range.count + scalarCount
            let insertionEnd = range.lowerBound + scalarCount
            var newClusters = 0
            var caret = windowStart
            var caretClusters = 0
            forEachClusterEnd(from: windowStart, upTo: newWindowEnd) { end in
                newClusters += 1
                if caret < insertionEnd {
                    caret = end
                    caretClusters = newClusters
                }
                return true
            }
            return (newClusters - oldClusters, caret, caretClusters - leftClusters)
        }

        /// Inserts `scalar` at `position` when it becomes a cluster of its own and changes no
        /// other cluster (see `joinsPlainly(_:_:)`); otherwise changes nothing.
        ///
        /// - Returns: Whether it inserted `scalar`.
        /// - Complexity: O(1) amortised, plus the distance from the gap.
        mutating func insertPlainly(_ scalar: Unicode.Scalar, at position: Int) -> Bool {
            let inserted = CollectionOfOne(scalar)
            guard joinsPlainly(position..<position, inserted) else { return false }
            replace(position..<position, with: inserted)
            return true
        }

        /// Whether replacing `range` with `replacement` leaves a certain boundary between every two
        /// neighbouring scalars from the one before `range` to the one after it.
        ///
        /// True when all of them are below U+0300, with no CR before an LF: no such scalar
        /// extends, joins or pairs (see `isCertainBoundary(at:)`), and none can be the context
        /// of a rule across the boundaries further on, so those do not move either.
        ///
        /// - Complexity: O(`replacement.count`).
        private func joinsPlainly(_ range: Range<Int>, _ replacement: some Collection<Unicode.Scalar>) -> Bool {
            // U+0000 stands in for "no scalar": it is plain and not a CR.
            var previous = range.lowerBound > 0 ? self[range.lowerBound - 1] : Unicode.Scalar(UInt8(0))
            if previous.value >= 0x300 { return false }
            for scalar in replacement {
                if scalar.value >= 0x300 || (scalar.value == 0x0A && previous.value == 0x0D) { return false }
                previous = scalar
            }
            guard range.upperBound < count else { return true }
            let next = self[range.upperBound]
            return next.value < 0x300 && !(next.value == 0x0A && previous.value == 0x0D)
        }

        /// Moves the gap so that it starts at `position`.
        private mutating func moveGap(to position: Int) {
            if position == gapStart { return }
            let gapLength = gapEnd - gapStart
            elements.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let stride = MemoryLayout<Unicode.Scalar>.stride
                if position < gapStart {
                    // Content position..<gapStart moves to the end of the gap.
                    let moved = gapStart - position
                    UnsafeMutableRawPointer(base + position + gapLength)
                        .copyMemory(from: base + position, byteCount: moved * stride)
                } else {
                    // Content gapEnd..<position+gapLength moves to the start of the gap.
                    let moved = position - gapStart
                    UnsafeMutableRawPointer(base + gapStart)
                        .copyMemory(from: base + gapEnd, byteCount: moved * stride)
                }
            }
            gapStart = position
            gapEnd = position + gapLength
        }

        /// Grows the gap (doubling the storage) so that it holds at least `needed` scalars.
        private mutating func reserveGap(_ needed: Int) {
            let gapLength = gapEnd - gapStart
            if gapLength >= needed { return }
            let content = count
            let newGap = max(needed, content + needed, 64)
            var grown: [Unicode.Scalar] = []
            grown.reserveCapacity(content + newGap)
            grown.append(contentsOf: elements[..<gapStart])
            grown += [Unicode.Scalar](repeating: Self.filler, count: newGap)
            grown.append(contentsOf: elements[gapEnd...])
            elements = grown
            gapEnd = gapStart + newGap
        }

        // MARK: - Reading

        /// The scalars in `range` as a `String`.
        ///
        /// - Complexity: O(`range.count`).
        func string(_ range: Range<Int>) -> String {
            if range.isEmpty { return "" }
            var byteCount = 0
            for position in range {
                byteCount += UTF8.width(self[position])
            }
            return String(unsafeUninitializedCapacity: byteCount) { bytes in
                var written = 0
                for position in range {
                    UTF8.encode(self[position]) { byte in
                        bytes[written] = byte
                        written += 1
                    }
                }
                return written
            }
        }

        // MARK: - Grapheme clusters

        /// Whether there is a cluster boundary at `position` in every text that has the scalars
        /// `position - 1` and `position` of this one, whatever precedes them.
        ///
        /// Only three rules of UAX #29 look further back than one scalar: emoji ZWJ sequences
        /// (GB11), Indic conjuncts (GB9c) and regional-indicator pairs (GB12/13). The first two only
        /// join a `joinable` scalar to an `extending` one; the last only joins two regional
        /// indicators. Every other pair is decided by the two scalars' classes alone (or, for the
        /// rare `special` classes, by segmenting the pair). The ends of the content are certain.
        ///
        /// - Complexity: O(1).
        func isCertainBoundary(at position: Int) -> Bool {
            if position <= 0 || position >= count { return true }
            let left = self[position - 1]
            let right = self[position]
            if left.value < 0x300 && right.value < 0x300 {
                // No scalar below U+0300 extends, joins or pairs; only CR LF stays together.
                return !(left.value == 0x0D && right.value == 0x0A)
            }
            let leftClass = classes[left]
            let rightClass = classes[right]
            switch (leftClass, rightClass) {
            case (.control, _):
                return !(left.value == 0x0D && right.value == 0x0A)
            case (_, .control):
                return true
            case (_, .extending):
                return false
            case (.special, _), (_, .special):
                return leftClass != .extending && Self.pairBreaks(left, right)
            case (.extending, _):
                return rightClass == .plain && !Self.isRegionalIndicator(left)
            default:
                // Both plain or joinable: only two regional indicators stay together.
                return !(Self.isRegionalIndicator(left) && Self.isRegionalIndicator(right))
            }
        }

        /// Whether `scalar` is a regional indicator (half of a flag).
        private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
            (0x1F1E6...0x1F1FF).contains(scalar.value)
        }

        /// Whether `String` puts a boundary between `left` and `right` when they stand alone.
        private static func pairBreaks(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
            var pair = String()
            pair.unicodeScalars.append(left)
            pair.unicodeScalars.append(right)
            return pair.count == 2
        }

        /// Calls `body` with the end of each cluster from `start` on, in order, until `body`
        /// returns `false` or `limit` is reached.
        ///
        /// `start` and `limit` must be cluster boundaries of the current content.
        ///
        /// - Complexity: O(*k*) for *k* clusters visited, plus the length of any run without a
        ///   certain boundary at the end.
        func forEachClusterEnd(from start: Int, upTo limit: Int? = nil, _ body: (Int) -> Bool) {
            let limit = limit ?? count
            var position = start
            while position < limit {
                let next = position + 1
                if next == limit || isCertainBoundary(at: next) {
                    position = next
                    if !body(position) { return }
                    continue
                }
                var end = next + 1
                while end < limit && !isCertainBoundary(at: end) {
                    end += 1
                }
                for character in string(position..<end) {
                    position += character.unicodeScalars.count
                    if !body(position) { return }
                }
                position = end
            }
        }

        /// Calls `body` with the start of each cluster before `end`, nearest first, until `body`
        /// returns `false` or `limit` is reached.
        ///
        /// `end` and `limit` must be cluster boundaries of the current content.
        ///
        /// - Complexity: O(*k*) for *k* clusters visited, plus the length of any run without a
        ///   certain boundary at the start.
        func forEachClusterStart(before end: Int, downTo limit: Int = 0, _ body: (Int) -> Bool) {
            var position = end
            while position > limit {
                let previous = position - 1
                if previous == limit || isCertainBoundary(at: previous) {
                    position = previous
                    if !body(position) { return }
                    continue
                }
                var start = previous - 1
                while start > limit && !isCertainBoundary(at: start) {
                    start -= 1
                }
                for character in string(start..<position).reversed() {
                    position -= character.unicodeScalars.count
                    if !body(position) { return }
                }
                position = start
            }
        }
    }
}
