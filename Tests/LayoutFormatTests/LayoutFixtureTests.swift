import Foundation
import KeyboardModel
import LayoutValidation
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat

/// One invalid fixture and the diagnostics it must give, written by hand from the file.
struct InvalidFixture: CustomTestStringConvertible, Sendable {
    /// `invalid` or `warnings`.
    let folder: String
    let name: String
    /// More sizes to lay the layers out at, as `validate --size` does.
    let sizes: [KeyboardSize]
    /// `LINE:COLUMN: severity CODE: message`; notes indented; another file's name as a prefix.
    let expected: [String]

    init(_ name: String, in folder: String = "invalid", sizes: [KeyboardSize] = [], _ expected: [String]) {
        self.folder = folder
        self.name = name
        self.sizes = sizes
        self.expected = expected
    }

    var testDescription: String { folder + "/" + name }
}

private let attributes = "'left', 'right', 'top', 'bottom', 'width', 'height', 'center-x', 'center-y'"
private let leaves = "leaves the layout's folder; a parent must be in the same folder or below it"
private let approximate =
    "of the text, which is written over several lines or with escapes, so the column points at its start"
private let actions =
    "'shift', 'caps-lock', 'backspace', 'space', 'return', 'layer', 'next-keyboard', 'dismiss', 'dead', 'custom', "
    + "'modify-previous', 'caret-left', 'caret-right', 'caret-up', 'caret-down', 'delete-forward', 'tab', 'escape', "
    + "'control', 'alt', 'function', 'copy', 'cut', 'paste', 'select-all', 'settings', 'emoji'"

