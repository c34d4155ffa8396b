import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

/// Decodes thousands of mutated layouts: the decoder must never trap, must drop the layout
/// exactly when it reports an error, and must word every message the same way.
@Suite struct LayoutDecoderRobustnessTests {
    private static let words = [
        "1", "0", "-1", ".inf", ".nan", "1.5", ".5", "1e3", "60pt", "25%", "150%", "fill", "12px", "true", "yes", "",
        "~", "letters", "numbers", "symbols", "Bad", "shift", "layer", "dead", "custom", "backspace", "return", "´",
        "¤", "q", "é", "q.width == w.width", "q.width *", "a.center-x == (q.left + w.right) / 2 @strong", "ltr",
        "rtl", "left", "center", "sentences", "format", "id", "name", "locale", "size", "width", "height", "metrics",
        "behavior", "alternates", "compose", "layers", "constraints", "rows", "keys", "align", "text", "shifted",
        "label", "action", "to", "accent", "min-width", "max-width", "key-gap", "insets", "top", "return-to",
    ]

    private struct Mutator {
        var random: SplitMix64
        var line = 100

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

        mutating func location() -> KeyboardModel.SourceLocation {
            line += 1
            return KeyboardModel.SourceLocation(file: "r.yaml", line: line, column: Int(random.next() % 40) + 1)
        }

        mutating func scalar() -> YAMLNode {
            let style: YAMLScalar.Style = pick([.plain, .plain, .plain, .doubleQuoted, .folded])
            return YAMLNode(
                .scalar(YAMLScalar(pick(LayoutDecoderRobustnessTests.words), style: style)), location: location())
        }

        mutating func node(depth: Int) -> YAMLNode {
            switch depth <= 0 ? 0 : random.next() % 3 {
            case 0: return scalar()
            case 1:
                let count = Int(random.next() % 4)
                return YAMLNode(.sequence((0..<count).map { _ in node(depth: depth - 1) }), location: location())
            default:
                let count = Int(random.next() % 4)
                let pairs = (0..<count).map { _ in YAMLPair(key: scalar(), value: node(depth: depth - 1)) }
                return YAMLNode(.mapping(pairs), location: location())
            }
        }

        /// `node` with some of its subtrees replaced by random ones.
        mutating func mutate(_ node: YAMLNode, depth: Int = 0) -> YAMLNode {
            if depth > 0, random.next() % 150 == 0 { return self.node(depth: 2) }
            switch node.content {
            case .scalar:
                return node
            case .sequence(let items):
                var items = items.map { mutate($0, depth: depth + 1) }
                if !items.isEmpty, random.next() % 100 == 0 {
                    items.remove(at: Int(random.next() % UInt64(items.count)))
                }
                return YAMLNode(.sequence(items), location: node.location)
            case .mapping(let pairs):
                var pairs = pairs.map { YAMLPair(key: $0.key, value: mutate($0.value, depth: depth + 1)) }
                if !pairs.isEmpty, random.next() % 100 == 0 {
                    pairs.remove(at: Int(random.next() % UInt64(pairs.count)))
                }
                if random.next() % 100 == 0 { pairs.append(YAMLPair(key: scalar(), value: self.node(depth: 1))) }
                return YAMLNode(.mapping(pairs), location: node.location)
            }
        }
    }

    @Test func mutatedLayoutsNeverTrapAndReportConsistently() throws {
        let path = fixturesFolder() + "/valid/base.yaml"
        let document = LayoutLoader().load(path: path)
        let text = try #require(document.sources.first?.text)
        let root = try #require(YAMLReader.read(Array(text.utf8), file: "r.yaml").root)
        var mutator = Mutator(random: SplitMix64(seed: 2024))
        var rejected = 0
        for _ in 0..<800 {
            let mutated = mutator.mutate(root)
            let result = LayoutDecoder.decode(mutated)
            let hasErrors = result.diagnostics.contains { $0.severity == .error }
            #expect((result.layout == nil) == hasErrors)
            if hasErrors { rejected += 1 }
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.file == "r.yaml")
                #expect(diagnostic.code.hasPrefix("KS2"))
                let message = diagnostic.message
                #expect(!message.isEmpty && !message.hasSuffix("."))
                #expect(message.first.map { !$0.isUppercase } ?? false, "\(message)")
            }
        }
        // The mutations are strong enough to break most layouts, but not all.
        #expect(rejected > 100 && rejected < 750, "\(rejected)")
    }
}
