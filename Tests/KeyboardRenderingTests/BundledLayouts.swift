import Foundation
import KeyboardModel
import KeysmithSources
import LayoutFormat
import Testing

/// The layouts in `Layouts/`, read with the real loader.
enum BundledLayouts {
    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ids of the bundled layouts, sorted.
    static var ids: [String] { BundledSources.layouts.keys.sorted() }

    /// Loads `Layouts/<id>.yaml`.
    static func load(_ id: String) throws -> KeyboardLayout {
        let path = packageRoot.appendingPathComponent("Layouts/\(id).yaml").path
        let result = LayoutLoader().load(path: path)
        guard let layout = result.layout else {
            Issue.record("\(id): \(result.diagnostics.map(\.message))")
            throw CocoaError(.fileReadCorruptFile)
        }
        return layout
    }
}
