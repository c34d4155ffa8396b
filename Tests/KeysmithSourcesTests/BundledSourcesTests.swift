import Foundation
import KeysmithSources
import TestSupport
import Testing

/// The texts compiled into the tools must be the files in the repository.
@Suite struct BundledSourcesTests {
    @Test func generatedFileMatchesTheResources() throws {
        let root = packageRoot()
        let generated = FileManager.default.temporaryDirectory.path + "/BundledSources-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: generated) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root + "/scripts/embed-resources.sh", generated]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fresh = try String(contentsOfFile: generated, encoding: .utf8)
        let committed = try String(
            contentsOfFile: root + "/Sources/KeysmithSources/BundledSources.swift", encoding: .utf8)
        let upToDate = fresh == committed  // compared apart, so a failure does not print both files
        #expect(
            upToDate,
            "Sources/KeysmithSources/BundledSources.swift is out of date: run scripts/embed-resources.sh and commit it"
        )
    }

    @Test func layoutsAreKeyedByFileName() throws {
        let folder = packageRoot() + "/Layouts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let layouts = names.filter { $0.hasSuffix(".yaml") }
        #expect(layouts.count >= 20)
        #expect(Set(BundledSources.layouts.keys) == Set(layouts.map { String($0.dropLast(5)) }))
        for name in layouts {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(BundledSources.layouts[String(name.dropLast(5))] == text, "\(name)")
        }
    }
}
