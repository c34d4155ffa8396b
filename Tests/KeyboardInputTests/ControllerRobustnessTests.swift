import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Any sequence of events — unknown ids, repeated phases, points anywhere (NaN and infinities
/// included), times that jump or go back — leaves the controller working.
@MainActor @Suite struct ControllerRobustnessTests {
    @Test(arguments: 0..<20)
    func randomEventsNeverBreakTheController(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xBAD)
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "seed text")
        let coordinates: [Double] = [-1, 0, 5, 100, 200, 389.9, 390, 1e9, -.infinity, .infinity, .nan]
        var time = 0.0
        for _ in 0..<400 {
            let phase = TouchEvent.Phase.allCases[Int(random.next() % 4)]
            let x =
                random.next() % 3 == 0
                ? coordinates[Int(random.next() % UInt64(coordinates.count))] : Double(random.next() % 390)
            let y =
                random.next() % 3 == 0
                ? coordinates[Int(random.next() % UInt64(coordinates.count))] : Double(random.next() % 216)
            switch random.next() % 10 {
            case 0: time -= 1
            case 1: time += 3
            case 2: time = [Double.nan, .infinity, 1e300][Int(random.next() % 3)]
            default: time = (time.isFinite && time < 1e6 ? time : 0) + Double(random.next() % 300) / 1000
            }
            harness.event(phase, KeyboardPoint(x: x, y: y), at: time, touch: Int(random.next() % 3))
            if random.next() % 7 == 0 { harness.controller.tick(at: time + 0.5) }
        }
        // Still types normally afterwards.
        for id in [1, 2, 0] { harness.event(.cancelled, .init(x: 0, y: 0), at: 1e7, touch: id) }
        if harness.layer != "letters" { try harness.tap("ABC", at: 2e7) }
        if harness.controller.pendingAccent != nil { try harness.tap("backspace", at: 2e7 + 1) }
        let before = harness.text
        let shiftWasOn = harness.shift.isOn
        try harness.tap("q", at: 2e7 + 2)
        #expect(harness.text == before + (shiftWasOn ? "Q" : "q"))
        #expect(harness.controller.alternates == nil)
    }
}
