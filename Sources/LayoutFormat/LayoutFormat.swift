// LayoutFormat
