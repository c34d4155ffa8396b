import KeyboardModel

/// The options several commands take, each declared once, with one check: the same names,
/// help, limits and messages wherever they appear.
enum SharedOptions {
    static let width = Option<Double>.points("width", help: "The keyboard's width in points (default: the layout's).")
    static let height = Option<Double>.points(
        "height", help: "The keyboard's height in points (default: the layout's).")
    static let layer = Option<String>.text(
        "layer", placeholder: "NAME", help: "Only this layer (default: every layer, in order).")

    static let form = Option<String>.text(
        "form", placeholder: "NAME",
        help: "The layout's form to use (default: the one the width shows).")

    /// `--device NAME|all`: one device of the table (``Device/named(_:)``), or every one
    /// (`all`, which only `validate` takes).
    static let device = Option<[Device]>(
        .value(
            "device", placeholder: "NAME",
            help: "A device of `keysmith devices` (iphone-se-portrait, ipad-mini, …): the form for its idiom, at its "
                + "keyboard size."),
        expected: "a device name that `keysmith devices` lists, such as iphone-se-portrait or ipad-mini"
    ) { text in text == "all" ? Device.all : Device.named(text).map { [$0] } }

    static let theme = Option<String>.text(
        "theme", placeholder: "NAME|FILE",
        help: "A bundled theme (ios, material) or a theme file (default: the layout's, else ios).")
    static let appearance = Option<ThemeAppearance.Name>.choice(
        "appearance", default: .light, help: "The theme's light or dark appearance.")

    static let lexicon = Option<String>.text(
        "lexicon", placeholder: "FILE",
        help: "Suggest and correct words from this compiled lexicon ('auto': the bundled one of the layout's language)."
    )
    static let autocorrect = Flag("autocorrect", help: "Replace a mistyped word at its end (needs --lexicon).")

    /// `--width`, `--height`, `--form` and `--device`: the size and form a command lays the
    /// layout out at, read by ``form(_:of:)``.
    static let sizeAndForm: [OptionSpec] = [width.spec, height.spec, form.spec, device.spec]

    /// The one device `--device` names, if given.
    ///
    /// - Throws: ``CLIError/conflictingOptions(reason:)`` for `all`, which only `validate` takes.
    static func oneDevice(_ arguments: ParsedArguments) throws(CLIError) -> Device? {
        guard let devices = try arguments.value(device) else { return nil }
        guard devices.count == 1, let only = devices.first else {
            throw .conflictingOptions(reason: "--device all is for validate; name one device here")
        }
        return only
    }

    /// The form the options ask for — `--form`, else the one `--device` or `--width` shows, else
    /// the layout's first form — as a layout of that form alone, and its size: `--width` and
    /// `--height` over the device's keyboard size, over the form's preferred size.
    ///
    /// - Throws: ``CLIError/invalidValue(option:value:allowed:suggestion:)`` naming the forms.
    static func form(
        _ arguments: ParsedArguments, of layout: KeyboardLayout
    ) throws(CLIError) -> (layout: KeyboardLayout, size: KeyboardSize) {
        let device = try oneDevice(arguments)
        let width = try arguments.value(width) ?? device?.width
        let height = try arguments.value(height) ?? device?.keyboardHeight
        let shown: KeyboardLayout
        if let name = try arguments.value(form) {
            guard let named = layout.form(named: name) else {
                let names = layout.formNames
                throw .invalidValue(
                    option: form.spec.longForm, value: name, allowed: names,
                    suggestion: Suggestion.nearest(to: name, in: names))
            }
            shown = named
        } else {
            shown = layout.form(forWidth: width ?? layout.size.width, idiom: device?.idiom)
        }
        return (shown, KeyboardSize(width: width ?? shown.size.width, height: height ?? shown.size.height))
    }

    /// The layer `--layer` names, checked to be one of the layout's; `nil` when not given.
    ///
    /// - Throws: ``CLIError/invalidValue(option:value:allowed:suggestion:)`` naming the layers.
    static func layer(_ arguments: ParsedArguments, in layout: KeyboardLayout) throws(CLIError) -> String? {
        guard let name = try arguments.value(layer) else { return nil }
        let names = layout.layers.map(\.name)
        guard names.contains(name) else {
            throw .invalidValue(
                option: layer.spec.longForm, value: name, allowed: names,
                suggestion: Suggestion.nearest(to: name, in: names))
        }
        return name
    }
}
