/// Small layout texts for CLI tests.
enum SampleLayouts {
    /// The fields of a minimal valid layout after `format` and `id`, with a backspace and a return
    /// so that no warning fires.
    static let body = """
        name: Sample
        locale: en-US
        size: {width: 390, height: 216}
        layers:
          letters:
            rows:
              - [q, w, e, {action: backspace}]
              - [{action: space, width: fill}, {action: return}]

        """

    /// A minimal valid layout with the given id.
    static func valid(id: String = "sample") -> String {
        "format: 1\nid: \(id)\n" + body
    }
}
