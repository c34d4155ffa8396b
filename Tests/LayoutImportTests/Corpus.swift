import Foundation
import Testing

/// The real layouts of other tools in `../shared/corpus`, beside the repository: there on the
/// project's machines and in CI, absent from a user's clone, where the corpus tests are skipped
/// (`@Test(.enabled(if: Corpus.isPresent, Corpus.absence))`, so the run lists them as skipped).
enum Corpus {
    /// `../shared/corpus`.
    static let root = SqueekboardImporterTests.root.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus").path

    /// Whether the corpus is beside the repository.
    static var isPresent: Bool { folder("") != nil }

    /// Why a corpus test is skipped.
    static let absence: Comment = "../shared/corpus is not beside the repository"

    /// The path of `relative` inside the corpus when that folder exists, else `nil`. A folder's
    /// existence is asked directly: on Linux, `FileManager.enumerator(atPath:)` gives an empty
    /// enumerator, not `nil`, for a missing one.
    static func folder(_ relative: String) -> String? {
        let path = relative.isEmpty ? root : root + "/" + relative
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return path
    }

    /// The paths, relative to `folder` and sorted, of the files below it whose names pass `wanted`.
    static func files(below folder: String, _ wanted: (String) -> Bool) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            if wanted(name) { files.append(name) }
        }
        return files.sorted()
    }
}
