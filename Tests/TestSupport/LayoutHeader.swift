/// The first lines of a layout file written in a test — `format`, `id`, `name`, `locale` and
/// `size`, one a line, ending with a line break — for the test's own lines to follow. The same
/// five lines as a file's, so the lines and columns a test expects are the file's.
public func layoutHeader(id: String, name: String, locale: String, width: Int = 390, height: Int = 216) -> String {
    "format: 1\nid: \(id)\nname: \(name)\nlocale: \(locale)\nsize: {width: \(width), height: \(height)}\n"
}
