/// Turns `validate`'s PATH arguments into the files to check.
enum InputFiles {
    /// One PATH argument, expanded.
    enum Entry: Equatable, Sendable {
        /// A file to check, as it will be shown (`Layouts/en-US.yaml`).
        case file(String)
        /// A PATH that gives nothing to check; `message` says why, in full.
        case unreadable(message: String)
    }

    /// Expands each PATH: a file stands for itself; a folder for the `*.yaml` files directly
    /// inside it (not hidden ones, not in subfolders), sorted by name.
    ///
    /// A PATH that does not exist or cannot be listed, and a folder without `*.yaml` files, give
    /// ``Entry/unreadable(message:)`` — the command then exits 66, as for any unreadable input.
    ///
    /// - Parameter paths: The PATH arguments, in command-line order.
    /// - Returns: The entries, in command-line order, each folder's files in name order.
    static func expand(_ paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .failure(let failure):
                entries.append(.unreadable(message: "cannot read '\(path)': \(failure.message)"))
            case .success(.file):
                entries.append(.file(path))
            case .success(.directory):
                entries.append(contentsOf: expandFolder(path))
            }
        }
        return entries
    }

    private static func expandFolder(_ path: String) -> [Entry] {
        switch FileSystem.contents(of: path) {
        case .failure(let failure):
            return [.unreadable(message: "cannot read folder '\(path)': \(failure.message)")]
        case .success(let names):
            let separator = path.hasSuffix("/") ? "" : "/"
            let files = names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.map { path + separator + $0 }
            // Subfolders named `*.yaml` are not layouts.
            let layouts = files.filter { (try? FileSystem.kind(of: $0).get()) != .directory }
            if layouts.isEmpty { return [.unreadable(message: "no *.yaml files in folder '\(path)'")] }
            return layouts.map(Entry.file)
        }
    }
}
