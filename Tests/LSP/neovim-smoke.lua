-- Runs after docs/EDITORS.md's Neovim setup, which scripts/check-lsp.sh loads as init.lua with the
-- debug `keysmith` on PATH: the layout given as the file argument (outside any Layouts/ folder)
-- must get keysmith's diagnostics, written as JSON lines to $KEYSMITH_OUT; the YAML file
-- $KEYSMITH_OTHER, which is not a layout, must get no client ("attached to other YAML" if it does).
local out = os.getenv("KEYSMITH_OUT")
local buffer = vim.api.nvim_get_current_buf()
local done = vim.wait(10000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = (d.user_data or {}).lsp or {}
  table.insert(lines, vim.fn.json_encode({
    line = d.lnum + 1, column = d.col + 1, severity = d.severity, message = d.message, code = lsp.code,
  }))
end
if not done then table.insert(lines, "timed out") end
vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("KEYSMITH_OTHER")))
local other = vim.api.nvim_get_current_buf()
vim.wait(300)
local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = other }) or vim.lsp.buf_get_clients(other)
if next(clients) ~= nil then table.insert(lines, "attached to other YAML") end
vim.fn.writefile(lines, out)
vim.cmd("qa!")
