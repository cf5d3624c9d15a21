"""The Redis Lua scripts behind ``RedisLimiter``: atomic reserve, settle and seed, version 1.

Why versioned: during a rolling deploy old and new replicas run side by side against the same
Redis. If a new release changed what a counter means (window length, units, key layout) and
kept the old names, each version would misread the other's counters and the limits would be
wrong for as long as both run. So the version is part of every key (``...:lim1:...``) and of
the script name; a release that changes semantics bumps it, and each version keeps its own
counters (briefly admitting up to twice the limit during the rollout, never corrupting them).
The scripts are sent by SHA (EVALSHA, one round trip), loaded on the first NOSCRIPT.

Both scripts mirror ``limits_window.py`` line for line; tests compare them with
``MemoryLimiter`` on the same inputs. Every counter key is built from a ``KEYS[i]`` base that
carries the hash tag ``{prefix}``, so all keys of a call live in one Redis Cluster slot.
Time is the Redis server's ``TIME`` (one clock for every replica) unless ARGV[1] overrides it
(tests); every key gets a TTL (``PEXPIRE``) so idle counters disappear by themselves.
"""

from __future__ import annotations

_COMMON = """
local W, DAY = 60000, 86400000
local floor, ceil, max = math.floor, math.ceil, math.max
local function fdiv(a, b) return floor(a / b) end

-- limits_window.py, integer arithmetic scaled by W (Lua numbers are doubles: exact < 2^53)
local function fits(limit, prev, cur, e, n)
  return prev * (W - e) + (cur + n) * W <= limit * W
end
local function used(prev, cur, e) return ceil((prev * (W - e) + cur * W) / W) end
local function remaining(limit, prev, cur, e)
  return max(0, fdiv(limit * W - prev * (W - e) - cur * W, W))
end
local function wait_ms(limit, prev, cur, e, n)
  if n > limit then return -1 end
  if fits(limit, prev, cur, e, n) then return 0 end
  if cur + n <= limit then return W - fdiv((limit - cur - n) * W, prev) - e end
  return 2 * W - fdiv((limit - n) * W, cur) - e
end
local function reset_ms(prev, cur, e)
  if cur > 0 then return 2 * W - e end
  if prev > 0 then return W - e end
  return 0
end

-- proleptic Gregorian calendar (H. Hinnant's algorithms), days since 1970-01-01, UTC
local function days_from_civil(y, m, d)
  if m <= 2 then y = y - 1 end
  local era = fdiv(y, 400)
  local yoe = y - era * 400
  local mp = (m + 9) % 12
  local doy = fdiv(153 * mp + 2, 5) + d - 1
  local doe = yoe * 365 + fdiv(yoe, 4) - fdiv(yoe, 100) + doy
  return era * 146097 + doe - 719468
end
local function civil_from_days(z)
  z = z + 719468
  local era = fdiv(z, 146097)
  local doe = z - era * 146097
  local yoe = fdiv(doe - fdiv(doe, 1460) + fdiv(doe, 36524) - fdiv(doe, 146096), 365)
  local doy = doe - (365 * yoe + fdiv(yoe, 4) - fdiv(yoe, 100))
  local mp = fdiv(5 * doy + 2, 153)
  local d = doy - fdiv(153 * mp + 2, 5) + 1
  local m = mp < 10 and mp + 3 or mp - 9
  local y = yoe + era * 400
  if m <= 2 then y = y + 1 end
  return y, m, d
end
"""

_PERIODS = """
-- now (ARGV[1] or the server's TIME) and the UTC day and month it falls in, with their ends
local now
if ARGV[1] == '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + fdiv(tonumber(t[2]), 1000)
else
  now = tonumber(ARGV[1])
end
local dayn = fdiv(now, DAY)
local y, m, d = civil_from_days(dayn)
local day = string.format('%04d%02d%02d', y, m, d)
local month = string.format('%04d%02d', y, m)
local day_end = (dayn + 1) * DAY
local month_end
if m == 12 then
  month_end = days_from_civil(y + 1, 1, 1) * DAY
else
  month_end = days_from_civil(y, m + 1, 1) * DAY
end
"""

