// KeyboardInput
