-- Research run (minutes to hours): not run by the test suite.
-- 4x4 tic-tac-toe (lines of 4), beyond the seed: the exact random-turn value with a fair and a
-- biased coin, the best first moves, the expected length under optimal play, and the Richman
-- and poorman thresholds. 43 million positions: about a minute and 2 GiB (docs/graph.md).
alea.limits{memory = 6 * 2 ^ 30}
for _, p in ipairs{rat(1, 2), rat(2, 3)} do
  local B = graph.board("tic_tac_toe", 4, {p = p, bidding = p == rat(1, 2), with_error = true})
  print(string.format("p = %s: %d positions (%d terminal), value %s (%.6f), %.1f s", tostring(p), B.positions, B.terminals,
                      tostring(B.value), B.value:float(), B.seconds))
  local best, cells = nil, {}
  for i, v in ipairs(B.blue_first) do
    if not best or v > best then best, cells = v, {i} elseif v == best then cells[#cells + 1] = i end
  end
  print("  best first cells " .. table.concat(cells, " ") .. ": " .. tostring(best) .. string.format(" = %.5f", best:float()))
  print(string.format("  expected moves under optimal play: %.14g (shortest ties) .. %.14g (longest)", B.shortest, B.longest))
  if B.richman_win then
    print("  Richman: Blue forces a win when Red's share < " .. tostring(B.richman_win) .. ", avoids losing when < " ..
          tostring(B.richman_not_lose))
    print("  poorman: win when Red's share < " .. tostring(B.poorman_win) .. ", not lose when < " .. tostring(B.poorman_not_lose))
  end
end
