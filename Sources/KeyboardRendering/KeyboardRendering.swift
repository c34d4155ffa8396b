// KeyboardRendering
