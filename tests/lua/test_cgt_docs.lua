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

-- Runs the block and checks each "expr --> value" line (Lua comments after the call); returns how
-- many it checked.
local function run_and_check(block)
  assert(load(block))()
  local checked = 0
  for line in block:gmatch("[^\n]+") do
    local expr, shown = line:match("^(%S.-)%s+%-%->%s*(.-)%s*$")
    if expr and not expr:find("^local ") and not expr:find("^%-%-") then
      shown = shown:gsub("%s%s+.*$", "")  -- a note after two spaces: "(2 x 3)"
      T.eq(tostring(assert(load("return " .. expr))()), shown, expr)
      checked = checked + 1
    end
  end
  return checked
end

local doc = os.getenv("ALEA_SOURCE_DIR") .. "/docs/cgt.md"

T.test("the Domineering example of docs/cgt.md runs and gives its values", function()
  T.eq(run_and_check(doc_block(doc, "Domineering: a board")), 4, "the block's four results")
end)

T.test("the R:position example of docs/cgt.md runs on the Domineering ruleset and gives its values", function()
  run_and_check(doc_block(doc, "Domineering: a board"))  -- defines D
  T.eq(run_and_check(doc_block(doc, "D:position")), 3, "the block's three results")
end)

T.test("the G:to_cgt example of docs/cgt.md (tug of war with alternating moves) gives its values", function()
  T.eq(run_and_check(doc_block(doc, "to_cgt{from = 2}")), 4, "the block's four results")
end)

T.done()
