public import KeyboardModel
public import LayoutImport

/// The formats `keysmith export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Keyman touch layout (`.keyman-touch-layout`, JSON).
    case keyman
    /// A CLDR keyboard 3.0 (`keyboard3` XML).
    case cldr

    /// The exporter of this format: the one table from format to exporter.
    public var exporter: any LayoutExporter.Type {
        switch self {
        case .keyman: KeymanExporter.self
        case .cldr: CLDRExporter.self
        }
    }

    /// The importer that reads this format back.
    public var importFormat: ImportFormat {
        switch self {
        case .keyman: .keyman
        case .cldr: .cldr
        }
    }

    /// Writes `layout` (all its forms, or the one named `form`) in this format; `output` is the
    /// file the export goes to, which companions name (a `.kmn`'s touch layout), when known.
    public func export(
        _ layout: KeyboardLayout, form: String? = nil, file: String, output: String? = nil
    ) -> ExportResult {
        exporter.export(layout, form: form, file: file, output: output)
    }
}

/// An exporter to one format: the one shape every exporter has, for the registry
/// (``ExportFormat/exporter``) that `keysmith export`, the round-trip tests and the fuzz target
/// use.
public protocol LayoutExporter {
    /// The format it writes.
    static var format: ExportFormat { get }
    /// Writes `layout` (all its forms, or the one named `form`), with a warning at the layout's
    /// line for each thing the format cannot say; `output` is where the export goes, if known.
    static func export(_ layout: KeyboardLayout, form: String?, file: String, output: String?) -> ExportResult
}

extension KeymanExporter: LayoutExporter {
    public static var format: ExportFormat { .keyman }
}

extension CLDRExporter: LayoutExporter {
    public static var format: ExportFormat { .cldr }
}
