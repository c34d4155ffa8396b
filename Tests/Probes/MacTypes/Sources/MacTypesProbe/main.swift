// App code, as an app that imports UIKit (and so MacTypes.h) and Keysmith writes it: every
// MacTypes.h name unqualified in a type position. Each line fails to compile ("ambiguous for type
// lookup") if Keysmith makes a public type of the same name.
import CMacTypes
import Keysmith

struct LegacyRecord {
    var frame: Rect
    var origin: Point
    var length: Size
    var style: Style
    var fixed: Fixed
    var fract: Fract
    var pointer: Ptr?
    var handle: Handle?
    var type: OSType
    var script: ScriptCode
    var language: LangCode
}

func title(_ name: Str255) -> Int { MemoryLayout.size(ofValue: name) }

/// Keysmith's own geometry, beside them.
func keyboardFrame(_ record: LegacyRecord) -> KeyboardRect {
    KeyboardRect(
        x: Double(record.frame.left), y: Double(record.frame.top),
        width: Double(record.frame.right - record.frame.left), height: Double(record.frame.bottom - record.frame.top))
}

let record = LegacyRecord(
    frame: Rect(top: 8, left: 3, bottom: 50, right: 36), origin: Point(v: 0, h: 0), length: 0, style: 0, fixed: 0,
    fract: 0, pointer: nil, handle: nil, type: 0, script: 0, language: 0)
let frame = keyboardFrame(record)
let size = KeyboardSize(width: frame.width, height: frame.height)
print("ok: \(size)")
