// MARK: - Building layouts in code
//
//     let layout = KeyboardLayout(id: "demo", name: "Demo", locale: "en-US") {
//         Layer("letters") {
//             Row(letters: "q w e r t y u i o p")
//             Row(letters: "a s d f g h j k l")
//             Row {
//                 Key.shift(width: .fill)
//                 Key.characters("z x c v b n m")
//                 Key.backspace(width: .fill)
//             }
//             Row { Key.layer("numbers", label: "123"); Key.space(); Key.return(width: .units(2)) }
//         }
//     }

extension KeyboardLayout {
    /// Creates a layout whose layers are written with a builder.
    ///
    /// Text keys made with ``Key/character(_:shifted:locale:width:alternates:)`` take their
    /// default shifted text from the locale given there; keys get the top-level `alternates` of
    /// their id unless they have their own. Without a `behavior`, the layout has a layout file's
    /// defaults: ``Behavior``'s, with autocapitalisation decided by its letters
    /// (``Autocapitalization/default(for:)``), as a file that does not say gets it.
    public init(
        id: String, name: String, locale: String, direction: TextDirection = .leftToRight,
        size: KeyboardSize = .phonePortrait, metrics: Metrics = Metrics(),
        behavior: Behavior? = nil,
        alternates: [ExactText: [String]] = [:], compose: ComposeTable = ComposeTable(),
        constraints: [LayoutConstraint] = [], @ListBuilder<Layer> layers: () -> [Layer]
    ) {
        // Keys made inside take this layout's locale for their shifted texts.
        let builtLayers = LayoutBuilding.$locale.withValue(locale) { layers() }.map { layer in
            var layer = layer
            for rowIndex in layer.rows.indices {
                for keyIndex in layer.rows[rowIndex].keys.indices
                where layer.rows[rowIndex].keys[keyIndex].alternates.isEmpty {
                    let id = layer.rows[rowIndex].keys[keyIndex].id
                    layer.rows[rowIndex].keys[keyIndex].alternates = alternates[text: id] ?? []
                }
            }
            return layer
        }
        self.init(
            id: id, name: name, locale: locale, direction: direction, size: size, metrics: metrics,
            behavior: behavior ?? Behavior(autocapitalize: .default(for: builtLayers)), layers: builtLayers,
            alternates: alternates, compose: compose,
            constraints: constraints)
    }
}

/// What the layout being built tells the keys made inside its builder.
enum LayoutBuilding {
    /// The locale of the layout being built; `en` outside one.
    @TaskLocal static var locale = "en"
}

extension Layer {
    /// Creates a layer whose rows are written with a builder.
    ///
    /// A shifted face (`shiftOf`) types its keys' texts as written while shift is on, as a
    /// decoded one does: its text keys' shifted texts are their texts.
    public init(
        _ name: String, shiftOf: String? = nil, isOneShot: Bool = false, @ListBuilder<Row> rows: () -> [Row]
    ) {
        var rows = rows()
        if shiftOf != nil {
            for rowIndex in rows.indices {
                for keyIndex in rows[rowIndex].keys.indices {
                    if case .character(let text, _) = rows[rowIndex].keys[keyIndex].action {
                        rows[rowIndex].keys[keyIndex].action = .character(text, shifted: text)
                    }
                }
            }
        }
        self.init(name: name, rows: rows, shiftOf: shiftOf, isOneShot: isOneShot)
    }
}

extension Row {
    /// Creates a row whose keys are written with a builder.
    public init(
        height: Double = 1, alignment: RowAlignment = .center, @ListBuilder<Key> keys: () -> [Key]
    ) {
        self.init(keys: keys(), height: height, alignment: alignment)
    }

    /// Creates a row of 1-unit text keys from space-separated texts: `Row(letters: "q w e")`.
    /// `locale` gives the shifted texts (the locale's upper case); `nil` takes the locale of the
    /// layout being built (`en` outside a layout).
    public init(letters: String, locale: String? = nil, height: Double = 1, alignment: RowAlignment = .center) {
        self.init(keys: Key.characters(letters, locale: locale), height: height, alignment: alignment)
    }
}

extension Key {
    /// 1-unit text keys from space-separated texts: `Key.characters("z x c")`, shifted to the
    /// upper case of `locale` (`nil`: the layout being built's, so `tr` shifts `i` to `İ`).
    public static func characters(_ texts: String, locale: String? = nil) -> [Key] {
        texts.split(separator: " ").map { Key.character(String($0), locale: locale) }
    }

    /// A shift key.
    public static func shift(width: KeyWidth = .units(1.5)) -> Key { Key(action: .shift, width: width) }

    /// A caps-lock key.
    public static func capsLock(width: KeyWidth = .units(1.5)) -> Key { Key(action: .capsLock, width: width) }

    /// A backspace key.
    public static func backspace(width: KeyWidth = .units(1.5)) -> Key { Key(action: .backspace, width: width) }

    /// A space bar.
    public static func space(width: KeyWidth = .fill, label: String? = nil) -> Key {
        Key(action: .space, label: label, width: width)
    }

    /// A return key.
    public static func `return`(width: KeyWidth = .units(2.5), label: String? = nil) -> Key {
        Key(action: .return, label: label, width: width)
    }

    /// A key that switches to layer `target`.
    public static func layer(_ target: String, label: String? = nil, id: String? = nil, width: KeyWidth = .units(1.25))
        -> Key
    {
        Key(id: id, action: .layer(target), label: label, width: width)
    }

    /// The globe key.
    public static func nextKeyboard(width: KeyWidth = .units(1.25)) -> Key {
        Key(action: .nextKeyboard, width: width)
    }

    /// A key that hides the keyboard.
    public static func dismiss(width: KeyWidth = .units(1.25)) -> Key { Key(action: .dismiss, width: width) }

    /// A dead key for `accent`.
    public static func dead(_ accent: String, id: String? = nil, width: KeyWidth = Key.standardWidth) -> Key {
        Key(id: id, action: .dead(accent: accent), label: accent, width: width)
    }

    /// A key whose `name` is forwarded to the delegate; its id is `custom` unless given, as in a
    /// layout file.
    public static func custom(
        _ name: String, label: String? = nil, id: String? = nil, width: KeyWidth = Key.standardWidth
    ) -> Key {
        Key(id: id, action: .custom(name), label: label, width: width)
    }
}
