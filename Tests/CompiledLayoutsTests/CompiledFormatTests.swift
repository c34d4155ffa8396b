import KeyboardModel
import LayoutDiagnostics
import TestSupport
import Testing

@testable import CompiledLayouts

/// The format byte by byte, worked out by hand from docs/COMPILED-FORMAT.md, and each kind of
/// bad file with its own error.
@Suite struct CompiledFormatTests {
    /// One layer, one row, one key "a": every other field at its default.
    static let tiny = KeyboardLayout(
        id: "t", name: "T", locale: "en",
        layers: [Layer(name: "a", rows: [Row(keys: [Key(action: .character("a", shifted: "A"))])])])

    /// The texts in byte order: "A" 0, "T" 1, "a" 2, "default" 3, "en" 4, "t" 5.
    static let strings: [UInt8] =
        [0x06, 0x01, 0x41, 0x01, 0x54, 0x01, 0x61, 0x07] + Array("default".utf8) + [0x02, 0x65, 0x6E, 0x01, 0x74]

    static let layoutSection: [UInt8] = [
        0x05, 0x01, 0x04,  // id "t", name "T", locale "en"
        0x00, 0x00,  // left to right, no composer
        // sentences (code 2); double-space period 1 | caps-lock double tap 2; grapheme (0)
        0x02, 0x03, 0x00,
        // 0.30, 0.35, 0.75, 0.8 as hundredths: zigzag(30) << 2 | 1 = 241 = F1 01 (LEB128),
        // zigzag(35) << 2 | 1 = 281 = 99 02, 601 = D9 04, 641 = 81 05
        0xF1, 0x01, 0x99, 0x02, 0xD9, 0x04, 0x81, 0x05,
        0x00, 0x00, 0x00,  // no alternates, compose or modify tables
        0x01, 0x03,  // one form, named "default"
        // 390: zigzag 780 << 1 = 1560 = 98 0C; 216: 864 = E0 06
        0x98, 0x0C, 0xE0, 0x06,
        // insets 8 3 4 3, key gap 6, row gap 12, min key width 20, min row height 30 (2n << 1 = 4n)
        0x20, 0x0C, 0x10, 0x0C, 0x18, 0x30, 0x50, 0x78,
        0x00,  // no max unit width, no preferred row height
        0x01, 0x02, 0x00, 0x01,  // one layer "a", no flags, one row
        0x04, 0x01, 0x00, 0x01,  // height 1, centred, no gaps, one key
        0x00, 0x00, 0x02, 0x00,  // no fields but the action: character "a", shifted "A"
        0x00,  // no constraints
    ]

    static let expected: [UInt8] =
        [0x89, 0x4B, 0x53, 0x4C, 0x0D, 0x0A, 0x1A, 0x0A]  // magic
        + [0x06, 0x00, 0x01, 0x00]  // version 6, readable from version 1 (no THM , no accessibility label)
        + [0x7B, 0x00, 0x00, 0x00]  // 24 + 2 × 16 + 20 + 47 = 123 bytes
        + [0x24, 0x0E, 0x2E, 0xD5]  // Adler-32 of bytes 20…122 (0xD52E0E24, as zlib computes it)
        + [0x02, 0x00, 0x00, 0x00]  // two sections
        + Array("STR ".utf8) + [0x38, 0, 0, 0, 0x14, 0, 0, 0, 0x01, 0, 0, 0]  // at 56, 20 bytes, required
        + Array("LYT ".utf8) + [0x4C, 0, 0, 0, 0x2F, 0, 0, 0, 0x01, 0, 0, 0]  // at 76, 47 bytes, required
        + strings + layoutSection

    @Test func aTinyLayoutIsTheBytesWorkedOutByHand() throws {
        #expect(CompiledLayout.encode(Self.tiny) == Self.expected)
        #expect(try CompiledLayout.decode(Self.expected) == Self.tiny)
    }

