import Foundation
import KeysmithSources
import LayoutFormat
import Testing

/// The texts compiled into the library must be the files in the repository.
@Suite struct BundledSourcesTests {
    @Test func generatedFileMatchesTheResources() throws {
        let directory = try TemporaryDirectory()
        let generated = directory.path + "/BundledSources.swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Binary.packageRoot.appendingPathComponent("scripts/embed-resources.sh").path, generated]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fresh = try String(contentsOfFile: generated, encoding: .utf8)
        let committed = try String(
            contentsOf: Binary.packageRoot.appendingPathComponent("Sources/KeysmithSources/BundledSources.swift"),
            encoding: .utf8)
        let upToDate = fresh == committed  // compared apart, so a failure does not print both files
        #expect(
            upToDate,
            "Sources/KeysmithSources/BundledSources.swift is out of date: run scripts/embed-resources.sh and commit it"
        )
    }

    @Test func layoutsAreKeyedByFileName() throws {
        let folder = Binary.packageRoot.appendingPathComponent("Layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let layouts = names.filter { $0.hasSuffix(".yaml") }
        #expect(Set(BundledSources.layouts.keys) == Set(layouts.map { String($0.dropLast(5)) }))
        for name in layouts {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(BundledSources.layouts[String(name.dropLast(5))] == text, "\(name)")
        }
    }
}
