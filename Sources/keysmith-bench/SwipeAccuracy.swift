import FrequencyTables
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import KeyboardWords
import LayoutFormat

/// The accuracy of gesture typing, simulated (`keysmith-bench --swipes [SEEDS] [NAME=VALUE…]`,
/// docs/WORDS.md): words sampled by count from a real word list are swiped through their keys'
/// centres on the solved keys of a layout, and the swipe decoder's first answer is scored.
///
/// Three kinds of swipe, each segment sampled every 4 pt:
/// - σ 0.2 and σ 0.3: each letter's corner moved by Gaussian noise of σ × the key's width and
///   height, joined by straight lines;
/// - realistic: σ 0.2 corners, each turn rounded off as a finger does (a quadratic curve that
///   starts up to 0.9 of a key before the corner and ends as far after it, so a right-angled turn
///   misses the key centre by about a third of a key), and the whole swipe moved by one offset
///   of sd 0.15 of a key.
///
/// Words of fewer than two keys are taps, not swipes, and are not drawn for the decoder alone;
/// the last two columns type 600 words a seed (those too, as taps) through a keyboard
/// controller, as `keysmith replay` does (``throughController(_:setup:lexicon:kind:seeds:)``).
@MainActor
enum SwipeAccuracy {
    /// One kind of swipe.
    struct Kind {
        var name: String
        var sigma: Double
        var realistic: Bool
    }

    static let kinds = [
        Kind(name: "σ 0.2", sigma: 0.2, realistic: false),
        Kind(name: "σ 0.3", sigma: 0.3, realistic: false),
        Kind(name: "realistic", sigma: 0.2, realistic: true),
    ]

    /// Words swiped per seed.
    static let words = 600

    /// Runs every case of ``WordAccuracy`` with `seeds` seeds and prints a table.
    static func run(seeds: Int, parameters: SwipeDecoder.Parameters) throws {
        print("case                 swipe       top-1    top-3    typed    words typed")
        let chosen = WordAccuracy.extraCases.isEmpty ? WordAccuracy.cases : WordAccuracy.extraCases
        for item in chosen {
            let setup = try WordAccuracy.Setup(item)
            guard let lexicon = try? Lexicon(bytes: Lexicon.encode(setup.words.contents)) else { continue }
            let decoder = SwipeDecoder(lexicon: lexicon, frames: setup.frames, parameters: parameters)
            for kind in kinds {
                var first = 0
                var three = 0
                var total = 0
                for seed in 1...seeds {
                    var random = SplitMix(seed: UInt64(seed))
                    var drawn = 0
                    while drawn < words {
                        let form = setup.words.contents.words[setup.sample(&random)].form
                        let keys = form.compactMap { setup.keys[$0] }
                        // One key (`a`, `ее`) is a tap.
                        guard keys.count == form.count, Set(keys.map(\.id)).count >= 2 else { continue }
                        drawn += 1
                        let path = swipe(through: keys, kind: kind, &random)
                        let meant = String(String.UnicodeScalarView(form))
                        let answer = decoder.candidates(for: path, count: 3).map(\.text)
                        total += 1
                        if answer.first.map({ $0.utf8.elementsEqual(meant.utf8) }) == true {
                            first += 1
                        } else if WordAccuracy.verbose {
                            print("  \(meant): read as \(answer.joined(separator: ", "))")
                        }
                        if answer.contains(where: { $0.utf8.elementsEqual(meant.utf8) }) { three += 1 }
                    }
                }
                let typed = try throughController(item, setup: setup, lexicon: lexicon, kind: kind, seeds: seeds)
                print(
                    item.name.padded(to: 21) + kind.name.padded(to: 12)
                        + WordAccuracy.percent(first, of: total).padded(to: 9)
                        + WordAccuracy.percent(three, of: total).padded(to: 9)
                        + WordAccuracy.percent(typed.right, of: typed.words).padded(to: 9)
                        + "\(typed.typed)/\(typed.words)")
            }
            if WordAccuracy.heldOutLearnt { try learntSwipes(setup: setup, parameters: parameters, seeds: seeds) }
        }
    }