@Suite struct LayoutFixtureTests {
    static let invalid: [InvalidFixture] = [
        // Structure: a JSON Schema could reject these.
        InvalidFixture(
            "unknown-field", ["12:1: error KS2001: unknown field 'directon' in the layout; did you mean 'direction'?"]),
        InvalidFixture(
            "unknown-key-field",
            [
                "10:16: error KS2003: missing required field 'text'; a key needs 'text' or 'action'",
                "10:17: error KS2001: unknown field 'txt' in a key; did you mean 'text'?",
            ]),
        InvalidFixture(
            "unknown-metrics-field",
            ["12:11: error KS2001: unknown field 'key-gaps' in 'metrics'; did you mean 'key-gap'?"]),
        InvalidFixture("wrong-type-number", ["6:15: error KS2002: expected a number, found a mapping"]),
        InvalidFixture("wrong-type-rows", ["9:11: error KS2002: expected a list of rows, found a string"]),
        InvalidFixture("wrong-type-key", ["10:16: error KS2002: expected a key (text or a mapping), found a sequence"]),
        InvalidFixture("missing-format", ["2:1: error KS2003: missing required field 'format'"]),
        InvalidFixture("missing-id", ["2:1: error KS2003: missing required field 'id'"]),
        InvalidFixture("missing-name", ["2:1: error KS2003: missing required field 'name'"]),
        InvalidFixture("missing-size", ["2:1: error KS2003: missing required field 'size'"]),
        InvalidFixture("missing-layers", ["2:1: error KS2003: missing required field 'layers'"]),
        InvalidFixture(
            "unknown-theme",
            [
                "7:8: error KS2802: unknown theme 'iso' named by 'theme'; did you mean 'ios'? (bundled themes: 'ios', 'material')"
            ]),
        InvalidFixture("missing-size-height", ["6:7: error KS2003: missing required field 'height'"]),
        InvalidFixture("missing-rows", ["12:12: error KS2003: missing required field 'rows'"]),
        InvalidFixture("row-missing-keys", ["10:9: error KS2003: missing required field 'keys'"]),
        InvalidFixture("format-2", ["2:9: error KS2005: unsupported format 2; this version reads format 1"]),
        InvalidFixture("format-not-integer", ["2:9: error KS2002: expected an integer, found a string"]),
        InvalidFixture(
            "bad-direction", ["12:12: error KS2004: bad value 'up' for 'direction'; expected one of 'ltr', 'rtl'"]),
        InvalidFixture(
            "bad-action",
            [
                "11:58: error KS2004: bad value 'shfit' for 'action'; did you mean 'shift'?",
                "  11:58: note: 'action' is one of \(actions)",
            ]),
        InvalidFixture(
            "bad-autocapitalize",
            [
                "12:28: error KS2004: bad value 'always' for 'autocapitalize'; did you mean 'all'?",
                "  12:28: note: 'autocapitalize' is one of 'none', 'words', 'sentences', 'all'",
            ]),
        InvalidFixture(
            "bad-align",
            [
                "10:34: error KS2004: bad value 'middle' for 'align'; did you mean 'center'?",
                "  10:34: note: 'align' is one of 'left', 'center', 'right'",
            ]),
        InvalidFixture(
            "bool-yes", ["12:33: error KS2002: expected true or false for 'double-space-period', found 'yes'"]),
        InvalidFixture("negative-metric", ["12:20: error KS2008: 'key-gap' must not be negative, found -1"]),
        InvalidFixture("zero-row-height", ["10:35: error KS2008: 'height' must be greater than 0, found 0"]),
        InvalidFixture(
            "bad-layer-name",
            [
                "8:3: error KS2009: bad layer name 'Letters'; a layer name is a lower-case letter followed by "
                    + "lower-case letters, digits and '-'; did you mean 'letters'?"
            ]),
        InvalidFixture("empty-key-text", ["10:23: error KS2010: a key's text must not be empty"]),
        InvalidFixture("empty-layer", ["13:11: error KS2011: layer 'numbers' has no rows"]),
        InvalidFixture("empty-row", ["10:9: error KS2012: empty row; a row needs at least one key"]),
        InvalidFixture("empty-layers", ["7:9: error KS2011: 'layers' is empty; a layout needs at least one layer"]),
        InvalidFixture(
            "width-unparsable",
            [
                "10:33: error KS2013: cannot read 'width' '12px'; expected a number of units, points ('60pt') or a "
                    + "percentage ('25%'), or 'fill'"
            ]),
        InvalidFixture("width-negative", ["10:33: error KS2014: 'width' must be greater than 0, found '-1'"]),
        InvalidFixture("width-zero", ["10:33: error KS2014: 'width' must be greater than 0, found '0'"]),
        InvalidFixture("width-over-100-percent", ["10:33: error KS2014: 'width' must be at most 100%, found '150%'"]),
        InvalidFixture("to-without-layer-action", ["10:26: error KS2006: 'to' is only allowed with 'action: layer'"]),
        InvalidFixture(
            "layer-key-missing-to", ["10:16: error KS2003: missing required field 'to' for 'action: layer'"]),
        InvalidFixture(
            "dead-key-missing-accent", ["10:16: error KS2003: missing required field 'accent' for 'action: dead'"]),
        InvalidFixture(
            "custom-missing-name", ["10:16: error KS2003: missing required field 'name' for 'action: custom'"]),
        InvalidFixture(
            "key-missing-text", ["10:16: error KS2003: missing required field 'text'; a key needs 'text' or 'action'"]),
        InvalidFixture(
            "text-with-action", ["11:48: error KS2006: 'text' is only allowed on text keys, without 'action'"]),
        InvalidFixture(
            "constraint-not-string", ["13:5: error KS2002: expected a constraint (a string), found a mapping"]),
        InvalidFixture("alternates-not-list", ["12:17: error KS2002: expected a list of strings, found a string"]),
        InvalidFixture("extends-escape", ["4:10: error KS2402: 'extends' path '../valid/base.yaml' \(leaves)"]),
        InvalidFixture("extends-absolute", ["4:10: error KS2402: 'extends' path '/etc/hostname' \(leaves)"]),

        // Semantics: a JSON Schema would accept these.
        InvalidFixture("non-finite-size", ["6:15: error KS2007: 'width' must be a finite number, found '.inf'"]),
        InvalidFixture("width-not-finite", ["10:33: error KS2014: 'width' must be finite, found '.inf'"]),
        InvalidFixture(
            "min-greater-than-max", ["10:37: error KS2015: 'min-width' 60pt is greater than 'max-width' 40pt"]),
        InvalidFixture(
            "duplicate-key-id",
            [
                "10:16: error KS2101: duplicate key id 'q' in layer 'letters'; give one of the keys an explicit 'id'",
                "  10:10: note: 'q' is first used here",
            ]),
        InvalidFixture(
            "duplicate-layer-key-id",
            [
                "10:43: error KS2101: duplicate key id 'layer' in layer 'letters'; give one of the keys an explicit 'id'",
                "  10:13: note: 'layer' is first used here",
            ]),
        InvalidFixture(
            "unknown-layer-target", ["10:36: error KS2102: no layer named 'leters'; did you mean 'letters'?"]),
        InvalidFixture(
            "return-to-missing-layer",
            ["12:23: error KS2103: no layer named 'leters' for 'return-to'; did you mean 'letters'?"]),
        InvalidFixture(
            "lookalike-accent-composes-nothing",
            [
                "14:45: error KS2104: dead key accent '´' (U+1FFD GREEK OXIA) composes nothing; did you mean its "
                    + "look-alike '΄' (U+0384 GREEK TONOS)?"
            ]),
        InvalidFixture(
            "layer-indented-too-far",
            [
                // One error: the rows after the name are the layer's (no duplicate 'rows'), and
                // the keys switching to it find it (no "no layer named 'numbers'").
                "14:5: error KS2018: layer 'numbers' is indented 2 more than layer 'letters' on line 10, so it "
                    + "reads as a field of 'letters'; indent it 2 spaces, as 'letters' is",
                "  10:3: note: layer 'letters' is here",
            ]),
        InvalidFixture(
            "degree-sign-for-ring",
            [
                "11:39: error KS2104: dead key accent '°' (U+00B0 DEGREE SIGN) composes nothing; did you mean its "
                    + "look-alike '˚' (U+02DA RING ABOVE)?"
            ]),
        InvalidFixture(
            "dead-key-without-composition",
            [
                "10:39: error KS2104: dead key accent '¤' composes nothing; add it to 'compose' or use an accent with "
                    + "a combining mark"
            ]),
        InvalidFixture("constraint-syntax-column", ["13:25: error KS2301: expected an expression after '+'"]),
        InvalidFixture(
            "constraint-syntax-quoted-column",
            ["13:29: error KS2301: expected ')'", "  13:17: note: to match this '('"]),
        InvalidFixture(
            "constraint-escaped-fallback",
            [
                "13:5: error KS2301: expected an expression after '*'",
                "  13:5: note: the problem is at character 21 \(approximate)",
            ]),
        InvalidFixture(
            "constraint-unknown-key", ["13:16: error KS2302: unknown key id 'ww' in constraint; did you mean 'w'?"]),
        InvalidFixture(
            "constraint-unknown-attribute",
            ["13:7: error KS2303: unknown attribute 'widht'; expected one of \(attributes)"]),
        InvalidFixture(
            "constraint-non-linear", ["13:13: error KS2304: non-linear term: a product of two key attributes"]),
        InvalidFixture("constraint-division-by-zero", ["13:26: error KS2305: division by zero"]),
        InvalidFixture(
            "constraint-missing-relation",
            ["13:12: error KS2306: missing relation: expected '==', '<=' or '>=' after the expression"]),
        InvalidFixture(
            "constraint-bad-strength",
            ["13:25: error KS2307: unknown strength 'always'; expected one of 'required', 'strong', 'medium', 'weak'"]),
        InvalidFixture("constraint-too-deep", ["13:48: error KS2308: too deeply nested: more than 32 parentheses"]),
        InvalidFixture("constraint-no-key", ["13:5: error KS2309: constraint names no key"]),
        InvalidFixture(
            "extends-cycle-a",
            [
                "4:10: error KS2403: 'extends' cycle: extends-cycle-a.yaml → extends-cycle-b.yaml "
                    + "→ extends-cycle-a.yaml",
                "  extends-cycle-b.yaml:4:10: note: 'extends-cycle-b.yaml' extends 'extends-cycle-a.yaml' here",
            ]),
        InvalidFixture(
            "extends-cycle-b",
            [
                "4:10: error KS2403: 'extends' cycle: extends-cycle-b.yaml → extends-cycle-a.yaml "
                    + "→ extends-cycle-b.yaml",
                "  extends-cycle-a.yaml:4:10: note: 'extends-cycle-a.yaml' extends 'extends-cycle-b.yaml' here",
            ]),
        InvalidFixture(
            "extends-missing",
            ["4:10: error KS2401: cannot read 'no-such-parent.yaml' named by 'extends': no such file or directory"]),

        // Geometry: `validate` lays every layer out (and says a row's percentages in its terms).
        InvalidFixture(
            "geometry-constraint-conflict",
            [
                // q and w are 1 unit wide: q = 2 × w means u = 2u, so u = 0 < 20.
                "8:3: error KS3002: layer 'letters' has required constraints that cannot all hold: key 'q' in row 1 "
                    + "of layer 'letters' must be at least 20 pt wide (min-key-width); constraint "
                    + "'q.width == 2 * w.width' in layer 'letters'",
                "  10:10: note: key 'q' in row 1 of layer 'letters' must be at least 20 pt wide (min-key-width)",
                "  13:5: note: constraint 'q.width == 2 * w.width' in layer 'letters'",
            ]),
        InvalidFixture(
            "geometry-space-too-wide",
            [
                // space ≥ 500 makes the unit 500: row 1 needs 3 × 500 + 2 gaps of 6 + insets 3 + 3.
                "8:3: error KS3001: layer 'letters' needs width ≥ 1518 pt, got 390 pt: row 1 takes 1500 pt for its "
                    + "3 keys at their smallest + 12 pt for 2 key gaps + 6 pt for insets (left 3, right 3)",
                "  10:9: note: row 1 of layer 'letters' must fit the width",
                "  13:5: note: constraint 'space.width >= 500' in layer 'letters'",
            ]),
        InvalidFixture(
            "geometry-min-row-height",
            [
                // 4 rows of 60, 3 gaps of 12, insets 8 + 4; 72 pt short: 4 rows of 42 would fit
                // (row-gap would go below 0, and no inset is 72 pt).
                "9:3: error KS3001: layer 'letters' needs height ≥ 288 pt, got 216 pt: it takes 240 pt for 4 rows at "
                    + "their smallest + 36 pt for 3 row gaps of 12 pt + 12 pt for insets (top 8, bottom 4)",
                "  9:3: note: the rows of layer 'letters' must fill the height",
                "  11:9: note: row 1 of layer 'letters' must be at least 60 pt high (min-row-height)",
                "  7:10: note: row-gap: 3 gaps of 12 pt take 36 pt",
                "  7:10: note: insets: top 8 + bottom 4 take 12 pt",
                "  7:10: note: the smallest change that fits: min-row-height ≤ 42 (it is 60)",
            ]),
        InvalidFixture(
            "geometry-row-percentages",
            [
                "10:9: error KS3007: the widths of row 1 of layer 'letters' add up to 110% of the row (60% + 50%); "
                    + "a row's percentages can take at most 100%",
                // 10% of 384 pt is 38.4; 3 gaps of 6 leave 20.4 for three keys of at least 20.
                "11:9: error KS3007: row 2 of layer 'letters' gives 90% of its width to keys sized in percent (90%), "
                    + "which leaves 20.4 pt at 390 × 216 pt for its 3 other keys, which need at least 60 pt",
            ]),
        InvalidFixture(
            "geometry-landscape", sizes: [KeyboardSize(width: 844, height: 160)],
            [
                // Fits 216 pt; at 160: 3 rows of 44, 2 gaps of 12, insets 8 + 4 = 168. 8 pt short:
                // rows of 44 × (1 − 8/132) = 41.33 (6% less) beat row-gap 8 (33%) and insets.top 0.
                "9:3: error KS3001: layer 'letters' needs height ≥ 168 pt, got 160 pt: it takes 132 pt for 3 rows at "
                    + "their smallest + 24 pt for 2 row gaps of 12 pt + 12 pt for insets (top 8, bottom 4)",
                "  9:3: note: the rows of layer 'letters' must fill the height",
                "  11:9: note: row 1 of layer 'letters' must be at least 44 pt high (min-row-height)",
                "  7:10: note: row-gap: 2 gaps of 12 pt take 24 pt",
                "  7:10: note: insets: top 8 + bottom 4 take 12 pt",
                "  7:10: note: the smallest change that fits: min-row-height ≤ 41.33 (it is 44); or add a form for "
                    + "keyboards from 844 pt wide, with rows that fit 160 pt (see 'forms')",
            ]),
        InvalidFixture(
            "geometry-fixed-key-overflow",
            [
                // Row 3: 2 keys of 1.25 units (1.25 × 20 + 0.25 × 6 = 26.5) + space at 20 = 73, + 320 + 3 gaps
                // of 6 + insets 3 + 3 = 417; 27 pt short, so return at 293 pt fits; 320 / 411 = 78%.
                "10:3: error KS3001: layer 'letters' needs width ≥ 417 pt, got 390 pt: row 3 takes 320 pt for "
                    + "'return' (fixed) + 73 pt for its 3 other keys at their smallest + 18 pt for 3 key gaps + 6 pt "
                    + "for insets (left 3, right 3)",
                "  14:108: note: key 'return' is 320 pt wide (fixed), 78% of row 3, the most of any key",
                "  12:10: note: key ';' in row 1 of layer 'letters' must be at least 20 pt wide (min-key-width)",
                "  14:78: note: key 'space' in row 3 of layer 'letters' must be at least 20 pt wide (min-key-width)",
                "  14:9: note: row 3 of layer 'letters' must fill the width (it has a fill key)",
                "  14:108: note: the smallest change that fits: width: 293pt on key 'return'",
            ]),

        // Indentation: one error at the line that is off, saying by how much; nothing after it.
        InvalidFixture(
            "indent-layer-under-layer",
            [
                "13:5: error KS2018: layer 'numbers' is indented 2 more than layer 'letters' on line 8, so it reads "
                    + "as a field of 'letters'; indent it 2 spaces, as 'letters' is",
                "  8:3: note: layer 'letters' is here",
            ]),
        InvalidFixture(
            "indent-row-too-far",
            [
                "11:9: error KS1001: line 11 is indented 2 more than the list item on line 10, so it belongs to no "
                    + "list above it; indent it 6 spaces, as line 10 is",
                "  10:7: note: the list item on line 10",
                "  11:9: note: YAML stops here: did not find expected '-' indicator",
            ]),
        InvalidFixture(
            "indent-layer-as-row",
            [
                "14:7: error KS1001: line 14 is indented 2 more than the key on line 11, so it belongs to no "
                    + "mapping above it; indent it 4 spaces, as line 11 is",
                "  11:5: note: the key on line 11",
                "  14:7: note: YAML stops here: did not find expected '-' indicator",
            ]),
        InvalidFixture(
            "indent-key-between",
            [
                "12:2: error KS1001: line 12 is indented 1 space: 1 more than the key on line 7 and 1 less than the "
                    + "key on line 8; indent it as one of them",
                "  7:1: note: this key is indented 0 spaces",
                "  8:3: note: this key is indented 2 spaces",
                "  12:2: note: YAML stops here: did not find expected key",
            ]),

        // Row 1 is line 12: `      - [` puts the first `k` at column 10, each next one 3 further.
        InvalidFixture(
            "duplicate-key-ids-many",
            (0..<16).flatMap { index in
                [
                    "12:\(13 + 3 * index): error KS2101: duplicate key id 'k' in layer 'letters'; give one of the keys "
                        + "an explicit 'id'",
                    "  12:10: note: 'k' is first used here",
                ]
            } + ["12:61: error KS2101: 1 more duplicate key id in layer 'letters', not listed one by one"]),
        InvalidFixture(
            "unknown-layer-field-list",
            ["13:5: error KS2001: unknown field 'rowz' in layer 'letters'; did you mean 'rows'?"]),

        // One mistake, one diagnostic: a misspelt `to:` counts as reaching the layer it suggests,
        // and one that suggests nothing keeps every layer from being called unreachable.
        InvalidFixture(
            "layer-target-typo-no-knock-on", ["12:30: error KS2102: no layer named 'numbrs'; did you mean 'numbers'?"]),
        InvalidFixture("layer-target-unknown-no-knock-on", ["12:30: error KS2102: no layer named 'extra'"]),

        // YAML traps: said at the character, with how to quote it.
        InvalidFixture(
            "yaml-hash-in-flow-row",
            [
                "10:16: error KS1001: a '#' after a space starts a comment, which hides the rest of the line",
                "  10:16: note: quote it: \"#\"",
                "  11:7: note: YAML stops here: did not find expected node content (while parsing a flow node)",
            ]),
        InvalidFixture(
            "yaml-bang-key", ["10:13: error KS1016: '!' starts a tag here, not text", "  10:13: note: quote it: \"!\""]),
        InvalidFixture(
            "yaml-star-key",
            [
                "10:13: error KS1001: '*' starts an alias here, not text",
                "  10:13: note: quote it: \"*\"",
                "  10:14: note: YAML stops here: did not find expected alphabetic or numeric character (while "
                    + "scanning an alias)",
            ]),
        InvalidFixture(
            "yaml-at-key",
            [
                "10:13: error KS1001: '@' is reserved in YAML and cannot start unquoted text",
                "  10:13: note: quote it: \"@\"",
                "  10:13: note: YAML stops here: found character that cannot start any token (while scanning for "
                    + "the next token)",
            ]),
        InvalidFixture(
            "decimal-comma",
            [
                "8:12: error KS2002: expected a number for 'key-gap', found '1,5'; write a decimal point: 1.5",
                "12:29: error KS2001: unknown field '5' in a key; '1,5' reads as 1 and a field '5': write a decimal "
                    + "point, 1.5",
                "12:50: error KS2013: cannot read 'width' '12,5%'; write a decimal point: 12.5%",
            ]),

        // Suggestions: for values too, never of what is itself an error, never unrelated.
        InvalidFixture(
            "value-suggestions",
            [
                "7:12: error KS2004: bad value 'LTR' for 'direction'; did you mean 'ltr'?",
                "  7:12: note: 'direction' is one of 'ltr', 'rtl'",
                "12:47: error KS2004: bad value 'enter' for 'action'; did you mean 'return'?",
                "  12:47: note: 'action' is one of \(actions)",
                "12:63: error KS2004: bad value 'centre' for 'align'; did you mean 'center'?",
                "  12:63: note: 'align' is one of 'left', 'center', 'right'",
            ]),
        InvalidFixture(
            "suggestions-unrelated",
            [
                "13:5: error KS2302: unknown key id 'é' in constraint",
                "14:5: error KS2302: unknown key id 'a' in constraint",
            ]),
        InvalidFixture(
            "bad-layer-name-target",
            [
                "12:3: error KS2009: bad layer name 'Numbers'; a layer name is a lower-case letter followed by "
                    + "lower-case letters, digits and '-'; did you mean 'numbers'?"
            ]),
        InvalidFixture(
            "unknown-action-no-knock-on",
            [
                "11:19: error KS2004: bad value 'shfit' for 'action'; did you mean 'shift'?",
                "  11:19: note: 'action' is one of \(actions)",
            ]),

        // Gestures.
        InvalidFixture(
            "multitap-action", ["10:34: error KS2016: a multitap step types text; 'backspace' is an action"]),
        InvalidFixture(
            "flick-distances-out-of-order",
            [
                // flick-lock keeps its default, 0.35.
                "7:25: error KS2017: the flick distances must grow: 'flick-start' (0.5) ≤ 'flick-lock' (0.35) ≤ "
                    + "'flick-trigger' (0.4)"
            ]),
        InvalidFixture(
            "modify-table-missing", ["12:46: error KS2118: no modify table named 'smal'; did you mean 'small'?"]),

        // Gaps.
        InvalidFixture(
            "gap-errors",
            [
                "10:19: error KS2013: cannot read 'gap' ''; expected a number of units, points ('60pt') or a "
                    + "percentage ('25%')",
                "10:34: error KS2006: 'text' is not allowed in a gap, which has no key; write the gap on its own",
                "10:53: error KS2013: 'fill' is not allowed for 'gap'; expected units, points or a percentage",
            ]),

        // Key caps.
        InvalidFixture(
            "default-alternate-not-listed",
            [
                // e takes the table's [è, é, ê]; u has none; a's own [à] holds its default.
                "12:39: error KS2120: 'default-alternate' 'ë' is not one of the key's alternates; they are 'è', "
                    + "'é', 'ê'",
                "12:72: error KS2120: 'default-alternate' 'ü' is not one of the key's alternates; it has none",
            ]),
        // Shifted faces: the value of `shift-of` is at column 15 of `    shift-of: …`; no
        // "cannot be reached" warning follows for the faces.
        InvalidFixture(
            "shift-of-unknown-layer",
            [
                "12:15: error KS2121: no layer named 'leters' for 'shift-of'; did you mean 'letters'?",
                "16:15: error KS2121: layer 'marks' cannot be the shifted face of itself",
            ]),
        InvalidFixture(
            "shift-of-twice",
            [
                "16:15: error KS2122: layer 'letters' already has a shifted face, 'harakat'",
                "  12:15: note: 'harakat' is its face here",
                "20:15: error KS2122: layer 'harakat' is itself the shifted face of 'letters'; a face belongs to a "
                    + "layer without one",
            ]),
        // Spans: `span` values at their columns (worked out from each line's text).
        InvalidFixture(
            "span-past-last-row",
            [
                "10:41: error KS2125: key '+' spans 4 rows from row 1, past the last row of layer 'pad' (it has 3 rows)",
                // Row 3 keeps its four keys (their bad spans read as 1): return would stand before
                // the fourth. `      - ["1", "2", "3", {action: return, span: ` is 47 characters.
                "11:48: error KS2131: key 'return' ends row 2 but would have keys after it in row 3, which it spans "
                    + "into; a key spanning rows ends all of them or none, so that its touch area meets the keys beside it",
                "12:52: error KS2008: 'span' must be a whole number of rows from 1 to 32, found 0",
                "12:74: error KS2008: 'span' must be a whole number of rows from 1 to 32, found 1.5",
            ]),
        // Forms: `form: ` is 6 characters, `  - name: ` 10, `  - ` 4, `    size: ` 10.
        InvalidFixture(
            "form-names",
            [
                "7:7: error KS2128: bad form name 'Phone'; a form name is a lower-case letter followed by lower-case "
                    + "letters, digits and '-'; did you mean 'phone'?",
                "17:11: error KS2128: a form named 'tablet' comes twice; name each once",
                "  13:11: note: 'tablet' is first named here",
                "21:5: error KS2003: missing required field 'name'",
            ]),
        InvalidFixture(
            "form-widths",
            // Columns: `  - {name: small, min-width: 600, max-width: ` is 45 characters, the same
            // with `medium, min-width: 800` 46, `  - {name: medium, min-width: ` 30, `large` 29,
            // `  - {name: huge, min-width: ` 28 and 44 with its max-width, `widest` 47.
            [
                "12:46: error KS2129: widths from 700 to 800 show no form: 'small' ends at 700 and 'medium' starts at 800",
                "  13:31: note: 'medium' starts here",
                "13:47: error KS2129: form 'medium' (widths 800 to 1000) overlaps 'large', which starts at 900",
                "  14:30: note: 'large' starts here",
                "15:29: error KS2129: forms 'large' and 'huge' both start at width 900; each width shows one form",
                "  14:30: note: 'large' starts here",
                "15:45: error KS2015: 'max-width' 800 of form 'huge' is not wider than its 'min-width' 900",
                "16:48: error KS2129: widths above 2000 show no form: the widest form, 'widest', is shown at every width "
                    + "from its 'min-width'; leave 'max-width' out",
            ]),
        InvalidFixture(
            "form-size-outside",
            [
                "6:7: error KS2130: 'size' prefers a width of 800, but the top-level layers are shown only below 700, "
                    + "where form 'tablet' starts; make 'size' narrower or that form's 'min-width' wider",
                "  13:16: note: form 'tablet' starts here",
                "14:11: error KS2130: form 'tablet' prefers a width of 1200, but it is shown at widths from 700 up to 1000",
                "18:11: error KS2130: form 'desktop' prefers a width of 900, but it is shown at widths from 1000 up",
                // A form's layers are checked like the top-level ones, against its own layer names;
                // the broken target could have led to a return key, so "no return key" is not said.
                "22:37: error KS2102: no layer named 'numbers'",
            ]),
        InvalidFixture(
            "spans-meet",
            // Both tall keys start their rows, so both stand before the first key of row 3;
            // `      - [{text: +, span: ` is 25 characters.
            ["11:26: error KS2126: keys '-' and '+' both span into row 3 at the same place"]),
        InvalidFixture(
            "span-ends-differ",
            // Row 2 has two keys, so '-' (index 2, with '+' after it) would stand after them, and
            // '=' (ending row 3, index 1) before the '0' of row 4. `      - ["7", "8", {text: "-", span: `
            // is 37 characters, `      - ["1", {text: "=", span: ` 32.
            [
                "10:38: error KS2131: key '-' has keys after it in row 1 but would end row 2 (it has 2), which it spans "
                    + "into; a key spanning rows ends all of them or none, so that its touch area meets the keys beside it",
                "12:33: error KS2131: key '=' ends row 3 but would have keys after it in row 4, which it spans into; a "
                    + "key spanning rows ends all of them or none, so that its touch area meets the keys beside it",
            ]),
        InvalidFixture(
            "layer-key-to-shift-face",
            [
                // `behavior: {return-to: ` is 22 characters; the layer key's mapping starts after
                // `      - [ا, ب, {action: shift}, ` (32).
                "7:23: error KS2123: 'return-to' names 'harakat', the shifted face of 'letters'; name 'letters'",
                "11:33: error KS2123: layer 'harakat' is the shifted face of 'letters'; switch to 'letters', and shift "
                    + "shows 'harakat'",
            ]),
        InvalidFixture(
            "bad-symbol",
            [
                "10:51: error KS2004: bad value 'emoj' for 'symbol'; did you mean 'emoji'?",
                "  10:51: note: 'symbol' is one of 'shift', 'caps-lock', 'backspace', 'delete-forward', 'return', "
                    + "'space', 'tab', 'globe', 'dismiss', 'arrow-left', 'arrow-right', 'arrow-up', 'arrow-down', "
                    + "'emoji', 'settings', 'microphone', 'escape', 'control', 'alt', 'function', 'command', 'copy', "
                    + "'cut', 'paste', 'select-all'",
            ]),
        InvalidFixture(
            "flick-errors",
            [
                "10:10: error KS2102: the flick 's' of this key: no layer named 'numbrs'",
                "10:42: error KS2006: 'width' is not allowed in flick 'n'; it takes what a key types and shows",
                "10:53: error KS2001: unknown field 'up' in 'flicks' (directions n, ne, e, se, s, sw, w, nw); did you "
                    + "mean 'n'?",
            ]),
    ]

