-- wrk: POST a different touch every time, so that every request computes, renders and durably inserts a new
-- trace (and retention evicts the oldest once the hierarchy holds --max-traces of them).
local counter = 0
request = function()
  counter = counter + 1
  local x = (counter * 7919) % 375
  local y = (counter * 104729) % 667 + (counter % 1000) / 1000
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"},
    string.format('{"x": %d, "y": %.3f}', x, y))
end
