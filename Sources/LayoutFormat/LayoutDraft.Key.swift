import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// A key's fields as they are read, each kept by the shape of its storage (``KeyStorage``):
    /// which were written, and the values of one shape's only field. Texts and lengths are kept
    /// by field in the decoder's scratch space (``FormatDecoder/keyTexts``,
    /// ``FormatDecoder/keyLengths``), so that reading a key allocates nothing for them.
    struct KeyFields {
        var written = FieldSet<KeyField>()
        var action: KeyAction.Kind?
        /// Whether `action` was written with a name that is none.
        var actionIsBad = false
        /// The action as written, when it is not one.
        var badAction: String?
        var alternates: [String]?
        var flicks: [Flick] = []
        /// The flicks whose `shifted` was written, a bit each by index.
        var shiftedFlicks: UInt8 = 0
        var multitap: [KeyAction] = []
        /// The multitap steps whose `shifted` was written, a bit each by index.
        var shiftedSteps: UInt64 = 0
        var width: KeyWidth? = Key.standardWidth
        /// The plain cap texts written (``KeyField/capTexts``), by `Key.CapText` raw value.
        var capTexts: [String?] = []
        var symbol: KeySymbol?
        /// The rows the key spans, with the place of the value.
        var rows: Located<Int>?
    }

    /// What the validator needs of a key beyond the model key itself: which defaults it takes
    /// from the merged layout (the shifted text from the locale, the alternates from the table,
    /// both of which a later field or a parent may supply), and where its id and its action's
    /// argument were written. Trivial to copy; rows keep one only for keys that are not plain text.
    struct KeyDetails {
        /// Whether `shifted` was written (else the validator sets the locale's upper case).
        var hasShifted = false
        /// Whether the key's own `alternates` were written (else the table's apply).
        var hasAlternates = false
        /// Where an explicit `id` was written.
        var idPlace: LineColumn?
        /// Where the action's argument was written: `to`, `accent` or `name`.
        var argumentPlace: LineColumn?
        /// Where `default-alternate` was written.
        var defaultAlternatePlace: LineColumn?
        /// Where `span` was written.
        var spanPlace: LineColumn?
        /// The flicks whose `shifted` was written, a bit each by index (the others take the
        /// locale's upper case of their text).
        var shiftedFlicks: UInt8 = 0
        /// The multitap steps whose `shifted` was written, a bit each by index (a cycle has at
        /// most 64 steps, as a key has at most 64 alternates).
        var shiftedSteps: UInt64 = 0

        /// Whether the details are those of a plain text key.
        var isPlain: Bool {
            !hasShifted && !hasAlternates && idPlace == nil && argumentPlace == nil && defaultAlternatePlace == nil
                && spanPlace == nil && shiftedFlicks == 0 && shiftedSteps == 0
        }
    }
}
