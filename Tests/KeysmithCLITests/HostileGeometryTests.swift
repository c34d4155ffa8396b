import Foundation
import Keysmith
import LayoutFormat
import Testing

/// Hostile layouts that load but cannot be laid out fail with located errors; a layout at every
/// limit is laid out quickly.
@Suite struct HostileGeometryTests {
    static let folder = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/hostile").path

    /// The error of laying out `name` at its preferred size, after checking that it loads.
    static func geometryError(of name: String) throws -> GeometryError? {
        let result = LayoutLoader().load(path: folder + "/" + name)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.layout)
        do throws(GeometryError) {
            var geometry = try LayoutGeometry(layout)
            _ = try geometry.frames(for: layout.size)
            return nil
        } catch {
            return error
        }
    }

    /// `q.width == 40` (line 13) and `q.width == 50` (line 14): a conflict at every size that names
    /// both lines.
    @Test func conflictingConstraintsNameBothLines() throws {
        let file = Self.folder + "/geometry-conflicting-constraints.yaml"
        let error = try #require(try Self.geometryError(of: "geometry-conflicting-constraints.yaml"))
        guard case .conflictingConstraints(let layer, let conflicts) = error else {
            Issue.record("expected conflicting constraints, got \(error)")
            return
        }
        #expect(layer == "letters")
        let places = Set(conflicts.compactMap(\.location).map { "\($0.file):\($0.line):\($0.column)" })
        #expect(places.isSuperset(of: ["\(file):13:5", "\(file):14:5"]), "\(conflicts)")
        #expect(conflicts.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
    }

    /// `q.width >= 1000` (line 13) cannot fit the first row (line 10) in 390 pt: too small, with
    /// both lines among the conflicts.
    @Test func tooWideConstraintNamesTheConstraintAndTheRow() throws {
        let file = Self.folder + "/geometry-constraint-too-wide.yaml"
        let error = try #require(try Self.geometryError(of: "geometry-constraint-too-wide.yaml"))
        guard case .sizeTooSmall(let layer, let needed, _, let conflicts) = error else {
            Issue.record("expected a size too small, got \(error)")
            return
        }
        #expect(layer == "letters")
        // Row 1 holds q and three more 1-unit keys: 4 units of at least 1000 pt, 3 gaps of 6 and
        // the insets 3 + 3.
        #expect(abs(needed.width - (4 * 1000 + 3 * 6 + 6)) < 1e-6)
        let lines = Set(conflicts.compactMap(\.location).filter { $0.file == file }.map(\.line))
        #expect(lines.isSuperset(of: [10, 13]), "\(conflicts)")
    }

    /// A layout at the limits: 32 layers of 8 rows of 64 keys (512 keys each, 16 384 in all: the
    /// limit of a form) and 256 constraints, each naming keys of every layer. It must load and lay out every layer in well
    /// under a second (this is a debug build; a release build is several times faster).
    @Test func aLayoutAtTheLimitsIsLaidOutQuickly() throws {
        let limits = LayoutLimits()
        var text = "# a layout at every limit\nformat: 1\nid: limits\nname: Limits\nlocale: en-US\n"
        text += "size: {width: 8000, height: 800}\nmetrics: {min-key-width: 4, min-row-height: 20, key-gap: 2}\n"
        text += "layers:\n"
        let rows = limits.maxKeysPerLayer / limits.maxKeysPerRow
        let layers = limits.maxKeysPerForm / limits.maxKeysPerLayer
        for layer in 0..<layers {
            text += "  l\(layer):\n    rows:\n"
            for row in 0..<rows {
                let keys = (0..<limits.maxKeysPerRow).map { "k\(row)x\($0)" }
                text += "      - [" + keys.joined(separator: ", ") + "]\n"
            }
        }
        text += "constraints:\n"
        for index in 0..<limits.maxConstraints {
            let row = index % rows
            let key = index % (limits.maxKeysPerRow - 1)
            text += "  - k\(row)x\(key).width <= k\(row)x\(key + 1).width + \(index % 7) @strong\n"
        }
        let directory = try TemporaryDirectory()
        let path = try directory.write("limits.yaml", text)
        let clock = ContinuousClock()
        var frames: [LayerFrames] = []
        let elapsed = try clock.measure {
            let result = LayoutLoader().load(path: path)
            #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
            let layout = try #require(result.layout)
            var geometry = try LayoutGeometry(layout)
            frames = try geometry.frames(for: layout.size)
        }
        #expect(frames.count == layers)
        #expect(frames.allSatisfy { $0.keys.count == limits.maxKeysPerLayer })
        #expect(elapsed < .seconds(5), "a layout at the limits took \(elapsed)")
    }
}
