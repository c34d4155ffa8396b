// The umbrella module: one import for embedders.
@_exported import KeyboardGeometry
@_exported import KeyboardHosting
@_exported import KeyboardInput
@_exported import KeyboardModel
@_exported import KeyboardRendering
@_exported import LayoutChecks
@_exported import LayoutFormat