    /// Layouts that work but say something that does nothing: warnings (errors with `--strict`).
    static let warnings: [InvalidFixture] = [
        InvalidFixture(
            "unreachable-layer", in: "warnings",
            ["12:3: warning KS2105: layer 'numbers' cannot be reached: no key leads to it from 'letters'"]),
        InvalidFixture(
            "no-backspace", in: "warnings",
            ["7:1: warning KS2107: no backspace key in any layer reachable from 'letters'"]),
        InvalidFixture(
            "no-return", in: "warnings", ["7:1: warning KS2108: no return key in any layer reachable from 'letters'"]),
        InvalidFixture(
            "one-shot-does-nothing", in: "warnings",
            [
                "9:3: warning KS2127: 'one-shot' on layer 'letters' does nothing: the first layer is not reached from "
                    + "another one",
                "16:3: warning KS2127: 'one-shot' on layer 'altgr-shift' does nothing: a shifted face follows its layer; "
                    + "make 'altgr' one-shot instead",
            ]),
        InvalidFixture(
            "shift-face-never-shown", in: "warnings",
            [
                "12:15: warning KS2124: layer 'harakat' is never shown: 'letters' has no shift or caps-lock key and "
                    + "nothing turns shift on"
            ]),
        InvalidFixture(
            "duplicate-alternate", in: "warnings",
            ["12:24: warning KS2106: duplicate alternate 'é'", "  12:18: note: first listed here"]),
        InvalidFixture(
            "comment-like-entry", in: "warnings",
            [
                "9:3: warning KS1015: this line is a comment, not an entry: a '#' at the start of a line starts a "
                    + "comment",
                "  9:3: note: to make '#' a key, quote it: \"#\"",
            ]),
        InvalidFixture(
            "unused-alternates", in: "warnings",
            [
                "9:3: warning KS2109: no key has the id 'ee', so these alternates are never shown; did you mean 'e'?",
                "10:3: warning KS2109: no key has the id '€', so these alternates are never shown",
            ]),
        InvalidFixture(
            "unused-compose", in: "warnings",
            ["9:3: warning KS2110: no dead key has the accent '`', so these compositions are never used"]),
        InvalidFixture(
            "lookalike-alternates-id", in: "warnings",
            [
                "9:3: warning KS2109: no key has the id 'а' (U+0430 CYRILLIC SMALL LETTER A), so these alternates are "
                    + "never shown; did you mean its look-alike 'a'?"
            ]),
        InvalidFixture(
            "lookalike-accent", in: "warnings",
            [
                "15:45: warning KS2132: dead key accent '´' (U+00B4 ACUTE ACCENT) has no entry in 'compose'; did you "
                    + "mean its look-alike '΄' (U+0384 GREEK TONOS)?"
            ]),
        InvalidFixture(
            "constraint-applies-nowhere", in: "warnings",
            ["16:5: warning KS2111: this constraint applies to no layer: no layer has both 'q' and '1'"]),
        InvalidFixture(
            "layer-key-to-own-layer", in: "warnings",
            ["10:36: warning KS2112: this key switches to layer 'letters', the layer it is on, so it does nothing"]),
        InvalidFixture(
            "id-not-file-name", in: "warnings",
            [
                "3:5: warning KS2113: id 'id-is-not-the-name' differs from the file's name, 'id-not-file-name.yaml'; "
                    + "a layout's id is its file's name without '.yaml'"
            ]),
        InvalidFixture(
            "locale-not-bcp47", in: "warnings",
            ["5:9: warning KS2114: locale 'en_US' is not a well-formed BCP 47 language tag; did you mean 'en-US'?"]),
        InvalidFixture(
            "every-row-fills", in: "warnings",
            [
                "8:3: warning KS2115: every row of layer 'letters' has a 'fill' key and 'max-unit-width' is not set, "
                    + "so the keys sized in units grow until 'fill' keys shrink to their minimum width; set "
                    + "'max-unit-width' or size one row without 'fill'"
            ]),
        InvalidFixture(
            "autocapitalize-without-shift", in: "warnings",
            [
                "7:28: warning KS2116: 'autocapitalize' is 'sentences', but no layer has a shift key, so nothing is "
                    + "capitalised; add a shift key or set 'autocapitalize: none'"
            ]),
        InvalidFixture(
            "unused-modify-table", in: "warnings",
            ["9:3: warning KS2119: no modify-previous key uses the table 'capital'"]),
        InvalidFixture(
            "shifted-not-uppercase", in: "warnings",
            [
                "7:28: warning KS2117: 'autocapitalize' is 'sentences', but shift types other characters, not "
                    + "capitals ('ण' on the 'म' key), which would be typed at the start of each sentence; set "
                    + "'autocapitalize: none'",
                "  11:10: note: the 'म' key, shifted to 'ण'",
            ]),
    ]

