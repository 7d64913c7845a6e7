-- Figure 3 / Table V as an SVG: a/b against b (log scale) for the exact resign potential, the
-- paper's printed values, and the asymptote a ~ b e. Writes docs/doubling_table5.svg.
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local V = dofile(here .. "paper_tables.lua").V
local out_path = (arg and arg[1]) or (here .. "../../docs/doubling_table5.svg")

local W, H, left, right, top, bottom = 720, 440, 70, 20, 30, 50
local ymin, ymax = 2.6, 4.1
local function X(b) return left + (W - left - right) * math.log(b, 10) / 3 end
local function Y(r) return top + (H - top - bottom) * (ymax - r) / (ymax - ymin) end

local svg = {}
local function add(fmt, ...) svg[#svg + 1] = string.format(fmt, ...) end
add('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">', W, H)
add('<rect width="100%%" height="100%%" fill="white"/>')
for _, b in ipairs{1, 10, 100, 1000} do
  add('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>', X(b), top, X(b), H - bottom)
  add('<text x="%.1f" y="%d" text-anchor="middle">%d</text>', X(b), H - bottom + 18, b)
end
for r = 2.6, 4.1001, 0.1 do
  add('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#eee"/>', left, Y(r), W - right, Y(r))
  add('<text x="%d" y="%.1f" text-anchor="end">%.1f</text>', left - 6, Y(r) + 4, r)
end
add('<text x="%d" y="%d" text-anchor="middle">b (B\'s raise potential, log scale)</text>', (W + left) // 2, H - 12)
add('<text x="16" y="%d" transform="rotate(-90 16 %d)" text-anchor="middle">a / b at which B should resign</text>',
    H // 2, H // 2)
add('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="gray" stroke-dasharray="6 4"/>', left, Y(math.exp(1)),
    W - right, Y(math.exp(1)))
add('<text x="%d" y="%.1f" fill="gray" text-anchor="end">a = b e</text>', W - right - 4, Y(math.exp(1)) - 6)

local pts = {}
for k = 0, 240 do
  local b = 10 ^ (3 * k / 240)
  pts[#pts + 1] = string.format("%.1f,%.1f", X(b), Y(doubling.resign_potential(b, {tol = 1e-8}) / b))
end
add('<polyline fill="none" stroke="#1f77b4" stroke-width="2" points="%s"/>', table.concat(pts, " "))
for _, row in ipairs(V) do
  local b, a = row[1], tonumber(row[2])
  add('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>', X(b), Y(a / b), row[3] and "#d62728" or "#2ca02c")
end
local lx, ly = left + 330, top + 20
add('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1f77b4" stroke-width="2"/>', lx, ly, lx + 24, ly)
add('<text x="%d" y="%d">exact (eq. 18, checked by Theorem 2)</text>', lx + 30, ly + 4)
add('<circle cx="%d" cy="%d" r="3" fill="#2ca02c"/><text x="%d" y="%d">printed, correct</text>', lx + 12, ly + 18, lx + 30, ly + 22)
add('<circle cx="%d" cy="%d" r="3" fill="#d62728"/><text x="%d" y="%d">printed, erratum</text>', lx + 12, ly + 36, lx + 30, ly + 40)
add('<text x="%d" y="18" font-size="14">Keeler &amp; Spencer, Table V: raise potential a at which B should resign</text>', left)
add('</svg>')

local f = assert(io.open(out_path, "w"))
f:write(table.concat(svg, "\n"), "\n")
f:close()
print("wrote " .. out_path)
