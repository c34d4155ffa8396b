extension YAMLNode {
    /// The file a node was read from and its explicit tag.
    final class Origin: Sendable {
        let file: String
        let tag: String?

        init(file: String, tag: String?) {
            self.file = file
            self.tag = tag
        }
    }
}
