import KeysmithSources
import LayoutFormat
import Testing

/// The YAML loader over layered files: a child in memory extends a parent from the layer below,
/// and a path both layers have is read from the upper one.
@Suite struct LayeredLayoutFilesTests {
    @Test func aChildInMemoryExtendsABundledParent() throws {
        let child = "format: 1\nid: mine\nname: Mine\nextends: en-US.yaml\n"
        let files = LayeredLayoutFiles([InMemoryLayoutFiles(["mine.yaml": child]), BundledSources.files()])
        let result = LayoutLoader(files: files).load(path: "mine.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.id == "mine")
        #expect(layout.layers.map(\.name) == ["letters", "numbers", "symbols"])
    }

    @Test func theUpperLayerWins() throws {
        let upper = InMemoryLayoutFiles(["en-US.yaml": "upper"])
        let lower = InMemoryLayoutFiles(["en-US.yaml": "lower", "de-DE.yaml": "de"])
        let files = LayeredLayoutFiles([upper, lower])
        #expect(try files.read("en-US.yaml", limit: 100).get() == Array("upper".utf8))
        #expect(try files.read("de-DE.yaml", limit: 100).get() == Array("de".utf8))
        #expect(files.read("xx.yaml", limit: 100) == .failure(.unreadable(reason: "no such file")))
        #expect(files.canonicalPath("de-DE.yaml") == "/de-DE.yaml")
        #expect(files.read("en-US.yaml", limit: 3) == .failure(.tooLarge(size: 5)))
    }
}
