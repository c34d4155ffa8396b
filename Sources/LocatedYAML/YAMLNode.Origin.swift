import KeyboardModel
import LayoutDiagnostics

extension YAMLNode {
    /// The file a node was read from and its explicit tag.
    ///
    /// Immutable once made; the tag is also kept NUL-terminated (``tagBytes``), for the events
    /// replayed from a tree, which carry pointers.
    package final class Origin: @unchecked Sendable {
        package let file: SourceFile
        package let tag: String?
        /// The tag's UTF-8 bytes and a NUL, alive as long as the origin.
        package let tagBytes: UnsafePointer<UInt8>?

        package init(file: SourceFile, tag: String?) {
            self.file = file
            self.tag = tag
            if let tag {
                let bytes = Array(tag.utf8) + [0]
                let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
                storage.initialize(from: bytes, count: bytes.count)
                tagBytes = UnsafePointer(storage)
            } else {
                tagBytes = nil
            }
        }

        deinit {
            tagBytes.map { UnsafeMutablePointer(mutating: $0).deallocate() }
        }
    }
}
