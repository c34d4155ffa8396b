public import KeyboardModel

/// What a keyboard extension knows of where it is typing: the field's traits, whether it must
/// show a key to switch keyboards, whether it has full access, the appearance, the language and
/// the device — `UIInputViewController`'s state in one value. Set
/// ``KeyboardController/context`` when any of it changes (a field begins editing,
/// `textDidChange`, a rotation).
///
/// The controller reacts: the traits as ``FieldTraits`` says; without
/// ``needsInputModeSwitchKey`` the next-keyboard keys are taken out and their rows laid out
/// again without them (as iOS hides the globe where the system shows one). The rest is for the
/// host and the scene: ``hasFullAccess`` (iOS allows haptics and the network only with it),
/// ``appearance`` (the theme's light or dark colours), ``locale`` (`textInputMode`'s primary
/// language) and ``device``.
public struct KeyboardContext: Sendable, Hashable {
    /// What the field being edited asks of the keyboard.
    public var traits = FieldTraits()
    /// `needsInputModeSwitchKey`: whether the keyboard must show its own next-keyboard (globe)
    /// key.
    public var needsInputModeSwitchKey = true
    /// `hasFullAccess`: whether the user allowed the extension full access.
    public var hasFullAccess = false
    /// The light or dark appearance the host draws in (`textDocumentProxy.keyboardAppearance`,
    /// or the trait collection's style).
    public var appearance = ThemeAppearance.Name.light
    /// The primary language of the text input mode, a BCP 47 tag (`en-US`); `nil` when unknown.
    public var locale: String?
    /// The device and orientation, when known (``Device/all``).
    public var device: Device?

    /// Creates a context; every default is what a keyboard extension starts with.
    public init(
        traits: FieldTraits = FieldTraits(), needsInputModeSwitchKey: Bool = true, hasFullAccess: Bool = false,
        appearance: ThemeAppearance.Name = .light, locale: String? = nil, device: Device? = nil
    ) {
        self.traits = traits
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.hasFullAccess = hasFullAccess
        self.appearance = appearance
        self.locale = locale
        self.device = device
    }
}
