-- wrk script of the playground load check (scripts/reliability).
-- LOAD_METHOD=POST sends JSON writes alternating two values, so every write really changes the
-- root and answers with full metadata (LOAD_BODY_A and LOAD_BODY_B replace the two bodies, as
-- scripts/benchmark-lab does); otherwise plain GETs. Both carry the same Content-Type, so
-- the playground and the C floor receive identical requests. At the end one JSON line reports
-- the counts and latency percentiles for the check to parse.
local method = os.getenv("LOAD_METHOD") or "GET"
local bodies = { os.getenv("LOAD_BODY_A") or '{"value": 0.25}', os.getenv("LOAD_BODY_B") or '{"value": 0.75}' }
local sent = 0

wrk.headers["Content-Type"] = "application/json"

request = function()
  if method ~= "POST" then
    return wrk.format("GET")
  end
  sent = sent + 1
  return wrk.format("POST", nil, nil, bodies[sent % 2 + 1])
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,' ..
    '"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, errors.connect, errors.read, errors.write, errors.status,
    errors.timeout, latency:percentile(50), latency:percentile(99), latency.max))
end