    /// A key's accessibility label is key field bit 8192, written after the other cap texts, and
    /// makes the file readable from version 3 only; a hint alone keeps it readable from 1.
    @Test func anAccessibilityLabelNeedsAVersion3Reader() throws {
        var key = Key(action: .character("a", shifted: "A"))
        key.hint = "1"
        var layout = Self.tiny
        layout.layers = [Layer(name: "a", rows: [Row(keys: [key])])]
        let hinted = CompiledLayout.encode(layout)
        #expect(Array(hinted[8..<12]) == [0x06, 0x00, 0x01, 0x00])
        key.accessibilityLabel = "letter a"
        layout.layers = [Layer(name: "a", rows: [Row(keys: [key])])]
        let labelled = CompiledLayout.encode(layout)
        #expect(Array(labelled[8..<12]) == [0x06, 0x00, 0x03, 0x00])
        let decoded = try CompiledLayout.decode(labelled)
        #expect(decoded == layout)
        #expect(decoded.layers.first?.keys.first?.accessibilityLabel == "letter a")
        // The key's fields: 32 (hint) | 8192 (accessibility label) = 8224 = 0xA0 0x40 in LEB128,
        // followed by the action (character, code 0) and its texts.
        #expect(labelled.indices.contains { labelled[$0...].starts(with: [0xA0, 0x40, 0x00]) })
    }

    /// A key's sound is key field bit 16384, written after the other cap texts as its name, and
    /// makes the file readable from version 6 only.
    @Test func aSoundNeedsAVersion6Reader() throws {
        var key = Key(action: .character("a", shifted: "A"))
        key.sound = .modifier
        var layout = Self.tiny
        layout.layers = [Layer(name: "a", rows: [Row(keys: [key])])]
        let bytes = CompiledLayout.encode(layout)
        #expect(Array(bytes[8..<12]) == [0x06, 0x00, 0x06, 0x00])
        let decoded = try CompiledLayout.decode(bytes)
        #expect(decoded == layout)
        #expect(decoded.layers.first?.keys.first?.sound == .modifier)
        // The key's fields: 16384 = 0x80 0x80 0x01 in LEB128, followed by the action (character,
        // code 0).
        #expect(bytes.indices.contains { bytes[$0...].starts(with: [0x80, 0x80, 0x01, 0x00]) })
    }

    /// `swipe-typing: false`, `caret-drag: false` and `delete-drag: false` are behaviour flags 8,
    /// 16 and 32 (set for off, so that older files read as on), and make the file readable from
    /// version 4 only.
    @Test func swipeTypingAndTheCaretDragOffNeedAVersion4Reader() throws {
        for (swipes, drags, deletes, flags) in [
            (false, true, true, 0x0B), (true, false, true, 0x13), (true, true, false, 0x23),
            (false, false, false, 0x3B),
        ] {
            var layout = Self.tiny
            layout.behavior.swipeTyping = swipes
            layout.behavior.caretDrag = drags
            layout.behavior.deleteDrag = deletes
            let bytes = CompiledLayout.encode(layout)
            #expect(Array(bytes[8..<12]) == [0x06, 0x00, 0x04, 0x00])
            // The behaviour's flags follow id, name, locale, direction, composer and the
            // autocapitalisation code: byte 6 of the layout section, at 76 + 6.
            #expect(bytes[82] == UInt8(flags))
            #expect(try CompiledLayout.decode(bytes) == layout)
        }
        // A file of version 3 (both on) reads as on.
        #expect(try CompiledLayout.decode(Self.expected).behavior.swipeTyping)
    }

