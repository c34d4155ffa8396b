import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// One theme file as written: every value optional, with where the file says it, before
/// `extends` is merged and defaults are filled in (``ThemeDraft/resolved(into:)``).
struct ThemeDraft {
    /// A key style as written: colours, and the states' styles (which have no states of their own).
    struct Style: Sendable {
        var fill: ThemeColor?
        var text: ThemeColor?
        var secondary: ThemeColor?
        var stroke: ThemeColor?
        var shadow: ThemeColor?
        /// `pressed`, `active`, `disabled`, `selected`, as written.
        var states: [KeyStyleField: Style] = [:]

        /// Each value of `self`, else `base`'s.
        func over(_ base: Style) -> Style {
            var merged = Style(
                fill: fill ?? base.fill, text: text ?? base.text, secondary: secondary ?? base.secondary,
                stroke: stroke ?? base.stroke, shadow: shadow ?? base.shadow)
            for field in Set(states.keys).union(base.states.keys) {
                merged.states[field] = (states[field] ?? Style()).over(base.states[field] ?? Style())
            }
            return merged
        }
    }

    /// An appearance as written.
    struct Appearance: Sendable {
        var background: ThemeColor?
        var styles: [AppearanceField: Style] = [:]
        var location: SourceLocation?

        func over(_ base: Appearance) -> Appearance {
            var merged = Appearance(background: background ?? base.background, location: location ?? base.location)
            for field in Set(styles.keys).union(base.styles.keys) {
                merged.styles[field] = (styles[field] ?? Style()).over(base.styles[field] ?? Style())
            }
            return merged
        }
    }

    /// A font role as written.
    struct Font: Sendable {
        var families: [String]?
        var size: ThemeFont.Size?
        var weight: ThemeFont.Weight?

        func over(_ base: Font) -> Font {
            Font(families: families ?? base.families, size: size ?? base.size, weight: weight ?? base.weight)
        }
    }

    var rootLocation: SourceLocation
    var writtenFields = FieldSet<ThemeField>()
    var id: Located<String>?
    var name: String?
    var extends: Located<String>?
    var cornerRadius: Double?
    var suggestionBarHeight: Double?
    var shadowOffset: Double?
    var families: [String]?
    var fonts: [ThemeFontsField: Font] = [:]
    var light = Appearance()
    var dark = Appearance()

    /// `self` over its parent: each value written here, else the parent's.
    func over(_ parent: ThemeDraft) -> ThemeDraft {
        var merged = self
        merged.name = name ?? parent.name
        merged.cornerRadius = cornerRadius ?? parent.cornerRadius
        merged.suggestionBarHeight = suggestionBarHeight ?? parent.suggestionBarHeight
        merged.shadowOffset = shadowOffset ?? parent.shadowOffset
        merged.families = families ?? parent.families
        for field in Set(fonts.keys).union(parent.fonts.keys) {
            merged.fonts[field] = (fonts[field] ?? Font()).over(parent.fonts[field] ?? Font())
        }
        merged.light = light.over(parent.light)
        merged.dark = dark.over(parent.dark)
        return merged
    }
}
