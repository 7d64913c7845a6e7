-- docs/cgt.md's ruleset example runs as written (issue 31: it had an elided body) and gives the
-- values its comments show (Winning Ways ch. 2 and CGSuite for the Domineering boards).
local T = require "harness"

local function doc_block(path, marker)
  local f = assert(io.open(path))
  local text = f:read("a")
  f:close()
  for block in text:gmatch("```lua\n(.-)```") do
    if block:find(marker, 1, true) then return block end
  end
  error("no ```lua block with " .. marker .. " in " .. path)
end

T.test("the Domineering example of docs/cgt.md runs and gives its values", function()
  local block = doc_block(os.getenv("ALEA_SOURCE_DIR") .. "/docs/cgt.md", "Domineering: a board")
  assert(load(block))()  -- "expr --> value" lines are Lua comments after the call
  local checked = 0
  for line in block:gmatch("[^\n]+") do
    local expr, shown = line:match("^(%S.-)%s+%-%->%s*(.-)%s*$")
    if expr and not expr:find("^local ") and not expr:find("^%-%-") then
      shown = shown:gsub("%s%s+.*$", "")  -- a note after two spaces: "(2 x 3)"
      T.eq(tostring(assert(load("return " .. expr))()), shown, expr)
      checked = checked + 1
    end
  end
  T.eq(checked, 4, "the block's four results")
end)

T.done()
