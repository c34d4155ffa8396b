import KeyboardModel
import LayoutDiagnostics
import LayoutFormat

/// `keysmith devices [--layout FILE] [--format text|json]`: the device table (``Device/all``), and
/// with a layout the form each device shows.
enum DevicesCommand: Command {
    static let spec = CommandSpec(
        name: "devices",
        summary: "print the device table: keyboard sizes and idioms",
        discussion: """
            Prints every device of the table that --device takes (render, solve, type, replay, \
            validate), each in portrait and in landscape: its name, idiom (phone or pad), \
            orientation, the keyboard's width (the screen's) and the height of its keys in points. \
            On a device, a layout is shown in the form of the device's idiom, if a form names \
            one, else the one its width shows, at this size.

            With --layout, also the form of that layout each device shows. With --format json, \
            one array: [{"name","idiom","orientation","width","height"}], each with "form" after \
            a --layout.
            """,
        arguments: [],
        options: [layout.spec, format.spec],
        exitCodes: [
            (ExitCode.success, "the table was printed"),
            (ExitCode.failure, "the layout has errors"),
            (ExitCode.noInput, "the layout cannot be read"),
        ],
        examples: ["keysmith devices", "keysmith devices --layout Layouts/en-US.yaml --format json"]
    )

    /// How the table is written.
    enum Format: String, CaseIterable, Sendable { case text, json }

    static let format = Option<Format>.choice("format", default: .text, help: "A table, or one JSON array.")
    static let layout = Option<String>.text(
        "layout", placeholder: "FILE", help: "Also print the form of this layout each device shows.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let asJSON = try arguments.value(format) == .json
        var shown: KeyboardLayout?
        if let path = try arguments.value(layout) {
            switch LayoutSession.load(path, context: context) {
            case .success(let loaded): shown = loaded.layout
            case .failure(let status): return status.code
            }
        }
        context.out(asJSON ? json(shown) : table(shown))
        return ExitCode.success
    }

    /// The JSON array, keys in the contract's order.
    static func json(_ layout: KeyboardLayout?) -> String {
        let entries = Device.all.map { device in
            var text =
                "{\"name\":" + JSONText.quoted(device.name) + ",\"idiom\":" + JSONText.quoted(device.idiom.rawValue)
            text += ",\"orientation\":" + JSONText.quoted(device.orientation.rawValue)
            text += ",\"width\":" + KeyboardSize.format(device.width)
            text += ",\"height\":" + KeyboardSize.format(device.keyboardHeight)
            if let layout { text += ",\"form\":" + JSONText.quoted(layout.formName(for: device)) }
            return text + "}"
        }
        return "[" + entries.joined(separator: ",") + "]\n"
    }

    /// The aligned table.
    static func table(_ layout: KeyboardLayout?) -> String {
        var rows = [["name", "model", "idiom", "orientation", "width", "height"] + (layout == nil ? [] : ["form"])]
        for device in Device.all {
            rows.append(
                [
                    device.name, device.model, device.idiom.rawValue, device.orientation.rawValue,
                    KeyboardSize.format(device.width), KeyboardSize.format(device.keyboardHeight),
                ] + (layout.map { [$0.formName(for: device)] } ?? []))
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
