-- wrk script for scripts/load.sh: each connection rotates over a mix of cached routes (money, places,
-- weather, offline search, an offline Monaco route, a dice roll) and every answer's status is counted;
-- done() prints the statuses, the non-2xx count and latency p50/p99 in a form load.sh reads.

local mix = {
  { "GET", "/api/v1/convert?amount=100&from=EUR&to=JPY" },
  { "GET", "/api/v1/convert?amount=42.5&from=CHF&to=GBP" },
  { "GET", "/api/v1/places?q=Paris&limit=5" },
  { "GET", "/api/v1/places?q=johan&limit=5" },
  { "GET", "/api/v1/weather?places=43.74,7.42;48,-4.1;35.69,139.69" },
  { "GET", "/api/v1/pois?near=43.7384,7.4246&kind=restaurant&limit=10" },
  { "GET", "/api/v1/search?q=casino&near=43.7384,7.4246&limit=10" },
  { "GET", "/api/v1/kinds?lang=fr" },
  { "GET", "/api/v1/route?from=43.7384,7.4246&to=43.7311,7.4197&mode=walk" },
  { "POST", "/api/v1/dice/roll", '{"expression":"2x 4d6dl1"}' },
}

local requests = {}
for i, entry in ipairs(mix) do
  local headers = { ["Accept-Language"] = (i % 2 == 0) and "fr" or "en" }
  if entry[3] then headers["Content-Type"] = "application/json" end
  requests[i] = wrk.format(entry[1], entry[2], headers, entry[3])
end

local threads = {}
local counter = 1

function setup(thread)
  thread:set("offset", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  next_request = offset or 0
  statuses = {}
end

function request()
  next_request = next_request + 1
  return requests[next_request % #requests + 1]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total, bad = {}, 0
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
      if status < 200 or status > 299 then bad = bad + count end
    end
  end
  local parts = {}
  for status, count in pairs(total) do table.insert(parts, status .. "=" .. count) end
  table.sort(parts)
  local errors = summary.errors
  io.write(string.format("LOAD statuses %s\n", table.concat(parts, " ")))
  io.write(string.format("LOAD non2xx %d\n", bad))
  io.write(string.format("LOAD socket_errors %d timeouts %d\n",
    errors.connect + errors.read + errors.write, errors.timeout))
  io.write(string.format("LOAD requests %d rps %.0f p50_ms %.2f p99_ms %.2f\n", summary.requests,
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
