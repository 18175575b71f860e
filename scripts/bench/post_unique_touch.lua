-- wrk: POST a different touch every time, so that every request computes, renders and durably inserts a new
-- trace (and retention evicts the oldest once the hierarchy holds --max-traces of them).
-- Each thread of each run has its own sequence: wrk gives every thread its own Lua state, so a shared
-- counter would make the threads post the same touches (half the requests repeats); the run's number comes
-- as the script's argument (`wrk … -- RUN`), the thread's from setup().
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

local counter = 0
function init(args)
  local run = tonumber(args[1]) or 0
  local id = tonumber(wrk.thread:get("id")) or 0
  counter = (run * 64 + id) * 1000000
end

request = function()
  counter = counter + 1
  local x = (counter * 7919) % 375
  local y = (counter * 104729) % 667 + (counter % 1000) / 1000
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"},
    string.format('{"x": %d, "y": %.3f}', x, y))
end
