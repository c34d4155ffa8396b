import Testing

@testable import LayoutImport

/// `auto`: the format told from a file's first characters and top-level names.
@Suite struct ImportFormatTests {
    @Test(arguments: [
        ("{\"phone\": {\"layer\": []}}", ImportFormat.keyman),
        ("\u{FEFF}  {\n  \"tablet\": {}}", .keyman),
        ("[[{\"code\": 113}]]", .florisboard),
        ("---\noutlines:\n  default: {width: 1, height: 1}\nviews:\n  base: [\"q\"]\n", .squeekboard),
        ("<?xml version=\"1.0\"?>\n<keyboard name=\"x\"><row/></keyboard>", .unexpected),
        ("<?xml version=\"1.0\"?>\n<keyboard3 locale=\"fr\" conformsTo=\"45\"/>", .cldr),
    ])
    func told(text: String, format: ImportFormat) {
        #expect(ImportFormat.detect(Array(text.utf8)) == format)
    }

    /// A JSON object of another kind, empty or plain text, other XML.
    @Test(arguments: [
        "{\"all\": {}}", "", "   \n", "format: 1\nid: x\n", "<html/>",
    ])
    func notTold(text: String) {
        #expect(ImportFormat.detect(Array(text.utf8)) == nil)
    }
}
