import LayoutDiagnostics
import LocatedYAML

/// The rule for the names a layout chooses for its layers and forms.
package enum LayoutNames {
    /// Whether `name` is a layer name: `[a-z][a-z0-9-]*`.
    package static func isLayerName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        while let byte = bytes.next() {
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !isLower, !isDigit, byte != UInt8(ascii: "-") { return false }
        }
        return true
    }
}
