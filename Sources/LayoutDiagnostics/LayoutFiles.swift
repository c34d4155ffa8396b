/// Where layout files are read — by a compiled-layout folder, or by the YAML loader
/// (`LayoutLoader`, the one named and the parents `extends` names): the file system
/// (``FileSystemLayoutFiles``, the default) or files held in memory (``InMemoryLayoutFiles``).
///
/// Paths are the ones the loader builds: the first file's path as given, and for a parent the
/// child's folder joined with the relative path `extends` gives.
public protocol LayoutFiles: Sendable {
    /// The content of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The most bytes to accept: a larger file is ``LayoutFileError/tooLarge(size:)``.
    /// - Returns: The bytes, or why they cannot be had.
    func read(_ path: String, limit: Int) -> Result<[UInt8], LayoutFileError>

    /// The one path of the file or folder `path` names, however it is reached (symbolic links
    /// and `.`/`..` resolved), or `nil` when there is none: the loader compares these to find
    /// `extends` cycles and parents outside the first file's folder.
    func canonicalPath(_ path: String) -> String?
}

/// Why a layout file could not be read.
public enum LayoutFileError: Error, Sendable, Equatable {
    /// The system's (or the store's) reason: "no such file or directory".
    case unreadable(reason: String)
    /// The path is a folder.
    case isFolder
    /// The file is larger than the limit.
    case tooLarge(size: Int)

    /// Why, in words, for "cannot read 'x.yaml': …".
    public var reason: String {
        switch self {
        case .unreadable(let reason): reason
        case .isFolder: "it is a folder"
        case .tooLarge(let size): "it is \(ByteCount.text(size)) long"
        }
    }
}

/// Layout files on the file system.
public struct FileSystemLayoutFiles: LayoutFiles {
    /// Reads from the file system.
    public init() {}

    public func read(_ path: String, limit: Int) -> Result<[UInt8], LayoutFileError> {
        FileAccess.read(path, limit: limit).mapError { failure in
            switch failure {
            case .system(let reason): .unreadable(reason: reason)
            case .isDirectory: .isFolder
            case .tooLarge(let size): .tooLarge(size: size)
            }
        }
    }

    public func canonicalPath(_ path: String) -> String? { FileAccess.canonicalPath(path) }
}

/// Layout files held in memory, by path: a bundle's layouts, an editor's unsaved buffers, tests.
///
///     let files = InMemoryLayoutFiles(["en-US.yaml": parentText, "en-GB.yaml": childText])
///     let result = LayoutLoader(files: files).load(path: "en-GB.yaml")  // extends en-US.yaml
///
/// Paths are compared after resolving `.` and `..` (`a/../en-US.yaml` is `en-US.yaml`); a
/// leading `/` is ignored, so every file is inside one root folder.
public struct InMemoryLayoutFiles: LayoutFiles {
    /// The contents by canonical path.
    private let texts: [String: [UInt8]]

    /// Holds `texts`, keyed by their paths (`"en-US.yaml"`, `"pads/digits.yaml"`).
    public init(_ texts: [String: String]) {
        self.init(bytes: texts.mapValues { Array($0.utf8) })
    }

    /// Holds files of any content (compiled layouts), keyed by their paths (`"en-US.kslayout"`).
    public init(bytes files: [String: [UInt8]]) {
        var canonical: [String: [UInt8]] = [:]
        for (path, content) in files { canonical[Self.canonical(path)] = content }
        self.texts = canonical
    }

    public func read(_ path: String, limit: Int) -> Result<[UInt8], LayoutFileError> {
        let key = Self.canonical(path)
        guard let content = texts[key] else {
            let prefix = key == "/" ? "/" : key + "/"
            let isFolder = texts.keys.contains { $0.hasPrefix(prefix) }
            return .failure(isFolder ? .isFolder : .unreadable(reason: "no such file"))
        }
        guard content.count <= limit else { return .failure(.tooLarge(size: content.count)) }
        return .success(content)
    }

    public func canonicalPath(_ path: String) -> String? {
        let key = Self.canonical(path)
        let prefix = key == "/" ? "/" : key + "/"
        return texts[key] != nil || texts.keys.contains(where: { $0.hasPrefix(prefix) }) ? key : nil
    }

    /// `path` from the root: `/` followed by its components with `.` and `..` applied.
    package static func canonical(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
