// The umbrella module: one import for embedders. Everything here builds without a system library
// or Foundation: layouts arrive compiled (`CompiledLayout`, `BundledLayouts`).
@_exported import CompiledLayouts
@_exported import KeyboardGeometry
@_exported import KeyboardHosting
@_exported import KeyboardInput
@_exported import KeyboardModel
@_exported import KeyboardRendering
@_exported import KeyboardWords
@_exported import LayoutDiagnostics
