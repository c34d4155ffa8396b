import Foundation
import TestSupport
import Testing

@testable import KeyboardHosting

@Suite struct HeightTableJSONTests {
    @Test func encodesSortedWithShortestNumbers() {
        let text = HeightTableJSON.encode(["portrait:b": 216, "landscape:a": 162.5, "portrait:\"q\"": 1e-3])
        #expect(text == "{\"landscape:a\":162.5,\"portrait:\\\"q\\\"\":0.001,\"portrait:b\":216}\n")
        #expect(HeightTableJSON.encode([:]) == "{}\n")
    }

    @Test(arguments: [
        ("{}", [String: Double]()),
        (" { \"a\" : 1 ,\n\t\"b\":-2.5e2 } ", ["a": 1, "b": -250]),
        ("{\"\\u00e9\\n\\\"\":0.5}", ["é\n\"": 0.5]),
        ("{\"\\ud83d\\ude00\":3E+1}", ["😀": 30]),
        ("{\"é\":1}", ["é": 1]),
    ])
    func decodesValidText(_ text: String, _ expected: [String: Double]) throws {
        #expect(try HeightTableJSON.decode(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        "", "{", "}", "{\"a\"}", "{\"a\":}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":1e}",
        "{\"a\":+1}", "{\"a\":1,}", "{\"a\":1 \"b\":2}", "{\"a\":1}x", "{\"\\ud83d\":1}", "{\"\\q\":1}",
        "{\"a\":null}", "{\"a\":true}", "{\"a\nb\":1}", "{a:1}", "{\"a\":NaN}", "{\"a\":1,\"a\":1}",
    ])
    func rejectsInvalidText(_ text: String) {
        #expect(throws: HeightTableJSON.Failure.self) { try HeightTableJSON.decode(Array(text.utf8)) }
    }

    @Test func roundTripsRandomTablesAndFoundationAgrees() throws {
        var random = SplitMix64(seed: 0x4B65_7973)
        let alphabet: [Character] = ["a", "Z", ":", "/", "\"", "\\", "\n", "é", "😀", " ", "\u{1}"]
        for _ in 0..<200 {
            var table: [String: Double] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let key = String(
                    (0..<Int.random(in: 0...8, using: &random)).map { _ in
                        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                    })
                let value =
                    Bool.random(using: &random)
                    ? Double(Int.random(in: 1...2000, using: &random))
                    : Double.random(in: 0.001...5000, using: &random)
                table[key] = value
            }
            let text = HeightTableJSON.encode(table)
            #expect(try HeightTableJSON.decode(Array(text.utf8)) == table)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object?.count == table.count)
            // swift-corelibs-foundation's reader is not correctly rounded: allow its last bits.
            for (key, value) in table {
                let parsed = (object?[key] as? NSNumber)?.doubleValue ?? .nan
                #expect(abs(parsed - value) <= 1e-12 * value)
            }
        }
    }
}
