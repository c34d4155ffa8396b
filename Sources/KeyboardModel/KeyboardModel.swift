// KeyboardModel