    /// With `learnt=1`: 200 words a seed, drawn evenly from those ranked 1 000–20 000 with four
    /// letters or more, are held out of the lexicon and given as learnt words; each is swiped
    /// (realistic swipes), and as many words drawn by count from the rest. Prints the top-1 share
    /// of the learnt words, of the others, and of the others without learnt words.
    static func learntSwipes(setup: WordAccuracy.Setup, parameters: SwipeDecoder.Parameters, seeds: Int) throws {
        guard let kind = kinds.first(where: \.realistic) else { return }
        var learntRight = 0
        var othersRight = 0
        var othersAlone = 0
        var total = 0
        var others = 0
        for seed in 1...seeds {
            var random = SplitMix(seed: UInt64(seed) &+ 2_000)
            let contents = setup.words.contents
            let pool = setup.heldOutPool
            var heldOut = Set<Int>()
            while heldOut.count < min(200, pool.count) { heldOut.insert(pool[Int(random.next() % UInt64(pool.count))]) }
            var kept = contents
            kept.words = contents.words.enumerated().filter { !heldOut.contains($0.offset) }.map(\.element)
            guard let lexicon = try? Lexicon(bytes: Lexicon.encode(kept)) else { continue }
            let decoder = SwipeDecoder(lexicon: lexicon, frames: setup.frames, parameters: parameters)
            func text(_ index: Int) -> String { String(String.UnicodeScalarView(contents.words[index].form)) }
            let learnt = LearntWords(heldOut.sorted().map(text))
            func reads(_ index: Int, _ learnt: LearntWords, _ random: inout SplitMix) -> Bool? {
                let form = contents.words[index].form
                let keys = form.compactMap { setup.keys[$0] }
                guard keys.count == form.count, Set(keys.map(\.id)).count >= 2 else { return nil }
                let path = swipe(through: keys, kind: kind, &random)
                return decoder.candidates(for: path, count: 1, learnt: learnt).first.map {
                    $0.text.utf8.elementsEqual(text(index).utf8)
                } ?? false
            }
            for index in heldOut.sorted() {
                if let right = reads(index, learnt, &random) {
                    total += 1
                    if right { learntRight += 1 }
                }
            }
            var drawn = 0
            while drawn < heldOut.count {
                let index = setup.sample(&random)
                guard !heldOut.contains(index) else { continue }
                var again = random
                guard let right = reads(index, learnt, &random), let alone = reads(index, LearntWords(), &again)
                else { continue }
                drawn += 1
                others += 1
                if right { othersRight += 1 }
                if alone { othersAlone += 1 }
            }
        }
        print(
            "  learnt words, realistic swipes: learnt top-1 \(WordAccuracy.percent(learntRight, of: total)), "
                + "others top-1 \(WordAccuracy.percent(othersRight, of: others)) "
                + "(\(WordAccuracy.percent(othersAlone, of: others)) without learnt words)")
    }

    /// The same swipes typed through a keyboard controller, as `keysmith replay … --lexicon`
    /// types them: 600 words a seed drawn by count (one-key words too, as one-point touches:
    /// taps), one touch a word, none between. Returns how many of the words came out right (the
    /// text split at spaces, aligned with the words by their longest common subsequence, case
    /// aside), how many words were drawn, and how many the text has.
    static func throughController(
        _ item: WordAccuracy.Case, setup: WordAccuracy.Setup, lexicon: Lexicon, kind: Kind, seeds: Int
    ) throws -> (right: Int, words: Int, typed: Int) {
        let path = Fixtures.root + "/" + item.layout
        guard let layout = LayoutLoader().load(path: path).layout else { throw Fixtures.Missing(path: path) }
        var right = 0
        var words = 0
        var typed = 0
        for seed in 1...seeds {
            let controller = try KeyboardController(layout: layout)
            let buffer = TextBuffer()
            controller.input = buffer
            controller.lexicon = lexicon
            var random = SplitMix(seed: UInt64(seed) &+ 1_000)
            var meant: [String] = []
            var time = 0.0
            for touch in 1...Self.words {
                let form = setup.words.contents.words[setup.sample(&random)].form
                let keys = form.compactMap { setup.keys[$0] }
                meant.append(String(String.UnicodeScalarView(form)))
                var points = swipe(through: keys, kind: kind, &random)
                if Set(keys.map(\.id)).count < 2, let first = points.first { points = [first] }
                guard let first = points.first, let last = points.last else { continue }
                controller.handle(TouchEvent(id: touch, phase: .began, location: first, timestamp: time))
                for point in points.dropFirst() {
                    time += 0.005
                    controller.handle(TouchEvent(id: touch, phase: .moved, location: point, timestamp: time))
                }
                time += 0.005
                controller.handle(TouchEvent(id: touch, phase: .ended, location: last, timestamp: time))
                time += 0.3
            }
            let out = buffer.text.split(separator: " ").map { $0.lowercased() }
            if WordAccuracy.verbose { print("  typed \(out.count) of \(meant.count): \(buffer.text)") }
            right += commonSubsequence(meant.map { $0.lowercased() }, out)
            words += meant.count
            typed += out.count
        }
        return (right, words, typed)
    }

