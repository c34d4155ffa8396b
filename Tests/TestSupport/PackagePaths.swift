public import LayoutDiagnostics

/// `LINE:COLUMN: severity CODE: message`, with notes indented below, for exact comparisons.
public func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
        let location = diagnostic.location
        let head =
            "\(location.line):\(location.column): \(diagnostic.severity.rawValue) \(diagnostic.code): "
            + diagnostic.message
        return [head] + diagnostic.notes.map { "  \($0.location.line):\($0.location.column): note: \($0.message)" }
    }
}

/// The folder `Tests/Fixtures`.
public func fixturesFolder() -> String { packageRoot() + "/Tests/Fixtures" }

/// The package root, found from this file's path.
public func packageRoot() -> String {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // Tests/TestSupport/PackagePaths.swift
    return components.joined(separator: "/")
}
