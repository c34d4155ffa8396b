public import KeyboardModel

/// What the text field being edited asks of the keyboard, as `UITextInputTraits` tells a
/// keyboard extension: set ``KeyboardController/fieldTraits`` when a field begins editing.
///
///     controller.fieldTraits = FieldTraits(autocapitalization: Autocapitalization.none, returnKeyLabel: "Go", layer: "numbers")
public struct FieldTraits: Sendable, Hashable {
    /// When shift engages by itself in this field (an e-mail field: `.none`); `nil` keeps the
    /// layout's.
    public var autocapitalization: Autocapitalization?
    /// What return keys show (`Go`, `Search`, `Done`, `Send`); `nil` keeps the layout's labels.
    public var returnKeyLabel: String?
    /// The layer the field's keyboard type asks for (a number field: `numbers`), shown when the
    /// traits are set; `nil` leaves the shown layer alone. A name the layout lacks is ignored.
    public var layer: String?
    /// Whether words may be corrected in this field (`UITextInputTraits.autocorrectionType`);
    /// `nil` corrects when the controller's ``KeyboardController/autocorrects`` is on.
    public var autocorrection: Bool?
    /// What the field holds (`UIKeyboardType` and `isSecureTextEntry`): words are corrected
    /// only in text, and a password gets no suggestions.
    public var content = Content.text

    /// What a field holds, as far as words are concerned.
    public enum Content: String, Sendable, Hashable, CaseIterable {
        case text, url, email, password, number
    }

    /// Creates traits; every `nil` keeps what the layout says.
    public init(autocapitalization: Autocapitalization? = nil, returnKeyLabel: String? = nil, layer: String? = nil) {
        self.autocapitalization = autocapitalization
        self.returnKeyLabel = returnKeyLabel
        self.layer = layer
    }
}
