import KeyboardGeometry
import KeyboardModel
import LayoutDiagnostics
import LayoutFormat

/// `keysmith solve PATH [--layer NAME] [--width PT] [--height PT]`: the key frames as JSON.
enum SolveCommand: Command {
    static let pathArgument = Positional<String>.one("PATH", help: "The layout file.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "solve",
        summary: "print the key frames of a layout as JSON",
        discussion: """
            Lays out every layer of the layout, or only the one named by --layer, at --width × \
            --height points (by default the layout's preferred size) and prints one JSON object on \
            standard output: the layout's id, the width and height, and for each layer its name \
            and its keys, row by row and left to right, each with its id, label, x, y, width and \
            height in points from the top-left corner, rounded to a millionth.

            A size too small for a layer is an error at the layer's line that says what the layer \
            needs, with notes at the lines whose constraints cannot all hold.
            """,
        arguments: [pathArgument.spec],
        options: [SharedOptions.layer.spec] + SharedOptions.sizeAndForm,
        exitCodes: [
            (ExitCode.success, "the frames were printed"),
            (ExitCode.failure, "the layout has errors, or a layer does not fit the size"),
            (ExitCode.usage, "usage error, including an unknown layer"),
            (ExitCode.noInput, "PATH cannot be read"),
        ],
        examples: [
            "keysmith solve Layouts/en-US.yaml",
            "keysmith solve Layouts/en-US.yaml --layer letters --width 844 --height 160",
        ]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        // Checked before the file is read, so that a usage error is reported as one.
        _ = try arguments.value(SharedOptions.width)
        _ = try arguments.value(SharedOptions.height)
        var loaded: LayoutSession.Loaded
        switch LayoutSession.load(try arguments.value(pathArgument), context: context) {
        case .success(let value): loaded = value
        case .failure(let status): return status.code
        }
        let size: KeyboardSize
        (loaded.layout, size) = try SharedOptions.form(arguments, of: loaded.layout)
        let layout = loaded.layout
        let layer = try SharedOptions.layer(arguments, in: layout)
        do throws(GeometryError) {
            var geometry = try LayoutGeometry(layout)
            let layers =
                if let layer { [try geometry.frames(ofLayer: layer, for: size)] } else {
                    try geometry.frames(for: size)
                }
            context.out(json(layout: layout, size: size, layers: layers) + "\n")
            return ExitCode.success
        } catch {
            return LayoutSession.report(error, for: loaded, context: context)
        }
    }

    /// The contract's JSON, keys in a fixed order.
    static func json(layout: KeyboardLayout, size: KeyboardSize, layers: [LayerFrames]) -> String {
        var text = "{\"layout\":" + JSONText.quoted(layout.id)
        text += ",\"width\":" + number(size.width) + ",\"height\":" + number(size.height) + ",\"layers\":["
        for (layerIndex, layer) in layers.enumerated() {
            if layerIndex > 0 { text += "," }
            text += "{\"name\":" + JSONText.quoted(layer.name) + ",\"keys\":["
            for (keyIndex, key) in layer.keys.enumerated() {
                if keyIndex > 0 { text += "," }
                text += "{\"id\":" + JSONText.quoted(key.id) + ",\"label\":" + JSONText.quoted(key.key.label)
                text += ",\"x\":" + number(key.frame.x) + ",\"y\":" + number(key.frame.y)
                text += ",\"width\":" + number(key.frame.width) + ",\"height\":" + number(key.frame.height) + "}"
            }
            text += "]}"
        }
        return text + "]}"
    }

    /// A length rounded to a millionth of a point (solver rounding noise would otherwise show as
    /// 32.99999999999999), without a negative zero.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return JSONText.number(rounded == 0 ? 0 : rounded)
    }
}