    /// The length of the longest common subsequence of two lists of words (by their bytes).
    static func commonSubsequence(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let left = a.map { Array($0.utf8) }
        let right = b.map { Array($0.utf8) }
        var previous = [Int](repeating: 0, count: right.count + 1)
        for word in left {
            var row = [Int](repeating: 0, count: right.count + 1)
            for index in right.indices {
                row[index + 1] = word == right[index] ? previous[index] + 1 : max(previous[index + 1], row[index])
            }
            previous = row
        }
        return previous[right.count]
    }

    /// A swipe through `keys` of `kind`: its points, in order.
    static func swipe(through keys: [KeyFrame], kind: Kind, _ random: inout SplitMix) -> [KeyboardPoint] {
        let width = keys[0].frame.width
        let height = keys[0].frame.height
        var offset = KeyboardPoint(x: 0, y: 0)
        if kind.realistic {
            offset = KeyboardPoint(x: random.gaussian() * 0.15 * width, y: random.gaussian() * 0.15 * height)
        }
        let corners = keys.map { key in
            KeyboardPoint(
                x: key.frame.midX + random.gaussian() * kind.sigma * key.frame.width + offset.x,
                y: key.frame.midY + random.gaussian() * kind.sigma * key.frame.height + offset.y)
        }
        // The polyline the finger follows: straight, or with each inner corner cut by a curve.
        var line = [corners[0]]
        for index in corners.indices.dropFirst().dropLast() {
            let corner = corners[index]
            guard kind.realistic else {
                line.append(corner)
                continue
            }
            let before = corners[index - 1]
            let after = corners[index + 1]
            let into = distance(before, corner)
            let out = distance(corner, after)
            let cut = min(0.9 * width, into / 2, out / 2)
            guard into > 0, out > 0, cut > 0 else {
                line.append(corner)
                continue
            }
            let a = point(corner, toward: before, by: cut / into)
            let b = point(corner, toward: after, by: cut / out)
            for step in 0...8 {
                let t = Double(step) / 8
                let u = 1 - t
                line.append(
                    KeyboardPoint(
                        x: u * u * a.x + 2 * u * t * corner.x + t * t * b.x,
                        y: u * u * a.y + 2 * u * t * corner.y + t * t * b.y))
            }
        }
        if let last = corners.last, corners.count > 1 { line.append(last) }
        // Sampled every 4 pt.
        var path: [KeyboardPoint] = []
        for (a, b) in zip(line, line.dropFirst()) {
            let steps = max(1, Int(distance(a, b) / 4))
            for step in 0..<steps {
                let t = Double(step) / Double(steps)
                path.append(KeyboardPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        if let last = line.last { path.append(last) }
        _ = height
        return path
    }

    private static func distance(_ a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The point `share` of the way from `a` toward `b`.
    private static func point(_ a: KeyboardPoint, toward b: KeyboardPoint, by share: Double) -> KeyboardPoint {
        KeyboardPoint(x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share)
    }
}
