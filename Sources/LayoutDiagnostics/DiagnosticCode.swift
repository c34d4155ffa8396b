/// Every diagnostic code that layout decoding, constraint parsing and `extends` resolution use.
///
/// `KS1xxx` belongs to the YAML reader; `KS2xxx` is layout decoding and validation, `KS23xx` the
/// constraint text, `KS24xx` `extends` and `KS25xx` the size limits of ``LayoutLimits``, `KS28xx` themes (`KS26xx` is the compiled form's, `KS27xx` export's). Codes are stable: never renumber one, only add.
package enum DiagnosticCode: String, Sendable, CaseIterable {
    // MARK: - Layout structure (schema-level problems)

    /// A field the format does not know; with "did you mean" when a known one is close.
    case unknownField = "KS2001"
    /// A value of the wrong kind: "expected a number, found a mapping".
    case wrongType = "KS2002"
    /// A required field is absent (reported at the mapping that lacks it).
    case missingField = "KS2003"
    /// A value outside an enumeration (`direction`, `action`, `align`, …); lists the allowed ones.
    case badEnumValue = "KS2004"
    /// `format` is not 1.
    case unsupportedFormat = "KS2005"
    /// A field that is not allowed together with another (`to` without `action: layer`, …).
    case fieldNotAllowed = "KS2006"
    /// A number that is `.nan`, `.inf` or too large to be finite.
    case nonFiniteNumber = "KS2007"
    /// A size, metric or row height outside its range (sizes > 0, metrics ≥ 0).
    case numberOutOfRange = "KS2008"
    /// A layer name that is not an identifier `[a-z][a-z0-9-]*`.
    case badLayerName = "KS2009"
    /// A key whose text is empty.
    case emptyKeyText = "KS2010"
    /// A layout without layers, or a layer without rows.
    case emptyLayer = "KS2011"
    /// A row without keys.
    case emptyRow = "KS2012"
    /// A width or length that cannot be read, e.g. `12px`.
    case unreadableWidth = "KS2013"
    /// A width or length that is negative, zero, not finite or over 100%.
    case badWidth = "KS2014"
    /// `min-width` is greater than `max-width`.
    case minGreaterThanMax = "KS2015"
    /// A multitap step that is an action rather than a text.
    case multitapNotText = "KS2016"
    /// `flick-start`, `flick-lock` and `flick-trigger` out of order.
    case flickDistancesOutOfOrder = "KS2017"
    /// A layer indented under another layer, where it reads as a field of that layer.
    case misplacedLayer = "KS2018"

    // MARK: - Layout semantics (checked on the merged layout)

    /// Two keys of one layer have the same id.
    case duplicateKeyID = "KS2101"
    /// A layer key's `to` names no layer.
    case unknownLayerTarget = "KS2102"
    /// `behavior.return-to` names no layer.
    case unknownReturnLayer = "KS2103"
    /// A dead key whose accent has no compose entry and no combining mark.
    case deadKeyWithoutCompositions = "KS2104"
    /// Warning: no key switches to this layer from the first one.
    case unreachableLayer = "KS2105"
    /// Warning: an alternate listed twice for one key.
    case duplicateAlternate = "KS2106"
    /// Warning: no layer reachable from the first one has a backspace key.
    case noBackspace = "KS2107"
    /// Warning: no layer reachable from the first one has a return key.
    case noReturn = "KS2108"
    /// Warning: an `alternates` entry for an id no key has.
    case unusedAlternates = "KS2109"
    /// Warning: a `compose` accent no dead key has.
    case unusedCompose = "KS2110"
    /// Warning: a constraint whose keys are in no one layer, so it applies nowhere.
    case constraintAppliesNowhere = "KS2111"
    /// Warning: a layer key that switches to the layer it is on.
    case layerKeyToOwnLayer = "KS2112"
    /// Warning: the `id` is not the file's name.
    case idNotFileName = "KS2113"
    /// Warning: `locale` is not a well-formed BCP 47 language tag.
    case localeNotWellFormed = "KS2114"
    /// Warning: every row of a layer has a `fill` key and no `max-unit-width` stops the units,
    /// so the `fill` keys shrink to their minimum.
    case everyRowFills = "KS2115"
    /// Warning: autocapitalisation is on, but no layer has a shift key.
    case autocapitalizeWithoutShift = "KS2116"
    /// Warning: autocapitalisation is on, but shift types other letters, not capitals.
    case shiftedNotUppercase = "KS2117"
    /// A modify-previous key names no table of `modify-tables`.
    case unknownModifyTable = "KS2118"
    /// Warning: a table of `modify-tables` that no key uses.
    case unusedModifyTable = "KS2119"
    /// A key's `default-alternate` is not one of its alternates.
    case defaultAlternateNotListed = "KS2120"
    /// `shift-of` names no layer, or the layer itself.
    case unknownShiftLayer = "KS2121"
    /// `shift-of` names a layer that is itself a shifted face, or one that already has a face.
    case badShiftLayer = "KS2122"
    /// A layer key or `return-to` names a shifted face (shift shows it, from its layer).
    case targetIsShiftFace = "KS2123"
    /// Warning: a shifted face whose layer has no shift or caps-lock key, with no
    /// autocapitalisation to turn shift on: it is never shown.
    case shiftFaceNeverShown = "KS2124"
    /// A key's `span` reaches past the layer's last row.
    case spanPastLastRow = "KS2125"
    /// Two keys span into the same place of a row.
    case spansMeet = "KS2126"
    /// Warning: `one-shot` on the first layer (reached from none) or on a shifted face (which
    /// follows its layer): it does nothing.
    case oneShotDoesNothing = "KS2127"
    /// A form name that is not a name (`Tablet`), or the name of another form.
    case badFormName = "KS2128"
    /// Forms whose widths overlap (two start at the same width, or a `max-width` past the next
    /// form's start) or leave widths to no form (a `max-width` before the next form's start, or
    /// on the widest form).
    case formWidths = "KS2129"
    /// A form (or the first form) whose preferred width is not among the widths it is shown at.
    case formSizeOutsideWidths = "KS2130"
    /// A key spanning rows that ends its own row but not one below it (or the other way round):
    /// its touch area, one rectangle, could not meet the keys beside it in every row.
    case spanEndsDiffer = "KS2131"
    /// Warning: a dead key's accent has no `compose` entries while a look-alike accent has
    /// (`´` U+00B4 beside a table keyed `΄` U+0384).
    case deadKeyLookalikeAccent = "KS2132"

    // MARK: - Constraint text

    /// The text does not follow the constraint grammar.
    case constraintSyntax = "KS2301"
    /// A key id that no layer has.
    case constraintUnknownKey = "KS2302"
    /// An attribute that keys do not have.
    case constraintUnknownAttribute = "KS2303"
    /// A product of two key terms, or a division by one.
    case constraintNonLinear = "KS2304"
    /// A division by zero.
    case constraintDivisionByZero = "KS2305"
    /// No `==`, `<=` or `>=`.
    case constraintMissingRelation = "KS2306"
    /// An `@strength` that is not `required`, `strong`, `medium` or `weak`.
    case constraintBadStrength = "KS2307"
    /// The text is longer or nested deeper than the parser accepts.
    case constraintTooComplex = "KS2308"
    /// A constraint that names no key.
    case constraintWithoutKeys = "KS2309"
    /// A number too large to be finite, or a result that overflows.
    case constraintNumberOutOfRange = "KS2310"

    // MARK: - Files and extends

    /// The file that `extends` names cannot be read.
    case extendsUnreadable = "KS2401"
    /// The `extends` path leaves the layout's folder.
    case extendsEscapesFolder = "KS2402"
    /// `extends` forms a cycle.
    case extendsCycle = "KS2403"
    /// `extends` chains more files than allowed.
    case extendsTooDeep = "KS2404"
    /// `extends` in a document decoded without a file system.
    case extendsNotResolved = "KS2405"
    /// The input file cannot be read (the CLI exits 66). A file over the size limit is refused
    /// before it is read with the YAML reader's code, `KS1003`.
    case fileUnreadable = "KS2406"

    // MARK: - Size limits (LayoutLimits)

    /// More layers than ``LayoutLimits/maxLayers``.
    case tooManyLayers = "KS2501"
    /// A layer with more rows than ``LayoutLimits/maxRowsPerLayer``.
    case tooManyRows = "KS2502"
    /// A row with more keys than ``LayoutLimits/maxKeysPerRow``.
    case tooManyKeysInRow = "KS2503"
    /// A layer with more keys than ``LayoutLimits/maxKeysPerLayer``.
    case tooManyKeysInLayer = "KS2504"
    /// A `label` longer than ``LayoutLimits/maxLabelLength``.
    case labelTooLong = "KS2505"
    /// An output text longer than ``LayoutLimits/maxTextLength``.
    case textTooLong = "KS2506"
    /// A layer name or key id longer than ``LayoutLimits/maxNameLength``.
    case nameTooLong = "KS2507"
    /// More alternates (or multitap steps) for one key than ``LayoutLimits/maxAlternatesPerKey``.
    case tooManyAlternates = "KS2508"
    /// More constraints than ``LayoutLimits/maxConstraints``.
    case tooManyConstraints = "KS2509"
    /// More `forms` than ``LayoutLimits/maxForms``.
    case tooManyForms = "KS2510"
    /// More keys in one form, over all its layers, than ``LayoutLimits/maxKeysPerForm``.
    case tooManyKeysInForm = "KS2511"
    /// A font role lists more families than a theme may (16).
    case tooManyFontFamilies = "KS2512"

    // MARK: - Themes

    /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
    case badColor = "KS2801"
    /// A theme name that is no bundled theme and no file (`theme:`, a theme's `extends`,
    /// `render --theme`).
    case unknownTheme = "KS2802"
}
