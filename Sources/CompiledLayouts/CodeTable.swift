import KeyboardModel

/// The byte that stands for each value of an enumeration in compiled files: the value's position
/// in a fixed list. The lists are written out here, not taken from `allCases`, so that a new
/// case or a new order in the model cannot change what an old file means; new values are
/// appended (a test checks that every case has a code).
struct CodeTable<Value: Hashable & Sendable>: Sendable {
    let values: [Value]
    private let codes: [Value: UInt8]

    init(_ values: [Value]) {
        self.values = values
        var codes: [Value: UInt8] = [:]
        for (index, value) in values.enumerated() { codes[value] = UInt8(truncatingIfNeeded: index) }
        self.codes = codes
    }

    /// The code of `value` (0 for a value the table lacks, which a test rules out).
    func code(of value: Value) -> UInt8 { codes[value] ?? 0 }

    /// The value of `code`, or `nil` for a code the table does not have.
    @inline(__always) func value(_ code: UInt8) -> Value? {
        Int(code) < values.count ? values[Int(code)] : nil
    }
}

/// Every table of the compiled format, version 1.
enum Codes {
    static let actionKinds = CodeTable<KeyAction.Kind>([
        .character, .shift, .capsLock, .backspace, .space, .return, .layer, .nextKeyboard, .dismiss, .dead, .custom,
        .modifyPrevious, .caretLeft, .caretRight, .caretUp, .caretDown, .deleteForward, .tab, .escape, .control,
        .alt, .function, .copy, .cut, .paste, .selectAll, .settings, .emoji,
    ])
    static let symbols = CodeTable<KeySymbol>([
        .shift, .capsLock, .backspace, .deleteForward, .return, .space, .tab, .globe, .dismiss, .arrowLeft,
        .arrowRight, .arrowUp, .arrowDown, .emoji, .settings, .microphone, .escape, .control, .alt, .function,
        .command, .copy, .cut, .paste, .selectAll,
    ])
    static let directions = CodeTable<FlickDirection>([.n, .ne, .e, .se, .s, .sw, .w, .nw])
    static let alignments = CodeTable<RowAlignment>([.left, .center, .right])
    static let textDirections = CodeTable<TextDirection>([.leftToRight, .rightToLeft])
    static let autocapitalizations = CodeTable<Autocapitalization>([.none, .words, .sentences, .all])
    static let backspaceUnits = CodeTable<BackspaceUnit>([.grapheme, .scalar])
    static let composers = CodeTable<ComposerKind>([.hangul])
    static let relations = CodeTable<ConstraintRelation>([.equal, .lessThanOrEqual, .greaterThanOrEqual])
    static let strengths = CodeTable<ConstraintStrength>([.weak, .medium, .strong, .required])
    static let attributes = CodeTable<KeyAttribute>([
        .left, .right, .top, .bottom, .width, .height, .centerX, .centerY,
    ])
}