    /// A form's idiom travels in its own section, `IDM `, not required (an older reader chooses
    /// by width alone): the count of forms, then a byte per form, 0 for none, else 1 + the
    /// idiom's code (phone 0, pad 1).
    @Test func formIdiomsTravelInTheirOwnSection() throws {
        var layout = Self.tiny
        #expect(
            !CompiledLayout.encode(layout).indices.contains {
                CompiledLayout.encode(layout)[$0...].starts(with: Array("IDM ".utf8))
            })
        let layers = layout.layers
        layout.forms = [
            LayoutForm(name: "wide", minWidth: 600, size: KeyboardSize(width: 600, height: 200), layers: layers),
            LayoutForm(
                name: "pad", minWidth: 960, idiom: .pad, size: KeyboardSize(width: 960, height: 300), layers: layers),
        ]
        let bytes = CompiledLayout.encode(layout)
        // The section is the last one: count 3, then 0 (the first form), 0 (wide), 2 (pad).
        #expect(Array(bytes.suffix(4)) == [0x03, 0x00, 0x00, 0x02])
        #expect(Array(bytes[10..<12]) == [0x01, 0x00])
        let decoded = try CompiledLayout.decode(bytes)
        #expect(decoded == layout)
        #expect(decoded.forms.map(\.idiom) == [nil, .pad])
        // An idiom code past the table, or a count that is not the layout's, is malformed.
        for (index, value, reason) in [
            (bytes.count - 1, UInt8(3), "unknown idiom 2"),
            (bytes.count - 4, UInt8(2), "the section names 2 forms, and the layout has 3"),
        ] {
            var bad = bytes
            bad[index] = value
            #expect(throws: CompiledLayoutError.self) { try CompiledLayout.decode(CompiledLayout.sealed(bad)) }
            do {
                _ = try CompiledLayout.decode(CompiledLayout.sealed(bad))
            } catch {
                #expect(error.description.contains(reason), "\(error)")
            }
        }
    }

    @Test func adler32IsRFC1950s() {
        // "Wikipedia": a = 1 + sum = 920 (0x398), b = 4582 (0x11E6): 0x11E60398.
        let checksum = Array("Wikipedia".utf8).withUnsafeBytes { Adler32.checksum($0) }
        #expect(checksum == 0x11E6_0398)
        // Past zlib's block of 5 552 bytes, sums still reduce right: 6 000 bytes of 0xFF.
        // a = 1 + 6000 × 255 mod 65521 = 1530001 mod 65521 = 23018;
        // b = Σ (1 + 255 k) for k = 1…6000 = 6000 + 255 × 18003000 = 4590771000;
        // 4590771000 − 70065 × 65521 = 42135.
        let large = [UInt8](repeating: 0xFF, count: 6_000).withUnsafeBytes { Adler32.checksum($0) }
        #expect(large == 42_135 << 16 | 23_018)
    }

    /// The checksum, sixteen bytes at a time, equals RFC 1950's definition summed byte by byte
    /// (reduced at every byte, in 64 bits) for every length around the vector width and the
    /// block size, over pseudo-random bytes.
    @Test func adler32MatchesItsDefinitionByteByByte() {
        var generator = SplitMix64(seed: 1950)
        let lengths = Array(0...40) + [5_551, 5_552, 5_553, 5_568, 11_104, 11_120, 20_000]
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var (a, b): (UInt64, UInt64) = (1, 0)
            for byte in bytes {
                a = (a + UInt64(byte)) % 65_521
                b = (b + a) % 65_521
            }
            let checksum = bytes.withUnsafeBytes { Adler32.checksum($0) }
            #expect(checksum == UInt32(b << 16 | a), "length \(length)")
        }
    }

    // MARK: - Bad files, each with its own error

    @Test func bytesWithoutTheMagicAreNotCompiled() {
        #expect(throws: CompiledLayoutError.notCompiled) { try CompiledLayout.decode(Array("format: 1\n".utf8)) }
        #expect(throws: CompiledLayoutError.notCompiled) { try CompiledLayout.decode([]) }
        #expect(!CompiledLayout.isCompiled(Array("format: 1\n".utf8)))
        #expect(CompiledLayout.isCompiled(Self.expected))
    }

    @Test func aTruncatedFileSaysHowLongItShouldBe() {
        // Cut inside the header: it needs 24 bytes; cut later: the 123 the header gives.
        #expect(throws: CompiledLayoutError.truncated(length: 12, needed: 24)) {
            try CompiledLayout.decode(Array(Self.expected.prefix(12)))
        }
        #expect(throws: CompiledLayoutError.truncated(length: 100, needed: 123)) {
            try CompiledLayout.decode(Array(Self.expected.prefix(100)))
        }
        #expect(
            CompiledLayoutError.truncated(length: 100, needed: 123).description
                == "the compiled layout is truncated: it has 100 bytes, and its header and sections need 123")
    }

    @Test func aFlippedByteIsAChecksumError() {
        var flipped = Self.expected
        flipped[110] ^= 0x04
        #expect {
            try CompiledLayout.decode(flipped)
        } throws: { error in
            guard case .checksumMismatch(let stored, let computed) = error as? CompiledLayoutError else { return false }
            return stored == 0xD52E_0E24 && computed != stored
        }
    }

    @Test func aWrongChecksumInTheHeaderIsAChecksumError() {
        var wrong = Self.expected
        wrong[16] = 0x25
        #expect(throws: CompiledLayoutError.checksumMismatch(stored: 0xD52E_0E25, computed: 0xD52E_0E24)) {
            try CompiledLayout.decode(wrong)
        }
        #expect(
            CompiledLayoutError.checksumMismatch(stored: 0xD52E_0E25, computed: 0xD52E_0E24).description
                == "the compiled layout is damaged: its checksum is 0xd52e0e24, and its header says 0xd52e0e25")
    }

    @Test func aNewerVersionNamesBothVersions() throws {
        var newer = Self.expected
        newer[8] = 8  // version 8 …
        newer[10] = 7  // … that readers from version 7 on can read
        let error = CompiledLayoutError.newerVersion(file: 8, readableFrom: 7, reader: 6)
        #expect(throws: error) { try CompiledLayout.decode(newer) }
        #expect(
            error.description
                == "the compiled layout is of format version 8 and needs a reader of version 7 or later; this "
                + "reader reads version 6: compile it again with this version of keysmith")
        // A later version that version 6 readers can still read is read, and so are versions 1
        // (before themes), 2 (before accessibility labels), 3 (before the swipe flags), 4
        // (before form idioms) and 5 (before a key's sound).
        for version: UInt8 in [1, 2, 3, 4, 5, 7] {
            var compatible = Self.expected
            compatible[8] = version
            #expect(try CompiledLayout.decode(compatible) == Self.tiny)
        }
    }

    @Test func anUnknownSectionIsSkippedUnlessRequired() throws {
        // A third section "XTR " of 3 bytes at the end: the table grows by 16, every offset with it.
        func withExtraSection(required: Bool) -> [UInt8] {
            var bytes = Array(Self.expected.prefix(20)) + [0x03, 0x00, 0x00, 0x00]
            bytes += Array("STR ".utf8) + [0x48, 0, 0, 0, 0x14, 0, 0, 0, 0x01, 0, 0, 0]
            bytes += Array("LYT ".utf8) + [0x5C, 0, 0, 0, 0x2F, 0, 0, 0, 0x01, 0, 0, 0]
            bytes += Array("XTR ".utf8) + [0x8B, 0, 0, 0, 0x03, 0, 0, 0, required ? 0x01 : 0x00, 0, 0, 0]
            bytes += Self.strings + Self.layoutSection + [0xAA, 0xBB, 0xCC]
            return CompiledLayout.sealed(bytes)
        }
        #expect(try CompiledLayout.decode(withExtraSection(required: false)) == Self.tiny)
        // The third section named "STR " again: a known section twice is refused.
        var twice = withExtraSection(required: false)
        twice.replaceSubrange(56..<60, with: Array("STR ".utf8))
        #expect(throws: CompiledLayoutError.badSectionTable(reason: "section 'STR ' appears twice")) {
            try CompiledLayout.decode(CompiledLayout.sealed(twice))
        }
        #expect(
            throws: CompiledLayoutError.badSectionTable(
                reason: "it needs section 'XTR ', which this reader (version 6) does not know")
        ) {
            try CompiledLayout.decode(withExtraSection(required: true))
        }
    }

    @Test func aMissingOrOverlappingSectionIsRefused() {
        var oneSection = Array(Self.expected.prefix(20)) + [0x01, 0x00, 0x00, 0x00]
        oneSection += Array("STR ".utf8) + [0x28, 0, 0, 0, 0x14, 0, 0, 0, 0x01, 0, 0, 0] + Self.strings
        #expect(throws: CompiledLayoutError.badSectionTable(reason: "section 'LYT ' is missing")) {
            try CompiledLayout.decode(CompiledLayout.sealed(oneSection))
        }
        var overlapping = Self.expected
        overlapping[44] = 0x40  // "LYT " starts at 64, inside "STR " (56..<76)
        #expect(
            throws: CompiledLayoutError.badSectionTable(
                reason: "section 'LYT ' at bytes 64..<111 overlaps another or leaves the file (123 bytes)")
        ) {
            try CompiledLayout.decode(CompiledLayout.sealed(overlapping))
        }
    }

    @Test func malformedContentSaysWhereAndWhat() throws {
        // The key's text index (byte 76 + 44 = 120) set to 9, past the six texts.
        var badIndex = Self.expected
        badIndex[120] = 0x09
        #expect(
            throws: CompiledLayoutError.malformed(
                section: "LYT ", offset: 121, reason: "text index 9 is past the 6 texts")
        ) {
            try CompiledLayout.decode(CompiledLayout.sealed(badIndex))
        }
        // The texts out of order: "A" and "T" swapped.
        var unsorted = Self.expected
        unsorted[58] = 0x54
        unsorted[60] = 0x41
        #expect(
            throws: CompiledLayoutError.malformed(
                section: "STR ", offset: 60, reason: "text 1 is not after text 0 in byte order")
        ) {
            try CompiledLayout.decode(CompiledLayout.sealed(unsorted))
        }
        // A text that is not UTF-8: "T" made 0xFF.
        var notUTF8 = Self.expected
        notUTF8[60] = 0xFF
        #expect(
            throws: CompiledLayoutError.malformed(
                section: "STR ", offset: 60, reason: "text 1 is not well-formed UTF-8")
        ) {
            try CompiledLayout.decode(CompiledLayout.sealed(notUTF8))
        }
        // A width of 0: a key 2 units wide has the width field (1 << 9: 80 04 in LEB128) after
        // its action (00 02 00), as units (00) of 2 (zigzag 4 << 1 = 08); 08 made 00.
        var layout = Self.tiny
        layout.layers[0].rows[0].keys[0].width = .units(2)
        var bytes = CompiledLayout.encode(layout)
        let key: [UInt8] = [0x80, 0x04, 0x00, 0x02, 0x00, 0x00, 0x08]
        let start = try #require((0...(bytes.count - key.count)).first { Array(bytes[$0..<$0 + key.count]) == key })
        bytes[start + 6] = 0x00
        #expect(
            throws: CompiledLayoutError.malformed(
                section: "LYT ", offset: start + 6, reason: "a width is 0; it must be > 0")
        ) {
            try CompiledLayout.decode(CompiledLayout.sealed(bytes))
        }
    }

    /// Why the reader refuses a layout of one layer 'p' of `rows` built in code and encoded as it
    /// is (the encoder checks nothing): the reason of its `malformed` error, `nil` if it loads.
    static func reason(_ rows: [[Key]]) -> String? {
        let layout = KeyboardLayout(
            id: "t", name: "T", locale: "en", layers: [Layer(name: "p", rows: rows.map { Row(keys: $0) })])
        do {
            _ = try CompiledLayout.decode(CompiledLayout.encode(layout))
            return nil
        } catch {
            guard case .malformed(_, _, let reason) = error else { return "\(error)" }
            return reason
        }
    }

    /// A compiled layout's spanning keys keep the rule the validator and the geometry keep
    /// (``SpanRule``), with its messages: here a layout built in code that breaks it.
    @Test func spanningKeysKeepTheOneSpanRule() {
        let reason = Self.reason
        func key(_ text: String, span: Int = 1) -> Key {
            Key(action: .character(text, shifted: text.uppercased()), span: span)
        }
        // 'b' in row 1 of 2 spans 3 rows.
        #expect(
            reason([[key("a"), key("b", span: 3)], [key("c")]])
                == "key 'b' spans 3 rows from row 1, past the last row of layer 'p' (it has 2 rows)")
        // 'b' ends row 1; in row 2 it would stand before 'd'.
        #expect(
            reason([[key("a"), key("b", span: 2)], [key("c"), key("d")]])
                == "key 'b' ends row 1 but would have keys after it in row 2, which it spans into; a key spanning "
                + "rows ends all of them or none, so that its touch area meets the keys beside it")
        // 'a' and 'c' both take the place before 'e' in row 3.
        #expect(
            reason([[key("a", span: 3), key("b")], [key("c", span: 2), key("d")], [key("e"), key("f")]])
                == "keys 'a' and 'c' both span into row 3 at the same place")
        // Within the rule: 'b' ends rows 1 and 2.
        #expect(reason([[key("a"), key("b", span: 2)], [key("c")]]) == nil)
    }

    /// Two keys of a layer with one id are refused, whether the id is a text of the pool (a text
    /// key's text, an explicit id) or an action's name; the keys read before the second are
    /// dropped with the row (the row's array is made key by key in place).
    @Test func aLayerWithTwoKeysOfOneIdIsRefused() {
        let reason = Self.reason
        let a = Key(action: .character("a", shifted: "A"))
        let b = Key(action: .character("b", shifted: "B"))
        #expect(reason([[a, b, a]]) == "layer 'p' has two keys with id 'a'")
        #expect(reason([[a, b], [Key(id: "b", action: .space)]]) == "layer 'p' has two keys with id 'b'")
        #expect(reason([[Key(action: .space), a, Key(action: .space)]]) == "layer 'p' has two keys with id 'space'")
        #expect(reason([[a, b], [Key(action: .space), Key(id: "space2", action: .space)]]) == nil)
    }

    @Test func limitsAreCheckedOnLoad() throws {
        var limits = LayoutLimits()
        limits.maxLayers = 0
        #expect(throws: CompiledLayoutError.overLimit(reason: "layer count is 1; the limit is 0")) {
            try CompiledLayout.decode(Self.expected, limits: limits)
        }
        limits = LayoutLimits()
        limits.maxNameLength = 0
        #expect(throws: CompiledLayoutError.overLimit(reason: "a name has 1 characters; the limit is 0")) {
            try CompiledLayout.decode(Self.expected, limits: limits)
        }
    }

    @Test func theLoaderReportsAnErrorAtTheFilesStart() {
        var flipped = Self.expected
        flipped[100] ^= 1
        let result = CompiledLayout.load(bytes: flipped, file: "x.kslayout")
        #expect(result.layout == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code == "KS2603")
        #expect(result.diagnostics.first?.location == SourceLocation(file: "x.kslayout", line: 1, column: 1))
    }
}

