import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// `metrics` as written: every field optional, merged field by field.
    struct Metrics {
        var top: Double?
        var left: Double?
        var bottom: Double?
        var right: Double?
        var keyGap: Double?
        var rowGap: Double?
        var minKeyWidth: Double?
        var minRowHeight: Double?
        var maxUnitWidth: Double?
        var preferredRowHeight: Double?
        var location: SourceLocation?

        /// `self` where written, else `parent`.
        func merged(over parent: Metrics) -> Metrics {
            Metrics(
                top: top ?? parent.top, left: left ?? parent.left, bottom: bottom ?? parent.bottom,
                right: right ?? parent.right, keyGap: keyGap ?? parent.keyGap, rowGap: rowGap ?? parent.rowGap,
                minKeyWidth: minKeyWidth ?? parent.minKeyWidth, minRowHeight: minRowHeight ?? parent.minRowHeight,
                maxUnitWidth: maxUnitWidth ?? parent.maxUnitWidth,
                preferredRowHeight: preferredRowHeight ?? parent.preferredRowHeight,
                location: location ?? parent.location)
        }

        /// The model value, with the spec's defaults for what is not written.
        var model: KeyboardModel.Metrics {
            let defaults = KeyboardModel.Metrics()
            return KeyboardModel.Metrics(
                insets: KeyboardInsets(
                    top: top ?? defaults.insets.top, left: left ?? defaults.insets.left,
                    bottom: bottom ?? defaults.insets.bottom, right: right ?? defaults.insets.right),
                keyGap: keyGap ?? defaults.keyGap, rowGap: rowGap ?? defaults.rowGap,
                minKeyWidth: minKeyWidth ?? defaults.minKeyWidth, minRowHeight: minRowHeight ?? defaults.minRowHeight,
                maxUnitWidth: maxUnitWidth, preferredRowHeight: preferredRowHeight, source: SourceMark(location))
        }
    }
}
