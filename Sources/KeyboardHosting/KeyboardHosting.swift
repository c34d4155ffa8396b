// KeyboardHosting