extension CompiledFormatTests {
    /// The theme section lists kinds and states in the model's ordinal order, which the reader
    /// relies on to build an appearance from its 16 styles.
    /// A theme's suggestion bar height other than 44 follows the rest of the theme section and
    /// makes the file readable from version 4; at 44 nothing is written, and the file stays
    /// readable from 1.
    @Test func aThemesBarHeightNeedsAVersion4Reader() throws {
        var layout = Self.tiny
        layout.theme = KeyboardTheme.plain
        let standard = CompiledLayout.encode(layout)
        #expect(Array(standard[8..<12]) == [0x06, 0x00, 0x01, 0x00])
        layout.theme?.suggestionBarHeight = 52
        let taller = CompiledLayout.encode(layout)
        #expect(Array(taller[8..<12]) == [0x06, 0x00, 0x04, 0x00])
        // One number more: 52 as a whole number, zigzag(52) << 1 = 208 = D0 01 in LEB128.
        #expect(taller.count == standard.count + 2)
        #expect(Array(taller.suffix(2)) == [0xD0, 0x01])
        #expect(try CompiledLayout.decode(taller) == layout)
        #expect(try CompiledLayout.decode(standard).theme?.suggestionBarHeight == 44)
    }

    @Test func theThemeSectionsOrderIsTheModelsOrdinalOrder() {
        #expect(ThemeSection.kinds.map(\.ordinal) == [0, 1, 2, 3])
        #expect(ThemeSection.states.map(\.ordinal) == [0, 1, 2, 3])
        #expect(ThemeSection.roles.map(\.ordinal) == [0, 1, 2, 3])
        #expect(ThemeSection.kinds.count * ThemeSection.states.count == ThemeAppearance.styleCount)
    }