    /// The diagnostics in the form of the table, with another file's name as a prefix.
    static func lines(_ diagnostics: [Diagnostic], file: String) -> [String] {
        /// `LINE:COLUMN`, after the file's name when it is another file.
        func place(_ location: KeyboardModel.SourceLocation) -> String {
            let prefix = location.file == file ? "" : LayoutLoader.lastComponent(location.file) + ":"
            return "\(prefix)\(location.line):\(location.column)"
        }
        return diagnostics.flatMap { diagnostic -> [String] in
            let head =
                "\(place(diagnostic.location)): \(diagnostic.severity.rawValue) \(diagnostic.code): \(diagnostic.message)"
            return [head] + diagnostic.notes.map { "  \(place($0.location)): note: \($0.message)" }
        }
    }

    /// What `keysmith validate` finds in a file: the loader's diagnostics, then those of laying
    /// every layer out at the preferred size and at `sizes`.
    static func validate(_ path: String, sizes: [KeyboardSize]) -> (result: LayoutLoadResult, diagnostics: [Diagnostic])
    {
        let result = LayoutLoader().load(path: path)
        var diagnostics = result.diagnostics
        if let layout = result.layout {
            diagnostics += GeometryDiagnostics.diagnostics(for: layout, sizes: sizes, file: path)
        }
        return (result, diagnostics)
    }

