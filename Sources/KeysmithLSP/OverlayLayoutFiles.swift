import LayoutFormat

/// The files a layout reads through `extends`, as the editor has them: an open document's
/// unsaved text stands for its file, every other path is read from the file system.
struct OverlayLayoutFiles: LayoutFiles {
    /// Open documents' texts by path.
    let texts: [String: String]
    let disk = FileSystemLayoutFiles()

    func read(_ path: String, limit: Int) -> Result<[UInt8], LayoutFileError> {
        if let text = texts[Self.normalized(path)] {
            let count = text.utf8.count
            return count <= limit ? .success(Array(text.utf8)) : .failure(.tooLarge(size: count))
        }
        return disk.read(path, limit: limit)
    }

    func canonicalPath(_ path: String) -> String? {
        disk.canonicalPath(path) ?? (texts[Self.normalized(path)] != nil ? Self.normalized(path) : nil)
    }

    /// `path` from the root with `.` and `..` applied, as open documents are keyed (their paths
    /// come from `file:` URIs, so they are absolute).
    static func normalized(_ path: String) -> String { InMemoryLayoutFiles.canonical(path) }
}
