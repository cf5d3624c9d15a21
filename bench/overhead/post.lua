-- wrk script: POST one JSON body (file in $WRK_BODY_FILE) with a bearer key ($WRK_AUTH),
-- and print a JSON summary (requests, errors, latency percentiles in microseconds) at the end.
-- Used for both non-streaming and SSE bodies: wrk reads chunked responses to their end, so
-- for streams the latency is the time to the last byte.
local f = assert(io.open(os.getenv("WRK_BODY_FILE"), "rb"))
wrk.method = "POST"
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = "application/json"
local auth = os.getenv("WRK_AUTH")
if auth and auth ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. auth
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests": %d, "duration_us": %d, "bytes": %d, "connect": %d, "read": %d, ' ..
    '"write": %d, "status": %d, "timeout": %d, "p50": %d, "p90": %d, "p99": %d, ' ..
    '"mean": %.1f, "max": %d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.mean, latency.max))
end
