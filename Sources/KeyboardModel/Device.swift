/// A device a keyboard is shown on, in one orientation: its idiom, the keyboard's width (the
/// screen's, in that orientation) and the height of the keys that iOS gives a keyboard there.
///
/// The table (``all``) is the one height story of an embedding app: the size a layout is
/// prepared at on a device, the height estimated before the keyboard says, and the height
/// presented are this entry's (``keyboardSize``), until a real height has been learnt. Forms are
/// chosen by idiom first, then by width (``KeyboardLayout/formName(for:)``): width alone cannot
/// choose, since an iPhone Pro Max in landscape (932 pt) is wider than an iPad mini in portrait
/// (744 pt).
///
/// The heights are those of the system keyboard's keys (no suggestion bar, no home-indicator
/// area): 216 pt in portrait and 162 pt in landscape on the iPhones, 226 pt in portrait on the
/// Plus and Pro Max sizes, 264 pt and 352 pt on the iPads up to 11 inches and 328 pt and 423 pt
/// on the 13-inch iPad Pro, whose keyboard has a number row.
public struct Device: Sendable, Hashable {
    /// What kind of device: iOS's `UIUserInterfaceIdiom`, as far as keyboards care.
    public enum Idiom: String, Sendable, Hashable, CaseIterable, Codable {
        case phone, pad
    }

    /// The entry's name, `<model>-<orientation>`: `iphone-se-portrait`, `ipad-mini-landscape`.
    public let name: String
    /// The model's name for people: `iPhone SE`, `iPad Pro 13″`.
    public let model: String
    public let idiom: Idiom
    public let orientation: KeyboardOrientation
    /// The keyboard's width in points: the screen's width in this orientation.
    public let width: Double
    /// The height of the keyboard's keys in points.
    public let keyboardHeight: Double

    /// The keyboard's size on this device.
    public var keyboardSize: KeyboardSize { KeyboardSize(width: width, height: keyboardHeight) }

    /// Every device of the table, each in portrait and then in landscape, phones first, smallest
    /// first.
    public static let all: [Device] = models.flatMap { model in
        [
            Device(
                name: model.name + "-portrait", model: model.title, idiom: model.idiom, orientation: .portrait,
                width: model.portrait.width, keyboardHeight: model.portrait.height),
            Device(
                name: model.name + "-landscape", model: model.title, idiom: model.idiom, orientation: .landscape,
                width: model.landscape.width, keyboardHeight: model.landscape.height),
        ]
    }

    /// The device called `name`: an entry's name, or a model's (`ipad-mini`: its portrait entry).
    ///
    /// - Parameter name: A name of ``all``, or a model's name without the orientation.
    /// - Returns: The entry, or `nil` when the table has no such name.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name } ?? all.first { $0.name == name + "-portrait" }
    }

    /// One model: its screen's width and the keyboard's height in each orientation.
    private struct Model {
        var name: String
        var title: String
        var idiom: Idiom
        var portrait: (width: Double, height: Double)
        var landscape: (width: Double, height: Double)

        init(_ name: String, _ title: String, _ idiom: Idiom, screen: (Double, Double), keys: (Double, Double)) {
            self.name = name
            self.title = title
            self.idiom = idiom
            portrait = (screen.0, keys.0)
            landscape = (screen.1, keys.1)
        }
    }

    private static let models = [
        Model("iphone-se-1", "iPhone SE (1st generation)", .phone, screen: (320, 568), keys: (216, 162)),
        Model("iphone-se", "iPhone SE", .phone, screen: (375, 667), keys: (216, 162)),
        Model("iphone-mini", "iPhone 13 mini", .phone, screen: (375, 812), keys: (216, 162)),
        Model("iphone", "iPhone 14", .phone, screen: (390, 844), keys: (216, 162)),
        Model("iphone-pro", "iPhone 16 Pro", .phone, screen: (402, 874), keys: (216, 162)),
        Model("iphone-plus", "iPhone 14 Plus", .phone, screen: (428, 926), keys: (226, 162)),
        Model("iphone-pro-max", "iPhone 15 Pro Max", .phone, screen: (430, 932), keys: (226, 162)),
        Model("ipad-mini", "iPad mini", .pad, screen: (744, 1133), keys: (264, 352)),
        Model("ipad-air", "iPad Air 11″", .pad, screen: (820, 1180), keys: (264, 352)),
        Model("ipad-pro-11", "iPad Pro 11″", .pad, screen: (834, 1194), keys: (264, 352)),
        Model("ipad-pro-13", "iPad Pro 13″", .pad, screen: (1032, 1376), keys: (328, 423)),
    ]
}
