-- Research run (minutes to hours): not run by the test suite.
-- Random-turn Hex (Peres, Schramm, Sheffield, Wilson) exactly on the boards the board analysis
-- reaches (up to 4x4): the value with a fair and a biased coin, the optimal first moves, and
-- the expected length of the game under optimal play. 4x4 takes seconds and about 1.7 GiB.
alea.limits{memory = 6 * 2 ^ 30}
for k = 2, 4 do
  for _, p in ipairs{rat(1, 2), rat(1, 3)} do
    local B = graph.board("hex", k, {p = p})
    local best, cells = nil, {}
    for i, v in ipairs(B.blue_first) do
      if not best or v > best then best, cells = v, {i} elseif v == best then cells[#cells + 1] = i end
    end
    print(string.format("%dx%d, p = %s: %d positions, value %s, best first cells {%s} (%.6f), expected moves %.14g .. %.14g, %.1f s",
                        k, k, tostring(p), B.positions, tostring(B.value), table.concat(cells, ","), best:float(), B.shortest,
                        B.longest, B.seconds))
  end
end
