import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat

/// Theme files through the one decoder: each fixture's exact diagnostics (written by hand from
/// the file), the values a theme resolves to (worked out from the files and the defaults
/// docs/FORMAT.md gives), and the bundled themes.
@Suite struct ThemeLoaderTests {
    /// The codes the fixtures below give (LayoutFixtureTests counts them as tested).
    static let codes = ["KS2801", "KS2802", "KS2512"]

    static let note = "a colour is '#RRGGBB' or '#RRGGBBAA' in hexadecimal, quoted (a bare # starts a comment)"

    static let invalid: [(name: String, expected: [String])] = [
        (
            "misspelt-role",
            [
                "6:3: error KS2001: unknown field 'charcter' in an appearance; did you mean 'character'?",
                "7:13: error KS2001: unknown field 'fil' in a key style; did you mean 'fill'?",
            ]
        ),
        (
            "bad-colours",
            [
                "6:15: error KS2801: bad colour '#FFF' for 'background'; did you mean '#FFFFFF'?",
                "  6:15: note: \(note)",
                "8:11: error KS2801: bad colour 'white' for 'text'; did you mean '#FFFFFF'?",
                "  8:11: note: \(note)",
                "9:16: error KS2801: bad colour '#12345G' for 'secondary'",
                "  9:16: note: \(note)",
                "10:11: error KS2801: bad colour '00FF00' for 'fill'; did you mean '#00FF00'?",
                "  10:11: note: \(note)",
            ]
        ),
        (
            "missing-fields",
            [
                "2:1: error KS2003: missing required field 'id'",
                "2:1: error KS2003: missing required field 'light'",
            ]
        ),
        (
            "incomplete",
            [
                "5:3: error KS2003: missing required field 'light.background' (no theme this one extends gives it)",
                "5:3: error KS2003: missing required field 'light.character.fill' (no theme this one extends gives it)",
                "5:3: error KS2003: missing required field 'light.character.text' (no theme this one extends gives it)",
            ]
        ),
        (
            "bad-fonts",
            [
                "6:17: error KS2002: bad size '120%' for 'size'; expected points greater than 0 (22) or a percentage "
                    + "of the key's height (45%)",
                "6:31: error KS2004: bad value 'heavy' for 'weight'; expected one of 'light', 'regular', 'medium', "
                    + "'semibold', 'bold'",
                "7:16: error KS2002: bad size '0' for 'size'; expected points greater than 0 (22) or a percentage "
                    + "of the key's height (45%)",
                "8:20: error KS2002: expected at least one font family",
            ]
        ),
        ("too-many-families", ["6:62: error KS2512: 'families' has 17 families; the limit is 16"]),
        (
            "unquoted-colour",
            [
                "7:15: error KS1016: expected a colour such as \"#RRGGBB\", found a comment: a '#' after a space starts "
                    + "a comment, which hides the rest of the line",
                "  7:15: note: quote it: \"#DCE8F0\"",
            ]
        ),
        (
            "unknown-parent",
            [
                "4:10: error KS2802: unknown theme 'materail' named by 'extends'; did you mean 'material'? "
                    + "(bundled themes: 'ios', 'material')"
            ]
        ),
        (
            "nested-state",
            ["9:7: error KS2001: a state's style has no states of its own: 'active' belongs beside it"]
        ),
    ]

    static let loader = ThemeLoader(bundled: LayoutLoader.bundledThemes)

    @Test(arguments: 0..<invalid.count)
    func fixtureGivesExactlyItsDiagnostics(_ index: Int) {
        let (name, expected) = Self.invalid[index]
        let path = fixturesFolder() + "/themes/\(name).yaml"
        let result = Self.loader.load(path: path)
        #expect(LayoutFixtureTests.lines(result.diagnostics, file: path) == expected, "\(name)")
        #expect(result.theme == nil, "\(name)")
    }

