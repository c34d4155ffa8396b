import Foundation
import Testing

@testable import LayoutFormat

/// docs/FORMAT.md's field tables, made from the tables: each marked region holds its mapping's
/// table, and nothing else in the document changes.
@Suite struct FormatReferenceTests {
    /// `size`'s table, written out by hand from its two fields.
    static let sizeTable = """
        | field | value | required | default | meaning |
        |---|---|---|---|---|
        | `width` | a number > 0 | yes |  | Preferred width in points (> 0). |
        | `height` | a number > 0 | yes |  | Preferred height in points (> 0). |

        """

    @Test func aMappingsTableHasARowPerField() {
        #expect(FormatReference.table(.size) == Self.sizeTable)
        // A choice lists its values as code, and a field a parent may supply gets the footnote.
        let layout = FormatReference.table(.layout)
        #expect(layout.contains("| `direction` | `ltr`, `rtl` | no | `ltr` |"))
        #expect(layout.contains("| `name` | text | yes\\* |"))
        #expect(layout.hasSuffix("\\* unless the file `extends` another, which may supply it.\n"))
        // A key's fields that go with an action say which.
        let key = FormatReference.table(.key)
        #expect(key.contains("| `to` | a layer name | with `action: layer`, only there |  |"))
        // A default is a value in code (the model's: 1 unit), or words when other fields decide it.
        #expect(key.contains("| `width` | units, points (60pt), a percentage (25%) or fill | no | `1` |"), "\(key)")
        #expect(key.contains("| `id` | text, not empty | no | the text, or the action's name |"))
    }

    @Test func aRegionIsFilledAndTheRestKept() {
        let document = """
            # Title

            <!-- fields: size -->
            | stale | table |
            <!-- end fields -->

            Text after.
            <!-- fields: nothing -->
            kept: no such mapping
            <!-- end fields -->
            <!-- fields: size -->
            kept: never closed
            """
        let filled = FormatReference.filled(document)
        // Only the stale lines of the first region change: to size's table, without its last
        // line break. The region of no mapping and the unclosed one stay as written.
        #expect(
            filled == document.replacingOccurrences(of: "| stale | table |", with: String(Self.sizeTable.dropLast())))
        // Filling again changes nothing.
        #expect(FormatReference.filled(filled) == filled)
        #expect(FormatReference.regions(in: document) == ["size", "nothing", "size"])
    }
}
