import Foundation
import TestSupport

@testable import KeyboardHosting

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "keysmith-hosting-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    func file(_ name: String) -> String { path + "/" + name }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Collects what a cache reports, from any thread.
final class ProblemLog: Sendable {
    private let problems = Locked<[String]>([])

    var all: [String] { problems.withLock { $0 } }

    var report: @Sendable (any Error) -> Void {
        { error in self.problems.withLock { $0.append("\(error)") } }
    }
}

/// Parses a height file with Foundation's JSON reader (independent of the module's own reader).
func parseWithFoundation(_ path: String) throws -> [String: Double] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data)
    guard let dictionary = object as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
    var table: [String: Double] = [:]
    for (key, value) in dictionary {
        guard let number = value as? NSNumber else { throw CocoaError(.fileReadCorruptFile) }
        table[key] = number.doubleValue
    }
    return table
}

/// SplitMix64: a small seeded generator so that property tests are deterministic.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