    /// child.yaml over ios.yaml: its own values where it writes them, iOS's elsewhere, and the
    /// defaults' rules (a state's colours are the normal ones; the dark appearance's unwritten
    /// colours are the light ones of the merged theme).
    @Test func aChildThemeKeepsItsParentsValues() throws {
        let result = Self.loader.load(path: fixturesFolder() + "/themes/child.yaml")
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.theme)
        #expect(theme.id == "child")
        #expect(theme.name == "Child of iOS")
        #expect(theme.cornerRadius == 8)  // the child's
        #expect(theme.shadowOffset == 1)  // iOS's
        #expect(theme.font(.label).size == .keyHeight(0.45))
        #expect(theme.font(.label).weight == .semibold)
        #expect(theme.font(.word).size == .points(16))  // iOS's
        #expect(theme.font(.word).families.first == "-apple-system")
        let light = theme.light
        #expect(light.background == ThemeColor(hex: "#D1D4DA"))
        #expect(light.style(.character, .normal).fill == ThemeColor(hex: "#FAFAFA"))
        // iOS's character pressed fill stays; its text and shadow are iOS's.
        #expect(light.style(.character, .pressed).fill == ThemeColor(hex: "#ABB1BA"))
        #expect(light.style(.character, .pressed).shadow == ThemeColor(hex: "#898A8D"))
        // space: the child's translucent fill over character's text.
        let space = light.style(.space, .normal)
        #expect(space.fill == ThemeColor(red: 255, green: 255, blue: 255, alpha: 0x80))
        #expect(space.text == ThemeColor(hex: "#000000"))
        // function: active is iOS's written white; disabled has character's disabled text.
        #expect(light.style(.function, .active).fill == ThemeColor(hex: "#FFFFFF"))
        #expect(light.style(.function, .normal).fill == ThemeColor(hex: "#ABB1BA"))
        #expect(light.style(.function, .disabled).text == ThemeColor(hex: "#8E8E93"))
        // The callout's selected item: iOS's blue.
        #expect(light.calloutSelected.fill == ThemeColor(hex: "#007AFF"))
        #expect(light.calloutSelected.text == ThemeColor(hex: "#FFFFFF"))
        // Dark: the child's background, iOS's dark keys.
        #expect(theme.dark.background == ThemeColor(hex: "#000000"))
        #expect(theme.dark.style(.character, .normal).fill == ThemeColor(hex: "#636366"))
        #expect(theme.dark.style(.function, .active).text == ThemeColor(hex: "#000000"))
    }

    /// plain.yaml writes three colours; everything else is a default.
    @Test func theFewestValuesGetTheDefaults() throws {
        let result = Self.loader.load(path: fixturesFolder() + "/themes/plain.yaml")
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.theme)
        #expect(theme.name == "plain")  // the id, without a name
        #expect(theme.cornerRadius == 0)
        #expect(theme.shadowOffset == 0)
        #expect(theme.suggestionBarHeight == 44)
        #expect(theme.font(.label) == ThemeFont(families: ["system-ui", "sans-serif"], size: .points(22)))
        #expect(theme.font(.legend).size == .points(9))
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        let black = ThemeColor(red: 0, green: 0, blue: 0)
        let key = KeyStyle(fill: white, text: black, secondary: black)
        for kind in KeyKind.allCases {
            for state in KeyCapState.allCases {
                #expect(theme.light.style(kind, state) == key, "\(kind) \(state)")
            }
        }
        #expect(theme.light.bubble == key)
        #expect(theme.light.callout == key)
        #expect(theme.dark == theme.light)
    }

    @Test(arguments: ["ios", "material"])
    func bundledThemesLoadWithBothAppearances(_ id: String) throws {
        let result = Self.loader.load(id)
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.theme)
        #expect(theme.id == id)
        #expect(theme.light != theme.dark)
        // Light text on light keys would be unreadable: the label and the cap differ in both.
        for appearance in [theme.light, theme.dark] {
            for kind in KeyKind.allCases {
                #expect(appearance.style(kind, .normal).fill != appearance.style(kind, .normal).text)
            }
            #expect(appearance.calloutSelected.fill != appearance.callout.fill)
        }
    }

    @Test func anUnknownBundledThemeSuggestsTheNearest() {
        let result = Self.loader.load("materal")
        #expect(
            result.diagnostics.map(\.message) == [
                "unknown theme 'materal'; did you mean 'material'? (bundled themes: 'ios', 'material')"
            ])
    }

    @Test func colourTexts() {
        #expect(ThemeColor(hex: "#1a2B3c") == ThemeColor(red: 0x1A, green: 0x2B, blue: 0x3C))
        #expect(ThemeColor(hex: "#1A2B3C80")?.alpha == 0x80)
        #expect(ThemeColor(hex: "#1A2B3C")?.hex == "#1A2B3C")
        #expect(ThemeColor(red: 1, green: 2, blue: 3, alpha: 4).hex == "#01020304")
        for bad in ["", "#", "1A2B3C", "#1A2B3", "#1A2B3C8", "#GGGGGG", "#1A2B3C800", "#１A2B3C"] {
            #expect(ThemeColor(hex: bad) == nil, "\(bad)")
        }
        #expect(ThemeColorNames.suggestion(for: "#abc") == "#AABBCC")
        #expect(ThemeColorNames.suggestion(for: "Grey") == "#808080")
        #expect(ThemeColorNames.suggestion(for: "#ABCDE") == nil)
    }
}

