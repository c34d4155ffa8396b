package import KeyboardModel
import KeysmithSources
import LayoutFormat
package import LayoutImport

/// Runs a fuzz target's body over files, for the plain (non-libFuzzer) builds of the fuzz
/// executables: replaying a crasher or a corpus by hand.
package enum FuzzDriver {
    /// Calls `body` with the bytes of each file in `paths`, and prints how many ran.
    ///
    /// - Parameters:
    ///   - paths: Files to read (up to 64 MiB each).
    ///   - body: The fuzz target's body.
    @MainActor package static func runFiles(_ paths: some Sequence<String>, _ body: @MainActor ([UInt8]) -> Void) {
        var count = 0
        for path in paths {
            switch FileAccess.read(path, limit: 64 << 20) {
            case .success(let bytes):
                body(bytes)
                count += 1
            case .failure(let failure):
                print("cannot read \(path): \(failure)")
            }
        }
        print("ran \(count) input\(count == 1 ? "" : "s")")
    }

    /// What every importer's fuzz target checks of one import: each problem is located, and a
    /// layout it gives is written and read back by the one reader — never a trap.
    package static func checkImport(_ result: ImportResult) {
        for diagnostic in result.diagnostics { _ = diagnostic.location }
        if let layout = result.layout {
            _ = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "fuzz.yaml")
        }
    }

    /// The bundled layout `id`, read through the real loader (`nil` if it has errors).
    package static func bundledLayout(_ id: String) -> KeyboardLayout? {
        guard let text = BundledSources.layouts[id] else { return nil }
        return LayoutLoader().load(bytes: Array(text.utf8), path: "\(id).yaml").layout
    }
}