    /// An appearance made from styles in ordinal order looks each up where the closure form puts
    /// it: kind by kind, four states each (the function key's pressed style is the 6th).
    @Test func anAppearanceFromStylesInOrdinalOrder() {
        func style(_ number: UInt8) -> KeyStyle {
            let color = ThemeColor(red: number, green: 0, blue: 0, alpha: 255)
            return KeyStyle(fill: color, text: color, secondary: color, stroke: nil, shadow: nil)
        }
        let white = ThemeColor(red: 255, green: 255, blue: 255, alpha: 255)
        let styles = (0..<16).map { style(UInt8($0)) }
        let ordered = ThemeAppearance(
            background: white, bubble: style(100), callout: style(101), calloutSelected: style(102),
            stylesInOrdinalOrder: styles)
        #expect(ordered.style(.function, .pressed) == style(5))
        #expect(ordered.style(.primary, .disabled) == style(15))
        let byClosure = ThemeAppearance(
            background: white, bubble: style(100), callout: style(101), calloutSelected: style(102)
        ) { kind, state in styles[kind.ordinal * 4 + state.ordinal] }
        #expect(ordered == byClosure)
        // A short list is filled with its last style; a long one is cut.
        let short = ThemeAppearance(
            background: white, bubble: style(100), callout: style(101), calloutSelected: style(102),
            stylesInOrdinalOrder: Array(styles[0..<3]))
        #expect(short.style(.character, .active) == style(2))
        #expect(short.style(.primary, .disabled) == style(2))
        let long = ThemeAppearance(
            background: white, bubble: style(100), callout: style(101), calloutSelected: style(102),
            stylesInOrdinalOrder: styles + [style(200)])
        #expect(long == ordered)
    }
}