extension ThemeLoaderTests {
    static let layout =
        layoutHeader(id: "l", name: "L", locale: "en", width: 100, height: 50)
            + """
            theme: THEME
            layers:
              a:
                rows:
                  - [a, {action: backspace}, {action: return}]

            """

    /// A layout's `theme` names a bundled theme, or a file anywhere (`--theme FILE` reads one
    /// anywhere too): beside the layout, above its folder, at an absolute path; the compiled
    /// form then carries it.
    @Test func aLayoutNamesItsThemeByIdOrByFile() throws {
        let child = try String(contentsOfFile: fixturesFolder() + "/themes/child.yaml", encoding: .utf8)
        let files = InMemoryLayoutFiles([
            "dir/l.yaml": Self.layout.replacingOccurrences(of: "THEME", with: "themes/child.yaml"),
            "dir/themes/child.yaml": child,
            "dir/up.yaml": Self.layout.replacingOccurrences(of: "THEME", with: "../shared/./child.yaml"),
            "shared/child.yaml": child.replacingOccurrences(of: "corner-radius: 8", with: "corner-radius: 9"),
            "dir/absolute.yaml": Self.layout.replacingOccurrences(of: "THEME", with: "/themes/child.yaml"),
            "/themes/child.yaml": child.replacingOccurrences(of: "corner-radius: 8", with: "corner-radius: 10"),
            "dir/missing.yaml": Self.layout.replacingOccurrences(of: "THEME", with: "../none.yaml"),
            "dir/ios.yaml": Self.layout.replacingOccurrences(of: "THEME", with: "ios"),
        ])
        let loader = LayoutLoader(files: files)
        let fromFile = loader.load(path: "dir/l.yaml")
        #expect(fromFile.diagnostics.isEmpty)
        #expect(fromFile.layout?.theme?.id == "child")
        #expect(fromFile.layout?.theme?.cornerRadius == 8)
        #expect(loader.load(path: "dir/ios.yaml").layout?.theme?.id == "ios")
        // (The id warnings are about the files' names.)
        let up = loader.load(path: "dir/up.yaml")
        #expect(up.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(up.layout?.theme?.cornerRadius == 9)
        let absolute = loader.load(path: "dir/absolute.yaml")
        #expect(absolute.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(absolute.layout?.theme?.cornerRadius == 10)
        let missing = loader.load(path: "dir/missing.yaml")
        #expect(
            missing.diagnostics.filter { $0.severity == .error }.map(\.message).first?.hasPrefix(
                "cannot read '../none.yaml' named by 'theme'") == true)
        #expect(missing.layout == nil)
    }
}
