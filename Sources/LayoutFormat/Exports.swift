// Every API of the format speaks of diagnostics, source texts and layout files: a client of the
// format sees them with one import, as it sees the compiled form the loader also reads.
@_exported public import CompiledLayouts
@_exported public import LayoutDiagnostics