extension CompiledFormatTests {
    /// A layout with a theme: a third section `THM `, not required, after `STR ` and `LYT `; the
    /// theme comes back equal. A reader that does not know the section (as version 1 readers do
    /// not) reads the layout without it; a broken theme is refused naming the section.
    @Test func aThemeTravelsInItsOwnSection() throws {
        var themed = Self.tiny
        themed.theme = .plain
        let bytes = CompiledLayout.encode(themed)
        #expect(Int(bytes[20]) == 3)  // three sections
        let entry = CompiledLayout.headerSize + 2 * CompiledLayout.sectionEntrySize
        #expect(Array(bytes[entry..<entry + 4]) == Array("THM ".utf8))
        #expect(Array(bytes[entry + 12..<entry + 16]) == [0, 0, 0, 0])  // not required
        #expect(try CompiledLayout.decode(bytes).theme == .plain)
        // Renamed, the section is one this reader does not know: skipped.
        var unknown = bytes
        unknown.replaceSubrange(entry..<entry + 4, with: Array("XTR ".utf8))
        #expect(try CompiledLayout.decode(CompiledLayout.sealed(unknown)).theme == nil)
        // The last byte of the theme is the dark disabled style's shadow or secondary alpha;
        // cutting the section one byte short leaves a value unfinished.
        let offset = Int(bytes[entry + 4]) | Int(bytes[entry + 5]) << 8
        let length = Int(bytes[entry + 8]) | Int(bytes[entry + 9]) << 8
        #expect(offset + length == bytes.count)
        var short = Array(bytes.dropLast())
        short[entry + 8] = UInt8((length - 1) & 0xFF)
        short[entry + 9] = UInt8((length - 1) >> 8)
        #expect(throws: CompiledLayoutError.self) { try CompiledLayout.decode(CompiledLayout.sealed(short)) }
        do {
            _ = try CompiledLayout.decode(CompiledLayout.sealed(short))
        } catch {
            #expect(error.description.contains("section 'THM '"), "\(error)")
        }
    }

