public import KeyboardModel

/// What the text field being edited asks of the keyboard, as `UITextInputTraits` tells a
/// keyboard extension: set ``KeyboardController/fieldTraits`` (or the traits of
/// ``KeyboardController/context``) when a field begins editing.
///
///     controller.fieldTraits = FieldTraits(keyboardType: .emailAddress, returnKeyType: .go)
///
/// Every trait has a default that keeps what the layout says; the controller reacts to each:
/// the keyboard type picks the content (words are corrected only in text) and a layer, the
/// return key type the return key's label, secure entry turns suggestions off, smart quotes and
/// dashes turn `'` and `"` into curly quotes and `--` into an em dash.
public struct FieldTraits: Sendable, Hashable {
    /// When shift engages by itself in this field (an e-mail field: `.none`); `nil` keeps the
    /// layout's.
    public var autocapitalization: Autocapitalization?
    /// What return keys show, when it is not the return key type's label; `nil` shows
    /// ``returnKeyType``'s (see ``shownReturnKeyLabel``).
    public var returnKeyLabel: String?
    /// `UIReturnKeyType`: what the return key does in this field, and so its label.
    public var returnKeyType = ReturnKeyType.default
    /// The layer to show for this field, when it is not the one the keyboard type asks for
    /// (see ``shownLayer``); `nil` follows the keyboard type. A name the layout lacks is ignored.
    public var layer: String?
    /// Whether words may be corrected in this field (`UITextInputTraits.autocorrectionType`);
    /// `nil` corrects when the controller's ``KeyboardController/autocorrects`` is on.
    public var autocorrection: Bool?
    /// Whether misspellings are looked for (`spellCheckingType`): `false` finds no corrections,
    /// neither in the suggestion bar nor at a word's end (completions stay); `nil` looks.
    public var spellChecking: Bool?
    /// `UIKeyboardType`: what the field holds.
    public var keyboardType = KeyboardType.default
    /// `isSecureTextEntry`: a password, which gets no suggestions, no corrections and no swipes.
    public var secureTextEntry = false
    /// `smartQuotesType`: `'` and `"` are typed as curly quotes, opening after a space or an
    /// opening bracket, else closing (`’` also inside words, as in don’t).
    public var smartQuotes = false
    /// `smartDashesType`: a `-` typed after a `-` makes the two an em dash, `—`.
    public var smartDashes = false

    /// What a field holds, as far as words are concerned.
    public enum Content: String, Sendable, Hashable, CaseIterable {
        case text, url, email, password, number
    }

    /// What the field holds: a password with secure entry, else what its keyboard type says.
    /// Setting it sets the keyboard type (and secure entry for `password`).
    public var content: Content {
        get { secureTextEntry ? .password : keyboardType.content }
        set {
            secureTextEntry = newValue == .password
            switch newValue {
            case .text, .password: keyboardType = .default
            case .url: keyboardType = .url
            case .email: keyboardType = .emailAddress
            case .number: keyboardType = .numberPad
            }
        }
    }

    /// The label return keys show: ``returnKeyLabel``, else ``returnKeyType``'s; `nil` keeps the
    /// layout's.
    public var shownReturnKeyLabel: String? { returnKeyLabel ?? returnKeyType.label }

    /// The layer the field asks for: ``layer``, else `numbers` for a keyboard type of digits;
    /// `nil` leaves the shown layer alone.
    public var shownLayer: String? { layer ?? keyboardType.layer }

    /// Creates traits; every default keeps what the layout says.
    public init(
        autocapitalization: Autocapitalization? = nil, returnKeyLabel: String? = nil, layer: String? = nil,
        keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default
    ) {
        self.autocapitalization = autocapitalization
        self.returnKeyLabel = returnKeyLabel
        self.layer = layer
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
    }

    /// `UIKeyboardType`, by the same names.
    public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
        case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress
        case decimalPad, twitter, webSearch, asciiCapableNumberPad

        /// What a field of this type holds.
        public var content: Content {
            switch self {
            case .url, .webSearch: .url
            case .emailAddress: .email
            case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: .number
            case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter: .text
            }
        }

        /// The layer this type shows first: `numbers` for digits and punctuation; `nil` for the
        /// letters.
        public var layer: String? {
            switch self {
            case .numbersAndPunctuation, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: "numbers"
            default: nil
            }
        }
    }

    /// `UIReturnKeyType`, by the same names, and the label iOS's return key shows for each.
    public enum ReturnKeyType: String, Sendable, Hashable, CaseIterable {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
        case `continue`

        /// The return key's label: `nil` for `default` (the layout's ⏎).
        public var label: String? {
            switch self {
            case .default: nil
            case .go: "Go"
            case .google, .yahoo, .search: "Search"
            case .join: "Join"
            case .next: "Next"
            case .route: "Route"
            case .send: "Send"
            case .done: "Done"
            case .emergencyCall: "Emergency Call"
            case .continue: "Continue"
            }
        }
    }
}
