import KeyboardModel

/// The form idioms section, `IDM ` (docs/COMPILED-FORMAT.md): the count of the layout's forms,
/// then one byte per form in the layout section's order — 0 for a form of no idiom, else 1 +
/// the idiom's code. Added in version 5 without the required flag and written only when a form
/// names an idiom, so an older reader skips it and chooses forms by width alone.
enum IdiomSection {
    /// The tag.
    static let tag: [UInt8] = Array("IDM ".utf8)

    static let idioms = CodeTable<Device.Idiom>([.phone, .pad])

    /// The section of `layout`, or `nil` when no form names an idiom.
    static func bytes(of layout: KeyboardLayout) -> [UInt8]? {
        guard layout.forms.contains(where: { $0.idiom != nil }) else { return nil }
        var output = ByteWriter()
        output.count(1 + layout.forms.count)
        output.byte(0)  // the first form names none: the format has no field for it
        for form in layout.forms { output.byte(form.idiom.map { idioms.code(of: $0) + 1 } ?? 0) }
        return output.bytes
    }

    /// Reads the section into `layout`'s forms.
    static func read(_ bytes: inout ByteReader, into layout: inout KeyboardLayout) throws(CompiledLayoutError) {
        let count = try bytes.count(of: "form")
        guard count == 1 + layout.forms.count else {
            throw bytes.malformed("the section names \(count) forms, and the layout has \(1 + layout.forms.count)")
        }
        guard try bytes.byte() == 0 else { throw bytes.malformed("the first form names an idiom") }
        for index in layout.forms.indices {
            let code = try bytes.byte()
            guard code > 0 else { continue }
            guard Int(code) <= idioms.values.count else { throw bytes.malformed("unknown idiom \(code - 1)") }
            layout.forms[index].idiom = idioms.values[Int(code) - 1]
        }
    }
}
