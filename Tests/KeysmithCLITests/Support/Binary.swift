import Foundation
import Testing

/// Runs the built `keysmith` executable as a child process.
enum Binary {
    /// The package root, from this file's path (`Tests/KeysmithCLITests/Support/Binary.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `keysmith` built beside the test bundle (`.build/debug/keysmith` for `swift test`).
    static func location() throws -> URL {
        var candidates: [URL] = []
        // On Linux the test bundle is an executable in the build folder; on macOS, a bundle there.
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let binary = folder.appendingPathComponent("keysmith")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        Issue.record("no built keysmith next to the tests; looked in \(candidates.map(\.path)); run `swift build`")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `keysmith arguments` (with `NO_COLOR` set unless `noColor` is false) and waits for it.
    static func run(_ arguments: [String], in directory: URL? = nil, noColor: Bool = true) throws -> RunResult {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor ? "1" : nil
        return try run(program: try location(), arguments, in: directory, environment: environment)
    }

    /// Runs another program (a shell, for the completion scripts) and waits for it.
    static func run(
        program: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        // Standard error goes to a file, standard output to a pipe read to its end: with two pipes
        // read one after the other, a child that fills the second one (64 KiB) would block forever.
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("keysmith-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let errorFile = try FileHandle(forWritingTo: errorURL)
        defer { try? errorFile.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorFile
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = try Data(contentsOf: errorURL)
        return RunResult(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}
