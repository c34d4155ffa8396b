import LayoutFormat
import LocatedYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
extension Benchmarks {
    /// libyaml alone and the reader on top of it.
    static var yaml: [Benchmark] {
        [
            Benchmark(name: "yaml.events.en-US") {
                let bytes = try Fixtures.layoutBytes("en-US")
                return { blackHole(YAMLReader.eventCount(bytes)) }
            },
            // The decoder's event source: encoding, nesting, node count and duplicate keys checked.
            Benchmark(name: "yaml.checked-events.en-US") {
                let bytes = try Fixtures.layoutBytes("en-US")
                return { blackHole(YAMLReader.checkedEventCount(bytes, file: "en-US.yaml")) }
            },
            Benchmark(name: "yaml.nodes.en-US") {
                let bytes = try Fixtures.layoutBytes("en-US")
                return { blackHole(YAMLReader.read(bytes, file: "en-US.yaml")) }
            },
        ]
    }
}

/// Files the benchmarks read, found from this source file's place in the repository.
@MainActor
enum Fixtures {
    /// A benchmark whose data is outside the repository and absent (`../shared` in a user's clone).
    struct Skipped: Error {
        let reason: String
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot read \(path)" }
    }

    /// The repository's root folder.
    static var root: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Sources/keysmith-bench/<this file>
        return parts.joined(separator: "/")
    }

    /// The bytes of `Layouts/<id>.yaml`.
    static func layoutBytes(_ id: String) throws -> [UInt8] {
        try bytes(atPath: root + "/Layouts/\(id).yaml")
    }

    /// The bytes of a file.
    static func bytes(atPath path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw Missing(path: path) }
        defer { fclose(file) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            result += chunk[0..<count]
        }
        return result
    }
}
