import Foundation
import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

/// A document's tree stays intact however often it is decoded.
@Suite struct RepeatedDecodeTests {
    @Test func decodingTheSameTreeRepeatedlyGivesTheSameResult() throws {
        let path = packageRoot() + "/Layouts/en-US.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = YAMLReader.read(Array(text.utf8), file: path)
        let root = try #require(document.root)
        for _ in 0..<20 {
            let result = LayoutDecoder.decode(root, source: document.source)
            #expect(result.layout != nil)
            #expect(result.sources.map(\.file) == [path])
        }
    }
}
