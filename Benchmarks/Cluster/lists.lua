-- wrk script for Benchmarks/Cluster/run.sh: every request publishes a new shared list (one write to the
-- store); done() prints the count of answers that were not 201 and the latency p50/p99.
local body = '{"title":"Bench","places":[{"name":"Port Hercule","latitude":43.7347,"longitude":7.4206},'
  .. '{"name":"Casino","latitude":43.7396,"longitude":7.4275}]}'
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  failed = 0
end

function request()
  return wrk.format("POST", "/api/v1/lists", { ["Content-Type"] = "application/json" }, body)
end

function response(status, headers, body)
  if status ~= 201 then failed = failed + 1 end
end

function done(summary, latency, requests)
  local failures = 0
  for _, thread in ipairs(threads) do failures = failures + thread:get("failed") end
  io.write(string.format("lists: %d requests in %.1f s, %.0f/s, p50 %.1f ms, p99 %.1f ms, not 201: %d, socket errors: %d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, failures,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