    /// The theme's texts are read as the layout's are: an index past every text — here 2⁶³, ten
    /// bytes of LEB128, too large even for an `Int` (a fuzzer found the theme reader trapping on
    /// it) — is a malformed file, not a crash.
    @Test func aThemeTextIndexPastThePoolIsMalformed() throws {
        var themed = Self.tiny
        themed.theme = .plain
        let bytes = CompiledLayout.encode(themed)
        let entry = CompiledLayout.headerSize + 2 * CompiledLayout.sectionEntrySize
        let offset = Int(bytes[entry + 4]) | Int(bytes[entry + 5]) << 8
        let length = Int(bytes[entry + 8]) | Int(bytes[entry + 9]) << 8
        #expect(bytes[offset] < 0x80)  // the theme's id: a one-byte index
        let huge: [UInt8] = Array(repeating: 0x80, count: 9) + [0x01]  // 1 << 63
        var broken = Array(bytes[..<offset]) + huge + Array(bytes[(offset + 1)...])
        broken[entry + 8] = UInt8((length + 9) & 0xFF)
        broken[entry + 9] = UInt8((length + 9) >> 8)
        do {
            _ = try CompiledLayout.decode(CompiledLayout.sealed(broken))
            Issue.record("a theme text index of 2⁶³ was read")
        } catch {
            #expect(error.description.contains("text index 9223372036854775808 is past the"), "\(error)")
        }
    }
}
