// KeyboardGeometry
