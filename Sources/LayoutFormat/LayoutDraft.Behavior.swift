import KeyboardModel

extension LayoutDraft {
    /// `behavior` as written: every field optional, merged field by field.
    struct Behavior {
        var autocapitalize: Located<Autocapitalization>?
        var doubleSpacePeriod: Bool?
        var capsLockDoubleTap: Bool?
        var returnTo: Located<String>?

        /// `self` where written, else `parent`.
        func merged(over parent: Behavior) -> Behavior {
            Behavior(
                autocapitalize: autocapitalize ?? parent.autocapitalize,
                doubleSpacePeriod: doubleSpacePeriod ?? parent.doubleSpacePeriod,
                capsLockDoubleTap: capsLockDoubleTap ?? parent.capsLockDoubleTap, returnTo: returnTo ?? parent.returnTo)
        }

        /// The model value, with the spec's defaults for what is not written.
        ///
        /// - Parameter autocapitalization: The default of `autocapitalize`, which depends on
        ///   the layout's letters.
        func model(autocapitalization: Autocapitalization) -> KeyboardModel.Behavior {
            let defaults = KeyboardModel.Behavior()
            return KeyboardModel.Behavior(
                autocapitalize: autocapitalize?.value ?? autocapitalization,
                doubleSpacePeriod: doubleSpacePeriod ?? defaults.doubleSpacePeriod,
                capsLockDoubleTap: capsLockDoubleTap ?? defaults.capsLockDoubleTap, returnTo: returnTo?.value)
        }
    }
}
