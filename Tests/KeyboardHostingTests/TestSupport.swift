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
