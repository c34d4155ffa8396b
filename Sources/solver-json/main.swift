// solver-json: reads one constraint system (or a JSON array of systems) on stdin, solves it with
// ConstraintSolver and prints {"values":{…}} or {"error":"unsatisfiable","conflict":[…]} (an
// array of those for an array input). Malformed input: a message on stderr, exit 65.
import ConstraintSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
    var line = Array((message + "\n").utf8)
    _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

if CommandLine.arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }) {
    print("Usage: solver-json < SYSTEM.json")
    print("Solves one system, or a JSON array of systems, and prints the values as JSON.")
    exit(0)
}

var bytes: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count <= 0 { break }
    bytes += buffer[0..<count]
}

do {
    let input = try JSONDecoder().decode(Input.self, from: Data(bytes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let output: Data
    switch input {
    case .one(let system):
        output = try encoder.encode(try solve(system))
    case .many(let systems):
        output = try encoder.encode(try systems.map(solve))
    }
    print(String(decoding: output, as: UTF8.self))
} catch {
    printError("Error: \(error)")
    exit(65)
}