    @Test(arguments: invalid + warnings)
    func fixtureGivesExactlyItsDiagnostics(_ fixture: InvalidFixture) {
        let path = fixturesFolder() + "/\(fixture.folder)/\(fixture.name).yaml"
        let (result, diagnostics) = Self.validate(path, sizes: fixture.sizes)
        #expect(Self.lines(diagnostics, file: path) == fixture.expected)
        #expect(!result.isInputUnreadable)
        let hasErrors = fixture.expected.contains { $0.contains(": error ") }
        let loaderErrors = result.diagnostics.contains { $0.severity == .error }
        #expect((result.layout == nil) == loaderErrors)
        // A warning fixture has warnings and nothing else; an invalid one has an error.
        #expect(hasErrors == (fixture.folder == "invalid"))
    }

    @Test(arguments: ["invalid", "warnings"])
    func everyFixtureIsInTheTableAndSaysWhetherASchemaRejectsIt(folder: String) throws {
        let path = fixturesFolder() + "/" + folder
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= (folder == "invalid" ? 60 : 14))
        let table = (Self.invalid + Self.warnings).filter { $0.folder == folder }
        #expect(Set(names.map { String($0.dropLast(5)) }) == Set(table.map(\.name)))
        for name in names {
            let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1).first ?? ""
            #expect(firstLine.hasPrefix("# schema: reject") || firstLine.hasPrefix("# schema: accept"), "\(name)")
        }
    }

    /// Every diagnostic code of layout decoding is exercised by some fixture, except the ones
    /// that need the decoder without files (KS2405) or an unreadable input (KS2406, tested in
    /// LayoutLoaderTests). The hostile corpus (HostileCorpusTests) covers the limits, the theme
    /// fixtures (ThemeLoaderTests) the themes' codes.
    @Test func everyCodeHasAFixture() {
        let used = Set(
            (Self.invalid + Self.warnings).flatMap(\.expected).compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("KS") }.map { String($0.dropLast()) }
            })
        let untested = Set(DiagnosticCode.allCases.map(\.rawValue)).subtracting(used)
            .subtracting(HostileCorpusTests.cases.map(\.code)).subtracting(ThemeLoaderTests.codes)
        #expect(untested == ["KS2405", "KS2406"])
    }
}
