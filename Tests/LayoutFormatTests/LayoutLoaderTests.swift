import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

/// A fresh temporary folder with files written into it.
private struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/keysmith-loader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

private let base =
    layoutHeader(id: "base", name: "Base", locale: "en-US")
        + """
        metrics: {key-gap: 5, row-gap: 10, insets: {top: 1, left: 2, bottom: 3, right: 4}}
        behavior: {autocapitalize: words, double-space-period: false}
        alternates: {e: [é, è], a: [à]}
        compose: {"´": {a: á, e: é}}
        layers:
          letters:
            rows:
              - [q, w, e, {action: layer, to: numbers, label: "123"}]
              - [{action: backspace}, {action: return}]
          numbers:
            rows:
              - ["1", "2", {action: layer, to: letters, label: ABC}]
        constraints:
          - q.width == w.width
        """

@Suite struct LayoutLoaderTests {
    @Test func mergesAChildOverItsParent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.yaml", base)
        try folder.write(
            "child.yaml",
            """
            format: 1
            id: child
            extends: base.yaml
            name: Child
            metrics: {row-gap: 20, insets: {left: 9}}
            behavior: {double-space-period: true}
            alternates: {e: [ê]}
            compose: {"´": {e: É, o: ó}, "`": {a: à}}
            layers:
              numbers:
                rows:
                  - ["7", {action: layer, to: letters}, {action: layer, to: emoji, id: to-emoji}]
              emoji:
                rows:
                  - ["😀", {action: dead, accent: "´"}, {action: dead, accent: "`", id: grave}, {action: layer, to: letters}]
            constraints:
              - "7.width >= 2 * layer.width"
            """)
        let result = LayoutLoader().load(path: folder.path + "/child.yaml")
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        #expect(!result.isInputUnreadable)
        #expect(result.sources.map(\.file) == [folder.path + "/child.yaml", folder.path + "/base.yaml"])
        let layout = try #require(result.layout)
        #expect(layout.id == "child")
        #expect(layout.name == "Child")
        #expect(layout.locale == "en-US")
        #expect(layout.size == KeyboardSize(width: 390, height: 216))
        #expect(layout.metrics.keyGap == 5)
        #expect(layout.metrics.rowGap == 20)
        #expect(layout.metrics.insets == KeyboardInsets(top: 1, left: 9, bottom: 3, right: 4))
        #expect(layout.behavior == Behavior(autocapitalize: .words, doubleSpacePeriod: true))
        #expect(layout.alternates == ["e": ["ê"], "a": ["à"]])
        #expect(layout.compose.entries == ["´": ["a": "á", "e": "É", "o": "ó"], "`": ["a": "à"]])
        // The child's `numbers` replaces the parent's in place; `emoji` is appended.
        #expect(layout.layers.map(\.name) == ["letters", "numbers", "emoji"])
        #expect(layout.layer(named: "numbers")?.keys.map(\.id) == ["7", "layer", "to-emoji"])
        // The parent's key `e` gets the child's alternates table entry.
        #expect(layout.layer(named: "letters")?.key(withID: "e")?.alternates == ["ê"])
        #expect(layout.constraints.map(\.text) == ["q.width == w.width", "7.width >= 2 * layer.width"])
        #expect(layout.constraints[0].source.location?.file == folder.path + "/base.yaml")
    }

    @Test func parentsResolveRelativeToTheirOwnFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sub/base.yaml", base)
        try folder.write("sub/middle.yaml", "format: 1\nid: middle\nextends: ./base.yaml\nname: Middle\n")
        try folder.write("top.yaml", "format: 1\nid: top\nextends: sub/x/../middle.yaml\n")
        let result = LayoutLoader().load(path: folder.path + "/top.yaml")
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        #expect(result.layout?.name == "Middle")
        #expect(result.layout?.id == "top")
    }

    @Test func refusesPathsThatLeaveTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.yaml", base)
        try folder.write("sub/up.yaml", "format: 1\nid: up\nextends: ../base.yaml\n")
        try folder.write("sub/absolute.yaml", "format: 1\nid: absolute\nextends: \(folder.path)/base.yaml\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/sub/link.yaml", withDestinationPath: folder.path + "/base.yaml")
        try folder.write("sub/linked.yaml", "format: 1\nid: linked\nextends: link.yaml\n")
        let leave = "leaves the layout's folder; a parent must be in the same folder or below it"
        for (name, message) in [
            ("up", "3:10: error KS2402: 'extends' path '../base.yaml' \(leave)"),
            ("absolute", "3:10: error KS2402: 'extends' path '\(folder.path)/base.yaml' \(leave)"),
            (
                "linked",
                "3:10: error KS2402: 'extends' path 'link.yaml' leads outside the layout's folder through a symbolic link"
            ),
        ] {
            let result = LayoutLoader().load(path: folder.path + "/sub/\(name).yaml")
            #expect(summary(result.diagnostics) == [message])
            #expect(result.layout == nil)
            #expect(!result.isInputUnreadable)
        }
    }

    @Test func reportsCyclesWithTheChain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.yaml", "format: 1\nid: a\nextends: b.yaml\n")
        try folder.write("b.yaml", "format: 1\nid: b\nextends: ./a.yaml\n")
        try folder.write("self.yaml", "format: 1\nid: self\nextends: self.yaml\n")
        let cycle = LayoutLoader().load(path: folder.path + "/a.yaml")
        #expect(cycle.diagnostics.map(\.message) == ["'extends' cycle: a.yaml → b.yaml → a.yaml"])
        // In the file being read, where an editor shows it, with a note at the rest of the loop.
        #expect(cycle.diagnostics.first?.location == SourceLocation(file: folder.path + "/a.yaml", line: 3, column: 10))
        #expect(
            cycle.diagnostics.first?.notes.map { "\($0.location) \($0.message)" } == [
                folder.path + "/b.yaml:3:10 'b.yaml' extends './a.yaml' here"
            ])
        let selfCycle = LayoutLoader().load(path: folder.path + "/self.yaml")
        #expect(selfCycle.diagnostics.map(\.message) == ["'extends' cycle: self.yaml → self.yaml"])
    }

    @Test func limitsTheDepthOfExtends() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // l0 → l1 → … → l8 is eight parents (allowed); l8 → l9 is the ninth.
        for index in 0..<9 {
            try folder.write("l\(index).yaml", "format: 1\nid: l\(index)\nextends: l\(index + 1).yaml\n")
        }
        try folder.write("l9.yaml", base)
        let deep = LayoutLoader().load(path: folder.path + "/l0.yaml")
        let chain = (0...9).map { "l\($0).yaml" }.joined(separator: " → ")
        #expect(
            deep.diagnostics.map(\.message) == [
                "'extends' chain is too deep: a layout may have at most 8 parents (\(chain))"
            ])
        #expect(deep.diagnostics.first?.location == SourceLocation(file: folder.path + "/l0.yaml", line: 3, column: 10))
        #expect(deep.diagnostics.first?.notes.count == 8)
        #expect(deep.diagnostics.first?.notes.last?.location.file == folder.path + "/l8.yaml")
        let allowed = LayoutLoader().load(path: folder.path + "/l1.yaml")
        #expect(allowed.diagnostics.isEmpty, "\(summary(allowed.diagnostics))")
        #expect(allowed.layout?.id == "l1")
    }

    @Test func tellsUnreadableInputFromLayoutErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = LayoutLoader().load(path: folder.path + "/missing.yaml")
        #expect(missing.isInputUnreadable)
        #expect(missing.unreadableReason == "no such file or directory")
        #expect(
            summary(missing.diagnostics) == [
                "1:1: error KS2406: cannot read '\(folder.path)/missing.yaml': no such file or directory"
            ])
        let directory = LayoutLoader().load(path: folder.path)
        #expect(directory.isInputUnreadable)
        #expect(directory.diagnostics.map(\.message) == ["cannot read '\(folder.path)': it is a folder"])

        try folder.write("orphan.yaml", "format: 1\nid: orphan\nextends: gone.yaml\n")
        let orphan = LayoutLoader().load(path: folder.path + "/orphan.yaml")
        #expect(!orphan.isInputUnreadable)
        #expect(
            summary(orphan.diagnostics) == [
                "3:10: error KS2401: cannot read 'gone.yaml' named by 'extends': no such file or directory"
            ])

        try folder.write("big.yaml", String(repeating: "# comment\n", count: 20))
        let big = LayoutLoader(limits: YAMLLimits(maxFileSize: 100)).load(path: folder.path + "/big.yaml")
        #expect(!big.isInputUnreadable)
        #expect(
            summary(big.diagnostics) == [
                "1:1: error KS1003: file '\(folder.path)/big.yaml' is 200 bytes, more than the limit of 100 bytes"
            ])
    }

    @Test func loadsFromMemoryLikeFromAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.yaml", base)
        let fromFile = LayoutLoader().load(path: folder.path + "/base.yaml")
        let fromMemory = LayoutLoader().load(bytes: Array(base.utf8), path: folder.path + "/base.yaml")
        #expect(fromFile.layout != nil)
        #expect(fromFile.layout == fromMemory.layout)
    }

    @Test func normalisesRelativePaths() {
        #expect(LayoutLoader.normalized("a.yaml") == "a.yaml")
        #expect(LayoutLoader.normalized("./x//y/../a.yaml") == "x/a.yaml")
        #expect(LayoutLoader.normalized("x/../../a.yaml") == nil)
        #expect(LayoutLoader.normalized("/etc/passwd") == nil)
        #expect(LayoutLoader.normalized("x/..") == nil)
        #expect(LayoutLoader.folder(of: "a.yaml") == "")
        #expect(LayoutLoader.folder(of: "/a.yaml") == "/")
        #expect(LayoutLoader.folder(of: "x/y/a.yaml") == "x/y")
    }
}
