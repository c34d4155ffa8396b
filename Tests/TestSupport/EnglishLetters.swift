public import KeyboardModel

/// The letters layer of the bundled en-US layout, made with the builder, for the layouts the
/// tests build in code: the iPhone's three rows of letters with shift and backspace, and a bottom
/// row whose `123` key goes to `other`.
public func enUSLetters(to other: String) -> Layer {
    Layer("letters") {
        Row(letters: "q w e r t y u i o p")
        Row(letters: "a s d f g h j k l")
        Row {
            Key.shift(width: .fill)
            Key.characters("z x c v b n m")
            Key.backspace(width: .fill)
        }
        Row {
            Key.layer(other, label: "123", width: .units(1.25))
            Key.nextKeyboard(width: .units(1.25))
            Key.space(width: .fill)
            Key.return(width: .units(2.5))
        }
    }
}