RESERVE_V1 = (
    """-- specgate_limits_reserve_v1
-- KEYS[i]: base key of scope i.  ARGV: now_ms ('' = server TIME), requests, tokens, cost_micros,
-- then per scope: rpm, tpm, daily budget, monthly budget ('' = unlimited, nothing counted).
-- Reads every counter, checks every limit of every scope in order, and only if all fit charges
-- all of them. Returns {1, minute, day, month, snapshot...} or {0, scope index, limit index
-- (1 rpm, 2 tpm, 3 day, 4 month), used, wait_ms (-1 never), snapshot...};
-- snapshot: per scope {rpm remaining, rpm reset_ms, tpm remaining, tpm reset_ms} (-1 = no limit).
"""
    + _COMMON
    + _PERIODS
    + """
local req, tok, cost = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local minute = fdiv(now, W)
local e = now - minute * W
local cur_s, prev_s = string.format('%d', minute), string.format('%d', minute - 1)

local scopes, names = {}, {}
for i = 1, #KEYS do
  local base, o = KEYS[i], 4 + (i - 1) * 4
  local s = {lim = {tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]),
                    tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4])}}
  if s.lim[1] then
    s.rk = base .. ':r:' .. cur_s
    names[#names + 1] = base .. ':r:' .. prev_s; names[#names + 1] = s.rk
  end
  if s.lim[2] then
    s.tk = base .. ':t:' .. cur_s
    names[#names + 1] = base .. ':t:' .. prev_s; names[#names + 1] = s.tk
  end
  if s.lim[3] then s.dk = base .. ':d:' .. day; names[#names + 1] = s.dk end
  if s.lim[4] then s.mk = base .. ':m:' .. month; names[#names + 1] = s.mk end
  scopes[i] = s
end
-- one read for every counter of every scope (the caller only sends scopes with a limit)
local values = #names > 0 and redis.call('MGET', unpack(names)) or {}
local j = 0
local function nxt() j = j + 1; return tonumber(values[j]) or 0 end
for i = 1, #scopes do
  local s = scopes[i]
  if s.rk then s.rp = nxt(); s.rc = nxt() end
  if s.tk then s.tp = nxt(); s.tc = nxt() end
  if s.dk then s.dv = nxt() end
  if s.mk then s.mv = nxt() end
end

local function snapshot(out)
  for i = 1, #scopes do
    local s = scopes[i]
    if s.lim[1] then
      out[#out + 1] = remaining(s.lim[1], s.rp, s.rc, e)
      out[#out + 1] = reset_ms(s.rp, s.rc, e)
    else
      out[#out + 1] = -1; out[#out + 1] = -1
    end
    if s.lim[2] then
      out[#out + 1] = remaining(s.lim[2], s.tp, s.tc, e)
      out[#out + 1] = reset_ms(s.tp, s.tc, e)
    else
      out[#out + 1] = -1; out[#out + 1] = -1
    end
  end
  return out
end

local function budget_wait(limit, n, period_end)
  if n > limit then return -1 end
  return period_end - now
end

for i = 1, #scopes do
  local s, miss = scopes[i], nil
  local l = s.lim
  if l[1] and req > 0 and not fits(l[1], s.rp, s.rc, e, req) then
    miss = {1, used(s.rp, s.rc, e), wait_ms(l[1], s.rp, s.rc, e, req)}
  elseif l[2] and tok > 0 and not fits(l[2], s.tp, s.tc, e, tok) then
    miss = {2, used(s.tp, s.tc, e), wait_ms(l[2], s.tp, s.tc, e, tok)}
  elseif l[3] and cost > 0 and s.dv + cost > l[3] then
    miss = {3, s.dv, budget_wait(l[3], cost, day_end)}
  elseif l[4] and cost > 0 and s.mv + cost > l[4] then
    miss = {4, s.mv, budget_wait(l[4], cost, month_end)}
  end
  if miss then return snapshot({0, i, miss[1], miss[2], miss[3]}) end
end

local function charge(key, amount, value, ttl)
  -- A key that now holds exactly `amount` was just created (or held 0): give it its TTL, which
  -- is the same instant for every call in the period. Any other key already has one.
  if redis.call('INCRBY', key, amount) == tonumber(amount) then redis.call('PEXPIRE', key, ttl) end
  return value + tonumber(amount)
end
local minute_ttl = (minute + 3) * W - now
for i = 1, #scopes do
  local s = scopes[i]
  if s.rk then s.rc = charge(s.rk, ARGV[2], s.rc, minute_ttl) end
  if s.tk then s.tc = charge(s.tk, ARGV[3], s.tc, minute_ttl) end
  if s.dk then charge(s.dk, ARGV[4], 0, day_end + DAY - now) end
  if s.mk then charge(s.mk, ARGV[4], 0, month_end + DAY - now) end
end
return snapshot({1, minute, day, month})
"""
)

SETTLE_V1 = """-- specgate_limits_settle_v1
-- KEYS[i]: base key of scope i.  ARGV: minute, day, month (where the reservation was charged),
-- delta requests, delta tokens, delta cost_micros, then per scope the counters it charged, as
-- letters: r (rpm), t (tpm), d (day), m (month). Adds each delta to counters that still exist;
-- a counter that has expired belongs to a window that no longer limits anything.
local function adjust(key, delta)
  if delta ~= '0' and redis.call('EXISTS', key) == 1 then redis.call('INCRBY', key, delta) end
end
for i = 1, #KEYS do
  local base, flags = KEYS[i], ARGV[6 + i]
  if string.find(flags, 'r', 1, true) then adjust(base .. ':r:' .. ARGV[1], ARGV[4]) end
  if string.find(flags, 't', 1, true) then adjust(base .. ':t:' .. ARGV[1], ARGV[5]) end
  if string.find(flags, 'd', 1, true) then adjust(base .. ':d:' .. ARGV[2], ARGV[6]) end
  if string.find(flags, 'm', 1, true) then adjust(base .. ':m:' .. ARGV[3], ARGV[6]) end
end
return 1
"""

SEED_V1 = (
    """-- specgate_limits_seed_v1
-- KEYS[1]: base key of one scope.  ARGV: now_ms ('' = server TIME), day (YYYYMMDD),
-- day_micros, month (YYYYMM), month_micros. Raises the scope's budget counter of the day (month)
-- to at least the amount given, only when ARGV names the current day (month); a counter it
-- creates gets the TTL reserve would give it. Returns 1.
"""
    + _COMMON
    + _PERIODS
    + """
local function at_least(key, amount, ttl)
  local cur = redis.call('GET', key)
  if not cur then
    if amount > 0 then redis.call('SET', key, amount, 'PX', ttl) end
  elseif tonumber(cur) < amount then  -- also below zero: settles of reservations it lost
    redis.call('INCRBY', key, amount - tonumber(cur))
  end
end
if ARGV[2] == day then at_least(KEYS[1] .. ':d:' .. day, tonumber(ARGV[3]), day_end + DAY - now) end
if ARGV[4] == month then
  at_least(KEYS[1] .. ':m:' .. month, tonumber(ARGV[5]), month_end + DAY - now)
end
return 1
"""
)
