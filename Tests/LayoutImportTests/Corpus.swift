import Foundation

/// The real layouts of other tools in `../shared/corpus`, beside the repository: there on the
/// project's machines and in CI, absent from a user's clone, where the corpus tests skip.
enum Corpus {
    /// The path of `relative` inside the corpus when that folder exists, else `nil` (after saying
    /// that the test is skipped). A folder's existence is asked directly: on Linux,
    /// `FileManager.enumerator(atPath:)` gives an empty enumerator, not `nil`, for a missing one.
    static func folder(_ relative: String) -> String? {
        let path = SqueekboardImporterTests.root.deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/" + relative).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            print("skipped: ../shared/corpus is not here")
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
