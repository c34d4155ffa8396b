/// The field tables of docs/FORMAT.md, generated from the format's tables: each region of the
/// document between `<!-- fields: NAME -->` and `<!-- end fields -->` (NAME a ``MappingKind``,
/// `layout`, `key`, `keyStyle`) is that mapping's table of fields, their values, when they are
/// required and what they mean. `keysmith schema reference --doc docs/FORMAT.md` rewrites the
/// regions; a test checks that the document has the tables the code has.
package enum FormatReference {
    /// The marker that opens a region.
    static let opening = "<!-- fields: "
    /// The marker that closes a region.
    static let closing = "<!-- end fields -->"

    /// `kind`'s fields as a Markdown table, one row per field in table order, ending with a
    /// line break.
    package static func table(_ kind: MappingKind) -> String {
        var lines = ["| field | value | required | default | meaning |", "|---|---|---|---|---|"]
        var inherited = false
        for spec in kind.specs {
            let required: String
            switch spec.requirement {
            case .optional: required = "no"
            case .required: required = "yes"
            case .requiredUnlessExtends:
                required = "yes\\*"
                inherited = true
            case .textKeysOnly(true): required = "without `action`"
            case .textKeysOnly(false): required = "no; not with `action`"
            case .action(let action): required = "with `action: \(action)`, only there"
            }
            lines.append(
                "| `\(spec.name)` | \(cell(value(spec.kind))) | \(required) | \(cell(spec.defaultValue?.words ?? "")) "
                    + "| \(cell(spec.doc)) |")
        }
        if inherited {
            lines += ["", "\\* unless the file `extends` another, which may supply it."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A field's value in words, its choices as code.
    private static func value(_ kind: FieldKind) -> String {
        if case .choice(let names) = kind { return names.map { "`\($0)`" }.joined(separator: ", ") }
        return kind.words
    }

    /// Text for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// `document` with each region's table replaced by the one the code has: a mapping's
    /// fields, or the text `more` has under the region's name (`composition`). A region whose
    /// name is neither, or that is not closed, is left as it is.
    package static func filled(_ document: String, more: [String: String] = [:]) -> String {
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(opening), lines[index].hasSuffix(" -->") else { continue }
            let name = String(lines[index].dropFirst(opening.count).dropLast(" -->".count))
            guard let text = MappingKind(rawValue: name).map(table) ?? more[name],
                let end = lines[(index + 1)...].firstIndex(where: { $0 == closing })
            else { continue }
            // The table's lines, without the empty one after its last line break.
            let table = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            lines.replaceSubrange((index + 1)..<end, with: table)
            index += table.count + 1
        }
        return lines.joined(separator: "\n")
    }

    /// The names of the regions in `document`, in order.
    package static func regions(in document: String) -> [String] {
        document.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(opening), line.hasSuffix(" -->") else { return nil }
            return String(line.dropFirst(opening.count).dropLast(" -->".count))
        }
    }
}
