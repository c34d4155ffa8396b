import CompiledLayouts
import KeyboardGeometry
import KeyboardModel
import KeysmithSources
import LayoutFormat
import Testing

@testable import KeyboardHosting

/// One height story on a known device: the estimate before the keyboard says, the size a layout
/// is prepared at and the size presented are the device's keyboard size; the form is the one of
/// the device's idiom, and follows a rotation or a move to another device.
@MainActor @Suite struct DeviceSizingTests {
    static let folder: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Layouts"
    }()

    @Test(arguments: Device.all) func estimatePreparedAndPresentedAgree(_ device: Device) throws {
        let cache = KeyboardHeightCache()
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(Self.folder), device: device, heightCache: cache)
            .prepare(layoutID: "en-US")
        #expect(prepared.size == device.keyboardSize)
        #expect(cache.estimatedHeight(of: prepared.layout, on: device) == device.keyboardHeight)
        let center = KeyboardTransitionCenter(heightCache: cache, layoutID: "en-US")
        center.device = device
        #expect(center.orientation == device.orientation)
        #expect(center.estimatedHeight == prepared.size.height)
        // Every key of the shown form has room: nothing was squeezed out.
        #expect(
            prepared.frames(ofLayer: "letters")?.keys.allSatisfy { $0.frame.width > 20 && $0.frame.height > 25 } == true
        )
        #expect(prepared.formName == (device.idiom == .pad ? "tablet" : "phone"))
    }

    @Test func aLearntHeightWinsOverTheTable() throws {
        let cache = KeyboardHeightCache()
        let device = try #require(Device.named("iphone-landscape"))
        cache.record(height: 170, layoutID: "en-US", orientation: .landscape)
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(Self.folder), device: device, heightCache: cache)
            .prepare(layoutID: "en-US")
        #expect(prepared.size == KeyboardSize(width: 844, height: 170))
        let center = KeyboardTransitionCenter(heightCache: cache, layoutID: "en-US")
        center.device = device
        #expect(center.estimatedHeight == 170)
        // Without a device the center still falls back to the system keyboard's 335.
        #expect(KeyboardTransitionCenter(layoutID: "x").estimatedHeight == 335)
    }

    @Test func theShownFormFollowsResizes() throws {
        let phone = try #require(Device.named("iphone-pro-max-landscape"))
        let pad = try #require(Device.named("ipad-mini-portrait"))
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(Self.folder), device: phone).prepare(
            layoutID: "en-US")
        #expect(prepared.formName == "phone")
        let onPad = try prepared.resized(for: pad)
        #expect(onPad.formName == "tablet")
        #expect(onPad.idiom == .pad)
        #expect(onPad.size == KeyboardSize(width: 744, height: 264))
        // The layout keeps all its forms; its own formName is the first form's.
        #expect(onPad.layout.formName == "phone")
        // A resize keeps the idiom: a rotated iPad mini stays on the tablet form.
        #expect(try onPad.resized(to: KeyboardSize(width: 1133, height: 352)).formName == "tablet")
        // By width alone (no device): 744 shows the phone form, 1024 the tablet.
        let byWidth = try LayoutPreparation(source: YAMLLayoutFolder(Self.folder), width: 744).prepare(
            layoutID: "en-US")
        #expect(byWidth.formName == "phone")
        #expect(try byWidth.resized(to: KeyboardSize(width: 1024, height: 320)).formName == "tablet")
    }

    @Test func formsOfAnIdiomAreChosenFirst() {
        func form(_ name: String, _ minWidth: Double, _ idiom: Device.Idiom?) -> LayoutForm {
            LayoutForm(
                name: name, minWidth: minWidth, idiom: idiom, size: KeyboardSize(width: minWidth, height: 200),
                layers: [])
        }
        var layout = KeyboardLayout(id: "x", name: "X", locale: "en", layers: [], formName: "narrow")
        layout.forms = [form("wide", 600, nil), form("pad", 960, .pad), form("pad-big", 1100, .pad)]
        // Pads: the pad forms only, the narrowest below its minimum.
        #expect(layout.formName(forWidth: 744, idiom: .pad) == "pad")
        #expect(layout.formName(forWidth: 1133, idiom: .pad) == "pad-big")
        // Phones: never a pad form; by width among the rest.
        #expect(layout.formName(forWidth: 932, idiom: .phone) == "wide")
        #expect(layout.formName(forWidth: 1200, idiom: .phone) == "wide")
        #expect(layout.formName(forWidth: 320, idiom: .phone) == "narrow")
        // Width alone: every form.
        #expect(layout.formName(forWidth: 1000) == "pad")
        #expect(layout.formName(forWidth: 700) == "wide")
        #expect(layout.preferredSize(forWidth: 744, idiom: .pad).width == 960)
    }
}
