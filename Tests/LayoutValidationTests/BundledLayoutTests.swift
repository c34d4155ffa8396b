import KeyboardModel
import KeysmithSources
import LayoutValidation
import TestSupport
import Testing

@testable import LayoutFormat

/// The files in `Layouts/`: what the project ships must hold itself to the format's own rules.
@Suite struct BundledLayoutTests {
    static let ids: [String] = {
        let required = [
            "en-US", "de-DE", "fr-FR", "es-ES", "pt-BR", "ru-RU", "el-GR", "ar", "he-IL", "number-pad",
            "decimal-pad", "phone-pad",
        ]
        return required + BundledSources.layouts.keys.filter { !required.contains($0) }.sorted()
    }()

    @Test func theTwelveRequiredLayoutsAreBundled() {
        for id in Self.ids.prefix(12) {
            #expect(BundledSources.layouts[id] != nil, "Layouts/\(id).yaml is missing")
        }
    }

    @Test(arguments: ids)
    func layoutIsCleanUnderStrictValidation(id: String) throws {
        let path = packageRoot() + "/Layouts/\(id).yaml"
        let result = LayoutLoader().load(path: path)
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        let layout = try #require(result.layout)
        // Every layer lays out at the preferred size, and a phone layout (preferred width under
        // 500 pt) also in landscape on the smallest iPhone keyboard, 844 × 160 pt.
        let landscape = KeyboardSize(width: 844, height: 160)
        let sizes = layout.size.width < 500 ? [landscape] : []
        let geometry = GeometryDiagnostics.diagnostics(for: layout, sizes: sizes, file: path)
        #expect(geometry.isEmpty, "\(summary(geometry))")
        // Each file is named by its id and opens with the editor modeline.
        #expect(layout.id == id)
        let text = try #require(BundledSources.layouts[id])
        #expect(text.hasPrefix("# yaml-language-server: $schema=../Schemas/layout.schema.json\n"))
    }

    @Test func requiredFeaturesAppearSomewhere() throws {
        var layouts: [KeyboardLayout] = []
        for id in Self.ids {
            let result = LayoutLoader().load(path: packageRoot() + "/Layouts/\(id).yaml")
            layouts.append(try #require(result.layout))
        }
        let keys = layouts.flatMap { $0.layers.flatMap(\.keys) }
        let widths = keys.map(\.width)
        #expect(widths.contains { if case .points = $0 { true } else { false } })
        #expect(widths.contains { if case .percent = $0 { true } else { false } })
        #expect(widths.contains(.fill))
        #expect(keys.contains { $0.minWidth != nil || $0.maxWidth != nil })
        #expect(keys.contains { if case .dead = $0.action { true } else { false } })
        #expect(layouts.contains { !$0.constraints.isEmpty })
        #expect(layouts.contains { $0.direction == .rightToLeft })
        #expect(layouts.flatMap { $0.layers.flatMap(\.rows) }.contains { $0.height != 1 || $0.alignment != .center })
        #expect(BundledSources.layouts.values.contains { $0.contains("\nextends: ") })
    }
}
