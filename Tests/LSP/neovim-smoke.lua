-- Neovim's built-in LSP client (0.7) against `keysmith lsp`: open the layout given as the file
-- argument, wait for its diagnostics, write them as JSON lines to $KEYSMITH_OUT, quit.
local keysmith = os.getenv("KEYSMITH")
local out = os.getenv("KEYSMITH_OUT")
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  cmd = { keysmith, "lsp" },
  root_dir = vim.fn.getcwd(),
  name = "keysmith",
})
vim.lsp.buf_attach_client(buffer, client)
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
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.cmd("qa!")
