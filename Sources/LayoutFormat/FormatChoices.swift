import KeyboardModel

// The enumerations the format writes by name, each with its table of names (``FormatChoice``).

extension KeyAction.Kind: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension RowAlignment: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension KeySymbol: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension TextDirection: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension ComposerKind: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension Autocapitalization: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension Device.Idiom: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension BackspaceUnit: FormatChoice {
    package static let names = ChoiceNames<Self>()
}

extension ThemeFont.Weight: FormatChoice {
    package static let names = ChoiceNames<Self>()
}
